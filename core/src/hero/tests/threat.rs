//! What the screens show before a choice: which enemies could hit a cell
//! (with the cover from each) and where a missed explosive could land. Each
//! answer is checked against what the rules then do.

use super::super::{Action, Cover, Event};
use super::{apply, c, pos};

extern crate std;

/// A wall (height 2) just in front of blue's F; a crate (height 1) in the
/// way of blue's G near the top.
const FIELD: &str = "\
.A.......\n\
.....1...\n\
\n\
\n\
\n\
\n\
.2.......\n\
.F...G...";

#[test]
fn api_threat_is_the_cover_the_rules_would_give_and_none_when_hidden() {
    let g = pos(FIELD, "F hp=6 none medium\nG hp=6 none medium");
    // From F (behind the wall) and G (behind a crate) at a cell near A.
    assert_eq!(g.threat(5, 0, c(1, 0)), None, "hidden behind the wall");
    assert_eq!(g.threat(6, 0, c(5, 0)), Some(Cover::Covered));
    assert_eq!(g.threat(6, 0, c(5, 4)), Some(Cover::Clear));
    // The rules agree: G may fire at a red mini where threat says it can.
    let g = pos(
        ".....B...\n.....1...\n\n\n\n\n.2.......\n.F...G...",
        "F hp=6 none medium\nG hp=6 none medium",
    );
    let h: super::super::Game = std::format!("{g}")
        .replace("turn=0", "turn=1")
        .parse()
        .unwrap();
    assert_eq!(h.check_attack(6, 1), Ok(Cover::Covered));
    assert_eq!(h.threat(6, 0, c(5, 0)), Some(Cover::Covered));
}

#[test]
fn api_threat_leaves_out_friends_the_unarmed_the_fallen_and_the_out_of_range() {
    let g = pos(
        ".A.......\n.........\n.F.G.H...",
        "F hp=6 none none\nG hp=0 none medium\nH hp=6 none melee",
    );
    assert_eq!(g.threat(0, 0, c(1, 1)), None, "a friend");
    assert_eq!(g.threat(5, 0, c(1, 1)), None, "no weapon");
    assert_eq!(g.threat(6, 0, c(1, 1)), None, "unconscious");
    assert!(!g.reaches(6, c(1, 1)));
    assert_eq!(g.threat(7, 0, c(5, 1)), Some(Cover::Clear), "next to it");
    assert_eq!(g.threat(7, 0, c(1, 1)), None, "a sword reaches 1");
    assert!(
        g.reaches(7, c(4, 2)) && !g.reaches(7, c(4, 1)),
        "a disc of 1"
    );
}

#[test]
fn api_landings_are_where_a_missed_explosive_goes_for_each_direction_face() {
    let g = pos("\n.A\n\n\n\n\n\n\n\n.F.......G", "A hp=6 none none bombs=1");
    let l = g.landings(0, 5).expect("both on the field");
    // Thrown 8 units: a bounce is 4 cells; the first is the aim itself.
    assert_eq!(l, [c(1, 9), c(1, 5), c(5, 9), c(0, 9), c(1, 13)]);
    // And the rules' own bounce lands on the predicted cell (face 3: right).
    for (face, want) in [(1u8, l[0]), (2, l[1]), (3, l[2]), (4, l[3]), (5, l[4])] {
        let mut h = g.clone();
        h.script_dice(&[1, 6, face, 2]).unwrap();
        let ev = apply(&mut h, Action::Throw { mini: 0, target: 5 });
        let at = ev.iter().find_map(|e| match e {
            Event::Bounced { at, .. } => Some(*at),
            _ => None,
        });
        assert_eq!(at, Some(want), "face {face}");
    }
}
