//! The army builder: one side's five minis in a table (armour, weapon,
//! bombs, medkits and the points each), a running total, and a row to fill
//! the whole army from a preset or at random. Every change goes through the
//! core's own check ([`Army::check`]); a refused one is said in a short
//! sentence and the value stays.

use alloc::string::String;

use agb::input::Button;
use tabletop_core::contract::Dice;
use tabletop_core::hero::gear::{
    ARMY, ARMY_POINTS, Armour, Army, ArmyError, BLAST_RADIUS, BOMB_RANGE, HERO_POINTS, MINI_POINTS,
    PRESETS, Weapon,
};

use super::board::{Sheet, spr};
use super::options::{preset_label, side_ink, side_name};
use crate::app::App;
use crate::audio::Sfx;
use crate::ui::{self, ink};

/// The table's columns: armour, weapon, bombs, medkits.
const COLUMNS: usize = 4;
/// Where each column's value starts (its icon heads it).
const COL_X: [i32; COLUMNS] = [64, 106, 154, 178];
/// Where the points of each mini show.
const PTS_X: i32 = 200;
/// The first mini row and the rows' spacing.
const TOP: i32 = 44;
const STEP: i32 = 13;
/// Rows: the fill row, five minis, "Done".
const FILL: usize = 0;
const DONE: usize = ARMY + 1;
/// Most bombs or medkits a mini can carry (the hero's points at 1 each).
const MOST: u8 = HERO_POINTS;

/// An armour's name on screen.
pub fn armour_name(a: Armour) -> &'static str {
    match a {
        Armour::None => "None",
        Armour::Light => "Light",
        Armour::Medium => "Medium",
        Armour::Heavy => "Heavy",
    }
}

/// A weapon's name on screen.
pub fn weapon_name(w: Weapon) -> &'static str {
    match w {
        Weapon::None => "Hands",
        Weapon::Melee => "Sword",
        Weapon::Light => "Pistol",
        Weapon::Medium => "Rifle",
        Weapon::Heavy => "Big gun",
        Weapon::Sniper => "Sniper",
    }
}

/// What a piece of gear does, in a line or two.
fn about(army: &Army, mini: usize, col: usize) -> String {
    let k = army.0[mini.min(ARMY - 1)];
    match col {
        0 => {
            let a = k.armour;
            if a == Armour::None {
                return String::from("No armour: 1 die to defend, full speed.\nFree.");
            }
            alloc::format!(
                "{} armour: 2 dice to defend,\nstops {}, moves {} less. {} pts{}",
                armour_name(a),
                a.absorb(),
                a.speed_penalty(),
                a.points(),
                if a == Armour::Heavy {
                    ", hero only"
                } else {
                    ""
                }
            )
        }
        1 => {
            let w = k.weapon;
            let (lo, hi) = w.range();
            match w {
                Weapon::None => {
                    String::from("No weapon: no attacks (bombs and\nmedkits still work). Free.")
                }
                Weapon::Melee => alloc::format!(
                    "Sword: hits next to it, 2 dice, armour\ndoes not help. {} point",
                    w.points()
                ),
                Weapon::Light => alloc::format!(
                    "Pistol: 2 shots of half damage, reach {hi}.\n{} point",
                    w.points()
                ),
                Weapon::Sniper => alloc::format!(
                    "Sniper: reach {lo} to {hi}, 2 damage dice,\nnot after moving. {} points",
                    w.points()
                ),
                _ => alloc::format!(
                    "{}: 2 dice to hit, reach {hi}.\n{} point{}",
                    weapon_name(w),
                    w.points(),
                    if w.points() == 1 { "" } else { "s" }
                ),
            }
        }
        2 => alloc::format!(
            "Bomb: thrown up to {}, hurts everyone\nwithin {}, friends too. 1 point each",
            BOMB_RANGE.1,
            BLAST_RADIUS
        ),
        _ => String::from(
            "Medkit: heals a teammate next to it 4\non a roll of 3 or more. 4 points each",
        ),
    }
}

/// Why the core refuses `army`, for mini `mini`'s change (a wrong total is
/// no refusal while building).
fn refusal(army: &Army, mini: usize) -> Option<ArmyError> {
    match army.check() {
        Err(e @ (ArmyError::TooMuchGear(i) | ArmyError::HeavyNotHero(i)))
            if usize::from(i) == mini =>
        {
            Some(e)
        }
        _ => None,
    }
}

/// The army with mini `mini`'s column `col` stepped by `d`: lists wrap
/// round, skipping what the core refuses (the first refusal is returned with
/// it to be said); counts stop at 0 and at what the mini can carry.
fn step(army: &Army, mini: usize, col: usize, d: i32) -> (Army, Option<ArmyError>) {
    let mut said = None;
    let try_one = |a: Army, said: &mut Option<ArmyError>| match refusal(&a, mini) {
        None => Some(a),
        Some(e) => {
            said.get_or_insert(e);
            None
        }
    };
    let kit = army.0[mini];
    match col {
        0 | 1 => {
            let n = if col == 0 {
                Armour::ALL.len()
            } else {
                Weapon::ALL.len()
            };
            let now = if col == 0 {
                Armour::ALL.iter().position(|&a| a == kit.armour)
            } else {
                Weapon::ALL.iter().position(|&w| w == kit.weapon)
            }
            .unwrap_or(0);
            for k in 1..n {
                let i = (now as i32 + d * k as i32).rem_euclid(n as i32) as usize;
                let mut a = *army;
                if col == 0 {
                    a.0[mini].armour = Armour::ALL[i];
                } else {
                    a.0[mini].weapon = Weapon::ALL[i];
                }
                if let Some(a) = try_one(a, &mut said) {
                    return (a, said);
                }
            }
            (*army, said)
        }
        _ => {
            let now = if col == 2 { kit.bombs } else { kit.medkits };
            let next = (i32::from(now) + d).clamp(0, i32::from(MOST)) as u8;
            let mut a = *army;
            if col == 2 {
                a.0[mini].bombs = next;
            } else {
                a.0[mini].medkits = next;
            }
            match try_one(a, &mut said) {
                Some(a) => (a, None),
                None => (*army, said),
            }
        }
    }
}

/// What a refusal says on screen.
fn words(e: ArmyError) -> String {
    match e {
        ArmyError::TooMuchGear(i) => alloc::format!(
            "Too much! {} can carry {} points.",
            if i == 0 { "The hero" } else { "A mini" },
            if i == 0 { HERO_POINTS } else { MINI_POINTS }
        ),
        e => alloc::format!("{e}"),
    }
}

/// The fill row's choices: the presets, then a random army.
const FILLS: usize = PRESETS.len() + 1;

fn fill_label(k: usize) -> &'static str {
    PRESETS.get(k).map_or("Random", |&p| preset_label(p))
}

/// The builder's state.
struct Builder {
    seat: u8,
    army: Army,
    row: usize,
    col: usize,
    fill: usize,
    /// The line under the table: a refusal, or empty for the buttons.
    said: Option<String>,
}

impl Builder {
    fn draw(&self, app: &mut App) {
        let (canvas, g) = app.blank_text();
        let total = self.army.points();
        let title = alloc::format!("{} army", side_name(self.seat));
        canvas.text(g, 8, 4, side_ink(self.seat), &title);
        let ok = total == u16::from(ARMY_POINTS);
        let points = alloc::format!("Points {total} of {ARMY_POINTS}");
        canvas.text(
            g,
            140,
            4,
            if ok { ink::GREEN } else { ink::YELLOW },
            &points,
        );
        let fill = alloc::format!("< {} >", fill_label(self.fill));
        canvas.text(g, 22, 18, ink::WHITE, "Fill with:");
        canvas.text(
            g,
            82,
            18,
            if self.row == FILL {
                ink::YELLOW
            } else {
                ink::SKY
            },
            &fill,
        );
        canvas.text(g, COL_X[0], 30, ink::GREY, "Armour");
        canvas.text(g, COL_X[1], 30, ink::GREY, "Weapon");
        canvas.text(g, PTS_X, 30, ink::GREY, "pts");
        for (m, kit) in self.army.0.iter().enumerate() {
            let y = TOP + m as i32 * STEP;
            let name = if m == 0 {
                String::from("Hero")
            } else {
                alloc::format!("Mini {}", m + 1)
            };
            canvas.text(g, 30, y, ink::WHITE, &name);
            let values = [
                String::from(armour_name(kit.armour)),
                String::from(weapon_name(kit.weapon)),
                alloc::format!("{}", kit.bombs),
                alloc::format!("{}", kit.medkits),
            ];
            for (c, v) in values.iter().enumerate() {
                let here = self.row == m + 1 && self.col == c;
                canvas.text(
                    g,
                    COL_X[c],
                    y,
                    if here { ink::YELLOW } else { ink::WHITE },
                    v,
                );
            }
            let cap = if m == 0 { HERO_POINTS } else { MINI_POINTS };
            let p = alloc::format!("{}/{}", kit.points(), cap);
            canvas.text(g, PTS_X, y, ink::GREY, &p);
        }
        canvas.text(
            g,
            30,
            TOP + ARMY as i32 * STEP,
            if self.row == DONE {
                ink::YELLOW
            } else {
                ink::SKY
            },
            "Done",
        );
        let about = match self.row {
            FILL => String::from("Left/Right: an army ready to play.\nA fills yours with it."),
            DONE => String::from("A: play with this army.\nB: back, no changes."),
            m => about(&self.army, m - 1, self.col),
        };
        canvas.text(g, 14, 124, ink::GREY, &about);
        match &self.said {
            Some(s) => canvas.text(g, 4, 148, ink::RED, s),
            None => canvas.text(g, 4, 148, ink::SKY, "A/R more  L less  B back"),
        };
    }

    fn show(&self, app: &mut App, sheet: &Sheet) {
        let mut frame = app.gfx.frame();
        app.text.show(&mut frame);
        // Icons over the bombs and medkits (the others have words), and
        // beside the words about the picked column.
        sheet.icon(&mut frame, spr::BOMB, (COL_X[2] - 1, 32));
        sheet.icon(&mut frame, spr::MEDKIT, (COL_X[3] - 1, 32));
        if (1..=ARMY).contains(&self.row) {
            let icon = [spr::ARMOUR, spr::WEAPON, spr::BOMB, spr::MEDKIT][self.col];
            sheet.icon(&mut frame, icon, (3, 125));
        }
        // Each mini's figure (the hero's with its crown).
        let base = spr::SIDE + usize::from(self.seat) * 4;
        for m in 0..ARMY {
            let y = TOP + m as i32 * STEP;
            sheet.icon(&mut frame, base + usize::from(m == 0), (18, y + 1));
        }
        let y = match self.row {
            FILL => 18,
            r => TOP + (r as i32 - 1) * STEP,
        };
        let x = match self.row {
            FILL => 4,
            _ => 0,
        };
        ui::sprite(&mut frame, ui::spr::POINTER, x, y - 4);
        frame.commit();
        app.next_frame();
    }

    /// One frame's buttons; `Some(kept)` when the builder is left.
    fn input(&mut self, app: &mut App) -> Option<Option<Army>> {
        let i = &app.input;
        let dy = i.just_pressed_y_tri() as i32;
        let dx = i.just_pressed_x_tri() as i32;
        let more = i.is_just_pressed(Button::A) || i.is_just_pressed(Button::R);
        let less = i.is_just_pressed(Button::L);
        let back = i.is_just_pressed(Button::B);
        if back {
            agb::println!("hero: builder back");
            return Some(None);
        }
        if dy != 0 {
            self.row = (self.row as i32 + dy).rem_euclid(DONE as i32 + 1) as usize;
            self.said = None;
            app.sfx(Sfx::Select);
            return None;
        }
        match self.row {
            FILL if dx != 0 => {
                self.fill = (self.fill as i32 + dx).rem_euclid(FILLS as i32) as usize;
                app.sfx(Sfx::Select);
            }
            FILL if more => {
                self.army = match PRESETS.get(self.fill).and_then(|&p| Army::preset(p)) {
                    Some(a) => a,
                    None => Army::random(&mut Dice::new(app.fresh_seed())),
                };
                self.said = None;
                agb::println!(
                    "hero: builder filled {} points={}",
                    fill_label(self.fill),
                    self.army.points()
                );
                app.sfx(Sfx::Roll);
            }
            DONE if more => match self.army.check() {
                Ok(()) => {
                    agb::println!("hero: builder done {}", kits(&self.army));
                    app.sfx(Sfx::Win);
                    return Some(Some(self.army));
                }
                Err(e) => {
                    agb::println!("hero: builder refused {}", e);
                    let mut s = alloc::format!("{e}");
                    if let ArmyError::Total(p) = e {
                        s = alloc::format!("Spend exactly {ARMY_POINTS} points (now {p}).");
                    }
                    self.said = Some(s);
                    app.sfx(Sfx::Error);
                }
            },
            r if (1..=ARMY).contains(&r) => {
                if dx != 0 {
                    self.col = (self.col as i32 + dx).rem_euclid(COLUMNS as i32) as usize;
                    self.said = None;
                    app.sfx(Sfx::Select);
                } else if more || less {
                    let d = if more { 1 } else { -1 };
                    let (army, said) = step(&self.army, r - 1, self.col, d);
                    let changed = army != self.army;
                    self.army = army;
                    self.said = said.map(words);
                    if let Some(e) = said {
                        agb::println!("hero: builder refused {}", e);
                    }
                    agb::println!(
                        "hero: builder mini={} col={} points={} total={}",
                        r - 1,
                        self.col,
                        army.0[r - 1].points(),
                        army.points()
                    );
                    app.sfx(if changed { Sfx::Select } else { Sfx::Error });
                } else {
                    return None;
                }
            }
            _ => return None,
        }
        None
    }
}

/// The army in the notation's kit words (the log).
fn kits(army: &Army) -> String {
    let parts: alloc::vec::Vec<String> = army
        .0
        .iter()
        .map(|k| {
            alloc::format!(
                "{}/{}/{}b/{}m",
                k.armour.name(),
                k.weapon.name(),
                k.bombs,
                k.medkits
            )
        })
        .collect();
    parts.join(" ")
}

/// Builds side `seat`'s army by hand, starting from `army`. `Some` with the
/// army when the player is done (it passes the core's check), `None` when
/// they go back without it.
pub fn run(app: &mut App, seat: u8, army: Army) -> Option<Army> {
    agb::println!("scene: hero builder seat={}", seat);
    let sheet = Sheet::new();
    let mut b = Builder {
        seat,
        army,
        row: 1,
        col: 0,
        fill: PRESETS.iter().position(|&p| p == "balanced").unwrap_or(0),
        said: None,
    };
    b.draw(app);
    loop {
        b.show(app, &sheet);
        let before = (b.row, b.col, b.fill, b.army, b.said.clone());
        if let Some(done) = b.input(app) {
            return done;
        }
        if before != (b.row, b.col, b.fill, b.army, b.said.clone()) {
            b.draw(app);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop_core::hero::gear::Kit;

    fn balanced() -> Army {
        Army::preset("balanced").unwrap()
    }

    #[test_case]
    fn heavy_armour_is_skipped_on_a_mini_with_the_cores_word(_gba: &mut agb::Gba) {
        let mut a = balanced();
        a.0[1] = Kit::new(Armour::Light, Weapon::None, 0, 0);
        // Mini 2 wears light armour: up is medium, then heavy is refused.
        let (b, said) = step(&a, 1, 0, 1);
        assert_eq!(b.0[1].armour, Armour::Medium);
        assert_eq!(said, None);
        let (c, said) = step(&b, 1, 0, 1);
        assert_eq!(c.0[1].armour, Armour::None, "heavy skipped, round to none");
        assert_eq!(said, Some(ArmyError::HeavyNotHero(1)));
        // The hero may wear it.
        a.0[0] = Kit::new(Armour::Medium, Weapon::None, 0, 0);
        let (d, said) = step(&a, 0, 0, 1);
        assert_eq!((d.0[0].armour, said), (Armour::Heavy, None));
    }

    #[test_case]
    fn a_bomb_past_a_minis_points_is_refused(_gba: &mut agb::Gba) {
        let a = balanced();
        // Mini 2: light armour, rifle, 3 bombs = 5 points, its most.
        let (b, said) = step(&a, 1, 2, 1);
        assert_eq!(b, a);
        assert_eq!(said, Some(ArmyError::TooMuchGear(1)));
        assert!(words(ArmyError::TooMuchGear(1)).contains("5 points"));
        let (c, said) = step(&a, 1, 2, -1);
        assert_eq!(c.0[1].bombs, 2);
        assert_eq!(said, None);
        assert_eq!(c.check(), Err(ArmyError::Total(29)));
    }

    #[test_case]
    fn every_about_line_fits(_gba: &mut agb::Gba) {
        let g = crate::text::Glyphs::new();
        let mut a = balanced();
        for w in Weapon::ALL {
            for ar in Armour::ALL {
                a.0[0].weapon = w;
                a.0[0].armour = ar;
                for c in 0..COLUMNS {
                    for line in about(&a, 0, c).split('\n') {
                        assert!(g.width(line) <= 224, "too wide: {line}");
                    }
                }
            }
        }
        for e in [
            ArmyError::TooMuchGear(0),
            ArmyError::TooMuchGear(2),
            ArmyError::HeavyNotHero(1),
        ] {
            assert!(g.width(&words(e)) <= 232);
        }
    }
}
