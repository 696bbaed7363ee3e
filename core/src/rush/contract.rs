//! Rush at Zeta Mu Beta on the shared rules contract ([`crate::contract::Rules`]).

use super::ai::Thinker;
use super::{
    Action, Event, Game, HouseRules, Illegal, MAX_ACTIONS, MAX_EVENTS, Outcome, Phase, ROUND_CAP,
};
use crate::contract::{Level, Rules, Sink, Think, Turn};

/// What a new game needs: its seed and the number of players. Which seats
/// are people and which the computer is the front end's business.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Config {
    /// Fixes every die roll.
    pub seed: u64,
    /// 2 (a zombie and a jock: seats 0 and 1) or 4 (zombies 0 and 1, jocks 2
    /// and 3); anything else plays as 2.
    pub players: u8,
    /// The house rules in play ([`HouseRules::NONE`]: the paper's rules).
    pub house: HouseRules,
}

/// Most actions one turn can take: the Cloud (2), the princess d20 and its
/// nudges (1 + 2 x 2), the flee cubes (2 x 8), the d4, the steps and the
/// other move actions (12), and up to three combats (a step, a minion step,
/// a comeback) of at most 26 fights of at most 1 + 4 + 13 actions each.
const TURN_ACTIONS: u32 = 2 + 5 + 16 + 1 + 12 + 3 * 26 * 18;

impl Rules for Game {
    type Config = Config;
    type Action = Action;
    type Event = Event;
    type Illegal = Illegal;
    type Outcome = Outcome;

    const MAX_EVENTS: usize = MAX_EVENTS;
    const MAX_ACTIONS: usize = MAX_ACTIONS;
    /// [`ROUND_CAP`] rounds of three order rolls and four turns.
    const MAX_GAME_ACTIONS: u32 = ROUND_CAP as u32 * (3 + 4 * TURN_ACTIONS);

    fn new(config: Config) -> Game {
        let mut g = Game::new(config.seed, config.players);
        g.house = config.house;
        g
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
        Game::legal_actions(self, out)
    }

    fn try_apply(&mut self, action: Action, events: &mut impl Sink<Event>) -> Result<(), Illegal> {
        Game::try_apply(self, action, events)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
}

impl Think<Game> for Thinker {
    fn start(game: &Game, level: Level, seed: u64) -> Thinker {
        Thinker::new(game, level, seed)
    }

    fn step(&mut self, game: &Game, budget: u32) -> Option<Action> {
        Thinker::step(self, game, budget)
    }

    fn is_stuck(&self) -> bool {
        Thinker::is_stuck(self)
    }
}

/// One action's events, counted.
pub type EventLog = crate::contract::EventLog<Event, MAX_EVENTS>;
