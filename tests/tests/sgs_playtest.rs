//! The Simple Game System after the session-21 playtest, end to end on the
//! real ROM: what a child found hard, fixed and kept fixed.

mod common;

use common::{boot, count, expect, keys, no_panic, shot, to_game_options};
use tabletop_emu::{Emu, Key};

const NAME: &str = "Simple Game System";

/// An arena fight of Bram alone, up to his first choice (a bonus die
/// asked before it answered yes: the fight's seed comes from the frames
/// the ROM takes to get here, so any change to it may change the fight).
fn to_bram_s_turn(emu: &mut Emu) {
    to_game_options(emu, NAME, "scene: sgs start");
    emu.run_frames(10);
    common::sgs::to_bram_s_turn(emu);
}

/// The menu item's index whose words are `text`, from the log.
fn item(emu: &Emu, text: &str) -> usize {
    let line = emu
        .rom_lines()
        .filter(|l| l.contains("sgs: item ") && l.ends_with(text))
        .last()
        .unwrap_or_else(|| panic!("no item {text}: {}", emu.log_tail(20)))
        .to_string();
    let rest = &line[line.find("sgs: item ").unwrap_or(0) + 10..];
    rest.split(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0)
}

/// Two steps pressed one right after the other: the second, pressed while
/// the first is still shown, is kept and taken (playtest 8).
#[test]
fn a_step_pressed_while_a_piece_moves_is_kept() {
    let mut emu = boot();
    to_bram_s_turn(&mut emu);
    let walk = item(&emu, "Walk (+ pad)");
    for _ in 0..walk {
        keys(&mut emu, &[Key::Down]);
    }
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: picked Walk (+ pad)", 30);
    // Two presses three frames apart (the first step is still shown), in
    // a direction with room for two steps (pieces may stand in the way).
    let mut kept = false;
    for (key, dir) in [
        (Key::Left, 6),
        (Key::Up, 0),
        (Key::Down, 4),
        (Key::Right, 2),
    ] {
        let step = format!("sgs: action step dir={dir} by=person");
        let (steps, refused) = (count(&emu, &step), count(&emu, "sgs: refused step"));
        emu.press_for(key, 1);
        emu.run_frames(2);
        emu.press_for(key, 1);
        emu.run_frames(60);
        if count(&emu, "sgs: refused step") > refused {
            continue;
        }
        assert_eq!(
            count(&emu, &format!("sgs: step kept {dir}")),
            1,
            "the second press came after the step: {}",
            emu.log_tail(20)
        );
        assert_eq!(
            count(&emu, &step) - steps,
            2,
            "a step pressed while the piece moved was lost: {}",
            emu.log_tail(20)
        );
        kept = true;
        break;
    }
    shot(&emu, "sgs-walk-kept");
    assert!(kept, "no room to walk two steps: {}", emu.log_tail(20));
    no_panic(&mut emu);
}
