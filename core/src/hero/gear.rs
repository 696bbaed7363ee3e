//! Gear and armies: the armour, weapon and item tables, points, the presets,
//! random armies and the computer's own.

use crate::contract::Dice;

/// Minis in every army (the hero is mini 0).
pub const ARMY: usize = 5;
/// Points a mini's gear may cost.
pub const MINI_POINTS: u8 = 5;
/// Points the hero's gear may cost.
pub const HERO_POINTS: u8 = 10;
/// Every army's total: the hero's 10 and four minis' 5 each.
pub const ARMY_POINTS: u8 = HERO_POINTS + 4 * MINI_POINTS;
/// Points an explosive costs.
pub const BOMB_POINTS: u8 = 1;
/// Points a medkit costs.
pub const MEDKIT_POINTS: u8 = 4;

/// Armour: defence dice, Absorb, speed penalty, points.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, serde::Serialize, serde::Deserialize)]
pub enum Armour {
    /// No armour: 1d6 defence, nothing absorbed.
    None,
    /// 2d6, Absorb 1, speed −2, 1 point.
    Light,
    /// 2d6, Absorb 2, speed −4, 2 points.
    Medium,
    /// 2d6, Absorb 3, speed −4, 3 points; the hero only.
    Heavy,
}

/// A weapon: attack dice, damage dice, range band, points.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, serde::Serialize, serde::Deserialize)]
pub enum Weapon {
    /// Bare hands: no attack (explosives and medkits still work).
    None,
    /// 2d6 to hit, 1d6 damage, range 1, ignores Absorb; 1 point.
    Melee,
    /// 2d6, 1d6 halved (rounded up), range 1–8, two shots as one action; 1 point.
    Light,
    /// 2d6, 1d6, range 1–8; 1 point.
    Medium,
    /// 2d6, 1d6, range 1–16; 3 points.
    Heavy,
    /// 1d6, 2d6, range 10–26, not after moving; 2 points.
    Sniper,
}

impl Armour {
    /// All armours, cheapest first.
    pub const ALL: [Armour; 4] = [Armour::None, Armour::Light, Armour::Medium, Armour::Heavy];
    /// Defence dice (d6s).
    pub const fn dice(self) -> u8 {
        match self {
            Armour::None => 1,
            _ => 2,
        }
    }
    /// Damage absorbed from each hit.
    pub const fn absorb(self) -> u8 {
        match self {
            Armour::None => 0,
            Armour::Light => 1,
            Armour::Medium => 2,
            Armour::Heavy => 3,
        }
    }
    /// Units taken off the move.
    pub const fn speed_penalty(self) -> u8 {
        match self {
            Armour::None => 0,
            Armour::Light => 2,
            _ => 4,
        }
    }
    /// Points.
    pub const fn points(self) -> u8 {
        match self {
            Armour::None => 0,
            Armour::Light => 1,
            Armour::Medium => 2,
            Armour::Heavy => 3,
        }
    }
    /// Its name in the notation and logs.
    pub const fn name(self) -> &'static str {
        match self {
            Armour::None => "none",
            Armour::Light => "light",
            Armour::Medium => "medium",
            Armour::Heavy => "heavy",
        }
    }
}

impl Weapon {
    /// All weapons, in table order.
    pub const ALL: [Weapon; 6] = [
        Weapon::None,
        Weapon::Melee,
        Weapon::Light,
        Weapon::Medium,
        Weapon::Heavy,
        Weapon::Sniper,
    ];
    /// Attack dice (d6s).
    pub const fn dice(self) -> u8 {
        match self {
            Weapon::Sniper => 1,
            _ => 2,
        }
    }
    /// Damage dice (d6s).
    pub const fn damage_dice(self) -> u8 {
        match self {
            Weapon::Sniper => 2,
            _ => 1,
        }
    }
    /// The range band `(nearest, farthest)` in units.
    pub const fn range(self) -> (u8, u8) {
        match self {
            Weapon::None => (1, 0),
            Weapon::Melee => (1, 1),
            Weapon::Light | Weapon::Medium => (1, 8),
            Weapon::Heavy => (1, 16),
            Weapon::Sniper => (10, 26),
        }
    }
    /// Points.
    pub const fn points(self) -> u8 {
        match self {
            Weapon::None => 0,
            Weapon::Melee | Weapon::Light | Weapon::Medium => 1,
            Weapon::Heavy => 3,
            Weapon::Sniper => 2,
        }
    }
    /// Its name in the notation and logs.
    pub const fn name(self) -> &'static str {
        match self {
            Weapon::None => "none",
            Weapon::Melee => "melee",
            Weapon::Light => "light",
            Weapon::Medium => "medium",
            Weapon::Heavy => "heavy",
            Weapon::Sniper => "sniper",
        }
    }
}

/// Explosives: 1d6 to hit, 1d6 damage to every mini within
/// [`BLAST_RADIUS`], range 1–10.
pub const BOMB_RANGE: (u8, u8) = (1, 10);
/// Units around an explosion that take its damage.
pub const BLAST_RADIUS: u8 = 5;

/// One mini's gear.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, serde::Serialize, serde::Deserialize)]
pub struct Kit {
    /// Its armour.
    pub armour: Armour,
    /// Its weapon.
    pub weapon: Weapon,
    /// Explosives carried.
    pub bombs: u8,
    /// Medkits carried.
    pub medkits: u8,
}

impl Kit {
    /// A kit from its parts.
    pub const fn new(armour: Armour, weapon: Weapon, bombs: u8, medkits: u8) -> Kit {
        Kit {
            armour,
            weapon,
            bombs,
            medkits,
        }
    }
    /// What the gear costs.
    pub const fn points(&self) -> u16 {
        self.armour.points() as u16
            + self.weapon.points() as u16
            + self.bombs as u16 * BOMB_POINTS as u16
            + self.medkits as u16 * MEDKIT_POINTS as u16
    }
}

/// Why an army cannot be played.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ArmyError {
    /// Mini `n`'s gear costs more than it may carry.
    TooMuchGear(u8),
    /// Mini `n` (not the hero) wears heavy armour.
    HeavyNotHero(u8),
    /// The army's total is not [`ARMY_POINTS`].
    Total(u16),
}

impl core::fmt::Display for ArmyError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            ArmyError::TooMuchGear(_) => f.write_str("That mini carries too much gear."),
            ArmyError::HeavyNotHero(_) => f.write_str("Only the hero can wear heavy armour."),
            ArmyError::Total(_) => f.write_str("Spend exactly 30 points on the army."),
        }
    }
}

/// An army: five kits, the hero's first.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, serde::Serialize, serde::Deserialize)]
pub struct Army(pub [Kit; ARMY]);

/// The presets, by name.
pub const PRESETS: [&str; 5] = ["snipers", "brawlers", "balanced", "gunners", "bombers"];

impl Army {
    /// The army's total points.
    pub fn points(&self) -> u16 {
        self.0.iter().map(Kit::points).sum()
    }

    /// Checks the army: each mini within its points, heavy armour on the hero
    /// only, and the total exactly [`ARMY_POINTS`].
    pub fn check(&self) -> Result<(), ArmyError> {
        for (i, k) in self.0.iter().enumerate() {
            let cap = if i == 0 { HERO_POINTS } else { MINI_POINTS };
            if k.points() > u16::from(cap) {
                return Err(ArmyError::TooMuchGear(i as u8));
            }
            if i > 0 && k.armour == Armour::Heavy {
                return Err(ArmyError::HeavyNotHero(i as u8));
            }
        }
        match self.points() {
            p if p == u16::from(ARMY_POINTS) => Ok(()),
            p => Err(ArmyError::Total(p)),
        }
    }

    /// A preset by its name in [`PRESETS`].
    pub fn preset(name: &str) -> Option<Army> {
        use Armour as A;
        use Weapon as W;
        let k = Kit::new;
        Some(Army(match name {
            "snipers" => [
                k(A::Heavy, W::Sniper, 1, 1),
                k(A::Light, W::Sniper, 2, 0),
                k(A::Light, W::Sniper, 2, 0),
                k(A::Light, W::Sniper, 2, 0),
                k(A::Light, W::Sniper, 2, 0),
            ],
            "brawlers" => [
                k(A::Heavy, W::Melee, 2, 1),
                k(A::Medium, W::Melee, 2, 0),
                k(A::Medium, W::Melee, 2, 0),
                k(A::Medium, W::Melee, 2, 0),
                k(A::Medium, W::Melee, 2, 0),
            ],
            "balanced" => [
                k(A::Heavy, W::Heavy, 0, 1),
                k(A::Light, W::Medium, 3, 0),
                k(A::Light, W::Medium, 3, 0),
                k(A::Light, W::Sniper, 2, 0),
                k(A::None, W::Light, 0, 1),
            ],
            "gunners" => [
                k(A::Medium, W::Heavy, 5, 0),
                k(A::Light, W::Light, 3, 0),
                k(A::Light, W::Light, 3, 0),
                k(A::Light, W::Medium, 3, 0),
                k(A::Light, W::Medium, 3, 0),
            ],
            "bombers" => [
                k(A::Light, W::Medium, 8, 0),
                k(A::None, W::Medium, 4, 0),
                k(A::None, W::Medium, 4, 0),
                k(A::None, W::Medium, 4, 0),
                k(A::None, W::Medium, 4, 0),
            ],
            _ => return None,
        }))
    }

    /// A random army of exactly [`ARMY_POINTS`]: for each mini a random armour
    /// and weapon it can afford, perhaps a medkit, and explosives with what is
    /// left.
    pub fn random(dice: &mut Dice) -> Army {
        let mut kits = [Kit::new(Armour::None, Weapon::None, 0, 0); ARMY];
        for (i, kit) in kits.iter_mut().enumerate() {
            let mut left = if i == 0 { HERO_POINTS } else { MINI_POINTS };
            let armours = if i == 0 { 4 } else { 3 };
            let a = Armour::ALL[dice.below(armours) as usize];
            left -= a.points();
            let mut w = Weapon::ALL[1 + dice.below(5) as usize];
            if w.points() > left {
                w = Weapon::Medium;
            }
            left -= w.points();
            let medkits = u8::from(left >= MEDKIT_POINTS && dice.below(3) == 0);
            left -= medkits * MEDKIT_POINTS;
            *kit = Kit::new(a, w, left, medkits);
        }
        Army(kits)
    }

    /// The army the computer builds for itself: a preset, chosen with its own
    /// `pick` (any number; it is taken modulo the presets).
    pub fn computer(pick: u32) -> Army {
        let name = PRESETS[(pick % PRESETS.len() as u32) as usize];
        Army::preset(name).unwrap_or(Army([Kit::new(Armour::None, Weapon::None, 0, 0); ARMY]))
    }
}
