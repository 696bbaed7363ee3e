//! Tabletop Hero's guided first game: its script plays through the rules
//! and meets every rule of a normal game (the check), and the search that
//! found its seed (run by hand with `--ignored`).

extern crate std;

use std::println;
use std::vec::Vec;

use super::super::ai;
use super::super::guide::{GUIDE, RULES, config_of};
use super::super::{Action, Events, Game, Outcome};
use crate::contract::{AiRng, Level, Rules, Turn};

#[test]
fn the_guided_game_plays_through_and_meets_every_rule() {
    let met = GUIDE.walk().expect("the script plays");
    assert_eq!(met.len(), RULES.len());
    // It ends with the game, won by the child's seat.
    let mut g = GUIDE.start();
    for s in GUIDE.steps {
        g.try_apply(s.action, &mut 0usize).expect("legal");
    }
    assert_eq!(g.turn(), Turn::Over, "the guided game ends the game");
    assert_eq!(
        g.outcome(),
        Some(Outcome::Won(0)),
        "a first game the child wins"
    );
    // Every child's step says why, in a few words; the computer's say
    // nothing of their own; a first game is as short as a Hero game can be.
    let children = GUIDE
        .sentences()
        .unwrap_or_else(|n| panic!("step {n}: {:?}", GUIDE.steps[n]));
    assert!(
        children <= 60,
        "{children} child steps: too long for a first game"
    );
}

/// A game's actions (with who took them: `None` for an automatic step),
/// and for each rule the action at which it is met.
type Played = (Vec<(Option<u8>, Action)>, Vec<Option<usize>>);

/// One game from `seed`: the child (seat 0) at Normal, the computer at
/// Easy; its actions and, for each rule, the action at which it is met
/// (none at all unless the child wins).
fn play(seed: u64) -> Played {
    let mut g = <Game as Rules>::new(config_of(seed));
    let mut rng = AiRng::new(seed ^ 0x5157);
    let mut out = Vec::new();
    let mut met = std::vec![None; RULES.len()];
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
            for (k, r) in RULES.iter().enumerate() {
                if met[k].is_none() && (r.met)(e) {
                    met[k] = Some(out.len());
                }
            }
        }
        out.push((who, a));
        // Longer than any guided game could be.
        if out.iter().filter(|(s, _)| *s == Some(0)).count() > 90 {
            met.clear();
            break;
        }
    }
    if g.outcome() != Some(Outcome::Won(0)) {
        met.clear();
    }
    (out, met)
}

#[test]
#[ignore = "a search run by hand: prints the shortest seeds meeting every rule"]
fn search_the_guided_game_s_seed() {
    let from: u64 = std::env::var("HERO_FROM").map_or(0, |s| s.parse().unwrap_or(0));
    let count: u64 = std::env::var("HERO_SEEDS").map_or(300, |s| s.parse().unwrap_or(300));
    let mut best: Vec<(usize, u64, usize)> = Vec::new();
    let mut lens: Vec<usize> = Vec::new();
    for seed in from..from + count {
        let (actions, met) = play(seed);
        let child = actions.iter().filter(|(s, _)| *s == Some(0)).count();
        lens.push(child);
        let missing = met.iter().filter(|m| m.is_none()).count();
        if !met.is_empty() && missing <= 1 {
            best.push((missing, seed, child));
        }
    }
    best.sort_by_key(|&(m, s, c)| (m, c, s));
    lens.sort();
    println!(
        "child actions: min {:?} median {:?}",
        lens.first(),
        lens.get(lens.len() / 2)
    );
    for (missing, seed, child) in best.iter().take(10) {
        let (_, met) = play(*seed);
        let miss: Vec<&str> = RULES
            .iter()
            .zip(&met)
            .filter(|(_, m)| m.is_none())
            .map(|(r, _)| r.name)
            .collect();
        println!("seed {seed}: {child} child actions, {missing} missing {miss:?}");
    }
    for &(missing, seed, _) in best.iter().take(1) {
        if missing > 0 {
            break;
        }
        println!("=== seed {seed}");
        let mut g = <Game as Rules>::new(config_of(seed));
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
