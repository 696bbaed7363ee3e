//! The arrival scatter (rules-sandford section 6, ruling 4): the "ahead" die
//! moves a monster further out when its landing point already honours the
//! distance limits, and a crowded band never sends a monster to the fallback
//! while a free cell of the band lies within the search square.

use super::*;
use crate::sandford::geometry::{Angle, fx_sqrt};

/// A game in the wave's arrival with every building razed but one that lies
/// due east of the temple's centre (same row), the spinner pointing east.
fn one_building_due_east(d: u8) -> (Game, i16) {
    for seed in 1..2000 {
        let mut g = new_game(2, seed);
        apply(&mut g, Action::EndTurn);
        apply(&mut g, Action::Continue);
        let o = g.temple().centre();
        let Some(east) = g.buildings().iter().position(|b| {
            let c = b.block.centre();
            c.y == o.y && c.x > o.x
        }) else {
            continue;
        };
        let dx = g.buildings()[east].block.centre().x - o.x;
        let others: std::vec::Vec<u8> = (0..g.buildings().len() as u8)
            .filter(|&b| usize::from(b) != east)
            .collect();
        edit(&mut g, |s| {
            for &b in &others {
                s.raze(b);
            }
            s.spin_angle(Angle(0)).spin_distance(d);
        });
        return (g, dx);
    }
    panic!("no layout with a building due east of the temple");
}

/// The monster lands `d` inches past the furthest building (from one inch
/// beyond its centre), plus its 0–2 inches ahead and 3 across either way;
/// here the landing point is already in the band, so no walk moves it.
#[test]
fn ruling_the_ahead_die_lands_a_monster_zero_to_two_inches_further_out() {
    for d in [2u8, 3, 5] {
        let (g, dx) = one_building_due_east(d);
        let o = g.temple().centre();
        assert_eq!(fx_sqrt(i32::from(dx) * i32::from(dx)).to_num::<i16>(), dx);
        for ahead in 0..3u32 {
            for across in [0u32, 3, 6] {
                let want = Cell::new(
                    o.x + dx + 1 + i16::from(d) + ahead as i16,
                    o.y + across as i16 - 3,
                );
                assert_eq!(
                    g.arrival_point(ahead, across),
                    want,
                    "dice {d}, ahead {ahead}, across {across}"
                );
                let (min2, max2) = g.arrival_band();
                assert!((min2..=max2).contains(&g.building_dist2(want)));
            }
        }
    }
}

/// Every placement is the nearest free cell of the band within 6 cells of
/// its scatter point, else the nearest free cell at all — however full the
/// band: here the band is the thinnest (dice of 12) and the horde the
/// biggest, so band searches fail and a search that is skipped wrongly
/// shows.
#[test]
fn ruling_a_crowded_band_still_gives_each_monster_its_nearest_free_band_cell() {
    let (mut placed, mut fallbacks) = (0u32, 0u32);
    for seed in 1..60 {
        let mut g = new_game(2, seed);
        edit(&mut g, |s| {
            s.bag_keeps(0);
            for c in StockColour::ALL {
                for _ in 0..4 {
                    s.captured(c);
                }
            }
        });
        apply(&mut g, Action::EndTurn);
        script(&mut g, &[4; 6]);
        apply(&mut g, Action::Continue);
        edit(&mut g, |s| {
            s.spin_distance(12);
        });
        while g.phase() == Phase::WaveApproaches {
            let before = g.clone();
            let mut dice = g.dice.clone();
            let (ahead, across) = (dice.below(3), dice.below(7));
            let point = before.arrival_point(ahead, across);
            let band = before.arrival_band();
            let count = g.monsters().len();
            apply(&mut g, Action::Continue);
            let want = before
                .nearest_free(point, 6, |h, c| {
                    h.in_arrival_band(c, band) && h.free_for_monster(c)
                })
                .or_else(|| {
                    fallbacks += 1;
                    before.nearest_free(point, 12, |h, c| h.free_for_monster(c))
                });
            match want {
                Some(cell) => {
                    assert_eq!(g.monsters().len(), count + 1, "seed {seed}");
                    assert_eq!(g.monsters().last().unwrap().cell, cell, "seed {seed}");
                    placed += 1;
                }
                None => assert_eq!(g.monsters().len(), count, "seed {seed}"),
            }
        }
    }
    std::println!("crowded band: {placed} placed, {fallbacks} by the fallback");
    assert!(
        placed > 1000 && fallbacks > 50,
        "{placed} placed, {fallbacks} fallbacks"
    );
}
