//! The computer deciding for one seat: the core's `ai::Thinker` fed small
//! slices of work by the cartridge's one thinking driver ([`crate::think`])
//! until the frame's line, so the game keeps drawing at 60 frames a second.

use alloc::boxed::Box;

use tabletop_core::contract::{Level, Think};
use tabletop_core::rush::{Action, Game, ai::Thinker};

use crate::think::frame_line;

/// Work units per slice: one candidate's look-ahead (`ai::CANDIDATE_COST`).
pub const UNITS_PER_SLICE: u32 = 4;
/// Thinking stops once the frame's work has used this many scanlines (of
/// 228), leaving room for the strips' text, the sprites and the mixer.
pub const THINK_UNTIL: u16 = 150;

/// A decision in the making.
pub struct Bot {
    thinker: Box<Thinker>,
    /// The decision, once made.
    ready: Option<Action>,
    /// Frames stepped so far.
    pub frames: u32,
}

impl Bot {
    /// Starts deciding for whoever acts in `game`.
    pub fn new(game: &Game, level: Level, seed: u64) -> Bot {
        Bot {
            thinker: Box::new(<Thinker as Think<Game>>::start(game, level, seed)),
            ready: None,
            frames: 0,
        }
    }

    /// Thinks for this frame; `Some` once decided.
    pub fn step(&mut self, game: &Game) -> Option<Action> {
        self.frames += 1;
        if self.ready.is_some() {
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
        self.ready
    }

    /// Whether the decision is made.
    #[cfg_attr(not(feature = "bench"), allow(dead_code))]
    pub fn decided(&self) -> bool {
        self.ready.is_some()
    }
}
