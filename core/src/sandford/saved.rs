//! Sandford saved in the middle ([`crate::contract::Saved`]).

use core::fmt;

use super::geometry::{Block, Cell, MAP_SIZE};
use super::{
    ARRIVING, BUILDING_SIZE, BUILDINGS, Game, HERO_HP, MAX_HEROES, MAX_MONSTERS, MAX_RINGS, Phase,
    STOCK_DICE, TEMPLE_HP, TEMPLE_SIZE, WAVES,
};
use crate::contract::Saved;

fn block_on_map(b: &Block, size: i16) -> bool {
    b.size == size
        && b.origin.on_map()
        && Cell::new(b.origin.x + size - 1, b.origin.y + size - 1).on_map()
}

impl Saved for Game {
    const SAVE_NAME: &'static str = "sandford";
    const SAVE_VERSION: u16 = 1;
    /// The header (13) and the state with every list full; the test kit
    /// measures real games against it (see docs/saves.md for the numbers).
    const MAX_SAVE_BYTES: usize = 13
        + 64
        + BUILDINGS * (8 + 2 * STOCK_DICE)
        + MAX_HEROES * (16 + 2 * STOCK_DICE + MAX_RINGS)
        + MAX_MONSTERS * 16
        + 2 * STOCK_DICE
        + 3 * MAX_MONSTERS
        + 3 * ARRIVING;

    fn dice_state(&self) -> u64 {
        self.dice.state()
    }

    fn is_sound(&self) -> bool {
        let heroes = if self.config.heroes == 1 {
            2
        } else {
            self.config.heroes
        };
        let hero_ok = |i: Option<u8>| i.is_none_or(|h| usize::from(h) < self.heroes.len());
        let ids_ok = self.monsters.iter().all(|m| {
            m.id.0 < self.next_id
                && m.cell.on_map()
                && m.hp <= m.max_hp
                && self.monsters.iter().filter(|n| n.id == m.id).count() == 1
        });
        let order_ok = self
            .order
            .iter()
            .all(|id| self.monsters.iter().any(|m| m.id == *id));
        (1..=4).contains(&self.config.heroes)
            && self.heroes.len() == usize::from(heroes)
            && self.heroes.len() <= MAX_HEROES
            && self.buildings.len() == BUILDINGS
            && self.wave <= WAVES
            && self.waves_defeated <= self.wave
            && self.temple_hp <= TEMPLE_HP
            && block_on_map(&self.temple, TEMPLE_SIZE)
            && self.buildings.iter().all(|b| {
                block_on_map(&b.block, BUILDING_SIZE)
                    && b.stock.iter().all(|d| (1..=6).contains(&d.face))
            })
            && self.heroes.iter().all(|h| {
                h.cell.on_map()
                    && h.hp <= HERO_HP
                    && h.rings.len() <= MAX_RINGS
                    && h.gear.iter().all(|d| d.face <= 6)
            })
            && hero_ok(self.last_actor)
            && hero_ok(self.pending)
            && hero_ok(self.soak.map(|(h, _)| h))
            && ids_ok
            && order_ok
            && self.monsters.len() <= MAX_MONSTERS
            && self.bag.len() + self.captured.len() <= STOCK_DICE
            && MAP_SIZE > 0
    }

    fn standing(&self, out: &mut dyn fmt::Write) -> fmt::Result {
        match self.phase {
            Phase::HeroesArrive => out.write_str("The heroes arrive"),
            Phase::Won => out.write_str("Sandford is saved"),
            Phase::Lost(_) => out.write_str("Game over"),
            _ => write!(out, "Wave {} of {WAVES}", self.wave.max(1)),
        }
    }
}
