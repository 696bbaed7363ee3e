//! The arena on the shared rules contract ([`crate::contract::Rules`]).

use super::ai::Thinker;
use super::arena::{
    Action, Arena, Config, Event, Illegal, MAX_ACTIONS, MAX_EVENTS, Outcome, Phase, ROUND_CAP,
};
use crate::contract::{Level, Rules, Sink, Think, Turn};

/// Most actions a fighter's turn can take: 24 paces, its attack's throw,
/// bonus dice (at most 24 between both sides), the answer's duel, resolve,
/// tend, hold, done; twice for a held action.
const TURN_ACTIONS: u32 = 2 * (24 + 2 * (2 + 24 + 2) + 4);

impl Rules for Arena {
    type Config = Config;
    type Action = Action;
    type Event = Event;
    type Illegal = Illegal;
    type Outcome = Outcome;

    const MAX_EVENTS: usize = MAX_EVENTS;
    const MAX_ACTIONS: usize = MAX_ACTIONS;
    /// [`ROUND_CAP`] rounds of eight initiative rolls, eight turns and the
    /// round's end.
    const MAX_GAME_ACTIONS: u32 = ROUND_CAP as u32 * (8 + 8 * TURN_ACTIONS + 1);

    fn new(config: Config) -> Arena {
        Arena::new(config)
    }

    fn turn(&self) -> Turn {
        if self.phase == Phase::Over {
            return Turn::Over;
        }
        match self.seat_to_act() {
            Some(s) => Turn::Seat(s),
            None => Turn::Auto,
        }
    }

    fn legal_actions(&self, out: &mut impl Sink<Action>) {
        Arena::legal_actions(self, out)
    }

    fn try_apply(&mut self, action: Action, events: &mut impl Sink<Event>) -> Result<(), Illegal> {
        Arena::try_apply(self, action, events)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
}

impl Think<Arena> for Thinker {
    fn start(game: &Arena, level: Level, seed: u64) -> Thinker {
        Thinker::new(game, level, seed)
    }

    fn step(&mut self, game: &Arena, budget: u32) -> Option<Action> {
        Thinker::step(self, game, budget)
    }

    fn is_stuck(&self) -> bool {
        Thinker::is_stuck(self)
    }
}

/// One action's events, counted.
pub type EventLog = crate::contract::EventLog<Event, MAX_EVENTS>;
