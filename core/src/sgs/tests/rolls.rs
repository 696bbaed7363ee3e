//! The core mechanic: pools, successes, snake eyes, boxcars, static and
//! opposed rolls (the paper's own examples among them).

extern crate std;

use crate::contract::Dice;
use crate::sgs::Ability;
use crate::sgs::character::{Character, dice_for, rating_word};
use crate::sgs::roll::{self, Roll, Winner, opposed, static_roll};

/// A thrown roll showing `faces` (pool first, then bonus dice).
pub(crate) fn shown(pool: u8, faces: &[u8]) -> Roll {
    let mut r = Roll::new(pool);
    for (i, &f) in faces.iter().enumerate() {
        if i < usize::from(pool) {
            r.pool_face(f);
        } else {
            assert!(r.bonus_face(f), "no bonus die owed for face {i}");
        }
    }
    r
}

fn sheet(s: &str) -> Character {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

#[test]
fn rule_pool_disability_1_unlisted_2_ability_3_very_4() {
    let c = sheet("Ann (2): Very Strong, Tough, Clumsy, Dexterous");
    assert_eq!(c.dice(Ability::Agile), 1);
    assert_eq!(c.dice(Ability::Clever), 2);
    assert_eq!(c.dice(Ability::Tough), 3);
    assert_eq!(c.dice(Ability::Dexterous), 3);
    assert_eq!(c.dice(Ability::Strong), 4);
}

#[test]
fn ruling_advanced_levels_extremely_5_super_6_ultra_7() {
    let c = sheet("npc Giant: Extremely Strong, Super Tough, Ultra Fast");
    assert_eq!(c.dice(Ability::Strong), 5);
    assert_eq!(c.dice(Ability::Tough), 6);
    assert_eq!(c.dice(Ability::Fast), 7);
    assert_eq!(
        (-1..=5).map(dice_for).collect::<std::vec::Vec<_>>(),
        [1, 2, 3, 4, 5, 6, 7]
    );
    // Past the table either way, a rating rolls its end's dice.
    assert_eq!(
        [i8::MIN, -3, -2, 6, 7, i8::MAX].map(dice_for),
        [1, 1, 1, 7, 7, 7]
    );
    // The words on a sheet (an ability alone and a disability have none).
    assert_eq!(
        (-1..=6).map(rating_word).collect::<std::vec::Vec<_>>(),
        ["", "", "", "Very", "Extremely", "Super", "Ultra", ""]
    );
}

#[test]
fn rule_bonuses_add_and_penalties_remove_dice_never_below_zero() {
    assert_eq!(roll::pool(2, 1), 3);
    assert_eq!(roll::pool(2, 3), 5, "no limit to bonuses");
    assert_eq!(roll::pool(3, -1), 2);
    assert_eq!(roll::pool(1, -3), 0, "never below zero");
    let mut r = Roll::new(0);
    r.throw(&mut Dice::new(1));
    assert!(r.faces().is_empty() && r.result() == 0 && r.thrown());
}

#[test]
fn rule_four_to_six_is_a_success_the_result_counts_them() {
    assert_eq!(
        shown(6, &[1, 2, 3, 4, 5, 6]).result(),
        2,
        "three successes less one"
    );
    assert_eq!(shown(4, &[4, 5, 2, 3]).result(), 2);
    assert_eq!(shown(3, &[2, 3, 2]).result(), 0);
    assert_eq!(shown(3, &[4, 4, 5]).result(), 3);
}

#[test]
fn rule_snake_eyes_each_one_takes_a_success_away_at_once() {
    let mut r = Roll::new(3);
    r.pool_face(5);
    assert_eq!(r.result(), 1);
    r.pool_face(1);
    assert_eq!(r.result(), 0, "at once, before the roll is finished");
    r.pool_face(1);
    assert_eq!(r.result(), -1);
}

#[test]
fn ruling_a_result_can_go_below_zero_and_loses_to_zero() {
    let a = shown(2, &[1, 1]);
    let b = shown(2, &[2, 3]);
    assert_eq!(a.result(), -2);
    assert_eq!(opposed(&a, &b), Winner::Second);
}

#[test]
fn rule_boxcars_each_six_earns_one_bonus_die_added_when_its_owner_likes() {
    let mut d = Dice::new(3);
    d.script(&[6, 6, 2, 5, 3]).unwrap();
    let mut r = Roll::new(3);
    r.throw(&mut d);
    assert_eq!(r.bonus_left(), 2, "two 6s, two bonus dice, none added yet");
    assert_eq!(r.result(), 2);
    assert_eq!(r.add_bonus(&mut d), Some(5));
    assert_eq!(r.result(), 3);
    assert_eq!(r.add_bonus(&mut d), Some(3));
    assert_eq!(r.add_bonus(&mut d), None, "only as many as 6s");
    assert_eq!(r.faces(), &[6, 6, 2, 5, 3]);
}

#[test]
fn rule_a_bonus_dies_six_earns_nothing_but_its_one_still_subtracts() {
    let mut r = shown(1, &[6]);
    assert!(r.bonus_face(6));
    assert_eq!(r.bonus_left(), 0, "no bonus die from a bonus die");
    assert_eq!(r.result(), 2, "the bonus 6 is still a success");
    let r = shown(1, &[6, 1]);
    assert_eq!(r.result(), 0, "the bonus die's 1 takes one away");
}

#[test]
fn api_a_roll_is_thrown_once_and_bonus_dice_come_after_the_throw() {
    let mut r = Roll::new(2);
    assert!(!r.bonus_face(4), "no bonus die before the throw");
    let mut d = Dice::new(1);
    d.script(&[6, 6, 2, 2]).unwrap();
    r.throw(&mut d);
    let before = r.clone();
    r.throw(&mut d);
    assert_eq!(r, before, "a second throw does nothing");
    assert!(r.is_sound());
}

#[test]
fn api_a_bonus_die_counts_only_when_owed_and_only_after_the_whole_throw() {
    // A 6 among the pool's first dice owes a bonus die, but it waits for
    // the rest of the pool.
    let mut r = Roll::new(3);
    r.pool_face(6);
    assert_eq!(r.bonus_left(), 1);
    assert!(!r.bonus_face(5), "the pool is not all thrown yet");
    assert_eq!(r.faces(), [6]);
    r.pool_face(2);
    r.pool_face(3);
    assert!(r.bonus_face(5));
    assert_eq!((r.result(), r.bonus_left()), (2, 0));
    // Nothing more is owed: a further bonus die is refused, nothing changes.
    let before = r.clone();
    assert!(!r.bonus_face(4));
    assert_eq!(r, before);
}

#[test]
fn rule_boxcars_a_full_pool_of_sixes_earns_a_bonus_die_for_each() {
    // The largest pool, all 6s: twelve bonus dice, every face kept.
    let faces = [6u8; 2 * roll::MAX_POOL as usize];
    let r = shown(roll::MAX_POOL, &faces);
    assert_eq!(roll::MAX_FACES, faces.len());
    assert_eq!(r.faces().len(), roll::MAX_FACES);
    assert_eq!(r.result(), 24);
    assert!(r.is_sound());
}

#[test]
fn rule_static_roll_succeeds_at_or_over_the_difficulty() {
    let r = shown(3, &[4, 5, 2]);
    assert!(r.beats(2), "a stuck door (difficulty 2) opens on exactly 2");
    assert!(!r.beats(3));
    assert!(shown(4, &[4, 5, 6, 4]).beats(4), "a locked door at 4");
}

#[test]
fn ruling_a_static_roll_adds_bonus_dice_one_at_a_time_only_while_short() {
    // Short: 6 2 = 1 against 2, the bonus 5 makes it; nothing more is added.
    let mut d = Dice::new(1);
    d.script(&[6, 2, 5]).unwrap();
    let r = static_roll(2, 2, &mut d);
    assert_eq!(r.faces(), &[6, 2, 5]);
    assert!(r.beats(2));
    // Already made: 6 6 = 2 against 2, the two bonus dice are kept back.
    let mut d = Dice::new(1);
    d.script(&[6, 6]).unwrap();
    let r = static_roll(2, 2, &mut d);
    assert_eq!((r.faces().len(), r.bonus_left()), (2, 2));
    // Short all the way: every bonus die is added.
    let mut d = Dice::new(1);
    d.script(&[6, 6, 1, 2]).unwrap();
    let r = static_roll(2, 4, &mut d);
    assert_eq!(r.faces(), &[6, 6, 1, 2]);
    assert!(!r.beats(4));
}

#[test]
fn rule_opposed_the_higher_result_wins_the_papers_arm_wrestle() {
    // John 5 2 3 = 1, Barney 4 4 2 = 2: Barney wins.
    assert_eq!(
        opposed(&shown(3, &[5, 2, 3]), &shown(3, &[4, 4, 2])),
        Winner::Second
    );
    // John 6 5 2 = 2, Barney 6 4 1 = 1; Barney adds his bonus die (a 2): John
    // still wins, and never needs his own bonus die.
    let john = shown(3, &[6, 5, 2]);
    let mut barney = shown(3, &[6, 4, 1]);
    assert_eq!((john.result(), barney.result()), (2, 1));
    assert!(barney.bonus_face(2));
    assert_eq!(barney.result(), 1);
    assert_eq!(opposed(&john, &barney), Winner::First);
    assert_eq!(john.bonus_left(), 1);
}

#[test]
fn rule_opposed_equal_results_go_to_the_larger_pool_else_a_tie() {
    assert_eq!(
        opposed(&shown(3, &[4, 2, 2]), &shown(2, &[5, 3])),
        Winner::First
    );
    assert_eq!(opposed(&shown(2, &[4, 2]), &shown(2, &[5, 3])), Winner::Tie);
}

#[test]
fn ruling_the_tie_break_counts_the_pool_not_the_bonus_dice_amelias_wrestle() {
    // Amelia 6 6 = 2 (pool 2) against Barney 5 2 5 = 2 (pool 3): Barney's
    // larger pool is ahead, so Amelia adds her two bonus dice: 4 and 3.
    let mut amelia = shown(2, &[6, 6]);
    let barney = shown(3, &[5, 2, 5]);
    assert_eq!(opposed(&amelia, &barney), Winner::Second);
    assert!(amelia.bonus_face(4));
    assert!(amelia.bonus_face(3));
    assert_eq!(amelia.result(), 3);
    assert_eq!(amelia.pool(), 2, "bonus dice do not grow the pool");
    assert_eq!(opposed(&amelia, &barney), Winner::First);
    // With a bonus die that adds nothing, the pool (2 < 3) still loses.
    let mut a2 = shown(2, &[6, 6]);
    assert!(a2.bonus_face(2));
    assert_eq!(opposed(&a2, &barney), Winner::Second);
}

#[test]
fn api_a_rolls_soundness_check_catches_impossible_rolls() {
    let good = shown(2, &[6, 6, 1]);
    assert!(good.is_sound() && Roll::new(3).is_sound());
    let mut buf = [0u8; 64];
    let bytes = postcard::to_slice(&good, &mut buf).unwrap().to_vec();
    // pool, face count, faces, result, bonus dice left
    assert_eq!(bytes, [2, 3, 6, 6, 1, 1, 1]);
    let load = |b: &[u8]| postcard::from_bytes::<Roll>(b).unwrap();
    assert!(load(&bytes).is_sound());
    for (i, v) in [(6, 2), (5, 3), (4, 2), (2, 7), (0, 1)] {
        let mut bad = bytes.clone();
        bad[i] = v;
        assert!(!load(&bad).is_sound(), "byte {i} = {v}");
    }
}

#[test]
fn api_a_rolls_soundness_check_refuses_half_throws_faces_off_the_die_and_huge_pools() {
    let load = |b: &[u8]| postcard::from_bytes::<Roll>(b).unwrap();
    // pool, face count, faces, result, bonus dice left
    assert!(load(&[2, 2, 2, 3, 0, 0]).is_sound());
    assert!(
        load(&[12, 0, 0, 0]).is_sound(),
        "the largest pool, not thrown"
    );
    for bad in [
        &[2, 2, 2, 7, 0, 0][..], // a face no die shows (it would count 0)
        &[2, 2, 0, 3, 0, 0],     // likewise
        &[13, 0, 0, 0],          // a pool over the largest
        &[3, 1, 2, 0, 0],        // one die of three thrown
        &[3, 0, 0, 1],           // not thrown, yet a bonus die owed
        &[3, 0, 1, 0],           // not thrown, yet a result
    ] {
        assert!(!load(bad).is_sound(), "{bad:?}");
    }
}
