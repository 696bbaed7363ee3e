//! Host tests for Tabletop Hero: the contract kit, one named test per paper
//! rule and per ruling, the forecast, the notation and the AI.

extern crate std;

use std::vec::Vec;

use super::{Action, Cell, Event, Events, Game};

mod ai;
mod armies;
mod battlefield;
mod combat;
mod contract;
mod cover;
mod explosives;
mod forecast;
mod guide;
mod health;
mod log;
mod movement;
mod notation;
mod setup;
mod sight;
mod threat;

/// A position in play: seat 0 to move (placing order 1,0, so turns run 0
/// then 1), round 2, the rows drawn, then the minis' lines.
pub(super) fn pos(rows: &str, minis: &str) -> Game {
    let text = std::format!("hero players=2 phase=play round=2 turn=0 order=1,0\n{rows}\n{minis}");
    text.parse()
        .unwrap_or_else(|e| panic!("{e:?} reading\n{text}"))
}

/// Applies a legal action, returning its events.
pub(super) fn apply(g: &mut Game, a: Action) -> Vec<Event> {
    let mut ev = Events::new();
    if let Err(e) = g.try_apply(a, &mut ev) {
        panic!("{a:?} refused: {e}\n{g}");
    }
    ev.into_iter().collect()
}

/// The refusal of an action, checking that nothing changed.
pub(super) fn refuse(g: &Game, a: Action) -> super::Illegal {
    let mut h = g.clone();
    let e = h.try_apply(a, &mut 0usize).expect_err("should be refused");
    assert_eq!(&h, g, "a refusal changed the game");
    e
}

/// The cell at `x`, `y`.
pub(super) const fn c(x: u8, y: u8) -> Cell {
    Cell::new(x, y)
}

/// The mini's hit points.
pub(super) fn hp(g: &Game, i: u8) -> i8 {
    g.minis()[usize::from(i)].hp
}

/// The game's statistics: attacks, hits and criticals.
pub(super) fn counted(g: &Game) -> (u16, u16, u16) {
    let s = g.stats();
    (s.attacks, s.hits, s.crits)
}

/// The mini's place.
pub(super) fn at(g: &Game, i: u8) -> Option<Cell> {
    g.minis()[usize::from(i)].at
}

/// FNV-1a of what `bytes` gives, for golden hashes of seeds' outputs.
pub(super) fn fnv(bytes: impl IntoIterator<Item = u8>) -> u32 {
    bytes.into_iter().fold(0x811C_9DC5u32, |h, b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}
