//! The player's choice against a blow (the paper: potions and discards are
//! the player's to spend), and the computer's rule for its seats.

use super::*;
use crate::contract::{Rules, Turn};

/// Hero 0 in wave `wave` carrying `gear` (and a fighter ring), a monster
/// touching it; the monsters' turn runs until the hero must choose.
fn struck(wave: u8, gear: &[(StockColour, u8)]) -> (Game, Events) {
    let mut g = defend(wave, &[far(10, 10), far(30, 30)]);
    for &(c, f) in gear {
        give(&mut g, 0, c, f);
    }
    edit(&mut g, |s| {
        s.ring(0, Ring::Fighter);
    });
    monster(&mut g, MonsterColour::Green, far(11, 10));
    let mut all = apply(&mut g, Action::EndTurn);
    while g.phase() == Phase::Monsters && g.soaking().is_none() {
        all.extend(apply(&mut g, Action::Continue));
    }
    (g, all)
}

fn soak(with: Absorb) -> Action {
    Action::Soak { hero: 0, with }
}

#[test]
fn rule_the_player_chooses_what_to_give_up_against_a_blow() {
    let (mut g, ev) = struck(3, &[(StockColour::White, 2), (StockColour::Red, 4)]);
    assert_eq!(g.soaking(), Some((0, 3)));
    assert!(has(&ev, |e| matches!(
        e,
        Event::Soaking { hero: 0, damage: 3 }
    )));
    assert_eq!(Rules::turn(&g), Turn::Seat(0), "the hero's seat decides");
    let mut legal: Vec<Action, MAX_ACTIONS> = Vec::new();
    g.legal_actions(&mut legal);
    assert_eq!(
        legal.as_slice(),
        &[
            soak(Absorb::TakeIt),
            soak(Absorb::Potion(0)),
            soak(Absorb::Gear(0)),
            soak(Absorb::Gear(1)),
            soak(Absorb::Ring(0)),
        ]
    );
    // The monsters wait for the choice.
    let before = snapshot(&g);
    let mut none = Events::new();
    assert!(g.try_apply(Action::Continue, &mut none).is_err());
    assert_eq!(snapshot(&g), before);
    // The player keeps the potion and gives up the weapon and the ring.
    let ev = apply(&mut g, soak(Absorb::Gear(1)));
    assert!(has(&ev, |e| matches!(e, Event::GearDiscarded { .. })));
    assert_eq!(g.soaking(), Some((0, 2)));
    assert!(has(&ev, |e| matches!(
        e,
        Event::Soaking { hero: 0, damage: 2 }
    )));
    apply(&mut g, soak(Absorb::Ring(0)));
    assert_eq!(g.soaking(), Some((0, 1)));
    assert!(g.heroes()[0].rings.is_empty());
    // The last point on the hit points; the monsters' turn goes on.
    let ev = apply(&mut g, soak(Absorb::TakeIt));
    assert!(has(&ev, |e| matches!(
        e,
        Event::HeroWounded { hero: 0, hp: 1 }
    )));
    assert_eq!(g.soaking(), None);
    assert_eq!(
        g.heroes()[0].gear.as_slice(),
        &[StockDie {
            colour: StockColour::White,
            face: 2
        }]
    );
    assert_eq!(g.phase(), Phase::Defend, "the next heroes' turn");
}

#[test]
fn rule_a_potion_absorbs_up_to_its_face_and_counts_down() {
    let (mut g, _) = struck(2, &[(StockColour::White, 5)]);
    let bag = g.bag().len();
    let ev = apply(&mut g, soak(Absorb::Potion(0)));
    assert!(has(&ev, |e| matches!(
        e,
        Event::PotionUsed { hero: 0, amount: 2 }
    )));
    assert_eq!(g.heroes()[0].gear[0].face, 3);
    assert_eq!(g.heroes()[0].hp, 2);
    assert_eq!(g.soaking(), None);
    // An emptied potion goes back to the bag.
    let (mut g, _) = struck(4, &[(StockColour::White, 1)]);
    apply(&mut g, soak(Absorb::Potion(0)));
    assert!(g.heroes()[0].gear.is_empty());
    assert_eq!(g.bag().len(), bag + 1);
    assert_eq!(g.soaking(), Some((0, 3)), "the ring is still there");
}

#[test]
fn rule_a_hero_may_choose_to_fall_with_its_kit() {
    let (mut g, _) = struck(2, &[(StockColour::Red, 6)]);
    let bag = g.bag().len();
    let ev = apply(&mut g, soak(Absorb::TakeIt));
    assert!(has(&ev, |e| matches!(e, Event::HeroKilled { hero: 0 })));
    assert_eq!(g.bag().len(), bag + 1, "its die goes back to the bag");
}

#[test]
fn rule_a_hero_with_nothing_to_give_takes_the_blow_at_once() {
    let mut g = defend(1, &[far(10, 10), far(30, 30)]);
    monster(&mut g, MonsterColour::Green, far(11, 10));
    let ev = monsters_turn(&mut g);
    assert!(!has(&ev, |e| matches!(e, Event::Soaking { .. })));
    assert_eq!(g.heroes()[0].hp, 1);
}

#[test]
fn rule_when_nothing_is_left_to_give_the_rest_comes_off_the_hit_points() {
    let mut g = defend(3, &[far(10, 10), far(30, 30)]);
    give(&mut g, 0, StockColour::Blue, 1);
    monster(&mut g, MonsterColour::Green, far(11, 10));
    apply(&mut g, Action::EndTurn);
    while g.soaking().is_none() {
        apply(&mut g, Action::Continue);
    }
    let ev = apply(&mut g, soak(Absorb::Gear(0)));
    assert_eq!(g.soaking(), None);
    assert!(has(&ev, |e| matches!(e, Event::HeroKilled { hero: 0 })));
}

#[test]
fn api_a_refused_choice_changes_nothing() {
    let (mut g, _) = struck(3, &[(StockColour::Red, 4)]);
    for a in [
        soak(Absorb::Potion(0)),
        soak(Absorb::Gear(1)),
        soak(Absorb::Ring(1)),
        Action::Soak {
            hero: 1,
            with: Absorb::TakeIt,
        },
        Action::Nothing { hero: 0 },
        Action::EndTurn,
    ] {
        let before = snapshot(&g);
        let mut ev = Events::new();
        let e = g.try_apply(a, &mut ev).unwrap_err();
        assert!(!e.message().is_empty());
        assert_eq!(snapshot(&g), before, "{a:?}");
        assert!(ev.is_empty());
    }
    let mut calm = defend(1, &[far(10, 10), far(30, 30)]);
    assert!(!calm.is_legal(soak(Absorb::TakeIt)), "no blow to take");
    let before = snapshot(&calm);
    let mut ev = Events::new();
    assert!(calm.try_apply(soak(Absorb::TakeIt), &mut ev).is_err());
    assert_eq!(snapshot(&calm), before);
}

#[test]
fn api_the_computer_soaks_by_its_rule_and_random_any_way() {
    let (g, _) = struck(3, &[(StockColour::Red, 4), (StockColour::Red, 2)]);
    // The spare weapon (the 2) goes first.
    assert_eq!(g.soak_choice(), Some(soak(Absorb::Gear(1))));
    for level in [ai::Level::Easy, ai::Level::Normal, ai::Level::Hard] {
        assert_eq!(
            ai::choose(&g, level, &mut ai::AiRng::new(1)),
            soak(Absorb::Gear(1))
        );
    }
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..60 {
        let a = ai::choose(&g, ai::Level::Random, &mut ai::AiRng::new(seed));
        assert!(g.is_legal(a), "{a:?}");
        seen.insert(std::format!("{a:?}"));
    }
    assert_eq!(seen.len(), 4, "take it, two dice, the ring: {seen:?}");
    // A thinker for another hero has nothing to decide.
    let mut t = ai::Thinker::for_hero(&g, ai::Level::Normal, 1, 1);
    assert_eq!(t.step(&g, 1), Some(Action::EndTurn));
    // The rule takes a blow that would not kill on the hit points once the
    // spare dice are gone, and gives up everything against one that would.
    let (g, _) = struck(1, &[(StockColour::Red, 4)]);
    assert_eq!(g.soak_choice(), Some(soak(Absorb::TakeIt)));
    let (mut g, _) = struck(2, &[(StockColour::Red, 4)]);
    assert_eq!(g.soak_choice(), Some(soak(Absorb::Gear(0))));
    apply(&mut g, soak(Absorb::Gear(0)));
    assert_eq!(g.soak_choice(), Some(soak(Absorb::TakeIt)));
    assert_eq!(calm_choice(), None);
    // A duplicate die is spare too: given up before a hit point.
    let (g, _) = struck(1, &[(StockColour::Blue, 2), (StockColour::Blue, 2)]);
    assert_eq!(g.soak_choice(), Some(soak(Absorb::Gear(0))));
    let (g, _) = struck(1, &[(StockColour::Blue, 2), (StockColour::Blue, 3)]);
    assert_eq!(
        g.soak_choice(),
        Some(soak(Absorb::Gear(0))),
        "the lesser one"
    );
    let (g, _) = struck(1, &[(StockColour::Blue, 2), (StockColour::Red, 2)]);
    assert_eq!(g.soak_choice(), Some(soak(Absorb::TakeIt)), "no spare die");
}

fn calm_choice() -> Option<Action> {
    defend(1, &[far(10, 10), far(30, 30)]).soak_choice()
}
