//! The Doom that Came to Sandford end to end: the real ROM in mGBA, driven
//! with key presses.

mod common;

use common::{boot, count, expect, keys, no_panic, shot};
use tabletop_emu::{Emu, Key};

/// From the title to the Sandford options screen (second game on the menu).
fn to_sandford_options(emu: &mut Emu) {
    keys(emu, &[Key::Start]);
    expect(emu, "scene: menu", 120);
    keys(emu, &[Key::Down, Key::A]);
    expect(emu, "scene: sandford options", 120);
}

#[test]
fn a_computer_demo_game_runs_to_the_end_screen() {
    let mut emu = boot();
    to_sandford_options(&mut emu);
    emu.run_frames(10);
    shot(&emu, "sandford-options");
    // Rows: Players, Heroes, Timer, Rings, Start!; the cursor starts on Start!.
    // Heroes: You + computer -> All human -> All computer; 2 players.
    keys(
        &mut emu,
        &[
            Key::Up,
            Key::Up,
            Key::Up,
            Key::Right,
            Key::Right,
            Key::Up,
            Key::Right,
        ],
    );
    keys(
        &mut emu,
        &[Key::Down, Key::Down, Key::Down, Key::Down, Key::A],
    );
    expect(&mut emu, "sandford: start players=2 seats=Demo", 60);
    expect(&mut emu, "sandford: new game", 60);
    emu.run_frames(60);
    shot(&emu, "sandford-demo-start");
    emu.hold(&[Key::R]); // fast forward
    let start = emu.frame_count();
    let mut midgame = false;
    while count(&emu, "scene: sandford end") == 0 {
        assert!(
            emu.frame_count() - start < 200_000,
            "no end screen after 200000 frames; log tail:\n{}",
            emu.log_tail(30)
        );
        emu.run_frames(500);
        no_panic(&mut emu);
        if !midgame && count(&emu, "event MonsterMoved") >= 10 {
            shot(&emu, "sandford-demo-monsters");
            midgame = true;
        }
    }
    emu.release_all();
    eprintln!("demo game: {} frames", emu.frame_count() - start);
    emu.run_frames(30);
    shot(&emu, "sandford-end");
    for needle in [
        "event WaveArrives",
        "event MonsterMoved",
        "event AttackRolled",
        "game over phase=",
    ] {
        assert!(count(&emu, needle) > 0, "the game never logged {needle:?}");
    }
    assert_eq!(count(&emu, "human=true"), 0, "a person was asked in a demo");
    // A plays again with the same settings.
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sandford: new game", 120);
    no_panic(&mut emu);
}

#[test]
fn a_person_plays_the_first_rounds_with_the_menu() {
    let mut emu = boot();
    to_sandford_options(&mut emu);
    keys(&mut emu, &[Key::A]); // Start!: solo, you + computer hero, no timer.
    expect(&mut emu, "sandford: start players=1 seats=You", 60);
    expect(&mut emu, "sandford: hero 0 to act human=true", 300);
    emu.run_frames(10);
    shot(&emu, "sandford-menu");

    // Move: too far is refused with a message, nothing changes.
    keys(&mut emu, &[Key::A]);
    keys(&mut emu, &[Key::Right; 7]);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sandford: refused Move", 60);
    emu.run_frames(5);
    shot(&emu, "sandford-refused");
    // Three cells back: two to the right of the hero.
    keys(
        &mut emu,
        &[Key::Left, Key::Left, Key::Left, Key::Left, Key::Left],
    );
    shot(&emu, "sandford-move");
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sandford: action Move { hero: 0", 60);
    // After a move the menu ends with Do nothing, Look around, End turn.
    expect(&mut emu, "sandford: hero 0 to act human=true", 120);
    emu.run_frames(10);
    keys(&mut emu, &[Key::Up, Key::Up, Key::Up, Key::A]);
    expect(
        &mut emu,
        "sandford: action Nothing { hero: 0 } human=true",
        60,
    );
    // The computer's hero takes its round.
    expect(&mut emu, "sandford: action Move { hero: 1", 600);
    expect(&mut emu, "sandford: action", 600);

    // Back to the person: End turn (the last entry) starts the first wave.
    let asked = count(&emu, "hero 0 to act human=true");
    while count(&emu, "hero 0 to act human=true") == asked {
        emu.run_frames(10);
        assert!(
            count(&emu, "event WaveArrives") == 0,
            "the turn ended without the person"
        );
    }
    emu.run_frames(10);
    keys(&mut emu, &[Key::Up, Key::A]);
    expect(&mut emu, "sandford: action EndTurn", 60);
    expect(&mut emu, "event WaveArrives { wave: 1", 600);
    expect(&mut emu, "event PhaseChanged(Defend)", 3000);
    emu.run_frames(30);
    shot(&emu, "sandford-wave-1");
    // Defend: the person is asked again; end the turn and watch the monsters.
    expect(&mut emu, "human=true", 3000);
    let asked = count(&emu, "hero 0 to act human=true");
    while count(&emu, "hero 0 to act human=true") == asked {
        emu.run_frames(10);
        assert!(emu.frame_count() < 100_000, "never asked in Defend");
    }
    emu.run_frames(10);
    keys(&mut emu, &[Key::Up, Key::A]);
    expect(&mut emu, "event PhaseChanged(Monsters)", 600);
    expect(&mut emu, "event MonsterMoved", 3000);
    emu.run_frames(8);
    shot(&emu, "sandford-monsters");
    // Pause and quit to the menu.
    keys(&mut emu, &[Key::Start]);
    expect(&mut emu, "scene: sandford pause", 60);
    keys(&mut emu, &[Key::Down, Key::Down, Key::A]);
    expect(&mut emu, "scene: menu", 60);
    no_panic(&mut emu);
}
