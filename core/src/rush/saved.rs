//! Rush at Zeta Mu Beta saved in the middle ([`crate::contract::Saved`]).

use core::fmt;

use super::{CUBES, Fighter, Game, HouseRules, MAX_PLAYERS, MAX_TIES, Phase, ROUND_CAP, Team};
use crate::contract::Saved;

impl Saved for Game {
    const SAVE_NAME: &'static str = "rush";
    /// 2: the house rules joined the state.
    const SAVE_VERSION: u16 = 2;
    /// The header (9) and the state with both minion boxes on the board
    /// (about 140 bytes) and the die's `u64`, with room to spare.
    const MAX_SAVE_BYTES: usize = 256;

    fn dice_state(&self) -> u64 {
        self.dice.state()
    }

    fn is_sound(&self) -> bool {
        let n = self.players;
        if n != 2 && n != 4 {
            return false;
        }
        let seat_ok = |s: u8| s < n;
        let held: u16 = self.p.iter().map(|p| u16::from(p.cubes)).sum();
        let carriers_ok = Team::BOTH.iter().all(|&t| match self.carrier_of(t) {
            None => true,
            Some(c) => {
                seat_ok(c) && self.team_of(c) == t.other() && !self.p[usize::from(c)].at.is_cloud()
            }
        });
        let fighter_ok = |f: Fighter| match f {
            Fighter::Player(i) => seat_ok(i),
            Fighter::Minion(_) => true,
        };
        let phase_ok = match self.phase {
            Phase::Reappear { seat } | Phase::Flee { seat } => {
                seat_ok(seat) && self.p[usize::from(seat)].cubes > 0
            }
            Phase::Declare { seat } => seat_ok(seat),
            Phase::Nudge { seat, result } => {
                seat_ok(seat) && self.p[usize::from(seat)].cubes > 0 && (1..=20).contains(&result)
            }
            Phase::NudgeSign { seat, result, d6 } => {
                seat_ok(seat) && (1..=20).contains(&result) && (1..=6).contains(&d6)
            }
            Phase::Push { seat, left } => seat_ok(seat) && left <= 6,
            Phase::Over => self.outcome.is_some(),
            Phase::Hold => self.is_carrying(self.mover()),
            Phase::Target => self.targets().len() > 1,
            _ => true,
        };
        let mut seen = 0u8;
        let order_ok = self.order[..usize::from(n)].iter().all(|&o| {
            if o >= n || seen & (1 << o) != 0 {
                return false;
            }
            seen |= 1 << o;
            true
        });
        (n == 2 || n == 4)
            && self.spots_sound()
            && order_ok
            && self.slot < n
            && phase_ok
            && (self.phase == Phase::Over) == self.outcome.is_some()
            && carriers_ok
            && fighter_ok(self.fight.attacker)
            && fighter_ok(self.fight.defender)
            && self.fight.ties <= MAX_TIES
            && self.fight.added.iter().all(|&a| a <= CUBES)
            && held + u16::from(self.pile) == u16::from(CUBES)
            && self.p[usize::from(n)..MAX_PLAYERS]
                .iter()
                .all(|p| p.at.is_cloud() && p.cubes == 0)
            && self.points <= 4
            && self.order_rolls <= 3
            && self.rolling < 16
            && self.keys.iter().all(|&k| k < 8000)
            && (1..=ROUND_CAP).contains(&self.round)
            && HouseRules::from_bits(self.house.bits()).is_some()
    }

    fn standing(&self, out: &mut dyn fmt::Write) -> fmt::Result {
        if self.phase == Phase::Over {
            return out.write_str("Game over");
        }
        let team = match self.team_of(self.mover()) {
            Team::Zombies => "zombies'",
            Team::Jocks => "jocks'",
        };
        write!(out, "Round {}, {team} turn", self.round)
    }
}
