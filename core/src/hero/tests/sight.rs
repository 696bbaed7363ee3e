//! The fast sight walk and the fast reach search give exactly what the
//! plain rules say.

extern crate std;

use std::vec::Vec;

use super::super::field::{CELLS, Field};
use super::super::moves::{FAR, Occupancy, Reach, Search, neighbour, step_cost};
use super::super::sight::{SIGHT_LINES, cover, glance, visible};
use super::super::{Cell, Cover, H, W};
use crate::contract::Dice;

/// The sampling rule as `docs/rules-hero.md` words it, one quarter cell at a
/// time with a division-free cell search (the first, plain implementation).
fn plain_visible(field: &Field, from: Cell, to: Cell) -> u8 {
    if from == to {
        return SIGHT_LINES;
    }
    let mut n = 0;
    for spot in [(2, 2), (1, 1), (3, 1), (1, 3), (3, 3)] {
        for lv in [2, 6] {
            n += u8::from(plain_line(field, from, to, spot, lv));
        }
    }
    n
}

/// Whether the sight line from `from`'s eye to the place `spot` (quarters)
/// of `to`'s cell, `lv` quarters above its feet, is clear.
fn plain_line(field: &Field, from: Cell, to: Cell, (sx, sy): (i32, i32), lv: i32) -> bool {
    let ax = i32::from(from.x) * 4 + 2;
    let ay = i32::from(from.y) * 4 + 2;
    let ah = i32::from(field.height(from)) * 4 + 7;
    let tf = i32::from(field.height(to)) * 4;
    let b = (i32::from(to.x) * 4 + sx, i32::from(to.y) * 4 + sy, tf + lv);
    let (dx, dy, dh) = (b.0 - ax, b.1 - ay, b.2 - ah);
    let k_max = dx.abs().max(dy.abs());
    let mut clear = true;
    for k in 1..k_max {
        let (px, py, ph) = (
            ax * k_max + dx * k,
            ay * k_max + dy * k,
            ah * k_max + dh * k,
        );
        let c = Cell::new(
            px.div_euclid(4 * k_max) as u8,
            py.div_euclid(4 * k_max) as u8,
        );
        if c != from && c != to && ph < i32::from(field.height(c)) * 4 * k_max {
            clear = false;
        }
    }
    clear
}

/// The computer's glance (its guess at its exposure when planning) is the
/// two sight lines to the centre of the cell: both seen in the open, the
/// upper alone covered, neither hidden.
#[test]
fn api_ai_glance_is_the_two_centre_lines_of_the_plain_rule() {
    let mut seen = [0u32; 4];
    for seed in 0..6u64 {
        let field = Field::generate(&mut Dice::new(seed));
        let mut dice = Dice::new(seed + 900);
        for _ in 0..2500 {
            let from = random_cell(&mut dice);
            let to = random_cell(&mut dice);
            let lines = (
                from == to || plain_line(&field, from, to, (2, 2), 2),
                from == to || plain_line(&field, from, to, (2, 2), 6),
            );
            let want = match lines {
                (true, true) => Cover::Clear,
                (false, false) => Cover::Hidden,
                _ => Cover::Covered,
            };
            assert_eq!(glance(&field, from, to), want, "{from:?} to {to:?}");
            seen[usize::from(lines.0) * 2 + usize::from(lines.1)] += 1;
        }
    }
    // Each case came up: neither, the upper alone, both. (The lower alone
    // never does here: the eye is above both, so what hides the upper line
    // hides the lower too on these battlefields.)
    assert!(seen[0] > 0 && seen[1] > 0 && seen[3] > 0, "{seen:?}");
}

#[test]
fn cover_fast_walk_matches_the_plain_rule() {
    let mut checked = 0;
    for seed in 0..12u64 {
        let field = Field::generate(&mut Dice::new(seed));
        let mut dice = Dice::new(seed + 500);
        for _ in 0..2500 {
            let from = random_cell(&mut dice);
            let to = random_cell(&mut dice);
            let want = plain_visible(&field, from, to);
            assert_eq!(visible(&field, from, to), want, "{from:?} to {to:?}");
            assert_eq!(cover(&field, from, to), Cover::of_visible(want));
            checked += 1;
        }
    }
    assert_eq!(checked, 30_000);
}

/// Least costs by relaxing every reached cell until nothing changes (the
/// movement rule with no cleverness).
fn plain_reach(field: &Field, occ: &Occupancy, seat: u8, start: Cell, budget: u8) -> Vec<u8> {
    let mut cost = std::vec![FAR; CELLS];
    cost[start.index()] = 0;
    let mut changed = true;
    while changed {
        changed = false;
        for i in 0..CELLS {
            let here = Cell::at(i);
            let o = occ[i];
            if cost[i] == FAR || (here != start && o != 0 && o != seat + 1) {
                continue;
            }
            for dx in -1i8..=1 {
                for dy in -1i8..=1 {
                    let Some(next) = neighbour(here, (dx, dy)).filter(|&n| n != here) else {
                        continue;
                    };
                    let on = occ[next.index()];
                    if on != 0 && on != seat + 1 {
                        continue;
                    }
                    if let Some(s) = step_cost(field, here, next) {
                        let t = u16::from(cost[i]) + u16::from(s);
                        if t <= u16::from(budget) && (t as u8) < cost[next.index()] {
                            cost[next.index()] = t as u8;
                            changed = true;
                        }
                    }
                }
            }
        }
    }
    cost
}

/// A cell anywhere on the battlefield.
fn random_cell(dice: &mut Dice) -> Cell {
    Cell::new(dice.below(W as u32) as u8, dice.below(H as u32) as u8)
}

/// The battlefield of `seed` with `pieces` minis of either side dropped at
/// random by the dice of `seed + salt`, and those dice (for what follows).
fn random_board(seed: u64, salt: u64, pieces: usize) -> (Field, Dice, Occupancy) {
    let field = Field::generate(&mut Dice::new(seed));
    let mut dice = Dice::new(seed + salt);
    let mut occ: Occupancy = [0; CELLS];
    for _ in 0..pieces {
        let c = random_cell(&mut dice);
        occ[c.index()] = 1 + dice.below(2) as u8;
    }
    (field, dice, occ)
}

#[test]
fn movement_fast_search_matches_the_plain_rule() {
    for seed in 0..16u64 {
        let (field, mut dice, occ) = random_board(seed, 900, 12);
        for budget in [0, 7, 20, 32, 63, 70] {
            let start = random_cell(&mut dice);
            let seat = dice.below(2) as u8;
            let r = Reach::new(&field, &occ, seat, start, budget);
            let want = plain_reach(&field, &occ, seat, start, budget);
            assert_eq!(
                r.cost.as_slice(),
                want.as_slice(),
                "seed {seed} budget {budget}"
            );
            // In pieces of any size, the same reach; and when the queue
            // fills (a few entries' room), the plain scan finishes it.
            for (limit, room) in [(1, 256), (5, 256), (96, 256), (7, 6), (40, 24)] {
                let mut s = Search::new(seat, start, budget).with_room(room);
                while !s.run(&field, &occ, limit) {}
                assert_eq!(s.reach.cost.as_slice(), want.as_slice(), "limit {limit}");
                assert!(s.entries() <= room, "{} entries", s.entries());
            }
        }
    }
}

#[test]
fn movement_a_restarted_search_is_a_new_search() {
    // The computer restarts one search for each mini. Restarted after a
    // search toward a goal with a tiny queue, run to its end, it must run
    // exactly as a new one: the same answer after every piece, the same
    // reach, the same queue entries taken.
    for seed in 0..8u64 {
        let (field, mut dice, occ) = random_board(seed, 900, 12);
        let (start, goal) = (random_cell(&mut dice), random_cell(&mut dice));
        let mut s = Search::toward(1, start, 70, goal).with_room(6);
        while !s.run(&field, &occ, 3) {}
        for budget in [0, 7, 32, 70] {
            let start = random_cell(&mut dice);
            let seat = dice.below(2) as u8;
            let mut fresh = Search::new(seat, start, budget);
            s.restart(seat, start, budget);
            loop {
                let done = s.run(&field, &occ, 5);
                assert_eq!(done, fresh.run(&field, &occ, 5), "seed {seed}");
                if done {
                    break;
                }
            }
            assert_eq!(s.reach.cost.as_slice(), fresh.reach.cost.as_slice());
            assert_eq!(s.reach.start, fresh.reach.start);
            assert_eq!(s.entries(), fresh.entries(), "seed {seed} budget {budget}");
        }
    }
}

#[test]
fn movement_search_settles_no_more_than_its_limit_a_run() {
    // The longest move from the middle of an open battlefield. A run of
    // limit 1 takes one entry off the queue: there are at least as many
    // runs as cells reached (none finishes early), and the queue reuses its
    // entries (far fewer than the cells).
    let field = Field::open();
    let occ: Occupancy = [0; CELLS];
    let mut s = Search::new(0, Cell::new(20, 15), 32);
    let mut runs = 0;
    while !s.run(&field, &occ, 1) {
        runs += 1;
    }
    let reached = s.reach.cost.iter().filter(|&&c| c != FAR).count();
    assert!(reached > 600, "{reached}");
    assert!(runs + 1 >= reached, "{runs} runs for {reached} cells");
    assert!(s.entries() <= 128, "{} entries", s.entries());
}

/// A whole path of the longest move.
type Steps = heapless::Vec<Cell, 64>;

#[test]
fn movement_search_toward_a_cell_matches_the_plain_rule() {
    let mut checked = 0;
    for seed in 0..24u64 {
        let (field, mut dice, occ) = random_board(seed, 500, 14);
        for budget in [0, 7, 12, 20, 32, 63, 70] {
            let start = random_cell(&mut dice);
            let seat = dice.below(2) as u8;
            let whole = Reach::new(&field, &occ, seat, start, budget);
            let want = plain_reach(&field, &occ, seat, start, budget);
            // Every cell the budget could reach (reached or not), and some
            // of the others.
            for y in 0..H as u8 {
                for x in 0..W as u8 {
                    let goal = Cell::new(x, y);
                    let span = budget / 2 + 1;
                    let near = x.abs_diff(start.x) <= span && y.abs_diff(start.y) <= span;
                    if !near && dice.below(8) != 0 {
                        continue;
                    }
                    let r = Reach::toward(&field, &occ, seat, start, budget, goal);
                    let cost = r.cost[goal.index()];
                    assert_eq!(
                        cost,
                        want[goal.index()],
                        "seed {seed} {start:?} to {goal:?}"
                    );
                    assert_eq!(r.to(&occ, goal), whole.to(&occ, goal));
                    let (mut a, mut b) = (Steps::new(), Steps::new());
                    if cost != FAR {
                        r.path(&field, goal, &mut a);
                        whole.path(&field, goal, &mut b);
                        assert_eq!(a, b, "seed {seed} {start:?} to {goal:?}");
                    }
                    // In pieces of any size, the same answer, and with the
                    // queue full after a few entries.
                    let room = [256, 256, 5, 20][dice.below(4) as usize];
                    let mut s = Search::toward(seat, start, budget, goal).with_room(room);
                    while !s.run(&field, &occ, 1 + dice.below(40)) {}
                    assert_eq!(s.reach.cost[goal.index()], cost);
                    if cost != FAR {
                        s.reach.path(&field, goal, &mut a);
                        assert_eq!(a, b, "room {room}");
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 20_000, "{checked}");
}

#[test]
fn distance_root_table_matches_the_plain_root() {
    use super::super::field::root;
    for d in 0..5000u32 {
        let mut r = 0u32;
        while (r + 1) * (r + 1) <= d {
            r += 1;
        }
        assert_eq!(u32::from(root(d)), r, "{d}");
    }
}
