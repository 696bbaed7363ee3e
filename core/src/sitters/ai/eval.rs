//! The position evaluation and the setup heuristics shared by Normal and Hard.
//!
//! Values are the goodies' expected final score (survivors plus gold bands),
//! computed in integer 1/1024ths and returned as `I16F16`: the goodies maximise
//! it, the baddies minimise it.

use fixed::types::I16F16;

use super::super::bits::Bits;
use super::super::board::{CELLS, KINDS, Mask, SAFE_DIST};
use super::super::game::{BADDIE, CHEST, GOODIE, Game, MAX_ROUNDS, score_for};
use super::super::{CellKind, Phase, Pos, Side};

/// Value cut per guarding baddie (see [`evaluate`]).
pub(crate) const GUARD: u8 = 160;
/// The cut per guarding baddie in the Hard baddies' own evaluation: guarding
/// the safe zone matters less than the standard evaluation says, and chasing
/// goodies more (measured with the simulator: Hard baddies let Normal goodies
/// score about 0.1 points less with it; docs/rules-sitters.md).
pub(crate) const HARD_BADDIE_GUARD: u8 = 64;

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
    Lite::of(g).value()
}

/// The spaces in front of the safe zone (see [`Lite::value`]).
const GUARD_CELLS: [usize; 3] = [2 * 11 + 9, 3 * 11 + 9, 4 * 11 + 9];
/// [`GUARD_CELLS`] as a set.
const GUARDS: Mask = Mask::of_cells(&GUARD_CELLS);

/// How much a baddie on cell `b` threatens a goodie on cell `g`:
/// `THREAT[g][b]` = 7 − distance within 6 steps, else 0.
static THREAT: [[u8; CELLS]; CELLS] = {
    let mut d = [[0u8; CELLS]; CELLS];
    let mut a = 0;
    while a < CELLS {
        let mut b = 0;
        while b < CELLS {
            let (ar, ac) = ((a / 11) as i32, (a % 11) as i32);
            let (br, bc) = ((b / 11) as i32, (b % 11) as i32);
            let dist = (ar - br).abs() + (ac - bc).abs();
            d[a][b] = if dist <= 6 { (7 - dist) as u8 } else { 0 };
            b += 1;
        }
        a += 1;
    }
    d
};

/// The threat of a baddie on `b` to a goodie on `g` (see [`THREAT`]).
#[inline]
pub(crate) fn threat(g: usize, b: usize) -> i32 {
    i32::from(THREAT[g.min(CELLS - 1)][b.min(CELLS - 1)])
}

/// `1024 - bite * t / 48` for both bites (260, 420) and `t` in 0..=48.
static SCALE: [[i16; 49]; 2] = {
    let mut s = [[0i16; 49]; 2];
    let bites = [260, 420];
    let mut k = 0;
    while k < 2 {
        let mut t = 0;
        while t < 49 {
            s[k][t] = (1024 - bites[k] * t as i32 / 48) as i16;
            t += 1;
        }
        k += 1;
    }
    s
};

/// One goodie's survival estimate: its distance term cut by the guards, scaled
/// down by the threat (`threat` the biggest single threat, `crowd` the sum).
#[inline]
pub(crate) fn goodie_term(
    cell: usize,
    guard_cut: i32,
    baddie_next: bool,
    threat: i32,
    crowd: i32,
) -> i32 {
    let base = 930 - 26 * i32::from(SAFE_DIST[cell.min(CELLS - 1)]);
    let t = (threat * 6 + crowd).min(48) as usize;
    // Both factors are positive (base ≥ 618, guard_cut ≤ 480), so the shift
    // is the division by 1024.
    ((base - guard_cut) * i32::from(SCALE[usize::from(baddie_next)][t])) >> 10
}

/// What follows a move: whether the game ends on the round limit, and whether
/// the baddies roll next (the turn order only; a side running out of goodies is
/// checked separately).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Next {
    pub(crate) rounds_over: bool,
    pub(crate) baddie_next: bool,
}

impl Next {
    /// What comes after the current turn of `g` ends ([`Game::end_turn`]).
    pub(crate) fn after(g: &Game) -> Next {
        let mut turn = g.turn + 1;
        let mut round = g.round;
        if turn >= 3 {
            turn = 0;
            round += 1;
        }
        Next {
            rounds_over: round > MAX_ROUNDS,
            baddie_next: turn >= 2,
        }
    }
}

/// Everything [`evaluate`] looks at, small enough to copy for every move the
/// look-ahead tries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(crate) struct Lite {
    pub(crate) goodies: [u8; 4],
    pub(crate) baddies: [u8; 6],
    pub(crate) ng: u8,
    pub(crate) nb: u8,
    pub(crate) survivors: u8,
    pub(crate) gold: u8,
    pub(crate) defeated_g: u8,
    pub(crate) on_board_g: u8,
    pub(crate) chests: u8,
    /// Start spaces of the goodies with nothing on them.
    pub(crate) free_g: u8,
    /// Baddies on [`GUARD_CELLS`].
    pub(crate) guards: u8,
    /// The value cut per guard ([`GUARD`], or [`HARD_BADDIE_GUARD`]).
    pub(crate) guard: u8,
    pub(crate) over: bool,
    pub(crate) baddie_next: bool,
}

/// Writes the cells of `m` (lowest first) into `out` until it is full;
/// returns how many it wrote.
fn cells_into(mut m: Mask, out: &mut [u8]) -> u8 {
    let mut n = 0;
    for slot in out {
        let Some(i) = m.pop_first() else { break };
        *slot = i as u8;
        n += 1;
    }
    n
}

pub(crate) fn is_g_start(i: usize) -> bool {
    KINDS.get(i) == Some(&CellKind::GoodieStart)
}

pub(crate) fn is_guard(i: usize) -> bool {
    GUARD_CELLS.contains(&i)
}

impl Lite {
    /// The summary of `g` as it stands.
    pub(crate) fn of(g: &Game) -> Lite {
        Lite::of_bits(g, &Bits::of(g))
    }

    /// The summary of `g`, whose cells are `bits`.
    pub(crate) fn of_bits(g: &Game, bits: &Bits) -> Lite {
        let mut l = Lite {
            goodies: [0; 4],
            baddies: [0; 6],
            ng: 0,
            nb: 0,
            survivors: g.survivors,
            gold: g.gold,
            defeated_g: g.defeated[0],
            on_board_g: g.on_board[0],
            chests: g.chests,
            free_g: bits.free_starts(Side::Goodie).count() as u8,
            guards: bits.baddies.and(&GUARDS).count() as u8,
            guard: GUARD,
            over: g.phase == Phase::Over,
            baddie_next: baddie_moves_next(g),
        };
        l.ng = cells_into(bits.goodies, &mut l.goodies);
        l.nb = cells_into(bits.baddies, &mut l.baddies);
        l
    }

    fn add(&mut self, side: Side, i: usize) {
        if side == Side::Goodie {
            if let Some(s) = self.goodies.get_mut(self.ng as usize) {
                *s = i as u8;
                self.ng += 1;
            }
        } else {
            if let Some(s) = self.baddies.get_mut(self.nb as usize) {
                *s = i as u8;
                self.nb += 1;
            }
            self.guards += u8::from(is_guard(i));
        }
        self.free_g -= u8::from(is_g_start(i) && self.free_g > 0);
    }

    fn remove(&mut self, side: Side, i: usize) {
        let (list, n) = if side == Side::Goodie {
            (&mut self.goodies[..], &mut self.ng)
        } else {
            self.guards -= u8::from(is_guard(i) && self.guards > 0);
            (&mut self.baddies[..], &mut self.nb)
        };
        let len = (*n as usize).min(list.len());
        if let Some(k) = list.iter().take(len).position(|&c| c as usize == i) {
            list.swap(k, len - 1);
            *n -= 1;
            self.free_g += u8::from(is_g_start(i));
        }
    }

    /// The summary after `side` moves its marker from `from` to `to` (where
    /// `target` stood: a piece code) and the turn ends; a battle is won by the
    /// mover when `attacker_wins`, a chest yields `loot` gold.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn moved(
        &self,
        next: Next,
        side: Side,
        from: usize,
        to: usize,
        target: u8,
        attacker_wins: bool,
        loot: u8,
    ) -> Lite {
        let mut l = *self;
        l.remove(side, from);
        if KINDS.get(to) == Some(&CellKind::Safe) {
            l.on_board_g = l.on_board_g.saturating_sub(1);
            l.survivors += 1;
        } else {
            match target {
                CHEST => {
                    l.add(side, to);
                    l.chests = l.chests.saturating_sub(1);
                    l.gold = l.gold.saturating_add(loot);
                }
                GOODIE | BADDIE => {
                    let loser = if attacker_wins {
                        l.remove(side.other(), to);
                        l.add(side, to);
                        side.other()
                    } else {
                        side
                    };
                    if loser == Side::Goodie {
                        l.defeated_g += 1;
                        l.on_board_g = l.on_board_g.saturating_sub(1);
                    }
                }
                _ => l.add(side, to),
            }
        }
        l.end_turn(next);
        l
    }

    /// The summary after `side` returns a marker to `to` and the turn ends.
    pub(crate) fn returned(&self, next: Next, side: Side, to: usize) -> Lite {
        let mut l = *self;
        l.add(side, to);
        if side == Side::Goodie {
            l.defeated_g = l.defeated_g.saturating_sub(1);
            l.on_board_g += 1;
        }
        l.end_turn(next);
        l
    }

    /// The summary after the turn passes.
    pub(crate) fn passed(&self, next: Next) -> Lite {
        let mut l = *self;
        l.end_turn(next);
        l
    }

    fn end_turn(&mut self, next: Next) {
        self.over = self.on_board_g == 0 || next.rounds_over;
        self.baddie_next = next.baddie_next;
    }

    /// The goodies' expected final score in 1/1024 points: survivors + gold/8
    /// (capped at 32 gold) + for each goodie on the board a survival estimate
    /// that falls with its distance to the safe zone, with the baddies guarding
    /// it and with nearby baddies + a little for returns and unlooted chests.
    pub(crate) fn value(&self) -> i32 {
        if self.over {
            return i32::from(score_for(self.survivors, self.gold)) * ONE;
        }
        let mut v = i32::from(self.survivors) * ONE + i32::from(self.gold.min(32)) * (ONE / 8);
        // Baddies on the three spaces in front of the safe zone make every
        // goodie fight its way in.
        let guard_cut = i32::from(self.guards) * i32::from(self.guard);
        let ng = (self.ng as usize).min(4);
        let nb = (self.nb as usize).min(6);
        for &gi in &self.goodies[..ng] {
            let row = &THREAT[(gi as usize).min(CELLS - 1)];
            let (mut threat, mut crowd) = (0, 0);
            for &bi in &self.baddies[..nb] {
                let t = i32::from(row[(bi as usize).min(CELLS - 1)]);
                crowd += t;
                if t > threat {
                    threat = t;
                }
            }
            // How hard a nearby baddie bites depends on whether it moves next.
            v += goodie_term(gi as usize, guard_cut, self.baddie_next, threat, crowd);
        }
        v + self.extras(ng)
    }

    /// The small terms: returns and unlooted chests.
    #[inline]
    pub(crate) fn extras(&self, ng: usize) -> i32 {
        // A defeated goodie may come back on a six.
        let back = if self.free_g > 0 {
            i32::from(self.defeated_g) * 110
        } else {
            0
        };
        // Unlooted chests are gold the goodies might still find.
        back + ((i32::from(self.chests) * 20 * ng as i32) >> 2)
    }
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
