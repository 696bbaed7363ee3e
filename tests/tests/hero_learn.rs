//! Tabletop Hero's "Learn to play" end to end: the guided game walked from
//! power-on pressing only what the hand asks for (A on the pointed edge,
//! cell or mini; for a move, A on the mini, then the pad to the pointed cell
//! and A; R for a bomb, L to end the turn), into a real game against an
//! Easy Blue, never saved nor counted; a wrong press answered gently; and
//! key mashing through it.

mod common;

use common::hero::guide::{arrow_shown, drawn, hand_shown, pointed, walk_to_hand};
use common::hero::{last, lines, wait_more, walk};
use common::{boot, count, expect, keys, no_panic, shot, to_game_options};
use tabletop_emu::{Emu, Key};

/// The guided game's steps (the script's length).
const STEPS: usize = 41;

/// From the options (the cursor on "Start!") to the guided game: "Learn to
/// play" is the next row.
fn to_learn(emu: &mut Emu) {
    to_game_options(emu, "Tabletop Hero", "scene: hero options");
    emu.run_frames(10);
    shot(emu, "hero-options-learn");
    keys(emu, &[Key::Down, Key::A]);
    expect(emu, "hero: learn to play seed=216", 60);
    expect(emu, &format!("hero: guide begins steps={STEPS}"), 60);
}

/// Presses what the last pointing asks: the pad from the cursor to the
/// hand (the arrow beside the cursor, then the hand on it), then its key.
fn do_as_asked(emu: &mut Emu) {
    walk_to_hand(emu, "");
    keys(emu, &[pointed(emu).2]);
}

/// The strip lines said since the last pointing: the guide's words stay
/// while the child walks to the hand (no look ahead takes the strip).
fn said_since_pointing(emu: &Emu) -> Vec<String> {
    let lines: Vec<String> = emu.rom_lines().map(str::to_owned).collect();
    let from = lines
        .iter()
        .rposition(|l| l.contains("hero: guide hand="))
        .unwrap_or(0);
    lines[from..]
        .iter()
        .filter(|l| l.contains("hero: strip "))
        .cloned()
        .collect()
}

#[test]
fn hero_s_guided_game_is_walked_as_the_hand_asks_and_ends_in_a_real_game_against_easy() {
    let mut emu = boot();
    to_learn(&mut emu);
    let start = emu.frame_count();
    let mut acted = 0;
    let mut shots = 0;
    // The frame each step was first seen played.
    let mut at_step = vec![0u64; STEPS + 1];
    // The frame the game was over (its last events shown).
    let mut over_at = 0;
    while count(&emu, "scene: learn done") == 0 {
        assert!(
            emu.frame_count() - start < 80_000,
            "the guided game did not end; log tail:\n{}",
            emu.log_tail(30)
        );
        emu.run_frames(20);
        let st = count(&emu, "hero: guide step ").min(STEPS);
        if at_step[st] == 0 {
            at_step[st] = emu.frame_count() - start;
        }
        if over_at == 0 && count(&emu, "hero: game over") > 0 {
            over_at = emu.frame_count() - start;
        }
        // The first dice's words wait for a press.
        if count(&emu, "hero: dice wait for a press") > count(&emu, "hero: dice taken on") {
            emu.run_frames(60);
            shot(&emu, "hero-learn-dice");
            keys(&mut emu, &[Key::A]);
            continue;
        }
        if count(&emu, "hero: guide hand=") > acted {
            emu.run_frames(20);
            acted = count(&emu, "hero: guide hand=");
            // Every pointing off the cursor shows the arrow beside it
            // (pictures of the first ones), then the hand once it is on.
            let mut name = String::new();
            if shots < 40 {
                shots += 1;
                let step = count(&emu, "hero: guide step ");
                name = format!("hero-learn-{step:02}-{shots:02}");
                shot(&emu, &name);
            }
            let key = walk_to_hand(&mut emu, &name);
            emu.run_frames(30);
            let said = said_since_pointing(&emu);
            assert!(said.len() <= 1, "the guide's words were taken: {said:?}");
            keys(&mut emu, &[key]);
            // (Words said on the way are not a new pointing.)
            acted = acted.max(count(&emu, "hero: guide hand=") - 1);
        }
        no_panic(&mut emu);
    }
    // The computer's placings and first turn (steps 9 to 18, between the
    // child's last placing and first move) go at a real game's pace, not
    // the guided game's half speed: about 12 s, not 20.
    let wait = at_step[18] - at_step[8];
    eprintln!("steps played at frames {at_step:?}");
    assert!(wait < 900, "the computer's opening took {wait} frames");
    // Its last step played, the guided game ends with nothing pressed: its
    // last events (at half speed) are shown, and it is over.
    eprintln!(
        "last step at frame {}, over at frame {over_at}: {} frames of last events",
        at_step[STEPS],
        over_at.saturating_sub(at_step[STEPS])
    );
    assert!(over_at > at_step[STEPS], "the guided game never ended");
    assert_eq!(
        count(&emu, "hero: game over outcome"),
        1,
        "{}",
        emu.log_tail(20)
    );
    assert_eq!(
        count(&emu, "hero: error strip cut"),
        0,
        "every guided line fits"
    );
    // Plain words for the pad (a child did not read "Pad to the hand").
    let pad: Vec<&str> = emu
        .rom_lines()
        .filter(|l| l.contains("hero: strip") && (l.contains("Pad ") || l.contains("D-pad")))
        .collect();
    assert!(pad.is_empty(), "the pad named: {pad:?}");
    // A bomb's step tells its presses in the order they are needed: the
    // cursor (named by its look, the yellow box) on the target, A (the gun
    // aims), then R (a bomb, not the gun).
    let bomb: Vec<String> = emu
        .rom_lines()
        .filter(|l| l.contains("hero: strip Throw") && l.contains("Yellow box on the pink enemy"))
        .map(str::to_owned)
        .collect();
    assert!(!bomb.is_empty(), "no bomb step was pointed at");
    for l in &bomb {
        assert!(l.contains("A, then R!"), "a bomb step told: {l}");
    }
    // A walk says where the yellow box goes (a child pressed A on the hand
    // at once), a shot that the pink square is the enemy.
    let strips = lines(&emu, "hero: strip");
    assert!(
        strips
            .iter()
            .any(|l| l.contains("Yellow box to the pink square, then A!")),
        "no walk named the yellow box"
    );
    assert!(
        strips
            .iter()
            .any(|l| l.contains("Yellow box on the pink enemy, then A!")),
        "no shot named the pink enemy"
    );
    assert!(
        !strips.iter().any(|l| l.contains("Go to the pink square")),
        "the old words"
    );
    common::learn::walked_into_a_real_game(&mut emu, "hero", STEPS);
    expect(&mut emu, "hero: new game seed=", 120);
    no_panic(&mut emu);
}

/// Power-on to the guided game's first pointing (the first dice taken on
/// with A), the hand shown.
fn to_first_pointing() -> Emu {
    let mut emu = boot();
    to_learn(&mut emu);
    expect(&mut emu, "hero: dice wait for a press", 900);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "hero: guide hand=", 300);
    emu.run_frames(20);
    emu
}

/// No wall or house looks like a side (the playtest read the red-roofed
/// houses as Red's): on the battlefield before any mini is placed, no
/// pixel has Red's or Blue's colour.
#[test]
fn the_battlefield_s_buildings_are_no_side_s_colour() {
    let emu = to_first_pointing();
    shot(&emu, "hero-learn-buildings");
    let px = emu.screen_rgb();
    let side = |&[r, g, b]: &[u8; 3]| {
        let red = r >= 150 && g < 110 && b < 110;
        let blue = b >= 180 && r < 100 && g < 150;
        red || blue
    };
    // The battlefield, above the strip.
    let coloured = px[..240 * 120].iter().filter(|p| side(p)).count();
    assert_eq!(
        coloured, 0,
        "pixels of a side's colour on the bare battlefield"
    );
}

/// Does as the guide asks until `step` steps have been played.
fn guided_until(emu: &mut Emu, step: usize) {
    let start = emu.frame_count();
    let mut acted = count(emu, "hero: guide hand=");
    while count(emu, "hero: guide step ") < step {
        assert!(
            emu.frame_count() - start < 20_000,
            "step {step} never came; log tail:\n{}",
            emu.log_tail(30)
        );
        emu.run_frames(20);
        if count(emu, "hero: dice wait for a press") > count(emu, "hero: dice taken on") {
            keys(emu, &[Key::A]);
            continue;
        }
        if count(emu, "hero: guide hand=") > acted {
            emu.run_frames(20);
            acted = count(emu, "hero: guide hand=");
            let key = walk_to_hand(emu, "");
            emu.run_frames(30);
            keys(emu, &[key]);
            acted = acted.max(count(emu, "hero: guide hand=") - 1);
        }
        no_panic(emu);
    }
}

/// A press never vanishes (the playtest's first A after the first dice did
/// nothing for about a second, while the computer took its side of the
/// map, and an A right after a walk was dropped): an A pressed while the
/// computer plays is kept and acts at the child's next choice (it places
/// the mini where the hand points), and one pressed while a mini walks
/// acts once the walk is shown (it picks the mini the hand points at next).
#[test]
fn an_a_pressed_while_events_play_is_kept_until_it_can_act() {
    let mut emu = to_first_pointing();
    keys(&mut emu, &[Key::A]);
    // Blue (the computer) takes its side: A while it does.
    // Red's words stay long enough to read, then the strip and the status
    // line say the computer's: A while Red's words show (Blue's decision
    // has begun).
    expect(&mut emu, "hero: guide step 2 of", 300);
    emu.run_frames(30);
    keys(&mut emu, &[Key::A]);
    assert_eq!(
        count(&emu, "hero: guide step 3 of"),
        0,
        "Blue had chosen: {}",
        emu.log_tail(30)
    );
    expect(&mut emu, "(computer, hold R: faster)", 300);
    expect(&mut emu, "hero: guide step 3 of", 300);
    // The status named the computer before it chose (it said "Setting
    // up: Red" until Blue's side was taken).
    let all: Vec<&str> = emu.rom_lines().collect();
    let said = all
        .iter()
        .position(|l| l.contains("(computer, hold R: faster)"));
    let chose = all.iter().position(|l| l.contains("by=computer"));
    assert!(said.is_some() && said < chose, "{}", emu.log_tail(20));
    expect(&mut emu, "hero: kept A acts", 600);
    expect(&mut emu, "hero: guide step 4 of", 120);
    // The child's first walk (step 20): A while the mini walks.
    guided_until(&mut emu, 20);
    assert_eq!(count(&emu, "hero: guide step 20 of"), 1);
    let kept = count(&emu, "hero: kept A acts");
    emu.tap(Key::A);
    emu.run_frames(1);
    assert_eq!(count(&emu, "hero: kept A acts"), kept, "the walk was over");
    assert!(
        wait_more(&mut emu, "hero: kept A acts", kept, 600),
        "the A was dropped"
    );
    emu.run_frames(10);
    shot(&emu, "hero-learn-kept-a");
    let strip = last(&emu, "hero: strip ");
    assert!(
        strip.contains("Yellow box to the pink square"),
        "the kept A picked nothing: {strip}"
    );
    no_panic(&mut emu);
}

#[test]
fn a_press_that_is_not_the_one_asked_for_gets_a_gentle_word_and_costs_nothing() {
    let mut emu = boot();
    to_learn(&mut emu);
    // The first dice's words, then the hand on the top edge.
    expect(&mut emu, "hero: dice wait for a press", 900);
    emu.run_frames(60);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "hero: guide hand=", 120);
    let ((_, y), cursor, _) = pointed(&emu);
    assert!(y <= 2, "the hand is on the top edge");
    // The child walks the cursor to the bottom edge: no hand on the top
    // edge then (a child took it for the cursor and pressed A at once),
    // the arrow beside the cursor points up to it; A takes the bottom edge.
    walk(&mut emu, cursor, (cursor.0, 27));
    emu.run_frames(10);
    assert_eq!(arrow_shown(&emu), [Key::Up]);
    shot(&emu, "hero-learn-arrow-up");
    // On the map's top row the cursor's box shows whole (the playtest:
    // the map never scrolled to row 0, the cursor and targets half off
    // the top edge); then back to the bottom edge.
    walk(&mut emu, (cursor.0, 27), (cursor.0, 0));
    emu.run_frames(20);
    let (_, _, (_, cy), _) = drawn(&emu).expect("the guide drew");
    let top = shot(&emu, "hero-learn-top-row");
    assert!(
        cy >= 4,
        "the cursor on row 0 at y={cy}: its box is off the top: {}",
        top.display()
    );
    walk(&mut emu, (cursor.0, 0), (cursor.0, 27));
    emu.run_frames(10);
    assert_eq!(arrow_shown(&emu), [Key::Up]);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "hero: guide not asked", 60);
    emu.run_frames(20);
    shot(&emu, "hero-learn-not-that");
    assert_eq!(count(&emu, "Not that one! Follow the pink."), 1);
    assert_eq!(
        count(&emu, "hero: guide step "),
        1,
        "only the roll was played"
    );
    assert_eq!(count(&emu, "hero: refused"), 0, "no refusal, no penalty");
    // The hand and the cursor are back on the top edge: A takes it.
    let (hand, cursor, _) = pointed(&emu);
    assert_eq!(hand, cursor);
    assert!(hand.1 <= 2);
    emu.run_frames(4);
    hand_shown(&emu);
    // SELECT points again; it never plays the step.
    keys(&mut emu, &[Key::Select]);
    emu.run_frames(20);
    assert_eq!(count(&emu, "hero: guide step "), 1);
    assert_eq!(count(&emu, "hero: hint asked"), 0);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "hero: guide step 2 of", 60);
    // START pauses the guided game.
    keys(&mut emu, &[Key::Start]);
    expect(&mut emu, "scene: hero pause", 60);
    no_panic(&mut emu);
}

/// A small seeded generator for the mashing.
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

/// Mashing every key but START through the guided game (a move needs the
/// pad to the pointed cell, which random presses seldom find: every 12th
/// time the hand's asks are done, as a child who mashes then looks): it never
/// panics, hangs, saves or refuses, and plays through; START then pauses.
#[test]
fn mashing_buttons_through_learn_to_play_never_panics_hangs_or_saves() {
    const KEYS: [Key; 10] = [
        Key::A,
        Key::A,
        Key::Right,
        Key::B,
        Key::Select,
        Key::L,
        Key::R,
        Key::Up,
        Key::Down,
        Key::Left,
    ];
    let mut emu = boot();
    to_learn(&mut emu);
    let mut rng = 0x5eed_4e70u64;
    let (mut last, mut still) = (0, 0);
    for i in 0..3000 {
        if i % 12 == 11 && count(&emu, "hero: guide hand=") > 0 {
            // SELECT points again (where the cursor is now), then the ask
            // is done: a pick, a walk, a bomb, a throw.
            for _ in 0..4 {
                if count(&emu, "scene: learn done") > 0 {
                    break;
                }
                keys(&mut emu, &[Key::Select]);
                emu.run_frames(10);
                do_as_asked(&mut emu);
                emu.run_frames(10);
            }
        } else {
            let k = KEYS[(next(&mut rng) % KEYS.len() as u64) as usize];
            keys(&mut emu, &[k]);
        }
        no_panic(&mut emu);
        let n = count(&emu, "hero: guide step ");
        still = if n == last { still + 1 } else { 0 };
        last = n;
        assert!(
            still < 400,
            "stuck at step {n}; log tail:\n{}",
            emu.log_tail(20)
        );
        if count(&emu, "scene: learn done") > 0 {
            break;
        }
    }
    assert!(last > 20, "only {last} steps");
    // (The guided game's; a real game after it saves.)
    let saved: Vec<String> = emu
        .rom_lines()
        .take_while(|l| !l.contains("scene: learn done"))
        .filter(|l| l.contains("save: wrote") || l.contains("save: record"))
        .map(str::to_owned)
        .collect();
    assert!(saved.is_empty(), "saved: {saved:?}\n{}", emu.log_tail(60));
    let refused: Vec<String> = emu
        .rom_lines()
        .take_while(|l| !l.contains("scene: learn done"))
        .filter(|l| l.contains("refused"))
        .map(str::to_owned)
        .collect();
    assert!(
        refused.is_empty(),
        "refused: {refused:?}\n{}",
        emu.log_tail(40)
    );
    if count(&emu, "scene: learn done") == 0 {
        keys(&mut emu, &[Key::Start]);
        expect(&mut emu, "scene: hero pause", 60);
    }
    no_panic(&mut emu);
}

#[test]
fn learning_never_writes_over_another_game_s_suspended_save() {
    use common::sandford::{choose, next_menu, to_sandford_options};
    let mut emu = boot();
    // A real Sandford game, saved, then left for the menu.
    to_sandford_options(&mut emu);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sandford: start players=1", 60);
    let mut nothing = |_: &mut Emu| {};
    let menu = next_menu(&mut emu, 0, &mut nothing);
    choose(&mut emu, &menu, "Do nothing");
    expect(&mut emu, "save: wrote sandford", 300);
    let mut nothing = |_: &mut Emu| {};
    next_menu(&mut emu, menu.n, &mut nothing);
    let saved = common::saves::last_line(&emu, "save: wrote sandford");
    let writes = count(&emu, "save: wrote");
    common::pause_and_quit(&mut emu, "sandford", "scene: menu");
    // Hero's guided game, up to its placings, then left from the pause menu.
    let table = common::game_table(&emu);
    let row = |name: &str| table.iter().find(|r| r.name == name).map(|r| r.index);
    let (sandford, hero) = (
        row("The Doom that Came to Sandford").expect("Sandford"),
        row("Tabletop Hero").expect("Hero"),
    );
    let (from_sandford, back) = if hero > sandford {
        (Key::Down, Key::Up)
    } else {
        (Key::Up, Key::Down)
    };
    for _ in 0..hero.abs_diff(sandford) {
        keys(&mut emu, &[from_sandford]);
    }
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "scene: hero options", 120);
    emu.run_frames(10);
    keys(&mut emu, &[Key::Down, Key::A]);
    expect(&mut emu, "hero: guide begins", 60);
    let mut acted = 0;
    while count(&emu, "hero: guide step ") < 6 {
        emu.run_frames(20);
        if count(&emu, "hero: dice wait for a press") > count(&emu, "hero: dice taken on") {
            keys(&mut emu, &[Key::A]);
        } else if count(&emu, "hero: guide hand=") > acted {
            acted = count(&emu, "hero: guide hand=");
            do_as_asked(&mut emu);
        }
        no_panic(&mut emu);
    }
    emu.run_frames(60);
    common::pause_and_quit(&mut emu, "hero", "scene: hero options");
    assert_eq!(count(&emu, "save: wrote"), writes, "{}", emu.log_tail(20));
    // Sandford's game is offered as it was left.
    keys(&mut emu, &[Key::B]);
    expect(&mut emu, "scene: menu", 60);
    for _ in 0..hero.abs_diff(sandford) {
        keys(&mut emu, &[back]);
    }
    keys(&mut emu, &[Key::A]);
    expect(
        &mut emu,
        &format!("save: continue offered The Doom that Came to Sandford line={saved}"),
        120,
    );
    no_panic(&mut emu);
}

/// Cursors whole on the battlefield in `px`: the thick yellow box round
/// its cell (a child took the old thin outline for nothing), its outer
/// yellow ring 14 pixels wide, or 12 as it breathes in.
fn whole_cursors(px: &[[u8; 3]]) -> usize {
    let yellow = |x: usize, y: usize| {
        let [r, g, b] = px[y * 240 + x];
        r > 200 && g > 170 && b < 120
    };
    let mut found = 0;
    for s in [12, 14] {
        for y in 0..128 - s {
            for x in 0..240 - s {
                // A ring, not a yellow plate (a total's): its cell shows
                // through.
                let edge = !yellow(x + s / 2, y + s / 2)
                    && (0..s).all(|k| {
                        yellow(x + k, y)
                            && yellow(x + k, y + s - 1)
                            && yellow(x, y + k)
                            && yellow(x + s - 1, y + k)
                    });
                found += usize::from(edge);
            }
        }
    }
    found
}

/// Power-on to the child's first walk (step 19), its mini picked with A.
fn first_walk_picked() -> Emu {
    let mut emu = to_first_pointing();
    do_as_asked(&mut emu);
    guided_until(&mut emu, 19);
    emu.run_frames(40);
    keys(&mut emu, &[Key::A]);
    emu.run_frames(30);
    emu
}

/// The hand points at a cell without hiding it (issue 31: the cursor was
/// under the hand): with the cursor walked to the hand's cell, the
/// cursor's whole frame shows in every bob of the hand.
#[test]
fn the_hand_leaves_its_cell_and_the_cursor_on_it_in_sight() {
    // The cursor walks to the hand.
    let mut emu = first_walk_picked();
    let (hand, cursor, _) = pointed(&emu);
    assert!(
        hand.0 >= 0 && hand != cursor,
        "hand {hand:?} cursor {cursor:?}"
    );
    walk_to_hand(&mut emu, "");
    for k in 0..4 {
        emu.run_frames(9);
        let path = shot(&emu, &format!("hero-learn-hand-cursor-{k}"));
        assert!(
            whole_cursors(&emu.screen_rgb()) >= 1,
            "the cursor under the hand is hidden: {}",
            path.display()
        );
    }
    no_panic(&mut emu);
}

/// A press on a square the picked mini is not asked to walk to keeps it
/// picked and says why (issue 31: a wrong A quietly let go of the mini):
/// A on the mini's own square, on a square beside the hand's, and on one
/// out of its reach; then one walk to the hand and A moves it.
#[test]
fn a_wrong_square_keeps_the_mini_picked_and_says_why() {
    let mut emu = first_walk_picked();
    let notes = count(&emu, "hero: note ");
    // A again on the mini itself.
    keys(&mut emu, &[Key::A]);
    assert!(wait_more(&mut emu, "hero: note ", notes, 60), "no word");
    assert!(last(&emu, "hero: note ").contains("is already here"));
    // A beside the hand's square.
    let (hand, _, _) = pointed(&emu);
    walk_to_hand(&mut emu, "");
    keys(&mut emu, &[Key::Up, Key::A]);
    expect(&mut emu, "hero: guide walk not played far=false", 60);
    emu.run_frames(20);
    shot(&emu, "hero-learn-not-that-square");
    assert!(last(&emu, "hero: note ").contains("Not that square"));
    // The cursor just above the target: no hand (the playtests took it for
    // the cursor), the arrow points down from behind the cursor, covering
    // neither it nor the target, and the cursor shows whole in every bob.
    assert_eq!(arrow_shown(&emu), [Key::Down]);
    for k in 0..4 {
        emu.run_frames(9);
        let path = shot(&emu, &format!("hero-learn-above-target-{k}"));
        assert!(
            whole_cursors(&emu.screen_rgb()) >= 1,
            "the cursor above the target is hidden: {}",
            path.display()
        );
    }
    // A far out of reach.
    let here = (hand.0, hand.1 - 1);
    walk(&mut emu, here, (here.0, 28));
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "hero: guide walk not played far=true", 60);
    assert!(last(&emu, "hero: note ").contains("can't get there"));
    assert_eq!(count(&emu, "hero: guide step 20 of"), 0);
    // Still picked: the walk to the hand and one A move it.
    walk(&mut emu, (here.0, 28), hand);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "hero: guide step 20 of", 120);
    no_panic(&mut emu);
}
