//! Helpers for Tabletop Hero's end-to-end tests: reading its log lines
//! (the prompt's cursor, where the minis stand) and walking the cursor.

use tabletop_emu::{Emu, Key};

use super::{boot, count, expect, keys, no_panic, to_game_options};

pub mod fight;
pub mod guide;

/// The log lines with `needle`, newest last.
pub fn lines(emu: &Emu, needle: &str) -> Vec<String> {
    emu.rom_lines()
        .filter(|l| l.contains(needle))
        .map(String::from)
        .collect()
}

/// The ROM's last `n` lines.
pub fn tail(emu: &Emu, n: usize) -> String {
    let all: Vec<String> = emu.rom_lines().map(String::from).collect();
    all[all.len().saturating_sub(n)..].join("\n")
}

pub fn last(emu: &Emu, needle: &str) -> String {
    lines(emu, needle).pop().unwrap_or_default()
}

/// Runs until `needle` has been logged more than `seen` times (or the game
/// ended); false on the frame limit.
pub fn wait_more(emu: &mut Emu, needle: &str, seen: usize, max: u32) -> bool {
    for _ in 0..max / 4 {
        if count(emu, needle) > seen || count(emu, "scene: hero end") > 0 {
            return true;
        }
        emu.run_frames(4);
    }
    false
}

/// Presses A if the first dice's words wait for a press (a person places
/// first); true if it pressed.
pub fn take_dice(emu: &mut Emu) -> bool {
    let waits = count(emu, "hero: dice wait for a press") > count(emu, "hero: dice taken on");
    if waits {
        keys(emu, &[Key::A]);
    }
    waits
}

/// Waits for the first dice's words and presses A if they wait for it.
pub fn first_dice(emu: &mut Emu) {
    expect(emu, "won the roll", 900);
    emu.run_frames(4);
    take_dice(emu);
}

/// `x,y` parsed.
pub fn cell(s: &str) -> (i32, i32) {
    let (x, y) = s.split_once(',').unwrap_or(("0", "0"));
    (x.trim().parse().unwrap_or(0), y.trim().parse().unwrap_or(0))
}

/// The cursor of the newest prompt.
pub fn cursor(emu: &Emu) -> (i32, i32) {
    let p = last(emu, "hero: prompt seat=0");
    let c = p.split("cursor=").nth(1).unwrap_or("0,0");
    cell(c.split_whitespace().next().unwrap_or("0,0"))
}

/// Every mini on the field at the newest prompt: (index, x, y).
pub fn minis(emu: &Emu) -> Vec<(u8, i32, i32)> {
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
pub fn walk(emu: &mut Emu, from: (i32, i32), to: (i32, i32)) {
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

/// Boots and starts Tabletop Hero for two people: blue (row 2 of the
/// options) from the computer (Easy) back to a person (Left).
pub fn two_people() -> Emu {
    let mut emu = boot();
    to_game_options(&mut emu, "Tabletop Hero", "scene: hero options");
    keys(&mut emu, &[Key::Up, Key::Up, Key::Up]);
    keys(&mut emu, &[Key::Left]);
    keys(&mut emu, &[Key::Down, Key::Down, Key::Down]);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "hero: start seats=PP", 60);
    emu
}

/// A game of two computers (Hard red, Easy blue: a fresh cartridge's),
/// started from the options.
pub fn computers() -> Emu {
    let mut emu = boot();
    to_game_options(&mut emu, "Tabletop Hero", "scene: hero options");
    keys(&mut emu, &[Key::Up, Key::Up, Key::Up, Key::Up, Key::Up]);
    keys(&mut emu, &[Key::Right, Key::Right, Key::Right]);
    keys(
        &mut emu,
        &[Key::Down, Key::Down, Key::Down, Key::Down, Key::Down],
    );
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "hero: start seats=HE", 60);
    emu
}

/// Red (a person) against the computer, set up by A alone, up to red's
/// first choice in play.
pub fn red_turn() -> Emu {
    let mut emu = boot();
    to_game_options(&mut emu, "Tabletop Hero", "scene: hero options");
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "hero: new game", 60);
    for _ in 0..2000 {
        let p = last(&emu, "hero: prompt");
        if count(&emu, "event turn-started") > 0
            && p.contains("seat=0")
            && p.contains("pick a mini")
        {
            emu.run_frames(20);
            return emu;
        }
        let waits = count(&emu, "hero: dice wait for a press");
        // A mini picked by an A kept from the set-up: B lets it go (A on
        // it again keeps it picked and says so).
        if p.contains("seat=0") && p.contains("A on a lit cell moves") {
            keys(&mut emu, &[Key::B]);
        } else if (p.contains("seat=0") && !p.contains("pick a mini"))
            || waits > count(&emu, "hero: dice taken on")
        {
            keys(&mut emu, &[Key::A]);
        }
        emu.run_frames(8);
        no_panic(&mut emu);
    }
    panic!("red never had a turn: {}", tail(&emu, 20));
}
