//! The arena's actions, refusals, outcomes and events: what a seat does and
//! what the front end shows.

use super::Ability;
use super::arena::Side;
use super::roll::Faces;

/// Something a seat (or the automatic step) does.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Action {
    /// The automatic step.
    Continue,
    /// One pace in a direction 0..8 (clockwise from north).
    Step(u8),
    /// Attack a foe with an ability.
    Attack {
        /// The foe.
        target: u8,
        /// Strong or Dexterous.
        with: Ability,
    },
    /// Roll Clever to save a dying friend next to the fighter.
    Tend {
        /// The friend.
        target: u8,
    },
    /// Wait for a later moment of the round.
    Hold,
    /// End the fighter's turn.
    Done,
    /// Add one bonus die (boxcars) to the side's roll.
    Bonus,
    /// Let the rolls stand.
    Stand,
}

/// Why an action was refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Illegal {
    /// Not now.
    NotNow,
    /// No paces left or no way there.
    CannotMove,
    /// That foe is out of reach.
    OutOfReach,
    /// That one cannot be attacked.
    NotAFoe,
    /// This weapon is not used that way.
    WrongAbility,
    /// Already attacked this round.
    AlreadyActed,
    /// Nobody dying there.
    NobodyToTend,
    /// No bonus die to add.
    NoBonusDie,
    /// The fight is over.
    Over,
}

impl core::fmt::Display for Illegal {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            Illegal::NotNow => "That can't be done just now.",
            Illegal::CannotMove => "You can't move there now.",
            Illegal::OutOfReach => "That foe is out of reach.",
            Illegal::NotAFoe => "You can only attack a foe who is standing.",
            Illegal::WrongAbility => "That weapon isn't used that way.",
            Illegal::AlreadyActed => "You have already acted this round.",
            Illegal::NobodyToTend => "Nobody next to you is dying.",
            Illegal::NoBonusDie => "You have no bonus die to add.",
            Illegal::Over => "The fight is over.",
        })
    }
}

/// How the arena ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub enum Outcome {
    /// That side is the last one standing.
    Won(Side),
    /// Both fell at once, or the round cap came.
    Draw,
}

/// Something that happened, with all the front end shows of it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Event {
    /// A round begins.
    Round(u8),
    /// A fighter's initiative roll (shown again with its bonus dice when it
    /// adds some).
    Initiative {
        /// Who.
        who: u8,
        /// Agile or Fast.
        with: Ability,
        /// Its faces.
        faces: Faces,
        /// Its result.
        result: i8,
    },
    /// A fighter's turn starts (`held`: a held action).
    Acts {
        /// Who.
        who: u8,
        /// True when it is a held action.
        held: bool,
    },
    /// One pace.
    Stepped {
        /// Who.
        who: u8,
        /// From.
        from: (u8, u8),
        /// To.
        to: (u8, u8),
    },
    /// A fighter holds its action.
    Holds(u8),
    /// An attack is declared, with its pools and the attacker's odds as
    /// played, the side behind adding its bonus dice (tenths of a percent).
    Attacks {
        /// The attacker.
        attacker: u8,
        /// The defender.
        defender: u8,
        /// The attack's ability.
        with: Ability,
        /// Its pool.
        pool: u8,
        /// The defence's ability.
        defend: Ability,
        /// Its pool.
        against: u8,
        /// The attacker's chance as played, in tenths of a percent.
        permille: u16,
        /// True for a holder striking back at the same moment.
        answer: bool,
    },
    /// A roll's faces (attack or defence).
    Rolled {
        /// Whose roll.
        who: u8,
        /// The faces.
        faces: Faces,
        /// The result.
        result: i8,
        /// Bonus dice it may still add.
        bonus: u8,
    },
    /// A bonus die added.
    BonusDie {
        /// Whose roll.
        who: u8,
        /// Its face.
        face: u8,
        /// The roll's result now.
        result: i8,
    },
    /// The blow misses (a tie goes to the defender).
    Missed {
        /// The attacker.
        attacker: u8,
        /// The defender.
        defender: u8,
    },
    /// The blow lands.
    Hit {
        /// The attacker.
        attacker: u8,
        /// The defender.
        defender: u8,
        /// Wounds dealt.
        wounds: u8,
        /// Wounds shrugged off (the zombie's rule).
        ignored: u8,
        /// The defender's total now.
        total: u8,
    },
    /// A static roll (Tough against wounds, Clever to tend): faces, the
    /// difficulty, whether it made it.
    Static {
        /// Whose roll.
        who: u8,
        /// Which ability.
        with: Ability,
        /// The faces (bonus dice included).
        faces: Faces,
        /// The result.
        result: i8,
        /// The difficulty.
        needed: u8,
        /// True when it succeeded.
        made: bool,
    },
    /// Knocked out for some rounds.
    KnockedOut {
        /// Who.
        who: u8,
        /// Rounds.
        rounds: u8,
    },
    /// Dying within some rounds.
    Dying {
        /// Who.
        who: u8,
        /// Rounds.
        rounds: u8,
    },
    /// Wakes up.
    Wakes(u8),
    /// Dies.
    Dies(u8),
    /// The fight ends.
    Over(Outcome),
}
