//! Shared drawing helpers: the font, the text palette, sprites.

use agb::{
    display::{GraphicsFrame, Palette16, Priority, Rgb15, font::Font, object::Object},
    include_aseprite, include_font,
};

/// The body font: ProggyTiny (MIT), pixel-exact at 16 px: 5x7 glyphs on a 10 px line.
pub static FONT: Font = include_font!("gfx/fonts/ProggyTiny.ttf", 16);

include_aseprite!(pub mod sprites, 16x16 "gfx/pieces.png");

/// Indices into `gfx/pieces.png` (see tools/gfx.py).
pub mod spr {
    pub const GOODIE: usize = 0;
    pub const BADDIE: usize = 1;
    pub const CHEST: usize = 2;
    pub const CURSOR: usize = 3;
    pub const CURSOR_PULSE: usize = 4;
    pub const REACH: usize = 5;
    pub const DIE_1: usize = 6;
    pub const COIN: usize = 12;
    pub const SELECTED: usize = 13;
    pub const POINTER: usize = 14;
    pub const CROSS: usize = 15;
    /// The halo behind a marker that can move this turn.
    pub const MOVABLE: usize = 16;
    /// The goodie's battle die showing 1 (faces 1..6 follow), blue like the goodie.
    pub const GOODIE_DIE_1: usize = 17;
    /// The baddie's battle die showing 1 (faces 1..6 follow), purple like the baddie.
    pub const BADDIE_DIE_1: usize = 23;
    /// "Learn to play": the guide's hand pointing down at what to press.
    pub const HAND_DOWN: usize = 29;
    /// The guide's hand pointing up (at a square on the top row).
    pub const HAND_UP: usize = 30;
    /// The guide's hand pointing right, eight pixels high (rows 4..11):
    /// beside a line of a menu, on its row.
    pub const HAND_RIGHT: usize = 31;
    /// The top-left corner of the guide's target brackets (flipped for the
    /// others): see [`crate::hand`].
    pub const TARGET: usize = 32;
    /// The guide's arrow pointing right (mirrored, left) beside the cursor:
    /// see [`crate::hand::arrow`].
    pub const ARROW_RIGHT: usize = 33;
    /// The guide's arrow pointing up (flipped, down).
    pub const ARROW_UP: usize = 34;
    /// The guide's arrow pointing up and right (mirrored, up and left;
    /// flipped, down): a target off both ways.
    pub const ARROW_UP_RIGHT: usize = 35;
}

/// Draws sprite `index` of the sheet at pixel `(x, y)`.
pub fn sprite(frame: &mut GraphicsFrame, index: usize, x: i32, y: i32) {
    Object::new(sprites::PIECES.sprite(index))
        .set_pos((x, y))
        .set_priority(Priority::P0)
        .show(frame);
}

/// The background palette used by all text.
pub const TEXT_PALETTE: u8 = 15;

/// Colour indices within [`TEXT_PALETTE`].
pub mod ink {
    pub const WHITE: u8 = 1;
    pub const SHADOW: u8 = 2;
    pub const YELLOW: u8 = 3;
    pub const GREY: u8 = 4;
    pub const GREEN: u8 = 5;
    pub const RED: u8 = 6;
    pub const SKY: u8 = 7;
    // 8-11 (`{8}`, `{9}`, `{a}`, `{b}` in text): Sandford's heroes 1-4, the
    // colours of their figures, which no monster die has.
}

const fn rgb(hex: u32) -> Rgb15 {
    Rgb15::new((((hex >> 19) & 31) | (((hex >> 11) & 31) << 5) | (((hex >> 3) & 31) << 10)) as u16)
}

/// The screen's backdrop colour (what shows where no layer draws).
pub const BACKDROP: Rgb15 = rgb(0x202848);

static TEXT_COLOURS: Palette16 = Palette16::new([
    Rgb15::BLACK,
    rgb(0xf8f8f8),
    rgb(0x181828),
    rgb(0xf8d838),
    rgb(0xa8a8b8),
    rgb(0x78e078),
    rgb(0xf87070),
    rgb(0x78c8f0),
    rgb(0xf08830),
    rgb(0xe050e0),
    rgb(0x40e0f0),
    rgb(0xb8f040),
    Rgb15::BLACK,
    Rgb15::BLACK,
    Rgb15::BLACK,
    Rgb15::BLACK,
]);

/// Installs the text palette and the backdrop colour.
pub fn install_palettes(gfx: &mut agb::display::Graphics) {
    gfx.set_background_palette(TEXT_PALETTE, &TEXT_COLOURS);
    gfx.set_background_palette_colour(0, 0, BACKDROP);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test_case]
    fn colours_convert_from_hex(_gba: &mut agb::Gba) {
        assert_eq!(rgb(0xf8f8f8), Rgb15::WHITE);
        assert_eq!(rgb(0x000000), Rgb15::BLACK);
        assert_eq!(rgb(0xf80000), Rgb15::new(31));
    }
}
