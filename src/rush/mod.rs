//! Rush at Zeta Mu Beta on the GBA: the options, the campus with every piece,
//! the dice and the cube prompts, people's and the computer's turns, help and
//! the end screen. The rules and AI are `tabletop_core::rush`; this module
//! only shows them and turns buttons into actions.

#[cfg(feature = "bench")]
pub mod bench;
mod bot;
mod campus;
mod end;
mod header;
mod help;
mod human;
mod options;
mod pace;
#[cfg(test)]
mod pace_tests;
mod panel;
mod play;
mod reach;
mod shown;
mod tray;
mod view;
#[cfg(test)]
mod view_tests;
mod words;

pub use options::Settings;

use tabletop_core::rush::Outcome;

use crate::app::{App, Scene};
use crate::entry;

/// The game's one entry point from the cartridge menu.
pub fn run(app: &mut App, menu_index: usize) -> Scene {
    agb::println!("scene: rush");
    entry::run::<Game>(app, menu_index)
}

/// A finished game: its slot is cleared and the record counts it for the
/// people's team (the zombies when no person plays).
fn record(app: &mut App, settings: &Settings, outcome: Outcome, rounds: u16) {
    let players = settings.players();
    let human = (0..players).find(|&i| settings.human(i));
    let side = human.map_or(0, |i| usize::from(i >= players / 2));
    let won = match (outcome, human) {
        (Outcome::Won(t), Some(_)) => Some(t.idx() == side),
        _ => None,
    };
    crate::save::finished(app, side, won, rounds);
}

/// This game's screens for the shared entry loop.
struct Game;

impl entry::Screens for Game {
    type Settings = Settings;

    fn options(app: &mut App, settings: &mut Settings) -> entry::Choice {
        options::run(app, settings)
    }

    fn play(app: &mut App, settings: &mut Settings, seed: u64) -> entry::Exit {
        play::run(app, settings, seed)
    }

    fn learn(app: &mut App, settings: &mut Settings) -> entry::Exit {
        play::learn(app, settings)
    }

    fn help(app: &mut App) {
        crate::help::show(app, "rush", &help::PAGES)
    }

    fn resume(
        app: &mut App,
        settings: &mut Settings,
        seed: u64,
        game: &[u8],
    ) -> Result<entry::Exit, tabletop_core::contract::LoadError> {
        let game = tabletop_core::contract::save::decode(game)?;
        Ok(play::resume(app, settings, seed, game))
    }

    /// This version's settings, or those saved before the cubes row.
    fn read_settings(bytes: &[u8]) -> Option<Settings> {
        postcard::from_bytes(bytes).ok().or_else(|| {
            postcard::from_bytes::<options::First>(bytes)
                .ok()
                .map(Settings::from)
        })
    }

    /// A suspended game's setup of this version, or of one before the cubes
    /// row (its bytes never read as this version's: the old seed's first
    /// byte is no `bool`, or is the whole seed and leaves none to read).
    fn read_setup(settings: &mut Settings, bytes: &[u8]) -> Option<u64> {
        let (s, seed) = crate::save::read_setup::<Settings>(bytes).or_else(|| {
            let (f, seed) = crate::save::read_setup::<options::First>(bytes)?;
            Some((Settings::from(f), seed))
        })?;
        *settings = s;
        Some(seed)
    }
}
