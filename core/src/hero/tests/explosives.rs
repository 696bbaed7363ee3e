//! Explosives: the blast, friend and foe, the miss and its bounce, used up,
//! criticals, and no cover against them.

use super::super::combat::bounce_of;
use super::super::{Action, Bounce, Edge, Event, Illegal, Outcome};
use super::{apply, c, counted, hp, pos, refuse};

/// A at 1,1 throws at F at 1,9 (8 units).
const THROW: &str = "\n.A\n\n\n\n\n\n\n\n.F";

fn blast_at(ev: &[Event]) -> Option<super::Cell> {
    ev.iter().find_map(|e| match e {
        Event::Blast { at, .. } => Some(*at),
        _ => None,
    })
}

#[test]
fn rule_an_explosive_hurts_every_mini_within_5_units_friend_or_foe() {
    // B (A's friend) 4 from F, G 5 from F, H 5.66 from F.
    let rows = "\n.A\n\n\n\n.B\n\n\n\n.F\n\n\n\n....GH";
    let mut g = pos(rows, "A hp=6 none none bombs=1");
    let g_at = c(4, 13);
    assert_eq!(super::at(&g, 6), Some(g_at));
    g.script_dice(&[5, 2, 4]).unwrap();
    let ev = apply(&mut g, Action::Throw { mini: 0, target: 5 });
    assert!(
        matches!(
            ev[0],
            Event::Thrown {
                attack: 5,
                hit: true,
                ..
            }
        ),
        "{ev:?}"
    );
    assert_eq!(blast_at(&ev), Some(c(1, 9)));
    assert_eq!(
        [hp(&g, 5), hp(&g, 1), hp(&g, 6), hp(&g, 7), hp(&g, 0)],
        [2, 2, 2, 6, 6]
    );
}

#[test]
fn rule_a_missed_explosive_whose_1_faces_up_or_down_lands_for_half_damage() {
    for face in [1, 6] {
        let mut g = pos(THROW, "A hp=6 none none bombs=1");
        g.script_dice(&[1, 6, face, 5]).unwrap();
        let ev = apply(&mut g, Action::Throw { mini: 0, target: 5 });
        assert!(
            ev.iter().any(|e| matches!(
                e,
                Event::Bounced {
                    bounce: Bounce::Stays,
                    units: 0,
                    ..
                }
            )),
            "{ev:?}"
        );
        assert_eq!(blast_at(&ev), Some(c(1, 9)));
        assert_eq!(hp(&g, 5), 3, "5 halved is 3");
    }
}

#[test]
fn rule_a_missed_explosive_bounces_half_the_thrown_distance_towards_the_1() {
    let mut g = pos("\n.A\n\n\n\n\n\n\n\n.F.......G", "A hp=6 none none bombs=1");
    g.script_dice(&[1, 6, 3, 2]).unwrap();
    let ev = apply(&mut g, Action::Throw { mini: 0, target: 5 });
    assert!(
        ev.iter().any(|e| matches!(
            e,
            Event::Bounced { face: 3, bounce: Bounce::Towards(Edge::East), units: 4, at } if *at == c(5, 9)
        )),
        "{ev:?}"
    );
    assert_eq!(
        (hp(&g, 5), hp(&g, 6)),
        (4, 4),
        "F 4 away and G 4 away, full damage"
    );
    assert_eq!(g.stats().bounces, 1);
}

#[test]
fn ruling_the_direction_die_maps_its_faces_to_the_grid() {
    assert_eq!(bounce_of(1), Bounce::Stays);
    assert_eq!(bounce_of(6), Bounce::Stays);
    assert_eq!(bounce_of(2), Bounce::Towards(Edge::North));
    assert_eq!(bounce_of(3), Bounce::Towards(Edge::East));
    assert_eq!(bounce_of(4), Bounce::Towards(Edge::West));
    assert_eq!(bounce_of(5), Bounce::Towards(Edge::South));
}

#[test]
fn ruling_a_bounce_stops_at_the_battlefields_edge() {
    let mut g = pos(THROW, "A hp=6 none none bombs=1");
    g.script_dice(&[1, 6, 4, 2]).unwrap();
    let ev = apply(&mut g, Action::Throw { mini: 0, target: 5 });
    assert_eq!(
        blast_at(&ev),
        Some(c(0, 9)),
        "4 west of column 1 is column 0"
    );
}

#[test]
fn rule_explosives_are_used_up_and_a_mini_may_carry_several() {
    let mut g = pos(THROW, "A hp=6 none none bombs=2");
    g.script_dice(&[1, 6, 2, 1]).unwrap();
    apply(&mut g, Action::Throw { mini: 0, target: 5 });
    assert_eq!(g.minis()[0].kit.bombs, 1);
    let g = pos(THROW, "A hp=6 none none bombs=0");
    assert_eq!(
        refuse(&g, Action::Throw { mini: 0, target: 5 }),
        Illegal::NoGear
    );
}

#[test]
fn ruling_an_explosives_critical_deals_6_through_armour_to_the_whole_blast() {
    let mut g = pos(
        "\n.A\n\n\n\n\n\n\n\n.FG",
        "A hp=6 none none bombs=1\nF hp=6 heavy medium\nG hp=6 light medium",
    );
    g.script_dice(&[6, 6, 6]).unwrap();
    let ev = apply(&mut g, Action::Throw { mini: 0, target: 5 });
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::Blast {
            damage: 6,
            crit: true,
            ..
        }
    )));
    assert_eq!((hp(&g, 5), hp(&g, 6)), (0, 0));
}

#[test]
fn ruling_explosives_arc_so_cover_does_not_count_and_armour_absorbs() {
    // F behind a crate would be Covered (+2) against a gun; not against an
    // explosive: 3 beats 2.
    let mut g = pos(
        ".A\n\n\n\n\n\n\n.1\n.F",
        "A hp=6 none none bombs=1\nF hp=6 light medium",
    );
    g.script_dice(&[3, 1, 1, 4]).unwrap();
    let ev = apply(&mut g, Action::Throw { mini: 0, target: 5 });
    assert!(matches!(ev[0], Event::Thrown { hit: true, .. }), "{ev:?}");
    assert_eq!(hp(&g, 5), 3, "4 less light armour's 1");
}

#[test]
fn ruling_the_thrower_is_caught_in_its_own_blast() {
    let mut g = pos("\n.A\n\n.F", "A hp=6 none none bombs=1");
    g.script_dice(&[5, 1, 3]).unwrap();
    apply(&mut g, Action::Throw { mini: 0, target: 5 });
    assert_eq!((hp(&g, 0), hp(&g, 5)), (3, 3));
}

#[test]
fn ruling_heroes_dying_together_is_a_draw() {
    let mut g = pos("\n.A\n\n.F", "A hp=1 none none bombs=1\nF hp=1 none medium");
    g.script_dice(&[6]).unwrap();
    apply(&mut g, Action::Throw { mini: 0, target: 5 });
    assert_eq!(g.outcome(), Some(Outcome::Draw));
}

/// A's explosive at F knocks out A itself (2 - 3 = -1) and its teammate B
/// (2 - 3 = -1) in A's own turn; `house` is the header's house rules.
fn knocked_out_by_a_teammate(house: &str) -> super::Game {
    let text = "hero players=2 phase=play round=2 turn=0 order=1,0\n\n.AB\n\n.F\n\
        A hp=2 none none bombs=1\nB hp=2 none medium\nF hp=6 none medium";
    let mut g: super::Game = text
        .replace("order=1,0", house)
        .parse()
        .expect("a position");
    g.script_dice(&[5, 1, 3]).unwrap();
    apply(&mut g, Action::Throw { mini: 0, target: 5 });
    assert_eq!((hp(&g, 0), hp(&g, 1), hp(&g, 5)), (-1, -1, 3));
    g
}

#[test]
fn rule_a_mini_knocked_out_in_its_own_turn_plays_on() {
    // The paper stops a mini "if it was unconscious at the beginning of the
    // turn": one knocked out during its own turn may still move and act.
    let mut g = knocked_out_by_a_teammate("order=1,0");
    apply(
        &mut g,
        Action::Move {
            mini: 0,
            to: c(0, 0),
        },
    );
    assert_eq!(super::at(&g, 0), Some(c(0, 0)));
    g.script_dice(&[6, 6, 1]).unwrap();
    let ev = apply(&mut g, Action::Attack { mini: 1, target: 5 });
    assert!(matches!(ev[0], Event::Shot { crit: true, .. }), "{ev:?}");
    assert_eq!(hp(&g, 5), -2, "a critical's 6 through armour kills F on 3");
}

#[test]
fn house_knocked_out_stops_stops_a_mini_knocked_out_in_its_own_turn() {
    let g = knocked_out_by_a_teammate("order=1,0 house=knocked-out-stops");
    assert!(g.house().knocked_out_stops);
    let to = c(0, 0);
    assert_eq!(refuse(&g, Action::Move { mini: 0, to }), Illegal::Out);
    assert_eq!(
        refuse(&g, Action::Attack { mini: 1, target: 5 }),
        Illegal::Out
    );
    assert!(g.reach(1).is_none());
}

#[test]
fn ruling_an_explosive_that_ties_the_defence_misses_and_throws_are_counted() {
    // Attack 3 against defence 3: a miss; the direction die's 1 lands it in
    // place for half.
    let mut g = pos(THROW, "A hp=6 none none bombs=2");
    g.script_dice(&[3, 3, 1, 4]).unwrap();
    let ev = apply(&mut g, Action::Throw { mini: 0, target: 5 });
    assert!(
        matches!(
            ev[0],
            Event::Thrown {
                attack: 3,
                hit: false,
                ..
            }
        ),
        "a tie goes to the defender: {ev:?}"
    );
    assert_eq!(counted(&g), (1, 0, 0));
    // A plain hit and a critical.
    let mut g = pos(THROW, "A hp=6 none none bombs=1");
    g.script_dice(&[5, 2, 4]).unwrap();
    apply(&mut g, Action::Throw { mini: 0, target: 5 });
    assert_eq!(counted(&g), (1, 1, 0));
    let mut g = pos(THROW, "A hp=6 none none bombs=1");
    g.script_dice(&[6, 2]).unwrap();
    apply(&mut g, Action::Throw { mini: 0, target: 5 });
    assert_eq!(counted(&g), (1, 1, 1));
}

#[test]
fn ruling_a_player_whose_own_blast_kills_its_hero_loses_the_turn_at_once() {
    // Seat 0's B throws at F; its own hero A (2 hit points) stands two units
    // from F, inside the blast. Three players: the game goes on, with seat 1.
    let text = "hero players=3 phase=play round=2 turn=0 order=2,1,0\n\n.A.F\n\n\n\n\n\n\n\n.B\n\n\n\n\n\n\n\n\n\n\n..........K\nA hp=2 none medium\nB hp=6 none none bombs=1\n";
    let mut g: super::super::Game = text.parse().unwrap();
    g.script_dice(&[5, 2, 4]).unwrap();
    apply(&mut g, Action::Throw { mini: 1, target: 5 });
    assert_eq!(super::hp(&g, 0), super::super::DEAD_AT);
    assert!(g.is_defeated(0));
    assert_eq!(
        crate::contract::Rules::turn(&g),
        crate::contract::Turn::Seat(1)
    );
    assert_eq!(g.outcome(), None);
}
