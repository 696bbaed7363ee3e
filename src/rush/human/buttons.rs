//! A person's buttons in their decision: the pad moves the cursor (one
//! press always leaves a building), A walks to a lit block or takes the
//! menu's choice, B goes back, L opens the menu, SELECT asks for a hint.

use alloc::string::String;

use agb::input::Button;
use tabletop_core::rush::map::{COLS, ROWS};
use tabletop_core::rush::{Action, Game, Phase, Spot};

use super::Mode;
use crate::app::App;
use crate::audio::Sfx;
use crate::rush::campus::spot_at;
use crate::rush::play::Campus;
use crate::rush::words;
use crate::turn::Input;

/// The cell the cursor moves to from `at` by (`dx`, `dy`): past the
/// other cells of a building it stands on, so one press always leaves
/// it (the playtest: a press that stayed in a two-cell building, then
/// "You are here!").
pub fn moved(at: (u8, u8), dx: i32, dy: i32) -> (u8, u8) {
    let from = spot_at(at.0, at.1);
    let mut to = at;
    for _ in 0..4 {
        let col = (to.0 as i32 + dx).clamp(0, COLS as i32 - 1) as u8;
        let row = (to.1 as i32 + dy).clamp(0, ROWS as i32 - 1) as u8;
        if (col, row) == to {
            break;
        }
        to = (col, row);
        if !from.is_building() || spot_at(col, row) != from {
            return to;
        }
    }
    // The building reaches the campus's edge: the cursor stays put.
    at
}

/// One frame of a person's decision (the console is theirs): the action to
/// play, if the buttons chose one.
pub fn input(c: &mut Campus, app: &mut App, game: &Game, legal: &[Action]) -> Input<Action> {
    let h = &mut c.human;
    // A walk goes on step by step, each step shown.
    if let Some(&next) = h.walk.first() {
        if game.phase() == Phase::Move {
            h.walk.remove(0);
            return Input::Play(Action::Step(next));
        }
        h.walk.clear();
    }
    if h.rehint.take() == Some(game.mover())
        && game.phase() == Phase::Move
        && legal.iter().any(|a| matches!(a, Action::Step(_)))
    {
        return Input::Hint;
    }
    if app.input.is_just_pressed(Button::Select) {
        return Input::Hint;
    }
    if app.input.is_just_pressed(Button::A)
        && let Some(a) = h.hinted.take()
    {
        h.rehint = matches!(a, Action::Step(_)).then_some(game.mover());
        return Input::Play(a);
    }
    let v = app.input.just_pressed_vector::<i32>();
    match h.mode {
        Mode::Menu => {
            if v.x != 0 && !h.menu.is_empty() {
                h.hinted = None;
                h.k = (h.k as i32 + v.x).rem_euclid(h.menu.len() as i32) as usize;
                app.sfx(Sfx::Select);
                let t = h.menu_text();
                c.say(&t);
            } else if app.input.is_just_pressed(Button::A) {
                match h.menu.get(h.k).copied() {
                    Some(Action::MinionStep { .. }) => {
                        h.mode = Mode::MinionFrom;
                        h.light_minions(legal);
                        c.say(words::MINION_FIRST);
                    }
                    Some(a) => return Input::Play(a),
                    None => {}
                }
            } else if (app.input.is_just_pressed(Button::B)
                || app.input.is_just_pressed(Button::L) && !h.reach.lit.is_empty())
                && game.phase() == Phase::Move
            {
                // L again goes back to the map as B does, where there is a
                // walk to choose (the playtest, session 32: L on "more
                // choices" did nothing, said nothing).
                agb::println!("rush: back to the map");
                app.sfx(Sfx::Select);
                h.mode = Mode::Walk;
                let t = h.first.clone();
                c.say(&t);
            } else if h.hinted.is_none() && (app.frames % 64 == 1 || v.y != 0) {
                // (A hint's or the guide's words stay until the choice changes.)
                let t = h.menu_text();
                c.say(&t);
            }
        }
        Mode::Walk | Mode::MinionFrom | Mode::MinionTo(_) => {
            if v.x != 0 || v.y != 0 {
                h.hinted = None;
                if core::mem::take(&mut h.refused) {
                    c.guide_again();
                }
                let h = &mut c.human;
                let (col, row) = moved(h.cursor, v.x, v.y);
                h.cursor = (col, row);
                if let Some((hc, hr)) = h.hand {
                    let on = spot_at(col, row) == spot_at(hc, hr);
                    agb::println!("rush: guide cursor={},{} on={}", col, row, on);
                }
                // On a lit block with enemies, the strip says what walking
                // in does; off it again, the prompt comes back.
                let fight = h.mode == Mode::Walk
                    && game.phase() == Phase::Move
                    && h.reach.fights.contains(&spot_at(col, row));
                if fight != h.on_fight {
                    h.on_fight = fight;
                    let t = if fight {
                        String::from(words::FIGHT_HERE)
                    } else {
                        h.first.clone()
                    };
                    c.say(&t);
                }
            }
            let h = &mut c.human;
            let here = spot_at(h.cursor.0, h.cursor.1);
            if app.input.is_just_pressed(Button::L) && game.phase() == Phase::Move {
                h.mode = Mode::Menu;
                app.sfx(Sfx::Select);
                let t = h.menu_text();
                c.say(&t);
            } else if app.input.is_just_pressed(Button::B) {
                match (game.phase(), h.mode) {
                    (Phase::Push { .. }, _) => return Input::Play(Action::Pass),
                    (_, Mode::MinionTo(_)) => {
                        h.mode = Mode::MinionFrom;
                        h.light_minions(legal);
                        c.say(words::MINION_FIRST);
                    }
                    (_, Mode::MinionFrom) => {
                        h.mode = Mode::Walk;
                        h.lit.clear();
                        let t = h.first.clone();
                        c.say(&t);
                    }
                    _ => {}
                }
            } else if app.input.is_just_pressed(Button::A) {
                return act_on(c, app, game, legal, here);
            }
        }
    }
    Input::Nothing
}

/// A on the block `here`.
fn act_on(
    c: &mut Campus,
    app: &mut App,
    game: &Game,
    legal: &[Action],
    here: Spot,
) -> Input<Action> {
    let h = &mut c.human;
    match (game.phase(), h.mode) {
        (Phase::Push { .. }, _) => return Input::Play(Action::Push(here)),
        (_, Mode::MinionFrom) => {
            if h.lit.contains(&here) {
                h.mode = Mode::MinionTo(here);
                h.light_minions(legal);
                app.sfx(Sfx::Select);
                c.say(words::MINION_TO);
            } else {
                app.sfx(Sfx::Error);
                c.say(words::MINION_FIRST);
            }
        }
        (_, Mode::MinionTo(from)) => {
            h.mode = Mode::Walk;
            return Input::Play(Action::MinionStep { from, to: here });
        }
        _ => {
            let path = h.reach.path(here);
            if path.is_empty() {
                let mine = here == game.player(game.mover()).at;
                if h.hand.is_some() && (!mine || !h.reach.lit.is_empty()) {
                    // The guided game: the yellow line stays.
                    agb::println!("rush: guided walk refused {}", here);
                    app.sfx(Sfx::Error);
                    c.say(&words::guided_refusal(mine));
                    c.human.refused = true;
                } else if mine && !h.reach.lit.is_empty() {
                    // A on his own block with blocks to walk to: a child
                    // pressing A again would end the turn from the menu,
                    // its points unused. L opens the menu.
                    agb::println!("rush: A on his own block: walk or L");
                    app.sfx(Sfx::Error);
                    c.say(words::HERE);
                } else if mine && !h.menu.is_empty() {
                    h.mode = Mode::Menu;
                    let t = h.menu_text();
                    c.say(&t);
                } else {
                    // The rules' own sentence when it is a step they refuse.
                    agb::println!("rush: refused walk {}", here);
                    app.sfx(Sfx::Error);
                    let why = words::not_lit(game, here, !h.reach.lit.is_empty());
                    c.say(&why);
                }
                return Input::Nothing;
            }
            h.walk = path;
            app.sfx(Sfx::Select);
            let first = h.walk.remove(0);
            return Input::Play(Action::Step(first));
        }
    }
    Input::Nothing
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test_case]
    fn one_press_always_leaves_a_building(_gba: &mut agb::Gba) {
        for row in 0..ROWS as u8 {
            for col in 0..COLS as u8 {
                let here = spot_at(col, row);
                for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                    let to = moved((col, row), dx, dy);
                    let edge = to == (col, row);
                    assert!(
                        edge || !here.is_building() || spot_at(to.0, to.1) != here,
                        "{col},{row} by {dx},{dy} stays in {here:?}"
                    );
                    // A street cell moves one cell.
                    if !here.is_building() && !edge {
                        let d = (to.0 as i32 - col as i32).abs() + (to.1 as i32 - row as i32).abs();
                        assert_eq!(d, 1);
                    }
                }
            }
        }
    }
}
