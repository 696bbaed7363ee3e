//! Spending movement points: steps, the minion point, picking up, carrying,
//! relaying and releasing the princess, and picking up cubes.

use super::game::{Game, NOBODY};
use super::{Action, CUBES, Event, Phase, Spot};
use crate::contract::Sink;
use crate::rush::map;

impl Game {
    /// True when the turn's player may pick up the enemy princess: she is
    /// free in his space (not on the Cloud), he carries nothing and has not
    /// let her go this turn.
    pub fn can_pick_up(&self) -> bool {
        let i = self.mover();
        let at = self.p[usize::from(i)].at;
        let hunted = self.team_of(i).other();
        !at.is_cloud()
            && !self.released
            && self.carrier_of(hunted).is_none()
            && self.princess[hunted.idx()] == at
    }

    /// True when the turn's player may take a cube here: inside a building
    /// that is neither base, not carrying, the pile not empty, not the
    /// building he took one from last turn, and no minion point still owed
    /// (taking a cube ends the turn, and the paper's minion point is one
    /// "that you must spend").
    pub fn can_pick_cube(&self) -> bool {
        let i = self.mover();
        let p = self.p[usize::from(i)];
        !self.minion_due()
            && p.at.is_building()
            && p.at != super::Team::Zombies.base()
            && p.at != super::Team::Jocks.base()
            && !self.is_carrying(i)
            && self.pile > 0
            && p.cubes < CUBES
            && p.at != p.ban
    }

    /// The teammate carrying the princess in the turn's player's space, if
    /// he may be asked for her.
    fn relay_from(&self) -> Option<u8> {
        let i = self.mover();
        let c = self.carrier_of(self.team_of(i).other())?;
        (c != i && !self.asked && self.p[usize::from(c)].at == self.p[usize::from(i)].at)
            .then_some(c)
    }

    /// True while the minion point must still be spent (the team has a
    /// minion): the turn can not end until it is.
    pub fn minion_due(&self) -> bool {
        self.minion_point && !self.minions[self.team_of(self.mover()).idx()].is_empty()
    }

    /// The move phase's actions, in a fixed order.
    pub(super) fn move_actions(&self, out: &mut impl Sink<Action>) {
        let i = self.mover();
        let at = self.p[usize::from(i)].at;
        if self.points > 0 && !self.stopped && !at.is_cloud() {
            for &n in map::neighbours(at) {
                out.put(Action::Step(Spot(n)));
            }
        }
        if self.minion_due() {
            let mine = &self.minions[self.team_of(i).idx()];
            for (k, &from) in mine.iter().enumerate() {
                if mine[..k].contains(&from) {
                    continue;
                }
                for &n in map::neighbours(from) {
                    out.put(Action::MinionStep { from, to: Spot(n) });
                }
            }
        }
        if self.can_pick_up() {
            out.put(Action::PickUp);
        }
        if self.is_carrying(i) {
            out.put(Action::Release);
        }
        if self.relay_from().is_some() {
            out.put(Action::AskRelay);
        }
        if self.can_pick_cube() {
            out.put(Action::PickCube);
        }
        if !self.minion_due() {
            out.put(Action::EndTurn);
        }
    }

    /// Applies a (legal) move-phase action.
    pub(super) fn move_action(&mut self, a: Action, ev: &mut impl Sink<Event>) {
        let i = self.mover();
        let team = self.team_of(i);
        match a {
            Action::Step(to) => {
                let from = self.p[usize::from(i)].at;
                self.p[usize::from(i)].at = to;
                self.points -= 1;
                ev.put(Event::Stepped {
                    player: i,
                    from,
                    to,
                    left: self.points,
                });
                if self.enemies_at(team, to) {
                    self.begin_combat(to, team, false, true, ev);
                } else {
                    self.check_win(ev);
                }
            }
            Action::MinionStep { from, to } => {
                self.minion_point = false;
                let mine = &mut self.minions[team.idx()];
                if let Some(k) = mine.iter().position(|&m| m == from) {
                    mine[k] = to;
                }
                ev.put(Event::MinionStepped { team, from, to });
                if self.enemies_at(team, to) {
                    self.begin_combat(to, team, false, false, ev);
                }
            }
            Action::PickUp => {
                let at = self.p[usize::from(i)].at;
                self.carrier[team.other().idx()] = i;
                self.points = self.points.min(1);
                self.stats.pickups += 1;
                ev.put(Event::PickedUp {
                    player: i,
                    at,
                    left: self.points,
                });
                self.check_win(ev);
            }
            Action::Release => self.release(ev),
            Action::AskRelay => {
                if let Some(c) = self.relay_from() {
                    self.asked = true;
                    ev.put(Event::RelayAsked {
                        player: i,
                        carrier: c,
                    });
                    self.phase = Phase::Relay;
                }
            }
            Action::PickCube => {
                let p = &mut self.p[usize::from(i)];
                p.cubes += 1;
                p.picked = p.at;
                self.pile -= 1;
                self.stats.cubes_picked += 1;
                ev.put(Event::CubePicked {
                    player: i,
                    at: p.at,
                    cubes: p.cubes,
                    pile: self.pile,
                });
                self.end_turn(ev);
            }
            Action::EndTurn => self.end_turn(ev),
            _ => {}
        }
    }

    /// The turn's player lets go of the princess he carries: she stays in
    /// his space, and he may not pick her up again this turn.
    pub(super) fn release(&mut self, ev: &mut impl Sink<Event>) {
        let i = self.mover();
        let team = self.team_of(i);
        let at = self.p[usize::from(i)].at;
        self.carrier[team.other().idx()] = NOBODY;
        self.princess[team.other().idx()] = at;
        self.released = true;
        ev.put(Event::Released { player: i, at });
    }

    /// The carrier answers a teammate's request for the princess.
    pub(super) fn relay(&mut self, yes: bool, ev: &mut impl Sink<Event>) {
        let i = self.mover();
        let princess = self.team_of(i).other();
        let c = self.carrier[princess.idx()];
        self.phase = Phase::Move;
        ev.put(Event::Relayed {
            carrier: c,
            to: i,
            done: yes,
        });
        if yes {
            self.carrier[princess.idx()] = i;
            self.points = self.points.min(1);
            self.check_win(ev);
        }
    }
}
