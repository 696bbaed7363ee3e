//! Cover from sight lines, as drawn cases, and what each cover does to an
//! attack.

use super::super::sight::{SIGHT_LINES, cover, glance, visible};
use super::super::{Action, Cover, Event, Illegal};
use super::{apply, c, pos, refuse};

/// A crate in front of F, seen by A from eight cells away.
const CRATE: &str = ".....A\n\n\n\n\n\n\n.....1\n.....F";
/// A wall in front of F.
const WALL: &str = ".....A\n\n\n\n\n\n\n.....2\n.....F";
/// A wall in front of F, seen by A from an angle past its end.
const PEEK: &str = "A\n\n\n\n\n\n\n.....2\n.....F";

#[test]
fn ruling_cover_sampling_ten_sight_lines_drawn_cases() {
    assert_eq!(SIGHT_LINES, 10);
    let open = pos(".....A\n\n\n\n\n\n\n\n.....F", "");
    assert_eq!(
        visible(open.field(), c(5, 0), c(5, 8)),
        10,
        "nothing between"
    );
    assert_eq!(cover(open.field(), c(5, 0), c(5, 8)), Cover::Clear);
    // A crate (height 1) hides the lower half: the five low lines.
    let g = pos(CRATE, "");
    assert_eq!(visible(g.field(), c(5, 0), c(5, 8)), 5);
    assert_eq!(cover(g.field(), c(5, 0), c(5, 8)), Cover::Covered);
    // A wall (height 2) hides all of a mini (two levels tall) behind it.
    let g = pos(WALL, "");
    assert_eq!(visible(g.field(), c(5, 0), c(5, 8)), 0);
    assert_eq!(cover(g.field(), c(5, 0), c(5, 8)), Cover::Hidden);
    // Past the wall's end at an angle: four lines of ten.
    let g = pos(PEEK, "");
    assert_eq!(visible(g.field(), c(0, 0), c(5, 8)), 4);
    assert_eq!(cover(g.field(), c(0, 0), c(5, 8)), Cover::Concealed);
    // Two of ten is hidden, six of ten covered.
    let g = pos("\n\n\n\n\n\n\n....2\n.....F", "");
    assert_eq!(visible(g.field(), c(2, 0), c(5, 8)), 4);
    assert_eq!(visible(g.field(), c(3, 0), c(5, 8)), 6);
    assert_eq!(cover(g.field(), c(3, 0), c(5, 8)), Cover::Covered);
    let g = pos(WALL, "");
    assert_eq!(visible(g.field(), c(2, 0), c(5, 8)), 2);
    assert_eq!(cover(g.field(), c(2, 0), c(5, 8)), Cover::Hidden);
}

/// The computer's glance when it plans (two sight lines, not the rule's
/// ten) on the drawn cases: it agrees with the rule's class behind a crate,
/// a wall and in the open, and on a peek past a wall's end it sees the
/// centre blocked where four of the ten lines are clear.
#[test]
fn api_ai_glance_drawn_cases() {
    let open = pos(".....A\n\n\n\n\n\n\n\n.....F", "");
    assert_eq!(glance(open.field(), c(5, 0), c(5, 8)), Cover::Clear);
    assert_eq!(glance(open.field(), c(5, 8), c(5, 8)), Cover::Clear);
    let g = pos(CRATE, "");
    assert_eq!(glance(g.field(), c(5, 0), c(5, 8)), Cover::Covered);
    let g = pos(WALL, "");
    assert_eq!(glance(g.field(), c(5, 0), c(5, 8)), Cover::Hidden);
    let g = pos(PEEK, "");
    assert_eq!(glance(g.field(), c(0, 0), c(5, 8)), Cover::Hidden);
}

#[test]
fn ruling_cover_thresholds_are_half_and_thirty_percent_of_the_lines() {
    let want = [
        Cover::Hidden,
        Cover::Hidden,
        Cover::Hidden,
        Cover::Concealed,
        Cover::Concealed,
        Cover::Covered,
        Cover::Covered,
        Cover::Covered,
        Cover::Covered,
        Cover::Covered,
        Cover::Clear,
    ];
    for (n, w) in want.iter().enumerate() {
        assert_eq!(Cover::of_visible(n as u8), *w, "{n} of 10 seen");
    }
}

#[test]
fn ruling_standing_on_a_building_sees_over_a_wall_near_the_shooter() {
    let g = pos(
        ".....A\n\n.....2\n\n\n\n\n\n\n\n.....F",
        "A hp=6 none heavy on=3",
    );
    assert_eq!(cover(g.field(), c(5, 0), c(5, 10)), Cover::Clear);
    let g = pos(
        ".....A\n\n.....2\n\n\n\n\n\n\n\n.....F",
        "A hp=6 none heavy",
    );
    assert_eq!(
        cover(g.field(), c(5, 0), c(5, 10)),
        Cover::Hidden,
        "from the ground"
    );
}

#[test]
fn ruling_minis_do_not_block_sight() {
    let g = pos(".....A\n\n\n\n.....B\n\n\n\n.....F", "");
    assert_eq!(cover(g.field(), c(5, 0), c(5, 8)), Cover::Clear);
}

#[test]
fn rule_covered_adds_two_to_the_defence_roll() {
    let minis = "A hp=6 none medium\nF hp=6 none medium";
    let mut g = pos(CRATE, minis);
    // 4+4 = 8 against 6 + 2: a tie, a miss.
    g.script_dice(&[4, 4, 6]).unwrap();
    let ev = apply(&mut g, Action::Attack { mini: 0, target: 5 });
    assert!(
        matches!(
            ev[0],
            Event::Shot {
                cover: Cover::Covered,
                hit: false,
                ..
            }
        ),
        "{ev:?}"
    );
    let mut g = pos(CRATE, minis);
    g.script_dice(&[4, 5, 6, 3]).unwrap();
    let ev = apply(&mut g, Action::Attack { mini: 0, target: 5 });
    assert!(matches!(ev[0], Event::Shot { hit: true, .. }), "{ev:?}");
}

#[test]
fn rule_a_concealed_target_is_hit_only_by_a_critical() {
    let minis = "A hp=6 none heavy\nF hp=6 none medium";
    let mut g = pos(PEEK, minis);
    g.script_dice(&[6, 5, 1]).unwrap();
    let ev = apply(&mut g, Action::Attack { mini: 0, target: 5 });
    assert!(
        matches!(
            ev[0],
            Event::Shot {
                cover: Cover::Concealed,
                hit: false,
                ..
            }
        ),
        "11 against 1 still misses: {ev:?}"
    );
    let mut g = pos(PEEK, minis);
    g.script_dice(&[6, 6, 1]).unwrap();
    let ev = apply(&mut g, Action::Attack { mini: 0, target: 5 });
    assert!(
        matches!(
            ev[0],
            Event::Shot {
                crit: true,
                hit: true,
                ..
            }
        ),
        "{ev:?}"
    );
}

#[test]
fn rule_a_hidden_target_cannot_be_attacked() {
    let g = pos(WALL, "A hp=6 none medium bombs=1\nF hp=6 none medium");
    assert_eq!(
        refuse(&g, Action::Attack { mini: 0, target: 5 }),
        Illegal::Hidden
    );
    assert!(
        g.check_throw(0, 5).is_ok(),
        "explosives may target hidden minis"
    );
}
