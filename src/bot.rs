//! The computer deciding for one seat, the same in every game: the core's
//! thinker fed slices of work through the cartridge's one thinking driver
//! ([`crate::think`]) until the frame's line, so the screen keeps its 60
//! frames a second however long a decision takes. A game says only how big a
//! slice is and where in the frame one may start ([`Slicing`]).

use alloc::boxed::Box;

use tabletop_core::contract::{Level, Rules, Think};

use crate::think::{Thought, frame_line, think_watched};

/// How a game's thinker is sliced on the cartridge.
pub trait Slicing<G: Rules>: Think<G> + Sized {
    /// Work units per slice.
    const UNITS: u32;
    /// What the benchmark learns of a decision's slices (`()` for most games).
    type Notes: Default;
    /// Whether a slice may start at `line` of the frame's work (of 228); a
    /// game whose kinds of work differ in length may set its next piece's
    /// size here.
    fn may_start(&mut self, line: u16) -> bool;
    /// Shown the thinker before each slice and once at the end, with the
    /// lines used so far (the benchmark's notes).
    fn note(_notes: &mut Self::Notes, _thinker: &Self, _lines: u16) {}
    /// A frame's thinking is done.
    fn noted(_notes: &mut Self::Notes, _thinker: &Self, _thought: &Thought<G::Action>) {}
    /// Starts deciding again, in place, for whoever acts in `game` (a
    /// thinker kept from the last decision: a big one is never built on the
    /// stack again). By default a new one replaces it.
    fn restart(&mut self, game: &G, level: Level, seed: u64) {
        *self = Self::start(game, level, seed);
    }
}

/// A decision in the making for game `G` by thinker `T`.
pub struct Bot<G: Rules, T: Slicing<G>> {
    thinker: Box<T>,
    ready: Option<G::Action>,
    /// Frames stepped so far.
    pub frames: u32,
    /// Scanlines of the longest slice in the last frame (the bench reads it).
    #[cfg_attr(not(feature = "bench"), allow(dead_code))]
    pub slice_lines: u16,
    /// The benchmark's notes of this decision.
    #[cfg_attr(not(feature = "bench"), allow(dead_code))]
    pub notes: T::Notes,
}

/// A thinker deciding for whoever acts in `game`: `spare` (a thinker kept
/// from an earlier decision) restarted in place if there is one, else a new
/// one (built in a stack frame of its own: a thinker may be several KiB
/// before it is boxed).
#[inline(never)]
pub fn thinker<G: Rules, T: Slicing<G>>(
    game: &G,
    level: Level,
    seed: u64,
    spare: Option<Box<T>>,
) -> Box<T> {
    match spare {
        Some(mut t) => {
            t.restart(game, level, seed);
            t
        }
        None => Box::new(T::start(game, level, seed)),
    }
}

impl<G: Rules, T: Slicing<G>> Bot<G, T> {
    /// Starts a decision by `thinker` (see [`thinker`]).
    pub fn new(thinker: Box<T>) -> Self {
        Bot {
            thinker,
            ready: None,
            frames: 0,
            slice_lines: 0,
            notes: T::Notes::default(),
        }
    }

    /// The thinker, to keep for the next decision.
    pub fn into_thinker(self) -> Box<T> {
        self.thinker
    }

    /// Thinks for this frame; `Some` once decided.
    ///
    /// The first frame does no thinking (making the thinker is its work, and
    /// the last action's save is written in the first quiet frame), and a
    /// decision made during a frame is handed over at the next one, so that
    /// playing it never shares a frame with thinking.
    #[inline(never)]
    pub fn step(&mut self, game: &G) -> Option<G::Action> {
        self.frames += 1;
        if self.ready.is_some() || self.frames == 1 {
            return self.ready;
        }
        let notes = &mut self.notes;
        let t = think_watched(
            &mut *self.thinker,
            game,
            T::UNITS,
            frame_line(),
            |thinker, line| thinker.may_start(line),
            |thinker, lines| T::note(notes, thinker, lines),
        );
        T::noted(&mut self.notes, &self.thinker, &t);
        self.slice_lines = t.slice_lines;
        if t.action.is_some() {
            self.ready = t.action;
        }
        None
    }

    /// Whether the decision is made.
    #[cfg_attr(not(feature = "bench"), allow(dead_code))]
    pub fn decided(&self) -> bool {
        self.ready.is_some()
    }

    /// True when the thinker can decide nothing.
    pub fn stuck(&self) -> bool {
        self.ready.is_none() && self.thinker.is_stuck()
    }
}
