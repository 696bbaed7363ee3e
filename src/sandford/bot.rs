//! The computer deciding for one hero seat (or, in a demo, for the whole
//! table): the core's `ai::Thinker`, fed small slices of work until a fixed
//! share of the frame is used, so the game keeps drawing at 60 frames a second
//! however crowded the map is.

use alloc::boxed::Box;

use tabletop_core::contract::Think;
use tabletop_core::sandford::{Action, Game, SeatThinker, ai};

use crate::lines::Lines;

/// The hero policy the cartridge's computer seats use unless told otherwise.
pub const DEFAULT_LEVEL: ai::Level = ai::Level::Hard;

/// Units of AI work per slice (each unit is at most a few thousand cycles:
/// one cell of a hero's disc, one candidate scored, ...).
const UNITS_PER_SLICE: u32 = 1;
/// Scanlines into the frame's work until which the computer may think (a
/// scanline is 1,232 cycles, a frame 228 lines): 130 lines is about 160,000
/// cycles, which leaves room for one more slice, a HUD strip, the drawing and
/// the sound mixer (`make bench`: no frame over budget). At 100 lines a Hard
/// decision took up to 34 frames, at 120 up to 31; the target is 30.
pub const THINK_LINES: u16 = 130;
/// The same while the HUD has strips waiting to be redrawn: thinking stops
/// early so that they fit in the frame.
pub const THINK_LINES_HUD_BEHIND: u16 = 50;

/// The computer deciding for one hero, a slice of work per frame.
pub struct Bot {
    /// The hero deciding (in a demo, the core may pick another one).
    pub hero: u8,
    thinker: SeatThinker,
    /// Frames stepped so far.
    frames: u32,
    /// The decision, made in an earlier frame.
    ready: Option<Action>,
    /// Scanlines spent thinking in the last call of [`Bot::step`].
    pub lines: u16,
}

impl Bot {
    /// Starts a decision with `policy`. `whole_table`: the computer plays
    /// every hero and the core AI decides which one takes the round;
    /// otherwise only `hero`'s actions are weighed, so people's heroes are
    /// never moved by the computer.
    pub fn new(game: &Game, hero: u8, whole_table: bool, seed: u64, policy: ai::Level) -> Box<Bot> {
        let thinker = if whole_table {
            SeatThinker::start(game, policy, seed)
        } else {
            SeatThinker::for_hero(game, policy, hero, seed)
        };
        // Written straight into the heap: a thinker holds a scratch copy of
        // the game, too big for the GBA's stack.
        Box::write(
            Box::new_uninit(),
            Bot {
                hero,
                thinker,
                frames: 0,
                ready: None,
                lines: 0,
            },
        )
    }

    /// Whether the decision is made (it may wait for a later frame to be
    /// played; the bench counts only the frames before).
    #[cfg(feature = "bench")]
    pub fn is_decided(&self) -> bool {
        self.ready.is_some()
    }

    /// Thinks until `frame` (the frame's work clock) reads `until`
    /// scanlines; `Some` once decided.
    ///
    /// The text strips redraw in the frame a new hero comes up and in the
    /// frame a decision is shown: so the first frame does no thinking, and a
    /// decision made during a frame is handed over at the next one.
    pub fn step(&mut self, game: &Game, frame: &mut Lines, until: u16) -> Option<Action> {
        self.frames += 1;
        self.lines = 0;
        if self.ready.is_some() || self.frames == 1 {
            return self.ready;
        }
        let used = frame.read();
        let t = crate::think::think(&mut self.thinker, game, UNITS_PER_SLICE, used, until);
        self.lines = t.lines;
        if t.action.is_some() {
            self.ready = t.action;
        }
        None
    }
}
