//! The exact odds against brute-force enumeration with the real roll.

extern crate std;

use crate::sgs::odds::{Odds, opposed_win_without_bonus, static_success};
use crate::sgs::roll::Roll;

/// Every way of throwing `n` dice, as rolls.
fn throws(n: u8, mut each: impl FnMut(&Roll)) {
    let total = 6u64.pow(u32::from(n));
    for k in 0..total {
        let mut r = Roll::new(n);
        let mut x = k;
        for _ in 0..n {
            r.pool_face((x % 6) as u8 + 1);
            x /= 6;
        }
        each(&r);
    }
}

/// Ways (out of `6^left`) that adding bonus dice to `r` one at a time while
/// short reaches `d`, enumerating every bonus face.
fn bonus_ways(r: &Roll, d: u8, left: u32) -> u64 {
    if r.beats(d) {
        return 6u64.pow(left);
    }
    if r.bonus_left() == 0 {
        return 0;
    }
    (1..=6)
        .map(|f| {
            let mut s = r.clone();
            assert!(s.bonus_face(f));
            bonus_ways(&s, d, left - 1)
        })
        .sum()
}

/// Checks `static_success` against enumeration for every pool in `pools`
/// and every difficulty 1 to 6.
fn static_matches_brute_force(pools: core::ops::RangeInclusive<u8>) {
    for n in pools {
        let mut ways = [0u64; 7];
        throws(n, |r| {
            for d in 1..=6u8 {
                ways[usize::from(d)] += bonus_ways(r, d, u32::from(n));
            }
        });
        for d in 1..=6u8 {
            let brute = Odds::new(ways[usize::from(d)].into(), 6u128.pow(2 * u32::from(n)));
            assert_eq!(static_success(n, d), brute, "pool {n} difficulty {d}");
        }
    }
}

#[test]
fn rule_static_success_odds_match_brute_force_for_pools_5_to_8() {
    static_matches_brute_force(5..=8);
}

/// The small pools, apart: seconds, so the mutation runs keep them (they
/// leave the large pools out).
#[test]
fn rule_static_odds_of_pools_0_to_4_match_brute_force() {
    static_matches_brute_force(0..=4);
}

#[test]
fn rule_opposed_odds_without_bonus_dice_match_brute_force_for_pools_1_to_6() {
    for a in 1..=6u8 {
        for b in 1..=6u8 {
            let mut ra = std::vec::Vec::new();
            throws(a, |r| ra.push(r.clone()));
            let mut hist = [0u64; 13];
            throws(b, |r| hist[(r.result() + 6) as usize] += 1);
            let mut wins = 0u64;
            for r in &ra {
                for (i, &w) in hist.iter().enumerate() {
                    let mut other = Roll::new(b);
                    // A roll of b dice with this result (only its result and
                    // pool matter to who wins).
                    let res = i as i8 - 6;
                    for k in 0..b {
                        other.pool_face(if (k as i8) < res {
                            4
                        } else if -(k as i8) > res {
                            1
                        } else {
                            2
                        });
                    }
                    if w > 0 {
                        assert_eq!(other.result(), res);
                        if crate::sgs::roll::opposed(r, &other) == crate::sgs::roll::Winner::First {
                            wins += w;
                        }
                    }
                }
            }
            let brute = Odds::new(wins.into(), 6u128.pow(u32::from(a) + u32::from(b)));
            assert_eq!(opposed_win_without_bonus(a, b), brute, "{a} against {b}");
        }
    }
}

#[test]
fn api_odds_by_hand_and_in_percent() {
    assert_eq!(static_success(1, 1), Odds::new(1, 2));
    assert_eq!(static_success(0, 1), Odds::new(0, 1));
    // Out of reach: 8 dice and 8 bonus dice make at most 16.
    assert_eq!(static_success(8, 17), Odds::new(0, 1));
    assert_eq!(static_success(9, 17), Odds::new(0, 1));
    assert!(static_success(8, 16).num > 0);
    // One die against one: 0 beats −1 (2/6 × 1/6), 1 beats 0 or −1 (3/6 × 3/6).
    assert_eq!(opposed_win_without_bonus(1, 1), Odds::new(11, 36));
    assert_eq!(Odds::new(1, 2).percent(), 50);
    assert_eq!(Odds::new(11, 36).permille(), 306);
    // To the nearest: down and up.
    for (n, d, pc, pm) in [
        (1, 3, 33, 333),
        (2, 3, 67, 667),
        (1, 6, 17, 167),
        (1, 1, 100, 1000),
    ] {
        assert_eq!(Odds::new(n, d).percent(), pc, "{n}/{d}");
        assert_eq!(Odds::new(n, d).permille(), pm, "{n}/{d}");
    }
    assert_eq!(Odds::new(0, 5).percent(), 0);
    assert!(
        static_success(4, 2).num * static_success(3, 2).den
            > static_success(3, 2).num * static_success(4, 2).den
    );
}

#[test]
fn api_odds_are_in_lowest_terms() {
    assert_eq!(Odds::new(6, 36), Odds { num: 1, den: 6 });
    assert_eq!(Odds::new(0, 36), Odds { num: 0, den: 1 });
    assert_eq!(Odds::new(36, 36), Odds { num: 1, den: 1 });
    assert_eq!(Odds::new(12, 0), Odds { num: 12, den: 1 });
    assert_eq!(Odds::new(81, 1296), Odds { num: 1, den: 16 });
    assert_eq!(Odds::new(1000, 7776), Odds { num: 125, den: 972 });
    // Large powers of two (the shifts of the gcd).
    assert_eq!(Odds::new(1 << 40, 1 << 41), Odds { num: 1, den: 2 });
    assert_eq!(
        Odds::new(3 << 40, 9 << 20),
        Odds {
            num: 1 << 20,
            den: 3
        }
    );
}

/// Euclid's greatest common divisor by remainders: the textbook one, apart
/// from the shifts-and-subtractions one the odds use (the GBA divides in
/// software).
fn euclid(a: u128, b: u128) -> u128 {
    if b == 0 { a } else { euclid(b, a % b) }
}

#[test]
fn api_odds_past_64_bits_are_in_lowest_terms_as_euclid_finds() {
    // Products of small primes on either side of 2^64 (the largest pools'
    // opposed odds are over 6^32), each way round, and with a zero.
    let mut values = std::vec![
        0u128,
        1,
        2,
        3,
        6,
        u128::from(u64::MAX),
        u128::from(u64::MAX) + 1
    ];
    for (p2, p3, p5, p7) in [
        (0, 0, 0, 0),
        (70, 1, 0, 0),
        (3, 41, 0, 0),
        (20, 20, 5, 0),
        (64, 0, 0, 1),
        (1, 1, 1, 30),
        (10, 32, 0, 0),
        (0, 40, 2, 3),
    ] {
        values.push(2u128.pow(p2) * 3u128.pow(p3) * 5u128.pow(p5) * 7u128.pow(p7));
    }
    for &num in &values {
        for &den in &values {
            let g = euclid(num, den.max(1));
            let want = Odds {
                num: num / g,
                den: den.max(1) / g,
            };
            assert_eq!(Odds::new(num, den), want, "{num}/{den}");
        }
    }
}

/// The die's four kinds of face for a roll (a 1 takes a success away, 2 and
/// 3 are nothing, 4 and 5 a success, a 6 a success and a bonus die), each
/// with the number of faces that show it.
const KINDS: [(u8, u128); 4] = [(1, 1), (2, 2), (4, 2), (6, 1)];

/// Every throw of a pool of `n` dice as a real roll, with the number of the
/// `6^n` throws it stands for: thrown once per multiset of kinds (weighted
/// by its orders times its faces), then one roll kept for each result and
/// bonus dice owed (all an opposed roll as played looks at, with the pool),
/// the weights of the throws it stands for summed.
fn rolls_by_kind(n: u8) -> std::vec::Vec<(Roll, u128)> {
    fn go(
        n: u8,
        from: usize,
        now: &mut std::vec::Vec<usize>,
        out: &mut std::vec::Vec<(Roll, u128)>,
    ) {
        if now.len() == usize::from(n) {
            let fact = |k: usize| (1..=k as u128).product::<u128>();
            let mut r = Roll::new(n);
            let mut ways = fact(now.len());
            for (k, &(_, faces)) in KINDS.iter().enumerate() {
                let c = now.iter().filter(|&&x| x == k).count();
                ways = ways / fact(c) * faces.pow(c as u32);
            }
            for &k in now.iter() {
                r.pool_face(KINDS[k].0);
            }
            match out
                .iter_mut()
                .find(|(o, _)| (o.result(), o.bonus_left()) == (r.result(), r.bonus_left()))
            {
                Some((_, w)) => *w += ways,
                None => out.push((r, ways)),
            }
            return;
        }
        for k in from..KINDS.len() {
            now.push(k);
            go(n, k, now, out);
            now.pop();
        }
    }
    let mut out = std::vec::Vec::new();
    go(n, 0, &mut std::vec::Vec::new(), &mut out);
    out
}

/// What [`as_played`] found for a pair of rolls (their results and bonus
/// dice owed, and the dice left), for one pair of pools.
type Seen = std::collections::HashMap<(i8, u8, i8, u8, u32), u128>;

/// Ways (out of `6^left`) the first roll wins from here as the game plays
/// it: the real rolls compared by the real `opposed`, and whichever is
/// behind (the first on a tie, which it loses) adds a bonus die of every
/// kind while it has one.
fn as_played(a: &Roll, b: &Roll, left: u32, seen: &mut Seen) -> u128 {
    let key = (a.result(), a.bonus_left(), b.result(), b.bonus_left(), left);
    if let Some(&ways) = seen.get(&key) {
        return ways;
    }
    let ahead = crate::sgs::roll::opposed(a, b) == crate::sgs::roll::Winner::First;
    let behind = if ahead { b } else { a };
    let ways = if behind.bonus_left() == 0 {
        if ahead { 6u128.pow(left) } else { 0 }
    } else {
        KINDS
            .iter()
            .map(|&(face, faces)| {
                let (mut a, mut b) = (a.clone(), b.clone());
                assert!(if ahead {
                    b.bonus_face(face)
                } else {
                    a.bonus_face(face)
                });
                faces * as_played(&a, &b, left - 1, seen)
            })
            .sum()
    };
    seen.insert(key, ways);
    ways
}

#[test]
fn rule_opposed_odds_as_played_match_the_real_rolls_for_every_pair_of_pools() {
    // Every pair up to the table's largest, lopsided ones too (8 against 1:
    // the side behind may have more bonus dice than the other has dice).
    let rolls: std::vec::Vec<_> = (0..=crate::sgs::odds::MAX_ODDS_POOL)
        .map(rolls_by_kind)
        .collect();
    for (a, mine) in rolls.iter().enumerate() {
        for (b, theirs) in rolls.iter().enumerate() {
            let n = (a + b) as u32;
            let mut wins = 0u128;
            let mut seen = Seen::new();
            for (ra, wa) in mine {
                for (rb, wb) in theirs {
                    wins += wa * wb * as_played(ra, rb, n, &mut seen);
                }
            }
            let brute = Odds::new(wins, 6u128.pow(2 * n));
            assert_eq!(
                crate::sgs::odds::opposed_win(a as u8, b as u8),
                brute,
                "{a} against {b}"
            );
        }
    }
}
