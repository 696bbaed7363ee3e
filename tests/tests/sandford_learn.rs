//! Sandford's "Learn to play" end to end: the guided game walked from
//! power-on pressing only what it asks for (A: the hand is on the cell or
//! the menu's line, the cursor already there), into a real game beside
//! three Easy heroes; a wrong press answered gently; key mashing through it.

mod common;

use common::sandford::to_sandford_options;
use common::{boot, count, expect, keys, no_panic, shot};
use tabletop_emu::{Emu, Key};

/// The guided game's steps (`core/src/sandford/guide.rs`).
const STEPS: usize = 91;

/// From the options screen to the guided game ("Learn to play" is the
/// last row, three below "Start!").
fn to_learn(emu: &mut Emu) {
    to_sandford_options(emu);
    emu.run_frames(10);
    shot(emu, "sandford-options-learn");
    keys(emu, &[Key::Down, Key::Down, Key::Down, Key::A]);
    expect(emu, "sandford: learn to play", 60);
    expect(emu, &format!("sandford: guide begins steps={STEPS}"), 60);
}

/// The steps played so far (`guide step N of M`).
fn steps(emu: &Emu) -> usize {
    count(emu, "sandford: guide step ")
}

/// The hand points at a step not yet played (the last pointing came after
/// the last step played).
fn pointed(emu: &Emu) -> bool {
    let (mut points, mut played) = (None, None);
    for (i, l) in emu.rom_lines().enumerate() {
        if l.contains("sandford: guide points ") {
            points = Some(i);
        }
        if l.contains("sandford: guide step ") {
            played = Some(i);
        }
    }
    points > played
}

#[test]
fn sandford_s_guided_game_is_walked_with_a_and_ends_in_a_real_game() {
    let mut emu = boot();
    to_learn(&mut emu);
    let start = emu.frame_count();
    let mut seen = Vec::new();
    while count(&emu, "scene: learn done") == 0 {
        assert!(
            emu.frame_count() - start < 60_000,
            "the guided game did not end; log tail:\n{}",
            emu.log_tail(30)
        );
        emu.run_frames(20);
        // The first walk, doing nothing, the purchase, a walk up to a
        // monster and the attack, the ring: each pointed at.
        let n = steps(&emu);
        if [0, 1, 17, 56, 57, 90].contains(&n) && !seen.contains(&n) {
            // No A until the hand points at it (the events before it may
            // take longer than a poll).
            let t = emu.frame_count();
            while !pointed(&emu) && emu.frame_count() - t < 1200 {
                emu.run_frames(5);
            }
            if pointed(&emu) {
                seen.push(n);
                emu.run_frames(40);
                shot(&emu, &format!("sandford-learn-{n}"));
            }
        }
        keys(&mut emu, &[Key::A]);
        no_panic(&mut emu);
    }
    assert_eq!(seen.len(), 6, "every pointed step was seen: {seen:?}");
    common::learn::walked_into_a_real_game(&mut emu, "sandford", STEPS);
    expect(&mut emu, "sandford: new game seed=", 120);
    expect(&mut emu, "sandford: hero 0 to act human=true", 3000);
    no_panic(&mut emu);
}

#[test]
fn a_press_that_is_not_the_one_asked_for_gets_a_gentle_word_and_costs_nothing() {
    let mut emu = boot();
    to_learn(&mut emu);
    expect(&mut emu, "sandford: hero 0 to act human=true", 3000);
    emu.run_frames(30);
    // The first step is a walk to the cell the hand points at; the cell to
    // its left is another place, not the one asked for.
    keys(&mut emu, &[Key::Left, Key::A]);
    expect(&mut emu, "sandford: guide not asked", 60);
    emu.run_frames(4);
    shot(&emu, "sandford-learn-not-that");
    assert_eq!(steps(&emu), 0);
    assert_eq!(
        count(&emu, "sandford: refused"),
        0,
        "no refusal, no penalty"
    );
    // The hand points again: A plays the asked step.
    emu.run_frames(10);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sandford: guide step 1 of", 60);
    no_panic(&mut emu);
}

#[test]
fn mashing_buttons_through_learn_to_play_never_panics_hangs_or_saves() {
    let mut emu = boot();
    to_learn(&mut emu);
    common::learn::mash(&mut emu, "sandford", 0x5eed_5a4d, 400);
}
