//! The adventure's engine rule by rule: the dice a check shows, the Game
//! Master's bonus dice in a contest, standing on a result, what a failure
//! costs, the counts, the fight's events and the dice's state.

extern crate std;

use std::vec::Vec;

use crate::contract::{Dice, EventLog, Sink};
use crate::sgs::arena::Event;
use crate::sgs::quest::{Hero, QAction, QEvent, QPhase, Quest, QuestConfig, Wrap};
use crate::sgs::{Ability, Character, Weapon};

pub(super) const CONFIG: QuestConfig = QuestConfig {
    seed: 5,
    party: 1,
    random: false,
    last_breath: false,
};

/// A party of the heroes written as sheet lines.
pub(super) fn party(lines: &[&str]) -> Quest {
    let mut heroes = heapless::Vec::new();
    for l in lines {
        let ch: Character = l.parse().unwrap_or_else(|e| panic!("{l}: {e}"));
        let _ = heroes.push(Hero {
            ch,
            weapon: Weapon::Sword,
            dead: false,
        });
    }
    Quest::with_party(CONFIG, heroes, Dice::new(CONFIG.seed))
}

pub(super) fn act(q: &mut Quest, a: QAction) -> Vec<QEvent> {
    let mut log: EventLog<QEvent, 64> = EventLog::new();
    q.try_apply(a, &mut log)
        .unwrap_or_else(|e| panic!("{a:?}: {e}"));
    log.to_vec()
}

/// Pip, with 4 dice to talk past the goblin guard (scene 5, 2 dice).
pub(super) const PIP: &str = "Pip (3): Charming, Strong, Tough; Climbing +1, Persuasion +1";
const GUARD: u8 = 5;

/// Pip before the guard, the next dice scripted.
fn at_guard(faces: &[u8]) -> Quest {
    let mut q = party(&[PIP]);
    q.set_scene(GUARD);
    q.script(faces);
    q
}

fn contest(ev: &[QEvent]) -> (Vec<u8>, i8, Vec<u8>, i8) {
    ev.iter()
        .find_map(|e| match e {
            QEvent::Contest {
                faces,
                result,
                npc,
                npc_result,
                ..
            } => Some((faces.to_vec(), *result, npc.to_vec(), *npc_result)),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no contest in {ev:?}"))
}

#[test]
fn rule_a_check_shows_the_dice_it_rolled_and_counts_the_scene() {
    let mut q = party(&[PIP]);
    assert_eq!(q.stats().scenes, 1, "the first scene counts");
    act(&mut q, QAction::Choose(0));
    assert_eq!(q.stats().scenes, 2);
    q.script(&[4, 5, 2, 2]);
    let ev = act(&mut q, QAction::Attempt(0));
    let QEvent::Checked { faces, result, .. } = &ev[0] else {
        panic!("{ev:?}")
    };
    assert_eq!(faces.as_slice(), [4, 5, 2, 2]);
    assert_eq!(*result, 2);
    assert_eq!(q.stats().scenes, 3);
}

#[test]
fn ruling_the_game_master_adds_its_bonus_dice_only_while_behind() {
    // Pip 4 4 2 2 = 2 against the guard's 6 2 = 1: behind, the GM adds
    // its bonus die (a 5) and draws level; Pip's larger pool wins the tie.
    let mut q = at_guard(&[4, 4, 2, 2, 6, 2, 5]);
    let ev = act(&mut q, QAction::Attempt(0));
    assert_eq!(
        contest(&ev),
        (std::vec![4, 4, 2, 2], 2, std::vec![6, 2, 5], 2)
    );
    assert!(ev.contains(&QEvent::ContestOver { won: true }), "{ev:?}");
    // Pip 2 2 2 2 = 0 against 6 4 = 2: the guard is ahead and keeps its
    // bonus die.
    let mut q = at_guard(&[2, 2, 2, 2, 6, 4, 5]);
    let ev = act(&mut q, QAction::Attempt(0));
    assert_eq!(contest(&ev), (std::vec![2, 2, 2, 2], 0, std::vec![6, 4], 2));
    assert!(ev.contains(&QEvent::ContestOver { won: false }), "{ev:?}");
}

#[test]
fn rule_a_hero_behind_may_stand_and_lose_instead_of_adding_a_bonus_die() {
    // Pip 6 2 2 1 = 0 against 4 2 = 1, with a bonus die: the choice.
    let mut q = at_guard(&[6, 2, 2, 1, 4, 2]);
    act(&mut q, QAction::Attempt(0));
    assert_eq!(q.phase(), QPhase::Contest { hero: 0 });
    let ev = act(&mut q, QAction::Stand);
    assert_eq!(ev[0], QEvent::ContestOver { won: false });
    assert_eq!(q.phase(), QPhase::Scene);
    assert_eq!(q.scene(), 6, "the guard shouts");
}

#[test]
fn rule_only_a_failure_that_hurts_gives_the_party_medic_a_turn() {
    // Tilly knows Healing; Bram is hurt already (today's roll unused).
    let lines = [
        "Tilly (5): Clever, Wise, Agile; Healing +1, Lockpicking, Lore, Persuasion",
        "Bram (4): Very Strong, Tough, Fast, Clumsy; Blades +1, Climbing +1, Lore | wounds 1",
    ];
    // The lock (harm 0): Tilly's 3 dice all fail; on to the door, no
    // treating.
    let mut q = party(&lines);
    act(&mut q, QAction::Choose(1));
    q.script(&[2, 2, 2]);
    let ev = act(&mut q, QAction::Attempt(0));
    assert!(!ev.iter().any(|e| matches!(e, QEvent::Hurt { .. })));
    assert_eq!((q.phase(), q.scene()), (QPhase::Scene, 4));
    // The door (harm 1): Bram's 4 dice fail; the fall hurts, Tilly may
    // treat before the rats.
    q.script(&[2, 2, 2, 2]);
    act(&mut q, QAction::Attempt(1));
    assert_eq!(q.phase(), QPhase::Treat { medic: 0, next: 3 });
    assert_eq!(q.stats().wounds, 1, "the fall's wound counts");
    // Lost to the guard (harm 0): no turn for the medic either.
    let mut q = party(&lines);
    q.set_scene(GUARD);
    q.script(&[2, 2, 2, 2, 4, 2]);
    let ev = act(&mut q, QAction::Attempt(0));
    assert!(ev.contains(&QEvent::ContestOver { won: false }), "{ev:?}");
    assert_eq!((q.phase(), q.scene()), (QPhase::Scene, 6));
}

#[test]
fn api_a_fight_is_shown_and_its_events_reach_the_adventure() {
    let mut q = party(&[PIP]);
    act(&mut q, QAction::Choose(0));
    q.script(&[4, 5, 2, 2]);
    act(&mut q, QAction::Attempt(0));
    assert!(q.arena().is_none(), "no fight yet");
    let ev = act(&mut q, QAction::Continue);
    assert!(ev.contains(&QEvent::FightBegins(1)), "{ev:?}");
    assert_eq!(q.phase(), QPhase::Fight);
    let a = q.arena().expect("the rats' fight");
    let at: Vec<(u8, u8)> = a.fighters().iter().map(|f| f.at).collect();
    assert_eq!(
        at,
        [(1, 1), (10, 1), (10, 3), (10, 5)],
        "Pip, two rats and a goblin"
    );
    let first = q.legal_list()[0];
    let ev = act(&mut q, first);
    assert!(
        ev.iter().any(|e| matches!(e, QEvent::Fight(_))),
        "the fight's events come through: {ev:?}"
    );
    // The wrapper keeps what its sink keeps.
    let mut none: heapless::Vec<QEvent, 0> = heapless::Vec::new();
    assert!(!Wrap(&mut none).keeps());
    let mut log: EventLog<QEvent, 4> = EventLog::new();
    let mut w = Wrap(&mut log);
    assert!(w.keeps());
    w.put(Event::Round(2));
    assert_eq!(log.as_slice(), [QEvent::Fight(Event::Round(2))]);
}

#[test]
fn api_the_adventure_tells_its_dice_state() {
    let q = Quest::new(CONFIG);
    assert_eq!(q.dice_state(), Dice::new(CONFIG.seed).state());
    let mut q = party(&[PIP]);
    let before = q.dice_state();
    act(&mut q, QAction::Choose(0));
    act(&mut q, QAction::Attempt(0));
    assert_ne!(q.dice_state(), before, "the check rolled");
}

#[test]
fn ruling_a_random_hero_takes_a_sword_when_strong_as_dexterous_else_a_dagger() {
    let mut seen = [false; 2];
    for seed in 0..40 {
        let q = Quest::new(QuestConfig {
            seed,
            party: 4,
            random: true,
            last_breath: false,
        });
        for h in q.heroes() {
            let (s, d) = (
                h.ch.rating(Ability::Strong),
                h.ch.rating(Ability::Dexterous),
            );
            let sword = s >= d;
            let want = if sword { Weapon::Sword } else { Weapon::Dagger };
            assert_eq!(h.weapon, want, "{}", h.ch);
            seen[usize::from(sword)] = true;
        }
    }
    assert_eq!(seen, [true, true]);
}

#[test]
fn api_a_party_lines_up_on_the_left_of_the_fight_and_its_foes_on_the_right() {
    let bram = "Bram (4): Very Strong, Tough, Fast, Clumsy; Blades +1, Climbing +1, Lore";
    let mut q = party(&[PIP, bram, PIP]);
    q.set_scene(3);
    act(&mut q, QAction::Continue);
    let a = q.arena().expect("the rats' fight");
    let at: Vec<(u8, u8)> = a.fighters().iter().map(|f| f.at).collect();
    assert_eq!(at, [(1, 1), (1, 3), (1, 5), (10, 1), (10, 3), (10, 5)]);
}

#[test]
fn rule_a_first_capture_leads_to_an_escape_a_second_to_the_rescue() {
    let mut q = party(&[PIP]);
    q.set_scene(9);
    assert_eq!(act(&mut q, QAction::Continue)[0], QEvent::Captured(1));
    assert_eq!(q.scene(), 12, "wriggle free");
    q.set_scene(9);
    assert_eq!(act(&mut q, QAction::Continue)[0], QEvent::Captured(2));
    assert_eq!(q.scene(), 14, "hauled up the well");
}

/// The end scene `end` reached by Pip and Bram (dead when `dead`, one
/// death counted): the XP each has after it.
fn ending(end: u8, dead: bool) -> (QEvent, [u8; 2]) {
    let mut q = party(&[PIP, "Bram (4): Very Strong, Tough, Fast, Clumsy; Blades +1"]);
    let mut heroes = q.heroes().to_vec();
    heroes[1].dead = dead;
    q = Quest::with_party(CONFIG, heroes.into_iter().collect(), Dice::new(1));
    q.stats.deaths = u8::from(dead);
    q.set_scene(end);
    let ev = act(&mut q, QAction::Continue);
    (
        ev[0].clone(),
        [q.heroes()[0].ch.xp(), q.heroes()[1].ch.xp()],
    )
}

#[test]
fn ruling_a_death_costs_the_living_one_xp_never_below_one_and_the_dead_get_none() {
    use crate::sgs::quest::QOutcome;
    let won = |xp| {
        QEvent::Ended(QOutcome {
            completed: true,
            xp,
        })
    };
    assert_eq!(ending(13, false), (won(3), [3, 3]));
    assert_eq!(ending(13, true), (won(2), [2, 0]));
    let lost = QEvent::Ended(QOutcome {
        completed: false,
        xp: 1,
    });
    assert_eq!(ending(14, false), (lost.clone(), [1, 1]));
    assert_eq!(ending(14, true), (lost, [1, 0]));
}

#[test]
fn rule_after_the_rest_the_medic_has_no_turn_when_nobody_is_hurt() {
    let lines = [
        "Tilly (5): Clever, Wise, Agile; Healing +1, Lockpicking, Lore, Persuasion",
        "Bram (4): Very Strong, Tough, Fast, Clumsy; Blades +1",
    ];
    let mut q = party(&lines);
    q.set_scene(7);
    act(&mut q, QAction::Continue);
    assert_eq!(
        (q.phase(), q.scene()),
        (QPhase::Scene, 8),
        "on to Maud's lesson"
    );
}

#[test]
fn rule_the_night_heals_a_wound_on_a_tough_roll_then_maud_treats_what_is_left() {
    let bram = "Bram (4): Very Strong, Tough, Fast, Clumsy; Blades +1 | wounds 1";
    let healed = |made, total| QEvent::Healed {
        hero: 0,
        made,
        total,
    };
    // Sleep: Tough's 3 dice against 1 wound, 4 2 2: healed; Maud has
    // nothing left to treat.
    let mut q = party(&[bram]);
    q.set_scene(7);
    q.script(&[4, 2, 2]);
    let ev = act(&mut q, QAction::Continue);
    assert_eq!(ev[..2], [healed(true, 0), QEvent::Scene(8)]);
    // Both rolls fail: 2 2 2 twice.
    let mut q = party(&[bram]);
    q.set_scene(7);
    q.script(&[2, 2, 2, 2, 2, 2]);
    let ev = act(&mut q, QAction::Continue);
    assert_eq!(ev[..2], [healed(false, 1), healed(false, 1)]);
}

#[test]
fn rule_every_wound_calls_a_tough_roll_an_accidents_too() {
    // Down the rope: Pip's 4 dice all fail (2 2 2 2): the fall's wound,
    // then the paper's Tough roll (Tough 3 dice) against 1 wound.
    for (tough, made) in [([4, 2, 2], true), ([1, 2, 2], false)] {
        let mut q = party(&[PIP]);
        act(&mut q, QAction::Choose(0));
        q.script(&[2, 2, 2, 2]);
        q.script(&tough);
        let ev = act(&mut q, QAction::Attempt(0));
        let at = ev
            .iter()
            .position(|e| *e == QEvent::Hurt { hero: 0, total: 1 })
            .unwrap_or_else(|| panic!("{ev:?}"));
        let QEvent::Checked {
            hero: 0,
            pool: 3,
            faces,
            needed: 1,
            made: m,
            ..
        } = &ev[at + 1]
        else {
            panic!("{ev:?}")
        };
        assert_eq!((faces.as_slice(), *m), (&tough[..], made));
        // Knocked out by an accident, the hero comes round: on to the fight.
        assert!(!q.heroes()[0].dead);
        assert_eq!(q.scene(), 3);
    }
}
