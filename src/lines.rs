//! The display's scanline counter as a clock: both games' computer players
//! think until a fixed number of scanlines of the frame have passed.
//!
//! VCOUNT counts 228 lines a frame, 1,232 cycles each, and wraps every frame,
//! so [`Lines`] adds the time up read by read: as long as it is read at least
//! once a frame, no wrap is missed.

/// Scanlines in a frame.
pub const FRAME_LINES: u16 = 228;

/// The display's current scanline (0–227). It advances on its own, so it is a
/// clock that needs no timer (the benchmark ROM owns timers 2 and 3).
pub fn scanline() -> u16 {
    // SAFETY: VCOUNT is a read-only I/O register.
    unsafe { (0x0400_0006 as *const u16).read_volatile() }
}

/// A stopwatch in scanlines that never wraps, as long as it is read at least
/// once a frame.
pub struct Lines {
    last: u16,
    total: u16,
}

impl Lines {
    /// Starts counting now.
    pub fn start() -> Lines {
        Lines {
            last: scanline(),
            total: 0,
        }
    }

    /// Lines since [`Lines::start`].
    pub fn read(&mut self) -> u16 {
        let now = scanline();
        self.total = self
            .total
            .saturating_add((now + FRAME_LINES - self.last) % FRAME_LINES);
        self.last = now;
        self.total
    }
}
