//! Fighters who act at the same moment act simultaneously: tied initiative,
//! and a holder's answer to the attack on it. Every pool of the moment is
//! taken as it began, so the order they are played in never shrinks a roll.

extern crate std;

use super::arena::{ANN, BOB, act, arena, auto, duel, p, strike};
use crate::sgs::{Ability, Action, Event, Phase, Side, Weapon};

fn attacks(ev: &[Event]) -> (u8, u8, u8, Ability, u8) {
    ev.iter()
        .find_map(|e| match *e {
            Event::Attacks {
                attacker,
                defender,
                pool,
                defend,
                against,
                ..
            } => Some((attacker, defender, pool, defend, against)),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no attack in {ev:?}"))
}

#[test]
fn rule_tied_initiative_takes_every_pool_at_the_start_of_the_moment() {
    // Ann (Agile 2: 4 2 = 1) and Bob (Agile 3: 4 2 2 = 1) tie. Ann's sword
    // (Strong 3 + Blades 1 = 4: 4 4 2 2) beats Bob's Agile 3 (2 2 2): two
    // wounds; Bob's Tough 3 (4 4 2) makes 2 and he stands.
    let mut g = arena(
        &[
            p(ANN, Weapon::Sword, Side::A, (3, 3)),
            p(BOB, Weapon::Dagger, Side::B, (4, 3)),
        ],
        &[4, 2, 4, 2, 2, 4, 4, 2, 2, 2, 2, 2, 4, 4, 2],
    );
    auto(&mut g);
    assert_eq!(g.fighter(0).initiative(), g.fighter(1).initiative());
    assert_eq!(g.phase(), Phase::Turn { who: 0 });
    let ev = strike(&mut g, 1);
    assert_eq!(attacks(&ev), (0, 1, 4, Ability::Agile, 3));
    let ev = auto(&mut g);
    assert!(
        ev.iter().any(|e| matches!(e, Event::Hit { total: 2, .. })),
        "{ev:?}"
    );
    assert!(g.fighter(1).up());
    assert_eq!(g.fighter(1).ch.wounds(), 2);
    act(&mut g, Action::Done);
    assert_eq!(g.phase(), Phase::Turn { who: 1 });
    // Bob acts at the same moment: his Dexterous 2 and his Fast paces (12)
    // are what they were when the moment began, not cut by Ann's blow.
    assert_eq!(g.fighter(1).paces(), 12);
    assert_eq!(g.pools(1, 0, Ability::Dexterous).0, 2);
    let ev = act(
        &mut g,
        Action::Attack {
            target: 0,
            with: Ability::Dexterous,
        },
    );
    assert_eq!(attacks(&ev), (1, 0, 2, Ability::Strong, 3));
    // Bob 2 2 against Ann 2 2 2: a miss; the round ends and the next
    // moment (a new round) takes his wound: one level slower, a die less.
    g.script(&[2, 2, 2, 2, 2]);
    auto(&mut g);
    act(&mut g, Action::Done);
    auto(&mut g);
    assert_eq!(g.round(), 2);
    assert_eq!(g.fighter(1).paces(), 10);
    assert_eq!(g.pools(1, 0, Ability::Dexterous).0, 1);
}

#[test]
fn rule_a_holders_answer_is_rolled_with_its_pool_from_before_the_blow() {
    // Ann holds; Bob's dagger (Dexterous 2: 4 4) beats her Strong 3 (2 2 2):
    // a wound; her Tough 3 (4 2 2) against 1 holds. Her answer is at the
    // same moment: Strong 3 + Blades 1 = 4 dice, as before the blow.
    let mut g = duel(&[4, 4, 2, 2, 2, 4, 2, 2]);
    act(&mut g, Action::Hold);
    let ev = act(
        &mut g,
        Action::Attack {
            target: 0,
            with: Ability::Dexterous,
        },
    );
    assert_eq!(attacks(&ev), (1, 0, 2, Ability::Strong, 3));
    act(&mut g, Action::Continue); // the throw
    let ev = act(&mut g, Action::Continue);
    assert!(
        ev.iter().any(|e| matches!(
            e,
            Event::Hit {
                defender: 0,
                total: 1,
                ..
            }
        )),
        "{ev:?}"
    );
    assert!(g.fighter(0).up());
    assert_eq!(attacks(&ev), (0, 1, 4, Ability::Agile, 3), "{ev:?}");
}

#[test]
fn rule_at_a_tied_moment_a_coin_says_which_side_is_played_first() {
    // The same tie (Ann 4 2 = 1, Bob 4 2 2 = 1) under 40 seeds: whose
    // fighter is played first is the moment's coin, either side.
    let mut first = [0u32; 2];
    for seed in 1..=40u64 {
        let mut g = crate::sgs::Arena::set_up(
            crate::sgs::Config {
                seed,
                party: 1,
                foes: crate::sgs::Foes::Mirror,
            },
            &[
                p(ANN, Weapon::Sword, Side::A, (3, 3)),
                p(BOB, Weapon::Dagger, Side::B, (4, 3)),
            ],
        )
        .unwrap();
        g.script(&[4, 2, 4, 2, 2]);
        auto(&mut g);
        let Phase::Turn { who } = g.phase() else {
            panic!("{:?}", g.phase())
        };
        first[usize::from(who)] += 1;
    }
    assert!(first[0] >= 10 && first[1] >= 10, "{first:?}");
}

#[test]
fn rule_at_a_moment_one_side_s_fighters_are_played_in_fighter_order() {
    // Two of side A tie (4 2 = 1 each) ahead of Bob (2 2 2 = 0): no coin
    // (only one side acts at the moment), and the first in fighter order is
    // played first, then the second.
    let mut g = arena(
        &[
            p(ANN, Weapon::Sword, Side::A, (3, 3)),
            p(ANN, Weapon::Sword, Side::A, (3, 5)),
            p(BOB, Weapon::Dagger, Side::B, (9, 4)),
        ],
        &[4, 2, 4, 2, 2, 2, 2],
    );
    auto(&mut g);
    assert_eq!(g.fighter(0).initiative(), g.fighter(1).initiative());
    assert!(g.fighter(2).initiative() < g.fighter(0).initiative());
    assert_eq!(g.phase(), Phase::Turn { who: 0 });
    act(&mut g, Action::Done);
    auto(&mut g);
    assert_eq!(g.phase(), Phase::Turn { who: 1 });
}

#[test]
fn rule_a_holders_moment_draws_no_coin_when_only_its_side_holds() {
    // Ann and Bob tie (a coin decides who is played first). Ann holds; Bob
    // acts and is done, still standing but holding nothing. Ann's held
    // answer is a moment of her side alone: no coin is drawn for it.
    let mut g = arena(
        &[
            p(ANN, Weapon::Sword, Side::A, (3, 3)),
            p(BOB, Weapon::Dagger, Side::B, (8, 3)),
        ],
        &[4, 2, 4, 2, 2],
    );
    auto(&mut g);
    // Seed 1's coin plays Ann first.
    assert_eq!(g.phase(), Phase::Turn { who: 0 });
    act(&mut g, Action::Hold);
    assert_eq!(g.phase(), Phase::Turn { who: 1 });
    let before = g.dice_state();
    act(&mut g, Action::Done); // Bob: now only Ann's held answer is left
    assert_eq!(g.phase(), Phase::Turn { who: 0 });
    assert!(g.fighter(0).holding() && g.fighter(1).up());
    assert_eq!(g.dice_state(), before, "a coin was drawn for one side");
}
