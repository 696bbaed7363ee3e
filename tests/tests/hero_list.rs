//! Tabletop Hero against a playtester's list (issue 29, a seven-year-old in
//! hot seat and against Easy): a roll's words wait for its dice, each die
//! wears its side's colour and shape, the dice appear where they stay, and
//! the cursor never blinks out of sight. The real ROM in mGBA, by key
//! presses.

mod common;

use common::hero::{cursor, last, minis, tail, walk};
use common::pixels::near;
use common::{boot, count, expect, keys, no_panic, shot, to_game_options};
use tabletop_emu::{Emu, Key};

const NAME: &str = "Tabletop Hero";
const INK: [u8; 3] = [0x18, 0x18, 0x28];
const YELLOW: [u8; 3] = [0xf8, 0xd8, 0x38];
/// Each side's colour (a die's face, a mini's body).
const SIDES: [[u8; 3]; 4] = [
    [0xe8, 0x48, 0x38],
    [0x40, 0x70, 0xf0],
    [0x40, 0xd8, 0xa0],
    [0xf8, 0xc8, 0x28],
];
/// The strip's first pixel row.
const BOTTOM: usize = 128;

/// A game of two computers (Hard red, Normal blue), started from the options.
fn computers() -> Emu {
    let mut emu = boot();
    to_game_options(&mut emu, NAME, "scene: hero options");
    keys(&mut emu, &[Key::Up, Key::Up, Key::Up, Key::Up, Key::Up]);
    keys(&mut emu, &[Key::Right, Key::Right, Key::Right]);
    keys(
        &mut emu,
        &[Key::Down, Key::Down, Key::Down, Key::Down, Key::Down],
    );
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "hero: start seats=HN", 60);
    emu
}

/// Red (a person) against the computer, set up by A alone, up to red's
/// first choice in play.
fn to_red_turn() -> Emu {
    let mut emu = boot();
    to_game_options(&mut emu, NAME, "scene: hero options");
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "hero: new game", 60);
    for _ in 0..2000 {
        let p = last(&emu, "hero: prompt");
        if count(&emu, "event turn-started") > 0
            && p.contains("seat=0")
            && p.contains("pick a mini")
        {
            emu.run_frames(20);
            return emu;
        }
        if p.contains("seat=0") && !p.contains("pick a mini") {
            keys(&mut emu, &[Key::A]);
        }
        emu.run_frames(8);
        no_panic(&mut emu);
    }
    panic!("red never had a turn: {}", tail(&emu, 20));
}

/// The top-left corners of the dice on screen: a die is a 14-pixel ink
/// square outline one pixel inside its 16x16 sprite.
fn dice(emu: &Emu) -> Vec<(usize, usize)> {
    let px = emu.screen_rgb();
    let ink = |x: usize, y: usize| near(px[y * 240 + x], INK);
    let mut found = Vec::new();
    for y in 0..BOTTOM - 14 {
        for x in 0..240 - 14 {
            if (0..14).all(|k| ink(x + k, y))
                && (0..14).all(|k| ink(x, y + k))
                && (0..14).all(|k| ink(x + 13, y + k))
                && (0..14).all(|k| ink(x + k, y + 13))
            {
                found.push((x - 1, y - 1));
            }
        }
    }
    found
}

/// The side colour most of a die's face (at `(x, y)`, its sprite's corner)
/// shows, if any.
fn face(emu: &Emu, (x, y): (usize, usize)) -> Option<usize> {
    let px = emu.screen_rgb();
    (0..4).find(|&s| {
        (2..14)
            .flat_map(|j| (2..14).map(move |i| (i, j)))
            .filter(|&(i, j)| near(px[(y + j) * 240 + x + i], SIDES[s]))
            .count()
            > 80
    })
}

/// Whether side `s`'s colour shows in the 8x8 cell under the die at
/// `(x, y)` (the side's shape, its mark).
fn mark_under(emu: &Emu, (x, y): (usize, usize), s: usize) -> bool {
    let px = emu.screen_rgb();
    (0..8)
        .flat_map(|j| (0..8).map(move |i| (i, j)))
        .filter(|&(i, j)| {
            let (a, b) = (x + 4 + i, y + 16 + j);
            b < BOTTOM && near(px[b * 240 + a], SIDES[s])
        })
        .count()
        >= 8
}

/// The words of a roll, as the strip says them.
fn roll_words(line: &str) -> bool {
    [
        "Dice for who",
        " shoots",
        "throws a bomb",
        "Direction die",
        "Medkit roll",
    ]
    .iter()
    .any(|w| line.contains(w))
}

/// Whether a strip line tells a shot or a bomb's throw.
fn attack(line: &str) -> bool {
    line.contains(" shoots") || line.contains(" throws a bomb")
}

/// Plays a computers' game until `shots` shots have been told (the first
/// roll shot while it tumbles and once it settled).
fn computers_shooting(shots: usize) -> Emu {
    let mut emu = computers();
    let start = emu.frame_count();
    let mut tumbling = false;
    let mut settled = false;
    while count(&emu, "hero: says") == 0
        || emu
            .rom_lines()
            .filter(|l| l.contains("hero: says") && attack(l))
            .count()
            < shots
    {
        assert!(
            emu.frame_count() - start < 120_000,
            "too few shots: {}",
            tail(&emu, 20)
        );
        if count(&emu, "scene: hero end") > 0 {
            break;
        }
        emu.run_frames(if settled { 30 } else { 2 });
        if !tumbling && count(&emu, "hero: dice at") > 0 {
            emu.run_frames(4);
            shot(&emu, "hero-list-first-roll-tumbling");
            tumbling = true;
        }
        if !settled && count(&emu, "hero: dice settled") > 0 {
            emu.run_frames(4);
            shot(&emu, "hero-list-first-roll-settled");
            settled = true;
        }
        no_panic(&mut emu);
    }
    emu
}

#[test]
fn a_roll_s_words_come_after_its_dice_settle() {
    let emu = computers_shooting(4);
    let all: Vec<String> = emu.rom_lines().map(String::from).collect();
    let mut checked = 0;
    for (k, l) in all.iter().enumerate() {
        if !(l.contains("hero: says") && roll_words(l)) {
            continue;
        }
        checked += 1;
        // The line before the words, of the dice and the words: the dice
        // settled (not: they were just thrown, or other words).
        let before = all[..k]
            .iter()
            .rev()
            .find(|l| {
                l.contains("hero: dice settled")
                    || l.contains("hero: dice at")
                    || l.contains("hero: says")
            })
            .cloned()
            .unwrap_or_default();
        assert!(
            before.contains("hero: dice settled"),
            "{l:?} came before its dice settled (last: {before:?})"
        );
    }
    assert!(checked >= 5, "too few rolls told: {}", tail(&emu, 20));
}

#[test]
fn each_die_wears_its_side_s_colour_and_shape() {
    let emu = computers_shooting(3);
    // Every shot's dice: the shooter's two in its side's colour, the
    // target's two in the target's.
    let all: Vec<String> = emu.rom_lines().map(String::from).collect();
    let side = |name: &str| {
        ["Red", "Blue", "Green", "Gold"]
            .iter()
            .position(|s| name.contains(s))
    };
    let mut checked = 0;
    for (k, l) in all.iter().enumerate() {
        if !(l.contains("hero: says") && attack(l)) {
            continue;
        }
        let (who, rest) = l
            .split_once(" shoots")
            .or_else(|| l.split_once(" throws"))
            .unwrap_or_default();
        // A bomb's target is not named: its dice are the shooter's only.
        let target = rest.split(':').next().unwrap_or_default();
        let a = side(who.rsplit("says").next().unwrap_or(""));
        let t = if rest.contains("a bomb") {
            None
        } else {
            side(target)
        };
        let settled = all[..k]
            .iter()
            .rev()
            .find(|l| l.contains("hero: dice settled"))
            .cloned()
            .unwrap_or_default();
        let inks: Vec<usize> = settled
            .split("inks [")
            .nth(1)
            .unwrap_or("")
            .trim_end_matches(']')
            .split(", ")
            .filter_map(|v| v.parse().ok())
            .collect();
        assert!(
            inks.len() == 6 && Some(inks[0]) == a && (t.is_none() || Some(inks[2]) == t),
            "{l:?}: dice inks {inks:?} (shooter {a:?}, target {t:?})"
        );
        checked += 1;
    }
    assert!(checked >= 3, "too few shots: {}", tail(&emu, 20));
}

#[test]
fn the_first_roll_shows_each_side_s_die_with_its_mark() {
    let mut emu = computers();
    expect(&mut emu, "hero: dice settled", 600);
    emu.run_frames(2);
    shot(&emu, "hero-list-first-roll");
    let found = dice(&emu);
    let faces: Vec<Option<usize>> = found.iter().map(|&d| face(&emu, d)).collect();
    for s in 0..2 {
        let k = faces
            .iter()
            .position(|&f| f == Some(s))
            .unwrap_or_else(|| panic!("no die of side {s}: dice {found:?} faces {faces:?}"));
        assert!(
            mark_under(&emu, found[k], s),
            "side {s}'s die at {:?} has no mark of its side under it",
            found[k]
        );
    }
}

#[test]
fn the_dice_appear_where_they_stay() {
    let mut emu = computers();
    let start = emu.frame_count();
    let mut rolls = 0;
    while rolls < 8 {
        assert!(
            emu.frame_count() - start < 120_000,
            "too few rolls: {}",
            tail(&emu, 20)
        );
        let seen = count(&emu, "hero: dice at");
        emu.run_frames(2);
        if count(&emu, "hero: dice at") == seen {
            continue;
        }
        // One roll: from its dice's first frame until the next roll or
        // until they go, every die's row and column stays.
        rolls += 1;
        let mut first: Option<Vec<(usize, usize)>> = None;
        for _ in 0..60 {
            if count(&emu, "hero: dice at") > seen + 1 {
                break;
            }
            let now = dice(&emu);
            if now.is_empty() && first.is_some() {
                break;
            }
            match &first {
                None if !now.is_empty() => first = Some(now),
                Some(f) => {
                    let row = |d: &Vec<(usize, usize)>| d.iter().map(|p| p.1).min();
                    let col =
                        |d: &Vec<(usize, usize)>| d.iter().map(|p| (p.0 + 252 - f[0].0) % 18).max();
                    if row(&now) != row(f) || col(&now) != Some(0) {
                        shot(&emu, "hero-list-dice-jumped");
                        panic!("the dice moved from {f:?} to {now:?}: {}", tail(&emu, 8));
                    }
                }
                None => {}
            }
            emu.run_frames(1);
        }
        no_panic(&mut emu);
    }
}

/// Whether the cursor (an 8x8 yellow frame) shows anywhere on the map.
fn cursor_shows(emu: &Emu) -> bool {
    let px = emu.screen_rgb();
    let y_at = |x: usize, y: usize| near(px[y * 240 + x], YELLOW);
    (0..BOTTOM - 8).any(|y| {
        (0..232).any(|x| (0..8).all(|k| y_at(x, y + k) && y_at(x + 7, y + k) && y_at(x + k, y + 7)))
    })
}

#[test]
fn the_cursor_never_blinks_out_of_sight() {
    let mut emu = to_red_turn();
    // Two seconds, frame by frame: the cursor's yellow frame always shows.
    for f in 0..120 {
        if !cursor_shows(&emu) {
            shot(&emu, "hero-list-cursor-gone");
            panic!("frame {f}: the cursor is not on screen");
        }
        emu.run_frames(1);
    }
    shot(&emu, "hero-list-cursor");
}

/// Pixels of colour `c` on the map (above the strip).
fn map_pixels(emu: &Emu, c: [u8; 3]) -> usize {
    emu.screen_rgb()[..BOTTOM * 240]
        .iter()
        .filter(|&&p| near(p, c))
        .count()
}

/// A lit cell's frame (a reachable cell).
const SKY: [u8; 3] = [0x78, 0xc8, 0xf0];

#[test]
fn the_edge_is_shown_while_chosen_and_said_while_placing() {
    let mut emu = boot();
    to_game_options(&mut emu, NAME, "scene: hero options");
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "hero: new game", 60);
    let mut edge_seen = false;
    for _ in 0..2000 {
        let p = last(&emu, "hero: prompt");
        if p.contains("pick a mini") {
            break;
        }
        if p.contains("seat=0") {
            emu.run_frames(10);
            if p.contains("Pick your edge") && !edge_seen {
                // The lit edge (yellow band) is on screen, not off it.
                shot(&emu, "hero-list-edge-choice");
                let lit = map_pixels(&emu, YELLOW);
                assert!(lit > 150, "the lit edge is off screen ({lit} pixels)");
                edge_seen = true;
            }
            if p.contains("Place") && p.contains("hero ") {
                shot(&emu, "hero-list-place-hero");
            }
            keys(&mut emu, &[Key::A]);
        }
        emu.run_frames(8);
        no_panic(&mut emu);
    }
    assert!(edge_seen, "red never chose an edge: {}", tail(&emu, 20));
    let taken = common::hero::lines(&emu, "hero: action edge")
        .into_iter()
        .find(|l| l.contains("by=person"))
        .unwrap_or_default();
    let name = if taken.contains("edge=north") {
        "top"
    } else {
        "bottom"
    };
    let places: Vec<String> = common::hero::lines(&emu, "hero: prompt seat=0")
        .into_iter()
        .filter(|l| l.contains("Place"))
        .collect();
    assert!(places.len() >= 5, "{}", tail(&emu, 20));
    for p in &places {
        assert!(p.contains(&format!("edge: {name}")), "{p} (took {taken})");
    }
}

/// Picks the mini under the cursor and moves it `far` cells (trying each
/// way); true once a move was played.
fn move_one(emu: &mut Emu, far: i32, each: &mut dyn FnMut(&mut Emu)) -> bool {
    let at = cursor(emu);
    let taken: Vec<(i32, i32)> = minis(emu).iter().map(|m| (m.1, m.2)).collect();
    keys(emu, &[Key::A]);
    emu.run_frames(30);
    let mut now = at;
    for (dx, dy) in [
        (0, -far),
        (0, far),
        (-far, 0),
        (far, 0),
        (far, far),
        (-far, -far),
    ] {
        let to = (at.0 + dx, at.1 + dy);
        if !(0..40).contains(&to.0) || !(0..30).contains(&to.1) || taken.contains(&to) {
            continue;
        }
        walk(emu, now, to);
        now = to;
        emu.run_frames(10);
        let moves = count(emu, "hero: action move");
        emu.tap(Key::A);
        emu.run_frames(1);
        each(emu);
        if count(emu, "hero: action move") > moves {
            return true;
        }
        emu.run_frames(10);
    }
    false
}

#[test]
fn a_moved_mini_s_old_reach_goes_at_once() {
    let mut emu = to_red_turn();
    let mut lit = Vec::new();
    let moved = move_one(&mut emu, 3, &mut |emu| {
        // The frames of the walk (three cells, four frames each).
        for _ in 0..10 {
            emu.run_frames(1);
            lit.push(map_pixels(emu, SKY));
        }
    });
    assert!(moved, "no move: {}", tail(&emu, 10));
    shot(&emu, "hero-list-moved");
    // From the third frame on (the action's frame and the next one draw
    // what was there) no old lit cell shows while the mini walks.
    assert!(
        lit[2..].iter().all(|&n| n < 30),
        "the old reach stayed lit while the mini moved: {lit:?}"
    );
}

#[test]
fn the_end_turn_count_leaves_out_minis_that_moved() {
    let mut emu = to_red_turn();
    assert!(
        move_one(&mut emu, 1, &mut |_| {}),
        "no move: {}",
        tail(&emu, 10)
    );
    emu.run_frames(60);
    keys(&mut emu, &[Key::L]);
    emu.run_frames(20);
    let ask = last(&emu, "hero: prompt seat=0");
    shot(&emu, "hero-list-end-turn-count");
    // Round 1: the moved mini may not attack, so four minis could still go.
    assert!(ask.contains("4 minis could still go"), "{ask}");
}

#[test]
fn only_a_or_b_answer_the_end_turn_question() {
    let mut emu = to_red_turn();
    let ends = count(&emu, "hero: action end-turn");
    keys(&mut emu, &[Key::L]);
    emu.run_frames(20);
    let notes = count(&emu, "hero: note");
    // Other keys leave the question up.
    keys(
        &mut emu,
        &[Key::Down, Key::Right, Key::R, Key::Select, Key::Up, Key::L],
    );
    emu.run_frames(20);
    shot(&emu, "hero-list-end-turn-still-asks");
    assert_eq!(
        count(&emu, "hero: note"),
        notes,
        "a key other than A or B answered: {}",
        tail(&emu, 6)
    );
    keys(&mut emu, &[Key::A]);
    emu.run_frames(30);
    assert!(
        count(&emu, "hero: action end-turn") > ends,
        "A after other keys did not end the turn: {}",
        tail(&emu, 6)
    );
}

#[test]
fn the_hearts_lost_are_the_hearts_shown() {
    let emu = computers_shooting(6);
    let all: Vec<String> = emu.rom_lines().map(String::from).collect();
    let mut checked = 0;
    for (k, l) in all.iter().enumerate() {
        if !(l.contains("hero: says") && l.contains(" loses ")) {
            continue;
        }
        let hurt = all[..k]
            .iter()
            .rev()
            .find(|l| l.contains("event hurt"))
            .cloned()
            .unwrap_or_default();
        let field = |name: &str| -> i32 {
            hurt.split_whitespace()
                .find_map(|w| w.strip_prefix(name))
                .and_then(|v| v.parse().ok())
                .unwrap_or(99)
        };
        let (lost, hp) = (field("lost="), field("hp="));
        let before = (hp + lost).clamp(0, 6);
        let want = (before - hp.max(0)) as usize;
        let shown = l
            .split(" loses ")
            .nth(1)
            .unwrap_or("")
            .split(':')
            .next()
            .unwrap_or("")
            .split('(')
            .next()
            .unwrap_or("")
            .matches('@')
            .count();
        assert_eq!(shown, want, "{l:?} after {hurt:?}");
        checked += 1;
    }
    assert!(checked >= 2, "too few hurts: {}", tail(&emu, 20));
}

/// The cells of the newest `hero: minis` line, by mini.
fn mini_at(emu: &Emu, i: u8) -> Option<(i32, i32)> {
    minis(emu)
        .into_iter()
        .find(|m| m.0 == i)
        .map(|m| (m.1, m.2))
}

#[test]
fn a_hinted_attack_shows_shooter_and_target_and_a_bomb_asks() {
    let mut emu = common::hero::two_people();
    let start = emu.frame_count();
    let mut seen = 0;
    let mut asked = 0;
    while seen < 3 {
        assert!(
            emu.frame_count() - start < 60_000,
            "too few hinted attacks ({seen}): {}",
            tail(&emu, 20)
        );
        let handovers = count(&emu, "hero: pass the console to");
        let hints = count(&emu, "hero: hinted");
        keys(&mut emu, &[Key::Select]);
        emu.run_frames(20);
        if count(&emu, "hero: pass the console to") > handovers {
            keys(&mut emu, &[Key::A]);
            emu.run_frames(30);
            continue;
        }
        let h = last(&emu, "hero: hinted");
        if count(&emu, "hero: hinted") > hints && (h.contains("attack") || h.contains("throw")) {
            seen += 1;
            let num = |k: &str| -> u8 {
                h.split_whitespace()
                    .find_map(|w| w.strip_prefix(k))
                    .and_then(|v| v.parse().ok())
                    .unwrap_or(99)
            };
            let cam = common::hero::cell(h.split("cam=").nth(1).unwrap_or("0,0"));
            for i in [num("mini="), num("target=")] {
                let (x, y) = mini_at(&emu, i).expect("the mini stands");
                let (sx, sy) = (x * 8 - cam.0, y * 8 - cam.1);
                if !((0..232).contains(&sx) && (0..BOTTOM as i32 - 8).contains(&sy)) {
                    shot(&emu, "hero-list-hint-off-screen");
                    panic!("{h}: mini {i} at {x},{y} is off screen");
                }
            }
            if seen == 1 {
                shot(&emu, "hero-list-hinted-attack");
            }
            // No to the hint; aim by hand, then R: a bomb is asked first.
            keys(&mut emu, &[Key::B]);
            emu.run_frames(10);
            let (m, t) = (num("mini="), num("target="));
            if let (Some(a), Some(b)) = (mini_at(&emu, m), mini_at(&emu, t)) {
                // The hint left the cursor on the target.
                walk(&mut emu, b, a);
                keys(&mut emu, &[Key::A]);
                walk(&mut emu, a, b);
                let forecasts = count(&emu, "hero: forecast");
                keys(&mut emu, &[Key::A]);
                emu.run_frames(10);
                if count(&emu, "hero: forecast") > forecasts
                    && last(&emu, "hero: forecast").contains("bomb=false")
                {
                    let throws = count(&emu, "hero: action throw");
                    let f = count(&emu, "hero: forecast");
                    keys(&mut emu, &[Key::R]);
                    emu.run_frames(10);
                    if count(&emu, "hero: forecast") > f {
                        let q = last(&emu, "hero: forecast");
                        assert!(
                            q.contains("bomb=true") && q.contains("Throw a bomb? A yes, B no"),
                            "{q}"
                        );
                        shot(&emu, "hero-list-bomb-asks");
                        assert_eq!(count(&emu, "hero: action throw"), throws, "R threw");
                        keys(&mut emu, &[Key::B]);
                        emu.run_frames(10);
                        assert!(
                            last(&emu, "hero: forecast").contains("bomb=false"),
                            "B did not go back to the shot: {}",
                            tail(&emu, 6)
                        );
                        asked += 1;
                    }
                }
                keys(&mut emu, &[Key::B, Key::B]);
            }
            continue;
        }
        keys(&mut emu, &[Key::A]);
        no_panic(&mut emu);
    }
    eprintln!("bomb questions checked: {asked}");
}

#[test]
fn zz_menus() {
    let mut emu = boot();
    to_game_options(&mut emu, NAME, "scene: hero options");
    emu.run_frames(20);
    shot(&emu, "hero-list-options");
    keys(&mut emu, &[Key::Up, Key::Up, Key::Up, Key::Up]);
    emu.run_frames(10);
    shot(&emu, "hero-list-options-army");
    keys(&mut emu, &[Key::A]);
    emu.run_frames(30);
    shot(&emu, "hero-list-builder");
    keys(&mut emu, &[Key::B, Key::B]);
    emu.run_frames(20);
    keys(
        &mut emu,
        &[Key::Down, Key::Down, Key::Down, Key::Down, Key::A],
    );
    expect(&mut emu, "hero: new game", 60);
    emu.run_frames(60);
    keys(&mut emu, &[Key::Start]);
    emu.run_frames(30);
    shot(&emu, "hero-list-pause");
    eprintln!("{}", tail(&emu, 30));
}

#[test]
fn zz_hot_seat_placing() {
    let mut emu = common::hero::two_people();
    let mut n = 0;
    for _ in 0..400 {
        let p = last(&emu, "hero: prompt");
        if p.contains("pick a mini") {
            break;
        }
        emu.run_frames(40);
        shot(&emu, &format!("hero-list-hot-{n}"));
        n += 1;
        keys(&mut emu, &[Key::A]);
        emu.run_frames(8);
        no_panic(&mut emu);
    }
    eprintln!("{}", common::hero::lines(&emu, "hero:").join("\n"));
}
