//! Computer players for both sides, at four levels.
//!
//! * [`Level::Random`]: uniform over the legal choices (the exact policy is in
//!   `docs/rules-sitters.md`; the simulator's `random` is this level).
//! * [`Level::Easy`]: a forgiving opponent: it scores every choice like Normal,
//!   then picks at random among all choices that are not clearly bad.
//! * [`Level::Normal`]: greedy: the best choice by a one-move evaluation, with
//!   battles and loot counted at their expected value.
//! * [`Level::Hard`]: expectimax over the dice: for the best few choices it also
//!   averages over the next player's six possible rolls, assuming that player
//!   answers each roll with its greedy best reply. Hard baddies also weigh
//!   guarding the safe zone less than the standard evaluation does.
//!
//! The AI never touches the game's own die: chance is weighed by expectation,
//! and its tie-breaks and Easy/Random choices come from its own [`AiRng`], so
//! asking for a hint never changes the game.
//!
//! A [`Thinker`] works in slices ([`Thinker::step`], budgeted in time units of
//! about 100 GBA cycles, [`Thinker::cost`]) so a front end can spread a Hard
//! decision over several frames; [`choose`] runs one to completion.

mod chance;
mod cost;
mod eval;
#[doc(hidden)]
pub mod probe;
mod quick;
mod search;

pub use chance::EVAL_COST;
#[cfg(test)]
pub(crate) use eval::{Lite, Next, evaluate};
#[cfg(test)]
pub(crate) use quick::Quick;
pub use search::{HARD_CANDIDATES, HARD_WORK_CAP, Thinker};

use super::game::Game;

/// How well the computer plays: the shared scale (see `docs/rules-sitters.md`
/// for what each level does in SiTTeRS).
pub use crate::contract::Level;

/// The computer players' own random numbers (from the seed unhashed, as measured).
pub type AiRng = crate::contract::AiRng<0x5EED_0FA1, false>;

/// Chooses an action for whoever must act in `game`, running a [`Thinker`] to
/// completion. `None` only when the game is over.
pub fn choose(game: &Game, level: Level, rng: &mut AiRng) -> Option<super::Action> {
    let mut t = Thinker::new(game, level, rng.next_seed());
    loop {
        if let Some(a) = t.step(u32::MAX) {
            return Some(a);
        }
        if t.is_stuck() {
            return None;
        }
    }
}
