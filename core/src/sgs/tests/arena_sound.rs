//! What a loaded arena must be to be fought on (`Saved::is_sound`): each
//! phase from a real fight is sound, and one wrong index, count, place,
//! state or roll in it is refused.

extern crate std;

use super::arena::{ANN, BOB, act, arena, cy_strikes_bob, duel, p};
use crate::contract::{Dice, Saved};
use crate::sgs::arena::{HEIGHT, ROUND_CAP, State, WIDTH};
use crate::sgs::roll::Roll;
use crate::sgs::{Action, Arena, Outcome, Phase, Side, Weapon};

/// `r` with its result one more than its dice show (bytes changed).
pub(super) fn miscounted(r: &Roll) -> Roll {
    let mut buf = [0u8; 64];
    let n = postcard::to_slice(r, &mut buf).unwrap().len();
    // The result is the byte before the bonus dice owed, the last.
    buf[n - 2] += 1;
    let bad: Roll = postcard::from_bytes(&buf[..n]).unwrap();
    assert!(!bad.is_sound());
    bad
}

fn d(b: &mut Arena) -> &mut crate::sgs::arena::Duel {
    b.duel.as_mut().unwrap()
}

/// A named change to an arena.
type Change<'a> = (&'a str, &'a dyn Fn(&mut Arena));

/// Asserts `g` is sound and each change in `bad` makes it unsound.
fn refuses(g: &Arena, what: &str, bad: &[Change<'_>]) {
    assert!(g.is_sound(), "{what}: {g:?}");
    for (name, f) in bad {
        let mut b = g.clone();
        f(&mut b);
        assert!(!b.is_sound(), "{what}: {name} taken as sound");
    }
}

/// Asserts each change in `good` leaves `g` sound.
fn keeps(g: &Arena, good: &[Change<'_>]) {
    for (name, f) in good {
        let mut b = g.clone();
        f(&mut b);
        assert!(b.is_sound(), "{name} taken as damaged");
    }
}

/// Cy (3 dice) against Bob, a tie: Cy is asked about a bonus die.
fn boxcars() -> Arena {
    let mut g = cy_strikes_bob();
    assert_eq!(g.phase(), Phase::Throw);
    refuses(&g, "throw", &[("no duel", &|b| b.duel = None)]);
    act(&mut g, Action::Continue);
    assert_eq!(g.phase(), Phase::Boxcars { side: Side::A });
    g
}

#[test]
fn api_an_arena_is_sound_only_with_two_sides_in_their_places_and_counts() {
    let g = duel(&[]);
    assert_eq!(g.phase(), Phase::Turn { who: 0 });
    refuses(
        &g,
        "Ann's turn",
        &[
            ("one fighter", &|b| b.fighters.truncate(1)),
            ("no side B", &|b| b.fighters[1].side = Side::A),
            ("no side A", &|b| b.fighters[0].side = Side::B),
            ("no such actor", &|b| b.actor = 2),
            ("round 0", &|b| b.round = 0),
            ("past the last round", &|b| b.round = ROUND_CAP + 1),
            ("over, no outcome", &|b| b.phase = Phase::Over),
            ("an outcome, not over", &|b| b.outcome = Some(Outcome::Draw)),
            ("off the right", &|b| b.fighters[1].at = (WIDTH, 3)),
            ("off the bottom", &|b| b.fighters[1].at = (4, HEIGHT)),
            ("31 paces", &|b| b.fighters[1].moved = 31),
            ("more wounds then than now", &|b| {
                b.fighters[1].then_wounds = 1
            }),
            ("ran then without a pace", &|b| {
                b.fighters[1].then_ran = true
            }),
            ("out for 0 rounds", &|b| b.fighters[1].state = State::Out(0)),
            ("dying for 0", &|b| b.fighters[1].state = State::Dying(0)),
            ("out for 13", &|b| b.fighters[1].state = State::Out(13)),
            ("dying for 13", &|b| b.fighters[1].state = State::Dying(13)),
            ("two in one place", &|b| b.fighters[1].at = (3, 3)),
            ("a duel in a turn", &|b| b.duel = boxcars().duel),
            ("no such fighter's turn", &|b| {
                b.phase = Phase::Turn { who: 2 }
            }),
            ("a turn for the fallen", &|b| {
                b.fighters[1].state = State::Out(3);
                b.phase = Phase::Turn { who: 1 };
            }),
        ],
    );
    keeps(
        &g,
        &[
            ("the last round", &|b| b.round = ROUND_CAP),
            ("the far corner", &|b| {
                b.fighters[1].at = (WIDTH - 1, HEIGHT - 1)
            }),
            ("30 paces", &|b| b.fighters[1].moved = 30),
            ("wounded since the moment began", &|b| {
                b.fighters[1].ch.wound(1)
            }),
            ("ran before the moment", &|b| {
                b.fighters[1].moved = 2;
                b.fighters[1].then_ran = true;
            }),
            ("out for 12", &|b| b.fighters[1].state = State::Out(12)),
            ("dying for 12", &|b| b.fighters[1].state = State::Dying(12)),
            ("the dead share a place", &|b| {
                b.fighters[1].at = (3, 3);
                b.fighters[1].state = State::Dead;
            }),
            ("a late turn for the fallen", &|b| {
                b.fighters[1].state = State::Out(3);
                b.fighters[1].late = true;
                b.phase = Phase::Turn { who: 1 };
            }),
            ("round's end", &|b| b.phase = Phase::EndRound),
            ("resolved, no duel", &|b| b.phase = Phase::Resolve),
        ],
    );
    let start = arena(
        &[
            p(ANN, Weapon::Sword, Side::A, (3, 3)),
            p(BOB, Weapon::Dagger, Side::B, (4, 3)),
        ],
        &[],
    );
    assert_eq!(start.phase(), Phase::Initiative { next: 0 });
    refuses(
        &start,
        "initiative",
        &[
            ("no such fighter next", &|b| {
                b.phase = Phase::Initiative { next: 2 }
            }),
            ("a duel", &|b| b.duel = boxcars().duel),
        ],
    );
}

#[test]
fn api_a_duel_is_sound_only_between_two_sides_with_its_rolls_and_the_asked_side_owed_a_die() {
    let g = boxcars();
    refuses(
        &g,
        "Cy asked",
        &[
            ("no such attacker", &|b| d(b).attacker = 2),
            ("no such defender", &|b| d(b).defender = 2),
            ("no such answer", &|b| d(b).answer = Some(2)),
            ("one side", &|b| d(b).defender = 0),
            ("attack miscounted", &|b| {
                let r = miscounted(&d(b).attack);
                d(b).attack = r;
            }),
            ("defence miscounted", &|b| {
                let r = miscounted(&d(b).defence);
                d(b).defence = r;
            }),
            ("attack not thrown", &|b| d(b).attack = Roll::new(3)),
            ("defence not thrown", &|b| d(b).defence = Roll::new(3)),
            ("Cy's bonus die used", &|b| {
                let _ = d(b).attack.add_bonus(&mut Dice::new(1));
            }),
            ("Bob asked, no bonus die", &|b| {
                b.phase = Phase::Boxcars { side: Side::B }
            }),
            ("the round's end", &|b| b.phase = Phase::EndRound),
            ("over", &|b| {
                b.phase = Phase::Over;
                b.outcome = Some(Outcome::Draw);
            }),
            ("resolved, not thrown", &|b| {
                b.phase = Phase::Resolve;
                d(b).defence = Roll::new(3);
            }),
        ],
    );
    keeps(
        &g,
        &[
            ("an answer", &|b| d(b).answer = Some(1)),
            ("resolved, thrown", &|b| b.phase = Phase::Resolve),
        ],
    );
}
