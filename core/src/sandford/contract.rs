//! Sandford on the shared rules contract ([`crate::contract::Rules`]).

use heapless::Vec;

use super::ai::{Level, Thinker};
use super::game::push;
use super::{Action, Cell, Config, Event, Game, IllegalAction, Loss, MAX_ACTIONS, Phase};
use crate::contract::{Rules, Sink, Think, Turn};

/// Most events one Sandford action emits (the test kit measures random games
/// against it; the busiest action is a hero's round that ends a wave).
pub const MAX_EVENTS: usize = 64;

/// How a Sandford game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Outcome {
    /// All six waves were defeated.
    Won,
    /// The heroes lost, and how.
    Lost(Loss),
}

impl Game {
    /// The hero who takes the next round: the one owing an action, else the
    /// next one round the table after the last to act who may start a round.
    /// `None` outside the heroes' phases or when no hero can start one.
    pub fn actor(&self) -> Option<u8> {
        if let Some(h) = self.pending_hero() {
            return Some(h);
        }
        let n = self.heroes().len() as u8;
        let start = self.last_actor().map_or(0, |h| h + 1);
        (0..n)
            .map(|i| (start + i) % n)
            .find(|&h| self.can_start_round(h))
    }

    /// The legal actions of one hero, and ending the turn: exactly the
    /// actions of [`Game::legal_actions`] whose hero is `hero`, plus
    /// [`Action::EndTurn`] when listed, in the same order. A person's menu
    /// is one hero's: listing only theirs costs a quarter of the whole list
    /// with four heroes (each hero's moves are a line walk per cell).
    pub fn hero_legal_actions<const N: usize>(&self, hero: u8, out: &mut Vec<Action, N>) {
        out.clear();
        match self.phase() {
            Phase::HeroesArrive | Phase::Defend | Phase::Repair => {
                match self.pending_hero() {
                    Some(h) if h == hero => self.hero_actions(h, out),
                    Some(_) => {}
                    None if self.can_start_round(hero) => {
                        let mut cells: Vec<Cell, { super::MAX_REACH }> = Vec::new();
                        self.reachable(hero, &mut cells);
                        for to in cells {
                            push(out, Action::Move { hero, to });
                        }
                        self.hero_actions(hero, out);
                    }
                    None => {}
                }
                push(out, Action::EndTurn);
            }
            // The automatic phases and the end: no hero acts, nor ends a
            // turn (the contract test compares with the whole list there).
            _ => {}
        }
    }
}

impl Rules for Game {
    type Config = Config;
    type Action = Action;
    type Event = Event;
    type Illegal = IllegalAction;
    type Outcome = Outcome;

    const MAX_EVENTS: usize = MAX_EVENTS;
    const MAX_ACTIONS: usize = MAX_ACTIONS;
    /// Six waves, each a bounded number of hero rounds (the hourglass), monster
    /// steps (the storm after 64 monster turns) and placements, with room to
    /// spare (about 200 actions a heroes' and monsters' turn).
    const MAX_GAME_ACTIONS: u32 = 80_000;

    fn new(config: Config) -> Game {
        Game::new(config)
    }

    fn turn(&self) -> Turn {
        match self.phase() {
            Phase::Won | Phase::Lost(_) => Turn::Over,
            // A hero choosing how to take a blow decides for the monsters' turn.
            Phase::Monsters if self.soaking().is_some() => {
                Turn::Seat(self.soaking().map_or(0, |(h, _)| h))
            }
            Phase::WaveApproaches | Phase::Monsters | Phase::Recover => Turn::Auto,
            // When no hero can start a round only EndTurn is left: the last to
            // act (or hero 0) is asked to end the turn.
            Phase::HeroesArrive | Phase::Defend | Phase::Repair => {
                Turn::Seat(self.actor().or(self.last_actor()).unwrap_or(0))
            }
        }
    }

    fn legal_actions(&self, out: &mut impl Sink<Action>) {
        let mut list: Vec<Action, MAX_ACTIONS> = Vec::new();
        Game::legal_actions(self, &mut list);
        for a in list {
            out.put(a);
        }
    }

    fn try_apply(
        &mut self,
        action: Action,
        events: &mut impl Sink<Event>,
    ) -> Result<(), IllegalAction> {
        Game::try_apply(self, action, events)
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.phase() {
            Phase::Won => Some(Outcome::Won),
            Phase::Lost(how) => Some(Outcome::Lost(how)),
            _ => None,
        }
    }
}

/// A computer hero seat on the contract: Sandford's one [`Thinker`], with its
/// own random numbers (the game's dice are never touched).
/// [`Thinker::for_hero`] instead weighs only one hero's actions.
impl Think<Game> for Thinker {
    fn start(game: &Game, level: Level, seed: u64) -> Thinker {
        Thinker::new(game, level, seed)
    }

    fn step(&mut self, game: &Game, budget: u32) -> Option<Action> {
        Thinker::step(self, game, budget)
    }
}
