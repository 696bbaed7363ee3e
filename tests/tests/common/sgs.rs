//! Helpers for the Simple Game System's tests.

use tabletop_emu::{Emu, Key};

use super::{count, expect, keys, no_panic};

/// The computer's pick's index in the menu last asked (`sgs: prompt`,
/// then its `sgs: item k ...` lines), when its first item is one of the
/// child's own moves (a walk, a wait, the turn's end) rather than a blow
/// or help: the line A picked when the computer's pick came first.
fn computer_pick_to_take(emu: &Emu) -> Option<usize> {
    let lines: Vec<String> = emu.rom_lines().map(str::to_owned).collect();
    let asked = lines.iter().rposition(|l| l.contains("sgs: prompt "))?;
    // That menu was answered, or the console passes first.
    let gone = ["sgs: picked ", "sgs: hand over", "sgs: action "];
    if lines[asked..]
        .iter()
        .any(|l| gone.iter().any(|g| l.contains(g)))
    {
        return None;
    }
    let items: Vec<&str> = lines[asked..]
        .iter()
        .filter_map(|l| l.split("sgs: item ").nth(1))
        .collect();
    let first = items.first()?.split_once(' ')?.1;
    if !["Walk", "Wait", "End my turn"]
        .iter()
        .any(|w| first.starts_with(w))
    {
        return None;
    }
    let k = items
        .iter()
        .filter_map(|i| i.split_once(' '))
        .find(|(_, t)| *t == "Let the computer pick")?
        .0
        .parse()
        .ok()?;
    // Already on it.
    let on = lines[asked..]
        .iter()
        .rev()
        .find_map(|l| l.split("sgs: cursor ").nth(1))
        .and_then(|c| c.trim().parse::<usize>().ok());
    (on != Some(k)).then_some(k)
}

/// The key that plays on as A did when the computer's pick came first in
/// a fight: Up (to the computer's pick, the menu's last line) when the
/// menu's first line is the child's own walk, wait or turn's end, else A.
pub fn next_key(emu: &Emu) -> Key {
    if computer_pick_to_take(emu).is_some() {
        Key::Up
    } else {
        Key::A
    }
}

/// Presses A (picking the first item, or in a fight where the first is a
/// walk, a wait or the turn's end, the computer's pick, the menu's last
/// line) until `done` holds, at most `max_frames`; `on_step` runs after
/// each press.
pub fn press_a_until(
    emu: &mut Emu,
    max_frames: u64,
    done: impl Fn(&Emu) -> bool,
    mut on_step: impl FnMut(&mut Emu),
) {
    let start = emu.frame_count();
    while !done(emu) {
        assert!(
            emu.frame_count() - start < max_frames,
            "not done after {max_frames} frames; log tail:\n{}",
            emu.log_tail(30)
        );
        // Up to the computer's pick (the cursor wraps to the last line);
        // a press before the menu is ready is tried again.
        if computer_pick_to_take(emu).is_some() {
            keys(emu, &[Key::Up]);
            emu.run_frames(2);
            if computer_pick_to_take(emu).is_some() {
                continue;
            }
        }
        keys(emu, &[Key::A]);
        emu.run_frames(8);
        no_panic(emu);
        on_step(emu);
    }
}

/// The text layer's white (src/ui.rs), the guide's glove's.
pub const WHITE: [u8; 3] = [0xf8, 0xf8, 0xf8];

/// How many pixels in the box `(x, y, w, h)` are near `colour`.
pub fn pixels(emu: &Emu, (x, y, w, h): (usize, usize, usize, usize), colour: [u8; 3]) -> usize {
    let px = emu.screen_rgb();
    (y..y + h)
        .flat_map(|py| (x..x + w).map(move |qx| (qx, py)))
        .filter(|&(qx, py)| super::pixels::near(px[py * 240 + qx], colour))
        .count()
}

/// The row (top pixel) of the menu line the guide's hand last pointed at
/// (`sgs: guide points Some(Item(k)) row=N`), if it pointed at a line.
pub fn hand_row(emu: &Emu) -> Option<usize> {
    let last = emu
        .rom_lines()
        .filter(|l| l.contains("sgs: guide points") || l.contains("sgs: guide walk d="))
        .last()?;
    last.split("row=").nth(1)?.trim().parse().ok()
}

/// The guide's hand is beside the line at `row`, on its row: its white
/// glove left of the words (where the cursor's mark is, x 0 to 15), and
/// no white there on any other line of the prompt, the menu or the footer
/// (it never sits on the next line, pointing up at the asked one).
pub fn assert_hand_beside(emu: &Emu, row: usize) {
    let on = pixels(emu, (0, row, 16, 8), WHITE);
    assert!(
        on >= 10,
        "no hand beside the line at row {row} ({on} white)"
    );
    let above = pixels(emu, (0, row - 10, 16, 10), WHITE);
    let below = pixels(emu, (0, row + 8, 16, 160 - row - 8), WHITE);
    assert_eq!(
        (above, below),
        (0, 0),
        "a hand on another line than row {row}"
    );
    // Nothing of it right of the cursor's mark on the lines below (the old
    // hand pointed up from there).
    let under = pixels(emu, (16, row + 10, 224, 150 - (row + 10).min(150)), WHITE);
    assert_eq!(under, 0, "white under the asked line at row {row}");
}

/// From the start screen (pointer on "Play the adventure"): an arena fight
/// of Bram alone, up to his first choice.
pub fn to_bram_s_turn(emu: &mut Emu) {
    keys(emu, &[Key::Down, Key::Down, Key::Down, Key::A]);
    expect(emu, "sgs: start arena party=1", 60);
    press_a_until(
        emu,
        6000,
        |e| count(e, "sgs: prompt Bram, what do you do?") > 0,
        |_| {},
    );
}

/// The index of the last menu's item whose words are `text`, if any.
pub fn item(emu: &Emu, text: &str) -> Option<usize> {
    let lines: Vec<&str> = emu.rom_lines().collect();
    let asked = lines.iter().rposition(|l| l.contains("sgs: prompt "))?;
    lines[asked..]
        .iter()
        .filter_map(|l| l.split("sgs: item ").nth(1))
        .filter_map(|l| l.split_once(' '))
        .find(|(_, t)| *t == text)
        .and_then(|(k, _)| k.parse().ok())
}
