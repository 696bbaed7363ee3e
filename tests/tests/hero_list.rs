//! Tabletop Hero's turns against a playtester's list (issue 29, a
//! seven-year-old in hot seat and against Easy): the cursor never blinks out
//! of sight, the edge shows while chosen and is said while placing, a move's
//! old lights go, the end-turn question counts only minis that can still go
//! and takes only A or B, a hinted attack shows both minis, and R asks
//! before a bomb. The real ROM in mGBA, by key presses. (The rolls are in
//! hero_rolls.rs.)

mod common;

use common::hero::{cursor, last, minis, red_turn, tail, walk};
use common::pixels::near;
use common::{boot, count, expect, keys, no_panic, shot, to_game_options};
use tabletop_emu::{Emu, Key};

const NAME: &str = "Tabletop Hero";
const YELLOW: [u8; 3] = [0xf8, 0xd8, 0x38];
/// The strip's first pixel row.
const BOTTOM: usize = 128;

/// Whether the cursor shows anywhere on the map: its thick yellow box
/// round a cell (a child took the old thin 8x8 frame for nothing), whose
/// 12-pixel ring it keeps as it breathes: three of its sides whole (a mini
/// beside it may stand over one), the cell inside not a yellow plate.
fn cursor_shows(emu: &Emu) -> bool {
    let px = emu.screen_rgb();
    let y_at = |x: usize, y: usize| near(px[y * 240 + x], YELLOW);
    (0..BOTTOM - 12).any(|y| {
        (0..240 - 12).any(|x| {
            let sides = [
                (0..12).all(|k| y_at(x + k, y)),
                (0..12).all(|k| y_at(x + k, y + 11)),
                (0..12).all(|k| y_at(x, y + k)),
                (0..12).all(|k| y_at(x + 11, y + k)),
            ];
            // Not a yellow plate (a total's): the cell's top row inside
            // the ring is not all yellow (a hero's crown may be).
            let plate = (2..10).all(|k| y_at(x + k, y + 2));
            !plate && sides.iter().filter(|&&s| s).count() >= 3
        })
    })
}

#[test]
fn the_cursor_never_blinks_out_of_sight() {
    let mut emu = red_turn();
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
        common::hero::take_dice(&mut emu);
        let p = last(&emu, "hero: prompt");
        if p.contains("pick a mini") {
            break;
        }
        if p.contains("seat=0") {
            emu.run_frames(10);
            if p.contains("army start") && !edge_seen {
                // The lit edge (yellow band) is on screen, not off it.
                shot(&emu, "hero-list-edge-choice");
                let lit = map_pixels(&emu, YELLOW);
                assert!(lit > 150, "the lit edge is off screen ({lit} pixels)");
                edge_seen = true;
            }
            // Red still choosing (no action since its prompt).
            let deciding = emu
                .rom_lines()
                .filter(|l| l.contains("hero: prompt") || l.contains("hero: action"))
                .last()
                .is_some_and(|l| l.contains("hero: prompt seat=0") && l.contains("Place"));
            if deciding {
                // The lit cells to place on show above the strip.
                let lit = map_pixels(&emu, YELLOW);
                if lit <= 150 {
                    shot(&emu, "hero-list-place-hidden");
                    panic!(
                        "the lit cells are hidden ({lit} pixels): {p}\n{}",
                        tail(&emu, 12)
                    );
                }
                if p.contains("Place Red hero") {
                    shot(&emu, "hero-list-place-hero");
                }
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
        assert!(
            p.contains(&format!("starts at the {name}")),
            "{p} (took {taken})"
        );
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
    let mut emu = red_turn();
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
    let mut emu = red_turn();
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
    let mut emu = red_turn();
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
            let cam = common::hero::cell(
                h.split("cam=")
                    .nth(1)
                    .and_then(|c| c.split_whitespace().next())
                    .unwrap_or("0,0"),
            );
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
                            q.contains("bomb=true") && q.contains("Throw a bomb? A yes, B back"),
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
