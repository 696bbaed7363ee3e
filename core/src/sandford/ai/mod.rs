//! Hero AI: picks an action for any hero seat.
//!
//! * [`Level::Random`] picks uniformly among the legal actions.
//! * [`Level::Normal`] scores every legal action with a hand-written
//!   heuristic (approach the most threatening monster, attack what it can
//!   hurt, buy the equipment it lacks, advance and repair when it can afford
//!   to) and takes the best, breaking ties at random. When no move is pending
//!   it only weighs moves (standing still included), so every round is a
//!   considered move followed by a considered action.
//!
//! [`Thinker`] is the one computer seat: it implements the rules contract's
//! [`Think`](crate::contract::Think), draws its random numbers from its own
//! [`AiRng`] (seeded when it starts; the game's dice are never touched) and
//! does its work in bounded units (one cell of a hero's disc, one candidate
//! scored, ...) so a GBA frame never overruns. The decision does not depend on
//! how the work is sliced. [`choose`] does the whole job at once.

use tinyrand::Rand;

use super::game::Game;
use super::types::*;

pub(crate) mod hard;
mod list;
mod score;

use hard::{Hard, Weigh};
pub(crate) use list::{Lister, Mode};
use score::Scorer;
#[cfg(test)]
pub(crate) use score::tenths;

/// How an AI hero plays: the shared scale. Random picks uniformly among the
/// legal actions; Easy is Normal's heuristic with a random bonus on every score
/// (so it often settles for a lesser move); Normal is the greedy one-step
/// heuristic; Hard weighs Normal's best few by a forecast of the monsters' turn.
pub use crate::contract::Level;

/// The computer heroes' own random numbers (hashed from the seed; the game's
/// dice are separate).
pub type AiRng = crate::contract::AiRng<0x5A4D_F0D5, true>;

/// The largest random bonus Easy adds to a candidate's score (scores are in
/// the heuristic's integer units; a monster killed is worth about 100).
pub const EASY_NOISE: u32 = 160;

/// Chooses an action for the game's current position (whatever hero is to
/// act), thinking to the end with a [`Thinker`] seeded by `rng.next_seed()`;
/// `Continue` in automatic phases. Returns `EndTurn` if the game is over
/// (which [`Game::try_apply`] then refuses).
pub fn choose(game: &Game, policy: Level, rng: &mut AiRng) -> Action {
    let mut t = Thinker::new(game, policy, rng.next_seed());
    loop {
        if let Some(a) = t.step(game, u32::MAX) {
            return a;
        }
    }
}

/// The heuristic score of an action under [`Level::Normal`] (higher is
/// better); meant for legal actions, and `i32::MIN` for one naming a hero
/// that does not exist.
pub fn score(g: &Game, a: Action) -> i32 {
    Scorer::new(g).score(g, a)
}

/// A computer hero seat: an AI decision spread over several calls, with its
/// own random numbers. Each [`Thinker::step`] does at most `budget` units of
/// work (checking one cell of a hero's disc, or one other action, and scoring
/// it; each a few thousand GBA cycles at most) and returns the choice once it
/// is made. The game must not change between `new` and the final `step`.
/// Nothing is computed in `new`, and a thinker is small (no list of actions
/// is kept).
#[derive(Clone, Debug)]
pub struct Thinker {
    policy: Level,
    rng: AiRng,
    only: Option<u8>,
    lister: Lister,
    /// Candidates listed so far.
    listed: u32,
    /// Random: the candidate picked once all were counted.
    pick: Option<u32>,
    scorer: Option<Scorer>,
    hard: Option<Hard>,
    best: Option<(i32, Action)>,
    ties: u32,
    result: Option<Action>,
}

impl Thinker {
    /// Prepares to decide for whichever hero should act (or `Continue`), with
    /// the AI seed `seed` (the same as [`Think::start`](crate::contract::Think::start)).
    pub fn new(game: &Game, policy: Level, seed: u64) -> Thinker {
        Thinker::with(game, policy, None, seed)
    }

    /// Prepares to decide among hero `hero`'s actions only (a computer seat
    /// next to people's heroes); decides `EndTurn` if it has none.
    /// [`Thinker::new`] instead lets the AI choose which hero takes the round.
    pub fn for_hero(game: &Game, policy: Level, hero: u8, seed: u64) -> Thinker {
        Thinker::with(game, policy, Some(hero), seed)
    }

    fn with(_game: &Game, policy: Level, only: Option<u8>, seed: u64) -> Thinker {
        Thinker {
            policy,
            rng: AiRng::new(seed),
            only,
            lister: Lister::new(Thinker::mode(policy), only),
            listed: 0,
            pick: None,
            scorer: None,
            hard: (policy == Level::Hard).then(Hard::new),
            best: None,
            ties: 0,
            result: None,
        }
    }

    fn mode(policy: Level) -> Mode {
        match policy {
            Level::Random => Mode::All,
            Level::Easy | Level::Normal | Level::Hard => Mode::MovesFirst,
        }
    }

    /// Number of candidates listed so far (all of them once decided).
    pub fn candidates(&self) -> usize {
        self.listed as usize
    }

    /// Does up to `budget` more units of work; `Some(action)` once decided
    /// (and on every later call).
    pub fn step(&mut self, game: &Game, budget: u32) -> Option<Action> {
        if self.result.is_none() && budget > 0 && game.soaking().is_some() {
            self.result = Some(self.soak(game));
            return self.result;
        }
        let mut left = budget;
        while self.result.is_none() && left > 0 {
            left -= 1;
            if self.policy == Level::Random {
                self.random_unit(game);
            } else {
                self.unit(game);
            }
        }
        self.result
    }

    /// How to take a blow, in one unit: Random picks any way uniformly, the
    /// other levels the computer's rule ([`Game::soak_choice`]). A thinker
    /// for another hero decides `EndTurn` (it has nothing to do).
    fn soak(&mut self, game: &Game) -> Action {
        let Some((hero, _)) = game.soaking() else {
            return Action::EndTurn;
        };
        if self.only.is_some_and(|h| h != hero) {
            return Action::EndTurn;
        }
        if self.policy != Level::Random {
            return game.soak_choice().unwrap_or(Action::EndTurn);
        }
        let mut ways: heapless::Vec<Action, { list::SOAK_WAYS }> = heapless::Vec::new();
        game.soak_actions(&mut ways);
        let n = ways.len().max(1) as u32;
        ways.get(self.rng.next_lim_u32(n) as usize)
            .copied()
            .unwrap_or(Action::EndTurn)
    }

    /// Random: count the candidates, draw one, then list again up to it.
    fn random_unit(&mut self, game: &Game) {
        if !self.lister.done() {
            if let Some(a) = self.lister.unit(game) {
                if self.pick == Some(self.listed) {
                    self.result = Some(a);
                }
                self.listed += 1;
            }
            return;
        }
        if self.listed == 0 {
            self.result = Some(Action::EndTurn);
            return;
        }
        self.pick = Some(self.rng.next_lim_u32(self.listed));
        self.listed = 0;
        self.lister = Lister::new(Mode::All, self.only);
    }

    /// One unit of listing and scoring.
    fn unit(&mut self, game: &Game) {
        let Some(scorer) = &self.scorer else {
            self.scorer = Some(Scorer::new(game));
            return;
        };
        if self.lister.done() {
            // Hard: weigh the best few, a forecast step per unit.
            match self.hard.as_mut().map(|h| h.unit(game)) {
                Some(Weigh::Busy) => return,
                Some(Weigh::Scored(s, a)) => {
                    self.offer(s, a);
                    return;
                }
                Some(Weigh::Finished) | None => {}
            }
            self.result = Some(self.best.map_or(Action::EndTurn, |(_, a)| a));
            return;
        }
        if let Some(a) = self.lister.unit(game) {
            self.listed += 1;
            let s = scorer.score(game, a);
            match self.hard.as_mut() {
                Some(h) => h.offer(s, a),
                None if self.policy == Level::Easy => {
                    // EndTurn keeps its large penalty: Easy never gives up
                    // a round it could use.
                    let bonus = self.rng.next_lim_u32(EASY_NOISE) as i32;
                    self.offer(s.saturating_add(bonus), a)
                }
                None => self.offer(s, a),
            }
        }
    }

    /// Keeps the best-scoring candidate, breaking ties uniformly at random.
    fn offer(&mut self, s: i32, a: Action) {
        match self.best {
            Some((b, _)) if s < b => {}
            Some((b, _)) if s == b => {
                self.ties += 1;
                if self.rng.next_lim_u32(self.ties + 1) == 0 {
                    self.best = Some((s, a));
                }
            }
            _ => {
                self.best = Some((s, a));
                self.ties = 0;
            }
        }
    }
}
