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

pub use agb_save::{SaveError, Slot, StorageInfo, StorageMedium};

mod grow;
mod inspect;
pub mod pack;
mod settings;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_clear;
#[cfg(test)]
mod tests_grow;

pub use grow::{FIRST_SLOTS, Grown, grow};
pub use inspect::{BLOCK, Inspection, inspect};
pub use settings::{Outcome, Record, SETTINGS_VERSION, Settings};

/// Games the save memory has a suspend slot for (one per row of the
/// cartridge's table of games). Growing it keeps every player's saves: see
/// [`grow()`].
pub const GAME_SLOTS: usize = 5;
/// The slot holding settings and records. It stays slot 5 whatever
/// [`GAME_SLOTS`] is (where the first cartridge, with five games, put it):
/// a game past the fifth has the slot after it ([`game_slot`]).
pub const SETTINGS_SLOT: usize = 5;
/// All slots.
pub const SLOTS: usize = GAME_SLOTS + 1;
/// The cartridge's identifier in the save memory (a different one would
/// format it).
pub const MAGIC: [u8; 32] = *b"tabletop-advance saves, format 1";

const _: () = assert!(GAME_SLOTS >= SETTINGS_SLOT, "the table never shrinks");

/// The slot of game `k` (its row in the table): the first five games have
/// slots 0 to 4, the settings slot 5, and every later game the slot after
/// its row, so adding a game never moves a slot.
pub const fn game_slot(k: usize) -> usize {
    if k < SETTINGS_SLOT { k } else { k + 1 }
}

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

/// What a slot holds once its game is over or dropped: the menu offers
/// nothing, and a finished game carries its result until the records count it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
struct Cleared {
    /// The finished game's number ([`Settings::finished`]) and result.
    finished: Option<(u16, Outcome)>,
    /// What the finished game earned for its options (heroes' XP), carried
    /// with its result until the settings keep both.
    kept: Option<Vec<u8>>,
}

/// [`Cleared`] as written before it carried options: read and carried over.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) struct ClearedFirst {
    /// The finished game's number and result.
    pub(crate) finished: Option<(u16, Outcome)>,
}

/// A cleared slot's record, of this shape or the first.
fn read_cleared<M: Slots>(slots: &mut M, slot: usize) -> Option<Cleared> {
    match slots.read::<Cleared>(slot) {
        Ok(c) => Some(c),
        Err(_) => slots.read::<ClearedFirst>(slot).ok().map(|c| Cleared {
            finished: c.finished,
            kept: None,
        }),
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
    /// Games the memory has slots for ([`GAME_SLOTS`] on the cartridge).
    games: usize,
}

/// The menu line of a cleared slot (a suspended game's is never empty).
const CLEARED_LINE: &str = "";

impl<M: Slots> Store<M> {
    /// Opens the save memory, a slot for each of the [`GAME_SLOTS`] games.
    /// `found` is what [`inspect`] read before agb opened it: a formatted
    /// memory and each slot agb brought back from its backup are reported in
    /// `problems` (and the slot is written again, so the next power-on finds
    /// it whole and says nothing). Damaged slots are dropped (each
    /// reported), the settings read (older versions carried over; defaults
    /// when absent or damaged), and a finished game whose result the records
    /// did not count yet is counted.
    pub fn open(slots: M, found: &Inspection, problems: &mut Vec<Problem>) -> Store<M> {
        Store::open_for(GAME_SLOTS, slots, found, problems)
    }

    /// [`Store::open`] for a memory with slots for `games` games (`games +
    /// 1` slots): the cartridge's table has [`GAME_SLOTS`]; growing opens the
    /// memory as an older cartridge left it, and tests grow the table.
    pub fn open_for(
        games: usize,
        mut slots: M,
        found: &Inspection,
        problems: &mut Vec<Problem>,
    ) -> Store<M> {
        let lost = |k: usize| found.lost.get(k).copied().unwrap_or(false);
        let rolled_back = |k: usize| found.rolled_back.get(k).copied().unwrap_or(false);
        if found.formatted {
            problems.push(Problem::Formatted);
        }
        if lost(SETTINGS_SLOT) {
            problems.push(Problem::SettingsReset);
        }
        for k in (0..games).filter(|&k| lost(game_slot(k))) {
            problems.push(Problem::GameDropped(k));
        }
        let settings = match slots.slot(SETTINGS_SLOT) {
            Slot::Empty => Settings::sized(games),
            _ => match settings::read_settings(&mut slots, SETTINGS_SLOT) {
                Some(s) => {
                    if rolled_back(SETTINGS_SLOT) {
                        problems.push(Problem::SettingsRolledBack);
                    }
                    s
                }
                None => {
                    problems.push(Problem::SettingsReset);
                    Settings::sized(games)
                }
            },
        };
        let mut store = Store {
            slots,
            settings,
            games,
        };
        store.settings.fit(games);
        if rolled_back(SETTINGS_SLOT)
            || problems.contains(&Problem::SettingsReset) && !lost(SETTINGS_SLOT)
            || store.settings.version != SETTINGS_VERSION
        {
            store.settings.version = SETTINGS_VERSION;
            let _ = store.write_settings();
        }
        for k in 0..games {
            let slot = game_slot(k);
            match store.slots.slot(slot) {
                Slot::Corrupted => {
                    let _ = store.write_cleared(k, None);
                    problems.push(Problem::GameDropped(k));
                }
                Slot::Valid(m) if m.line == CLEARED_LINE => store.count_unrecorded(k),
                Slot::Valid(m) if rolled_back(slot) => {
                    let line = m.line.clone();
                    match store.slots.read::<Suspended>(slot) {
                        Ok(s) => {
                            let _ = store.slots.write(slot, &s, &Meta { line });
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

    /// Counts the result game `k`'s cleared slot carries if the records
    /// have not.
    fn count_unrecorded(&mut self, k: usize) {
        let Some(Cleared {
            finished: Some((n, outcome)),
            kept,
        }) = read_cleared(&mut self.slots, game_slot(k))
        else {
            return;
        };
        if self.settings.finished[k] != n {
            self.settings.records[k].count(&outcome);
            self.settings.finished[k] = n;
            if let Some(o) = kept
                && let Some(options) = self.settings.options.get_mut(k)
            {
                *options = o;
            }
            let _ = self.write_settings();
        }
    }

    /// Writes slot `slot` again as it stands (a suspended game, a cleared
    /// slot or the settings), through the crash-safe write: agb puts it in
    /// other blocks. Growing moves saves off the blocks the new slots'
    /// headers take with it.
    pub(crate) fn rewrite(&mut self, slot: usize) -> Result<(), Problem> {
        let failed = |_| Problem::WriteFailed;
        if slot == SETTINGS_SLOT {
            return self.write_settings();
        }
        let line = match self.slots.slot(slot) {
            Slot::Valid(m) => m.line.clone(),
            _ => return Ok(()),
        };
        let meta = Meta { line };
        if meta.line == CLEARED_LINE {
            let c = read_cleared(&mut self.slots, slot).ok_or(Problem::WriteFailed)?;
            self.slots.write(slot, &c, &meta).map_err(failed)
        } else {
            let s = self.slots.read::<Suspended>(slot).map_err(failed)?;
            self.slots.write(slot, &s, &meta).map_err(failed)
        }
    }

    /// The line of game `k`'s suspended game, if there is one.
    pub fn suspended(&self, k: usize) -> Option<&str> {
        if k >= self.games {
            return None;
        }
        match self.slots.slot(game_slot(k)) {
            Slot::Valid(m) if m.line != CLEARED_LINE => Some(m.line.as_str()),
            _ => None,
        }
    }

    /// Saves game `k`'s suspended game (crash-safe).
    pub fn suspend(&mut self, k: usize, s: &Suspended, line: &str) -> Result<(), Problem> {
        if k >= self.games {
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
            .write(game_slot(k), s, &meta)
            .map_err(|_| Problem::WriteFailed)
    }

    /// Reads game `k`'s suspended game; a damaged one is dropped.
    pub fn resume(&mut self, k: usize) -> Result<Suspended, Problem> {
        if self.suspended(k).is_none() {
            return Err(Problem::GameDropped(k));
        }
        self.slots.read::<Suspended>(game_slot(k)).map_err(|_| {
            let _ = self.write_cleared(k, None);
            Problem::GameDropped(k)
        })
    }

    /// Empties game `k`'s suspend slot (a refused game, or a new game
    /// chosen over it), crash-safe: a power cut leaves it as it was or empty.
    pub fn clear(&mut self, k: usize) {
        if self.suspended(k).is_some() {
            let _ = self.write_cleared(k, None);
        }
    }

    /// Game `k` ended: its slot is cleared and its record counts the
    /// outcome, exactly once whenever the power goes. The cleared slot
    /// carries the result (one crash-safe write), then the settings count it
    /// (another); a cut between the two is mended by [`Store::open`].
    pub fn finish(&mut self, k: usize, outcome: Outcome) -> Result<(), Problem> {
        self.finish_keeping(k, outcome, None)
    }

    /// As [`Store::finish`], and game `k`'s options become `options` in the
    /// same settings write as its record (what the game earned for them,
    /// such as heroes' XP).
    pub fn finish_keeping(
        &mut self,
        k: usize,
        outcome: Outcome,
        options: Option<Vec<u8>>,
    ) -> Result<(), Problem> {
        if k >= self.games {
            return Err(Problem::WriteFailed);
        }
        let n = self.settings.finished[k].wrapping_add(1);
        let cleared = Cleared {
            finished: Some((n, outcome)),
            kept: options.clone(),
        };
        self.write_slot_cleared(k, &cleared)?;
        self.settings.records[k].count(&outcome);
        self.settings.finished[k] = n;
        if let Some(o) = options
            && let Some(kept) = self.settings.options.get_mut(k)
        {
            *kept = o;
        }
        self.write_settings()
    }

    fn write_cleared(&mut self, k: usize, finished: Option<(u16, Outcome)>) -> Result<(), Problem> {
        let kept = None;
        self.write_slot_cleared(k, &Cleared { finished, kept })
    }

    fn write_slot_cleared(&mut self, k: usize, cleared: &Cleared) -> Result<(), Problem> {
        let meta = Meta {
            line: String::from(CLEARED_LINE),
        };
        self.slots
            .write(game_slot(k), cleared, &meta)
            .map_err(|_| Problem::WriteFailed)
    }

    /// The settings and records.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Changes the settings and records and writes them (every list is kept
    /// one entry per game: a list emptied is a list of empty entries).
    pub fn update(&mut self, f: impl FnOnce(&mut Settings)) -> Result<(), Problem> {
        let before = self.settings.clone();
        f(&mut self.settings);
        self.settings.fit(self.games);
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

    /// The slot manager, the store closed.
    pub(crate) fn into_slots(self) -> M {
        self.slots
    }
}
