//! The Simple Game System after the session-29 playtest (issues 29 and
//! 31): a child is never stuck, nor refused without a reason. A on "Walk
//! (+ pad)" stops the walk and the menu comes back past "Walk", so A goes
//! on; a step into the wall says so, and the words go with the next step.

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
/// the cursor back on "Walk", and so on forever. Now A stops the walk,
/// says so, and the next A plays another line.
#[test]
fn a_pressed_on_and_on_at_walk_plays_on() {
    let mut emu = boot();
    let played = to_walk(&mut emu);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: says {3}Walk stopped: A picks again.", 30);
    emu.run_frames(4);
    shot(&emu, "sgs-stuck-walk-stopped");
    for _ in 0..2 {
        keys(&mut emu, &[Key::A]);
        emu.run_frames(20);
    }
    assert!(
        count(&emu, "by=person") > played,
        "A on and on never played: {}",
        emu.log_tail(20)
    );
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
