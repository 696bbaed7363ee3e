//! Tabletop Hero's medkit as a child sees it (issue 31: no playtester had
//! ever seen it). By the rules a mini with a medkit heals itself or a hurt
//! teammate one unit away, as its action (docs/rules-hero.md, "Health").
//! In red's turn, with nothing picked, the strip names red's mini that can
//! heal and its medkit shows over it; picked, the medkit shows over whom it
//! can heal; A there asks, A again rolls the medkit's die. The real ROM in
//! mGBA, by key presses: red (a person) ends its turns until one of its
//! minis is hurt where a medkit reaches it.

mod common;

use common::hero::{cell, cursor, last, minis, red_turn, tail, walk};
use common::{count, keys, no_panic, shot};
use tabletop_emu::{Emu, Key};

/// Plays red's turns by ending them (the computer shoots its minis) until
/// red's prompt, with nothing picked, offers a medkit: that prompt.
fn to_medkit_offered(emu: &mut Emu) -> String {
    let start = emu.frame_count();
    let mut seen = 0;
    loop {
        assert!(
            emu.frame_count() - start < 200_000,
            "no medkit offered: {}",
            tail(emu, 20)
        );
        assert_eq!(
            count(emu, "scene: hero end"),
            0,
            "the game ended with no medkit offered: {}",
            tail(emu, 20)
        );
        emu.run_frames(10);
        no_panic(emu);
        let n = count(emu, "hero: prompt seat=0");
        if n == seen {
            continue;
        }
        seen = n;
        emu.run_frames(10);
        let p = last(emu, "hero: prompt seat=0");
        if p.contains("Medkit!") {
            return p;
        }
        if p.contains("End ") && p.contains("A yes") {
            keys(emu, &[Key::A]);
        } else if p.contains("pick a mini") {
            keys(emu, &[Key::L]);
        } else {
            keys(emu, &[Key::B]);
        }
    }
}

/// The mini a prompt names ("Pick Red pistol 5 to heal", "Pick Red hero"):
/// its index (red's minis are 0 to 4, its hero 0).
fn named(p: &str) -> u8 {
    let name = p.split("Pick Red ").nth(1).unwrap_or("");
    if name.starts_with("hero") {
        return 0;
    }
    name.split_whitespace()
        .find_map(|w| w.parse::<u8>().ok())
        .map_or(0, |k| k - 1)
}

/// Whether the medkit (a white box round a red cross) shows in the 8x8
/// cell at `(x, y)` on the screen.
fn medkit_at(emu: &Emu, (x, y): (i32, i32)) -> bool {
    let px = emu.screen_rgb();
    let count = |f: &dyn Fn([u8; 3]) -> bool| {
        (0..8)
            .flat_map(|j| (0..8).map(move |i| (x + i, y + j)))
            .filter(|&(a, b)| (0..240).contains(&a) && (0..128).contains(&b))
            .filter(|&(a, b)| f(px[b as usize * 240 + a as usize]))
            .count()
    };
    let red = count(&|[r, g, b]| r > 0xc0 && g < 0x60 && b < 0x60);
    let white = count(&|[r, g, b]| r > 0xe0 && g > 0xe0 && b > 0xe0);
    red >= 4 && white >= 12
}

/// Where mini `i` shows on the screen at the newest prompt.
fn on_screen(emu: &Emu, i: u8) -> Option<(i32, i32)> {
    let cam = last(emu, "hero: minis");
    let (cx, cy) = cell(cam.split("cam=").nth(1)?.split_whitespace().next()?);
    let (_, x, y) = minis(emu).into_iter().find(|m| m.0 == i)?;
    Some((x * 8 - cx, y * 8 - cy))
}

/// Walks the cursor to mini `i` and presses A: red's prompt then.
fn press_a_on(emu: &mut Emu, i: u8) -> String {
    let to = minis(emu)
        .into_iter()
        .find(|m| m.0 == i)
        .map(|m| (m.1, m.2))
        .expect("the mini stands");
    let from = cursor(emu);
    walk(emu, from, to);
    keys(emu, &[Key::A]);
    emu.run_frames(30);
    last(emu, "hero: prompt seat=0")
}

#[test]
fn a_mini_that_can_heal_is_named_its_medkit_shown_and_it_heals() {
    let mut emu = red_turn();
    let p = to_medkit_offered(&mut emu);
    let medic = named(&p);
    emu.run_frames(30);
    shot(&emu, "hero-medkit-offered");
    // Over the medic (or under it on the top row), the medkit.
    let (x, y) = on_screen(&emu, medic).expect("the medic is on the field");
    assert!(
        medkit_at(&emu, (x, y - 8)) || medkit_at(&emu, (x, y + 8)),
        "no medkit over the medic at {x},{y}: {p}"
    );
    // The cursor to the medic, A picks it: the medkit over whom it heals.
    let p = press_a_on(&mut emu, medic);
    assert!(p.contains("on a medkit heals"), "{p}: {}", tail(&emu, 10));
    shot(&emu, "hero-medkit-picked");
    let bits = last(&emu, "hero: heals mini=");
    let bits =
        u32::from_str_radix(bits.split("bits=0x").nth(1).unwrap_or("0").trim(), 16).unwrap_or(0);
    let target = (0..5u8)
        .find(|t| bits & (1 << t) != 0)
        .expect("a mini to heal");
    // A on the one it heals (itself, when the medic is hurt) asks; A again
    // rolls the medkit's die.
    let p = press_a_on(&mut emu, target);
    assert!(p.contains("uses a medkit on"), "{p}: {}", tail(&emu, 10));
    shot(&emu, "hero-medkit-asks");
    let rolls = count(&emu, "says Medkit roll");
    keys(&mut emu, &[Key::A]);
    for _ in 0..60 {
        if count(&emu, "says Medkit roll") > rolls {
            break;
        }
        emu.run_frames(10);
    }
    assert!(
        count(&emu, "says Medkit roll") > rolls,
        "no medkit roll: {}",
        tail(&emu, 20)
    );
    emu.run_frames(10);
    shot(&emu, "hero-medkit-rolled");
    no_panic(&mut emu);
}
