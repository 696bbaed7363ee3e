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
pub(crate) const NODE_COST: u32 = 2;
/// Work units charged for setting up a chance node.
pub(crate) const SETUP_COST: u32 = 8;

/// Where a [`Chance`] node has got to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum At {
    /// Searching the paths of marker `k`.
    Reach { k: u8 },
    /// Trying marker `k`'s replies with roll `roll` (`rest` holds the
    /// destinations still to try).
    Replies { k: u8, roll: u8 },
    /// Trying the return (roll 6 only), then adding up.
    Return,
}

/// A chance node in progress. See the module documentation. Markers are tried
/// one at a time (all six rolls each), keeping the best reply per roll, so only
/// one marker's destinations are held.
#[derive(Clone, Debug)]
pub(crate) struct Chance {
    s: Game,
    quick: Quick,
    side: Side,
    open: Mask,
    stop: Mask,
    markers: [u8; 6],
    n: u8,
    /// The current marker's destinations for rolls 1..=6.
    reach: [Mask; 6],
    at: At,
    rest: Mask,
    /// The best reply value so far for each roll.
    best: [Option<i32>; 6],
    ret: Option<u8>,
}

/// What starting a chance node gives: a value at once (the game is over, or it
/// is not a roll), or a node to work through (moved straight into its place:
/// boxing would need a heap).
#[allow(clippy::large_enum_variant)]
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
        let mut markers = [0u8; 6];
        let mut n = 0u8;
        s.markers(side).for_each(|from| {
            if let Some(slot) = markers.get_mut(n as usize) {
                *slot = from as u8;
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
            markers,
            n,
            reach: [Mask::default(); 6],
            at: At::Reach { k: 0 },
            rest: Mask::default(),
            best: [None; 6],
            ret,
            s,
        })
    }

    fn consider(&mut self, roll: u8, v: i32) {
        let sign = if self.side == Side::Goodie { 1 } else { -1 };
        if let Some(best) = self.best.get_mut(roll as usize - 1)
            && best.is_none_or(|b| v * sign > b * sign)
        {
            *best = Some(v);
        }
    }

    /// Does one unit of work (adding its cost to `work`); returns the node's
    /// value once finished.
    pub(crate) fn advance(&mut self, work: &mut u32) -> Option<i32> {
        loop {
            match self.at {
                At::Reach { k } => {
                    let Some(&from) = self.markers.get(k as usize).filter(|_| k < self.n) else {
                        self.at = At::Return;
                        continue;
                    };
                    let r = reach_masks(from as usize, 6, self.open, &self.stop);
                    self.reach = r.by_roll;
                    *work += r.nodes * NODE_COST;
                    self.rest = self.reach[0];
                    self.at = At::Replies { k, roll: 1 };
                    return None;
                }
                At::Replies { k, roll } => {
                    if let Some(to) = self.rest.pop_first() {
                        let from = self.markers.get(k as usize).map_or(0, |&f| f as usize);
                        let (v, evals) = self.quick.move_value(&self.s, self.side, from, to);
                        *work += evals * EVAL_COST;
                        self.consider(roll, v);
                        return None;
                    }
                    if roll < 6 {
                        self.rest = self.reach.get(roll as usize).copied().unwrap_or_default();
                        self.at = At::Replies { k, roll: roll + 1 };
                    } else {
                        self.at = At::Reach { k: k + 1 };
                    }
                }
                At::Return => {
                    if let Some(to) = self.ret.take() {
                        *work += EVAL_COST;
                        let q = &self.quick;
                        let v = q.lite.returned(q.next, self.side, to as usize).value();
                        self.consider(6, v);
                        return None;
                    }
                    return Some(self.total(work));
                }
            }
        }
    }

    /// The average over the six rolls of the best reply (or a pass).
    fn total(&self, work: &mut u32) -> i32 {
        let mut total = 0;
        for best in self.best {
            total += match best {
                Some(v) => v,
                None => {
                    *work += EVAL_COST;
                    self.quick.lite.passed(self.quick.next).value()
                }
            };
        }
        total / 6
    }
}
