//! Helpers for the "Learn to play" tests of every game.

use tabletop_emu::{Emu, Key};

use super::{count, expect, keys, no_panic};

/// A small seeded generator for the mashing.
fn next(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

/// Mashes up to 1,500 seeded random presses (every key but START) through
/// `game`'s guided game, already begun: it never panics, never stays on one
/// step for `patience` presses (mashing A plays the pointed steps), plays
/// more than 20 steps, never saves and never refuses; then START still
/// pauses, unless the guided game has ended.
pub fn mash(emu: &mut Emu, game: &str, seed: u64, patience: u32) {
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
    let step = format!("{game}: guide step ");
    let mut rng = seed;
    let mut last_steps = 0;
    let mut still = 0u32;
    for _ in 0..1500 {
        let k = KEYS[(next(&mut rng) % KEYS.len() as u64) as usize];
        keys(emu, &[k]);
        no_panic(emu);
        let n = count(emu, &step);
        still = if n == last_steps { still + 1 } else { 0 };
        last_steps = n;
        assert!(
            still < patience,
            "stuck at step {n}; log tail:\n{}",
            emu.log_tail(20)
        );
        if count(emu, "scene: learn done") > 0 {
            break;
        }
    }
    let n = count(emu, &step);
    assert!(n > 20, "only {n} steps");
    assert_eq!(count(emu, "save: wrote"), 0);
    assert_eq!(count(emu, &format!("{game}: refused")), 0);
    assert_eq!(count(emu, "error guide step refused"), 0);
    if count(emu, "scene: learn done") == 0 {
        keys(emu, &[Key::Start]);
        expect(emu, &format!("scene: {game} pause"), 60);
    }
    no_panic(emu);
}

/// The end of a guided game walked to its end: each of its `steps` played
/// once as asked (none refused, none played otherwise), "guide done", never
/// a save or a record; then "Now play a real game!" (shot as
/// `<game>-learn-done`) and A starts one.
pub fn walked_into_a_real_game(emu: &mut Emu, game: &str, steps: usize) {
    let all = format!("{game}: guide step {steps} of {steps}");
    assert_eq!(count(emu, &all), 1, "{}", emu.log_tail(20));
    assert_eq!(count(emu, &format!("{game}: guide done")), 1);
    assert_eq!(
        count(emu, &format!("{game}: guide not asked")),
        0,
        "every press was the asked one"
    );
    assert_eq!(count(emu, &format!("{game}: refused")), 0, "no refusal");
    assert_eq!(
        count(emu, "save: wrote"),
        0,
        "never saved: {}",
        emu.log_tail(20)
    );
    assert_eq!(count(emu, "save: record"), 0, "never a record");
    emu.run_frames(40);
    super::shot(emu, &format!("{game}-learn-done"));
    keys(emu, &[Key::A]);
    expect(emu, "learn: real game", 60);
}

/// The guide's arrow's pink (`tools/gfx.py`), as its brackets'.
pub const PINK: [u8; 3] = [0xf8, 0x48, 0xc8];

/// A box on screen: left, top, width, height (pixels).
pub type Area = (i32, i32, i32, i32);

/// The keys of the guide's arrow's way as the logs name it (`Up`,
/// `UpLeft`, ...): a diagonal is two, up or down first (either press goes
/// nearer).
pub fn way_keys(name: &str) -> Vec<Key> {
    let mut keys = Vec::new();
    for (word, key) in [
        ("Up", Key::Up),
        ("Down", Key::Down),
        ("Left", Key::Left),
        ("Right", Key::Right),
    ] {
        if name.contains(word) {
            keys.push(key);
        }
    }
    assert!(!keys.is_empty(), "no way in {name:?}");
    keys
}

/// "Learn to play" with the cursor off the target: the guide's arrow
/// `way` (its keys, [`way_keys`]), its nine-pixel square drawn at `at`,
/// points from the cursor's square `from` the way the target's `to` lies
/// (a diagonal where it is off both ways: the playtests' child, shown
/// "left" for a target up and to the left, pressed left and was lost),
/// stands beside `keep` (the cursor's box and the piece on it) covering
/// neither it nor the target, and its pink shows on screen.
pub fn arrow_beside(emu: &Emu, way: &[Key], at: (i32, i32), from: Area, keep: Area, to: Area) {
    let centre = |(x, y, w, h): Area| (2 * x + w, 2 * y + h);
    let ((fx, fy), (tx, ty)) = (centre(from), centre(to));
    let (dx, dy) = (tx - fx, ty - fy);
    let mut lies = Vec::new();
    if dy != 0 {
        lies.push(if dy > 0 { Key::Down } else { Key::Up });
    }
    if dx != 0 {
        lies.push(if dx > 0 { Key::Right } else { Key::Left });
    }
    assert_eq!(way, lies, "the arrow points from {from:?} to {to:?}");
    let (ax, ay) = at;
    // Still, and bobbed its two pixels the way it points, it covers neither.
    let (sx, sy) = way.iter().fold((0, 0), |(sx, sy), k| match k {
        Key::Left => (sx - 2, sy),
        Key::Right => (sx + 2, sy),
        Key::Up => (sx, sy - 2),
        _ => (sx, sy + 2),
    });
    for (ax, ay) in [(ax, ay), (ax + sx, ay + sy)] {
        let apart = |(x, y, w, h): Area| ax + 9 <= x || x + w <= ax || ay + 9 <= y || y + h <= ay;
        assert!(apart(keep), "the arrow at {ax},{ay} on the cursor {keep:?}");
        assert!(apart(to), "the arrow at {ax},{ay} on the target {to:?}");
    }
    // Beside the cursor: within a few pixels of it.
    let (kx, ky, kw, kh) = keep;
    assert!(
        ax + 9 >= kx - 4 && ax <= kx + kw + 4 && ay + 9 >= ky - 4 && ay <= ky + kh + 4,
        "the arrow at {at:?} is not beside the cursor {keep:?}"
    );
    let px = emu.screen_rgb();
    let pink = (ay - 2..ay + 11)
        .flat_map(|y| (ax - 2..ax + 11).map(move |x| (x, y)))
        .filter(|&(x, y)| (0..240).contains(&x) && (0..160).contains(&y))
        .filter(|&(x, y)| super::pixels::near(px[y as usize * 240 + x as usize], PINK))
        .count();
    assert!(pink >= 15, "the arrow at {at:?} shows {pink} pink pixels");
}
