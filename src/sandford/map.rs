//! The village map: 8x8-pixel cells on a scrolling 64x64-tile background, the
//! pieces as 8x8 sprites (below the text layer, so the HUD strips cover them)
//! and the camera.

use agb::display::{
    GraphicsFrame, Priority,
    object::Object,
    tiled::{RegularBackground, RegularBackgroundSize, TileFormat},
};
use agb::{include_aseprite, include_background_gfx};
use tabletop_core::sandford::{Block, Cell, Game, MAP_SIZE, MonsterColour, StockColour, Terrain};

include_background_gfx!(mod tiles, "202848", TILES => deduplicate "gfx/sandford-tiles.png");
include_aseprite!(mod sprites, 8x8 "gfx/sandford-sprites.png");
include_aseprite!(mod monsters, 8x16 "gfx/sandford-monsters.png");

/// A cell is 8x8 pixels.
pub const CELL: i32 = 8;
/// Height of the top HUD strip.
pub const TOP: i32 = 12;
/// Where the bottom HUD strip starts.
pub const BOTTOM: i32 = 136;
const MAP_PX: i32 = MAP_SIZE as i32 * CELL;

/// Indices into `gfx/sandford-sprites.png` (see tools/gfx_sandford.py).
pub mod spr {
    pub const HERO: usize = 0;
    pub const CURSOR: usize = 4;
    /// The cursor a person moves: a thick yellow box, never blinking.
    pub const CURSOR_BOX: usize = 26;
    pub const REACH: usize = 6;
    /// The attack target's bold corners (top-left, top-right, bottom-left,
    /// bottom-right), each drawn 4 px out from its corner of the cell.
    pub const TARGET_CORNERS: usize = 10;
    pub const HIT: usize = 8;
    /// A crowd's count badge: digits 0-9 on a dark plate, then its "x".
    pub const BADGE: usize = 14;
    pub const BADGE_X: usize = 24;
    /// One of the armour's blocks (a grey shield), over a hit it stops.
    pub const SHIELD: usize = 25;
    pub const KILL: usize = 9;
    pub const STOCK: usize = 28;
    pub const RING: usize = 52;
    /// 16 needle directions, k * 22.5 degrees clockwise from east.
    pub const NEEDLE: usize = 53;
    /// The d20 as four tiles: top-left, top-right, bottom-left, bottom-right.
    pub const D20: usize = 69;
    /// Digits 0-9 (3x5 pixels at the top-left).
    pub const DIGIT: usize = 73;
    /// "+1" to "+9".
    pub const MORE: usize = 83;
    /// Range outline, by its mask of outer sides (1 west, 2 east, 4 north,
    /// 8 south).
    pub const EDGE: usize = 92;
    /// The heroes' heads, drawn in the cell above the body ([`HERO`]).
    pub const HERO_HEAD: usize = 108;
    /// Rolled dice, 16x16 as four tiles each: the heroes' faces 1-6, then
    /// the monsters' (see `tray`).
    pub const ROLL: usize = 112;
}

/// The sprite (in `gfx/sandford-monsters.png`) of a monster die of a colour
/// with `hp` hit points (1–3): its mark on the die, its hit points as bars
/// just above it.
pub fn monster_sprite(c: MonsterColour, hp: u8) -> usize {
    let ci = MonsterColour::ALL.iter().position(|&m| m == c).unwrap_or(0);
    ci * 3 + usize::from(hp.clamp(1, 3)) - 1
}

/// Draws a monster in the cell whose top-left is screen pixel `(x, y)`: one
/// 8x16 sprite, its hit points in the bottom rows of the cell above.
pub fn monster(frame: &mut GraphicsFrame, c: MonsterColour, hp: u8, x: i32, y: i32) {
    if x <= -CELL || x >= 240 || y <= TOP - CELL || y >= BOTTOM {
        return;
    }
    Object::new(monsters::SANDFORD_MONSTERS.sprite(monster_sprite(c, hp)))
        .set_pos((x, y - CELL))
        .set_priority(Priority::P2)
        .show(frame);
}

/// Draws hero `h` (0-3) standing in the cell whose top-left is screen pixel
/// `(x, y)`: a figure two cells tall, its head in the cell above.
pub fn hero(frame: &mut GraphicsFrame, h: usize, x: i32, y: i32) {
    sprite(frame, spr::HERO + h, x, y);
    sprite(frame, spr::HERO_HEAD + h, x, y - CELL);
}

/// Draws hero `h` as [`hero`] does, in front of the text layer (in a box
/// drawn on it, as the hand-over's).
pub fn hero_on_top(frame: &mut GraphicsFrame, h: usize, x: i32, y: i32) {
    for (index, y) in [(spr::HERO + h, y), (spr::HERO_HEAD + h, y - CELL)] {
        Object::new(sprites::SANDFORD_SPRITES.sprite(index))
            .set_pos((x, y))
            .set_priority(Priority::P0)
            .show(frame);
    }
}

/// The sprite of a stock die.
pub fn stock_sprite(c: StockColour, face: u8) -> usize {
    let ci = StockColour::ALL.iter().position(|&s| s == c).unwrap_or(0);
    spr::STOCK + ci * 6 + usize::from(face.clamp(1, 6)) - 1
}

/// Installs the map's tile palettes and the text palette.
pub fn install_palettes(gfx: &mut agb::display::Graphics) {
    gfx.set_background_palettes(tiles::PALETTES);
    crate::ui::install_palettes(gfx);
}

/// The first tile of a razed building's rubble.
const RUBBLE: usize = 22;
/// A shop's middle tile with its number (1-4: `+ building`), as the menus
/// and messages number the shops; then the same on rubble.
const SHOP_NUMBER: usize = 31;
const RUBBLE_NUMBER: usize = 35;

/// The tile of cell `(dx, dy)` of a 3x3 shop (or its rubble, from `base`),
/// the middle one carrying the shop's number.
fn shop_tile(base: usize, numbered: usize, building: u8, dx: usize, dy: usize) -> usize {
    if (dx, dy) == (1, 1) {
        numbered + usize::from(building.min(3))
    } else {
        base + dy * 3 + dx
    }
}

fn tile_of(game: &Game, c: Cell) -> usize {
    let at = |b: Block| {
        let dx = (c.x - b.origin.x).clamp(0, 2) as usize;
        let dy = (c.y - b.origin.y).clamp(0, 2) as usize;
        (dx, dy)
    };
    let in_block = |b: Block, base: usize| {
        let (dx, dy) = at(b);
        base + dy * 3 + dx
    };
    match game.terrain(c) {
        Terrain::Temple => in_block(game.temple(), 4),
        Terrain::Building(b) => {
            let (dx, dy) = at(game.buildings()[b as usize].block);
            shop_tile(13, SHOP_NUMBER, b, dx, dy)
        }
        Terrain::Rubble(b) => {
            let (dx, dy) = at(game.buildings()[b as usize].block);
            shop_tile(RUBBLE, RUBBLE_NUMBER, b, dx, dy)
        }
        _ => {
            if c.x == 0 || c.y == 0 || c.x == MAP_SIZE - 1 || c.y == MAP_SIZE - 1 {
                3
            } else {
                let h =
                    (c.x as u32).wrapping_mul(2_654_435_761) ^ (c.y as u32).wrapping_mul(40_503);
                match (h >> 7) % 64 {
                    0..=3 => 1,
                    4 => 2,
                    _ => 0,
                }
            }
        }
    }
}

fn set(bg: &mut RegularBackground, game: &Game, c: Cell) {
    bg.set_tile(
        (c.x as i32, c.y as i32),
        &tiles::TILES.tiles,
        tiles::TILES.tile_settings[tile_of(game, c)],
    );
}

/// The whole map as a background layer.
pub fn background(game: &Game) -> RegularBackground {
    let mut bg = RegularBackground::new(
        Priority::P3,
        RegularBackgroundSize::Background64x64,
        TileFormat::FourBpp,
    );
    for y in 0..MAP_SIZE {
        for x in 0..MAP_SIZE {
            set(&mut bg, game, Cell::new(x, y));
        }
    }
    // The first change of a tile once the map is built costs about 240,000
    // cycles in agb, once (`make bench`: the frame that showed the first
    // razing went over budget). Made here, before the first frame: a
    // building's corner shown as rubble and put back.
    if let Some(b) = game.buildings().first() {
        let c = b.block.origin;
        let rubble = tiles::TILES.tile_settings[RUBBLE];
        bg.set_tile((c.x as i32, c.y as i32), &tiles::TILES.tiles, rubble);
        set(&mut bg, game, c);
    }
    bg
}

/// Redraws building `building` (after it was razed or rebuilt): only its
/// cells, as each tile set costs about 1,000 cycles.
pub fn refresh_building(bg: &mut RegularBackground, game: &Game, building: u8) {
    let Some(b) = game.buildings().get(usize::from(building)) else {
        return;
    };
    for dy in 0..b.block.size {
        for dx in 0..b.block.size {
            let c = Cell::new(b.block.origin.x + dx, b.block.origin.y + dy);
            set(bg, game, c);
        }
    }
}

/// How near the screen's left or right edge a followed piece may come
/// before the view scrolls (a hero's reach is 4 cells).
const MARGIN_X: i32 = 3 * CELL;
/// The same above and below (a hero's head is in the cell above it).
const MARGIN_Y: i32 = 2 * CELL;

/// The scrolling view onto the map.
pub struct Camera {
    /// Scroll position in pixels (top-left of the screen on the map).
    pub x: i32,
    /// Scroll position in pixels.
    pub y: i32,
}

impl Camera {
    /// A camera centred on `c`.
    pub fn on(c: Cell) -> Camera {
        let (x, y) = Camera::target(c.x as i32 * CELL, c.y as i32 * CELL);
        Camera { x, y }
    }

    /// The scroll that centres the piece at map pixel `(px, py)`.
    fn target(px: i32, py: i32) -> (i32, i32) {
        let x = px + CELL / 2 - 120;
        let y = py + CELL / 2 - (TOP + BOTTOM) / 2;
        (x.clamp(0, MAP_PX - 240), y.clamp(-TOP, MAP_PX - BOTTOM))
    }

    /// The nearest scroll to this one that has the piece at map pixel
    /// `(px, py)` in view, [`MARGIN_X`] and [`MARGIN_Y`] inside the map's
    /// edges: this scroll itself while it is (the view keeps still).
    fn in_view(&self, px: i32, py: i32) -> (i32, i32) {
        let (mut x, mut y) = (self.x, self.y);
        if px - x < MARGIN_X {
            x = px - MARGIN_X;
        } else if px - x > 240 - MARGIN_X - CELL {
            x = px - 240 + MARGIN_X + CELL;
        }
        if py - y < TOP + MARGIN_Y {
            y = py - TOP - MARGIN_Y;
        } else if py - y > BOTTOM - MARGIN_Y - CELL {
            y = py - BOTTOM + MARGIN_Y + CELL;
        }
        (x.clamp(0, MAP_PX - 240), y.clamp(-TOP, MAP_PX - BOTTOM))
    }

    /// Keeps `c` in view, gliding (faster with a larger `speed`) only once
    /// it nears the edge: the map no longer re-centres on every move (the
    /// playtest found that disorienting).
    pub fn follow(&mut self, c: Cell, speed: u32) {
        self.follow_px(c.x as i32 * CELL, c.y as i32 * CELL, speed);
    }

    /// Keeps the piece whose top-left map pixel is `(px, py)` in view, as
    /// [`Camera::follow`] does.
    pub fn follow_px(&mut self, px: i32, py: i32, speed: u32) {
        let (tx, ty) = self.in_view(px, py);
        let div = if speed > 1 { 2 } else { 5 };
        let step = |from: i32, to: i32| {
            let d = to - from;
            if d == 0 {
                from
            } else {
                from + if d.abs() < div { d } else { d / div }
            }
        };
        self.x = step(self.x, tx);
        self.y = step(self.y, ty);
    }

    /// Keeps `c` on screen, scrolling only when it nears an edge (for a cursor).
    pub fn keep(&mut self, c: Cell) {
        let (px, py) = (c.x as i32 * CELL, c.y as i32 * CELL);
        let margin = 4 * CELL;
        if px - self.x < margin {
            self.x = px - margin;
        } else if px - self.x > 240 - margin - CELL {
            self.x = px - 240 + margin + CELL;
        }
        if py - self.y < TOP + margin {
            self.y = py - TOP - margin;
        } else if py - self.y > BOTTOM - margin - CELL {
            self.y = py - BOTTOM + margin + CELL;
        }
        self.x = self.x.clamp(0, MAP_PX - 240);
        self.y = self.y.clamp(-TOP, MAP_PX - BOTTOM);
    }

    /// The screen pixel of a cell's top-left corner.
    pub fn screen(&self, c: Cell) -> (i32, i32) {
        self.screen_px(c.x as i32 * CELL, c.y as i32 * CELL)
    }

    /// The screen pixel of a map pixel.
    pub fn screen_px(&self, px: i32, py: i32) -> (i32, i32) {
        (px - self.x, py - self.y)
    }

    /// Applies the scroll to the map layer.
    pub fn apply(&self, bg: &mut RegularBackground) {
        bg.set_scroll_pos((self.x, self.y));
    }
}

/// Draws sprite `index` at screen pixel `(x, y)` if it is in the map's view.
pub fn sprite(frame: &mut GraphicsFrame, index: usize, x: i32, y: i32) {
    if x <= -CELL || x >= 240 || y <= TOP - CELL || y >= BOTTOM {
        return;
    }
    Object::new(sprites::SANDFORD_SPRITES.sprite(index))
        .set_pos((x, y))
        .set_priority(Priority::P2)
        .show(frame);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test_case]
    fn the_view_keeps_still_while_the_piece_stays_in_it(_gba: &mut agb::Gba) {
        let start = Cell::new(30, 30);
        let mut cam = Camera::on(start);
        let (x, y) = (cam.x, cam.y);
        // A hero's walk of 4 cells, any way: the view does not move.
        for to in [
            Cell::new(34, 30),
            Cell::new(26, 30),
            Cell::new(30, 34),
            Cell::new(30, 26),
            Cell::new(33, 33),
        ] {
            for _ in 0..60 {
                cam.follow(to, 1);
            }
            assert_eq!((cam.x, cam.y), (x, y), "the view moved for {to:?}");
        }
        // A piece leaving the view brings it along, to just inside.
        let far = Cell::new(50, 30);
        for _ in 0..60 {
            cam.follow(far, 1);
        }
        let (sx, _) = cam.screen(far);
        assert!(cam.x > x, "the view stayed as the piece left it");
        assert_eq!(sx, 240 - MARGIN_X - CELL, "the piece is just inside");
    }
}
