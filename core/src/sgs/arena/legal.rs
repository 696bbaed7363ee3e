//! What may be done now in the arena: the legal actions and the check of
//! one action (nothing changes), by the paper's combat rules.

use heapless::Vec;

use super::{Action, Arena, Illegal, MAX_ACTIONS, Phase, State};
use crate::contract::Sink;

impl Arena {
    /// Every legal action now, in a fixed order.
    pub fn legal_actions(&self, out: &mut impl Sink<Action>) {
        match self.phase {
            Phase::Over => {}
            Phase::Initiative { .. } | Phase::Throw | Phase::Resolve | Phase::EndRound => {
                out.put(Action::Continue)
            }
            Phase::Boxcars { .. } => {
                out.put(Action::Bonus);
                out.put(Action::Stand);
            }
            Phase::Turn { who } => {
                for d in 0..8 {
                    if self.can_step(who, d) {
                        out.put(Action::Step(d));
                    }
                }
                for t in 0..self.fighters.len() as u8 {
                    for &with in self.fighter(who).weapon.attack_abilities() {
                        let a = Action::Attack { target: t, with };
                        if self.check(a).is_ok() {
                            out.put(a);
                        }
                    }
                }
                for t in 0..self.fighters.len() as u8 {
                    if self.check(Action::Tend { target: t }).is_ok() {
                        out.put(Action::Tend { target: t });
                    }
                }
                if self.check(Action::Hold).is_ok() {
                    out.put(Action::Hold);
                }
                out.put(Action::Done);
            }
        }
    }

    /// The legal actions as a list.
    pub fn legal_list(&self) -> Vec<Action, MAX_ACTIONS> {
        let mut v = Vec::new();
        self.legal_actions(&mut v);
        v
    }

    fn can_step(&self, who: u8, d: u8) -> bool {
        let f = self.fighter(who);
        // Felled at its own moment, it still moves and strikes (together).
        // Its steps left: its paces, before its blow (or its hold) or after
        // it, never both (`Fighter::steps_left`, which the walk's prompt says).
        if !(f.up() || f.late) || f.steps_left() == 0 {
            return false;
        }
        match Arena::towards(f.at, d) {
            Some(to) => !self
                .fighters
                .iter()
                .any(|g| g.at == to && g.state != State::Dead),
            None => false,
        }
    }

    /// Whether `action` could be taken now (nothing changes).
    pub fn check(&self, action: Action) -> Result<(), Illegal> {
        if self.phase == Phase::Over {
            return Err(Illegal::Over);
        }
        let auto = matches!(
            self.phase,
            Phase::Initiative { .. } | Phase::Throw | Phase::Resolve | Phase::EndRound
        );
        match (action, self.phase) {
            (Action::Continue, _) => auto.then_some(()).ok_or(Illegal::NotNow),
            (Action::Bonus, Phase::Boxcars { side }) => {
                let d = self.duel.as_ref().ok_or(Illegal::NotNow)?;
                let r = if self.fighter(d.attacker).side == side {
                    &d.attack
                } else {
                    &d.defence
                };
                (r.bonus_left() > 0)
                    .then_some(())
                    .ok_or(Illegal::NoBonusDie)
            }
            (Action::Stand, Phase::Boxcars { .. }) => Ok(()),
            (Action::Step(d), Phase::Turn { who }) => self
                .can_step(who, d)
                .then_some(())
                .ok_or(Illegal::CannotMove),
            (Action::Attack { target, with }, Phase::Turn { who }) => {
                let f = self.fighter(who);
                if f.attacked || !(f.up() || f.late) {
                    return Err(Illegal::AlreadyActed);
                }
                let t = self
                    .fighters
                    .get(usize::from(target))
                    .ok_or(Illegal::NotAFoe)?;
                if t.side == f.side || !t.up() {
                    return Err(Illegal::NotAFoe);
                }
                if !f.weapon.attack_abilities().contains(&with) {
                    return Err(Illegal::WrongAbility);
                }
                if Arena::distance(f.at, t.at) > f.weapon.range() {
                    return Err(Illegal::OutOfReach);
                }
                Ok(())
            }
            (Action::Tend { target }, Phase::Turn { who }) => {
                let f = self.fighter(who);
                if f.attacked || !f.up() {
                    return Err(Illegal::AlreadyActed);
                }
                let t = self
                    .fighters
                    .get(usize::from(target))
                    .ok_or(Illegal::NobodyToTend)?;
                let dying = matches!(t.state, State::Dying(_));
                if t.side != f.side || !dying || Arena::distance(f.at, t.at) > 1 {
                    return Err(Illegal::NobodyToTend);
                }
                Ok(())
            }
            (Action::Hold, Phase::Turn { who }) => {
                let f = self.fighter(who);
                (f.up() && !f.held && !f.attacked && !f.late)
                    .then_some(())
                    .ok_or(Illegal::NotNow)
            }
            (Action::Done, Phase::Turn { .. }) => Ok(()),
            _ => Err(Illegal::NotNow),
        }
    }
}
