//! The project's own small setting: the village of Hollowmere and the
//! Undercroft beneath it. Its skills (which everyone knows, and the penalty
//! for acting without one that is needed), its weapons, its ready-made heroes
//! and the creatures below.

use super::Ability;

/// Skills in Hollowmere, in the order the character sheet lists them.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub enum Skill {
    /// Swords, daggers and axes.
    Blades,
    /// Bows and slings.
    Bows,
    /// Fists and clubs (everyone can brawl).
    Brawling,
    /// Walls, trees and ropes (everyone can climb).
    Climbing,
    /// Binding wounds; a medic's skill.
    Healing,
    /// Opening locks without the key.
    Lockpicking,
    /// Old stories, runes and beasts.
    Lore,
    /// Noticing things (everyone can look).
    Perception,
    /// Talking people round.
    Persuasion,
    /// Moving unseen.
    Sneaking,
    /// Knives and stones thrown by hand.
    Throwing,
    /// Following trails.
    Tracking,
}

/// How many skills the setting has.
pub const SKILLS: usize = 12;

impl Skill {
    /// Every skill, in sheet order.
    pub const ALL: [Skill; SKILLS] = [
        Skill::Blades,
        Skill::Bows,
        Skill::Brawling,
        Skill::Climbing,
        Skill::Healing,
        Skill::Lockpicking,
        Skill::Lore,
        Skill::Perception,
        Skill::Persuasion,
        Skill::Sneaking,
        Skill::Throwing,
        Skill::Tracking,
    ];

    /// Its place in [`Skill::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The name on the sheet.
    pub const fn name(self) -> &'static str {
        match self {
            Skill::Blades => "Blades",
            Skill::Bows => "Bows",
            Skill::Brawling => "Brawling",
            Skill::Climbing => "Climbing",
            Skill::Healing => "Healing",
            Skill::Lockpicking => "Lockpicking",
            Skill::Lore => "Lore",
            Skill::Perception => "Perception",
            Skill::Persuasion => "Persuasion",
            Skill::Sneaking => "Sneaking",
            Skill::Throwing => "Throwing",
            Skill::Tracking => "Tracking",
        }
    }

    /// True for the skills everyone in Hollowmere has for free.
    pub const fn universal(self) -> bool {
        matches!(self, Skill::Brawling | Skill::Climbing | Skill::Perception)
    }

    /// Dice lost when acting without the skill (the GM's −1 to −4); 0 for
    /// universal skills.
    pub const fn penalty(self) -> u8 {
        match self {
            Skill::Brawling | Skill::Climbing | Skill::Perception => 0,
            Skill::Blades | Skill::Lore | Skill::Persuasion | Skill::Sneaking | Skill::Throwing => {
                1
            }
            Skill::Bows | Skill::Healing | Skill::Tracking => 2,
            Skill::Lockpicking => 3,
        }
    }
}

/// What a weapon is, for the extra wounds it deals.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub enum Build {
    /// Bare hands, teeth: no extra wound.
    Bare,
    /// A small weapon (a dagger): +1 wound for a Dexterous attacker using
    /// Dexterous; a small melee weapon is also one-handed: +1 for a Strong
    /// attacker using Strong.
    Small,
    /// A one-handed weapon: +1 wound for a Strong attacker using Strong.
    OneHanded,
    /// A large weapon: +2 wounds for a Very Strong attacker using Strong (+1
    /// for one only Strong).
    Large,
    /// Thrown by hand: +1 wound for a Dexterous attacker (always Dexterous).
    Thrown,
    /// Shot from a bow or sling: no extra wound.
    Shot,
}

/// A weapon of Hollowmere.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub enum Weapon {
    /// Fists (blunt).
    Fists,
    /// A club (blunt, one-handed).
    Club,
    /// A dagger (lethal, small).
    Dagger,
    /// A sword (lethal, one-handed).
    Sword,
    /// A great axe (lethal, large).
    GreatAxe,
    /// Throwing knives (lethal, thrown).
    Knives,
    /// A bow (lethal, shot).
    Bow,
    /// A sling (blunt, shot).
    Sling,
    /// Claws and teeth (lethal, bare: no skill needed).
    Claws,
}

impl Weapon {
    /// Every weapon.
    pub const ALL: [Weapon; 9] = [
        Weapon::Fists,
        Weapon::Club,
        Weapon::Dagger,
        Weapon::Sword,
        Weapon::GreatAxe,
        Weapon::Knives,
        Weapon::Bow,
        Weapon::Sling,
        Weapon::Claws,
    ];

    /// Its name.
    pub const fn name(self) -> &'static str {
        match self {
            Weapon::Fists => "fists",
            Weapon::Club => "club",
            Weapon::Dagger => "dagger",
            Weapon::Sword => "sword",
            Weapon::GreatAxe => "great axe",
            Weapon::Knives => "knives",
            Weapon::Bow => "bow",
            Weapon::Sling => "sling",
            Weapon::Claws => "claws",
        }
    }

    /// Its build.
    pub const fn build(self) -> Build {
        match self {
            Weapon::Fists | Weapon::Claws => Build::Bare,
            Weapon::Club | Weapon::Sword => Build::OneHanded,
            Weapon::Dagger => Build::Small,
            Weapon::GreatAxe => Build::Large,
            Weapon::Knives => Build::Thrown,
            Weapon::Bow | Weapon::Sling => Build::Shot,
        }
    }

    /// True when a failed Tough roll after its blow leaves the victim dying
    /// (else only knocked out).
    pub const fn lethal(self) -> bool {
        !matches!(self, Weapon::Fists | Weapon::Club | Weapon::Sling)
    }

    /// The skill it needs (`None`: natural weapons need none).
    pub const fn skill(self) -> Option<Skill> {
        match self {
            Weapon::Fists | Weapon::Club => Some(Skill::Brawling),
            Weapon::Dagger | Weapon::Sword | Weapon::GreatAxe => Some(Skill::Blades),
            Weapon::Knives => Some(Skill::Throwing),
            Weapon::Bow | Weapon::Sling => Some(Skill::Bows),
            Weapon::Claws => None,
        }
    }

    /// Farthest a target may be, in paces (1: next to the attacker).
    pub const fn range(self) -> u8 {
        match self.build() {
            Build::Thrown => 8,
            Build::Shot => 24,
            _ => 1,
        }
    }

    /// True for weapons that strike from afar (attacked with Dexterous only).
    pub const fn missile(self) -> bool {
        matches!(self.build(), Build::Thrown | Build::Shot)
    }

    /// The abilities it may attack with: melee Strong or Dexterous (the
    /// attacker's choice), missiles Dexterous.
    pub const fn attack_abilities(self) -> &'static [Ability] {
        if self.missile() {
            &[Ability::Dexterous]
        } else {
            &[Ability::Strong, Ability::Dexterous]
        }
    }
}
