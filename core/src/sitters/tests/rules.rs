//! One test per rule of the paper game.

use super::super::{
    Action, CellKind, Event, Game, IllegalMove, Outcome, Phase, Piece, Side, cell_kind, score_for,
};
use super::{apply, game, legal, p};

/// A setup with goodies on rows 0,1,2,4 and chests in column 3 and 4.
pub(super) fn set_up(seed: u64) -> Game {
    let mut g = Game::new(seed);
    for r in [0, 1, 2, 4] {
        apply(&mut g, Action::Place(p(r, 0)));
    }
    for r in [0, 1, 2, 4, 5, 6, 0, 1] {
        let c = if g.chests() < 6 { 3 } else { 4 };
        apply(&mut g, Action::Place(p(r, c)));
    }
    g
}

#[test]
fn rule_board_layout() {
    let mut count = [0; 6];
    for r in 0..7 {
        for c in 0..11 {
            let k = cell_kind(p(r, c));
            let i = [
                CellKind::GoodieStart,
                CellKind::BaddieStart,
                CellKind::Chest,
                CellKind::Plain,
                CellKind::Safe,
                CellKind::Void,
            ]
            .iter()
            .position(|x| *x == k)
            .unwrap();
            count[i] += 1;
        }
    }
    assert_eq!(count, [6, 6, 36, 22, 3, 4]);
    assert_eq!(cell_kind(p(3, 10)), CellKind::Safe);
    assert_eq!(cell_kind(p(0, 10)), CellKind::Void);
    assert_eq!(cell_kind(p(200, 3)), CellKind::Void);
}

#[test]
fn rule_setup_goodies_on_g_spaces_of_their_choice() {
    let mut g = Game::new(1);
    assert_eq!(legal(&g).len(), 6);
    let mut ev = super::super::Events::new();
    assert_eq!(
        g.try_apply(Action::Place(p(3, 0)), &mut ev),
        Err(IllegalMove::NotGoodieStart)
    );
    apply(&mut g, Action::Place(p(6, 0)));
    assert_eq!(
        g.try_apply(Action::Place(p(6, 0)), &mut ev),
        Err(IllegalMove::Occupied)
    );
    assert_eq!(g.piece_at(p(6, 0)), Some(Piece::Goodie));
}

#[test]
fn rule_setup_baddies_stand_on_every_b_space() {
    let g = set_up(1);
    for (r, c) in [(0, 8), (0, 9), (1, 9), (5, 9), (6, 8), (6, 9)] {
        assert_eq!(g.piece_at(p(r, c)), Some(Piece::Baddie));
    }
    assert_eq!(g.on_board(Side::Baddie), 6);
}

#[test]
fn rule_setup_four_chests_each_goodies_first() {
    let mut g = Game::new(2);
    for r in [0, 1, 2, 4] {
        apply(&mut g, Action::Place(p(r, 0)));
    }
    let mut ev = super::super::Events::new();
    for i in 0..8u8 {
        let expect = if i < 4 {
            Phase::PlaceGoodieChest
        } else {
            Phase::PlaceBaddieChest
        };
        assert_eq!(g.phase(), expect);
        assert_eq!(
            g.side_to_act(),
            Some(if i < 4 { Side::Goodie } else { Side::Baddie })
        );
        assert_eq!(
            g.try_apply(Action::Place(p(3, 4)), &mut ev),
            Err(IllegalMove::NotChestSpace)
        );
        let (r, c) = [
            (0, 3),
            (1, 3),
            (2, 3),
            (4, 3),
            (5, 3),
            (6, 3),
            (0, 4),
            (1, 4),
        ][i as usize];
        apply(&mut g, Action::Place(p(r, c)));
    }
    assert_eq!(g.chests(), 8);
    assert_eq!(g.phase(), Phase::Roll { side: Side::Goodie });
}

#[test]
fn rule_round_is_two_goodie_turns_then_one_baddie_turn() {
    let mut g = set_up(3);
    let mut sides = std::vec::Vec::new();
    for _ in 0..9 {
        let Phase::Roll { side } = g.phase() else {
            break;
        };
        sides.push((side, g.round()));
        apply(&mut g, Action::Roll);
        let a = *legal(&g).first().unwrap();
        apply(&mut g, a);
        if let Phase::LootChoice { .. } = g.phase() {
            apply(&mut g, Action::TakeGold);
        }
    }
    use Side::{Baddie as B, Goodie as G};
    assert_eq!(
        &sides[..6],
        &[(G, 1), (G, 1), (B, 1), (G, 2), (G, 2), (B, 2)]
    );
}

extern crate std;

#[test]
fn rule_move_is_orthogonal_and_uses_the_roll() {
    let g = game(
        "move goodie 1 | round 1 turn 0 | gold 0 | safe 0 | lost 0 0
         G..CCCCCBB\nG..CCCCCCB\nG..CCCCCCCS\n.....g....S\nG..CCCCCCCS\nG..CCCCCCB\nG..CCCCCBB",
    );
    let mut d = super::super::DestinationList::new();
    g.destinations(p(3, 5), &mut d);
    let mut to: std::vec::Vec<_> = d
        .iter()
        .map(|(q, path)| (q.row, q.col, path.len()))
        .collect();
    to.sort();
    assert_eq!(to, [(2, 5, 2), (3, 4, 2), (3, 6, 2), (4, 5, 2)]);
}

#[test]
fn rule_landing_on_an_occupied_space_stops_the_move() {
    // The baddie two steps right is reached with a 5: the move stops there.
    let mut g = game(
        "move goodie 5 | round 1 turn 0 | gold 0 | safe 0 | lost 0 0
         G..CCCCCBB\nG..CCCCCCB\nG..CCCCCCCS\n..g.b.....S\nG..CCCCCCCS\nG..CCCCCCB\nG..CCCCCBB",
    );
    let ev = apply(
        &mut g,
        Action::Move {
            from: p(3, 2),
            to: p(3, 4),
        },
    );
    let Some(Event::Moved { path, .. }) = ev.first() else {
        panic!()
    };
    assert_eq!(path.len(), 3);
    assert!(ev.iter().any(|e| matches!(e, Event::Battle { .. })));
}

#[test]
fn rule_baddies_never_enter_chests() {
    let g = game(
        "move baddie 1 | round 1 turn 2 | gold 0 | safe 0 | lost 0 0
         G..CCCCcbB\nG..CCCCCCB\nG..CCCCCCCS\ng.........S\nG..CCCCCCCS\nG..CCCCCCB\nG..CCCCCBB",
    );
    let mut ev = super::super::Events::new();
    let mut g2 = g.clone();
    let bad = Action::Move {
        from: p(0, 8),
        to: p(0, 7),
    };
    assert_eq!(g2.try_apply(bad, &mut ev), Err(IllegalMove::BaddieOnChest));
    assert_eq!(g2, g);
    assert!(!legal(&g).contains(&bad));
}

#[test]
fn rule_goodie_on_a_chest_loots_its_gold() {
    for seed in 0..20 {
        let mut g = game(
            "move goodie 1 | round 1 turn 0 | gold 5 | safe 0 | lost 0 0
             G..CCCCCBB\nG..CCCCCCB\nG..cgCCCCCS\n..........S\nG..CCCCCCCS\nG..CCCCCCB\nG..CCCCCBB",
        );
        g.reseed(seed);
        let ev = apply(
            &mut g,
            Action::Move {
                from: p(2, 4),
                to: p(2, 3),
            },
        );
        let roll = ev.iter().find_map(|e| match e {
            Event::LootRolled { roll, .. } => Some(*roll),
            _ => None,
        });
        let roll = roll.expect("loot roll");
        assert!((1..=6).contains(&roll));
        assert_eq!(
            g.gold(),
            5 + roll,
            "no one to return, so even a six is gold"
        );
        assert_eq!(g.chests(), 0);
        assert_eq!(g.piece_at(p(2, 3)), Some(Piece::Goodie));
    }
}

const BATTLE: &str = "move goodie 1 | round 1 turn 0 | gold 0 | safe 0 | lost 0 0
    G..CCCCCBB\nG..CCCCCCB\nG..CCCCCCCS\n...gb.....S\nG..CCCCCCCS\nG..CCCCCCB\ng..CCCCCBB";

#[test]
fn rule_battle_higher_roll_wins_and_loser_is_removed() {
    for seed in 0..30 {
        let mut g = game(BATTLE);
        g.reseed(seed);
        let ev = apply(
            &mut g,
            Action::Move {
                from: p(3, 3),
                to: p(3, 4),
            },
        );
        let rolls: std::vec::Vec<(u8, u8)> = ev
            .iter()
            .filter_map(|e| match e {
                Event::BattleRoll { goodie, baddie, .. } => Some((*goodie, *baddie)),
                _ => None,
            })
            .collect();
        let (gr, br) = *rolls.last().unwrap();
        let winner = if gr > br { Side::Goodie } else { Side::Baddie };
        assert!(
            ev.iter()
                .any(|e| matches!(e, Event::Battle { winner: w, .. } if *w == winner))
        );
        assert_eq!(g.defeated(winner.other()), 1);
        assert_eq!(
            g.on_board(winner.other()),
            if winner == Side::Goodie { 0 } else { 1 }
        );
    }
}

#[test]
fn rule_battle_ties_are_rolled_again() {
    let tie = (0..200).find_map(|seed| {
        let mut g = game(BATTLE);
        g.reseed(seed);
        let ev = apply(
            &mut g,
            Action::Move {
                from: p(3, 3),
                to: p(3, 4),
            },
        );
        let pairs: std::vec::Vec<_> = ev
            .iter()
            .filter_map(|e| match e {
                Event::BattleRoll { goodie, baddie, .. } => Some((*goodie, *baddie)),
                _ => None,
            })
            .collect();
        (pairs.len() > 1).then_some(pairs)
    });
    let pairs = tie.expect("some seed ties");
    for (g, b) in &pairs[..pairs.len() - 1] {
        assert_eq!(g, b);
    }
    let (g, b) = pairs[pairs.len() - 1];
    assert_ne!(g, b);
}

#[test]
fn rule_battle_sixes_never_return_markers() {
    // A goodie is already defeated; whatever the battle rolls, no return happens.
    for seed in 0..40 {
        let mut g = game(&BATTLE.replace("lost 0 0", "lost 1 0"));
        g.reseed(seed);
        let ev = apply(
            &mut g,
            Action::Move {
                from: p(3, 3),
                to: p(3, 4),
            },
        );
        assert!(!ev.iter().any(|e| matches!(e, Event::Returned { .. })));
        assert!(matches!(g.phase(), Phase::Roll { .. }));
    }
}

#[test]
fn rule_safe_zone_survivors_leave_for_good() {
    let mut g = game(
        "move goodie 1 | round 1 turn 0 | gold 0 | safe 0 | lost 0 0
         G..CCCCCBB\nG..CCCCCCB\nG..CCCCCCCS\n.........gS\nG..CCCCCCCS\nG..CCCCCCB\ng..CCCCCBB",
    );
    let ev = apply(
        &mut g,
        Action::Move {
            from: p(3, 9),
            to: p(3, 10),
        },
    );
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::ReachedSafety { survivors: 1, .. }))
    );
    assert_eq!(
        (
            g.survivors(),
            g.on_board(Side::Goodie),
            g.defeated(Side::Goodie)
        ),
        (1, 1, 0)
    );
    assert_eq!(g.piece_at(p(3, 10)), None);
}

#[test]
fn rule_six_may_return_a_defeated_marker_instead_of_moving() {
    let mut g = game(
        "move baddie 6 | round 1 turn 2 | gold 0 | safe 0 | lost 0 1
         G..CCCCCBb\nG..CCCCCCb\nG..CCCCCCCS\ng.........S\nG..CCCCCCCS\nG..CCCCCCb\nG..CCCCCbb",
    );
    let returns = legal(&g)
        .iter()
        .filter(|a| matches!(a, Action::Return { .. }))
        .count();
    assert_eq!(returns, 1);
    let ev = apply(&mut g, Action::Return { to: p(0, 8) });
    assert!(ev.iter().any(|e| *e
        == Event::Returned {
            side: Side::Baddie,
            to: p(0, 8)
        }));
    assert_eq!((g.defeated(Side::Baddie), g.on_board(Side::Baddie)), (0, 6));
    assert_eq!(g.phase(), Phase::Roll { side: Side::Goodie });
    let mut ev = super::super::Events::new();
    let mut g5 = game(&std::format!("{g}").replace("roll goodie", "move baddie 5"));
    assert_eq!(
        g5.try_apply(Action::Return { to: p(0, 8) }, &mut ev),
        Err(IllegalMove::NeedSix)
    );
}

#[test]
fn rule_six_on_the_loot_roll_may_return_instead_of_gold() {
    let text = "move goodie 1 | round 1 turn 0 | gold 5 | safe 0 | lost 1 0
        G..CCCCCBB\nG..CCCCCCB\nG..cgCCCCCS\n..........S\nG..CCCCCCCS\nG..CCCCCCB\nG..CCCCCBB";
    let seed = (0..500)
        .find(|&s| {
            let mut g = game(text);
            g.reseed(s);
            apply(
                &mut g,
                Action::Move {
                    from: p(2, 4),
                    to: p(2, 3),
                },
            );
            matches!(g.phase(), Phase::LootChoice { roll: 6 })
        })
        .expect("some seed rolls a six");
    let mut g = game(text);
    g.reseed(seed);
    apply(
        &mut g,
        Action::Move {
            from: p(2, 4),
            to: p(2, 3),
        },
    );
    let mut gold = g.clone();
    apply(&mut gold, Action::TakeGold);
    assert_eq!(gold.gold(), 11);
    let ev = apply(&mut g, Action::Return { to: p(6, 0) });
    assert!(ev.iter().any(|e| matches!(e, Event::GoldForfeited { .. })));
    assert_eq!(
        (g.gold(), g.defeated(Side::Goodie), g.on_board(Side::Goodie)),
        (5, 0, 2)
    );
}

#[test]
fn rule_game_ends_when_no_goodie_is_left_on_the_board() {
    let mut g = game(
        "move goodie 1 | round 4 turn 1 | gold 17 | safe 2 | lost 1 0
         G..CCCCCBB\nG..CCCCCCB\nG..CCCCCCCS\n.........gS\nG..CCCCCCCS\nG..CCCCCCB\nG..CCCCCBB",
    );
    let ev = apply(
        &mut g,
        Action::Move {
            from: p(3, 9),
            to: p(3, 10),
        },
    );
    assert_eq!(g.phase(), Phase::Over);
    let over = Event::GameOver {
        survivors: 3,
        gold: 17,
        score: 5,
        outcome: Outcome::GoodiesWin,
    };
    assert_eq!(ev.last(), Some(&over));
    assert!(legal(&g).is_empty());
}

#[test]
fn rule_score_table_and_outcome() {
    for s in 0..=4u8 {
        for (gold, band) in [
            (0, 0),
            (7, 0),
            (8, 1),
            (15, 1),
            (16, 2),
            (24, 3),
            (31, 3),
            (32, 4),
            (48, 4),
        ] {
            assert_eq!(score_for(s, gold), s + band);
        }
    }
    assert_eq!(Outcome::of_score(5), Outcome::GoodiesWin);
    assert_eq!(Outcome::of_score(4), Outcome::Draw);
    assert_eq!(Outcome::of_score(3), Outcome::BaddiesWin);
}

#[test]
fn rule_a_return_needs_a_lost_marker_and_a_free_start_space_of_its_side() {
    let text = "move baddie 6 | round 1 turn 2 | gold 0 | safe 0 | lost 0 1
         G..CCCCCBb\nG..CCCCCCb\nG..CCCCCCCS\ng.........S\nG..CCCCCCCS\nG..CCCCCCb\nG..CCCCCbb";
    let refused = |text: &str, to| {
        let mut g = game(text);
        let before = std::format!("{g}");
        let mut ev = super::super::Events::new();
        let r = g.try_apply(Action::Return { to }, &mut ev);
        assert_eq!(
            std::format!("{g}"),
            before,
            "a refused return changed the game"
        );
        r
    };
    // Its own start space, but a baddie stands there.
    assert_eq!(refused(text, p(0, 9)), Err(IllegalMove::Occupied));
    // A goodie's start space, and a plain space: not a baddie start.
    assert_eq!(refused(text, p(1, 0)), Err(IllegalMove::NotStartSpace));
    assert_eq!(refused(text, p(3, 5)), Err(IllegalMove::NotStartSpace));
    assert_eq!(refused(text, p(9, 9)), Err(IllegalMove::OffBoard));
    // Nobody lost: nothing to bring back, even onto a free start space.
    let none = text.replace("lost 0 1", "lost 0 0");
    assert_eq!(refused(&none, p(0, 8)), Err(IllegalMove::NobodyToReturn));
}

#[test]
fn api_accessors_read_the_position() {
    let g = game(
        "move baddie 6 | round 3 turn 2 | gold 9 | safe 2 | lost 0 1
         G..CCCCCBb\nG..CCCCCCb\nG..CCCCCCCS\ng.........S\nG..CCCCCCCS\nG..CCCCCCb\nG..CCCCCbb",
    );
    assert_eq!((g.round(), g.turn_in_round()), (3, 2));
    assert_eq!((g.survivors(), g.gold()), (2, 9));
    let g = game(
        "move goodie 3 | round 1 turn 0 | gold 0 | safe 0 | lost 0 0
         G..CCCCCBb\nG..CCCCCCb\nG..cgCCCCCS\n..........S\nG..CCCCCCCS\nG..CCCCCCb\nG..CCCCCbb",
    );
    assert_eq!((g.round(), g.turn_in_round(), g.survivors()), (1, 0, 0));
    assert_eq!(g.piece_at(p(2, 3)), Some(Piece::Chest));
    assert_eq!(g.piece_at(p(2, 4)), Some(Piece::Goodie));
    assert_eq!(g.piece_at(p(0, 9)), Some(Piece::Baddie));
    assert_eq!(g.piece_at(p(0, 8)), None);
}
