//! The adventure on the shared contract, and its computer player.

use super::Arena;
use super::arena;
use super::quest::{QPhase, Quest, QuestConfig};
use super::quest_types::{QAction, QEvent, QIllegal, QOutcome};
use super::scenes::{SCENES, Scene};
use crate::contract::{Level, Rules, Sink, Think, Turn};

impl Rules for Quest {
    type Config = QuestConfig;
    type Action = QAction;
    type Event = QEvent;
    type Illegal = QIllegal;
    type Outcome = QOutcome;
    const MAX_EVENTS: usize = arena::MAX_EVENTS + 4;
    const MAX_ACTIONS: usize = arena::MAX_ACTIONS;
    /// Up to five fights and forty other steps.
    const MAX_GAME_ACTIONS: u32 = 5 * <Arena as Rules>::MAX_GAME_ACTIONS + 40 * 30;

    fn new(config: QuestConfig) -> Quest {
        Quest::new(config)
    }
    fn turn(&self) -> Turn {
        match self.phase {
            QPhase::Over => Turn::Over,
            QPhase::Contest { .. } | QPhase::Treat { .. } => Turn::Seat(0),
            QPhase::Fight => self.arena.as_ref().map_or(Turn::Auto, Rules::turn),
            QPhase::Scene => match self.scene_rule() {
                Scene::Choice { .. } | Scene::Check { .. } => Turn::Seat(0),
                _ => Turn::Auto,
            },
        }
    }
    fn legal_actions(&self, out: &mut impl Sink<QAction>) {
        self.legal(out)
    }
    fn try_apply(&mut self, a: QAction, ev: &mut impl Sink<QEvent>) -> Result<(), QIllegal> {
        Quest::try_apply(self, a, ev)
    }
    fn outcome(&self) -> Option<QOutcome> {
        self.outcome
    }
}

/// The party's (and in fights the foes') computer player.
#[derive(Clone, Debug)]
pub enum QThinker {
    /// Decided.
    Done(Option<QAction>),
    /// Thinking in a fight.
    Fight(super::ai::Thinker),
}

impl Think<Quest> for QThinker {
    fn start(q: &Quest, level: Level, seed: u64) -> QThinker {
        if let (QPhase::Fight, Some(a)) = (q.phase, q.arena.as_ref()) {
            return QThinker::Fight(super::ai::Thinker::new(a, level, seed));
        }
        let list = q.legal_list();
        if list.is_empty() {
            return QThinker::Done(None);
        }
        let mut rng = super::ai::AiRng::new(seed);
        if level == Level::Random || list.len() == 1 {
            return QThinker::Done(Some(list[rng.below(list.len() as u32) as usize]));
        }
        let pick = match (q.phase, q.scene_rule()) {
            (QPhase::Contest { .. }, _) => QAction::Bonus,
            // A treatment can only heal: the most wounded first, then on.
            (QPhase::Treat { .. }, _) => list
                .iter()
                .copied()
                .max_by_key(|&a| match a {
                    QAction::Treat(h) => q.heroes()[usize::from(h)].ch.wounds(),
                    _ => 0,
                })
                .unwrap_or(QAction::Continue),
            (_, Scene::Check { test, .. }) => q
                .best_for(test)
                .map_or(list[0], |(i, _)| QAction::Attempt(i)),
            (_, Scene::Choice { a, b }) => {
                // The way whose first roll the party is likelier to make.
                let odds = |to: u8| match SCENES[usize::from(to)].1 {
                    Scene::Check { test, .. } => q.best_for(test).map_or(0, |(_, p)| p),
                    _ => 500,
                };
                if odds(a.1) >= odds(b.1) {
                    QAction::Choose(0)
                } else {
                    QAction::Choose(1)
                }
            }
            _ => list[0],
        };
        QThinker::Done(Some(pick))
    }

    fn step(&mut self, q: &Quest, budget: u32) -> Option<QAction> {
        match self {
            QThinker::Done(a) => *a,
            QThinker::Fight(t) => {
                let a = q.arena.as_ref()?;
                t.step(a, budget).map(QAction::Fight)
            }
        }
    }

    fn is_stuck(&self) -> bool {
        matches!(self, QThinker::Done(None))
    }
}
