//! "Learn to play" in a person's decision: the guide's hand on the asked
//! choice, whatever the cursor does.

use tabletop_core::sandford::{Action, Cell, Game};

use super::{Mode, Ui, What, skill_of};

impl Ui {
    /// "Learn to play": the guide asks for `action`. The hand goes on it and
    /// stays there: on the menu's line that leads to it (Move, Attack,
    /// Buy..., Do nothing), then on the cell a move goes to or the target,
    /// wherever the child puts the cursor. The child presses what a real
    /// game asks: Move, the pad to the hand, A. Asked again after a wrong
    /// choice, the cursor stays where the child put it (the hand shows the
    /// way from there).
    pub fn guide(&mut self, game: &Game, action: Action) {
        let cell = match action {
            Action::Move { to, .. } => Some(to),
            _ => target_cell(game, action),
        };
        self.asked = Some((action, cell));
        let stay = match (self.mode, action) {
            (Mode::Moving, Action::Move { .. }) => true,
            (Mode::Targeting, a) => self.aim.map(|x| x.0) == skill_of(&a) && skill_of(&a).is_some(),
            _ => false,
        };
        if !stay {
            self.main_menu();
            if let Some(i) = self.hand_line() {
                self.sel = i;
            }
        }
        let hero = game.heroes()[self.hero as usize].cell;
        match cell {
            Some(c) => agb::println!(
                "sandford: guide hand cell={},{} hero={},{}",
                c.x,
                c.y,
                hero.x,
                hero.y
            ),
            None => agb::println!("sandford: guide hand line={}", self.sel),
        }
        self.dirty = true;
    }

    /// "Learn to play": the guide's hand is out.
    pub fn guided(&self) -> bool {
        self.asked.is_some()
    }

    /// "Learn to play": the menu's line that leads to the asked choice (in
    /// the End turn question, "No" when it is not asked).
    pub(super) fn hand_line(&self) -> Option<usize> {
        let (asked, _) = self.asked?;
        self.entries.iter().position(|e| match e.1 {
            What::Move => matches!(asked, Action::Move { .. }),
            What::Target(k) => skill_of(&asked) == Some(k),
            What::Apply(a) => a == asked,
            What::Buy => matches!(asked, Action::Buy { .. }),
            What::Rings => matches!(asked, Action::Advance { .. }),
            What::AskEnd => asked == Action::EndTurn,
            What::Back => asked != Action::EndTurn,
            What::Switch | What::Look | What::Done => false,
        })
    }
}

/// The cell of a skill's target (a monster or a hero).
pub(super) fn target_cell(game: &Game, a: Action) -> Option<Cell> {
    match a {
        Action::Attack { monster, .. }
        | Action::Magic { monster, .. }
        | Action::Ranged { monster, .. } => game.monster(monster).map(|m| m.cell),
        Action::Heal { target, .. } | Action::Inspire { target, .. } => {
            game.heroes().get(target as usize).map(|h| h.cell)
        }
        _ => None,
    }
}
