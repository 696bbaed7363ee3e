//! One game of SiTTeRS on the GBA, on the shared turn driver
//! ([`crate::turn`]): the board, the HUD, the animations of what the rules
//! report, and a person's cursor. The driver decides whose turn it is, paces
//! the computer, applies, logs and saves; this file shows it.

use alloc::boxed::Box;
use alloc::vec::Vec;

use agb::display::GraphicsFrame;
use agb::display::tiled::RegularBackground;
use agb::input::Button;
use tabletop_core::sitters::{
    Action, ActionList, CellKind, Event, Game, IllegalMove, MAX_DESTINATIONS, Phase, Pos, Side,
    ai::Thinker, cell_kind,
};

use super::anim::{Animator, Scene};
use super::hud::Hud;
use super::options::{Mode, Settings};
use super::view::{self, View, screen_of};
use super::{end, help, words};
use crate::app::App;
use crate::audio::Sfx;
pub use crate::entry::Exit;
use crate::player::{Pace, Stage};
use crate::screen::{self, Ended, NoProbe};
use crate::seat::Seat;
use crate::text::Canvas;
use crate::turn::{self, Front, Input, Shown, Turn};
use crate::ui::{self, spr};
use tabletop_core::contract::Typed;

/// A game of SiTTeRS being played.
pub type Play = Turn<Table>;

/// What SiTTeRS shows of a game: the board, the HUD, the animations, the
/// person's cursor.
pub struct Table {
    /// The board's background layer.
    board: RegularBackground,
    seats: [Seat; 2],
    view: View,
    anim: Animator,
    hud: Hud,
    cursor: Pos,
    selected: Option<Pos>,
    /// Where the picked marker can end (lit).
    dests: heapless::Vec<Pos, MAX_DESTINATIONS>,
    /// The person's choices (the computer's turns list none).
    legal: Box<ActionList>,
    /// The person's markers that can move this turn (they glow).
    movable: Vec<Pos>,
    /// Choosing where a returning goodie goes after a six on a loot roll.
    picking_return: bool,
    /// "Learn to play": the square the guide's hand points at, if any (a
    /// roll or a loot choice points at the message instead).
    hand: Option<Hand>,
    /// "Learn to play": the move the guide asks for, taught in two presses
    /// (the goodie, then where it goes).
    guide_move: Option<(Pos, Pos)>,
}

/// Where the guide's hand points.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Hand {
    /// At a square of the board.
    At(Pos),
    /// At the message panel (the choice is A's, wherever the cursor is).
    Message,
}

impl Table {
    fn new(settings: &Settings, game: &Game) -> Table {
        let level = settings.level;
        let seats = match settings.mode {
            Mode::Goodies => [Seat::Person, Seat::Computer(level)],
            Mode::Baddies => [Seat::Computer(level), Seat::Person],
            Mode::HotSeat => [Seat::Person, Seat::Person],
            Mode::Demo => [Seat::Computer(level), Seat::Computer(level)],
        };
        Table {
            board: view::board_background(),
            seats,
            view: View::of(game),
            anim: Animator::new(game),
            hud: Hud::new(),
            cursor: Pos::new(2, 0),
            selected: None,
            dests: heapless::Vec::new(),
            legal: Box::new(ActionList::new()),
            movable: Vec::new(),
            picking_return: false,
            hand: None,
            guide_move: None,
        }
    }

    fn who(&self) -> [&'static str; 2] {
        let name = |seat: Seat| match seat {
            Seat::Person => "",
            Seat::Computer(level) => match level {
                tabletop_core::contract::Level::Easy => "cpu:easy",
                tabletop_core::contract::Level::Normal => "cpu:normal",
                tabletop_core::contract::Level::Hard => "cpu:hard",
                tabletop_core::contract::Level::Random => "cpu",
            },
        };
        [name(self.seats[0]), name(self.seats[1])]
    }

    /// Sets the screen up for the game's first frame.
    fn begin(&mut self, app: &mut App, game: &Game) {
        view::install_palettes(&mut app.gfx);
        app.text.clear();
        self.hud.tallies(&self.anim.tally, self.who());
        self.prompt(game);
    }

    /// Tells the player what to do now (and, during setup, puts the cursor
    /// on a space where something can go).
    fn prompt(&mut self, game: &Game) {
        let Some(seat) = game.phase().side().map(|s| self.seats[s as usize]) else {
            return;
        };
        if !self.legal.contains(&Action::Place(self.cursor))
            && let Some(Action::Place(p)) =
                self.legal.iter().find(|a| matches!(a, Action::Place(_)))
        {
            self.cursor = *p;
        }
        let computer = match seat {
            Seat::Computer(level) => Some(level),
            Seat::Person => None,
        };
        let only_pass = self.legal.iter().all(|a| *a == Action::Pass);
        let can_return = (self.legal.iter()).any(|a| matches!(a, Action::Return { .. }));
        let text = words::prompt(
            game.phase(),
            computer,
            game.on_board(Side::Goodie),
            only_pass,
            can_return,
        );
        self.hud.message(&text);
    }

    /// The person's choices now (none for the computer's turns).
    fn list(&mut self, legal: &[Action]) {
        self.legal.clear();
        for &a in legal {
            let _ = self.legal.push(a);
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

    fn first_return(&self) -> Option<Pos> {
        self.legal.iter().find_map(|a| match a {
            Action::Return { to } => Some(*to),
            _ => None,
        })
    }

    /// One frame of a person's choice: the action, once chosen.
    fn choose(&mut self, app: &mut App, game: &Game) -> Input<Action> {
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
            return Input::Hint;
        }
        let a = app.input.is_just_pressed(Button::A);
        let b = app.input.is_just_pressed(Button::B);
        match game.phase() {
            Phase::PlaceGoodie | Phase::PlaceGoodieChest | Phase::PlaceBaddieChest if a => {
                Input::Play(Action::Place(self.cursor))
            }
            Phase::Roll { .. } if a => Input::Play(Action::Roll),
            Phase::LootChoice { .. } => {
                if self.picking_return {
                    if a {
                        return Input::Play(Action::Return { to: self.cursor });
                    } else if b {
                        self.picking_return = false;
                        self.prompt(game);
                    }
                } else if a {
                    return Input::Play(Action::TakeGold);
                } else if b {
                    self.picking_return = true;
                    self.cursor = self.first_return().unwrap_or(self.cursor);
                    self.hud.message(words::PICK_RETURN);
                }
                Input::Nothing
            }
            Phase::Move { side, roll } => self.choose_move(app, game, side, roll, a, b),
            _ => Input::Nothing,
        }
    }

    fn choose_move(
        &mut self,
        app: &mut App,
        game: &Game,
        side: Side,
        roll: u8,
        a: bool,
        b: bool,
    ) -> Input<Action> {
        if self.legal.iter().all(|act| *act == Action::Pass) {
            return if a {
                Input::Play(Action::Pass)
            } else {
                Input::Nothing
            };
        }
        if b {
            // The marker goes back: the glows and the roll's prompt return.
            if self.selected.take().is_some() {
                self.dests.clear();
                self.prompt(game);
            }
            return Input::Nothing;
        }
        if !a {
            return Input::Nothing;
        }
        let here = self.cursor;
        if let Some(from) = self.selected
            && self.dests.contains(&here)
        {
            return Input::Play(Action::Move { from, to: here });
        }
        if game.piece_at(here) == Some(tabletop_core::sitters::Piece::of(side)) {
            game.ends(here, &mut self.dests);
            if self.dests.is_empty() {
                self.selected = None;
                let why = words::stuck(game, here, side, roll);
                agb::println!("sitters: stuck {}", why.replace('\n', " "));
                self.hud.message(&why);
                app.sfx(Sfx::Error);
            } else {
                self.selected = Some(here);
                app.sfx(Sfx::Select);
                self.hud.message(words::PICK_DESTINATION);
                // Learning: then where it goes, the hand on it.
                if let Some((from, to)) = self.guide_move
                    && from == here
                {
                    self.cursor = to;
                    self.hand = Some(Hand::At(to));
                    self.hud.message(words::GUIDE_TO);
                }
            }
        } else if self.legal.contains(&Action::Return { to: here }) {
            return Input::Play(Action::Return { to: here });
        } else if let Some(from) = self.selected {
            return Input::Play(Action::Move { from, to: here });
        } else {
            self.hud.message(words::NOT_YOURS);
            app.sfx(Sfx::Error);
        }
        Input::Nothing
    }

    /// Draws the pieces, highlights and cursor (the board and HUD are layers).
    fn show(&self, frame: &mut GraphicsFrame, shown: Shown<'_, Game>) {
        let human = shown.deciding;
        if human && let Some(hand) = self.hand {
            show_hand(frame, hand, shown.frames, self.cursor);
        }
        if human {
            let (x, y) = screen_of(self.cursor);
            let pulse = if (shown.frames / 16).is_multiple_of(2) {
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
        for to in self.dests.iter() {
            let (x, y) = screen_of(*to);
            ui::sprite(frame, spr::REACH, x, y);
        }
        let phase = shown.game.phase();
        let loot_pick = matches!(phase, Phase::LootChoice { .. }) && self.picking_return;
        let setup = matches!(
            phase,
            Phase::PlaceGoodie | Phase::PlaceGoodieChest | Phase::PlaceBaddieChest
        );
        if self.selected.is_none() && (setup || loot_pick || matches!(phase, Phase::Move { .. })) {
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

/// The guide's hand, bobbing: above a square pointing down (below it,
/// pointing up, on the top row), or over the message panel's first line.
fn show_hand(frame: &mut GraphicsFrame, hand: Hand, frames: u32, cursor: Pos) {
    match hand {
        Hand::At(p) => {
            let (x, y) = screen_of(p);
            let from = if p.row == 0 {
                crate::hand::From::Below
            } else {
                crate::hand::From::Above
            };
            let cell = crate::hand::Cell {
                x,
                y,
                w: view::CELL,
                h: view::CELL,
            };
            let (x, y) = screen_of(cursor);
            let cursor = crate::hand::Cell { x, y, ..cell };
            crate::hand::point_at(frame, cell, from, 0, frames, Some(cursor));
        }
        // The fingertip on the panel's first line.
        Hand::Message => ui::sprite(frame, spr::HAND_DOWN, 0, 114 - crate::hand::bob(frames)),
    }
}

impl Stage<Event> for Table {
    fn begin(&mut self, event: &Event) -> u32 {
        Scene {
            anim: &mut self.anim,
            view: &mut self.view,
        }
        .begin(event)
    }
    fn tick(&mut self, event: Option<&Event>, t: u32, len: u32) {
        Scene {
            anim: &mut self.anim,
            view: &mut self.view,
        }
        .tick(event, t, len);
    }
    fn end(&mut self, event: Option<&Event>) {
        Scene {
            anim: &mut self.anim,
            view: &mut self.view,
        }
        .end(event);
    }
}

impl Front for Table {
    type Game = Game;
    type Thinker = Thinker;
    const NAME: &'static str = "sitters";
    const HELP: &'static [&'static str] = &help::PAGES;

    fn seat(&self, _game: &Game, seat: u8) -> Seat {
        self.seats[usize::from(seat.min(1))]
    }

    fn seat_name(&self, _game: &Game, seat: u8) -> &'static str {
        if seat == 0 { "goodies" } else { "baddies" }
    }

    fn people(&self) -> bool {
        self.seats == [Seat::Person, Seat::Person]
    }

    /// B shows the computer's moves at once, never a person's own.
    fn may_skip(&self, game: &Game, _person: Option<u8>) -> bool {
        !matches!(
            game.phase().side().map(|s| self.seats[s as usize]),
            Some(Seat::Person)
        )
    }

    fn shown(&mut self, app: &mut App, pace: Pace) {
        self.anim.after_frame(pace);
        if let Some(s) = self.anim.sound.take() {
            app.sfx(s);
        }
        if let Some(m) = self.anim.message.take() {
            agb::println!("sitters: says {}", m.replace('\n', " "));
            self.hud.message(&m);
        }
        // The counts as the animation has shown them so far.
        self.hud.tallies(&self.anim.tally, self.who());
    }

    fn settle(&mut self, game: &Game) {
        self.view.sync(game);
        self.anim.settle(game);
        self.hud.tallies(&self.anim.tally, self.who());
    }

    fn ask(&mut self, _app: &mut App, game: &Game, legal: &[Action], _seat: u8, say: bool) {
        self.list(legal);
        if say {
            self.prompt(game);
        }
    }

    fn watch(&mut self, game: &Game) {
        self.list(&[]);
        self.prompt(game);
    }

    fn hand_over(&mut self, _app: &mut App, _game: &Game, seat: u8) {
        let side = if seat == 0 {
            Side::Goodie
        } else {
            Side::Baddie
        };
        self.hud.message(&words::handover(side));
    }

    fn taken(&mut self, _app: &mut App, game: &Game, _seat: u8) {
        self.prompt(game);
    }

    fn input(&mut self, app: &mut App, game: &Game, _legal: &[Action], _seat: u8) -> Input<Action> {
        self.choose(app, game)
    }

    fn hint_asked(&mut self, _app: &mut App) {}

    /// Points at what the Normal AI would do (`action`).
    fn hinted(&mut self, _app: &mut App, game: &Game, action: Action) {
        match action {
            Action::Place(p) | Action::Return { to: p } => self.cursor = p,
            Action::Move { from, to } => {
                self.cursor = to;
                self.selected = Some(from);
                game.ends(from, &mut self.dests);
            }
            Action::Roll | Action::TakeGold | Action::Pass => {}
        }
        self.hud.message(words::hint(action));
    }

    /// Points the hand at the guided step (the cursor on it, as a hint) and
    /// says the step's sentence, with the button to press.
    fn guide(&mut self, app: &mut App, game: &Game, action: Action, say: &str) {
        self.hinted(app, game, action);
        self.hand = Some(match action {
            Action::Place(p) | Action::Return { to: p } | Action::Move { to: p, .. } => Hand::At(p),
            Action::Roll | Action::TakeGold | Action::Pass => Hand::Message,
        });
        if let Action::Return { .. } = action {
            self.picking_return = true;
        }
        // A move is two presses, as in a real game: first the goodie.
        if let Action::Move { from, to } = action {
            self.selected = None;
            self.dests.clear();
            self.cursor = from;
            self.hand = Some(Hand::At(from));
            self.guide_move = Some((from, to));
        }
        self.hud.message(&alloc::format!("{say}\n{{3}}Press A!"));
    }

    fn refused(&mut self, _app: &mut App, _action: Action, why: &IllegalMove) {
        self.hud.message(words::refusal(*why));
    }

    fn applied(&mut self, _game: &Game, _action: Action) {
        self.hand = None;
        self.guide_move = None;
        self.selected = None;
        self.dests.clear();
        self.picking_return = false;
    }

    fn prepare(&mut self, app: &mut App, _shown: Shown<'_, Game>, _played: bool) {
        self.hud.draw(&mut app.text, &app.glyphs);
    }

    fn draw(&mut self, frame: &mut GraphicsFrame, text: &Canvas, shown: Shown<'_, Game>) {
        self.board.show(frame);
        text.show(frame);
        self.show(frame, shown);
    }

    /// Made once, with the game (6 KiB: never under the play loop).
    fn spare_thinker(game: &Game) -> Option<Box<Thinker>> {
        Some(Box::new(Thinker::new(
            game,
            tabletop_core::contract::Level::Random,
            0,
        )))
    }

    fn resumed(&mut self, app: &mut App) {
        view::install_palettes(&mut app.gfx);
        app.text.clear();
        // Redraw what was shown: the HUD keeps the animation's counts and
        // its message (never the game's, which may be further on), and a
        // hand-over's "pass the console" stays until it is answered.
        self.hud.invalidate();
    }
}

/// A game on `game` (a new or resumed one), set up for its first frame.
pub fn on(app: &mut App, settings: &Settings, seed: u64, game: Game) -> Box<Play> {
    let table = Table::new(settings, &game);
    let mut play = turn::boxed(game, table, seed);
    let Turn { game, front, .. } = &mut *play;
    front.begin(app, game);
    play
}

/// Plays one game until it ends or the player quits.
pub fn run(app: &mut App, settings: &Settings, seed: u64) -> Exit {
    agb::println!(
        "sitters: new game seed={} mode={:?} level={:?}",
        seed,
        settings.mode,
        settings.level
    );
    let play = on(app, settings, seed, Game::new(seed));
    play_on(app, settings, play)
}

/// Plays on a saved game from where it stood.
pub fn resume(app: &mut App, settings: &Settings, seed: u64, game: Game) -> Exit {
    agb::println!("sitters: resumed game seed={}", seed);
    let play = on(app, settings, seed, game);
    play_on(app, settings, play)
}

fn play_on(app: &mut App, settings: &Settings, mut play: Box<Play>) -> Exit {
    match screen::run(app, &mut *play, &mut NoProbe) {
        Ended::Over => {
            let (score, outcome) = play.game.score();
            agb::println!("sitters: game over {} score={}", Typed(&outcome), score);
            super::record(app, settings, outcome, score);
            end::run(app, &play, settings)
        }
        Ended::Quit | Ended::Stopped => Exit::Menu,
    }
}
