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
    let fallen: alloc::vec::Vec<&str> = q
        .heroes()
        .iter()
        .filter(|h| h.dead)
        .map(|h| h.ch.name())
        .collect();
    let all_fell = !fallen.is_empty() && fallen.len() == q.heroes().len();
    let title = if o.completed {
        "The well is quiet again!"
    } else if all_fell {
        QUEST_OVER
    } else {
        "Home again. Next time!"
    };
    agb::println!("sgs: adventure over {}", title);
    t.centred(g, 0, 240, 10, ink::YELLOW, title);
    if all_fell {
        let why = all_fell_line(&fallen);
        agb::println!("sgs: adventure over why {}", why);
        t.centred(g, 0, 240, 20, ink::RED, &why);
    }
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
    if a.outcome() == Some(Outcome::Won(Side::B)) {
        let names = super::words::fighter_names(a);
        let down: alloc::vec::Vec<(&str, State)> = a
            .fighters()
            .iter()
            .zip(&names)
            .filter(|(f, _)| f.side == Side::A)
            .map(|(f, n)| (n.as_str(), f.state))
            .collect();
        let why = heroes_down_line(&down);
        agb::println!("sgs: arena over why {}", why);
        t.centred(g, 0, 240, 30, ink::RED, &why);
    }
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

/// The adventure's end's title when every hero fell.
pub const QUEST_OVER: &str = "The adventure is over.";

/// Why the adventure ended when every hero fell, in a child's words: who
/// fell, and that nobody was left to go on (the session-31 playtest: a
/// lone hero's fall ended the game at once, unexplained).
pub fn all_fell_line(fallen: &[&str]) -> String {
    match fallen {
        [one] => format!("{one} fell: no hero is left to go on."),
        _ => String::from("Every hero fell: nobody is left to go on."),
    }
}

/// Why the foes won an arena fight: the hero who is down, and how, when
/// there was one (the session-31 playtest: Bram alone dying ended the
/// fight at once, unexplained), else that no hero could fight on.
pub fn heroes_down_line(heroes: &[(&str, State)]) -> String {
    match heroes {
        [(one, state)] => {
            let how = match state {
                State::Dying(_) => "is dying",
                State::Out(_) => "is knocked out",
                State::Dead => "is gone",
                State::Up => "is beaten",
            };
            format!("{one} {how}, so the foes win.")
        }
        _ => String::from("No hero can fight on, so the foes win."),
    }
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
    use super::{all_fell_line, hero_line, heroes_down_line};
    use tabletop_core::sgs::arena::State;

    /// When the last hero falls the end says who fell and why the
    /// adventure (or the fight) is over, in a line that fits the screen.
    #[test_case]
    fn the_last_hero_s_fall_is_said_who_and_why(_gba: &mut agb::Gba) {
        let g = crate::text::Glyphs::new();
        let wide = super::super::keyboard::widest_name(&g);
        let long = wide.as_str();
        let lines = [
            all_fell_line(&["Bram"]),
            all_fell_line(&[long]),
            all_fell_line(&["Bram", "Wren"]),
            heroes_down_line(&[(long, State::Dying(2))]),
            heroes_down_line(&[(long, State::Out(1))]),
            heroes_down_line(&[(long, State::Dead)]),
            heroes_down_line(&[("Bram", State::Dead), ("Wren", State::Out(1))]),
        ];
        for l in &lines {
            assert!(g.width(l) <= 236, "too wide: {l}");
        }
        assert_eq!(lines[0], "Bram fell: no hero is left to go on.");
        assert_eq!(
            heroes_down_line(&[("Bram", State::Dying(2))]),
            "Bram is dying, so the foes win."
        );
    }

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
