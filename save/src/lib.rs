//! The cartridge's save memory: one suspend slot per game (in the game
//! table's order) and one slot for settings and records, over agb's
//! crash-safe `SaveSlotManager` (CRC-checked blocks, a generation counter and
//! a ghost copy: a write cut short leaves the old data or the new, never a mix).
//!
//! The cartridge runs this code over `agb::save`'s SRAM manager; the host
//! tests run the very same code over `agb_save::SaveSlotManager` (the crate
//! `agb::save` wraps) on a fake medium that can cut a write after any byte or
//! flip any bit ([`tests`]).
//!
//! What each slot holds is bytes the game's core wrote
//! (`tabletop_core::contract::save`); this crate never looks inside a game.
#![no_std]

extern crate alloc;

use alloc::string::String;
use alloc::vec::Vec;

pub use agb_save::{SaveError, Slot, StorageMedium};

mod inspect;
pub mod pack;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_clear;

pub use inspect::{BLOCK, Inspection, inspect};

/// Games the save memory has a suspend slot for (the cartridge's five).
pub const GAME_SLOTS: usize = 5;
/// The slot holding settings and records (after the games').
pub const SETTINGS_SLOT: usize = GAME_SLOTS;
/// All slots.
pub const SLOTS: usize = GAME_SLOTS + 1;
/// The cartridge's identifier in the save memory (a different one would
/// format it).
pub const MAGIC: [u8; 32] = *b"tabletop-advance saves, format 1";
/// The version of [`Settings`]' shape (version 1, without
/// [`Settings::finished`], is read and carried over; any other is reset to
/// defaults).
pub const SETTINGS_VERSION: u16 = 2;

/// What a slot says about itself without being read: the line the menu shows.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Meta {
    /// Where the suspended game stood ("Wave 3 of 6").
    pub line: String,
}

/// A suspended game: the game's saved bytes and the front end's setup (seats,
/// levels, timer: whatever the game's options screen chose).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Suspended {
    /// The core's save (`contract::save::encode`).
    pub game: Vec<u8>,
    /// The front end's setup for this game.
    pub setup: Vec<u8>,
}

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

/// Settings and records of every game.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Settings {
    /// [`SETTINGS_VERSION`] when written.
    pub version: u16,
    /// Each game's options, as its front end wrote them (empty: defaults).
    pub options: [Vec<u8>; GAME_SLOTS],
    /// Each game's record.
    pub records: [Record; GAME_SLOTS],
    /// Per game, the number of the last finished game counted in its record
    /// (never reset, not even when the records are erased): a finished
    /// game's cleared slot carries its number, so a game whose result was
    /// not yet counted when the power went is counted at the next power-on,
    /// and never twice.
    pub finished: [u16; GAME_SLOTS],
}

/// [`Settings`] as version 1 wrote them (before [`Settings::finished`]).
#[derive(serde::Deserialize)]
struct SettingsV1 {
    version: u16,
    options: [Vec<u8>; GAME_SLOTS],
    records: [Record; GAME_SLOTS],
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            version: SETTINGS_VERSION,
            options: Default::default(),
            records: [Record::default(); GAME_SLOTS],
            finished: [0; GAME_SLOTS],
        }
    }
}

/// What a slot holds once its game is over or dropped: the menu offers
/// nothing, and a finished game carries its result until the records count it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
struct Cleared {
    /// The finished game's number ([`Settings::finished`]) and result.
    finished: Option<(u16, Outcome)>,
}

/// A slot manager: agb's SRAM one on the cartridge, agb_save's on the host.
pub trait Slots {
    /// The medium's error.
    type Error: core::fmt::Debug;
    /// The slot's state (and its line, when valid).
    fn slot(&self, k: usize) -> Slot<'_, Meta>;
    /// Reads a slot.
    fn read<T: serde::de::DeserializeOwned>(
        &mut self,
        k: usize,
    ) -> Result<T, SaveError<Self::Error>>;
    /// Writes a slot (crash-safe).
    fn write<T: serde::Serialize>(
        &mut self,
        k: usize,
        data: &T,
        meta: &Meta,
    ) -> Result<(), SaveError<Self::Error>>;
}

impl<S: StorageMedium> Slots for agb_save::SaveSlotManager<S, Meta>
where
    S::Error: core::fmt::Debug,
{
    type Error = S::Error;
    fn slot(&self, k: usize) -> Slot<'_, Meta> {
        agb_save::SaveSlotManager::slot(self, k)
    }
    fn read<T: serde::de::DeserializeOwned>(&mut self, k: usize) -> Result<T, SaveError<S::Error>> {
        agb_save::SaveSlotManager::read(self, k)
    }
    fn write<T: serde::Serialize>(
        &mut self,
        k: usize,
        data: &T,
        meta: &Meta,
    ) -> Result<(), SaveError<S::Error>> {
        agb_save::SaveSlotManager::write(self, k, data, meta)
    }
}

/// Something wrong found in the save memory; `Display` is for a parent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Problem {
    /// A game's suspend slot was damaged and was dropped.
    GameDropped(usize),
    /// A game's last save was damaged: the one before it is back.
    GameRolledBack(usize),
    /// The settings and records were damaged (or of another version) and
    /// were reset.
    SettingsReset,
    /// The newest settings and records were damaged: older ones are back.
    SettingsRolledBack,
    /// The save memory could not be written.
    WriteFailed,
    /// The save memory held something unreadable and was cleared.
    Formatted,
}

impl core::fmt::Display for Problem {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            Problem::GameDropped(_) => "A saved game was damaged and has been removed.",
            Problem::GameRolledBack(_) => {
                "A game's last save was damaged: it goes on from the move before."
            }
            Problem::SettingsReset => "Saved settings and records were damaged and were reset.",
            Problem::SettingsRolledBack => {
                "The newest settings and records were damaged: older ones are back."
            }
            Problem::WriteFailed => "The cartridge could not save. Check its save type is SRAM.",
            Problem::Formatted => "Saved games could not be read and were cleared. Sorry!",
        })
    }
}

/// The save memory as the cartridge uses it.
///
/// Nothing here erases a slot in place: agb_save's `erase` rewrites the
/// slot's header where it stands, so a power cut in the middle leaves a
/// damaged header and agb then brings back the slot's backup copy, the save
/// *before* the last one. A game that ends or is dropped is instead
/// overwritten, through the same crash-safe write as every save, with a
/// [`Cleared`] record (its menu line empty): a cut leaves the last save or the
/// cleared slot, never an older one.
pub struct Store<M: Slots> {
    slots: M,
    settings: Settings,
}

/// The menu line of a cleared slot (a suspended game's is never empty).
const CLEARED_LINE: &str = "";

impl<M: Slots> Store<M> {
    /// Opens the save memory. `found` is what [`inspect`] read before agb
    /// opened it: a formatted memory and each slot agb brought back from
    /// its backup are reported in `problems` (and the slot is written again,
    /// so the next power-on finds it whole and says nothing). Damaged slots
    /// are dropped (each reported), the settings read (version 1 carried
    /// over; defaults when absent or damaged), and a finished game whose
    /// result the records did not count yet is counted.
    pub fn open(mut slots: M, found: &Inspection, problems: &mut Vec<Problem>) -> Store<M> {
        if found.formatted {
            problems.push(Problem::Formatted);
        }
        if found.lost[SETTINGS_SLOT] {
            problems.push(Problem::SettingsReset);
        }
        for k in (0..GAME_SLOTS).filter(|&k| found.lost[k]) {
            problems.push(Problem::GameDropped(k));
        }
        let settings = match slots.slot(SETTINGS_SLOT) {
            Slot::Empty => Settings::default(),
            _ => match read_settings(&mut slots) {
                Some(s) => {
                    if found.rolled_back[SETTINGS_SLOT] {
                        problems.push(Problem::SettingsRolledBack);
                    }
                    s
                }
                None => {
                    problems.push(Problem::SettingsReset);
                    Settings::default()
                }
            },
        };
        let mut store = Store { slots, settings };
        if found.rolled_back[SETTINGS_SLOT]
            || problems.contains(&Problem::SettingsReset) && !found.lost[SETTINGS_SLOT]
            || store.settings.version != SETTINGS_VERSION
        {
            store.settings.version = SETTINGS_VERSION;
            let _ = store.write_settings();
        }
        for k in 0..GAME_SLOTS {
            match store.slots.slot(k) {
                Slot::Corrupted => {
                    let _ = store.write_cleared(k, None);
                    problems.push(Problem::GameDropped(k));
                }
                Slot::Valid(m) if m.line == CLEARED_LINE => store.count_unrecorded(k),
                Slot::Valid(m) if found.rolled_back[k] => {
                    let line = m.line.clone();
                    match store.slots.read::<Suspended>(k) {
                        Ok(s) => {
                            let _ = store.slots.write(k, &s, &Meta { line });
                            problems.push(Problem::GameRolledBack(k));
                        }
                        Err(_) => {
                            let _ = store.write_cleared(k, None);
                            problems.push(Problem::GameDropped(k));
                        }
                    }
                }
                _ => {}
            }
        }
        store
    }

    /// Counts the result a cleared slot carries if the records have not.
    fn count_unrecorded(&mut self, k: usize) {
        let Ok(Cleared {
            finished: Some((n, outcome)),
        }) = self.slots.read::<Cleared>(k)
        else {
            return;
        };
        if self.settings.finished[k] != n {
            self.settings.records[k].count(&outcome);
            self.settings.finished[k] = n;
            let _ = self.write_settings();
        }
    }

    /// The line of game `k`'s suspended game, if there is one.
    pub fn suspended(&self, k: usize) -> Option<&str> {
        match self.slots.slot(k) {
            Slot::Valid(m) if k < GAME_SLOTS && m.line != CLEARED_LINE => Some(m.line.as_str()),
            _ => None,
        }
    }

    /// Saves game `k`'s suspended game (crash-safe).
    pub fn suspend(&mut self, k: usize, s: &Suspended, line: &str) -> Result<(), Problem> {
        if k >= GAME_SLOTS {
            return Err(Problem::WriteFailed);
        }
        let meta = Meta {
            line: String::from(if line == CLEARED_LINE {
                "Saved game"
            } else {
                line
            }),
        };
        self.slots
            .write(k, s, &meta)
            .map_err(|_| Problem::WriteFailed)
    }

    /// Reads game `k`'s suspended game; a damaged one is dropped.
    pub fn resume(&mut self, k: usize) -> Result<Suspended, Problem> {
        if k >= GAME_SLOTS || self.suspended(k).is_none() {
            return Err(Problem::GameDropped(k));
        }
        self.slots.read::<Suspended>(k).map_err(|_| {
            let _ = self.write_cleared(k, None);
            Problem::GameDropped(k)
        })
    }

    /// Empties game `k`'s suspend slot (a refused game, or a new game
    /// chosen over it), crash-safe: a power cut leaves it as it was or empty.
    pub fn clear(&mut self, k: usize) {
        if k < GAME_SLOTS && self.suspended(k).is_some() {
            let _ = self.write_cleared(k, None);
        }
    }

    /// Game `k` ended: its slot is cleared and its record counts the
    /// outcome, exactly once whenever the power goes. The cleared slot
    /// carries the result (one crash-safe write), then the settings count it
    /// (another); a cut between the two is mended by [`Store::open`].
    pub fn finish(&mut self, k: usize, outcome: Outcome) -> Result<(), Problem> {
        if k >= GAME_SLOTS {
            return Err(Problem::WriteFailed);
        }
        let n = self.settings.finished[k].wrapping_add(1);
        self.write_cleared(k, Some((n, outcome)))?;
        self.settings.records[k].count(&outcome);
        self.settings.finished[k] = n;
        self.write_settings()
    }

    fn write_cleared(&mut self, k: usize, finished: Option<(u16, Outcome)>) -> Result<(), Problem> {
        let meta = Meta {
            line: String::from(CLEARED_LINE),
        };
        self.slots
            .write(k, &Cleared { finished }, &meta)
            .map_err(|_| Problem::WriteFailed)
    }

    /// The settings and records.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Changes the settings and records and writes them.
    pub fn update(&mut self, f: impl FnOnce(&mut Settings)) -> Result<(), Problem> {
        let before = self.settings.clone();
        f(&mut self.settings);
        if self.settings == before {
            return Ok(());
        }
        self.write_settings()
    }

    fn write_settings(&mut self) -> Result<(), Problem> {
        let meta = Meta {
            line: String::new(),
        };
        self.slots
            .write(SETTINGS_SLOT, &self.settings, &meta)
            .map_err(|_| Problem::WriteFailed)
    }

    /// The slot manager (for tests and measurements).
    pub fn slots(&mut self) -> &mut M {
        &mut self.slots
    }
}

/// The settings slot, as this version or version 1 wrote it.
fn read_settings<M: Slots>(slots: &mut M) -> Option<Settings> {
    match slots.read::<Settings>(SETTINGS_SLOT) {
        Ok(s) if s.version == SETTINGS_VERSION => Some(s),
        _ => match slots.read::<SettingsV1>(SETTINGS_SLOT) {
            Ok(old) if old.version == 1 => Some(Settings {
                version: 1,
                options: old.options,
                records: old.records,
                finished: [0; GAME_SLOTS],
            }),
            _ => None,
        },
    }
}
