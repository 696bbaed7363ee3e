//! Computer players for every seat, at four levels.
//!
//! * [`Level::Random`]: uniform over the legal actions at every decision
//!   (every cube prompt included: use or pass, how many cubes, plus or minus).
//! * [`Level::Easy`]: half of its decisions are Random's, the others Normal's.
//! * [`Level::Normal`]: greedy: the action whose resulting position scores
//!   best ([`eval`]), with fixed rules of thumb for the cube prompts.
//! * [`Level::Hard`]: plans its whole move at once (every space its points
//!   reach, each with the best way to end the turn there: end, take a cube,
//!   pick up, or the fight entering starts), scores positions with a measure
//!   that looks ahead over the dice (the chance over the next d20 placement
//!   and d4 that each player reaches the princess, weighed with centrality),
//!   and answers cube prompts by their expected value over the cube's d6 and
//!   the fight's d20s.
//!
//! The AI never rolls the game's dice: a look-ahead never applies an action
//! that rolls, and chance is weighed by its odds. Its own generator
//! ([`AiRng`]) breaks ties and makes Random's and Easy's choices.

mod cubes;
pub mod eval;
pub mod odds;
mod plan;

use super::{Action, ActionList, Game};
pub use crate::contract::Level;

/// The computer players' own random numbers (hashed from the seed).
pub type AiRng = crate::contract::AiRng<0x2B5A_77E1, true>;

/// Work units one piece of thinking costs: one candidate action weighed, one
/// way of ending the turn on a space Hard plans for, one cube count of a
/// fight weighed. Each piece is a few evaluations of the measure at most, so
/// a slice of thinking on the cartridge stays small.
pub const PIECE_COST: u32 = 1;

/// What a decision is working on.
#[derive(Clone, Debug)]
enum Work {
    /// The prompts' answers and Hard's plan, still to be looked at.
    Prepare,
    /// Hard's count of cubes for a fight.
    Declare(cubes::Declaring),
    /// The candidates (the legal actions, or the spaces of Hard's plan).
    Candidates,
    /// One space of Hard's plan, part-way scored.
    End(plan::EndScore),
}

/// A decision in the making, worked on in slices.
#[derive(Clone, Debug)]
pub struct Thinker {
    level: Level,
    hard: bool,
    list: ActionList,
    next: usize,
    best: Option<(i32, u32, Action)>,
    rng: AiRng,
    done: Option<Action>,
    stuck: bool,
    spent: u32,
    work: Work,
    ends: plan::Ends,
}

impl Thinker {
    /// Starts deciding for whoever acts in `game` (cheap: the thinking is
    /// all done in [`Thinker::step`]).
    pub fn new(game: &Game, level: Level, seed: u64) -> Thinker {
        let mut rng = AiRng::new(seed);
        let list = game.legal_list();
        let mut t = Thinker {
            level,
            hard: level == Level::Hard,
            list,
            next: 0,
            best: None,
            rng: rng.clone(),
            done: None,
            stuck: false,
            spent: 0,
            work: Work::Prepare,
            ends: plan::Ends::new(),
        };
        if t.list.is_empty() {
            t.stuck = true;
            return t;
        }
        let random = match level {
            Level::Random => true,
            Level::Easy => rng.below(2) == 0,
            _ => false,
        };
        if t.list.len() == 1 {
            t.done = Some(t.list[0]);
        } else if random {
            t.done = Some(t.list[rng.below(t.list.len() as u32) as usize]);
        }
        t.rng = rng;
        t
    }

    /// Works up to `budget` units; the action once decided. Units are spent
    /// piece by piece and a piece is done when its last unit is paid, so
    /// slicing never changes the result.
    pub fn step(&mut self, game: &Game, budget: u32) -> Option<Action> {
        let mut left = budget;
        while self.done.is_none() && !self.stuck {
            let need = PIECE_COST - self.spent;
            if left < need {
                self.spent += left;
                return None;
            }
            left -= need;
            self.spent = 0;
            self.piece(game);
        }
        self.done
    }

    /// One piece of work.
    fn piece(&mut self, game: &Game) {
        match core::mem::replace(&mut self.work, Work::Candidates) {
            Work::Prepare => {
                if let Some(a) = cubes::prompt(game, self.hard) {
                    self.done = Some(a);
                } else if let super::Phase::Declare { seat } = game.phase() {
                    match cubes::Declaring::begin(game, seat, self.hard) {
                        Ok(d) => self.work = Work::Declare(d),
                        Err(k) => self.done = Some(Action::Cubes(k)),
                    }
                } else if self.hard && plan::applies(game) {
                    self.ends = plan::ends(game);
                }
            }
            Work::Declare(mut d) => match d.piece(game) {
                Some(k) => self.done = Some(Action::Cubes(k)),
                None => self.work = Work::Declare(d),
            },
            Work::Candidates if self.ends.is_empty() => {
                if let Some(&a) = self.list.get(self.next) {
                    let score = self.score(game, a);
                    self.candidate(score, a);
                } else {
                    self.finish();
                }
            }
            Work::Candidates => {
                if self.next < self.ends.len() {
                    match plan::EndScore::begin(game, &self.ends, self.next) {
                        Ok(e) => self.work = Work::End(e),
                        Err((score, a)) => self.candidate(score, a),
                    }
                } else {
                    self.finish();
                }
            }
            Work::End(mut e) => {
                let team = game.team_of(game.mover());
                match e.piece(team, self.hard) {
                    Some((score, a)) => self.candidate(score, a),
                    None => self.work = Work::End(e),
                }
            }
        }
    }

    /// A candidate weighed: the best so far is kept (ties broken by the AI's
    /// own generator).
    fn candidate(&mut self, score: i32, a: Action) {
        self.next += 1;
        let salt = self.rng.below(1 << 16);
        if self.best.is_none_or(|(s, t, _)| (score, salt) > (s, t)) {
            self.best = Some((score, salt, a));
        }
    }

    /// Every candidate weighed: the decision is the best.
    fn finish(&mut self) {
        self.done = self.best.map(|(_, _, a)| a);
        if self.done.is_none() {
            // Nothing could be weighed (every candidate refused): the first
            // legal action, so a decision is always made.
            self.done = self.list.first().copied();
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

    /// The score of the position after `a`, for the deciding seat's team.
    fn score(&self, game: &Game, a: Action) -> i32 {
        let Some(seat) = game.seat_to_act() else {
            return 0;
        };
        let team = game.team_of(seat);
        let mut g = game.clone();
        if g.try_apply(a, &mut 0usize).is_err() {
            return i32::MIN;
        }
        eval::value(&g, team, self.hard)
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
