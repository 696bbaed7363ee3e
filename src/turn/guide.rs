//! The turn driver's guided mode ("Learn to play"): a game played from a
//! script ([`Script`]). The child's step is pointed at ([`Front::guide`]:
//! a hand on the piece or the line, and the step's sentence); the asked
//! choice is played, any other gets a gentle word and costs nothing. The
//! computer's and the automatic steps are the script's, played at the
//! computer's pace. Nothing of a guided game is saved or counted in the
//! records. Once the script has run out, the game plays on as any other.

use agb::input::Button;
use tabletop_core::contract::Typed;
use tabletop_core::contract::guide::{By, Progress, Script, Step};

use super::{AI_PAUSE, ActionOf, Front, Turn};
use crate::app::App;
use crate::audio::Sfx;

/// A guided game: its script and the next step.
pub struct Guided<G: tabletop_core::contract::Rules + 'static> {
    script: &'static Script<G>,
    at: Progress,
}

/// The gentle word for a choice that is not the one asked for.
pub const NOT_THAT: &str = "Not that one! Follow the pink.";
/// What SELECT (a hint) says in a guided game: the hand is the hint.
pub const THE_HAND: &str = "The hand shows you what to do.";

impl<F: Front> Turn<F> {
    /// Plays this game by `script` (its game must be `script.start()`).
    pub fn guided(&mut self, script: &'static Script<F::Game>) {
        agb::println!("{}: guide begins steps={}", F::NAME, script.steps.len());
        self.guide = Some(Guided {
            script,
            at: Progress::default(),
        });
    }

    /// The script plays the child's steps as well, at the computer's pace:
    /// the bench times a guided game with nobody at the keys.
    #[cfg(feature = "bench")]
    pub fn unattended(&mut self) {
        self.alone = true;
    }

    /// The steps of the script not yet played; `None` for a game that is
    /// not guided.
    #[cfg_attr(not(feature = "bench"), allow(dead_code))]
    pub fn guide_left(&self) -> Option<usize> {
        let g = self.guide.as_ref()?;
        Some(g.script.steps.len().saturating_sub(g.at.next))
    }

    /// The script's next step, if any is left.
    fn step(&self) -> Option<Step<ActionOf<F>>> {
        let g = self.guide.as_ref()?;
        g.at.step(g.script)
    }

    /// A guided game with no choice of the child's left: its last words
    /// (and the script's last automatic steps) are all that remain, and A
    /// goes on past them to "Now play a real game!".
    pub(super) fn guide_over(&self) -> bool {
        self.guide.as_ref().is_some_and(|g| {
            g.script
                .steps
                .get(g.at.next..)
                .is_none_or(|rest| rest.iter().all(|s| s.by != By::Child))
        })
    }

    /// The next step is the child's.
    pub(super) fn child_step(&self) -> bool {
        self.step().is_some_and(|s| s.by == By::Child)
    }

    /// The script plays the decision at hand: a step is left, and it is
    /// not a child's choice at a person's seat (a front may give a person's
    /// seat to the computer for a question, as Rush's cube questions), or
    /// nobody is at the keys (the bench's `unattended`).
    pub(super) fn scripted(&self, person: bool) -> bool {
        self.step()
            .is_some_and(|s| self.alone || s.by == By::Computer || !person)
    }

    /// Points at the child's step, saying `say` (or the step's sentence).
    pub(super) fn point(&mut self, app: &mut App, say: Option<&'static str>) {
        if let Some(step) = self.step().filter(|s| s.by == By::Child) {
            let say = say.unwrap_or(step.say);
            self.front.guide(app, &self.game, step.action, say);
        }
    }

    /// Plays the script's step (the computer's, an automatic one, or the
    /// child's where the front made it automatic); false when there is none
    /// or the rules refuse it (the game then plays on unguided, never stuck).
    fn play_step(&mut self, app: &mut App) -> bool {
        let Some(step) = self.step() else {
            return false;
        };
        if self.apply(app, step.action) {
            self.advance();
            true
        } else {
            agb::println!("{}: error guide step refused", F::NAME);
            self.guide = None;
            false
        }
    }

    /// The computer's or the automatic step, at the computer's pace (B and
    /// R hurry it as they do the computer).
    pub(super) fn guided_computer(&mut self, app: &mut App, speed: u32) {
        self.waited += speed;
        if !self.front.may_act() {
            return;
        }
        if self.waited >= AI_PAUSE || app.input.is_pressed(Button::B) {
            self.play_step(app);
        }
    }

    /// The automatic step of a guided game: the script's, else the first.
    pub(super) fn guided_auto(&mut self, app: &mut App) {
        if !self.play_step(app) {
            self.play_first(app);
        }
    }

    /// The child chose `action`: the asked one is played; another gets a
    /// gentle word, and the hand points again.
    pub(super) fn guided_choice(&mut self, app: &mut App, action: ActionOf<F>) {
        let asked = self
            .guide
            .as_ref()
            .is_some_and(|g| g.at.is_asked(g.script, action));
        if asked {
            if self.apply(app, action) {
                self.advance();
            }
            return;
        }
        agb::println!("{}: guide not asked {}", F::NAME, Typed(&action));
        app.sfx(Sfx::Select);
        self.point(app, Some(NOT_THAT));
    }

    /// The step was played: on to the next (the log says where it stands).
    fn advance(&mut self) {
        let Some(g) = self.guide.as_mut() else {
            return;
        };
        g.at.played();
        agb::println!(
            "{}: guide step {} of {}",
            F::NAME,
            g.at.next,
            g.script.steps.len()
        );
        if g.at.done(g.script) {
            agb::println!("{}: guide done", F::NAME);
        }
    }
}
