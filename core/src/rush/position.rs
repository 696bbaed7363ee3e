//! Positions made by hand, for tests, tools and tutorials: the notation's
//! lines ([`super::notation`]), changed field by field.
//!
//! ```
//! use tabletop_core::rush::{Game, Phase};
//! let mut g = Game::new(7, 2);
//! g.set_up("rush phase=move points=3\np0 at=8,6 cubes=2\nminions team=jocks at=9,6")
//!     .unwrap();
//! assert_eq!(g.phase(), Phase::Move);
//! assert_eq!(g.player(0).cubes, 2);
//! // A refused change changes nothing.
//! assert!(g.set_up("p0 at=99,99").is_err());
//! assert_eq!(g.player(0).cubes, 2);
//! ```

use core::fmt::{self, Write};

use heapless::String;

use super::game::Game;
use crate::contract::Saved;

/// The longest position text (every list full), with room to spare.
const TEXT: usize = 1024;

/// Why a hand-made position was refused (nothing was changed).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SetupError(pub &'static str);

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

/// The line a patch line changes: its first word, and for the princess and
/// minion lines the team it names.
fn same_line(line: &str, patch: &str) -> bool {
    fn head(l: &str) -> &str {
        l.split(' ').next().unwrap_or("")
    }
    fn team(l: &str) -> Option<&str> {
        l.split(' ').find(|kv| kv.starts_with("team="))
    }
    head(line) == head(patch)
        && (!matches!(head(patch), "princess" | "minions") || team(line) == team(patch))
}

/// `line` with the fields that `patch` names replaced by the patch's values.
fn merge(line: &str, patch: &str, out: &mut String<TEXT>) -> Result<(), SetupError> {
    let full = SetupError("The position is too long.");
    for kv in patch.split(' ').skip(1).filter(|kv| !kv.is_empty()) {
        let key = kv.split_once('=').map(|(k, _)| k).unwrap_or(kv);
        if !line
            .split(' ')
            .skip(1)
            .any(|o| o.split_once('=').map(|(k, _)| k) == Some(key))
        {
            return Err(SetupError("A field the position does not have."));
        }
    }
    for (n, old) in line.split(' ').enumerate() {
        if n > 0 {
            out.push(' ').map_err(|_| full)?;
        }
        let key = old.split_once('=').map(|(k, _)| k);
        let new = patch
            .split(' ')
            .skip(1)
            .find(|kv| n > 0 && kv.split_once('=').map(|(k, _)| k) == key);
        out.push_str(new.unwrap_or(old)).map_err(|_| full)?;
    }
    Ok(())
}

impl Game {
    /// Changes the fields that `patch` names and keeps the rest (and the
    /// dice). `patch` is lines of the notation, each with only the fields to
    /// change (the statistics are kept too): `"p0 at=8,6 cubes=2"`, `"rush phase=move points=3"`,
    /// `"minions team=jocks at=9,6/b7"`. Cubes given to or taken from players
    /// come from the pile or go back to it, unless the patch sets `pile=`
    /// itself. Refused, with nothing changed, when a
    /// line or field does not exist, a value cannot be read, or the position
    /// could not be played on (the same check a loaded save passes).
    pub fn set_up(&mut self, patch: &str) -> Result<(), SetupError> {
        let full = SetupError("The position is too long.");
        let mut now: String<TEXT> = String::new();
        write!(now, "{self}").map_err(|_| full)?;
        let patches = || patch.lines().map(str::trim).filter(|l| !l.is_empty());
        for p in patches() {
            if !now.lines().any(|l| same_line(l, p)) {
                return Err(SetupError("A line the position does not have."));
            }
        }
        let mut text: String<TEXT> = String::new();
        for line in now.lines() {
            let mut merged: String<TEXT> = String::new();
            merged.push_str(line).map_err(|_| full)?;
            for p in patches().filter(|p| same_line(line, p)) {
                let mut next = String::new();
                merge(&merged, p, &mut next)?;
                merged = next;
            }
            text.push_str(&merged).map_err(|_| full)?;
            text.push('\n').map_err(|_| full)?;
        }
        let mut g: Game = text
            .parse()
            .map_err(|e: super::notation::ParseError| SetupError(e.0))?;
        g.dice = self.dice.clone();
        g.stats = self.stats;
        if !patch.contains("pile=") {
            // Cubes given or taken come from the pile, or go back to it.
            let held: u16 = g.p.iter().map(|p| u16::from(p.cubes)).sum();
            g.pile = u8::try_from(u16::from(super::CUBES).saturating_sub(held)).unwrap_or(0);
        }
        if !g.is_sound() {
            return Err(SetupError("That position could not be played."));
        }
        *self = g;
        Ok(())
    }

    /// Queues `faces` for the game's next rolls (tests, and other crates'
    /// tests with the `scripted-dice` feature).
    #[cfg(any(test, feature = "scripted-dice"))]
    pub fn script(&mut self, faces: &[u8]) -> Result<(), SetupError> {
        let mut dice = self.dice.clone();
        dice.script(faces)
            .map_err(|_| SetupError("Too many scripted faces."))?;
        self.dice = dice;
        Ok(())
    }
}
