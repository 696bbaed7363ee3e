//! The computer players: legal, sensible choices at each prompt.

use super::{b, edit, k, moving, turn_of};
use crate::contract::Level;
use crate::rush::ai::{AiRng, choose};
use crate::rush::{Action, Game, Phase};

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
