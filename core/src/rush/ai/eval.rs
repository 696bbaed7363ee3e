//! How good a position is for a team: the computer players' one measure.
//!
//! `value(g, team, hard)` is the team's score minus the other team's. Each
//! team scores its carrier's progress home, its chance to grab the princess
//! this turn, its cubes and minions, and (for the players not carrying) how
//! well they stand for their next turn. Normal measures that last by how
//! central a player is; Hard half by that and half by the exact chance, over
//! the next d20 placement and d4, that he reaches the princess (so Hard also
//! sees that a player standing in a building keeps the enemy's d20 from
//! landing their princess there).

use super::odds::{reach4, win_permille};
use crate::rush::map::{self, BUILDINGS};
use crate::rush::{Fighter, Game, Outcome, Phase, Spot, Team};

/// What a cube in hand is worth.
pub const CUBE: i32 = 120;
/// What having the princess in hand is worth (before the way home).
const CARRY: i32 = 3000;
/// Each step between the carrier and home.
const HOME_STEP: i32 = 150;
/// Grabbing the princess this very turn.
const GRAB: i32 = 1500;

/// A player's space, counting the Cloud as his base (where he comes back).
fn stand(g: &Game, i: u8) -> Spot {
    let at = g.player(i).at;
    if at.is_cloud() {
        g.team_of(i).base()
    } else {
        at
    }
}

/// Per thousand: the chance player `i` reaches the princess of `hunted` next
/// turn, over her d20 landing and his d4.
pub fn next_reach(g: &Game, i: u8, hunted: Team) -> i32 {
    let from = stand(g, i);
    let mut q = 0;
    for f in 1..=BUILDINGS as u8 {
        let s = g.landing(hunted, f);
        if !s.is_cloud() {
            q += reach4(map::distance(from, s));
        }
    }
    q * 1000 / 80
}

/// Per thousand: how central player `i` stands (Normal's stand-in for the
/// chance of reaching the next placement).
fn centrality(g: &Game, i: u8) -> i32 {
    let from = stand(g, i);
    let mut q = 0;
    for f in 1..=BUILDINGS as u8 {
        q += i32::from(map::distance(from, Spot::building(f)).min(16));
    }
    1000 - q * 1000 / (16 * BUILDINGS as i32)
}

fn team_score(g: &Game, t: Team, hard: bool) -> i32 {
    let mut s = 0;
    let hunted = t.other();
    match g.carrier_of(hunted) {
        Some(c) => {
            let at = g.player(c).at;
            s += CARRY - HOME_STEP * i32::from(map::distance(at, t.base()).min(30));
            for e in g.members(t.other()) {
                let d = map::distance(stand(g, e), at);
                s -= reach4(d) * if hard { 180 } else { 120 };
            }
        }
        None => {
            let m = g.mover();
            let her = g.princess_at(hunted);
            if g.team_of(m) == t && g.phase() == Phase::Move && !her.is_cloud() {
                let d = map::distance(g.player(m).at, her);
                if !g.released_this_turn() && d <= g.points() {
                    s += GRAB - 50 * i32::from(d);
                }
            }
        }
    }
    for i in g.members(t) {
        let p = g.player(i);
        s += CUBE * i32::from(p.cubes);
        if p.at.is_cloud() {
            s -= 150;
        }
        if !g.is_carrying(i) {
            s += if hard {
                (centrality(g, i) + next_reach(g, i, hunted)) / 2
            } else {
                centrality(g, i) / 2
            };
        }
    }
    // Chasing a carrier of our princess.
    if let Some(c) = g.carrier_of(t) {
        let at = g.player(c).at;
        let near = g
            .members(t)
            .map(|i| map::distance(stand(g, i), at))
            .min()
            .unwrap_or(30);
        s -= 40 * i32::from(near.min(30));
    }
    s + 20 * g.minions(t).len() as i32
}

/// The team's score minus the other's, for a position (a fight in progress
/// is weighed by its odds, looking `depth` fights ahead).
pub fn value(g: &Game, t: Team, hard: bool) -> i32 {
    value_at(g, t, hard, 2)
}

fn value_at(g: &Game, t: Team, hard: bool, depth: u8) -> i32 {
    match g.outcome() {
        Some(Outcome::Won(w)) => return if w == t { 100_000 } else { -100_000 },
        Some(Outcome::Unfinished) => return 0,
        None => {}
    }
    if depth > 0
        && matches!(
            g.phase(),
            Phase::Target | Phase::Declare { .. } | Phase::FightRoll
        )
    {
        let (w, l, p) = fight_branches(g);
        let (vw, vl) = (
            value_at(&w, t, hard, depth - 1),
            value_at(&l, t, hard, depth - 1),
        );
        return (vw * p + vl * (1000 - p)) / 1000;
    }
    team_score(g, t, hard) - team_score(g, t.other(), hard)
}

/// The positions after the current fight's attacker wins and loses, and his
/// chance per thousand (the cubes already declared counted).
pub fn fight_branches(g: &Game) -> (Game, Game, i32) {
    let mut base = g.clone();
    if base.phase() == Phase::Target
        && let Some(&t) = base.targets().first()
    {
        base.settle_target(t);
    }
    let f = base.fight();
    let p = match (f.attacker, f.defender) {
        (Fighter::Player(_), _) | (_, Fighter::Player(_)) => win_permille(f.added[0], f.added[1]),
        _ => 500,
    };
    let mut w = base.clone();
    w.settle(true);
    let mut l = base;
    l.settle(false);
    (w, l, p)
}
