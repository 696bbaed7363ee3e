//! The text notation: round trips, rejects, and golden destination tables.

extern crate std;

use std::string::ToString;

use super::super::ai::{AiRng, Level, choose};
use super::super::{Game, Phase};
use super::{apply, game, golden, marked, p};

const EMPTY_MOVE: &str = "move goodie 2 | round 1 turn 0 | gold 0 | safe 0 | lost 0 0
    G..CCCCCBB
    G..CCCCCCB
    G..CCCCCCCS
    g..........S";

#[test]
fn notation_round_trips_through_a_whole_game() {
    let mut g = Game::new(4);
    let mut rng = AiRng::new(4);
    loop {
        let text = g.to_string();
        let back: Game = text.parse().expect("own text parses");
        assert_eq!(back.to_string(), text);
        assert_eq!(back.phase(), g.phase());
        assert_eq!(
            (back.gold(), back.survivors(), back.round()),
            (g.gold(), g.survivors(), g.round())
        );
        let Some(a) = choose(&g, Level::Easy, &mut rng) else {
            break;
        };
        apply(&mut g, a);
    }
    assert_eq!(g.phase(), Phase::Over);
}

#[test]
fn notation_new_game_text() {
    assert_eq!(
        Game::new(1).to_string(),
        "place-goodie | round 1 turn 0 | gold 0 | safe 0 | lost 0 0\n\
         G..CCCCCBB\nG..CCCCCCB\nG..CCCCCCCS\n..........S\nG..CCCCCCCS\nG..CCCCCCB\nG..CCCCCBB"
    );
}

#[test]
fn notation_rejects_bad_text() {
    let bad = [
        "",
        EMPTY_MOVE, // too few rows
        "dance | round 1 turn 0\nG..CCCCCBB\nG..CCCCCCB\nG..CCCCCCCS\n..........S\nG..CCCCCCCS\nG..CCCCCCB\nG..CCCCCBB",
        "move goodie 7 | round 1 turn 0\nG..CCCCCBB\nG..CCCCCCB\nG..CCCCCCCS\n..........S\nG..CCCCCCCS\nG..CCCCCCB\nG..CCCCCBB",
        "roll goodie | round 1 turn 3\nG..CCCCCBB\nG..CCCCCCB\nG..CCCCCCCS\n..........S\nG..CCCCCCCS\nG..CCCCCCB\nG..CCCCCBB",
        // a chest on a plain space
        "roll goodie | round 1 turn 0\nGc.CCCCCBB\nG..CCCCCCB\nG..CCCCCCCS\n..........S\nG..CCCCCCCS\nG..CCCCCCB\nG..CCCCCBB",
        // a goodie in the safe zone
        "roll goodie | round 1 turn 0\nG..CCCCCBB\nG..CCCCCCB\nG..CCCCCCCg\n..........S\nG..CCCCCCCS\nG..CCCCCCB\nG..CCCCCBB",
        // row too long
        "roll goodie | round 1 turn 0\nG..CCCCCBBS\nG..CCCCCCB\nG..CCCCCCCS\n..........S\nG..CCCCCCCS\nG..CCCCCCB\nG..CCCCCBB",
        // five goodies
        "roll goodie | round 1 turn 0\ng..CCCCCBB\ng..CCCCCCB\ng..CCCCCCCS\n..........S\ng..CCCCCCCS\ng..CCCCCCB\nG..CCCCCBB",
    ];
    for text in bad {
        assert!(text.parse::<Game>().is_err(), "accepted:\n{text}");
    }
}

#[test]
fn golden_open_board_roll_2() {
    let g = game(
        "move goodie 2 | round 1 turn 0 | gold 0 | safe 0 | lost 0 0
         G..CCCCCBB
         G..CCCCCCB
         G..CCCCCCCS
         g.........S
         G..CCCCCCCS
         G..CCCCCCB
         G..CCCCCBB",
    );
    assert_eq!(
        marked(&g, p(3, 0)),
        golden(
            "G..CCCCCBB
             *..CCCCCCB
             G*.CCCCCCCS
             g.*.......S
             G*.CCCCCCCS
             *..CCCCCCB
             G..CCCCCBB"
        )
    );
}

#[test]
fn golden_goodie_stops_at_chest_baddie_and_safe_zone() {
    let g = game(
        "move goodie 4 | round 3 turn 1 | gold 0 | safe 0 | lost 0 0
         G..CCCCCBB
         G..CCCCCCB
         G..CCCCCcCS
         ........g.S
         G..CCCCCbCS
         G..CCCCCCB
         G..CCCCCBB",
    );
    assert_eq!(
        marked(&g, p(3, 8)),
        golden(
            "G..CCCC*B*
             G..CCC*C*B
             G..CC*C**C*
             ....*.*.g.*
             G..CC*C**C*
             G..CCC*C*B
             G..CCCC*B*"
        )
    );
}

#[test]
fn golden_baddie_walls_of_chests_and_friends() {
    let g = game(
        "move baddie 3 | round 2 turn 2 | gold 0 | safe 0 | lost 0 0
         G..CCCCCbb
         G..CCCCcbB
         G..CCCCCcCS
         g.........S
         G..CCCCCCCS
         G..CCCCCCB
         G..CCCCCBB",
    );
    assert_eq!(
        marked(&g, p(1, 8)),
        golden(
            "G..CCCCCbb
             G..CCCCcbB
             G..CCCCCcCS
             g........*S
             G..CCCCCCCS
             G..CCCCCCB
             G..CCCCCBB"
        )
    );
}
