//! "Learn to play": the guide's hand pointing at a cell, the same in every
//! game. Pink brackets stand round the cell's corners, just outside
//! it, breathing in and out, so the cell and whatever stands on it stay in
//! sight; the hand's long finger comes down to just above the cell (or up
//! to just below it), centred on it, bobbing. The playtests read the old
//! short finger on a big fist as pointing beside its square, a hand over
//! the cell hid it, yellow brackets looked like the cursor, and a cursor
//! under the hand's fist was taken for "on the hand": the hand now goes
//! round to the cell's other side rather than cover the cursor, and the
//! words name the pink square, not the hand.
//!
//! Hero and Sandford guide the cursor ([`guide_cursor`]): while it is off
//! the target, a pink arrow beside it shows the way to press (the hand on
//! the target was taken for the cursor), and the hand comes once it is on.

use agb::display::{GraphicsFrame, Priority, object::Object};

use crate::ui::{spr, sprites};

pub mod arrow;
pub use arrow::Dir;

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

impl Cell {
    /// Whether the two share a pixel.
    pub fn overlaps(self, o: Cell) -> bool {
        self.x < o.x + o.w && o.x < self.x + self.w && self.y < o.y + o.h && o.y < self.y + self.h
    }
}

/// Where the hand comes from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum From {
    /// From above, pointing down (unless there is no room above).
    Above,
    /// From below, pointing up.
    Below,
    /// From the left, pointing right.
    Left,
    /// From the right, pointing left.
    Right,
}

/// A hand to draw: its sprite, mirrored or not, and its top-left pixel.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Spot {
    /// The sprite (pointing down, up, or right: mirrored, left).
    pub sprite: usize,
    /// Mirrored left to right.
    pub hflip: bool,
    /// Left edge (pixels).
    pub x: i32,
    /// Top edge (pixels).
    pub y: i32,
}

/// The fingertip's white, pointing down: the sprite's row (`tools/gfx.py`).
const TIP_DOWN: i32 = 14;
/// The fingertip's white, pointing up: the sprite's row.
const TIP_UP: i32 = 1;
/// The finger's left column in the sprite (it is two pixels wide).
const FINGER: i32 = 5;
/// The fingertip's white, pointing right: the sprite's column.
const TIP_RIGHT: i32 = 12;
/// The finger's top row pointing right (it is two pixels high).
const FINGER_ROW: i32 = 6;
/// How far outside the cell the brackets' pink runs (breathing out one
/// more pixel every other beat).
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
/// From the left or right, the fingertip is just outside the cell's side,
/// the finger on its middle rows.
pub fn spot(cell: Cell, from: From, top: i32, bob: i32) -> Spot {
    let x = cell.x + cell.w / 2 - FINGER - 1;
    let y = cell.y + cell.h / 2 - FINGER_ROW - 1;
    let (sprite, hflip, x, y) = match from {
        From::Above if cell.y - 1 - TIP_DOWN >= top => {
            (spr::HAND_DOWN, false, x, cell.y - 1 - TIP_DOWN - bob)
        }
        From::Above | From::Below => (spr::HAND_UP, false, x, cell.y + cell.h - TIP_UP + bob),
        From::Left => (spr::HAND_RIGHT, false, cell.x - 1 - TIP_RIGHT - bob, y),
        From::Right => (
            spr::HAND_RIGHT,
            true,
            cell.x + cell.w - (15 - TIP_RIGHT) + bob,
            y,
        ),
    };
    Spot {
        sprite,
        hflip,
        x,
        y,
    }
}

/// Draws the brackets and the hand for `cell`; returns where the hand was
/// drawn (its sprite's top-left, not bobbed), for the tests' logs. Where
/// the hand from `from` would cover `cursor` (the player's cursor, off the
/// cell), it comes from the cell's other side ([`side`]).
pub fn point_at(
    frame: &mut GraphicsFrame,
    cell: Cell,
    from: From,
    top: i32,
    frames: u32,
    cursor: Option<Cell>,
) -> (i32, i32) {
    brackets(frame, cell, breath(frames), cursor);
    let from = side(cell, from, top, cursor);
    let s = spot(cell, from, top, bob(frames));
    Object::new(sprites::PIECES.sprite(s.sprite))
        .set_pos((s.x, s.y))
        .set_hflip(s.hflip)
        .set_priority(Priority::P0)
        .show(frame);
    let s = spot(cell, from, top, 0);
    (s.x, s.y)
}

/// What [`guide_cursor`] drew: the hand (its sprite's top-left, not
/// bobbed), or the arrow (the way, its drawn square's top-left, not bobbed).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Guide {
    /// The hand on the target: the cursor is there, A is the next press.
    Hand(i32, i32),
    /// The arrow beside the cursor: the + pad this way is the next press.
    Arrow(Dir, i32, i32),
}

/// The player's cursor, for [`guide_cursor`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Cursor {
    /// Its square (the way to the target is measured from it).
    pub cell: Cell,
    /// What the arrow keeps off: the cursor's box and the piece on it.
    pub keep: Cell,
    /// On the target: the hand, not the arrow.
    pub on: bool,
}

/// The guide for a cursor game ("Learn to play"): pink brackets round
/// `cell` always; while the cursor is off it, no hand on the cell but an
/// arrow beside the cursor, pointing and bobbing the way to press
/// ([`arrow::place`], inside `area`); on it, the hand ([`point_at`], the
/// cursor's `keep` box kept whole). `from` is as for [`point_at`], its
/// `top` the area's.
pub fn guide_cursor(
    frame: &mut GraphicsFrame,
    cell: Cell,
    cursor: Cursor,
    area: Cell,
    from: From,
    frames: u32,
) -> Guide {
    let placed = (!cursor.on)
        .then(|| arrow::place(cursor.cell, cursor.keep, cell, area))
        .flatten();
    let Some((dir, x, y)) = placed else {
        let keep = Some(cursor.keep);
        let (x, y) = point_at(frame, cell, from, area.y, frames, keep);
        return Guide::Hand(x, y);
    };
    // The target may be off the map's part of the screen (the camera
    // follows the cursor): then only the arrow shows the way (and a sprite
    // far off would wrap round onto the screen).
    if cell.overlaps(area) {
        brackets(frame, cell, breath(frames), Some(cursor.keep));
    }
    let (sx, sy) = dir.step();
    let b = bob(frames);
    let (s, hflip, vflip, px, py) = arrow::sprite(dir, x + sx * b, y + sy * b);
    Object::new(sprites::PIECES.sprite(s))
        .set_pos((px, py))
        .set_hflip(hflip)
        .set_vflip(vflip)
        .set_priority(Priority::P0)
        .show(frame);
    Guide::Arrow(dir, x, y)
}

/// How far the brackets breathe out on frame `frames` (0 or 1 pixel):
/// always shown, so the target never vanishes while the cursor stays.
pub fn breath(frames: u32) -> i32 {
    i32::from((frames / 16).is_multiple_of(2))
}

/// The side the hand comes from: `from`, unless its sprite (bobbed out
/// as far as it goes) would cover the cursor while the cursor is off the
/// cell; then the opposite side (above and below swap, left and right).
pub fn side(cell: Cell, from: From, top: i32, cursor: Option<Cell>) -> From {
    let Some(c) = cursor.filter(|&c| c != cell) else {
        return from;
    };
    let covers = |from: From| {
        let s = spot(cell, from, top, 2);
        // The glove's own pixels (`tools/gfx.py`), not the whole sprite:
        // columns 2-13 of the up and down hands, rows 4-11 of the side one.
        let (x, y, w, h) = if s.sprite == spr::HAND_RIGHT {
            (s.x + 1, s.y + 4, 13, 8)
        } else {
            (s.x + 2, s.y, 12, 16)
        };
        Cell { x, y, w, h }.overlaps(c)
    };
    let first = match spot(cell, from, top, 0).sprite {
        spr::HAND_DOWN => From::Above,
        spr::HAND_UP => From::Below,
        _ => from,
    };
    if !covers(first) {
        return first;
    }
    let other = match first {
        From::Above => From::Below,
        From::Below => From::Above,
        From::Left => From::Right,
        From::Right => From::Left,
    };
    // Above falls back to below without room: then nothing is gained.
    if covers(other) { first } else { other }
}

/// The four corners of the target brackets around `cell`, `out` more
/// pixels outside it, but for those that would cross `cursor` (the
/// player's cursor on a square next to the cell): the cursor stays whole.
pub fn brackets(frame: &mut GraphicsFrame, cell: Cell, out: i32, cursor: Option<Cell>) {
    for (x, y, hflip, vflip) in corners(cell, out, cursor) {
        Object::new(sprites::PIECES.sprite(spr::TARGET))
            .set_pos((x, y))
            .set_hflip(hflip)
            .set_vflip(vflip)
            .set_priority(Priority::P0)
            .show(frame);
    }
}

/// The brackets' corners to draw: each sprite's top-left and whether it
/// is mirrored across and down; none crossing `cursor` (off the cell).
pub fn corners(
    cell: Cell,
    out: i32,
    cursor: Option<Cell>,
) -> impl Iterator<Item = (i32, i32, bool, bool)> {
    // The corner's pink L turns at the sprite's (1, 1), or (14, 14)
    // flipped; its ink reaches six pixels from the sprite's corner.
    let o = OUTSET + out;
    let (l, t) = (cell.x - o - 1, cell.y - o - 1);
    let (r, b) = (cell.x + cell.w - 1 + o - 14, cell.y + cell.h - 1 + o - 14);
    let cursor = cursor.filter(|&c| c != cell);
    [
        (l, t, false, false),
        (r, t, true, false),
        (l, b, false, true),
        (r, b, true, true),
    ]
    .into_iter()
    .filter(move |&(x, y, hflip, vflip)| {
        let (x, y) = (x + 10 * i32::from(hflip), y + 10 * i32::from(vflip));
        let ink = Cell { x, y, w: 6, h: 6 };
        !cursor.is_some_and(|c| ink.overlaps(c))
    })
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
        let s = spot(SQUARE, From::Above, 0, 0);
        assert_eq!(s.sprite, spr::HAND_DOWN);
        assert_eq!(s.y + TIP_DOWN, SQUARE.y - 1, "the tip above the top row");
        assert_eq!(s.x + FINGER, SQUARE.x + 3, "the finger on columns 3-4");
        // Bobbing lifts it off the cell, never into the cell below.
        assert_eq!(spot(SQUARE, From::Above, 0, 2).y, s.y - 2);
    }

    #[test_case]
    fn without_room_above_the_hand_points_up_from_below(_gba: &mut agb::Gba) {
        let s = spot(SQUARE, From::Above, 30, 0);
        assert_eq!(s.sprite, spr::HAND_UP);
        assert_eq!(s.y + TIP_UP, SQUARE.y + SQUARE.h, "the tip below the cell");
        let fits = spot(SQUARE, From::Above, 25, 0);
        assert_eq!(fits.sprite, spr::HAND_DOWN, "the sprite fits from row 25");
        let lower = spot(SQUARE, From::Below, 0, 2);
        assert_eq!(lower.y, s.y + 2, "bobbing moves it down, away");
    }

    #[test_case]
    fn a_wide_block_is_pointed_at_its_middle(_gba: &mut agb::Gba) {
        let block = Cell {
            x: 24,
            y: 18,
            w: 12,
            h: 9,
        };
        let s = spot(block, From::Above, 0, 0);
        assert_eq!(s.x + FINGER, block.x + 5, "the finger on columns 5-6 of 12");
    }

    #[test_case]
    fn from_the_sides_the_tip_stops_just_outside_on_the_middle_rows(_gba: &mut agb::Gba) {
        let left = spot(SQUARE, From::Left, 0, 0);
        assert_eq!((left.sprite, left.hflip), (spr::HAND_RIGHT, false));
        assert_eq!(left.x + TIP_RIGHT, SQUARE.x - 1, "the tip left of the cell");
        assert_eq!(left.y + FINGER_ROW, SQUARE.y + 3, "the finger on rows 3-4");
        let right = spot(SQUARE, From::Right, 0, 0);
        assert_eq!((right.sprite, right.hflip), (spr::HAND_RIGHT, true));
        // Mirrored, the tip's column is 15 - TIP_RIGHT.
        assert_eq!(
            right.x + 15 - TIP_RIGHT,
            SQUARE.x + SQUARE.w,
            "the tip right of it"
        );
        assert_eq!(
            spot(SQUARE, From::Right, 0, 2).x,
            right.x + 2,
            "bobbing away"
        );
        assert_eq!(spot(SQUARE, From::Left, 0, 2).x, left.x - 2, "bobbing away");
    }

    #[test_case]
    fn the_hand_goes_round_rather_than_cover_the_cursor(_gba: &mut agb::Gba) {
        let on = |dx: i32, dy: i32| {
            Some(Cell {
                x: SQUARE.x + dx * 8,
                y: SQUARE.y + dy * 8,
                ..SQUARE
            })
        };
        // The cursor under the fist (one and two cells above the target):
        // the hand points up from below, and its sprite misses the cursor.
        for dy in [-1, -2] {
            assert_eq!(side(SQUARE, From::Above, 0, on(0, dy)), From::Below);
        }
        let s = spot(SQUARE, From::Below, 0, 2);
        assert!(
            s.y >= SQUARE.y + SQUARE.h,
            "below the target, off the cursor"
        );
        // On the target, far off, or a square aside (beside the glove, not
        // under it), the hand stays where it was asked.
        for c in [on(0, 0), on(0, -4), on(3, 0), on(-1, -2), None] {
            assert_eq!(side(SQUARE, From::Above, 0, c), From::Above);
        }
        // From the side, the same: left under the hand, it comes from the right.
        assert_eq!(side(SQUARE, From::Left, 0, on(-1, 0)), From::Right);
        // From below, a cursor under the hand sends it above only where it
        // fits, never off the map's top (row 30 leaves no room, row 20 does).
        assert_eq!(side(SQUARE, From::Below, 30, on(0, 1)), From::Below);
        assert_eq!(side(SQUARE, From::Above, 30, on(0, 1)), From::Below);
        assert_eq!(side(SQUARE, From::Below, 20, on(0, 1)), From::Above);
    }

    #[test_case]
    fn a_cursor_beside_the_target_loses_only_the_corners_on_it(_gba: &mut agb::Gba) {
        let above = Cell {
            y: SQUARE.y - 8,
            ..SQUARE
        };
        for out in [0, 1] {
            assert_eq!(corners(SQUARE, out, None).count(), 4);
            assert_eq!(corners(SQUARE, out, Some(SQUARE)).count(), 4, "on it");
            let kept: alloc::vec::Vec<_> = corners(SQUARE, out, Some(above)).collect();
            assert_eq!(kept.len(), 2, "the top two corners cross the cursor");
            assert!(kept.iter().all(|k| k.3), "the bottom two stay");
            let far = Cell {
                y: SQUARE.y - 24,
                ..SQUARE
            };
            assert_eq!(corners(SQUARE, out, Some(far)).count(), 4);
        }
    }

    #[test_case]
    fn the_brackets_breathe_but_never_vanish(_gba: &mut agb::Gba) {
        let outs: [i32; 4] = core::array::from_fn(|k| breath(k as u32 * 16));
        assert_eq!(outs, [1, 0, 1, 0], "one pixel out, then in, every beat");
    }
}
