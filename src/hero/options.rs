//! The Tabletop Hero options screen: who plays each side (a person, or the
//! computer at a level), each side's army (one of the core's presets) and
//! the battlefield (generated from the seed, or a named one).

use alloc::vec::Vec;

use tabletop_core::contract::Level;
use tabletop_core::hero::field::NAMED;
use tabletop_core::hero::gear::PRESETS;
use tabletop_core::hero::{Config, FieldChoice, House};

use crate::app::App;
pub use crate::entry::Choice;
use crate::options_list::{LEVELS, OptionsList, Pick, Row, cycle};
use crate::ui::ink;

/// Sides in a game from this screen.
pub const SIDES: u8 = 2;

/// Who plays one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Seat {
    /// A person with the console (two people pass it round).
    Person,
    /// The computer at a level.
    Computer(Level),
}

impl Seat {
    const ALL: [Seat; 4] = [
        Seat::Person,
        Seat::Computer(LEVELS[0]),
        Seat::Computer(LEVELS[1]),
        Seat::Computer(LEVELS[2]),
    ];

    fn label(self) -> &'static str {
        match self {
            Seat::Person => "Person",
            Seat::Computer(Level::Easy) => "Computer: Easy",
            Seat::Computer(Level::Hard) => "Computer: Hard",
            Seat::Computer(_) => "Computer: Normal",
        }
    }
}

/// The choices made on the options screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Settings {
    /// Who plays red (seat 0) and blue (seat 1).
    pub seats: [Seat; 2],
    /// Each side's army: an index into the core's presets.
    pub armies: [u8; 2],
    /// 0: generated from the seed; `n`: named battlefield `n - 1`.
    pub field: u8,
}

impl Default for Settings {
    /// You are red with the balanced army, the computer (Normal) blue.
    fn default() -> Self {
        let balanced = PRESETS.iter().position(|&p| p == "balanced").unwrap_or(0) as u8;
        Settings {
            seats: [Seat::Person, Seat::Computer(Level::Normal)],
            armies: [balanced; 2],
            field: 0,
        }
    }
}

impl Settings {
    /// Who plays seat `i`.
    pub fn seat(&self, i: u8) -> Seat {
        self.seats
            .get(usize::from(i))
            .copied()
            .unwrap_or(Seat::Computer(Level::Normal))
    }

    /// Whether a person plays seat `i`.
    pub fn human(&self, i: u8) -> bool {
        self.seat(i) == Seat::Person
    }

    /// Both sides are people: the console is handed over between them.
    pub fn hand_over(&self) -> bool {
        (0..SIDES).all(|i| self.human(i))
    }

    /// The preset name of side `i`'s army.
    pub fn army(&self, i: usize) -> &'static str {
        let k = self.armies.get(i).copied().unwrap_or(0);
        PRESETS.get(usize::from(k)).copied().unwrap_or("balanced")
    }

    /// The battlefield's name on screen.
    pub fn field_name(&self) -> &'static str {
        match self.field {
            0 => "Random",
            n => NAMED.get(usize::from(n - 1)).map_or("Random", |f| f.0),
        }
    }

    /// The core's configuration for a game from `seed`.
    pub fn config(&self, seed: u64) -> Config {
        let mut c = Config::with(seed, SIDES, self.army(0));
        if let Some(b) = Config::with(seed, SIDES, self.army(1)).armies.get(1) {
            c.armies[1] = *b;
        }
        c.field = match self.field {
            0 => FieldChoice::Generated,
            n if usize::from(n) <= NAMED.len() => FieldChoice::Named(n - 1),
            _ => FieldChoice::Generated,
        };
        c.house = House::default();
        c
    }

    /// One letter per side, P for a person, E/N/H for the computer (the log).
    pub fn seat_letters(&self) -> alloc::string::String {
        (0..SIDES)
            .map(|i| match self.seat(i) {
                Seat::Person => 'P',
                Seat::Computer(Level::Easy) => 'E',
                Seat::Computer(Level::Hard) => 'H',
                Seat::Computer(_) => 'N',
            })
            .collect()
    }
}

/// A side's name.
pub fn side_name(seat: u8) -> &'static str {
    ["Red", "Blue", "Green", "Gold"][usize::from(seat.min(3))]
}

/// A side's colour in text (an [`crate::ui::ink`] index).
pub fn side_ink(seat: u8) -> u8 {
    match seat {
        0 => ink::RED,
        1 => ink::SKY,
        2 => ink::GREEN,
        _ => ink::YELLOW,
    }
}

/// An army preset's name on screen ("Snipers").
pub fn preset_label(name: &str) -> &'static str {
    match name {
        "snipers" => "Snipers",
        "brawlers" => "Brawlers",
        "gunners" => "Gunners",
        "bombers" => "Bombers",
        _ => "Balanced",
    }
}

const START: usize = 5;
const HELP: usize = 6;

fn rows(s: &Settings) -> Vec<Row<'static>> {
    let v = |label, value| Row {
        label,
        value: Some(value),
    };
    alloc::vec![
        v("{6}Red", s.seat(0).label()),
        v("{6}Red army", preset_label(s.army(0))),
        v("{7}Blue", s.seat(1).label()),
        v("{7}Blue army", preset_label(s.army(1))),
        v("Battlefield", s.field_name()),
        Row {
            label: "Start!",
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
    agb::println!("scene: hero options");
    let mut list = OptionsList::new(START, 36, 13, 24, 100);
    let mut dirty = true;
    loop {
        let rows = rows(settings);
        if dirty {
            draw(app, &list, &rows);
            dirty = false;
        }
        let mut frame = app.gfx.frame();
        app.text.show(&mut frame);
        list.show(&mut frame);
        frame.commit();
        app.next_frame();
        let Some(pick) = list.update(app, &rows) else {
            continue;
        };
        dirty = true;
        match pick {
            Pick::Change(r @ (0 | 2), d) => {
                let i = r / 2;
                let now = Seat::ALL.iter().position(|&s| s == settings.seats[i]);
                settings.seats[i] = Seat::ALL[cycle(now.unwrap_or(0), d, Seat::ALL.len())];
            }
            Pick::Change(r @ (1 | 3), d) => {
                let i = r / 2;
                let now = usize::from(settings.armies[i]);
                settings.armies[i] = cycle(now, d, PRESETS.len()) as u8;
            }
            Pick::Change(4, d) => {
                settings.field = cycle(usize::from(settings.field), d, NAMED.len() + 1) as u8;
            }
            Pick::Change(START, _) | Pick::Choose(START) => {
                agb::println!(
                    "hero: start seats={} armies={},{} field={}",
                    settings.seat_letters(),
                    settings.army(0),
                    settings.army(1),
                    settings.field_name()
                );
                return Choice::Start;
            }
            Pick::Change(HELP, _) | Pick::Choose(HELP) => return Choice::Help,
            Pick::Back => return Choice::Back,
            _ => {}
        }
    }
}

fn draw(app: &mut App, list: &OptionsList, rows: &[Row]) {
    let (canvas, g) = app.blank_text();
    canvas.centred(g, 0, 240, 6, ink::YELLOW, "Tabletop Hero");
    canvas.centred(
        g,
        0,
        240,
        19,
        ink::GREY,
        "Keep your hero standing to the end!",
    );
    list.draw(canvas, g, rows);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test_case]
    fn the_default_is_you_as_red_against_a_normal_blue(_gba: &mut agb::Gba) {
        let s = Settings::default();
        assert_eq!(s.seat_letters(), "PN");
        assert!(!s.hand_over());
        assert_eq!(s.army(0), "balanced");
        let c = s.config(7);
        assert_eq!(c.players, 2);
        assert_eq!(c.field, FieldChoice::Generated);
    }
}
