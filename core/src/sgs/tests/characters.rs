//! Characters by the paper's rules: abilities, disabilities, skills, the
//! setting's penalties, wounds, healing and experience.

extern crate std;

use std::format;

use crate::contract::Dice;
use crate::contract::kit::readable;
use crate::sgs::character::{Character, Refusal};
use crate::sgs::roster::{CREATURES, HEROES, creature, hero};
use crate::sgs::{Ability, Skill};

fn sheet(s: &str) -> Result<Character, Refusal> {
    s.parse()
}

#[test]
fn rule_a_hero_takes_three_abilities_from_the_nine_pairs() {
    let c = sheet("Ann (2): Strong, Clever, Wise").unwrap();
    assert_eq!(c.dice(Ability::Strong), 3);
    assert_eq!(
        sheet("Ann (2): Strong, Clever"),
        Err(Refusal::AbilityPicks {
            allowed: 3,
            made: 2
        })
    );
    assert_eq!(
        sheet("Ann (2): Strong, Clever, Wise, Fast"),
        Err(Refusal::AbilityPicks {
            allowed: 3,
            made: 4
        })
    );
}

#[test]
fn rule_a_disability_allows_one_more_ability_not_requires_it_and_only_one_is_allowed() {
    let c = sheet("Jack (6): Clever, Agile, Fast, Dexterous, Ugly").unwrap();
    assert_eq!(c.dice(Ability::Attractive), 1);
    // The disability allows a fourth ability; it does not require one.
    let c = sheet("Jack (6): Clever, Agile, Fast, Ugly").unwrap();
    assert_eq!(c.dice(Ability::Attractive), 1);
    assert_eq!(
        sheet("Jack (6): Clever, Agile, Ugly"),
        Err(Refusal::AbilityPicks {
            allowed: 3,
            made: 2
        })
    );
    assert_eq!(
        sheet("Jack (6): Clever, Agile, Fast, Dexterous, Strong, Ugly"),
        Err(Refusal::AbilityPicks {
            allowed: 4,
            made: 5
        })
    );
    assert_eq!(
        sheet("Jack (6): Clever, Agile, Fast, Dexterous"),
        Err(Refusal::AbilityPicks {
            allowed: 3,
            made: 4
        })
    );
    assert_eq!(
        sheet("Jack (6): Clever, Agile, Fast, Dexterous, Strong, Ugly, Foolish"),
        Err(Refusal::TwoDisabilities)
    );
}

#[test]
fn rule_an_ability_taken_twice_is_very() {
    let c = Character::hero("Barney", 4)
        .ability(Ability::Strong)
        .ability(Ability::Tough)
        .ability(Ability::Tough)
        .done()
        .unwrap();
    assert_eq!(c.dice(Ability::Tough), 4);
    assert_eq!(format!("{c}"), "Barney (4): Strong, Very Tough");
}

#[test]
fn rule_never_an_ability_and_its_own_disability() {
    assert_eq!(
        sheet("Ann (2): Strong, Clever, Wise, Weak"),
        Err(Refusal::Both(Ability::Strong))
    );
    let both_ways = Character::hero("Ann", 2)
        .disability(Ability::Fast)
        .ability(Ability::Fast)
        .ability(Ability::Clever)
        .ability(Ability::Wise)
        .ability(Ability::Strong)
        .done();
    assert_eq!(both_ways, Err(Refusal::Both(Ability::Fast)));
    assert_eq!(
        sheet("npc Oddity: Strong, Weak"),
        Err(Refusal::Both(Ability::Strong))
    );
}

#[test]
fn ruling_heroes_stop_at_very_the_advanced_levels_are_for_the_gms_creatures() {
    assert_eq!(
        sheet("Ann (2): Extremely Strong"),
        Err(Refusal::TooHigh(Ability::Strong))
    );
    assert_eq!(
        sheet("npc Ogre: Extremely Strong")
            .unwrap()
            .dice(Ability::Strong),
        5
    );
}

#[test]
fn rule_skill_picks_are_1d6_plus_1_and_cannot_be_overspent() {
    let mut seen = [false; 8];
    let mut dice = Dice::new(9);
    let mut disabled = 0;
    for _ in 0..600 {
        let c = Character::random("Rand", &mut dice);
        assert!((2..=7).contains(&c.picks()));
        seen[usize::from(c.picks())] = true;
        // A random hero spends every pick it has.
        assert_eq!(c.picks_spent(), c.picks(), "{c}");
        disabled += usize::from(Ability::ALL.iter().any(|&a| c.rating(a) < 0));
    }
    assert!(seen[2..=7].iter().all(|&s| s), "every 1d6 + 1 shows");
    assert!(
        (240..=360).contains(&disabled),
        "{disabled} of 600 disabled"
    );
    // The same seed makes the same hero.
    let first = Character::random("Rand", &mut Dice::new(9));
    assert_eq!(
        format!("{first}"),
        "Rand (3): Strong, Tough, Very Agile, Fumbling; Blades, Healing, Lockpicking"
    );
    assert_eq!(
        sheet("Ann (2): Strong, Clever, Wise; Lore, Sneaking, Tracking"),
        Err(Refusal::SkillPicks {
            allowed: 2,
            made: 3
        })
    );
}

#[test]
fn rule_a_skill_taken_twice_is_plus_1_and_adds_a_die() {
    let c = sheet("Ann (3): Strong, Clever, Wise; Blades +1, Lore").unwrap();
    assert_eq!(c.picks_spent(), 3, "Blades +1 costs two picks");
    assert_eq!(c.skill_dice(Skill::Blades), 1);
    assert_eq!(c.skill_dice(Skill::Lore), 0);
    assert_eq!(c.pool(Ability::Strong, Some(Skill::Blades), 0), 4);
    assert_eq!(
        sheet("Ann (3): Strong, Clever, Wise; Blades +1, Lore, Sneaking"),
        Err(Refusal::SkillPicks {
            allowed: 3,
            made: 4
        })
    );
}

#[test]
fn rule_a_universal_skill_is_free_and_plus_1_costs_one_pick() {
    let c = sheet("Ann (1): Strong, Clever, Wise; Brawling +1").unwrap();
    assert_eq!(c.picks_spent(), 1);
    assert_eq!(c.skill_dice(Skill::Brawling), 1);
    let plain = sheet("Bo (2): Strong, Clever, Wise").unwrap();
    assert_eq!(plain.skill_dice(Skill::Climbing), 0, "known for free");
    assert!(Skill::ALL.iter().filter(|s| s.universal()).count() >= 2);
}

#[test]
fn rule_lacking_a_needed_skill_costs_the_settings_penalty_never_below_zero() {
    let c = sheet("Bo (2): Strong, Clever, Wise").unwrap();
    let want = [
        (Skill::Blades, -1),
        (Skill::Bows, -2),
        (Skill::Lockpicking, -3),
        (Skill::Healing, -2),
        (Skill::Perception, 0),
    ];
    for (s, d) in want {
        assert_eq!(c.skill_dice(s), d, "{}", s.name());
        assert!((0..=4).contains(&s.penalty()));
    }
    assert_eq!(
        c.pool(Ability::Dexterous, Some(Skill::Lockpicking), 0),
        0,
        "2 dice less 3 is none"
    );
    assert_eq!(c.pool(Ability::Clever, Some(Skill::Lore), 0), 2);
}

#[test]
fn ruling_a_new_heros_skill_stops_at_plus_1() {
    assert_eq!(
        sheet("Ann (3): Strong, Clever, Wise; Blades +2"),
        Err(Refusal::SkillTooHigh(Skill::Blades))
    );
}

#[test]
fn rule_wounded_lose_a_die_on_physical_rolls_but_not_on_tough_against_wounds() {
    let mut c = sheet("Ann (2): Strong, Tough, Clever").unwrap();
    c.wound(1);
    assert_eq!(c.pool(Ability::Strong, None, 0), 2);
    assert_eq!(c.pool(Ability::Tough, None, 0), 2);
    assert_eq!(c.pool(Ability::Clever, None, 0), 3, "not physical");
    assert_eq!(c.tough_against_wounds(), 3);
}

#[test]
fn rule_after_sleep_a_tough_roll_against_the_wounds_heals_one() {
    let mut c = sheet("Ann (2): Strong, Tough, Clever | wounds 2").unwrap();
    let mut d = Dice::new(1);
    d.script(&[4, 4, 2]).unwrap();
    let r = c.sleep(&mut d).unwrap();
    assert_eq!(r.faces(), &[4, 4, 2]);
    assert_eq!(c.wounds(), 1);
    d.script(&[4, 2, 2]).unwrap();
    c.wound(1);
    c.sleep(&mut d).unwrap();
    assert_eq!(c.wounds(), 2, "1 success against 2 wounds heals nothing");
}

#[test]
fn rule_a_medic_roll_at_most_once_a_day_plus_once_per_injuring_incident() {
    let medic = hero(3).0;
    assert!(medic.skill(Skill::Healing) > 0);
    let plain = sheet("Bo (2): Strong, Clever, Wise").unwrap();
    let mut c = sheet("Ann (2): Strong, Tough, Clever | wounds 3").unwrap();
    let mut d = Dice::new(1);
    assert!(
        c.treated_by(&plain, &mut d).is_none(),
        "only a trained medic"
    );
    d.script(&[2, 2, 2]).unwrap();
    assert!(c.treated_by(&medic, &mut d).is_some());
    assert!(c.treated_by(&medic, &mut d).is_none(), "once a day");
    c.injured_in_incident();
    d.script(&[2, 2, 2]).unwrap();
    assert!(
        c.treated_by(&medic, &mut d).is_some(),
        "once more after an injury"
    );
    assert!(c.treated_by(&medic, &mut d).is_none());
    d.script(&[2, 2, 2, 2, 2, 2]).unwrap();
    c.sleep(&mut d);
    assert!(c.treated_by(&medic, &mut d).is_some(), "a new day");
}

#[test]
fn rule_one_to_three_xp_a_session_and_ten_buy_a_skill_pick() {
    let mut c = sheet("Ann (2): Strong, Clever, Wise; Lore").unwrap();
    c.award(5);
    assert_eq!(c.xp(), 3, "at most 3 a session");
    c.award(0);
    assert_eq!(c.xp(), 4, "at least 1");
    assert_eq!(c.buy(Skill::Lore), Err(Refusal::NotEnoughXp));
    c.add_xp(6);
    c.buy(Skill::Lore).unwrap();
    assert_eq!((c.xp(), c.skill_dice(Skill::Lore)), (0, 1));
}

#[test]
fn rule_a_new_skill_only_from_a_tutor_met_in_play() {
    let mut c = sheet("Ann (2): Strong, Clever, Wise | wounds 0, xp 30").unwrap();
    assert_eq!(c.buy(Skill::Bows), Err(Refusal::NoTutor(Skill::Bows)));
    c.buy(Skill::Climbing).unwrap(); // a universal skill is already known
    c.tutor(Skill::Bows);
    c.buy(Skill::Bows).unwrap();
    assert_eq!(c.skill(Skill::Bows), 1);
    assert_eq!(c.xp(), 10);
}

#[test]
fn rule_ready_made_heroes_and_random_heroes_follow_the_papers_rules() {
    for i in 0..HEROES.len() {
        let (c, _) = hero(i);
        assert_eq!(c.check(), Ok(()), "{c}");
        assert!(!c.is_npc() && c.name() != "Hero");
    }
    for i in 0..CREATURES.len() {
        let (c, _, _) = creature(i);
        assert!(c.is_npc() && c.name() != "Foe", "{c}");
    }
    let mut d = Dice::new(4);
    for _ in 0..2000 {
        let c = Character::random("Rand", &mut d);
        assert_eq!(c.check(), Ok(()), "{c}");
        assert!(c.is_sound());
    }
}

#[test]
fn rule_the_zombie_is_the_papers_and_ignores_a_wound() {
    let (z, _, special) = creature(2);
    assert_eq!(z.dice(Ability::Strong), 4);
    assert_eq!(z.dice(Ability::Tough), 4);
    for a in [
        Ability::Dexterous,
        Ability::Agile,
        Ability::Wise,
        Ability::Clever,
        Ability::Fast,
    ] {
        assert_eq!(z.dice(a), 1, "{}", a.name());
    }
    assert_eq!(special, crate::sgs::roster::Special::IgnoresAWound);
}

#[test]
fn api_sheets_read_and_write_the_same_line() {
    let mut d = Dice::new(11);
    let mut lines: std::vec::Vec<std::string::String> = HEROES
        .iter()
        .map(|(l, _)| std::string::String::from(*l))
        .collect();
    lines.extend(
        CREATURES
            .iter()
            .map(|(l, _, _)| std::string::String::from(*l)),
    );
    for _ in 0..200 {
        lines.push(format!("{}", Character::random("Rand", &mut d)));
    }
    lines.push("Ann (2): Strong, Tough, Clever | wounds 2, xp 7".into());
    lines.push("Ann (2): Strong, Tough, Clever | wounds 2, xp 0".into());
    lines.push("Ann (2): Strong, Tough, Clever | wounds 0, xp 7".into());
    for l in lines {
        let c: Character = l.parse().unwrap_or_else(|e| panic!("{l}: {e}"));
        assert_eq!(format!("{c}"), l);
    }
    assert_eq!(sheet("Ann (2) Strong"), Err(Refusal::Unreadable));
    assert_eq!(sheet("Ann (2): Mighty"), Err(Refusal::Unreadable));
    assert_eq!(sheet("(2): Strong, Clever, Wise"), Err(Refusal::Name));
}

#[test]
fn api_refusals_are_short_sentences_a_child_can_read() {
    for r in [
        Refusal::Name,
        Refusal::Both(Ability::Attractive),
        Refusal::TwoDisabilities,
        Refusal::AbilityPicks {
            allowed: 4,
            made: 3,
        },
        Refusal::TooHigh(Ability::Dexterous),
        Refusal::SkillPicks {
            allowed: 7,
            made: 8,
        },
        Refusal::SkillTooHigh(Skill::Lockpicking),
        Refusal::NotEnoughXp,
        Refusal::NoTutor(Skill::Lockpicking),
        Refusal::Unreadable,
    ] {
        readable(&format!("{r}"));
    }
}

#[test]
fn rule_skill_picks_bought_with_xp_keep_the_sheet_sound() {
    let mut c = sheet("Ann (2): Strong, Clever, Wise; Lore, Sneaking | wounds 0, xp 20").unwrap();
    c.buy(Skill::Lore).unwrap();
    c.buy(Skill::Sneaking).unwrap();
    assert_eq!((c.picks(), c.picks_spent(), c.xp()), (4, 4, 0));
    assert_eq!(c.check(), Ok(()));
    assert!(c.is_sound(), "a hero who bought picks must load again");
    let line = format!("{c}");
    assert_eq!(line.parse::<Character>(), Ok(c));
}

#[test]
fn rule_what_xp_may_buy_known_universal_or_tutored_skills_below_plus_1() {
    let mut c = sheet("Ann (2): Strong, Clever, Wise; Lore +1 | wounds 0, xp 30").unwrap();
    assert!(!c.may_buy(Skill::Lore), "Lore is +1 already");
    assert!(c.may_buy(Skill::Climbing), "universal");
    assert!(!c.may_buy(Skill::Healing), "no tutor yet");
    c.tutor(Skill::Healing);
    assert!(c.may_buy(Skill::Healing));
    for s in Skill::ALL {
        let mut d = c.clone();
        assert_eq!(d.buy(s).is_ok(), c.may_buy(s), "{s:?}");
    }
}

#[test]
fn ruling_between_adventures_a_hero_rests_keeping_sheet_xp_and_tutors() {
    let mut c = sheet("Ann (2): Strong, Clever, Wise; Lore | wounds 0, xp 12").unwrap();
    c.tutor(Skill::Healing);
    c.wound(5);
    c.injured_in_incident();
    let r = c.rested();
    assert_eq!(r.wounds(), 0);
    assert_eq!(r.xp(), 12);
    assert!(r.was_tutored(Skill::Healing));
    assert_eq!(r.skill(Skill::Lore), 1);
    assert_eq!(r.rested(), r);
    assert_eq!(
        format!("{r}"),
        format!(
            "{}",
            sheet("Ann (2): Strong, Clever, Wise; Lore | wounds 0, xp 12").unwrap()
        )
    );
}

#[test]
fn api_a_loaded_sheet_taught_a_skill_past_the_list_is_not_sound() {
    // A sheet's fields in their saved order, the tutors' bits given.
    let c = sheet("Ann (2): Strong, Clever, Wise; Lore, Sneaking").unwrap();
    let with_tutored = |bits: u16| -> Character {
        let fields = (
            c.name(),
            Ability::ALL.map(|a| c.rating(a)),
            Skill::ALL.map(|s| c.skill(s) - u8::from(s.universal())),
            (c.picks(), 0u8, 0u8, bits, false, 0u8, false),
        );
        let mut buf = [0u8; 64];
        let bytes = postcard::to_slice(&fields, &mut buf).unwrap();
        postcard::from_bytes(bytes).unwrap()
    };
    assert_eq!(with_tutored(0), c, "the fields are the sheet's");
    let every = (1u16 << Skill::ALL.len()) - 1;
    assert!(with_tutored(every).is_sound(), "every skill taught");
    assert!(!with_tutored(every + 1).is_sound(), "a bit past the skills");
    assert!(!with_tutored(u16::MAX).is_sound());
}

#[test]
fn api_a_sheet_line_that_cannot_be_read_is_refused_as_unreadable() {
    for l in [
        "Ann 2: Strong, Tough, Clever",
        "Ann (x): Strong, Tough, Clever",
        "Ann (2): Mighty Strong, Tough, Clever",
        "Ann (2): Strong, Very Weak, Tough, Clever",
        "Ann (2): Strong, Tough, Clever; Blades +x",
        "Ann (2): Strong, Tough, Clever; Juggling",
        "Ann (2): Strong, Tough, Clever | wounds",
        "Ann (2): Strong, Tough, Clever | wounds x",
        "Ann (2): Strong, Tough, Clever | luck 2",
    ] {
        assert_eq!(sheet(l), Err(Refusal::Unreadable), "{l}");
    }
    // Each level word, up to the creatures' Ultra; a bare universal skill
    // costs nothing, and +1 on it one pick.
    let c = sheet("npc Wisp: Ultra Fast, Super Agile, Extremely Clever, Very Wise").unwrap();
    let r = [
        Ability::Fast,
        Ability::Agile,
        Ability::Clever,
        Ability::Wise,
    ]
    .map(|a| c.rating(a));
    assert_eq!(r, [5, 4, 3, 2]);
    let c = sheet("Ann (2): Strong, Tough, Clever; Climbing +1, Perception").unwrap();
    assert_eq!(
        (c.skill(Skill::Climbing), c.skill(Skill::Perception)),
        (2, 1)
    );
    assert_eq!(
        sheet("Ann (2): Strong, Tough, Clever; Climbing +1, Blades +1"),
        Err(Refusal::SkillPicks {
            allowed: 2,
            made: 3
        })
    );
}

#[test]
fn ruling_a_random_hero_spends_its_first_pick_on_blades() {
    // The adventure's random heroes carry a sword or a dagger: every one
    // knows Blades (so no blow costs a die), and the other picks go to the
    // skills the adventure asks for (some make Blades +1).
    let mut dice = Dice::new(3);
    let mut plus = 0;
    for _ in 0..300 {
        let c = Character::random("Rand", &mut dice);
        assert!(c.skill(crate::sgs::Skill::Blades) >= 1, "{c}");
        assert_eq!(c.picks_spent(), c.picks(), "{c}");
        assert!(c.check().is_ok(), "{c}");
        plus += usize::from(c.skill(crate::sgs::Skill::Blades) == 2);
        use crate::sgs::Skill::*;
        for s in [Bows, Brawling, Perception, Sneaking, Throwing, Tracking] {
            assert!(
                c.skill(s) <= 1 && c.skill_dice(s) <= 0,
                "{c}: no pick on {s:?}"
            );
        }
    }
    assert!((10..=150).contains(&plus), "{plus} of 300 at Blades +1");
}
