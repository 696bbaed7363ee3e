//! SiTTeRS benchmarks for the benchmark ROM: how long each AI level takes to
//! decide a baddie move (whole, per slice and per frame), what the AI's
//! building blocks cost, and the frames of computer-vs-computer games.

use alloc::boxed::Box;
use alloc::vec::Vec;

use agb::timer::Timer;
use tabletop_core::sitters::{Action, Events, Game, Phase, Side, ai};

use super::options::{Mode, Settings};
use super::play::Play;
use super::think::{THINK_UNTIL, WORK_PER_SLICE};
use crate::app::App;
use crate::bench::timed::Timed;
use crate::bench::{FrameStats, median_worst, read, start, stop};
use crate::screen::Ended;

/// Positions sampled per level.
const POSITIONS: usize = 24;

/// Runs `t` on `game` to the end of its decision.
fn decide(t: &mut ai::Thinker, game: &Game, level: ai::Level, seed: u64) -> Option<Action> {
    t.restart(game, level, seed);
    loop {
        if let Some(a) = t.step(u32::MAX) {
            return Some(a);
        }
        if t.is_stuck() {
            return None;
        }
    }
}

/// Baddie move positions reached by playing random games from fixed seeds
/// (the same as [`ai::choose`] with `AiRng::new(7)` gives).
fn positions(t: &mut ai::Thinker) -> Vec<Game> {
    let mut out = Vec::new();
    let mut seed = 1u64;
    let mut rng = ai::AiRng::new(7);
    while out.len() < POSITIONS {
        let mut game = Game::new(seed);
        seed += 1;
        let mut events = Events::new();
        let mut moves = 0u32;
        while !game.is_over() && out.len() < POSITIONS {
            if let Phase::Move {
                side: Side::Baddie, ..
            } = game.phase()
            {
                moves += 1;
                // Spread the samples over the game: every third baddie move.
                if moves.is_multiple_of(3) {
                    out.push(game.clone());
                }
            }
            let Some(action) = decide(t, &game, ai::Level::Random, rng.next_seed()) else {
                break;
            };
            events.clear();
            if game.try_apply(action, &mut events).is_err() {
                break;
            }
        }
    }
    out
}

/// `info sitters-probe <block>`: the cycles of each building block of the AI
/// over the positions (what [`ai::Thinker::cost`]'s units are set from).
fn probes(games: &[Game], low: &mut Timer, high: &mut Timer) {
    for (b, name) in ai::probe::BLOCKS.iter().enumerate() {
        let (mut total, mut items, mut worst) = (0u32, 0u32, 0u32);
        for g in games {
            let mut running = false;
            let mut clock = |on: bool| {
                if on {
                    start(low, high);
                } else if running {
                    let c = stop(low, high);
                    total += c;
                    worst = worst.max(c);
                }
                running = on;
            };
            items += ai::probe::run(g, b, &mut clock);
        }
        agb::println!(
            "info sitters-probe {} items={} cycles_per_item={} worst_call={}",
            name,
            items,
            total / items.max(1),
            worst
        );
    }
}

/// The slowest single [`ai::Thinker::step`] seen: its cycles, the time units
/// it charged and the stages before and after.
#[derive(Default)]
struct SlowStep {
    cycles: u32,
    units: u32,
    before: &'static str,
    after: &'static str,
}

/// `bench sitters-ai-<level>`: cycles for a whole decision, plus (as `info`)
/// the frames it takes when thought over frames as the game does ([`think`]),
/// the most cycles one frame's thinking took, the slowest single slice of
/// [`WORK_PER_SLICE`] units (and the most cycles per unit) and the cost of
/// restarting the thinker.
pub fn ai_decisions(low: &mut Timer, high: &mut Timer) {
    let mut t = Box::new(ai::Thinker::new(&Game::new(1), ai::Level::Random, 0));
    let games = positions(&mut t);
    probes(&games, low, high);
    for (level, name) in [
        (ai::Level::Easy, "easy"),
        (ai::Level::Normal, "normal"),
        (ai::Level::Hard, "hard"),
    ] {
        let mut whole = Vec::new();
        let mut frames = Vec::new();
        let mut per_frame = Vec::new();
        let mut restarts = Vec::new();
        let mut slow = SlowStep::default();
        let mut per_unit = SlowStep::default();
        for (i, game) in games.iter().enumerate() {
            let seed = i as u64;
            start(low, high);
            t.restart(game, level, seed);
            restarts.push(stop(low, high));
            start(low, high);
            decide(&mut t, game, level, seed);
            whole.push(stop(low, high));

            t.restart(game, level, seed);
            loop {
                let (cost, before) = (t.cost(), t.stage_name());
                start(low, high);
                let done = t.step(WORK_PER_SLICE).is_some() || t.is_stuck();
                let cycles = stop(low, high);
                let units = t.cost() - cost;
                let step = SlowStep {
                    cycles,
                    units,
                    before,
                    after: t.stage_name(),
                };
                if cycles / units.max(1) > per_unit.cycles / per_unit.units.max(1) && units >= 8 {
                    per_unit = SlowStep { ..step };
                }
                if cycles > slow.cycles {
                    slow = step;
                }
                if done {
                    break;
                }
            }

            t.restart(game, level, seed);
            let mut n = 0u32;
            loop {
                // Each frame's thinking starts at the vertical blank, as in play.
                agb::display::busy_wait_for_vblank();
                start(low, high);
                let line = crate::think::frame_line();
                let thought = crate::think::think(&mut *t, game, WORK_PER_SLICE, line, THINK_UNTIL);
                let done = thought.action.is_some() || t.decided().is_some() || t.is_stuck();
                per_frame.push(stop(low, high));
                n += 1;
                if done {
                    break;
                }
            }
            frames.push(n);
        }
        let (median, worst) = median_worst(&mut whole);
        agb::println!(
            "bench sitters-ai-{} cycles_median={} cycles_worst={}",
            name,
            median,
            worst
        );
        let (fm, fw) = median_worst(&mut frames);
        let (_, tw) = median_worst(&mut per_frame);
        agb::println!(
            "info sitters-ai-{} positions={} frames_median={} frames_worst={} think_worst_cycles={}",
            name,
            games.len(),
            fm,
            fw,
            tw
        );
        let (_, rw) = median_worst(&mut restarts);
        agb::println!(
            "info sitters-ai-{}-slice units={} worst_cycles={} units_then={} stage={}->{} most_cycles_per_unit={} ({} cycles for {} units, {}->{}) restart_worst_cycles={}",
            name,
            WORK_PER_SLICE,
            slow.cycles,
            slow.units,
            slow.before,
            slow.after,
            per_unit.cycles / per_unit.units.max(1),
            per_unit.cycles,
            per_unit.units,
            per_unit.before,
            per_unit.after,
            rw
        );
    }
}

/// The CPU work of each frame (logic, AI slices, drawing, mixing) from the end
/// of one frame's commit to the start of the next, over computer-vs-computer
/// games at every level (three at Hard). Logs the first slow frames with what
/// happened in them. Returns the per-frame cycle statistics.
pub fn frames(app: &mut App, low: &mut Timer, high: &mut Timer) -> FrameStats {
    /// Frames a demo game may take.
    const DEMO_FRAMES: u32 = 20_000;
    let mut sample = FrameStats::new();
    let mut waits = [
        crate::bench::Waits::new(),
        crate::bench::Waits::new(),
        crate::bench::Waits::new(),
        crate::bench::Waits::new(),
    ];
    for (level, seed) in [
        (ai::Level::Hard, 1u64),
        (ai::Level::Hard, 2),
        (ai::Level::Hard, 3),
        (ai::Level::Normal, 4),
        (ai::Level::Easy, 5),
    ] {
        let settings = Settings {
            mode: Mode::Demo,
            level,
        };
        let mut play = super::play::on(
            app,
            &settings,
            seed,
            tabletop_core::sitters::Game::new(seed),
        );
        let mut timed = Timed::new(&mut *low, &mut *high, |play: &Play| {
            alloc::format!("phase={:?}", play.game.phase())
        });
        // The loop the player runs, timed; the level's decisions go on
        // counting in its own list.
        core::mem::swap(&mut timed.waits, &mut waits[level as usize]);
        let ended = timed.play(app, &mut play, DEMO_FRAMES);
        let frames = timed.frames();
        core::mem::swap(&mut timed.waits, &mut waits[level as usize]);
        sample.merge(&timed.sample);
        if ended == Ended::Stopped {
            agb::println!("info sitters-demo-unfinished seed={}", seed);
        }
        // The end screen, as `play::run` shows it (its first part in the same
        // frame as the game's last update).
        let mut end_worst = 0;
        for part in 0..=super::end::PARTS {
            if part < super::end::PARTS {
                super::end::draw_part(app, &play.game, part);
            }
            let mut frame = app.gfx.frame();
            app.text.show(&mut frame);
            let work = read(low, high);
            frame.commit();
            start(low, high);
            sample.add(work);
            end_worst = end_worst.max(work);
            app.next_frame();
        }
        agb::println!(
            "info sitters-demo level={:?} seed={} frames={} over={} end_screen_worst_cycles={}",
            level,
            seed,
            frames,
            &play.game.is_over(),
            end_worst
        );
    }
    for (level, w) in ai::Level::ALL.iter().zip(waits.iter_mut()) {
        if *level != ai::Level::Random {
            w.report(&alloc::format!("sitters-{}", level.name()));
        }
    }
    sample
}

/// SiTTeRS' part of the benchmark ROM: the computer's decisions, then the
/// frames of whole games and of the guided game.
pub fn run(app: &mut App, low: &mut Timer, high: &mut Timer) -> FrameStats {
    ai_decisions(low, high);
    let mut stats = frames(app, low, high);
    // The guided game, with nobody at the keys.
    let (_, mut play) = super::learn::guided(app);
    stats.merge(&crate::bench::timed::guided(
        app, low, high, &mut play, 20_000,
    ));
    stats
}
