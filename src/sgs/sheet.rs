//! A hero's sheet in words a child can read: what the hero is good and bad
//! at (with the dice each rolls), skills, weapon, wounds and XP. Left/Right
//! turn to the next hero; A spends XP on skills; B goes back.

use alloc::format;
use alloc::string::String;

use agb::input::Button;
use tabletop_core::sgs::character::{XP_PER_PICK, dice_for, rating_word};
use tabletop_core::sgs::quest::Hero;
use tabletop_core::sgs::{Ability, Skill};

use crate::app::App;
use crate::audio::Sfx;
use crate::ui::ink;

use crate::plural::dice;

fn draw(app: &mut App, h: &Hero, face: u8, k: usize, of: usize) {
    let (t, g) = app.blank_text();
    let c = &h.ch;
    super::face::draw(t, 200, 4, 2, face);
    t.text(
        g,
        8,
        4,
        ink::YELLOW,
        &format!("{} ({} of {of})", c.name(), k + 1),
    );
    t.text(g, 8, 16, ink::GREY, &format!("Weapon: {}", h.weapon.name()));
    let mut y = 30;
    t.text(g, 8, y, ink::SKY, "Good at:");
    for a in Ability::ALL {
        let r = c.rating(a);
        if r > 0 {
            let w = rating_word(r);
            let sp = if w.is_empty() { "" } else { " " };
            t.text(
                g,
                70,
                y,
                ink::GREEN,
                &format!("{w}{sp}{} ({})", a.name(), dice(dice_for(r))),
            );
            y += 10;
        }
    }
    y = y.max(40);
    for a in Ability::ALL {
        if c.rating(a) < 0 {
            t.text(g, 8, y, ink::SKY, "Bad at:");
            t.text(
                g,
                70,
                y,
                ink::RED,
                &format!("{} ({})", a.opposite(), dice(dice_for(-1))),
            );
            y += 10;
        }
    }
    t.text(g, 8, y, ink::SKY, "The rest:");
    t.text(g, 70, y, ink::WHITE, &dice(dice_for(0)));
    y += 14;
    t.text(g, 8, y, ink::SKY, "Skills:");
    let mut line = String::new();
    for s in Skill::ALL {
        let n = c.skill(s);
        if n > 0 {
            if !line.is_empty() {
                line.push_str(", ");
            }
            line.push_str(s.name());
            if n > 1 {
                line.push_str(&format!(" +{}", n - 1));
            }
        }
    }
    if line.is_empty() {
        line.push_str("none yet");
    }
    let wrapped = crate::wrap::wrap(g, &line, 240 - 70 - 4);
    t.text(g, 70, y, ink::WHITE, &wrapped);
    y += 10 * (wrapped.lines().count() as i32) + 4;
    t.text(g, 8, y, ink::SKY, "Wounds:");
    let mut x = 70;
    for _ in 0..c.wounds().min(10) {
        t.fill(x, y + 2, 4, 4, ink::RED);
        x += 6;
    }
    if c.wounds() == 0 {
        t.text(g, 70, y, ink::WHITE, "none");
    }
    y += 12;
    t.text(
        g,
        8,
        y,
        ink::SKY,
        &format!("XP: {{1}}{}  ({XP_PER_PICK} XP buy a new skill)", c.xp()),
    );
    t.text(
        g,
        8,
        151,
        ink::GREY,
        "Left/Right next hero   A spend XP   B back",
    );
}

/// Shows the sheets of the party's first `shown` heroes; A spends a hero's
/// XP. True when XP were spent (the heroes are to be saved).
pub fn run(app: &mut App, party: &mut super::Party, shown: usize) -> bool {
    agb::println!("scene: sgs sheet");
    let n = shown.clamp(1, party.heroes.len());
    let mut k = 0;
    let mut spent = false;
    let mut dirty = true;
    loop {
        if dirty {
            draw(app, &party.heroes[k], party.faces[k], k, n);
            dirty = false;
        }
        let mut frame = app.gfx.frame();
        app.text.show(&mut frame);
        frame.commit();
        app.next_frame();
        let dx = app.input.just_pressed_x_tri() as i32;
        if dx != 0 {
            k = crate::options_list::cycle(k, dx, n);
            app.sfx(Sfx::Select);
            dirty = true;
        }
        if app.input.is_just_pressed(Button::A) {
            app.sfx(Sfx::Select);
            spent |= super::xp::run(app, &mut party.heroes[k].ch);
            agb::println!("scene: sgs sheet");
            dirty = true;
        } else if app.input.is_just_pressed(Button::B) {
            return spent;
        }
    }
}
