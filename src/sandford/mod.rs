//! The Doom that Came to Sandford on the GBA: options, the village map, the
//! heroes' turns (people or computer), the monsters' turn, help and the end
//! screen. The rules and AI are `tabletop_core::sandford`; this module only
//! shows them and turns buttons into actions.

mod anim;
#[cfg(feature = "bench")]
pub mod bench;
mod bot;
mod crowds;
mod fit;
mod held;
mod house;
mod hudline;
mod human;
mod map;
mod marks;
mod options;
mod play;
mod rings;
mod screens;
mod table;
mod tray;
mod words;

use crate::app::{App, Scene};
use crate::entry;

pub use options::Settings;

/// The game's one entry point from the cartridge menu.
pub fn run(app: &mut App, menu_index: usize) -> Scene {
    agb::println!("scene: sandford");
    // Sandford's text is drawn off screen and shown in the vertical blank:
    // no strip or menu is ever seen half drawn (its frames have the room).
    app.text.set_deferred(true);
    let next = entry::run::<Game>(app, menu_index);
    app.text.set_deferred(false);
    next
}

/// This game's screens for the shared entry loop.
struct Game;

impl entry::Screens for Game {
    type Settings = Settings;

    fn options(app: &mut App, settings: &mut Settings) -> entry::Choice {
        options::run(app, settings)
    }

    fn play(app: &mut App, settings: &mut Settings, seed: u64) -> entry::Exit {
        table::run(app, settings, seed)
    }

    fn learn(app: &mut App, settings: &mut Settings) -> entry::Exit {
        table::learn(app, settings)
    }

    fn help(app: &mut App) {
        crate::help::show(app, "sandford", &screens::PAGES)
    }

    fn resume(
        app: &mut App,
        settings: &mut Settings,
        seed: u64,
        game: &[u8],
    ) -> Result<entry::Exit, tabletop_core::contract::LoadError> {
        table::resume(app, settings, seed, game)
    }
}
