//! Combat: a piece that enters a space holding enemies fights them, one
//! fight at a time, until only one team is left there.

use heapless::Vec;

use super::game::{Game, NOBODY};
use super::{Event, Fighter, MAX_TIES, MINIONS, Phase, Spot, Team};
use crate::contract::Sink;

impl Game {
    /// Starts the combat at `at`, begun by a piece of `side` moving in.
    pub(super) fn begin_combat(
        &mut self,
        at: Spot,
        side: Team,
        comeback: bool,
        stops: bool,
        ev: &mut impl Sink<Event>,
    ) {
        self.fight.at = at;
        self.fight.side = side;
        self.fight.comeback = comeback;
        self.fight.stops = stops;
        self.next_fight(ev);
    }

    /// The first player of team `t` at `s` (the turn's player first).
    fn player_at(&self, t: Team, s: Spot) -> Option<u8> {
        let m = self.mover();
        if self.team_of(m) == t && self.p[usize::from(m)].at == s {
            return Some(m);
        }
        self.members(t).find(|&i| self.p[usize::from(i)].at == s)
    }

    /// Whom the current attacker may fight: each enemy player in the space,
    /// then the enemy minions (all alike, so one choice).
    pub fn targets(&self) -> Vec<Fighter, 4> {
        let mut out = Vec::new();
        let at = self.fight.at;
        let t = match self.fight.attacker {
            Fighter::Player(i) => self.team_of(i),
            Fighter::Minion(t) => t,
        };
        for i in self.members(t.other()) {
            if self.p[usize::from(i)].at == at {
                let _ = out.push(Fighter::Player(i));
            }
        }
        if self.minions_at(t.other(), at) > 0 {
            let _ = out.push(Fighter::Minion(t.other()));
        }
        out
    }

    /// The next fight in the space, or the end of the combat.
    fn next_fight(&mut self, ev: &mut impl Sink<Event>) {
        let at = self.fight.at;
        let side = self.fight.side;
        if !(self.team_at(side, at) && self.team_at(side.other(), at)) {
            self.end_combat(ev);
            return;
        }
        let attacker = if let Some(i) = self.player_at(side, at) {
            Fighter::Player(i)
        } else if let Some(i) = self.player_at(side.other(), at) {
            // Only minions of the moving side are left: the player there
            // must fight them.
            Fighter::Player(i)
        } else {
            Fighter::Minion(side)
        };
        self.fight.attacker = attacker;
        let targets = self.targets();
        if targets.len() > 1 {
            self.phase = Phase::Target;
        } else {
            self.target(targets[0], ev);
        }
    }

    /// The attacker fights `defender`: the cube declarations, then the roll.
    pub(super) fn target(&mut self, defender: super::Fighter, ev: &mut impl Sink<Event>) {
        self.fight.defender = defender;
        self.fight.added = [0; 2];
        self.fight.ties = 0;
        ev.put(Event::FightStarted {
            at: self.fight.at,
            attacker: self.fight.attacker,
            defender,
        });
        self.phase = match self.next_declarer(None) {
            Some(seat) => Phase::Declare { seat },
            None => Phase::FightRoll,
        };
    }

    /// The seats that may add cubes to this fight, in order: the attacker's
    /// team, then the defender's (only a fighting player is helped).
    fn declarers(&self) -> Vec<u8, 4> {
        let mut out = Vec::new();
        for f in [self.fight.attacker, self.fight.defender] {
            if let Fighter::Player(i) = f {
                for m in self.members(self.team_of(i)) {
                    if self.p[usize::from(m)].cubes > 0 {
                        let _ = out.push(m);
                    }
                }
            }
        }
        out
    }

    fn next_declarer(&self, after: Option<u8>) -> Option<u8> {
        // Declarers come in the order of this key, so the next is found even
        // when the last one has just spent all his cubes.
        let side = match self.fight.attacker {
            Fighter::Player(i) => self.team_of(i),
            Fighter::Minion(t) => t,
        };
        let key = |s: u8| u8::from(self.team_of(s) != side) * 4 + s;
        self.declarers()
            .into_iter()
            .find(|&s| after.is_none_or(|a| key(s) > key(a)))
    }

    /// A seat adds `k` cubes to its team's fighter.
    pub(super) fn declare(&mut self, seat: u8, k: u8, ev: &mut impl Sink<Event>) {
        let attacker = match self.fight.attacker {
            Fighter::Player(i) => self.team_of(i) == self.team_of(seat),
            Fighter::Minion(_) => false,
        };
        if k > 0 {
            self.p[usize::from(seat)].cubes -= k;
            self.pile += k;
            self.fight.added[usize::from(!attacker)] += k;
            ev.put(Event::CubesAdded {
                player: seat,
                attacker,
                count: k,
            });
        }
        self.phase = match self.next_declarer(Some(seat)) {
            Some(s) => Phase::Declare { seat: s },
            None => Phase::FightRoll,
        };
    }

    fn total(&mut self, attacker: bool, ev: &mut impl Sink<Event>) -> (u8, u8) {
        let d20 = self.dice.d(20);
        let mut total = d20;
        for _ in 0..self.fight.added[usize::from(!attacker)] {
            let d6 = self.dice.d(6);
            total = total.saturating_add(d6);
            ev.put(Event::CubeRolled { attacker, d6 });
        }
        (d20, total)
    }

    /// Automatic: both sides roll; a tie is rolled again next step.
    pub(super) fn fight_roll(&mut self, ev: &mut impl Sink<Event>) {
        let (ad, at) = self.total(true, ev);
        let (dd, dt) = self.total(false, ev);
        let spot = self.fight.at;
        ev.put(Event::FightRolled {
            at: spot,
            attacker_d20: ad,
            attacker_total: at,
            defender_d20: dd,
            defender_total: dt,
        });
        if at == dt && self.fight.ties < MAX_TIES {
            self.fight.ties += 1;
            ev.put(Event::Tied { at: spot });
            return;
        }
        let (w, l) = if at >= dt {
            (self.fight.attacker, self.fight.defender)
        } else {
            (self.fight.defender, self.fight.attacker)
        };
        self.resolve(w, l, ev);
        self.next_fight(ev);
    }

    /// The loser goes to the Cloud (dropping a princess) or is removed; a
    /// winning player places a minion.
    fn resolve(&mut self, winner: Fighter, loser: Fighter, ev: &mut impl Sink<Event>) {
        let at = self.fight.at;
        self.stats.combats += 1;
        match loser {
            Fighter::Player(i) => {
                self.p[usize::from(i)].at = Spot::CLOUD;
                let princess = self.team_of(i).other();
                if self.carrier[princess.idx()] == i {
                    self.carrier[princess.idx()] = NOBODY;
                    self.princess[princess.idx()] = at;
                    ev.put(Event::PrincessFreed { team: princess, at });
                }
            }
            Fighter::Minion(t) => {
                let m = &mut self.minions[t.idx()];
                if let Some(k) = m.iter().position(|&s| s == at) {
                    m.swap_remove(k);
                }
            }
        }
        let mut minion_placed = false;
        if let Fighter::Player(i) = winner {
            let t = self.team_of(i);
            minion_placed =
                self.minions[t.idx()].len() < MINIONS && self.minions[t.idx()].push(at).is_ok();
        }
        ev.put(Event::FightWon {
            at,
            winner,
            loser,
            minion_placed,
        });
    }

    /// The combat is over: a delivered princess wins; the turn goes on.
    fn end_combat(&mut self, ev: &mut impl Sink<Event>) {
        if self.check_win(ev) {
            return;
        }
        let i = self.mover();
        if self.p[usize::from(i)].at.is_cloud() {
            self.end_turn(ev);
        } else if self.fight.comeback {
            self.after_cloud(ev);
        } else {
            if self.fight.stops {
                self.points = 0;
                self.stopped = true;
            }
            self.phase = Phase::Move;
        }
    }
}

impl Game {
    /// For the computer's look-ahead: the attacker chooses `defender`,
    /// describing nothing.
    pub(crate) fn settle_target(&mut self, defender: Fighter) {
        self.target(defender, &mut 0usize);
    }

    /// For the computer's look-ahead: the current fight ends as if rolled
    /// (the attacker wins or loses), without touching the dice.
    pub(crate) fn settle(&mut self, attacker_wins: bool) {
        let (a, d) = (self.fight.attacker, self.fight.defender);
        let (w, l) = if attacker_wins { (a, d) } else { (d, a) };
        let mut n = 0usize;
        self.resolve(w, l, &mut n);
        self.next_fight(&mut n);
    }
}
