//! The computer players: legal, sensible choices at each prompt.

extern crate std;

use std::format;
use std::vec::Vec;

use super::{b, edit, k, moving, turn_of};
use crate::contract::Level;
use crate::rush::ai::{AiRng, choose};
use crate::rush::map::MAP;
use crate::rush::{Action, Game, Phase, Spot};

fn pick(g: &Game, level: Level) -> Action {
    choose(g, level, &mut AiRng::new(5)).unwrap()
}

#[test]
fn api_ai_grabs_a_princess_in_reach_and_carries_her_home() {
    for level in [Level::Normal, Level::Hard] {
        let mut g = moving(2, 0, 3);
        edit(&mut g, "p0 at=3,4\nprincess team=jocks at=b7");
        assert_eq!(pick(&g, level), Action::Step(b(7)), "{level}");
        edit(&mut g, "p0 at=b7");
        assert_eq!(pick(&g, level), Action::PickUp, "{level}");
        edit(&mut g, "princess team=jocks carrier=0\nrush points=1");
        let a = pick(&g, level);
        let Action::Step(to) = a else { panic!("{a:?}") };
        assert!(crate::rush::map::distance(to, b(5)) < crate::rush::map::distance(b(7), b(5)));
    }
}

#[test]
fn api_ai_nudges_a_reachable_princess_away() {
    // The zombie at building 9's door would reach building 9; the jock's
    // cube moves the d20 elsewhere.
    for level in [Level::Normal, Level::Hard] {
        let mut g = turn_of(2, 0, &[9]);
        edit(&mut g, "p0 at=b9\np1 cubes=1"); // the cube from the pile
        super::apply(&mut g, Action::Continue);
        assert_eq!(g.phase(), Phase::Nudge { seat: 1, result: 9 });
        assert_eq!(pick(&g, level), Action::UseCube, "{level}");
    }
}

#[test]
fn api_ai_spends_cubes_in_a_fight_over_the_princess() {
    let mut g = moving(2, 0, 3);
    edit(
        &mut g,
        "p0 at=8,6 cubes=2\np1 at=9,6\nprincess team=zombies carrier=1",
    );
    super::apply(&mut g, Action::Step(k(9, 6)));
    assert_eq!(g.phase(), Phase::Declare { seat: 0 });
    for level in [Level::Normal, Level::Hard] {
        let Action::Cubes(n) = pick(&g, level) else {
            panic!()
        };
        assert!(n > 0, "{level} keeps its cubes in the fight that matters");
    }
}

#[test]
fn api_ai_hard_plans_the_whole_move_to_a_princess_three_steps_away() {
    // The princess is in building 7, three steps away; Hard's first step is
    // on a shortest way there and it picks her up when it arrives.
    let mut g = moving(2, 0, 3);
    edit(&mut g, "p0 at=3,6\nprincess team=jocks at=b7");
    assert_eq!(crate::rush::map::distance(k(3, 6), b(7)), 3);
    for _ in 0..3 {
        let a = pick(&g, Level::Hard);
        let Action::Step(to) = a else { panic!("{a:?}") };
        assert!(
            crate::rush::map::distance(to, b(7)) < crate::rush::map::distance(g.player(0).at, b(7)),
            "{a:?}"
        );
        super::apply(&mut g, a);
        if g.player(0).at == b(7) {
            break;
        }
    }
    assert_eq!(g.player(0).at, b(7));
    assert_eq!(pick(&g, Level::Hard), Action::PickUp);
}

#[test]
fn api_ai_decisions_are_legal_at_every_level_through_whole_games() {
    use crate::contract::{Rules, Turn};
    for (seed, players) in [(1u64, 2u8), (2, 4)] {
        let mut g = <Game as Rules>::new(crate::rush::Config {
            seed,
            players,
            house: crate::rush::HouseRules::NONE,
        });
        let mut rng = AiRng::new(seed);
        let mut n = 0;
        while Rules::turn(&g) != Turn::Over && n < 3000 {
            let level = Level::ALL[n % 4];
            let a = choose(&g, level, &mut rng).unwrap();
            assert!(g.legal_list().contains(&a), "{level} chose {a:?}");
            super::apply(&mut g, a);
            n += 1;
        }
    }
}

#[test]
fn api_ai_hard_keeps_its_cube_against_a_one_in_four_chance() {
    // The zombie at home (building 5) reaches building 1 or 15 (4 steps)
    // only on a d4 of 4, and no building a nudge could reach is nearer:
    // the cube is worth more than that chance (it used to be spent, and two
    // Hard teams nudging every such landing stalled their games). From 3
    // steps (building 6 or 7, a d4 of 3 or 4) it is spent.
    for (r, use_it) in [(1, false), (15, false), (6, true), (7, true)] {
        let mut g = turn_of(2, 0, &[r]);
        edit(&mut g, "p1 cubes=1"); // from the pile
        super::apply(&mut g, Action::Continue);
        assert_eq!(g.phase(), Phase::Nudge { seat: 1, result: r });
        let want = if use_it {
            Action::UseCube
        } else {
            Action::Pass
        };
        assert_eq!(pick(&g, Level::Hard), want, "d20 {r}");
    }
}

#[test]
fn api_ai_keeps_the_princess_before_its_d4() {
    // Letting her go before the d4 only gives up the lead: every level keeps
    // her (the prompt's answer, not left to the search; Random plays any
    // legal action).
    for level in [Level::Easy, Level::Normal, Level::Hard] {
        for at in open_spots() {
            let mut g = turn_of(2, 0, &[]);
            edit(
                &mut g,
                &format!("p0 at={at}\nprincess team=jocks carrier=0"),
            );
            g.start_turn(&mut 0usize);
            assert_eq!(g.phase(), Phase::Hold);
            assert_eq!(pick(&g, level), Action::Pass, "{level} at {at}");
        }
    }
}

/// Every building and every open block a piece could stand on.
fn open_spots() -> Vec<Spot> {
    let blocks = MAP.iter().enumerate().flat_map(|(row, line)| {
        line.bytes()
            .enumerate()
            .filter(|&(_, c)| c == b'.')
            .map(move |(col, _)| k(col as u8, row as u8))
    });
    (1..=20).map(b).chain(blocks).collect()
}

/// Quarters of chance that a d4 walker `d` steps away gets there (a d4 of
/// at least `d`; a space at 0 or 1 step is reached on any roll).
fn quarters(d: u8) -> i32 {
    5 - i32::from(d.clamp(1, 5))
}

#[test]
fn api_ai_hard_never_nudges_when_the_nudge_lowers_no_danger() {
    // The nudge moves the d20 by a d6 either way (the jock picks the way
    // worse for the zombie); when that leaves the zombie, on average, as
    // likely to reach the princess as where she is about to land (or she
    // is bound for the Cloud: a jock stands in that building), the cube buys
    // nothing and Hard keeps it, wherever the zombie stands.
    use crate::rush::map::distance;
    let spots = open_spots();
    let mut telling = 0;
    for r in 1..=20u8 {
        for guard in [b(r), b(20)] {
            for &at in spots.iter().filter(|&&s| s != b(r) && s != guard) {
                let mut g = turn_of(2, 0, &[r]);
                edit(&mut g, &format!("p0 at={at}\np1 at={guard} cubes=1"));
                super::apply(&mut g, Action::Continue);
                assert_eq!(g.phase(), Phase::Nudge { seat: 1, result: r });
                // The d20 goes round: 20 + 1 is 1, 1 - 1 is 20. A building
                // the jock stands in sends her to the Cloud.
                let wrap = |d: i8| (i16::from(r) - 1 + i16::from(d)).rem_euclid(20) as u8 + 1;
                let q = |n: u8| {
                    if b(n) == guard {
                        0
                    } else {
                        quarters(distance(at, b(n)))
                    }
                };
                let now = q(r);
                let after: i32 = (1..=6i8).map(|d| q(wrap(d)).min(q(wrap(-d)))).sum();
                if after >= 6 * now {
                    // Cases where a rule adding the nudge's danger to the
                    // landing's, not taking it away, would spend the cube.
                    telling += i32::from(6 * now + after >= 8);
                    let why = format!("d20 {r}, zombie at {at}, jock at {guard}");
                    assert_eq!(pick(&g, Level::Hard), Action::Pass, "{why}");
                }
            }
        }
    }
    assert!(
        telling > 0,
        "some positions have the nudged landings in reach"
    );
}
