//! Helpers for the Rush tests: the log lines, the newest prompt, a
//! prompt's menu.

use tabletop_emu::{Emu, Key};

use super::keys;

/// The log lines with `needle`, newest last.
pub fn lines(emu: &Emu, needle: &str) -> Vec<String> {
    emu.rom_lines()
        .filter(|l| l.contains(needle))
        .map(String::from)
        .collect()
}

/// The newest line with `needle`, if any.
pub fn newest(emu: &Emu, needle: &str) -> Option<String> {
    lines(emu, needle).pop()
}

/// The choices of a prompt's menu, from its log line (`menu=[a/b/c]`).
pub fn menu_of(prompt: &str) -> Vec<String> {
    prompt
        .split("menu=[")
        .nth(1)
        .and_then(|m| m.split(']').next())
        .filter(|m| !m.is_empty())
        .map(|m| m.split('/').map(String::from).collect())
        .unwrap_or_default()
}

/// Opens the menu (L), moves to its `k`-th choice (Right) and takes it (A).
pub fn choose_from_menu(emu: &mut Emu, k: usize) {
    keys(emu, &[Key::L]);
    for _ in 0..k {
        keys(emu, &[Key::Right]);
    }
    keys(emu, &[Key::A]);
}
