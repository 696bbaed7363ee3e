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

/// Time units (about 100 cycles each, see [`ai::Thinker::cost`]) per slice:
/// a slice takes about 4,000–15,000 cycles (`make bench`, the
/// `info sitters-ai-*-slice` lines), a few scanlines.
pub const WORK_PER_SLICE: u32 = 40;

/// Scanlines in a frame, and the first line of the vertical blank, where a
/// frame's work starts (the game loop waits for it to show the last frame).
const FRAME_LINES: u16 = 228;
const VBLANK_LINE: u16 = 160;

/// Thinking stops once the frame has run this many lines since the vertical
/// blank began. The rest (43 lines, about 53,000 cycles) covers the last
/// slice (under 20 lines), the sprites and the commit.
pub const THINK_UNTIL: u16 = 185;

/// The display's current scanline (0–227). It advances on its own, so it is a
/// clock that needs no timer (the benchmark ROM owns timers 2 and 3).
pub fn scanline() -> u16 {
    // SAFETY: VCOUNT is a read-only I/O register.
    unsafe { (0x0400_0006 as *const u16).read_volatile() }
}

/// Lines since the vertical blank began (0 at line 160, 227 at line 159).
fn frame_line(line: u16) -> u16 {
    (line + FRAME_LINES - VBLANK_LINE) % FRAME_LINES
}

/// A stopwatch in scanlines that never wraps, as long as it is read at least
/// once a frame.
pub struct Lines {
    last: u16,
    total: u16,
}

impl Lines {
    /// Starts counting now.
    pub fn start() -> Lines {
        Lines {
            last: scanline(),
            total: 0,
        }
    }

    /// Lines since [`Lines::start`].
    pub fn read(&mut self) -> u16 {
        let now = scanline();
        self.total = self
            .total
            .saturating_add((now + FRAME_LINES - self.last) % FRAME_LINES);
        self.last = now;
        self.total
    }
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
    let from = frame_line(clock.last);
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
