//! Typed log records (see [`crate::contract::Loggable`]) for the cartridge's
//! log lines and the end-to-end tests. Spaces are `cloud`, `b<n>` or
//! `<col>,<row>`; fighters `p<n>`, `mz`, `mj`.

use core::fmt::{self, Write};

use super::{Action, CubeUse, Event, Fighter, Outcome, Spot, Team};
use crate::contract::{List, LogValue, Loggable, Record, Word};

impl LogValue for Spot {
    fn put(&self, w: &mut dyn Write) -> fmt::Result {
        write!(w, "{self}")
    }
}

impl LogValue for Team {
    fn put(&self, w: &mut dyn Write) -> fmt::Result {
        write!(w, "{self}")
    }
}

impl LogValue for Fighter {
    fn put(&self, w: &mut dyn Write) -> fmt::Result {
        write!(w, "{self}")
    }
}

impl LogValue for CubeUse {
    fn put(&self, w: &mut dyn Write) -> fmt::Result {
        Word(match self {
            CubeUse::Nudge => "nudge",
            CubeUse::Flee => "flee",
            CubeUse::Reappear => "reappear",
        })
        .put(w)
    }
}

impl Loggable for Outcome {
    fn log(&self, r: &mut Record<'_>) -> fmt::Result {
        let result = match self {
            Outcome::Won(Team::Zombies) => "zombies-win",
            Outcome::Won(Team::Jocks) => "jocks-win",
            Outcome::Unfinished => "unfinished",
        };
        r.kind("outcome")?.field("result", Word(result))?;
        Ok(())
    }
}

impl Loggable for Action {
    fn log(&self, r: &mut Record<'_>) -> fmt::Result {
        match *self {
            Action::Continue => r.kind("continue"),
            Action::Step(to) => r.kind("step")?.field("to", to),
            Action::MinionStep { from, to } => {
                r.kind("minion-step")?.field("from", from)?.field("to", to)
            }
            Action::PickUp => r.kind("pick-up"),
            Action::Release => r.kind("release"),
            Action::AskRelay => r.kind("ask-relay"),
            Action::PickCube => r.kind("pick-cube"),
            Action::EndTurn => r.kind("end-turn"),
            Action::Target(f) => r.kind("target")?.field("who", f),
            Action::Cubes(k) => r.kind("cubes")?.field("count", k),
            Action::UseCube => r.kind("use-cube"),
            Action::Pass => r.kind("pass"),
            Action::Plus => r.kind("plus"),
            Action::Minus => r.kind("minus"),
            Action::Relay => r.kind("relay"),
            Action::Push(to) => r.kind("push")?.field("to", to),
        }?;
        Ok(())
    }
}

impl Loggable for Event {
    fn log(&self, r: &mut Record<'_>) -> fmt::Result {
        match *self {
            Event::RoundStarted { round } => r.kind("round-started")?.field("round", round),
            Event::OrderRolled { faces } => {
                r.kind("order-rolled")?.field("faces", List(faces.iter()))
            }
            Event::OrderSet { order } => r.kind("order-set")?.field("order", List(order.iter())),
            Event::TurnStarted { player } => r.kind("turn-started")?.field("player", player),
            Event::Returned { player, to, d20 } => r
                .kind("returned")?
                .field("player", player)?
                .field("to", to)?
                .field("d20", d20),
            Event::CubeSpent { player, used, d6 } => r
                .kind("cube-spent")?
                .field("player", player)?
                .field("use", used)?
                .field("d6", d6),
            Event::PrincessRolled { team, face } => r
                .kind("princess-rolled")?
                .field("team", team)?
                .field("d20", face),
            Event::Nudged {
                player,
                d6,
                plus,
                result,
            } => r
                .kind("nudged")?
                .field("player", player)?
                .field("d6", d6)?
                .field("plus", plus)?
                .field("result", result),
            Event::PrincessPlaced { team, result, at } => r
                .kind("princess-placed")?
                .field("team", team)?
                .field("result", result)?
                .field("at", at),
            Event::MoveRolled {
                player,
                d4,
                points,
                minion_point,
            } => r
                .kind("move-rolled")?
                .field("player", player)?
                .field("d4", d4)?
                .field("points", points)?
                .field("minion_point", minion_point),
            Event::Stepped {
                player,
                from,
                to,
                left,
            } => r
                .kind("stepped")?
                .field("player", player)?
                .field("from", from)?
                .field("to", to)?
                .field("left", left),
            Event::MinionStepped { team, from, to } => r
                .kind("minion-stepped")?
                .field("team", team)?
                .field("from", from)?
                .field("to", to),
            Event::Pushed {
                player,
                from,
                to,
                left,
            } => r
                .kind("pushed")?
                .field("player", player)?
                .field("from", from)?
                .field("to", to)?
                .field("left", left),
            Event::PickedUp { player, at, left } => r
                .kind("picked-up")?
                .field("player", player)?
                .field("at", at)?
                .field("left", left),
            Event::RelayAsked { player, carrier } => r
                .kind("relay-asked")?
                .field("player", player)?
                .field("carrier", carrier),
            Event::Relayed { carrier, to, done } => r
                .kind("relayed")?
                .field("carrier", carrier)?
                .field("to", to)?
                .field("done", done),
            Event::Released { player, at } => {
                r.kind("released")?.field("player", player)?.field("at", at)
            }
            Event::CubePicked {
                player,
                at,
                cubes,
                pile,
            } => r
                .kind("cube-picked")?
                .field("player", player)?
                .field("at", at)?
                .field("cubes", cubes)?
                .field("pile", pile),
            Event::FightStarted {
                at,
                attacker,
                defender,
            } => r
                .kind("fight-started")?
                .field("at", at)?
                .field("attacker", attacker)?
                .field("defender", defender),
            Event::CubesAdded {
                player,
                attacker,
                count,
            } => r
                .kind("cubes-added")?
                .field("player", player)?
                .field("attacker", attacker)?
                .field("count", count),
            Event::CubeRolled { attacker, d6 } => r
                .kind("cube-rolled")?
                .field("attacker", attacker)?
                .field("d6", d6),
            Event::FightRolled {
                at,
                attacker_d20,
                attacker_total,
                defender_d20,
                defender_total,
            } => r
                .kind("fight-rolled")?
                .field("at", at)?
                .field("attacker_d20", attacker_d20)?
                .field("attacker_total", attacker_total)?
                .field("defender_d20", defender_d20)?
                .field("defender_total", defender_total),
            Event::Tied { at } => r.kind("tied")?.field("at", at),
            Event::FightWon {
                at,
                winner,
                loser,
                minion_placed,
            } => r
                .kind("fight-won")?
                .field("at", at)?
                .field("winner", winner)?
                .field("loser", loser)?
                .field("minion_placed", minion_placed),
            Event::PrincessFreed { team, at } => r
                .kind("princess-freed")?
                .field("team", team)?
                .field("at", at),
            Event::TurnEnded { player } => r.kind("turn-ended")?.field("player", player),
            Event::Won { team, player } => {
                r.kind("won")?.field("team", team)?.field("player", player)
            }
            Event::Unfinished { rounds } => r.kind("unfinished")?.field("rounds", rounds),
        }?;
        Ok(())
    }
}
