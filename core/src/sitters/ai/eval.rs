//! The position evaluation and the setup heuristics shared by Normal and Hard.
//!
//! Values are the goodies' expected final score (survivors plus gold bands),
//! computed in integer 1/1024ths and returned as `I16F16`: the goodies maximise
//! it, the baddies minimise it.

use fixed::types::I16F16;

use super::super::board::{CELLS, KINDS, SAFE_DIST, manhattan};
use super::super::game::{BADDIE, GOODIE, Game};
use super::super::{CellKind, Phase, Pos, Side};

/// Value cut per guarding baddie (see [`evaluate`]).
pub(crate) const GUARD: i32 = 160;

/// One point in evaluation units.
pub(crate) const ONE: i32 = 1024;

/// Converts evaluation units to the public fixed-point type.
pub(crate) fn to_fixed(v: i32) -> I16F16 {
    I16F16::from_bits(v.saturating_mul(64))
}

/// Whose turn comes next after the current phase (for the threat weight).
fn baddie_moves_next(g: &Game) -> bool {
    match g.phase {
        Phase::Roll { side } | Phase::Move { side, .. } => side == Side::Baddie,
        _ => false,
    }
}

/// The goodies' expected final score in 1/1024 points.
pub(crate) fn evaluate(g: &Game) -> i32 {
    let banked = |gold: u8| i32::from(gold.min(32)) * ONE / 8;
    if g.phase == Phase::Over {
        let (score, _) = g.score();
        return i32::from(score) * ONE;
    }
    let mut v = i32::from(g.survivors) * ONE + banked(g.gold);
    let mut goodies = [0u8; 4];
    let mut baddies = [0u8; 6];
    let (mut ng, mut nb) = (0, 0);
    for (i, &c) in g.cells.iter().enumerate() {
        if c == GOODIE {
            if let Some(s) = goodies.get_mut(ng) {
                *s = i as u8;
                ng += 1;
            }
        } else if c == BADDIE
            && let Some(s) = baddies.get_mut(nb)
        {
            *s = i as u8;
            nb += 1;
        }
    }
    // How hard a nearby baddie bites depends on whether it moves next.
    let bite = if baddie_moves_next(g) { 420 } else { 260 };
    // Baddies on the three spaces in front of the safe zone make every goodie
    // fight its way in.
    let guards = [2 * 11 + 9, 3 * 11 + 9, 4 * 11 + 9]
        .iter()
        .filter(|&&i| g.code(i) == BADDIE)
        .count() as i32;
    let guard_cut = guards * GUARD;
    for &gi in goodies.iter().take(ng) {
        let gi = gi as usize;
        let dist = i32::from(SAFE_DIST.get(gi).copied().unwrap_or(12));
        let base = 930 - 26 * dist;
        let mut threat = 0;
        let mut crowd = 0;
        for &bi in baddies.iter().take(nb) {
            let d = i32::from(manhattan(gi, bi as usize));
            if d <= 6 {
                let t = 7 - d;
                crowd += t;
                if t > threat {
                    threat = t;
                }
            }
        }
        let t = (threat * 6 + crowd).min(48);
        v += (base - guard_cut) * (1024 - bite * t / 48) / 1024;
    }
    // A defeated goodie may come back on a six.
    let free_g = (0..CELLS)
        .filter(|&i| KINDS.get(i) == Some(&CellKind::GoodieStart) && g.code(i) == 0)
        .count() as i32;
    if free_g > 0 {
        v += i32::from(g.defeated[0]) * 110;
    }
    // Unlooted chests are gold the goodies might still find.
    v += i32::from(g.chests) * 20 * ng as i32 / 4;
    v
}

/// The value of a loot outcome used by the look-ahead: 3 gold now plus the
/// missing half gold of the 3.5 expectation.
pub(crate) const LOOT_FORCED: u8 = 3;
/// Half a gold in evaluation units.
pub(crate) const HALF_GOLD: i32 = ONE / 16;

/// Preference order of setup spaces for the sensible AI levels (best first).
pub(crate) fn setup_rank(phase: Phase, p: Pos) -> i32 {
    let (r, c) = (i32::from(p.row), i32::from(p.col));
    let mid = (r - 3).abs();
    match phase {
        // Goodies start next to the open middle row.
        Phase::PlaceGoodie => 10 - mid * 3 + if r > 3 { 0 } else { 1 },
        // Goodies' chests along the middle row near the goal, where they are
        // cheap to loot and wall the lane off from baddies.
        Phase::PlaceGoodieChest => 40 - mid * 8 + c * 2,
        // Baddies' chests far from the lane, near the baddies' corners.
        Phase::PlaceBaddieChest => mid * 8 + c,
        _ => 0,
    }
}
