//! Movement, contact and turn order.

use super::*;

#[test]
fn rule_hero_moves_up_to_four_inches_in_a_disc() {
    let g = defend(1, &[far(10, 10), far(0, 0)]);
    let mut cells: Vec<Cell, MAX_REACH> = Vec::new();
    g.reachable(0, &mut cells);
    let from = far(10, 10);
    assert!(cells.iter().all(|c| c.dist2(from) <= 16));
    assert!(cells.contains(&Cell::new(from.x + 4, from.y)));
    assert!(
        !cells.contains(&Cell::new(from.x + 4, from.y + 1)),
        "17 > 16: outside the disc"
    );
    assert!(cells.contains(&Cell::new(from.x + 2, from.y + 3)));
    assert!(cells.contains(&from), "standing still is a move of 0");
    assert_eq!(cells.len(), 49, "the radius-4 disc of cells");
}

#[test]
fn rule_no_hero_acts_twice_in_a_row() {
    let mut g = defend(1, &[far(10, 10), far(0, 0)]);
    apply(&mut g, Action::Nothing { hero: 0 });
    let mut ev = Events::new();
    let e = g
        .try_apply(Action::Nothing { hero: 0 }, &mut ev)
        .unwrap_err();
    assert!(e.message().contains("twice"));
    apply(&mut g, Action::Nothing { hero: 1 });
    apply(&mut g, Action::Nothing { hero: 0 });
}

#[test]
fn rule_solo_plays_two_heroes_alternating() {
    let g = Game::new(Config {
        heroes: 1,
        rings_option: false,
        seed: 3,
        house: HouseRules::NONE,
    });
    assert_eq!(g.heroes().len(), 2);
    assert_eq!(g.config().heroes, 1);
    // The two heroes alternate: after hero 0 and then hero 1, hero 1 may
    // not go again, hero 0 may, and then not twice either.
    let mut g = g;
    apply(&mut g, Action::Nothing { hero: 0 });
    apply(&mut g, Action::Nothing { hero: 1 });
    let mut ev = Events::new();
    let before = snapshot(&g);
    assert!(g.try_apply(Action::Nothing { hero: 1 }, &mut ev).is_err());
    assert!(!g.can_start_round(1));
    assert_eq!(snapshot(&g), before);
    apply(&mut g, Action::Nothing { hero: 0 });
    assert!(g.try_apply(Action::Nothing { hero: 0 }, &mut ev).is_err());
    apply(&mut g, Action::Nothing { hero: 1 });
}

#[test]
fn rule_move_then_the_same_hero_must_act() {
    let mut g = defend(1, &[far(10, 10), far(0, 0)]);
    apply(
        &mut g,
        Action::Move {
            hero: 0,
            to: far(12, 10),
        },
    );
    let mut ev = Events::new();
    assert!(g.try_apply(Action::Nothing { hero: 1 }, &mut ev).is_err());
    assert!(
        g.try_apply(
            Action::Move {
                hero: 0,
                to: far(13, 10)
            },
            &mut ev
        )
        .is_err()
    );
    apply(&mut g, Action::Nothing { hero: 0 });
    assert_eq!(g.heroes()[0].cell, far(12, 10));
}

#[test]
fn rule_buildings_barred_during_defend() {
    let mut g = defend(1, &[far(0, 0), far(2, 0)]);
    let b = g.buildings()[0].block;
    edit(&mut g, |s| {
        s.hero_at(0, Cell::new(b.origin.x - 2, b.origin.y + 1));
    });
    assert!(
        !g.can_reach(0, b.centre()),
        "cannot enter a barred building"
    );
    assert!(
        !g.can_reach(0, Cell::new(b.origin.x + 3, b.origin.y + 1)),
        "nor go through it"
    );
    let mut r = repair(1, &[far(0, 0), far(2, 0)]);
    edit(&mut r, |s| {
        s.hero_at(0, Cell::new(b.origin.x - 2, b.origin.y + 1));
    });
    assert!(r.can_reach(0, b.centre()), "open again after the wave");
}

#[test]
fn rule_hero_in_building_must_exit_first() {
    let mut g = repair(1, &[far(0, 0), far(2, 0)]);
    let b = g.buildings()[0].block;
    edit(&mut g, |s| {
        s.hero_at(0, b.centre());
    });
    edit(&mut g, |s| {
        s.phase(Phase::Defend);
    });
    let mut ev = Events::new();
    assert!(g.heroes()[0].must_exit);
    assert!(g.try_apply(Action::Nothing { hero: 0 }, &mut ev).is_err());
    assert!(!g.can_reach(0, b.centre()));
    let out = Cell::new(b.origin.x - 1, b.centre().y);
    apply(&mut g, Action::Move { hero: 0, to: out });
    assert!(!g.heroes()[0].must_exit);
    apply(&mut g, Action::Nothing { hero: 0 });
}

#[test]
fn rule_heroes_cannot_move_through_monsters() {
    let mut g = defend(1, &[far(10, 10), far(0, 0)]);
    monster(&mut g, MonsterColour::Black, far(12, 10));
    assert!(
        !g.can_reach(0, far(13, 10)),
        "line passes through the monster"
    );
    assert!(!g.can_reach(0, far(12, 10)), "cannot end on it");
}

#[test]
fn rule_heroes_may_pass_heroes_but_not_end_on_one() {
    // The paper forbids moving "through monsters" only: a hero's line may
    // cross another hero's pawn, never end on it. Both the rule and the fast
    // listing of the disc say so, in Defend and in Repair.
    for phase in [Phase::Defend, Phase::Repair] {
        let mut g = defend(1, &[far(10, 10), far(12, 10)]);
        edit(&mut g, |s| {
            s.phase(phase);
        });
        monster(&mut g, MonsterColour::Black, far(40, 40));
        assert!(g.can_reach(0, far(14, 10)), "{phase:?}: past hero 1");
        assert!(!g.can_reach(0, far(12, 10)), "{phase:?}: not onto hero 1");
        let mut cells: Vec<Cell, MAX_REACH> = Vec::new();
        g.reachable(0, &mut cells);
        assert!(cells.contains(&far(14, 10)) && cells.contains(&far(13, 10)));
        assert!(!cells.contains(&far(12, 10)));
        apply(
            &mut g,
            Action::Move {
                hero: 0,
                to: far(14, 10),
            },
        );
        assert_eq!(g.heroes()[0].cell, far(14, 10));
    }
}

#[test]
fn rule_contact_stops_and_locks_a_hero() {
    let mut g = defend(1, &[far(10, 10), far(0, 0)]);
    monster(&mut g, MonsterColour::Black, far(12, 11));
    assert!(
        !g.can_reach(0, far(14, 10)),
        "passing a cell touching a monster ends the move"
    );
    assert!(g.can_reach(0, far(11, 10)), "moving into contact is fine");
    edit(&mut g, |s| {
        s.hero_at(0, far(11, 10));
    });
    assert!(g.engaged(0));
    let mut cells: Vec<Cell, MAX_REACH> = Vec::new();
    g.reachable(0, &mut cells);
    assert_eq!(
        &cells[..],
        &[far(11, 10)],
        "locked until the monster is defeated"
    );
}

#[test]
fn ruling_touching_is_the_8_neighbourhood() {
    let c = Cell::new(5, 5);
    assert!(c.touches(Cell::new(6, 6)));
    assert!(c.touches(Cell::new(5, 4)));
    assert!(!c.touches(Cell::new(7, 5)));
    assert!(!c.touches(c));
    let b = Block::centred(Cell::new(10, 10), 3);
    assert!(b.touches(Cell::new(12, 12)));
    assert!(!b.touches(Cell::new(11, 11)), "inside is not touching");
    assert!(!b.touches(Cell::new(13, 10)));
}

#[test]
fn ruling_distances_are_exact_integer_squares() {
    let a = Cell::new(0, 0);
    assert!(a.within(Cell::new(3, 4), 5), "3-4-5 is exactly 5 inches");
    assert!(!a.within(Cell::new(4, 4), 5), "(4,4) is 5.66 inches");
    assert_eq!(geometry::fx_sqrt(25), Fx::from_num(5));
    assert!((geometry::fx_sqrt(2).to_bits() - geometry::SQRT2.to_bits()).abs() <= 1);
}

#[test]
fn ruling_spinner_is_a_fixed_point_angle() {
    assert_eq!(Angle(0).cos(), Fx::ONE);
    assert_eq!(Angle(64).sin(), Fx::ONE);
    assert_eq!(Angle(128).cos(), -Fx::ONE);
    assert_eq!(Angle(192).sin(), -Fx::ONE);
    let c = geometry::polar(Cell::new(32, 32), Angle(32), Fx::from_num(10));
    assert_eq!(c, Cell::new(39, 39), "45 degrees, 10 inches");
    for a in 0..=255u8 {
        let (s, c) = (Angle(a).sin(), Angle(a).cos());
        let len = s * s + c * c;
        assert!((len - Fx::ONE).abs() < Fx::from_num(1) / 1000, "angle {a}");
    }
}

#[test]
fn ruling_line_walk_cells_touch_and_end_on_target() {
    let from = Cell::new(3, 3);
    let to = Cell::new(20, 9);
    let mut prev = from;
    let mut last = from;
    for c in geometry::LineWalk::new(from, to) {
        assert!(prev.touches(c));
        prev = c;
        last = c;
    }
    assert_eq!(last, to);
}

#[test]
fn ruling_hourglass_rounds_are_shared_among_living_heroes() {
    let g = defend(1, &[far(0, 0), far(2, 0)]);
    assert_eq!(g.rounds_per_hero(), HOURGLASS_ROUNDS / 2);
    let g4 = defend(1, &[far(0, 0), far(2, 0), far(4, 0), far(6, 0)]);
    assert_eq!(g4.rounds_per_hero(), HOURGLASS_ROUNDS / 4);
    let mut g = g4;
    edit(&mut g, |s| {
        s.hero_hp(3, 0);
    });
    assert_eq!(g.rounds_per_hero(), HOURGLASS_ROUNDS.div_ceil(3));
}

#[test]
fn ruling_turn_ends_when_the_hourglass_is_spent() {
    let mut g = defend(1, &[far(0, 0), far(2, 0)]);
    monster(&mut g, MonsterColour::Black, far(20, 20));
    for i in 0..HOURGLASS_ROUNDS {
        assert_eq!(g.phase(), Phase::Defend);
        apply(&mut g, Action::Nothing { hero: i % 2 });
    }
    assert_eq!(g.phase(), Phase::Monsters);
}

#[test]
fn ruling_last_hero_standing_may_act_again() {
    let mut g = defend(1, &[far(0, 0), far(2, 0)]);
    monster(&mut g, MonsterColour::Black, far(20, 20));
    edit(&mut g, |s| {
        s.hero_hp(1, 0);
    });
    apply(&mut g, Action::Nothing { hero: 0 });
    apply(&mut g, Action::Nothing { hero: 0 });
}

#[test]
fn rule_thief_ring_moves_further() {
    let mut g = defend(1, &[far(10, 10), far(0, 0)]);
    assert!(!g.can_reach(0, far(15, 10)));
    edit(&mut g, |s| {
        s.ring(0, Ring::Thief);
    });
    assert!(g.can_reach(0, far(15, 10)));
    edit(&mut g, |s| {
        s.rings_option(false);
    });
    assert!(!g.can_reach(0, far(15, 10)), "class rings need the option");
}
