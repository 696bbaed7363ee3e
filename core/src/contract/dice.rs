//! The one die every game rolls: a seeded Xorshift whose whole state is one
//! `u64`, so a game that owns it can be cloned, compared and (later) saved.

use tinyrand::Rand;

/// Faces a scripted [`Dice`] can hold at once.
#[cfg(any(test, feature = "scripted-dice"))]
pub const SCRIPT_FACES: usize = 32;

/// A game's dice: `tinyrand`'s `Xorshift`, stepped through its public seed.
///
/// Every random draw of a game's rules comes from its `Dice`, so a game is
/// reproducible from its seed and the actions taken. The AI never draws from
/// it (it has its own generator), so asking for a hint never changes a roll.
///
/// With the `scripted-dice` feature (always on in the core's own tests),
/// [`Dice::script`] queues faces that the next [`Dice::d`] rolls show, in order.
///
/// ```
/// use tabletop_core::contract::Dice;
/// let mut a = Dice::new(7);
/// let mut b = a.clone();
/// assert_eq!(a.d(6), b.d(6)); // a clone rolls what the original rolls
/// assert!((1..=6).contains(&a.d(6)));
/// ```
#[derive(Clone)]
pub struct Dice {
    state: u64,
    #[cfg(any(test, feature = "scripted-dice"))]
    script: heapless::Deque<u8, SCRIPT_FACES>,
}

impl Dice {
    /// Dice fixed by `seed` (0 is allowed and behaves like tinyrand's zero seed).
    pub fn new(seed: u64) -> Dice {
        Dice {
            // The same substitution tinyrand makes for a zero seed.
            state: if seed == 0 { u64::MAX >> 1 } else { seed },
            #[cfg(any(test, feature = "scripted-dice"))]
            script: heapless::Deque::new(),
        }
    }

    /// The generator's whole state (what a save would keep).
    pub fn state(&self) -> u64 {
        self.state
    }

    /// A uniform number in `0..n` (0 when `n` is 0). Never scripted: only die
    /// rolls ([`Dice::d`]) are.
    pub fn below(&mut self, n: u32) -> u32 {
        if n == 0 { 0 } else { self.next_lim_u32(n) }
    }

    /// One roll of a die with `sides` faces: `1..=sides` (a scripted face first).
    pub fn d(&mut self, sides: u8) -> u8 {
        #[cfg(any(test, feature = "scripted-dice"))]
        if let Some(f) = self.script.pop_front() {
            return f;
        }
        self.below(u32::from(sides)) as u8 + 1
    }

    /// Queues `faces` for the next rolls of [`Dice::d`]; faces beyond
    /// [`SCRIPT_FACES`] waiting at once are refused with `Err`.
    #[cfg(any(test, feature = "scripted-dice"))]
    pub fn script(&mut self, faces: &[u8]) -> Result<(), u8> {
        for &f in faces {
            self.script.push_back(f)?;
        }
        Ok(())
    }

    /// Scripted faces not rolled yet.
    #[cfg(any(test, feature = "scripted-dice"))]
    pub fn scripted(&self) -> usize {
        self.script.len()
    }
}

impl Rand for Dice {
    fn next_u64(&mut self) -> u64 {
        // Exactly `tinyrand::Xorshift`'s step: it keeps the state before the
        // output's last shift (a test checks the streams agree).
        let mut s = self.state;
        s ^= s << 13;
        s ^= s >> 7;
        self.state = s;
        s ^ (s << 17)
    }
}

/// A saved die is its state alone (scripted faces are a test's business and
/// are not saved).
impl serde::Serialize for Dice {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u64(self.state)
    }
}

impl<'de> serde::Deserialize<'de> for Dice {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Dice, D::Error> {
        // A zero state would roll ones for ever: read it as `Dice::new` does.
        <u64 as serde::Deserialize>::deserialize(d).map(Dice::new)
    }
}

impl PartialEq for Dice {
    fn eq(&self, other: &Dice) -> bool {
        #[cfg(any(test, feature = "scripted-dice"))]
        if !self.script.iter().eq(other.script.iter()) {
            return false;
        }
        self.state == other.state
    }
}

impl Eq for Dice {}

impl core::fmt::Debug for Dice {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "Dice({:#x})", self.state)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tinyrand::{Seeded, Xorshift};

    #[test]
    fn the_stream_is_tinyrands_xorshift() {
        for seed in [0u64, 1, 7, 0xDEAD_BEEF, u64::MAX] {
            let mut ours = Dice::new(seed);
            let mut theirs = Xorshift::seed(seed);
            for _ in 0..100 {
                assert_eq!(ours.next_u64(), theirs.next_u64(), "seed {seed}");
            }
        }
    }

    #[test]
    fn a_clone_rolls_what_the_original_rolls() {
        let mut a = Dice::new(99);
        for _ in 0..13 {
            a.d(6);
        }
        let mut b = a.clone();
        assert_eq!(a, b);
        for _ in 0..50 {
            assert_eq!(a.d(20), b.d(20));
        }
    }

    #[test]
    fn rolls_cover_every_face_and_nothing_else() {
        let mut d = Dice::new(5);
        let mut seen = [0u32; 7];
        for _ in 0..6000 {
            let f = d.d(6);
            assert!((1..=6).contains(&f));
            seen[f as usize] += 1;
        }
        assert!(seen[1..].iter().all(|&n| n > 850), "{seen:?}");
        assert_eq!(d.below(0), 0);
    }

    #[test]
    fn scripted_faces_come_first_then_the_stream_resumes() {
        let mut plain = Dice::new(3);
        let mut d = Dice::new(3);
        d.script(&[6, 1, 4]).unwrap();
        assert_eq!(d.scripted(), 3);
        assert_ne!(d, plain);
        assert_eq!([d.d(6), d.d(6), d.d(6)], [6, 1, 4]);
        assert_eq!(d, plain);
        assert_eq!(d.d(6), plain.d(6));
        assert!(d.script(&[1; SCRIPT_FACES + 1]).is_err());
    }
}
