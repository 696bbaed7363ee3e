//! Host tests for Rush at Zeta Mu Beta: the contract kit, one named test per
//! paper rule and per ruling, the map, the notation and the AI.

extern crate std;

use super::{Action, Events, Game};

mod contract;

/// Applies a legal action, returning its events.
pub(super) fn apply(g: &mut Game, a: Action) -> Events {
    let mut ev = Events::new();
    if let Err(e) = g.try_apply(a, &mut ev) {
        panic!("{a:?} refused: {e}\n{g}");
    }
    ev
}
