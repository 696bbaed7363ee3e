//! One game of Tabletop Hero on the GBA, on the shared turn driver
//! ([`crate::turn`]): the scrolling battlefield, the dice, the strip, and a
//! person's cursor (in `human.rs`) with its looks ahead (`look.rs`). The
//! driver decides whose turn it is, paces the computer and the automatic
//! roll, applies, logs and saves; this file shows it.

use alloc::string::String;

use agb::display::GraphicsFrame;
use agb::display::tiled::RegularBackground;
use agb::input::Button;
use tabletop_core::hero::{Action, Cell, Event, Game, Phase, ai::Thinker};

use super::anim::Anim;
use super::board::{self, Camera, Overlay, Sheet, spr};
use super::human::{Human, Mode};
use super::options::{Setup, side_name};
use super::preview::{Preview, ThreatView};
use super::{help, notes, words};
use crate::app::App;
pub use crate::entry::Exit;
use crate::player::Pace;
use crate::seat::Seat;
use crate::text::Canvas;
use crate::turn::{Front, Input, Shown, Turn};

/// The last line of the frame's work (of 228) at which the strip's text
/// (about 145 lines, hearts and the side's dice marks included) may still
/// start: it and the sprites end before the next frame (measured by `make
/// bench`: at 72, frames whose logic ended at line 63 went 10,000 cycles
/// over).
const TEXT_BY: u16 = 50;
/// Frames the strip's text may wait for a frame with room for it.
const TEXT_WAITS: u8 = 6;

pub(in crate::hero) mod guide;
mod run;
mod strip;

#[cfg(feature = "bench")]
pub use run::new;
pub use run::{resume, run};

#[cfg(feature = "bench")]
pub use guide::guided;
pub use guide::learn;

/// A game of Tabletop Hero being played.
pub type Play = Turn<Field>;

/// What Tabletop Hero shows of a game: the battlefield, the dice, the strip.
pub struct Field {
    bg: RegularBackground,
    pub(super) overlay: Overlay,
    pub(super) sheet: Sheet,
    /// Who plays each side.
    pub settings: Setup,
    /// What is shown.
    pub anim: Anim,
    /// The view onto the battlefield.
    pub cam: Camera,
    /// The person's cursor.
    pub human: Human,
    /// The cell under the cursor, worked out for the picked mini.
    pub preview: Preview,
    /// The strip shows the preview (the prompt comes back when it goes).
    pub(super) previewing: bool,
    /// The threat view (R held).
    pub threat: ThreatView,
    /// The hint, once worked out (A takes it).
    hinted: Option<Action>,
    message: String,
    /// The status line last drawn.
    status: String,
    /// The message lines tell an event (not a person's prompt or note).
    told: bool,
    /// Words for the message lines from where there is no `App` to wrap
    /// them (said before the frame is drawn).
    waiting: Option<String>,
    /// Frames the message lines have shown their words (R held: four a
    /// frame): another side's event words are read before the computer's.
    said_for: u16,
    strip_dirty: bool,
    /// Frames the strip's redraw has waited for room.
    strip_waited: u8,
    /// The side and round of the last turn begun on a person's own minis.
    turn_seen: Option<(u8, u16)>,
    /// An action was taken: its lights go on the next frame.
    stale: bool,
    /// A was pressed while events or the computer played before a person's
    /// choice: it acts once the prompt shows (a press never vanishes).
    kept_a: bool,
    /// R has been up since the person's turn came: a held R from the
    /// computer's turn (hurrying it) never opens the danger view until it
    /// is let go and pressed again (the playtest's did).
    pub r_fresh: bool,
    /// The person's minis that have had their go this turn (a bit each):
    /// each wears a tick.
    pub done: u32,
    /// A shot refused as hidden, to be said and shown (with the game, in
    /// the next frame's input).
    hidden: Option<(u8, u8)>,
    /// The shooter of the shot being shown has been on screen.
    shooter_seen: bool,
    /// The computer's placing last seen on screen.
    placing_seen: Option<Cell>,
    /// The first dice's words wait for a press before a person's first
    /// choice (a child pressed A on them and nothing happened).
    dice_wait: bool,
    /// The picked mini and the enemy under the cursor last told (in range
    /// or not, before A).
    pub(super) enemy_told: Option<(u8, u8)>,
    /// Why the placing just asked for may not be made (said if refused).
    misplaced: Option<tabletop_core::hero::setup::Misplaced>,
    /// "Learn to play": the step the guide points at.
    guided: Option<guide::Guided>,
    /// Frames drawn (the guide's hand bobs).
    hand_t: u32,
    /// The events played fast last frame (R held): logged when it starts.
    hurried: bool,
}

impl Field {
    fn new(settings: &Setup, game: &Game) -> Field {
        let mut cam = Camera::default();
        cam.centre(tabletop_core::hero::Cell::new(20, 15));
        Field {
            bg: board::background(game.field()),
            overlay: Overlay::new(),
            sheet: Sheet::new(),
            anim: {
                let mut a = Anim::new(game);
                a.computer = (0..4u8)
                    .filter(|&s| !settings.human(s))
                    .fold(0, |m, s| m | 1 << s);
                a
            },
            cam,
            settings: *settings,
            human: Human::default(),
            preview: Preview::default(),
            previewing: false,
            threat: ThreatView::default(),
            hinted: None,
            message: String::new(),
            status: String::new(),
            told: false,
            waiting: None,
            said_for: 0,
            strip_dirty: true,
            strip_waited: 0,
            turn_seen: None,
            stale: false,
            shooter_seen: false,
            hidden: None,
            kept_a: false,
            r_fresh: false,
            done: 0,
            placing_seen: None,
            dice_wait: false,
            enemy_told: None,
            misplaced: None,
            guided: None,
            hand_t: 0,
            hurried: false,
        }
    }

    /// Sets the screen up for the game's first frame (or after the pause).
    fn begin(&mut self, app: &mut App) {
        board::install_palettes(&mut app.gfx);
        app.text.clear();
        self.strip_dirty = true;
    }
}

crate::player::stage_through!(Field, Event, anim);

impl Front for Field {
    type Game = Game;
    type Thinker = Thinker;
    const NAME: &'static str = "hero";
    const HELP: &'static [&'static str] = &help::PAGES;
    /// The cursor asks the rules of each cell (listing every move, shot and
    /// throw of an army cost up to 1.9 million cycles, seven frames).
    const LISTS_CHOICES: bool = false;

    fn seat(&self, _game: &Game, seat: u8) -> Seat {
        self.settings.seat(seat)
    }

    fn seat_name(&self, _game: &Game, seat: u8) -> &'static str {
        side_name(seat)
    }

    fn people(&self) -> bool {
        self.settings.hand_over()
    }

    /// B never skips: on Hero's screens it only ever means "back" (a
    /// playtester's child met B as undo, skip and back); R hurries.
    fn may_skip(&self, _game: &Game, _person: Option<u8>) -> bool {
        false
    }

    /// R is "faster" only where the status line says so (the computer's
    /// turn): on a person's own turn it is the bomb (aiming) or the danger
    /// view, never both (a child pressed R for a bomb and hurried).
    fn r_hurries(&self, _game: &Game, person: Option<u8>) -> bool {
        person.is_none()
    }

    /// An A pressed while events play (every frame, a guided game's
    /// skipped ones too) is kept until the prompt shows, then acts; but
    /// not one while the first dice roll (it skipped who won: their words
    /// wait for a press after them).
    fn meanwhile(&mut self, app: &App) {
        // R held while events play hurries them: it must be let go before
        // it opens the danger view.
        if app.input.is_pressed(Button::R) {
            self.r_fresh = false;
        }
        let a = app.input.is_just_pressed(Button::A);
        if a && self.anim.first_roll.is_some() {
            agb::println!("hero: A while the first dice roll dropped");
            return;
        }
        // A hurries an attack's result once it has shown a moment (it
        // stays about 2.5 seconds to be read): taken, not kept.
        if a && self.anim.hurry() {
            agb::println!("hero: A hurries the result");
            return;
        }
        self.kept_a |= a;
    }

    fn shown(&mut self, app: &mut App, pace: Pace) {
        if pace.speed > 1 && !self.hurried {
            agb::println!("hero: events hurried");
        }
        self.hurried = pace.speed > 1;
        if core::mem::take(&mut self.stale) && self.overlay.is_lit() {
            self.overlay.clear();
            agb::println!("hero: lights off");
        }
        if let Some(s) = self.anim.sound.take() {
            app.sfx(s);
        }
        // While a roll's dice show, the map's view ends above their band.
        self.cam.set_band(self.anim.band());
        let at = |i: u8| self.anim.minis.get(usize::from(i)).and_then(|s| s.at);
        let aimed = self.anim.aim.map(|(s, t)| (at(s), at(t)));
        match aimed {
            Some((Some(s), _)) if self.cam.shows(s) => self.shooter_seen = true,
            None => self.shooter_seen = false,
            _ => {}
        }
        if let Some(c) = self.anim.placed
            && self.placing_seen != Some(c)
            && self.cam.shows(c)
        {
            agb::println!("hero: placing seen at {},{}", c.x, c.y);
            self.placing_seen = Some(c);
        }
        // What happened shows before its words: they wait for the camera
        // to reach it (a mini knocked out off screen).
        // New dice: the last sentence goes with the old ones.
        if core::mem::take(&mut self.anim.hush) && !self.message.is_empty() {
            self.say(app, "");
        }
        // While a roll's dice show, the camera has come to rest first (on
        // the way, the shooter or its target may be under the dice band).
        let band = self.cam.band;
        let seen = self
            .anim
            .focus
            .is_none_or(|c| self.cam.shows(c) && (!band || self.cam.at_rest(c)));
        if seen && let Some(m) = self.anim.message.take() {
            if let Some((s, t)) = aimed {
                let on = |c: Option<Cell>| c.is_some_and(|c| self.cam.shows(c));
                // Where each shows on the screen (the tests check the dice
                // band hides neither).
                let (sx, sy) = s.map_or((-99, -99), |c| self.cam.screen(c));
                let (tx, ty) = t.map_or((-99, -99), |c| self.cam.screen(c));
                agb::println!(
                    "hero: view shooter={} seen={} target={} shooter_at={},{} target_at={},{}",
                    on(s),
                    self.shooter_seen,
                    on(t),
                    sx,
                    sy,
                    tx,
                    ty
                );
            }
            agb::println!("hero: says {}", m.replace('\n', " "));
            self.say(app, &m);
            self.told = true;
        }
        if let Some(c) = self.anim.focus {
            self.cam.follow(c);
        }
        // The dice show in their band, once a far shooter has been seen and
        // the camera is where they are read.
        if self.anim.focus.is_none_or(|c| self.cam.at_rest(c)) {
            self.anim.place_dice();
        }
    }

    fn settle(&mut self, game: &Game) {
        self.anim.settle(game);
    }

    fn ask(&mut self, app: &mut App, game: &Game, _legal: &[Action], seat: u8, say: bool) {
        self.human.lit_dirty = true;
        // Choosing an edge: the cursor starts on a free one; placing: on a
        // cell the mini may take.
        match game.phase() {
            Phase::Edge(_) => self.human.go_to_edge(game),
            Phase::Place(_) => self.human.go_to_placement(game),
            _ => {}
        }
        self.find_own(game, seat);
        // The first dice's words ("... press A!") stay until a press.
        if say && self.anim.first_roll.take().is_some() {
            agb::println!("hero: dice wait for a press");
            self.dice_wait = true;
            return;
        }
        if say {
            self.prompt(app, game, seat);
        }
    }

    fn watch(&mut self, game: &Game) {
        self.guided = None;
        self.anim.first_roll = None;
        self.human.reset();
        self.overlay.clear();
        self.computer_words(game);
    }

    fn hand_over(&mut self, app: &mut App, _game: &Game, seat: u8) {
        // Nothing of the last player's choice stays while the console
        // changes hands (their move grid, their marks).
        self.overlay.clear();
        self.human.reset();
        self.kept_a = false;
        // The status line names whose turn it is to hold the console (it
        // said "Setting up: Red" over "Blue, your turn!").
        self.anim.restatus |= self.anim.setting.take().is_some_and(|s| s != seat);
        // The first dice's words stay (they say "press A"), the A that
        // takes the console on takes them on.
        if self.anim.first_roll.take().is_none() {
            self.say(app, &words::handover(seat));
        }
    }

    fn nudged(&mut self, app: &mut App, _game: &Game, seat: u8) {
        self.say(app, &words::nudge(seat));
    }

    fn taken(&mut self, app: &mut App, game: &Game, seat: u8) {
        // The first dice go with their words.
        self.anim.settle(game);
        self.prompt(app, game, seat);
    }

    fn input(&mut self, app: &mut App, game: &Game, _legal: &[Action], seat: u8) -> Input<Action> {
        self.mark_done(game, seat);
        if let Some((mini, target)) = self.hidden.take() {
            self.show_hidden(app, game, mini, target);
        }
        // An A pressed while the last events played acts now.
        let kept = core::mem::take(&mut self.kept_a);
        if self.dice_wait {
            if !kept && !strip::any_press(&app.input) {
                return Input::Nothing;
            }
            agb::println!("hero: dice taken on{}", if kept { " (kept A)" } else { "" });
            self.dice_wait = false;
            self.anim.settle(game);
            self.prompt(app, game, seat);
            return Input::Nothing;
        }
        if kept {
            agb::println!("hero: kept A acts");
        }
        if let Some(a) = self.hinted {
            self.human.light(game, &mut self.overlay, seat);
            if app.input.is_just_pressed(Button::A) {
                self.hinted = None;
                return Input::Play(a);
            }
            if app.input.is_just_pressed(Button::B) {
                self.hinted = None;
                self.prompt(app, game, seat);
            }
            return Input::Nothing;
        }
        if self.threat_view(app, game, seat) {
            return Input::Nothing;
        }
        let before = (self.human.mode, self.human.confirm_end);
        let ask = self.human.input(game, seat, &app.input, kept);
        let ask = self.guided_walk(game, ask);
        if let Input::Play(Action::Place(c)) = ask {
            self.misplaced = game.misplaced(c);
        }
        if ask == Input::Hint {
            return ask;
        }
        let changed = self.human.mode != before.0 || self.human.confirm_end != before.1;
        if ask == Input::Nothing && changed {
            self.human.lit_dirty = true;
            if let Mode::Aim { mini, target, bomb } = self.human.mode {
                agb::println!(
                    "hero: forecast mini={} target={} bomb={} {}",
                    mini,
                    target,
                    bomb,
                    self.human.prompt(game, seat).replace('\n', " ")
                );
            }
            self.prompt(app, game, seat);
        }
        if let Some(note) = self.human.note.take() {
            agb::println!("hero: note {}", note.replace('\n', " "));
            self.say(app, &note);
        }
        self.human.light(game, &mut self.overlay, seat);
        let picked = self
            .human
            .picked()
            .and_then(|i| game.minis().get(usize::from(i))?.at);
        self.cam.keep_with(picked, self.human.cursor);
        // A guided step's words stay while the child walks to the hand (the
        // cell's and the enemy's looks ahead would take the strip).
        if self.guided.is_none() {
            self.look(app, game, seat);
        }
        ask
    }

    fn hint_asked(&mut self, app: &mut App) {
        self.say(app, words::HINT_ASKED);
    }

    fn hinted(&mut self, app: &mut App, game: &Game, action: Action) {
        self.show_hint(app, game, action);
    }

    /// Points at the guided step: the hand on its mini, cell or target, the
    /// step's sentence and the press it needs on the strip.
    fn guide(&mut self, app: &mut App, game: &Game, action: Action, say: &str) {
        self.point(app, game, action, say);
    }

    fn refused(&mut self, app: &mut App, action: Action, why: &tabletop_core::hero::Illegal) {
        // A hidden target: what is in the way, said and shown (the line
        // from the shooter to it lit until the next choice).
        if let (tabletop_core::hero::Illegal::Hidden, Action::Attack { mini, target }) =
            (why, action)
        {
            self.hidden = Some((mini, target));
            return;
        }
        let why = match (why, self.misplaced.take()) {
            (tabletop_core::hero::Illegal::BadPlacement, Some(m)) => {
                String::from(notes::misplaced(m))
            }
            _ => words::refused(*why),
        };
        self.human.lit_dirty = true;
        self.say(app, &why);
    }

    fn applied(&mut self, game: &Game, action: Action) {
        // A move's or an attack's lights go with the choice they were for
        // (the frame after, not in the rules' own frame); a placing band
        // stays for the next mini (no flicker between placings).
        self.stale = !matches!(action, Action::Place(_) | Action::Edge(_));
        self.preview.clear();
        self.previewing = false;
        self.threat.stop();
        self.hinted = None;
        self.guided = None;
        self.human.after(game, action);
    }

    /// The computer plays only once the strip shows what it did last.
    fn may_act(&self) -> bool {
        !self.strip_dirty && self.waiting.is_none()
    }

    fn prepare(&mut self, app: &mut App, shown: Shown<'_, Game>, played: bool) {
        self.say_waiting(app);
        self.strip_dirty |= core::mem::take(&mut self.anim.restatus);
        // The strip's text takes about 135 lines of the frame: it waits for
        // a frame whose logic left room for it (six frames at most), and
        // never shares one with the rules' work of an action.
        let late = crate::think::frame_line() > TEXT_BY;
        if played || (late && self.strip_waited < TEXT_WAITS) {
            self.strip_waited += u8::from(self.strip_dirty);
            return;
        }
        self.strip_waited = 0;
        self.draw_text(app, shown.game);
    }

    fn draw(&mut self, frame: &mut GraphicsFrame, text: &Canvas, shown: Shown<'_, Game>) {
        self.cam.set_band(self.anim.band());
        self.cam.apply(&mut self.bg);
        self.cam.apply(&mut self.overlay.bg);
        let map = self.bg.show(frame);
        let lit = self.overlay.bg.show(frame);
        let words = text.show(frame);
        if self.cam.band {
            board::dice_band(frame, [map, lit, words]);
        }
        let mut health = [None; 2];
        if shown.deciding {
            let h = &self.human;
            let (picked, target) = match h.mode {
                Mode::Picked(i) => (Some(i), None),
                Mode::Aim { mini, target, .. } | Mode::Heal { mini, target } => {
                    (Some(mini), Some(target))
                }
                Mode::Free => (None, None),
            };
            health = [picked, target];
            for (i, k) in [(picked, spr::SELECTED), (target, spr::TARGET)] {
                if let Some(c) = i.and_then(|i| self.anim.minis.get(usize::from(i))?.at) {
                    self.sheet.sprite(frame, k, self.cam.screen(c));
                }
            }
            self.draw_marks(frame, shown.game);
        }
        if shown.deciding {
            self.draw_hand(frame);
        }
        let all = self.threat.seat.is_some();
        self.anim.show(&self.sheet, frame, &self.cam, all, health);
        // The cursor never blinks out of sight: it breathes round its cell,
        // under the minis and their hearts (drawn last).
        if shown.deciding {
            let at = self.cam.screen(self.human.cursor);
            self.sheet.cursor(frame, self.hand_t, at);
        }
    }

    fn resumed(&mut self, app: &mut App) {
        self.begin(app);
    }

    fn quiet(&self) -> bool {
        !self.strip_dirty
    }
}
