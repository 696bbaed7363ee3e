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

/// The line of the frame's work (as [`crate::think::frame_line`]: 0 at the
/// vertical blank) that goes on counting past the frame's end instead of
/// starting again at 0, so a piece of work that ran over the frame is seen
/// to have (read it at least once a frame).
pub struct FrameLine {
    begun: u16,
    lines: Lines,
}

impl FrameLine {
    /// Counts from the frame line now.
    pub fn start() -> FrameLine {
        FrameLine {
            begun: crate::think::frame_line(),
            lines: Lines::start(),
        }
    }

    /// The frame line now, past 227 once the frame's time is spent.
    pub fn now(&mut self) -> u16 {
        self.begun.saturating_add(self.lines.read())
    }
}

#[cfg(test)]
mod tests {
    use super::{FRAME_LINES, FrameLine, scanline};

    #[test_case]
    fn work_past_the_frames_end_reads_past_its_last_line(_gba: &mut agb::Gba) {
        let mut at = FrameLine::start();
        let first = at.now();
        // Wait a frame and 20 lines, reading as the work would.
        let mut waited = 0u16;
        let mut last = scanline();
        while waited < FRAME_LINES + 20 {
            let now = scanline();
            waited += (now + FRAME_LINES - last) % FRAME_LINES;
            last = now;
            at.now();
        }
        let after = at.now();
        assert!(after >= first + FRAME_LINES + 20, "{first} then {after}");
        assert!(after >= FRAME_LINES, "{after} is past the frame");
    }
}
