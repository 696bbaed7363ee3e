//! The fast AI paths agree with the plain rules: the bit-set path search with
//! a straightforward one, the compact evaluation with playing the move out on
//! a copy, and a decision does not depend on how its work is sliced.

extern crate std;

use super::super::ai::{AiRng, Level, Lite, Next, Quick, Thinker, choose, evaluate};
use super::super::board::{Mask, Step};
use super::super::game::{BADDIE, CHEST, GOODIE, Game, Settle};
use super::super::reach::{Walker, reach_masks};
use super::super::{Action, ActionList, Events, Phase, Side};
use super::legal;

/// The reference path search: every self-avoiding path, one step at a time.
fn reference_reach(g: &Game, from: usize, side: Side, max: u8) -> [Mask; 6] {
    fn walk(
        rule: &impl Fn(usize) -> Step,
        at: usize,
        depth: u8,
        max: u8,
        visited: &mut Mask,
        out: &mut [Mask; 6],
    ) {
        if depth >= max {
            return;
        }
        for n in super::super::board::neighbours(at) {
            let n = n as usize;
            if n >= 77 || visited.has(n) {
                continue;
            }
            match rule(n) {
                Step::Blocked => {}
                Step::Stop => (depth + 1..=max).for_each(|r| out[r as usize - 1].set(n)),
                Step::Open => {
                    out[depth as usize].set(n);
                    visited.set(n);
                    walk(rule, n, depth + 1, max, visited, out);
                    visited.clear(n);
                }
            }
        }
    }
    let mut out = [Mask::default(); 6];
    let mut visited = Mask::default();
    visited.set(from);
    walk(&g.step_rule(side), from, 0, max, &mut visited, &mut out);
    out
}

/// Positions from AI games (all phases), a few per game.
pub(super) fn positions(games: u64) -> std::vec::Vec<Game> {
    let mut out = std::vec::Vec::new();
    let mut rng = AiRng::new(11);
    for seed in 0..games {
        let mut g = Game::new(seed + 1);
        let mut ev = Events::new();
        let level = Level::ALL[seed as usize % 4];
        while !g.is_over() {
            out.push(g.clone());
            let a = choose(&g, level, &mut rng).unwrap();
            ev.clear();
            g.try_apply(a, &mut ev).unwrap();
        }
        out.push(g);
    }
    out
}

#[test]
fn speed_bitset_reach_matches_the_reference_search() {
    for g in positions(40) {
        for side in [Side::Goodie, Side::Baddie] {
            let (open, stop) = g.step_masks(side);
            g.markers(side).for_each(|from| {
                for max in 1..=6 {
                    let fast = reach_masks(from, max, open, &stop);
                    assert_eq!(fast, reference_reach(&g, from, side, max), "{g}");
                }
            });
        }
    }
}

/// The evaluation written cell by cell, for comparison.
fn reference_evaluate(g: &Game) -> i32 {
    const ONE: i32 = 1024;
    if g.phase() == Phase::Over {
        return i32::from(g.score().0) * ONE;
    }
    let mut v = i32::from(g.survivors) * ONE + i32::from(g.gold.min(32)) * ONE / 8;
    let cells = |code: u8| (0..77).filter(move |&i| g.code(i) == code);
    let bite = match g.phase() {
        Phase::Roll { side } | Phase::Move { side, .. } if side == Side::Baddie => 420,
        _ => 260,
    };
    let guards = [31, 42, 53]
        .iter()
        .filter(|&&i| g.code(i) == BADDIE)
        .count() as i32;
    let ng = cells(GOODIE).count() as i32;
    for gi in cells(GOODIE) {
        let (gr, gc) = ((gi / 11) as i32, (gi % 11) as i32);
        let dist = (2 - gr).max(gr - 4).max(0) + 10 - gc;
        let base = 930 - 26 * dist;
        let (mut threat, mut crowd) = (0, 0);
        for bi in cells(BADDIE) {
            let d = (gr - (bi / 11) as i32).abs() + (gc - (bi % 11) as i32).abs();
            if d <= 6 {
                crowd += 7 - d;
                threat = threat.max(7 - d);
            }
        }
        let t = (threat * 6 + crowd).min(48);
        v += (base - guards * 160) * (1024 - bite * t / 48) / 1024;
    }
    let free_g = [0, 11, 22, 44, 55, 66]
        .iter()
        .filter(|&&i| g.code(i) == 0)
        .count();
    if free_g > 0 {
        v += i32::from(g.defeated(Side::Goodie)) * 110;
    }
    v + i32::from(g.chests()) * 20 * ng / 4
}

/// The one-move value of `a`, played out on a copy of the game.
fn reference_value(g: &Game, a: Action) -> i32 {
    let apply = |attacker_wins: bool, loot: u8| {
        let mut s = g.clone();
        let mut ev = heapless::Vec::<_, 0>::new();
        s.apply_checked(
            a,
            Settle::Forced {
                attacker_wins,
                loot,
            },
            &mut ev,
        );
        assert_eq!(evaluate(&s), reference_evaluate(&s), "{s}");
        reference_evaluate(&s)
    };
    let target = match a {
        Action::Move { to, .. } => g.code(to.index().unwrap()),
        _ => 0,
    };
    match target {
        GOODIE | BADDIE => (apply(true, 1) + apply(false, 1)) / 2,
        CHEST => apply(true, 3) + 1024 / 16,
        _ => apply(true, 1),
    }
}

#[test]
fn speed_compact_values_match_playing_the_move_out() {
    let mut checked = 0;
    for g in positions(60) {
        let Phase::Move { side, .. } = g.phase() else {
            continue;
        };
        let (lite, next) = (Lite::of(&g), Next::after(&g));
        let quick = Quick::of(&g, next);
        let all: ActionList = legal(&g);
        for &a in all.iter() {
            let fast = match a {
                Action::Move { from, to } => {
                    let (f, t) = (from.index().unwrap(), to.index().unwrap());
                    quick.move_value(&g, side, f, t).0
                }
                Action::Return { to } => lite.returned(next, side, to.index().unwrap()).value(),
                _ => lite.passed(next).value(),
            };
            assert_eq!(fast, reference_value(&g, a), "{a:?} in\n{g}");
            checked += 1;
        }
    }
    assert!(checked > 10_000, "{checked}");
}

#[test]
fn speed_slicing_never_changes_the_decision() {
    for (k, g) in positions(12).iter().enumerate().step_by(5) {
        for level in Level::ALL {
            let seed = k as u64 * 31 + 7;
            let mut whole = Thinker::new(g, level, seed);
            let want = whole.step(u32::MAX);
            for slice in [1, 37, 500] {
                let mut t = Thinker::new(g, level, seed);
                let mut steps = 0;
                let got = loop {
                    if let Some(a) = t.step(slice) {
                        break Some(a);
                    }
                    if t.is_stuck() {
                        break None;
                    }
                    steps += 1;
                    assert!(steps < 1_000_000);
                };
                assert_eq!(got, want, "{level:?} slice {slice}\n{g}");
                assert_eq!(t.work(), whole.work());
                assert_eq!(t.cost(), whole.cost());
            }
        }
    }
}

#[test]
fn speed_restarting_a_thinker_is_the_same_as_a_new_one() {
    let all = positions(6);
    let mut reused = Thinker::new(&all[0], Level::Hard, 1);
    for (k, g) in all.iter().enumerate().step_by(3) {
        let level = Level::ALL[k % 4];
        let mut fresh = Thinker::new(g, level, k as u64);
        reused.restart(g, level, k as u64);
        let a = loop {
            if let Some(a) = reused.step(50) {
                break Some(a);
            }
            if reused.is_stuck() {
                break None;
            }
        };
        assert_eq!(a, fresh.step(u32::MAX), "{level:?}\n{g}");
        assert_eq!((reused.work(), reused.cost()), (fresh.work(), fresh.cost()));
    }
}

/// The largest piece of work one step may add on top of its budget, in time
/// units (a chance node's set-up, a battle's value, or sorting the candidates
/// of a position with many moves).
const MAX_PIECE: u32 = 150;

#[test]
fn speed_a_step_never_runs_far_past_its_budget() {
    let mut worst = 0;
    for g in positions(8).iter().step_by(2) {
        for level in [Level::Normal, Level::Hard] {
            let mut t = Thinker::new(g, level, 3);
            loop {
                let before = t.cost();
                let done = t.step(1).is_some() || t.is_stuck();
                worst = worst.max(t.cost() - before);
                if done {
                    break;
                }
            }
        }
    }
    assert!(worst <= MAX_PIECE, "a step of budget 1 took {worst} units");
}

#[test]
fn speed_the_path_search_stops_and_resumes_anywhere() {
    for g in positions(10).iter().step_by(7) {
        for side in [Side::Goodie, Side::Baddie] {
            let (open, stop) = g.step_masks(side);
            g.markers(side).for_each(|from| {
                for budget in [1, 5, 24] {
                    let mut w = Walker::new(from, 6, open, &stop);
                    while !w.is_done() {
                        // A parent adds up to three leaves at once.
                        assert!(w.run(budget) <= budget + 3);
                    }
                    assert_eq!(w.by_roll(), reach_masks(from, 6, open, &stop), "{g}");
                }
            });
        }
    }
}

/// The benchmark ROM's positions (src/sitters/bench.rs): every third baddie
/// move of Random games from seeds 1, 2, …; prints the time units of each
/// level's decision there, to compare with the ROM's cycle counts.
#[test]
#[ignore]
fn speed_bench_positions_work() {
    let mut out = std::vec::Vec::new();
    let mut rng = AiRng::new(7);
    let mut seed = 1u64;
    while out.len() < 24 {
        let mut game = Game::new(seed);
        seed += 1;
        let mut events = Events::new();
        let mut moves = 0u32;
        while !game.is_over() && out.len() < 24 {
            if let Phase::Move {
                side: Side::Baddie, ..
            } = game.phase()
            {
                moves += 1;
                if moves.is_multiple_of(3) {
                    out.push(game.clone());
                }
            }
            let Some(action) = choose(&game, Level::Random, &mut rng) else {
                break;
            };
            events.clear();
            if game.try_apply(action, &mut events).is_err() {
                break;
            }
        }
    }
    for level in [Level::Easy, Level::Normal, Level::Hard] {
        let mut work: std::vec::Vec<(u32, u32)> = out
            .iter()
            .enumerate()
            .map(|(i, g)| {
                let mut t = Thinker::new(g, level, i as u64);
                while t.step(u32::MAX).is_none() && !t.is_stuck() {}
                (t.cost(), t.work())
            })
            .collect();
        work.sort_unstable();
        std::println!(
            "{level:?} time units median {} worst {}; effort {:?}",
            work[12].0,
            work[23].0,
            work.iter().map(|w| w.1).max()
        );
    }
}
