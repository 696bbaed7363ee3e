//! Sandford's draws from the shared [`Dice`]: the d6, and the spinner.

pub(crate) use crate::contract::Dice;

use super::geometry::Angle;

/// Sandford's own kinds of roll on the shared dice.
pub(crate) trait SandfordDice {
    /// One d6 (scripted faces first in tests).
    fn d6(&mut self) -> u8;
    /// A spin of the spinner.
    fn spin(&mut self) -> Angle;
}

impl SandfordDice for Dice {
    fn d6(&mut self) -> u8 {
        self.d(6)
    }

    fn spin(&mut self) -> Angle {
        Angle(self.below(256) as u8)
    }
}
