//! Colour-blind eyes: what a piece looks like to a child with protanopia or
//! deuteranopia (about 1 boy in 12 has one of them), and whether two pieces
//! still differ by more than colour.
//!
//! The simulation is Machado, Oliveira and Fernandes (2009) at full severity,
//! applied in linear RGB; differences are CIE76 ΔE in CIELAB. A piece is a
//! sprite as the cartridge draws it (its sheet in `gfx/`, each colour cut to
//! the GBA's 15 bits) laid on the ground it stands on.
//!
//! Two pieces differ by shape when, seen through the simulation, their
//! *edges* differ: the boundaries between side-by-side pixels that the eye
//! sees (outlines, rims, pips, letters, emblems). Two pieces drawn alike in
//! different colours have the same edges, unless a colour hides an edge in
//! one of them.

use std::path::Path;

/// A colour vision deficiency the simulation models.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deficiency {
    /// No red cones.
    Protanopia,
    /// No green cones.
    Deuteranopia,
}

impl Deficiency {
    /// Both deficiencies the checks run through.
    pub const ALL: [Deficiency; 2] = [Deficiency::Protanopia, Deficiency::Deuteranopia];

    fn matrix(self) -> [[f64; 3]; 3] {
        match self {
            Deficiency::Protanopia => [
                [0.152286, 1.052583, -0.204868],
                [0.114503, 0.786281, 0.099216],
                [-0.003882, -0.048116, 1.051998],
            ],
            Deficiency::Deuteranopia => [
                [0.367322, 0.860646, -0.227968],
                [0.280085, 0.672501, 0.047413],
                [-0.011820, 0.042940, 0.968881],
            ],
        }
    }
}

/// A colour as the GBA shows it: 5 bits a channel, widened as mGBA does.
pub fn gba(c: [u8; 3]) -> [u8; 3] {
    c.map(|v| (v & 0xf8) | (v >> 5))
}

fn linear(v: u8) -> f64 {
    let s = f64::from(v) / 255.0;
    if s <= 0.04045 {
        s / 12.92
    } else {
        ((s + 0.055) / 1.055).powf(2.4)
    }
}

fn encoded(l: f64) -> u8 {
    let l = l.clamp(0.0, 1.0);
    let s = if l <= 0.003_130_8 {
        12.92 * l
    } else {
        1.055 * l.powf(1.0 / 2.4) - 0.055
    };
    (s * 255.0).round() as u8
}

/// `c` as seen with deficiency `d`.
pub fn simulate(c: [u8; 3], d: Deficiency) -> [u8; 3] {
    let lin = c.map(linear);
    let m = d.matrix();
    let mut out = [0u8; 3];
    for (o, row) in out.iter_mut().zip(m) {
        *o = encoded(row[0] * lin[0] + row[1] * lin[1] + row[2] * lin[2]);
    }
    out
}

/// CIELAB (D65) of an sRGB colour.
pub fn lab(c: [u8; 3]) -> [f64; 3] {
    let [r, g, b] = c.map(linear);
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.950_47;
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.088_83;
    let f = |t: f64| {
        if t > 216.0 / 24389.0 {
            t.cbrt()
        } else {
            (24389.0 / 27.0 * t + 16.0) / 116.0
        }
    };
    let (fx, fy, fz) = (f(x), f(y), f(z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// CIE76 colour difference.
pub fn delta_e(a: [u8; 3], b: [u8; 3]) -> f64 {
    let (p, q) = (lab(a), lab(b));
    ((p[0] - q[0]).powi(2) + (p[1] - q[1]).powi(2) + (p[2] - q[2]).powi(2)).sqrt()
}

/// The difference a viewer sees at a glance; below it two colours read as
/// one on a small screen.
pub const CLEAR_DIFFERENCE: f64 = 20.0;

/// A sprite sheet with its transparency (`None` where nothing is drawn).
pub struct Sheet {
    /// Width in pixels.
    pub width: usize,
    /// Height in pixels.
    pub height: usize,
    /// Row by row; `None` is transparent.
    pub pixels: Vec<Option<[u8; 3]>>,
}

impl Sheet {
    /// The sheet `name` of the project's `gfx/` folder (panics, naming it,
    /// when it cannot be read).
    pub fn gfx(name: &str) -> Sheet {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("..")
            .join("gfx")
            .join(name);
        Sheet::load(&path).unwrap_or_else(|e| panic!("{e}"))
    }

    /// Reads an 8-bit RGBA (or RGB) PNG such as the ones `tools/gfx*.py` write.
    pub fn load(path: &Path) -> Result<Sheet, String> {
        let (width, height, n, data) = crate::screen::decode_png(path)?;
        if n < 3 {
            return Err(format!("{}: not an RGB sheet", path.display()));
        }
        let pixels = data
            .chunks_exact(n)
            .map(|c| (n == 3 || c[3] >= 128).then(|| gba([c[0], c[1], c[2]])))
            .collect();
        Ok(Sheet {
            width,
            height,
            pixels,
        })
    }

    /// The `w`×`h` piece whose top-left corner is at (`x`, `y`).
    pub fn piece(&self, x: usize, y: usize, w: usize, h: usize) -> Piece {
        let mut pixels = Vec::with_capacity(w * h);
        for j in y..y + h {
            for i in x..x + w {
                pixels.push(self.pixels[j * self.width + i]);
            }
        }
        Piece { width: w, pixels }
    }

    /// The colour at (`x`, `y`), if drawn.
    pub fn at(&self, x: usize, y: usize) -> Option<[u8; 3]> {
        self.pixels[y * self.width + x]
    }
}

/// One piece cut from a sheet.
#[derive(Clone)]
pub struct Piece {
    /// Width in pixels.
    pub width: usize,
    /// Row by row; `None` is transparent.
    pub pixels: Vec<Option<[u8; 3]>>,
}

impl Piece {
    /// The piece with the pixels for which `keep` says false made transparent
    /// (to leave out a part every piece of a kind has, such as a number).
    pub fn without(&self, keep: impl Fn(usize, usize) -> bool) -> Piece {
        let mut p = self.clone();
        for (k, px) in p.pixels.iter_mut().enumerate() {
            if !keep(k % self.width, k / self.width) {
                *px = None;
            }
        }
        p
    }

    /// Its edges seen with `d`: for every pair of side-by-side pixels (one
    /// above the other, or one left of the other, the piece framed by a
    /// pixel of ground), whether the eye sees a boundary there: one is drawn
    /// and the other is not, or both are drawn and differ clearly.
    pub fn edges(&self, d: Deficiency) -> Vec<bool> {
        let (w, h) = (self.width, self.pixels.len() / self.width);
        let at = |x: usize, y: usize| -> Option<[u8; 3]> {
            if x == 0 || y == 0 || x > w || y > h {
                None
            } else {
                self.pixels[(y - 1) * w + x - 1].map(|c| simulate(c, d))
            }
        };
        let apart = |a: Option<[u8; 3]>, b: Option<[u8; 3]>| match (a, b) {
            (None, None) => false,
            (Some(a), Some(b)) => delta_e(a, b) >= CLEAR_DIFFERENCE,
            _ => true,
        };
        let mut out = Vec::with_capacity(2 * (w + 2) * (h + 2));
        for y in 0..h + 2 {
            for x in 0..w + 2 {
                out.push(x + 1 < w + 2 && apart(at(x, y), at(x + 1, y)));
                out.push(y + 1 < h + 2 && apart(at(x, y), at(x, y + 1)));
            }
        }
        out
    }

    /// Boundaries one piece has and the other has not, seen with `d`: how
    /// far they differ by shape, pattern or letter rather than by colour.
    pub fn shape_difference(&self, other: &Piece, d: Deficiency) -> usize {
        assert_eq!(self.pixels.len(), other.pixels.len(), "pieces of one size");
        assert_eq!(self.width, other.width, "pieces of one size");
        self.edges(d)
            .iter()
            .zip(other.edges(d))
            .filter(|(a, b)| **a != *b)
            .count()
    }

    /// Drawn pixels that stand out from `ground` seen with `d`.
    pub fn standing_out(&self, ground: [u8; 3], d: Deficiency) -> usize {
        let g = simulate(gba(ground), d);
        self.pixels
            .iter()
            .flatten()
            .filter(|c| delta_e(simulate(**c, d), g) >= CLEAR_DIFFERENCE)
            .count()
    }

    /// Drawn pixels that stand out from `ground` with normal eyes.
    pub fn standing_out_normally(&self, ground: [u8; 3]) -> usize {
        let g = gba(ground);
        self.pixels
            .iter()
            .flatten()
            .filter(|c| delta_e(**c, g) >= CLEAR_DIFFERENCE)
            .count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn red_and_green_that_differ_for_most_eyes_meet_for_the_colour_blind() {
        // The zombie's green and the jock's orange of Rush: far apart for
        // most eyes, close for either deficiency.
        let (zombie, jock) = ([0x50, 0xd0, 0x50], [0xf0, 0x88, 0x30]);
        assert!(delta_e(zombie, jock) > 60.0);
        for d in Deficiency::ALL {
            let e = delta_e(simulate(zombie, d), simulate(jock, d));
            assert!(e < 25.0, "{d:?}: {e}");
        }
    }

    #[test]
    fn greys_and_blue_pass_through_and_lightness_survives() {
        for d in Deficiency::ALL {
            for v in [0u8, 64, 128, 200, 255] {
                let s = simulate([v, v, v], d);
                assert!(s.iter().all(|&c| c.abs_diff(v) <= 2), "{d:?} {v}: {s:?}");
            }
            let ink = simulate([0x18, 0x18, 0x28], d);
            let white = simulate([0xf8, 0xf8, 0xf8], d);
            assert!(delta_e(ink, white) > 80.0);
        }
        assert!(delta_e([0, 0, 0], [255, 255, 255]) > 99.0);
    }

    #[test]
    fn two_pieces_drawn_alike_in_two_colours_have_the_same_edges() {
        let red = Some([0xd8, 0x58, 0x58]);
        let green = Some([0x50, 0xd0, 0x50]);
        let white = Some([0xf8, 0xf8, 0xf8]);
        // A 4x4 piece of `body`, white at the given cells.
        let piece = |body, marks: &[usize]| Piece {
            width: 4,
            pixels: (0..16)
                .map(|k| if marks.contains(&k) { white } else { body })
                .collect(),
        };
        let a = piece(red, &[5]);
        let b = piece(green, &[5]);
        let c = piece(green, &[5, 10]);
        for d in Deficiency::ALL {
            assert_eq!(a.shape_difference(&b, d), 0, "{d:?}");
            // The white pixel at (2, 2) brings its four boundaries.
            assert_eq!(b.shape_difference(&c, d), 4, "{d:?}");
        }
        // A hole in a corner moves the outline: two boundaries go, two come.
        let hole = a.without(|x, y| (x, y) != (0, 0));
        assert_eq!(hole.shape_difference(&a, Deficiency::Protanopia), 4);
    }
}
