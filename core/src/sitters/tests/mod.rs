//! Host tests for SiTTeRS: one named test per paper rule and per ruling, the
//! text notation, golden move tables and the AI.

extern crate std;

use std::string::String;

use super::{Action, ActionList, DestinationList, Events, Game, Pos};

mod ai;
mod contract;
mod damaged;
mod guide;
mod notation;
mod paths;
mod rules;
mod rulings;
mod speed;
mod walker;

/// Parses a position (panics on bad text: tests only).
pub(super) fn game(text: &str) -> Game {
    match text.parse() {
        Ok(g) => g,
        Err(e) => panic!("bad test position: {e}"),
    }
}

/// Applies a legal action, returning its events.
pub(super) fn apply(g: &mut Game, a: Action) -> Events {
    let mut ev = Events::new();
    if let Err(e) = g.try_apply(a, &mut ev) {
        panic!("{a:?} refused: {e}\n{g}");
    }
    ev
}

/// A position shorthand.
pub(super) const fn p(row: u8, col: u8) -> Pos {
    Pos::new(row, col)
}

/// The board rows of `g` with `*` on each destination of the marker at `from`.
pub(super) fn marked(g: &Game, from: Pos) -> String {
    let mut d = DestinationList::new();
    g.destinations(from, &mut d);
    let text = std::format!("{g}");
    let mut out = String::new();
    for (r, line) in text.lines().skip(1).enumerate() {
        for (c, ch) in line.chars().enumerate() {
            let here = d.iter().any(|(q, _)| *q == p(r as u8, c as u8));
            out.push(if here { '*' } else { ch });
        }
        out.push('\n');
    }
    out
}

/// The legal actions now.
pub(super) fn legal(g: &Game) -> ActionList {
    let mut a = ActionList::new();
    g.legal_actions(&mut a);
    a
}

/// Trims the indentation of a golden board.
pub(super) fn golden(s: &str) -> String {
    let mut out = String::new();
    for l in s.lines().map(str::trim).filter(|l| !l.is_empty()) {
        out.push_str(l);
        out.push('\n');
    }
    out
}
