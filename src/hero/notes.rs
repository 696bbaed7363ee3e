//! The short sentences a child reads when a press does nothing (why not, and
//! what to do instead), and the question before L ends a turn.

use alloc::format;
use alloc::string::String;

use tabletop_core::hero::Edge;

use super::words;

/// A on an empty cell or an enemy with nothing picked: the cursor jumps to
/// `mini`, the side's next mini that can still go, and picks it.
pub fn jumped(mini: u8) -> String {
    format!("Here is {}:\nA on a lit cell moves it.", words::mini(mini))
}

/// A with nothing picked when every mini of the side has had its go.
pub const ALL_DONE: &str = "All your minis had a go.\nL: end turn";

/// A on one of your minis that has already moved and acted.
pub fn spent(mini: u8) -> String {
    format!(
        "{} is done.\nPick another or L: end turn",
        words::mini(mini)
    )
}

/// B with nothing picked.
pub const NOTHING_PICKED: &str = "Nothing to undo.\nA: pick a mini   L: end turn";

/// A "no" to ending the turn.
pub const KEEP_PLAYING: &str = "OK, keep playing!\nL: end turn when done";

/// R while aiming when the other way of attacking is refused (`why`: the
/// rules' sentence).
pub fn no_switch(why: &str, bomb: bool) -> String {
    let what = if bomb { "No bomb" } else { "No shot" };
    format!("{why}\n{what}. A fire, B back")
}

/// A on the edge side `seat` has taken (`edge`): `free` is the nearest edge
/// still to take.
pub fn edge_taken(seat: u8, edge: Edge, free: Edge) -> String {
    format!(
        "{} has the {} edge.\nPick the {} edge: A there.",
        words::side(seat),
        words::edge(edge),
        words::edge(free)
    )
}

/// The question before L ends side `seat`'s turn; `ready` of its minis
/// could still move or act.
pub fn end_turn(seat: u8, ready: usize) -> String {
    let left = match ready {
        0 => String::from("Every mini has had its go."),
        1 => String::from("1 mini could still go."),
        n => format!("{n} minis could still go."),
    };
    format!("End {}'s turn? {left}\nA yes, B no", words::side(seat))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every sentence fits the strip's two lines, in twelve words at most.
    #[test_case]
    fn notes_fit_the_strip(_gba: &mut agb::Gba) {
        let g = crate::text::Glyphs::new();
        let long = "A sniper can't shoot after moving.";
        for s in [
            jumped(19),
            spent(19),
            end_turn(3, 5),
            no_switch(long, true),
            edge_taken(3, Edge::South, Edge::North),
            String::from(ALL_DONE),
            String::from(NOTHING_PICKED),
            String::from(KEEP_PLAYING),
        ] {
            let w = words::wrap(&g, &s, words::STRIP_W);
            assert!(w.lines().count() <= words::STRIP_LINES, "too long: {}", s);
            // The few words a child needs (a playtester found them wordy).
            assert!(s.split_whitespace().count() <= 12, "wordy: {}", s);
        }
    }
}
