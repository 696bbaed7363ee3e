//! Marks drawn over the map: the temple's spinner needle and d20, the "+n"
//! of a shop holding more dice than it shows, and the outline of a skill's
//! range. The arithmetic is here, apart from the drawing, so it is tested.

use alloc::vec::Vec;

use agb::display::GraphicsFrame;
use tabletop_core::sandford::{Angle, Cell, Game, INCH, MAP_SIZE};

use super::anim::{Board, Showing};
use super::map::{self, CELL, Camera, spr};

/// Frames the needle spins before it settles.
pub const SPIN_FRAMES: u32 = 45;
/// Whole turns the needle makes in a spin.
const SPIN_TURNS: u32 = 2;
/// Pixels from the temple's centre to the middle of the needle's head.
const NEEDLE_RADIUS: i32 = 13;

/// The needle sprite nearest to `a` (16 directions, 0 pointing east).
pub fn needle_sprite(a: Angle) -> usize {
    spr::NEEDLE + usize::from(a.0.wrapping_add(8) / 16)
}

/// Where the needle's head sits, in pixels from the temple's centre: `r`
/// pixels along `a` (rounded), from the core's sine table.
pub fn needle_offset(a: Angle, r: i32) -> (i32, i32) {
    let along = |bits: i32| (r * bits + (1 << 15)) >> 16;
    (along(a.cos().to_bits()), along(a.sin().to_bits()))
}

/// The direction the needle shows `t` frames into a spin that settles on
/// `to`: a couple of turns, slowing down, then `to` itself.
pub fn spin_angle(to: Angle, t: u32) -> Angle {
    let left = SPIN_FRAMES.saturating_sub(t);
    let behind = 256 * SPIN_TURNS * left * left / (SPIN_FRAMES * SPIN_FRAMES);
    Angle(to.0.wrapping_sub(behind as u8))
}

/// The digits of `n` (at most 99), most significant first.
pub fn digits(n: u8) -> ([u8; 2], usize) {
    let n = n.min(99);
    if n >= 10 {
        ([n / 10, n % 10], 2)
    } else {
        ([n, 0], 1)
    }
}

/// The temple's spinner needle (turning while `showing` spins it) and its
/// d20 showing the temple's hit points, as far as the board has got. Drawn
/// behind the pieces.
pub fn temple(
    frame: &mut GraphicsFrame,
    cam: &Camera,
    game: &Game,
    board: &Board,
    showing: Option<&Showing>,
) {
    let a = showing.map_or(board.spin, |s| s.needle(board.spin));
    let hp = board.temple_hp;
    let (x, y) = cam.screen(game.temple().centre());
    let (cx, cy) = (x + CELL / 2, y + CELL / 2);
    let (dx, dy) = needle_offset(a, NEEDLE_RADIUS);
    map::sprite(frame, needle_sprite(a), cx + dx - 4, cy + dy - 4);
    // The number sits on the d20's front face, a little below its middle.
    let (ds, n) = digits(hp);
    let mut dx = cx - (4 * n as i32 - 1) / 2;
    for &d in &ds[..n] {
        map::sprite(frame, spr::DIGIT + usize::from(d), dx, cy - 1);
        dx += 4;
    }
    for k in 0..4 {
        let (ox, oy) = (8 * (k as i32 % 2), 8 * (k as i32 / 2));
        map::sprite(frame, spr::D20 + k, cx - 8 + ox, cy - 8 + oy);
    }
}

/// Stock dice a shop shows on its roof.
const SHOWN: usize = 3;

/// The stock dice on the standing shops' roofs, and a "+n" below the last
/// one when a shop holds `n` more (the shops' numbers are in the map).
pub fn shops(frame: &mut GraphicsFrame, cam: &Camera, game: &Game) {
    for b in game.buildings().iter().filter(|b| !b.razed) {
        let (x, y) = cam.screen(b.block.origin);
        for (i, d) in b.stock.iter().take(SHOWN).enumerate() {
            let s = map::stock_sprite(d.colour, d.face);
            map::sprite(frame, s, x + i as i32 * CELL, y);
        }
        if let Some(n) = more_sprite(b.stock.len()) {
            map::sprite(frame, n, x + 2 * CELL, y + CELL);
        }
    }
}

/// The "+n" sprite for a shop holding `held` dice, if it holds more than it
/// shows ("+9" stands for nine or more).
pub fn more_sprite(held: usize) -> Option<usize> {
    let n = held.checked_sub(SHOWN).filter(|&n| n > 0)?;
    Some(spr::MORE + n.min(9) - 1)
}

/// The boundary cells of the cells within `range` inches of `centre`
/// (touching cells when `touch`), each with its sides facing out (1 west,
/// 2 east, 4 north, 8 south); cells off the map are left out.
pub fn outline(centre: Cell, range: i16, touch: bool) -> Vec<(Cell, u8)> {
    // The square scanned, in cells.
    let r = if touch { 1 } else { range.max(0) * INCH };
    let inside = |c: Cell| {
        if touch {
            c.chebyshev(centre) <= 1
        } else {
            c.within(centre, range)
        }
    };
    let mut out = Vec::new();
    for y in centre.y - r..=centre.y + r {
        for x in centre.x - r..=centre.x + r {
            let c = Cell::new(x, y);
            if !inside(c) || !(0..MAP_SIZE).contains(&x) || !(0..MAP_SIZE).contains(&y) {
                continue;
            }
            let mut mask = 0;
            for (bit, (dx, dy)) in [(1, (-1, 0)), (2, (1, 0)), (4, (0, -1)), (8, (0, 1))] {
                if !inside(Cell::new(x + dx, y + dy)) {
                    mask |= bit;
                }
            }
            if mask != 0 {
                out.push((c, mask));
            }
        }
    }
    out
}

/// Draws an outline made by [`outline`] (only the cells on screen).
pub fn show_outline(frame: &mut GraphicsFrame, cam: &Camera, cells: &[(Cell, u8)]) {
    for &(c, mask) in cells {
        let (x, y) = cam.screen(c);
        map::sprite(frame, spr::EDGE + usize::from(mask), x, y);
    }
}

/// The middle of the map's view on the screen, from which an edge arrow
/// points toward a monster out of sight.
const VIEW_MIDDLE: (i32, i32) = (120, (map::TOP + map::BOTTOM) / 2);
/// How far from the middle an edge arrow sits at most (its sprite, 8
/// pixels, stays inside the view with a pixel to spare).
const ARROW_REACH: (i32, i32) = (120 - 5, (map::BOTTOM - map::TOP) / 2 - 5);

/// The sixteen needle directions as steps of 256 (0 east, clockwise;
/// `needle_offset(Angle(16 * k), 256)`, checked by a test).
const UNIT: [(i32, i32); 16] = [
    (256, 0),
    (237, 98),
    (181, 181),
    (98, 237),
    (0, 256),
    (-98, 237),
    (-181, 181),
    (-237, 98),
    (-256, 0),
    (-237, -98),
    (-181, -181),
    (-98, -237),
    (0, -256),
    (98, -237),
    (181, -181),
    (237, -98),
];

/// The edge arrow for a monster whose cell's top-left is at `(x, y)` on
/// the screen: `None` while it is in sight; else the needle sprite of the
/// nearest of sixteen directions toward it and where the arrow's top-left
/// goes, on the view's edge, on the line from the middle toward it.
pub fn edge_arrow(x: i32, y: i32) -> Option<(usize, i32, i32)> {
    let inside = x >= 0 && x + CELL <= 240 && y >= map::TOP && y + CELL <= map::BOTTOM;
    if inside {
        return None;
    }
    let (dx, dy) = (x + CELL / 2 - VIEW_MIDDLE.0, y + CELL / 2 - VIEW_MIDDLE.1);
    // The nearest direction: the largest dot product with a unit step
    // (a table: the sine table in a frame's loop over 48 monsters put the
    // frame over budget).
    let mut k = 0;
    let mut best = i32::MIN;
    for (i, (ux, uy)) in UNIT.iter().enumerate() {
        let dot = dx * ux + dy * uy;
        if dot > best {
            (best, k) = (dot, i);
        }
    }
    // Along the line to the edge: the axis that gets there first.
    let scale = |reach: i32, d: i32| {
        if d == 0 {
            i32::MAX
        } else {
            reach * 1024 / d.abs()
        }
    };
    let t = scale(ARROW_REACH.0, dx).min(scale(ARROW_REACH.1, dy));
    let (ax, ay) = (VIEW_MIDDLE.0 + dx * t / 1024, VIEW_MIDDLE.1 + dy * t / 1024);
    Some((spr::NEEDLE + k, ax - 4, ay - 4))
}

/// An arrow at the view's edge toward the monsters out of sight (the
/// playtest: monsters off screen, nothing pointing at them): one for each
/// of the sixteen directions that has some, so that a crowd costs no more
/// than sixteen sprites.
pub fn edge_arrows(frame: &mut GraphicsFrame, cam: &Camera, board: &Board) {
    let mut shown = [false; 16];
    let mut left = 16;
    for m in board.monsters.iter() {
        if left == 0 {
            break;
        }
        let (x, y) = cam.screen(m.cell);
        if let Some((sprite, ax, ay)) = edge_arrow(x, y)
            && let Some(seen) = shown.get_mut(sprite - spr::NEEDLE)
            && !*seen
        {
            *seen = true;
            left -= 1;
            map::sprite(frame, sprite, ax, ay);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A monster out of sight has an arrow on the view's edge pointing
    /// toward it; one in sight has none.
    #[test_case]
    fn an_arrow_at_the_edge_points_at_a_monster_out_of_sight(_gba: &mut agb::Gba) {
        assert_eq!(edge_arrow(100, 60), None);
        // Far right, level with the middle: east, on the right edge.
        let (s, x, y) = edge_arrow(400, VIEW_MIDDLE.1 - 4).expect("an arrow");
        assert_eq!(s, spr::NEEDLE);
        assert!((232 - 4..240 - 8 + 1).contains(&x), "x {x}");
        assert!(
            (VIEW_MIDDLE.1 - 6..=VIEW_MIDDLE.1 - 2).contains(&y),
            "y {y}"
        );
        // Straight up: north (direction 12), on the top edge.
        let (s, x, y) = edge_arrow(116, -300).expect("an arrow");
        assert_eq!(s, spr::NEEDLE + 12);
        assert!((114..=118).contains(&x), "x {x}");
        assert!(y >= map::TOP && y <= map::TOP + 4, "y {y}");
        // Down and left: south-west (direction 6), inside the view.
        let (s, x, y) = edge_arrow(-500, 500).expect("an arrow");
        assert_eq!(s, spr::NEEDLE + 6);
        assert!(x >= 0 && y + 8 <= map::BOTTOM, "{x},{y}");
        // The table is the needle's directions.
        for (k, &(ux, uy)) in UNIT.iter().enumerate() {
            let (nx, ny) = needle_offset(Angle(16 * k as u8), 256);
            assert!(
                (ux - nx).abs() <= 1 && (uy - ny).abs() <= 1,
                "{k}: {nx},{ny}"
            );
        }
        // Every arrow stays in the view.
        for (mx, my) in [(-9, 0), (300, 300), (239, 140), (-100, 20), (50, 11)] {
            if let Some((_, x, y)) = edge_arrow(mx, my) {
                assert!(x >= 0 && x + 8 <= 240, "{mx},{my}: x {x}");
                assert!(y >= map::TOP && y + 8 <= map::BOTTOM, "{mx},{my}: y {y}");
            }
        }
    }

    #[test_case]
    fn the_needle_picks_the_nearest_of_sixteen_directions(_gba: &mut agb::Gba) {
        assert_eq!(needle_sprite(Angle(0)), spr::NEEDLE);
        assert_eq!(needle_sprite(Angle(7)), spr::NEEDLE);
        assert_eq!(needle_sprite(Angle(8)), spr::NEEDLE + 1);
        assert_eq!(needle_sprite(Angle(64)), spr::NEEDLE + 4); // south
        assert_eq!(needle_sprite(Angle(128)), spr::NEEDLE + 8); // west
        assert_eq!(needle_sprite(Angle(200)), spr::NEEDLE + 13);
        assert_eq!(needle_sprite(Angle(250)), spr::NEEDLE); // east again
        for a in 0..=255u8 {
            assert!((spr::NEEDLE..spr::D20).contains(&needle_sprite(Angle(a))));
        }
    }

    #[test_case]
    fn the_needle_head_sits_on_its_circle(_gba: &mut agb::Gba) {
        assert_eq!(needle_offset(Angle(0), 13), (13, 0));
        assert_eq!(needle_offset(Angle(64), 13), (0, 13));
        assert_eq!(needle_offset(Angle(128), 13), (-13, 0));
        assert_eq!(needle_offset(Angle(192), 13), (0, -13));
        assert_eq!(needle_offset(Angle(32), 13), (9, 9));
        for a in 0..=255u8 {
            let (x, y) = needle_offset(Angle(a), 13);
            let d2 = x * x + y * y;
            assert!((144..=196).contains(&d2), "angle {a}: {x},{y}");
        }
    }

    #[test_case]
    fn the_spin_slows_down_and_settles_on_the_roll(_gba: &mut agb::Gba) {
        let to = Angle(77);
        assert_eq!(spin_angle(to, SPIN_FRAMES), to);
        assert_eq!(spin_angle(to, SPIN_FRAMES + 30), to);
        // Two whole turns behind at the start.
        assert_eq!(spin_angle(to, 0), to);
        let step = |t: u32| spin_angle(to, t + 1).0.wrapping_sub(spin_angle(to, t).0);
        assert!(step(0) > step(SPIN_FRAMES / 2));
        assert!(step(SPIN_FRAMES / 2) > step(SPIN_FRAMES - 2));
        let mut moved = 0u32;
        for t in 0..SPIN_FRAMES {
            let s = u32::from(step(t));
            assert!(s < 128, "a step of {s} at {t} would look backwards");
            moved += s;
        }
        assert_eq!(moved, 256 * SPIN_TURNS);
    }

    #[test_case]
    fn numbers_split_into_digits(_gba: &mut agb::Gba) {
        assert_eq!(digits(20), ([2, 0], 2));
        assert_eq!(digits(17), ([1, 7], 2));
        assert_eq!(digits(9), ([9, 0], 1));
        assert_eq!(digits(0), ([0, 0], 1));
        assert_eq!(digits(250), ([9, 9], 2));
    }

    #[test_case]
    fn a_shop_with_more_dice_than_it_shows_says_how_many(_gba: &mut agb::Gba) {
        assert_eq!(more_sprite(0), None);
        assert_eq!(more_sprite(3), None);
        assert_eq!(more_sprite(4), Some(spr::MORE));
        assert_eq!(more_sprite(7), Some(spr::MORE + 3));
        assert_eq!(more_sprite(16), Some(spr::MORE + 8));
        assert!(more_sprite(16).unwrap() < spr::EDGE);
    }

    #[test_case]
    fn a_range_outline_rings_the_disc(_gba: &mut agb::Gba) {
        let c = Cell::new(30, 30);
        let ring = outline(c, 4, false);
        // Every outline cell is in range, with a side facing a cell that is not.
        for &(cell, mask) in &ring {
            assert!(cell.within(c, 4));
            assert!(mask != 0 && mask < 16);
            if mask & 2 != 0 {
                assert!(!Cell::new(cell.x + 1, cell.y).within(c, 4));
            }
        }
        // The four extreme cells, and nothing deep inside.
        for far in [(34, 30), (26, 30), (30, 34), (30, 26)] {
            assert!(ring.iter().any(|r| r.0 == Cell::new(far.0, far.1)));
        }
        assert!(!ring.iter().any(|r| r.0.dist2(c) <= 4));
        let east = ring.iter().find(|r| r.0 == Cell::new(34, 30)).unwrap();
        assert_eq!(east.1, 2 | 4 | 8);
        // Touching: the square of eight around the hero.
        let touch = outline(c, 1, true);
        assert_eq!(touch.len(), 8);
        assert!(touch.iter().all(|r| r.0.touches(c)));
        assert_eq!(
            touch.iter().find(|r| r.0 == Cell::new(29, 29)).unwrap().1,
            1 | 4
        );
        // Cut at the map's edge.
        assert!(
            outline(Cell::new(1, 1), 8, false)
                .iter()
                .all(|r| r.0.on_map())
        );
        assert!(outline(c, 0, false).len() == 1);
    }
}
