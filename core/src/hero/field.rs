//! The battlefield: a grid of cells with obstacle heights and rough ground,
//! exact integer distances, and the generator (mirrored, so every starting
//! edge is as good as its opposite) and the named hand-made battlefields.

use super::{Cell, H, W};
use crate::contract::Dice;

/// Cells on the battlefield.
pub const CELLS: usize = W * H;
/// Obstacle heights: 0 (open ground), 1 (a crate), 2 (a wall), 3 (a building).
pub const MAX_HEIGHT: u8 = 3;
/// Deployment bands are this many cells deep from their edge.
pub const BAND: u8 = 3;

const ROUGH: u8 = 4;

/// A battlefield's ground: for each cell its obstacle height and whether it is
/// rough.
///
/// Saved run-length packed (one byte a run of up to [`RUN`] equal cells: the
/// cell's byte in the low three bits, the run's length less one in the high
/// five), so a typical battlefield takes a few hundred bytes and none more
/// than one byte a cell: the save after an action is written within a frame.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Field {
    cells: [u8; CELLS],
}

/// The longest run one packed byte holds.
pub const RUN: usize = 32;

impl serde::Serialize for Field {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeSeq;
        let runs = || Runs {
            cells: &self.cells,
            at: 0,
        };
        // The length first (postcard writes it before the bytes).
        let mut seq = s.serialize_seq(Some(runs().count()))?;
        for b in runs() {
            seq.serialize_element(&b)?;
        }
        seq.end()
    }
}

/// The packed bytes of a field's cells.
struct Runs<'a> {
    cells: &'a [u8; CELLS],
    at: usize,
}

impl Iterator for Runs<'_> {
    type Item = u8;
    fn next(&mut self) -> Option<u8> {
        let b = *self.cells.get(self.at)?;
        let mut n = 1;
        while n < RUN && self.cells.get(self.at + n) == Some(&b) {
            n += 1;
        }
        self.at += n;
        // Cells are always below 8 (`set` and the unpacking see to it).
        Some(((n as u8 - 1) << 3) | (b & 7))
    }
}

impl<'de> serde::Deserialize<'de> for Field {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Field, D::Error> {
        d.deserialize_seq(Unpack)
    }
}

struct Unpack;

impl<'de> serde::de::Visitor<'de> for Unpack {
    type Value = Field;
    fn expecting(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{CELLS} cells in runs")
    }
    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Field, A::Error> {
        use serde::de::Error;
        let mut f = Field::open();
        let mut at = 0;
        while let Some(b) = seq.next_element::<u8>()? {
            let (n, v) = (usize::from(b >> 3) + 1, b & 7);
            if at + n > CELLS {
                return Err(A::Error::invalid_length(at + n, &self));
            }
            f.cells[at..at + n].fill(v);
            at += n;
        }
        if at != CELLS {
            return Err(A::Error::invalid_length(at, &self));
        }
        Ok(f)
    }
}

/// The named, hand-made battlefields (one quarter each, mirrored to the whole
/// field like the generated ones). `#` rows are 20 wide and 15 tall: `.` open,
/// `:` rough, `1`–`3` heights.
pub const NAMED: [(&str, [&str; 15]); 3] = [
    (
        "Crossroads",
        [
            "....................",
            "....................",
            "....................",
            "....................",
            "......1......::.....",
            "......1......::.....",
            "..33.........::.....",
            "..33....222.........",
            "........2...........",
            "........2.....1.....",
            "...............1....",
            "..:::...............",
            "..:::......33.......",
            "...........33.......",
            "....1...............",
        ],
    ),
    (
        "Warehouse",
        [
            "....................",
            "....................",
            "....................",
            "....................",
            "...1..1..1..1..1....",
            "....................",
            "...2222222...222222.",
            "....................",
            "...1.....333......1.",
            ".........333........",
            "...::::.........2...",
            "................2...",
            "..1..22222..1...2...",
            "....................",
            ".......1.......1....",
        ],
    ),
    (
        "Open Field",
        [
            "....................",
            "....................",
            "....................",
            "....................",
            "....................",
            ".........1..........",
            "....::::............",
            "....::::......1.....",
            "....................",
            "..1.................",
            "..........:::.......",
            "..........:::...2...",
            "....................",
            "......1.............",
            "....................",
        ],
    ),
];

impl Field {
    /// Open ground everywhere.
    pub const fn open() -> Field {
        Field { cells: [0; CELLS] }
    }

    /// The obstacle height at `c` (0 outside nothing: `c` must be on the field).
    pub fn height(&self, c: Cell) -> u8 {
        self.cells[c.index()] & 3
    }

    /// Every cell's byte, row by row (height in the low two bits; for the
    /// hot loops that walk cells by index).
    pub fn bytes(&self) -> &[u8; CELLS] {
        &self.cells
    }

    /// Whether the ground at `c` is rough.
    pub fn rough(&self, c: Cell) -> bool {
        self.cells[c.index()] & ROUGH != 0
    }

    /// Sets the ground at `c` (height capped at [`MAX_HEIGHT`]).
    pub fn set(&mut self, c: Cell, height: u8, rough: bool) {
        self.cells[c.index()] = height.min(MAX_HEIGHT) | if rough { ROUGH } else { 0 };
    }

    /// The cell's ground as a notation letter: `.` open, `:` rough, `1`–`3`
    /// heights (`a`–`c` rough heights).
    pub fn letter(&self, c: Cell) -> char {
        match (self.height(c), self.rough(c)) {
            (0, false) => '.',
            (0, true) => ':',
            (h, false) => (b'0' + h) as char,
            (h, true) => (b'a' + h - 1) as char,
        }
    }

    /// Reads a [`Field::letter`]: (height, rough).
    pub fn parse_letter(ch: char) -> Option<(u8, bool)> {
        Some(match ch {
            '.' => (0, false),
            ':' => (0, true),
            '1'..='3' => (ch as u8 - b'0', false),
            'a'..='c' => (ch as u8 - b'a' + 1, true),
            _ => return None,
        })
    }

    /// Copies the quarter (x < W/2, y < H/2) to the other three, mirrored
    /// left-right and top-bottom.
    fn mirror(&mut self) {
        for y in 0..H / 2 {
            for x in 0..W / 2 {
                let b = self.cells[y * W + x];
                self.cells[y * W + (W - 1 - x)] = b;
                self.cells[(H - 1 - y) * W + x] = b;
                self.cells[(H - 1 - y) * W + (W - 1 - x)] = b;
            }
        }
    }

    /// The named battlefield `n` (0..[`NAMED`].len()); open ground for others.
    pub fn named(n: u8) -> Field {
        let mut f = Field::open();
        if let Some((_, rows)) = NAMED.get(usize::from(n)) {
            for (y, row) in rows.iter().enumerate() {
                for (x, ch) in row.chars().enumerate() {
                    let (h, r) = Field::parse_letter(ch).unwrap_or((0, false));
                    f.set(Cell::new(x as u8, y as u8), h, r);
                }
            }
        }
        f.mirror();
        f
    }

    /// A battlefield generated from `dice`: crates, walls, buildings and rough
    /// patches in one quarter, mirrored to the others, never inside a
    /// deployment band (the bands stay open so that every army can always be
    /// placed).
    pub fn generate(dice: &mut Dice) -> Field {
        let mut f = Field::open();
        let (qw, qh) = (W as u32 / 2, H as u32 / 2);
        let lo = u32::from(BAND) + 1;
        let put = |f: &mut Field, x: u32, y: u32, h: u8, rough: bool| {
            if x >= lo && y >= lo && x < qw && y < qh {
                f.set(Cell::new(x as u8, y as u8), h, rough);
            }
        };
        // Buildings: one or two blocks of 2x2 to 3x3.
        for _ in 0..1 + dice.below(2) {
            let (x, y) = (lo + dice.below(qw - lo), lo + dice.below(qh - lo));
            let (w, h) = (2 + dice.below(2), 2 + dice.below(2));
            for dy in 0..h {
                for dx in 0..w {
                    put(&mut f, x + dx, y + dy, 3, false);
                }
            }
        }
        // Walls: two or three straight runs of 3 to 5.
        for _ in 0..2 + dice.below(2) {
            let (x, y) = (lo + dice.below(qw - lo), lo + dice.below(qh - lo));
            let across = dice.below(2) == 0;
            for k in 0..3 + dice.below(3) {
                let (px, py) = if across { (x + k, y) } else { (x, y + k) };
                put(&mut f, px, py, 2, false);
            }
        }
        // Crates: four to six.
        for _ in 0..4 + dice.below(3) {
            let (x, y) = (lo + dice.below(qw - lo), lo + dice.below(qh - lo));
            put(&mut f, x, y, 1, false);
        }
        // Rough patches: one or two of 3x2 on open ground.
        for _ in 0..1 + dice.below(2) {
            let (x, y) = (lo + dice.below(qw - lo), lo + dice.below(qh - lo));
            for dy in 0..2 {
                for dx in 0..3 {
                    // (`put` keeps to the quarter; past it the cell is open
                    // until the mirroring.)
                    let c = (x + dx, y + dy);
                    if f.height(Cell::new(c.0 as u8, c.1 as u8)) == 0 {
                        put(&mut f, c.0, c.1, 0, true);
                    }
                }
            }
        }
        f.mirror();
        f
    }
}

/// The square of the exact distance between two cells' centres.
#[inline(always)]
pub fn dist2(a: Cell, b: Cell) -> u32 {
    let dx = i32::from(a.x) - i32::from(b.x);
    let dy = i32::from(a.y) - i32::from(b.y);
    (dx * dx + dy * dy) as u32
}

/// A range band `(nearest, farthest)` in squared units, to compare with
/// [`dist2`] directly.
pub fn squared_band((lo, hi): (u8, u8)) -> (u32, u32) {
    (u32::from(lo) * u32::from(lo), u32::from(hi) * u32::from(hi))
}

/// True when `b` is within `r` units of `a` (a disc: `dist² ≤ r²`).
pub fn within(a: Cell, b: Cell, r: u8) -> bool {
    dist2(a, b) <= u32::from(r) * u32::from(r)
}

/// The whole units between two cells, rounded down (the integer square root
/// of [`dist2`]).
pub fn units(a: Cell, b: Cell) -> u8 {
    root(dist2(a, b))
}

/// The largest squared distance on the battlefield.
pub(crate) const MOST_D2: usize = (W - 1) * (W - 1) + (H - 1) * (H - 1);

/// Integer square roots of every squared distance on the battlefield, made
/// when the cartridge is built (a loop per distance is slow on the GBA).
static ROOTS: [u8; MOST_D2 + 1] = {
    let mut t = [0u8; MOST_D2 + 1];
    let mut d = 0;
    let mut r = 0usize;
    while d <= MOST_D2 {
        while (r + 1) * (r + 1) <= d {
            r += 1;
        }
        t[d] = r as u8;
        d += 1;
    }
    t
};

/// The integer square root of `d` (rounded down), from the table for
/// distances on the battlefield.
#[inline(always)]
pub fn root(d: u32) -> u8 {
    if let Some(&r) = ROOTS.get(d as usize) {
        return r;
    }
    let mut r = 0u32;
    while (r + 1) * (r + 1) <= d {
        r += 1;
    }
    r as u8
}
