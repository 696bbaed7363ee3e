//! The computer deciding for one hero seat, a few actions per frame: the core
//! AI's heuristic (`ai::score`) over this hero's legal actions only, so that
//! people's heroes are never moved by the computer. When the computer plays
//! every hero it is the core `ai::Thinker` itself, free to pick any hero.

use alloc::boxed::Box;

use tabletop_core::sandford::heapless;
use tabletop_core::sandford::{Action, Game, MAX_ACTIONS, ai};

/// Actions the computer scores per frame (each score looks at every monster).
const SCORES_PER_FRAME: usize = 8;

/// The computer deciding for one hero, a few actions per frame.
pub struct Bot {
    /// The hero deciding.
    pub hero: u8,
    core: Option<(ai::Thinker, ai::AiRng)>,
    actions: Box<heapless::Vec<Action, MAX_ACTIONS>>,
    next: usize,
    best: Option<(i32, Action)>,
    ties: u32,
}

impl Bot {
    /// Moves first (like the core AI: every round is a considered move, then
    /// a considered action); only this hero's actions.
    /// `whole_table`: the computer plays every hero (the core AI decides
    /// which one takes the round).
    pub fn new(game: &Game, hero: u8, whole_table: bool, seed: u64) -> Bot {
        let mut actions: Box<heapless::Vec<Action, MAX_ACTIONS>> = Box::new(heapless::Vec::new());
        if whole_table {
            return Bot {
                hero,
                core: Some((ai::Thinker::new(game, ai::Policy::Normal), ai::rng(seed))),
                actions,
                next: 0,
                best: None,
                ties: 0,
            };
        }
        game.legal_actions(&mut *actions);
        actions.retain(|a| a.hero() == Some(hero));
        if game.pending_hero().is_none() && actions.iter().any(|a| matches!(a, Action::Move { .. }))
        {
            actions.retain(|a| matches!(a, Action::Move { .. }));
        }
        Bot {
            hero,
            core: None,
            actions,
            next: 0,
            best: None,
            ties: 0,
        }
    }

    /// Scores a few more actions; `Some` once decided.
    pub fn step(&mut self, game: &Game, seed: &mut u32) -> Option<Action> {
        if let Some((thinker, rng)) = self.core.as_mut() {
            return thinker.step(game, rng, SCORES_PER_FRAME);
        }
        if self.actions.is_empty() {
            return Some(Action::EndTurn);
        }
        let end = (self.next + SCORES_PER_FRAME).min(self.actions.len());
        while self.next < end {
            let a = self.actions[self.next];
            self.next += 1;
            let s = ai::score(game, a);
            match self.best {
                Some((b, _)) if s < b => {}
                Some((b, _)) if s == b => {
                    self.ties += 1;
                    *seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
                    if (*seed >> 16).is_multiple_of(self.ties + 1) {
                        self.best = Some((s, a));
                    }
                }
                _ => {
                    self.best = Some((s, a));
                    self.ties = 0;
                }
            }
        }
        if self.next >= self.actions.len() {
            self.best.map(|b| b.1)
        } else {
            None
        }
    }
}
