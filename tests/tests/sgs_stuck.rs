//! The Simple Game System after the session-29 playtest (issues 29 and
//! 31): a child is never stuck, nor refused without a reason. A on "Walk
//! (+ pad)" walks a step toward the nearest foe (or, with one in reach,
//! the menu comes back past "Walk"), so A goes on; a step into the wall
//! says so, and the words go with the next step.

mod common;

use common::sgs::item;
use common::{boot, count, expect, keys, no_panic, shot, to_game_options};
use tabletop_emu::{Emu, Key};

const NAME: &str = "Simple Game System";

/// From the start screen: an arena fight of Bram alone, his first turn,
/// walking ("Walk (+ pad)" picked); what the person had played before.
fn to_walk(emu: &mut Emu) -> usize {
    to_game_options(emu, NAME, "scene: sgs start");
    emu.run_frames(10);
    common::sgs::to_bram_s_turn(emu);
    emu.run_frames(10);
    let walk = item(emu, "Walk (+ pad)").expect("no walk");
    for _ in 0..walk {
        keys(emu, &[Key::Down]);
    }
    let played = count(emu, "by=person");
    keys(emu, &[Key::A]);
    expect(emu, "sgs: walk prompt ", 30);
    played
}

/// The playtest: A on "Walk (+ pad)" started a walk, A stopped it with
/// the cursor back on "Walk", and so on forever; then (session 30) A
/// stopped the walk onto "Wait for a better moment", and a child pressing
/// only A waited round after round and never reached a foe. Now A walks a
/// step toward the nearest foe, says so, and A pressed on and on reaches
/// a foe and strikes it.
#[test]
fn a_pressed_on_and_on_at_walk_plays_on() {
    let mut emu = boot();
    let played = to_walk(&mut emu);
    // The fight follows the frame it starts on: with no foe in reach A
    // steps toward one; with one in reach already, A stops the walk and
    // the menu comes back for the strike (either way A plays on).
    let step = "sgs: says {3}A: a step to the foe. + pad: your way.";
    let stop = "sgs: says {3}Walk stopped: A picks again.";
    let (steps, stops) = (count(&emu, step), count(&emu, stop));
    keys(&mut emu, &[Key::A]);
    let mut stepped = None;
    for _ in 0..30 {
        if count(&emu, step) > steps {
            stepped = Some(true);
            break;
        }
        if count(&emu, stop) > stops {
            stepped = Some(false);
            break;
        }
        emu.run_frames(1);
    }
    match stepped {
        Some(true) => {
            expect(&mut emu, "sgs: event stepped who=0", 60);
            emu.run_frames(4);
            shot(&emu, "sgs-stuck-walk-stopped");
            assert!(count(&emu, "by=person") > played, "A played no step");
        }
        Some(false) => {
            let hit = emu.rom_lines().any(|l| l.contains("sgs: item 0 Hit "));
            assert!(
                hit,
                "a foe in reach, but no strike offered: {}",
                emu.log_tail(12)
            );
        }
        None => panic!("A at walk said nothing: {}", emu.log_tail(12)),
    }
    // The child's own strike (a foe's is logged by=computer).
    let struck = |emu: &Emu| {
        emu.rom_lines()
            .any(|l| l.contains("sgs: action attack") && l.contains("by=person"))
    };
    let mut presses = 0;
    while !struck(&emu) {
        presses += 1;
        assert!(
            presses < 80,
            "A on and on never struck: {}",
            emu.log_tail(20)
        );
        keys(&mut emu, &[Key::A]);
        emu.run_frames(30);
    }
    no_panic(&mut emu);
}

/// The playtest: "You can't move there now" gave no reason and stayed.
/// Bram, in the map's second row, steps up once, then up into the wall:
/// the refusal says it is the wall; the next step takes the words away.
#[test]
fn a_refused_step_says_why_and_goes_with_the_next() {
    let mut emu = boot();
    to_walk(&mut emu);
    keys(&mut emu, &[Key::Up]);
    expect(&mut emu, "sgs: event stepped who=0 from=1,1 to=1,0", 60);
    emu.run_frames(30);
    keys(&mut emu, &[Key::Up]);
    expect(&mut emu, "sgs: refused step", 30);
    expect(&mut emu, "sgs: says {6}The wall: go another way.", 10);
    emu.run_frames(4);
    shot(&emu, "sgs-stuck-wall");
    assert_eq!(count(&emu, "sgs: says You can't move there now."), 0);
    keys(&mut emu, &[Key::Down]);
    expect(&mut emu, "sgs: event stepped who=0 from=1,0 to=1,1", 60);
    // Gone as the next step was pressed.
    assert_eq!(count(&emu, "sgs: refusal gone"), 1, "{}", emu.log_tail(10));
    no_panic(&mut emu);
}
