//! The forecast: exact odds from the dice, as fractions (no floats).
//!
//! The chance to hit counts every way the attacking and defending dice can
//! fall: a critical (the attacking dice's highest total) always hits; a
//! Concealed target is hit only by a critical; otherwise the attack hits when
//! it is strictly higher than the defence (plus 2 for a Covered target).

use super::Cover;
use super::gear::{Armour, Weapon};

/// An exact chance or mean: `num / den`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Odds {
    /// The numerator.
    pub num: u32,
    /// The denominator (never 0).
    pub den: u32,
}

impl Odds {
    /// In hundredths, rounded down (for a screen).
    pub fn percent(self) -> u32 {
        self.num * 100 / self.den
    }
    /// `self` compared with `other` as fractions.
    pub fn compare(self, other: Odds) -> core::cmp::Ordering {
        (u64::from(self.num) * u64::from(other.den))
            .cmp(&(u64::from(other.num) * u64::from(self.den)))
    }
}

/// Ways `n` d6s (1 or 2) total `s`.
pub const fn ways(n: u8, s: u8) -> u32 {
    match n {
        1 if s >= 1 && s <= 6 => 1,
        2 if s >= 2 && s <= 12 => {
            let t = if s <= 7 { s - 1 } else { 13 - s };
            t as u32
        }
        _ => 0,
    }
}

/// 6 to the `n`.
pub const fn sixes(n: u8) -> u32 {
    let mut r = 1;
    let mut i = 0;
    while i < n {
        r *= 6;
        i += 1;
    }
    r
}

/// The chance of a critical with `att` attacking dice: the top total, 1 way.
pub const fn crit_chance(att: u8) -> Odds {
    Odds {
        num: 1,
        den: sixes(att),
    }
}

/// The ways `att` attacking dice hit against `def` defending dice with
/// `cover` (criticals included), of 6^(att + def).
const fn hit_ways(att: u8, def: u8, cover: Cover) -> u32 {
    let top = 6 * att;
    let bonus = if matches!(cover, Cover::Covered) {
        2
    } else {
        0
    };
    let concealed = matches!(cover, Cover::Concealed);
    let mut num = 0;
    let mut a = att;
    while a <= top {
        let mut d = def;
        while d <= 6 * def {
            if a == top || (!concealed && a > d + bonus) {
                num += ways(att, a) * ways(def, d);
            }
            d += 1;
        }
        a += 1;
    }
    num
}

/// Most dice a weapon or an armour rolls for a hit.
pub const MAX_HIT_DICE: usize = 2;

/// [`hit_ways`] for every count of dice the tables use and every cover,
/// worked out when the cartridge is built (the AI asks for it thousands of
/// times a decision).
const HIT_WAYS: [[[u32; 4]; MAX_HIT_DICE + 1]; MAX_HIT_DICE + 1] = {
    let covers = [
        Cover::Clear,
        Cover::Covered,
        Cover::Concealed,
        Cover::Hidden,
    ];
    let mut t = [[[0; 4]; MAX_HIT_DICE + 1]; MAX_HIT_DICE + 1];
    let mut att = 0;
    while att <= MAX_HIT_DICE {
        let mut def = 0;
        while def <= MAX_HIT_DICE {
            let mut k = 0;
            while k < 4 {
                t[att][def][k] = hit_ways(att as u8, def as u8, covers[k]);
                k += 1;
            }
            def += 1;
        }
        att += 1;
    }
    t
};

/// The chance that `att` attacking dice hit against `def` defending dice with
/// `cover` (criticals included), for up to [`MAX_HIT_DICE`] dice a side (the
/// most any weapon or armour rolls; more are never asked, and count as no
/// chance).
pub const fn hit_chance(att: u8, def: u8, cover: Cover) -> Odds {
    let num = if att as usize <= MAX_HIT_DICE && def as usize <= MAX_HIT_DICE {
        HIT_WAYS[att as usize][def as usize][cover as usize]
    } else {
        0
    };
    Odds {
        num,
        den: sixes(att + def),
    }
}

/// Everything the screen shows before an attack.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Forecast {
    /// The chance that a shot hits (a critical included).
    pub hit: Odds,
    /// The chance that a shot is a critical.
    pub crit: Odds,
    /// The damage the whole action does on average (both shots of a light
    /// weapon), after Absorb.
    pub damage: Odds,
}

/// The forecast of `weapon` against a target in `armour` with `cover`;
/// `down` when the target is unconscious (no Absorb).
pub const fn forecast(weapon: Weapon, armour: Armour, down: bool, cover: Cover) -> Forecast {
    let (att, def) = (weapon.dice(), armour.dice());
    let hit = hit_chance(att, def, cover);
    let crit = crit_chance(att);
    let dd = weapon.damage_dice();
    let absorb = if matches!(weapon, Weapon::Melee) || down {
        0
    } else {
        armour.absorb()
    };
    let half = matches!(weapon, Weapon::Light);
    let shots = if half { 2 } else { 1 };
    // Damage of a plain hit, summed over the damage dice (of 6^dd).
    let top = 6 * dd;
    let mut plain = 0;
    let mut s = dd;
    while s <= top {
        let cut = if half { s.div_ceil(2) } else { s };
        plain += ways(dd, s) * cut.saturating_sub(absorb) as u32;
        s += 1;
    }
    let max = (if half { top.div_ceil(2) } else { top }) as u32;
    let den_hit = sixes(att + def);
    let crit_ways = den_hit / sixes(att);
    let plain_hits = hit.num - crit_ways;
    let num = shots * (plain_hits * plain + crit_ways * max * sixes(dd));
    Forecast {
        hit,
        crit,
        damage: Odds {
            num,
            den: den_hit * sixes(dd),
        },
    }
}

/// An exact mean in thousandths, rounded down.
pub const fn milli(o: Odds) -> i32 {
    (o.num as u64 * 1000 / o.den as u64) as i32
}

/// [`forecast`]'s mean damage in thousandths ([`milli`]) for every weapon,
/// armour, standing or fallen target and cover, worked out when the
/// cartridge is built: the computer asks for it thousands of times a
/// decision, and each answer costs divisions the GBA does in software.
const DAMAGE_MILLI: [[[[i32; 4]; 2]; 4]; 6] = {
    let covers = [
        Cover::Clear,
        Cover::Covered,
        Cover::Concealed,
        Cover::Hidden,
    ];
    let mut t = [[[[0; 4]; 2]; 4]; 6];
    let mut w = 0;
    while w < Weapon::ALL.len() {
        let mut a = 0;
        while a < Armour::ALL.len() {
            let mut k = 0;
            while k < 4 {
                let (weapon, armour) = (Weapon::ALL[w], Armour::ALL[a]);
                t[weapon as usize][armour as usize][0][k] =
                    milli(forecast(weapon, armour, false, covers[k]).damage);
                t[weapon as usize][armour as usize][1][k] =
                    milli(forecast(weapon, armour, true, covers[k]).damage);
                k += 1;
            }
            a += 1;
        }
        w += 1;
    }
    t
};

/// The mean damage of [`forecast`] in thousandths of a hit point, rounded
/// down (`milli(forecast(..).damage)`, from a table).
pub fn damage_milli(weapon: Weapon, armour: Armour, down: bool, cover: Cover) -> i32 {
    DAMAGE_MILLI[weapon as usize][armour as usize][usize::from(down)][cover as usize]
}

/// The forecast of an explosive thrown at a mini in `armour` (cover does not
/// matter: explosives arc): the chance it hits, of a critical, and the mean
/// damage to that mini (a miss whose direction die shows 1 or 6 still lands on
/// it for half damage).
pub fn bomb_forecast(armour: Armour, down: bool) -> Forecast {
    let def = armour.dice();
    let hit = hit_chance(1, def, Cover::Clear);
    let crit = crit_chance(1);
    let absorb = if down { 0 } else { armour.absorb() };
    let mut plain = 0;
    let mut halved = 0;
    for s in 1..=6u8 {
        plain += u32::from(s.saturating_sub(absorb));
        halved += u32::from(s.div_ceil(2).saturating_sub(absorb));
    }
    let den_hit = sixes(1 + def);
    let crit_ways = den_hit / 6;
    let plain_hits = hit.num - crit_ways;
    let misses = den_hit - hit.num;
    // Over 6 (damage die) and 6 (direction die, 2 of 6 land in place).
    let num = 6 * (plain_hits * plain + crit_ways * 6 * 6) + misses * 2 * halved;
    Forecast {
        hit,
        crit,
        damage: Odds {
            num,
            den: den_hit * 36,
        },
    }
}
