//! One game of Sandford on the GBA, on the shared turn driver
//! ([`crate::turn`]): the map, the HUD, the dice tray, and a person's menu (in
//! `human.rs`) or choice against a blow (`soak.rs`). The driver decides whose
//! turn it is, paces the computer and the monsters' steps, applies, logs and
//! saves; this file shows it.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;

use agb::display::GraphicsFrame;
use agb::display::tiled::RegularBackground;
use agb::input::Button;
use tabletop_core::contract::{Level, Rules, Think, Turn as Whose, Typed};
use tabletop_core::sandford::{
    Action, Cell, Game, MAX_ACTIONS, MAX_HEROES, Phase, SeatThinker, heapless,
};

use super::anim::{Board, Showing};
use super::human::{Cmd, Ui};
use super::map::{self, Camera};
use super::options::Settings;
use super::tray::Tray;
use super::{screens, words};
use crate::app::App;
use crate::audio::Sfx;
pub use crate::entry::Exit;
use crate::player::Pace;
use crate::seat::Seat;
use crate::strips::{Strip, Strips};
use crate::text::Canvas;
use crate::turn::{Front, IllegalOf, Input, Shown, Turn};
use crate::ui::ink;

mod clock;
mod console;
mod soak;
mod stage;
mod start;
mod view;
use clock::HOURGLASS;
use soak::SoakMenu;
#[cfg(test)]
pub(super) use soak::soak_lines;
pub(super) use start::{guided, new, resumed};

/// A game of Sandford being played.
pub type Play = Turn<Village>;

/// Frames between monster steps and other automatic steps.
const STEP_PAUSE: u32 = 20;
/// Scanlines into a frame's work after which changed HUD strips wait for the
/// next frame (a strip of deferred text costs up to about 66 lines, the
/// frame has 228).
const HUD_LATE: u16 = 140;
/// Frames the guided game's "wait" stays once A was pressed too soon.
const WAIT_FRAMES: u32 = 90;
/// The seats' names in the log ("pass the console to hero 1").
const SEATS: [&str; MAX_HEROES] = ["hero 0", "hero 1", "hero 2", "hero 3"];

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

/// What Sandford shows of a game: the village, the HUD, a person's menu.
pub struct Village {
    settings: Settings,
    bg: RegularBackground,
    cam: Camera,
    focus: Cell,
    /// What the event being shown draws (set as each event begins).
    showing: Option<Showing>,
    /// The sound of the event that began last, played after the player's step.
    sound: Option<Sfx>,
    board: Box<Board>,
    /// The hero whose decision it is (or who takes a blow).
    actor: Option<u8>,
    ui: Option<Ui>,
    /// A decision's menu to take off the text layer before the next frame.
    stale: Option<Ui>,
    /// A person choosing how their hero takes a blow.
    soak: Option<SoakMenu>,
    /// Frames left in the hourglass (a person's choosing runs it down).
    timer: u32,
    /// A person looks around: the hourglass waits (logged when it changes).
    looking: bool,
    /// Frames left of "Time is up!" before the turn ends (0: not up).
    time_up: u32,
    /// The hurry line shows (logged when it comes).
    hurry_said: bool,
    frames: u32,
    message: String,
    /// The message says why the last choice was refused.
    refused: bool,
    /// The HUD's three text strips (top, and two lines at the bottom).
    strips: Strips<3>,
    /// Some HUD strip waits to be redrawn.
    hud_behind: bool,
    /// The HUD's words as last built, and what they were built from.
    hud_words: view::HudWords,
    /// The hero waiting for the console.
    handover: Option<u8>,
    /// Who has the console, when "Other hero" passed it on.
    console: Option<u8>,
    /// Hot seat: the heroes whose people ended their turn (a bit each),
    /// until the next heroes' turn.
    done: u8,
    /// Hot seat: the hero whose person's "Yes: I'm done" is being played.
    ending: Option<u8>,
    /// Where the hand-over box is drawn on the text layer.
    handover_box: Option<(i32, i32, i32, i32)>,
    /// The last die rolled, shown in the map's corner.
    tray: Tray,
    /// The words of a roll, said once its dice have settled: the event's
    /// time and the frame from which they may show, and the message.
    said_after: Option<(u32, u32, String)>,
    /// The hero whose arrival is being shown: hidden while the needle spins.
    arriving: Option<u8>,
    /// Buildings razed or repaired by an event, redrawn before the next frame.
    rebuilt: Vec<u8>,
    /// The temple's centre (the camera's place while the needle spins).
    temple: Cell,
    heroes: u8,
    /// "Learn to play": the step to point at once the menu opens, and the
    /// guided game's steps not yet played.
    pointing: Option<Action>,
    guided: usize,
    /// The attack just played: magic (else a weapon), its strength and the
    /// wave (an armoured monster's armour), for the words of its die.
    strike: Option<(bool, u8, u8)>,
    /// Each hero's hearts as the events shown so far leave them (the
    /// game is ahead of what is shown: the HUD said "H2 fallen" before the
    /// blow that fells it was shown).
    shown_hp: [u8; MAX_HEROES],
    /// Events are being shown (this frame).
    busy: bool,
    /// The frame a roll's words last came (A hurries them only later).
    said_at: Option<u32>,
    /// The colour of the monster that last struck a hero (its armour
    /// roll's words name it).
    attacker: Option<tabletop_core::sandford::MonsterColour>,
    /// The hero the event being shown (or the last) is about: the HUD
    /// shows them until a hero comes up to decide.
    about: Option<u8>,
    /// The hero the HUD showed last (logged when it changes).
    hud_hero: Option<u8>,
    /// The phase the top strip showed last (logged when it changes).
    hud_phase: Option<Phase>,
    /// "Learn to play": this is the guided game.
    learning: bool,
    /// "Learn to play": frames left of the word that A must wait (pressed
    /// while nothing can be chosen).
    wait_word: u32,
    /// The event being shown is a person's hero's own (their move, their
    /// roll): A then is no "wait" (the playtest: "Wait and watch" came in
    /// the child's own go).
    own_event: bool,
    /// "Learn to play": the lesson's word on whose the heroes are stays
    /// under the arrivals' words until the child's first go.
    lesson: bool,
}

impl Village {
    fn new(settings: &Settings, game: &Game, message: &str) -> Village {
        let focus = game.temple().centre();
        Village {
            bg: map::background(game),
            cam: Camera::on(focus),
            focus,
            settings: *settings,
            showing: None,
            sound: None,
            board: Box::new(Board::new(game)),
            actor: None,
            ui: None,
            stale: None,
            soak: None,
            timer: HOURGLASS,
            time_up: 0,
            looking: false,
            hurry_said: false,
            frames: 0,
            message: String::from(message),
            refused: false,
            strips: Strips::new(STRIPS),
            hud_behind: false,
            hud_words: view::HudWords::default(),
            handover: None,
            console: None,
            done: 0,
            ending: None,
            handover_box: None,
            tray: Tray::default(),
            said_after: None,
            arriving: None,
            rebuilt: Vec::new(),
            temple: focus,
            heroes: game.heroes().len() as u8,
            pointing: None,
            guided: 0,
            strike: None,
            attacker: None,
            said_at: None,
            shown_hp: hearts(game),
            busy: false,
            about: None,
            hud_hero: None,
            hud_phase: None,
            learning: false,
            wait_word: 0,
            own_event: false,
            lesson: false,
        }
    }

    /// Hero `hero` comes up: the camera goes to them.
    fn hero_up(&mut self, game: &Game, hero: u8) {
        self.actor = Some(hero);
        self.about = None;
        if game.soaking().is_some() {
            return;
        }
        self.tray.clear();
        let human = self.settings.human(hero);
        agb::println!("sandford: hero {} to act human={}", hero, human);
        if let Some(h) = game.heroes().get(usize::from(hero)) {
            self.focus = h.cell;
        }
    }
}

impl Front for Village {
    type Game = Game;
    type Thinker = SeatThinker;
    const NAME: &'static str = "sandford";
    const HELP: &'static [&'static str] = &screens::PAGES;

    fn seat(&self, _game: &Game, seat: u8) -> Seat {
        if self.settings.human(seat) {
            Seat::Person
        } else {
            Seat::Computer(self.settings.level)
        }
    }

    fn seat_name(&self, _game: &Game, seat: u8) -> &'static str {
        SEATS.get(usize::from(seat)).copied().unwrap_or("hero")
    }

    fn people(&self) -> bool {
        self.settings.hand_over()
    }

    /// A person's menu is one hero's: only the seat's hero's actions (and
    /// ending the turn) are listed, not every hero's (136 to 185 actions
    /// with four heroes, 298,000 to 420,000 cycles: over a frame).
    fn choices(&self, game: &Game, seat: u8, out: &mut Vec<Action>) {
        let mut mine: heapless::Vec<Action, MAX_ACTIONS> = heapless::Vec::new();
        game.hero_legal_actions(seat, &mut mine);
        out.extend_from_slice(&mine);
    }

    /// A held hurries the sliding pieces and the words as R does (the
    /// playtest: a press while the camera slid did nothing and was lost),
    /// but never a roll's result not yet read ([`Village::a_may_hurry`]).
    fn a_hurries(&self) -> bool {
        self.a_may_hurry()
    }

    /// When no hero can start a round, ending the turn is all that is left:
    /// an automatic step; so is the round of a hero whose person ended
    /// their turn (hot seat: the others play on).
    fn whose(&self, game: &Game) -> Whose {
        let heroes = matches!(
            game.phase(),
            Phase::HeroesArrive | Phase::Defend | Phase::Repair
        );
        match game.actor() {
            None if heroes => Whose::Auto,
            Some(h) if heroes && self.is_done(h) => Whose::Auto,
            _ => game.turn(),
        }
    }

    fn auto_action(&self, game: &Game) -> Option<Action> {
        let heroes = matches!(
            game.phase(),
            Phase::HeroesArrive | Phase::Defend | Phase::Repair
        );
        if heroes { self.auto_round(game) } else { None }
    }

    /// A rolled wave lands a monster a step, and a turn nobody can play on
    /// ends, without pauses.
    fn pause(&self, game: &Game) -> u32 {
        if game.arriving() > 0 || game.turn() != Whose::Auto {
            0
        } else {
            STEP_PAUSE
        }
    }

    /// A person's hint weighs only the hero on their menu, and a computer
    /// seat next to people only its own hero; on a table of computers the
    /// AI chooses which hero takes the round.
    #[inline(never)] // a thinker is built in a frame of its own
    fn thinker(
        &self,
        game: &Game,
        seat: u8,
        level: Level,
        seed: u64,
        spare: Option<Box<SeatThinker>>,
    ) -> Box<SeatThinker> {
        let hero = self.ui.as_ref().map_or(seat, |ui| ui.hero);
        let thinker = if self.settings.demo() {
            <SeatThinker as Think<Game>>::start(game, level, seed)
        } else {
            SeatThinker::for_hero(game, level, hero, seed)
        };
        match spare {
            Some(mut kept) => {
                *kept = thinker;
                kept
            }
            None => Box::write(Box::new_uninit(), thinker),
        }
    }

    fn shown(&mut self, app: &mut App, pace: Pace) {
        if let Some(s) = self.sound.take() {
            app.sfx(s);
        }
        // The camera rides along with a sliding piece.
        if let Some(s) = &self.showing {
            match s.glide_pixel() {
                Some((_, (x, y))) => self.cam.follow_px(x, y, pace.speed),
                None if s.spinning() => self.cam.follow(self.temple, pace.speed),
                None => self.cam.follow(self.focus, pace.speed),
            }
        }
    }

    fn settle(&mut self, game: &Game) {
        self.board.sync(game);
        self.shown_hp = hearts(game);
    }

    fn ask(&mut self, app: &mut App, game: &Game, _legal: &[Action], seat: u8, say: bool) {
        // The menu opens with the person's first input, once they have the
        // console.
        self.hero_up(game, seat);
        match self.console {
            Some(c) if say && c != seat => self.pass(app, seat),
            _ if !say => self.console = None,
            _ => {}
        }
    }

    fn watch(&mut self, game: &Game) {
        self.actor = None;
        if let Some(Action::Nothing { hero }) = self.auto_action(game) {
            // Hot seat: a done hero's round goes by, said.
            self.message = words::is_done(hero);
            agb::println!("sandford: says {}", self.message);
            return;
        }
        if let Whose::Seat(h) = self.whose(game) {
            self.hero_up(game, h);
            if game.soaking().is_none() && !self.settings.demo() {
                self.message = words::computer_plays(h);
            }
        }
    }

    /// "Learn to play": once the child's last step is played, nobody else
    /// acts: the game ends on its words (the ring), not on the next wave.
    fn may_act(&self) -> bool {
        !(self.learning && self.guided == 0)
    }

    /// The hourglass stands still until the next person takes the console
    /// (it runs only in a person's menu).
    fn hand_over(&mut self, _app: &mut App, _game: &Game, seat: u8) {
        self.handover = Some(seat);
        self.log_clock("hand-over");
    }

    fn taken(&mut self, _app: &mut App, _game: &Game, _seat: u8) {
        self.handover = None;
        self.log_clock("taken");
    }

    /// A person's menu, or choice against a blow: in a frame of its own, so
    /// that its lists never sit under the computer's thinking.
    #[inline(never)]
    fn input(&mut self, app: &mut App, game: &Game, legal: &[Action], seat: u8) -> Input<Action> {
        if let Some(hero) = self.handover {
            // Passed on by "Other hero": A takes it (and is used up).
            if app.input.is_just_pressed(Button::A) {
                self.other_taken(hero);
                self.open(game, legal, hero);
            }
            return Input::Nothing;
        }
        if let Some(up) = self.time_up_input() {
            return up;
        }
        if self.ui.is_none() && self.soak.is_none() {
            self.open(game, legal, seat);
        }
        if let (Some(a), Some(ui)) = (self.pointing, self.ui.as_mut()) {
            self.pointing = None;
            ui.guide(game, a);
        }
        if let Some(menu) = self.soak.as_mut() {
            return menu.update(app, game).map_or(Input::Nothing, Input::Play);
        }
        if self.ui.is_some() && self.run_down(app, game) {
            return Input::Nothing;
        }
        let Some(ui) = self.ui.as_mut() else {
            return Input::Nothing;
        };
        if app.input.is_just_pressed(Button::Select) {
            return Input::Hint;
        }
        let before = ui.cursor;
        let cmd = ui.update(app, game, &mut self.cam);
        if self.refused && ui.cursor != before {
            // The refusal was about the old cell: forget it.
            self.message.clear();
            self.refused = false;
        }
        if let Some(word) = ui.said.take() {
            agb::println!("sandford: says {}", word);
            self.message = String::from(word);
            self.refused = true;
        }
        match cmd {
            Some(Cmd::Apply(a)) => Input::Play(a),
            Some(Cmd::Done(a)) => {
                // Done once the round's end is played (by the person).
                self.ending = Some(ui.hero);
                Input::Play(a)
            }
            Some(Cmd::Switch) => {
                let hero = ui.hero;
                self.switch(app, game, legal, hero);
                Input::Nothing
            }
            None => Input::Nothing,
        }
    }

    fn hint_asked(&mut self, _app: &mut App) {
        self.message = String::from(words::THINKING);
    }

    fn hinted(&mut self, _app: &mut App, game: &Game, action: Action) {
        self.message = String::from(words::HINT);
        if let Some(ui) = self.ui.as_mut() {
            ui.point_at(game, action);
        }
    }

    /// Points at the guided step (the hand on the menu's line that leads
    /// to it, then on its cell) and says the step's sentence.
    fn guide(&mut self, _app: &mut App, game: &Game, action: Action, say: &str) {
        agb::println!("sandford: guide points {}", Typed(&action));
        self.message = String::from(say);
        self.refused = false;
        match self.ui.as_mut() {
            Some(ui) => ui.guide(game, action),
            None => self.pointing = Some(action),
        }
    }

    fn refused(&mut self, _app: &mut App, _action: Action, why: &IllegalOf<Self>) {
        self.ending = None;
        self.message = alloc::format!("{why}");
        self.refused = true;
    }

    fn applied(&mut self, game: &Game, action: Action) {
        if let Some(hero) = self.ending.take() {
            self.set_done(hero);
        }
        self.guided = self.guided.saturating_sub(1);
        self.strike = stage::strike(game, action);
        self.pointing = None;
        self.stale = self.ui.take();
        self.soak = None;
        self.actor = None;
        if action == Action::EndTurn {
            // The next turn's hourglass shows full from now on, not this
            // turn's time until its event is played.
            self.timer = HOURGLASS;
            self.done = 0;
        }
    }

    /// Hot seat: the heroes whose people ended their turn (none: nothing),
    /// so that a resumed game does not give them their go again.
    fn kept(&self, out: &mut Vec<u8>) {
        if self.done != 0 {
            out.push(self.done);
        }
    }

    fn prepare(&mut self, app: &mut App, shown: Shown<'_, Game>, _played: bool) {
        self.frames = shown.frames;
        self.busy = shown.busy;
        if let Some(mut ui) = self.stale.take() {
            ui.erase(&mut app.text);
        }
        for b in self.rebuilt.drain(..) {
            map::refresh_building(&mut self.bg, shown.game, b);
        }
        let choosing = self.ui.is_some() || self.soak.is_some() || self.handover.is_some();
        // "Learn to play": A while nothing can be chosen says why.
        self.wait_word = self.wait_word.saturating_sub(1);
        if self.learning
            && !choosing
            && self.others_act(shown.game, shown.busy)
            && app.input.is_just_pressed(Button::A)
        {
            agb::println!("sandford: wait said");
            self.wait_word = WAIT_FRAMES;
        }
        if !shown.busy && !choosing {
            let speed = if app.input.is_pressed(Button::R) {
                Pace::FAST
            } else {
                1
            };
            self.cam.follow(self.focus, speed);
        }
        self.hud(app, shown.game);
    }

    fn draw(&mut self, frame: &mut GraphicsFrame, text: &Canvas, shown: Shown<'_, Game>) {
        self.show(frame, shown.game);
        self.bg.show(frame);
        text.show(frame);
    }

    fn resumed(&mut self, app: &mut App) {
        map::install_palettes(&mut app.gfx);
        app.text.clear();
        self.invalidate();
    }
}

/// Each hero's hearts in `game`.
fn hearts(game: &Game) -> [u8; MAX_HEROES] {
    let mut hp = [0; MAX_HEROES];
    for (to, h) in hp.iter_mut().zip(game.heroes()) {
        *to = h.hp;
    }
    hp
}
