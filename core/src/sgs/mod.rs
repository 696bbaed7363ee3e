//! The Simple Game System: a dice-pool role-playing game where the cartridge
//! is the Game Master.
//!
//! * [`roll`]: the core mechanic (pools, successes, snake eyes and boxcars)
//!   as a small state machine, static and opposed rolls.
//! * [`odds`]: the exact odds of static and opposed rolls.
//! * [`character`] and [`notation`]: characters by the paper's rules, as a
//!   checked builder and as a line of text.
//! * [`setting`]: Hollowmere, the project's own village, and what lies under
//!   it: skills, weapons; [`roster`] its ready-made heroes and creatures.
//! * [`arena`]: a fight on a small grid by the paper's combat rules, on the
//!   shared [`crate::contract::Rules`]; [`ai`] its computer players.
//!
//! ```
//! use tabletop_core::sgs::character::Character;
//! let bram: Character = "Bram (3): Strong, Very Tough; Blades +1, Healing".parse().unwrap();
//! assert_eq!(bram.dice(tabletop_core::sgs::Ability::Tough), 4);
//! assert!("Ada (3): Strong, Weak".parse::<Character>().is_err());
//! ```

pub mod ai;
pub mod arena;
mod arena_types;
pub mod character;
mod contract;
mod either;
mod fight;
pub mod guide;
mod log;
pub mod notation;
pub mod odds;
pub mod quest;
mod quest_ai;
mod quest_io;
mod quest_types;
pub mod roll;
pub mod roster;
mod saved;
pub mod scenes;
pub mod setting;

#[cfg(test)]
mod tests;

pub use arena::{Action, Arena, Config, Event, Foes, Illegal, Outcome, Phase, Side};
pub use character::Character;
pub use contract::EventLog;
pub use either::{Ended, Game, GameThinker, Start};
pub use saved::{CHARACTER_BYTES, load_character, save_character};
pub use setting::{Skill, Weapon};

/// How many ability pairs there are.
pub const ABILITIES: usize = 9;

/// The nine abilities, each with its own disability.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, serde::Serialize, serde::Deserialize)]
pub enum Ability {
    /// Strong / Weak.
    Strong,
    /// Tough / Sickly.
    Tough,
    /// Clever / Dense.
    Clever,
    /// Wise / Foolish.
    Wise,
    /// Dexterous / Fumbling.
    Dexterous,
    /// Agile / Clumsy.
    Agile,
    /// Fast / Slow.
    Fast,
    /// Charming / Unpleasant.
    Charming,
    /// Attractive / Ugly.
    Attractive,
}

impl Ability {
    /// Every ability, in sheet order.
    pub const ALL: [Ability; ABILITIES] = [
        Ability::Strong,
        Ability::Tough,
        Ability::Clever,
        Ability::Wise,
        Ability::Dexterous,
        Ability::Agile,
        Ability::Fast,
        Ability::Charming,
        Ability::Attractive,
    ];

    /// Its place in [`Ability::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The ability's name.
    pub const fn name(self) -> &'static str {
        match self {
            Ability::Strong => "Strong",
            Ability::Tough => "Tough",
            Ability::Clever => "Clever",
            Ability::Wise => "Wise",
            Ability::Dexterous => "Dexterous",
            Ability::Agile => "Agile",
            Ability::Fast => "Fast",
            Ability::Charming => "Charming",
            Ability::Attractive => "Attractive",
        }
    }

    /// Its disability's name.
    pub const fn opposite(self) -> &'static str {
        match self {
            Ability::Strong => "Weak",
            Ability::Tough => "Sickly",
            Ability::Clever => "Dense",
            Ability::Wise => "Foolish",
            Ability::Dexterous => "Fumbling",
            Ability::Agile => "Clumsy",
            Ability::Fast => "Slow",
            Ability::Charming => "Unpleasant",
            Ability::Attractive => "Ugly",
        }
    }

    /// True for the physical abilities a wound lessens (Strong, Tough,
    /// Dexterous, Agile, Fast).
    pub const fn physical(self) -> bool {
        matches!(
            self,
            Ability::Strong | Ability::Tough | Ability::Dexterous | Ability::Agile | Ability::Fast
        )
    }
}
