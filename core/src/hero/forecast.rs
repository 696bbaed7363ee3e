//! The forecast: exact odds from the dice, as fractions (no floats).
//!
//! The chance to hit counts every way the attacking and defending dice can
//! fall: a critical (the attacking dice's highest total) always hits; a
//! Concealed target is hit only by a critical; otherwise the attack hits when
//! it is strictly higher than the defence (plus 2 for a Covered target).
//!
//! The damage is the hit points the target loses over the whole action, as
//! the game plays it: Absorb, the light weapon's second shot (not at a target
//! the first killed, without Absorb at one it knocked out), an explosive's
//! every landing, and the stop at [`DEAD_AT`]. The tests play the real
//! resolution over every face of every die and find the same fractions.

use super::gear::{Armour, Weapon};
use super::{Cover, DEAD_AT, HP};

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

/// The most damage one shot or blast can deal after Absorb (a sniper's
/// critical, 2 × 6).
const MOST_DAMAGE: usize = 12;

/// Ways one shot deals each damage after Absorb (index 0 to
/// [`MOST_DAMAGE`]; a miss deals 0), of `6^(attack + defence + damage dice)`.
type Spread = [u32; MOST_DAMAGE + 1];

/// One shot of `weapon` at a target in `armour` with `cover`; `down` when the
/// target is unconscious as the shot is fired (no Absorb).
const fn shot(weapon: Weapon, armour: Armour, down: bool, cover: Cover) -> Spread {
    let (att, def) = (weapon.dice(), armour.dice());
    let dd = weapon.damage_dice();
    let absorb = if matches!(weapon, Weapon::Melee) || down {
        0
    } else {
        armour.absorb()
    };
    let half = matches!(weapon, Weapon::Light);
    let hits = hit_chance(att, def, cover).num;
    let den_hit = sixes(att + def);
    let crit_ways = den_hit / sixes(att);
    let mut t = [0; MOST_DAMAGE + 1];
    // A miss and a critical roll no damage dice: each counts for all 6^dd.
    t[0] = (den_hit - hits) * sixes(dd);
    let top = 6 * dd;
    let max = if half { top.div_ceil(2) } else { top };
    t[max as usize] += crit_ways * sixes(dd);
    let mut s = dd;
    while s <= top {
        let cut = if half { s.div_ceil(2) } else { s };
        t[cut.saturating_sub(absorb) as usize] += (hits - crit_ways) * ways(dd, s);
        s += 1;
    }
    t
}

/// Hit points a mini on `hp` can still lose: it stops at [`DEAD_AT`], dead.
const fn room(hp: i8) -> u32 {
    if hp <= DEAD_AT {
        0
    } else {
        (hp - DEAD_AT) as u32
    }
}

/// The lesser of `a` and `b`.
const fn least(a: u32, b: u32) -> u32 {
    if a < b { a } else { b }
}

/// Greatest common divisor.
const fn gcd(a: u32, b: u32) -> u32 {
    let (mut a, mut b) = (a, b);
    while b != 0 {
        let r = a % b;
        a = b;
        b = r;
    }
    a
}

/// `num / den` in lowest terms.
const fn lowest(num: u32, den: u32) -> Odds {
    let g = gcd(num, den);
    Odds {
        num: num / g,
        den: den / g,
    }
}

/// The hit points a mini on `hp` can have while alive and on the battlefield:
/// one above [`DEAD_AT`] up to [`HP`].
pub const HP_STATES: usize = (HP - DEAD_AT) as usize;

/// Everything the screen shows before an attack.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Forecast {
    /// The chance that a shot hits (a critical included).
    pub hit: Odds,
    /// The chance that a shot is a critical.
    pub crit: Odds,
    /// The hit points the target loses on average over the whole action
    /// (both shots of a light weapon; the blast of an explosive, wherever it
    /// lands): damage after Absorb, counted only down to [`DEAD_AT`], where
    /// the target dies and loses no more.
    pub damage: Odds,
}

/// The forecast of `weapon` against a target in `armour` on `hp` hit points
/// with `cover`. The light weapon's second shot is not fired at a target the
/// first one killed, and a target the first one knocked out absorbs nothing
/// from the second.
pub const fn forecast(weapon: Weapon, armour: Armour, hp: i8, cover: Cover) -> Forecast {
    let (att, def) = (weapon.dice(), armour.dice());
    let hit = hit_chance(att, def, cover);
    let crit = crit_chance(att);
    let left = room(hp);
    let first = shot(weapon, armour, hp <= 0, cover);
    let den = sixes(att + def + weapon.damage_dice());
    let damage = if matches!(weapon, Weapon::Light) {
        let second = [
            shot(weapon, armour, false, cover),
            shot(weapon, armour, true, cover),
        ];
        let mut num = 0;
        let mut k = 0;
        while k <= MOST_DAMAGE {
            let lost = least(k as u32, left);
            if lost == left {
                // Dead (or nothing to lose): no second shot.
                num += first[k] * lost * den;
            } else {
                let after = hp - lost as i8;
                let next = &second[(after <= 0) as usize];
                let mut j = 0;
                while j <= MOST_DAMAGE {
                    num += first[k] * next[j] * (lost + least(j as u32, left - lost));
                    j += 1;
                }
            }
            k += 1;
        }
        lowest(num, den * den)
    } else {
        let mut num = 0;
        let mut k = 0;
        while k <= MOST_DAMAGE {
            num += first[k] * least(k as u32, left);
            k += 1;
        }
        lowest(num, den)
    };
    Forecast { hit, crit, damage }
}

/// An exact mean in thousandths, rounded down.
pub const fn milli(o: Odds) -> i32 {
    (o.num as u64 * 1000 / o.den as u64) as i32
}

/// [`forecast`]'s mean damage in thousandths ([`milli`]) for every weapon,
/// armour, hit points of a living target and cover, worked out when the
/// cartridge is built: the computer asks for it thousands of times a
/// decision, and each answer costs divisions the GBA does in software.
const DAMAGE_MILLI: [[[[i32; 4]; HP_STATES]; 4]; 6] = {
    let covers = [
        Cover::Clear,
        Cover::Covered,
        Cover::Concealed,
        Cover::Hidden,
    ];
    let mut t = [[[[0; 4]; HP_STATES]; 4]; 6];
    let mut w = 0;
    while w < Weapon::ALL.len() {
        let mut a = 0;
        while a < Armour::ALL.len() {
            let mut h = 0;
            while h < HP_STATES {
                let mut k = 0;
                while k < 4 {
                    let (weapon, armour) = (Weapon::ALL[w], Armour::ALL[a]);
                    let hp = DEAD_AT + 1 + h as i8;
                    t[weapon as usize][armour as usize][h][k] =
                        milli(forecast(weapon, armour, hp, covers[k]).damage);
                    k += 1;
                }
                h += 1;
            }
            a += 1;
        }
        w += 1;
    }
    t
};

/// The mean damage of [`forecast`] in thousandths of a hit point, rounded
/// down (`milli(forecast(..).damage)`, from a table; `hp` is held to a living
/// mini's, one above [`DEAD_AT`] to [`HP`]).
pub fn damage_milli(weapon: Weapon, armour: Armour, hp: i8, cover: Cover) -> i32 {
    let h = (hp.clamp(DEAD_AT + 1, HP) - DEAD_AT - 1) as usize;
    DAMAGE_MILLI[weapon as usize][armour as usize][h][cover as usize]
}

/// The forecast of an explosive thrown at a mini in `armour` on `hp` hit
/// points (cover does not matter: explosives arc): the chance it hits, of a
/// critical, and the hit points that mini loses on average. A miss whose
/// direction die shows 1 or 6 lands on it for half damage; any other face
/// bounces it half the throw (at most 5 units, the throw being at most 10)
/// and the blast's 5-unit radius still takes the target in, for full damage.
pub const fn bomb_forecast(armour: Armour, hp: i8) -> Forecast {
    let def = armour.dice();
    let hit = hit_chance(1, def, Cover::Clear);
    let crit = crit_chance(1);
    let left = room(hp);
    let absorb = if hp <= 0 { 0 } else { armour.absorb() };
    let den_hit = sixes(1 + def);
    let crit_ways = den_hit / 6;
    let plain_hits = hit.num - crit_ways;
    let misses = den_hit - hit.num;
    // Over 6 (direction die) and 6 (damage die): a hit rolls no direction
    // die, a critical neither; each counts for all the faces it skips.
    let mut num = crit_ways * 36 * least(6, left);
    let mut s = 1u8;
    while s <= 6 {
        let full = least(s.saturating_sub(absorb) as u32, left);
        let halved = least(s.div_ceil(2).saturating_sub(absorb) as u32, left);
        num += plain_hits * 6 * full + misses * (2 * halved + 4 * full);
        s += 1;
    }
    Forecast {
        hit,
        crit,
        damage: lowest(num, den_hit * 36),
    }
}
