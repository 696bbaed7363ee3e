//! Grid geometry: cells, blocks, fixed-point angles and straight-line walks.
//!
//! One inch of the paper game is [`INCH`] grid cells. Distances are Euclidean.
//! Where an exact integer answer exists (is cell A within `r` inches of cell B?)
//! the code compares *squared* integer distances, which is exact and cheaper than
//! a square root; where a fractional length is needed (how far along a line a
//! monster has walked) it uses [`Fx`], a 16.16 fixed-point number. There are no
//! floats anywhere.

use fixed::types::I16F16;

/// The fixed-point number type used for all fractional geometry (16.16).
pub type Fx = I16F16;

/// Grid cells per inch of the paper game. Every range in the rules is a
/// multiple of this.
pub const INCH: i16 = 1;

/// Width and height of the square map, in cells.
pub const MAP_SIZE: i16 = 64;

/// √2 in 16.16 fixed point: the length of one diagonal grid step.
pub const SQRT2: Fx = Fx::from_bits(92_682);

/// A grid cell; (0, 0) is the top-left corner of the map, y grows downwards.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub struct Cell {
    /// Column, 0 at the left edge.
    pub x: i16,
    /// Row, 0 at the top edge.
    pub y: i16,
}

impl Cell {
    /// Builds a cell from its column and row.
    pub const fn new(x: i16, y: i16) -> Cell {
        Cell { x, y }
    }

    /// Squared Euclidean distance to `other`, in cells² (exact).
    pub fn dist2(self, other: Cell) -> i32 {
        let dx = i32::from(self.x) - i32::from(other.x);
        let dy = i32::from(self.y) - i32::from(other.y);
        dx * dx + dy * dy
    }

    /// Chebyshev (king-move) distance to `other`.
    pub fn chebyshev(self, other: Cell) -> i16 {
        (self.x - other.x).abs().max((self.y - other.y).abs())
    }

    /// True when the two cells are different and share an edge or a corner
    /// (the 8-neighbourhood): the grid's meaning of "touching".
    pub fn touches(self, other: Cell) -> bool {
        self.chebyshev(other) == 1
    }

    /// True when the cell lies on the map.
    pub fn on_map(self) -> bool {
        (0..MAP_SIZE).contains(&self.x) && (0..MAP_SIZE).contains(&self.y)
    }

    /// True when `other` is within `inches` inches (Euclidean, inclusive).
    pub fn within(self, other: Cell, inches: i16) -> bool {
        let r = i32::from(inches) * i32::from(INCH);
        self.dist2(other) <= r * r
    }
}

/// A square block of cells: a building card or the temple mat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Block {
    /// Top-left cell of the block.
    pub origin: Cell,
    /// Side length in cells.
    pub size: i16,
}

impl Block {
    /// A block of side `size` whose centre cell is `centre` (odd sizes are exact).
    pub fn centred(centre: Cell, size: i16) -> Block {
        Block {
            origin: Cell::new(centre.x - size / 2, centre.y - size / 2),
            size,
        }
    }

    /// The centre cell of the block.
    pub fn centre(&self) -> Cell {
        Cell::new(self.origin.x + self.size / 2, self.origin.y + self.size / 2)
    }

    /// True when `c` is one of the block's cells.
    pub fn contains(&self, c: Cell) -> bool {
        c.x >= self.origin.x
            && c.y >= self.origin.y
            && c.x < self.origin.x + self.size
            && c.y < self.origin.y + self.size
    }

    /// The block cell nearest to `c` (Euclidean); `c` itself when inside.
    pub fn nearest_cell(&self, c: Cell) -> Cell {
        Cell::new(
            c.x.clamp(self.origin.x, self.origin.x + self.size - 1),
            c.y.clamp(self.origin.y, self.origin.y + self.size - 1),
        )
    }

    /// Squared distance from `c` to the nearest cell of the block (0 inside).
    pub fn dist2(&self, c: Cell) -> i32 {
        c.dist2(self.nearest_cell(c))
    }

    /// True when `c` is outside the block but touches one of its cells.
    pub fn touches(&self, c: Cell) -> bool {
        !self.contains(c) && c.chebyshev(self.nearest_cell(c)) == 1
    }

    /// Number of empty cells between two blocks along the wider axis gap
    /// (0 = touching or overlapping).
    pub fn gap(&self, other: &Block) -> i16 {
        let gx = (other.origin.x - (self.origin.x + self.size))
            .max(self.origin.x - (other.origin.x + other.size));
        let gy = (other.origin.y - (self.origin.y + self.size))
            .max(self.origin.y - (other.origin.y + other.size));
        gx.max(gy).max(0)
    }

    /// True when every cell of the block lies on the map at least `margin`
    /// cells away from the edge.
    pub fn on_map_with_margin(&self, margin: i16) -> bool {
        self.origin.x >= margin
            && self.origin.y >= margin
            && self.origin.x + self.size + margin <= MAP_SIZE
            && self.origin.y + self.size + margin <= MAP_SIZE
    }
}

/// Quarter-wave sine table: `SIN_TABLE[i] = sin(i · 2π / 256)` in 16.16 bits.
const SIN_TABLE: [i32; 65] = [
    0, 1608, 3216, 4821, 6424, 8022, 9616, 11204, 12785, 14359, 15924, 17479, 19024, 20557, 22078,
    23586, 25080, 26558, 28020, 29466, 30893, 32303, 33692, 35062, 36410, 37736, 39040, 40320,
    41576, 42806, 44011, 45190, 46341, 47464, 48559, 49624, 50660, 51665, 52639, 53581, 54491,
    55368, 56212, 57022, 57798, 58538, 59244, 59914, 60547, 61145, 61705, 62228, 62714, 63162,
    63572, 63944, 64277, 64571, 64827, 65043, 65220, 65358, 65457, 65516, 65536,
];

/// A spinner direction: 256 steps ("binary degrees") to a full turn, 0 pointing
/// along +x (east) and 64 along +y (south, down the screen).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub struct Angle(pub u8);

impl Angle {
    /// Sine of the angle, from the lookup table.
    pub fn sin(self) -> Fx {
        let i = self.0 as usize;
        let bits = match i / 64 {
            0 => SIN_TABLE[i],
            1 => SIN_TABLE[128 - i],
            2 => -SIN_TABLE[i - 128],
            _ => -SIN_TABLE[256 - i],
        };
        Fx::from_bits(bits)
    }

    /// Cosine of the angle, from the lookup table.
    pub fn cos(self) -> Fx {
        Angle(self.0.wrapping_add(64)).sin()
    }
}

/// The point `dist` inches from `centre` in direction `angle`, rounded to the
/// nearest cell (which may be off the map).
pub fn polar(centre: Cell, angle: Angle, dist: Fx) -> Cell {
    let r = dist * Fx::from_num(INCH);
    let x = Fx::from_num(centre.x) + r * angle.cos();
    let y = Fx::from_num(centre.y) + r * angle.sin();
    Cell::new(x.round().to_num::<i16>(), y.round().to_num::<i16>())
}

/// Euclidean length of a squared distance, as fixed point (exact to 1/65536).
pub fn fx_sqrt(d2: i32) -> Fx {
    let d2 = d2.max(0) as u64;
    let bits = (d2 << 32).isqrt();
    Fx::from_bits(bits.min(i32::MAX as u64) as i32)
}

/// A straight line of cells from `from` (excluded) to `to` (included), walked
/// with fixed-point interpolation: step `k` of `n = max(|dx|, |dy|)` is the
/// rounded point `from + (to − from)·k/n`, so consecutive cells always touch.
#[derive(Clone, Debug)]
pub struct LineWalk {
    from: Cell,
    dx: Fx,
    dy: Fx,
    n: i16,
    k: i16,
}

impl LineWalk {
    /// Starts a walk from `from` towards `to`.
    pub fn new(from: Cell, to: Cell) -> LineWalk {
        let n = (to.x - from.x).abs().max((to.y - from.y).abs());
        let (dx, dy) = if n == 0 {
            (Fx::ZERO, Fx::ZERO)
        } else {
            (step(to.x - from.x, n), step(to.y - from.y, n))
        };
        LineWalk {
            from,
            dx,
            dy,
            n,
            k: 0,
        }
    }
}

/// Lines this long or shorter (every move and reach in the rules) take
/// their step from [`STEPS`] instead of a division.
const SHORT: usize = 15;

/// `STEPS[n][d]` is `d / n` in 16.16 fixed point, truncated towards zero, for
/// `0 ≤ d ≤ n ≤ SHORT`: what `Fx` division gives (the GBA has no divider, and
/// `Fx` divides in 64 bits).
const STEPS: [[i32; SHORT + 1]; SHORT + 1] = {
    let mut t = [[0; SHORT + 1]; SHORT + 1];
    let mut n = 1;
    while n <= SHORT {
        let mut d = 0;
        while d <= n {
            t[n][d] = ((d as i32) << 16) / n as i32;
            d += 1;
        }
        n += 1;
    }
    t
};

/// `d / n` in fixed point (`0 < n`, `|d| ≤ n`), exactly as `Fx` divides.
pub(crate) fn step(d: i16, n: i16) -> Fx {
    let a = usize::from(d.unsigned_abs());
    let m = n as usize;
    if m <= SHORT && a <= m {
        let bits = STEPS[m][a];
        return Fx::from_bits(if d < 0 { -bits } else { bits });
    }
    Fx::from_num(d) / Fx::from_num(n)
}

impl Iterator for LineWalk {
    type Item = Cell;

    fn next(&mut self) -> Option<Cell> {
        if self.k >= self.n {
            return None;
        }
        self.k += 1;
        // `dx · k` with a whole `k` is exact: a product of the bits, without
        // the 64-bit multiply of `Fx`.
        let k = i32::from(self.k);
        let x = Fx::from_num(self.from.x) + Fx::from_bits(self.dx.to_bits() * k);
        let y = Fx::from_num(self.from.y) + Fx::from_bits(self.dy.to_bits() * k);
        Some(Cell::new(
            x.round().to_num::<i16>(),
            y.round().to_num::<i16>(),
        ))
    }
}
