//! Raw bindings to the C shim (`shim/mgba_shim.c`) and a thin owning wrapper.
//!
//! Only this module contains `unsafe`. The shim exposes a flat API, so no mGBA struct
//! layout is mirrored here.

use std::ffi::{CStr, c_char, c_int, c_uint, c_void};

use crate::log::{LogLevel, LogLine};

#[repr(C)]
struct Shim {
    _private: [u8; 0],
}

type LogFn = unsafe extern "C" fn(
    ctx: *mut c_void,
    category: *const c_char,
    level: c_int,
    text: *const c_char,
    cycle: u64,
);

unsafe extern "C" {
    fn shim_new(
        data: *const u8,
        size: usize,
        log_cb: Option<LogFn>,
        log_ctx: *mut c_void,
        err: *mut c_char,
        errlen: usize,
    ) -> *mut Shim;
    fn shim_free(s: *mut Shim);
    fn shim_reset(s: *mut Shim);
    fn shim_run_frame(s: *mut Shim);
    fn shim_set_keys(s: *mut Shim, keys: u32);
    fn shim_read8(s: *mut Shim, addr: u32) -> u32;
    fn shim_read16(s: *mut Shim, addr: u32) -> u32;
    fn shim_read32(s: *mut Shim, addr: u32) -> u32;
    fn shim_cycles(s: *mut Shim) -> u64;
    fn shim_width(s: *mut Shim) -> c_uint;
    fn shim_height(s: *mut Shim) -> c_uint;
    fn shim_screen_rgb(s: *mut Shim, out: *mut u8);
    fn shim_sram_read(s: *mut Shim, out: *mut u8, len: usize);
    fn shim_sram_write(s: *mut Shim, data: *const u8, len: usize);
    fn shim_step(s: *mut Shim);
}

/// Log lines collected by the C callback until the owner drains them.
type Sink = Vec<LogLine>;

unsafe extern "C" fn log_callback(
    ctx: *mut c_void,
    category: *const c_char,
    level: c_int,
    text: *const c_char,
    cycle: u64,
) {
    // Must not unwind into C: everything here is infallible apart from allocation.
    let sink = unsafe { &mut *(ctx as *mut Sink) };
    let category = unsafe { CStr::from_ptr(category) }
        .to_string_lossy()
        .into_owned();
    let text = unsafe { CStr::from_ptr(text) }
        .to_string_lossy()
        .into_owned();
    sink.push(LogLine {
        level: LogLevel::from_mgba(level),
        category,
        text,
        cycle,
    });
}

/// One mGBA GBA core with its log sink. Dropping it frees the core.
pub(crate) struct Core {
    shim: *mut Shim,
    sink: *mut Sink,
}

impl Core {
    /// Creates a core running `image` (a .gba image or an ELF mGBA accepts).
    pub(crate) fn new(image: &[u8]) -> Result<Core, String> {
        let sink: *mut Sink = Box::into_raw(Box::default());
        let mut err = [0 as c_char; 512];
        // SAFETY: `image` is valid for its length (the shim copies it); `sink` stays
        // alive until `Drop`, and is only touched by the callback during calls into
        // the shim on this thread.
        let shim = unsafe {
            shim_new(
                image.as_ptr(),
                image.len(),
                Some(log_callback),
                sink as *mut c_void,
                err.as_mut_ptr(),
                err.len(),
            )
        };
        if shim.is_null() {
            // SAFETY: the shim NUL-terminates `err`; sink came from Box::into_raw.
            let msg = unsafe { CStr::from_ptr(err.as_ptr()) }
                .to_string_lossy()
                .into_owned();
            drop(unsafe { Box::from_raw(sink) });
            return Err(msg);
        }
        Ok(Core { shim, sink })
    }

    /// Removes and returns the log lines produced since the last call.
    pub(crate) fn drain_log(&mut self) -> Vec<LogLine> {
        // SAFETY: no call into the shim is in progress (we hold &mut self).
        std::mem::take(unsafe { &mut *self.sink })
    }

    /// Resets the console (the ROM stays loaded).
    pub(crate) fn reset(&mut self) {
        unsafe { shim_reset(self.shim) }
    }

    /// Runs exactly one video frame.
    /// The cartridge's SRAM, `len` bytes from its start.
    pub(crate) fn sram(&mut self, len: usize) -> Vec<u8> {
        let mut out = vec![0u8; len];
        unsafe { shim_sram_read(self.shim, out.as_mut_ptr(), len) };
        out
    }

    /// Writes `data` into the cartridge's SRAM from its start.
    pub(crate) fn set_sram(&mut self, data: &[u8]) {
        unsafe { shim_sram_write(self.shim, data.as_ptr(), data.len()) };
    }

    /// Runs one CPU instruction.
    pub(crate) fn step(&mut self) {
        unsafe { shim_step(self.shim) };
    }

    pub(crate) fn run_frame(&mut self) {
        unsafe { shim_run_frame(self.shim) }
    }

    /// Sets the pressed-key mask (bit 0 = A ... bit 9 = L).
    pub(crate) fn set_keys(&mut self, mask: u32) {
        unsafe { shim_set_keys(self.shim, mask) }
    }

    /// Reads a byte through the CPU bus (no side effects on I/O reads are guaranteed).
    pub(crate) fn read8(&mut self, addr: u32) -> u8 {
        unsafe { shim_read8(self.shim, addr) as u8 }
    }

    /// Reads a halfword through the CPU bus.
    pub(crate) fn read16(&mut self, addr: u32) -> u16 {
        unsafe { shim_read16(self.shim, addr) as u16 }
    }

    /// Reads a word through the CPU bus.
    pub(crate) fn read32(&mut self, addr: u32) -> u32 {
        unsafe { shim_read32(self.shim, addr) }
    }

    /// Emulated CPU cycles since power-on (16.78 MHz clock).
    pub(crate) fn cycles(&self) -> u64 {
        unsafe { shim_cycles(self.shim) }
    }

    /// Screen size in pixels.
    pub(crate) fn dimensions(&self) -> (usize, usize) {
        unsafe {
            (
                shim_width(self.shim) as usize,
                shim_height(self.shim) as usize,
            )
        }
    }

    /// The last rendered frame as RGB triples, row-major.
    pub(crate) fn screen_rgb(&self) -> Vec<[u8; 3]> {
        let (w, h) = self.dimensions();
        let mut buf = vec![0u8; w * h * 3];
        // SAFETY: `buf` holds width * height * 3 bytes as the shim requires.
        unsafe { shim_screen_rgb(self.shim, buf.as_mut_ptr()) };
        buf.chunks_exact(3).map(|c| [c[0], c[1], c[2]]).collect()
    }
}

impl Drop for Core {
    fn drop(&mut self) {
        // SAFETY: both pointers were created in `new` and are freed once.
        unsafe {
            shim_free(self.shim);
            drop(Box::from_raw(self.sink));
        }
    }
}

// The core is only ever driven from the thread that currently owns it, and the shim
// routes log messages by thread, so moving it between threads is fine.
unsafe impl Send for Core {}
