//! Tabletop Hero's camera against a playtester's list (issue 29, a
//! seven-year-old in hot seat and against Easy): whatever happens, the
//! minis it happens to are on screen before it is told. A shot shows its
//! shooter and its target (one after the other when they are too far apart
//! for one view), a hint shows what it points at, and the computer's
//! placings show one by one. The real ROM in mGBA.

mod common;

use common::hero::{computers, lines, tail};
use common::pixels::near;
use common::{boot, count, expect, keys, no_panic, shot, to_game_options};
use tabletop_emu::{Emu, Key};

/// A new game, red (a person) against the computer, started from the
/// options with A.
fn against_computer() -> Emu {
    let mut emu = boot();
    to_game_options(&mut emu, "Tabletop Hero", "scene: hero options");
    keys(&mut emu, &[Key::A]);
    expect(&mut emu, "hero: new game", 60);
    common::hero::first_dice(&mut emu);
    emu
}

/// Every shot of a computers' game, as the ROM told it, shows its target
/// when its words come, and its shooter then or before.
#[test]
fn every_shot_shows_shooter_and_target_before_its_words() {
    let mut emu = computers();
    let start = emu.frame_count();
    let mut pictured = false;
    while lines(&emu, "hero: view").len() < 40 && count(&emu, "scene: hero end") == 0 {
        assert!(
            emu.frame_count() - start < 150_000,
            "too few shots: {}",
            tail(&emu, 20)
        );
        let before = lines(&emu, "hero: view").len();
        emu.run_frames(2);
        if !pictured && lines(&emu, "hero: view").len() > before {
            emu.run_frames(2);
            shot(&emu, "hero-view-shot");
            pictured = true;
        }
        // A shooter too far from its target for one view: its words come
        // with the target on screen (the shooter was seen first).
        if lines(&emu, "hero: view").len() > before
            && common::hero::last(&emu, "hero: view").contains("shooter=false")
        {
            emu.run_frames(2);
            shot(&emu, "hero-view-far-shot");
        }
        no_panic(&mut emu);
    }
    // Each shot's view line, with the words told with it.
    let all: Vec<String> = emu.rom_lines().map(String::from).collect();
    let views: Vec<String> = all
        .windows(2)
        .filter(|w| {
            w[0].contains("hero: view") && (w[1].contains(" shoots") || w[1].contains(" throws"))
        })
        .map(|w| format!("{} / {}", w[0], w[1]))
        .collect();
    eprintln!("{}", views.join("\n"));
    assert!(views.len() >= 4, "too few shots: {}", tail(&emu, 20));
    for v in &views {
        assert!(
            v.contains("target=true") && v.contains("seen=true"),
            "a shot was told with its shooter or target off screen: {v}\n{}",
            tail(&emu, 20)
        );
    }
}

/// On the end screen, A plays again (the end screen counts presses after
/// a second).
fn play_again(emu: &mut Emu) {
    emu.run_frames(90);
    let games = count(emu, "hero: new game");
    keys(emu, &[Key::A]);
    for _ in 0..60 {
        if count(emu, "hero: new game") > games {
            break;
        }
        emu.run_frames(2);
    }
    assert!(
        count(emu, "hero: new game") > games,
        "A did not play again: {}",
        tail(emu, 12)
    );
}

/// `x,y` after `key=` in a log line.
fn at(line: &str, key: &str) -> (i32, i32) {
    common::hero::cell(
        line.split(key)
            .nth(1)
            .and_then(|r| r.split_whitespace().next())
            .unwrap_or(""),
    )
}

/// The playtest saw dice panels in four places, over the minis: every
/// roll's dice show in one place, the band above the strip, and the
/// camera keeps the shooter and its target above it whenever the shot is
/// told (a far shooter was seen first).
#[test]
fn the_dice_show_in_one_place_never_over_the_shooter_or_its_target() {
    let mut emu = computers();
    let start = emu.frame_count();
    let mut pictured = 0;
    let mut ended = 0;
    while lines(&emu, "hero: dice at").len() < 12 && ended < 4 {
        assert!(
            emu.frame_count() - start < 300_000,
            "too few shots: {}",
            tail(&emu, 20)
        );
        // A short game is followed by another ("A: play again").
        if count(&emu, "scene: hero end") > ended {
            ended += 1;
            play_again(&mut emu);
            continue;
        }
        let before = lines(&emu, "hero: view").len();
        emu.run_frames(2);
        if pictured < 3 && lines(&emu, "hero: view").len() > before {
            emu.run_frames(2);
            shot(&emu, &format!("hero-view-dice-band-{pictured}"));
            pictured += 1;
        }
        no_panic(&mut emu);
    }
    let places: Vec<String> = lines(&emu, "hero: dice at")
        .iter()
        .map(|l| l.split("dice at ").nth(1).unwrap_or("").trim().to_owned())
        .collect();
    assert!(places.len() >= 12, "too few rolls: {}", tail(&emu, 20));
    assert!(
        places.iter().all(|p| p == &places[0]),
        "the dice showed in more than one place: {places:?}"
    );
    // The band: from the dice's top to the strip, the screen's width.
    let (_, top) = common::hero::cell(&places[0]);
    // Each shot's or throw's view line, as its words are told.
    let all: Vec<String> = emu.rom_lines().map(String::from).collect();
    let views: Vec<&String> = all
        .windows(2)
        .filter(|w| {
            w[0].contains("hero: view") && (w[1].contains(" shoots") || w[1].contains(" throws"))
        })
        .map(|w| &w[0])
        .collect();
    assert!(views.len() >= 6, "too few shots told: {}", tail(&emu, 20));
    for v in views {
        for key in ["shooter_at=", "target_at="] {
            let (x, y) = at(v, key);
            if key == "shooter_at=" && v.contains("shooter=false") {
                continue;
            }
            assert!(
                (0..=232).contains(&x) && (0..=top - 8).contains(&y),
                "{key}{x},{y} under the dice (from row {top}) or off screen: {v}"
            );
        }
    }
}

/// The computer's set-up is shown: each of its placings is framed on
/// screen and stays a while before the next.
#[test]
fn the_computer_s_placings_show_one_by_one() {
    let mut emu = against_computer();
    let start = emu.frame_count();
    let mut at = Vec::new();
    let mut pictured = false;
    while count(&emu, "event turn-started") == 0 {
        assert!(
            emu.frame_count() - start < 20_000,
            "no play: {}",
            tail(&emu, 20)
        );
        let (placed, p) = (
            count(&emu, "event placed"),
            common::hero::last(&emu, "hero: prompt"),
        );
        if p.contains("seat=0") && count(&emu, "event placed") == placed {
            keys(&mut emu, &[Key::A]);
        }
        emu.run_frames(1);
        if count(&emu, "event placed") > placed {
            at.push((emu.frame_count(), common::hero::last(&emu, "event placed")));
        }
        if !pictured && count(&emu, "hero: placing seen") > 0 {
            emu.run_frames(4);
            shot(&emu, "hero-view-computer-places");
            pictured = true;
        }
        no_panic(&mut emu);
    }
    let shown = lines(&emu, "hero: shows placing");
    let seen = lines(&emu, "hero: placing seen");
    assert_eq!(
        shown.len(),
        5,
        "the computer's 5 placings: {}",
        tail(&emu, 30)
    );
    assert_eq!(seen.len(), 5, "each placing on screen: {}", tail(&emu, 30));
    // Blue's placings (minis 5 to 9) come at least 40 frames apart.
    let blue: Vec<u64> = at
        .iter()
        .filter(|(_, l)| (5..10).any(|m| l.contains(&format!("mini={m} "))))
        .map(|&(f, _)| f)
        .collect();
    for w in blue.windows(2) {
        assert!(
            w[1] - w[0] >= 40,
            "blue's placings {blue:?}: {}",
            tail(&emu, 30)
        );
    }
}

/// An A pressed while the computer's last events still play (the strip
/// already says "Red's turn") is kept: once red's prompt shows it picks the
/// mini the cursor starts on, never lost.
#[test]
fn an_a_pressed_before_the_prompt_is_kept() {
    let mut emu = common::hero::red_turn();
    let start = emu.frame_count();
    let turns = count(&emu, "event turn-started seat=0");
    keys(&mut emu, &[Key::L, Key::A]);
    // The computer plays its turn; red's turn is applied (its events wait).
    while count(&emu, "event turn-started seat=0") == turns {
        assert!(
            emu.frame_count() - start < 30_000,
            "no red turn: {}",
            tail(&emu, 20)
        );
        emu.run_frames(1);
        no_panic(&mut emu);
    }
    let prompts = count(&emu, "hero: prompt seat=0");
    emu.run_frames(2);
    assert_eq!(
        count(&emu, "hero: prompt seat=0"),
        prompts,
        "red's prompt came at once"
    );
    emu.tap(Key::A);
    common::hero::wait_more(&mut emu, "hero: prompt seat=0", prompts, 600);
    emu.run_frames(10);
    shot(&emu, "hero-view-kept-a");
    assert!(
        count(&emu, "hero: kept A acts") > 0,
        "the early A was lost: {}",
        tail(&emu, 20)
    );
    let p = common::hero::last(&emu, "hero: prompt seat=0");
    assert!(p.contains("A on a lit cell moves"), "no mini picked: {p}");
}

/// B means "back" only: held through the computer's turns it skips
/// nothing (each roll's dice settle in a frame of their own, never several
/// at once; R hurries instead).
#[test]
fn b_never_skips_the_computer_s_turn() {
    let mut emu = common::hero::red_turn();
    let start = emu.frame_count();
    emu.hold(&[Key::B]);
    let mut most = 0;
    // Until the computer has shot a few times (from round 2).
    while count(&emu, "by=computer") == 0
        || common::hero::lines(&emu, "hero: action attack")
            .iter()
            .filter(|l| l.contains("by=computer"))
            .count()
            < 3
    {
        assert!(
            emu.frame_count() - start < 60_000,
            "no computer shots: {}",
            tail(&emu, 20)
        );
        if count(&emu, "scene: hero end") > 0 {
            break;
        }
        let p = common::hero::last(&emu, "hero: prompt");
        if p.contains("seat=0") && p.contains("pick a mini") {
            keys(&mut emu, &[Key::L, Key::A]);
        }
        let settled = count(&emu, "hero: dice settled");
        emu.run_frames(1);
        most = most.max(count(&emu, "hero: dice settled") - settled);
        no_panic(&mut emu);
    }
    emu.release_all();
    assert!(
        most <= 1,
        "B skipped: {most} rolls settled in one frame: {}",
        tail(&emu, 20)
    );
}

/// Help is a few short pages (a playtester's child met nine): START, "How
/// to play", four pages, and the fifth is the first again.
#[test]
fn help_is_four_short_pages() {
    let mut emu = common::hero::red_turn();
    keys(&mut emu, &[Key::Start]);
    expect(&mut emu, "scene: hero pause", 60);
    keys(&mut emu, &[Key::Down, Key::A]);
    expect(&mut emu, "scene: hero help", 60);
    for page in 1..=4 {
        emu.run_frames(10);
        shot(&emu, &format!("hero-help-{page}"));
        // Under the yellow title the words are white (the title's colour
        // stops with it).
        let px = emu.screen_rgb();
        let rows = 28..60;
        let yellow = rows
            .clone()
            .flat_map(|y| (0..240).map(move |x| (x, y)))
            .filter(|&(x, y)| near(px[y * 240 + x], [0xf8, 0xd8, 0x38]))
            .count();
        let white = rows
            .flat_map(|y| (0..240).map(move |x| (x, y)))
            .filter(|&(x, y)| near(px[y * 240 + x], [0xf8, 0xf8, 0xf8]))
            .count();
        assert!(
            white > 40 && yellow < white / 4,
            "page {page}: {yellow} yellow, {white} white"
        );
        keys(&mut emu, &[Key::Right]);
    }
    emu.run_frames(10);
    assert_eq!(count(&emu, "help: page 5"), 0, "more than four pages");
    assert!(count(&emu, "help: page 4") > 0, "fewer than four pages");
}

/// A knocked-out mini looks it (the playtest: "a tiny flat bar", almost
/// the same as a standing mini): when the words say so, the mini on screen
/// has turned pale, a light grey middle inside its side's dark rim (a
/// standing mini is a dark middle in a bright rim, and no wall or crate
/// has grey beside a side's dark colour).
#[test]
fn a_knocked_out_mini_looks_it() {
    // The sides' dark colours (tools/gfx_hero.py: red, blue) and the grey.
    const DARK: [[u8; 3]; 2] = [[0x80, 0x18, 0x10], [0x18, 0x28, 0x78]];
    const PALE: [u8; 3] = [0xa8, 0xa8, 0xb8];
    const INK: [u8; 3] = [0x18, 0x18, 0x28];
    // Rows of a pale middle (grey, and the digit's ink) closed by a side's
    // dark colour at both ends: a wall's grey beside a mini is open at
    // one end.
    let pale_in_rim = |px: &[[u8; 3]]| {
        let at = |x: usize, y: usize| px[y * 240 + x];
        let dark = |p: [u8; 3]| DARK.iter().any(|&d| near(p, d));
        let mut rows = 0;
        for y in 0..128 {
            let mut x = 0;
            while x < 239 {
                if dark(at(x, y)) && !dark(at(x + 1, y)) {
                    let run = (x + 1..240.min(x + 8))
                        .take_while(|&k| near(at(k, y), PALE) || near(at(k, y), INK))
                        .count();
                    let end = x + 1 + run;
                    let pale = (x + 1..end).any(|k| near(at(k, y), PALE));
                    if (2..=6).contains(&run) && end < 240 && dark(at(end, y)) && pale {
                        rows += 1;
                    }
                    x = end;
                } else {
                    x += 1;
                }
            }
        }
        rows
    };
    // The computers' games follow the seed of the frame they start on, so
    // a change anywhere in the cartridge gives this test other games: a
    // game with no knock-out is followed by another ("A: play again"), up
    // to six.
    let mut emu = computers();
    let start = emu.frame_count();
    let mut seen = 0;
    let mut ended = 0;
    while seen < 2 && ended < 6 {
        assert!(
            emu.frame_count() - start < 1_200_000,
            "no mini knocked out: {}",
            tail(&emu, 20)
        );
        if count(&emu, "scene: hero end") > ended {
            ended += 1;
            if seen > 0 {
                break;
            }
            play_again(&mut emu);
            continue;
        }
        let before = count(&emu, "is knocked out");
        emu.run_frames(4);
        if count(&emu, "is knocked out") > before
            && common::hero::last(&emu, "hero: says").contains("is knocked out")
        {
            // Once the attack's marks have gone from it (the target's mark
            // stands on it while the attack's words show), the mini
            // shows pale.
            let mut n = 0;
            for _ in 0..150 {
                emu.run_frames(4);
                n = n.max(pale_in_rim(&emu.screen_rgb()));
                if n >= 3 {
                    break;
                }
            }
            let path = shot(&emu, &format!("hero-view-knocked-out-{seen}"));
            assert!(
                n >= 3,
                "the knocked-out mini is not pale in its rim ({n} rows): {}\n{}",
                path.display(),
                tail(&emu, 12)
            );
            seen += 1;
        }
        no_panic(&mut emu);
    }
    assert!(seen >= 1, "no mini knocked out: {}", tail(&emu, 20));
}
