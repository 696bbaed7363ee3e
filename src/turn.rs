//! The one turn driver on the cartridge, the twin of the simulator's
//! `sim/src/play.rs`: whose decision it is, the hand-over between people,
//! the computer thinking in slices, the automatic steps, the pacing, and
//! every action applied, logged, saved and shown the same way in every game.
//!
//! A game supplies a [`Front`]: its drawing and words (its [`Stage`] for the
//! events), and a person's input, which returns an action ([`Input`]) and
//! never applies one. Everything else is here, once:
//!
//! * the seats ([`Seat`]), the hand-over before a person's choice when the
//!   console changes hands (before the very first too), and the turn;
//! * the computer ([`Bot`]), seeded from what a save keeps
//!   ([`decision_seed`]), paced by one pause ([`AI_PAUSE`]) that B skips;
//! * the automatic step (the only legal action) after [`AUTO_PAUSE`];
//! * the hint (SELECT: the computer's Normal choice, pointed at; A takes it),
//!   and "let the computer choose" (the same choice, played);
//! * apply → the typed log lines (`<game>: action … by=… events=…`, each
//!   `event`, or `refused …: <sentence>`) → the save → the event player;
//! * the event player at one pace ([`Pacer`]: R fast, B shows all at once
//!   unless a person is choosing): nothing is decided while events play, so
//!   the dice always settle before the next words and the next choice.

use alloc::boxed::Box;
use alloc::vec::Vec;

use agb::display::GraphicsFrame;
use agb::input::Button;
use tabletop_core::contract::{Rules, Sink, Turn as Whose, Typed, decision_seed};

use crate::app::App;
use crate::audio::Sfx;
use crate::bot::Bot;
use crate::handover::HandOver;
use crate::player::{Pacer, Player};
use crate::screen::Screen;
use crate::seat::Seat;
use crate::text::Canvas;

/// The computer waits at least this many frames before acting, so a child
/// can follow what it does (B plays it at once).
pub const AI_PAUSE: u32 = 24;
/// Frames before an automatic step (B plays it at once).
pub const AUTO_PAUSE: u32 = 10;
/// A hint's seed is the decision's, mixed with this.
const HINT_SALT: u64 = 0x4817_4817;

pub use front::{ActionOf, EventOf, Front, IllegalOf, Input, Shown};

mod decide;
mod front;
mod guide;

/// One game being played: the rules' game, the front, and the turn's state.
pub struct Turn<F: Front> {
    /// The game.
    pub game: F::Game,
    /// The game's drawing, words and input.
    pub front: F,
    player: Player<EventOf<F>>,
    events: Vec<EventOf<F>>,
    pacer: Pacer,
    /// A has been let go since a person's A picked or the game began
    /// (where A hurries, the press that picked never hurries what it played).
    a_armed: bool,
    handover: HandOver,
    legal: Vec<ActionOf<F>>,
    bot: Option<Bot<F::Game, F::Thinker>>,
    hint: Option<Bot<F::Game, F::Thinker>>,
    /// The hint under way is played, not pointed at ([`Input::Computer`]).
    helping: bool,
    /// The last decision's thinker, restarted in place for the next.
    spare: Option<Box<F::Thinker>>,
    waited: u32,
    /// The game's seed: every computer decision's seed starts from it.
    seed: u64,
    /// The decision at hand was set up.
    fresh: bool,
    /// A person's choices were listed in the last frame: the front asks
    /// for them in this one (the listing can cost most of a frame).
    asking: bool,
    /// An action was applied in this frame's logic.
    played: bool,
    /// Frames since the game screen opened.
    pub frames: u32,
    /// Computer decisions started (the bench tells them apart).
    #[cfg_attr(not(feature = "bench"), allow(dead_code))]
    pub decisions: u32,
    /// A computer decision is due but waits for the last save's write (the
    /// bench counts those frames as the decision's).
    held: bool,
    /// "Learn to play": the script this game follows, and where it stands.
    guide: Option<guide::Guided<F::Game>>,
    /// The script plays the child's steps too (the bench times a guided
    /// game with nobody at the keys).
    alone: bool,
    /// A was pressed past a guided game's last choice: its last words and
    /// steps go at once.
    skip_end: bool,
}

/// A sink that keeps every event (the rules' count is bounded by
/// `MAX_EVENTS`, which the core's test kit checks).
struct Keep<'a, E>(&'a mut Vec<E>);

impl<E> Sink<E> for Keep<'_, E> {
    fn put(&mut self, item: E) {
        self.0.push(item);
    }
}

impl<F: Front> Turn<F> {
    /// A game on `front`, from `seed` (the game's own seed), with `shown`
    /// events to play first (a game's opening, or none).
    pub fn new(game: F::Game, front: F, seed: u64) -> Self {
        let spare = F::spare_thinker(&game);
        Turn {
            spare,
            game,
            front,
            player: Player::default(),
            events: Vec::new(),
            pacer: Pacer::default(),
            // The A that started the game hurries nothing.
            a_armed: false,
            handover: HandOver::new(),
            legal: Vec::new(),
            bot: None,
            hint: None,
            helping: false,
            waited: 0,
            seed,
            fresh: false,
            asking: false,
            played: false,
            frames: 0,
            decisions: 0,
            held: false,
            guide: None,
            alone: false,
            skip_end: false,
        }
    }

    /// Events to show before anything is decided (a game's opening).
    pub fn show(&mut self, events: impl IntoIterator<Item = EventOf<F>>) {
        self.events.clear();
        self.events.extend(events);
        log_events::<F>(&self.events);
        self.player.push(self.events.drain(..));
    }

    /// The seat to act, if any.
    pub fn seat_to_act(&self) -> Option<u8> {
        match self.front.whose(&self.game) {
            Whose::Seat(s) => Some(s),
            Whose::Auto | Whose::Over => None,
        }
    }

    /// The seat deciding, if a person plays it.
    pub fn person(&self) -> Option<u8> {
        self.seat_to_act()
            .filter(|&s| self.front.seat(&self.game, s).is_person())
    }

    /// Whether a person is choosing now (what the front shows of it).
    fn deciding(&self) -> bool {
        self.person().is_some()
            && !self.player.busy()
            && self.handover.waiting().is_none()
            && self.hint.is_none()
    }

    /// Whether a computer decision is being worked out.
    #[cfg(feature = "bench")]
    pub fn is_thinking(&self) -> bool {
        self.bot.as_ref().is_some_and(|b| !b.decided())
    }

    /// Whether events are still being shown (the bench counts a guided
    /// game's frames after its script only once its last events are shown).
    #[cfg(feature = "bench")]
    pub fn is_showing(&self) -> bool {
        self.player.busy()
    }

    /// Scanlines of the longest thinking slice in the last frame.
    #[cfg(feature = "bench")]
    pub fn slice_lines(&self) -> u16 {
        self.bot.as_ref().map_or(0, |b| b.slice_lines)
    }

    /// Whether a computer decision exists (until its action is played).
    #[cfg(feature = "bench")]
    pub fn is_deciding(&self) -> bool {
        self.bot.is_some() || self.held
    }

    /// The computer's decision in the making, if any (the bench reads it).
    #[cfg(feature = "bench")]
    pub fn bot(&self) -> Option<&Bot<F::Game, F::Thinker>> {
        self.bot.as_ref()
    }

    /// The AI's seed for the decision at hand.
    fn decision_seed(&self) -> u64 {
        decision_seed(self.seed, &self.game)
    }

    /// The decisions' bots go; a thinker is kept for the next decision.
    fn keep_thinkers(&mut self) {
        for bot in [self.bot.take(), self.hint.take()].into_iter().flatten() {
            self.spare = Some(bot.into_thinker());
        }
    }

    /// Who made the decision being applied, for the log.
    fn by(&self) -> &'static str {
        match self.seat_to_act() {
            None => "auto",
            Some(_) if self.hint.is_some() && self.helping => "helper",
            Some(_) if self.hint.is_some() => "hint",
            Some(s) if self.front.seat(&self.game, s).is_person() => "person",
            Some(_) => "computer",
        }
    }

    /// Applies `action` and queues its events; false (the front says why)
    /// when the rules refuse it.
    // Each part of a frame's logic has a stack frame of its own (see `boxed`).
    #[inline(never)]
    pub fn apply(&mut self, app: &mut App, action: ActionOf<F>) -> bool {
        let by = self.by();
        self.events.clear();
        match self.game.try_apply(action, &mut Keep(&mut self.events)) {
            Ok(()) => {
                log_action::<F>(&action, by, &self.events);
                self.player.push(self.events.drain(..));
                self.keep_thinkers();
                self.waited = 0;
                self.fresh = false;
                self.played = true;
                self.front.applied(&self.game, action);
                // A guided game is never saved.
                if self.guide.is_none() {
                    let person = self.person().is_some();
                    let mut kept = Vec::new();
                    self.front.kept(&mut kept);
                    crate::save::after_action(app, &self.game, person, &kept);
                }
                true
            }
            Err(e) => {
                agb::println!("{}: refused {}: {}", F::NAME, Typed(&action), e);
                self.front.refused(app, action, &e);
                app.sfx(Sfx::Error);
                false
            }
        }
    }

    /// One frame of logic; true once the game is over and shown.
    pub fn update(&mut self, app: &mut App) -> bool {
        self.frames = self.frames.wrapping_add(1);
        if !app.input.is_pressed(Button::A) {
            self.a_armed = true;
        }
        if self.player.busy() {
            self.front.meanwhile(app);
            // A guided game shows its events at half speed: every word of a
            // first game can be read (A, where it hurries, hurries it too),
            // unless the front holds every line long enough itself.
            let hurry = self.a_armed && self.front.a_hurries() && app.input.is_pressed(Button::A);
            // A guided game's last choice made: A goes on to "Now play a
            // real game!" at once (the playtest: the last words, at half
            // speed, ignored A for seconds).
            if !self.skip_end && self.guide_over() && app.input.is_just_pressed(Button::A) {
                agb::println!("{}: guided end skipped", F::NAME);
                self.skip_end = true;
            }
            if self.guide.is_some()
                && self.front.slow_when_guided()
                && self.frames % 2 == 1
                && !hurry
                && !self.skip_end
            {
                return false;
            }
            let may_skip = self.front.may_skip(&self.game, self.person());
            let mut pace = self.pacer.read(&app.input, may_skip);
            if !self.front.r_hurries(&self.game, self.person()) {
                pace.speed = 1;
            }
            if hurry {
                pace.speed = crate::player::Pace::FAST;
            }
            pace.skip |= self.skip_end;
            self.player.update(&mut self.front, pace);
            self.front.shown(app, pace);
            if !self.player.busy() {
                self.front.settle(&self.game);
            }
            return false;
        }
        let whose = self.front.whose(&self.game);
        if whose == Whose::Over {
            return true;
        }
        if !self.fresh {
            self.fresh = true;
            if self.begin_decision() {
                self.front.meanwhile(app);
                return false;
            }
        }
        if core::mem::take(&mut self.asking) {
            self.ask(app);
        }
        // A held, where it hurries (let go since it last picked), hurries
        // the computer's steps too.
        let hurry = self.a_armed && self.front.a_hurries() && app.input.is_pressed(Button::A);
        let speed = if app.input.is_pressed(Button::R) || hurry {
            crate::player::Pace::FAST
        } else {
            1
        };
        match whose {
            Whose::Over => {}
            Whose::Auto if self.hands_over_first(app) => {}
            Whose::Auto => {
                self.front.meanwhile(app);
                self.waited += speed;
                if self.waited >= self.front.pause(&self.game)
                    || app.input.is_pressed(Button::B)
                    || self.skip_end
                {
                    self.guided_auto(app);
                }
            }
            Whose::Seat(seat) => match self.front.seat(&self.game, seat) {
                s if self.scripted(s.is_person()) => {
                    self.front.meanwhile(app);
                    self.guided_computer(app, speed)
                }
                Seat::Computer(level) => {
                    self.front.meanwhile(app);
                    self.computer(app, seat, level, speed)
                }
                Seat::Person => {
                    if app.input.is_just_pressed(Button::A) {
                        self.a_armed = false;
                    }
                    self.person_turn(app, seat)
                }
            },
        }
        false
    }

    /// A new decision: the legal choices are listed (a person's and an
    /// automatic step's; the computer lists its own), and the front told.
    /// True for a person's: the front asks in the next frame ([`Turn::ask`]),
    /// so the listing and the prompt's words never share a frame.
    #[inline(never)]
    fn begin_decision(&mut self) -> bool {
        self.legal.clear();
        match self.person() {
            Some(seat) => {
                if F::LISTS_CHOICES {
                    self.front.choices(&self.game, seat, &mut self.legal);
                }
                self.asking = true;
                true
            }
            None => {
                if self.front.whose(&self.game) == Whose::Auto {
                    match self.front.auto_action(&self.game) {
                        Some(a) => self.legal.push(a),
                        None => self.game.legal_actions(&mut Keep(&mut self.legal)),
                    }
                }
                self.front.watch(&self.game);
                false
            }
        }
    }
}

/// The log lines of an applied action: the action, then each event.
fn log_action<F: Front>(action: &ActionOf<F>, by: &str, events: &[EventOf<F>]) {
    agb::println!(
        "{}: action {} by={} events={}",
        F::NAME,
        Typed(action),
        by,
        events.len()
    );
    log_events::<F>(events);
}

/// The log line of each event.
fn log_events<F: Front>(events: &[EventOf<F>]) {
    for e in events {
        agb::println!("{}: event {}", F::NAME, Typed(e));
    }
}

impl<F: Front> Screen for Turn<F> {
    const NAME: &'static str = F::NAME;
    const HELP: &'static [&'static str] = F::HELP;

    fn prepare(&mut self, app: &mut App) {
        let played = core::mem::take(&mut self.played);
        let shown = Shown {
            deciding: self.deciding(),
            game: &self.game,
            frames: self.frames,
            busy: self.player.busy(),
        };
        self.front.prepare(app, shown, played);
    }

    fn draw(&mut self, frame: &mut GraphicsFrame, text: &Canvas) {
        let shown = Shown {
            deciding: self.deciding(),
            game: &self.game,
            frames: self.frames,
            busy: self.player.busy(),
        };
        self.front.draw(frame, text, shown);
    }

    fn resumed(&mut self, app: &mut App) {
        self.front.resumed(app);
        self.pacer.disarm();
    }

    fn update(&mut self, app: &mut App) -> bool {
        Turn::update(self, app)
    }

    /// No action in the last frame, nothing being shown, nothing of the
    /// front's waiting to be drawn: the save's SRAM write (100,000 to
    /// 190,000 cycles) gets a frame of its own.
    fn quiet(&self) -> bool {
        !self.played && !self.player.busy() && self.front.quiet()
    }
}

/// Boxes a turn in a stack frame of its own (a game's state can be several
/// KiB: it must never sit on the caller's stack).
#[inline(never)]
pub fn boxed<F: Front>(game: F::Game, front: F, seed: u64) -> Box<Turn<F>> {
    Box::new(Turn::new(game, front, seed))
}
