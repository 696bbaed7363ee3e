//! Typed log records (see [`crate::contract::Loggable`]) for the arena.
//! Fighters are their numbers; places `x,y`; abilities lower-case words.

use core::fmt;

use super::Ability;
use super::arena::{Action, Event, Outcome, Side};
use crate::contract::{List, LogValue, Loggable, Place, Record, Word};

impl LogValue for Ability {
    fn put(&self, w: &mut dyn fmt::Write) -> fmt::Result {
        for c in self.name().chars() {
            w.write_char(c.to_ascii_lowercase())?;
        }
        Ok(())
    }
}

fn place(p: (u8, u8)) -> Place {
    Place(i32::from(p.0), i32::from(p.1))
}

fn side(s: Side) -> Word {
    Word(match s {
        Side::A => "party",
        Side::B => "foes",
    })
}

impl Loggable for Outcome {
    fn log(&self, r: &mut Record<'_>) -> fmt::Result {
        match *self {
            Outcome::Won(s) => r.kind("outcome")?.field("winner", side(s))?,
            Outcome::Draw => r.kind("outcome")?.field("winner", Word("none"))?,
        };
        Ok(())
    }
}

impl Loggable for Action {
    fn log(&self, r: &mut Record<'_>) -> fmt::Result {
        match *self {
            Action::Continue => r.kind("continue")?,
            Action::Step(d) => r.kind("step")?.field("dir", d)?,
            Action::Attack { target, with } => r
                .kind("attack")?
                .field("target", target)?
                .field("with", with)?,
            Action::Tend { target } => r.kind("tend")?.field("target", target)?,
            Action::Hold => r.kind("hold")?,
            Action::Done => r.kind("done")?,
            Action::Bonus => r.kind("bonus")?,
            Action::Stand => r.kind("stand")?,
        };
        Ok(())
    }
}

impl Loggable for Event {
    fn log(&self, r: &mut Record<'_>) -> fmt::Result {
        match self {
            Event::Round(n) => r.kind("round")?.field("number", *n)?,
            Event::Initiative {
                who,
                with,
                faces,
                result,
            } => r
                .kind("initiative")?
                .field("who", *who)?
                .field("with", *with)?
                .field("faces", List(faces.iter()))?
                .field("result", *result)?,
            Event::Acts { who, held } => {
                r.kind("acts")?.field("who", *who)?.field("held", *held)?
            }
            Event::Stepped { who, from, to } => r
                .kind("stepped")?
                .field("who", *who)?
                .field("from", place(*from))?
                .field("to", place(*to))?,
            Event::Holds(w) => r.kind("holds")?.field("who", *w)?,
            Event::Attacks {
                attacker,
                defender,
                with,
                pool,
                defend,
                against,
                permille,
                answer,
            } => r
                .kind("attacks")?
                .field("attacker", *attacker)?
                .field("defender", *defender)?
                .field("with", *with)?
                .field("pool", *pool)?
                .field("defend", *defend)?
                .field("against", *against)?
                .field("permille", *permille)?
                .field("answer", *answer)?,
            Event::Rolled {
                who,
                faces,
                result,
                bonus,
            } => r
                .kind("rolled")?
                .field("who", *who)?
                .field("faces", List(faces.iter()))?
                .field("result", *result)?
                .field("bonus", *bonus)?,
            Event::BonusDie { who, face, result } => r
                .kind("bonus-die")?
                .field("who", *who)?
                .field("face", *face)?
                .field("result", *result)?,
            Event::Missed { attacker, defender } => r
                .kind("missed")?
                .field("attacker", *attacker)?
                .field("defender", *defender)?,
            Event::Hit {
                attacker,
                defender,
                wounds,
                ignored,
                total,
            } => r
                .kind("hit")?
                .field("attacker", *attacker)?
                .field("defender", *defender)?
                .field("wounds", *wounds)?
                .field("ignored", *ignored)?
                .field("total", *total)?,
            Event::Static {
                who,
                with,
                faces,
                result,
                needed,
                made,
            } => r
                .kind("static")?
                .field("who", *who)?
                .field("with", *with)?
                .field("faces", List(faces.iter()))?
                .field("result", *result)?
                .field("needed", *needed)?
                .field("made", *made)?,
            Event::KnockedOut { who, rounds } => r
                .kind("knocked-out")?
                .field("who", *who)?
                .field("rounds", *rounds)?,
            Event::Dying { who, rounds } => r
                .kind("dying")?
                .field("who", *who)?
                .field("rounds", *rounds)?,
            Event::Wakes(w) => r.kind("wakes")?.field("who", *w)?,
            Event::Dies(w) => r.kind("dies")?.field("who", *w)?,
            Event::Over(o) => return o.log(r),
        };
        Ok(())
    }
}
