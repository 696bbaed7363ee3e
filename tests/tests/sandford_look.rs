//! What a child sees in Sandford, frame by frame: the HUD is never seen half
//! drawn, the options screen never leaves its sprites on a blank screen, the
//! hourglass shows the new turn's two minutes as soon as a turn begins, and
//! the heroes look like no monster.

mod common;

use common::pixels::near;
use common::sandford::{MENU, choose, end_turn, next_menu, to_sandford_options};
use common::{count, expect, keys, no_panic, shot};
use tabletop_emu::{Emu, Key};

/// The HUD strips' shadow, the hourglass's grey, the screen's backdrop.
const SHADOW: [u8; 3] = [0x18, 0x18, 0x28];
const GREY: [u8; 3] = [0xa8, 0xa8, 0xb8];
const BACKDROP: [u8; 3] = [0x20, 0x28, 0x48];
/// The heroes' colours (tools/gfx_sandford.py) and the monster dice's faces.
const HEROES: [[u8; 3]; 4] = [
    [0xf0, 0x88, 0x30],
    [0xe0, 0x50, 0xe0],
    [0x40, 0xe0, 0xf0],
    [0xb8, 0xf0, 0x40],
];
const MONSTERS: [[u8; 3]; 6] = [
    [0x48, 0x48, 0x58],
    [0x48, 0x70, 0xe0],
    [0x50, 0xd0, 0x50],
    [0xd8, 0x58, 0x58],
    [0xf8, 0xf8, 0xf8],
    [0xf8, 0xd8, 0x38],
];

/// The screen rows of the HUD strips (the top strip, the two lines below the
/// map).
fn strips(emu: &Emu) -> Vec<[u8; 3]> {
    let px = emu.screen_rgb();
    let mut out = Vec::with_capacity(240 * 36);
    for y in (0..12).chain(136..160) {
        out.extend_from_slice(&px[y * 240..(y + 1) * 240]);
    }
    out
}

/// The grey pixels of the top strip (the hourglass), moved to start at x 0.
fn hourglass(emu: &Emu) -> Vec<(usize, usize)> {
    let px = emu.screen_rgb();
    let mut set: Vec<(usize, usize)> = (0..12)
        .flat_map(|y| (0..240).map(move |x| (x, y)))
        .filter(|&(x, y)| near(px[y * 240 + x], GREY))
        .collect();
    let left = set.iter().map(|p| p.0).min().unwrap_or(0);
    for p in &mut set {
        p.0 -= left;
    }
    set
}

/// The rightmost column of the top strip with a letter in it (not its
/// shadow fill).
fn top_right_end(emu: &Emu) -> usize {
    let px = emu.screen_rgb();
    (1..11)
        .flat_map(|y| (0..240).map(move |x| (x, y)))
        .filter(|&(x, y)| !near(px[y * 240 + x], SHADOW))
        .map(|p| p.0)
        .max()
        .unwrap_or(0)
}

/// How much of the map is covered by the text layer's dark boxes (menus),
/// and how many letter pixels each of the three strips holds: a box or strip
/// caught half drawn shows up as a step between two others.
fn drawn_amounts(emu: &Emu) -> (usize, [usize; 3]) {
    let px = emu.screen_rgb();
    let boxes = px[12 * 240..136 * 240]
        .iter()
        .filter(|&&p| near(p, SHADOW))
        .count();
    let letters = |rows: std::ops::Range<usize>| {
        px[rows.start * 240..rows.end * 240]
            .iter()
            .filter(|&&p| !near(p, SHADOW))
            .count()
    };
    (
        boxes,
        [letters(0..12), letters(136..148), letters(148..160)],
    )
}

/// Each strip's letters, frame by frame.
fn per_strip(letters: &[[usize; 3]]) -> [Vec<usize>; 3] {
    core::array::from_fn(|k| letters.iter().map(|l| l[k]).collect())
}

/// Fails when a frame's amount lies strictly between the frames before and
/// after it, `gap` or more from each: something seen while being drawn.
fn no_half_steps(amounts: &[usize], gap: usize, what: &str) {
    for (i, w) in amounts.windows(3).enumerate() {
        let (a, b, c) = (w[0], w[1], w[2]);
        let between = (a < b && b < c) || (a > b && b > c);
        assert!(
            !(between && a.abs_diff(b) >= gap && b.abs_diff(c) >= gap),
            "{what}: frame {} shows {b}, between {a} and {c}: seen half drawn",
            i + 1
        );
    }
}

/// From the title to the cartridge menu with Sandford's row picked.
fn to_the_sandford_row(emu: &mut Emu) {
    keys(emu, &[Key::Start]);
    expect(emu, "scene: menu", 120);
    let row = common::game_table(emu)
        .into_iter()
        .find(|r| r.name == "The Doom that Came to Sandford")
        .expect("Sandford is in the game table");
    for _ in 0..row.index {
        keys(emu, &[Key::Down]);
    }
}

/// Runs until the game's three strips are all up (the map takes frames to
/// build, and the strips come one a frame).
fn wait_for_the_strips(emu: &mut Emu) {
    for _ in 0..300 {
        emu.step_frame();
        let px = emu.screen_rgb();
        let up = [1usize, 146, 157].iter().all(|&y| {
            px[y * 240..(y + 1) * 240]
                .iter()
                .filter(|&&p| near(p, SHADOW))
                .count()
                > 200
        });
        if up {
            emu.run_frames(2);
            return;
        }
    }
    panic!("the strips never came up");
}

/// Options: the hourglass on (a solo game starts without it), then Start!.
fn start_solo_with_the_hourglass(emu: &mut Emu) {
    to_sandford_options(emu);
    // Rows: Players, Hero 1, Hero 2, Computer, Timer, Rings, Start!, How to
    // play; the cursor starts on Start!.
    keys(emu, &[Key::Up, Key::Up, Key::A, Key::Down, Key::Down]);
    keys(emu, &[Key::A]);
    expect(emu, "sandford: start players=1 seats=PP timer=true", 60);
}

/// Fails when a frame of `frames` differs from the one before and the one
/// after while those two agree: a picture seen for one frame only, as a strip
/// caught half drawn is.
fn no_one_frame_pictures(frames: &[Vec<[u8; 3]>], what: &str) {
    for i in 1..frames.len().saturating_sub(1) {
        assert!(
            !(frames[i - 1] == frames[i + 1] && frames[i] != frames[i - 1]),
            "{what}: frame {i} of {} was seen for one frame only (see tests/out/torn-*.png)",
            frames.len()
        );
    }
}

/// The hourglass ticks every second while a person chooses, and menus open
/// and close: the strips change, but never for a single frame (the text is
/// drawn off screen and copied in the vertical blank).
#[test]
fn the_hud_is_never_seen_half_drawn() {
    let mut emu = common::boot();
    start_solo_with_the_hourglass(&mut emu);
    // Once the map and its strips are up (the strips come one a frame).
    expect(&mut emu, "sandford: new game", 60);
    wait_for_the_strips(&mut emu);
    let mut frames = Vec::new();
    let mut amounts = Vec::new();
    let mut ends = Vec::new();
    // From the heroes' arrival to the first menu, then 4 seconds of ticking.
    let mut menu_at: Option<usize> = None;
    for f in 0..2000 {
        emu.step_frame();
        no_panic(&mut emu);
        frames.push(strips(&emu));
        amounts.push(drawn_amounts(&emu));
        // (The strip catches up with the menu in the frame after it opens.)
        match menu_at {
            Some(m) if f > m + 1 => {
                ends.push(top_right_end(&emu));
                if f - m > 240 {
                    break;
                }
            }
            Some(_) => {}
            None if count(&emu, MENU) > 0 => menu_at = Some(f),
            None => {}
        }
        if frames.len() >= 3 {
            let n = frames.len();
            if frames[n - 3] == frames[n - 1] && frames[n - 2] != frames[n - 1] {
                shot(&emu, "torn-after");
            }
        }
    }
    assert!(menu_at.is_some(), "no menu opened");
    no_one_frame_pictures(&frames, "heroes arriving, first menu, hourglass");
    let (boxes, letters): (Vec<usize>, Vec<[usize; 3]>) = amounts.iter().copied().unzip();
    no_half_steps(&boxes, 300, "the menu box");
    for (k, l) in per_strip(&letters).iter().enumerate() {
        no_half_steps(l, 30, &format!("strip {k}'s letters"));
    }
    // While the menu is open the top strip ends with the hourglass: its right
    // end never jumps back (a strip erased and not yet written).
    let mut runs: Vec<(usize, usize)> = Vec::new();
    for (i, &e) in ends.iter().enumerate() {
        if runs.last().is_none_or(|r| r.1 != e) {
            runs.push((i, e));
        }
    }
    eprintln!("top strip right end (frame, x): {runs:?}");
    let (lo, hi) = (ends.iter().min().unwrap(), ends.iter().max().unwrap());
    assert!(
        hi - lo <= 6,
        "the top strip's right end moved between {lo} and {hi}"
    );

    // A menu opening on the next hero's turn, and the Move cursor.
    let menu = common::sandford::last_menu(&emu);
    let mut frames = Vec::new();
    let mut amounts = Vec::new();
    choose(&mut emu, &menu, "Do nothing");
    for _ in 0..240 {
        emu.step_frame();
        frames.push(strips(&emu));
        amounts.push(drawn_amounts(&emu));
    }
    assert!(count(&emu, MENU) >= 2, "the next hero's menu did not open");
    no_one_frame_pictures(&frames, "the next hero's menu opening");
    let (boxes, letters): (Vec<usize>, Vec<[usize; 3]>) = amounts.iter().copied().unzip();
    no_half_steps(&boxes, 300, "the next menu box");
    for (k, l) in per_strip(&letters).iter().enumerate() {
        no_half_steps(l, 30, &format!("strip {k}'s letters, next menu"));
    }
    no_panic(&mut emu);
}

/// The default solo game, started with fixed timing (so the same village
/// each run): menu after menu opens (each hero does nothing), and no menu
/// box or strip is ever seen half drawn.
#[test]
fn menus_never_open_half_drawn() {
    let mut emu = common::boot();
    to_the_sandford_row(&mut emu);
    emu.hold(&[Key::A]);
    emu.step_frame();
    emu.release_all();
    emu.run_frames(101);
    emu.hold(&[Key::A]);
    emu.run_frames(2);
    emu.release_all();
    expect(&mut emu, "sandford: new game", 60);
    wait_for_the_strips(&mut emu);
    let mut amounts = Vec::new();
    let mut frames = Vec::new();
    let mut step = |emu: &mut Emu, held: &[Key]| {
        emu.hold(held);
        emu.step_frame();
        no_panic(emu);
        amounts.push(drawn_amounts(emu));
        frames.push(strips(emu));
        assert!(frames.len() < 20_000, "menus stopped opening");
    };
    let mut seen = 0;
    while count(&emu, MENU) < 6 {
        step(&mut emu, &[]);
        if count(&emu, MENU) > seen {
            seen = count(&emu, MENU);
            for _ in 0..20 {
                step(&mut emu, &[]);
            }
            let menu = common::sandford::last_menu(&emu);
            let i = menu
                .items
                .iter()
                .position(|m| m == "Do nothing")
                .expect("Do nothing");
            for key in std::iter::repeat_n(Key::Down, i).chain([Key::A]) {
                step(&mut emu, &[key]);
                for _ in 0..3 {
                    step(&mut emu, &[]);
                }
            }
        }
    }
    let (boxes, letters): (Vec<usize>, Vec<[usize; 3]>) = amounts.iter().copied().unzip();
    no_half_steps(&boxes, 300, "a menu box");
    for (k, l) in per_strip(&letters).iter().enumerate() {
        no_half_steps(l, 30, &format!("strip {k}'s letters"));
    }
    no_one_frame_pictures(&frames, "the strips");
}

/// From the menu to the options screen to the map, every frame shows either
/// the options (with their text) or the game: never the options' hero
/// sprites on an empty screen.
#[test]
fn the_options_sprites_never_show_on_a_blank_screen() {
    let mut emu = common::boot();
    to_the_sandford_row(&mut emu);
    // The options' text or the map: a screen of backdrop with a few
    // sprites on it has neither.
    let mut least = usize::MAX;
    let mut check = |emu: &Emu, when: &str| {
        let px = emu.screen_rgb();
        let drawn = px[24 * 240..136 * 240]
            .iter()
            .filter(|&&p| !near(p, BACKDROP))
            .count();
        least = least.min(drawn);
        if drawn < 600 {
            let s = shot(emu, "blank-with-sprites");
            panic!(
                "{when}: {drawn} pixels drawn: sprites on a blank screen ({})",
                s.display()
            );
        }
    };
    emu.hold(&[Key::A]);
    for _ in 0..3 {
        emu.step_frame();
    }
    emu.release_all();
    for _ in 0..120 {
        emu.step_frame();
        check(&emu, "entering the options");
    }
    assert_eq!(count(&emu, "scene: sandford options"), 1);
    keys(&mut emu, &[Key::Up, Key::Up, Key::A, Key::Down, Key::Down]);
    emu.hold(&[Key::A]);
    for _ in 0..3 {
        emu.step_frame();
    }
    emu.release_all();
    for _ in 0..240 {
        emu.step_frame();
        check(&emu, "starting the game");
    }
    assert_eq!(count(&emu, "sandford: new game"), 1);
    eprintln!("at least {least} pixels drawn in every frame");
    no_panic(&mut emu);
}

/// The hourglass shows 2:00 from the moment a turn begins: the last turn's
/// time is never seen at the start of Defend.
#[test]
fn a_new_turn_shows_a_full_hourglass() {
    let mut emu = common::boot();
    start_solo_with_the_hourglass(&mut emu);
    let mut nothing = |_: &mut Emu| {};
    let menu = next_menu(&mut emu, 0, &mut nothing);
    let full = hourglass(&emu);
    assert!(full.len() > 20, "no hourglass on the top strip");
    shot(&emu, "sandford-hourglass-full");
    // Let it run down a few seconds, then end the heroes' turn.
    emu.run_frames(200);
    assert_ne!(hourglass(&emu), full, "the hourglass stood still");
    end_turn(&mut emu, &menu);
    let mut seen = 0;
    while count(&emu, MENU) == menu.n {
        emu.step_frame();
        no_panic(&mut emu);
        assert!(
            emu.frame_count() < 40_000,
            "no Defend menu; log tail:\n{}",
            emu.log_tail(20)
        );
        let now = hourglass(&emu);
        if !now.is_empty() && count(&emu, "event wave-arrives") > 0 {
            seen += 1;
            if now != full {
                let s = shot(&emu, "hourglass-old-time");
                panic!(
                    "the new turn's hourglass does not show 2:00 ({})",
                    s.display()
                );
            }
        }
    }
    assert!(seen > 0, "the hourglass never showed in Defend");
}

/// Heroes are figures two cells tall in colours no monster die has.
#[test]
fn heroes_look_like_no_monster() {
    for h in HEROES {
        for m in MONSTERS {
            let d: u32 = h
                .iter()
                .zip(m)
                .map(|(&a, b)| u32::from(a.abs_diff(b)))
                .sum();
            assert!(d >= 90, "hero colour {h:?} is close to monster {m:?}");
        }
    }
    let mut emu = common::boot();
    to_sandford_options(&mut emu);
    keys(&mut emu, &[Key::A]);
    let mut nothing = |_: &mut Emu| {};
    let menu = next_menu(&mut emu, 0, &mut nothing);
    // Look around: the menu box goes, so both heroes are in sight.
    choose(&mut emu, &menu, "Look around");
    emu.run_frames(30);
    shot(&emu, "sandford-heroes");
    let px = emu.screen_rgb();
    // The camera is on hero 1 (the cursor starts there); hero 2 may stand
    // out of sight, depending on the spinner. Every hero in sight is tall.
    let mut seen = 0;
    for (i, colour) in HEROES[..2].iter().enumerate() {
        let ys: Vec<usize> = (12..136)
            .flat_map(|y| (0..240).map(move |x| (x, y)))
            .filter(|&(x, y)| near(px[y * 240 + x], *colour))
            .map(|p| p.1)
            .collect();
        let (Some(top), Some(bottom)) = (ys.iter().min(), ys.iter().max()) else {
            assert!(i > 0, "hero 1, under the cursor, is not on the map");
            continue;
        };
        // The view no longer centres on every move: hero 2 may stand
        // half under a strip at the map's edge.
        if i > 0 && (*top <= 13 || *bottom >= 134) {
            continue;
        }
        seen += 1;
        let tall = bottom - top + 1;
        assert!(tall >= 12, "hero {} is {tall} pixels tall", i + 1);
    }
    assert!(seen >= 1);
}

/// Ink pixels of each face of the tray's hero die (tools/gfx_sandford.py's
/// pips: 2x2, 3 wide or tall in the middle row or column).
const PIPS: [usize; 6] = [9, 8, 17, 16, 25, 28];

/// The face the dice tray (the map's bottom-right corner) shows, read from
/// its pips, if a hero's die is there.
fn tray_face(emu: &Emu) -> Option<usize> {
    tray_face_at(emu, 220)
}

/// The face of the tray's die whose left edge is at `x0` (a pair: the first
/// die 18 pixels left of the second).
fn tray_face_at(emu: &Emu, x0: usize) -> Option<usize> {
    let px = emu.screen_rgb();
    let y0 = 116;
    let white = (y0..y0 + 16)
        .flat_map(|y| (x0..x0 + 16).map(move |x| (x, y)))
        .filter(|&(x, y)| near(px[y * 240 + x], [0xf8; 3]))
        .count();
    if white < 100 {
        return None;
    }
    let ink = (y0..y0 + 16)
        .flat_map(|y| (x0..x0 + 16).map(move |x| (x, y)))
        .filter(|&(x, y)| near(px[y * 240 + x], SHADOW))
        .count();
    PIPS.iter().position(|&n| n == ink).map(|f| f + 1)
}

/// Each hero arrives by the spinner and two dice: both dice show in the tray,
/// white, settling on the faces the log records, and the hero appears.
#[test]
fn a_hero_s_arrival_shows_its_two_dice() {
    let mut emu = common::boot();
    to_sandford_options(&mut emu);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sandford: start players=1 seats=PP", 60);
    expect(&mut emu, "event hero-arrives hero=0 ", 60);
    let line = emu
        .rom_lines()
        .filter(|l| l.contains("event hero-arrives hero=0 "))
        .last()
        .unwrap()
        .to_string();
    let dice: Vec<usize> = tabletop_emu::log::field(&line, "dice")
        .expect("the dice")
        .split('/')
        .map(|d| d.parse().expect("a face"))
        .collect();
    assert_eq!(dice.len(), 2, "{line}");
    // The needle spins (45 frames) while the dice tumble and settle.
    emu.run_frames(40);
    shot(&emu, "sandford-arrival-dice");
    // Left to right as the message reads: "Hero 1 arrives: 4 + 3 = 7".
    assert_eq!(tray_face_at(&emu, 202), Some(dice[0]), "first die: {line}");
    assert_eq!(tray_face_at(&emu, 220), Some(dice[1]), "second die: {line}");
    expect(&mut emu, "event hero-arrives hero=1 ", 120);
    no_panic(&mut emu);
}

/// A hero's attack roll shows as a die in the tray: tumbling (several
/// faces), then the rolled face.
#[test]
fn a_hero_s_roll_shows_as_a_die() {
    // Both heroes the computer (a demo), as in the demo test.
    let mut emu = common::sandford::demo_game();
    common::sandford::to_defend(&mut emu);
    let (line, roll) = common::sandford::next_roll(&mut emu, "event attack-rolled", 120_000);
    let mut faces = Vec::new();
    for _ in 0..16 {
        emu.step_frame();
        faces.extend(tray_face(&emu));
    }
    faces.dedup();
    assert!(faces.len() >= 3, "the die did not tumble: {faces:?}");
    emu.run_frames(8);
    shot(&emu, "sandford-dice-tray");
    assert_eq!(tray_face(&emu), Some(roll), "the tray after {line:?}");
}

/// A hero touching a monster while defending may only stay put: its menu
/// offers no Move, and the strip under the map says it is held.
#[test]
fn a_held_hero_is_not_offered_move() {
    let mut emu = common::boot();
    to_sandford_options(&mut emu);
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "sandford: start players=1 seats=PP", 60);
    let mut nothing = |_: &mut Emu| {};
    let mut menu = next_menu(&mut emu, 0, &mut nothing);
    // Straight to the wave: walk up to the monsters and wait for them.
    end_turn(&mut emu, &menu);
    menu = next_menu(&mut emu, menu.n, &mut nothing);
    let mut held = None;
    for _ in 0..60 {
        // A held hero's line comes just before its menu's.
        let lines: Vec<String> = emu
            .rom_lines()
            .filter(|l| l.contains("sandford: held hero=") || l.contains(MENU))
            .map(str::to_string)
            .collect();
        if let [.., before, last] = &lines[..]
            && before.contains("by_monster=true")
            && last.contains(MENU)
        {
            held = Some(before.clone());
            break;
        }
        if menu.has("Move") {
            common::sandford::move_to_goal(&mut emu, &menu, None);
        } else {
            choose(&mut emu, &menu, "Do nothing");
        }
        menu = next_menu(&mut emu, menu.n, &mut nothing);
    }
    let held = held.expect("no hero was ever held by a monster");
    let menu = common::sandford::last_menu(&emu);
    assert!(
        !menu.has("Move"),
        "{held}: the menu still offers Move: {:?}",
        menu.items
    );
    emu.run_frames(10);
    shot(&emu, "sandford-held");
}
