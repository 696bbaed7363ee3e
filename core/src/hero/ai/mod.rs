//! Computer players for every seat, at four levels.
//!
//! * [`Level::Random`]: uniform over the legal actions at every decision
//!   (every reachable cell of every mini, every target, ending the turn).
//! * [`Level::Easy`]: places at random; each mini attacks a random target it
//!   can hit (its weapon, else an explosive), otherwise walks towards the
//!   nearest enemy; no medkits.
//! * [`Level::Normal`]: chooses targets by expected damage (the forecast),
//!   explosives by the damage to enemies less the damage to friends in the
//!   blast, looks for a cell to move to and attack from (cover counted),
//!   heals fallen teammates next to it, and places near cover.
//! * [`Level::Hard`]: Normal, and it weighs where each cell leaves the mini
//!   open to the enemies' next attacks (their cover from it), counts the
//!   hero's exposure three times over and keeps it back (a caution that fades
//!   from round 12 on), weighs an
//!   explosive's miss (in place for half, or bounced each of four ways), and
//!   walks to fallen teammates to heal them.
//!
//! A decision is worked in units: one unit is one mini's actions where it
//! stands, its reachable cells, or one candidate cell's evaluation (a few cover checks), so a step stays
//! small. The AI never rolls the game's dice; its own generator ([`AiRng`])
//! breaks ties and makes Random's and Easy's choices.

mod eval;

use super::gear::ARMY;
use super::moves::Reach;
use super::{Action, Cell, Game, Phase};
pub use crate::contract::Level;
use crate::contract::Sink;

/// Candidate cells weighed for each mini's move.
pub const CANDIDATES: usize = 10;

/// The computer players' own random numbers (hashed from the seed).
pub type AiRng = crate::contract::AiRng<0x4E60_11A3, true>;

/// Keeps the `k`-th action put into it.
struct Pick {
    k: usize,
    seen: usize,
    got: Option<Action>,
}

impl Sink<Action> for Pick {
    fn put(&mut self, a: Action) {
        if self.seen == self.k {
            self.got = Some(a);
        }
        self.seen += 1;
    }
}

/// Where the thinker is in its work.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    /// The next mini's actions where it stands, and its value there.
    Mini(u8),
    /// That mini's reachable cells and the candidates among them.
    Reach(u8),
    /// Candidate `j` of the current mini.
    Cell(u8, u8),
    /// Normal's and Hard's placement.
    Place,
    /// Counting the legal actions (for a uniform choice).
    Count,
    /// Picking one of that many legal actions.
    Pick(u16),
    /// Finished.
    Done,
}

/// A decision in the making, worked on in slices.
#[derive(Clone)]
pub struct Thinker {
    level: Level,
    rng: AiRng,
    stage: Stage,
    /// The current mini's reach and candidate cells (with their costs).
    reach: Option<Reach>,
    cands: heapless::Vec<(Cell, u8), CANDIDATES>,
    /// The current mini's value where it stands.
    here: i32,
    best: Option<(i32, u32, Action)>,
    done: Option<Action>,
    stuck: bool,
}

impl Thinker {
    /// Starts deciding for whoever acts in `game`.
    pub fn new(game: &Game, level: Level, seed: u64) -> Thinker {
        let mut t = Thinker {
            level,
            rng: AiRng::new(seed),
            stage: Stage::Done,
            reach: None,
            cands: heapless::Vec::new(),
            here: 0,
            best: None,
            done: None,
            stuck: false,
        };
        match game.phase() {
            Phase::Over => t.stuck = true,
            Phase::Play if level != Level::Random => {
                t.stage = Stage::Mini(game.seat_to_act().unwrap_or(0) * ARMY as u8);
            }
            Phase::Place(_) if level != Level::Random && level != Level::Easy => {
                t.stage = Stage::Place;
            }
            _ => t.stage = Stage::Count,
        }
        t
    }

    /// Offers `a` with `score` (ties broken by the AI's own die).
    fn offer(&mut self, score: i32, a: Action) {
        let salt = self.rng.below(1 << 16);
        if self.best.is_none_or(|(s, t, _)| (score, salt) > (s, t)) {
            self.best = Some((score, salt, a));
        }
    }

    /// Works up to `budget` units; the action once decided.
    pub fn step(&mut self, game: &Game, budget: u32) -> Option<Action> {
        let mut left = budget;
        while self.done.is_none() && !self.stuck && left > 0 {
            left -= 1;
            self.unit(game);
        }
        self.done
    }

    /// One unit of work.
    fn unit(&mut self, game: &Game) {
        let seat = game.seat_to_act().unwrap_or(0);
        let last = (seat + 1) * ARMY as u8;
        match self.stage {
            Stage::Mini(i) if i >= last => {
                self.stage = Stage::Done;
                let end = self
                    .best
                    .filter(|b| b.0 > 0)
                    .map_or(Action::EndTurn, |b| b.2);
                self.done = Some(end);
            }
            Stage::Mini(i) => {
                self.cands.clear();
                self.reach = None;
                let hard = self.level == Level::Hard;
                let easy = self.level == Level::Easy;
                if let Some((score, a)) = eval::act_now(game, i, self.level, &mut self.rng) {
                    self.offer(score, a);
                }
                if game.minis()[usize::from(i)].at.is_none() {
                    self.stage = Stage::Mini(i + 1);
                    return;
                }
                self.here = eval::stand_value(game, i, None, hard, easy);
                self.stage = Stage::Reach(i);
            }
            Stage::Reach(i) => {
                let easy = self.level == Level::Easy;
                if let Some(r) = game.reach(i) {
                    eval::candidates(game, i, &r, easy, &mut self.cands);
                    self.reach = Some(r);
                }
                self.stage = if self.cands.is_empty() {
                    Stage::Mini(i + 1)
                } else {
                    Stage::Cell(i, 0)
                };
            }
            Stage::Cell(i, j) => {
                let (c, cost) = self.cands[usize::from(j)];
                let hard = self.level == Level::Hard;
                let easy = self.level == Level::Easy;
                let v = eval::stand_value(game, i, Some((c, cost)), hard, easy);
                let gain = v - self.here - i32::from(cost);
                if gain > 0 {
                    self.offer(gain, Action::Move { mini: i, to: c });
                }
                self.stage = if usize::from(j) + 1 < self.cands.len() {
                    Stage::Cell(i, j + 1)
                } else {
                    Stage::Mini(i + 1)
                };
            }
            Stage::Place => {
                self.done = eval::placement(game, self.level == Level::Hard);
                self.stage = Stage::Count;
            }
            Stage::Count => {
                let mut n = 0usize;
                game.legal_actions(&mut n);
                self.stuck = n == 0;
                self.stage = Stage::Pick(n.min(usize::from(u16::MAX)) as u16);
            }
            Stage::Pick(n) => {
                let mut p = Pick {
                    k: self.rng.below(u32::from(n)) as usize,
                    seen: 0,
                    got: None,
                };
                game.legal_actions(&mut p);
                self.done = p.got;
                self.stuck = p.got.is_none();
                self.stage = Stage::Done;
            }
            Stage::Done => {}
        }
    }

    /// True when the game was over when it started.
    pub fn is_stuck(&self) -> bool {
        self.stuck
    }

    /// The level it plays at.
    pub fn level(&self) -> Level {
        self.level
    }
}

/// Chooses an action for whoever acts in `game`, thinking to the end.
pub fn choose(game: &Game, level: Level, rng: &mut AiRng) -> Option<Action> {
    let mut t = Thinker::new(game, level, rng.next_seed());
    loop {
        if let Some(a) = t.step(game, u32::MAX) {
            return Some(a);
        }
        if t.is_stuck() {
            return None;
        }
    }
}
