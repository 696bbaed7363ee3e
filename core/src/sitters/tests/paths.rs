//! The fast path search ([`find_path`], which skips cells too far from the
//! target) finds exactly the path of the plain depth-first search it replaced,
//! and a marker's destinations are exactly the plain search's, each with the
//! same path.

extern crate std;

use super::super::ai::{AiRng, Level, choose};
use super::super::board::{Mask, Step, neighbours};
use super::super::game::Game;
use super::super::reach::find_path;
use super::super::{DestinationList, Events, Path, Phase, Pos};

/// The plain search: iterative deepening for early stops, every self-avoiding
/// path in up/down/left/right order, the first one that ends on `to`.
fn reference_path(from: usize, to: usize, roll: u8, step: &impl Fn(usize) -> Step) -> Option<Path> {
    fn walk(
        at: usize,
        to: usize,
        depth: u8,
        roll: u8,
        step: &impl Fn(usize) -> Step,
        visited: &mut Mask,
        path: &mut Path,
    ) -> bool {
        if depth >= roll {
            return false;
        }
        for n in neighbours(at) {
            let n = n as usize;
            if n >= 77 || visited.has(n) {
                continue;
            }
            match step(n) {
                Step::Blocked => {}
                Step::Stop => {
                    if n == to {
                        path.push(Pos::from_index(n)).unwrap();
                        return true;
                    }
                }
                Step::Open => {
                    path.push(Pos::from_index(n)).unwrap();
                    if n == to && depth + 1 == roll {
                        return true;
                    }
                    visited.set(n);
                    if walk(n, to, depth + 1, roll, step, visited, path) {
                        return true;
                    }
                    visited.clear(n);
                    path.pop();
                }
            }
        }
        false
    }
    let first = if step(to) == Step::Stop { 1 } else { roll };
    for limit in first..=roll {
        let mut path = Path::new();
        path.push(Pos::from_index(from)).unwrap();
        let mut visited = Mask::default();
        visited.set(from);
        if walk(from, to, 0, limit, step, &mut visited, &mut path) {
            return Some(path);
        }
    }
    None
}

/// Move positions from AI games.
fn move_positions(games: u64) -> std::vec::Vec<Game> {
    let mut out = std::vec::Vec::new();
    let mut rng = AiRng::new(5);
    for seed in 0..games {
        let mut g = Game::new(seed + 40);
        let mut ev = Events::new();
        while !g.is_over() {
            if matches!(g.phase(), Phase::Move { .. }) {
                out.push(g.clone());
            }
            let level = [Level::Random, Level::Normal][seed as usize % 2];
            let a = choose(&g, level, &mut rng).unwrap();
            ev.clear();
            g.try_apply(a, &mut ev).unwrap();
        }
    }
    out
}

#[test]
fn paths_the_pruned_search_finds_the_plain_searchs_path() {
    let mut found = 0;
    for g in move_positions(30) {
        let Phase::Move { side, roll } = g.phase() else {
            continue;
        };
        let (open, stop) = g.step_masks(side);
        let rule = g.step_rule(side);
        g.markers(side).for_each(|from| {
            for to in 0..77 {
                let want = reference_path(from, to, roll, &rule);
                let mut path = Path::new();
                let got = find_path(from, to, roll, &open, &stop, &mut path).then_some(path);
                assert_eq!(got, want, "{from} -> {to} with {roll}\n{g}");
                found += usize::from(want.is_some());
            }
        });
    }
    assert!(found > 5_000, "{found}");
}

#[test]
fn paths_destinations_and_ends_match_the_plain_search() {
    for g in move_positions(10) {
        let Phase::Move { side, roll } = g.phase() else {
            continue;
        };
        let rule = g.step_rule(side);
        g.markers(side).for_each(|from| {
            let mut d = DestinationList::new();
            g.destinations(Pos::from_index(from), &mut d);
            let mut want: std::vec::Vec<(Pos, Path)> = (0..77)
                .filter_map(|to| {
                    reference_path(from, to, roll, &rule).map(|p| (Pos::from_index(to), p))
                })
                .collect();
            let mut got: std::vec::Vec<(Pos, Path)> = d.iter().cloned().collect();
            want.sort();
            got.sort();
            assert_eq!(got, want, "{g}");
            // The spaces a screen lights are the same, without their paths.
            let mut ends = heapless::Vec::<Pos, 77>::new();
            g.ends(Pos::from_index(from), &mut ends);
            let mut ends: std::vec::Vec<Pos> = ends.iter().copied().collect();
            ends.sort();
            let cells: std::vec::Vec<Pos> = want.iter().map(|(to, _)| *to).collect();
            assert_eq!(ends, cells, "{g}");
        });
    }
}
