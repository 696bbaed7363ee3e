//! The soak's own random numbers (SplitMix64) and key masks.

use crate::Key;

/// SplitMix64.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (n > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        ((self.next_u64() >> 32) * n) >> 32
    }

    /// Uniform in `lo..=hi`.
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.below(hi - lo + 1)
    }

    /// True with probability `pct` percent.
    pub fn chance(&mut self, pct: u64) -> bool {
        self.below(100) < pct
    }

    /// Picks by weight: returns the index of the chosen weight.
    pub fn weighted(&mut self, weights: &[u64]) -> usize {
        let total: u64 = weights.iter().sum();
        let mut x = self.below(total.max(1));
        for (i, &w) in weights.iter().enumerate() {
            if x < w {
                return i;
            }
            x -= w;
        }
        weights.len() - 1
    }

    /// One key, any of the ten.
    pub fn key(&mut self) -> Key {
        Key::ALL[self.below(Key::ALL.len() as u64) as usize]
    }

    /// A mask of `lo..=hi` distinct random keys.
    pub fn keys(&mut self, lo: u64, hi: u64) -> u32 {
        let n = self.range(lo, hi);
        let mut m = 0u32;
        while m.count_ones() < n as u32 {
            m |= self.key().mask();
        }
        m
    }
}

/// The seed of a run's PRNG: the game's name mixed with the seed.
pub fn run_seed(game: &str, seed: u64) -> u64 {
    let mut h = 0xCBF2_9CE4_8422_2325u64;
    for b in game.bytes() {
        h = (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01B3);
    }
    h ^ seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

pub(super) fn keys_of(mask: u32) -> Vec<Key> {
    Key::ALL
        .iter()
        .copied()
        .filter(|k| mask & k.mask() != 0)
        .collect()
}
