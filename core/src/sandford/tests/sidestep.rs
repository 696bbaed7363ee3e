//! A monster moves as a hero does: a straight line to any cell within 4
//! inches, over free cells only, ending on the cell nearest its target. A
//! taken cell on the direct line turns it to the nearest cell another
//! straight line reaches; with none nearer than where it stands it stays.

use super::*;
use crate::sandford::geometry::LineWalk;
use crate::sandford::march::{Goal, Live};

/// The eight cells around, and for each a target 10 inches off that
/// direction (so that the straight line starts through another neighbour).
const AROUND: [((i16, i16), (i16, i16)); 8] = [
    ((1, 0), (10, 9)),
    ((-1, 0), (-10, -9)),
    ((0, 1), (-9, 10)),
    ((0, -1), (9, -10)),
    ((1, 1), (10, 3)),
    ((1, -1), (3, -10)),
    ((-1, 1), (-3, 10)),
    ((-1, -1), (-10, -3)),
];

/// A monster at `m` walking to hero 0 at `m + target`, every neighbour but
/// `open` taken by other monsters: where its move ends.
fn walled(open: (i16, i16), target: (i16, i16)) -> (Cell, Cell) {
    let m = far(20, 20);
    let goal = Cell::new(m.x + target.0, m.y + target.1);
    let mut g = defend(1, &[goal, far(0, 0)]);
    monster(&mut g, MonsterColour::Black, m);
    for &((dx, dy), _) in &AROUND {
        if (dx, dy) != open {
            monster(&mut g, MonsterColour::Black, Cell::new(m.x + dx, m.y + dy));
        }
    }
    (m, g.walk(m, Goal::Hero(0), &Live))
}

#[test]
fn ruling_a_blocked_monster_takes_the_nearest_cell_a_free_line_reaches() {
    let mut ends = std::vec::Vec::new();
    for &(open, target) in &AROUND {
        let (m, end) = walled(open, target);
        let goal = Cell::new(m.x + target.0, m.y + target.1);
        assert!(end.dist2(goal) < m.dist2(goal), "{open:?}: nearer");
        assert!(m.within(end, 4), "{open:?}: within 4 inches");
        let first = LineWalk::new(m, end).next().unwrap();
        assert_eq!(
            first,
            Cell::new(m.x + open.0, m.y + open.1),
            "through the gap"
        );
        ends.push((open, (end.x - m.x, end.y - m.y)));
    }
    // Worked by hand for (1, 0) towards (10, 9): (3, 1) is reached through
    // (1, 0) and (2, 1); the nearer (3, 2), (2, 2) and (4, 2) are not —
    // the first two lines start through the taken (1, 1), and (4, 2) is
    // 4.47 inches away. For (1, 1) towards (10, 3): (3, 2) through (1, 1)
    // and (2, 1); (4, 1) would start through the taken (1, 0).
    assert_eq!(
        ends,
        std::vec![
            ((1, 0), (3, 1)),
            ((-1, 0), (-3, -1)),
            ((0, 1), (-1, 3)),
            ((0, -1), (1, -3)),
            ((1, 1), (3, 2)),
            ((1, -1), (2, -3)),
            ((-1, 1), (-2, 3)),
            ((-1, -1), (-3, -2)),
        ]
    );
}

#[test]
fn ruling_a_blocked_monster_stays_when_nothing_it_reaches_is_nearer() {
    // Target 5 east, 4 south (41 squared away). With (1, 0), (0, 1) and
    // (1, 1) taken, the line through the free (1, -1) still reaches (3, -2),
    // 40 squared from the target: nearer, so the monster goes there (a
    // neighbour-only rule would see (1, -1) at 41 and stay).
    let m = far(20, 20);
    let goal = Cell::new(m.x + 5, m.y + 4);
    let boxed = |taken: &[(i16, i16)]| {
        let mut g = defend(1, &[goal, far(0, 0)]);
        monster(&mut g, MonsterColour::Black, m);
        for &(dx, dy) in taken {
            monster(&mut g, MonsterColour::Black, Cell::new(m.x + dx, m.y + dy));
        }
        g.walk(m, Goal::Hero(0), &Live)
    };
    assert_eq!(Cell::new(m.x + 1, m.y - 1).dist2(goal), m.dist2(goal));
    assert_eq!(
        boxed(&[(1, 0), (0, 1), (1, 1)]),
        Cell::new(m.x + 3, m.y - 2)
    );
    // Take (1, -1) and (-1, 1) too: every line left starts away from the
    // target, and nothing it reaches is nearer: it stays.
    let all = [(1, 0), (0, 1), (1, 1), (1, -1), (-1, 1)];
    assert_eq!(boxed(&all), m);
    // Free (0, 1) again: the monster goes round through it.
    let end = boxed(&[(1, 0), (1, 1), (1, -1), (-1, 1)]);
    assert!(end.dist2(goal) < m.dist2(goal));
    assert_eq!(LineWalk::new(m, end).next(), Some(Cell::new(m.x, m.y + 1)));
}

/// Where a hero standing on `from` could go (the hero's own movement rule,
/// `Game::can_reach`), nearest `target` first: the monsters' yardstick.
fn hero_best(from: Cell, target: Cell) -> i32 {
    let mut g = defend(1, &[target, from]);
    monster(&mut g, MonsterColour::Black, far(58, 58));
    let mut best = i32::MAX;
    for dy in -5..=5 {
        for dx in -5..=5 {
            let c = Cell::new(from.x + dx, from.y + dy);
            if g.can_reach(1, c) {
                best = best.min(c.dist2(target));
            }
        }
    }
    best
}

#[test]
fn rule_a_monster_moves_four_inches_as_far_as_a_hero_in_every_direction() {
    // The paper: "4 inches is the base movement of all heroes and all
    // monsters". In 32 directions on open ground, the monster ends exactly
    // as near its target as the nearest cell a hero on its cell could move
    // to (the hero's own rule, `can_reach`), and goes as far.
    let m = Cell::new(11, 11);
    let mut total = 0.0;
    for k in 0..32 {
        let a = f64::from(k) * core::f64::consts::PI / 16.0;
        let target = Cell::new(
            m.x + (8.0 * a.cos()).round() as i16,
            m.y + (8.0 * a.sin()).round() as i16,
        );
        let mut g = defend(1, &[target, far(-2, 54)]);
        monster(&mut g, MonsterColour::Black, m);
        assert_eq!(g.closest_goal(m), Goal::Hero(0), "direction {k}");
        let end = g.walk(m, Goal::Hero(0), &Live);
        assert!(m.within(end, 4), "direction {k}: within 4 inches");
        assert_eq!(end.dist2(target), hero_best(m, target), "direction {k}");
        total += f64::from(m.dist2(end)).sqrt();
    }
    let mean = total / 32.0;
    assert!(mean > 3.7, "mean move {mean:.2} inches");
    // Down a diagonal: 3.61 inches ((3, 2) or (2, 3)), not 2.83 ((2, 2)).
    let mut g = defend(1, &[Cell::new(19, 19), far(-2, 54)]);
    monster(&mut g, MonsterColour::Black, m);
    let end = g.walk(m, Goal::Hero(0), &Live);
    assert_eq!(m.dist2(end), 13, "{end:?}");
}

#[test]
fn rule_the_monsters_turn_goes_nearest_the_temple_first_ties_by_id() {
    let mut g = defend(1, &[far(0, 0), far(2, 0)]);
    let c = g.temple().centre();
    // Shuffled distances, two pairs at the same distance.
    for (dx, dy) in [
        (9, 0),
        (-4, 0),
        (0, 12),
        (4, 0),
        (-7, 2),
        (0, -4),
        (2, -7),
        (11, 3),
    ] {
        monster(&mut g, MonsterColour::Black, Cell::new(c.x + dx, c.y + dy));
    }
    let mut want: std::vec::Vec<(i32, MonsterId)> = g
        .monsters()
        .iter()
        .map(|m| (g.temple().dist2(m.cell), m.id))
        .collect();
    want.sort();
    let mut order: Vec<MonsterId, MAX_MONSTERS> = Vec::new();
    g.monster_order(&mut order);
    let got: std::vec::Vec<MonsterId> = order.iter().rev().copied().collect();
    let want: std::vec::Vec<MonsterId> = want.iter().map(|&(_, id)| id).collect();
    assert_eq!(got, want, "popped from the end: nearest first, ties by id");
}
