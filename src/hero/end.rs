//! The end screen: which side's hero is the last standing (its minis still
//! up drawn beside it), a draw, or that time ran out, and what next.

use agb::input::Button;
use tabletop_core::hero::Outcome;
use tabletop_core::hero::gear::ARMY;

use super::board::Sheet;
use super::options::{side_ink, side_name};
use super::play::{Exit, Play};
use crate::app::App;
use crate::ui::ink;

/// Why side `seat` won, naming it (a playtester's child read "Their hero"
/// as the loser's).
pub fn last_standing(seat: u8) -> alloc::string::String {
    alloc::format!("{}'s hero is the last one standing.", side_name(seat))
}

/// Shows the result until the player chooses what next.
pub fn run(app: &mut App, play: &Play) -> Exit {
    agb::println!("scene: hero end");
    let game = &play.game;
    let outcome = game.outcome().unwrap_or(Outcome::Unfinished);
    {
        let (canvas, g) = app.blank_text();
        match outcome {
            Outcome::Won(s) => {
                let head = alloc::format!("{} wins!", side_name(s));
                canvas.big_centred(g, 0, 240, 24, side_ink(s), &head);
                canvas.centred(g, 0, 240, 84, ink::WHITE, &last_standing(s));
            }
            Outcome::Draw => {
                canvas.big_centred(g, 0, 240, 24, ink::YELLOW, "A draw!");
                canvas.centred(g, 0, 240, 84, ink::WHITE, "The last heroes fell together.");
            }
            Outcome::Unfinished => {
                canvas.big_centred(g, 0, 240, 24, ink::YELLOW, "Time is up!");
                canvas.centred(g, 0, 240, 84, ink::WHITE, "Nobody won this time.");
            }
        }
        let s = game.stats();
        let line = alloc::format!(
            "{}, {}, {}, {} fell",
            crate::plural::count(game.round(), "round", "rounds"),
            crate::plural::count(s.attacks, "attack", "attacks"),
            crate::plural::count(s.hits, "hit", "hits"),
            s.deaths
        );
        canvas.centred(g, 0, 240, 100, ink::GREY, &line);
        canvas.centred(g, 0, 240, 140, ink::SKY, "A again  SELECT options  B menu");
    }
    let sheet = Sheet::new();
    let mut t = 0u32;
    loop {
        let mut frame = app.gfx.frame();
        app.text.show(&mut frame);
        if let Outcome::Won(seat) = outcome {
            let base = usize::from(seat) * ARMY;
            let standing = game
                .minis()
                .iter()
                .enumerate()
                .skip(base)
                .take(ARMY)
                .filter(|(_, m)| m.at.is_some());
            for (k, (i, m)) in standing.enumerate() {
                let bob = if (t / 15 + k as u32).is_multiple_of(2) {
                    0
                } else {
                    -2
                };
                let sprite = super::anim::sprite(i, m.hp <= 0);
                sheet.icon(&mut frame, sprite, (96 + k as i32 * 12, 60 + bob));
            }
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

#[cfg(test)]
mod tests {
    /// The end screen names the winning side's hero, never "Their hero".
    #[test_case]
    fn the_end_screen_names_the_winner_s_hero(_gba: &mut agb::Gba) {
        assert_eq!(
            super::last_standing(0),
            "Red's hero is the last one standing."
        );
        assert_eq!(
            super::last_standing(1),
            "Blue's hero is the last one standing."
        );
    }
}
