//! What the save memory looked like before agb opened it: would agb format
//! it (losing everything), and would it quietly bring a slot back from its
//! backup ("ghost") copy (an older save)?
//!
//! agb_save 0.25 does both without a word: a global header that fails its
//! check makes it format the whole memory, and a slot whose header fails its
//! check is recovered from the ghost copy, which holds that slot's save
//! *before* the last one. The cartridge must say so, so it reads the header
//! blocks itself, read-only, before agb opens the memory.
//!
//! The layout read here is agb_save 0.25's (`block.rs`; the dependency is
//! pinned with `=0.25.0`): 128-byte blocks, each starting with a CRC-16/ARC of
//! bytes 2.. at bytes 0..2 and the block's kind at 2..4 (1 global, 2 slot
//! header). A global block has `agbS` at 8..12, the slot count at 12..14 and
//! the game's 32-byte identifier at 14..46. A slot header has its state at 8
//! (0 empty, 1 valid, 2 ghost) and its logical slot at 9. Block 0 is the
//! global header; blocks 1 to `slots + 1` are the slot headers and the ghost.
//! The host tests check this reading against every header agb writes.
//!
//! One more thing is mended here, before agb opens the memory: a slot with no
//! readable header at all and no backup. agb 0.25 then takes it to live at
//! its first header block (`slot + 1`), which may hold another slot's header,
//! and its next write to that slot marks that other slot's header as the
//! backup and later writes over it (losing that game). So the damaged block
//! is given an empty header for the lost slot ([`Inspection::mends`]): agb
//! finds every slot where it is, and the lost one empty (and said so).

/// Bytes in one of agb_save's blocks on SRAM.
pub const BLOCK: usize = 128;

/// What [`inspect`] found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Inspection {
    /// agb will format the memory, and it held something (not blank): every
    /// saved game, option and record is lost.
    pub formatted: bool,
    /// Per slot (one entry per slot of the count asked for, none when the
    /// memory is formatted): agb will bring it back from the ghost copy, one
    /// save older than the last one written (its newest header is damaged).
    pub rolled_back: alloc::vec::Vec<bool>,
    /// Per slot, likewise: no readable header and no backup; agb will find
    /// it empty once [`Inspection::mends`] are written.
    pub lost: alloc::vec::Vec<bool>,
    /// Blocks to write before agb opens the memory: `(offset, bytes)`, each a
    /// damaged header block given an empty header for a lost slot (a cut
    /// while writing one leaves a damaged block, as before).
    pub mends: alloc::vec::Vec<(usize, [u8; BLOCK])>,
}

/// CRC-16/ARC (reflected polynomial 0xA001, start 0), agb_save's block check.
pub(crate) fn crc16(bytes: impl IntoIterator<Item = u8>) -> u16 {
    let mut crc = 0u16;
    for b in bytes {
        crc ^= u16::from(b);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xA001
            } else {
                crc >> 1
            };
        }
    }
    crc
}

/// The kind of block `k` when its check holds (`None`: damaged or blank).
fn kind(byte: &impl Fn(usize) -> u8, k: usize) -> Option<u16> {
    let at = k * BLOCK;
    let stored = u16::from_le_bytes([byte(at), byte(at + 1)]);
    (crc16((at + 2..at + BLOCK).map(byte)) == stored)
        .then(|| u16::from_le_bytes([byte(at + 2), byte(at + 3)]))
}

/// Reads the memory (`byte(i)` is its `i`th byte, `size` bytes in all) as
/// agb_save will find it when opened with `slots` slots and `magic`.
pub fn inspect(
    byte: impl Fn(usize) -> u8,
    size: usize,
    slots: usize,
    magic: &[u8; 32],
) -> Inspection {
    let mut found = Inspection::default();
    let global_ok = size >= BLOCK
        && kind(&byte, 0) == Some(1)
        && (8..12).all(|i| byte(i) == b"agbS"[i - 8])
        && u16::from_le_bytes([byte(12), byte(13)]) as usize == slots
        && (0..32).all(|i| byte(14 + i) == magic[i]);
    if !global_ok {
        let first = if size > 0 { byte(0) } else { 0xFF };
        let blank = (first == 0xFF || first == 0) && (0..size).all(|i| byte(i) == first);
        found.formatted = !blank;
        return found;
    }
    let mut live = alloc::vec![false; slots];
    let mut ghost = alloc::vec![false; slots];
    found.rolled_back = alloc::vec![false; slots];
    found.lost = alloc::vec![false; slots];
    let mut damaged = alloc::vec::Vec::new();
    for k in 1..=slots + 1 {
        if (k + 1) * BLOCK > size {
            continue;
        }
        if kind(&byte, k) != Some(2) {
            damaged.push(k);
            continue;
        }
        let (state, id) = (byte(k * BLOCK + 8), usize::from(byte(k * BLOCK + 9)));
        if id >= slots {
            continue;
        }
        match state {
            0 | 1 => live[id] = true,
            2 => ghost[id] = true,
            _ => {}
        }
    }
    for id in 0..slots {
        found.rolled_back[id] = ghost[id] && !live[id];
        found.lost[id] = !ghost[id] && !live[id];
        if found.lost[id]
            && let Some(k) = damaged.pop()
        {
            found.mends.push((k * BLOCK, empty_header(id as u8)));
        }
    }
    found
}

/// An empty slot header for slot `id`, as agb_save 0.25 writes one.
pub(crate) fn empty_header(id: u8) -> [u8; BLOCK] {
    let mut b = [0u8; BLOCK];
    b[2] = 2;
    b[9] = id;
    let crc = crc16(b[2..].iter().copied());
    b[..2].copy_from_slice(&crc.to_le_bytes());
    b
}
