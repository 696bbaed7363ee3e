//! What every game's "Learn to play" shares after its guided game: the
//! screen that says how it ended and offers the first real game.

use agb::input::Button;

use crate::app::App;
use crate::ui::ink;

/// Whether no game of `key` (its table key) has been finished on this
/// cartridge: its options screen then offers "Learn to play".
pub fn is_new(app: &App, key: &str) -> bool {
    let Some(k) = crate::games::GAMES.iter().position(|g| g.key == key) else {
        return false;
    };
    app.saves
        .settings()
        .records
        .get(k)
        .is_none_or(|r| r.played == 0)
}

/// Before a guided game: who the child is and what the game is for, in a
/// few short lines (`goal`, `{c}` colour codes allowed), until A or START
/// (the playtest: the lesson began with dice, and nothing said who "you"
/// were or what to do). Other buttons do nothing: the screen says A.
pub fn intro(app: &mut App, key: &str, name: &str, goal: &str) {
    agb::println!("{}: learn to play intro", key);
    let (text, g) = app.blank_text();
    let title = alloc::format!("Learn to play {name}");
    text.centred(g, 0, 240, 12, ink::YELLOW, &title);
    text.centred(g, 0, 240, 40, ink::WHITE, goal);
    text.centred(g, 0, 240, 132, ink::SKY, "Press A to start!");
    loop {
        let mut frame = app.gfx.frame();
        app.text.show(&mut frame);
        frame.commit();
        app.next_frame();
        if app.input.is_just_pressed(Button::A) || app.input.is_just_pressed(Button::Start) {
            return;
        }
    }
}

/// The offer beside an options screen's "Learn to play" row.
pub const OFFER: &str = "< New? Start here!";

/// Frames before a press counts: none but the first, drawn with the
/// screen (a button still held from the last move is never "just
/// pressed"; the playtest: A did nothing for half a second here, a press
/// lost).
const SETTLE: u32 = 1;

/// Plays the guided game `play` (set up by [`crate::turn::Turn::guided`]);
/// false when the child left it from the pause menu.
pub fn played<F: crate::turn::Front>(app: &mut App, play: &mut crate::turn::Turn<F>) -> bool {
    use crate::screen::{Ended, NoProbe, run};
    matches!(run(app, play, &mut NoProbe), Ended::Over)
}

/// [`now_play`], then where to go: into a real game with `learner`'s
/// settings (they become `settings`), or back to the options.
pub fn offer<S>(
    app: &mut App,
    name: &str,
    result: &str,
    why: &str,
    settings: &mut S,
    learner: S,
) -> crate::entry::Exit {
    offer_saying(app, name, result, why, settings, learner, AGAINST_EASY)
}

/// The choice line of "Now play a real game!" in most games.
const AGAINST_EASY: &str = "A  play against the computer (Easy)\nB  back to the options";

/// [`offer`] with `choice` as the screen's choice line (a game whose
/// computer plays on the child's side says so: Sandford).
pub fn offer_saying<S>(
    app: &mut App,
    name: &str,
    result: &str,
    why: &str,
    settings: &mut S,
    learner: S,
    choice: &str,
) -> crate::entry::Exit {
    if now_play_saying(app, name, result, why, choice) {
        *settings = learner;
        crate::entry::Exit::Again
    } else {
        crate::entry::Exit::Options
    }
}

/// "Well done! Now play a real game!" after the guided game of `name`,
/// which ended with `result` for the reasons `why` (up to three lines);
/// true when the child asks for a real game against Easy (A), false to go
/// back to the options (B).
pub fn now_play(app: &mut App, name: &str, result: &str, why: &str) -> bool {
    now_play_saying(app, name, result, why, AGAINST_EASY)
}

/// [`now_play`] with `choice` as its choice line.
fn now_play_saying(app: &mut App, name: &str, result: &str, why: &str, choice: &str) -> bool {
    agb::println!("scene: learn done {}", name);
    // Drawn off screen and shown whole in the next vertical blank (its six
    // lines take longer than a frame: straight to the screen, its first
    // frame showed it half drawn).
    app.text.set_deferred(true);
    let (text, g) = app.blank_text();
    text.centred(g, 0, 240, 6, ink::GREEN, result);
    text.centred(g, 0, 240, 22, ink::WHITE, why);
    let knows = alloc::format!("Well done! You know how to play {name}.");
    text.centred(g, 0, 240, 64, ink::WHITE, &knows);
    text.centred(g, 0, 240, 88, ink::YELLOW, "Now play a real game!");
    text.centred(g, 0, 240, 120, ink::SKY, choice);
    let mut t = 0u32;
    loop {
        let mut frame = app.gfx.frame();
        app.text.show(&mut frame);
        frame.commit();
        app.next_frame();
        if t == 0 {
            // Shown: straight to the screen again.
            app.text.set_deferred(false);
        }
        t += 1;
        if t < SETTLE {
            continue;
        }
        if app.input.is_just_pressed(Button::A) || app.input.is_just_pressed(Button::Start) {
            agb::println!("learn: real game");
            return true;
        }
        if app.input.is_just_pressed(Button::B) {
            agb::println!("learn: back");
            return false;
        }
    }
}
