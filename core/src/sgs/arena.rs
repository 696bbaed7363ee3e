//! The arena: a party against opponents on a small grid of paces, fought by
//! the paper's combat rules, on the shared [`crate::contract::Rules`].
//!
//! A round: everyone still standing rolls initiative (an automatic step
//! each); then the fighters act from the highest result down, each moving up
//! to its paces (before or after its attack, not both), attacking, tending a
//! dying friend, or holding its action; holders act when everyone else has;
//! then knocked-out fighters count down to waking and the dying to death.
//! An attack is an opposed roll: the pools are thrown (an automatic step),
//! the side that is behind may add a bonus die at a time, then the blow is
//! resolved (an automatic step). The side left with nobody standing loses.

use heapless::Vec;

use super::Ability;
use super::character::Character;
use super::odds::opposed_win;
use super::roll::{Roll, Winner};
use super::roster::{self, Special};
use super::setting::Weapon;
use crate::contract::{Dice, Sink};

pub use super::arena_types::{Action, Event, Illegal, Outcome};

mod legal;

/// Most fighters in an arena.
pub const MAX_FIGHTERS: usize = 8;
/// The grid's width in paces.
pub const WIDTH: u8 = 12;
/// The grid's height in paces.
pub const HEIGHT: u8 = 8;
/// Rounds after which the arena is a draw.
pub const ROUND_CAP: u8 = 20;
/// Most events one action emits.
pub const MAX_EVENTS: usize = 16;
/// Most legal actions at once.
pub const MAX_ACTIONS: usize = 32;

/// A side: seat 0 is the party (A), seat 1 its opponents (B).
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub enum Side {
    /// The party (seat 0).
    A,
    /// The opponents (seat 1).
    B,
}

impl Side {
    /// The seat number.
    pub const fn seat(self) -> u8 {
        match self {
            Side::A => 0,
            Side::B => 1,
        }
    }
}

/// Who the party faces.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub enum Foes {
    /// The same heroes (a fair fight, for measuring the computer levels).
    Mirror,
    /// The Undercroft's creatures of a level, 1 to 3.
    Level(u8),
}

/// What a new arena needs.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct Config {
    /// Fixes every die.
    pub seed: u64,
    /// How many ready-made heroes fight for the party (1 to 4).
    pub party: u8,
    /// Who they face.
    pub foes: Foes,
}

/// How a fighter stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub enum State {
    /// On its feet.
    Up,
    /// Knocked out for this many more rounds.
    Out(u8),
    /// Dying: dead after this many more rounds unless tended.
    Dying(u8),
    /// Dead.
    Dead,
}

/// One fighter in the arena.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct Fighter {
    /// Its sheet (wounds included).
    pub ch: Character,
    /// Its weapon.
    pub weapon: Weapon,
    /// Its special rule.
    pub special: Special,
    /// Its side.
    pub side: Side,
    /// Where it stands: column, row.
    pub at: (u8, u8),
    /// How it stands.
    pub state: State,
    pub(crate) init: i8,
    /// This round's initiative roll (its 6s earn bonus dice).
    pub(crate) init_roll: Roll,
    pub(crate) acted: bool,
    pub(crate) held: bool,
    pub(crate) attacked: bool,
    pub(crate) moved: u8,
    /// It moved before its action this round (the hold, the blow or the
    /// tending), so it may not move after it: "before or after any attack
    /// roll", and a holder "may not move at both points in the round".
    pub(crate) moved_early: bool,
    pub(crate) late: bool,
    pub(crate) hurt: bool,
    /// Wounds at the start of the moment being fought (pools are taken
    /// then: those acting together never shrink each other's roll).
    pub(crate) then_wounds: u8,
    /// Had it moved this round at the start of the moment (running: it may
    /// defend with Fast)?
    pub(crate) then_ran: bool,
}

impl Fighter {
    fn new(ch: Character, weapon: Weapon, special: Special, side: Side, at: (u8, u8)) -> Fighter {
        Fighter {
            then_wounds: ch.wounds(),
            then_ran: false,
            ch,
            weapon,
            special,
            side,
            at,
            state: State::Up,
            init: 0,
            init_roll: Roll::new(0),
            acted: false,
            held: false,
            attacked: false,
            moved: 0,
            moved_early: false,
            late: false,
            hurt: false,
        }
    }

    /// True when on its feet.
    pub fn up(&self) -> bool {
        self.state == State::Up
    }

    /// Paces it may move in a round: 10, Fast 12, Very Fast 15, Slow 7 (a
    /// wounded fighter as if one level slower; slower than Slow is 5; the
    /// advanced levels 18, 21, 24).
    pub fn paces(&self) -> u8 {
        let r = self.ch.rating(Ability::Fast) - i8::from(self.then_wounds > 0);
        match r {
            i8::MIN..=-2 => 5,
            -1 => 7,
            0 => 10,
            1 => 12,
            2 => 15,
            n => 15 + 3 * (n as u8 - 2),
        }
    }

    /// Steps it may still take this turn: its paces not yet walked (after a
    /// blow struck before moving too: the paper's "before or after any
    /// attack"); none after a blow struck after moving, nor for a holder
    /// that moved before it waited ("not at both points in the round").
    pub fn steps_left(&self) -> u8 {
        if self.moved_early && (self.held || self.attacked) {
            0
        } else {
            self.paces().saturating_sub(self.moved)
        }
    }

    /// It strikes or tends (its action this turn): a fighter that moved
    /// before it may not move after it.
    pub(crate) fn take_action(&mut self) {
        self.attacked = true;
        self.moved_early |= self.moved > 0;
    }

    /// Its pool for `a` (with `skill`) as the moment began: a wound struck
    /// at the same moment takes no die from it.
    pub fn pool_now(&self, a: Ability, skill: Option<super::Skill>) -> u8 {
        self.ch.pool_hurt(a, skill, 0, self.then_wounds > 0)
    }

    /// This round's initiative result.
    pub fn initiative(&self) -> i8 {
        self.init
    }

    /// True while holding its action.
    pub fn holding(&self) -> bool {
        self.held && !self.acted
    }
}

/// An attack being rolled.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct Duel {
    /// The attacker.
    pub attacker: u8,
    /// The defender.
    pub defender: u8,
    /// The attack's ability.
    pub with: Ability,
    /// The defence's ability.
    pub defend: Ability,
    /// The attack roll.
    pub attack: Roll,
    /// The defence roll.
    pub defence: Roll,
    /// A holder's answer struck at the same moment, after this duel.
    pub answer: Option<u8>,
}

/// Where the arena stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub enum Phase {
    /// Automatic: fighter `next` rolls initiative.
    Initiative {
        /// The fighter to roll next.
        next: u8,
    },
    /// Fighter `who` acts (its side's seat decides).
    Turn {
        /// The fighter acting.
        who: u8,
    },
    /// Automatic: the duel's pools are thrown.
    Throw,
    /// The side that is behind may add a bonus die.
    Boxcars {
        /// That side.
        side: Side,
    },
    /// Automatic: the blow lands or misses.
    Resolve,
    /// Automatic: counting down the knocked-out and the dying.
    EndRound,
    /// Finished.
    Over,
}

/// A fight in the arena.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct Arena {
    pub(crate) fighters: Vec<Fighter, MAX_FIGHTERS>,
    pub(crate) phase: Phase,
    pub(crate) round: u8,
    pub(crate) duel: Option<Duel>,
    pub(crate) outcome: Option<Outcome>,
    pub(crate) actor: u8,
    /// The moment being fought: the initiative and whether it is the
    /// holders' (fighters with the same act together).
    pub(crate) moment: Option<(i8, bool)>,
    /// Whose fighters are played first at this moment (a coin drawn when
    /// both sides act at it).
    pub(crate) first: Side,
    pub(crate) last_breath: bool,
    pub(crate) dice: Dice,
    pub(crate) config: Config,
}

/// Why a set-up was refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SetUpError {
    /// Too many fighters or none on a side.
    Count,
    /// Off the grid or two on one pace.
    Place,
}

/// A fighter for [`Arena::set_up`]: sheet, weapon, special rule, side, place.
pub type Placed = (Character, Weapon, Special, Side, (u8, u8));

impl Arena {
    /// A new arena from `config`: the party on the left, the foes on the
    /// right.
    pub fn new(config: Config) -> Arena {
        let n = config.party.clamp(1, 4);
        let party: Vec<(Character, Weapon), 4> = (0..usize::from(n)).map(roster::hero).collect();
        Arena::with_party(config, &party)
    }

    /// A new arena with these heroes for the party (the cartridge's kept
    /// heroes: made by hand, with their XP and wounds), in their order on
    /// the left, and the foes `config` names on the right. At most four
    /// heroes fight; none gives a party of the first ready-made hero.
    pub fn with_party(config: Config, party: &[(Character, Weapon)]) -> Arena {
        let mut list: Vec<Placed, MAX_FIGHTERS> = Vec::new();
        let lone;
        let party = if party.is_empty() {
            lone = [roster::hero(0)];
            &lone[..]
        } else {
            &party[..party.len().min(4)]
        };
        for (i, (c, w)) in party.iter().cloned().enumerate() {
            let _ = list.push((c, w, Special::None, Side::A, (1, 1 + 2 * i as u8)));
        }
        let n = party.len() as u8;
        match config.foes {
            Foes::Mirror => {
                for i in 0..n {
                    let (c, w) = roster::hero(usize::from(i));
                    let _ = list.push((c, w, Special::None, Side::B, (WIDTH - 2, 1 + 2 * i)));
                }
            }
            Foes::Level(l) => {
                for (i, &k) in roster::foes(l).iter().enumerate() {
                    let (c, w, sp) = roster::creature(k);
                    let _ = list.push((c, w, sp, Side::B, (WIDTH - 2, 1 + 2 * i as u8)));
                }
            }
        }
        Arena::set_up(config, &list).unwrap_or_else(|_| Arena::empty(config))
    }

    fn empty(config: Config) -> Arena {
        Arena {
            fighters: Vec::new(),
            phase: Phase::Over,
            round: 1,
            duel: None,
            outcome: Some(Outcome::Draw),
            actor: 0,
            moment: None,
            first: Side::A,
            last_breath: false,
            dice: Dice::new(config.seed),
            config,
        }
    }

    /// A checked set-up: these fighters at these places, at the start of
    /// round 1 (nothing made when two share a pace, one is off the grid, a
    /// side is empty or there are more than [`MAX_FIGHTERS`]).
    pub fn set_up(config: Config, fighters: &[Placed]) -> Result<Arena, SetUpError> {
        if fighters.len() > MAX_FIGHTERS
            || !fighters.iter().any(|f| f.3 == Side::A)
            || !fighters.iter().any(|f| f.3 == Side::B)
        {
            return Err(SetUpError::Count);
        }
        let mut a = Arena::empty(config);
        a.phase = Phase::Initiative { next: 0 };
        a.outcome = None;
        for (c, w, sp, side, at) in fighters.iter().cloned() {
            if at.0 >= WIDTH || at.1 >= HEIGHT || a.fighters.iter().any(|f| f.at == at) {
                return Err(SetUpError::Place);
            }
            let _ = a.fighters.push(Fighter::new(c, w, sp, side, at));
        }
        Ok(a)
    }

    /// House rule "last breath" (off by default): the dying do not die
    /// while the fight lasts (their count stops at one round); what becomes
    /// of them is settled when it ends.
    pub fn with_last_breath(mut self, on: bool) -> Arena {
        self.last_breath = on;
        self
    }

    /// Gives the dice the faces their next rolls show (tests).
    #[cfg(any(test, feature = "scripted-dice"))]
    pub fn script(&mut self, faces: &[u8]) {
        let _ = self.dice.script(faces);
    }

    /// The fighters, in their order (the party first).
    pub fn fighters(&self) -> &[Fighter] {
        &self.fighters
    }

    /// Fighter `i`.
    pub fn fighter(&self, i: u8) -> &Fighter {
        &self.fighters[usize::from(i)]
    }

    /// Where the fight stands.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The round being fought.
    pub fn round(&self) -> u8 {
        self.round
    }

    /// The attack being rolled, if any.
    pub fn duel(&self) -> Option<&Duel> {
        self.duel.as_ref()
    }

    /// How it ended.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The config it was made with.
    pub fn config(&self) -> Config {
        self.config
    }

    /// The dice's state.
    pub fn dice_state(&self) -> u64 {
        self.dice.state()
    }

    /// The seat that decides now (`None`: automatic or over).
    pub fn seat_to_act(&self) -> Option<u8> {
        match self.phase {
            Phase::Turn { who } => Some(self.fighter(who).side.seat()),
            Phase::Boxcars { side } => Some(side.seat()),
            _ => None,
        }
    }

    /// Paces between two places (a diagonal pace counts one).
    pub fn distance(a: (u8, u8), b: (u8, u8)) -> u8 {
        a.0.abs_diff(b.0).max(a.1.abs_diff(b.1))
    }

    /// The place one step in direction `d` (0..8 clockwise from north) from
    /// `at`, if on the grid.
    pub fn towards(at: (u8, u8), d: u8) -> Option<(u8, u8)> {
        const D: [(i8, i8); 8] = [
            (0, -1),
            (1, -1),
            (1, 0),
            (1, 1),
            (0, 1),
            (-1, 1),
            (-1, 0),
            (-1, -1),
        ];
        let (dx, dy) = *D.get(usize::from(d))?;
        let x = at.0 as i8 + dx;
        let y = at.1 as i8 + dy;
        (x >= 0 && y >= 0 && (x as u8) < WIDTH && (y as u8) < HEIGHT).then_some((x as u8, y as u8))
    }

    /// The pools of an attack by `a` on `d` with `with`: (attack pool,
    /// defence ability, defence pool). Defence is Agile, or Strong against
    /// a blow in melee (pushing the attacker away), or Fast for a defender
    /// who has run this round, whichever rolls more. Both are taken as the
    /// moment began (wounds and running), so fighters acting together, and
    /// a holder's answer, never change each other's pools.
    pub fn pools(&self, a: u8, d: u8, with: Ability) -> (u8, Ability, u8) {
        let fa = self.fighter(a);
        let fd = self.fighter(d);
        let att = fa.pool_now(with, fa.weapon.skill());
        let mut best = (Ability::Agile, fd.pool_now(Ability::Agile, None));
        if !fa.weapon.missile() {
            let p = fd.pool_now(Ability::Strong, None);
            if p > best.1 {
                best = (Ability::Strong, p);
            }
        }
        if fd.then_ran {
            let p = fd.pool_now(Ability::Fast, None);
            if p > best.1 {
                best = (Ability::Fast, p);
            }
        }
        (att, best.0, best.1)
    }

    /// The attacker's chance before the roll, as played: the side behind adds
    /// its bonus dice ([`opposed_win`]).
    pub fn attack_odds(&self, a: u8, d: u8, with: Ability) -> super::odds::Odds {
        let (p, _, q) = self.pools(a, d, with);
        opposed_win(p, q)
    }

    /// Wounds a landed blow of `a` with `with` deals before the target's own
    /// rule: one, +1 for a Strong fighter's one-handed weapon (a dagger is
    /// one too) used with Strong, +2 for a Very Strong fighter's large weapon used with Strong
    /// (+1 if only Strong), +1 for a Dexterous fighter's small or thrown
    /// weapon used with Dexterous.
    pub fn blow(&self, a: u8, with: Ability) -> u8 {
        use super::setting::Build;
        let f = self.fighter(a);
        let strong = f.ch.rating(Ability::Strong);
        let dex = f.ch.rating(Ability::Dexterous);
        let extra = match (f.weapon.build(), with) {
            // A dagger is small and one-handed: either ability's extra.
            (Build::OneHanded | Build::Small, Ability::Strong) if strong >= 1 => 1,
            (Build::Large, Ability::Strong) if strong >= 2 => 2,
            (Build::Large, Ability::Strong) if strong >= 1 => 1,
            (Build::Small | Build::Thrown, Ability::Dexterous) if dex >= 1 => 1,
            _ => 0,
        };
        1 + extra
    }

    /// Performs `action`; on `Err` nothing changes.
    pub fn try_apply(&mut self, action: Action, ev: &mut impl Sink<Event>) -> Result<(), Illegal> {
        self.check(action)?;
        self.apply(action, ev);
        Ok(())
    }

    /// The dice a fighter's initiative rolls: Agile or Fast, the better (a
    /// wound takes a die).
    pub fn initiative_pool(&self, i: u8) -> (Ability, u8) {
        let c = &self.fighter(i).ch;
        let ag = c.pool(Ability::Agile, None, 0);
        let fa = c.pool(Ability::Fast, None, 0);
        if fa > ag {
            (Ability::Fast, fa)
        } else {
            (Ability::Agile, ag)
        }
    }

    pub(crate) fn winner_now(d: &Duel) -> Winner {
        super::roll::opposed(&d.attack, &d.defence)
    }
}
