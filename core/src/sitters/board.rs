//! The fixed SiTTeRS board: cell kinds, positions, neighbours and the path search
//! that finds where a marker can go with a given roll.

/// Number of board rows (top to bottom).
pub const ROWS: usize = 7;
/// Number of board columns (left to right); column 10 is the safe zone.
pub const COLS: usize = 11;
/// Number of cells in the row-major cell array (including void cells).
pub(crate) const CELLS: usize = ROWS * COLS;
/// "No neighbour" marker in the neighbour table.
const NONE: u8 = u8::MAX;

/// A board coordinate; `row` 0 is the top row, `col` 0 the goodies' edge.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, PartialOrd, Ord)]
pub struct Pos {
    /// Row, 0..7 from the top.
    pub row: u8,
    /// Column, 0..11 from the left (column 10 exists only in rows 2..=4).
    pub col: u8,
}

impl Pos {
    /// Builds a position (it may be off the board; see [`cell_kind`]).
    pub const fn new(row: u8, col: u8) -> Pos {
        Pos { row, col }
    }

    /// The row-major cell index, or `None` when the position is off the board.
    pub(crate) fn index(self) -> Option<usize> {
        if matches!(cell_kind(self), CellKind::Void) {
            None
        } else {
            Some(self.row as usize * COLS + self.col as usize)
        }
    }

    /// The position of a row-major cell index.
    #[inline]
    pub(crate) const fn from_index(i: usize) -> Pos {
        if i < CELLS {
            POSITIONS[i]
        } else {
            Pos::divide(i)
        }
    }

    const fn divide(i: usize) -> Pos {
        Pos {
            row: (i / COLS) as u8,
            col: (i % COLS) as u8,
        }
    }
}

/// What kind of space a board cell is (independent of what stands on it).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CellKind {
    /// "G": a goodie start space.
    GoodieStart,
    /// "B": a baddie start space.
    BaddieStart,
    /// "C": a space where chests may be placed at setup.
    Chest,
    /// An ordinary empty space.
    Plain,
    /// "S": the safe zone (goodies only).
    Safe,
    /// Not part of the board.
    Void,
}

/// The kind of the cell at `p`; [`CellKind::Void`] for anything off the board.
pub const fn cell_kind(p: Pos) -> CellKind {
    let (r, c) = (p.row, p.col);
    if r as usize >= ROWS || c as usize >= COLS {
        return CellKind::Void;
    }
    if c == 10 {
        return if r >= 2 && r <= 4 {
            CellKind::Safe
        } else {
            CellKind::Void
        };
    }
    if r == 3 {
        return CellKind::Plain;
    }
    if c == 0 {
        return CellKind::GoodieStart;
    }
    if c < 3 {
        return CellKind::Plain;
    }
    // Baddie starts: the two right-hand cells of the outer rows, the last cell of
    // the next rows in.
    let baddie = match r {
        0 | 6 => c >= 8,
        1 | 5 => c == 9,
        _ => false,
    };
    if baddie {
        CellKind::BaddieStart
    } else {
        CellKind::Chest
    }
}

/// The position of each cell index (no division at run time: the GBA has none).
const POSITIONS: [Pos; CELLS] = {
    let mut p = [Pos { row: 0, col: 0 }; CELLS];
    let mut i = 0;
    while i < CELLS {
        p[i] = Pos::divide(i);
        i += 1;
    }
    p
};

/// Cell kinds by row-major index, computed at compile time.
pub(crate) const KINDS: [CellKind; CELLS] = {
    let mut k = [CellKind::Void; CELLS];
    let mut i = 0;
    while i < CELLS {
        k[i] = cell_kind(Pos::divide(i));
        i += 1;
    }
    k
};

/// Up/down/left/right neighbours by index ([`NONE`] where there is none).
const NEIGHBOURS: [[u8; 4]; CELLS] = {
    let mut n = [[NONE; 4]; CELLS];
    let mut i = 0;
    while i < CELLS {
        if !matches!(KINDS[i], CellKind::Void) {
            let r = (i / COLS) as i32;
            let c = (i % COLS) as i32;
            let d: [(i32, i32); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];
            let mut k = 0;
            while k < 4 {
                let (nr, nc) = (r + d[k].0, c + d[k].1);
                if nr >= 0 && nc >= 0 && (nr as usize) < ROWS && (nc as usize) < COLS {
                    let j = nr as usize * COLS + nc as usize;
                    if !matches!(KINDS[j], CellKind::Void) {
                        n[i][k] = j as u8;
                    }
                }
                k += 1;
            }
        }
        i += 1;
    }
    n
};

/// Steps from each cell to the nearest safe-zone cell, ignoring pieces.
pub(crate) const SAFE_DIST: [u8; CELLS] = {
    let mut d = [u8::MAX; CELLS];
    let mut i = 0;
    while i < CELLS {
        if !matches!(KINDS[i], CellKind::Void) {
            let r = (i / COLS) as i32;
            let c = (i % COLS) as i32;
            // Nearest of (2,10), (3,10), (4,10).
            let dr = if r < 2 {
                2 - r
            } else if r > 4 {
                r - 4
            } else {
                0
            };
            d[i] = (dr + (10 - c)) as u8;
        }
        i += 1;
    }
    d
};

/// The neighbours of a cell index.
pub(crate) fn neighbours(i: usize) -> [u8; 4] {
    match NEIGHBOURS.get(i) {
        Some(n) => *n,
        None => [NONE; 4],
    }
}

/// A set of cell indices (77 bits in three words, cheap on a 32-bit CPU).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(crate) struct Mask(pub [u32; 3]);

impl Mask {
    /// The set of the given cells (for constants).
    pub const fn of_cells(cells: &[usize]) -> Mask {
        let mut m = [0u32; 3];
        let mut k = 0;
        while k < cells.len() {
            m[cells[k] >> 5] |= 1 << (cells[k] & 31);
            k += 1;
        }
        Mask(m)
    }
    /// Whether cell `i` is in the set.
    #[inline]
    pub fn has(&self, i: usize) -> bool {
        match self.0.get(i >> 5) {
            Some(w) => (w >> (i & 31)) & 1 != 0,
            None => false,
        }
    }
    /// Adds cell `i`.
    #[inline]
    pub fn set(&mut self, i: usize) {
        if let Some(w) = self.0.get_mut(i >> 5) {
            *w |= 1 << (i & 31);
        }
    }
    /// Removes cell `i`.
    #[inline]
    pub fn clear(&mut self, i: usize) {
        if let Some(w) = self.0.get_mut(i >> 5) {
            *w &= !(1 << (i & 31));
        }
    }
    /// Whether the set is empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        (self.0[0] | self.0[1] | self.0[2]) == 0
    }
    /// The union of two sets.
    #[inline]
    pub fn or(&self, o: &Mask) -> Mask {
        Mask([self.0[0] | o.0[0], self.0[1] | o.0[1], self.0[2] | o.0[2]])
    }
    /// The intersection of two sets.
    #[inline]
    pub fn and(&self, o: &Mask) -> Mask {
        Mask([self.0[0] & o.0[0], self.0[1] & o.0[1], self.0[2] & o.0[2]])
    }
    /// The members of this set that are not in `o`.
    #[inline]
    pub fn minus(&self, o: &Mask) -> Mask {
        Mask([
            self.0[0] & !o.0[0],
            self.0[1] & !o.0[1],
            self.0[2] & !o.0[2],
        ])
    }
    /// How many members the set has.
    #[inline]
    pub fn count(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }
    /// Removes and returns the lowest member.
    #[inline]
    pub fn pop_first(&mut self) -> Option<usize> {
        for (w, word) in self.0.iter_mut().enumerate() {
            if *word != 0 {
                let low = *word & word.wrapping_neg();
                *word &= *word - 1;
                return Some(w * 32 + lowest_bit(low));
            }
        }
        None
    }
    /// Calls `f` for each member, lowest index first.
    pub fn for_each(&self, mut f: impl FnMut(usize)) {
        let mut m = *self;
        while let Some(i) = m.pop_first() {
            f(i);
        }
    }
}

/// The index of the single set bit of `low` (a de Bruijn multiply: the GBA's
/// CPU has no count-zeros instruction).
#[inline(always)]
pub(crate) fn lowest_bit(low: u32) -> usize {
    const TABLE: [u8; 32] = [
        0, 1, 28, 2, 29, 14, 24, 3, 30, 22, 20, 15, 25, 17, 4, 8, 31, 27, 13, 23, 21, 19, 16, 7,
        26, 12, 18, 6, 11, 5, 10, 9,
    ];
    TABLE[(low.wrapping_mul(0x077C_B531) >> 27) as usize] as usize
}

/// What the moving marker meets when it steps onto a cell (the tests' plain
/// searches go by it; the real ones by [`Game::step_masks`]'s sets).
///
/// [`Game::step_masks`]: super::game::Game
#[cfg(test)]
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Step {
    /// The cell may not be entered at all.
    Blocked,
    /// An empty cell: the move may continue through it.
    Open,
    /// Entering ends the move here (opponent, chest for goodies, safe zone).
    Stop,
}

/// The neighbours of each cell as a set.
pub(crate) const NEAR: [Mask; CELLS] = {
    let mut out = [Mask([0; 3]); CELLS];
    let mut i = 0;
    while i < CELLS {
        let mut k = 0;
        while k < 4 {
            let n = NEIGHBOURS[i][k];
            if n != NONE {
                out[i].0[n as usize >> 5] |= 1 << (n as usize & 31);
            }
            k += 1;
        }
        i += 1;
    }
    out
};
