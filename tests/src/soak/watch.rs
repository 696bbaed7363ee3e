//! The failure checks, fed frame by frame.

use super::rng::keys_of;
use super::*;

/// The failure checks, fed frame by frame: the keys held, the ROM's log lines,
/// the screen's hash and the ROM's frame counter. Knows nothing of the emulator,
/// so the checks are tested on their own.
#[derive(Clone, Debug, Default)]
pub struct Watch {
    prev_mask: u32,
    screen_hash: Option<u64>,
    screen_changed_at: u64,
    presses_since_change: [u32; 10],
    transitions_since_change: u32,
    last_log_at: u64,
    presses_since_log: [u32; 10],
    counter_value: Option<u32>,
    counter_changed_at: u64,
    /// Most frames the counter stood still before moving on.
    pub longest_frame: u64,
}

impl Watch {
    /// The keys held this frame.
    pub fn keys(&mut self, mask: u32) {
        let fresh = mask & !self.prev_mask;
        if mask != self.prev_mask {
            self.transitions_since_change += 1;
        }
        for k in Key::ALL {
            if fresh & k.mask() != 0 {
                self.presses_since_change[k as usize] += 1;
                self.presses_since_log[k as usize] += 1;
            }
        }
        self.prev_mask = mask;
    }

    /// The ROM logged a line at frame `now`.
    pub fn log_line(&mut self, now: u64) {
        self.last_log_at = now;
        self.presses_since_log = [0; 10];
    }

    /// The screen's hash at frame `now`.
    pub fn screen(&mut self, now: u64, hash: u64) {
        if self.screen_hash != Some(hash) {
            self.screen_hash = Some(hash);
            self.screen_changed_at = now;
            self.presses_since_change = [0; 10];
            self.transitions_since_change = 0;
        }
    }

    /// Frames since the screen last changed.
    pub fn still(&self, now: u64) -> u64 {
        now - self.screen_changed_at
    }

    /// The ROM's frame counter read at frame `now`. False if it cannot be one
    /// (it went back, or on faster than the emulated frames): stop feeding it.
    pub fn counter(&mut self, now: u64, v: u32) -> bool {
        let Some(old) = self.counter_value else {
            self.counter_value = Some(v);
            self.counter_changed_at = now;
            return true;
        };
        if v == old {
            return true;
        }
        let gap = now - self.counter_changed_at;
        if v < old || u64::from(v - old) > gap {
            self.counter_value = None;
            return false;
        }
        self.longest_frame = self.longest_frame.max(gap);
        self.counter_value = Some(v);
        self.counter_changed_at = now;
        true
    }

    /// The failure at frame `now`, if any.
    pub fn verdict(&self, now: u64) -> Option<(FailKind, String)> {
        let still = self.still(now);
        let silent = now - self.last_log_at;
        // The ROM's frame counter, the screen and the log all stopped.
        if let Some(v) = self.counter_value {
            let stood = now - self.counter_changed_at;
            if stood >= HANG_FRAMES && still >= HANG_FRAMES && silent >= HANG_FRAMES {
                return Some((
                    FailKind::Hang,
                    format!(
                        "a frame never finished: the ROM's frame counter stood at {v} for {stood} \
                         frames ({:.0} s of GBA time), the screen and the log with it",
                        stood as f64 / GBA_FPS
                    ),
                ));
            }
        }
        // The screen frozen while A, B and START are pressed.
        let p = &self.presses_since_change;
        let (a, b, st) = (
            p[Key::A as usize],
            p[Key::B as usize],
            p[Key::Start as usize],
        );
        if still >= FROZEN_FRAMES
            && a >= 2
            && b >= 2
            && st >= 2
            && self.transitions_since_change >= 20
        {
            let hang = silent >= still;
            return Some((
                if hang {
                    FailKind::Hang
                } else {
                    FailKind::Frozen
                },
                format!(
                    "the screen has not changed for {still} frames ({:.0} s of GBA time) while the \
                     keys changed {} times (A pressed {a}x, B {b}x, START {st}x){}",
                    still as f64 / GBA_FPS,
                    self.transitions_since_change,
                    if hang {
                        " and the ROM logged nothing: a frame that never finishes"
                    } else {
                        ""
                    },
                ),
            ));
        }
        // No log line for minutes while A, B and START are pressed.
        let q = &self.presses_since_log;
        let (a, b, st) = (
            q[Key::A as usize],
            q[Key::B as usize],
            q[Key::Start as usize],
        );
        if silent >= STUCK_FRAMES && a >= 2 && b >= 2 && st >= 2 {
            return Some((
                FailKind::Stuck,
                format!(
                    "the ROM has logged nothing for {silent} frames ({:.0} s of GBA time) while A, \
                     B and START were pressed ({a}x, {b}x, {st}x)",
                    silent as f64 / GBA_FPS
                ),
            ));
        }
        None
    }
}

pub(super) fn mask_names(mask: u32) -> String {
    let names: Vec<&str> = keys_of(mask).iter().map(|k| k.name()).collect();
    if names.is_empty() {
        "none".into()
    } else {
        names.join("+")
    }
}

/// A cheap hash of the screen's pixels.
pub(super) fn screen_hash(emu: &Emu) -> u64 {
    let mut h = 0xCBF2_9CE4_8422_2325u64;
    for p in emu.screen_rgb() {
        let v = u32::from_le_bytes([p[0], p[1], p[2], 0]) as u64;
        h = (h ^ v).wrapping_mul(0x0000_0100_0000_01B3);
    }
    h
}
