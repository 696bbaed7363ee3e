//! The Simple Game System's heroes kept as its options through the shared
//! entry loop: what an adventure earned is written with its record before
//! the end screen shows, so a console switched off on that screen keeps the
//! heroes' XP, counts the adventure once and offers no game to continue.

mod common;

use common::saves::{boot_with, to_title};
use common::{count, expect, keys, no_panic, to_game_options};
use tabletop_emu::{Emu, Key};

const NAME: &str = "Simple Game System";

/// The number after `key` in the last log line holding it.
fn number_after(emu: &Emu, key: &str) -> u32 {
    let line = emu
        .rom_lines()
        .filter_map(|l| l.split_once(key).map(|(_, x)| x.to_string()))
        .last()
        .unwrap_or_else(|| panic!("no {key:?}; log tail:\n{}", emu.log_tail(20)));
    let digits: String = line.chars().take_while(char::is_ascii_digit).collect();
    digits
        .parse()
        .unwrap_or_else(|_| panic!("{key:?} then {line:?}"))
}

#[test]
fn switched_off_on_the_end_screen_the_heroes_keep_what_the_adventure_earned() {
    let mut emu = common::boot();
    to_game_options(&mut emu, NAME, "scene: sgs start");
    emu.run_frames(10);
    // The house rule "last breath" keeps Bram alive to earn his XP.
    keys(&mut emu, &[Key::Down; 7]);
    keys(&mut emu, &[Key::Right]);
    expect(&mut emu, "sgs: last breath true", 30);
    keys(&mut emu, &[Key::Up; 7]);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: start adventure party=1", 60);
    common::sgs::press_a_until(
        &mut emu,
        120_000,
        |e| count(e, "scene: sgs end") > 0,
        |e| e.run_frames(8),
    );
    // The record and the heroes were written before the end screen.
    let xp = number_after(&emu, "score=");
    let saved = emu
        .rom_lines()
        .position(|l| l.contains("sgs: heroes saved bytes="))
        .expect("heroes saved");
    let end = emu
        .rom_lines()
        .position(|l| l.contains("scene: sgs end"))
        .expect("end");
    assert!(saved < end, "the heroes were written after the end screen");
    // Switched off on the end screen, before any press.
    emu.run_frames(5);
    let sram = emu.sram();
    drop(emu);
    let mut emu = boot_with(&sram);
    to_title(&mut emu);
    // No game to continue: straight to the start screen.
    to_game_options(&mut emu, NAME, "scene: sgs start");
    let loaded = number_after(&emu, "sgs: heroes loaded Bram xp=");
    assert!(xp > 0, "the adventure gave no XP");
    assert_eq!(
        loaded, xp,
        "Bram came back without the XP the adventure gave"
    );
    no_panic(&mut emu);
}
