//! The computer fighters: what each level chooses, and the ladder.

extern crate std;

use crate::contract::{EventLog, Level, Rules, Turn};
use crate::sgs::ai::{AiRng, choose};
use crate::sgs::arena::Placed;
use crate::sgs::roster::Special;
use crate::sgs::{Ability, Action, Arena, Config, Event, Foes, Outcome, Phase, Side, Weapon};

fn p(line: &str, w: Weapon, side: Side, at: (u8, u8)) -> Placed {
    (line.parse().unwrap(), w, Special::None, side, at)
}

fn auto(g: &mut Arena) {
    while Rules::turn(g) == Turn::Auto {
        let mut log: EventLog<Event, 64> = EventLog::new();
        g.try_apply(Action::Continue, &mut log).unwrap();
    }
}

/// Plays a mirror fight of three heroes a side: `a` for the party.
fn fight(seed: u64, a: Level, b: Level) -> Outcome {
    let mut g = Arena::new(Config {
        seed,
        party: 3,
        foes: Foes::Mirror,
    });
    let mut rng = [AiRng::new(seed * 2 + 1), AiRng::new(seed * 2 + 2)];
    while let Turn::Seat(_) | Turn::Auto = Rules::turn(&g) {
        let act = match Rules::turn(&g) {
            Turn::Seat(s) => {
                let level = if s == 0 { a } else { b };
                choose(&g, level, &mut rng[usize::from(s)]).unwrap()
            }
            _ => Action::Continue,
        };
        g.try_apply(act, &mut 0usize).unwrap();
    }
    g.outcome().unwrap()
}

/// Share of fights `strong` wins against `weak`, playing each side half the
/// time, in tenths of a percent.
fn share(strong: Level, weak: Level, n: u64) -> u64 {
    let mut wins = 0;
    for seed in 0..n {
        if fight(seed, strong, weak) == Outcome::Won(Side::A) {
            wins += 1;
        }
        if fight(seed + 50_000, weak, strong) == Outcome::Won(Side::B) {
            wins += 1;
        }
    }
    wins * 1000 / (2 * n)
}

#[test]
fn ai_each_level_beats_the_one_below_from_both_sides() {
    let n = 600;
    let easy = share(Level::Easy, Level::Random, n);
    let normal = share(Level::Normal, Level::Easy, n);
    let hard = share(Level::Hard, Level::Normal, n);
    std::println!(
        "sgs ladder: easy/random {easy}, normal/easy {normal}, hard/normal {hard} per mille"
    );
    assert!(easy > 700, "Easy beats Random: {easy}");
    assert!(normal > 540, "Normal beats Easy: {normal}");
    assert!(hard > 520, "Hard beats Normal: {hard}");
}

#[test]
fn ai_strikes_with_the_ability_that_gives_the_most_wounds_expected() {
    // Very Strong with a great axe: Strong gives 3 wounds, Dexterous 1.
    let mut g = Arena::set_up(
        Config {
            seed: 1,
            party: 1,
            foes: Foes::Mirror,
        },
        &[
            p(
                "Ox (2): Very Strong, Dexterous; Blades",
                Weapon::GreatAxe,
                Side::A,
                (3, 3),
            ),
            p(
                "Bob (1): Agile, Tough, Fast",
                Weapon::Fists,
                Side::B,
                (4, 3),
            ),
        ],
    )
    .unwrap();
    g.script(&[6, 6, 2, 2, 2]);
    auto(&mut g);
    for level in [Level::Normal, Level::Hard] {
        let a = choose(&g, level, &mut AiRng::new(3)).unwrap();
        assert_eq!(
            a,
            Action::Attack {
                target: 1,
                with: Ability::Strong
            },
            "{level:?}"
        );
    }
}

#[test]
fn ai_normal_tends_a_dying_friend_before_striking() {
    let mut g = Arena::set_up(
        Config {
            seed: 1,
            party: 1,
            foes: Foes::Mirror,
        },
        &[
            p(
                "Ann (3): Strong, Tough, Dexterous; Blades +1",
                Weapon::Sword,
                Side::A,
                (3, 3),
            ),
            p(
                "Bob (1): Agile, Tough, Fast; Blades",
                Weapon::Dagger,
                Side::B,
                (4, 3),
            ),
            p(
                "Eve (1): Clever, Agile, Fast; Healing",
                Weapon::Sword,
                Side::B,
                (4, 4),
            ),
        ],
    )
    .unwrap();
    // Ann first; her blow leaves Bob dying; Eve, next to both, decides.
    g.script(&[5, 5, 2, 2, 2, 2, 2, 2, 4, 4, 2, 2, 2, 2, 2, 2, 2, 2, 3]);
    auto(&mut g);
    g.try_apply(
        Action::Attack {
            target: 1,
            with: Ability::Strong,
        },
        &mut 0usize,
    )
    .unwrap();
    auto(&mut g);
    g.try_apply(Action::Done, &mut 0usize).unwrap();
    assert_eq!(g.phase(), Phase::Turn { who: 2 });
    let a = choose(&g, Level::Normal, &mut AiRng::new(1)).unwrap();
    assert_eq!(a, Action::Tend { target: 1 });
    let a = choose(&g, Level::Hard, &mut AiRng::new(1)).unwrap();
    assert!(
        matches!(a, Action::Attack { target: 0, .. }),
        "Hard strikes first: {a:?}"
    );
}

#[test]
fn ai_adds_a_bonus_die_when_behind_from_easy_up() {
    let mut g = Arena::set_up(
        Config {
            seed: 1,
            party: 1,
            foes: Foes::Mirror,
        },
        &[
            p(
                "Cy (1): Strong, Tough, Clever; Blades",
                Weapon::Sword,
                Side::A,
                (3, 3),
            ),
            p(
                "Bob (1): Agile, Tough, Fast; Blades",
                Weapon::Dagger,
                Side::B,
                (4, 3),
            ),
        ],
    )
    .unwrap();
    g.script(&[5, 5, 2, 2, 2, 6, 2, 2, 5, 3, 3]);
    auto(&mut g);
    g.try_apply(
        Action::Attack {
            target: 1,
            with: Ability::Strong,
        },
        &mut 0usize,
    )
    .unwrap();
    auto(&mut g);
    assert_eq!(g.phase(), Phase::Boxcars { side: Side::A });
    for seed in 0..20 {
        for level in [Level::Easy, Level::Normal, Level::Hard] {
            assert_eq!(
                choose(&g, level, &mut AiRng::new(seed)),
                Some(Action::Bonus),
                "{level:?}, seed {seed}"
            );
        }
    }
}
