//! How Sandford's computer thinks on the cartridge: the core's seat thinker,
//! fed by the shared [`crate::bot::Bot`] one unit of work a slice (one cell
//! of a hero's disc, one candidate scored, ...) until the frame's line, so
//! the game keeps drawing at 60 frames a second however crowded the map is.

use core::cell::Cell;

use tabletop_core::sandford::{Game, SeatThinker, ai};

use crate::bot::Slicing;

/// The hero policy the benchmark measures its decisions at: the hardest
/// (the cartridge's heaviest thinking). A fresh cartridge plays Hard
/// too (`options::FIRST_LEVEL`).
#[cfg_attr(not(feature = "bench"), allow(dead_code))]
pub const DEFAULT_LEVEL: ai::Level = ai::Level::Hard;

/// Scanlines into the frame's work until which the computer may think (a
/// scanline is 1,232 cycles, a frame 228 lines): 130 lines is about 160,000
/// cycles, which leaves room for one more slice, a HUD strip, the drawing and
/// the sound mixer (`make bench`: no frame over budget). At 100 lines a Hard
/// decision took up to 34 frames, at 120 up to 31; the target is 30.
const THINK_LINES: u16 = 150;
/// The same while the HUD has strips waiting to be redrawn: thinking stops
/// early so that they fit in the frame.
const THINK_LINES_HUD_BEHIND: u16 = 50;

/// A flag of the play loop (no atomics on the GBA's ARM7).
struct Flag(Cell<bool>);

// SAFETY: the cartridge runs one thread, and no interrupt handler touches it.
unsafe impl Sync for Flag {}

/// Some HUD strip waits for the next frame (the HUD sets it as it draws).
static HUD_BEHIND: Flag = Flag(Cell::new(false));

/// Tells the thinker whether the HUD is behind this frame.
pub fn hud_behind(behind: bool) {
    HUD_BEHIND.0.set(behind);
}

impl Slicing<Game> for SeatThinker {
    const UNITS: u32 = 1;
    type Notes = ();

    fn may_start(&mut self, line: u16) -> bool {
        line < if HUD_BEHIND.0.get() {
            THINK_LINES_HUD_BEHIND
        } else {
            THINK_LINES
        }
    }
}
