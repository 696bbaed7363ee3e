//! The game menu: the five rule sets, with what each one is and whether it is built.

use agb::input::Button;

use crate::app::{App, Scene};
use crate::audio::Sfx;
use crate::games::GAMES;
use crate::ui::{self, ink, spr};

const TOP: i32 = 32;
const ROW: i32 = 22;

/// Lets the player choose a game; B goes back to the title.
pub fn run(app: &mut App, mut choice: usize) -> Scene {
    agb::println!("scene: menu");
    let continues: [Option<alloc::string::String>; GAMES.len()] = core::array::from_fn(|i| {
        app.saves
            .suspended(i)
            .map(|line| alloc::format!("Continue: {line}"))
    });
    let (text, g) = app.blank_text();
    text.centred(g, 0, 240, 8, ink::YELLOW, "Choose a game");
    for (i, game) in GAMES.iter().enumerate() {
        let y = TOP + i as i32 * ROW;
        let (colour, note) = if game.ready() {
            (ink::WHITE, game.blurb)
        } else {
            (ink::GREY, "(coming in a later version)")
        };
        text.text(g, 28, y, colour, game.name);
        match &continues[i] {
            Some(line) => text.text(g, 40, y + 10, ink::SKY, line),
            None => text.text(g, 40, y + 10, ink::GREY, note),
        };
    }
    text.centred(g, 0, 240, 144, ink::SKY, "A play   B back   SELECT records");
    loop {
        let mut frame = app.gfx.frame();
        app.text.show(&mut frame);
        ui::sprite(&mut frame, spr::POINTER, 10, TOP + choice as i32 * ROW - 4);
        frame.commit();
        app.next_frame();
        let dy = app.input.just_pressed_y_tri() as i32;
        if dy != 0 {
            choice = (choice as i32 + dy).rem_euclid(GAMES.len() as i32) as usize;
            app.sfx(Sfx::Select);
        }
        if app.input.is_just_pressed(Button::A) || app.input.is_just_pressed(Button::Start) {
            agb::println!("menu: chose {}", GAMES[choice].name);
            if GAMES[choice].ready() {
                app.sfx(Sfx::Select);
                return Scene::Play(choice);
            }
            app.sfx(Sfx::Error);
            agb::println!("menu: not built {}", GAMES[choice].name);
            not_built(app, choice);
            return Scene::Menu(choice);
        }
        if app.input.is_just_pressed(Button::B) {
            return Scene::Title;
        }
        if app.input.is_just_pressed(Button::Select) {
            crate::records::run(app);
            return Scene::Menu(choice);
        }
    }
}

/// An honest screen for a game that is not in this build yet.
fn not_built(app: &mut App, choice: usize) {
    let (text, g) = app.blank_text();
    text.centred(g, 0, 240, 48, ink::YELLOW, GAMES[choice].name);
    text.centred(
        g,
        0,
        240,
        72,
        ink::WHITE,
        "This game is not built yet.\nIt will come in a later version\nof the cartridge.",
    );
    text.centred(g, 0, 240, 128, ink::SKY, "Press A or B");
    app.show_text_until_a_or_b();
}
