//! Rush at Zeta Mu Beta end to end: the real ROM in mGBA, driven with key
//! presses: a whole game against the computer, a four-seat hot-seat start
//! with the console handed over, and computer-only games to the end.

mod common;

use common::rush::{choose_from_menu, headers_name_the_chooser, lines, menu_of, newest};
use common::{boot, count, expect, keys, no_panic, shot, to_game_options};
use tabletop_emu::{Emu, Key};

const NAME: &str = "Rush at Zeta Mu Beta";

fn to_rush_options(emu: &mut Emu) {
    to_game_options(emu, NAME, "scene: rush options");
}

/// Asks for a hint (SELECT) and takes it (A), as a child pressing the hint
/// button would, until the end screen; `on_step` runs after each press.
fn play_with_hints(emu: &mut Emu, max_frames: u64, mut on_step: impl FnMut(&mut Emu)) -> u64 {
    let start = emu.frame_count();
    while count(emu, "scene: rush end") == 0 {
        assert!(
            emu.frame_count() - start < max_frames,
            "no end screen after {max_frames} frames; log tail:\n{}",
            emu.log_tail(30)
        );
        keys(emu, &[Key::Select]);
        emu.run_frames(6);
        keys(emu, &[Key::A]);
        no_panic(emu);
        on_step(emu);
    }
    emu.frame_count() - start
}

/// Cubes the person used: a cube prompt answered "use", or cubes added to a fight.
fn person_cubes(emu: &Emu) -> usize {
    lines(emu, "by=person")
        .iter()
        .filter(|l| {
            l.contains("action use-cube")
                || (l.contains("action cubes count=") && !l.contains("count=0"))
        })
        .count()
}

/// A whole game as the zombie against the computer, by keys, with the
/// pause, help and a refused walk on the way; `warm_up` frames on the title
/// change the game's seed.
fn zombie_game(warm_up: u32) -> (Emu, u64) {
    let mut emu = boot();
    emu.run_frames(warm_up);
    to_rush_options(&mut emu);
    emu.run_frames(10);
    shot(&emu, "rush-options");
    // "Start!" is preselected: you are the zombie, the computer (Easy on a
    // fresh cartridge) the jock.
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "rush: start players=2 seats=PE", 60);
    expect(&mut emu, "rush: new game", 60);
    // The order roll and the first turns play by themselves until the
    // zombie (a person) has a choice.
    expect(&mut emu, "rush: prompt seat=0", 3000);
    emu.run_frames(10);
    shot(&emu, "rush-first-prompt");
    // START pauses; "How to play" shows the help pages; back to the game.
    keys(&mut emu, &[Key::Start]);
    expect(&mut emu, "scene: rush pause", 60);
    keys(&mut emu, &[Key::Down, Key::A]);
    expect(&mut emu, "scene: rush help", 60);
    emu.run_frames(10);
    shot(&emu, "rush-help-1");
    keys(&mut emu, &[Key::Right]);
    expect(&mut emu, "help: page 2", 60);
    emu.run_frames(10);
    shot(&emu, "rush-help-2");
    keys(&mut emu, &[Key::B]);
    expect(&mut emu, "scene: rush pause", 60);
    keys(&mut emu, &[Key::B]);
    emu.run_frames(10);

    // A block far away is not lit: A there is refused in words.
    let before = count(&emu, "rush: action ");
    if lines(&emu, "rush: prompt seat=0")
        .last()
        .is_some_and(|l| l.contains("A: walk"))
    {
        keys(
            &mut emu,
            &[Key::Up, Key::Up, Key::Up, Key::Up, Key::Up, Key::Up],
        );
        keys(
            &mut emu,
            &[
                Key::Left,
                Key::Left,
                Key::Left,
                Key::Left,
                Key::Left,
                Key::A,
            ],
        );
        emu.run_frames(5);
        shot(&emu, "rush-campus");
        assert!(
            count(&emu, "rush: refused walk") > 0,
            "a far block was not refused"
        );
    }

    let mut combat_shot = false;
    let frames = play_with_hints(&mut emu, 400_000, |emu| {
        // Logged as the animation shows the two d20s (events are logged
        // when the action is applied, before they are shown).
        if !combat_shot && count(emu, "rush: says Attack") > 0 {
            emu.run_frames(20);
            shot(emu, "rush-combat-hints");
            combat_shot = true;
        }
    });
    assert!(count(&emu, "rush: action ") > before);
    emu.run_frames(60);
    shot(&emu, "rush-end");
    (emu, frames)
}

/// The game's steps the test needs to have seen.
const WHOLE_GAME: [&str; 5] = [
    "event order-rolled",
    "event move-rolled",
    "event princess-rolled",
    "event stepped",
    "game over outcome",
];

#[test]
fn a_whole_game_against_the_computer_with_key_presses() {
    // A game the dice end at once (the paper lets a princess land in her
    // hunters' base) is played again from another seed.
    let (mut emu, mut frames) = zombie_game(0);
    for warm_up in [17, 41, 73] {
        let whole = WHOLE_GAME.iter().all(|n| count(&emu, n) > 0);
        if whole && count(&emu, "action step") > 0 {
            break;
        }
        (emu, frames) = zombie_game(warm_up);
    }
    for needle in WHOLE_GAME {
        assert!(count(&emu, needle) > 0, "the game never logged {needle:?}");
    }
    assert!(
        count(&emu, "action step") > 0,
        "the person never walked: {}",
        emu.log_tail(20)
    );
    assert!(
        count(&emu, "event picked-up") + count(&emu, "event fight-rolled") > 0,
        "a whole game with no pick-up and no fight"
    );
    // A cube used by the person: most games have one; if this one did not,
    // play on (A: again) for up to four more games (the games a child's
    // presses meet change with the words' pauses: the round's words now
    // wait before its dice).
    let mut games = 1;
    while person_cubes(&emu) == 0 && games < 5 {
        keys(&mut emu, &[Key::A]);
        expect(&mut emu, "rush: new game", 120);
        let ends = count(&emu, "scene: rush end");
        let start = emu.frame_count();
        while count(&emu, "scene: rush end") == ends {
            assert!(emu.frame_count() - start < 400_000, "{}", emu.log_tail(30));
            keys(&mut emu, &[Key::Select]);
            emu.run_frames(6);
            keys(&mut emu, &[Key::A]);
            no_panic(&mut emu);
        }
        emu.run_frames(60);
        games += 1;
    }
    let person_cubes = person_cubes(&emu);
    assert!(
        person_cubes > 0,
        "no cube used by the person in {games} games"
    );
    eprintln!(
        "whole game: {frames} frames ({games} games), {} fights, {} cubes used by the person, {} cubes used in all",
        count(&emu, "event fight-rolled"),
        person_cubes,
        count(&emu, "event cube-spent") + count(&emu, "event cubes-added")
    );
    // A starts a new game with the same settings.
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "rush: new game", 120);
}

#[test]
fn four_people_pass_the_console() {
    let mut emu = boot();
    to_rush_options(&mut emu);
    // Up to "Players", Right for four, then every seat a person (Left from
    // the computer's Easy).
    keys(
        &mut emu,
        &[Key::Up, Key::Up, Key::Up, Key::Right, Key::Down],
    );
    for _ in 0..3 {
        keys(&mut emu, &[Key::Down, Key::Left]);
    }
    keys(&mut emu, &[Key::Down]);
    emu.run_frames(5);
    shot(&emu, "rush-options-4");
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "rush: start players=4 seats=PPPP", 60);
    expect(&mut emu, "rush: new game", 60);
    let start = emu.frame_count();
    let mut shot_taken = false;
    while count(&emu, "has the console") < 3 {
        assert!(
            emu.frame_count() - start < 60_000,
            "fewer than three hand-overs; log tail:\n{}",
            emu.log_tail(30)
        );
        if !shot_taken && count(&emu, "rush: pass the console to") > 0 {
            emu.run_frames(5);
            shot(&emu, "rush-handover");
            shot_taken = true;
        }
        keys(&mut emu, &[Key::Select]);
        emu.run_frames(6);
        keys(&mut emu, &[Key::A]);
        no_panic(&mut emu);
    }
    let seats: std::collections::BTreeSet<String> = lines(&emu, "has the console")
        .iter()
        .filter_map(|l| l.split("rush: ").nth(1).map(String::from))
        .collect();
    assert!(
        seats.len() >= 2,
        "the console went to one seat only: {seats:?}"
    );
    assert!(count(&emu, "by=person") > 0);
}

/// Computer-only games of `players`, `games` of them one after another (A on
/// the end screen plays again), each to its end with no panic.
fn demo(players: u8, games: usize) {
    let mut emu = boot();
    to_rush_options(&mut emu);
    // Every seat the computer (Right cycles Person to Computer: Easy, ...).
    keys(&mut emu, &[Key::Up, Key::Up, Key::Up]);
    if players == 4 {
        keys(&mut emu, &[Key::Right]);
    }
    // The zombie's seat starts as a person: Right three times makes it the
    // computer (Hard); the other seats are the computer (Easy) already.
    keys(
        &mut emu,
        &[Key::Down, Key::Right, Key::Right, Key::Right, Key::Up],
    );
    for _ in 0..=players {
        keys(&mut emu, &[Key::Down]);
    }
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "rush: new game", 60);
    assert!(
        count(&emu, "seats=P") == 0,
        "a seat is still a person: {}",
        emu.log_tail(5)
    );
    emu.hold(&[Key::R]);
    let start = emu.frame_count();
    while count(&emu, "scene: rush end") < games {
        if count(&emu, "scene: rush end") > count(&emu, "rush: new game") - 1 {
            // The end screen: A plays again with the same seats.
            emu.run_frames(40);
            keys(&mut emu, &[Key::A]);
        }
        assert!(
            emu.frame_count() - start < 300_000,
            "no end after 300,000 frames; log tail:\n{}",
            emu.log_tail(30)
        );
        emu.run_frames(600);
        no_panic(&mut emu);
    }
    emu.release_all();
    if std::env::var("RUSH_DEBUG").is_ok() {
        eprintln!("{}", emu.log_tail(60));
    }
    assert_eq!(count(&emu, "rush: refused"), 0, "the computer was refused");
    eprintln!(
        "demo {players}: {games} games, {} frames, {} rounds, {} fights, outcomes {:?}",
        emu.frame_count() - start,
        count(&emu, "event round-started"),
        count(&emu, "event fight-rolled"),
        lines(&emu, "game over outcome")
    );
}

#[test]
fn the_computer_plays_two_seats_to_the_end() {
    demo(2, 1);
}

#[test]
fn the_computer_plays_four_seats_to_the_end() {
    demo(4, 3);
}

/// Boots the cartridge with `sram` in its save memory, to the title.
fn boot_with(sram: &[u8]) -> Emu {
    let mut emu = Emu::load(&tabletop_emu::default_rom()).unwrap_or_else(|e| panic!("{e}"));
    emu.boot_with_sram(sram);
    for _ in 0..600 {
        if count(&emu, "scene: title") > 0 {
            emu.run_frames(30);
            return emu;
        }
        if count(&emu, "scene: message") > 0 {
            emu.run_frames(20);
            keys(&mut emu, &[Key::A]);
        }
        emu.run_frames(1);
    }
    panic!("no title; log tail:\n{}", emu.log_tail(20));
}

#[test]
fn a_game_cut_off_by_the_power_switch_is_continued() {
    let mut first = boot();
    to_rush_options(&mut first);
    keys(&mut first, &[Key::A]);
    expect(&mut first, "rush: new game", 60);
    let start = first.frame_count();
    while count(&first, "save: wrote rush") < 4 {
        assert!(
            first.frame_count() - start < 60_000,
            "fewer than 4 saves; log tail:\n{}",
            first.log_tail(20)
        );
        keys(&mut first, &[Key::Select]);
        first.run_frames(6);
        keys(&mut first, &[Key::A]);
        no_panic(&mut first);
    }
    let sram = first.sram();
    drop(first); // the power switch

    let mut emu = boot_with(&sram);
    assert!(
        count(&emu, "save: suspended Rush at Zeta Mu Beta line=Round") > 0,
        "the suspended game is not found at power-on; log:\n{}",
        emu.log_tail(20)
    );
    to_game_options_via_continue(&mut emu);
    expect(&mut emu, "rush: resumed game", 120);
    emu.run_frames(20);
    shot(&emu, "rush-resumed");
    let before = count(&emu, "rush: action ");
    for _ in 0..300 {
        keys(&mut emu, &[Key::Select]);
        emu.run_frames(6);
        keys(&mut emu, &[Key::A]);
        no_panic(&mut emu);
        if count(&emu, "rush: action ") > before + 3 {
            break;
        }
    }
    assert!(
        count(&emu, "rush: action ") > before + 3,
        "the resumed game did not play on: {}",
        emu.log_tail(20)
    );
}

/// From the title to Rush, where the Continue screen is offered; A takes it.
fn to_game_options_via_continue(emu: &mut Emu) {
    let row = common::game_table(emu)
        .into_iter()
        .find(|r| r.name == NAME)
        .expect("Rush is in the table");
    keys(emu, &[Key::Start]);
    expect(emu, "scene: menu", 120);
    for _ in 0..row.index {
        keys(emu, &[Key::Down]);
    }
    keys(emu, &[Key::A]);
    expect(emu, "save: continue offered Rush at Zeta Mu Beta", 120);
    keys(emu, &[Key::A]);
}

/// A person answers the cube prompts that come in the computer's turn: the
/// zombie (a person) takes a cube whenever the menu offers one (L opens the
/// menu, Right moves along it, A takes the choice), is asked to nudge the
/// jocks' d20 and to make the jock carrying the zombies' princess flee, says
/// yes (A on "Yes: use a cube", the first choice), and pushes him block by
/// block (A on the first lit block). Every other decision is the hint's.
/// Games are played until both prompts have been answered and a push made.
#[test]
fn a_person_answers_cube_prompts_in_the_computers_turn_nudge_flee_and_push() {
    let mut emu = boot();
    to_rush_options(&mut emu);
    // The jock at Normal (Up to his row, Right from Easy), who carries the
    // zombies' princess more often than Easy does.
    keys(&mut emu, &[Key::Up, Key::Right, Key::Down, Key::A]);
    expect(&mut emu, "rush: start players=2 seats=PN", 60);
    expect(&mut emu, "rush: new game", 60);
    let used = |emu: &Emu, kind: &str| {
        lines(emu, "rush: event cube-spent")
            .iter()
            .filter(|l| l.contains("player=0") && l.contains(kind))
            .count()
    };
    let pushed = |emu: &Emu| lines(emu, "rush: action push to=").len();
    let (mut nudge_shot, mut push_shot, mut sign_shot) = (false, false, false);
    let mut games = 1;
    let mut seen = count(&emu, "rush: prompt seat=0");
    let start = emu.frame_count();
    let mut combat_shot = false;
    while used(&emu, "use=flee") == 0
        || used(&emu, "use=nudge") == 0
        || pushed(&emu) == 0
        || !combat_shot
    {
        // README's fight picture: the two big dice and their words.
        if !combat_shot && count(&emu, "rush: says Attack") > 0 {
            emu.run_frames(20);
            shot(&emu, "rush-combat");
            combat_shot = true;
        }
        assert!(
            emu.frame_count() - start < 1_500_000,
            "after {games} games: nudges {}, flees {}, pushes {}; log tail:\n{}",
            used(&emu, "use=nudge"),
            used(&emu, "use=flee"),
            pushed(&emu),
            emu.log_tail(30)
        );
        if count(&emu, "scene: rush end") >= games {
            eprintln!(
                "game {games} over at frame {}: nudges {}, flees {}, pushes {}",
                emu.frame_count(),
                used(&emu, "use=nudge"),
                used(&emu, "use=flee"),
                pushed(&emu)
            );
            emu.run_frames(60);
            keys(&mut emu, &[Key::A]);
            expect(&mut emu, "rush: new game", 120);
            games += 1;
            continue;
        }
        let now = count(&emu, "rush: prompt seat=0");
        if now == seen {
            emu.run_frames(4);
            no_panic(&mut emu);
            continue;
        }
        seen = now;
        let prompt = newest(&emu, "rush: prompt seat=0").unwrap_or_default();
        let menu = menu_of(&prompt);
        let actions = count(&emu, "rush: action ");
        // Adding the cube die or taking it away: the menu names the
        // building each sends the princess to (and the map lights it).
        if prompt.contains(": cube die ") {
            assert!(
                prompt.contains("< Add it: to ") || prompt.contains("< Add it: the Cloud >"),
                "the menu does not name where adding sends her: {prompt}"
            );
            if !sign_shot {
                emu.run_frames(10);
                shot(&emu, "rush-nudge-sign");
                sign_shot = true;
            }
        }
        if prompt.contains("Change it?") || prompt.contains("flee with a cube?") {
            // The d20 (or the carrier) is the computer's: this is its turn.
            assert!(
                newest(&emu, "rush: event turn-started").is_some_and(|l| l.contains("player=1")),
                "a cube prompt for the zombie outside the jock's turn: {prompt}"
            );
            // The safe choice, "No, thanks", comes first (the playtest: an
            // A pressed by the wrong child spent a cube); Right, then A,
            // uses one.
            assert_eq!(
                menu.iter().map(String::as_str).collect::<Vec<_>>(),
                ["pass", "use-cube"],
                "{prompt}"
            );
            if !nudge_shot && prompt.contains("Change it?") {
                emu.run_frames(10);
                shot(&emu, "rush-nudge-prompt");
                nudge_shot = true;
            }
            keys(&mut emu, &[Key::Right, Key::A]);
        } else if prompt.contains("push") {
            let first = !push_shot;
            if first {
                emu.run_frames(10);
                shot(&emu, "rush-push-prompt");
                push_shot = true;
            }
            keys(&mut emu, &[Key::A]);
            if first {
                // The push as a picture: the piece moved a block, an arrow
                // beside it the way he is pushed, the words held.
                expect(&mut emu, "rush: event pushed", 30);
                emu.run_frames(40);
                shot(&emu, "rush-pushed");
                assert!(
                    newest(&emu, "rush: says ")
                        .is_some_and(|l| l.contains("is pushed away from home")),
                    "{}",
                    emu.log_tail(10)
                );
            }
        } else if let Some(k) = menu.iter().position(|m| m == "pick-cube") {
            choose_from_menu(&mut emu, k);
        } else {
            keys(&mut emu, &[Key::Select]);
            emu.run_frames(6);
            keys(&mut emu, &[Key::A]);
        }
        no_panic(&mut emu);
        // A prompt still waiting after a second (a hint on its way) is
        // answered again.
        let mut acted = false;
        for _ in 0..30 {
            emu.run_frames(2);
            if count(&emu, "rush: action ") > actions {
                acted = true;
                break;
            }
        }
        if !acted && count(&emu, "rush: prompt seat=0") == seen {
            seen -= 1;
        }
    }
    let flee = used(&emu, "use=flee");
    let pushes = pushed(&emu);
    assert!(count(&emu, "rush: event pushed") >= pushes);
    assert!(
        lines(&emu, "rush: action use-cube by=person").len() >= 2,
        "the yes answers were not the person's"
    );
    assert!(count(&emu, "rush: action pick-cube by=person") > 0);
    // Each cube's words (the zombie's in the jock's turn, the jock's) under
    // a header naming its user first.
    assert!(headers_name_the_chooser(&emu) >= 2);
    eprintln!(
        "cube prompts: {games} games, nudges {}, flees {flee}, pushes {pushes}",
        used(&emu, "use=nudge")
    );
}
