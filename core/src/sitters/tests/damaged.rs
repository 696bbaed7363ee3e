//! Saves damaged byte by byte: each of `is_sound`'s checks refuses a state
//! the notation cannot write (a piece off the board, counts that disagree
//! with the board, more than the box holds, a turn, round or roll out of
//! range). The bytes to damage are found by saving two positions that
//! differ in just that field.

extern crate std;

use std::format;
use std::string::String;
use std::vec::Vec;

use super::super::board::{CELLS, CellKind, KINDS};
use super::super::game::{CHEST, EMPTY};
use super::super::{Game, Pos};
use crate::contract::LoadError;
use crate::contract::Saved;
use crate::contract::save::{decode, encode};

const ROWS: [&str; 7] = [
    "G..CCCCCBB",
    "G..CCCCCCB",
    "G..CCCCCCCS",
    "..........S",
    "G..CCCCCCCS",
    "G..CCCCCCB",
    "G..CCCCCBB",
];

fn game(header: &str, rows: [&str; 7]) -> Game {
    let mut t = String::from(header);
    for r in rows {
        t.push('\n');
        t.push_str(r);
    }
    t.parse().unwrap_or_else(|e| panic!("{e}: {t}"))
}

const HEAD: &str = "roll goodie | round 1 turn 0 | gold 0 | safe 0 | lost 0 0";

fn save(g: &Game) -> ([u8; 256], usize) {
    let mut buf = [0u8; 256];
    let n = encode(g, &mut buf).unwrap();
    (buf, n)
}

fn differ(a: &Game, b: &Game) -> Vec<usize> {
    let ((x, n), (y, m)) = (save(a), save(b));
    assert_eq!(n, m);
    (0..n).filter(|&i| x[i] != y[i]).collect()
}

fn refused(bytes: &[u8], what: &str) {
    assert_eq!(
        decode::<Game>(bytes).err(),
        Some(LoadError::Damaged),
        "{what}"
    );
}

fn loads(bytes: &[u8], what: &str) {
    assert!(decode::<Game>(bytes).is_ok(), "{what} loads");
}

/// The save's byte of cell 0, and of the on-board goodie count.
fn cells_and_goodies() -> (usize, usize) {
    let mut rows = ROWS;
    let a = game(HEAD, rows);
    rows[0] = "g..CCCCCBB";
    let at = differ(&a, &game(HEAD, rows));
    assert_eq!(at.len(), 2, "the cell and the count: {at:?}");
    (at[0], at[1])
}

#[test]
fn api_save_with_pieces_that_disagree_with_the_board_is_refused() {
    let (cell0, goodies) = cells_and_goodies();
    let g = game(HEAD, ROWS);
    let (buf, n) = save(&g);
    loads(&buf[..n], "the empty board");
    let void = (0..CELLS).find(|&i| KINDS[i] == CellKind::Void).unwrap();
    let plain = (0..CELLS).find(|&i| KINDS[i] == CellKind::Plain).unwrap();
    // A goodie on the board with the count saying none; then the count too.
    let mut d = buf;
    d[cell0 + plain] = buf[cell0 + plain] + 1;
    let goodie = {
        let mut rows = ROWS;
        rows[0] = "g..CCCCCBB";
        save(&game(HEAD, rows)).0[cell0]
    };
    for code in 1..=3u8 {
        d[cell0 + plain] = code;
        refused(&d[..n], &format!("piece {code} not counted"));
    }
    d[cell0 + plain] = goodie;
    d[goodies] = 1;
    loads(&d[..n], "a counted goodie on a plain space");
    // The same goodie off the board (on a void cell), or a piece code
    // that is no piece.
    let mut off = d;
    off[cell0 + plain] = buf[cell0 + plain];
    off[cell0 + void] = goodie;
    refused(&off[..n], "a goodie off the board");
    let mut odd = buf;
    odd[cell0 + plain] = 9;
    refused(&odd[..n], "no such piece");
}

#[test]
fn api_save_with_more_than_the_box_holds_is_refused() {
    // Four goodies and one more safe, then six baddies and one more lost.
    let mut rows = ROWS;
    rows[0] = "g..CCCCCbb";
    rows[1] = "g..CCCCCCb";
    rows[5] = "g..CCCCCCb";
    rows[6] = "g..CCCCCbb";
    let full = game(HEAD, rows);
    let (buf, n) = save(&full);
    loads(&buf[..n], "a full box");
    let safe = differ(
        &game(HEAD, ROWS),
        &game(
            "roll goodie | round 1 turn 0 | gold 0 | safe 1 | lost 0 0",
            ROWS,
        ),
    );
    let lost = differ(
        &game(HEAD, ROWS),
        &game(
            "roll goodie | round 1 turn 0 | gold 0 | safe 0 | lost 0 1",
            ROWS,
        ),
    );
    let lost_g = differ(
        &game(HEAD, ROWS),
        &game(
            "roll goodie | round 1 turn 0 | gold 0 | safe 0 | lost 1 0",
            ROWS,
        ),
    );
    for (at, what) in [
        (safe, "a fifth goodie safe"),
        (lost, "a seventh baddie lost"),
        (lost_g, "a fifth goodie lost"),
    ] {
        assert_eq!(at.len(), 1);
        let mut d = buf;
        d[at[0]] = 1;
        refused(&d[..n], what);
    }
    // Nine chests, counted, are one more than the box's eight.
    let mut rows = ROWS;
    rows[2] = "G..ccccccCS";
    rows[4] = "G..cCCCCCCS";
    let seven = game(HEAD, rows);
    rows[4] = "G..ccCCCCCS";
    let eight = game(HEAD, rows);
    let (buf, n) = save(&eight);
    loads(&buf[..n], "eight chests");
    let (cell0, _) = cells_and_goodies();
    let at = differ(&seven, &eight);
    assert_eq!(at.len(), 2, "the cell and the count");
    let count = at[1];
    assert!(count >= cell0 + CELLS);
    let ninth = cell0 + Pos::new(4, 5).index().unwrap();
    assert_eq!(buf[ninth], EMPTY);
    let mut d = buf;
    d[ninth] = CHEST;
    d[count] = 9;
    refused(&d[..n], "nine chests");
    d[ninth] = EMPTY;
    d[count] = 8;
    loads(&d[..n], "eight chests again");
}

#[test]
fn api_save_with_a_turn_round_or_roll_out_of_range_is_refused() {
    let head = |phase: &str, round: u16, turn: u8| {
        game(
            &format!("{phase} | round {round} turn {turn} | gold 0 | safe 0 | lost 0 0"),
            ROWS,
        )
    };
    let turn = differ(&head("roll goodie", 1, 0), &head("roll goodie", 1, 1));
    let round = differ(&head("roll goodie", 1, 0), &head("roll goodie", 2, 0));
    let roll = differ(&head("move goodie 2", 1, 0), &head("move goodie 3", 1, 0));
    let loot = differ(&head("loot 2", 1, 0), &head("loot 3", 1, 0));
    for (at, g, good, bad, what) in [
        (turn, head("roll goodie", 1, 0), 2, 3, "turn"),
        (round, head("roll goodie", 1, 0), 1, 0, "round"),
        (roll.clone(), head("move goodie 2", 1, 0), 6, 7, "roll"),
        (roll, head("move goodie 2", 1, 0), 1, 0, "roll"),
        (loot, head("loot 2", 1, 0), 6, 7, "loot roll"),
    ] {
        assert_eq!(at.len(), 1, "{what}: {at:?}");
        let (buf, n) = save(&g);
        let mut d = buf;
        d[at[0]] = good;
        loads(&d[..n], &format!("{what} {good}"));
        d[at[0]] = bad;
        refused(&d[..n], &format!("{what} {bad}"));
    }
}

/// The last round and the last loot square are the edges of what a game
/// reaches (a game never goes past [`MAX_ROUNDS`]: the end of its last
/// round ends it); one past either is damage.
#[test]
fn api_save_round_and_loot_square_have_exact_edges() {
    use super::super::MAX_ROUNDS;
    let mut g = game(HEAD, ROWS);
    g.round = MAX_ROUNDS;
    assert!(g.is_sound(), "the last round");
    g.round = MAX_ROUNDS + 1;
    assert!(!g.is_sound(), "a round past the last");
    g.round = 1;
    g.loot_at = (CELLS - 1) as u8;
    assert!(g.is_sound(), "the last square");
    g.loot_at = CELLS as u8;
    assert!(!g.is_sound(), "a square past the board");
    // Through a save: the round is refused when loaded.
    g.loot_at = 0;
    g.round = MAX_ROUNDS;
    let (buf, n) = save(&g);
    loads(&buf[..n], "the last round");
    let mut h = g.clone();
    h.round = MAX_ROUNDS + 1;
    let (bad, m) = save(&h);
    refused(&bad[..m], "a round past the last");
}

#[test]
fn api_a_save_names_where_the_game_stands() {
    let standing = |g: &Game| {
        let mut s = String::new();
        g.standing(&mut s).unwrap();
        s
    };
    let head = |phase: &str| {
        game(
            &format!("{phase} | round 3 turn 2 | gold 0 | safe 0 | lost 0 0"),
            ROWS,
        )
    };
    assert_eq!(standing(&head("roll baddie")), "Round 3, baddies' turn");
    assert_eq!(
        standing(&game(
            "roll goodie | round 4 turn 0 | gold 0 | safe 0 | lost 0 0",
            ROWS
        )),
        "Round 4, goodies' turn"
    );
    assert_eq!(standing(&Game::new(1)), "Setting up");
    // The dice's state, which seeds a resumed game's computer decisions:
    // each seed its own, and the same after a save is loaded.
    let (a, b) = (Game::new(1), Game::new(2));
    assert_ne!(a.dice_state(), b.dice_state());
    for g in [a, b] {
        let (buf, n) = save(&g);
        let back = decode::<Game>(&buf[..n]).unwrap();
        assert_eq!(back.dice_state(), g.dice_state());
    }
}

/// Through the shared contract, a thinker says it is stuck only when the
/// position leaves it nothing to choose (a finished game), never while it
/// has a move to find.
#[test]
fn api_contract_thinker_is_stuck_only_with_nothing_to_choose() {
    use super::super::ai::Thinker;
    use crate::contract::{Level, Think};
    let playing = game(HEAD, ROWS);
    let over = game("over | round 5 turn 2 | gold 0 | safe 0 | lost 0 0", ROWS);
    for level in [Level::Easy, Level::Hard] {
        let mut t = <Thinker as Think<Game>>::start(&playing, level, 3);
        assert!(!Think::<Game>::is_stuck(&t), "{level:?} before thinking");
        let mut steps = 0;
        while Think::<Game>::step(&mut t, &playing, 1000).is_none() {
            assert!(!Think::<Game>::is_stuck(&t), "{level:?} while thinking");
            steps += 1;
            assert!(steps < 10_000, "{level:?} never decides");
        }
        let mut t = <Thinker as Think<Game>>::start(&over, level, 3);
        for _ in 0..100 {
            assert_eq!(Think::<Game>::step(&mut t, &over, 1000), None);
        }
        assert!(
            Think::<Game>::is_stuck(&t),
            "{level:?} with nothing to choose"
        );
    }
}
