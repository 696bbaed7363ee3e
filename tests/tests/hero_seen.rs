//! Tabletop Hero as a playtester saw it (issue 29, a seven-year-old's game):
//! each mini's number inside its own cell and the hero's crown, the
//! computer's placing said instead of the person's old prompt, no attack
//! offered in round 1, a taken edge striped and never given instead, the
//! dice gone once an attack is shown with the shooter and target on
//! screen, words a child reads, and the minis under the strip. The real ROM
//! in mGBA, by key presses.

mod common;

use common::hero::{cell, cursor, last, lines, minis, tail, two_people, wait_more, walk};
use common::pixels::near;
use common::{boot, count, expect, keys, no_panic, shot, to_game_options};
use tabletop_emu::{Emu, Key};

const NAME: &str = "Tabletop Hero";
const WHITE: [u8; 3] = [0xf8, 0xf8, 0xf8];
const YELLOW: [u8; 3] = [0xf8, 0xd8, 0x38];
const INK: [u8; 3] = [0x18, 0x18, 0x28];
const ORANGE: [u8; 3] = [0xf8, 0x90, 0x20];
/// The strip's first pixel row.
const BOTTOM: usize = 128;

/// A new game, red (a person) against the computer, started from the
/// options with A.
fn against_computer() -> Emu {
    let mut emu = boot();
    to_game_options(&mut emu, NAME, "scene: hero options");
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "hero: new game", 60);
    common::hero::first_dice(&mut emu);
    emu
}

/// Plays red's set-up with A alone (`each` is called every few frames),
/// up to red's first choice in play.
fn to_red_turn_with(emu: &mut Emu, mut each: impl FnMut(&mut Emu)) {
    for _ in 0..2000 {
        let p = last(emu, "hero: prompt");
        if count(emu, "event turn-started") > 0 && p.contains("seat=0") && p.contains("pick a mini")
        {
            emu.run_frames(20);
            return;
        }
        // A mini picked by an A kept from the set-up: B lets it go (A on
        // it again keeps it picked and says so).
        if p.contains("seat=0") && p.contains("A on a lit cell moves") {
            keys(emu, &[Key::B]);
        } else if p.contains("seat=0") && !p.contains("pick a mini") {
            keys(emu, &[Key::A]);
        }
        emu.run_frames(8);
        each(emu);
        no_panic(emu);
    }
    panic!("red never had a turn: {}", tail(emu, 20));
}

/// The view's corner on the map at the newest prompt.
fn camera(emu: &Emu) -> (i32, i32) {
    let m = last(emu, "hero: minis");
    let c = m.split("cam=").nth(1).unwrap_or("0,0");
    cell(c.split_whitespace().next().unwrap_or("0,0"))
}

#[test]
fn each_mini_wears_its_mark_inside_its_own_cell() {
    let mut emu = against_computer();
    to_red_turn_with(&mut emu, |_| {});
    shot(&emu, "hero-seen-marks");
    let px = emu.screen_rgb();
    let (cx, cy) = camera(&emu);
    let at = |x: i32, y: i32| px[y as usize * 240 + x as usize];
    let mut checked = 0;
    for (i, mx, my) in minis(&emu) {
        let (x, y) = (mx * 8 - cx, my * 8 - cy);
        // Whole cells above the strip (their ring where it is on screen: a
        // mini on the map's top row is whole at the screen's top).
        if x < 0 || y < 0 || x + 8 > 240 || y + 8 > BOTTOM as i32 {
            continue;
        }
        checked += 1;
        let inside = |c: [u8; 3]| {
            (0..8)
                .flat_map(|j| (0..8).map(move |i| (i, j)))
                .filter(|&(i, j)| near(at(x + i, y + j), c))
                .count()
        };
        if i % 5 == 0 {
            assert!(
                inside(YELLOW) >= 8,
                "hero {i} at {mx},{my} wears no crown in its cell: {}",
                last(&emu, "hero: minis")
            );
        } else {
            assert!(
                inside(WHITE) >= 5,
                "mini {i} at {mx},{my} shows no number in its cell"
            );
        }
        // Nothing of its mark spills over into the cells around it (where
        // it would run into a neighbour's number).
        let ring = (-1..9)
            .flat_map(|k| [(k, -1), (k, 8), (-1, k), (8, k)])
            .filter(|&(i, j)| (0..240).contains(&(x + i)) && (0..BOTTOM as i32).contains(&(y + j)))
            .filter(|&(i, j)| near(at(x + i, y + j), WHITE))
            .count();
        assert_eq!(
            ring, 0,
            "mini {i}'s mark spills out of its cell at {mx},{my}"
        );
    }
    assert!(
        checked >= 3,
        "too few minis on screen: {}",
        last(&emu, "hero: minis")
    );
}

#[test]
fn the_computer_s_placing_is_said_not_the_person_s_prompt() {
    let mut emu = against_computer();
    let mut shown = false;
    to_red_turn_with(&mut emu, |emu| {
        if !shown && last(emu, "hero: strip").contains("(computer) places") {
            shot(emu, "hero-seen-computer-places");
            shown = true;
        }
    });
    // What the strip said when each of the computer's minis was placed.
    let all: Vec<String> = emu.rom_lines().map(String::from).collect();
    let mut checked = 0;
    for (k, l) in all.iter().enumerate() {
        if !(l.contains("hero: action place") && l.contains("by=computer")) {
            continue;
        }
        checked += 1;
        let strip = all[..k]
            .iter()
            .rev()
            .find(|l| l.contains("hero: strip"))
            .cloned()
            .unwrap_or_default();
        assert!(
            !strip.contains("Place ") && strip.contains("(computer)"),
            "the strip said {strip:?} when the computer placed ({l})"
        );
    }
    assert!(
        checked >= 2,
        "the computer never placed: {}",
        tail(&emu, 20)
    );
    assert!(shown, "the computer's placing was never said");
}

#[test]
fn round_one_offers_no_attack() {
    let mut emu = against_computer();
    to_red_turn_with(&mut emu, |_| {});
    let first = lines(&emu, "hero: says Round 1:");
    assert!(
        first
            .first()
            .is_some_and(|l| l.contains("placed last, so it moves")),
        "no word on who moves first: {first:?}"
    );
    keys(&mut emu, &[Key::A]);
    emu.run_frames(20);
    let p = last(&emu, "hero: prompt seat=0");
    assert!(
        !p.contains("aims") && p.contains("No attacks in round 1"),
        "round 1's prompt: {p}"
    );
    shot(&emu, "hero-seen-round-one");
}

/// Pixels of side colour `c` on the map (above the strip).
fn map_pixels(emu: &Emu, c: [u8; 3]) -> usize {
    emu.screen_rgb()[..BOTTOM * 240]
        .iter()
        .filter(|&&p| near(p, c))
        .count()
}

#[test]
fn a_taken_edge_is_striped_and_never_given_instead() {
    let mut emu = two_people();
    // The console passes to the side that chooses first.
    expect(&mut emu, "hero: pass the console to", 900);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "hero: prompt", 120);
    // The first side to choose takes the edge nearest the cursor.
    let first = last(&emu, "hero: prompt");
    let seat: u8 = if first.contains("seat=0") { 0 } else { 1 };
    let handed = count(&emu, "hero: pass the console to");
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "hero: action edge", 120);
    let taken = last(&emu, "hero: action edge");
    let top = taken.contains("edge=north");
    // The console passes to the other side.
    assert!(
        wait_more(&mut emu, "hero: pass the console to", handed, 300),
        "{}",
        tail(&emu, 10)
    );
    let asked = count(&emu, "hero: prompt seat=");
    for _ in 0..60 {
        if count(&emu, "hero: prompt seat=") > asked {
            break;
        }
        keys(&mut emu, &[Key::A]);
        emu.run_frames(10);
    }
    let other = 1 - seat;
    let p = last(&emu, "hero: prompt");
    assert!(
        p.contains(&format!("seat={other}")) && p.contains("army start"),
        "{}",
        tail(&emu, 10)
    );
    // The cursor starts on the free edge (so A alone takes it).
    let c = p.split("cursor=").nth(1).unwrap_or("0,0");
    let at = cell(c.split_whitespace().next().unwrap_or("0,0"));
    let free_row = if top { 29 - at.1 } else { at.1 };
    assert!(
        free_row < 3,
        "the cursor began at {at:?}, not on the free edge"
    );
    // The cursor goes to the taken edge: it shows striped in its side's
    // colour, and A there takes nothing but says whose it is.
    let to = (at.0, if top { 0 } else { 29 });
    walk(&mut emu, at, to);
    emu.run_frames(20);
    let side = if seat == 0 {
        [0xe8, 0x48, 0x38]
    } else {
        [0x40, 0x70, 0xf0]
    };
    shot(&emu, "hero-seen-taken-edge");
    assert!(
        map_pixels(&emu, side) > 100,
        "the taken edge is not marked in its side's colour"
    );
    let edges = count(&emu, "hero: action edge");
    keys(&mut emu, &[Key::A]);
    emu.run_frames(30);
    assert_eq!(
        count(&emu, "hero: action edge"),
        edges,
        "A on the taken edge took another: {}",
        tail(&emu, 6)
    );
    let note = last(&emu, "hero: note");
    assert!(
        note.contains("starts at the") && note.contains("Pick the"),
        "{note}"
    );
    // Pointing at the free edge takes it.
    let back = (to.0, if top { 29 } else { 0 });
    walk(&mut emu, to, back);
    emu.run_frames(10);
    keys(&mut emu, &[Key::A]);
    assert!(
        wait_more(&mut emu, "hero: action edge", edges, 120),
        "{}",
        tail(&emu, 6)
    );
    no_panic(&mut emu);
}

/// Whether a die shows above the strip (its ink border's top, wherever
/// the dice panel is: it goes where it hides no mini).
fn dice_shown(px: &[[u8; 3]]) -> bool {
    (1..BOTTOM - 16).any(|y| {
        (0..240 - 16).any(|x| {
            (x + 1..x + 15).all(|i| near(px[y * 240 + i], INK))
                && (y..y + 14).all(|j| near(px[j * 240 + x + 1], INK))
        })
    })
}

/// Whether an 8x8 mark of `c` shows above the strip: a frame (`diagonal`
/// false) or a diagonal line.
fn mark_shown(px: &[[u8; 3]], c: [u8; 3], diagonal: bool) -> bool {
    (0..BOTTOM - 8).any(|y| {
        (0..232).any(|x| {
            if diagonal {
                (0..8).all(|i| near(px[(y + i) * 240 + x + i], c))
            } else {
                (0..8).all(|i| near(px[y * 240 + x + i], c) && near(px[(y + i) * 240 + x], c))
            }
        })
    })
}

#[test]
fn a_computer_attack_shows_both_minis_and_its_dice_go() {
    let mut emu = against_computer();
    to_red_turn_with(&mut emu, |_| {});
    let start = emu.frame_count();
    // Red ends its turns; the computer comes and shoots.
    let mut seen_both = false;
    let mut cleared = false;
    let mut shown = false;
    while emu.frame_count() - start < 60_000 && !(seen_both && cleared) {
        let p = last(&emu, "hero: prompt seat=0");
        let attacks = lines(&emu, "hero: action ")
            .iter()
            .filter(|l| (l.contains("attack") || l.contains("throw")) && l.contains("by=computer"))
            .count();
        if attacks == 0 {
            if p.contains("pick a mini") && count(&emu, "scene: hero end") == 0 {
                keys(&mut emu, &[Key::L, Key::A]);
            }
            emu.run_frames(10);
            no_panic(&mut emu);
            continue;
        }
        // From the computer's first attack: each frame until its next
        // action (or red's prompt).
        let acted = count(&emu, "hero: action ");
        let mut dice = false;
        for k in 0..600 {
            emu.run_frames(1);
            let px = emu.screen_rgb();
            if dice_shown(&px) {
                dice = true;
                if k % 4 == 0 && mark_shown(&px, WHITE, false) && mark_shown(&px, ORANGE, true) {
                    seen_both = true;
                    if !shown {
                        shot(&emu, "hero-seen-computer-shoots");
                        shown = true;
                    }
                }
            } else if dice {
                cleared = true;
                shot(&emu, "hero-seen-dice-gone");
                break;
            }
            if count(&emu, "hero: action ") > acted {
                break;
            }
        }
        break;
    }
    assert!(
        seen_both,
        "the shooter and its target were not both marked on screen: {}",
        tail(&emu, 12)
    );
    assert!(
        cleared,
        "the attack's dice stayed until the next action: {}",
        tail(&emu, 12)
    );
}

/// A light weapon fires twice in one attack: the second shot is told as a
/// second shot, never as the first one's sentence again (a playtester read
/// the same sentence twice).
#[test]
fn a_second_shot_is_told_as_one() {
    let mut emu = against_computer();
    to_red_turn_with(&mut emu, |_| {});
    let start = emu.frame_count();
    let doubles = |emu: &Emu| {
        let all: Vec<String> = emu.rom_lines().map(String::from).collect();
        let mut found = Vec::new();
        let mut shots = 0;
        for l in &all {
            if l.contains("hero: action ") {
                shots = 0;
            } else if l.contains("hero: says ") && l.contains(" shoots") && !l.contains(" die. ") {
                // (Why 1 die rolls against 2 is said before who won: the
                // same shot's words, counted once.)
                shots += 1;
                if shots == 2 {
                    found.push(l.clone());
                }
            }
        }
        found
    };
    while emu.frame_count() - start < 60_000
        && count(&emu, "scene: hero end") == 0
        && doubles(&emu).is_empty()
    {
        if last(&emu, "hero: prompt seat=0").contains("pick a mini") {
            keys(&mut emu, &[Key::L, Key::A]);
        }
        emu.run_frames(10);
        no_panic(&mut emu);
    }
    let found = doubles(&emu);
    assert!(
        !found.is_empty(),
        "no attack with two shots: {}",
        tail(&emu, 10)
    );
    // Told as the second, naming whom it shoots again (the playtest:
    // "shoots again!" named no target).
    for l in found {
        let target = match (l.find(" shoots "), l.find(" again!")) {
            (Some(a), Some(b)) if a + 8 < b => &l[a + 8..b],
            _ => "",
        };
        assert!(
            !target.is_empty() && !target.contains(" at "),
            "a second shot told as the first, or with no target: {l}"
        );
    }
}

#[test]
fn the_strip_hides_the_minis_under_it() {
    let mut emu = against_computer();
    to_red_turn_with(&mut emu, |_| {});
    let start = emu.frame_count();
    let sides = [
        [0xe8, 0x48, 0x38],
        [0x40, 0x70, 0xf0],
        [0x80, 0x18, 0x10],
        [0x18, 0x28, 0x78],
    ];
    let mut frames = 0;
    // The computer's turns glide the view over the minis.
    while emu.frame_count() - start < 12_000 && count(&emu, "scene: hero end") == 0 {
        if frames % 10 == 0 && last(&emu, "hero: prompt seat=0").contains("pick a mini") {
            keys(&mut emu, &[Key::L, Key::A]);
        }
        emu.run_frames(1);
        frames += 1;
        let px = emu.screen_rgb();
        let under = px[BOTTOM * 240..]
            .iter()
            .filter(|&&p| sides.iter().any(|&c| near(p, c)))
            .count();
        if under > 0 {
            shot(&emu, "hero-seen-under-strip");
            panic!("{under} mini pixels over the strip");
        }
    }
    assert!(frames > 100);
}

#[test]
fn a_run_says_it_gives_up_the_attack() {
    let mut emu = against_computer();
    to_red_turn_with(&mut emu, |_| {});
    // Red ends its turns until its turn in round 2 begins.
    let start = emu.frame_count();
    loop {
        assert!(
            emu.frame_count() - start < 20_000,
            "no round 2: {}",
            tail(&emu, 10)
        );
        let all: Vec<String> = emu.rom_lines().map(String::from).collect();
        let round2 = all
            .iter()
            .position(|l| l.contains("hero: says Round 2:") && l.contains("Red"));
        let asked = all
            .iter()
            .rposition(|l| l.contains("hero: prompt seat=0") && l.contains("pick a mini"));
        match (round2, asked) {
            (Some(r), Some(a)) if a > r => break,
            (None, Some(_)) if last(&emu, "hero: prompt seat=0").contains("pick a mini") => {
                keys(&mut emu, &[Key::L, Key::A]);
            }
            _ => {}
        }
        emu.run_frames(10);
    }
    emu.run_frames(30);
    // Picks the mini under the cursor and looks further and further away.
    keys(&mut emu, &[Key::A]);
    emu.run_frames(10);
    let from = cursor(&emu);
    let mut at = from;
    let mut said = None;
    'look: for d in 6..16 {
        for to in [
            (from.0 + d, from.1),
            (from.0 - d, from.1),
            (from.0, from.1 + d),
            (from.0, from.1 - d),
        ] {
            if !(0..40).contains(&to.0) || !(0..30).contains(&to.1) {
                continue;
            }
            walk(&mut emu, at, to);
            at = to;
            emu.run_frames(20);
            let p = last(&emu, "hero: preview");
            if p.contains("run=true") {
                said = Some(last(&emu, "hero: strip"));
                shot(&emu, "hero-seen-run");
                break 'look;
            }
        }
    }
    let said = said.unwrap_or_else(|| panic!("no run was previewed: {}", tail(&emu, 10)));
    assert!(said.contains("no attack after"), "{said}");
    let _ = minis(&emu);
}

/// A picked mini shows its hit points (green pips over it) even unhurt: a
/// playtester found no health on the map.
#[test]
fn a_picked_mini_shows_its_hearts() {
    let mut emu = against_computer();
    to_red_turn_with(&mut emu, |_| {});
    let pip = [0x50, 0xf0, 0x50];
    let (cx, cy) = camera(&emu);
    let (mx, my) = cursor(&emu);
    let (x, y) = (mx * 8 - cx, my * 8 - cy);
    // Over the mini, or under it when a mini stands just above (the hearts
    // never cover a neighbour's number).
    let above = minis(&emu).iter().any(|m| (m.1, m.2) == (mx, my - 1));
    let top = if above { y + 9 } else { y - 5 };
    let pips = |emu: &Emu| {
        let px = emu.screen_rgb();
        (top..top + 5)
            .flat_map(|j| (x..x + 8).map(move |i| (i, j)))
            .filter(|&(i, j)| (0..240).contains(&i) && (0..BOTTOM as i32).contains(&j))
            .filter(|&(i, j)| near(px[j as usize * 240 + i as usize], pip))
            .count()
    };
    assert_eq!(pips(&emu), 0, "pips over an unpicked, unhurt mini");
    keys(&mut emu, &[Key::A]);
    emu.run_frames(20);
    shot(&emu, "hero-seen-hearts");
    assert!(
        pips(&emu) >= 12,
        "the picked mini at {mx},{my} shows no hit points: {}",
        tail(&emu, 4)
    );
}
