//! Sandford end to end, the turns around the rules: people handing the
//! console over, the hourglass, and skipping the monsters' turn.

mod common;

use common::sandford::{
    END_ASKED, MENU, choose, first_person_s_menu, last_after, last_menu, next_menu, phase,
    to_sandford_options, two_people,
};
use common::{boot, count, expect, keys, no_panic, shot};
use tabletop_emu::{Emu, Key};

/// Hero 2's colour (its figure; tests/tests/sandford_look.rs).
const HERO_2: [u8; 3] = [0xe0, 0x50, 0xe0];

/// The text layer's red (src/ui.rs, `{6}`): a refusal's word.
const RED: [u8; 3] = [0xf8, 0x70, 0x70];

/// Two people: when a person's hero comes up after the other person's, the
/// game waits for the console to change hands (keys other than A do
/// nothing), then opens that hero's menu.
#[test]
fn two_people_pass_the_console() {
    let mut emu = two_people();
    expect(&mut emu, "sandford: hero 0 to act human=true", 300);
    // Even the first choice waits for the console: whoever starts takes it.
    expect(&mut emu, "sandford: pass the console to hero 0", 300);
    assert_eq!(count(&emu, MENU), 0, "a menu opened before the hand-over");
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sandford: hero 0 has the console", 60);
    emu.run_frames(10);
    let menu = last_menu(&emu);
    assert_eq!(menu.hero, 0);
    choose(&mut emu, &menu, "Do nothing");
    expect(&mut emu, "sandford: pass the console to hero 1", 300);
    emu.run_frames(10);
    shot(&emu, "sandford-pass-console");
    // The box names the person ("Player 2", in their hero's colour), the
    // hero, by its hat too, and shows its figure at its left (the
    // playtests: nothing said which hero was whose; both were "you").
    assert!(
        count(
            &emu,
            "sandford: hand-over shows hero=1 (Hero 2, the horned helmet)"
        ) > 0,
        "{}",
        emu.log_tail(20)
    );
    assert!(
        count(&emu, "sandford: hand-over says {9}Player 2{1}, your turn!") > 0,
        "{}",
        emu.log_tail(20)
    );
    let px = emu.screen_rgb();
    let figure = (58..82)
        .flat_map(|y| (14..34).map(move |x| (x, y)))
        .filter(|&(x, y)| common::pixels::near(px[y * 240 + x], HERO_2))
        .count();
    assert!(
        figure > 12,
        "hero 2's figure is not in the box ({figure} pixels)"
    );
    // Mashing other keys hands nothing over and opens no menu.
    let menus = count(&emu, MENU);
    for k in [Key::B, Key::Left, Key::Down, Key::R, Key::Select] {
        keys(&mut emu, &[k]);
    }
    emu.run_frames(30);
    assert_eq!(
        count(&emu, MENU),
        menus,
        "a menu opened before the hand-over"
    );
    assert_eq!(count(&emu, "has the console"), 1, "only hero 0 took it");
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sandford: hero 1 has the console", 60);
    emu.run_frames(10);
    let menu = last_menu(&emu);
    assert_eq!(menu.hero, 1, "the second person's menu");
    assert_eq!(menu.n, menus + 1);
    shot(&emu, "sandford-after-hand-over");
    // And back to the first person, again through a hand-over.
    choose(&mut emu, &menu, "Do nothing");
    expect(&mut emu, "sandford: pass the console to hero 0", 1200);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sandford: hero 0 has the console", 60);
    no_panic(&mut emu);
}

/// Two people: "Other hero" gives the round to the other person's hero, so
/// the console changes hands first; and back to the first person after it.
#[test]
fn other_hero_passes_the_console_between_people() {
    let (mut emu, menu) = first_person_s_menu();
    assert_eq!(menu.hero, 0);
    choose(&mut emu, &menu, "Other hero");
    expect(&mut emu, "sandford: pass the console to hero 1", 60);
    let menus = count(&emu, MENU);
    keys(&mut emu, &[Key::B, Key::Down]);
    emu.run_frames(10);
    assert_eq!(
        count(&emu, MENU),
        menus,
        "a menu opened before the hand-over"
    );
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sandford: hero 1 has the console", 60);
    emu.run_frames(10);
    let menu = last_menu(&emu);
    assert_eq!(menu.hero, 1, "the other person's menu");
    choose(&mut emu, &menu, "Do nothing");
    expect(&mut emu, "sandford: action nothing hero=1 by=person", 60);
    expect(&mut emu, "sandford: pass the console to hero 0", 1200);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sandford: hero 0 has the console", 60);
    emu.run_frames(10);
    assert_eq!(last_menu(&emu).hero, 0);
    no_panic(&mut emu);
}

/// One person with both heroes: "Other hero" gives the round to the other
/// hero and says so, the camera on them (the playtest: the turn went over
/// without a word).
#[test]
fn other_hero_says_who_plays_now() {
    let (mut emu, menu) = solo_first_menu();
    assert_eq!(menu.hero, 0);
    choose(&mut emu, &menu, "Other hero");
    expect(
        &mut emu,
        "sandford: other hero says Now {9}Hero 2{1} plays!",
        60,
    );
    emu.run_frames(30);
    shot(&emu, "sandford-other-hero");
    let menu = last_menu(&emu);
    assert_eq!(menu.hero, 1, "the other hero's menu");
    assert_eq!(
        count(&emu, "pass the console"),
        0,
        "one person: no hand-over"
    );
    no_panic(&mut emu);
}

/// The hourglass is on by default: the top strip counts down from 2:00 while
/// a person decides, and when it runs out the heroes' turn ends by itself.
/// Turned off on the options screen, it never runs out.
#[test]
fn the_hourglass_ends_the_turn_and_can_be_turned_off() {
    let mut emu = boot();
    to_sandford_options(&mut emu);
    // A solo game starts without the hourglass: Timer, two rows up from
    // Start!, turns it on.
    keys(
        &mut emu,
        &[Key::Up, Key::Up, Key::A, Key::Down, Key::Down, Key::A],
    );
    expect(
        &mut emu,
        "sandford: start players=1 seats=PP timer=true",
        60,
    );
    let menu = next_menu(&mut emu, 0, &mut |_| {});
    assert_eq!(phase(&emu), "heroes-arrive");
    // Ten seconds of thinking about it.
    emu.run_frames(600);
    shot(&emu, "sandford-hourglass");
    assert_eq!(count(&emu, "time up"), 0);
    assert_eq!(count(&emu, "hourglass hurry"), 0);
    // Nobody touches anything. The end is seen coming (the playtest: "Time
    // is up!" came out of the blue): in the last twenty seconds the line
    // under the map shows a red hourglass for each five seconds left, and
    // the clock ticks.
    expect(&mut emu, "sandford: hourglass hurry line ", 120 * 60);
    let hurry = emu.frame_count();
    emu.run_frames(4);
    shot(&emu, "sandford-hourglass-hurry");
    let line = |emu: &Emu| last_after(emu, "sandford: hourglass hurry line ").unwrap_or_default();
    assert!(line(&emu).contains("\\\\\\\\ Hurry!"), "{}", line(&emu));
    expect(&mut emu, "sandford: hourglass hurry seconds=5", 20 * 60);
    emu.run_frames(30);
    shot(&emu, "sandford-hourglass-last");
    // Two minutes later the turn is over, and it says so, with what comes
    // next, long enough to read it (the playtest: half a second): the
    // menu closes and nothing else happens for three seconds.
    expect(&mut emu, "sandford: time up", 6 * 60);
    let up = emu.frame_count();
    assert!(
        up - hurry >= 19 * 60,
        "the hurry line came only {} frames before",
        up - hurry
    );
    assert!(
        count(
            &emu,
            "sandford: time up says {6}Time is up!{1} Now the monsters come."
        ) > 0,
        "{}",
        emu.log_tail(10)
    );
    emu.run_frames(60);
    shot(&emu, "sandford-time-up");
    expect(&mut emu, "event wave-arrives wave=1 ", 600);
    assert!(
        emu.frame_count() - up >= 170,
        "the time-up words stayed only {} frames",
        emu.frame_count() - up
    );
    assert_eq!(count(&emu, MENU), menu.n, "no menu opened meanwhile");
    no_panic(&mut emu);

    // Off (a solo game's default): the same wait runs no clock down.
    let (mut emu, _) = solo_first_menu();
    emu.run_frames(125 * 60);
    assert_eq!(
        count(&emu, "time up"),
        0,
        "the untimed game ran out of time"
    );
    assert_eq!(phase(&emu), "heroes-arrive");
    no_panic(&mut emu);
}

/// Frames per step of the next monsters' turn (from its first step to the
/// heroes' next turn), holding `keys` meanwhile.
fn monsters_turn_pace(emu: &mut Emu, keys: &[Key]) -> f64 {
    let turns = count(emu, "event phase phase=monsters");
    let start = emu.frame_count();
    while count(emu, "event phase phase=monsters") == turns {
        emu.run_frames(1);
        assert!(emu.frame_count() - start < 60_000, "no monsters' turn");
    }
    let steps = count(emu, "action Continue");
    let from = emu.frame_count();
    emu.hold(keys);
    while phase(emu) == "monsters" {
        emu.run_frames(1);
        no_panic(emu);
        assert!(
            emu.frame_count() - from < 60_000,
            "the monsters never stopped"
        );
    }
    emu.release_all();
    let steps = count(emu, "action Continue") - steps;
    (emu.frame_count() - from) as f64 / steps.max(1) as f64
}

/// B held through the monsters' turn skips its animations: each step then
/// takes a few frames instead of the pieces' slides and the pause between.
#[test]
fn holding_b_skips_through_the_monsters_turn() {
    let mut emu = boot();
    to_sandford_options(&mut emu);
    keys(&mut emu, &[Key::Up; 6]);
    keys(
        &mut emu,
        &[Key::Right, Key::Down, Key::Right, Key::Down, Key::Right],
    );
    keys(
        &mut emu,
        &[Key::Down, Key::Down, Key::Down, Key::Down, Key::A],
    );
    expect(&mut emu, "sandford: start players=2 seats=CC", 60);
    let watched = monsters_turn_pace(&mut emu, &[]);
    let skipped = monsters_turn_pace(&mut emu, &[Key::B]);
    eprintln!("monsters' turn: {watched:.1} frames a step watched, {skipped:.1} with B held");
    assert!(
        watched >= 10.0,
        "the watched turn was not animated: {watched:.1}"
    );
    assert!(
        skipped * 4.0 <= watched,
        "B did not skip: {skipped:.1} against {watched:.1} frames a step"
    );
    no_panic(&mut emu);
}

/// SELECT asks the computer for a hint, as in SiTTeRS: the menu points at it
/// and A takes it (a move opens the cursor on its cell, so a second A plays it).
#[test]
fn select_asks_for_a_hint_and_a_takes_it() {
    let mut emu = boot();
    to_sandford_options(&mut emu);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sandford: start players=1 seats=PP", 60);
    next_menu(&mut emu, 0, &mut |_| {});
    keys(&mut emu, &[Key::Select]);
    expect(&mut emu, "sandford: hint asked", 30);
    expect(&mut emu, "sandford: hint ", 600);
    let hint = emu
        .rom_lines()
        .filter_map(|l| l.split_once("sandford: hint ").map(|(_, h)| h.to_string()))
        .filter(|h| !h.starts_with("asked"))
        .last()
        .expect("no hint was logged");
    emu.run_frames(6);
    shot(&emu, "sandford-hint");
    let before = count(&emu, "sandford: action ");
    keys(&mut emu, &[Key::A]);
    if count(&emu, "sandford: action ") == before {
        // A move or a target: the cursor is on the hinted place; A again.
        keys(&mut emu, &[Key::A]);
    }
    expect(&mut emu, "sandford: action ", 60);
    let taken = last_after(&emu, "sandford: action ").unwrap();
    assert!(
        taken.starts_with(&hint),
        "the hint was {hint} but A played {taken}"
    );
    no_panic(&mut emu);
}

/// Two people: the first child's end of turn is theirs alone (the
/// playtest: "End turn" ended both children's goes): the menu says whose
/// ("End Hero 1's turn"), asks first; "No" keeps the turn going, B too,
/// "Yes" ends only Hero 1's go (its round ends doing nothing) and the
/// heroes' turn goes on (tests/tests/sandford_hotseat.rs plays it on).
#[test]
fn end_turn_asks_before_it_ends_the_other_heroes_rounds() {
    let (mut emu, menu) = first_person_s_menu();
    let ends = count(&emu, "sandford: action end-turn");
    assert!(!menu.has("End turn"), "{:?}", menu.items);
    choose(&mut emu, &menu, "End Hero 1's turn");
    expect(&mut emu, END_ASKED, 30);
    emu.run_frames(10);
    shot(&emu, "sandford-end-turn-asks");
    // In a child's words: this hero is done, the others play on.
    let said =
        last_after(&emu, "sandford: end turn says ").expect("the question's words are logged");
    assert!(
        said.contains("Hero 1 done? Others play on.") && said.contains("Yes: Hero 1 is done"),
        "{said}"
    );
    assert!(
        !said.contains("ALL") && !said.contains("monsters"),
        "{said}"
    );
    assert_eq!(
        count(&emu, "sandford: action end-turn"),
        ends,
        "ended unasked"
    );
    // "No: keep playing" (the first line) goes back to the menu.
    keys(&mut emu, &[Key::A]);
    emu.run_frames(20);
    assert_eq!(count(&emu, "sandford: action "), 0, "No played something");
    choose(&mut emu, &menu, "End Hero 1's turn");
    expect(&mut emu, END_ASKED, 30);
    // B goes back too.
    keys(&mut emu, &[Key::B]);
    emu.run_frames(20);
    assert_eq!(count(&emu, "sandford: action "), 0, "B played something");
    choose(&mut emu, &menu, "End Hero 1's turn");
    keys(&mut emu, &[Key::Down, Key::A]);
    expect(&mut emu, "sandford: action nothing hero=0 by=person", 60);
    expect(&mut emu, "sandford: hero 0 done this turn", 5);
    emu.run_frames(30);
    assert_eq!(
        count(&emu, "sandford: action end-turn"),
        ends,
        "Hero 1's end of turn ended Hero 2's too"
    );
    no_panic(&mut emu);
}

/// "Move" then A at once (a double press) moves nowhere and uses up
/// nothing, and says why (the playtest: it went back to the menu without a
/// word): the cursor stays for another square.
#[test]
fn a_double_press_of_a_on_move_keeps_the_move_and_says_why() {
    let (mut emu, menu) = first_person_s_menu();
    assert!(menu.has("Move"), "{:?}", menu.items);
    choose(&mut emu, &menu, "Move");
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sandford: move to its own cell: told", 30);
    expect(
        &mut emu,
        "sandford: says {6}You are here: the + pad moves the box",
        5,
    );
    emu.run_frames(10);
    shot(&emu, "sandford-you-are-here");
    // The word is on the line under the map, in red (over the hero's own
    // line, whose only red is its heart).
    let px = emu.screen_rgb();
    let red = px[136 * 240..148 * 240]
        .iter()
        .filter(|p| common::pixels::near(**p, RED))
        .count();
    assert!(red > 60, "the word is not shown ({red} red pixels)");
    assert_eq!(
        count(&emu, "sandford: action move "),
        0,
        "the move was used up"
    );
    // Still moving: another square walks.
    keys(&mut emu, &[Key::Right, Key::Right, Key::A]);
    expect(&mut emu, "sandford: action move hero=0 ", 60);
    no_panic(&mut emu);
}

/// Frames the computer's heroes take for their next six actions (their
/// slides, the camera riding along), A held (`hurry`) or not.
fn six_actions(hurry: bool) -> u64 {
    let mut emu = common::sandford::demo_game();
    expect(&mut emu, "sandford: action ", 3000);
    let (start, seen) = (emu.frame_count(), count(&emu, "sandford: action "));
    if hurry {
        emu.hold(&[Key::A]);
    }
    while count(&emu, "sandford: action ") < seen + 6 {
        emu.step_frame();
        assert!(emu.frame_count() - start < 20_000, "the computer stopped");
    }
    emu.release_all();
    no_panic(&mut emu);
    emu.frame_count() - start
}

/// A press while the pieces slide (and the camera with them) is never lost:
/// A held hurries the slides, the words and the computer as R does (the
/// playtest: presses while the camera slid did nothing).
#[test]
fn a_held_while_pieces_slide_hurries_them() {
    let slow = six_actions(false);
    let fast = six_actions(true);
    assert!(
        fast * 3 < slow * 2,
        "A held: {fast} frames for six actions, not held: {slow}"
    );
}

/// A solo game from power-on (Start! on a fresh cartridge: both heroes
/// the one person's, no hourglass), at its first menu.
fn solo_first_menu() -> (Emu, common::sandford::Menu) {
    let mut emu = boot();
    to_sandford_options(&mut emu);
    keys(&mut emu, &[Key::A]);
    expect(
        &mut emu,
        "sandford: start players=1 seats=PP timer=false",
        60,
    );
    let menu = next_menu(&mut emu, 0, &mut |_| {});
    (emu, menu)
}
