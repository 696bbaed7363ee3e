//! The computer deciding for one seat: the core's `ai::Thinker` fed small
//! slices of work by the cartridge's one thinking driver ([`crate::think`])
//! until the frame's line, so the game keeps drawing at 60 frames a second.

use alloc::boxed::Box;

use tabletop_core::contract::{Level, Think};
use tabletop_core::hero::ai::{Stage, Thinker};
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

/// The longest piece of each kind of the thinking proper ([`Stage`]
/// numbers: a mini, its actions, its value where it stands, a piece of its
/// reach, of the scan for candidate cells, of a candidate cell), in
/// scanlines: the most `make bench` measured over its games' decisions
/// (`most` in `info hero-decision`: 1, 29, 20, 39, 31, 28) and 4 lines more.
const MOST_LINES: [u16; 6] = [5, 33, 24, 43, 35, 32];

/// No piece may end past this line of the frame: the longest kind (a
/// reach's piece) starts by [`THINK_UNTIL`], as every piece did before
/// pieces were told apart, when the worst frame was 268,014 cycles of
/// 280,896 (217.6 of 228 lines).
const END_LINE: u16 = THINK_UNTIL + 43;

/// The longest small piece of each kind ([`Thinker::set_small`]: a few
/// cells of a reach, one row of a scan, one cover check or glance of a
/// cell's weighing; a mini and its actions are the same small or whole), in
/// scanlines: the most `make bench` measured (`small` in
/// `info hero-decision`: 8, 12, 17, 17 for the last four) and 4 lines more.
const SMALL_MOST_LINES: [u16; 6] = [5, 33, 12, 16, 21, 21];

/// The line of the frame a slice may still start at, by the kind of piece
/// it runs next, whole or `small`: late enough for the longest such piece
/// to end by [`END_LINE`].
/// Short kinds run later in the frame than long ones, so a frame is used
/// more fully (most of a decision is candidate cells) and none is over its
/// budget. The placement (up to 91 lines) and Random's listing (65) keep
/// [`THINK_UNTIL`]: each is a decision's first and only piece, started
/// early in its frame (a decision's first frame does not think).
pub fn think_until(stage: Stage, small: bool) -> u16 {
    let most = if small {
        &SMALL_MOST_LINES
    } else {
        &MOST_LINES
    };
    match most.get(stage as usize) {
        Some(&most) => END_LINE - most,
        None => THINK_UNTIL,
    }
}

/// Whether a slice may start at `line` of the frame: with a whole piece
/// while its kind's longest ends by [`END_LINE`], else with a small one
/// while that ends by then. The small pieces fill the end of a frame that
/// a whole one would leave empty (the same decision, in more pieces).
fn may_start(thinker: &mut Thinker, line: u16) -> bool {
    let stage = thinker.stage();
    let small = line >= think_until(stage, false);
    thinker.set_small(small);
    line < think_until(stage, small)
}

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
    /// The longest single slice of each kind of piece (scanlines), whole
    /// and small.
    #[cfg(feature = "bench")]
    pub stage_most: [u16; Stage::ALL.len()],
    #[cfg(feature = "bench")]
    pub small_most: [u16; Stage::ALL.len()],
    #[cfg(feature = "bench")]
    pub idle: u32,
    /// Lines of the frames already used when thinking started, added up.
    #[cfg(feature = "bench")]
    pub from_lines: u32,
    /// Frames whose thinking stopped before each kind of piece, and the
    /// lines they left before [`END_LINE`], added up.
    #[cfg(feature = "bench")]
    pub stops: [(u32, u32); Stage::ALL.len()],
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
            stage_most: [0; Stage::ALL.len()],
            #[cfg(feature = "bench")]
            small_most: [0; Stage::ALL.len()],
            #[cfg(feature = "bench")]
            idle: 0,
            #[cfg(feature = "bench")]
            from_lines: 0,
            #[cfg(feature = "bench")]
            stops: [(0, 0); Stage::ALL.len()],
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
        let (mut last, stage_lines, stage_most, small_most) = (
            None,
            &mut self.stage_lines,
            &mut self.stage_most,
            &mut self.small_most,
        );
        let t = crate::think::think_watched(
            &mut *self.thinker,
            game,
            UNITS_PER_SLICE,
            frame_line(),
            may_start,
            |_t, _lines| {
                #[cfg(feature = "bench")]
                {
                    if let Some((stage, small, from)) = last {
                        stage_lines[stage as usize] += u32::from(_lines - from);
                        let most = if small {
                            &mut small_most[stage as usize]
                        } else {
                            &mut stage_most[stage as usize]
                        };
                        *most = (*most).max(_lines - from);
                    }
                    last = Some((_t.stage(), _t.is_small(), _lines));
                }
            },
        );
        #[cfg(feature = "bench")]
        if t.slices == 0 {
            self.idle += 1;
        } else {
            self.from_lines += u32::from(t.from);
            if t.action.is_none() {
                let s = &mut self.stops[self.thinker.stage() as usize];
                s.0 += 1;
                s.1 += u32::from(END_LINE.saturating_sub(t.from + t.lines));
            }
        }
        self.slice_lines = t.slice_lines;
        if t.action.is_some() {
            self.ready = t.action;
        }
        None
    }

    /// Logs `info hero-decision` for a decision of 20 frames or more: the
    /// scanlines each kind of piece took in all and its longest piece, and
    /// the lines of the frames used before thinking began (on average). The
    /// bench calls it outside its frame timing (formatting and logging
    /// take lines of their own).
    #[cfg(feature = "bench")]
    pub fn report(&self) {
        if self.frames < 20 {
            return;
        }
        let mut line = alloc::format!(
            "info hero-decision frames={} idle={} from={}",
            self.frames,
            self.idle,
            self.from_lines / (self.frames - self.idle).max(1)
        );
        for (s, n) in Stage::ALL.iter().zip(self.stage_lines) {
            line.push_str(&alloc::format!(" {:?}={}", s, n));
        }
        line.push_str(" most");
        for n in self.stage_most {
            line.push_str(&alloc::format!(" {}", n));
        }
        line.push_str(" small");
        for n in self.small_most {
            line.push_str(&alloc::format!(" {}", n));
        }
        line.push_str(" stops");
        for (n, left) in self.stops {
            line.push_str(&alloc::format!(" {}/{}", n, left));
        }
        agb::println!("{}", line);
    }

    /// Whether the decision is made.
    #[cfg_attr(not(feature = "bench"), allow(dead_code))]
    pub fn decided(&self) -> bool {
        self.ready.is_some()
    }
}
