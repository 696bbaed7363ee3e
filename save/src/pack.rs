//! A suspended game's bytes, packed before they are written: agb's
//! crash-safe write costs about 300 GBA cycles a byte (two CRCs, the block
//! writes, the old chain freed), and a Simple Game System adventure in a
//! fight saved 645 bytes, 260,000 cycles of writing: with the rest of the
//! frame's work, more than a frame. A postcard save is mostly small numbers
//! and runs of zeros, so each byte is written in four bits where it can be:
//! that save packs to 332 bytes, for a few dozen cycles a byte.
//!
//! The packed form starts with [`PACKED`] (the core's saves start with
//! `TS`), so a save written before packing existed still loads: [`unpack`]
//! gives back any other bytes unchanged.
//!
//! After the mark: the unpacked length (two bytes, little-endian), then
//! four-bit codes, the high half of each byte first: 0 to 13 is that byte;
//! 14 then `n` is `n + 2` zeros; 15 then two codes is the byte they make
//! (high half first). A last half byte left over is 0.

use alloc::vec::Vec;

/// The first two bytes of a packed save.
pub const PACKED: [u8; 2] = *b"TZ";
/// The longest a packed save may unpack to (the largest game save is 1,536
/// bytes).
pub const MAX_UNPACKED: usize = 4096;
/// The code of a run of zeros.
const ZEROS: u8 = 14;
/// The code of a whole byte.
const BYTE: u8 = 15;
/// The longest run of zeros one code writes.
const LONGEST_RUN: usize = 17;

/// Four-bit codes written into bytes, high half first.
struct Codes {
    out: Vec<u8>,
    /// Codes written.
    n: usize,
}

impl Codes {
    #[inline(always)]
    fn put(&mut self, code: u8) {
        let at = self.n >> 1;
        if self.n & 1 == 0 {
            self.out[at] = code << 4;
        } else {
            self.out[at] |= code;
        }
        self.n += 1;
    }
}

/// Packs `bytes` (at most [`MAX_UNPACKED`] of them; the result is at most
/// `bytes.len() * 3 / 2 + 5` bytes long). `None` for more.
pub fn pack(bytes: &[u8]) -> Option<Vec<u8>> {
    if bytes.len() > MAX_UNPACKED {
        return None;
    }
    let head = PACKED.len() + 2;
    let mut codes = Codes {
        out: alloc::vec![0u8; head + bytes.len() * 3 / 2 + 1],
        n: head * 2,
    };
    codes.out[..2].copy_from_slice(&PACKED);
    codes.out[2..head].copy_from_slice(&(bytes.len() as u16).to_le_bytes());
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        if b == 0 {
            let run = bytes[i..]
                .iter()
                .take(LONGEST_RUN)
                .take_while(|&&z| z == 0)
                .count();
            if run >= 2 {
                codes.put(ZEROS);
                codes.put((run - 2) as u8);
                i += run;
                continue;
            }
        }
        if b < ZEROS {
            codes.put(b);
        } else {
            codes.put(BYTE);
            codes.put(b >> 4);
            codes.put(b & 15);
        }
        i += 1;
    }
    let used = codes.n.div_ceil(2);
    codes.out.truncate(used);
    Some(codes.out)
}

/// Gives back what [`pack`] packed; bytes without the [`PACKED`] mark are
/// given back unchanged. `None` for damaged packed bytes (codes that end
/// before the length, or go on after it; a length over [`MAX_UNPACKED`]).
pub fn unpack(bytes: &[u8]) -> Option<Vec<u8>> {
    let Some(rest) = bytes.strip_prefix(&PACKED) else {
        return Some(bytes.to_vec());
    };
    let [lo, hi, rest @ ..] = rest else {
        return None;
    };
    let len = usize::from(u16::from_le_bytes([*lo, *hi]));
    if len > MAX_UNPACKED {
        return None;
    }
    let mut codes = rest.iter().flat_map(|&b| [b >> 4, b & 15]).enumerate();
    let mut out = Vec::with_capacity(len);
    while out.len() < len {
        let (_, code) = codes.next()?;
        match code {
            ZEROS => {
                let (_, n) = codes.next()?;
                out.extend(core::iter::repeat_n(0, usize::from(n) + 2));
            }
            BYTE => {
                let (_, h) = codes.next()?;
                let (_, l) = codes.next()?;
                out.push(h << 4 | l);
            }
            b => out.push(b),
        }
    }
    let consumed = codes.next().map_or(rest.len() * 2, |(k, _)| k);
    // Exactly the length, and nothing after the codes but a last half byte of 0.
    let left_over = rest.len() * 2 - consumed;
    let pad_ok = left_over == 0 || (left_over == 1 && rest.last().is_some_and(|b| b & 15 == 0));
    (out.len() == len && pad_ok).then_some(out)
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use alloc::vec;

    /// Bytes from a small generator: runs of zeros, small numbers, copies of
    /// earlier stretches and noise, like a postcard save.
    fn sample(seed: u64, len: usize) -> Vec<u8> {
        let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let mut out = Vec::new();
        while out.len() < len {
            let r = next();
            match r % 4 {
                0 => out.extend(core::iter::repeat_n(0, (r >> 8) as usize % 40)),
                1 => out.push((r >> 8) as u8 % 16),
                _ => out.push((r >> 8) as u8),
            }
        }
        out.truncate(len);
        out
    }

    #[test]
    fn packing_gives_back_every_byte() {
        let mut cases: Vec<Vec<u8>> = vec![
            vec![],
            vec![7],
            vec![0],
            vec![0, 0],
            vec![13, 14, 15, 255],
            vec![0; 17],
            vec![0; 18],
            vec![0; MAX_UNPACKED],
            (0..=255u8).cycle().take(1000).collect(),
            b"TS....TZ".to_vec(),
        ];
        for seed in 0..300 {
            cases.push(sample(seed, (seed as usize * 37) % 1700));
        }
        for bytes in cases {
            let packed = pack(&bytes).expect("not too long");
            assert!(packed.starts_with(&PACKED));
            assert!(packed.len() <= bytes.len() * 3 / 2 + 5);
            assert_eq!(unpack(&packed).as_deref(), Some(&bytes[..]));
        }
        assert_eq!(pack(&[1; MAX_UNPACKED + 1]), None);
    }

    #[test]
    fn the_packed_format_is_the_documented_one() {
        // Worked by hand: 3; three zeros (14, 1); 200 (15, 12, 8); 13; 14
        // (15, 0, 14): seven bytes.
        let bytes = [3, 0, 0, 0, 200, 13, 14];
        let packed = [b'T', b'Z', 7, 0, 0x3E, 0x1F, 0xC8, 0xDF, 0x0E];
        assert_eq!(pack(&bytes).as_deref(), Some(&packed[..]));
        assert_eq!(unpack(&packed).as_deref(), Some(&bytes[..]));
        // One code: a last half byte of 0. Twenty zeros: 17 (14, 15) and 3.
        assert_eq!(pack(&[5]), Some(vec![b'T', b'Z', 1, 0, 0x50]));
        assert_eq!(pack(&[0; 20]), Some(vec![b'T', b'Z', 20, 0, 0xEF, 0xE1]));
    }

    #[test]
    fn bytes_written_before_packing_load_unchanged() {
        let old = b"TS\x02\x00\x04sgsg rest of an old save".to_vec();
        assert_eq!(unpack(&old), Some(old.clone()));
        assert_eq!(unpack(&[]), Some(vec![]));
    }

    #[test]
    fn damaged_packed_bytes_are_refused_never_a_panic() {
        let bytes = sample(5, 900);
        let packed = pack(&bytes).expect("fits");
        // Cut short anywhere: refused.
        for cut in PACKED.len()..packed.len() {
            assert_eq!(unpack(&packed[..cut]), None, "cut at {cut}");
        }
        // A byte too many, a length that lies, a length over the limit.
        let mut longer = packed.clone();
        longer.push(0);
        assert_eq!(unpack(&longer), None);
        let mut lying = packed.clone();
        lying[2] ^= 1;
        assert_eq!(unpack(&lying), None);
        assert_eq!(unpack(&[b'T', b'Z', 0xFF, 0xFF, 0]), None);
        // A padding half byte that is not 0.
        assert_eq!(unpack(&[b'T', b'Z', 1, 0, 0x51]), None);
        // Any flipped bit: refused or still within the limit, never a panic.
        for i in 0..packed.len() {
            for bit in 0..8 {
                let mut d = packed.clone();
                d[i] ^= 1 << bit;
                if let Some(out) = unpack(&d) {
                    assert!(out.len() <= MAX_UNPACKED);
                }
            }
        }
    }

    /// The largest save of a game played with its first legal action each
    /// time, and the largest packed, each checked to come back whole.
    fn largest<G: tabletop_core::contract::Saved>(config: G::Config) -> (usize, usize) {
        use tabletop_core::contract::{Sink, Turn, save};
        struct First<A>(Option<A>);
        impl<A> Sink<A> for First<A> {
            fn put(&mut self, a: A) {
                self.0.get_or_insert(a);
            }
        }
        let mut g = G::new(config);
        let (mut raw, mut packed) = (0, 0);
        for _ in 0..3000 {
            if g.turn() == Turn::Over {
                break;
            }
            let mut buf = vec![0u8; G::MAX_SAVE_BYTES];
            let n = save::encode(&g, &mut buf).expect("fits");
            let p = pack(&buf[..n]).expect("fits");
            assert_eq!(unpack(&p).as_deref(), Some(&buf[..n]));
            (raw, packed) = (raw.max(n), packed.max(p.len()));
            let mut first = First(None);
            g.legal_actions(&mut first);
            let _ = g.try_apply(first.0.expect("a legal action"), &mut 0usize);
        }
        (raw, packed)
    }

    #[test]
    fn real_saves_come_back_whole_and_the_largest_shrink() {
        use tabletop_core::sgs::quest::{MAX_PARTY, QuestConfig};
        use tabletop_core::{hero, rush, sandford, sgs, sitters};
        let quest = sgs::Start::Adventure(QuestConfig {
            seed: 3,
            party: MAX_PARTY as u8,
            random: false,
            last_breath: false,
        });
        let (raw, packed) = largest::<sgs::Game>(quest);
        // The adventure's largest save (a fight: 645 bytes) packs to under
        // 55 % (at this version: 645 -> 332 bytes).
        assert!(raw > 600 && packed * 100 < raw * 55, "{raw} -> {packed}");
        let (raw, packed) = largest::<hero::Game>(hero::Config::with(7, 4, "balanced"));
        assert!(packed < raw, "hero {raw} -> {packed}");
        largest::<sitters::Game>(sitters::Config { seed: 4 });
        largest::<rush::Game>(rush::Config {
            seed: 4,
            players: 4,
            house: rush::HouseRules::NONE,
        });
        largest::<sandford::Game>(sandford::Config {
            heroes: 4,
            rings_option: true,
            seed: 4,
            house: sandford::HouseRules::NONE,
        });
    }
}
