//! The row list every options screen uses: each row has a label and either a
//! value (changed with Left/Right, or A) or is an action such as "Start!".

use agb::display::GraphicsFrame;
use agb::input::Button;

use tabletop_core::contract::Level;

use crate::app::App;
use crate::audio::Sfx;
use crate::text::{Canvas, Glyphs};
use crate::ui::{self, ink, spr};

/// The computer levels every game's "Computer" row offers, weakest first.
pub const LEVELS: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

/// The value of a "Computer" row: the level, or "(not playing)" when no seat
/// is the computer's.
pub fn level_value(level: Level, playing: bool) -> &'static str {
    if playing {
        level.label()
    } else {
        "(not playing)"
    }
}

/// The level `d` steps from `level` on [`LEVELS`] (wrapping round).
pub fn next_level(level: Level, d: i32) -> Level {
    let i = LEVELS.iter().position(|&l| l == level).unwrap_or(0);
    LEVELS[cycle(i, d, LEVELS.len())]
}

/// Where the buttons' help starts: every row ends above it.
pub const FOOTER_TOP: i32 = 134;

/// One row of the list.
pub struct Row<'a> {
    /// The label on the left (may carry `{c}` colour codes).
    pub label: &'a str,
    /// The value shown between arrows; `None` makes an action row.
    pub value: Option<&'a str>,
}

/// What the player did this frame.
pub enum Pick {
    /// Change the value of row `.0` by `.1` (-1 or +1).
    Change(usize, i32),
    /// Activate the action row `.0`.
    Choose(usize),
    /// Leave the screen (B).
    Back,
}

/// Where the list sits on screen and which row the pointer is on.
pub struct OptionsList {
    /// The row under the pointer.
    pub row: usize,
    top: i32,
    step: i32,
    label_x: i32,
    value_x: i32,
}

impl OptionsList {
    /// A list whose first row is at `top`, rows `step` pixels apart, labels at
    /// `label_x` and values at `value_x`; the pointer starts on `row`.
    pub const fn new(row: usize, top: i32, step: i32, label_x: i32, value_x: i32) -> Self {
        OptionsList {
            row,
            top,
            step,
            label_x,
            value_x,
        }
    }

    fn y(&self, i: usize) -> i32 {
        self.top + i as i32 * self.step
    }

    /// The lowest pixel row row `i`'s text reaches.
    #[cfg(test)]
    pub fn bottom(&self, i: usize) -> i32 {
        self.y(i) + crate::text::LINE - 2
    }

    /// Draws the rows, and the buttons' help at the bottom of the screen.
    pub fn draw(&self, canvas: &mut Canvas, g: &Glyphs, rows: &[Row]) {
        for (i, r) in rows.iter().enumerate() {
            let y = self.y(i);
            match r.value {
                Some(value) => {
                    let label_end = canvas.text(g, self.label_x, y, ink::WHITE, r.label);
                    // A label longer than its column pushes its value right
                    // rather than under it.
                    let x = self.value_x.max(label_end + 4);
                    canvas.text(g, x, y, ink::SKY, "<");
                    let end = canvas.text(g, x + 10, y, ink::YELLOW, value);
                    canvas.text(g, end + 4, y, ink::SKY, ">");
                }
                None => {
                    canvas.text(g, self.label_x, y, ink::YELLOW, r.label);
                }
            }
        }
        canvas.centred(
            g,
            0,
            240,
            FOOTER_TOP,
            ink::GREY,
            "Up/Down choose  Left/Right change",
        );
        canvas.centred(g, 0, 240, 145, ink::GREY, "A select   B back");
    }

    /// The pointer beside the current row.
    pub fn show(&self, frame: &mut GraphicsFrame) {
        ui::sprite(frame, spr::POINTER, self.label_x - 18, self.y(self.row) - 4);
    }

    /// One frame of input: Up/Down move the pointer (with a sound), Left/Right
    /// or A change a value, A or START activate an action row, B leaves.
    pub fn update(&mut self, app: &mut App, rows: &[Row]) -> Option<Pick> {
        let n = rows.len().max(1) as i32;
        self.row = self.row.min(n as usize - 1);
        let dy = app.input.just_pressed_y_tri() as i32;
        let dx = app.input.just_pressed_x_tri() as i32;
        let has_value = rows.get(self.row).is_some_and(|r| r.value.is_some());
        let pick = if dy != 0 {
            self.row = (self.row as i32 + dy).rem_euclid(n) as usize;
            app.sfx(Sfx::Select);
            return None;
        } else if dx != 0 && has_value {
            Pick::Change(self.row, dx)
        } else if app.input.is_just_pressed(Button::A) || app.input.is_just_pressed(Button::Start) {
            if has_value {
                Pick::Change(self.row, 1)
            } else {
                Pick::Choose(self.row)
            }
        } else if app.input.is_just_pressed(Button::B) {
            return Some(Pick::Back);
        } else {
            return None;
        };
        app.sfx(Sfx::Select);
        Some(pick)
    }
}

/// Steps `i` by `d` around a list of `n` choices.
pub fn cycle(i: usize, d: i32, n: usize) -> usize {
    (i as i32 + d).rem_euclid(n.max(1) as i32) as usize
}
