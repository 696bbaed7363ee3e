//! The Simple Game System after the session-27 playtest (issues 29 and 31,
//! a 7-year-old's eyes), end to end on the real ROM: the child's own
//! choices come before the computer's pick, B at a choice says it does
//! nothing there, and the computer plays at Easy unless set otherwise.

mod common;

use common::{boot, count, expect, keys, no_panic, shot, to_game_options};
use tabletop_emu::{Emu, Key};

const NAME: &str = "Simple Game System";

/// From the start screen: an arena fight of Bram alone, up to his first
/// choice.
fn to_bram_s_turn(emu: &mut Emu) {
    common::sgs::to_bram_s_turn(emu);
    emu.run_frames(10);
}

/// The items of the menu last asked, in order.
fn last_menu(emu: &Emu) -> Vec<String> {
    let lines: Vec<String> = emu.rom_lines().map(str::to_owned).collect();
    let asked = lines
        .iter()
        .rposition(|l| l.contains("sgs: prompt "))
        .expect("a prompt");
    lines[asked..]
        .iter()
        .filter_map(|l| l.split("sgs: item ").nth(1))
        .filter_map(|i| i.split_once(' ').map(|(_, t)| t.to_owned()))
        .collect()
}

/// The playtest: "Let the computer pick" was often the first line of a
/// hero's turn, and B did nothing with no word. The child's own choices
/// come first, the computer's pick last; B says what to do instead.
#[test]
fn the_child_s_choices_come_first_and_b_says_it_does_nothing() {
    let mut emu = boot();
    to_game_options(&mut emu, NAME, "scene: sgs start");
    emu.run_frames(10);
    to_bram_s_turn(&mut emu);
    let items = last_menu(&emu);
    assert!(items.len() >= 2, "{items:?}");
    assert_eq!(
        items.last().map(String::as_str),
        Some("Let the computer pick"),
        "{items:?}"
    );
    assert_eq!(
        items
            .iter()
            .filter(|i| i.as_str() == "Let the computer pick")
            .count(),
        1
    );
    let said = count(&emu, "sgs: says {3}B does nothing here: pick with A.");
    // Before Bram's turn a foe's blow may have asked him for a bonus die
    // (answered with A): only what B does now counts.
    let played = count(&emu, "by=person");
    keys(&mut emu, &[Key::B]);
    emu.run_frames(20);
    assert_eq!(
        count(&emu, "sgs: says {3}B does nothing here: pick with A."),
        said + 1,
        "{}",
        emu.log_tail(10)
    );
    shot(&emu, "sgs-told-b");
    // Nothing was played: the same choice waits.
    assert_eq!(count(&emu, "by=person"), played, "B played something");
    assert!(count(&emu, "sgs: prompt Bram, what do you do?") > 0);
    no_panic(&mut emu);
}

/// The playtest found no Easy: the start screen's computer level (for the
/// companions and the foes) is Easy at first, and a fight is played at it;
/// Right makes it Normal.
#[test]
fn the_computer_plays_at_easy_unless_set_otherwise() {
    let mut emu = boot();
    to_game_options(&mut emu, NAME, "scene: sgs start");
    emu.run_frames(10);
    // The computer's row (under "Make a new hero").
    keys(&mut emu, &[Key::Up; 5]);
    emu.run_frames(10);
    shot(&emu, "sgs-told-computer-easy");
    keys(&mut emu, &[Key::Down; 5]);
    to_bram_s_turn(&mut emu);
    assert_eq!(count(&emu, "sgs: computer plays Easy"), 1);
    common::pause_and_quit(&mut emu, "sgs", "scene: sgs start");
    emu.run_frames(10);
    // The cursor is where it was: the arena's row; the computer's is
    // three below.
    keys(&mut emu, &[Key::Down; 3]);
    keys(&mut emu, &[Key::Right]);
    expect(&mut emu, "sgs: computer Normal", 30);
    keys(&mut emu, &[Key::Up; 3]);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: computer plays Normal", 120);
    no_panic(&mut emu);
}
