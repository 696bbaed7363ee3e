//! Where a hero may move: the rule ([`Game::can_reach`]) and its fast twin,
//! one hero's surroundings as rows of bits.
//!
//! [`Game::can_reach`] is the rule as written: for each cell of the line it
//! scans every hero and monster. Listing a hero's whole disc that way costs
//! cells × line × monsters. [`Reach`] builds, once, a 16×16 window of bits
//! around the hero (monsters, heroes, cells touching a monster, barred
//! structures) so
//! each cell of the disc costs one line walk of bit tests. It answers exactly
//! like `can_reach` (checked on random positions by
//! `api_fast_reach_agrees_with_can_reach`).

use heapless::Vec;

use super::game::{Game, push};
use super::geometry::{Cell, INCH, LineWalk};

/// Side of the window, in cells (one bit per cell in a `u16` row).
const SPAN: i16 = 16;
/// Largest movement radius the window holds (the hero sits at offset 7).
const R_MAX: i16 = 7;

/// The bit layers of a [`Reach`] window.
#[derive(Clone, Copy)]
enum Layer {
    /// Monsters.
    Monsters,
    /// Living heroes.
    Heroes,
    /// Cells touching a monster.
    Touch,
    /// The temple and standing buildings.
    Structure,
}

/// A hero's movement options, precomputed from the current position.
#[derive(Clone, Debug)]
pub(crate) struct Reach {
    hero: u8,
    from: Cell,
    origin: Cell,
    /// Movement radius in cells.
    r: i16,
    barred: bool,
    /// The radius does not fit the window: ask `Game::can_reach`.
    fallback: bool,
    /// Standing still is allowed.
    stay: bool,
    /// Only standing still can be allowed (dead, or engaged while barred).
    locked: bool,
    start_block: Option<u8>,
    in_temple: bool,
    monsters: [u16; SPAN as usize],
    heroes: [u16; SPAN as usize],
    touch: [u16; SPAN as usize],
    structure: [u16; SPAN as usize],
}

impl Reach {
    /// Precomputes the hero's surroundings; `None` when the hero does not
    /// exist. A radius too wide for the window (never with the rules' at most
    /// three thief rings) makes it ask [`Game::can_reach`] instead.
    pub(crate) fn new(g: &Game, hero: u8) -> Option<Reach> {
        let h = g.heroes.get(hero as usize)?;
        let r = (g.move_inches(hero) * INCH).max(0);
        let from = h.cell;
        let barred = g.barred();
        let mut w = Reach {
            hero,
            from,
            origin: Cell::new(from.x - R_MAX, from.y - R_MAX),
            r,
            barred,
            fallback: r > R_MAX,
            stay: false,
            locked: !h.alive(),
            start_block: g.building_at(from),
            in_temple: g.temple.contains(from),
            monsters: [0; SPAN as usize],
            heroes: [0; SPAN as usize],
            touch: [0; SPAN as usize],
            structure: [0; SPAN as usize],
        };
        for o in g.heroes.iter().filter(|o| o.alive()) {
            w.set(Layer::Heroes, o.cell, 0b1);
        }
        for m in g.monsters.iter() {
            w.set(Layer::Monsters, m.cell, 0b1);
            let (x, y) = (m.cell.x, m.cell.y);
            w.set(Layer::Touch, Cell::new(x - 1, y - 1), 0b111);
            w.set(Layer::Touch, Cell::new(x - 1, y), 0b101);
            w.set(Layer::Touch, Cell::new(x - 1, y + 1), 0b111);
        }
        let blocks = g.buildings.iter().filter(|b| !b.razed).map(|b| b.block);
        for b in blocks.chain(core::iter::once(g.temple)) {
            let mask = (1u32 << b.size.clamp(0, 31)) - 1;
            for dy in 0..b.size {
                w.set(
                    Layer::Structure,
                    Cell::new(b.origin.x, b.origin.y + dy),
                    mask,
                );
            }
        }
        w.stay = h.alive() && !(barred && h.must_exit && g.in_structure(from));
        w.locked |= barred && w.bit(&w.touch, from);
        Some(w)
    }

    /// ORs `mask` (bit 0 = cell `at`, further bits eastwards) into row `at.y`
    /// of a layer; what falls outside the window is dropped.
    fn set(&mut self, layer: Layer, at: Cell, mask: u32) {
        let row = at.y - self.origin.y;
        let col = at.x - self.origin.x;
        if !(0..SPAN).contains(&row) || col >= SPAN || col <= -32 {
            return;
        }
        let bits = if col >= 0 {
            mask << col
        } else {
            mask >> (-col)
        };
        let bits = (bits & 0xFFFF) as u16;
        let rows = match layer {
            Layer::Monsters => &mut self.monsters,
            Layer::Heroes => &mut self.heroes,
            Layer::Touch => &mut self.touch,
            Layer::Structure => &mut self.structure,
        };
        rows[row as usize] |= bits;
    }

    /// The bit of `c` in a layer (false outside the window).
    fn bit(&self, rows: &[u16; SPAN as usize], c: Cell) -> bool {
        let row = c.y - self.origin.y;
        let col = c.x - self.origin.x;
        (0..SPAN).contains(&row) && (0..SPAN).contains(&col) && rows[row as usize] >> col & 1 == 1
    }

    /// Number of cells of the square around the hero that [`Reach::cell`] lists.
    pub(crate) fn count(&self) -> u16 {
        let side = (2 * self.r + 1) as u16;
        side * side
    }

    /// Cell `i` of the square around the hero, in row order (the order of
    /// [`Game::reachable`]).
    pub(crate) fn cell(&self, i: u16) -> Cell {
        let side = (2 * self.r + 1) as u16;
        let (row, col) = row_col(i, side);
        Cell::new(
            self.from.x - self.r + col as i16,
            self.from.y - self.r + row as i16,
        )
    }

    /// Exactly [`Game::can_reach`] for this hero in the position it was built from.
    pub(crate) fn can_reach(&self, g: &Game, to: Cell) -> bool {
        if self.fallback {
            return g.can_reach(self.hero, to);
        }
        if !to.on_map() {
            return false;
        }
        if to == self.from {
            return self.stay;
        }
        if self.locked || self.from.dist2(to) > i32::from(self.r) * i32::from(self.r) {
            return false;
        }
        let taken = self.bit(&self.monsters, to) || self.bit(&self.heroes, to);
        if taken || (self.barred && self.bit(&self.structure, to)) {
            return false;
        }
        for c in LineWalk::new(self.from, to) {
            if c == to {
                break;
            }
            // Heroes pass heroes; never a monster or a cell touching one.
            if self.bit(&self.monsters, c) || self.bit(&self.touch, c) {
                return false;
            }
            if self.barred && self.bit(&self.structure, c) {
                let own = (self.in_temple && g.temple.contains(c))
                    || (self.start_block.is_some() && g.building_at(c) == self.start_block);
                if !own {
                    return false;
                }
            }
        }
        true
    }
}

/// Widest square the window holds.
const SIDE_MAX: usize = 2 * R_MAX as usize + 1;

/// `⌈2¹⁶ / side⌉` for each side up to [`SIDE_MAX`].
const INVERSE: [u32; SIDE_MAX + 1] = {
    let mut t = [0; SIDE_MAX + 1];
    let mut side = 1;
    while side <= SIDE_MAX {
        t[side] = (1u32 << 16).div_ceil(side as u32);
        side += 1;
    }
    t
};

/// `(i / side, i % side)`; for the squares the window holds (`side` ≤ 15)
/// by a multiply and a shift, the GBA having no divider.
pub(crate) fn row_col(i: u16, side: u16) -> (u16, u16) {
    let s = usize::from(side);
    if (1..=SIDE_MAX).contains(&s) && i < side * side {
        // ⌊i · ⌈2¹⁶ / side⌉ / 2¹⁶⌋ is ⌊i / side⌋ for every such i (checked
        // exhaustively by the tests).
        let row = ((u32::from(i) * INVERSE[s]) >> 16) as u16;
        return (row, i - row * side);
    }
    (i / side, i % side)
}

impl Game {
    /// True when the hero could end a move on `to` now (ignoring whose turn it
    /// is): within its allowance in a straight line that crosses no monster
    /// (other heroes' pawns may be passed, not ended on), no barred building
    /// (other than the one it starts in) and no cell touching a monster
    /// before the last.
    pub fn can_reach(&self, hero: u8, to: Cell) -> bool {
        let Some(h) = self.heroes.get(hero as usize) else {
            return false;
        };
        if !h.alive() || !to.on_map() {
            return false;
        }
        let from = h.cell;
        let barred = self.barred();
        if to == from {
            return !(barred && h.must_exit && self.in_structure(from));
        }
        if barred && self.engaged(hero) {
            return false;
        }
        if !from.within(to, self.move_inches(hero)) {
            return false;
        }
        if self.token_at(to) || (barred && self.in_structure(to)) {
            return false;
        }
        let start_block = self.building_at(from);
        let in_temple = self.temple.contains(from);
        for c in LineWalk::new(from, to) {
            if c == to {
                break;
            }
            if self.monster_at(c).is_some() {
                return false;
            }
            if barred && self.in_structure(c) {
                let own = (in_temple && self.temple.contains(c))
                    || (start_block.is_some() && self.building_at(c) == start_block);
                if !own {
                    return false;
                }
            }
            if self.monsters.iter().any(|m| m.cell.touches(c)) {
                return false;
            }
        }
        true
    }

    /// The cells the hero could move to now, its own cell included when it may
    /// stand still (the "reachable disc"), in row order. Truncated to `out`'s
    /// capacity; [`super::MAX_REACH`] is always enough.
    pub fn reachable<const N: usize>(&self, hero: u8, out: &mut Vec<Cell, N>) {
        out.clear();
        if let Some(w) = Reach::new(self, hero) {
            for i in 0..w.count() {
                let c = w.cell(i);
                if w.can_reach(self, c) {
                    push(out, c);
                }
            }
        }
    }

    /// True when a hero that must leave a barred building has somewhere to go.
    fn has_exit(&self, hero: u8) -> bool {
        Reach::new(self, hero).is_some_and(|w| (0..w.count()).any(|i| w.can_reach(self, w.cell(i))))
    }

    /// True when the hero stands in a barred building it must leave and can:
    /// then its only legal action is a move.
    pub(crate) fn must_leave_first(&self, hero: u8) -> bool {
        let Some(h) = self.heroes.get(hero as usize) else {
            return false;
        };
        self.barred() && h.must_exit && self.in_structure(h.cell) && self.has_exit(hero)
    }
}
