//! SiTTeRS on the shared rules contract ([`crate::contract::Rules`]).

use super::ai::{Level, Thinker};
use super::{Action, ActionList, Event, Game, IllegalMove, MAX_ACTIONS, MAX_EVENTS, Outcome};
use crate::contract::{Rules, Sink, Think, Turn};

/// What a new SiTTeRS game needs: only its seed (both sides' seats are the
/// front end's business).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Config {
    /// Fixes every die roll.
    pub seed: u64,
}

/// Seat numbers on the contract: the goodies are seat 0, the baddies seat 1.
pub const SEATS: u8 = 2;

impl Rules for Game {
    type Config = Config;
    type Action = Action;
    type Event = Event;
    type Illegal = IllegalMove;
    type Outcome = Outcome;

    const MAX_EVENTS: usize = MAX_EVENTS;
    const MAX_ACTIONS: usize = MAX_ACTIONS;
    /// Setup (12 placements), then at most [`super::MAX_ROUNDS`] rounds of
    /// three turns (two the goodies', one the baddies') of at most three
    /// actions each (roll, move or return, loot choice).
    const MAX_GAME_ACTIONS: u32 = 12 + super::MAX_ROUNDS as u32 * 3 * 3;

    fn new(config: Config) -> Game {
        Game::new(config.seed)
    }

    fn turn(&self) -> Turn {
        match self.side_to_act() {
            Some(side) => Turn::Seat(side.idx() as u8),
            None => Turn::Over,
        }
    }

    fn legal_actions(&self, out: &mut impl Sink<Action>) {
        let mut list = ActionList::new();
        Game::legal_actions(self, &mut list);
        for a in list {
            out.put(a);
        }
    }

    fn try_apply(
        &mut self,
        action: Action,
        events: &mut impl Sink<Event>,
    ) -> Result<(), IllegalMove> {
        Game::try_apply(self, action, events)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.is_over().then(|| self.score().1)
    }
}

impl Think<Game> for Thinker {
    fn start(game: &Game, level: Level, seed: u64) -> Thinker {
        Thinker::new(game, level, seed)
    }

    fn step(&mut self, _game: &Game, budget: u32) -> Option<Action> {
        // The thinker keeps its own copy of the position it started on.
        Thinker::step(self, budget)
    }

    fn is_stuck(&self) -> bool {
        Thinker::is_stuck(self)
    }
}

/// The type the contract's `MAX_EVENTS` log is: one action's events, counted.
pub type EventLog = crate::contract::EventLog<Event, MAX_EVENTS>;
