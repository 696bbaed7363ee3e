//! The computer deciding for the party's companions and the foes: the core's
//! thinkers fed small slices through the cartridge's one driver
//! ([`crate::think`]) until the frame's line, so no frame runs long.

use alloc::boxed::Box;

use tabletop_core::contract::{Level, Rules, Think};

use crate::think::frame_line;

/// Work units per slice.
const UNITS_PER_SLICE: u32 = 1;
/// Thinking stops once the frame's work has used this many scanlines (of
/// 228): one Hard unit (two exact odds) may take most of what is left.
const THINK_UNTIL: u16 = 110;

/// A decision in the making for game `G` by thinker `T`.
pub struct Bot<G: Rules, T: Think<G>> {
    thinker: Box<T>,
    ready: Option<G::Action>,
    frames: u32,
}

impl<G: Rules, T: Think<G>> Bot<G, T> {
    /// Starts deciding for whoever acts in `game`.
    pub fn new(game: &G, level: Level, seed: u64) -> Self {
        Bot {
            thinker: Box::new(T::start(game, level, seed)),
            ready: None,
            frames: 0,
        }
    }

    /// Thinks for this frame; `Some` once decided. The first frame only
    /// makes the thinker; a decision is handed over the frame after.
    pub fn step(&mut self, game: &G) -> Option<G::Action> {
        self.frames += 1;
        if self.ready.is_some() || self.frames == 1 {
            return self.ready;
        }
        let t = crate::think::think(
            &mut *self.thinker,
            game,
            UNITS_PER_SLICE,
            frame_line(),
            THINK_UNTIL,
        );
        if t.action.is_some() {
            self.ready = t.action;
        }
        None
    }

    /// True when the thinker can decide nothing (the caller then picks the
    /// first legal action).
    pub fn stuck(&self) -> bool {
        self.ready.is_none() && self.thinker.is_stuck()
    }
}
