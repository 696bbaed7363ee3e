//! The end screen: the scoring table with the result marked.

use alloc::format;

use agb::input::Button;
use tabletop_core::sitters::{Game, Outcome, score_for};

use super::options::Settings;
use super::play::{Exit, Play};
use crate::app::App;
use crate::ui::{self, ink, spr};

const TABLE_X: i32 = 64;
const TABLE_Y: i32 = 60;
const COL_W: i32 = 24;
const ROW_H: i32 = 13;

/// The parts of the end screen's text, drawn one a frame: all at once they take
/// longer than a frame.
pub const PARTS: u32 = 9;

/// Draws part `part` (0 to [`PARTS`] − 1) of the end screen for `game`.
pub fn draw_part(app: &mut App, game: &Game, part: u32) {
    let (score, outcome) = game.score();
    let survivors = game.survivors().min(4) as i32;
    let band = (game.gold() / 8).min(4) as i32;
    if part == 0 {
        app.text.clear();
        return;
    }
    let (canvas, g) = (&mut app.text, &app.glyphs);
    match part {
        1 => {
            let (headline, colour) = match outcome {
                Outcome::GoodiesWin => ("The goodies win!", ink::GREEN),
                Outcome::BaddiesWin => ("The baddies win!", ink::RED),
                Outcome::Draw => ("It's a draw!", ink::YELLOW),
            };
            canvas.centred(g, 0, 240, 6, colour, headline);
            let summary = format!(
                "{} safe + {} gold (band {}) = score {}",
                game.survivors(),
                game.gold(),
                band,
                score
            );
            canvas.centred(g, 0, 240, 20, ink::WHITE, &summary);
        }
        2 => {
            canvas.text(g, TABLE_X + 8, TABLE_Y - 24, ink::SKY, "Goodies safe");
            for s in 0..5 {
                let x = TABLE_X + s * COL_W + 8;
                canvas.text(g, x, TABLE_Y - 12, ink::SKY, &format!("{s}"));
            }
            canvas.text(g, TABLE_X - 30, TABLE_Y - 12, ink::YELLOW, "Gold");
        }
        3..=7 => {
            let r = (part - 3) as usize;
            let label = ["0+", "8+", "16+", "24+", "32+"][r];
            let y = TABLE_Y + r as i32 * ROW_H;
            canvas.text(g, TABLE_X - 26, y, ink::YELLOW, label);
            for s in 0..5 {
                let value = score_for(s as u8, (r * 8) as u8);
                let colour = if value > 4 {
                    ink::GREEN
                } else if value < 4 {
                    ink::RED
                } else {
                    ink::YELLOW
                };
                let mark = r as i32 == band && s == survivors;
                let text = format!("{value}");
                canvas.text(
                    g,
                    TABLE_X + s * COL_W + 8,
                    y,
                    if mark { ink::WHITE } else { colour },
                    &text,
                );
            }
        }
        _ => {
            canvas.centred(
                g,
                0,
                240,
                134,
                ink::GREY,
                &format!(
                    "{} played",
                    crate::plural::count(game.round(), "round", "rounds")
                ),
            );
            canvas.centred(g, 0, 240, 146, ink::SKY, "A again  SELECT options  B menu");
        }
    }
}

/// Shows the result until the player chooses what next.
pub fn run(app: &mut App, play: &Play, _settings: &Settings) -> Exit {
    agb::println!("scene: sitters end");
    let game = &play.game;
    let survivors = game.survivors().min(4) as i32;
    let band = (game.gold() / 8).min(4) as i32;
    let mut t = 0u32;
    loop {
        if t < PARTS {
            draw_part(app, game, t);
        }
        let mut frame = app.gfx.frame();
        if (t / 20).is_multiple_of(2) && t >= PARTS {
            let x = TABLE_X + survivors * COL_W + 8 - 5;
            let y = TABLE_Y + band * ROW_H - 4;
            ui::sprite(&mut frame, spr::SELECTED, x, y);
        }
        app.text.show(&mut frame);
        frame.commit();
        app.next_frame();
        t += 1;
        if t < 30 {
            continue; // don't let a held button skip the result
        }
        if app.input.is_just_pressed(Button::A) {
            return Exit::Again;
        }
        if app.input.is_just_pressed(Button::Select) {
            return Exit::Options;
        }
        if app.input.is_just_pressed(Button::B) || app.input.is_just_pressed(Button::Start) {
            return Exit::Menu;
        }
    }
}
