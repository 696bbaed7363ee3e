//! In-ROM tests of the session-29 playtest (issues 29 and 31, a
//! 7-year-old's eyes): a monster's act is quick and its result held long
//! enough to read, Tough said what it is the first time it is rolled, a
//! crossed-out 6 that still adds a die said so, and the tie-break in one
//! short sentence.

use super::child::{arena, faces, play};
use super::*;
use crate::player::Stage;
use crate::sgs::play::Story;
use crate::sgs::stage::{MONSTER_ACT, RESULT_HOLD};

/// A story of Bram (0) against Cellar Rat 1 (1), a monster.
fn story() -> Story {
    let game = arena();
    let mut s = Story::new(&game);
    s.names.fighters = alloc::vec![String::from("Bram"), String::from("Cellar Rat 1")];
    s.foes = 0b10;
    s
}

fn attacks(attacker: u8, defender: u8) -> Event {
    Event::Attacks {
        attacker,
        defender,
        pool: 2,
        against: 2,
        with: tabletop_core::sgs::Ability::Strong,
        defend: tabletop_core::sgs::Ability::Agile,
        permille: 500,
        answer: false,
    }
}

fn rolled(who: u8, f: &[u8], result: i8) -> Event {
    Event::Rolled {
        who,
        faces: faces(f),
        result,
        bonus: 0,
    }
}

/// A monster's attack and rolls go quickly, its hit is held two seconds;
/// a hero's blow is paced as before (the playtest: the monsters' turn
/// took about 40 seconds).
#[test_case]
fn a_monster_s_act_is_quick_and_its_result_held(_gba: &mut agb::Gba) {
    let mut s = story();
    play(
        &mut s,
        Event::Acts {
            who: 1,
            held: false,
        },
    );
    let len = s.begin(&QEvent::Fight(attacks(1, 0)));
    s.end(None);
    assert!(
        len <= MONSTER_ACT,
        "the monster's attack stays {len} frames"
    );
    for (who, f, r) in [(1u8, &[5u8, 4][..], 2i8), (0, &[2, 3], 0)] {
        let len = s.begin(&QEvent::Fight(rolled(who, f, r)));
        s.end(None);
        assert!(
            len <= MONSTER_ACT,
            "a roll in the monster's blow stays {len} frames"
        );
    }
    let hit = QEvent::Fight(Event::Hit {
        attacker: 1,
        defender: 0,
        wounds: 1,
        ignored: 0,
        total: 1,
    });
    let len = s.begin(&hit);
    s.end(None);
    assert!(len >= RESULT_HOLD, "the monster's hit is held {len} frames");
    // Bram's own blow: as before.
    play(
        &mut s,
        Event::Acts {
            who: 0,
            held: false,
        },
    );
    let len = s.begin(&QEvent::Fight(attacks(0, 1)));
    assert!(len > MONSTER_ACT, "Bram's attack hurried: {len} frames");
}

/// The first Tough roll says what Tough is, alone with its dice, then
/// its own words; the next Tough roll says only its own (the playtest:
/// "Tough" was never explained).
#[test_case]
fn tough_is_said_what_it_is_the_first_time(_gba: &mut agb::Gba) {
    let mut s = story();
    let tough = || {
        QEvent::Fight(Event::Static {
            who: 0,
            with: tabletop_core::sgs::Ability::Tough,
            faces: faces(&[5, 2]),
            result: 1,
            needed: 1,
            made: true,
        })
    };
    let e = tough();
    s.story.clear();
    let len = s.begin(&e);
    let mut said: Vec<String> = Vec::new();
    for t in 1..len {
        s.tick(Some(&e), t, len);
        if s.story.back() != said.last() {
            said.extend(s.story.back().cloned());
        }
    }
    s.end(Some(&e));
    assert_eq!(said.first().map(String::as_str), Some(TOUGH_IS));
    assert_eq!(
        said.last().map(String::as_str),
        Some("Bram needs 1 to stay up: made it.")
    );
    let e = tough();
    s.story.clear();
    s.begin(&e);
    s.end(Some(&e));
    assert!(!s.story.iter().any(|l| l == TOUGH_IS), "said twice");
}

/// A 6 a 1 crossed out still adds its bonus die: said so when it does
/// (the playtest: a crossed-out 6 that still added a die).
#[test_case]
fn a_crossed_six_s_die_is_said(_gba: &mut agb::Gba) {
    let mut s = story();
    play(
        &mut s,
        Event::Acts {
            who: 0,
            held: false,
        },
    );
    play(&mut s, attacks(0, 1));
    play(&mut s, rolled(0, &[6, 1], 0));
    play(&mut s, rolled(1, &[4, 2], 1));
    play(
        &mut s,
        Event::BonusDie {
            who: 0,
            face: 3,
            result: 0,
        },
    );
    // Said with where the roll stands after (session 31).
    let n = s.story.len();
    assert_eq!(s.story.get(n - 2).map(String::as_str), Some(CROSSED_SIX));
    // A 6 not crossed: the usual words.
    play(&mut s, rolled(0, &[6, 4, 1], 1));
    play(&mut s, rolled(1, &[4, 5], 2));
    play(
        &mut s,
        Event::BonusDie {
            who: 0,
            face: 2,
            result: 1,
        },
    );
    // Why, then where it stands (session 31: the words true to the
    // numbers after the die).
    let n = s.story.len();
    assert_eq!(
        s.story.get(n - 2).map(String::as_str),
        Some(bonus_line("Bram").as_str())
    );
    assert_eq!(
        s.story.back().map(String::as_str),
        Some("{3}A 2: still behind, 1 to 2.")
    );
}

/// The tie-break of two rolls both shown 0 is one short sentence, and it
/// fits the line.
#[test_case]
fn the_zero_tie_break_is_one_short_sentence(_gba: &mut agb::Gba) {
    assert!(!ZERO_MORE_ONES.contains("below"), "{ZERO_MORE_ONES}");
    assert_eq!(ZERO_MORE_ONES.matches(['.', ':']).count(), 2);
    let g = crate::text::Glyphs::new();
    for l in [ZERO_MORE_ONES, CROSSED_SIX, TOUGH_IS] {
        assert!(4 + g.width(l) <= crate::sgs::draw::RIGHT, "too wide: {l}");
    }
}
