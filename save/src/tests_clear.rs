//! Clearing and finishing under power cuts, and damage that agb_save hides
//! (a formatted memory, a slot brought back from its backup): every case
//! lands on the last save, the cleared slot, or a sentence on screen.

extern crate std;

use alloc::vec;
use alloc::vec::Vec;

use super::tests::{FakeSram, assert_readable, held, open, positions};
use super::*;

/// Slot 0 saved twice (`older`, then `last`: agb's backup copy holds
/// `older`), slot 1 once, records with 3 games played: the memory image.
fn history() -> (FakeSram, Suspended, Suspended, Suspended) {
    let ps = positions();
    let sram = FakeSram::new();
    let (mut store, problems) = open(&sram);
    assert!(problems.is_empty());
    store.suspend(1, &ps[1].1, &ps[1].2).unwrap();
    store
        .update(|s| {
            s.records[0].played = 3;
            s.records[0].won[0] = 2;
        })
        .unwrap();
    store.suspend(0, &ps[0].1, &ps[0].2).unwrap();
    store.suspend(0, &ps[2].1, &ps[2].2).unwrap();
    (sram, ps[0].1.clone(), ps[2].1.clone(), ps[1].1.clone())
}

/// Bytes an operation on a copy of `image` writes.
fn bytes_written(image: &[u8], op: impl Fn(&mut Store<super::tests::Manager>)) -> usize {
    let probe = FakeSram::from_image(image.to_vec());
    let (mut s, _) = open(&probe);
    let w0 = probe.writes.get();
    op(&mut s);
    probe.writes.get() - w0
}

/// Runs `op` on `image` with the power cut after `cut` bytes; boots again.
fn cut_and_boot(
    image: &[u8],
    cut: usize,
    op: impl Fn(&mut Store<super::tests::Manager>),
) -> (FakeSram, Store<super::tests::Manager>, Vec<Problem>) {
    let medium = FakeSram::from_image(image.to_vec());
    let (mut s, _) = open(&medium);
    medium.budget.set(Some(cut));
    op(&mut s);
    let after = FakeSram::from_image(medium.image());
    let (boot, problems) = open(&after);
    (after, boot, problems)
}

#[test]
fn a_clear_cut_after_any_byte_leaves_the_last_save_or_none_never_an_older_one() {
    let (sram, older, last, other) = history();
    let image = sram.image();
    let whole = bytes_written(&image, |s| s.clear(0));
    assert!(whole > 100, "{whole}");
    let (mut kept, mut cleared) = (0, 0);
    for cut in 0..=whole {
        let (_, mut boot, problems) = cut_and_boot(&image, cut, |s| s.clear(0));
        assert!(problems.is_empty(), "cut {cut}: {problems:?}");
        match held(&mut boot, 0) {
            Some(got) => {
                assert_ne!(got, older, "cut {cut}: the save before the last came back");
                assert_eq!(got, last, "cut {cut}");
                kept += 1;
            }
            None => {
                assert_eq!(boot.suspended(0), None);
                cleared += 1;
            }
        }
        assert_eq!(held(&mut boot, 1).as_ref(), Some(&other), "cut {cut}");
        assert_eq!(boot.settings().records[0].played, 3, "cut {cut}");
    }
    assert!(kept > 0 && cleared > 0, "{kept} kept, {cleared} cleared");
}

#[test]
fn a_finished_game_cut_after_any_byte_is_counted_exactly_once() {
    let (sram, older, last, other) = history();
    let image = sram.image();
    let outcome = Outcome {
        side: 0,
        won: Some(true),
        score: 9,
    };
    let finish = |s: &mut Store<super::tests::Manager>| {
        let _ = s.finish(0, outcome);
    };
    let whole = bytes_written(&image, finish);
    let (mut before, mut counted) = (0, 0);
    for cut in 0..=whole {
        let (after, mut boot, problems) = cut_and_boot(&image, cut, finish);
        assert!(problems.is_empty(), "cut {cut}: {problems:?}");
        let r = boot.settings().records[0];
        match held(&mut boot, 0) {
            // The power went before the slot was cleared: the last save is
            // offered and the game is not counted (finishing it counts it).
            Some(got) => {
                assert_ne!(got, older, "cut {cut}");
                assert_eq!(got, last, "cut {cut}");
                assert_eq!((r.played, r.won[0], r.best), (3, 2, 0), "cut {cut}");
                before += 1;
            }
            None => {
                assert_eq!((r.played, r.won[0], r.best), (4, 3, 9), "cut {cut}");
                counted += 1;
            }
        }
        assert_eq!(held(&mut boot, 1).as_ref(), Some(&other), "cut {cut}");
        // And the next power-on counts nothing more.
        drop(boot);
        let (again, problems) = open(&FakeSram::from_image(after.image()));
        assert!(problems.is_empty(), "cut {cut}: {problems:?}");
        assert_eq!(again.settings().records[0], r, "cut {cut}: counted twice");
    }
    assert!(
        before > 0 && counted > 0,
        "{before} before, {counted} counted"
    );
}

#[test]
fn records_erased_after_a_finished_game_do_not_count_it_again() {
    let (sram, ..) = history();
    let (mut store, _) = open(&sram);
    let won = Outcome {
        side: 1,
        won: Some(false),
        score: 4,
    };
    store.finish(0, won).unwrap();
    assert_eq!(store.settings().records[0].lost[1], 1);
    store.update(|s| s.records = Default::default()).unwrap();
    let (again, problems) = open(&FakeSram::from_image(sram.image()));
    assert!(problems.is_empty());
    assert_eq!(again.settings().records[0], Record::default());
    assert_eq!(again.settings().finished[0], 1);
}

/// Every bit of every header block (the global header, the six slot headers
/// and the ghost): each slot then holds what was saved last, or the save
/// before it with a sentence saying so, or nothing with a sentence saying
/// so; the records likewise. The next power-on says nothing more.
#[test]
fn a_flipped_bit_in_any_header_gives_the_last_save_or_a_sentence() {
    let (sram, older, last, other) = history();
    let good = sram.image();
    let (mut same, mut rolled, mut dropped, mut formatted) = (0, 0, 0, 0);
    for byte in 0..(SLOTS + 2) * BLOCK {
        for bit in 0..8 {
            let mut bad = good.clone();
            bad[byte] ^= 1 << bit;
            let medium = FakeSram::from_image(bad);
            let (mut boot, problems) = open(&medium);
            let said = |p: Problem| problems.contains(&p) || problems.contains(&Problem::Formatted);
            for p in &problems {
                assert_readable(p);
            }
            if problems.contains(&Problem::Formatted) {
                formatted += 1;
            }
            let offered = boot.suspended(0).is_some();
            match boot.resume(0) {
                Ok(got) if got == last => same += 1,
                Ok(got) => {
                    assert_eq!(got, older, "flip {byte}.{bit}");
                    assert!(
                        said(Problem::GameRolledBack(0)),
                        "flip {byte}.{bit}: {problems:?}"
                    );
                    rolled += 1;
                }
                Err(_) => {
                    assert!(
                        offered || said(Problem::GameDropped(0)),
                        "flip {byte}.{bit}: {problems:?}"
                    );
                    dropped += 1;
                }
            }
            match boot.resume(1) {
                Ok(got) => assert_eq!(got, other, "flip {byte}.{bit}"),
                Err(_) => assert!(
                    said(Problem::GameDropped(1)),
                    "flip {byte}.{bit}: {problems:?}"
                ),
            }
            let r = boot.settings().records[0];
            assert!(
                r.played == 3 || said(Problem::SettingsReset) || said(Problem::SettingsRolledBack),
                "flip {byte}.{bit}: {r:?} {problems:?}"
            );
            // Said once: the next power-on finds the memory whole.
            drop(boot);
            let (_, again) = open(&FakeSram::from_image(medium.image()));
            assert!(again.is_empty(), "flip {byte}.{bit}: said again {again:?}");
        }
    }
    std::println!(
        "header flips: {same} last save, {rolled} rolled back (said), {dropped} dropped (said), {formatted} formatted (said)"
    );
    assert!(rolled > 0 && formatted > 0 && same > 0);
}

#[test]
fn a_damaged_global_header_or_a_short_memory_is_said_and_a_blank_one_is_not() {
    let (sram, ..) = history();
    let good = sram.image();
    let mut cases: Vec<(&str, Vec<u8>)> = Vec::new();
    for n in [63, 64, 100] {
        let mut short = vec![0xFF; good.len()];
        short[..n].copy_from_slice(&good[..n]);
        cases.push(("truncated", short));
    }
    let mut zeroed = good.clone();
    zeroed[..BLOCK].fill(0);
    cases.push(("zeroed first block", zeroed));
    for (what, image) in cases {
        let (_, problems) = open(&FakeSram::from_image(image));
        assert_eq!(problems, vec![Problem::Formatted], "{what}");
    }
    for blank in [0xFF, 0x00] {
        let (_, problems) = open(&FakeSram::from_image(vec![blank; good.len()]));
        assert!(problems.is_empty(), "blank {blank:#x}: {problems:?}");
    }
}

#[test]
fn settings_of_version_1_are_carried_over() {
    #[derive(serde::Serialize)]
    struct V1 {
        version: u16,
        options: [Vec<u8>; 5],
        records: [Record; 5],
    }
    let sram = FakeSram::new();
    let (mut store, _) = open(&sram);
    let mut records = [Record::default(); 5];
    records[2].played = 11;
    let mut options: [Vec<u8>; 5] = Default::default();
    options[4] = vec![7, 7];
    let old = V1 {
        version: 1,
        options,
        records,
    };
    let meta = Meta {
        line: String::new(),
    };
    store.slots().write(SETTINGS_SLOT, &old, &meta).unwrap();
    let (store, problems) = open(&FakeSram::from_image(sram.image()));
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(store.settings().records[2].played, 11);
    assert_eq!(store.settings().options[4], vec![7, 7]);
    assert_eq!(store.settings().version, SETTINGS_VERSION);
    // Written back in this version's shape.
    drop(store);
    let (mut again, _) = open(&FakeSram::from_image(sram.image()));
    let s: Settings = again.slots().read(SETTINGS_SLOT).unwrap();
    assert_eq!((s.version, s.records[2].played), (SETTINGS_VERSION, 11));
}

/// A memory shorter than the header blocks is read only as far as it goes
/// (the closure panics on any byte past it), and one holding every header
/// block reads exactly as the whole memory does.
#[test]
fn inspecting_a_short_memory_reads_only_what_is_there() {
    let (sram, ..) = history();
    let good = sram.image();
    let look = |size: usize| {
        let image = &good[..size];
        inspect(|i| image[i], size, SLOTS, &MAGIC)
    };
    assert!(!look(0).formatted, "nothing to lose in no memory");
    for size in [1, BLOCK, 3 * BLOCK, (SLOTS + 1) * BLOCK] {
        let found = look(size);
        assert!(!found.rolled_back.iter().any(|&r| r), "{size}");
    }
    let whole = look(good.len());
    let headers = look((SLOTS + 2) * BLOCK);
    assert_eq!(headers.formatted, whole.formatted);
    assert_eq!(headers.rolled_back, whole.rolled_back);
    assert_eq!(headers.lost, whole.lost);
    assert!(!whole.lost.iter().any(|&l| l), "{:?}", whole.lost);
    // One header block fewer and a slot (or its backup) is missing.
    let cut = look((SLOTS + 1) * BLOCK);
    assert_ne!((cut.lost, cut.rolled_back), (whole.lost, whole.rolled_back));
}

#[test]
fn a_game_that_earned_options_keeps_them_with_its_record_and_never_twice() {
    let (sram, _, last, other) = history();
    let image = sram.image();
    let outcome = Outcome {
        side: 0,
        won: Some(true),
        score: 9,
    };
    let earned = vec![b'S', b'P', 1, 7, 7];
    let finish = |s: &mut Store<super::tests::Manager>| {
        let _ = s.finish_keeping(0, outcome, Some(earned.clone()));
    };
    let whole = bytes_written(&image, finish);
    let (mut held_on, mut kept) = (0, 0);
    for cut in 0..=whole {
        let (_, mut boot, problems) = cut_and_boot(&image, cut, finish);
        assert!(problems.is_empty(), "cut {cut}: {problems:?}");
        let options = boot.settings().options[0].clone();
        let r = boot.settings().records[0];
        assert_eq!(boot.settings().options[1], Vec::<u8>::new(), "cut {cut}");
        assert_eq!(held(&mut boot, 1).as_ref(), Some(&other), "cut {cut}");
        match held(&mut boot, 0) {
            // Still suspended: nothing earned is kept yet, so finishing the
            // game again cannot earn it twice.
            Some(got) => {
                assert_eq!(got, last, "cut {cut}");
                assert!(options.is_empty(), "cut {cut}: earned before the end");
                assert_eq!(r.played, 3, "cut {cut}");
                held_on += 1;
            }
            None => {
                assert_eq!(r.played, 4, "cut {cut}");
                // Kept with the record, whether the settings' write was
                // whole or the next power-on mended it from the slot.
                assert_eq!(options, earned, "cut {cut}: the earned options were lost");
                kept += 1;
            }
        }
    }
    assert!(held_on > 0 && kept > 0, "{held_on} held, {kept} kept");
}
