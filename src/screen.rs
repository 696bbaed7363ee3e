//! The one screen loop every game's play screen runs, and the benchmark runs
//! too: prepare (HUD text), draw, commit, read the buttons, pause on START,
//! update. The benchmark watches the same loop through a [`Probe`], so it
//! measures what the player runs, not a copy.

use agb::display::GraphicsFrame;
use agb::input::Button;

use crate::app::App;
use crate::pause::{Pause, pause};
use crate::text::Canvas;

/// A game's play screen, as the loop drives it.
pub trait Screen {
    /// The name in the log (`scene: <name> pause`, help).
    const NAME: &'static str;
    /// The game's help pages (the pause menu shows them).
    const HELP: &'static [&'static str];
    /// Work on the shared text layer before the frame is drawn (HUD strips).
    fn prepare(&mut self, _app: &mut App) {}
    /// Puts the frame's backgrounds and sprites on `frame`; `text` is the
    /// shared text layer, to show at the game's place among its layers.
    fn draw(&mut self, frame: &mut GraphicsFrame, text: &Canvas);
    /// The frame was committed: the frame's work clock starts again.
    fn committed(&mut self) {}
    /// Back from the pause menu (which used the text layer): redraw.
    fn resumed(&mut self, app: &mut App);
    /// Nothing is being shown (no animation, no event waiting): a frame where
    /// the save of the last action is written ([`crate::save::flush`]).
    fn quiet(&self) -> bool {
        true
    }
    /// One frame of logic; true once the game is over and shown.
    fn update(&mut self, app: &mut App) -> bool;
}

/// Where in a frame the loop is, for a [`Probe`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mark {
    /// The frame's work begins (before the save's flush and `prepare`).
    Begin,
    /// The last action's save is written (when the frame is quiet).
    Flushed,
    /// `prepare` is done; drawing begins.
    Prepared,
    /// Drawn, about to commit.
    Drawn,
    /// Committed (the display shows it from the next vertical blank).
    Committed,
    /// `update` is about to run.
    Updating,
    /// `update` is done.
    Updated,
}

/// Watches the loop (the benchmark times it); play uses [`NoProbe`].
pub trait Probe<S> {
    /// Called at each mark with the screen.
    fn mark(&mut self, at: Mark, screen: &S);
    /// Whether to stop now (the benchmark's frame limit).
    fn stop(&mut self) -> bool {
        false
    }
}

/// The probe of a game being played: nothing watches.
pub struct NoProbe;

impl<S> Probe<S> for NoProbe {
    fn mark(&mut self, _: Mark, _: &S) {}
}

/// How the loop ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ended {
    /// The game is over (and its last frame shown).
    Over,
    /// The player quit from the pause menu.
    Quit,
    /// The probe stopped it.
    Stopped,
}

/// Runs `screen` until the game is over, the player quits, or the probe stops.
pub fn run<S: Screen>(app: &mut App, screen: &mut S, probe: &mut impl Probe<S>) -> Ended {
    loop {
        probe.mark(Mark::Begin, screen);
        // The last action's save, written at the start of a quiet frame's work
        // (never in the frame that applied it, nor while an animation plays).
        if screen.quiet() {
            crate::save::flush(app);
        }
        probe.mark(Mark::Flushed, screen);
        prepare(screen, app);
        probe.mark(Mark::Prepared, screen);
        let mut frame = app.gfx.frame();
        draw(screen, &mut frame, &app.text);
        probe.mark(Mark::Drawn, screen);
        frame.commit();
        screen.committed();
        probe.mark(Mark::Committed, screen);
        app.next_frame();
        if probe.stop() {
            return Ended::Stopped;
        }
        if app.input.is_just_pressed(Button::Start) {
            if let Pause::Quit = pause(app, S::NAME, S::HELP) {
                crate::save::flush(app);
                app.stack.log(S::NAME);
                return Ended::Quit;
            }
            screen.resumed(app);
            screen.committed();
            continue;
        }
        probe.mark(Mark::Updating, screen);
        let over = update(screen, app);
        probe.mark(Mark::Updated, screen);
        if over {
            app.stack.log(S::NAME);
            return Ended::Over;
        }
    }
}

// The screen's three parts each get a stack frame of their own, popped before
// the next: inlined into the loop, their locals would all sit in the loop's
// frame at once, under the deepest call of each (the computer's thinking, the
// rules' move search), and the stack would run into the heap.

#[inline(never)]
fn prepare<S: Screen>(screen: &mut S, app: &mut App) {
    screen.prepare(app);
}

#[inline(never)]
fn draw<S: Screen>(screen: &mut S, frame: &mut GraphicsFrame, text: &Canvas) {
    screen.draw(frame, text);
}

#[inline(never)]
fn update<S: Screen>(screen: &mut S, app: &mut App) -> bool {
    screen.update(app)
}
