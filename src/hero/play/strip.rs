//! The strip's status line and its words for a person (what hides a
//! target, an A pressed early), split from `play.rs`.

use alloc::string::String;

use tabletop_core::hero::{Game, Phase};

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

impl Field {
    /// An A pressed before the prompt showed: at the start of a turn it
    /// picks the mini the cursor starts on (a child pressed A on "Red's
    /// turn" and saw nothing happen).
    pub(super) fn take_kept(&mut self, app: &App, game: &Game, seat: u8) {
        let first = super::super::human::next_ready(game, seat, None);
        if game.phase() == Phase::Play
            && self.human.mode == Mode::Free
            && !self.human.confirm_end
            && first.is_some()
            && game.mini_at(self.human.cursor) == first
            && let Some(i) = first
        {
            agb::println!("hero: kept A picks {}", i);
            self.human.mode = Mode::Picked(i);
            self.human.lit_dirty = true;
            self.prompt(app, game, seat);
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
        let seat = match game.phase() {
            Phase::Play | Phase::Over => self.anim.turn.unwrap_or(seat),
            _ => seat,
        };
        let who = if self.settings.human(seat) {
            ""
        } else {
            " (computer)"
        };
        let status = match game.phase() {
            // Whose set-up it is comes once the dice decided it.
            _ if self.anim.rolling_first || game.phase() == Phase::Roll => {
                String::from("Who goes first? Dice decide!")
            }
            Phase::Play | Phase::Over => alloc::format!(
                "{}'s turn{}   round {}",
                words::side(seat),
                who,
                game.round()
            ),
            _ => alloc::format!("Setting up: {}{}", words::side(seat), who),
        };
        // Logged when it changes only (this frame draws the whole strip).
        if self.status != status {
            agb::println!("hero: status {}", status);
        }
        canvas.text(g, 2, BOTTOM + 1, ink::GREY, &status);
        canvas.text(g, 2, BOTTOM + 11, ink::WHITE, &self.message);
        self.status = status;
    }
}
