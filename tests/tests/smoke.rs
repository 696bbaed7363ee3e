//! End-to-end smoke test of the real cartridge: boots the ROM in mGBA for two
//! seconds, checks it did not panic and that it drew something.
//!
//! The ROM is `$TABLETOP_ROM`, else `<workspace>/target/tabletop-advance.gba`
//! (`make rom`). A missing ROM fails the test: it is not skipped.

use tabletop_emu::{Emu, default_rom, out_dir};

#[test]
fn boots_to_title_without_panicking() {
    let rom = default_rom();
    assert!(
        rom.is_file(),
        "ROM {} not found: run `make rom` first (or set TABLETOP_ROM to a .gba file)",
        rom.display()
    );
    let mut emu = Emu::load(&rom).unwrap_or_else(|e| panic!("{e}"));
    emu.run_frames(120);
    let shot = out_dir().join("smoke-title.png");
    emu.save_png(&shot).unwrap_or_else(|e| panic!("{e}"));
    if let Err(e) = emu.check_no_panic() {
        panic!("{e}\nscreen saved to {}", shot.display());
    }
    let screen = emu.screenshot();
    let colours = screen.distinct_colours();
    assert!(
        colours > 1,
        "the screen is a single flat colour {:?} after 120 frames; see {}\nlast log lines:\n{}",
        screen.pixels[0],
        shot.display(),
        emu.log_tail(20)
    );
}
