//! Tabletop Hero's guided first game ("Learn to play"): a whole game from a
//! fixed seed in which the child plays seat 0, the computer seat 1, both
//! with the "balanced" army on the seed's battlefield, and every rule of a
//! normal game comes up (the rules document's list, in [`RULES`]). The
//! steps are in [`GUIDE`]; `tests/guide.rs` checks them.

use super::{Action, Bounce, Cell, Config, Cover, Edge, Event, FieldChoice, Game, House, Outcome};
use crate::contract::guide::{Rule, Script, Step};

/// The child's seat: its minis are 0 to 4 (the hero first).
const CHILD: u8 = 0;

/// The child's light-weapon mini in the "balanced" army.
const LIGHT: u8 = 4;

/// True for a mini of the child's.
const fn childs(mini: u8) -> bool {
    mini < 5
}

/// A path's cost on flat, open ground, in half units (2 a side step, 3 a
/// diagonal one): a move that cost more climbed, went down or crossed rough
/// ground.
fn flat_cost(path: &[Cell]) -> u8 {
    path.windows(2)
        .map(|w| {
            if w[0].x != w[1].x && w[0].y != w[1].y {
                3
            } else {
                2
            }
        })
        .sum()
}

/// The rules a normal game meets, each with the event that shows it.
pub const RULES: [Rule<Event>; 12] = [
    Rule {
        name: "the roll for who places first",
        met: |e| matches!(e, Event::RolledFirst { .. }),
    },
    Rule {
        name: "placing minis",
        met: |e| matches!(e, Event::Placed { mini, .. } if childs(*mini)),
    },
    Rule {
        name: "moving",
        met: |e| matches!(e, Event::Moved { mini, .. } if childs(*mini)),
    },
    Rule {
        name: "climbing and rough ground cost double",
        met: |e| matches!(e, Event::Moved { path, cost, .. } if *cost > flat_cost(path)),
    },
    Rule {
        name: "the forecast and a shot's dice",
        met: |e| matches!(e, Event::Shot { mini, .. } if childs(*mini)),
    },
    Rule {
        name: "armour absorbs damage",
        met: |e| matches!(e, Event::Hurt { absorbed: 1.., .. }),
    },
    Rule {
        name: "cover",
        met: |e| {
            matches!(
                e,
                Event::Shot {
                    cover: Cover::Covered | Cover::Concealed,
                    ..
                }
            )
        },
    },
    Rule {
        name: "the light weapon's two shots",
        // A first shot that misses: the second is surely fired.
        met: |e| {
            matches!(
                e,
                Event::Shot {
                    mini: LIGHT,
                    hit: false,
                    ..
                }
            )
        },
    },
    Rule {
        name: "throwing an explosive: its blast",
        met: |e| matches!(e, Event::Blast { .. }),
    },
    Rule {
        name: "a missed explosive bounces",
        met: |e| {
            matches!(
                e,
                Event::Bounced {
                    bounce: Bounce::Towards(_),
                    ..
                }
            )
        },
    },
    Rule {
        name: "knocked out",
        met: |e| matches!(e, Event::KnockedOut { .. }),
    },
    Rule {
        name: "winning",
        met: |e| {
            matches!(
                e,
                Event::GameOver {
                    outcome: Outcome::Won(CHILD)
                }
            )
        },
    },
];

/// The guided game's seed.
pub const SEED: u64 = 216;

/// The guided game's configuration for `seed`: two players, both with the
/// "balanced" army, on the seed's generated battlefield, the paper's rules.
pub fn config_of(seed: u64) -> Config {
    Config {
        field: FieldChoice::Generated,
        house: House::default(),
        ..Config::two(seed)
    }
}

/// The guided game's configuration.
pub fn config() -> Config {
    config_of(SEED)
}

/// The guided game.
pub const GUIDE: Script<Game> = Script {
    config,
    child: CHILD,
    steps: &STEPS,
    rules: &RULES,
};

/// Seed 216, found by `search_the_guided_game_s_seed` (the shortest game
/// the child wins meeting every rule, the child at Normal and the computer
/// at Easy: 19 choices of the child's in two rounds). The child places
/// first and takes the north edge; the computer walks up (climbing onto a
/// crate), its shots at the child's minis in cover all miss; the child
/// walks two minis within a throw, the first explosive misses and bounces
/// (a blast that hurts through armour), the second is a critical that
/// knocks out their hero, and the light weapon's second shot finishes it
/// (its sentence says the hero is knocked out: it follows the knock-out's words).
const STEPS: [Step<Action>; 41] = [
    Step::computer(Action::Continue),
    Step::child(Action::Edge(Edge::North), "Pick your edge: the top one."),
    Step::computer(Action::Edge(Edge::South)),
    Step::child(
        Action::Place(Cell::new(20, 2)),
        "Place your hero first, by your edge.",
    ),
    Step::child(
        Action::Place(Cell::new(19, 2)),
        "Each mini stands near a friend.",
    ),
    Step::child(
        Action::Place(Cell::new(21, 2)),
        "Next mini: beside your team.",
    ),
    Step::child(Action::Place(Cell::new(18, 2)), "Keep them close together."),
    Step::child(
        Action::Place(Cell::new(22, 2)),
        "Last one! Then the battle starts.",
    ),
    Step::computer(Action::Place(Cell::new(24, 29))),
    Step::computer(Action::Place(Cell::new(20, 28))),
    Step::computer(Action::Place(Cell::new(18, 29))),
    Step::computer(Action::Place(Cell::new(15, 29))),
    Step::computer(Action::Place(Cell::new(26, 28))),
    Step::computer(Action::Move {
        mini: 9,
        to: Cell::new(25, 14),
    }),
    Step::computer(Action::Move {
        mini: 8,
        to: Cell::new(15, 17),
    }),
    Step::computer(Action::Move {
        mini: 6,
        to: Cell::new(20, 17),
    }),
    Step::computer(Action::Move {
        mini: 7,
        to: Cell::new(19, 18),
    }),
    Step::computer(Action::Move {
        mini: 5,
        to: Cell::new(24, 21),
    }),
    Step::computer(Action::EndTurn),
    Step::child(
        Action::Move {
            mini: 1,
            to: Cell::new(19, 10),
        },
        "Pick a mini, then walk it forward.",
    ),
    Step::child(
        Action::Move {
            mini: 4,
            to: Cell::new(22, 7),
        },
        "Round one: nobody shoots. Just move!",
    ),
    Step::child(
        Action::Move {
            mini: 2,
            to: Cell::new(21, 8),
        },
        "Walk this one forward too.",
    ),
    Step::child(
        Action::Move {
            mini: 3,
            to: Cell::new(15, 0),
        },
        "Walk this one along your edge.",
    ),
    Step::child(
        Action::Move {
            mini: 0,
            to: Cell::new(19, 0),
        },
        "Keep your hero safe at the back.",
    ),
    Step::child(
        Action::Move {
            mini: 0,
            to: Cell::new(14, 0),
        },
        "No shot this turn? It walks twice!",
    ),
    Step::child(
        Action::Move {
            mini: 3,
            to: Cell::new(9, 0),
        },
        "This one can walk on too.",
    ),
    Step::child(Action::EndTurn, "All done? End your turn."),
    Step::computer(Action::Attack { mini: 8, target: 0 }),
    Step::computer(Action::Attack { mini: 9, target: 2 }),
    Step::computer(Action::Attack { mini: 7, target: 1 }),
    Step::computer(Action::Attack { mini: 6, target: 1 }),
    Step::computer(Action::Move {
        mini: 5,
        to: Cell::new(22, 15),
    }),
    Step::computer(Action::Move {
        mini: 9,
        to: Cell::new(22, 9),
    }),
    Step::computer(Action::Move {
        mini: 7,
        to: Cell::new(19, 14),
    }),
    Step::computer(Action::Move {
        mini: 6,
        to: Cell::new(20, 14),
    }),
    Step::computer(Action::EndTurn),
    Step::child(
        Action::Move {
            mini: 2,
            to: Cell::new(15, 8),
        },
        "Walk there: a bomb reaches them.",
    ),
    Step::child(
        Action::Move {
            mini: 1,
            to: Cell::new(14, 9),
        },
        "This one too: throw from here.",
    ),
    Step::child(
        Action::Throw { mini: 1, target: 7 },
        "Throw a bomb! It hurts everyone near.",
    ),
    Step::child(
        Action::Throw { mini: 2, target: 7 },
        "Throw another one at them!",
    ),
    Step::child(
        Action::Attack { mini: 4, target: 5 },
        "Their hero is knocked out! Shoot it!",
    ),
];
