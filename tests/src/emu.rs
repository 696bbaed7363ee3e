//! [`Emu`]: one ROM running in mGBA, driven frame by frame.

use std::path::{Path, PathBuf};

use crate::ffi::Core;
use crate::keys::Key;
use crate::log::{self, LogLine, PanicTracker};
use crate::screen::{self, Image};

/// Frames a key is held by [`Emu::tap`].
pub const TAP_PRESS_FRAMES: u32 = 3;
/// Frames all keys are up after the press in [`Emu::tap`].
pub const TAP_RELEASE_FRAMES: u32 = 3;

/// Frames [`Emu::finish_panic`] runs at most by default: agb 0.25's panic handler
/// draws a QR code of the backtrace before it logs the message, which takes about
/// 65 frames.
pub const PANIC_GRACE_FRAMES: u32 = 600;

/// The log keeps at most this many lines (the notable ones: the ROM's own and
/// mGBA's warnings and errors); past it the oldest half is dropped.
pub const MAX_LOG_LINES: usize = 200_000;

/// Bytes of the cartridge's SRAM.
pub const SRAM_BYTES: usize = 32 * 1024;

/// One loaded ROM running headless in mGBA (GBA core, HLE BIOS, no save file, no
/// config file, no audio output, no frame limiter). Dropping it frees the core.
///
/// Every frame's log output is collected ([`Emu::log`]) and checked for agb's panic
/// output ([`Emu::panicked`]).
pub struct Emu {
    core: Core,
    rom: PathBuf,
    log: Vec<LogLine>,
    panic: PanicTracker,
    keys: u32,
    frames: u64,
    wait_cursor: usize,
}

impl Emu {
    /// Loads a ROM: a `.gba` image, or an ELF (converted with `agb-gbafix` when it is
    /// installed, else loaded by mGBA's ELF loader). Fails with a clear message if
    /// the file is missing (build the project's ROM with `make rom`).
    pub fn load(rom: &Path) -> Result<Emu, String> {
        let image = crate::rom::read_rom(rom)?;
        Emu::from_image(&image, rom)
    }

    /// Loads a ROM image already in memory; `name` is only used in messages.
    pub fn from_image(image: &[u8], name: &Path) -> Result<Emu, String> {
        let mut core = Core::new(image).map_err(|e| format!("{}: {e}", name.display()))?;
        let log = core.drain_log();
        let mut emu = Emu {
            core,
            rom: name.to_path_buf(),
            log: Vec::new(),
            panic: PanicTracker::default(),
            keys: 0,
            frames: 0,
            wait_cursor: 0,
        };
        emu.absorb(log);
        Ok(emu)
    }

    /// The path the ROM was loaded from.
    pub fn rom_path(&self) -> &Path {
        &self.rom
    }

    /// Resets the console (power cycle with the same ROM). Keys, the log, the frame
    /// count and the panic state are kept.
    pub fn reset(&mut self) {
        self.core.reset();
        let lines = self.core.drain_log();
        self.absorb(lines);
    }

    /// The cartridge's 32 KiB SRAM as it stands (what survives a power cut).
    pub fn sram(&mut self) -> Vec<u8> {
        self.core.sram(SRAM_BYTES)
    }

    /// Puts an SRAM image in and power-cycles (the console is switched on
    /// again with that save memory). Call it right after loading the ROM.
    pub fn boot_with_sram(&mut self, image: &[u8]) {
        self.core.set_sram(&image[..image.len().min(SRAM_BYTES)]);
        self.reset();
    }

    /// Runs `n` CPU instructions with the held keys (to stop the machine in
    /// the middle of a frame, e.g. during a save write); log lines collected.
    pub fn step_instructions(&mut self, n: u32) {
        self.core.set_keys(self.keys);
        for _ in 0..n {
            self.core.step();
        }
        let lines = self.core.drain_log();
        self.absorb(lines);
    }

    fn absorb(&mut self, lines: Vec<LogLine>) {
        for line in &lines {
            self.panic.observe(line);
        }
        // Only what can matter is kept (see `LogLine::is_notable`): the
        // sound mixer's DMA notices and the BIOS calls come every frame, and
        // kept they filled the log within about 60,000 frames, so that a
        // long test lost the ROM's own older lines it counts.
        self.log
            .extend(lines.into_iter().filter(LogLine::is_notable));
        if self.log.len() > MAX_LOG_LINES {
            let drop = self.log.len() - MAX_LOG_LINES / 2;
            self.log.drain(..drop);
            self.wait_cursor = self.wait_cursor.saturating_sub(drop);
        }
    }

    /// Runs one frame with the currently held keys and returns the number of log
    /// lines it produced (they are the last ones of [`Emu::log`]).
    pub fn step_frame(&mut self) -> usize {
        self.core.set_keys(self.keys);
        self.core.run_frame();
        self.frames += 1;
        let lines = self.core.drain_log();
        let n = lines.len();
        self.absorb(lines);
        n
    }

    /// Runs `n` frames with the currently held keys, collecting the log and
    /// recording panics after each frame.
    pub fn run_frames(&mut self, n: u32) {
        for _ in 0..n {
            self.step_frame();
        }
    }

    /// Holds exactly these keys (replacing any held before) until changed.
    pub fn hold(&mut self, keys: &[Key]) {
        self.keys = Key::mask_of(keys);
        self.core.set_keys(self.keys);
    }

    /// Releases every key.
    pub fn release_all(&mut self) {
        self.keys = 0;
        self.core.set_keys(0);
    }

    /// Keys currently held, as mGBA's key mask (bit 0 = A ... bit 9 = L).
    pub fn held_mask(&self) -> u32 {
        self.keys
    }

    /// Presses `key` for [`TAP_PRESS_FRAMES`] frames, then releases it for
    /// [`TAP_RELEASE_FRAMES`] frames (other held keys stay held).
    pub fn tap(&mut self, key: Key) {
        self.press_for(key, TAP_PRESS_FRAMES);
        self.run_frames(TAP_RELEASE_FRAMES);
    }

    /// Presses `key` (in addition to held keys) for `frames` frames, then releases it.
    pub fn press_for(&mut self, key: Key, frames: u32) {
        self.keys |= key.mask();
        self.run_frames(frames);
        self.keys &= !key.mask();
        self.core.set_keys(self.keys);
    }

    /// Reads a byte through the GBA bus (e.g. 0x0200_0000 EWRAM, 0x0300_0000 IWRAM).
    pub fn read8(&mut self, addr: u32) -> u8 {
        self.core.read8(addr)
    }

    /// Reads a little-endian halfword through the GBA bus.
    pub fn read16(&mut self, addr: u32) -> u16 {
        self.core.read16(addr)
    }

    /// Reads a little-endian word through the GBA bus.
    pub fn read32(&mut self, addr: u32) -> u32 {
        self.core.read32(addr)
    }

    /// Every notable log line kept so far (see [`MAX_LOG_LINES`]).
    pub fn log(&self) -> &[LogLine] {
        &self.log
    }

    /// Texts of the lines the ROM printed (category "GBA Debug"), in order.
    pub fn rom_lines(&self) -> impl Iterator<Item = &str> {
        self.log
            .iter()
            .filter(|l| l.is_from_rom())
            .map(|l| l.text.as_str())
    }

    /// Removes and returns the log kept so far. Panic state is not affected.
    pub fn take_log(&mut self) -> Vec<LogLine> {
        self.wait_cursor = 0;
        std::mem::take(&mut self.log)
    }

    /// The last `n` log lines, formatted for an error message.
    pub fn log_tail(&self, n: usize) -> String {
        log::tail(&self.log, n)
    }

    /// Runs frames until a log line contains `needle`, at most `max_frames` frames.
    ///
    /// Lines already logged count too, except those up to the line matched by the
    /// previous successful call (so waiting twice for the same text needs it logged
    /// twice); [`Emu::take_log`] starts the search over. Err (with the last 20 log
    /// lines) if it does not appear, or if the ROM panics first.
    pub fn wait_for_log(&mut self, needle: &str, max_frames: u32) -> Result<(), String> {
        let mut ran = 0;
        loop {
            if let Some(i) = self.log[self.wait_cursor.min(self.log.len())..]
                .iter()
                .position(|l| l.text.contains(needle))
            {
                self.wait_cursor += i + 1;
                return Ok(());
            }
            self.wait_cursor = self.log.len();
            if self.panicked().is_some() {
                let p = self.finish_panic(PANIC_GRACE_FRAMES).unwrap_or_default();
                return Err(format!(
                    "ROM panicked while waiting for {needle:?} (frame {}): {p}\nlast log lines:\n{}",
                    self.frames,
                    self.log_tail(20)
                ));
            }
            if ran >= max_frames {
                return Err(format!(
                    "{needle:?} not logged within {max_frames} frames (frame {} now)\nlast log lines:\n{}",
                    self.frames,
                    self.log_tail(20)
                ));
            }
            self.step_frame();
            ran += 1;
        }
    }

    /// The panic message once the ROM has panicked: a log line at Fatal level, or
    /// agb's panic output (`[failed]`, `... panicked at ...`).
    pub fn panicked(&self) -> Option<String> {
        self.panic.message().map(str::to_string)
    }

    /// Whether the complete panic message has arrived (agb logs the message about
    /// two frames after its `[failed]` marker).
    pub fn panic_complete(&self) -> bool {
        self.panic.is_complete()
    }

    /// If the ROM has started panicking, runs up to `max_frames` more frames until
    /// agb's complete panic message is logged; returns the panic message (None if
    /// the ROM has not panicked).
    pub fn finish_panic(&mut self, max_frames: u32) -> Option<String> {
        self.panicked()?;
        for _ in 0..max_frames {
            if self.panic.is_complete() {
                break;
            }
            self.step_frame();
        }
        self.panicked()
    }

    /// Err with the panic message and the log tail if the ROM has panicked (first
    /// running up to [`PANIC_GRACE_FRAMES`] frames to get agb's full message).
    pub fn check_no_panic(&mut self) -> Result<(), String> {
        match self.finish_panic(PANIC_GRACE_FRAMES) {
            None => Ok(()),
            Some(p) => Err(format!(
                "ROM {} panicked by frame {}: {p}\nlast log lines:\n{}",
                self.rom.display(),
                self.frames,
                self.log_tail(20)
            )),
        }
    }

    /// Frames run since loading.
    pub fn frame_count(&self) -> u64 {
        self.frames
    }

    /// Emulated CPU cycles since power-on (16.78 MHz; 280,896 per frame).
    pub fn cycles(&self) -> u64 {
        self.core.cycles()
    }

    /// The last rendered frame, 240 x 160 RGB pixels, row by row.
    pub fn screen_rgb(&self) -> Vec<[u8; 3]> {
        self.core.screen_rgb()
    }

    /// The last rendered frame as an [`Image`].
    pub fn screenshot(&self) -> Image {
        let (w, h) = self.core.dimensions();
        Image {
            width: w,
            height: h,
            pixels: self.screen_rgb(),
        }
    }

    /// Saves the last rendered frame as a PNG (parent directories are created).
    pub fn save_png(&self, path: &Path) -> Result<(), String> {
        self.screenshot().save_png(path)
    }

    /// Compares the screen with a golden PNG; at most `max_diff_pixels` may differ.
    /// On failure the screen and a diff picture are left in [`crate::out_dir`].
    pub fn compare_png(&self, golden: &Path, max_diff_pixels: usize) -> Result<(), String> {
        screen::compare_with_golden(
            &self.screenshot(),
            golden,
            max_diff_pixels,
            &crate::out_dir(),
        )
    }
}
