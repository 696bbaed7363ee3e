//! The Simple Game System's "Learn to play" end to end: the guided game
//! walked from power-on pressing only what the hand asks for (A on the
//! pointed line; for a step of a walk, A on "Walk (+ pad)" and then the pad's
//! arrow to the pointed square), into a real adventure against Easy
//! creatures, never saved nor counted, its words in the order of the dice;
//! A acting at once past its last choice; a wrong press answered gently;
//! and key mashing through it.

mod common;

use common::{boot, count, expect, keys, no_panic, shot, to_game_options};
use tabletop_emu::{Emu, Key};

/// From the start screen to the guided game ("Learn to play" is the row
/// after "How to play", nine down).
fn to_learn(emu: &mut Emu) {
    to_game_options(emu, "Simple Game System", "scene: sgs start");
    emu.run_frames(10);
    shot(emu, "sgs-start-learn");
    keys(emu, &[Key::Down; 9]);
    keys(emu, &[Key::A]);
    expect(emu, "sgs: learn to play", 60);
    expect(emu, "sgs: guide begins steps=", 60);
}

/// The steps played so far (`guide step N of M`).
fn steps(emu: &Emu) -> usize {
    count(emu, "sgs: guide step ")
}

/// Whether the guide's last pointing at a line is still to be answered
/// (no line was picked after it).
fn pending(emu: &Emu) -> bool {
    let log: Vec<&str> = emu.rom_lines().collect();
    let at = |what: &str| log.iter().rposition(|l| l.contains(what));
    match (at("sgs: guide points"), at("sgs: picked ")) {
        (Some(p), Some(k)) => p > k,
        (Some(_), None) => true,
        _ => false,
    }
}

/// The + pad's arrow the hand last asked for, if the last pointing was at
/// a square (`sgs: guide walk d=N`).
fn asked_walk(emu: &Emu) -> Option<Key> {
    let last = emu
        .rom_lines()
        .filter(|l| l.contains("sgs: guide points") || l.contains("sgs: guide walk d="))
        .last()?;
    let d = last.split("d=").nth(1)?.trim();
    Some(match d {
        "0" => Key::Up,
        "2" => Key::Right,
        "4" => Key::Down,
        _ => Key::Left,
    })
}

/// Presses what the hand asks for (A on the pointed line, the pad's arrow
/// on a walk) every 20 frames until `done`.
fn walk_until(emu: &mut Emu, done: impl Fn(&Emu) -> bool) {
    let start = emu.frame_count();
    while !done(emu) {
        assert!(
            emu.frame_count() - start < 60_000,
            "the guided game did not get there; log tail:\n{}",
            emu.log_tail(30)
        );
        emu.run_frames(20);
        match asked_walk(emu) {
            Some(k) => keys(emu, &[k]),
            None => keys(emu, &[Key::A]),
        }
        no_panic(emu);
    }
}

/// The lines the game said (`sgs: says ...`), in order.
fn said(emu: &Emu) -> Vec<String> {
    emu.rom_lines()
        .filter_map(|l| l.split("sgs: says ").nth(1).map(str::to_owned))
        .collect()
}

/// The playtest: the first roll's X was never said; a blow's tie was said
/// after its "Hit!"; who acts was hard to follow; why some bonus dice are
/// added and one is asked was never said.
fn the_words_follow_the_dice(emu: &Emu) {
    let said = said(emu);
    // The first roll: its X (a 1 took its 6's success) said first, with
    // its dice, then the bonus die and the result.
    let first = |needle: &str| said.iter().position(|l| l.contains(needle));
    let ones = first("Each 1 takes a success away: X.").expect("the X said");
    let result = first("Bram got 0, needed 2").expect("the first roll said");
    // The bonus die says what it did (the playtest: "one more die", then
    // 0 successes, unexplained).
    let bonus = first("A 6! One more die: a 2, no success.").expect("the bonus die said");
    assert!(ones < bonus && bonus < result, "{said:?}");
    // Every tie is said the same way, "Tie!" and what the paper does with
    // it (the playtest: the tie rules read as changing from tie to tie).
    for l in &said {
        assert!(!l.contains("A tie"), "{l}");
        if l.contains("Tie") {
            assert!(l.starts_with("{3}Tie! "), "{l}");
        }
    }
    // A blow's tie is said as the result, before the hit or the miss it
    // made.
    let ties: Vec<usize> = (0..said.len())
        .filter(|&i| said[i].contains("Tie! More dice wins") || said[i].contains("Tie! Same dice"))
        .collect();
    assert!(ties.len() >= 2, "{said:?}");
    for i in ties {
        let next = said.get(i + 1).map_or("", String::as_str);
        assert!(
            next.contains("Hit!") || next.contains("misses"),
            "after a tie: {next:?}"
        );
        let before = said[i.saturating_sub(1)].as_str();
        assert!(!before.contains("Hit!"), "a tie after a hit: {said:?}");
    }
    // Every bonus die says why: a 6, added for everyone; a 6 and behind,
    // asked.
    assert!(
        said.iter()
            .any(|l| l.starts_with("{3}A 6! One more die: a "))
    );
    assert_eq!(
        count(
            emu,
            "sgs: says {3}Cellar Rat 1 is behind: its 6 adds a die."
        ),
        1
    );
    assert_eq!(
        count(emu, "sgs: prompt {3}You are losing: add your 6's die?"),
        1
    );
    // Every turn of a fight names who acts, in the title.
    let lines: Vec<&str> = emu.rom_lines().collect();
    let mut turns = 0;
    for (i, l) in lines.iter().enumerate() {
        let Some(who) = l.split("sgs: event acts who=").nth(1) else {
            continue;
        };
        let title = lines[i..]
            .iter()
            .find(|l| l.contains("sgs: title "))
            .expect("a title after a turn");
        // (A monster's turn is the monsters', named in the banner.)
        assert!(
            title.contains("'s turn") || title.contains("Monsters' turn: "),
            "{l} then {title}"
        );
        if who.starts_with("0 ") {
            assert!(title.contains("Bram's turn"), "{title}");
        }
        turns += 1;
    }
    assert!(turns >= 10, "{turns} turns");
    // Through a blow (its throw, bonus dice and result) the attacker is
    // still the one acting: the title never drops the name.
    let mut last = "";
    for l in &lines {
        if let Some(e) = l.split("sgs: event ").nth(1) {
            last = e;
        } else if l.contains("sgs: title ") && !l.contains(" turn") {
            // (After its hit or miss the round may end: nobody acts.)
            let blow = ["attacks", "rolled", "bonus-die"];
            assert!(
                !blow.iter().any(|b| last.starts_with(b)),
                "{l} after {last}"
            );
        }
    }
}

#[test]
fn the_guided_adventure_is_walked_with_what_the_hand_asks_and_ends_in_a_real_game() {
    let mut emu = boot();
    to_learn(&mut emu);
    let total = emu
        .rom_lines()
        .find_map(|l| {
            l.split("sgs: guide begins steps=")
                .nth(1)
                .map(str::to_owned)
        })
        .and_then(|n| n.trim().parse::<usize>().ok())
        .expect("the script's length");
    let start = emu.frame_count();
    let mut pointed = 0;
    let mut lines = 0;
    // The log's length and the frame it last grew.
    let mut quiet = (0, 0);
    while count(&emu, "scene: learn done") == 0 {
        assert!(
            emu.frame_count() - start < 60_000,
            "the guided game did not end; log tail:\n{}",
            emu.log_tail(30)
        );
        emu.run_frames(20);
        // Each pointing (a line, or a square of a walk), as the child sees it.
        let points = count(&emu, "sgs: guide points") + count(&emu, "sgs: guide walk d=");
        if points > pointed {
            pointed = points;
            emu.run_frames(30);
            shot(&emu, &format!("sgs-learn-{}-{pointed}", steps(&emu)));
            // The hand sits beside the asked line, on its row.
            if let Some(row) = common::sgs::hand_row(&emu) {
                common::sgs::assert_hand_beside(&emu, row);
                lines += 1;
            } else if asked_walk(&emu).is_some() {
                // Over a square, never over the title ("Fight!").
                let title = common::sgs::pixels(&emu, (0, 0, 104, 12), common::sgs::WHITE);
                assert_eq!(title, 0, "the hand covers the title");
            }
        }
        // A choice is pressed only while it is asked; the words between
        // are hurried with R (A hurries them too, but a hurrying A that
        // lands on the frame the menu comes picks its line before the test
        // can see the hand: a child would see the hand first). A still goes
        // on where nothing has been said for a while (the end's words).
        let logged = emu.rom_lines().count();
        match asked_walk(&emu) {
            Some(k) => keys(&mut emu, &[k]),
            None if pending(&emu) || logged == quiet.0 && emu.frame_count() - quiet.1 > 240 => {
                keys(&mut emu, &[Key::A])
            }
            None => keys(&mut emu, &[Key::R]),
        }
        if logged != quiet.0 {
            quiet = (logged, emu.frame_count());
        }
        no_panic(&mut emu);
    }
    // Bram and the goblin throw 3 successes each for initiative: a tie is
    // said as one (they act at the same moment), never as "Most successes",
    // naming who is played first (session 31: whose turn a tie gives).
    let tied = ["Bram", "Goblin"].map(|w| {
        count(
            &emu,
            &format!("sgs: says {{3}}Tie! Same moment: {w} first."),
        )
    });
    assert!(tied.iter().sum::<usize>() >= 1, "{tied:?}");
    // The guide's words match what the press does where the child is: on
    // the menu A on Walk, walking the + pad's arrow (the playtest: "press
    // Up" on the menu moved its cursor).
    let log: Vec<&str> = emu.rom_lines().collect();
    let walk = log
        .iter()
        .position(|l| l.contains("sgs: guide walk d="))
        .expect("a walk");
    let on_menu = log[..walk]
        .iter()
        .rev()
        .find(|l| l.contains("sgs: guide says"))
        .expect("the guide's words on the menu");
    assert!(
        on_menu.ends_with("Take a step: press A on Walk."),
        "{on_menu}"
    );
    let walking = log[walk..]
        .iter()
        .find(|l| l.contains("sgs: guide says"))
        .expect("the guide's words walking");
    assert!(walking.ends_with("Now press Up on the + pad."), "{walking}");
    assert_eq!(count(&emu, "sgs: guided game over completed=true xp=3"), 1);
    assert!(lines >= 10, "the hand beside {lines} lines");
    // Maud is said who she is once, though three scenes name her.
    assert_eq!(count(&emu, "sgs: says {3}Maud is a kind old healer."), 1);
    // The first chance shown ("6 in 10") is said what it means, once.
    assert_eq!(
        count(&emu, "sgs: says {3}6 in 10: you win 6 times out of 10."),
        1
    );
    the_words_follow_the_dice(&emu);
    common::learn::walked_into_a_real_game(&mut emu, "sgs", total);
    expect(&mut emu, "sgs: start adventure party=1 people=1", 120);
    expect(&mut emu, "sgs: creatures easy", 60);
    no_panic(&mut emu);
}

#[test]
fn a_press_that_is_not_the_one_asked_for_gets_a_gentle_word_and_costs_nothing() {
    let mut emu = boot();
    to_learn(&mut emu);
    // The first scene's choice: the hand is on the well rope; the cellar
    // door is the other line.
    expect(&mut emu, "sgs: guide points Some(Item(0", 900);
    emu.run_frames(20);
    shot(&emu, "sgs-learn-first");
    keys(&mut emu, &[Key::Down, Key::A]);
    expect(&mut emu, "sgs: guide not asked", 60);
    emu.run_frames(10);
    shot(&emu, "sgs-learn-not-that");
    assert_eq!(steps(&emu), 0, "nothing was played");
    assert_eq!(count(&emu, "sgs: refused"), 0, "no refusal, no penalty");
    // The hand points again, at the asked line.
    assert_eq!(count(&emu, "sgs: guide points Some(Item(0"), 2);
    // SELECT points again; it never plays the step.
    keys(&mut emu, &[Key::Select]);
    emu.run_frames(20);
    assert_eq!(steps(&emu), 0);
    assert_eq!(count(&emu, "sgs: hint asked"), 0);
    // The cursor is back on the asked line: A plays it.
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sgs: guide step 1 of", 60);
    no_panic(&mut emu);
}

#[test]
fn mashing_buttons_through_learn_to_play_never_panics_hangs_or_saves() {
    let mut emu = boot();
    to_learn(&mut emu);
    common::learn::mash(&mut emu, "sgs", 0x5eed_1ea4, 600);
}

/// The playtest: "Now play a real game!" ignored A for seconds. Past the
/// last choice A goes on at once, and on "Now play a real game!" the
/// first press starts it.
#[test]
fn a_acts_at_once_from_the_last_choice_to_the_real_game() {
    let mut emu = boot();
    to_learn(&mut emu);
    walk_until(&mut emu, |e| count(e, "sgs: guide step 118 of 119") > 0);
    shot(&emu, "sgs-learn-won");
    emu.run_frames(10);
    let pressed = emu.frame_count();
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "scene: learn done", 30);
    assert_eq!(count(&emu, "sgs: guided end skipped"), 1);
    assert_eq!(count(&emu, "sgs: guided game over completed=true xp=3"), 1);
    let to_screen = emu.frame_count() - pressed;
    // The very next frame, A starts the real game.
    emu.run_frames(1);
    let shown = emu.frame_count();
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "learn: real game", 10);
    let answered = emu.frame_count() - shown;
    eprintln!("A to Now play: {to_screen} frames; A answered in {answered}");
    expect(&mut emu, "sgs: start adventure party=1 people=1", 120);
    no_panic(&mut emu);
}

/// The playtest: "Now play a real game!" was half drawn on its first
/// frame. Frame by frame from the last choice, every frame shows the old
/// screen or the whole new one: never its title without its last lines.
#[test]
fn now_play_a_real_game_is_never_seen_half_drawn() {
    use common::sgs::pixels;
    const GREEN: [u8; 3] = [0x78, 0xe0, 0x78];
    const SKY: [u8; 3] = [0x78, 0xc8, 0xf0];
    let mut emu = boot();
    to_learn(&mut emu);
    walk_until(&mut emu, |e| count(e, "sgs: guide step 118 of 119") > 0);
    emu.run_frames(10);
    emu.hold(&[Key::A]);
    // The title (green, at the top) and the two last lines (sky, below).
    let seen = |e: &Emu| {
        (
            pixels(e, (0, 4, 240, 12), GREEN),
            pixels(e, (0, 118, 240, 24), SKY),
        )
    };
    let mut frames = Vec::new();
    let start = emu.frame_count();
    while frames.len() < 12 {
        emu.run_frames(1);
        if emu.frame_count() - start == 3 {
            emu.release_all();
        }
        assert!(emu.frame_count() - start < 600, "{}", emu.log_tail(10));
        if count(&emu, "scene: learn done") > 0 {
            frames.push(seen(&emu));
        }
    }
    emu.run_frames(30);
    shot(&emu, "sgs-learn-now-play");
    let whole = seen(&emu);
    assert!(whole.0 > 0 && whole.1 > 0, "{whole:?}");
    for (k, f) in frames.iter().enumerate() {
        assert!(
            f.0 != whole.0 || f.1 == whole.1,
            "frame {k} after the screen began: its title without its last lines {f:?}, whole {whole:?}"
        );
    }
    no_panic(&mut emu);
}
