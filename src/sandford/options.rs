//! The Sandford options screen: how many players, who plays each hero (a
//! person or the computer), the timer, the class rings and the house rules.

use alloc::string::String;
use alloc::vec::Vec;

use tabletop_core::contract::Level;
use tabletop_core::sandford::{HouseRules, MAX_HEROES};

use super::map;
use crate::app::App;
pub use crate::entry::Choice;
use crate::options_list::{OptionsList, Pick, Row, cycle, level_value, next_level};
use crate::ui::ink;

/// Who plays one hero.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Seat {
    /// A person with the console (several people pass it round).
    Person,
    /// The computer.
    Computer,
}

/// Who plays the heroes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Seats {
    /// Chosen seat by seat, hero 1 first.
    Each([Seat; MAX_HEROES]),
    /// The computer plays every hero, a game to watch: the same as `Each`
    /// with every seat the computer (the benchmark ROM's demo uses it).
    #[cfg_attr(not(feature = "bench"), allow(dead_code))]
    Demo,
}

/// The computer's level on a fresh cartridge: Hard. The computer plays the
/// child's teammates (every hero defends Sandford together), so a weaker
/// computer makes the child's game harder: with hero 1 played at Easy (a
/// child's stand-in) beside Easy teammates, 747 of 1,000 games were lost
/// in the first wave and 1 won; beside Hard ones, 630 and 18 (the
/// playtest lost its first real game in wave 1 beside Easy ones).
pub const FIRST_LEVEL: Level = Level::Hard;

/// The choices made on the options screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Settings {
    /// Players 1–4 (one player runs two heroes).
    pub players: u8,
    /// Who plays each hero.
    pub seats: Seats,
    /// Whether the two-minute hourglass runs in the heroes' turns.
    pub timer: bool,
    /// The optional class rings.
    pub rings: bool,
    /// How well the computer plays its heroes.
    pub level: Level,
    /// The house rules (none: the paper's rules).
    pub house: HouseRules,
}

impl Default for Settings {
    /// Solo, both heroes yours, and no hourglass (a child alone takes their
    /// time; with two or more players it runs, as on paper). The computer
    /// plays its heroes at Hard ([`FIRST_LEVEL`]): they are the child's team.
    fn default() -> Self {
        Settings {
            players: 1,
            seats: Seats::Each([Seat::Person; MAX_HEROES]),
            timer: false,
            rings: false,
            level: FIRST_LEVEL,
            house: HouseRules::NONE,
        }
    }
}

impl Settings {
    /// How many heroes play: one per player, two in a solo game.
    pub fn heroes(&self) -> u8 {
        self.players.clamp(2, MAX_HEROES as u8)
    }

    /// Who plays hero `hero`.
    pub fn seat(&self, hero: u8) -> Seat {
        match self.seats {
            Seats::Each(seats) => seats.get(hero as usize).copied().unwrap_or(Seat::Computer),
            Seats::Demo => Seat::Computer,
        }
    }

    /// Whether a person plays hero `hero`.
    pub fn human(&self, hero: u8) -> bool {
        self.seat(hero) == Seat::Person
    }

    /// Whether no hero is the computer's (its level is "not playing").
    pub fn none_computer(&self) -> bool {
        (0..self.heroes()).all(|h| self.human(h))
    }

    /// Whether the computer plays every hero.
    pub fn demo(&self) -> bool {
        (0..self.heroes()).all(|h| !self.human(h))
    }

    /// Several people share the console: a person's hero coming up after
    /// another person's waits for the console to be handed over.
    pub fn hand_over(&self) -> bool {
        self.players >= 2 && (0..self.heroes()).filter(|&h| self.human(h)).count() >= 2
    }

    /// Who plays `hero`, in a word for the HUD: "you" or "cpu"; with
    /// people sharing the console, "P1", "P2"... (the playtest: both
    /// children's heroes said "you").
    pub fn who(&self, hero: u8) -> &'static str {
        match self.player(hero) {
            Some(p) => PLAYERS_SHORT[p as usize],
            None if self.human(hero) => "you",
            None => "cpu",
        }
    }

    /// With people sharing the console, the person (0 for Player 1) who
    /// plays `hero`: the people's heroes in order, hero 1 first.
    pub fn player(&self, hero: u8) -> Option<u8> {
        if !self.hand_over() || !self.human(hero) {
            return None;
        }
        Some((0..hero).filter(|&h| self.human(h)).count() as u8)
    }

    fn set_seat(&mut self, hero: u8, seat: Seat) {
        let mut seats = [Seat::Computer; MAX_HEROES];
        for (h, s) in seats.iter_mut().enumerate() {
            *s = self.seat(h as u8);
        }
        if let Some(s) = seats.get_mut(hero as usize) {
            *s = seat;
        }
        self.seats = Seats::Each(seats);
    }

    /// Sets the number of players; the hourglass goes to its default for
    /// that many: off for one player, on for two or more. Returns the words
    /// that say so when it changed (the playtest: two players turned it on
    /// unsaid).
    fn set_players(&mut self, players: u8) -> Option<&'static str> {
        let was = self.timer;
        self.players = players;
        self.timer = players >= 2;
        match (was, self.timer) {
            (false, true) => Some(TIMER_ON),
            (true, false) => Some(TIMER_OFF),
            _ => None,
        }
    }

    /// "Learn to play": the guided game's heroes, the child's the first
    /// and the computer's (Easy) the others, no hourglass, the paper's
    /// rules; the real game after it is played with them too.
    pub fn learner() -> Settings {
        let mut seats = [Seat::Computer; MAX_HEROES];
        seats[0] = Seat::Person;
        Settings {
            players: tabletop_core::sandford::guide::HEROES,
            seats: Seats::Each(seats),
            timer: false,
            rings: false,
            level: Level::Easy,
            house: HouseRules::NONE,
        }
    }

    /// The real game after "Learn to play": the guided game's heroes, the
    /// computer's three at Hard. The computer's heroes are the child's
    /// team, so Easy ones lose the child's game: with hero 1 played at
    /// Easy (a child's stand-in) beside three Easy heroes, 747 of 1,000
    /// games were lost in the first wave and 1 won; beside three Hard
    /// ones, 630 and 18 (`make sim ARGS="sandford --games 1000 --seed 1
    /// --heroes 4 --policy hard --hero1 easy"`). The guided game itself
    /// keeps its Easy heroes: its script is theirs.
    pub fn after_learning() -> Settings {
        Settings {
            level: FIRST_LEVEL,
            ..Settings::learner()
        }
    }

    /// One letter per hero, P for a person and C for the computer (the log).
    pub fn seat_letters(&self) -> String {
        (0..self.heroes())
            .map(|h| if self.human(h) { 'P' } else { 'C' })
            .collect()
    }
}

/// Rows: Players, one per hero, then these (counted after the heroes).
const FIRST_HERO: usize = 1;
const LEVEL: usize = 0;
const TIMER: usize = 1;
const RINGS: usize = 2;
const START: usize = 3;
const HELP: usize = 4;
/// After these, so the rows above keep their places: the house rules
/// screen, then "Learn to play" (with its offer beside it for a new player).
const HOUSE: usize = 5;
const LEARN: usize = 6;

/// The Computer row's value: the level and what it means for the child,
/// whose team the computer's heroes are ("(not playing)" when it plays none).
/// Said as the child finds it: the playtest read "Easy: your team is weak"
/// backwards (an easy computer makes the child's game harder).
pub fn team_level(level: Level, playing: bool) -> &'static str {
    match (playing, level) {
        (false, _) => level_value(level, false),
        (true, Level::Hard) => "Strong helpers (easier)",
        (true, Level::Normal) => "OK helpers",
        (true, Level::Easy) => "Weak helpers (harder)",
        (true, Level::Random) => "Random helpers (harder)",
    }
}

/// Said when two or more players turn the hourglass on.
pub const TIMER_ON: &str = "2+ players: the 2-minute timer is on";
/// Said when one player turns it off.
pub const TIMER_OFF: &str = "1 player: the timer is off";

/// Said when the Computer row is changed while no hero is the computer's.
pub const NO_COMPUTER: &str = "No computer: set a Hero to Computer";

const TOP: i32 = 23;
/// Twelve rows at most end above the buttons' help (y 134).
const STEP: i32 = 9;
const LABEL_X: i32 = 28;
const HERO_LABELS: [&str; MAX_HEROES] = ["{8}Hero 1", "{9}Hero 2", "{a}Hero 3", "{b}Hero 4"];
/// The people sharing the console, by name (the options, the hand-over).
pub const PLAYERS: [&str; MAX_HEROES] = ["Player 1", "Player 2", "Player 3", "Player 4"];
/// The same on the options, in the colour of the hero each plays
/// (`[hero][player]`).
const PLAYER_VALUES: [[&str; MAX_HEROES]; MAX_HEROES] = [
    ["{8}Player 1", "{8}Player 2", "{8}Player 3", "{8}Player 4"],
    ["{9}Player 1", "{9}Player 2", "{9}Player 3", "{9}Player 4"],
    ["{a}Player 1", "{a}Player 2", "{a}Player 3", "{a}Player 4"],
    ["{b}Player 1", "{b}Player 2", "{b}Player 3", "{b}Player 4"],
];
/// The same, short, for the status line over the map.
const PLAYERS_SHORT: [&str; MAX_HEROES] = ["P1", "P2", "P3", "P4"];

fn rows(settings: &Settings) -> Vec<Row<'static>> {
    let mut rows = Vec::with_capacity(11);
    let players = match settings.players {
        1 => "1 (solo: two heroes)",
        2 => "2",
        3 => "3",
        _ => "4",
    };
    rows.push(Row {
        label: "Players",
        value: Some(players),
    });
    for h in 0..settings.heroes() {
        let value = match (settings.seat(h), settings.players) {
            (Seat::Person, 1) => "You",
            // People sharing the console are named, so two children can
            // tell their heroes apart (the playtest: both "You").
            (Seat::Person, _) => settings
                .player(h)
                .map_or("Person", |p| PLAYER_VALUES[h as usize][p as usize]),
            (Seat::Computer, _) => "Computer",
        };
        rows.push(Row {
            label: HERO_LABELS[h as usize],
            value: Some(value),
        });
    }
    let timer = if settings.timer {
        // One hourglass for all the heroes' turn, as on paper: it does
        // not start again for each person (the playtest took it to).
        "2 min, all heroes"
    } else {
        "Off (take your time)"
    };
    let rings = if settings.rings {
        "Class rings on"
    } else {
        "Basic rings only"
    };
    let computer = (0..settings.heroes()).any(|h| !settings.human(h));
    for (label, value) in [
        ("Computer", Some(team_level(settings.level, computer))),
        ("Timer", Some(timer)),
        ("Rings", Some(rings)),
        ("Start!", None),
        ("How to play", None),
        ("House rules", Some(super::house::summary(settings.house))),
        ("Learn to play", None),
    ] {
        rows.push(Row { label, value });
    }
    rows
}

/// Shows the options until the player starts, asks for help or backs out.
pub fn run(app: &mut App, settings: &mut Settings) -> Choice {
    agb::println!("scene: sandford options");
    let after = FIRST_HERO + settings.heroes() as usize;
    let mut list = OptionsList::new(after + START, TOP, STEP, LABEL_X, 82);
    let new = crate::learn::is_new(app, "sandford");
    let mut dirty = true;
    // A word in place of the line under the title (a press that did nothing).
    let mut said: Option<(&str, u8)> = None;
    loop {
        let heroes = settings.heroes() as usize;
        let after = FIRST_HERO + heroes;
        let rows = rows(settings);
        if dirty {
            draw(
                app,
                &list,
                settings,
                &rows,
                new.then_some(after + LEARN),
                said,
            );
            dirty = false;
        }
        let mut frame = app.gfx.frame();
        app.text.show(&mut frame);
        list.show(&mut frame);
        for h in 0..heroes {
            let y = TOP + (FIRST_HERO + h) as i32 * STEP - 1;
            // The hero's head (its body, with the number, is on the map).
            map::sprite(&mut frame, map::spr::HERO_HEAD + h, LABEL_X + 40, y);
        }
        frame.commit();
        app.next_frame();
        let Some(pick) = list.update(app, &rows) else {
            continue;
        };
        dirty = true;
        said = None;
        match pick {
            Pick::Change(0, d) => {
                let players = cycle(settings.players as usize - 1, d, MAX_HEROES) as u8 + 1;
                if let Some(word) = settings.set_players(players) {
                    agb::println!("sandford: options says {}", word);
                    said = Some((word, ink::YELLOW));
                }
                // Keep the pointer on Players as the hero rows come and go.
                list.row = 0;
            }
            Pick::Change(row, _) if row < after => {
                let h = (row - FIRST_HERO) as u8;
                let seat = match settings.seat(h) {
                    Seat::Person => Seat::Computer,
                    Seat::Computer => Seat::Person,
                };
                settings.set_seat(h, seat);
            }
            Pick::Change(row, _) | Pick::Choose(row)
                if row == after + LEVEL && settings.none_computer() =>
            {
                // Nobody plays the computer: its level would change
                // unseen (the playtest: Right did nothing, without a word).
                agb::println!("sandford: options says {}", NO_COMPUTER);
                app.sfx(crate::audio::Sfx::Error);
                said = Some((NO_COMPUTER, ink::RED));
                continue;
            }
            Pick::Change(row, d) if row == after + LEVEL => {
                settings.level = next_level(settings.level, d);
            }
            Pick::Change(row, _) | Pick::Choose(row) => match row.checked_sub(after) {
                Some(LEVEL) => settings.level = next_level(settings.level, 1),
                Some(TIMER) => settings.timer = !settings.timer,
                Some(RINGS) => settings.rings = !settings.rings,
                Some(START) => {
                    agb::println!(
                        "sandford: start players={} seats={} timer={} rings={} level={} house={}",
                        settings.players,
                        settings.seat_letters(),
                        settings.timer,
                        settings.rings,
                        settings.level.name(),
                        settings.house.bits()
                    );
                    return Choice::Start;
                }
                Some(HOUSE) => super::house::run(app, &mut settings.house),
                Some(LEARN) => return Choice::Learn,
                Some(HELP) => return Choice::Help,
                Some(_) => {}
                None => {}
            },
            Pick::Back => return Choice::Back,
        }
    }
}

/// The options; `offer`: the "Learn to play" row, offered to a new player.
fn draw(
    app: &mut App,
    list: &OptionsList,
    settings: &Settings,
    rows: &[Row],
    offer: Option<usize>,
    said: Option<(&str, u8)>,
) {
    let (canvas, g) = app.blank_text();
    canvas.centred(g, 0, 240, 2, ink::YELLOW, "The Doom that Came to Sandford");
    let line = if let Some((word, colour)) = said {
        canvas.centred(g, 0, 240, 12, colour, word);
        ""
    } else if settings.demo() {
        "Watch the computer defend Sandford"
    } else if settings.players == 1 {
        "Solo: you play the heroes marked You"
    } else {
        "People pass the console on their turn"
    };
    if !line.is_empty() {
        canvas.centred(g, 0, 240, 12, ink::GREY, line);
    }
    list.draw(canvas, g, rows);
    if let Some(row) = offer {
        let y = TOP + row as i32 * STEP;
        canvas.text(g, LABEL_X + 82, y, ink::GREEN, crate::learn::OFFER);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test_case]
    fn every_hero_seat_is_a_person_or_the_computer(_gba: &mut agb::Gba) {
        let mut s = Settings::default();
        assert_eq!(s.heroes(), 2, "solo plays two heroes");
        assert_eq!(s.seat_letters(), "PP");
        s.set_seat(1, Seat::Computer);
        assert_eq!(s.seat_letters(), "PC");
        assert!(s.human(0) && !s.human(1) && !s.demo());
        assert_eq!((s.who(0), s.who(1)), ("you", "cpu"));
        s.players = 4;
        assert_eq!(s.seat_letters(), "PCPP");
        s.set_seat(0, Seat::Computer);
        s.players = 2;
        assert!(s.demo(), "every playing seat is the computer's");
        s.seats = Seats::Demo;
        assert_eq!(s.seat_letters(), "CC");
        s.set_seat(3, Seat::Person);
        assert!(s.demo() && !s.human(0) && s.human(3));
    }

    /// People sharing the console are named, on the options and the
    /// status line (the playtest: both heroes were "You").
    #[test_case]
    fn people_sharing_the_console_are_named_players(_gba: &mut agb::Gba) {
        let mut s = Settings::default();
        s.set_players(3);
        s.set_seat(1, Seat::Computer);
        let values: Vec<&str> = rows(&s)[1..4].iter().filter_map(|r| r.value).collect();
        assert_eq!(values, ["{8}Player 1", "Computer", "{a}Player 2"]);
        assert_eq!((s.who(0), s.who(1), s.who(2)), ("P1", "cpu", "P2"));
        // Alone with the computer: "You" (no one to tell apart).
        s.set_players(2);
        assert_eq!((s.who(0), s.who(1)), ("you", "cpu"));
        s.set_players(1);
        let values: Vec<&str> = rows(&s)[1..3].iter().filter_map(|r| r.value).collect();
        assert_eq!(values, ["You", "Computer"]);
    }

    #[test_case]
    fn a_fresh_cartridge_s_computer_team_plays_hard_and_says_so(_gba: &mut agb::Gba) {
        let mut s = Settings::default();
        assert_eq!(
            s.level,
            Level::Hard,
            "the computer's heroes are the child's team"
        );
        assert_eq!(Settings::after_learning().level, Level::Hard);
        s.set_seat(1, Seat::Computer);
        let value = rows(&s)
            .iter()
            .find(|r| r.label == "Computer")
            .and_then(|r| r.value)
            .unwrap_or_default();
        assert_eq!(value, "Strong helpers (easier)");
        // Said as the child finds the game, never backwards.
        assert!(team_level(Level::Easy, true).contains("harder"));
        assert!(team_level(Level::Hard, true).contains("easier"));
        // Every level's words fit between the row's arrows on the screen.
        let g = crate::text::Glyphs::new();
        for level in crate::options_list::LEVELS {
            let words = team_level(level, true);
            let end = 82 + 10 + g.width(words) + 4 + g.width(">");
            assert!(end <= 240, "{words:?} ends at x {end}");
        }
    }

    #[test_case]
    fn twelve_rows_end_above_the_buttons_help(_gba: &mut agb::Gba) {
        let s = Settings {
            players: 4,
            ..Settings::default()
        };
        let list = OptionsList::new(0, TOP, STEP, LABEL_X, 82);
        let last = rows(&s).len() - 1;
        assert_eq!(last, 11);
        assert!(list.bottom(last) < crate::options_list::FOOTER_TOP);
    }

    #[test_case]
    fn the_hourglass_says_it_is_shared_by_all_the_heroes(_gba: &mut agb::Gba) {
        let mut s = Settings::default();
        s.set_players(2);
        let timer = rows(&s)
            .iter()
            .find(|r| r.label == "Timer")
            .and_then(|r| r.value)
            .unwrap_or_default();
        assert!(timer.contains("all heroes"), "{timer}");
    }

    #[test_case]
    fn the_hourglass_is_off_alone_and_on_for_two_or_more(_gba: &mut agb::Gba) {
        let mut s = Settings::default();
        assert_eq!(s.players, 1);
        assert!(!s.timer, "a solo game starts without the hourglass");
        // Said when it changes (the playtest: two players turned it on
        // unsaid), and only then.
        for (players, timer, said) in [
            (2, true, Some(TIMER_ON)),
            (3, true, None),
            (4, true, None),
            (1, false, Some(TIMER_OFF)),
            (2, true, Some(TIMER_ON)),
        ] {
            assert_eq!(s.set_players(players), said, "{players} players");
            assert_eq!(s.timer, timer, "{players} players");
        }
        let g = crate::text::Glyphs::new();
        assert!(g.width(TIMER_ON) <= 236, "{TIMER_ON} is too wide");
    }
}
