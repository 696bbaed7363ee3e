//! The start screen: the adventure with the heroes (a party of one to four),
//! an arena fight by danger level, the heroes' sheets, making a hero by
//! hand, how to play, "Learn to play" (the guided first game), back.

use alloc::format;

use agb::input::Button;
use tabletop_core::contract::Level;

use crate::app::App;
use crate::audio::Sfx;
use crate::ui::ink;

/// What was picked.
pub enum Start {
    /// Play the adventure.
    Adventure,
    /// Play an arena fight.
    Arena,
    /// The heroes' sheets.
    Sheets,
    /// Make a hero by hand.
    Build,
    /// How to play.
    Help,
    /// "Learn to play": the guided first game.
    Learn,
    /// Back to the cartridge menu.
    Back,
}

/// The choices kept between visits.
pub struct Choice {
    /// Heroes in the party (1 to 4).
    pub party: u8,
    /// People playing (1 to the party's size): each plays one of the first
    /// heroes, the computer the rest.
    pub people: u8,
    /// The arena's danger (1 to 3).
    pub level: u8,
    /// The computer's level, for the companions and the foes alike (kept
    /// until power-off; Easy at first: the playtest found no Easy).
    pub computer: Level,
    /// The house rule "last breath": the dying are kept alive (off: the
    /// paper's rules).
    pub last_breath: bool,
    /// The row the cursor is on.
    pub row: usize,
}

/// The computer's levels offered, and their words.
const LEVELS: [(Level, &str); 3] = [
    (Level::Easy, "Easy"),
    (Level::Normal, "Normal"),
    (Level::Hard, "Hard"),
];

fn level_index(l: Level) -> usize {
    LEVELS.iter().position(|&(x, _)| x == l).unwrap_or(1)
}

impl Default for Choice {
    fn default() -> Choice {
        Choice {
            party: 1,
            people: 1,
            level: 1,
            computer: Level::Easy,
            last_breath: false,
            row: 0,
        }
    }
}

const ROWS: usize = 11;
const TOP: i32 = 15;
const STEP: i32 = 9;
/// The people's row.
const PEOPLE: usize = 2;
/// The house rule's row.
const LAST_BREATH: usize = 7;
/// "Learn to play"'s row (after "How to play", before "Back"): the rows
/// above keep their places.
const LEARN: usize = 9;
/// Where the party's heroes are listed, one a line (under the last row).
const PARTY_Y: i32 = 114;
/// The column saying who plays each hero.
pub const WHO_X: i32 = 186;

/// The fight's row: a quick fight against the foes of `level` (the
/// playtest: "Arena fight" was a hard word).
pub fn fight_row(level: u8) -> alloc::string::String {
    format!("Quick fight: < {} foes >", super::words::foes(level))
}

/// The start screen; `new`: no game of the SGS was finished on this
/// cartridge ("Learn to play" is offered); `note`: why the last press
/// changed nothing, said on the keys' help line in its place.
fn draw(app: &mut App, kept: &super::Party, c: &Choice, new: bool, note: Option<&str>) {
    let (t, g) = app.blank_text();
    t.centred(g, 0, 240, 4, ink::YELLOW, "The Simple Game System");
    let rows: [alloc::string::String; ROWS] = [
        "Play the adventure".into(),
        format!("Heroes: < {} >", c.party),
        format!("People: < {} >", c.people),
        fight_row(c.level),
        "Hero sheets".into(),
        "Make a new hero".into(),
        format!("Computer: < {} >", LEVELS[level_index(c.computer)].1),
        breath_row(c.last_breath),
        "How to play".into(),
        "Learn to play".into(),
        "Back to the menu".into(),
    ];
    for (i, r) in rows.iter().enumerate() {
        let y = TOP + i as i32 * STEP;
        let (mark, colour) = if i == c.row {
            ("> ", ink::WHITE)
        } else {
            ("  ", ink::GREY)
        };
        let x = t.text(g, 20, y, ink::YELLOW, mark);
        t.text(g, x, y, colour, r);
    }
    if new {
        let y = TOP + LEARN as i32 * STEP;
        t.text(g, 120, y, ink::GREEN, crate::learn::OFFER);
    }
    for (i, h) in kept.heroes.iter().take(usize::from(c.party)).enumerate() {
        let y = PARTY_Y + i as i32 * 9;
        t.text(g, WHO_X, y, who_colour(i, c.people), &who(i, c.people));
        t.text(
            g,
            12,
            y,
            ink::WHITE,
            &hero_line(h.ch.name(), h.ch.xp(), h.ch.wounds()),
        );
    }
    match note {
        Some(why) => {
            agb::println!("sgs: start says {}", why);
            t.text(g, 8, 151, ink::YELLOW, why);
        }
        None => {
            let foot = explain(c.row);
            agb::println!("sgs: start explains {}", foot);
            t.text(g, 8, 151, ink::GREY, foot);
        }
    }
}

/// The keys' help line's words for the row the cursor is on: what that
/// row does, in one short line (the playtest: hard words on this screen,
/// nothing said of them); rows with a "< >" say Left/Right.
pub fn explain(row: usize) -> &'static str {
    match row {
        0 => "A: go down the well with your heroes",
        1 => "Left/Right: how many heroes go",
        PEOPLE => "Left/Right: children playing, a hero each",
        3 => "A: just a fight with monsters",
        4 => "A: see your heroes and train them",
        5 => "A: make a hero of your own",
        6 => "Left/Right: how well the computer plays",
        LAST_BREATH => "Yes: the badly hurt never die",
        8 => "A: the rules, page by page",
        LEARN => "A: a first game, a hand shows you",
        _ => "A: back to the games   B: back too",
    }
}

/// Why Left (`dx` below 0) or Right on `row` changed nothing, `c` as it
/// stands (the playtest: Right at the most people, and Left/Right on a row
/// with nothing to change, were silent).
pub fn unchanged(row: usize, c: &Choice, dx: i32) -> &'static str {
    let more = dx > 0;
    match row {
        1 if more => "4 heroes is the most that go.",
        1 => "1 hero is the fewest: one must go.",
        PEOPLE if more && c.party < 4 => "A child a hero: add Heroes first.",
        PEOPLE if more => "4 children is the most: a hero each.",
        PEOPLE => "1 child is the fewest who plays.",
        3 if more => "These are the fiercest foes.",
        3 => "These are the smallest foes.",
        6 if more => "Hard is the best the computer plays.",
        6 => "Easy is the easiest it plays.",
        LAST_BREATH if more => "It is Yes already.",
        LAST_BREATH => "It is No already.",
        _ => "Nothing to change here: Up/Down, then A.",
    }
}

/// Said when A is pressed on a row that Left/Right changes.
pub const A_HERE: &str = "A does nothing here: Left/Right change it.";

/// The house rule "last breath"'s row, in a child's words (the playtest:
/// "Spare the dying" was a hard word; its line below says what it does).
pub fn breath_row(on: bool) -> alloc::string::String {
    format!("Nobody dies: < {} >", if on { "Yes" } else { "No" })
}

/// A party hero's line on the start screen in a child's words: the name,
/// hurt or not, and the XP once there are some (the playtest: "0 XP 0
/// wounds" was hard to read).
pub fn hero_line(name: &str, xp: u8, wounds: u8) -> alloc::string::String {
    let hurt = if wounds == 0 {
        alloc::string::String::from("not hurt")
    } else {
        crate::plural::wounds(wounds)
    };
    if xp == 0 {
        format!("{name}: {hurt}")
    } else {
        format!("{name}: {hurt}, {xp} XP")
    }
}

/// Who plays hero `i` of the party when `people` people play: "Player 2",
/// or "Computer".
pub fn who(i: usize, people: u8) -> alloc::string::String {
    if i < usize::from(people) {
        format!("Player {}", i + 1)
    } else {
        alloc::string::String::from("Computer")
    }
}

fn who_colour(i: usize, people: u8) -> u8 {
    if i < usize::from(people) {
        ink::YELLOW
    } else {
        ink::GREY
    }
}

/// Shows the start screen until something is picked.
pub fn run(app: &mut App, kept: &super::Party, c: &mut Choice) -> Start {
    agb::println!("scene: sgs start");
    let new = crate::learn::is_new(app, "sgs");
    let mut dirty = true;
    let mut note: Option<&'static str> = None;
    loop {
        if dirty {
            draw(app, kept, c, new, note);
            dirty = false;
        }
        let mut frame = app.gfx.frame();
        app.text.show(&mut frame);
        frame.commit();
        app.next_frame();
        let dy = app.input.just_pressed_y_tri() as i32;
        if dy != 0 {
            c.row = crate::options_list::cycle(c.row, dy, ROWS);
            app.sfx(Sfx::Select);
            dirty = true;
        }
        let dx = app.input.just_pressed_x_tri() as i32;
        if dy != 0 {
            note = None;
        }
        if dx != 0 {
            let before = (c.party, c.people, c.level, c.computer, c.last_breath);
            match c.row {
                1 => {
                    c.party = (c.party as i32 + dx).clamp(1, 4) as u8;
                    c.people = c.people.min(c.party);
                }
                PEOPLE => {
                    c.people = (c.people as i32 + dx).clamp(1, i32::from(c.party)) as u8;
                    agb::println!("sgs: people {}", c.people);
                }
                3 => c.level = (c.level as i32 + dx).clamp(1, 3) as u8,
                6 => {
                    let i = (level_index(c.computer) as i32 + dx).clamp(0, 2);
                    c.computer = LEVELS[i as usize].0;
                    agb::println!("sgs: computer {}", LEVELS[i as usize].1);
                }
                LAST_BREATH => {
                    c.last_breath = dx > 0;
                    agb::println!("sgs: last breath {}", c.last_breath);
                }
                _ => {}
            }
            // Nothing changed: said why, with the refusal's sound.
            if before == (c.party, c.people, c.level, c.computer, c.last_breath) {
                note = Some(unchanged(c.row, c, dx));
                app.sfx(Sfx::Error);
            } else {
                note = None;
                app.sfx(Sfx::Select);
            }
            dirty = true;
        }
        if app.input.is_just_pressed(Button::B) {
            return Start::Back;
        }
        // A on a row Left/Right changes: said so (the playtest: A did
        // nothing there, and said nothing).
        if app.input.is_just_pressed(Button::A) && matches!(c.row, 6 | LAST_BREATH) {
            note = Some(A_HERE);
            app.sfx(Sfx::Error);
            dirty = true;
            continue;
        }
        if app.input.is_just_pressed(Button::A) {
            app.sfx(Sfx::Select);
            return match c.row {
                0 | 1 | PEOPLE => Start::Adventure,
                3 => Start::Arena,
                4 => Start::Sheets,
                5 => Start::Build,
                8 => Start::Help,
                LEARN => Start::Learn,
                _ => Start::Back,
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The start screen's words are a child's (the playtest: "Spare the
    /// dying" and "0 XP 0 wounds" were hard), and every row has its own
    /// line saying what it does, which fits the screen.
    #[test_case]
    fn the_start_screen_says_each_row_in_a_child_s_words(_gba: &mut agb::Gba) {
        assert!(!breath_row(false).contains("Spare"));
        assert!(!breath_row(true).contains("dying"));
        let fresh = hero_line("Bram", 0, 0);
        assert!(
            !fresh.contains("0 XP") && !fresh.contains("0 wounds"),
            "{fresh}"
        );
        assert_eq!(fresh, "Bram: not hurt");
        assert_eq!(hero_line("Bram", 12, 2), "Bram: 2 wounds, 12 XP");
        for level in 1..=3 {
            let row = fight_row(level);
            assert!(row.starts_with("Quick fight: < "), "{row}");
        }
        let g = crate::text::Glyphs::new();
        let mut seen = alloc::vec::Vec::new();
        for row in 0..ROWS {
            let line = explain(row);
            assert!(8 + g.width(line) <= 236, "too wide: {line}");
            assert!(!seen.contains(&line), "said twice: {line}");
            seen.push(line);
        }
        assert!(8 + g.width(A_HERE) <= 236, "too wide: {A_HERE}");
        // Why a Left/Right press changed nothing fits the same line.
        for party in 1..=4 {
            let c = Choice {
                party,
                ..Choice::default()
            };
            for row in 0..ROWS {
                for dx in [-1, 1] {
                    let why = unchanged(row, &c, dx);
                    assert!(8 + g.width(why) <= 236, "too wide: {why}");
                }
            }
        }
    }
}
