//! "Learn to play": the guided first game (the adventure with Bram alone,
//! the child choosing every one of his moves, the creatures and the dice
//! the script's), never saved nor counted; then "Now play a real game!",
//! an adventure with the child's own hero against Easy creatures.

use tabletop_core::contract::{Level, Rules};
use tabletop_core::sgs::guide::{GUIDE, SEED};
use tabletop_core::sgs::{Ended as Outcome, Game};

use super::{Settings, play};
use crate::app::App;
use crate::entry::Exit;
use crate::screen::Ended;

/// The guided game: Bram alone, the creatures the script's.
pub fn guided() -> alloc::boxed::Box<play::Play> {
    agb::println!("sgs: learn to play seed={}", SEED);
    let mut play = play::boxed(GUIDE.start(), SEED, Level::Easy, 1);
    play.front.level = Level::Easy;
    play.guided(&GUIDE);
    play
}

/// Plays the guided game; [`Exit::Again`] when the child asks for a real
/// game (the settings then one hero, one person, the creatures at Easy).
pub fn run(app: &mut App, s: &mut Settings) -> Exit {
    let mut play = guided();
    if !matches!(play::run(app, &mut play), Ended::Over) {
        return Exit::Options;
    }
    let done = match (&play.game, play.game.outcome()) {
        (Game::Adventure(_), Some(Outcome::Adventure(o))) => Some(o),
        _ => None,
    };
    agb::println!(
        "sgs: guided game over completed={} xp={}",
        done.is_some_and(|o| o.completed),
        done.map_or(0, |o| o.xp)
    );
    drop(play);
    let (result, why) = match done {
        Some(o) if o.completed => (
            "The well is quiet again!",
            "Bram beat the rats, two goblins\nand the Bone Knight: the adventure is won.",
        ),
        _ => ("The adventure is over.", "Bram came home."),
    };
    if crate::learn::now_play(app, "this game", result, why) {
        s.arena = false;
        s.choice.party = 1;
        s.choice.people = 1;
        s.easy = true;
        Exit::Again
    } else {
        Exit::Options
    }
}
