//! The forecast against brute force: every face of every die.

use super::super::forecast::{
    Odds, bomb_forecast, crit_chance, damage_milli, forecast, hit_chance, milli, ways,
};
use super::super::gear::{Armour, Weapon};
use super::super::{Action, Cover, Event};
use super::pos;

/// Every total of `n` d6 with its faces, one entry per way.
fn rolls(n: u8) -> std::vec::Vec<u32> {
    let mut v = std::vec![0u32];
    for _ in 0..n {
        v = v
            .iter()
            .flat_map(|&s| (1..=6).map(move |f| s + f))
            .collect();
    }
    v
}

extern crate std;

fn same(a: Odds, num: u64, den: u64) -> bool {
    u64::from(a.num) * den == num * u64::from(a.den)
}

#[test]
fn rule_the_forecast_matches_brute_force_enumeration_of_the_dice() {
    let weapons = [
        Weapon::Melee,
        Weapon::Light,
        Weapon::Medium,
        Weapon::Heavy,
        Weapon::Sniper,
    ];
    for w in weapons {
        for a in Armour::ALL {
            for cover in [Cover::Clear, Cover::Covered, Cover::Concealed] {
                for down in [false, true] {
                    let f = forecast(w, a, down, cover);
                    let (mut hits, mut crits, mut damage, mut n) = (0u64, 0u64, 0u64, 0u64);
                    let top = 6 * u32::from(w.dice());
                    let bonus = if cover == Cover::Covered { 2 } else { 0 };
                    for &att in &rolls(w.dice()) {
                        for &def in &rolls(a.dice()) {
                            for &dmg in &rolls(w.damage_dice()) {
                                n += 1;
                                let crit = att == top;
                                let hit = crit || (cover != Cover::Concealed && att > def + bonus);
                                hits += u64::from(hit);
                                crits += u64::from(crit);
                                let cut =
                                    |d: u32| if w == Weapon::Light { d.div_ceil(2) } else { d };
                                let absorb = if crit || down || w == Weapon::Melee {
                                    0
                                } else {
                                    u32::from(a.absorb())
                                };
                                let raw = if crit {
                                    cut(6 * u32::from(w.damage_dice()))
                                } else {
                                    cut(dmg)
                                };
                                if hit {
                                    let shots = if w == Weapon::Light { 2 } else { 1 };
                                    damage += u64::from(shots * raw.saturating_sub(absorb));
                                }
                            }
                        }
                    }
                    assert!(
                        same(f.hit, hits, n),
                        "{w:?} {a:?} {cover:?}: hit {:?} vs {hits}/{n}",
                        f.hit
                    );
                    assert!(same(f.crit, crits, n), "{w:?} {a:?}: crit");
                    assert!(
                        same(f.damage, damage, n),
                        "{w:?} {a:?} {cover:?} {down}: damage {:?} vs {damage}/{n}",
                        f.damage
                    );
                    assert!(same(hit_chance(w.dice(), a.dice(), cover), hits, n));
                    assert!(same(crit_chance(w.dice()), crits, n));
                }
            }
        }
    }
}

#[test]
fn rule_the_forecast_is_what_the_game_rolls() {
    // Every attacking, defending and damage face through the real attack:
    // the share of hits and the damage done equal the forecast.
    let base = pos("\n.A\n\n.F", "A hp=6 none medium\nF hp=6 light medium");
    let (mut hits, mut lost, mut n) = (0u64, 0u64, 0u64);
    for a1 in 1..=6 {
        for a2 in 1..=6 {
            for d1 in 1..=6 {
                for d2 in 1..=6 {
                    for dmg in 1..=6 {
                        let mut g = base.clone();
                        g.script_dice(&[a1, a2, d1, d2, dmg]).unwrap();
                        let mut ev = super::Events::new();
                        g.try_apply(Action::Attack { mini: 0, target: 5 }, &mut ev)
                            .unwrap();
                        n += 1;
                        for e in &ev {
                            match e {
                                Event::Shot { hit: true, .. } => hits += 1,
                                Event::Hurt { lost: l, .. } => lost += u64::from(*l),
                                _ => {}
                            }
                        }
                    }
                }
            }
        }
    }
    let f = forecast(Weapon::Medium, Armour::Light, false, Cover::Clear);
    assert!(same(f.hit, hits, n), "{:?} vs {hits}/{n}", f.hit);
    assert!(same(f.damage, lost, n), "{:?} vs {lost}/{n}", f.damage);
}

#[test]
fn rule_the_explosive_forecast_counts_the_half_damage_miss() {
    // No armour: hit 21 + crit 6 ways... by brute force over attack, defence,
    // direction and damage dice.
    for a in Armour::ALL {
        let f = bomb_forecast(a, false);
        let (mut dmg, mut n) = (0u64, 0u64);
        for &att in &rolls(1) {
            for &def in &rolls(a.dice()) {
                for dir in 1..=6u32 {
                    for d in 1..=6u32 {
                        n += 1;
                        let crit = att == 6;
                        let hit = crit || att > def;
                        let absorb = u32::from(a.absorb());
                        dmg += u64::from(if crit {
                            6
                        } else if hit {
                            d.saturating_sub(absorb)
                        } else if dir == 1 || dir == 6 {
                            d.div_ceil(2).saturating_sub(absorb)
                        } else {
                            0
                        });
                    }
                }
            }
        }
        assert!(same(f.damage, dmg, n), "{a:?}: {:?} vs {dmg}/{n}", f.damage);
    }
}

#[test]
fn api_the_computers_damage_table_is_the_forecasts_mean_in_thousandths() {
    let covers = [
        Cover::Clear,
        Cover::Covered,
        Cover::Concealed,
        Cover::Hidden,
    ];
    for w in Weapon::ALL {
        for a in Armour::ALL {
            for down in [false, true] {
                for cover in covers {
                    let d = forecast(w, a, down, cover).damage;
                    let want = (u64::from(d.num) * 1000 / u64::from(d.den)) as i32;
                    assert_eq!(
                        damage_milli(w, a, down, cover),
                        want,
                        "{w:?} {a:?} {down} {cover:?}"
                    );
                    assert_eq!(milli(d), want);
                }
            }
        }
    }
    assert_eq!(
        milli(Odds {
            num: 1999,
            den: 1000
        }),
        1999
    );
    assert_eq!(milli(Odds { num: 2, den: 3 }), 666);
}

#[test]
fn api_ways_counts_the_totals_of_one_or_two_dice_and_nothing_else() {
    for n in [1u8, 2] {
        let all = rolls(n);
        for s in 0..=14u8 {
            let want = all.iter().filter(|&&t| t == u32::from(s)).count() as u32;
            assert_eq!(ways(n, s), want, "{n} dice totalling {s}");
        }
    }
    assert_eq!(ways(3, 10), 0, "three dice are not counted");
}

#[test]
fn api_odds_show_as_whole_percents_rounded_down_and_compare_as_fractions() {
    use core::cmp::Ordering;
    let third = Odds { num: 1, den: 3 };
    assert_eq!(third.percent(), 33);
    assert_eq!(Odds { num: 2, den: 3 }.percent(), 66);
    assert_eq!(Odds { num: 7, den: 7 }.percent(), 100);
    assert_eq!(Odds { num: 0, den: 5 }.percent(), 0);
    assert_eq!(Odds { num: 15, den: 36 }.percent(), 41);
    let half = Odds { num: 18, den: 36 };
    assert_eq!(third.compare(half), Ordering::Less);
    assert_eq!(half.compare(third), Ordering::Greater);
    assert_eq!(half.compare(Odds { num: 1, den: 2 }), Ordering::Equal);
    assert_eq!(
        Odds { num: 5, den: 12 }.compare(Odds { num: 2, den: 5 }),
        Ordering::Greater,
        "25/60 against 24/60"
    );
}

#[test]
fn api_hit_chances_are_for_up_to_two_dice_a_side_and_more_count_as_none() {
    use super::super::forecast::MAX_HIT_DICE;
    assert_eq!(MAX_HIT_DICE, 2);
    for w in Weapon::ALL {
        assert!(usize::from(w.dice()) <= MAX_HIT_DICE);
    }
    for a in Armour::ALL {
        assert!(usize::from(a.dice()) <= MAX_HIT_DICE);
    }
    for (att, def) in [(3u8, 1u8), (1, 3), (3, 3), (0, 4)] {
        assert_eq!(
            hit_chance(att, def, Cover::Clear).num,
            0,
            "{att} against {def}"
        );
    }
}
