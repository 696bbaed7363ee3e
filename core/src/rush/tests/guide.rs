//! Rush's guided first game: its script plays through the rules and meets
//! every rule of a normal game (the check), and the search that found its
//! seed (run by hand with `--ignored`).

extern crate std;

use std::println;
use std::vec::Vec;

use super::super::ai;
use super::super::guide::{GUIDE, RULES};
use super::super::{Action, Config, Event, Events, Game, HouseRules, Team};
use crate::contract::{AiRng, Level, Rules, Turn};

#[test]
fn the_guided_game_plays_through_and_meets_every_rule() {
    let met = GUIDE.walk().expect("the script plays");
    assert_eq!(met.len(), RULES.len());
    // It ends with the game, won by the child's Zombie.
    let mut g = GUIDE.start();
    for s in GUIDE.steps {
        g.try_apply(s.action, &mut 0usize).expect("legal");
    }
    assert_eq!(g.turn(), Turn::Over, "the guided game ends the game");
    assert!(
        matches!(g.outcome(), Some(super::super::Outcome::Won(Team::Zombies))),
        "a first game the child wins: {:?}",
        g.outcome()
    );
    // Every child's step says why, in a few words; the computer's say
    // nothing of their own; a first game is short.
    let children = GUIDE
        .sentences()
        .unwrap_or_else(|n| panic!("step {n}: {:?}", GUIDE.steps[n]));
    assert!(
        children <= 40,
        "{children} child steps: too long for a first game"
    );
}

/// A game's actions (with who took them: `None` for an automatic step),
/// and for each rule the action at which it is met.
type Played = (Vec<(Option<u8>, Action)>, Vec<Option<usize>>);

/// One game from `seed`: the Zombie (seat 0) at Normal, the Jock at Easy;
/// its actions (with who took them: `None` for an automatic step) and, for
/// each rule, the action at which it is met (none at all unless the Zombie
/// wins).
fn play(seed: u64) -> Played {
    let mut g = <Game as Rules>::new(Config {
        seed,
        players: 2,
        house: HouseRules::NONE,
    });
    let mut rng = AiRng::new(seed ^ 0x5157);
    let mut out = Vec::new();
    let mut met = std::vec![None; RULES.len()];
    let mut won = false;
    loop {
        let (who, level) = match g.turn() {
            Turn::Over => break,
            Turn::Auto => (None, Level::Easy),
            Turn::Seat(s) => (Some(s), if s == 0 { Level::Normal } else { Level::Easy }),
        };
        let a = ai::choose(&g, level, &mut rng).expect("a choice");
        let mut ev = Events::new();
        g.try_apply(a, &mut ev).expect("legal");
        for e in &ev {
            if let Event::Won { team, .. } = e {
                won = *team == Team::Zombies;
            }
            for (k, r) in RULES.iter().enumerate() {
                if met[k].is_none() && (r.met)(e) {
                    met[k] = Some(out.len());
                }
            }
        }
        out.push((who, a));
        if out.len() > 600 {
            break;
        }
    }
    if !won {
        met.clear();
    }
    (out, met)
}

#[test]
#[ignore = "a search run by hand: prints the shortest seeds meeting every rule"]
fn search_the_guided_game_s_seed() {
    let mut best: Vec<(usize, u64)> = Vec::new();
    for seed in 0..20000u64 {
        let (actions, met) = play(seed);
        // She is carried home: the last step walks into the base.
        let carried = matches!(actions.last(), Some((_, Action::Step(_))));
        if carried && !met.is_empty() && met.iter().all(Option::is_some) {
            let child = actions.iter().filter(|(s, _)| *s == Some(0)).count();
            best.push((child, seed));
        }
    }
    best.sort();
    for (child, seed) in best.iter().take(8) {
        println!("seed {seed}: {child} zombie actions");
    }
    for &(_, seed) in best.iter().take(4) {
        println!("=== seed {seed}");
        let mut g = <Game as Rules>::new(Config {
            seed,
            players: 2,
            house: HouseRules::NONE,
        });
        for (s, a) in play(seed).0 {
            let mut ev = Events::new();
            g.try_apply(a, &mut ev).expect("legal");
            let by = if s == Some(0) { "child" } else { "computer" };
            println!("    {by}(Action::{a:?}),");
            for e in &ev {
                println!("    // {e:?}");
            }
        }
    }
}
