//! The campus on screen: the whole 16x14 map at once in 12x9-pixel blocks
//! (one background drawn by `tools/gfx_rush.py`), the side panel with the
//! Cloud, and the 16x16 sprites: pieces, princesses, minions, the cursor,
//! lit blocks, the carrying badge, the cube and the dice.

use agb::display::{
    GraphicsFrame, Priority,
    object::{Object, SpriteVram},
    tiled::{RegularBackground, RegularBackgroundSize, TileFormat},
};
use agb::{include_aseprite, include_background_gfx};
use tabletop_core::rush::map::{self, COLS, ROWS};
use tabletop_core::rush::{Spot, Team};

include_background_gfx!(mod tiles, "202848", CAMPUS => deduplicate "gfx/rush-campus.png");
include_aseprite!(mod sprites, 16x16 "gfx/rush-sprites.png");

/// A block's width in pixels.
pub const CW: i32 = 12;
/// A block's height in pixels.
pub const CH: i32 = 9;
/// Left edge of the side panel.
pub const PANEL_X: i32 = 193;
/// Top of the message strip under the map.
pub const STRIP_Y: i32 = ROWS as i32 * CH + 1;
/// Centre of the Cloud in the side panel.
pub const CLOUD: (i32, i32) = (215, 113);

/// Indices into `gfx/rush-sprites.png` (see `tools/gfx_rush.py`).
pub mod spr {
    /// Zombie A, zombie B, jock A, jock B.
    pub const PLAYER: usize = 0;
    /// The zombies' princess, then the jocks'.
    pub const PRINCESS: usize = 4;
    /// A zombie minion, then a jock minion.
    pub const MINION: usize = 6;
    pub const CURSOR: usize = 8;
    /// A lit block costing 1 to 4 points.
    pub const REACH: usize = 9;
    pub const PATH: usize = 13;
    /// A lit block away from the cursor: its frame, no cost.
    pub const LIT: usize = 14;
    pub const CUBE: usize = 15;
    /// d20 faces 1 to 20.
    pub const D20: usize = 16;
    // 36 to 39: the small d4 faces (the tray shows [`D4_BIG`]).
    /// d6 faces 1 to 6.
    pub const D6: usize = 40;
    pub const ARROW: usize = 46;
    /// A lit block with enemies in it: walking in starts a fight.
    pub const FIGHT: usize = 47;
    /// A lit building: a frame without the cost, which would run into the
    /// building's number.
    pub const LIT_BUILDING: usize = 48;
    /// A fight's d20 faces 1 to 20 for the zombies' side (green, round),
    /// then for the jocks' (orange, a hexagon): [`super::d20_of`].
    pub const D20_ZOMBIES: usize = 49;
    pub const D20_JOCKS: usize = 69;
    /// The move die big, 32x32, four sprites a face (top left, top right,
    /// bottom left, bottom right) for faces 1 to 4.
    pub const D4_BIG: usize = 89;
}

/// The first d20 face of a fight's die for team `t`'s side.
pub fn d20_of(t: tabletop_core::rush::Team) -> usize {
    match t {
        tabletop_core::rush::Team::Zombies => spr::D20_ZOMBIES,
        tabletop_core::rush::Team::Jocks => spr::D20_JOCKS,
    }
}

/// Installs the campus's palettes and the text palette.
pub fn install_palettes(gfx: &mut agb::display::Graphics) {
    gfx.set_background_palettes(tiles::PALETTES);
    crate::ui::install_palettes(gfx);
}

/// The whole screen's art as a background layer.
pub fn background() -> RegularBackground {
    let mut bg = RegularBackground::new(
        Priority::P3,
        RegularBackgroundSize::Background32x32,
        TileFormat::FourBpp,
    );
    for y in 0..20 {
        for x in 0..30 {
            let i = (y * 30 + x) as usize;
            if let Some(&setting) = tiles::CAMPUS.tile_settings.get(i) {
                bg.set_tile((x, y), &tiles::CAMPUS.tiles, setting);
            }
        }
    }
    bg
}

/// Sprites in `gfx/rush-sprites.png`.
const SPRITES: usize = spr::D4_BIG + 16;

/// The sprite sheet, kept in video memory while the screen is up: drawing
/// from it skips agb's sprite-cache look-up per object (a few thousand
/// cycles each, with forty pieces, minions and lit blocks a frame).
pub struct Sheet(alloc::vec::Vec<SpriteVram>);

impl Sheet {
    /// Loads every sprite.
    pub fn new() -> Sheet {
        Sheet(
            (0..SPRITES)
                .map(|i| SpriteVram::from(sprites::RUSH_SPRITES.sprite(i)))
                .collect(),
        )
    }

    /// Draws sprite `index` with its top-left at `(x, y)` (above the map,
    /// below the text).
    pub fn sprite(&self, frame: &mut GraphicsFrame, index: usize, x: i32, y: i32) {
        if let Some(s) = self.0.get(index) {
            Object::new(s.clone())
                .set_pos((x, y))
                .set_priority(Priority::P2)
                .show(frame);
        }
    }

    /// Draws sprite `index` centred on `(cx, cy)`.
    pub fn sprite_at(&self, frame: &mut GraphicsFrame, index: usize, (cx, cy): (i32, i32)) {
        self.sprite(frame, index, cx - 8, cy - 8);
    }
}

/// The top-left pixel of block `(col, row)`.
pub fn block_px(col: u8, row: u8) -> (i32, i32) {
    (i32::from(col) * CW, i32::from(row) * CH)
}

/// Most cells of one building.
const MAX_CELLS: usize = 8;

/// Each building's cells (column, row), top row first, and how many: worked
/// out once at compile time (scanning the map per piece per frame cost tens
/// of thousands of cycles).
const CELLS: [([(u8, u8); MAX_CELLS], u8); 21] = {
    let mut t = [([(0u8, 0u8); MAX_CELLS], 0u8); 21];
    let mut r = 0;
    while r < ROWS {
        let mut c = 0;
        while c < COLS {
            let b = map::building_at(r, c) as usize;
            if b > 0 && (t[b].1 as usize) < MAX_CELLS {
                t[b].0[t[b].1 as usize] = (c as u8, r as u8);
                t[b].1 += 1;
            }
            c += 1;
        }
        r += 1;
    }
    t
};

/// The cells of building `n`, top row first.
pub fn building_cells(n: u8) -> &'static [(u8, u8)] {
    match CELLS.get(usize::from(n)) {
        Some((cells, k)) => &cells[..usize::from(*k)],
        None => &[],
    }
}

/// The block (col, row) a cursor stands on for space `s` (a building's first
/// cell), if it is on the map.
pub fn cell_of(s: Spot) -> Option<(u8, u8)> {
    if s.is_building() {
        building_cells(s.0).first().copied()
    } else {
        s.block_at()
    }
}

/// The space of block `(col, row)`: the building there, or the open block.
pub fn spot_at(col: u8, row: u8) -> Spot {
    match map::building_at(usize::from(row), usize::from(col)) {
        0 => Spot::block(col, row),
        n => Spot::building(n),
    }
}

/// How far a piece in a building stands off its cell's centre, away from
/// the building's number.
const AWAY: i32 = 3;

/// Most pixels between the centres of two things side by side (a piece is
/// about 10 wide, a minion 7: they overlap a little, each still seen).
const SIDE: i32 = 8;

/// The centre pixel of the `k`-th of the `n` things standing in space `s`,
/// each visible (the playtest: a new minion hid under the fight's winner,
/// and pieces piled up in a building): in a building one to a cell, or
/// more, side by side along its rows; in a block side by side, spilling
/// over its edges; on the Cloud, in lines along it.
pub fn place(s: Spot, k: usize, n: usize) -> (i32, i32) {
    let (k, n) = (k as i32, (n as i32).max(k as i32 + 1));
    if s.is_cloud() {
        return (CLOUD.0 - 14 + (k % 4) * 9, CLOUD.1 - 2 + (k / 4) * 8);
    }
    if s.is_building() {
        let cells = building_cells(s.0);
        let count = cells.len().max(1) as i32;
        let (left, right) = cells.iter().fold((i32::MAX, 0), |(l, h), &(c, _)| {
            (l.min(i32::from(c)), h.max(i32::from(c)))
        });
        if n > count {
            // More than its cells: side by side along its rows, the top
            // row taking the odd one.
            let (top, bottom) = cells.iter().fold((i32::MAX, 0), |(t, b), &(_, r)| {
                (t.min(i32::from(r)), b.max(i32::from(r)))
            });
            let rows = bottom - top + 1;
            let first = (n + rows - 1) / rows;
            let (row, j, m) = if k < first {
                (top, k, first)
            } else {
                (bottom, k - first, n - first)
            };
            let width = (right - left + 1) * CW;
            return (row_x(left * CW + width / 2, j, m, width), row * CH + CH / 2);
        }
        let (c, r) = cells.get(k as usize).copied().unwrap_or((0, 0));
        let (x, y) = block_px(c, r);
        // Away from the building's number, which is centred on it: a piece
        // left of the centre stands to its cell's left, one right of it to
        // its right, so "16" never reads "6".
        let centre = (left + right + 1) * CW / 2;
        let mid = x + CW / 2;
        let away = match mid.cmp(&centre) {
            core::cmp::Ordering::Less => -AWAY,
            core::cmp::Ordering::Greater => AWAY,
            core::cmp::Ordering::Equal => 0,
        };
        return (mid + away - 1, y + CH / 2);
    }
    let (c, r) = s.block_at().unwrap_or((0, 0));
    let (x, y) = block_px(c, r);
    (row_x(x + CW / 2, k, n, 3 * CW), y + CH / 2 - 1)
}

/// The centre x of the `j`-th of `m` things side by side in a row of
/// `width` pixels centred on `centre` ([`SIDE`] apart, or closer to fit,
/// never under 6), the row kept on the map.
fn row_x(centre: i32, j: i32, m: i32, width: i32) -> i32 {
    if m <= 1 {
        return centre;
    }
    // (Even: the half below is whole pixels.)
    let step = (width / m).clamp(6, SIDE) & !1;
    let half = (m - 1) * step / 2;
    let centre = centre.clamp(5 + half, COLS as i32 * CW - 5 - half);
    centre - half + j * step
}

/// A team's colour in text (an [`crate::ui::ink`] index).
pub fn ink_of(team: Team) -> u8 {
    match team {
        Team::Zombies => crate::ui::ink::GREEN,
        Team::Jocks => 8,
    }
}
