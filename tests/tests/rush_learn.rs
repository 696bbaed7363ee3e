//! Rush's "Learn to play" end to end: the guided game walked from power-on
//! pressing only what it asks for (A, with the hand on the block or the
//! menu's line), into a real game against an Easy Jock; mashing through it.

mod common;

use common::{boot, count, expect, keys, no_panic, shot, to_game_options};
use tabletop_emu::{Emu, Key};

fn to_learn(emu: &mut Emu) {
    to_game_options(emu, "Rush at Zeta Mu Beta", "scene: rush options");
    emu.run_frames(10);
    shot(emu, "rush-options-learn");
    keys(emu, &[Key::Down, Key::A]);
    expect(emu, "rush: learn to play intro", 60);
    emu.run_frames(10);
    shot(emu, "rush-learn-intro");
    keys(emu, &[Key::A]);
    expect(emu, "rush: learn to play seed=", 60);
    expect(emu, "rush: guide begins steps=56", 60);
}

/// A field `key` (`at=` or `cursor=`: column,row) of the last
/// `rush: guide hand at=c,r cursor=c,r` line.
fn hand_field(emu: &Emu, key: &str) -> (i32, i32) {
    let line = emu
        .rom_lines()
        .filter(|l| l.contains("rush: guide hand "))
        .last()
        .expect("a hand")
        .to_string();
    let v = line
        .split(key)
        .nth(1)
        .and_then(|v| v.split(' ').next())
        .unwrap_or("");
    let (a, b) = v.split_once(',').expect("c,r");
    (a.parse().expect("c"), b.parse().expect("r"))
}

/// The cursor, as last logged (where the hand was shown, or moved since).
fn cursor(emu: &Emu) -> ((i32, i32), bool) {
    let line = emu
        .rom_lines()
        .filter(|l| l.contains("rush: guide hand ") || l.contains("rush: guide cursor="))
        .last()
        .expect("a hand")
        .to_string();
    let v = line
        .split("cursor=")
        .nth(1)
        .and_then(|v| v.split(' ').next());
    let (a, b) = v.and_then(|v| v.split_once(',')).expect("c,r");
    let at = (a.parse().expect("c"), b.parse().expect("r"));
    (at, line.contains(" on=true"))
}

/// Moves the cursor with the pad onto the hand's block, a press at a time
/// (one press leaves a building the cursor stands on).
fn pad_to_the_hand(emu: &mut Emu) {
    let (hc, hr) = hand_field(emu, "at=");
    for _ in 0..40 {
        let ((cc, cr), on) = cursor(emu);
        let key = if on || (cc, cr) == (hc, hr) {
            return;
        } else if hc != cc {
            if hc > cc { Key::Right } else { Key::Left }
        } else if hr > cr {
            Key::Down
        } else {
            Key::Up
        };
        keys(emu, &[key]);
    }
    panic!("the pad never reached the hand at {hc},{hr}");
}

/// The hand's white fingertip, wherever it bobs, ends in its own 12x9
/// block (from above, its lowest white row; from below, its highest), not
/// in the block above or below.
fn the_hand_points_into_its_block(emu: &mut Emu) {
    let (c, r) = hand_field(emu, "at=");
    let (bx, by) = (c as usize * 12, r as usize * 9);
    let mut bracketed = false;
    for _ in 0..4 {
        emu.run_frames(8);
        let px = emu.screen_rgb();
        // The map's white is the hand's (the Cloud and the words are
        // right of and below the map).
        let white: Vec<(usize, usize)> = (0..126)
            .flat_map(|y| (0..192).map(move |x| (x, y)))
            .filter(|&(x, y)| common::pixels::near(px[y * 240 + x], [0xf8, 0xf8, 0xf8]))
            .collect();
        assert!(!white.is_empty(), "no hand on the map for block {c},{r}");
        let top = white.iter().map(|p| p.1).min().unwrap_or(0);
        let bottom = white.iter().map(|p| p.1).max().unwrap_or(0);
        // The fingertip stops 1-3 rows outside the block (it bobs), over
        // no part of it: the flashing brackets mark the block.
        let (tip, near) = if (top + bottom) / 2 < by {
            (bottom, bottom + 3 >= by && bottom < by)
        } else {
            (top, top > by + 8 && top <= by + 8 + 3)
        };
        assert!(
            near,
            "the hand's fingertip at row {tip}, its block {c},{r} spans rows {by}..{}",
            by + 8
        );
        let (left, right) = (
            white.iter().map(|p| p.0).min().unwrap_or(0),
            white.iter().map(|p| p.0).max().unwrap_or(0),
        );
        assert!(
            left < bx + 12 && right + 1 > bx,
            "the hand is beside its block"
        );
        // The brackets' corners, pink (no cursor is pink), two or three
        // pixels outside the block as they breathe: always shown, at least
        // two of them (a corner that would cross the cursor beside the
        // block is left out).
        let pink = |x: usize, y: usize| {
            x < 240 && y < 160 && common::pixels::near(px[y * 240 + x], [0xf8, 0x48, 0xc8])
        };
        bracketed |= [2, 3].into_iter().any(|out| {
            let (l, t) = (bx.wrapping_sub(out), by.wrapping_sub(out));
            let (r, b) = (bx + 11 + out, by + 8 + out);
            [(l, t), (r, t), (l, b), (r, b)]
                .into_iter()
                .filter(|&(x, y)| pink(x, y))
                .count()
                >= 2
        });
    }
    assert!(bracketed, "no brackets round block {c},{r}");
}

fn steps(emu: &Emu) -> usize {
    count(emu, "rush: guide step ")
}

#[test]
fn rush_s_guided_game_is_walked_with_a_and_ends_in_a_real_game_against_easy() {
    let mut emu = boot();
    to_learn(&mut emu);
    let start = emu.frame_count();
    let mut seen = Vec::new();
    let mut walked = 0;
    while count(&emu, "scene: learn done") == 0 {
        assert!(
            emu.frame_count() - start < 60_000,
            "the guided game did not end; log tail:\n{}",
            emu.log_tail(30)
        );
        emu.run_frames(20);
        // The first walk, the cube, its nudge (asked, then taking away),
        // the grab, the minion's step: each pointed at.
        let n = steps(&emu);
        if [3, 5, 7, 8, 42, 44].contains(&n) && !seen.contains(&n) {
            seen.push(n);
            // A step after the computer's roll waits for its words.
            emu.run_frames(if [7, 8, 42].contains(&n) { 240 } else { 40 });
            shot(&emu, &format!("rush-learn-{n}"));
        }
        // A step is walked as in a real game: the pad to the hand, then A.
        let hands = count(&emu, "rush: guide hand ");
        if hands > walked {
            walked = hands;
            the_hand_points_into_its_block(&mut emu);
            if walked == 1 {
                // A before moving: refused, and the yellow line of where
                // to go stays (the playtest 29: it was wiped).
                keys(&mut emu, &[Key::A]);
                expect(&mut emu, "rush: guided walk refused", 30);
                emu.run_frames(4);
                shot(&emu, "rush-learn-a-before-moving");
            }
            pad_to_the_hand(&mut emu);
            if walked == 1 {
                emu.run_frames(10);
                shot(&emu, "rush-learn-first-step");
                // The cursor moved: the refusal went, where to go came
                // back (the playtest, session 32: "You are here: move the
                // cursor first." stayed after the cursor moved).
                let now = strip(&emu);
                assert!(
                    !now.contains("You are here") && now.contains("pink block"),
                    "after the cursor moved: {now}"
                );
                // "Building 9 is 2 steps away" over a pink street block:
                // the pink one is the first step (the playtest, session 32).
                assert!(
                    now.contains("Building 9") && now.contains("First the pink block"),
                    "the words and the pink: {now}"
                );
            }
        }
        keys(&mut emu, &[Key::A]);
        no_panic(&mut emu);
    }
    assert!(
        walked >= 6,
        "the child's steps were asked with the pad: {walked}"
    );
    assert_eq!(count(&emu, "rush: game over outcome result=zombies-win"), 1);
    common::learn::walked_into_a_real_game(&mut emu, "rush", 56);
    expect(&mut emu, "rush: new game seed=", 120);
    no_panic(&mut emu);
}

/// The newest line the strip showed.
fn strip(emu: &Emu) -> String {
    emu.rom_lines()
        .filter(|l| l.contains("rush: strip "))
        .last()
        .unwrap_or_default()
        .to_string()
}

/// The other line of a menu step (Left, then A) in the guided game: the
/// step's sentence is said again with what to press, and nothing speaks of
/// pink with nothing pink on the screen (the playtest, session 32: "Not
/// that one! Follow the pink.").
#[test]
fn a_wrong_menu_line_in_the_guided_game_says_what_to_press() {
    let mut emu = boot();
    to_learn(&mut emu);
    let start = emu.frame_count();
    let mut walked = 0;
    loop {
        assert!(
            emu.frame_count() - start < 60_000,
            "no step to keep the princess; log tail:\n{}",
            emu.log_tail(30)
        );
        emu.run_frames(20);
        let now = strip(&emu);
        if now.contains("Keep the princess") && now.ends_with("Press A!") {
            break;
        }
        let hands = count(&emu, "rush: guide hand ");
        if hands > walked {
            walked = hands;
            pad_to_the_hand(&mut emu);
        }
        // A only where a step waits for it (the strip asks for it): an A
        // pressed blindly could take the asked step the frame it comes.
        if strip(&emu).to_lowercase().ends_with("press a!") {
            keys(&mut emu, &[Key::A]);
        }
        no_panic(&mut emu);
    }
    keys(&mut emu, &[Key::Left, Key::A]);
    expect(&mut emu, "rush: guide not asked", 30);
    emu.run_frames(4);
    shot(&emu, "rush-learn-not-that-line");
    let said = strip(&emu);
    assert!(
        said.contains("Keep the princess") && said.contains("press A") && !said.contains("pink"),
        "the wrong line's words: {said}"
    );
    // A then plays the asked line (the menu is back on it).
    let steps_before = steps(&emu);
    keys(&mut emu, &[Key::A]);
    emu.run_frames(10);
    assert!(steps(&emu) > steps_before, "{}", emu.log_tail(10));
    assert_eq!(count(&emu, "rush: guide not asked"), 1);
    no_panic(&mut emu);
}
