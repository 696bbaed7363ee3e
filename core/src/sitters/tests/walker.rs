//! The bit-set walker's bookkeeping and the notation's refusals, each checked
//! for its own reason (mutation testing of `reach.rs`, `board.rs` and
//! `notation.rs`).

extern crate std;

use std::string::ToString;

use super::super::board::{CELLS, Mask, neighbours};
use super::super::notation::ParseError;
use super::super::reach::Walker;
use super::super::{Game, Phase, Side};
use super::speed::positions;

/// The nodes a search of `max` steps visits, counted plainly: the start and
/// every self-avoiding path through open cells of at most `max - 1` steps
/// (a path's last step, onto a leaf's neighbour, is only recorded).
fn paths(at: usize, steps: u8, max: u8, open: &Mask, visited: &mut Mask) -> u32 {
    let mut n = 1;
    if steps + 1 >= max {
        return n;
    }
    for next in neighbours(at) {
        let next = next as usize;
        if next >= CELLS || visited.has(next) || !open.has(next) {
            continue;
        }
        visited.set(next);
        n += paths(next, steps + 1, max, open, visited);
        visited.clear(next);
    }
    n
}

#[test]
fn speed_a_walker_counts_every_node_and_stops_at_its_budget() {
    let mut checked = 0;
    for g in positions(6).iter().step_by(5) {
        for side in [Side::Goodie, Side::Baddie] {
            let (open, stop) = g.step_masks(side);
            g.markers(side).for_each(|from| {
                for max in 1..=6u8 {
                    let mut visited = Mask::default();
                    visited.set(from);
                    let want = paths(from, 0, max, &open, &mut visited);
                    let mut whole = Walker::new(from, max, open, &stop);
                    whole.run(u32::MAX);
                    assert!(whole.is_done());
                    assert_eq!(whole.nodes(), want, "{g} from {from}, {max} steps");
                    // In pieces: each run but the last visits its budget (and
                    // up to three leaves more); the runs add up to the nodes.
                    let mut w = Walker::new(from, max, open, &stop);
                    // (Starting visits the start, and its leaves at once
                    // when the search is two steps deep.)
                    let mut sum = w.nodes();
                    while !w.is_done() {
                        let n = w.run(5);
                        sum += n;
                        if !w.is_done() {
                            assert!((5..=8).contains(&n), "a run of budget 5 visited {n}");
                        }
                    }
                    assert_eq!((sum, w.nodes()), (want, want));
                    assert_eq!(w.by_roll(), whole.by_roll());
                    checked += 1;
                }
            });
        }
    }
    assert!(checked > 100, "{checked} searches");
}

#[test]
fn api_mask_is_empty_only_with_no_cell_in_any_word() {
    assert!(Mask::default().is_empty());
    for cells in [[0usize, 32], [32, 64], [0, 64], [5, 69]] {
        let mut m = Mask::default();
        for c in cells {
            m.set(c);
        }
        assert!(!m.is_empty(), "{cells:?}");
    }
    for c in 0..CELLS {
        let mut m = Mask::default();
        m.set(c);
        assert!(!m.is_empty(), "{c}");
    }
}

/// The seven board rows of a new game (no pieces).
const BOARD: [&str; 7] = [
    "G..CCCCCBB",
    "G..CCCCCCB",
    "G..CCCCCCCS",
    "..........S",
    "G..CCCCCCCS",
    "G..CCCCCCB",
    "G..CCCCCBB",
];

fn text(header: &str, rows: [&str; 7]) -> std::string::String {
    let mut s = header.to_string();
    for r in rows {
        s.push('\n');
        s.push_str(r);
    }
    s
}

fn refused(t: &str, why: &str) {
    match t.parse::<Game>() {
        Ok(_) => panic!("accepted:\n{t}"),
        Err(e) => assert_eq!(e.to_string(), why, "{t}"),
    }
}

const HEAD: &str = "roll goodie | round 1 turn 0 | gold 0 | safe 0 | lost 0 0";

#[test]
fn notation_each_refusal_gives_its_own_reason() {
    assert_eq!(ParseError("a reason").to_string(), "a reason");
    // A space's own letter only: a baddie start shown on a goodie start, a
    // plain space on a chest space.
    let mut rows = BOARD;
    rows[0] = "B..CCCCCBB";
    refused(&text(HEAD, rows), "unexpected character on the board");
    rows[0] = "G...CCCCBB";
    refused(&text(HEAD, rows), "unexpected character on the board");
    // Four goodies on the board and one lost: five, one more than the box.
    let mut rows = BOARD;
    for r in [0, 1, 5, 6] {
        rows[r] = [
            "g..CCCCCBB",
            "g..CCCCCCB",
            "",
            "",
            "",
            "g..CCCCCCB",
            "g..CCCCCBB",
        ][r];
    }
    let four = text(
        "roll goodie | round 1 turn 0 | gold 0 | safe 0 | lost 0 0",
        rows,
    );
    assert!(four.parse::<Game>().is_ok());
    refused(
        &text(
            "roll goodie | round 1 turn 0 | gold 0 | safe 0 | lost 1 0",
            rows,
        ),
        "more markers than in the box",
    );
    // Eight chests are the box's; a ninth, or 49 gold, is too many.
    let mut rows = BOARD;
    rows[2] = "G..ccccccCS";
    rows[4] = "G..ccCCCCCS";
    let eight = text(HEAD, rows);
    assert_eq!(
        eight.parse::<Game>().map(|g| g.to_string()),
        Ok(eight.clone())
    );
    rows[4] = "G..cccCCCCS";
    refused(&text(HEAD, rows), "too many chests or too much gold");
    let most = text(
        "roll goodie | round 1 turn 0 | gold 48 | safe 0 | lost 0 0",
        BOARD,
    );
    assert_eq!(
        most.parse::<Game>().map(|g| g.gold()),
        Ok(48),
        "48 gold, the most"
    );
    refused(
        &text(
            "roll goodie | round 1 turn 0 | gold 49 | safe 0 | lost 0 0",
            BOARD,
        ),
        "too many chests or too much gold",
    );
}

#[test]
fn notation_reads_the_loot_choice() {
    let t = text(
        "loot 6 | round 2 turn 1 | gold 6 | safe 0 | lost 0 0",
        BOARD,
    );
    let g: Game = t.parse().expect("a loot choice reads");
    assert_eq!(g.phase(), Phase::LootChoice { roll: 6 });
    assert_eq!(g.to_string(), t);
}

/// The path a move animates is the first in up, down, left, right order: a
/// marker going round a blocked square passes above it, not below, and one
/// going round a blocked column passes left of it, not right.
#[test]
fn api_a_moves_path_tries_up_down_left_right_in_that_order() {
    use super::super::reach::find_path;
    use super::super::{Path, Pos};
    let open_but = |blocked: Pos| {
        let mut open = Mask::default();
        for i in 0..CELLS {
            if Pos::from_index(i).index() == Some(i) && Pos::from_index(i) != blocked {
                open.set(i);
            }
        }
        open
    };
    let cells = |p: &Path| {
        p.iter()
            .map(|q| (q.row, q.col))
            .collect::<std::vec::Vec<_>>()
    };
    let stop = Mask::default();
    // Along row 3, (3,3) blocked: round it above.
    let at = |r, c| Pos::new(r, c).index().unwrap();
    let mut path = Path::new();
    assert!(find_path(
        at(3, 2),
        at(3, 4),
        4,
        &open_but(Pos::new(3, 3)),
        &stop,
        &mut path
    ));
    assert_eq!(cells(&path), [(3, 2), (2, 2), (2, 3), (2, 4), (3, 4)]);
    // Down column 1 from (2,1) to (4,1), (3,1) blocked: round it on the left.
    assert!(find_path(
        at(2, 1),
        at(4, 1),
        4,
        &open_but(Pos::new(3, 1)),
        &stop,
        &mut path
    ));
    assert_eq!(cells(&path), [(2, 1), (2, 0), (3, 0), (4, 0), (4, 1)]);
}
