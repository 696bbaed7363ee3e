//! The Sandford options screen: how many heroes, who plays them, the timer and
//! the class rings.

use agb::input::Button;

use crate::app::App;
use crate::audio::Sfx;
use crate::ui::{self, ink, spr};

/// Who controls the heroes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seats {
    /// Hero 1 is yours; the computer plays the others.
    You,
    /// Every hero is a person passing the console.
    HotSeat,
    /// The computer plays every hero.
    Demo,
}

impl Seats {
    const ALL: [Seats; 3] = [Seats::You, Seats::HotSeat, Seats::Demo];

    fn label(self) -> &'static str {
        match self {
            Seats::You => "You + computer heroes",
            Seats::HotSeat => "All human (hot-seat)",
            Seats::Demo => "All computer (demo)",
        }
    }
}

/// The choices made on the options screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Players 1–4 (one player runs two heroes).
    pub players: u8,
    /// Who controls the heroes.
    pub seats: Seats,
    /// Whether the two-minute hourglass runs in the heroes' turns.
    pub timer: bool,
    /// The optional class rings.
    pub rings: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            players: 1,
            seats: Seats::You,
            timer: false,
            rings: false,
        }
    }
}

impl Settings {
    /// Whether a person plays hero `hero`.
    pub fn human(&self, hero: u8) -> bool {
        match self.seats {
            Seats::You => hero == 0,
            Seats::HotSeat => true,
            Seats::Demo => false,
        }
    }
}

/// What the player chose.
pub enum Choice {
    /// Start a game with the settings.
    Start,
    /// Read how to play.
    Help,
    /// Back to the cartridge menu.
    Back,
}

const ROWS: [&str; 6] = [
    "Players",
    "Heroes",
    "Timer",
    "Rings",
    "Start!",
    "How to play",
];
const START: usize = 4;
const TOP: i32 = 40;
const STEP: i32 = 16;

/// Shows the options until the player starts, asks for help or backs out.
pub fn run(app: &mut App, settings: &mut Settings) -> Choice {
    agb::println!("scene: sandford options");
    let mut row = START;
    let mut dirty = true;
    loop {
        if dirty {
            draw(app, settings);
            dirty = false;
        }
        let mut frame = app.gfx.frame();
        app.text.show(&mut frame);
        ui::sprite(&mut frame, spr::POINTER, 10, TOP + row as i32 * STEP - 4);
        frame.commit();
        app.next_frame();
        let dy = app.input.just_pressed_y_tri() as i32;
        let dx = app.input.just_pressed_x_tri() as i32;
        if dy != 0 {
            row = (row as i32 + dy).rem_euclid(ROWS.len() as i32) as usize;
            app.sfx(Sfx::Select);
        } else if dx != 0 && row < START {
            change(settings, row, dx);
            app.sfx(Sfx::Select);
            dirty = true;
        } else if app.input.is_just_pressed(Button::A) || app.input.is_just_pressed(Button::Start) {
            app.sfx(Sfx::Select);
            match row {
                START => {
                    agb::println!(
                        "sandford: start players={} seats={:?} timer={} rings={}",
                        settings.players,
                        settings.seats,
                        settings.timer,
                        settings.rings
                    );
                    return Choice::Start;
                }
                5 => return Choice::Help,
                _ => {
                    change(settings, row, 1);
                    dirty = true;
                }
            }
        } else if app.input.is_just_pressed(Button::B) {
            return Choice::Back;
        }
    }
}

fn change(settings: &mut Settings, row: usize, dx: i32) {
    match row {
        0 => settings.players = ((settings.players as i32 - 1 + dx).rem_euclid(4) + 1) as u8,
        1 => {
            let i = Seats::ALL
                .iter()
                .position(|&s| s == settings.seats)
                .unwrap_or(0);
            settings.seats = Seats::ALL[(i as i32 + dx).rem_euclid(3) as usize];
        }
        2 => settings.timer = !settings.timer,
        _ => settings.rings = !settings.rings,
    }
}

fn draw(app: &mut App, settings: &Settings) {
    let (canvas, g) = app.blank_text();
    canvas.centred(g, 0, 240, 8, ink::YELLOW, "The Doom that Came to Sandford");
    canvas.centred(
        g,
        0,
        240,
        20,
        ink::GREY,
        "Defend the village from six waves",
    );
    let players = match settings.players {
        1 => "1 (solo, two heroes)",
        2 => "2 heroes",
        3 => "3 heroes",
        _ => "4 heroes",
    };
    for (i, label) in ROWS.iter().enumerate() {
        let y = TOP + i as i32 * STEP;
        let colour = if i >= START { ink::YELLOW } else { ink::WHITE };
        canvas.text(g, 28, y, colour, label);
        let value = match i {
            0 => players,
            1 => settings.seats.label(),
            2 if settings.timer => "2 minutes a turn",
            2 => "Off (take your time)",
            3 if settings.rings => "Class rings on",
            3 => "Basic rings only",
            _ => "",
        };
        if !value.is_empty() {
            canvas.text(g, 82, y, ink::SKY, "<");
            let end = canvas.text(g, 92, y, ink::WHITE, value);
            canvas.text(g, end + 4, y, ink::SKY, ">");
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
