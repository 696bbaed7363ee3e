//! SiTTeRS, the Simple Table Top Rule Set: goodies dash across a dungeon for the
//! safe zone, looting chests on the way, while baddies hunt them.
//!
//! The rules as played here (including every ruling where the paper rules are
//! silent) are written up in `docs/rules-sitters.md`. In short:
//!
//! * [`Game::new`] starts at setup; each call to [`Game::try_apply`] performs one
//!   [`Action`] and reports what happened as [`Event`]s.
//! * [`Game::legal_actions`] lists everything allowed now; an illegal action
//!   returns an [`IllegalMove`] with a child-friendly message and changes nothing.
//! * [`ai`] chooses actions for either side at four levels.
//! * Positions have a text form ([`core::fmt::Display`] / [`core::str::FromStr`])
//!   so tests and debug output read like the board.

mod bits;
mod board;
mod check;
mod contract;
mod game;
pub mod guide;
mod log;
mod notation;
mod reach;
mod saved;

pub mod ai;

#[cfg(test)]
mod tests;

pub use board::{COLS, CellKind, Pos, ROWS, cell_kind};
pub use contract::{Config, EventLog, SEATS};
pub use game::{Game, MAX_ROUNDS, score_for};
pub use notation::ParseError;

/// Most actions [`Game::legal_actions`] can ever list (6 markers × 73 spaces,
/// plus returns), so a `heapless::Vec<Action, MAX_ACTIONS>` never overflows.
pub const MAX_ACTIONS: usize = 448;
/// Most destinations one marker can have ([`Game::destinations`]).
pub const MAX_DESTINATIONS: usize = 76;
/// A comfortable event buffer size for one [`Game::try_apply`] call. Events that
/// do not fit a smaller buffer are dropped (the rules still run).
pub const MAX_EVENTS: usize = 24;
/// Goodie markers in the box.
pub const GOODIES: u8 = 4;
/// Baddie markers in the box.
pub const BADDIES: u8 = 6;
/// Chests each side places at setup.
pub const CHESTS_PER_SIDE: u8 = 4;

/// An event buffer big enough for any single action.
pub type Events = heapless::Vec<Event, MAX_EVENTS>;
/// A list big enough for every legal action.
pub type ActionList = heapless::Vec<Action, MAX_ACTIONS>;
/// A list big enough for every destination of one marker, with paths.
pub type DestinationList = heapless::Vec<(Pos, Path), MAX_DESTINATIONS>;

/// A move's path: the starting space, then every space stepped on, in order.
pub type Path = heapless::Vec<Pos, 7>;

/// The two players.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, serde::Serialize, serde::Deserialize)]
pub enum Side {
    /// The adventurers heading for the safe zone.
    Goodie,
    /// The monsters guarding the dungeon.
    Baddie,
}

impl Side {
    /// The other side.
    pub const fn other(self) -> Side {
        match self {
            Side::Goodie => Side::Baddie,
            Side::Baddie => Side::Goodie,
        }
    }
    pub(crate) const fn idx(self) -> usize {
        match self {
            Side::Goodie => 0,
            Side::Baddie => 1,
        }
    }
}

/// Something standing on a board cell.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Piece {
    /// A goodie marker.
    Goodie,
    /// A baddie marker.
    Baddie,
    /// A treasure chest.
    Chest,
}

impl Piece {
    /// The marker piece of a side.
    pub const fn of(side: Side) -> Piece {
        match side {
            Side::Goodie => Piece::Goodie,
            Side::Baddie => Piece::Baddie,
        }
    }
}

/// Where the game is; says who must act and which actions are legal.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, serde::Serialize, serde::Deserialize)]
pub enum Phase {
    /// Setup: the goodie player places a goodie on a free G space (4 times). The
    /// six baddies then stand on the six B spaces automatically.
    PlaceGoodie,
    /// Setup: the goodie player places a chest on a free C space (4 times).
    PlaceGoodieChest,
    /// Setup: the baddie player places a chest on a free C space (4 times).
    PlaceBaddieChest,
    /// `side` must roll the die ([`Action::Roll`]).
    Roll {
        /// Whose turn it is.
        side: Side,
    },
    /// `side` rolled `roll` and must move, return a marker (on a six) or pass
    /// (only when nothing else is legal).
    Move {
        /// Whose turn it is.
        side: Side,
        /// The die face rolled.
        roll: u8,
    },
    /// A goodie opened a chest and rolled a six with a defeated goodie to bring
    /// back: [`Action::TakeGold`] or [`Action::Return`].
    LootChoice {
        /// The loot roll (always 6).
        roll: u8,
    },
    /// The game has ended; see [`Game::score`].
    Over,
}

impl Phase {
    /// The side that must act now (`None` once the game is over).
    pub const fn side(self) -> Option<Side> {
        match self {
            Phase::PlaceGoodie | Phase::PlaceGoodieChest | Phase::LootChoice { .. } => {
                Some(Side::Goodie)
            }
            Phase::PlaceBaddieChest => Some(Side::Baddie),
            Phase::Roll { side } | Phase::Move { side, .. } => Some(side),
            Phase::Over => None,
        }
    }
}

/// Everything a player can do.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Action {
    /// Setup: put the next marker or chest on this space.
    Place(Pos),
    /// Roll the die for the turn.
    Roll,
    /// Move the marker at `from` so that it ends at `to` (the path is found by
    /// the rules; see [`Game::destinations`]).
    Move {
        /// The marker's space.
        from: Pos,
        /// Where the move ends.
        to: Pos,
    },
    /// Spend a six to bring a defeated marker back onto a free start space.
    Return {
        /// A free start space of the returning side.
        to: Pos,
    },
    /// After a six on a loot roll: keep the 6 gold.
    TakeGold,
    /// No legal move: the turn passes.
    Pass,
}

/// How a finished game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Outcome {
    /// Score above 4.
    GoodiesWin,
    /// Score below 4.
    BaddiesWin,
    /// Score exactly 4.
    Draw,
}

impl Outcome {
    /// The outcome of a final score.
    pub const fn of_score(score: u8) -> Outcome {
        if score > 4 {
            Outcome::GoodiesWin
        } else if score < 4 {
            Outcome::BaddiesWin
        } else {
            Outcome::Draw
        }
    }
}

/// What happened during an action, in order, for the front end to animate.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Event {
    /// Setup: a piece was put on the board.
    Placed {
        /// What was placed.
        piece: Piece,
        /// Where.
        at: Pos,
    },
    /// A new turn begins.
    TurnStarted {
        /// Whose turn.
        side: Side,
        /// The round number (1-based).
        round: u16,
    },
    /// The turn's movement die was rolled.
    Rolled {
        /// Who rolled.
        side: Side,
        /// The face.
        value: u8,
    },
    /// A marker moved along `path` (which starts at `from` and ends at `to`).
    Moved {
        /// Whose marker.
        side: Side,
        /// Start space.
        from: Pos,
        /// End space.
        to: Pos,
        /// Every space on the way, `from` first.
        path: Path,
    },
    /// A goodie opened the chest at `at` and rolled for its gold.
    LootRolled {
        /// The chest's space.
        at: Pos,
        /// The face.
        roll: u8,
    },
    /// The gold was added to the tally; the empty chest is gone.
    Looted {
        /// The chest's space.
        at: Pos,
        /// Gold gained.
        roll: u8,
        /// The goodies' gold after this chest.
        gold_total: u8,
    },
    /// A six on the loot roll was spent on a return instead of gold.
    GoldForfeited {
        /// The chest's space.
        at: Pos,
    },
    /// One pair of battle rolls (a tie is followed by another pair).
    BattleRoll {
        /// Where the battle is.
        at: Pos,
        /// The goodie's face.
        goodie: u8,
        /// The baddie's face.
        baddie: u8,
    },
    /// A battle was decided.
    Battle {
        /// Where.
        at: Pos,
        /// Who won.
        winner: Side,
        /// Who started the fight by moving in.
        attacker: Side,
    },
    /// A defeated marker was taken off the board.
    Removed {
        /// Which kind of marker.
        piece: Piece,
        /// From where.
        at: Pos,
    },
    /// A goodie stepped into the safe zone and left the board for good.
    ReachedSafety {
        /// The safe-zone space.
        at: Pos,
        /// Survivors so far, including this one.
        survivors: u8,
    },
    /// A defeated marker came back on a start space.
    Returned {
        /// Whose marker.
        side: Side,
        /// The start space.
        to: Pos,
    },
    /// The side had no legal move; nothing happened.
    TurnPassed {
        /// Whose turn it was.
        side: Side,
    },
    /// The game ended (no goodie left on the board, or the round limit).
    GameOver {
        /// Goodies that reached safety.
        survivors: u8,
        /// Gold collected.
        gold: u8,
        /// The final score.
        score: u8,
        /// Who won.
        outcome: Outcome,
    },
}

/// Why an action was refused. The game is unchanged; [`IllegalMove::message`]
/// is short enough to show on screen.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum IllegalMove {
    /// The game has ended.
    GameOver,
    /// That kind of action does not fit the current phase.
    WrongTime,
    /// The space is not on the board.
    OffBoard,
    /// Goodies start on a G space.
    NotGoodieStart,
    /// Chests go on C spaces.
    NotChestSpace,
    /// Something already stands there.
    Occupied,
    /// None of the player's markers is on that space.
    NoMarker,
    /// Baddies never step on chests.
    BaddieOnChest,
    /// Only goodies may enter the safe zone.
    BaddieToSafe,
    /// The marker cannot end there with this roll.
    CantReach,
    /// Returns need a six.
    NeedSix,
    /// No defeated marker to bring back.
    NobodyToReturn,
    /// Returned markers go on a free start space of their side.
    NotStartSpace,
    /// A legal move exists, so passing is not allowed.
    MustMove,
}

impl IllegalMove {
    /// A short, child-friendly explanation.
    pub const fn message(self) -> &'static str {
        match self {
            IllegalMove::GameOver => "The game is over",
            IllegalMove::WrongTime => "You can't do that right now",
            IllegalMove::OffBoard => "That space isn't on the board",
            IllegalMove::NotGoodieStart => "Goodies start on a G space",
            IllegalMove::NotChestSpace => "Chests go on a C space",
            IllegalMove::Occupied => "Something is already there",
            IllegalMove::NoMarker => "None of your markers is there",
            IllegalMove::BaddieOnChest => "Baddies can't step on chests",
            IllegalMove::BaddieToSafe => "Only goodies can reach the safe zone",
            IllegalMove::CantReach => "That marker can't get there with this roll",
            IllegalMove::NeedSix => "You need a six to bring a marker back",
            IllegalMove::NobodyToReturn => "Nobody is waiting to come back",
            IllegalMove::NotStartSpace => "Returning markers go on a free start space",
            IllegalMove::MustMove => "You can still move, so you can't pass",
        }
    }
}

impl core::fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.message())
    }
}
