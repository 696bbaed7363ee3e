//! A monster whose straight line is blocked steps aside into a free cell
//! nearer its target (any of the eight around it), paying that step's real
//! length: 1 inch along a row or column, √2 diagonally.

use super::*;
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
fn ruling_a_blocked_monster_steps_aside_into_any_free_nearer_cell() {
    let mut ends = std::vec::Vec::new();
    for &(open, target) in &AROUND {
        let (m, end) = walled(open, target);
        let goal = Cell::new(m.x + target.0, m.y + target.1);
        let step = Cell::new(m.x + open.0, m.y + open.1);
        assert!(step.dist2(goal) < m.dist2(goal), "{open:?} is nearer");
        assert_ne!(end, m, "through {open:?} the monster gets on");
        assert!(end.dist2(goal) < m.dist2(goal), "{open:?}: nearer");
        ends.push((open, (end.x - m.x, end.y - m.y)));
    }
    // The move is 4 inches: a straight step aside costs 1, leaving 3 for the
    // line on (which reaches 2.83 inches further: (1, 0) then (2, 2) more);
    // a diagonal one costs √2, leaving 2.59.
    assert_eq!(
        ends,
        std::vec![
            ((1, 0), (3, 2)),
            ((-1, 0), (-3, -2)),
            ((0, 1), (-2, 3)),
            ((0, -1), (2, -3)),
            ((1, 1), (3, 1)),
            ((1, -1), (1, -3)),
            ((-1, 1), (-1, 3)),
            ((-1, -1), (-3, -1)),
        ]
    );
}

#[test]
fn ruling_a_blocked_monster_takes_the_nearest_of_the_free_nearer_cells() {
    // Target 10 east and 9 south; every neighbour taken but (1, 0) and
    // (0, 1): (1, 0) is nearer the target (162 against 181 squared), so the
    // monster goes that way.
    let m = far(20, 20);
    let goal = Cell::new(m.x + 10, m.y + 9);
    let mut g = defend(1, &[goal, far(0, 0)]);
    monster(&mut g, MonsterColour::Black, m);
    for &((dx, dy), _) in &AROUND {
        if (dx, dy) != (1, 0) && (dx, dy) != (0, 1) {
            monster(&mut g, MonsterColour::Black, Cell::new(m.x + dx, m.y + dy));
        }
    }
    assert_eq!(g.walk(m, Goal::Hero(0), &Live), Cell::new(m.x + 3, m.y + 2));
    // No nearer cell free, only one as far from the target as here: it
    // stays (target 5 east, 4 south: (1, -1) is 41 squared away, like here).
    let goal = Cell::new(m.x + 5, m.y + 4);
    let mut g = defend(1, &[goal, far(0, 0)]);
    monster(&mut g, MonsterColour::Black, m);
    for (dx, dy) in [(1, 0), (0, 1), (1, 1)] {
        monster(&mut g, MonsterColour::Black, Cell::new(m.x + dx, m.y + dy));
    }
    assert_eq!(Cell::new(m.x + 1, m.y - 1).dist2(goal), m.dist2(goal));
    assert_eq!(g.walk(m, Goal::Hero(0), &Live), m);
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
