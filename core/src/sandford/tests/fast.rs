//! The fast paths agree with the rules as written: the bit-window
//! reachability with `can_reach`, the cached AI scores with the plain ones.

use super::*;
use crate::sandford::reach::Reach;
use tinyrand::Rand;

/// A crowded random position: heroes and monsters scattered around the
/// village, random phase, razed buildings, thief rings and must-exit flags.
fn scramble(seed: u64) -> Game {
    let mut rng = ai::AiRng::new(seed);
    let mut g = new_game(1 + (seed % 4) as u8, seed);
    let phase = [Phase::Defend, Phase::Repair, Phase::HeroesArrive][rng.next_lim_u32(3) as usize];
    edit(&mut g, |s| {
        s.phase(phase);
    });
    let near = |rng: &mut ai::AiRng, spread: u32| {
        Cell::new(
            32 - spread as i16 / 2 + rng.next_lim_u32(spread) as i16,
            32 - spread as i16 / 2 + rng.next_lim_u32(spread) as i16,
        )
    };
    let spread = 12 + rng.next_lim_u32(40);
    let heroes = g.heroes().len() as u8;
    edit(&mut g, |s| {
        for b in 0..BUILDINGS as u8 {
            if rng.next_lim_u32(4) == 0 {
                s.raze(b);
            }
        }
        for i in 0..heroes {
            s.hero_at(i, near(&mut rng, spread))
                .must_exit(i, rng.next_lim_u32(2) == 0);
            if rng.next_lim_u32(6) == 0 {
                s.hero_hp(i, 0);
            }
            for _ in 0..rng.next_lim_u32(4) {
                s.ring(i, Ring::Thief);
            }
        }
    });
    let n = rng.next_lim_u32(MAX_MONSTERS as u32 + 1);
    for _ in 0..n {
        let c = near(&mut rng, spread);
        if g.free_for_monster(c) {
            monster(&mut g, MonsterColour::Green, c);
        }
    }
    g
}

#[test]
fn api_fast_reach_agrees_with_can_reach() {
    let mut checked = 0u32;
    let mut reachable = 0u32;
    for seed in 1..=3000u64 {
        let g = scramble(seed);
        for hero in 0..g.heroes().len() as u8 {
            let w = Reach::new(&g, hero).expect("radius fits the window");
            let from = g.heroes()[hero as usize].cell;
            for dy in -8..=8 {
                for dx in -8..=8 {
                    let c = Cell::new(from.x + dx, from.y + dy);
                    let slow = g.can_reach(hero, c);
                    assert_eq!(w.can_reach(&g, c), slow, "seed {seed} hero {hero} to {c:?}");
                    checked += 1;
                    reachable += u32::from(slow);
                }
            }
            let mut cells: Vec<Cell, MAX_REACH> = Vec::new();
            g.reachable(hero, &mut cells);
            let mut slow: Vec<Cell, MAX_REACH> = Vec::new();
            let r = g.move_inches(hero);
            for y in (from.y - r)..=(from.y + r) {
                for x in (from.x - r)..=(from.x + r) {
                    if g.can_reach(hero, Cell::new(x, y)) {
                        slow.push(Cell::new(x, y)).unwrap();
                    }
                }
            }
            assert_eq!(cells, slow, "seed {seed} hero {hero}");
            let h = &g.heroes()[hero as usize];
            let must_leave =
                g.barred() && h.must_exit && g.in_structure(h.cell) && !slow.is_empty();
            assert_eq!(
                g.must_leave_first(hero),
                must_leave,
                "seed {seed} hero {hero}"
            );
        }
    }
    // The positions exercise both answers plentifully.
    assert!(
        reachable > checked / 20 && reachable < checked / 2,
        "{reachable} of {checked}"
    );
}

/// Positions from real games (every policy) and scrambled ones.
fn positions() -> std::vec::Vec<Game> {
    let mut out = std::vec::Vec::new();
    for seed in 1..=400u64 {
        out.push(scramble(seed));
    }
    for (seed, policy) in [
        (3u64, ai::Level::Normal),
        (4, ai::Level::Random),
        (5, ai::Level::Normal),
    ] {
        let mut g = new_game(1 + (seed % 4) as u8, seed);
        let mut rng = ai::AiRng::new(seed);
        let mut n = 0;
        while !g.is_over() && n < 1500 {
            if n % 3 == 0 {
                out.push(g.clone());
            }
            let a = ai::choose(&g, policy, &mut rng);
            apply(&mut g, a);
            n += 1;
        }
    }
    out
}

fn list_all(g: &Game, mode: ai::Mode, only: Option<u8>) -> std::vec::Vec<Action> {
    let mut l = ai::Lister::new(mode, only);
    let mut out = std::vec::Vec::new();
    let mut units = 0;
    while !l.done() {
        out.extend(l.unit(g));
        units += 1;
        assert!(units < 10_000, "the listing ends");
    }
    out
}

#[test]
fn api_incremental_listing_agrees_with_legal_actions() {
    let mut moves_first = 0;
    for g in positions() {
        let mut legal: Vec<Action, MAX_ACTIONS> = Vec::new();
        g.legal_actions(&mut legal);
        assert_eq!(list_all(&g, ai::Mode::All, None), legal.as_slice());
        // Moves first: only moves (and EndTurn) while any hero can move.
        let any_move = legal.iter().any(|a| matches!(a, Action::Move { .. }));
        let expect: std::vec::Vec<Action> = legal
            .iter()
            .copied()
            .filter(|a| !any_move || matches!(a, Action::Move { .. } | Action::EndTurn))
            .collect();
        assert_eq!(list_all(&g, ai::Mode::MovesFirst, None), expect);
        moves_first += usize::from(any_move);
        // One hero's seat: its actions only, no EndTurn.
        for h in 0..g.heroes().len() as u8 {
            let mine = legal.iter().copied().filter(|a| a.hero() == Some(h));
            let mine: std::vec::Vec<Action> = mine.collect();
            assert_eq!(list_all(&g, ai::Mode::All, Some(h)), mine);
        }
    }
    assert!(moves_first > 100);
}

#[test]
fn api_thinker_decision_does_not_depend_on_slicing() {
    for (i, g) in positions().into_iter().enumerate().step_by(7) {
        for policy in [ai::Level::Random, ai::Level::Normal] {
            let whole = ai::choose(&g, policy, &mut ai::AiRng::new(i as u64));
            for budget in [1, 2, 5, 13] {
                let mut t = ai::Thinker::new(&g, policy, ai::AiRng::new(i as u64).next_seed());
                let sliced = loop {
                    if let Some(a) = t.step(&g, budget) {
                        break a;
                    }
                };
                assert_eq!(whole, sliced, "position {i} {policy:?} budget {budget}");
            }
        }
    }
}

#[test]
fn api_integer_tenths_equal_the_fixed_point_ones() {
    for d2 in 0..=2 * 64 * 64 {
        let fx = (geometry::fx_sqrt(d2) * 10).to_num::<i32>();
        assert_eq!(ai::tenths(d2), fx, "d2 = {d2}");
    }
}

/// `Game::nearest_free` as first written: every cell of each square, keeping
/// those exactly `r` away.
fn nearest_free_plain(
    g: &Game,
    c: Cell,
    radius: i16,
    ok: impl Fn(&Game, Cell) -> bool,
) -> Option<Cell> {
    let mut best: Option<(i32, Cell)> = None;
    for r in 0..=radius {
        if best.is_some_and(|(d, _)| i32::from(r) * i32::from(r) > d) {
            break;
        }
        for y in (c.y - r)..=(c.y + r) {
            for x in (c.x - r)..=(c.x + r) {
                let cell = Cell::new(x, y);
                let d = cell.dist2(c);
                if cell.chebyshev(c) == r && best.is_none_or(|(bd, _)| d < bd) && ok(g, cell) {
                    best = Some((d, cell));
                }
            }
        }
    }
    best.map(|(_, cell)| cell)
}

#[test]
fn api_ring_search_agrees_with_the_square_search() {
    let mut found = 0;
    for seed in 1..=300u64 {
        let g = scramble(seed);
        let mut rng = ai::AiRng::new(seed);
        for _ in 0..20 {
            let c = Cell::new(
                rng.next_lim_u32(70) as i16 - 3,
                rng.next_lim_u32(70) as i16 - 3,
            );
            let radius = rng.next_lim_u32(13) as i16;
            let far = 1 + rng.next_lim_u32(40) as i32;
            let ok = |g: &Game, x: Cell| g.free_for_monster(x) && x.dist2(Cell::new(32, 32)) >= far;
            let fast = g.nearest_free(c, radius, ok);
            assert_eq!(
                fast,
                nearest_free_plain(&g, c, radius, ok),
                "seed {seed} at {c:?} r {radius}"
            );
            found += usize::from(fast.is_some_and(|x| x != c));
        }
    }
    assert!(found > 500, "{found}");
}

#[test]
fn api_copy_from_makes_an_identical_game() {
    for (i, g) in positions().into_iter().enumerate().step_by(5) {
        let mut other = new_game(1 + (i % 4) as u8, i as u64 + 1000);
        other.copy_from(&g);
        assert_eq!(snapshot(&other), snapshot(&g));
        assert_eq!(format!("{:?}", other.dice), format!("{:?}", g.dice));
    }
}

#[test]
fn api_ground_bits_agree_with_free_for_monster() {
    for seed in 1..=300u64 {
        let g = scramble(seed);
        let ground = crate::sandford::march::Ground::of(&g);
        for y in -2..MAP_SIZE + 2 {
            for x in -2..MAP_SIZE + 2 {
                let c = Cell::new(x, y);
                assert_eq!(ground.free(c), g.free_for_monster(c), "seed {seed} {c:?}");
            }
        }
    }
}

/// The arrival walk as first written: all 24 tries.
fn arrival_plain(g: &Game, (ux, uy): (Fx, Fx), mut along: Fx, side: Fx, band: (i32, i32)) -> Cell {
    let centre = g.temple().centre();
    let mut cell = Cell::new(0, 0);
    for _ in 0..24 {
        let x = Fx::from_num(centre.x) + along * ux - side * uy;
        let y = Fx::from_num(centre.y) + along * uy + side * ux;
        cell = Cell::new(
            x.round().to_num::<i16>().clamp(1, MAP_SIZE - 2),
            y.round().to_num::<i16>().clamp(1, MAP_SIZE - 2),
        );
        let nd = g.building_dist2(cell);
        if nd < band.0 {
            along += Fx::from_num(1);
        } else if nd > band.1 {
            along -= Fx::from_num(1);
        } else {
            break;
        }
    }
    cell
}

#[test]
fn api_arrival_walk_agrees_with_all_24_tries() {
    let mut swings = 0;
    for seed in 1..=200u64 {
        let g = scramble(seed);
        let mut rng = ai::AiRng::new(seed);
        for _ in 0..50 {
            let angle = Angle(rng.next_lim_u32(256) as u8);
            let dir = (angle.cos(), angle.sin());
            let along = Fx::from_bits(rng.next_lim_u32(30 << 16) as i32);
            let side = Fx::from_num(rng.next_lim_u32(7) as i32 - 3);
            let min = 2 + rng.next_lim_u32(11) as i32;
            let max = ARRIVAL_MAX as i32;
            let band = (min * min, max * max + max);
            let plain = arrival_plain(&g, dir, along, side, band);
            assert_eq!(g.arrival_cell(dir, along, side, band), plain, "seed {seed}");
            let far = arrival_plain(&g, dir, along, side, (band.0, band.0));
            assert_eq!(
                g.arrival_cell(dir, along, side, (band.0, band.0)),
                far,
                "seed {seed}"
            );
            let nd = g.building_dist2(far);
            swings += usize::from(nd != band.0);
        }
    }
    assert!(
        swings > 100,
        "the narrow band makes the walk swing: {swings}"
    );
}

#[test]
fn api_band_agrees_with_building_dist2() {
    for seed in 1..=200u64 {
        let mut g = scramble(seed);
        for d in [2u8, 7, 12] {
            edit(&mut g, |s| {
                s.spin_distance(d);
            });
            let (lo, hi) = g.arrival_band();
            for y in -2..MAP_SIZE + 2 {
                for x in -2..MAP_SIZE + 2 {
                    let c = Cell::new(x, y);
                    let nd = g.building_dist2(c);
                    let slow = nd >= lo && nd <= hi;
                    assert_eq!(
                        g.in_arrival_band(c, (lo, hi)),
                        slow,
                        "seed {seed} d {d} {c:?}"
                    );
                }
            }
        }
    }
}

/// The line walk as first written: a 16.16 division per axis, a 16.16
/// multiply per step.
fn line_plain(from: Cell, to: Cell) -> std::vec::Vec<Cell> {
    use crate::sandford::geometry::Fx;
    let n = (to.x - from.x).abs().max((to.y - from.y).abs());
    if n == 0 {
        return std::vec::Vec::new();
    }
    let dx = Fx::from_num(to.x - from.x) / Fx::from_num(n);
    let dy = Fx::from_num(to.y - from.y) / Fx::from_num(n);
    (1..=n)
        .map(|k| {
            let k = Fx::from_num(k);
            let x = Fx::from_num(from.x) + dx * k;
            let y = Fx::from_num(from.y) + dy * k;
            Cell::new(x.round().to_num::<i16>(), y.round().to_num::<i16>())
        })
        .collect()
}

#[test]
fn api_line_walk_agrees_with_fixed_point_division() {
    use crate::sandford::geometry::{Fx, LineWalk, step};
    for n in 1..=80i16 {
        for d in -n..=n {
            assert_eq!(step(d, n), Fx::from_num(d) / Fx::from_num(n), "{d}/{n}");
        }
    }
    // Every line from cells at the map's edges and middle to every cell
    // within 20 (the map's corners too: rounding differs below zero).
    for from in [(0, 0), (1, 2), (3, 0), (31, 32), (62, 63), (63, 5)] {
        let from = Cell::new(from.0, from.1);
        for dy in -20..=20 {
            for dx in -20..=20 {
                let to = Cell::new(from.x + dx, from.y + dy);
                let fast: std::vec::Vec<Cell> = LineWalk::new(from, to).collect();
                assert_eq!(fast, line_plain(from, to), "{from:?} to {to:?}");
            }
        }
    }
}

#[test]
fn api_window_cells_divide_without_a_divider() {
    use crate::sandford::reach::row_col;
    for side in 1..=40u16 {
        for i in 0..side * side + side {
            assert_eq!(row_col(i, side), (i / side, i % side), "{i} / {side}");
        }
    }
}
