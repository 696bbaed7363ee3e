//! Saves end to end: the real ROM in mGBA, its SRAM carried from one run to
//! the next ("the power is cut": the emulator is dropped and a new one boots
//! with the same save memory).

mod common;

use common::saves::{boot_with, last_line, script_keys, scripted_start, to_title};
use common::{count, expect, keys, no_panic, shot, to_sitters_options};
use tabletop_emu::{Emu, Key};

/// A SiTTeRS game against the computer played with hints until `saves`
/// saves were written; returns the SRAM then.
fn play_until_saves(emu: &mut Emu, saves: usize) -> Vec<u8> {
    to_sitters_options(emu);
    keys(emu, &[Key::A]);
    expect(emu, "sitters: new game", 120);
    emu.run_frames(30);
    for _ in 0..2000 {
        if count(emu, "save: wrote sitters") >= saves {
            return emu.sram();
        }
        keys(emu, &[Key::Select, Key::A]);
        emu.run_frames(6);
        no_panic(emu);
    }
    panic!("fewer than {saves} saves; log tail:\n{}", emu.log_tail(20));
}

#[test]
fn a_game_cut_off_by_the_power_switch_is_continued_and_plays_on() {
    let mut first = common::boot();
    let sram = play_until_saves(&mut first, 20);
    let line = last_line(&first, "save: wrote sitters");
    assert!(
        line.contains("Round") || line.contains("Setting up"),
        "{line}"
    );
    drop(first); // the power switch

    let mut emu = boot_with(&sram);
    to_title(&mut emu);
    assert!(
        count(&emu, &format!("save: suspended SiTTeRS line={line}")) > 0,
        "the suspended game is not found at power-on; log:\n{}",
        emu.log_tail(20)
    );
    keys(&mut emu, &[Key::Start]);
    expect(&mut emu, "scene: menu", 120);
    emu.run_frames(10);
    shot(&emu, "saves-menu-continue");
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "save: continue offered SiTTeRS", 120);
    emu.run_frames(10);
    shot(&emu, "saves-continue");
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sitters: resumed game", 120);
    // It plays on: more actions, more saves.
    let before = count(&emu, "save: wrote sitters");
    for _ in 0..200 {
        keys(&mut emu, &[Key::Select, Key::A]);
        emu.run_frames(6);
        no_panic(&mut emu);
        if count(&emu, "save: wrote sitters") > before + 2 {
            break;
        }
    }
    assert!(
        count(&emu, "save: wrote sitters") > before + 2,
        "{}",
        emu.log_tail(20)
    );
}

/// The power cut at many moments, including in the middle of a save's write:
/// a reference run finds the frame in which the 4th save is written; a second,
/// identical run stops there and steps through that frame a CPU step at
/// a time (mGBA's core step), keeping the SRAM after each step. Booting each of those images
/// offers the old game or the new one (never a damaged one), and it plays on.
#[test]
fn a_power_cut_at_any_moment_of_a_save_gives_the_old_game_or_the_new() {
    const NTH: usize = 4;
    let mut reference = scripted_start();
    let mut at = None;
    for f in 0..20_000u64 {
        reference.hold(script_keys(f));
        reference.step_frame();
        if count(&reference, "save: wrote sitters") >= NTH {
            at = Some(f);
            break;
        }
    }
    let at = at.expect("the scripted game saved");
    let new_line = last_line(&reference, "save: wrote sitters");
    drop(reference);

    let mut emu = scripted_start();
    for f in 0..at {
        emu.hold(script_keys(f));
        emu.step_frame();
    }
    assert_eq!(
        count(&emu, "save: wrote sitters"),
        NTH - 1,
        "the runs differ"
    );
    let old_line = last_line(&emu, "save: wrote sitters");
    emu.hold(script_keys(at));
    let mut images = vec![emu.sram()];
    while count(&emu, "save: wrote sitters") < NTH {
        emu.step_instructions(1);
        images.push(emu.sram());
        assert!(images.len() < 200_000, "no save in the frame");
    }
    images.dedup();
    eprintln!("{} different SRAM images during one save", images.len());
    assert!(images.len() >= 4, "the save was not caught mid-write");
    let step = 1.max(images.len() / 40);
    for (i, image) in images
        .iter()
        .enumerate()
        .filter(|(i, _)| i % step == 0 || *i == images.len() - 1)
    {
        let mut boot = boot_with(image);
        to_title(&mut boot);
        let offered: Vec<String> = boot
            .rom_lines()
            .filter(|l| l.starts_with("save: suspended SiTTeRS"))
            .map(String::from)
            .collect();
        assert_eq!(offered.len(), 1, "image {i}: {}", boot.log_tail(20));
        assert_eq!(
            count(&boot, "dropped"),
            0,
            "image {i}: {}",
            boot.log_tail(20)
        );
        let got = offered[0].split("line=").nth(1).unwrap_or("");
        assert!(got == old_line || got == new_line, "image {i}: {got:?}");
        keys(&mut boot, &[Key::Start]);
        expect(&mut boot, "scene: menu", 120);
        keys(&mut boot, &[Key::A]);
        expect(&mut boot, "save: continue offered", 120);
        keys(&mut boot, &[Key::A]);
        expect(&mut boot, "sitters: resumed game", 120);
        boot.run_frames(5);
        no_panic(&mut boot);
    }
}

#[test]
fn settings_survive_a_power_cycle() {
    let mut emu = common::boot();
    to_sitters_options(&mut emu);
    // Mode: Play the baddies (Up to the Mode row, Right to change it).
    keys(&mut emu, &[Key::Up, Key::Up, Key::Right]);
    keys(&mut emu, &[Key::Down, Key::Down, Key::A]);
    expect(&mut emu, "sitters: start mode=Baddies", 120);
    emu.run_frames(20);
    let sram = emu.sram();
    drop(emu);
    let mut emu = boot_with(&sram);
    to_title(&mut emu);
    to_sitters_options(&mut emu);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sitters: start mode=Baddies", 120);
}

#[test]
fn a_corrupted_save_memory_boots_to_a_clear_message_and_a_working_menu() {
    let mut emu = common::boot();
    let mut sram = play_until_saves(&mut emu, 2);
    drop(emu);
    // Damage every saved block's bytes.
    for (i, b) in sram.iter_mut().enumerate().take(4096) {
        if i % 7 == 3 {
            *b ^= 0x5A;
        }
    }
    let mut emu = boot_with(&sram);
    expect(&mut emu, "scene: message", 600);
    emu.run_frames(10);
    shot(&emu, "saves-damaged");
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "scene: title", 120);
    emu.run_frames(30);
    to_sitters_options(&mut emu);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sitters: new game", 120);
    no_panic(&mut emu);
}

#[test]
fn a_sandford_game_cut_off_by_the_power_switch_is_continued() {
    use common::sandford::{choose, continue_saved, end_turn, next_menu, to_sandford_options};
    let mut emu = common::boot();
    to_sandford_options(&mut emu);
    keys(&mut emu, &[Key::A]); // solo, both heroes yours
    expect(&mut emu, "sandford: start players=1", 60);
    let mut nothing = |_: &mut Emu| {};
    let mut menu = next_menu(&mut emu, 0, &mut nothing);
    while count(&emu, "save: wrote sandford") < 3 {
        if menu.has("End turn") {
            end_turn(&mut emu, &menu);
        } else {
            choose(&mut emu, &menu, "Do nothing");
        }
        menu = next_menu(&mut emu, menu.n, &mut nothing);
    }
    let line = last_line(&emu, "save: wrote sandford");
    let sram = emu.sram();
    drop(emu);

    let mut emu = continue_saved(&sram);
    assert!(
        count(
            &emu,
            &format!("save: suspended The Doom that Came to Sandford line={line}")
        ) > 0,
        "{}",
        emu.log_tail(20)
    );
    let seen = count(&emu, "save: wrote sandford");
    let menu = next_menu(&mut emu, 0, &mut nothing);
    emu.run_frames(10);
    shot(&emu, "saves-sandford-resumed");
    let item = if menu.has("End turn") {
        "End turn"
    } else {
        "Do nothing"
    };
    choose(&mut emu, &menu, item);
    emu.run_frames(60);
    no_panic(&mut emu);
    assert!(
        count(&emu, "save: wrote sandford") >= seen,
        "{}",
        emu.log_tail(20)
    );
}

/// A finished game clears its suspend slot and counts in the records, which
/// survive a power cycle, show on the records page and are erased after
/// asking.
#[test]
fn a_finished_game_is_recorded_and_records_can_be_erased() {
    let mut emu = common::boot();
    to_sitters_options(&mut emu);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sitters: new game", 120);
    let start = emu.frame_count();
    while count(&emu, "scene: sitters end") == 0 {
        assert!(emu.frame_count() - start < 200_000, "{}", emu.log_tail(20));
        keys(&mut emu, &[Key::Select, Key::A]);
        emu.run_frames(8);
        no_panic(&mut emu);
    }
    expect(&mut emu, "save: record SiTTeRS side=0", 60);
    assert!(
        count(&emu, "save: cleared SiTTeRS") > 0,
        "{}",
        emu.log_tail(20)
    );
    let sram = emu.sram();
    drop(emu);

    let mut emu = boot_with(&sram);
    to_title(&mut emu);
    assert_eq!(
        count(&emu, "save: suspended"),
        0,
        "a finished game is offered"
    );
    keys(&mut emu, &[Key::Start]);
    expect(&mut emu, "scene: menu", 120);
    keys(&mut emu, &[Key::Select]);
    expect(&mut emu, "records: SiTTeRS played=1", 60);
    emu.run_frames(10);
    shot(&emu, "saves-records");
    keys(&mut emu, &[Key::Select]);
    expect(&mut emu, "scene: records erase?", 60);
    keys(&mut emu, &[Key::B]);
    expect(&mut emu, "records: kept", 60);
    keys(&mut emu, &[Key::Select]);
    emu.run_frames(4);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "save: records erased", 60);
    let sram = emu.sram();
    drop(emu);

    let mut emu = boot_with(&sram);
    to_title(&mut emu);
    keys(&mut emu, &[Key::Start]);
    expect(&mut emu, "scene: menu", 120);
    keys(&mut emu, &[Key::Select]);
    expect(&mut emu, "records: SiTTeRS played=0", 60);
}

/// The `sitters: action` records from the `from`-th on.
fn actions(emu: &Emu, from: usize) -> Vec<String> {
    emu.rom_lines()
        .filter_map(|l| l.split_once("sitters: action ").map(|(_, a)| a.to_string()))
        .skip(from)
        .collect()
}

/// Plays with hints (SELECT, then A) until `n` more actions were applied.
fn play_actions(emu: &mut Emu, from: usize, n: usize) -> Vec<String> {
    for _ in 0..3000 {
        if actions(emu, from).len() >= n {
            break;
        }
        keys(emu, &[Key::Select, Key::A]);
        emu.run_frames(6);
        no_panic(emu);
    }
    let mut got = actions(emu, from);
    assert!(
        got.len() >= n,
        "only {} actions; {}",
        got.len(),
        emu.log_tail(20)
    );
    got.truncate(n);
    got
}

#[test]
fn a_resumed_game_plays_on_exactly_as_the_uninterrupted_one() {
    // One run goes on after its 12th save; the other is cut off there and
    // continued. The same presses follow in both: the rolls, the hints and
    // the computer's choices must all be the same.
    let mut whole = common::boot();
    let sram = play_until_saves(&mut whole, 12);
    // The actions the 12th save holds: those logged before it (one more
    // may have been played in the frames before the save was noticed).
    let done = whole
        .rom_lines()
        .scan(0, |saves, l| {
            *saves += usize::from(l.contains("save: wrote sitters"));
            Some((*saves, l))
        })
        .take_while(|&(saves, _)| saves < 12)
        .filter(|(_, l)| l.contains("sitters: action "))
        .count();
    let on = play_actions(&mut whole, done, 30);

    let mut emu = boot_with(&sram);
    to_title(&mut emu);
    keys(&mut emu, &[Key::Start]);
    expect(&mut emu, "scene: menu", 120);
    emu.run_frames(10);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "save: continue offered SiTTeRS", 120);
    emu.run_frames(10);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sitters: resumed game", 120);
    let resumed = play_actions(&mut emu, 0, 30);
    let computer = on.iter().filter(|a| a.contains("by=computer")).count();
    assert!(computer >= 5, "too few computer moves to compare: {on:?}");
    assert_eq!(resumed, on, "the resumed game went another way");
}

/// An adventure of the Simple Game System is suspended where the person
/// decides; cut off by the power switch, it is offered and continued at the
/// same scene with the same roll to make.
#[test]
fn an_sgs_adventure_cut_off_by_the_power_switch_is_continued() {
    const SGS: &str = "Simple Game System";
    let mut emu = common::boot();
    common::to_game_options(&mut emu, SGS, "scene: sgs start");
    emu.run_frames(10);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: start adventure party=1", 60);
    expect(&mut emu, "sgs: prompt What do you do?", 600);
    // Down the well: the game is saved after the choice, at the roll's
    // question (nothing was played before it, so nothing to save).
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: prompt Roll Strong + Climbing: need 2", 900);
    wait_for_count(&mut emu, "save: wrote sgsg", 1, 120);
    assert_eq!(count(&emu, "save: wrote sgsg"), 1, "{}", emu.log_tail(20));
    assert_eq!(last_line(&emu, "save: wrote sgsg"), "Scene 1 of the well");
    let sram = emu.sram();
    drop(emu);

    let mut emu = boot_with(&sram);
    to_title(&mut emu);
    assert!(
        count(
            &emu,
            &format!("save: suspended {SGS} line=Scene 1 of the well")
        ) > 0,
        "{}",
        emu.log_tail(20)
    );
    common::to_game_options(&mut emu, SGS, &format!("save: continue offered {SGS}"));
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: resumed adventure scene=1", 120);
    expect(&mut emu, "sgs: prompt Roll Strong + Climbing: need 2", 300);
    emu.run_frames(10);
    shot(&emu, "saves-sgs-resumed");
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: event checked hero=0", 60);
    no_panic(&mut emu);
}

/// A standalone arena fight of the Simple Game System is suspended where the
/// person decides, like the adventure; cut off by the power switch, it is
/// offered and continued at the same round with the person to act.
#[test]
fn an_sgs_arena_fight_cut_off_by_the_power_switch_is_continued() {
    const SGS: &str = "Simple Game System";
    let mut emu = common::boot();
    common::to_game_options(&mut emu, SGS, "scene: sgs start");
    emu.run_frames(10);
    // The arena row (level 1), fourth on the start screen (under the
    // heroes' and the people's rows).
    keys(&mut emu, &[Key::Down, Key::Down, Key::Down, Key::A]);
    expect(&mut emu, "sgs: start arena party=1 level=1", 60);
    // The first question the person is asked (whose turn it is, or whether
    // to add a bonus die in a roll the foes started), after every fighter's
    // initiative dice have tumbled and settled.
    expect(&mut emu, "sgs: prompt ", 2400);
    let prompt = last_line_of(&emu, "sgs: prompt ");
    // Saved where the person decides (after the automatic rolls before it).
    wait_for_count(&mut emu, "save: wrote sgsg bytes=", 1, 120);
    let line = last_line(&emu, "save: wrote sgsg bytes=");
    assert!(line.starts_with("Arena, round "), "{line}");
    let sram = emu.sram();
    drop(emu);

    let mut emu = boot_with(&sram);
    to_title(&mut emu);
    assert!(
        count(&emu, &format!("save: suspended {SGS} line={line}")) > 0,
        "{}",
        emu.log_tail(20)
    );
    common::to_game_options(&mut emu, SGS, &format!("save: continue offered {SGS}"));
    emu.run_frames(10);
    shot(&emu, "saves-sgs-arena-offered");
    keys(&mut emu, &[Key::A]);
    let round = line.trim_start_matches("Arena, round ");
    expect(&mut emu, &format!("sgs: resumed arena round={round}"), 120);
    expect(&mut emu, &prompt, 600);
    emu.run_frames(10);
    shot(&emu, "saves-sgs-arena-resumed");
    // Up to the menu's last line, "Let the computer pick" (it plays on).
    keys(&mut emu, &[Key::Up, Key::A]);
    expect(&mut emu, "sgs: picked ", 60);
    expect(&mut emu, "sgs: action ", 600);
    no_panic(&mut emu);
}

/// Runs frames (at most `max_frames`) until `needle` has been logged `n` times.
fn wait_for_count(emu: &mut Emu, needle: &str, n: usize, max_frames: u32) {
    for _ in 0..max_frames {
        if count(emu, needle) >= n {
            return;
        }
        emu.run_frames(1);
    }
    assert!(count(emu, needle) >= n, "{needle}: {}", emu.log_tail(20));
}

/// The whole last ROM line that starts with `prefix`.
fn last_line_of(emu: &Emu, prefix: &str) -> String {
    emu.rom_lines()
        .filter(|l| l.starts_with(prefix))
        .last()
        .unwrap_or_else(|| panic!("no {prefix:?}"))
        .to_string()
}

/// The records page lists every game of the table, three at a time: Down
/// scrolls to the last ones and stops there, Up comes back.
#[test]
fn the_records_page_shows_every_game_and_scrolls() {
    let mut emu = common::boot();
    let table = common::game_table(&emu);
    keys(&mut emu, &[Key::Start]);
    expect(&mut emu, "scene: menu", 120);
    keys(&mut emu, &[Key::Select]);
    expect(&mut emu, "records: showing from 0", 60);
    for row in &table {
        assert_eq!(
            count(&emu, &format!("records: {} played=", row.name)),
            1,
            "{}",
            emu.log_tail(20)
        );
    }
    let last = table.len().saturating_sub(3);
    for _ in 0..table.len() + 2 {
        keys(&mut emu, &[Key::Down]);
    }
    emu.run_frames(10);
    expect(&mut emu, &format!("records: showing from {last}"), 30);
    assert_eq!(
        count(&emu, "records: showing from"),
        last + 1,
        "{}",
        emu.log_tail(20)
    );
    shot(&emu, "saves-records-scrolled");
    keys(&mut emu, &[Key::Up]);
    emu.run_frames(10);
    let back = format!("records: showing from {}", last - 1);
    assert_eq!(count(&emu, &back), 2, "{}", emu.log_tail(20));
    no_panic(&mut emu);
}
