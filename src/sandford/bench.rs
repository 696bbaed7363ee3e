//! Sandford benchmarks for the benchmark ROM: monsters' turns and their
//! single steps, whole hero AI decisions and their largest unit of work, and
//! the frames of a computer-heroes game played to its end.

use alloc::boxed::Box;
use alloc::vec::Vec;

use agb::timer::Timer;
use tabletop_core::sandford::{Action, Config, Event, Game, HouseRules, Phase, ai, heapless};

use super::bot::DEFAULT_LEVEL;
use super::options::{Seats, Settings};
use super::play::Play;
use crate::app::App;
use crate::bench::{FRAME_CYCLES, FrameStats, median_worst, read, start, stop};
use crate::screen::{self, Mark, Probe};

type Events = heapless::Vec<Event, 128>;

/// Games played per policy (each to its end).
const GAMES: u64 = 2;

/// Plays games from fixed seeds with each computer policy and measures, as
/// it goes, every monsters' turn (and each of its steps) and every hero
/// decision (each `Thinker` unit timed on its own; their sum is the whole
/// decision).
#[inline(never)] // its locals stay out of the caller's frame
pub fn rules_and_ai(low: &mut Timer, high: &mut Timer) {
    let mut turns = Vec::new();
    let mut steps = Vec::new();
    let mut arrivals = Vec::new();
    for policy in [ai::Level::Normal, ai::Level::Hard] {
        let name = policy.name();
        let mut decisions = Vec::new();
        let mut worst_unit = 0;
        let mut units = Vec::new();
        for seed in 1..=GAMES {
            let mut game = Game::new(Config {
                heroes: 2,
                rings_option: false,
                seed,
                // Every house rule: the long games the budgets were measured
                // on (with the paper's rules most end in the first waves).
                house: HouseRules::ALL,
            });
            let mut rng = ai::AiRng::new(seed);
            let mut events = Events::new();
            let mut turn = 0u32;
            let mut actions = 0;
            while !game.is_over() && actions < 5_000 {
                actions += 1;
                let action = if game.phase() == Phase::Monsters {
                    // A hero's blow is answered by the computer's rule.
                    game.soak_choice().unwrap_or(Action::Continue)
                } else {
                    // On the heap, as in play: a thinker holds a scratch game.
                    let mut t = Box::write(
                        Box::new_uninit(),
                        ai::Thinker::new(&game, policy, rng.next_seed()),
                    );
                    let (mut total, mut n) = (0u32, 0u32);
                    let a = loop {
                        start(low, high);
                        let a = t.step(&game, 1);
                        let cycles = stop(low, high);
                        total += cycles;
                        n += 1;
                        worst_unit = worst_unit.max(cycles);
                        if let Some(a) = a {
                            break a;
                        }
                    };
                    if a != Action::Continue {
                        decisions.push(total);
                        units.push(n);
                    }
                    a
                };
                let monsters = game.phase() == Phase::Monsters;
                let arrival = game.phase() == Phase::WaveApproaches;
                events.clear();
                start(low, high);
                let ok = game.try_apply(action, &mut events).is_ok();
                let cycles = stop(low, high);
                if !ok {
                    break;
                }
                if arrival {
                    arrivals.push(cycles);
                }
                if monsters {
                    steps.push(cycles);
                    turn += cycles;
                    if game.phase() != Phase::Monsters {
                        turns.push(turn);
                        turn = 0;
                    }
                }
            }
        }
        let n = decisions.len();
        let (m, w) = median_worst(&mut decisions);
        let (um, uw) = median_worst(&mut units);
        if policy == DEFAULT_LEVEL {
            agb::println!(
                "bench sandford-hero-ai cycles_median={} cycles_worst={}",
                m,
                w
            );
        }
        agb::println!(
            "info sandford-hero-ai-{} decisions={} cycles_median={} cycles_worst={} units_median={} units_worst={} unit_worst_cycles={}",
            name,
            n,
            m,
            w,
            um,
            uw,
            worst_unit
        );
    }
    let (m, w) = median_worst(&mut turns);
    agb::println!(
        "bench sandford-monster-turn cycles_median={} cycles_worst={}",
        m,
        w
    );
    let (sm, sw) = median_worst(&mut steps);
    agb::println!(
        "info sandford-monster-step turns={} steps={} cycles_median={} cycles_worst={}",
        turns.len(),
        steps.len(),
        sm,
        sw
    );
    // What one log line of an event costs (play logs one per event).
    let event = Event::MonsterSpawned {
        monster: tabletop_core::sandford::MonsterId(7),
        colour: tabletop_core::sandford::MonsterColour::Green,
        cell: tabletop_core::sandford::Cell::new(12, 40),
        hp: 2,
    };
    start(low, high);
    agb::println!("sandford: event {:?}", event);
    let log = stop(low, high);
    agb::println!("info sandford-event-log-line cycles={}", log);
    let (am, aw) = median_worst(&mut arrivals);
    agb::println!(
        "info sandford-wave-arrival-step steps={} cycles_median={} cycles_worst={}",
        arrivals.len(),
        am,
        aw
    );
}

/// Times the play loop the player runs: each frame's work (HUD strips,
/// drawing, then the logic of the next update) and the frames each computer
/// decision takes.
#[derive(Default)]
struct Watch {
    sample: Option<FrameStats>,
    frames: u32,
    slow: u32,
    /// When the frame's drawing began, and the HUD's share of it.
    drawing: u32,
    hud: u32,
    /// Cycles of the last frame's logic (update), counted inside the frame's work.
    logic: u32,
    before: u32,
    thought: u16,
    worst_logic: u32,
    worst_draw: u32,
    busy: u32,
    /// Frames to play at most.
    cap: u32,
    big_draws: u32,
    big_huds: u32,
    phase: Option<Phase>,
    waits: Option<crate::bench::Waits>,
    /// Computer decisions started so far.
    decision: u32,
}

/// The timers the watch reads (kept apart so the watch can be `Default`).
struct Timed<'t> {
    low: &'t mut Timer,
    high: &'t mut Timer,
    watch: Watch,
}

impl Probe<Play> for Timed<'_> {
    fn mark(&mut self, at: Mark, play: &Play) {
        let w = &mut self.watch;
        let now = read(self.low, self.high);
        match at {
            Mark::Begin => w.drawing = now,
            Mark::Flushed => {}
            Mark::Prepared => w.hud = now - w.drawing,
            Mark::Drawn => {
                let draw = now - w.drawing;
                if draw > 100_000 {
                    w.big_draws += 1;
                    if w.hud > 100_000 {
                        w.big_huds += 1;
                    }
                }
                if w.frames > 0 {
                    w.sample.get_or_insert_with(FrameStats::new).add(now);
                    w.worst_logic = w.worst_logic.max(w.logic);
                    w.worst_draw = w.worst_draw.max(draw);
                    if now > FRAME_CYCLES {
                        w.slow += 1;
                        if w.slow <= 8 {
                            agb::println!(
                                "info sandford-slow-frame cycles={} logic={} slice_lines={} draw={} hud={} phase={:?} wave={} frame={}",
                                now,
                                w.logic,
                                w.thought,
                                draw,
                                w.hud,
                                play.game.phase(),
                                play.game.wave(),
                                w.frames
                            );
                        }
                    }
                }
            }
            Mark::Committed => start(self.low, self.high),
            Mark::Updating => {
                w.phase = Some(play.game.phase());
                w.before = now;
            }
            Mark::Updated => {
                w.logic = now - w.before;
                w.thought = play.slice_lines();
                if w.logic > 160_000 && w.busy < 8 {
                    w.busy += 1;
                    agb::println!(
                        "info sandford-busy-logic cycles={} phase={:?}->{:?} wave={} monsters={} frame={}",
                        w.logic,
                        w.phase,
                        play.game.phase(),
                        play.game.wave(),
                        play.game.monsters().len(),
                        w.frames
                    );
                }
                // A decision is one bot's thinking: from the frame the bot is
                // made to the frame it has decided (its action may wait).
                let waits = w.waits.get_or_insert_with(crate::bench::Waits::new);
                if play.decisions != w.decision {
                    waits.end();
                    w.decision = play.decisions;
                }
                waits.frame(play.is_deciding(), play.is_thinking());
            }
        }
    }

    fn stop(&mut self) -> bool {
        self.watch.frames += 1;
        self.watch.frames >= self.watch.cap
    }
}

/// The frames of a computer-heroes game at `level`, played by the real play
/// loop, to its end or for `cap` frames. Returns the per-frame cycle statistics.
#[inline(never)] // its locals stay out of the caller's frame
pub fn frames(
    app: &mut App,
    low: &mut Timer,
    high: &mut Timer,
    level: ai::Level,
    cap: u32,
) -> FrameStats {
    let settings = Settings {
        players: 2,
        seats: Seats::Demo,
        timer: false,
        rings: false,
        level,
        house: HouseRules::ALL,
    };
    super::map::install_palettes(&mut app.gfx);
    app.text.clear();
    let mut play = super::play::new(&settings, 1);
    let mut timed = Timed {
        low,
        high,
        watch: Watch {
            cap,
            ..Watch::default()
        },
    };
    start(timed.low, timed.high);
    screen::run(app, &mut *play, &mut timed);
    let mut w = timed.watch;
    let worst_logic = w.worst_logic;
    let worst_draw = w.worst_draw;
    let (big_draws, big_huds) = (w.big_draws, w.big_huds);
    let frames = w.frames;
    let mut waits = w.waits.take().unwrap_or_else(crate::bench::Waits::new);
    let sample = w.sample.take().unwrap_or_else(FrameStats::new);
    agb::println!(
        "info sandford-demo-split level={} worst_logic_cycles={} worst_draw_cycles={} draws_over_100k={} of_which_hud={}",
        level.name(),
        worst_logic,
        worst_draw,
        big_draws,
        big_huds
    );
    waits.report(&alloc::format!("sandford-{}", settings.level.name()));
    agb::println!(
        "info sandford-demo level={} frames={} over={} phase={:?} waves={}",
        level.name(),
        frames,
        play.game.is_over(),
        play.game.phase(),
        play.game.waves_defeated()
    );
    sample
}

/// Sandford's part of the benchmark ROM: the rules and the computer's
/// decisions, then the frames: the cartridge's default level plays a whole
/// game; the other levels play the first part of one each, for their
/// `decide` lines.
pub fn run(app: &mut App, low: &mut Timer, high: &mut Timer) -> FrameStats {
    use tabletop_core::contract::Level;
    rules_and_ai(low, high);
    let mut stats = frames(app, low, high, Level::Hard, 150_000);
    for level in [Level::Easy, Level::Normal] {
        stats.merge(&frames(app, low, high, level, 20_000));
    }
    // The guided game, with nobody at the keys.
    let (_, mut play) = super::table::guided(app);
    stats.merge(&crate::bench::timed::guided(
        app, low, high, &mut play, 30_000,
    ));
    stats
}
