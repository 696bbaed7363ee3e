//! Armies: the gear tables, points, heavy armour, equal totals, presets,
//! random armies and the computer's own.

use super::super::gear::{
    ARMY_POINTS, Armour, Army, ArmyError, HERO_POINTS, Kit, MINI_POINTS, PRESETS, Weapon,
};
use super::super::{Config, Game};
use crate::contract::{Dice, Rules};

#[test]
fn rule_the_armour_table() {
    let t: [(Armour, u8, u8, u8, u8); 4] = [
        (Armour::None, 1, 0, 0, 0),
        (Armour::Light, 2, 1, 2, 1),
        (Armour::Medium, 2, 2, 4, 2),
        (Armour::Heavy, 2, 3, 4, 3),
    ];
    for (a, dice, absorb, speed, points) in t {
        assert_eq!(
            (a.dice(), a.absorb(), a.speed_penalty(), a.points()),
            (dice, absorb, speed, points),
            "{a:?}"
        );
    }
}

/// A weapon's attack dice, damage dice, range band and points.
type WeaponRow = (Weapon, u8, u8, (u8, u8), u8);

#[test]
fn rule_the_weapon_table() {
    let t: [WeaponRow; 5] = [
        (Weapon::Melee, 2, 1, (1, 1), 1),
        (Weapon::Light, 2, 1, (1, 8), 1),
        (Weapon::Medium, 2, 1, (1, 8), 1),
        (Weapon::Heavy, 2, 1, (1, 16), 3),
        (Weapon::Sniper, 1, 2, (10, 26), 2),
    ];
    for (w, hit, dmg, range, points) in t {
        assert_eq!(
            (w.dice(), w.damage_dice(), w.range(), w.points()),
            (hit, dmg, range, points),
            "{w:?}"
        );
    }
    assert_eq!(
        Kit::new(Armour::None, Weapon::None, 3, 1).points(),
        3 + 4,
        "explosive 1, medkit 4"
    );
}

#[test]
fn rule_a_mini_carries_5_points_of_gear_and_the_hero_10() {
    let mut a = Army::preset("balanced").unwrap();
    assert_eq!(a.check(), Ok(()));
    a.0[1].bombs += 1;
    a.0[4].medkits = 0;
    a.0[4].bombs = 3;
    assert_eq!(a.check(), Err(ArmyError::TooMuchGear(1)));
    let mut a = Army::preset("balanced").unwrap();
    a.0[0].bombs = 1;
    a.0[1].bombs -= 1;
    assert_eq!(a.check(), Err(ArmyError::TooMuchGear(0)), "11 on the hero");
    assert_eq!((MINI_POINTS, HERO_POINTS), (5, 10));
}

#[test]
fn rule_heavy_armour_is_for_the_hero_only() {
    let mut a = Army::preset("brawlers").unwrap();
    assert_eq!(a.0[0].armour, Armour::Heavy);
    a.0[2] = Kit::new(Armour::Heavy, Weapon::Melee, 1, 0);
    assert_eq!(a.check(), Err(ArmyError::HeavyNotHero(2)));
}

#[test]
fn rule_every_army_has_the_same_total_points() {
    assert_eq!(ARMY_POINTS, 30);
    for name in PRESETS {
        let a = Army::preset(name).unwrap();
        assert_eq!(a.check(), Ok(()), "{name}");
    }
    let mut d = Dice::new(9);
    for _ in 0..2000 {
        let a = Army::random(&mut d);
        assert_eq!(a.check(), Ok(()), "{a:?}");
    }
    for pick in 0..10 {
        assert_eq!(Army::computer(pick).check(), Ok(()));
    }
    let mut short = Army::preset("gunners").unwrap();
    short.0[1].bombs -= 1;
    assert_eq!(short.check(), Err(ArmyError::Total(29)));
    assert_eq!(
        std::format!("{}", ArmyError::Total(29)),
        "Spend exactly 30 points on the army."
    );
}

extern crate std;

#[test]
fn ruling_an_army_that_breaks_the_rules_plays_as_the_balanced_preset() {
    let mut c = Config::with(1, 2, "snipers");
    c.armies[1].0[1].armour = Armour::Heavy;
    let g = <Game as Rules>::new(c);
    assert_eq!(g.minis()[0].kit.weapon, Weapon::Sniper);
    assert_eq!(g.minis()[5].kit, Army::preset("balanced").unwrap().0[0]);
}

#[test]
fn ruling_the_computers_army_is_the_preset_its_pick_names() {
    for pick in (0..12).chain([1000, u32::MAX]) {
        let name = PRESETS[(pick % PRESETS.len() as u32) as usize];
        assert_eq!(Army::computer(pick), Army::preset(name).unwrap(), "{pick}");
    }
}

/// FNV-1a over the random armies of seeds 0 to 63, as they have always
/// come out.
const RANDOM_ARMIES: u32 = 0x5FA8_E129;

#[test]
fn ruling_a_seed_always_builds_the_same_random_army() {
    let h = super::fnv((0..64).flat_map(|seed| {
        let a = Army::random(&mut Dice::new(seed));
        std::format!("{a:?}").into_bytes()
    }));
    assert_eq!(h, RANDOM_ARMIES, "now {h:#010x}");
    // Every armour and weapon turns up, and medkits and explosives.
    let mut d = Dice::new(5);
    let armies: std::vec::Vec<Army> = (0..200).map(|_| Army::random(&mut d)).collect();
    let kits = || armies.iter().flat_map(|a| a.0.iter());
    for w in &super::super::gear::Weapon::ALL[1..] {
        assert!(kits().any(|k| k.weapon == *w), "{w:?}");
    }
    for a in super::super::gear::Armour::ALL {
        assert!(kits().any(|k| k.armour == a), "{a:?}");
    }
    assert!(kits().any(|k| k.medkits > 0) && kits().any(|k| k.bombs > 0));
}

#[test]
fn ruling_a_mini_carries_one_weapon() {
    // "5 points worth of gear from the tables" does not say how many
    // weapons: a mini has one armour and one weapon (or none), with
    // explosives and medkits as many as its points allow. A second weapon is
    // refused where a mini is written down, though 1 + 1 points would fit.
    let one = "hero\n.A\nA hp=6 none medium bombs=2";
    let g: Game = one.parse().expect("one weapon and two explosives");
    assert_eq!(g.minis()[0].kit.weapon, Weapon::Medium);
    assert_eq!(g.minis()[0].kit.bombs, 2);
    let two = "hero\n.A\nA hp=6 none medium light";
    assert_eq!(two.parse::<Game>(), Err(super::super::ParseError::MiniLine));
    assert!(
        Kit {
            armour: Armour::None,
            weapon: Weapon::Medium,
            bombs: 1,
            medkits: 0,
        }
        .points()
            <= u16::from(MINI_POINTS - Weapon::Light.points()),
        "the points would allow a light weapon too"
    );
}
