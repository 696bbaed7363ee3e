//! The short soak `make test` runs: every ready game driven by seeded random
//! button presses (a child's mashing and purposeful play, menus included) for
//! [`FRAMES`] frames from each of [`SEEDS`]. `make soak` is the long version
//! (`tabletop-harness soak`, 1,000,000 frames per game); both share
//! `tabletop_emu::soak` (`tests/src/soak/`), which says what is checked.

use tabletop_emu::soak;

use tabletop_emu::default_rom;

/// Frames per game and seed (about 5.6 minutes of GBA time).
const FRAMES: u64 = 20_000;
/// Seeds other than `make soak`'s 1..=4, so the two cover different presses.
const SEEDS: [u64; 2] = [101, 102];

#[test]
fn short_soak_every_game_survives_random_buttons() {
    let rom = default_rom();
    assert!(
        rom.is_file(),
        "ROM {} not found: run `make rom` first (or set TABLETOP_ROM)",
        rom.display()
    );
    let cfg = soak::Config {
        rom: rom.clone(),
        frames: FRAMES,
        seeds: SEEDS.to_vec(),
        game: None,
        jobs: 2,
    };
    let summary = soak::soak(&cfg, |r| println!("{}", r.line())).unwrap_or_else(|e| panic!("{e}"));
    let failures: Vec<String> = summary.runs.iter().filter_map(|r| r.report(&rom)).collect();
    println!(
        "short soak: {} frames in {:.1} s; runs: {} ok, {} failed",
        summary.frames(),
        summary.elapsed.as_secs_f64(),
        summary.passed(),
        summary.failed()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    for r in &summary.runs {
        assert_eq!(
            r.stats.frames,
            FRAMES,
            "{}: the run stopped early",
            r.line()
        );
        // The run really played: a game was started and the menu visited.
        assert!(r.stats.games_started >= 1, "no game started: {}", r.line());
    }
}

// The checks on their own, fed made-up frames: each failure is caught, and the
// quiet cases that are not failures pass.

use soak::{FROZEN_FRAMES, FailKind, HANG_FRAMES, STUCK_FRAMES, Watch};
use tabletop_emu::Key;

/// What one made-up frame shows the watch.
struct Frame {
    keys: u32,
    log: bool,
    screen: u64,
    counter: Option<u32>,
}

/// Feeds `frames` frames made by `f` and returns the first verdict and its frame.
fn feed(frames: u64, f: impl Fn(u64) -> Frame) -> Option<(u64, FailKind)> {
    let mut w = Watch::default();
    for now in 1..=frames {
        let fr = f(now);
        w.keys(fr.keys);
        if fr.log {
            w.log_line(now);
        }
        if now.is_multiple_of(soak::SCREEN_EVERY) {
            w.screen(now, fr.screen);
        }
        if let Some(v) = fr.counter {
            assert!(w.counter(now, v), "a sound counter was refused at {now}");
        }
        if let Some((kind, _)) = w.verdict(now) {
            return Some((now, kind));
        }
    }
    None
}

/// A key pattern that taps A, B, START and the d-pad in turn.
fn mashing(now: u64) -> u32 {
    let keys = [Key::A, Key::Down, Key::B, Key::Start, Key::Left];
    if now % 8 < 3 {
        keys[(now / 8) as usize % keys.len()].mask()
    } else {
        0
    }
}

#[test]
fn watch_catches_a_frozen_screen_while_keys_change() {
    let v = feed(5000, |now| Frame {
        keys: mashing(now),
        log: now % 100 == 0,
        screen: 7,
        counter: Some(now as u32),
    });
    let (at, kind) = v.expect("not caught");
    assert_eq!(kind, FailKind::Frozen);
    assert!(
        (FROZEN_FRAMES..FROZEN_FRAMES + 10).contains(&at),
        "caught at {at}"
    );
}

#[test]
fn watch_calls_a_frozen_silent_screen_a_hang_without_the_counter() {
    let v = feed(5000, |now| Frame {
        keys: mashing(now),
        log: false,
        screen: 7,
        counter: None,
    });
    assert_eq!(v.map(|v| v.1), Some(FailKind::Hang));
}

#[test]
fn watch_catches_a_frame_that_never_finishes_with_no_keys_pressed() {
    // The game runs for 1000 frames, then its frame counter, screen and log stop.
    let v = feed(5000, |now| Frame {
        keys: 0,
        log: now < 1000 && now % 50 == 0,
        screen: now.min(1000),
        counter: Some(now.min(1000) as u32),
    });
    let (at, kind) = v.expect("not caught");
    assert_eq!(kind, FailKind::Hang);
    assert!(
        (1000 + HANG_FRAMES..1000 + HANG_FRAMES + 10).contains(&at),
        "caught at {at}"
    );
}

#[test]
fn watch_catches_a_rom_that_logs_nothing_for_minutes() {
    let v = feed(STUCK_FRAMES + 100, |now| Frame {
        keys: mashing(now),
        log: false,
        screen: now / 30,
        counter: Some(now as u32),
    });
    assert_eq!(v, Some((STUCK_FRAMES, FailKind::Stuck)));
}

#[test]
fn watch_passes_still_screens_nobody_pressed_anything_on() {
    // A long hold of one key, then nothing pressed: a still screen is fine, and
    // so is a slow frame that ends (the counter standing still for 300 frames).
    let v = feed(20_000, |now| Frame {
        keys: if now < 2000 { Key::A.mask() } else { 0 },
        log: now % 3000 == 0,
        screen: 1,
        counter: Some(match now {
            ..5000 => now,
            5000..5300 => 5000,
            _ => now - 299,
        } as u32),
    });
    assert_eq!(v, None);
}

#[test]
fn watch_passes_a_moving_screen_and_d_pad_only_presses() {
    // The screen changes (an animation) while keys are mashed and nothing is
    // logged for a while; the d-pad alone never proves a screen frozen.
    let v = feed(10_000, |now| Frame {
        keys: mashing(now),
        log: now % 5000 == 0,
        screen: now / 40,
        counter: Some(now as u32),
    });
    assert_eq!(v, None);
    let v = feed(10_000, |now| Frame {
        keys: if now % 6 < 3 { Key::Up.mask() } else { 0 },
        log: now % 5000 == 0,
        screen: 3,
        counter: Some(now as u32),
    });
    assert_eq!(v, None);
}

#[test]
fn watch_refuses_a_counter_that_runs_backwards_or_too_fast() {
    let mut w = Watch::default();
    assert!(w.counter(10, 100));
    assert!(w.counter(11, 101));
    assert!(!w.counter(12, 50), "a counter going back was kept");
    let mut w = Watch::default();
    assert!(w.counter(10, 100));
    assert!(
        !w.counter(11, 105),
        "a counter running ahead of the frames was kept"
    );
}
