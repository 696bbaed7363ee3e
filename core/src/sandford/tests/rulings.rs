//! Rulings: where the paper leaves a gap.

use super::*;

#[test]
fn ruling_captured_die_becomes_monster_of_its_colour() {
    let mut g = new_game(2, 4);
    for c in StockColour::ALL {
        edit(&mut g, |s| {
            s.captured(c);
        });
    }
    apply(&mut g, Action::EndTurn);
    arrive(&mut g);
    for m in g.monsters().iter().filter(|m| m.captured.is_some()) {
        assert_eq!(m.colour, MonsterColour::from_stock(m.captured.unwrap()));
    }
    assert_eq!(
        g.monsters().iter().filter(|m| m.captured.is_some()).count(),
        4
    );
}

#[test]
fn ruling_captured_die_returns_to_the_bag_when_its_monster_leaves() {
    let mut g = defend(1, &[far(10, 10), far(0, 0)]);
    let bag = g.bag().len();
    edit(&mut g, |s| {
        s.reinforcement(MonsterColour::Black, far(11, 10), StockColour::Black);
    });
    let m = g.monsters()[0].id;
    attack(&mut g, 0, m, &[6]);
    assert_eq!(g.bag().len(), bag + 1);
    assert_eq!(
        g.heroes()[0].kills,
        1,
        "the killer keeps a monster die instead"
    );
}

#[test]
fn ruling_monster_hit_points_grow_with_the_wave() {
    let hp: std::vec::Vec<u8> = (1..=6).map(monster_hp).collect();
    assert_eq!(hp, [1, 1, 2, 2, 3, 3]);
}

#[test]
fn ruling_monster_turn_cap_storms_the_temple() {
    let mut g = defend(2, &[far(0, 0), far(2, 0)]);
    // Penned in a corner by the map edge and a hero it cannot hit.
    monster(&mut g, MonsterColour::Black, far(50, 50));
    edit(&mut g, |s| {
        s.monster_turns(MAX_MONSTER_TURNS - 1);
    });
    let ev = monsters_turn(&mut g);
    assert!(ev.iter().any(|e| matches!(e, Event::Storm)));
    assert!(g.monsters().is_empty());
    assert_eq!(g.temple_hp(), 18);
    assert_eq!(g.phase(), Phase::Recover);
}

#[test]
fn ruling_monsters_chase_on_past_sixteen_turns() {
    // The guard is 64 monster turns, not the old 16: a wave in its 17th
    // monster turn goes on (issue 30: the old cap fired mostly on monsters
    // still chasing heroes, and decided games).
    assert_eq!(MAX_MONSTER_TURNS, 64);
    let mut g = defend(2, &[far(0, 0), far(2, 0)]);
    monster(&mut g, MonsterColour::Black, far(50, 50));
    edit(&mut g, |s| {
        s.monster_turns(16);
    });
    let ev = monsters_turn(&mut g);
    assert!(!ev.iter().any(|e| matches!(e, Event::Storm)));
    assert_eq!(g.monsters().len(), 1);
    assert_eq!(g.monster_turns(), 17);
    assert_eq!(g.phase(), Phase::Defend);
}

#[test]
fn ruling_player_count_is_clamped_to_one_to_four() {
    assert_eq!(
        Game::new(Config {
            heroes: 0,
            rings_option: false,
            seed: 1,
            house: HouseRules::NONE,
        })
        .heroes()
        .len(),
        2
    );
    assert_eq!(
        Game::new(Config {
            heroes: 9,
            rings_option: false,
            seed: 1,
            house: HouseRules::NONE,
        })
        .heroes()
        .len(),
        4
    );
    assert_eq!(
        Game::new(Config {
            heroes: 3,
            rings_option: false,
            seed: 1,
            house: HouseRules::NONE,
        })
        .heroes()
        .len(),
        3
    );
}

#[test]
fn ruling_one_inch_is_one_cell_and_the_map_holds_every_range() {
    assert_eq!(INCH, 1);
    // Furthest building edge (10 + 1.5) + 12 + 2 + a little scatter < 31.
    assert!(i32::from(MAP_SIZE / 2) > 10 + 2 + 12 + 2 + 3);
}
