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
