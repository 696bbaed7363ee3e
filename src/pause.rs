//! The pause menu every game opens with START: resume, how to play, quit.

use agb::input::Button;

use crate::app::App;
use crate::audio::Sfx;
use crate::ui::{self, ink, spr};

/// What the pause menu chose.
pub enum Pause {
    /// Back to the game.
    Resume,
    /// Read the game's help pages, then back to the game.
    Help,
    /// Leave the game for the cartridge menu.
    Quit,
}

/// The pause menu over any game (`game` names it in the log). The game redraws
/// its screen afterwards: this uses the shared text layer.
pub fn pause(app: &mut App, game: &str) -> Pause {
    agb::println!("scene: {} pause", game);
    let options = ["Resume", "How to play", "Quit to menu"];
    let mut choice = 0usize;
    let mut dirty = true;
    loop {
        if dirty {
            let (canvas, g) = app.blank_text();
            canvas.fill(56, 30, 128, 84, ink::SHADOW);
            canvas.centred(g, 0, 240, 40, ink::YELLOW, "Paused");
            for (i, o) in options.iter().enumerate() {
                let colour = if i == choice { ink::WHITE } else { ink::GREY };
                canvas.centred(g, 0, 240, 62 + i as i32 * 14, colour, o);
            }
            dirty = false;
        }
        let mut frame = app.gfx.frame();
        app.text.show(&mut frame);
        ui::sprite(&mut frame, spr::POINTER, 62, 58 + choice as i32 * 14);
        frame.commit();
        app.next_frame();
        let dy = app.input.just_pressed_y_tri() as i32;
        if dy != 0 {
            choice = (choice as i32 + dy).rem_euclid(3) as usize;
            dirty = true;
            app.sfx(Sfx::Select);
        }
        if app.input.is_just_pressed(Button::B) || app.input.is_just_pressed(Button::Start) {
            return Pause::Resume;
        }
        if app.input.is_just_pressed(Button::A) {
            return match choice {
                0 => Pause::Resume,
                1 => Pause::Help,
                _ => Pause::Quit,
            };
        }
    }
}
