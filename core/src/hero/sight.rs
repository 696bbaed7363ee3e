//! Line of sight and cover, in exact integers.
//!
//! The sampling rule (`docs/rules-hero.md`, "Cover"):
//!
//! * Places are measured in quarter cells: cell `(x, y)` spans `4x..4x+4`.
//!   Heights are in quarter levels: an obstacle of height `h` is `4h` tall; a
//!   mini is two levels ([`MINI_TALL`] = 8 quarters) tall and stands on its
//!   cell's obstacle.
//! * The attacker's eye is at its cell's centre, 7 quarters above its feet.
//! * The target is sampled at [`SIGHT_LINES`] = 10 points: five places in its
//!   cell (the centre and the four points a quarter cell in from each corner)
//!   at two heights (2 and 6 quarters above its feet).
//! * A sight line is followed one quarter cell at a time along its longer
//!   axis. It is blocked when, at some step, it is over a cell that is neither
//!   the attacker's nor the target's and is strictly lower than that cell's
//!   obstacle top. Minis never block sight.
//! * Visible lines: 10 is in the open, 5–9 **Covered** (at least half seen),
//!   3–4 **Concealed** (at least 30 %), 0–2 **Hidden**.
//!
//! Every comparison is scaled by the step count so no division is needed.

use super::field::Field;
use super::{Cell, Cover};

/// Sight lines checked for one cover test.
pub const SIGHT_LINES: u8 = 10;
/// A mini's height in quarter levels.
pub const MINI_TALL: i32 = 8;
const EYE: i32 = 7;
const SPOTS: [(i32, i32); 5] = [(2, 2), (1, 1), (3, 1), (1, 3), (3, 3)];
const LEVELS: [i32; 2] = [2, 6];

/// The cover a mini at `to` has from an attacker at `from`.
pub fn cover(field: &Field, from: Cell, to: Cell) -> Cover {
    Cover::of_visible(visible(field, from, to))
}

/// How many of the [`SIGHT_LINES`] from `from`'s eye reach `to`.
pub fn visible(field: &Field, from: Cell, to: Cell) -> u8 {
    if from == to {
        return SIGHT_LINES;
    }
    let ax = i32::from(from.x) * 4 + 2;
    let ay = i32::from(from.y) * 4 + 2;
    let ah = i32::from(field.height(from)) * 4 + EYE;
    let tf = i32::from(field.height(to)) * 4;
    let mut n = 0;
    for &(sx, sy) in &SPOTS {
        let bx = i32::from(to.x) * 4 + sx;
        let by = i32::from(to.y) * 4 + sy;
        for &lv in &LEVELS {
            if clear(field, from, to, (ax, ay, ah), (bx, by, tf + lv)) {
                n += 1;
            }
        }
    }
    n
}

/// Whether the line from `a` to `b` (quarter units) passes over no obstacle
/// taller than itself, the two end cells apart.
fn clear(field: &Field, from: Cell, to: Cell, a: (i32, i32, i32), b: (i32, i32, i32)) -> bool {
    let (dx, dy, dh) = (b.0 - a.0, b.1 - a.1, b.2 - a.2);
    let k_max = dx.abs().max(dy.abs());
    if k_max == 0 {
        return true;
    }
    // Position numerators, scaled by k_max: cell = floor(n / (4 k_max)).
    let span = 4 * k_max;
    let (mut nx, mut ny, mut nh) = (a.0 * k_max, a.1 * k_max, a.2 * k_max);
    let (mut cx, mut cy) = (i32::from(from.x), i32::from(from.y));
    for _ in 1..k_max {
        nx += dx;
        ny += dy;
        nh += dh;
        while nx >= (cx + 1) * span {
            cx += 1;
        }
        while nx < cx * span {
            cx -= 1;
        }
        while ny >= (cy + 1) * span {
            cy += 1;
        }
        while ny < cy * span {
            cy -= 1;
        }
        let c = Cell::new(cx as u8, cy as u8);
        if c != from && c != to {
            let top = i32::from(field.height(c)) * 4;
            if nh < top * k_max {
                return false;
            }
        }
    }
    true
}
