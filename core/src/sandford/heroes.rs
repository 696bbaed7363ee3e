//! Heroes: movement, actions, attacks and the order of damage mitigation.

use crate::contract::Sink;
use heapless::Vec;

use super::dice::SandfordDice;
use super::game::{Game, push};
use super::types::*;
use super::{HERO_HP, HouseRules, MAX_RINGS, MOVE_INCHES, RING_SUPPLY};

/// Capacity that always holds a hero's reachable cells (radius 7 disc).
pub const MAX_REACH: usize = 160;

/// Ruling: a d6 roll of this or more hits with a weapon, casts a spell and
/// deflects with armour.
pub const SUCCESS: u8 = 4;

/// Kind of attack a hero makes.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum AttackKind {
    Weapon,
    Magic,
    Ranged,
}

impl Game {
    /// Movement allowance of a hero in inches (4, +1 per thief ring).
    pub fn move_inches(&self, hero: u8) -> i16 {
        let thief = match self.heroes.get(hero as usize) {
            Some(h) if self.config.rings_option => h.ring_count(Ring::Thief),
            _ => 0,
        };
        MOVE_INCHES + i16::from(thief)
    }

    /// Range of a ranged skill in inches (0 without the ring).
    pub fn skill_range(&self, hero: u8, skill: Skill) -> i16 {
        let Some(h) = self.heroes.get(hero as usize) else {
            return 0;
        };
        let ring = match skill {
            Skill::Attack => return 1,
            Skill::Magic => Ring::Mage,
            Skill::Heal => Ring::Cleric,
            Skill::Ranged => Ring::Ranger,
            Skill::Inspire => Ring::Bard,
        };
        if !self.config.rings_option && Ring::OPTIONAL.contains(&ring) {
            return 0;
        }
        MOVE_INCHES * i16::from(h.ring_count(ring))
    }

    /// Everything the hero could use a skill on now (ignoring whose turn it is).
    pub fn targets<const N: usize>(&self, hero: u8, skill: Skill, out: &mut Vec<Target, N>) {
        out.clear();
        if self.must_leave_first(hero) {
            return;
        }
        for m in self.monsters.iter() {
            let a = match skill {
                Skill::Attack => Action::Attack {
                    hero,
                    monster: m.id,
                },
                Skill::Magic => Action::Magic {
                    hero,
                    monster: m.id,
                },
                Skill::Ranged => Action::Ranged {
                    hero,
                    monster: m.id,
                },
                _ => break,
            };
            if self.check_act_given(hero, a, false).is_ok() {
                push(out, Target::Monster(m.id));
            }
        }
        for t in 0..self.heroes.len() as u8 {
            let a = match skill {
                Skill::Heal => Action::Heal { hero, target: t },
                Skill::Inspire => Action::Inspire { hero, target: t },
                _ => break,
            };
            if self.check_act_given(hero, a, false).is_ok() {
                push(out, Target::Hero(t));
            }
        }
    }

    /// Appends every legal non-move action of a hero allowed to act, in the
    /// order of [`Game::action_candidate`].
    pub(crate) fn hero_actions<const N: usize>(&self, hero: u8, out: &mut Vec<Action, N>) {
        if self.must_leave_first(hero) {
            return;
        }
        for k in 0..self.action_candidates(hero) {
            if let Some(a) = self.action_candidate(hero, k)
                && self.check_act_given(hero, a, false).is_ok()
            {
                push(out, a);
            }
        }
    }

    /// How many non-move actions [`Game::action_candidate`] enumerates for a hero.
    pub(crate) fn action_candidates(&self, hero: u8) -> u16 {
        let shop = self
            .heroes
            .get(hero as usize)
            .and_then(|h| self.building_at(h.cell))
            .map_or(0, |b| self.buildings[b as usize].stock.len() + 1);
        let rings = Ring::STANDARD.len() + Ring::OPTIONAL.len();
        (1 + shop + 3 * self.monsters.len() + 2 * self.heroes.len() + rings) as u16
    }

    /// Candidate `k` (legal or not) of a hero's non-move actions, in a fixed
    /// order: do nothing; buy each die of the building it stands in, repair
    /// that building; attack, magic and ranged against each monster; heal and
    /// inspire each hero; advance with each ring.
    pub(crate) fn action_candidate(&self, hero: u8, k: u16) -> Option<Action> {
        let mut k = usize::from(k);
        if k == 0 {
            return Some(Action::Nothing { hero });
        }
        k -= 1;
        let h = self.heroes.get(hero as usize)?;
        if let Some(b) = self.building_at(h.cell) {
            let n = self.buildings[b as usize].stock.len();
            if k < n {
                return Some(Action::Buy { hero, die: k as u8 });
            }
            if k == n {
                return Some(Action::Repair { hero, building: b });
            }
            k -= n + 1;
        }
        if let Some(m) = self.monsters.get(k / 3) {
            let monster = m.id;
            return Some(match k % 3 {
                0 => Action::Attack { hero, monster },
                1 => Action::Magic { hero, monster },
                _ => Action::Ranged { hero, monster },
            });
        }
        k -= 3 * self.monsters.len();
        if k < 2 * self.heroes.len() {
            let target = (k / 2) as u8;
            return Some(if k % 2 == 0 {
                Action::Heal { hero, target }
            } else {
                Action::Inspire { hero, target }
            });
        }
        k -= 2 * self.heroes.len();
        let ring = Ring::STANDARD.into_iter().chain(Ring::OPTIONAL).nth(k)?;
        Some(Action::Advance { hero, ring })
    }

    /// Rings of this colour still in the box: [`RING_SUPPLY`] less those
    /// the living heroes wear (a ring given up against a blow, or worn by a
    /// fallen hero, goes back to the box).
    pub fn rings_left(&self, ring: Ring) -> u8 {
        let worn: u8 = self
            .heroes
            .iter()
            .filter(|h| h.alive())
            .map(|h| h.ring_count(ring))
            .sum();
        RING_SUPPLY.saturating_sub(worn)
    }

    /// Full legality check of a hero's action, including turn order.
    pub(crate) fn validate_hero_action(&self, a: Action) -> Result<(), IllegalAction> {
        let hero = a.hero().unwrap_or(u8::MAX);
        let Some(h) = self.heroes.get(hero as usize) else {
            return Err(IllegalAction("no such hero"));
        };
        if self.is_over() {
            return Err(IllegalAction("the game is over"));
        }
        if !self.hero_phase() {
            return Err(IllegalAction("it is not the heroes' turn; send Continue"));
        }
        if !h.alive() {
            return Err(IllegalAction("that hero is dead"));
        }
        match self.pending {
            Some(p) if p != hero => {
                return Err(IllegalAction("another hero has moved and must act first"));
            }
            Some(_) => {
                if matches!(a, Action::Move { .. }) {
                    return Err(IllegalAction("this hero has moved; it must now act"));
                }
            }
            None => {
                if h.rounds_left == 0 {
                    return Err(IllegalAction("this hero has no rounds left this turn"));
                }
                if !self.can_start_round(hero) {
                    return Err(IllegalAction(
                        "no hero may act twice in a row; pass the tape measure",
                    ));
                }
            }
        }
        if let Action::Move { to, .. } = a {
            return if self.can_reach(hero, to) {
                Ok(())
            } else {
                Err(IllegalAction("your hero cannot walk there"))
            };
        }
        self.check_act(hero, a)
    }

    /// Legality of a non-move action by `hero`, ignoring turn order.
    pub(crate) fn check_act(&self, hero: u8, a: Action) -> Result<(), IllegalAction> {
        self.check_act_given(hero, a, self.must_leave_first(hero))
    }

    /// [`Game::check_act`] with [`Game::must_leave_first`] already known.
    pub(crate) fn check_act_given(
        &self,
        hero: u8,
        a: Action,
        must_leave: bool,
    ) -> Result<(), IllegalAction> {
        let Some(h) = self.heroes.get(hero as usize) else {
            return Err(IllegalAction("no such hero"));
        };
        if !h.alive() {
            return Err(IllegalAction("that hero is dead"));
        }
        if must_leave {
            return Err(IllegalAction(
                "the buildings are barred: this hero must move out first",
            ));
        }
        let shopping = matches!(self.phase, Phase::HeroesArrive | Phase::Repair);
        match a {
            Action::Nothing { .. } => Ok(()),
            Action::Buy { die, .. } => {
                if !shopping {
                    return Err(IllegalAction("the shops are closed during the invasion"));
                }
                let b = self
                    .building_at(h.cell)
                    .ok_or(IllegalAction("the hero is not in a building"))?;
                if (die as usize) < self.buildings[b as usize].stock.len() {
                    Ok(())
                } else {
                    Err(IllegalAction("the building has no such die"))
                }
            }
            Action::Repair { building, .. } => {
                if self.phase != Phase::Repair {
                    return Err(IllegalAction("repairs happen only after a wave"));
                }
                let b = self
                    .buildings
                    .get(building as usize)
                    .ok_or(IllegalAction("no such building"))?;
                if !b.razed {
                    return Err(IllegalAction("that building is not razed"));
                }
                if !b.block.contains(h.cell) {
                    return Err(IllegalAction("the hero must stand in the razed building"));
                }
                if h.kills < self.wave {
                    return Err(IllegalAction("repair costs the wave number in kills"));
                }
                Ok(())
            }
            Action::Advance { ring, .. } => {
                if self.phase != Phase::Repair {
                    return Err(IllegalAction("rings are bought only after a wave"));
                }
                if Ring::OPTIONAL.contains(&ring) && !self.config.rings_option {
                    return Err(IllegalAction("class rings are an optional rule (off)"));
                }
                if !self.temple.contains(h.cell) {
                    return Err(IllegalAction("the hero must stand in the temple"));
                }
                if h.bought_ring {
                    return Err(IllegalAction("only one ring per hero per phase"));
                }
                if h.rings.len() >= MAX_RINGS {
                    return Err(IllegalAction("a hero may not have more than 3 rings"));
                }
                if self.rings_left(ring) == 0 {
                    return Err(IllegalAction("all four rings of that colour are taken"));
                }
                if usize::from(h.kills) < 1 + h.rings.len() {
                    return Err(IllegalAction("a ring costs 1 + rings owned in kills"));
                }
                Ok(())
            }
            Action::Attack { monster, .. } => {
                if self.phase != Phase::Defend {
                    return Err(IllegalAction("there is nothing to attack now"));
                }
                let m = self
                    .monster(monster)
                    .ok_or(IllegalAction("no such monster"))?;
                if m.cell.touches(h.cell) {
                    Ok(())
                } else {
                    Err(IllegalAction(
                        "a weapon attack needs contact with the monster",
                    ))
                }
            }
            Action::Magic { monster, .. } | Action::Ranged { monster, .. } => {
                if self.phase != Phase::Defend {
                    return Err(IllegalAction("there is nothing to attack now"));
                }
                let skill = if matches!(a, Action::Magic { .. }) {
                    if h.best(StockColour::Blue) == 0 {
                        return Err(IllegalAction("magic needs a blue magic die"));
                    }
                    Skill::Magic
                } else {
                    Skill::Ranged
                };
                let range = self.skill_range(hero, skill);
                if range == 0 {
                    return Err(IllegalAction("the hero lacks the ring for that skill"));
                }
                let m = self
                    .monster(monster)
                    .ok_or(IllegalAction("no such monster"))?;
                if h.cell.within(m.cell, range) {
                    Ok(())
                } else {
                    Err(IllegalAction("the monster is out of range"))
                }
            }
            Action::Heal { target, .. } | Action::Inspire { target, .. } => {
                let heal = matches!(a, Action::Heal { .. });
                let skill = if heal { Skill::Heal } else { Skill::Inspire };
                if self.phase == Phase::HeroesArrive {
                    return Err(IllegalAction(
                        "only buying is possible as the heroes arrive",
                    ));
                }
                let range = self.skill_range(hero, skill);
                if range == 0 {
                    return Err(IllegalAction("the hero lacks the ring for that skill"));
                }
                if target == hero {
                    return Err(IllegalAction("this skill works on other heroes only"));
                }
                let t = self
                    .heroes
                    .get(target as usize)
                    .filter(|t| t.alive())
                    .ok_or(IllegalAction("no such living hero"))?;
                if !h.cell.within(t.cell, range) {
                    return Err(IllegalAction("the other hero is out of range"));
                }
                if heal && t.hp >= HERO_HP {
                    return Err(IllegalAction("that hero is not wounded"));
                }
                if !heal && t.inspired {
                    return Err(IllegalAction("a hero can be inspired once per turn"));
                }
                Ok(())
            }
            Action::Move { .. } | Action::Continue | Action::EndTurn | Action::Soak { .. } => {
                Err(IllegalAction("not a hero action"))
            }
        }
    }

    /// Applies a validated hero action.
    pub(crate) fn apply_hero_action(&mut self, a: Action, ev: &mut impl Sink<Event>) {
        let hero = a.hero().unwrap_or(0);
        let hi = hero as usize;
        let mut follow_through = false;
        match a {
            Action::Move { to, .. } => {
                let from = self.heroes[hi].cell;
                self.heroes[hi].cell = to;
                if !self.in_structure(to) {
                    self.heroes[hi].must_exit = false;
                }
                self.pending = Some(hero);
                push(ev, Event::HeroMoved { hero, from, to });
                return;
            }
            Action::Nothing { .. } => push(ev, Event::Waited { hero }),
            Action::Buy { die, .. } => {
                if let Some(b) = self.building_at(self.heroes[hi].cell) {
                    let d = self.buildings[b as usize].stock.remove(die as usize);
                    push(&mut self.heroes[hi].gear, d);
                    push(
                        ev,
                        Event::Bought {
                            hero,
                            building: b,
                            die: d,
                        },
                    );
                }
            }
            Action::Repair { building, .. } => {
                self.heroes[hi].kills -= self.wave;
                self.buildings[building as usize].razed = false;
                let at = self.buildings[building as usize].block.centre();
                push(ev, Event::BuildingRepaired { building, at });
            }
            Action::Advance { ring, .. } => {
                let h = &mut self.heroes[hi];
                h.kills -= 1 + h.rings.len() as u8;
                push(&mut h.rings, ring);
                h.bought_ring = true;
                push(ev, Event::RingBought { hero, ring });
            }
            Action::Heal { target, .. } => {
                let t = &mut self.heroes[target as usize];
                t.hp = (t.hp + 1).min(HERO_HP);
                let hp = t.hp;
                push(ev, Event::HeroHealed { hero: target, hp });
            }
            Action::Inspire { target, .. } => {
                let t = &mut self.heroes[target as usize];
                t.inspired = true;
                t.rounds_left = t.rounds_left.saturating_add(1);
                push(ev, Event::HeroInspired { hero: target });
            }
            Action::Attack { monster, .. } => {
                let killed = self.resolve_attack(hero, monster, AttackKind::Weapon, ev);
                let h = &mut self.heroes[hi];
                let barbarian = if self.config.rings_option {
                    h.ring_count(Ring::Barbarian)
                } else {
                    0
                };
                if killed && h.follow_throughs < barbarian {
                    h.follow_throughs += 1;
                    h.rounds_left = h.rounds_left.saturating_add(1);
                    follow_through = true;
                }
            }
            Action::Magic { monster, .. } => {
                self.resolve_attack(hero, monster, AttackKind::Magic, ev);
            }
            Action::Ranged { monster, .. } => {
                self.resolve_attack(hero, monster, AttackKind::Ranged, ev);
            }
            Action::Continue | Action::EndTurn | Action::Soak { .. } => return,
        }
        if self.hero_phase() {
            self.finish_round(hero, ev);
            if follow_through && self.hero_phase() {
                // The free round may be taken at once, or later; during the
                // first go-round it does not make the others wait for it.
                self.last_actor = None;
                if self.first_go_round_open() {
                    self.went &= !(1 << (hero & 7));
                }
            }
        }
    }

    /// A hero's attack: 4+ hits (fighter rings reroll misses), damage from the
    /// weapon or magic die, armour and enchantment applied. True on a kill.
    pub(crate) fn resolve_attack(
        &mut self,
        hero: u8,
        id: MonsterId,
        kind: AttackKind,
        ev: &mut impl Sink<Event>,
    ) -> bool {
        let h = &self.heroes[hero as usize];
        let fighter = h.ring_count(Ring::Fighter);
        let base = match kind {
            AttackKind::Magic => h.best(StockColour::Blue),
            AttackKind::Weapon | AttackKind::Ranged => h.weapon(),
        };
        let mut roll = self.dice.d6();
        let mut rerolls = 0;
        while roll < SUCCESS && rerolls < fighter {
            roll = self.dice.d6();
            rerolls += 1;
        }
        let Some(mi) = self.monsters.iter().position(|m| m.id == id) else {
            return false;
        };
        let colour = self.monsters[mi].colour;
        let damage = if roll < SUCCESS {
            0
        } else {
            hit_damage(
                kind == AttackKind::Magic,
                base,
                colour,
                self.wave,
                self.config.house,
            )
        };
        push(
            ev,
            Event::AttackRolled {
                hero,
                monster: id,
                roll,
                rerolls,
                damage,
            },
        );
        if damage == 0 {
            return false;
        }
        let m = &mut self.monsters[mi];
        if damage < m.hp {
            m.hp -= damage;
            return false;
        }
        let h = &mut self.heroes[hero as usize];
        h.kills = h.kills.saturating_add(1);
        push(ev, Event::MonsterKilled { monster: id, hero });
        self.kill_monster(mi, ev);
        true
    }
}

/// Damage of a successful hit: enchanted monsters halve magic (rounded up),
/// armoured monsters reduce weapon damage by the wave number, so a weak
/// weapon can do nothing; with the house rule "every hit hurts" a hit always
/// does at least 1 damage.
pub fn hit_damage(magic: bool, base: u8, colour: MonsterColour, wave: u8, house: HouseRules) -> u8 {
    if base == 0 {
        return 0;
    }
    let d = match (magic, colour) {
        (true, MonsterColour::Blue) => base.div_ceil(2),
        (false, MonsterColour::Red) => base.saturating_sub(wave),
        // Magic ignores armour; every other hit does its full damage.
        _ => base,
    };
    if house.has(HouseRules::EVERY_HIT_HURTS) {
        d.max(1)
    } else {
        d
    }
}
