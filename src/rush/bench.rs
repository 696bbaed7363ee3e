//! Rush benchmarks for the benchmark ROM: the frames of computer-only games
//! played by the real play loop (every frame's cycles, against the budget)
//! and how many frames each computer decision keeps the player waiting.

use agb::timer::Timer;
use tabletop_core::contract::Level;

use super::options::{Seat, Settings};
use super::play::Play;
use crate::app::App;
use crate::bench::{FRAME_CYCLES, FrameStats, Waits, read, start};
use crate::screen::{self, Mark, Probe};

struct Timed<'t> {
    low: &'t mut Timer,
    high: &'t mut Timer,
    sample: FrameStats,
    waits: Waits,
    frames: u32,
    cap: u32,
    slow: u32,
    decision: u32,
    /// Cycles of this frame's update (logic) and of its flush and text.
    logic: u32,
    begin: u32,
    flush_text: u32,
}

impl Probe<Play> for Timed<'_> {
    fn mark(&mut self, at: Mark, play: &Play) {
        let now = read(self.low, self.high);
        match at {
            Mark::Begin => self.begin = now,
            Mark::Prepared => self.flush_text = now - self.begin,
            Mark::Updating => self.begin = now,
            Mark::Drawn if self.frames > 0 => {
                self.sample.add(now);
                if now > FRAME_CYCLES && (self.slow < 8 || now > 2 * FRAME_CYCLES) {
                    self.slow += 1;
                    agb::println!(
                        "info rush-slow-frame cycles={} logic={} flush_and_text={} phase={:?} frame={} thinking={} slice_lines={} round={}",
                        now,
                        self.logic,
                        self.flush_text,
                        play.game.phase(),
                        self.frames,
                        play.is_thinking(),
                        play.slice_lines(),
                        play.game.round()
                    );
                }
            }
            Mark::Committed => start(self.low, self.high),
            Mark::Updated => {
                self.logic = now - self.begin;
                if play.decisions != self.decision {
                    self.waits.end();
                    self.decision = play.decisions;
                }
                self.waits.frame(play.is_deciding(), play.is_thinking());
            }
            _ => {}
        }
    }

    fn stop(&mut self) -> bool {
        self.frames += 1;
        self.frames >= self.cap
    }
}

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
    let mut timed = Timed {
        low,
        high,
        sample: FrameStats::new(),
        waits: Waits::new(),
        frames: 0,
        cap,
        slow: 0,
        decision: 0,
        logic: 0,
        begin: 0,
        flush_text: 0,
    };
    let mut rounds = 0;
    for (players, seed) in [(2u8, 7u64), (4, 11)] {
        let settings = Settings {
            players,
            seats: [Seat::Computer(level); 4],
            house: tabletop_core::rush::HouseRules::NONE,
        };
        let mut play = super::play::new(app, &settings, seed);
        timed.frames = 0;
        timed.decision = 0;
        start(timed.low, timed.high);
        screen::run(app, &mut *play, &mut timed);
        timed.waits.end();
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
/// each other level.
pub fn run(app: &mut App, low: &mut Timer, high: &mut Timer) -> FrameStats {
    let mut stats = frames(app, low, high, Level::Hard, 30_000);
    for level in [Level::Easy, Level::Normal] {
        stats.merge(&frames(app, low, high, level, 10_000));
    }
    stats
}
