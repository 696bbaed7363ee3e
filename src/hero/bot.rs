//! The computer deciding for one seat: the core's `ai::Thinker` fed small
//! slices of work by the cartridge's one thinking driver ([`crate::think`])
//! until the frame's line, so the game keeps drawing at 60 frames a second.

use alloc::boxed::Box;

use tabletop_core::contract::{Level, Think};
#[cfg(feature = "bench")]
use tabletop_core::hero::ai::Stage;
use tabletop_core::hero::ai::Thinker;
use tabletop_core::hero::{Action, Game};

use crate::think::frame_line;

/// Work units per slice: one unit of the thinker (a mini weighed where it
/// stands, its reach, one candidate cell, or the placement).
pub const UNITS_PER_SLICE: u32 = 1;
/// Thinking stops once the frame's work has used this many scanlines (of
/// 228), leaving room for the sprites and the mixer. A thinking frame never
/// redraws the strip nor writes a save: the computer does not think while
/// the strip waits to be drawn, and a save waits for a frame after an
/// action's (see `Play::prepare` and `Play::quiet`).
pub const THINK_UNTIL: u16 = 170;

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
    /// Scanlines spent on each kind of piece ([`Stage`] numbers) and the
    /// frames stepped without thinking (the bench reads them).
    #[cfg(feature = "bench")]
    pub stage_lines: [u32; Stage::ALL.len()],
    #[cfg(feature = "bench")]
    pub idle: u32,
}

impl Bot {
    /// Starts deciding for whoever acts in `game` (in a stack frame of its
    /// own: the thinker is over a KiB before it is boxed).
    #[inline(never)]
    pub fn new(game: &Game, level: Level, seed: u64) -> Bot {
        Bot {
            thinker: Box::new(<Thinker as Think<Game>>::start(game, level, seed)),
            ready: None,
            frames: 0,
            slice_lines: 0,
            #[cfg(feature = "bench")]
            stage_lines: [0; Stage::ALL.len()],
            #[cfg(feature = "bench")]
            idle: 0,
        }
    }

    /// Thinks for this frame; `Some` once decided.
    ///
    /// The first frame does no thinking (making the thinker is its work, and
    /// the last action's save is written in the first quiet frame), and a
    /// decision made during a frame is handed over at the next one, so that
    /// playing it never shares a frame with thinking.
    #[inline(never)]
    pub fn step(&mut self, game: &Game) -> Option<Action> {
        self.frames += 1;
        if self.ready.is_some() || self.frames == 1 {
            return self.ready;
        }
        #[cfg(feature = "bench")]
        let (mut last, stage_lines) = (None, &mut self.stage_lines);
        let t = crate::think::think_watched(
            &mut *self.thinker,
            game,
            UNITS_PER_SLICE,
            frame_line(),
            THINK_UNTIL,
            |_t, _lines| {
                #[cfg(feature = "bench")]
                {
                    if let Some((stage, from)) = last {
                        stage_lines[stage as usize] += u32::from(_lines - from);
                    }
                    last = Some((_t.stage(), _lines));
                }
            },
        );
        #[cfg(feature = "bench")]
        if t.slices == 0 {
            self.idle += 1;
        }
        self.slice_lines = t.slice_lines;
        if t.action.is_some() {
            self.ready = t.action;
            #[cfg(feature = "bench")]
            if self.frames >= 20 {
                let mut line = alloc::format!(
                    "info hero-decision frames={} idle={}",
                    self.frames,
                    self.idle
                );
                for (s, n) in Stage::ALL.iter().zip(self.stage_lines) {
                    line.push_str(&alloc::format!(" {:?}={}", s, n));
                }
                agb::println!("{}", line);
            }
        }
        None
    }

    /// Whether the decision is made.
    #[cfg_attr(not(feature = "bench"), allow(dead_code))]
    pub fn decided(&self) -> bool {
        self.ready.is_some()
    }
}
