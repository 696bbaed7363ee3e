//! The arena saved in the middle ([`crate::contract::Saved`]), and a
//! character's sheet as bytes (carried from one session to the next).

use core::fmt;

use super::arena::{Arena, HEIGHT, MAX_FIGHTERS, Phase, ROUND_CAP, Side, State, WIDTH};
use super::character::Character;
use crate::contract::Saved;

impl Saved for Arena {
    const SAVE_NAME: &'static str = "sgs";
    const SAVE_VERSION: u16 = 2;
    /// The header (8), eight fighters of about 60 bytes, a duel of about 60,
    /// with room to spare.
    const MAX_SAVE_BYTES: usize = 1024;

    fn dice_state(&self) -> u64 {
        self.dice.state()
    }

    fn is_sound(&self) -> bool {
        let n = self.fighters.len();
        let idx = |i: u8| usize::from(i) < n;
        if !(2..=MAX_FIGHTERS).contains(&n)
            || !self.fighters.iter().any(|f| f.side == Side::A)
            || !self.fighters.iter().any(|f| f.side == Side::B)
            || !idx(self.actor)
            || !(1..=ROUND_CAP).contains(&self.round)
            || (self.phase == Phase::Over) != self.outcome.is_some()
        {
            return false;
        }
        for (i, f) in self.fighters.iter().enumerate() {
            if f.at.0 >= WIDTH
                || f.at.1 >= HEIGHT
                || !f.ch.is_sound()
                || f.moved > 30
                || f.then_wounds > f.ch.wounds()
                || !f.init_roll.is_sound()
                || (f.init_roll.thrown() && f.init != f.init_roll.result() && f.init != i8::MIN)
                || (f.then_ran && f.moved == 0)
                || matches!(f.state, State::Out(0) | State::Dying(0))
                || matches!(f.state, State::Out(n) | State::Dying(n) if n > 12)
                || (f.state != State::Dead
                    && self.fighters[..i]
                        .iter()
                        .any(|g| g.at == f.at && g.state != State::Dead))
            {
                return false;
            }
        }
        let duel_ok = match &self.duel {
            None => true,
            Some(d) => {
                idx(d.attacker)
                    && idx(d.defender)
                    && d.answer.is_none_or(idx)
                    && self.fighters[usize::from(d.attacker)].side
                        != self.fighters[usize::from(d.defender)].side
                    && d.attack.is_sound()
                    && d.defence.is_sound()
            }
        };
        if !duel_ok {
            return false;
        }
        let thrown = self
            .duel
            .as_ref()
            .is_some_and(|d| d.attack.thrown() && d.defence.thrown());
        match self.phase {
            Phase::Initiative { next } => idx(next) && self.duel.is_none(),
            Phase::Turn { who } => {
                idx(who) && self.duel.is_none() && {
                    let f = &self.fighters[usize::from(who)];
                    f.up() || f.late
                }
            }
            Phase::Throw => self.duel.is_some(),
            Phase::Boxcars { side } => {
                thrown
                    && self.duel.as_ref().is_some_and(|d| {
                        let r = if self.fighters[usize::from(d.attacker)].side == side {
                            &d.attack
                        } else {
                            &d.defence
                        };
                        r.bonus_left() > 0
                    })
            }
            Phase::Resolve => thrown || self.duel.is_none(),
            Phase::EndRound | Phase::Over => self.duel.is_none(),
        }
    }

    fn standing(&self, out: &mut dyn fmt::Write) -> fmt::Result {
        if self.phase == Phase::Over {
            return out.write_str("Fight over");
        }
        write!(out, "Arena, round {}", self.round)
    }
}

/// Bytes a saved character takes at most.
pub const CHARACTER_BYTES: usize = 64;

/// A character's sheet as bytes: a version byte then the sheet.
pub fn save_character(c: &Character, buf: &mut [u8]) -> Option<usize> {
    let (first, rest) = buf.split_first_mut()?;
    *first = 1;
    postcard::to_slice(c, rest).ok().map(|s| s.len() + 1)
}

/// Reads a sheet written by [`save_character`]: `None` for damaged bytes or
/// a sheet the rules refuse.
pub fn load_character(bytes: &[u8]) -> Option<Character> {
    let (&v, rest) = bytes.split_first()?;
    if v != 1 {
        return None;
    }
    let c: Character = postcard::from_bytes(rest).ok()?;
    c.is_sound().then_some(c)
}
