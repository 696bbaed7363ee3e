//! The log lines the cartridge writes and the end-to-end tests read: every
//! record's words, drawn.

use super::super::{Action, Event};
use super::{apply, c, pos};
use crate::contract::Typed;

extern crate std;
use std::string::String;
use std::vec::Vec;

fn lines(actions: &[Action], events: &[Event]) -> Vec<String> {
    let a = actions.iter().map(|a| std::format!("{}", Typed(a)));
    a.chain(events.iter().map(|e| std::format!("{}", Typed(e))))
        .collect()
}

/// What the log says of this short fight, as it has always said it.
const FIGHT: &str = concat!(
    "attack mini=0 target=6\n",
    "shot mini=0 target=6 attack=5/4 defence=2/1 cover=covered crit=false hit=true\n",
    "hurt mini=6 faces=3 absorbed=1 lost=2 hp=1\n",
    "move mini=0 to=0,1\n",
    "moved mini=0 path=1,0/0,1 cost=3 left=13\n",
    "heal mini=2 target=1\n",
    "healed mini=2 target=1 face=5 gained=4 hp=4\n",
    "end-turn\n",
    "turn-started seat=1 round=2\n",
    "throw mini=6 target=1\n",
    "thrown mini=6 target=1 attack=1 defence=6 crit=false hit=false\n",
    "bounced face=3 towards=east units=2 at=3,1\n",
    "blast at=3,1 face=2 damage=2 crit=false\n",
    "hurt mini=0 faces=- absorbed=0 lost=2 hp=4\n",
    "hurt mini=1 faces=- absorbed=0 lost=2 hp=2\n",
    "hurt mini=2 faces=- absorbed=0 lost=2 hp=4\n",
    "hurt mini=6 faces=- absorbed=1 lost=1 hp=0\n",
    "knocked-out mini=6",
);

#[test]
fn api_log_lines_name_each_record_and_its_fields() {
    // A shoots G behind a low wall and steps aside; C heals B.
    let mut g = pos(
        ".A.\n.BC\n\n\n.1.\n.G.\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n..........F",
        "A hp=6 none medium\nB hp=0 none none\nC hp=6 none none medkits=1\nG hp=3 light medium bombs=1",
    );
    let mut out = Vec::new();
    let plays = [
        (Action::Attack { mini: 0, target: 6 }, &[5, 4, 2, 1, 3][..]),
        (
            Action::Move {
                mini: 0,
                to: c(0, 1),
            },
            &[][..],
        ),
        (Action::Heal { mini: 2, target: 1 }, &[5][..]),
        (Action::EndTurn, &[][..]),
        // G throws at B and misses: the 3 faces east, half the distance.
        (Action::Throw { mini: 6, target: 1 }, &[1, 6, 3, 2][..]),
    ];
    for (a, dice) in plays {
        g.script_dice(dice).unwrap();
        let ev = apply(&mut g, a);
        out.extend(lines(&[a], &ev));
    }
    let text = out.join("\n");
    assert_eq!(text, FIGHT, "now:\n{text}");
}

/// What the log says of a game's start, as it has always said it.
const START: &str = concat!(
    "continue\n",
    "rolled-first faces=1/1/0/0 first=0\n",
    "rolled-first faces=6/3/0/0 first=0\n",
    "edge edge=north\n",
    "edge-taken seat=0 edge=north\n",
    "edge edge=south\n",
    "edge-taken seat=1 edge=south\n",
    "place at=3,0\n",
    "placed mini=0 at=3,0",
);

#[test]
fn api_log_lines_of_the_roll_the_edges_and_a_placement() {
    use crate::contract::Rules;
    let mut g = <super::super::Game as Rules>::new(super::super::Config::with(4, 2, "balanced"));
    let mut out = Vec::new();
    for a in [
        Action::Continue,
        Action::Edge(super::super::Edge::North),
        Action::Edge(super::super::Edge::South),
    ] {
        let ev = apply(&mut g, a);
        out.extend(lines(&[a], &ev));
    }
    let a = g.first_placement().unwrap();
    let ev = apply(&mut g, a);
    out.extend(lines(&[a], &ev));
    let text = out.join("\n");
    assert_eq!(text, START, "now:\n{text}");
}

#[test]
fn api_log_lines_list_only_the_dice_rolled() {
    // A sniper (one attack die, two damage dice) at an unarmoured mini (one
    // defence die): the unused places of each roll are left out.
    let mut g = pos(
        ".A\n\n\n\n\n\n\n\n\n\n\n\n.G\n\n\n\n\n\n\n\n..........F",
        "A hp=6 none sniper\nG hp=6 none medium",
    );
    g.script_dice(&[5, 2, 4, 3]).unwrap();
    let a = Action::Attack { mini: 0, target: 6 };
    let ev = apply(&mut g, a);
    assert_eq!(
        lines(&[a], &ev).join("\n"),
        concat!(
            "attack mini=0 target=6\n",
            "shot mini=0 target=6 attack=5 defence=2 cover=clear crit=false hit=true\n",
            "hurt mini=6 faces=4/3 absorbed=0 lost=7 hp=-1\n",
            "knocked-out mini=6",
        )
    );
}
