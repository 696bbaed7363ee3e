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
//!
//! For speed (a cover check is the AI's hottest path on the cartridge) the
//! walk keeps its cell index and cell bounds as running sums (a step moves a
//! quarter cell at most, so it crosses one boundary at most each way), follows
//! the two sample heights above one place in one walk, and [`cover`] stops as
//! soon as the lines left cannot change the answer. [`visible`] still counts
//! every line; both give what the rule above says
//! (`cover_fast_walk_matches_the_plain_rule`).

use super::field::Field;
use super::{Cell, Cover, W};

/// Sight lines checked for one cover test.
pub const SIGHT_LINES: u8 = 10;
/// A mini's height in quarter levels.
pub const MINI_TALL: i32 = 8;
const EYE: i32 = 7;
const SPOTS: [(i32, i32); 5] = [(2, 2), (1, 1), (3, 1), (1, 3), (3, 3)];
const LEVELS: [i32; 2] = [2, 6];

#[cfg(test)]
extern crate std;

#[cfg(test)]
std::thread_local! {
    /// Cover checks made on this thread (the AI's tests bound its pieces).
    pub(crate) static CHECKS: core::cell::Cell<u32> = const { core::cell::Cell::new(0) };
}

/// The cover a mini at `to` has from an attacker at `from` (stops counting
/// once the remaining lines cannot change the class).
pub fn cover(field: &Field, from: Cell, to: Cell) -> Cover {
    Cover::of_visible(count(field, from, to, true))
}

/// A quick guess at the cover a mini at `to` has from `from`, for the
/// computer's planning only (never for an attack): the two sight lines to
/// the centre of `to`'s cell, one walk. Both seen is taken as in the open,
/// the upper alone as covered (a low wall in the way), neither as hidden.
pub fn glance(field: &Field, from: Cell, to: Cell) -> Cover {
    if from == to {
        return Cover::Clear;
    }
    let a = (
        i32::from(from.x) * 4 + 2,
        i32::from(from.y) * 4 + 2,
        i32::from(field.height(from)) * 4 + EYE,
    );
    let b = (i32::from(to.x) * 4 + 2, i32::from(to.y) * 4 + 2);
    let tf = i32::from(field.height(to)) * 4;
    match pair(field, from, to, a, b, (tf + LEVELS[0], tf + LEVELS[1])) {
        (true, true) => Cover::Clear,
        (false, false) => Cover::Hidden,
        _ => Cover::Covered,
    }
}

/// How many of the [`SIGHT_LINES`] from `from`'s eye reach `to`.
pub fn visible(field: &Field, from: Cell, to: Cell) -> u8 {
    count(field, from, to, false)
}

/// The visible lines; with `early`, stops (with a count of the same class)
/// once the class is settled.
fn count(field: &Field, from: Cell, to: Cell, early: bool) -> u8 {
    #[cfg(test)]
    CHECKS.with(|n| n.set(n.get() + 1));
    if from == to {
        return SIGHT_LINES;
    }
    let ax = i32::from(from.x) * 4 + 2;
    let ay = i32::from(from.y) * 4 + 2;
    let ah = i32::from(field.height(from)) * 4 + EYE;
    let tf = i32::from(field.height(to)) * 4;
    let mut seen = 0;
    let mut left = SIGHT_LINES;
    for &(sx, sy) in &SPOTS {
        let bx = i32::from(to.x) * 4 + sx;
        let by = i32::from(to.y) * 4 + sy;
        let (lo, hi) = pair(
            field,
            from,
            to,
            (ax, ay, ah),
            (bx, by),
            (tf + LEVELS[0], tf + LEVELS[1]),
        );
        seen += u8::from(lo) + u8::from(hi);
        left -= 2;
        if early && Cover::of_visible(seen) == Cover::of_visible(seen + left) {
            break;
        }
    }
    seen
}

/// Whether the lines from `a` to the place `b` at the two heights `bh` (all
/// in quarter units) pass over no obstacle taller than themselves, the two
/// end cells apart: one walk for both heights. (On the cartridge it runs
/// from IWRAM as ARM code: it is the AI's hottest loop.)
#[cfg_attr(
    all(target_arch = "arm", target_os = "none"),
    unsafe(link_section = ".iwram.hero_sight"),
    instruction_set(arm::a32)
)]
#[inline(never)]
fn pair(
    field: &Field,
    from: Cell,
    to: Cell,
    a: (i32, i32, i32),
    b: (i32, i32),
    bh: (i32, i32),
) -> (bool, bool) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let k_max = dx.abs().max(dy.abs());
    if k_max == 0 {
        return (true, true);
    }
    let (dl, dh) = (bh.0 - a.2, bh.1 - a.2);
    // Position numerators, scaled by k_max: cell = floor(n / (4 k_max)).
    // `lo_*` is the current cell's lower bound, `lo_* + span` its upper.
    let span = 4 * k_max;
    let (mut nx, mut ny) = (a.0 * k_max, a.1 * k_max);
    let (mut nl, mut nh) = (a.2 * k_max, a.2 * k_max);
    let mut lo_x = i32::from(from.x) * span;
    let mut lo_y = i32::from(from.y) * span;
    let cells = field.bytes();
    let mut idx = from.index();
    let (skip_a, skip_b) = (from.index(), to.index());
    // An obstacle of height h blocks a line below 4 h k_max.
    let tops = [0, 4 * k_max, 8 * k_max, 12 * k_max];
    let (mut low, mut high) = (true, true);
    // A plain counting loop (an iterator left out of line would be called
    // in ROM from here).
    let mut k = 1;
    while k < k_max {
        k += 1;
        nx += dx;
        ny += dy;
        nl += dl;
        nh += dh;
        if nx >= lo_x + span {
            lo_x += span;
            idx += 1;
        } else if nx < lo_x {
            lo_x -= span;
            idx -= 1;
        }
        if ny >= lo_y + span {
            lo_y += span;
            idx += W;
        } else if ny < lo_y {
            lo_y -= span;
            idx -= W;
        }
        let h = cells[idx] & 3;
        if h != 0 && idx != skip_a && idx != skip_b {
            let top = tops[usize::from(h)];
            low &= nl >= top;
            high &= nh >= top;
            if !low && !high {
                break;
            }
        }
    }
    (low, high)
}
