//! The adventure's data: "The Well under Hollowmere", the project's own.
//! Scenes are numbered; each names the scenes it leads to.

use super::Ability;
use super::setting::Skill;

/// A test of a scene.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Test {
    /// A static roll against a difficulty.
    Static {
        /// The ability.
        ability: Ability,
        /// The skill it needs (its penalty when lacking).
        skill: Option<Skill>,
        /// The difficulty.
        difficulty: u8,
    },
    /// An opposed roll against an NPC's pool.
    Contest {
        /// The ability.
        ability: Ability,
        /// The skill it needs.
        skill: Option<Skill>,
        /// The NPC's dice.
        npc: u8,
    },
}

/// How likely the answer to a question is yes, as the Game Master would
/// judge it (the oracle's odds).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Odds {
    /// Likely: yes on 3 to 6 (4 in 6).
    Likely,
    /// Even: yes on 4 to 6 (3 in 6).
    Even,
    /// Unlikely: yes on 5 or 6 (2 in 6).
    Unlikely,
}

impl Odds {
    /// The least face of one die that answers yes.
    pub const fn needs(self) -> u8 {
        match self {
            Odds::Likely => 3,
            Odds::Even => 4,
            Odds::Unlikely => 5,
        }
    }

    /// The oracle's answer for a die showing `face`: yes at [`Odds::needs`]
    /// or more.
    pub const fn answer(self, face: u8) -> bool {
        face >= self.needs()
    }

    /// Its word ("likely", "even", "unlikely").
    pub const fn word(self) -> &'static str {
        match self {
            Odds::Likely => "likely",
            Odds::Even => "even",
            Odds::Unlikely => "unlikely",
        }
    }
}

/// A scene.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Scene {
    /// The party chooses a way.
    Choice {
        /// The first way and where it leads.
        a: (&'static str, u8),
        /// The second way and where it leads.
        b: (&'static str, u8),
    },
    /// A hero the party picks makes a roll; failing costs `harm` wounds.
    Check {
        /// The roll.
        test: Test,
        /// Where success leads.
        ok: u8,
        /// Where failure leads (never a dead end).
        fail: u8,
        /// Wounds the one who fails takes.
        harm: u8,
    },
    /// A fight with the Undercroft's creatures of a level.
    Fight {
        /// Arena level (1 to 3).
        level: u8,
        /// Where winning leads.
        won: u8,
        /// Where losing leads (capture).
        lost: u8,
    },
    /// Sleep, and old Maud the herb-wife's treatment.
    Rest {
        /// Next scene.
        next: u8,
    },
    /// A tutor teaches every hero a skill (they may buy it new).
    Tutor {
        /// The skill.
        skill: Skill,
        /// Next scene.
        next: u8,
    },
    /// Captured: the party wakes up in the goblins' pen; the first capture
    /// leads to `escape`, a second one to `rescued`.
    Captured {
        /// A way out on the first capture.
        escape: u8,
        /// The end after a second capture.
        rescued: u8,
    },
    /// A question the Game Master would decide, answered by the oracle:
    /// one die against the odds (see [`Odds`]), rolled on screen.
    Ask {
        /// How likely a yes is.
        odds: Odds,
        /// Where yes leads.
        yes: u8,
        /// Where no leads.
        no: u8,
    },
    /// The end, with the XP it awards.
    End {
        /// XP for every hero (1 to 3).
        xp: u8,
        /// True when the quest was completed.
        completed: bool,
    },
}

/// Each scene's words (what the cartridge shows) and its rules.
pub const SCENES: [(&str, Scene); 16] = [
    // 0
    (
        "Strange noises rise from the miller's well.",
        Scene::Choice {
            a: ("Climb down the well rope", 1),
            b: ("Pick the cellar door", 2),
        },
    ),
    // 1
    (
        "The rope is old and slimy.",
        Scene::Check {
            test: Test::Static {
                ability: Ability::Strong,
                skill: Some(Skill::Climbing),
                difficulty: 2,
            },
            ok: 3,
            fail: 3,
            harm: 1,
        },
    ),
    // 2
    (
        "The cellar door has a rusty lock.",
        Scene::Check {
            test: Test::Static {
                ability: Ability::Dexterous,
                skill: Some(Skill::Lockpicking),
                difficulty: 2,
            },
            ok: 3,
            fail: 4,
            harm: 0,
        },
    ),
    // 3
    (
        "Rats! Big ones.",
        Scene::Fight {
            level: 1,
            won: 5,
            lost: 9,
        },
    ),
    // 4
    (
        "The lock won't give. Force the door?",
        Scene::Check {
            test: Test::Static {
                ability: Ability::Strong,
                skill: None,
                difficulty: 2,
            },
            ok: 3,
            fail: 3,
            harm: 1,
        },
    ),
    // 5
    (
        "A goblin guard blocks the tunnel. Talk your way past?",
        Scene::Check {
            test: Test::Contest {
                ability: Ability::Charming,
                skill: Some(Skill::Persuasion),
                npc: 2,
            },
            ok: 7,
            fail: 6,
            harm: 0,
        },
    ),
    // 6
    (
        "The guard shouts. Goblins and a zombie come!",
        Scene::Fight {
            level: 2,
            won: 7,
            lost: 9,
        },
    ),
    // 7
    (
        "A dry old cellar. Old Maud the herb-wife lives here.",
        Scene::Rest { next: 8 },
    ),
    // 8
    (
        "Maud shows you how to bind wounds.",
        Scene::Tutor {
            skill: Skill::Healing,
            next: 15,
        },
    ),
    // 9
    (
        "You wake up tied in the goblins' pen.",
        Scene::Captured {
            escape: 12,
            rescued: 14,
        },
    ),
    // 10
    (
        "Runes glow on the deep gate. Read them?",
        Scene::Check {
            test: Test::Static {
                ability: Ability::Wise,
                skill: Some(Skill::Lore),
                difficulty: 2,
            },
            ok: 11,
            fail: 11,
            harm: 1,
        },
    ),
    // 11
    (
        "The Bone Knight guards the well's heart.",
        Scene::Fight {
            level: 3,
            won: 13,
            lost: 9,
        },
    ),
    // 12
    (
        "Wriggle free of the ropes?",
        Scene::Check {
            test: Test::Static {
                ability: Ability::Agile,
                skill: None,
                difficulty: 1,
            },
            ok: 7,
            fail: 7,
            harm: 0,
        },
    ),
    // 13
    (
        "Back in Hollowmere, the well is quiet again.",
        Scene::End {
            xp: 3,
            completed: true,
        },
    ),
    // 14
    (
        "Villagers haul you up the well. Next time!",
        Scene::End {
            xp: 1,
            completed: false,
        },
    ),
    // 15
    (
        "Does Maud know a way past the deep gate?",
        Scene::Ask {
            odds: Odds::Even,
            yes: 11,
            no: 10,
        },
    ),
];
