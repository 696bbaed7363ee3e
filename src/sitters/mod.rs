//! SiTTeRS on the GBA: the options screen, the game, the help and the end screen.
//! The rules and AI are `tabletop_core::sitters`; this module only shows them.

mod anim;
mod battle;
mod end;
mod help;
mod hud;
mod learn;
mod options;
mod play;
mod think;
mod view;
mod words;

#[cfg(feature = "bench")]
pub mod bench;

pub use options::Settings;

use crate::app::{App, Scene};
use crate::entry;

/// The game's one entry point from the cartridge menu.
pub fn run(app: &mut App, menu_index: usize) -> Scene {
    agb::println!("scene: sitters");
    entry::run::<Game>(app, menu_index)
}

/// A finished game: its slot is cleared and the record counts it for the
/// people's side (goodies unless they played the baddies).
fn record(app: &mut App, settings: &Settings, outcome: tabletop_core::sitters::Outcome, score: u8) {
    use tabletop_core::sitters::Outcome;
    let side = usize::from(settings.mode == options::Mode::Baddies);
    let won = match outcome {
        Outcome::GoodiesWin => Some(side == 0),
        Outcome::BaddiesWin => Some(side == 1),
        Outcome::Draw => None,
    };
    crate::save::finished(app, side, won, u16::from(score));
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
        learn::learn(app, settings)
    }

    fn help(app: &mut App) {
        crate::help::show(app, "sitters", &help::PAGES)
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
}
