//! Tabletop Hero on the shared rules contract ([`crate::contract::Rules`]).

use super::ai::Thinker;
use super::gear::{ARMY, Army};
use super::{
    Action, Event, Game, House, Illegal, MAX_ACTIONS, MAX_EVENTS, MAX_PLAYERS, Outcome, Phase,
    ROUND_CAP,
};
use crate::contract::{Level, Rules, Sink, Think, Turn};

/// Which battlefield a game is played on.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum FieldChoice {
    /// Generated from the game's seed (mirrored, so fair between edges).
    Generated,
    /// A named battlefield, by its index in [`super::field::NAMED`].
    Named(u8),
}

/// What a new game needs: its seed, the number of players, each seat's army
/// and the battlefield. Which seats are people is the front end's business.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Config {
    /// Fixes every die roll (and the generated battlefield).
    pub seed: u64,
    /// 2 to 4 (anything else is brought into that range).
    pub players: u8,
    /// Each seat's army (seats past `players` are ignored); an army that
    /// breaks the rules plays as the "balanced" preset.
    pub armies: [Army; MAX_PLAYERS],
    /// The battlefield.
    pub field: FieldChoice,
    /// House rules (all off: the paper's rules).
    pub house: House,
}

impl Config {
    /// Two players with the "balanced" army on a generated battlefield.
    pub fn two(seed: u64) -> Config {
        Config::with(seed, 2, "balanced")
    }

    /// `players` players, every one with the preset `army` (the "balanced"
    /// one for an unknown name), on a generated battlefield.
    pub fn with(seed: u64, players: u8, army: &str) -> Config {
        let a = Army::preset(army)
            .or_else(|| Army::preset("balanced"))
            .unwrap_or(Army::computer(0));
        Config {
            seed,
            players,
            armies: [a; MAX_PLAYERS],
            field: FieldChoice::Generated,
            house: House::default(),
        }
    }
}

/// Most actions one turn can take: each mini moves at most once per half unit
/// pair of its double move (16 steps) and acts once; then the end of the turn.
const TURN_ACTIONS: u32 = ARMY as u32 * 17 + 1;

impl Rules for Game {
    type Config = Config;
    type Action = Action;
    type Event = Event;
    type Illegal = Illegal;
    type Outcome = Outcome;

    const MAX_EVENTS: usize = MAX_EVENTS;
    const MAX_ACTIONS: usize = MAX_ACTIONS;
    /// The roll, four edges, twenty placements and [`ROUND_CAP`] rounds of
    /// four turns.
    const MAX_GAME_ACTIONS: u32 = 25 + ROUND_CAP as u32 * MAX_PLAYERS as u32 * TURN_ACTIONS;

    fn new(config: Config) -> Game {
        let field = match config.field {
            FieldChoice::Generated => None,
            FieldChoice::Named(n) => Some(n),
        };
        Game::new(
            config.seed,
            config.players,
            &config.armies,
            field,
            config.house,
        )
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
