//! The party's own medic in the adventure: a hero who knows Healing treats
//! the wounded after an injuring fight or accident, within the paper's
//! limits (a medic's roll once a day plus once per injuring incident).

extern crate std;

use std::vec::Vec;

use crate::contract::{Dice, EventLog, Level, Rules, Saved, Think, Turn};
use crate::sgs::character::Untreatable;
use crate::sgs::quest::{Hero, QAction, QEvent, QIllegal, QPhase, QThinker, Quest, QuestConfig};
use crate::sgs::roster::hero;
use crate::sgs::{Ability, Skill};

const CONFIG: QuestConfig = QuestConfig {
    seed: 5,
    party: 2,
    random: false,
    last_breath: false,
};

/// A party of the ready-made heroes `which` (3 is Tilly, who knows Healing).
fn party(which: &[usize]) -> Quest {
    let mut heroes = heapless::Vec::new();
    for &i in which {
        let (ch, weapon) = hero(i);
        let _ = heroes.push(Hero {
            ch,
            weapon,
            dead: false,
        });
    }
    Quest::with_party(CONFIG, heroes, Dice::new(CONFIG.seed))
}

fn act(q: &mut Quest, a: QAction) -> Vec<QEvent> {
    let mut log: EventLog<QEvent, 64> = EventLog::new();
    q.try_apply(a, &mut log)
        .unwrap_or_else(|e| panic!("{a:?}: {e}"));
    log.to_vec()
}

/// Climbs down the rope with hero `h`, every die a 2: the fall wounds it.
fn fall(q: &mut Quest, h: u8) {
    act(q, QAction::Choose(0));
    let pool = q.heroes()[usize::from(h)]
        .ch
        .pool(Ability::Strong, Some(Skill::Climbing), 0);
    q.script(&std::vec![2; usize::from(pool)]);
    let ev = act(q, QAction::Attempt(h));
    assert!(ev.contains(&QEvent::Hurt { hero: h, total: 1 }), "{ev:?}");
}

#[test]
fn rule_a_party_medic_treats_after_an_accident_once_a_day_plus_once_for_it() {
    let mut q = party(&[3, 0]);
    assert_eq!(q.medic(), Some(0), "Tilly knows Healing");
    fall(&mut q, 0);
    assert_eq!(q.phase(), QPhase::Treat { medic: 0, next: 3 });
    assert_eq!(q.turn(), Turn::Seat(0));
    assert_eq!(
        q.legal_list().as_slice(),
        [QAction::Treat(0), QAction::Continue],
        "only the hurt may be treated; the party may also go on"
    );
    // Bram is not hurt: refused with a sentence, nothing changes.
    let before = q.clone();
    let mut log: EventLog<QEvent, 8> = EventLog::new();
    let e = q.try_apply(QAction::Treat(1), &mut log).unwrap_err();
    assert_eq!(e, QIllegal::Treat(Untreatable::NotHurt));
    assert_eq!(std::format!("{e}"), "Not hurt: nothing to treat.");
    assert_eq!(q, before);
    // Today's roll, then the accident's: two failed Tough rolls (all 2s).
    q.script(&[2; 8]);
    let first = act(&mut q, QAction::Treat(0));
    assert_eq!(
        first,
        [QEvent::Treated {
            medic: 0,
            hero: 0,
            made: false,
            total: 1
        }]
    );
    assert_eq!(q.phase(), QPhase::Treat { medic: 0, next: 3 });
    act(&mut q, QAction::Treat(0));
    // No roll is left: the party goes on to the fight's scene.
    assert_eq!(q.phase(), QPhase::Scene);
    assert_eq!(q.scene(), 3);
    assert_eq!(
        q.heroes()[0].ch.treatable(),
        Err(Untreatable::TreatedAlready)
    );
}

#[test]
fn rule_a_treatment_heals_one_on_a_made_tough_roll_against_the_wounds() {
    let mut q = party(&[3, 0]);
    fall(&mut q, 0);
    q.script(&[5, 5]);
    let ev = act(&mut q, QAction::Treat(0));
    assert_eq!(
        ev,
        [
            QEvent::Treated {
                medic: 0,
                hero: 0,
                made: true,
                total: 0
            },
            QEvent::Scene(3)
        ],
        "healed: nobody is left to treat, so the party goes on"
    );
}

#[test]
fn ruling_the_party_may_go_on_untreated_and_without_a_medic_is_never_asked() {
    let mut q = party(&[3, 0]);
    fall(&mut q, 0);
    assert_eq!(act(&mut q, QAction::Continue), [QEvent::Scene(3)]);
    assert_eq!(q.heroes()[0].ch.wounds(), 1);
    // Bram and Wren know no Healing: the fall leads straight on.
    let mut q = party(&[0, 1]);
    assert_eq!(q.medic(), None);
    fall(&mut q, 0);
    assert_eq!(q.phase(), QPhase::Scene);
    assert_eq!(q.scene(), 3);
}

#[test]
fn ruling_the_persons_hero_is_the_medic_if_it_can_else_the_first_companion_who_can() {
    // Bram first (no Healing), Tilly second: the companion treats, and the
    // computer picks for her the most wounded.
    let mut q = party(&[0, 3]);
    assert_eq!(q.medic(), Some(1));
    fall(&mut q, 0);
    assert_eq!(q.phase(), QPhase::Treat { medic: 1, next: 3 });
    for level in [Level::Easy, Level::Normal, Level::Hard] {
        let mut t = <QThinker as Think<Quest>>::start(&q, level, 1);
        assert_eq!(t.step(&q, u32::MAX), Some(QAction::Treat(0)), "{level:?}");
    }
    // A dead medic treats nobody.
    let mut q = party(&[3, 3]);
    let mut heroes: heapless::Vec<Hero, 4> = q.heroes().iter().cloned().collect();
    heroes[0].dead = true;
    q = Quest::with_party(CONFIG, heroes, Dice::new(1));
    assert_eq!(q.medic(), Some(1));
}

#[test]
fn api_a_quest_saved_while_the_medic_decides_loads_there() {
    let mut q = party(&[3, 0]);
    fall(&mut q, 0);
    let mut buf = [0u8; Quest::MAX_SAVE_BYTES];
    let n = crate::contract::save::encode(&q, &mut buf).unwrap();
    let back: Quest = crate::contract::save::decode(&buf[..n]).unwrap();
    assert_eq!(back.phase(), QPhase::Treat { medic: 0, next: 3 });
    assert_eq!(back.heroes(), q.heroes());
    assert!(back.is_sound());
    // A medic's phase whose medic knows no Healing is not sound.
    let mut bad = party(&[0, 1]);
    fall(&mut bad, 0);
    bad.phase = QPhase::Treat { medic: 0, next: 3 };
    assert!(!bad.is_sound());
}
