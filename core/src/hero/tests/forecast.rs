//! The forecast against the game itself: every face of every die the real
//! resolution rolls.

use super::super::forecast::{
    HP_STATES, Odds, bomb_forecast, crit_chance, damage_milli, forecast, hit_chance, milli, ways,
};
use super::super::game::Game;
use super::super::gear::{Armour, Weapon};
use super::super::{Action, Cover, DEAD_AT, Event, HP};
use super::pos;

extern crate std;
use std::string::String;
use std::vec::Vec;

/// Every total of `n` d6 with its faces, one entry per way.
fn rolls(n: u8) -> Vec<u32> {
    let mut v = std::vec![0u32];
    for _ in 0..n {
        v = v
            .iter()
            .flat_map(|&s| (1..=6).map(move |f| s + f))
            .collect();
    }
    v
}

/// Greatest common divisor.
fn euclid(a: u32, b: u32) -> u32 {
    if b == 0 { a } else { euclid(b, a % b) }
}

fn same(a: Odds, num: u64, den: u64) -> bool {
    u64::from(a.num) * den == num * u64::from(a.den)
}

/// Most dice one action rolls: a light weapon's two shots of 2 attack, 2
/// defence and 1 damage dice each.
const MOST_DICE: usize = 10;

/// What the real resolution of `act` from `base` did over every sequence of
/// die faces it can roll, each sequence weighed by its chance (of
/// `6^MOST_DICE`): the first shot's (or throw's) hits and criticals, and the
/// hit points mini `t` lost (its hit points before less after; a dead mini
/// is on [`DEAD_AT`]).
struct Tally {
    hits: u64,
    crits: u64,
    lost: u64,
    all: u64,
}

/// Plays `act` from `base` once for every sequence of faces it can roll: an
/// odometer over the faces, turning only the dice the last run rolled (the
/// others it never looked at), so each run is a different way the dice can
/// fall and every way is run once.
fn every_roll(base: &Game, act: Action, t: u8) -> Tally {
    every_run(base, t, |g, ev| {
        g.try_apply(act, ev).unwrap();
    })
}

/// [`every_roll`] with the resolution `run` plays each time.
fn every_run(base: &Game, t: u8, run: impl Fn(&mut Game, &mut super::Events)) -> Tally {
    let before = base.minis()[usize::from(t)].hp;
    let mut faces = [1u8; MOST_DICE];
    let mut tally = Tally {
        hits: 0,
        crits: 0,
        lost: 0,
        all: 0,
    };
    loop {
        let mut g = base.clone();
        g.script_dice(&faces).unwrap();
        let mut ev = super::Events::new();
        run(&mut g, &mut ev);
        let used = MOST_DICE - g.dice.scripted();
        assert!(used > 0, "nothing rolled");
        let weight = 6u64.pow((MOST_DICE - used) as u32);
        let first = ev.iter().find_map(|e| match *e {
            Event::Shot { hit, crit, .. } | Event::Thrown { hit, crit, .. } => Some((hit, crit)),
            _ => None,
        });
        let (hit, crit) = first.expect("a shot or a throw");
        tally.hits += weight * u64::from(hit);
        tally.crits += weight * u64::from(crit);
        let after = g.minis()[usize::from(t)].hp;
        tally.lost += weight * (before - after) as u64;
        tally.all += weight;
        // The next sequence: the faces not rolled back to 1, then the last
        // rolled die turned on, carrying.
        faces[used..].fill(1);
        let mut i = used;
        loop {
            if i == 0 {
                assert_eq!(tally.all, 6u64.pow(MOST_DICE as u32));
                return tally;
            }
            i -= 1;
            if faces[i] < 6 {
                faces[i] += 1;
                break;
            }
            faces[i] = 1;
        }
    }
}

/// The rows of a battlefield where mini A at `(ax, 0)` faces mini F at
/// `(10, d)`, with an obstacle of height `h` (0: none) just in front of F.
fn rows(ax: usize, d: usize, h: u8) -> String {
    let mut rows = std::vec![std::vec![b'.'; 40]; d + 1];
    rows[0][ax] = b'A';
    rows[d][10] = b'F';
    if h > 0 {
        rows[d - 1][10] = b'0' + h;
    }
    let rows: Vec<String> = rows
        .into_iter()
        .map(|r| String::from_utf8(r).unwrap())
        .collect();
    rows.join("\n")
}

/// A position in which A (weapon `w`, no armour) may shoot F (`armour`, on
/// `hp`) and F has `cover` from it: F in front of a crate (Covered) or just
/// past a wall's end (Concealed), A moved along the top row until the
/// attack's own cover check says so. `None` when no such place is in range.
fn setting(w: Weapon, armour: Armour, hp: i8, cover: Cover) -> Option<Game> {
    let (lo, hi) = w.range();
    let h = match cover {
        Cover::Clear => 0,
        Cover::Covered => 1,
        _ => 2,
    };
    for d in usize::from(lo).max(if h > 0 { 2 } else { 1 })..=usize::from(hi).min(29) {
        for ax in 10..40 {
            let minis = std::format!(
                "A hp=6 none {}\nF hp={hp} {} medium",
                weapon_word(w),
                armour_word(armour)
            );
            let g = pos(&rows(ax, d, h), &minis);
            if g.check_attack(0, 5) == Ok(cover) {
                return Some(g);
            }
        }
    }
    None
}

fn weapon_word(w: Weapon) -> &'static str {
    match w {
        Weapon::None => "none",
        Weapon::Melee => "melee",
        Weapon::Light => "light",
        Weapon::Medium => "medium",
        Weapon::Heavy => "heavy",
        Weapon::Sniper => "sniper",
    }
}

fn armour_word(a: Armour) -> &'static str {
    match a {
        Armour::None => "none",
        Armour::Light => "light",
        Armour::Medium => "medium",
        Armour::Heavy => "heavy",
    }
}

/// Checks every number of `f` against the tally of the real resolution.
fn check(f: &super::super::forecast::Forecast, t: &Tally, what: &str) {
    assert!(
        same(f.hit, t.hits, t.all),
        "{what}: hit {:?} vs {}/{}",
        f.hit,
        t.hits,
        t.all
    );
    assert!(
        same(f.crit, t.crits, t.all),
        "{what}: crit {:?} vs {}/{}",
        f.crit,
        t.crits,
        t.all
    );
    assert!(
        same(f.damage, t.lost, t.all),
        "{what}: damage {:?} = {:.4} vs {:.4}",
        f.damage,
        f64::from(f.damage.num) / f64::from(f.damage.den),
        t.lost as f64 / t.all as f64
    );
}

#[test]
fn rule_the_forecast_is_what_the_game_rolls() {
    // Every weapon against every armour, every hit points a living target
    // can have and every cover a weapon's range allows, through the real
    // attack over every face of every die it rolls (the light weapon's
    // second shot included): the first shot's hit and critical chances and
    // the mean hit points lost equal the forecast's.
    let mut cases = 0;
    for w in [Weapon::Melee, Weapon::Medium, Weapon::Heavy, Weapon::Sniper] {
        for a in Armour::ALL {
            for hp in DEAD_AT + 1..=HP {
                for cover in [Cover::Clear, Cover::Covered, Cover::Concealed] {
                    let Some(g) = setting(w, a, hp, cover) else {
                        assert_eq!(w, Weapon::Melee, "{cover:?} is out of {w:?}'s reach");
                        continue;
                    };
                    let t = every_roll(&g, Action::Attack { mini: 0, target: 5 }, 5);
                    check(
                        &forecast(w, a, hp, cover),
                        &t,
                        &std::format!("{w:?} {a:?} {hp} {cover:?}"),
                    );
                    cases += 1;
                }
            }
        }
    }
    assert_eq!(cases, (1 + 3 * 3) * 4 * HP_STATES);
}

/// The light weapon's forecast against a target in `a`, every hit points
/// and cover, through both shots of the real attack over every face of the
/// up to ten dice: no second shot at a target the first killed, and none of
/// its Absorb against the second once the first knocked it out. Each run
/// plays the attack's resolution itself (`Game::attack`, which `try_apply`
/// plays once the attack is legal and its cover known: the cover is checked
/// once here, not in each of the millions of runs).
fn light_weapon_sweep(a: Armour) {
    for hp in DEAD_AT + 1..=HP {
        for cover in [Cover::Clear, Cover::Covered, Cover::Concealed] {
            let g = setting(Weapon::Light, a, hp, cover).expect("in reach");
            assert_eq!(g.check_attack(0, 5), Ok(cover));
            let t = every_run(&g, 5, |g, ev| g.attack(0, 5, cover, ev));
            let what = std::format!("light {a:?} {hp} {cover:?}");
            check(&forecast(Weapon::Light, a, hp, cover), &t, &what);
        }
    }
}

#[test]
fn rule_the_light_weapons_forecast_is_what_the_game_rolls_against_no_armour() {
    light_weapon_sweep(Armour::None);
}

#[test]
fn rule_the_light_weapons_forecast_is_what_the_game_rolls_against_light_armour() {
    light_weapon_sweep(Armour::Light);
}

#[test]
fn rule_the_light_weapons_forecast_is_what_the_game_rolls_against_medium_armour() {
    light_weapon_sweep(Armour::Medium);
}

#[test]
fn rule_the_light_weapons_forecast_is_what_the_game_rolls_against_heavy_armour() {
    light_weapon_sweep(Armour::Heavy);
}

#[test]
fn rule_the_explosive_forecast_is_what_the_game_rolls() {
    // Every throw of 1 to 10 units, in the open and into corners (where a
    // bounce stops at the edge), through the real throw over every face:
    // attack, defence, the direction die (the 1 up or down, or a bounce
    // each of four ways) and the damage die. A bounce goes at most 5 units
    // and the blast reaches 5, so it always takes the target in.
    let places: Vec<((usize, usize), (usize, usize))> = (1..=10)
        .map(|d| ((20 + d, 15), (20, 15)))
        .chain([((10, 0), (0, 0)), ((39, 19), (39, 29)), ((33, 7), (39, 0))])
        .collect();
    for a in Armour::ALL {
        for hp in DEAD_AT + 1..=HP {
            let f = bomb_forecast(a, hp);
            for &((ax, ay), (fx, fy)) in &places {
                let mut rows = std::vec![std::vec![b'.'; 40]; 30];
                rows[ay][ax] = b'A';
                rows[fy][fx] = b'F';
                let rows: Vec<String> = rows
                    .into_iter()
                    .map(|r| String::from_utf8(r).unwrap())
                    .collect();
                let minis = std::format!(
                    "A hp=6 none none bombs=1\nF hp={hp} {} medium",
                    armour_word(a)
                );
                let g = pos(&rows.join("\n"), &minis);
                g.check_throw(0, 5).expect("in reach");
                let t = every_roll(&g, Action::Throw { mini: 0, target: 5 }, 5);
                let what = std::format!("explosive {a:?} {hp} from {ax},{ay} at {fx},{fy}");
                check(&f, &t, &what);
            }
        }
    }
}

/// The mean of `o`.
fn mean(o: Odds) -> f64 {
    f64::from(o.num) / f64::from(o.den)
}

#[test]
fn rule_the_explosive_forecast_counts_the_bounced_blast() {
    // Issue 30's independent calculator: at full health the target loses
    // 3.64, 2.69, 2.04 and 1.57 on average against no, light, medium and
    // heavy armour (a bounced miss still catches it), not the 2.3, 1.4, 1.2
    // and 1.0 shown before.
    for (a, want) in Armour::ALL.into_iter().zip([3.64, 2.69, 2.04, 1.57]) {
        let got = mean(bomb_forecast(a, HP).damage);
        assert!((got - want).abs() < 0.005, "{a:?}: {got} vs {want}");
    }
}

#[test]
fn ruling_the_forecasts_damage_is_the_hit_points_the_target_loses() {
    // "Damage" on the screen is the hit points the target loses, which stop
    // at -2 (dead), not the damage dealt. Issue 30's light weapon at an
    // unarmoured mini on 1 hit point: no second shot at a target the first
    // killed, no Absorb once knocked out; the damage dealt would average
    // 25369/8748 (2.90, the figure), but a mini on 1 has only 3 hit
    // points to lose, so it loses 542881/209952 (2.59) on average (worked
    // out apart, by a short script over the 1296 ways of each shot; the old forecast showed
    // 3.4).
    let light = forecast(Weapon::Light, Armour::None, 1, Cover::Clear).damage;
    assert!(same(light, 542_881, 209_952), "{light:?} = {}", mean(light));
    // A sniper at a mini on -1 takes at most the 1 hit point it has left
    // to lose (the old forecast showed 7.0): every hit takes it.
    let sniper = forecast(Weapon::Sniper, Armour::None, -1, Cover::Clear);
    assert!(
        same(
            sniper.damage,
            u64::from(sniper.hit.num),
            u64::from(sniper.hit.den)
        ),
        "every hit takes the last 1: {sniper:?}"
    );
    // A full-health target loses what the damage roll does, less Absorb.
    let d = forecast(Weapon::Medium, Armour::None, HP, Cover::Clear).damage;
    // 175 plain hits of 216 for 21 over the damage die's six faces, and 6
    // criticals for 6.
    assert!(same(d, 175 * 21 + 6 * 36, 216 * 6), "{d:?}");
}

#[test]
fn rule_the_hit_and_critical_chances_match_brute_force_enumeration_of_the_dice() {
    for w in Weapon::ALL {
        for a in Armour::ALL {
            for cover in [Cover::Clear, Cover::Covered, Cover::Concealed] {
                let (mut hits, mut crits, mut n) = (0u64, 0u64, 0u64);
                let top = 6 * u32::from(w.dice());
                let bonus = if cover == Cover::Covered { 2 } else { 0 };
                for &att in &rolls(w.dice()) {
                    for &def in &rolls(a.dice()) {
                        n += 1;
                        let crit = att == top;
                        let hit = crit || (cover != Cover::Concealed && att > def + bonus);
                        hits += u64::from(hit);
                        crits += u64::from(crit);
                    }
                }
                assert!(
                    same(hit_chance(w.dice(), a.dice(), cover), hits, n),
                    "{w:?} {a:?} {cover:?}"
                );
                assert!(same(crit_chance(w.dice()), crits, n), "{w:?}");
                for hp in DEAD_AT + 1..=HP {
                    let f = forecast(w, a, hp, cover);
                    assert!(
                        same(f.hit, hits, n) && same(f.crit, crits, n),
                        "{w:?} {a:?} {hp}"
                    );
                }
            }
        }
    }
    for a in Armour::ALL {
        let (mut hits, mut n) = (0u64, 0u64);
        for &att in &rolls(1) {
            for &def in &rolls(a.dice()) {
                n += 1;
                hits += u64::from(att == 6 || att > def);
            }
        }
        for hp in DEAD_AT + 1..=HP {
            let f = bomb_forecast(a, hp);
            assert!(
                same(f.hit, hits, n) && same(f.crit, 6, 36),
                "explosive {a:?} {hp}"
            );
        }
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
            for hp in DEAD_AT + 1..=HP {
                for cover in covers {
                    let d = forecast(w, a, hp, cover).damage;
                    let want = (u64::from(d.num) * 1000 / u64::from(d.den)) as i32;
                    assert_eq!(
                        damage_milli(w, a, hp, cover),
                        want,
                        "{w:?} {a:?} {hp} {cover:?}"
                    );
                    assert_eq!(milli(d), want);
                    // Shown in lowest terms (Euclid's algorithm here).
                    assert_eq!(euclid(d.num, d.den), 1, "{w:?} {a:?} {hp} {cover:?}");
                }
            }
        }
    }
    for a in Armour::ALL {
        for hp in DEAD_AT + 1..=HP {
            let d = bomb_forecast(a, hp).damage;
            assert_eq!(euclid(d.num, d.den), 1, "a bomb at {a:?} {hp}");
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
    // Hit points out of a living mini's are held to the nearest.
    let w = (Weapon::Sniper, Armour::None, Cover::Clear);
    assert_eq!(
        damage_milli(w.0, w.1, -5, w.2),
        damage_milli(w.0, w.1, -1, w.2)
    );
    assert_eq!(
        damage_milli(w.0, w.1, 9, w.2),
        damage_milli(w.0, w.1, 6, w.2)
    );
    assert!(damage_milli(w.0, w.1, -1, w.2) < damage_milli(w.0, w.1, 0, w.2));
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
