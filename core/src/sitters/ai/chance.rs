//! Hard's chance node, resumable: the next player's six rolls, each answered
//! with that player's greedy best reply, worked through one small unit at a
//! time (one marker's path search, or one reply's evaluation) so a decision can
//! be spread over many frames without any one slice running long.

use super::super::board::{Mask, reach_masks};
use super::super::game::Game;
use super::super::{Phase, Side};
use super::eval::{Lite, Next};
use super::quick::Quick;

/// Work units charged for one position evaluation.
pub const EVAL_COST: u32 = 16;
/// Work units charged per cell expanded by the path search.
pub(crate) const NODE_COST: u32 = 1;
/// Work units charged for setting up a chance node.
pub(crate) const SETUP_COST: u32 = 8;

/// Where a [`Chance`] node has got to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum At {
    /// Searching the paths of marker `k`.
    Reach { k: u8 },
    /// Trying the replies of marker `k` with the current roll (`rest` holds the
    /// destinations still to try).
    Replies { k: u8 },
    /// Trying the return (roll 6 only).
    Return,
}

/// A chance node in progress. See the module documentation.
#[derive(Clone, Debug)]
pub(crate) struct Chance {
    s: Game,
    quick: Quick,
    side: Side,
    open: Mask,
    stop: Mask,
    /// Each marker's cell and its destinations for rolls 1..=6.
    reach: [(u8, [Mask; 6]); 6],
    n: u8,
    at: At,
    roll: u8,
    rest: Mask,
    best: Option<i32>,
    total: i32,
    ret: Option<u8>,
}

/// What starting a chance node gives: a value at once (the game is over, or it
/// is not a roll), or a node to work through.
pub(crate) enum Start {
    Value(i32),
    Node(Chance),
}

impl Chance {
    /// Starts the chance node of `s`; adds the setup cost to `work`.
    pub(crate) fn start(s: Game, work: &mut u32) -> Start {
        let Phase::Roll { side } = s.phase() else {
            *work += EVAL_COST;
            return Start::Value(Lite::of(&s).value());
        };
        *work += SETUP_COST;
        let (open, stop) = s.step_masks(side);
        let mut reach = [(0u8, [Mask::default(); 6]); 6];
        let mut n = 0u8;
        s.markers(side).for_each(|from| {
            if let Some(slot) = reach.get_mut(n as usize) {
                slot.0 = from as u8;
                n += 1;
            }
        });
        let ret = if s.can_return(side) {
            let mut m = s.free_starts(side);
            m.pop_first().map(|i| i as u8)
        } else {
            None
        };
        Start::Node(Chance {
            quick: Quick::of(&s, Next::after(&s)),
            side,
            open,
            stop,
            reach,
            n,
            at: At::Reach { k: 0 },
            roll: 1,
            rest: Mask::default(),
            best: None,
            total: 0,
            ret,
            s,
        })
    }

    fn consider(&mut self, v: i32) {
        let sign = if self.side == Side::Goodie { 1 } else { -1 };
        if self.best.is_none_or(|b| v * sign > b * sign) {
            self.best = Some(v);
        }
    }

    /// Does one unit of work (adding its cost to `work`); returns the node's
    /// value once finished.
    pub(crate) fn advance(&mut self, work: &mut u32) -> Option<i32> {
        loop {
            match self.at {
                At::Reach { k } => {
                    if let Some(slot) = self.reach.get_mut(k as usize).filter(|_| k < self.n) {
                        let r = reach_masks(slot.0 as usize, 6, self.open, &self.stop);
                        slot.1 = r.by_roll;
                        *work += r.nodes * NODE_COST;
                        self.at = At::Reach { k: k + 1 };
                        return None;
                    }
                    self.start_marker(0);
                }
                At::Replies { k } => {
                    if let Some(to) = self.rest.pop_first() {
                        let from = self.reach.get(k as usize).map_or(0, |r| r.0 as usize);
                        let (v, evals) = self.quick.move_value(&self.s, self.side, from, to);
                        *work += evals * EVAL_COST;
                        self.consider(v);
                        return None;
                    }
                    if k + 1 < self.n {
                        self.start_marker(k + 1);
                    } else if self.roll == 6 && self.ret.is_some() {
                        self.at = At::Return;
                    } else if let Some(v) = self.end_roll(work) {
                        return Some(v);
                    }
                }
                At::Return => {
                    if let Some(to) = self.ret {
                        *work += EVAL_COST;
                        let q = &self.quick;
                        let v = q.lite.returned(q.next, self.side, to as usize).value();
                        self.consider(v);
                    }
                    return self.end_roll(work);
                }
            }
        }
    }

    /// Loads marker `k`'s destinations for the current roll.
    fn start_marker(&mut self, k: u8) {
        self.at = At::Replies { k };
        self.rest = self
            .reach
            .get(k as usize)
            .filter(|_| k < self.n)
            .and_then(|r| r.1.get(self.roll as usize - 1))
            .copied()
            .unwrap_or_default();
    }

    /// Adds the current roll's best reply (or a pass) to the total; moves on to
    /// the next roll, or returns the average after the sixth.
    fn end_roll(&mut self, work: &mut u32) -> Option<i32> {
        let v = match self.best {
            Some(v) => v,
            None => {
                *work += EVAL_COST;
                self.quick.lite.passed(self.quick.next).value()
            }
        };
        self.total += v;
        self.best = None;
        if self.roll >= 6 {
            return Some(self.total / 6);
        }
        self.roll += 1;
        self.start_marker(0);
        None
    }
}
