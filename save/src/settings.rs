//! The settings slot: each game's options and record, in a shape that grows
//! with the table of games (one entry per game, in the table's order).
//!
//! Version 3 keeps lists (postcard writes each with its length), so a memory
//! written for five games reads with six: the sixth game's entries start
//! empty. Versions 1 and 2 kept arrays of exactly five (the cartridge's first
//! five games); they are read and carried over.

use alloc::vec::Vec;

use crate::Slots;

/// The version of [`Settings`]' shape (versions 1 and 2 are read and carried
/// over; any other is reset to defaults).
pub const SETTINGS_VERSION: u16 = 3;

/// Games the settings of versions 1 and 2 held (the cartridge's first five).
const FIRST_GAMES: usize = 5;

/// One game's record on this cartridge.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Record {
    /// Games finished.
    pub played: u16,
    /// Won by the people playing, per side or seat kind (`[0]` the first side).
    pub won: [u16; 2],
    /// Lost by the people playing, per side or seat kind.
    pub lost: [u16; 2],
    /// Best score (0 when the game has none).
    pub best: u16,
}

impl Record {
    /// Counts one finished game.
    pub fn count(&mut self, o: &Outcome) {
        let side = usize::from(o.side.min(1));
        self.played = self.played.saturating_add(1);
        match o.won {
            Some(true) => self.won[side] = self.won[side].saturating_add(1),
            Some(false) => self.lost[side] = self.lost[side].saturating_add(1),
            None => {}
        }
        self.best = self.best.max(o.score);
    }
}

/// How a game ended, for its record.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Outcome {
    /// The people's side or seat kind (0 or 1).
    pub side: u8,
    /// Won or lost by the people playing; `None` for a draw.
    pub won: Option<bool>,
    /// The game's score (0 when it has none).
    pub score: u16,
}

/// Settings and records of every game: each list has one entry per game of
/// the table (the store keeps them that long, even after a change that
/// shortened one: `records = Default::default()` erases the records).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Settings {
    /// [`SETTINGS_VERSION`] when written.
    pub version: u16,
    /// Each game's options, as its front end wrote them (empty: defaults).
    pub options: Vec<Vec<u8>>,
    /// Each game's record.
    pub records: Vec<Record>,
    /// Per game, the number of the last finished game counted in its record
    /// (never reset, not even when the records are erased): a finished
    /// game's cleared slot carries its number, so a game whose result was
    /// not yet counted when the power went is counted at the next power-on,
    /// and never twice.
    pub finished: Vec<u16>,
}

impl Settings {
    /// Empty settings and records for `games` games.
    pub fn sized(games: usize) -> Settings {
        let mut s = Settings {
            version: SETTINGS_VERSION,
            options: Vec::new(),
            records: Vec::new(),
            finished: Vec::new(),
        };
        s.fit(games);
        s
    }

    /// Makes every list `games` long: a game the settings did not know yet
    /// gets empty options and records; entries past the table are dropped.
    pub fn fit(&mut self, games: usize) {
        self.options.resize(games, Vec::new());
        self.records.resize(games, Record::default());
        self.finished.resize(games, 0);
    }
}

impl Default for Settings {
    fn default() -> Settings {
        Settings::sized(crate::GAME_SLOTS)
    }
}

/// [`Settings`] as version 2 wrote them (arrays of the first five games).
#[derive(serde::Deserialize)]
struct SettingsV2 {
    version: u16,
    options: [Vec<u8>; FIRST_GAMES],
    records: [Record; FIRST_GAMES],
    finished: [u16; FIRST_GAMES],
}

/// [`Settings`] as version 1 wrote them (before [`Settings::finished`]).
#[derive(serde::Deserialize)]
struct SettingsV1 {
    version: u16,
    options: [Vec<u8>; FIRST_GAMES],
    records: [Record; FIRST_GAMES],
}

/// The settings in slot `k`, as this version or an older one wrote them
/// (an older one keeps its version number, so the store writes it back).
pub(crate) fn read_settings<M: Slots>(slots: &mut M, k: usize) -> Option<Settings> {
    if let Ok(s) = slots.read::<Settings>(k)
        && s.version == SETTINGS_VERSION
    {
        return Some(s);
    }
    let (version, options, records, finished) = match slots.read::<SettingsV2>(k) {
        Ok(old) if old.version == 2 => (2, old.options, old.records, old.finished),
        _ => match slots.read::<SettingsV1>(k) {
            Ok(old) if old.version == 1 => (1, old.options, old.records, [0; FIRST_GAMES]),
            _ => return None,
        },
    };
    Some(Settings {
        version,
        options: options.into(),
        records: records.into(),
        finished: finished.into(),
    })
}
