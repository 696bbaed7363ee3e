//! The incremental decision maker behind every AI level.

use fixed::types::I16F16;

use super::super::bits::Bits;
use super::super::board::Mask;
use super::super::game::{BADDIE, CHEST, GOODIE, Game, Settle};
use super::super::reach::Walker;
use super::super::{Action, MAX_ACTIONS, Phase, Pos, Side};
use super::chance::{Chance, EVAL_COST, NODE_COST, Start};
use super::cost::{self, Spent};
use super::eval::{
    GUARD, HALF_GOLD, HARD_BADDIE_GUARD, LOOT_FORCED, Next, evaluate, setup_rank, to_fixed,
};
use super::quick::Quick;
use super::{AiRng, Level};

/// How many of the best one-move choices Hard examines more deeply.
pub const HARD_CANDIDATES: usize = 4;
/// Hard stops deepening further candidates once a decision has used this much
/// work (the best candidate is always deepened), so the worst case stays near
/// this figure plus one candidate.
pub const HARD_WORK_CAP: u32 = 20_000;
/// Easy picks at random among choices at most this far (in 1/1024 points of
/// expected score) below the best one.
const EASY_SLACK: i32 = 300;

/// Nodes of a root marker's path search done in one go.
const NODES_PER_PIECE: u32 = 48;

/// No events are recorded during look-ahead.
type NoEvents = heapless::Vec<super::super::Event, 0>;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Stage {
    /// Summarising the root position.
    Setup,
    /// Listing the moves of the mover's markers, one path search at a time
    /// (in cell order, as [`Game::legal_actions`] does).
    List,
    /// Scoring each legal action one move deep; `next` is the next to score.
    OnePly { next: usize },
    /// Hard: averaging over the reply dice for candidate `next`, chance
    /// outcome `outcome` (a battle has two: won, lost).
    Deep { next: usize, outcome: u8 },
    /// Finished (or nothing to decide).
    Done,
}

/// An AI decision in progress. Create it with [`Thinker::new`] (or reuse one
/// with [`Thinker::restart`]), then call [`Thinker::step`] (e.g. a few times
/// per frame) until it returns the action.
#[derive(Clone, Debug)]
pub struct Thinker {
    root: Game,
    level: Level,
    side: Side,
    rng: AiRng,
    actions: heapless::Vec<Action, MAX_ACTIONS>,
    /// One-move values (1/1024 points; a final score is at most 8 points, so
    /// they fit 16 bits, which halves this list).
    values: heapless::Vec<i16, MAX_ACTIONS>,
    cands: heapless::Vec<(u16, i32), HARD_CANDIDATES>,
    stage: Stage,
    spent: Spent,
    decided: Option<Action>,
    /// The root position summarised for fast one-move values.
    quick: Quick,
    /// Listing: where the mover may step, its markers still to search, its
    /// free start spaces, and the marker whose paths `walker` is searching.
    open: Mask,
    stop: Mask,
    todo: Mask,
    starts: Mask,
    from: u8,
    searching: bool,
    walker: Walker,
    /// Hard: the chance node being worked through, and the won battle's value
    /// while the lost one is worked out.
    chance: Option<Chance>,
    won: i32,
}

impl Thinker {
    /// Starts deciding for whoever must act in `game`; `seed` drives the AI's own
    /// random choices (never the game's die). Cheap: the work starts with the
    /// first [`Thinker::step`].
    pub fn new(game: &Game, level: Level, seed: u64) -> Thinker {
        Thinker {
            root: game.clone(),
            level,
            side: game.phase().side().unwrap_or(Side::Goodie),
            rng: AiRng::new(seed),
            actions: heapless::Vec::new(),
            values: heapless::Vec::new(),
            cands: heapless::Vec::new(),
            stage: Stage::Setup,
            spent: Spent::default(),
            decided: None,
            quick: Quick::empty(),
            open: Mask::default(),
            stop: Mask::default(),
            todo: Mask::default(),
            starts: Mask::default(),
            from: 0,
            searching: false,
            walker: Walker::new(0, 0, Mask::default(), &Mask::default()),
            chance: None,
            won: 0,
        }
    }

    /// Starts a new decision in this thinker's place (no big copy on the
    /// stack); the same as a fresh [`Thinker::new`].
    pub fn restart(&mut self, game: &Game, level: Level, seed: u64) {
        self.root.clone_from(game);
        self.level = level;
        self.side = game.phase().side().unwrap_or(Side::Goodie);
        self.rng = AiRng::new(seed);
        self.actions.clear();
        self.values.clear();
        self.cands.clear();
        self.stage = Stage::Setup;
        self.spent = Spent::default();
        self.decided = None;
        self.searching = false;
        self.chance = None;
        self.won = 0;
    }

    /// Effort spent so far (2 units per path-search node, [`EVAL_COST`] per
    /// evaluation): a measure of how much the search examined, whatever the
    /// slicing.
    pub fn work(&self) -> u32 {
        self.spent.work
    }

    /// Time spent so far, in units of about 100 GBA cycles (what
    /// [`Thinker::step`] budgets by).
    pub fn cost(&self) -> u32 {
        self.spent.cost
    }

    /// The decision, once made.
    pub fn decided(&self) -> Option<Action> {
        self.decided
    }

    /// What the thinker is busy with (for benchmarks and debugging).
    pub fn stage_name(&self) -> &'static str {
        match self.stage {
            Stage::Setup => "setup",
            Stage::List => "list",
            Stage::OnePly { .. } => "one-ply",
            Stage::Deep { .. } if self.chance.is_some() => "deep-chance",
            Stage::Deep { .. } => "deep-start",
            Stage::Done => "done",
        }
    }

    /// True when there is nothing to decide (the game is over).
    pub fn is_stuck(&self) -> bool {
        self.stage == Stage::Done && self.decided.is_none()
    }

    fn start(&mut self) {
        let n = self.actions.len();
        if n == 0 {
            self.stage = Stage::Done;
            return;
        }
        if n == 1 {
            return self.finish(0);
        }
        let phase = self.root.phase();
        match self.level {
            Level::Random => {
                let i = self.random_index();
                self.finish(i)
            }
            _ if matches!(
                phase,
                Phase::PlaceGoodie | Phase::PlaceGoodieChest | Phase::PlaceBaddieChest
            ) =>
            {
                if self.level == Level::Easy {
                    let i = self.rng.below(n as u32) as usize;
                    return self.finish(i);
                }
                let mut best = (i32::MIN, 0);
                for (i, a) in self.actions.iter().enumerate() {
                    if let Action::Place(p) = a {
                        let r = setup_rank(phase, *p);
                        if r > best.0 {
                            best = (r, i);
                        }
                    }
                }
                self.finish(best.1)
            }
            _ => {}
        }
    }

    /// The `random` policy: uniform over legal choices, where "return a marker"
    /// counts as one choice (then a uniform free start space), and at a loot six
    /// gold and return are equally likely.
    fn random_index(&mut self) -> usize {
        let n = self.actions.len();
        let returns = self
            .actions
            .iter()
            .filter(|a| matches!(a, Action::Return { .. }))
            .count();
        let others = n - returns;
        let choices = others + usize::from(returns > 0);
        let pick = self.rng.below(choices as u32) as usize;
        if pick < others {
            // Non-return actions come first in `legal_actions`, except TakeGold
            // which precedes the returns; either way pick the pick-th non-return.
            return self
                .actions
                .iter()
                .enumerate()
                .filter(|(_, a)| !matches!(a, Action::Return { .. }))
                .nth(pick)
                .map_or(0, |(i, _)| i);
        }
        let k = self.rng.below(returns as u32) as usize;
        self.actions
            .iter()
            .enumerate()
            .filter(|(_, a)| matches!(a, Action::Return { .. }))
            .nth(k)
            .map_or(0, |(i, _)| i)
    }

    fn finish(&mut self, i: usize) {
        self.decided = self.actions.get(i).copied();
        self.stage = Stage::Done;
    }

    /// Does about `budget` time units of thinking (see [`Thinker::cost`]; it
    /// goes over by at most one small piece: a few dozen path-search nodes, one
    /// value or one position summary) and returns the action once decided;
    /// keeps returning it afterwards. The decision does not depend on how the
    /// work is sliced.
    pub fn step(&mut self, budget: u32) -> Option<Action> {
        let budget_end = self.spent.cost.saturating_add(budget);
        loop {
            match self.stage {
                Stage::Done => return self.decided,
                Stage::Setup => self.setup(),
                Stage::List => self.list(),
                Stage::OnePly { next } => {
                    if let Some(&a) = self.actions.get(next) {
                        let v = self.root_value(a);
                        let v = v.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16;
                        let _ = self.values.push(v);
                        self.stage = Stage::OnePly { next: next + 1 };
                    } else {
                        self.after_one_ply();
                    }
                }
                Stage::Deep { next, outcome } => self.deep(next, outcome),
            }
            if self.spent.cost >= budget_end && self.stage != Stage::Done {
                return None;
            }
        }
    }

    /// Summarises the root; in a move, gets ready to list the moves, else
    /// lists the (few) legal actions at once.
    fn setup(&mut self) {
        let bits = Bits::of(&self.root);
        self.quick = Quick::of_bits(&self.root, &bits, Next::after(&self.root), self.guard());
        self.spent.add(0, cost::BITS + cost::QUICK);
        if let Phase::Move { side, .. } = self.root.phase() {
            (self.open, self.stop) = bits.step_masks(side);
            self.todo = bits.markers(side);
            self.starts = bits.free_starts(side);
            self.stage = Stage::List;
        } else {
            self.root.legal_actions(&mut self.actions);
            self.spent.add(0, cost::BITS);
            self.stage = Stage::OnePly { next: 0 };
            self.start();
        }
    }

    /// One piece of listing the mover's moves: starting a marker's path
    /// search, a few dozen of its nodes, or (after the last marker) the
    /// returns or a pass.
    fn list(&mut self) {
        let Phase::Move { side, roll } = self.root.phase() else {
            return self.start();
        };
        if self.searching {
            let nodes = self.walker.run(NODES_PER_PIECE);
            self.spent.add(0, nodes * cost::NODE);
            if self.walker.is_done() {
                self.searching = false;
                self.spent.add(self.walker.nodes() * NODE_COST, 0);
                let to = self.walker.by_roll().get(roll as usize - 1).copied();
                let from = Pos::from_index(self.from as usize);
                to.unwrap_or_default().for_each(|to| {
                    let _ = self.actions.push(Action::Move {
                        from,
                        to: Pos::from_index(to),
                    });
                    self.spent.cost += cost::ACTION;
                });
            }
            return;
        }
        if let Some(from) = self.todo.pop_first() {
            self.from = from as u8;
            self.walker = Walker::new(from, roll, self.open, &self.stop);
            self.searching = true;
            self.spent.add(0, cost::WALKER);
            return;
        }
        if roll == 6 && self.root.defeated(side) > 0 {
            self.starts.for_each(|to| {
                let _ = self.actions.push(Action::Return {
                    to: Pos::from_index(to),
                });
            });
        }
        if self.actions.is_empty() {
            let _ = self.actions.push(Action::Pass);
        }
        self.stage = Stage::OnePly { next: 0 };
        self.start();
    }

    /// Hard: one unit of work on candidate `next`'s chance outcome `outcome`.
    fn deep(&mut self, next: usize, outcome: u8) {
        if let Some(c) = self.chance.as_mut() {
            if let Some(v) = c.advance(&mut self.spent) {
                self.chance = None;
                self.outcome_done(next, outcome, v);
            }
            return;
        }
        if outcome == 0 && next > 0 && self.spent.work >= HARD_WORK_CAP {
            self.cands.truncate(next);
        }
        let Some(&(i, _)) = self.cands.get(next) else {
            let best = self.best_of(self.cands.clone().iter().map(|c| (c.0 as usize, c.1)));
            return self.finish(best);
        };
        let a = self
            .actions
            .get(i as usize)
            .copied()
            .unwrap_or(Action::Pass);
        let settle = Settle::Forced {
            attacker_wins: outcome == 0,
            loot: if self.target(a) == CHEST {
                LOOT_FORCED
            } else {
                1
            },
        };
        let mut s = self.root.clone();
        s.apply_checked(a, settle, &mut NoEvents::new());
        self.spent.add(0, cost::APPLY);
        match Chance::start(s, self.guard(), &mut self.spent) {
            Start::Value(v) => self.outcome_done(next, outcome, v),
            Start::Node(c) => self.chance = Some(c),
        }
    }

    /// Records the value of candidate `next`'s outcome `outcome`: a battle
    /// averages won and lost, a chest adds the missing half gold.
    fn outcome_done(&mut self, next: usize, outcome: u8, v: i32) {
        let i = self.cands.get(next).map_or(0, |c| c.0 as usize);
        let a = self.actions.get(i).copied().unwrap_or(Action::Pass);
        let value = match self.target(a) {
            GOODIE | BADDIE if outcome == 0 => {
                self.won = v;
                self.stage = Stage::Deep { next, outcome: 1 };
                return;
            }
            GOODIE | BADDIE => (self.won + v) / 2,
            CHEST => v + HALF_GOLD,
            _ => v,
        };
        if let Some(c) = self.cands.get_mut(next) {
            c.1 = value;
        }
        self.stage = Stage::Deep {
            next: next + 1,
            outcome: 0,
        };
    }

    /// The evaluation's cut per guarding baddie: Hard baddies use their own.
    fn guard(&self) -> u8 {
        if self.level == Level::Hard && self.side == Side::Baddie {
            HARD_BADDIE_GUARD
        } else {
            GUARD
        }
    }

    /// The piece code on the space a root action moves onto (0 otherwise).
    fn target(&self, a: Action) -> u8 {
        match a {
            Action::Move { to, .. } => to.index().map_or(0, |i| self.root.code(i)),
            _ => 0,
        }
    }

    /// Picks among scored actions for the mover, breaking ties at random.
    fn best_of(&mut self, scored: impl Iterator<Item = (usize, i32)>) -> usize {
        best_of(self.side, &mut self.rng, scored)
    }

    // Works on `self.values` in place: the GBA's stack is small, so no copies
    // of the action lists.
    fn after_one_ply(&mut self) {
        self.spent.cost += cost::ACTION * self.values.len() as u32;
        let sign = if self.side == Side::Goodie { 1 } else { -1 };
        match self.level {
            Level::Easy => {
                let scored = &self.values;
                let top = scored
                    .iter()
                    .map(|&v| i32::from(v) * sign)
                    .max()
                    .unwrap_or(0);
                let ok = scored
                    .iter()
                    .filter(|&&v| i32::from(v) * sign >= top - EASY_SLACK)
                    .count();
                let mut k = self.rng.below(ok as u32) as usize;
                let mut pick = 0;
                for (i, v) in scored.iter().enumerate() {
                    if i32::from(*v) * sign >= top - EASY_SLACK {
                        if k == 0 {
                            pick = i;
                            break;
                        }
                        k -= 1;
                    }
                }
                self.finish(pick)
            }
            Level::Hard if matches!(self.root.phase(), Phase::Move { .. }) => {
                // Keep the best few by one-move value (ties: the earlier
                // action first), then look deeper.
                let mut top: heapless::Vec<(i32, u16), HARD_CANDIDATES> = heapless::Vec::new();
                for (i, v) in self.values.iter().enumerate() {
                    let key = (-(i32::from(*v) * sign), i as u16);
                    let at = top.iter().position(|t| key < *t).unwrap_or(top.len());
                    if at < HARD_CANDIDATES {
                        if top.is_full() {
                            top.pop();
                        }
                        let _ = top.insert(at, key);
                    }
                }
                self.cands.clear();
                for &(_, i) in top.iter() {
                    let _ = self.cands.push((i, 0));
                }
                self.stage = Stage::Deep {
                    next: 0,
                    outcome: 0,
                };
            }
            _ => {
                let best = best_of(
                    self.side,
                    &mut self.rng,
                    self.values.iter().map(|&v| i32::from(v)).enumerate(),
                );
                self.finish(best)
            }
        }
    }

    /// Expected value (goodie view) of root action `a`, one move deep:
    /// battles count half won, half lost; a chest counts 3.5 gold.
    fn root_value(&mut self, a: Action) -> i32 {
        let Phase::Move { side, .. } = self.root.phase() else {
            return self.slow_value(a);
        };
        match a {
            Action::Move { from, to } => {
                let (Some(f), Some(t)) = (from.index(), to.index()) else {
                    return self.slow_value(a);
                };
                let (v, evals) = self.quick.move_value(&self.root, side, f, t);
                self.spent.add(evals * EVAL_COST, cost::value(evals));
                v
            }
            Action::Return { to } => {
                self.spent.add(EVAL_COST, cost::EVAL);
                let t = to.index().unwrap_or(0);
                let q = &self.quick;
                q.lite.returned(q.next, side, t).value()
            }
            Action::Pass => {
                self.spent.add(EVAL_COST, cost::EVAL);
                self.quick.lite.passed(self.quick.next).value()
            }
            _ => self.slow_value(a),
        }
    }

    /// [`Thinker::root_value`] by playing the action out on a copy of the game
    /// (for the rare choices outside a move: the loot six).
    fn slow_value(&mut self, a: Action) -> i32 {
        let g = &self.root;
        let apply = |attacker_wins: bool, loot: u8| {
            let mut s = g.clone();
            s.apply_checked(
                a,
                Settle::Forced {
                    attacker_wins,
                    loot,
                },
                &mut NoEvents::new(),
            );
            evaluate(&s)
        };
        let target = self.target(a);
        self.spent
            .add(EVAL_COST, cost::APPLY + cost::BITS + cost::LITE);
        match target {
            GOODIE | BADDIE => {
                self.spent
                    .add(EVAL_COST, cost::APPLY + cost::BITS + cost::LITE);
                let w = apply(true, 1);
                let l = apply(false, 1);
                (w + l) / 2
            }
            CHEST => apply(true, LOOT_FORCED) + HALF_GOLD,
            _ => apply(true, 1),
        }
    }
}

/// Picks among scored actions for `side`, breaking ties at random.
fn best_of(side: Side, rng: &mut AiRng, scored: impl Iterator<Item = (usize, i32)>) -> usize {
    let sign = if side == Side::Goodie { 1 } else { -1 };
    let (mut best, mut best_v, mut ties) = (0, i32::MIN, 0u32);
    for (i, v) in scored {
        let v = v.saturating_mul(sign);
        if v > best_v {
            (best, best_v, ties) = (i, v, 1);
        } else if v == best_v {
            ties += 1;
            if rng.below(ties) == 0 {
                best = i;
            }
        }
    }
    best
}

impl Thinker {
    /// The one-move value of each legal action, as scored so far (goodie view:
    /// expected final score). Handy for debugging and hint displays.
    pub fn scores(&self) -> impl Iterator<Item = (Action, I16F16)> + '_ {
        self.actions
            .iter()
            .zip(self.values.iter())
            .map(|(a, v)| (*a, to_fixed(i32::from(*v))))
    }
}
