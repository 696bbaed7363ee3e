//! The Simple Game System's guided first game: its script plays through the
//! rules and meets every rule of a normal game (the check), and the search
//! that found its seed (run by hand with `--ignored`), both from the
//! contract's kit.

use super::super::arena::Action;
use super::super::guide::{GUIDE, RULES, SEED};
use super::super::quest::{QAction, QuestConfig};
use super::super::{Ended, Game, GameThinker, Start};
use crate::contract::guide_kit::{Search, Who, check};
use crate::contract::{Level, Rules, Think, Turn};

#[test]
fn the_guided_game_plays_through_and_meets_every_rule() {
    let g = check(&GUIDE, &[], 40);
    // It ends with the adventure, completed by the child's hero.
    assert_eq!(g.turn(), Turn::Over, "the guided game ends the game");
    assert!(
        matches!(g.outcome(), Some(Ended::Adventure(o)) if o.completed),
        "a first game the child wins: {:?}",
        g.outcome()
    );
}

fn start(seed: u64) -> Start {
    Start::Adventure(QuestConfig {
        seed,
        party: 1,
        random: false,
        last_breath: false,
    })
}

/// Whoever decides, by the game's own thinker (from the seed and the
/// actions so far); the hero's diagonal paces made straight ([`straight`]).
fn choose(g: &Game, who: Who, level: Level, _: &mut (), seed: u64, n: usize) -> QAction {
    let mut t = <GameThinker as Think<Game>>::start(g, level, seed ^ n as u64);
    let a = loop {
        if let Some(a) = t.step(g, 1 << 20) {
            break a;
        }
    };
    straight(g, who, a)
}

/// The + pad walks straight: a diagonal pace the hero's computer player
/// picks becomes one of its two straight neighbours, if legal.
fn straight(g: &Game, who: Option<u8>, a: QAction) -> QAction {
    let QAction::Fight(Action::Step(d)) = a else {
        return a;
    };
    if who != Some(0) || d % 2 == 0 {
        return a;
    }
    let mut legal = heapless::Vec::<QAction, 64>::new();
    g.legal_actions(&mut legal);
    [(d + 7) % 8, (d + 1) % 8]
        .into_iter()
        .map(|s| QAction::Fight(Action::Step(s)))
        .find(|s| legal.contains(s))
        .unwrap_or(a)
}

/// The search that found the script's seed: the adventure completed, and
/// no diagonal pace of the child's (the + pad walks straight).
fn search() -> Search<Game, ()> {
    Search {
        longest: 1500,
        path: "QAction::",
        ..Search::new(
            &RULES,
            |_| (),
            choose,
            |g, played| {
                let diagonal = played.iter().any(|(s, a)| {
                    *s == Some(0) && matches!(a, QAction::Fight(Action::Step(d)) if d % 2 == 1)
                });
                !diagonal && matches!(g.outcome(), Some(Ended::Adventure(o)) if o.completed)
            },
        )
    }
}

#[test]
fn the_search_finds_the_script_from_its_seed() {
    search().finds(&GUIDE, SEED);
}

#[test]
#[ignore = "a search run by hand: prints the shortest seeds meeting every rule"]
fn search_the_guided_game_s_seed() {
    search().run(&start, 0..3000);
}
