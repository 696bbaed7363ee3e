//! Rush's guided first game: its script plays through the rules and meets
//! every rule of a normal game (the check), and the search that found its
//! seed (run by hand with `--ignored`), both from the contract's kit.

use super::super::ai;
use super::super::ai::AiRng;
use super::super::guide::{GUIDE, RULES, SEED, config};
use super::super::{Action, Config, Game, Outcome, Team};
use crate::contract::guide_kit::{Search, Who, check};
use crate::contract::{Level, Rules, Turn};

#[test]
fn the_guided_game_plays_through_and_meets_every_rule() {
    let g = check(&GUIDE, &[], 40);
    // It ends with the game, won by the child's Zombie.
    assert_eq!(g.turn(), Turn::Over, "the guided game ends the game");
    assert!(
        matches!(g.outcome(), Some(Outcome::Won(Team::Zombies))),
        "a first game the child wins: {:?}",
        g.outcome()
    );
}

fn choose(g: &Game, _: Who, level: Level, rng: &mut AiRng, _: u64, _: usize) -> Action {
    ai::choose(g, level, rng).expect("a choice")
}

/// The search that found the script's seed.
fn search() -> Search<Game, AiRng> {
    // The Zombie wins, and she is carried home: the last step walks into
    // the base.
    Search::new(&RULES, AiRng::new, choose, |g, played| {
        matches!(g.outcome(), Some(Outcome::Won(Team::Zombies)))
            && matches!(played.last(), Some((_, Action::Step(_))))
    })
}

#[test]
fn the_search_finds_the_script_from_its_seed() {
    search().finds(&GUIDE, SEED);
}

#[test]
#[ignore = "a search run by hand: prints the shortest seeds meeting every rule"]
fn search_the_guided_game_s_seed() {
    search().run(&|seed| Config { seed, ..config() }, 0..20000);
}
