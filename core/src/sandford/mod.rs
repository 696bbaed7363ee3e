//! The Doom that Came to Sandford: a cooperative village-defence game on a grid.
//!
//! Heroes buy equipment from the village's shops, then fight six waves of
//! monster dice that march on the buildings and the temple. The paper game is
//! played with a tape measure on a table; this module plays it on a square grid
//! (see [`geometry`] and `docs/rules-sandford.md` for the approximation and every
//! ruling).
//!
//! # Using the rules
//!
//! ```
//! use heapless::Vec;
//! use tabletop_core::sandford::{Action, Config, Event, Game, HouseRules, MAX_ACTIONS};
//!
//! let mut game = Game::new(Config { heroes: 2, rings_option: false, seed: 7, house: HouseRules::NONE });
//! let mut actions: Vec<Action, MAX_ACTIONS> = Vec::new();
//! let mut events: Vec<Event, 64> = Vec::new();
//! game.legal_actions(&mut actions);
//! game.try_apply(actions[0], &mut events).unwrap();
//! ```
//!
//! * [`Game::phase`] says whose move it is. In the automatic phases
//!   ([`Phase::WaveApproaches`], [`Phase::Monsters`], [`Phase::Recover`]) the only
//!   legal action is [`Action::Continue`], which performs one animatable step.
//! * In the heroes' phases ([`Phase::HeroesArrive`], [`Phase::Defend`],
//!   [`Phase::Repair`]) any eligible hero may take a *round*: an optional
//!   [`Action::Move`] followed by one action. [`Action::EndTurn`] is what the
//!   front end sends when the hourglass runs out.
//! * Every state change is reported as [`Event`]s pushed into a caller-owned
//!   `heapless::Vec`; when it is full further events are dropped (the state is
//!   always authoritative).
//! * [`Game::set_up`] makes a position by hand (tests, tools), checked like a
//!   loaded save.
//! * [`ai::Thinker`] (also exported as [`SeatThinker`]) is the computer hero
//!   seat on the rules contract ([`crate::contract::Think`]), seeded with its
//!   own [`ai::AiRng`] and worked in bounded slices; [`ai::choose`] does the
//!   whole decision at once.

pub mod ai;
mod arrival;
mod contract;
mod damage;
mod dice;
mod events;
mod game;
pub mod geometry;
pub mod guide;
mod heroes;
mod house;
mod log;
mod march;
mod monsters;
mod position;
mod reach;
mod saved;
mod setup;
mod types;

#[cfg(test)]
mod tests;

/// The `heapless` crate the API's collections come from, re-exported so front
/// ends (and the host simulator) use the very same version.
pub use heapless;

pub use contract::{MAX_EVENTS, Outcome};

/// The computer hero seat: the one [`ai::Thinker`], under the name the
/// cartridge knows it by.
pub use ai::Thinker as SeatThinker;
pub use game::{Game, Terrain};
pub use geometry::{Angle, Block, Cell, Fx, INCH, MAP_SIZE};
pub use heroes::{MAX_REACH, SUCCESS};
pub use house::HouseRules;
pub use monsters::monster_hp;
pub use position::{Setup, SetupError};
pub use types::*;

/// Maximum number of heroes on the board (solo play uses two).
pub const MAX_HEROES: usize = 4;
/// Number of buildings in the village.
pub const BUILDINGS: usize = 4;
/// Maximum number of monsters on the board at once (ruling: splits beyond this
/// are lost).
pub const MAX_MONSTERS: usize = 48;
/// Number of stock dice in the bag at the start (four of each colour).
pub const STOCK_DICE: usize = 16;
/// Capacity a caller should give [`Game::legal_actions`] to never lose any.
pub const MAX_ACTIONS: usize = 512;
/// Number of waves that must be defeated to win.
pub const WAVES: u8 = 6;
/// Hit points of the temple at the start (the d20 shows 20).
pub const TEMPLE_HP: u8 = 20;
/// Hit points of a hero.
pub const HERO_HP: u8 = 2;
/// Movement of heroes and monsters per move, in inches.
pub const MOVE_INCHES: i16 = 4;
/// Maximum rings per hero.
pub const MAX_RINGS: usize = 3;
/// Rings of each colour in the box (the paper: "Rings (Black, Blue, Red,
/// White) - 4 of each"); ruling: the optional class rings have as many.
pub const RING_SUPPLY: u8 = 4;
/// Side of a building card, in cells (a 2.75" Euro square rounds to 3).
pub const BUILDING_SIZE: i16 = 3;
/// Side of the temple mat, in cells.
pub const TEMPLE_SIZE: i16 = 3;
/// Ruling: the two-minute hourglass is worth this many rounds (move + action),
/// shared evenly among the living heroes (rounded up): the tape measure
/// changes hands at the same pace however many players there are.
pub const HOURGLASS_ROUNDS: u8 = 12;
/// Ruling: after this many monster turns in one wave, the monsters still on the
/// board storm the temple. A guard that every wave (and so every game) ends;
/// the simulator counts how often it fires (a few hard games in 1,000).
pub const MAX_MONSTER_TURNS: u8 = 64;
/// Ruling: the largest distance (inches) a monster may arrive from the nearest
/// building, from the paper's "never more than 12 inches".
pub const ARRIVAL_MAX: i16 = 12;
/// The largest horde: four monsters of each of the six colours, plus every
/// stock die captured.
pub const ARRIVING: usize = 4 * 6 + STOCK_DICE;
