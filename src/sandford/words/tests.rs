//! The words' tests: each says what a child reads.

use super::*;
use tabletop_core::sandford::MonsterId;

#[test_case]
fn the_needle_s_way_is_said_as_a_compass_point(_gba: &mut agb::Gba) {
    assert_eq!(way(Angle(0)), "east");
    assert_eq!(way(Angle(64)), "south");
    assert_eq!(way(Angle(128)), "west");
    assert_eq!(way(Angle(192)), "north");
    assert_eq!(way(Angle(160)), "north-west");
    assert_eq!(way(Angle(250)), "east");
    assert_eq!(way(Angle(40)), "south-east");
}

#[test_case]
fn an_attack_is_said_in_a_child_s_words_not_a_sum(_gba: &mut agb::Gba) {
    // A new die (a ring's) says so while the line has room.
    for ((roll, rerolls, damage, magic, strength, wave), said) in [
        ((6, 0, 4, false, 4, 1), "6 hits! The sword does 4 damage."),
        ((5, 0, 3, true, 3, 2), "5 hits! The magic does 3 damage."),
        // The hero named, "rolled 2" (the playtest: "A 2" read as the
        // A button, and no name).
        (
            (2, 0, 0, false, 4, 1),
            "{9}Hero 2{1} rolled 2: a miss. It needs 4+.",
        ),
        (
            (2, 1, 0, false, 4, 1),
            "{9}Hero 2{1} rolled 2 again: a miss. It needs 4+.",
        ),
        (
            (6, 1, 4, false, 4, 1),
            "Again, 6 hits! The sword does 4 damage.",
        ),
        (
            (6, 1, 2, false, 4, 2),
            "6 hits! Armour takes 2 of 4: 2 damage.",
        ),
    ] {
        assert_eq!(
            attack_sum(1, roll, rerolls, damage, (magic, strength, wave)),
            said
        );
    }
    for said in [
        attack_sum(0, 6, 0, 4, (false, 4, 1)),
        attack_sum(0, 4, 2, 0, (false, 2, 3)),
        attack_sum(0, 6, 0, 3, (true, 6, 3)),
        attack_sum(0, 3, 1, 0, (false, 1, 1)),
    ] {
        assert!(!said.contains('='), "a sum: {said}");
        assert!(!said.contains("Die"), "{said}");
        assert!(!said.contains("A 3"), "the A button? {said}");
        assert!(said.ends_with('.'), "a sentence: {said}");
    }
}

/// An armour roll names the monster that struck while its die tumbles,
/// and a roll under 4 says why it blocks nothing (the die says "blocks 6").
#[test_case]
fn an_armour_roll_names_the_attacker_and_says_why_it_misses(_gba: &mut agb::Gba) {
    assert_eq!(
        armour_rolling(0, Some(MonsterColour::Red)),
        "A red cross monster hits {8}Hero 1{1}!"
    );
    let e = Event::ArmourRolled {
        hero: 0,
        roll: 3,
        rerolls: 0,
        stopped: 0,
        left: 2,
    };
    let said = event(&e).0;
    assert_eq!(said, "{8}Hero 1{1}'s armour rolled 3: it needs 4+ to block");
    assert!(!said.contains("no block"), "{said}");
}

#[test_case]
fn a_lost_shop_is_said_in_a_child_s_word(_gba: &mut agb::Gba) {
    let e = Event::BuildingRazed {
        building: 1,
        at: Cell::new(3, 3),
    };
    let said = [
        event(&e).0,
        String::from(loss(Loss::Buildings)),
        super::super::screens::PAGES.join("\n"),
    ];
    for s in said {
        assert!(!s.contains("raze"), "{s}");
    }
    assert!(event(&e).0.contains("wrecked"));
}

#[test_case]
fn every_monster_is_named_by_its_picture_too(_gba: &mut agb::Gba) {
    let mut marks: alloc::vec::Vec<&str> = MonsterColour::ALL.iter().map(|&c| mark(c)).collect();
    marks.sort_unstable();
    marks.dedup();
    assert_eq!(marks.len(), 6, "two colours share a picture");
    for c in MonsterColour::ALL {
        let line = monster_line(c, 2, 3);
        assert!(line.contains(mark(c)), "{line}");
        assert!(line.starts_with(monster(c).0), "{line}");
        // The help page names each picture the same way.
        let help = super::super::screens::PAGES.join("\n");
        assert!(
            help.contains(&format!("{} {{3}}{}{{1}}", monster(c).0, mark(c))),
            "help does not name the {} {}",
            monster(c).0,
            mark(c)
        );
    }
}

/// The playtest: "A monster strikes Hero 4 (1)" and "Shop 1 gets magic 6"
/// left the numbers unsaid; "6 hits ... no damage" did not say why.
#[test_case]
fn every_number_of_a_blow_or_a_new_die_says_what_it_is(_gba: &mut agb::Gba) {
    let blow = |roll| Event::MonsterAttacked {
        monster: MonsterId(0),
        victim: Victim::Hero(3),
        at: Cell::new(1, 1),
        damage: 1,
        roll,
    };
    assert_eq!(
        event(&blow(None)).0,
        "{6}A monster hits:{1} 1 damage to {b}Hero 4{1}"
    );
    assert_eq!(
        event(&blow(Some(5))).0,
        "{6}A monster rolls 5:{1} 1 damage to {b}Hero 4{1}"
    );
    let stocked = Event::ShopStocked {
        building: 0,
        die: StockDie {
            colour: StockColour::Blue,
            face: 6,
        },
    };
    assert_eq!(event(&stocked).0, "Shop 1 gets a magic die: 6 damage");
    assert_eq!(
        attack_sum(0, 6, 0, 0, (false, 1, 1)),
        "6 hits! Its armour stops all 1 damage."
    );
}
