//! Monsters: the monsters' turn (one step per monster), kills, splits, and
//! the recovery after a wave.

use crate::contract::Sink;
use heapless::Vec;

use super::dice::SandfordDice;
use super::game::{Game, push};
use super::geometry::Cell;
use super::heroes::SUCCESS;
use super::march::{Goal, Ground};
use super::types::*;
use super::{BUILDINGS, HERO_HP, HouseRules, MAX_MONSTER_TURNS};

/// Ruling: hit points of a monster in wave `wave` (the paper leaves them out).
pub fn monster_hp(wave: u8) -> u8 {
    1 + wave.saturating_sub(1) / 2
}

impl Game {
    /// Spawns a monster on the board; false (and nothing changes) when full.
    pub(crate) fn spawn(
        &mut self,
        colour: MonsterColour,
        cell: Cell,
        captured: Option<StockColour>,
        ev: &mut impl Sink<Event>,
    ) -> bool {
        let hp = monster_hp(self.wave);
        let id = MonsterId(self.next_id);
        let m = Monster {
            id,
            colour,
            cell,
            hp,
            max_hp: hp,
            captured,
        };
        if self.monsters.push(m).is_err() {
            return false;
        }
        self.next_id = self.next_id.wrapping_add(1);
        push(
            ev,
            Event::MonsterSpawned {
                monster: id,
                colour,
                cell,
                hp,
            },
        );
        true
    }

    /// Removes a monster from play; a captured shop die goes back to the bag.
    fn remove_monster(&mut self, mi: usize) -> Monster {
        let m = self.monsters.remove(mi);
        if let Some(c) = m.captured {
            push(&mut self.bag, c);
        }
        m
    }

    /// A monster killed by a hero: splitting monsters become two random
    /// monsters (a d6 each over the six colours, yellow included) next to
    /// where it died.
    pub(crate) fn kill_monster(&mut self, mi: usize, ev: &mut impl Sink<Event>) {
        let m = self.remove_monster(mi);
        if m.colour == MonsterColour::Yellow {
            for _ in 0..2 {
                let face = self.dice.d6().clamp(1, 6);
                let colour = MonsterColour::ALL[usize::from(face - 1)];
                if let Some(c) = self.nearest_free(m.cell, 6, |g, c| g.free_for_monster(c)) {
                    self.spawn(colour, c, None, ev);
                }
            }
        }
        self.check_wave_over(ev);
    }

    /// Squared distance from a cell to the nearest standing building.
    pub(crate) fn building_dist2(&self, c: Cell) -> i32 {
        self.buildings
            .iter()
            .filter(|b| !b.razed)
            .map(|b| b.block.dist2(c))
            .min()
            .unwrap_or_else(|| self.temple.dist2(c))
    }

    /// Monsters' turn, one step: the first step regenerates and fixes the
    /// order (closest to the temple first); each later step moves one monster
    /// and resolves its attack.
    pub(crate) fn monster_step(&mut self, ev: &mut impl Sink<Event>) {
        if !self.order_ready {
            for m in self.monsters.iter_mut() {
                if m.colour == MonsterColour::White && m.hp < m.max_hp {
                    m.hp = m.hp.saturating_add(self.wave).min(m.max_hp);
                    push(
                        ev,
                        Event::MonsterHealed {
                            monster: m.id,
                            hp: m.hp,
                        },
                    );
                }
            }
            let mut order = core::mem::take(&mut self.order);
            self.monster_order(&mut order);
            self.order = order;
            self.order_ready = true;
            return;
        }
        while let Some(id) = self.order.pop() {
            if let Some(mi) = self.monsters.iter().position(|m| m.id == id) {
                self.monster_act(mi, ev);
                break;
            }
        }
        if self.soak.is_none() {
            self.next_monster(ev);
        }
    }

    /// After a blow on a hero was taken (its player chose): the losing
    /// conditions, then the monsters' turn goes on.
    pub(crate) fn after_blow(&mut self, ev: &mut impl Sink<Event>) {
        self.check_wave_over(ev);
        self.next_monster(ev);
    }

    /// After a monster acted: the next one, or the end of the monsters' turn
    /// (the heroes' turn, or the storm after too many turns).
    fn next_monster(&mut self, ev: &mut impl Sink<Event>) {
        if self.is_over() || self.phase != Phase::Monsters {
            return;
        }
        while let Some(&id) = self.order.last() {
            if self.monster(id).is_some() {
                break;
            }
            self.order.pop();
        }
        if !self.order.is_empty() {
            return;
        }
        self.monster_turns = self.monster_turns.saturating_add(1);
        if self.monster_turns >= MAX_MONSTER_TURNS {
            self.storm(ev);
            return;
        }
        self.set_phase(Phase::Defend, ev);
        self.start_turn(ev);
    }

    /// One monster's move(s) and action.
    fn monster_act(&mut self, mi: usize, ev: &mut impl Sink<Event>) {
        // The cells taken, as bits: a monster hemmed in tries every line of
        // its disc, and each cell of a line would scan every token.
        let mut ground = Ground::of(self);
        self.march(mi, ev, &mut ground);
        let m = self.monsters[mi];
        let g = self.closest_goal(m.cell);
        if !self.touching(m.cell, g) {
            return;
        }
        let damage = self.wave;
        match g {
            Goal::Temple => {
                push(
                    ev,
                    Event::MonsterAttacked {
                        monster: m.id,
                        victim: Victim::Temple,
                        at: self.temple.centre(),
                        damage,
                        roll: None,
                    },
                );
                self.temple_hp = self.temple_hp.saturating_sub(damage);
                push(ev, Event::TempleDamaged { hp: self.temple_hp });
                self.remove_monster(mi);
                push(ev, Event::MonsterVanished { monster: m.id });
            }
            Goal::Building(b) => {
                push(
                    ev,
                    Event::MonsterAttacked {
                        monster: m.id,
                        victim: Victim::Building(b),
                        at: self.buildings[b as usize].block.centre(),
                        damage,
                        roll: None,
                    },
                );
                let building = &mut self.buildings[b as usize];
                if let Some(die) = building.stock.pop() {
                    push(&mut self.captured, die.colour);
                    push(
                        ev,
                        Event::StockCaptured {
                            building: b,
                            colour: die.colour,
                        },
                    );
                } else {
                    building.razed = true;
                    let at = building.block.centre();
                    push(ev, Event::BuildingRazed { building: b, at });
                }
                self.remove_monster(mi);
                push(ev, Event::MonsterVanished { monster: m.id });
            }
            Goal::Hero(h) => {
                // The paper: a monster touching a hero deals the wave number,
                // no roll. House rule "kind monsters": it lands only on a 4+.
                let (roll, damage) = if self.config.house.has(HouseRules::KIND_MONSTERS) {
                    let roll = self.dice.d6();
                    (Some(roll), if roll >= SUCCESS { damage } else { 0 })
                } else {
                    (None, damage)
                };
                let victim = Victim::Hero(h);
                push(
                    ev,
                    Event::MonsterAttacked {
                        monster: m.id,
                        victim,
                        at: self.heroes[h as usize].cell,
                        damage,
                        roll,
                    },
                );
                if damage > 0 {
                    self.hurt_hero(h, damage, m.colour == MonsterColour::Black, ev);
                }
            }
        }
        self.check_wave_over(ev);
    }

    /// Ruling: monsters still on the board after [`MAX_MONSTER_TURNS`] turns
    /// all strike the temple at once and vanish.
    fn storm(&mut self, ev: &mut impl Sink<Event>) {
        push(ev, Event::Storm);
        while !self.monsters.is_empty() {
            let m = self.remove_monster(0);
            self.temple_hp = self.temple_hp.saturating_sub(self.wave);
            push(
                ev,
                Event::MonsterAttacked {
                    monster: m.id,
                    victim: Victim::Temple,
                    at: self.temple.centre(),
                    damage: self.wave,
                    roll: None,
                },
            );
            push(ev, Event::MonsterVanished { monster: m.id });
        }
        push(ev, Event::TempleDamaged { hp: self.temple_hp });
        self.check_wave_over(ev);
    }

    /// Repair, Rebuild and Recuperate, automatic part: replenish the shops
    /// (one die per standing building, random buildings when the bag runs
    /// short), then start the heroes' turn.
    pub(crate) fn recover(&mut self, ev: &mut impl Sink<Event>) {
        let mut standing: Vec<u8, BUILDINGS> = Vec::new();
        for (i, b) in self.buildings.iter().enumerate() {
            if !b.razed {
                push(&mut standing, i as u8);
            }
        }
        if self.bag.len() < standing.len() {
            // Shuffle so the lucky buildings are random.
            for i in (1..standing.len()).rev() {
                let j = self.dice.below(i as u32 + 1) as usize;
                standing.swap(i, j);
            }
        }
        for b in standing {
            let Some(colour) = self.draw() else {
                break;
            };
            let die = StockDie {
                colour,
                face: self.dice.d6(),
            };
            push(&mut self.buildings[b as usize].stock, die);
            push(ev, Event::ShopStocked { building: b, die });
        }
        // House rule "heroes rest between waves": every living hero is back
        // to full hit points (the paper's Recuperate has no such step).
        if self.config.house.has(HouseRules::REST_BETWEEN_WAVES) {
            self.rest(ev);
        }
        self.set_phase(Phase::Repair, ev);
        self.start_turn(ev);
    }

    /// House rule "heroes rest between waves": every living hero is back to
    /// full hit points.
    fn rest(&mut self, ev: &mut impl Sink<Event>) {
        for i in 0..self.heroes.len() {
            let h = &mut self.heroes[i];
            if h.alive() && h.hp < HERO_HP {
                h.hp = HERO_HP;
                push(
                    ev,
                    Event::HeroHealed {
                        hero: i as u8,
                        hp: HERO_HP,
                    },
                );
            }
        }
    }
}
