//! Helpers shared by the end-to-end tests: boot the real ROM, walk its menus,
//! and fail with the log tail and a screenshot path when something is off.

#![allow(dead_code)]

pub mod hero;
pub mod learn;
pub mod pixels;
pub mod rush;
pub mod sandford;
pub mod saves;
pub mod sgs;

use std::path::PathBuf;

use tabletop_emu::{Emu, Key, LogLevel, default_rom, out_dir};

/// Boots the cartridge (fails, never skips, when the ROM is missing).
pub fn boot() -> Emu {
    let rom = default_rom();
    assert!(
        rom.is_file(),
        "ROM {} not found: run `make rom` first (or set TABLETOP_ROM)",
        rom.display()
    );
    let mut emu = Emu::load(&rom).unwrap_or_else(|e| panic!("{e}"));
    expect(&mut emu, "scene: title", 600);
    // The title draws its big letters before it reads buttons.
    emu.run_frames(30);
    emu
}

/// Runs until the ROM logs `needle`; panics with the log tail otherwise.
pub fn expect(emu: &mut Emu, needle: &str, max_frames: u32) {
    if let Err(e) = emu.wait_for_log(needle, max_frames) {
        let shot = shot(emu, "failure");
        panic!("{e}\nscreen: {}", shot.display());
    }
    no_panic(emu);
}

/// Fails if the ROM panicked, or lost an event (a game's events overflowed
/// its `MAX_EVENTS`: the ROM logs `error N events lost`).
pub fn no_panic(emu: &mut Emu) {
    if let Err(e) = emu.check_no_panic() {
        let shot = shot(emu, "panic");
        panic!("{e}\nscreen: {}", shot.display());
    }
    let lost = count(emu, "events lost");
    assert_eq!(lost, 0, "events were lost; log tail:\n{}", emu.log_tail(20));
    // A load or store outside the GBA's memory: the stack run into the heap,
    // or a pointer gone bad.
    let bad: Vec<&str> = emu
        .log()
        .iter()
        .filter(|l| l.level == LogLevel::GameError && l.category == "GBA Memory")
        .map(|l| l.text.as_str())
        .take(3)
        .collect();
    assert!(bad.is_empty(), "bad memory accesses: {bad:?}");
    // When a play screen ends the ROM logs `stack: deepest=N free=M ...`:
    // M bytes between the IWRAM heap (the sound mixer) and the deepest the
    // stack went since power-on were never touched. Below the margin, a
    // slightly deeper path or an interrupt at the wrong moment would
    // overwrite the mixer (see src/stack.rs).
    for line in emu.rom_lines().filter(|l| l.contains("stack: deepest=")) {
        let free: usize = line
            .split_whitespace()
            .find_map(|w| w.strip_prefix("free="))
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| panic!("unreadable stack line: {line}"));
        assert!(
            free >= STACK_MARGIN,
            "the stack came within {free} bytes of the heap (margin {STACK_MARGIN}): {line}"
        );
    }
}

/// Bytes of IWRAM the stack must leave untouched above the heap.
pub const STACK_MARGIN: usize = 4096;

/// Saves a screenshot as tests/out/<name>.png and returns its path.
pub fn shot(emu: &Emu, name: &str) -> PathBuf {
    let path = out_dir().join(format!("{name}.png"));
    emu.save_png(&path).unwrap_or_else(|e| panic!("{e}"));
    path
}

/// Taps the keys in order, letting a few frames pass after each.
pub fn keys(emu: &mut Emu, keys: &[Key]) {
    for &k in keys {
        emu.tap(k);
        emu.run_frames(4);
    }
}

/// START, then "Quit" on the pause menu of `game` (its log name), answered
/// yes; runs until the ROM logs `then` (the screen it goes back to).
pub fn pause_and_quit(emu: &mut Emu, game: &str, then: &str) {
    keys(emu, &[Key::Start]);
    expect(emu, &format!("scene: {game} pause"), 60);
    keys(emu, &[Key::Down, Key::Down, Key::A]);
    expect(emu, "pause: quit?", 60);
    keys(emu, &[Key::Down, Key::A]);
    expect(emu, then, 60);
}

/// How many ROM log lines contain `needle`.
pub fn count(emu: &Emu, needle: &str) -> usize {
    emu.rom_lines().filter(|l| l.contains(needle)).count()
}

/// One row of the cartridge's game table, as the ROM logs it at boot
/// (`games: <index> <ready|unbuilt> <name>`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableRow {
    pub index: usize,
    pub ready: bool,
    pub name: String,
}

/// The cartridge's game table, read from the boot log.
pub fn game_table(emu: &Emu) -> Vec<TableRow> {
    let rows: Vec<TableRow> = emu
        .rom_lines()
        .filter_map(|l| l.split_once("games: ").map(|(_, rest)| rest.to_string()))
        .map(|rest| {
            let mut w = rest.splitn(3, ' ');
            let index = w.next().and_then(|i| i.parse().ok()).expect("index");
            let ready = match w.next() {
                Some("ready") => true,
                Some("unbuilt") => false,
                other => panic!("bad game table state {other:?} in {rest:?}"),
            };
            let name = w.next().expect("name").to_string();
            TableRow { index, ready, name }
        })
        .collect();
    assert!(!rows.is_empty(), "the ROM logged no game table at boot");
    rows
}

/// From the title to game `name`'s options screen (its menu row found in the
/// game table), waiting for `scene`.
pub fn to_game_options(emu: &mut Emu, name: &str, scene: &str) {
    let row = game_table(emu)
        .into_iter()
        .find(|r| r.name == name)
        .unwrap_or_else(|| panic!("{name} is not in the game table"));
    assert!(row.ready, "{name} is not built");
    keys(emu, &[Key::Start]);
    expect(emu, "scene: menu", 120);
    for _ in 0..row.index {
        keys(emu, &[Key::Down]);
    }
    keys(emu, &[Key::A]);
    expect(emu, scene, 120);
}

/// From the title to the SiTTeRS options screen.
pub fn to_sitters_options(emu: &mut Emu) {
    to_game_options(emu, "SiTTeRS", "scene: sitters options");
}
