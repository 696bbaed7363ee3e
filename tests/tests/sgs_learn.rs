//! The Simple Game System's "Learn to play" end to end: the guided game
//! walked from power-on pressing only what the hand asks for (A on the
//! pointed line; for a step of a walk, A on "Walk (+ pad)" and then the pad's
//! arrow to the pointed square), into a real adventure against Easy
//! creatures, never saved nor counted; a wrong press answered gently; and
//! key mashing through it.

mod common;

use common::{boot, count, expect, keys, no_panic, shot, to_game_options};
use tabletop_emu::{Emu, Key};

/// From the start screen to the guided game ("Learn to play" is the row
/// after "How to play", nine down).
fn to_learn(emu: &mut Emu) {
    to_game_options(emu, "Simple Game System", "scene: sgs start");
    emu.run_frames(10);
    shot(emu, "sgs-start-learn");
    keys(emu, &[Key::Down; 9]);
    keys(emu, &[Key::A]);
    expect(emu, "sgs: learn to play", 60);
    expect(emu, "sgs: guide begins steps=", 60);
}

/// The steps played so far (`guide step N of M`).
fn steps(emu: &Emu) -> usize {
    count(emu, "sgs: guide step ")
}

/// The + pad's arrow the hand last asked for, if the last pointing was at
/// a square (`sgs: guide walk d=N`).
fn asked_walk(emu: &Emu) -> Option<Key> {
    let last = emu
        .rom_lines()
        .filter(|l| l.contains("sgs: guide points") || l.contains("sgs: guide walk d="))
        .last()?;
    let d = last.split("d=").nth(1)?.trim();
    Some(match d {
        "0" => Key::Up,
        "2" => Key::Right,
        "4" => Key::Down,
        _ => Key::Left,
    })
}

#[test]
fn the_guided_adventure_is_walked_with_what_the_hand_asks_and_ends_in_a_real_game() {
    let mut emu = boot();
    to_learn(&mut emu);
    let total = emu
        .rom_lines()
        .find_map(|l| {
            l.split("sgs: guide begins steps=")
                .nth(1)
                .map(str::to_owned)
        })
        .and_then(|n| n.trim().parse::<usize>().ok())
        .expect("the script's length");
    let start = emu.frame_count();
    let mut pointed = 0;
    let mut lines = 0;
    while count(&emu, "scene: learn done") == 0 {
        assert!(
            emu.frame_count() - start < 60_000,
            "the guided game did not end; log tail:\n{}",
            emu.log_tail(30)
        );
        emu.run_frames(20);
        // Each pointing (a line, or a square of a walk), as the child sees it.
        let points = count(&emu, "sgs: guide points") + count(&emu, "sgs: guide walk d=");
        if points > pointed {
            pointed = points;
            emu.run_frames(30);
            shot(&emu, &format!("sgs-learn-{}-{pointed}", steps(&emu)));
            // The hand sits beside the asked line, on its row.
            if let Some(row) = common::sgs::hand_row(&emu) {
                common::sgs::assert_hand_beside(&emu, row);
                lines += 1;
            } else if asked_walk(&emu).is_some() {
                // Over a square, never over the title ("Fight!").
                let title = common::sgs::pixels(&emu, (0, 0, 104, 12), common::sgs::WHITE);
                assert_eq!(title, 0, "the hand covers the title");
            }
        }
        match asked_walk(&emu) {
            Some(k) => keys(&mut emu, &[k]),
            None => keys(&mut emu, &[Key::A]),
        }
        no_panic(&mut emu);
    }
    // Bram and the goblin throw 3 successes each for initiative: a tie is
    // said as one (they act at the same time), never as "Most successes".
    assert!(count(&emu, "A tie: they go at the same time!") >= 1);
    assert_eq!(count(&emu, "sgs: guided game over completed=true xp=3"), 1);
    assert!(lines >= 10, "the hand beside {lines} lines");
    // Maud is said who she is once, though three scenes name her.
    assert_eq!(count(&emu, "sgs: says {3}Maud is a kind old healer."), 1);
    // The first chance shown ("6 in 10") is said what it means, once.
    assert_eq!(
        count(&emu, "sgs: says {3}6 in 10: you win 6 times out of 10."),
        1
    );
    common::learn::walked_into_a_real_game(&mut emu, "sgs", total);
    expect(&mut emu, "sgs: start adventure party=1 people=1", 120);
    expect(&mut emu, "sgs: creatures easy", 60);
    no_panic(&mut emu);
}

#[test]
fn a_press_that_is_not_the_one_asked_for_gets_a_gentle_word_and_costs_nothing() {
    let mut emu = boot();
    to_learn(&mut emu);
    // The first scene's choice: the hand is on the well rope; the cellar
    // door is the other line.
    expect(&mut emu, "sgs: guide points Some(Item(0", 900);
    emu.run_frames(20);
    shot(&emu, "sgs-learn-first");
    keys(&mut emu, &[Key::Down, Key::A]);
    expect(&mut emu, "sgs: guide not asked", 60);
    emu.run_frames(10);
    shot(&emu, "sgs-learn-not-that");
    assert_eq!(steps(&emu), 0, "nothing was played");
    assert_eq!(count(&emu, "sgs: refused"), 0, "no refusal, no penalty");
    // The hand points again, at the asked line.
    assert_eq!(count(&emu, "sgs: guide points Some(Item(0"), 2);
    // SELECT points again; it never plays the step.
    keys(&mut emu, &[Key::Select]);
    emu.run_frames(20);
    assert_eq!(steps(&emu), 0);
    assert_eq!(count(&emu, "sgs: hint asked"), 0);
    // The cursor is back on the asked line: A plays it.
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: guide step 1 of", 60);
    no_panic(&mut emu);
}

#[test]
fn mashing_buttons_through_learn_to_play_never_panics_hangs_or_saves() {
    let mut emu = boot();
    to_learn(&mut emu);
    common::learn::mash(&mut emu, "sgs", 0x5eed_1ea4, 600);
}
