//! The cartridge's one thinking driver: every game's computer seats think in
//! slices through [`think`], which stops at the game's line of the frame so
//! the screen keeps its 60 frames a second however long a decision takes.
//!
//! The clock is the display's scanline counter (VCOUNT: 228 lines a frame,
//! 1,232 cycles each; see [`crate::lines`]). A frame's work starts at the
//! vertical blank (the frame loop waits for it when it commits), so "lines of
//! the frame used" is the same measure in every game. What differs is what a
//! game still has to do after thinking (draw its map, redraw HUD strips), so
//! each game names the line its thinking stops at, measured by `make bench`:
//! no frame over budget.

use tabletop_core::contract::{Rules, Think};

use crate::lines::{FRAME_LINES, Lines, scanline};

/// The first line of the vertical blank, where a frame's work starts.
const VBLANK_LINE: u16 = 160;

/// Lines of the frame's work used so far (0 at the start of the vertical
/// blank, 227 just before the next).
pub fn frame_line() -> u16 {
    (scanline() + FRAME_LINES - VBLANK_LINE) % FRAME_LINES
}

/// What one frame's thinking did.
#[derive(Clone, Copy, Debug)]
#[cfg_attr(not(feature = "bench"), allow(dead_code))]
pub struct Thought<A> {
    /// The decision, once made.
    pub action: Option<A>,
    /// Slices run.
    pub slices: u32,
    /// Scanlines used in all.
    pub lines: u16,
    /// Scanlines of the longest slice.
    pub slice_lines: u16,
    /// Lines of the frame already used when thinking started.
    pub from: u16,
}

impl<A> Default for Thought<A> {
    fn default() -> Self {
        Thought {
            action: None,
            slices: 0,
            lines: 0,
            slice_lines: 0,
            from: 0,
        }
    }
}

/// Feeds `thinker` slices of `units` work units until it decides or the
/// frame has used `until` lines (`used` of them before this call). Does
/// nothing when the frame is already past `until`, or the thinker has nothing
/// to decide. A decision never depends on the slicing (the core's test kit
/// checks every game's thinker).
#[cfg_attr(not(feature = "bench"), allow(dead_code))]
pub fn think<G: Rules, T: Think<G>>(
    thinker: &mut T,
    game: &G,
    units: u32,
    used: u16,
    until: u16,
) -> Thought<G::Action> {
    think_watched(
        thinker,
        game,
        units,
        used,
        |_, line| line < until,
        |_, _| {},
    )
}

/// [`think`], with `watch` shown the thinker and the lines used so far
/// before each slice and once at the end (the benchmarks learn there what
/// the time went on), and `may_start` asked before each slice whether one
/// may start at this line of the frame (a game whose kinds of work differ
/// in length lets its short ones run later in the frame, and may make its
/// thinker's next piece smaller there).
pub fn think_watched<G: Rules, T: Think<G>>(
    thinker: &mut T,
    game: &G,
    units: u32,
    used: u16,
    mut may_start: impl FnMut(&mut T, u16) -> bool,
    mut watch: impl FnMut(&T, u16),
) -> Thought<G::Action> {
    let mut clock = Lines::start();
    let mut t = Thought {
        from: used,
        ..Thought::default()
    };
    while !thinker.is_stuck() && may_start(thinker, used + t.lines) {
        watch(thinker, t.lines);
        t.slices += 1;
        let action = thinker.step(game, units);
        let before = t.lines;
        t.lines = clock.read();
        t.slice_lines = t.slice_lines.max(t.lines - before);
        if action.is_some() {
            t.action = action;
            break;
        }
    }
    watch(thinker, t.lines);
    t
}
