//! Damage to heroes: the paper's order of mitigation, and the player's
//! choice of what to give up against a blow.

use crate::contract::Sink;

use super::dice::SandfordDice;
use super::game::{Game, push};
use super::heroes::SUCCESS;
use super::types::*;

impl Game {
    /// A monster's attack on a hero, mitigated in the paper's order: armour
    /// (4+, halved by piercing, paladin rerolls); then, as the hero's player
    /// chooses ([`Action::Soak`]), potions, discarded gear or rings; then hit
    /// points.
    pub(crate) fn hurt_hero(
        &mut self,
        hero: u8,
        damage: u8,
        piercing: bool,
        ev: &mut impl Sink<Event>,
    ) {
        let hi = hero as usize;
        let mut dmg = damage;
        let armour = self.heroes[hi].best(StockColour::Black);
        if armour > 0 && dmg > 0 {
            let paladin = self.heroes[hi].ring_count(Ring::Paladin);
            let mut roll = self.dice.d6();
            let mut rerolls = 0;
            while roll < SUCCESS && rerolls < paladin {
                roll = self.dice.d6();
                rerolls += 1;
            }
            let stopped = if roll < SUCCESS {
                0
            } else if piercing {
                (armour / 2).min(dmg)
            } else {
                armour.min(dmg)
            };
            dmg -= stopped;
            push(
                ev,
                Event::ArmourRolled {
                    hero,
                    roll,
                    rerolls,
                    stopped,
                    left: dmg,
                },
            );
        }
        if dmg > 0 {
            self.take_blow(hero, dmg, ev);
        }
    }

    /// What is left of a blow after the armour: the hero's player chooses how
    /// to take it when the hero has anything to give up, else it comes off
    /// the hit points at once.
    fn take_blow(&mut self, hero: u8, damage: u8, ev: &mut impl Sink<Event>) {
        let h = &self.heroes[hero as usize];
        if h.gear.is_empty() && h.rings.is_empty() {
            self.wound(hero, damage, ev);
        } else {
            self.soak = Some((hero, damage));
            push(ev, Event::Soaking { hero, damage });
        }
    }

    /// The blow a hero is choosing how to take, as (hero, damage left): the
    /// monsters' turn waits for [`Action::Soak`] from that hero's seat.
    pub fn soaking(&self) -> Option<(u8, u8)> {
        self.soak
    }

    /// Legality of [`Action::Soak`].
    pub(crate) fn check_soak(&self, hero: u8, with: Absorb) -> Result<(), IllegalAction> {
        let Some((who, _)) = self.soak else {
            return Err(IllegalAction("there is no blow to take now"));
        };
        if who != hero {
            return Err(IllegalAction("another hero is taking a blow"));
        }
        let h = &self.heroes[hero as usize];
        let ok = match with {
            Absorb::Potion(i) => h
                .gear
                .get(usize::from(i))
                .is_some_and(|d| d.colour == StockColour::White),
            Absorb::Gear(i) => usize::from(i) < h.gear.len(),
            Absorb::Ring(i) => usize::from(i) < h.rings.len(),
            Absorb::TakeIt => true,
        };
        if ok {
            Ok(())
        } else {
            Err(IllegalAction("the hero has no such potion, die or ring"))
        }
    }

    /// Every [`Action::Soak`] open to the hero taking a blow: take it, drink
    /// each potion, give up each die, give up each ring.
    pub(crate) fn soak_actions<const N: usize>(&self, out: &mut heapless::Vec<Action, N>) {
        let Some((hero, _)) = self.soak else {
            return;
        };
        let h = &self.heroes[hero as usize];
        let soak = |with| Action::Soak { hero, with };
        push(out, soak(Absorb::TakeIt));
        for (i, d) in h.gear.iter().enumerate() {
            if d.colour == StockColour::White {
                push(out, soak(Absorb::Potion(i as u8)));
            }
        }
        for i in 0..h.gear.len() {
            push(out, soak(Absorb::Gear(i as u8)));
        }
        for i in 0..h.rings.len() {
            push(out, soak(Absorb::Ring(i as u8)));
        }
    }

    /// The computer's choice against a blow (and, before the choice was the
    /// player's, the rule): potions first, smallest first; then spare
    /// equipment (not the best of its colour, or a duplicate), lowest first;
    /// then, only when the rest would kill, the lowest die and then the last
    /// ring; otherwise take it.
    pub fn soak_choice(&self) -> Option<Action> {
        let (hero, left) = self.soak?;
        let h = self.heroes.get(hero as usize)?;
        let with = if let Some(i) = smallest(&h.gear, |d| d.colour == StockColour::White) {
            Absorb::Potion(i as u8)
        } else if let Some(i) = smallest(&h.gear, |d| {
            h.gear
                .iter()
                .any(|o| o.colour == d.colour && (o.face > d.face))
                || h.gear.iter().filter(|o| *o == d).count() > 1
        }) {
            Absorb::Gear(i as u8)
        } else if left < h.hp {
            Absorb::TakeIt
        } else if let Some(i) = smallest(&h.gear, |_| true) {
            Absorb::Gear(i as u8)
        } else if !h.rings.is_empty() {
            Absorb::Ring(h.rings.len() as u8 - 1)
        } else {
            Absorb::TakeIt
        };
        Some(Action::Soak { hero, with })
    }

    /// Applies a validated [`Action::Soak`]: a potion absorbs up to its face
    /// (an emptied one goes back to the bag), a die or ring 1 (a die goes back
    /// to the bag). When nothing is left to take, or to give, or the hero
    /// takes it, the rest comes off the hit points and the monsters' turn
    /// goes on.
    pub(crate) fn apply_soak(&mut self, with: Absorb, ev: &mut impl Sink<Event>) {
        let Some((hero, mut left)) = self.soak else {
            return;
        };
        let h = &mut self.heroes[hero as usize];
        match with {
            Absorb::Potion(i) => {
                let i = usize::from(i);
                let amount = h.gear[i].face.min(left);
                h.gear[i].face -= amount;
                left -= amount;
                if h.gear[i].face == 0 {
                    h.gear.swap_remove(i);
                    push(&mut self.bag, StockColour::White);
                }
                push(ev, Event::PotionUsed { hero, amount });
            }
            Absorb::Gear(i) => {
                let die = h.gear.swap_remove(usize::from(i));
                push(&mut self.bag, die.colour);
                push(ev, Event::GearDiscarded { hero, die });
                left -= 1;
            }
            Absorb::Ring(i) => {
                let ring = h.rings.remove(usize::from(i));
                push(ev, Event::RingDiscarded { hero, ring });
                left -= 1;
            }
            Absorb::TakeIt => {}
        }
        let h = &self.heroes[hero as usize];
        let nothing = h.gear.is_empty() && h.rings.is_empty();
        if left > 0 && with != Absorb::TakeIt && !nothing {
            self.soak = Some((hero, left));
            push(ev, Event::Soaking { hero, damage: left });
            return;
        }
        self.soak = None;
        if left > 0 {
            self.wound(hero, left, ev);
        }
        if self.phase == Phase::Monsters {
            self.after_blow(ev);
        }
    }

    /// Damage on a hero's hit points; at 0 the hero dies: its equipment goes
    /// back to the bag and its kills are lost.
    fn wound(&mut self, hero: u8, dmg: u8, ev: &mut impl Sink<Event>) {
        let hi = hero as usize;
        let h = &mut self.heroes[hi];
        h.hp = h.hp.saturating_sub(dmg);
        let hp = h.hp;
        push(ev, Event::HeroWounded { hero, hp });
        if hp == 0 {
            h.kills = 0;
            h.rounds_left = 0;
            h.must_exit = false;
            // (A hero is hurt only in the monsters' turn, when no hero owes
            // an action, so nothing is pending here.)
            while let Some(d) = self.heroes[hi].gear.pop() {
                push(&mut self.bag, d.colour);
            }
            push(ev, Event::HeroKilled { hero });
        }
    }
}

/// Index of the lowest-faced die matching `pred`.
fn smallest(gear: &[StockDie], pred: impl Fn(&StockDie) -> bool) -> Option<usize> {
    gear.iter()
        .enumerate()
        .filter(|(_, d)| pred(d))
        .min_by_key(|(_, d)| d.face)
        .map(|(i, _)| i)
}
