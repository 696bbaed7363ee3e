//! Who decides, once a decision is set up: a person (after the console
//! changes hands when another person chose last), the computer (thinking
//! in slices, paced), or the first legal action (an automatic step, or a
//! computer's fallback).

use agb::input::Button;
use tabletop_core::contract::{Level, Rules, Typed};

use super::{Front, HINT_SALT, Input, Keep, Turn, guide};
use crate::app::App;
use crate::audio::Sfx;
use crate::bot::Bot;
use crate::handover::Gate;

impl<F: Front> Turn<F> {
    /// The front asks the person whose decision it is for a choice among
    /// the listed ones (and the guide points), unless the console must
    /// change hands first.
    pub(super) fn ask(&mut self, app: &mut App) {
        let Some(seat) = self.person() else {
            return;
        };
        let say = !self.must_hand_over(seat);
        self.front.ask(app, &self.game, &self.legal, seat, say);
        if say {
            self.point(app, None);
        }
    }

    /// An automatic step of one seat's own ([`Front::auto_seat`]) played
    /// by a person who does not hold the console: the console changes hands
    /// first, so the new holder sees their own dice fall. True while it
    /// waits (and in the frame it is taken: the step's pause starts again).
    pub(super) fn hands_over_first(&mut self, app: &mut App) -> bool {
        let Some(seat) = self.front.auto_seat(&self.game) else {
            return false;
        };
        if !self.front.seat(&self.game, seat).is_person() || !self.must_hand_over(seat) {
            return false;
        }
        let name = self.front.seat_name(&self.game, seat);
        match self
            .handover
            .gate(app, F::NAME, seat, name, self.front.people())
        {
            Gate::Play => false,
            Gate::Started => {
                self.front.hand_over(app, &self.game, seat);
                true
            }
            Gate::Waiting => true,
            Gate::Nudged => {
                self.front.nudged(app, &self.game, seat);
                true
            }
            Gate::Taken => {
                self.front.taken(app, &self.game, seat);
                self.waited = 0;
                true
            }
        }
    }

    /// Whether the console waits, or will wait, to pass to `seat`.
    pub(super) fn must_hand_over(&self, seat: u8) -> bool {
        self.handover.waiting().is_some() || self.handover.would_wait(seat, self.front.people())
    }

    /// Plays the first legal action (the automatic step's only one; a
    /// computer's fallback).
    pub(super) fn play_first(&mut self, app: &mut App) {
        if self.legal.is_empty() {
            self.game.legal_actions(&mut Keep(&mut self.legal));
        }
        if let Some(&a) = self.legal.first() {
            self.apply(app, a);
        }
    }

    #[inline(never)]
    pub(super) fn computer(&mut self, app: &mut App, seat: u8, level: Level, speed: u32) {
        // Nothing, not even a new thinker, while the last action's save
        // waits: its write (packing and SRAM, up to 230,000 cycles) follows
        // this logic in the same frame's work. The decision is due already.
        if self.bot.is_none() && !self.held {
            self.held = true;
            self.decisions += 1;
        }
        if app.saves.waiting() {
            return;
        }
        if self.bot.is_none() {
            self.held = false;
            let seed = self.decision_seed();
            let spare = self.spare.take();
            let thinker = self.front.thinker(&self.game, seat, level, seed, spare);
            self.bot = Some(Bot::new(thinker));
            self.waited = 0;
        }
        self.waited += speed;
        if !self.front.may_act() {
            return;
        }
        let skip = app.input.is_pressed(Button::B);
        let Some(bot) = self.bot.as_mut() else {
            return;
        };
        if bot.stuck() {
            agb::println!("{}: error the computer found nothing to decide", F::NAME);
            self.play_first(app);
            return;
        }
        let decided = bot.step(&self.game);
        if let Some(action) = decided
            && (self.waited >= self.front.ai_pause(&self.game) || skip)
            && !self.apply(app, action)
        {
            // Never stuck on a refused choice: the first legal one is played.
            agb::println!("{}: error the computer's choice was refused", F::NAME);
            self.play_first(app);
        }
    }

    #[inline(never)]
    pub(super) fn person_turn(&mut self, app: &mut App, seat: u8) {
        let name = self.front.seat_name(&self.game, seat);
        match self
            .handover
            .gate(app, F::NAME, seat, name, self.front.people())
        {
            Gate::Play => {}
            Gate::Started => {
                self.front.hand_over(app, &self.game, seat);
                return;
            }
            Gate::Waiting => return,
            Gate::Nudged => {
                self.front.nudged(app, &self.game, seat);
                return;
            }
            Gate::Taken => {
                self.front.taken(app, &self.game, seat);
                self.point(app, None);
                return;
            }
        }
        if let Some(bot) = self.hint.as_mut() {
            if bot.stuck() {
                self.keep_thinkers();
                return;
            }
            if let Some(a) = bot.step(&self.game) {
                if self.helping {
                    self.apply(app, a);
                    return;
                }
                if let Some(bot) = self.hint.take() {
                    self.spare = Some(bot.into_thinker());
                }
                agb::println!("{}: hint {}", F::NAME, Typed(&a));
                app.sfx(Sfx::Select);
                self.front.hinted(app, &self.game, a);
            }
            return;
        }
        let input = self.front.input(app, &self.game, &self.legal, seat);
        let guided = self.child_step();
        match input {
            // B goes back (the front undoes what it shows); the hand points again.
            Input::Nothing if guided && app.input.is_just_pressed(Button::B) => {
                self.point(app, None);
            }
            Input::Nothing => {}
            Input::Play(action) if guided => self.guided_choice(app, action),
            Input::Play(action) => {
                self.apply(app, action);
            }
            // The guide's hand is the hint, and the child makes every choice.
            Input::Hint | Input::Computer if guided => self.point(app, Some(guide::THE_HAND)),
            Input::Hint | Input::Computer => {
                self.helping = input == Input::Computer;
                let what = if self.helping { "helper" } else { "hint" };
                agb::println!("{}: {} asked", F::NAME, what);
                let seed = self.decision_seed() ^ HINT_SALT;
                let (game, spare) = (&self.game, self.spare.take());
                let thinker = self.front.thinker(game, seat, Level::Normal, seed, spare);
                self.hint = Some(Bot::new(thinker));
                if !self.helping {
                    self.front.hint_asked(app);
                }
            }
        }
    }
}
