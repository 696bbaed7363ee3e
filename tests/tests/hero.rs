//! Tabletop Hero end to end: the real ROM in mGBA, driven with key presses:
//! a game against the computer (deployment by hand, a move, an attack with
//! its forecast on screen, then hints to the end screen), and a
//! computer-only game to its end.

mod common;

use common::{boot, count, expect, keys, no_panic, shot, to_game_options};
use tabletop_emu::{Emu, Key};

const NAME: &str = "Tabletop Hero";

/// The log lines with `needle`, newest last.
fn lines(emu: &Emu, needle: &str) -> Vec<String> {
    emu.rom_lines()
        .filter(|l| l.contains(needle))
        .map(String::from)
        .collect()
}

/// The ROM's last `n` lines.
fn tail(emu: &Emu, n: usize) -> String {
    let all: Vec<String> = emu.log().iter().map(|l| l.to_string()).collect();
    all[all.len().saturating_sub(n)..].join("\n")
}

fn last(emu: &Emu, needle: &str) -> String {
    lines(emu, needle).pop().unwrap_or_default()
}

/// Runs until `needle` has been logged more than `seen` times (or the game
/// ended); false on the frame limit.
fn wait_more(emu: &mut Emu, needle: &str, seen: usize, max: u32) -> bool {
    for _ in 0..max / 4 {
        if count(emu, needle) > seen || count(emu, "scene: hero end") > 0 {
            return true;
        }
        emu.run_frames(4);
    }
    false
}

/// `x,y` parsed.
fn cell(s: &str) -> (i32, i32) {
    let (x, y) = s.split_once(',').unwrap_or(("0", "0"));
    (x.trim().parse().unwrap_or(0), y.trim().parse().unwrap_or(0))
}

/// The cursor of the newest prompt.
fn cursor(emu: &Emu) -> (i32, i32) {
    let p = last(emu, "hero: prompt seat=0");
    let c = p.split("cursor=").nth(1).unwrap_or("0,0");
    cell(c.split_whitespace().next().unwrap_or("0,0"))
}

/// Every mini on the field at the newest prompt: (index, x, y).
fn minis(emu: &Emu) -> Vec<(u8, i32, i32)> {
    last(emu, "hero: minis")
        .split_whitespace()
        .filter_map(|w| {
            let (i, c) = w.split_once('@')?;
            let (x, y) = cell(c);
            Some((i.parse().ok()?, x, y))
        })
        .collect()
}

/// Taps the pad from `from` to `to`.
fn walk(emu: &mut Emu, from: (i32, i32), to: (i32, i32)) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let h = if dx > 0 { Key::Right } else { Key::Left };
    let v = if dy > 0 { Key::Down } else { Key::Up };
    for _ in 0..dx.abs() {
        emu.tap(h);
        emu.run_frames(2);
    }
    for _ in 0..dy.abs() {
        emu.tap(v);
        emu.run_frames(2);
    }
    emu.run_frames(4);
}

/// Whether the person (red, seat 0) has a choice in play.
fn red_playing(emu: &Emu) -> bool {
    let p = last(emu, "hero: prompt seat=0");
    let acted = count(emu, "hero: action ");
    p.contains("A: pick a mini") && acted > 0
}

/// Tries every red mini against every blue one: picks it, points at the
/// enemy and presses A. True once a forecast showed and the attack was fired.
fn aim_and_fire(emu: &mut Emu) -> bool {
    let all = minis(emu);
    let reds: Vec<_> = all.iter().filter(|m| m.0 < 5).copied().collect();
    let blues: Vec<_> = all.iter().filter(|m| m.0 >= 5).copied().collect();
    let mut at = cursor(emu);
    for &(_, rx, ry) in &reds {
        for &(_, bx, by) in &blues {
            keys(emu, &[Key::B, Key::B]);
            walk(emu, at, (rx, ry));
            keys(emu, &[Key::A]);
            walk(emu, (rx, ry), (bx, by));
            at = (bx, by);
            let seen = count(emu, "hero: forecast");
            keys(emu, &[Key::A]);
            emu.run_frames(4);
            if count(emu, "hero: forecast") > seen {
                emu.run_frames(20);
                shot(emu, "hero-forecast");
                let fired = count(emu, "hero: action attack") + count(emu, "hero: action throw");
                keys(emu, &[Key::A]);
                assert!(
                    wait_more(emu, "by=person", 0, 60)
                        && count(emu, "hero: action attack") + count(emu, "hero: action throw")
                            > fired,
                    "the aimed attack was not fired: {}",
                    tail(emu, 10)
                );
                return true;
            }
        }
    }
    keys(emu, &[Key::B, Key::B]);
    false
}

/// Takes hints (SELECT) until the end screen, shooting the first explosion.
fn hints_to_the_end(emu: &mut Emu, max_frames: u64) {
    let start = emu.frame_count();
    let mut boom = count(emu, "hero: boom") > 0;
    while count(emu, "scene: hero end") == 0 {
        assert!(
            emu.frame_count() - start < max_frames,
            "no end screen after {max_frames} frames; log tail:\n{}",
            tail(emu, 30)
        );
        if !boom && count(emu, "hero: boom") > 0 {
            emu.run_frames(10);
            shot(emu, "hero-explosion-hint");
            boom = true;
        }
        keys(emu, &[Key::Select]);
        emu.run_frames(8);
        no_panic(emu);
    }
}

#[test]
fn a_game_against_the_computer_with_key_presses() {
    let mut emu = boot();
    to_game_options(&mut emu, NAME, "scene: hero options");
    emu.run_frames(10);
    shot(&emu, "hero-options");
    // "Start!" is preselected: you are red, the computer (Normal) blue.
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "hero: start seats=PN", 60);
    expect(&mut emu, "hero: new game", 60);

    // Deployment by hand: A takes the nearest edge, then A places each mini
    // on the lit cell under the cursor.
    let mut placed = 0;
    while count(&emu, "event turn-started") == 0 {
        let seen = count(&emu, "hero: prompt seat=0");
        assert!(
            wait_more(
                &mut emu,
                "hero: prompt seat=0",
                seen.saturating_sub(1),
                4000
            ),
            "no prompt for red: {}",
            tail(&emu, 20)
        );
        if count(&emu, "event turn-started") > 0 {
            break;
        }
        let p = last(&emu, "hero: prompt seat=0");
        if p.contains("Place") && placed == 3 {
            emu.run_frames(10);
            shot(&emu, "hero-deploy");
        }
        let now = count(&emu, "hero: prompt seat=0");
        keys(&mut emu, &[Key::A]);
        if p.contains("Place") {
            placed += 1;
        }
        assert!(
            count(&emu, "hero: refused") == 0,
            "deployment refused: {}",
            tail(&emu, 10)
        );
        wait_more(&mut emu, "hero: prompt seat=0", now, 4000);
        no_panic(&mut emu);
        assert!(
            placed <= 6,
            "more placements than minis: {}",
            tail(&emu, 20)
        );
    }
    assert_eq!(
        count(&emu, "by=person"),
        6,
        "red took its edge and placed 5 minis"
    );

    // Round 1: a move. A jumps to a ready mini and picks it; three cells
    // towards the middle; A moves it; L ends the turn.
    for _ in 0..2000 {
        if red_playing(&emu) {
            break;
        }
        emu.run_frames(4);
    }
    assert!(
        red_playing(&emu),
        "red never had a turn: {}",
        tail(&emu, 20)
    );
    keys(&mut emu, &[Key::A]);
    emu.run_frames(10);
    let (_, y) = cursor(&emu);
    let towards = if y > 15 { Key::Up } else { Key::Down };
    keys(&mut emu, &[towards, towards, towards]);
    emu.run_frames(6);
    shot(&emu, "hero-reach");
    keys(&mut emu, &[Key::A]);
    assert!(
        wait_more(&mut emu, "hero: action move", 0, 400),
        "the move was not made: {}",
        tail(&emu, 10)
    );
    emu.run_frames(60);
    keys(&mut emu, &[Key::L]);
    expect(&mut emu, "hero: action end-turn", 200);

    // Later rounds: aim at enemies until one is in reach; hints play the
    // rest of each turn.
    let mut fired = false;
    for _ in 0..40 {
        if count(&emu, "scene: hero end") > 0 {
            break;
        }
        let turns = count(&emu, "event turn-started");
        for _ in 0..3000 {
            if red_playing(&emu) && count(&emu, "event turn-started") > turns {
                break;
            }
            emu.run_frames(4);
        }
        if aim_and_fire(&mut emu) {
            fired = true;
            break;
        }
        // Hints to the end of this turn.
        let ends = count(&emu, "end-turn");
        let turns = count(&emu, "event turn-started");
        for _ in 0..200 {
            if count(&emu, "event turn-started") > turns || count(&emu, "scene: hero end") > 0 {
                break;
            }
            keys(&mut emu, &[Key::Select]);
            emu.run_frames(8);
        }
        let _ = ends;
        no_panic(&mut emu);
    }
    assert!(fired, "no attack with a forecast: {}", tail(&emu, 30));

    hints_to_the_end(&mut emu, 400_000);
    emu.run_frames(60);
    shot(&emu, "hero-end");
    for needle in [
        "event rolled-first",
        "event placed",
        "event moved",
        "event shot",
        "game over outcome",
    ] {
        assert!(count(&emu, needle) > 0, "the game never logged {needle:?}");
    }
    // A plays again.
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "hero: new game", 120);
}

#[test]
fn a_computer_only_game_runs_to_its_end() {
    let mut emu = boot();
    to_game_options(&mut emu, NAME, "scene: hero options");
    // Red (row 0) from a person to the computer (Hard): up from "Start!",
    // Right three times, then back down to "Start!".
    keys(&mut emu, &[Key::Up, Key::Up, Key::Up, Key::Up, Key::Up]);
    keys(&mut emu, &[Key::Right, Key::Right, Key::Right]);
    keys(
        &mut emu,
        &[Key::Down, Key::Down, Key::Down, Key::Down, Key::Down],
    );
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "hero: start seats=HN", 60);
    emu.hold(&[Key::R]);
    let start = emu.frame_count();
    let mut boom = false;
    while count(&emu, "scene: hero end") == 0 {
        assert!(
            emu.frame_count() - start < 300_000,
            "no end after 300,000 frames; log tail:\n{}",
            tail(&emu, 30)
        );
        // Small steps until the first explosion is on screen.
        emu.run_frames(if boom { 300 } else { 4 });
        if !boom && count(&emu, "hero: boom") > 0 {
            emu.run_frames(6);
            shot(&emu, "hero-explosion");
            boom = true;
        }
        no_panic(&mut emu);
    }
    emu.release_all();
    assert_eq!(count(&emu, "hero: refused"), 0, "the computer was refused");
    eprintln!(
        "hero demo: {} frames, {} actions, {} shots, outcome {}",
        emu.frame_count() - start,
        count(&emu, "hero: action "),
        count(&emu, "event shot"),
        last(&emu, "game over")
    );
    emu.run_frames(60);
    shot(&emu, "hero-end-computer");
}

#[test]
fn two_people_pass_the_console_between_turns() {
    let mut emu = boot();
    to_game_options(&mut emu, NAME, "scene: hero options");
    // Blue (row 2) from the computer (Normal) round to a person: Right twice.
    keys(&mut emu, &[Key::Up, Key::Up, Key::Up]);
    keys(&mut emu, &[Key::Right, Key::Right]);
    keys(&mut emu, &[Key::Down, Key::Down, Key::Down]);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "hero: start seats=PP", 60);
    // Hints play both sides' choices; the console changes hands between them.
    let start = emu.frame_count();
    while count(&emu, "hero: pass the console to") == 0 {
        assert!(
            emu.frame_count() - start < 20_000,
            "no hand-over: {}",
            tail(&emu, 20)
        );
        keys(&mut emu, &[Key::Select]);
        emu.run_frames(20);
        no_panic(&mut emu);
    }
    emu.run_frames(10);
    shot(&emu, "hero-handover");
    let acted = count(&emu, "hero: action ");
    // Nothing but A is taken while the console waits.
    keys(&mut emu, &[Key::Select, Key::L, Key::B]);
    emu.run_frames(30);
    assert_eq!(
        count(&emu, "hero: action "),
        acted,
        "a key acted during the hand-over"
    );
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "has the console", 60);
}

/// To the title of a cartridge booted with a save, past any message.
fn to_title(emu: &mut Emu) {
    for _ in 0..600 {
        if count(emu, "scene: title") > 0 {
            emu.run_frames(30);
            return;
        }
        if count(emu, "scene: message") > 0 {
            emu.run_frames(20);
            keys(emu, &[Key::A]);
        }
        emu.run_frames(1);
    }
    panic!("no title; log tail:\n{}", tail(emu, 20));
}

#[test]
fn a_game_cut_off_by_the_power_switch_is_continued() {
    let mut emu = boot();
    to_game_options(&mut emu, NAME, "scene: hero options");
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "hero: new game", 60);
    for _ in 0..3000 {
        if count(&emu, "save: wrote hero") >= 4 {
            break;
        }
        keys(&mut emu, &[Key::Select]);
        emu.run_frames(8);
        no_panic(&mut emu);
    }
    assert!(count(&emu, "save: wrote hero") >= 4, "{}", tail(&emu, 20));
    let sram = emu.sram();
    drop(emu);

    let mut emu = Emu::load(&tabletop_emu::default_rom()).unwrap_or_else(|e| panic!("{e}"));
    emu.boot_with_sram(&sram);
    to_title(&mut emu);
    assert!(
        count(&emu, "save: suspended Tabletop Hero") > 0,
        "{}",
        tail(&emu, 20)
    );
    keys(&mut emu, &[Key::Start]);
    expect(&mut emu, "scene: menu", 120);
    let row = common::game_table(&emu)
        .into_iter()
        .find(|r| r.name == NAME)
        .expect("Tabletop Hero is in the table");
    for _ in 0..row.index {
        keys(&mut emu, &[Key::Down]);
    }
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "save: continue offered Tabletop Hero", 120);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "hero: resumed game", 120);
    emu.run_frames(30);
    shot(&emu, "hero-resumed");
    let acted = count(&emu, "hero: action ");
    for _ in 0..40 {
        keys(&mut emu, &[Key::Select]);
        emu.run_frames(10);
        no_panic(&mut emu);
    }
    assert!(
        count(&emu, "hero: action ") > acted,
        "the resumed game did not play on: {}",
        tail(&emu, 20)
    );
}
