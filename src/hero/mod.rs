//! Tabletop Hero on the GBA: the options, the scrolling battlefield with
//! every mini, the dice, the forecast before an attack, people's and the
//! computer's turns, help and the end screen. The rules and AI are
//! `tabletop_core::hero`; this module only shows them and turns buttons into
//! actions.

mod anim;
#[cfg(feature = "bench")]
pub mod bench;
mod board;
mod bot;
mod builder;
mod end;
mod fits;
mod help;
mod house;
mod human;
mod look;
mod notes;
mod odds;
mod options;
mod play;
mod preview;
mod words;

pub use options::Setup;

use tabletop_core::hero::Outcome;

use crate::app::{App, Scene};
use crate::entry;

/// The game's one entry point from the cartridge menu.
pub fn run(app: &mut App, menu_index: usize) -> Scene {
    agb::println!("scene: hero");
    entry::run::<Game>(app, menu_index)
}

/// A finished game: its slot is cleared and the record counts it for the
/// person's side (the computer's when no person plays).
fn record(app: &mut App, settings: &Setup, outcome: Outcome, rounds: u16) {
    let human = (0..settings.players()).find(|&i| settings.human(i));
    let won = match (outcome, human) {
        (Outcome::Won(s), Some(h)) => Some(s == h),
        (Outcome::Draw, Some(_)) => Some(false),
        _ => None,
    };
    let side = if human.is_some() { 0 } else { 1 };
    crate::save::finished(app, side, won, rounds);
}

/// This game's screens for the shared entry loop.
struct Game;

impl entry::Screens for Game {
    type Settings = Setup;

    fn options(app: &mut App, settings: &mut Setup) -> entry::Choice {
        options::run(app, settings)
    }

    fn play(app: &mut App, settings: &mut Setup, seed: u64) -> entry::Exit {
        play::run(app, settings, seed)
    }

    fn learn(app: &mut App, settings: &mut Setup) -> entry::Exit {
        play::learn(app, settings)
    }

    fn help(app: &mut App) {
        crate::help::show(app, "hero", &help::PAGES)
    }

    fn resume(
        app: &mut App,
        settings: &mut Setup,
        seed: u64,
        game: &[u8],
    ) -> Result<entry::Exit, tabletop_core::contract::LoadError> {
        play::resume(app, settings, seed, game)
    }
}
