//! The adventure on the shared contract, and its computer player.

use super::Arena;
use super::arena;
use super::quest::MAX_PARTY;
use super::quest::{QPhase, Quest, QuestConfig};
use super::quest_types::{QAction, QEvent, QIllegal, QOutcome};
use super::scenes::{SCENES, Scene, Test};
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
    /// Weighing the party's odds for a check or a choice of ways.
    Weigh(Weigh),
}

/// The party's odds weighed before a check (who rolls) or a choice of ways
/// (the way whose first roll the party is likelier to make), one hero's
/// exact odds a unit of work: an opposed roll's take tens of thousands of
/// GBA cycles, and all of a choice's at once took more than a frame.
#[derive(Clone, Debug)]
pub struct Weigh {
    /// The check's test; or each way's first (`None`: that way does not
    /// begin with a roll, and counts as even odds).
    tests: [Option<Test>; 2],
    /// Two ways to choose between (else one check).
    choice: bool,
    /// The next hero to weigh, counted over both tests.
    next: u8,
    /// The likeliest hero so far for each test, and the odds in per mille.
    best: [Option<(u8, u16)>; 2],
    /// Played if no hero can roll (the first legal action).
    fallback: QAction,
}

impl Weigh {
    fn new(tests: [Option<Test>; 2], choice: bool, fallback: QAction) -> Weigh {
        Weigh {
            tests,
            choice,
            next: 0,
            best: [None; 2],
            fallback,
        }
    }

    /// Weighs up to `budget` heroes (at least one); the choice once all are.
    fn step(&mut self, q: &Quest, budget: u32) -> Option<QAction> {
        for _ in 0..budget.max(1) {
            let (t, i) = (
                usize::from(self.next) / MAX_PARTY,
                self.next % MAX_PARTY as u8,
            );
            if t >= self.tests.len() {
                return Some(self.decision());
            }
            self.next += 1;
            let Some(test) = self.tests[t] else { continue };
            if let Some(p) = q.odds_for(i, test)
                && self.best[t].is_none_or(|(_, b)| p > b)
            {
                self.best[t] = Some((i, p));
            }
        }
        None
    }

    fn decision(&self) -> QAction {
        if !self.choice {
            return self.best[0].map_or(self.fallback, |(i, _)| QAction::Attempt(i));
        }
        let odds = |t: usize| match self.tests[t] {
            Some(_) => self.best[t].map_or(0, |(_, p)| p),
            None => 500,
        };
        if odds(0) >= odds(1) {
            QAction::Choose(0)
        } else {
            QAction::Choose(1)
        }
    }
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
            (_, Scene::Check { test, .. }) => {
                return QThinker::Weigh(Weigh::new([Some(test), None], false, list[0]));
            }
            (_, Scene::Choice { a, b }) => {
                // The way whose first roll the party is likelier to make.
                let first = |to: u8| match SCENES[usize::from(to)].1 {
                    Scene::Check { test, .. } => Some(test),
                    _ => None,
                };
                return QThinker::Weigh(Weigh::new([first(a.1), first(b.1)], true, list[0]));
            }
            _ => list[0],
        };
        QThinker::Done(Some(pick))
    }

    fn step(&mut self, q: &Quest, budget: u32) -> Option<QAction> {
        match self {
            QThinker::Done(a) => *a,
            QThinker::Weigh(w) => {
                let decided = w.step(q, budget)?;
                *self = QThinker::Done(Some(decided));
                Some(decided)
            }
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
