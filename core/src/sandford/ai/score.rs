//! The `normal` heuristic: one score per action, higher is better.
//!
//! [`Scorer`] caches what every candidate of one decision shares (each
//! monster's threat) so a candidate costs one pass over the monsters with
//! integer arithmetic only; square roots are integer (`tenths`).

use super::super::game::Game;
use super::super::geometry::Cell;
use super::super::heroes::hit_damage;
use super::super::types::*;
use super::super::{HERO_HP, MAX_MONSTERS, MAX_RINGS};

/// Penalty per extra monster that could reach a cell.
const DANGER: i32 = 60;

/// ⌊√n⌋ by the bit-by-bit method (shifts and compares only: cheap on a CPU
/// without a divider).
pub(crate) fn isqrt(n: u32) -> u32 {
    let mut x = n;
    let mut r = 0u32;
    let mut bit = 1u32 << 30;
    while bit > x {
        bit >>= 2;
    }
    while bit != 0 {
        if x >= r + bit {
            x -= r + bit;
            r = (r >> 1) + bit;
        } else {
            r >>= 1;
        }
        bit >>= 2;
    }
    r
}

/// A distance in tenths of a cell, from its square: ⌊10·√d2⌋.
pub(crate) fn tenths(d2: i32) -> i32 {
    isqrt(d2.max(0) as u32 * 100) as i32
}

/// Distance between two cells in tenths of a cell.
fn tenths_between(a: Cell, b: Cell) -> i32 {
    tenths(a.dist2(b))
}

/// Chance in percent that a 4+ succeeds with `rerolls` rerolls.
pub(crate) fn chance(rerolls: u8) -> i32 {
    100 - (100 >> (1 + rerolls.min(6)))
}

/// What every candidate of one decision shares.
#[derive(Clone, Debug)]
pub(crate) struct Scorer {
    /// Threat of each monster, by index in `Game::monsters`.
    threat: [i16; MAX_MONSTERS],
}

impl Scorer {
    /// Computes the shared values for the game's current position.
    pub(crate) fn new(g: &Game) -> Scorer {
        let mut threat = [0; MAX_MONSTERS];
        for (t, m) in threat.iter_mut().zip(g.monsters()) {
            *t = threat_of(g, m) as i16;
        }
        Scorer { threat }
    }

    /// How dangerous monster `mi` is: closer to a structure is worse (0..=200).
    pub(crate) fn threat(&self, mi: usize) -> i32 {
        i32::from(self.threat.get(mi).copied().unwrap_or(0))
    }

    /// Expected value of attacking monster `mi` with the given kind (0 if
    /// hopeless).
    pub(crate) fn attack_value(&self, g: &Game, hero: &Hero, mi: usize, magic: bool) -> i32 {
        let Some(m) = g.monsters().get(mi) else {
            return 0;
        };
        let base = if magic {
            hero.best(StockColour::Blue)
        } else {
            hero.weapon()
        };
        let dmg = hit_damage(magic, base, m.colour, g.wave(), g.config().house);
        if dmg == 0 {
            return 0;
        }
        let p = chance(hero.ring_count(Ring::Fighter));
        let worth = if dmg >= m.hp {
            100
        } else {
            30 + 40 * i32::from(dmg) / i32::from(m.hp)
        };
        p * worth / 100 + self.threat(mi) / 4
    }

    /// Value of hero `hi` standing on `cell` during Defend.
    pub(crate) fn defend_value(&self, g: &Game, hi: u8, cell: Cell) -> i32 {
        let hero = &g.heroes()[hi as usize];
        let mut v = 0;
        let mage = hero.ring_count(Ring::Mage);
        let magic = mage > 0 && hero.best(StockColour::Blue) > 0;
        let r = 4 * i32::from(mage);
        let (mut touching, mut best_touch, mut best_magic, mut near) = (0, 0, 0, 0);
        let mut approach: Option<i32> = None;
        for (mi, m) in g.monsters().iter().enumerate() {
            let d2 = cell.dist2(m.cell);
            if m.cell.touches(cell) {
                touching += 1;
                best_touch = best_touch.max(self.attack_value(g, hero, mi, false));
            }
            if magic && d2 <= r * r {
                best_magic = best_magic.max(self.attack_value(g, hero, mi, true));
            }
            let reach = if m.colour == MonsterColour::Green {
                9
            } else {
                5
            };
            if d2 <= reach * reach {
                near += 1;
            }
            // min over monsters of tenths(d2) − threat/2, skipping the square
            // root when it cannot lower the minimum: tenths(d2) < b ⇔ 100·d2 < b².
            let half = self.threat(mi) / 2;
            let worth_it = match approach {
                None => true,
                Some(a) => {
                    let b = a + half;
                    b > 0 && 100 * d2 < b * b
                }
            };
            if worth_it {
                let t = tenths(d2) - half;
                approach = Some(approach.map_or(t, |a| a.min(t)));
            }
        }
        if touching > 0 {
            v += 600 + best_touch * 3 - 120 * (touching - 1);
            if hero.hp < HERO_HP && hero.potions() == 0 {
                v -= 150 * touching;
            }
        }
        if best_magic > 0 {
            v += 500 + best_magic * 3;
        }
        // Crowds hurt: every monster that could reach this cell next turn beyond
        // the first is a likely extra hit.
        v -= DANGER * (near - 1).max(0);
        v -= approach.unwrap_or(0);
        // Clerics stay near wounded friends.
        if hero.ring_count(Ring::Cleric) > 0 {
            for (i, o) in g.heroes().iter().enumerate() {
                if i as u8 != hi && o.alive() && o.hp < HERO_HP {
                    v -= tenths_between(cell, o.cell) / 4;
                }
            }
        }
        v
    }

    /// The heuristic score of an action (higher is better); `i32::MIN` for
    /// one naming a hero that does not exist.
    pub(crate) fn score(&self, g: &Game, a: Action) -> i32 {
        let n = g.heroes().len();
        let bad_target = matches!(a, Action::Heal { target, .. } if usize::from(target) >= n);
        if a.hero().is_some_and(|h| usize::from(h) >= n) || bad_target {
            return i32::MIN;
        }
        let monster = |id: MonsterId| g.monsters().iter().position(|m| m.id == id);
        match a {
            Action::Continue => 0,
            Action::EndTurn => -100_000,
            // Against a blow the computer's choice is a fixed rule.
            Action::Soak { .. } => {
                if g.soak_choice() == Some(a) {
                    100
                } else {
                    0
                }
            }
            Action::Nothing { .. } => 0,
            Action::Move { hero, to } => {
                if g.phase() == Phase::Defend {
                    self.defend_value(g, hero, to)
                } else {
                    shop_value(g, hero, to)
                }
            }
            Action::Buy { hero, die } => {
                let h = &g.heroes()[hero as usize];
                g.building_at(h.cell)
                    .and_then(|b| g.buildings()[b as usize].stock.get(die as usize))
                    .map(|d| want(h, *d))
                    .unwrap_or(0)
            }
            Action::Attack { hero, monster: id } | Action::Ranged { hero, monster: id } => {
                let h = &g.heroes()[hero as usize];
                monster(id)
                    .map(|mi| 100 + self.attack_value(g, h, mi, false))
                    .unwrap_or(0)
            }
            Action::Magic { hero, monster: id } => {
                let h = &g.heroes()[hero as usize];
                monster(id)
                    .map(|mi| 100 + self.attack_value(g, h, mi, true))
                    .unwrap_or(0)
            }
            Action::Heal { target, .. } => {
                let t = &g.heroes()[target as usize];
                if t.potions() == 0 { 260 } else { 120 }
            }
            Action::Inspire { .. } => 90,
            Action::Advance { hero, ring } => 300 + ring_value(g, &g.heroes()[hero as usize], ring),
            Action::Repair { .. } => 400,
        }
    }
}

/// How dangerous a monster is: closer to a structure is worse (0..=200).
fn threat_of(g: &Game, m: &Monster) -> i32 {
    let mut d = g.temple().dist2(m.cell);
    for b in g.buildings().iter().filter(|b| !b.razed) {
        d = d.min(b.block.dist2(m.cell));
    }
    (200 - tenths(d)).max(0)
}

/// How much a hero wants a stock die (0 = not at all).
pub(crate) fn want(hero: &Hero, die: StockDie) -> i32 {
    let have = hero.best(die.colour);
    match die.colour {
        StockColour::Red if die.face > hero.weapon() => {
            60 + 12 * i32::from(die.face - hero.weapon())
        }
        StockColour::Black if die.face > have => 45 + 10 * i32::from(die.face - have),
        StockColour::White => 30 + 6 * i32::from(die.face),
        StockColour::Blue if die.face > have => {
            let mage = i32::from(hero.ring_count(Ring::Mage));
            15 + 5 * i32::from(die.face) + 40 * mage
        }
        _ => 3,
    }
}

/// The ring a hero would pick next.
pub(crate) fn ring_value(g: &Game, hero: &Hero, ring: Ring) -> i32 {
    let n = i32::from(hero.ring_count(ring));
    match ring {
        Ring::Fighter => 60 - 10 * n,
        Ring::Mage if hero.best(StockColour::Blue) > 0 => 75 - 5 * n,
        Ring::Mage => 10,
        Ring::Paladin if hero.best(StockColour::Black) > 0 => 50 - 10 * n,
        Ring::Paladin => 5,
        Ring::Cleric if g.heroes().len() > 1 && n == 0 => 30,
        Ring::Cleric => 5,
        Ring::Thief => 35 - 10 * n,
        Ring::Ranger => 55 - 5 * n,
        Ring::Bard => 20 - 10 * n,
        Ring::Barbarian => 40 - 10 * n,
    }
}

/// Value of hero `hi` standing on `cell` outside the invasion (shopping,
/// repairs).
pub(crate) fn shop_value(g: &Game, hi: u8, cell: Cell) -> i32 {
    let hero = &g.heroes()[hi as usize];
    let mut best = 0;
    for b in g.buildings() {
        let d = tenths_between(cell, b.block.nearest_cell(cell));
        let w = b.stock.iter().map(|d| want(hero, *d)).max().unwrap_or(0);
        let mut worth = w;
        if b.razed && g.phase() == Phase::Repair && hero.kills >= g.wave() {
            worth = worth.max(150);
        }
        // Do not all crowd one shop: later heroes prefer other buildings.
        if g.heroes()
            .iter()
            .enumerate()
            .any(|(i, o)| i as u8 != hi && o.alive() && b.block.contains(o.cell))
        {
            worth /= 2;
        }
        if worth > 0 {
            best = best.max(worth * 10 - d);
        }
    }
    if g.phase() == Phase::Repair
        && !hero.bought_ring
        && hero.rings.len() < MAX_RINGS
        && usize::from(hero.kills) > hero.rings.len()
    {
        let d = tenths_between(cell, g.temple().nearest_cell(cell));
        best = best.max(1200 - d);
    }
    // Otherwise wait near the temple, just outside it.
    let home = tenths_between(cell, g.temple().nearest_cell(cell));
    best.max(100 - (home - 15).abs())
}
