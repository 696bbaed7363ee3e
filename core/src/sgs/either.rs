//! One game of the Simple Game System on the shared contract, whichever way
//! it is played: the adventure (a [`Quest`]) or a fight in the arena (an
//! [`Arena`]). Its actions and events are the adventure's (a fight's are
//! wrapped in `QAction::Fight` and `QEvent::Fight`), so every tool written
//! against [`Rules`], [`Think`] and [`Saved`] (the test kit, the cartridge's
//! turn driver, its saves) plays both through one type.

use core::fmt;

use super::ai::Thinker;
use super::arena::{self, Arena};
use super::quest::{QAction, QEvent, QIllegal, QOutcome, QThinker, Quest, QuestConfig};
use crate::contract::{Level, Loggable, Record, Rules, Saved, Sink, Think, Turn};

/// The adventure or an arena fight. Not boxed (the core has no
/// allocator): the cartridge keeps the whole game on the heap.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub enum Game {
    /// The adventure under Hollowmere.
    Adventure(Quest),
    /// A fight in the arena.
    Arena(Arena),
}

/// How a new game starts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Start {
    /// The adventure with ready-made (or random) heroes.
    Adventure(QuestConfig),
    /// An arena fight.
    Arena(arena::Config),
}

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ended {
    /// The adventure's end.
    Adventure(QOutcome),
    /// The fight's end.
    Arena(arena::Outcome),
}

impl Loggable for Ended {
    fn log(&self, r: &mut Record<'_>) -> fmt::Result {
        match self {
            Ended::Adventure(o) => o.log(r),
            Ended::Arena(o) => o.log(r),
        }
    }
}

/// Puts a fight's events into a sink of the adventure's events.
struct Wrap<'a, S>(&'a mut S);

impl<S: Sink<QEvent>> Sink<arena::Event> for Wrap<'_, S> {
    fn put(&mut self, e: arena::Event) {
        self.0.put(QEvent::Fight(e));
    }
    fn keeps(&self) -> bool {
        self.0.keeps()
    }
}

/// Puts a fight's actions into a sink of the adventure's actions.
struct WrapActions<'a, S>(&'a mut S);

impl<S: Sink<QAction>> Sink<arena::Action> for WrapActions<'_, S> {
    fn put(&mut self, a: arena::Action) {
        self.0.put(QAction::Fight(a));
    }
    fn keeps(&self) -> bool {
        self.0.keeps()
    }
}

impl Game {
    /// The fight, if one is on.
    pub fn arena(&self) -> Option<&Arena> {
        match self {
            Game::Adventure(q) => q.arena(),
            Game::Arena(a) => Some(a),
        }
    }

    /// The adventure, if this is one.
    pub fn quest(&self) -> Option<&Quest> {
        match self {
            Game::Adventure(q) => Some(q),
            Game::Arena(_) => None,
        }
    }
}

impl Rules for Game {
    type Config = Start;
    type Action = QAction;
    type Event = QEvent;
    type Illegal = QIllegal;
    type Outcome = Ended;
    const MAX_EVENTS: usize = <Quest as Rules>::MAX_EVENTS;
    const MAX_ACTIONS: usize = <Quest as Rules>::MAX_ACTIONS;
    const MAX_GAME_ACTIONS: u32 = <Quest as Rules>::MAX_GAME_ACTIONS;

    fn new(config: Start) -> Game {
        match config {
            Start::Adventure(c) => Game::Adventure(Quest::new(c)),
            Start::Arena(c) => Game::Arena(Arena::new(c)),
        }
    }

    fn turn(&self) -> Turn {
        match self {
            Game::Adventure(q) => q.turn(),
            Game::Arena(a) => a.turn(),
        }
    }

    fn legal_actions(&self, out: &mut impl Sink<QAction>) {
        match self {
            Game::Adventure(q) => q.legal_actions(out),
            Game::Arena(a) => a.legal_actions(&mut WrapActions(out)),
        }
    }

    fn try_apply(
        &mut self,
        action: QAction,
        events: &mut impl Sink<QEvent>,
    ) -> Result<(), QIllegal> {
        match (self, action) {
            (Game::Adventure(q), a) => Rules::try_apply(q, a, events),
            (Game::Arena(a), QAction::Fight(x)) => {
                a.try_apply(x, &mut Wrap(events)).map_err(QIllegal::Fight)
            }
            (Game::Arena(_), _) => Err(QIllegal::NotNow),
        }
    }

    fn outcome(&self) -> Option<Ended> {
        match self {
            Game::Adventure(q) => Rules::outcome(q).map(Ended::Adventure),
            Game::Arena(a) => Rules::outcome(a).map(Ended::Arena),
        }
    }
}

/// The computer player of either way of playing.
#[derive(Clone, Debug)]
pub enum GameThinker {
    /// In the adventure.
    Adventure(QThinker),
    /// In the arena.
    Arena(Thinker),
}

impl Think<Game> for GameThinker {
    fn start(game: &Game, level: Level, seed: u64) -> GameThinker {
        match game {
            Game::Adventure(q) => {
                GameThinker::Adventure(<QThinker as Think<Quest>>::start(q, level, seed))
            }
            Game::Arena(a) => GameThinker::Arena(<Thinker as Think<Arena>>::start(a, level, seed)),
        }
    }

    fn step(&mut self, game: &Game, budget: u32) -> Option<QAction> {
        match (self, game) {
            (GameThinker::Adventure(t), Game::Adventure(q)) => Think::<Quest>::step(t, q, budget),
            (GameThinker::Arena(t), Game::Arena(a)) => {
                Think::<Arena>::step(t, a, budget).map(QAction::Fight)
            }
            _ => None,
        }
    }

    fn is_stuck(&self) -> bool {
        match self {
            GameThinker::Adventure(t) => Think::<Quest>::is_stuck(t),
            GameThinker::Arena(t) => Think::<Arena>::is_stuck(t),
        }
    }
}

impl Saved for Game {
    const SAVE_NAME: &'static str = "sgsg";
    const SAVE_VERSION: u16 = 1;
    /// The larger of the two, and the variant's tag.
    const MAX_SAVE_BYTES: usize = max(Quest::MAX_SAVE_BYTES, Arena::MAX_SAVE_BYTES) + 1;

    fn dice_state(&self) -> u64 {
        match self {
            Game::Adventure(q) => Saved::dice_state(q),
            Game::Arena(a) => Saved::dice_state(a),
        }
    }

    fn is_sound(&self) -> bool {
        match self {
            Game::Adventure(q) => Saved::is_sound(q),
            Game::Arena(a) => Saved::is_sound(a),
        }
    }

    fn standing(&self, out: &mut dyn fmt::Write) -> fmt::Result {
        match self {
            Game::Adventure(q) => q.standing(out),
            Game::Arena(a) => a.standing(out),
        }
    }
}

const fn max(a: usize, b: usize) -> usize {
    if a > b { a } else { b }
}
