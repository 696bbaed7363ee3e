//! The Simple Game System's guided first game ("Learn to play"): the
//! adventure "The Well under Hollowmere" from a fixed seed with one hero,
//! Bram, whom the child plays; the computer plays the creatures. Every rule
//! of a normal game comes up (the rules document's list, in [`RULES`]).
//! The steps are in [`GUIDE`]; `tests/guide.rs` checks them.

use super::Ability;
use super::arena::{Action, Event as Fight};
use super::either::{Game, Start};
use super::quest::{QAction, QEvent, QuestConfig};
use crate::contract::guide::{Rule, Script, Step};

/// The rules a normal game meets, each with the event that shows it.
pub const RULES: [Rule<QEvent>; 10] = [
    Rule {
        name: "rolling a dice pool",
        met: |e| matches!(e, QEvent::Checked { .. }),
    },
    Rule {
        name: "talking",
        met: |e| matches!(e, QEvent::Contest { .. }),
    },
    Rule {
        name: "a fight",
        met: |e| matches!(e, QEvent::FightBegins(_)),
    },
    Rule {
        name: "initiative",
        met: |e| matches!(e, QEvent::Fight(Fight::Initiative { .. })),
    },
    Rule {
        name: "a walk",
        met: |e| matches!(e, QEvent::Fight(Fight::Stepped { .. })),
    },
    Rule {
        name: "a blow",
        met: |e| matches!(e, QEvent::Fight(Fight::Hit { .. })),
    },
    Rule {
        name: "bonus dice",
        met: |e| matches!(e, QEvent::Fight(Fight::BonusDie { .. })),
    },
    Rule {
        name: "wounds",
        met: |e| {
            matches!(
                e,
                QEvent::Fight(Fight::Static {
                    with: Ability::Tough,
                    ..
                })
            )
        },
    },
    Rule {
        name: "tending wounds",
        met: |e| matches!(e, QEvent::Healed { .. } | QEvent::Treated { .. }),
    },
    Rule {
        name: "winning",
        met: |e| matches!(e, QEvent::Ended(o) if o.completed),
    },
];

/// The guided game's seed.
pub const SEED: u64 = 1115;

/// The guided game's configuration: the adventure, one ready-made hero
/// (Bram), the paper's rules.
pub fn config() -> Start {
    Start::Adventure(QuestConfig {
        seed: SEED,
        party: 1,
        random: false,
        last_breath: false,
    })
}

/// The guided game.
pub const GUIDE: Script<Game> = Script {
    config,
    child: 0,
    steps: &STEPS,
    rules: &RULES,
};

/// Seed 1115, found by `search_the_guided_game_s_seed` (the shortest
/// completed adventure meeting every rule, Bram at Normal walking straight
/// as the + pad does, the creatures at Easy): Bram climbs down the well
/// rope, fails his roll and takes a wound (his Tough roll keeps him up),
/// beats two rats and a goblin (one pace of a walk), talks his way past the
/// guard, sleeps at Maud's (his wound tended), and beats the goblin (a
/// bonus die from a 6) and the Bone Knight; 15 choices of the child's.
const STEPS: [Step<QAction>; 119] = [
    Step::child(QAction::Choose(0), "Pick a way: climb down the rope."),
    Step::child(QAction::Attempt(0), "Roll Bram's dice: 4, 5 or 6 count!"),
    Step::computer(QAction::Continue),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Step(5))),
    Step::computer(QAction::Fight(Action::Step(6))),
    Step::computer(QAction::Fight(Action::Step(7))),
    Step::computer(QAction::Fight(Action::Step(6))),
    Step::computer(QAction::Fight(Action::Step(7))),
    Step::computer(QAction::Fight(Action::Step(6))),
    Step::computer(QAction::Fight(Action::Step(7))),
    Step::computer(QAction::Fight(Action::Step(7))),
    Step::computer(QAction::Fight(Action::Attack {
        target: 0,
        with: Ability::Strong,
    })),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Done)),
    Step::child(
        QAction::Fight(Action::Attack {
            target: 3,
            with: Ability::Strong,
        }),
        "Hit the goblin: your dice against his!",
    ),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::child(
        QAction::Fight(Action::Step(0)),
        "Take a step: press A on Walk.",
    ),
    Step::child(QAction::Fight(Action::Done), "Now end your turn."),
    Step::computer(QAction::Fight(Action::Step(5))),
    Step::computer(QAction::Fight(Action::Step(6))),
    Step::computer(QAction::Fight(Action::Step(5))),
    Step::computer(QAction::Fight(Action::Step(6))),
    Step::computer(QAction::Fight(Action::Step(7))),
    Step::computer(QAction::Fight(Action::Step(7))),
    Step::computer(QAction::Fight(Action::Step(7))),
    Step::computer(QAction::Fight(Action::Tend { target: 3 })),
    Step::computer(QAction::Fight(Action::Done)),
    Step::computer(QAction::Fight(Action::Step(6))),
    Step::computer(QAction::Fight(Action::Step(6))),
    Step::computer(QAction::Fight(Action::Step(7))),
    Step::computer(QAction::Fight(Action::Step(6))),
    Step::computer(QAction::Fight(Action::Step(6))),
    Step::computer(QAction::Fight(Action::Step(5))),
    Step::computer(QAction::Fight(Action::Step(7))),
    Step::computer(QAction::Fight(Action::Step(6))),
    Step::computer(QAction::Fight(Action::Attack {
        target: 0,
        with: Ability::Dexterous,
    })),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Stand)),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Done)),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Tend { target: 3 })),
    Step::computer(QAction::Fight(Action::Step(7))),
    Step::computer(QAction::Fight(Action::Done)),
    Step::child(
        QAction::Fight(Action::Attack {
            target: 1,
            with: Ability::Strong,
        }),
        "Now hit a rat!",
    ),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Bonus)),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::child(QAction::Fight(Action::Done), "End your turn."),
    Step::computer(QAction::Fight(Action::Attack {
        target: 0,
        with: Ability::Strong,
    })),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::child(
        QAction::Fight(Action::Attack {
            target: 2,
            with: Ability::Strong,
        }),
        "Hit the last rat!",
    ),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Stand)),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::child(QAction::Fight(Action::Done), "End your turn."),
    Step::child(QAction::Attempt(0), "Talk your way past the guard!"),
    Step::computer(QAction::Continue),
    Step::computer(QAction::Continue),
    Step::computer(QAction::Continue),
    Step::computer(QAction::Continue),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Step(5))),
    Step::computer(QAction::Fight(Action::Step(6))),
    Step::computer(QAction::Fight(Action::Step(7))),
    Step::computer(QAction::Fight(Action::Step(6))),
    Step::computer(QAction::Fight(Action::Step(6))),
    Step::computer(QAction::Fight(Action::Step(7))),
    Step::computer(QAction::Fight(Action::Step(7))),
    Step::computer(QAction::Fight(Action::Step(7))),
    Step::computer(QAction::Fight(Action::Attack {
        target: 0,
        with: Ability::Strong,
    })),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Done)),
    Step::computer(QAction::Fight(Action::Step(5))),
    Step::computer(QAction::Fight(Action::Step(5))),
    Step::computer(QAction::Fight(Action::Step(7))),
    Step::computer(QAction::Fight(Action::Step(6))),
    Step::computer(QAction::Fight(Action::Step(7))),
    Step::computer(QAction::Fight(Action::Step(5))),
    Step::computer(QAction::Fight(Action::Step(7))),
    Step::computer(QAction::Fight(Action::Step(5))),
    Step::computer(QAction::Fight(Action::Attack {
        target: 0,
        with: Ability::Dexterous,
    })),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Done)),
    Step::child(
        QAction::Fight(Action::Attack {
            target: 2,
            with: Ability::Strong,
        }),
        "Hit the goblin first!",
    ),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::child(
        QAction::Fight(Action::Bonus),
        "Your 6 gives a bonus die: add it!",
    ),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::child(QAction::Fight(Action::Done), "End your turn."),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::child(
        QAction::Fight(Action::Attack {
            target: 1,
            with: Ability::Strong,
        }),
        "Now hit the Bone Knight!",
    ),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::computer(QAction::Fight(Action::Stand)),
    Step::computer(QAction::Fight(Action::Continue)),
    Step::child(
        QAction::Fight(Action::Done),
        "End your turn to win the fight.",
    ),
    Step::computer(QAction::Continue),
];
