//! The Rush options screen: 2 or 4 players, who plays each seat (a person,
//! or the computer at a level), the house rule "safe bases" (off: the
//! paper's rules), and whether people are asked about cubes on other
//! players' turns (or the computer answers for them).

use alloc::string::String;
use alloc::vec::Vec;

use tabletop_core::contract::Level;
use tabletop_core::rush::{HouseRules, MAX_PLAYERS};

use crate::app::App;
pub use crate::entry::Choice;
use crate::options_list::{OptionsList, Pick, Row};
use crate::ui::ink;

pub use crate::seat::Seat;

/// The choices made on the options screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Settings {
    /// 2 (a zombie and a jock) or 4 (two of each).
    pub players: u8,
    /// Who plays each seat (zombies first).
    pub seats: [Seat; MAX_PLAYERS],
    /// The house rules (none: the paper's rules).
    pub house: HouseRules,
    /// On another player's turn, a person is asked whether to spend a
    /// cube (the paper); otherwise the computer answers for them.
    pub ask_cubes: bool,
}

/// [`Settings`] as saved before they held `ask_cubes` (read and carried
/// over: people are asked, as then).
#[derive(serde::Deserialize)]
pub struct First {
    players: u8,
    seats: [Seat; MAX_PLAYERS],
    house: HouseRules,
}

impl From<First> for Settings {
    fn from(f: First) -> Settings {
        Settings {
            players: f.players,
            seats: f.seats,
            house: f.house,
            ask_cubes: true,
        }
    }
}

impl Default for Settings {
    /// Two players: you are the zombie, the computer the jock, at Easy (a
    /// child's first game on a fresh cartridge, as in the other games; the
    /// seat's row then steps Easy, Normal, Hard, never Hard first).
    fn default() -> Self {
        Settings {
            players: 2,
            seats: [
                Seat::Person,
                Seat::Computer(Level::Easy),
                Seat::Computer(Level::Easy),
                Seat::Computer(Level::Easy),
            ],
            house: HouseRules::NONE,
            ask_cubes: true,
        }
    }
}

impl Settings {
    /// 2 or 4, whatever was saved.
    pub fn players(&self) -> u8 {
        if self.players == 4 { 4 } else { 2 }
    }

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

    /// More than one person plays: the console is handed over between them.
    pub fn hand_over(&self) -> bool {
        (0..self.players()).filter(|&i| self.human(i)).count() >= 2
    }

    /// One letter per seat, P for a person, E/N/H for the computer (the log).
    pub fn seat_letters(&self) -> String {
        (0..self.players())
            .map(|i| match self.seat(i) {
                Seat::Person => 'P',
                Seat::Computer(Level::Easy) => 'E',
                Seat::Computer(Level::Hard) => 'H',
                Seat::Computer(_) => 'N',
            })
            .collect()
    }
}

/// Seat `i`'s name in a game of `players`.
pub fn seat_name(players: u8, i: u8) -> &'static str {
    if players == 4 {
        ["Zombie 1", "Zombie 2", "Jock 1", "Jock 2"][usize::from(i.min(3))]
    } else if i == 0 {
        "Zombie"
    } else {
        "Jock"
    }
}

/// Where a seat's piece is drawn: right of its row's value (clear of the
/// longest, "< Normal >"), its 16-pixel
/// cell centred on the row's text.
const PIECE_X: i32 = 200;
const SEAT_TOP: i32 = TOP - 4;
/// The list's first row and the rows' spacing (ten rows with four players
/// sit above the buttons' help).
const TOP: i32 = 33;
const STEP: i32 = 10;

const LABELS_2: [&str; 2] = ["{5}Zombie", "{8}Jock"];
const LABELS_4: [&str; 4] = ["{5}Zombie 1", "{5}Zombie 2", "{8}Jock 1", "{8}Jock 2"];
/// Rows after the seats.
const START: usize = 0;
const LEARN: usize = 1;
const HELP: usize = 2;
/// Last, so the rows above keep their places: the one house rule, and who
/// answers cube questions on other turns.
const HOUSE: usize = 3;
const CUBES: usize = 4;

fn rows(settings: &Settings) -> Vec<Row<'static>> {
    let mut rows = Vec::with_capacity(8);
    rows.push(Row {
        label: "Players",
        value: Some(if settings.players() == 4 { "4" } else { "2" }),
    });
    let labels: &[&'static str] = if settings.players() == 4 {
        &LABELS_4
    } else {
        &LABELS_2
    };
    for (i, label) in labels.iter().enumerate() {
        rows.push(Row {
            label,
            value: Some(settings.seat(i as u8).label()),
        });
    }
    rows.push(Row {
        label: "Start!",
        value: None,
    });
    rows.push(Row {
        label: "Learn to play",
        value: None,
    });
    rows.push(Row {
        label: "How to play",
        value: None,
    });
    rows.push(Row {
        label: HouseRules::SAFE_BASES.label(),
        value: Some(if settings.house.has(HouseRules::SAFE_BASES) {
            "On"
        } else {
            "Off"
        }),
    });
    rows.push(Row {
        label: "Cubes",
        value: Some(if settings.ask_cubes {
            "Ask me always"
        } else {
            "Ask on my turn only"
        }),
    });
    rows
}

/// The line under the title, for the row the pointer is on: what its
/// choice means, in a child's words (the playtest, session 32: "Safe
/// bases", "Cubes: Ask me always", "Computer: Normal" meant nothing);
/// the game in a line on the rows that choose nothing.
pub fn explain(settings: &Settings, row: usize) -> &'static str {
    let after = 1 + usize::from(settings.players());
    match row {
        0 if settings.players() == 4 => "Two zombies against two jocks.",
        0 => "One zombie against one jock.",
        r if r < after => match settings.seat(r as u8 - 1) {
            Seat::Person => "Person: you (or a friend) play it.",
            Seat::Computer(Level::Easy) => "Easy: the computer goes gently.",
            Seat::Computer(Level::Hard) => "Hard: the computer plays its best.",
            Seat::Computer(_) => "Normal: the computer plays well.",
        },
        r => match r - after {
            HOUSE if settings.house.has(HouseRules::SAFE_BASES) => {
                "On: a princess never lands in a base."
            }
            HOUSE => "Off: a princess can land in a base.",
            CUBES if settings.ask_cubes => "You say yes or no to cubes, any turn.",
            CUBES => "In others' turns the computer says.",
            _ => "Grab their princess, carry her home!",
        },
    }
}

/// Shows the options until the player starts, asks for help or backs out.
pub fn run(app: &mut App, settings: &mut Settings) -> Choice {
    agb::println!("scene: rush options");
    let after = 1 + usize::from(settings.players());
    let mut list = OptionsList::new(after + START, TOP, STEP, 28, 92);
    let new = crate::learn::is_new(app, "rush");
    // Each seat's piece beside its row, so a name ("Jock 2") is matched to
    // its shape before the game.
    let sheet = super::campus::Sheet::new();
    let mut dirty = true;
    let mut drawn_row = list.row;
    loop {
        let after = 1 + usize::from(settings.players());
        let rows = rows(settings);
        if dirty || drawn_row != list.row {
            let said = explain(settings, list.row);
            agb::println!("rush: options row={} explain {}", list.row, said);
            draw(app, &list, &rows, new.then_some(after + LEARN), said);
            dirty = false;
            drawn_row = list.row;
        }
        let mut frame = app.gfx.frame();
        app.text.show(&mut frame);
        list.show(&mut frame);
        for i in 0..settings.players() {
            let y = SEAT_TOP + i32::from(i + 1) * STEP;
            let piece = super::view::player_sprite(settings.players(), i);
            sheet.sprite(&mut frame, piece, PIECE_X, y);
        }
        frame.commit();
        app.next_frame();
        let Some(pick) = list.update(app, &rows) else {
            continue;
        };
        dirty = true;
        match pick {
            Pick::Change(0, _) => {
                settings.players = if settings.players() == 4 { 2 } else { 4 };
                list.row = 0;
            }
            Pick::Change(row, d) if row < after => {
                let i = row - 1;
                settings.seats[i] = settings.seats[i].cycled(d);
            }
            Pick::Change(row, _) | Pick::Choose(row) => match row.checked_sub(after) {
                Some(START) => {
                    agb::println!(
                        "rush: start players={} seats={} house={}",
                        settings.players(),
                        settings.seat_letters(),
                        settings.house.bits()
                    );
                    return Choice::Start;
                }
                Some(LEARN) => return Choice::Learn,
                Some(HELP) => return Choice::Help,
                Some(HOUSE) => {
                    let on = settings.house.has(HouseRules::SAFE_BASES);
                    settings.house = settings.house.with(HouseRules::SAFE_BASES, !on);
                }
                Some(CUBES) => {
                    settings.ask_cubes = !settings.ask_cubes;
                    agb::println!("rush: ask cubes {}", settings.ask_cubes);
                }
                _ => {}
            },
            Pick::Back => return Choice::Back,
        }
    }
}

/// The options; `offer`: the "Learn to play" row, offered to a new player;
/// `said`: the line under the title ([`explain`]).
fn draw(app: &mut App, list: &OptionsList, rows: &[Row], offer: Option<usize>, said: &str) {
    let (canvas, g) = app.blank_text();
    canvas.centred(g, 0, 240, 8, ink::YELLOW, "Rush at Zeta Mu Beta");
    canvas.centred(g, 0, 240, 20, ink::GREY, said);
    list.draw(canvas, g, rows);
    if let Some(row) = offer {
        let y = TOP + row as i32 * STEP;
        canvas.text(g, 120, y, ink::GREEN, crate::learn::OFFER);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test_case]
    fn the_default_is_you_the_zombie_against_an_easy_jock(_gba: &mut agb::Gba) {
        let s = Settings::default();
        assert_eq!(s.players(), 2);
        assert_eq!(s.seat_letters(), "PE", "a child's first game: Easy");
        // Right on the Jock's row makes him harder step by step (the
        // playtest: Normal's first Right was Hard); Left makes him a person.
        let jock = s.seat(1);
        assert_eq!(jock.cycled(1), Seat::Computer(Level::Normal));
        assert_eq!(jock.cycled(1).cycled(1), Seat::Computer(Level::Hard));
        assert_eq!(jock.cycled(-1), Seat::Person);
        assert_eq!(s.house, HouseRules::NONE, "the paper's rules");
        assert!(!s.hand_over());
        let mut four = s;
        four.players = 4;
        four.seats = [Seat::Person; 4];
        assert!(four.hand_over());
        assert_eq!(seat_name(4, 2), "Jock 1");
        assert!(s.ask_cubes, "the paper: people decide");
    }

    #[test_case]
    fn every_choice_is_explained_in_a_line_that_fits(_gba: &mut agb::Gba) {
        let g = crate::text::Glyphs::new();
        for players in [2u8, 4] {
            let mut s = Settings {
                players,
                ..Settings::default()
            };
            for seat in Seat::ALL {
                s.seats = [seat; MAX_PLAYERS];
                for house in [HouseRules::NONE, HouseRules::SAFE_BASES] {
                    s.house = house;
                    for ask in [true, false] {
                        s.ask_cubes = ask;
                        for row in 0..rows(&s).len() {
                            let t = explain(&s, row);
                            assert!(g.width(t) <= 236, "too wide: {t}");
                        }
                    }
                }
            }
            // The hard words of the playtest each have their own line,
            // one for each value.
            let mut s = Settings::default();
            let jock = explain(&s, 2);
            assert!(jock.starts_with("Easy:"), "{jock}");
            s.seats[1] = Seat::Computer(Level::Hard);
            assert!(explain(&s, 2).starts_with("Hard:"));
            s.seats[1] = Seat::Computer(Level::Normal);
            assert!(explain(&s, 2).starts_with("Normal:"));
            let (house, cubes) = (3 + HOUSE, 3 + CUBES);
            assert!(explain(&s, house).starts_with("Off:"));
            s.house = HouseRules::SAFE_BASES;
            assert!(explain(&s, house).starts_with("On:"));
            assert!(explain(&s, cubes).contains("any turn"));
            s.ask_cubes = false;
            assert!(explain(&s, cubes).contains("computer"));
        }
    }

    #[test_case]
    fn every_row_of_four_players_sits_above_the_buttons_help(_gba: &mut agb::Gba) {
        let s = Settings {
            players: 4,
            ..Settings::default()
        };
        let list = OptionsList::new(0, TOP, STEP, 28, 92);
        let last = rows(&s).len() - 1;
        assert!(
            list.bottom(last) < crate::options_list::FOOTER_TOP,
            "{}",
            list.bottom(last)
        );
    }

    #[test_case]
    fn settings_and_setups_saved_before_the_cubes_row_are_read(_gba: &mut agb::Gba) {
        use crate::entry::Screens;
        #[derive(serde::Serialize)]
        struct Old {
            players: u8,
            seats: [Seat; MAX_PLAYERS],
            house: HouseRules,
        }
        let old = Old {
            players: 4,
            seats: [
                Seat::Person,
                Seat::Computer(Level::Hard),
                Seat::Person,
                Seat::Person,
            ],
            house: HouseRules::SAFE_BASES,
        };
        let want = Settings {
            players: 4,
            seats: old.seats,
            house: old.house,
            ask_cubes: true,
        };
        let bytes = postcard::to_allocvec(&old).unwrap();
        assert_eq!(super::super::Game::read_settings(&bytes), Some(want));
        for seed in [0u64, 1, 2, 127, 128, 300, u64::MAX] {
            let setup = crate::save::setup_bytes(&old, seed);
            let mut back = Settings {
                ask_cubes: false,
                ..Settings::default()
            };
            assert_eq!(
                super::super::Game::read_setup(&mut back, &setup),
                Some(seed)
            );
            assert_eq!(back, want, "seed {seed}");
            // And this version's setup reads back as it was.
            let mut now = want;
            now.ask_cubes = false;
            let setup = <super::super::Game as Screens>::setup_bytes(&now, seed);
            let mut back = Settings::default();
            assert_eq!(
                super::super::Game::read_setup(&mut back, &setup),
                Some(seed)
            );
            assert_eq!(back, now, "seed {seed}");
        }
    }
}
