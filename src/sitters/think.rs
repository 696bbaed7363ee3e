//! The computer's thinking, fitted into frames: it thinks in short slices and
//! stops at a fixed point of the frame, leaving the rest of the frame for the
//! drawing and the sound, so the screen keeps its 60 frames a second however
//! long a decision takes.
//!
//! The clock is the display's scanline counter (VCOUNT: 228 lines a frame,
//! 1,232 cycles each), read after every slice. It wraps every frame, so the
//! time is added up slice by slice: a slice is far shorter than a frame, so no
//! wrap is ever missed.

use tabletop_core::sitters::{Action, ai};

use crate::lines::{FRAME_LINES, Lines};

/// Time units (about 100 cycles each, see [`ai::Thinker::cost`]) per slice:
/// a slice takes about 4,000–15,000 cycles (`make bench`, the
/// `info sitters-ai-*-slice` lines), a few scanlines.
pub const WORK_PER_SLICE: u32 = 40;

/// Scanlines in a frame, and the first line of the vertical blank, where a
/// frame's work starts (the game loop waits for it to show the last frame).
const VBLANK_LINE: u16 = 160;

/// Thinking stops once the frame has run this many lines since the vertical
/// blank began. The rest (43 lines, about 53,000 cycles) covers the last
/// slice (under 20 lines), the sprites and the commit.
pub const THINK_UNTIL: u16 = 185;

/// Lines since the vertical blank began (0 at line 160, 227 at line 159).
fn frame_line(line: u16) -> u16 {
    (line + FRAME_LINES - VBLANK_LINE) % FRAME_LINES
}

/// What one frame's thinking did.
#[derive(Clone, Copy, Default, Debug)]
#[cfg_attr(not(feature = "bench"), allow(dead_code))]
pub struct Thought {
    /// The decision, once made.
    pub action: Option<Action>,
    /// Slices run.
    pub slices: u32,
    /// Scanlines used in all.
    pub lines: u16,
    /// Scanlines of the longest slice.
    pub slice_lines: u16,
    /// Where in the frame the thinking started (lines since the vertical blank).
    pub from: u16,
}

/// Thinks in slices until the decision is made or the frame reaches
/// [`THINK_UNTIL`] (it does nothing when the frame is already past it).
pub fn think(thinker: &mut ai::Thinker) -> Thought {
    let mut clock = Lines::start();
    let from = frame_line(clock.last_seen());
    let mut t = Thought {
        from,
        ..Thought::default()
    };
    if let Some(action) = thinker.decided() {
        t.action = Some(action);
        return t;
    }
    while from + t.lines < THINK_UNTIL && !thinker.is_stuck() {
        t.slices += 1;
        let action = thinker.step(WORK_PER_SLICE);
        let before = t.lines;
        t.lines = clock.read();
        t.slice_lines = t.slice_lines.max(t.lines - before);
        if action.is_some() {
            t.action = action;
            break;
        }
    }
    t
}
