//! One game of Sandford on the GBA: the map, the HUD, people's and the
//! computer's decisions spread over frames, and the events played one at a time.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;

use agb::display::tiled::RegularBackground;
use agb::input::Button;
use tabletop_core::contract::{EventLog, Rules, Saved, Turn, Typed, mix};
use tabletop_core::sandford::{
    Action, Cell, Config, Event, Game, MAX_EVENTS, MAX_HEROES, Phase, ai, heapless,
};

use super::anim::{self, Board, Showing};
use super::bot::Bot;
use super::human::{Cmd, Ui};
use super::map::{self, Camera};
use super::options::Settings;
use super::tray::Tray;
use super::words;
use crate::app::App;
use crate::audio::Sfx;
pub use crate::entry::Exit;
use crate::handover::{Gate, HandOver};
use crate::lines::Lines;
use crate::player::{Pacer, Player, Stage};
use crate::strips::{Strip, Strips};
use crate::ui::ink;

mod soak;
mod view;
use soak::SoakMenu;
#[cfg(test)]
pub(super) use soak::soak_lines;

/// Frames the computer waits before each action, so it can be followed.
const AI_PAUSE: u32 = 24;
/// Frames between monster steps and other automatic steps.
const STEP_PAUSE: u32 = 20;
/// The hourglass: two minutes of frames.
const HOURGLASS: u32 = 120 * 60;
/// Scanlines into a frame's work after which changed HUD strips wait for the
/// next frame (a strip of deferred text costs up to about 66 lines, the
/// frame has 228).
const HUD_LATE: u16 = 140;

/// The HUD's strips: the status line over the map, two lines under it.
const STRIPS: [Strip; 3] = [
    Strip {
        area: (0, 0, 240, map::TOP),
        inset: (3, 1),
        fill: ink::SHADOW,
    },
    Strip {
        area: (0, map::BOTTOM, 240, 12),
        inset: (3, 1),
        fill: ink::SHADOW,
    },
    Strip {
        area: (0, map::BOTTOM + 12, 240, 12),
        inset: (3, 1),
        fill: ink::SHADOW,
    },
];

/// The state of the game screen.
pub struct Play {
    /// The game.
    pub game: Game,
    settings: Settings,
    pub(super) bg: RegularBackground,
    cam: Camera,
    focus: Cell,
    /// The events still to show (the shared player).
    player: Player<Event>,
    /// What the event being shown draws (set as each event begins).
    showing: Option<Showing>,
    /// R and B as the player's pace.
    pub(super) pacer: Pacer,
    /// The sound of the event that began last, played after the player's step.
    sound: Option<Sfx>,
    board: Box<Board>,
    actor: Option<u8>,
    ui: Option<Ui>,
    /// A person choosing how their hero takes a blow.
    soak: Option<SoakMenu>,
    bot: Option<Box<Bot>>,
    /// A hint being worked out for a person's hero (SELECT).
    hint: Option<Box<Bot>>,
    waited: u32,
    /// The computer seats' seed base (the game's seed: kept by a save).
    ai_base: u64,
    timer: u32,
    frames: u32,
    message: String,
    /// The message says why the last choice was refused.
    refused: bool,
    /// The HUD's three text strips (top, and two lines at the bottom).
    strips: Strips<3>,
    /// The frame's work clock, started when the last frame was committed.
    clock: Lines,
    /// Some HUD strip waits to be redrawn.
    hud_behind: bool,
    /// Passing the console between people's heroes.
    handover: HandOver,
    /// Where the hand-over box is drawn on the text layer.
    handover_box: Option<(i32, i32, i32, i32)>,
    /// The last die rolled, shown in the map's corner.
    tray: Tray,
    /// The hero whose arrival is being shown: hidden while the needle spins.
    arriving: Option<u8>,
}

impl Play {
    pub(super) fn new(settings: &Settings, seed: u64) -> Play {
        // The heroes arrive one by one: the spinner, the two dice, the hero.
        let mut arrivals: heapless::Vec<Event, MAX_HEROES> = heapless::Vec::new();
        let config = Config {
            heroes: settings.players,
            rings_option: settings.rings,
            seed,
            house: settings.house,
        };
        let game = Game::new_showing(config, &mut arrivals);
        let mut play = Play::with_game(settings, seed, game);
        play.board.hide_heroes();
        play.player.push(arrivals);
        play
    }

    fn with_game(settings: &Settings, seed: u64, game: Game) -> Play {
        let focus = game.temple().centre();
        let board = Box::new(Board::new(&game));
        Play {
            bg: map::background(&game),
            cam: Camera::on(focus),
            focus,
            game,
            settings: *settings,
            player: Player::default(),
            showing: None,
            sound: None,
            pacer: Pacer::default(),
            board,
            actor: None,
            ui: None,
            soak: None,
            bot: None,
            hint: None,
            waited: 0,
            ai_base: seed ^ 0x5A4D_F0D5,
            timer: HOURGLASS,
            frames: 0,
            message: String::from(words::ARRIVING),
            refused: false,
            strips: Strips::new(STRIPS),
            clock: Lines::start(),
            hud_behind: false,
            handover: HandOver::new(),
            handover_box: None,
            tray: Tray::default(),
            arriving: None,
        }
    }

    /// Nothing is being shown and no event waits (the save module writes then).
    pub(super) fn quiet(&self) -> bool {
        !self.player.busy() && self.showing.is_none()
    }

    /// A saved game, played on from where it stood.
    pub(super) fn resumed(settings: &Settings, seed: u64, game: Game) -> Play {
        let mut play = Play::with_game(settings, seed, game);
        play.showing = None;
        play.player = Player::default();
        play.message = String::from(words::WELCOME_BACK);
        play
    }

    fn timed(&self) -> bool {
        self.settings.timer
            && matches!(
                self.game.phase(),
                Phase::HeroesArrive | Phase::Defend | Phase::Repair
            )
    }

    /// Applies an action and queues its events; an illegal one says why.
    fn apply(&mut self, app: &mut App, action: Action) -> bool {
        let mut events: EventLog<Event, MAX_EVENTS> = EventLog::new();
        match self.game.try_apply(action, &mut events) {
            Ok(()) => {
                if events.lost() > 0 {
                    // Never silent: MAX_EVENTS is checked by the core's test kit.
                    agb::println!("sandford: error {} events lost", events.lost());
                }
                let human = action.hero().is_some_and(|h| self.settings.human(h));
                agb::println!(
                    "sandford: action {} human={} events={}",
                    Typed(&action),
                    human,
                    events.len()
                );
                // The new turn's hourglass shows full from now on, not the
                // last turn's time until its event is played.
                if events
                    .as_slice()
                    .iter()
                    .any(|e| matches!(e, Event::TurnStarted { .. }))
                {
                    self.timer = HOURGLASS;
                }
                // Each event is logged when it is shown (a log line costs
                // ~9,000 cycles in mGBA, and a step can make dozens).
                self.player.push(events.take());
                if let Some(mut ui) = self.ui.take() {
                    ui.erase(&mut app.text);
                }
                self.actor = None;
                self.soak = None;
                self.bot = None;
                self.hint = None;
                self.waited = 0;
                let person = matches!(self.game.turn(), Turn::Seat(h) if self.settings.human(h));
                crate::save::after_action(app, &self.game, person);
                true
            }
            Err(e) => {
                agb::println!("sandford: refused {}: {}", Typed(&action), e);
                self.message = alloc::format!("{e}");
                self.refused = true;
                app.sfx(Sfx::Error);
                false
            }
        }
    }

    /// The AI's seed for a decision for `hero` (a computer seat's or a hint):
    /// made from what a save keeps (the game's seed, its dice, the hero), so
    /// a resumed game decides as the uninterrupted one would have.
    fn decision_seed(&self, hero: u8) -> u64 {
        mix(self.ai_base ^ mix(self.game.dice_state() ^ u64::from(hero)))
    }

    /// SELECT asks the computer (Normal) for a hint for `hero`, worked out
    /// over frames like a computer seat's decision; the menu then points at
    /// it and A takes it, as in every game.
    fn hint(&mut self, app: &mut App, hero: u8) {
        if self.hint.is_none() && app.input.is_just_pressed(Button::Select) {
            let seed = self.decision_seed(hero);
            self.hint = Some(Bot::new(&self.game, hero, false, seed, ai::Level::Normal));
            self.message = String::from(words::THINKING);
            agb::println!("sandford: hint asked for hero {}", hero);
        }
        let Some(bot) = self.hint.as_mut() else {
            return;
        };
        let until = if self.hud_behind {
            super::bot::THINK_LINES_HUD_BEHIND
        } else {
            super::bot::THINK_LINES
        };
        if let Some(a) = bot.step(&self.game, &mut self.clock, until) {
            self.hint = None;
            agb::println!("sandford: hint {}", Typed(&a));
            self.message = String::from(words::HINT);
            if let Some(ui) = self.ui.as_mut() {
                ui.point_at(&self.game, a);
            }
        }
    }

    /// Who takes the next round (the core's rule: the hero owing an action,
    /// else the next one round the table after the last to act).
    fn choose_actor(&self) -> Option<u8> {
        self.game.actor()
    }

    /// One frame of logic. Returns true once the game is over and shown.
    pub(super) fn update(&mut self, app: &mut App) -> bool {
        self.frames = self.frames.wrapping_add(1);
        // B skips unless a person is choosing (a menu, or how to take a blow).
        let deciding = self.ui.is_some() || self.soak.is_some();
        let pace = self.pacer.read(&app.input, !deciding);
        let (speed, skip) = (pace.speed, pace.skip);
        let mut player = core::mem::take(&mut self.player);
        player.update(self, pace);
        self.player = player;
        if let Some(s) = self.sound.take() {
            app.sfx(s);
        }
        if !self.player.busy() {
            // Nothing left to show: the board is the game again.
            self.board.sync(&self.game);
        }
        if let Some(s) = &self.showing {
            // The camera rides along with a sliding piece.
            match s.glide_pixel() {
                Some((_, (x, y))) => self.cam.follow_px(x, y, speed),
                None if s.spinning() => self.cam.follow(self.game.temple().centre(), speed),
                None => self.cam.follow(self.focus, speed),
            }
            return false;
        }
        if self.game.is_over() {
            return true;
        }
        match self.game.phase() {
            Phase::Monsters if self.game.soaking().is_some() => self.soak_turn(app, speed, skip),
            Phase::WaveApproaches | Phase::Monsters | Phase::Recover => {
                self.waited += speed;
                // A rolled wave lands a monster a step, without pauses.
                let landing = self.game.arriving() > 0;
                if self.waited >= STEP_PAUSE || skip || landing {
                    self.apply(app, Action::Continue);
                }
                self.cam.follow(self.focus, speed);
            }
            _ => self.heroes_turn(app, speed, skip),
        }
        false
    }

    fn heroes_turn(&mut self, app: &mut App, speed: u32, skip: bool) {
        if self.actor.is_none() {
            self.actor = self.choose_actor();
            let Some(h) = self.actor else {
                // Nobody can start a round: the turn is over.
                self.apply(app, Action::EndTurn);
                return;
            };
            agb::println!(
                "sandford: hero {} to act human={}",
                h,
                self.settings.human(h)
            );
            if !self.settings.human(h) && !self.settings.demo() {
                self.message = words::computer_plays(h);
            }
        }
        let Some(hero) = self.actor else { return };
        if let Some(h) = self.game.heroes().get(hero as usize) {
            self.focus = h.cell;
        }
        if !self.settings.human(hero) {
            if self.bot.is_none() {
                let demo = (0..self.game.heroes().len() as u8).all(|h| !self.settings.human(h));
                let seed = self.decision_seed(hero);
                let policy = self.settings.level;
                self.bot = Some(Bot::new(&self.game, hero, demo, seed, policy));
            }
            self.waited += speed;
            self.cam.follow(self.focus, speed);
            let until = if self.hud_behind {
                super::bot::THINK_LINES_HUD_BEHIND
            } else {
                super::bot::THINK_LINES
            };
            let clock = &mut self.clock;
            let decided = self
                .bot
                .as_mut()
                .and_then(|b| b.step(&self.game, clock, until));
            if let Some(h) = decided.and_then(|a| a.hero()) {
                self.actor = Some(h);
            }
            if let Some(a) = decided
                && (self.waited >= AI_PAUSE || skip)
                && !self.apply(app, a)
            {
                // Never stall on a refused choice: end the turn instead.
                self.apply(app, Action::EndTurn);
            }
            return;
        }
        if self.ui.is_none() {
            let who = format!("hero {}", hero);
            if self
                .handover
                .gate(app, "sandford", hero, &who, self.settings.hand_over())
                != Gate::Play
            {
                // Waiting for the console, or the A that answered it.
                return;
            }
            let others = (0..self.game.heroes().len() as u8)
                .any(|o| o != hero && self.settings.human(o) && self.game.can_start_round(o));
            let title = words::your_turn(hero);
            self.ui = Some(Ui::new(&self.game, hero, others, title));
        }
        if self.settings.timer {
            self.timer = self.timer.saturating_sub(1);
            if self.timer == 0 {
                agb::println!("sandford: time up");
                self.apply(app, Action::EndTurn);
                self.message = String::from(words::TIME_UP);
                return;
            }
        }
        self.hint(app, hero);
        let before = self.ui.as_ref().map(|ui| ui.cursor);
        let cmd = self
            .ui
            .as_mut()
            .and_then(|ui| ui.update(app, &self.game, &mut self.cam));
        if self.refused && self.ui.as_ref().map(|ui| ui.cursor) != before {
            // The refusal was about the old cell: forget it.
            self.message.clear();
            self.refused = false;
        }
        match cmd {
            Some(Cmd::Apply(a)) => {
                self.apply(app, a);
            }
            Some(Cmd::Switch) => {
                self.hint = None;
                let n = self.game.heroes().len() as u8;
                let next = (1..n)
                    .map(|i| (hero + i) % n)
                    .find(|&o| self.settings.human(o) && self.game.can_start_round(o));
                if let Some(mut ui) = self.ui.take() {
                    ui.erase(&mut app.text);
                }
                self.actor = next.or(Some(hero));
            }
            None => {}
        }
    }

    fn bot_hero(&self) -> Option<u8> {
        self.bot.as_ref().map(|b| b.hero)
    }

    /// The computer deciding now, if any (the benchmark reads its timing).
    #[cfg(feature = "bench")]
    pub(super) fn bot(&self) -> Option<&Bot> {
        self.bot.as_deref()
    }
}

/// Sandford's events on the shared player: each begins with its message,
/// sound and the board's step; sliding pieces and the spinner last frames.
impl Stage<Event> for Play {
    fn begin(&mut self, e: &Event) -> u32 {
        agb::println!("sandford: event {}", Typed(e));
        let (msg, sound) = words::event(e);
        let has_message = !msg.is_empty();
        if has_message {
            self.message = msg;
            self.refused = false;
        }
        if sound.is_some() {
            self.sound = sound;
        }
        let (show, focus) = anim::plan(&self.board, e, has_message);
        self.board.apply(e);
        self.tray.begin(e, self.frames);
        self.arriving = match e {
            Event::HeroArrives { hero, .. } => Some(*hero),
            _ => None,
        };
        match e {
            Event::BuildingRazed { building, .. } | Event::BuildingRepaired { building, .. } => {
                map::refresh_building(&mut self.bg, &self.game, *building);
            }
            Event::TurnStarted { .. } => self.timer = HOURGLASS,
            _ => {}
        }
        if let Some(f) = focus {
            self.focus = f;
        }
        let len = show.len;
        self.showing = (len > 0).then_some(show);
        len
    }

    fn tick(&mut self, _: Option<&Event>, t: u32, _: u32) {
        if let Some(s) = self.showing.as_mut() {
            s.t = t;
        }
    }

    fn end(&mut self, e: Option<&Event>) {
        self.showing = None;
        self.arriving = None;
        if let Some(Event::HeroArrives { hero, .. }) = e
            && usize::from(*hero) + 1 == self.game.heroes().len()
        {
            self.message = String::from(words::GO_SHOPPING);
        }
    }
}
