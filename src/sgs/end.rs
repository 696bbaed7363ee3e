//! The end screens: the adventure's outcome with the XP each hero earned,
//! and an arena fight's winner. A plays again, START goes to the start
//! screen; B does nothing (a child mashing B to hurry the dice never leaves
//! the game by it).

use alloc::format;
use alloc::string::String;

use agb::input::Button;
use tabletop_core::contract::Rules;
use tabletop_core::sgs::arena::{Arena, Outcome, Side, State};
use tabletop_core::sgs::quest::{QOutcome, Quest};

use crate::app::App;
use crate::ui::ink;

/// Waits for A (true: play again) or START (false).
fn wait(app: &mut App) -> bool {
    let mut t = 0u32;
    loop {
        let mut frame = app.gfx.frame();
        app.text.show(&mut frame);
        frame.commit();
        app.next_frame();
        t += 1;
        if t < 30 {
            continue; // a press meant for the game does not skip the result
        }
        if app.input.is_just_pressed(Button::A) {
            return true;
        }
        if app.input.is_just_pressed(Button::Start) {
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
    t.centred(g, 0, 240, 30, ink::WHITE, &earned(q, o.xp));
    for (i, h) in q.heroes().iter().enumerate() {
        let y = 50 + i as i32 * 12;
        let new = super::party::fresh(i);
        let fallen = h.dead.then(|| new.ch.name());
        let line = hero_line(h.ch.name(), fallen, h.ch.xp(), h.ch.wounds());
        t.text(g, HERO_X, y, ink::SKY, &line);
    }
    t.centred(g, 0, 240, 110, ink::WHITE, XP_IS);
    t.centred(
        g,
        0,
        240,
        124,
        ink::GREY,
        "They rest, and are saved for next time.",
    );
    t.centred(
        g,
        0,
        240,
        146,
        ink::SKY,
        "A play again   START start screen",
    );
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
    let names = super::words::fighter_names(a);
    for ((i, f), name) in a.fighters().iter().enumerate().zip(&names) {
        let y = 60 + i as i32 * 10;
        let colour = if f.side == Side::A {
            ink::SKY
        } else {
            ink::RED
        };
        let line = fighter_line(name, f.ch.wounds(), f.state);
        t.text(g, FIGHTER_X, y, colour, &line);
    }
    t.centred(
        g,
        0,
        240,
        146,
        ink::SKY,
        "A fight again   START start screen",
    );
    wait(app)
}

/// Where the adventure's end lists its heroes.
pub const HERO_X: i32 = 30;
/// Where the arena's end lists its fighters.
pub const FIGHTER_X: i32 = 40;

/// Who keeps the adventure's XP: the heroes who came home (the fallen are
/// replaced by fresh ones, who start with none), as the story's last line
/// said it.
fn earned(q: &Quest, xp: u8) -> String {
    let fell = q.heroes().iter().filter(|h| h.dead).count();
    super::words::earned(xp, fell, q.heroes().len())
}

/// What XP is, under what the heroes earned (the playtest: a hard word).
pub const XP_IS: &str = "XP are points: 10 XP buy a new skill.";

/// A hero's line at the adventure's end; `fallen`: the hero fell, and
/// the ready-made hero named so takes the place. A ready-made hero who
/// fell comes back as a fresh one of the same name (the playtest: "Bram
/// fell: a new hero joins", and the new hero was Bram again).
pub fn hero_line(name: &str, fallen: Option<&str>, xp: u8, wounds: u8) -> String {
    match fallen {
        Some(new) if new == name => format!("{name} fell: starts again at 0 XP"),
        Some(new) => format!("{name} fell: {new} comes instead"),
        None => format!("{name}: {xp} XP, {}", crate::plural::wounds(wounds)),
    }
}

#[cfg(test)]
mod tests {
    use super::hero_line;

    /// A fallen ready-made hero starts again under the same name; a
    /// fallen hero made by hand is replaced by a ready-made one, named.
    #[test_case]
    fn a_fallen_hero_s_line_says_who_comes_next(_gba: &mut agb::Gba) {
        let bram = hero_line("Bram", Some("Bram"), 12, 3);
        assert_eq!(bram, "Bram fell: starts again at 0 XP");
        assert!(!bram.contains("new hero"));
        assert_eq!(
            hero_line("Mia", Some("Bram"), 5, 1),
            "Mia fell: Bram comes instead"
        );
        assert_eq!(hero_line("Bram", None, 2, 1), "Bram: 2 XP, 1 wound");
    }
}

/// A fighter's line at the arena's end.
pub fn fighter_line(name: &str, wounds: u8, state: State) -> String {
    let state = match state {
        State::Up => "",
        State::Out(_) => ", knocked out",
        State::Dying(_) => ", dying",
        State::Dead => ", gone",
    };
    format!("{name}: {}{state}", crate::plural::wounds(wounds))
}
