//! SiTTeRS' "Learn to play" end to end: the guided game walked from power-on
//! pressing only what it asks for, into a real game against Easy; a wrong
//! press answered gently; key mashing through it; and its never being saved.

mod common;

use common::{boot, count, expect, keys, no_panic, shot, to_sitters_options};
use tabletop_emu::{Emu, Key};

/// From the options screen to the guided game ("Learn to play" is the row
/// below "Start!").
fn to_learn(emu: &mut Emu) {
    to_sitters_options(emu);
    keys(emu, &[Key::Down, Key::A]);
    expect(emu, "sitters: learn to play", 60);
    expect(emu, "sitters: guide begins steps=61", 60);
}

/// The steps played so far (`guide step N of M`).
fn steps(emu: &Emu) -> usize {
    count(emu, "sitters: guide step ")
}

#[test]
fn learn_to_play_is_walked_with_the_presses_it_asks_for_and_ends_in_a_real_game() {
    let mut emu = boot();
    to_learn(&mut emu);
    let start = emu.frame_count();
    let mut seen = [false; 6];
    // The guide says "Press A!" at each of the child's steps, with the hand
    // on the square: A is the only key pressed.
    while count(&emu, "scene: learn done") == 0 {
        assert!(
            emu.frame_count() - start < 40_000,
            "the guided game did not end; log tail:\n{}",
            emu.log_tail(30)
        );
        emu.run_frames(20);
        let n = steps(&emu);
        // The first place, roll and move; a goodie's six bringing one back,
        // a goodie's attack and its battle won (each once its words are up).
        for (k, at) in [0usize, 12, 13, 32, 50, 51].into_iter().enumerate() {
            if n == at && !seen[k] {
                seen[k] = true;
                if at >= 32 {
                    emu.run_frames(240);
                }
                shot(&emu, &format!("sitters-learn-{at}"));
            }
        }
        keys(&mut emu, &[Key::A]);
        no_panic(&mut emu);
    }
    assert_eq!(count(&emu, "by=hint"), 0);
    assert!(
        count(
            &emu,
            "sitters: game over outcome result=goodies-win score=5"
        ) > 0
    );
    common::learn::walked_into_a_real_game(&mut emu, "sitters", 61);
    expect(&mut emu, "sitters: new game seed=", 120);
    assert_eq!(
        count(&emu, "mode=Goodies level=Easy"),
        1,
        "{}",
        emu.log_tail(10)
    );
    no_panic(&mut emu);
}

#[test]
fn a_press_that_is_not_the_one_asked_for_gets_a_gentle_word_and_costs_nothing() {
    let mut emu = boot();
    to_learn(&mut emu);
    emu.run_frames(30);
    // The first step puts a goodie on the square the hand points at; two
    // squares down is another legal place, not the one asked for.
    keys(&mut emu, &[Key::Down, Key::Down, Key::A]);
    expect(&mut emu, "sitters: guide not asked place", 60);
    emu.run_frames(4);
    shot(&emu, "sitters-learn-not-that");
    assert_eq!(steps(&emu), 0);
    assert_eq!(count(&emu, "sitters: action "), 0, "nothing was played");
    assert_eq!(count(&emu, "sitters: refused"), 0, "no refusal, no penalty");
    // The hand points again: A plays the asked step.
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sitters: guide step 1 of 61", 60);
    // SELECT (a hint) points at the step; it never plays it.
    emu.run_frames(30);
    keys(&mut emu, &[Key::Select]);
    emu.run_frames(30);
    assert_eq!(steps(&emu), 1);
    assert_eq!(count(&emu, "sitters: hint asked"), 0);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sitters: guide step 2 of 61", 60);
    no_panic(&mut emu);
}

#[test]
fn mashing_buttons_through_learn_to_play_never_panics_hangs_or_saves() {
    let mut emu = boot();
    to_learn(&mut emu);
    common::learn::mash(&mut emu, "sitters", 0x5eed_1ea4, 400);
}

#[test]
fn learning_never_writes_over_another_game_s_suspended_save() {
    use common::sandford::{choose, next_menu, to_sandford_options};
    let mut emu = boot();
    // A real Sandford game, saved, then left for the menu.
    to_sandford_options(&mut emu);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sandford: start players=1", 60);
    let mut nothing = |_: &mut Emu| {};
    let menu = next_menu(&mut emu, 0, &mut nothing);
    choose(&mut emu, &menu, "Do nothing");
    expect(&mut emu, "save: wrote sandford", 300);
    let mut nothing = |_: &mut Emu| {};
    next_menu(&mut emu, menu.n, &mut nothing);
    let saved = common::saves::last_line(&emu, "save: wrote sandford");
    let writes = count(&emu, "save: wrote");
    common::pause_and_quit(&mut emu, "sandford", "scene: menu");
    // SiTTeRS' guided game, some steps, then left from the pause menu.
    keys(&mut emu, &[Key::Up, Key::A]);
    expect(&mut emu, "scene: sitters options", 120);
    emu.run_frames(10);
    keys(&mut emu, &[Key::Down, Key::A]);
    expect(&mut emu, "sitters: guide begins", 60);
    while steps(&emu) < 14 {
        emu.run_frames(20);
        keys(&mut emu, &[Key::A]);
    }
    emu.run_frames(60);
    common::pause_and_quit(&mut emu, "sitters", "scene: sitters options");
    assert_eq!(count(&emu, "save: wrote"), writes, "{}", emu.log_tail(20));
    // Sandford's game is offered as it was left.
    keys(&mut emu, &[Key::B]);
    expect(&mut emu, "scene: menu", 60);
    keys(&mut emu, &[Key::Down, Key::A]);
    expect(
        &mut emu,
        &format!("save: continue offered The Doom that Came to Sandford line={saved}"),
        120,
    );
    no_panic(&mut emu);
}
