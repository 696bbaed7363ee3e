//! Setting up: the first-player roll, edges, placing, the turn order and the
//! battlefields.

use super::super::field::{BAND, Field, NAMED, within};
use super::super::game::in_band;
use super::super::gear::{Army, BOMB_RANGE, PRESETS, Weapon};
use super::super::setup::{Misplaced, TEAM_RADIUS};
use super::super::{Action, Cell, Config, Edge, Event, FieldChoice, Game, H, Illegal, Phase, W};
use super::{apply, refuse};
use crate::contract::{Dice, Rules, Turn};

extern crate std;

fn new(seed: u64, players: u8, army: &str) -> Game {
    <Game as Rules>::new(Config::with(seed, players, army))
}

/// Takes edges in the order offered and places every mini on the first
/// legal cell; returns the game at the first turn.
fn set_up(mut g: Game) -> Game {
    apply(&mut g, Action::Continue);
    while let Phase::Edge(_) = g.phase() {
        let mut acts = heapless::Vec::<Action, 8>::new();
        g.legal_actions(&mut acts);
        apply(&mut g, acts[0]);
    }
    while let Phase::Place(_) = g.phase() {
        let a = g.first_placement().expect("a placement is always possible");
        apply(&mut g, a);
    }
    g
}

#[test]
fn rule_the_highest_roll_places_first_and_ties_roll_again() {
    let mut g = new(3, 3, "balanced");
    assert_eq!(g.turn(), Turn::Auto);
    g.script_dice(&[4, 6, 6, 2, 5]).unwrap();
    let ev = apply(&mut g, Action::Continue);
    assert_eq!(
        ev,
        [
            Event::RolledFirst {
                faces: [4, 6, 6, 0],
                first: 1
            },
            Event::RolledFirst {
                faces: [0, 2, 5, 0],
                first: 2
            },
        ]
    );
    assert_eq!(g.placing_order(), &[2, 0, 1], "then on round the table");
    assert_eq!(
        g.turn(),
        Turn::Seat(2),
        "the first to place picks an edge first"
    );
}

#[test]
fn rule_turns_run_in_the_reverse_order_of_placing() {
    let mut g = new(5, 3, "balanced");
    g.script_dice(&[1, 6, 2]).unwrap();
    let g = set_up(g);
    assert_eq!(g.placing_order(), &[1, 2, 0]);
    assert_eq!(g.turn(), Turn::Seat(0), "the last to place plays first");
    let mut g = g;
    apply(&mut g, Action::EndTurn);
    assert_eq!(g.turn(), Turn::Seat(2));
    apply(&mut g, Action::EndTurn);
    assert_eq!(g.turn(), Turn::Seat(1));
    apply(&mut g, Action::EndTurn);
    assert_eq!((g.turn(), g.round()), (Turn::Seat(0), 2));
}

#[test]
fn ruling_two_players_face_each_other_across_north_and_south() {
    let mut g = new(1, 2, "balanced");
    apply(&mut g, Action::Continue);
    let mut acts = heapless::Vec::<Action, 8>::new();
    g.legal_actions(&mut acts);
    assert_eq!(
        acts.as_slice(),
        &[Action::Edge(Edge::North), Action::Edge(Edge::South)]
    );
    let mut g4 = new(1, 4, "balanced");
    apply(&mut g4, Action::Continue);
    acts.clear();
    g4.legal_actions(&mut acts);
    assert_eq!(acts.len(), 4);
    apply(&mut g4, Action::Edge(Edge::West));
    assert!(
        g4.clone()
            .try_apply(Action::Edge(Edge::West), &mut 0usize)
            .is_err()
    );
}

/// Every mini placed after an enemy's is out of that enemy's firing range.
fn out_of_range(g: &Game) -> bool {
    let order = g.placing_order();
    let rank = |seat: u8| order.iter().position(|&s| s == seat).unwrap_or(0);
    g.minis().iter().all(|m| {
        g.minis().iter().all(|e| {
            let (Some(a), Some(b)) = (m.at, e.at) else {
                return true;
            };
            if e.seat == m.seat || rank(e.seat) > rank(m.seat) {
                return true;
            }
            let gun = e.kit.weapon != Weapon::None && in_band(b, a, e.kit.weapon.range());
            let bomb = e.kit.bombs > 0 && in_band(b, a, BOMB_RANGE);
            !gun && !bomb
        })
    })
}

#[test]
fn rule_each_mini_is_placed_by_its_edge_near_a_teammate_and_out_of_enemy_range() {
    for seed in 0..40u64 {
        let army = PRESETS[(seed % 5) as usize];
        let g = set_up(new(seed, 2, army));
        assert_eq!(g.phase(), Phase::Play);
        for m in g.minis() {
            let at = m.at.unwrap();
            assert!(g.edge(m.seat).unwrap().holds(at), "in the band");
            let near = g.minis().iter().any(|t| {
                t.seat == m.seat && !core::ptr::eq(t, m) && within(t.at.unwrap(), at, TEAM_RADIUS)
            });
            assert!(near, "within 5 of a teammate");
        }
        assert!(out_of_range(&g), "seed {seed} ({army})\n{g}");
    }
    // A cell far from the placed hero is refused.
    let mut g = new(2, 2, "balanced");
    apply(&mut g, Action::Continue);
    apply(&mut g, Action::Edge(Edge::North));
    apply(&mut g, Action::Edge(Edge::South));
    let seat = g.seat_to_act().unwrap();
    let row = if g.edge(seat) == Some(Edge::North) {
        0
    } else {
        H as u8 - 1
    };
    apply(&mut g, Action::Place(Cell::new(5, row)));
    let far = Action::Place(Cell::new(20, row));
    assert!(g.clone().try_apply(far, &mut 0usize).is_err());
}

#[test]
fn ruling_with_three_or_four_players_armies_always_place() {
    for seed in 0..30u64 {
        for players in [3, 4] {
            let army = PRESETS[(seed % 5) as usize];
            let g = set_up(new(seed, players, army));
            assert_eq!(g.phase(), Phase::Play, "seed {seed}");
        }
    }
}

#[test]
fn ruling_generated_battlefields_are_mirrored_and_keep_the_bands_open() {
    for seed in 0..300u64 {
        let f = Field::generate(&mut Dice::new(seed));
        let mut obstacles = 0;
        for y in 0..H as u8 {
            for x in 0..W as u8 {
                let c = Cell::new(x, y);
                let mx = Cell::new(W as u8 - 1 - x, y);
                let my = Cell::new(x, H as u8 - 1 - y);
                assert_eq!(f.letter(c), f.letter(mx), "seed {seed} {c:?}");
                assert_eq!(f.letter(c), f.letter(my), "seed {seed} {c:?}");
                let band = x < BAND || y < BAND || x >= W as u8 - BAND || y >= H as u8 - BAND;
                if band {
                    assert_eq!(f.letter(c), '.', "seed {seed}: band cell {c:?}");
                }
                obstacles += u32::from(f.height(c) > 0);
            }
        }
        assert!(obstacles >= 16, "seed {seed}: a battlefield worth the name");
    }
}

#[test]
fn ruling_named_battlefields_are_mirrored_and_playable() {
    for (n, (name, _)) in NAMED.iter().enumerate() {
        let f = Field::named(n as u8);
        for y in 0..H as u8 {
            for x in 0..W as u8 {
                let c = Cell::new(x, y);
                assert_eq!(
                    f.letter(c),
                    f.letter(Cell::new(W as u8 - 1 - x, H as u8 - 1 - y)),
                    "{name}"
                );
            }
        }
        let mut config = Config::with(1, 2, "snipers");
        config.field = FieldChoice::Named(n as u8);
        let g = set_up(<Game as Rules>::new(config));
        assert!(out_of_range(&g), "{name}");
        assert_eq!(g.field(), &f);
    }
}

#[test]
fn rule_every_range_fits_on_the_battlefield() {
    // One unit is one cell; the sniper's 26 units fit across the battlefield.
    assert_eq!(super::super::CELLS_PER_UNIT, 1);
    const { assert!(W > 26 && H > 26) };
    assert_eq!(Weapon::Sniper.range(), (10, 26));
    assert!(Army::preset("snipers").is_some());
}

#[test]
fn ruling_deployment_bands_leave_the_corners_out() {
    // The band's rectangle is the rule: three cells deep, the corner squares
    // (three by three) belonging to no edge.
    let b = BAND;
    let (w, h) = (W as u8, H as u8);
    for e in [Edge::North, Edge::South, Edge::West, Edge::East] {
        let mut n = 0;
        for y in 0..h {
            for x in 0..w {
                let c = Cell::new(x, y);
                let want = match e {
                    Edge::North => y < b && x >= b && x < w - b,
                    Edge::South => y >= h - b && x >= b && x < w - b,
                    Edge::West => x < b && y >= b && y < h - b,
                    Edge::East => x >= w - b && y >= b && y < h - b,
                };
                assert_eq!(e.holds(c), want, "{e:?} {c:?}");
                n += usize::from(want);
            }
        }
        let across = if matches!(e, Edge::North | Edge::South) {
            w
        } else {
            h
        };
        assert_eq!(n, usize::from(b) * usize::from(across - 2 * b), "{e:?}");
    }
}

#[test]
fn api_save_packs_the_battlefield_in_runs() {
    use crate::contract::save::{decode, encode};
    let mut buf = [0u8; 1700];
    let mut sizes = std::vec::Vec::new();
    let named = (0..NAMED.len() as u8).map(FieldChoice::Named);
    for (k, choice) in named.chain([FieldChoice::Generated; 4]).enumerate() {
        let mut config = Config::with(k as u64 + 1, 2, "balanced");
        config.field = choice;
        let g = set_up(<Game as Rules>::new(config));
        let n = encode(&g, &mut buf).unwrap();
        let back: Game = decode(&buf[..n]).unwrap();
        assert_eq!(back, g);
        sizes.push(n);
    }
    // A few hundred bytes, where a byte a cell took 1,200 for the field alone.
    assert!(sizes.iter().all(|&n| n < 600), "{sizes:?}");
    // The worst battlefield (no two cells alike in a row) still fits.
    let mut rows = std::string::String::new();
    for y in 0..H {
        for x in 0..W {
            rows.push(if (x + y) % 2 == 0 { '1' } else { ':' });
        }
        rows.push('\n');
    }
    let g = super::pos(&rows, "A hp=6 none none\nF hp=6 none none");
    let n = encode(&g, &mut buf).unwrap();
    let back: Game = decode(&buf[..n]).unwrap();
    assert_eq!(back.field(), g.field());
}

/// Three players with North (seat 0) placed as drawn and West (seat 1)
/// placing its next mini: each mini's letter, cell and line (armour, weapon,
/// explosives).
fn west_placing(minis: &[(char, u8, u8, &str)]) -> Game {
    let mut rows = std::vec![std::vec![b'.'; W]; H];
    for &(l, x, y, _) in minis {
        rows[usize::from(y)][usize::from(x)] = l as u8;
    }
    let mut text =
        std::string::String::from("hero players=3 phase=place1 order=0,1,2 edges=n,w,s\n");
    for r in rows {
        text += core::str::from_utf8(&r).unwrap();
        text.push('\n');
    }
    for &(l, _, _, line) in minis {
        text += &std::format!("{l} {line}\n");
    }
    text.parse().unwrap_or_else(|e| panic!("{e:?}\n{text}"))
}

/// Whether West's next mini may stand at `x`, `y` (and, when not, that the
/// refusal says so and changes nothing).
fn may(g: &Game, x: u8, y: u8) -> bool {
    let a = Action::Place(Cell::new(x, y));
    // The reason the screen gives agrees with the rules.
    let why = g.misplaced(Cell::new(x, y));
    if g.clone().try_apply(a, &mut 0usize).is_ok() {
        assert_eq!(why, None, "{x},{y}");
        return true;
    }
    assert!(why.is_some(), "{x},{y} refused with no reason");
    assert_eq!(refuse(g, a), Illegal::BadPlacement);
    false
}

#[test]
fn rule_a_mini_is_placed_out_of_each_enemys_exact_firing_band() {
    // A sniper fires from 10 to 26 units: closer than 10 is out of its range.
    let g = west_placing(&[('A', 8, 0, "none sniper")]);
    assert!(may(&g, 1, 7), "98 = 7² + 7²: closer than 10");
    assert!(!may(&g, 2, 8), "100 = 6² + 8²: exactly 10");
    let g = west_placing(&[('A', 12, 0, "none sniper")]);
    assert!(!may(&g, 2, 24), "676 = 10² + 24²: exactly 26");
    assert!(may(&g, 2, 25), "725: past 26");
    let g = west_placing(&[('A', 3, 0, "none sniper")]);
    assert!(may(&g, 2, 26), "677 = 1² + 26²: just past 26");
    assert!(!may(&g, 2, 25), "626: within");
    // Explosives reach 1 to 10 units, whatever the weapon.
    let g = west_placing(&[('A', 8, 0, "none melee bombs=1")]);
    assert!(!may(&g, 2, 8), "100: the explosives' 10");
    assert!(may(&g, 1, 8), "113: past 10");
    let g = west_placing(&[('A', 8, 0, "none melee")]);
    assert!(may(&g, 2, 8), "a melee weapon reaches 1 only");
    // A mini with neither fires at nothing.
    let g = west_placing(&[('A', 3, 2, "none none")]);
    assert!(may(&g, 2, 3), "next to an unarmed enemy");
}

#[test]
fn rule_the_next_mini_stands_within_5_of_a_teammate_in_its_own_band() {
    let g = west_placing(&[('A', 30, 0, "none melee"), ('F', 1, 5, "none medium")]);
    assert!(may(&g, 1, 10), "25: exactly 5 units from F");
    assert!(may(&g, 0, 9), "17");
    assert!(!may(&g, 2, 10), "26: just over 5 units");
    assert!(!may(&g, 1, 5), "F's own cell");
    assert!(!may(&g, 3, 5), "next to F but out of the West band");
}

/// A refused placing has its reason (a child was refused with none): off
/// the side's zone, on a mini, too far from the team, in an enemy's range.
#[test]
fn a_refused_placing_says_why() {
    let g = west_placing(&[('A', 8, 0, "none sniper"), ('F', 1, 5, "none medium")]);
    let why = |x, y| g.misplaced(Cell::new(x, y));
    assert_eq!(why(3, 5), Some(Misplaced::OffZone));
    assert_eq!(why(1, 5), Some(Misplaced::Taken));
    assert_eq!(why(1, 20), Some(Misplaced::FarFromTeam));
    assert_eq!(why(2, 8), Some(Misplaced::InRange), "exactly 10 from A");
    assert_eq!(why(1, 7), None);
}

#[test]
fn ruling_where_no_cell_is_out_of_range_the_range_rule_alone_is_dropped() {
    // The heavy gun covers the West band's rows 3–17 and the sniper's band
    // rows 12–26: every cell is in range of one of them.
    let g = west_placing(&[
        ('A', 3, 2, "none heavy"),
        ('B', 4, 2, "none sniper"),
        ('F', 1, 5, "none medium"),
    ]);
    let mut cells = heapless::Vec::<Cell, 128>::new();
    g.placements(&mut cells);
    let near = |c: Cell| within(c, Cell::new(1, 5), TEAM_RADIUS) && c != Cell::new(1, 5);
    let want = (3..27u8)
        .flat_map(|y| (0..3u8).map(move |x| Cell::new(x, y)))
        .filter(|&c| near(c))
        .count();
    assert_eq!(cells.len(), want, "every band cell near F: {cells:?}");
    assert!(
        cells
            .iter()
            .all(|&c| near(c) && g.edge(1).unwrap().holds(c))
    );
    assert!(
        may(&g, 1, 10),
        "25: exactly 5 units from F, in the heavy gun's range"
    );
    assert!(!may(&g, 2, 10), "26: still too far from F");
    assert!(!may(&g, 1, 5), "still not on F");
    assert!(!may(&g, 3, 5), "still not out of the band");
}

#[test]
fn ruling_a_mini_is_placed_within_5_units_of_any_one_teammate() {
    // "Within 5 units from other team members" read as within 5 of at least
    // one teammate already placed, not of every one: an army may stretch
    // along its edge as a chain.
    let g = west_placing(&[
        ('A', 30, 0, "none melee"),
        ('F', 1, 5, "none medium"),
        ('G', 1, 20, "none medium"),
    ]);
    assert!(may(&g, 1, 10), "5 from F, 10 from G");
    assert!(may(&g, 1, 15), "10 from F, 5 from G");
    assert!(!may(&g, 1, 12), "7 from F and 8 from G: near neither");
}
