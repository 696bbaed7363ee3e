//! Typed log records (see [`crate::contract::Loggable`]) for the cartridge's
//! log lines and the end-to-end tests. Cells are `x,y`; minis their index.

use core::fmt::{self, Write};

use super::{Action, Bounce, Cell, Cover, Edge, Event, Outcome};
use crate::contract::{List, LogValue, Loggable, Record, Word};

impl LogValue for Cell {
    fn put(&self, w: &mut dyn Write) -> fmt::Result {
        write!(w, "{},{}", self.x, self.y)
    }
}

impl LogValue for Edge {
    fn put(&self, w: &mut dyn Write) -> fmt::Result {
        Word(match self {
            Edge::North => "north",
            Edge::South => "south",
            Edge::West => "west",
            Edge::East => "east",
        })
        .put(w)
    }
}

impl LogValue for Cover {
    fn put(&self, w: &mut dyn Write) -> fmt::Result {
        Word(self.name()).put(w)
    }
}

impl LogValue for Bounce {
    fn put(&self, w: &mut dyn Write) -> fmt::Result {
        match self {
            Bounce::Stays => Word("stays").put(w),
            Bounce::Towards(e) => e.put(w),
        }
    }
}

impl Loggable for Outcome {
    fn log(&self, r: &mut Record<'_>) -> fmt::Result {
        match *self {
            Outcome::Won(s) => r.kind("outcome")?.field("winner", s)?,
            Outcome::Draw => r.kind("outcome")?.field("result", Word("draw"))?,
            Outcome::Unfinished => r.kind("outcome")?.field("result", Word("unfinished"))?,
        };
        Ok(())
    }
}

impl Loggable for Action {
    fn log(&self, r: &mut Record<'_>) -> fmt::Result {
        match *self {
            Action::Continue => r.kind("continue"),
            Action::Edge(e) => r.kind("edge")?.field("edge", e),
            Action::Place(c) => r.kind("place")?.field("at", c),
            Action::Move { mini, to } => r.kind("move")?.field("mini", mini)?.field("to", to),
            Action::Attack { mini, target } => r
                .kind("attack")?
                .field("mini", mini)?
                .field("target", target),
            Action::Throw { mini, target } => r
                .kind("throw")?
                .field("mini", mini)?
                .field("target", target),
            Action::Heal { mini, target } => {
                r.kind("heal")?.field("mini", mini)?.field("target", target)
            }
            Action::EndTurn => r.kind("end-turn"),
        }?;
        Ok(())
    }
}

impl Loggable for Event {
    fn log(&self, r: &mut Record<'_>) -> fmt::Result {
        match self {
            Event::RolledFirst { faces, first } => r
                .kind("rolled-first")?
                .field("faces", List(faces.iter()))?
                .field("first", *first),
            Event::EdgeTaken { seat, edge } => r
                .kind("edge-taken")?
                .field("seat", *seat)?
                .field("edge", *edge),
            Event::Placed { mini, at } => r.kind("placed")?.field("mini", *mini)?.field("at", *at),
            Event::TurnStarted { seat, round } => r
                .kind("turn-started")?
                .field("seat", *seat)?
                .field("round", *round),
            Event::Bled { mini, hp } => r.kind("bled")?.field("mini", *mini)?.field("hp", *hp),
            Event::Moved {
                mini,
                path,
                cost,
                left,
            } => r
                .kind("moved")?
                .field("mini", *mini)?
                .field("path", List(path.iter()))?
                .field("cost", *cost)?
                .field("left", *left),
            Event::Shot {
                mini,
                target,
                attack,
                defence,
                cover,
                crit,
                hit,
            } => r
                .kind("shot")?
                .field("mini", *mini)?
                .field("target", *target)?
                .field("attack", List(attack.iter().filter(|&&f| f > 0)))?
                .field("defence", List(defence.iter().filter(|&&f| f > 0)))?
                .field("cover", *cover)?
                .field("crit", *crit)?
                .field("hit", *hit),
            Event::Thrown {
                mini,
                target,
                attack,
                defence,
                crit,
                hit,
            } => r
                .kind("thrown")?
                .field("mini", *mini)?
                .field("target", *target)?
                .field("attack", *attack)?
                .field("defence", List(defence.iter().filter(|&&f| f > 0)))?
                .field("crit", *crit)?
                .field("hit", *hit),
            Event::Bounced {
                face,
                bounce,
                units,
                at,
            } => r
                .kind("bounced")?
                .field("face", *face)?
                .field("towards", *bounce)?
                .field("units", *units)?
                .field("at", *at),
            Event::Blast {
                at,
                face,
                damage,
                crit,
            } => r
                .kind("blast")?
                .field("at", *at)?
                .field("face", *face)?
                .field("damage", *damage)?
                .field("crit", *crit),
            Event::Hurt {
                mini,
                faces,
                absorbed,
                lost,
                hp,
            } => r
                .kind("hurt")?
                .field("mini", *mini)?
                .field("faces", List(faces.iter().filter(|&&f| f > 0)))?
                .field("absorbed", *absorbed)?
                .field("lost", *lost)?
                .field("hp", *hp),
            Event::KnockedOut { mini } => r.kind("knocked-out")?.field("mini", *mini),
            Event::Died { mini } => r.kind("died")?.field("mini", *mini),
            Event::Healed {
                mini,
                target,
                face,
                gained,
                hp,
            } => r
                .kind("healed")?
                .field("mini", *mini)?
                .field("target", *target)?
                .field("face", *face)?
                .field("gained", *gained)?
                .field("hp", *hp),
            Event::Defeated { seat, left } => r
                .kind("defeated")?
                .field("seat", *seat)?
                .field("left", *left),
            Event::GameOver { outcome } => match outcome {
                Outcome::Won(s) => r.kind("game-over")?.field("winner", *s),
                Outcome::Draw => r.kind("game-over")?.field("result", Word("draw")),
                Outcome::Unfinished => r.kind("game-over")?.field("result", Word("unfinished")),
            },
        }?;
        Ok(())
    }
}
