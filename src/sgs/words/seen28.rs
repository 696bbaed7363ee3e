//! In-ROM tests of the session-28 playtest (issues 29 and 31, a
//! 7-year-old's eyes): nothing is marked before its dice settle, every tie
//! said the same way, a bonus die's doing said, a fighter felled at its
//! own moment said to fight on, one truth about the XP, plain words.

use super::child::{arena, faces, play};
use super::*;
use crate::player::Stage;
use crate::sgs::play::Story;
use tabletop_core::sgs::arena::State;
use tabletop_core::sgs::quest::QOutcome;

/// Shows fighter `who`'s turn on `s`: the story's last line then.
fn acts(s: &mut Story, who: u8) -> Option<String> {
    play(s, Event::Acts { who, held: false });
    s.story.back().cloned()
}

/// Names with these fighters (no heroes).
pub(super) fn names(fighters: &[&str]) -> Names {
    Names {
        heroes: Vec::new(),
        fighters: fighters.iter().map(|&f| String::from(f)).collect(),
        scene: 0,
        duel: [(0, 0); 2],
        actor: 0,
    }
}

/// While an action's events are shown the screen's fighters are as the
/// events shown so far leave them: a wound from its hit on, "dying" from
/// its words on (after its Tough roll's dice), the title's turn from its
/// turn on (the playtest: marked before the dice that decided them).
#[test_case]
fn the_fight_is_marked_as_its_events_are_shown(_gba: &mut agb::Gba) {
    let game = arena();
    let mut s = Story::new(&game);
    assert_eq!(s.seen.actor, None, "the order is thrown first");
    assert_eq!(s.seen.piece(1).map(|p| p.state), Some(State::Up));
    acts(&mut s, 0);
    assert_eq!(s.seen.actor, Some(0));
    let hit = Event::Hit {
        attacker: 0,
        defender: 1,
        wounds: 1,
        ignored: 0,
        total: 1,
    };
    play(&mut s, hit);
    assert_eq!(s.seen.piece(1).map(|p| p.wounds), Some(1));
    assert_eq!(s.seen.piece(1).map(|p| p.state), Some(State::Up));
    play(&mut s, Event::Dying { who: 1, rounds: 3 });
    assert_eq!(s.seen.piece(1).map(|p| p.state), Some(State::Dying(3)));
    play(&mut s, Event::Round(2));
    assert_eq!((s.seen.round, s.seen.actor), (2, None));
}

/// Every tie is said "Tie!" and what the paper does with it; a fighter
/// tied with the last acts at the same moment, said as its tie (the
/// playtest: "they go at the same time!" but only one moved).
#[test_case]
fn every_tie_is_said_the_same_way(_gba: &mut agb::Gba) {
    for l in [
        tie_line("Bram"),
        tie_more_dice("Bram"),
        String::from(TIE_MISSES),
    ] {
        assert!(l.starts_with("{3}Tie! "), "{l}");
    }
    assert!(same_moment_line("Goblin").starts_with("{3}Tie! Same moment"));
    let game = arena();
    let mut s = Story::new(&game);
    s.names.fighters = alloc::vec![
        String::from("Bram"),
        String::from("Cellar Rat 1"),
        String::from("Cellar Rat 2"),
        String::from("Goblin"),
    ];
    for (who, f, result) in [(0u8, [5u8, 4], 2i8), (3, [6, 5], 2), (1, [2, 3], 0)] {
        play(
            &mut s,
            Event::Initiative {
                who,
                with: tabletop_core::sgs::Ability::Agile,
                faces: faces(&f),
                result,
            },
        );
    }
    assert_eq!(acts(&mut s, 0), Some(tie_line("Bram")));
    assert_eq!(
        acts(&mut s, 3).as_deref(),
        Some("{3}Tie! Same moment: now Goblin.")
    );
    assert_eq!(acts(&mut s, 1).as_deref(), Some("Cellar Rat 1's turn."));
}

/// A bonus die's doing is said: what it rolled and what that did (the
/// playtest: "A 6! one more die", then 0 successes, unexplained).
#[test_case]
fn a_bonus_die_says_what_it_did(_gba: &mut agb::Gba) {
    assert_eq!(bonus_why(&[]), "");
    assert_eq!(bonus_why(&[2]), "{3}A 6! One more die: a 2, no success.");
    assert_eq!(bonus_why(&[6]), "{3}A 6! One more die: a 6, +1 success!");
    assert_eq!(bonus_why(&[1]), "{3}A 6! One more die: a 1, one less.");
    assert_eq!(bonus_why(&[5, 1]), "{3}6s! 2 more dice: no success.");
    assert_eq!(bonus_why(&[5, 4]), "{3}6s! 2 more dice: +2 successes!");
}

/// A fighter felled at its own moment before it acted still acts (the
/// paper: one moment, at the same time): said when it does.
#[test_case]
fn a_dying_fighter_that_still_acts_is_said_to_fight_on(_gba: &mut agb::Gba) {
    let game = arena();
    let mut s = Story::new(&game);
    s.names.fighters = alloc::vec![String::from("Bram"), String::from("Cellar Rat 1")];
    play(&mut s, Event::Dying { who: 1, rounds: 2 });
    // Said, then why (session 31: the words went by too fast).
    assert_eq!(acts(&mut s, 1).as_deref(), Some(SAME_MOMENT_WHY));
    let n = s.story.len();
    assert_eq!(
        s.story.get(n.wrapping_sub(2)).map(String::as_str),
        Some("{6}Cellar Rat 1 is dying but fights on!")
    );
}

/// The story's last line says the XP as the end screen does: the fallen
/// keep none (the playtest: "+1 XP each" there, "no XP" on the end).
#[test_case]
fn the_xp_is_said_one_way(_gba: &mut agb::Gba) {
    let game = tabletop_core::sgs::guide::GUIDE.start();
    let mut s = Story::new(&game);
    s.names.heroes = alloc::vec![String::from("Bram")];
    let ended = QEvent::Ended(QOutcome {
        completed: false,
        xp: 1,
    });
    s.begin(&ended);
    s.end(Some(&ended));
    assert_eq!(
        s.story.back().map(String::as_str),
        Some("{3}The end! Each hero earns 1 XP.")
    );
    s.begin(&QEvent::Died(0));
    s.end(None);
    s.begin(&ended);
    s.end(Some(&ended));
    let last = s.story.back().cloned().unwrap_or_default();
    assert_eq!(last, "{3}The end! Nobody came home: no XP.");
    assert!(last.ends_with(&earned(1, 1, 1)), "the end screen's words");
    assert_eq!(earned(2, 1, 3), "Heroes who came home: +2 XP.");
}

/// The hard words are plain: Persuasion is talking, "Danger 1" the foes
/// in a word, "Last breath" sparing the dying, XP said what it is.
#[test_case]
fn hard_words_are_plain_words(_gba: &mut agb::Gba) {
    use tabletop_core::sgs::Skill;
    assert_eq!(skill_name(Skill::Persuasion), "Talking");
    assert_eq!(skill_name(Skill::Climbing), "Climbing");
    let mut n = names(&[]);
    let said = quest(&QEvent::FightBegins(1), &mut n, &[]).line;
    assert_eq!(said, "{3}A fight! Small foes. Who goes first?");
    assert!(!crate::sgs::start::breath_row(false).contains("breath"));
    assert!(crate::sgs::end::XP_IS.starts_with("XP are points"));
}

/// The guide's words for a step say the + pad's arrow (on the menu the
/// step's own words say A on Walk).
#[test_case]
fn the_guide_s_step_words_say_the_arrow(_gba: &mut agb::Gba) {
    assert_eq!(
        crate::sgs::guide::step_words(0),
        "Now press Up on the + pad."
    );
}

/// A waiting fighter's blow struck back, nobody asked, says why; a hero
/// with no dice for a roll says why (the playtest: an attack made with no
/// choice, a choice that could only fail, both unexplained).
#[test_case]
fn choices_made_or_offered_that_seem_odd_say_why(_gba: &mut agb::Gba) {
    let mut n = names(&["Bram", "Goblin"]);
    let attacks = |answer| Event::Attacks {
        attacker: 0,
        defender: 1,
        with: tabletop_core::sgs::Ability::Strong,
        pool: 3,
        defend: tabletop_core::sgs::Ability::Agile,
        against: 2,
        permille: 600,
        answer,
    };
    assert_eq!(
        fight(&attacks(false), &mut n).line,
        "Bram attacks Goblin: 6 in 10."
    );
    assert_eq!(
        fight(&attacks(true), &mut n).line,
        "{3}Bram waited, so hits back now!"
    );
    use crate::sgs::menu::{no_dice_item, no_dice_why};
    use tabletop_core::sgs::scenes::Test;
    use tabletop_core::sgs::{Ability, Skill};
    let mut bram = tabletop_core::sgs::roster::hero(0).0;
    let lock = Test::Static {
        ability: Ability::Dexterous,
        skill: Some(Skill::Lockpicking),
        difficulty: 2,
    };
    assert_eq!(no_dice_why(&bram, lock), "no skill");
    bram.wound(1);
    assert_eq!(no_dice_why(&bram, lock), "hurt, no skill");
    assert_eq!(no_dice_item("no skill", true), "No dice (no skill): go on");
}

/// The keys' help is one line while nobody is asked: the same between the
/// computer's actions as during their events (the playtest: it flickered).
#[test_case]
fn the_keys_help_is_one_line_while_nobody_is_asked(_gba: &mut agb::Gba) {
    use crate::sgs::view::footer;
    let game = arena();
    let mut s = Story::new(&game);
    s.items.clear();
    s.busy = true;
    let during = footer(&s);
    s.busy = false;
    assert_eq!(footer(&s), during, "between the computer's actions");
    assert!(during.contains("B skip"), "{during}");
}
