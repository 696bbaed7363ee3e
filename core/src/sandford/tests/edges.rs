//! The edges of the rules' lists: every candidate action is enumerated once,
//! and a shop's shelf ends where its dice end.

use super::*;

#[test]
fn api_action_candidates_list_each_action_once() {
    let mut g = repair(2, &[far(0, 0), far(2, 0), far(4, 0)]);
    let shop = g.buildings()[1].block.centre();
    edit(&mut g, |s| {
        s.empty_shop(1)
            .stock(1, StockColour::Red, 4)
            .stock(1, StockColour::Blue, 2)
            .hero_at(1, shop)
            .monster(MonsterColour::Red, far(20, 20))
            .monster(MonsterColour::Blue, far(24, 20));
    });
    let ids: std::vec::Vec<MonsterId> = g.monsters().iter().map(|m| m.id).collect();
    let hero = 1;
    let mut want = std::vec![
        Action::Nothing { hero },
        Action::Buy { hero, die: 0 },
        Action::Buy { hero, die: 1 },
        Action::Repair { hero, building: 1 },
    ];
    for &monster in &ids {
        want.extend([
            Action::Attack { hero, monster },
            Action::Magic { hero, monster },
            Action::Ranged { hero, monster },
        ]);
    }
    for target in 0..3 {
        want.extend([
            Action::Heal { hero, target },
            Action::Inspire { hero, target },
        ]);
    }
    for ring in Ring::STANDARD.into_iter().chain(Ring::OPTIONAL) {
        want.push(Action::Advance { hero, ring });
    }
    let n = g.action_candidates(hero);
    let got: std::vec::Vec<Action> = (0..n).filter_map(|k| g.action_candidate(hero, k)).collect();
    assert_eq!(got, want);
    assert_eq!(usize::from(n), want.len());
    assert_eq!(g.action_candidate(hero, n), None, "nothing past the end");
    // Out of a shop: no buying or repairing.
    let n0 = g.action_candidates(0);
    assert_eq!(usize::from(n0), want.len() - 3);
    assert_eq!(
        g.action_candidate(0, 1),
        Some(Action::Attack {
            hero: 0,
            monster: ids[0]
        })
    );
}

#[test]
fn rule_a_shop_sells_only_the_dice_on_its_shelf() {
    let mut g = repair(2, &[far(0, 0), far(2, 0)]);
    let shop = g.buildings()[0].block.centre();
    edit(&mut g, |s| {
        s.empty_shop(0)
            .stock(0, StockColour::White, 3)
            .hero_at(0, shop);
    });
    let mut ev = Events::new();
    let past = Action::Buy { hero: 0, die: 1 };
    let e = g.try_apply(past, &mut ev).unwrap_err();
    assert_eq!(e, IllegalAction("the building has no such die"));
    apply(&mut g, Action::Buy { hero: 0, die: 0 });
    assert_eq!(g.heroes()[0].potions(), 3);
}

#[test]
fn api_nearest_free_is_the_nearest_cell_that_will_do() {
    // Against a plain search of the whole square: the nearest cell (squared
    // distance) the test accepts, ties to the first in row order.
    let g = new_game(3, 9);
    let mut rng = ai::AiRng::new(9);
    use tinyrand::Rand;
    for _ in 0..300 {
        let c = Cell::new(
            5 + rng.next_lim_u32(54) as i16,
            5 + rng.next_lim_u32(54) as i16,
        );
        let holes = rng.next_lim_u32(4) + 2;
        let ok = |_: &Game, x: Cell| (x.x * 7 + x.y * 3).rem_euclid(holes as i16) == 0;
        let radius = 1 + rng.next_lim_u32(6) as i16;
        let mut want: Option<(i32, Cell)> = None;
        for y in c.y - radius..=c.y + radius {
            for x in c.x - radius..=c.x + radius {
                let cell = Cell::new(x, y);
                if ok(&g, cell) && want.is_none_or(|(d, _)| cell.dist2(c) < d) {
                    want = Some((cell.dist2(c), cell));
                }
            }
        }
        let got = g.nearest_free(c, radius, ok);
        assert_eq!(
            got.map(|x| x.dist2(c)),
            want.map(|(d, _)| d),
            "from {c:?} within {radius}"
        );
    }
}

#[test]
fn api_nearest_free_finds_a_lone_cell_anywhere_in_its_square() {
    let g = new_game(3, 9);
    let c = far(20, 20);
    for r in 1..=4i16 {
        for y in -r..=r {
            for x in -r..=r {
                let only = Cell::new(c.x + x, c.y + y);
                let got = g.nearest_free(c, r, |_, cell| cell == only);
                assert_eq!(got, Some(only), "{x}, {y} within {r}");
            }
        }
    }
}

#[test]
fn api_turn_order_accessors() {
    let mut g = defend(1, &[far(0, 0), far(2, 0), far(4, 0)]);
    monster(&mut g, MonsterColour::Black, far(30, 30));
    assert_eq!(g.last_actor(), None);
    apply(&mut g, Action::Nothing { hero: 2 });
    assert_eq!(g.last_actor(), Some(2));
    assert!(g.has_gone(2) && !g.has_gone(0));
    assert!(!g.has_gone(8), "no such seat, and no overflow");
    // A hero touching a monster is engaged; a fallen one never is.
    let at = g.heroes()[1].cell;
    monster(&mut g, MonsterColour::Black, Cell::new(at.x + 1, at.y));
    assert!(g.engaged(1));
    edit(&mut g, |s| {
        s.hero_hp(1, 0);
    });
    assert!(!g.engaged(1));
}

#[test]
fn rule_the_last_to_go_goes_again_when_nobody_else_has_rounds() {
    let mut g = defend(1, &[far(0, 0), far(2, 0)]);
    monster(&mut g, MonsterColour::Black, far(30, 30));
    edit(&mut g, |s| {
        s.rounds_left(1, 0);
    });
    apply(&mut g, Action::Nothing { hero: 0 });
    assert!(g.can_start_round(0), "hero 2 has no rounds: hero 1 goes on");
    assert!(!g.can_start_round(1));
}
