//! The cartridge's one table of games: the menu lists it, `main` starts games
//! from it, the bench measures the games it names, and the end-to-end tests
//! read it from the boot log (`games: <index> <ready|unbuilt> <name>`).

use crate::app::{App, Scene};

/// One game on the cartridge.
pub struct GameEntry {
    /// The name on the menu (and in logs).
    pub name: &'static str,
    /// One line about it.
    pub blurb: &'static str,
    /// The game's entry point, given its menu index; `None` while it is not
    /// built yet (the menu then says so honestly).
    pub run: Option<fn(&mut App, usize) -> Scene>,
}

impl GameEntry {
    /// Whether it can be played yet.
    pub fn ready(&self) -> bool {
        self.run.is_some()
    }
}

/// The cartridge's games, in menu order.
pub static GAMES: [GameEntry; 5] = [
    GameEntry {
        name: "SiTTeRS",
        blurb: "Grab the gold, run for safety",
        run: Some(crate::sitters::run),
    },
    GameEntry {
        name: "The Doom that Came to Sandford",
        blurb: "Heroes defend a village from doom",
        run: Some(crate::sandford::run),
    },
    GameEntry {
        name: "Rush at Zeta Mu Beta",
        blurb: "Zombies v jocks: grab the princess",
        run: Some(crate::rush::run),
    },
    GameEntry {
        name: "Tabletop Hero",
        blurb: "Minis, cover and dice: last hero wins",
        run: Some(crate::hero::run),
    },
    GameEntry {
        name: "Simple Game System",
        blurb: "Build your own adventure",
        run: Some(crate::sgs::run),
    },
];

/// Logs the table once at boot, one typed line per game, for the tests.
pub fn log_table() {
    for (i, g) in GAMES.iter().enumerate() {
        let state = if g.ready() { "ready" } else { "unbuilt" };
        agb::println!("games: {} {} {}", i, state, g.name);
    }
}

/// Runs game `index` until the player quits to the menu.
pub fn play(app: &mut App, index: usize) -> Scene {
    match GAMES.get(index).and_then(|g| g.run) {
        Some(run) => run(app, index),
        None => Scene::Menu(index),
    }
}
