//! How Rush's computer thinks on the cartridge: the core's `ai::Thinker`,
//! fed by the shared [`crate::bot::Bot`] in slices of one piece each, until
//! the frame's line.

use tabletop_core::rush::{Game, ai::Thinker};

use crate::bot::Slicing;

/// Thinking stops once the frame's work has used this many scanlines (of
/// 228), leaving room for the strips' text, the sprites and the mixer: no
/// slice starts later, and the longest measured (103 lines, Hard weighing
/// its cubes after issue 30's valuation) still ends in the frame (130 let
/// one frame of 61,608 run 820 cycles over).
pub const THINK_UNTIL: u16 = 110;

impl Slicing<Game> for Thinker {
    /// One piece of thinking (`ai::PIECE_COST`): a candidate weighed, one way
    /// of ending a planned turn, one cube count.
    const UNITS: u32 = tabletop_core::rush::ai::PIECE_COST;
    type Notes = ();

    fn may_start(&mut self, line: u16) -> bool {
        line < THINK_UNTIL
    }
}
