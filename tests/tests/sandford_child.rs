//! Sandford for a 7-year-old (the playtest of issue 29): each monster wears
//! a picture a child can name and shows its hit points as bars over it, the
//! target line names a monster by its picture too, the heroes wear hats,
//! the shops carry their numbers, a roll's words wait for its dice, and
//! "End turn" asks every time.

mod common;

use common::pixels::near;
use common::sandford::{END_ASKED, MENU, choose, next_menu, to_sandford_options};
use common::{count, expect, keys, no_panic, shot};
use tabletop_emu::cvd::Sheet;
use tabletop_emu::{Emu, Key};

/// The art's ink (the HP bars' band, the badges) and white.
const INK: [u8; 3] = [0x18, 0x18, 0x28];
const WHITE: [u8; 3] = [0xf8, 0xf8, 0xf8];
/// What the six monster colours' pictures are called (src/sandford/words.rs).
const PICTURES: [(&str, &str); 6] = [
    ("black", "arrow"),
    ("blue", "ring"),
    ("green", "star"),
    ("red", "cross"),
    ("white", "heart"),
    ("yellow", "moon"),
];

fn sheet(name: &str) -> Sheet {
    Sheet::gfx(name)
}

/// A monster's picture on `gfx/sandford-monsters.png`: which of the 5x5
/// pixels inside its die's frame are in its pip colour (dark ink on the
/// light dice, white on the others).
fn picture(s: &Sheet, colour: usize) -> Vec<bool> {
    let x0 = 8 * colour * 3;
    let px: Vec<Option<[u8; 3]>> = (9..14)
        .flat_map(|y| (x0 + 1..x0 + 6).map(move |x| (x, y)))
        .map(|(x, y)| s.at(x, y))
        .collect();
    let pip = if px.iter().flatten().any(|&c| near(c, INK)) {
        INK
    } else {
        WHITE
    };
    px.iter().map(|c| c.is_some_and(|c| near(c, pip))).collect()
}

/// The six pictures are shapes of their own: any two differ in at least 7
/// of their 25 pixels (the old 5x3 marks differed in as few as 5, and the
/// arrow and the plus were 6 apart).
#[test]
fn every_monster_picture_is_a_shape_of_its_own() {
    let s = sheet("sandford-monsters.png");
    let pics: Vec<Vec<bool>> = (0..6).map(|c| picture(&s, c)).collect();
    for (i, a) in pics.iter().enumerate() {
        let filled = a.iter().filter(|&&p| p).count();
        assert!(
            (7..=19).contains(&filled),
            "the {} {} is {filled} pixels of 25",
            PICTURES[i].0,
            PICTURES[i].1
        );
        for (j, b) in pics.iter().enumerate().skip(i + 1) {
            let apart = a.iter().zip(b).filter(|(p, q)| p != q).count();
            assert!(
                apart >= 7,
                "the {} {} and the {} {} differ in {apart} pixels",
                PICTURES[i].0,
                PICTURES[i].1,
                PICTURES[j].0,
                PICTURES[j].1
            );
        }
    }
}

/// A monster looks like a monster, not a hero's figure (the playtest: the
/// die under its bars read as a pawn with a head, a green one beside lime
/// Hero 4): every monster, at every hit point, has two horns rising from
/// its die's top corners into the cell above, where a hero has its head.
/// Its silhouette is never a hero's.
#[test]
fn every_monster_wears_horns_not_a_head() {
    let m = sheet("sandford-monsters.png");
    let heroes = sheet("sandford-sprites.png");
    // A hero's figure: its head (sprites 108-111) over its body (0-3).
    let hero_mask = |h: usize| -> Vec<bool> {
        (0..16)
            .flat_map(|y| (0..8).map(move |x| (x, y)))
            .map(|(x, y)| {
                let (sx, sy) = if y < 8 {
                    (8 * (108 + h) + x, y)
                } else {
                    (8 * h + x, y - 8)
                };
                heroes.at(sx, sy).is_some()
            })
            .collect()
    };
    for (ci, (colour, _)) in PICTURES.iter().enumerate() {
        for hp in 0..3 {
            let x0 = 8 * (ci * 3 + hp);
            for (side, x) in [("left", x0), ("right", x0 + 6)] {
                let horn = (3..6).filter(|&y| m.at(x, y).is_some()).count();
                assert_eq!(
                    horn,
                    3,
                    "the {colour} monster ({} HP) has no {side} horn",
                    hp + 1
                );
            }
            let mask: Vec<bool> = (0..16)
                .flat_map(|y| (0..8).map(move |x| (x, y)))
                .map(|(x, y)| m.at(x0 + x, y).is_some())
                .collect();
            for h in 0..4 {
                let apart = mask
                    .iter()
                    .zip(hero_mask(h))
                    .filter(|(a, b)| **a != *b)
                    .count();
                assert!(
                    apart >= 16,
                    "the {colour} monster's outline is {apart} pixels from hero {}'s",
                    h + 1
                );
            }
        }
    }
}

/// The HP bars on the map: white bars two pixels tall with the dark band on
/// both sides and below (the ink of tools/gfx_sandford.py), in the map
/// between the strips. Returns the screen x, y of each bar's top.
fn hp_bars(emu: &Emu) -> Vec<(usize, usize)> {
    let px = emu.screen_rgb();
    let is = |x: usize, y: usize, c: [u8; 3]| near(px[y * 240 + x], c);
    let mut out = Vec::new();
    for y in 14..132 {
        for x in 1..239 {
            let bar = (0..2)
                .all(|k| is(x, y + k, WHITE) && is(x - 1, y + k, INK) && is(x + 1, y + k, INK));
            if bar && !is(x, y - 1, WHITE) && is(x, y + 2, INK) {
                out.push((x, y));
            }
        }
    }
    out
}

/// A game the computer plays for both heroes (as the demo test sets it up).
fn computer_game() -> Emu {
    common::sandford::demo_game()
}

/// Monsters show their hit points as white bars over the die, big enough to
/// count; the first wave's monsters land with words and a pointer.
#[test]
fn monsters_show_their_hit_points_as_bars_over_them() {
    let mut emu = computer_game();
    emu.hold(&[Key::R]);
    while count(&emu, "event monster-spawned") < 3 {
        emu.run_frames(2);
        no_panic(&mut emu);
        assert!(emu.frame_count() < 60_000, "no monster came");
    }
    emu.release_all();
    // The camera looks where the monsters land.
    emu.run_frames(20);
    shot(&emu, "sandford-monsters-land");
    let bars = hp_bars(&emu);
    assert!(
        !bars.is_empty(),
        "no HP bars on the map where the monsters land"
    );
    no_panic(&mut emu);
}

/// The first frame of `frames` whose strip equals the last frame's.
fn settled_at(strips: &[Vec<[u8; 3]>]) -> usize {
    let last = strips.last().expect("frames");
    let mut first = strips.len() - 1;
    while first > 0 && strips[first - 1] == *last {
        first -= 1;
    }
    first
}

/// The first line under the map (the message).
fn message_strip(emu: &Emu) -> Vec<[u8; 3]> {
    emu.screen_rgb()[136 * 240..148 * 240].to_vec()
}

/// A hero's arrival: the needle spins and two dice tumble while the line
/// says only what is rolled; the numbers and the way come once they settle.
#[test]
fn an_arrival_s_words_wait_for_the_needle_and_dice() {
    let mut emu = common::boot();
    to_sandford_options(&mut emu);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "event hero-arrives hero=0 ", 120);
    let mut strips = Vec::new();
    for t in 0..80 {
        emu.step_frame();
        strips.push(message_strip(&emu));
        if t == 20 {
            shot(&emu, "sandford-arrival-rolling");
        }
    }
    shot(&emu, "sandford-arrival-said");
    let at = settled_at(&strips);
    // The needle spins 45 frames (SPIN_FRAMES) before the words come.
    assert!(
        at >= 40,
        "the arrival's words showed {at} frames after the roll, while the needle spun"
    );
    assert!(
        count(&emu, "sandford: said after the dice") >= 1,
        "{}",
        emu.log_tail(20)
    );
    no_panic(&mut emu);
}

/// An attack: the die tumbles in the corner, then the words say the roll.
#[test]
fn an_attack_s_words_wait_for_its_die() {
    let mut emu = computer_game();
    common::sandford::to_defend(&mut emu);
    common::sandford::next_roll(&mut emu, "event attack-rolled", 120_000);
    let mut strips = Vec::new();
    for t in 0..40 {
        emu.step_frame();
        strips.push(message_strip(&emu));
        if t == 8 {
            shot(&emu, "sandford-attack-rolling");
        }
    }
    shot(&emu, "sandford-attack-said");
    let at = settled_at(&strips);
    // The die tumbles 18 frames (tray::TUMBLE).
    assert!(
        at >= 16,
        "the attack's words showed {at} frames after the roll, while its die tumbled"
    );
    no_panic(&mut emu);
}

/// An attack's result stays on the line two and a half seconds once its die
/// has settled (the playtests: it was gone in under a second, unread, then
/// two seconds were still too fast).
#[test]
fn an_attack_s_result_stays_until_read() {
    let mut emu = computer_game();
    common::sandford::to_defend(&mut emu);
    common::sandford::next_roll(&mut emu, "event attack-rolled", 120_000);
    let said = count(&emu, "sandford: said after the dice");
    let mut waited = 0;
    while count(&emu, "sandford: said after the dice") == said {
        emu.step_frame();
        waited += 1;
        assert!(waited < 120, "the attack's words never came");
    }
    emu.step_frame();
    let result = message_strip(&emu);
    let mut stayed = 0;
    while message_strip(&emu) == result && stayed < 200 {
        emu.step_frame();
        stayed += 1;
        if stayed == 60 {
            shot(&emu, "sandford-attack-result-stays");
        }
    }
    assert!(
        stayed >= 140,
        "the attack's result stayed {stayed} frames (two and a half seconds wanted)"
    );
    no_panic(&mut emu);
}

/// Aiming an attack names the monster by its colour and its picture (a
/// colour-blind child still knows which one).
#[test]
fn the_target_line_names_the_monster_s_picture() {
    let mut emu = common::boot();
    to_sandford_options(&mut emu);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sandford: start players=1 seats=PP", 60);
    let mut nothing = |_: &mut Emu| {};
    let mut menu = next_menu(&mut emu, 0, &mut nothing);
    common::sandford::end_turn(&mut emu, &menu);
    menu = next_menu(&mut emu, menu.n, &mut nothing);
    let mut aimed = None;
    for _ in 0..80 {
        if menu.has("Attack") {
            let aims = count(&emu, "sandford: aim Attack");
            choose(&mut emu, &menu, "Attack");
            emu.run_frames(20);
            assert!(count(&emu, "sandford: aim Attack") > aims);
            aimed = emu
                .rom_lines()
                .filter(|l| l.contains("sandford: aim Attack"))
                .last()
                .map(str::to_string);
            shot(&emu, "sandford-target-line");
            break;
        }
        if menu.has("Move") {
            common::sandford::move_to_goal(&mut emu, &menu, None);
        } else {
            choose(&mut emu, &menu, "Do nothing");
        }
        menu = next_menu(&mut emu, menu.n, &mut nothing);
    }
    let aimed = aimed.expect("no hero of ours could attack");
    let first = aimed
        .split_once("first=")
        .map(|(_, f)| f)
        .expect("the aim line names its first target");
    let named = PICTURES
        .iter()
        .find(|(c, p)| first.starts_with(&format!("{c} {p} monster")));
    assert!(
        named.is_some(),
        "the target line does not name the monster's picture: {first:?}"
    );
    no_panic(&mut emu);
}

/// "End turn" asks every time, even when no other hero could still take a
/// round (it used to end the turn at once then, and ask at other times).
#[test]
fn end_turn_always_asks_first() {
    let mut emu = common::boot();
    to_sandford_options(&mut emu);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sandford: start players=1 seats=PP", 60);
    let mut nothing = |_: &mut Emu| {};
    let mut menu = next_menu(&mut emu, 0, &mut nothing);
    let mut others_seen = Vec::new();
    for _ in 0..12 {
        if !menu.has("End turn") {
            choose(&mut emu, &menu, "Do nothing");
            menu = next_menu(&mut emu, menu.n, &mut nothing);
            continue;
        }
        let asked = count(&emu, END_ASKED);
        let ends = count(&emu, "sandford: action end-turn");
        choose(&mut emu, &menu, "End turn");
        emu.run_frames(10);
        assert_eq!(
            count(&emu, "sandford: action end-turn"),
            ends,
            "End turn ended the turn unasked (after {others_seen:?} others)"
        );
        assert_eq!(count(&emu, END_ASKED), asked + 1, "End turn did not ask");
        let line = emu
            .rom_lines()
            .filter(|l| l.contains(END_ASKED))
            .last()
            .unwrap()
            .to_string();
        let others = line.rsplit("others=").next().unwrap_or("").to_string();
        others_seen.push(others.clone());
        if others == "0" {
            shot(&emu, "sandford-end-turn-asks-alone");
            keys(&mut emu, &[Key::Down, Key::A]);
            expect(&mut emu, "sandford: action end-turn by=person", 60);
            no_panic(&mut emu);
            return;
        }
        // "No: keep playing", then this hero's round passes.
        keys(&mut emu, &[Key::A]);
        emu.run_frames(10);
        let back = common::sandford::last_menu(&emu);
        assert!(back.has("End turn"), "{:?}", back.items);
        choose(&mut emu, &back, "Do nothing");
        let seen = count(&emu, MENU);
        menu = next_menu(&mut emu, seen, &mut nothing);
    }
    panic!("no menu came with no other hero to play: {others_seen:?}");
}

/// Every shop carries its number (as the menus and messages number them):
/// a white digit on a dark badge, found on the map.
#[test]
fn the_shops_carry_their_numbers_on_the_map() {
    let s = sheet("sandford-tiles.png");
    // The badges' 7x7 pictures (the numbered shop tiles, 31-34).
    let badges: Vec<Vec<Option<[u8; 3]>>> = (0..4)
        .map(|n| {
            (0..7)
                .flat_map(|y| (0..7).map(move |x| (x, y)))
                .map(|(x, y)| s.at(8 * (31 + n) + x, y))
                .collect()
        })
        .collect();
    let mut emu = common::boot();
    to_sandford_options(&mut emu);
    keys(&mut emu, &[Key::A]);
    let mut nothing = |_: &mut Emu| {};
    let menu = next_menu(&mut emu, 0, &mut nothing);
    choose(&mut emu, &menu, "Look around");
    emu.run_frames(20);
    let mut found = Vec::new();
    // Look at each shop in turn (R jumps to a shop or a monster).
    for k in 0..6 {
        let px = emu.screen_rgb();
        for y in 12..130 {
            for x in 0..233 {
                for (n, b) in badges.iter().enumerate() {
                    let hit = b.iter().enumerate().all(|(i, c)| match c {
                        Some(c) => near(px[(y + i / 7) * 240 + x + i % 7], *c),
                        None => true,
                    });
                    if hit && !found.contains(&(n + 1)) {
                        found.push(n + 1);
                    }
                }
            }
        }
        if k == 0 {
            shot(&emu, "sandford-shop-numbers");
        }
        keys(&mut emu, &[Key::R]);
        emu.run_frames(30);
    }
    assert!(
        !found.is_empty(),
        "no shop number on the map; see the shot sandford-shop-numbers"
    );
    no_panic(&mut emu);
}

/// Ink pixels of each face of the tray's hero die (as sandford_look.rs).
const PIPS: [usize; 6] = [9, 8, 17, 16, 25, 28];

/// The face of the hero's die in the tray (the map's bottom-right corner).
fn tray_face(emu: &Emu) -> Option<usize> {
    let px = emu.screen_rgb();
    let (x0, y0) = (220, 116);
    let count = |c: [u8; 3]| {
        (y0..y0 + 16)
            .flat_map(|y| (x0..x0 + 16).map(move |x| (x, y)))
            .filter(|&(x, y)| near(px[y * 240 + x], c))
            .count()
    };
    if count(WHITE) < 100 {
        return None;
    }
    PIPS.iter().position(|&n| n == count(INK)).map(|f| f + 1)
}

use common::sandford::armour_roll;

/// A hero's armour roll shows as a die in the tray, settled on the roll
/// before the words say it.
#[test]
fn an_armour_roll_shows_as_a_die_before_its_words() {
    let (mut emu, line, roll) = armour_roll();
    // It shows once the blows before it have: its words come when its die
    // has settled (the ROM logs the moment).
    let said = count(&emu, "sandford: said after the dice");
    let mut faces = Vec::new();
    while count(&emu, "sandford: said after the dice") == said {
        emu.step_frame();
        faces.push(tray_face(&emu));
        if faces.len() == 20 {
            shot(&emu, "sandford-armour-rolling");
        }
        assert!(faces.len() < 600, "{line}: its words never came");
    }
    emu.run_frames(2);
    shot(&emu, "sandford-armour-said");
    assert_eq!(
        tray_face(&emu),
        Some(roll),
        "{line}: the tray when the words came"
    );
    faces.dedup();
    assert!(
        faces.len() >= 3,
        "{line}: the die did not tumble before the words: {faces:?}"
    );
    no_panic(&mut emu);
}

/// The yellow of the pointer's corners (the pulsing cursor's second look).
const YELLOW: [u8; 3] = [0xf8, 0xd8, 0x38];

/// Top-left corners of the yellow pointer on the map: a yellow L three
/// pixels each way with no yellow inside it, and a gap after its arm (the
/// active hero's ring is a whole yellow square).
fn pointers(emu: &Emu) -> usize {
    let px = emu.screen_rgb();
    let y_at = |x: usize, y: usize| near(px[y * 240 + x], YELLOW);
    let mut n = 0;
    for y in 12..130 {
        for x in 0..236 {
            let l = [(0, 0), (1, 0), (2, 0), (0, 1), (0, 2)]
                .iter()
                .all(|&(i, j)| y_at(x + i, y + j));
            let hollow = [(1, 1), (2, 1), (1, 2), (2, 2), (3, 0), (4, 0)]
                .iter()
                .all(|&(i, j)| !y_at(x + i, y + j));
            n += usize::from(l && hollow);
        }
    }
    n
}

/// Each monster of a wave is pointed at (blinking corners) as it lands, so
/// that a child finds it on the map.
#[test]
fn a_landing_monster_is_pointed_at() {
    let mut emu = computer_game();
    emu.hold(&[Key::R]);
    while count(&emu, "event wave-arrives") == 0 {
        emu.run_frames(2);
        no_panic(&mut emu);
        assert!(emu.frame_count() < 60_000, "no wave came");
    }
    emu.release_all();
    let said = count(&emu, "sandford: said after the dice");
    let mut seen = 0;
    let mut wave_said = false;
    for t in 0..400 {
        emu.step_frame();
        if count(&emu, "sandford: said after the dice") == said + 1 && !wave_said {
            wave_said = true;
            // The wave's words: how far and which way, once its dice settle.
            emu.run_frames(2);
            shot(&emu, "sandford-wave-said");
        }
        if pointers(&emu) > 0 {
            seen += 1;
            if seen == 1 {
                shot(&emu, "sandford-monster-pointed-at");
            }
        }
        if t % 50 == 0 {
            no_panic(&mut emu);
        }
    }
    assert!(
        count(&emu, "event monster-spawned") > 0,
        "no monster landed"
    );
    assert!(
        seen >= 4,
        "a landing monster was pointed at in {seen} frames"
    );
    no_panic(&mut emu);
}

/// Help in short pages (thirteen, a thing each, few words; the line under
/// the map explained an icon a line), shown from the pause menu; each page
/// kept as a screenshot.
#[test]
fn help_comes_in_short_pages() {
    let mut emu = common::boot();
    to_sandford_options(&mut emu);
    keys(&mut emu, &[Key::A]);
    let mut nothing = |_: &mut Emu| {};
    next_menu(&mut emu, 0, &mut nothing);
    keys(&mut emu, &[Key::Start]);
    expect(&mut emu, "scene: sandford pause", 60);
    keys(&mut emu, &[Key::Down, Key::A]);
    expect(&mut emu, "scene: sandford help", 60);
    emu.run_frames(10);
    shot(&emu, "sandford-help-1");
    for page in 2..=13 {
        keys(&mut emu, &[Key::Right]);
        expect(&mut emu, &format!("help: page {page}"), 60);
        emu.run_frames(10);
        shot(&emu, &format!("sandford-help-{page}"));
    }
    no_panic(&mut emu);
}
