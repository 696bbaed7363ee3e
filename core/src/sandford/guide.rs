//! Sandford's guided first game ("Learn to play"): a game from a fixed
//! seed in which the child plays the first of four heroes and the computer
//! the other three, and every rule of a normal game comes up (the rules
//! document's list, in [`RULES`]). A whole game is six waves, hundreds of
//! choices however few the heroes, so the guided game is the first wave and
//! its Repair turn: it ends when the child's ring is bought, and the
//! cartridge then says that six waves beaten win. The steps are in
//! [`GUIDE`]; `tests/guide.rs` checks them.

use super::{Action, Cell, Config, Event, Game, HouseRules, MonsterId, Ring, Victim};
use crate::contract::guide::{Rule, Script, Step};

/// The rules a normal game meets, each with the event that shows it, in
/// the order a child meets them.
pub const RULES: [Rule<Event>; 11] = [
    Rule {
        name: "shops",
        met: |e| matches!(e, Event::Bought { .. }),
    },
    Rule {
        name: "moving",
        met: |e| matches!(e, Event::HeroMoved { from, to, .. } if from != to),
    },
    Rule {
        name: "a wave arrives",
        met: |e| matches!(e, Event::WaveArrives { .. }),
    },
    Rule {
        name: "monsters arrive",
        met: |e| matches!(e, Event::MonsterSpawned { .. }),
    },
    Rule {
        name: "the monsters' turn",
        met: |e| matches!(e, Event::MonsterMoved { .. }),
    },
    Rule {
        name: "the attack die",
        met: |e| matches!(e, Event::AttackRolled { .. }),
    },
    Rule {
        name: "killing a monster",
        met: |e| matches!(e, Event::MonsterKilled { .. }),
    },
    Rule {
        name: "monsters hit heroes",
        met: |e| {
            matches!(
                e,
                Event::MonsterAttacked {
                    victim: Victim::Hero(_),
                    ..
                }
            )
        },
    },
    Rule {
        name: "armour",
        met: |e| matches!(e, Event::ArmourRolled { .. }),
    },
    Rule {
        name: "a wave defeated",
        met: |e| matches!(e, Event::WaveDefeated { .. }),
    },
    Rule {
        name: "rings",
        met: |e| matches!(e, Event::RingBought { .. }),
    },
];

/// The guided game's seed.
pub const SEED: u64 = 140;

/// How many heroes the guided game has: four, so the child (one hero) has
/// the fewest choices in a heroes' turn (3 rounds of the hourglass's 12).
pub const HEROES: u8 = 4;

/// The guided game's configuration: four heroes, the paper's rules (no
/// class rings, no house rule).
pub fn config() -> Config {
    Config {
        heroes: HEROES,
        rings_option: false,
        seed: SEED,
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

/// Seed 140, found by `search_the_guided_game_s_seed` (the fewest choices
/// of the child's, at Normal, with three Easy heroes, that meet every rule
/// before the second wave, the child's own hand shopping, moving,
/// attacking, killing and buying the ring): the child walks to a shop and
/// buys a red weapon die, walks out to the first wave, kills two monsters
/// (one hits the fourth hero, whose armour holds), and walks to the temple
/// in the Repair turn to spend the kills on a ring. 22 choices of the
/// child's in 91 steps.
const STEPS: [Step<Action>; 91] = [
    Step::child(
        Action::Move {
            hero: 0,
            to: Cell::new(36, 36),
        },
        "Walk your hero toward a shop.",
    ),
    Step::child(
        Action::Nothing { hero: 0 },
        "Nothing to buy here yet: do nothing.",
    ),
    Step::computer(Action::Move {
        hero: 1,
        to: Cell::new(27, 32),
    }),
    Step::computer(Action::Nothing { hero: 1 }),
    Step::computer(Action::Move {
        hero: 2,
        to: Cell::new(37, 32),
    }),
    Step::computer(Action::Nothing { hero: 2 }),
    Step::computer(Action::Move {
        hero: 3,
        to: Cell::new(26, 25),
    }),
    Step::computer(Action::Buy { hero: 3, die: 0 }),
    Step::child(
        Action::Move {
            hero: 0,
            to: Cell::new(33, 38),
        },
        "Walk on toward the shop.",
    ),
    Step::child(
        Action::Nothing { hero: 0 },
        "Do nothing. {4}\\{1} below counts your goes.",
    ),
    Step::computer(Action::Move {
        hero: 1,
        to: Cell::new(30, 34),
    }),
    Step::computer(Action::Nothing { hero: 1 }),
    Step::computer(Action::Move {
        hero: 2,
        to: Cell::new(36, 33),
    }),
    Step::computer(Action::Nothing { hero: 2 }),
    Step::computer(Action::Move {
        hero: 3,
        to: Cell::new(28, 28),
    }),
    Step::computer(Action::Nothing { hero: 3 }),
    Step::child(
        Action::Move {
            hero: 0,
            to: Cell::new(31, 40),
        },
        "Walk into the shop.",
    ),
    Step::child(
        Action::Buy { hero: 0, die: 0 },
        "Buy the weapon: free! It hits harder.",
    ),
    Step::computer(Action::Move {
        hero: 1,
        to: Cell::new(33, 36),
    }),
    Step::computer(Action::Nothing { hero: 1 }),
    Step::computer(Action::Move {
        hero: 2,
        to: Cell::new(38, 34),
    }),
    Step::computer(Action::Nothing { hero: 2 }),
    Step::computer(Action::Move {
        hero: 3,
        to: Cell::new(30, 27),
    }),
    Step::computer(Action::Nothing { hero: 3 }),
    Step::computer(Action::Continue),
    Step::computer(Action::Continue),
    Step::computer(Action::Continue),
    Step::computer(Action::Continue),
    Step::child(
        Action::Move {
            hero: 0,
            to: Cell::new(27, 40),
        },
        "Monsters came! Walk toward them.",
    ),
    Step::child(
        Action::Nothing { hero: 0 },
        "Too far to fight. $ below: your damage.",
    ),
    Step::computer(Action::Move {
        hero: 1,
        to: Cell::new(31, 35),
    }),
    Step::computer(Action::Nothing { hero: 1 }),
    Step::computer(Action::Move {
        hero: 2,
        to: Cell::new(35, 36),
    }),
    Step::computer(Action::Nothing { hero: 2 }),
    Step::computer(Action::Move {
        hero: 3,
        to: Cell::new(26, 27),
    }),
    Step::computer(Action::Nothing { hero: 3 }),
    Step::child(
        Action::Move {
            hero: 0,
            to: Cell::new(24, 38),
        },
        "Walk closer to the monsters.",
    ),
    Step::child(
        Action::Nothing { hero: 0 },
        "Still too far. {6}@{1} below: your hearts.",
    ),
    Step::computer(Action::Move {
        hero: 1,
        to: Cell::new(29, 33),
    }),
    Step::computer(Action::Nothing { hero: 1 }),
    Step::computer(Action::Move {
        hero: 2,
        to: Cell::new(31, 36),
    }),
    Step::computer(Action::Nothing { hero: 2 }),
    Step::computer(Action::Move {
        hero: 3,
        to: Cell::new(23, 29),
    }),
    Step::computer(Action::Nothing { hero: 3 }),
    Step::child(
        Action::Move {
            hero: 0,
            to: Cell::new(21, 36),
        },
        "Walk closer again.",
    ),
    Step::child(
        Action::Nothing { hero: 0 },
        "Do nothing: let them come near.",
    ),
    Step::computer(Action::Move {
        hero: 1,
        to: Cell::new(26, 31),
    }),
    Step::computer(Action::Nothing { hero: 1 }),
    Step::computer(Action::Move {
        hero: 2,
        to: Cell::new(28, 36),
    }),
    Step::computer(Action::Nothing { hero: 2 }),
    Step::computer(Action::Move {
        hero: 3,
        to: Cell::new(20, 31),
    }),
    Step::computer(Action::Nothing { hero: 3 }),
    Step::computer(Action::Continue),
    Step::computer(Action::Continue),
    Step::computer(Action::Continue),
    Step::computer(Action::Continue),
    Step::child(
        Action::Move {
            hero: 0,
            to: Cell::new(19, 33),
        },
        "Walk up next to a monster.",
    ),
    Step::child(
        Action::Attack {
            hero: 0,
            monster: MonsterId(1),
        },
        "Attack it! Your die says how hard.",
    ),
    Step::computer(Action::Move {
        hero: 1,
        to: Cell::new(23, 30),
    }),
    Step::computer(Action::Nothing { hero: 1 }),
    Step::computer(Action::Move {
        hero: 2,
        to: Cell::new(27, 34),
    }),
    Step::computer(Action::Nothing { hero: 2 }),
    Step::computer(Action::Move {
        hero: 3,
        to: Cell::new(20, 31),
    }),
    Step::computer(Action::Attack {
        hero: 3,
        monster: MonsterId(2),
    }),
    Step::child(
        Action::Move {
            hero: 0,
            to: Cell::new(20, 32),
        },
        "Walk next to another monster.",
    ),
    Step::child(
        Action::Attack {
            hero: 0,
            monster: MonsterId(2),
        },
        "Attack this one too!",
    ),
    Step::computer(Action::Move {
        hero: 1,
        to: Cell::new(21, 27),
    }),
    Step::computer(Action::Nothing { hero: 1 }),
    Step::computer(Action::Move {
        hero: 2,
        to: Cell::new(25, 32),
    }),
    Step::computer(Action::Nothing { hero: 2 }),
    Step::computer(Action::Move {
        hero: 3,
        to: Cell::new(17, 29),
    }),
    Step::computer(Action::Attack {
        hero: 3,
        monster: MonsterId(0),
    }),
    Step::computer(Action::Continue),
    Step::child(
        Action::Move {
            hero: 0,
            to: Cell::new(24, 32),
        },
        "Wave beaten! Walk to the temple.",
    ),
    Step::child(
        Action::Nothing { hero: 0 },
        "Do nothing. {3}^{1} below: your kills.",
    ),
    Step::computer(Action::Move {
        hero: 1,
        to: Cell::new(24, 26),
    }),
    Step::computer(Action::Buy { hero: 1, die: 0 }),
    Step::computer(Action::Move {
        hero: 2,
        to: Cell::new(28, 30),
    }),
    Step::computer(Action::Nothing { hero: 2 }),
    Step::computer(Action::Move {
        hero: 3,
        to: Cell::new(18, 30),
    }),
    Step::computer(Action::Nothing { hero: 3 }),
    Step::child(
        Action::Move {
            hero: 0,
            to: Cell::new(28, 32),
        },
        "Walk on to the temple.",
    ),
    Step::child(Action::Nothing { hero: 0 }, "Do nothing: nearly there."),
    Step::computer(Action::Move {
        hero: 1,
        to: Cell::new(27, 24),
    }),
    Step::computer(Action::Nothing { hero: 1 }),
    Step::computer(Action::Move {
        hero: 2,
        to: Cell::new(30, 27),
    }),
    Step::computer(Action::Nothing { hero: 2 }),
    Step::computer(Action::Move {
        hero: 3,
        to: Cell::new(20, 32),
    }),
    Step::computer(Action::Nothing { hero: 3 }),
    Step::child(
        Action::Move {
            hero: 0,
            to: Cell::new(31, 31),
        },
        "Step into the temple.",
    ),
    Step::child(
        Action::Advance {
            hero: 0,
            ring: Ring::Fighter,
        },
        "Spend your kills on a ring!",
    ),
];
