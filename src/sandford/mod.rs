//! The Doom that Came to Sandford on the GBA: options, the village map, the
//! heroes' turns (people or computer), the monsters' turn, help and the end
//! screen. The rules and AI are `tabletop_core::sandford`; this module only
//! shows them and turns buttons into actions.

mod anim;
#[cfg(feature = "bench")]
pub mod bench;
mod bot;
mod human;
mod map;
mod marks;
mod options;
mod play;
mod screens;
mod words;

use crate::app::{App, Scene};

pub use options::Settings;

/// The game's one entry point from the cartridge menu.
pub fn run(app: &mut App, menu_index: usize) -> Scene {
    agb::println!("scene: sandford");
    let mut settings = Settings::default();
    loop {
        match options::run(app, &mut settings) {
            options::Choice::Start => loop {
                let seed = app.fresh_seed();
                match play::run(app, &settings, seed) {
                    play::Exit::Again => continue,
                    play::Exit::Options => break,
                    play::Exit::Menu => return Scene::Menu(menu_index),
                }
            },
            options::Choice::Help => screens::help(app),
            options::Choice::Back => return Scene::Menu(menu_index),
        }
    }
}
