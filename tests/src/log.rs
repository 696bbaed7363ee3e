//! mGBA log lines and the recognition of agb's panic output.
//!
//! agb's `println!` writes the text into mGBA's debug string registers
//! (0x04FF_F600..) and then the level into 0x04FF_F700; mGBA logs it under the
//! category [`GBA_DEBUG`] at that level (`println!` is Info, `eprintln!` Error).
//!
//! agb 0.25's panic handler (with the default `testing` + `backtrace` features) logs
//! `[failed]` at Error level, then `Stack trace: <url>` at Info level, then, about
//! two frames later, `Error: panicked at <file>:<line>:<col>:\n<message>` at Fatal
//! level. Without the `backtrace` feature it logs `[failed]` and then
//! `panicked at ...` at Fatal level. A debug message holds at most 256 bytes; agb
//! sends longer messages in 256-byte pieces, all but the last at Info level.

use std::fmt;

/// mGBA's log category for text a ROM writes through the debug registers
/// (`agb::println!`, the test runner, the panic handler).
pub const GBA_DEBUG: &str = "GBA Debug";

/// Severity of a log line (mGBA's `enum mLogLevel`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LogLevel {
    /// `mLOG_FATAL`: agb's panic message.
    Fatal,
    /// `mLOG_ERROR`: `agb::eprintln!`, agb's `[failed]` marker.
    Error,
    /// `mLOG_WARN`.
    Warn,
    /// `mLOG_INFO`: `agb::println!`.
    Info,
    /// `mLOG_DEBUG`.
    Debug,
    /// `mLOG_STUB`: e.g. writes to unimplemented I/O registers.
    Stub,
    /// `mLOG_GAME_ERROR`: the game did something invalid (bad memory access ...).
    GameError,
    /// Any other value.
    Other(i32),
}

impl LogLevel {
    /// Converts mGBA's level bit to a [`LogLevel`].
    pub fn from_mgba(level: i32) -> LogLevel {
        match level {
            0x01 => LogLevel::Fatal,
            0x02 => LogLevel::Error,
            0x04 => LogLevel::Warn,
            0x08 => LogLevel::Info,
            0x10 => LogLevel::Debug,
            0x20 => LogLevel::Stub,
            0x40 => LogLevel::GameError,
            other => LogLevel::Other(other),
        }
    }
}

impl fmt::Display for LogLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LogLevel::Fatal => f.write_str("FATAL"),
            LogLevel::Error => f.write_str("ERROR"),
            LogLevel::Warn => f.write_str("WARN"),
            LogLevel::Info => f.write_str("INFO"),
            LogLevel::Debug => f.write_str("DEBUG"),
            LogLevel::Stub => f.write_str("STUB"),
            LogLevel::GameError => f.write_str("GAME_ERROR"),
            LogLevel::Other(n) => write!(f, "LEVEL{n:#x}"),
        }
    }
}

/// One message from mGBA's logger.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogLine {
    /// Severity.
    pub level: LogLevel,
    /// mGBA log category name, e.g. [`GBA_DEBUG`] or `"GBA I/O"`.
    pub category: String,
    /// The message (may contain newlines, e.g. a panic message).
    pub text: String,
    /// Emulated CPU cycle count when the message was logged.
    pub cycle: u64,
}

impl LogLine {
    /// A line in category [`GBA_DEBUG`] (what the ROM itself printed).
    pub fn debug(level: LogLevel, text: &str) -> LogLine {
        LogLine {
            level,
            category: GBA_DEBUG.to_string(),
            text: text.to_string(),
            cycle: 0,
        }
    }

    /// Whether the ROM printed this line (category [`GBA_DEBUG`]).
    pub fn is_from_rom(&self) -> bool {
        self.category == GBA_DEBUG
    }
}

impl fmt::Display for LogLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{}] {}: {}", self.level, self.category, self.text)
    }
}

/// agb's panic-handler marker line (Error level), logged before the message.
pub const FAILED_MARKER: &str = "[failed]";

/// Tracks panic output across log lines (see the module docs for agb's format).
#[derive(Debug, Clone, Default)]
pub struct PanicTracker {
    message: Option<String>,
    /// The message so far is complete (a Fatal line was seen).
    complete: bool,
    /// The last ROM line, when it looked like the start of a split panic message.
    pending_piece: Option<String>,
}

impl PanicTracker {
    /// Feeds one log line.
    pub fn observe(&mut self, line: &LogLine) {
        let fatal = line.level == LogLevel::Fatal;
        let mentions_panic = line.text.contains("panicked at");
        if !line.is_from_rom() && !fatal {
            return;
        }
        if fatal {
            let mut text = line.text.clone();
            if let Some(piece) = self.pending_piece.take() {
                text = piece + &text;
            }
            if !self.complete {
                self.message = Some(text);
                self.complete = true;
            }
            return;
        }
        if mentions_panic {
            // A non-fatal piece of a long panic message; the Fatal rest follows.
            self.pending_piece = Some(line.text.clone());
            if self.message.is_none() {
                self.message = Some(line.text.clone());
            }
            return;
        }
        if let Some(piece) = self.pending_piece.as_mut()
            && line.level == LogLevel::Info
            && piece.len() % 256 == 0
        {
            piece.push_str(&line.text);
            return;
        }
        self.pending_piece = None;
        if line.text == FAILED_MARKER && line.level == LogLevel::Error && self.message.is_none() {
            self.message = Some("[failed] (agb's panic handler started)".to_string());
        }
    }

    /// The panic message, once agb's panic output has started.
    pub fn message(&self) -> Option<&str> {
        self.message.as_deref()
    }

    /// Whether the final (Fatal) panic line has arrived.
    pub fn is_complete(&self) -> bool {
        self.complete
    }
}

impl LogLine {
    /// Whether the line matters when explaining a failure: anything the ROM printed,
    /// and mGBA's own messages except Debug/Stub chatter (BIOS calls, stub I/O)
    /// and the DMA notices the sound mixer causes every frame.
    pub fn is_notable(&self) -> bool {
        self.is_from_rom()
            || !(matches!(self.level, LogLevel::Debug | LogLevel::Stub)
                || self.category == "GBA DMA")
    }
}

/// The value of `key` in a typed log line (`sandford: event wave-arrives wave=1
/// angle=40 ...`; the format is `tabletop_core::contract::log`'s, described in
/// docs/testing.md), or `None` when the line has no such field.
pub fn field<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    line.split(' ')
        .find_map(|w| w.split_once('=').filter(|(k, _)| *k == key).map(|(_, v)| v))
}

/// Formats the last `n` notable lines of `lines` (see [`LogLine::is_notable`]), one
/// per line, for error messages.
pub fn tail(lines: &[LogLine], n: usize) -> String {
    let notable: Vec<&LogLine> = lines.iter().filter(|l| l.is_notable()).collect();
    let start = notable.len().saturating_sub(n);
    let mut out = String::new();
    if start > 0 {
        out.push_str("  ... (earlier lines omitted)\n");
    }
    for line in &notable[start..] {
        out.push_str("  ");
        out.push_str(&line.to_string().replace('\n', "\n    "));
        out.push('\n');
    }
    if notable.is_empty() {
        out.push_str("  (no ROM output in the log)\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_map_from_mgba_bits() {
        assert_eq!(LogLevel::from_mgba(1), LogLevel::Fatal);
        assert_eq!(LogLevel::from_mgba(8), LogLevel::Info);
        assert_eq!(LogLevel::from_mgba(0x40), LogLevel::GameError);
        assert_eq!(LogLevel::from_mgba(3), LogLevel::Other(3));
    }

    #[test]
    fn backtrace_panic_sequence_is_recognised() {
        let mut t = PanicTracker::default();
        t.observe(&LogLine::debug(LogLevel::Info, "hello"));
        assert!(t.message().is_none());
        t.observe(&LogLine::debug(LogLevel::Error, "[failed]"));
        assert!(t.message().unwrap().contains("[failed]"));
        assert!(!t.is_complete());
        t.observe(&LogLine::debug(
            LogLevel::Info,
            "Stack trace: https://x#abc",
        ));
        t.observe(&LogLine::debug(
            LogLevel::Fatal,
            "Error: panicked at src/main.rs:3:5:\nboom",
        ));
        assert!(t.is_complete());
        assert_eq!(
            t.message(),
            Some("Error: panicked at src/main.rs:3:5:\nboom")
        );
    }

    #[test]
    fn split_long_panic_is_joined() {
        let mut t = PanicTracker::default();
        let first = format!("Error: panicked at src/a.rs:1:1:\n{}", "x".repeat(223));
        assert_eq!(first.len(), 256);
        t.observe(&LogLine::debug(LogLevel::Info, &first));
        t.observe(&LogLine::debug(LogLevel::Fatal, "tail"));
        assert_eq!(t.message(), Some(format!("{first}tail").as_str()));
    }

    #[test]
    fn plain_println_is_not_a_panic() {
        let mut t = PanicTracker::default();
        t.observe(&LogLine::debug(LogLevel::Error, "eprintln text"));
        let mut other = LogLine::debug(LogLevel::Error, "[failed]");
        other.category = "GBA I/O".into();
        t.observe(&other);
        assert!(t.message().is_none());
    }

    #[test]
    fn tail_limits_lines() {
        let lines: Vec<_> = (0..30)
            .map(|i| LogLine::debug(LogLevel::Info, &format!("l{i}")))
            .collect();
        let s = tail(&lines, 20);
        assert!(s.contains("earlier lines omitted"));
        assert!(s.contains("l29") && s.contains("l10") && !s.contains("l9\n"));
        let mut stub = LogLine::debug(LogLevel::Stub, "Stub I/O register write: FFF800");
        stub.category = "GBA I/O".into();
        assert!(!tail(&[stub], 5).contains("FFF800"));
    }
}
