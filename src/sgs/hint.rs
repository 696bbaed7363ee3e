//! The hint (SELECT): the line of the choice the core's computer player
//! would make, pointed at and said in a few words (outside a fight at
//! once; in a fight worked out by the turn driver's hint, naming the blow,
//! the walk, the wait or the turn's end it would pick).

use alloc::format;
use alloc::string::String;

use tabletop_core::contract::{Level, Think};
use tabletop_core::sgs::Game;
use tabletop_core::sgs::arena::Action;
use tabletop_core::sgs::quest::{QAction, QPhase, QThinker, Quest};

use super::menu::{Item, Pick};
use super::play::Story;

impl Story {
    /// The cursor on the hint's item `k`, and what it suggests said.
    pub(super) fn point_hint(&mut self, game: &Game, k: usize) {
        self.cursor = k;
        let text = self.items.get(k).map_or("", |i| i.text.as_str());
        agb::println!("sgs: hint item {} {}", k, text);
        let words = hint_words(game, self.items.get(k));
        self.say(&words);
        self.dirty = true;
    }
}

/// The item the hint points at: what the core's computer player would pick
/// (the best hero for a roll, the way whose roll is likelier, a bonus die
/// when behind); in a fight "let the computer pick" (its fight player).
pub fn hint(m: &Game, items: &[Item]) -> usize {
    if let Some(q) = m.quest()
        && q.phase() != QPhase::Fight
    {
        // The core's own player decides at once outside fights.
        let mut t = <QThinker as Think<Quest>>::start(q, Level::Normal, 0);
        let best = t.step(q, u32::MAX);
        return items
            .iter()
            .position(|i| matches!((i.action, best), (Pick::Act(a), Some(b)) if a == b))
            .unwrap_or(0);
    }
    items
        .iter()
        .position(|i| matches!(i.action, Pick::Computer))
        .unwrap_or(0)
}

/// The item that plays `action`, the computer's choice for a fight's
/// hint: its own line, a step's "Walk", else the computer's line (the
/// playtest: the hint only ever moved to "Let the computer pick").
pub fn hint_of(items: &[Item], action: QAction) -> usize {
    let step = matches!(action, QAction::Fight(Action::Step(_)));
    items
        .iter()
        .position(|i| match i.action {
            Pick::Act(a) => a == action,
            Pick::Walk => step,
            _ => false,
        })
        .or_else(|| {
            items
                .iter()
                .position(|i| matches!(i.action, Pick::Computer))
        })
        .unwrap_or(0)
}

/// What a fight's hint says of its choice, naming it.
fn fight_hint_words(m: &Game, action: Option<Pick>) -> Option<String> {
    let names = m
        .arena()
        .map(super::words::fighter_names)
        .unwrap_or_default();
    let name = |i: u8| names.get(usize::from(i)).cloned().unwrap_or_default();
    Some(match action? {
        Pick::Act(QAction::Fight(Action::Attack { target, with })) => {
            let how = if with.name() == "Strong" {
                "hard"
            } else {
                "with skill"
            };
            format!("{{3}}Hint: hit {} {how}.", name(target))
        }
        Pick::Act(QAction::Fight(Action::Tend { target })) => {
            format!("{{3}}Hint: help {}.", name(target))
        }
        Pick::Act(QAction::Fight(Action::Hold)) => String::from("{3}Hint: wait, go later."),
        Pick::Act(QAction::Fight(Action::Done)) => String::from("{3}Hint: end your turn."),
        Pick::Walk => String::from("{3}Hint: walk closer to a foe."),
        _ => return None,
    })
}

/// What the hint says of the item it points at, in a few words: what it
/// suggests and why.
pub fn hint_words(m: &Game, item: Option<&Item>) -> String {
    let name = |h: u8| {
        m.quest()
            .and_then(|q| q.heroes().get(usize::from(h)))
            .map_or("", |x| x.ch.name())
    };
    if let Some(w) = fight_hint_words(m, item.map(|i| i.action)) {
        return w;
    }
    match item.map(|i| i.action) {
        Some(Pick::Act(QAction::Choose(_))) => String::from("{3}Hint: this way's roll is easier."),
        Some(Pick::Act(QAction::Attempt(h))) => {
            format!("{{3}}Hint: {} has the best chance.", name(h))
        }
        Some(Pick::Act(QAction::Bonus | QAction::Fight(Action::Bonus))) => {
            String::from("{3}Hint: add it, it may catch up.")
        }
        Some(Pick::Act(QAction::Stand | QAction::Fight(Action::Stand))) => {
            String::from("{3}Hint: keep these dice.")
        }
        Some(Pick::Act(QAction::Treat(h))) => format!("{{3}}Hint: treat {}.", name(h)),
        Some(Pick::Act(QAction::Continue)) => String::from("{3}Hint: go on, no one to heal."),
        Some(Pick::Computer) => String::from("{3}Hint: let the computer pick."),
        _ => String::new(),
    }
}
