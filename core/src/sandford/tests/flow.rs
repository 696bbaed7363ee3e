//! Setup, waves, the monsters' turn, recovery and the end of the game.

use super::*;

#[test]
fn rule_setup_bag_of_sixteen_stock_dice() {
    let g = new_game(2, 5);
    let in_shops: usize = g.buildings().iter().map(|b| b.stock.len()).sum();
    assert_eq!(in_shops, 4, "four dice drawn and rolled, one per building");
    assert_eq!(g.bag().len() + in_shops, STOCK_DICE);
    for c in StockColour::ALL {
        let n = g.bag().iter().filter(|x| **x == c).count()
            + g.buildings()
                .iter()
                .flat_map(|b| b.stock.iter())
                .filter(|d| d.colour == c)
                .count();
        assert_eq!(n, 4);
    }
}

#[test]
fn rule_setup_buildings_do_not_touch_and_leave_the_centre_to_the_temple() {
    for seed in 0..200 {
        let g = new_game(2, seed);
        assert_eq!(g.buildings().len(), BUILDINGS);
        let t = g.temple();
        assert_eq!(t.centre(), Cell::new(MAP_SIZE / 2, MAP_SIZE / 2));
        for (i, a) in g.buildings().iter().enumerate() {
            assert!(a.block.gap(&t) >= 2, "seed {seed}");
            assert!(a.block.on_map_with_margin(1));
            for b in &g.buildings()[i + 1..] {
                assert!(a.block.gap(&b.block) >= 2, "seed {seed}: buildings touch");
            }
        }
    }
}

#[test]
fn ruling_buildings_stand_six_to_ten_inches_from_the_temple() {
    let (mut near, mut far_) = (f64::MAX, 0f64);
    for seed in 0..300 {
        let g = new_game(2, seed);
        let c = g.temple().centre();
        for b in g.buildings() {
            let d = f64::from(b.block.centre().dist2(c)).sqrt();
            // The spot rounds to a cell: up to 0.71 either way.
            assert!(
                (6.0 - 0.72..=10.0 + 0.72).contains(&d),
                "seed {seed}: {d:.2}"
            );
            near = near.min(d);
            far_ = far_.max(d);
        }
    }
    assert!(
        near < 6.5 && far_ > 9.5,
        "the whole range is used: {near:.2}-{far_:.2}"
    );
}

#[test]
fn rule_temple_starts_at_twenty() {
    assert_eq!(new_game(3, 1).temple_hp(), 20);
}

/// Where a hero's spin lands: `dist` inches from the temple's edge (one
/// cell out from its centre) along the spinner, with exact trigonometry.
pub(crate) fn start_point(g: &Game, angle: Angle, dist: u8) -> (f64, f64) {
    let a = f64::from(angle.0) * core::f64::consts::TAU / 256.0;
    let r = f64::from(dist) + 1.0;
    let c = g.temple().centre();
    (f64::from(c.x) + r * a.cos(), f64::from(c.y) + r * a.sin())
}

#[test]
fn rule_heroes_start_two_to_twelve_inches_from_the_temple() {
    let mut moved = 0;
    for seed in 0..400 {
        let g = new_game(4, seed);
        let centre = g.temple().centre();
        for (i, h) in g.heroes().iter().enumerate() {
            assert_eq!(h.hp, HERO_HP);
            assert!(h.gear.is_empty() && h.rings.is_empty());
            assert!(!g.temple().contains(h.cell), "seed {seed}");
            // 2-12 inches from the edge is 3-13 from the centre; rounding to
            // a cell moves it at most half a diagonal (0.71).
            let r = f64::from(h.cell.dist2(centre)).sqrt();
            let others = &g.heroes()[..i];
            if (3.0 - 0.72..=13.0 + 0.72).contains(&r) {
                continue;
            }
            // Otherwise its spot was taken by an earlier hero and it stands
            // on the nearest free cell, next to that hero.
            moved += 1;
            assert!(
                others.iter().any(|o| o.cell.touches(h.cell)),
                "seed {seed}: hero {i} at {r:.2} inches"
            );
        }
        // The last hero's spin is known: it stands on the cell its spinner
        // and dice point at (rounded), unless an earlier hero stands there.
        let (angle, dist) = g.last_spin();
        assert!((2..=12).contains(&dist));
        let (x, y) = start_point(&g, angle, dist);
        let last = g.heroes().last().unwrap().cell;
        let spot = Cell::new(x.round() as i16, y.round() as i16);
        let off = (f64::from(last.x) - x).hypot(f64::from(last.y) - y);
        if g.heroes().iter().any(|o| o.cell == spot) && last != spot {
            assert!(last.touches(spot), "seed {seed}");
        } else {
            assert!(
                off <= 0.72,
                "seed {seed}: {last:?} is {off:.2} off the spin"
            );
        }
    }
    assert!(moved < 20, "{moved} heroes displaced");
}

#[test]
fn ruling_hero_start_takes_the_nearest_free_cell_when_the_spot_is_taken() {
    // Find games where the last hero's spin points at an earlier hero.
    let mut found = 0;
    for seed in 0..3000 {
        let g = new_game(4, seed);
        let (angle, dist) = g.last_spin();
        let spot = geometry::polar(g.temple().centre(), angle, Fx::from_num(dist + 1));
        let heroes = g.heroes();
        let (last, earlier) = heroes.split_last().unwrap();
        if !earlier.iter().any(|h| h.cell == spot) {
            continue;
        }
        found += 1;
        assert_ne!(last.cell, spot, "seed {seed}: two heroes on one cell");
        assert_eq!(
            last.cell.dist2(spot),
            1,
            "seed {seed}: next to it, not diagonal"
        );
        // Ties go to the first free neighbour in row order.
        let first = [(0, -1), (-1, 0), (1, 0), (0, 1)]
            .map(|(dx, dy)| Cell::new(spot.x + dx, spot.y + dy))
            .into_iter()
            .find(|c| !earlier.iter().any(|h| h.cell == *c));
        assert_eq!(Some(last.cell), first, "seed {seed}");
    }
    assert!(found > 0, "no game with a taken spot");
}

#[test]
fn rule_heroes_arrive_phase_allows_only_moves_buying_and_nothing() {
    let g = new_game(2, 9);
    assert_eq!(g.phase(), Phase::HeroesArrive);
    let mut acts: Vec<Action, MAX_ACTIONS> = Vec::new();
    g.legal_actions(&mut acts);
    assert!(acts.iter().all(|a| matches!(
        a,
        Action::Move { .. } | Action::Buy { .. } | Action::Nothing { .. } | Action::EndTurn
    )));
}

#[test]
fn rule_buy_takes_a_die_keeping_its_face() {
    let mut g = new_game(2, 9);
    let b = g.buildings()[0].block.centre();
    edit(&mut g, |s| {
        s.hero_at(0, b);
    });
    let die = g.buildings()[0].stock[0];
    apply(&mut g, Action::Buy { hero: 0, die: 0 });
    assert_eq!(g.heroes()[0].gear[0], die);
    assert!(g.buildings()[0].stock.is_empty());
}

#[test]
fn rule_heroes_may_walk_through_buildings_outside_the_invasion() {
    let mut g = new_game(2, 9);
    let b = g.buildings()[0].block;
    edit(&mut g, |s| {
        s.hero_at(0, Cell::new(b.origin.x - 1, b.origin.y + 1))
            .hero_at(1, far(0, 0));
    });
    assert!(g.can_reach(0, Cell::new(b.origin.x + 3, b.origin.y + 1)));
}

#[test]
fn rule_monsters_act_closest_to_the_temple_first() {
    let mut g = defend(1, &[far(0, 0), far(2, 0)]);
    let t = g.temple();
    let near = monster(
        &mut g,
        MonsterColour::Black,
        Cell::new(t.origin.x - 3, t.centre().y),
    );
    let farther = monster(
        &mut g,
        MonsterColour::Black,
        Cell::new(t.origin.x + 8, t.centre().y),
    );
    apply(&mut g, Action::EndTurn);
    apply(&mut g, Action::Continue);
    let ev = apply(&mut g, Action::Continue);
    let first = ev.iter().find_map(|e| match e {
        Event::MonsterMoved { monster, .. } | Event::MonsterAttacked { monster, .. } => {
            Some(*monster)
        }
        _ => None,
    });
    assert_eq!(first, Some(near));
    let _ = farther;
}

#[test]
fn rule_monster_moves_four_inches_toward_the_closest_target() {
    let mut g = defend(1, &[far(10, 10), far(30, 0)]);
    let m = monster(&mut g, MonsterColour::Black, far(20, 10));
    monsters_turn(&mut g);
    let c = g.monster(m).unwrap().cell;
    assert_eq!(c, far(16, 10), "4 inches straight at the hero");
}

#[test]
fn rule_green_monsters_move_twice() {
    let mut g = defend(1, &[far(10, 10), far(30, 0)]);
    let m = monster(&mut g, MonsterColour::Green, far(20, 10));
    script(&mut g, &[1]);
    monsters_turn(&mut g);
    assert_eq!(g.monster(m).unwrap().cell, far(12, 10));
}

#[test]
fn rule_monster_touching_a_target_stays_put() {
    let mut g = defend(1, &[far(10, 10), far(30, 0)]);
    let m = monster(&mut g, MonsterColour::Black, far(11, 11));
    script(&mut g, &[1]);
    monsters_turn(&mut g);
    assert_eq!(g.monster(m).unwrap().cell, far(11, 11));
}

#[test]
fn rule_monster_on_temple_deals_wave_damage_and_vanishes() {
    let mut g = defend(3, &[far(0, 0), far(2, 0)]);
    let t = g.temple();
    let m = monster(
        &mut g,
        MonsterColour::Black,
        Cell::new(t.origin.x - 1, t.origin.y),
    );
    monster(&mut g, MonsterColour::Black, far(50, 0));
    monsters_turn(&mut g);
    assert_eq!(g.temple_hp(), 17);
    assert!(g.monster(m).is_none());
}

#[test]
fn rule_monster_captures_stock_from_a_stocked_building() {
    let mut g = defend(1, &[far(0, 0), far(2, 0)]);
    let b = g.buildings()[0].block;
    let colour = g.buildings()[0].stock[0].colour;
    let spot = Cell::new(b.origin.x - 1, b.origin.y);
    edit(&mut g, |s| {
        s.temple_hp(20);
    });
    assert_eq!(g.building_at(spot), None, "the spot is outside the card");
    assert!(!g.temple().touches(spot), "and not at the temple");
    assert!(g.heroes().iter().all(|h| h.cell.dist2(spot) > 100));
    let m = monster(&mut g, MonsterColour::Black, spot);
    monster(&mut g, MonsterColour::Black, far(50, 0));
    let ev = monsters_turn(&mut g);
    assert!(has(&ev, |e| matches!(
        e,
        Event::StockCaptured { building: 0, colour: c } if *c == colour
    )));
    assert!(g.monster(m).is_none());
    assert!(g.buildings()[0].stock.is_empty());
    assert!(!g.buildings()[0].razed);
    assert_eq!(g.captured(), &[colour]);
}

#[test]
fn rule_monster_razes_an_empty_building_and_razed_is_never_a_target() {
    let mut g = defend(1, &[far(0, 0), far(2, 0)]);
    edit(&mut g, |s| {
        s.empty_shop(0);
    });
    let b = g.buildings()[0].block;
    let spot = Cell::new(b.origin.x - 1, b.origin.y);
    monster(&mut g, MonsterColour::Black, spot);
    let later = monster(&mut g, MonsterColour::Black, far(50, 0));
    monsters_turn(&mut g);
    assert!(g.buildings()[0].razed);
    assert_eq!(g.terrain(b.centre()), Terrain::Rubble(0));
    let second = monster(&mut g, MonsterColour::Black, spot);
    monsters_turn(&mut g);
    let c = g.monster(second).map(|m| m.cell);
    assert_ne!(c, Some(spot), "it walks off to another target");
    let _ = later;
}

#[test]
fn rule_wave_defeated_when_no_monsters_remain() {
    let mut g = defend(1, &[far(10, 10), far(0, 0)]);
    let m = monster(&mut g, MonsterColour::Black, far(11, 10));
    let ev = attack(&mut g, 0, m, &[6]);
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::WaveDefeated { wave: 1 }))
    );
    assert_eq!(g.phase(), Phase::Recover);
    assert_eq!(g.waves_defeated(), 1);
}

#[test]
fn rule_replenish_one_die_per_standing_building() {
    let mut g = defend(1, &[far(10, 10), far(0, 0)]);
    edit(&mut g, |s| {
        s.raze(1);
    });
    let before: usize = g.buildings().iter().map(|b| b.stock.len()).sum();
    let m = monster(&mut g, MonsterColour::Black, far(11, 10));
    attack(&mut g, 0, m, &[6]);
    apply(&mut g, Action::Continue);
    let after: usize = g.buildings().iter().map(|b| b.stock.len()).sum();
    assert_eq!(after, before + 3);
    assert!(g.buildings()[1].stock.is_empty());
    assert_eq!(g.phase(), Phase::Repair);
}

#[test]
fn rule_replenish_with_a_short_bag_picks_random_buildings() {
    let mut g = defend(1, &[far(10, 10), far(0, 0)]);
    edit(&mut g, |s| {
        s.bag_keeps(2);
    });
    let m = monster(&mut g, MonsterColour::Black, far(11, 10));
    attack(&mut g, 0, m, &[6]);
    let ev = apply(&mut g, Action::Continue);
    assert_eq!(
        ev.iter()
            .filter(|e| matches!(e, Event::ShopStocked { .. }))
            .count(),
        2
    );
    assert!(g.bag().is_empty());
}

#[test]
fn rule_advance_costs_one_plus_rings_in_the_temple() {
    let mut g = repair(2, &[far(0, 0), far(2, 0)]);
    let mut ev = Events::new();
    edit(&mut g, |s| {
        s.kills(0, 5);
    });
    let a = Action::Advance {
        hero: 0,
        ring: Ring::Fighter,
    };
    assert!(g.try_apply(a, &mut ev).is_err(), "must be in the temple");
    let at = g.temple().centre();
    edit(&mut g, |s| {
        s.hero_at(0, at).ring(0, Ring::Mage);
    });
    // The second ring costs 2: one kill is not enough.
    let mut poor = g.clone();
    edit(&mut poor, |s| {
        s.kills(0, 1);
    });
    assert!(
        poor.try_apply(a, &mut ev).is_err(),
        "1 kill for a second ring"
    );
    apply(&mut g, a);
    assert_eq!(g.heroes()[0].kills, 3, "second ring costs 2");
    assert_eq!(g.heroes()[0].rings.len(), 2);
}

#[test]
fn rule_three_rings_at_most_and_one_per_phase() {
    let mut g = repair(2, &[far(0, 0), far(2, 0)]);
    let mut ev = Events::new();
    let at = g.temple().centre();
    edit(&mut g, |s| {
        s.hero_at(0, at).kills(0, 20);
    });
    apply(
        &mut g,
        Action::Advance {
            hero: 0,
            ring: Ring::Fighter,
        },
    );
    apply(&mut g, Action::Nothing { hero: 1 });
    let e = g
        .try_apply(
            Action::Advance {
                hero: 0,
                ring: Ring::Fighter,
            },
            &mut ev,
        )
        .unwrap_err();
    assert!(e.message().contains("one ring"));
    edit(&mut g, |s| {
        s.bought_ring(0, false)
            .ring(0, Ring::Fighter)
            .ring(0, Ring::Fighter);
    });
    let e = g
        .try_apply(
            Action::Advance {
                hero: 0,
                ring: Ring::Mage,
            },
            &mut ev,
        )
        .unwrap_err();
    assert!(e.message().contains("3 rings"));
}

#[test]
fn rule_repair_costs_the_wave_number() {
    let mut g = repair(3, &[far(0, 0), far(2, 0)]);
    let at = g.buildings()[2].block.centre();
    edit(&mut g, |s| {
        s.raze(2).hero_at(0, at).kills(0, 2);
    });
    let a = Action::Repair {
        hero: 0,
        building: 2,
    };
    let mut ev = Events::new();
    assert!(g.try_apply(a, &mut ev).is_err());
    // Exactly the wave number is enough, and all of it is spent.
    edit(&mut g, |s| {
        s.kills(0, 3);
    });
    let mut exact = g.clone();
    apply(&mut exact, a);
    assert_eq!(exact.heroes()[0].kills, 0);
    edit(&mut g, |s| {
        s.kills(0, 5);
    });
    apply(&mut g, a);
    assert!(!g.buildings()[2].razed);
    assert_eq!(g.heroes()[0].kills, 2);
    assert!(
        g.buildings()[2].stock.is_empty(),
        "stays empty until the next replenish"
    );
}

#[test]
fn rule_unspent_kills_return_at_the_end_of_repair() {
    let mut g = repair(1, &[far(0, 0), far(2, 0)]);
    edit(&mut g, |s| {
        s.kills(0, 3);
    });
    let ev = apply(&mut g, Action::EndTurn);
    assert_eq!(g.heroes()[0].kills, 0);
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::KillsReturned { count: 3, .. }))
    );
    assert!(
        !ev.iter()
            .any(|e| matches!(e, Event::KillsReturned { hero: 1, .. })),
        "hero 2 had none to hand back"
    );
    assert_eq!(g.phase(), Phase::WaveApproaches);
}

#[test]
fn rule_win_after_six_waves() {
    let mut g = defend(6, &[far(10, 10), far(0, 0)]);
    let m = monster(&mut g, MonsterColour::Black, far(11, 10));
    edit(&mut g, |s| {
        s.monster_hp(0, 1, 3);
    });
    attack(&mut g, 0, m, &[6]);
    assert_eq!(g.phase(), Phase::Won);
    assert_eq!(g.waves_defeated(), 6);
    assert_eq!(crate::contract::Rules::outcome(&g), Some(Outcome::Won));
    assert_eq!(
        crate::contract::Rules::turn(&g),
        crate::contract::Turn::Over
    );
}

#[test]
fn rule_lose_when_the_temple_falls() {
    let mut g = defend(6, &[far(0, 0), far(2, 0)]);
    edit(&mut g, |s| {
        s.temple_hp(5);
    });
    let t = g.temple();
    monster(
        &mut g,
        MonsterColour::Black,
        Cell::new(t.origin.x - 1, t.origin.y),
    );
    monster(&mut g, MonsterColour::Black, far(50, 0));
    monsters_turn(&mut g);
    assert_eq!(g.phase(), Phase::Lost(Loss::Temple));
}

#[test]
fn rule_lose_when_every_building_is_razed() {
    let mut g = defend(1, &[far(0, 0), far(2, 0)]);
    edit(&mut g, |s| {
        s.raze(1).raze(2).raze(3).empty_shop(0);
    });
    let b = g.buildings()[0].block;
    monster(
        &mut g,
        MonsterColour::Black,
        Cell::new(b.origin.x - 1, b.origin.y),
    );
    monster(&mut g, MonsterColour::Black, far(50, 0));
    monsters_turn(&mut g);
    assert_eq!(g.phase(), Phase::Lost(Loss::Buildings));
}

#[test]
fn rule_lose_when_every_hero_is_dead() {
    let mut g = defend(6, &[far(10, 10)]);
    monster(&mut g, MonsterColour::Black, far(11, 10));
    script(&mut g, &[6]);
    monsters_turn(&mut g);
    assert_eq!(g.phase(), Phase::Lost(Loss::Heroes));
    let mut ev = Events::new();
    assert!(g.try_apply(Action::Continue, &mut ev).is_err());
}

#[test]
fn rule_optional_rings_need_the_option_flag() {
    let mut g = repair(2, &[far(0, 0), far(2, 0)]);
    let at = g.temple().centre();
    edit(&mut g, |s| {
        s.rings_option(false).hero_at(0, at).kills(0, 5);
    });
    let mut ev = Events::new();
    let e = g
        .try_apply(
            Action::Advance {
                hero: 0,
                ring: Ring::Thief,
            },
            &mut ev,
        )
        .unwrap_err();
    assert!(e.message().contains("optional"));
    edit(&mut g, |s| {
        s.rings_option(true);
    });
    apply(
        &mut g,
        Action::Advance {
            hero: 0,
            ring: Ring::Thief,
        },
    );
}
