//! The computer players' own random numbers, kept apart from the game's
//! dice so that thinking (or a hint) never changes a roll. One generator for
//! every game; each game names its own starting salt (so each game's streams,
//! and the numbers measured with them, stay its own).

use tinyrand::{Rand, Seeded, Xorshift};

/// Xorshift started from `seed ^ SALT`, hashed first when `MIX` (so nearby
/// seeds, such as two seats' or one decision after another, do not give
/// related streams; SiTTeRS, the first game, started unhashed and keeps it so
/// its decisions stay the ones measured). Games name it through an alias:
/// `pub type AiRng = contract::AiRng<0x2B5A_77E1, true>;`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AiRng<const SALT: u64, const MIX: bool> {
    state: u64,
}

impl<const SALT: u64, const MIX: bool> AiRng<SALT, MIX> {
    /// A generator fixed by `seed`.
    pub fn new(seed: u64) -> Self {
        let start = if MIX {
            super::mix(seed ^ SALT)
        } else {
            seed ^ SALT
        };
        let mut r = AiRng {
            state: if start == 0 { 1 } else { start },
        };
        let _ = r.next_u64();
        r
    }

    /// A fresh seed for a thinker (one decision's own generator).
    pub fn next_seed(&mut self) -> u64 {
        self.next_u64()
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: u32) -> u32 {
        if n == 0 { 0 } else { self.next_lim_u32(n) }
    }
}

impl<const SALT: u64, const MIX: bool> Rand for AiRng<SALT, MIX> {
    fn next_u64(&mut self) -> u64 {
        let out = Xorshift::seed(self.state).next_u64();
        self.state = out;
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One step: Xorshift's first output from `s`.
    fn step(s: u64) -> u64 {
        Xorshift::seed(s).next_u64()
    }

    #[test]
    fn api_ai_rng_is_xorshift_from_its_salted_seed() {
        // Unhashed: stepped from `seed ^ SALT` (one step made when created).
        let mut r = AiRng::<0xF0, false>::new(0x0F);
        assert_eq!(r.next_u64(), step(step(0xFF)));
        assert_eq!(r.next_u64(), step(step(step(0xFF))));
        // Hashed: from `mix(seed ^ SALT)`.
        let mut r = AiRng::<0xF0, true>::new(0x0F);
        assert_eq!(r.next_u64(), step(step(crate::contract::mix(0xFF))));
        // A zero start is moved off zero (Xorshift would stay at zero).
        let mut z = AiRng::<7, false>::new(7);
        assert_ne!(z.next_u64(), 0);
        assert_eq!(z.below(0), 0);
        assert!((0..1000).all(|_| z.below(6) < 6));
        let a = AiRng::<1, true>::new(5).next_seed();
        assert_eq!(a, AiRng::<1, true>::new(5).next_seed());
        assert_ne!(a, AiRng::<2, true>::new(5).next_seed());
    }
}
