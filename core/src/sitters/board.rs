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
#[inline]
fn lowest_bit(low: u32) -> usize {
    const TABLE: [u8; 32] = [
        0, 1, 28, 2, 29, 14, 24, 3, 30, 22, 20, 15, 25, 17, 4, 8, 31, 27, 13, 23, 21, 19, 16, 7,
        26, 12, 18, 6, 11, 5, 10, 9,
    ];
    TABLE[(low.wrapping_mul(0x077C_B531) >> 27) as usize] as usize
}

/// What the moving marker meets when it steps onto a cell.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Step {
    /// The cell may not be entered at all.
    Blocked,
    /// An empty cell: the move may continue through it.
    Open,
    /// Entering ends the move here (opponent, chest for goodies, safe zone).
    Stop,
}

/// Result of a reach search: for each exact roll 1..=6, the cells where a move
/// with that roll can end.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Reach {
    /// `by_roll[r - 1]` = destinations with roll `r`.
    pub by_roll: [Mask; 6],
    /// Number of search nodes visited (a work measure for the AI budget).
    pub nodes: u32,
}

/// Searches every self-avoiding path of at most `max` (≤ 6) steps from `from`.
/// A path may pass only through `open` cells; it ends at a `stop` cell after
/// any number of steps, or at an open cell after exactly the roll. `nodes`
/// counts the cells expanded (a work measure for the AI budget).
pub(crate) fn reach_masks(from: usize, max: u8, mut open: Mask, stop: &Mask) -> Reach {
    let mut w = MaskWalk {
        stop: *stop,
        stops: [Mask::default(); 6],
        ends: [Mask::default(); 6],
        nodes: 0,
        max: max.min(6),
    };
    open.clear(from);
    if w.max > 0 && from < CELLS {
        w.walk(from, 0, &mut open);
    }
    let mut out = Reach {
        nodes: w.nodes,
        ..Reach::default()
    };
    let mut stops = Mask::default();
    for (r, m) in out.by_roll.iter_mut().enumerate().take(w.max as usize) {
        stops = stops.or(&w.stops[r]);
        *m = w.ends[r].or(&stops);
    }
    out
}

/// The state of one [`reach_masks`] search.
struct MaskWalk {
    stop: Mask,
    /// `stops[d]`: stop cells entered with step `d + 1`.
    stops: [Mask; 6],
    /// `ends[d]`: open cells where a path of exactly `d + 1` steps ends.
    ends: [Mask; 6],
    nodes: u32,
    max: u8,
}

impl MaskWalk {
    /// Expands cell `at`, reached with `depth` steps (< `max`); `open` holds the
    /// open cells not yet on the path.
    fn walk(&mut self, at: usize, depth: usize, open: &mut Mask) {
        self.nodes += 1;
        let near = NEAR[at % CELLS];
        let d = depth % 6;
        self.stops[d] = self.stops[d].or(&near.and(&self.stop));
        let next = near.and(open);
        self.ends[d] = self.ends[d].or(&next);
        if depth + 1 >= self.max as usize || next.is_empty() {
            return;
        }
        let around = &NEIGHBOURS[at % CELLS];
        for &n in around {
            let n = n as usize;
            if n < CELLS && next.has(n) {
                open.clear(n);
                self.walk(n, depth + 1, open);
                open.set(n);
            }
        }
    }
}

/// The neighbours of each cell as a set.
const NEAR: [Mask; CELLS] = {
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

/// Finds a path for a move with `roll` from `from` to `to` (the shortest one
/// when the move ends early on a stop space); writes it, `from` first, into
/// `path`. Returns false when there is none.
pub(crate) fn find_path(
    from: usize,
    to: usize,
    roll: u8,
    step: &impl Fn(usize) -> Step,
    path: &mut heapless::Vec<Pos, 7>,
) -> bool {
    let roll = roll.min(6);
    let first = if step(to) == Step::Stop { 1 } else { roll };
    for limit in first..=roll {
        path.clear();
        let _ = path.push(Pos::from_index(from));
        let mut visited = Mask::default();
        visited.set(from);
        if path_walk(from, to, 0, limit, step, &mut visited, path) {
            return true;
        }
    }
    false
}

fn path_walk(
    at: usize,
    to: usize,
    depth: u8,
    roll: u8,
    step: &impl Fn(usize) -> Step,
    visited: &mut Mask,
    path: &mut heapless::Vec<Pos, 7>,
) -> bool {
    if depth >= roll {
        return false;
    }
    for n in neighbours(at) {
        if n == NONE {
            continue;
        }
        let n = n as usize;
        if visited.has(n) {
            continue;
        }
        match step(n) {
            Step::Blocked => {}
            Step::Stop => {
                if n == to {
                    let _ = path.push(Pos::from_index(n));
                    return true;
                }
            }
            Step::Open => {
                if path.push(Pos::from_index(n)).is_err() {
                    continue;
                }
                if n == to && depth + 1 == roll {
                    return true;
                }
                visited.set(n);
                if path_walk(n, to, depth + 1, roll, step, visited, path) {
                    return true;
                }
                visited.clear(n);
                path.pop();
            }
        }
    }
    false
}

/// Calls `f(dest, path)` once for every destination of a move with `roll` from
/// `from`, with the shortest path for spaces that end the move early.
pub(crate) fn paths(
    from: usize,
    roll: u8,
    step: &impl Fn(usize) -> Step,
    f: &mut impl FnMut(usize, &heapless::Vec<Pos, 7>),
) {
    let roll = roll.min(6);
    let mut found = Mask::default();
    // Shorter searches first, so early stops get their shortest path; the last
    // search (the whole roll) also finds the exact-roll spaces.
    for limit in 1..=roll {
        let mut path = heapless::Vec::<Pos, 7>::new();
        let _ = path.push(Pos::from_index(from));
        let mut visited = Mask::default();
        visited.set(from);
        let ctx = Walk {
            step,
            exact: limit == roll,
        };
        paths_walk(&ctx, from, limit, &mut visited, &mut found, &mut path, f);
    }
}

struct Walk<'a, S> {
    step: &'a S,
    exact: bool,
}

fn paths_walk<S: Fn(usize) -> Step>(
    ctx: &Walk<'_, S>,
    at: usize,
    left: u8,
    visited: &mut Mask,
    found: &mut Mask,
    path: &mut heapless::Vec<Pos, 7>,
    f: &mut impl FnMut(usize, &heapless::Vec<Pos, 7>),
) {
    if left == 0 {
        return;
    }
    for n in neighbours(at) {
        if n == NONE {
            continue;
        }
        let n = n as usize;
        if visited.has(n) {
            continue;
        }
        let kind = (ctx.step)(n);
        if kind == Step::Blocked || path.push(Pos::from_index(n)).is_err() {
            continue;
        }
        let ends_here = kind == Step::Stop || (ctx.exact && left == 1);
        if ends_here && !found.has(n) {
            found.set(n);
            f(n, path);
        }
        if kind == Step::Open {
            visited.set(n);
            paths_walk(ctx, n, left - 1, visited, found, path, f);
            visited.clear(n);
        }
        path.pop();
    }
}
