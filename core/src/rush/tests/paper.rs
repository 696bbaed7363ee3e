//! The paper's words where the project once departed from them (issue 30):
//! the minion point on every movement result of 1, the minion point spent
//! before a cube ends the turn, the princess in her hunters' base, releasing
//! her before the d4, and the house rule that keeps the old base rule.

extern crate std;

use std::format;

use super::{apply, auto, b, edit, k, legal, moving, turn_of};
use crate::contract::{Rules, Turn};
use crate::rush::{Action, Event, HouseRules, Phase, Spot, Team};

/// A zombie minion next to a block it can step to.
const HERE: Spot = k(8, 6);

/// The d4 for player 0 (carrying the jocks' princess or not), a zombie minion
/// on the board: the points and the minion point it gives.
fn roll(d4: u8, carrying: bool) -> (u8, bool) {
    let mut g = turn_of(2, 0, &[]);
    let carrier = if carrying { "0" } else { "-" };
    edit(
        &mut g,
        &format!(
            "rush phase=move-roll\np0 at=b7\nprincess team=jocks at=cloud carrier={carrier}\nminions team=zombies at={HERE}"
        ),
    );
    g.script(&[d4]).unwrap();
    let ev = auto(&mut g);
    let rolled = ev
        .iter()
        .find_map(|e| match *e {
            Event::MoveRolled {
                player: 0,
                d4: f,
                points,
                minion_point,
            } if f == d4 => Some((points, minion_point)),
            _ => None,
        })
        .expect("the d4 is rolled");
    assert_eq!(g.phase(), Phase::Move);
    assert_eq!(g.minion_point(), rolled.1, "the event tells the state");
    rolled
}

#[test]
fn rule_every_movement_result_of_1_gives_a_minion_point() {
    // The paper: "whenever you receive a result of 1 for movement points",
    // and a carrier's 1d4 - 2 has "a minimum result of 1".
    for d4 in 1..=4 {
        assert_eq!(roll(d4, false), (d4, d4 == 1), "walking, d4 {d4}");
    }
    for (d4, points) in [(1, 1), (2, 1), (3, 1), (4, 2)] {
        assert_eq!(roll(d4, true), (points, points == 1), "carrying, d4 {d4}");
    }
}

#[test]
fn rule_the_minion_point_is_spent_before_a_cube_ends_the_turn() {
    let mut g = moving(2, 0, 1);
    edit(
        &mut g,
        &format!("rush minion=1\np0 at=b7\nminions team=zombies at={HERE}"),
    );
    assert!(
        !legal(&g, Action::PickCube),
        "taking a cube would end the turn"
    );
    assert!(!legal(&g, Action::EndTurn));
    let refused = g.try_apply(Action::PickCube, &mut 0usize).unwrap_err();
    assert_eq!(refused.0, "First move a minion with your minion point.");
    apply(
        &mut g,
        Action::MinionStep {
            from: HERE,
            to: k(9, 6),
        },
    );
    assert!(legal(&g, Action::PickCube), "spent: the cube may be taken");
    // With no minion on the board there is nothing to spend it on.
    let mut g = moving(2, 0, 1);
    edit(&mut g, "rush minion=1\np0 at=b7");
    assert!(legal(&g, Action::PickCube));
    assert!(legal(&g, Action::EndTurn));
}

#[test]
fn rule_the_princess_lands_in_her_hunters_base_unless_her_own_team_is_there() {
    // Nobody in building 5: she is placed there, as the paper says.
    let mut g = turn_of(2, 0, &[5, 2]);
    edit(&mut g, "p0 at=8,6");
    let ev = auto(&mut g);
    assert!(ev.contains(&Event::PrincessPlaced {
        team: Team::Jocks,
        result: 5,
        at: b(5)
    }));
    // A hunter at home picks her up there and wins at once.
    let mut g = turn_of(2, 0, &[5, 2]);
    auto(&mut g);
    assert_eq!(g.princess_at(Team::Jocks), b(5));
    apply(&mut g, Action::PickUp);
    assert_eq!(g.outcome(), Some(crate::rush::Outcome::Won(Team::Zombies)));
    // Her own team in the hunters' base sends her to the Cloud, as anywhere.
    let mut g = turn_of(2, 0, &[5, 2]);
    edit(&mut g, "p0 at=8,6\np1 at=b5");
    auto(&mut g);
    assert_eq!(g.princess_at(Team::Jocks), Spot::CLOUD);
    assert_eq!(g.landing(Team::Zombies, 20), b(20));
}

#[test]
fn house_safe_bases_sends_a_princess_rolled_to_her_hunters_base_to_the_cloud() {
    let mut g = turn_of(2, 0, &[5, 2]);
    edit(&mut g, "rush house=1\np0 at=8,6");
    assert_eq!(g.house(), HouseRules::SAFE_BASES);
    let ev = auto(&mut g);
    assert!(ev.contains(&Event::PrincessPlaced {
        team: Team::Jocks,
        result: 5,
        at: Spot::CLOUD
    }));
    // Only the hunters' base: her own team's base is a building like any
    // other, and so is every other building.
    let mut g = turn_of(2, 0, &[20, 2]);
    edit(&mut g, "rush house=1\np1 at=8,6");
    auto(&mut g);
    assert_eq!(g.princess_at(Team::Jocks), b(20));
    assert_eq!(g.landing(Team::Zombies, 20), Spot::CLOUD);
    for n in (1..=20).filter(|&n| n != 5) {
        assert_eq!(g.landing(Team::Jocks, n), b(n));
    }
}

#[test]
fn house_rules_read_and_name_themselves() {
    assert_eq!(
        HouseRules::parse("safe-bases"),
        Some(HouseRules::SAFE_BASES)
    );
    assert_eq!(HouseRules::parse("none"), Some(HouseRules::NONE));
    assert_eq!(HouseRules::parse("all"), Some(HouseRules::ALL));
    assert_eq!(HouseRules::parse("safe-base"), None);
    assert_eq!(HouseRules::parse(""), None);
    assert_eq!(HouseRules::SAFE_BASES.name(), "safe-bases");
    assert_eq!(HouseRules::NONE.name(), "none");
    // Each rule's label names it on the options screen: its own words (not
    // the generic heading), fitting the screen's 25 characters.
    for rule in HouseRules::EACH {
        let label = rule.label();
        assert!(!label.is_empty() && label.len() <= 25, "{label:?}");
        assert_ne!(label, HouseRules::ALL.with(rule, false).label());
        let words = rule.name().replace('-', " ");
        assert!(
            label.eq_ignore_ascii_case(&words),
            "{label:?} for {words:?}"
        );
    }
    assert!(!HouseRules::NONE.has(HouseRules::SAFE_BASES));
    assert!(
        HouseRules::NONE
            .with(HouseRules::SAFE_BASES, true)
            .has(HouseRules::SAFE_BASES)
    );
    assert_eq!(
        HouseRules::ALL.with(HouseRules::SAFE_BASES, false),
        HouseRules::NONE
    );
    assert_eq!(HouseRules::from_bits(1), Some(HouseRules::SAFE_BASES));
    assert_eq!(HouseRules::from_bits(2), None);
    assert_eq!(HouseRules::SAFE_BASES.bits(), 1);
    // Turning on a rule already on leaves it on (a set, not a toggle).
    assert_eq!(
        HouseRules::ALL.with(HouseRules::SAFE_BASES, true),
        HouseRules::ALL
    );
    assert_eq!(
        HouseRules::parse("safe-bases,safe-bases"),
        Some(HouseRules::SAFE_BASES)
    );
    // The paper is the default of a new game.
    assert_eq!(crate::rush::Game::new(1, 2).house(), HouseRules::NONE);
}

#[test]
fn rule_the_carrier_may_release_her_before_his_d4() {
    for release in [true, false] {
        let mut g = turn_of(2, 0, &[]);
        edit(&mut g, "p0 at=b7\nprincess team=jocks carrier=0");
        g.script(&[4]).unwrap();
        g.start_turn(&mut 0usize);
        assert_eq!(g.phase(), Phase::Hold, "asked before the d4");
        assert_eq!(Rules::turn(&g), Turn::Seat(0), "the carrier decides");
        assert_eq!(g.legal_list().as_slice(), &[Action::Release, Action::Pass]);
        let ev = apply(
            &mut g,
            if release {
                Action::Release
            } else {
                Action::Pass
            },
        );
        assert_eq!(
            ev.contains(&Event::Released {
                player: 0,
                at: b(7)
            }),
            release
        );
        assert_eq!(g.phase(), Phase::MoveRoll);
        auto(&mut g);
        // Let go, she stays there and he rolls a walker's d4 (4 points);
        // kept, a carrier's (4 - 2).
        if release {
            assert_eq!(g.carrier_of(Team::Jocks), None);
            assert_eq!(g.princess_at(Team::Jocks), b(7));
            assert_eq!(g.points(), 4);
            assert!(!legal(&g, Action::PickUp), "not again this turn");
        } else {
            assert_eq!(g.carrier_of(Team::Jocks), Some(0));
            assert_eq!(g.points(), 2);
        }
    }
    // A player carrying nothing is not asked.
    let mut g = turn_of(2, 0, &[]);
    edit(&mut g, "p0 at=b7\nprincess team=jocks at=cloud carrier=-");
    g.script(&[3, 2]).unwrap();
    g.start_turn(&mut 0usize);
    auto(&mut g);
    assert_eq!(g.phase(), Phase::Move);
}

#[test]
fn rule_the_carrier_is_asked_after_the_flee_cubes_and_before_his_d4() {
    let mut g = turn_of(2, 0, &[]);
    edit(
        &mut g,
        "p0 at=b7\np1 cubes=1\nprincess team=jocks carrier=0",
    );
    g.start_turn(&mut 0usize);
    assert_eq!(g.phase(), Phase::Flee { seat: 1 });
    apply(&mut g, Action::Pass);
    assert_eq!(g.phase(), Phase::Hold);
    let refused = g.try_apply(Action::Continue, &mut 0usize).unwrap_err();
    assert_eq!(refused.0, "Someone must choose first.");
    let refused = g.try_apply(Action::EndTurn, &mut 0usize).unwrap_err();
    assert_eq!(refused.0, "Let the princess go, or keep her.");
}
