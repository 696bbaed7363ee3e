//! The odds shown for the game's largest pools (the Bone Knight's seven dice
//! of Strong with Blades +2 against a hero's three to five) are the odds as
//! played, over every throw of the real arena's blow. There are too many
//! throws to script one by one (6^12), so each pool's throw is taken as a
//! multiset of faces, played once in the engine and weighted by the number
//! of throws that show it. The paper's die has four kinds of face (a 1
//! takes a success away, 2 and 3 are nothing, 4 and 5 a success, a 6 a
//! success and a bonus die), so a 3 is played as a 2 and a 5 as a 4, each
//! counted twice; the small pools check that the weighting is the real
//! enumeration (`odds_played` scripts every face of those).

extern crate std;

use std::vec::Vec;

use super::arena::{act, arena, p};
use crate::sgs::odds::{Odds, opposed_win};
use crate::sgs::{Ability, Action, Arena, Event, Phase, Side, Weapon};

/// The arena at the attacker's turn: `att` (its sheet and weapon) against
/// a defender whose Strong and Agile roll `b` dice.
fn ready(att: &str, weapon: Weapon, b: u8) -> Arena {
    let level = [
        "",
        "Weak, Clumsy",
        "",
        "Strong",
        "Very Strong",
        "Extremely Strong",
    ];
    let def = std::format!("npc Def: {}", level[usize::from(b)]);
    let mut g = arena(
        &[
            p(att, weapon, Side::A, (3, 3)),
            p(&def, Weapon::Fists, Side::B, (4, 3)),
        ],
        &[],
    );
    // Initiative: the attacker's dice all 5s, the defender's all 2s.
    let mut faces = Vec::new();
    faces.resize(usize::from(g.initiative_pool(0).1), 5);
    faces.resize(faces.len() + usize::from(g.initiative_pool(1).1), 2);
    g.script(&faces);
    while g.phase() != (Phase::Turn { who: 0 }) {
        act(&mut g, Action::Continue);
    }
    g
}

/// Ways (out of `6^left`) the blow lands from here, every bonus die's face
/// enumerated, the side behind adding one (every level of the computer and
/// the Game Master do).
fn lands(g: &Arena, left: u32) -> u128 {
    match g.phase() {
        Phase::Boxcars { .. } => [(1, 1), (2, 2), (4, 2), (6, 1)]
            .into_iter()
            .map(|(f, ways)| {
                let mut h = g.clone();
                h.script(&[f]);
                act(&mut h, Action::Bonus);
                ways * lands(&h, left - 1)
            })
            .sum(),
        Phase::Resolve => {
            let mut h = g.clone();
            let ev = act(&mut h, Action::Continue);
            if ev.iter().any(|e| matches!(e, Event::Hit { .. })) {
                6u128.pow(left)
            } else {
                assert!(ev.iter().any(|e| matches!(e, Event::Missed { .. })));
                0
            }
        }
        ph => panic!("{ph:?}"),
    }
}

/// The faces played for the four kinds (a 3 plays as a 2, a 5 as a 4).
const KINDS: [u8; 4] = [1, 2, 4, 6];

/// Every multiset of `n` faces of the four kinds (non-decreasing), with the
/// number of throws that show it (its orders, and two faces for each 2 or 4).
fn multisets(n: u8) -> Vec<(Vec<u8>, u128)> {
    fn go(n: u8, from: usize, now: &mut Vec<u8>, out: &mut Vec<Vec<u8>>) {
        if now.len() == usize::from(n) {
            out.push(now.clone());
            return;
        }
        for k in from..KINDS.len() {
            now.push(KINDS[k]);
            go(n, k, now, out);
            now.pop();
        }
    }
    let fact = |k: usize| (1..=k as u128).product::<u128>();
    let mut all = Vec::new();
    go(n, 0, &mut Vec::new(), &mut all);
    all.into_iter()
        .map(|m| {
            let orders = KINDS.iter().fold(fact(m.len()), |w, &f| {
                w / fact(m.iter().filter(|&&x| x == f).count())
            });
            let twins = 2u128.pow(m.iter().filter(|&&x| x == 2 || x == 4).count() as u32);
            (m, orders * twins)
        })
        .collect()
}

/// The blow's chance over every throw (multisets weighted by their orders),
/// and the chance the attack line showed.
fn blow(g: &Arena) -> (Odds, u16) {
    let attack = Action::Attack {
        target: 1,
        with: Ability::Strong,
    };
    let mut probe = g.clone();
    let Event::Attacks {
        pool,
        against,
        permille,
        ..
    } = act(&mut probe, attack)[0]
    else {
        panic!("no attack line")
    };
    let n = u32::from(pool + against);
    let mut wins = 0u128;
    let theirs = multisets(against);
    for (mine, w1) in multisets(pool) {
        for (their, w2) in &theirs {
            let mut h = g.clone();
            act(&mut h, attack);
            let faces: Vec<u8> = mine.iter().chain(their.iter()).copied().collect();
            h.script(&faces);
            act(&mut h, Action::Continue);
            wins += w1 * w2 * lands(&h, n);
        }
    }
    (Odds::new(wins, 6u128.pow(2 * n)), permille)
}

#[test]
fn rule_the_largest_pools_odds_shown_are_the_blows_odds_as_played() {
    // The weighting is the real enumeration: small pools, as the full
    // enumeration found them (`odds_played`), and 2 against 3 by hand.
    for (a, b) in [(1, 1), (2, 3), (3, 2)] {
        let g = ready(
            &std::format!("npc Att: {}", ["", "Weak, Clumsy", "", "Strong"][a]),
            Weapon::Fists,
            b,
        );
        let (o, shown) = blow(&g);
        assert_eq!(o, opposed_win(a as u8, b), "{a} against {b}");
        assert_eq!(shown, o.permille());
    }
    // The Bone Knight's sword with Blades +2: seven dice of Strong.
    let knight = crate::sgs::roster::CREATURES
        .iter()
        .find(|c| c.0.contains("Bone Knight"))
        .expect("the Bone Knight")
        .0;
    for b in 3..=5 {
        let g = ready(knight, Weapon::Sword, b);
        let (o, shown) = blow(&g);
        let pools = g.pools(0, 1, Ability::Strong);
        assert_eq!((pools.0, pools.2), (7, b), "the pools");
        assert_eq!(o, opposed_win(7, b), "7 against {b}");
        assert_eq!(
            shown,
            o.permille(),
            "the attack line's chance, 7 against {b}"
        );
    }
}
