//! Rush's guided first game ("Learn to play"): a whole game from a fixed
//! seed in which the child plays the Zombie, the computer the Jock, and
//! every rule of a normal game comes up (the rules document's list, in
//! [`RULES`]). The steps are in [`GUIDE`]; `tests/guide.rs` checks them.

use super::{Action, Config, Event, Fighter, Game, HouseRules, Spot, Team};
use crate::contract::guide::{Rule, Script, Step};

/// The rules a normal game meets, each with the event that shows it.
pub const RULES: [Rule<Event>; 9] = [
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
        met: |e| matches!(e, Event::CubePicked { .. }),
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
pub const SEED: u64 = 1936;

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

/// Seed 1936, found by `search_the_guided_game_s_seed` (the shortest game
/// the Zombie wins meeting every rule, the Zombie at Normal and the Jock at
/// Easy): the child walks to the Jocks' princess and grabs her, is pushed
/// back by the Jock's flee cube, wins the fight the Jock starts (and a
/// minion), moves the minion with a one's free point, and carries her home
/// in round 4.
const STEPS: [Step<Action>; 49] = [
    Step::computer(Action::Continue),
    Step::computer(Action::Continue),
    Step::computer(Action::Continue),
    Step::child(
        Action::Step(Spot(106)),
        "You rolled 3: walk to the princess!",
    ),
    Step::child(Action::Step(Spot(9)), "One more step: onto her building."),
    Step::child(Action::PickUp, "Grab the princess!"),
    Step::child(Action::Step(Spot(92)), "Now carry her toward your base."),
    Step::child(Action::EndTurn, "No steps left: end your turn."),
    Step::computer(Action::Continue),
    Step::computer(Action::Continue),
    Step::computer(Action::Step(Spot(159))),
    Step::computer(Action::Step(Spot(16))),
    Step::computer(Action::PickCube),
    Step::computer(Action::Continue),
    Step::computer(Action::Continue),
    Step::computer(Action::Continue),
    Step::computer(Action::Step(Spot(156))),
    Step::computer(Action::Step(Spot(172))),
    Step::computer(Action::Step(Spot(156))),
    Step::computer(Action::Step(Spot(140))),
    Step::computer(Action::EndTurn),
    Step::computer(Action::UseCube),
    Step::computer(Action::Push(Spot(9))),
    Step::computer(Action::Push(Spot(124))),
    Step::computer(Action::Pass),
    Step::child(Action::Pass, "Let her go? No: keep her!"),
    Step::computer(Action::Continue),
    Step::child(Action::Step(Spot(9)), "You rolled 1: take one step."),
    Step::child(Action::EndTurn, "End your turn."),
    Step::computer(Action::Continue),
    Step::computer(Action::Continue),
    Step::computer(Action::Continue),
    Step::computer(Action::Step(Spot(124))),
    Step::computer(Action::Step(Spot(9))),
    Step::computer(Action::Continue),
    Step::child(Action::Pass, "Let her go? No: keep her!"),
    Step::computer(Action::Continue),
    Step::child(Action::Step(Spot(92)), "Step nearer to your base."),
    Step::child(
        Action::MinionStep {
            from: Spot(9),
            to: Spot(92),
        },
        "You rolled 1: your minion steps too!",
    ),
    Step::child(Action::EndTurn, "End your turn."),
    Step::computer(Action::Continue),
    Step::computer(Action::Continue),
    Step::computer(Action::Continue),
    Step::computer(Action::Continue),
    Step::computer(Action::Step(Spot(189))),
    Step::computer(Action::EndTurn),
    Step::child(Action::Pass, "Let her go? No: keep her!"),
    Step::computer(Action::Continue),
    Step::child(Action::Step(Spot(5)), "Into your base: you win!"),
];
