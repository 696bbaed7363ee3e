//! How SiTTeRS' computer thinks on the cartridge: the core's `ai::Thinker`,
//! fed by the shared [`crate::bot::Bot`] in 40-unit slices until line 185 of
//! the frame's work, which leaves the rest of the frame (43 lines, about
//! 53,000 cycles) for the last slice (under 20 lines), the sprites and the
//! commit.

use tabletop_core::sitters::{Game, ai::Thinker};

use crate::bot::Slicing;

/// Time units (about 100 cycles each, see `ai::Thinker::cost`) per slice:
/// a slice takes about 4,000–15,000 cycles (`make bench`, the
/// `info sitters-ai-*-slice` lines), a few scanlines.
pub const WORK_PER_SLICE: u32 = 40;

/// Thinking stops once the frame's work has used this many lines.
pub const THINK_UNTIL: u16 = 185;

impl Slicing<Game> for Thinker {
    const UNITS: u32 = WORK_PER_SLICE;
    type Notes = ();

    fn may_start(&mut self, line: u16) -> bool {
        line < THINK_UNTIL
    }

    /// In place: the thinker is 6 KiB, never built on the stack again.
    fn restart(&mut self, game: &Game, level: tabletop_core::contract::Level, seed: u64) {
        Thinker::restart(self, game, level, seed);
    }
}
