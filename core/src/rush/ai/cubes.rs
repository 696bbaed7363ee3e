//! The cube prompts, answered without looking at the dice: nudging the
//! enemy's d20, making a carrier flee, a teammate's reappearing, the cubes
//! added to a fight, the carrier's answer to a relay, and his choice before
//! the d4 to keep the princess.

use super::eval::{self, CUBE, value};
use super::odds::{reach4, win_permille};
use crate::rush::turn::wrap20;
use crate::rush::{Action, Fighter, Game, Phase, map};

/// In quarters: how likely the turn's player reaches a princess landing on
/// the d20's `result`.
fn danger(g: &Game, result: u8) -> i32 {
    let hunter = g.mover();
    let princess = g.team_of(hunter).other();
    let s = g.landing(princess, result);
    if s.is_cloud() {
        0
    } else {
        reach4(map::distance(g.player(hunter).at, s))
    }
}

/// What grabbing the princess is worth, in the units of [`eval::value`],
/// per quarter of chance.
const GRAB_QUARTER: i32 = 400;

/// What Hard counts a nudge's cube as costing: four cubes' worth of the
/// measure. A nudge only puts the hunter off until the next d20 (one turn),
/// and between two Hard teams it is answered in kind, so weighing its cube at
/// its face value ([`CUBE`]) had both teams nudge nearly every landing within
/// reach: 5-6 % of Hard-against-Hard games stalled at the round cap. At four
/// cubes they stall in under 1 % and Hard beats Normal as often (measured in
/// docs/rules-rush.md, issue 30).
pub const NUDGE_COST: i32 = 4 * CUBE;

/// The answer to a prompt that is not a choice among positions, or `None`
/// when the ordinary search (or, for the cubes added to a fight,
/// [`Declaring`]) should decide.
pub fn prompt(g: &Game, hard: bool) -> Option<Action> {
    match g.phase() {
        Phase::Nudge { seat, result } => {
            let now = danger(g, result);
            let use_it = if hard {
                let mut after = 0;
                for d in 1..=6i8 {
                    after += danger(g, wrap20(result, d)).min(danger(g, wrap20(result, -d)));
                }
                (now * 6 - after) * GRAB_QUARTER > NUDGE_COST * 6
            } else {
                now >= 2 && g.player(seat).cubes > 0
            };
            Some(if use_it {
                Action::UseCube
            } else {
                Action::Pass
            })
        }
        Phase::NudgeSign { result, d6, .. } => {
            let d = d6 as i8;
            let plus = danger(g, wrap20(result, d)) <= danger(g, wrap20(result, -d));
            Some(if plus { Action::Plus } else { Action::Minus })
        }
        Phase::Flee { seat } => {
            let c = g.carrier_of(g.team_of(seat))?;
            let home = map::distance(g.player(c).at, g.team_of(c).base());
            let limit = if hard { 5 } else { 3 };
            let can = !g.pushes(seat).is_empty();
            Some(if can && home <= limit {
                Action::UseCube
            } else {
                Action::Pass
            })
        }
        Phase::Reappear { seat } => {
            let team = g.team_of(seat);
            let use_it = if hard {
                // Worth it when the enemy carries our princess and a random
                // building is on average nearer him than our base.
                match g.carrier_of(team) {
                    Some(c) => {
                        let at = g.player(c).at;
                        let mut sum = 0i32;
                        for f in 1..=map::BUILDINGS as u8 {
                            sum += i32::from(map::distance(crate::rush::Spot::building(f), at));
                        }
                        sum < 20 * (i32::from(map::distance(team.base(), at)) - 2)
                    }
                    None => false,
                }
            } else {
                g.player(seat).cubes >= 3
            };
            Some(if use_it {
                Action::UseCube
            } else {
                Action::Pass
            })
        }
        Phase::Declare { .. } => None,
        Phase::Relay => Some(Action::Relay),
        // Before the d4 the computer keeps the princess it carries (letting
        // her go there only gives up the lead).
        Phase::Hold => Some(Action::Pass),
        _ => None,
    }
}

/// Hard's count of cubes for a fight, worked out one count at a time (each
/// count's odds are a convolution of dice: a piece of thinking each).
#[derive(Clone, Debug)]
pub struct Declaring {
    have: u8,
    ours_attack: bool,
    /// The value of our side losing, and what winning adds.
    bad: i32,
    stake: i32,
    /// The next count to weigh.
    k: u8,
    best: (i32, u8),
}

impl Declaring {
    /// Weighs both ends of the fight (the first piece). `Err` is the answer
    /// when no counting is needed (Normal and Easy answer at once).
    pub fn begin(g: &Game, seat: u8, hard: bool) -> Result<Declaring, u8> {
        let have = g.player(seat).cubes;
        let f = g.fight();
        let team = g.team_of(seat);
        let ours_attack = match f.attacker {
            Fighter::Player(i) => g.team_of(i) == team,
            Fighter::Minion(t) => t == team,
        };
        let (w, l, _) = eval::fight_branches(g);
        let (vw, vl) = (value(&w, team, hard), value(&l, team, hard));
        // The value of our side winning, and of losing.
        let (good, bad) = if ours_attack { (vw, vl) } else { (vl, vw) };
        let stake = good - bad;
        if !hard {
            return Err(if stake > 2000 { have } else { 0 });
        }
        Ok(Declaring {
            have,
            ours_attack,
            bad,
            stake,
            k: 0,
            best: (i32::MIN, 0),
        })
    }

    /// Weighs one more count; the answer once every count is weighed.
    pub fn piece(&mut self, g: &Game) -> Option<u8> {
        let k = self.k;
        if k > self.have.min(4) {
            return Some(self.best.1);
        }
        self.k += 1;
        let f = g.fight();
        let (a, b) = if self.ours_attack {
            (f.added[0] + k, f.added[1])
        } else {
            (f.added[0], f.added[1] + k)
        };
        let p_attacker = win_permille(a, b);
        let p = if self.ours_attack {
            p_attacker
        } else {
            1000 - p_attacker
        };
        let ev = self.bad + self.stake * p / 1000 - CUBE * i32::from(k);
        if ev > self.best.0 {
            self.best = (ev, k);
        }
        (self.k > self.have.min(4)).then_some(self.best.1)
    }
}
