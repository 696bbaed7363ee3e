//! Growing the save memory when the table of games grows, keeping every
//! player's settings, records and suspended games.
//!
//! agb_save 0.25 keeps the slot count in the global header (block 0) and
//! formats a memory opened with another count. Its layout for `n` slots:
//! block 0 the global header, blocks 1 to `n + 1` the `n` slot headers and
//! the ghost (in any order: they trade places on every write), the data
//! blocks after. So `n` slots growing to `m` need blocks `n + 2` to `m + 1`,
//! the lowest data blocks, for the new slots' headers, and block 0 to say
//! `m`. No slot moves: the settings slot stays slot 5 and a new game has the
//! slot after its row ([`crate::game_slot`]).
//!
//! [`grow`] runs at power-on before agb opens the memory, in an order that a
//! power cut after any byte leaves the old layout whole or the new one whole:
//!
//! 1. The memory is opened as the older cartridge left it (`n` slots) and
//!    read as every power-on reads it ([`Store::open_for`]: damage said,
//!    mended), then every save with a block in the way of the new headers
//!    (agb fills the lowest data blocks last: only a memory nearly full puts
//!    a save there) is written again through agb's crash-safe write, which
//!    takes free blocks from the top.
//! 2. Each new slot gets an empty header in its block. Under the old layout
//!    those blocks are free data blocks no save points at: a cut here leaves
//!    the old layout whole, and the next power-on starts again.
//! 3. Block 0 says `m`: the count byte first, then the two bytes of its
//!    check. A block 0 that differs from the new one only in its check is a
//!    growth cut short here: the next power-on finishes it (writes the check)
//!    before agb reads it. (The same block 0 with a damaged check for any
//!    other reason is mended the same way rather than formatted: whatever
//!    the header blocks then lack, [`crate::inspect`] finds and says.)
//!
//! Nothing here panics on any content of the memory; a memory of another
//! cartridge, a damaged block 0 and a blank memory are left to agb (formatted,
//! and said by [`crate::inspect`]).

use alloc::vec;
use alloc::vec::Vec;

use agb_save::{SaveSlotManager, StorageMedium};

use crate::inspect::{crc16, empty_header};
use crate::{BLOCK, MAGIC, Meta, Problem, Store, inspect};

/// The slot count the cartridge's first save memory had (five games and the
/// settings): the smallest memory [`grow`] grows.
pub const FIRST_SLOTS: usize = 6;

/// What [`grow`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Grown {
    /// Nothing to do: the memory has the slots asked for, or is blank, or is
    /// not one this cartridge can grow (agb formats it, and that is said).
    Nothing,
    /// The memory had `from` slots and now has the slots asked for.
    Grew {
        /// The slot count it had.
        from: usize,
    },
    /// A growth cut short while block 0 was written was finished.
    Finished,
    /// The memory could not be grown: a write failed, or the saves leave no
    /// room for the new headers. It is as an older cartridge left it (agb
    /// will format it, and that is said).
    Failed,
}

/// Block 0 as agb_save 0.25 writes it for `slots` slots and `magic`.
pub(crate) fn global_header(slots: usize, magic: &[u8; 32]) -> [u8; BLOCK] {
    let mut b = [0u8; BLOCK];
    b[2] = 1;
    b[8..12].copy_from_slice(b"agbS");
    b[12..14].copy_from_slice(&(slots as u16).to_le_bytes());
    b[14..46].copy_from_slice(magic);
    let crc = crc16(b[2..].iter().copied());
    b[..2].copy_from_slice(&crc.to_le_bytes());
    b
}

/// Block `k`, when its check holds and it is of `kind` (1 global, 2 slot
/// header, 3 data).
fn block<S: StorageMedium>(m: &mut S, k: usize, kind: u8) -> Option<[u8; BLOCK]> {
    let mut b = [0u8; BLOCK];
    m.read(k * BLOCK, &mut b).ok()?;
    let ok =
        crc16(b[2..].iter().copied()) == u16::from_le_bytes([b[0], b[1]]) && b[2..4] == [kind, 0];
    ok.then_some(b)
}

/// Grows the save memory to slots for `games` games (`games + 1` slots),
/// keeping everything in it; see the module's documentation. Problems the
/// memory had (as an older cartridge left it) are added to `problems`, as
/// [`Store::open`] says them.
pub fn grow<S>(medium: &S, games: usize, problems: &mut Vec<Problem>) -> Grown
where
    S: StorageMedium + Clone,
    S::Error: core::fmt::Debug,
{
    let slots = games + 1;
    let want = global_header(slots, &MAGIC);
    let mut m = medium.clone();
    let mut head = [0u8; BLOCK];
    if m.read(0, &mut head).is_err() {
        return Grown::Nothing;
    }
    if head[2..] == want[2..] {
        // Already grown, or cut short writing block 0's check.
        if head[..2] == want[..2] {
            return Grown::Nothing;
        }
        return match m.write(0, &want[..2]) {
            Ok(()) => Grown::Finished,
            Err(_) => Grown::Failed,
        };
    }
    let from = usize::from(u16::from_le_bytes([head[12], head[13]]));
    let older = global_header(from, &MAGIC);
    if !(FIRST_SLOTS..slots).contains(&from) || head != older {
        return Grown::Nothing;
    }
    if !make_room(medium, from, slots, problems) {
        return Grown::Failed;
    }
    for (k, id) in (from + 2..slots + 2).zip(from..slots) {
        if m.write(k * BLOCK, &empty_header(id as u8)).is_err() {
            return Grown::Failed;
        }
    }
    if m.write(12, &want[12..14]).is_err() || m.write(0, &want[..2]).is_err() {
        return Grown::Failed;
    }
    Grown::Grew { from }
}

/// Step 1: opens the memory with its `from` slots as every power-on does,
/// then writes again every save with a block where the new headers go
/// (blocks `from + 2` to `slots + 1`). Whether the way is clear.
fn make_room<S>(medium: &S, from: usize, slots: usize, problems: &mut Vec<Problem>) -> bool
where
    S: StorageMedium + Clone,
    S::Error: core::fmt::Debug,
{
    let mut m = medium.clone();
    let mut image = vec![0u8; (from + 2) * BLOCK];
    if m.read(0, &mut image).is_err() {
        return false;
    }
    let found = inspect(|i| image[i], image.len(), from, &MAGIC);
    for (at, b) in &found.mends {
        if m.write(*at, b).is_err() {
            return false;
        }
    }
    let open = || SaveSlotManager::<S, Meta>::new(medium.clone(), from, MAGIC).ok();
    let Some(manager) = open() else {
        return false;
    };
    let mut store = Store::open_for(from - 1, manager, &found, problems);
    let way = from + 2..slots + 2;
    // A save in the way is written elsewhere; then its backup (the ghost,
    // still in the way) is, by writing it once more.
    for _ in 0..2 * from + 2 {
        let Some(slot) = in_the_way(&mut m, from, &way, true) else {
            break;
        };
        if store.rewrite(slot).is_err() {
            return false;
        }
        // agb rebuilds its free blocks (lowest last) when it opens.
        drop(store.into_slots());
        let Some(manager) = open() else {
            return false;
        };
        store = Store::open_for(from - 1, manager, &Default::default(), &mut Vec::new());
    }
    // A backup left in the way is given up (its slot's last save is whole);
    // a save in the way is not.
    in_the_way(&mut m, from, &way, false).is_none()
}

/// The slot of a save (and, with `ghosts`, a backup) of the `from` slots
/// with a block in `way`.
fn in_the_way<S: StorageMedium>(
    m: &mut S,
    from: usize,
    way: &core::ops::Range<usize>,
    ghosts: bool,
) -> Option<usize> {
    for k in 1..=from + 1 {
        let Some(h) = block(m, k, 2) else { continue };
        let (state, id) = (h[8], usize::from(h[9]));
        if id >= from || !(state == 1 || ghosts && state == 2) {
            continue;
        }
        for first in [[h[10], h[11]], [h[12], h[13]]] {
            let mut next = usize::from(u16::from_le_bytes(first));
            for _ in 0..256 {
                if next == 0 {
                    break;
                }
                if way.contains(&next) {
                    return Some(id);
                }
                let Some(d) = block(m, next, 3) else { break };
                next = usize::from(u16::from_le_bytes([d[4], d[5]]));
            }
        }
    }
    None
}
