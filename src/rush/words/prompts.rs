//! What the person deciding is asked: the prompt of each phase, and why
//! a carrier can not get home this turn.

use alloc::format;
use alloc::string::String;

use tabletop_core::rush::{Game, Phase};

use super::seat_name;

/// What the person deciding is asked now. With a menu (every decision but
/// walking and pushing) it is one line, the menu's line goes under it.
pub fn prompt(game: &Game, seat: u8) -> String {
    prompt_with(game, seat, false)
}

/// [`prompt`], where `fight` says a lit block has enemies in it: walking in
/// starts a fight, and the walk's prompt says so.
pub fn prompt_with(game: &Game, seat: u8, fight: bool) -> String {
    let players = game.players();
    let who = seat_name(players, seat);
    let mover = seat_name(players, game.mover());
    match game.phase() {
        Phase::Reappear { .. } => format!("{who}: bring {mover} back with a cube?"),
        Phase::Nudge { result, .. } => {
            if game.landing(game.team_of(seat), result).is_cloud() {
                format!("{who}: she goes to the Cloud. Change it?")
            } else {
                format!("{who}: she lands on {result}. Change it?")
            }
        }
        Phase::NudgeSign { d6, .. } => {
            // Where each choice sends her is on the menu's line (a
            // building, or the Cloud): two bare numbers here read as a sum
            // that went wrong (the playtest: "16 or 4?" beside "the Cloud").
            format!("{who}: cube die {d6}. Add or take away?")
        }
        Phase::Flee { .. } => format!("{who}: make {mover} flee with a cube?"),
        Phase::Push { left, .. } => {
            format!("{who}: push {mover} to a lit block\n({left} left). B stops.")
        }
        // Carrying her with home out of reach: why he can not get in (the
        // playtest, session 32: a zombie beside his base got only "End my
        // turn", then was pushed back: "Not fair! What happened?").
        Phase::Move if home_far(game, seat).is_some() => format!(
            "{who}: {}\nL: more choices   SELECT: hint",
            home_far(game, seat).unwrap_or_default()
        ),
        Phase::Move if game.points() == 0 => {
            format!("{who}: no points left.\nL: more choices   SELECT: hint")
        }
        Phase::Move => format!(
            "{who}: {} {}. {}\nL: more choices   SELECT: hint",
            game.points(),
            if game.points() == 1 {
                "point"
            } else {
                "points"
            },
            // The paper's minion point must be spent: the turn can not end,
            // nor a cube be taken, until a minion has moved.
            if game.minion_due() {
                "A minion must move."
            } else if game.can_pick_up() {
                "L: grab the princess!"
            } else if fight {
                "Walk onto red: fight!"
            } else {
                "A: walk to a lit block."
            }
        ),
        Phase::Relay => format!("{who}: hand the princess over?"),
        Phase::Hold => format!("{who}: let her go before you roll?"),
        Phase::Target => format!("{who}: whom do you fight?"),
        Phase::Declare { .. } => {
            format!("{who}: add cubes? (you have {})", game.player(seat).cubes)
        }
        _ => String::new(),
    }
}

/// Why a carrier of the enemy princess can not walk home this turn: his
/// points are fewer than the steps home (in and out of a building count).
/// `None` when he is not carrying her, or home is in reach.
fn home_far(game: &Game, seat: u8) -> Option<String> {
    if seat != game.mover() || !game.is_carrying(seat) || game.minion_due() {
        return None;
    }
    let home = game.team_of(seat).base();
    let steps = tabletop_core::rush::map::distance(game.player(seat).at, home);
    let points = game.points();
    (steps > points).then(|| match points {
        0 => String::from("no points, home next turn!"),
        p => format!(
            "{}, home is {} away.",
            crate::plural::count(p, "point", "points"),
            crate::plural::count(steps, "step", "steps")
        ),
    })
}

/// The walk's prompt when points are left but no block is in reach (the
/// next costs more, the way is blocked, or the walk was stopped): why the
/// menu opened at once.
pub fn nowhere(game: &Game, seat: u8) -> String {
    format!(
        "{}: {} left, nowhere to walk.",
        seat_name(game.players(), seat),
        crate::plural::count(game.points(), "point", "points")
    )
}
