//! How monsters move: the closest goal, the programmed walk, the order of
//! the monsters' turn, and a dice-free forecast of that turn for the AI.

use crate::contract::Sink;
use heapless::Vec;

use super::game::{Game, push};
use super::geometry::{Block, Cell, INCH, LineWalk, MAP_SIZE};
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

/// Where monsters may step: `Live` (tests) asks the game; a [`Ground`] (bits kept
/// up to date as monsters move) answers the same, faster, for forecasts.
pub(crate) trait Floor {
    /// Exactly [`Game::free_for_monster`] for `g`.
    fn free(&self, g: &Game, c: Cell) -> bool;
    /// A monster moved from `from` to `to`.
    fn moved(&mut self, from: Cell, to: Cell);
}

/// The game itself as the floor (the rule as written, for tests: play
/// walks on a [`Ground`]).
#[cfg(test)]
pub(crate) struct Live;

#[cfg(test)]
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
/// cell's offsets in it fit the 4 bits each [`Game::walk`]'s sort keys keep
/// for them.
const DISC_SQUARE: usize = ((2 * MOVE_INCHES * INCH + 1) * (2 * MOVE_INCHES * INCH + 1)) as usize;
const _: () = assert!(2 * MOVE_INCHES * INCH < 16);

/// Cells of a monster's disc [`Game::walk`] tries in order by picking the
/// smallest key left, before it sorts the rest.
const PICKED: usize = 4;

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
    /// A fast monster between its two moves ([`Game::forecast_step`]).
    pub(crate) halfway: Option<MonsterId>,
}

impl Game {
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
        let goal = match g {
            Goal::Temple => self.temple,
            Goal::Building(b) => self.buildings[b as usize].block,
            // A hero is a block of one cell (the same squared distances).
            Goal::Hero(h) => Block {
                origin: self.heroes[h as usize].cell,
                size: 1,
            },
        };
        // The disc's cells nearer the goal than the start, keyed so that
        // sorting puts them in the order the rule prefers (nearest the goal,
        // then the shorter move, then row order); the first one the monster
        // can walk to in a straight line is the answer. Only the lines of
        // cells ahead of it in that order are walked (usually none).
        let mut keys = [0u32; DISC_SQUARE];
        let n = disc_keys(start, goal, &mut keys);
        let keys = &mut keys[..n];
        // The keys in order: the smallest comes first, the next few are
        // picked as the smallest left (the first usually answers, so sorting
        // them all is wasted), the rest sorted if it comes to that. Keys are
        // distinct: one order either way.
        for at in 0..keys.len() {
            if (1..PICKED).contains(&at) {
                let min = (at..keys.len()).min_by_key(|&i| keys[i]).unwrap_or(at);
                keys.swap(at, min);
            } else if at == PICKED {
                keys[at..].sort_unstable();
            }
            let k = keys[at];
            let (row, col) = (((k >> 4) & 0xF) as i16, (k & 0xF) as i16);
            let c = Cell::new(start.x + col - r, start.y + row - r);
            if LineWalk::new(start, c).all(|s| floor.free(self, s)) {
                return c;
            }
        }
        start
    }

    /// One programmed move of monster `mi` towards its closest goal; false
    /// when it touches the goal or comes no nearer (a second move would not
    /// move it either: nothing changed).
    fn march_once(&mut self, mi: usize, ev: &mut impl Sink<Event>, floor: &mut impl Floor) -> bool {
        let m = self.monsters[mi];
        let g = self.closest_goal(m.cell);
        if self.touching(m.cell, g) {
            return false;
        }
        let to = self.walk(m.cell, g, floor);
        if to == m.cell {
            return false;
        }
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
        true
    }

    /// One monster's programmed move(s): towards its closest goal, twice for
    /// a fast (green) monster, not at all once it touches the goal.
    pub(crate) fn march(&mut self, mi: usize, ev: &mut impl Sink<Event>, floor: &mut impl Floor) {
        if self.march_once(mi, ev, floor) && self.monsters[mi].colour == MonsterColour::Green {
            self.march_once(mi, ev, floor);
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
    /// [`Game::monster_order`]) marches and strikes (a fast monster's two
    /// moves are two steps); false once none is left.
    /// `ground` is [`Ground::of`] this game, and stays so.
    pub(crate) fn forecast_step(
        &mut self,
        order: &mut Vec<MonsterId, MAX_MONSTERS>,
        f: &mut Forecast,
        ground: &mut Ground,
    ) -> bool {
        // A fast monster's second move is a step of its own.
        let (id, second) = match f.halfway.take() {
            Some(id) => (id, true),
            None => match order.pop() {
                Some(id) => (id, false),
                None => return false,
            },
        };
        let Some(mi) = self.monsters.iter().position(|m| m.id == id) else {
            return true;
        };
        let mut none: Vec<Event, 1> = Vec::new();
        if self.march_once(mi, &mut none, ground)
            && !second
            && self.monsters[mi].colour == MonsterColour::Green
        {
            f.halfway = Some(id);
            return true;
        }
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

/// [`Game::walk`]'s keys: for each cell of the disc around `start` nearer
/// `goal` than `start` is, its squared distance to the goal, then its
/// squared distance from `start`, then its row and column in the square;
/// the smallest key first. Returns how many. (On the cartridge it runs from
/// IWRAM as ARM code: the forecast of the hard AI makes it its busiest loop.)
#[cfg_attr(
    all(target_arch = "arm", target_os = "none"),
    unsafe(link_section = ".iwram.sandford_disc"),
    instruction_set(arm::a32)
)]
#[inline(never)]
fn disc_keys(start: Cell, goal: Block, keys: &mut [u32; DISC_SQUARE]) -> usize {
    let r = i32::from(MOVE_INCHES * INCH);
    let (x0, y0) = (i32::from(goal.origin.x), i32::from(goal.origin.y));
    let (x1, y1) = (x0 + i32::from(goal.size) - 1, y0 + i32::from(goal.size) - 1);
    let dist2 = |x: i32, y: i32| {
        let dx = x - x.clamp(x0, x1);
        let dy = y - y.clamp(y0, y1);
        dx * dx + dy * dy
    };
    let (sx, sy) = (i32::from(start.x), i32::from(start.y));
    let here = dist2(sx, sy);
    let mut n = 0;
    let mut min = 0;
    for dy in -r..=r {
        for dx in -r..=r {
            let len = dx * dx + dy * dy;
            if len > r * r {
                continue;
            }
            let d = dist2(sx + dx, sy + dy);
            if d < here && n < DISC_SQUARE {
                // Row and column in the square around the start, 4 bits
                // each (no division to get them back).
                let order = (((dy + r) as u32) << 4) | (dx + r) as u32;
                let key = ((d as u32) << 13) | ((len as u32) << 8) | order;
                if n > 0 && key < keys[min] {
                    min = n;
                }
                keys[n] = key;
                n += 1;
            }
        }
    }
    keys.swap(0, min);
    n
}
