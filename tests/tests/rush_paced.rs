//! The pace and the words a child follows in Rush (the playtest, session
//! 32): the computer's walk goes a step at a time, its words staying long
//! enough to read; L on "more choices" goes back to the map; the options'
//! hard words ("Safe bases", "Cubes", "Computer: Normal") are each
//! explained in a line.

mod common;

use common::rush::{lines, new_game};
use common::{boot, count, keys, no_panic, shot, to_game_options};
use tabletop_emu::{Emu, Key};

/// CPU cycles in a frame.
const FRAME: u64 = 280_896;

/// The ROM's lines holding `needle`, with the frame each was printed on.
fn timed(emu: &Emu, needle: &str) -> Vec<(u64, String)> {
    emu.log()
        .iter()
        .filter(|l| l.is_from_rom() && l.text.contains(needle))
        .map(|l| (l.cycle / FRAME, l.text.clone()))
        .collect()
}

/// Plays on (the person takes the hint at each of its prompts, nothing is
/// pressed in the computer's turns) until `done`.
fn play_until(emu: &mut Emu, what: &str, done: impl Fn(&Emu) -> bool) {
    let start = emu.frame_count();
    let mut seen = count(emu, "rush: prompt seat=0");
    while !done(emu) {
        assert!(
            emu.frame_count() - start < 200_000,
            "no {what}; log tail:\n{}",
            emu.log_tail(30)
        );
        assert_eq!(count(emu, "scene: rush end"), 0, "the game ended first");
        emu.run_frames(4);
        if done(emu) {
            return;
        }
        let now = count(emu, "rush: prompt seat=0");
        if now > seen {
            seen = now;
            keys(emu, &[Key::Select]);
            emu.run_frames(6);
            keys(emu, &[Key::A]);
        }
        no_panic(emu);
    }
}

#[test]
fn the_computer_s_walk_goes_a_step_at_a_time_and_its_words_stay() {
    let mut emu = new_game();
    // Three of the Jock's walks told.
    play_until(&mut emu, "three computer walks told", |emu| {
        timed(emu, "rush: strip Jock walks ").len() >= 3
            && timed(emu, "rush: strip ")
                .last()
                .is_some_and(|l| !l.1.contains(" walks "))
    });
    let strip = timed(&emu, "rush: strip ");
    let mut told = 0;
    for (k, (at, text)) in strip.iter().enumerate() {
        if !text.contains("Jock walks ") {
            continue;
        }
        let Some((next, then)) = strip.get(k + 1) else {
            continue;
        };
        told += 1;
        // The playtest: 10 frames a step, the words gone at once.
        assert!(
            next - at >= 140,
            "{text:?} stayed {} frames, then {then:?}",
            next - at
        );
    }
    assert!(told >= 3, "{strip:?}");
    // Each step of a computer's walk is seen: half a second or more apart.
    let steps = timed(&emu, "rush: says Jock walks ");
    for w in steps.windows(2) {
        assert!(
            w[1].0 - w[0].0 >= 24,
            "steps {} frames apart",
            w[1].0 - w[0].0
        );
    }
    // R and B told once, under the computer's first turn's words (the
    // playtest: only "How to play"'s sixth page said so).
    let keys_told = timed(&emu, "rush: says ")
        .iter()
        .filter(|l| l.1.contains("Hold R: faster.  B: skip to the end."))
        .count();
    assert_eq!(keys_told, 1, "{}", emu.log_tail(5));
    eprintln!("walk words: {told}, steps told: {}", steps.len());
}

#[test]
fn l_on_more_choices_goes_back_to_the_map() {
    let mut emu = new_game();
    // A walk of the zombie's, on the map: its prompt says "L: more choices".
    play_until(&mut emu, "a walk prompt", |emu| {
        lines(emu, "rush: prompt seat=0")
            .last()
            .is_some_and(|l| l.contains("A: walk to a lit block") && l.contains("L: more choices"))
    });
    emu.run_frames(20);
    let walk = lines(&emu, "rush: strip ")
        .last()
        .cloned()
        .unwrap_or_default();
    keys(&mut emu, &[Key::L]);
    emu.run_frames(4);
    let menu = lines(&emu, "rush: strip ")
        .last()
        .cloned()
        .unwrap_or_default();
    assert!(
        menu != walk && (menu.contains("choose") || menu.contains("back to the map")),
        "L opened no menu: {menu}"
    );
    // L again: back on the map, the walk's words back (the playtest: it
    // did nothing, said nothing).
    keys(&mut emu, &[Key::L]);
    emu.run_frames(4);
    assert_eq!(count(&emu, "rush: back to the map"), 1);
    let back = lines(&emu, "rush: strip ")
        .last()
        .cloned()
        .unwrap_or_default();
    assert_eq!(back, walk);
    no_panic(&mut emu);
}

#[test]
fn the_options_hard_words_are_each_explained() {
    let mut emu = boot();
    to_game_options(&mut emu, "Rush at Zeta Mu Beta", "scene: rush options");
    emu.run_frames(4);
    let said = |emu: &Emu| {
        lines(emu, "rush: options row=")
            .last()
            .cloned()
            .unwrap_or_default()
    };
    // Up from "Start!": the Jock's row (Computer: Easy).
    keys(&mut emu, &[Key::Up]);
    emu.run_frames(4);
    assert!(
        said(&emu).contains("explain Easy: the computer"),
        "{}",
        said(&emu)
    );
    keys(&mut emu, &[Key::Right]);
    emu.run_frames(4);
    assert!(said(&emu).contains("explain Normal: "), "{}", said(&emu));
    keys(&mut emu, &[Key::Left]);
    // Down past Start!, Learn to play and How to play: Safe bases.
    keys(&mut emu, &[Key::Down, Key::Down, Key::Down, Key::Down]);
    emu.run_frames(4);
    assert!(
        said(&emu).contains("explain Off: a princess can land in a base"),
        "{}",
        said(&emu)
    );
    emu.run_frames(6);
    shot(&emu, "rush-options-safe-bases");
    keys(&mut emu, &[Key::Down]);
    emu.run_frames(4);
    assert!(
        said(&emu).contains("explain You say yes or no to cubes"),
        "{}",
        said(&emu)
    );
    emu.run_frames(6);
    shot(&emu, "rush-options-explained");
    no_panic(&mut emu);
}
