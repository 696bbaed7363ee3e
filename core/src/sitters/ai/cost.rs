//! What thinking costs, counted two ways.
//!
//! * Effort (`work`): what the search examined, in the units the Hard level's
//!   [`super::HARD_WORK_CAP`] is set in (2 per path-search node, 16 per
//!   evaluation). The decision may depend on it, so it never depends on how
//!   the work is done or sliced.
//! * Time (`cost`): about 100 GBA cycles per unit, measured for each piece of
//!   work with `make bench` (the `info sitters-probe` and `-slice` lines), so
//!   a front end can give each frame a fixed amount of thinking.

/// Time units (about 100 cycles each) of one path-search node.
pub(crate) const NODE: u32 = 2;
/// Starting one marker's path search (the first node included).
pub(crate) const WALKER: u32 = 3;
/// Finding what stands where ([`super::super::bits::Bits::of`]) and the step masks.
pub(crate) const BITS: u32 = 50;
/// Summarising a position for quick one-move values.
pub(crate) const QUICK: u32 = 24;
/// A position summary alone ([`super::eval::Lite`]).
pub(crate) const LITE: u32 = 20;
/// Copying the game and playing one action on the copy.
pub(crate) const APPLY: u32 = 8;
/// Listing a root action or scoring the candidates, per action.
pub(crate) const ACTION: u32 = 1;

/// A full evaluation of a position summary.
pub(crate) const EVAL: u32 = 16;
/// A plain step's value, worked out from the summary.
pub(crate) const STEP: u32 = 10;

/// Time units of a one-move value that took `evals` evaluations (a battle
/// takes two full ones; a plain step is worked out from the summary).
pub(crate) const fn value(evals: u32) -> u32 {
    if evals > 1 { EVAL * evals } else { STEP }
}

/// Effort and time spent so far.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Spent {
    /// Effort units.
    pub(crate) work: u32,
    /// Time units.
    pub(crate) cost: u32,
}

impl Spent {
    /// Adds `work` effort units and `cost` time units.
    #[inline]
    pub(crate) fn add(&mut self, work: u32, cost: u32) {
        self.work += work;
        self.cost += cost;
    }
}
