//! One game of Rush on the GBA: the event player showing what the rules
//! report, the automatic rolls, the computer seats thinking in slices, and
//! the people's turns (in `human.rs`), drawn on the campus.

use alloc::boxed::Box;
use alloc::string::String;
use core::fmt::Write;

use agb::display::GraphicsFrame;
use agb::display::tiled::RegularBackground;
use agb::input::Button;
use tabletop_core::contract::{Level, Saved, Typed, mix};
use tabletop_core::rush::{Action, ActionList, Config, Event, EventLog, Game, Outcome, Phase};

use super::bot::Bot;
use super::campus::{self, PANEL_X, STRIP_Y};
use super::human::Human;
use super::options::{Seat, Settings, seat_name};
use super::view::{self, Anim, row_y};
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
const AI_PAUSE: u32 = 24;
/// Frames before an automatic roll.
const AUTO_PAUSE: u32 = 10;

/// The state of the game screen.
pub struct Play {
    bg: RegularBackground,
    sheet: campus::Sheet,
    /// The game.
    pub game: Game,
    /// Who plays each seat.
    pub settings: Settings,
    /// What is shown (the stage of the event player).
    pub anim: Anim,
    player: Player<Event>,
    pacer: Pacer,
    handover: HandOver,
    /// The person's cursor, menu and lit blocks.
    pub human: Human,
    /// The legal actions of the decision at hand.
    pub legal: Box<ActionList>,
    bot: Option<Bot>,
    waited: u32,
    ai_seed: u64,
    /// The message strip's words.
    message: String,
    strip_dirty: bool,
    /// The decision at hand was set up (legal listed, prompt shown).
    fresh: bool,
    /// Frames since the game screen opened.
    pub frames: u32,
    /// Computer decisions started (the bench tells them apart).
    #[cfg_attr(not(feature = "bench"), allow(dead_code))]
    pub decisions: u32,
}

impl Play {
    /// A new game from `seed`.
    pub fn new(settings: &Settings, seed: u64) -> Play {
        let game = <Game as tabletop_core::contract::Rules>::new(Config {
            seed,
            players: settings.players(),
            house: settings.house,
        });
        Play::from_game(settings, seed, game)
    }

    /// Plays on `game` (a resumed one).
    pub fn from_game(settings: &Settings, seed: u64, game: Game) -> Play {
        Play {
            bg: campus::background(),
            sheet: campus::Sheet::new(),
            anim: Anim::new(&game),
            game,
            settings: *settings,
            player: Player::default(),
            pacer: Pacer::default(),
            handover: HandOver::new(),
            human: Human::default(),
            legal: Box::new(ActionList::new()),
            bot: None,
            waited: 0,
            ai_seed: seed ^ 0x2B5A_17E5,
            message: String::new(),
            strip_dirty: true,
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

    /// Shows `text` on the message strip.
    pub fn say(&mut self, text: &str) {
        if self.message != text {
            self.message = String::from(text);
            self.strip_dirty = true;
        }
    }

    /// The AI's seed for a decision here: from what a save keeps, so a
    /// resumed game decides as the uninterrupted one would have.
    pub fn decision_seed(&self) -> u64 {
        let turn = u64::from(self.game.round()) << 8 | u64::from(self.game.mover());
        mix(self.ai_seed ^ mix(self.game.dice_state() ^ turn))
    }

    /// Applies an action and queues its events. False (with the refusal on
    /// the strip) when the rules refuse it.
    pub fn apply(&mut self, app: &mut App, action: Action) -> bool {
        let by = match self.game.seat_to_act() {
            None => "auto",
            Some(s) if self.settings.human(s) => "person",
            Some(_) => "computer",
        };
        let mut events = EventLog::new();
        match self.game.try_apply(action, &mut events) {
            Ok(()) => {
                if events.lost() > 0 {
                    agb::println!("rush: error {} events lost", events.lost());
                }
                agb::println!(
                    "rush: action {} by={} events={}",
                    Typed(&action),
                    by,
                    events.len()
                );
                for e in events.iter() {
                    agb::println!("rush: event {}", Typed(e));
                }
                self.player.push(events.take());
                self.bot = None;
                self.waited = 0;
                self.fresh = false;
                self.human.after_action();
                let person = self.person().is_some();
                crate::save::after_action(app, &self.game, person);
                true
            }
            Err(e) => {
                agb::println!("rush: refused {}: {}", Typed(&action), e);
                let text = words::wrap(&app.glyphs, &alloc::format!("{e}"), words::STRIP_W);
                self.say(&text);
                app.sfx(Sfx::Error);
                self.human.walk.clear();
                false
            }
        }
    }

    /// One frame of logic; true once the game is over and shown.
    pub fn update(&mut self, app: &mut App) -> bool {
        self.frames = self.frames.wrapping_add(1);
        if self.player.busy() {
            let people_only = self.person().is_some()
                && matches!(self.game.phase(), Phase::Move | Phase::Push { .. });
            let pace = self.pacer.read(&app.input, !people_only);
            self.player.update(&mut self.anim, pace);
            if let Some(s) = self.anim.sound.take() {
                app.sfx(s);
            }
            if let Some(m) = self.anim.message.take() {
                agb::println!("rush: says {}", m.replace('\n', " "));
                self.say(&m);
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
            // A new decision: the last one's choices go (the list is a sink
            // that only adds).
            self.legal.clear();
            self.game.legal_actions(&mut *self.legal);
            if let Some(seat) = self.person() {
                self.human.setup(&self.game, &self.legal, seat);
                if self.handover.waiting().is_none() {
                    let p = self.human.text();
                    let mut menu = String::new();
                    for (k, a) in self.human.menu().iter().enumerate() {
                        let _ = write!(menu, "{}{}", if k == 0 { "" } else { "/" }, Typed(a));
                    }
                    agb::println!(
                        "rush: prompt seat={} {} menu=[{}]",
                        seat,
                        p.replace('\n', " "),
                        menu
                    );
                    self.say(&p);
                }
            } else {
                self.human.clear();
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
                Seat::Computer(level) => self.computer(app, level, speed),
                Seat::Person => self.person_turn(app, seat),
            },
        }
        false
    }

    fn computer(&mut self, app: &mut App, level: Level, speed: u32) {
        if self.bot.is_none() {
            let seed = self.decision_seed();
            self.bot = Some(Bot::new(&self.game, level, seed));
            self.decisions += 1;
            self.waited = 0;
        }
        self.waited += speed;
        let skip = app.input.is_pressed(Button::B);
        let decided = self.bot.as_mut().and_then(|b| b.step(&self.game));
        if let Some(action) = decided
            && (self.waited >= AI_PAUSE || skip)
        {
            self.apply(app, action);
        }
    }

    fn person_turn(&mut self, app: &mut App, seat: u8) {
        let players = self.game.players();
        let name = seat_name(players, seat);
        match self
            .handover
            .gate(app, "rush", seat, name, self.settings.hand_over())
        {
            Gate::Play => super::human::play(self, app, seat),
            Gate::Started => {
                self.say(&words::handover(players, seat));
                self.strip_dirty = true;
            }
            Gate::Waiting => {}
            Gate::Taken => {
                let p = self.human.text();
                self.say(&p);
            }
        }
    }

    /// Draws the strip and the side panel's words when they changed.
    fn draw_text(&mut self, app: &mut App) {
        let (canvas, g) = (&mut app.text, &app.glyphs);
        if self.anim.panel_dirty {
            self.anim.panel_dirty = false;
            let s = &self.anim.shown;
            canvas.fill(PANEL_X, 0, 240 - PANEL_X, 100, 0);
            let round = alloc::format!("Round {}", s.round);
            canvas.text(g, PANEL_X + 3, 1, ink::WHITE, &round);
            for k in 0..usize::from(s.players) {
                let i = s.order[k];
                let n = alloc::format!("{}", s.cubes[usize::from(i)]);
                canvas.text(g, PANEL_X + 36, row_y(k) + 3, ink::WHITE, &n);
            }
            // A fight's totals under its two d20s, once they land.
            let tray = &self.anim.tray;
            if tray.d20b > 0 && tray.tumble == 0 {
                for (k, total) in tray.totals.iter().enumerate() {
                    let x = PANEL_X + 2 + k as i32 * 24;
                    let t = alloc::format!("={total}");
                    let team = self.anim.fight_teams[k];
                    canvas.text(g, x, view::TRAY_Y + 17, campus::ink_of(team), &t);
                }
            }
            self.strip_dirty = true;
        }
        if self.strip_dirty {
            self.strip_dirty = false;
            canvas.fill(0, STRIP_Y, 240, 160 - STRIP_Y, 0);
            let s = &self.anim.shown;
            let mover = s.mover;
            let team = if mover < s.players / 2 {
                tabletop_core::rush::Team::Zombies
            } else {
                tabletop_core::rush::Team::Jocks
            };
            let who = if self.settings.human(mover) {
                ""
            } else {
                " (computer)"
            };
            let status = alloc::format!("{}'s turn{}", seat_name(s.players, mover), who);
            canvas.text(g, 2, STRIP_Y + 1, campus::ink_of(team), &status);
            canvas.text(g, 2, STRIP_Y + 12, ink::WHITE, &self.message);
        }
    }
}

/// Plays one game until it ends or the player quits.
pub fn run(app: &mut App, settings: &Settings, seed: u64) -> Exit {
    agb::println!(
        "rush: new game seed={} players={}",
        seed,
        settings.players()
    );
    let play = Play::new(settings, seed);
    play_on(app, play)
}

/// Plays on a saved game from where it stood.
pub fn resume(app: &mut App, settings: &Settings, seed: u64, game: Game) -> Exit {
    agb::println!("rush: resumed game seed={}", seed);
    let play = Play::from_game(settings, seed, game);
    play_on(app, play)
}

fn play_on(app: &mut App, mut play: Play) -> Exit {
    play.begin(app);
    match screen::run(app, &mut play, &mut NoProbe) {
        Ended::Over => {
            let outcome = play.game.outcome().unwrap_or(Outcome::Unfinished);
            agb::println!(
                "rush: game over {} rounds={}",
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
        campus::install_palettes(&mut app.gfx);
        app.text.clear();
        self.anim.panel_dirty = true;
        self.strip_dirty = true;
    }
}

impl Screen for Play {
    const NAME: &'static str = "rush";
    const HELP: &'static [&'static str] = &help::PAGES;

    fn prepare(&mut self, app: &mut App) {
        self.draw_text(app);
    }

    fn draw(&mut self, frame: &mut GraphicsFrame, text: &Canvas) {
        self.bg.show(frame);
        text.show(frame);
        // Nothing of a person's choice shows while the console changes hands.
        let deciding =
            self.person().is_some() && !self.player.busy() && self.handover.waiting().is_none();
        if deciding {
            self.human.show(&self.sheet, frame, &self.game, self.frames);
        }
        view::panel_sprites(&self.sheet, frame, &self.anim.shown);
        self.anim.show(&self.sheet, frame, true);
        if deciding {
            self.human.show_lit(&self.sheet, frame);
        }
    }

    fn resumed(&mut self, app: &mut App) {
        campus::install_palettes(&mut app.gfx);
        app.text.clear();
        self.anim.panel_dirty = true;
        self.strip_dirty = true;
        self.pacer.disarm();
    }

    fn update(&mut self, app: &mut App) -> bool {
        Play::update(self, app)
    }

    /// No animation, and no text waiting to be drawn: the save's SRAM write
    /// (100,000 to 190,000 cycles) gets a frame of its own.
    fn quiet(&self) -> bool {
        !self.player.busy() && !self.anim.panel_dirty && !self.strip_dirty
    }
}
