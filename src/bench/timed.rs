//! The one timing probe every game's benchmark plays its demo games with:
//! each frame's cycles from one commit to the next (against the budget), the
//! frames each computer decision keeps the player waiting, and a line about
//! every slow frame (what the update, the save's flush and the text cost).

use agb::timer::Timer;

use super::{FRAME_CYCLES, FrameStats, Waits, read, start};
use crate::screen::{Ended, Mark, Probe};
use crate::turn::{Front, Turn};

/// Times a game on the turn driver as [`crate::screen::run`] plays it.
pub struct Timed<'t, F: Front> {
    low: &'t mut Timer,
    high: &'t mut Timer,
    /// Every frame's cycles so far.
    pub sample: FrameStats,
    /// The frames of every decision so far.
    pub waits: Waits,
    frames: u32,
    cap: u32,
    slow: u32,
    decision: u32,
    /// Cycles of this frame's update (logic), of its flush and text, and of
    /// the save's flush alone.
    logic: u32,
    begin: u32,
    flush_text: u32,
    flush: u32,
    /// What a slow frame's line says of the game (its phase, its round).
    about: fn(&Turn<F>) -> alloc::string::String,
    /// Logs a decision once made (its cycles are left out of the frame's).
    decided: Option<fn(&Turn<F>)>,
    reported: u32,
    paused: u32,
    /// Frames since a guided game's script ran out and its events were
    /// all shown (a guided game that is a part of a whole one stops a
    /// while after; one that ends with its script shows its last events,
    /// at a guided game's half speed, to its end first).
    after_script: u32,
}

/// Frames a guided game plays on once its script ran out and its last
/// events were shown (then the bench stops: nobody is at the keys for what
/// follows). Frames that show events are not counted: Hero's guided game
/// ends with its script, and its last shot's events, at half speed, took
/// more than 900 frames (the bench stopped it short: `ended=false`).
const AFTER_SCRIPT: u32 = 900;

impl<'t, F: Front> Timed<'t, F> {
    /// A probe on the two cascaded timers; `about` says what a slow frame
    /// was doing.
    pub fn new(
        low: &'t mut Timer,
        high: &'t mut Timer,
        about: fn(&Turn<F>) -> alloc::string::String,
    ) -> Self {
        Timed {
            low,
            high,
            sample: FrameStats::new(),
            waits: Waits::new(),
            frames: 0,
            cap: 0,
            slow: 0,
            decision: 0,
            logic: 0,
            begin: 0,
            flush_text: 0,
            flush: 0,
            about,
            decided: None,
            reported: 0,
            paused: 0,
            after_script: 0,
        }
    }

    /// Logs each decision once it is made, through `report`.
    pub fn reporting(mut self, report: fn(&Turn<F>)) -> Self {
        self.decided = Some(report);
        self
    }

    /// Frames of the last game played.
    pub fn frames(&self) -> u32 {
        self.frames
    }

    /// Plays `play` through the screen loop to its end or `cap` frames.
    pub fn play(&mut self, app: &mut crate::app::App, play: &mut Turn<F>, cap: u32) -> Ended {
        self.frames = 0;
        self.cap = cap;
        self.decision = 0;
        self.reported = 0;
        self.after_script = 0;
        start(self.low, self.high);
        let ended = crate::screen::run(app, play, self);
        self.waits.end();
        ended
    }
}

impl<F: Front> Probe<Turn<F>> for Timed<'_, F> {
    fn mark(&mut self, at: Mark, play: &Turn<F>) {
        let now = read(self.low, self.high);
        match at {
            Mark::Begin => self.begin = now,
            Mark::Flushed => self.flush = now - self.begin,
            Mark::Prepared => self.flush_text = now - self.begin,
            Mark::Updating => self.begin = now,
            Mark::Drawn if self.frames > 0 => {
                let now = now - core::mem::take(&mut self.paused);
                self.sample.add(now);
                if now > FRAME_CYCLES && (self.slow < 8 || now > 2 * FRAME_CYCLES) {
                    self.slow += 1;
                    agb::println!(
                        "info {}-slow-frame cycles={} logic={} flush_and_text={} flush={} frame={} thinking={} slice_lines={} {}",
                        F::NAME,
                        now,
                        self.logic,
                        self.flush_text,
                        self.flush,
                        self.frames,
                        play.is_thinking(),
                        play.slice_lines(),
                        (self.about)(play)
                    );
                }
            }
            Mark::Committed => start(self.low, self.high),
            Mark::Updated => {
                self.logic = now - self.begin;
                if play.guide_left() == Some(0) && !play.is_showing() {
                    self.after_script += 1;
                }
                if play.decisions != self.decision {
                    self.waits.end();
                    self.decision = play.decisions;
                }
                self.waits.frame(play.is_deciding(), play.is_thinking());
                if let Some(report) = self.decided
                    && play.bot().is_some_and(|b| b.decided())
                    && self.reported != play.decisions
                {
                    self.reported = play.decisions;
                    report(play);
                    self.paused += read(self.low, self.high) - now;
                }
            }
            _ => {}
        }
    }

    fn stop(&mut self) -> bool {
        self.frames += 1;
        self.frames >= self.cap || self.after_script > AFTER_SCRIPT
    }
}

/// Times `play`, a guided game ("Learn to play"), with nobody at the keys:
/// the script plays the child's steps too, at the computer's pace, through
/// the real front (the hand, the sentences, the events at half speed), to
/// the game's end, a while after the script ran out, or `cap` frames. Logs `info <game>-guided` with its frames,
/// whether it ended and the steps left unplayed; returns the frames' cycle
/// counts.
pub fn guided<F: Front>(
    app: &mut crate::app::App,
    low: &mut Timer,
    high: &mut Timer,
    play: &mut Turn<F>,
    cap: u32,
) -> FrameStats {
    play.unattended();
    let mut timed = Timed::new(low, high, |_: &Turn<F>| {
        alloc::string::String::from("guided")
    });
    let ended = timed.play(app, play, cap);
    agb::println!(
        "info {}-guided frames={} ended={} steps_left={} worst_cycles={} over_budget={}",
        F::NAME,
        timed.frames(),
        ended == Ended::Over,
        play.guide_left().unwrap_or(0),
        timed.sample.worst,
        timed.sample.over_budget
    );
    timed.sample
}
