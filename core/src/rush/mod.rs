//! Rush at Zeta Mu Beta: zombies and jocks race across a campus to grab the
//! other team's princess and carry her home.
//!
//! The rules as played here, with every ruling where the paper is silent, are
//! in `docs/rules-rush.md`. In short:
//!
//! * [`Game`] is the whole state; it keeps the shared rules contract
//!   ([`crate::contract::Rules`]): automatic steps (the round's order roll, the
//!   princess's d20, the d4, each combat roll) are [`Action::Continue`], one
//!   bounded step at a time, and every cube prompt is a decision of the seat
//!   that owns the cube, even during the other team's turn.
//! * Events carry every die face and place the front end shows.
//! * Positions have a text form ([`core::fmt::Display`] / [`core::str::FromStr`]).
//!
//! ```
//! use tabletop_core::contract::{Rules, Turn};
//! use tabletop_core::rush::{Action, Config, Game};
//! use tabletop_core::rush::HouseRules;
//! let mut g = <Game as Rules>::new(Config { seed: 1, players: 2, house: HouseRules::NONE });
//! assert_eq!(g.turn(), Turn::Auto); // the round's order roll
//! g.try_apply(Action::Continue, &mut 0usize).unwrap();
//! ```

mod contract;
mod fight;
mod game;
mod house;
mod log;
pub mod map;
mod moves;
mod notation;
mod position;
mod saved;
mod turn;

pub mod ai;
pub mod guide;

#[cfg(test)]
mod tests;

pub use contract::{Config, EventLog};
pub use game::{Fight, Game, Player};
pub use house::HouseRules;
pub use notation::ParseError;
pub use position::SetupError;
pub use turn::wrap20;

/// Rounds played before a game nobody has won stops, unfinished.
pub const ROUND_CAP: u16 = 120;
/// Mysterious Floating Cubes in the pile (every player's cubes come from it
/// and go back to it).
pub const CUBES: u8 = 12;
/// Minion pawns in each team's box.
pub const MINIONS: usize = 12;
/// Most legal actions at once.
pub const MAX_ACTIONS: usize = 192;
/// Most events one action emits.
pub const MAX_EVENTS: usize = 48;
/// Fights tied this many times in a row go to the attacker (never seen in
/// practice: the chance is 1 in 20 to the power 12).
pub const MAX_TIES: u8 = 12;
/// Most players.
pub const MAX_PLAYERS: usize = 4;

/// An event buffer big enough for any single action.
pub type Events = heapless::Vec<Event, MAX_EVENTS>;
/// A list big enough for every legal action.
pub type ActionList = heapless::Vec<Action, MAX_ACTIONS>;

/// A space: the Cloud (0), a building (1..=20) or an open block.
#[derive(
    Clone, Copy, PartialEq, Eq, Debug, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct Spot(pub u8);

impl Spot {
    /// The Cloud, off the map: where princesses wait and fallen players go.
    pub const CLOUD: Spot = Spot(0);
    /// Building `n` (1..=20).
    pub const fn building(n: u8) -> Spot {
        Spot(n)
    }
    /// The open block at `col`, `row`.
    pub const fn block(col: u8, row: u8) -> Spot {
        Spot(1 + map::BUILDINGS as u8 + row * map::COLS as u8 + col)
    }
    /// True for the Cloud.
    pub const fn is_cloud(self) -> bool {
        self.0 == 0
    }
    /// True for a building.
    pub const fn is_building(self) -> bool {
        self.0 >= 1 && self.0 <= map::BUILDINGS as u8
    }
    /// The block's column and row, if it is a block.
    pub const fn block_at(self) -> Option<(u8, u8)> {
        if self.0 as usize > map::BUILDINGS && (self.0 as usize) < map::SPOTS {
            let i = self.0 - 1 - map::BUILDINGS as u8;
            Some((i % map::COLS as u8, i / map::COLS as u8))
        } else {
            None
        }
    }
    /// True for a space a piece can stand in: the Cloud, a building or an
    /// open block (not a building's cell).
    pub fn is_valid(self) -> bool {
        match self.block_at() {
            Some((c, r)) => map::building_at(usize::from(r), usize::from(c)) == 0,
            None => usize::from(self.0) <= map::BUILDINGS,
        }
    }
}

/// The two teams.
#[derive(
    Clone, Copy, PartialEq, Eq, Debug, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Team {
    /// The frosh zombies (base: building 5, the computer lab).
    Zombies,
    /// The jocks (base: building 20, the field house).
    Jocks,
}

impl Team {
    /// 0 for the zombies, 1 for the jocks.
    pub const fn idx(self) -> usize {
        match self {
            Team::Zombies => 0,
            Team::Jocks => 1,
        }
    }
    /// The other team.
    pub const fn other(self) -> Team {
        match self {
            Team::Zombies => Team::Jocks,
            Team::Jocks => Team::Zombies,
        }
    }
    /// The team's base.
    pub const fn base(self) -> Spot {
        match self {
            Team::Zombies => Spot(5),
            Team::Jocks => Spot(20),
        }
    }
    /// Both teams.
    pub const BOTH: [Team; 2] = [Team::Zombies, Team::Jocks];
}

/// One side of a fight.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, serde::Serialize, serde::Deserialize)]
pub enum Fighter {
    /// A player (by player number).
    Player(u8),
    /// A minion of a team.
    Minion(Team),
}

/// Something a seat (or the automatic step) can do.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Action {
    /// Performs the next automatic step (a die roll and what it causes).
    Continue,
    /// Moves the turn's player one space (1 movement point).
    Step(Spot),
    /// Spends the minion point: moves one of the team's minions one space.
    MinionStep {
        /// Where the minion stands.
        from: Spot,
        /// The space next to it.
        to: Spot,
    },
    /// Picks up the enemy princess in this space.
    PickUp,
    /// Lets go of the princess being carried (in the move phase, or before
    /// the d4).
    Release,
    /// Asks the teammate carrying the princess in this space to hand her over.
    AskRelay,
    /// Takes a Mysterious Floating Cube here (ends the turn).
    PickCube,
    /// Ends the turn.
    EndTurn,
    /// The attacker chooses whom to fight.
    Target(Fighter),
    /// Adds this many of the seat's cubes to the fight.
    Cubes(u8),
    /// Uses a cube at this prompt (nudge a d20, make the carrier flee, or let
    /// a teammate reappear at a d20 building).
    UseCube,
    /// Declines a prompt: no cube, no relay, stop pushing, or keep the
    /// princess before the d4.
    Pass,
    /// Adds the nudge cube's d6 to the d20.
    Plus,
    /// Subtracts the nudge cube's d6 from the d20.
    Minus,
    /// The carrier hands the princess to the teammate who asked.
    Relay,
    /// Pushes the carrier one space away from his base.
    Push(Spot),
}

/// What a cube was used for.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum CubeUse {
    /// Nudging the enemy's princess d20.
    Nudge,
    /// Making the carrier of the team's princess flee.
    Flee,
    /// Discarded so a teammate on the Cloud reappears at a d20 building.
    Reappear,
}

/// Something that happened, with every face and place the front end shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Event {
    /// A round began.
    RoundStarted {
        /// Its number, from 1.
        round: u16,
    },
    /// Players rolled a d20 for the round's order (0: did not roll, not tied).
    OrderRolled {
        /// Each player's face.
        faces: [u8; MAX_PLAYERS],
    },
    /// The round's order is settled.
    OrderSet {
        /// Players, first to last (only the first `players` count).
        order: [u8; MAX_PLAYERS],
    },
    /// A player's turn began.
    TurnStarted {
        /// The player.
        player: u8,
    },
    /// A player came back from the Cloud.
    Returned {
        /// The player.
        player: u8,
        /// Where he appeared.
        to: Spot,
        /// The d20 a teammate's cube gave (0: back to base).
        d20: u8,
    },
    /// A cube went back to the pile.
    CubeSpent {
        /// Its owner.
        player: u8,
        /// What for.
        used: CubeUse,
        /// The d6 it showed (0 when discarded without a roll).
        d6: u8,
    },
    /// The d20 for a princess was rolled.
    PrincessRolled {
        /// The princess's team.
        team: Team,
        /// The face.
        face: u8,
    },
    /// A cube's d6 moved the princess's d20.
    Nudged {
        /// The cube's owner.
        player: u8,
        /// The d6.
        d6: u8,
        /// Added (true) or taken away.
        plus: bool,
        /// The d20's result after it (1..=20, wrapping around).
        result: u8,
    },
    /// A princess was placed.
    PrincessPlaced {
        /// The princess's team.
        team: Team,
        /// The d20's final result.
        result: u8,
        /// Where she is (the Cloud when her own team guards that building or
        /// it is the hunters' base).
        at: Spot,
    },
    /// The d4 for movement was rolled.
    MoveRolled {
        /// The player.
        player: u8,
        /// The face.
        d4: u8,
        /// Movement points it gives.
        points: u8,
        /// A minion point too (the face was 1).
        minion_point: bool,
    },
    /// The turn's player stepped one space.
    Stepped {
        /// The player.
        player: u8,
        /// From.
        from: Spot,
        /// To.
        to: Spot,
        /// Points left.
        left: u8,
    },
    /// A minion stepped one space.
    MinionStepped {
        /// Its team.
        team: Team,
        /// From.
        from: Spot,
        /// To.
        to: Spot,
    },
    /// A carrier was pushed one space by a flee cube.
    Pushed {
        /// The carrier.
        player: u8,
        /// From.
        from: Spot,
        /// To.
        to: Spot,
        /// Push points left.
        left: u8,
    },
    /// A player picked up the enemy princess.
    PickedUp {
        /// The player.
        player: u8,
        /// Where.
        at: Spot,
        /// Points left (at most 1).
        left: u8,
    },
    /// A teammate asked the carrier for the princess.
    RelayAsked {
        /// The asker.
        player: u8,
        /// The carrier.
        carrier: u8,
    },
    /// The carrier handed the princess over (or refused).
    Relayed {
        /// The carrier.
        carrier: u8,
        /// The teammate.
        to: u8,
        /// False when refused.
        done: bool,
    },
    /// A carrier let the princess go.
    Released {
        /// The carrier.
        player: u8,
        /// Where she stays.
        at: Spot,
    },
    /// A player took a cube (and his turn ended).
    CubePicked {
        /// The player.
        player: u8,
        /// Where.
        at: Spot,
        /// His cubes now.
        cubes: u8,
        /// Cubes left in the pile.
        pile: u8,
    },
    /// A fight began.
    FightStarted {
        /// Where.
        at: Spot,
        /// Who attacks.
        attacker: Fighter,
        /// Who defends.
        defender: Fighter,
    },
    /// A seat added cubes to a fight.
    CubesAdded {
        /// The cubes' owner.
        player: u8,
        /// True for the attacker's side.
        attacker: bool,
        /// How many.
        count: u8,
    },
    /// One cube's d6 in a fight.
    CubeRolled {
        /// True for the attacker's side.
        attacker: bool,
        /// The face.
        d6: u8,
    },
    /// Both sides' d20s (and totals with cubes).
    FightRolled {
        /// Where.
        at: Spot,
        /// The attacker's d20.
        attacker_d20: u8,
        /// The attacker's total.
        attacker_total: u8,
        /// The defender's d20.
        defender_d20: u8,
        /// The defender's total.
        defender_total: u8,
    },
    /// The totals tied: the fight is rolled again.
    Tied {
        /// Where.
        at: Spot,
    },
    /// A fight was won.
    FightWon {
        /// Where.
        at: Spot,
        /// The winner.
        winner: Fighter,
        /// The loser (a player goes to the Cloud, a minion is removed).
        loser: Fighter,
        /// A new minion of the winner's team was placed.
        minion_placed: bool,
    },
    /// A carrier lost a fight: the princess stays in the space.
    PrincessFreed {
        /// The princess's team.
        team: Team,
        /// Where she stays.
        at: Spot,
    },
    /// A turn ended.
    TurnEnded {
        /// The player.
        player: u8,
    },
    /// A princess was delivered: the game is won.
    Won {
        /// The winning team.
        team: Team,
        /// The carrier.
        player: u8,
    },
    /// The round cap was reached with no winner.
    Unfinished {
        /// Rounds played.
        rounds: u16,
    },
}

/// Why an action was refused: a sentence a child can read.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Illegal(pub &'static str);

impl core::fmt::Display for Illegal {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.0)
    }
}

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, serde::Serialize, serde::Deserialize)]
pub enum Outcome {
    /// A team delivered the enemy princess.
    Won(Team),
    /// The round cap came first.
    Unfinished,
}

/// Where the game stands: whose decision, and what kind.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, serde::Serialize, serde::Deserialize)]
pub enum Phase {
    /// Automatic: everyone (or the tied) rolls a d20 for the round's order.
    Order,
    /// A teammate with cubes may discard one so the turn's player, on the
    /// Cloud, reappears at a d20 building.
    Reappear {
        /// The seat asked.
        seat: u8,
    },
    /// Automatic: the turn's player comes back from the Cloud (`d20`: at a
    /// rolled building, else to base).
    Comeback {
        /// A teammate's cube was discarded for a d20.
        d20: bool,
    },
    /// Automatic: the d20 for the princess the turn's team hunts.
    PrincessRoll,
    /// A seat of the princess's team may nudge the d20 with a cube.
    Nudge {
        /// The seat asked.
        seat: u8,
        /// The d20's result so far.
        result: u8,
    },
    /// The nudging seat chooses to add or subtract its d6.
    NudgeSign {
        /// The seat.
        seat: u8,
        /// The d20's result so far.
        result: u8,
        /// The cube's d6.
        d6: u8,
    },
    /// A seat of the carried princess's team may use a cube to make the
    /// carrier (the turn's player) flee.
    Flee {
        /// The seat asked.
        seat: u8,
    },
    /// The fleeing seat pushes the carrier one space at a time.
    Push {
        /// The seat pushing.
        seat: u8,
        /// Points left.
        left: u8,
    },
    /// The turn's player, carrying the enemy princess, may let her go before
    /// his d4 (the paper: "at any time") or keep her ([`Action::Pass`]).
    Hold,
    /// Automatic: the d4 for movement.
    MoveRoll,
    /// The turn's player spends points.
    Move,
    /// The carrier decides whether to hand the princess to the asking teammate.
    Relay,
    /// The attacker chooses a target.
    Target,
    /// A seat declares how many cubes it adds to the fight.
    Declare {
        /// The seat asked.
        seat: u8,
    },
    /// Automatic: both sides roll.
    FightRoll,
    /// The game has ended.
    Over,
}
