//! Running agb's in-ROM tests (`#[test_case]` with `agb::test_runner::test_runner`).
//!
//! What agb 0.25's test runner writes to mGBA's debug log (category "GBA Debug",
//! Info level unless noted):
//!
//! 1. `Running <N> tests`
//! 2. for each test: `<full::path::of::test_fn>...`, then a write to the stub
//!    register 0x04FF_F800 (mGBA logs `Stub I/O register write: FFF800` in category
//!    "GBA I/O"), the test body, a second write to 0x04FF_F800, then `[ok]`;
//! 3. after the last test: `Tests finished successfully`.
//!
//! A failing test is a panic: `[failed]` at Error level, then the panic message at
//! Fatal level (see [`crate::log`]), and the ROM halts: later tests do not run. The
//! cycles between the two 0x04FF_F800 writes are the test's run time.

use std::path::Path;

use crate::emu::{Emu, PANIC_GRACE_FRAMES};
use crate::log::{self, LogLine, PanicTracker};

/// Line that starts the run.
pub const RUNNING_PREFIX: &str = "Running ";
/// Line after the last test.
pub const FINISHED_LINE: &str = "Tests finished successfully";
/// Line after a passing test.
pub const OK_LINE: &str = "[ok]";
/// What mGBA logs when agb marks the start or end of a test's timing.
pub const CYCLE_MARK: &str = "Stub I/O register write: FFF800";
/// Log lines quoted when a run fails.
pub const TAIL_LINES: usize = 20;

/// A test that passed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PassedTest {
    /// Full path of the test function, e.g. `tabletop_advance::tests::boots`.
    pub name: String,
    /// Emulated CPU cycles the test took (16.78 MHz), when measured.
    pub cycles: Option<u64>,
}

/// A test that panicked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FailedTest {
    /// Full path of the test function.
    pub name: String,
    /// agb's panic message (e.g. `Error: panicked at src/x.rs:1:2:\nassertion ...`).
    pub message: String,
}

/// Something that happened during a test run, in order (for live progress output).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TestEvent {
    /// `Running N tests`.
    Running(usize),
    /// A test started.
    Started(String),
    /// A test passed.
    Passed(PassedTest),
    /// A test panicked.
    Failed(FailedTest),
    /// Some other line the ROM printed.
    Output(String),
    /// `Tests finished successfully`.
    Finished,
}

/// The outcome of an in-ROM test run.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TestReport {
    /// Number of tests the ROM announced (`Running N tests`), if it did.
    pub total: Option<usize>,
    /// Tests that passed, in order.
    pub passed: Vec<PassedTest>,
    /// Tests that failed (at most one: agb stops at the first panic).
    pub failed: Vec<FailedTest>,
    /// Whether `Tests finished successfully` was logged.
    pub finished: bool,
    /// Frames run.
    pub frames: u64,
}

impl TestReport {
    /// Announced tests that neither passed nor failed (not run after a failure).
    pub fn not_run(&self) -> usize {
        self.total
            .unwrap_or(0)
            .saturating_sub(self.passed.len() + self.failed.len())
    }

    /// All tests ran and passed.
    pub fn success(&self) -> bool {
        self.finished && self.failed.is_empty()
    }

    /// The closing line: `N passed, N failed`.
    pub fn summary_line(&self) -> String {
        format!("{} passed, {} failed", self.passed.len(), self.failed.len())
    }
}

/// Turns agb test-runner log lines into [`TestEvent`]s and a [`TestReport`].
#[derive(Debug, Default)]
pub struct TestLogParser {
    report: TestReport,
    current: Option<String>,
    mark_start: Option<u64>,
    mark_cycles: Option<u64>,
    panic: PanicTracker,
    panic_reported: bool,
}

impl TestLogParser {
    /// A parser at the start of a run.
    pub fn new() -> TestLogParser {
        TestLogParser::default()
    }

    /// Feeds one log line; returns the events it caused.
    pub fn feed(&mut self, line: &LogLine) -> Vec<TestEvent> {
        let mut events = Vec::new();
        self.panic.observe(line);
        if line.category == "GBA I/O" && line.text.trim() == CYCLE_MARK {
            match self.mark_start.take() {
                None => {
                    self.mark_start = Some(line.cycle);
                    self.mark_cycles = None;
                }
                Some(start) => self.mark_cycles = Some(line.cycle.saturating_sub(start)),
            }
        }
        if line.is_from_rom() && self.panic.message().is_none() {
            let text = line.text.as_str();
            if let Some(n) = text
                .strip_prefix(RUNNING_PREFIX)
                .and_then(|r| r.strip_suffix(" tests"))
                .and_then(|n| n.trim().parse().ok())
                .filter(|_| self.report.total.is_none())
            {
                self.report.total = Some(n);
                events.push(TestEvent::Running(n));
            } else if text == FINISHED_LINE {
                self.report.finished = true;
                events.push(TestEvent::Finished);
            } else if text == OK_LINE && self.current.is_some() {
                let passed = PassedTest {
                    name: self.current.take().unwrap_or_default(),
                    cycles: self.mark_cycles.take(),
                };
                self.mark_start = None;
                self.report.passed.push(passed.clone());
                events.push(TestEvent::Passed(passed));
            } else if let Some(name) = text
                .strip_suffix("...")
                .filter(|_| self.current.is_none() && self.report.total.is_some())
            {
                self.current = Some(name.to_string());
                self.mark_start = None;
                self.mark_cycles = None;
                events.push(TestEvent::Started(name.to_string()));
            } else {
                events.push(TestEvent::Output(text.to_string()));
            }
        }
        if self.panic.is_complete() && !self.panic_reported {
            self.panic_reported = true;
            if let Some(name) = self.current.take() {
                let failed = FailedTest {
                    name,
                    message: self.panic.message().unwrap_or_default().to_string(),
                };
                self.report.failed.push(failed.clone());
                events.push(TestEvent::Failed(failed));
            }
        }
        events
    }

    /// The test running now, if any.
    pub fn current_test(&self) -> Option<&str> {
        self.current.as_deref()
    }

    /// The panic message once the ROM has panicked.
    pub fn panic_message(&self) -> Option<&str> {
        self.panic.message()
    }

    /// Whether the complete panic message has arrived.
    pub fn panic_complete(&self) -> bool {
        self.panic.is_complete()
    }

    /// The report so far.
    pub fn report(&self) -> &TestReport {
        &self.report
    }

    /// Consumes the parser, returning the report.
    pub fn into_report(self) -> TestReport {
        self.report
    }
}

/// The result of [`run_rom_tests_with`]: the report so far, and what went wrong
/// besides failing tests (timeout, panic outside a test, no test runner output).
#[derive(Debug, Clone)]
pub struct RomTestRun {
    /// Tests seen so far.
    pub report: TestReport,
    /// Set when the run did not end normally; includes the log tail.
    pub error: Option<String>,
}

/// Runs the in-ROM tests of `rom` (a .gba or a test ELF) for at most `max_frames`
/// frames. A failing test is reported in [`TestReport::failed`]; a timeout, a
/// panic outside any test, or a ROM that is not a test ROM is an Err with the last
/// 20 log lines.
pub fn run_rom_tests(rom: &Path, max_frames: u32) -> Result<TestReport, String> {
    let run = run_rom_tests_with(rom, max_frames, |_| {});
    match run.error {
        Some(e) => Err(e),
        None => Ok(run.report),
    }
}

/// Moves the new log lines of `emu` into `parser` (keeping the last few notable
/// ones in `tail`).
fn feed_new_lines(
    emu: &mut Emu,
    parser: &mut TestLogParser,
    tail: &mut Vec<LogLine>,
    on_event: &mut dyn FnMut(&TestEvent),
) {
    for line in emu.take_log() {
        for ev in parser.feed(&line) {
            on_event(&ev);
        }
        if line.is_notable() {
            tail.push(line);
        }
    }
    if tail.len() > 2 * TAIL_LINES {
        tail.drain(..tail.len() - TAIL_LINES);
    }
}

/// Like [`run_rom_tests`], calling `on_event` for every [`TestEvent`] as it happens
/// and keeping the partial report when the run fails.
pub fn run_rom_tests_with(
    rom: &Path,
    max_frames: u32,
    mut on_event: impl FnMut(&TestEvent),
) -> RomTestRun {
    let mut emu = match Emu::load(rom) {
        Ok(e) => e,
        Err(e) => {
            return RomTestRun {
                report: TestReport::default(),
                error: Some(e),
            };
        }
    };
    let mut parser = TestLogParser::new();
    let mut tail = Vec::new();
    let mut grace = 0;
    feed_new_lines(&mut emu, &mut parser, &mut tail, &mut on_event);
    let mut error = None;
    loop {
        if parser.report().finished {
            break;
        }
        if parser.panic_message().is_some() {
            if parser.panic_complete() || grace >= PANIC_GRACE_FRAMES {
                break;
            }
            grace += 1;
        } else if emu.frame_count() >= u64::from(max_frames) {
            let at = match parser.current_test() {
                Some(t) => format!("while running test {t}"),
                None if parser.report().total.is_none() => {
                    "before the ROM announced any tests (is it a test ROM built with \
                     agb's test runner?)"
                        .to_string()
                }
                None => "between tests".to_string(),
            };
            error = Some(format!(
                "in-ROM tests timed out after {max_frames} frames {at}; {} passed so far\nlast log lines:\n{}",
                parser.report().passed.len(),
                log::tail(&tail, TAIL_LINES)
            ));
            break;
        }
        emu.step_frame();
        feed_new_lines(&mut emu, &mut parser, &mut tail, &mut on_event);
    }
    let mut report = parser.report().clone();
    if error.is_none()
        && report.failed.is_empty()
        && let Some(msg) = parser.panic_message()
    {
        match parser.current_test() {
            // The message never completed: still count the test as failed.
            Some(name) => {
                let failed = FailedTest {
                    name: name.to_string(),
                    message: msg.to_string(),
                };
                on_event(&TestEvent::Failed(failed.clone()));
                report.failed.push(failed);
            }
            None => {
                error = Some(format!(
                    "ROM panicked outside any test: {msg}\nlast log lines:\n{}",
                    log::tail(&tail, TAIL_LINES)
                ));
            }
        }
    }
    report.frames = emu.frame_count();
    RomTestRun { report, error }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::log::LogLevel;

    fn rom(level: LogLevel, text: &str) -> LogLine {
        LogLine::debug(level, text)
    }

    fn mark(cycle: u64) -> LogLine {
        LogLine {
            level: LogLevel::Stub,
            category: "GBA I/O".into(),
            text: CYCLE_MARK.into(),
            cycle,
        }
    }

    fn feed_all(lines: &[LogLine]) -> (TestLogParser, Vec<TestEvent>) {
        let mut p = TestLogParser::new();
        let events = lines.iter().flat_map(|l| p.feed(l)).collect();
        (p, events)
    }

    /// A passing run as agb 0.25 logs it (written here from the runner's format).
    #[test]
    fn passing_run() {
        let (p, events) = feed_all(&[
            rom(LogLevel::Info, "booting"),
            rom(LogLevel::Info, "Running 2 tests"),
            rom(LogLevel::Info, "game::tests::first..."),
            mark(1000),
            rom(LogLevel::Info, "inside the test..."),
            mark(1500),
            rom(LogLevel::Info, "[ok]"),
            rom(LogLevel::Info, "game::tests::second..."),
            mark(2000),
            mark(2002),
            rom(LogLevel::Info, "[ok]"),
            rom(LogLevel::Info, "Tests finished successfully"),
        ]);
        let r = p.report();
        assert!(r.success());
        assert_eq!(r.total, Some(2));
        assert_eq!(r.not_run(), 0);
        assert_eq!(
            r.passed,
            vec![
                PassedTest {
                    name: "game::tests::first".into(),
                    cycles: Some(500)
                },
                PassedTest {
                    name: "game::tests::second".into(),
                    cycles: Some(2)
                },
            ]
        );
        assert_eq!(r.summary_line(), "2 passed, 0 failed");
        assert_eq!(events[0], TestEvent::Output("booting".into()));
        assert_eq!(events[1], TestEvent::Running(2));
        assert!(events.contains(&TestEvent::Output("inside the test...".into())));
        assert_eq!(events.last(), Some(&TestEvent::Finished));
    }

    #[test]
    fn failing_test_stops_the_run() {
        let (p, events) = feed_all(&[
            rom(LogLevel::Info, "Running 3 tests"),
            rom(LogLevel::Info, "game::tests::ok..."),
            mark(10),
            mark(20),
            rom(LogLevel::Info, "[ok]"),
            rom(LogLevel::Info, "game::tests::bad..."),
            mark(30),
            rom(LogLevel::Error, "[failed]"),
            rom(LogLevel::Info, "Stack trace: https://example.invalid#abc"),
            rom(
                LogLevel::Fatal,
                "Error: panicked at src/x.rs:9:5:\nassertion failed: 1 == 2",
            ),
        ]);
        let r = p.report();
        assert!(!r.success());
        assert_eq!(r.passed.len(), 1);
        assert_eq!(r.failed.len(), 1);
        assert_eq!(r.failed[0].name, "game::tests::bad");
        assert!(r.failed[0].message.contains("assertion failed: 1 == 2"));
        assert_eq!(r.not_run(), 1);
        assert_eq!(r.summary_line(), "1 passed, 1 failed");
        assert!(matches!(events.last(), Some(TestEvent::Failed(_))));
    }

    #[test]
    fn panic_before_tests_is_not_a_test_failure() {
        let (p, _) = feed_all(&[
            rom(LogLevel::Error, "[failed]"),
            rom(
                LogLevel::Fatal,
                "Error: panicked at src/main.rs:1:1:\nearly",
            ),
        ]);
        assert!(p.report().failed.is_empty());
        assert!(p.panic_message().unwrap().contains("early"));
        assert!(p.current_test().is_none());
    }

    #[test]
    fn dots_before_running_line_are_output() {
        let (p, events) = feed_all(&[rom(LogLevel::Info, "loading...")]);
        assert!(p.current_test().is_none());
        assert_eq!(events, vec![TestEvent::Output("loading...".into())]);
    }
}
