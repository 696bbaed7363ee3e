//! Positions made by hand ([`Game::set_up`]): every change keeps the game
//! playable, and a set-up that cannot be made changes nothing.

use super::*;
use std::string::ToString;

#[test]
fn api_set_up_makes_the_position_it_describes() {
    let mut g = defend(3, &[far(0, 0), far(2, 0)]);
    edit(&mut g, |s| {
        s.hero_at(1, far(5, 5))
            .hero_hp(1, 1)
            .kills(1, 4)
            .ring(1, Ring::Cleric)
            .gear(1, StockColour::Red, 5)
            .temple_hp(7)
            .monster(MonsterColour::Green, far(9, 9))
            .monster_hp(0, 1, 2)
            .monster_turns(MAX_MONSTER_TURNS);
    });
    let h = &g.heroes()[1];
    assert_eq!((h.cell, h.hp, h.kills), (far(5, 5), 1, 4));
    assert_eq!(h.rings.as_slice(), &[Ring::Cleric]);
    assert_eq!(h.weapon(), 5);
    assert_eq!((g.wave(), g.waves_defeated(), g.temple_hp()), (3, 2, 7));
    let m = &g.monsters()[0];
    assert_eq!(
        (m.colour, m.cell, m.hp, m.max_hp),
        (MonsterColour::Green, far(9, 9), 1, 2)
    );
    assert_eq!(g.monster_turns(), MAX_MONSTER_TURNS);
}

#[test]
fn api_set_up_refuses_and_changes_nothing() {
    let g = defend(3, &[far(0, 0), far(2, 0)]);
    let refused = |f: &dyn Fn(&mut Setup), why: &str| {
        let mut h = g.clone();
        let e = h.set_up(|s| f(s)).unwrap_err();
        assert_eq!(e.to_string(), why);
        assert_eq!(snapshot(&h), snapshot(&g), "{why}: nothing changed");
    };
    refused(
        &|s| {
            s.hero_at(0, far(9, 9)).hero_hp(5, 1);
        },
        "There is no such hero.",
    );
    refused(
        &|s| {
            s.hero_hp(0, HERO_HP + 1);
        },
        "A hero has at most two hit points.",
    );
    refused(
        &|s| {
            s.ring(0, Ring::Mage)
                .ring(0, Ring::Mage)
                .ring(0, Ring::Mage)
                .ring(0, Ring::Mage);
        },
        "A hero wears at most three rings.",
    );
    refused(
        &|s| {
            s.gear(0, StockColour::Red, 7);
        },
        "A die shows 1 to 6.",
    );
    refused(
        &|s| {
            s.raze(BUILDINGS as u8);
        },
        "There is no such building.",
    );
    refused(
        &|s| {
            s.monster(MonsterColour::Red, Cell::new(-1, 0));
        },
        "That cell is off the map.",
    );
    refused(
        &|s| {
            s.monster(MonsterColour::Red, far(9, 9)).monster_hp(0, 3, 2);
        },
        "A monster has 1 to its most hit points.",
    );
    refused(
        &|s| {
            s.monster_hp(0, 1, 1);
        },
        "There is no such monster.",
    );
    refused(
        &|s| {
            s.monster_turns(MAX_MONSTER_TURNS + 1);
        },
        "Too many monster turns.",
    );
    refused(
        &|s| {
            s.swap_heroes(0, 2);
        },
        "There is no such hero.",
    );
    refused(
        &|s| {
            s.swap_heroes(2, 0);
        },
        "There is no such hero.",
    );
    refused(
        &|s| {
            s.monster(MonsterColour::Red, far(9, 9)).monster_hp(0, 0, 2);
        },
        "A monster has 1 to its most hit points.",
    );
    // Each change is fine alone; the position they make is not.
    refused(
        &|s| {
            s.wave(WAVES + 1);
        },
        "That position cannot be played.",
    );
    refused(
        &|s| {
            s.hero_at(0, Cell::new(MAP_SIZE, 0));
        },
        "That position cannot be played.",
    );
}

#[test]
fn api_set_up_keeps_every_stock_die_in_the_game() {
    let mut g = defend(1, &[far(0, 0), far(2, 0)]);
    let total =
        |g: &Game| g.bag().len() + g.buildings().iter().map(|b| b.stock.len()).sum::<usize>();
    let before = total(&g);
    let stock = g.buildings()[1].stock.len();
    assert!(stock > 0);
    edit(&mut g, |s| {
        s.raze(1).empty_shop(2);
    });
    assert!(g.buildings()[1].razed && g.buildings()[1].stock.is_empty());
    assert!(!g.buildings()[2].razed && g.buildings()[2].stock.is_empty());
    assert_eq!(total(&g), before, "the shelves went back to the bag");
    edit(&mut g, |s| {
        s.bag_keeps(2);
    });
    assert_eq!(g.bag().len(), 2);
}

#[test]
fn api_set_up_phase_starts_a_heroes_turn() {
    let mut g = defend(2, &[far(0, 0), far(2, 0)]);
    apply(&mut g, Action::Nothing { hero: 0 });
    assert!(g.heroes()[0].rounds_left < g.rounds_per_hero());
    edit(&mut g, |s| {
        s.phase(Phase::Repair);
    });
    assert_eq!(g.phase(), Phase::Repair);
    assert_eq!(g.heroes()[0].rounds_left, g.rounds_per_hero());
    assert!(!g.has_gone(0));
}

#[test]
fn api_a_new_game_clamps_its_players_to_one_to_four() {
    for (asked, players, heroes) in [(0, 1, 2), (1, 1, 2), (4, 4, 4), (9, 4, 4)] {
        let g = Game::new(Config {
            heroes: asked,
            rings_option: false,
            seed: 1,
            house: HouseRules::NONE,
        });
        assert_eq!(g.config().heroes, players, "{asked} asked");
        assert_eq!(g.heroes().len(), heroes, "{asked} asked");
    }
}

#[test]
fn api_a_soak_choice_logs_which_way() {
    use crate::contract::Typed;
    for (with, word) in [
        (Absorb::Potion(1), "with=potion1"),
        (Absorb::Gear(0), "with=gear0"),
        (Absorb::Ring(2), "with=ring2"),
        (Absorb::TakeIt, "with=take-it"),
    ] {
        let line = format!("{}", Typed(&Action::Soak { hero: 1, with }));
        assert!(line.contains(word), "{line}");
    }
}
