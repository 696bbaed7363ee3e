//! Simple Game System benchmarks for the benchmark ROM: computer-only
//! adventures (a party of four, the computer playing every hero) and arena
//! fights, played by the real play loop and drawn as in play: every frame's
//! cycles against the budget, and how many frames each computer decision
//! keeps the player waiting (`decide sgs-<level>`).

use agb::timer::Timer;
use tabletop_core::contract::Level;
use tabletop_core::sgs::arena::{self, Arena, Foes};
use tabletop_core::sgs::quest::{MAX_PARTY, Quest, QuestConfig};

use super::mode::Mode;
use super::play::Play;
use crate::app::App;
use crate::bench::{FRAME_CYCLES, FrameStats, Waits, read, start};

/// Plays `mode` with the computer on every side to its end or `cap` frames,
/// counting each frame's cycles (from the commit to the next one) and each
/// decision's frames. Returns the frames played.
fn play(
    app: &mut App,
    low: &mut Timer,
    high: &mut Timer,
    mode: Mode,
    level: Level,
    cap: u32,
    (stats, waits): (&mut FrameStats, &mut Waits),
) -> u32 {
    let mut p = Play::new(mode, 5);
    p.level = level;
    p.companions = level;
    p.computer_only = true;
    let mut frames = 0;
    let mut decisions = 0;
    let mut slow = 0;
    start(low, high);
    loop {
        let over = p.step(app).is_some();
        let logic = read(low, high);
        if p.decisions != decisions {
            waits.end();
            decisions = p.decisions;
        }
        waits.frame(p.is_thinking(), p.is_thinking());
        p.draw_if_dirty(app);
        let drawn = read(low, high);
        let mut frame = app.gfx.frame();
        app.text.show(&mut frame);
        let cycles = read(low, high);
        if frames > 0 {
            stats.add(cycles);
            if cycles > FRAME_CYCLES && slow < 8 {
                slow += 1;
                agb::println!(
                    "info sgs-slow-frame cycles={} logic={} drawn={} frame={} thinking={}",
                    cycles,
                    logic,
                    drawn,
                    frames,
                    p.is_thinking()
                );
            }
        }
        frame.commit();
        start(low, high);
        app.next_frame();
        frames += 1;
        if over || frames >= cap {
            waits.end();
            return frames;
        }
    }
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
        let q = Quest::new(config);
        let quest_frames = play(
            app,
            low,
            high,
            Mode::Quest(alloc::boxed::Box::new(q)),
            level,
            cap,
            (&mut stats, &mut waits),
        );
        let a = Arena::new(arena::Config {
            seed,
            party: MAX_PARTY as u8,
            foes: Foes::Level(3),
        });
        let arena_frames = play(
            app,
            low,
            high,
            Mode::Arena(alloc::boxed::Box::new(a)),
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
