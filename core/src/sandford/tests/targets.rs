//! Where monsters go (section 6.2): the closest target and its tie order,
//! straight lines measured in inches, and the side-step.

use super::*;
use crate::sandford::march::Goal;

/// A unit step along the axis on which `to` lies furthest from `from`.
fn outward(from: Cell, to: Cell) -> (i16, i16) {
    let (dx, dy) = (to.x - from.x, to.y - from.y);
    if dx.abs() >= dy.abs() {
        (dx.signum(), 0)
    } else {
        (0, dy.signum())
    }
}

/// `n` steps of `(sx, sy)` from `c`.
fn step(c: Cell, (sx, sy): (i16, i16), n: i16) -> Cell {
    Cell::new(c.x + sx * n, c.y + sy * n)
}

/// Squared distance from `c` to the nearest standing building other than `but`.
fn other_buildings(g: &Game, c: Cell, but: usize) -> i32 {
    g.buildings()
        .iter()
        .enumerate()
        .filter(|(i, b)| *i != but && !b.razed)
        .map(|(_, b)| b.block.dist2(c))
        .min()
        .unwrap_or(i32::MAX)
}

/// A building with a free approach straight out from the temple: the cell
/// `gap` cells beyond its card, and the unit step outward. Nothing else
/// (temple, other buildings) is within `clear` cells of that cell.
fn approach(g: &Game, gap: i16, clear: i32) -> (usize, Cell, (i16, i16)) {
    for (i, b) in g.buildings().iter().enumerate() {
        let dir = outward(g.temple().centre(), b.block.centre());
        let c = step(b.block.centre(), dir, b.block.size / 2 + gap);
        if g.free_for_monster(c)
            && other_buildings(g, c, i) > clear * clear
            && g.temple().dist2(c) > clear * clear
        {
            return (i, c, dir);
        }
    }
    panic!("no building with a clear approach");
}

#[test]
fn rule_monster_heads_for_a_building_closer_than_a_hero() {
    let mut g = defend(1, &[far(0, 0), far(2, 0)]);
    // A monster 4 cells out from a building, a hero 5 cells beyond it.
    let (b, start, dir) = approach(&g, 4, 8);
    edit(&mut g, |s| {
        s.hero_at(0, step(start, dir, 5));
    });
    let m = monster(&mut g, MonsterColour::Black, start);
    assert_eq!(g.closest_goal(start), Goal::Building(b as u8));
    let stock = g.buildings()[b].stock.len();
    let ev = monsters_turn(&mut g);
    assert!(has(&ev, |e| matches!(
        e,
        Event::MonsterAttacked {
            victim: Victim::Building(x),
            ..
        } if usize::from(*x) == b
    )));
    assert!(
        g.monster(m).is_none(),
        "it struck the building and vanished"
    );
    assert_eq!(g.buildings()[b].stock.len(), stock - 1);
    assert_eq!(g.heroes()[0].hp, HERO_HP);
}

#[test]
fn ruling_target_ties_go_to_the_temple_then_buildings_then_heroes() {
    let mut g = defend(1, &[far(0, 0), far(2, 0)]);
    // Building against hero: 4 cells from the card and from the hero.
    let (b, start, dir) = approach(&g, 4, 8);
    edit(&mut g, |s| {
        s.hero_at(0, step(start, dir, 4));
    });
    assert_eq!(g.closest_goal(start), Goal::Building(b as u8));
    let m = monster(&mut g, MonsterColour::Black, start);
    monsters_turn(&mut g);
    assert!(g.monster(m).is_none(), "it went for the building");
    assert_eq!(g.heroes()[0].hp, HERO_HP);

    // Hero against hero: the lower index.
    edit(&mut g, |s| {
        s.hero_at(0, step(start, dir, 4))
            .hero_at(1, step(start, dir, -4));
    });
    let mut g2 = g.clone();
    edit(&mut g2, |s| {
        s.raze(b as u8);
    });
    assert_eq!(g2.closest_goal(start), Goal::Hero(0));
    edit(&mut g2, |s| {
        s.swap_heroes(0, 1);
    });
    assert_eq!(g2.closest_goal(start), Goal::Hero(0));

    // Temple against building, and building against building: scan the
    // map for cells at the same distance from both, heroes far away.
    let mut g = defend(1, &[far(0, 0), far(2, 0)]);
    let (mut temple_ties, mut building_ties) = (0, 0);
    for y in 0..MAP_SIZE {
        for x in 0..MAP_SIZE {
            let c = Cell::new(x, y);
            if !g.free_for_monster(c) || g.heroes().iter().any(|h| h.cell.dist2(c) < 400) {
                continue;
            }
            let dists: std::vec::Vec<i32> =
                g.buildings().iter().map(|b| b.block.dist2(c)).collect();
            let nearest = *dists.iter().min().unwrap();
            let first = dists.iter().position(|d| *d == nearest).unwrap();
            let t = g.temple().dist2(c);
            if t == nearest {
                temple_ties += 1;
                assert_eq!(g.closest_goal(c), Goal::Temple, "{c:?}");
            } else if t > nearest && dists.iter().filter(|d| **d == nearest).count() > 1 {
                building_ties += 1;
                assert_eq!(g.closest_goal(c), Goal::Building(first as u8), "{c:?}");
            }
        }
    }
    assert!(temple_ties > 0 && building_ties > 0);
    // And through a real monsters' turn: a tie between the temple and a
    // building sends the monster to the temple.
    let tie = (0..MAP_SIZE * MAP_SIZE)
        .map(|i| Cell::new(i % MAP_SIZE, i / MAP_SIZE))
        .find(|&c| {
            g.free_for_monster(c)
                && (4..=25).contains(&g.temple().dist2(c))
                && g.buildings().iter().map(|b| b.block.dist2(c)).min() == Some(g.temple().dist2(c))
        })
        .expect("a cell within 5 cells of the temple and as far from a building");
    let m = monster(&mut g, MonsterColour::Black, tie);
    let ev = monsters_turn(&mut g);
    assert!(has(&ev, |e| matches!(
        e,
        Event::MonsterAttacked { monster, victim: Victim::Temple, .. } if *monster == m
    )));
    assert_eq!(g.temple_hp(), TEMPLE_HP - 1);
}

#[test]
fn rule_monster_moves_four_inches_measured_on_the_diagonal_too() {
    // Towards a target down a diagonal, 4 inches reach (−2, −3) or (−3, −2)
    // (3.61 inches, as a hero goes), not just (−2, −2) on the line (2.83);
    // both are 25 squared from the target, both 13 from the start, and the
    // first in row order wins.
    let mut g = defend(1, &[far(0, 10), far(40, 0)]);
    let m = monster(&mut g, MonsterColour::Black, far(6, 16));
    assert_eq!(g.closest_goal(far(6, 16)), Goal::Hero(0));
    let ev = monsters_turn(&mut g);
    assert_eq!(g.monster(m).unwrap().cell, far(4, 13));
    assert!(has(&ev, |e| matches!(
        e,
        Event::MonsterMoved { from, to, .. } if *from == far(6, 16) && *to == far(4, 13)
    )));
    // A shallow line (10 across, 4 up): the line's fourth cell, (6, 12), is
    // 4.47 away; (6, 13) is 4.12; the disc's nearest to the target is
    // (6, 14), 4 inches straight across.
    let mut g = defend(1, &[far(0, 10), far(40, 0)]);
    let m = monster(&mut g, MonsterColour::Black, far(10, 14));
    assert_eq!(g.closest_goal(far(10, 14)), Goal::Hero(0));
    monsters_turn(&mut g);
    assert_eq!(g.monster(m).unwrap().cell, far(6, 14));
}

#[test]
fn ruling_monster_goes_round_a_taken_cell_in_a_straight_line() {
    let mut g = defend(1, &[far(10, 10), far(40, 0)]);
    // The mover is nearer the temple than the blocker, so it goes first.
    let mover = monster(&mut g, MonsterColour::Black, far(20, 10));
    monster(&mut g, MonsterColour::Black, far(19, 10));
    assert_eq!(g.closest_goal(far(20, 10)), Goal::Hero(0));
    let ev = monsters_turn(&mut g);
    // Every line to (16, 10), (17, 9), (17, 11), (16, 9) and (16, 11)
    // starts through the taken (19, 10); (17, 8) and (17, 12) do not, and
    // are equally near the hero (53 squared): the first in row order.
    assert!(has(&ev, |e| matches!(
        e,
        Event::MonsterMoved { monster, from, to } if *monster == mover
            && *from == far(20, 10) && *to == far(17, 8)
    )));
    // With nowhere closer to step to, it stays put: boxed in on the
    // hero's side.
    let mut g = defend(1, &[far(10, 10), far(40, 0)]);
    let boxed = monster(&mut g, MonsterColour::Black, far(20, 10));
    for y in 9..=11 {
        monster(&mut g, MonsterColour::Black, far(19, y));
    }
    monster(&mut g, MonsterColour::Black, far(20, 9));
    monster(&mut g, MonsterColour::Black, far(20, 11));
    // Its own move, on this board (the others would move away first).
    let mut ev = Events::new();
    let mi = g.monsters().iter().position(|m| m.id == boxed).unwrap();
    g.march(mi, &mut ev, &mut crate::sandford::march::Live);
    assert_eq!(g.monster(boxed).unwrap().cell, far(20, 10));
}
