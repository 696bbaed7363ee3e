//! Attacks, explosives, medkits, damage, death and winning.

use super::field::{units, within};
use super::game::Game;
use super::gear::{BLAST_RADIUS, Weapon};
use super::moves::neighbour;
use super::{Bounce, Cell, Cover, DEAD_AT, Edge, Event, HP, Outcome, Phase};
use crate::contract::Sink;

/// Hit points a medkit gives.
pub const MEDKIT_HEALS: i8 = 4;
/// The medkit works on this d6 or higher.
pub const MEDKIT_ROLL: u8 = 3;

/// Where a missed explosive goes for each face of the direction die: the 1
/// faces up (face 1) or down (face 6, its opposite) and it stays; otherwise
/// the 1 is on a side and the explosive bounces that way: 2 north, 3 east, 4
/// west, 5 south (the faces around a die's 1, clockwise from the top of the
/// screen, with each side opposite its partner: 2–5 and 3–4 sum to 7).
pub const fn bounce_of(face: u8) -> Bounce {
    match face {
        2 => Bounce::Towards(Edge::North),
        3 => Bounce::Towards(Edge::East),
        4 => Bounce::Towards(Edge::West),
        5 => Bounce::Towards(Edge::South),
        _ => Bounce::Stays,
    }
}

impl Game {
    /// Rolls `n` d6: the faces (0 for a die not rolled) and their total.
    fn roll(&mut self, n: u8) -> ([u8; 2], u8) {
        let a = self.dice.d(6);
        let b = if n > 1 { self.dice.d(6) } else { 0 };
        ([a, b], a + b)
    }

    /// An attack with the mini's weapon (checked already): one shot, or two
    /// for a light weapon.
    pub(crate) fn attack(&mut self, i: u8, t: u8, cover: Cover, events: &mut impl Sink<Event>) {
        let kit = self.minis[usize::from(i)].kit;
        let w = kit.weapon;
        self.minis[usize::from(i)].acted = true;
        self.minis[usize::from(i)].sniped = w == Weapon::Sniper;
        let shots = if w == Weapon::Light { 2 } else { 1 };
        for _ in 0..shots {
            let target = self.minis[usize::from(t)];
            if target.at.is_none() {
                break; // dead after the first shot: the second is not fired
            }
            let (attack, a) = self.roll(w.dice());
            let (defence, d) = self.roll(target.kit.armour.dice());
            let crit = a == 6 * w.dice();
            let bonus = if cover == Cover::Covered { 2 } else { 0 };
            let hit = crit || (cover != Cover::Concealed && a > d + bonus);
            self.stats.attacks += 1;
            self.stats.hits += u16::from(hit);
            self.stats.crits += u16::from(crit);
            events.put(Event::Shot {
                mini: i,
                target: t,
                attack,
                defence,
                cover,
                crit,
                hit,
            });
            if !hit {
                continue;
            }
            let dd = w.damage_dice();
            let (faces, raw) = if crit {
                ([0, 0], 6 * dd)
            } else {
                self.roll(dd)
            };
            let dmg = if w == Weapon::Light {
                raw.div_ceil(2)
            } else {
                raw
            };
            let absorbed = if crit || w == Weapon::Melee || target.hp <= 0 {
                0
            } else {
                target.kit.armour.absorb().min(dmg)
            };
            self.hurt(t, faces, absorbed, dmg - absorbed, events);
        }
        self.settle(events);
    }

    /// An explosive thrown at a mini (checked already).
    pub(crate) fn throw(&mut self, i: u8, t: u8, events: &mut impl Sink<Event>) {
        let from = self.minis[usize::from(i)].at.unwrap_or(Cell::new(0, 0));
        let target = self.minis[usize::from(t)];
        let aim = target.at.unwrap_or(from);
        {
            let m = &mut self.minis[usize::from(i)];
            m.acted = true;
            m.kit.bombs -= 1;
        }
        let attack = self.dice.d(6);
        let (defence, d) = self.roll(target.kit.armour.dice());
        let crit = attack == 6;
        let hit = crit || attack > d;
        self.stats.attacks += 1;
        self.stats.hits += u16::from(hit);
        self.stats.crits += u16::from(crit);
        events.put(Event::Thrown {
            mini: i,
            target: t,
            attack,
            defence,
            crit,
            hit,
        });
        if crit {
            return self.blast(aim, 0, 6, true, events);
        }
        if hit {
            let face = self.dice.d(6);
            return self.blast(aim, face, face, false, events);
        }
        let face = self.dice.d(6);
        let bounce = bounce_of(face);
        let (at, by) = match bounce {
            Bounce::Stays => (aim, 0),
            Bounce::Towards(e) => {
                self.stats.bounces += 1;
                let by = units(from, aim).div_ceil(2);
                (bounced(aim, e, by), by)
            }
        };
        events.put(Event::Bounced {
            face,
            bounce,
            units: by,
            at,
        });
        let dmg_face = self.dice.d(6);
        let dmg = if bounce == Bounce::Stays {
            dmg_face.div_ceil(2)
        } else {
            dmg_face
        };
        self.blast(at, dmg_face, dmg, false, events);
    }

    /// Every mini within [`BLAST_RADIUS`] of `at`, friend or foe (the thrower
    /// too), takes `damage` less its Absorb (none on a critical or when
    /// unconscious).
    fn blast(&mut self, at: Cell, face: u8, damage: u8, crit: bool, events: &mut impl Sink<Event>) {
        events.put(Event::Blast {
            at,
            face,
            damage,
            crit,
        });
        for j in 0..self.minis.len() {
            let m = self.minis[j];
            let Some(c) = m.at else { continue };
            if !within(at, c, BLAST_RADIUS) {
                continue;
            }
            let absorbed = if crit || m.hp <= 0 {
                0
            } else {
                m.kit.armour.absorb().min(damage)
            };
            self.hurt(j as u8, [0, 0], absorbed, damage - absorbed, events);
        }
        self.settle(events);
    }

    /// A medkit (checked already): a d6 of [`MEDKIT_ROLL`] or more heals
    /// [`MEDKIT_HEALS`] (never above [`HP`]) and uses the medkit up; a lower
    /// roll does nothing and keeps it.
    pub(crate) fn heal(&mut self, i: u8, t: u8, events: &mut impl Sink<Event>) {
        self.minis[usize::from(i)].acted = true;
        let face = self.dice.d(6);
        let mut gained = 0;
        if face >= MEDKIT_ROLL {
            self.minis[usize::from(i)].kit.medkits -= 1;
            let p = &mut self.minis[usize::from(t)];
            let hp = (p.hp + MEDKIT_HEALS).min(HP);
            gained = (hp - p.hp) as u8;
            p.hp = hp;
        }
        events.put(Event::Healed {
            mini: i,
            target: t,
            face,
            gained,
            hp: self.minis[usize::from(t)].hp,
        });
    }

    /// Mini `j` loses `lost` hit points.
    fn hurt(
        &mut self,
        j: u8,
        faces: [u8; 2],
        absorbed: u8,
        lost: u8,
        events: &mut impl Sink<Event>,
    ) {
        let m = &mut self.minis[usize::from(j)];
        let before = m.hp;
        m.hp = (i16::from(m.hp) - i16::from(lost)).max(i16::from(DEAD_AT)) as i8;
        let hp = m.hp;
        events.put(Event::Hurt {
            mini: j,
            faces,
            absorbed,
            lost,
            hp,
        });
        if hp <= DEAD_AT {
            self.die(j, events);
        } else if before > 0 && hp <= 0 {
            events.put(Event::KnockedOut { mini: j });
        }
    }

    /// Mini `j` dies and leaves the battlefield.
    pub(crate) fn die(&mut self, j: u8, events: &mut impl Sink<Event>) {
        let m = &mut self.minis[usize::from(j)];
        m.at = None;
        m.hp = DEAD_AT;
        self.stats.deaths += 1;
        events.put(Event::Died { mini: j });
    }

    /// Players whose hero died are out (their other minis leave the
    /// battlefield); the last player with a living hero wins, and if the last
    /// heroes died together the game is a draw.
    pub(crate) fn settle(&mut self, events: &mut impl Sink<Event>) {
        if self.phase == Phase::Over {
            return;
        }
        for seat in 0..self.players {
            let s = usize::from(seat);
            if self.defeated[s] {
                continue;
            }
            let hero = self.minis[s * super::gear::ARMY];
            if hero.hp > DEAD_AT {
                continue;
            }
            self.defeated[s] = true;
            let mut left = 0;
            for m in self.minis.iter_mut().filter(|m| m.seat == seat) {
                if m.at.take().is_some() {
                    left += 1;
                }
            }
            events.put(Event::Defeated { seat, left });
        }
        let mut standing = (0..self.players).filter(|&s| !self.defeated[usize::from(s)]);
        match (standing.next(), standing.next()) {
            (None, _) => self.finish(Outcome::Draw, events),
            (Some(s), None) => self.finish(Outcome::Won(s), events),
            _ => {}
        }
    }
}

/// Where an explosive aimed at `aim` lands after bouncing `by` units towards
/// `e` (stopping at the battlefield's edge).
pub(crate) fn bounced(aim: Cell, e: Edge, by: u8) -> Cell {
    let d = match e {
        Edge::North => (0, -1),
        Edge::South => (0, 1),
        Edge::West => (-1, 0),
        Edge::East => (1, 0),
    };
    let mut at = aim;
    for _ in 0..by {
        match neighbour(at, d) {
            Some(n) => at = n,
            None => break,
        }
    }
    at
}
