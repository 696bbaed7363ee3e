//! SiTTeRS benchmarks for the benchmark ROM: how long each AI level takes to
//! decide a baddie move, and the worst frame of a computer-vs-computer game.

use alloc::vec::Vec;

use agb::timer::Timer;
use tabletop_core::sitters::{Events, Game, Phase, Side, ai};

use super::options::{Mode, Settings};
use super::play::{Play, think};
use crate::app::App;
use crate::bench::{FrameStats, median_worst, read, start, stop};

/// Positions sampled per level.
const POSITIONS: usize = 24;

/// Baddie move positions reached by playing random games from fixed seeds.
fn positions() -> Vec<Game> {
    let mut out = Vec::new();
    let mut rng = ai::AiRng::new(7);
    let mut seed = 1u64;
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
                if moves % 3 == 0 {
                    out.push(game.clone());
                }
            }
            let Some(action) = ai::choose(&game, ai::Level::Random, &mut rng) else {
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

/// `bench sitters-ai-<level>`: cycles for a whole decision, plus (as `info`)
/// the frames it takes when thought over frames as the game does ([`think`])
/// and the most cycles one frame's thinking took.
pub fn ai_decisions(low: &mut Timer, high: &mut Timer) {
    let games = positions();
    for (level, name) in [
        (ai::Level::Easy, "easy"),
        (ai::Level::Normal, "normal"),
        (ai::Level::Hard, "hard"),
    ] {
        let mut whole = Vec::new();
        let mut frames = Vec::new();
        let mut slices = Vec::new();
        for (i, game) in games.iter().enumerate() {
            start(low, high);
            let mut t = ai::Thinker::new(game, level, i as u64);
            while t.step(u32::MAX).is_none() && !t.is_stuck() {}
            whole.push(stop(low, high));

            let mut t = ai::Thinker::new(game, level, i as u64);
            let mut n = 0u32;
            loop {
                // Each frame's thinking starts at the top of the frame, as in play.
                agb::display::busy_wait_for_vblank();
                start(low, high);
                let done = think(&mut t).0.is_some() || t.is_stuck();
                slices.push(stop(low, high));
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
        let (_, sw) = median_worst(&mut slices);
        agb::println!(
            "info sitters-ai-{} positions={} frames_median={} frames_worst={} think_worst_cycles={}",
            name,
            games.len(),
            fm,
            fw,
            sw
        );
    }
}

/// The CPU work of each frame (logic, AI slice, drawing, mixing) from the end of
/// one frame's commit to the start of the next, over computer-vs-computer games
/// at Hard. Returns the per-frame cycle statistics.
pub fn frames(app: &mut App, low: &mut Timer, high: &mut Timer) -> FrameStats {
    let settings = Settings {
        mode: Mode::Demo,
        level: ai::Level::Hard,
    };
    let mut sample = FrameStats::new();
    for seed in 1..=3u64 {
        super::view::install_palettes(&mut app.gfx);
        let board = super::view::board_background();
        app.text.clear();
        let mut play = Play::new(&settings, seed);
        let mut frames = 0u32;
        start(low, high);
        while frames < 20_000 {
            let mut frame = app.gfx.frame();
            board.show(&mut frame);
            app.text.show(&mut frame);
            play.show(&mut frame);
            let work = read(low, high);
            frame.commit();
            start(low, high);
            if frames > 0 {
                sample.add(work);
            }
            frames += 1;
            app.next_frame();
            if play.update(app) {
                break;
            }
        }
        agb::println!(
            "info sitters-demo seed={} frames={} over={}",
            seed,
            frames,
            play.game().is_over()
        );
    }
    sample
}
