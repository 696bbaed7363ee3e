//! Drawing the SiTTeRS board: background tiles for the spaces, sprites for the
//! pieces. The view keeps its own copy of where pieces stand so that animations
//! can show the board as it was until they finish; it never changes the game.

use agb::display::{
    GraphicsFrame, Priority,
    tiled::{RegularBackground, RegularBackgroundSize, TileFormat},
};
use agb::include_background_gfx;
use tabletop_core::sitters::{COLS, CellKind, Game, Piece, Pos, ROWS, cell_kind};

use crate::ui::{self, spr};

include_background_gfx!(mod board_gfx, "202848", BOARD => deduplicate "gfx/sitters-board.png");

/// Left edge of the board on screen, in pixels.
pub const X0: i32 = 8;
/// Top edge of the board on screen, in pixels.
pub const Y0: i32 = 16;
/// A board space is 16x16 pixels.
pub const CELL: i32 = 16;

/// The screen position (top-left pixel) of a board space.
pub fn screen_of(p: Pos) -> (i32, i32) {
    (X0 + p.col as i32 * CELL, Y0 + p.row as i32 * CELL)
}

/// Installs the board's tile palettes (call once when the game screen opens).
pub fn install_palettes(gfx: &mut agb::display::Graphics) {
    gfx.set_background_palettes(board_gfx::PALETTES);
    crate::ui::install_palettes(gfx);
}

/// The board's spaces as a background layer.
pub fn board_background() -> RegularBackground {
    let mut bg = RegularBackground::new(
        Priority::P3,
        RegularBackgroundSize::Background32x32,
        TileFormat::FourBpp,
    );
    for row in 0..ROWS as u8 {
        for col in 0..COLS as u8 {
            let kind = match cell_kind(Pos::new(row, col)) {
                CellKind::Void => continue,
                CellKind::Plain => 1,
                CellKind::Chest => 2,
                CellKind::GoodieStart => 3,
                CellKind::BaddieStart => 4,
                CellKind::Safe => 5,
            };
            let (x, y) = screen_of(Pos::new(row, col));
            for dy in 0..2 {
                for dx in 0..2 {
                    // The tile sheet is 16 tiles wide; space kind k is tiles 2k, 2k+1.
                    let index = (dy * 16 + kind * 2 + dx) as usize;
                    bg.set_tile(
                        (x / 8 + dx, y / 8 + dy),
                        &board_gfx::BOARD.tiles,
                        board_gfx::BOARD.tile_settings[index],
                    );
                }
            }
        }
    }
    bg
}

/// Where the pieces stand, as drawn.
#[derive(Clone)]
pub struct View {
    cells: [[Option<Piece>; COLS]; ROWS],
}

impl View {
    /// The board as it stands in `game`.
    pub fn of(game: &Game) -> View {
        let mut v = View {
            cells: [[None; COLS]; ROWS],
        };
        v.sync(game);
        v
    }

    /// Catches up with the game.
    pub fn sync(&mut self, game: &Game) {
        for (r, row) in self.cells.iter_mut().enumerate() {
            for (c, cell) in row.iter_mut().enumerate() {
                *cell = game.piece_at(Pos::new(r as u8, c as u8));
            }
        }
    }

    /// What is drawn at `p`.
    pub fn at(&self, p: Pos) -> Option<Piece> {
        self.cells
            .get(p.row as usize)?
            .get(p.col as usize)
            .copied()
            .flatten()
    }

    /// Draws (or erases) a piece at `p`.
    pub fn set(&mut self, p: Pos, piece: Option<Piece>) {
        if let Some(cell) = self
            .cells
            .get_mut(p.row as usize)
            .and_then(|r| r.get_mut(p.col as usize))
        {
            *cell = piece;
        }
    }

    /// Shows every piece as a sprite, except at `hide` (a battle's space,
    /// where the animation draws both fighters).
    pub fn show(&self, frame: &mut GraphicsFrame, hide: Option<Pos>) {
        for (r, row) in self.cells.iter().enumerate() {
            for (c, cell) in row.iter().enumerate() {
                let p = Pos::new(r as u8, c as u8);
                if let Some(piece) = cell
                    && hide != Some(p)
                {
                    let (x, y) = screen_of(p);
                    ui::sprite(frame, piece_sprite(*piece), x, y);
                }
            }
        }
    }
}

/// The sprite for a piece.
pub fn piece_sprite(piece: Piece) -> usize {
    match piece {
        Piece::Goodie => spr::GOODIE,
        Piece::Baddie => spr::BADDIE,
        Piece::Chest => spr::CHEST,
    }
}
