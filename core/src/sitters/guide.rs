//! SiTTeRS' guided first game ("Learn to play"): a whole game from a fixed
//! seed in which the child plays the goodies, the computer the baddies, and
//! every rule of a normal game comes up (the rules document's list, in
//! [`RULES`]). The steps are in [`GUIDE`]; `tests/guide.rs` checks them.

use super::{Action, Config, Event, Game, Pos, Side};
use crate::contract::guide::{Rule, Script, Step};

/// The rules a normal game meets, each with the event that shows it.
pub const RULES: [Rule<Event>; 10] = [
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
        name: "a goodie attacks",
        met: |e| {
            matches!(
                e,
                Event::Battle {
                    attacker: Side::Goodie,
                    ..
                }
            )
        },
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
        name: "a goodie's six brings one back",
        met: |e| {
            matches!(
                e,
                Event::Returned {
                    side: Side::Goodie,
                    ..
                }
            )
        },
    },
    Rule {
        name: "the end and the score",
        met: |e| matches!(e, Event::GameOver { .. }),
    },
];

/// The guided game's seed.
pub const SEED: u64 = 12309;

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

/// Seed 12309, found by `search_the_guided_game_s_seed` (the shortest won
/// game meeting every rule, the goodies at Normal and the baddies at Easy):
/// the child places, opens chests (one stops a move), sees a baddie win a
/// battle it starts, rolls a six on a chest and brings that goodie back,
/// brings one goodie to safety, attacks a baddie and wins, brings two more
/// to safety, and wins 5 (3 survivors and 21 gold) when the last goodie
/// falls.
const STEPS: [Step<Action>; 61] = [
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
    Step::computer(Action::Place(at(0, 5))),
    Step::computer(Action::Place(at(6, 3))),
    Step::computer(Action::Place(at(0, 3))),
    Step::computer(Action::Place(at(6, 6))),
    Step::child(Action::Roll, "Your turn: roll the die!"),
    Step::child(
        Action::Move {
            from: at(1, 0),
            to: at(0, 3),
        },
        "Walk onto a chest to open it!",
    ),
    Step::child(Action::Roll, "Goodies go twice, then the baddies."),
    Step::child(
        Action::Move {
            from: at(5, 0),
            to: at(6, 3),
        },
        "Another chest: open it.",
    ),
    Step::computer(Action::Roll),
    Step::computer(Action::Move {
        from: at(0, 8),
        to: at(0, 6),
    }),
    Step::child(Action::Roll, "Roll again."),
    Step::child(
        Action::Move {
            from: at(0, 3),
            to: at(0, 5),
        },
        "A chest stops your move: open it!",
    ),
    Step::child(Action::Roll, "Roll."),
    Step::child(
        Action::Move {
            from: at(6, 3),
            to: at(4, 3),
        },
        "Move this goodie up.",
    ),
    Step::computer(Action::Roll),
    Step::computer(Action::Move {
        from: at(6, 8),
        to: at(5, 7),
    }),
    Step::child(Action::Roll, "Roll."),
    Step::child(
        Action::Move {
            from: at(0, 5),
            to: at(2, 8),
        },
        "Your own chests have gold too.",
    ),
    Step::child(Action::Roll, "Roll."),
    Step::child(
        Action::Move {
            from: at(2, 8),
            to: at(2, 9),
        },
        "One step onto your other chest.",
    ),
    Step::computer(Action::Roll),
    Step::computer(Action::Move {
        from: at(1, 9),
        to: at(2, 9),
    }),
    Step::child(Action::Roll, "A baddie caught a goodie. Roll!"),
    Step::child(
        Action::Move {
            from: at(4, 3),
            to: at(4, 8),
        },
        "Open the chest by the safe zone.",
    ),
    Step::child(
        Action::Return { to: at(0, 0) },
        "A chest six! Bring a lost goodie back!",
    ),
    Step::child(Action::Roll, "Roll."),
    Step::child(
        Action::Move {
            from: at(4, 8),
            to: at(3, 10),
        },
        "Into the safe zone: this goodie is safe!",
    ),
    Step::computer(Action::Roll),
    Step::computer(Action::Move {
        from: at(0, 9),
        to: at(3, 9),
    }),
    Step::child(Action::Roll, "Roll."),
    Step::child(
        Action::Move {
            from: at(0, 0),
            to: at(1, 1),
        },
        "Your goodie is back: walk it out.",
    ),
    Step::child(Action::Roll, "Roll again."),
    Step::child(
        Action::Move {
            from: at(1, 1),
            to: at(3, 2),
        },
        "Keep walking.",
    ),
    Step::computer(Action::Roll),
    Step::computer(Action::Move {
        from: at(6, 9),
        to: at(5, 8),
    }),
    Step::child(Action::Roll, "Roll."),
    Step::child(
        Action::Move {
            from: at(2, 0),
            to: at(2, 3),
        },
        "Now this goodie sets off.",
    ),
    Step::child(Action::Roll, "Roll."),
    Step::child(
        Action::Move {
            from: at(4, 0),
            to: at(2, 1),
        },
        "The last one at the start: go!",
    ),
    Step::computer(Action::Roll),
    Step::computer(Action::Move {
        from: at(0, 6),
        to: at(0, 4),
    }),
    Step::child(Action::Roll, "Roll."),
    Step::child(
        Action::Move {
            from: at(2, 3),
            to: at(2, 9),
        },
        "A six! Walk into the baddie: fight!",
    ),
    Step::child(Action::Roll, "You won the battle! Roll."),
    Step::child(
        Action::Move {
            from: at(2, 9),
            to: at(2, 10),
        },
        "One step into the safe zone!",
    ),
    Step::computer(Action::Roll),
    Step::computer(Action::Move {
        from: at(5, 7),
        to: at(6, 9),
    }),
    Step::child(Action::Roll, "Roll."),
    Step::child(
        Action::Move {
            from: at(2, 1),
            to: at(2, 7),
        },
        "A six is a big move!",
    ),
    Step::child(Action::Roll, "Roll."),
    Step::child(
        Action::Move {
            from: at(2, 7),
            to: at(2, 10),
        },
        "Into the safe zone: that makes three!",
    ),
    Step::computer(Action::Roll),
    Step::computer(Action::Move {
        from: at(0, 4),
        to: at(3, 2),
    }),
];
