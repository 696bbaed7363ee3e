//! One test per paper rule: setup, the round, the turn, moving, carrying
//! and the cubes' four uses.

extern crate std;

use super::{apply, auto, b, edit, k, legal, moving, turn_of};
use crate::contract::{Rules, Turn};
use crate::rush::game::NOBODY;
use crate::rush::{Action, Config, CubeUse, Event, Game, Outcome, Phase, Spot, Team};

#[test]
fn rule_setup_puts_players_in_their_bases_and_princesses_on_the_cloud() {
    for players in [2, 4] {
        let g = <Game as Rules>::new(Config {
            seed: 3,
            players,
            house: crate::rush::HouseRules::NONE,
        });
        for i in 0..players {
            assert_eq!(g.player(i).at, g.team_of(i).base());
        }
        assert_eq!(g.team_of(0), Team::Zombies);
        assert_eq!(g.team_of(players - 1), Team::Jocks);
        assert_eq!(Team::Zombies.base(), b(5));
        assert_eq!(Team::Jocks.base(), b(20));
        for t in Team::BOTH {
            assert_eq!(g.princess_at(t), Spot::CLOUD);
        }
        assert_eq!(g.phase(), Phase::Order);
    }
}

#[test]
fn rule_each_round_everyone_rolls_a_d20_and_the_highest_goes_first() {
    let mut g = Game::new(1, 4);
    g.script(&[5, 17, 2, 11]).unwrap();
    let ev = apply(&mut g, Action::Continue);
    assert_eq!(
        ev[0],
        Event::OrderRolled {
            faces: [5, 17, 2, 11]
        }
    );
    assert_eq!(
        ev[1],
        Event::OrderSet {
            order: [1, 3, 0, 2]
        }
    );
    assert_eq!(g.order(), &[1, 3, 0, 2]);
    assert_eq!(g.mover(), 1);
}

#[test]
fn rule_order_ties_are_rolled_again_among_the_tied_only() {
    let mut g = Game::new(1, 4);
    g.script(&[9, 9, 4, 12, 3, 8]).unwrap();
    let ev = apply(&mut g, Action::Continue);
    assert_eq!(ev.len(), 1, "a tie: no order yet");
    assert_eq!(g.phase(), Phase::Order);
    let ev = apply(&mut g, Action::Continue);
    assert_eq!(
        ev[0],
        Event::OrderRolled {
            faces: [3, 8, 0, 0]
        }
    );
    assert_eq!(g.order(), &[3, 1, 0, 2]);
    // A re-roll ranks the tied only among themselves: a 20 in it never
    // climbs past a higher first roll.
    let mut g = Game::new(1, 4);
    g.script(&[5, 5, 6, 1, 20, 3]).unwrap();
    apply(&mut g, Action::Continue);
    apply(&mut g, Action::Continue);
    assert_eq!(g.order(), &[2, 0, 1, 3]);
}

#[test]
fn rule_a_player_on_the_cloud_comes_back_to_base_first() {
    let mut g = Game::new(1, 2);
    edit(&mut g, "p0 at=cloud");
    g.script(&[20, 1, 4]).unwrap(); // order: 0 first
    let ev = auto(&mut g);
    assert!(ev.contains(&Event::Returned {
        player: 0,
        to: b(5),
        d20: 0
    }));
    assert_eq!(g.player(0).at, b(5));
}

#[test]
fn rule_the_d20_places_the_enemy_princess_at_that_building() {
    let mut g = turn_of(2, 0, &[7, 3]);
    let ev = auto(&mut g);
    assert!(ev.contains(&Event::PrincessRolled {
        team: Team::Jocks,
        face: 7
    }));
    assert!(ev.contains(&Event::PrincessPlaced {
        team: Team::Jocks,
        result: 7,
        at: b(7)
    }));
    assert_eq!(g.princess_at(Team::Jocks), b(7));
    assert_eq!(
        g.princess_at(Team::Zombies),
        Spot::CLOUD,
        "only the enemy's princess"
    );
}

#[test]
fn rule_the_princess_goes_to_the_cloud_if_her_own_team_holds_the_building() {
    let mut g = turn_of(2, 0, &[]);
    edit(&mut g, "p1 at=b7"); // a jock inside building 7
    g.script(&[7, 3]).unwrap();
    let ev = auto(&mut g);
    assert!(ev.contains(&Event::PrincessPlaced {
        team: Team::Jocks,
        result: 7,
        at: Spot::CLOUD
    }));
    // A zombie (the hunter's own team) in the building does not block her.
    let mut g = turn_of(2, 0, &[]);
    edit(&mut g, "p0 at=b7");
    g.script(&[7, 3]).unwrap();
    auto(&mut g);
    assert_eq!(g.princess_at(Team::Jocks), b(7));
}

#[test]
fn rule_the_d4_gives_the_movement_points() {
    for d4 in 1..=4 {
        let mut g = turn_of(2, 0, &[7, d4]);
        auto(&mut g);
        assert_eq!(g.phase(), Phase::Move);
        assert_eq!(g.points(), d4);
    }
}

#[test]
fn rule_moving_costs_one_point_a_space_and_points_need_not_be_spent() {
    let mut g = moving(2, 0, 2);
    assert!(legal(&g, Action::Step(k(5, 2))));
    apply(&mut g, Action::Step(k(5, 2)));
    assert_eq!(g.points(), 1);
    assert!(!legal(&g, Action::Step(k(7, 2))), "two spaces away");
    apply(&mut g, Action::Step(k(6, 2)));
    assert_eq!(g.points(), 0);
    assert!(!legal(&g, Action::Step(k(7, 2))), "no points left");
    let mut g = moving(2, 0, 3);
    assert!(legal(&g, Action::EndTurn));
    apply(&mut g, Action::EndTurn);
    assert_eq!(g.mover(), 1);
}

#[test]
fn rule_nobody_moves_onto_the_cloud() {
    let g = moving(2, 0, 4);
    assert!(!legal(&g, Action::Step(Spot::CLOUD)));
    let mut g = moving(2, 0, 4);
    assert!(g.try_apply(Action::Step(Spot::CLOUD), &mut 0usize).is_err());
}

#[test]
fn rule_entering_the_princess_space_lets_you_pick_her_up_keeping_one_point() {
    let mut g = moving(2, 0, 4);
    edit(&mut g, "p0 at=4,4\nprincess team=jocks at=b7");
    assert!(!legal(&g, Action::PickUp));
    apply(&mut g, Action::Step(k(3, 4)));
    apply(&mut g, Action::Step(b(7)));
    assert_eq!(g.points(), 2);
    let ev = apply(&mut g, Action::PickUp);
    assert_eq!(g.stats().pickups, 1, "the simulator counts the pick-up");
    assert_eq!(
        ev[0],
        Event::PickedUp {
            player: 0,
            at: b(7),
            left: 1
        }
    );
    assert!(g.is_carrying(0));
    apply(&mut g, Action::Step(k(3, 4)));
    assert_eq!(g.princess_at(Team::Jocks), k(3, 4), "she goes with him");
    assert_eq!(g.points(), 0);
}

#[test]
fn rule_a_carrier_moves_d4_minus_2_and_at_least_1() {
    for (d4, points) in [(1, 1), (2, 1), (3, 1), (4, 2)] {
        let mut g = turn_of(2, 0, &[]);
        edit(
            &mut g,
            "rush phase=move-roll\np0 at=b7\nprincess team=jocks carrier=0",
        );
        g.script(&[d4]).unwrap();
        auto(&mut g);
        assert_eq!(g.points(), points, "d4 {d4}");
    }
}

#[test]
fn rule_the_carrier_decides_whether_to_relay_to_a_teammate() {
    for yes in [true, false] {
        let mut g = moving(4, 1, 3);
        edit(&mut g, "p0 at=b7\np1 at=b7\nprincess team=jocks carrier=0");
        assert!(legal(&g, Action::AskRelay));
        apply(&mut g, Action::AskRelay);
        assert_eq!(Rules::turn(&g), Turn::Seat(0), "the carrier decides");
        apply(&mut g, if yes { Action::Relay } else { Action::Pass });
        assert_eq!(g.carrier_of(Team::Jocks), Some(if yes { 1 } else { 0 }));
        assert_eq!(g.points(), if yes { 1 } else { 3 });
        assert_eq!(g.phase(), Phase::Move);
    }
}

#[test]
fn rule_a_carrier_can_not_pick_up_cubes() {
    let mut g = moving(2, 0, 3);
    edit(&mut g, "p0 at=b7");
    assert!(legal(&g, Action::PickCube));
    edit(&mut g, "princess team=jocks carrier=0");
    assert!(!legal(&g, Action::PickCube));
}

#[test]
fn rule_the_carrier_may_release_her_and_she_stays_in_the_space() {
    let mut g = moving(2, 0, 3);
    edit(&mut g, "p0 at=b7\nprincess team=jocks carrier=0");
    let ev = apply(&mut g, Action::Release);
    assert_eq!(
        ev[0],
        Event::Released {
            player: 0,
            at: b(7)
        }
    );
    assert_eq!(g.carrier_of(Team::Jocks), None);
    assert_eq!(g.princess_at(Team::Jocks), b(7));
    apply(&mut g, Action::Step(k(3, 4)));
    assert_eq!(g.princess_at(Team::Jocks), b(7));
}

#[test]
fn rule_picking_up_a_cube_ends_the_turn() {
    let mut g = moving(2, 0, 3);
    edit(&mut g, "p0 at=b7");
    let ev = apply(&mut g, Action::PickCube);
    assert_eq!(
        ev[0],
        Event::CubePicked {
            player: 0,
            at: b(7),
            cubes: 1,
            pile: 11
        }
    );
    assert_eq!(g.stats().cubes_picked, 1, "the simulator counts the cube");
    assert!(ev.contains(&Event::TurnEnded { player: 0 }));
    assert_eq!(g.mover(), 1);
}

#[test]
fn rule_no_cube_from_the_same_space_on_your_next_turn() {
    let mut g = moving(2, 0, 3);
    edit(&mut g, "p0 at=b7");
    apply(&mut g, Action::PickCube);
    // Jock's turn passes; the zombie's next turn starts in building 7.
    edit(&mut g, "rush slot=0");
    g.start_turn(&mut 0usize);
    edit(&mut g, "rush phase=move points=2");
    assert!(!legal(&g, Action::PickCube), "same building, next turn");
    apply(&mut g, Action::Step(k(3, 4)));
    apply(&mut g, Action::Step(b(7)));
    assert!(!legal(&g, Action::PickCube), "still the same building");
    // The turn after, it is allowed again.
    edit(&mut g, "rush slot=0");
    g.start_turn(&mut 0usize);
    edit(&mut g, "rush phase=move");
    assert!(legal(&g, Action::PickCube));
}

#[test]
fn rule_a_cube_nudges_the_enemy_d20_up_or_down_and_its_owner_is_asked() {
    for (plus, result) in [(true, 11), (false, 3)] {
        // The zombie rolls the jocks' princess's d20; the jock (seat 1) owns
        // a cube and is asked during the zombie's turn.
        let mut g = turn_of(2, 0, &[7, 4, 3]);
        edit(&mut g, "p1 cubes=1"); // from the pile
        apply(&mut g, Action::Continue);
        assert_eq!(g.phase(), Phase::Nudge { seat: 1, result: 7 });
        assert_eq!(Rules::turn(&g), Turn::Seat(1));
        let ev = apply(&mut g, Action::UseCube);
        assert_eq!(
            ev[0],
            Event::CubeSpent {
                player: 1,
                used: CubeUse::Nudge,
                d6: 4
            }
        );
        let ev = apply(&mut g, if plus { Action::Plus } else { Action::Minus });
        assert_eq!(
            ev[0],
            Event::Nudged {
                player: 1,
                d6: 4,
                plus,
                result
            }
        );
        assert_eq!(g.princess_at(Team::Jocks), b(result));
        assert_eq!(g.player(1).cubes, 0);
        assert_eq!(g.pile(), 12, "the cube goes back to the pile");
        assert_eq!(g.stats().nudges, 1, "counted for the simulator");
    }
}

#[test]
fn rule_a_flee_cube_pushes_the_carrier_d6_spaces_away_from_his_base() {
    // The zombie carries the jocks' princess at block (8, 6); the jock has a
    // cube and is asked at the start of the zombie's turn.
    let mut g = turn_of(2, 0, &[]);
    edit(
        &mut g,
        "rush slot=0\np0 at=8,6\np1 cubes=1\nprincess team=jocks carrier=0",
    );
    g.script(&[2]).unwrap();
    g.start_turn(&mut 0usize);
    assert_eq!(g.phase(), Phase::Flee { seat: 1 });
    let pile = g.pile();
    apply(&mut g, Action::UseCube);
    assert_eq!(g.phase(), Phase::Push { seat: 1, left: 2 });
    assert_eq!(
        (g.player(1).cubes, g.pile()),
        (0, pile + 1),
        "the cube is spent"
    );
    let home = |g: &Game| crate::rush::map::distance(g.player(0).at, b(5));
    let before = home(&g);
    let pushes = g.pushes(1);
    assert!(!pushes.is_empty());
    for s in &pushes {
        assert!(crate::rush::map::distance(*s, b(5)) > before);
    }
    assert!(
        !legal(&g, Action::Push(k(8, 5))) || crate::rush::map::distance(k(8, 5), b(5)) > before
    );
    apply(&mut g, Action::Push(pushes[0]));
    let p2 = g.pushes(1)[0];
    apply(&mut g, Action::Push(p2));
    assert_eq!(home(&g), before + 2);
    assert!(g.is_carrying(0), "still carrying her");
    assert_eq!(g.phase(), Phase::Hold, "then his own choice before the d4");
}

#[test]
fn rule_a_discarded_cube_lets_a_teammate_reappear_at_a_d20_building() {
    let mut g = turn_of(4, 0, &[]);
    edit(&mut g, "rush slot=0\np0 at=cloud\np1 cubes=1");
    g.start_turn(&mut 0usize);
    assert_eq!(g.phase(), Phase::Reappear { seat: 1 });
    assert_eq!(Rules::turn(&g), Turn::Seat(1));
    let pile = g.pile();
    let ev = apply(&mut g, Action::UseCube);
    assert_eq!(
        (g.player(1).cubes, g.pile()),
        (0, pile + 1),
        "the cube is spent"
    );
    assert_eq!(
        ev[0],
        Event::CubeSpent {
            player: 1,
            used: CubeUse::Reappear,
            d6: 0
        }
    );
    g.script(&[13]).unwrap();
    let ev = apply(&mut g, Action::Continue);
    assert_eq!(
        ev[0],
        Event::Returned {
            player: 0,
            to: b(13),
            d20: 13
        }
    );
    assert_eq!(g.player(0).at, b(13));
}

#[test]
fn rule_delivering_the_enemy_princess_to_your_base_wins() {
    let mut g = moving(2, 0, 1);
    edit(&mut g, "p0 at=5,2\nprincess team=jocks carrier=0");
    let ev = apply(&mut g, Action::Step(b(5)));
    assert!(ev.contains(&Event::Won {
        team: Team::Zombies,
        player: 0
    }));
    assert_eq!(g.outcome(), Some(Outcome::Won(Team::Zombies)));
    assert_eq!(Rules::turn(&g), Turn::Over);
    assert!(g.legal_list().is_empty());
    // Walking into your base without her wins nothing.
    let mut g = moving(2, 0, 1);
    edit(&mut g, "p0 at=5,2");
    apply(&mut g, Action::Step(b(5)));
    assert_eq!(g.outcome(), None);
    let _ = NOBODY;
}

#[test]
fn api_refusals_are_sentences_and_change_nothing() {
    let mut g = moving(2, 0, 0);
    let before = g.clone();
    let e = g.try_apply(Action::Step(k(5, 2)), &mut 0usize).unwrap_err();
    assert_eq!(std::format!("{e}"), "You have no movement points left.");
    assert_eq!(g, before);
    let e = g.try_apply(Action::Continue, &mut 0usize).unwrap_err();
    assert_eq!(std::format!("{e}"), "Someone must choose first.");
    let e = g.try_apply(Action::PickUp, &mut 0usize).unwrap_err();
    assert_eq!(
        std::format!("{e}"),
        "There is no princess you can pick up here."
    );
    let mut g = turn_of(2, 0, &[]);
    let e = g.try_apply(Action::EndTurn, &mut 0usize).unwrap_err();
    assert_eq!(std::format!("{e}"), "The dice roll first.");
    assert_eq!(g.phase(), Phase::PrincessRoll);
}

#[test]
fn rule_flee_is_asked_only_at_the_start_of_the_carriers_own_turn() {
    // Zombie 1 carries the jocks' princess; it is zombie 0's turn: the jock
    // holding a cube is not asked (he will be at the start of 1's turn).
    let mut g = turn_of(4, 0, &[]);
    edit(
        &mut g,
        "rush slot=0\np1 at=8,6\np2 cubes=1\nprincess team=jocks carrier=1",
    );
    g.script(&[2]).unwrap();
    g.start_turn(&mut 0usize);
    assert_eq!(g.phase(), Phase::MoveRoll);
}
