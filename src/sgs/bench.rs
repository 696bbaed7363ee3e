//! Simple Game System benchmarks for the benchmark ROM: computer-only
//! adventures (a party of four, the computer playing every hero) and arena
//! fights, played by the real play loop and drawn as in play: every frame's
//! cycles against the budget, and how many frames each computer decision
//! keeps the player waiting (`decide sgs-<level>`).

use agb::timer::Timer;
use tabletop_core::contract::Level;
use tabletop_core::sgs::arena::{self, Foes};
use tabletop_core::sgs::quest::{MAX_PARTY, QuestConfig};

use super::play::Play;
use crate::app::App;
use crate::bench::{FRAME_CYCLES, FrameStats, Waits, read, start};
use crate::screen::{self, Mark, Probe};
use tabletop_core::sgs::{Game, Start};

/// Times the play loop: each frame's work from the commit to the next
/// one, and the frames each computer decision takes.
struct Timed<'t> {
    low: &'t mut Timer,
    high: &'t mut Timer,
    stats: &'t mut FrameStats,
    waits: &'t mut Waits,
    frames: u32,
    cap: u32,
    slow: u32,
    decision: u32,
}

impl Probe<Play> for Timed<'_> {
    fn mark(&mut self, at: Mark, play: &Play) {
        match at {
            Mark::Drawn => {
                let cycles = read(self.low, self.high);
                if self.frames > 0 {
                    self.stats.add(cycles);
                    if cycles > FRAME_CYCLES && self.slow < 8 {
                        self.slow += 1;
                        agb::println!(
                            "info sgs-slow-frame cycles={} frame={} thinking={}",
                            cycles,
                            self.frames,
                            play.is_thinking()
                        );
                    }
                }
            }
            Mark::Committed => start(self.low, self.high),
            Mark::Updated => {
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

/// Plays `game` with the computer on every side, through the loop the
/// player runs (saving after every action), to its end or `cap` frames.
/// Returns the frames played.
fn play(
    app: &mut App,
    low: &mut Timer,
    high: &mut Timer,
    mut p: alloc::boxed::Box<Play>,
    level: Level,
    cap: u32,
    (stats, waits): (&mut FrameStats, &mut Waits),
) -> u32 {
    p.front.level = level;
    p.front.computer_only = true;
    let mut timed = Timed {
        low,
        high,
        stats,
        waits,
        frames: 0,
        cap,
        slow: 0,
        decision: 0,
    };
    start(timed.low, timed.high);
    screen::run(app, &mut *p, &mut timed);
    timed.waits.end();
    timed.frames
}

/// A new game from `start`, on the heap (built in a frame of its own).
#[inline(never)]
fn boxed(start: Start, level: Level) -> alloc::boxed::Box<Play> {
    use tabletop_core::contract::Rules;
    super::play::boxed(Game::new(start), 5, level)
}

/// A computer-only adventure (party of four) and an arena fight at each
/// level; logs the `decide sgs-<level>` lines and returns every frame's
/// cycle counts.
#[inline(never)]
pub fn frames(app: &mut App, low: &mut Timer, high: &mut Timer, cap: u32) -> FrameStats {
    let mut stats = FrameStats::new();
    for (k, level) in [Level::Easy, Level::Normal, Level::Hard]
        .into_iter()
        .enumerate()
    {
        let mut waits = Waits::new();
        let seed = 21 + k as u64;
        let config = QuestConfig {
            seed,
            party: MAX_PARTY as u8,
            random: false,
            last_breath: false,
        };
        let quest_frames = play(
            app,
            low,
            high,
            boxed(Start::Adventure(config), level),
            level,
            cap,
            (&mut stats, &mut waits),
        );
        let a = arena::Config {
            seed,
            party: MAX_PARTY as u8,
            foes: Foes::Level(3),
        };
        let arena_frames = play(
            app,
            low,
            high,
            boxed(Start::Arena(a), level),
            level,
            cap,
            (&mut stats, &mut waits),
        );
        waits.report(&alloc::format!("sgs-{}", level.name()));
        agb::println!(
            "info sgs-demo level={} adventure_frames={} arena_frames={}",
            level.name(),
            quest_frames,
            arena_frames
        );
    }
    stats
}

/// The Simple Game System's part of the benchmark ROM.
pub fn run(app: &mut App, low: &mut Timer, high: &mut Timer) -> FrameStats {
    frames(app, low, high, 30_000)
}
