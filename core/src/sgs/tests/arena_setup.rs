//! The arena's set-up, its grid's steps and its dice: what the fights are
//! built on.

extern crate std;

use std::vec::Vec;

use super::arena::{ANN, BOB, CY, EVE, auto, p};
use crate::contract::Dice;
use crate::sgs::arena::{HEIGHT, MAX_FIGHTERS, Placed, SetUpError, WIDTH};
use crate::sgs::{Arena, Config, Foes, Side, Weapon};

const C: Config = Config {
    seed: 1,
    party: 1,
    foes: Foes::Mirror,
};

/// `n` fighters of `side`, a pace apart along row `y`.
fn row(n: u8, side: Side, y: u8) -> Vec<Placed> {
    let names = [ANN, BOB, CY, EVE];
    (0..n)
        .map(|i| p(names[usize::from(i) % 4], Weapon::Sword, side, (i, y)))
        .collect()
}

#[test]
fn api_a_set_up_that_cannot_be_played_is_refused() {
    let err = |fs: &[Placed]| Arena::set_up(C, fs).err();
    // A side with nobody on it, either side.
    assert_eq!(err(&row(1, Side::A, 0)), Some(SetUpError::Count));
    assert_eq!(err(&row(2, Side::B, 0)), Some(SetUpError::Count));
    assert_eq!(err(&[]), Some(SetUpError::Count));
    // Up to MAX_FIGHTERS, and not one more.
    let half = (MAX_FIGHTERS / 2) as u8;
    let mut full = row(half, Side::A, 0);
    full.extend(row(half, Side::B, 5));
    assert_eq!(full.len(), MAX_FIGHTERS);
    assert!(Arena::set_up(C, &full).is_ok());
    full.extend(row(1, Side::B, 7));
    assert_eq!(err(&full), Some(SetUpError::Count));
    // Two on one pace, or one off the grid.
    let two = [
        p(ANN, Weapon::Sword, Side::A, (0, 0)),
        p(BOB, Weapon::Sword, Side::B, (0, 0)),
    ];
    assert_eq!(err(&two), Some(SetUpError::Place));
    for off in [(WIDTH, 0), (0, HEIGHT)] {
        let fs = [
            p(ANN, Weapon::Sword, Side::A, (0, 0)),
            p(BOB, Weapon::Sword, Side::B, off),
        ];
        assert_eq!(err(&fs), Some(SetUpError::Place), "{off:?}");
    }
    let edge = [
        p(ANN, Weapon::Sword, Side::A, (0, 0)),
        p(BOB, Weapon::Sword, Side::B, (WIDTH - 1, HEIGHT - 1)),
    ];
    assert!(Arena::set_up(C, &edge).is_ok());
}

#[test]
fn api_a_step_goes_to_each_of_the_eight_neighbours_clockwise_from_north() {
    let around = [
        (5, 4),
        (6, 4),
        (6, 5),
        (6, 6),
        (5, 6),
        (4, 6),
        (4, 5),
        (4, 4),
    ];
    for (d, &to) in around.iter().enumerate() {
        assert_eq!(Arena::towards((5, 5), d as u8), Some(to), "direction {d}");
        assert_eq!(Arena::distance((5, 5), to), 1);
    }
    assert_eq!(Arena::towards((5, 5), 8), None, "no ninth direction");
    // Off the grid is no step.
    for d in [7, 0, 1] {
        assert_eq!(Arena::towards((0, 0), d), None);
    }
    for d in [3, 4, 5] {
        assert_eq!(Arena::towards((WIDTH - 1, HEIGHT - 1), d), None);
    }
}

#[test]
fn api_the_arena_tells_its_dice_state() {
    let fs = [
        p(ANN, Weapon::Sword, Side::A, (3, 3)),
        p(BOB, Weapon::Dagger, Side::B, (9, 3)),
    ];
    let mut g = Arena::set_up(C, &fs).unwrap();
    assert_eq!(g.dice_state(), Dice::new(C.seed).state());
    let other = Arena::set_up(Config { seed: 2, ..C }, &fs).unwrap();
    assert_ne!(other.dice_state(), g.dice_state());
    let before = g.dice_state();
    auto(&mut g);
    assert_ne!(g.dice_state(), before, "initiative was rolled");
    // The contract tells the same (the computer seats seed from it).
    assert_eq!(
        <Arena as crate::contract::Saved>::dice_state(&g),
        g.dice_state()
    );
}

#[test]
fn ruling_weapons_their_names_skills_and_reach_knives_8_paces_bows_and_slings_24() {
    use crate::sgs::Skill;
    let table = Weapon::ALL.map(|w| (w.name(), w.skill(), w.lethal(), w.range()));
    assert_eq!(
        table,
        [
            ("fists", Some(Skill::Brawling), false, 1),
            ("club", Some(Skill::Brawling), false, 1),
            ("dagger", Some(Skill::Blades), true, 1),
            ("sword", Some(Skill::Blades), true, 1),
            ("great axe", Some(Skill::Blades), true, 1),
            ("knives", Some(Skill::Throwing), true, 8),
            ("bow", Some(Skill::Bows), true, 24),
            ("sling", Some(Skill::Bows), false, 24),
            ("claws", None, true, 1),
        ]
    );
}

/// The names of `side`'s fighters in `a`, in order.
fn side_names(a: &Arena, side: Side) -> Vec<std::string::String> {
    a.fighters()
        .iter()
        .filter(|f| f.side == side)
        .map(|f| f.ch.name().into())
        .collect()
}

/// The arena started from the cartridge's start screen fights with the
/// party shown there (heroes made by hand, in their order), not the
/// ready-made ones; the foes are the danger's.
#[test]
fn api_an_arena_fights_with_the_party_it_is_given() {
    use crate::sgs::Character;
    let hero = |line: &str| (line.parse::<Character>().expect("a sheet"), Weapon::Sword);
    let party = [hero(ANN), hero(EVE)];
    let config = Config {
        seed: 3,
        party: 2,
        foes: Foes::Level(1),
    };
    let a = Arena::with_party(config, &party);
    let want: Vec<std::string::String> = party.iter().map(|(c, _)| c.name().into()).collect();
    assert_eq!(side_names(&a, Side::A), want);
    // On the left edge, a pace apart, as the ready-made party stands.
    let places: Vec<(u8, u8)> = a
        .fighters()
        .iter()
        .filter(|f| f.side == Side::A)
        .map(|f| f.at)
        .collect();
    assert_eq!(places, [(1, 1), (1, 3)]);
    let ready = Arena::new(config);
    assert_eq!(side_names(&a, Side::B), side_names(&ready, Side::B));
    assert_ne!(side_names(&a, Side::A), side_names(&ready, Side::A));
    // None: the first ready-made hero; five: the first four.
    let lone = Arena::with_party(config, &[]);
    assert_eq!(side_names(&lone, Side::A).len(), 1);
    let five = [hero(ANN), hero(BOB), hero(CY), hero(EVE), hero(ANN)];
    assert_eq!(
        side_names(&Arena::with_party(config, &five), Side::A).len(),
        4
    );
}

#[test]
fn api_a_fighter_tells_the_steps_it_has_left() {
    use super::arena::act;
    use crate::sgs::{Action, Phase};
    let fs = [
        p(ANN, Weapon::Sword, Side::A, (3, 3)),
        p(BOB, Weapon::Dagger, Side::B, (9, 3)),
    ];
    let mut g = Arena::set_up(C, &fs).unwrap();
    auto(&mut g);
    let Phase::Turn { who } = g.phase() else {
        panic!("no turn: {:?}", g.phase());
    };
    let me = |g: &Arena| g.fighters()[usize::from(who)].clone();
    assert_eq!(me(&g).steps_left(), me(&g).paces());
    let mut left = me(&g).steps_left();
    while left > 0 {
        // Away from the other fighter: the steps never run into it.
        let d = [2u8, 6, 0, 4, 1, 3, 5, 7]
            .into_iter()
            .find(|&d| g.legal_list().contains(&Action::Step(d)))
            .expect("a step while steps are left");
        act(&mut g, Action::Step(d));
        left -= 1;
        assert_eq!(me(&g).steps_left(), left);
    }
    let steps = g.legal_list().iter().any(|a| matches!(a, Action::Step(_)));
    assert!(!steps, "a step with none left");
}

/// Steps `g`'s fighter whose turn it is takes, walking anywhere it may
/// (the legal list decides) until no step is left.
fn walk_out(g: &mut Arena) -> u8 {
    use super::arena::act;
    use crate::sgs::Action;
    let mut n = 0;
    while let Some(&a) = g.legal_list().iter().find(|a| matches!(a, Action::Step(_))) {
        act(g, a);
        n += 1;
    }
    n
}

/// A fighter that struck before moving walks its paces after the blow (the
/// paper: movement "either before or after any attack roll"; it was one
/// step), and the steps it says it has left are the steps it walks.
#[test]
fn rule_after_a_blow_struck_before_moving_it_walks_its_paces_as_said() {
    use super::arena::{act, duel, strike};
    use crate::sgs::{Action, Phase};
    let who = |g: &Arena| match g.phase() {
        Phase::Turn { who } => usize::from(who),
        p => panic!("no turn: {p:?}"),
    };
    // Struck before moving: all its paces are left to walk after.
    let mut g = duel(&[2, 2, 2, 2, 2, 2, 2]);
    strike(&mut g, 1);
    auto(&mut g);
    let f = g.fighters()[who(&g)].clone();
    assert!(f.steps_left() > 1, "{}", f.steps_left());
    assert_eq!(f.steps_left(), f.paces());
    assert_eq!(walk_out(&mut g), f.steps_left());
    // Moved (still in reach), then struck: nothing left.
    let mut g = duel(&[2, 2, 2, 2, 2, 2, 2]);
    act(&mut g, Action::Step(0));
    let i = who(&g);
    assert_eq!(g.fighters()[i].steps_left(), g.fighters()[i].paces() - 1);
    strike(&mut g, 1);
    auto(&mut g);
    assert_eq!(who(&g), i, "still its turn");
    assert_eq!(g.fighters()[i].steps_left(), 0);
    assert_eq!(walk_out(&mut g), 0);
    // Moved, then held: when the held moment comes, nothing left.
    let mut g = duel(&[2, 2, 2, 2, 2, 2, 2]);
    act(&mut g, Action::Step(0));
    act(&mut g, Action::Hold);
    auto(&mut g);
    act(&mut g, Action::Done);
    auto(&mut g);
    assert_eq!(who(&g), i, "the holder's moment");
    assert!(g.fighters()[i].holding(), "it holds");
    assert_eq!(g.fighters()[i].steps_left(), 0);
    assert_eq!(walk_out(&mut g), 0);
    // Held without moving: its paces are left at the held moment.
    let mut g = duel(&[2, 2, 2, 2, 2, 2, 2]);
    act(&mut g, Action::Hold);
    auto(&mut g);
    act(&mut g, Action::Done);
    auto(&mut g);
    assert_eq!(who(&g), i, "the holder's moment");
    let f = g.fighters()[i].clone();
    assert_eq!(f.steps_left(), f.paces());
    assert_eq!(walk_out(&mut g), f.steps_left());
}
