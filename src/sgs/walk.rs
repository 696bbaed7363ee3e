//! Walking with the + pad on a hero's turn in a fight: a step each press,
//! and a press made while the last step is still shown kept for after it
//! (a press is never lost while a piece moves).

use agb::input::Button;
use tabletop_core::sgs::Arena;
use tabletop_core::sgs::Game;
use tabletop_core::sgs::arena::{Action, Phase, State};
use tabletop_core::sgs::quest::{QAction, QIllegal};

use super::play::Story;
use crate::app::App;
use crate::turn::Input;

/// Said when a walk stops because no steps are left, and when the + pad
/// is pressed with none (the playtest: "Walk again" did nothing, no word).
pub const NO_STEPS: &str = "{6}No steps left this turn.";

/// Said when the + pad is pressed at a fight's menu with "Walk" on it.
pub const PICK_WALK: &str = "{3}Pick Walk first, then the + pad.";

/// Said when Left or Right is pressed at the adventure's menu (no walk).
pub const UP_DOWN: &str = "{3}Up and Down choose, then A.";

/// Said when L or R is pressed at a menu: they hurry the dice and the
/// words, and choose nothing.
pub const SHOULDERS: &str = "{3}L and R choose nothing: Up, Down, A.";

/// Said when A stops a walk: the menu is back, its cursor off "Walk".
pub const WALK_STOPPED: &str = "{3}Walk stopped: A picks again.";

/// Said when A walks the hero one step toward the nearest foe.
pub const A_STEPS: &str = "{3}A: a step to the foe. + pad: your way.";

/// The + pad's step (up, right, down or left) that brings the hero whose
/// turn it is nearest a foe, when no foe is in reach yet and a step is
/// legal (the playtest: a child pressing only A stopped the walk, then
/// waited, round after round, and never reached a foe).
pub fn toward_foe(a: &Arena) -> Option<u8> {
    let Phase::Turn { who } = a.phase() else {
        return None;
    };
    if a.legal_list()
        .iter()
        .any(|x| matches!(x, Action::Attack { .. }))
    {
        return None;
    }
    let f = a.fighters().get(usize::from(who))?;
    let nearest = |at: (u8, u8)| {
        a.fighters()
            .iter()
            .filter(|g| g.side != f.side && g.state != State::Dead)
            .map(|g| Arena::distance(at, g.at))
            .min()
    };
    let now = nearest(f.at)?;
    [0u8, 2, 4, 6]
        .into_iter()
        .filter(|&d| a.check(Action::Step(d)).is_ok())
        .filter_map(|d| Some((nearest(Arena::towards(f.at, d)?)?, d)))
        .filter(|&(n, _)| n < now)
        .min()
        .map(|(_, d)| d)
}

/// Where the cursor goes when A stops a walk: the first blow, else "End
/// my turn", else the first line that is not "Walk" (0 if none). The
/// playtests: A pressed on and on stopped the walk onto "Wait for a better
/// moment", and a child mashing A waited without knowing it.
pub fn past_walk(items: &[super::menu::Item]) -> usize {
    use super::menu::Pick;
    let first = |want: fn(&Pick) -> bool| items.iter().position(|i| want(&i.action));
    first(|p| matches!(p, Pick::Act(QAction::Fight(Action::Attack { .. }))))
        .or_else(|| first(|p| matches!(p, Pick::Act(QAction::Fight(Action::Done)))))
        .or_else(|| first(|p| !matches!(p, Pick::Walk)))
        .unwrap_or(0)
}

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

/// Why the fighter whose turn it is in `a` may not step towards `d`, in
/// a child's words (`None`: it may). The rules' own sentence says no
/// reason (the playtest: "You can't move there now").
pub fn why_not(a: &Arena, d: u8) -> Option<alloc::string::String> {
    let Phase::Turn { who } = a.phase() else {
        return None;
    };
    a.check(Action::Step(d)).err()?;
    let f = a.fighters().get(usize::from(who))?;
    if f.steps_left() == 0 {
        return Some(alloc::string::String::from(NO_STEPS));
    }
    let Some(to) = Arena::towards(f.at, d) else {
        return Some(alloc::string::String::from(WALL));
    };
    let names = super::words::fighter_names(a);
    let there = a
        .fighters()
        .iter()
        .position(|g| g.at == to && g.state != State::Dead)
        .and_then(|k| names.get(k));
    Some(match there {
        Some(n) => alloc::format!("{{6}}{n} is there: go round."),
        None => alloc::string::String::from(NO_STEPS),
    })
}

/// Said when a step would leave the map.
pub const WALL: &str = "{6}The wall: go another way.";

impl Story {
    /// A refusal said, with the reason worked out for a step; kept to be
    /// taken away once something is played (the playtest: the refusal
    /// lingered).
    pub(super) fn say_refused(&mut self, action: QAction, why: &QIllegal) {
        let line = match (action, self.refusal.take()) {
            (QAction::Fight(Action::Step(_)), Some(w)) => w,
            _ => alloc::format!("{why}"),
        };
        self.say(&line);
        self.refusal = Some(line);
    }

    /// The last refusal's words leave the story once something is played.
    pub(super) fn refusal_gone(&mut self) {
        if let Some(r) = self.refusal.take() {
            agb::println!("sgs: refusal gone");
            self.story.retain(|l| *l != r);
            self.dirty = true;
        }
    }

    /// Left or Right at a fight's menu (a child trying to walk): says to
    /// pick "Walk" first, or that no steps are left. Left or Right at the
    /// adventure's menu, and L or R at any menu, say what does choose
    /// (the playtest: those presses were silent).
    pub(super) fn pad_at_menu(&mut self, app: &App) {
        if self.items.is_empty() {
            return;
        }
        if app.input.is_just_pressed(Button::L) || app.input.is_just_pressed(Button::R) {
            self.say(SHOULDERS);
            return;
        }
        let pressed =
            app.input.is_just_pressed(Button::Left) || app.input.is_just_pressed(Button::Right);
        if !pressed {
            return;
        }
        let fight = self
            .items
            .iter()
            .any(|i| matches!(i.action, super::menu::Pick::Computer));
        if !fight {
            self.say(UP_DOWN);
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
            // The last refusal's words go with the next press.
            self.refusal_gone();
            self.refusal = game.arena().and_then(|a| why_not(a, d));
            return Input::Play(QAction::Fight(Action::Step(d)));
        }
        if app.input.is_just_pressed(Button::A)
            && let Some(d) = game.arena().and_then(toward_foe)
        {
            self.refusal_gone();
            self.say(A_STEPS);
            return Input::Play(QAction::Fight(Action::Step(d)));
        }
        if app.input.is_just_pressed(Button::A) || app.input.is_just_pressed(Button::B) {
            self.set_menu(game, &app.glyphs);
            if app.input.is_just_pressed(Button::A) {
                // A child pressing only A, with a foe in reach or no step
                // nearer one: the menu comes back on its first line that
                // is not "Walk", so the next A plays (the playtest: A on
                // "Walk" walked and stopped forever).
                self.cursor = past_walk(&self.items);
                self.say(WALK_STOPPED);
            }
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

#[cfg(test)]
mod tests {
    use super::past_walk;
    use crate::sgs::menu::{Item, Pick};
    use alloc::string::String;
    use tabletop_core::sgs::Ability;
    use tabletop_core::sgs::arena::Action;
    use tabletop_core::sgs::quest::QAction;

    fn it(action: Pick) -> Item {
        Item {
            text: String::new(),
            action,
        }
    }

    /// A stopping a walk leaves the cursor on a blow, else on "End my
    /// turn", never on "Wait for a better moment" (the playtests: a child
    /// mashing A waited without knowing it).
    #[test_case]
    fn a_stopped_walk_points_at_a_blow_or_the_turn_s_end(_gba: &mut agb::Gba) {
        let fight = |a| it(Pick::Act(QAction::Fight(a)));
        let no_foe = [
            it(Pick::Walk),
            fight(Action::Hold),
            fight(Action::Done),
            it(Pick::Computer),
        ];
        assert_eq!(past_walk(&no_foe), 2);
        let foe = [
            it(Pick::Walk),
            fight(Action::Hold),
            fight(Action::Attack {
                target: 1,
                with: Ability::Strong,
            }),
            fight(Action::Done),
        ];
        assert_eq!(past_walk(&foe), 2);
        assert_eq!(past_walk(&[it(Pick::Walk), it(Pick::Computer)]), 1);
        assert_eq!(past_walk(&[]), 0);
    }
}
