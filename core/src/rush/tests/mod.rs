//! Host tests for Rush at Zeta Mu Beta: the contract kit, one named test per
//! paper rule and per ruling, the map, the notation and the AI.

extern crate std;

use std::format;
use std::string::String;
use std::vec::Vec;

use super::{Action, Event, Events, Game, Spot};
use crate::contract::{Rules, Turn};

mod accessors;
mod ai;
mod campus;
mod contract;
mod damaged;
mod fights;
mod guide;
mod mirror;
mod notation;
mod paper;
mod refusals;
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

/// Changes the fields `patch` names (lines of the notation, see
/// [`Game::set_up`]); panics with the refusal and the position if refused.
pub(super) fn edit(g: &mut Game, patch: &str) {
    if let Err(e) = g.set_up(patch) {
        panic!("set-up refused: {e}\n{patch}\n--- in ---\n{g}");
    }
}

/// A game of `players` at the start of `mover`'s turn (order: `mover`, then
/// the others by seat), dice scripted with `faces`; pieces in their bases.
pub(super) fn turn_of(players: u8, mover: u8, faces: &[u8]) -> Game {
    let mut g = Game::new(7, players);
    let others = (0..players)
        .filter(|&i| i != mover)
        .map(|i| format!(",{i}"));
    let order: String = core::iter::once(format!("{mover}")).chain(others).collect();
    edit(&mut g, &format!("rush order={order} slot=0"));
    g.script(faces).unwrap();
    g.start_turn(&mut 0usize);
    g
}

/// A game in `mover`'s move phase with `points`, the princesses on the Cloud.
pub(super) fn moving(players: u8, mover: u8, points: u8) -> Game {
    let mut g = turn_of(players, mover, &[]);
    edit(&mut g, &format!("rush phase=move points={points}"));
    g
}

/// True when `a` is legal in `g`.
pub(super) fn legal(g: &Game, a: Action) -> bool {
    g.legal_list().contains(&a)
}
