//! SiTTeRS' computer thinking, fitted into frames by the cartridge's one
//! thinking driver ([`crate::think`]): 40-unit slices until line 185 of the
//! frame's work, which leaves the rest of the frame (43 lines, about 53,000
//! cycles) for the last slice (under 20 lines), the sprites and the commit.

use tabletop_core::sitters::{Action, Game, ai};

use crate::think::frame_line;

/// Time units (about 100 cycles each, see [`ai::Thinker::cost`]) per slice:
/// a slice takes about 4,000–15,000 cycles (`make bench`, the
/// `info sitters-ai-*-slice` lines), a few scanlines.
pub const WORK_PER_SLICE: u32 = 40;

/// Thinking stops once the frame's work has used this many lines.
pub const THINK_UNTIL: u16 = 185;

/// What one frame's thinking did.
pub type Thought = crate::think::Thought<Action>;

/// Thinks in slices until the decision is made or the frame reaches
/// [`THINK_UNTIL`] (it does nothing when the frame is already past it).
pub fn think(thinker: &mut ai::Thinker, game: &Game) -> Thought {
    let from = frame_line();
    if let Some(action) = thinker.decided() {
        return Thought {
            action: Some(action),
            from,
            ..Thought::default()
        };
    }
    crate::think::think(thinker, game, WORK_PER_SLICE, from, THINK_UNTIL)
}
