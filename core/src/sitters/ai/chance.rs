//! Hard's chance node, resumable: the next player's six rolls, each answered
//! with that player's greedy best reply, worked through in small pieces (the
//! position's summary, a few dozen nodes of one marker's path search, one
//! reply's value) so a decision can be spread over many frames without any
//! one slice running long.
//!
//! A reply's value does not depend on the roll, so each destination of a
//! marker is valued once and counted for every roll that reaches it; the
//! values and the best reply per roll are exactly those of trying each roll in
//! turn, in a fraction of the time.

use super::super::bits::Bits;
use super::super::board::Mask;
use super::super::game::Game;
use super::super::reach::Walker;
use super::super::{Phase, Side};
use super::cost::{self, Spent};
use super::eval::{Lite, Next};
use super::quick::Quick;

/// Effort units of one position evaluation.
pub const EVAL_COST: u32 = 16;
/// Effort units per cell expanded by the path search.
pub(crate) const NODE_COST: u32 = 2;
/// Effort units of setting up a chance node.
pub(crate) const SETUP_COST: u32 = 8;

/// Nodes of the path search done in one go.
const NODES_PER_PIECE: u32 = 48;
/// Time units of reply values done in one go (a few plain steps, or one battle).
const REPLIES_PER_PIECE: u32 = 40;

/// Where a [`Chance`] node has got to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum At {
    /// Finding the replying side's markers and where they may step, and
    /// summarising the position for the reply values.
    Setup,
    /// Picking the next marker and starting its path search.
    Marker,
    /// Searching the current marker's paths.
    Reach,
    /// Valuing the current marker's destinations (`rest` holds those left).
    Replies,
    /// Trying the return (roll 6 only), then adding up.
    Return,
}

/// A chance node in progress. See the module documentation. Markers are tried
/// one at a time (all six rolls each), keeping the best reply per roll, so only
/// one marker's destinations are held.
#[derive(Clone, Debug)]
pub(crate) struct Chance {
    s: Game,
    side: Side,
    /// The evaluation's cut per guarding baddie.
    guard: u8,
    quick: Quick,
    open: Mask,
    stop: Mask,
    /// Markers still to try, and the one being tried.
    markers: Mask,
    from: u8,
    walker: Walker,
    /// The current marker's destinations for rolls 1..=6.
    reach: [Mask; 6],
    rest: Mask,
    at: At,
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
    /// Starts the chance node of `s`, valuing each guarding baddie at `guard`
    /// (the set-up itself is the first piece of [`Chance::advance`]).
    pub(crate) fn start(s: Game, guard: u8, spent: &mut Spent) -> Start {
        let Phase::Roll { side } = s.phase() else {
            spent.add(EVAL_COST, cost::BITS + cost::LITE);
            return Start::Value(Lite::of(&s).value());
        };
        spent.add(SETUP_COST, 0);
        Start::Node(Chance {
            s,
            side,
            guard,
            quick: Quick::empty(),
            open: Mask::default(),
            stop: Mask::default(),
            markers: Mask::default(),
            from: 0,
            walker: Walker::new(0, 0, Mask::default(), &Mask::default()),
            reach: [Mask::default(); 6],
            rest: Mask::default(),
            at: At::Setup,
            best: [None; 6],
            ret: None,
        })
    }

    fn consider(&mut self, roll: usize, v: i32) {
        let sign = if self.side == Side::Goodie { 1 } else { -1 };
        if let Some(best) = self.best.get_mut(roll)
            && best.is_none_or(|b| v * sign > b * sign)
        {
            *best = Some(v);
        }
    }

    /// Does one piece of work (adding what it took to `spent`); returns the
    /// node's value once finished.
    pub(crate) fn advance(&mut self, spent: &mut Spent) -> Option<i32> {
        loop {
            match self.at {
                At::Setup => {
                    let bits = Bits::of(&self.s);
                    (self.open, self.stop) = bits.step_masks(self.side);
                    self.markers = bits.markers(self.side);
                    self.ret = if self.s.defeated(self.side) > 0 {
                        bits.free_starts(self.side).pop_first().map(|i| i as u8)
                    } else {
                        None
                    };
                    self.quick = Quick::of_bits(&self.s, &bits, Next::after(&self.s), self.guard);
                    spent.add(0, cost::BITS + cost::QUICK);
                    self.at = At::Marker;
                    return None;
                }
                At::Marker => {
                    let Some(from) = self.markers.pop_first() else {
                        self.at = At::Return;
                        continue;
                    };
                    self.from = from as u8;
                    self.walker = Walker::new(from, 6, self.open, &self.stop);
                    spent.add(0, cost::WALKER);
                    self.at = At::Reach;
                    return None;
                }
                At::Reach => {
                    let nodes = self.walker.run(NODES_PER_PIECE);
                    spent.add(0, nodes * cost::NODE);
                    if self.walker.is_done() {
                        spent.add(self.walker.nodes() * NODE_COST, 0);
                        self.reach = self.walker.by_roll();
                        self.rest = self.reach.iter().fold(Mask::default(), |a, m| a.or(m));
                        self.at = At::Replies;
                    }
                    return None;
                }
                At::Replies => {
                    // A few replies at a time, from a copy of the summary on
                    // the stack (the node itself lives in slow EWRAM).
                    let (q, from) = (self.quick, self.from as usize);
                    let mut piece = 0;
                    while piece < REPLIES_PER_PIECE {
                        let Some(to) = self.rest.pop_first() else {
                            self.at = At::Marker;
                            break;
                        };
                        let (v, evals) = q.move_value(&self.s, self.side, from, to);
                        let mut rolls = 0;
                        for roll in 0..6 {
                            if self.reach[roll].has(to) {
                                rolls += 1;
                                self.consider(roll, v);
                            }
                        }
                        spent.add(evals * EVAL_COST * rolls, cost::value(evals));
                        piece += cost::value(evals);
                    }
                    if piece > 0 {
                        return None;
                    }
                }
                At::Return => {
                    if let Some(to) = self.ret.take() {
                        spent.add(EVAL_COST, cost::EVAL);
                        let q = &self.quick;
                        let v = q.lite.returned(q.next, self.side, to as usize).value();
                        self.consider(5, v);
                        return None;
                    }
                    return Some(self.total(spent));
                }
            }
        }
    }

    /// The average over the six rolls of the best reply (or a pass).
    fn total(&self, spent: &mut Spent) -> i32 {
        let mut total = 0;
        for best in self.best {
            total += match best {
                Some(v) => v,
                None => {
                    spent.add(EVAL_COST, cost::EVAL);
                    self.quick.lite.passed(self.quick.next).value()
                }
            };
        }
        total / 6
    }
}
