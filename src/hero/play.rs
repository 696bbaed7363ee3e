//! One game of Tabletop Hero on the GBA: the event player showing what the
//! rules report, the automatic roll, the computer seats thinking in slices,
//! and the people's turns (in `human.rs`), drawn on the scrolling battlefield.

use alloc::boxed::Box;
use alloc::string::String;

use agb::display::GraphicsFrame;
use agb::display::tiled::RegularBackground;
use agb::input::Button;
use tabletop_core::contract::{Level, Rules, Saved, Typed, mix};
use tabletop_core::hero::{Action, Event, EventLog, Game, Outcome, Phase};

use super::anim::Anim;
use super::board::{self, BOTTOM, Camera, Overlay, Sheet, spr};
use super::bot::Bot;
use super::human::{Ask, Human, Mode};
use super::options::{Seat, Setup, side_name};
use super::preview::{Preview, ThreatView};
use super::{end, help, words};
use crate::app::App;
use crate::audio::Sfx;
pub use crate::entry::Exit;
use crate::handover::{Gate, HandOver};
use crate::player::{Pacer, Player};
use crate::screen::{self, Ended, NoProbe, Screen};
use crate::text::Canvas;
use crate::ui::ink;

/// The computer waits at least this many frames before acting, so a child
/// can follow what it does.
const AI_PAUSE: u32 = 20;
/// Frames before the automatic roll.
const AUTO_PAUSE: u32 = 10;
/// The last line of the frame's work (of 228) at which the strip's text
/// (about 135 lines) may still start: it and the sprites end before the
/// next frame (measured by `make bench`).
const TEXT_BY: u16 = 72;

/// The state of the game screen.
pub struct Play {
    bg: RegularBackground,
    pub(super) overlay: Overlay,
    pub(super) sheet: Sheet,
    /// The game.
    pub game: Game,
    /// Who plays each side.
    pub settings: Setup,
    /// What is shown.
    pub anim: Anim,
    /// The view onto the battlefield.
    pub cam: Camera,
    player: Player<Event>,
    events: Box<EventLog>,
    pacer: Pacer,
    handover: HandOver,
    /// The person's cursor.
    pub human: Human,
    /// The cell under the cursor, worked out for the picked mini.
    pub preview: Preview,
    /// The strip shows the preview (the prompt comes back when it goes).
    pub(super) previewing: bool,
    /// The threat view (R held).
    pub threat: ThreatView,
    bot: Option<Bot>,
    /// The computer is choosing for a person (SELECT).
    hint: bool,
    waited: u32,
    ai_seed: u64,
    message: String,
    strip_dirty: bool,
    /// An action was played in this frame's logic: the save's flush and the
    /// strip wait a frame (the rules' work with either overruns a frame).
    played: bool,
    /// Frames the strip's redraw has waited for room.
    strip_waited: u8,
    fresh: bool,
    /// Frames since the game screen opened.
    pub frames: u32,
    /// Computer decisions started (the bench tells them apart).
    #[cfg_attr(not(feature = "bench"), allow(dead_code))]
    pub decisions: u32,
}

/// An empty event log on the heap (never built on the caller's stack).
#[inline(never)]
fn new_log() -> Box<EventLog> {
    Box::new(EventLog::new())
}

impl Play {
    /// A new game from `seed`, on the heap.
    #[inline(never)]
    pub fn new<S: Copy + Into<Setup>>(settings: &S, seed: u64) -> Box<Play> {
        let settings: Setup = (*settings).into();
        let game = <Game as Rules>::new(settings.config(seed));
        Play::from_game(&settings, seed, game)
    }

    /// Plays on `game` (a resumed one), on the heap: the screen's state is
    /// several KiB, and built in a frame of its own that is gone once built.
    #[inline(never)]
    pub fn from_game(settings: &Setup, seed: u64, game: Game) -> Box<Play> {
        let mut cam = Camera::default();
        cam.centre(tabletop_core::hero::Cell::new(20, 15));
        Box::new(Play::make(settings, seed, game, cam))
    }

    fn make(settings: &Setup, seed: u64, game: Game, cam: Camera) -> Play {
        Play {
            bg: board::background(game.field()),
            overlay: Overlay::new(),
            sheet: Sheet::new(),
            anim: Anim::new(&game),
            cam,
            game,
            settings: *settings,
            player: Player::default(),
            events: new_log(),
            pacer: Pacer::default(),
            handover: HandOver::new(),
            human: Human::default(),
            preview: Preview::default(),
            previewing: false,
            threat: ThreatView::default(),
            bot: None,
            hint: false,
            waited: 0,
            ai_seed: seed ^ 0x4E20_0B5E,
            message: String::new(),
            strip_dirty: true,
            played: false,
            strip_waited: 0,
            fresh: false,
            frames: 0,
            decisions: 0,
        }
    }

    /// Whether a computer decision is being worked out.
    #[cfg(feature = "bench")]
    pub fn is_thinking(&self) -> bool {
        self.bot.as_ref().is_some_and(|b| !b.decided())
    }

    /// Scanlines of the longest thinking slice in the last frame.
    #[cfg(feature = "bench")]
    pub fn slice_lines(&self) -> u16 {
        self.bot.as_ref().map_or(0, |b| b.slice_lines)
    }

    /// The computer's decision in the making, if any (the bench reads it).
    #[cfg(feature = "bench")]
    pub fn bot(&self) -> Option<&Bot> {
        self.bot.as_ref()
    }

    /// Whether a computer decision exists (until its action is played).
    #[cfg(feature = "bench")]
    pub fn is_deciding(&self) -> bool {
        self.bot.is_some()
    }

    /// The seat deciding, if a person plays it.
    pub fn person(&self) -> Option<u8> {
        self.game
            .seat_to_act()
            .filter(|&s| self.settings.human(s) && self.game.phase() != Phase::Over)
    }

    /// Shows `text` on the message lines (wrapped to the strip).
    pub fn say(&mut self, app: &App, text: &str) {
        let wrapped = words::wrap(&app.glyphs, text, words::STRIP_W);
        let text: String = wrapped
            .split('\n')
            .take(words::STRIP_LINES)
            .collect::<alloc::vec::Vec<_>>()
            .join("\n");
        if self.message != text {
            self.message = text;
            self.strip_dirty = true;
        }
    }

    /// The AI's seed for a decision here: from what a save keeps.
    fn decision_seed(&self) -> u64 {
        let seat = u64::from(self.game.seat_to_act().unwrap_or(0));
        let turn = u64::from(self.game.round()) << 8 | seat;
        mix(self.ai_seed ^ mix(self.game.dice_state() ^ turn))
    }

    /// Applies an action and queues its events. False (with the refusal on
    /// the strip) when the rules refuse it.
    pub fn apply(&mut self, app: &mut App, action: Action) -> bool {
        let by = match self.game.seat_to_act() {
            None => "auto",
            Some(_) if self.hint => "hint",
            Some(s) if self.settings.human(s) => "person",
            Some(_) => "computer",
        };
        // The event log lives on the heap (96 events are ~4 KiB: too much
        // for the 4 KiB-and-some stack in IWRAM).
        let events = &mut *self.events;
        events.clear();
        match self.game.try_apply(action, events) {
            Ok(()) => {
                if events.lost() > 0 {
                    agb::println!("hero: error {} events lost", events.lost());
                }
                agb::println!(
                    "hero: action {} by={} events={}",
                    Typed(&action),
                    by,
                    events.len()
                );
                for e in events.iter() {
                    agb::println!("hero: event {}", Typed(e));
                }
                self.player.push(events.iter().cloned());
                self.preview.clear();
                self.previewing = false;
                self.threat.stop();
                self.bot = None;
                self.hint = false;
                self.waited = 0;
                self.fresh = false;
                self.played = true;
                self.human.after(action);
                let person = self.person().is_some();
                crate::save::after_action(app, &self.game, person);
                true
            }
            Err(e) => {
                agb::println!("hero: refused {}: {}", Typed(&action), e);
                let text = alloc::format!("{e}");
                self.say(app, &text);
                app.sfx(Sfx::Error);
                false
            }
        }
    }

    /// One frame of logic; true once the game is over and shown.
    pub fn update(&mut self, app: &mut App) -> bool {
        self.frames = self.frames.wrapping_add(1);
        if self.player.busy() {
            let people = self.person().is_some() && self.game.phase() == Phase::Play;
            let pace = self.pacer.read(&app.input, !people);
            self.player.update(&mut self.anim, pace);
            if let Some(s) = self.anim.sound.take() {
                app.sfx(s);
            }
            if let Some(m) = self.anim.message.take() {
                agb::println!("hero: says {}", m.replace('\n', " "));
                self.say(app, &m);
            }
            if let Some(c) = self.anim.focus {
                self.cam.follow(c);
            }
            if !self.player.busy() {
                self.anim.settle(&self.game);
            }
            return false;
        }
        if self.game.phase() == Phase::Over {
            return true;
        }
        if !self.fresh {
            self.fresh = true;
            if let Some(seat) = self.person() {
                self.human.lit_dirty = true;
                // Placing: the cursor starts on a cell the mini may take.
                if let Phase::Place(_) = self.game.phase() {
                    self.human.go_to_placement(&self.game);
                }
                if self.handover.waiting().is_none() {
                    self.prompt(app, seat);
                }
            } else {
                self.human.reset();
                self.overlay.clear();
            }
        }
        let speed = if app.input.is_pressed(Button::R) {
            4
        } else {
            1
        };
        match self.game.seat_to_act() {
            None => {
                self.waited += speed;
                if self.waited >= AUTO_PAUSE || app.input.is_pressed(Button::B) {
                    self.apply(app, Action::Continue);
                }
            }
            Some(seat) => match self.settings.seat(seat) {
                Seat::Computer(level) => self.computer(app, level, speed, false),
                Seat::Person => self.person_turn(app, seat),
            },
        }
        false
    }

    fn prompt(&mut self, app: &App, seat: u8) {
        let p = self.human.prompt(&self.game, seat);
        let c = self.human.cursor;
        agb::println!(
            "hero: prompt seat={} cursor={},{} {}",
            seat,
            c.x,
            c.y,
            p.replace('\n', " ")
        );
        // Where every mini stands, for the tests to aim with.
        let mut line = String::new();
        for (i, m) in self.game.minis().iter().enumerate() {
            if let Some(at) = m.at {
                line.push_str(&alloc::format!(" {}@{},{}", i, at.x, at.y));
            }
        }
        agb::println!("hero: minis{}", line);
        self.say(app, &p);
    }

    fn computer(&mut self, app: &mut App, level: Level, speed: u32, hint: bool) {
        if self.bot.is_none() {
            let seed = self.decision_seed();
            self.bot = Some(Bot::new(&self.game, level, seed));
            self.decisions += 1;
            self.waited = 0;
        }
        self.waited += speed;
        if self.strip_dirty {
            // The strip is drawn first (a thinking frame leaves it no room).
            return;
        }
        let skip = app.input.is_pressed(Button::B);
        let decided = self.bot.as_mut().and_then(|b| b.step(&self.game));
        if let Some(action) = decided
            && (self.waited >= AI_PAUSE || skip || hint)
            && !self.apply(app, action)
        {
            // Never stuck on a refused choice: the turn ends.
            self.bot = None;
            self.hint = false;
            if self.game.phase() == Phase::Play {
                self.apply(app, Action::EndTurn);
            }
        }
    }

    fn person_turn(&mut self, app: &mut App, seat: u8) {
        let name = side_name(seat);
        match self
            .handover
            .gate(app, "hero", seat, name, self.settings.hand_over())
        {
            Gate::Play => {}
            Gate::Started => {
                self.say(app, &words::handover(seat));
                return;
            }
            Gate::Waiting => return,
            Gate::Taken => {
                self.prompt(app, seat);
                return;
            }
        }
        if self.hint {
            self.computer(app, Level::Normal, 4, true);
            return;
        }
        if self.threat_view(app, seat) {
            return;
        }
        let before = (self.human.mode, self.human.cursor);
        match self.human.input(&self.game, seat, &app.input) {
            Ask::Hint => {
                agb::println!("hero: hint asked");
                self.hint = true;
                self.say(app, "Thinking of a good move...");
            }
            Ask::Play(action) => {
                if !self.apply(app, action) {
                    self.human.lit_dirty = true;
                }
            }
            Ask::Nothing => {}
        }
        if self.human.mode != before.0 && !self.hint && self.fresh {
            self.human.lit_dirty = true;
            if let Mode::Aim { mini, target, bomb } = self.human.mode {
                agb::println!(
                    "hero: forecast mini={} target={} bomb={} {}",
                    mini,
                    target,
                    bomb,
                    self.human.prompt(&self.game, seat).replace('\n', " ")
                );
            }
            self.prompt(app, seat);
        }
        self.human.light(&self.game, &mut self.overlay, seat);
        self.cam.keep(self.human.cursor);
        self.look(app, seat);
    }

    /// Draws the strip when it changed.
    fn draw_text(&mut self, app: &mut App) {
        if !self.strip_dirty {
            return;
        }
        self.strip_dirty = false;
        let (canvas, g) = (&mut app.text, &app.glyphs);
        canvas.fill(0, BOTTOM, 240, 160 - BOTTOM, ink::SHADOW);
        let seat = self.game.seat_to_act().unwrap_or(0);
        let who = if self.settings.human(seat) {
            ""
        } else {
            " (computer)"
        };
        let status = match self.game.phase() {
            Phase::Play | Phase::Over => alloc::format!(
                "{}'s turn{}   round {}",
                words::side(seat),
                who,
                self.game.round()
            ),
            _ => alloc::format!("Setting up: {}{}", words::side(seat), who),
        };
        canvas.text(g, 2, BOTTOM + 1, ink::GREY, &status);
        canvas.text(g, 2, BOTTOM + 11, ink::WHITE, &self.message);
    }
}

/// Plays one game until it ends or the player quits.
pub fn run(app: &mut App, settings: &Setup, seed: u64) -> Exit {
    agb::println!(
        "hero: new game seed={} seats={} armies={} field={}",
        seed,
        settings.seat_letters(),
        settings.army_names(),
        settings.field_name()
    );
    play_on(app, Play::new(settings, seed))
}

/// Plays on a saved game (its core's save bytes) from where it stood.
pub fn resume(
    app: &mut App,
    settings: &Setup,
    seed: u64,
    bytes: &[u8],
) -> Result<Exit, tabletop_core::contract::LoadError> {
    let play = load(settings, seed, bytes)?;
    Ok(play_on(app, play))
}

/// A saved game read back and set up, on the heap. Never inlined: the game
/// read from the save and the reading's own locals (4 KiB) take stack only
/// while this runs, not under the whole game played on from it.
#[inline(never)]
fn load(
    settings: &Setup,
    seed: u64,
    bytes: &[u8],
) -> Result<Box<Play>, tabletop_core::contract::LoadError> {
    let game = tabletop_core::contract::save::decode(bytes)?;
    agb::println!("hero: resumed game seed={}", seed);
    Ok(Play::from_game(settings, seed, game))
}

fn play_on(app: &mut App, mut play: Box<Play>) -> Exit {
    play.begin(app);
    match screen::run(app, &mut *play, &mut NoProbe) {
        Ended::Over => {
            let outcome = play.game.outcome().unwrap_or(Outcome::Unfinished);
            agb::println!(
                "hero: game over {} rounds={}",
                Typed(&outcome),
                play.game.round()
            );
            super::record(app, &play.settings, outcome, play.game.round());
            end::run(app, &play)
        }
        Ended::Quit | Ended::Stopped => Exit::Menu,
    }
}

impl Play {
    /// Sets the screen up for the game's first frame.
    pub fn begin(&mut self, app: &mut App) {
        board::install_palettes(&mut app.gfx);
        app.text.clear();
        self.strip_dirty = true;
    }
}

impl Screen for Play {
    const NAME: &'static str = "hero";
    const HELP: &'static [&'static str] = &help::PAGES;

    fn prepare(&mut self, app: &mut App) {
        // The strip's text takes about 135 lines of the frame: it waits for
        // a frame whose logic left room for it (two frames at most).
        let late = crate::think::frame_line() > TEXT_BY;
        if core::mem::take(&mut self.played) || (late && self.strip_waited < 2) {
            self.strip_waited += u8::from(self.strip_dirty);
            return;
        }
        self.strip_waited = 0;
        self.draw_text(app);
    }

    fn draw(&mut self, frame: &mut GraphicsFrame, text: &Canvas) {
        self.cam.apply(&mut self.bg);
        self.cam.apply(&mut self.overlay.bg);
        self.bg.show(frame);
        self.overlay.bg.show(frame);
        text.show(frame);
        let deciding = self.person().is_some()
            && !self.player.busy()
            && self.handover.waiting().is_none()
            && !self.hint;
        if deciding {
            let h = &self.human;
            if self.frames / 16 % 4 != 3 {
                self.sheet
                    .sprite(frame, spr::CURSOR, self.cam.screen(h.cursor));
            }
            let (picked, target) = match h.mode {
                Mode::Picked(i) => (Some(i), None),
                Mode::Aim { mini, target, .. } | Mode::Heal { mini, target } => {
                    (Some(mini), Some(target))
                }
                Mode::Free => (None, None),
            };
            for (i, k) in [(picked, spr::SELECTED), (target, spr::TARGET)] {
                if let Some(c) = i.and_then(|i| self.anim.minis.get(usize::from(i))?.at) {
                    self.sheet.sprite(frame, k, self.cam.screen(c));
                }
            }
            self.draw_marks(frame);
        }
        self.anim.show(&self.sheet, frame, &self.cam, false);
    }

    fn resumed(&mut self, app: &mut App) {
        board::install_palettes(&mut app.gfx);
        app.text.clear();
        self.strip_dirty = true;
        self.pacer.disarm();
    }

    fn update(&mut self, app: &mut App) -> bool {
        Play::update(self, app)
    }

    fn quiet(&self) -> bool {
        !self.played && !self.player.busy() && !self.strip_dirty
    }
}
