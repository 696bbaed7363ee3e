//! The short sentences a child reads when a press does nothing (why not, and
//! what to do instead), and the question before L ends a turn.

use alloc::format;
use alloc::string::String;

use tabletop_core::hero::setup::Misplaced;
use tabletop_core::hero::{Cell, Edge};

use super::words;

/// A on an empty cell or an enemy with nothing picked: the cursor jumps to
/// `mini`, the side's next mini that can still go, and picks it.
pub fn jumped(mini: u8) -> String {
    format!("Here is {}:\nA on a lit cell moves it.", words::mini(mini))
}

/// A with nothing picked when every mini of the side has had its go.
pub const ALL_DONE: &str = "All your minis had a go.\nL: end turn";

/// A on one of your minis that has had its go (moved and acted, or ran):
/// refused, with the word.
pub fn spent(mini: u8) -> String {
    format!(
        "{} has had its go.\nPick another. L: end turn",
        words::mini(mini)
    )
}

/// Nothing picked, and mini `medic` can use a medkit now (on itself or a
/// hurt teammate beside it): said on the prompt's second line, and the
/// medkit shows over the medic (no playtester had ever seen the medkit:
/// it showed only once the medic was picked).
pub fn medic(medic: u8) -> String {
    format!(
        "A: pick a mini   L: end turn\nMedkit! Pick {} to heal.",
        words::mini(medic)
    )
}

/// The picked `mini` can use a medkit on a teammate (the medkit shows
/// above each one it can heal): what A does there, with moving and (when
/// attacks are allowed, `aims`) aiming.
pub fn medkit(mini: u8, aims: bool) -> String {
    let then = if aims {
        "on an enemy aims, on a medkit heals."
    } else {
        "A on a medkit heals. B back"
    };
    format!("{}: A on a lit cell moves,\n{then}", words::mini(mini))
}

/// A on the picked mini's own cell: it stays picked.
pub fn already_here(mini: u8) -> String {
    format!(
        "{} is already here.\nA on a lit cell moves it. B: let go",
        words::mini(mini)
    )
}

/// In "Learn to play", A on a cell the picked `mini` cannot reach (`far`)
/// or on another than the hand's: it stays picked.
pub fn not_there(mini: u8, far: bool) -> String {
    if far {
        format!(
            "{} can't get there. Move the\nyellow box to the pink square, then A.",
            words::mini(mini)
        )
    } else {
        String::from("Not that square! Move the yellow\nbox to the pink square, then A.")
    }
}

/// B with nothing picked.
pub const NOTHING_PICKED: &str = "B: back. Nothing is picked.\nA: pick a mini   L: end turn";

/// Why a placing was refused (a child was refused with no reason).
pub fn misplaced(why: Misplaced) -> &'static str {
    match why {
        Misplaced::OffZone => "Not there: only on the lit squares\nby your side of the map.",
        Misplaced::Taken => "A mini is already there.\nPick a free lit square.",
        Misplaced::FarFromTeam => "Too far from the team: put it\n5 squares or less from a friend.",
        Misplaced::InRange => "An enemy could shoot it there.\nPick another lit square.",
    }
}

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
        "{} starts at the {}.\nPick the {}: A there.",
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
    format!("End {}'s turn? {left}\nA yes, B back", words::side(seat))
}

/// The cells on the straight line from `from` to `to` (both ends left
/// out), at most 48.
pub fn line(from: Cell, to: Cell) -> heapless::Vec<Cell, 48> {
    let mut out = heapless::Vec::new();
    let (x0, y0, x1, y1) = (
        i32::from(from.x),
        i32::from(from.y),
        i32::from(to.x),
        i32::from(to.y),
    );
    let (dx, dy) = ((x1 - x0).abs(), -(y1 - y0).abs());
    let (sx, sy) = ((x1 - x0).signum(), (y1 - y0).signum());
    let (mut x, mut y, mut err) = (x0, y0, dx + dy);
    while (x, y) != (x1, y1) {
        let e2 = 2 * err;
        if e2 >= dy {
            err += dy;
            x += sx;
        }
        if e2 <= dx {
            err += dx;
            y += sy;
        }
        if (x, y) != (x1, y1) && out.push(Cell::new(x as u8, y as u8)).is_err() {
            break;
        }
    }
    out
}

/// Why `shooter` cannot shoot `target` (hidden from it), in a child's
/// words: the tallest thing on the line between them (`height` of a cell:
/// 1 a crate, 2 a wall, 3 a house).
pub fn hidden(shooter: u8, target: u8, on_line: &[Cell], height: impl Fn(Cell) -> u8) -> String {
    let what = match on_line.iter().map(|&c| height(c)).max().unwrap_or(0) {
        1 => "A crate is in the way",
        2 => "A wall is in the way",
        3 => "A house is in the way",
        _ => "Walls are in the way",
    };
    // Who can't see whom on the first line, what is in the way on the
    // second: with the longest names ("Green big gun 5") the old order
    // wrapped to three lines.
    format!(
        "{} can't see {}:\n{what}. Move to see it!",
        words::mini(shooter),
        words::mini(target)
    )
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

    /// A wall on the line between a shooter and its target is named, and
    /// the line runs from one to the other, ends left out.
    #[test_case]
    fn a_hidden_target_names_what_is_in_the_way(_gba: &mut agb::Gba) {
        let l = line(Cell::new(2, 2), Cell::new(8, 5));
        assert_eq!(l.len(), 5);
        assert!(!l.contains(&Cell::new(2, 2)) && !l.contains(&Cell::new(8, 5)));
        let s = hidden(0, 5, &l, |c| u8::from(c == l[2]) * 2);
        assert!(s.contains("\nA wall is in the way."), "{}", s);
        let g = crate::text::Glyphs::new();
        let w = words::wrap(&g, &hidden(10, 15, &l, |_| 3), words::STRIP_W);
        assert!(w.lines().count() <= words::STRIP_LINES, "too long: {}", w);
    }
}
