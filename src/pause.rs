//! The pause menu every game opens with START: resume, how to play, quit (with
//! a question first, so a stray press never throws a game away).

use agb::input::Button;

use crate::app::App;
use crate::audio::Sfx;
use crate::ui::{self, ink, spr};

/// How the pause menu was left.
pub enum Pause {
    /// Back to the game.
    Resume,
    /// Leave the game for the cartridge menu (confirmed).
    Quit,
}

/// A small menu of `options` under `title` in a shaded box; A picks, B or START
/// cancel (`None`).
fn ask(app: &mut App, title: &str, options: &[&str], mut choice: usize) -> Option<usize> {
    let mut dirty = true;
    loop {
        if dirty {
            let (canvas, g) = app.blank_text();
            canvas.fill(40, 30, 160, 84, ink::SHADOW);
            canvas.centred(g, 0, 240, 40, ink::YELLOW, title);
            for (i, o) in options.iter().enumerate() {
                let colour = if i == choice { ink::WHITE } else { ink::GREY };
                canvas.centred(g, 0, 240, 62 + i as i32 * 14, colour, o);
            }
            dirty = false;
        }
        let mut frame = app.gfx.frame();
        app.text.show(&mut frame);
        ui::sprite(&mut frame, spr::POINTER, 46, 58 + choice as i32 * 14);
        frame.commit();
        app.next_frame();
        let dy = app.input.just_pressed_y_tri() as i32;
        if dy != 0 {
            choice = (choice as i32 + dy).rem_euclid(options.len() as i32) as usize;
            dirty = true;
            app.sfx(Sfx::Select);
        }
        if app.input.is_just_pressed(Button::B) || app.input.is_just_pressed(Button::Start) {
            return None;
        }
        if app.input.is_just_pressed(Button::A) {
            return Some(choice);
        }
    }
}

/// The pause menu over any game (`game` names it in the log; `help` is its help
/// pages). Help opened here comes back here; "Quit to menu" asks first. The game
/// redraws its screen afterwards: this uses the shared text layer.
pub fn pause(app: &mut App, game: &str, help: &[&str]) -> Pause {
    let mut choice = 0;
    loop {
        agb::println!("scene: {} pause", game);
        match ask(
            app,
            "Paused",
            &["Resume", "How to play", "Quit to menu"],
            choice,
        ) {
            None | Some(0) => return Pause::Resume,
            Some(1) => {
                crate::help::show(app, game, help);
                choice = 1;
            }
            _ => {
                agb::println!("pause: quit?");
                // "No" first: pressing A twice by accident keeps the game.
                let sure = ask(
                    app,
                    "Quit this game?",
                    &["No, keep playing", "Yes, quit"],
                    0,
                );
                if sure == Some(1) {
                    agb::println!("pause: quit");
                    return Pause::Quit;
                }
                choice = 2;
            }
        }
    }
}
