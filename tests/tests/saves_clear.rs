//! The power cut while a game's slot is cleared, on the real ROM: when a new
//! game is chosen over a suspended one, and when a game ends. Every moment of
//! the frame that clears (a CPU step at a time) boots to the last save or to
//! none, never to the save before it, and a finished game is counted once.

mod common;

use common::saves::{boot_with, last_line, script_keys, scripted_start, to_title};
use common::{count, expect, keys, no_panic};
use tabletop_emu::{Emu, Key};

/// Runs one frame's worth of cycles a CPU step at a time, keeping each
/// different save memory on the way in `images`.
fn frame_by_steps(emu: &mut Emu, images: &mut Vec<Vec<u8>>) {
    let end = emu.cycles() + 280_896;
    while emu.cycles() < end {
        emu.step_instructions(1);
        let now = emu.sram();
        if images.last() != Some(&now) {
            images.push(now);
        }
    }
}

/// Boots `image` to the title: the suspended SiTTeRS line offered, if any.
fn offered(image: &[u8], what: &str) -> (Emu, Option<String>) {
    let mut boot = boot_with(image);
    to_title(&mut boot);
    assert_eq!(count(&boot, "dropped"), 0, "{what}: {}", boot.log_tail(20));
    assert_eq!(
        count(&boot, "rolled back"),
        0,
        "{what}: {}",
        boot.log_tail(20)
    );
    let line = boot
        .rom_lines()
        .find(|l| l.starts_with("save: suspended SiTTeRS"))
        .map(|l| l.split("line=").nth(1).unwrap_or("").to_string());
    (boot, line)
}

/// A scripted SiTTeRS game played until `saves` saves; returns the SRAM,
/// the last save's line and the one before it.
fn three_saves() -> (Vec<u8>, String, String) {
    let mut emu = scripted_start();
    let mut lines: Vec<String> = Vec::new();
    for f in 0..20_000u64 {
        emu.hold(script_keys(f));
        let seen = emu.log().len();
        emu.step_frame();
        let log = emu.log();
        for l in &log[seen.min(log.len())..] {
            if let Some(rest) = l.text.strip_prefix("save: wrote sitters") {
                lines.push(rest.split("line=").nth(1).unwrap_or("").to_string());
            }
        }
        let n = lines.len();
        if n >= 3 && lines[n - 1] != lines[n - 2] {
            emu.release_all();
            emu.run_frames(2);
            assert_eq!(
                count(&emu, "save: wrote sitters"),
                n,
                "a save after the last"
            );
            return (emu.sram(), lines[n - 1].clone(), lines[n - 2].clone());
        }
    }
    panic!("the scripted game's saves: {lines:?}; {}", emu.log_tail(20));
}

#[test]
fn a_power_cut_while_a_new_game_replaces_a_suspended_one_never_brings_an_older_save() {
    let (sram, last, older) = three_saves();
    // To the Continue screen the same way every time (the emulator is
    // deterministic), then SELECT: a new game.
    let to_offer = || {
        let mut emu = boot_with(&sram);
        to_title(&mut emu);
        keys(&mut emu, &[Key::Start]);
        expect(&mut emu, "scene: menu", 120);
        keys(&mut emu, &[Key::A]);
        expect(&mut emu, "save: continue offered SiTTeRS", 120);
        emu.run_frames(10);
        emu.hold(&[Key::Select]);
        emu
    };
    // A first run finds the frames whose work writes the save memory...
    let mut reference = to_offer();
    let mut writing = Vec::new();
    for f in 0..600 {
        let before = reference.sram();
        reference.step_frame();
        if reference.sram() != before {
            writing.push(f);
        }
        if count(&reference, "sitters: new game") > 0 {
            break;
        }
    }
    assert!(!writing.is_empty(), "{}", reference.log_tail(20));
    drop(reference);
    // ...and a second steps through them a CPU step at a time.
    let mut emu = to_offer();
    let mut images = vec![emu.sram()];
    let (first, last_frame) = (writing[0], *writing.last().unwrap());
    for _ in 0..first {
        emu.step_frame();
    }
    for _ in first..=last_frame {
        frame_by_steps(&mut emu, &mut images);
    }
    assert!(
        count(&emu, "save: cleared SiTTeRS") > 0,
        "{}",
        emu.log_tail(20)
    );
    assert!(
        images.len() >= 4,
        "the clear was not caught mid-write: {}",
        images.len()
    );
    eprintln!("{} different save memories while clearing", images.len());
    let (mut kept, mut cleared) = (0, 0);
    let step = 1.max(images.len() / 30);
    for (i, image) in images.iter().enumerate() {
        if i % step != 0 && i != images.len() - 1 {
            continue;
        }
        let (mut boot, line) = offered(image, &format!("image {i}"));
        match line {
            Some(l) => {
                assert_ne!(l, older, "image {i}: the save before the last came back");
                assert_eq!(l, last, "image {i}");
                kept += 1;
            }
            None => cleared += 1,
        }
        no_panic(&mut boot);
    }
    assert!(kept > 0 && cleared > 0, "{kept} kept, {cleared} cleared");
}

/// The records page's SiTTeRS line ("played=N ...") after a boot.
fn records_played(boot: &mut Emu) -> String {
    keys(boot, &[Key::Start]);
    expect(boot, "scene: menu", 120);
    keys(boot, &[Key::Select]);
    expect(boot, "records: SiTTeRS played=", 60);
    let line = boot
        .rom_lines()
        .find(|l| l.contains("records: SiTTeRS played="))
        .unwrap()
        .to_string();
    line.split("played=")
        .nth(1)
        .unwrap()
        .split(' ')
        .next()
        .unwrap()
        .to_string()
}

#[test]
fn a_power_cut_while_a_game_ends_counts_it_once_and_never_brings_an_older_save() {
    // A reference run finds the frame in which the game ends.
    let mut reference = scripted_start();
    let mut at = None;
    for f in 0..400_000u64 {
        reference.hold(script_keys(f));
        reference.step_frame();
        if count(&reference, "save: record SiTTeRS") > 0 {
            at = Some(f);
            break;
        }
    }
    let at = at.unwrap_or_else(|| panic!("the game did not end: {}", reference.log_tail(20)));
    drop(reference);
    let mut emu = scripted_start();
    let start = at.saturating_sub(3);
    for f in 0..start {
        emu.hold(script_keys(f));
        emu.step_frame();
    }
    assert_eq!(count(&emu, "save: record SiTTeRS"), 0, "the runs differ");
    let last = last_line(&emu, "save: wrote sitters");
    let writes = count(&emu, "save: wrote sitters");
    let older = emu
        .rom_lines()
        .filter(|l| l.starts_with("save: wrote sitters"))
        .nth(writes.saturating_sub(2))
        .map(|l| l.split("line=").nth(1).unwrap_or("").to_string())
        .unwrap_or_default();
    // From three frames before the one that logged the end to the frame
    // after it, a CPU step at a time (a frame's log can trail its writes),
    // each frame with its own keys, as in the reference.
    let mut images = vec![emu.sram()];
    for f in start..=at + 1 {
        emu.hold(script_keys(f));
        frame_by_steps(&mut emu, &mut images);
    }
    assert!(
        count(&emu, "save: record SiTTeRS") > 0,
        "{}",
        emu.log_tail(20)
    );
    assert_eq!(
        count(&emu, "save: wrote sitters"),
        writes,
        "a save after {last:?}"
    );
    assert!(
        images.len() >= 4,
        "the end was not caught mid-write: {}",
        images.len()
    );
    eprintln!("{} different save memories while a game ends", images.len());
    let (mut before, mut counted) = (0, 0);
    let step = 1.max(images.len() / 30);
    for (i, image) in images.iter().enumerate() {
        if i % step != 0 && i != images.len() - 1 {
            continue;
        }
        let (mut boot, line) = offered(image, &format!("image {i}"));
        let played = records_played(&mut boot);
        match line {
            // Cut before the slot was cleared: the last save, not counted yet.
            Some(l) => {
                assert_eq!(l, last, "image {i} (the save before it: {older:?})");
                assert_eq!(played, "0", "image {i}");
                before += 1;
            }
            None => {
                assert_eq!(played, "1", "image {i}: counted {played} times");
                counted += 1;
            }
        }
        no_panic(&mut boot);
    }
    assert!(
        before > 0 && counted > 0,
        "{before} before, {counted} counted"
    );
}
