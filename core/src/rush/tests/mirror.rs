//! The rules treat the two teams alike: a position and its mirror image
//! (teams swapped, the campus turned half a turn, a d20 face `n` read as
//! `25 - n`) play the same, action for action and roll for roll.

extern crate std;

use std::format;
use std::string::String;
use std::vec::Vec;

use super::{b, edit, k};
use crate::contract::{Dice, Rules, Turn};
use crate::rush::game::NOBODY;
use crate::rush::map::{COLS, ROWS};
use crate::rush::{Action, Config, Fighter, Game, MAX_PLAYERS, Outcome, Phase, Spot, Team};

fn turned(s: Spot) -> Spot {
    if s.is_building() {
        b(phi(s.0))
    } else if let Some((c, r)) = s.block_at() {
        k(COLS as u8 - 1 - c, ROWS as u8 - 1 - r)
    } else {
        s
    }
}

/// The partner of d20 face / building `n`.
fn phi(n: u8) -> u8 {
    let p = (25 - n) % 20;
    if p == 0 { 20 } else { p }
}

fn seat(g: &Game, s: u8) -> u8 {
    if s == NOBODY {
        s
    } else {
        (s + g.players() / 2) % g.players()
    }
}

fn fighter(g: &Game, f: Fighter) -> Fighter {
    match f {
        Fighter::Player(i) => Fighter::Player(seat(g, i)),
        Fighter::Minion(t) => Fighter::Minion(t.other()),
    }
}

/// `g`'s mirror image, made through the notation (the dice kept).
fn mirror(g: &Game) -> Game {
    let n = g.players();
    let list = |items: Vec<String>, sep: &str| {
        if items.is_empty() {
            String::from("-")
        } else {
            items.join(sep)
        }
    };
    let order = (0..usize::from(n))
        .map(|k| format!("{}", seat(g, g.order()[k])))
        .collect();
    let phase = match g.phase() {
        Phase::Reappear { seat: s } => Phase::Reappear { seat: seat(g, s) },
        Phase::Nudge { seat: s, result } => Phase::Nudge {
            seat: seat(g, s),
            result: phi(result),
        },
        Phase::NudgeSign {
            seat: s,
            result,
            d6,
        } => Phase::NudgeSign {
            seat: seat(g, s),
            result: phi(result),
            d6,
        },
        Phase::Flee { seat: s } => Phase::Flee { seat: seat(g, s) },
        Phase::Push { seat: s, left } => Phase::Push {
            seat: seat(g, s),
            left,
        },
        Phase::Declare { seat: s } => Phase::Declare { seat: seat(g, s) },
        p => p,
    };
    let outcome = match g.outcome() {
        None => String::from("-"),
        Some(Outcome::Won(t)) => format!("{}", t.other()),
        Some(Outcome::Unfinished) => String::from("unfinished"),
    };
    let mut text = format!(
        "rush order={} phase={phase} outcome={outcome}\n",
        list(order, ",")
    );
    // Seat j of the mirror is seat `seat(g, j)` of `g` (seat is its own inverse).
    let keys = (0..n)
        .map(|j| format!("{}", g.keys[usize::from(seat(g, j))]))
        .collect();
    let mut rolling = 0u8;
    for i in 0..n {
        if g.rolling & (1 << i) != 0 {
            rolling |= 1 << seat(g, i);
        }
    }
    text += &format!("roll keys={} rolling={rolling}\n", list(keys, ","));
    for j in 0..n {
        let p = g.player(seat(g, j));
        text += &format!(
            "p{j} at={} cubes={} ban={} picked={}\n",
            turned(p.at),
            p.cubes,
            turned(p.ban),
            turned(p.picked)
        );
    }
    for t in Team::BOTH {
        let carrier = match g.carrier_of(t) {
            Some(c) => format!("{}", seat(g, c)),
            None => String::from("-"),
        };
        // The princess's own square (`princess_at` is the carrier's when carried).
        let at = turned(g.princess[t.idx()]);
        text += &format!("princess team={} at={at} carrier={carrier}\n", t.other());
        let minions = g.minions(t).iter().map(|&s| format!("{}", turned(s)));
        text += &format!(
            "minions team={} at={}\n",
            t.other(),
            list(minions.collect(), "/")
        );
    }
    let x = g.fight();
    text += &format!(
        "fight at={} side={} attacker={} defender={}",
        turned(x.at),
        x.side.other(),
        fighter(g, x.attacker),
        fighter(g, x.defender)
    );
    let mut m = g.clone();
    edit(&mut m, &text);
    m
}

fn action(g: &Game, a: Action) -> Action {
    match a {
        Action::Step(s) => Action::Step(turned(s)),
        Action::MinionStep { from, to } => Action::MinionStep {
            from: turned(from),
            to: turned(to),
        },
        Action::Target(f) => Action::Target(fighter(g, f)),
        Action::Push(s) => Action::Push(turned(s)),
        Action::Plus => Action::Minus,
        Action::Minus => Action::Plus,
        a => a,
    }
}

/// Faces for a `Continue` in `g` and the mirror's faces.
fn faces(g: &Game, rng: &mut Dice) -> (Vec<u8>, Vec<u8>) {
    let n = usize::from(g.players());
    match g.phase() {
        Phase::Order => {
            // The last order roll breaks leftover ties by seat (a ruling that
            // favours no team but is not a mirror image): keep its faces apart.
            let mut f: Vec<u8> = (0..n).map(|_| rng.d(20)).collect();
            if g.order_rolls == 2 {
                f = (0..n as u8).map(|i| 3 + 4 * i + rng.d(4) - 1).collect();
            }
            let mut by_seat = [0u8; MAX_PLAYERS];
            for i in 0..n {
                by_seat[usize::from(seat(g, i as u8))] = f[i];
            }
            let a = (0..n)
                .filter(|&i| g.rolling & (1 << i) != 0)
                .map(|i| f[i])
                .collect();
            let mut m_roll = 0u8;
            for i in 0..n {
                if g.rolling & (1 << i) != 0 {
                    m_roll |= 1 << seat(g, i as u8);
                }
            }
            let b = (0..n)
                .filter(|&j| m_roll & (1 << j) != 0)
                .map(|j| by_seat[j])
                .collect();
            (a, b)
        }
        Phase::PrincessRoll | Phase::Comeback { d20: true } => {
            let f = rng.d(20);
            (std::vec![f], std::vec![phi(f)])
        }
        Phase::MoveRoll => {
            let f = rng.d(4);
            (std::vec![f], std::vec![f])
        }
        Phase::FightRoll => {
            let mut f = std::vec![rng.d(20)];
            f.extend((0..g.fight().added[0]).map(|_| rng.d(6)));
            f.push(rng.d(20));
            f.extend((0..g.fight().added[1]).map(|_| rng.d(6)));
            (f.clone(), f)
        }
        _ => (Vec::new(), Vec::new()),
    }
}

#[test]
fn ruling_the_rules_treat_both_teams_alike() {
    let mut checked = 0;
    for (seed, players) in [
        (1u64, 2u8),
        (2, 4),
        (3, 2),
        (4, 4),
        (5, 2),
        (6, 4),
        (7, 2),
        (8, 4),
    ] {
        let mut g = <Game as Rules>::new(Config {
            seed,
            players,
            // The house rule too: it must favour neither team.
            house: if seed > 4 {
                crate::rush::HouseRules::ALL
            } else {
                crate::rush::HouseRules::NONE
            },
        });
        let mut rng = Dice::new(seed + 99);
        let mut steps = 0;
        while Rules::turn(&g) != Turn::Over && steps < 4000 {
            let mut m = mirror(&g);
            for hard in [false, true] {
                for t in crate::rush::Team::BOTH {
                    assert_eq!(
                        crate::rush::ai::eval::value(&g, t, hard),
                        crate::rush::ai::eval::value(&m, t.other(), hard),
                        "the computer's measure is not a mirror image (hard {hard})\n{g}"
                    );
                }
            }
            let acts = g.legal_list();
            let macts = m.legal_list();
            assert_eq!(acts.len(), macts.len(), "{g}\n---\n{m}");
            for &a in &acts {
                assert!(macts.contains(&action(&g, a)), "{a:?} has no mirror\n{g}");
            }
            let a = acts[rng.below(acts.len() as u32) as usize];
            // The cube's d6 of a nudge or flee is rolled by the prompt.
            let (fa, fb) = if a == Action::UseCube
                && matches!(g.phase(), Phase::Nudge { .. } | Phase::Flee { .. })
            {
                let f = rng.d(6);
                (std::vec![f], std::vec![f])
            } else if a == Action::Continue {
                faces(&g, &mut rng)
            } else {
                (Vec::new(), Vec::new())
            };
            g.script(&fa).unwrap();
            m.script(&fb).unwrap();
            let ma = action(&g, a);
            g.try_apply(a, &mut 0usize).unwrap();
            m.try_apply(ma, &mut 0usize).unwrap();
            assert_eq!(g.dice.scripted(), 0, "{a:?} rolled other dice\n{g}");
            assert_eq!(
                std::format!("{}", mirror(&g)),
                std::format!("{m}"),
                "after {a:?}"
            );
            steps += 1;
            checked += 1;
        }
    }
    std::println!("mirror: {checked} actions checked");
    assert!(checked > 10_000, "{checked}");
}
