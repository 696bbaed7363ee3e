//! The round and the turn: the order roll, coming back from the Cloud, the
//! princess's d20 (and the cubes that nudge it), the flee cube, the d4.

use super::game::Game;
use super::{
    Action, CubeUse, Event, HouseRules, MAX_PLAYERS, Outcome, Phase, ROUND_CAP, Spot, Team,
};
use crate::contract::Sink;

/// The order roll is rolled at most this many times (then ties go to the
/// lower seat; the chance of reaching it is tiny).
const ORDER_ROLLS: u8 = 3;

/// `result` moved by `d` and wrapped into 1..=20.
pub fn wrap20(result: u8, d: i8) -> u8 {
    let r = (i16::from(result) - 1 + i16::from(d)).rem_euclid(20);
    r as u8 + 1
}

impl Game {
    /// The next seat after `after` (or the first) of team `t` holding a cube.
    pub(super) fn next_with_cube(&self, t: Team, after: Option<u8>) -> Option<u8> {
        self.members(t)
            .filter(|&i| after.is_none_or(|a| i > a))
            .find(|&i| self.p[usize::from(i)].cubes > 0)
    }

    /// Automatic: the order roll (the tied players roll again).
    pub(super) fn order_step(&mut self, ev: &mut impl Sink<Event>) {
        let mut faces = [0u8; MAX_PLAYERS];
        let n = usize::from(self.players);
        for (i, (face, key)) in faces
            .iter_mut()
            .zip(self.keys.iter_mut())
            .take(n)
            .enumerate()
        {
            if self.rolling & (1 << i) != 0 {
                let f = self.dice.d(20);
                *face = f;
                *key = *key * 20 + u16::from(f - 1);
            } else {
                *key *= 20;
            }
        }
        self.order_rolls += 1;
        ev.put(Event::OrderRolled { faces });
        let mut tied = 0u8;
        for i in 0..n {
            for j in 0..n {
                if i != j && self.keys[i] == self.keys[j] {
                    tied |= 1 << i;
                }
            }
        }
        if tied != 0 && self.order_rolls < ORDER_ROLLS {
            self.rolling = tied;
            return;
        }
        // Highest key first; ties (only after the last roll) by seat.
        let mut order = [0u8, 1, 2, 3];
        let keys = self.keys;
        order[..n].sort_unstable_by(|&a, &b| {
            keys[usize::from(b)]
                .cmp(&keys[usize::from(a)])
                .then(a.cmp(&b))
        });
        self.order = order;
        ev.put(Event::OrderSet { order });
        self.slot = 0;
        self.start_turn(ev);
    }

    /// Begins the turn of the player in the current slot.
    pub(super) fn start_turn(&mut self, ev: &mut impl Sink<Event>) {
        let i = self.mover();
        let p = &mut self.p[usize::from(i)];
        p.ban = p.picked;
        p.picked = Spot::CLOUD;
        self.points = 0;
        self.minion_point = false;
        self.stopped = false;
        self.released = false;
        self.asked = false;
        ev.put(Event::TurnStarted { player: i });
        if self.p[usize::from(i)].at.is_cloud() {
            let mate = self
                .members(self.team_of(i))
                .find(|&m| m != i && self.p[usize::from(m)].cubes > 0);
            self.phase = match mate {
                Some(seat) => Phase::Reappear { seat },
                None => Phase::Comeback { d20: false },
            };
        } else {
            self.after_cloud(ev);
        }
    }

    /// A teammate answers the reappear prompt.
    pub(super) fn reappear(&mut self, seat: u8, used: bool, ev: &mut impl Sink<Event>) {
        if used {
            self.p[usize::from(seat)].cubes -= 1;
            self.pile += 1;
            ev.put(Event::CubeSpent {
                player: seat,
                used: CubeUse::Reappear,
                d6: 0,
            });
        }
        self.phase = Phase::Comeback { d20: used };
    }

    /// Automatic: the turn's player comes back from the Cloud.
    pub(super) fn comeback(&mut self, d20: bool, ev: &mut impl Sink<Event>) {
        let i = self.mover();
        let t = self.team_of(i);
        let (to, face) = if d20 {
            let f = self.dice.d(20);
            (Spot::building(f), f)
        } else {
            (t.base(), 0)
        };
        self.p[usize::from(i)].at = to;
        ev.put(Event::Returned {
            player: i,
            to,
            d20: face,
        });
        if self.enemies_at(t, to) {
            self.begin_combat(to, t, true, false, ev);
        } else {
            self.after_cloud(ev);
        }
    }

    /// After the Cloud step: the princess's d20, unless the team carries her.
    pub(super) fn after_cloud(&mut self, ev: &mut impl Sink<Event>) {
        let hunted = self.team_of(self.mover()).other();
        if self.carrier_of(hunted).is_some() {
            self.before_d4(ev);
        } else {
            self.phase = Phase::PrincessRoll;
        }
    }

    /// Automatic: the d20 for the hunted princess.
    pub(super) fn princess_roll(&mut self, ev: &mut impl Sink<Event>) {
        let hunted = self.team_of(self.mover()).other();
        let face = self.dice.d(20);
        ev.put(Event::PrincessRolled { team: hunted, face });
        match self.next_with_cube(hunted, None) {
            Some(seat) => self.phase = Phase::Nudge { seat, result: face },
            None => self.place(face, ev),
        }
    }

    /// A seat of the princess's team answers the nudge prompt.
    pub(super) fn nudge(&mut self, seat: u8, result: u8, a: Action, ev: &mut impl Sink<Event>) {
        if a == Action::UseCube {
            let d6 = self.dice.d(6);
            self.p[usize::from(seat)].cubes -= 1;
            self.pile += 1;
            self.stats.nudges += 1;
            ev.put(Event::CubeSpent {
                player: seat,
                used: CubeUse::Nudge,
                d6,
            });
            self.phase = Phase::NudgeSign { seat, result, d6 };
        } else {
            self.next_nudger(seat, result, ev);
        }
    }

    /// The nudging seat adds or subtracts its d6.
    pub(super) fn nudge_sign(
        &mut self,
        seat: u8,
        result: u8,
        d6: u8,
        plus: bool,
        ev: &mut impl Sink<Event>,
    ) {
        let d = if plus { d6 as i8 } else { -(d6 as i8) };
        let result = wrap20(result, d);
        ev.put(Event::Nudged {
            player: seat,
            d6,
            plus,
            result,
        });
        self.next_nudger(seat, result, ev);
    }

    fn next_nudger(&mut self, seat: u8, result: u8, ev: &mut impl Sink<Event>) {
        let team = self.team_of(seat);
        match self.next_with_cube(team, Some(seat)) {
            Some(s) => self.phase = Phase::Nudge { seat: s, result },
            None => self.place(result, ev),
        }
    }

    /// Where a princess lands for a d20 result: the building, or the Cloud
    /// when one of her own team's players is inside (the roller's enemy: the
    /// paper's "a space that an enemy player occupies"), or, under the house
    /// rule [`HouseRules::SAFE_BASES`], when it is her hunters' base.
    pub fn landing(&self, princess: Team, result: u8) -> Spot {
        let b = Spot::building(result);
        let guarded = self
            .members(princess)
            .any(|i| self.p[usize::from(i)].at == b);
        let safe = self.house.has(HouseRules::SAFE_BASES) && b == princess.other().base();
        if guarded || safe { Spot::CLOUD } else { b }
    }

    fn place(&mut self, result: u8, ev: &mut impl Sink<Event>) {
        let team = self.team_of(self.mover()).other();
        let at = self.landing(team, result);
        self.princess[team.idx()] = at;
        ev.put(Event::PrincessPlaced { team, result, at });
        self.before_d4(ev);
    }

    /// Before the d4: when the turn's player carries, the flee prompts, then
    /// his own choice to keep the princess or let her go.
    pub(super) fn before_d4(&mut self, ev: &mut impl Sink<Event>) {
        let _ = ev;
        let i = self.mover();
        let princess = self.team_of(i).other();
        self.phase = match self.carrier_of(princess) {
            Some(c) if c == i => match self.next_with_cube(princess, None) {
                Some(seat) => Phase::Flee { seat },
                None => Phase::Hold,
            },
            _ => Phase::MoveRoll,
        };
    }

    /// The carrier, before his d4, lets the princess go or keeps her.
    pub(super) fn hold(&mut self, release: bool, ev: &mut impl Sink<Event>) {
        if release {
            self.release(ev);
        }
        self.phase = Phase::MoveRoll;
    }

    /// A seat answers the flee prompt.
    pub(super) fn flee(&mut self, seat: u8, used: bool, ev: &mut impl Sink<Event>) {
        if used {
            let d6 = self.dice.d(6);
            self.p[usize::from(seat)].cubes -= 1;
            self.pile += 1;
            ev.put(Event::CubeSpent {
                player: seat,
                used: CubeUse::Flee,
                d6,
            });
            self.phase = Phase::Push { seat, left: d6 };
            if self.pushes(seat).is_empty() {
                self.next_fleer(seat);
            }
        } else {
            self.next_fleer(seat);
        }
    }

    fn next_fleer(&mut self, seat: u8) {
        self.phase = match self.next_with_cube(self.team_of(seat), Some(seat)) {
            Some(s) => Phase::Flee { seat: s },
            None => Phase::Hold,
        };
    }

    /// The fleeing seat pushes the carrier one space (or stops).
    pub(super) fn push(&mut self, seat: u8, left: u8, a: Action, ev: &mut impl Sink<Event>) {
        let Action::Push(to) = a else {
            self.next_fleer(seat);
            return;
        };
        let c = self.carrier[self.team_of(seat).idx()];
        let from = self.p[usize::from(c)].at;
        self.p[usize::from(c)].at = to;
        let left = left - 1;
        ev.put(Event::Pushed {
            player: c,
            from,
            to,
            left,
        });
        self.phase = Phase::Push { seat, left };
        if left == 0 || self.pushes(seat).is_empty() {
            self.next_fleer(seat);
        }
    }

    /// Automatic: the d4 for movement.
    pub(super) fn move_roll(&mut self, ev: &mut impl Sink<Event>) {
        let i = self.mover();
        let d4 = self.dice.d(4);
        let points = if self.is_carrying(i) {
            d4.saturating_sub(2).max(1)
        } else {
            d4
        };
        self.points = points;
        // The paper: "whenever you receive a result of 1 for movement
        // points", so a carrier's minimum of 1 counts as well as a d4 of 1.
        self.minion_point = points == 1;
        ev.put(Event::MoveRolled {
            player: i,
            d4,
            points,
            minion_point: self.minion_point,
        });
        self.phase = Phase::Move;
    }

    /// Ends the turn: the next player, or a new round.
    pub(super) fn end_turn(&mut self, ev: &mut impl Sink<Event>) {
        ev.put(Event::TurnEnded {
            player: self.mover(),
        });
        self.points = 0;
        self.minion_point = false;
        self.slot += 1;
        if self.slot >= self.players {
            self.start_round(ev);
        } else {
            self.start_turn(ev);
        }
    }

    fn start_round(&mut self, ev: &mut impl Sink<Event>) {
        self.slot = 0;
        if self.round >= ROUND_CAP {
            self.outcome = Some(Outcome::Unfinished);
            self.phase = Phase::Over;
            ev.put(Event::Unfinished { rounds: self.round });
            return;
        }
        self.round += 1;
        self.keys = [0; MAX_PLAYERS];
        self.rolling = (1 << self.players) - 1;
        self.order_rolls = 0;
        self.phase = Phase::Order;
        ev.put(Event::RoundStarted { round: self.round });
    }
}
