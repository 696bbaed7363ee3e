//! Sandford's "Learn to play" end to end: the guided game walked from
//! power-on pressing what a real game asks (A on the menu's line the hand
//! is beside, the pad the way the guide's arrow beside the cursor points
//! until the hand comes onto the cursor, A), into a real
//! game beside three of the computer's best heroes; a wrong press answered gently, the hand
//! staying on the asked cell; key mashing through it.

mod common;

use common::learn::arrow_beside;
use common::sandford::{
    Drawn, follow_arrow, guide_drawn, hand_and_cursor, hand_on_cursor, play_pointed,
    to_sandford_options,
};
use common::{boot, count, expect, keys, no_panic, shot};
use tabletop_emu::{Emu, Key};

/// The guided game's steps (`core/src/sandford/guide.rs`).
const STEPS: usize = 91;

/// From the options screen to the guided game ("Learn to play" is the
/// last row, three below "Start!").
fn to_learn(emu: &mut Emu) {
    to_sandford_options(emu);
    emu.run_frames(10);
    shot(emu, "sandford-options-learn");
    keys(emu, &[Key::Down, Key::Down, Key::Down, Key::A]);
    expect(emu, "sandford: learn to play", 60);
    expect(emu, &format!("sandford: guide begins steps={STEPS}"), 60);
}

/// Logged when the hand points into a menu's line from its right (the box
/// at the left of the screen).
const FROM_RIGHT: &str = "sandford: hand points into a line from the right";

/// The steps played so far (`guide step N of M`).
fn steps(emu: &Emu) -> usize {
    count(emu, "sandford: guide step ")
}

/// The hand points at a step not yet played (the last pointing came after
/// the last step played).
fn pointed(emu: &Emu) -> bool {
    let (mut points, mut played) = (None, None);
    for (i, l) in emu.rom_lines().enumerate() {
        if l.contains("sandford: guide points ") {
            points = Some(i);
        }
        if l.contains("sandford: guide step ") {
            played = Some(i);
        }
    }
    points > played
}

#[test]
fn sandford_s_guided_game_is_walked_as_a_real_game_asks_and_ends_in_a_real_game() {
    let mut emu = boot();
    to_learn(&mut emu);
    let start = emu.frame_count();
    let mut seen = Vec::new();
    let (mut moves, mut walked) = (0, 0);
    let mut seen_from_right = false;
    while count(&emu, "scene: learn done") == 0 {
        assert!(
            emu.frame_count() - start < 80_000,
            "the guided game did not end; log tail:\n{}",
            emu.log_tail(30)
        );
        emu.run_frames(10);
        no_panic(&mut emu);
        if count(&emu, FROM_RIGHT) > 0 && !seen_from_right {
            seen_from_right = true;
            shot(&emu, "sandford-learn-hand-from-right");
        }
        if !pointed(&emu) {
            // The computer's steps, the monsters: A is not asked for.
            continue;
        }
        // The first walk, doing nothing, the purchase, a walk up to a
        // monster and the attack, the ring: each pointed at.
        let n = steps(&emu);
        if [0, 1, 17, 56, 57, 90].contains(&n) && !seen.contains(&n) {
            seen.push(n);
            emu.run_frames(40);
            shot(&emu, &format!("sandford-learn-{n}"));
            if n < 2 {
                hand_in_the_menu_box(&emu);
            }
        }
        let pointing = emu
            .rom_lines()
            .filter(|l| l.contains("sandford: guide points "))
            .last()
            .unwrap_or_default()
            .to_string();
        let pad = play_pointed(&mut emu);
        if pointing.contains("Move") || pointing.contains("move") {
            moves += 1;
            walked += usize::from(pad > 0);
        }
        if n == 0 {
            shot(&emu, "sandford-learn-walked");
        }
        expect(&mut emu, &format!("sandford: guide step {} of", n + 1), 120);
    }
    assert_eq!(seen.len(), 6, "every pointed step was seen: {seen:?}");
    // The hand points into a menu's line from its side, never down beside
    // it (the playtest: with the box at the left, a hand pointing down by
    // its right edge pointed at nothing).
    assert!(
        count(&emu, "sandford: hand points into a line from the ") > 0,
        "the hand never pointed into a menu's line"
    );
    // Every walk was taught as a real game asks it: Move, the pad, A.
    assert_eq!(moves, 11, "the child's walks");
    assert_eq!(walked, moves, "a walk was played without the pad");
    // The numbers are said with where they come from: the shop's die by
    // what it does, the attack's damage as the sum the rules make, the
    // ring by what it does.
    let says: Vec<String> = emu
        .rom_lines()
        .filter_map(|l| l.split_once("sandford: says ").map(|(_, r)| r.to_string()))
        .collect();
    assert!(
        says.iter()
            .any(|s| s.contains("Hero 1{1} buys weapon: ") && s.ends_with(" damage")),
        "{says:?}"
    );
    let hits: Vec<&String> = says.iter().filter(|s| s.contains(" hits! ")).collect();
    assert!(!hits.is_empty(), "{says:?}");
    // In a child's words, not a sum (the playtest: "Die 6 hits! weapon 4
    // = 4 damage"): "6 hits! The sword does 4 damage."
    for h in hits {
        assert!(
            (h.contains("The sword does ") || h.contains("Armour ")) && h.ends_with(" damage."),
            "{h}"
        );
        assert!(!h.contains('=') && !h.starts_with("Die "), "{h}");
    }
    assert!(
        says.iter()
            .any(|s| s.ends_with("Hero 1{1}: fighter ring (attack rolls again)")),
        "{says:?}"
    );
    // Every kill is said, the child's own too (the playtest: it was not).
    for hero in 0..4 {
        let killed = emu
            .rom_lines()
            .filter(|l| l.contains("event monster-killed ") && l.contains(&format!(" hero={hero}")))
            .count();
        let said = says
            .iter()
            .filter(|s| s.contains(&format!("Hero {}{{1}} slays a monster!", hero + 1)))
            .count();
        assert_eq!(said, killed, "hero {}'s kills said", hero + 1);
        if hero == 0 {
            assert!(killed > 0, "the child's hero killed nothing");
        }
    }
    // The menu box goes where it hides fewer monsters (never the hero).
    let boxes: Vec<(i32, i32, bool)> = emu
        .rom_lines()
        .filter_map(|l| {
            l.split_once("sandford: menu box covers=")
                .map(|(_, r)| r.to_string())
        })
        .map(|r| {
            let w: Vec<&str> = r.split_whitespace().collect();
            (
                w[0].parse().expect("covers"),
                w[1].trim_start_matches("other=").parse().expect("other"),
                w[2] == "moved=true",
            )
        })
        .collect();
    assert!(!boxes.is_empty());
    for (covers, other, _) in &boxes {
        assert!(covers <= other, "{boxes:?}");
    }
    // Near the monsters the box went to the hero's side, off them.
    assert!(boxes.iter().any(|b| b.2), "{boxes:?}");
    // It ends on a calm beat: the ring's words, nobody acting after the
    // child's last step, no second wave announced.
    assert_eq!(count(&emu, "event wave-arrives"), 1, "{}", emu.log_tail(30));
    let last = emu
        .rom_lines()
        .position(|l| l.contains(&format!("guide step {STEPS} of")))
        .expect("the last step");
    let acted = emu
        .rom_lines()
        .skip(last)
        .filter(|l| l.contains("sandford: action "))
        .count();
    assert_eq!(acted, 0, "someone acted after the guided game's last step");
    common::learn::walked_into_a_real_game(&mut emu, "sandford", STEPS);
    // The real game: the child's hero beside the computer's best three
    // (the playtest lost it twice in the first wave beside Easy ones).
    expect(&mut emu, "sandford: new game seed=", 120);
    let new_game = emu
        .rom_lines()
        .filter(|l| l.contains("sandford: new game seed="))
        .last()
        .unwrap_or_default()
        .to_string();
    assert!(
        new_game.ends_with("level=hard seats=PCCC"),
        "the real game after the guided one: {new_game}"
    );
    expect(&mut emu, "sandford: hero 0 to act human=true", 3000);
    no_panic(&mut emu);
}

#[test]
fn a_press_that_is_not_the_one_asked_for_gets_a_gentle_word_and_costs_nothing() {
    let mut emu = boot();
    to_learn(&mut emu);
    expect(&mut emu, "sandford: hero 0 to act human=true", 3000);
    emu.run_frames(30);
    // The first step is a walk: Move, then the pad. The cell left of the
    // hero is another place, not the one asked for.
    keys(&mut emu, &[Key::A, Key::Left, Key::A]);
    expect(&mut emu, "sandford: guide not asked", 60);
    emu.run_frames(20);
    shot(&emu, "sandford-learn-not-that");
    assert_eq!(steps(&emu), 0);
    assert_eq!(
        count(&emu, "sandford: refused"),
        0,
        "no refusal, no penalty"
    );
    // With the cursor off the asked cell, no hand is drawn on that cell
    // (the playtests: the hand there was taken for the cursor, and A
    // pressed at once): a pink arrow stands beside the cursor, on its side
    // toward the cell, pointing that way (the + pad is the next press).
    let drawn = guide_drawn(&emu);
    let Some(Drawn::Arrow(way, (ax, ay), cursor, (tx, ty))) = drawn else {
        panic!("the cursor is off the asked cell, but the guide drew {drawn:?}");
    };
    assert!(hand_and_cursor(&emu).is_none() && !hand_on_cursor(&emu));
    // The cursor's whole figure (its head in the square above) stays in
    // sight.
    let (cx, cy) = cursor;
    let square = (cx, cy, 8, 8);
    let figure = (cx, cy - 8, 8, 16);
    arrow_beside(&emu, &way, (ax, ay), square, figure, (tx, ty, 8, 8));
    // No hand's white over or round the asked cell: once the cursor is on
    // it, the hand adds its white there.
    let round_target = |emu: &Emu, (tx, ty): (i32, i32)| {
        let px = emu.screen_rgb();
        (ty - 18..ty + 26)
            .flat_map(|y| (tx - 4..tx + 12).map(move |x| (x, y)))
            .filter(|&(x, y)| (0..240).contains(&x) && (0..160).contains(&y))
            .filter(|&(x, y)| common::pixels::near(px[y as usize * 240 + x as usize], HAND))
            .count()
    };
    let white_off = round_target(&emu, (tx, ty));
    shot(&emu, "sandford-learn-arrow");
    // The cursor is a thick yellow box in every frame, not the hand (the
    // playtest: thin blinking corners, some frames showing none, and the
    // child took the hand for the cursor); the words name it.
    for f in 0..40 {
        let px = emu.screen_rgb();
        let yellow = (cy.max(0)..(cy + 8).min(160))
            .flat_map(|y| (cx.max(0)..(cx + 8).min(240)).map(move |x| (x, y)))
            .filter(|&(x, y)| common::pixels::near(px[y as usize * 240 + x as usize], YELLOW))
            .count();
        assert!(
            yellow >= 22,
            "frame {f}: the cursor at {cx},{cy} shows {yellow} yellow pixels"
        );
        emu.run_frames(1);
    }
    // The pad the way the arrow points, and the hand comes onto the
    // cursor on the asked cell: A plays the asked step.
    let pad = follow_arrow(&mut emu, false);
    assert!(pad > 0);
    let Some(((hx, hy), c)) = hand_and_cursor(&emu) else {
        panic!("no hand with the cursor on the cell");
    };
    assert_eq!((hx, hy), c, "the hand on the cell");
    let px = emu.screen_rgb();
    let white_in = |rows: core::ops::Range<i32>| {
        (rows.start.max(0)..rows.end.min(160))
            .flat_map(|y| (hx.max(0)..(hx + 8).min(240)).map(move |x| (x, y)))
            .filter(|&(x, y)| common::pixels::near(px[y as usize * 240 + x as usize], HAND))
            .count()
    };
    let hand_pixels = white_in(hy - 17..hy).max(white_in(hy + 9..hy + 26));
    assert!(
        hand_pixels > 10,
        "no hand at {hx},{hy} ({hand_pixels} pixels)"
    );
    // (The camera may have followed the cursor: the cell is where the
    // hand's log says.)
    let white_on = round_target(&emu, (hx, hy));
    assert!(
        white_on >= white_off + 10,
        "no hand came onto the cell: {white_off} white pixels off it, {white_on} on it"
    );
    shot(&emu, "sandford-learn-hand-on");
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sandford: guide step 1 of", 60);
    no_panic(&mut emu);
}

/// The guide's hand on a menu's line is inside the menu box, on that
/// line's row, left of its words: beside the box's edge it pointed at
/// whatever stood there (the playtest: Hero 3 beside "your turn").
fn hand_in_the_menu_box(emu: &Emu) {
    let line = emu
        .rom_lines()
        .filter_map(|l| {
            l.split_once("sandford: menu box at=")
                .map(|(_, r)| r.to_string())
        })
        .last()
        .expect("a menu box was drawn");
    let b: Vec<i32> = line
        .trim()
        .split(',')
        .map(|v| v.parse().expect("a number"))
        .collect();
    let ((hx, hy), _) = hand_and_cursor(emu).expect("the hand is drawn");
    assert!(
        hx >= b[0] && hx + 16 <= b[0] + b[2] && hy >= b[1] && hy + 8 <= b[1] + b[3],
        "the hand at {hx},{hy} is not inside the menu box {b:?}"
    );
}

/// The hand's outline colour.
const HAND: [u8; 3] = [0xf8, 0xf8, 0xf8];
/// The cursor's yellow (tools/gfx_sandford.py).
const YELLOW: [u8; 3] = [0xf8, 0xd8, 0x38];

/// White pixels in the dice tray's place whose left edge is at `x0` (a
/// die there has about 200).
fn tray_white(emu: &Emu, x0: usize) -> usize {
    let px = emu.screen_rgb();
    (116..132)
        .flat_map(|y| (x0..x0 + 16).map(move |x| (x, y)))
        .filter(|&(x, y)| common::pixels::near(px[y * 240 + x], [0xf8; 3]))
        .count()
}

/// The hero the HUD last showed (`sandford: hud hero=N`).
fn hud_hero(emu: &Emu) -> Option<u8> {
    emu.rom_lines()
        .filter_map(|l| {
            l.split_once("sandford: hud hero=")
                .map(|(_, h)| h.trim().to_string())
        })
        .last()
        .and_then(|h| h.parse().ok())
}

/// The hero of the last `event <kind> hero=N` logged.
fn last_event_hero(emu: &Emu, kind: &str) -> Option<u8> {
    let needle = format!("sandford: event {kind} hero=");
    emu.rom_lines()
        .filter_map(|l| l.split_once(needle.as_str()).map(|(_, r)| r.to_string()))
        .last()
        .and_then(|r| r.split_whitespace().next().and_then(|h| h.parse().ok()))
}

#[test]
fn the_hud_shows_the_hero_whose_turn_it_is_and_the_first_go_comes_soon() {
    let mut emu = boot();
    to_learn(&mut emu);
    let start = emu.frame_count();
    // The heroes arrive (their events all logged at once, shown one by
    // one): the HUD shows each as it arrives, then the child's.
    // The lesson says whose the heroes are (the playtest: the options said
    // one player, and four heroes came).
    emu.run_frames(30);
    shot(&emu, "sandford-learn-lesson");
    assert!(
        count(&emu, "sandford: lesson says You play {8}Hero 1{1}") > 0,
        "{}",
        emu.log_tail(20)
    );
    // A pressed while the child's own hero arrives is no "wait": it is
    // their hero; while the computer's arrive, it is told to wait.
    keys(&mut emu, &[Key::A]);
    emu.run_frames(10);
    assert_eq!(
        count(&emu, "sandford: wait said"),
        0,
        "wait in the child's own arrival; log tail:\n{}",
        emu.log_tail(30)
    );
    let mut shots = 0;
    let mut waited = false;
    while count(&emu, "sandford: guide points ") == 0 {
        assert!(emu.frame_count() - start < 1200, "{}", emu.log_tail(20));
        let n = count(&emu, "sandford: hud hero=");
        emu.run_frames(1);
        if count(&emu, "sandford: hud hero=") > n && hud_hero(&emu) == Some(1) && !waited {
            waited = true;
            keys(&mut emu, &[Key::A]);
            expect(&mut emu, "sandford: wait said", 10);
            emu.run_frames(4);
            shot(&emu, "sandford-learn-wait");
        }
        if count(&emu, "sandford: hud hero=") > n && hud_hero(&emu) == Some(2) && shots == 0 {
            emu.run_frames(30);
            shot(&emu, "sandford-learn-arriving");
            shots += 1;
        }
    }
    assert!(waited, "the computer's heroes arrived unseen");
    // The HUD is redrawn as the frame has time: within a few frames.
    emu.run_frames(10);
    // The last hero's arrival dice are gone from the tray at the child's
    // go (the playtest: stale dice stayed into the next hero's go).
    shot(&emu, "sandford-learn-first-go");
    for x0 in [202, 220] {
        assert!(
            tray_white(&emu, x0) < 60,
            "a die still in the tray at x {x0} on the child's go"
        );
    }
    let huds: Vec<String> = emu
        .rom_lines()
        .filter_map(|l| {
            l.split_once("sandford: hud hero=")
                .map(|(_, h)| h.trim().to_string())
        })
        .collect();
    assert_eq!(
        huds,
        ["0", "1", "2", "3", "0"],
        "the HUD's heroes as they arrive"
    );
    // The child's first go comes soon: the computer's heroes arrive
    // quickly (the child's own with the spinner), not in 11 seconds.
    let waited = emu.frame_count() - start;
    assert!(waited < 480, "the first go came after {waited} frames");
    // The computer's heroes move: the HUD shows the one moving.
    let mut moved = 0;
    let mut own_move_pressed = false;
    while count(&emu, "sandford: guide step 8 of") == 0 {
        assert!(emu.frame_count() - start < 6000, "{}", emu.log_tail(20));
        if pointed(&emu) {
            play_pointed(&mut emu);
            if !own_move_pressed {
                // A while the child's own hero walks: their go, no "wait"
                // (the playtest: "Wait and watch" in one's own turn).
                own_move_pressed = true;
                let said = count(&emu, "sandford: wait said");
                emu.run_frames(2);
                keys(&mut emu, &[Key::A]);
                emu.run_frames(4);
                assert_eq!(
                    count(&emu, "sandford: wait said"),
                    said,
                    "wait said as the child's own hero walked; log tail:\n{}",
                    emu.log_tail(20)
                );
            }
            continue;
        }
        let n = count(&emu, "event hero-moved");
        emu.run_frames(1);
        if count(&emu, "event hero-moved") > n {
            emu.run_frames(12);
            let h = last_event_hero(&emu, "hero-moved");
            if h != Some(0) {
                assert_eq!(hud_hero(&emu), h, "the HUD on another hero as {h:?} moves");
                moved += 1;
                if moved == 3 {
                    shot(&emu, "sandford-learn-computer-moves");
                }
            }
        }
    }
    assert_eq!(moved, 3, "the three computer heroes' walks");
    no_panic(&mut emu);
}

#[test]
fn mashing_buttons_through_learn_to_play_never_panics_hangs_or_saves() {
    let mut emu = boot();
    to_learn(&mut emu);
    common::learn::mash(&mut emu, "sandford", 0x5eed_5a4d, 400);
}
