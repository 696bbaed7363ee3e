//! The one way text is wrapped on the cartridge: at spaces, to lines no
//! wider than a width in pixels, measured with the proportional font (never
//! by counting letters); the text's own line breaks are kept.

use alloc::format;
use alloc::string::String;

use crate::text::Glyphs;

/// `text` wrapped at spaces to lines at most `w` pixels wide (a word wider
/// than `w` stands alone on its line).
pub fn wrap(g: &Glyphs, text: &str, w: i32) -> String {
    let mut out = String::new();
    for (k, para) in text.split('\n').enumerate() {
        if k > 0 {
            out.push('\n');
        }
        let mut line = String::new();
        for word in para.split(' ') {
            let wider = if line.is_empty() {
                String::from(word)
            } else {
                format!("{line} {word}")
            };
            if !line.is_empty() && g.width(&wider) > w {
                out.push_str(&line);
                out.push('\n');
                line = String::from(word);
            } else {
                line = wider;
            }
        }
        out.push_str(&line);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test_case]
    fn lines_fit_their_width_and_keep_their_breaks(_gba: &mut agb::Gba) {
        let g = Glyphs::new();
        let text = "The quick brown fox jumps over the lazy dog again and again\nNew line";
        for w in [60, 100, 160, 236] {
            let out = wrap(&g, text, w);
            for line in out.lines() {
                assert!(
                    g.width(line) <= w || !line.contains(' '),
                    "{line:?} wider than {w}"
                );
            }
            assert_eq!(
                out.replace('\n', " "),
                text.replace('\n', " "),
                "no word lost"
            );
            assert!(out.ends_with("\nNew line") || out.ends_with("\nNew\nline"));
        }
        // Narrow letters pack more to a line than counting letters would: a
        // line exactly as wide as this one holds it all, though it has more
        // letters than that width holds of the widest (6 pixels).
        let narrow = "ill ill ill ill ill ill ill ill ill ill";
        let w = g.width(narrow);
        assert!(narrow.len() as i32 > w / 6, "{w}");
        assert_eq!(wrap(&g, narrow, w).lines().count(), 1);
        assert_eq!(wrap(&g, narrow, w - 1).lines().count(), 2);
    }
}
