//! SiTTeRS on the GBA: the options screen, the game, the help and the end screen.
//! The rules and AI are `tabletop_core::sitters`; this module only shows them.

mod anim;
mod end;
mod help;
mod hud;
mod options;
mod play;
mod think;
mod view;

#[cfg(feature = "bench")]
pub mod bench;

pub use options::Settings;

use crate::app::{App, Scene};

/// The game's one entry point from the cartridge menu.
pub fn run(app: &mut App, menu_index: usize) -> Scene {
    agb::println!("scene: sitters");
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
            options::Choice::Help => help::run(app),
            options::Choice::Back => return Scene::Menu(menu_index),
        }
    }
}
