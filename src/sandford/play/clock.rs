//! The shared hourglass (the paper's two-minute sand timer, shared by all
//! the heroes): it runs down while a person chooses. In its last twenty
//! seconds the line under the map shows hourglasses, one for each five
//! seconds left, and the clock ticks; when it runs out, "Time is up!" and
//! what comes next stay on screen, the menu closed, for three seconds
//! before the heroes' turn ends (the playtest: it flashed for half a
//! second, and nothing had warned of it).

use alloc::format;
use alloc::string::String;

use tabletop_core::sandford::{Action, Game, Phase};

use super::super::words;
use super::Village;
use crate::app::App;
use crate::audio::Sfx;
use crate::icons::ROUNDS;
use crate::turn::Input;

/// The hourglass: two minutes of frames.
pub(super) const HOURGLASS: u32 = 120 * 60;
/// Frames of sand each small hourglass of the hurry line stands for.
const GLASS: u32 = 5 * 60;
/// The hurry line's frames: the last twenty seconds (four hourglasses).
pub(super) const HURRY_FRAMES: u32 = 4 * GLASS;
/// Frames "Time is up!" stays before the turn ends: three seconds.
pub(super) const TIME_UP_FRAMES: u32 = 180;

impl Village {
    /// The hourglass runs in this phase (a heroes' turn, when it is on).
    pub(super) fn timed(&self, game: &Game) -> bool {
        self.settings.timer
            && matches!(
                game.phase(),
                Phase::HeroesArrive | Phase::Defend | Phase::Repair
            )
    }

    /// One frame of a person's choosing runs the hourglass down; in its
    /// last seconds the clock ticks each five. True once it ran out: the
    /// words are up and the menu closed ([`Village::time_up_input`] then
    /// ends the turn once they were read).
    pub(super) fn run_down(&mut self, app: &mut App, game: &Game) -> bool {
        if !self.settings.timer {
            return false;
        }
        // Looking around is no one's go: the sand waits (the playtest: it
        // ran while a child looked).
        let looking = self.ui.as_ref().is_some_and(|ui| ui.looking());
        if looking != self.looking {
            self.looking = looking;
            let what = if looking { "paused" } else { "going" };
            self.log_clock(what);
        }
        if looking {
            return false;
        }
        self.timer = self.timer.saturating_sub(1);
        if self.timer > 0 {
            if self.timer <= HURRY_FRAMES && self.timer.is_multiple_of(GLASS) {
                agb::println!("sandford: hourglass hurry seconds={}", self.timer / 60);
                app.sfx(Sfx::Step);
            }
            return false;
        }
        let say = words::time_up(game.phase());
        agb::println!("sandford: time up");
        agb::println!("sandford: time up says {}", say);
        app.sfx(Sfx::Error);
        self.message = String::from(say);
        self.refused = false;
        self.stale = self.ui.take();
        self.time_up = TIME_UP_FRAMES;
        true
    }

    /// Logs the hourglass's seconds at a moment (`what`: "hand-over",
    /// "taken", "paused", "going"), for the tests.
    pub(super) fn log_clock(&self, what: &str) {
        if self.settings.timer {
            agb::println!(
                "sandford: hourglass {} seconds={}",
                what,
                self.timer.div_ceil(60)
            );
        }
    }

    /// While "Time is up!" is read: nothing (keys are not taken), then the
    /// end of the heroes' turn.
    pub(super) fn time_up_input(&mut self) -> Option<Input<Action>> {
        if self.time_up == 0 {
            return None;
        }
        self.time_up -= 1;
        if self.time_up > 0 {
            return Some(Input::Nothing);
        }
        agb::println!("sandford: time up ends the turn");
        Some(Input::Play(Action::EndTurn))
    }

    /// The top strip's clock, " 1:59" (red from fifteen seconds), while
    /// the hourglass runs.
    pub(super) fn clock_text(&self, game: &Game) -> Option<String> {
        if !self.timed(game) {
            return None;
        }
        let s = self.timer.div_ceil(60);
        let ink = if s <= 15 { "{6}" } else { "{4}" };
        Some(format!(" {ink}{}:{:02}", s / 60, s % 60))
    }

    /// The hurry line under the map in the hourglass's last seconds, while
    /// a person chooses: a red hourglass for each five seconds left, then
    /// "Hurry!" (a picture first: fewer hourglasses, less time).
    pub(super) fn hurry_line(&self, game: &Game) -> Option<String> {
        let choosing = self.ui.is_some() && self.showing.is_none();
        if !choosing || !self.timed(game) || self.time_up > 0 || self.timer > HURRY_FRAMES {
            return None;
        }
        let glasses: String = (0..self.timer.div_ceil(GLASS)).map(|_| ROUNDS).collect();
        Some(format!("{{6}}{glasses}{}", words::HURRY))
    }
}
