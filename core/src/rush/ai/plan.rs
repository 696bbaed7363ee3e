//! Hard's whole-turn look-ahead: every space the turn's player can reach
//! with his points, each with the best way to end there (end the turn, take
//! a cube, pick up the princess, or the fight that entering starts), scored
//! by [`super::eval::value`]; the first step toward the best is played.

use heapless::Vec;

use super::eval::value;
use crate::rush::map::{self, SPOTS};
use crate::rush::{Action, Game, Phase, Spot};

/// Most spaces a plan looks at (four steps from a building with many doors).
pub const MAX_ENDS: usize = 96;

/// A reachable space, the index of the space it is reached from, and its
/// steps from the start.
pub type Ends = Vec<(Spot, u8, u8), MAX_ENDS>;

/// True when Hard plans the whole turn here: its own move phase with points
/// to spend and no minion point pending.
pub fn applies(g: &Game) -> bool {
    g.phase() == Phase::Move
        && g.points() > 0
        && !g.minion_point()
        && g.legal_list().iter().any(|a| matches!(a, Action::Step(_)))
}

/// Every space reachable this turn (the start included), by breadth-first
/// search; spaces holding enemies end a path (a fight starts there).
pub fn ends(g: &Game) -> Ends {
    let m = g.mover();
    let team = g.team_of(m);
    let start = g.player(m).at;
    let mut out = Ends::new();
    let mut seen = [false; SPOTS];
    seen[usize::from(start.0)] = true;
    let _ = out.push((start, 0, 0));
    let mut head = 0;
    while head < out.len() {
        let (s, _, d) = out[head];
        if d < g.points() && (d == 0 || !g.team_at(team.other(), s)) {
            for &n in map::neighbours(s) {
                if !seen[usize::from(n)] {
                    seen[usize::from(n)] = true;
                    if out.push((Spot(n), head as u8, d + 1)).is_err() {
                        return out;
                    }
                }
            }
        }
        head += 1;
    }
    out
}

/// The spaces stepped on from the start to `ends[i]`, in order.
fn path(ends: &Ends, i: usize) -> Vec<Spot, 8> {
    let mut rev: Vec<Spot, 8> = Vec::new();
    let mut k = i;
    while k != 0 {
        let _ = rev.push(ends[k].0);
        k = usize::from(ends[k].1);
    }
    rev.reverse();
    rev
}

/// The endings tried once the turn's player stands on a reachable space.
const ENDINGS: [Action; 4] = [
    Action::EndTurn,
    Action::PickCube,
    Action::PickUp,
    Action::AskRelay,
];

/// Scoring one reachable space, worked on piece by piece so that no piece
/// costs more than a few of the measure's evaluations (each is a slice of
/// thinking on the cartridge).
#[derive(Clone, Debug)]
pub struct EndScore {
    /// The position after walking there.
    h: Game,
    /// The first step there (none when already there).
    first: Option<Action>,
    /// The next of [`ENDINGS`] to try.
    next: u8,
    /// The best ending so far.
    best: (i32, Action),
}

impl EndScore {
    /// Walks to `ends[i]` (the first piece of work). `Err` carries the final
    /// score when the walk itself ends the scoring (a step refused).
    pub fn begin(g: &Game, ends: &Ends, i: usize) -> Result<EndScore, (i32, Action)> {
        let mut h = g.clone();
        let steps = path(ends, i);
        for &s in &steps {
            if h.try_apply(Action::Step(s), &mut 0usize).is_err() {
                return Err((i32::MIN, Action::EndTurn));
            }
        }
        Ok(EndScore {
            h,
            first: steps.first().map(|&s| Action::Step(s)),
            next: 0,
            best: (i32::MIN, Action::EndTurn),
        })
    }

    /// One more piece: the position weighed (when the walk started a fight or
    /// ended the game) or one more way to end the turn tried. The score and
    /// the action to play now, once every piece is done.
    pub fn piece(&mut self, team: crate::rush::Team, hard: bool) -> Option<(i32, Action)> {
        if self.h.phase() != Phase::Move {
            let v = value(&self.h, team, hard);
            return Some((v, self.first.unwrap_or(Action::EndTurn)));
        }
        while let Some(&a) = ENDINGS.get(usize::from(self.next)) {
            self.next += 1;
            let mut k = self.h.clone();
            if k.try_apply(a, &mut 0usize).is_ok() {
                let v = value(&k, team, hard);
                if v > self.best.0 {
                    self.best = (v, a);
                }
                // One evaluation a piece.
                if usize::from(self.next) < ENDINGS.len() {
                    return None;
                }
            }
        }
        Some((self.best.0, self.first.unwrap_or(self.best.1)))
    }
}
