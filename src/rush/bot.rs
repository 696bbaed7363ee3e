//! The computer deciding for one seat: the core's `ai::Thinker` fed small
//! slices of work by the cartridge's one thinking driver ([`crate::think`])
//! until the frame's line, so the game keeps drawing at 60 frames a second.

use alloc::boxed::Box;

use tabletop_core::contract::{Level, Think};
use tabletop_core::rush::{Action, Game, ai::Thinker};

use crate::think::frame_line;

/// Work units per slice: one piece of thinking (`ai::PIECE_COST`): a
/// candidate weighed, one way of ending a planned turn, one cube count.
pub const UNITS_PER_SLICE: u32 = tabletop_core::rush::ai::PIECE_COST;
/// Thinking stops once the frame's work has used this many scanlines (of
/// 228), leaving room for the strips' text, the sprites and the mixer: no
/// slice starts later, and the longest measured (103 lines, Hard weighing
/// its cubes after issue 30's valuation) still ends in the frame (130 let
/// one frame of 61,608 run 820 cycles over).
pub const THINK_UNTIL: u16 = 110;

/// A decision in the making.
pub struct Bot {
    thinker: Box<Thinker>,
    /// The decision, once made.
    ready: Option<Action>,
    /// Frames stepped so far.
    pub frames: u32,
    /// Scanlines of the longest slice in the last frame (the bench reads it).
    #[cfg_attr(not(feature = "bench"), allow(dead_code))]
    pub slice_lines: u16,
}

impl Bot {
    /// Starts deciding for whoever acts in `game`.
    pub fn new(game: &Game, level: Level, seed: u64) -> Bot {
        Bot {
            thinker: Box::new(<Thinker as Think<Game>>::start(game, level, seed)),
            ready: None,
            frames: 0,
            slice_lines: 0,
        }
    }

    /// Thinks for this frame; `Some` once decided.
    ///
    /// The first frame does no thinking (making the thinker is its work, and
    /// the last action's save is written in the first quiet frame), and a
    /// decision made during a frame is handed over at the next one, so that
    /// playing it never shares a frame with thinking.
    pub fn step(&mut self, game: &Game) -> Option<Action> {
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
}
