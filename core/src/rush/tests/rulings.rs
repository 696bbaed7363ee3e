//! One test per ruling where the paper is silent or unclear.

extern crate std;

use std::format;

use super::{apply, auto, b, edit, k, legal, moving, turn_of};
use crate::contract::{Rules, Turn};
use crate::rush::{Action, Config, Event, Game, Outcome, Phase, ROUND_CAP, Spot, Team};

#[test]
fn ruling_cubes_are_taken_inside_buildings_but_not_bases_from_a_pile_of_twelve() {
    let mut g = moving(2, 0, 3);
    assert_eq!(g.pile(), 12);
    assert!(!legal(&g, Action::PickCube), "not in a base");
    edit(&mut g, "p0 at=b20");
    assert!(
        !legal(&g, Action::PickCube),
        "not in the enemy's base either"
    );
    edit(&mut g, "p0 at=8,6");
    assert!(!legal(&g, Action::PickCube), "not on an open block");
    edit(&mut g, "p0 at=b9");
    assert!(legal(&g, Action::PickCube));
    edit(&mut g, "p1 cubes=12"); // the whole pile
    assert_eq!(g.pile(), 0);
    assert!(!legal(&g, Action::PickCube), "the pile is empty");
}

#[test]
fn ruling_no_d20_for_a_princess_while_she_is_carried() {
    let mut g = turn_of(2, 0, &[]);
    edit(
        &mut g,
        "rush slot=0\np0 at=8,6\nprincess team=jocks carrier=0",
    );
    g.script(&[3]).unwrap();
    g.start_turn(&mut 0usize);
    assert_eq!(g.phase(), Phase::Hold, "straight to his choice and the d4");
    apply(&mut g, Action::Pass);
    let ev = auto(&mut g);
    assert!(!ev.iter().any(|e| matches!(e, Event::PrincessRolled { .. })));
}

#[test]
fn ruling_teammates_may_share_a_space() {
    let mut g = moving(4, 0, 2);
    edit(&mut g, "p1 at=5,2");
    apply(&mut g, Action::Step(k(5, 2)));
    assert_eq!(g.player(0).at, g.player(1).at);
    assert_eq!(g.phase(), Phase::Move, "no fight between teammates");
    assert_eq!(g.points(), 1, "and no stop");
}

#[test]
fn ruling_a_dropped_princess_waits_for_her_hunters_next_d20() {
    // Freed in a fight at (9, 6): she stays there through the zombie's turn
    // and is placed again by the jock's next d20.
    let mut g = moving(2, 0, 3);
    edit(
        &mut g,
        "p0 at=8,6\np1 at=9,6\nprincess team=zombies carrier=1",
    );
    apply(&mut g, Action::Step(k(9, 6)));
    g.script(&[15, 2]).unwrap();
    apply(&mut g, Action::Continue);
    assert_eq!(g.princess_at(Team::Zombies), k(9, 6));
    apply(&mut g, Action::EndTurn);
    assert_eq!(g.princess_at(Team::Zombies), k(9, 6), "still there");
    // The jock comes back from the Cloud and rolls for her.
    g.script(&[12, 2]).unwrap();
    auto(&mut g);
    assert_eq!(g.princess_at(Team::Zombies), b(12));
}

#[test]
fn ruling_away_from_his_base_means_each_push_step_is_farther_by_steps() {
    let mut g = turn_of(2, 0, &[]);
    // A jock minion blocks one way: the pusher's own pieces are never pushed into.
    edit(
        &mut g,
        "p0 at=8,6\nprincess team=jocks carrier=0\np1 cubes=1\nminions team=jocks at=9,6",
    );
    let here = crate::rush::map::distance(k(8, 6), b(5));
    let pushes = g.pushes(1);
    for &n in crate::rush::map::neighbours(k(8, 6)) {
        let s = Spot(n);
        let farther = crate::rush::map::distance(s, b(5)) > here;
        assert_eq!(pushes.contains(&s), farther && s != k(9, 6), "{s}");
    }
    assert!(!pushes.is_empty());
    // Where a neighbour is exactly as far from his base, it is no push.
    use crate::rush::map::{distance, neighbours};
    let level = (0..16)
        .flat_map(|c| (0..14).map(move |r| k(c, r)))
        .filter(|s| s.is_valid() && !neighbours(*s).is_empty())
        .find_map(|s| {
            neighbours(s)
                .iter()
                .map(|&n| Spot(n))
                .find(|&n| distance(n, b(5)) == distance(s, b(5)))
                .map(|n| (s, n))
        });
    let (at, level) = level.expect("a block with a neighbour as far from the base");
    edit(&mut g, &format!("p0 at={at}\nminions team=jocks at=-"));
    let pushes = g.pushes(1);
    assert!(!pushes.contains(&level), "{level} is as far as {at}");
    for &n in neighbours(at) {
        let s = Spot(n);
        assert_eq!(
            pushes.contains(&s),
            distance(s, b(5)) > distance(at, b(5)),
            "{s}"
        );
    }
}

#[test]
fn ruling_a_game_nobody_wins_stops_unfinished_at_the_round_cap() {
    let mut g = moving(2, 0, 3);
    edit(&mut g, &format!("rush round={ROUND_CAP} slot=1 order=1,0"));
    let ev = apply(&mut g, Action::EndTurn);
    assert!(ev.contains(&Event::Unfinished { rounds: ROUND_CAP }));
    assert_eq!(g.outcome(), Some(Outcome::Unfinished));
    assert_eq!(Rules::turn(&g), Turn::Over);
    // One round earlier, a new round begins.
    let mut g = moving(2, 0, 3);
    edit(
        &mut g,
        &format!("rush round={} slot=1 order=1,0", ROUND_CAP - 1),
    );
    let ev = apply(&mut g, Action::EndTurn);
    assert!(ev.contains(&Event::RoundStarted { round: ROUND_CAP }));
}

#[test]
fn ruling_a_princess_landing_on_you_is_picked_up_without_moving() {
    let mut g = turn_of(2, 0, &[9, 3]);
    edit(&mut g, "p0 at=b9");
    auto(&mut g);
    assert_eq!(g.princess_at(Team::Jocks), b(9));
    assert!(legal(&g, Action::PickUp));
}

#[test]
fn ruling_a_nudged_d20_wraps_around_between_20_and_1() {
    for (d20, d6, plus, result) in [(18, 5, true, 3), (2, 4, false, 18), (20, 1, true, 1)] {
        let mut g = turn_of(2, 0, &[d20, d6]);
        edit(&mut g, "p1 cubes=1"); // from the pile
        apply(&mut g, Action::Continue);
        apply(&mut g, Action::UseCube);
        let ev = apply(&mut g, if plus { Action::Plus } else { Action::Minus });
        assert_eq!(
            ev[0],
            Event::Nudged {
                player: 1,
                d6,
                plus,
                result
            }
        );
    }
}

#[test]
fn ruling_a_released_princess_can_not_be_picked_up_again_that_turn() {
    let mut g = moving(2, 0, 3);
    edit(&mut g, "p0 at=b7\nprincess team=jocks carrier=0");
    assert!(!g.released_this_turn());
    apply(&mut g, Action::Release);
    assert!(g.released_this_turn());
    assert!(!legal(&g, Action::PickUp));
}

#[test]
fn ruling_a_relay_is_asked_for_once_a_turn() {
    let mut g = moving(4, 1, 3);
    edit(&mut g, "p0 at=b7\np1 at=b7\nprincess team=jocks carrier=0");
    apply(&mut g, Action::AskRelay);
    apply(&mut g, Action::Pass);
    assert!(!legal(&g, Action::AskRelay));
}

#[test]
fn ruling_order_ties_left_after_three_rolls_go_by_seat() {
    let mut g = Game::new(1, 2);
    g.script(&[4, 4, 9, 9, 1, 1]).unwrap();
    apply(&mut g, Action::Continue);
    apply(&mut g, Action::Continue);
    let ev = apply(&mut g, Action::Continue);
    assert!(ev.contains(&Event::OrderSet {
        order: [0, 1, 2, 3]
    }));
}

#[test]
fn ruling_seats_are_asked_during_the_other_teams_turn() {
    // A 4-player game: both jocks hold cubes and are asked, in seat order,
    // during a zombie's turn.
    let mut g = <Game as Rules>::new(Config {
        seed: 1,
        players: 4,
        house: crate::rush::HouseRules::NONE,
    });
    edit(&mut g, "p2 cubes=1\np3 cubes=1"); // from the pile
    g.script(&[20, 1, 2, 3, 7]).unwrap();
    apply(&mut g, Action::Continue);
    assert_eq!(g.mover(), 0);
    apply(&mut g, Action::Continue);
    assert_eq!(Rules::turn(&g), Turn::Seat(2));
    apply(&mut g, Action::Pass);
    assert_eq!(Rules::turn(&g), Turn::Seat(3));
    apply(&mut g, Action::Pass);
    assert_eq!(g.princess_at(Team::Jocks), b(7));
}
