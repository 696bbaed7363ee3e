//! The one-move value of the common moves (a plain step, a goodie looting a
//! chest or reaching safety) worked out from a summary of the position before
//! it, changing only what the move changes: the look-ahead tries hundreds of
//! moves from the same position, so each must be cheap. Battles, returns and
//! passes take the general road ([`Lite::moved`] then [`Lite::value`]); the
//! tests check both roads agree everywhere.

use super::super::bits::Bits;
use super::super::board::CELLS;
use super::super::board::KINDS;
use super::super::game::{CHEST, EMPTY, Game, score_for};
use super::super::{CellKind, Side};
use super::eval::{
    GUARD, HALF_GOLD, LOOT_FORCED, Lite, Next, ONE, goodie_term, is_g_start, is_guard, threat,
};

/// A position summarised for trying many moves of `side` from it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Quick {
    pub(crate) lite: Lite,
    pub(crate) next: Next,
    /// Per goodie (in `lite.goodies` order): its term after a goodie move, the
    /// sum of threats, the biggest and second biggest single threat.
    term: [i32; 4],
    crowd: [i32; 4],
    top: [i32; 4],
    second: [i32; 4],
    terms: i32,
}

impl Quick {
    /// Summarises `g`, whose next move is followed by `next`.
    pub(crate) fn of(g: &Game, next: Next) -> Quick {
        Quick::of_bits(g, &Bits::of(g), next, GUARD)
    }

    /// A placeholder, replaced before use.
    pub(crate) fn empty() -> Quick {
        Quick {
            lite: Lite::default(),
            next: Next {
                rounds_over: false,
                baddie_next: false,
            },
            term: [0; 4],
            crowd: [0; 4],
            top: [0; 4],
            second: [0; 4],
            terms: 0,
        }
    }

    /// [`Quick::of`] for `g`, whose cells are `bits`, valuing each guarding
    /// baddie at `guard` (see [`Lite::guard`]).
    pub(crate) fn of_bits(g: &Game, bits: &Bits, next: Next, guard: u8) -> Quick {
        let lite = Lite {
            guard,
            ..Lite::of_bits(g, bits)
        };
        let mut q = Quick {
            lite,
            next,
            term: [0; 4],
            crowd: [0; 4],
            top: [0; 4],
            second: [0; 4],
            terms: 0,
        };
        let guard_cut = i32::from(lite.guards) * i32::from(lite.guard);
        let nb = (lite.nb as usize).min(6);
        for k in 0..(lite.ng as usize).min(4) {
            let gi = lite.goodies[k] as usize;
            let (mut top, mut second, mut crowd) = (0, 0, 0);
            for &b in &lite.baddies[..nb] {
                let t = threat(gi, b as usize);
                crowd += t;
                if t > top {
                    second = top;
                    top = t;
                } else if t > second {
                    second = t;
                }
            }
            q.crowd[k] = crowd;
            q.top[k] = top;
            q.second[k] = second;
            q.term[k] = goodie_term(gi, guard_cut, next.baddie_next, top, crowd);
            q.terms += q.term[k];
        }
        q
    }

    /// The goodie-view value of `side` moving from `from` to `to` on board `g`
    /// (the position summarised), one move deep: a battle counts half won,
    /// half lost, a chest 3.5 gold. Returns the value and the evaluations used.
    pub(crate) fn move_value(&self, g: &Game, side: Side, from: usize, to: usize) -> (i32, u32) {
        let target = g.code(to);
        match (side, target) {
            (Side::Goodie, EMPTY) => (self.goodie_step(from, to, false), 1),
            (Side::Goodie, CHEST) => (self.goodie_step(from, to, true) + HALF_GOLD, 1),
            (Side::Baddie, EMPTY) => (self.baddie_step(from, to), 1),
            _ => {
                let l = &self.lite;
                let w = l.moved(self.next, side, from, to, target, true, 1).value();
                let v = l.moved(self.next, side, from, to, target, false, 1).value();
                ((w + v) / 2, 2)
            }
        }
    }

    /// A goodie steps from `from` to the empty cell, safe space or chest `to`.
    fn goodie_step(&self, from: usize, to: usize, chest: bool) -> i32 {
        let l = &self.lite;
        let safe = KINDS.get(to) == Some(&CellKind::Safe);
        let (mut survivors, mut gold, mut chests) = (l.survivors, l.gold, l.chests);
        let mut ng = (l.ng as usize).min(4);
        if safe {
            survivors += 1;
            if l.on_board_g <= 1 || self.next.rounds_over {
                return i32::from(score_for(survivors, gold)) * ONE;
            }
            ng -= 1;
        } else if chest {
            gold = gold.saturating_add(LOOT_FORCED);
            chests = chests.saturating_sub(1);
        }
        if self.next.rounds_over {
            return i32::from(score_for(survivors, gold)) * ONE;
        }
        let k = l.goodies[..(l.ng as usize).min(4)]
            .iter()
            .position(|&c| c as usize == from)
            .unwrap_or(0);
        let mut terms = self.terms - self.term[k];
        if !safe {
            let guard_cut = i32::from(l.guards) * i32::from(l.guard);
            let (mut top, mut crowd) = (0, 0);
            for &b in &l.baddies[..(l.nb as usize).min(6)] {
                let t = threat(to, b as usize);
                crowd += t;
                top = top.max(t);
            }
            terms += goodie_term(to, guard_cut, self.next.baddie_next, top, crowd);
        }
        let free_g = l.free_g + u8::from(is_g_start(from)) - u8::from(is_g_start(to));
        let extras = Lite {
            free_g,
            chests,
            ..*l
        }
        .extras(ng);
        i32::from(survivors) * ONE + i32::from(gold.min(32)) * (ONE / 8) + terms + extras
    }

    /// A baddie steps from `from` to the empty cell `to`.
    fn baddie_step(&self, from: usize, to: usize) -> i32 {
        let l = &self.lite;
        if self.next.rounds_over {
            return i32::from(score_for(l.survivors, l.gold)) * ONE;
        }
        let guards = l.guards + u8::from(is_guard(to)) - u8::from(is_guard(from));
        let guard_cut = i32::from(guards) * i32::from(l.guard);
        let ng = (l.ng as usize).min(4);
        let mut v = i32::from(l.survivors) * ONE + i32::from(l.gold.min(32)) * (ONE / 8);
        for k in 0..ng {
            let gi = (l.goodies[k] as usize).min(CELLS - 1);
            let (tf, tt) = (threat(gi, from), threat(gi, to));
            let crowd = self.crowd[k] - tf + tt;
            let rest = if tf == self.top[k] {
                self.second[k]
            } else {
                self.top[k]
            };
            let top = rest.max(tt);
            v += goodie_term(gi, guard_cut, self.next.baddie_next, top, crowd);
        }
        let free_g = l.free_g + u8::from(is_g_start(from)) - u8::from(is_g_start(to));
        v + Lite { free_g, ..*l }.extras(ng)
    }
}
