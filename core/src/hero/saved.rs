//! Tabletop Hero saved in the middle ([`crate::contract::Saved`]).

use core::fmt;

use super::gear::ARMY;
use super::{DEAD_AT, Game, HP, MAX_PLAYERS, Phase, ROUND_CAP};
use crate::contract::Saved;

impl Saved for Game {
    const SAVE_NAME: &'static str = "hero";
    /// Version 3: the house rules gain `knocked_out_stops` and
    /// `sniper_moves` (version 2
    /// packed the battlefield in runs; version 1 kept a byte a cell).
    const SAVE_VERSION: u16 = 3;
    /// The header (9), the battlefield (1200 at worst, packed in runs: a
    /// few hundred on the generated and named ones), twenty minis (about 16
    /// bytes each), the die's `u64` and the rest, with room to spare.
    const MAX_SAVE_BYTES: usize = 1700;

    fn dice_state(&self) -> u64 {
        self.dice.state()
    }

    fn is_sound(&self) -> bool {
        let n = self.players;
        if !(2..=MAX_PLAYERS as u8).contains(&n) || self.minis.len() != usize::from(n) * ARMY {
            return false;
        }
        let mut seen = 0u8;
        let order_ok = self.order[..usize::from(n)].iter().all(|&o| {
            if o >= n || seen & (1 << o) != 0 {
                return false;
            }
            seen |= 1 << o;
            true
        });
        let mut cells = [false; super::field::CELLS];
        let minis_ok = self.minis.iter().enumerate().all(|(i, m)| {
            let placed_ok = match m.at {
                None => true,
                Some(c) if c.on_field() && !cells[c.index()] => {
                    cells[c.index()] = true;
                    true
                }
                Some(_) => false,
            };
            placed_ok
                && usize::from(m.seat) == i / ARMY
                && m.hero == (i % ARMY == 0)
                && (DEAD_AT..=HP).contains(&m.hp)
                && (m.at.is_none() || m.hp > DEAD_AT)
                && m.spent <= Game::single_move(m) * 2
                && m.kit.bombs <= 10
                && m.kit.medkits <= 2
        });
        let phase_ok = match self.phase {
            Phase::Edge(k) | Phase::Place(k) => k < n,
            // (Over with its outcome, and only Over: checked below.)
            _ => true,
        };
        order_ok
            && minis_ok
            && phase_ok
            // (The field is sound by its making: a loaded cell is three bits,
            // a height 0–3 and the rough bit, each of the eight a ground.)
            && self.turn < n
            && (self.phase == Phase::Over) == self.outcome.is_some()
            && (1..=ROUND_CAP).contains(&self.round)
            && self.edges[usize::from(n)..].iter().all(Option::is_none)
            && self.defeated[usize::from(n)..].iter().all(|&d| !d)
    }

    fn standing(&self, out: &mut dyn fmt::Write) -> fmt::Result {
        match self.phase {
            Phase::Over => out.write_str("Game over"),
            Phase::Roll | Phase::Edge(_) | Phase::Place(_) => out.write_str("Setting up"),
            Phase::Play => write!(out, "Round {}, player {}", self.round, self.playing() + 1),
        }
    }
}
