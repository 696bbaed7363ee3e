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

impl Story {
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
