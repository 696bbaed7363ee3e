//! Tabletop Hero: armies of minis, each led by a hero, fight over a
//! battlefield of crates, walls and buildings until one player's hero is the
//! last standing.
//!
//! The rules as played here, with every ruling where the paper is silent, are
//! in `docs/rules-hero.md`. In short:
//!
//! * The battlefield ([`field`]) is a grid, one unit a cell ([`CELLS_PER_UNIT`]);
//!   distances are exact (squared, in integers); cover comes from sight lines
//!   ([`sight`]); movement costs come from [`moves`].
//! * [`Game`] keeps the shared rules contract ([`crate::contract::Rules`]):
//!   the first-player roll is [`Action::Continue`]; everything else is a
//!   seat's choice, one mini's move, attack, throw or heal at a time.
//! * Events carry every die face, cell and number the front end shows.
//! * Positions have a text form ([`core::fmt::Display`] / [`core::str::FromStr`]).
//!
//! ```
//! use tabletop_core::contract::{Rules, Turn};
//! use tabletop_core::hero::{Action, Config, Game};
//! let mut g = <Game as Rules>::new(Config::two(1));
//! assert_eq!(g.turn(), Turn::Auto); // the roll for who goes first
//! g.try_apply(Action::Continue, &mut 0usize).unwrap();
//! assert!(matches!(g.turn(), Turn::Seat(_)));
//! ```

mod combat;
mod contract;
pub mod field;
pub mod forecast;
mod game;
pub mod gear;
pub mod guide;
mod house;
mod log;
pub mod moves;
mod notation;
mod saved;
pub mod setup;
pub mod sight;
mod threat;

pub mod ai;

#[cfg(test)]
mod tests;

pub use contract::{Config, EventLog, FieldChoice};
pub use game::{Game, Mini, Stats};
pub use house::House;
pub use notation::ParseError;

/// Cells in one unit of the paper's measurements.
pub const CELLS_PER_UNIT: u8 = 1;
/// The battlefield's width in cells.
pub const W: usize = 40;
/// The battlefield's height in cells.
pub const H: usize = 30;
/// Most players.
pub const MAX_PLAYERS: usize = 4;
/// Most minis on the battlefield.
pub const MAX_MINIS: usize = MAX_PLAYERS * gear::ARMY;
/// Hit points a mini starts with (and can be healed up to).
pub const HP: i8 = 6;
/// A mini at this many hit points or fewer is dead.
pub const DEAD_AT: i8 = -2;
/// Units a mini moves before its armour's penalty.
pub const MOVE: u8 = 8;
/// Rounds played before a game nobody has won stops, unfinished.
pub const ROUND_CAP: u16 = 60;
/// Most events one action emits.
pub const MAX_EVENTS: usize = 96;
/// Most legal actions at once.
pub const MAX_ACTIONS: usize = 6000;

/// An event buffer big enough for any single action.
pub type Events = heapless::Vec<Event, MAX_EVENTS>;
/// The cells a move passes through (start and end included).
pub type Path = heapless::Vec<Cell, 17>;

/// A cell of the battlefield: column `x` (0 west), row `y` (0 north).
#[derive(
    Clone, Copy, PartialEq, Eq, Debug, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct Cell {
    /// Column, 0..[`W`].
    pub x: u8,
    /// Row, 0..[`H`].
    pub y: u8,
}

impl Cell {
    /// The cell at `x`, `y`.
    pub const fn new(x: u8, y: u8) -> Cell {
        Cell { x, y }
    }
    /// Its index in a row-major array.
    pub const fn index(self) -> usize {
        self.y as usize * W + self.x as usize
    }
    /// The cell of an index.
    pub const fn at(i: usize) -> Cell {
        Cell::new((i % W) as u8, (i / W) as u8)
    }
    /// True when on the battlefield.
    pub const fn on_field(self) -> bool {
        (self.x as usize) < W && (self.y as usize) < H
    }
}

/// How much of a target an attacker sees ([`sight`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, serde::Serialize, serde::Deserialize)]
pub enum Cover {
    /// Fully seen.
    Clear,
    /// At least half seen: +2 to the defence roll.
    Covered,
    /// At least 30 % seen: only a critical hits.
    Concealed,
    /// Less than 30 % seen: cannot be targeted (except by explosives).
    Hidden,
}

impl Cover {
    /// The cover from the number of [`sight::SIGHT_LINES`] that see the target.
    pub const fn of_visible(n: u8) -> Cover {
        match n {
            10.. => Cover::Clear,
            5..=9 => Cover::Covered,
            3..=4 => Cover::Concealed,
            _ => Cover::Hidden,
        }
    }
    /// Its name in logs.
    pub const fn name(self) -> &'static str {
        match self {
            Cover::Clear => "clear",
            Cover::Covered => "covered",
            Cover::Concealed => "concealed",
            Cover::Hidden => "hidden",
        }
    }
}

/// A battlefield edge an army starts from.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, serde::Serialize, serde::Deserialize)]
pub enum Edge {
    /// The top rows.
    North,
    /// The bottom rows.
    South,
    /// The left columns.
    West,
    /// The right columns.
    East,
}

impl Edge {
    /// All edges, in the order they are offered.
    pub const ALL: [Edge; 4] = [Edge::North, Edge::South, Edge::West, Edge::East];
    /// Its letter in the notation.
    pub const fn letter(self) -> char {
        match self {
            Edge::North => 'n',
            Edge::South => 's',
            Edge::West => 'w',
            Edge::East => 'e',
        }
    }
    /// True when `c` is in this edge's deployment band ([`field::BAND`] deep,
    /// the band's three corner cells at each end left out).
    pub fn holds(self, c: Cell) -> bool {
        let (x0, x1, y0, y1) = self.band();
        c.x >= x0 && c.x < x1 && c.y >= y0 && c.y < y1
    }

    /// The deployment band as `(x0, x1, y0, y1)`: the cells with
    /// `x0 <= x < x1` and `y0 <= y < y1`.
    pub fn band(self) -> (u8, u8, u8, u8) {
        let b = field::BAND;
        let (w, h) = (W as u8, H as u8);
        match self {
            Edge::North => (b, w - b, 0, b),
            Edge::South => (b, w - b, h - b, h),
            Edge::West => (0, b, b, h - b),
            Edge::East => (w - b, w, b, h - b),
        }
    }
}

/// Where a game stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, serde::Serialize, serde::Deserialize)]
pub enum Phase {
    /// The roll for who goes first (automatic).
    Roll,
    /// The `k`-th player in placing order picks an edge.
    Edge(u8),
    /// The `k`-th player in placing order places its next mini.
    Place(u8),
    /// Turns.
    Play,
    /// Finished.
    Over,
}

/// Something a seat (or the automatic step) does.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Action {
    /// The automatic step: the roll for who goes first.
    Continue,
    /// Takes an edge to start from.
    Edge(Edge),
    /// Places the next mini of the army (the hero first) on a cell.
    Place(Cell),
    /// Moves a mini (its index) to a cell it can reach.
    Move {
        /// The mini.
        mini: u8,
        /// Where it stops.
        to: Cell,
    },
    /// A mini attacks another with its weapon.
    Attack {
        /// The attacker.
        mini: u8,
        /// The target.
        target: u8,
    },
    /// A mini throws an explosive at another mini.
    Throw {
        /// The thrower.
        mini: u8,
        /// The mini aimed at.
        target: u8,
    },
    /// A mini uses a medkit on a mini next to it (or itself).
    Heal {
        /// The medic.
        mini: u8,
        /// The patient.
        target: u8,
    },
    /// Ends the turn.
    EndTurn,
}

/// Where a missed explosive goes (from the direction die).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Bounce {
    /// The 1 faced up or down (the die shows 1 or 6): it lands on the target
    /// for half damage.
    Stays,
    /// It bounces north (the die shows 2), east (3), west (4) or south (5).
    Towards(Edge),
}

/// Something that happened; it carries everything the front end shows.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Event {
    /// Each player's d6 for who goes first (rolls of 0 did not roll; ties are
    /// rolled again), and who won.
    RolledFirst {
        /// The dice, by seat.
        faces: [u8; MAX_PLAYERS],
        /// The seat that places first.
        first: u8,
    },
    /// A player took an edge.
    EdgeTaken {
        /// The seat.
        seat: u8,
        /// The edge.
        edge: Edge,
    },
    /// A mini was placed.
    Placed {
        /// The mini.
        mini: u8,
        /// Where.
        at: Cell,
    },
    /// A player's turn began.
    TurnStarted {
        /// The seat.
        seat: u8,
        /// The round (1 first).
        round: u16,
    },
    /// An unconscious mini lost a hit point at the start of its turn.
    Bled {
        /// The mini.
        mini: u8,
        /// Its hit points now.
        hp: i8,
    },
    /// A mini moved along a path.
    Moved {
        /// The mini.
        mini: u8,
        /// Every cell of the way, start and end included.
        path: Path,
        /// What it cost, in half units.
        cost: u8,
        /// Half units it has left this turn (with or without an action).
        left: u8,
    },
    /// One shot of an attack.
    Shot {
        /// The attacker.
        mini: u8,
        /// The target.
        target: u8,
        /// The attacking dice (0 for a die not rolled).
        attack: [u8; 2],
        /// The defending dice (0 for a die not rolled).
        defence: [u8; 2],
        /// The target's cover.
        cover: Cover,
        /// A critical.
        crit: bool,
        /// It hit.
        hit: bool,
    },
    /// A thrown explosive's attacking and defending rolls.
    Thrown {
        /// The thrower.
        mini: u8,
        /// The mini aimed at.
        target: u8,
        /// The attacking die.
        attack: u8,
        /// The defending dice (0 for a die not rolled).
        defence: [u8; 2],
        /// A critical.
        crit: bool,
        /// It hit.
        hit: bool,
    },
    /// A missed explosive's direction die and where it lands.
    Bounced {
        /// The direction die.
        face: u8,
        /// Where it went.
        bounce: Bounce,
        /// Units it bounced.
        units: u8,
        /// Where it explodes.
        at: Cell,
    },
    /// An explosion: everyone within the blast radius takes `damage`
    /// (less their Absorb).
    Blast {
        /// Its centre.
        at: Cell,
        /// The damage die (0 for a critical, which deals the most).
        face: u8,
        /// Damage before Absorb.
        damage: u8,
        /// Absorb is ignored (a critical).
        crit: bool,
    },
    /// A mini took damage.
    Hurt {
        /// The mini.
        mini: u8,
        /// The damage dice (0 for a die not rolled or an explosion's).
        faces: [u8; 2],
        /// Armour's Absorb taken off.
        absorbed: u8,
        /// Hit points lost.
        lost: u8,
        /// Hit points now.
        hp: i8,
    },
    /// A mini fell unconscious.
    KnockedOut {
        /// The mini.
        mini: u8,
    },
    /// A mini died.
    Died {
        /// The mini.
        mini: u8,
    },
    /// A medkit was tried.
    Healed {
        /// The medic.
        mini: u8,
        /// The patient.
        target: u8,
        /// The d6 (3 or more works).
        face: u8,
        /// Hit points given.
        gained: u8,
        /// The patient's hit points now.
        hp: i8,
    },
    /// A player's hero died: the player is out and its other minis leave the
    /// battlefield.
    Defeated {
        /// The seat.
        seat: u8,
        /// Minis that left with it.
        left: u8,
    },
    /// The game ended.
    GameOver {
        /// How.
        outcome: Outcome,
    },
}

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, serde::Serialize, serde::Deserialize)]
pub enum Outcome {
    /// The seat with the last living hero.
    Won(u8),
    /// The last heroes died together.
    Draw,
    /// Stopped by [`ROUND_CAP`].
    Unfinished,
}

/// Why an action was refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Illegal {
    /// The game is over.
    Over,
    /// Not now.
    NotNow,
    /// That edge is taken.
    EdgeTaken,
    /// Not a cell where the mini may be placed.
    BadPlacement,
    /// No such mini of yours.
    NotYours,
    /// That mini cannot move or act (unconscious at the start of the turn).
    Out,
    /// The cell is out of reach.
    TooFar,
    /// The mini has already acted.
    Acted,
    /// It used its double move, so it cannot act.
    Tired,
    /// No attacks in the first round.
    FirstRound,
    /// The target is out of range.
    OutOfRange,
    /// The target is hidden.
    Hidden,
    /// Not a target for that.
    BadTarget,
    /// Nothing to use (no weapon, explosive or medkit).
    NoGear,
    /// A sniper that moved cannot shoot.
    SniperMoved,
}

impl core::fmt::Display for Illegal {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            Illegal::Over => "The game is over.",
            Illegal::NotNow => "You can't do that now.",
            Illegal::EdgeTaken => "That edge is taken.",
            Illegal::BadPlacement => "That mini can't be placed there.",
            Illegal::NotYours => "That is not one of your minis.",
            Illegal::Out => "That mini is knocked out this turn.",
            Illegal::TooFar => "That mini can't get there.",
            Illegal::Acted => "That mini has already acted.",
            Illegal::Tired => "That mini ran too far to act.",
            Illegal::FirstRound => "Nobody may attack in the first round.",
            Illegal::OutOfRange => "The target is out of range.",
            Illegal::Hidden => "That mini is hidden.",
            Illegal::BadTarget => "That can't be the target.",
            Illegal::NoGear => "That mini has nothing to use.",
            Illegal::SniperMoved => "A sniper can't shoot after moving.",
        })
    }
}
