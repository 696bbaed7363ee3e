//! The incremental decision maker behind every AI level.

use fixed::types::I16F16;

use super::super::game::{BADDIE, CHEST, GOODIE, Game, Settle};
use super::super::{Action, MAX_ACTIONS, Phase, Side};
use super::eval::{HALF_GOLD, LOOT_FORCED, evaluate, setup_rank, to_fixed};
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
/// Work units charged for one position evaluation (one search node = 1 unit).
pub const EVAL_COST: u32 = 24;

/// No events are recorded during look-ahead.
type NoEvents = heapless::Vec<super::super::Event, 0>;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Stage {
    /// Scoring each legal action one move deep; `next` is the next to score.
    OnePly { next: usize },
    /// Hard: averaging over the reply dice for candidate `next`.
    Deep { next: usize },
    /// Finished (or nothing to decide).
    Done,
}

/// An AI decision in progress. Create it with [`Thinker::new`], then call
/// [`Thinker::step`] (e.g. once per frame) until it returns the action.
#[derive(Clone, Debug)]
pub struct Thinker {
    root: Game,
    level: Level,
    side: Side,
    rng: AiRng,
    actions: heapless::Vec<Action, MAX_ACTIONS>,
    values: heapless::Vec<i32, MAX_ACTIONS>,
    cands: heapless::Vec<(u16, i32), HARD_CANDIDATES>,
    stage: Stage,
    work: u32,
    decided: Option<Action>,
}

impl Thinker {
    /// Starts deciding for whoever must act in `game`; `seed` drives the AI's own
    /// random choices (never the game's die).
    pub fn new(game: &Game, level: Level, seed: u64) -> Thinker {
        let mut t = Thinker {
            root: game.clone(),
            level,
            side: game.phase().side().unwrap_or(Side::Goodie),
            rng: AiRng::new(seed),
            actions: heapless::Vec::new(),
            values: heapless::Vec::new(),
            cands: heapless::Vec::new(),
            stage: Stage::OnePly { next: 0 },
            work: 0,
            decided: None,
        };
        game.legal_actions(&mut t.actions);
        t.start();
        t
    }

    /// Work units spent so far (1 per path-search node, [`EVAL_COST`] per
    /// evaluation): a measure of how long the decision takes.
    pub fn work(&self) -> u32 {
        self.work
    }

    /// The decision, once made.
    pub fn decided(&self) -> Option<Action> {
        self.decided
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

    /// Does about `work_units` of thinking (at least one slice) and returns the
    /// action once decided; keeps returning it afterwards.
    pub fn step(&mut self, work_units: u32) -> Option<Action> {
        let budget_end = self.work.saturating_add(work_units);
        loop {
            match self.stage {
                Stage::Done => return self.decided,
                Stage::OnePly { next } => {
                    if let Some(&a) = self.actions.get(next) {
                        let v = self.one_ply(&self.root.clone(), a);
                        let _ = self.values.push(v);
                        self.stage = Stage::OnePly { next: next + 1 };
                    } else {
                        self.after_one_ply();
                    }
                }
                Stage::Deep { next } => {
                    if next > 0 && self.work >= HARD_WORK_CAP {
                        self.cands.truncate(next);
                    }
                    if let Some(&(i, _)) = self.cands.get(next) {
                        let a = self
                            .actions
                            .get(i as usize)
                            .copied()
                            .unwrap_or(Action::Pass);
                        let v = self.deep(a);
                        if let Some(c) = self.cands.get_mut(next) {
                            c.1 = v;
                        }
                        self.stage = Stage::Deep { next: next + 1 };
                    } else {
                        let best =
                            self.best_of(self.cands.clone().iter().map(|c| (c.0 as usize, c.1)));
                        self.finish(best);
                    }
                }
            }
            if self.work >= budget_end && self.stage != Stage::Done {
                return None;
            }
        }
    }

    /// Picks among scored actions for the mover, breaking ties at random.
    fn best_of(&mut self, scored: impl Iterator<Item = (usize, i32)>) -> usize {
        let sign = if self.side == Side::Goodie { 1 } else { -1 };
        let (mut best, mut best_v, mut ties) = (0, i32::MIN, 0u32);
        for (i, v) in scored {
            let v = v.saturating_mul(sign);
            if v > best_v {
                (best, best_v, ties) = (i, v, 1);
            } else if v == best_v {
                ties += 1;
                if self.rng.below(ties) == 0 {
                    best = i;
                }
            }
        }
        best
    }

    fn after_one_ply(&mut self) {
        let scored = self.values.clone();
        let sign = if self.side == Side::Goodie { 1 } else { -1 };
        match self.level {
            Level::Easy => {
                let top = scored.iter().map(|v| v * sign).max().unwrap_or(0);
                let ok = scored
                    .iter()
                    .filter(|v| *v * sign >= top - EASY_SLACK)
                    .count();
                let mut k = self.rng.below(ok as u32) as usize;
                for (i, v) in scored.iter().enumerate() {
                    if *v * sign >= top - EASY_SLACK {
                        if k == 0 {
                            return self.finish(i);
                        }
                        k -= 1;
                    }
                }
                self.finish(0)
            }
            Level::Hard if matches!(self.root.phase(), Phase::Move { .. }) => {
                // Keep the best few by one-move value, then look deeper.
                self.cands.clear();
                let mut order: heapless::Vec<(i32, u16), MAX_ACTIONS> = scored
                    .iter()
                    .enumerate()
                    .map(|(i, v)| (-(v * sign), i as u16))
                    .collect();
                order.sort_unstable();
                for &(_, i) in order.iter().take(HARD_CANDIDATES) {
                    let _ = self.cands.push((i, 0));
                }
                self.stage = Stage::Deep { next: 0 };
            }
            _ => {
                let best = self.best_of(scored.iter().copied().enumerate());
                self.finish(best)
            }
        }
    }

    /// Expected value (goodie view) of action `a` in `g`, one move deep:
    /// battles count half won, half lost; a chest counts 3.5 gold.
    fn one_ply(&mut self, g: &Game, a: Action) -> i32 {
        self.outcomes(g, a, |t, s| {
            t.work += EVAL_COST;
            evaluate(s)
        })
    }

    /// Calls `value` on each chance outcome of `a` and averages (goodie view).
    fn outcomes(
        &mut self,
        g: &Game,
        a: Action,
        mut value: impl FnMut(&mut Self, &Game) -> i32,
    ) -> i32 {
        let mut ev = NoEvents::new();
        let mut apply = |settle: Settle| {
            let mut s = g.clone();
            s.apply_checked(a, settle, &mut ev);
            s
        };
        let target = match a {
            Action::Move { to, .. } => to.index().map_or(0, |i| g.code(i)),
            _ => 0,
        };
        match target {
            GOODIE | BADDIE => {
                let win = apply(Settle::Forced {
                    attacker_wins: true,
                    loot: 1,
                });
                let lose = apply(Settle::Forced {
                    attacker_wins: false,
                    loot: 1,
                });
                let w = value(self, &win);
                let l = value(self, &lose);
                (w + l) / 2
            }
            CHEST => {
                let s = apply(Settle::Forced {
                    attacker_wins: true,
                    loot: LOOT_FORCED,
                });
                value(self, &s) + HALF_GOLD
            }
            _ => {
                let s = apply(Settle::Forced {
                    attacker_wins: true,
                    loot: 1,
                });
                value(self, &s)
            }
        }
    }

    /// Hard: value of `a` averaged over the next player's roll, that player
    /// answering each roll with its greedy best reply.
    fn deep(&mut self, a: Action) -> i32 {
        let root = self.root.clone();
        self.outcomes(&root, a, |t, s| t.chance(s))
    }

    fn chance(&mut self, s: &Game) -> i32 {
        let Phase::Roll { side } = s.phase() else {
            self.work += EVAL_COST;
            return evaluate(s);
        };
        let sign = if side == Side::Goodie { 1 } else { -1 };
        let mut reach = [(0u8, [super::super::board::Mask::default(); 6]); 6];
        let mut n = 0;
        s.markers(side).for_each(|from| {
            let r = s.reach_from(from, side, 6);
            self.work += r.nodes;
            if let Some(slot) = reach.get_mut(n) {
                *slot = (from as u8, r.by_roll);
                n += 1;
            }
        });
        let can_return = s.can_return(side);
        let mut total = 0;
        for roll in 1..=6u8 {
            let mut g = s.clone();
            g.phase = Phase::Move { side, roll };
            let mut best: Option<i32> = None;
            let mut consider = |t: &mut Self, a: Action| {
                let v = t.one_ply(&g, a);
                if best.is_none_or(|b| v * sign > b * sign) {
                    best = Some(v);
                }
            };
            for &(from, masks) in reach.iter().take(n) {
                if let Some(m) = masks.get(roll as usize - 1) {
                    let from = super::super::Pos::from_index(from as usize);
                    m.for_each(|to| {
                        let to = super::super::Pos::from_index(to);
                        consider(self, Action::Move { from, to });
                    });
                }
            }
            if roll == 6 && can_return {
                // One return is representative: the first free start space.
                let mut first = None;
                s.free_starts(side).for_each(|i| {
                    first = first.or(Some(i));
                });
                if let Some(i) = first {
                    let to = super::super::Pos::from_index(i);
                    consider(self, Action::Return { to });
                }
            }
            total += match best {
                Some(v) => v,
                None => self.one_ply(&g, Action::Pass),
            };
        }
        total / 6
    }
}

impl Thinker {
    /// The one-move value of each legal action, as scored so far (goodie view:
    /// expected final score). Handy for debugging and hint displays.
    pub fn scores(&self) -> impl Iterator<Item = (Action, I16F16)> + '_ {
        self.actions
            .iter()
            .zip(self.values.iter())
            .map(|(a, v)| (*a, to_fixed(*v)))
    }
}
