//! How monsters move: the closest goal, the programmed walk, the order of
//! the monsters' turn, and a dice-free forecast of that turn for the AI.

use crate::contract::Sink;
use heapless::Vec;

use super::game::{Game, push};
use super::geometry::{Cell, INCH, LineWalk, MAP_SIZE};
use super::types::*;
use super::{MAX_HEROES, MAX_MONSTERS, MOVE_INCHES};

/// What a monster is heading for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Goal {
    /// The temple.
    Temple,
    /// A standing building, by index.
    Building(u8),
    /// A living hero, by index.
    Hero(u8),
}

/// The cells a monster may not stand on (the temple, standing buildings,
/// living heroes, monsters) as one bit per cell: [`Game::free_for_monster`]
/// without scanning every token.
#[derive(Clone, Debug)]
pub(crate) struct Ground([u64; MAP_SIZE as usize]);

impl Ground {
    /// No cell taken.
    pub(crate) const fn empty() -> Ground {
        Ground([0; MAP_SIZE as usize])
    }

    /// The ground of the game as it stands.
    pub(crate) fn of(g: &Game) -> Ground {
        let mut ground = Ground::empty();
        let blocks = g.buildings.iter().filter(|b| !b.razed).map(|b| b.block);
        for b in blocks.chain(core::iter::once(g.temple)) {
            for dy in 0..b.size {
                for dx in 0..b.size {
                    ground.take(Cell::new(b.origin.x + dx, b.origin.y + dy));
                }
            }
        }
        for h in g.heroes.iter().filter(|h| h.alive()) {
            ground.take(h.cell);
        }
        for m in g.monsters.iter() {
            ground.take(m.cell);
        }
        ground
    }

    /// Exactly [`Game::free_for_monster`] for the game it was made from.
    pub(crate) fn free(&self, c: Cell) -> bool {
        c.on_map() && self.0[c.y as usize] >> c.x & 1 == 0
    }

    /// Marks a cell taken (a monster arrived).
    pub(crate) fn take(&mut self, c: Cell) {
        if c.on_map() {
            self.0[c.y as usize] |= 1 << c.x;
        }
    }

    /// Marks a cell free (a monster left it).
    pub(crate) fn clear(&mut self, c: Cell) {
        if c.on_map() {
            self.0[c.y as usize] &= !(1 << c.x);
        }
    }
}

/// Where monsters may step: [`Live`] asks the game; a [`Ground`] (bits kept
/// up to date as monsters move) answers the same, faster, for forecasts.
pub(crate) trait Floor {
    /// Exactly [`Game::free_for_monster`] for `g`.
    fn free(&self, g: &Game, c: Cell) -> bool;
    /// A monster moved from `from` to `to`.
    fn moved(&mut self, from: Cell, to: Cell);
}

/// The game itself as the floor.
pub(crate) struct Live;

impl Floor for Live {
    fn free(&self, g: &Game, c: Cell) -> bool {
        g.free_for_monster(c)
    }

    fn moved(&mut self, _: Cell, _: Cell) {}
}

impl Floor for Ground {
    fn free(&self, _: &Game, c: Cell) -> bool {
        Ground::free(self, c)
    }

    fn moved(&mut self, from: Cell, to: Cell) {
        self.clear(from);
        self.take(to);
    }
}

/// Cells in the square around a monster that holds its 4-inch disc; each
/// cell's place in it (row order) fits the 7 bits [`Game::walk`]'s sort keys
/// keep for it.
const DISC_SQUARE: usize = ((2 * MOVE_INCHES * INCH + 1) * (2 * MOVE_INCHES * INCH + 1)) as usize;
const _: () = assert!(DISC_SQUARE <= 128);

/// The monsters' coming turn as [`Game::forecast`] sees it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Forecast {
    /// Blows aimed at each hero (none is rolled here).
    pub(crate) blows: [u8; MAX_HEROES],
    /// Of those, blows from piercing (black) monsters.
    pub(crate) piercing: [u8; MAX_HEROES],
    /// Damage to the temple.
    pub(crate) temple: u8,
    /// Stock dice carried off from the shops.
    pub(crate) captured: u8,
    /// Buildings razed.
    pub(crate) razed: u8,
}

impl Game {
    pub(crate) fn goal_dist2(&self, c: Cell, g: Goal) -> i32 {
        match g {
            Goal::Temple => self.temple.dist2(c),
            Goal::Building(b) => self.buildings[b as usize].block.dist2(c),
            Goal::Hero(h) => self.heroes[h as usize].cell.dist2(c),
        }
    }

    pub(crate) fn touching(&self, c: Cell, g: Goal) -> bool {
        match g {
            Goal::Temple => self.temple.touches(c),
            Goal::Building(b) => self.buildings[b as usize].block.touches(c),
            Goal::Hero(h) => self.heroes[h as usize].cell.touches(c),
        }
    }

    /// The closest target: temple, standing building or living hero (ties go
    /// to the temple, then buildings, then heroes, each in index order).
    pub(crate) fn closest_goal(&self, c: Cell) -> Goal {
        let mut best = (self.temple.dist2(c), Goal::Temple);
        for (i, b) in self.buildings.iter().enumerate() {
            if !b.razed && b.block.dist2(c) < best.0 {
                best = (b.block.dist2(c), Goal::Building(i as u8));
            }
        }
        for (i, h) in self.heroes.iter().enumerate() {
            if h.alive() && h.cell.dist2(c) < best.0 {
                best = (h.cell.dist2(c), Goal::Hero(i as u8));
            }
        }
        best.1
    }

    /// One programmed move of up to 4 inches towards the goal, measured as a
    /// hero's move is: a straight line to any cell within 4 inches (the
    /// disc), crossing and ending on free cells only. The monster ends on the
    /// cell of its disc nearest the goal; ties go to the shorter move, then
    /// to the first cell in row order. It stays put when no cell it can
    /// reach is nearer than where it stands. Returns the end cell.
    pub(crate) fn walk(&self, start: Cell, g: Goal, floor: &impl Floor) -> Cell {
        let r = MOVE_INCHES * INCH;
        let reach = i32::from(r) * i32::from(r);
        let here = self.goal_dist2(start, g);
        // The disc's cells nearer the goal than the start, keyed so that
        // sorting puts them in the order the rule prefers (nearest the goal,
        // then the shorter move, then row order); the first one the monster
        // can walk to in a straight line is the answer. Only the lines of
        // cells ahead of it in that order are walked (usually none).
        let side = 2 * r + 1;
        let mut keys: Vec<u32, DISC_SQUARE> = Vec::new();
        for dy in -r..=r {
            for dx in -r..=r {
                let len = i32::from(dx) * i32::from(dx) + i32::from(dy) * i32::from(dy);
                let d = self.goal_dist2(Cell::new(start.x + dx, start.y + dy), g);
                if len <= reach && d < here {
                    // Row order: the cell's place in the square around the start.
                    let order = ((dy + r) * side + dx + r) as u32;
                    let _ = keys.push(((d as u32) << 12) | ((len as u32) << 7) | order);
                }
            }
        }
        keys.sort_unstable();
        for k in keys {
            let order = (k & 0x7F) as i16;
            let c = Cell::new(start.x + order % side - r, start.y + order / side - r);
            if LineWalk::new(start, c).all(|s| floor.free(self, s)) {
                return c;
            }
        }
        start
    }

    /// One monster's programmed move(s): towards its closest goal, twice for
    /// a fast (green) monster, not at all once it touches the goal.
    pub(crate) fn march(&mut self, mi: usize, ev: &mut impl Sink<Event>, floor: &mut impl Floor) {
        let moves = if self.monsters[mi].colour == MonsterColour::Green {
            2
        } else {
            1
        };
        for _ in 0..moves {
            let m = self.monsters[mi];
            let g = self.closest_goal(m.cell);
            if self.touching(m.cell, g) {
                break;
            }
            let to = self.walk(m.cell, g, floor);
            if to != m.cell {
                self.monsters[mi].cell = to;
                floor.moved(m.cell, to);
                push(
                    ev,
                    Event::MonsterMoved {
                        monster: m.id,
                        from: m.cell,
                        to,
                    },
                );
            }
        }
    }

    /// The order of the monsters' turn, last to act first (so `pop` takes
    /// the next): closest to the temple first, ties by id.
    pub(crate) fn monster_order(&self, out: &mut Vec<MonsterId, MAX_MONSTERS>) {
        // Key: squared distance to the temple (< 2¹⁶ on the map) above the
        // id, so comparing keys compares (distance, id). Insertion sort,
        // largest first: at most 48 keys, and no deep sorting frames.
        let mut keys = [0u32; MAX_MONSTERS];
        let n = self.monsters.len().min(MAX_MONSTERS);
        for (i, m) in self.monsters.iter().take(n).enumerate() {
            let d = self.temple.dist2(m.cell).clamp(0, 0xFFFF) as u32;
            let key = d << 16 | u32::from(m.id.0);
            let mut j = i;
            while j > 0 && keys[j - 1] < key {
                keys[j] = keys[j - 1];
                j -= 1;
            }
            keys[j] = key;
        }
        out.clear();
        for &k in &keys[..n] {
            push(out, MonsterId((k & 0xFFFF) as u16));
        }
    }

    /// Plays the monsters' coming turn on this (scratch) game without dice:
    /// every monster marches as programmed and strikes its goal; structures
    /// take their damage as the rules say, but a blow on a hero is only
    /// counted (heroes stay as they are). Regeneration is left out.
    #[cfg(test)]
    pub(crate) fn forecast(&mut self) -> Forecast {
        let mut f = Forecast::default();
        let mut order: Vec<MonsterId, MAX_MONSTERS> = Vec::new();
        self.monster_order(&mut order);
        let mut ground = Ground::of(self);
        while self.forecast_step(&mut order, &mut f, &mut ground) {}
        f
    }

    /// One monster of [`Game::forecast`]: the next of `order` (from
    /// [`Game::monster_order`]) marches and strikes; false once none is left.
    /// `ground` is [`Ground::of`] this game, and stays so.
    pub(crate) fn forecast_step(
        &mut self,
        order: &mut Vec<MonsterId, MAX_MONSTERS>,
        f: &mut Forecast,
        ground: &mut Ground,
    ) -> bool {
        let Some(id) = order.pop() else {
            return false;
        };
        let Some(mi) = self.monsters.iter().position(|m| m.id == id) else {
            return true;
        };
        let mut none: Vec<Event, 1> = Vec::new();
        self.march(mi, &mut none, ground);
        let m = self.monsters[mi];
        let g = self.closest_goal(m.cell);
        if !self.touching(m.cell, g) {
            return true;
        }
        match g {
            Goal::Temple => {
                f.temple = f.temple.saturating_add(self.wave);
                self.monsters.remove(mi);
                ground.clear(m.cell);
            }
            Goal::Building(b) => {
                self.monsters.remove(mi);
                ground.clear(m.cell);
                let building = &mut self.buildings[b as usize];
                if building.stock.pop().is_some() {
                    f.captured += 1;
                } else {
                    building.razed = true;
                    f.razed += 1;
                    *ground = Ground::of(self);
                }
            }
            Goal::Hero(h) => {
                let h = h as usize;
                f.blows[h] = f.blows[h].saturating_add(1);
                if m.colour == MonsterColour::Black {
                    f.piercing[h] = f.piercing[h].saturating_add(1);
                }
            }
        }
        true
    }
}
