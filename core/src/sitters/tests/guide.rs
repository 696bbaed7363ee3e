//! SiTTeRS' guided first game: its script plays through the rules and
//! meets every rule of a normal game (the check), and the search that found
//! its seed (run by hand with `--ignored`).

extern crate std;

use std::println;
use std::vec::Vec;

use super::super::ai;
use super::super::guide::{GUIDE, RULES};
use super::super::{Action, Game};
use crate::contract::{AiRng, Level, Rules, Turn};

#[test]
fn the_guided_game_plays_through_and_meets_every_rule() {
    let met = GUIDE.walk().expect("the script plays");
    assert_eq!(met.len(), RULES.len());
    // It ends with the game: the last step's game is over.
    let mut g = GUIDE.start();
    for s in GUIDE.steps {
        g.try_apply(s.action, &mut 0usize).expect("legal");
    }
    assert_eq!(g.turn(), Turn::Over, "the guided game ends the game");
    assert_eq!(
        g.outcome(),
        Some(super::super::Outcome::GoodiesWin),
        "a first game the child wins"
    );
    // Every child's step says why, in a few words; the computer's say
    // nothing of their own; a first game is short.
    let children = GUIDE
        .sentences()
        .unwrap_or_else(|n| panic!("step {n}: {:?}", GUIDE.steps[n]));
    assert!(
        children <= 42,
        "{children} child steps: too long for a first game"
    );
}

/// One game from `seed`: the goodies Normal, the baddies Easy, a return
/// taken whenever one is offered; its actions and, for each rule, the action
/// at which it is met (none at all unless the goodies win).
fn play(seed: u64) -> (Vec<(u8, Action)>, Vec<Option<usize>>) {
    let mut g = <Game as Rules>::new(super::super::Config { seed });
    let mut rng = AiRng::new(seed ^ 0x5157);
    let mut out = Vec::new();
    let mut met = std::vec![None; RULES.len()];
    let mut won = false;
    while let Turn::Seat(s) = g.turn() {
        let mut list = super::super::ActionList::new();
        g.legal_actions(&mut list);
        let back = list
            .iter()
            .copied()
            .find(|a| matches!(a, Action::Return { .. }));
        // The goodies at Normal, the baddies at Easy (a first game is won).
        let level = if s == 0 { Level::Normal } else { Level::Easy };
        let a = back
            .or_else(|| ai::choose(&g, level, &mut rng))
            .expect("a choice");
        let mut ev = super::super::Events::new();
        g.try_apply(a, &mut ev).expect("legal");
        for e in &ev {
            if let super::super::Event::GameOver { outcome, .. } = e {
                won = *outcome == super::super::Outcome::GoodiesWin;
            }
            for (k, r) in RULES.iter().enumerate() {
                if met[k].is_none() && (r.met)(e) {
                    met[k] = Some(out.len());
                }
            }
        }
        out.push((s, a));
        if out.len() > 400 {
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
        if !met.is_empty() && met.iter().all(Option::is_some) {
            let child = actions.iter().filter(|(s, _)| *s == 0).count();
            best.push((child, seed));
        }
    }
    best.sort();
    for (child, seed) in best.iter().take(8) {
        println!("seed {seed}: {child} goodie actions");
    }
    for &(_, seed) in best.iter().take(3) {
        println!("=== seed {seed}");
        let mut g = <Game as Rules>::new(super::super::Config { seed });
        for (s, a) in play(seed).0 {
            let mut ev = super::super::Events::new();
            g.try_apply(a, &mut ev).expect("legal");
            println!("{s} {a:?}");
            for e in &ev {
                println!("      {e:?}");
            }
        }
    }
}
