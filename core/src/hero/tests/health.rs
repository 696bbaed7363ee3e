//! Health: unconscious, bleeding, death, the medkit and winning.

use super::super::{Action, DEAD_AT, Event, Illegal, Outcome, ROUND_CAP};
use super::{apply, at, hp, pos, refuse};

#[test]
fn rule_an_unconscious_mini_gets_no_absorb() {
    let mut g = pos("\n.A\n\n.F", "A hp=6 none medium\nF hp=0 heavy medium");
    g.script_dice(&[6, 5, 1, 1, 2]).unwrap();
    apply(&mut g, Action::Attack { mini: 0, target: 5 });
    assert_eq!(hp(&g, 5), DEAD_AT, "2 damage, none absorbed: dead");
}

#[test]
fn rule_an_unconscious_mini_loses_a_hit_point_at_the_start_of_its_turn_and_dies_at_minus_2() {
    let mut g = pos(
        "\n.A\n\n\n\n\n\n\n\n\n\n\n.F.G",
        "A hp=6 none medium\nG hp=0 none medium",
    );
    let ev = apply(&mut g, Action::EndTurn);
    assert!(
        ev.contains(&Event::TurnStarted { seat: 1, round: 2 }),
        "{ev:?}"
    );
    assert!(ev.contains(&Event::Bled { mini: 6, hp: -1 }), "{ev:?}");
    assert!(g.minis()[6].out);
    assert_eq!(
        refuse(
            &g,
            Action::Move {
                mini: 6,
                to: super::c(3, 13)
            }
        ),
        Illegal::Out
    );
    apply(&mut g, Action::EndTurn);
    let ev = apply(&mut g, Action::EndTurn);
    assert!(ev.contains(&Event::Died { mini: 6 }), "{ev:?}");
    assert_eq!(at(&g, 6), None);
    assert_eq!(g.stats().deaths, 1);
}

#[test]
fn rule_the_medkit_reaches_one_unit_and_on_3_or_more_heals_4_and_is_used_up() {
    let mut g = pos("\n.AB", "A hp=6 none medium medkits=1\nB hp=0 none medium");
    g.script_dice(&[3]).unwrap();
    let ev = apply(&mut g, Action::Heal { mini: 0, target: 1 });
    assert_eq!(
        ev[0],
        Event::Healed {
            mini: 0,
            target: 1,
            face: 3,
            gained: 4,
            hp: 4
        }
    );
    assert_eq!(g.minis()[0].kit.medkits, 0);
    let g = pos("\n.A.B", "A hp=6 none medium medkits=1\nB hp=0 none medium");
    assert_eq!(
        refuse(&g, Action::Heal { mini: 0, target: 1 }),
        Illegal::OutOfRange
    );
}

#[test]
fn ruling_a_failed_medkit_is_kept_but_the_action_is_spent() {
    let mut g = pos("\n.AB", "A hp=6 none medium medkits=1\nB hp=0 none medium");
    g.script_dice(&[2]).unwrap();
    let ev = apply(&mut g, Action::Heal { mini: 0, target: 1 });
    assert_eq!(
        ev[0],
        Event::Healed {
            mini: 0,
            target: 1,
            face: 2,
            gained: 0,
            hp: 0
        }
    );
    assert_eq!(g.minis()[0].kit.medkits, 1);
    assert_eq!(
        refuse(&g, Action::Heal { mini: 0, target: 1 }),
        Illegal::Acted
    );
}

#[test]
fn ruling_healing_stops_at_6_and_works_on_the_medic_itself() {
    let mut g = pos("\n.A", "A hp=4 none medium medkits=2");
    g.script_dice(&[6]).unwrap();
    let ev = apply(&mut g, Action::Heal { mini: 0, target: 0 });
    assert!(
        matches!(
            ev[0],
            Event::Healed {
                gained: 2,
                hp: 6,
                ..
            }
        ),
        "{ev:?}"
    );
    let g = pos("\n.A", "A hp=6 none medium medkits=2");
    assert_eq!(
        refuse(&g, Action::Heal { mini: 0, target: 0 }),
        Illegal::BadTarget,
        "nothing to heal"
    );
}

#[test]
fn rule_the_dead_cannot_be_healed() {
    let g = pos(
        "\n.AB\n\n.F",
        "A hp=6 none medium medkits=1\nB hp=-1 none medium",
    );
    // F kills B on its turn.
    let text = std::format!("{g}").replace("turn=0", "turn=1");
    let mut h: super::Game = text.parse().unwrap();
    h.script_dice(&[6, 6, 6]).unwrap();
    apply(&mut h, Action::Attack { mini: 5, target: 1 });
    assert_eq!(at(&h, 1), None);
    assert_eq!(hp(&h, 1), DEAD_AT);
    let back = std::format!("{h}").replace("turn=1", "turn=0");
    let g: super::Game = back.parse().unwrap();
    assert_eq!(
        refuse(&g, Action::Heal { mini: 0, target: 1 }),
        Illegal::BadTarget
    );
}

extern crate std;

#[test]
fn rule_the_last_player_with_a_living_hero_wins_and_ruling_a_losers_minis_leave() {
    let text = "hero players=3 phase=play round=2 turn=0 order=2,1,0\n\
                \n.A\n\n.F.G\n\n.K\nA hp=6 none heavy\nF hp=1 none medium\nK hp=1 none medium\n";
    let mut g: super::Game = text.parse().unwrap();
    g.script_dice(&[6, 6]).unwrap();
    let ev = apply(&mut g, Action::Attack { mini: 0, target: 5 });
    assert!(
        ev.contains(&Event::Defeated { seat: 1, left: 1 }),
        "G leaves with F: {ev:?}"
    );
    assert_eq!(
        (at(&g, 6), g.outcome()),
        (None, None),
        "two players still in"
    );
    let text = std::format!("{g}").replace(" acted", "");
    let mut g: super::Game = text.parse().unwrap();
    g.script_dice(&[6, 6]).unwrap();
    let ev = apply(
        &mut g,
        Action::Attack {
            mini: 0,
            target: 10,
        },
    );
    assert!(
        ev.contains(&Event::GameOver {
            outcome: Outcome::Won(0)
        }),
        "{ev:?}"
    );
    let mut n = 0usize;
    g.legal_actions(&mut n);
    assert_eq!(n, 0, "nothing to do once it is over");
}

#[test]
fn ruling_a_game_nobody_wins_stops_unfinished_at_the_round_cap() {
    let text =
        std::format!("hero players=2 phase=play round={ROUND_CAP} turn=1 order=1,0\n.A\n.F\n");
    let mut g: super::Game = text.parse().unwrap();
    let ev = apply(&mut g, Action::EndTurn);
    assert_eq!(
        ev,
        [Event::GameOver {
            outcome: Outcome::Unfinished
        }]
    );
    assert_eq!(g.round(), ROUND_CAP);
    // The round before the cap still leads to the last round.
    let text = std::format!(
        "hero players=2 phase=play round={} turn=1 order=1,0\n.A\n.F\n",
        ROUND_CAP - 1
    );
    let mut g: super::Game = text.parse().unwrap();
    apply(&mut g, Action::EndTurn);
    assert_eq!((g.round(), g.outcome()), (ROUND_CAP, None));
}

#[test]
fn ruling_a_hero_that_bleeds_to_death_at_its_turn_passes_the_turn_on() {
    // Seat 1's hero F is down at -1: at its turn it bleeds to -2 and dies,
    // seat 1 is out, and seat 2 plays.
    let text = "hero players=3 phase=play round=2 turn=0 order=2,1,0\n\n.A\n\n\n.F\n\n\n\n\n..........K\nF hp=-1 none medium out\n";
    let mut g: super::super::Game = text.parse().unwrap();
    apply(&mut g, Action::EndTurn);
    assert_eq!(hp(&g, 5), DEAD_AT);
    assert!(g.is_defeated(1));
    assert_eq!(
        crate::contract::Rules::turn(&g),
        crate::contract::Turn::Seat(2)
    );
    assert_eq!(g.outcome(), None);
}

#[test]
fn rule_a_player_whose_hero_dies_is_defeated_and_the_others_play_on() {
    let text = "hero players=3 phase=play round=2 turn=0 order=2,1,0\n\n.A\n\n\n.F\n\n\n\n\n..........K\nA hp=6 none medium\nF hp=2 none medium\n";
    let mut g: super::super::Game = text.parse().unwrap();
    assert_eq!(g.players(), 3);
    assert!(!(0..3).any(|s| g.is_defeated(s)));
    // A critical: 6 damage, F (seat 1's hero) at -4 is dead.
    g.script_dice(&[6, 6, 1]).unwrap();
    apply(&mut g, Action::Attack { mini: 0, target: 5 });
    assert_eq!(at(&g, 5), None);
    assert_eq!(
        (0..3)
            .map(|s| g.is_defeated(s))
            .collect::<std::vec::Vec<_>>(),
        [false, true, false]
    );
    assert_eq!(g.outcome(), None, "two heroes still stand");
}
