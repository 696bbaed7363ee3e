//! Crowds of monsters: a wave lands its monsters on touching squares, and
//! each monster's die and hit points stand 16 pixels tall on an 8-pixel
//! square, so a crowd reads as one pile (the playtest: "about 16 monsters
//! arrive in one pile", not countable). Over each crowd of
//! [`MIN`] or more touching monsters, a badge says how many: "x16".
//! Worked out when a monster comes, moves or goes, never in a frame of its
//! own; drawing it is two or three sprites a crowd.

use agb::display::GraphicsFrame;
use tabletop_core::sandford::{Cell, MAX_MONSTERS, heapless};

use super::anim::Piece;
use super::map::{self, CELL, Camera, spr};
use super::marks::digits;

/// The fewest touching monsters that get a badge (two are easily counted).
pub const MIN: u8 = 3;
/// The most crowds that get a badge (the lowest on the map first): two or
/// three sprites each, beside 48 monsters, leave the heroes, shops and
/// temple their sprites.
pub const MAX: usize = 8;

/// A crowd: the square of its top monster (the leftmost of the top row)
/// and how many monsters touch one another in it.
pub type Crowd = (Cell, u8);

/// The crowds among `pieces`, kept lowest first (the board's order: rows
/// from the bottom of the map up, left to right in a row), so that each
/// monster is compared only with those at most a row below it.
pub fn find(pieces: &[Piece]) -> heapless::Vec<Crowd, MAX> {
    let n = pieces.len().min(MAX_MONSTERS);
    let mut parent = [0u8; MAX_MONSTERS];
    for (i, p) in parent.iter_mut().enumerate().take(n) {
        *p = i as u8;
    }
    let root = |parent: &[u8; MAX_MONSTERS], mut i: usize| {
        while usize::from(parent[i]) != i {
            i = usize::from(parent[i]);
        }
        i
    };
    for i in 0..n {
        let c = pieces[i].cell;
        for j in (0..i).rev() {
            let d = pieces[j].cell;
            if d.y > c.y + 1 {
                break;
            }
            if d.touches(c) {
                let (a, b) = (root(&parent, i), root(&parent, j));
                if a != b {
                    parent[a.max(b)] = a.min(b) as u8;
                }
            }
        }
        // Straight to its root: the walks above stay short.
        parent[i] = root(&parent, i) as u8;
    }
    let mut count = [0u8; MAX_MONSTERS];
    let mut top = [Cell::default(); MAX_MONSTERS];
    for (i, p) in pieces.iter().enumerate().take(n) {
        let r = root(&parent, i);
        let c = p.cell;
        let t = &mut top[r];
        if count[r] == 0 || (c.y, c.x) < (t.y, t.x) {
            *t = c;
        }
        count[r] += 1;
    }
    let mut crowds = heapless::Vec::new();
    for r in 0..n {
        if count[r] >= MIN {
            let _ = crowds.push((top[r], count[r]));
        }
    }
    crowds
}

/// Draws each crowd's badge, "x16", just above its top monster's hit
/// points. Drawn before the monsters, so in front of them.
pub fn show(frame: &mut GraphicsFrame, cam: &Camera, crowds: &[Crowd]) {
    for &(top, n) in crowds {
        let (ds, k) = digits(n);
        let (x0, y0) = badge_at(cam, top, k);
        map::sprite(frame, spr::BADGE_X, x0, y0);
        for (i, &d) in ds[..k].iter().enumerate() {
            map::sprite(
                frame,
                spr::BADGE + usize::from(d),
                x0 + CELL * (1 + i as i32),
                y0,
            );
        }
    }
}

/// Where a badge of `k` digits over the crowd topped by `top` is drawn:
/// over its top monster's hit points, but never under the status line over
/// the map (the playtest: "x6" half cut off at the top edge), where it
/// stands on the top monster's die instead.
fn badge_at(cam: &Camera, top: Cell, k: usize) -> (i32, i32) {
    let (x, y) = cam.screen(top);
    let w = CELL * (1 + k as i32);
    (x + CELL / 2 - w / 2, (y - 2 * CELL + 1).max(map::TOP))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop_core::sandford::{MonsterColour, MonsterId};

    fn pieces(cells: &[(i16, i16)]) -> heapless::Vec<Piece, MAX_MONSTERS> {
        let mut v: heapless::Vec<Piece, MAX_MONSTERS> = heapless::Vec::new();
        for (k, &(x, y)) in cells.iter().enumerate() {
            let _ = v.push(Piece {
                id: MonsterId(k as u16),
                cell: Cell::new(x, y),
                colour: MonsterColour::ALL[k % 6],
                hp: 1,
            });
        }
        // Lowest first, as the board keeps them.
        v.sort_unstable_by_key(|p| (core::cmp::Reverse(p.cell.y), p.cell.x));
        v
    }

    /// The playtest's pile: 16 monsters on touching squares get one badge,
    /// "x16", over the top one; a pair and a lone monster get none.
    #[test_case]
    fn a_pile_of_monsters_is_counted_on_one_badge(_gba: &mut agb::Gba) {
        let mut cells: alloc::vec::Vec<(i16, i16)> = alloc::vec::Vec::new();
        for y in 0..4 {
            for x in 0..4 {
                // A ragged pile: every other row shifted by one.
                cells.push((20 + x + (y % 2), 30 + y));
            }
        }
        cells.extend([(40, 10), (41, 11), (5, 50)]);
        let crowds = find(&pieces(&cells));
        assert_eq!(crowds.len(), 1, "{crowds:?}");
        assert_eq!(crowds[0], (Cell::new(20, 30), 16));
        // A diagonal chain is one crowd too; three apart are none.
        let chain = find(&pieces(&[(1, 1), (2, 2), (3, 3), (4, 4)]));
        assert_eq!(chain.as_slice(), &[(Cell::new(1, 1), 4)]);
        assert!(find(&pieces(&[(1, 1), (3, 1), (5, 1)])).is_empty());
    }

    /// A crowd at the top of the view: its badge is drawn whole, below
    /// the status line; lower down, it stays over the hit points.
    #[test_case]
    fn a_badge_at_the_top_edge_is_not_cut_off(_gba: &mut agb::Gba) {
        let top = Cell::new(10, 10);
        let (_, y) = map::Camera::on(top).screen(top);
        let cam = map::Camera {
            x: 0,
            y: 10 * CELL - map::TOP,
        };
        assert_eq!(cam.screen(top).1, map::TOP, "the top monster at the edge");
        assert_eq!(badge_at(&cam, top, 1).1, map::TOP);
        // In the middle of the view, the badge is over the hit points.
        let mid = map::Camera::on(top);
        assert_eq!(badge_at(&mid, top, 2).1, y - 2 * CELL + 1);
    }
}
