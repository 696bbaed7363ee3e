//! The campus map: its shape, its spaces and the distances from each base.

extern crate std;

use super::{b, k};
use crate::rush::map::{self, BUILDINGS, COLS, MAP, ROWS, SPOTS};
use crate::rush::{Spot, Team};

#[test]
fn rule_the_campus_is_16_by_14_blocks_with_twenty_numbered_buildings() {
    assert_eq!(MAP.len(), ROWS);
    assert!(MAP.iter().all(|r| r.len() == COLS && r.is_ascii()));
    for n in 1..=BUILDINGS as u8 {
        let cells = (0..ROWS)
            .flat_map(|r| (0..COLS).map(move |c| (r, c)))
            .filter(|&(r, c)| map::building_at(r, c) == n)
            .count();
        assert!((2..=6).contains(&cells), "building {n} has {cells} cells");
        assert!(!map::neighbours(b(n)).is_empty(), "building {n} has a door");
    }
    assert!(
        MAP.iter()
            .all(|r| r.bytes().all(|c| c == b'.' || (b'A'..=b'T').contains(&c)))
    );
}

#[test]
fn rule_every_space_is_reachable_and_the_cloud_is_off_the_map() {
    for s in 1..SPOTS as u8 {
        let s = Spot(s);
        if s.is_valid() {
            assert!(map::distance(b(5), s) < 40, "{s} unreachable");
        }
    }
    assert!(map::neighbours(Spot::CLOUD).is_empty());
    assert_eq!(map::distance(b(5), Spot::CLOUD), 255);
}

#[test]
fn rule_a_step_and_entering_or_leaving_a_building_cost_one_point() {
    // Building 5 (cells at columns 5-6, rows 3-4) has doors all round.
    assert_eq!(map::distance(b(5), k(5, 2)), 1);
    assert_eq!(map::distance(b(5), k(4, 3)), 1);
    assert_eq!(map::distance(k(4, 3), k(4, 2)), 1);
    assert_eq!(map::distance(k(4, 2), k(6, 2)), 2);
    // Through the building: out of 5 is 1, in is 1.
    assert_eq!(map::distance(k(4, 3), k(7, 3)), 2);
    assert!(map::adjacent(b(5), k(7, 4)));
    assert!(!map::adjacent(b(5), b(9)), "buildings never touch directly");
}

/// Steps from the zombies' base (building 5) and the jocks' (building 20) to
/// every building 1..=20.
const FROM_ZOMBIES: [u8; 20] = [
    4, 2, 10, 12, 0, 3, 3, 6, 2, 5, 5, 6, 8, 8, 4, 6, 6, 11, 6, 8,
];
const FROM_JOCKS: [u8; 20] = [
    12, 10, 2, 4, 8, 6, 11, 6, 6, 4, 8, 8, 6, 5, 5, 2, 6, 3, 3, 0,
];

#[test]
fn ruling_the_map_is_fair_both_bases_see_the_same_distances() {
    let z: [u8; 20] = core::array::from_fn(|i| map::distance(Team::Zombies.base(), b(i as u8 + 1)));
    let j: [u8; 20] = core::array::from_fn(|i| map::distance(Team::Jocks.base(), b(i as u8 + 1)));
    assert_eq!(z, FROM_ZOMBIES);
    assert_eq!(j, FROM_JOCKS);
    let (mut zs, mut js) = (z, j);
    zs.sort_unstable();
    js.sort_unstable();
    assert_eq!(zs, js, "the same spread of distances from both bases");
    // The map turns onto itself: cell (c, r) lands on (15 - c, 13 - r), a
    // block on a block and building n on building 25 - n (round 1..=20).
    for r in 0..ROWS {
        for c in 0..COLS {
            let a = map::building_at(r, c);
            let m = map::building_at(ROWS - 1 - r, COLS - 1 - c);
            let partner = if a == 0 { 0 } else { (25 - a) % 20 };
            let partner = if a != 0 && partner == 0 { 20 } else { partner };
            assert_eq!(m, partner, "({c},{r})");
        }
    }
    // Each building's partner is as far from the jocks' base as it is from
    // the zombies'.
    for n in 1..=20u8 {
        let p = if (25 - n) % 20 == 0 {
            20
        } else {
            (25 - n) % 20
        };
        assert_eq!(
            FROM_ZOMBIES[usize::from(n - 1)],
            FROM_JOCKS[usize::from(p - 1)]
        );
    }
}

/// A space turned half a turn: block (c, r) to (15 - c, 13 - r), building
/// n to building 25 - n (round 1..=20).
fn turned(s: Spot) -> Spot {
    if s.is_building() {
        let p = (25 - s.0) % 20;
        b(if p == 0 { 20 } else { p })
    } else if let Some((c, r)) = s.block_at() {
        k(COLS as u8 - 1 - c, ROWS as u8 - 1 - r)
    } else {
        s
    }
}

#[test]
fn ruling_the_map_is_fair_every_step_has_its_mirror() {
    for i in 1..SPOTS as u8 {
        let s = Spot(i);
        if !s.is_valid() {
            continue;
        }
        let mut a: std::vec::Vec<u8> = map::neighbours(s)
            .iter()
            .map(|&n| turned(Spot(n)).0)
            .collect();
        let mut m: std::vec::Vec<u8> = map::neighbours(turned(s)).to_vec();
        a.sort_unstable();
        m.sort_unstable();
        assert_eq!(a, m, "{s}");
        assert_eq!(
            map::distance(s, Team::Zombies.base()),
            map::distance(turned(s), Team::Jocks.base()),
            "{s}"
        );
    }
}

#[test]
fn api_each_space_lists_its_neighbours_once_and_steps_go_both_ways() {
    for s in 0..SPOTS as u8 {
        let near = map::neighbours(Spot(s));
        for (i, &n) in near.iter().enumerate() {
            assert!(
                !near[..i].contains(&n),
                "{} lists {} twice",
                Spot(s),
                Spot(n)
            );
            assert!(
                map::neighbours(Spot(n)).contains(&s),
                "{} -> {} but not back",
                Spot(s),
                Spot(n)
            );
            assert_eq!(map::distance(Spot(s), Spot(n)), 1);
        }
    }
}
