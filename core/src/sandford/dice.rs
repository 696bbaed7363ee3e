//! The game's dice: every random draw of the rules comes from here.

use tinyrand::{Rand, Seeded, Xorshift};

use super::geometry::Angle;

/// The game's dice: a seeded [`Xorshift`] plus a shadow copy of its state so
/// that a game can be cloned (tinyrand's generator is not `Clone`).
pub(crate) struct Dice {
    rng: Xorshift,
    shadow: u64,
    /// Test-only: faces the next d6 rolls must show.
    #[cfg(test)]
    pub(crate) script: heapless::Deque<u8, 32>,
}

impl core::fmt::Debug for Dice {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "Dice({:#x})", self.shadow)
    }
}

impl Dice {
    pub(crate) fn new(seed: u64) -> Dice {
        Dice {
            rng: Xorshift::seed(seed),
            shadow: if seed == 0 { u64::MAX >> 1 } else { seed },
            #[cfg(test)]
            script: heapless::Deque::new(),
        }
    }

    /// A uniform number in `0..n` (0 when `n` is 0).
    pub(crate) fn below(&mut self, n: u32) -> u32 {
        if n == 0 { 0 } else { self.next_lim_u32(n) }
    }

    /// One d6.
    pub(crate) fn d6(&mut self) -> u8 {
        #[cfg(test)]
        if let Some(f) = self.script.pop_front() {
            return f;
        }
        self.below(6) as u8 + 1
    }

    /// A spin of the spinner.
    pub(crate) fn spin(&mut self) -> Angle {
        Angle(self.below(256) as u8)
    }
}

impl Rand for Dice {
    fn next_u64(&mut self) -> u64 {
        let mut s = self.shadow;
        s ^= s << 13;
        s ^= s >> 7;
        self.shadow = s;
        self.rng.next_u64()
    }
}

impl Clone for Dice {
    fn clone(&self) -> Dice {
        Dice {
            rng: Xorshift::seed(self.shadow),
            shadow: self.shadow,
            #[cfg(test)]
            script: self.script.clone(),
        }
    }
}
