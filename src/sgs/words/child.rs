//! In-ROM tests of issue 29 and 31's playtest (a 7-year-old's eyes): a
//! blow's tie said with its rule before its miss, the first X said once
//! with its dice before the roll's words and crossed out, a Tough roll's need, the computer's bonus die said why,
//! plain words for the hit menu, the contest's other side and Maud.

use super::*;
use crate::player::Stage;
use crate::sgs::die::crossed;
use crate::sgs::play::Story;
use tabletop_core::sgs::Arena;
use tabletop_core::sgs::arena::{Config, Foes};

pub(super) fn faces(f: &[u8]) -> tabletop_core::sgs::roll::Faces {
    tabletop_core::sgs::roll::Faces::from_slice(f).unwrap_or_default()
}

pub(super) fn arena() -> tabletop_core::sgs::Game {
    tabletop_core::sgs::Game::Arena(Arena::new(Config {
        seed: 1,
        party: 1,
        foes: Foes::Level(1),
    }))
}

/// Shows `e` on `s` to its end.
pub(super) fn play(s: &mut Story, e: Event) {
    s.begin(&QEvent::Fight(e));
    s.end(None);
}

/// Bram (0) attacks Cellar Rat 1 (1) with `pools`, throwing `mine` and
/// `theirs`, and misses: the lines said from the miss on, in order (the
/// first said once the dice are read).
pub(super) fn blow(pools: (u8, u8), mine: &[u8], theirs: &[u8]) -> Vec<String> {
    let game = arena();
    let mut s = Story::new(&game);
    s.names.fighters = alloc::vec![String::from("Bram"), String::from("Cellar Rat 1")];
    play(
        &mut s,
        Event::Attacks {
            attacker: 0,
            defender: 1,
            pool: pools.0,
            against: pools.1,
            with: tabletop_core::sgs::Ability::Strong,
            defend: tabletop_core::sgs::Ability::Agile,
            permille: 500,
            answer: false,
        },
    );
    let count = |f: &[u8]| {
        f.iter().filter(|&&x| x >= 4).count() as i8 - f.iter().filter(|&&x| x == 1).count() as i8
    };
    for (who, f) in [(0, mine), (1, theirs)] {
        play(
            &mut s,
            Event::Rolled {
                who,
                faces: faces(f),
                result: count(f),
                bonus: 0,
            },
        );
    }
    s.story.clear();
    let missed = QEvent::Fight(Event::Missed {
        attacker: 0,
        defender: 1,
    });
    let len = s.begin(&missed);
    // What shows first: the story's last line before the event's end.
    let mut said: Vec<String> = s.story.iter().cloned().collect();
    for t in 1..len {
        s.tick(Some(&missed), t, len);
        if s.story.back() != said.last() {
            said.extend(s.story.back().cloned());
        }
    }
    s.end(Some(&missed));
    if s.story.back() != said.last() {
        said.extend(s.story.back().cloned());
    }
    said
}

/// A blow's tie goes to the one with more dice, or with as many misses:
/// said in words where it happens (the playtest: ties went different
/// ways, unexplained), as the dice's result, before the hit or the miss
/// it made, each line alone on the fight's one story line long enough to
/// read (the playtest: "A tie!" came after "Hit!").
#[test_case]
fn a_blow_s_tie_is_said_before_its_miss(_gba: &mut agb::Gba) {
    let misses = String::from("Bram misses.");
    assert_eq!(
        blow((2, 3), &[5, 2], &[4, 2, 3]),
        [tie_more_dice("Cellar Rat 1"), misses.clone()]
    );
    assert_eq!(
        blow((2, 2), &[5, 2], &[4, 2]),
        [String::from(TIE_MISSES), misses.clone()]
    );
    assert_eq!(blow((2, 2), &[5, 2], &[4, 5]), [misses]);
}

/// A 6 showing and "0 successes": the 1s took it away, said in words the
/// first time (once a game) and pictured, the successes crossed out
/// (lowest first).
#[test_case]
fn the_ones_that_took_every_success_are_said_once_and_crossed_out(_gba: &mut agb::Gba) {
    assert_eq!(crossed(&[1, 6, 2], 3), 0b010);
    assert_eq!(crossed(&[6, 1, 5, 1, 3], 5), 0b101);
    assert_eq!(crossed(&[6, 4, 1], 3), 0b010);
    assert_eq!(crossed(&[5, 2], 2), 0);
    let game = arena();
    let mut s = Story::new(&game);
    let roll = |s: &mut Story, f: &[u8], result| {
        play(
            s,
            Event::Rolled {
                who: 0,
                faces: faces(f),
                result,
                bonus: 0,
            },
        )
    };
    let told = |s: &Story| s.story.iter().filter(|l| l.as_str() == ONES_LINE).count();
    roll(&mut s, &[4, 2], 1);
    assert_eq!(told(&s), 0, "nothing taken away");
    // A success left (the playtest: this X went unsaid).
    roll(&mut s, &[6, 1, 5], 1);
    assert_eq!(told(&s), 1);
    roll(&mut s, &[5, 1, 1], -1);
    assert_eq!(told(&s), 1, "said once");
}

/// The guided game's first roll (5 dice and a bonus die, an X over its 6):
/// what the X means is said first, alone with the dice while they are
/// read, and only then the bonus die and the roll's result.
#[test_case]
fn the_first_x_is_said_with_its_dice_before_the_roll_s_words(_gba: &mut agb::Gba) {
    let game = tabletop_core::sgs::guide::GUIDE.start();
    let mut s = Story::new(&game);
    s.names.heroes = alloc::vec![String::from("Bram")];
    let e = QEvent::Checked {
        hero: 0,
        pool: 5,
        faces: faces(&[6, 1, 3, 1, 2, 2]),
        result: -1,
        needed: 2,
        made: false,
    };
    let len = s.begin(&e);
    let mut said: Vec<String> = Vec::new();
    let mut at = Vec::new();
    for t in 1..len {
        s.tick(Some(&e), t, len);
        if s.story.back() != said.last() {
            said.extend(s.story.back().cloned());
            at.push(t);
        }
    }
    s.end(Some(&e));
    // What the roll needs, as its dice appear (the session-31 playtest:
    // "needed 2" came only after them); then the X, with the dice.
    assert_eq!(
        said.first().map(String::as_str),
        Some("{3}Bram needs 2 successes."),
        "{said:?}"
    );
    assert_eq!(said.get(1).map(String::as_str), Some(ONES_LINE), "{said:?}");
    assert_eq!(
        said.last().map(String::as_str),
        Some("Bram got 0, needed 2: {6}not enough."),
        "{said:?}"
    );
    let story: Vec<&str> = s.story.iter().map(String::as_str).collect();
    assert_eq!(
        story,
        [
            "{3}A 6! One more die: a 2, no success.",
            "Bram got 0, needed 2: {6}not enough."
        ]
    );
    // Read for a second and a half before the rest is said.
    assert!(at[2] - at[1] >= 90, "{at:?}");
}

/// A Tough roll says what it needed; the computer's bonus die says why it
/// gets one; the hit menu says Strong and Dexterous in a child's words;
/// the contest's other side is not "Them"; Maud is said who she is
/// wherever she is named.
#[test_case]
fn hard_words_are_plain(_gba: &mut agb::Gba) {
    assert_eq!(
        tough_line("Bram", 2, "failed"),
        "Bram needs 2 to stay up: failed."
    );
    assert_eq!(
        bonus_line("Goblin"),
        "{3}Goblin is behind: its 6 adds a die."
    );
    use crate::sgs::menu::hit_item;
    assert_eq!(
        hit_item("Goblin", "Strong", 700),
        "Hit Goblin hard: 7 in 10"
    );
    assert_eq!(
        hit_item("Goblin", "Dexterous", 300),
        "Hit Goblin with skill: 3 in 10"
    );
    let guard = SCENES
        .iter()
        .position(|s| s.0.contains("guard blocks"))
        .expect("the guard's scene");
    assert_eq!(opponent(guard as u8), "the guard");
    for (i, s) in SCENES.iter().enumerate() {
        if s.0.contains("Maud") {
            assert_eq!(introduces(i as u8), MAUD_IS, "{}", s.0);
        }
    }
    assert_eq!(chance_line(6), "{3}6 in 10: you win 6 times out of 10.");
}
