//! The soak: every ready game on the cartridge driven by seeded random button
//! presses for a long run, failing on a panic, a frame that never finishes, or a
//! screen that stops changing while the keys change.
//!
//! Used by `tabletop-harness soak` (`make soak`, the long run) and by
//! `tests/tests/soak.rs` (the short run `make test` does). Both include this file
//! with `#[path]`, so it only uses the harness library's public API.
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

#![allow(dead_code)]

use std::collections::{HashMap, VecDeque};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use tabletop_emu::{Emu, Key, LogLevel, out_dir};

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
    /// Games started (`<game>: new game seed=`).
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

/// SplitMix64.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (n > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        ((self.next_u64() >> 32) * n) >> 32
    }

    /// Uniform in `lo..=hi`.
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.below(hi - lo + 1)
    }

    /// True with probability `pct` percent.
    pub fn chance(&mut self, pct: u64) -> bool {
        self.below(100) < pct
    }

    /// Picks by weight: returns the index of the chosen weight.
    pub fn weighted(&mut self, weights: &[u64]) -> usize {
        let total: u64 = weights.iter().sum();
        let mut x = self.below(total.max(1));
        for (i, &w) in weights.iter().enumerate() {
            if x < w {
                return i;
            }
            x -= w;
        }
        weights.len() - 1
    }

    /// One key, any of the ten.
    pub fn key(&mut self) -> Key {
        Key::ALL[self.below(Key::ALL.len() as u64) as usize]
    }

    /// A mask of `lo..=hi` distinct random keys.
    pub fn keys(&mut self, lo: u64, hi: u64) -> u32 {
        let n = self.range(lo, hi);
        let mut m = 0u32;
        while m.count_ones() < n as u32 {
            m |= self.key().mask();
        }
        m
    }
}

/// The seed of a run's PRNG: the game's name mixed with the seed.
pub fn run_seed(game: &str, seed: u64) -> u64 {
    let mut h = 0xCBF2_9CE4_8422_2325u64;
    for b in game.bytes() {
        h = (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01B3);
    }
    h ^ seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

fn keys_of(mask: u32) -> Vec<Key> {
    Key::ALL
        .iter()
        .copied()
        .filter(|k| mask & k.mask() != 0)
        .collect()
}

/// Where the ROM is, as far as its log says.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Scene {
    Boot,
    Title,
    Menu,
    NotBuilt,
    /// A game's options screen (its log word, e.g. "sitters").
    Options(String),
    Play(String),
    Pause(String),
    Help(String),
    End(String),
}

impl Scene {
    fn in_game(&self) -> bool {
        matches!(
            self,
            Scene::Play(_) | Scene::Pause(_) | Scene::Help(_) | Scene::End(_)
        )
    }
}

/// Why driving stopped.
enum Stop {
    /// The frames asked for were run.
    Done,
    Fail(Failure),
}

type Step = Result<(), Stop>;

/// One run in progress.
struct Run {
    emu: Emu,
    rng: Rng,
    table: Vec<GameRow>,
    target: GameRow,
    seed: u64,
    frames: u64,
    stats: Stats,
    mashing: bool,
    /// Print every ROM line (`TABLETOP_SOAK_TRACE=1`), for replaying a failure.
    trace: bool,

    // What the log says.
    scene: Scene,
    /// Game name -> its log word ("SiTTeRS" -> "sitters"), learnt from the log.
    words: HashMap<String, String>,
    chosen: Option<usize>,
    menu_cursor: Option<usize>,
    pause_choice: Option<usize>,
    tail: VecDeque<String>,
    /// Count of ROM lines seen (a cursor for waiting).
    lines_seen: u64,
    last_line: String,
    /// The frame the last end screen appeared, while it is shown.
    end_at: Option<u64>,

    // Checks.
    prev_mask: u32,
    watch: Watch,
    /// Address of the ROM's frame counter, once found.
    counter: Option<u32>,
}

impl Run {
    fn new(emu: Emu, table: &[GameRow], target: &GameRow, seed: u64, frames: u64) -> Run {
        Run {
            emu,
            rng: Rng::new(run_seed(&target.name, seed)),
            table: table.to_vec(),
            target: target.clone(),
            seed,
            frames,
            stats: Stats::default(),
            mashing: false,
            trace: std::env::var_os("TABLETOP_SOAK_TRACE").is_some_and(|v| v != "0"),
            scene: Scene::Boot,
            words: HashMap::new(),
            chosen: None,
            menu_cursor: None,
            pause_choice: None,
            tail: VecDeque::new(),
            lines_seen: 0,
            last_line: String::new(),
            end_at: None,
            prev_mask: 0,
            watch: Watch::default(),
            counter: None,
        }
    }

    fn now(&self) -> u64 {
        self.emu.frame_count()
    }

    // ---- one frame and its checks -------------------------------------------

    /// Runs one frame with `mask` held, then checks it.
    fn frame(&mut self, mask: u32) -> Step {
        if self.now() >= self.frames {
            return Err(Stop::Done);
        }
        self.emu.hold(&keys_of(mask));
        self.emu.step_frame();
        let now = self.now();
        if self.mashing {
            self.stats.mash_frames += 1;
        }
        if self.scene.in_game() {
            self.stats.game_frames += 1;
        }

        // Keys: the menu pointer follows Up/Down on the menu.
        let fresh = mask & !self.prev_mask;
        if self.scene == Scene::Menu
            && let Some(c) = self.menu_cursor
        {
            let dy = (fresh & Key::Down.mask() != 0) as i64 - (fresh & Key::Up.mask() != 0) as i64;
            let n = self.table.len() as i64;
            self.menu_cursor = Some((c as i64 + dy).rem_euclid(n) as usize);
        }
        self.watch.keys(mask);
        self.prev_mask = mask;

        // The log.
        let lines = self.emu.take_log();
        for line in &lines {
            if line.is_from_rom() {
                if self.trace {
                    println!(
                        "[{} seed {} frame {now}] {}",
                        self.target.name, self.seed, line.text
                    );
                }
                self.observe(&line.text);
                self.watch.log_line(now);
            }
            if line.is_from_rom() || matches!(line.level, LogLevel::Fatal | LogLevel::Error) {
                self.tail.push_back(format!("  [frame {now}] {line}"));
                if self.tail.len() > 30 {
                    self.tail.pop_front();
                }
            }
        }

        // A panic.
        if self.emu.panicked().is_some() {
            let p = self
                .emu
                .finish_panic(tabletop_emu::emu::PANIC_GRACE_FRAMES)
                .unwrap_or_default();
            for line in self.emu.take_log() {
                if line.is_from_rom() || line.level == LogLevel::Fatal {
                    self.tail.push_back(format!("  {line}"));
                }
            }
            return Err(self.fail(FailKind::Panic, now, format!("the ROM panicked: {p}")));
        }

        // The screen, the ROM's frame counter, and the verdict.
        if now.is_multiple_of(SCREEN_EVERY) {
            self.watch.screen(now, screen_hash(&self.emu));
        }
        if let Some(addr) = self.counter {
            let v = self.emu.read32(addr);
            if !self.watch.counter(now, v) {
                self.counter = None;
            } else if self.watch.longest_frame > self.stats.longest_frame.unwrap_or(0) {
                self.stats.longest_frame = Some(self.watch.longest_frame);
                self.stats.longest_frame_at = (now, format!("{:?}", self.scene));
            }
        }
        self.stats.longest_still = self.stats.longest_still.max(self.watch.still(now));
        if let Some((kind, msg)) = self.watch.verdict(now) {
            let held = mask_names(mask);
            let msg = format!("{msg} (scene {:?}, keys held now: {held})", self.scene);
            return Err(self.fail(kind, now, msg));
        }
        Ok(())
    }

    fn fail(&mut self, kind: FailKind, frame: u64, message: String) -> Stop {
        let slug: String = self
            .target
            .name
            .to_lowercase()
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
            .collect();
        let path = out_dir().join(format!("soak-{slug}-seed{}-{}.png", self.seed, kind.name()));
        let screenshot = self.emu.save_png(&path).ok().map(|_| path);
        let mut log_tail: String = self.tail.iter().map(|l| format!("{l}\n")).collect();
        if log_tail.is_empty() {
            log_tail = "  (no ROM output)\n".into();
        }
        Stop::Fail(Failure {
            kind,
            frame,
            message,
            log_tail,
            screenshot,
        })
    }

    /// Follows the scene from one ROM log line.
    fn observe(&mut self, text: &str) {
        self.lines_seen += 1;
        let text = text.trim();
        let before = self.scene.clone();
        let now = self.now();
        if let Some(s) = text.strip_prefix("scene: ") {
            match s {
                "title" => self.scene = Scene::Title,
                "menu" => {
                    self.stats.menus += 1;
                    self.menu_cursor = match before {
                        Scene::Title | Scene::Boot => Some(0),
                        _ => self.chosen,
                    };
                    self.scene = Scene::Menu;
                }
                _ => {
                    let mut w = s.splitn(2, ' ');
                    let word = w.next().unwrap_or("").to_string();
                    match w.next() {
                        None => {
                            // A game's entry point: learn its log word.
                            if let Some(i) = self.chosen
                                && let Some(row) = self.table.iter().find(|r| r.index == i)
                            {
                                self.words.insert(row.name.clone(), word.clone());
                            }
                            self.scene = Scene::Options(word);
                        }
                        Some("options") => self.scene = Scene::Options(word),
                        Some("pause") => {
                            self.stats.pauses += 1;
                            self.pause_choice = if self.last_line.starts_with("help")
                                || self.last_line.starts_with("scene: ")
                                    && self.last_line.ends_with(" help")
                            {
                                Some(1)
                            } else if self.last_line == "pause: quit?" {
                                Some(2)
                            } else {
                                Some(0)
                            };
                            self.scene = Scene::Pause(word)
                        }
                        Some("help") => {
                            self.stats.help += 1;
                            self.scene = Scene::Help(word)
                        }
                        Some("end") => {
                            self.stats.games_ended += 1;
                            self.end_at = Some(now);
                            self.scene = Scene::End(word)
                        }
                        Some(_) => {}
                    }
                }
            }
        } else if let Some(name) = text.strip_prefix("menu: chose ") {
            if let Some(row) = self.table.iter().find(|r| r.name == name) {
                self.chosen = Some(row.index);
                if row.index != self.target.index {
                    self.stats.other_games += 1;
                }
            }
        } else if text.starts_with("menu: not built ") {
            self.scene = Scene::NotBuilt;
        } else if text.starts_with("help: page") {
            self.stats.help += 1;
        } else if text == "pause: quit" {
            self.stats.quits += 1;
        } else if let Some((word, rest)) = text.split_once(": ")
            && self.words.values().any(|w| w == word)
        {
            if rest.starts_with("new game") {
                self.stats.games_started += 1;
            }
            if rest.starts_with("refused") {
                self.stats.refused += 1;
            }
            // Any line of the game's own (events, menus, hand-overs) is play,
            // except the options screen's "start" line.
            if !rest.starts_with("start ") {
                self.scene = Scene::Play(word.to_string());
            }
        }
        if let Some(at) = self.end_at
            && !matches!(self.scene, Scene::End(_))
        {
            if now - at < 30 {
                self.stats.quick_ends += 1;
            }
            self.end_at = None;
        }
        self.last_line = text.to_string();
    }

    // ---- pressing keys --------------------------------------------------------

    /// Holds `mask` for `hold` frames, then nothing for `release` frames.
    fn tap(&mut self, mask: u32, hold: u64, release: u64) -> Step {
        for _ in 0..hold {
            self.frame(mask)?;
        }
        for _ in 0..release {
            self.frame(0)?;
        }
        Ok(())
    }

    /// A plain tap of one key (3 frames down, 4 up).
    fn press(&mut self, key: Key) -> Step {
        self.tap(key.mask(), 3, 4)
    }

    fn wait(&mut self, frames: u64) -> Step {
        self.tap(0, 0, frames)
    }

    /// Waits a random `lo..=hi` frames.
    fn wait_some(&mut self, lo: u64, hi: u64) -> Step {
        let n = self.rng.range(lo, hi);
        self.wait(n)
    }

    /// Runs frames with nothing held until `done` holds, at most `max` frames;
    /// returns whether it did.
    fn wait_until(&mut self, max: u64, done: impl Fn(&Run) -> bool) -> Result<bool, Stop> {
        for _ in 0..max {
            if done(self) {
                return Ok(true);
            }
            self.frame(0)?;
        }
        Ok(done(self))
    }

    // ---- the run ----------------------------------------------------------------

    fn drive(&mut self) -> Step {
        // Boot to the title, then the menu.
        if !self.wait_until(900, |r| r.scene == Scene::Title)? {
            return Err(self.fail(
                FailKind::Setup,
                self.now(),
                "no `scene: title` within 900 frames of boot".into(),
            ));
        }
        self.wait(40)?;
        self.press(Key::Start)?;
        if !self.wait_until(120, |r| r.scene == Scene::Menu)? {
            return Err(self.fail(
                FailKind::Setup,
                self.now(),
                "START on the title did not open the menu".into(),
            ));
        }
        self.wait(20)?;
        self.find_counter()?;
        // Into the game under test, as a player would.
        let target = self.target.index;
        self.menu_to(target)?;
        loop {
            if self.rng.chance(40) {
                let n = self.rng.range(200, 3000);
                self.mashing = true;
                let end = self.now() + n;
                while self.now() < end {
                    self.mash()?;
                }
                self.mashing = false;
            } else {
                let n = self.rng.range(1000, 6000);
                let end = self.now() + n;
                while self.now() < end {
                    self.play()?;
                }
            }
        }
    }

    /// Finds the ROM's own frame counter (`App::frames`): on the idle menu, the
    /// words of IWRAM and EWRAM that count the emulated frames exactly; agb's
    /// VBlank count and the graphics' last-waited VBlank count the same but are
    /// larger (they started before the app and count the boot's busy frames), so
    /// the smallest is taken.
    fn find_counter(&mut self) -> Step {
        let regions = [(0x0300_0000u32, 0x8000u32), (0x0200_0000, 0x4_0000)];
        let snap = |emu: &mut Emu| -> Vec<u32> {
            let mut v = Vec::new();
            for (base, len) in regions {
                for off in (0..len).step_by(4) {
                    v.push(emu.read32(base + off));
                }
            }
            v
        };
        let addr_of = |i: usize| -> u32 {
            let iw = (regions[0].1 / 4) as usize;
            if i < iw {
                regions[0].0 + 4 * i as u32
            } else {
                regions[1].0 + 4 * (i - iw) as u32
            }
        };
        let s0 = snap(&mut self.emu);
        self.wait(7)?;
        let s1 = snap(&mut self.emu);
        self.wait(13)?;
        let s2 = snap(&mut self.emu);
        let mut found: Vec<(u32, u32)> = (0..s0.len())
            .filter(|&i| {
                s1[i].wrapping_sub(s0[i]) == 7
                    && s2[i].wrapping_sub(s1[i]) == 13
                    && s2[i] <= self.now() as u32
            })
            .map(|i| (s2[i], addr_of(i)))
            .collect();
        found.sort();
        // Only if the smallest is unique: a tie could be agb's own VBlank count.
        if let Some(&(v, addr)) = found.first()
            && found.get(1).is_none_or(|&(w, _)| w > v)
        {
            self.counter = Some(addr);
            self.watch.counter(self.now(), v);
            self.stats.longest_frame = Some(1);
        }
        Ok(())
    }

    /// A burst of a child's mashing.
    fn mash(&mut self) -> Step {
        match self.rng.weighted(&[50, 20, 15, 15]) {
            0 => {
                // Rapid taps of one to three keys.
                for _ in 0..self.rng.range(5, 40) {
                    let m = self.rng.keys(1, 3);
                    let (h, r) = (self.rng.range(2, 6), self.rng.range(1, 5));
                    self.tap(m, h, r)?;
                }
            }
            1 => {
                // Several keys held at once.
                for _ in 0..self.rng.range(1, 6) {
                    let m = self.rng.keys(2, 5);
                    let (h, r) = (self.rng.range(5, 60), self.rng.range(2, 10));
                    self.tap(m, h, r)?;
                }
            }
            2 => {
                // A long hold, sometimes with other keys tapped on top.
                let base = self.rng.keys(1, 2);
                let n = self.rng.range(60, 600);
                let on_top = self.rng.chance(50);
                let mut extra = 0;
                for i in 0..n {
                    if on_top && i % 8 == 0 {
                        extra = if self.rng.chance(50) {
                            self.rng.key().mask()
                        } else {
                            0
                        };
                    }
                    self.frame(base | extra)?;
                }
                self.wait_some(1, 10)?;
            }
            _ => {
                // Distracted: nothing pressed.
                self.wait_some(20, 240)?;
            }
        }
        Ok(())
    }

    /// One purposeful step, chosen from the scene.
    fn play(&mut self) -> Step {
        match self.scene.clone() {
            Scene::Boot => self.wait(10),
            Scene::Title => {
                let k = if self.rng.chance(50) {
                    Key::Start
                } else {
                    Key::A
                };
                self.press(k)?;
                self.wait(10)
            }
            Scene::Menu => {
                // Back to the game under test; now and then another one.
                let to = if self.rng.chance(15) {
                    self.rng.below(self.table.len() as u64) as usize
                } else {
                    self.target.index
                };
                self.menu_to(to)
            }
            Scene::NotBuilt => {
                let k = if self.rng.chance(50) { Key::A } else { Key::B };
                self.press(k)?;
                self.wait(5)
            }
            Scene::Options(word) => {
                if !self.is_target(&word) && self.rng.chance(20) {
                    // Another game's options: back to the menu, now and then.
                    self.press(Key::B)?;
                    return self.wait(10);
                }
                let k = [
                    Key::A,
                    Key::Down,
                    Key::Up,
                    Key::Left,
                    Key::Right,
                    Key::Start,
                    Key::B,
                ][self.rng.weighted(&[40, 28, 10, 8, 8, 4, 2])];
                self.press(k)?;
                self.wait_some(0, 6)
            }
            Scene::Play(_) => self.play_game(),
            Scene::Pause(_) => self.pause_menu(),
            Scene::Help(_) => {
                let k = [Key::Right, Key::A, Key::Left, Key::B, Key::Start]
                    [self.rng.weighted(&[35, 35, 15, 10, 5])];
                self.press(k)?;
                self.wait_some(2, 20)
            }
            Scene::End(_) => {
                self.wait_some(20, 90)?;
                let k =
                    [Key::A, Key::Select, Key::B, Key::Start][self.rng.weighted(&[50, 25, 20, 5])];
                self.press(k)?;
                self.wait(10)
            }
        }
    }

    fn is_target(&self, word: &str) -> bool {
        self.words.get(&self.target.name).is_some_and(|w| w == word)
    }

    /// A step of playing: A-heavy, with the d-pad, the hint, L/R, B and R held.
    fn play_game(&mut self) -> Step {
        let dpad = [Key::Up, Key::Down, Key::Left, Key::Right];
        match self.rng.weighted(&[36, 12, 16, 8, 8, 5, 4, 4, 1, 5]) {
            0 => {
                self.press(Key::A)?;
                self.wait_some(0, 12)
            }
            1 => {
                // SiTTeRS' hint, then take it.
                self.press(Key::Select)?;
                self.wait_some(2, 10)?;
                self.press(Key::A)?;
                self.wait_some(0, 10)
            }
            2 => {
                let k = dpad[self.rng.below(4) as usize];
                self.press(k)?;
                self.wait_some(0, 6)
            }
            3 => {
                // A held d-pad: the cursor runs.
                let k = dpad[self.rng.below(4) as usize];
                let n = self.rng.range(10, 50);
                self.tap(k.mask(), n, 3)
            }
            4 => {
                // L/R: jump to a shop or a monster, then choose.
                let k = if self.rng.chance(50) { Key::L } else { Key::R };
                self.press(k)?;
                self.press(Key::A)?;
                self.wait_some(0, 10)
            }
            5 => {
                self.press(Key::B)?;
                self.wait_some(0, 10)
            }
            6 => {
                // Hold B (skip ahead) or R (speed up) while tapping A.
                let hold = if self.rng.chance(50) { Key::B } else { Key::R };
                for _ in 0..self.rng.range(10, 50) {
                    self.tap(hold.mask() | Key::A.mask(), 3, 0)?;
                    self.tap(hold.mask(), 4, 0)?;
                }
                self.wait(3)
            }
            7 => {
                // Watch a while.
                self.wait_some(30, 300)
            }
            8 => {
                self.press(Key::Start)?;
                self.wait(10)
            }
            _ => {
                // A short tap of anything.
                let k = self.rng.key();
                self.press(k)?;
                self.wait_some(0, 8)
            }
        }
    }

    /// The pause menu: resume, read the help, quit (confirmed or called off).
    fn pause_menu(&mut self) -> Step {
        let Some(at) = self.pause_choice.take() else {
            // Where the pointer is is unknown (mashed): press something.
            let k = [Key::Down, Key::Up, Key::A, Key::B][self.rng.weighted(&[30, 20, 40, 10])];
            return self.press(k);
        };
        let want = match self.rng.weighted(&[60, 20, 12, 8]) {
            0 => {
                // Resume with B or START, or with A on "Resume".
                if self.rng.chance(50) {
                    let k = if self.rng.chance(50) {
                        Key::B
                    } else {
                        Key::Start
                    };
                    self.press(k)?;
                    self.scene_to_play();
                    return self.wait(10);
                }
                0
            }
            1 => 1,
            _ => 2,
        };
        let n = 3;
        let down = (want + n - at) % n;
        for _ in 0..down {
            self.press(Key::Down)?;
        }
        self.press(Key::A)?;
        match want {
            0 => {
                self.scene_to_play();
                self.wait(10)
            }
            1 => self.wait(10),
            _ => {
                // "Quit this game?" with "No, keep playing" chosen.
                self.wait(5)?;
                if self.rng.chance(60) {
                    self.press(Key::Down)?;
                }
                self.press(Key::A)?;
                self.wait(20)
            }
        }
    }

    /// After resuming from the pause menu (which logs nothing).
    fn scene_to_play(&mut self) {
        if let Scene::Pause(w) = &self.scene {
            self.scene = Scene::Play(w.clone());
        }
    }

    /// From the menu into game `to`: down to it (when the pointer is known),
    /// A; if another game opened (the pointer was not where it was thought),
    /// back out and go on from there.
    fn menu_to(&mut self, to: usize) -> Step {
        for _ in 0..4 {
            if self.scene != Scene::Menu {
                return Ok(());
            }
            let n = self.table.len();
            if let Some(at) = self.menu_cursor {
                let down = (to + n - at) % n;
                if down <= n / 2 {
                    for _ in 0..down {
                        self.press(Key::Down)?;
                    }
                } else {
                    for _ in 0..n - down {
                        self.press(Key::Up)?;
                    }
                }
            }
            self.chosen = None;
            self.press(Key::A)?;
            if !self.wait_until(60, |r| r.chosen.is_some())? {
                return Ok(());
            }
            if self.chosen == Some(to) {
                return Ok(());
            }
            // Another game: leave it and try again from there.
            let left = self.wait_until(120, |r| r.scene != Scene::Menu)?;
            if left {
                self.wait(10)?;
                self.press(Key::B)?;
                self.wait_until(120, |r| r.scene == Scene::Menu)?;
                self.wait(5)?;
            }
        }
        Ok(())
    }
}

/// The failure checks, fed frame by frame: the keys held, the ROM's log lines,
/// the screen's hash and the ROM's frame counter. Knows nothing of the emulator,
/// so the checks are tested on their own.
#[derive(Clone, Debug, Default)]
pub struct Watch {
    prev_mask: u32,
    screen_hash: Option<u64>,
    screen_changed_at: u64,
    presses_since_change: [u32; 10],
    transitions_since_change: u32,
    last_log_at: u64,
    presses_since_log: [u32; 10],
    counter_value: Option<u32>,
    counter_changed_at: u64,
    /// Most frames the counter stood still before moving on.
    pub longest_frame: u64,
}

impl Watch {
    /// The keys held this frame.
    pub fn keys(&mut self, mask: u32) {
        let fresh = mask & !self.prev_mask;
        if mask != self.prev_mask {
            self.transitions_since_change += 1;
        }
        for k in Key::ALL {
            if fresh & k.mask() != 0 {
                self.presses_since_change[k as usize] += 1;
                self.presses_since_log[k as usize] += 1;
            }
        }
        self.prev_mask = mask;
    }

    /// The ROM logged a line at frame `now`.
    pub fn log_line(&mut self, now: u64) {
        self.last_log_at = now;
        self.presses_since_log = [0; 10];
    }

    /// The screen's hash at frame `now`.
    pub fn screen(&mut self, now: u64, hash: u64) {
        if self.screen_hash != Some(hash) {
            self.screen_hash = Some(hash);
            self.screen_changed_at = now;
            self.presses_since_change = [0; 10];
            self.transitions_since_change = 0;
        }
    }

    /// Frames since the screen last changed.
    pub fn still(&self, now: u64) -> u64 {
        now - self.screen_changed_at
    }

    /// The ROM's frame counter read at frame `now`. False if it cannot be one
    /// (it went back, or on faster than the emulated frames): stop feeding it.
    pub fn counter(&mut self, now: u64, v: u32) -> bool {
        let Some(old) = self.counter_value else {
            self.counter_value = Some(v);
            self.counter_changed_at = now;
            return true;
        };
        if v == old {
            return true;
        }
        let gap = now - self.counter_changed_at;
        if v < old || u64::from(v - old) > gap {
            self.counter_value = None;
            return false;
        }
        self.longest_frame = self.longest_frame.max(gap);
        self.counter_value = Some(v);
        self.counter_changed_at = now;
        true
    }

    /// The failure at frame `now`, if any.
    pub fn verdict(&self, now: u64) -> Option<(FailKind, String)> {
        let still = self.still(now);
        let silent = now - self.last_log_at;
        // The ROM's frame counter, the screen and the log all stopped.
        if let Some(v) = self.counter_value {
            let stood = now - self.counter_changed_at;
            if stood >= HANG_FRAMES && still >= HANG_FRAMES && silent >= HANG_FRAMES {
                return Some((
                    FailKind::Hang,
                    format!(
                        "a frame never finished: the ROM's frame counter stood at {v} for {stood} \
                         frames ({:.0} s of GBA time), the screen and the log with it",
                        stood as f64 / GBA_FPS
                    ),
                ));
            }
        }
        // The screen frozen while A, B and START are pressed.
        let p = &self.presses_since_change;
        let (a, b, st) = (
            p[Key::A as usize],
            p[Key::B as usize],
            p[Key::Start as usize],
        );
        if still >= FROZEN_FRAMES
            && a >= 2
            && b >= 2
            && st >= 2
            && self.transitions_since_change >= 20
        {
            let hang = silent >= still;
            return Some((
                if hang {
                    FailKind::Hang
                } else {
                    FailKind::Frozen
                },
                format!(
                    "the screen has not changed for {still} frames ({:.0} s of GBA time) while the \
                     keys changed {} times (A pressed {a}x, B {b}x, START {st}x){}",
                    still as f64 / GBA_FPS,
                    self.transitions_since_change,
                    if hang {
                        " and the ROM logged nothing: a frame that never finishes"
                    } else {
                        ""
                    },
                ),
            ));
        }
        // No log line for minutes while A, B and START are pressed.
        let q = &self.presses_since_log;
        let (a, b, st) = (
            q[Key::A as usize],
            q[Key::B as usize],
            q[Key::Start as usize],
        );
        if silent >= STUCK_FRAMES && a >= 2 && b >= 2 && st >= 2 {
            return Some((
                FailKind::Stuck,
                format!(
                    "the ROM has logged nothing for {silent} frames ({:.0} s of GBA time) while A, \
                     B and START were pressed ({a}x, {b}x, {st}x)",
                    silent as f64 / GBA_FPS
                ),
            ));
        }
        None
    }
}

fn mask_names(mask: u32) -> String {
    let names: Vec<&str> = keys_of(mask).iter().map(|k| k.name()).collect();
    if names.is_empty() {
        "none".into()
    } else {
        names.join("+")
    }
}

/// A cheap hash of the screen's pixels.
fn screen_hash(emu: &Emu) -> u64 {
    let mut h = 0xCBF2_9CE4_8422_2325u64;
    for p in emu.screen_rgb() {
        let v = u32::from_le_bytes([p[0], p[1], p[2], 0]) as u64;
        h = (h ^ v).wrapping_mul(0x0000_0100_0000_01B3);
    }
    h
}
