//! The SiTTeRS options screen: who plays which side, and how well the computer plays.

use agb::input::Button;
use tabletop_core::sitters::ai::Level;

use crate::app::App;
use crate::audio::Sfx;
use crate::ui::{self, ink, spr};

/// Who controls which side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// You are the goodies; the computer plays the baddies.
    Goodies,
    /// You are the baddies; the computer plays the goodies.
    Baddies,
    /// Two players pass the console: goodies, then baddies.
    HotSeat,
    /// The computer plays both sides.
    Demo,
}

impl Mode {
    const ALL: [Mode; 4] = [Mode::Goodies, Mode::Baddies, Mode::HotSeat, Mode::Demo];

    fn label(self) -> &'static str {
        match self {
            Mode::Goodies => "Play the goodies",
            Mode::Baddies => "Play the baddies",
            Mode::HotSeat => "Two players",
            Mode::Demo => "Watch the computer",
        }
    }
}

/// The choices made on the options screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Who controls which side.
    pub mode: Mode,
    /// How well the computer plays.
    pub level: Level,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            mode: Mode::Goodies,
            level: Level::Easy,
        }
    }
}

/// A level's name on screen.
pub fn level_name(level: Level) -> &'static str {
    match level {
        Level::Random => "Silly",
        Level::Easy => "Easy",
        Level::Normal => "Normal",
        Level::Hard => "Hard",
    }
}

const LEVELS: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

/// What the player chose.
pub enum Choice {
    /// Start a game with the settings.
    Start,
    /// Read how to play.
    Help,
    /// Back to the cartridge menu.
    Back,
}

const ROWS: [&str; 4] = ["Mode", "Computer", "Start!", "How to play"];
const TOP: i32 = 48;
const STEP: i32 = 18;

/// Shows the options until the player starts, asks for help or backs out.
pub fn run(app: &mut App, settings: &mut Settings) -> Choice {
    agb::println!("scene: sitters options");
    let mut row = 2usize;
    let mut dirty = true;
    loop {
        if dirty {
            draw(app, settings);
            dirty = false;
        }
        let mut frame = app.gfx.frame();
        app.text.show(&mut frame);
        ui::sprite(&mut frame, spr::POINTER, 20, TOP + row as i32 * STEP - 4);
        ui::sprite(&mut frame, spr::GOODIE, 24, 8);
        ui::sprite(&mut frame, spr::BADDIE, 200, 8);
        frame.commit();
        app.next_frame();
        let input = &app.input;
        let dy = input.just_pressed_y_tri() as i32;
        let dx = input.just_pressed_x_tri() as i32;
        if dy != 0 {
            row = (row as i32 + dy).rem_euclid(ROWS.len() as i32) as usize;
            app.sfx(Sfx::Select);
        } else if dx != 0 && row < 2 {
            if row == 0 {
                let i = Mode::ALL
                    .iter()
                    .position(|&m| m == settings.mode)
                    .unwrap_or(0);
                settings.mode = Mode::ALL[(i as i32 + dx).rem_euclid(4) as usize];
            } else {
                let i = LEVELS
                    .iter()
                    .position(|&l| l == settings.level)
                    .unwrap_or(0);
                settings.level = LEVELS[(i as i32 + dx).rem_euclid(3) as usize];
            }
            app.sfx(Sfx::Select);
            dirty = true;
        } else if app.input.is_just_pressed(Button::A) || app.input.is_just_pressed(Button::Start) {
            app.sfx(Sfx::Select);
            match row {
                2 => {
                    agb::println!(
                        "sitters: start mode={:?} level={:?}",
                        settings.mode,
                        settings.level
                    );
                    return Choice::Start;
                }
                3 => return Choice::Help,
                _ => {
                    row += 1;
                }
            }
        } else if app.input.is_just_pressed(Button::B) {
            return Choice::Back;
        }
    }
}

fn draw(app: &mut App, settings: &Settings) {
    let (canvas, g) = app.blank_text();
    canvas.centred(g, 0, 240, 12, ink::YELLOW, "SiTTeRS");
    canvas.centred(
        g,
        0,
        240,
        24,
        ink::GREY,
        "Loot chests, dodge baddies, escape!",
    );
    for (i, label) in ROWS.iter().enumerate() {
        let y = TOP + i as i32 * STEP;
        canvas.text(g, 40, y, ink::WHITE, label);
        let value = match i {
            0 => settings.mode.label(),
            1 if settings.mode == Mode::HotSeat => "(not playing)",
            1 => level_name(settings.level),
            _ => "",
        };
        if !value.is_empty() {
            canvas.text(g, 104, y, ink::SKY, "<");
            let end = canvas.text(g, 116, y, ink::YELLOW, value);
            canvas.text(g, end + 6, y, ink::SKY, ">");
        }
    }
    canvas.centred(
        g,
        0,
        240,
        134,
        ink::GREY,
        "Up/Down choose  Left/Right change",
    );
    canvas.centred(g, 0, 240, 145, ink::GREY, "A select   B back");
}
