//! Simple Game System benchmarks for the benchmark ROM: computer-only
//! adventures (a party of four, the computer playing every hero) and arena
//! fights, played by the real play loop and drawn as in play: every frame's
//! cycles against the budget, and how many frames each computer decision
//! keeps the player waiting (`decide sgs-<level>`).

use agb::timer::Timer;
use tabletop_core::contract::Level;
use tabletop_core::sgs::arena::{self, Foes};
use tabletop_core::sgs::quest::{MAX_PARTY, QuestConfig};

use alloc::boxed::Box;

use super::play::{Play, Story};
use crate::app::App;
use crate::bench::FrameStats;
use crate::bench::timed::Timed;
use tabletop_core::sgs::{Game, Start};

/// Plays `p` with the computer on every side at `level`, through the loop
/// the player runs (saving after every action), to its end or `cap` frames.
/// Returns the frames played.
fn play(
    app: &mut App,
    timed: &mut Timed<'_, Story>,
    mut p: Box<Play>,
    level: Level,
    cap: u32,
) -> u32 {
    p.front.level = level;
    p.front.computer_only = true;
    timed.play(app, &mut p, cap);
    timed.frames()
}

/// A new game from `start`, on the heap (built in a frame of its own).
#[inline(never)]
fn boxed(start: Start, level: Level) -> Box<Play> {
    use tabletop_core::contract::Rules;
    super::play::boxed(Game::new(start), 5, level, 1)
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
        let mut timed = Timed::new(low, high, |p: &Play| {
            alloc::format!(
                "arena={} trace={:?}",
                p.game.arena().is_some(),
                p.front.view.trace
            )
        });
        let seed = 21 + k as u64;
        let config = QuestConfig {
            seed,
            party: MAX_PARTY as u8,
            random: false,
            last_breath: false,
        };
        let quest = boxed(Start::Adventure(config), level);
        let quest_frames = play(app, &mut timed, quest, level, cap);
        let a = arena::Config {
            seed,
            party: MAX_PARTY as u8,
            foes: Foes::Level(3),
        };
        let fight = boxed(Start::Arena(a), level);
        let arena_frames = play(app, &mut timed, fight, level, cap);
        timed.waits.report(&alloc::format!("sgs-{}", level.name()));
        stats.merge(&timed.sample);
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
    let mut stats = frames(app, low, high, 30_000);
    // The guided game, with nobody at the keys.
    let mut play = super::learn::guided();
    stats.merge(&crate::bench::timed::guided(
        app, low, high, &mut play, 30_000,
    ));
    stats
}
