//! The rules contract every game on the cartridge keeps.
//!
//! One shape for five games, in the spirit of shakmaty's `Position` over chess
//! variants: a game is a value that knows whose decision it is, lists its legal
//! actions, applies one action at a time (changing nothing when it refuses), and
//! reports everything that happened as events the front end can show without
//! looking at the game again. Tools written against [`Rules`] — the generic test
//! kit, the simulator runner, the cartridge's screen loop — are written once.
//!
//! * [`Dice`]: the one seeded die (with scripted faces for tests).
//! * [`guide`]: a guided first game's script, and its check.
//! * [`Level`]: the one scale of computer levels.
//! * [`Rules`]: the game trait; [`Think`]: its sliced computer player.
//! * [`Sink`] / [`EventLog`]: where events and actions go; an event that does not
//!   fit is counted, never silently lost.
//! * [`Loggable`]: the typed log records the cartridge writes and the tests read.
//! * [`Saved`] and [`save`]: a game's whole state in a few versioned bytes, for
//!   the cartridge's suspend slots.
//!
//! `docs/adding-a-game.md` is the recipe a new game follows.

mod ai_rng;
mod dice;
pub mod guide;
mod level;
mod log;
pub mod save;
mod seed;
mod sink;

#[cfg(test)]
pub(crate) mod guide_kit;
#[cfg(test)]
pub(crate) mod kit;

pub use ai_rng::AiRng;
pub use dice::Dice;
#[cfg(any(test, feature = "scripted-dice"))]
pub use dice::SCRIPT_FACES;
pub use level::Level;
pub use log::{List, LogValue, Loggable, Place, Record, Typed, Word, well_formed};
pub use save::{LoadError, Saved};
pub use seed::{Entropy, decision_seed, mix};
pub use sink::{EventLog, Sink};

/// Whose decision it is.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Turn {
    /// A seat must choose (an index into the game's seats: SiTTeRS' goodies are
    /// 0 and baddies 1; Sandford's heroes are 0–3).
    Seat(u8),
    /// An automatic step: the only legal action advances the game by one bounded,
    /// animatable step (Sandford's `Continue`).
    Auto,
    /// The game has ended; see [`Rules::outcome`].
    Over,
}

/// A game's rules, as every tool sees them.
pub trait Rules: Clone {
    /// What a new game needs (seed, seats, options).
    type Config: Clone;
    /// Something a seat (or the automatic step) can do.
    type Action: Copy + PartialEq + core::fmt::Debug + Loggable;
    /// Something that happened, carrying all the front end shows of it.
    type Event: Clone + PartialEq + core::fmt::Debug + Loggable;
    /// Why an action was refused: its `Display` is one short sentence a child
    /// can read on screen.
    type Illegal: Copy + PartialEq + core::fmt::Debug + core::fmt::Display;
    /// How a finished game ended.
    type Outcome: Copy + PartialEq + core::fmt::Debug + Loggable;

    /// Most events one action can emit. The test kit plays random games and
    /// fails if any action emits more.
    const MAX_EVENTS: usize;
    /// Most legal actions that can exist at once (a list this long never
    /// overflows).
    const MAX_ACTIONS: usize;
    /// Most actions a game can take before it is over, whatever is chosen (the
    /// game's own round caps make it finite); the test kit checks it.
    const MAX_GAME_ACTIONS: u32;

    /// A new game.
    fn new(config: Self::Config) -> Self;
    /// Whose decision it is now.
    fn turn(&self) -> Turn;
    /// Puts every legal action now into `out`, in a fixed order. Nothing once the
    /// game is over.
    fn legal_actions(&self, out: &mut impl Sink<Self::Action>);
    /// Performs `action`, putting what happened into `events`. On `Err` the game
    /// is exactly as it was.
    fn try_apply(
        &mut self,
        action: Self::Action,
        events: &mut impl Sink<Self::Event>,
    ) -> Result<(), Self::Illegal>;
    /// How the game ended; `None` while it goes on.
    fn outcome(&self) -> Option<Self::Outcome>;
}

/// A computer player that thinks in slices, so the cartridge can spread a
/// decision over frames.
///
/// `budget` is in the game's work units; a decision never depends on how the
/// work was sliced (the test kit checks slices of 1, 37 and everything at once).
pub trait Think<G: Rules> {
    /// Starts deciding for whoever must act in `game`, at `level`, with the AI's
    /// own random seed (never the game's dice).
    fn start(game: &G, level: Level, seed: u64) -> Self;
    /// Does up to `budget` more units of work; `Some(action)` once decided (and
    /// on every later call). `game` must be the game it started on.
    fn step(&mut self, game: &G, budget: u32) -> Option<G::Action>;
    /// True when there is nothing to decide (the game was over when it
    /// started), so more slices would be wasted.
    fn is_stuck(&self) -> bool {
        false
    }
}
