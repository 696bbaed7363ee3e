//! Host tests for Rush at Zeta Mu Beta: the contract kit, one named test per
//! paper rule and per ruling, the map, the notation and the AI.

extern crate std;

use std::vec::Vec;

use super::{Action, Event, Events, Game, Phase, Spot};
use crate::contract::{Rules, Turn};

mod ai;
mod campus;
mod contract;
mod fights;
mod mirror;
mod notation;
mod rules;
mod rulings;

/// Applies a legal action, returning its events.
pub(super) fn apply(g: &mut Game, a: Action) -> Events {
    let mut ev = Events::new();
    if let Err(e) = g.try_apply(a, &mut ev) {
        panic!("{a:?} refused: {e}\n{g}");
    }
    ev
}

/// Applies `Continue` while the turn is automatic; every event.
pub(super) fn auto(g: &mut Game) -> Vec<Event> {
    let mut all = Vec::new();
    while g.turn() == Turn::Auto {
        all.extend(apply(g, Action::Continue));
    }
    all
}

/// Building `n`.
pub(super) const fn b(n: u8) -> Spot {
    Spot::building(n)
}

/// The block at column `c`, row `r`.
pub(super) const fn k(c: u8, r: u8) -> Spot {
    Spot::block(c, r)
}

/// A game of `players` at the start of `mover`'s turn (order: `mover`, then
/// the others by seat), dice scripted with `faces`; pieces in their bases.
pub(super) fn turn_of(players: u8, mover: u8, faces: &[u8]) -> Game {
    let mut g = Game::new(7, players);
    let mut order = [mover, 0, 0, 0];
    let mut n = 1;
    for i in 0..players {
        if i != mover {
            order[n] = i;
            n += 1;
        }
    }
    g.order = order;
    g.slot = 0;
    g.dice.script(faces).unwrap();
    g.start_turn(&mut 0usize);
    g
}

/// A game in `mover`'s move phase with `points`, the princesses on the Cloud.
pub(super) fn moving(players: u8, mover: u8, points: u8) -> Game {
    let mut g = turn_of(players, mover, &[]);
    g.phase = Phase::Move;
    g.points = points;
    g
}

/// True when `a` is legal in `g`.
pub(super) fn legal(g: &Game, a: Action) -> bool {
    g.legal_list().contains(&a)
}
