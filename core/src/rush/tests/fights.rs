//! One test per paper rule of combat and minions, and the combat rulings.

extern crate std;

use std::format;
use std::string::String;

use super::{apply, auto, b, edit, k, legal, moving};
use crate::contract::{Rules, Turn};
use crate::rush::{Action, Event, Fighter, MINIONS, Phase, Spot, Team};

const HERE: Spot = Spot::block(8, 6);
const THERE: Spot = Spot::block(9, 6);

#[test]
fn rule_entering_an_enemy_space_starts_a_fight_and_the_attacker_picks_a_target() {
    let mut g = moving(4, 0, 3);
    edit(
        &mut g,
        &format!("p0 at={HERE}\np2 at={THERE}\nminions team=jocks at={THERE}"),
    );
    let ev = apply(&mut g, Action::Step(THERE));
    assert!(!ev.iter().any(|e| matches!(e, Event::FightStarted { .. })));
    assert_eq!(g.phase(), Phase::Target);
    assert_eq!(Rules::turn(&g), Turn::Seat(0));
    assert_eq!(
        g.legal_list().as_slice(),
        &[
            Action::Target(Fighter::Player(2)),
            Action::Target(Fighter::Minion(Team::Jocks))
        ]
    );
    let ev = apply(&mut g, Action::Target(Fighter::Minion(Team::Jocks)));
    assert_eq!(
        ev[0],
        Event::FightStarted {
            at: THERE,
            attacker: Fighter::Player(0),
            defender: Fighter::Minion(Team::Jocks)
        }
    );
}

#[test]
fn rule_a_fight_is_d20_plus_cube_d6s_each_and_the_higher_total_wins() {
    let mut g = moving(2, 0, 3);
    edit(&mut g, &format!("p0 at={HERE} cubes=1\np1 at={THERE}")); // from the pile
    apply(&mut g, Action::Step(THERE));
    assert_eq!(g.phase(), Phase::Declare { seat: 0 });
    assert_eq!(
        g.legal_list().as_slice(),
        &[Action::Cubes(0), Action::Cubes(1)]
    );
    apply(&mut g, Action::Cubes(1));
    g.script(&[5, 6, 10]).unwrap();
    let ev = apply(&mut g, Action::Continue);
    assert!(ev.contains(&Event::CubeRolled {
        attacker: true,
        d6: 6
    }));
    assert!(ev.contains(&Event::FightRolled {
        at: THERE,
        attacker_d20: 5,
        attacker_total: 11,
        defender_d20: 10,
        defender_total: 10
    }));
    assert!(ev.contains(&Event::FightWon {
        at: THERE,
        winner: Fighter::Player(0),
        loser: Fighter::Player(1),
        minion_placed: true
    }));
    assert_eq!(
        g.player(1).at,
        Spot::CLOUD,
        "the losing player goes to the Cloud"
    );
    assert_eq!(
        g.minions_at(Team::Zombies, THERE),
        1,
        "the winner places a minion"
    );
    assert_eq!(g.stats().combats, 1, "the simulator counts the fight");
}

#[test]
fn rule_fight_ties_are_rolled_again() {
    let mut g = moving(2, 0, 3);
    edit(&mut g, &format!("p0 at={HERE}\np1 at={THERE}"));
    apply(&mut g, Action::Step(THERE));
    g.script(&[10, 10, 3, 12]).unwrap();
    let ev = apply(&mut g, Action::Continue);
    assert!(ev.contains(&Event::Tied { at: THERE }));
    assert_eq!(g.phase(), Phase::FightRoll);
    let ev = apply(&mut g, Action::Continue);
    assert!(ev.contains(&Event::FightWon {
        at: THERE,
        winner: Fighter::Player(1),
        loser: Fighter::Player(0),
        minion_placed: true
    }));
}

#[test]
fn rule_a_losing_minion_is_removed_and_fighting_goes_on_until_one_side_is_left() {
    let mut g = moving(2, 0, 3);
    edit(
        &mut g,
        &format!("p0 at={HERE}\nminions team=jocks at={THERE}/{THERE}"),
    );
    g.script(&[15, 2, 15, 2]).unwrap();
    apply(&mut g, Action::Step(THERE));
    let ev = auto(&mut g);
    let wins = ev
        .iter()
        .filter(|e| matches!(e, Event::FightWon { .. }))
        .count();
    assert_eq!(wins, 2, "two fights, one per enemy minion");
    assert_eq!(g.minions_at(Team::Jocks, THERE), 0);
    assert_eq!(g.minions_at(Team::Zombies, THERE), 2);
    assert_eq!(g.phase(), Phase::Move);
}

#[test]
fn rule_a_carrier_who_loses_frees_the_princess_in_that_space() {
    let mut g = moving(2, 0, 3);
    // The jock carries the zombies' princess.
    edit(
        &mut g,
        &format!("p0 at={HERE}\np1 at={THERE}\nprincess team=zombies carrier=1"),
    );
    apply(&mut g, Action::Step(THERE));
    g.script(&[15, 2]).unwrap();
    let ev = apply(&mut g, Action::Continue);
    assert!(ev.contains(&Event::PrincessFreed {
        team: Team::Zombies,
        at: THERE
    }));
    assert_eq!(g.carrier_of(Team::Zombies), None);
    assert_eq!(g.princess_at(Team::Zombies), THERE);
}

#[test]
fn rule_minions_of_both_sides_in_one_space_fight_until_one_side_is_left() {
    let mut g = moving(2, 0, 3);
    edit(
        &mut g,
        &format!("p0 at={HERE}\nminions team=jocks at={THERE}/{THERE}"),
    );
    // The zombie wins the first fight (placing a minion), loses the second:
    // one zombie minion and one jock minion are left, and they fight.
    g.script(&[15, 2, 2, 15, 4, 9]).unwrap();
    apply(&mut g, Action::Step(THERE));
    let ev = auto(&mut g);
    assert!(ev.contains(&Event::FightStarted {
        at: THERE,
        attacker: Fighter::Minion(Team::Zombies),
        defender: Fighter::Minion(Team::Jocks)
    }));
    assert_eq!(g.minions_at(Team::Zombies, THERE), 0);
    assert_eq!(g.minions_at(Team::Jocks, THERE), 1);
}

#[test]
fn rule_a_player_sharing_a_space_with_enemy_minions_must_fight_them() {
    let mut g = moving(2, 0, 3);
    edit(
        &mut g,
        &format!("rush minion=1\nminions team=zombies at={HERE}\np1 at={THERE}"),
    );
    g.script(&[17, 3]).unwrap();
    let ev = apply(
        &mut g,
        Action::MinionStep {
            from: HERE,
            to: THERE,
        },
    );
    assert!(ev.contains(&Event::FightStarted {
        at: THERE,
        attacker: Fighter::Player(1),
        defender: Fighter::Minion(Team::Zombies)
    }));
    auto(&mut g);
    assert_eq!(g.minions_at(Team::Zombies, THERE), 0);
    assert_eq!(
        g.minions_at(Team::Jocks, THERE),
        1,
        "the jock won and placed one"
    );
}

#[test]
fn rule_a_d4_of_one_gives_a_minion_point_that_must_move_a_minion() {
    let mut g = super::turn_of(2, 0, &[7, 1]);
    edit(&mut g, &format!("minions team=zombies at={HERE}"));
    let ev = auto(&mut g);
    assert!(ev.contains(&Event::MoveRolled {
        player: 0,
        d4: 1,
        points: 1,
        minion_point: true
    }));
    assert!(
        !legal(&g, Action::EndTurn),
        "the minion point must be spent"
    );
    assert!(legal(
        &g,
        Action::MinionStep {
            from: HERE,
            to: THERE
        }
    ));
    apply(
        &mut g,
        Action::MinionStep {
            from: HERE,
            to: THERE,
        },
    );
    assert_eq!(g.minions(Team::Zombies), &[THERE]);
    assert!(legal(&g, Action::EndTurn));
    assert!(
        !legal(
            &g,
            Action::MinionStep {
                from: THERE,
                to: HERE
            }
        ),
        "one point only"
    );
}

#[test]
fn rule_minions_never_use_cubes_and_never_carry() {
    // A minion's fight asks only the players' team for cubes.
    let mut g = moving(2, 0, 3);
    edit(
        &mut g,
        &format!("p0 at={HERE} cubes=2\np1 cubes=2\nminions team=jocks at={THERE}"),
    );
    apply(&mut g, Action::Step(THERE));
    assert_eq!(g.phase(), Phase::Declare { seat: 0 });
    apply(&mut g, Action::Cubes(0));
    assert_eq!(
        g.phase(),
        Phase::FightRoll,
        "the jock is not asked for his minion"
    );
    // A minion in the princess's space never picks her up.
    let mut g = moving(2, 0, 3);
    edit(
        &mut g,
        &format!("rush minion=1\nminions team=zombies at={HERE}\nprincess team=jocks at={THERE}"),
    );
    apply(
        &mut g,
        Action::MinionStep {
            from: HERE,
            to: THERE,
        },
    );
    assert!(!legal(&g, Action::PickUp));
    assert_eq!(g.carrier_of(Team::Jocks), None);
}

#[test]
fn ruling_teammates_may_add_their_cubes_to_a_players_fight() {
    let mut g = moving(4, 0, 3);
    edit(
        &mut g,
        &format!("p0 at={HERE}\np2 at={THERE}\np1 cubes=1\np3 cubes=2"),
    );
    apply(&mut g, Action::Step(THERE));
    assert_eq!(
        g.phase(),
        Phase::Declare { seat: 1 },
        "the attacker's teammate first"
    );
    assert_eq!(Rules::turn(&g), Turn::Seat(1));
    apply(&mut g, Action::Cubes(1));
    assert_eq!(
        g.phase(),
        Phase::Declare { seat: 3 },
        "then the defender's team"
    );
    apply(&mut g, Action::Cubes(2));
    assert_eq!(g.fight().added, [1, 2]);
    assert_eq!(g.pile(), 12);
}

#[test]
fn ruling_entering_a_space_with_enemies_stops_the_move() {
    let mut g = moving(2, 0, 4);
    edit(
        &mut g,
        &format!("p0 at={HERE}\nminions team=jocks at={THERE}"),
    );
    g.script(&[15, 2]).unwrap();
    apply(&mut g, Action::Step(THERE));
    auto(&mut g);
    assert_eq!(g.phase(), Phase::Move);
    assert_eq!(g.points(), 0, "no walking on through");
    assert!(!g.legal_list().iter().any(|a| matches!(a, Action::Step(_))));
}

#[test]
fn ruling_a_player_sent_to_the_cloud_in_his_own_turn_ends_it() {
    let mut g = moving(2, 0, 4);
    edit(&mut g, &format!("p0 at={HERE}\np1 at={THERE}"));
    g.script(&[2, 15]).unwrap();
    apply(&mut g, Action::Step(THERE));
    let ev = apply(&mut g, Action::Continue);
    assert!(ev.contains(&Event::TurnEnded { player: 0 }));
    assert_eq!(g.mover(), 1);
}

#[test]
fn ruling_a_winning_minion_places_no_new_minion() {
    let mut g = moving(2, 0, 3);
    edit(
        &mut g,
        &format!("rush minion=1\nminions team=zombies at={HERE}\nminions team=jocks at={THERE}"),
    );
    g.script(&[15, 2]).unwrap();
    let mut ev = apply(
        &mut g,
        Action::MinionStep {
            from: HERE,
            to: THERE,
        },
    )
    .to_vec();
    ev.extend(auto(&mut g));
    assert!(ev.contains(&Event::FightWon {
        at: THERE,
        winner: Fighter::Minion(Team::Zombies),
        loser: Fighter::Minion(Team::Jocks),
        minion_placed: false
    }));
    assert_eq!(g.minions(Team::Zombies).len(), 1);
}

#[test]
fn ruling_each_team_has_twelve_minion_pawns() {
    let mut g = moving(2, 0, 3);
    let all: String = (0..MINIONS).map(|_| format!("{}/", b(1))).collect();
    edit(
        &mut g,
        &format!(
            "minions team=zombies at={}\np0 at={HERE}\np1 at={THERE}",
            all.trim_end_matches('/')
        ),
    );
    g.script(&[15, 2]).unwrap();
    apply(&mut g, Action::Step(THERE));
    let ev = apply(&mut g, Action::Continue);
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::FightWon {
            minion_placed: false,
            ..
        }
    )));
    assert_eq!(g.minions(Team::Zombies).len(), MINIONS);
}

#[test]
fn ruling_coming_back_from_the_cloud_into_enemies_means_a_fight() {
    let mut g = super::turn_of(2, 0, &[]);
    edit(&mut g, "rush slot=0\np0 at=cloud\np1 at=b5"); // a jock waits in the zombies' base
    g.start_turn(&mut 0usize);
    g.script(&[15, 2]).unwrap();
    let mut ev = apply(&mut g, Action::Continue).to_vec();
    ev.extend(apply(&mut g, Action::Continue));
    assert!(ev.contains(&Event::FightStarted {
        at: b(5),
        attacker: Fighter::Player(0),
        defender: Fighter::Player(1)
    }));
    assert_eq!(g.player(1).at, Spot::CLOUD);
    assert_eq!(g.phase(), Phase::PrincessRoll, "the turn goes on");
    let _ = k(0, 0);
}

#[test]
fn ruling_the_attackers_side_declares_first_and_no_cubes_says_nothing() {
    // The jock (seat 1) attacks the zombie (seat 0): the attacker is asked
    // first even though his seat comes later; declaring none adds nothing.
    let mut g = moving(2, 1, 3);
    edit(
        &mut g,
        &format!("p1 at={HERE} cubes=1\np0 at={THERE} cubes=1"),
    );
    apply(&mut g, Action::Step(THERE));
    assert_eq!(g.phase(), Phase::Declare { seat: 1 }, "the attacker first");
    let ev = apply(&mut g, Action::Cubes(0));
    assert!(
        !ev.iter().any(|e| matches!(e, Event::CubesAdded { .. })),
        "{ev:?}"
    );
    assert_eq!(g.phase(), Phase::Declare { seat: 0 }, "then the defender");
    assert_eq!(g.fight().added, [0, 0]);
}

#[test]
fn ruling_a_fight_tied_twelve_times_goes_to_the_attacker() {
    let mut g = moving(2, 0, 3);
    edit(&mut g, &format!("p0 at={HERE}\np1 at={THERE}"));
    apply(&mut g, Action::Step(THERE));
    for _ in 0..crate::rush::MAX_TIES {
        g.script(&[7, 7]).unwrap();
        let ev = apply(&mut g, Action::Continue);
        assert!(ev.contains(&Event::Tied { at: THERE }));
    }
    g.script(&[7, 7]).unwrap();
    let ev = apply(&mut g, Action::Continue);
    assert!(
        !ev.contains(&Event::Tied { at: THERE }),
        "the thirteenth tie stands"
    );
    assert!(ev.contains(&Event::FightWon {
        at: THERE,
        winner: Fighter::Player(0),
        loser: Fighter::Player(1),
        minion_placed: true
    }));
}

#[test]
fn api_the_computers_look_ahead_picks_a_target_as_the_rules_do() {
    // `settle_target` (the AI's look-ahead) ends in the same position as the
    // attacker choosing that target, with nothing described.
    let mut g = moving(4, 0, 3);
    edit(
        &mut g,
        &format!("p0 at={HERE}\np2 at={THERE}\nminions team=jocks at={THERE}"),
    );
    apply(&mut g, Action::Step(THERE));
    assert_eq!(g.phase(), Phase::Target);
    for t in [Fighter::Player(2), Fighter::Minion(Team::Jocks)] {
        let mut ruled = g.clone();
        apply(&mut ruled, Action::Target(t));
        let mut looked = g.clone();
        looked.settle_target(t);
        assert_eq!(looked, ruled);
        assert_eq!(looked.fight().defender, t);
    }
}
