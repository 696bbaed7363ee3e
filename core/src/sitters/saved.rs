//! SiTTeRS saved in the middle ([`crate::contract::Saved`]).

use core::fmt;

use super::board::{CELLS, KINDS};
use super::game::{BADDIE, CHEST, EMPTY, GOODIE};
use super::{BADDIES, CHESTS_PER_SIDE, GOODIES, Game, MAX_ROUNDS, Phase, Side};
use crate::contract::Saved;

impl Saved for Game {
    const SAVE_NAME: &'static str = "sitters";
    const SAVE_VERSION: u16 = 1;
    /// The header (12) and the state: the board's cells (one byte each), the
    /// phase, tallies and the die's `u64` (at most 10 bytes as a varint).
    const MAX_SAVE_BYTES: usize = 12 + CELLS + 32;

    fn dice_state(&self) -> u64 {
        self.dice.state()
    }

    fn is_sound(&self) -> bool {
        let count = |code| self.cells.iter().filter(|&&c| c == code).count();
        let on_spaces =
            self.cells.iter().enumerate().all(|(i, &c)| {
                c == EMPTY || (c <= CHEST && KINDS[i] != super::board::CellKind::Void)
            });
        let roll_ok = match self.phase {
            Phase::Move { roll, .. } | Phase::LootChoice { roll } => (1..=6).contains(&roll),
            _ => true,
        };
        on_spaces
            && roll_ok
            && count(GOODIE) == usize::from(self.on_board[0])
            && count(BADDIE) == usize::from(self.on_board[1])
            && count(CHEST) == usize::from(self.chests)
            && self.chests <= 2 * CHESTS_PER_SIDE
            && self.on_board[0] + self.defeated[0] + self.survivors <= GOODIES
            && self.on_board[1] + self.defeated[1] <= BADDIES
            && usize::from(self.loot_at) < CELLS
            && self.turn < 3
            && (1..=MAX_ROUNDS).contains(&self.round)
    }

    fn standing(&self, out: &mut dyn fmt::Write) -> fmt::Result {
        match self.phase {
            Phase::PlaceGoodie | Phase::PlaceGoodieChest | Phase::PlaceBaddieChest => {
                out.write_str("Setting up")
            }
            Phase::Over => out.write_str("Game over"),
            p => {
                let side = match p.side() {
                    Some(Side::Baddie) => "baddies'",
                    _ => "goodies'",
                };
                write!(out, "Round {}, {side} turn", self.round)
            }
        }
    }
}
