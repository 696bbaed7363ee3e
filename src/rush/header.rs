//! The header over the message strip: whose turn it is, and who chooses
//! now when that is another player (a cube in the mover's turn), in the
//! chooser's colour; and the hand-over's words.

use alloc::format;
use alloc::string::String;

use super::options::seat_name;

/// The header's words and the seat whose colour they take. `chooser` is
/// the seat deciding (or whose choice's words are still shown), and
/// whether a person decides for it; otherwise the turn's player `mover`
/// is named, "(computer)" when `mover_person` is false.
/// The playtest (session 32): "Zombie, your choice!" then the Zombie's
/// cube words under "Jock's turn", and "Zombie's turn" in the jocks'
/// orange while the Jock chose: a child could not tell whose choice it
/// was. Both are said, in the chooser's colour.
pub fn header(
    players: u8,
    mover: u8,
    chooser: Option<(u8, bool)>,
    mover_person: bool,
) -> (String, u8) {
    let turn = seat_name(players, mover);
    match chooser {
        Some((c, _)) if c != mover => (
            format!("{} chooses ({turn}'s turn)", seat_name(players, c)),
            c,
        ),
        _ => {
            let who = if mover_person { "" } else { " (computer)" };
            (format!("{turn}'s turn{who}"), mover)
        }
    }
}

/// The header while a round's order is rolled: the round, and what
/// happens (said before the dice tumble).
pub fn round_header(round: u16) -> String {
    format!("Round {round}")
}

/// The hand-over's words for seat `seat` ("then press A." yellow, as every
/// other "Press A!").
pub fn handover(players: u8, seat: u8, mover: u8) -> String {
    // A question in another player's turn is that person's choice, not
    // their turn.
    let what = if seat == mover { "turn" } else { "choice" };
    format!(
        "{}, your {what}! Pass the console,\n{{3}}then press A.",
        seat_name(players, seat)
    )
}
