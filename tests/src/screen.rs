//! Screenshots: PNG writing/reading and golden-image comparison.

use std::fs::File;
use std::io::BufWriter;
use std::path::{Path, PathBuf};

/// GBA screen width in pixels.
pub const WIDTH: usize = 240;
/// GBA screen height in pixels.
pub const HEIGHT: usize = 160;

/// An RGB image (row-major pixels).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Image {
    /// Width in pixels.
    pub width: usize,
    /// Height in pixels.
    pub height: usize,
    /// `width * height` pixels, row by row.
    pub pixels: Vec<[u8; 3]>,
}

impl Image {
    /// Wraps pixels; fails if the count does not match the size.
    pub fn new(width: usize, height: usize, pixels: Vec<[u8; 3]>) -> Result<Image, String> {
        if pixels.len() != width * height {
            return Err(format!(
                "{} pixels given for a {width}x{height} image",
                pixels.len()
            ));
        }
        Ok(Image {
            width,
            height,
            pixels,
        })
    }

    /// Writes the image as an 8-bit RGB PNG, creating parent directories.
    pub fn save_png(&self, path: &Path) -> Result<(), String> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)
                .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        }
        let file =
            File::create(path).map_err(|e| format!("cannot create {}: {e}", path.display()))?;
        let mut enc =
            png::Encoder::new(BufWriter::new(file), self.width as u32, self.height as u32);
        enc.set_color(png::ColorType::Rgb);
        enc.set_depth(png::BitDepth::Eight);
        let mut writer = enc
            .write_header()
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        let data: Vec<u8> = self.pixels.iter().flatten().copied().collect();
        writer
            .write_image_data(&data)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        writer
            .finish()
            .map_err(|e| format!("cannot write {}: {e}", path.display()))
    }

    /// Reads an 8-bit PNG (RGB, RGBA, grey or palette; alpha is dropped).
    pub fn load_png(path: &Path) -> Result<Image, String> {
        let (w, h, channels, data) = decode_png(path)?;
        let pixels: Vec<[u8; 3]> = data
            .chunks_exact(channels)
            .map(|c| match channels {
                1 | 2 => [c[0], c[0], c[0]],
                _ => [c[0], c[1], c[2]],
            })
            .collect();
        Image::new(w, h, pixels).map_err(|e| format!("{}: {e}", path.display()))
    }

    /// Number of distinct colours (1 means a flat screen).
    pub fn distinct_colours(&self) -> usize {
        let mut seen: Vec<[u8; 3]> = self.pixels.clone();
        seen.sort_unstable();
        seen.dedup();
        seen.len()
    }

    /// Pixels that differ from `other` (which must have the same size).
    pub fn diff_count(&self, other: &Image) -> Result<usize, String> {
        if (self.width, self.height) != (other.width, other.height) {
            return Err(format!(
                "size differs: {}x{} vs {}x{}",
                self.width, self.height, other.width, other.height
            ));
        }
        Ok(self
            .pixels
            .iter()
            .zip(&other.pixels)
            .filter(|(a, b)| a != b)
            .count())
    }

    /// A picture of the differences: differing pixels red, the rest a dim copy of `self`.
    pub fn diff_image(&self, other: &Image) -> Image {
        let pixels = self
            .pixels
            .iter()
            .zip(&other.pixels)
            .map(|(a, b)| {
                if a == b {
                    [a[0] / 4, a[1] / 4, a[2] / 4]
                } else {
                    [255, 0, 0]
                }
            })
            .collect();
        Image {
            width: self.width,
            height: self.height,
            pixels,
        }
    }
}

/// Compares `actual` with the golden PNG at `golden`; on failure leaves
/// `<out>/<stem>-actual.png` and `<out>/<stem>-diff.png` and says where they are.
/// A missing golden is a failure too (the actual image is saved so it can be
/// reviewed and copied into place).
pub fn compare_with_golden(
    actual: &Image,
    golden: &Path,
    max_diff_pixels: usize,
    out: &Path,
) -> Result<(), String> {
    let stem = golden
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "screen".to_string());
    let actual_path: PathBuf = out.join(format!("{stem}-actual.png"));
    if !golden.exists() {
        actual.save_png(&actual_path)?;
        return Err(format!(
            "golden image {} does not exist; the current screen was saved to {} \
             (check it, then copy it there)",
            golden.display(),
            actual_path.display()
        ));
    }
    let expected = Image::load_png(golden)?;
    let diff = match actual.diff_count(&expected) {
        Ok(d) => d,
        Err(e) => {
            actual.save_png(&actual_path)?;
            return Err(format!(
                "{} vs screen: {e}; screen saved to {}",
                golden.display(),
                actual_path.display()
            ));
        }
    };
    if diff > max_diff_pixels {
        actual.save_png(&actual_path)?;
        let diff_path = out.join(format!("{stem}-diff.png"));
        actual.diff_image(&expected).save_png(&diff_path)?;
        return Err(format!(
            "screen differs from {} in {diff} pixels (allowed {max_diff_pixels}); \
             screen saved to {}, differences (red) to {}",
            golden.display(),
            actual_path.display(),
            diff_path.display()
        ));
    }
    Ok(())
}

/// A PNG's width, height, samples a pixel and 8-bit samples (palettes
/// expanded, 16-bit samples cut to 8).
pub(crate) fn decode_png(path: &Path) -> Result<(usize, usize, usize, Vec<u8>), String> {
    let file = File::open(path).map_err(|e| format!("cannot open {}: {e}", path.display()))?;
    let mut dec = png::Decoder::new(std::io::BufReader::new(file));
    dec.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = dec
        .read_info()
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader
        .next_frame(&mut buf)
        .map_err(|e| format!("cannot decode {}: {e}", path.display()))?;
    buf.truncate(info.buffer_size());
    Ok((
        info.width as usize,
        info.height as usize,
        info.color_type.samples(),
        buf,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("tabletop-emu-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir.join(name)
    }

    fn gradient() -> Image {
        let pixels = (0..HEIGHT)
            .flat_map(|y| (0..WIDTH).map(move |x| [x as u8, y as u8, (x ^ y) as u8]))
            .collect();
        Image::new(WIDTH, HEIGHT, pixels).unwrap()
    }

    #[test]
    fn png_round_trip() {
        let img = gradient();
        let path = scratch("round.png");
        img.save_png(&path).unwrap();
        let back = Image::load_png(&path).unwrap();
        assert_eq!(back, img);
        assert!(img.distinct_colours() > 1000);
    }

    #[test]
    fn compare_counts_and_reports() {
        let img = gradient();
        let golden = scratch("golden.png");
        img.save_png(&golden).unwrap();
        let out = scratch("out");
        compare_with_golden(&img, &golden, 0, &out).unwrap();

        let mut changed = img.clone();
        for p in changed.pixels.iter_mut().take(5) {
            *p = [255, 255, 255];
        }
        assert_eq!(changed.diff_count(&img), Ok(5));
        compare_with_golden(&changed, &golden, 5, &out).unwrap();
        let err = compare_with_golden(&changed, &golden, 4, &out).unwrap_err();
        assert!(err.contains("5 pixels"), "{err}");
        assert!(out.join("golden-actual.png").exists());
        assert!(out.join("golden-diff.png").exists());

        let missing = scratch("missing.png");
        let err = compare_with_golden(&img, &missing, 0, &out).unwrap_err();
        assert!(err.contains("does not exist"), "{err}");
    }

    #[test]
    fn flat_image_has_one_colour() {
        let flat = Image::new(4, 2, vec![[1, 2, 3]; 8]).unwrap();
        assert_eq!(flat.distinct_colours(), 1);
        assert!(Image::new(4, 2, vec![[0; 3]; 7]).is_err());
    }
}
