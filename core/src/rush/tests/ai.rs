//! The computer players: legal, sensible choices at each prompt.

use super::{b, k, moving, turn_of};
use crate::contract::Level;
use crate::rush::ai::{AiRng, choose};
use crate::rush::{Action, Game, Phase, Team};

fn pick(g: &Game, level: Level) -> Action {
    choose(g, level, &mut AiRng::new(5)).unwrap()
}

#[test]
fn api_ai_grabs_a_princess_in_reach_and_carries_her_home() {
    for level in [Level::Normal, Level::Hard] {
        let mut g = moving(2, 0, 3);
        g.p[0].at = k(3, 4);
        g.princess[Team::Jocks.idx()] = b(7);
        assert_eq!(pick(&g, level), Action::Step(b(7)), "{level}");
        g.p[0].at = b(7);
        assert_eq!(pick(&g, level), Action::PickUp, "{level}");
        g.carrier[Team::Jocks.idx()] = 0;
        g.points = 1;
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
        g.p[0].at = b(9);
        g.p[1].cubes = 1;
        g.pile = 11;
        super::apply(&mut g, Action::Continue);
        assert_eq!(g.phase(), Phase::Nudge { seat: 1, result: 9 });
        assert_eq!(pick(&g, level), Action::UseCube, "{level}");
    }
}

#[test]
fn api_ai_spends_cubes_in_a_fight_over_the_princess() {
    let mut g = moving(2, 0, 3);
    g.p[0].at = k(8, 6);
    g.p[0].cubes = 2;
    g.pile = 10;
    g.p[1].at = k(9, 6);
    g.carrier[Team::Zombies.idx()] = 1;
    super::apply(&mut g, Action::Step(k(9, 6)));
    assert_eq!(g.phase(), Phase::Declare { seat: 0 });
    for level in [Level::Normal, Level::Hard] {
        let Action::Cubes(n) = pick(&g, level) else {
            panic!()
        };
        assert!(n > 0, "{level} keeps its cubes in the fight that matters");
    }
}
