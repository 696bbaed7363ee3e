//! Sandford's typed log records (see [`crate::contract::Loggable`]): what the
//! cartridge logs for each event, action and outcome, for the end-to-end tests.
//! Cells are `x,y`; monsters are their id number; a stock die is
//! `<colour><face>` (`red3`).

use core::fmt;

use super::contract::Outcome;
use super::geometry::{Angle, Cell};
use super::{
    Absorb, Action, Event, Loss, MonsterColour, MonsterId, Phase, Ring, StockColour, StockDie,
    Victim,
};
use crate::contract::{List, LogValue, Loggable, Place, Record, Word};

/// `LogValue` for fieldless enums, each variant a word.
macro_rules! words {
    ($($t:ty { $($v:ident => $w:literal),* $(,)? })*) => {$(
        impl LogValue for $t {
            fn put(&self, w: &mut dyn fmt::Write) -> fmt::Result {
                Word(match self { $(<$t>::$v => $w),* }).put(w)
            }
        }
    )*};
}

words! {
    StockColour { Black => "black", Blue => "blue", Red => "red", White => "white" }
    MonsterColour {
        Black => "black", Blue => "blue", Green => "green",
        Red => "red", White => "white", Yellow => "yellow",
    }
    Ring {
        Paladin => "paladin", Mage => "mage", Fighter => "fighter", Cleric => "cleric",
        Thief => "thief", Ranger => "ranger", Bard => "bard", Barbarian => "barbarian",
    }
    Loss { Temple => "temple", Buildings => "buildings", Heroes => "heroes" }
}

impl LogValue for Phase {
    fn put(&self, w: &mut dyn fmt::Write) -> fmt::Result {
        Word(match self {
            Phase::HeroesArrive => "heroes-arrive",
            Phase::WaveApproaches => "wave-approaches",
            Phase::Defend => "defend",
            Phase::Monsters => "monsters",
            Phase::Recover => "recover",
            Phase::Repair => "repair",
            Phase::Won => "won",
            Phase::Lost(Loss::Temple) => "lost-temple",
            Phase::Lost(Loss::Buildings) => "lost-buildings",
            Phase::Lost(Loss::Heroes) => "lost-heroes",
        })
        .put(w)
    }
}

impl LogValue for Cell {
    fn put(&self, w: &mut dyn fmt::Write) -> fmt::Result {
        Place(i32::from(self.x), i32::from(self.y)).put(w)
    }
}

impl LogValue for MonsterId {
    fn put(&self, w: &mut dyn fmt::Write) -> fmt::Result {
        self.0.put(w)
    }
}

impl LogValue for Angle {
    fn put(&self, w: &mut dyn fmt::Write) -> fmt::Result {
        self.0.put(w)
    }
}

impl LogValue for StockDie {
    fn put(&self, w: &mut dyn fmt::Write) -> fmt::Result {
        self.colour.put(w)?;
        self.face.put(w)
    }
}

impl LogValue for Absorb {
    fn put(&self, w: &mut dyn fmt::Write) -> fmt::Result {
        match self {
            Absorb::Potion(i) => write!(w, "potion{i}"),
            Absorb::Gear(i) => write!(w, "gear{i}"),
            Absorb::Ring(i) => write!(w, "ring{i}"),
            Absorb::TakeIt => w.write_str("take-it"),
        }
    }
}

impl LogValue for Victim {
    fn put(&self, w: &mut dyn fmt::Write) -> fmt::Result {
        match self {
            Victim::Temple => w.write_str("temple"),
            Victim::Building(b) => write!(w, "building{b}"),
            Victim::Hero(h) => write!(w, "hero{h}"),
        }
    }
}

impl Loggable for Outcome {
    fn log(&self, r: &mut Record<'_>) -> fmt::Result {
        match self {
            Outcome::Won => r.kind("outcome")?.field("result", Word("won")),
            Outcome::Lost(loss) => r
                .kind("outcome")?
                .field("result", Word("lost"))?
                .field("loss", loss),
        }?;
        Ok(())
    }
}

impl Loggable for Action {
    fn log(&self, r: &mut Record<'_>) -> fmt::Result {
        match *self {
            Action::Continue => r.kind("continue"),
            Action::EndTurn => r.kind("end-turn"),
            Action::Move { hero, to } => r.kind("move")?.field("hero", hero)?.field("to", to),
            Action::Buy { hero, die } => r.kind("buy")?.field("hero", hero)?.field("die", die),
            Action::Attack { hero, monster } => r
                .kind("attack")?
                .field("hero", hero)?
                .field("monster", monster),
            Action::Magic { hero, monster } => r
                .kind("magic")?
                .field("hero", hero)?
                .field("monster", monster),
            Action::Ranged { hero, monster } => r
                .kind("shoot")?
                .field("hero", hero)?
                .field("monster", monster),
            Action::Heal { hero, target } => {
                r.kind("heal")?.field("hero", hero)?.field("target", target)
            }
            Action::Inspire { hero, target } => r
                .kind("inspire")?
                .field("hero", hero)?
                .field("target", target),
            Action::Advance { hero, ring } => {
                r.kind("buy-ring")?.field("hero", hero)?.field("ring", ring)
            }
            Action::Repair { hero, building } => r
                .kind("repair")?
                .field("hero", hero)?
                .field("building", building),
            Action::Nothing { hero } => r.kind("nothing")?.field("hero", hero),
            Action::Soak { hero, with } => r.kind("soak")?.field("hero", hero)?.field("with", with),
        }?;
        Ok(())
    }
}

impl Loggable for Event {
    fn log(&self, r: &mut Record<'_>) -> fmt::Result {
        match *self {
            Event::PhaseChanged(p) => r.kind("phase")?.field("phase", p),
            Event::TurnStarted { rounds } => r.kind("turn-started")?.field("rounds", rounds),
            Event::HeroMoved { hero, from, to } => r
                .kind("hero-moved")?
                .field("hero", hero)?
                .field("from", from)?
                .field("to", to),
            Event::Bought {
                hero,
                building,
                die,
            } => r
                .kind("bought")?
                .field("hero", hero)?
                .field("building", building)?
                .field("die", die),
            Event::AttackRolled {
                hero,
                monster,
                roll,
                rerolls,
                damage,
            } => r
                .kind("attack-rolled")?
                .field("hero", hero)?
                .field("monster", monster)?
                .field("roll", roll)?
                .field("rerolls", rerolls)?
                .field("damage", damage),
            Event::MonsterKilled { monster, hero } => r
                .kind("monster-killed")?
                .field("monster", monster)?
                .field("hero", hero),
            Event::MonsterSpawned {
                monster,
                colour,
                cell,
                hp,
            } => r
                .kind("monster-spawned")?
                .field("monster", monster)?
                .field("colour", colour)?
                .field("at", cell)?
                .field("hp", hp),
            Event::MonsterMoved { monster, from, to } => r
                .kind("monster-moved")?
                .field("monster", monster)?
                .field("from", from)?
                .field("to", to),
            Event::MonsterHealed { monster, hp } => r
                .kind("monster-healed")?
                .field("monster", monster)?
                .field("hp", hp),
            Event::MonsterAttacked {
                monster,
                victim,
                at,
                roll,
                damage,
            } => r
                .kind("monster-attacked")?
                .field("monster", monster)?
                .field("victim", victim)?
                .field("at", at)?
                .field("roll", roll)?
                .field("damage", damage),
            Event::MonsterVanished { monster } => {
                r.kind("monster-vanished")?.field("monster", monster)
            }
            Event::TempleDamaged { hp } => r.kind("temple-damaged")?.field("hp", hp),
            Event::BuildingRazed { building, at } => r
                .kind("building-razed")?
                .field("building", building)?
                .field("at", at),
            Event::StockCaptured { building, colour } => r
                .kind("stock-captured")?
                .field("building", building)?
                .field("colour", colour),
            Event::ArmourRolled {
                hero,
                roll,
                rerolls,
                stopped,
                left,
            } => r
                .kind("armour-rolled")?
                .field("hero", hero)?
                .field("roll", roll)?
                .field("rerolls", rerolls)?
                .field("stopped", stopped)?
                .field("left", left),
            Event::Soaking { hero, damage } => r
                .kind("soaking")?
                .field("hero", hero)?
                .field("damage", damage),
            Event::PotionUsed { hero, amount } => r
                .kind("potion-used")?
                .field("hero", hero)?
                .field("amount", amount),
            Event::GearDiscarded { hero, die } => r
                .kind("gear-discarded")?
                .field("hero", hero)?
                .field("die", die),
            Event::RingDiscarded { hero, ring } => r
                .kind("ring-discarded")?
                .field("hero", hero)?
                .field("ring", ring),
            Event::HeroWounded { hero, hp } => {
                r.kind("hero-wounded")?.field("hero", hero)?.field("hp", hp)
            }
            Event::HeroKilled { hero } => r.kind("hero-killed")?.field("hero", hero),
            Event::HeroHealed { hero, hp } => {
                r.kind("hero-healed")?.field("hero", hero)?.field("hp", hp)
            }
            Event::HeroInspired { hero } => r.kind("hero-inspired")?.field("hero", hero),
            Event::RingBought { hero, ring } => r
                .kind("ring-bought")?
                .field("hero", hero)?
                .field("ring", ring),
            Event::BuildingRepaired { building, at } => r
                .kind("building-repaired")?
                .field("building", building)?
                .field("at", at),
            Event::Waited { hero } => r.kind("waited")?.field("hero", hero),
            Event::HeroArrives {
                hero,
                angle,
                dice,
                cell,
            } => r
                .kind("hero-arrives")?
                .field("hero", hero)?
                .field("angle", angle)?
                .field("dice", List(dice.iter()))?
                .field("cell", cell),
            Event::WaveArrives {
                wave,
                angle,
                distance,
                dice,
                toward,
            } => r
                .kind("wave-arrives")?
                .field("wave", wave)?
                .field("angle", angle)?
                .field("distance", distance)?
                .field("dice", List(dice.iter()))?
                .field("toward", toward),
            Event::WaveDefeated { wave } => r.kind("wave-defeated")?.field("wave", wave),
            Event::Storm => r.kind("storm"),
            Event::ShopStocked { building, die } => r
                .kind("shop-stocked")?
                .field("building", building)?
                .field("die", die),
            Event::KillsReturned { hero, count } => r
                .kind("kills-returned")?
                .field("hero", hero)?
                .field("count", count),
        }?;
        Ok(())
    }
}
