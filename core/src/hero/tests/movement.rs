//! Movement: the move allowance, armour, the double move, splitting a move
//! around the action, climbing, rough ground, diagonals and other minis.

use super::super::moves::step_cost;
use super::super::{Action, Event, Illegal};
use super::{apply, at, c, pos, refuse};

const FAR_ENEMY: &str = "F hp=6 none medium";

fn moves(g: &super::Game, mini: u8, to: super::Cell) -> bool {
    g.reach(mini)
        .is_some_and(|r| r.to(&g.occupancy(), to).is_some())
}

/// A alone at 5,5 on open ground, F far away.
fn open(a_line: &str) -> super::Game {
    let mut rows = std::string::String::new();
    for y in 0..30 {
        let mut row = std::string::String::from("........................................");
        if y == 5 {
            row.replace_range(5..6, "A");
        }
        if y == 25 {
            row.replace_range(35..36, "F");
        }
        rows.push_str(&row);
        rows.push('\n');
    }
    pos(&rows, &std::format!("{a_line}\n{FAR_ENEMY}"))
}

extern crate std;

#[test]
fn rule_move_is_eight_units_less_the_armours_penalty() {
    for (armour, units) in [("none", 8u8), ("light", 6), ("medium", 4), ("heavy", 4)] {
        let g = open(&std::format!("A hp=6 {armour} medium acted"));
        assert!(moves(&g, 0, c(5 + units, 5)), "{armour}: {units} units");
        assert!(
            !moves(&g, 0, c(6 + units, 5)),
            "{armour}: not {}",
            units + 1
        );
    }
}

#[test]
fn rule_a_mini_that_takes_no_action_moves_twice_as_far() {
    let mut g = open("A hp=6 none medium");
    assert!(moves(&g, 0, c(21, 5)) && !moves(&g, 0, c(22, 5)));
    // Past its single move it may no longer act.
    apply(
        &mut g,
        Action::Move {
            mini: 0,
            to: c(14, 5),
        },
    );
    assert_eq!(
        refuse(&g, Action::Throw { mini: 0, target: 5 }),
        Illegal::Tired
    );
    let g = open("A hp=6 light medium");
    assert!(moves(&g, 0, c(17, 5)) && !moves(&g, 0, c(18, 5)));
}

#[test]
fn rule_a_move_may_be_split_around_the_action() {
    let mut g = pos(
        "\n\n\n\n\n.....A\n\n\n\n\n.....F",
        "A hp=6 none medium\nF hp=6 none medium",
    );
    let ev = apply(
        &mut g,
        Action::Move {
            mini: 0,
            to: c(5, 7),
        },
    );
    assert!(
        matches!(
            ev[0],
            Event::Moved {
                cost: 4,
                left: 28,
                ..
            }
        ),
        "{ev:?}"
    );
    g.script_dice(&[1, 1, 6]).unwrap(); // a miss
    apply(&mut g, Action::Attack { mini: 0, target: 5 });
    // 2 units moved, 6 left of the single move once it has acted.
    assert!(moves(&g, 0, c(11, 7)));
    assert!(!moves(&g, 0, c(12, 7)));
    let ev = apply(
        &mut g,
        Action::Move {
            mini: 0,
            to: c(11, 7),
        },
    );
    assert!(
        matches!(
            ev[0],
            Event::Moved {
                cost: 12,
                left: 0,
                ..
            }
        ),
        "{ev:?}"
    );
}

#[test]
fn rule_climbing_descending_and_rough_ground_halve_movement() {
    let g = pos(".....\n.A1..\n.:...", "A hp=6 none medium");
    let f = g.field();
    assert_eq!(step_cost(f, c(1, 1), c(0, 1)), Some(2), "open ground");
    assert_eq!(step_cost(f, c(1, 1), c(2, 1)), Some(4), "climbing");
    assert_eq!(step_cost(f, c(2, 1), c(3, 1)), Some(4), "descending");
    assert_eq!(step_cost(f, c(1, 1), c(1, 2)), Some(4), "rough");
    // A column of crates: going round costs more than going over.
    let mut g = pos("..1..\n.A1..\n..1..\n..1..", "A hp=6 none medium");
    let ev = apply(
        &mut g,
        Action::Move {
            mini: 0,
            to: c(3, 1),
        },
    );
    match &ev[0] {
        Event::Moved { path, cost, .. } => {
            assert_eq!(*cost, 8, "over the crate: up 4, down 4");
            assert_eq!(path.as_slice(), &[c(1, 1), c(2, 1), c(3, 1)]);
        }
        e => panic!("{e:?}"),
    }
}

#[test]
fn ruling_a_diagonal_step_costs_one_and_a_half_units_and_cuts_no_corner() {
    let g = pos("....\n.A..\n....", "A hp=6 none medium");
    assert_eq!(step_cost(g.field(), c(1, 1), c(2, 2)), Some(3));
    let g = pos("....\n.A2.\n....", "A hp=6 none medium");
    assert_eq!(
        step_cost(g.field(), c(1, 1), c(2, 2)),
        None,
        "past a wall's corner"
    );
    assert_eq!(
        g.reach(0).unwrap().cost[c(2, 2).index()],
        4,
        "round the corner"
    );
    let g = pos("....\n.A..\n..1.", "A hp=6 none medium");
    assert_eq!(
        step_cost(g.field(), c(1, 1), c(2, 2)),
        None,
        "a diagonal climb"
    );
}

#[test]
fn ruling_minis_never_share_a_cell_pass_friends_and_go_round_enemies() {
    let g = pos(
        ".......\n.ABF...\n.......",
        "A hp=6 none medium acted\nB hp=6 none medium\nF hp=6 none medium",
    );
    assert!(!moves(&g, 0, c(2, 1)), "onto a friend");
    assert_eq!(
        refuse(
            &g,
            Action::Move {
                mini: 0,
                to: c(3, 1)
            }
        ),
        Illegal::TooFar
    );
    // Through B (4), but round F: 4,1 costs 2 + 3 + 3 via 2,1 -> 3,0 -> 4,1.
    let r = g.reach(0).unwrap();
    assert_eq!(r.cost[c(4, 1).index()], 8);
    let g2 = pos(".......\n.A.....\n.......", "A hp=6 none medium acted");
    assert_eq!(
        g2.reach(0).unwrap().cost[c(4, 1).index()],
        6,
        "straight is 6 with nobody in the way"
    );
}

#[test]
fn rule_an_unconscious_mini_cannot_move_or_act() {
    let g = pos("\n.A.F", "A hp=0 none melee out\nF hp=6 none medium");
    assert_eq!(
        refuse(
            &g,
            Action::Move {
                mini: 0,
                to: c(1, 0)
            }
        ),
        Illegal::Out
    );
    assert_eq!(
        refuse(&g, Action::Attack { mini: 0, target: 5 }),
        Illegal::Out
    );
    // Healed back to its feet during the turn, it still waits (it was out at
    // the start of the turn).
    let g = pos("\n.A.F", "A hp=3 none melee out\nF hp=6 none medium");
    assert_eq!(
        refuse(
            &g,
            Action::Move {
                mini: 0,
                to: c(1, 0)
            }
        ),
        Illegal::Out
    );
    assert!(at(&g, 0).is_some());
}

#[test]
fn ruling_only_the_seat_to_play_moves_and_only_its_minis_on_the_battlefield() {
    // Seat 0 plays: its foe's mini is not its to move, nor its own mini B
    // (mini 1), which is off the battlefield.
    let g = pos("\n.A\n\n.F", "A hp=6 none medium\nF hp=6 none medium");
    let to = c(3, 1);
    assert_eq!(refuse(&g, Action::Move { mini: 5, to }), Illegal::NotYours);
    assert_eq!(refuse(&g, Action::Move { mini: 1, to }), Illegal::NotYours);
    assert_eq!(refuse(&g, Action::Move { mini: 20, to }), Illegal::NotYours);
    assert!(moves(&g, 0, to));
}

#[test]
fn ruling_minis_move_only_in_play_and_never_once_it_is_over() {
    for (phase, refusal) in [("place0", Illegal::NotNow), ("over", Illegal::Over)] {
        let text = std::format!(
            "hero players=2 phase={phase} round=2 turn=0 order=1,0\n\n.A\n\n.F\nA hp=6 none medium\n"
        );
        let g: super::Game = text.parse().unwrap();
        assert_eq!(
            refuse(
                &g,
                Action::Move {
                    mini: 0,
                    to: c(3, 1)
                }
            ),
            refusal,
            "{phase}"
        );
    }
}

#[test]
fn rule_the_single_move_leaves_the_action_and_one_step_more_spends_it() {
    // Light armour: 6 units, then a throw is still allowed; 6.5 and it is not.
    let mut g = open("A hp=6 light medium bombs=1");
    apply(
        &mut g,
        Action::Move {
            mini: 0,
            to: c(11, 5),
        },
    );
    assert_eq!(super::super::Game::single_move(&g.minis()[0]), 12);
    assert_eq!(g.minis()[0].spent, 12);
    assert_eq!(
        refuse(&g, Action::Throw { mini: 0, target: 5 }),
        Illegal::OutOfRange,
        "its action is still there (the enemy is just too far)"
    );
    let mut g = open("A hp=6 light medium bombs=1");
    apply(
        &mut g,
        Action::Move {
            mini: 0,
            to: c(12, 5),
        },
    );
    assert_eq!(
        refuse(&g, Action::Throw { mini: 0, target: 5 }),
        Illegal::Tired
    );
}

#[test]
fn ruling_a_move_off_the_battlefield_is_refused() {
    // A in the bottom-right corner (39,29), F far away.
    let mut rows = std::string::String::from("F\n");
    for _ in 1..29 {
        rows.push('\n');
    }
    rows.push_str(".......................................A");
    let g = pos(&rows, "A hp=6 none medium");
    assert_eq!(at(&g, 0), Some(c(39, 29)));
    assert!(moves(&g, 0, c(38, 28)), "A can move");
    for to in [c(40, 29), c(39, 30), c(40, 30), c(255, 0), c(0, 255)] {
        let a = Action::Move { mini: 0, to };
        assert_eq!(refuse(&g, a), Illegal::TooFar, "{to:?}");
    }
}
