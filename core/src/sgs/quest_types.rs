//! The adventure's actions, refusals, outcome, events and counts.

use super::arena;
use super::character::Untreatable;
use super::roll::Faces;
use super::scenes::Odds;
use super::setting::Skill;

/// Something the party (or the automatic step) does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum QAction {
    /// The automatic step.
    Continue,
    /// Take way 0 or 1 of a choice.
    Choose(u8),
    /// This hero makes the scene's roll.
    Attempt(u8),
    /// Add a bonus die to the contest roll.
    Bonus,
    /// Let the contest rolls stand.
    Stand,
    /// An action in the fight.
    Fight(arena::Action),
    /// The party's medic treats this hero (after an injuring fight or
    /// accident, or the night's rest).
    Treat(u8),
}

/// Why an action was refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum QIllegal {
    /// Not now.
    NotNow,
    /// In the fight.
    Fight(arena::Illegal),
    /// The medic may not treat that hero now.
    Treat(Untreatable),
}

impl core::fmt::Display for QIllegal {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            QIllegal::NotNow => f.write_str("That can't be done just now."),
            QIllegal::Fight(e) => write!(f, "{e}"),
            QIllegal::Treat(e) => write!(f, "{e}"),
        }
    }
}

/// How the adventure ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct QOutcome {
    /// True when the quest was completed.
    pub completed: bool,
    /// XP each surviving hero earned.
    pub xp: u8,
}

/// Something that happened.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum QEvent {
    /// A scene begins.
    Scene(u8),
    /// A hero's static roll.
    Checked {
        /// The hero.
        hero: u8,
        /// Its pool.
        pool: u8,
        /// The faces.
        faces: Faces,
        /// The result.
        result: i8,
        /// The difficulty.
        needed: u8,
        /// Made it.
        made: bool,
    },
    /// A contest's rolls as they stand.
    Contest {
        /// The hero.
        hero: u8,
        /// The hero's faces.
        faces: Faces,
        /// The hero's result.
        result: i8,
        /// The NPC's faces.
        npc: Faces,
        /// The NPC's result.
        npc_result: i8,
    },
    /// The contest is decided.
    ContestOver {
        /// The hero won.
        won: bool,
    },
    /// A hero takes wounds outside a fight.
    Hurt {
        /// The hero.
        hero: u8,
        /// Wounds now.
        total: u8,
    },
    /// A fight begins against creatures of a level.
    FightBegins(u8),
    /// Something in the fight.
    Fight(arena::Event),
    /// A hero died.
    Died(u8),
    /// A healing roll (sleep or the medic).
    Healed {
        /// The hero.
        hero: u8,
        /// Healed one.
        made: bool,
        /// Wounds now.
        total: u8,
    },
    /// A hero of the party treated a hero's wounds (the patient's Tough
    /// roll against its wounds).
    Treated {
        /// The medic.
        medic: u8,
        /// The patient.
        hero: u8,
        /// Healed one.
        made: bool,
        /// Wounds now.
        total: u8,
    },
    /// A skill taught.
    Taught(Skill),
    /// The oracle answered the scene's question: the die's face, the odds
    /// and the answer.
    Asked {
        /// The die.
        face: u8,
        /// The odds it was rolled against.
        odds: Odds,
        /// True for yes.
        yes: bool,
    },
    /// Captured (how many times).
    Captured(u8),
    /// The end.
    Ended(QOutcome),
}

/// Counts over an adventure (the simulator's).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct QuestStats {
    /// Scenes entered.
    pub scenes: u16,
    /// Fights begun.
    pub fights: u8,
    /// Fights lost.
    pub lost: u8,
    /// Wounds taken.
    pub wounds: u16,
    /// Heroes dead.
    pub deaths: u8,
}
