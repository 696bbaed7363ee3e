//! Hollowmere's ready-made heroes (for a quick start) and the creatures of
//! the Undercroft, each with its weapon.

use super::character::Character;
use super::setting::Weapon;

/// A creature's special rule.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub enum Special {
    /// Nothing special.
    None,
    /// Shrugs off one wound of every blow (the paper's zombie).
    IgnoresAWound,
}

/// A fighter as the roster has it: sheet, weapon, special rule.
pub type Entry = (Character, Weapon, Special);

/// The ready-made heroes, as sheet lines (all checked by the paper's rules).
pub const HEROES: [(&str, Weapon); 4] = [
    (
        "Bram (4): Very Strong, Tough, Fast, Clumsy; Blades +1, Climbing +1, Lore",
        Weapon::GreatAxe,
    ),
    (
        "Wren (4): Very Dexterous, Agile; Bows +1, Sneaking, Tracking",
        Weapon::Bow,
    ),
    (
        "Cole (3): Strong, Tough, Dexterous; Blades +1, Perception +1",
        Weapon::Sword,
    ),
    (
        "Tilly (5): Clever, Wise, Agile; Healing +1, Lockpicking, Lore, Persuasion",
        Weapon::Club,
    ),
];

/// The creatures below the village, as sheet lines.
pub const CREATURES: [(&str, Weapon, Special); 5] = [
    (
        "npc Cellar Rat: Agile, Fast, Weak, Sickly",
        Weapon::Claws,
        Special::None,
    ),
    (
        "npc Goblin: Dexterous, Agile, Ugly; Blades",
        Weapon::Dagger,
        Special::None,
    ),
    (
        "npc Zombie: Very Strong, Very Tough, Dense, Foolish, Fumbling, Clumsy, Slow, Unpleasant, Ugly",
        Weapon::Claws,
        Special::IgnoresAWound,
    ),
    (
        "npc Bone Knight: Extremely Strong, Very Tough, Agile, Dense; Blades +2",
        Weapon::Sword,
        Special::None,
    ),
    (
        "npc Troll: Super Strong, Extremely Tough, Dense, Slow",
        Weapon::Club,
        Special::None,
    ),
];

/// Ready-made hero `i` (0..4).
pub fn hero(i: usize) -> (Character, Weapon) {
    let (line, w) = HEROES[i % HEROES.len()];
    (line.parse().unwrap_or_else(|_| Character::blank("Hero")), w)
}

/// Creature `i` of [`CREATURES`].
pub fn creature(i: usize) -> Entry {
    let (line, w, s) = CREATURES[i % CREATURES.len()];
    (
        line.parse().unwrap_or_else(|_| Character::blank("Foe")),
        w,
        s,
    )
}

/// The creatures an arena of `level` (1..=3) sends: indexes into
/// [`CREATURES`].
pub fn foes(level: u8) -> &'static [usize] {
    match level {
        0 | 1 => &[0, 0, 1],
        2 => &[1, 2],
        _ => &[3, 1],
    }
}
