//! The cartridge's one table of games: the menu lists it, `main` starts games
//! from it, the bench measures every game in it, and the end-to-end tests
//! read it from the boot log (`games: <index> <ready|unbuilt> <name>`).

use crate::app::{App, Scene};

/// One game on the cartridge.
pub struct GameEntry {
    /// The name on the menu (and in logs).
    pub name: &'static str,
    /// The game's short name: its log lines' prefix, and what
    /// `TABLETOP_BENCH` names to bench it alone.
    #[cfg_attr(not(feature = "bench"), allow(dead_code))]
    pub key: &'static str,
    /// One line about it.
    pub blurb: &'static str,
    /// The game's entry point, given its menu index; `None` while it is not
    /// built yet (the menu then says so honestly).
    pub run: Option<fn(&mut App, usize) -> Scene>,
    /// What its record's two sides are (`Record::won[0]` and `[1]`) and what
    /// its best score counts, as the records page says them.
    pub record: RecordWords,
    /// Its benchmark on the benchmark ROM (`make bench`).
    #[cfg(feature = "bench")]
    pub bench: crate::bench::GameBench,
}

/// How the records page names one game's record.
pub struct RecordWords {
    /// The two sides or kinds of seat the record keeps apart.
    pub sides: [&'static str; 2],
    /// What "best" is in this game ("best score", "most waves", "most
    /// rounds": the longest game).
    pub best: &'static str,
}

impl GameEntry {
    /// Whether it can be played yet.
    pub fn ready(&self) -> bool {
        self.run.is_some()
    }
}

/// The cartridge's games, in menu order: one suspend slot and one record
/// each, so the table is exactly as long as the save memory has game slots
/// (a sixth row does not compile until `tabletop_save::GAME_SLOTS` grows).
pub static GAMES: [GameEntry; tabletop_save::GAME_SLOTS] = [
    GameEntry {
        name: "SiTTeRS",
        key: "sitters",
        blurb: "Grab the gold, run for safety",
        run: Some(crate::sitters::run),
        #[cfg(feature = "bench")]
        bench: crate::sitters::bench::run,
        record: RecordWords {
            sides: ["as goodies", "as baddies"],
            best: "best score",
        },
    },
    GameEntry {
        name: "The Doom that Came to Sandford",
        key: "sandford",
        blurb: "Heroes defend a village from doom",
        run: Some(crate::sandford::run),
        #[cfg(feature = "bench")]
        bench: crate::sandford::bench::run,
        record: RecordWords {
            sides: ["people", "computer only"],
            best: "most waves",
        },
    },
    GameEntry {
        name: "Rush at Zeta Mu Beta",
        key: "rush",
        blurb: "Zombies v jocks: grab the princess",
        run: Some(crate::rush::run),
        #[cfg(feature = "bench")]
        bench: crate::rush::bench::run,
        record: RecordWords {
            sides: ["zombies", "jocks"],
            best: "most rounds",
        },
    },
    GameEntry {
        name: "Tabletop Hero",
        key: "hero",
        blurb: "Minis, cover and dice: last hero wins",
        run: Some(crate::hero::run),
        #[cfg(feature = "bench")]
        bench: crate::hero::bench::run,
        record: RecordWords {
            sides: ["people", "computer only"],
            best: "most rounds",
        },
    },
    GameEntry {
        name: "Simple Game System",
        key: "sgs",
        blurb: "Build your own adventure",
        run: Some(crate::sgs::run),
        #[cfg(feature = "bench")]
        bench: crate::sgs::bench::run,
        record: RecordWords {
            sides: ["people", "computer only"],
            best: "most XP",
        },
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
