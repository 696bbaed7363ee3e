//! The end screens: the adventure's outcome with the XP each hero earned,
//! and an arena fight's winner. A plays again, B goes to the start screen.

use alloc::format;

use agb::input::Button;
use tabletop_core::contract::Rules;
use tabletop_core::sgs::arena::{Arena, Outcome, Side, State};
use tabletop_core::sgs::quest::{QOutcome, Quest};

use crate::app::App;
use crate::ui::ink;

/// Waits for A (true: play again) or B (false).
fn wait(app: &mut App) -> bool {
    loop {
        let mut frame = app.gfx.frame();
        app.text.show(&mut frame);
        frame.commit();
        app.next_frame();
        if app.input.is_just_pressed(Button::A) {
            return true;
        }
        if app.input.is_just_pressed(Button::B) {
            return false;
        }
    }
}

/// The adventure's end; true to play again.
pub fn adventure(app: &mut App, q: &Quest) -> bool {
    agb::println!("scene: sgs end");
    let (t, g) = app.blank_text();
    let o = q.outcome().unwrap_or(QOutcome {
        completed: false,
        xp: 0,
    });
    let title = if o.completed {
        "The well is quiet again!"
    } else {
        "Home again. Next time!"
    };
    t.centred(g, 0, 240, 10, ink::YELLOW, title);
    t.centred(
        g,
        0,
        240,
        30,
        ink::WHITE,
        &format!("Each hero earns {} XP.", o.xp),
    );
    for (i, h) in q.heroes().iter().enumerate() {
        let y = 50 + i as i32 * 12;
        let line = if h.dead {
            format!("{}: fell in the dark", h.ch.name())
        } else {
            format!(
                "{}: {} XP, {} wounds",
                h.ch.name(),
                h.ch.xp(),
                h.ch.wounds()
            )
        };
        t.text(g, 30, y, ink::SKY, &line);
    }
    t.centred(g, 0, 240, 110, ink::WHITE, "10 XP buys a new skill pick.");
    t.centred(
        g,
        0,
        240,
        124,
        ink::GREY,
        "They rest, and are saved for next time.",
    );
    t.centred(g, 0, 240, 146, ink::SKY, "A play again   B start screen");
    wait(app)
}

/// An arena fight's end; true to fight again.
pub fn arena(app: &mut App, a: &Arena) -> bool {
    agb::println!("scene: sgs end");
    let (t, g) = app.blank_text();
    let title = match a.outcome() {
        Some(Outcome::Won(Side::A)) => "The heroes win!",
        Some(Outcome::Won(Side::B)) => "The foes win!",
        _ => "Nobody wins.",
    };
    agb::println!("sgs: arena over {}", title);
    t.centred(g, 0, 240, 20, ink::YELLOW, title);
    let rounds = if a.round() == 1 { "round" } else { "rounds" };
    t.centred(
        g,
        0,
        240,
        40,
        ink::WHITE,
        &format!("The fight took {} {rounds}.", a.round()),
    );
    for (i, f) in a.fighters().iter().enumerate() {
        let y = 60 + i as i32 * 10;
        let colour = if f.side == Side::A {
            ink::SKY
        } else {
            ink::RED
        };
        let state = match f.state {
            State::Up => "",
            State::Out(_) => ", knocked out",
            State::Dying(_) => ", dying",
            State::Dead => ", gone",
        };
        let line = format!("{}: {} wounds{state}", f.ch.name(), f.ch.wounds());
        t.text(g, 40, y, colour, &line);
    }
    t.centred(g, 0, 240, 146, ink::SKY, "A fight again   B start screen");
    wait(app)
}
