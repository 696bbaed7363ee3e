//! The SiTTeRS options screen: who plays which side, and how well the computer plays.

use tabletop_core::sitters::ai::Level;

use crate::app::App;
pub use crate::entry::Choice;
use crate::options_list::{OptionsList, Pick, Row, cycle, level_value, next_level};
use crate::ui::{self, ink, spr};

/// Who controls which side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
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

const START: usize = 2;
const LEARN: usize = 3;
const HELP: usize = 4;

fn rows(settings: &Settings) -> [Row<'static>; 5] {
    let level = level_value(settings.level, settings.mode != Mode::HotSeat);
    [
        Row {
            label: "Mode",
            value: Some(settings.mode.label()),
        },
        Row {
            label: "Computer",
            value: Some(level),
        },
        Row {
            label: "Start!",
            value: None,
        },
        Row {
            label: "Learn to play",
            value: None,
        },
        Row {
            label: "How to play",
            value: None,
        },
    ]
}

/// Shows the options until the player starts, asks for help or backs out.
pub fn run(app: &mut App, settings: &mut Settings) -> Choice {
    agb::println!("scene: sitters options");
    let mut list = OptionsList::new(START, TOP, STEP, 40, 104);
    let new = crate::learn::is_new(app, "sitters");
    let mut dirty = true;
    loop {
        let rows = rows(settings);
        if dirty {
            draw(app, &list, &rows, new);
            dirty = false;
        }
        let mut frame = app.gfx.frame();
        app.text.show(&mut frame);
        list.show(&mut frame);
        ui::sprite(&mut frame, spr::GOODIE, 24, 8);
        ui::sprite(&mut frame, spr::BADDIE, 200, 8);
        frame.commit();
        app.next_frame();
        match list.update(app, &rows) {
            Some(Pick::Change(0, d)) => {
                let i = Mode::ALL.iter().position(|&m| m == settings.mode);
                settings.mode = Mode::ALL[cycle(i.unwrap_or(0), d, Mode::ALL.len())];
                dirty = true;
            }
            Some(Pick::Change(_, d)) => {
                settings.level = next_level(settings.level, d);
                dirty = true;
            }
            Some(Pick::Choose(START)) => {
                agb::println!(
                    "sitters: start mode={:?} level={:?}",
                    settings.mode,
                    settings.level
                );
                return Choice::Start;
            }
            Some(Pick::Choose(LEARN)) => return Choice::Learn,
            Some(Pick::Choose(HELP)) => return Choice::Help,
            Some(Pick::Back) => return Choice::Back,
            Some(Pick::Choose(_)) | None => {}
        }
    }
}

/// The list's first row and the rows' spacing.
const TOP: i32 = 48;
const STEP: i32 = 18;

fn draw(app: &mut App, list: &OptionsList, rows: &[Row], new: bool) {
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
    list.draw(canvas, g, rows);
    if new {
        let y = TOP + LEARN as i32 * STEP;
        canvas.text(g, 124, y, ink::GREEN, crate::learn::OFFER);
    }
}
