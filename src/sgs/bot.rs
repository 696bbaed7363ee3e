//! How the Simple Game System's computer thinks on the cartridge: the core's
//! thinkers (the adventure's and the arena's, as one `GameThinker`) fed by
//! the shared [`crate::bot::Bot`] one unit a slice, until the frame's line.

use tabletop_core::sgs::{Game, GameThinker};

use crate::bot::Slicing;

/// Thinking stops once the frame's work has used this many scanlines (of
/// 228): one Hard unit (two exact odds) may take most of what is left.
const THINK_UNTIL: u16 = 110;

impl Slicing<Game> for GameThinker {
    const UNITS: u32 = 1;
    type Notes = ();

    fn may_start(&mut self, line: u16) -> bool {
        line < THINK_UNTIL
    }
}
