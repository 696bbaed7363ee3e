//! The soak: every ready game on the cartridge driven by seeded random button
//! presses for a long run, failing on a panic, a frame that never finishes, or a
//! screen that stops changing while the keys change.
//!
//! Used by `tabletop-harness soak` (`make soak`, the long run) and by
//! `tests/tests/soak.rs` (the short run `make test` does).
//!
//! One run is one game and one seed: boot, the title, the menu, into the game's
//! options, then segments of
//!
//! * **a child's mashing**: rapid random taps of one to three keys, chords of
//!   several keys held at once, long holds (with other keys tapped on top), and
//!   pauses with nothing pressed; the keys are all ten, anywhere (menus
//!   included);
//! * **purposeful play**, chosen from the scene the ROM last logged: A-heavy
//!   presses with the d-pad, SELECT-then-A (SiTTeRS' hint), L/R, B and R held,
//!   so games are started, played and finished; START opens the pause menu,
//!   which is resumed, or opens the help pages, or quits to the menu (confirmed,
//!   or called off); from the menu it walks back to the game under test, or now
//!   and then into another one (unbuilt ones included); options are changed at
//!   random before each game.
//!
//! The PRNG (SplitMix64) is seeded from the game's name and the seed, and the
//! emulator is deterministic, so `--game NAME --seed S` replays a run exactly.
//!
//! Checked after every frame:
//!
//! * **panic**: agb's panic output in the log ([`Emu::panicked`]);
//! * **frame never finishes**: mGBA's `runFrame` always completes (it runs the
//!   video clock, whatever the ROM's code does), so the harness watches the
//!   ROM's own frame counter instead (`App::frames`, found in RAM at the menu as
//!   the smallest word that counts emulated frames one by one). If it stands
//!   still for [`HANG_FRAMES`] while the screen and the log do too, the ROM is
//!   stuck inside one frame. The longest time it stood still is reported as
//!   `longest frame`. If the counter cannot be told apart, the freeze check
//!   below still catches a hang (the screen and the log both frozen);
//! * **screen frozen**: no pixel changed for [`FROZEN_FRAMES`] (20 s of GBA
//!   time) although A, B and START were each freshly pressed at least twice and
//!   the keys changed at least 20 times: every screen on the cartridge leaves
//!   or changes on one of those three;
//! * **no progress**: the ROM logged nothing for [`STUCK_FRAMES`] (5 minutes)
//!   while those keys kept being pressed (every scene logs when it is entered,
//!   every game logs its events).

use std::collections::{HashMap, VecDeque};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crate::{Emu, Key, LogLevel, out_dir};

mod drive;
mod rng;
mod run;
mod watch;

pub use rng::{Rng, run_seed};
use run::{Run, Stop};
pub use watch::Watch;

/// Frames without a pixel change (while A, B and START are pressed) that fail a run.
pub const FROZEN_FRAMES: u64 = 1200;
/// Frames the ROM's frame counter may stand still (with the screen and log) before
/// the run fails as a frame that never finishes.
pub const HANG_FRAMES: u64 = 600;
/// Frames without a ROM log line (while A, B and START are pressed) that fail a run.
pub const STUCK_FRAMES: u64 = 18_000;
/// The screen is hashed every this many frames (odd, so no blink aliases it).
pub const SCREEN_EVERY: u64 = 5;
/// Default frames per run (one game, one seed) of `tabletop-harness soak`.
pub const DEFAULT_FRAMES: u64 = 250_000;
/// Default number of seeds (1..=K) of `tabletop-harness soak`.
pub const DEFAULT_SEEDS: u64 = 4;

/// GBA frames per second (16,777,216 Hz / 280,896 cycles).
pub const GBA_FPS: f64 = 59.7275;

/// What to soak.
#[derive(Clone, Debug)]
pub struct Config {
    /// The ROM.
    pub rom: PathBuf,
    /// Frames per run (one game, one seed).
    pub frames: u64,
    /// The seeds; each game runs once per seed.
    pub seeds: Vec<u64>,
    /// Only games whose name contains this (case-insensitive).
    pub game: Option<String>,
    /// Runs at once (threads).
    pub jobs: usize,
}

/// One row of the boot log's game table (`games: <index> <ready|unbuilt> <name>`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRow {
    /// Menu index.
    pub index: usize,
    /// Built (playable)?
    pub ready: bool,
    /// Name on the menu.
    pub name: String,
}

/// Reads the game table from ROM log lines.
pub fn parse_table<'a>(lines: impl Iterator<Item = &'a str>) -> Vec<GameRow> {
    lines
        .filter_map(|l| l.split_once("games: ").map(|(_, rest)| rest))
        .filter_map(|rest| {
            let mut w = rest.splitn(3, ' ');
            let index = w.next()?.parse().ok()?;
            let ready = match w.next()? {
                "ready" => true,
                "unbuilt" => false,
                _ => return None,
            };
            let name = w.next()?.to_string();
            Some(GameRow { index, ready, name })
        })
        .collect()
}

/// Boots the ROM far enough to read its game table.
pub fn read_table(rom: &Path) -> Result<Vec<GameRow>, String> {
    let mut emu = Emu::load(rom)?;
    emu.wait_for_log("scene: title", 600)?;
    let table = parse_table(emu.rom_lines());
    if table.is_empty() {
        return Err("the ROM logged no game table at boot".into());
    }
    Ok(table)
}

/// Why a run failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FailKind {
    /// The ROM panicked.
    Panic,
    /// A frame never finished (the ROM's frame counter, screen and log all stopped).
    Hang,
    /// The screen stopped changing while the keys changed.
    Frozen,
    /// The ROM logged nothing for a long time while the keys changed.
    Stuck,
    /// The harness could not run (ROM missing, boot failed, ...).
    Setup,
}

impl FailKind {
    /// A short name for messages and file names.
    pub fn name(self) -> &'static str {
        match self {
            FailKind::Panic => "panic",
            FailKind::Hang => "hang",
            FailKind::Frozen => "frozen",
            FailKind::Stuck => "stuck",
            FailKind::Setup => "setup",
        }
    }
}

/// A failed run.
#[derive(Clone, Debug)]
pub struct Failure {
    /// What went wrong.
    pub kind: FailKind,
    /// The emulated frame it was noticed at.
    pub frame: u64,
    /// What went wrong, in words.
    pub message: String,
    /// The last ROM log lines.
    pub log_tail: String,
    /// The screen at the failure.
    pub screenshot: Option<PathBuf>,
}

/// Counts from one run.
#[derive(Clone, Debug, Default)]
pub struct Stats {
    /// Frames run.
    pub frames: u64,
    /// Frames of mashing (the rest is purposeful play).
    pub mash_frames: u64,
    /// Frames inside a game (its play screen, pause, help, end), any game.
    pub game_frames: u64,
    /// Games started (`<game>: new game seed=`, or a guided game's
    /// `<game>: learn to play`).
    pub games_started: u64,
    /// End screens reached.
    pub games_ended: u64,
    /// End screens left within 30 frames of appearing (the result hardly seen).
    pub quick_ends: u64,
    /// Pause menus opened.
    pub pauses: u64,
    /// Help pages shown (scenes and page turns).
    pub help: u64,
    /// Quits to the menu from the pause menu.
    pub quits: u64,
    /// Times on the cartridge menu.
    pub menus: u64,
    /// Games other than the one under test entered (built or not).
    pub other_games: u64,
    /// Moves the rules refused.
    pub refused: u64,
    /// Most emulated frames the ROM's frame counter stood still (1 = never late),
    /// `None` when the counter was not found.
    pub longest_frame: Option<u64>,
    /// Where the longest frame ended: the emulated frame and the scene.
    pub longest_frame_at: (u64, String),
    /// Most frames the screen stood still.
    pub longest_still: u64,
}

/// The result of one run.
#[derive(Clone, Debug)]
pub struct RunResult {
    /// The game's name.
    pub game: String,
    /// The seed.
    pub seed: u64,
    /// Frames asked for.
    pub target_frames: u64,
    /// What happened.
    pub stats: Stats,
    /// Host time.
    pub elapsed: Duration,
    /// None if it passed.
    pub failure: Option<Failure>,
}

impl RunResult {
    /// Frames per second of host time.
    pub fn fps(&self) -> f64 {
        self.stats.frames as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }

    /// The one progress line for this run.
    pub fn line(&self) -> String {
        let s = &self.stats;
        let longest = match s.longest_frame {
            Some(n) => format!(
                "{n} (frame {}, {})",
                s.longest_frame_at.0, s.longest_frame_at.1
            ),
            None => "?".into(),
        };
        let what = match &self.failure {
            None => "ok".to_string(),
            Some(f) => format!("FAILED ({}) at frame {}", f.kind.name(), f.frame),
        };
        format!(
            "soak {} seed {}: {what}: {} frames ({:.0} min of GBA time) in {:.1} s ({:.0} fps); \
             mash {}%, in a game {}%; games started {}, ended {} (left within 30 frames {}); \
             pauses {}, help {}, quits {}, \
             menus {}, other games {}, refused {}; longest frame {longest}, longest still screen {} frames",
            self.game,
            self.seed,
            s.frames,
            s.frames as f64 / GBA_FPS / 60.0,
            self.elapsed.as_secs_f64(),
            self.fps(),
            percent(s.mash_frames, s.frames),
            percent(s.game_frames, s.frames),
            s.games_started,
            s.games_ended,
            s.quick_ends,
            s.pauses,
            s.help,
            s.quits,
            s.menus,
            s.other_games,
            s.refused,
            s.longest_still,
        )
    }

    /// The failure explained: what, where, how to replay, the log tail, the screen.
    pub fn report(&self, rom: &Path) -> Option<String> {
        let f = self.failure.as_ref()?;
        let shot = match &f.screenshot {
            Some(p) => p.display().to_string(),
            None => "(none)".into(),
        };
        Some(format!(
            "soak {} seed {}: {} at frame {}: {}\n\
             replay: target/release/tabletop-harness soak {} --game \"{}\" --seed {} --frames {}\n\
             screen: {shot}\n\
             last log lines:\n{}",
            self.game,
            self.seed,
            f.kind.name(),
            f.frame,
            f.message,
            rom.display(),
            self.game,
            self.seed,
            f.frame + 1,
            f.log_tail
        ))
    }
}

fn percent(a: u64, b: u64) -> u64 {
    (a * 100).checked_div(b).unwrap_or(0)
}

/// Everything a whole soak did.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    /// Every run, in the order they finished.
    pub runs: Vec<RunResult>,
    /// Host time of the whole soak.
    pub elapsed: Duration,
}

impl Summary {
    /// Runs that passed.
    pub fn passed(&self) -> usize {
        self.runs.iter().filter(|r| r.failure.is_none()).count()
    }

    /// Runs that failed.
    pub fn failed(&self) -> usize {
        self.runs.len() - self.passed()
    }

    /// Frames run in all.
    pub fn frames(&self) -> u64 {
        self.runs.iter().map(|r| r.stats.frames).sum()
    }
}

/// Runs every (game, seed) of `cfg` on `cfg.jobs` threads; `on_run` sees each
/// result as it finishes (in finishing order). Err if the ROM cannot be read or
/// no ready game matches.
pub fn soak(cfg: &Config, mut on_run: impl FnMut(&RunResult)) -> Result<Summary, String> {
    let start = Instant::now();
    let table = read_table(&cfg.rom)?;
    let games: Vec<GameRow> = table
        .iter()
        .filter(|r| r.ready)
        .filter(|r| match &cfg.game {
            Some(g) => r.name.to_lowercase().contains(&g.to_lowercase()),
            None => true,
        })
        .cloned()
        .collect();
    if games.is_empty() {
        return Err(match &cfg.game {
            Some(g) => format!("no ready game in the ROM's table matches {g:?}"),
            None => "the ROM's table has no ready game".into(),
        });
    }
    let mut jobs = Vec::new();
    for &seed in &cfg.seeds {
        for g in &games {
            jobs.push((g.clone(), seed));
        }
    }
    let next = AtomicUsize::new(0);
    let results = Mutex::new(Vec::new());
    let (tx, rx) = std::sync::mpsc::channel::<RunResult>();
    let threads = cfg.jobs.clamp(1, jobs.len().max(1));
    std::thread::scope(|s| {
        for _ in 0..threads {
            let tx = tx.clone();
            let (jobs, next, table) = (&jobs, &next, &table);
            s.spawn(move || {
                loop {
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    let Some((game, seed)) = jobs.get(i) else {
                        break;
                    };
                    let r = run_one(&cfg.rom, table, game, *seed, cfg.frames);
                    if tx.send(r).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        for r in rx {
            on_run(&r);
            results.lock().unwrap().push(r);
        }
    });
    Ok(Summary {
        runs: results.into_inner().unwrap(),
        elapsed: start.elapsed(),
    })
}

/// One run: `game` from seed `seed` for `frames` frames.
pub fn run_one(rom: &Path, table: &[GameRow], game: &GameRow, seed: u64, frames: u64) -> RunResult {
    let start = Instant::now();
    let mut result = RunResult {
        game: game.name.clone(),
        seed,
        target_frames: frames,
        stats: Stats::default(),
        elapsed: Duration::ZERO,
        failure: None,
    };
    let emu = match Emu::load(rom) {
        Ok(e) => e,
        Err(e) => {
            result.failure = Some(Failure {
                kind: FailKind::Setup,
                frame: 0,
                message: e,
                log_tail: String::new(),
                screenshot: None,
            });
            return result;
        }
    };
    let mut run = Run::new(emu, table, game, seed, frames);
    let outcome = run.drive();
    run.stats.frames = run.emu.frame_count();
    if run.counter.is_none() {
        run.stats.longest_frame = None;
    }
    if let Err(Stop::Fail(f)) = outcome {
        result.failure = Some(f);
    }
    result.stats = run.stats;
    result.elapsed = start.elapsed();
    result
}
