//! The battlefield on screen: one 8x8-pixel tile per cell on a scrolling
//! 64x32-tile background (`gfx/hero-tiles.png`, drawn by `tools/gfx_hero.py`),
//! an overlay layer for lit cells, the 8x8 sprites (minis, cursor, pips) and
//! the 16x16 dice, and the camera.

use agb::display::{
    GraphicsFrame, Priority,
    object::{Object, SpriteVram},
    tiled::{RegularBackground, RegularBackgroundSize, TileFormat},
};
use agb::{include_aseprite, include_background_gfx};
use tabletop_core::hero::field::Field;
use tabletop_core::hero::{Cell, H, W};

include_background_gfx!(mod tiles, "202848", TILES => deduplicate "gfx/hero-tiles.png");
include_aseprite!(mod sprites, 8x8 "gfx/hero-sprites.png");
include_aseprite!(mod dice, 16x16 "gfx/hero-dice.png");

/// A cell is 8x8 pixels.
pub const CELL: i32 = 8;
/// Where the bottom text strip starts (the map shows above it).
pub const BOTTOM: i32 = 128;
const MAP_W: i32 = W as i32 * CELL;
const MAP_H: i32 = H as i32 * CELL;
/// How far the view may scroll above the map's top row (pixels): the
/// cursor's box, a target's brackets and the guide stand round a cell, and
/// on row 0 they were half off the screen's top (the playtest: "targets,
/// the cursor and minis half off the top edge"). Above the map shows the
/// backdrop (the layers' rows 30-31 are empty).
const ABOVE: i32 = CELL;

/// Indices into `gfx/hero-tiles.png`.
pub mod tile {
    pub const GROUND: usize = 0;
    pub const ROUGH: usize = 2;
    /// Heights 1 to 3 follow.
    pub const HEIGHT: usize = 3;
    pub const LIT: usize = 6;
    pub const BAND: usize = 7;
    pub const CLEAR: usize = 8;
    /// A cell some enemy's weapon reaches (the threat view).
    pub const THREAT: usize = 9;
    /// Ground in the shadow of a crate, a wall, a house to its west.
    pub const SHADOW: usize = 10;
    /// Per side: an edge it has taken (stripes of its colour).
    pub const TAKEN: usize = 13;
    /// A cell the picked mini only reaches by running (no attack after).
    pub const RUN: usize = 17;
}

/// Indices into `gfx/hero-sprites.png`.
pub mod spr {
    /// Per side (4 each): mini, hero, knocked-out mini, knocked-out hero.
    pub const SIDE: usize = 0;
    pub const GRAVE: usize = 16;
    /// A tick at the lower right of a mini that has had its go this turn
    /// (in the old thin cursor's slot).
    pub const DONE: usize = 17;
    pub const SELECTED: usize = 18;
    pub const TARGET: usize = 19;
    pub const BOOM: usize = 20;
    pub const DOT: usize = 21;
    /// What a die decides, drawn under it: to hit, the damage, a bomb's
    /// direction, who goes first.
    pub const AIM: usize = 22;
    pub const HEART: usize = 23;
    pub const ARROW: usize = 24;
    /// The direction die's arrow pointing down, right and left (the way
    /// a bomb bounced; [`ARROW`] points up).
    pub const ARROW_DOWN: usize = 26;
    pub const ARROW_RIGHT: usize = 27;
    pub const ARROW_LEFT: usize = 28;
    pub const FLAG: usize = 25;
    /// 1 to 6 hit point pips.
    pub const PIPS: usize = 29;
    /// The army builder's icons: armour, weapon, bomb, medkit.
    pub const ARMOUR: usize = 35;
    pub const WEAPON: usize = 36;
    pub const BOMB: usize = 37;
    pub const MEDKIT: usize = 38;
    /// Cover icons: Covered, Concealed.
    pub const COVERED: usize = 39;
    pub const CONCEALED: usize = 40;
    /// "This enemy can hit there."
    pub const THREAT: usize = 41;
    /// Where a missed bomb may land.
    pub const LANDING: usize = 42;
    /// Per side (4 each): its minis 2 to 5, each with its number inside its
    /// own cell (two neighbours never read as one number).
    pub const NUMBERS: usize = 43;
    /// Per side (4 each): the same minis knocked out (greyed).
    pub const KNOCKED: usize = NUMBERS + 16;
}

/// The dice's colours in `gfx/hero-dice.png` (six faces each): one per side
/// (0 to 3, the side that rolls it), then [`PLAIN`].
pub type DieInk = u8;

/// The white die of a roll no side makes (a bomb's direction).
pub const PLAIN: DieInk = 4;

const SPRITES: usize = spr::KNOCKED + 16;
/// The dark plate under a die, after the dice's faces.
const PLATE: usize = 6 * (PLAIN as usize + 1);
/// A roll's totals "=1" to "=14" (two dice and a half-hidden mini's +2),
/// after the plate: one row of fourteen for each [`Mark`].
const TOTALS: usize = PLATE + 1;
/// The highest total there is a picture for.
const MOST: u8 = 14;
/// The cursor's box round its cell, in the two sizes it breathes between.
const CURSOR_BOX: usize = TOTALS + 3 * MOST as usize;
/// "+2" on the plate: a half-hidden mini's bonus, between its armour dice
/// and their total.
const PLUS_TWO: usize = CURSOR_BOX + 2;
/// The dice's faces, the dark plate, the totals, the cursor's box, the
/// "+2".
const DICE: usize = PLUS_TWO + 1;
/// Frames the cursor's box keeps each of its two sizes.
const BREATHE: u32 = 16;

/// How a side's total shows beside its dice: the bigger (dark on a yellow
/// plate), the smaller (grey), or a tie (white on both sides).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    Bigger = 0,
    Smaller = 1,
    Tie = 2,
}

/// Installs the battlefield's palettes and the text palette.
pub fn install_palettes(gfx: &mut agb::display::Graphics) {
    gfx.set_background_palettes(tiles::PALETTES);
    crate::ui::install_palettes(gfx);
}

/// The tile of a cell of `field`: a crate, wall or house as a picture;
/// flat ground east of one lies in its shadow.
fn ground_tile(field: &Field, c: Cell) -> usize {
    let west = (c.x > 0).then(|| field.height(Cell::new(c.x - 1, c.y)));
    match field.height(c) {
        0 if !field.rough(c) && west.is_some_and(|h| h > 0) => {
            tile::SHADOW + usize::from(west.unwrap_or(1).min(3)) - 1
        }
        0 if field.rough(c) => tile::ROUGH,
        0 => tile::GROUND + usize::from((c.x ^ c.y) & 1 == 0 && (c.x + 2 * c.y).is_multiple_of(5)),
        h => tile::HEIGHT + usize::from(h.min(3)) - 1,
    }
}

fn layer(priority: Priority) -> RegularBackground {
    RegularBackground::new(
        priority,
        RegularBackgroundSize::Background64x32,
        TileFormat::FourBpp,
    )
}

fn put(bg: &mut RegularBackground, c: Cell, t: usize) {
    if let Some(&setting) = tiles::TILES.tile_settings.get(t) {
        bg.set_tile(
            (i32::from(c.x), i32::from(c.y)),
            &tiles::TILES.tiles,
            setting,
        );
    }
}

/// The whole battlefield as a background layer.
pub fn background(field: &Field) -> RegularBackground {
    let mut bg = layer(Priority::P3);
    for i in 0..W * H {
        let c = Cell::at(i);
        put(&mut bg, c, ground_tile(field, c));
    }
    bg
}

/// The overlay tile of a light (see [`Overlay::set`]).
/// The overlay's light on a cell only reached by running.
pub const RUN: u8 = 8;

fn tile_of(l: u8) -> usize {
    match l {
        1 => tile::LIT,
        2 => tile::BAND,
        3 => tile::THREAT,
        4..=7 => tile::TAKEN + usize::from(l - 4),
        RUN => tile::RUN,
        _ => tile::CLEAR,
    }
}

/// The overlay of lit cells, above the ground.
pub struct Overlay {
    /// The layer.
    pub bg: RegularBackground,
    lit: [u8; W * H],
    /// Some cell may be lit (clearing an overlay known to be dark costs
    /// nothing, not a scan of every cell).
    any: bool,
}

impl Overlay {
    /// An overlay with nothing lit.
    pub fn new() -> Overlay {
        let mut bg = layer(Priority::P2);
        for i in 0..W * H {
            put(&mut bg, Cell::at(i), tile::CLEAR);
        }
        Overlay {
            bg,
            lit: [0; W * H],
            any: false,
        }
    }

    /// Lights the cells for which `lit` gives a tile (0 none, 1 reachable,
    /// 2 a deployment cell, 3 in an enemy's reach, 4 + a side: an edge that
    /// side has taken), changing only those that differ.
    pub fn set(&mut self, lit: impl FnMut(Cell) -> u8) {
        self.set_rows(0..H as u8, lit);
    }

    /// [`Overlay::set`] for the rows in `rows` only (work spread over frames).
    pub fn set_rows(&mut self, rows: core::ops::Range<u8>, mut lit: impl FnMut(Cell) -> u8) {
        for y in rows.start..rows.end.min(H as u8) {
            for x in 0..W as u8 {
                let c = Cell::new(x, y);
                let i = c.index();
                let l = lit(c);
                if self.lit[i] != l {
                    self.lit[i] = l;
                    self.any |= l != 0;
                    put(&mut self.bg, c, tile_of(l));
                }
            }
        }
    }

    /// The light on `c` (see [`Overlay::set`]).
    pub fn get(&self, c: Cell) -> u8 {
        self.lit.get(c.index()).copied().unwrap_or(0)
    }

    /// Lights one cell.
    pub fn set_cell(&mut self, c: Cell, l: u8) {
        let i = c.index();
        if i < self.lit.len() && self.lit[i] != l {
            self.lit[i] = l;
            self.any |= l != 0;
            put(&mut self.bg, c, tile_of(l));
        }
    }

    /// Takes every light away.
    pub fn clear(&mut self) {
        if self.any {
            self.set(|_| 0);
            self.any = false;
        }
    }

    /// Whether some cell may be lit.
    pub fn is_lit(&self) -> bool {
        self.any
    }
}

/// The sprites, kept in video memory while the screen is up.
pub struct Sheet {
    small: alloc::vec::Vec<SpriteVram>,
    dice: alloc::vec::Vec<SpriteVram>,
}

impl Sheet {
    /// Loads every sprite.
    pub fn new() -> Sheet {
        Sheet {
            small: (0..SPRITES)
                .map(|i| SpriteVram::from(sprites::HERO_SPRITES.sprite(i)))
                .collect(),
            dice: (0..DICE)
                .map(|i| SpriteVram::from(dice::HERO_DICE.sprite(i)))
                .collect(),
        }
    }

    /// Draws 8x8 sprite `index` at screen pixel `(x, y)` if it shows above
    /// the strip. It goes under the text layer (priority 2 to its 1): one
    /// half under the strip is hidden by the strip, never drawn over it.
    pub fn sprite(&self, frame: &mut GraphicsFrame, index: usize, (x, y): (i32, i32)) {
        if x <= -CELL || x >= 240 || y <= -CELL || y >= BOTTOM {
            return;
        }
        if let Some(s) = self.small.get(index) {
            Object::new(s.clone())
                .set_pos((x, y))
                .set_priority(Priority::P2)
                .show(frame);
        }
    }

    /// Draws 8x8 sprite `index` anywhere on the screen (menus).
    pub fn icon(&self, frame: &mut GraphicsFrame, index: usize, (x, y): (i32, i32)) {
        if let Some(s) = self.small.get(index) {
            Object::new(s.clone())
                .set_pos((x, y))
                .set_priority(Priority::P0)
                .show(frame);
        }
    }

    /// Draws the cursor on the cell whose top-left is at screen pixel
    /// `(x, y)`, on frame `t`: a thick yellow box edged in ink round the
    /// cell, breathing (a child took the old thin outline for nothing and
    /// the guide's white hand for the cursor). Drawn last, it is under the minis
    /// and their hearts.
    pub fn cursor(&self, frame: &mut GraphicsFrame, t: u32, (x, y): (i32, i32)) {
        if y - 4 >= BOTTOM {
            return;
        }
        let k = (t / BREATHE % 2) as usize;
        if let Some(s) = self.dice.get(CURSOR_BOX + k) {
            Object::new(s.clone())
                .set_pos((x - 4, y - 4))
                .set_priority(Priority::P2)
                .show(frame);
        }
    }

    /// Draws the 16x16 dark plate under a die (and its mark) at screen
    /// pixel `(x, y)`: under every sprite drawn before it, above the map.
    pub fn plate(&self, frame: &mut GraphicsFrame, (x, y): (i32, i32)) {
        if y >= BOTTOM {
            return;
        }
        if let Some(s) = self.dice.get(PLATE) {
            Object::new(s.clone())
                .set_pos((x, y))
                .set_priority(Priority::P2)
                .show(frame);
        }
    }

    /// Draws "+2" on its plate at screen pixel `(x, y)`: a half-hidden
    /// mini's bonus to its armour dice.
    pub fn plus_two(&self, frame: &mut GraphicsFrame, (x, y): (i32, i32)) {
        if y >= BOTTOM {
            return;
        }
        if let Some(s) = self.dice.get(PLUS_TWO) {
            Object::new(s.clone())
                .set_pos((x, y))
                .set_priority(Priority::P0)
                .show(frame);
        }
    }

    /// Draws a side's total "=`n`" (1-14) on its plate at screen pixel
    /// `(x, y)`, marked as the bigger, the smaller or a tie.
    pub fn total(&self, frame: &mut GraphicsFrame, n: u8, mark: Mark, (x, y): (i32, i32)) {
        if !(1..=MOST).contains(&n) || y >= BOTTOM {
            return;
        }
        let i = TOTALS + mark as usize * usize::from(MOST) + usize::from(n) - 1;
        if let Some(s) = self.dice.get(i) {
            Object::new(s.clone())
                .set_pos((x, y))
                .set_priority(Priority::P0)
                .show(frame);
        }
    }

    /// Draws a die showing `face` (1-6) at screen pixel `(x, y)`.
    pub fn die(&self, frame: &mut GraphicsFrame, ink: DieInk, face: u8, (x, y): (i32, i32)) {
        if !(1..=6).contains(&face) {
            return;
        }
        let i = usize::from(ink.min(PLAIN)) * 6 + usize::from(face) - 1;
        if let Some(s) = self.dice.get(i) {
            Object::new(s.clone())
                .set_pos((x, y))
                .set_priority(Priority::P0)
                .show(frame);
        }
    }
}

/// Where to centre the view to show `a` and `b` together (between them),
/// and whether both fit; when they do not, `b` still shows, with `a` as
/// near as the screen allows (`b` is the one acted on: a target).
pub fn between(a: Cell, b: Cell) -> (Cell, bool) {
    let mid = |p: u8, q: u8| ((u16::from(p) + u16::from(q)) / 2) as u8;
    let (dx, dy) = (a.x.abs_diff(b.x), a.y.abs_diff(b.y));
    // The view shows 29 whole columns and 15 whole rows about its centre;
    // one cell to spare at each side.
    let fits = dx <= 26 && dy <= 12;
    let (cx, cy) = (mid(a.x, b.x), mid(a.y, b.y));
    let cx = cx.clamp(b.x.saturating_sub(13), b.x.saturating_add(13));
    let cy = cy.clamp(b.y.saturating_sub(6), b.y.saturating_add(6));
    (Cell::new(cx, cy), fits)
}

/// The scrolling view onto the battlefield.
#[derive(Clone, Copy, Debug, Default)]
pub struct Camera {
    /// Scroll position in pixels (the screen's top-left on the map).
    pub x: i32,
    /// Scroll position in pixels.
    pub y: i32,
}

impl Camera {
    fn clamp(&mut self) {
        self.x = self.x.clamp(0, MAP_W - 240);
        self.y = self.y.clamp(-ABOVE, MAP_H - BOTTOM);
    }

    /// Centres the view on `c`.
    pub fn centre(&mut self, c: Cell) {
        self.x = i32::from(c.x) * CELL + CELL / 2 - 120;
        self.y = i32::from(c.y) * CELL + CELL / 2 - BOTTOM / 2;
        self.clamp();
    }

    /// Glides towards centring `c`.
    pub fn follow(&mut self, c: Cell) {
        let tx = (i32::from(c.x) * CELL + CELL / 2 - 120).clamp(0, MAP_W - 240);
        let ty = (i32::from(c.y) * CELL + CELL / 2 - BOTTOM / 2).clamp(-ABOVE, MAP_H - BOTTOM);
        let step = |from: i32, to: i32| {
            let d = to - from;
            if d.abs() < 4 { to } else { from + d / 4 }
        };
        self.x = step(self.x, tx);
        self.y = step(self.y, ty);
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
        } else if py - self.y > BOTTOM - margin - CELL {
            self.y = py - BOTTOM + margin + CELL;
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
        Some((x.clamp(0, 240 - CELL), y.clamp(0, BOTTOM - CELL)))
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

    /// Whether cell `c` shows whole above the strip.
    pub fn shows(&self, c: Cell) -> bool {
        let (x, y) = self.screen(c);
        (0..=240 - CELL).contains(&x) && (0..=BOTTOM - CELL).contains(&y)
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
            let mut followed = Camera { x: 0, y: 60 };
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
