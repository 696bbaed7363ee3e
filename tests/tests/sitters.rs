//! SiTTeRS end to end: the real ROM in mGBA, driven with key presses.

mod common;

use common::{boot, count, expect, keys, no_panic, shot, to_sitters_options};
use tabletop_emu::log::field;
use tabletop_emu::{Emu, Key};

/// Plays the human side by asking for a hint (SELECT) and accepting it (A),
/// the way a child pressing the hint button would, until the end screen.
/// Returns the frames it took.
fn play_with_hints(emu: &mut Emu, max_frames: u64, mut on_step: impl FnMut(&mut Emu)) -> u64 {
    let start = emu.frame_count();
    while count(emu, "scene: sitters end") == 0 {
        assert!(
            emu.frame_count() - start < max_frames,
            "no end screen after {max_frames} frames; log tail:\n{}",
            emu.log_tail(30)
        );
        keys(emu, &[Key::Select, Key::A]);
        emu.run_frames(8);
        no_panic(emu);
        on_step(emu);
    }
    emu.frame_count() - start
}

#[test]
fn a_whole_game_against_the_computer_with_key_presses() {
    let mut emu = boot();
    to_sitters_options(&mut emu);
    emu.run_frames(10);
    shot(&emu, "sitters-options");
    keys(&mut emu, &[Key::A]); // "Start!" is preselected: goodies vs Easy.
    expect(&mut emu, "sitters: new game", 120);
    emu.run_frames(30);
    shot(&emu, "sitters-setup");

    // Setup by hand: the cursor starts on a G space; A places a goodie there.
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "event placed piece=goodie ", 60);
    // A plain space is refused with a message, and nothing is placed.
    keys(&mut emu, &[Key::Right, Key::A]);
    expect(&mut emu, "sitters: refused place ", 60);
    assert_eq!(count(&emu, "event placed piece=goodie "), 1);
    emu.run_frames(5);
    shot(&emu, "sitters-refused");

    let mut shots = 0;
    let frames = play_with_hints(&mut emu, 200_000, |emu| {
        let moves = count(emu, "event moved ");
        if shots == 0 && moves >= 1 {
            shot(emu, "sitters-first-move");
            shots = 1;
        } else if shots == 1 && moves >= 12 {
            shot(emu, "sitters-midgame");
            shots = 2;
        }
    });
    emu.run_frames(40);
    shot(&emu, "sitters-end");
    for needle in [
        "event placed piece=chest ",
        "event rolled ",
        "event moved ",
        "game over outcome ",
    ] {
        assert!(count(&emu, needle) > 0, "the game never logged {needle:?}");
    }
    assert!(
        count(&emu, "event looted ") + count(&emu, "event battle ") > 0,
        "a whole game with no loot and no battle"
    );
    eprintln!("whole game: {frames} frames");
    // A returns to a new game with the same settings.
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sitters: new game", 120);
}

#[test]
fn computer_vs_computer_games_run_to_the_end() {
    let mut emu = boot();
    to_sitters_options(&mut emu);
    // Mode: Goodies -> Baddies -> Two players -> Demo; Computer: Easy -> Normal.
    keys(
        &mut emu,
        &[Key::Up, Key::Up, Key::Right, Key::Right, Key::Right],
    );
    keys(&mut emu, &[Key::Down, Key::Right, Key::Down, Key::A]);
    expect(&mut emu, "sitters: start mode=Demo level=Normal", 60);
    for game in 0..3 {
        emu.hold(&[Key::R]); // fast forward
        expect(&mut emu, "scene: sitters end", 120_000);
        emu.release_all();
        emu.run_frames(40);
        shot(&emu, &format!("sitters-demo-end-{game}"));
        keys(&mut emu, &[Key::A]);
    }
    assert_eq!(count(&emu, "game over outcome "), 3);
    no_panic(&mut emu);
}

#[test]
fn pause_help_and_quit() {
    let mut emu = boot();
    to_sitters_options(&mut emu);
    // "How to play" from the options screen (below "Learn to play"), every page.
    keys(&mut emu, &[Key::Down, Key::Down, Key::A]);
    expect(&mut emu, "scene: sitters help", 60);
    emu.run_frames(5);
    shot(&emu, "sitters-help");
    keys(
        &mut emu,
        &[Key::Right, Key::Right, Key::Right, Key::Right, Key::Right],
    );
    emu.run_frames(5);
    shot(&emu, "sitters-help-buttons");
    keys(&mut emu, &[Key::B]);
    expect(&mut emu, "scene: sitters options", 60);
    // Back on the options screen the cursor is on "Start!" again.
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sitters: new game", 60);
    emu.run_frames(30);
    keys(&mut emu, &[Key::Start]);
    expect(&mut emu, "scene: sitters pause", 60);
    emu.run_frames(5);
    shot(&emu, "sitters-pause");
    keys(&mut emu, &[Key::B]); // resume
    emu.run_frames(10);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "event placed piece=goodie ", 60);
    // Help opened from the pause menu: B comes back to the pause menu.
    keys(&mut emu, &[Key::Start]);
    expect(&mut emu, "scene: sitters pause", 60);
    let pauses = count(&emu, "scene: sitters pause");
    keys(&mut emu, &[Key::Down, Key::A]);
    expect(&mut emu, "scene: sitters help", 60);
    keys(&mut emu, &[Key::Right, Key::B]);
    emu.run_frames(10);
    assert_eq!(
        count(&emu, "scene: sitters pause"),
        pauses + 1,
        "B in help did not return to the pause menu"
    );
    // "Quit to menu" asks first; B (or "No") keeps the game.
    keys(&mut emu, &[Key::Down, Key::A]);
    expect(&mut emu, "pause: quit?", 60);
    emu.run_frames(5);
    shot(&emu, "quit-confirm");
    keys(&mut emu, &[Key::A]); // "No, keep playing" is first
    emu.run_frames(10);
    assert_eq!(
        emu.rom_lines()
            .filter(|l| l.ends_with("pause: quit"))
            .count(),
        0
    );
    assert_eq!(count(&emu, "scene: menu"), 1, "No quit the game");
    // Back on the pause menu, the pointer is still on "Quit to menu".
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "pause: quit?", 60);
    keys(&mut emu, &[Key::Down, Key::A]);
    expect(&mut emu, "scene: menu", 60);
    no_panic(&mut emu);
}

#[test]
fn two_players_take_turns_on_one_console() {
    let mut emu = boot();
    to_sitters_options(&mut emu);
    keys(
        &mut emu,
        &[
            Key::Up,
            Key::Up,
            Key::Right,
            Key::Right,
            Key::Down,
            Key::Down,
            Key::A,
        ],
    );
    expect(&mut emu, "sitters: start mode=HotSeat", 60);
    // Both sides are people: hints and A play every decision, including the
    // baddies' chests and moves.
    let mut baddie_moves = 0;
    let mut handover_shot = false;
    play_with_hints(&mut emu, 200_000, |emu| {
        baddie_moves = count(emu, "event moved side=baddie ");
        let asked = count(emu, "sitters: pass the console to");
        if !handover_shot && asked > count(emu, "has the console") {
            shot(emu, "sitters-handover");
            handover_shot = true;
        }
    });
    assert!(
        handover_shot,
        "never caught the game waiting for the console"
    );
    // The console changes hands whenever the other person's side comes up:
    // the game waits for A (the same hand-over as Sandford's).
    let passes = count(&emu, "sitters: pass the console to");
    assert!(passes >= 2, "{passes} hand-overs in a two-player game");
    assert!(count(&emu, "sitters: pass the console to baddies") >= 1);
    assert!(count(&emu, "sitters: pass the console to goodies") >= 1);
    assert_eq!(
        count(&emu, "sitters: baddies has the console")
            + count(&emu, "sitters: goodies has the console"),
        passes
    );
    assert!(count(&emu, "by=person ") > 10);
    assert!(baddie_moves > 0, "the second player never moved a baddie");
    assert_eq!(
        count(&emu, "by=computer "),
        0,
        "the computer played in a two-player game"
    );
}

/// From the options screen to a computer-vs-computer game at Normal.
fn start_demo(emu: &mut Emu) {
    to_sitters_options(emu);
    // Mode: Goodies -> Baddies -> Two players -> Demo; Computer: Easy -> Normal.
    keys(emu, &[Key::Up, Key::Up, Key::Right, Key::Right, Key::Right]);
    keys(emu, &[Key::Down, Key::Right, Key::Down, Key::A]);
    expect(emu, "sitters: start mode=Demo level=Normal", 60);
}

/// The HUD's counts as pixels: the top strip (round, whose turn) and the side
/// panel below the die (gold, safe, lost, chests).
fn hud_counts(emu: &Emu) -> Vec<[u8; 3]> {
    let img = emu.screenshot();
    (0..160usize)
        .flat_map(|y| (0..240usize).map(move |x| (x, y)))
        .filter(|&(x, y)| y < 16 || (x >= 184 && (44..128).contains(&y)))
        .map(|(x, y)| img.pixels[y * img.width + x])
        .collect()
}

#[test]
fn pausing_in_a_battle_shows_only_what_the_animation_has_shown() {
    let mut emu = boot();
    start_demo(&mut emu);
    // Fast forward to the first battle; its events are logged the moment the
    // move is played, before any of them is animated.
    emu.hold(&[Key::R]);
    expect(&mut emu, "event battle-roll ", 60_000);
    emu.release_all();
    let before = hud_counts(&emu);
    shot(&emu, "sitters-battle-before-pause");
    keys(&mut emu, &[Key::Start]);
    expect(&mut emu, "scene: sitters pause", 30);
    keys(&mut emu, &[Key::B]); // resume
    emu.run_frames(6); // time for every panel to be drawn again
    shot(&emu, "sitters-battle-after-resume");
    assert!(
        hud_counts(&emu) == before,
        "after the pause the HUD shows counts the animation has not shown yet \
         (tests/out/sitters-battle-before-pause.png vs sitters-battle-after-resume.png)"
    );
    // The battle itself: each fighter with its own die.
    expect(&mut emu, "sitters: says Battle!", 200);
    emu.run_frames(20);
    shot(&emu, "sitters-battle");
    // The loser's cross blinks on the loser, where it stands in the fight.
    expect(&mut emu, "win the battle!", 200);
    emu.run_frames(40);
    shot(&emu, "sitters-battle-loser");
    no_panic(&mut emu);
}

/// Whether the glow under a marker shows at board space `(row, col)`: a
/// pixel of its yellow rim, right of the marker's feet, left clear by the
/// marker and the cursor.
fn glows(emu: &Emu, row: usize, col: usize) -> bool {
    let img = emu.screenshot();
    let (x, y) = (8 + col * 16 + 13, 16 + row * 16 + 12);
    let [r, g, b] = img.pixels[y * img.width + x];
    r > 200 && g > 180 && b < 120
}

/// The goodies' spaces (row, column), read from the log's `placed` events
/// (`at=<column>,<row>`).
fn placed_goodies(emu: &Emu) -> Vec<(usize, usize)> {
    emu.rom_lines()
        .filter(|l| l.contains("event placed piece=goodie "))
        .filter_map(|l| {
            let (col, row) = field(l, "at")?.split_once(',')?;
            Some((row.parse().ok()?, col.parse().ok()?))
        })
        .collect()
}

#[test]
fn after_the_roll_the_markers_that_can_move_glow() {
    let mut emu = boot();
    to_sitters_options(&mut emu);
    keys(&mut emu, &[Key::A]); // goodies vs Easy
    expect(&mut emu, "sitters: new game", 120);
    emu.run_frames(30);
    // Setup by hints until the goodies' first turn starts.
    let started = |emu: &Emu| count(emu, "event turn-started side=goodie ") > 0;
    while !started(&emu) {
        assert!(emu.frame_count() < 20_000, "setup never ended");
        keys(&mut emu, &[Key::Select]);
        emu.run_frames(10);
        if started(&emu) {
            break;
        }
        keys(&mut emu, &[Key::A]);
        emu.run_frames(20);
    }
    emu.run_frames(60);
    assert_eq!(count(&emu, "event rolled "), 0, "rolled during setup");
    let goodies = placed_goodies(&emu);
    assert_eq!(goodies.len(), 4, "{goodies:?}");
    assert!(
        goodies.iter().all(|&(r, c)| !glows(&emu, r, c)),
        "markers glow before the roll"
    );
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "event rolled side=goodie ", 60);
    emu.run_frames(50);
    shot(&emu, "sitters-movable");
    let lit = goodies.iter().filter(|&&(r, c)| glows(&emu, r, c)).count();
    assert!(lit >= 1, "no marker glows after the roll");
    // Picking one puts the glow away: the picked marker's ring and its dots show.
    keys(&mut emu, &[Key::Select]);
    emu.run_frames(20);
    let lit_after_hint = goodies.iter().filter(|&&(r, c)| glows(&emu, r, c)).count();
    assert_eq!(lit_after_hint, 0, "the glow stays after a marker is picked");
    // B puts the marker back: the glows return.
    keys(&mut emu, &[Key::B]);
    emu.run_frames(10);
    let lit_again = goodies.iter().filter(|&&(r, c)| glows(&emu, r, c)).count();
    assert_eq!(lit_again, lit, "B did not bring the glows back");
    no_panic(&mut emu);
}
