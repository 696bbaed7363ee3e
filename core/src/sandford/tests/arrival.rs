//! The Next Wave Approaches: rolling the horde and placing it, one monster
//! per step.

use super::*;

#[test]
fn rule_wave_rolls_one_to_four_monsters_per_colour() {
    for seed in 1..300 {
        let mut g = new_game(2, seed);
        apply(&mut g, Action::EndTurn);
        let ev = arrive(&mut g);
        assert_eq!(g.wave(), 1);
        let spawned = ev
            .iter()
            .filter(|e| matches!(e, Event::MonsterSpawned { .. }))
            .count();
        assert!(spawned <= 24);
        for c in MonsterColour::ALL {
            let n = g.monsters().iter().filter(|m| m.colour == c).count();
            assert!(n <= 4, "seed {seed}: {n} of {c:?}");
        }
    }
}

#[test]
fn rule_captured_dice_join_the_next_wave() {
    let mut g = new_game(2, 4);
    g.captured.push(StockColour::Red).unwrap();
    g.captured.push(StockColour::White).unwrap();
    apply(&mut g, Action::EndTurn);
    arrive(&mut g);
    assert_eq!(
        g.monsters().iter().filter(|m| m.captured.is_some()).count(),
        2
    );
    assert!(g.captured().is_empty());
}

#[test]
fn rule_wave_arrives_beyond_the_buildings_and_within_twelve_inches() {
    for seed in 1..300 {
        let mut g = new_game(2, seed);
        apply(&mut g, Action::EndTurn);
        arrive(&mut g);
        let (_, d) = g.last_spin();
        assert!((2..=12).contains(&d));
        for m in g.monsters() {
            let nd = g
                .buildings()
                .iter()
                .map(|b| b.block.dist2(m.cell))
                .min()
                .unwrap();
            // Crowded waves may spill to the nearest free cell; allow a little.
            assert!(
                nd >= i32::from(d - 1).pow(2) || nd >= 4,
                "seed {seed}: too close"
            );
            assert!(nd <= 14 * 14, "seed {seed}: {nd} too far");
        }
    }
}

#[test]
fn rule_wave_is_announced_then_placed_one_monster_per_step() {
    for seed in 1..60 {
        let mut g = new_game(2, seed);
        apply(&mut g, Action::EndTurn);
        let ev = apply(&mut g, Action::Continue);
        let Some(Event::WaveArrives { wave, toward, .. }) = ev.first().copied() else {
            panic!("seed {seed}: no announcement in {ev:?}");
        };
        assert_eq!(wave, 1);
        assert!(toward.on_map());
        let horde = g.arriving();
        if horde == 0 {
            continue;
        }
        assert!(g.monsters().is_empty(), "seed {seed}: placed with the roll");
        assert_eq!(g.phase(), Phase::WaveApproaches);
        for left in (0..horde).rev() {
            // Only Continue is legal while the horde lands.
            assert!(!g.is_legal(Action::EndTurn));
            let ev = apply(&mut g, Action::Continue);
            let spawned = ev
                .iter()
                .filter(|e| matches!(e, Event::MonsterSpawned { .. }))
                .count();
            assert_eq!(spawned, 1, "seed {seed}: one monster a step");
            assert_eq!(g.arriving(), left);
            assert_eq!(g.monsters().len(), horde - left);
            let expected = if left == 0 {
                Phase::Defend
            } else {
                Phase::WaveApproaches
            };
            assert_eq!(g.phase(), expected, "seed {seed}");
        }
    }
}

#[test]
fn rule_an_empty_wave_is_defeated_at_once() {
    let mut g = new_game(2, 3);
    apply(&mut g, Action::EndTurn);
    // Every colour rolls 5 or 6: no monster comes.
    script(&mut g, &[5, 6, 5, 6, 5, 6]);
    let ev = apply(&mut g, Action::Continue);
    assert_eq!(g.arriving(), 0);
    assert!(g.monsters().is_empty());
    assert!(has(&ev, |e| matches!(e, Event::WaveDefeated { wave: 1 })));
    assert_eq!(g.phase(), Phase::Recover);
}

#[test]
fn api_arrival_steps_are_reproducible_and_copy_with_the_game() {
    let mut a = new_game(3, 21);
    apply(&mut a, Action::EndTurn);
    apply(&mut a, Action::Continue);
    apply(&mut a, Action::Continue);
    // A copy taken halfway through the arrival finishes it the same way.
    let mut b = a.clone();
    let mut c = new_game(3, 99);
    c.copy_from(&a);
    let (ea, eb, ec) = (arrive(&mut a), arrive(&mut b), arrive(&mut c));
    assert_eq!(ea, eb);
    assert_eq!(ea, ec);
    assert_eq!(snapshot(&a), snapshot(&b));
    assert_eq!(snapshot(&a), snapshot(&c));
}
