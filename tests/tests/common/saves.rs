//! Helpers for the save tests: boot with a given save memory, a scripted
//! SiTTeRS game that is the same game on every run, the lines saves log.

use tabletop_emu::{Emu, Key, default_rom};

use super::{count, expect, keys, to_sitters_options};

/// Boots the cartridge with `sram` in its save memory.
pub fn boot_with(sram: &[u8]) -> Emu {
    let mut emu = Emu::load(&default_rom()).unwrap_or_else(|e| panic!("{e}"));
    emu.boot_with_sram(sram);
    emu
}

/// To the title, past a save-memory message if there is one.
pub fn to_title(emu: &mut Emu) {
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
    panic!("no title; log tail:\n{}", emu.log_tail(20));
}

/// The last line a save was written with.
pub fn last_line(emu: &Emu, prefix: &str) -> String {
    let line = emu
        .rom_lines()
        .filter(|l| l.starts_with(prefix))
        .last()
        .unwrap_or_else(|| panic!("no {prefix:?}"))
        .to_string();
    line.split("line=").nth(1).unwrap_or("").to_string()
}

/// The keys held at frame `f` of a scripted game: a hint (SELECT), then A.
pub fn script_keys(f: u64) -> &'static [Key] {
    match f % 16 {
        0 | 1 => &[Key::Select],
        8 | 9 => &[Key::A],
        _ => &[],
    }
}

/// Boots and starts a SiTTeRS game the same way every time (the emulator is
/// deterministic, so two runs with the same presses are the same game).
pub fn scripted_start() -> Emu {
    let mut emu = super::boot();
    to_sitters_options(&mut emu);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sitters: new game", 120);
    emu
}
