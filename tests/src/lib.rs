//! Host-side test harness for the Tabletop Advance cartridge: runs the real ROM
//! headless in mGBA (Debian's `libmgba`, through the small C shim in
//! `shim/mgba_shim.c`) and lets tests press keys, read memory, read the ROM's debug
//! log, detect panics, take screenshots and run agb's in-ROM `#[test_case]` tests.
//!
//! ```no_run
//! use tabletop_emu::{Emu, Key};
//! let mut emu = Emu::load(&tabletop_emu::default_rom()).unwrap();
//! emu.run_frames(120);
//! emu.tap(Key::Start);
//! emu.wait_for_log("menu", 600).unwrap();
//! assert!(emu.panicked().is_none());
//! emu.save_png(&tabletop_emu::out_dir().join("menu.png")).unwrap();
//! ```
//!
//! Modules: [`cvd`] (colour-blind eyes), [`emu`] (the emulator), [`keys`], [`log`] (log lines and agb's panic
//! output), [`runner`] (agb's test-runner protocol), [`screen`] (PNG I/O and
//! comparison), [`rom`] (ROM/ELF loading), [`soak`] (random-button soak runs).

#![warn(missing_docs)]

mod ffi;

pub mod cvd;
pub mod emu;
pub mod keys;
pub mod log;
pub mod pictures;
pub mod rom;
pub mod runner;
pub mod screen;
pub mod soak;

use std::path::PathBuf;

pub use emu::Emu;
pub use keys::Key;
pub use log::{LogLevel, LogLine};
pub use runner::{
    FailedTest, PassedTest, TestEvent, TestReport, run_rom_tests, run_rom_tests_with,
};
pub use screen::{HEIGHT, Image, WIDTH};

/// The workspace root (the parent of this crate's directory).
pub fn workspace_dir() -> PathBuf {
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    here.parent().map(PathBuf::from).unwrap_or(here)
}

/// `tests/out/` (git-ignored): where screenshots go, including those failing runs
/// leave behind. Created if missing.
pub fn out_dir() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("out");
    let _ = std::fs::create_dir_all(&dir);
    dir
}

/// The ROM under test: `$TABLETOP_ROM` if set, else
/// `<workspace>/target/tabletop-advance.gba` (built by `make rom`).
pub fn default_rom() -> PathBuf {
    match std::env::var_os("TABLETOP_ROM") {
        Some(p) if !p.is_empty() => PathBuf::from(p),
        _ => workspace_dir().join("target/tabletop-advance.gba"),
    }
}
