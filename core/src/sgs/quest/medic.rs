//! Healing in the adventure: the night's rest in Maud's cellar (sleep, then
//! her medic's roll) and the party's own medic — a hero who knows Healing —
//! treating the wounded after an injuring fight or accident and after the
//! rest, within the paper's limits (a medic's roll at most once a day plus
//! once after each injuring incident, counted on the patient's sheet).

use super::{QAction, QEvent, QIllegal, QPhase, Quest};
use crate::contract::Sink;
use crate::sgs::character::Character;
use crate::sgs::setting::Skill;

impl Quest {
    /// The hero who would treat the party's wounds: the first hero (the
    /// person's, on the cartridge) if alive and knowing Healing, else the
    /// first living companion who knows it.
    pub fn medic(&self) -> Option<u8> {
        (0..self.heroes.len() as u8)
            .find(|&i| self.alive(i) && self.heroes[usize::from(i)].ch.skill(Skill::Healing) > 0)
    }

    /// True when the party's medic may treat hero `h` now.
    fn may_treat(&self, h: u8) -> bool {
        self.alive(h) && self.heroes[usize::from(h)].ch.treatable().is_ok()
    }

    /// The treatments open now (in the medic's phase).
    pub(super) fn treat_legal(&self, out: &mut impl Sink<QAction>) {
        for h in 0..self.heroes.len() as u8 {
            if self.may_treat(h) {
                out.put(QAction::Treat(h));
            }
        }
        out.put(QAction::Continue);
    }

    /// A hero takes `n` wounds in an accident (a fall, a door, the runes):
    /// one more medic's roll may follow. Like every wound it calls the
    /// paper's Tough roll against the total (shown as a [`QEvent::Checked`]
    /// with the Tough pool). An accident is no lethal weapon: failing knocks
    /// the hero out, and with no foe about it comes round before the party
    /// goes on.
    pub(super) fn hurt(&mut self, h: u8, n: u8, ev: &mut impl Sink<QEvent>) {
        if n == 0 {
            return;
        }
        let c = &mut self.heroes[usize::from(h)].ch;
        c.wound(n);
        c.injured_in_incident();
        self.stats.wounds += u16::from(n);
        let total = c.wounds();
        ev.put(QEvent::Hurt { hero: h, total });
        let pool = c.tough_against_wounds();
        let r = crate::sgs::roll::static_roll(pool, total, &mut self.dice);
        ev.put(QEvent::Checked {
            hero: h,
            pool,
            faces: crate::sgs::roll::Faces::from_slice(r.faces()).unwrap_or_default(),
            result: r.result(),
            needed: total,
            made: r.beats(total),
        });
    }

    /// Goes on to scene `next`; after an injuring fight or accident
    /// (`injured`) the party's medic may treat first.
    pub(super) fn go_after(&mut self, next: u8, injured: bool, ev: &mut impl Sink<QEvent>) {
        if injured {
            self.go_treating(next, ev);
        } else {
            self.go(next, ev);
        }
    }

    /// Goes on to scene `next`, first giving the party's medic (if any) the
    /// chance to treat whoever may be treated.
    pub(super) fn go_treating(&mut self, next: u8, ev: &mut impl Sink<QEvent>) {
        match self.medic() {
            Some(medic) if (0..self.heroes.len() as u8).any(|h| self.may_treat(h)) => {
                self.phase = QPhase::Treat { medic, next };
            }
            _ => self.go(next, ev),
        }
    }

    /// The medic treats hero `h` (refused when it may not be treated now);
    /// the phase ends when nobody is left to treat.
    pub(super) fn treat(
        &mut self,
        medic: u8,
        h: u8,
        next: u8,
        ev: &mut impl Sink<QEvent>,
    ) -> Result<(), QIllegal> {
        if !self.alive(h) {
            return Err(QIllegal::NotNow);
        }
        let healer = self.heroes[usize::from(medic)].ch.clone();
        let c = &mut self.heroes[usize::from(h)].ch;
        c.treatable().map_err(QIllegal::Treat)?;
        let before = c.wounds();
        if c.treated_by(&healer, &mut self.dice).is_none() {
            return Err(QIllegal::NotNow);
        }
        ev.put(QEvent::Treated {
            medic,
            hero: h,
            made: c.wounds() < before,
            total: c.wounds(),
        });
        if !(0..self.heroes.len() as u8).any(|k| self.may_treat(k)) {
            self.go(next, ev);
        }
        Ok(())
    }

    /// The rest scene: each living hero sleeps (a Tough roll against its
    /// wounds), then old Maud gives her medic's roll; then the party's own
    /// medic may use the rolls its injuring incidents left.
    pub(super) fn rest(&mut self, next: u8, ev: &mut impl Sink<QEvent>) {
        let maud: Character = "npc Maud: Clever, Wise; Healing +1"
            .parse()
            .unwrap_or_else(|_| Character::blank("Maud"));
        for i in 0..self.heroes.len() {
            if self.heroes[i].dead {
                continue;
            }
            for medic in [false, true] {
                let c = &mut self.heroes[i].ch;
                let before = c.wounds();
                let r = if medic {
                    c.treated_by(&maud, &mut self.dice)
                } else {
                    c.sleep(&mut self.dice)
                };
                if r.is_some() {
                    ev.put(QEvent::Healed {
                        hero: i as u8,
                        made: c.wounds() < before,
                        total: c.wounds(),
                    });
                }
            }
        }
        self.go_treating(next, ev);
    }
}
