//! The public data types of the Sandford rules: pieces, actions, events.

use heapless::Vec;

use super::HouseRules;
pub use super::events::{Event, Victim};
#[cfg(doc)]
use super::game::Game;
use super::geometry::{Block, Cell};
use super::{MAX_RINGS, STOCK_DICE};

/// Colour of a shop stock die, which decides what it is as equipment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum StockColour {
    /// Armour: stops its face in damage on a 4+.
    Black,
    /// Magic: its face is the damage of a spell (needs a mage ring).
    Blue,
    /// Weapon: its face is the damage of an attack.
    Red,
    /// Health potion: its face is extra hit points.
    White,
}

impl StockColour {
    /// All four colours, in bag order.
    pub const ALL: [StockColour; 4] = [
        StockColour::Black,
        StockColour::Blue,
        StockColour::Red,
        StockColour::White,
    ];
}

/// A rolled stock die: in a shop, carried as equipment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct StockDie {
    /// What kind of equipment it is.
    pub colour: StockColour,
    /// The face showing, 1–6 (potions count down as they are used).
    pub face: u8,
}

/// Colour of a monster die, which decides its special ability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum MonsterColour {
    /// Piercing: halves hero armour.
    Black,
    /// Enchanted: magic does half damage.
    Blue,
    /// Fast: moves twice.
    Green,
    /// Armoured: reduces weapon damage taken by the wave number.
    Red,
    /// Regenerating: heals the wave number at the start of each monster turn.
    White,
    /// Splitting: becomes two random monsters when killed.
    Yellow,
}

impl MonsterColour {
    /// All six colours, in the order the wave dice are rolled.
    pub const ALL: [MonsterColour; 6] = [
        MonsterColour::Black,
        MonsterColour::Blue,
        MonsterColour::Green,
        MonsterColour::Red,
        MonsterColour::White,
        MonsterColour::Yellow,
    ];

    /// Ruling: the monster a captured stock die becomes is the monster of the
    /// same colour (black piercing, blue enchanted, red armoured, white
    /// regenerating).
    pub fn from_stock(c: StockColour) -> MonsterColour {
        match c {
            StockColour::Black => MonsterColour::Black,
            StockColour::Blue => MonsterColour::Blue,
            StockColour::Red => MonsterColour::Red,
            StockColour::White => MonsterColour::White,
        }
    }
}

/// Stable identifier of a monster for the whole game (front ends key sprites on it).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct MonsterId(pub u16);

/// A monster on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Monster {
    /// Stable identifier.
    pub id: MonsterId,
    /// Its colour (and so its ability).
    pub colour: MonsterColour,
    /// Where it stands.
    pub cell: Cell,
    /// Hit points left.
    pub hp: u8,
    /// Hit points when whole (regeneration stops here).
    pub max_hp: u8,
    /// `Some` when this monster is a captured shop die fighting for the horde;
    /// the die goes back to the bag when the monster leaves play.
    pub captured: Option<StockColour>,
}

/// A skill ring. The last four exist only with [`Config::rings_option`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Ring {
    /// Black: one armour reroll per ring.
    Paladin,
    /// Blue: magic attacks with range 4 inches per ring.
    Mage,
    /// Red: one attack reroll per ring.
    Fighter,
    /// White: heal another hero 1 HP within 4 inches per ring.
    Cleric,
    /// Green (optional): +1 inch of movement per ring.
    Thief,
    /// Orange (optional): weapon attacks at range 4 inches per ring.
    Ranger,
    /// Purple (optional): inspire another hero within 4 inches per ring,
    /// giving it one extra round this turn.
    Bard,
    /// Yellow (optional): after a weapon kill, one free follow-through round
    /// per ring per turn.
    Barbarian,
}

impl Ring {
    /// The four standard rings.
    pub const STANDARD: [Ring; 4] = [Ring::Paladin, Ring::Mage, Ring::Fighter, Ring::Cleric];
    /// The four optional class rings.
    pub const OPTIONAL: [Ring; 4] = [Ring::Thief, Ring::Ranger, Ring::Bard, Ring::Barbarian];
}

/// A hero pawn and everything in front of its player.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Hero {
    /// Where the pawn stands (meaningless once dead).
    pub cell: Cell,
    /// Hit points left (0 = dead).
    pub hp: u8,
    /// Equipment bought from the shops.
    pub gear: Vec<StockDie, STOCK_DICE>,
    /// Skill rings, at most three.
    pub rings: Vec<Ring, MAX_RINGS>,
    /// Monster dice killed and not yet spent.
    pub kills: u8,
    /// Rounds (move + action) left this heroes' turn.
    pub rounds_left: u8,
    /// True once inspired by a bard this turn (at most once per turn).
    pub inspired: bool,
    /// True once a ring was bought in this Repair phase.
    pub bought_ring: bool,
    /// Barbarian follow-through rounds used this turn.
    pub follow_throughs: u8,
    /// True while the hero must leave the barred building it stands in.
    pub must_exit: bool,
}

impl Hero {
    /// True while the hero is alive.
    pub fn alive(&self) -> bool {
        self.hp > 0
    }

    /// Number of rings of a kind.
    pub fn ring_count(&self, ring: Ring) -> u8 {
        self.rings.iter().filter(|r| **r == ring).count() as u8
    }

    /// Best face among carried dice of a colour (0 if none).
    pub fn best(&self, colour: StockColour) -> u8 {
        self.gear
            .iter()
            .filter(|d| d.colour == colour)
            .map(|d| d.face)
            .max()
            .unwrap_or(0)
    }

    /// Damage of a weapon attack: the best red die, or 1 for the basic weapon.
    pub fn weapon(&self) -> u8 {
        self.best(StockColour::Red).max(1)
    }

    /// Total of all health potion faces.
    pub fn potions(&self) -> u8 {
        self.gear
            .iter()
            .filter(|d| d.colour == StockColour::White)
            .map(|d| d.face)
            .sum()
    }
}

/// A building of the village.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Building {
    /// The cells its card covers.
    pub block: Block,
    /// Stock dice for sale, in the order they were placed.
    pub stock: Vec<StockDie, STOCK_DICE>,
    /// True once razed (a blank die sits on it).
    pub razed: bool,
}

/// How the heroes lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Loss {
    /// The temple's d20 reached 0.
    Temple,
    /// Every building was razed.
    Buildings,
    /// Every hero was killed.
    Heroes,
}

/// Where the game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Phase {
    /// The opening shopping turn (buy or do nothing; everything open).
    HeroesArrive,
    /// Automatic: the next wave is rolled and placed (one `Continue`).
    WaveApproaches,
    /// Heroes' turn with buildings barred: attack, skills.
    Defend,
    /// Automatic: the monsters' turn, one `Continue` per monster.
    Monsters,
    /// Automatic: reinforcements are cleaned and shops replenished (one `Continue`).
    Recover,
    /// Heroes' turn after a wave: buy, advance, repair, skills.
    Repair,
    /// All six waves were defeated.
    Won,
    /// The heroes lost.
    Lost(Loss),
}

/// Parameters of a new game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Config {
    /// Number of players, 1–4 (1 = solo with two heroes; out-of-range values are clamped).
    pub heroes: u8,
    /// Enables the optional class rings (thief, ranger, bard, barbarian).
    pub rings_option: bool,
    /// Seed of the game's random number generator.
    pub seed: u64,
    /// The house rules in play ([`HouseRules::NONE`]: the paper's rules).
    pub house: HouseRules,
}

/// Something a hero (or the front end, for automatic steps) can do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Performs the next automatic step (wave arrival, one monster, recovery).
    Continue,
    /// Ends the heroes' turn (the hourglass ran out).
    EndTurn,
    /// Moves a hero in a straight line (its own cell = standing still) and
    /// starts its round; the same hero must then act.
    Move {
        /// Hero index.
        hero: u8,
        /// Destination cell.
        to: Cell,
    },
    /// Takes stock die number `die` from the building the hero stands in.
    Buy {
        /// Hero index.
        hero: u8,
        /// Index into the building's stock.
        die: u8,
    },
    /// Weapon attack against a touching monster.
    Attack {
        /// Hero index.
        hero: u8,
        /// The target.
        monster: MonsterId,
    },
    /// Mage skill: magic attack at range.
    Magic {
        /// Hero index.
        hero: u8,
        /// The target.
        monster: MonsterId,
    },
    /// Ranger skill (optional rings): weapon attack at range.
    Ranged {
        /// Hero index.
        hero: u8,
        /// The target.
        monster: MonsterId,
    },
    /// Cleric skill: heal another hero 1 HP.
    Heal {
        /// Hero index.
        hero: u8,
        /// The hero healed.
        target: u8,
    },
    /// Bard skill (optional rings): give another hero one extra round.
    Inspire {
        /// Hero index.
        hero: u8,
        /// The hero inspired.
        target: u8,
    },
    /// In the temple during Repair: spend kills on a ring.
    Advance {
        /// Hero index.
        hero: u8,
        /// The ring bought.
        ring: Ring,
    },
    /// In a razed building during Repair: spend kills to rebuild it.
    Repair {
        /// Hero index.
        hero: u8,
        /// Building index.
        building: u8,
    },
    /// Ends the hero's round without doing anything.
    Nothing {
        /// Hero index.
        hero: u8,
    },
    /// How a hero takes a monster's blow that got past its armour: drink a
    /// potion, give up a die or a ring, or take the rest on its hit points
    /// (the paper lets the player choose; see [`Game::soaking`]).
    Soak {
        /// Hero index.
        hero: u8,
        /// What the hero gives up.
        with: Absorb,
    },
}

/// What a hero gives up against a blow ([`Action::Soak`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Absorb {
    /// Drink from the potion (white die) at this index of the hero's gear:
    /// it absorbs up to its face, and counts down.
    Potion(u8),
    /// Discard the die at this index of the hero's gear: it absorbs 1.
    Gear(u8),
    /// Discard the ring at this index: it absorbs 1.
    Ring(u8),
    /// Take what is left of the blow on the hit points.
    TakeIt,
}

impl Action {
    /// The hero an action belongs to, if any.
    pub fn hero(&self) -> Option<u8> {
        match *self {
            Action::Continue | Action::EndTurn => None,
            Action::Move { hero, .. }
            | Action::Buy { hero, .. }
            | Action::Attack { hero, .. }
            | Action::Magic { hero, .. }
            | Action::Ranged { hero, .. }
            | Action::Heal { hero, .. }
            | Action::Inspire { hero, .. }
            | Action::Advance { hero, .. }
            | Action::Repair { hero, .. }
            | Action::Nothing { hero }
            | Action::Soak { hero, .. } => Some(hero),
        }
    }
}

/// Kinds of targeted skill, for [`crate::sandford::Game::targets`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Skill {
    /// Weapon attack (touching monsters).
    Attack,
    /// Mage magic attack (monsters in range).
    Magic,
    /// Ranger ranged attack (monsters in range).
    Ranged,
    /// Cleric heal (wounded heroes in range).
    Heal,
    /// Bard inspiration (heroes in range).
    Inspire,
}

/// A target of a skill.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// A monster.
    Monster(MonsterId),
    /// A hero, by index.
    Hero(u8),
}

/// Why an action was refused; the state is left unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IllegalAction(pub &'static str);

impl IllegalAction {
    /// Human-readable reason.
    pub fn message(&self) -> &'static str {
        self.0
    }
}

/// The reason as a sentence to show: its first letter in capitals ("The game
/// is over").
impl core::fmt::Display for IllegalAction {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let mut chars = self.0.chars();
        if let Some(c) = chars.next() {
            write!(f, "{}", c.to_ascii_uppercase())?;
        }
        f.write_str(chars.as_str())
    }
}
