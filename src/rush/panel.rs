//! The side panel's rows: each seat's piece, its cubes, the arrow at whose
//! turn it is.

use agb::display::GraphicsFrame;

use super::campus::{self, PANEL_X, Sheet, spr};
use super::view::{Shown, player_sprite};

/// Where a player's order die stands in his row of the panel (from its
/// left edge): beside his piece, over his cubes' place.
pub const ORDER_DIE_X: i32 = 20;

/// The top of seat `i`'s row in the side panel: each side keeps its own
/// row all game (the playtest: rows in the round's order changed places
/// every round, and a child lost their own); the arrow shows whose turn.
pub fn row_y(i: u8) -> i32 {
    12 + i32::from(i) * 15
}

/// Draws the Cloud's label and the panel's sprites that do not move: the
/// pieces of the turn order, the cube icons and the arrow at whose turn.
pub fn panel_sprites(sheet: &Sheet, frame: &mut GraphicsFrame, shown: &Shown) {
    for i in 0..shown.players {
        let y = row_y(i);
        // Nobody's turn while the order is rolled.
        if i == shown.mover && !shown.ordering {
            sheet.sprite(frame, spr::ARROW, PANEL_X - 4, y);
        }
        sheet.sprite(frame, player_sprite(shown.players, i), PANEL_X + 6, y);
        // While the order is rolled, the order dice stand where the cubes go.
        if !shown.ordering {
            sheet.sprite(frame, spr::CUBE, PANEL_X + 18, y);
        }
    }
    let _ = campus::STRIP_Y;
}
