//! Tabletop Hero's second playtest list (issue 29, a seven-year-old in hot
//! seat and against Easy): the first dice say who places first and who
//! moves first and wait for a press, and a bomb's dice are the ones its
//! words tell (the direction die's arrow points the way it says, the blast
//! die is the one whose damage is said, halved when it says so), with no
//! blast left on the map after it. The real ROM in mGBA.

mod common;

use common::hero::{computers, cursor, last, lines, minis, red_turn, tail, walk};
use common::pixels::near;
use common::{boot, count, expect, keys, no_panic, shot, to_game_options};
use tabletop_emu::{Emu, Key};

const WHITE: [u8; 3] = [0xf8, 0xf8, 0xf8];
const ORANGE: [u8; 3] = [0xf8, 0x90, 0x20];
/// The strip's first pixel row.
const BOTTOM: usize = 128;

/// The side named before `what` in `line` ("{2}Blue{1} places last").
fn side_before(line: &str, what: &str) -> String {
    let head = line.split(what).next().unwrap_or("");
    let word = head.trim_end().rsplit(' ').next().unwrap_or("");
    word.replace("{1}", "")
        .trim_start_matches(|c: char| c == '{' || c.is_ascii_digit() || c == '}')
        .to_string()
}

#[test]
fn the_first_dice_say_who_moves_first_and_wait_for_a_press() {
    let mut emu = boot();
    to_game_options(&mut emu, "Tabletop Hero", "scene: hero options");
    emu.run_frames(10);
    shot(&emu, "hero-told-options");
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "hero: new game", 60);
    expect(&mut emu, "won the roll", 600);
    let said = last(&emu, "won the roll");
    // The prize, then "but" the other's turn first (the playtest read
    // "Red won the roll ... Blue will move first" as a contradiction).
    let first = side_before(&said, " picks first");
    let moves = side_before(&said, " moves first");
    assert!(
        said.contains(", but "),
        "no 'but' before who moves first: {said}"
    );
    assert!(
        !first.is_empty() && !moves.is_empty() && first != moves,
        "the dice did not say who places and who moves first: {said}"
    );
    // Winning is said as a prize: never "places last" (read as losing).
    assert!(!said.contains("places last"), "{said}");
    if first == "Red" {
        // The person places first: the screen waits, and says so.
        assert!(said.contains("press A!"), "no cue to press: {said}");
        // Who presses is said: Red, the side placing first (a child read
        // "Blue will move first: press A!" as Blue pressing).
        assert!(
            said.contains("Red{1}, press A!") && !said.contains("first: press"),
            "not said who presses: {said}"
        );
        emu.run_frames(200);
        shot(&emu, "hero-told-first-dice");
        assert!(
            count(&emu, "hero: dice wait for a press") > 0,
            "{}",
            tail(&emu, 8)
        );
        assert_eq!(
            count(&emu, "hero: prompt seat=0"),
            0,
            "the dice's words went before a press: {}",
            tail(&emu, 8)
        );
        keys(&mut emu, &[Key::A]);
        emu.run_frames(10);
        assert!(
            count(&emu, "hero: dice taken on") > 0 && count(&emu, "hero: prompt seat=0") > 0,
            "A did not take the dice on: {}",
            tail(&emu, 8)
        );
    }
    // Play on (A takes every choice) to round 1: the side said to move
    // first does.
    for _ in 0..3000 {
        if count(&emu, "Round 1:") > 0 {
            break;
        }
        if last(&emu, "hero: prompt").contains("seat=0") {
            keys(&mut emu, &[Key::A]);
        }
        emu.run_frames(8);
        no_panic(&mut emu);
    }
    let round = last(&emu, "Round 1:");
    assert!(
        round.contains(&format!("{moves}{{1}} placed last, so it moves")),
        "{moves} was said to move first, but: {round}"
    );
    setting_up_names_one_side(&emu);
}

/// The side a line names first ("Red", "Blue"), if any.
fn named(line: &str) -> Option<&'static str> {
    ["Red", "Blue"]
        .into_iter()
        .filter_map(|s| line.find(s).map(|k| (k, s)))
        .min()
        .map(|(_, s)| s)
}

/// In setting up, the status line and the words always name the same side
/// (a playtester saw "Setting up: Blue" over "Red starts at the top of
/// the map"): each setting-up sentence is drawn under a status line that
/// names its side.
fn setting_up_names_one_side(emu: &Emu) {
    let all: Vec<&str> = emu
        .rom_lines()
        .take_while(|l| !l.contains("event turn-started"))
        .collect();
    let mut checked = 0;
    for (k, l) in all.iter().enumerate() {
        let Some(words) = l.split("hero: strip ").nth(1) else {
            continue;
        };
        let setting = ["starts at the", "(computer) places", "picks where to start"];
        if !setting.iter().any(|w| words.contains(w)) {
            continue;
        }
        // The status the sentence was drawn under: the newest one logged
        // before the next sentence.
        let next = all[k + 1..]
            .iter()
            .position(|l| l.contains("hero: strip "))
            .map_or(all.len(), |n| k + 1 + n);
        let status = all[..next]
            .iter()
            .rev()
            .find(|l| l.contains("hero: status "))
            .copied()
            .unwrap_or_default();
        if !status.contains("Setting up") {
            continue;
        }
        checked += 1;
        assert_eq!(
            named(status),
            named(words),
            "the status line {status:?} over the words {words:?}"
        );
    }
    assert!(checked >= 3, "no setting up was said: {}", tail(emu, 20));
}

/// The faces of the dice as last settled (the log's six slots).
fn settled(line: &str) -> Vec<u8> {
    let inside = line.split('[').nth(1).unwrap_or("").split(']').next();
    inside
        .unwrap_or("")
        .split(", ")
        .filter_map(|f| f.trim().parse().ok())
        .collect()
}

/// White pixels of the 8x8 box at `(x, y)` in the top and bottom three
/// rows and the left and right three columns.
fn arrow_weights(emu: &Emu, (x, y): (usize, usize)) -> [usize; 4] {
    let px = emu.screen_rgb();
    let mut w = [0; 4];
    for j in 0..8 {
        for i in 0..8 {
            if y + j >= BOTTOM || x + i >= 240 || !near(px[(y + j) * 240 + x + i], WHITE) {
                continue;
            }
            w[0] += usize::from(j < 3);
            w[1] += usize::from(j > 3 && j < 7);
            w[2] += usize::from(i < 3);
            w[3] += usize::from(i > 3 && i < 7);
        }
    }
    w
}

fn orange(emu: &Emu) -> usize {
    emu.screen_rgb()[..240 * BOTTOM]
        .iter()
        .filter(|&&p| near(p, ORANGE))
        .count()
}

#[test]
fn a_bomb_s_dice_are_the_ones_its_words_tell() {
    let mut emu = computers();
    let (mut directions, mut blasts, mut arrows) = (0, 0, 0);
    let start = emu.frame_count();
    while blasts < 2 || arrows < 1 {
        assert!(
            emu.frame_count() - start < 200_000,
            "too few bombs: {}",
            tail(&emu, 20)
        );
        if count(&emu, "scene: hero end") > 0 {
            break;
        }
        let (d, b) = (
            count(&emu, "says Direction die"),
            count(&emu, "says Blast die"),
        );
        emu.run_frames(2);
        no_panic(&mut emu);
        if count(&emu, "says Direction die") > d {
            directions += 1;
            let words = last(&emu, "says Direction die");
            let face: u8 = words
                .split("Direction die ")
                .nth(1)
                .and_then(|r| r.split(':').next())
                .and_then(|f| f.parse().ok())
                .unwrap_or(0);
            let dice = settled(&last(&emu, "hero: dice settled"));
            assert_eq!(dice.get(4), Some(&face), "{words} but the die: {dice:?}");
            // The arrow under the die points the way the words say.
            let at = last(&emu, "hero: dice at");
            let (x, y) = common::hero::cell(at.split("dice at ").nth(1).unwrap_or(""));
            // The direction die is the fifth, after the throw's dice and
            // their totals (each side's two dice then its total).
            let (x, y) = (x as usize + 6 * 18 + 4, y as usize + 24);
            emu.run_frames(2);
            shot(&emu, &format!("hero-told-direction-{directions}"));
            let w = arrow_weights(&emu, (x, y));
            let way = ["up!", "down!", "left!", "right!"]
                .iter()
                .position(|k| words.contains(k));
            if let Some(k) = way {
                arrows += 1;
                let (this, other) = match k {
                    0 => (w[0], w[1]),
                    1 => (w[1], w[0]),
                    2 => (w[2], w[3]),
                    _ => (w[3], w[2]),
                };
                assert!(this > other, "{words} but the arrow's weights {w:?}");
            }
        }
        if count(&emu, "says Blast die") > b {
            blasts += 1;
            let words = last(&emu, "says Blast die");
            let face: u8 = words
                .split("Blast die ")
                .nth(1)
                .and_then(|r| r.split([':', ',']).next())
                .and_then(|f| f.parse().ok())
                .unwrap_or(0);
            let dice = settled(&last(&emu, "hero: dice settled"));
            assert_eq!(dice.get(4), Some(&face), "{words} but the die: {dice:?}");
            let damage: u8 = words
                .split(" damage")
                .next()
                .and_then(|h| h.rsplit([' ', '!']).next())
                .and_then(|f| f.trim().parse().ok())
                .unwrap_or(0);
            let want = if words.contains("a miss, so only") {
                face.div_ceil(2)
            } else {
                face
            };
            assert_eq!(damage, want, "{words}");
            emu.run_frames(2);
            shot(&emu, &format!("hero-told-blast-{blasts}"));
            let during = orange(&emu);
            // Once the blast is told, the hurts: no dot of it stays.
            let told = count(&emu, "hero: says");
            common::hero::wait_more(&mut emu, "hero: says", told, 200);
            emu.run_frames(2);
            shot(&emu, &format!("hero-told-after-blast-{blasts}"));
            let after = orange(&emu);
            assert!(
                after + 40 < during,
                "orange left on the map after the blast: {during} then {after}"
            );
        }
    }
    // No line of words is ever cut, nor trails off in dots; the computer's
    // turn tells what R does there.
    assert_eq!(
        count(&emu, "hero: error strip cut"),
        0,
        "{}",
        lines(&emu, "strip cut").join("\n")
    );
    let dots: Vec<String> = lines(&emu, "hero: strip")
        .into_iter()
        .filter(|l| l.contains("...") || l.contains('\u{2026}'))
        .collect();
    assert!(dots.is_empty(), "words trail off: {dots:?}");
    assert!(count(&emu, "R: faster") > 0, "R is never told");
    // The computer's moves are told: who, how far, which way.
    assert!(
        lines(&emu, "hero: says")
            .iter()
            .any(|l| l.contains(" moves ") && l.contains(" square")),
        "no computer's move told"
    );
    assert!(
        blasts > 0 && arrows > 0,
        "{}",
        lines(&emu, "hero: says").join("\n")
    );
}

#[test]
fn an_enemy_under_the_cursor_says_if_it_can_be_shot_before_a() {
    let mut emu = red_turn();
    keys(&mut emu, &[Key::A]);
    emu.run_frames(20);
    assert!(
        last(&emu, "hero: prompt seat=0").contains("A on a lit cell moves"),
        "A did not pick a mini: {}",
        tail(&emu, 6)
    );
    let enemy = minis(&emu)
        .into_iter()
        .find(|m| m.0 >= 5)
        .expect("no enemy on the field");
    let actions = count(&emu, "hero: action");
    let from = cursor(&emu);
    walk(&mut emu, from, (enemy.1, enemy.2));
    emu.run_frames(20);
    shot(&emu, "hero-told-range");
    let said = last(&emu, "hero: range");
    assert!(
        said.contains(&format!("target={}", enemy.0)),
        "nothing said of the enemy under the cursor before A: {}",
        tail(&emu, 8)
    );
    // Round 1: nobody may shoot, said before A is pressed.
    assert!(said.contains("first round"), "{said}");
    assert_eq!(count(&emu, "hero: action"), actions, "a press was taken");
}

#[test]
fn a_hint_s_cursor_goes_where_the_hint_is_and_shows() {
    let mut emu = boot();
    to_game_options(&mut emu, "Tabletop Hero", "scene: hero options");
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "hero: new game", 60);
    // Asked where, or told the one side left (blue may have chosen first).
    let choosing = |emu: &Emu| {
        let p = last(emu, "hero: prompt seat=0");
        p.contains("Where does your army start") || p.contains("Your army starts on the lit side")
    };
    for _ in 0..400 {
        if choosing(&emu) {
            break;
        }
        if count(&emu, "hero: dice wait for a press") > count(&emu, "hero: dice taken on") {
            keys(&mut emu, &[Key::A]);
        }
        emu.run_frames(4);
    }
    assert!(
        choosing(&emu),
        "red never chose where to start: {}",
        tail(&emu, 8)
    );
    // The cursor to the top of the map, then the hint.
    let from = common::hero::cursor(&emu);
    walk(&mut emu, from, (20, 1));
    keys(&mut emu, &[Key::Select]);
    expect(&mut emu, "hero: hinted", 600);
    emu.run_frames(10);
    shot(&emu, "hero-told-hint-edge");
    let hint = last(&emu, "hero: hinted");
    let at = hint.split(" cursor=").nth(1).unwrap_or("");
    let (_, y) = common::hero::cell(at.split_whitespace().next().unwrap_or(""));
    assert!(hint.contains("cursor-shows=true"), "{hint}");
    let words = last(&emu, "hero: strip Hint:");
    let (top, bottom) = (words.contains("the top"), words.contains("the bottom"));
    assert!(top || bottom, "{words}");
    assert!(
        (top && y < 3) || (bottom && y >= 27),
        "the hint says {words} but its cursor is on row {y}"
    );
}

/// An A pressed while the first dice roll is not kept: who won stays up
/// until a fresh press after the dice settled (a child's A during the roll
/// skipped its result). "Learn to play": red places first.
#[test]
fn an_a_during_the_first_roll_leaves_its_result_up() {
    let mut emu = boot();
    to_game_options(&mut emu, "Tabletop Hero", "scene: hero options");
    keys(&mut emu, &[Key::Down, Key::A]);
    expect(&mut emu, "hero: event rolled-first", 300);
    emu.run_frames(2);
    keys(&mut emu, &[Key::A]);
    assert_eq!(
        count(&emu, "hero: dice settled"),
        0,
        "the A came after the roll: {}",
        tail(&emu, 8)
    );
    expect(&mut emu, "hero: dice wait for a press", 300);
    emu.run_frames(60);
    assert_eq!(
        count(&emu, "hero: dice taken on"),
        0,
        "an A during the roll took its result away: {}",
        tail(&emu, 8)
    );
    assert_eq!(count(&emu, "hero: A while the first dice roll dropped"), 1);
    assert!(last(&emu, "hero: strip").contains("won the roll"));
    keys(&mut emu, &[Key::A]);
    emu.run_frames(10);
    assert_eq!(count(&emu, "hero: dice taken on"), 1, "{}", tail(&emu, 8));
    no_panic(&mut emu);
}
