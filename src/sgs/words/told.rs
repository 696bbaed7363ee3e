//! In-ROM tests of the session-27 playtest (issues 29 and 31, a
//! 7-year-old's eyes): a blow that looks 0 to 0 says why it missed, the
//! dice key says the 6's bonus die only when one was added, who goes first
//! stays long enough to read, a helper's roll is named as the helper's,
//! and the red wound squares are said once, after the first wound.

use super::child::{blow, faces, play};
use super::*;
use crate::player::Stage;
use crate::sgs::draw::{KEY, KEY_NO_BONUS, key};
use crate::sgs::play::Story;

/// A tie with as many dice says "nobody wins" (the playtest read a 0-to-0
/// blow as a hit); both shown 0 but one below (its 1s) says the 1s
/// decided, before the miss.
#[test_case]
fn a_blow_that_looks_0_to_0_says_why(_gba: &mut agb::Gba) {
    assert!(TIE_MISSES.contains("nobody wins"), "{TIE_MISSES}");
    let misses = String::from("Bram misses.");
    // Bram -1 (shown 0) against 0.
    assert_eq!(
        blow((2, 2), &[1, 2], &[2, 3]),
        [String::from(ZERO_MORE_ONES), misses.clone()]
    );
    // 0 to 0 with as many dice: nobody wins.
    assert_eq!(
        blow((2, 2), &[2, 3], &[2, 2]),
        [String::from(TIE_MISSES), misses]
    );
}

/// The dice key says the 6's bonus die only when a roll on screen has one
/// (most 6s earn nothing: only the side behind adds a die).
#[test_case]
fn the_key_says_the_bonus_die_only_when_one_was_added(_gba: &mut agb::Gba) {
    let row = |f: &[u8], pool: usize| DiceRow {
        label: String::from("Bram"),
        faces: f.to_vec(),
        pool,
        result: 0,
        who: 0,
        answer: None,
    };
    assert_eq!(key(&[row(&[6, 2], 2)]), KEY_NO_BONUS, "a 6, no bonus die");
    assert_eq!(key(&[row(&[6, 2], 2), row(&[6, 4, 1], 2)]), KEY);
    assert!(!KEY_NO_BONUS.contains("bonus"));
    assert_eq!(key(&[]), KEY_NO_BONUS);
}

/// After the initiative throws, who goes first is said beside the
/// winner's dice for two and a half seconds (the playtest lost it as the
/// throws went by).
#[test_case]
fn who_goes_first_stays_long_enough_to_read(_gba: &mut agb::Gba) {
    let game = super::child::arena();
    let mut s = Story::new(&game);
    s.names.fighters = alloc::vec![String::from("Bram"), String::from("Goblin")];
    for (who, f) in [(0u8, &[5u8, 4][..]), (1, &[2, 3][..])] {
        play(
            &mut s,
            Event::Initiative {
                who,
                with: tabletop_core::sgs::Ability::Agile,
                faces: faces(f),
                result: if who == 0 { 2 } else { 0 },
            },
        );
    }
    let len = s.begin(&QEvent::Fight(Event::Acts {
        who: 0,
        held: false,
    }));
    assert!(len >= 150, "who goes first stays {len} frames");
    assert_eq!(
        s.story.back().map(String::as_str),
        Some("{3}Most successes: Bram goes first!")
    );
    assert_eq!(s.rows.len(), 1);
    assert_eq!(s.rows[0].label, "Bram");
}

/// Helping the dying is the helper's roll: its row and its words name the
/// one whose turn it is, and the one helped (the playtest: a dying foe's
/// roll showed in another's turn).
#[test_case]
fn a_helper_s_roll_is_named_as_the_helper_s(_gba: &mut agb::Gba) {
    let mut n = Names {
        heroes: Vec::new(),
        fighters: alloc::vec![
            String::from("Bram"),
            String::from("Goblin"),
            String::from("Cellar Rat 1"),
        ],
        scene: 0,
        duel: [(0, 0); 2],
        actor: 0,
    };
    fight(
        &Event::Acts {
            who: 2,
            held: false,
        },
        &mut n,
    );
    let said = fight(
        &Event::Static {
            who: 1,
            with: tabletop_core::sgs::Ability::Clever,
            faces: faces(&[4, 2]),
            result: 1,
            needed: 1,
            made: true,
        },
        &mut n,
    );
    let rows = said.rows.unwrap_or_default();
    assert_eq!(rows[0].label, "Cellar Rat 1");
    assert_eq!(rows[0].who, 2);
    assert_eq!(said.intro, "{3}Cellar Rat 1 tries to save Goblin.");
    assert_eq!(said.line, "Got 1, needed 1: {5}saved!");
}

/// The session-31 playtest: "helps ...: no luck" with 1 or 2 successes,
/// the need unsaid and "helps" unexplained. What the roll is for is said
/// as its dice appear, and after them what it got against its need (a
/// roll below 0 said 0, as its dice show it).
#[test_case]
fn a_help_roll_says_what_it_is_for_and_what_it_needed(_gba: &mut agb::Gba) {
    let mut n = Names {
        heroes: Vec::new(),
        fighters: alloc::vec![String::from("Bram"), String::from("Wren")],
        scene: 0,
        duel: [(0, 0); 2],
        actor: 0,
    };
    for (f, result, needed, made, line) in [
        (&[4, 5, 2][..], 2, 3, false, "Got 2, needed 3: no luck."),
        (&[4, 2][..], 1, 3, false, "Got 1, needed 3: no luck."),
        (&[1, 2][..], -1, 2, false, "Got 0, needed 2: no luck."),
        (&[5, 6, 4][..], 3, 3, true, "Got 3, needed 3: {5}saved!"),
    ] {
        let said = fight(
            &Event::Static {
                who: 1,
                with: tabletop_core::sgs::Ability::Clever,
                faces: faces(f),
                result,
                needed,
                made,
            },
            &mut n,
        );
        assert_eq!(said.intro, "{3}Bram tries to save Wren.");
        assert_eq!(said.line, line);
        assert!(!said.line.contains("helps"));
    }
}

/// The session-31 playtest: 3 against 3 in a contest with no tie word.
/// Equal results say the rule that settles them: more dice wins, as many
/// is a tie and no win.
#[test_case]
fn a_contest_s_tie_says_the_rule(_gba: &mut agb::Gba) {
    assert_eq!(
        contest_line("Bram", 3, 3, false, (4, 2)),
        "{3}Both got 3: you have more dice!"
    );
    assert_eq!(
        contest_line("Bram", 3, 3, false, (2, 4)),
        "{3}Both got 3: they have more dice."
    );
    assert_eq!(
        contest_line("Bram", 3, 3, true, (2, 2)),
        "{3}Both got 3, same dice: a tie, no win."
    );
    assert_eq!(
        contest_line("Bram", -1, -1, false, (2, 2)),
        "{3}Both got 0, same dice: a tie, no win."
    );
    assert_eq!(
        contest_line("Bram", 3, 2, false, (2, 2)),
        "Bram got 3, they got 2."
    );
}

/// The first wound of a game says what its red square is, after the hit
/// is read; once a game.
#[test_case]
fn the_wound_squares_are_said_once_after_the_first_wound(_gba: &mut agb::Gba) {
    let game = super::child::arena();
    let mut s = Story::new(&game);
    s.names.fighters = alloc::vec![String::from("Bram"), String::from("Goblin")];
    let hit = |wounds| Event::Hit {
        attacker: 0,
        defender: 1,
        wounds,
        ignored: 0,
        total: wounds,
    };
    let told = |s: &Story| s.story.iter().filter(|l| *l == WOUNDS_LINE).count();
    play(&mut s, hit(0));
    assert_eq!(told(&s), 0, "no wound, no squares");
    let e = QEvent::Fight(hit(1));
    let len = s.begin(&e);
    assert_eq!(told(&s), 0, "the hit is read first");
    for t in 1..len {
        s.tick(Some(&e), t, len);
    }
    assert_eq!(
        s.story.back().map(String::as_str),
        Some(WOUNDS_LINE),
        "said within the hit's time"
    );
    s.end(Some(&e));
    s.story.clear();
    play(&mut s, hit(2));
    assert_eq!(told(&s), 0, "said once");
}

/// The session-31 playtest: the guided game's first roll said "needed 2"
/// only after its dice. A scene's roll says its need as its dice appear,
/// before they settle; a helper's roll says what it is for; neither is
/// taken for the first Tough roll (whose words say what Tough is).
#[test_case]
fn a_roll_says_its_need_before_its_dice_settle(_gba: &mut agb::Gba) {
    let game = super::child::arena();
    let mut s = Story::new(&game);
    s.names.heroes = alloc::vec![String::from("Bram")];
    let e = QEvent::Checked {
        hero: 0,
        pool: 3,
        faces: faces(&[6, 1, 2, 2]),
        result: 0,
        needed: 2,
        made: false,
    };
    s.begin(&e);
    let said: Vec<String> = s.story.iter().cloned().collect();
    assert_eq!(
        said.last().map(String::as_str),
        Some("{3}Bram needs 2 successes."),
        "{said:?}"
    );
    assert!(
        !said.iter().any(|l| l.contains("needed")),
        "the result before the dice: {said:?}"
    );
    s.end(Some(&e));
    assert!(s.story.iter().any(|l| l.contains("needed 2")));
    assert_eq!(needs_line("Bram", 1), "{3}Bram needs 1 success.");
    // A helper's roll: its own words, not what Tough is.
    s.names.fighters = alloc::vec![String::from("Bram"), String::from("Wren")];
    s.begin(&QEvent::Fight(Event::Static {
        who: 1,
        with: tabletop_core::sgs::Ability::Clever,
        faces: faces(&[4, 2]),
        result: 1,
        needed: 2,
        made: false,
    }));
    assert!(!s.story.iter().any(|l| l == TOUGH_IS), "{:?}", s.story);
    assert!(
        s.story.iter().any(|l| l.contains("tries to save Wren")),
        "{:?}",
        s.story
    );
}
