//! Combat in the arena: initiative, holding, movement, attacks, defence,
//! wounds, the Tough roll, dying, tending, bonus dice and the fight's end.

extern crate std;

use std::vec::Vec;

use crate::contract::{EventLog, Rules, Turn};
use crate::sgs::arena::Placed;
use crate::sgs::roster::Special;
use crate::sgs::{Ability, Action, Arena, Config, Event, Foes, Illegal, Phase, Side, Weapon};

pub(super) const ANN: &str = "Ann (3): Strong, Tough, Dexterous; Blades +1";
pub(super) const BOB: &str = "Bob (1): Agile, Tough, Fast; Blades";
pub(super) const CY: &str = "Cy (1): Strong, Tough, Clever; Blades";
pub(super) const EVE: &str = "Eve (1): Clever, Agile, Fast; Healing";

pub(super) fn p(line: &str, w: Weapon, side: Side, at: (u8, u8)) -> Placed {
    (
        line.parse().unwrap_or_else(|e| panic!("{line}: {e}")),
        w,
        Special::None,
        side,
        at,
    )
}

pub(super) fn arena(fs: &[Placed], faces: &[u8]) -> Arena {
    let mut g = Arena::set_up(
        Config {
            seed: 1,
            party: 1,
            foes: Foes::Mirror,
        },
        fs,
    )
    .unwrap();
    g.script(faces);
    g
}

pub(super) fn act(g: &mut Arena, a: Action) -> Vec<Event> {
    let mut log: EventLog<Event, 64> = EventLog::new();
    g.try_apply(a, &mut log)
        .unwrap_or_else(|e| panic!("{a:?}: {e}"));
    log.to_vec()
}

/// The fighter whose turn it is attacks `target` with Strong; its events.
pub(super) fn strike(g: &mut Arena, target: u8) -> Vec<Event> {
    act(
        g,
        Action::Attack {
            target,
            with: Ability::Strong,
        },
    )
}

/// Continues while the turn is automatic; every event.
pub(super) fn auto(g: &mut Arena) -> Vec<Event> {
    let mut all = Vec::new();
    while Rules::turn(g) == Turn::Auto {
        all.extend(act(g, Action::Continue));
    }
    all
}

/// Ann (sword) at 3,3 and Bob (dagger) at 4,3, Ann first (2 against 0).
pub(super) fn duel(more: &[u8]) -> Arena {
    let mut faces = std::vec![5, 5, 2, 2, 2];
    faces.extend_from_slice(more);
    let mut g = arena(
        &[
            p(ANN, Weapon::Sword, Side::A, (3, 3)),
            p(BOB, Weapon::Dagger, Side::B, (4, 3)),
        ],
        &faces,
    );
    auto(&mut g);
    g
}

#[test]
fn rule_initiative_is_agile_or_fast_whichever_is_better() {
    let g = arena(
        &[
            p("Cy (1): Very Fast, Strong", Weapon::Fists, Side::A, (0, 0)),
            p(
                "Di (1): Agile, Strong, Clever",
                Weapon::Fists,
                Side::B,
                (5, 5),
            ),
        ],
        &[],
    );
    assert_eq!(g.initiative_pool(0), (Ability::Fast, 4));
    assert_eq!(g.initiative_pool(1), (Ability::Agile, 3));
}

#[test]
fn rule_the_highest_initiative_acts_first() {
    let mut g = arena(
        &[
            p(ANN, Weapon::Sword, Side::A, (3, 3)),
            p(BOB, Weapon::Dagger, Side::B, (4, 3)),
        ],
        &[2, 2, 5, 5, 2],
    );
    let ev = auto(&mut g);
    assert!(ev.contains(&Event::Initiative {
        who: 1,
        with: Ability::Agile,
        faces: heapless::Vec::from_slice(&[5, 5, 2]).unwrap(),
        result: 2
    }));
    assert_eq!(
        ev.last(),
        Some(&Event::Acts {
            who: 1,
            held: false
        })
    );
    assert_eq!(g.phase(), Phase::Turn { who: 1 });
    assert_eq!(Rules::turn(&g), Turn::Seat(1));
}

#[test]
fn rule_ties_in_initiative_act_together_a_felled_fighter_still_strikes() {
    let mut g = arena(
        &[
            p(ANN, Weapon::Sword, Side::A, (3, 3)),
            p(BOB, Weapon::Dagger, Side::B, (4, 3)),
        ],
        &[4, 2, 4, 2, 2, 4, 4, 2, 2, 2, 2, 2, 2, 2, 2, 3],
    );
    auto(&mut g);
    assert_eq!(g.fighter(0).initiative(), g.fighter(1).initiative());
    strike(&mut g, 1);
    auto(&mut g);
    assert!(!g.fighter(1).up());
    let ev = act(&mut g, Action::Done);
    assert_eq!(
        ev,
        [Event::Acts {
            who: 1,
            held: false
        }],
        "Bob strikes at the same moment"
    );
    let l = g.legal_list();
    assert!(l.contains(&Action::Attack {
        target: 0,
        with: Ability::Dexterous
    }));
    // Felled at the moment it acts, it moves and strikes as it would have
    // (together), but holds no more.
    assert!(l.iter().any(|a| matches!(a, Action::Step(_))));
    assert!(!l.contains(&Action::Hold));
}

#[test]
fn rule_a_holder_attacked_strikes_back_at_the_same_moment() {
    let mut g = duel(&[2, 2, 2, 2, 2]);
    assert_eq!(
        act(&mut g, Action::Hold),
        [
            Event::Holds(0),
            Event::Acts {
                who: 1,
                held: false
            }
        ]
    );
    assert!(g.fighter(0).holding());
    let ev = act(
        &mut g,
        Action::Attack {
            target: 0,
            with: Ability::Dexterous,
        },
    );
    assert!(
        matches!(
            ev[0],
            Event::Attacks {
                defend: Ability::Strong,
                against: 3,
                answer: false,
                ..
            }
        ),
        "Ann pushes Bob away with Strong: {ev:?}"
    );
    act(&mut g, Action::Continue); // the throw
    let ev = act(&mut g, Action::Continue);
    assert_eq!(
        ev[0],
        Event::Missed {
            attacker: 1,
            defender: 0
        }
    );
    assert!(matches!(
        ev[1],
        Event::Attacks {
            attacker: 0,
            defender: 1,
            answer: true,
            ..
        }
    ));
    assert!(!g.fighter(0).holding(), "the held action is spent");
}

#[test]
fn rule_a_holder_moves_on_its_initiative_or_later_never_both() {
    let fs = [
        p(ANN, Weapon::Sword, Side::A, (1, 3)),
        p(BOB, Weapon::Dagger, Side::B, (10, 3)),
    ];
    let mut g = arena(&fs, &[5, 5, 2, 2, 2]);
    auto(&mut g);
    act(&mut g, Action::Step(2));
    act(&mut g, Action::Hold);
    act(&mut g, Action::Done); // Bob
    assert_eq!(g.phase(), Phase::Turn { who: 0 });
    assert!(!g.legal_list().iter().any(|a| matches!(a, Action::Step(_))));
    assert_eq!(
        g.clone().try_apply(Action::Step(2), &mut 0usize),
        Err(Illegal::CannotMove)
    );
    // Held without moving: it may move when it acts.
    let mut g = arena(&fs, &[5, 5, 2, 2, 2]);
    auto(&mut g);
    act(&mut g, Action::Hold);
    assert_eq!(
        act(&mut g, Action::Done),
        [Event::Acts { who: 0, held: true }]
    );
    assert!(g.legal_list().contains(&Action::Step(2)));
}

#[test]
fn rule_paces_10_fast_12_very_fast_15_slow_7_and_a_wound_one_level_slower() {
    let sheets = [
        ("Ab (2): Strong, Tough, Clever", 10, 7),
        ("Bc (2): Fast, Tough, Clever", 12, 10),
        ("Cd (2): Very Fast, Clever", 15, 12),
        ("De (2): Strong, Tough, Clever, Wise, Slow", 7, 5),
    ];
    for (line, fresh, hurt) in sheets {
        let wounded = std::format!("{line} | wounds 1, xp 0");
        let g = arena(
            &[
                p(line, Weapon::Fists, Side::A, (0, 0)),
                p(&wounded, Weapon::Fists, Side::B, (5, 5)),
            ],
            &[],
        );
        assert_eq!(
            (g.fighter(0).paces(), g.fighter(1).paces()),
            (fresh, hurt),
            "{line}"
        );
    }
    // A Slow fighter takes 7 steps and no more.
    let mut g = arena(
        &[
            p(
                "De (2): Strong, Tough, Clever, Wise, Slow",
                Weapon::Fists,
                Side::A,
                (0, 0),
            ),
            p(BOB, Weapon::Fists, Side::B, (11, 7)),
        ],
        &[5, 2, 2, 2],
    );
    auto(&mut g);
    for _ in 0..7 {
        act(&mut g, Action::Step(2));
    }
    assert_eq!(g.fighter(0).at, (7, 0));
    assert!(!g.legal_list().iter().any(|a| matches!(a, Action::Step(_))));
}

#[test]
fn rule_movement_comes_before_or_after_the_attack_not_both() {
    let mut g = arena(
        &[
            p(ANN, Weapon::Sword, Side::A, (2, 3)),
            p(BOB, Weapon::Dagger, Side::B, (4, 3)),
        ],
        &[5, 5, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2],
    );
    auto(&mut g);
    act(&mut g, Action::Step(2));
    strike(&mut g, 1);
    auto(&mut g);
    assert_eq!(
        g.legal_list().as_slice(),
        &[Action::Done],
        "moved before, so not after"
    );
    let mut g = duel(&[2, 2, 2, 2, 2, 2, 2]);
    strike(&mut g, 1);
    auto(&mut g);
    assert!(
        g.legal_list().contains(&Action::Step(6)),
        "not moved before: may move after"
    );
}

#[test]
fn rule_melee_attacks_with_strong_or_dexterous_missiles_with_dexterous() {
    let g = duel(&[]);
    let l = g.legal_list();
    assert!(l.contains(&Action::Attack {
        target: 1,
        with: Ability::Strong
    }));
    assert!(l.contains(&Action::Attack {
        target: 1,
        with: Ability::Dexterous
    }));
    let mut g = arena(
        &[
            p(ANN, Weapon::Bow, Side::A, (0, 3)),
            p(BOB, Weapon::Dagger, Side::B, (9, 3)),
        ],
        &[5, 5, 2, 2, 2],
    );
    auto(&mut g);
    let l = g.legal_list();
    assert!(
        l.contains(&Action::Attack {
            target: 1,
            with: Ability::Dexterous
        }),
        "a bow reaches 9 paces"
    );
    assert!(!l.contains(&Action::Attack {
        target: 1,
        with: Ability::Strong
    }));
    assert_eq!(
        g.try_apply(
            Action::Attack {
                target: 1,
                with: Ability::Strong
            },
            &mut 0usize
        ),
        Err(Illegal::WrongAbility)
    );
    let mut g = arena(
        &[
            p(ANN, Weapon::Sword, Side::A, (2, 3)),
            p(BOB, Weapon::Dagger, Side::B, (4, 3)),
        ],
        &[5, 5, 2, 2, 2],
    );
    auto(&mut g);
    assert_eq!(
        g.try_apply(
            Action::Attack {
                target: 1,
                with: Ability::Strong
            },
            &mut 0usize
        ),
        Err(Illegal::OutOfReach)
    );
}

#[test]
fn rule_defence_is_agile_or_strong_against_a_blow_in_melee_or_fast_when_running() {
    let g = arena(
        &[
            p(
                "Ox (1): Very Strong, Tough; Bows",
                Weapon::Sword,
                Side::A,
                (3, 3),
            ),
            p(BOB, Weapon::Dagger, Side::B, (4, 3)),
        ],
        &[],
    );
    assert_eq!(
        g.pools(1, 0, Ability::Dexterous).1,
        Ability::Strong,
        "pushing away"
    );
    assert_eq!(g.pools(0, 1, Ability::Strong).1, Ability::Agile);
    let g = arena(
        &[
            p(
                "Ox (1): Very Strong, Tough; Bows",
                Weapon::Bow,
                Side::A,
                (3, 3),
            ),
            p("Fi (2): Very Fast, Tough", Weapon::Bow, Side::B, (9, 3)),
        ],
        &[5, 5, 5, 2, 2, 2],
    );
    assert_eq!(
        g.pools(0, 1, Ability::Dexterous).1,
        Ability::Agile,
        "a shot is not pushed away"
    );
    let mut g = g;
    auto(&mut g);
    act(&mut g, Action::Hold);
    act(&mut g, Action::Step(0));
    // Running is taken as a moment begins: at Ox's held moment, after Fi ran.
    assert_eq!(g.pools(0, 1, Ability::Dexterous).1, Ability::Agile);
    act(&mut g, Action::Done);
    assert_eq!(g.phase(), Phase::Turn { who: 0 });
    assert_eq!(
        g.pools(0, 1, Ability::Dexterous),
        (2, Ability::Fast, 4),
        "running"
    );
    // Equal pools keep Agile, the paper's defence (3 dice each).
    let mut g = arena(
        &[
            p(ANN, Weapon::Sword, Side::A, (3, 3)),
            p(
                "Eq (1): Strong, Agile, Fast",
                Weapon::Sword,
                Side::B,
                (4, 3),
            ),
        ],
        &[],
    );
    g.fighters[1].moved = 1;
    assert_eq!(g.pools(0, 1, Ability::Strong), (4, Ability::Agile, 3));
}

/// Cy (sword) strikes at Bob with Strong, the dice not thrown yet; they
/// will show 6 2 2 = 1 against 5 3 3 = 1, a tie from equal pools, and Cy's
/// bonus die a 5.
pub(super) fn cy_strikes_bob() -> Arena {
    let fs = [
        p(CY, Weapon::Sword, Side::A, (3, 3)),
        p(BOB, Weapon::Dagger, Side::B, (4, 3)),
    ];
    let mut g = arena(&fs, &[5, 5, 2, 2, 2, 6, 2, 2, 5, 3, 3, 5, 4, 4, 4]);
    auto(&mut g);
    strike(&mut g, 1);
    g
}

#[test]
fn ruling_the_advanced_fast_levels_move_18_21_24_paces() {
    for (line, paces) in [
        ("npc Hare: Extremely Fast", 18),
        ("npc Wind: Super Fast", 21),
        ("npc Blink: Ultra Fast", 24),
    ] {
        let g = arena(
            &[
                p(line, Weapon::Claws, Side::A, (0, 0)),
                p(BOB, Weapon::Fists, Side::B, (5, 5)),
            ],
            &[],
        );
        assert_eq!(g.fighter(0).paces(), paces, "{line}");
    }
}
