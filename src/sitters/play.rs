//! One game of SiTTeRS on the GBA: the human's cursor and buttons, the computer's
//! turns spread over frames, and the animations of what the rules report.

use alloc::boxed::Box;

use agb::display::GraphicsFrame;
use agb::display::tiled::RegularBackground;
use agb::input::Button;
use alloc::vec::Vec;
use tabletop_core::sitters::{
    Action, ActionList, CellKind, DestinationList, EventLog, Game, Phase, Pos, Side, ai, cell_kind,
};

use super::anim::Animator;
use super::hud::Hud;
use super::options::{Mode, Settings};
use super::think::{Thought, think};
use super::view::{self, View, screen_of};
use super::{end, help, words};
use crate::app::App;
use crate::audio::Sfx;
pub use crate::entry::Exit;
use crate::handover::{Gate, HandOver};
use crate::player::Pacer;
use crate::screen::{self, Ended, NoProbe, Screen};
use crate::text::Canvas;
use crate::ui::{self, spr};
use tabletop_core::contract::{Saved, Typed, mix};

/// Who makes a side's decisions.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Seat {
    /// A person with the buttons.
    Human,
    /// The computer at a level.
    Computer(ai::Level),
}

/// What happened in the last frame of [`Play::update`] (for the benchmark).
#[derive(Clone, Copy, Default, Debug)]
#[cfg_attr(not(feature = "bench"), allow(dead_code))]
pub struct FrameNote {
    /// A new thinker was made.
    pub new_thinker: bool,
    /// The thinking done, if any.
    pub thought: Option<Thought>,
    /// Work units done this frame, and the thinker's stage before and after.
    pub units: u32,
    /// The thinker's stage at the start of the frame.
    pub stage_before: &'static str,
    /// The thinker's stage at the end of the frame.
    pub stage_after: &'static str,
    /// An action was applied.
    pub applied: bool,
    /// The animation ran.
    pub anim: bool,
    /// The animation ended this frame (board re-synced, HUD updated).
    pub settled: bool,
    /// A HUD panel was redrawn.
    pub hud: bool,
}

/// The computer waits at least this many frames before acting, so a child can
/// follow what it does.
const AI_PAUSE: u32 = 20;
/// The computer plays its move only in a frame where it thought for fewer
/// scanlines than this (otherwise in the next frame).
const APPLY_LINES: u16 = 40;

/// The state of the game screen.
pub struct Play {
    /// The board's background layer.
    board: RegularBackground,
    game: Game,
    seats: [Seat; 2],
    /// Passing the console between the two players (two-player games).
    handover: HandOver,
    /// R and B as the event player's pace.
    pacer: Pacer,
    view: View,
    anim: Animator,
    hud: Hud,
    cursor: Pos,
    selected: Option<Pos>,
    dests: Box<DestinationList>,
    legal: Box<ActionList>,
    /// The person's markers that can move this turn (they glow).
    movable: Vec<Pos>,
    /// Choosing where a returning goodie goes after a six on a loot roll.
    picking_return: bool,
    /// The computer's thinker (made once: it is big, and restarting it in
    /// place is cheap) and whether it is working on the current decision.
    thinker: Box<ai::Thinker>,
    thinking: bool,
    waited: u32,
    /// The computer seats' seed base (from the game's seed: kept by a save).
    ai_seed: u64,
    frames: u32,
    /// What the last frame did (read by the benchmark ROM).
    pub note: FrameNote,
}

impl Play {
    /// A new game from `seed` with the given settings.
    pub fn new(settings: &Settings, seed: u64) -> Play {
        let level = settings.level;
        let seats = match settings.mode {
            Mode::Goodies => [Seat::Human, Seat::Computer(level)],
            Mode::Baddies => [Seat::Computer(level), Seat::Human],
            Mode::HotSeat => [Seat::Human, Seat::Human],
            Mode::Demo => [Seat::Computer(level), Seat::Computer(level)],
        };
        let game = Game::new(seed);
        let thinker = Box::new(ai::Thinker::new(&game, ai::Level::Random, 0));
        let mut play = Play {
            board: view::board_background(),
            view: View::of(&game),
            anim: Animator::new(&game),
            game,
            seats,
            handover: HandOver::new(),
            pacer: Pacer::default(),
            hud: Hud::new(),
            cursor: Pos::new(2, 0),
            selected: None,
            dests: Box::new(DestinationList::new()),
            legal: Box::new(ActionList::new()),
            movable: Vec::new(),
            picking_return: false,
            thinker,
            thinking: false,
            waited: 0,
            ai_seed: seed ^ 0xA1A1_5EED,
            frames: 0,
            note: FrameNote::default(),
        };
        play.refresh_legal();
        play
    }

    /// The game being played.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Whether a computer decision is under way (the bench counts
    /// the frames a decision takes; the pause before a decided move is shown
    /// is pacing, not thinking, and is not counted).
    #[cfg(feature = "bench")]
    pub fn is_deciding(&self) -> bool {
        self.thinking
    }

    /// Whether the decision under way is still being worked out.
    #[cfg(feature = "bench")]
    pub fn is_thinking(&self) -> bool {
        self.thinking && self.thinker.decided().is_none()
    }

    fn seat(&self) -> Option<Seat> {
        self.game.phase().side().map(|s| self.seats[s as usize])
    }

    fn who(&self) -> [&'static str; 2] {
        let name = |seat: Seat| match seat {
            Seat::Human => "",
            Seat::Computer(level) => match level {
                ai::Level::Easy => "cpu:easy",
                ai::Level::Normal => "cpu:normal",
                ai::Level::Hard => "cpu:hard",
                ai::Level::Random => "cpu",
            },
        };
        [name(self.seats[0]), name(self.seats[1])]
    }

    /// Lists the legal actions for a person's turn (the computer's turns do
    /// not need them, and listing the moves costs a path search per marker).
    fn refresh_legal(&mut self) {
        if self.seat() == Some(Seat::Human) {
            self.game.legal_actions(&mut *self.legal);
        } else {
            self.legal.clear();
        }
        self.movable.clear();
        for a in self.legal.iter() {
            if let Action::Move { from, .. } = a
                && !self.movable.contains(from)
            {
                self.movable.push(*from);
            }
        }
    }

    /// Applies an action (from a person or the computer) and queues its events.
    fn apply(&mut self, app: &mut App, action: Action) -> bool {
        let by = match self.seat() {
            Some(Seat::Human) => "person",
            Some(Seat::Computer(_)) => "computer",
            None => "auto",
        };
        let mut events = EventLog::new();
        match self.game.try_apply(action, &mut events) {
            Ok(()) => {
                if events.lost() > 0 {
                    // Never silent: MAX_EVENTS is checked by the core's test kit.
                    agb::println!("sitters: error {} events lost", events.lost());
                }
                agb::println!(
                    "sitters: action {} by={} events={}",
                    Typed(&action),
                    by,
                    events.len()
                );
                for e in events.iter() {
                    agb::println!("sitters: event {}", Typed(e));
                }
                self.anim.push(events.take());
                self.selected = None;
                self.dests.clear();
                self.picking_return = false;
                self.waited = 0;
                self.thinking = false;
                self.refresh_legal();
                self.note.applied = true;
                let person = self.seat() == Some(Seat::Human);
                crate::save::after_action(app, &self.game, person);
                true
            }
            Err(e) => {
                agb::println!("sitters: refused {}: {}", Typed(&action), e);
                self.hud.message(words::refusal(e));
                app.sfx(Sfx::Error);
                false
            }
        }
    }

    /// One frame of logic. Returns true once the game is over and shown.
    pub fn update(&mut self, app: &mut App) -> bool {
        self.frames = self.frames.wrapping_add(1);
        self.note = FrameNote::default();
        self.note.hud = self.hud.draw(&mut app.text, &app.glyphs);
        let speed = if app.input.is_pressed(Button::R) {
            4
        } else {
            1
        };
        if self.anim.busy() {
            self.note.anim = true;
            let computer_turn = matches!(self.seat(), Some(Seat::Computer(_)) | None);
            // B shows the computer's (and the automatic) moves at once, as in
            // every game; R speeds them up.
            self.anim
                .update(&mut self.view, self.pacer.read(&app.input, computer_turn));
            if let Some(s) = self.anim.sound.take() {
                app.sfx(s);
            }
            if let Some(m) = self.anim.message.take() {
                agb::println!("sitters: says {}", m.replace('\n', " "));
                self.hud.message(&m);
            }
            if !self.anim.busy() {
                self.note.settled = true;
                self.view.sync(&self.game);
                self.anim.settle(&self.game);
                self.prompt();
            }
            // The counts as the animation has shown them so far.
            self.hud.tallies(&self.anim.tally, self.who());
            return false;
        }
        if self.game.is_over() {
            return true;
        }
        match self.seat() {
            Some(Seat::Computer(level)) => self.computer(app, level, speed),
            Some(Seat::Human) => self.person(app),
            None => {}
        }
        false
    }

    /// A person's turn: first, in a two-player game, the console may have to
    /// change hands (the same hand-over as every game's).
    fn person(&mut self, app: &mut App) {
        let side = self.game.phase().side().unwrap_or(Side::Goodie);
        let people = self.seats == [Seat::Human, Seat::Human];
        let who = match side {
            Side::Goodie => "goodies",
            Side::Baddie => "baddies",
        };
        match self.handover.gate(app, "sitters", side as u8, who, people) {
            Gate::Play => self.human(app),
            Gate::Started => self.hud.message(&words::handover(side)),
            Gate::Waiting => {}
            Gate::Taken => self.prompt(),
        }
    }

    /// The AI's seed for a decision (a computer seat's or a hint) here:
    /// made from what a save keeps (the game's seed, its dice, the turn), so
    /// a resumed game decides as the uninterrupted one would have.
    fn decision_seed(&self) -> u64 {
        let turn = u64::from(self.game.round()) << 8 | u64::from(self.game.turn_in_round());
        mix(self.ai_seed ^ mix(self.game.dice_state() ^ turn))
    }

    fn computer(&mut self, app: &mut App, level: ai::Level, speed: u32) {
        if !self.thinking {
            let seed = self.decision_seed();
            self.thinker.restart(&self.game, level, seed);
            self.thinking = true;
            self.waited = 0;
            self.note.new_thinker = true;
        }
        self.waited += speed;
        let t = &mut self.thinker;
        let (cost, before) = (t.cost(), t.stage_name());
        let thought = think(t, &self.game);
        self.note.units = t.cost() - cost;
        self.note.stage_before = before;
        self.note.stage_after = t.stage_name();
        self.note.thought = Some(thought);
        let skip = app.input.is_pressed(Button::B);
        // Playing the move (and starting its animation) waits for a frame with
        // little thinking in it, so the two never share a frame.
        if let Some(action) = thought.action
            && thought.lines < APPLY_LINES
            && (self.waited >= AI_PAUSE
                || skip
                || matches!(self.game.phase(), Phase::Roll { .. }) && self.waited >= 8)
        {
            self.apply(app, action);
        }
    }

    /// Tells the person what to do now (and, during setup, puts the cursor on a
    /// space where something can go).
    fn prompt(&mut self) {
        let Some(seat) = self.seat() else { return };
        if !self.legal.contains(&Action::Place(self.cursor))
            && let Some(Action::Place(p)) =
                self.legal.iter().find(|a| matches!(a, Action::Place(_)))
        {
            self.cursor = *p;
        }
        let computer = match seat {
            Seat::Computer(level) => Some(level),
            Seat::Human => None,
        };
        let only_pass = self.legal.iter().all(|a| *a == Action::Pass);
        let can_return = (self.legal.iter()).any(|a| matches!(a, Action::Return { .. }));
        let text = words::prompt(
            self.game.phase(),
            computer,
            self.game.on_board(Side::Goodie),
            only_pass,
            can_return,
        );
        self.hud.message(&text);
    }

    fn human(&mut self, app: &mut App) {
        // The cursor.
        let v = app.input.just_pressed_vector::<i32>();
        if v.x != 0 || v.y != 0 {
            let row = (self.cursor.row as i32 + v.y).clamp(0, 6) as u8;
            let col = (self.cursor.col as i32 + v.x).clamp(0, 10) as u8;
            // Skip over the holes beside the safe zone.
            let next = Pos::new(row, col);
            if cell_kind(next) != CellKind::Void {
                self.cursor = next;
            } else if v.x == 0 {
                self.cursor = Pos::new(row, 9);
            }
        }
        if self.thinking {
            // Working out a hint (over a few frames, like the computer's moves).
            if let Some(action) = think(&mut self.thinker, &self.game).action {
                self.thinking = false;
                self.hint(app, action);
            }
            return;
        }
        if app.input.is_just_pressed(Button::Select) {
            let seed = self.decision_seed();
            self.thinker.restart(&self.game, ai::Level::Normal, seed);
            self.thinking = true;
            return;
        }
        let a = app.input.is_just_pressed(Button::A);
        let b = app.input.is_just_pressed(Button::B);
        match self.game.phase() {
            Phase::PlaceGoodie | Phase::PlaceGoodieChest | Phase::PlaceBaddieChest => {
                if a {
                    self.apply(app, Action::Place(self.cursor));
                }
            }
            Phase::Roll { .. } => {
                if a {
                    self.apply(app, Action::Roll);
                }
            }
            Phase::LootChoice { .. } => {
                if self.picking_return {
                    if a {
                        self.apply(app, Action::Return { to: self.cursor });
                    } else if b {
                        self.picking_return = false;
                        self.prompt();
                    }
                } else if a {
                    self.apply(app, Action::TakeGold);
                } else if b {
                    self.picking_return = true;
                    self.cursor = self.first_return().unwrap_or(self.cursor);
                    self.hud.message(words::PICK_RETURN);
                }
            }
            Phase::Move { side, roll } => {
                if self.legal.iter().all(|act| *act == Action::Pass) {
                    if a {
                        self.apply(app, Action::Pass);
                    }
                    return;
                }
                if b {
                    // The marker goes back: the glows and the roll's prompt return.
                    if self.selected.take().is_some() {
                        self.dests.clear();
                        self.prompt();
                    }
                    return;
                }
                if !a {
                    return;
                }
                let here = self.cursor;
                if let Some(from) = self.selected
                    && self.dests.iter().any(|(to, _)| *to == here)
                {
                    self.apply(app, Action::Move { from, to: here });
                    return;
                }
                if self.game.piece_at(here) == Some(tabletop_core::sitters::Piece::of(side)) {
                    self.game.destinations(here, &mut *self.dests);
                    if self.dests.is_empty() {
                        self.selected = None;
                        let why = words::stuck(&self.game, here, side, roll);
                        agb::println!("sitters: stuck {}", why.replace('\n', " "));
                        self.hud.message(&why);
                        app.sfx(Sfx::Error);
                    } else {
                        self.selected = Some(here);
                        app.sfx(Sfx::Select);
                        self.hud.message(words::PICK_DESTINATION);
                    }
                } else if self.legal.contains(&Action::Return { to: here }) {
                    self.apply(app, Action::Return { to: here });
                } else if let Some(from) = self.selected {
                    self.apply(app, Action::Move { from, to: here });
                } else {
                    self.hud.message(words::NOT_YOURS);
                    app.sfx(Sfx::Error);
                }
            }
            Phase::Over => {}
        }
    }

    fn first_return(&self) -> Option<Pos> {
        self.legal.iter().find_map(|a| match a {
            Action::Return { to } => Some(*to),
            _ => None,
        })
    }

    /// Points at what the Normal AI would do (`action`).
    fn hint(&mut self, app: &mut App, action: Action) {
        agb::println!("sitters: hint {}", Typed(&action));
        match action {
            Action::Place(p) | Action::Return { to: p } => self.cursor = p,
            Action::Move { from, to } => {
                self.cursor = to;
                self.selected = Some(from);
                self.game.destinations(from, &mut *self.dests);
            }
            Action::Roll | Action::TakeGold | Action::Pass => {}
        }
        self.hud.message(words::hint(action));
        app.sfx(Sfx::Select);
    }

    /// Draws the pieces, highlights and cursor (the board and HUD are layers).
    pub fn show(&self, frame: &mut GraphicsFrame) {
        let human = matches!(self.seat(), Some(Seat::Human)) && !self.anim.busy();
        if human {
            let (x, y) = screen_of(self.cursor);
            let pulse = if (self.frames / 16).is_multiple_of(2) {
                spr::CURSOR
            } else {
                spr::CURSOR_PULSE
            };
            ui::sprite(frame, pulse, x, y);
        }
        self.anim.show(frame);
        if let Some(sel) = self.selected {
            let (x, y) = screen_of(sel);
            ui::sprite(frame, spr::SELECTED, x, y);
        }
        self.view.show(frame, self.anim.battle_at());
        if !human {
            return;
        }
        // Before a marker is picked, the ones that can move glow under their feet.
        if self.selected.is_none() {
            for p in &self.movable {
                let (x, y) = screen_of(*p);
                ui::sprite(frame, spr::MOVABLE, x, y);
            }
        }
        // Where the player may act: destinations of the picked marker, free start
        // spaces for a return, or setup spaces.
        for (to, _) in self.dests.iter() {
            let (x, y) = screen_of(*to);
            ui::sprite(frame, spr::REACH, x, y);
        }
        let loot_pick =
            matches!(self.game.phase(), Phase::LootChoice { .. }) && self.picking_return;
        let setup = matches!(
            self.game.phase(),
            Phase::PlaceGoodie | Phase::PlaceGoodieChest | Phase::PlaceBaddieChest
        );
        if self.selected.is_none()
            && (setup || loot_pick || matches!(self.game.phase(), Phase::Move { .. }))
        {
            for a in self.legal.iter() {
                let p = match a {
                    Action::Place(p) => *p,
                    Action::Return { to } => *to,
                    _ => continue,
                };
                let (x, y) = screen_of(p);
                ui::sprite(frame, spr::REACH, x, y);
            }
        }
    }
}

/// Plays one game until it ends or the player quits.
pub fn run(app: &mut App, settings: &Settings, seed: u64) -> Exit {
    agb::println!("sitters: new game seed={}", seed);
    let play = Play::new(settings, seed);
    play_on(app, settings, play)
}

/// Plays on a saved game from where it stood.
pub fn resume(app: &mut App, settings: &Settings, seed: u64, game: Game) -> Exit {
    agb::println!("sitters: resumed game seed={}", seed);
    let mut play = Play::new(settings, seed);
    play.view = View::of(&game);
    play.game = game;
    play.refresh_legal();
    play_on(app, settings, play)
}

fn play_on(app: &mut App, settings: &Settings, mut play: Play) -> Exit {
    play.begin(app);
    match screen::run(app, &mut play, &mut NoProbe) {
        Ended::Over => {
            let (score, outcome) = play.game.score();
            agb::println!("sitters: game over {} score={}", Typed(&outcome), score);
            super::record(app, settings, outcome, score);
            end::run(app, &play, settings)
        }
        Ended::Quit | Ended::Stopped => Exit::Menu,
    }
}

impl Play {
    /// Sets the screen up for the game's first frame.
    pub fn begin(&mut self, app: &mut App) {
        view::install_palettes(&mut app.gfx);
        app.text.clear();
        self.hud.tallies(&self.anim.tally, self.who());
        self.prompt();
    }
}

impl Screen for Play {
    const NAME: &'static str = "sitters";
    const HELP: &'static [&'static str] = &help::PAGES;

    fn draw(&mut self, frame: &mut GraphicsFrame, text: &Canvas) {
        self.board.show(frame);
        text.show(frame);
        self.show(frame);
    }

    fn resumed(&mut self, app: &mut App) {
        view::install_palettes(&mut app.gfx);
        app.text.clear();
        // Redraw what was shown: the HUD keeps the animation's counts and
        // its message (never the game's, which may be further on), and a
        // hand-over's "pass the console" stays until it is answered.
        self.hud.invalidate();
        self.pacer.disarm();
    }

    fn update(&mut self, app: &mut App) -> bool {
        Play::update(self, app)
    }

    fn quiet(&self) -> bool {
        !self.anim.busy()
    }
}
