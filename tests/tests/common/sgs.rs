//! Helpers for the Simple Game System's tests.

use tabletop_emu::{Emu, Key};

use super::{keys, no_panic};

/// Presses A (picking the first item: the computer's pick in a fight)
/// until `done` holds, at most `max_frames`; `on_step` runs after each press.
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
