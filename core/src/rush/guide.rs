//! Rush's guided first game ("Learn to play"): a whole game from a fixed
//! seed in which the child plays the Zombie, the computer the Jock, and
//! every rule of a normal game comes up (the rules document's list, in
//! [`RULES`]). The steps are in [`GUIDE`]; `tests/guide.rs` checks them.

use super::{Action, Config, Event, Fighter, Game, HouseRules, Spot, Team};
use crate::contract::guide::{Rule, Script, Step};

/// The rules a normal game meets, each with the event that shows it.
pub const RULES: [Rule<Event>; 10] = [
    Rule {
        name: "the order roll",
        met: |e| matches!(e, Event::OrderSet { .. }),
    },
    Rule {
        name: "the princesses' roll",
        met: |e| matches!(e, Event::PrincessPlaced { .. }),
    },
    Rule {
        name: "moving",
        met: |e| matches!(e, Event::Stepped { .. }),
    },
    Rule {
        name: "cubes",
        met: |e| matches!(e, Event::CubePicked { player: 0, .. }),
    },
    Rule {
        name: "nudging her roll",
        met: |e| matches!(e, Event::Nudged { player: 0, .. }),
    },
    Rule {
        name: "fights",
        met: |e| matches!(e, Event::FightWon { .. }),
    },
    Rule {
        name: "minions",
        met: |e| matches!(e, Event::MinionStepped { .. }),
    },
    Rule {
        name: "grabbing the princess",
        met: |e| matches!(e, Event::PickedUp { .. }),
    },
    Rule {
        name: "the Cloud",
        met: |e| {
            matches!(
                e,
                Event::FightWon {
                    loser: Fighter::Player(_),
                    ..
                }
            )
        },
    },
    Rule {
        name: "winning",
        met: |e| {
            matches!(
                e,
                Event::Won {
                    team: Team::Zombies,
                    ..
                }
            )
        },
    },
];

/// The guided game's seed.
pub const SEED: u64 = 2220;

/// The guided game's configuration: two players, the paper's rules.
pub fn config() -> Config {
    Config {
        seed: SEED,
        players: 2,
        house: HouseRules::NONE,
    }
}

/// The guided game.
pub const GUIDE: Script<Game> = Script {
    config,
    child: 0,
    steps: &STEPS,
    rules: &RULES,
};

/// Seed 2220, found by `search_the_guided_game_s_seed` (the shortest game
/// the Zombie wins carrying her home and meeting every rule, the Zombie at
/// Normal and the Jock at Easy): the child takes a cube and spends it moving
/// her own princess's roll (taking away), wins the fight the Jock starts (and
/// a minion), takes another cube and moves her again (adding), grabs the
/// Jocks' princess where she lands, moves the minion with a one's free point,
/// keeps her, and carries her home in round 5.
const STEPS: [Step<Action>; 56] = [
    Step::computer(Action::Continue),
    Step::computer(Action::Continue),
    Step::computer(Action::Continue),
    Step::child(
        Action::Step(Spot(106)),
        "Rolled 3! Building 9 is 2 steps away.",
    ),
    Step::child(Action::Step(Spot(9)), "One more step: onto building 9."),
    Step::child(Action::PickCube, "Take a cube! It ends your turn."),
    Step::computer(Action::Continue),
    Step::child(Action::UseCube, "Use your cube: move your princess!"),
    Step::child(Action::Minus, "Take away 1: she lands on 18."),
    Step::computer(Action::Continue),
    Step::computer(Action::EndTurn),
    Step::computer(Action::Continue),
    Step::computer(Action::Continue),
    Step::computer(Action::Continue),
    Step::child(Action::Step(Spot(109)), "You rolled 1: take one step."),
    Step::child(Action::EndTurn, "End your turn."),
    Step::computer(Action::Continue),
    Step::computer(Action::Continue),
    Step::computer(Action::Step(Spot(159))),
    Step::computer(Action::Step(Spot(16))),
    Step::computer(Action::Step(Spot(141))),
    Step::computer(Action::Step(Spot(125))),
    Step::computer(Action::EndTurn),
    Step::computer(Action::Continue),
    Step::computer(Action::Continue),
    Step::computer(Action::Continue),
    Step::computer(Action::Step(Spot(109))),
    Step::computer(Action::Continue),
    Step::computer(Action::Continue),
    Step::computer(Action::Continue),
    Step::child(Action::Step(Spot(9)), "Step back onto building 9."),
    Step::child(Action::PickCube, "Take another cube!"),
    Step::computer(Action::Continue),
    Step::computer(Action::Continue),
    Step::computer(Action::Continue),
    Step::child(Action::UseCube, "Use your new cube: move her again!"),
    Step::child(Action::Plus, "Add 4: she lands on 2."),
    Step::computer(Action::Continue),
    Step::computer(Action::Step(Spot(189))),
    Step::computer(Action::EndTurn),
    Step::computer(Action::Continue),
    Step::computer(Action::Continue),
    Step::child(Action::PickUp, "Their princess landed on you: grab her!"),
    Step::child(Action::Step(Spot(92)), "Carry her toward your base."),
    Step::child(
        Action::MinionStep {
            from: Spot(109),
            to: Spot(9),
        },
        "You rolled 1: your minion steps too!",
    ),
    Step::child(Action::EndTurn, "End your turn."),
    Step::computer(Action::Continue),
    Step::computer(Action::Continue),
    Step::computer(Action::Continue),
    Step::computer(Action::Step(Spot(205))),
    Step::computer(Action::Step(Spot(189))),
    Step::computer(Action::Step(Spot(188))),
    Step::computer(Action::EndTurn),
    Step::child(Action::Pass, "Keep the princess: don't let her go!"),
    Step::computer(Action::Continue),
    Step::child(Action::Step(Spot(5)), "Into your base: you win!"),
];
