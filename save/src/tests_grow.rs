//! Growing the table of games: a memory the cartridge of today wrote (five
//! games and the settings: six slots) opened by a cartridge with a sixth
//! game, with the power cut after every byte of the growth.

extern crate std;

use alloc::vec;
use alloc::vec::Vec;

use agb_save::SaveSlotManager;

use super::tests::{FakeSram, Manager, assert_readable, held, open_for, positions, try_open_for};
use super::*;

/// The cartridge of today: five games.
const TODAY: usize = 5;
/// A cartridge with a sixth game.
const GROWN: usize = 6;

/// Settings exactly as today's cartridge writes them (version 2: arrays of
/// five).
#[derive(serde::Serialize)]
struct SettingsV2 {
    version: u16,
    options: [Vec<u8>; 5],
    records: [Record; 5],
    finished: [u16; 5],
}

/// What a memory of today holds, to find again after growing.
struct Today {
    sram: FakeSram,
    /// Game 0's save before its last (agb's backup copy holds it).
    older: Suspended,
    /// Game 0's last save.
    last: Suspended,
    /// Game 1's save.
    other: Suspended,
}

/// A memory as today's cartridge leaves it, written by agb_save with six
/// slots: settings of version 2 (options of games 0 and 4, records of games
/// 0 and 2), game 0 saved twice (its backup holds the save before), game 1
/// once, and game 2 finished with its result not yet counted (the power went
/// between its two writes).
fn today() -> Today {
    let ps = positions();
    let sram = FakeSram::new();
    let mut m = SaveSlotManager::new(sram.clone(), TODAY + 1, MAGIC).unwrap();
    let mut records = [Record::default(); 5];
    records[0] = Record {
        played: 3,
        won: [2, 0],
        lost: [0, 1],
        best: 17,
    };
    records[2].played = 2;
    let settings = SettingsV2 {
        version: 2,
        options: [vec![1, 2], vec![], vec![], vec![], vec![9]],
        records,
        finished: [0, 0, 2, 0, 0],
    };
    let none = Meta {
        line: String::new(),
    };
    m.write(SETTINGS_SLOT, &settings, &none).unwrap();
    let meta = |l: &str| Meta { line: l.into() };
    m.write(1, &ps[1].1, &meta(&ps[1].2)).unwrap();
    let won = Outcome {
        side: 0,
        won: Some(true),
        score: 5,
    };
    // A cleared slot as written before it carried options.
    let cleared = ClearedFirst {
        finished: Some((3, won)),
    };
    m.write(2, &cleared, &none).unwrap();
    m.write(0, &ps[0].1, &meta(&ps[0].2)).unwrap();
    m.write(0, &ps[2].1, &meta(&ps[2].2)).unwrap();
    Today {
        sram,
        older: ps[0].1.clone(),
        last: ps[2].1.clone(),
        other: ps[1].1.clone(),
    }
}

/// The slot count block 0 holds.
fn count(image: &[u8]) -> u16 {
    u16::from_le_bytes([image[12], image[13]])
}

/// Everything today's memory holds is there, and game 5's slot is empty
/// and works.
fn assert_kept(boot: &mut Store<Manager>, t: &Today, what: &str) {
    assert_eq!(held(boot, 0).as_ref(), Some(&t.last), "{what}");
    assert_eq!(held(boot, 1).as_ref(), Some(&t.other), "{what}");
    assert_kept_settings(boot.settings(), what);
}

fn assert_kept_settings(s: &Settings, what: &str) {
    assert_eq!(s.options[0], vec![1, 2], "{what}");
    assert_eq!(s.options[4], vec![9], "{what}");
    let r = s.records[0];
    assert_eq!((r.played, r.won, r.lost, r.best), (3, [2, 0], [0, 1], 17));
    // Game 2's result counted exactly once.
    assert_eq!((s.records[2].played, s.finished[2]), (3, 3), "{what}");
}

#[test]
fn a_memory_of_today_grows_to_a_sixth_game_keeping_everything() {
    let t = today();
    let (mut boot, problems) = open_for(&t.sram, GROWN);
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(count(&t.sram.image()), GROWN as u16 + 1);
    assert_kept(&mut boot, &t, "grown");
    assert_eq!(boot.settings().records.len(), GROWN);
    assert_eq!(boot.settings().records[5], Record::default());
    assert!(boot.settings().options[5].is_empty());
    for k in 2..GROWN {
        assert_eq!(boot.suspended(k), None, "game {k}");
    }
    // The sixth game saves, keeps options and a record, and finds them
    // again after a power cycle; nothing else moved.
    let ps = positions();
    boot.suspend(5, &ps[4].1, &ps[4].2).unwrap();
    boot.update(|s| s.options[5] = vec![6, 6]).unwrap();
    let outcome = Outcome {
        side: 1,
        won: Some(false),
        score: 2,
    };
    boot.finish(3, outcome).unwrap();
    drop(boot);
    let (mut again, problems) = open_for(&FakeSram::from_image(t.sram.image()), GROWN);
    assert!(problems.is_empty(), "{problems:?}");
    assert_kept(&mut again, &t, "after a power cycle");
    assert_eq!(held(&mut again, 5).as_ref(), Some(&ps[4].1));
    assert_eq!(again.suspended(5), Some(ps[4].2.as_str()));
    assert_eq!(again.settings().options[5], vec![6, 6]);
    assert_eq!(again.settings().records[3].lost[1], 1);
    assert_eq!(again.settings().records[5], Record::default());
}

#[test]
fn a_second_boot_after_growing_says_nothing_and_changes_nothing() {
    let t = today();
    let mut problems = Vec::new();
    assert_eq!(
        grow(&t.sram, GROWN, &mut problems),
        Grown::Grew { from: TODAY + 1 }
    );
    drop(open_for(&t.sram, GROWN));
    let grown = t.sram.image();
    let (mut boot, problems) = open_for(&t.sram, GROWN);
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(t.sram.image(), grown, "the second boot wrote");
    let mut problems = Vec::new();
    assert_eq!(grow(&t.sram, GROWN, &mut problems), Grown::Nothing);
    assert!(problems.is_empty());
    assert_kept(&mut boot, &t, "second boot");
}

/// The header block holding slot `slot`'s newest (valid) header.
fn live_header(image: &[u8], slot: u8) -> usize {
    (1..=GROWN + 1)
        .find(|&k| {
            let b = &image[k * BLOCK..(k + 1) * BLOCK];
            b[2] == 2 && b[8] == 1 && b[9] == slot
        })
        .unwrap()
}

/// Game 0's newest header damaged: agb brings back its backup (the save
/// before). Growing keeps that game, says so once, and keeps the rest.
#[test]
fn a_game_living_in_its_backup_is_kept_and_said_when_growing() {
    let t = today();
    let mut image = t.sram.image();
    let at = live_header(&image, 0) * BLOCK + 40;
    image[at] ^= 0x10;
    let sram = FakeSram::from_image(image);
    let (mut boot, problems) = open_for(&sram, GROWN);
    assert_eq!(problems, vec![Problem::GameRolledBack(0)]);
    assert_eq!(held(&mut boot, 0).as_ref(), Some(&t.older));
    assert_eq!(held(&mut boot, 1).as_ref(), Some(&t.other));
    assert_kept_settings(boot.settings(), "rolled back");
    drop(boot);
    let (_, again) = open_for(&FakeSram::from_image(sram.image()), GROWN);
    assert!(again.is_empty(), "said again: {again:?}");
}

/// Today's memory with game 3 saved in block 8, the block game 5's header
/// takes (memory so full agb gave it the lowest data block), and its backup
/// holding all the other free blocks.
fn crowded() -> (Today, Suspended) {
    let t = today();
    let filler = |blocks: usize| Suspended {
        game: vec![7; blocks * 120 - 5],
        setup: vec![],
    };
    let meta = Meta {
        line: "Crowded".into(),
    };
    let fits = |blocks: usize| {
        let probe = FakeSram::from_image(t.sram.image());
        let mut m: Manager = SaveSlotManager::new(probe, TODAY + 1, MAGIC).unwrap();
        m.write(3, &filler(blocks), &meta).is_ok()
    };
    let free = (1..256).rev().find(|&n| fits(n)).unwrap();
    let mut m: Manager = SaveSlotManager::new(t.sram.clone(), TODAY + 1, MAGIC).unwrap();
    m.write(3, &filler(free - 1), &meta).unwrap();
    let small = Suspended {
        game: vec![3; 40],
        setup: vec![1],
    };
    m.write(3, &small, &meta).unwrap();
    let image = t.sram.image();
    let b8 = &image[8 * BLOCK..9 * BLOCK];
    assert_eq!(
        (b8[2], b8[8], &b8[9..49]),
        (3, 40, &small.game[..]),
        "in block 8"
    );
    (t, small)
}

#[test]
fn a_save_in_the_way_of_the_new_header_is_moved_and_kept() {
    let (t, small) = crowded();
    let (mut boot, problems) = open_for(&t.sram, GROWN);
    assert!(problems.is_empty(), "{problems:?}");
    assert_kept(&mut boot, &t, "crowded");
    assert_eq!(held(&mut boot, 3).as_ref(), Some(&small));
    assert_eq!(boot.suspended(5), None);
    // Its backup copy moved too: with its newest header damaged, game 3
    // comes back from the backup, the same save.
    let mut damaged = t.sram.image();
    let at = live_header(&damaged, 3) * BLOCK + 40;
    damaged[at] ^= 0x10;
    let (mut back, problems) = open_for(&FakeSram::from_image(damaged), GROWN);
    assert_eq!(problems, vec![Problem::GameRolledBack(3)]);
    assert_eq!(held(&mut back, 3).as_ref(), Some(&small));
    let ps = positions();
    boot.suspend(5, &ps[4].1, &ps[4].2).unwrap();
    drop(boot);
    let (mut again, problems) = open_for(&FakeSram::from_image(t.sram.image()), GROWN);
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(held(&mut again, 3).as_ref(), Some(&small));
    assert_eq!(held(&mut again, 5).as_ref(), Some(&ps[4].1));
}

/// Boots `image` as the grown cartridge with the power cut after each byte
/// it writes, then boots what is left: it is the old layout, whole (today's
/// cartridge reads everything in it), or the new one, whole, once the next
/// boot has finished a block 0 cut short. Never a format, never a lost game.
fn cut_everywhere(t: &Today, image: &[u8], check: impl Fn(&mut Store<Manager>, &str)) {
    let probe = FakeSram::from_image(image.to_vec());
    drop(open_for(&probe, GROWN));
    let whole = probe.writes.get();
    assert!(whole > 2 * BLOCK, "{whole} bytes");
    let (mut old, mut new, mut torn) = (0, 0, 0);
    for cut in 0..=whole {
        let medium = FakeSram::from_image(image.to_vec());
        medium.budget.set(Some(cut));
        drop(try_open_for(&medium, GROWN));
        let after = medium.image();
        let what = std::format!("cut after {cut} of {whole} bytes");
        let grown = crate::grow::global_header(GROWN + 1, &MAGIC);
        if after[..BLOCK] == grown {
            new += 1;
        } else if after[2..BLOCK] == grown[2..] {
            torn += 1;
        } else {
            // The old layout: a cartridge with five games reads all of it.
            assert_eq!(count(&after), TODAY as u16 + 1, "{what}");
            let (mut boot, problems) = open_for(&FakeSram::from_image(after.clone()), TODAY);
            assert!(
                problems.is_empty(),
                "{what}: today's cartridge: {problems:?}"
            );
            assert_kept(&mut boot, t, &what);
            check(&mut boot, &what);
            old += 1;
        }
        let (mut boot, problems) = open_for(&FakeSram::from_image(after), GROWN);
        assert!(problems.is_empty(), "{what}: {problems:?}");
        assert_kept(&mut boot, t, &what);
        check(&mut boot, &what);
        assert_eq!(boot.suspended(5), None, "{what}");
    }
    std::println!(
        "growth cut after each of {whole} bytes: {old} old layout, {torn} block 0 cut short (finished), {new} new layout"
    );
    assert!(old > 0 && new > 0 && torn > 0);
}

#[test]
fn growing_cut_after_any_byte_leaves_the_old_layout_or_the_new_whole() {
    let t = today();
    cut_everywhere(&t, &t.sram.image(), |_, _| {});
}

#[test]
fn moving_a_save_out_of_the_way_cut_after_any_byte_loses_nothing() {
    let (t, small) = crowded();
    cut_everywhere(&t, &t.sram.image(), |boot, what| {
        assert_eq!(held(boot, 3).as_ref(), Some(&small), "{what}");
    });
}

/// Damage in today's memory is said as it always was when the grown
/// cartridge opens it: every bit of every header block flipped (block 0,
/// the six slot headers and the ghost), then the memory cut short.
#[test]
fn a_damaged_memory_of_today_gives_the_same_sentences_when_growing() {
    let t = today();
    let good = t.sram.image();
    let (mut grown, mut formatted, mut said) = (0, 0, 0);
    for byte in 0..(TODAY + 3) * BLOCK {
        for bit in 0..8 {
            let mut bad = good.clone();
            bad[byte] ^= 1 << bit;
            let medium = FakeSram::from_image(bad);
            let (mut boot, problems) = open_for(&medium, GROWN);
            let what = std::format!("flip {byte}.{bit}: {problems:?}");
            problems.iter().for_each(assert_readable);
            let lost = |p: Problem| problems.contains(&p) || problems.contains(&Problem::Formatted);
            match boot.resume(0) {
                Ok(got) if got == t.last => {}
                Ok(got) => {
                    assert_eq!(got, t.older, "{what}");
                    assert!(lost(Problem::GameRolledBack(0)), "{what}");
                }
                Err(_) => assert!(lost(Problem::GameDropped(0)), "{what}"),
            }
            if held(&mut boot, 1).as_ref() != Some(&t.other) {
                assert!(lost(Problem::GameDropped(1)), "{what}");
            }
            if boot.settings().records[0].played != 3 {
                let reset = lost(Problem::SettingsReset) || lost(Problem::SettingsRolledBack);
                assert!(reset, "{what}");
            }
            if problems.contains(&Problem::Formatted) {
                formatted += 1;
            } else {
                assert_eq!(count(&medium.image()), GROWN as u16 + 1, "{what}");
                grown += 1;
                said += usize::from(!problems.is_empty());
            }
            drop(boot);
            let (_, again) = open_for(&FakeSram::from_image(medium.image()), GROWN);
            assert!(again.is_empty(), "{what}: said again {again:?}");
        }
    }
    std::println!(
        "header flips of today's memory: {grown} grown ({said} said), {formatted} formatted (said)"
    );
    assert!(grown > 0 && formatted > 0);
    for n in [63, 64, 100] {
        let mut short = vec![0xFF; good.len()];
        short[..n].copy_from_slice(&good[..n]);
        let (_, problems) = open_for(&FakeSram::from_image(short), GROWN);
        assert_eq!(problems, vec![Problem::Formatted], "cut to {n} bytes");
    }
    let (_, problems) = open_for(&FakeSram::new(), GROWN);
    assert!(problems.is_empty(), "a blank memory: {problems:?}");
}

/// Game 1 with no header left at all (nor a backup): agb would take it to
/// live in block 2, game 2's header. Growing mends that first, so game 1
/// alone is dropped (said once) and the grown memory is whole: no slot of
/// it is left to be brought back from a backup or lost.
#[test]
fn a_game_with_no_header_left_is_dropped_alone_when_growing() {
    let t = today();
    let mut image = t.sram.image();
    let at = live_header(&image, 1) * BLOCK;
    assert_ne!(at, 2 * BLOCK, "game 1's header is not in its own block");
    image[at..at + BLOCK].fill(0);
    let sram = FakeSram::from_image(image);
    let (mut boot, problems) = open_for(&sram, GROWN);
    assert_eq!(problems, vec![Problem::GameDropped(1)]);
    assert_eq!(held(&mut boot, 0).as_ref(), Some(&t.last));
    assert_kept_settings(boot.settings(), "no header");
    drop(boot);
    let image = sram.image();
    let found = inspect(|i| image[i], image.len(), GROWN + 1, &MAGIC);
    assert!(!found.rolled_back.contains(&true), "{found:?}");
    assert!(!found.lost.contains(&true), "{found:?}");
}
