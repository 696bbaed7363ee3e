//! Saving a game in the middle: one versioned byte format for every game.
//!
//! A saved game is a short header and the game's whole state (its board, its
//! [`Dice`](super::Dice) state and its config) in postcard's compact serde
//! format:
//!
//! | bytes | what |
//! |---|---|
//! | 2 | `TS`, a tabletop save |
//! | 2 | the game's [`Saved::SAVE_VERSION`], little-endian |
//! | 1 + n | the length and letters of the game's [`Saved::SAVE_NAME`] |
//! | rest | the state, postcard |
//!
//! Reading never panics, whatever the bytes: a wrong header, another game, an
//! older or newer version, bytes postcard cannot read, or a state that breaks
//! the game's own invariants ([`Saved::is_sound`]) each give a [`LoadError`]
//! whose `Display` a parent can read. A game that changes its state's shape
//! bumps its version: older saves are then refused with
//! [`LoadError::OlderVersion`] (no migration is needed while none exists).
//!
//! ```
//! use tabletop_core::contract::{Rules, save};
//! use tabletop_core::sitters::{Config, Game};
//! let g = <Game as Rules>::new(Config { seed: 7 });
//! let mut buf = [0u8; 256];
//! let n = save::encode(&g, &mut buf).unwrap();
//! let back: Game = save::decode(&buf[..n]).unwrap();
//! assert_eq!(back, g);
//! assert!(save::decode::<Game>(&buf[..n - 1]).is_err());
//! ```

use core::fmt;

use serde::Serialize;
use serde::de::DeserializeOwned;

use super::Rules;

/// A game whose whole state can be saved and loaded (every game on the
/// cartridge implements it; the test kit checks it).
pub trait Saved: Rules + Serialize + DeserializeOwned {
    /// The game's name in a save (a few lowercase letters, never changed).
    const SAVE_NAME: &'static str;
    /// The version of the state's shape; bump it when the state changes.
    const SAVE_VERSION: u16;
    /// Most bytes a saved state takes, header included (the test kit checks
    /// it over random games); a buffer this long always holds a save.
    const MAX_SAVE_BYTES: usize;

    /// The dice's whole state. The cartridge's computer seats seed each
    /// decision from it (with [`super::mix`]), so a resumed game decides
    /// exactly as the uninterrupted one would have.
    fn dice_state(&self) -> u64;

    /// True when the state keeps the game's invariants, so that playing on
    /// from it never panics (every index in range, every count possible).
    fn is_sound(&self) -> bool;

    /// Where the game stands, in one short line for the menu's "Continue"
    /// (e.g. "Round 7, goodies' turn", "Wave 3 of 6").
    fn standing(&self, out: &mut dyn fmt::Write) -> fmt::Result;
}

/// Why a saved game could not be written.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TooBig;

/// Why a saved game could not be read. Its `Display` is a sentence a parent
/// can read.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LoadError {
    /// The bytes are not a saved game at all.
    NotASave,
    /// A saved game of another game.
    OtherGame,
    /// Saved by an older version of the cartridge (the version it had).
    OlderVersion(u16),
    /// Saved by a newer version of the cartridge.
    NewerVersion(u16),
    /// The bytes are damaged (unreadable, or a state that cannot be).
    Damaged,
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            LoadError::NotASave | LoadError::OtherGame | LoadError::Damaged => {
                "This saved game is damaged and can't be continued"
            }
            LoadError::OlderVersion(_) => {
                "This saved game is from an older version of the cartridge and can't be continued"
            }
            LoadError::NewerVersion(_) => {
                "This saved game is from a newer version of the cartridge and can't be continued"
            }
        })
    }
}

const MAGIC: [u8; 2] = *b"TS";

/// Writes `game` into `buf`; the number of bytes used.
pub fn encode<G: Saved>(game: &G, buf: &mut [u8]) -> Result<usize, TooBig> {
    let name = G::SAVE_NAME.as_bytes();
    let head = 5 + name.len();
    if buf.len() < head || name.len() > 255 {
        return Err(TooBig);
    }
    buf[..2].copy_from_slice(&MAGIC);
    buf[2..4].copy_from_slice(&G::SAVE_VERSION.to_le_bytes());
    buf[4] = name.len() as u8;
    buf[5..head].copy_from_slice(name);
    let used = postcard::to_slice(game, &mut buf[head..]).map_err(|_| TooBig)?;
    Ok(head + used.len())
}

/// Reads a game written by [`encode`]; never panics, whatever `bytes` hold.
/// Bytes after the state (what a front end keeps beside it, see
/// [`decode_with_rest`]) are left unread.
pub fn decode<G: Saved>(bytes: &[u8]) -> Result<G, LoadError> {
    decode_with_rest(bytes).map(|(g, _)| g)
}

/// Reads a game written by [`encode`] and followed by bytes of the front
/// end's own (Sandford's hot seat keeps which heroes' people ended their
/// turn): the game, and those bytes (empty for a save without them).
pub fn decode_with_rest<G: Saved>(bytes: &[u8]) -> Result<(G, &[u8]), LoadError> {
    if bytes.len() < 5 || bytes[..2] != MAGIC {
        return Err(LoadError::NotASave);
    }
    let version = u16::from_le_bytes([bytes[2], bytes[3]]);
    let n = usize::from(bytes[4]);
    if bytes.get(5..5 + n) != Some(G::SAVE_NAME.as_bytes()) {
        return Err(LoadError::OtherGame);
    }
    if version < G::SAVE_VERSION {
        return Err(LoadError::OlderVersion(version));
    }
    if version > G::SAVE_VERSION {
        return Err(LoadError::NewerVersion(version));
    }
    match postcard::take_from_bytes::<G>(&bytes[5 + n..]) {
        Ok((g, rest)) if g.is_sound() => Ok((g, rest)),
        _ => Err(LoadError::Damaged),
    }
}

/// The version a save's header declares, if it has one.
pub fn version_of(bytes: &[u8]) -> Option<u16> {
    (bytes.len() >= 5 && bytes[..2] == MAGIC).then(|| u16::from_le_bytes([bytes[2], bytes[3]]))
}

/// serde for byte arrays longer than serde's own 32 (a board of cells): as a
/// tuple, so postcard writes exactly `N` bytes.
pub mod byte_array {
    use core::fmt;
    use serde::de::{Error, SeqAccess, Visitor};
    use serde::ser::SerializeTuple;
    use serde::{Deserializer, Serializer};

    /// Serialises `a` as an `N`-tuple of bytes.
    pub fn serialize<S: Serializer, const N: usize>(a: &[u8; N], s: S) -> Result<S::Ok, S::Error> {
        let mut t = s.serialize_tuple(N)?;
        for b in a {
            t.serialize_element(b)?;
        }
        t.end()
    }

    struct Bytes<const N: usize>;

    impl<'de, const N: usize> Visitor<'de> for Bytes<N> {
        type Value = [u8; N];
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "{N} bytes")
        }
        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<[u8; N], A::Error> {
            let mut a = [0u8; N];
            for (i, b) in a.iter_mut().enumerate() {
                *b = seq
                    .next_element()?
                    .ok_or_else(|| A::Error::invalid_length(i, &self))?;
            }
            Ok(a)
        }
    }

    /// Reads what [`serialize`] wrote.
    pub fn deserialize<'de, D: Deserializer<'de>, const N: usize>(
        d: D,
    ) -> Result<[u8; N], D::Error> {
        d.deserialize_tuple(N, Bytes::<N>)
    }
}

// The tests save and load real games.
#[cfg(all(test, feature = "sitters", feature = "sandford"))]
mod tests {
    extern crate std;
    use super::*;
    use crate::contract::Rules;
    use crate::sitters::{Config, Game};
    use std::format;

    fn saved() -> ([u8; 256], usize) {
        let g = <Game as Rules>::new(Config { seed: 11 });
        let mut buf = [0u8; 256];
        let n = encode(&g, &mut buf).unwrap();
        (buf, n)
    }

    #[test]
    fn api_save_an_older_or_newer_version_is_refused_with_a_sentence() {
        let (mut buf, n) = saved();
        assert_eq!(version_of(&buf[..n]), Some(Game::SAVE_VERSION));
        buf[2..4].copy_from_slice(&(Game::SAVE_VERSION - 1).to_le_bytes());
        let e = decode::<Game>(&buf[..n]).unwrap_err();
        assert_eq!(e, LoadError::OlderVersion(Game::SAVE_VERSION - 1));
        assert_eq!(
            format!("{e}"),
            "This saved game is from an older version of the cartridge and can't be continued"
        );
        buf[2..4].copy_from_slice(&(Game::SAVE_VERSION + 1).to_le_bytes());
        let e = decode::<Game>(&buf[..n]).unwrap_err();
        assert_eq!(e, LoadError::NewerVersion(Game::SAVE_VERSION + 1));
    }

    #[test]
    fn api_save_another_games_save_is_refused() {
        let (buf, n) = saved();
        assert_eq!(
            decode::<crate::sandford::Game>(&buf[..n]).unwrap_err(),
            LoadError::OtherGame
        );
        assert_eq!(decode::<Game>(b"no").unwrap_err(), LoadError::NotASave);
        assert_eq!(
            encode(&<Game as Rules>::new(Config { seed: 1 }), &mut [0u8; 8]),
            Err(TooBig)
        );
    }

    #[test]
    fn api_save_bytes_kept_after_the_state_come_back_and_none_are_empty() {
        let (mut buf, n) = saved();
        let (g, rest) = decode_with_rest::<Game>(&buf[..n]).unwrap();
        assert!(rest.is_empty());
        buf[n] = 0b10;
        let (h, rest) = decode_with_rest::<Game>(&buf[..n + 1]).unwrap();
        assert_eq!((h, rest), (g.clone(), &[0b10u8][..]));
        assert_eq!(decode::<Game>(&buf[..n + 1]).unwrap(), g);
    }
}
