//! Fault injection on a fake SRAM: the slot code the cartridge runs, over
//! agb_save's `SaveSlotManager`, with writes cut after every byte and bits
//! flipped everywhere the saves live.

extern crate std;

use alloc::rc::Rc;
use alloc::vec;
use alloc::vec::Vec;
use core::cell::{Cell, RefCell};
use core::num::NonZeroUsize;

use agb_save::{SaveSlotManager, StorageInfo, StorageMedium};
use tabletop_core::contract::{Rules, save};
use tabletop_core::{sandford, sitters};

use super::*;

const SRAM: usize = 32 * 1024;

/// A 32 KiB byte-addressed medium like the cartridge's SRAM, shared with the
/// test (which copies its image at any moment: "the power is cut"), whose
/// writes can be cut: once `budget` bytes have been written, nothing more is.
#[derive(Clone)]
pub(crate) struct FakeSram {
    bytes: Rc<RefCell<Vec<u8>>>,
    pub(crate) budget: Rc<Cell<Option<usize>>>,
    pub(crate) writes: Rc<Cell<usize>>,
}

#[derive(Debug)]
pub(crate) struct Cut;

impl FakeSram {
    pub(crate) fn new() -> FakeSram {
        FakeSram::from_image(vec![0xFF; SRAM])
    }
    pub(crate) fn from_image(bytes: Vec<u8>) -> FakeSram {
        FakeSram {
            bytes: Rc::new(RefCell::new(bytes)),
            budget: Rc::new(Cell::new(None)),
            writes: Rc::new(Cell::new(0)),
        }
    }
    /// A copy of the bytes now (what the next boot finds).
    pub(crate) fn image(&self) -> Vec<u8> {
        self.bytes.borrow().clone()
    }
}

impl StorageMedium for FakeSram {
    type Error = Cut;
    fn info(&self) -> StorageInfo {
        StorageInfo {
            size: SRAM,
            erase_size: None,
            write_size: NonZeroUsize::new(1).unwrap(),
        }
    }
    fn read(&mut self, offset: usize, buf: &mut [u8]) -> Result<(), Cut> {
        let b = self.bytes.borrow();
        buf.copy_from_slice(b.get(offset..offset + buf.len()).ok_or(Cut)?);
        Ok(())
    }
    fn erase(&mut self, _: usize, _: usize) -> Result<(), Cut> {
        Ok(())
    }
    fn write(&mut self, offset: usize, data: &[u8]) -> Result<(), Cut> {
        let mut b = self.bytes.borrow_mut();
        for (i, &x) in data.iter().enumerate() {
            if let Some(left) = self.budget.get() {
                if left == 0 {
                    return Err(Cut);
                }
                self.budget.set(Some(left - 1));
            }
            *b.get_mut(offset + i).ok_or(Cut)? = x;
            self.writes.set(self.writes.get() + 1);
        }
        Ok(())
    }
}

pub(crate) type Manager = SaveSlotManager<FakeSram, Meta>;

/// Boots on `sram` as the cartridge does, its table having [`GAME_SLOTS`]
/// games.
pub(crate) fn open(sram: &FakeSram) -> (Store<Manager>, Vec<Problem>) {
    open_for(sram, GAME_SLOTS)
}

/// Boots on `sram` as a cartridge whose table has `games` games does: grows
/// the memory to them, inspects and mends it, and opens the store.
pub(crate) fn open_for(sram: &FakeSram, games: usize) -> (Store<Manager>, Vec<Problem>) {
    try_open_for(sram, games).expect("the SRAM opens")
}

/// [`open_for`], `None` when agb cannot open the memory (the power went
/// while it formatted it).
pub(crate) fn try_open_for(
    sram: &FakeSram,
    games: usize,
) -> Option<(Store<Manager>, Vec<Problem>)> {
    let mut problems = Vec::new();
    grow(sram, games, &mut problems);
    let image = sram.image();
    let found = inspect(|i| image[i], image.len(), games + 1, &MAGIC);
    for (at, block) in &found.mends {
        // Written as the cartridge does: a write the power may cut.
        let _ = sram.clone().write(*at, block);
    }
    let m = SaveSlotManager::new(sram.clone(), games + 1, MAGIC).ok()?;
    Some((Store::open_for(games, m, &found, &mut problems), problems))
}

/// Positions of a real game of each kind, as suspended slots.
pub(crate) fn positions() -> Vec<(usize, Suspended, std::string::String)> {
    let mut out = Vec::new();
    let mut g = <sitters::Game as Rules>::new(sitters::Config { seed: 3 });
    let mut h = <sandford::Game as Rules>::new(sandford::Config {
        heroes: 3,
        rings_option: true,
        seed: 5,
        house: sandford::HouseRules::NONE,
    });
    let mut buf = [0u8; 1024];
    for step in 0..60 {
        let mut acts: heapless::Vec<sitters::Action, { sitters::MAX_ACTIONS }> =
            heapless::Vec::new();
        g.legal_actions(&mut acts);
        if let Some(&a) = acts.get(step % acts.len().max(1)) {
            Rules::try_apply(&mut g, a, &mut 0usize).unwrap();
        }
        let mut acts: heapless::Vec<sandford::Action, { sandford::MAX_ACTIONS }> =
            heapless::Vec::new();
        h.legal_actions(&mut acts);
        if let Some(&a) = acts.get(step % acts.len().max(1)) {
            Rules::try_apply(&mut h, a, &mut 0usize).unwrap();
        }
        if step % 10 == 9 {
            let n = save::encode(&g, &mut buf).unwrap();
            out.push((0, slot(&buf[..n], step as u8), line(&g)));
            let n = save::encode(&h, &mut buf).unwrap();
            out.push((1, slot(&buf[..n], step as u8), line(&h)));
        }
    }
    out
}

fn slot(game: &[u8], setup: u8) -> Suspended {
    Suspended {
        game: game.to_vec(),
        setup: vec![setup, 1, 2],
    }
}

fn line<G: tabletop_core::contract::Saved>(g: &G) -> std::string::String {
    let mut s = std::string::String::new();
    g.standing(&mut s).unwrap();
    s
}

/// What a slot holds after a boot: the game's bytes, or nothing.
pub(crate) fn held(store: &mut Store<Manager>, k: usize) -> Option<Suspended> {
    store.resume(k).ok()
}

#[test]
fn a_suspended_game_and_settings_survive_a_power_cycle() {
    let sram = FakeSram::new();
    let (mut store, problems) = open(&sram);
    assert!(problems.is_empty());
    let ps = positions();
    let (k, s, l) = &ps[0];
    store.suspend(*k, s, l).unwrap();
    store
        .update(|set| {
            set.options[1] = vec![4, 0, 1];
            set.records[0].played = 3;
        })
        .unwrap();
    let (mut again, problems) = open(&FakeSram::from_image(sram.image()));
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(again.suspended(*k), Some(l.as_str()));
    assert_eq!(held(&mut again, *k).as_ref(), Some(s));
    assert_eq!(again.settings().options[1], vec![4, 0, 1]);
    assert_eq!(again.settings().records[0].played, 3);
    again.clear(*k);
    assert_eq!(again.suspended(*k), None);
}

/// The cartridge's promise: a write cut after any byte leaves the old game or
/// the new one (never a mix, never a panic), and the other game's slot and
/// the settings survive.
#[test]
fn a_write_cut_after_any_byte_leaves_the_old_game_or_the_new() {
    let ps = positions();
    let sram = FakeSram::new();
    let (mut store, _) = open(&sram);
    // The other game's slot and the settings, which must survive.
    store.suspend(1, &ps[1].1, &ps[1].2).unwrap();
    store.update(|s| s.records[1].won[0] = 7).unwrap();
    let mut checked = 0;
    for pair in ps
        .iter()
        .filter(|p| p.0 == 0)
        .collect::<Vec<_>>()
        .windows(2)
    {
        let (old, new) = (pair[0], pair[1]);
        store.suspend(0, &old.1, &old.2).unwrap();
        let before = sram.image();
        // How many bytes one whole save writes.
        let probe = FakeSram::from_image(before.clone());
        let (mut s, _) = open(&probe);
        let w0 = probe.writes.get();
        s.suspend(0, &new.1, &new.2).unwrap();
        let whole = probe.writes.get() - w0;
        assert!(whole > 0);
        for cut in 0..=whole {
            let medium = FakeSram::from_image(before.clone());
            let (mut s, _) = open(&medium);
            medium.budget.set(Some(cut));
            let r = s.suspend(0, &new.1, &new.2);
            assert_eq!(r.is_ok(), cut == whole, "cut {cut} of {whole}");
            let (mut boot, problems) = open(&FakeSram::from_image(medium.image()));
            let got = held(&mut boot, 0);
            assert!(
                got.as_ref() == Some(&old.1) || got.as_ref() == Some(&new.1),
                "cut after {cut} of {whole} bytes: {got:?} {problems:?}"
            );
            let line = boot.suspended(0).unwrap();
            assert!(line == old.2 || line == new.2);
            // The game in it loads and is the one saved.
            let bytes = got.unwrap().game;
            save::decode::<sitters::Game>(&bytes).unwrap();
            assert_eq!(held(&mut boot, 1).as_ref(), Some(&ps[1].1));
            assert_eq!(boot.settings().records[1].won[0], 7);
            checked += 1;
        }
    }
    assert!(checked > 500, "{checked} cuts");
}

/// Bit flips anywhere the saves live: each slot then holds exactly what was
/// saved or is dropped with a message; nothing panics, no other game's data
/// appears, and a loaded game decodes to a sound state.
#[test]
fn a_flipped_bit_anywhere_gives_the_saved_data_or_a_clear_drop() {
    let ps = positions();
    let sram = FakeSram::new();
    let (mut store, _) = open(&sram);
    store.suspend(0, &ps[2].1, &ps[2].2).unwrap();
    store.suspend(1, &ps[3].1, &ps[3].2).unwrap();
    store.update(|s| s.records[0].lost[1] = 2).unwrap();
    let good = sram.image();
    let used = good.iter().rposition(|&b| b != 0xFF).unwrap() + 1;
    let (mut dropped, mut kept) = (0, 0);
    for byte in 0..used {
        let mut bad = good.clone();
        bad[byte] ^= 1 << (byte % 8);
        let medium = FakeSram::from_image(bad);
        let (mut boot, problems) = open(&medium);
        let said = |p: Problem| problems.contains(&p) || problems.contains(&Problem::Formatted);
        for (k, want) in [(0, &ps[2].1), (1, &ps[3].1)] {
            // Nothing is lost without a word: at power-on, or when the
            // Continue screen cannot read it ("Sorry! ..." on the cartridge).
            let offered = boot.suspended(k).is_some();
            match boot.resume(k) {
                Ok(got) => {
                    assert_eq!(&got, want, "flip at {byte}");
                    kept += 1;
                }
                Err(_) => {
                    assert!(
                        offered || said(Problem::GameDropped(k)),
                        "flip at {byte}: {problems:?}"
                    );
                    dropped += 1;
                }
            }
        }
        let r = boot.settings().records[0].lost[1];
        assert!(
            r == 2 || (r == 0 && said(Problem::SettingsReset)),
            "flip at {byte}: records {r} {problems:?}"
        );
        for p in &problems {
            assert_readable(p);
        }
    }
    std::println!("flips over {used} bytes: {kept} slots kept, {dropped} dropped");
    assert!(kept > 0 && used > 600);
}

#[test]
fn random_sram_contents_never_panic() {
    let mut x = 0x9E37_79B9_7F4A_7C15u64;
    for round in 0..40 {
        let mut bytes = vec![0u8; SRAM];
        for b in bytes.iter_mut() {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            *b = x as u8;
        }
        if round % 2 == 1 {
            // A plausible header, so the manager reads on into the slots.
            let mut good = FakeSram::new();
            let _ = open(&good);
            let mut head = [0u8; 128];
            good.read(0, &mut head).unwrap();
            bytes[..128].copy_from_slice(&head);
        }
        let medium = FakeSram::from_image(bytes);
        {
            let (mut store, _) = open(&medium);
            for k in 0..GAME_SLOTS {
                if let Ok(s) = store.resume(k) {
                    let _ = save::decode::<sitters::Game>(&s.game);
                    let _ = save::decode::<sandford::Game>(&s.game);
                }
            }
        }
    }
}

/// A problem's sentence fits the power-on message (34 letters a line, at
/// most three lines) and reads as a sentence.
pub(crate) fn assert_readable(p: &Problem) {
    let text = std::format!("{p}");
    assert!(text.starts_with(|c: char| c.is_ascii_uppercase()), "{text}");
    assert!(text.ends_with(['.', '!']), "{text}");
    assert!(text.len() <= 3 * 34 - 2, "{text}");
}
