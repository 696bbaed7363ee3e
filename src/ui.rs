//! Shared drawing helpers: fonts, the text palette, a text layer, sprites, sound.

use alloc::vec::Vec;

use agb::{
    display::{
        GraphicsFrame, Palette16, Priority, Rgb15,
        font::{AlignmentKind, Font, Layout, LayoutSettings, RegularBackgroundTextRenderer},
        object::Object,
        tiled::{RegularBackground, RegularBackgroundSize, TileFormat},
    },
    include_aseprite, include_font,
};

/// The body font: ProggyTiny (MIT), pixel-exact at 16 px: 5x7 glyphs on a 10 px line.
pub static FONT: Font = include_font!("gfx/fonts/ProggyTiny.ttf", 16);
/// The same font at double size, for titles.
pub static BIG: Font = include_font!("gfx/fonts/ProggyTiny.ttf", 32);

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
    rgb(0xf898c8),
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

/// A background layer of text drawn with agb's own renderer, which handles any
/// font size (the title's big letters) but costs ~10,000 cycles a letter; the
/// shared [`crate::text::Canvas`] draws everything else. Text stays while the
/// layer lives.
pub struct TextLayer {
    bg: RegularBackground,
    // The renderers own the tiles the background points at: keep them alive.
    renderers: Vec<RegularBackgroundTextRenderer>,
}

impl TextLayer {
    /// An empty layer drawn at `priority`.
    pub fn new(priority: Priority) -> Self {
        TextLayer {
            bg: RegularBackground::new(
                priority,
                RegularBackgroundSize::Background32x32,
                TileFormat::FourBpp,
            ),
            renderers: Vec::new(),
        }
    }

    /// Writes `text` with its top-left (or centre / right, by `align`) at pixel
    /// `(x, y)`, wrapping at `width` pixels (0: no wrapping), in colour `colour`.
    #[allow(clippy::too_many_arguments)]
    pub fn write_in(
        &mut self,
        font: &'static Font,
        x: i32,
        y: i32,
        width: i32,
        align: AlignmentKind,
        colour: u8,
        text: &str,
    ) {
        let settings = LayoutSettings::new()
            .with_alignment(align)
            .with_max_line_length(width)
            .with_palette_index(colour)
            .with_drop_shadow(ink::SHADOW);
        let mut renderer = RegularBackgroundTextRenderer::new((x, y), TEXT_PALETTE);
        for group in Layout::new(text, font, &settings) {
            renderer.show(&mut self.bg, &group);
        }
        self.renderers.push(renderer);
    }

    /// Shows the layer this frame.
    pub fn show(&self, frame: &mut GraphicsFrame) {
        self.bg.show(frame);
    }
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

    #[test_case]
    fn text_layer_keeps_its_renderers(_gba: &mut agb::Gba) {
        let mut layer = TextLayer::new(Priority::P1);
        layer.write_in(
            &BIG,
            0,
            8,
            240,
            AlignmentKind::Centre,
            ink::WHITE,
            "Big\ntitle",
        );
        layer.write_in(&FONT, 8, 64, 0, AlignmentKind::Left, ink::YELLOW, "small");
        assert_eq!(layer.renderers.len(), 2);
    }
}
