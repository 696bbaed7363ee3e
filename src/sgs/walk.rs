//! Walking with the + pad on a hero's turn in a fight: a step each press,
//! and a press made while the last step is still shown kept for after it
//! (a press is never lost while a piece moves).

use agb::input::Button;
use tabletop_core::sgs::Game;
use tabletop_core::sgs::arena::Action;
use tabletop_core::sgs::quest::QAction;

use super::play::Story;
use crate::app::App;
use crate::turn::Input;

/// Said when a walk stops because no steps are left, and when the + pad
/// is pressed with none (the playtest: "Walk again" did nothing, no word).
pub const NO_STEPS: &str = "{6}No steps left this turn.";

/// Said when the + pad is pressed at a fight's menu with "Walk" on it.
pub const PICK_WALK: &str = "{3}Pick Walk first, then the + pad.";

/// The prompt while walking: the steps the hero has left (the playtest:
/// a walk had no step count).
pub fn prompt(game: &Game) -> alloc::string::String {
    let left = game
        .arena()
        .and_then(|a| match a.phase() {
            tabletop_core::sgs::arena::Phase::Turn { who } => a.fighters().get(usize::from(who)),
            _ => None,
        })
        .map_or(0, |f| u32::from(f.steps_left()));
    alloc::format!(
        "Walk with the + pad: {} left.",
        crate::plural::count(left, "step", "steps")
    )
}

impl Story {
    /// Left or Right at a fight's menu (a child trying to walk): says to
    /// pick "Walk" first, or that no steps are left.
    pub(super) fn pad_at_menu(&mut self, app: &App) {
        let pressed =
            app.input.is_just_pressed(Button::Left) || app.input.is_just_pressed(Button::Right);
        let fight = self
            .items
            .iter()
            .any(|i| matches!(i.action, super::menu::Pick::Computer));
        if !pressed || !fight {
            return;
        }
        let walk = self
            .items
            .iter()
            .any(|i| matches!(i.action, super::menu::Pick::Walk));
        self.say(if walk { PICK_WALK } else { NO_STEPS });
    }

    /// One frame of walking with the + pad (a step pressed while the last
    /// one was shown first).
    pub(super) fn walk(&mut self, app: &App, game: &Game) -> Input<QAction> {
        if let Some(d) = self.queued.take().or_else(|| pressed_step(app)) {
            return Input::Play(QAction::Fight(Action::Step(d)));
        }
        if app.input.is_just_pressed(Button::A) || app.input.is_just_pressed(Button::B) {
            self.set_menu(game, &app.glyphs);
            self.point_guide(game, &app.glyphs);
        }
        Input::Nothing
    }
}

/// The step the + pad asks for this frame, if any.
pub(super) fn pressed_step(app: &App) -> Option<u8> {
    [
        (Button::Up, 0u8),
        (Button::Right, 2),
        (Button::Down, 4),
        (Button::Left, 6),
    ]
    .iter()
    .find(|(b, _)| app.input.is_just_pressed(*b))
    .map(|&(_, d)| d)
}
