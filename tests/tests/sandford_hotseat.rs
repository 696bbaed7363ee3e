//! Sandford with two people at one console (issues 29/31's playtest): each
//! child's "End Hero N's turn" ends only their own hero's go (the other
//! child plays on, the done hero's rounds go by doing nothing, with no
//! hand-over); the console is passed exactly when the person choosing
//! changes (their menu, and their choice of how to take a monster's blow,
//! come only after they took it), never when the same person goes on; the
//! hourglass stands still while the console changes hands and while a
//! child looks around. Played as a child would: the hint, then A.

mod common;

use common::sandford::{
    END_ASKED, MENU, SOAK, choose, continue_saved, end_turn, first_person_s_menu, last_after,
    last_menu, phase, to_sandford_options, two_people, two_people_after,
};
use common::{boot, count, expect, keys, no_panic, shot};
use tabletop_emu::{Emu, Key};

const PASS: &str = "sandford: pass the console to hero ";
const TAKEN: &str = " has the console";

/// Runs (R held) until the menu after the `seen`th opens, taking the
/// console (A) when asked.
fn menu_after(emu: &mut Emu, seen: usize) -> common::sandford::Menu {
    let start = emu.frame_count();
    while count(emu, MENU) == seen {
        if count(emu, PASS) > count(emu, TAKEN) {
            keys(emu, &[Key::A]);
        }
        emu.hold(&[Key::R]);
        emu.run_frames(4);
        emu.release_all();
        no_panic(emu);
        assert!(
            emu.frame_count() - start < 20_000,
            "no menu; log tail:\n{}",
            emu.log_tail(30)
        );
    }
    emu.run_frames(6);
    last_menu(emu)
}

/// Hero 1's child ends their own turn: Hero 2's child still gets every go
/// of theirs; Hero 1's rounds go by doing nothing, with no hand-over back;
/// Hero 2's "End turn" then ends the heroes' turn.
#[test]
fn one_child_s_end_turn_leaves_the_other_child_their_go() {
    let (mut emu, menu) = first_person_s_menu();
    shot(&emu, "sandford-hotseat-menu");
    assert!(menu.has("End Hero 1's turn"), "{:?}", menu.items);
    assert!(menu.has("Do nothing"), "{:?}", menu.items);
    choose(&mut emu, &menu, "End Hero 1's turn");
    expect(&mut emu, END_ASKED, 30);
    keys(&mut emu, &[Key::Down, Key::A]);
    expect(&mut emu, "sandford: action nothing hero=0 by=person", 60);
    // The console goes to Hero 2's child, whose go it is.
    expect(&mut emu, "sandford: pass the console to hero 1", 600);
    emu.run_frames(10);
    shot(&emu, "sandford-hotseat-pass-after-own-end");
    let seen = count(&emu, MENU);
    let menu = menu_after(&mut emu, seen);
    assert_eq!(menu.hero, 1);
    // Nobody else plays on with Hero 2: "End turn" ends the heroes' turn.
    assert!(menu.has("End turn"), "{:?}", menu.items);
    assert_eq!(
        count(&emu, "sandford: action end-turn"),
        0,
        "the turn ended"
    );
    let passes = count(&emu, PASS);
    choose(&mut emu, &menu, "Do nothing");
    // Hero 1's round goes by on its own, said, and the console stays.
    expect(&mut emu, "sandford: action nothing hero=0 by=auto", 600);
    assert!(
        count(&emu, "sandford: says {8}Hero 1{1} is done this turn.") > 0,
        "the done hero's round went by unsaid"
    );
    emu.run_frames(4);
    shot(&emu, "sandford-hotseat-done-round");
    let seen = count(&emu, MENU);
    let menu = menu_after(&mut emu, seen);
    assert_eq!(menu.hero, 1, "Hero 2's child goes on");
    assert_eq!(count(&emu, PASS), passes, "a hand-over to the same child");
    assert_eq!(
        count(&emu, "sandford: action end-turn"),
        0,
        "the turn ended"
    );
    // Hero 2's end of turn asks as a lone hero's does, and ends it.
    choose(&mut emu, &menu, "End turn");
    expect(&mut emu, END_ASKED, 30);
    let said = last_after(&emu, "sandford: end turn says ").unwrap_or_default();
    assert!(said.contains("Done? Then the monsters go."), "{said}");
    keys(&mut emu, &[Key::Down, Key::A]);
    expect(&mut emu, "sandford: action end-turn by=person", 60);
    no_panic(&mut emu);
}

/// Hero 1's child ends their own turn, and the power is cut: the game
/// continued, Hero 1 is still done (issue 29: their child had their go
/// again): Hero 2's child plays on, and Hero 1's rounds go by on their own
/// until the heroes' turn ends.
#[test]
fn a_child_s_end_of_turn_is_kept_when_the_game_is_continued() {
    let (mut emu, menu) = first_person_s_menu();
    choose(&mut emu, &menu, "End Hero 1's turn");
    expect(&mut emu, END_ASKED, 30);
    keys(&mut emu, &[Key::Down, Key::A]);
    expect(&mut emu, "sandford: action nothing hero=0 by=person", 60);
    // Saved for Hero 2's child, who decides next.
    expect(&mut emu, "save: wrote sandford", 600);
    let sram = emu.sram();
    drop(emu);
    let mut emu = continue_saved(&sram);
    let mut seen = count(&emu, MENU);
    for _ in 0..6 {
        if count(&emu, "sandford: action end-turn") > 0 {
            break;
        }
        let menu = menu_after(&mut emu, seen);
        seen = menu.n;
        shot(&emu, "sandford-hotseat-resumed-done");
        assert_eq!(menu.hero, 1, "the done hero's child got a menu again");
        let item =
            if menu.has("End turn") && count(&emu, "sandford: action nothing hero=0 by=auto") > 0 {
                "End turn"
            } else {
                "Do nothing"
            };
        if item == "End turn" {
            end_turn(&mut emu, &menu);
        } else {
            choose(&mut emu, &menu, item);
        }
        emu.run_frames(30);
    }
    assert!(
        count(&emu, "sandford: action nothing hero=0 by=auto") > 0,
        "Hero 1's round did not go by on its own:\n{}",
        emu.log_tail(30)
    );
    assert!(
        count(&emu, "sandford: action end-turn") > 0,
        "{}",
        emu.log_tail(30)
    );
    no_panic(&mut emu);
}

/// Several rounds of two people, as children play (the hint, then A; the
/// console taken when asked): every menu and every choice against a blow
/// comes after its child took the console, and the console is never
/// passed to the child who has it.
#[test]
fn the_console_passes_exactly_when_the_child_choosing_changes() {
    let mut emu = two_people();
    let start = emu.frame_count();
    let mut shot_taken = false;
    let mut blow_shot = false;
    while count(&emu, "event turn-started") < 5 || count(&emu, SOAK) == 0 {
        if count(&emu, "game over outcome") > 0 {
            break;
        }
        assert!(
            emu.frame_count() - start < 200_000,
            "fewer than five heroes' turns with a blow taken; log tail:\n{}",
            emu.log_tail(30)
        );
        if count(&emu, PASS) > count(&emu, TAKEN) {
            if !shot_taken && count(&emu, "event turn-started") >= 2 {
                emu.run_frames(10);
                shot(&emu, "sandford-hotseat-handover");
                shot_taken = true;
            }
            // The console passed for a blow in the monsters' turn: the
            // box asks for it over the map like any other hand-over.
            if !blow_shot && phase(&emu) == "monsters" {
                emu.run_frames(10);
                shot(&emu, "sandford-hotseat-handover-blow");
                assert!(
                    handover_box_shown(&emu),
                    "no hand-over box for a blow; log tail:\n{}",
                    emu.log_tail(20)
                );
                blow_shot = true;
            }
            keys(&mut emu, &[Key::A]);
        } else {
            keys(&mut emu, &[Key::Select]);
            emu.hold(&[Key::R]);
            emu.run_frames(8);
            emu.release_all();
            keys(&mut emu, &[Key::A]);
        }
        emu.run_frames(2);
        no_panic(&mut emu);
    }
    let mut holder: Option<u8> = None;
    let (mut menus, mut soaks, mut passes) = (0, 0, 0);
    let hero_of = |rest: &str| -> u8 {
        rest.chars()
            .next()
            .and_then(|c| c.to_digit(10))
            .map_or(9, |d| d as u8)
    };
    for l in emu.rom_lines() {
        if let Some(rest) = l.split("sandford: hero ").nth(1)
            && rest.ends_with(TAKEN)
        {
            holder = Some(hero_of(rest));
        }
        if let Some(rest) = l.split(PASS).nth(1) {
            passes += 1;
            assert_ne!(
                holder,
                Some(hero_of(rest)),
                "the console was passed to the child who had it: {l}"
            );
        }
        for (needle, n) in [(MENU, &mut menus), (SOAK, &mut soaks)] {
            if let Some(rest) = l.split(needle).nth(1) {
                *n += 1;
                assert_eq!(
                    holder,
                    Some(hero_of(rest)),
                    "a child chose while the other held the console: {l}"
                );
            }
        }
    }
    assert!(
        passes >= 4 && menus >= 8,
        "{passes} hand-overs, {menus} menus"
    );
    eprintln!("{passes} hand-overs, {menus} menus, {soaks} blows chosen");
    shot(&emu, "sandford-hotseat-last");
}

/// The hand-over box (its yellow "then press A" line) is on the screen.
fn handover_box_shown(emu: &Emu) -> bool {
    let px = emu.screen_rgb();
    // A row of the box's words: many yellow pixels in one line.
    (16..136).any(|y| {
        (12..228)
            .filter(|&x| common::pixels::near(px[y * 240 + x], YELLOW))
            .count()
            > 25
    })
}

/// The text layer's yellow (src/ui.rs, `{4}`/ink::YELLOW).
const YELLOW: [u8; 3] = [0xf8, 0xd8, 0x38];

/// The hourglass's seconds as last logged with `what` ("hand-over",
/// "taken", "paused", "going").
fn seconds(emu: &Emu, what: &str) -> u32 {
    let needle = format!("sandford: hourglass {what} seconds=");
    emu.rom_lines()
        .filter_map(|l| {
            l.split_once(&needle)
                .map(|(_, s)| s.trim().parse().unwrap_or(0))
        })
        .last()
        .unwrap_or_else(|| panic!("no {needle:?} line"))
}

/// The shared hourglass stands still while the console changes hands
/// (until the next child presses A) and while a child looks around.
#[test]
fn the_hourglass_waits_for_the_hand_over_and_for_looking_around() {
    let (mut emu, menu) = first_person_s_menu();
    // Looking around: five seconds pass, the sand does not.
    choose(&mut emu, &menu, "Look around");
    expect(&mut emu, "sandford: hourglass paused seconds=", 30);
    let paused = seconds(&emu, "paused");
    emu.run_frames(300);
    keys(&mut emu, &[Key::B]);
    expect(&mut emu, "sandford: hourglass going seconds=", 30);
    assert_eq!(seconds(&emu, "going"), paused, "the sand ran while looking");
    // A round ends (the pointer stayed on "Look around"): the console
    // waits for Hero 2's child for five seconds.
    let at = |item: &str| menu.items.iter().position(|m| m == item).unwrap_or(0);
    for _ in at("Do nothing")..at("Look around") {
        keys(&mut emu, &[Key::Up]);
    }
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sandford: action nothing hero=0", 30);
    expect(&mut emu, "sandford: hourglass hand-over seconds=", 600);
    let handed = seconds(&emu, "hand-over");
    emu.run_frames(300);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sandford: hourglass taken seconds=", 30);
    assert_eq!(
        seconds(&emu, "taken"),
        handed,
        "the sand ran in the hand-over"
    );
    // Choosing runs it again.
    emu.run_frames(130);
    let menu = last_menu(&emu);
    choose(&mut emu, &menu, "Look around");
    expect(&mut emu, "sandford: hourglass paused seconds=", 30);
    assert!(
        seconds(&emu, "paused") < handed,
        "the sand stopped for good"
    );
    no_panic(&mut emu);
}

/// The options with two players name the people, in their heroes'
/// colours (the playtest: both heroes were "You").
#[test]
fn the_options_name_the_players() {
    let mut emu = boot();
    to_sandford_options(&mut emu);
    keys(&mut emu, &[Key::Up; 6]);
    keys(&mut emu, &[Key::Right]);
    emu.run_frames(10);
    shot(&emu, "sandford-options-two-players");
    no_panic(&mut emu);
}

/// Two people play (the hint, then A; the console taken when asked) until
/// the console must pass for a blow in the monsters' turn; false when the
/// game ends (or runs long) without one.
fn to_blow_hand_over(emu: &mut Emu) -> bool {
    let start = emu.frame_count();
    while count(emu, "game over outcome") == 0 && emu.frame_count() - start < 150_000 {
        if count(emu, PASS) > count(emu, TAKEN) {
            if phase(emu) == "monsters" {
                return true;
            }
            keys(emu, &[Key::A]);
        } else {
            keys(emu, &[Key::Select]);
            emu.hold(&[Key::R]);
            emu.run_frames(8);
            emu.release_all();
            keys(emu, &[Key::A]);
        }
        emu.run_frames(2);
        no_panic(emu);
    }
    false
}

/// A game of two people waiting for the console to pass for a blow: the
/// games follow the frame they start on, so Start! is pressed a little
/// later each time until one such blow comes.
fn blow_hand_over() -> Emu {
    for wait in 0..8 {
        let mut emu = two_people_after(wait * 13);
        if to_blow_hand_over(&mut emu) {
            return emu;
        }
    }
    panic!("no hand-over for a blow in eight games");
}

/// A monster hits a hero in the monsters' turn while the other child has
/// the console (the playtest: the pass screen came over "Hero 1 must take
/// 1"): the hand-over comes first, over the blow's words (what happened,
/// never the choice); the choice ("Hero 1 is hit: 1 damage. Choose:")
/// comes only once Hero 1's child took the console, with no box over it,
/// and stays to be read until they choose. Every blow names its monster.
#[test]
fn the_hand_over_for_a_blow_comes_before_its_choice() {
    let mut emu = blow_hand_over();
    let (soaks, chosen) = (count(&emu, SOAK), count(&emu, "sandford: action soak"));
    emu.run_frames(20);
    shot(&emu, "sandford-hotseat-blow-pass");
    assert!(handover_box_shown(&emu), "no hand-over box for the blow");
    let to = last_after(&emu, PASS).unwrap_or_default();
    let hero = format!("Hero {}{{1}}", to.parse::<u8>().unwrap_or(8) + 1);
    let under = last_after(&emu, "sandford: hand-over over words ")
        .expect("the words under the box are logged");
    assert!(
        under.contains(&hero) && !under.contains("must take") && !under.contains("Choose"),
        "the box came over the choice's words: {under}"
    );
    assert_eq!(count(&emu, SOAK), soaks, "the choice opened under the box");
    keys(&mut emu, &[Key::A]);
    emu.run_frames(30);
    assert_eq!(
        count(&emu, SOAK),
        soaks + 1,
        "no choice after the hand-over"
    );
    // Three seconds later the choice is still there to read, uncovered.
    emu.run_frames(180);
    shot(&emu, "sandford-hotseat-blow-choice");
    assert!(!handover_box_shown(&emu), "the box covers the choice");
    let said = last_after(&emu, "sandford: soak says ").expect("the choice's words");
    assert!(
        said.contains(&format!("{hero} is hit: ")) && said.contains("damage. Choose:"),
        "{said}"
    );
    assert_eq!(
        count(&emu, "sandford: action soak"),
        chosen,
        "the choice went by unchosen"
    );
    // Every blow on a hero named the monster (the playtest: "A monster
    // hits: 1 damage to Hero 2" did not say which).
    let blows = emu
        .rom_lines()
        .filter(|l| {
            l.contains("event monster-attacked")
                && l.contains("victim=hero")
                && l.contains("roll=-")
        })
        .count();
    let named = emu
        .rom_lines()
        .filter(|l| l.contains("sandford: says {6}A ") && l.contains(" monster hits {"))
        .count();
    assert!(
        blows > 0 && named == blows,
        "{named} of {blows} blows named the monster"
    );
    no_panic(&mut emu);
}
