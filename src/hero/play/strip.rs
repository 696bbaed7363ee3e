//! The strip's status line and its words for a person (what hides a
//! target, an A pressed early), split from `play.rs`.

use alloc::string::String;

use tabletop_core::hero::{Action, Cell, Game, Phase};

use super::super::board::BOTTOM;
use super::super::human::Mode;
use super::super::words;
use super::Field;
use crate::app::App;
use crate::ui::ink;

/// Whether any key but Start and Select was just pressed (a child takes
/// the first dice on with whatever it presses).
pub(super) fn any_press(input: &agb::input::ButtonController) -> bool {
    use agb::input::Button;
    [
        Button::A,
        Button::B,
        Button::L,
        Button::R,
        Button::Up,
        Button::Down,
        Button::Left,
        Button::Right,
    ]
    .into_iter()
    .any(|b| input.is_just_pressed(b))
}

/// Frames another side's event words show before the computer's words
/// take the strip (a 7-year-old reads a short line in 2 to 3 seconds).
pub(super) const READ: u16 = 150;

impl Field {
    /// A computer's decision begins: a person's prompt never stays while
    /// the computer plays, the strip says what it is doing. An event's
    /// words stay until the next, unless they speak of another side's
    /// setting up (the child's own edge stayed while the computer placed
    /// its minis): those are said long enough to read first.
    pub(super) fn computer_words(&mut self, game: &Game) {
        let Some(seat) = game.seat_to_act() else {
            return;
        };
        let other = self.anim.setting.is_some_and(|s| s != seat);
        if (!self.told || other) && !self.settings.human(seat) {
            self.waiting = Some(words::computer(game.phase(), seat));
        }
    }

    /// Says the computer's waiting words, once an event's words on the
    /// strip have shown for [`READ`] frames (R held hurries them).
    pub(super) fn say_waiting(&mut self, app: &App) {
        let fast = app.input.is_pressed(agb::input::Button::R);
        self.said_for = self.said_for.saturating_add(if fast { 4 } else { 1 });
        if self.told && self.said_for < READ {
            return;
        }
        if let Some(text) = self.waiting.take() {
            self.anim.setting = None;
            self.say(app, &text);
        }
    }

    /// At the start of side `seat`'s turn, the cursor and the camera go to
    /// its first mini that can go (not where the last side left them).
    pub(super) fn find_own(&mut self, game: &Game, seat: u8) {
        let turn = (seat, game.round());
        if game.phase() != Phase::Play || self.turn_seen == Some(turn) {
            return;
        }
        self.turn_seen = Some(turn);
        let first = super::super::human::next_ready(game, seat, None);
        if let Some(c) = first.and_then(|i| game.minis().get(usize::from(i))?.at) {
            self.human.cursor = c;
            self.cam.centre(c);
        }
    }

    /// Says the prompt for `seat`'s decision (or the guided step), and logs
    /// it with the cursor and where every mini stands (for the tests).
    pub(in crate::hero) fn prompt(&mut self, app: &App, game: &Game, seat: u8) {
        let p = self.human.prompt(game, seat);
        let c = self.human.cursor;
        agb::println!(
            "hero: prompt seat={} cursor={},{} {}",
            seat,
            c.x,
            c.y,
            p.replace('\n', " ")
        );
        // Whom the picked mini can heal (a bit each), for the tests.
        if let Mode::Picked(i) = self.human.mode {
            let heals = super::super::look::heals(game, i);
            if heals != 0 {
                agb::println!("hero: heals mini={} bits={:#x}", i, heals);
            }
        }
        // Where every mini stands (and the view's corner on the map), for
        // the tests to aim with.
        let mut line = alloc::format!(" cam={},{}", self.cam.x, self.cam.y);
        for (i, m) in game.minis().iter().enumerate() {
            if let Some(at) = m.at {
                line.push_str(&alloc::format!(" {}@{},{}", i, at.x, at.y));
            }
        }
        agb::println!("hero: minis{}", line);
        // The words now speak of this side: so does the status line.
        self.anim.restatus |= self.anim.setting.take().is_some();
        if !self.show_guide(app, game, None) {
            self.say(app, &p);
        }
    }

    /// Shows `text` on the message lines (wrapped to the strip).
    pub fn say(&mut self, app: &App, text: &str) {
        let wrapped = words::wrap(&app.glyphs, text, words::STRIP_W);
        // Never a word cut off (the tests look for this line).
        if wrapped.lines().count() > words::STRIP_LINES {
            agb::println!("hero: error strip cut {}", wrapped.replace('\n', " / "));
        }
        let text: String = wrapped
            .split('\n')
            .take(words::STRIP_LINES)
            .collect::<alloc::vec::Vec<_>>()
            .join("\n");
        self.told = false;
        if self.message != text {
            self.said_for = 0;
            agb::println!("hero: strip {}", text.replace('\n', " "));
            self.message = text;
            self.strip_dirty = true;
        }
    }

    /// Says what hides `target` from `mini` and lights the line between
    /// them (until the lights next change).
    pub(super) fn show_hidden(&mut self, app: &App, game: &Game, mini: u8, target: u8) {
        let at = |i: u8| game.minis().get(usize::from(i)).and_then(|m| m.at);
        let Some((a, b)) = at(mini).zip(at(target)) else {
            return;
        };
        let cells = super::super::notes::line(a, b);
        for &c in &cells {
            self.overlay.set_cell(c, 3);
        }
        let why = super::super::notes::hidden(mini, target, &cells, |c| game.field().height(c));
        agb::println!("hero: hidden line cells={}", cells.len());
        self.say(app, &why);
    }

    /// Draws the strip when it changed.
    pub(super) fn draw_text(&mut self, app: &mut App, game: &Game) {
        if !self.strip_dirty {
            return;
        }
        self.strip_dirty = false;
        let (canvas, g) = (&mut app.text, &app.glyphs);
        canvas.fill(0, BOTTOM, 240, 160 - BOTTOM, ink::SHADOW);
        let seat = game.seat_to_act().unwrap_or(0);
        // In play, whose turn the events shown so far have reached.
        // In setting up, whose edge or placing is being shown (the words
        // speak of it), else whose choice it is.
        let seat = match game.phase() {
            Phase::Play | Phase::Over => self.anim.turn.unwrap_or(seat),
            _ => self.anim.setting.unwrap_or(seat),
        };
        let status = match game.phase() {
            // Whose set-up it is comes once the dice decided it.
            _ if self.anim.rolling_first || game.phase() == Phase::Roll => {
                String::from("Who goes first? Dice decide!")
            }
            Phase::Play | Phase::Over => {
                words::status(seat, !self.settings.human(seat), game.round())
            }
            _ if self.settings.human(seat) => {
                alloc::format!("Setting up: {}", words::side(seat))
            }
            _ => alloc::format!(
                "Setting up: {} (computer, hold R: faster)",
                words::side(seat)
            ),
        };
        // Logged when it changes only (this frame draws the whole strip).
        if self.status != status {
            agb::println!("hero: status {}", status);
        }
        canvas.text(g, 2, BOTTOM + 1, ink::GREY, &status);
        canvas.text(g, 2, BOTTOM + 11, ink::WHITE, &self.message);
        self.status = status;
    }

    /// Shows a hint: its cursor (and the camera on it), its lights, its
    /// words (A then takes it).
    pub(super) fn show_hint(&mut self, app: &mut App, game: &Game, action: Action) {
        let at = |i: u8| game.minis().get(usize::from(i)).and_then(|m| m.at);
        // A hinted attack shows its shooter and target before A plays it.
        let (cell, pair) = match action {
            // An edge's hint: the cursor goes onto that edge (lit there).
            Action::Edge(e) => {
                let (x0, x1, y0, y1) = e.band();
                let c = self.human.cursor;
                (
                    Some(Cell::new(c.x.clamp(x0, x1 - 1), c.y.clamp(y0, y1 - 1))),
                    None,
                )
            }
            Action::Place(c) | Action::Move { to: c, .. } => (Some(c), None),
            Action::Attack { mini, target }
            | Action::Throw { mini, target }
            | Action::Heal { mini, target } => (at(target), at(mini).zip(at(target))),
            _ => (None, None),
        };
        if let Some(c) = cell {
            self.human.cursor = c;
            self.cam.keep(c);
        }
        // Both when they fit; the target (under the cursor) always.
        if let Some((a, b)) = pair {
            self.cam.centre(super::super::board::between(a, b).0);
        }
        // The camera follows the hint's cursor: it never points off screen.
        if !self.cam.shows(self.human.cursor) {
            self.cam.centre(self.human.cursor);
        }
        // Nothing of the last choice stays lit: a hinted move lights its
        // mini's reach, anything else nothing.
        self.human.mode = match action {
            Action::Move { mini, .. } => Mode::Picked(mini),
            _ => Mode::Free,
        };
        self.human.lit_dirty = true;
        agb::println!(
            "hero: hinted {} cam={},{} cursor={},{} cursor-shows={}",
            tabletop_core::contract::Typed(&action),
            self.cam.x,
            self.cam.y,
            self.human.cursor.x,
            self.human.cursor.y,
            self.cam.shows(self.human.cursor)
        );
        self.hinted = Some(action);
        self.say(app, &words::hint(action));
    }
}
