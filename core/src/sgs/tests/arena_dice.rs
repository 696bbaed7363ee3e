//! Combat in the arena, its dice: boxcars and bonus dice, a tied blow, the
//! draw after twenty rounds, and initiative's sixes.

extern crate std;

use super::arena::{ANN, BOB, CY, act, arena, auto, cy_strikes_bob, p, strike};
use crate::contract::{Rules, Turn};
use crate::sgs::{Ability, Action, Event, Illegal, Outcome, Phase, Side, Weapon};

#[test]
fn rule_boxcars_the_side_behind_may_add_a_bonus_die_after_seeing_both_rolls() {
    // Cy 3 dice against Bob's 3: 6 2 2 = 1 against 5 3 3 = 1, a tie from equal
    // pools; a tied blow misses, so Cy is behind and is asked.
    let mut g = cy_strikes_bob();
    let ev = act(&mut g, Action::Continue);
    assert_eq!(ev.len(), 2, "both rolls are shown before any choice");
    assert_eq!(g.phase(), Phase::Boxcars { side: Side::A });
    assert!(g.duel().is_some_and(|d| (d.attacker, d.defender) == (0, 1)));
    assert_eq!(Rules::turn(&g), Turn::Seat(0));
    assert_eq!(g.legal_list().as_slice(), &[Action::Bonus, Action::Stand]);
    let ev = act(&mut g, Action::Bonus);
    assert_eq!(
        ev,
        [Event::BonusDie {
            who: 0,
            face: 5,
            result: 2
        }]
    );
    assert_eq!(
        g.phase(),
        Phase::Resolve,
        "Cy is ahead now and Bob has no bonus die"
    );
    let ev = auto(&mut g);
    assert!(matches!(ev[0], Event::Hit { defender: 1, .. }));
    assert!(g.duel().is_none(), "the blow is struck");
}

#[test]
fn ruling_a_tied_blow_misses_and_the_side_ahead_is_never_asked() {
    let fs = [
        p(CY, Weapon::Sword, Side::A, (3, 3)),
        p(BOB, Weapon::Dagger, Side::B, (4, 3)),
    ];
    let mut g = arena(&fs, &[5, 5, 2, 2, 2, 6, 2, 2, 5, 3, 3]);
    auto(&mut g);
    strike(&mut g, 1);
    act(&mut g, Action::Continue);
    let ev = act(&mut g, Action::Stand);
    assert!(ev.is_empty());
    assert_eq!(
        auto(&mut g)[0],
        Event::Missed {
            attacker: 0,
            defender: 1
        }
    );
    // Ahead with a 6 in hand: the roll is resolved without asking.
    let mut g = arena(&fs, &[5, 5, 2, 2, 2, 6, 4, 4, 2, 2, 2, 4, 4, 4]);
    auto(&mut g);
    strike(&mut g, 1);
    act(&mut g, Action::Continue);
    assert_eq!(g.phase(), Phase::Resolve);
    // Bob rolled no 6: had he been asked, a bonus die would be refused.
    let mut asked = g.clone();
    asked.phase = Phase::Boxcars { side: Side::B };
    assert_eq!(asked.check(Action::Bonus), Err(Illegal::NoBonusDie));
    assert_eq!(asked.check(Action::Stand), Ok(()));
    // The defender behind with a 6 is asked.
    let mut g = arena(&fs, &[5, 5, 2, 2, 2, 4, 4, 2, 6, 2, 2]);
    auto(&mut g);
    strike(&mut g, 1);
    act(&mut g, Action::Continue);
    assert_eq!(g.phase(), Phase::Boxcars { side: Side::B });
}

#[test]
fn ruling_the_arena_is_a_draw_after_twenty_rounds() {
    let mut g = arena(
        &[
            p(ANN, Weapon::Sword, Side::A, (0, 0)),
            p(BOB, Weapon::Dagger, Side::B, (11, 7)),
        ],
        &[],
    );
    let mut n = 0;
    while Rules::turn(&g) != Turn::Over {
        let a = if Rules::turn(&g) == Turn::Auto {
            Action::Continue
        } else {
            Action::Done
        };
        act(&mut g, a);
        n += 1;
    }
    assert_eq!(g.outcome(), Some(Outcome::Draw));
    assert_eq!(g.round(), 20);
    assert!(n > 20 * 4);
}

#[test]
fn rule_initiative_sixes_earn_bonus_dice_added_while_behind_a_foe() {
    let ini = |who: u8, with: Ability, faces: &[u8], result: i8| Event::Initiative {
        who,
        with,
        faces: heapless::Vec::from_slice(faces).unwrap(),
        result,
    };
    let two = |faces: &[u8]| {
        arena(
            &[
                p(ANN, Weapon::Sword, Side::A, (3, 3)),
                p(BOB, Weapon::Dagger, Side::B, (4, 3)),
            ],
            faces,
        )
    };
    // Ann 6 2 = 1 is behind Bob's 4 4 2 = 2: her 6's bonus die (a 5)
    // brings her level; they act together.
    let mut g = two(&[6, 2, 4, 4, 2, 5]);
    let ev = auto(&mut g);
    assert_eq!(
        ev[..3],
        [
            ini(0, Ability::Agile, &[6, 2], 1),
            ini(1, Ability::Agile, &[4, 4, 2], 2),
            ini(0, Ability::Agile, &[6, 2, 5], 2),
        ]
    );
    assert_eq!(g.fighter(0).initiative(), 2);
    // Bob 6 4 2 = 2 is ahead of Ann's 2 2 = 0 (no 6): nobody adds.
    let mut g = two(&[2, 2, 6, 4, 2]);
    let ev = auto(&mut g);
    assert_eq!(
        ev.iter()
            .filter(|e| matches!(e, Event::Initiative { .. }))
            .count(),
        2
    );
    assert_eq!(g.fighter(1).initiative(), 2);
    // Ann 6 6 = 2 behind Bob's 4 4 4 = 3 adds both (1, then 5): still
    // behind after each, out of bonus dice.
    let mut g = two(&[6, 6, 4, 4, 4, 1, 5]);
    auto(&mut g);
    assert_eq!(g.fighter(0).initiative(), 2);
    assert_eq!(g.fighter(0).init_roll.faces(), [6, 6, 1, 5]);
    // Ann 6 6 = 2 level with Bob's 4 4 2 = 2: nobody is behind, both keep
    // their bonus dice (they act together).
    let mut g = two(&[6, 6, 4, 4, 2, 5, 5]);
    auto(&mut g);
    assert_eq!(g.fighter(0).init_roll.faces(), [6, 6]);
    assert_eq!(g.fighter(0).init_roll.bonus_left(), 2);
    // Bob 6 2 2 = 1 behind Ann's 4 4 = 2: the second fighter adds his (a
    // 5), and his roll is shown again with it.
    let mut g = two(&[4, 4, 6, 2, 2, 5]);
    let ev = auto(&mut g);
    assert_eq!(
        ev[..3],
        [
            ini(0, Ability::Agile, &[4, 4], 2),
            ini(1, Ability::Agile, &[6, 2, 2], 1),
            ini(1, Ability::Agile, &[6, 2, 2, 5], 2),
        ]
    );
    // Only a foe's initiative counts: Ann 6 2 = 1 is behind her teammate's
    // 4 4 4 = 3 but ahead of her foe's 2 2 2 = 0, so she keeps her die.
    let mut g = arena(
        &[
            p(ANN, Weapon::Sword, Side::A, (3, 3)),
            p(BOB, Weapon::Sword, Side::A, (2, 3)),
            p(BOB, Weapon::Dagger, Side::B, (4, 3)),
        ],
        &[6, 2, 4, 4, 4, 2, 2, 2, 5],
    );
    let ev = auto(&mut g);
    assert_eq!(g.fighter(0).init_roll.faces(), [6, 2]);
    assert_eq!(g.fighter(0).init_roll.bonus_left(), 1);
    assert_eq!(
        ev.iter()
            .filter(|e| matches!(e, Event::Initiative { .. }))
            .count(),
        3
    );
}
