//! The adventure's fights: the party and the scene's creatures lined up in
//! the arena, and what the party takes out of it — wounds, the dying tended
//! after a win by another hero (after a loss by the captors), the dead.

use heapless::Vec;

use super::{QEvent, QPhase, Quest};
use crate::contract::Sink;
use crate::sgs::Ability;
use crate::sgs::arena::{self, Arena, Foes, Side, State};
use crate::sgs::roll;
use crate::sgs::roster::{self, Special};
use crate::sgs::scenes::Scene;
use crate::sgs::setting::Skill;

impl Quest {
    pub(super) fn start_fight(&mut self, level: u8, ev: &mut impl Sink<QEvent>) {
        let mut list: Vec<arena::Placed, { arena::MAX_FIGHTERS }> = Vec::new();
        self.fighting.clear();
        for (i, h) in self.heroes.iter().enumerate().filter(|(_, h)| !h.dead) {
            let n = self.fighting.len() as u8;
            let _ = list.push((
                h.ch.clone(),
                h.weapon,
                Special::None,
                Side::A,
                (1, 1 + 2 * n),
            ));
            let _ = self.fighting.push(i as u8);
        }
        for (k, &c) in roster::foes(level).iter().enumerate() {
            let (ch, w, sp) = roster::creature(c);
            let _ = list.push((ch, w, sp, Side::B, (arena::WIDTH - 2, 1 + 2 * k as u8)));
        }
        // The fight's own seed: the adventure's next 48 bits.
        let seed =
            (u64::from(self.dice.below(u32::MAX)) << 16) + u64::from(self.dice.below(1 << 16));
        let config = arena::Config {
            seed,
            party: self.fighting.len() as u8,
            foes: Foes::Level(level),
        };
        self.stats.fights += 1;
        ev.put(QEvent::FightBegins(level));
        match Arena::set_up(config, &list) {
            Ok(a) => {
                self.arena = Some(a.with_last_breath(self.config.last_breath));
                self.phase = QPhase::Fight;
            }
            Err(_) => self.finish(1, false, ev),
        }
    }

    /// Ends the fight: the party takes its fighters' sheets back; each dying
    /// hero is tended once (after a win by another hero, after a loss by
    /// the captors), failing which it dies.
    pub(crate) fn end_fight(&mut self, ev: &mut impl Sink<QEvent>) {
        let Some(a) = self.arena.take() else { return };
        let wounds_before = self.stats.wounds;
        let won = a.outcome() == Some(arena::Outcome::Won(Side::A));
        for (k, &hi) in self.fighting.clone().iter().enumerate() {
            let f = a.fighter(k as u8);
            let before = self.heroes[usize::from(hi)].ch.wounds();
            let party = self.fighting.len();
            let dies = match f.state {
                State::Dead => true,
                // Under last breath the captors keep a beaten party's dying
                // alive.
                State::Dying(_) if !won && self.config.last_breath => false,
                // The paper's tending: a Clever roll against the wounds by
                // another character — after a win another hero, after a
                // loss the captors (who want their prisoners alive).
                State::Dying(_) => {
                    let tender = if won {
                        tender_pool(&a, (0..party).filter(|&j| j != k))
                    } else {
                        tender_pool(&a, party..a.fighters().len())
                    };
                    match tender {
                        Some(pool) => {
                            let r = roll::static_roll(pool, f.ch.wounds(), &mut self.dice);
                            !r.beats(f.ch.wounds())
                        }
                        None => true,
                    }
                }
                _ => false,
            };
            let h = &mut self.heroes[usize::from(hi)];
            h.ch = f.ch.clone();
            if h.ch.wounds() > before {
                self.stats.wounds += u16::from(h.ch.wounds() - before);
                h.ch.injured_in_incident();
            }
            if dies {
                h.dead = true;
                self.stats.deaths += 1;
                ev.put(QEvent::Died(hi));
            }
        }
        let injured = self.stats.wounds > wounds_before;
        self.fighting.clear();
        if self.heroes.iter().all(|h| h.dead) {
            self.finish(1, false, ev);
            return;
        }
        if let Scene::Fight { won: w, lost, .. } = self.scene_rule() {
            if !won {
                self.stats.lost += 1;
            }
            self.go_after(if won { w } else { lost }, injured, ev);
        }
    }
}

/// The best Clever pool (with Healing) among fighters `who` of the fight,
/// neither dead nor dying, to tend a dying hero after the fight (the paper:
/// a roll by another character). `None` when nobody can.
fn tender_pool(a: &Arena, who: impl Iterator<Item = usize>) -> Option<u8> {
    who.map(|j| a.fighter(j as u8))
        .filter(|f| !matches!(f.state, State::Dead | State::Dying(_)))
        .map(|f| {
            f.ch.pool(
                Ability::Clever,
                None,
                f.ch.skill_dice(Skill::Healing).max(0),
            )
        })
        .max()
}
