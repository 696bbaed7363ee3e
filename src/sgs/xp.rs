//! Spending XP on the hero sheet: 10 XP buy a skill pick, by the core's
//! rule ([`Character::buy`]): a known (or universal) skill improves to +1, a
//! new one only after a tutor met in play taught it. A refused pick shows
//! the core's short sentence.

use alloc::format;
use alloc::string::String;

use agb::input::Button;
use tabletop_core::sgs::Skill;
use tabletop_core::sgs::character::{Character, XP_PER_PICK};
use tabletop_core::sgs::setting::SKILLS;

use crate::app::App;
use crate::audio::Sfx;
use crate::ui::ink;

const TOP: i32 = 16;
const ROW: i32 = 10;

/// A skill's state in words: its level, and what XP could do for it.
fn state(c: &Character, s: Skill) -> (String, u8) {
    let level = match c.skill(s) {
        0 => "not known",
        1 => "known",
        _ => "+1",
    };
    let (what, colour) = if c.skill(s) >= 2 {
        ("the best", ink::GREY)
    } else if c.may_buy(s) && c.skill(s) == 0 {
        ("can learn", ink::GREEN)
    } else if c.may_buy(s) {
        ("can buy +1", ink::GREEN)
    } else {
        ("needs a tutor", ink::RED)
    };
    (format!("{level}: {what}"), colour)
}

/// The spending screen's top line (drawn at x = 8).
pub fn head(name: &str, xp: u8) -> String {
    format!("{name}: {xp} XP ({XP_PER_PICK} XP buy a skill)")
}

fn draw(app: &mut App, c: &Character, row: usize, note: &str, good: bool) {
    let (t, g) = app.blank_text();
    let head = head(c.name(), c.xp());
    t.text(g, 8, 3, ink::YELLOW, &head);
    for s in Skill::ALL {
        let i = s.index();
        let y = TOP + i as i32 * ROW;
        if row == i {
            t.text(g, 4, y, ink::YELLOW, ">");
        }
        let colour = if row == i { ink::WHITE } else { ink::GREY };
        t.text(g, 12, y, colour, s.name());
        let (w, colour) = state(c, s);
        t.text(g, 90, y, colour, &w);
    }
    if !note.is_empty() {
        t.text(g, 8, 139, if good { ink::GREEN } else { ink::RED }, note);
    }
    t.text(g, 8, 151, ink::GREY, "A buy a pick   B back");
}

/// The XP page for one hero. True when a pick was bought.
pub fn run(app: &mut App, c: &mut Character) -> bool {
    agb::println!("scene: sgs xp");
    let mut row = 0;
    let mut note = String::new();
    let mut good = false;
    let mut bought = false;
    let mut dirty = true;
    loop {
        if dirty {
            draw(app, c, row, &note, good);
            dirty = false;
        }
        let mut frame = app.gfx.frame();
        app.text.show(&mut frame);
        frame.commit();
        app.next_frame();
        let dy = app.input.just_pressed_y_tri() as i32;
        if dy != 0 {
            row = crate::options_list::cycle(row, dy, SKILLS);
            app.sfx(Sfx::Select);
            dirty = true;
        }
        if app.input.is_just_pressed(Button::B) {
            return bought;
        }
        if app.input.is_just_pressed(Button::A) {
            let s = Skill::ALL[row];
            match c.buy(s) {
                Ok(()) => {
                    note = format!("{} is now {}.", s.name(), level_word(c.skill(s)));
                    good = true;
                    bought = true;
                    app.sfx(Sfx::Loot);
                    agb::println!("sgs: bought {} xp={}", s.name(), c.xp());
                }
                Err(e) => {
                    note = format!("{e}");
                    good = false;
                    app.sfx(Sfx::Error);
                    agb::println!("sgs: buy refused {}", note);
                }
            }
            dirty = true;
        }
    }
}

fn level_word(n: u8) -> &'static str {
    if n >= 2 { "+1" } else { "known" }
}
