//! The end screen: which side's hero is the last standing (its minis still
//! up drawn beside it), a draw, or that time ran out, and what next.

use agb::input::Button;
use tabletop_core::hero::Outcome;
use tabletop_core::hero::gear::ARMY;

use super::board::Sheet;
use super::options::{side_ink, side_name};
use super::play::{Exit, Play};
use crate::app::App;
use crate::seat::Seat;
use crate::ui::ink;

/// Why side `seat` won, naming it (a playtester's child read "Their hero"
/// as the loser's).
pub fn last_standing(seat: u8) -> alloc::string::String {
    alloc::format!("{}'s hero is the last one standing.", side_name(seat))
}

/// The big words for side `seat`'s win: against the computer, whose (the
/// playtest: "Red wins!" said to a child playing red alone); among people,
/// or computers alone, the side's name.
pub fn winner(seat: u8, seats: &[Seat]) -> alloc::string::String {
    let people = seats.iter().filter(|s| s.is_person()).count();
    match seats.get(usize::from(seat)) {
        Some(s) if people == 1 && s.is_person() => alloc::string::String::from("You win!"),
        Some(_) if people == 1 => alloc::string::String::from("The computer wins!"),
        _ => alloc::format!("{} wins!", side_name(seat)),
    }
}

/// Frames (about a second) before a press counts and the choices show: a
/// child mashing A through the last shot skipped the result straight into
/// a new game (half a second was not enough).
pub const WAIT: u32 = 60;

/// The choices, shown once presses count.
pub const CHOICES: &str = "A: play again  SELECT: options  B: menu";

/// What the end screen does on its frame `t` with A, SELECT and B (or
/// START) just pressed: nothing before [`WAIT`].
pub fn choice(t: u32, a: bool, select: bool, back: bool) -> Option<Exit> {
    if t < WAIT {
        None
    } else if a {
        Some(Exit::Again)
    } else if select {
        Some(Exit::Options)
    } else if back {
        Some(Exit::Menu)
    } else {
        None
    }
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
                let players = usize::from(play.front.settings.players);
                let seats = &play.front.settings.seats;
                let head = winner(s, &seats[..players.min(seats.len())]);
                canvas.big_centred(g, 0, 240, 24, side_ink(s), &head);
                canvas.centred(g, 0, 240, 84, ink::WHITE, &last_standing(s));
            }
            Outcome::Draw => {
                canvas.big_centred(g, 0, 240, 24, ink::YELLOW, "A draw!");
                canvas.centred(
                    g,
                    0,
                    240,
                    84,
                    ink::WHITE,
                    "The last heroes went out together.",
                );
            }
            Outcome::Unfinished => {
                canvas.big_centred(g, 0, 240, 24, ink::YELLOW, "Time is up!");
                canvas.centred(g, 0, 240, 84, ink::WHITE, "Nobody won this time.");
            }
        }
        let s = game.stats();
        let line = alloc::format!(
            "{}, {}, {}, {} out",
            crate::plural::count(game.round(), "round", "rounds"),
            crate::plural::count(s.attacks, "attack", "attacks"),
            crate::plural::count(s.hits, "hit", "hits"),
            crate::plural::count(s.deaths, "mini", "minis")
        );
        canvas.centred(g, 0, 240, 100, ink::GREY, &line);
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
        if t == WAIT {
            // Presses count from now: the choices show.
            agb::println!("hero: end choices shown");
            app.text
                .centred(&app.glyphs, 0, 240, 140, ink::SKY, CHOICES);
        }
        let i = &app.input;
        let pressed = choice(
            t,
            i.is_just_pressed(Button::A),
            i.is_just_pressed(Button::Select),
            i.is_just_pressed(Button::B) || i.is_just_pressed(Button::Start),
        );
        if let Some(exit) = pressed {
            return exit;
        }
    }
}

#[cfg(test)]
mod tests {
    /// A press in the end screen's first second does nothing (a mashed A
    /// skipped the result into a new game); then A plays again, SELECT
    /// goes to the options, B to the menu; the choices fit the screen.
    #[test_case]
    fn the_end_screen_ignores_presses_for_a_second(_gba: &mut agb::Gba) {
        use super::{CHOICES, Exit, WAIT, choice};
        assert!(WAIT >= 55, "only {WAIT} frames");
        for t in 0..WAIT {
            assert!(choice(t, true, true, true).is_none(), "a press at {t}");
        }
        assert!(matches!(
            choice(WAIT, true, false, false),
            Some(Exit::Again)
        ));
        assert!(matches!(
            choice(WAIT, false, true, false),
            Some(Exit::Options)
        ));
        assert!(matches!(
            choice(WAIT + 9, false, false, true),
            Some(Exit::Menu)
        ));
        assert!(choice(WAIT, false, false, false).is_none());
        let g = crate::text::Glyphs::new();
        assert!(g.width(CHOICES) <= 236, "{CHOICES}");
    }

    /// Against the computer the end screen says whose win it is ("You
    /// win!", "The computer wins!": the playtest read "Red wins!" alone);
    /// among people, or computers alone, the side's name.
    #[test_case]
    fn the_end_screen_says_you_win_against_the_computer(_gba: &mut agb::Gba) {
        use crate::seat::Seat;
        use tabletop_core::contract::Level;
        let vs = [Seat::Person, Seat::Computer(Level::Easy)];
        assert_eq!(super::winner(0, &vs), "You win!");
        assert_eq!(super::winner(1, &vs), "The computer wins!");
        let people = [Seat::Person, Seat::Person];
        assert_eq!(super::winner(1, &people), "Blue wins!");
        let computers = [Seat::Computer(Level::Hard), Seat::Computer(Level::Easy)];
        assert_eq!(super::winner(0, &computers), "Red wins!");
    }

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
