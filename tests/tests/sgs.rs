//! The Simple Game System end to end: the real ROM in mGBA, driven with key
//! presses: the adventure from the start screen through a static roll, an
//! opposed roll, a boxcars question answered with a key and a fight, to its
//! end; an arena fight played to its end; a party of two with a computer
//! companion. (Heroes made by hand: sgs_made.rs.)

mod common;

use common::sgs::press_a_until;
use common::{boot, count, expect, keys, no_panic, shot, to_game_options};
use tabletop_emu::{Emu, Key};

const NAME: &str = "Simple Game System";

fn to_start(emu: &mut Emu) {
    to_game_options(emu, NAME, "scene: sgs start");
    emu.run_frames(10);
}

#[test]
fn the_adventure_through_a_roll_a_contest_boxcars_and_a_fight() {
    let mut emu = boot();
    to_start(&mut emu);
    shot(&emu, "sgs-start");
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: start adventure party=1", 60);
    // The first scene: a choice of two ways.
    expect(&mut emu, "sgs: prompt What do you do?", 600);
    emu.run_frames(10);
    shot(&emu, "sgs-choice");
    // Down the well: a static roll, shown with its pool and odds first.
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: prompt Roll Strong + Climbing: need 2", 900);
    expect(&mut emu, "sgs: item 0 Bram: ", 10);
    emu.run_frames(10);
    shot(&emu, "sgs-roll-odds");
    // SELECT points at the core's pick; A makes the roll.
    keys(&mut emu, &[Key::Select]);
    expect(&mut emu, "sgs: hint 0", 30);
    // The hint says what it suggests and why.
    expect(&mut emu, "sgs: says {3}Hint: Bram has the best chance.", 10);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: event checked", 60);
    emu.run_frames(20);
    shot(&emu, "sgs-roll-dice");
    // START pauses; "How to play" shows the help; back to the game.
    keys(&mut emu, &[Key::Start]);
    expect(&mut emu, "scene: sgs pause", 60);
    keys(&mut emu, &[Key::Down, Key::A]);
    expect(&mut emu, "scene: sgs help", 60);
    emu.run_frames(10);
    shot(&emu, "sgs-help");
    keys(&mut emu, &[Key::B]);
    emu.run_frames(10);
    keys(&mut emu, &[Key::B]);
    // Then A through the adventure (the computer's pick in fights), playing
    // again until a boxcars question came up; it is answered "yes" with A.
    let mut fight_shot = false;
    let mut boxcars_shot = false;
    let mut contest_shot = false;
    let mut oracle_shot = false;
    let mut again_shot = false;
    let (mut contests, mut fights, mut bonus) = (0, 0, 0);
    let mut contest_words = 0;
    for _ in 0..6 {
        press_a_until(
            &mut emu,
            120_000,
            |e| count(e, "scene: sgs end") > 0,
            |e| {
                if !fight_shot && count(e, ", what do you do?") > 0 {
                    fight_shot = true;
                    e.run_frames(4);
                    shot(e, "sgs-fight");
                }
                if !boxcars_shot && count(e, "add your 6's die?") > 0 {
                    boxcars_shot = true;
                    // Its "no" in a child's words.
                    assert!(count(e, "sgs: item 1 No, keep these dice") > 0);
                    shot(e, "sgs-boxcars");
                }
                if !oracle_shot && count(e, "sgs: event asked") > 0 {
                    oracle_shot = true;
                    e.run_frames(30);
                    shot(e, "sgs-oracle");
                }
                if !contest_shot && count(e, "against 2 dice. Who?") > 0 {
                    contest_shot = true;
                    shot(e, "sgs-contest");
                }
                // The contest again after the hero's bonus die, said so.
                if !again_shot && count(e, "says With the bonus die: ") > 0 {
                    again_shot = true;
                    e.run_frames(10);
                    shot(e, "sgs-contest-again");
                }
            },
        );
        // The end screen takes presses after half a second.
        emu.run_frames(30);
        shot(&emu, "sgs-end");
        contests += count(&emu, "sgs: event contest ");
        // Each contest's dice are told: the hero's successes against theirs.
        contest_words += count(&emu, ", they got ");
        fights += count(&emu, "sgs: event fight-begins");
        bonus += count(&emu, "action bonus by=person");
        if contests > 0 && fights > 0 && bonus > 0 && oracle_shot {
            break;
        }
        keys(&mut emu, &[Key::A]);
        expect(&mut emu, "sgs: start adventure", 60);
        emu.take_log();
    }
    assert!(fight_shot, "no fight turn for the person");
    assert!(oracle_shot, "the oracle answered no question");
    assert!(fights > 0, "no fight");
    assert!(contests > 0, "no opposed roll in six adventures");
    assert!(contest_words > 0, "a contest's dice were not told");
    assert!(bonus > 0, "no boxcars question answered in six adventures");
    // The heroes were saved at the end; switched off and on, they come back
    // with their XP.
    expect(&mut emu, "sgs: heroes saved", 10);
    let bram_fell = count(&emu, "event died hero=0") > 0;
    let sram = emu.sram();
    drop(emu);
    let mut emu = Emu::load(&tabletop_emu::default_rom()).unwrap_or_else(|e| panic!("{e}"));
    emu.boot_with_sram(&sram);
    expect(&mut emu, "scene: title", 600);
    emu.run_frames(30);
    to_start(&mut emu);
    let loaded = emu
        .rom_lines()
        .find_map(|l| {
            l.split_once("sgs: heroes loaded Bram xp=")
                .map(|(_, x)| x.to_string())
        })
        .unwrap_or_else(|| panic!("no heroes loaded; log tail:\n{}", emu.log_tail(20)));
    let xp: u32 = loaded.trim().parse().expect("xp");
    // A fallen hero is replaced by a fresh one (no XP).
    assert!(bram_fell || xp >= 1, "Bram came back with no XP");
    shot(&emu, "sgs-start-saved");
    no_panic(&mut emu);
}

#[test]
fn an_arena_fight_to_its_end() {
    let mut emu = boot();
    to_start(&mut emu);
    // The hero's sheet first.
    keys(
        &mut emu,
        &[Key::Down, Key::Down, Key::Down, Key::Down, Key::A],
    );
    expect(&mut emu, "scene: sgs sheet", 60);
    emu.run_frames(10);
    shot(&emu, "sgs-sheet");
    // A spends XP: Bram has none, so the pick is refused with its sentence;
    // a new skill shows that it needs a tutor.
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "scene: sgs xp", 60);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: buy refused A skill pick costs 10 XP.", 30);
    emu.run_frames(10);
    shot(&emu, "sgs-xp");
    keys(&mut emu, &[Key::B]);
    expect(&mut emu, "scene: sgs sheet", 60);
    keys(&mut emu, &[Key::B]);
    expect(&mut emu, "scene: sgs start", 60);
    keys(&mut emu, &[Key::Up, Key::Right]);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: start arena party=1 level=2", 60);
    press_a_until(&mut emu, 60_000, |e| count(e, "scene: sgs end") > 0, |_| {});
    expect(&mut emu, "sgs: arena over", 60);
    emu.run_frames(30);
    shot(&emu, "sgs-arena-end");
    // B, mashed, never leaves the end screen (playtest 13): START goes
    // back to the start screen, B there to the menu.
    let starts = count(&emu, "scene: sgs start");
    for _ in 0..10 {
        keys(&mut emu, &[Key::B]);
    }
    emu.run_frames(20);
    assert_eq!(
        count(&emu, "scene: sgs start"),
        starts,
        "B left the end screen"
    );
    keys(&mut emu, &[Key::Start]);
    expect(&mut emu, "scene: sgs start", 60);
    keys(&mut emu, &[Key::B]);
    expect(&mut emu, "scene: menu", 60);
}

#[test]
fn a_party_of_two_plays_to_the_end_with_a_computer_companion() {
    let mut emu = boot();
    to_start(&mut emu);
    // The computer at Hard (the row under "Make a new hero"; Easy at
    // first).
    keys(
        &mut emu,
        &[
            Key::Up,
            Key::Up,
            Key::Up,
            Key::Up,
            Key::Up,
            Key::Right,
            Key::Right,
        ],
    );
    expect(&mut emu, "sgs: computer Hard", 30);
    emu.run_frames(10);
    shot(&emu, "sgs-start-companions");
    keys(
        &mut emu,
        &[
            Key::Down,
            Key::Down,
            Key::Down,
            Key::Down,
            Key::Down,
            Key::Down,
            Key::Right,
            Key::A,
        ],
    );
    expect(&mut emu, "sgs: start adventure party=2", 60);
    press_a_until(
        &mut emu,
        150_000,
        |e| count(e, "scene: sgs end") > 0,
        |_| {},
    );
    // Wren, the companion, acted in the fights by herself.
    assert!(count(&emu, "sgs: event fight-begins") > 0, "no fight");
    assert!(count(&emu, "by=computer") > 0, "the computer never acted");
    emu.run_frames(20);
    shot(&emu, "sgs-end-party");
    no_panic(&mut emu);
}
