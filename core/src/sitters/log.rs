//! SiTTeRS' typed log records (see [`crate::contract::Loggable`]): what the
//! cartridge logs for each event, action and outcome, for the end-to-end tests.
//! Places are `column,row` (the notation's `x,y`).

use core::fmt;

use super::{Action, Event, Outcome, Piece, Pos, Side};
use crate::contract::{List, LogValue, Loggable, Place, Record, Word};

impl LogValue for Pos {
    fn put(&self, w: &mut dyn fmt::Write) -> fmt::Result {
        Place(i32::from(self.col), i32::from(self.row)).put(w)
    }
}

impl LogValue for Side {
    fn put(&self, w: &mut dyn fmt::Write) -> fmt::Result {
        Word(match self {
            Side::Goodie => "goodie",
            Side::Baddie => "baddie",
        })
        .put(w)
    }
}

impl LogValue for Piece {
    fn put(&self, w: &mut dyn fmt::Write) -> fmt::Result {
        Word(match self {
            Piece::Goodie => "goodie",
            Piece::Baddie => "baddie",
            Piece::Chest => "chest",
        })
        .put(w)
    }
}

impl LogValue for Outcome {
    fn put(&self, w: &mut dyn fmt::Write) -> fmt::Result {
        Word(match self {
            Outcome::GoodiesWin => "goodies-win",
            Outcome::BaddiesWin => "baddies-win",
            Outcome::Draw => "draw",
        })
        .put(w)
    }
}

impl Loggable for Outcome {
    fn log(&self, r: &mut Record<'_>) -> fmt::Result {
        r.kind("outcome")?.field("result", self)?;
        Ok(())
    }
}

impl Loggable for Action {
    fn log(&self, r: &mut Record<'_>) -> fmt::Result {
        match *self {
            Action::Place(at) => r.kind("place")?.field("at", at),
            Action::Roll => r.kind("roll"),
            Action::Move { from, to } => r.kind("move")?.field("from", from)?.field("to", to),
            Action::Return { to } => r.kind("return")?.field("to", to),
            Action::TakeGold => r.kind("take-gold"),
            Action::Pass => r.kind("pass"),
        }?;
        Ok(())
    }
}

impl Loggable for Event {
    fn log(&self, r: &mut Record<'_>) -> fmt::Result {
        match self {
            Event::Placed { piece, at } => r.kind("placed")?.field("piece", piece)?.field("at", at),
            Event::TurnStarted { side, round } => r
                .kind("turn-started")?
                .field("side", side)?
                .field("round", round),
            Event::Rolled { side, value } => {
                r.kind("rolled")?.field("side", side)?.field("value", value)
            }
            Event::Moved {
                side,
                from,
                to,
                path,
            } => r
                .kind("moved")?
                .field("side", side)?
                .field("from", from)?
                .field("to", to)?
                .field("path", List(path.iter())),
            Event::LootRolled { at, roll } => {
                r.kind("loot-rolled")?.field("at", at)?.field("roll", roll)
            }
            Event::Looted {
                at,
                roll,
                gold_total,
            } => r
                .kind("looted")?
                .field("at", at)?
                .field("gold", roll)?
                .field("gold_total", gold_total),
            Event::GoldForfeited { at } => r.kind("gold-forfeited")?.field("at", at),
            Event::BattleRoll { at, goodie, baddie } => r
                .kind("battle-roll")?
                .field("at", at)?
                .field("goodie", goodie)?
                .field("baddie", baddie),
            Event::Battle {
                at,
                winner,
                attacker,
            } => r
                .kind("battle")?
                .field("at", at)?
                .field("winner", winner)?
                .field("attacker", attacker),
            Event::Removed { piece, at } => {
                r.kind("removed")?.field("piece", piece)?.field("at", at)
            }
            Event::ReachedSafety { at, survivors } => r
                .kind("reached-safety")?
                .field("at", at)?
                .field("survivors", survivors),
            Event::Returned { side, to } => {
                r.kind("returned")?.field("side", side)?.field("to", to)
            }
            Event::TurnPassed { side } => r.kind("turn-passed")?.field("side", side),
            Event::GameOver {
                survivors,
                gold,
                score,
                outcome,
            } => r
                .kind("game-over")?
                .field("survivors", survivors)?
                .field("gold", gold)?
                .field("score", score)?
                .field("result", outcome),
        }?;
        Ok(())
    }
}
