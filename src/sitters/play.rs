//! One game of SiTTeRS on the GBA: the human's cursor and buttons, the computer's
//! turns spread over frames, and the animations of what the rules report.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;

use agb::display::GraphicsFrame;
use agb::input::Button;
use tabletop_core::sitters::{
    Action, ActionList, CellKind, DestinationList, Events, Game, IllegalMove, Phase, Pos, Side, ai,
    cell_kind,
};

use super::anim::Animator;
use super::hud::Hud;
use super::options::{Mode, Settings, level_name};
use super::view::{self, View, screen_of};
use super::{end, help};
use crate::app::App;
use crate::audio::Sfx;
use crate::pause::{Pause, pause};
use crate::ui::{self, spr};

/// How a game screen was left.
pub enum Exit {
    /// Play again with the same settings.
    Again,
    /// Back to the options screen.
    Options,
    /// Back to the cartridge menu.
    Menu,
}

/// Who makes a side's decisions.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Seat {
    /// A person with the buttons.
    Human,
    /// The computer at a level.
    Computer(ai::Level),
}

/// AI work units per slice: the computer thinks in slices of this size (about
/// 10,000–40,000 cycles each, see `make bench`) until the frame's thinking time
/// is used up.
pub const WORK_PER_SLICE: u32 = 25;
/// Scanlines of each frame the computer may spend thinking (a scanline is 1,232
/// cycles, a frame 228 lines): 120 lines is about 148,000 cycles, which leaves
/// room for one more slice, the drawing and the sound mixer inside the frame.
pub const THINK_LINES: u16 = 120;

/// The display's current scanline (0–227). It advances on its own, so it is a
/// clock that needs no timer (the benchmark ROM owns timers 2 and 3).
fn scanline() -> u16 {
    // SAFETY: VCOUNT is a read-only I/O register.
    unsafe { (0x0400_0006 as *const u16).read_volatile() }
}

/// Scanlines since `start`, across the wrap from 227 to 0.
fn lines_since(start: u16) -> u16 {
    (scanline() + 228 - start) % 228
}

/// Thinks in slices until the decision is made or `THINK_LINES` have passed.
/// Returns the decision and how many slices it took this frame.
pub fn think(thinker: &mut ai::Thinker) -> (Option<Action>, u32) {
    let start = scanline();
    let mut slices = 0;
    loop {
        slices += 1;
        if let Some(action) = thinker.step(WORK_PER_SLICE) {
            return (Some(action), slices);
        }
        if thinker.is_stuck() || lines_since(start) >= THINK_LINES {
            return (None, slices);
        }
    }
}
/// The computer waits at least this many frames before acting, so a child can
/// follow what it does.
const AI_PAUSE: u32 = 20;

/// The state of the game screen.
pub struct Play {
    game: Game,
    seats: [Seat; 2],
    view: View,
    anim: Animator,
    hud: Hud,
    cursor: Pos,
    selected: Option<Pos>,
    dests: Box<DestinationList>,
    legal: Box<ActionList>,
    /// Choosing where a returning goodie goes after a six on a loot roll.
    picking_return: bool,
    thinker: Option<Box<ai::Thinker>>,
    waited: u32,
    ai_seed: u64,
    frames: u32,
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
        let mut play = Play {
            view: View::of(&game),
            game,
            seats,
            anim: Animator::default(),
            hud: Hud::new(),
            cursor: Pos::new(2, 0),
            selected: None,
            dests: Box::new(DestinationList::new()),
            legal: Box::new(ActionList::new()),
            picking_return: false,
            thinker: None,
            waited: 0,
            ai_seed: seed ^ 0xA1A1_5EED,
            frames: 0,
        };
        play.refresh_legal();
        play
    }

    /// The game being played.
    pub fn game(&self) -> &Game {
        &self.game
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

    fn refresh_legal(&mut self) {
        self.game.legal_actions(&mut *self.legal);
    }

    /// Applies an action (from a person or the computer) and queues its events.
    fn apply(&mut self, app: &mut App, action: Action) -> bool {
        let mut events = Events::new();
        match self.game.try_apply(action, &mut events) {
            Ok(()) => {
                agb::println!(
                    "sitters: {:?} by {:?} -> {} events",
                    action,
                    self.seat(),
                    events.len()
                );
                for e in &events {
                    agb::println!("sitters: event {:?}", e);
                }
                self.anim.push(events);
                self.selected = None;
                self.dests.clear();
                self.picking_return = false;
                self.thinker = None;
                self.waited = 0;
                self.refresh_legal();
                true
            }
            Err(e) => {
                agb::println!("sitters: refused {:?}: {}", action, e.message());
                // The board shows colours rather than the paper's letters.
                let text = match e {
                    IllegalMove::NotGoodieStart => "Goodies start on a {5}green{1} space",
                    IllegalMove::NotChestSpace => "Chests go on a {3}sandy{1} space",
                    IllegalMove::NotStartSpace => {
                        "Lost markers come back on a free\nstart space of their colour"
                    }
                    other => other.message(),
                };
                self.hud.message(&mut app.text, &app.glyphs, text);
                app.sfx(Sfx::Error);
                false
            }
        }
    }

    /// One frame of logic. Returns true once the game is over and shown.
    pub fn update(&mut self, app: &mut App) -> bool {
        self.frames = self.frames.wrapping_add(1);
        let speed = if app.input.is_pressed(Button::R) {
            4
        } else {
            1
        };
        if self.anim.busy() {
            let computer_turn = matches!(self.seat(), Some(Seat::Computer(_)) | None);
            if app.input.is_just_pressed(Button::B) && computer_turn {
                self.anim.skip(&mut self.view);
            } else {
                self.anim.update(&mut self.view, speed);
            }
            if let Some(s) = self.anim.sound.take() {
                app.sfx(s);
            }
            if let Some(m) = self.anim.message.take() {
                self.hud.message(&mut app.text, &app.glyphs, &m);
            }
            if !self.anim.busy() {
                self.view.sync(&self.game);
                self.anim.settle();
                self.hud
                    .tallies(&mut app.text, &app.glyphs, &self.game, self.who());
                self.prompt(app);
            }
            return false;
        }
        if self.game.is_over() {
            return true;
        }
        match self.seat() {
            Some(Seat::Computer(level)) => self.computer(app, level, speed),
            Some(Seat::Human) => self.human(app),
            None => {}
        }
        false
    }

    fn computer(&mut self, app: &mut App, level: ai::Level, speed: u32) {
        if self.thinker.is_none() {
            self.ai_seed = self
                .ai_seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            self.thinker = Some(Box::new(ai::Thinker::new(&self.game, level, self.ai_seed)));
            self.waited = 0;
        }
        self.waited += speed;
        let decided = self.thinker.as_mut().and_then(|t| think(t).0);
        let skip = app.input.is_pressed(Button::B);
        if let Some(action) = decided
            && (self.waited >= AI_PAUSE
                || skip
                || matches!(self.game.phase(), Phase::Roll { .. }) && self.waited >= 8)
        {
            self.apply(app, action);
        }
    }

    /// Tells the person what to do now (and, during setup, puts the cursor on a
    /// space where something can go).
    fn prompt(&mut self, app: &mut App) {
        let Some(seat) = self.seat() else { return };
        if !self.legal.contains(&Action::Place(self.cursor))
            && let Some(Action::Place(p)) =
                self.legal.iter().find(|a| matches!(a, Action::Place(_)))
        {
            self.cursor = *p;
        }
        let side = self.game.phase().side().unwrap_or(Side::Goodie);
        let text: String = if let Seat::Computer(level) = seat {
            format!("The computer ({}) is thinking...", level_name(level))
        } else {
            match self.game.phase() {
                Phase::PlaceGoodie => format!(
                    "Put a goodie on a {{5}}green{{1}} space\n{{4}}{} left to place. D-pad + A",
                    tabletop_core::sitters::GOODIES - self.game.on_board(Side::Goodie)
                ),
                Phase::PlaceGoodieChest => {
                    String::from("Goodies: hide a chest on a {3}sandy{1} space\n{4}D-pad + A")
                }
                Phase::PlaceBaddieChest => {
                    String::from("Baddies: hide a chest on a {3}sandy{1} space\n{4}D-pad + A")
                }
                Phase::Roll { .. } => {
                    format!("{}: press A to roll the die", super::hud::side_name(side))
                }
                Phase::Move { roll, .. } => {
                    if self.legal.iter().all(|a| *a == Action::Pass) {
                        String::from("No move is possible.\nPress A to pass the turn")
                    } else if roll == 6
                        && self
                            .legal
                            .iter()
                            .any(|a| matches!(a, Action::Return { .. }))
                    {
                        format!(
                            "You rolled {roll}! Pick a marker to move,\nor a free start space to bring one back"
                        )
                    } else {
                        format!("You rolled {roll}. Pick a marker with A\n{{4}}SELECT: hint")
                    }
                }
                Phase::LootChoice { .. } => {
                    String::from("A six! A: keep 6 gold\nB: bring a lost goodie back")
                }
                Phase::Over => String::new(),
            }
        };
        self.hud.message(&mut app.text, &app.glyphs, &text);
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
        if app.input.is_just_pressed(Button::Select) {
            self.hint(app);
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
                        self.prompt(app);
                    }
                } else if a {
                    self.apply(app, Action::TakeGold);
                } else if b {
                    self.picking_return = true;
                    self.cursor = self.first_return().unwrap_or(self.cursor);
                    self.hud.message(
                        &mut app.text,
                        &app.glyphs,
                        "Pick a free green space for\nthe goodie to come back on",
                    );
                }
            }
            Phase::Move { side, .. } => {
                if self.legal.iter().all(|act| *act == Action::Pass) {
                    if a {
                        self.apply(app, Action::Pass);
                    }
                    return;
                }
                if b {
                    self.selected = None;
                    self.dests.clear();
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
                        self.hud.message(
                            &mut app.text,
                            &app.glyphs,
                            "That marker can't move this far.\nTry another one",
                        );
                        app.sfx(Sfx::Error);
                    } else {
                        self.selected = Some(here);
                        app.sfx(Sfx::Select);
                        self.hud.message(
                            &mut app.text,
                            &app.glyphs,
                            "Now pick where it goes (green dots)\n{4}B: pick another marker",
                        );
                    }
                } else if self.legal.contains(&Action::Return { to: here }) {
                    self.apply(app, Action::Return { to: here });
                } else if let Some(from) = self.selected {
                    self.apply(app, Action::Move { from, to: here });
                } else {
                    self.hud.message(
                        &mut app.text,
                        &app.glyphs,
                        "Pick one of your own markers first",
                    );
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

    /// Asks the Normal AI what it would do, and points at it.
    fn hint(&mut self, app: &mut App) {
        let mut rng = ai::AiRng::new(self.frames as u64);
        let Some(action) = ai::choose(&self.game, ai::Level::Normal, &mut rng) else {
            return;
        };
        agb::println!("sitters: hint {:?}", action);
        let text = match action {
            Action::Place(p) => {
                self.cursor = p;
                "Hint: this space is a good one"
            }
            Action::Move { from, to } => {
                self.cursor = to;
                self.selected = Some(from);
                self.game.destinations(from, &mut *self.dests);
                "Hint: move the marker in the ring\nto the cursor, then press A"
            }
            Action::Return { to } => {
                self.cursor = to;
                "Hint: bring a lost marker back here"
            }
            Action::Roll => "Hint: press A to roll!",
            Action::TakeGold => "Hint: keep the gold (A)",
            Action::Pass => "Hint: nothing can move, press A",
        };
        self.hud.message(&mut app.text, &app.glyphs, text);
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
        self.view.show(frame);
        if !human {
            return;
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
    view::install_palettes(&mut app.gfx);
    let board = view::board_background();
    let mut play = Play::new(settings, seed);
    app.text.clear();
    play.hud
        .tallies(&mut app.text, &app.glyphs, &play.game, play.who());
    play.prompt(app);
    loop {
        let mut frame = app.gfx.frame();
        board.show(&mut frame);
        app.text.show(&mut frame);
        play.show(&mut frame);
        frame.commit();
        app.next_frame();
        if app.input.is_just_pressed(Button::Start) {
            match pause(app, "sitters") {
                Pause::Resume => {}
                Pause::Help => help::run(app),
                Pause::Quit => return Exit::Menu,
            }
            view::install_palettes(&mut app.gfx);
            app.text.clear();
            play.hud.invalidate();
            play.hud
                .tallies(&mut app.text, &app.glyphs, &play.game, play.who());
            play.prompt(app);
            continue;
        }
        if play.update(app) {
            let (score, outcome) = play.game.score();
            agb::println!("sitters: game over score={} outcome={:?}", score, outcome);
            return end::run(app, &play, settings);
        }
    }
}
