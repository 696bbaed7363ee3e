//! Sandford saved in the middle ([`crate::contract::Saved`]).

use core::fmt;

use super::geometry::{Block, Cell};
use super::{
    ARRIVING, BUILDING_SIZE, BUILDINGS, Game, HERO_HP, MAX_HEROES, MAX_MONSTERS, MAX_RINGS, Phase,
    STOCK_DICE, TEMPLE_HP, TEMPLE_SIZE, WAVES,
};
use crate::contract::Saved;

/// Postcard's longest encoding of each piece of the state, in bytes: a
/// varint `u16`/`i16` takes up to 3, a `u32` 5 and a `u64` 10; a `u8`, a
/// `bool` and an enum without data take 1; an `Option` takes 1 more than its
/// content and a list 1 for its length (all of Sandford's hold under 128).
mod worst {
    use super::{MAX_RINGS, STOCK_DICE};

    /// `TS` and the version (4), the name's length (1) and its letters
    /// ("sandford", 8).
    pub const HEADER: usize = 4 + 1 + 8;
    /// A monster's id (and `next_id`).
    pub const ID: usize = 3;
    /// A shop or monster colour.
    pub const COLOUR: usize = 1;
    /// Two `i16` coordinates.
    pub const CELL: usize = 3 + 3;
    /// Origin and size.
    pub const BLOCK: usize = CELL + 3;
    /// Colour and face.
    pub const DIE: usize = COLOUR + 1;
    /// Id, colour, cell, hit points, whole hit points, the captured die.
    pub const MONSTER: usize = ID + COLOUR + CELL + 1 + 1 + (1 + COLOUR);
    /// Cell, hit points, gear, rings, then kills, rounds left and four flags
    /// or counters of one byte each.
    pub const HERO: usize = CELL + 1 + (1 + STOCK_DICE * DIE) + (1 + MAX_RINGS) + 6;
    /// Card, stock, razed.
    pub const BUILDING: usize = BLOCK + (1 + STOCK_DICE * DIE) + 1;
    /// An arriving monster's colour and its captured die.
    pub const ARRIVAL: usize = COLOUR + (1 + COLOUR);
    /// Everything else: the config (players, rings option, seed, house
    /// rules), the dice, the phase (`Lost` and its reason), wave, waves
    /// defeated, temple mat, temple hit points, `next_id`, last actor and
    /// pending (2 each), went, soak, order ready, monster turns, last spin, arrival
    /// misses, and the lengths of the seven lists.
    pub const FIXED: usize =
        (1 + 1 + 10 + 1) + 10 + 2 + 1 + 1 + BLOCK + 1 + ID + 4 + 1 + 3 + 1 + 1 + 2 + 5 + 7;
}

fn block_on_map(b: &Block, size: i16) -> bool {
    b.size == size
        && b.origin.on_map()
        && Cell::new(b.origin.x + size - 1, b.origin.y + size - 1).on_map()
}

impl Saved for Game {
    const SAVE_NAME: &'static str = "sandford";
    const SAVE_VERSION: u16 = 1;
    /// The longest save postcard can write of this state: every list full
    /// and every number at its longest encoding (the `worst` sizes below);
    /// `api_save_bound_is_the_save_with_every_list_full` writes that state
    /// and gets exactly this many bytes (docs/saves.md has real games' sizes).
    const MAX_SAVE_BYTES: usize = worst::HEADER
        + worst::FIXED
        + BUILDINGS * worst::BUILDING
        + MAX_HEROES * worst::HERO
        + MAX_MONSTERS * worst::MONSTER
        + 2 * STOCK_DICE // the bag and the captured dice: a colour a byte
        + MAX_MONSTERS * worst::ID
        + ARRIVING * worst::ARRIVAL;

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
