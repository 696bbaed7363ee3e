//! How the arena's actions play out: initiative, turns, duels, blows,
//! wounds, and the end of a round.

use super::Ability;
use super::arena::{Action, Arena, Duel, Event, Outcome, Phase, ROUND_CAP, Side, State};
use super::roll::{self, Faces, Roll, Winner};
use super::roster::Special;
use crate::contract::Sink;

fn faces(r: &Roll) -> Faces {
    Faces::from_slice(r.faces()).unwrap_or_default()
}

impl Arena {
    /// Applies a checked action.
    pub(crate) fn apply(&mut self, action: Action, ev: &mut impl Sink<Event>) {
        match (action, self.phase) {
            (Action::Continue, Phase::Initiative { next }) => self.roll_initiative(next, ev),
            (Action::Continue, Phase::Throw) => self.throw(ev),
            (Action::Continue, Phase::Resolve) => self.resolve(ev),
            (Action::Continue, Phase::EndRound) => self.end_round(ev),
            (Action::Step(d), Phase::Turn { who }) => {
                let f = &mut self.fighters[usize::from(who)];
                if let Some(to) = Arena::towards(f.at, d) {
                    ev.put(Event::Stepped {
                        who,
                        from: f.at,
                        to,
                    });
                    f.at = to;
                    f.moved += 1;
                }
            }
            (Action::Attack { target, with }, Phase::Turn { who }) => {
                let t = self.fighter(target);
                let answer = (t.holding()
                    && t.up()
                    && Arena::distance(t.at, self.fighter(who).at) <= t.weapon.range())
                .then_some(target);
                self.start_duel(who, target, with, answer, ev);
            }
            (Action::Tend { target }, Phase::Turn { who }) => self.tend(who, target, ev),
            (Action::Hold, Phase::Turn { who }) => {
                let f = &mut self.fighters[usize::from(who)];
                f.held = true;
                f.moved_early = f.moved > 0;
                ev.put(Event::Holds(who));
                self.next_actor(ev);
            }
            (Action::Done, Phase::Turn { who }) => {
                self.fighters[usize::from(who)].acted = true;
                self.next_actor(ev);
            }
            (Action::Bonus, Phase::Boxcars { side }) => {
                if let Some(d) = self.duel.as_mut() {
                    let (who, r) = if self.fighters[usize::from(d.attacker)].side == side {
                        (d.attacker, &mut d.attack)
                    } else {
                        (d.defender, &mut d.defence)
                    };
                    if let Some(face) = r.add_bonus(&mut self.dice) {
                        ev.put(Event::BonusDie {
                            who,
                            face,
                            result: r.result(),
                        });
                    }
                }
                self.after_roll();
            }
            (Action::Stand, Phase::Boxcars { .. }) => self.phase = Phase::Resolve,
            _ => {}
        }
    }

    fn roll_initiative(&mut self, next: u8, ev: &mut impl Sink<Event>) {
        let i = usize::from(next);
        if i < self.fighters.len() {
            if self.fighters[i].up() {
                let (with, pool) = self.initiative_pool(next);
                let mut r = Roll::new(pool);
                r.throw(&mut self.dice);
                self.fighters[i].init = r.result();
                ev.put(Event::Initiative {
                    who: next,
                    with,
                    faces: faces(&r),
                    result: r.result(),
                });
                self.fighters[i].init_roll = r;
            } else {
                self.fighters[i].init = i8::MIN;
                self.fighters[i].init_roll = Roll::new(0);
            }
        }
        if i + 1 < self.fighters.len() {
            self.phase = Phase::Initiative { next: next + 1 };
        } else {
            self.initiative_bonus(ev);
            self.next_actor(ev);
        }
    }

    /// Once everyone has thrown initiative, the boxcars rule: a fighter
    /// behind the best foe's initiative adds one of its bonus dice at a time
    /// (the cartridge decides for everyone, as for a static roll), each
    /// looking at the others as they stand, until nobody behind has one
    /// left. Each fighter's roll is shown again with its bonus dice.
    fn initiative_bonus(&mut self, ev: &mut impl Sink<Event>) {
        let mut added = 0u8; // a bit a fighter
        loop {
            let mut any = false;
            for i in 0..self.fighters.len() {
                let f = &self.fighters[i];
                let best_foe = self
                    .fighters
                    .iter()
                    .filter(|g| g.side != f.side && g.up())
                    .map(|g| g.init)
                    .max();
                if !f.up() || f.init_roll.bonus_left() == 0 || best_foe.is_none_or(|b| f.init >= b)
                {
                    continue;
                }
                let f = &mut self.fighters[i];
                f.init_roll.add_bonus(&mut self.dice);
                f.init = f.init_roll.result();
                added |= 1 << i;
                any = true;
            }
            if !any {
                break;
            }
        }
        for i in 0..self.fighters.len() {
            if added & (1 << i) != 0 {
                let with = self.initiative_pool(i as u8).0;
                let r = &self.fighters[i].init_roll;
                ev.put(Event::Initiative {
                    who: i as u8,
                    with,
                    faces: faces(r),
                    result: r.result(),
                });
            }
        }
    }

    fn side_up(&self, s: Side) -> bool {
        self.fighters.iter().any(|f| f.side == s && f.up())
    }

    fn finish(&mut self, o: Outcome, ev: &mut impl Sink<Event>) {
        self.outcome = Some(o);
        self.phase = Phase::Over;
        self.duel = None;
        ev.put(Event::Over(o));
    }

    /// Hands the round to the next fighter: the highest initiative still to
    /// act (ties in fighter order; they act together: their pools are all
    /// taken at the start of their moment), then the holders,
    /// then the end of the round. A side with nobody standing has lost
    /// (once those felled at the same moment have struck).
    pub(crate) fn next_actor(&mut self, ev: &mut impl Sink<Event>) {
        let (a, b) = (self.side_up(Side::A), self.side_up(Side::B));
        let eligible = |f: &super::arena::Fighter| !f.acted && !f.held && (f.up() || f.late);
        let late_left = self.fighters.iter().any(|f| f.late && !f.acted);
        if !(late_left || a && b) {
            let o = match (a, b) {
                (true, false) => Outcome::Won(Side::A),
                (false, true) => Outcome::Won(Side::B),
                _ => Outcome::Draw,
            };
            self.finish(o, ev);
            return;
        }
        // The highest initiative first; at one moment, the side the moment's
        // coin named, then fighter order (the pools are the moment's anyway).
        let pick = |held: bool, first: Side| {
            let mut best: Option<((i8, bool), usize)> = None;
            for (i, f) in self.fighters.iter().enumerate() {
                let ok = if held {
                    f.holding() && f.up()
                } else {
                    eligible(f)
                };
                let key = (f.init, f.side == first);
                if ok && best.is_none_or(|(v, _)| key > v) {
                    best = Some((key, i));
                }
            }
            best.map(|(_, i)| i as u8)
        };
        let choose = |first: Side| match (pick(false, first), pick(true, first)) {
            (Some(i), _) => Some((i, false)),
            (None, Some(i)) => Some((i, true)),
            (None, None) => None,
        };
        let Some((mut i, held)) = choose(self.first) else {
            self.phase = Phase::EndRound;
            return;
        };
        let key = (self.fighter(i).init, held);
        if self.moment != Some(key) {
            // A new moment: if both sides act at it, a coin says whose
            // fighters are played first (they act together; the order of
            // play must favour neither side).
            // (Each side's seat marked, not `side == s` asked twice: with
            // two sides that question, asked the other way round, was the
            // same question.)
            let mut sides = [false; 2];
            for f in self.fighters.iter().filter(|f| {
                f.init == key.0
                    && if held {
                        f.holding() && f.up()
                    } else {
                        eligible(f)
                    }
            }) {
                sides[usize::from(f.side.seat())] = true;
            }
            if sides[0] && sides[1] {
                self.first = if self.dice.below(2) == 0 {
                    Side::A
                } else {
                    Side::B
                };
                i = choose(self.first).map_or(i, |(j, _)| j);
            }
        }
        self.actor = i;
        self.begin_moment((self.fighter(i).init, held));
        self.phase = Phase::Turn { who: i };
        ev.put(Event::Acts { who: i, held });
    }

    /// A new moment (an initiative result, or the holders' of one) takes
    /// every fighter's wounds and running as they stand: the pools of all
    /// who act at that moment are taken from them.
    fn begin_moment(&mut self, key: (i8, bool)) {
        if self.moment == Some(key) {
            return;
        }
        self.moment = Some(key);
        self.snapshot();
    }

    fn snapshot(&mut self) {
        for f in self.fighters.iter_mut() {
            f.then_wounds = f.ch.wounds();
            f.then_ran = f.moved > 0;
        }
    }

    fn start_duel(
        &mut self,
        attacker: u8,
        defender: u8,
        with: Ability,
        answer: Option<u8>,
        ev: &mut impl Sink<Event>,
    ) {
        let (pool, defend, against) = self.pools(attacker, defender, with);
        let permille = self.attack_odds(attacker, defender, with).permille();
        self.fighters[usize::from(attacker)].take_action();
        let is_answer = self.duel.is_some() || self.phase == Phase::Resolve;
        ev.put(Event::Attacks {
            attacker,
            defender,
            with,
            pool,
            defend,
            against,
            permille,
            answer: is_answer,
        });
        self.duel = Some(Duel {
            attacker,
            defender,
            with,
            defend,
            attack: Roll::new(pool),
            defence: Roll::new(against),
            answer,
        });
        self.phase = Phase::Throw;
    }

    fn throw(&mut self, ev: &mut impl Sink<Event>) {
        if let Some(d) = self.duel.as_mut() {
            d.attack.throw(&mut self.dice);
            d.defence.throw(&mut self.dice);
            for (who, r) in [(d.attacker, &d.attack), (d.defender, &d.defence)] {
                ev.put(Event::Rolled {
                    who,
                    faces: faces(r),
                    result: r.result(),
                    bonus: r.bonus_left(),
                });
            }
        }
        self.after_roll();
    }

    /// After a throw or a bonus die: the side that is behind (the attacker on
    /// a tie) may add a bonus die if it has one; else the blow is resolved.
    fn after_roll(&mut self) {
        let Some(d) = self.duel.as_ref() else {
            self.phase = Phase::Resolve;
            return;
        };
        let (who, r) = match Arena::winner_now(d) {
            Winner::First => (d.defender, &d.defence),
            _ => (d.attacker, &d.attack),
        };
        self.phase = if r.bonus_left() > 0 {
            Phase::Boxcars {
                side: self.fighter(who).side,
            }
        } else {
            Phase::Resolve
        };
    }

    fn resolve(&mut self, ev: &mut impl Sink<Event>) {
        let Some(d) = self.duel.take() else {
            self.phase = Phase::Turn { who: self.actor };
            return;
        };
        let (a, t) = (d.attacker, d.defender);
        if Arena::winner_now(&d) == Winner::First {
            let wounds = self.blow(a, d.with);
            let ignored = match self.fighter(t).special {
                Special::IgnoresAWound => 1,
                Special::None => 0,
            };
            let dealt = wounds - ignored;
            let lethal = self.fighter(a).weapon.lethal();
            let f = &mut self.fighters[usize::from(t)];
            f.ch.wound(dealt);
            let total = f.ch.wounds();
            ev.put(Event::Hit {
                attacker: a,
                defender: t,
                wounds: dealt,
                ignored,
                total,
            });
            if dealt > 0 {
                f.hurt = true;
                let r = roll::static_roll(f.ch.tough_against_wounds(), total, &mut self.dice);
                let made = r.beats(total);
                ev.put(Event::Static {
                    who: t,
                    with: Ability::Tough,
                    faces: faces(&r),
                    result: r.result(),
                    needed: total,
                    made,
                });
                if !made {
                    self.fell(t, lethal, ev);
                }
            }
        } else {
            ev.put(Event::Missed {
                attacker: a,
                defender: t,
            });
        }
        if let Some(h) = d.answer {
            // The holder strikes back at the same moment, even if felled.
            let f = self.fighter(h);
            let with = *f
                .weapon
                .attack_abilities()
                .iter()
                .max_by_key(|&&w| f.pool_now(w, f.weapon.skill()))
                .unwrap_or(&Ability::Strong);
            self.fighters[usize::from(h)].acted = true;
            if self.fighter(a).up() {
                self.phase = Phase::Resolve;
                self.start_duel(h, a, with, None, ev);
                return;
            }
        }
        let me = &mut self.fighters[usize::from(self.actor)];
        if me.up() {
            self.phase = Phase::Turn { who: self.actor };
        } else {
            me.acted = true;
            self.next_actor(ev);
        }
    }

    /// `t` fails its Tough roll: knocked out 2d6 rounds after a blunt blow,
    /// dying within 1d6 rounds after a lethal one. Felled by a blow struck
    /// at its own initiative before it acted, it still acts (together).
    fn fell(&mut self, t: u8, lethal: bool, ev: &mut impl Sink<Event>) {
        let now = self.moment;
        let f = &mut self.fighters[usize::from(t)];
        if lethal {
            let rounds = self.dice.d(6);
            f.state = State::Dying(rounds);
            ev.put(Event::Dying { who: t, rounds });
        } else {
            let rounds = self.dice.d(6) + self.dice.d(6);
            f.state = State::Out(rounds);
            ev.put(Event::KnockedOut { who: t, rounds });
        }
        if !f.acted && !f.held && now == Some((f.init, false)) {
            f.late = true;
        }
    }

    fn tend(&mut self, who: u8, target: u8, ev: &mut impl Sink<Event>) {
        let me = &self.fighters[usize::from(who)];
        let bonus = me.ch.skill_dice(super::Skill::Healing).max(0);
        let pool = me.ch.pool(Ability::Clever, None, bonus);
        let needed = self.fighter(target).ch.wounds();
        let r = roll::static_roll(pool, needed, &mut self.dice);
        let made = r.beats(needed);
        self.fighters[usize::from(who)].take_action();
        ev.put(Event::Static {
            who: target,
            with: Ability::Clever,
            faces: faces(&r),
            result: r.result(),
            needed,
            made,
        });
        if made {
            let rounds = self.dice.d(6) + self.dice.d(6);
            self.fighters[usize::from(target)].state = State::Out(rounds);
            ev.put(Event::KnockedOut {
                who: target,
                rounds,
            });
        }
    }

    fn end_round(&mut self, ev: &mut impl Sink<Event>) {
        let last_breath = self.last_breath;
        for (i, f) in self.fighters.iter_mut().enumerate() {
            match f.state {
                State::Out(n) if n <= 1 => {
                    f.state = State::Up;
                    ev.put(Event::Wakes(i as u8));
                }
                State::Out(n) => f.state = State::Out(n - 1),
                State::Dying(n) if n <= 1 && last_breath => f.state = State::Dying(1),
                State::Dying(n) if n <= 1 => {
                    f.state = State::Dead;
                    ev.put(Event::Dies(i as u8));
                }
                State::Dying(n) => f.state = State::Dying(n - 1),
                _ => {}
            }
            f.acted = false;
            f.held = false;
            f.attacked = false;
            f.moved = 0;
            f.moved_early = false;
            f.late = false;
        }
        self.moment = None;
        self.snapshot();
        if self.round >= ROUND_CAP {
            self.finish(Outcome::Draw, ev);
            return;
        }
        self.round += 1;
        ev.put(Event::Round(self.round));
        self.phase = Phase::Initiative { next: 0 };
    }
}
