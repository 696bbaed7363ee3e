//! The one HUD-strip helper every game's heads-up display uses: text regions
//! of the shared text layer, each redrawn only when its text changed, and only
//! while the frame has time (a 40-letter strip costs ~45,000 cycles).

use alloc::string::String;

use crate::text::{Canvas, Glyphs};
use crate::ui::ink;

/// Where a strip sits on the text layer and how it is painted.
#[derive(Clone, Copy, Debug)]
pub struct Strip {
    /// Left edge, top edge, width and height in pixels.
    pub area: (i32, i32, i32, i32),
    /// Where the text starts inside the area.
    pub inset: (i32, i32),
    /// The palette colour the area is filled with first (0: transparent).
    pub fill: u8,
}

/// `N` strips and what each shows.
pub struct Strips<const N: usize> {
    strips: [Strip; N],
    shown: [String; N],
    wanted: [String; N],
}

impl<const N: usize> Strips<N> {
    /// Strips with nothing drawn yet.
    pub fn new(strips: [Strip; N]) -> Self {
        Strips {
            strips,
            shown: core::array::from_fn(|_| String::new()),
            wanted: core::array::from_fn(|_| String::new()),
        }
    }

    /// What strip `i` should show (drawn by a later [`Strips::draw`]).
    pub fn set(&mut self, i: usize, text: &str) {
        if self.wanted[i] != text {
            self.wanted[i].clear();
            self.wanted[i].push_str(text);
        }
    }

    /// Forgets what is drawn, so every strip is drawn again (after another
    /// screen used the text layer).
    pub fn invalidate(&mut self) {
        for s in &mut self.shown {
            s.clear();
            s.push('\u{1}');
        }
    }

    /// Whether some strip waits to be redrawn.
    pub fn behind(&self) -> bool {
        self.shown != self.wanted
    }

    /// Redraws changed strips, in `order`, at most `most` of them, each only
    /// while `has_time()` says the frame has room. Returns how many it drew.
    pub fn draw(
        &mut self,
        canvas: &mut Canvas,
        glyphs: &Glyphs,
        order: &[usize],
        most: usize,
        mut has_time: impl FnMut() -> bool,
    ) -> usize {
        let mut drawn = 0;
        for &i in order {
            if drawn == most {
                break;
            }
            if self.shown[i] == self.wanted[i] {
                continue;
            }
            if !has_time() {
                break;
            }
            let s = self.strips[i];
            let (x, y, w, h) = s.area;
            canvas.fill(x, y, w, h, s.fill);
            canvas.text(
                glyphs,
                x + s.inset.0,
                y + s.inset.1,
                ink::WHITE,
                &self.wanted[i],
            );
            self.shown[i].clone_from(&self.wanted[i]);
            drawn += 1;
        }
        drawn
    }
}
