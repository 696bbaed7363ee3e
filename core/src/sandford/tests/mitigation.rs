//! Hit points and the order of mitigation (section 7), all steps at once.

use super::*;

/// The mitigation events of a blow, in the order they happened.
fn mitigation(ev: &Events) -> std::vec::Vec<Event> {
    ev.iter()
        .copied()
        .filter(|e| {
            matches!(
                e,
                Event::ArmourRolled { .. }
                    | Event::PotionUsed { .. }
                    | Event::GearDiscarded { .. }
                    | Event::RingDiscarded { .. }
                    | Event::HeroWounded { .. }
                    | Event::HeroKilled { .. }
            )
        })
        .collect()
}

fn die(colour: StockColour, face: u8) -> StockDie {
    StockDie { colour, face }
}

/// A hero carrying armour 4, a potion of 2, weapons 5 and 2 (the 2 is
/// spare), magic 3 and a paladin ring.
fn kitted(wave: u8) -> Game {
    let mut g = defend(wave, &[far(10, 10), far(30, 0)]);
    give(&mut g, 0, StockColour::Black, 4);
    give(&mut g, 0, StockColour::White, 2);
    give(&mut g, 0, StockColour::Red, 5);
    give(&mut g, 0, StockColour::Red, 2);
    give(&mut g, 0, StockColour::Blue, 3);
    edit(&mut g, |s| {
        s.ring(0, Ring::Paladin);
    });
    g
}

/// The first three steps of a piercing blow on [`kitted`] with the armour
/// rolled 2 then 5: armour stops 2, the potion 2, the spare weapon 1.
fn opening(left: u8) -> std::vec::Vec<Event> {
    std::vec![
        Event::ArmourRolled {
            hero: 0,
            roll: 5,
            rerolls: 1,
            stopped: 2,
            left,
        },
        Event::PotionUsed { hero: 0, amount: 2 },
        Event::GearDiscarded {
            hero: 0,
            die: die(StockColour::Red, 2),
        },
    ]
}

#[test]
fn rule_mitigation_order_armour_potions_discards_then_hit_points() {
    // A piercing (black) monster's blow in wave 6, through the real
    // monsters' turn: it lands (no roll), the armour roll fails (2) and the
    // paladin ring rerolls it (5).
    let mut g = kitted(6);
    monster(&mut g, MonsterColour::Black, far(11, 10));
    let bag = g.bag().len();
    script(&mut g, &[2, 5]);
    let ev = monsters_turn(&mut g);
    // 6 damage; armour 4, halved by piercing, stops 2; the potion takes 2
    // and, empty, goes back to the bag; the spare weapon takes 1.
    let mut expected = opening(4);
    // 1 is left and would not kill: it comes off the hit points, and the
    // hero keeps the rest of its kit.
    expected.push(Event::HeroWounded { hero: 0, hp: 1 });
    assert_eq!(mitigation(&ev), expected);
    assert_eq!(g.bag().len(), bag + 2, "the potion and the spare weapon");
    assert_eq!(g.heroes()[0].gear.len(), 3);
    assert_eq!(g.heroes()[0].rings.len(), 1);

    // A blow of 10 without a landing roll: the same order, and past the
    // spare equipment the hero gives up its lowest dice, then its last
    // ring, only because the rest would kill it.
    let mut g = kitted(6);
    let mut ev = Events::new();
    script(&mut g, &[2, 5]);
    hurt(&mut g, 0, 10, true, &mut ev);
    let mut expected = opening(8);
    for d in [
        (StockColour::Blue, 3),
        (StockColour::Black, 4),
        (StockColour::Red, 5),
    ] {
        expected.push(Event::GearDiscarded {
            hero: 0,
            die: die(d.0, d.1),
        });
    }
    expected.push(Event::RingDiscarded {
        hero: 0,
        ring: Ring::Paladin,
    });
    expected.push(Event::HeroWounded { hero: 0, hp: 1 });
    assert_eq!(mitigation(&ev), expected);
    // Without the paladin's reroll the armour stops nothing, and the
    // non-piercing blow of the same dice keeps the armour's full 4.
    let mut g = kitted(6);
    edit(&mut g, |s| {
        s.no_rings(0);
    });
    let mut ev = Events::new();
    script(&mut g, &[2]);
    hurt(&mut g, 0, 3, false, &mut ev);
    assert!(matches!(
        mitigation(&ev)[..2],
        [
            Event::ArmourRolled {
                roll: 2,
                rerolls: 0,
                stopped: 0,
                ..
            },
            Event::PotionUsed { amount: 2, .. }
        ]
    ));
    let mut g = kitted(6);
    let mut ev = Events::new();
    script(&mut g, &[4]);
    hurt(&mut g, 0, 6, false, &mut ev);
    assert!(matches!(
        mitigation(&ev)[..2],
        [
            Event::ArmourRolled { stopped: 4, .. },
            Event::PotionUsed { amount: 2, .. }
        ]
    ));
    assert_eq!(g.heroes()[0].hp, 2);
}

#[test]
fn ruling_a_dead_hero_keeps_nothing() {
    let mut g = defend(2, &[far(10, 10), far(30, 0)]);
    give(&mut g, 0, StockColour::Red, 4);
    give(&mut g, 0, StockColour::White, 1);
    edit(&mut g, |s| {
        s.ring(0, Ring::Fighter).kills(0, 3);
    });
    let bag = g.bag().len();
    let mut ev = Events::new();
    hurt(&mut g, 0, 6, false, &mut ev);
    // The potion took 1, the weapon and the ring 1 each trying to save the
    // hero, and the 3 left took its 2 hit points.
    assert_eq!(
        mitigation(&ev),
        [
            Event::PotionUsed { hero: 0, amount: 1 },
            Event::GearDiscarded {
                hero: 0,
                die: die(StockColour::Red, 4)
            },
            Event::RingDiscarded {
                hero: 0,
                ring: Ring::Fighter
            },
            Event::HeroWounded { hero: 0, hp: 0 },
            Event::HeroKilled { hero: 0 },
        ]
    );
    let h = &g.heroes()[0];
    assert!(!h.alive());
    assert_eq!(h.kills, 0, "its kills are lost");
    assert!(h.gear.is_empty() && h.rings.is_empty());
    assert_eq!(g.bag().len(), bag + 2, "its dice went back to the bag");
    // A dead hero takes no more rounds.
    assert_eq!(h.rounds_left, 0);
    assert!(!g.can_start_round(0));
    assert!(!g.is_legal(Action::Nothing { hero: 0 }));
}
