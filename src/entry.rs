//! What every game on the cartridge shares around its play screen: the loop
//! from the options screen to games and back, and how each screen is left.
//! Each game is a module with one entry point that hands its screens here.

use crate::app::{App, Scene};

/// What the player chose on a game's options screen.
pub enum Choice {
    /// Start a game with the settings.
    Start,
    /// Read how to play.
    Help,
    /// Back to the cartridge menu.
    Back,
}

/// How a game screen was left.
pub enum Exit {
    /// Play again with the same settings.
    Again,
    /// Back to the options screen.
    Options,
    /// Back to the cartridge menu.
    Menu,
}

/// A game's screens, as its entry loop uses them.
pub trait Screens {
    /// The options chosen before a game (kept between games).
    type Settings: Default;
    /// The options screen.
    fn options(app: &mut App, settings: &mut Self::Settings) -> Choice;
    /// One game from `seed`, until it is left.
    fn play(app: &mut App, settings: &Self::Settings, seed: u64) -> Exit;
    /// How to play.
    fn help(app: &mut App);
}

/// Runs a game from the cartridge menu until the player goes back to it.
pub fn run<G: Screens>(app: &mut App, menu_index: usize) -> Scene {
    let mut settings = G::Settings::default();
    loop {
        match G::options(app, &mut settings) {
            Choice::Start => loop {
                let seed = app.fresh_seed();
                match G::play(app, &settings, seed) {
                    Exit::Again => continue,
                    Exit::Options => break,
                    Exit::Menu => return Scene::Menu(menu_index),
                }
            },
            Choice::Help => G::help(app),
            Choice::Back => return Scene::Menu(menu_index),
        }
    }
}
