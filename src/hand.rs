//! "Learn to play": the guide's hand pointing at a cell, the same in every
//! game. The cell's corners flash yellow brackets, just outside it, so the
//! cell and whatever stands on it stay in sight; the hand's long finger
//! comes down to just above the cell (or up to just below it), centred
//! on it, bobbing. The playtests read the old short finger on a big fist
//! as pointing beside its square, and a hand over the cell hid it.

use agb::display::{GraphicsFrame, Priority, object::Object};

use crate::ui::{spr, sprites};

/// A cell on screen: its top-left pixel, width and height.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Cell {
    /// Left edge (pixels).
    pub x: i32,
    /// Top edge (pixels).
    pub y: i32,
    /// Width (pixels).
    pub w: i32,
    /// Height (pixels).
    pub h: i32,
}

/// Where the hand comes from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum From {
    /// From above, pointing down (unless there is no room above).
    Above,
    /// From below, pointing up.
    Below,
}

/// The fingertip's white, pointing down: the sprite's row (`tools/gfx.py`).
const TIP_DOWN: i32 = 14;
/// The fingertip's white, pointing up: the sprite's row.
const TIP_UP: i32 = 1;
/// The finger's left column in the sprite (it is two pixels wide).
const FINGER: i32 = 5;
/// How far outside the cell the brackets' yellow runs.
const OUTSET: i32 = 2;

/// How far the hand bobs (pixels away from the cell) on frame `frames`.
pub fn bob(frames: u32) -> i32 {
    [0, 1, 2, 1][(frames / 8 % 4) as usize]
}

/// The hand's sprite and its top-left pixel for `cell`, bobbed `bob`
/// pixels away from it: the fingertip just above the cell's top row (just
/// below its bottom row from below: a cursor framing the cell stays
/// whole), the finger on the cell's middle columns. From above unless the
/// sprite would reach above `top` (the map's top edge).
pub fn spot(cell: Cell, from: From, top: i32, bob: i32) -> (usize, i32, i32) {
    let x = cell.x + cell.w / 2 - FINGER - 1;
    if from == From::Above && cell.y - 1 - TIP_DOWN >= top {
        (spr::HAND_DOWN, x, cell.y - 1 - TIP_DOWN - bob)
    } else {
        (spr::HAND_UP, x, cell.y + cell.h - TIP_UP + bob)
    }
}

/// Draws the brackets (half the time: they flash) and the hand for
/// `cell`; returns where the hand was drawn (its sprite's top-left, not
/// bobbed), for the tests' logs.
pub fn point_at(
    frame: &mut GraphicsFrame,
    cell: Cell,
    from: From,
    top: i32,
    frames: u32,
) -> (i32, i32) {
    if (frames / 12).is_multiple_of(2) {
        brackets(frame, cell);
    }
    let (hand, x, y) = spot(cell, from, top, bob(frames));
    crate::ui::sprite(frame, hand, x, y);
    let (_, x, y) = spot(cell, from, top, 0);
    (x, y)
}

/// The four corners of the target brackets around `cell`.
pub fn brackets(frame: &mut GraphicsFrame, cell: Cell) {
    // The corner's yellow L turns at the sprite's (1, 1), or (14, 14)
    // flipped.
    let (l, t) = (cell.x - OUTSET - 1, cell.y - OUTSET - 1);
    let (r, b) = (
        cell.x + cell.w - 1 + OUTSET - 14,
        cell.y + cell.h - 1 + OUTSET - 14,
    );
    for (x, y, hflip, vflip) in [
        (l, t, false, false),
        (r, t, true, false),
        (l, b, false, true),
        (r, b, true, true),
    ] {
        Object::new(sprites::PIECES.sprite(spr::TARGET))
            .set_pos((x, y))
            .set_hflip(hflip)
            .set_vflip(vflip)
            .set_priority(Priority::P0)
            .show(frame);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SQUARE: Cell = Cell {
        x: 40,
        y: 40,
        w: 8,
        h: 8,
    };

    #[test_case]
    fn the_finger_ends_just_above_the_cell_centred(_gba: &mut agb::Gba) {
        let (hand, x, y) = spot(SQUARE, From::Above, 0, 0);
        assert_eq!(hand, spr::HAND_DOWN);
        assert_eq!(
            y + TIP_DOWN,
            SQUARE.y - 1,
            "the tip's white above the top row"
        );
        assert_eq!(x + FINGER, SQUARE.x + 3, "the finger on columns 3-4");
        // Bobbing lifts it off the cell, never into the cell below.
        let (_, _, lifted) = spot(SQUARE, From::Above, 0, 2);
        assert_eq!(lifted, y - 2);
    }

    #[test_case]
    fn without_room_above_the_hand_points_up_from_below(_gba: &mut agb::Gba) {
        let (hand, _, y) = spot(SQUARE, From::Above, 30, 0);
        assert_eq!(hand, spr::HAND_UP);
        assert_eq!(
            y + TIP_UP,
            SQUARE.y + SQUARE.h,
            "the tip just below the bottom row"
        );
        let (hand, _, _) = spot(SQUARE, From::Above, 25, 0);
        assert_eq!(hand, spr::HAND_DOWN, "the sprite fits from row 25");
        let (_, _, lower) = spot(SQUARE, From::Below, 0, 2);
        assert_eq!(lower, y + 2, "bobbing moves it down, away");
    }

    #[test_case]
    fn a_wide_block_is_pointed_at_its_middle(_gba: &mut agb::Gba) {
        let block = Cell {
            x: 24,
            y: 18,
            w: 12,
            h: 9,
        };
        let (_, x, _) = spot(block, From::Above, 0, 0);
        assert_eq!(x + FINGER, block.x + 5, "the finger on columns 5-6 of 12");
    }
}
