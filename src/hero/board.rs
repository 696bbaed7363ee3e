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
/// Where the dice band starts: while a roll's dice show, they take the
/// map's bottom 32 rows of pixels, just above the strip, always in the
/// same place (the playtest saw dice panels in four places, over the
/// minis); the map's view ends above them, and the camera frames the
/// shooter and its target there.
pub const DICE_TOP: i32 = BOTTOM - 32;

mod camera;
pub use camera::{Camera, between, between_above};

/// The dice band this frame: from [`DICE_TOP`] to the strip, the map's
/// `layers` (and the words') give way to the backdrop (a dark band, the
/// strip's neighbour), and only the dice (sprites) show there; elsewhere
/// every layer shows.
pub fn dice_band(frame: &mut GraphicsFrame, layers: [agb::display::tiled::RegularBackgroundId; 3]) {
    use agb::display::WinIn;
    use agb::fixnum::{Rect, vec2};
    let windows = frame.windows();
    let out = windows.win_out();
    for l in layers {
        out.enable_background(l);
    }
    out.enable_objects();
    windows
        .win_in(WinIn::Win0)
        .enable_objects()
        .set_pos(Rect::new(vec2(0, DICE_TOP), vec2(240, BOTTOM - DICE_TOP)));
}

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
