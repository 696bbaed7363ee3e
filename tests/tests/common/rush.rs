//! Helpers for the Rush tests: the log lines, the newest prompt, a
//! prompt's menu.

use tabletop_emu::{Emu, Key};

use super::pixels::near;
use super::{boot, expect, keys, no_panic, to_game_options};

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

/// Pixels in the box `x0..x1`, `y0..y1` near one of `colours`.
pub fn pixels(
    emu: &Emu,
    (x0, x1): (usize, usize),
    (y0, y1): (usize, usize),
    colours: &[[u8; 3]],
) -> usize {
    let px = emu.screen_rgb();
    let mut n = 0;
    for y in y0..y1 {
        for x in x0..x1.min(240) {
            if colours.iter().any(|&c| near(px[y * 240 + x], c)) {
                n += 1;
            }
        }
    }
    n
}

/// A new game from the options as they are (you the zombie, an Easy jock).
pub fn new_game() -> Emu {
    let mut emu = boot();
    to_game_options(&mut emu, "Rush at Zeta Mu Beta", "scene: rush options");
    emu.tap(Key::A);
    expect(&mut emu, "rush: new game", 120);
    emu
}

/// Starts a game from the options, the seats set by `seats` (keys from the
/// "Start!" row, ending back on it).
pub fn game_with(seats: &[Key], log: &str) -> Emu {
    let mut emu = boot();
    to_game_options(&mut emu, "Rush at Zeta Mu Beta", "scene: rush options");
    keys(&mut emu, seats);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, log, 60);
    expect(&mut emu, "rush: new game", 60);
    emu
}

/// Games one after another (A on the end screen plays again), R held a
/// few frames at a time and then the pace a child sees, until `found`
/// finds what it looks for (`what`, in the failure).
pub fn until<T>(emu: &mut Emu, what: &str, mut found: impl FnMut(&Emu) -> Option<T>) -> T {
    let start = emu.frame_count();
    loop {
        assert!(
            emu.frame_count() - start < 300_000,
            "no {what} in 300,000 frames"
        );
        if let Some(t) = found(emu) {
            return t;
        }
        let ends = lines(emu, "scene: rush end").len();
        emu.hold(&[Key::R]);
        emu.run_frames(3);
        emu.release_all();
        emu.run_frames(2);
        if lines(emu, "scene: rush end").len() > ends {
            emu.run_frames(40);
            keys(emu, &[Key::A]);
        }
        no_panic(emu);
    }
}

/// Checks that the words of a cube's use ("Zombie uses a cube", "Jock
/// takes away 1") were shown under a header naming that player first, in
/// that player's colour (the playtest, session 32: "Zombie uses a cube"
/// under "Jock's turn", and "Zombie's turn" in the jocks' orange).
/// Returns how many such words were checked.
pub fn headers_name_the_chooser(emu: &Emu) -> usize {
    const GREEN: &str = "ink=5";
    const ORANGE: &str = "ink=8";
    let mut header = String::new();
    let mut checked = 0;
    for l in emu.rom_lines() {
        if let Some(h) = l.split("rush: header ").nth(1) {
            header = h.to_string();
            // The colour is the team of the one named first.
            if h.starts_with("Zombie") {
                assert!(h.ends_with(GREEN), "a zombie's header not green: {h}");
            } else if h.starts_with("Jock") {
                assert!(h.ends_with(ORANGE), "a jock's header not orange: {h}");
            }
        }
        let Some(words) = l.split("rush: says ").nth(1) else {
            continue;
        };
        for what in [" uses a cube", " takes away ", " adds ", " gives up a cube"] {
            if let Some(at) = words.find(what) {
                let who = &words[..at];
                let seats = ["Zombie", "Jock", "Zombie 1", "Zombie 2", "Jock 1", "Jock 2"];
                if !seats.contains(&who) {
                    continue;
                }
                // "Zombie chooses (Jock's turn)", or his own "Zombie's turn".
                assert!(
                    header.starts_with(&format!("{who} "))
                        || header.starts_with(&format!("{who}'s ")),
                    "{words:?} shown under the header {header:?}"
                );
                checked += 1;
            }
        }
    }
    checked
}
