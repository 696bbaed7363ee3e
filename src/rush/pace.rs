//! How fast a walk the child watches plays: the computer's walks and a
//! flee cube's push, a step at a time, each step seen and the words read.
//! The playtest (session 32): the computer's steps went by at 10 frames
//! each, their words ("Jock walks along the street.") gone before a child
//! read them, and "her holder is pushed 4 blocks back!" moved the zombie
//! four blocks in 40 frames: "Not fair! What happened?". A person's own
//! walk stays quick: the child chose it and watches it anyway.

use alloc::string::String;

use tabletop_core::rush::Spot;

use super::campus;
use super::view::HOLD;
use crate::hand::arrow::{self, Dir};

/// Frames a step the child watches lasts (half a second: the piece is
/// seen on every block it crosses).
pub const STEP: u32 = 30;
/// Frames a person's own step lasts.
pub const OWN_STEP: u32 = 10;

/// Frames a step lasts: `watched` (the computer's walk, or a push) or a
/// person's own.
pub fn step(watched: bool) -> u32 {
    if watched { STEP } else { OWN_STEP }
}

/// The words of the walk being watched: a step whose words are new holds
/// them [`HOLD`] frames (they are read before the piece walks on); a step
/// whose words are those already up lasts [`STEP`] alone.
#[derive(Default)]
pub struct Walk {
    said: Option<String>,
}

impl Walk {
    /// Frames a watched step saying `said` lasts, `words_at` the frame of
    /// the event its words come.
    pub fn frames(&mut self, said: Option<&String>, words_at: u32) -> u32 {
        let new = said.is_some_and(|s| self.said.as_ref() != Some(s));
        if let Some(s) = said {
            self.said = Some(s.clone());
        }
        if new { STEP.max(words_at + HOLD) } else { STEP }
    }

    /// Something else was shown: the next walk's first words are new.
    pub fn end(&mut self) {
        self.said = None;
    }
}

/// The way a push goes, from `from` to `to` (on the map's blocks).
pub fn way(from: Spot, to: Spot) -> Option<Dir> {
    let (a, b) = (campus::cell_of(from)?, campus::cell_of(to)?);
    let dx = i32::from(b.0) - i32::from(a.0);
    let dy = i32::from(b.1) - i32::from(a.1);
    Dir::of(dx.signum(), dy.signum())
}

/// The push's arrow beside the pushed piece centred at `c`, pointing the
/// way `d` it goes: the shared sprite, its mirroring and its top-left.
pub fn push_arrow(d: Dir, c: (i32, i32)) -> (usize, bool, bool, i32, i32) {
    let (sx, sy) = d.step();
    // The arrow's 9-pixel square, its middle 10 pixels from the piece's.
    let half = arrow::SIZE / 2;
    arrow::sprite(d, c.0 + sx * 10 - half, c.1 + sy * 10 - half)
}
