//! Rush benchmarks for the benchmark ROM: the frames of computer-only games
//! played by the real play loop (every frame's cycles, against the budget)
//! and how many frames each computer decision keeps the player waiting.

use agb::timer::Timer;
use tabletop_core::contract::Level;

use super::options::{Seat, Settings};
use super::play::Play;
use crate::app::App;
use crate::bench::FrameStats;
use crate::bench::timed::Timed;

/// Whole computer-only games (2 and 4 players) at `level`, each to its end or
/// `cap` frames, drawn as in play. Logs the `decide rush-<level>` line and
/// returns the frames' cycle counts.
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
    });
    let mut rounds = 0;
    for (players, seed) in [(2u8, 7u64), (4, 11)] {
        let settings = Settings {
            players,
            seats: [Seat::Computer(level); 4],
            house: tabletop_core::rush::HouseRules::NONE,
            ask_cubes: true,
        };
        let mut play = super::play::new(app, &settings, seed);
        timed.play(app, &mut play, cap);
        rounds += u32::from(play.game.round());
    }
    timed.waits.report(&alloc::format!("rush-{}", level.name()));
    agb::println!(
        "info rush-demo level={} rounds={} frames={}",
        level.name(),
        rounds,
        timed.sample.count
    );
    timed.sample
}

/// Rush's part of the benchmark ROM: Hard's games, then a part of one at
/// each other level, then the guided game.
pub fn run(app: &mut App, low: &mut Timer, high: &mut Timer) -> FrameStats {
    let mut stats = frames(app, low, high, Level::Hard, 30_000);
    for level in [Level::Easy, Level::Normal] {
        stats.merge(&frames(app, low, high, level, 10_000));
    }
    // The guided game, with nobody at the keys.
    let (_, mut play) = super::play::guided(app);
    stats.merge(&crate::bench::timed::guided(
        app, low, high, &mut play, 20_000,
    ));
    stats
}
