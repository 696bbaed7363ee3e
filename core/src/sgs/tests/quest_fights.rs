//! The adventure's fights: the fight's own dice drawn from the adventure's,
//! and what the party takes out of a fight — its new wounds (an injuring
//! incident), the dying tended after a win by another hero and after a loss
//! by the captors (kept alive under last breath), the dead.

extern crate std;

use std::vec::Vec;

use super::quest_engine::{PIP, act, party};
use crate::contract::{Dice, EventLog};
use crate::sgs::Weapon;
use crate::sgs::arena::{Fighter, Outcome, State};
use crate::sgs::character::Untreatable;
use crate::sgs::quest::{Hero, QAction, QEvent, QPhase, Quest};
use crate::sgs::{Character, Side};

const BRAM: &str = "Bram (4): Very Strong, Tough, Fast, Clumsy; Blades +1, Climbing +1, Lore";

/// The party of `lines` in the rats' fight (scene 3), every rat fallen
/// after a win, every hero down after a loss; then `set` arranges the
/// heroes' fighters.
fn fought(lines: &[&str], won: bool, set: impl FnOnce(&mut [Fighter])) -> Quest {
    fight_of(party(lines), won, set)
}

fn fight_of(mut q: Quest, won: bool, set: impl FnOnce(&mut [Fighter])) -> Quest {
    q.set_scene(3);
    act(&mut q, QAction::Continue);
    let n = q.heroes().len();
    let a = q.arena.as_mut().expect("the rats' fight");
    for (i, f) in a.fighters.iter_mut().enumerate() {
        match (i < n, won) {
            (false, true) => f.state = State::Dead,
            (true, false) => f.state = State::Out(3),
            _ => {}
        }
    }
    set(&mut a.fighters[..n]);
    a.outcome = Some(Outcome::Won(if won { Side::A } else { Side::B }));
    q
}

/// Ends the fight with the adventure's next dice `faces`.
fn end(q: &mut Quest, faces: &[u8]) -> Vec<QEvent> {
    q.script(faces);
    let mut log: EventLog<QEvent, 16> = EventLog::new();
    q.end_fight(&mut log);
    assert!(q.arena().is_none());
    log.to_vec()
}

/// Bram dying of 2 wounds.
fn dying(f: &mut Fighter) {
    f.ch.wound(2);
    f.state = State::Dying(2);
}

#[test]
fn rule_after_a_won_fight_another_hero_tends_the_dying_failing_that_they_die() {
    // Pip's Clever (unlisted, 2 dice) against Bram's 2 wounds: 4 4 saves.
    let mut q = fought(&[PIP, BRAM], true, |fs| dying(&mut fs[1]));
    let ev = end(&mut q, &[4, 4]);
    assert!(!ev.iter().any(|e| matches!(e, QEvent::Died(_))), "{ev:?}");
    assert!(!q.heroes()[1].dead);
    assert_eq!(q.heroes()[1].ch.wounds(), 2);
    assert_eq!((q.scene(), q.stats().deaths, q.stats().lost), (5, 0, 0));
    // 2 2 fails: Bram dies; one death.
    let mut q = fought(&[PIP, BRAM], true, |fs| dying(&mut fs[1]));
    let ev = end(&mut q, &[2, 2]);
    assert!(ev.contains(&QEvent::Died(1)), "{ev:?}");
    assert!(q.heroes()[1].dead && !q.heroes()[0].dead);
    assert_eq!((q.scene(), q.stats().deaths), (5, 1));
}

#[test]
fn rule_the_dying_cannot_tend_themselves_nor_each_other_and_the_dead_stay_dead() {
    // Alone and dying after a win: nobody else to tend (the dice would
    // have saved): Pip dies, and the adventure ends.
    let mut q = fought(&[PIP], true, |fs| dying(&mut fs[0]));
    let ev = end(&mut q, &[6, 6, 6, 6]);
    assert!(ev.contains(&QEvent::Died(0)), "{ev:?}");
    assert_eq!(q.phase(), QPhase::Over);
    // Both dying: neither tends the other.
    let mut q = fought(&[PIP, BRAM], true, |fs| fs.iter_mut().for_each(dying));
    let ev = end(&mut q, &[6, 6, 6, 6]);
    assert!(ev.contains(&QEvent::Died(0)) && ev.contains(&QEvent::Died(1)));
    // Killed in the fight: dead, no roll.
    let mut q = fought(&[PIP, BRAM], true, |fs| fs[1].state = State::Dead);
    let ev = end(&mut q, &[6, 6]);
    assert!(ev.contains(&QEvent::Died(1)), "{ev:?}");
    assert_eq!(q.stats().deaths, 1);
}

#[test]
fn rule_after_a_lost_fight_the_captors_tend_the_dying_failing_that_they_die() {
    // The rats' fight lost: the captors' best Clever (the goblin's, unlisted:
    // 2 dice) against Bram's 2 wounds. 4 4 saves him: a prisoner.
    let mut q = fought(&[PIP, BRAM], false, |fs| dying(&mut fs[1]));
    let ev = end(&mut q, &[4, 4]);
    assert!(!ev.iter().any(|e| matches!(e, QEvent::Died(_))), "{ev:?}");
    assert!(!q.heroes()[1].dead);
    assert_eq!((q.scene(), q.stats().deaths, q.stats().lost), (9, 0, 1));
    // 4 2 fails: Bram dies. A lone hero can die too.
    let mut q = fought(&[PIP, BRAM], false, |fs| dying(&mut fs[1]));
    let ev = end(&mut q, &[4, 2]);
    assert!(ev.contains(&QEvent::Died(1)), "{ev:?}");
    let mut q = fought(&[BRAM], false, |fs| dying(&mut fs[0]));
    let ev = end(&mut q, &[2, 2]);
    assert!(ev.contains(&QEvent::Died(0)), "{ev:?}");
    assert_eq!(q.phase(), QPhase::Over);
    // Alone, the captors' 4 4 saves him (they tend, not the fallen party).
    let mut q = fought(&[BRAM], false, |fs| dying(&mut fs[0]));
    let ev = end(&mut q, &[4, 4]);
    assert!(!ev.iter().any(|e| matches!(e, QEvent::Died(_))), "{ev:?}");
    assert_eq!(q.scene(), 9);
}

#[test]
fn house_last_breath_the_captors_keep_a_beaten_partys_dying_alive() {
    let heroes = [PIP, BRAM].map(|l| Hero {
        ch: l.parse().unwrap(),
        weapon: Weapon::Sword,
        dead: false,
    });
    let config = crate::sgs::quest::QuestConfig {
        last_breath: true,
        ..super::quest_engine::CONFIG
    };
    let q = Quest::with_party(config, heroes.into_iter().collect(), Dice::new(1));
    let mut q = fight_of(q, false, |fs| dying(&mut fs[1]));
    let ev = end(&mut q, &[2, 2]);
    assert!(!ev.iter().any(|e| matches!(e, QEvent::Died(_))), "{ev:?}");
    assert!(!q.heroes()[1].dead);
    assert_eq!((q.scene(), q.stats().deaths, q.stats().lost), (9, 0, 1));
}

#[test]
fn rule_a_fight_counts_its_new_wounds_and_is_an_injuring_incident_for_the_hurt() {
    // Pip comes in with 1 wound and today's medic's roll spent (it failed);
    // Bram with 1 wound takes 2 more.
    let mut pip: Character = PIP.parse().unwrap();
    pip.wound(1);
    let tilly: Character = "Tilly (5): Clever, Wise, Agile; Healing +1, Lore"
        .parse()
        .unwrap();
    let mut dice = Dice::new(1);
    let _ = dice.script(&[2, 2, 2]);
    assert!(pip.treated_by(&tilly, &mut dice).is_some());
    assert_eq!(pip.treatable(), Err(Untreatable::TreatedAlready));
    let bram: Character = std::format!("{BRAM} | wounds 1").parse().unwrap();
    let heroes = [pip, bram].map(|ch| Hero {
        ch,
        weapon: Weapon::Sword,
        dead: false,
    });
    let config = super::quest_engine::CONFIG;
    let q = Quest::with_party(config, heroes.into_iter().collect(), Dice::new(1));
    let mut q = fight_of(q, true, |fs| fs[1].ch.wound(2));
    end(&mut q, &[]);
    assert_eq!(q.stats().wounds, 2, "the new wounds");
    assert_eq!(q.heroes()[1].ch.wounds(), 3);
    assert_eq!(q.heroes()[1].ch.treatable(), Ok(()));
    assert_eq!(
        q.heroes()[0].ch.treatable(),
        Err(Untreatable::TreatedAlready),
        "not hurt in this fight: no new roll"
    );
}

#[test]
fn api_a_fight_rolls_its_own_dice_seeded_from_the_adventures() {
    let mut q = party(&[PIP]);
    q.set_scene(3);
    let mut d = Dice::new(super::quest_engine::CONFIG.seed);
    let seed = (u64::from(d.below(u32::MAX)) << 16) + u64::from(d.below(1 << 16));
    act(&mut q, QAction::Continue);
    assert_eq!(q.arena().unwrap().dice_state(), Dice::new(seed).state());
    assert_eq!(q.dice_state(), d.state());
}

#[test]
fn rule_only_a_fight_that_hurt_gives_the_party_medic_a_turn() {
    // Tilly knows Healing; Bram is hurt already.
    let tilly = "Tilly (5): Clever, Wise, Agile; Healing +1, Lore";
    let bram = std::format!("{BRAM} | wounds 1");
    let mut q = fought(&[tilly, &bram], true, |_| {});
    end(&mut q, &[]);
    assert_eq!((q.phase(), q.scene()), (QPhase::Scene, 5), "nobody hurt");
    let mut q = fought(&[tilly, &bram], true, |fs| fs[1].ch.wound(1));
    end(&mut q, &[]);
    assert_eq!(q.phase(), QPhase::Treat { medic: 0, next: 5 });
}

/// The cartridge names a fight's party fighters by their heroes
/// (`Quest::hero_of`): the fight lists the living heroes first, in the
/// party's order, the dead left out; a foe, or no fight, is no hero.
#[test]
fn api_a_fights_party_fighter_is_the_living_hero_it_stands_for() {
    let mut heroes = party(&[BRAM, PIP, BRAM]).heroes().to_vec();
    heroes[1].dead = true;
    let mut q = Quest::with_party(
        super::quest_engine::CONFIG,
        heroes.into_iter().collect(),
        Dice::new(1),
    );
    assert_eq!(q.hero_of(0), None, "no fight yet");
    q.set_scene(3);
    act(&mut q, QAction::Continue);
    let a = q.arena().expect("the rats' fight");
    assert_eq!(a.config().party, 2, "the two living heroes");
    assert_eq!(q.hero_of(0), Some(0));
    assert_eq!(q.hero_of(1), Some(2), "the dead Pip left out");
    let foes = a.fighters().len() as u8;
    assert!(foes > 2);
    for f in 2..foes {
        assert_eq!(q.hero_of(f), None, "fighter {f} is a foe");
    }
}
