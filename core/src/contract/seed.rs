//! New game seeds from what the cartridge can see: the frame counter and the
//! moments buttons change.

/// SplitMix64's finaliser: every input bit affects every output bit, so seeds
/// one frame apart give unrelated games.
pub const fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Entropy gathered while the cartridge runs: stirred with the frame number
/// and the buttons held each time they change, read out as a seed when a game
/// starts.
///
/// ```
/// use tabletop_core::contract::Entropy;
/// let mut e = Entropy::new();
/// e.stir(120, 0b1000); // START went down on frame 120
/// assert_ne!(e.seed(130), e.seed(131));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Entropy(u64);

impl Entropy {
    /// Nothing gathered yet.
    pub const fn new() -> Entropy {
        Entropy(0x7AB1_E70B_ADBA_5E00)
    }

    /// Mixes in that the buttons became `buttons` on frame `frame`.
    pub fn stir(&mut self, frame: u32, buttons: u16) {
        self.0 = mix(self.0 ^ (u64::from(buttons) << 32) ^ u64::from(frame));
    }

    /// A seed for a game starting on frame `frame`.
    pub fn seed(&self, frame: u32) -> u64 {
        mix(self.0 ^ mix(u64::from(frame)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::contract::Dice;

    /// How often games started one frame apart open with the same d6.
    fn same_first_roll(seed_of: impl Fn(u32) -> u64) -> f32 {
        let first = |f| Dice::new(seed_of(f)).d(6);
        let same = (0..6000u32).filter(|&f| first(f) == first(f + 1)).count();
        same as f32 / 6000.0
    }

    #[test]
    fn a_frame_later_is_a_different_game() {
        let e = Entropy::new();
        let rate = same_first_roll(|f| e.seed(f));
        assert!((0.14..0.195).contains(&rate), "same first roll {rate}");
    }

    #[test]
    fn button_timing_changes_the_seed() {
        let (mut a, mut b) = (Entropy::new(), Entropy::new());
        a.stir(100, 8);
        b.stir(101, 8);
        assert_ne!(a.seed(200), b.seed(200));
        let mut c = Entropy::new();
        c.stir(100, 9);
        assert_ne!(a.seed(200), c.seed(200));
        assert_eq!(mix(0), mix(0));
        assert_ne!(mix(1), mix(2));
    }
}
