//! Sandford benchmarks for the benchmark ROM: a whole monsters' turn, one hero
//! AI decision, and the worst frame of a computer-heroes game.

use alloc::vec::Vec;

use agb::timer::Timer;
use tabletop_core::sandford::{Action, Config, Event, Game, Phase, ai, heapless};

use super::options::{Seats, Settings};
use super::play::Play;
use crate::app::App;
use crate::bench::{FrameStats, median_worst, read, start, stop};

type Events = heapless::Vec<Event, 128>;

/// Plays Normal-policy games from fixed seeds and measures, as it goes, every
/// monsters' turn (all its steps) and every hero decision.
pub fn rules_and_ai(low: &mut Timer, high: &mut Timer) {
    let mut turns = Vec::new();
    let mut steps = Vec::new();
    let mut decisions = Vec::new();
    for seed in 1..=2u64 {
        let mut game = Game::new(Config {
            heroes: 2,
            rings_option: false,
            seed,
        });
        let mut rng = ai::rng(seed);
        let mut events = Events::new();
        let mut turn = 0u32;
        let mut actions = 0u32;
        while !game.is_over() && actions < 3_000 && decisions.len() < 60 {
            actions += 1;
            let action = if game.phase() == Phase::Monsters {
                Action::Continue
            } else {
                start(low, high);
                let a = ai::choose(&game, ai::Policy::Normal, &mut rng);
                let cycles = stop(low, high);
                if game.pending_hero().is_some() || matches!(a, Action::Continue) {
                    if !matches!(a, Action::Continue) {
                        decisions.push(cycles);
                    }
                }
                a
            };
            let monsters = game.phase() == Phase::Monsters;
            events.clear();
            start(low, high);
            let ok = game.try_apply(action, &mut events).is_ok();
            let cycles = stop(low, high);
            if !ok {
                break;
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
    let n = decisions.len();
    let (m, w) = median_worst(&mut decisions);
    agb::println!(
        "bench sandford-hero-ai cycles_median={} cycles_worst={}",
        m,
        w
    );
    agb::println!("info sandford-hero-ai decisions={}", n);
}

/// The worst frame of work over a computer-heroes game (drawn as in play).
/// Returns the per-frame cycle statistics.
pub fn frames(app: &mut App, low: &mut Timer, high: &mut Timer) -> FrameStats {
    let settings = Settings {
        players: 2,
        seats: Seats::Demo,
        timer: false,
        rings: false,
    };
    let mut sample = FrameStats::new();
    super::map::install_palettes(&mut app.gfx);
    app.text.clear();
    let mut play = Play::new(&settings, 1);
    let mut frames = 0u32;
    let mut slow = 0;
    start(low, high);
    while frames < 20_000 {
        play.hud(app);
        let mut frame = app.gfx.frame();
        play.show(&mut frame);
        play.bg.show(&mut frame);
        app.text.show(&mut frame);
        let work = read(low, high);
        frame.commit();
        start(low, high);
        if frames > 0 {
            sample.add(work);
            if work > 1_000_000 && slow < 8 {
                slow += 1;
                agb::println!(
                    "info sandford-slow-frame cycles={} phase={:?} wave={}",
                    work,
                    play.game.phase(),
                    play.game.wave()
                );
            }
        }
        frames += 1;
        app.next_frame();
        if play.update(app) {
            break;
        }
    }
    agb::println!(
        "info sandford-demo frames={} over={}",
        frames,
        play.game.is_over()
    );
    sample
}
