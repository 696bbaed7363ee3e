//! The character builder, by the paper's rules through the core's checked
//! builder ([`Character::hero`]): a name on the on-screen keyboard, a face,
//! three abilities from the nine pairs (one weakness buys a fourth; twice is
//! "Very"), 1d6 + 1 skill picks rolled with the die on screen, a weapon and
//! the place in the party. Every change the rules refuse is refused with the
//! core's short sentence; nothing here decides a rule.

use alloc::format;
use alloc::string::String;

use agb::input::Button;
use tabletop_core::contract::Dice;
use tabletop_core::sgs::character::{Character, Refusal, Sheet, dice_for, rating_word};
use tabletop_core::sgs::quest::Hero;
use tabletop_core::sgs::setting::SKILLS;
use tabletop_core::sgs::{ABILITIES, Ability, Skill, Weapon};

use super::{face, keyboard};
use crate::app::App;
use crate::audio::Sfx;
use crate::text::Canvas;
use crate::ui::ink;

/// A hero made by hand, and where it goes.
pub struct Built {
    /// The hero.
    pub hero: Hero,
    /// Its face.
    pub face: u8,
    /// The party place it takes (0 is the person's own hero).
    pub slot: usize,
}

/// The weapons a hero may carry.
const WEAPONS: [Weapon; 7] = [
    Weapon::Sword,
    Weapon::Dagger,
    Weapon::GreatAxe,
    Weapon::Club,
    Weapon::Knives,
    Weapon::Bow,
    Weapon::Sling,
];

/// The name a hero gets when none is typed.
const DEFAULT_NAME: &str = "Pip";
const TOP: i32 = 17;
const ROW: i32 = 10;
/// The skills' rows are closer (thirteen rows).
const SKILL_ROW: i32 = 9;

/// The sheet being made.
struct Draft {
    name: String,
    face: u8,
    ratings: [i8; ABILITIES],
    /// Skill picks rolled (0: not rolled yet).
    picks: u8,
    skills: [u8; SKILLS],
    weapon: usize,
    slot: usize,
    row: usize,
    /// The last refusal, shown in red.
    refusal: String,
}

impl Draft {
    /// The sheet through the core's checked builder.
    fn sheet(&self, ratings: &[i8; ABILITIES], skills: &[u8; SKILLS]) -> Sheet {
        let mut s = Character::hero(&self.name, self.picks);
        for a in Ability::ALL {
            let r = ratings[a.index()];
            if r < 0 {
                s = s.disability(a);
            }
            for _ in 0..r.max(0) {
                s = s.ability(a);
            }
        }
        for k in Skill::ALL {
            for _ in 0..skills[k.index()] {
                s = s.skill(k);
            }
        }
        s
    }

    fn check(
        &self,
        ratings: &[i8; ABILITIES],
        skills: &[u8; SKILLS],
    ) -> Result<Character, Refusal> {
        self.sheet(ratings, skills).done()
    }

    /// Abilities picked and allowed.
    fn ability_count(&self) -> (u8, u8) {
        let made = self
            .ratings
            .iter()
            .filter(|&&r| r > 0)
            .map(|&r| r as u8)
            .sum();
        let weak = self.ratings.iter().filter(|&&r| r < 0).count() as u8;
        (made, 3 + weak)
    }

    fn refuse(&mut self, app: &mut App, r: Refusal) {
        self.refusal = format!("{r}");
        agb::println!("sgs: build refused {}", self.refusal);
        app.sfx(Sfx::Error);
    }

    /// Moves ability `a` one step up (towards Very) or down (towards the
    /// weakness); a step the rules refuse is refused with its sentence.
    fn change_ability(&mut self, app: &mut App, a: usize, d: i32) {
        let old = self.ratings[a];
        let new = (i32::from(old) + d).clamp(-1, 3) as i8;
        if new == old {
            return;
        }
        let mut r = self.ratings;
        r[a] = new;
        let growing = new.abs() > old.abs();
        match self.check(&r, &[0; SKILLS]) {
            Err(e @ (Refusal::TwoDisabilities | Refusal::TooHigh(_) | Refusal::Both(_)))
                if growing =>
            {
                return self.refuse(app, e);
            }
            Err(e @ Refusal::AbilityPicks { allowed, made }) if growing && made > allowed => {
                return self.refuse(app, e);
            }
            _ => {}
        }
        self.ratings = r;
        self.refusal.clear();
        app.sfx(Sfx::Select);
    }

    /// One more or one less pick on skill `k`.
    fn change_skill(&mut self, app: &mut App, k: usize, d: i32) {
        let old = self.skills[k];
        let new = (i32::from(old) + d).clamp(0, 3) as u8;
        if new == old {
            return;
        }
        let mut s = self.skills;
        s[k] = new;
        if new > old
            && let Err(e) = self.check(&self.ratings, &s)
        {
            return self.refuse(app, e);
        }
        self.skills = s;
        self.refusal.clear();
        app.sfx(Sfx::Select);
    }
}

/// How a page was left.
enum Nav {
    Next,
    Back,
}

fn show(app: &mut App) {
    let mut frame = app.gfx.frame();
    app.text.show(&mut frame);
    frame.commit();
    app.next_frame();
}

fn dice_marks(t: &mut Canvas, x: i32, y: i32, n: u8) {
    for i in 0..i32::from(n) {
        t.fill(x + i * 6, y + 1, 5, 5, ink::WHITE);
    }
}

fn footer(t: &mut Canvas, g: &crate::text::Glyphs, d: &Draft, help: &str) {
    if !d.refusal.is_empty() {
        t.text(g, 8, 141, ink::RED, &d.refusal);
    }
    t.text(g, 8, 151, ink::GREY, help);
}

fn marker(t: &mut Canvas, g: &crate::text::Glyphs, y: i32, on: bool) {
    if on {
        t.text(g, 4, y, ink::YELLOW, ">");
    }
}

fn draw_abilities(app: &mut App, d: &Draft) {
    let (t, g) = app.blank_text();
    let (made, allowed) = d.ability_count();
    // Three abilities; a weakness allows (not requires) a fourth.
    let head = if allowed > 3 {
        format!("Pick 3 or {allowed} abilities: {made} picked")
    } else {
        format!("Pick {allowed} abilities: {made} picked")
    };
    t.text(g, 8, 3, ink::YELLOW, &head);
    t.text(g, 204, 3, ink::GREY, "Dice");
    for a in Ability::ALL {
        let i = a.index();
        let y = TOP + i as i32 * ROW;
        marker(t, g, y, d.row == i);
        let label = format!("{}/{}", a.name(), a.opposite());
        let colour = if d.row == i { ink::WHITE } else { ink::GREY };
        t.text(g, 12, y, colour, &label);
        let r = d.ratings[i];
        let (word, colour) = match r {
            r if r < 0 => (String::from(a.opposite()), ink::RED),
            0 => (String::from("-"), ink::GREY),
            r => {
                let w = rating_word(r);
                let sp = if w.is_empty() { "" } else { " " };
                (format!("{w}{sp}{}", a.name()), ink::GREEN)
            }
        };
        t.text(g, 118, y, colour, &word);
        dice_marks(t, 204, y, dice_for(r));
    }
    let y = TOP + ABILITIES as i32 * ROW;
    marker(t, g, y, d.row == ABILITIES);
    t.text(g, 12, y, ink::GREEN, "Next: skills");
    footer(t, g, d, "Right: take it  Left: weaker  A next");
}

fn abilities(app: &mut App, d: &mut Draft) -> Nav {
    agb::println!("scene: sgs build abilities");
    d.row = 0;
    d.refusal.clear();
    let mut dirty = true;
    loop {
        if dirty {
            draw_abilities(app, d);
            dirty = false;
        }
        show(app);
        let dy = app.input.just_pressed_y_tri() as i32;
        if dy != 0 {
            d.row = crate::options_list::cycle(d.row, dy, ABILITIES + 1);
            dirty = true;
        }
        let dx = app.input.just_pressed_x_tri() as i32;
        if dx != 0 && d.row < ABILITIES {
            d.change_ability(app, d.row, dx);
            dirty = true;
        }
        if app.input.is_just_pressed(Button::B) {
            return Nav::Back;
        }
        if app.input.is_just_pressed(Button::A) {
            if d.row < ABILITIES {
                d.change_ability(app, d.row, 1);
            } else {
                match d.check(&d.ratings, &[0; SKILLS]) {
                    Ok(_) => return Nav::Next,
                    Err(e) => d.refuse(app, e),
                }
            }
            dirty = true;
        }
    }
}

fn draw_roll(app: &mut App, face: u8, done: bool, picks: u8) {
    let (t, g) = app.blank_text();
    t.centred(
        g,
        0,
        240,
        4,
        ink::YELLOW,
        "Skill picks: roll one die, add 1",
    );
    super::die::big(t, 100, 34, face);
    if done {
        let line = format!("You rolled {face}. {face} + 1 = {picks} skill picks.");
        t.centred(g, 0, 240, 86, ink::WHITE, &line);
        t.centred(g, 0, 240, 151, ink::GREY, "A next   B back");
    } else {
        t.centred(g, 0, 240, 86, ink::WHITE, "Press A to roll the die.");
        t.centred(g, 0, 240, 151, ink::GREY, "A roll   B back");
    }
}

/// Rolls 1d6 + 1 skill picks with the die on screen (once: going back and
/// forth keeps the roll).
fn roll(app: &mut App, d: &mut Draft) -> Nav {
    agb::println!("scene: sgs build roll");
    let mut dice = Dice::new(app.fresh_seed());
    let mut face = 6;
    let mut dirty = true;
    loop {
        if dirty {
            if d.picks > 0 {
                draw_roll(app, d.picks - 1, true, d.picks);
            } else {
                draw_roll(app, face, false, 0);
            }
            dirty = false;
        }
        show(app);
        if app.input.is_just_pressed(Button::B) {
            return Nav::Back;
        }
        if !app.input.is_just_pressed(Button::A) {
            continue;
        }
        if d.picks > 0 {
            return Nav::Next;
        }
        // The die tumbles, then lands.
        app.sfx(Sfx::Roll);
        for k in 0..8u8 {
            face = dice.d(6);
            draw_roll(app, face, false, 0);
            for _ in 0..(3 + k / 2) {
                show(app);
            }
        }
        face = dice.d(6);
        d.picks = face + 1;
        agb::println!("sgs: build rolled {} picks={}", face, d.picks);
        dirty = true;
    }
}

fn skill_word(d: &Draft, k: Skill) -> (String, u8) {
    let n = d.skills[k.index()] + u8::from(k.universal());
    match n {
        0 => (
            format!("not known: -{}", crate::plural::dice(k.penalty())),
            ink::GREY,
        ),
        1 if k.universal() => (String::from("known (free)"), ink::WHITE),
        1 => (String::from("known"), ink::GREEN),
        _ => (String::from("+1: one more die"), ink::GREEN),
    }
}

fn draw_skills(app: &mut App, d: &Draft) {
    let (t, g) = app.blank_text();
    let spent: u8 = d.skills.iter().sum();
    let head = format!("Skills: {spent} of {} picks used", d.picks);
    t.text(g, 8, 3, ink::YELLOW, &head);
    for k in Skill::ALL {
        let i = k.index();
        let y = TOP - 4 + i as i32 * SKILL_ROW;
        marker(t, g, y, d.row == i);
        let colour = if d.row == i { ink::WHITE } else { ink::GREY };
        t.text(g, 12, y, colour, k.name());
        let (word, colour) = skill_word(d, k);
        t.text(g, 80, y, colour, &word);
        let picks = d.skills[i];
        for p in 0..i32::from(picks) {
            t.fill(210 + p * 7, y + 1, 5, 5, ink::YELLOW);
        }
    }
    let y = TOP - 4 + SKILLS as i32 * SKILL_ROW;
    marker(t, g, y, d.row == SKILLS);
    t.text(g, 12, y, ink::GREEN, "Next: weapon");
    footer(t, g, d, "Right: one more pick  Left: one less");
}

fn skills(app: &mut App, d: &mut Draft) -> Nav {
    agb::println!("scene: sgs build skills");
    d.row = 0;
    d.refusal.clear();
    let mut dirty = true;
    loop {
        if dirty {
            draw_skills(app, d);
            dirty = false;
        }
        show(app);
        let dy = app.input.just_pressed_y_tri() as i32;
        if dy != 0 {
            d.row = crate::options_list::cycle(d.row, dy, SKILLS + 1);
            dirty = true;
        }
        let dx = app.input.just_pressed_x_tri() as i32;
        if dx != 0 && d.row < SKILLS {
            d.change_skill(app, d.row, dx);
            dirty = true;
        }
        if app.input.is_just_pressed(Button::B) {
            return Nav::Back;
        }
        if app.input.is_just_pressed(Button::A) {
            if d.row < SKILLS {
                d.change_skill(app, d.row, 1);
            } else {
                match d.check(&d.ratings, &d.skills) {
                    Ok(_) => return Nav::Next,
                    Err(e) => d.refuse(app, e),
                }
            }
            dirty = true;
        }
    }
}

fn draw_ready(app: &mut App, d: &Draft, c: &Character, places: &[String]) {
    let (t, g) = app.blank_text();
    face::draw(t, 8, 4, 2, d.face);
    t.text(g, 48, 6, ink::YELLOW, &d.name);
    let line = format!("{c}");
    let body = line.split_once(':').map_or("", |(_, b)| b.trim());
    let wrapped = crate::wrap::wrap(g, body, 240 - 48 - 4);
    t.text(g, 48, 18, ink::WHITE, &wrapped);
    let w = WEAPONS[d.weapon];
    let rows = [
        format!("Weapon: < {} >", w.name()),
        format!("Instead of: < {} >", places[d.slot]),
        String::from("Keep this hero"),
    ];
    for (i, r) in rows.iter().enumerate() {
        let y = 78 + i as i32 * 12;
        marker(t, g, y, d.row == i);
        let colour = match i {
            2 => ink::GREEN,
            _ if d.row == i => ink::WHITE,
            _ => ink::GREY,
        };
        t.text(g, 12, y, colour, r);
    }
    if let Some(s) = w.skill() {
        let has = c.skill(s) > 0;
        let note = if has {
            format!("A {} needs {}: you know it.", w.name(), s.name())
        } else {
            format!(
                "A {} needs {}: {} fewer.",
                w.name(),
                s.name(),
                crate::plural::dice(s.penalty())
            )
        };
        t.text(g, 8, 118, if has { ink::GREEN } else { ink::RED }, &note);
    }
    footer(t, g, d, "Left/Right change   A pick   B back");
}

fn ready(app: &mut App, d: &mut Draft, places: &[String]) -> Option<Nav> {
    agb::println!("scene: sgs build ready");
    let Ok(c) = d.check(&d.ratings, &d.skills) else {
        return Some(Nav::Back);
    };
    d.row = 0;
    d.refusal.clear();
    let mut dirty = true;
    loop {
        if dirty {
            draw_ready(app, d, &c, places);
            dirty = false;
        }
        show(app);
        let dy = app.input.just_pressed_y_tri() as i32;
        if dy != 0 {
            d.row = crate::options_list::cycle(d.row, dy, 3);
            app.sfx(Sfx::Select);
            dirty = true;
        }
        let dx = app.input.just_pressed_x_tri() as i32;
        if dx != 0 {
            match d.row {
                0 => d.weapon = crate::options_list::cycle(d.weapon, dx, WEAPONS.len()),
                1 => d.slot = crate::options_list::cycle(d.slot, dx, places.len()),
                _ => {}
            }
            app.sfx(Sfx::Select);
            dirty = true;
        }
        if app.input.is_just_pressed(Button::B) {
            return Some(Nav::Back);
        }
        if app.input.is_just_pressed(Button::A) && d.row == 2 {
            return None;
        }
    }
}

fn draw_face(app: &mut App, d: &Draft) {
    let (t, g) = app.blank_text();
    let head = format!("Pick a face for {}", d.name);
    t.centred(g, 0, 240, 4, ink::YELLOW, &head);
    for n in 0..face::FACES {
        let x = 12 + i32::from(n) * 28;
        if n == d.face {
            t.fill(x - 3, 40 - 3, 22, 22, ink::YELLOW);
        }
        face::draw(t, x, 40, 1, n);
    }
    face::draw(t, 96, 70, 3, d.face);
    t.centred(
        g,
        0,
        240,
        151,
        ink::GREY,
        "Left/Right pick   A next   B back",
    );
}

fn pick_face(app: &mut App, d: &mut Draft) -> Nav {
    agb::println!("scene: sgs build face");
    let mut dirty = true;
    loop {
        if dirty {
            draw_face(app, d);
            dirty = false;
        }
        show(app);
        let dx = app.input.just_pressed_x_tri() as i32;
        if dx != 0 {
            d.face =
                crate::options_list::cycle(usize::from(d.face), dx, usize::from(face::FACES)) as u8;
            app.sfx(Sfx::Select);
            dirty = true;
        }
        if app.input.is_just_pressed(Button::B) {
            return Nav::Back;
        }
        if app.input.is_just_pressed(Button::A) {
            app.sfx(Sfx::Select);
            return Nav::Next;
        }
    }
}

/// Makes a hero by hand; `places` names the party's heroes it may replace.
/// `None` when the person backs out.
pub fn run(app: &mut App, places: &[String]) -> Option<Built> {
    agb::println!("scene: sgs build");
    let mut d = Draft {
        name: String::new(),
        face: 4,
        ratings: [0; ABILITIES],
        picks: 0,
        skills: [0; SKILLS],
        weapon: 0,
        slot: 0,
        row: 0,
        refusal: String::new(),
    };
    let mut page = 0;
    loop {
        let nav = match page {
            0 => match keyboard::run(app, "Your hero's name?", &d.name, DEFAULT_NAME) {
                Some(n) => {
                    d.name = n;
                    Nav::Next
                }
                None => return None,
            },
            1 => pick_face(app, &mut d),
            2 => abilities(app, &mut d),
            3 => roll(app, &mut d),
            4 => skills(app, &mut d),
            _ => match ready(app, &mut d, places) {
                Some(n) => n,
                None => break,
            },
        };
        page = match nav {
            Nav::Next => page + 1,
            Nav::Back if page == 0 => return None,
            Nav::Back => page - 1,
        };
    }
    let ch = d.check(&d.ratings, &d.skills).ok()?;
    agb::println!("sgs: built {} weapon={}", ch, WEAPONS[d.weapon].name());
    Some(Built {
        hero: Hero {
            ch,
            weapon: WEAPONS[d.weapon],
            dead: false,
        },
        face: d.face,
        slot: d.slot,
    })
}
