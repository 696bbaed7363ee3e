//! What happened: the events a front end animates and describes. Each
//! carries what it shows (numbers, places), so a front end never reads the
//! advanced game to describe an earlier event.

use super::geometry::{Angle, Cell};
use super::types::{MonsterColour, MonsterId, Phase, Ring, StockColour, StockDie};

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
    /// A blow got past the hero's armour and the hero has something to give
    /// up: its player chooses how to take it ([`super::Action::Soak`]).
    Soaking {
        /// Hero index.
        hero: u8,
        /// Damage still to take.
        damage: u8,
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
    /// A hero arrived at the start of the game: the spinner's direction and
    /// the two combat dice (inches from the temple's edge) put it on `cell`.
    /// Only [`Game::new_showing`](super::Game::new_showing) tells of it.
    HeroArrives {
        /// Hero index.
        hero: u8,
        /// Spinner direction.
        angle: Angle,
        /// The faces of the two dice (their sum is the distance).
        dice: [u8; 2],
        /// Where the hero stands (the nearest free cell to that point).
        cell: Cell,
    },
    /// A new wave was rolled: its number, spinner direction and distance.
    WaveArrives {
        /// Wave number, 1–6.
        wave: u8,
        /// Spinner direction.
        angle: Angle,
        /// The two combat dice (inches beyond the furthest building).
        distance: u8,
        /// The faces of those two dice (their sum is `distance`).
        dice: [u8; 2],
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
