//! SiTTeRS' guided first game ("Learn to play"): a whole game from a fixed
//! seed in which the child plays the goodies, the computer the baddies, and
//! every rule of a normal game comes up (the rules document's list, in
//! [`RULES`]). The steps are in [`GUIDE`]; `tests/guide.rs` checks them.

use super::{Action, Config, Event, Game, Pos};
use crate::contract::guide::{Rule, Script, Step};

/// The rules a normal game meets, each with the event that shows it.
pub const RULES: [Rule<Event>; 8] = [
    Rule {
        name: "setup",
        met: |e| matches!(e, Event::Placed { .. }),
    },
    Rule {
        name: "the die",
        met: |e| matches!(e, Event::Rolled { .. }),
    },
    Rule {
        name: "moving",
        met: |e| matches!(e, Event::Moved { .. }),
    },
    Rule {
        name: "looting",
        met: |e| matches!(e, Event::Looted { .. }),
    },
    Rule {
        name: "battle",
        met: |e| matches!(e, Event::Battle { .. }),
    },
    Rule {
        name: "the safe zone",
        met: |e| matches!(e, Event::ReachedSafety { .. }),
    },
    Rule {
        name: "sixes bring friends back",
        met: |e| matches!(e, Event::Returned { .. }),
    },
    Rule {
        name: "the end and the score",
        met: |e| matches!(e, Event::GameOver { .. }),
    },
];

/// The guided game's seed.
pub const SEED: u64 = 906;

fn config() -> Config {
    Config { seed: SEED }
}

const fn at(row: u8, col: u8) -> Pos {
    Pos::new(row, col)
}

/// The guided game.
pub const GUIDE: Script<Game> = Script {
    config,
    child: 0,
    steps: &STEPS,
    rules: &RULES,
};

/// Seed 906, found by `search_the_guided_game_s_seed` (the shortest won
/// game meeting every rule, the goodies at Normal and the baddies at Easy):
/// the child places, loots seven chests, wins a battle the baddies start,
/// brings three goodies to safety, sees a baddie's six bring one back, and
/// wins 6 (3 survivors and 26 gold) when the last goodie falls.
const STEPS: [Step<Action>; 48] = [
    Step::child(
        Action::Place(at(2, 0)),
        "Put your goodies on the green squares.",
    ),
    Step::child(Action::Place(at(4, 0)), "Another goodie: here."),
    Step::child(Action::Place(at(1, 0)), "And one more here."),
    Step::child(Action::Place(at(5, 0)), "The last goodie goes here."),
    Step::child(
        Action::Place(at(2, 9)),
        "Now hide your chests: gold to find!",
    ),
    Step::child(Action::Place(at(4, 9)), "Another chest here."),
    Step::child(Action::Place(at(2, 8)), "And one here."),
    Step::child(Action::Place(at(4, 8)), "The last chest goes here."),
    Step::computer(Action::Place(at(6, 6))),
    Step::computer(Action::Place(at(5, 3))),
    Step::computer(Action::Place(at(4, 3))),
    Step::computer(Action::Place(at(2, 5))),
    Step::child(Action::Roll, "Your turn: roll the die!"),
    Step::child(
        Action::Move {
            from: at(4, 0),
            to: at(4, 3),
        },
        "Walk onto a chest to open it!",
    ),
    Step::child(Action::Roll, "Goodies go twice, then the baddies."),
    Step::child(
        Action::Move {
            from: at(5, 0),
            to: at(5, 3),
        },
        "Another chest: open it.",
    ),
    Step::computer(Action::Roll),
    Step::computer(Action::Move {
        from: at(1, 9),
        to: at(0, 7),
    }),
    Step::child(Action::Roll, "Roll again."),
    Step::child(
        Action::Move {
            from: at(1, 0),
            to: at(2, 5),
        },
        "A chest stops your move: open it!",
    ),
    Step::child(Action::Roll, "Roll."),
    Step::child(
        Action::Move {
            from: at(2, 5),
            to: at(2, 8),
        },
        "Your own chests have gold too.",
    ),
    Step::computer(Action::Roll),
    Step::computer(Action::Move {
        from: at(0, 7),
        to: at(2, 8),
    }),
    Step::child(Action::Roll, "You won the battle! Roll."),
    Step::child(
        Action::Move {
            from: at(2, 8),
            to: at(2, 9),
        },
        "One more chest on the way.",
    ),
    Step::child(Action::Roll, "Roll."),
    Step::child(
        Action::Move {
            from: at(2, 9),
            to: at(2, 10),
        },
        "Into the safe zone: this goodie is safe!",
    ),
    Step::computer(Action::Roll),
    Step::computer(Action::Move {
        from: at(5, 9),
        to: at(5, 4),
    }),
    Step::child(Action::Roll, "Roll."),
    Step::child(
        Action::Move {
            from: at(4, 3),
            to: at(4, 8),
        },
        "Open the chest by the safe zone.",
    ),
    Step::child(Action::Roll, "Roll the die."),
    Step::child(
        Action::Move {
            from: at(4, 8),
            to: at(2, 10),
        },
        "A six! Run for the safe zone.",
    ),
    Step::computer(Action::Roll),
    Step::computer(Action::Return { to: at(1, 9) }),
    Step::child(Action::Roll, "A baddie six brought one back. Roll."),
    Step::child(
        Action::Move {
            from: at(5, 3),
            to: at(6, 6),
        },
        "Their chests have gold too.",
    ),
    Step::child(Action::Roll, "Roll."),
    Step::child(
        Action::Move {
            from: at(6, 6),
            to: at(4, 9),
        },
        "The last chest!",
    ),
    Step::computer(Action::Roll),
    Step::computer(Action::Move {
        from: at(5, 4),
        to: at(5, 0),
    }),
    Step::child(Action::Roll, "Roll."),
    Step::child(
        Action::Move {
            from: at(4, 9),
            to: at(4, 10),
        },
        "Safe! That makes three.",
    ),
    Step::child(Action::Roll, "Roll."),
    Step::child(
        Action::Move {
            from: at(2, 0),
            to: at(2, 3),
        },
        "The last goodie sets off.",
    ),
    Step::computer(Action::Roll),
    Step::computer(Action::Move {
        from: at(5, 0),
        to: at(2, 3),
    }),
];
