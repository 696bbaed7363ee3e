//! The end screen: which team won (in its colour, with its players and the
//! princess they carried home), or that time ran out, and what next.

use agb::input::Button;
use tabletop_core::rush::{Outcome, Team};

use super::campus::{self, spr};
use super::play::{Exit, Play};
use super::view::player_sprite;
use super::words;
use crate::app::App;
use crate::ui::ink;

/// Shows the result until the player chooses what next.
pub fn run(app: &mut App, play: &Play) -> Exit {
    agb::println!("scene: rush end");
    let game = &play.game;
    let outcome = game.outcome().unwrap_or(Outcome::Unfinished);
    let players = game.players();
    {
        let (canvas, g) = app.blank_text();
        match outcome {
            Outcome::Won(t) => {
                let head = alloc::format!("The {} win!", words::team(t));
                canvas.big_centred(g, 0, 240, 24, campus::ink_of(t), &head);
                let how = alloc::format!(
                    "They carried the {}' princess home.",
                    words::team(t.other())
                );
                canvas.centred(g, 0, 240, 84, ink::WHITE, &how);
            }
            Outcome::Unfinished => {
                canvas.big_centred(g, 0, 240, 24, ink::YELLOW, "Time is up!");
                canvas.centred(g, 0, 240, 84, ink::WHITE, "Nobody got a princess home.");
            }
        }
        let rounds = alloc::format!(
            "{} played",
            crate::plural::count(game.round(), "round", "rounds")
        );
        canvas.centred(g, 0, 240, 100, ink::GREY, &rounds);
        canvas.centred(g, 0, 240, 140, ink::SKY, "A again  SELECT options  B menu");
    }
    let sheet = campus::Sheet::new();
    let mut t = 0u32;
    loop {
        let mut frame = app.gfx.frame();
        app.text.show(&mut frame);
        if let Outcome::Won(team) = outcome {
            let members = game.members(team);
            let n = members.len() as i32;
            let x0 = 120 - (n + 1) * 10;
            for (k, i) in members.enumerate() {
                let bob = if (t / 15 + k as u32).is_multiple_of(2) {
                    0
                } else {
                    -2
                };
                sheet.sprite(
                    &mut frame,
                    player_sprite(players, i),
                    x0 + k as i32 * 20,
                    56 + bob,
                );
            }
            let hunted = match team {
                Team::Zombies => Team::Jocks,
                Team::Jocks => Team::Zombies,
            };
            sheet.sprite(&mut frame, spr::PRINCESS + hunted.idx(), x0 + n * 20, 56);
        }
        frame.commit();
        app.next_frame();
        t += 1;
        if t < 30 {
            continue; // a held button does not skip the result
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
