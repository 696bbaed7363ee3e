//! The Tabletop Hero options screen: who plays each side (a person, or the
//! computer at a level), each side's army (one of the core's presets) and
//! the battlefield (generated from the seed, or a named one) and the house
//! rules (all off: the paper's rules).

use alloc::vec::Vec;

use tabletop_core::contract::{Dice, Level, mix};
use tabletop_core::hero::field::NAMED;
use tabletop_core::hero::gear::{Army, PRESETS};
use tabletop_core::hero::{Config, FieldChoice, House, MAX_PLAYERS};

use agb::input::Button;

use super::builder;
use crate::app::App;
use crate::audio::Sfx;
pub use crate::entry::Choice;
use crate::options_list::{OptionsList, Pick, Row, cycle};
use crate::ui::ink;

/// Most sides in a game (the core's most players).
pub const SIDES: u8 = MAX_PLAYERS as u8;
/// The army choice after the presets: a random army.
pub const RANDOM: u8 = PRESETS.len() as u8;
/// The army choice after that: built by hand (a person) or the computer's
/// own pick.
pub const OWN: u8 = RANDOM + 1;

pub use crate::seat::Seat;

/// Two sides' choices as earlier versions kept them (the bench builds its
/// games from this): who plays, a preset index each, the battlefield.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Who plays red (seat 0) and blue (seat 1).
    pub seats: [Seat; 2],
    /// Each side's army: an index into the core's presets.
    pub armies: [u8; 2],
    /// 0: generated from the seed; `n`: named battlefield `n - 1`.
    pub field: u8,
}

impl From<Settings> for Setup {
    fn from(s: Settings) -> Setup {
        let mut t = Setup {
            field: s.field,
            ..Setup::default()
        };
        t.seats[..2].copy_from_slice(&s.seats);
        t.armies[..2].copy_from_slice(&s.armies);
        t
    }
}

/// The choices made on the options screen (and the army builder).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Setup {
    /// Sides playing: 2 to 4.
    pub players: u8,
    /// Who plays red, blue, green and gold.
    pub seats: [Seat; MAX_PLAYERS],
    /// Each side's army: an index into the core's presets, [`RANDOM`] or
    /// [`OWN`].
    pub armies: [u8; MAX_PLAYERS],
    /// The armies built by hand, one per side (played when its choice is
    /// [`OWN`] and a person plays it).
    pub built: [Army; MAX_PLAYERS],
    /// 0: generated from the seed; `n`: named battlefield `n - 1`.
    pub field: u8,
    /// The house rules (none: the paper's rules).
    pub house: House,
}

impl Default for Setup {
    /// You are red with the balanced army, the computer blue at Easy (a
    /// child's first game on a fresh cartridge; issue 31).
    fn default() -> Self {
        let balanced = PRESETS.iter().position(|&p| p == "balanced").unwrap_or(0) as u8;
        let army = Army::preset("balanced").unwrap_or(Army::computer(0));
        Setup {
            players: 2,
            seats: [
                Seat::Person,
                Seat::Computer(Level::Easy),
                Seat::Computer(Level::Easy),
                Seat::Computer(Level::Easy),
            ],
            armies: [balanced; MAX_PLAYERS],
            built: [army; MAX_PLAYERS],
            field: 0,
            house: House::NONE,
        }
    }
}

impl Setup {
    /// Sides playing (2 to 4 whatever was saved).
    pub fn players(&self) -> u8 {
        self.players.clamp(2, SIDES)
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
        i < self.players() && self.seat(i) == Seat::Person
    }

    /// Two or more people play: the console is handed over between them.
    pub fn hand_over(&self) -> bool {
        (0..self.players()).filter(|&i| self.human(i)).count() >= 2
    }

    /// Side `i`'s army choice.
    fn choice(&self, i: usize) -> u8 {
        self.armies.get(i).copied().unwrap_or(0).min(OWN)
    }

    /// Side `i`'s army as the log names it: a preset's name, "random",
    /// "own" (built by hand) or "computer" (the computer's own pick).
    pub fn army(&self, i: usize) -> &'static str {
        match self.choice(i) {
            RANDOM => "random",
            OWN if self.human(i as u8) => "own",
            OWN => "computer",
            k => PRESETS.get(usize::from(k)).copied().unwrap_or("balanced"),
        }
    }

    /// Every side's army name, comma-separated (the log).
    pub fn army_names(&self) -> alloc::string::String {
        let names: Vec<&str> = (0..usize::from(self.players()))
            .map(|i| self.army(i))
            .collect();
        names.join(",")
    }

    /// Side `i`'s army choice on screen.
    fn army_label(&self, i: usize) -> &'static str {
        match self.choice(i) {
            RANDOM => "Random",
            OWN if self.seat(i as u8) == Seat::Person => "Built by hand",
            OWN => "Its own pick",
            k => preset_label(PRESETS.get(usize::from(k)).copied().unwrap_or("")),
        }
    }

    /// The army side `i` plays in a game from `seed`.
    pub fn army_of(&self, i: usize, seed: u64) -> Army {
        let salt = mix(seed ^ (0x4152_4D59 + i as u64));
        let fallback = Army::preset("balanced").unwrap_or(Army::computer(0));
        match self.choice(i) {
            RANDOM => Army::random(&mut Dice::new(salt)),
            OWN if self.human(i as u8) => {
                let b = self.built.get(i).copied().unwrap_or(fallback);
                if b.check().is_ok() { b } else { fallback }
            }
            OWN => Army::computer(salt as u32),
            k => PRESETS
                .get(usize::from(k))
                .and_then(|n| Army::preset(n))
                .unwrap_or(fallback),
        }
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
        let mut c = Config::with(seed, self.players(), "balanced");
        for i in 0..usize::from(self.players()) {
            c.armies[i] = self.army_of(i, seed);
        }
        c.field = match self.field {
            0 => FieldChoice::Generated,
            n if usize::from(n) <= NAMED.len() => FieldChoice::Named(n - 1),
            _ => FieldChoice::Generated,
        };
        c.house = self.house;
        c
    }

    /// One letter per side, P for a person, E/N/H for the computer (the log).
    pub fn seat_letters(&self) -> alloc::string::String {
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

/// What a row of the screen changes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Line {
    Players,
    Seat(u8),
    Army(u8),
    Field,
    Start,
    Learn,
    Help,
    House,
}

fn lines(s: &Setup) -> Vec<Line> {
    let mut v = alloc::vec![Line::Players];
    for i in 0..s.players() {
        v.push(Line::Seat(i));
        v.push(Line::Army(i));
    }
    // The house rules last, so the rows above keep their places.
    v.extend([
        Line::Field,
        Line::Start,
        Line::Learn,
        Line::Help,
        Line::House,
    ]);
    v
}

const SEAT_LABELS: [&str; 4] = ["{6}Red", "{7}Blue", "{5}Green", "{3}Gold"];
const ARMY_LABELS: [&str; 4] = [
    "{6}Red army",
    "{7}Blue army",
    "{5}Green army",
    "{3}Gold army",
];
const PLAYERS: [&str; 3] = ["2 armies", "3 armies", "4 armies"];

fn rows(s: &Setup) -> Vec<Row<'static>> {
    let v = |label, value| Row {
        label,
        value: Some(value),
    };
    lines(s)
        .into_iter()
        .map(|l| match l {
            Line::Players => v("Armies", PLAYERS[usize::from(s.players() - 2)]),
            Line::Seat(i) => v(SEAT_LABELS[usize::from(i)], s.seat(i).label()),
            Line::Army(i) => v(ARMY_LABELS[usize::from(i)], s.army_label(usize::from(i))),
            Line::Field => v("Battlefield", s.field_name()),
            Line::Start => Row {
                label: "Start!",
                value: None,
            },
            Line::Learn => Row {
                label: "Learn to play",
                value: None,
            },
            Line::Help => Row {
                label: "How to play",
                value: None,
            },
            Line::House => v("Rule changes", super::house::summary(s.house)),
        })
        .collect()
}

/// Where the list sits for `n` rows: (top, step), so every row ends above
/// the buttons' help.
fn layout(n: usize) -> (i32, i32) {
    match n {
        0..=7 => (36, 13),
        8 => (32, 12),
        9..=10 => (24, 11),
        11..=12 => (14, 10),
        13 => (14, 9),
        _ => (13, 8),
    }
}

fn list_for(s: &Setup, row: usize) -> OptionsList {
    let (top, step) = layout(lines(s).len());
    OptionsList::new(row, top, step, 24, 100)
}

/// Shows the options until the player starts, asks for help or backs out.
/// A on a person's army opens the army builder.
pub fn run(app: &mut App, settings: &mut Setup) -> Choice {
    agb::println!("scene: hero options");
    let start = lines(settings)
        .iter()
        .position(|&l| l == Line::Start)
        .unwrap_or(0);
    let mut list = list_for(settings, start);
    let new = crate::learn::is_new(app, "hero");
    let mut dirty = true;
    let mut shown = usize::MAX;
    loop {
        let rows = rows(settings);
        let at = lines(settings);
        let builds = was_build(&at, list.row, settings);
        if dirty
            || (shown != list.row && builds)
            || (shown != list.row && was_build(&at, shown, settings))
        {
            let offer = at.iter().position(|&l| l == Line::Learn).filter(|_| new);
            draw(app, &list, &rows, builds, offer);
            dirty = false;
            shown = list.row;
        }
        let mut frame = app.gfx.frame();
        app.text.show(&mut frame);
        list.show(&mut frame);
        frame.commit();
        app.next_frame();
        if let Some(&Line::Army(i)) = at.get(list.row)
            && settings.seat(i) == Seat::Person
            && app.input.is_just_pressed(Button::A)
        {
            app.sfx(Sfx::Select);
            let from = settings.army_of(usize::from(i), app.fresh_seed());
            if let Some(army) = builder::run(app, i, from) {
                settings.built[usize::from(i)] = army;
                settings.armies[usize::from(i)] = OWN;
            }
            dirty = true;
            continue;
        }
        let Some(pick) = list.update(app, &rows) else {
            continue;
        };
        dirty = true;
        let line = match pick {
            Pick::Change(r, _) | Pick::Choose(r) => at.get(r).copied(),
            Pick::Back => return Choice::Back,
        };
        let d = match pick {
            Pick::Change(_, d) => d,
            _ => 1,
        };
        match line {
            Some(Line::Players) => {
                let n = cycle(usize::from(settings.players() - 2), d, 3) as u8 + 2;
                settings.players = n;
                list = list_for(settings, 0);
            }
            Some(Line::Seat(i)) => {
                let i = usize::from(i);
                settings.seats[i] = settings.seats[i].cycled(d);
            }
            Some(Line::Army(i)) => {
                let i = usize::from(i);
                let now = usize::from(settings.choice(i));
                settings.armies[i] = cycle(now, d, usize::from(OWN) + 1) as u8;
            }
            Some(Line::Field) => {
                settings.field = cycle(usize::from(settings.field), d, NAMED.len() + 1) as u8;
            }
            Some(Line::Start) => {
                agb::println!(
                    "hero: start seats={} armies={} field={} house={}",
                    settings.seat_letters(),
                    settings.army_names(),
                    settings.field_name(),
                    super::house::names(settings.house)
                );
                return Choice::Start;
            }
            Some(Line::Learn) => return Choice::Learn,
            Some(Line::Help) => return Choice::Help,
            Some(Line::House) => super::house::run(app, &mut settings.house),
            None => {}
        }
    }
}

/// Whether row `row` is a person's army (the title tells A builds it).
fn was_build(at: &[Line], row: usize, s: &Setup) -> bool {
    matches!(at.get(row), Some(&Line::Army(i)) if s.seat(i) == Seat::Person)
}

/// The options; `offer`: the "Learn to play" row, offered to a new player.
fn draw(app: &mut App, list: &OptionsList, rows: &[Row], builds: bool, offer: Option<usize>) {
    let (canvas, g) = app.blank_text();
    let (top, step) = layout(rows.len());
    let title = if builds {
        "A: build this army by hand"
    } else {
        "Tabletop Hero"
    };
    canvas.centred(g, 0, 240, (top - 30).clamp(2, 6), ink::YELLOW, title);
    if top >= 32 {
        canvas.centred(
            g,
            0,
            240,
            19,
            ink::GREY,
            "Keep your hero standing to the end!",
        );
    }
    list.draw(canvas, g, rows);
    if let Some(row) = offer {
        let y = top + row as i32 * step;
        canvas.text(g, 120, y, ink::GREEN, crate::learn::OFFER);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test_case]
    fn the_default_is_you_as_red_against_an_easy_blue(_gba: &mut agb::Gba) {
        let s = Setup::default();
        assert_eq!(s.seat_letters(), "PE", "a child's first game: Easy");
        assert!(!s.hand_over());
        assert_eq!(s.army(0), "balanced");
        let c = s.config(7);
        assert_eq!(c.players, 2);
        assert_eq!(c.field, FieldChoice::Generated);
        assert_eq!(c.house, House::NONE, "the paper's rules by default");
        let mut s = s;
        s.house.sniper_moves = true;
        assert!(s.config(7).house.sniper_moves);
        let at = lines(&s);
        assert!(at[at.len() - 4..] == [Line::Start, Line::Learn, Line::Help, Line::House]);
        // Four armies' fourteen rows end above the buttons' help.
        s.players = 4;
        let (top, step) = layout(lines(&s).len());
        assert!(top + 13 * step + 8 < crate::options_list::FOOTER_TOP);
    }
}
