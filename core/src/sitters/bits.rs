//! The board as bit sets: which cells hold goodies, baddies, chests or nothing,
//! found in one pass over the cells so the AI can ask many questions of a
//! position (where may a side step, where are its markers, which start spaces
//! are free) with a few word operations each.

use super::Side;
use super::board::{CELLS, CellKind, KINDS, Mask};
use super::game::{BADDIE, CHEST, EMPTY, GOODIE, Game};

/// The cells of one kind, as a set (computed when compiling).
const fn kind_mask(kind: CellKind) -> Mask {
    let mut m = [0u32; 3];
    let mut i = 0;
    while i < CELLS {
        if KINDS[i] as u8 == kind as u8 {
            m[i >> 5] |= 1 << (i & 31);
        }
        i += 1;
    }
    Mask(m)
}

/// The safe zone.
pub(crate) const SAFE: Mask = kind_mask(CellKind::Safe);
/// The goodies' start spaces.
pub(crate) const G_STARTS: Mask = kind_mask(CellKind::GoodieStart);
/// The baddies' start spaces.
pub(crate) const B_STARTS: Mask = kind_mask(CellKind::BaddieStart);

/// What stands where, as one set per piece code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(crate) struct Bits {
    /// Board cells (void excluded) with nothing on them.
    pub(crate) empty: Mask,
    pub(crate) goodies: Mask,
    pub(crate) baddies: Mask,
    pub(crate) chests: Mask,
}

impl Bits {
    /// The sets of `g`, in one pass over its cells.
    pub(crate) fn of(g: &Game) -> Bits {
        let mut sets = [Mask::default(); 4];
        for (i, &c) in g.cells.iter().enumerate() {
            if let Some(m) = sets.get_mut(c as usize) {
                m.set(i);
            }
        }
        let [mut empty, goodies, baddies, chests] = sets;
        // Void cells are always empty; they are no part of the board.
        empty = empty.minus(&VOID);
        Bits {
            empty,
            goodies,
            baddies,
            chests,
        }
    }

    /// The cells a marker of `side` may pass through, and those that end its
    /// move on entering (see [`Game::step_masks`]).
    pub(crate) fn step_masks(&self, side: Side) -> (Mask, Mask) {
        let open = self.empty.minus(&SAFE);
        let stop = match side {
            Side::Goodie => self.empty.and(&SAFE).or(&self.baddies).or(&self.chests),
            Side::Baddie => self.goodies,
        };
        (open, stop)
    }

    /// Cells holding `side`'s markers.
    pub(crate) fn markers(&self, side: Side) -> Mask {
        match side {
            Side::Goodie => self.goodies,
            Side::Baddie => self.baddies,
        }
    }

    /// Free start spaces of `side`.
    pub(crate) fn free_starts(&self, side: Side) -> Mask {
        match side {
            Side::Goodie => self.empty.and(&G_STARTS),
            Side::Baddie => self.empty.and(&B_STARTS),
        }
    }
}

// `Bits::of` files each cell under its code.
const _: () = assert!(EMPTY == 0 && GOODIE == 1 && BADDIE == 2 && CHEST == 3);

/// Cells that are no part of the board.
const VOID: Mask = kind_mask(CellKind::Void);
