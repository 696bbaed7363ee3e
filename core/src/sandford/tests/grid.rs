//! The grid's geometry (`geometry.rs`) by drawn cases: the distances the
//! rules' "within N inches" and "touching" stand on, the card and temple
//! blocks, the spinner's angles and the straight-line walk. Each expected
//! value is worked out by hand in the comment beside it.

use super::*;
use crate::sandford::geometry::{LineWalk, SQRT2, fx_sqrt, polar};

#[test]
fn api_cell_distances_are_exact_squares_and_king_moves() {
    let a = Cell::new(1, 2);
    // dx = 3, dy = 4: 9 + 16.
    assert_eq!(a.dist2(Cell::new(4, 6)), 25);
    assert_eq!(Cell::new(4, 6).dist2(a), 25);
    // Negative offsets square the same way: dx = -5, dy = 2.
    assert_eq!(a.dist2(Cell::new(-4, 4)), 29);
    assert_eq!(a.dist2(a), 0);
    // King moves: the larger of |dx| = 3 and |dy| = 7, both ways round.
    assert_eq!(Cell::new(0, 0).chebyshev(Cell::new(3, -7)), 7);
    assert_eq!(Cell::new(3, -7).chebyshev(Cell::new(0, 0)), 7);
    assert_eq!(Cell::new(0, 0).chebyshev(Cell::new(-6, 2)), 6);
    assert_eq!(a.chebyshev(a), 0);
}

#[test]
fn rule_touching_is_the_eight_cells_around_and_never_the_cell_itself() {
    let c = Cell::new(10, 10);
    let mut touching = 0;
    for dy in -2..=2 {
        for dx in -2..=2 {
            let o = Cell::new(10 + dx, 10 + dy);
            let near = (dx, dy) != (0, 0) && dx.abs() <= 1 && dy.abs() <= 1;
            assert_eq!(c.touches(o), near, "({dx}, {dy})");
            touching += usize::from(c.touches(o));
        }
    }
    assert_eq!(touching, 8);
}

#[test]
fn api_on_map_is_the_64_by_64_square() {
    for (x, y, on) in [
        (0, 0, true),
        (63, 63, true),
        (0, 63, true),
        (63, 0, true),
        (64, 5, false),
        (5, 64, false),
        (-1, 5, false),
        (5, -1, false),
    ] {
        assert_eq!(Cell::new(x, y).on_map(), on, "({x}, {y})");
    }
    assert_eq!(MAP_SIZE, 64);
}

#[test]
fn rule_within_n_inches_is_a_disc_edge_included() {
    let c = Cell::new(20, 20);
    // 3-4-5: exactly on the edge of a 5-inch disc.
    assert!(c.within(Cell::new(23, 24), 5));
    // 3² + 5² = 34 > 25.
    assert!(!c.within(Cell::new(23, 25), 5));
    assert!(c.within(Cell::new(20, 15), 5));
    assert!(!c.within(Cell::new(20, 14), 5));
    // Diagonal (4, 4) is 5.66 inches: outside 5, inside 6.
    assert!(!c.within(Cell::new(24, 24), 5));
    assert!(c.within(Cell::new(24, 24), 6));
    // Zero inches: only the cell itself.
    assert!(c.within(c, 0));
    assert!(!c.within(Cell::new(21, 20), 0));
    // Cells in a disc of radius 2: 1 + 4 + 4 + 4 = 13 (the four at (±1, ±1)
    // and the four at distance 2 on the axes).
    let mut n = 0;
    for y in 15..=25 {
        for x in 15..=25 {
            n += usize::from(c.within(Cell::new(x, y), 2));
        }
    }
    assert_eq!(n, 13);
}

#[test]
fn api_a_block_is_centred_on_its_middle_cell_and_holds_its_cells() {
    let b = Block::centred(Cell::new(10, 12), 3);
    assert_eq!(b.origin, Cell::new(9, 11));
    assert_eq!(b.size, 3);
    assert_eq!(b.centre(), Cell::new(10, 12));
    let t = Block::centred(Cell::new(32, 32), 5);
    assert_eq!(t.origin, Cell::new(30, 30));
    assert_eq!(t.centre(), Cell::new(32, 32));
    // Every cell of the 3×3 and none of the ring around it.
    let mut inside = 0;
    for y in 9..=14 {
        for x in 7..=12 {
            let c = Cell::new(x, y);
            let want = (9..=11).contains(&x) && (11..=13).contains(&y);
            assert_eq!(b.contains(c), want, "({x}, {y})");
            inside += usize::from(b.contains(c));
        }
    }
    assert_eq!(inside, 9);
}

#[test]
fn api_a_blocks_nearest_cell_and_distance_clamp_to_its_edge() {
    // Cells (9..=11, 11..=13).
    let b = Block::centred(Cell::new(10, 12), 3);
    assert_eq!(b.nearest_cell(Cell::new(0, 0)), Cell::new(9, 11));
    assert_eq!(b.nearest_cell(Cell::new(20, 30)), Cell::new(11, 13));
    assert_eq!(b.nearest_cell(Cell::new(5, 12)), Cell::new(9, 12));
    assert_eq!(b.nearest_cell(Cell::new(10, 20)), Cell::new(10, 13));
    assert_eq!(b.nearest_cell(Cell::new(10, 12)), Cell::new(10, 12));
    assert_eq!(b.dist2(Cell::new(10, 12)), 0);
    // From (5, 12): 4 cells to (9, 12).
    assert_eq!(b.dist2(Cell::new(5, 12)), 16);
    // From (14, 16): (3, 3) to the corner (11, 13).
    assert_eq!(b.dist2(Cell::new(14, 16)), 18);
}

#[test]
fn rule_touching_a_block_is_the_ring_around_it() {
    let b = Block::centred(Cell::new(10, 12), 3);
    let mut ring = 0;
    for y in 8..=16 {
        for x in 6..=14 {
            let want =
                (8..=12).contains(&x) && (10..=14).contains(&y) && !b.contains(Cell::new(x, y));
            assert_eq!(b.touches(Cell::new(x, y)), want, "({x}, {y})");
            ring += usize::from(want);
        }
    }
    // A 5×5 square less the 3×3 block.
    assert_eq!(ring, 16);
}

#[test]
fn api_the_gap_between_blocks_is_the_wider_axis_gap() {
    let at = |x, y| Block {
        origin: Cell::new(x, y),
        size: 3,
    };
    let a = at(0, 0);
    // Columns 3 and 4 lie between (0..=2) and (5..=7).
    assert_eq!(a.gap(&at(5, 0)), 2);
    assert_eq!(at(5, 0).gap(&a), 2);
    // Rows 3..=6 between them.
    assert_eq!(a.gap(&at(0, 7)), 4);
    assert_eq!(at(0, 7).gap(&a), 4);
    // Diagonal: the wider of 2 and 5.
    assert_eq!(a.gap(&at(5, 8)), 5);
    assert_eq!(at(5, 8).gap(&a), 5);
    // Side by side and overlapping: 0.
    assert_eq!(a.gap(&at(3, 0)), 0);
    assert_eq!(a.gap(&at(1, 1)), 0);
    // A bigger block: (0..=4) and (7..=9): columns 5, 6.
    let big = Block {
        origin: Cell::new(0, 0),
        size: 5,
    };
    assert_eq!(big.gap(&at(7, 2)), 2);
    assert_eq!(at(7, 2).gap(&big), 2);
}

#[test]
fn api_a_block_on_the_map_keeps_its_margin_on_every_side() {
    let at = |x, y| Block {
        origin: Cell::new(x, y),
        size: 3,
    };
    assert!(at(2, 2).on_map_with_margin(2));
    assert!(!at(2, 2).on_map_with_margin(3));
    assert!(!at(1, 5).on_map_with_margin(2));
    assert!(!at(5, 1).on_map_with_margin(2));
    // 59 + 3 + 2 = 64: the last cell (61) keeps 2 cells (62, 63) to the edge.
    assert!(at(59, 59).on_map_with_margin(2));
    assert!(!at(60, 5).on_map_with_margin(2));
    assert!(!at(5, 60).on_map_with_margin(2));
    assert!(at(61, 61).on_map_with_margin(0));
    assert!(!at(62, 61).on_map_with_margin(0));
}

#[test]
fn api_the_spinners_sine_and_cosine_cover_all_four_quarters() {
    let s = |a: u8| Angle(a).sin().to_bits();
    let c = |a: u8| Angle(a).cos().to_bits();
    // The four points of the compass: east, south, west, north.
    assert_eq!((c(0), s(0)), (65536, 0));
    assert_eq!((c(64), s(64)), (0, 65536));
    assert_eq!((c(128), s(128)), (-65536, 0));
    assert_eq!((c(192), s(192)), (0, -65536));
    // One step past each: sin(2π/256) = 0.02454 → 1608 bits.
    assert_eq!(s(1), 1608);
    assert_eq!(s(63), 65516);
    assert_eq!(s(65), 65516);
    assert_eq!(s(127), 1608);
    assert_eq!(s(129), -1608);
    assert_eq!(s(191), -65516);
    assert_eq!(s(193), -65516);
    assert_eq!(s(255), -1608);
    // The diagonals: √2 / 2 = 0.70711 → 46341 bits, with the quarter's sign.
    for (a, sin, cos) in [
        (32, 46341, 46341),
        (96, 46341, -46341),
        (160, -46341, -46341),
        (224, -46341, 46341),
    ] {
        assert_eq!((s(a), c(a)), (sin, cos), "angle {a}");
    }
    // sin² + cos² stays within rounding of 1 all the way round.
    for a in 0..=255u8 {
        let (x, y) = (i64::from(s(a)), i64::from(c(a)));
        let one = (x * x + y * y) >> 16;
        assert!((one - 65536).abs() <= 3, "angle {a}: {one}");
    }
}

#[test]
fn api_polar_points_land_on_the_rounded_cell() {
    let o = Cell::new(32, 32);
    let five = Fx::from_num(5);
    assert_eq!(polar(o, Angle(0), five), Cell::new(37, 32));
    assert_eq!(polar(o, Angle(64), five), Cell::new(32, 37));
    assert_eq!(polar(o, Angle(128), five), Cell::new(27, 32));
    assert_eq!(polar(o, Angle(192), five), Cell::new(32, 27));
    // 10 inches at 45°: 7.07 each way.
    assert_eq!(polar(o, Angle(32), Fx::from_num(10)), Cell::new(39, 39));
    // 3 inches at 135°: (-2.12, 2.12).
    assert_eq!(polar(o, Angle(96), Fx::from_num(3)), Cell::new(30, 34));
    assert_eq!(polar(o, Angle(0), Fx::ZERO), o);
}

#[test]
fn api_fx_sqrt_is_exact_for_squares_and_floors_the_rest() {
    assert_eq!(fx_sqrt(25), Fx::from_num(5));
    assert_eq!(fx_sqrt(144), Fx::from_num(12));
    assert_eq!(fx_sqrt(0), Fx::ZERO);
    assert_eq!(fx_sqrt(-9), Fx::ZERO);
    // √2 · 65536 = 92681.9: floored.
    assert_eq!(fx_sqrt(2).to_bits(), 92_681);
    assert_eq!(SQRT2.to_bits(), 92_682);
    // √(2^31 − 1) is 46341 and more, past what 16.16 holds: the largest value.
    assert_eq!(fx_sqrt(i32::MAX).to_bits(), i32::MAX);
}

#[test]
fn api_a_line_walk_steps_to_touching_cells_and_ends_on_the_target() {
    let walk = |a: Cell, b: Cell| -> std::vec::Vec<Cell> { LineWalk::new(a, b).collect() };
    let o = Cell::new(10, 10);
    assert!(walk(o, o).is_empty());
    assert_eq!(
        walk(o, Cell::new(13, 10)),
        [Cell::new(11, 10), Cell::new(12, 10), Cell::new(13, 10)]
    );
    assert_eq!(
        walk(o, Cell::new(7, 7)),
        [Cell::new(9, 9), Cell::new(8, 8), Cell::new(7, 7)]
    );
    assert_eq!(
        walk(o, Cell::new(10, 8)),
        [Cell::new(10, 9), Cell::new(10, 8)]
    );
    // (4, 2): y goes up half a cell a step; halves round away from zero.
    assert_eq!(
        walk(o, Cell::new(14, 12)),
        [
            Cell::new(11, 11),
            Cell::new(12, 11),
            Cell::new(13, 12),
            Cell::new(14, 12)
        ]
    );
    // Any line: as many cells as the king-move distance, each touching the last.
    for (x, y) in [(17, 3), (3, 15), (-4, -9), (25, 11)] {
        let to = Cell::new(x, y);
        let cells = walk(o, to);
        assert_eq!(cells.len(), o.chebyshev(to) as usize);
        assert_eq!(cells.last(), Some(&to));
        let mut prev = o;
        for c in cells {
            assert!(prev.touches(c), "{prev:?} → {c:?}");
            prev = c;
        }
    }
}
