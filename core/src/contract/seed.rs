//! New game seeds from what the cartridge can see: the frame counter and the
//! moments buttons change; and the computer's seed for each decision.

use super::Saved;

/// SplitMix64's finaliser: every input bit affects every output bit, so seeds
/// one frame apart give unrelated games.
pub const fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The computer's seed for the decision at hand in `game`: the game's seed
/// `base` mixed with a hash of everything a save keeps of the game (its
/// board, its dice, whose turn it is), so a resumed game decides exactly as
/// the uninterrupted one would have, and every new position gets a new seed.
/// The cartridge's turn driver seeds every computer decision from it (and a
/// person's hint, mixed with a salt of its own).
pub fn decision_seed<G: Saved>(base: u64, game: &G) -> u64 {
    mix(base ^ state_hash(game))
}

/// A hash of `game`'s saved state, written through postcard without keeping
/// the bytes (8 bytes at a time: one multiplication each on the GBA).
fn state_hash<G: Saved>(game: &G) -> u64 {
    let hasher = Hasher {
        h: 0x005E_ED0F_5A7E_u64,
        word: 0,
        n: 0,
    };
    postcard::serialize_with_flavor::<G, Hasher, u64>(game, hasher).unwrap_or(0)
}

/// A postcard output that hashes what it is given.
struct Hasher {
    h: u64,
    word: u64,
    n: u32,
}

impl Hasher {
    fn fold(&mut self) {
        self.h = (self.h ^ self.word)
            .rotate_left(23)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.word = 0;
    }
}

impl postcard::ser_flavors::Flavor for Hasher {
    type Output = u64;

    fn try_push(&mut self, data: u8) -> postcard::Result<()> {
        self.word = self.word << 8 | u64::from(data);
        self.n += 1;
        if self.n.is_multiple_of(8) {
            self.fold();
        }
        Ok(())
    }

    fn finalize(mut self) -> postcard::Result<u64> {
        self.fold();
        Ok(mix(self.h ^ u64::from(self.n)))
    }
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

    /// The seed is the save's: a game read back from its save bytes gets the
    /// same seed; another seat, other dice or another game seed get another.
    #[cfg(feature = "sitters")]
    #[test]
    fn a_decision_seed_is_kept_by_a_save_and_differs_by_seat_and_dice() {
        use crate::contract::{Rules, decision_seed, save};
        use crate::sitters::{Config, Game};
        extern crate std;
        let mut g = <Game as Rules>::new(Config { seed: 7 });
        let mut buf = [0u8; 512];
        let n = save::encode(&g, &mut buf).unwrap();
        let back: Game = save::decode(&buf[..n]).unwrap();
        assert_eq!(decision_seed(7, &g), decision_seed(7, &back));
        assert_ne!(decision_seed(7, &g), decision_seed(8, &g));
        let first = decision_seed(7, &g);
        let mut seeds = std::vec![first];
        // Play on: every decision's seed is new (the dice or the seat moved).
        for _ in 0..40 {
            let mut legal: heapless::Vec<_, 256> = heapless::Vec::new();
            g.legal_actions(&mut legal);
            let Some(&a) = legal.first() else { break };
            g.try_apply(a, &mut 0usize).unwrap();
            let s = decision_seed(7, &g);
            if g.turn() != crate::contract::Turn::Over {
                seeds.push(s);
            }
        }
        let mut sorted = seeds.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert!(sorted.len() * 10 >= seeds.len() * 9, "{seeds:?}");
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
