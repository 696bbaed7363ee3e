//! README's pictures kept true to the cartridge: every `docs/screenshots/`
//! picture README shows is a screenshot an end-to-end test takes under the
//! same name in `tests/out/`. After `make test-emu`, [`check`] names every
//! picture whose pixels differ from the test's (stale) or that no test took;
//! [`update`] copies the tests' screenshots over them (`make pictures`).

use std::path::{Path, PathBuf};

use crate::screen::Image;

/// The names (without `.png`) of the `docs/screenshots/` pictures in
/// `readme`, each once, in order of first mention.
pub fn readme_pictures(readme: &str) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for (i, _) in readme.match_indices("docs/screenshots/") {
        let rest = &readme[i + "docs/screenshots/".len()..];
        let Some(end) = rest.find(".png") else {
            continue;
        };
        let name = &rest[..end];
        let plain = name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        if plain && !name.is_empty() && !names.iter().any(|n| n == name) {
            names.push(name.to_string());
        }
    }
    names
}

/// What is wrong with one picture.
#[derive(Debug, PartialEq, Eq)]
pub enum Fault {
    /// No end-to-end test took a screenshot of this name.
    NotTaken(String),
    /// The test's screenshot differs from README's in this many pixels.
    Stale(String, usize),
    /// README's picture is missing or unreadable.
    Unreadable(String, String),
}

impl std::fmt::Display for Fault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Fault::NotTaken(n) => write!(f, "{n}: no end-to-end test took tests/out/{n}.png"),
            Fault::Stale(n, k) => {
                write!(f, "{n}: stale ({k} pixels differ from tests/out/{n}.png)")
            }
            Fault::Unreadable(n, e) => write!(f, "{n}: {e}"),
        }
    }
}

fn paths(docs: &Path, out: &Path, name: &str) -> (PathBuf, PathBuf) {
    (
        docs.join(format!("{name}.png")),
        out.join(format!("{name}.png")),
    )
}

/// Compares each of `names` in `docs` with the screenshot of that name in
/// `out`: every fault found.
pub fn check(names: &[String], docs: &Path, out: &Path) -> Vec<Fault> {
    let mut faults = Vec::new();
    for name in names {
        let (shown, taken) = paths(docs, out, name);
        if !taken.is_file() {
            faults.push(Fault::NotTaken(name.clone()));
            continue;
        }
        let pictures = Image::load_png(&shown).and_then(|a| Ok((a, Image::load_png(&taken)?)));
        match pictures.and_then(|(a, b)| a.diff_count(&b)) {
            Ok(0) => {}
            Ok(k) => faults.push(Fault::Stale(name.clone(), k)),
            Err(e) => faults.push(Fault::Unreadable(name.clone(), e)),
        }
    }
    faults
}

/// Copies the screenshot of each of `names` from `out` over README's
/// picture in `docs`; the names copied (a picture no test took is left).
pub fn update(names: &[String], docs: &Path, out: &Path) -> Result<Vec<String>, String> {
    let mut copied = Vec::new();
    for f in check(names, docs, out) {
        let name = match f {
            Fault::Stale(n, _) | Fault::Unreadable(n, _) => n,
            Fault::NotTaken(_) => continue,
        };
        let (shown, taken) = paths(docs, out, &name);
        std::fs::copy(&taken, &shown)
            .map_err(|e| format!("cannot copy {}: {e}", taken.display()))?;
        copied.push(name);
    }
    Ok(copied)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn picture(path: &Path, shade: u8) {
        Image::new(2, 2, vec![[shade, 0, 0]; 4])
            .unwrap()
            .save_png(path)
            .unwrap();
    }

    #[test]
    fn readme_pictures_are_named_once_each_in_order() {
        let readme = "![a](docs/screenshots/menu.png) x ![b](docs/screenshots/rush-end.png)\n\
                      ![again](docs/screenshots/menu.png) docs/screenshots/ ![](other/x.png)";
        assert_eq!(readme_pictures(readme), ["menu", "rush-end"]);
    }

    #[test]
    fn a_picture_is_stale_missing_or_true_and_update_mends_the_stale() {
        let dir = std::env::temp_dir().join(format!("pictures-{}", std::process::id()));
        let (docs, out) = (dir.join("docs"), dir.join("out"));
        std::fs::create_dir_all(&docs).unwrap();
        std::fs::create_dir_all(&out).unwrap();
        picture(&docs.join("same.png"), 1);
        picture(&out.join("same.png"), 1);
        picture(&docs.join("old.png"), 1);
        picture(&out.join("old.png"), 2);
        picture(&docs.join("untaken.png"), 1);
        let names: Vec<String> = ["same", "old", "untaken"].map(String::from).into();
        assert_eq!(
            check(&names, &docs, &out),
            [
                Fault::Stale("old".into(), 4),
                Fault::NotTaken("untaken".into())
            ]
        );
        assert_eq!(update(&names, &docs, &out).unwrap(), ["old"]);
        assert_eq!(
            check(&names, &docs, &out),
            [Fault::NotTaken("untaken".into())]
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
