//! Tabletop Hero's guided first game: its script plays through the rules
//! and meets every rule of a normal game (the check), and the search that
//! found its seed (run by hand with `--ignored`), both from the contract's
//! kit.

extern crate std;

use super::super::ai::{self, AiRng};
use super::super::guide::{GUIDE, RULES, SEED, config_of};
use super::super::{Action, Game, Outcome};
use crate::contract::guide_kit::{Search, Who, check};
use crate::contract::{Level, Rules, Turn};

#[test]
fn the_guided_game_plays_through_and_meets_every_rule() {
    // A first game as short as a Hero game can be.
    let g = check(&GUIDE, &[], 60);
    // It ends with the game, won by the child's seat.
    assert_eq!(g.turn(), Turn::Over, "the guided game ends the game");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Won(0)),
        "a first game the child wins"
    );
}

/// The sentences follow what happened (the playtest read "Blue hero is
/// knocked out!", then "Shoot their hero!"): a step aimed at a mini that
/// is already knocked out says so, in the strip's one word for it (never
/// "down" or "fell": too many words for one state).
#[test]
fn a_step_aimed_at_a_mini_already_down_says_it_is_down() {
    let mut g = GUIDE.start();
    let mut down = 0;
    for step in GUIDE.steps {
        if let Action::Attack { target, .. } | Action::Throw { target, .. } = step.action
            && g.minis()[usize::from(target)].hp <= 0
        {
            down += 1;
            assert!(
                step.say.contains("knocked out"),
                "{:?}: {}",
                step.action,
                step.say
            );
        }
        for word in ["down", "fell", "fallen", "bleeding"] {
            assert!(!step.say.contains(word), "{word:?}: {}", step.say);
        }
        g.try_apply(step.action, &mut 0usize).expect("legal");
    }
    assert!(down > 0, "the script's last shot is at a hero already down");
}

/// A walk before a throw ends where the bomb reaches its target, and its
/// sentence never says it goes "close" when it walks away (issue 31: "Walk
/// close enough to throw" led the child away from the target).
#[test]
fn a_walk_before_a_throw_ends_in_range_and_says_no_untruth() {
    use super::super::field::units;
    use super::super::game::in_band;
    use super::super::gear::BOMB_RANGE;
    let mut g = GUIDE.start();
    let mut checked = 0;
    for (k, step) in GUIDE.steps.iter().enumerate() {
        if let Action::Move { mini, to } = step.action
            && step.say.contains("throw")
            && let Some(target) = GUIDE.steps[k..].iter().find_map(|s| match s.action {
                Action::Throw { mini: m, target } if m == mini => Some(target),
                _ => None,
            })
        {
            checked += 1;
            let aim = g.minis()[usize::from(target)].at.expect("on the field");
            let from = g.minis()[usize::from(mini)].at.expect("on the field");
            assert!(
                in_band(to, aim, BOMB_RANGE),
                "{:?} ends out of range",
                step.action
            );
            if units(to, aim) > units(from, aim) {
                assert!(!step.say.contains("close"), "{}: walks away", step.say);
            }
        }
        g.try_apply(step.action, &mut 0usize).expect("legal");
    }
    assert!(checked > 0, "no walk before a throw");
}

fn choose(g: &Game, _: Who, level: Level, rng: &mut AiRng, _: u64, _: usize) -> Action {
    ai::choose(g, level, rng).expect("a choice")
}

/// The search that found the script's seed (seeds 0-3999; the shortest
/// game the child wins was seed 216, 19 choices; the median asks 35).
fn search() -> Search<Game, AiRng> {
    Search {
        longest: 400,
        ..Search::new(&RULES, AiRng::new, choose, |g, _| {
            g.outcome() == Some(Outcome::Won(0))
        })
    }
}

#[test]
fn the_search_finds_the_script_from_its_seed() {
    search().finds(&GUIDE, SEED);
}

#[test]
#[ignore = "a search run by hand: prints the shortest seeds meeting every rule"]
fn search_the_guided_game_s_seed() {
    let from: u64 = std::env::var("HERO_FROM").map_or(0, |s| s.parse().unwrap_or(0));
    let count: u64 = std::env::var("HERO_SEEDS").map_or(300, |s| s.parse().unwrap_or(300));
    search().run(&config_of, from..from + count);
}
