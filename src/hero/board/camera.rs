//! The scrolling view onto the battlefield (split from `board.rs`): where
//! it looks, what it shows whole, and the view between two minis. While a
//! roll's dice show, the map's view ends above the dice band (see
//! [`DICE_TOP`]): the camera frames what it looks at above it.

use agb::display::tiled::RegularBackground;
use tabletop_core::hero::{Cell, H, W};

use super::{BOTTOM, CELL, DICE_TOP};

const MAP_W: i32 = W as i32 * CELL;
const MAP_H: i32 = H as i32 * CELL;
/// How far the view may scroll above the map's top row (pixels): the
/// cursor's box, a target's brackets and the guide stand round a cell, and
/// on row 0 they were half off the screen's top (the playtest: "targets,
/// the cursor and minis half off the top edge"). Above the map shows the
/// backdrop (the layers' rows 30-31 are empty).
const ABOVE: i32 = CELL;

/// Where to centre the view to show `a` and `b` together (between them),
/// and whether both fit; when they do not, `b` still shows, with `a` as
/// near as the screen allows (`b` is the one acted on: a target).
pub fn between(a: Cell, b: Cell) -> (Cell, bool) {
    between_above(a, b, BOTTOM)
}

/// [`between`] for a view that ends at screen row `low` (the dice band's
/// top while a roll shows: the shooter and its target show above the
/// dice).
pub fn between_above(a: Cell, b: Cell, low: i32) -> (Cell, bool) {
    let mid = |p: u8, q: u8| ((u16::from(p) + u16::from(q)) / 2) as u8;
    let (dx, dy) = (a.x.abs_diff(b.x), a.y.abs_diff(b.y));
    // The view shows 29 whole columns and (over the strip) 15 whole rows
    // about its centre (11 over the dice band); one cell to spare at each
    // side.
    let half = (low / CELL / 2) as u8;
    let fits = dx <= 26 && dy <= 2 * half - 4;
    let (cx, cy) = (mid(a.x, b.x), mid(a.y, b.y));
    let cx = cx.clamp(b.x.saturating_sub(13), b.x.saturating_add(13));
    let cy = cy.clamp(b.y.saturating_sub(half - 2), b.y.saturating_add(half - 2));
    (Cell::new(cx, cy), fits)
}

/// The scrolling view onto the battlefield.
#[derive(Clone, Copy, Debug, Default)]
pub struct Camera {
    /// Scroll position in pixels (the screen's top-left on the map).
    pub x: i32,
    /// Scroll position in pixels.
    pub y: i32,
    /// A roll's dice show: the view ends above the dice band
    /// ([`DICE_TOP`]), and the camera may scroll further down (what the
    /// band hides of the layers is never seen).
    pub band: bool,
}

impl Camera {
    /// The screen row where the map's view ends: the strip's top, or the
    /// dice band's while a roll shows.
    pub fn low(&self) -> i32 {
        if self.band { DICE_TOP } else { BOTTOM }
    }

    /// The dice band shows (`on`) or goes: the view ends above it or
    /// not, and stays on the map (the layers' rows past the map's bottom
    /// never show).
    pub fn set_band(&mut self, on: bool) {
        self.band = on;
        self.clamp();
    }

    fn clamp(&mut self) {
        self.x = self.x.clamp(0, MAP_W - 240);
        self.y = self.y.clamp(-ABOVE, MAP_H - self.low());
    }

    /// Centres the view on `c`.
    pub fn centre(&mut self, c: Cell) {
        self.x = i32::from(c.x) * CELL + CELL / 2 - 120;
        self.y = i32::from(c.y) * CELL + CELL / 2 - self.low() / 2;
        self.clamp();
    }

    /// Glides towards centring `c`.
    pub fn follow(&mut self, c: Cell) {
        let low = self.low();
        let tx = (i32::from(c.x) * CELL + CELL / 2 - 120).clamp(0, MAP_W - 240);
        let ty = (i32::from(c.y) * CELL + CELL / 2 - low / 2).clamp(-ABOVE, MAP_H - low);
        let step = |from: i32, to: i32| {
            let d = to - from;
            if d.abs() < 4 { to } else { from + d / 4 }
        };
        self.x = step(self.x, tx);
        self.y = step(self.y, ty);
    }

    /// Whether the view has come to rest centred on `c` (as near as the
    /// map's edges let it): following it moves nothing.
    pub fn at_rest(&self, c: Cell) -> bool {
        let mut next = *self;
        next.follow(c);
        (next.x, next.y) == (self.x, self.y)
    }

    /// Keeps `c` on screen, scrolling only when it nears an edge (a cursor).
    pub fn keep(&mut self, c: Cell) {
        let (px, py) = (i32::from(c.x) * CELL, i32::from(c.y) * CELL);
        let margin = 3 * CELL;
        if px - self.x < margin {
            self.x = px - margin;
        } else if px - self.x > 240 - margin - CELL {
            self.x = px - 240 + margin + CELL;
        }
        if py - self.y < margin {
            self.y = py - margin;
        } else if py - self.y > self.low() - margin - CELL {
            self.y = py - self.low() + margin + CELL;
        }
        self.clamp();
    }

    /// Keeps the cursor `c` on screen and, while a picked mini at `a`
    /// aims or moves, that mini too (the shooter went off screen while its
    /// child aimed): the view goes between them when the mini would leave
    /// it and both fit (else the cursor alone shows; the mini's mark waits
    /// at the screen's edge, see [`Camera::edge`]).
    pub fn keep_with(&mut self, a: Option<Cell>, c: Cell) {
        self.keep(c);
        if let Some(a) = a
            && !self.shows(a)
        {
            let (view, fits) = between(a, c);
            if fits {
                self.centre(view);
            }
        }
    }

    /// Where the mark of a mini at `c` shows when it is off screen: at the
    /// screen's edge nearest to it (`None`: it shows itself).
    pub fn edge(&self, c: Cell) -> Option<(i32, i32)> {
        if self.shows(c) {
            return None;
        }
        let (x, y) = self.screen(c);
        Some((x.clamp(0, 240 - CELL), y.clamp(0, self.low() - CELL)))
    }

    /// The cells on the screen: left, top, width, height.
    pub fn cells(&self) -> (u8, u8, u8, u8) {
        let (x0, y0) = (self.x / CELL, self.y / CELL);
        let w = (240 + CELL - 1) / CELL + i32::from(self.x % CELL != 0);
        let h = (BOTTOM + CELL - 1) / CELL + i32::from(self.y % CELL != 0);
        (
            x0.clamp(0, W as i32 - 1) as u8,
            y0.clamp(0, H as i32 - 1) as u8,
            w.min(W as i32 - x0) as u8,
            h.min(H as i32 - y0) as u8,
        )
    }

    /// Whether cell `c` shows whole above the strip (above the dice band
    /// while a roll shows).
    pub fn shows(&self, c: Cell) -> bool {
        let (x, y) = self.screen(c);
        (0..=240 - CELL).contains(&x) && (0..=self.low() - CELL).contains(&y)
    }

    /// The screen pixel of a cell's top-left corner.
    pub fn screen(&self, c: Cell) -> (i32, i32) {
        (
            i32::from(c.x) * CELL - self.x,
            i32::from(c.y) * CELL - self.y,
        )
    }

    /// Applies the scroll to a map layer.
    pub fn apply(&self, bg: &mut RegularBackground) {
        bg.set_scroll_pos((self.x, self.y));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A shooter and its target both show when they fit one view; when
    /// they are too far apart the target still shows (the camera looks at
    /// the shooter first).
    #[test_case]
    fn the_view_between_two_minis_keeps_the_target(_gba: &mut agb::Gba) {
        for (a, b) in [
            ((20, 15), (30, 20)),
            ((5, 2), (8, 28)),
            ((35, 28), (20, 1)),
            ((1, 14), (39, 16)),
        ] {
            let (a, b) = (Cell::new(a.0, a.1), Cell::new(b.0, b.1));
            let (view, fits) = between(a, b);
            let mut cam = Camera::default();
            cam.centre(view);
            assert!(cam.shows(b), "target {:?} off the view of {:?}", b, a);
            assert!(!fits || cam.shows(a), "shooter {:?} off a fitting view", a);
        }
    }

    /// A cursor on the map's top row shows whole, its box round the cell
    /// too (the playtest: "the map never scrolls to row 0", the cursor,
    /// targets and minis half off the top edge), however it got there.
    #[test_case]
    fn the_top_row_shows_whole(_gba: &mut agb::Gba) {
        for x in [0, 5, 20, 39] {
            let c = Cell::new(x, 0);
            let mut walked = Camera::default();
            walked.centre(Cell::new(x, 14));
            for y in (0..14).rev() {
                walked.keep(Cell::new(x, y));
            }
            let mut centred = Camera::default();
            centred.centre(c);
            let mut followed = Camera {
                x: 0,
                y: 60,
                band: false,
            };
            for _ in 0..40 {
                followed.follow(c);
            }
            for cam in [walked, centred, followed] {
                let (_, y) = cam.screen(c);
                assert!(y - 4 >= 0, "the cursor's box at {y} - 4 on row 0");
                assert!(cam.shows(c));
            }
        }
        // The bottom row still shows above the strip.
        let mut cam = Camera::default();
        cam.centre(Cell::new(10, H as u8 - 1));
        assert!(cam.shows(Cell::new(10, H as u8 - 1)));
    }

    /// While a picked mini aims, the cursor moving off towards its target
    /// never takes the mini off screen when both fit one view; when they
    /// do not, the cursor shows and the mini's mark waits at the edge.
    #[test_case]
    fn aiming_keeps_the_shooter_on_screen(_gba: &mut agb::Gba) {
        for (a, b) in [
            ((3, 3), (28, 3)),
            ((5, 20), (20, 9)),
            ((35, 28), (12, 20)),
            ((20, 2), (20, 14)),
            ((2, 2), (38, 28)),
        ] {
            let (a, b) = (Cell::new(a.0, a.1), Cell::new(b.0, b.1));
            let mut cam = Camera::default();
            cam.centre(a);
            // The cursor walks from the shooter to its target.
            let mut c = a;
            while c != b {
                c = Cell::new(
                    if c.x < b.x {
                        c.x + 1
                    } else if c.x > b.x {
                        c.x - 1
                    } else {
                        c.x
                    },
                    if c.y < b.y {
                        c.y + 1
                    } else if c.y > b.y {
                        c.y - 1
                    } else {
                        c.y
                    },
                );
                cam.keep_with(Some(a), c);
                assert!(cam.shows(c), "cursor {:?} off screen", c);
                if between(a, c).1 {
                    assert!(cam.shows(a), "shooter {:?} off screen, cursor {:?}", a, c);
                } else {
                    let e = cam.edge(a);
                    assert!(
                        e.is_some_and(|(x, y)| (0..=232).contains(&x) && (0..=120).contains(&y))
                    );
                }
            }
        }
    }
}
