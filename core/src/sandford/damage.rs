//! Damage to heroes: the paper's order of mitigation.

use crate::contract::Sink;

use super::dice::SandfordDice;
use super::game::{Game, push};
use super::heroes::SUCCESS;
use super::types::*;

impl Game {
    /// A monster's attack on a hero, mitigated in the paper's order: armour
    /// (4+, halved by piercing, paladin rerolls), potions, discarded gear or
    /// rings, then hit points.
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
        // Potions, smallest first; an emptied potion die goes back to the bag.
        let mut absorbed = 0;
        while dmg > 0 {
            let h = &mut self.heroes[hi];
            let Some(pi) = smallest(&h.gear, |d| d.colour == StockColour::White) else {
                break;
            };
            let use_now = h.gear[pi].face.min(dmg);
            h.gear[pi].face -= use_now;
            dmg -= use_now;
            absorbed += use_now;
            if h.gear[pi].face == 0 {
                h.gear.swap_remove(pi);
                push(&mut self.bag, StockColour::White);
            }
        }
        if absorbed > 0 {
            push(
                ev,
                Event::PotionUsed {
                    hero,
                    amount: absorbed,
                },
            );
        }
        // Spare equipment (not the best of its colour) is always given up first;
        // anything else only to stay alive.
        while dmg > 0 {
            let h = &self.heroes[hi];
            let spare = smallest(&h.gear, |d| {
                h.gear
                    .iter()
                    .any(|o| o.colour == d.colour && (o.face > d.face))
                    || h.gear.iter().filter(|o| *o == d).count() > 1
            });
            let pick = match spare {
                Some(i) => Some(i),
                None if dmg >= h.hp => smallest(&h.gear, |_| true),
                None => None,
            };
            if let Some(i) = pick {
                let d = self.heroes[hi].gear.swap_remove(i);
                push(&mut self.bag, d.colour);
                push(ev, Event::GearDiscarded { hero, die: d });
                dmg -= 1;
                continue;
            }
            if dmg >= self.heroes[hi].hp
                && let Some(ring) = self.heroes[hi].rings.pop()
            {
                push(ev, Event::RingDiscarded { hero, ring });
                dmg -= 1;
                continue;
            }
            break;
        }
        if dmg == 0 {
            return;
        }
        let h = &mut self.heroes[hi];
        h.hp = h.hp.saturating_sub(dmg);
        let hp = h.hp;
        push(ev, Event::HeroWounded { hero, hp });
        if hp == 0 {
            h.kills = 0;
            h.rounds_left = 0;
            h.must_exit = false;
            while let Some(d) = self.heroes[hi].gear.pop() {
                push(&mut self.bag, d.colour);
            }
            if self.pending == Some(hero) {
                self.pending = None;
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
