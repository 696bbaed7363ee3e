//! Tabletop Hero benchmarks for the benchmark ROM: the frames of computer-only games
//! played by the real play loop (every frame's cycles, against the budget)
//! and how many frames each computer decision keeps the player waiting; and
//! the cycles of one full cover check (`bench hero-line-of-sight`).

use agb::timer::Timer;
use tabletop_core::contract::Level;
use tabletop_core::hero::MAX_PLAYERS;

use super::options::{Seat, Settings, Setup};
use super::play::Play;
use crate::app::App;
use crate::bench::timed::Timed;
use crate::bench::{FrameStats, median_worst, read, start};

/// Cycles of one full cover check (all ten sight lines, as
/// `sight::visible` counts them) between random pairs of cells on generated
/// battlefields, and of one reachable-cell search of a mini with its whole
/// double move, and of the rules' check of a move to one of its cells (the
/// search toward it). Logs `bench hero-line-of-sight cycles_median=<n>
/// cycles_worst=<n>`, an `info hero-reach` and an `info hero-move-check` line.
#[inline(never)]
pub fn line_of_sight(low: &mut Timer, high: &mut Timer) {
    use tabletop_core::contract::Dice;
    use tabletop_core::hero::ai::REACH_CELLS;
    use tabletop_core::hero::field::Field;
    use tabletop_core::hero::moves::{Reach, Search};
    use tabletop_core::hero::{Cell, H, W, sight};
    let mut sight_cycles = alloc::vec::Vec::new();
    let mut cover_cycles = alloc::vec::Vec::new();
    let mut reach_cycles = alloc::vec::Vec::new();
    let mut toward_cycles = alloc::vec::Vec::new();
    let mut in_place_cycles = alloc::vec::Vec::new();
    let mut copied_cycles = alloc::vec::Vec::new();
    let occ = alloc::boxed::Box::new([0u8; tabletop_core::hero::field::CELLS]);
    for seed in 0..8u64 {
        let field = Field::generate(&mut Dice::new(seed));
        let mut dice = Dice::new(seed + 100);
        for _ in 0..64 {
            let from = Cell::new(dice.below(W as u32) as u8, dice.below(H as u32) as u8);
            let to = Cell::new(dice.below(W as u32) as u8, dice.below(H as u32) as u8);
            start(low, high);
            let n = sight::visible(&field, from, to);
            sight_cycles.push(read(low, high));
            start(low, high);
            let c = sight::cover(&field, from, to);
            cover_cycles.push(read(low, high));
            core::hint::black_box((n, c));
        }
        for _ in 0..4 {
            let at = Cell::new(dice.below(W as u32) as u8, dice.below(H as u32) as u8);
            start(low, high);
            let r = Reach::new(&field, &occ, 0, at, 32);
            reach_cycles.push(read(low, high));
            // As the computer runs it: 40 cells a piece (`REACH_CELLS`), the
            // search and the battlefield in EWRAM, worked where it lives or
            // copied to the stack and back each piece.
            let in_ewram = alloc::boxed::Box::new(field.clone());
            let mut s = alloc::boxed::Box::new(Search::new(0, at, 32));
            start(low, high);
            while !s.run(&in_ewram, &occ, REACH_CELLS) {}
            in_place_cycles.push(read(low, high));
            let mut s = alloc::boxed::Box::new(Search::new(0, at, 32));
            start(low, high);
            loop {
                let mut c = (*s).clone();
                let done = c.run(&in_ewram, &occ, REACH_CELLS);
                *s = c;
                if done {
                    break;
                }
            }
            copied_cycles.push(read(low, high));
            core::hint::black_box(&s);
            // The rules' check of a move: the search toward one reached cell.
            for _ in 0..16 {
                let goal = Cell::new(dice.below(W as u32) as u8, dice.below(H as u32) as u8);
                if r.to(&occ, goal).is_none() {
                    continue;
                }
                start(low, high);
                let t = Reach::toward(&field, &occ, 0, at, 32, goal);
                toward_cycles.push(read(low, high));
                core::hint::black_box(&t);
            }
            core::hint::black_box(&r);
        }
    }
    let (median, worst) = median_worst(&mut sight_cycles);
    agb::println!(
        "bench hero-line-of-sight cycles_median={} cycles_worst={}",
        median,
        worst
    );
    let (median, worst) = median_worst(&mut cover_cycles);
    agb::println!(
        "info hero-cover-class cycles_median={} cycles_worst={} samples={}",
        median,
        worst,
        cover_cycles.len()
    );
    let (median, worst) = median_worst(&mut reach_cycles);
    agb::println!(
        "info hero-reach cycles_median={} cycles_worst={} samples={}",
        median,
        worst,
        reach_cycles.len()
    );
    for (what, cycles) in [
        ("in-place", &mut in_place_cycles),
        ("copied", &mut copied_cycles),
    ] {
        let (median, worst) = median_worst(cycles);
        agb::println!(
            "info hero-reach-pieces-{} cycles_median={} cycles_worst={}",
            what,
            median,
            worst
        );
    }
    let (median, worst) = median_worst(&mut toward_cycles);
    agb::println!(
        "info hero-move-check cycles_median={} cycles_worst={} samples={}",
        median,
        worst,
        toward_cycles.len()
    );
}

/// Whole computer-only games (two of two sides, one of four) at `level`, each to its
/// end or `cap` frames, drawn as in play. Logs the `decide hero-<level>` line
/// and returns the frames' cycle counts.
#[inline(never)]
pub fn frames(
    app: &mut App,
    low: &mut Timer,
    high: &mut Timer,
    level: Level,
    cap: u32,
) -> FrameStats {
    let mut timed = Timed::new(low, high, |play: &Play| {
        alloc::format!("phase={:?} round={}", play.game.phase(), play.game.round())
    })
    .reporting(|play: &Play| {
        if let Some(bot) = play.bot() {
            super::bot::report(bot);
        }
    });
    let mut rounds = 0;
    // Two two-sided games, then one of four sides: every mini then weighs
    // three armies, and a four-sided game's stack goes deepest (the stack
    // probe's `info stack` line covers it).
    for (sides, army, seed) in [(2u8, 2u8, 7u64), (2, 4, 11), (4, 0, 5)] {
        let mut settings: Setup = Settings {
            seats: [Seat::Computer(level); 2],
            armies: [army, 0],
            field: 0,
        }
        .into();
        settings.players = sides;
        settings.seats = [Seat::Computer(level); MAX_PLAYERS];
        let mut play = super::play::new(app, &settings, seed);
        timed.play(app, &mut play, cap);
        rounds += u32::from(play.game.round());
    }
    timed.waits.report(&alloc::format!("hero-{}", level.name()));
    agb::println!(
        "info hero-demo level={} rounds={} frames={}",
        level.name(),
        rounds,
        timed.sample.count
    );
    timed.sample
}

/// Tabletop Hero's part of the benchmark ROM: line of sight, Hard's games,
/// then a part of one at each other level.
pub fn run(app: &mut App, low: &mut Timer, high: &mut Timer) -> FrameStats {
    line_of_sight(low, high);
    let mut stats = frames(app, low, high, Level::Hard, 30_000);
    for level in [Level::Easy, Level::Normal] {
        stats.merge(&frames(app, low, high, level, 10_000));
    }
    // The guided game, with nobody at the keys.
    let (_, mut play) = super::play::guided(app);
    stats.merge(&crate::bench::timed::guided(
        app, low, high, &mut play, 30_000,
    ));
    stats
}
