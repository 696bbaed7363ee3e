//! The Simple Game System's hot seat, end to end on the real ROM (issue 29):
//! two people each play a hero, passing the console when the choice
//! becomes the other's ("Pass the console to Wren!"), in an arena fight and
//! in the adventure's first fight; one person never passes it; a suspended
//! game of two people comes back with two people.

mod common;

use common::saves::{boot_with, to_title};
use common::sgs::press_a_until;
use common::{boot, count, expect, keys, no_panic, shot, to_game_options};
use tabletop_emu::{Emu, Key};

const NAME: &str = "Simple Game System";

/// From the title to the start screen, with a party of two heroes (Bram
/// and Wren) played by `people` people; the cursor on the people's row.
fn start_two(emu: &mut Emu, people: u8) {
    to_game_options(emu, NAME, "scene: sgs start");
    emu.run_frames(10);
    keys(emu, &[Key::Down, Key::Right, Key::Down]);
    if people == 2 {
        keys(emu, &[Key::Right]);
        expect(emu, "sgs: people 2", 30);
    }
    emu.run_frames(10);
}

/// The ROM's log lines of this game, in order.
fn lines(emu: &Emu) -> Vec<String> {
    emu.rom_lines()
        .filter_map(|l| l.find("sgs: ").map(|i| l[i..].to_string()))
        .collect()
}

/// The index of the first line containing `needle`.
fn first(lines: &[String], needle: &str) -> usize {
    lines
        .iter()
        .position(|l| l.contains(needle))
        .unwrap_or_else(|| panic!("no line {needle:?}"))
}

/// Plays on with A until the console is to pass to Wren (hero 2); checks
/// that it is asked for before her first choice, and that her choice is
/// then asked of her and played as hers (not the computer's).
fn wren_is_asked(emu: &mut Emu, max_frames: u64, picture: &str) {
    press_a_until(
        emu,
        max_frames,
        |e| count(e, "sgs: hand over to Wren") > 0,
        |_| {},
    );
    assert!(!lines(emu).iter().any(|l| asks_wren(l)));
    emu.run_frames(20);
    shot(emu, picture);
    // Nothing is played while the console waits.
    let actions = count(emu, "sgs: action ");
    emu.run_frames(120);
    assert_eq!(count(emu, "sgs: action "), actions, "played while waiting");
    keys(emu, &[Key::A]);
    expect(emu, "sgs: hero 2 has the console", 30);
    emu.run_frames(10);
    assert!(
        lines(emu).iter().any(|l| asks_wren(l)),
        "{}",
        emu.log_tail(20)
    );
    keys(emu, &[Key::A]);
    expect(emu, "sgs: picked ", 30);
    emu.run_frames(60);
    let l = lines(emu);
    let pass = first(&l, "sgs: pass the console to hero 2");
    let taken = first(&l, "sgs: hero 2 has the console");
    let asked = l.iter().position(|x| asks_wren(x)).unwrap_or(0);
    assert!(pass < taken && taken < asked, "{l:#?}");
    let acted = l[asked..]
        .iter()
        .find(|x| x.starts_with("sgs: action "))
        .unwrap_or_else(|| panic!("Wren never acted: {l:#?}"));
    assert!(
        acted.contains("by=person") || acted.contains("by=helper"),
        "Wren's choice was not hers: {acted}"
    );
}

/// A prompt asking Wren: her turn ("Wren, what do you do?") or her bonus
/// die ("Wren, behind! ...").
fn asks_wren(line: &str) -> bool {
    line.starts_with("sgs: prompt ") && line.contains("Wren,")
}

#[test]
fn two_people_share_an_arena_fight() {
    let mut emu = boot();
    start_two(&mut emu, 2);
    shot(&emu, "sgs-hotseat-start");
    keys(&mut emu, &[Key::Down, Key::A]);
    expect(&mut emu, "sgs: start arena party=2 level=1 people=2", 60);
    // Whoever goes first, their person takes the console first.
    expect(&mut emu, "sgs: pass the console to hero ", 6000);
    wren_is_asked(&mut emu, 20_000, "sgs-hotseat-pass");
    // Then to the end, each hero's person asked in turn.
    press_a_until(&mut emu, 60_000, |e| count(e, "scene: sgs end") > 0, |_| {});
    let l = lines(&emu);
    // Every person's turn was asked of its person after the console
    // passed: a prompt naming its hero, never the computer's action.
    for (i, x) in l.iter().enumerate() {
        if x.starts_with("sgs: pass the console to hero 2") {
            assert!(l[i..].iter().any(|y| asks_wren(y)), "{l:#?}");
        }
    }
    assert!(
        count(&emu, "sgs: pass the console to hero 1") >= 1,
        "{l:#?}"
    );
    // No person was asked twice in a row to pass the console to themself.
    for w in l
        .iter()
        .filter(|x| x.starts_with("sgs: pass the console"))
        .collect::<Vec<_>>()
        .windows(2)
    {
        assert_ne!(w[0], w[1], "{l:#?}");
    }
    no_panic(&mut emu);
}

#[test]
fn two_people_share_the_adventure_and_its_first_fight() {
    let mut emu = boot();
    start_two(&mut emu, 2);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: start adventure party=2 people=2", 60);
    // The party's choice is the leader's (Bram's person), said by name.
    expect(&mut emu, "sgs: pass the console to hero 1", 600);
    emu.run_frames(20);
    shot(&emu, "sgs-hotseat-first-pass");
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: prompt Bram, what do you do?", 60);
    emu.run_frames(10);
    shot(&emu, "sgs-hotseat-leader");
    wren_is_asked(&mut emu, 60_000, "sgs-hotseat-fight-pass");
    let l = lines(&emu);
    assert!(
        first(&l, "sgs: event fight-begins") < first(&l, "sgs: hand over to Wren"),
        "Wren was asked before the first fight: {l:#?}"
    );
    no_panic(&mut emu);
}

#[test]
fn one_person_never_passes_the_console() {
    let mut emu = boot();
    start_two(&mut emu, 1);
    keys(&mut emu, &[Key::Down, Key::A]);
    expect(&mut emu, "sgs: start arena party=2 level=1 people=1", 60);
    press_a_until(&mut emu, 60_000, |e| count(e, "scene: sgs end") > 0, |_| {});
    assert_eq!(count(&emu, "sgs: pass the console"), 0);
    assert_eq!(count(&emu, "sgs: hand over"), 0);
    // Wren is the computer's companion: never asked, acting by herself.
    assert!(!lines(&emu).iter().any(|l| asks_wren(l)));
    assert!(count(&emu, "by=computer") > 0);
    assert!(count(&emu, "sgs: prompt Bram, what do you do?") > 0);
    no_panic(&mut emu);
}

#[test]
fn a_suspended_game_of_two_people_resumes_with_two() {
    let mut emu = boot();
    start_two(&mut emu, 2);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: start adventure party=2 people=2", 60);
    expect(&mut emu, "sgs: hand over to Bram", 600);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: prompt Bram, what do you do?", 60);
    // Down the well: saved at the roll's question (the save may be
    // written before the question is asked or after: the prompt now goes
    // as the choice is played, and the save takes a quiet frame).
    emu.take_log();
    keys(&mut emu, &[Key::A]);
    expect(
        &mut emu,
        "sgs: prompt Bram: Strong + Climbing, need 2. Who?",
        900,
    );
    let mut waited = 0;
    while count(&emu, "save: wrote sgsg") == 0 {
        assert!(waited < 120, "not saved at the roll's question");
        emu.run_frames(1);
        waited += 1;
    }
    let sram = emu.sram();
    drop(emu);

    let mut emu = boot_with(&sram);
    to_title(&mut emu);
    to_game_options(&mut emu, NAME, &format!("save: continue offered {NAME}"));
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: setup party=2 people=2", 120);
    expect(&mut emu, "sgs: resumed adventure scene=1", 120);
    // Two people: the console passes to Bram's person again first.
    expect(&mut emu, "sgs: hand over to Bram", 300);
    keys(&mut emu, &[Key::A]);
    expect(
        &mut emu,
        "sgs: prompt Bram: Strong + Climbing, need 2. Who?",
        60,
    );
    emu.run_frames(10);
    shot(&emu, "sgs-hotseat-resumed");
    no_panic(&mut emu);
}
