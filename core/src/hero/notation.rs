//! A text form of a position, so tests read like a drawn battlefield.
//!
//! ```text
//! hero players=2 phase=play round=2 turn=0 order=0,1 edges=n,s
//! ....................
//! ...A..2.....F.......
//! ....................
//! A hp=6 heavy heavy bombs=0 medkits=1 spent=0
//! F hp=3 light medium bombs=2 medkits=0 spent=0 acted
//! ```
//!
//! * The header's keys may be left out (defaults: 2 players, play, round 2,
//!   turn 0, order 0,1,…, edges n,s,w,e, nobody defeated, `outcome` only
//!   when over; `house=` and the house rules' names, separated by
//!   commas, when any is on).
//! * Then the rows of the battlefield from the top: `.` open, `:` rough,
//!   `1`–`3` obstacle heights (`a`–`c` rough heights), and minis as letters:
//!   mini `i` is `A` + i (seat 0's are `A`–`E`, the hero `A`; seat 1's
//!   `F`–`J`, the hero `F`; …). Rows and columns left out are open ground;
//!   an empty line is an open row.
//! * Then a line per mini: its letter, hit points, armour, weapon, explosives,
//!   medkits, half units moved, and the words `acted`, `sniped`, `out` when
//!   set, and `on=<letter>` for the ground under it when that is not open.
//!   A mini without a line has 6 hit points and a medium weapon only.

use core::fmt::{self, Write};
use core::str::FromStr;

use super::field::Field;
use super::game::{Game, Mini};
use super::gear::{ARMY, Armour, Kit, Weapon};
use super::{Cell, Edge, H, HP, House, MAX_PLAYERS, Outcome, Phase, W};
use crate::contract::Dice;

/// Why a text is not a position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ParseError {
    /// The first line does not start with `hero`.
    Header,
    /// A header key or value is wrong.
    Key,
    /// A battlefield row has a letter that is neither ground nor a mini.
    Ground,
    /// A mini's line is wrong.
    MiniLine,
    /// The same mini is drawn twice.
    Twice,
}

fn phase_text(p: Phase, w: &mut fmt::Formatter<'_>) -> fmt::Result {
    match p {
        Phase::Roll => w.write_str("roll"),
        Phase::Edge(k) => write!(w, "edge{k}"),
        Phase::Place(k) => write!(w, "place{k}"),
        Phase::Play => w.write_str("play"),
        Phase::Over => w.write_str("over"),
    }
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = usize::from(self.players);
        write!(f, "hero players={} phase=", self.players)?;
        phase_text(self.phase, f)?;
        write!(f, " round={} turn={} order=", self.round, self.turn)?;
        for (k, o) in self.order[..n].iter().enumerate() {
            if k > 0 {
                f.write_char(',')?;
            }
            write!(f, "{o}")?;
        }
        f.write_str(" edges=")?;
        for (k, e) in self.edges[..n].iter().enumerate() {
            if k > 0 {
                f.write_char(',')?;
            }
            f.write_char(e.map_or('-', Edge::letter))?;
        }
        f.write_str(" defeated=")?;
        for d in &self.defeated[..n] {
            f.write_char(if *d { '1' } else { '0' })?;
        }
        if self.house != House::NONE {
            f.write_str(" house=")?;
            self.house.write_names(f)?;
        }
        match self.outcome {
            Some(Outcome::Won(s)) => write!(f, " outcome=won{s}")?,
            Some(Outcome::Draw) => f.write_str(" outcome=draw")?,
            Some(Outcome::Unfinished) => f.write_str(" outcome=unfinished")?,
            None => {}
        }
        f.write_char('\n')?;
        for y in 0..H {
            for x in 0..W {
                let c = Cell::new(x as u8, y as u8);
                match self.mini_at(c) {
                    Some(i) => f.write_char((b'A' + i) as char)?,
                    None => f.write_char(self.field.letter(c))?,
                }
            }
            f.write_char('\n')?;
        }
        for (i, m) in self.minis.iter().enumerate() {
            write!(
                f,
                "{} hp={} {} {} bombs={} medkits={} spent={}",
                (b'A' + i as u8) as char,
                m.hp,
                m.kit.armour.name(),
                m.kit.weapon.name(),
                m.kit.bombs,
                m.kit.medkits,
                m.spent
            )?;
            for (on, word) in [(m.acted, " acted"), (m.sniped, " sniped"), (m.out, " out")] {
                if on {
                    f.write_str(word)?;
                }
            }
            if let Some(c) = m.at {
                let g = self.field.letter(c);
                if g != '.' {
                    write!(f, " on={g}")?;
                }
            }
            f.write_char('\n')?;
        }
        Ok(())
    }
}

fn list<const N: usize>(v: &str) -> Result<heapless::Vec<&str, N>, ParseError> {
    let mut out = heapless::Vec::new();
    for p in v.split(',') {
        out.push(p).map_err(|_| ParseError::Key)?;
    }
    Ok(out)
}

fn num<T: FromStr>(v: &str) -> Result<T, ParseError> {
    v.parse().map_err(|_| ParseError::Key)
}

fn parse_phase(v: &str) -> Result<Phase, ParseError> {
    Ok(match v {
        "roll" => Phase::Roll,
        "play" => Phase::Play,
        "over" => Phase::Over,
        _ => {
            if let Some(k) = v.strip_prefix("edge") {
                Phase::Edge(num(k)?)
            } else if let Some(k) = v.strip_prefix("place") {
                Phase::Place(num(k)?)
            } else {
                return Err(ParseError::Key);
            }
        }
    })
}

fn armour(s: &str) -> Option<Armour> {
    Armour::ALL.into_iter().find(|a| a.name() == s)
}

fn weapon(s: &str) -> Option<Weapon> {
    Weapon::ALL.into_iter().find(|w| w.name() == s)
}

impl FromStr for Game {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Game, ParseError> {
        let mut lines = text.lines().map(str::trim).skip_while(|l| l.is_empty());
        let head = lines.next().ok_or(ParseError::Header)?;
        let mut words = head.split_whitespace();
        if words.next() != Some("hero") {
            return Err(ParseError::Header);
        }
        let mut g = Game {
            field: Field::open(),
            players: 2,
            minis: heapless::Vec::new(),
            phase: Phase::Play,
            order: [0, 1, 2, 3],
            edges: [
                Some(Edge::North),
                Some(Edge::South),
                Some(Edge::West),
                Some(Edge::East),
            ],
            turn: 0,
            round: 2,
            defeated: [false; MAX_PLAYERS],
            dice: Dice::new(1),
            stats: Default::default(),
            outcome: None,
            house: Default::default(),
        };
        let mut order_given = false;
        for w in words {
            let (k, v) = w.split_once('=').ok_or(ParseError::Key)?;
            match k {
                "players" => {
                    g.players = num(v)?;
                    if !(2..=MAX_PLAYERS as u8).contains(&g.players) {
                        return Err(ParseError::Key);
                    }
                }
                "phase" => g.phase = parse_phase(v)?,
                "round" => g.round = num(v)?,
                "turn" => g.turn = num(v)?,
                "seed" => g.dice = Dice::new(num(v)?),
                "order" => {
                    order_given = true;
                    for (i, o) in list::<MAX_PLAYERS>(v)?.iter().enumerate() {
                        g.order[i] = num(o)?;
                    }
                }
                "edges" => {
                    g.edges = [None; MAX_PLAYERS];
                    for (i, e) in list::<MAX_PLAYERS>(v)?.iter().enumerate() {
                        g.edges[i] = match *e {
                            "-" => None,
                            s => Some(
                                Edge::ALL
                                    .into_iter()
                                    .find(|e| s.len() == 1 && s.starts_with(e.letter()))
                                    .ok_or(ParseError::Key)?,
                            ),
                        };
                    }
                }
                "defeated" => {
                    for (i, ch) in v.chars().enumerate().take(MAX_PLAYERS) {
                        g.defeated[i] = ch == '1';
                    }
                }
                "house" => g.house = House::parse(v).ok_or(ParseError::Key)?,
                "outcome" => {
                    g.outcome = Some(match v {
                        "draw" => Outcome::Draw,
                        "unfinished" => Outcome::Unfinished,
                        _ => Outcome::Won(num(v.strip_prefix("won").ok_or(ParseError::Key)?)?),
                    })
                }
                _ => return Err(ParseError::Key),
            }
        }
        let n = usize::from(g.players);
        if !order_given {
            g.order = [0, 1, 2, 3];
        }
        for i in n..MAX_PLAYERS {
            g.edges[i] = None;
            g.defeated[i] = false;
            g.order[i] = i as u8;
        }
        if g.turn >= g.players || g.order[..n].iter().any(|&o| o >= g.players) {
            return Err(ParseError::Key);
        }
        for i in 0..n * ARMY {
            let _ = g.minis.push(Mini {
                seat: (i / ARMY) as u8,
                hero: i % ARMY == 0,
                kit: Kit::new(Armour::None, Weapon::Medium, 0, 0),
                hp: HP,
                at: None,
                spent: 0,
                acted: false,
                sniped: false,
                out: false,
            });
        }
        let mut y = 0usize;
        let mut rest = lines.peekable();
        while let Some(line) = rest.peek() {
            let is_row = line
                .chars()
                .all(|c| Field::parse_letter(c).is_some() || c.is_ascii_uppercase())
                && !line.contains(' ');
            if !is_row {
                break;
            }
            if y >= H {
                if line.is_empty() {
                    rest.next();
                    continue;
                }
                return Err(ParseError::Ground);
            }
            for (x, ch) in line.chars().enumerate() {
                if x >= W {
                    return Err(ParseError::Ground);
                }
                let c = Cell::new(x as u8, y as u8);
                if ch.is_ascii_uppercase() {
                    let i = usize::from(ch as u8 - b'A');
                    let m = g.minis.get_mut(i).ok_or(ParseError::Ground)?;
                    if m.at.is_some() {
                        return Err(ParseError::Twice);
                    }
                    m.at = Some(c);
                } else {
                    let (h, r) = Field::parse_letter(ch).ok_or(ParseError::Ground)?;
                    g.field.set(c, h, r);
                }
            }
            y += 1;
            rest.next();
        }
        for line in rest.filter(|l| !l.is_empty()) {
            let mut parts = line.split_whitespace();
            let letter = parts.next().ok_or(ParseError::MiniLine)?;
            let i = match letter.as_bytes() {
                [b] if b.is_ascii_uppercase() => usize::from(b - b'A'),
                _ => return Err(ParseError::MiniLine),
            };
            let mut m = *g.minis.get(i).ok_or(ParseError::MiniLine)?;
            let mut bare = 0;
            for p in parts {
                let bad = ParseError::MiniLine;
                match p.split_once('=') {
                    Some(("hp", v)) => m.hp = v.parse().map_err(|_| bad)?,
                    Some(("bombs", v)) => m.kit.bombs = v.parse().map_err(|_| bad)?,
                    Some(("medkits", v)) => m.kit.medkits = v.parse().map_err(|_| bad)?,
                    Some(("spent", v)) => m.spent = v.parse().map_err(|_| bad)?,
                    Some(("on", v)) => {
                        let ch = v.chars().next().ok_or(bad)?;
                        let (h, r) = Field::parse_letter(ch).ok_or(bad)?;
                        let c = m.at.ok_or(bad)?;
                        g.field.set(c, h, r);
                    }
                    Some(_) => return Err(bad),
                    None => match p {
                        "acted" => m.acted = true,
                        "sniped" => m.sniped = true,
                        "out" => m.out = true,
                        _ => {
                            match bare {
                                0 => m.kit.armour = armour(p).ok_or(bad)?,
                                1 => m.kit.weapon = weapon(p).ok_or(bad)?,
                                _ => return Err(bad),
                            }
                            bare += 1;
                        }
                    },
                }
            }
            g.minis[i] = m;
        }
        Ok(g)
    }
}
