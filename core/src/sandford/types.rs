//! The public data types of the Sandford rules: pieces, actions, events.

use heapless::Vec;

use super::HouseRules;
use super::geometry::{Angle, Block, Cell};
use super::{MAX_RINGS, STOCK_DICE};

/// Colour of a shop stock die, which decides what it is as equipment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StockDie {
    /// What kind of equipment it is.
    pub colour: StockColour,
    /// The face showing, 1–6 (potions count down as they are used).
    pub face: u8,
}

/// Colour of a monster die, which decides its special ability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MonsterId(pub u16);

/// A monster on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
#[derive(Clone, Debug, PartialEq, Eq)]
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
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Building {
    /// The cells its card covers.
    pub block: Block,
    /// Stock dice for sale, in the order they were placed.
    pub stock: Vec<StockDie, STOCK_DICE>,
    /// True once razed (a blank die sits on it).
    pub razed: bool,
}

/// How the heroes lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Loss {
    /// The temple's d20 reached 0.
    Temple,
    /// Every building was razed.
    Buildings,
    /// Every hero was killed.
    Heroes,
}

/// Where the game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
            | Action::Nothing { hero } => Some(hero),
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

/// What a monster attacked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Victim {
    /// The temple.
    Temple,
    /// A building, by index.
    Building(u8),
    /// A hero, by index.
    Hero(u8),
}

/// Something that happened, for a front end to animate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    /// The phase changed.
    PhaseChanged(Phase),
    /// A heroes' turn began (every living hero has fresh rounds).
    TurnStarted {
        /// Rounds each living hero has this turn.
        rounds: u8,
    },
    /// A hero moved along a straight line.
    HeroMoved {
        /// Hero index.
        hero: u8,
        /// Start cell.
        from: Cell,
        /// End cell.
        to: Cell,
    },
    /// A hero bought a die.
    Bought {
        /// Hero index.
        hero: u8,
        /// Building index.
        building: u8,
        /// The die.
        die: StockDie,
    },
    /// A d6 was rolled for a hero's attack (after rerolls).
    AttackRolled {
        /// Hero index.
        hero: u8,
        /// Target monster.
        monster: MonsterId,
        /// Final die face.
        roll: u8,
        /// Number of rerolls used.
        rerolls: u8,
        /// Damage dealt after armour/enchantment (0 on a miss).
        damage: u8,
    },
    /// A monster was killed by a hero.
    MonsterKilled {
        /// The monster.
        monster: MonsterId,
        /// Hero index.
        hero: u8,
    },
    /// A new monster appeared (wave arrival or split).
    MonsterSpawned {
        /// The monster.
        monster: MonsterId,
        /// Its colour.
        colour: MonsterColour,
        /// Where.
        cell: Cell,
        /// Its hit points.
        hp: u8,
    },
    /// A monster moved (one event per move; fast monsters move twice).
    MonsterMoved {
        /// The monster.
        monster: MonsterId,
        /// Start cell.
        from: Cell,
        /// End cell.
        to: Cell,
    },
    /// A regenerating monster healed.
    MonsterHealed {
        /// The monster.
        monster: MonsterId,
        /// Its new HP.
        hp: u8,
    },
    /// A monster attacked something.
    MonsterAttacked {
        /// The monster.
        monster: MonsterId,
        /// What it attacked.
        victim: Victim,
        /// Where the victim stands (the centre of the temple or building).
        at: Cell,
        /// Damage before mitigation (0: the blow missed).
        damage: u8,
        /// The monster's to-hit roll, only with the house rule "kind
        /// monsters" (the paper's blow on a hero, and every blow on the temple
        /// or a building, is not rolled: `None`).
        roll: Option<u8>,
    },
    /// A monster left play after attacking the temple or a building.
    MonsterVanished {
        /// The monster.
        monster: MonsterId,
    },
    /// The temple lost hit points.
    TempleDamaged {
        /// HP left on the d20.
        hp: u8,
    },
    /// A building was razed.
    BuildingRazed {
        /// Building index.
        building: u8,
        /// The building's centre.
        at: Cell,
    },
    /// A monster carried off a stock die; it fights in the next wave.
    StockCaptured {
        /// Building index.
        building: u8,
        /// The die's colour.
        colour: StockColour,
    },
    /// An armour roll when a hero was attacked.
    ArmourRolled {
        /// Hero index.
        hero: u8,
        /// Final face.
        roll: u8,
        /// Paladin rerolls used.
        rerolls: u8,
        /// Damage stopped.
        stopped: u8,
        /// Damage the armour left to take (0: the armour stopped the blow).
        left: u8,
    },
    /// Potions absorbed damage.
    PotionUsed {
        /// Hero index.
        hero: u8,
        /// Damage absorbed.
        amount: u8,
    },
    /// Equipment was discarded to absorb 1 damage.
    GearDiscarded {
        /// Hero index.
        hero: u8,
        /// The die.
        die: StockDie,
    },
    /// A ring was discarded to absorb 1 damage.
    RingDiscarded {
        /// Hero index.
        hero: u8,
        /// The ring.
        ring: Ring,
    },
    /// A hero lost hit points.
    HeroWounded {
        /// Hero index.
        hero: u8,
        /// HP left.
        hp: u8,
    },
    /// A hero was killed.
    HeroKilled {
        /// Hero index.
        hero: u8,
    },
    /// A hero was healed.
    HeroHealed {
        /// Hero index.
        hero: u8,
        /// HP now.
        hp: u8,
    },
    /// A hero was inspired by a bard.
    HeroInspired {
        /// Hero index.
        hero: u8,
    },
    /// A hero bought a ring.
    RingBought {
        /// Hero index.
        hero: u8,
        /// The ring.
        ring: Ring,
    },
    /// A razed building was rebuilt.
    BuildingRepaired {
        /// Building index.
        building: u8,
        /// The building's centre.
        at: Cell,
    },
    /// A hero did nothing.
    Waited {
        /// Hero index.
        hero: u8,
    },
    /// A new wave was rolled: its number, spinner direction and distance.
    WaveArrives {
        /// Wave number, 1–6.
        wave: u8,
        /// Spinner direction.
        angle: Angle,
        /// The two combat dice (inches beyond the furthest building).
        distance: u8,
        /// Where the horde lands: the spinner's line at that distance (its
        /// monsters then arrive one by one around it).
        toward: Cell,
    },
    /// A wave was defeated.
    WaveDefeated {
        /// Wave number.
        wave: u8,
    },
    /// The monsters ran out of turns and stormed the temple (ruling).
    Storm,
    /// A shop received a die.
    ShopStocked {
        /// Building index.
        building: u8,
        /// The die.
        die: StockDie,
    },
    /// Unspent kills went back to the monster pool.
    KillsReturned {
        /// Hero index.
        hero: u8,
        /// Number of dice.
        count: u8,
    },
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
