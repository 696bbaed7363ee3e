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

#[cfg(test)]
mod tests;

/// Games the save memory has a suspend slot for (the cartridge's five).
pub const GAME_SLOTS: usize = 5;
/// The slot holding settings and records (after the games').
pub const SETTINGS_SLOT: usize = GAME_SLOTS;
/// All slots.
pub const SLOTS: usize = GAME_SLOTS + 1;
/// The cartridge's identifier in the save memory (a different one would
/// format it).
pub const MAGIC: [u8; 32] = *b"tabletop-advance saves, format 1";
/// The version of [`Settings`]' shape (a different one is reset to defaults).
pub const SETTINGS_VERSION: u16 = 1;

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

/// Settings and records of every game.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Settings {
    /// [`SETTINGS_VERSION`] when written.
    pub version: u16,
    /// Each game's options, as its front end wrote them (empty: defaults).
    pub options: [Vec<u8>; GAME_SLOTS],
    /// Each game's record.
    pub records: [Record; GAME_SLOTS],
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            version: SETTINGS_VERSION,
            options: Default::default(),
            records: [Record::default(); GAME_SLOTS],
        }
    }
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
    /// Empties a slot.
    fn erase(&mut self, k: usize) -> Result<(), SaveError<Self::Error>>;
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
    fn erase(&mut self, k: usize) -> Result<(), SaveError<S::Error>> {
        agb_save::SaveSlotManager::erase(self, k)
    }
}

/// Something wrong found in the save memory; `Display` is for a parent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Problem {
    /// A game's suspend slot was damaged and was dropped.
    GameDropped(usize),
    /// The settings and records were damaged (or of another version) and
    /// were reset.
    SettingsReset,
    /// The save memory could not be written.
    WriteFailed,
    /// The save memory held something unreadable and was cleared.
    Formatted,
}

impl core::fmt::Display for Problem {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            Problem::GameDropped(_) => "A saved game was damaged and has been removed.",
            Problem::SettingsReset => "Saved settings and records were damaged and were reset.",
            Problem::WriteFailed => "The cartridge could not save. Check its save type is SRAM.",
            Problem::Formatted => "Saved games could not be read and were cleared. Sorry!",
        })
    }
}

/// The save memory as the cartridge uses it.
pub struct Store<M: Slots> {
    slots: M,
    settings: Settings,
}

impl<M: Slots> Store<M> {
    /// Opens the save memory: damaged slots are dropped (each reported in
    /// `problems`), the settings read (defaults when absent or damaged).
    pub fn open(mut slots: M, problems: &mut Vec<Problem>) -> Store<M> {
        for k in 0..GAME_SLOTS {
            if matches!(slots.slot(k), Slot::Corrupted) {
                let _ = slots.erase(k);
                problems.push(Problem::GameDropped(k));
            }
        }
        let settings = match slots.slot(SETTINGS_SLOT) {
            Slot::Empty => Settings::default(),
            _ => match slots.read::<Settings>(SETTINGS_SLOT) {
                Ok(s) if s.version == SETTINGS_VERSION => s,
                _ => {
                    let _ = slots.erase(SETTINGS_SLOT);
                    problems.push(Problem::SettingsReset);
                    Settings::default()
                }
            },
        };
        Store { slots, settings }
    }

    /// The line of game `k`'s suspended game, if there is one.
    pub fn suspended(&self, k: usize) -> Option<&str> {
        match self.slots.slot(k) {
            Slot::Valid(m) if k < GAME_SLOTS => Some(m.line.as_str()),
            _ => None,
        }
    }

    /// Saves game `k`'s suspended game (crash-safe).
    pub fn suspend(&mut self, k: usize, s: &Suspended, line: &str) -> Result<(), Problem> {
        if k >= GAME_SLOTS {
            return Err(Problem::WriteFailed);
        }
        let meta = Meta {
            line: String::from(line),
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
            let _ = self.slots.erase(k);
            Problem::GameDropped(k)
        })
    }

    /// Empties game `k`'s suspend slot (a finished or refused game).
    pub fn clear(&mut self, k: usize) {
        if k < GAME_SLOTS && !matches!(self.slots.slot(k), Slot::Empty) {
            let _ = self.slots.erase(k);
        }
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
