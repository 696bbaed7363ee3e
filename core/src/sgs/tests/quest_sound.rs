//! What a loaded adventure must be to be played on (`Quest::is_sound`): each
//! phase from a real game is sound, and one wrong index, count or roll in
//! it is refused. Also the best hero for a scene's roll.

extern crate std;

use super::arena_sound::miscounted;
use super::quest_engine::{PIP, act, party};
use crate::sgs::quest::{QAction, QPhase, Quest};
use crate::sgs::roll::Roll;
use crate::sgs::scenes::{SCENES, Scene};

const TILLY: &str = "Tilly (5): Clever, Wise, Agile; Healing +1, Lockpicking, Lore, Persuasion";

/// Pip behind the goblin guard with a bonus die to add.
fn contest() -> Quest {
    let mut q = party(&[PIP]);
    q.set_scene(5);
    q.script(&[6, 2, 2, 1, 4, 2]);
    act(&mut q, QAction::Attempt(0));
    assert_eq!(q.phase(), QPhase::Contest { hero: 0 });
    q
}

#[test]
fn api_a_quest_in_a_scene_is_sound_only_at_a_scene_of_the_adventure_and_nothing_open() {
    let mut q = party(&[PIP]);
    q.set_scene(SCENES.len() as u8 - 1);
    assert!(q.is_sound());
    q.set_scene(SCENES.len() as u8);
    assert!(!q.is_sound(), "past the last scene");
    let open = contest();
    let mut q = party(&[PIP]);
    q.contest = open.contest.clone();
    assert!(!q.is_sound(), "a contest outside its phase");
    let mut q = party(&[PIP]);
    q.set_scene(3);
    act(&mut q, QAction::Continue);
    let fight = q.arena.take();
    let mut q = party(&[PIP]);
    q.arena = fight;
    assert!(!q.is_sound(), "a fight outside its phase");
}

#[test]
fn api_a_contest_is_sound_only_for_a_hero_of_the_party_with_both_rolls_thrown_and_a_bonus_die() {
    let q = contest();
    assert!(q.is_sound());
    let bad = |f: fn(&mut Quest)| {
        let mut b = q.clone();
        f(&mut b);
        assert!(!b.is_sound(), "{:?}", b.contest);
    };
    bad(|b| b.phase = QPhase::Contest { hero: 1 });
    bad(|b| b.set_scene(3));
    bad(|b| b.contest = None);
    bad(|b| b.contest.as_mut().unwrap().0 = miscounted(&b.contest.as_ref().unwrap().0));
    bad(|b| b.contest.as_mut().unwrap().1 = miscounted(&b.contest.as_ref().unwrap().1));
    bad(|b| b.contest.as_mut().unwrap().0 = Roll::new(4));
    bad(|b| b.contest.as_mut().unwrap().1 = Roll::new(2));
    bad(|b| {
        // Pip's bonus die used: nothing left to choose.
        let mut dice = crate::contract::Dice::new(1);
        let _ = b.contest.as_mut().unwrap().0.add_bonus(&mut dice);
    });
}

#[test]
fn api_a_medics_turn_is_sound_only_for_the_partys_medic_before_a_scene_of_the_adventure() {
    // Tilly fails the lock and Bram the door: the fall hurts him.
    let bram = "Bram (4): Very Strong, Tough, Fast, Clumsy; Blades +1";
    let mut q = party(&[TILLY, bram]);
    act(&mut q, QAction::Choose(1));
    q.script(&[2, 2, 2]);
    act(&mut q, QAction::Attempt(0));
    q.script(&[2, 2, 2, 2]);
    act(&mut q, QAction::Attempt(1));
    assert_eq!(q.phase(), QPhase::Treat { medic: 0, next: 3 });
    assert!(q.is_sound());
    let bad = |f: &dyn Fn(&mut Quest)| {
        let mut b = q.clone();
        f(&mut b);
        assert!(!b.is_sound(), "{:?}", b.phase());
    };
    bad(&|b| b.phase = QPhase::Treat { medic: 1, next: 3 });
    bad(&|b| {
        b.phase = QPhase::Treat {
            medic: 0,
            next: SCENES.len() as u8,
        }
    });
    let open = contest();
    bad(&|b| b.contest = open.contest.clone());
    let mut f = party(&[PIP]);
    f.set_scene(3);
    act(&mut f, QAction::Continue);
    bad(&|b| b.arena = f.arena.clone());
    let mut last = q.clone();
    last.phase = QPhase::Treat {
        medic: 0,
        next: SCENES.len() as u8 - 1,
    };
    assert!(last.is_sound());
}

#[test]
fn api_the_best_hero_for_a_roll_is_the_living_one_most_likely_to_make_it() {
    use crate::sgs::odds::{opposed_win, static_success};
    let Scene::Check { test: rope, .. } = SCENES[1].1 else {
        unreachable!()
    };
    let Scene::Check { test: guard, .. } = SCENES[5].1 else {
        unreachable!()
    };
    // The rope: Bram's 5 dice (Very Strong, Climbing +1) beat Pip's 4.
    let bram = "Bram (4): Very Strong, Tough, Fast, Clumsy; Blades +1, Climbing +1";
    let q = party(&[PIP, bram]);
    assert_eq!(q.best_for(rope), Some((1, static_success(5, 2).permille())));
    // The guard: Pip's 4 dice against 2 beat Bram's 2.
    assert_eq!(q.best_for(guard), Some((0, opposed_win(4, 2).permille())));
    // Equal chances: the first hero.
    let q = party(&[PIP, PIP]);
    assert_eq!(q.best_for(rope), Some((0, static_success(4, 2).permille())));
    // The dead are not asked.
    let mut heroes = party(&[PIP, bram]).heroes().to_vec();
    heroes[1].dead = true;
    let q = Quest::with_party(
        super::quest_engine::CONFIG,
        heroes.into_iter().collect(),
        crate::contract::Dice::new(1),
    );
    assert_eq!(q.best_for(rope), Some((0, static_success(4, 2).permille())));
}
