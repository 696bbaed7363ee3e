//! The heroes kept between adventures, as the save memory keeps them: a
//! versioned record (`SP`, the version, then the party in postcard), read
//! back with every earlier shape carried over: version 0 (the party with
//! faces, unversioned) and the first (the heroes alone).

use alloc::vec::Vec;

use tabletop_core::sgs::quest::{Hero, MAX_PARTY};
use tabletop_core::sgs::roster;

use super::face;

/// The record's first two bytes.
const MAGIC: [u8; 2] = *b"SP";
/// The record's version: bump it when [`Party`]'s shape changes, and read
/// the older one in [`read`].
const VERSION: u8 = 1;

/// A ready-made hero, fresh.
pub fn fresh(i: usize) -> Hero {
    let (ch, weapon) = roster::hero(i);
    Hero {
        ch,
        weapon,
        dead: false,
    }
}

/// The heroes kept between adventures (ready-made or made by hand) and
/// their faces.
#[derive(Clone, PartialEq, Debug, serde::Serialize, serde::Deserialize)]
pub struct Party {
    /// The heroes, one a party place.
    pub heroes: Vec<Hero>,
    /// Each hero's face.
    pub faces: Vec<u8>,
}

impl Default for Party {
    fn default() -> Party {
        Party::fresh()
    }
}

impl Party {
    /// The ready-made heroes.
    pub fn fresh() -> Party {
        Party {
            heroes: (0..MAX_PARTY).map(fresh).collect(),
            faces: (0..MAX_PARTY).map(face::ready_made).collect(),
        }
    }

    fn is_sound(&self) -> bool {
        self.heroes.len() == MAX_PARTY
            && self.faces.len() == MAX_PARTY
            && self.heroes.iter().all(|h| h.ch.is_sound() && !h.dead)
    }
}

/// The record of `party`.
pub fn bytes(party: &Party) -> Option<Vec<u8>> {
    let mut out = Vec::from(MAGIC);
    out.push(VERSION);
    out.extend(postcard::to_allocvec(party).ok()?);
    Some(out)
}

/// The party of a record, of this version or an earlier one; `None` for
/// bytes that are no party, a newer version, or heroes that cannot be.
pub fn read(b: &[u8]) -> Option<Party> {
    let party = match b {
        [m0, m1, VERSION, rest @ ..] if [*m0, *m1] == MAGIC => postcard::from_bytes(rest).ok(),
        [m0, m1, ..] if [*m0, *m1] == MAGIC => None,
        // Version 0: the party, unversioned (its first byte is the number
        // of heroes, never `S`).
        _ => postcard::from_bytes::<Party>(b).ok().or_else(|| {
            // The first shape: the heroes alone, with the ready-made faces.
            postcard::from_bytes::<Vec<Hero>>(b)
                .ok()
                .map(|heroes| Party {
                    heroes,
                    faces: (0..MAX_PARTY).map(face::ready_made).collect(),
                })
        }),
    };
    party.filter(Party::is_sound)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn made() -> Party {
        let mut p = Party::fresh();
        p.heroes[1].ch.award(3);
        p.faces[2] = 5;
        p
    }

    #[test_case]
    fn a_party_record_reads_back(_gba: &mut agb::Gba) {
        let p = made();
        let b = bytes(&p).expect("written");
        assert_eq!(&b[..3], b"SP\x01");
        assert_eq!(read(&b), Some(p));
    }

    #[test_case]
    fn every_earlier_shape_is_carried_over(_gba: &mut agb::Gba) {
        let p = made();
        // Version 0: the party alone.
        let v0 = postcard::to_allocvec(&p).expect("written");
        assert_eq!(read(&v0), Some(p.clone()));
        // The first shape: the heroes alone; the faces are the ready-made ones.
        let first = postcard::to_allocvec(&p.heroes).expect("written");
        let back = read(&first).expect("read");
        assert_eq!(back.heroes, p.heroes);
        assert_eq!(back.faces, Party::fresh().faces);
    }

    #[test_case]
    fn a_newer_damaged_or_short_record_is_refused(_gba: &mut agb::Gba) {
        let b = bytes(&made()).expect("written");
        let mut newer = b.clone();
        newer[2] = VERSION + 1;
        assert_eq!(read(&newer), None, "a newer version");
        for cut in 0..b.len() {
            assert!(read(&b[..cut]).is_none_or(|p| p.is_sound()), "cut at {cut}");
        }
        assert_eq!(read(&b[..b.len() - 1]), None);
        assert_eq!(read(&[]), None);
    }
}
