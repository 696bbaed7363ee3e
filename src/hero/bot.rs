//! How Tabletop Hero's computer thinks on the cartridge: the core's
//! `ai::Thinker`, fed by the shared [`crate::bot::Bot`] one unit a slice,
//! each kind of piece starting only where the frame still has room for it.

use tabletop_core::hero::ai::{Stage, Thinker};
use tabletop_core::hero::{Action, Game};

#[cfg(feature = "bench")]
use crate::bot::Bot;
use crate::bot::Slicing;
use crate::think::Thought;

/// Work units per slice: one unit of the thinker (a mini weighed where it
/// stands, its reach, one candidate cell, or the placement).
const UNITS_PER_SLICE: u32 = 1;
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

/// No piece may end past this line of the frame: 8 lines under the 213 it
/// was (the longest kind, a reach's piece, starting by [`THINK_UNTIL`]),
/// since the minis carry number badges: at 213 one thinking frame of
/// 66,281 drew to 281,413 cycles of 280,896.
const END_LINE: u16 = THINK_UNTIL + 35;

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

/// What the benchmark learns of a decision's slices.
#[derive(Default)]
pub struct Notes {
    /// Scanlines spent on each kind of piece ([`Stage`] numbers).
    #[cfg(feature = "bench")]
    pub stage_lines: [u32; Stage::ALL.len()],
    /// The longest single slice of each kind of piece (scanlines), whole
    /// and small.
    #[cfg(feature = "bench")]
    pub stage_most: [u16; Stage::ALL.len()],
    #[cfg(feature = "bench")]
    pub small_most: [u16; Stage::ALL.len()],
    /// Frames stepped without thinking.
    #[cfg(feature = "bench")]
    pub idle: u32,
    /// Lines of the frames already used when thinking started, added up.
    #[cfg(feature = "bench")]
    pub from_lines: u32,
    /// Frames whose thinking stopped before each kind of piece, and the
    /// lines they left before [`END_LINE`], added up.
    #[cfg(feature = "bench")]
    pub stops: [(u32, u32); Stage::ALL.len()],
    /// The piece under way: its kind, whether small, the line it began.
    #[cfg(feature = "bench")]
    last: Option<(Stage, bool, u16)>,
}

impl Slicing<Game> for Thinker {
    const UNITS: u32 = UNITS_PER_SLICE;
    type Notes = Notes;

    /// With a whole piece while its kind's longest ends by [`END_LINE`],
    /// else with a small one while that ends by then. The small pieces fill
    /// the end of a frame that a whole one would leave empty (the same
    /// decision, in more pieces).
    fn may_start(&mut self, line: u16) -> bool {
        let stage = self.stage();
        let small = line >= think_until(stage, false);
        self.set_small(small);
        line < think_until(stage, small)
    }

    fn note(_notes: &mut Notes, _thinker: &Thinker, _lines: u16) {
        #[cfg(feature = "bench")]
        {
            if let Some((stage, small, from)) = _notes.last {
                _notes.stage_lines[stage as usize] += u32::from(_lines - from);
                let most = if small {
                    &mut _notes.small_most[stage as usize]
                } else {
                    &mut _notes.stage_most[stage as usize]
                };
                *most = (*most).max(_lines - from);
            }
            _notes.last = Some((_thinker.stage(), _thinker.is_small(), _lines));
        }
    }

    fn noted(_notes: &mut Notes, _thinker: &Thinker, _t: &Thought<Action>) {
        #[cfg(feature = "bench")]
        {
            _notes.last = None;
            if _t.slices == 0 {
                _notes.idle += 1;
            } else {
                _notes.from_lines += u32::from(_t.from);
                if _t.action.is_none() {
                    let s = &mut _notes.stops[_thinker.stage() as usize];
                    s.0 += 1;
                    s.1 += u32::from(END_LINE.saturating_sub(_t.from + _t.lines));
                }
            }
        }
    }
}

/// Logs `info hero-decision` for a decision of 20 frames or more: the
/// scanlines each kind of piece took in all and its longest piece, and the
/// lines of the frames used before thinking began (on average). The bench
/// calls it outside its frame timing (formatting and logging take lines of
/// their own).
#[cfg(feature = "bench")]
pub fn report(bot: &Bot<Game, Thinker>) {
    if bot.frames < 20 {
        return;
    }
    let n = &bot.notes;
    let mut line = alloc::format!(
        "info hero-decision frames={} idle={} from={}",
        bot.frames,
        n.idle,
        n.from_lines / (bot.frames - n.idle).max(1)
    );
    for (s, k) in Stage::ALL.iter().zip(n.stage_lines) {
        line.push_str(&alloc::format!(" {:?}={}", s, k));
    }
    line.push_str(" most");
    for k in n.stage_most {
        line.push_str(&alloc::format!(" {}", k));
    }
    line.push_str(" small");
    for k in n.small_most {
        line.push_str(&alloc::format!(" {}", k));
    }
    line.push_str(" stops");
    for (k, left) in n.stops {
        line.push_str(&alloc::format!(" {}/{}", k, left));
    }
    agb::println!("{}", line);
}
