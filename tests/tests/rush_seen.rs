//! Rush as the last playtest saw it, frame by frame: a fight's totals
//! ("=5 =15") and its words never show before both its dice have settled,
//! and each side keeps its own row of the side panel whoever goes first.

mod common;

use common::pixels::near;
use common::rush::{game_with, lines, pixels, until};
use common::{no_panic, shot};
use tabletop_emu::{Emu, Key};

/// The side panel's left edge and the dice tray (src/rush).
const PANEL_X: usize = 193;
const TRAY_Y: usize = 74;
/// The panel's background (tools/gfx_rush.py's NAVY).
const NAVY: [u8; 3] = [0x20, 0x28, 0x48];
const ZOMBIE: [u8; 3] = [0x50, 0xd0, 0x50];
/// The text inks of a fight's totals (src/ui.rs: GREEN, and the jocks' 8).
const TOTAL_INKS: [[u8; 3]; 2] = [[0x78, 0xe0, 0x78], [0xf0, 0x88, 0x30]];
const JOCK: [u8; 3] = [0xf0, 0x88, 0x30];

/// Both seats the computer (Up to the Zombie's row, Right: the computer).
const COMPUTERS: [Key; 5] = [Key::Up, Key::Up, Key::Right, Key::Down, Key::Down];

/// One frame of a fight as the screen showed it.
struct Frame {
    /// The two big dice's pixels.
    dice: Vec<[u8; 3]>,
    /// Pixels of text under them (the totals' line).
    totals: usize,
    /// Lines the strip was given in this frame.
    said: Vec<String>,
}

fn frame(emu: &Emu, said: Vec<String>) -> Frame {
    let px = emu.screen_rgb();
    let mut dice = Vec::new();
    for y in TRAY_Y..TRAY_Y + 16 {
        for x in PANEL_X + 2..PANEL_X + 42 {
            dice.push(px[y * 240 + x]);
        }
    }
    // The totals are written in the sides' text colours (src/ui.rs's green
    // and orange inks); the big move die, still in the tray as a fight
    // begins, reaches down into their row in sky and ink.
    let mut totals = 0;
    for y in TRAY_Y + 17..TRAY_Y + 25 {
        for x in PANEL_X..240 {
            if TOTAL_INKS.iter().any(|&c| near(px[y * 240 + x], c)) {
                totals += 1;
            }
        }
    }
    Frame { dice, totals, said }
}

/// The ROM's lines logged since `seen` (which it moves on).
fn new_lines(emu: &Emu, seen: &mut usize) -> Vec<String> {
    let log = emu.log();
    let new = log[(*seen).min(log.len())..]
        .iter()
        .filter(|l| l.is_from_rom())
        .map(|l| l.text.clone())
        .collect();
    *seen = log.len();
    new
}

#[test]
fn a_fight_s_totals_and_words_wait_for_both_dice_to_settle() {
    let mut emu = game_with(&COMPUTERS, "seats=E");
    let mut checked = 0;
    let mut fights = 0;
    while checked < 4 {
        assert!(fights < 40, "{fights} fights, {checked} without a tie");
        let before = lines(&emu, "rush: event fight-started").len();
        until(&mut emu, "fight", |e| {
            (lines(e, "rush: event fight-started").len() > before).then_some(())
        });
        fights += 1;
        // At the pace a child sees, one frame at a time, until the winner
        // is said, and a little after; every other fight with A held (a
        // child pressing on hurries the dice four times as fast).
        emu.release_all();
        let hurried = fights % 2 == 0;
        if hurried {
            emu.hold(&[Key::A]);
        }
        let mut seen = emu.log().len();
        let mut frames = Vec::new();
        let mut won = None;
        let mut tied = false;
        for f in 0..4000 {
            emu.run_frames(1);
            let new = new_lines(&emu, &mut seen);
            tied |= new.iter().any(|l| l.contains("rush: event tied"));
            let said: Vec<String> = new
                .into_iter()
                .filter(|l| l.contains("rush: says "))
                .collect();
            if won.is_none() && said.iter().any(|l| l.contains(" wins!")) {
                won = Some(f);
            }
            frames.push(frame(&emu, said));
            if won.is_some_and(|w| f > w + 3) {
                break;
            }
        }
        emu.release_all();
        no_panic(&mut emu);
        assert!(won.is_some(), "a fight never won in words");
        // A tie rolls the dice again over the first roll's totals: its
        // frames are not this test's.
        if tied {
            continue;
        }
        // A tumbling die shows another face every frame: the dice are
        // settled in a frame when the next shows them the same.
        let rolled = frames
            .iter()
            .position(|f| f.said.iter().any(|l| l.contains("says Attack")));
        assert!(rolled.is_some(), "the fight's rolls never said");
        for (k, pair) in frames.windows(2).enumerate() {
            let (now, next) = (&pair[0], &pair[1]);
            let settled = now.dice == next.dice && now.dice.iter().any(|&p| !near(p, NAVY));
            if now.totals > 0 && !settled {
                let path = shot(&emu, "rush-totals-early");
                panic!(
                    "fight {fights} (A held: {hurried}), frame {k}: the totals show before both dice settled ({})",
                    path.display()
                );
            }
            for l in &now.said {
                let result = l.contains("says Attack") || l.contains(" wins!");
                assert!(
                    !result || settled,
                    "fight {fights} (A held: {hurried}), frame {k}: {l:?} before both dice settled"
                );
            }
        }
        // And the totals did show, once the dice were down.
        assert!(
            frames.iter().any(|f| f.totals > 0),
            "fight {fights}: no totals"
        );
        checked += 1;
    }
}

#[test]
fn each_side_keeps_its_own_row_whoever_goes_first() {
    let mut emu = game_with(&COMPUTERS, "seats=E");
    // Rounds the Jock goes first and rounds the Zombie does.
    for first in ["order-set order=1/", "order-set order=0/"] {
        let before = lines(&emu, first).len();
        until(&mut emu, first, |e| {
            (lines(e, first).len() > before).then_some(())
        });
        emu.release_all();
        // The turn begun (the order dice gone, the pieces in their rows).
        emu.run_frames(60);
        shot(&emu, "rush-rows");
        for (row, own, other) in [(0, ZOMBIE, JOCK), (1, JOCK, ZOMBIE)] {
            let y = 12 + row * 15;
            let xs = (PANEL_X + 6, PANEL_X + 22);
            let mine = pixels(&emu, xs, (y, y + 16), &[own]);
            let theirs = pixels(&emu, xs, (y, y + 16), &[other]);
            assert!(
                mine > 20 && theirs == 0,
                "{first}: row {row} shows ({mine} own, {theirs} other pixels)"
            );
        }
    }
}

#[test]
fn the_cloud_and_the_bases_are_named_on_the_map() {
    let mut emu = game_with(&COMPUTERS, "seats=E");
    emu.run_frames(30);
    shot(&emu, "rush-cloud-and-bases");
    // tools/gfx_rush.py: "CLOUD" in ink on the Cloud's flat bottom, and
    // "BASE" in the team's dark colour under each base's number.
    const INK: [u8; 3] = [0x18, 0x18, 0x28];
    let cloud = pixels(&emu, (204, 229), (119, 124), &[INK]);
    assert!(cloud > 15, "no CLOUD on the Cloud ({cloud} pixels)");
    for (name, x, y, dark) in [
        ("the zombies'", 60, 39, [0x20, 0x88, 0x30]),
        ("the jocks'", 108, 93, [0xa0, 0x48, 0x10]),
    ] {
        let base = pixels(&emu, (x + 4, x + 20), (y, y + 5), &[dark]);
        assert!(base > 15, "no BASE on {name} base ({base} pixels)");
    }
}
