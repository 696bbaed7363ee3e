//! The text form of a position: a header line, then the seven board rows.
//!
//! ```text
//! move goodie 4 | round 3 turn 1 | gold 5 | safe 1 | lost 1 0
//! G..CCcCCBb
//! g..CCCCCCb
//! G..CCCCCCCS
//! ..........S
//! G..CCCCCCCS
//! G..CcCCCCB
//! G..CCCCCBB
//! ```
//!
//! Empty cells show their kind (`G` goodie start, `B` baddie start, `C` chest
//! space, `.` plain, `S` safe zone); pieces are `g` goodie, `b` baddie, `c`
//! chest. Rows 0, 1, 5 and 6 have ten cells, rows 2..=4 eleven (the safe zone).
//! The header gives the phase (`place-goodie`, `place-goodie-chest`,
//! `place-baddie-chest`, `roll goodie`, `move baddie 3`, `loot 6`, `over`), the
//! round and turn within it (0, 1 goodies, 2 baddies), the gold, the survivors
//! and the defeated goodies and baddies. The die seed is not part of the text.

use core::fmt::{self, Write};
use core::str::FromStr;

use super::board::CELLS;
use super::game::{BADDIE, CHEST, EMPTY, GOODIE, Game};
use super::{BADDIES, CellKind, GOODIES, Phase, Pos, ROWS, Side, cell_kind};

/// Why a position text could not be read.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ParseError(pub &'static str);

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

fn side_name(s: Side) -> &'static str {
    match s {
        Side::Goodie => "goodie",
        Side::Baddie => "baddie",
    }
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.phase {
            Phase::PlaceGoodie => f.write_str("place-goodie")?,
            Phase::PlaceGoodieChest => f.write_str("place-goodie-chest")?,
            Phase::PlaceBaddieChest => f.write_str("place-baddie-chest")?,
            Phase::Roll { side } => write!(f, "roll {}", side_name(side))?,
            Phase::Move { side, roll } => write!(f, "move {} {}", side_name(side), roll)?,
            Phase::LootChoice { roll } => write!(f, "loot {roll}")?,
            Phase::Over => f.write_str("over")?,
        }
        write!(
            f,
            " | round {} turn {} | gold {} | safe {} | lost {} {}",
            self.round, self.turn, self.gold, self.survivors, self.defeated[0], self.defeated[1]
        )?;
        for r in 0..ROWS {
            f.write_char('\n')?;
            for c in 0..11u8 {
                let p = Pos::new(r as u8, c);
                let kind = cell_kind(p);
                if kind == CellKind::Void {
                    continue;
                }
                let ch = match p.index().map(|i| self.code(i)) {
                    Some(GOODIE) => 'g',
                    Some(BADDIE) => 'b',
                    Some(CHEST) => 'c',
                    _ => kind_char(kind),
                };
                f.write_char(ch)?;
            }
        }
        Ok(())
    }
}

fn kind_char(k: CellKind) -> char {
    match k {
        CellKind::GoodieStart => 'G',
        CellKind::BaddieStart => 'B',
        CellKind::Chest => 'C',
        CellKind::Plain => '.',
        CellKind::Safe => 'S',
        CellKind::Void => ' ',
    }
}

fn num<T: FromStr>(w: Option<&str>, what: &'static str) -> Result<T, ParseError> {
    w.and_then(|s| s.parse().ok()).ok_or(ParseError(what))
}

fn parse_side(w: Option<&str>) -> Result<Side, ParseError> {
    match w {
        Some("goodie") => Ok(Side::Goodie),
        Some("baddie") => Ok(Side::Baddie),
        _ => Err(ParseError("expected goodie or baddie")),
    }
}

fn parse_roll(w: Option<&str>) -> Result<u8, ParseError> {
    let r: u8 = num(w, "expected a die face")?;
    if (1..=6).contains(&r) {
        Ok(r)
    } else {
        Err(ParseError("a die face is 1 to 6"))
    }
}

fn parse_header(line: &str, g: &mut Game) -> Result<(), ParseError> {
    let mut parts = line.split('|');
    let mut phase = parts.next().unwrap_or("").split_whitespace();
    g.phase = match phase.next() {
        Some("place-goodie") => Phase::PlaceGoodie,
        Some("place-goodie-chest") => Phase::PlaceGoodieChest,
        Some("place-baddie-chest") => Phase::PlaceBaddieChest,
        Some("roll") => Phase::Roll {
            side: parse_side(phase.next())?,
        },
        Some("move") => {
            let side = parse_side(phase.next())?;
            Phase::Move {
                side,
                roll: parse_roll(phase.next())?,
            }
        }
        Some("loot") => Phase::LootChoice {
            roll: parse_roll(phase.next())?,
        },
        Some("over") => Phase::Over,
        _ => return Err(ParseError("unknown phase")),
    };
    for part in parts {
        let mut w = part.split_whitespace();
        match w.next() {
            Some("round") => {
                g.round = num(w.next(), "bad round")?;
                let _ = w.next();
                g.turn = num(w.next(), "bad turn")?;
                if g.turn > 2 || g.round == 0 {
                    return Err(ParseError("turn is 0..2 and round from 1"));
                }
            }
            Some("gold") => g.gold = num(w.next(), "bad gold")?,
            Some("safe") => g.survivors = num(w.next(), "bad safe count")?,
            Some("lost") => {
                g.defeated[0] = num(w.next(), "bad lost count")?;
                g.defeated[1] = num(w.next(), "bad lost count")?;
            }
            _ => return Err(ParseError("unknown header field")),
        }
    }
    Ok(())
}

impl FromStr for Game {
    type Err = ParseError;

    /// Reads the text form (surrounding blank lines and indentation are
    /// ignored). The die is seeded with 0; use [`Game::reseed`].
    fn from_str(s: &str) -> Result<Game, ParseError> {
        let mut lines = s.lines().map(str::trim).filter(|l| !l.is_empty());
        let mut g = Game::new(0);
        parse_header(lines.next().ok_or(ParseError("empty text"))?, &mut g)?;
        for r in 0..ROWS {
            let line = lines.next().ok_or(ParseError("expected 7 board rows"))?;
            let mut chars = line.chars();
            for c in 0..11u8 {
                let p = Pos::new(r as u8, c);
                let kind = cell_kind(p);
                if kind == CellKind::Void {
                    continue;
                }
                let ch = chars.next().ok_or(ParseError("board row too short"))?;
                let code = match ch {
                    'g' => GOODIE,
                    'b' => BADDIE,
                    'c' => CHEST,
                    _ if ch == kind_char(kind) => EMPTY,
                    _ => return Err(ParseError("unexpected character on the board")),
                };
                if (code == CHEST && kind != CellKind::Chest)
                    || (code != EMPTY && kind == CellKind::Safe)
                {
                    return Err(ParseError("piece on a space it can't be on"));
                }
                if let Some(i) = p.index() {
                    g.cells[i] = code;
                }
            }
            if chars.next().is_some() {
                return Err(ParseError("board row too long"));
            }
        }
        if lines.next().is_some() {
            return Err(ParseError("text after the board"));
        }
        let count = |code| (0..CELLS).filter(|&i| g.cells[i] == code).count() as u8;
        g.on_board = [count(GOODIE), count(BADDIE)];
        g.chests = count(CHEST);
        let goodies = g.on_board[0] as u16 + g.survivors as u16 + g.defeated[0] as u16;
        if goodies > GOODIES as u16 || g.on_board[1] as u16 + g.defeated[1] as u16 > BADDIES as u16
        {
            return Err(ParseError("more markers than in the box"));
        }
        if g.chests > 8 || g.gold > 48 {
            return Err(ParseError("too many chests or too much gold"));
        }
        Ok(g)
    }
}
