//! Rules and rulings whose breaking the rest of the suite once missed (issue
//! 11): each test here fails when its rule is changed.

use super::*;

/// The first monster to move or strike in a list of events.
fn first_to_act(ev: &Events) -> Option<MonsterId> {
    ev.iter().find_map(|e| match e {
        Event::MonsterMoved { monster, .. } | Event::MonsterAttacked { monster, .. } => {
            Some(*monster)
        }
        _ => None,
    })
}

#[test]
fn rule_monsters_act_closest_to_the_temple_first_not_in_arrival_order() {
    let mut g = defend(1, &[far(0, 0), far(2, 0)]);
    let t = g.temple();
    // The farther monster arrives first (the lower id).
    let farther = monster(
        &mut g,
        MonsterColour::Black,
        Cell::new(t.origin.x + 8, t.centre().y),
    );
    let near = monster(
        &mut g,
        MonsterColour::Black,
        Cell::new(t.origin.x - 3, t.centre().y),
    );
    apply(&mut g, Action::EndTurn);
    apply(&mut g, Action::Continue);
    assert!(farther < near, "arrival order would move the farther first");
    assert_eq!(first_to_act(&apply(&mut g, Action::Continue)), Some(near));
}

#[test]
fn rule_a_short_bag_stocks_random_buildings() {
    let mut stocked = [0u32; 4];
    let mut sets = std::collections::BTreeMap::new();
    for seed in 1..=300u64 {
        let mut g = defend(1, &[far(10, 10), far(0, 0)]);
        edit(&mut g, |s| {
            s.reseed(seed).bag_keeps(2);
        });
        let mut ev = Events::new();
        g.recover(&mut ev);
        let mut set = 0u8;
        for e in &ev {
            if let Event::ShopStocked { building, .. } = e {
                stocked[*building as usize] += 1;
                set |= 1 << building;
            }
        }
        assert_eq!(set.count_ones(), 2, "two dice, two buildings");
        *sets.entry(set).or_insert(0u32) += 1;
    }
    assert!(
        stocked.iter().all(|&n| n > 100),
        "every building gets its share: {stocked:?}"
    );
    // Every pair of the four buildings is as likely (50 of 300 each): a
    // shuffle that never leaves a building in place could not give some.
    assert_eq!(sets.len(), 6, "every pair: {sets:?}");
    assert!(sets.values().all(|&n| n >= 25), "about as often: {sets:?}");
}

#[test]
fn rule_a_paladin_rerolls_once_per_ring() {
    let blow = |rings: usize, faces: &[u8]| {
        let mut g = defend(2, &[far(10, 10), far(0, 0)]);
        give(&mut g, 0, StockColour::Black, 6);
        for _ in 0..rings {
            edit(&mut g, |s| {
                s.ring(0, Ring::Paladin);
            });
        }
        let mut ev = Events::new();
        script(&mut g, faces);
        hurt(&mut g, 0, 2, false, &mut ev);
        ev.iter().find_map(|e| match e {
            Event::ArmourRolled {
                rerolls, stopped, ..
            } => Some((*rerolls, *stopped)),
            _ => None,
        })
    };
    assert_eq!(blow(2, &[1, 2, 5]), Some((2, 2)), "two rings, two rerolls");
    assert_eq!(blow(3, &[1, 2, 3, 4]), Some((3, 2)), "three rings, three");
    assert_eq!(blow(1, &[1, 5]), Some((1, 2)));
    assert_eq!(blow(1, &[1, 2, 5]), Some((1, 0)), "one ring, one reroll");
    assert_eq!(blow(0, &[1, 5]), Some((0, 0)), "no ring, no reroll");
    assert_eq!(blow(1, &[4]), Some((0, 2)), "a 4 succeeds: no reroll");
    // A blow of nothing rolls nothing (the armour is not tried).
    let mut g = defend(2, &[far(10, 10), far(0, 0)]);
    give(&mut g, 0, StockColour::Black, 6);
    let mut ev = Events::new();
    script(&mut g, &[6]);
    g.hurt_hero(0, 0, false, &mut ev);
    assert!(ev.is_empty() && g.soaking().is_none());
    assert_eq!(g.dice.scripted(), 1, "the scripted 6 is still there");
}

#[test]
fn rule_only_the_best_die_of_a_colour_counts() {
    // Weapons: 3 and 2 deal 3, not 5.
    let mut g = defend(5, &[far(10, 10), far(0, 0)]);
    give(&mut g, 0, StockColour::Red, 2);
    give(&mut g, 0, StockColour::Red, 3);
    let m = monster(&mut g, MonsterColour::Black, far(11, 10));
    edit(&mut g, |s| {
        s.monster_hp(0, 9, 9);
    });
    let ev = attack(&mut g, 0, m, &[6]);
    assert!(has(&ev, |e| matches!(
        e,
        Event::AttackRolled { damage: 3, .. }
    )));
    assert_eq!(g.monster(m).unwrap().hp, 6);
    // Magic: 1 and 2 deal 2.
    let mut g = defend(5, &[far(10, 10), far(0, 0)]);
    give(&mut g, 0, StockColour::Blue, 1);
    give(&mut g, 0, StockColour::Blue, 2);
    edit(&mut g, |s| {
        s.ring(0, Ring::Mage);
    });
    let m = monster(&mut g, MonsterColour::Black, far(13, 10));
    edit(&mut g, |s| {
        s.monster_hp(0, 9, 9);
    });
    let ev = magic(&mut g, 0, m, &[6]);
    assert!(has(&ev, |e| matches!(
        e,
        Event::AttackRolled { damage: 2, .. }
    )));
    // Armour: 2 and 3 stop 3 of a 6, not 5.
    let mut g = defend(6, &[far(10, 10), far(0, 0)]);
    give(&mut g, 0, StockColour::Black, 2);
    give(&mut g, 0, StockColour::Black, 3);
    let mut ev = Events::new();
    script(&mut g, &[6]);
    hurt(&mut g, 0, 6, false, &mut ev);
    assert!(has(&ev, |e| matches!(
        e,
        Event::ArmourRolled {
            stopped: 3,
            left: 3,
            ..
        }
    )));
}

#[test]
fn rule_one_ring_per_phase_starts_again_in_the_next_repair() {
    let mut g = repair(2, &[far(0, 0), far(2, 0)]);
    let at = g.temple().centre();
    edit(&mut g, |s| {
        s.hero_at(0, at).kills(0, 20);
    });
    let buy = |ring| Action::Advance { hero: 0, ring };
    apply(&mut g, buy(Ring::Fighter));
    assert!(!g.is_legal(buy(Ring::Mage)), "one ring this phase");
    apply(&mut g, Action::EndTurn);
    assert_eq!(g.phase(), Phase::WaveApproaches);
    assert!(!g.heroes()[0].bought_ring);
    // The next Repair phase.
    edit(&mut g, |s| {
        s.kills(0, 20);
    });
    edit(&mut g, |s| {
        s.phase(Phase::Repair);
    });
    assert!(g.is_legal(buy(Ring::Mage)));
}

/// A cell next to building 0 where a monster heads for it (not the temple,
/// not a hero).
fn beside_building(g: &Game) -> Cell {
    let b = g.buildings()[0].block;
    for y in b.origin.y - 1..=b.origin.y + 3 {
        for x in b.origin.x - 1..=b.origin.x + 3 {
            let c = Cell::new(x, y);
            if g.free_for_monster(c) && g.closest_goal(c) == march::Goal::Building(0) {
                return c;
            }
        }
    }
    panic!("no cell beside building 0");
}

#[test]
fn ruling_a_reinforcement_die_returns_to_the_bag_when_its_monster_vanishes() {
    // On a building.
    let mut g = defend(1, &[far(0, 0), far(2, 0)]);
    let spot = beside_building(&g);
    let shop_die = *g.buildings()[0].stock.last().unwrap();
    let bag = g.bag().len();
    edit(&mut g, |s| {
        s.reinforcement(MonsterColour::Red, spot, StockColour::Red);
    });
    monster(&mut g, MonsterColour::Black, far(50, 0));
    monsters_turn(&mut g);
    assert_eq!(g.bag().len(), bag + 1, "the reinforcement's red die");
    assert_eq!(g.bag().last(), Some(&StockColour::Red));
    assert_eq!(
        g.captured(),
        &[shop_die.colour],
        "the shop's die is captured"
    );
    // On the temple.
    let mut g = defend(1, &[far(0, 0), far(2, 0)]);
    let t = g.temple();
    let bag = g.bag().len();
    let spot = Cell::new(t.origin.x - 1, t.origin.y);
    edit(&mut g, |s| {
        s.reinforcement(MonsterColour::White, spot, StockColour::White);
    });
    monster(&mut g, MonsterColour::Black, far(50, 0));
    monsters_turn(&mut g);
    assert_eq!(g.temple_hp(), 19);
    assert_eq!(g.bag().len(), bag + 1);
}

#[test]
fn rule_a_wave_whose_last_monster_vanishes_is_defeated_in_the_monsters_turn() {
    let mut g = defend(2, &[far(0, 0), far(2, 0)]);
    let t = g.temple();
    let spot = Cell::new(t.origin.x - 1, t.origin.y);
    edit(&mut g, |s| {
        s.reinforcement(MonsterColour::White, spot, StockColour::White);
    });
    let ev = monsters_turn(&mut g);
    assert!(has(&ev, |e| matches!(e, Event::WaveDefeated { wave: 2 })));
    assert_eq!(
        g.phase(),
        Phase::Recover,
        "the repairs come next, not a Defend turn"
    );
    assert_eq!(g.waves_defeated(), 2);
}

#[test]
fn rule_a_monster_carries_off_the_latest_stock_die() {
    let mut g = defend(1, &[far(0, 0), far(2, 0)]);
    let spot = beside_building(&g);
    edit(&mut g, |s| {
        s.empty_shop(0)
            .stock(0, StockColour::Blue, 2)
            .stock(0, StockColour::White, 5);
    });
    monster(&mut g, MonsterColour::Black, spot);
    monster(&mut g, MonsterColour::Black, far(50, 0));
    let ev = monsters_turn(&mut g);
    assert!(has(&ev, |e| matches!(
        e,
        Event::StockCaptured {
            building: 0,
            colour: StockColour::White
        }
    )));
    assert_eq!(
        g.buildings()[0].stock.as_slice(),
        &[StockDie {
            colour: StockColour::Blue,
            face: 2
        }]
    );
}

#[test]
fn rule_a_cleric_reaches_four_inches_per_ring() {
    for rings in 1..=3i16 {
        let mut g = defend(1, &[far(0, 0), far(4 * rings, 0)]);
        edit(&mut g, |s| {
            s.hero_hp(1, 1);
        });
        for _ in 0..rings {
            edit(&mut g, |s| {
                s.ring(0, Ring::Cleric);
            });
        }
        assert_eq!(g.skill_range(0, Skill::Heal), 4 * rings);
        let heal = Action::Heal { hero: 0, target: 1 };
        assert!(g.is_legal(heal), "{rings} rings reach {} inches", 4 * rings);
        edit(&mut g, |s| {
            s.hero_at(1, far(4 * rings + 1, 0));
        });
        assert!(!g.is_legal(heal), "but no further");
    }
}

#[test]
fn rule_only_white_monsters_regenerate() {
    let mut g = defend(5, &[far(0, 0), far(2, 0)]);
    let mut ids = std::vec::Vec::new();
    for (i, c) in MonsterColour::ALL.into_iter().enumerate() {
        ids.push((c, monster(&mut g, c, far(40, 4 * i as i16))));
    }
    edit(&mut g, |s| {
        s.every_monster_hp(1);
    });
    apply(&mut g, Action::EndTurn);
    let ev = apply(&mut g, Action::Continue);
    for (c, id) in ids {
        let healed = has(
            &ev,
            |e| matches!(e, Event::MonsterHealed { monster, .. } if *monster == id),
        );
        assert_eq!(healed, c == MonsterColour::White, "{c:?}");
        let hp = g.monster(id).unwrap().hp;
        assert_eq!(hp, if c == MonsterColour::White { 3 } else { 1 }, "{c:?}");
    }
}

#[test]
fn rule_only_black_monsters_pierce_armour() {
    for c in MonsterColour::ALL {
        let mut g = defend(4, &[far(10, 10), far(0, 0)]);
        give(&mut g, 0, StockColour::Black, 4);
        monster(&mut g, c, far(11, 10));
        // The armour roll (6); a split or regeneration never happens here.
        script(&mut g, &[6]);
        let ev = monsters_turn(&mut g);
        let stopped = ev.iter().find_map(|e| match e {
            Event::ArmourRolled { stopped, .. } => Some(*stopped),
            _ => None,
        });
        let expect = if c == MonsterColour::Black { 2 } else { 4 };
        assert_eq!(stopped, Some(expect), "{c:?}");
    }
}

#[test]
fn rule_the_basic_weapon_deals_one() {
    let mut g = defend(3, &[far(10, 10), far(0, 0)]);
    assert_eq!(g.heroes()[0].weapon(), 1);
    let m = monster(&mut g, MonsterColour::Black, far(11, 10));
    assert_eq!(g.monster(m).unwrap().hp, 2);
    let ev = attack(&mut g, 0, m, &[6]);
    assert!(has(&ev, |e| matches!(
        e,
        Event::AttackRolled { damage: 1, .. }
    )));
    assert_eq!(g.monster(m).unwrap().hp, 1);
}

#[test]
fn rule_no_healing_while_the_heroes_arrive() {
    let mut g = new_game(2, 5);
    assert_eq!(g.phase(), Phase::HeroesArrive);
    edit(&mut g, |s| {
        s.hero_at(0, far(0, 0))
            .hero_at(1, far(1, 0))
            .hero_hp(1, 1)
            .ring(0, Ring::Cleric);
    });
    let heal = Action::Heal { hero: 0, target: 1 };
    assert!(!g.is_legal(heal));
    let mut legal: Vec<Action, MAX_ACTIONS> = Vec::new();
    g.legal_actions(&mut legal);
    assert!(!legal.contains(&heal));
    // The same heal is fine after a wave.
    edit(&mut g, |s| {
        s.phase(Phase::Repair);
    });
    assert!(g.is_legal(heal));
}

#[test]
fn rule_shops_sell_only_as_the_heroes_arrive_and_after_a_wave() {
    let mut g = defend(1, &[far(10, 10), far(0, 0)]);
    let shop = g.buildings()[0].block.centre();
    edit(&mut g, |s| {
        s.hero_at(0, shop).must_exit(0, false);
    });
    let buy = Action::Buy { hero: 0, die: 0 };
    assert!(!g.must_leave_first(0));
    assert!(!g.is_legal(buy), "barred during Defend");
    edit(&mut g, |s| {
        s.phase(Phase::Repair);
    });
    assert!(g.is_legal(buy), "open in Repair");
    apply(&mut g, buy);
    edit(&mut g, |s| {
        s.stock(0, StockColour::Red, 3);
    });
    // Not from outside the building.
    edit(&mut g, |s| {
        s.hero_at(1, Cell::new(shop.x - 3, shop.y - 3));
    });
    assert_eq!(g.building_at(g.heroes()[1].cell), None);
    let from_outside = Action::Buy { hero: 1, die: 0 };
    assert!(!g.is_legal(from_outside));
    edit(&mut g, |s| {
        s.hero_at(1, shop).hero_at(0, far(10, 10));
    });
    assert!(g.is_legal(from_outside));
}

#[test]
fn rule_repairs_only_after_a_wave() {
    let mut g = defend(1, &[far(10, 10), far(0, 0)]);
    let at = g.buildings()[0].block.centre();
    edit(&mut g, |s| {
        s.raze(0).hero_at(0, at).kills(0, 6);
    });
    let fix = Action::Repair {
        hero: 0,
        building: 0,
    };
    assert!(!g.must_leave_first(0), "rubble is open ground");
    assert!(!g.is_legal(fix), "not during the invasion");
    edit(&mut g, |s| {
        s.phase(Phase::Repair);
    });
    assert!(g.is_legal(fix));
}

#[test]
fn rule_monsters_never_target_dead_heroes() {
    let mut g = defend(1, &[far(10, 10), far(30, 30)]);
    edit(&mut g, |s| {
        s.hero_hp(0, 0);
    });
    let m = monster(&mut g, MonsterColour::Black, far(11, 10));
    assert_ne!(g.closest_goal(far(11, 10)), march::Goal::Hero(0));
    let ev = monsters_turn(&mut g);
    assert!(!has(&ev, |e| matches!(
        e,
        Event::MonsterAttacked {
            victim: Victim::Hero(0),
            ..
        }
    )));
    assert!(has(
        &ev,
        |e| matches!(e, Event::MonsterMoved { monster, .. } if *monster == m)
    ));
}

#[test]
fn rule_split_monsters_have_the_waves_hit_points() {
    let mut g = defend(5, &[far(10, 10), far(0, 0)]);
    give(&mut g, 0, StockColour::Red, 6);
    let m = monster(&mut g, MonsterColour::Yellow, far(11, 10));
    let ev = attack(&mut g, 0, m, &[6]);
    let born: std::vec::Vec<u8> = ev
        .iter()
        .filter_map(|e| match e {
            Event::MonsterSpawned { hp, .. } => Some(*hp),
            _ => None,
        })
        .collect();
    assert_eq!(born, [3, 3]);
    assert!(g.monsters().iter().all(|m| m.hp == 3 && m.max_hp == 3));
}

#[test]
fn ruling_the_smallest_potion_is_drunk_first() {
    let mut g = defend(1, &[far(10, 10), far(0, 0)]);
    give(&mut g, 0, StockColour::White, 4);
    give(&mut g, 0, StockColour::White, 1);
    give(&mut g, 0, StockColour::White, 2);
    let mut ev = Events::new();
    hurt(&mut g, 0, 2, false, &mut ev);
    let mut faces: std::vec::Vec<u8> = g.heroes()[0].gear.iter().map(|d| d.face).collect();
    faces.sort();
    assert_eq!(faces, [1, 4], "the 1 is emptied, then the 2 gives one");
    assert_eq!(g.heroes()[0].hp, 2);
}

#[test]
fn rule_a_green_monster_chooses_its_target_again_before_its_second_move() {
    // Found by search: the first move, turned aside by another monster,
    // leaves the green monster closer to hero 1 than to hero 0.
    let mut g = defend(1, &[far(0, 8), far(4, 1)]);
    let green = monster(&mut g, MonsterColour::Green, far(8, 8));
    monster(&mut g, MonsterColour::Black, far(7, 8));
    assert_eq!(g.closest_goal(far(8, 8)), march::Goal::Hero(0));
    apply(&mut g, Action::EndTurn);
    apply(&mut g, Action::Continue);
    let ev = apply(&mut g, Action::Continue);
    let moves: std::vec::Vec<(Cell, Cell)> = ev
        .iter()
        .filter_map(|e| match e {
            Event::MonsterMoved { monster, from, to } if *monster == green => Some((*from, *to)),
            _ => None,
        })
        .collect();
    assert_eq!(moves.len(), 2, "{moves:?}");
    let (mid, end) = (moves[0].1, moves[1].1);
    assert_eq!(mid, far(5, 6));
    assert_eq!(g.closest_goal(mid), march::Goal::Hero(1));
    assert_eq!(end, far(5, 2), "towards hero 1");
    assert_ne!(end, far(2, 8), "where heading on for hero 0 leads");
}
