//! One run in progress: the emulator, what its log says, and the checks after every frame.

use super::rng::{Rng, keys_of, run_seed};
use super::watch::{Watch, mask_names, screen_hash};
use super::*;

/// Where the ROM is, as far as its log says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Scene {
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
    pub(super) fn in_game(&self) -> bool {
        matches!(
            self,
            Scene::Play(_) | Scene::Pause(_) | Scene::Help(_) | Scene::End(_)
        )
    }
}

/// Why driving stopped.
pub(super) enum Stop {
    /// The frames asked for were run.
    Done,
    Fail(Failure),
}

pub(super) type Step = Result<(), Stop>;

/// One run in progress.
pub(super) struct Run {
    pub(super) emu: Emu,
    pub(super) rng: Rng,
    pub(super) table: Vec<GameRow>,
    pub(super) target: GameRow,
    pub(super) seed: u64,
    pub(super) frames: u64,
    pub(super) stats: Stats,
    pub(super) mashing: bool,
    /// Print every ROM line (`TABLETOP_SOAK_TRACE=1`), for replaying a failure.
    pub(super) trace: bool,

    // What the log says.
    pub(super) scene: Scene,
    /// Game name -> its log word ("SiTTeRS" -> "sitters"), learnt from the log.
    pub(super) words: HashMap<String, String>,
    pub(super) chosen: Option<usize>,
    pub(super) menu_cursor: Option<usize>,
    pub(super) pause_choice: Option<usize>,
    pub(super) tail: VecDeque<String>,
    /// Count of ROM lines seen (a cursor for waiting).
    pub(super) lines_seen: u64,
    pub(super) last_line: String,
    /// The frame the last end screen appeared, while it is shown.
    pub(super) end_at: Option<u64>,

    // Checks.
    pub(super) prev_mask: u32,
    pub(super) watch: Watch,
    /// Address of the ROM's frame counter, once found.
    pub(super) counter: Option<u32>,
}

impl Run {
    pub(super) fn new(
        emu: Emu,
        table: &[GameRow],
        target: &GameRow,
        seed: u64,
        frames: u64,
    ) -> Run {
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

    pub(super) fn now(&self) -> u64 {
        self.emu.frame_count()
    }

    // ---- one frame and its checks -------------------------------------------

    /// Runs one frame with `mask` held, then checks it.
    pub(super) fn frame(&mut self, mask: u32) -> Step {
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
                .finish_panic(crate::emu::PANIC_GRACE_FRAMES)
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

    pub(super) fn fail(&mut self, kind: FailKind, frame: u64, message: String) -> Stop {
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
    pub(super) fn observe(&mut self, text: &str) {
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
            // A guided game ("Learn to play") is a game played too.
            if rest.starts_with("new game") || rest.starts_with("learn to play") {
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
    pub(super) fn tap(&mut self, mask: u32, hold: u64, release: u64) -> Step {
        for _ in 0..hold {
            self.frame(mask)?;
        }
        for _ in 0..release {
            self.frame(0)?;
        }
        Ok(())
    }

    /// A plain tap of one key (3 frames down, 4 up).
    pub(super) fn press(&mut self, key: Key) -> Step {
        self.tap(key.mask(), 3, 4)
    }

    pub(super) fn wait(&mut self, frames: u64) -> Step {
        self.tap(0, 0, frames)
    }

    /// Waits a random `lo..=hi` frames.
    pub(super) fn wait_some(&mut self, lo: u64, hi: u64) -> Step {
        let n = self.rng.range(lo, hi);
        self.wait(n)
    }

    /// Runs frames with nothing held until `done` holds, at most `max` frames;
    /// returns whether it did.
    pub(super) fn wait_until(
        &mut self,
        max: u64,
        done: impl Fn(&Run) -> bool,
    ) -> Result<bool, Stop> {
        for _ in 0..max {
            if done(self) {
                return Ok(true);
            }
            self.frame(0)?;
        }
        Ok(done(self))
    }
}
