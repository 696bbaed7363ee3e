//! In-ROM tests of issue 29 and 31's playtest (a 7-year-old's eyes): a
//! blow's tie said with its rule, the 1s that took every success said once
//! and crossed out, a Tough roll's need, the computer's bonus die said why,
//! plain words for the hit menu, the contest's other side and Maud.

use super::*;
use crate::player::Stage;
use crate::sgs::draw::crossed;
use crate::sgs::play::Story;
use tabletop_core::sgs::Arena;
use tabletop_core::sgs::arena::{Config, Foes};

fn faces(f: &[u8]) -> tabletop_core::sgs::roll::Faces {
    tabletop_core::sgs::roll::Faces::from_slice(f).unwrap_or_default()
}

fn arena() -> tabletop_core::sgs::Game {
    tabletop_core::sgs::Game::Arena(Arena::new(Config {
        seed: 1,
        party: 1,
        foes: Foes::Level(1),
    }))
}

/// Shows `e` on `s` to its end.
fn play(s: &mut Story, e: Event) {
    s.begin(&QEvent::Fight(e));
    s.end(None);
}

/// Bram (0) attacks Cellar Rat 1 (1) with `pools`, throwing `mine` and
/// `theirs`, and misses: the rule a tie was settled by, if any.
fn blow(pools: (u8, u8), mine: &[u8], theirs: &[u8]) -> &'static str {
    let game = arena();
    let mut s = Story::new(&game);
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
    play(
        &mut s,
        Event::Missed {
            attacker: 0,
            defender: 1,
        },
    );
    s.note
}

/// A blow's tie goes to the one with more dice, or with as many misses:
/// said in words on the prompt's line where it happens (the playtest: ties
/// went different ways, unexplained).
#[test_case]
fn a_blow_s_tie_says_its_rule(_gba: &mut agb::Gba) {
    assert_eq!(blow((2, 3), &[5, 2], &[4, 2, 3]), TIE_MORE_DICE);
    assert_eq!(blow((2, 2), &[5, 2], &[4, 2]), TIE_MISSES);
    assert_eq!(blow((2, 2), &[5, 2], &[4, 5]), "");
    use crate::sgs::view::{PromptLine, prompt_line};
    let game = arena();
    let mut s = Story::new(&game);
    s.note = TIE_MISSES;
    s.rows = alloc::vec![row("Bram", &[5], 1, 1, 0)];
    s.busy = true;
    assert_eq!(prompt_line(&s, true), PromptLine::Note);
}

/// A 6 showing and "0 successes": the 1s took it away, said in words the
/// first time (once a game) and pictured, the successes crossed out
/// (lowest first).
#[test_case]
fn the_ones_that_took_every_success_are_said_once_and_crossed_out(_gba: &mut agb::Gba) {
    assert_eq!(crossed(&[1, 6, 2]), 0b010);
    assert_eq!(crossed(&[6, 1, 5, 1, 3]), 0b101);
    assert_eq!(crossed(&[6, 4, 1]), 0b010);
    assert_eq!(crossed(&[5, 2]), 0);
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
    roll(&mut s, &[6, 1, 2], 0);
    assert_eq!(told(&s), 1);
    roll(&mut s, &[5, 1, 1], -1);
    assert_eq!(told(&s), 1, "said once");
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
    assert_eq!(bonus_line("Goblin"), "{3}Behind: Goblin adds a bonus die.");
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
