//! Blows and their wounds: the weapon's extra wounds, the zombie's rule, the
//! Tough roll, knocked out and dying, and tending.

extern crate std;

use super::arena::{ANN, BOB, CY, EVE, act, arena, auto, duel, p, strike};
use crate::contract::{Rules, Turn};
use crate::sgs::arena::State;
use crate::sgs::roster::creature;
use crate::sgs::{Ability, Action, Event, Illegal, Outcome, Phase, Side, Weapon};

#[test]
fn rule_an_attack_is_an_opposed_roll_a_hit_wounds_and_calls_a_tough_roll() {
    // Ann: Strong 3 + Blades +1 = 4 dice; Bob defends with Agile 3.
    let mut g = duel(&[4, 4, 2, 2, 2, 2, 2, 2, 2, 2, 3]);
    let ev = strike(&mut g, 1);
    assert_eq!(
        ev,
        [Event::Attacks {
            attacker: 0,
            defender: 1,
            with: Ability::Strong,
            pool: 4,
            defend: Ability::Agile,
            against: 3,
            permille: 656, // as played: each side adds its bonus dice while behind
            answer: false
        }]
    );
    let ev = auto(&mut g);
    assert!(ev.contains(&Event::Hit {
        attacker: 0,
        defender: 1,
        wounds: 2,
        ignored: 0,
        total: 2
    }));
    let tough = ev
        .iter()
        .find(|e| matches!(e, Event::Static { .. }))
        .unwrap();
    assert!(matches!(
        tough,
        Event::Static {
            who: 1,
            with: Ability::Tough,
            needed: 2,
            made: false,
            ..
        }
    ));
    assert!(
        ev.contains(&Event::Dying { who: 1, rounds: 3 }),
        "a sword is lethal: 1d6 rounds"
    );
    assert_eq!(g.fighter(1).state, State::Dying(3));
    assert_eq!(g.fighter(1).ch.wounds(), 2);
    // Nobody of Bob's side stands: Ann's side wins when her turn ends.
    let ev = act(&mut g, Action::Done);
    assert_eq!(ev, [Event::Over(Outcome::Won(Side::A))]);
    assert_eq!(g.outcome(), Some(Outcome::Won(Side::A)));
}

#[test]
fn rule_a_made_tough_roll_keeps_the_fighter_standing() {
    let mut g = duel(&[4, 4, 2, 2, 2, 2, 2, 4, 4, 2]);
    strike(&mut g, 1);
    let ev = auto(&mut g);
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::Static {
            made: true,
            needed: 2,
            ..
        }
    )));
    assert_eq!(g.fighter(1).state, State::Up);
}

#[test]
fn rule_a_blunt_blow_knocks_out_for_2d6_rounds() {
    let mut g = arena(
        &[
            p(
                "Dee (3): Strong, Tough, Clever; Brawling +1",
                Weapon::Club,
                Side::A,
                (3, 3),
            ),
            p(BOB, Weapon::Dagger, Side::B, (4, 3)),
            p(EVE, Weapon::Fists, Side::B, (10, 7)),
        ],
        &[5, 5, 2, 2, 2, 2, 2, 2, 4, 4, 2, 2, 2, 2, 2, 2, 2, 2, 3, 4],
    );
    auto(&mut g);
    let ev = strike(&mut g, 1);
    assert!(
        matches!(ev[0], Event::Attacks { pool: 4, .. }),
        "Brawling +1 adds a die: {ev:?}"
    );
    let ev = auto(&mut g);
    assert!(
        ev.contains(&Event::KnockedOut { who: 1, rounds: 7 }),
        "{ev:?}"
    );
    assert_eq!(g.fighter(1).state, State::Out(7));
}

#[test]
fn rule_the_dying_die_when_their_rounds_run_out() {
    let mut g = arena(
        &[
            p(ANN, Weapon::Sword, Side::A, (3, 3)),
            p(BOB, Weapon::Dagger, Side::B, (4, 3)),
            p(EVE, Weapon::Fists, Side::B, (10, 7)),
        ],
        &[5, 5, 2, 2, 2, 2, 2, 2, 4, 4, 2, 2, 2, 2, 2, 2, 2, 2, 1],
    );
    auto(&mut g);
    strike(&mut g, 1);
    auto(&mut g);
    assert_eq!(g.fighter(1).state, State::Dying(1));
    act(&mut g, Action::Done);
    assert_eq!(g.phase(), Phase::Turn { who: 2 });
    act(&mut g, Action::Done);
    let ev = auto(&mut g);
    assert!(ev.contains(&Event::Dies(1)), "{ev:?}");
    assert!(ev.contains(&Event::Round(2)));
    assert_eq!(g.fighter(1).state, State::Dead);
}

#[test]
fn rule_a_clever_roll_against_the_wounds_stops_the_dying() {
    let mut g = arena(
        &[
            p(ANN, Weapon::Sword, Side::A, (3, 3)),
            p(BOB, Weapon::Dagger, Side::B, (4, 3)),
            p(EVE, Weapon::Fists, Side::B, (5, 3)),
        ],
        &[
            5, 5, 2, 2, 2, 2, 2, 2, 4, 4, 2, 2, 2, 2, 2, 2, 2, 2, 3, 4, 5, 2, 2, 3,
        ],
    );
    auto(&mut g);
    strike(&mut g, 1);
    auto(&mut g);
    act(&mut g, Action::Done);
    assert_eq!(g.phase(), Phase::Turn { who: 2 });
    assert!(g.legal_list().contains(&Action::Tend { target: 1 }));
    // Only a dying friend next to the tender: not a foe, not two paces off.
    assert_eq!(
        g.check(Action::Tend { target: 0 }),
        Err(Illegal::NobodyToTend)
    );
    let mut far = g.clone();
    far.fighters[2].at = (6, 3);
    assert_eq!(
        far.check(Action::Tend { target: 1 }),
        Err(Illegal::NobodyToTend)
    );
    far.fighters[2].at = (5, 4);
    assert_eq!(
        far.check(Action::Tend { target: 1 }),
        Ok(()),
        "a diagonal pace"
    );
    // A step first (still beside Bob), then the tending: no walk after it.
    let mut stepped = g.clone();
    act(&mut stepped, Action::Step(4));
    assert_eq!(stepped.fighter(2).at, (5, 4));
    act(&mut stepped, Action::Tend { target: 1 });
    assert_eq!(stepped.fighter(2).steps_left(), 0);
    assert!(
        !stepped
            .legal_list()
            .iter()
            .any(|a| matches!(a, Action::Step(_))),
        "moved before the tending, so not after"
    );
    let ev = act(&mut g, Action::Tend { target: 1 });
    // Tended without moving: its paces are left to walk, as after a blow.
    assert_eq!(g.phase(), Phase::Turn { who: 2 });
    assert_eq!(g.fighter(2).steps_left(), g.fighter(2).paces());
    assert!(g.legal_list().iter().any(|a| matches!(a, Action::Step(_))));
    assert!(matches!(
        ev[0],
        Event::Static {
            who: 1,
            with: Ability::Clever,
            needed: 2,
            made: true,
            ..
        }
    ));
    assert_eq!(ev[1], Event::KnockedOut { who: 1, rounds: 5 });
    assert_eq!(g.fighter(1).state, State::Out(5));
    assert_eq!(
        g.clone().try_apply(Action::Tend { target: 1 }, &mut 0usize),
        Err(Illegal::AlreadyActed)
    );
}

#[test]
fn rule_a_hit_is_one_wound_plus_the_weapons_extra_with_the_named_ability() {
    let cases: [(&str, Weapon, Ability, u8); 14] = [
        (
            "Ab (2): Strong, Tough, Clever",
            Weapon::Sword,
            Ability::Strong,
            2,
        ),
        (
            "Ab (2): Strong, Tough, Clever",
            Weapon::Sword,
            Ability::Dexterous,
            1,
        ),
        (
            "Ab (2): Tough, Clever, Wise",
            Weapon::Sword,
            Ability::Strong,
            1,
        ),
        (
            "Ab (2): Very Strong, Clever",
            Weapon::GreatAxe,
            Ability::Strong,
            3,
        ),
        (
            "Ab (2): Dexterous, Tough, Clever",
            Weapon::Dagger,
            Ability::Dexterous,
            2,
        ),
        (
            "Ab (2): Dexterous, Strong, Clever",
            Weapon::Dagger,
            Ability::Strong,
            2,
        ),
        (
            "Ab (2): Dexterous, Tough, Clever",
            Weapon::Knives,
            Ability::Dexterous,
            2,
        ),
        (
            "Ab (2): Very Dexterous, Clever",
            Weapon::Bow,
            Ability::Dexterous,
            1,
        ),
        (
            "Ab (2): Very Strong, Clever",
            Weapon::Fists,
            Ability::Strong,
            1,
        ),
        (
            "Ab (2): Strong, Tough, Clever",
            Weapon::Club,
            Ability::Strong,
            2,
        ),
        // Neither Strong nor Dexterous: no weapon adds a wound.
        (
            "Ab (2): Tough, Clever, Wise",
            Weapon::GreatAxe,
            Ability::Strong,
            1,
        ),
        (
            "Ab (2): Tough, Clever, Wise",
            Weapon::Sword,
            Ability::Strong,
            1,
        ),
        (
            "Ab (2): Tough, Clever, Wise",
            Weapon::Dagger,
            Ability::Dexterous,
            1,
        ),
        (
            "Ab (2): Tough, Clever, Wise",
            Weapon::Knives,
            Ability::Dexterous,
            1,
        ),
    ];
    for (line, w, with, wounds) in cases {
        let g = arena(
            &[
                p(line, w, Side::A, (0, 0)),
                p(BOB, Weapon::Fists, Side::B, (5, 5)),
            ],
            &[],
        );
        assert_eq!(g.blow(0, with), wounds, "{line} with {w:?} using {with:?}");
    }
}

#[test]
fn ruling_a_large_weapon_in_only_strong_hands_gives_one_extra_wound() {
    let g = arena(
        &[
            p(
                "Ab (2): Strong, Tough, Clever",
                Weapon::GreatAxe,
                Side::A,
                (0, 0),
            ),
            p(BOB, Weapon::Fists, Side::B, (5, 5)),
        ],
        &[],
    );
    assert_eq!(g.blow(0, Ability::Strong), 2);
}

#[test]
fn rule_the_zombie_shrugs_off_one_wound_of_every_blow() {
    let (z, w, sp) = creature(2);
    let mut g = arena(
        &[
            p(BOB, Weapon::Dagger, Side::A, (3, 3)),
            (z, w, sp, Side::B, (4, 3)),
        ],
        &[5, 5, 2, 2, 4, 4, 2],
    );
    auto(&mut g);
    strike(&mut g, 1);
    // Bob 2 dice (4 4) against the zombie's Strong 4 (2 2 2 2).
    g.script(&[2, 2, 2, 2]);
    let ev = auto(&mut g);
    assert!(
        ev.contains(&Event::Hit {
            attacker: 0,
            defender: 1,
            wounds: 0,
            ignored: 1,
            total: 0
        }),
        "{ev:?}"
    );
    assert!(
        !ev.iter().any(|e| matches!(e, Event::Static { .. })),
        "no wound, no Tough roll"
    );
}

#[test]
fn rule_the_knocked_out_wake_and_the_dying_die_as_their_rounds_run_out() {
    // Far apart, nobody fights. Bob is knocked out for three rounds and Eve
    // dying for three: at the end of each round each count goes down by
    // one, and at the end of the third Bob wakes and Eve dies.
    let mut g = arena(
        &[
            p(ANN, Weapon::Sword, Side::A, (0, 0)),
            p(CY, Weapon::Sword, Side::B, (11, 7)),
            p(BOB, Weapon::Dagger, Side::B, (11, 0)),
            p(EVE, Weapon::Fists, Side::A, (0, 7)),
        ],
        &[],
    );
    g.fighters[2].state = State::Out(3);
    g.fighters[3].state = State::Dying(3);
    let mut seen = std::vec::Vec::new();
    for round in 1..=3u8 {
        let mut ev = std::vec::Vec::new();
        while g.round() == round {
            let a = if Rules::turn(&g) == Turn::Auto {
                Action::Continue
            } else {
                Action::Done
            };
            ev.extend(act(&mut g, a));
        }
        seen.push((g.fighter(2).state, g.fighter(3).state));
        let woke = ev.contains(&Event::Wakes(2));
        let died = ev.contains(&Event::Dies(3));
        assert_eq!(
            (woke, died),
            (round == 3, round == 3),
            "round {round}: {ev:?}"
        );
    }
    assert_eq!(
        seen,
        [
            (State::Out(2), State::Dying(2)),
            (State::Out(1), State::Dying(1)),
            (State::Up, State::Dead),
        ]
    );
    assert_eq!(g.outcome(), None, "both sides still have a fighter up");
}

#[test]
fn ruling_a_dagger_is_a_one_handed_melee_weapon_and_a_small_one() {
    // The paper: "One-handed melee weapons wielded by a Strong character do
    // an additional wound point" (with Strong), and "Small melee weapons ...
    // employed by Dexterous characters likewise" (with Dexterous). A dagger
    // is held in one hand and is small: either extra, never both at once.
    for (line, with, wounds) in [
        ("Ab (2): Strong, Tough, Clever", Ability::Strong, 2),
        ("Ab (2): Strong, Tough, Clever", Ability::Dexterous, 1),
        ("Ab (2): Dexterous, Tough, Clever", Ability::Dexterous, 2),
        ("Ab (2): Dexterous, Tough, Clever", Ability::Strong, 1),
        ("Ab (2): Strong, Dexterous, Clever", Ability::Strong, 2),
        ("Ab (2): Strong, Dexterous, Clever", Ability::Dexterous, 2),
        ("Ab (2): Very Strong, Clever", Ability::Strong, 2),
        ("Ab (2): Tough, Clever, Wise", Ability::Strong, 1),
    ] {
        let g = arena(
            &[
                p(line, Weapon::Dagger, Side::A, (3, 3)),
                p(BOB, Weapon::Dagger, Side::B, (4, 3)),
            ],
            &[],
        );
        assert_eq!(g.blow(0, with), wounds, "{line} with {with:?}");
    }
}
