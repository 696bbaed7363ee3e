//! Fast text: a pixel canvas of dynamic background tiles and a proportional glyph set.
//!
//! agb's text renderer costs about 10,000 cycles a letter (measured in the in-ROM
//! tests), so a HUD redraw could take several frames. Here the font's glyphs are
//! rasterised once at boot (with agb's layout, from the same TTF) into small bit
//! masks, and drawing a letter is a few masked writes into tile memory.
//!
//! The TTF is monospace: a narrow letter (i, l, 1, !) sits in a 6-pixel cell
//! with blank columns beside it, which reads as a gap ("Tabl etop"). So each
//! glyph is trimmed to its ink and advances by its ink width plus one column
//! (where the drop shadow falls): letters sit evenly, like a printed book.

use alloc::vec::Vec;

use agb::display::{
    GraphicsFrame, Priority,
    font::{Layout, LayoutSettings},
    tiled::{DynamicTile16, RegularBackground, RegularBackgroundSize, TileEffect, TileFormat},
};

use crate::ui::{FONT, TEXT_PALETTE, ink};

/// The widest letter's or digit's advance: for text of letters, digits and
/// spaces `visible_len(s) * ADVANCE` is an upper bound on its width
/// ([`Glyphs::width`] measures any text exactly; `% & @ _ ~` take 7).
pub const ADVANCE: i32 = 6;
/// The advance of a space between words.
pub const SPACE: i32 = 4;
/// Tab stops (`\t`), in pixels from the start of the line: columns line up.
pub const TAB: i32 = 48;
/// Pixels from one line to the next.
pub const LINE: i32 = 11;
/// Glyph rows kept (the font's tallest glyph plus its descender).
const ROWS: usize = 10;
const FIRST: u8 = b' ';
const LAST: u8 = b'~';

/// Each printable ASCII letter as rows of nibble masks: nibble `x` of row `y` is 1
/// where the glyph has a pixel at `(x, y)`, with its ink starting at column 0;
/// and how far each letter advances.
pub struct Glyphs {
    glyphs: Vec<Glyph>,
}

/// One letter: its rows and its advance, side by side so drawing a letter
/// looks it up once.
pub struct Glyph {
    rows: [u32; ROWS],
    advance: i32,
}

impl Glyphs {
    /// Rasterises the body font (a few frames of work; done once at boot).
    pub fn new() -> Glyphs {
        // (x, y, 8 packed pixels: a nibble of 1 where the glyph is set)
        let mut raw: Vec<Vec<(i32, i32, u32)>> = (FIRST..=LAST).map(|_| Vec::new()).collect();
        let mut top = i32::MAX;
        // One layout of every letter as its own word (agb lays out a lone letter
        // as nothing at all); each group's text says which letter it is.
        let mut all = alloc::string::String::new();
        for c in FIRST + 1..=LAST {
            all.push(c as char);
            all.push(' ');
        }
        for group in Layout::new(&all, &FONT, &LayoutSettings::new()) {
            let Some(c) = group.text().chars().next() else {
                continue;
            };
            let Some(slot) = raw.get_mut((c as u32).wrapping_sub(FIRST as u32) as usize) else {
                continue;
            };
            for (p, packed) in group.pixels_packed() {
                if packed != 0 {
                    slot.push((p.x, p.y, packed));
                    top = top.min(p.y);
                }
            }
        }
        let mut glyphs: Vec<Glyph> = raw
            .iter()
            .map(|pixels| {
                let mut g = [0u32; ROWS];
                for &(x, y, packed) in pixels {
                    let row = (y - top) as usize;
                    if (0..8).contains(&x) && row < ROWS {
                        g[row] |= packed << (4 * x);
                    }
                }
                // Trim to the ink: the columns (nibbles) any row uses.
                let used = g.iter().fold(0, |a, &m| a | m);
                if used == 0 {
                    return Glyph {
                        rows: g,
                        advance: SPACE,
                    };
                }
                let left = used.trailing_zeros() / 4;
                let right = 7 - used.leading_zeros() / 4;
                for m in &mut g {
                    *m >>= 4 * left;
                }
                Glyph {
                    rows: g,
                    advance: (right - left + 2) as i32,
                }
            })
            .collect();
        // The icons stand where the digits do (5 pixels wide, one to spare).
        let digit_top = glyphs
            .get((b'0' - FIRST) as usize)
            .and_then(|g| g.rows.iter().position(|&r| r != 0))
            .unwrap_or(0);
        for (c, icon) in &crate::icons::ICONS {
            if let Some(g) = glyphs.get_mut((*c as u32).wrapping_sub(FIRST as u32) as usize) {
                *g = Glyph {
                    rows: crate::icons::glyph_rows(icon, digit_top),
                    advance: 6,
                };
            }
        }
        Glyphs { glyphs }
    }

    /// How far the pen moves after `c`.
    #[inline(always)]
    pub fn advance(&self, c: char) -> i32 {
        self.glyph(c).map_or(ADVANCE, |g| g.advance)
    }

    /// The width in pixels of the widest line of `text` as [`Canvas::text`]
    /// draws it (colour codes take no space; tabs jump to the next stop),
    /// counting the last letter's shadow column.
    pub fn width(&self, text: &str) -> i32 {
        text.split('\n')
            .map(|line| {
                let mut x = 0;
                let mut chars = line.chars();
                while let Some(c) = chars.next() {
                    match c {
                        '{' => {
                            let _ = chars.next();
                            let _ = chars.next();
                        }
                        '\t' => x = next_tab(x),
                        _ => x += self.advance(c),
                    }
                }
                x
            })
            .max()
            .unwrap_or(0)
    }

    #[inline(always)]
    fn glyph(&self, c: char) -> Option<&Glyph> {
        let code = c as u32;
        if code < FIRST as u32 || code > LAST as u32 {
            return self.glyphs.get((b'?' - FIRST) as usize);
        }
        self.glyphs.get((code - FIRST as u32) as usize)
    }
}

/// A rectangle of the screen (in whole tiles) that text is drawn into.
///
/// Drawing goes straight to video memory, unless the canvas is *deferred*
/// ([`Canvas::set_deferred`]): then it goes to a copy in RAM, and
/// [`Canvas::flush`] (called by [`crate::app::App::next_frame`], in the
/// vertical blank just after a frame is committed) copies the tiles that
/// changed. Deferred, a strip of text is never seen half drawn and text
/// appears in the same frame as the sprites drawn with it, at about twice
/// the cost (RAM is slower than video memory): a game whose frames have the
/// room (Sandford) draws deferred.
pub struct Canvas {
    bg: RegularBackground,
    tiles: Vec<DynamicTile16>,
    /// What the tiles should hold: drawing happens here.
    ram: Vec<[u32; 8]>,
    /// One bit per tile whose `ram` differs from video memory.
    dirty: Vec<u32>,
    /// Drawing goes to `ram` (else straight to video memory).
    deferred: bool,
    /// [`Canvas::flush`] waits: a picture drawn over several frames is
    /// shown whole ([`Canvas::hold`]).
    held: bool,
    /// Some bit of `dirty` is set.
    any_dirty: bool,
    width: i32,
    height: i32,
}

impl Canvas {
    /// A blank canvas covering tiles `(tx, ty)` to `(tx + w, ty + h)` of the screen.
    pub fn new(priority: Priority, tx: i32, ty: i32, w: i32, h: i32) -> Canvas {
        let mut bg = RegularBackground::new(
            priority,
            RegularBackgroundSize::Background32x32,
            TileFormat::FourBpp,
        );
        let mut tiles = Vec::with_capacity((w * h) as usize);
        for y in 0..h {
            for x in 0..w {
                let tile = DynamicTile16::new().fill_with(0);
                bg.set_tile_dynamic16(
                    (tx + x, ty + y),
                    &tile,
                    TileEffect::default().palette(TEXT_PALETTE),
                );
                tiles.push(tile);
            }
        }
        let n = (w * h) as usize;
        Canvas {
            bg,
            tiles,
            ram: alloc::vec![[0; 8]; n],
            dirty: alloc::vec![0; n.div_ceil(32)],
            deferred: false,
            held: false,
            any_dirty: false,
            width: w * 8,
            height: h * 8,
        }
    }

    /// Copies the tiles drawn since the last flush to video memory. Call in
    /// the vertical blank (right after a frame is committed): a full screen
    /// of text costs about 40,000 cycles, a HUD strip a few thousand.
    pub fn flush(&mut self) {
        if !self.any_dirty || self.held {
            return;
        }
        self.any_dirty = false;
        for (w, bits) in self.dirty.iter_mut().enumerate() {
            let mut b = core::mem::take(bits);
            while b != 0 {
                let i = w * 32 + b.trailing_zeros() as usize;
                b &= b - 1;
                if let (Some(tile), Some(src)) = (self.tiles.get_mut(i), self.ram.get(i)) {
                    tile.data_mut().copy_from_slice(src);
                }
            }
        }
    }

    /// Draws into RAM from now on, shown by [`Canvas::flush`] (`true`), or
    /// straight into video memory again (`false`, after a last flush).
    /// Switching on copies what the screen shows (~40,000 cycles, once).
    pub fn set_deferred(&mut self, on: bool) {
        if on && !self.deferred {
            for (r, tile) in self.ram.iter_mut().zip(&self.tiles) {
                r.copy_from_slice(tile.data());
            }
            self.dirty.fill(0);
            self.any_dirty = false;
        } else if !on && self.deferred {
            self.held = false;
            self.flush();
        }
        self.deferred = on;
    }

    /// While `on`, [`Canvas::flush`] shows nothing: a deferred picture too
    /// dear for one frame is drawn over several and shown whole, in one
    /// frame (the SGS's fighters' list). [`Canvas::clear`] lets go.
    pub fn hold(&mut self, on: bool) {
        self.held = on;
    }

    /// Drawing goes to RAM ([`Canvas::set_deferred`]).
    pub fn is_deferred(&self) -> bool {
        self.deferred
    }

    /// Whether something drawn waits for [`Canvas::flush`].
    pub fn pending(&self) -> bool {
        self.any_dirty
    }

    /// Marks for the flush the tiles of tile column `tx` holding pixel rows
    /// `y0..y1`.
    fn touch_rows(&mut self, tx: i32, y0: i32, y1: i32) {
        let cols = self.width / 8;
        let (y0, y1) = (y0.max(0), y1.min(self.height));
        if tx < 0 || tx >= cols || y0 >= y1 {
            return;
        }
        for tile_row in y0 / 8..=(y1 - 1) / 8 {
            self.touch((tile_row * cols + tx) as usize);
        }
    }

    #[inline(always)]
    fn touch(&mut self, i: usize) {
        if let Some(w) = self.dirty.get_mut(i / 32) {
            *w |= 1 << (i % 32);
            self.any_dirty = true;
        }
    }

    /// A canvas over the whole screen.
    pub fn full(priority: Priority) -> Canvas {
        Canvas::new(priority, 0, 0, 30, 20)
    }

    /// Erases everything.
    pub fn clear(&mut self) {
        // A new picture is never held back.
        self.held = false;
        if !self.deferred {
            for tile in &mut self.tiles {
                tile.data_mut().fill(0);
            }
            return;
        }
        for (i, tile) in self.ram.iter_mut().enumerate() {
            if *tile != [0; 8] {
                *tile = [0; 8];
                if let Some(w) = self.dirty.get_mut(i / 32) {
                    *w |= 1 << (i % 32);
                    self.any_dirty = true;
                }
            }
        }
    }

    /// Read-modify-writes row `row` of tile `(tx, tile_row)`: the `full` nibbles
    /// take `value`. VRAM takes 32-bit writes here (8-bit writes would corrupt it).
    #[inline(always)]
    fn put<const DEFERRED: bool>(
        &mut self,
        tx: i32,
        tile_row: i32,
        row: usize,
        full: u32,
        value: u32,
    ) {
        let cols = self.width / 8;
        if tx < 0 || tx >= cols {
            return;
        }
        let i = (tile_row * cols + tx) as usize;
        if !DEFERRED {
            if let Some(tile) = self.tiles.get_mut(i)
                && let Some(d) = tile.data_mut().get_mut(row)
            {
                *d = (*d & !full) | value;
            }
            return;
        }
        // The caller marks the tile for the flush ([`Canvas::touch_rows`]).
        if let Some(tile) = self.ram.get_mut(i)
            && let Some(d) = tile.get_mut(row)
        {
            *d = (*d & !full) | value;
        }
    }

    /// Fills a pixel rectangle with colour `colour` (0 erases). Works a tile
    /// column at a time, so a whole panel costs a few cycles per tile row.
    pub fn fill(&mut self, x: i32, y: i32, w: i32, h: i32, colour: u8) {
        let (x0, x1) = (x.max(0), (x + w).min(self.width));
        let (y0, y1) = (y.max(0), (y + h).min(self.height));
        if x0 >= x1 || y0 >= y1 {
            return;
        }
        let cols = self.width / 8;
        let value = 0x1111_1111 * colour as u32;
        for tx in x0 / 8..=(x1 - 1) / 8 {
            // The nibbles of this tile column inside the rectangle.
            let lo = (x0 - tx * 8).max(0) as u32;
            let hi = (x1 - tx * 8).min(8) as u32;
            let full = (u32::MAX >> (32 - 4 * (hi - lo))) << (4 * lo);
            for ty in y0 / 8..=(y1 - 1) / 8 {
                let r0 = (y0 - ty * 8).max(0) as usize;
                let r1 = (y1 - ty * 8).min(8) as usize;
                let i = (ty * cols + tx) as usize;
                if !self.deferred {
                    if let Some(tile) = self.tiles.get_mut(i)
                        && let Some(rows) = tile.data_mut().get_mut(r0..r1)
                    {
                        for d in rows {
                            *d = (*d & !full) | (value & full);
                        }
                    }
                    continue;
                }
                if let Some(tile) = self.ram.get_mut(i)
                    && let Some(rows) = tile.get_mut(r0..r1)
                {
                    for d in rows {
                        *d = (*d & !full) | (value & full);
                    }
                    self.touch(i);
                }
            }
        }
    }

    /// Draws one letter with a drop shadow (one pixel down and right). Hot code:
    /// kept in IWRAM, where the CPU runs it without ROM wait states.
    #[unsafe(link_section = ".iwram.text_letter")]
    #[instruction_set(arm::a32)]
    fn letter<const DEFERRED: bool>(&mut self, rows: &[u32; ROWS], x: i32, y: i32, colour: u32) {
        let shift = (x.rem_euclid(8) * 4) as u32;
        let tx = x.div_euclid(8);
        // The glyph's rows and its shadow's, in one or two tile columns.
        if DEFERRED {
            self.touch_rows(tx, y, y + ROWS as i32 + 1);
            if shift > 0 {
                self.touch_rows(tx + 1, y, y + ROWS as i32 + 1);
            }
        }
        let shadow = ink::SHADOW as u32;
        let mut prev = 0u32;
        // One row more than the glyph: the shadow of its last row.
        for (r, &m) in rows.iter().chain(core::iter::once(&0)).enumerate() {
            let s = prev << 4;
            prev = m;
            let both = m | s;
            let py = y + r as i32;
            if both == 0 || py < 0 || py >= self.height {
                continue;
            }
            let full = both * 0xF;
            let value = m * colour + (s & !m) * shadow;
            let (tile_row, row) = (py / 8, (py % 8) as usize);
            self.put::<DEFERRED>(tx, tile_row, row, full << shift, value << shift);
            // The part in the next tile column, if the row reaches it (narrow
            // letters often do not).
            if shift > 0 && full >> (32 - shift) != 0 {
                self.put::<DEFERRED>(
                    tx + 1,
                    tile_row,
                    row,
                    full >> (32 - shift),
                    value >> (32 - shift),
                );
            }
        }
    }

    /// Draws `text` with its top-left at `(x, y)`; `\n` starts a new line below,
    /// `\t` moves to the next tab stop ([`TAB`]), and `{c}` with `c` a hex
    /// digit switches colour (an [`ink`] index). Returns the x after the last
    /// letter.
    pub fn text(&mut self, glyphs: &Glyphs, x: i32, y: i32, colour: u8, text: &str) -> i32 {
        let (mut cx, mut cy, mut colour) = (x, y, colour);
        let mut chars = text.chars();
        while let Some(c) = chars.next() {
            match c {
                '\n' => {
                    cx = x;
                    cy += LINE;
                }
                '{' => {
                    if let Some(d) = chars.next().and_then(|d| d.to_digit(16)) {
                        colour = d as u8;
                    }
                    let _ = chars.next(); // the closing brace
                }
                '\t' => cx = x + next_tab(cx - x),
                _ => match glyphs.glyph(c) {
                    Some(g) => {
                        if c != ' ' {
                            if self.deferred {
                                self.letter::<true>(&g.rows, cx, cy, colour as u32);
                            } else {
                                self.letter::<false>(&g.rows, cx, cy, colour as u32);
                            }
                        }
                        cx += g.advance;
                    }
                    None => cx += ADVANCE,
                },
            }
        }
        cx
    }

    /// Draws each line of `text` centred between `x` and `x + w`.
    pub fn centred(&mut self, glyphs: &Glyphs, x: i32, w: i32, y: i32, colour: u8, text: &str) {
        for (i, line) in text.split('\n').enumerate() {
            let lx = x + (w - glyphs.width(line)) / 2;
            self.text(glyphs, lx, y + i as i32 * LINE, colour, line);
        }
    }

    /// Draws each line of `text` at double size (every pixel 2x2, with a
    /// one-pixel drop shadow), centred between `x` and `x + w`: the title.
    /// Slow (a fill a pixel), so only for screens drawn once.
    pub fn big_centred(&mut self, glyphs: &Glyphs, x: i32, w: i32, y: i32, colour: u8, text: &str) {
        for (i, line) in text.split('\n').enumerate() {
            let mut cx = x + (w - 2 * glyphs.width(line)) / 2;
            let cy = y + i as i32 * 2 * LINE;
            for c in line.chars() {
                if let Some(g) = glyphs.glyph(c) {
                    for (pass, ink) in [(1, ink::SHADOW), (0, colour)] {
                        for (r, &m) in g.rows.iter().enumerate() {
                            for col in 0..8 {
                                if m >> (4 * col) & 1 != 0 {
                                    let (px, py) = (cx + 2 * col + pass, cy + 2 * r as i32 + pass);
                                    self.fill(px, py, 2, 2, ink);
                                }
                            }
                        }
                    }
                }
                cx += 2 * glyphs.advance(c);
            }
        }
    }

    /// Shows the canvas this frame (its layer's id: a window may hide
    /// the layers under it).
    pub fn show(&self, frame: &mut GraphicsFrame) -> agb::display::tiled::RegularBackgroundId {
        self.bg.show(frame)
    }
}

/// Where a tab at `x` (from the line's start) moves the pen.
fn next_tab(x: i32) -> i32 {
    (x / TAB + 1) * TAB
}

/// Letters in `line` that take space (colour codes do not).
pub fn visible_len(line: &str) -> i32 {
    let mut n = 0;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c == '{' {
            let _ = chars.next();
            let _ = chars.next();
        } else {
            n += 1;
        }
    }
    n
}

/// Checks that help pages drawn at x = 12 fit the screen: at most
/// `max_lines` lines, none reaching past x = `max_x` (in-ROM tests).
#[cfg(test)]
pub fn assert_pages_fit(pages: &[&str], max_lines: usize, max_x: i32) {
    let glyphs = Glyphs::new();
    for page in pages {
        let lines: Vec<&str> = page.split('\n').collect();
        assert!(
            lines.len() <= max_lines,
            "a help page has {} lines",
            lines.len()
        );
        for line in lines {
            let width = 12 + glyphs.width(line);
            assert!(width <= max_x, "help line too wide: {line}");
        }
    }
}

#[cfg(test)]
mod tests;
