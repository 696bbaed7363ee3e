//! "Learn to play": the guide's arrow beside the player's cursor, while the
//! cursor is off the target. The playtests: a child saw the guide's hand on
//! the target, took the hand for the cursor and pressed A at once, again and
//! again, while the yellow box stood elsewhere. The next press there is the
//! pad, not A, so the guide points at the cursor and the way to press (as
//! Advance Wars' Field Training does); the hand comes only once the cursor
//! is on the target.

use super::Cell;
use crate::ui::spr;

/// A way to press the + pad: one of the four, or a diagonal (either of its
/// two presses goes the right way; the arrow turns straight once the
/// cursor is level with the target).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Dir {
    /// Up.
    Up,
    /// Down.
    Down,
    /// Left.
    Left,
    /// Right.
    Right,
    /// Up or left.
    UpLeft,
    /// Up or right.
    UpRight,
    /// Down or left.
    DownLeft,
    /// Down or right.
    DownRight,
}

impl Dir {
    /// The word the tests' logs use.
    pub fn name(self) -> &'static str {
        match self {
            Dir::Up => "Up",
            Dir::Down => "Down",
            Dir::Left => "Left",
            Dir::Right => "Right",
            Dir::UpLeft => "UpLeft",
            Dir::UpRight => "UpRight",
            Dir::DownLeft => "DownLeft",
            Dir::DownRight => "DownRight",
        }
    }

    /// One step this way (screen pixels' signs).
    pub fn step(self) -> (i32, i32) {
        match self {
            Dir::Up => (0, -1),
            Dir::Down => (0, 1),
            Dir::Left => (-1, 0),
            Dir::Right => (1, 0),
            Dir::UpLeft => (-1, -1),
            Dir::UpRight => (1, -1),
            Dir::DownLeft => (-1, 1),
            Dir::DownRight => (1, 1),
        }
    }

    /// The way one step `(sx, sy)` goes (signs); `None` for no step.
    pub fn of(sx: i32, sy: i32) -> Option<Dir> {
        Some(match (sx.signum(), sy.signum()) {
            (0, -1) => Dir::Up,
            (0, 1) => Dir::Down,
            (-1, 0) => Dir::Left,
            (1, 0) => Dir::Right,
            (-1, -1) => Dir::UpLeft,
            (1, -1) => Dir::UpRight,
            (-1, 1) => Dir::DownLeft,
            (1, 1) => Dir::DownRight,
            _ => return None,
        })
    }
}

/// The arrow's drawn pixels: a square this wide (`tools/gfx.py`).
pub const SIZE: i32 = 9;
/// The gap between the cursor's box and the arrow (pixels).
const GAP: i32 = 1;
/// How far the arrow bobs at most (see [`super::bob`]).
const BOB: i32 = 2;

/// The way from `cursor` to `cell`, measured between their centres: the
/// way it lies, a diagonal where it is off along both axes (the playtests:
/// an arrow along one axis only, "left" for a target up and to the left,
/// and the child pressed left and was lost). Either press of a diagonal
/// goes nearer, and the arrow turns straight once the cursor is level.
/// `None` where the two share their centre.
pub fn toward(cursor: Cell, cell: Cell) -> Option<Dir> {
    let dx = (2 * cell.x + cell.w) - (2 * cursor.x + cursor.w);
    let dy = (2 * cell.y + cell.h) - (2 * cursor.y + cursor.h);
    Dir::of(dx, dy)
}

/// The arrow for the cursor on `from` (its square) off `cell`, outside
/// `keep` (the cursor's box and the piece on it), inside `area` (the map's
/// part of the screen): the way to press ([`toward`] from `from`) and the
/// top-left of its drawn square, not bobbed. It stands just outside
/// `keep`'s side toward the cell, on its middle (for a diagonal, off its
/// corner toward the cell); where it would cover the
/// cell (a cell a step or two away) or leave `area`, it stands on `keep`'s
/// other side, still pointing the same way (pushing the box), so neither
/// the piece under the cursor nor the target is hidden.
pub fn place(from: Cell, keep: Cell, cell: Cell, area: Cell) -> Option<(Dir, i32, i32)> {
    let dir = toward(from, cell)?;
    let front = at(keep, dir, dir, 0);
    let behind = at(keep, dir, opposite(dir), 0);
    let fits = |(x, y): (i32, i32)| {
        // Where it goes as it bobs, the whole way.
        let (sx, sy) = dir.step();
        let reach = Cell {
            x: x.min(x + sx * BOB),
            y: y.min(y + sy * BOB),
            w: SIZE + sx.abs() * BOB,
            h: SIZE + sy.abs() * BOB,
        };
        !reach.overlaps(cell)
            && reach.x >= area.x
            && reach.y >= area.y
            && reach.x + reach.w <= area.x + area.w
            && reach.y + reach.h <= area.y + area.h
    };
    // A diagonal at the screen's edge (neither of the box's corners on its
    // way has room): beside one of the box's sides, still pointing the way.
    let (sx, sy) = dir.step();
    let sides = [
        Dir::of(sx, 0),
        Dir::of(0, sy),
        Dir::of(-sx, 0),
        Dir::of(0, -sy),
    ];
    let (x, y) = [front, behind]
        .into_iter()
        .chain(
            sides
                .into_iter()
                .flatten()
                .filter(|_| sx != 0 && sy != 0)
                .map(|side| at(keep, dir, side, 0)),
        )
        .find(|&p| fits(p))
        .unwrap_or(front);
    Some((dir, x, y))
}

/// The arrow's drawn square pointing `dir`, on the box's `side`, bobbed
/// `bob` pixels the way it points: in front it starts a gap off the box and
/// bobs away; behind it starts further off and bobs toward the box, never
/// onto it. A diagonal stands off the box's corner on that side.
pub fn at(cursor: Cell, dir: Dir, side: Dir, bob: i32) -> (i32, i32) {
    let off = if side == dir { GAP } else { GAP + BOB };
    let (qx, qy) = side.step();
    let x = match qx {
        1 => cursor.x + cursor.w + off,
        -1 => cursor.x - off - SIZE,
        _ => cursor.x + (cursor.w - SIZE) / 2,
    };
    let y = match qy {
        1 => cursor.y + cursor.h + off,
        -1 => cursor.y - off - SIZE,
        _ => cursor.y + (cursor.h - SIZE) / 2,
    };
    let (sx, sy) = dir.step();
    (x + sx * bob, y + sy * bob)
}

/// The opposite way.
pub fn opposite(d: Dir) -> Dir {
    let (sx, sy) = d.step();
    Dir::of(-sx, -sy).unwrap_or(d)
}

/// The sprite drawing the arrow pointing `dir` with its drawn square's
/// top-left at `(x, y)`: the sprite, mirrored across, flipped down, and
/// the sprite's top-left.
pub fn sprite(dir: Dir, x: i32, y: i32) -> (usize, bool, bool, i32, i32) {
    // Right: columns 0-8, rows 3-11; up: columns 3-11, rows 0-8; mirrored
    // or flipped, the square moves to columns (rows) 7-15.
    match dir {
        Dir::Right => (spr::ARROW_RIGHT, false, false, x, y - 3),
        Dir::Left => (spr::ARROW_RIGHT, true, false, x - 7, y - 3),
        Dir::Up => (spr::ARROW_UP, false, false, x - 3, y),
        Dir::Down => (spr::ARROW_UP, false, true, x - 3, y - 7),
        // Up-right: columns 0-8, rows 0-8; mirrored or flipped, 7-15.
        Dir::UpRight => (spr::ARROW_UP_RIGHT, false, false, x, y),
        Dir::UpLeft => (spr::ARROW_UP_RIGHT, true, false, x - 7, y),
        Dir::DownRight => (spr::ARROW_UP_RIGHT, false, true, x, y - 7),
        Dir::DownLeft => (spr::ARROW_UP_RIGHT, true, true, x - 7, y - 7),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Sandford's cursor: an 8-pixel box on its square.
    const BOX: Cell = Cell {
        x: 80,
        y: 64,
        w: 8,
        h: 8,
    };
    const SCREEN: Cell = Cell {
        x: 0,
        y: 0,
        w: 240,
        h: 128,
    };

    fn cell(dx: i32, dy: i32) -> Cell {
        Cell {
            x: BOX.x + 8 * dx,
            y: BOX.y + 8 * dy,
            ..BOX
        }
    }

    #[test_case]
    fn the_arrow_points_the_way_the_target_lies(_gba: &mut agb::Gba) {
        assert_eq!(toward(BOX, cell(3, 0)), Some(Dir::Right));
        assert_eq!(toward(BOX, cell(-3, 0)), Some(Dir::Left));
        assert_eq!(toward(BOX, cell(0, 4)), Some(Dir::Down));
        assert_eq!(toward(BOX, cell(0, -5)), Some(Dir::Up));
        // The playtests: "left" for a target up and to the left, and the
        // child pressed left and was lost. Off along both: a diagonal.
        assert_eq!(toward(BOX, cell(-3, -1)), Some(Dir::UpLeft));
        assert_eq!(toward(BOX, cell(-3, 1)), Some(Dir::DownLeft));
        assert_eq!(toward(BOX, cell(1, 4)), Some(Dir::DownRight));
        assert_eq!(toward(BOX, cell(2, -5)), Some(Dir::UpRight));
        assert_eq!(toward(BOX, cell(-1, -1)), Some(Dir::UpLeft));
        assert_eq!(toward(BOX, BOX), None, "on it: the hand, no arrow");
        // Either press of a diagonal goes nearer, and once level the
        // arrow turns straight: walking by the arrow, pressing either of
        // its ways, always reaches the target.
        for (dx, dy) in [(-3, -1), (4, 2), (-1, 5), (2, -2)] {
            let target = cell(dx, dy);
            for first_across in [false, true] {
                let mut at = BOX;
                for _ in 0..12 {
                    let Some(dir) = toward(at, target) else {
                        break;
                    };
                    let (sx, sy) = dir.step();
                    let (sx, sy) = if sx != 0 && sy != 0 {
                        if first_across { (sx, 0) } else { (0, sy) }
                    } else {
                        (sx, sy)
                    };
                    at = Cell {
                        x: at.x + 8 * sx,
                        y: at.y + 8 * sy,
                        ..at
                    };
                }
                assert_eq!(at, target, "{dx},{dy}: the arrow leads there");
            }
        }
        // Hero's box stands round its 8-pixel square: measured by centres.
        let hero_box = Cell {
            x: BOX.x - 4,
            y: BOX.y - 4,
            w: 16,
            h: 16,
        };
        assert_eq!(toward(hero_box, cell(0, 1)), Some(Dir::Down));
        assert_eq!(toward(hero_box, cell(-1, -1)), Some(Dir::UpLeft));
    }

    #[test_case]
    fn the_arrow_stands_beside_the_box_toward_the_target(_gba: &mut agb::Gba) {
        for (dx, dy, dir) in [
            (5, 0, Dir::Right),
            (-5, 0, Dir::Left),
            (0, 5, Dir::Down),
            (0, -5, Dir::Up),
            (-5, -2, Dir::UpLeft),
            (5, -2, Dir::UpRight),
            (-2, 5, Dir::DownLeft),
            (4, 4, Dir::DownRight),
        ] {
            let target = cell(dx, dy);
            let (d, x, y) = place(BOX, BOX, target, SCREEN).expect("off the target");
            assert_eq!(d, dir);
            let (sx, sy) = dir.step();
            // Just outside the box's side toward the target, on its middle.
            let drawn = Cell {
                x,
                y,
                w: SIZE,
                h: SIZE,
            };
            assert!(!drawn.overlaps(BOX), "{dir:?}: the arrow on the box");
            let (cx, cy) = (x + SIZE / 2 - (BOX.x + 4), y + SIZE / 2 - (BOX.y + 4));
            // Straight: on the box's middle; a diagonal: off its corner.
            assert!(
                cx * sx >= 0 && cy * sy >= 0,
                "{dir:?}: on the target's side"
            );
            assert_eq!(
                (cx.signum(), cy.signum()),
                (sx, sy),
                "{dir:?}: on the box's middle, or off its corner"
            );
            for bob in 0..=BOB {
                let (bx, by) = at(BOX, dir, dir, bob);
                let bobbed = Cell {
                    x: bx,
                    y: by,
                    ..drawn
                };
                assert!(!bobbed.overlaps(target) && !bobbed.overlaps(BOX));
            }
        }
    }

    #[test_case]
    fn a_target_next_to_the_box_keeps_the_arrow_behind_it(_gba: &mut agb::Gba) {
        for (dx, dy) in [
            (1, 0),
            (-1, 0),
            (0, 1),
            (0, -1),
            (2, 0),
            (0, -2),
            (1, 1),
            (-1, -1),
            (1, -1),
            (-2, 1),
        ] {
            let target = cell(dx, dy);
            let (dir, x, y) = place(BOX, BOX, target, SCREEN).expect("off the target");
            for bob in 0..=BOB {
                let (sx, sy) = dir.step();
                let drawn = Cell {
                    x: x + sx * bob,
                    y: y + sy * bob,
                    w: SIZE,
                    h: SIZE,
                };
                assert!(!drawn.overlaps(target), "{dx},{dy}: on the target");
                assert!(!drawn.overlaps(BOX), "{dx},{dy}: on the cursor");
            }
        }
        // A diagonal at the screen's edge, the target next to the box (so
        // neither of the box's corners on its way has room): beside the
        // box, on neither it nor the target, on the screen.
        for (corner, dx, dy) in [
            (
                Cell {
                    x: 100,
                    y: 0,
                    ..BOX
                },
                1,
                1,
            ),
            (Cell { x: 0, y: 60, ..BOX }, 1, 1),
            (Cell { x: 0, y: 60, ..BOX }, 1, -1),
        ] {
            let target = Cell {
                x: corner.x + 8 * dx,
                y: corner.y + 8 * dy,
                ..corner
            };
            let (dir, x, y) = place(corner, corner, target, SCREEN).expect("off it");
            assert_eq!(dir.step(), (dx, dy));
            for bob in 0..=BOB {
                let drawn = Cell {
                    x: x + dx * bob,
                    y: y + dy * bob,
                    w: SIZE,
                    h: SIZE,
                };
                assert!(!drawn.overlaps(target), "{corner:?}: on the target");
                assert!(!drawn.overlaps(corner), "{corner:?}: on the cursor");
                assert!(drawn.x >= 0 && drawn.y >= 0, "{corner:?}: off the screen");
                assert!(drawn.x + SIZE <= 240 && drawn.y + SIZE <= 128);
            }
        }
        // At the screen's edge the arrow stays on the screen.
        let edge = Cell { x: 0, ..BOX };
        let (dir, x, _) = place(edge, edge, Cell { x: 40, ..BOX }, SCREEN).unwrap();
        assert_eq!((dir, x), (Dir::Right, 9));
        let (_, _, y) = place(
            Cell { y: 119, ..BOX },
            Cell { y: 119, ..BOX },
            Cell { y: 80, ..BOX },
            SCREEN,
        )
        .unwrap();
        assert!(y >= 119 - SIZE - 3 && y + SIZE <= 128);
    }

    #[test_case]
    fn the_way_is_the_square_s_but_the_arrow_keeps_off_the_figure(_gba: &mut agb::Gba) {
        // Sandford: the figure on the cursor's square stands a square
        // taller; the way is measured from the square.
        let figure = Cell {
            y: BOX.y - 8,
            h: 16,
            ..BOX
        };
        let (dir, x, y) = place(BOX, figure, cell(1, 1), SCREEN).unwrap();
        assert_eq!(dir, Dir::DownRight);
        let drawn = Cell {
            x,
            y,
            w: SIZE,
            h: SIZE,
        };
        assert!(!drawn.overlaps(figure) && !drawn.overlaps(cell(1, 1)));
        let (dir, _, y) = place(BOX, figure, cell(0, -5), SCREEN).unwrap();
        assert_eq!(dir, Dir::Up);
        assert!(y + SIZE <= figure.y, "above the head, not on it");
    }

    #[test_case]
    fn the_sprite_draws_the_square_it_was_given(_gba: &mut agb::Gba) {
        assert_eq!(
            sprite(Dir::Right, 50, 60),
            (spr::ARROW_RIGHT, false, false, 50, 57)
        );
        assert_eq!(
            sprite(Dir::Left, 50, 60),
            (spr::ARROW_RIGHT, true, false, 43, 57)
        );
        assert_eq!(
            sprite(Dir::Up, 50, 60),
            (spr::ARROW_UP, false, false, 47, 60)
        );
        assert_eq!(
            sprite(Dir::Down, 50, 60),
            (spr::ARROW_UP, false, true, 47, 53)
        );
        assert_eq!(
            sprite(Dir::UpRight, 50, 60),
            (spr::ARROW_UP_RIGHT, false, false, 50, 60)
        );
        assert_eq!(
            sprite(Dir::UpLeft, 50, 60),
            (spr::ARROW_UP_RIGHT, true, false, 43, 60)
        );
        assert_eq!(
            sprite(Dir::DownRight, 50, 60),
            (spr::ARROW_UP_RIGHT, false, true, 50, 53)
        );
        assert_eq!(
            sprite(Dir::DownLeft, 50, 60),
            (spr::ARROW_UP_RIGHT, true, true, 43, 53)
        );
    }
}
