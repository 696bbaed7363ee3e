//! One test per ruling (where the paper rules are silent; see the rules doc).

extern crate std;

use super::super::{Action, Event, Events, Game, IllegalMove, MAX_ROUNDS, Phase, Piece, Side};
use super::{apply, game, golden, legal, marked, p};

const ROW: &str = "G..CCCCCBB\nG..CCCCCCB\nG..CCCCCCCS";
const LOW: &str = "G..CCCCCCCS\nG..CCCCCCB\nG..CCCCCBB";

fn pos(header: &str, middle: &str) -> Game {
    game(&std::format!("{header}\n{ROW}\n{middle}\n{LOW}"))
}

#[test]
fn ruling_move_must_use_whole_roll() {
    // With a 3 a goodie cannot stop after 1 or 2 steps.
    let g = pos(
        "move goodie 3 | round 1 turn 0 | gold 0 | safe 0 | lost 0 0",
        "g.........S",
    );
    let m = marked(&g, p(3, 0));
    // (3,1) is reached by a detour of exactly 3; (3,2) is 2 away and can't be.
    assert_eq!(m.lines().nth(3).unwrap(), "g*.*......S", "{m}");
    let mut ev = Events::new();
    let mut g2 = g.clone();
    assert_eq!(
        g2.try_apply(
            Action::Move {
                from: p(3, 0),
                to: p(3, 2)
            },
            &mut ev
        ),
        Err(IllegalMove::CantReach)
    );
}

#[test]
fn ruling_move_never_visits_a_space_twice() {
    // With a 2 the goodie cannot step out and back to where it started, nor
    // waste steps going back and forth: only distance-2 spaces are reachable.
    let g = pos(
        "move goodie 2 | round 1 turn 0 | gold 0 | safe 0 | lost 0 0",
        ".....g....S",
    );
    let mut d = super::super::DestinationList::new();
    g.destinations(p(3, 5), &mut d);
    assert!(
        d.iter()
            .all(|(q, _)| q.row.abs_diff(3) + q.col.abs_diff(5) == 2)
    );
    for (_, path) in &d {
        for (i, a) in path.iter().enumerate() {
            assert!(!path[i + 1..].contains(a));
        }
    }
}

#[test]
fn ruling_markers_cannot_pass_through_their_own_side() {
    let g = pos(
        "move goodie 2 | round 1 turn 0 | gold 0 | safe 0 | lost 0 0",
        "gg........S",
    );
    assert_eq!(
        marked(&g, p(3, 0)),
        golden(
            "G..CCCCCBB\n*..CCCCCCB\nG*.CCCCCCCS\ngg........S\nG*.CCCCCCCS\n*..CCCCCCB\nG..CCCCCBB"
        )
    );
}

#[test]
fn ruling_cannot_pass_through_opponents_or_chests() {
    // The baddie at (3,2) blocks the row: the goodie can stop on it but not
    // jump past it.
    let g = pos(
        "move goodie 3 | round 1 turn 0 | gold 0 | safe 0 | lost 0 0",
        ".gb.......S",
    );
    let m = marked(&g, p(3, 1));
    let middle = m.lines().nth(3).unwrap();
    assert_eq!(middle, "*g*.......S");
}

#[test]
fn ruling_only_goodies_enter_the_safe_zone() {
    let g = pos(
        "move baddie 1 | round 1 turn 2 | gold 0 | safe 0 | lost 0 0",
        "g........bS",
    );
    let mut ev = Events::new();
    let mut g2 = g.clone();
    assert_eq!(
        g2.try_apply(
            Action::Move {
                from: p(3, 9),
                to: p(3, 10)
            },
            &mut ev
        ),
        Err(IllegalMove::BaddieToSafe)
    );
    assert!(!legal(&g).contains(&Action::Move {
        from: p(3, 9),
        to: p(3, 10)
    }));
}

#[test]
fn ruling_reaching_the_safe_zone_ends_the_move_early() {
    let mut g = pos(
        "move goodie 6 | round 1 turn 0 | gold 0 | safe 0 | lost 0 0",
        "g........gS",
    );
    let ev = apply(
        &mut g,
        Action::Move {
            from: p(3, 9),
            to: p(3, 10),
        },
    );
    assert!(ev.iter().any(|e| matches!(e, Event::ReachedSafety { .. })));
}

#[test]
fn ruling_no_legal_move_means_the_turn_passes() {
    // The baddie is boxed in by chests and its friends: Pass is the only action.
    let mut g = game(
        "move baddie 2 | round 1 turn 2 | gold 0 | safe 0 | lost 0 0
         G..CCCCcbb\nG..CCCCCcb\nG..CCCCCCcS\ng.........S\nG..CCCCCCCS\nG..CCCCCCB\nG..CCCCCBB",
    );
    assert_eq!(legal(&g).as_slice(), &[Action::Pass]);
    let ev = apply(&mut g, Action::Pass);
    assert!(ev.contains(&Event::TurnPassed { side: Side::Baddie }));
    assert_eq!(g.phase(), Phase::Roll { side: Side::Goodie });
    // Passing is refused while a move exists.
    let mut g = pos(
        "move goodie 1 | round 1 turn 0 | gold 0 | safe 0 | lost 0 0",
        "g.........S",
    );
    assert_eq!(
        g.try_apply(Action::Pass, &mut Events::new()),
        Err(IllegalMove::MustMove)
    );
}

#[test]
fn ruling_a_return_replaces_the_whole_move() {
    let mut g = pos(
        "move goodie 6 | round 1 turn 1 | gold 0 | safe 0 | lost 1 0",
        "g.........S",
    );
    let ev = apply(&mut g, Action::Return { to: p(0, 0) });
    assert!(!ev.iter().any(|e| matches!(e, Event::Moved { .. })));
    assert_eq!(g.piece_at(p(0, 0)), Some(Piece::Goodie));
    assert_eq!(g.phase(), Phase::Roll { side: Side::Baddie });
}

#[test]
fn ruling_battle_winner_holds_the_contested_space() {
    for seed in 0..30 {
        let mut g = pos(
            "move baddie 2 | round 1 turn 2 | gold 0 | safe 0 | lost 0 0",
            "g..g.b....S",
        );
        g.reseed(seed);
        let ev = apply(
            &mut g,
            Action::Move {
                from: p(3, 5),
                to: p(3, 3),
            },
        );
        let winner = ev.iter().find_map(|e| match e {
            Event::Battle { winner, .. } => Some(*winner),
            _ => None,
        });
        // Attacker or defender, the winner is on the contested space and the
        // attacker's start space is empty.
        assert_eq!(g.piece_at(p(3, 3)), Some(Piece::of(winner.unwrap())));
        assert_eq!(g.piece_at(p(3, 5)), None);
    }
}

#[test]
fn ruling_game_ends_at_once_even_with_a_return_possible() {
    for seed in 0..30 {
        let mut g = pos(
            "move goodie 1 | round 1 turn 0 | gold 0 | safe 0 | lost 3 0",
            "...gb.....S",
        );
        g.reseed(seed);
        apply(
            &mut g,
            Action::Move {
                from: p(3, 3),
                to: p(3, 4),
            },
        );
        if g.on_board(Side::Goodie) == 0 {
            assert_eq!(g.phase(), Phase::Over);
        }
    }
}

#[test]
fn ruling_game_stops_after_the_round_limit() {
    let mut g = pos(
        &std::format!("move baddie 1 | round {MAX_ROUNDS} turn 2 | gold 9 | safe 1 | lost 0 0"),
        "g........bS",
    );
    let ev = apply(
        &mut g,
        Action::Move {
            from: p(3, 9),
            to: p(3, 8),
        },
    );
    assert_eq!(g.phase(), Phase::Over);
    assert!(matches!(ev.last(), Some(Event::GameOver { score: 2, .. })));
}

#[test]
fn ruling_the_last_round_is_played_in_full() {
    // The end of round MAX_ROUNDS - 1 starts round MAX_ROUNDS, not the end.
    let before = MAX_ROUNDS - 1;
    let mut g = pos(
        &std::format!("move baddie 1 | round {before} turn 2 | gold 9 | safe 1 | lost 0 0"),
        "g........bS",
    );
    apply(
        &mut g,
        Action::Move {
            from: p(3, 9),
            to: p(3, 8),
        },
    );
    assert_ne!(g.phase(), Phase::Over);
    assert_eq!((g.round(), g.turn_in_round()), (MAX_ROUNDS, 0));
}

#[test]
fn ruling_baddies_are_placed_automatically() {
    let mut g = Game::new(1);
    for r in [0, 1, 2] {
        apply(&mut g, Action::Place(p(r, 0)));
    }
    let ev = apply(&mut g, Action::Place(p(6, 0)));
    let placed = ev
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::Placed {
                    piece: Piece::Baddie,
                    ..
                }
            )
        })
        .count();
    assert_eq!(placed, 6);
    assert_eq!(g.phase(), Phase::PlaceGoodieChest);
}

#[test]
fn ruling_survivors_can_never_be_returned() {
    // Two survivors, nobody defeated: a six offers no return.
    let g = pos(
        "move goodie 6 | round 1 turn 0 | gold 0 | safe 2 | lost 0 0",
        "g.........S",
    );
    assert!(!legal(&g).iter().any(|a| matches!(a, Action::Return { .. })));
}

#[test]
fn ruling_illegal_actions_change_nothing() {
    let g = pos(
        "move goodie 2 | round 1 turn 0 | gold 0 | safe 0 | lost 0 0",
        "g.........S",
    );
    let bad = [
        Action::Roll,
        Action::TakeGold,
        Action::Place(p(0, 0)),
        Action::Move {
            from: p(3, 0),
            to: p(3, 0),
        },
        Action::Move {
            from: p(3, 0),
            to: p(9, 9),
        },
        Action::Move {
            from: p(3, 1),
            to: p(3, 3),
        },
        Action::Move {
            from: p(3, 0),
            to: p(3, 5),
        },
        Action::Return { to: p(0, 0) },
        Action::Pass,
    ];
    for a in bad {
        let mut g2 = g.clone();
        let mut ev = Events::new();
        assert!(g2.try_apply(a, &mut ev).is_err(), "{a:?}");
        assert_eq!(g2, g);
        assert!(ev.is_empty());
    }
}

#[test]
fn ruling_random_actions_never_panic() {
    // Fuzz: every action with every position on and off the board.
    let mut g = Game::new(11);
    let mut rng = super::super::ai::AiRng::new(2);
    let mut ev = Events::new();
    for _ in 0..3000 {
        let pick = |r: &mut super::super::ai::AiRng| p(r.below(13) as u8, r.below(13) as u8);
        let a = match rng.below(6) {
            0 => Action::Place(pick(&mut rng)),
            1 => Action::Roll,
            2 => Action::Move {
                from: pick(&mut rng),
                to: pick(&mut rng),
            },
            3 => Action::Return { to: pick(&mut rng) },
            4 => Action::TakeGold,
            _ => Action::Pass,
        };
        ev.clear();
        let _ = g.try_apply(a, &mut ev);
        let all = legal(&g);
        if let Some(&a) = all.get(rng.below(all.len() as u32) as usize) {
            ev.clear();
            g.try_apply(a, &mut ev).unwrap();
        }
        if g.is_over() {
            g = Game::new(u64::from(rng.below(1000)));
        }
    }
}
