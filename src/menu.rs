//! The game menu: the five rule sets, with what each one is and whether it is built.

use alloc::string::String;
use core::fmt::Write;

use agb::display::{Priority, font::ChangeColour};
use agb::input::Button;

use crate::app::{App, Scene};
use crate::audio::Sfx;
use crate::ui::{self, TextLayer, ink, spr};

/// One entry of the menu.
pub struct GameEntry {
    /// The name on the menu.
    pub name: &'static str,
    /// One line about it.
    pub blurb: &'static str,
    /// Whether it can be played yet.
    pub ready: bool,
}

/// The cartridge's games, in menu order.
pub static GAMES: [GameEntry; 5] = [
    GameEntry {
        name: "SiTTeRS",
        blurb: "Grab the gold, run for safety",
        ready: true,
    },
    GameEntry {
        name: "The Doom that Came to Sandford",
        blurb: "Heroes defend a village from six waves",
        ready: false,
    },
    GameEntry {
        name: "Rush at Zeta Mu Beta",
        blurb: "A rush across the board",
        ready: false,
    },
    GameEntry {
        name: "Tabletop Hero",
        blurb: "A hero's adventure",
        ready: false,
    },
    GameEntry {
        name: "Simple Game System",
        blurb: "Build your own adventure",
        ready: false,
    },
];

const TOP: i32 = 32;
const ROW: i32 = 20;

/// Lets the player choose a game; B goes back to the title.
pub fn run(app: &mut App, mut choice: usize) -> Scene {
    agb::println!("scene: menu");
    let mut text = TextLayer::new(Priority::P1);
    text.centred(8, ink::YELLOW, "Choose a game");
    // One block for the whole list: text blocks must not share 8x8 tile rows.
    let mut list = String::new();
    for game in GAMES.iter() {
        let (colour, note) = if game.ready {
            (ink::WHITE, game.blurb)
        } else {
            (ink::GREY, "(coming in a later version)")
        };
        let _ = writeln!(list, "{}{}", ChangeColour::new(colour as u32), game.name);
        let _ = writeln!(list, "{}  {}", ChangeColour::new(ink::GREY as u32), note);
    }
    text.write(28, TOP, ink::WHITE, &list);
    text.centred(144, ink::SKY, "Up/Down choose   A play   B back");
    loop {
        let mut frame = app.gfx.frame();
        text.show(&mut frame);
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
            if GAMES[choice].ready {
                app.sfx(Sfx::Select);
                return Scene::Play(choice);
            }
            app.sfx(Sfx::Error);
            not_built(app, choice);
            return Scene::Menu(choice);
        }
        if app.input.is_just_pressed(Button::B) {
            return Scene::Title;
        }
    }
}

/// An honest screen for a game that is not in this build yet.
fn not_built(app: &mut App, choice: usize) {
    let mut text = TextLayer::new(Priority::P1);
    text.centred(48, ink::YELLOW, GAMES[choice].name);
    text.centred(
        72,
        ink::WHITE,
        "This game is not built yet.\nIt will come in a later version\nof the cartridge.",
    );
    text.centred(128, ink::SKY, "Press A or B");
    loop {
        let mut frame = app.gfx.frame();
        text.show(&mut frame);
        frame.commit();
        app.next_frame();
        if app.input.is_just_pressed(Button::A) || app.input.is_just_pressed(Button::B) {
            return;
        }
    }
}
