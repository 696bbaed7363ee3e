//! Attacks: the rolls, damage and Absorb, the weapons' specials, criticals
//! and ranges.

use super::super::{Action, Event, Illegal};
use super::{apply, at, c, counted, hp, pos, refuse};

/// A at 1,1 and F three cells south of it.
const NEAR: &str = "\n.A\n\n\n.F";

fn shots(ev: &[Event]) -> usize {
    ev.iter()
        .filter(|e| matches!(e, Event::Shot { .. }))
        .count()
}

#[test]
fn rule_an_attack_hits_only_when_strictly_higher_than_the_defence() {
    let minis = "A hp=6 none medium\nF hp=6 light medium";
    let mut g = pos(NEAR, minis);
    g.script_dice(&[3, 4, 4, 3]).unwrap();
    let ev = apply(&mut g, Action::Attack { mini: 0, target: 5 });
    assert!(
        matches!(
            ev[0],
            Event::Shot {
                attack: [3, 4],
                defence: [4, 3],
                hit: false,
                ..
            }
        ),
        "a tie goes to the defender: {ev:?}"
    );
    assert_eq!(hp(&g, 5), 6);
    let mut g = pos(NEAR, minis);
    g.script_dice(&[4, 4, 4, 3, 5]).unwrap();
    apply(&mut g, Action::Attack { mini: 0, target: 5 });
    assert_eq!(hp(&g, 5), 2, "5 damage less light armour's 1");
}

#[test]
fn rule_damage_is_the_roll_less_the_targets_absorb() {
    let mut g = pos(NEAR, "A hp=6 none medium\nF hp=6 medium medium");
    g.script_dice(&[6, 5, 1, 1, 1]).unwrap();
    let ev = apply(&mut g, Action::Attack { mini: 0, target: 5 });
    assert!(
        ev.iter().any(|e| matches!(
            e,
            Event::Hurt {
                mini: 5,
                faces: [1, 0],
                absorbed: 1,
                lost: 0,
                hp: 6
            }
        )),
        "never below nothing: {ev:?}"
    );
    let mut g = pos(NEAR, "A hp=6 none heavy\nF hp=6 heavy medium");
    g.script_dice(&[6, 5, 1, 1, 5]).unwrap();
    apply(&mut g, Action::Attack { mini: 0, target: 5 });
    assert_eq!(hp(&g, 5), 4, "5 less heavy armour's 3");
}

#[test]
fn rule_melee_ignores_absorb_and_reaches_one_unit() {
    let mut g = pos("\n.AF", "A hp=6 none melee\nF hp=6 heavy medium");
    g.script_dice(&[6, 5, 1, 1, 4]).unwrap();
    apply(&mut g, Action::Attack { mini: 0, target: 5 });
    assert_eq!(hp(&g, 5), 2, "all 4 through heavy armour");
    let g = pos("\n.A.F", "A hp=6 none melee\nF hp=6 none medium");
    assert_eq!(
        refuse(&g, Action::Attack { mini: 0, target: 5 }),
        Illegal::OutOfRange
    );
}

#[test]
fn ruling_melee_does_not_reach_a_diagonal_neighbour() {
    // A diagonal neighbour is 1.41 units away: outside a 1-unit disc.
    let g = pos("\n.A\n..F", "A hp=6 none melee\nF hp=6 none medium");
    assert_eq!(
        refuse(&g, Action::Attack { mini: 0, target: 5 }),
        Illegal::OutOfRange
    );
}

#[test]
fn rule_the_light_weapon_fires_twice_as_one_action_with_damage_halved_rounded_up() {
    let mut g = pos(NEAR, "A hp=6 none light\nF hp=6 none medium");
    g.script_dice(&[6, 5, 1, 5, 6, 5, 1, 3]).unwrap();
    let ev = apply(&mut g, Action::Attack { mini: 0, target: 5 });
    assert_eq!(shots(&ev), 2);
    assert_eq!(hp(&g, 5), 1, "5 -> 3 and 3 -> 2");
    assert!(g.minis()[0].acted);
}

#[test]
fn ruling_the_light_weapons_second_shot_is_not_fired_at_a_dead_target() {
    let mut g = pos(
        NEAR,
        "A hp=6 none light\nF hp=1 none medium\nG hp=6 none medium",
    );
    g.script_dice(&[6, 5, 1, 6]).unwrap();
    let ev = apply(&mut g, Action::Attack { mini: 0, target: 5 });
    assert_eq!(shots(&ev), 1, "{ev:?}");
    assert_eq!(at(&g, 5), None);
}

#[test]
fn rule_the_sniper_reaches_10_to_26_units_and_cannot_fire_after_moving() {
    let row = |gap: usize| {
        let mut s = std::string::String::from("\nA");
        s.push_str(&".".repeat(gap - 1));
        s.push('F');
        s
    };
    let minis = "A hp=6 none sniper\nF hp=6 none medium";
    assert_eq!(
        refuse(&pos(&row(9), minis), Action::Attack { mini: 0, target: 5 }),
        Illegal::OutOfRange
    );
    assert!(pos(&row(10), minis).check_attack(0, 5).is_ok());
    assert!(pos(&row(26), minis).check_attack(0, 5).is_ok());
    assert_eq!(
        refuse(&pos(&row(27), minis), Action::Attack { mini: 0, target: 5 }),
        Illegal::OutOfRange
    );
    let mut g = pos(&row(12), minis);
    apply(
        &mut g,
        Action::Move {
            mini: 0,
            to: c(0, 2),
        },
    );
    assert_eq!(
        refuse(&g, Action::Attack { mini: 0, target: 5 }),
        Illegal::SniperMoved
    );
}

extern crate std;

#[test]
fn ruling_a_sniper_that_fired_cannot_move_that_turn() {
    let mut g = pos("\nA...........F", "A hp=6 none sniper\nF hp=6 none medium");
    g.script_dice(&[1, 6]).unwrap();
    apply(&mut g, Action::Attack { mini: 0, target: 5 });
    assert_eq!(
        refuse(
            &g,
            Action::Move {
                mini: 0,
                to: c(0, 2)
            }
        ),
        Illegal::TooFar
    );
}

#[test]
fn rule_weapon_ranges_medium_8_heavy_16() {
    let row = |gap: usize| {
        let mut s = std::string::String::from("\nA");
        s.push_str(&".".repeat(gap - 1));
        s.push('F');
        s
    };
    let ok = |w: &str, gap| {
        pos(
            &row(gap),
            &std::format!("A hp=6 none {w}\nF hp=6 none medium"),
        )
        .check_attack(0, 5)
        .is_ok()
    };
    assert!(ok("medium", 8) && !ok("medium", 9));
    assert!(ok("light", 8) && !ok("light", 9));
    assert!(ok("heavy", 16) && !ok("heavy", 17));
}

#[test]
fn rule_a_critical_always_hits_for_the_most_damage_through_armour() {
    let mut g = pos(NEAR, "A hp=6 none medium\nF hp=6 heavy medium");
    g.script_dice(&[6, 6, 6, 6]).unwrap();
    let ev = apply(&mut g, Action::Attack { mini: 0, target: 5 });
    assert!(
        matches!(
            ev[0],
            Event::Shot {
                crit: true,
                hit: true,
                ..
            }
        ),
        "{ev:?}"
    );
    assert!(
        ev.iter().any(|e| matches!(
            e,
            Event::Hurt {
                mini: 5,
                absorbed: 0,
                lost: 6,
                ..
            }
        )),
        "{ev:?}"
    );
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::KnockedOut { mini: 5 }))
    );
    // The sniper's critical is a single 6 and deals 12.
    let mut g = pos("\nA.........F", "A hp=6 none sniper\nF hp=6 light medium");
    g.script_dice(&[6, 6, 6]).unwrap();
    apply(&mut g, Action::Attack { mini: 0, target: 5 });
    assert_eq!(at(&g, 5), None, "12 damage kills");
}

#[test]
fn rule_no_attacks_in_the_first_round() {
    let text = "hero players=2 phase=play round=1 turn=0 order=1,0\n\n.A\n\n\n.F\nA hp=6 none medium bombs=1\n";
    let g: super::Game = text.parse().unwrap();
    assert_eq!(
        refuse(&g, Action::Attack { mini: 0, target: 5 }),
        Illegal::FirstRound
    );
    assert_eq!(
        refuse(&g, Action::Throw { mini: 0, target: 5 }),
        Illegal::FirstRound
    );
}

#[test]
fn ruling_only_enemies_are_attacked_and_only_once_a_turn() {
    let mut g = pos("\n.AB\n\n.F", "A hp=6 none medium");
    assert_eq!(
        refuse(&g, Action::Attack { mini: 0, target: 1 }),
        Illegal::BadTarget
    );
    g.script_dice(&[1, 1, 6]).unwrap();
    apply(&mut g, Action::Attack { mini: 0, target: 5 });
    assert_eq!(
        refuse(&g, Action::Attack { mini: 0, target: 5 }),
        Illegal::Acted
    );
}

#[test]
fn house_first_turn_only_lets_the_second_player_attack_in_round_1() {
    // Seat 1's turn in round 1 (seat 0 played the first turn).
    let text =
        "hero players=2 phase=play round=1 turn=1 order=1,0\n\n.A\n\n\n.F\nF hp=6 none medium\n";
    let g: super::Game = text.parse().unwrap();
    assert_eq!(
        refuse(&g, Action::Attack { mini: 5, target: 0 }),
        Illegal::FirstRound
    );
    let house: super::Game = text
        .replace("order=1,0", "order=1,0 house=first-turn")
        .parse()
        .unwrap();
    assert!(house.house().first_turn_only);
    assert!(house.check_attack(5, 0).is_ok());
    // The very first turn still holds fire.
    let first: super::Game = text
        .replace("turn=1", "turn=0")
        .replace("order=1,0", "order=1,0 house=first-turn")
        .parse()
        .unwrap();
    assert!(first.check_attack(0, 5).is_err() || first.minis()[0].at.is_some());
    assert_eq!(
        refuse(&first, Action::Attack { mini: 0, target: 5 }),
        Illegal::FirstRound
    );
}

#[test]
fn api_the_statistics_count_each_shot_hit_and_critical() {
    // A light weapon's two shots: a miss, then a critical.
    let mut g = pos(NEAR, "A hp=6 none light\nF hp=6 light medium");
    g.script_dice(&[3, 4, 4, 3, 6, 6, 1, 1]).unwrap();
    apply(&mut g, Action::Attack { mini: 0, target: 5 });
    assert_eq!(counted(&g), (2, 1, 1));
    // A plain hit.
    let mut g = pos(NEAR, "A hp=6 none medium\nF hp=6 light medium");
    g.script_dice(&[4, 4, 4, 3, 2]).unwrap();
    apply(&mut g, Action::Attack { mini: 0, target: 5 });
    assert_eq!(counted(&g), (1, 1, 0));
}

#[test]
fn ruling_a_hit_that_leaves_hit_points_knocks_nobody_out_and_a_fallen_mini_falls_once() {
    let mut g = pos(NEAR, "A hp=6 none medium\nF hp=6 none medium");
    g.script_dice(&[4, 4, 3, 3]).unwrap();
    let ev = apply(&mut g, Action::Attack { mini: 0, target: 5 });
    assert_eq!(hp(&g, 5), 3);
    assert!(
        !ev.iter().any(|e| matches!(e, Event::KnockedOut { .. })),
        "still standing: {ev:?}"
    );
    // Already down (0 hit points): a hit of 1 leaves it at -1, not knocked
    // out again.
    let mut g = pos(NEAR, "A hp=6 none medium\nF hp=0 none medium");
    g.script_dice(&[4, 4, 1, 1]).unwrap();
    let ev = apply(&mut g, Action::Attack { mini: 0, target: 5 });
    assert_eq!(hp(&g, 5), -1);
    assert!(
        !ev.iter().any(|e| matches!(e, Event::KnockedOut { .. })),
        "down already: {ev:?}"
    );
}

#[test]
fn house_sniper_moves_lets_a_sniper_fire_after_a_single_move() {
    // The paper: a sniper "cannot attack if mini moves this turn". With the
    // house rule it may fire after a single move, and having fired it still
    // may not move on; past its single move it may not act at all.
    let text = "hero players=2 phase=play round=2 turn=0 order=1,0 house=sniper-moves\n\
        \nA...........F\nA hp=6 none sniper\nF hp=6 none medium";
    let mut g: super::Game = text.parse().unwrap();
    assert!(g.house().sniper_moves);
    let paper: super::Game = text.replace(" house=sniper-moves", "").parse().unwrap();
    let step = Action::Move {
        mini: 0,
        to: c(0, 2),
    };
    let mut p = paper.clone();
    apply(&mut p, step);
    assert_eq!(
        refuse(&p, Action::Attack { mini: 0, target: 5 }),
        Illegal::SniperMoved
    );
    apply(&mut g, step);
    g.script_dice(&[1, 6]).unwrap();
    apply(&mut g, Action::Attack { mini: 0, target: 5 });
    assert_eq!(
        refuse(
            &g,
            Action::Move {
                mini: 0,
                to: c(0, 3)
            }
        ),
        Illegal::TooFar
    );
    // Past the single move (8 units unarmoured) it may not fire.
    let mut far: super::Game = text.parse().unwrap();
    apply(
        &mut far,
        Action::Move {
            mini: 0,
            to: c(0, 10),
        },
    );
    assert_eq!(
        refuse(&far, Action::Attack { mini: 0, target: 5 }),
        Illegal::Tired
    );
}
