//! Reading ROM files: `.gba` images as they are, ELF files (as cargo builds them)
//! converted with `agb-gbafix` when it is installed, else handed to mGBA's own ELF
//! loader.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU32, Ordering};

/// Whether `bytes` start with the ELF magic number.
pub fn is_elf(bytes: &[u8]) -> bool {
    bytes.starts_with(b"\x7fELF")
}

/// Finds `agb-gbafix`: `$AGB_GBAFIX`, then `PATH`, then `$HOME/.cargo/bin`. With
/// `TABLETOP_NO_GBAFIX` set (non-empty), none is used and ELF files go to mGBA's
/// own ELF loader.
pub fn find_gbafix() -> Option<PathBuf> {
    if std::env::var_os("TABLETOP_NO_GBAFIX").is_some_and(|v| !v.is_empty()) {
        return None;
    }
    if let Some(p) = std::env::var_os("AGB_GBAFIX") {
        let p = PathBuf::from(p);
        if p.is_file() {
            return Some(p);
        }
    }
    let name = "agb-gbafix";
    if let Some(path) = std::env::var_os("PATH") {
        for dir in std::env::split_paths(&path) {
            let p = dir.join(name);
            if p.is_file() {
                return Some(p);
            }
        }
    }
    let home = std::env::var_os("HOME")?;
    let p = Path::new(&home).join(".cargo/bin").join(name);
    p.is_file().then_some(p)
}

/// Converts an ELF to a .gba image with `agb-gbafix` (through a temporary file).
pub fn gbafix(gbafix: &Path, elf: &Path) -> Result<Vec<u8>, String> {
    static COUNTER: AtomicU32 = AtomicU32::new(0);
    let tmp = std::env::temp_dir().join(format!(
        "tabletop-emu-{}-{}.gba",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    let output = Command::new(gbafix)
        .arg(elf)
        .arg("-o")
        .arg(&tmp)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", gbafix.display()))?;
    let result = if output.status.success() {
        std::fs::read(&tmp).map_err(|e| format!("cannot read {}: {e}", tmp.display()))
    } else {
        Err(format!(
            "{} {} -o {} failed ({}): {}",
            gbafix.display(),
            elf.display(),
            tmp.display(),
            output.status,
            String::from_utf8_lossy(&output.stderr).trim()
        ))
    };
    let _ = std::fs::remove_file(&tmp);
    result
}

/// Reads a ROM file for mGBA. A missing file gives an error that says how to build
/// the project's ROM.
pub fn read_rom(path: &Path) -> Result<Vec<u8>, String> {
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(format!(
                "ROM {} not found: build it first (`make rom` builds target/tabletop-advance.gba)",
                path.display()
            ));
        }
        Err(e) => return Err(format!("cannot read ROM {}: {e}", path.display())),
    };
    if bytes.is_empty() {
        return Err(format!("ROM {} is empty", path.display()));
    }
    // mGBA 0.10 can also load a GBA ELF itself (segments placed at their load
    // addresses): that is what happens when agb-gbafix is not installed.
    if is_elf(&bytes)
        && let Some(fix) = find_gbafix()
    {
        return gbafix(&fix, path);
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elf_magic() {
        assert!(is_elf(b"\x7fELF\x01\x01"));
        assert!(!is_elf(b"\x2e\x00\x00\xea"));
        assert!(!is_elf(b""));
    }

    #[test]
    fn missing_rom_mentions_make_rom() {
        let err = read_rom(Path::new("/nonexistent/tabletop.gba")).unwrap_err();
        assert!(err.contains("make rom"), "{err}");
        assert!(err.contains("/nonexistent/tabletop.gba"), "{err}");
    }
}
