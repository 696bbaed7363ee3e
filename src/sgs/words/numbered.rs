//! In-ROM tests of the words: fighters numbered and marked, chances in
//! ten, and the roll lines (what a roll got, against what, and why).

use super::*;
use tabletop_core::sgs::Arena;
use tabletop_core::sgs::arena::{Config, Foes};

#[test_case]
fn two_foes_of_a_kind_are_told_apart_by_number(_gba: &mut agb::Gba) {
    let a = Arena::new(Config {
        seed: 1,
        party: 2,
        foes: Foes::Level(1),
    });
    let names = fighter_names(&a);
    assert_eq!(names.len(), a.fighters().len());
    let foes: Vec<&str> = a
        .fighters()
        .iter()
        .zip(&names)
        .filter(|(f, _)| f.side == Side::B)
        .map(|(_, n)| n.as_str())
        .collect();
    assert_eq!(foes, ["Cellar Rat 1", "Cellar Rat 2", "Goblin"]);
    // Names that differ stay as they are.
    for (f, n) in a
        .fighters()
        .iter()
        .zip(&names)
        .filter(|(f, _)| f.side == Side::A)
    {
        assert_eq!(f.ch.name(), n);
    }
}

#[test_case]
fn each_fighter_has_a_mark_matching_its_name(_gba: &mut agb::Gba) {
    let marks = |foes| {
        fighter_marks(&Arena::new(Config {
            seed: 1,
            party: 2,
            foes,
        }))
    };
    // Bram, Wren; Cellar Rat 1 and 2, Goblin.
    assert_eq!(marks(Foes::Level(1)), ['B', 'W', '1', '2', 'G']);
    // The same heroes on both sides (Bram 1, Wren 1; Bram 2, Wren 2):
    // every piece has a mark of its own, whatever its colour (Wren's 1 is
    // Bram's already, so her initial; the second Wren's 2 and W are
    // taken, so her next letter).
    assert_eq!(marks(Foes::Mirror), ['1', 'W', '2', 'R']);
    // Two of a side with one initial: the second gets its next letter.
    use tabletop_core::sgs::roster::{Special, creature, hero};
    use tabletop_core::sgs::{Character, Weapon};
    let (c, w): (Character, Weapon) = hero(0);
    assert_eq!(creature(0).0.name(), "Cellar Rat");
    let other = Character::blank("Bob");
    let placed = [
        (c, w, Special::None, Side::A, (1, 1)),
        (other, w, Special::None, Side::A, (1, 3)),
        (creature(0).0, w, Special::None, Side::B, (10, 1)),
    ];
    let a = Arena::set_up(
        Config {
            seed: 1,
            party: 2,
            foes: Foes::Mirror,
        },
        &placed,
    )
    .expect("set up");
    assert_eq!(fighter_marks(&a), ['B', 'O', 'C']);
    // Bram against the Bone Knight (the guided adventure's last fight):
    // not two Bs (the playtest), the Knight's K.
    let placed = [
        (hero(0).0, w, Special::None, Side::A, (1, 1)),
        (creature(3).0, w, Special::None, Side::B, (10, 1)),
    ];
    let a = Arena::set_up(
        Config {
            seed: 1,
            party: 1,
            foes: Foes::Mirror,
        },
        &placed,
    )
    .expect("set up");
    assert_eq!(fighter_marks(&a), ['B', 'K']);
}

#[test_case]
fn chances_in_ten_never_lie_at_the_ends(_gba: &mut agb::Gba) {
    use tabletop_core::sgs::odds::Odds;
    assert_eq!(in_ten(0), 0);
    assert_eq!(in_ten(1), 1);
    assert_eq!(in_ten(449), 4);
    assert_eq!(in_ten(450), 5);
    assert_eq!(in_ten(999), 9);
    assert_eq!(in_ten(1000), 10);
    assert_eq!(permille(Odds::new(1, 1_000_000)), 1);
    assert_eq!(permille(Odds::new(999_999, 1_000_000)), 999);
    assert_eq!(permille(Odds::new(0, 6)), 0);
    assert_eq!(permille(Odds::new(6, 6)), 1000);
    assert_eq!(bar(3), "{3}[[[{4}]]]]]]]");
}

/// The lines this playtest added fit the screen with the widest names.
#[test_case]
fn the_new_lines_fit(_gba: &mut agb::Gba) {
    let g = crate::text::Glyphs::new();
    let wide = super::super::keyboard::widest_name(&g);
    let right = super::super::draw::RIGHT;
    for n in [wide.as_str(), "WWWWWWWW", "Cellar Rat 2"] {
        for l in [
            first_line(n, 2, Some(1)),
            first_line(n, 0, Some(-1)),
            first_line(n, -1, Some(-2)),
            initiative_line(n, 1),
            initiative_line(n, 12),
            initiative_line(n, -12),
            initiative_line(n, 0),
            initiative_line(n, -1),
            initiative_line(n, -12),
            checked_line(n, 24, 9, false),
            contest_line(n, 24, 23, true, (8, 8)),
            contest_line(n, 24, 24, true, (8, 8)),
            contest_line(n, 24, 24, true, (9, 8)),
            contest_line(n, 24, 24, true, (8, 9)),
            contest_line(n, 24, 23, false, (8, 8)),
            bonus_why(&[2]),
            bonus_why(&[1]),
            bonus_why(&[5]),
            bonus_why(&[5, 1, 6]),
            bonus_line(n),
            super::super::menu::boxcars_prompt(Some(n)),
            super::super::view::fight_title(99, Some(n), false),
            super::super::view::fight_title(99, Some("Bone Knight 2"), true),
            String::from(super::super::menu::BOXCARS),
            String::from("{3}Round 99: who goes first?"),
            tie_line(n),
            String::from(super::TIE_MISSES),
            tie_more_dice(n),
            String::from(super::ZERO_MORE_ONES),
            String::from(super::WOUNDS_LINE),
            String::from(super::super::play::B_HERE),
            String::from(super::super::walk::UP_DOWN),
            String::from(super::super::walk::SHOULDERS),
            help_lines(n, n, -12, 9, false).0,
            help_lines(n, n, 24, 9, false).1,
            help_lines(n, n, 24, 9, true).1,
            same_moment_line(n),
            tough_intro(n, 12),
            died_line(n),
            String::from(super::FOES_DOWN),
            String::from(super::HEROES_DOWN),
            dies_line(n),
            fights_on_line(n, true),
            fights_on_line(n, false),
            String::from(super::SAME_MOMENT_WHY),
            wakes_line(n),
            ended_line(255, 0, 1),
            ended_line(255, 1, 1),
            ended_line(255, 1, 2),
            alloc::format!("{{3}}A fight! {} foes. Who goes first?", foes(3)),
            alloc::format!("{{3}}A fight! {} foes. Who goes first?", foes(2)),
            crate::sgs::guide::step_words(2),
            String::from("Take a step: press A on Walk."),
        ] {
            assert!(4 + g.width(&l) <= right, "too wide: {l}");
        }
        let item = super::super::menu::check_item(n, 12, 1000);
        assert!(4 + g.width("> ") + g.width(&item) <= 226, "{item}");
    }
    assert!(4 + g.width(super::super::draw::KEY) <= right);
    assert!(g.width(crate::sgs::end::XP_IS) <= 232);
    assert!(20 + g.width("> ") + g.width(&crate::sgs::start::breath_row(false)) <= 236);
    assert!(20 + g.width("> Arena fight: < strong foes >") <= 236);
}

/// A roll's words say what it got against what it needed or what they
/// got, and why it has more dice than its pool: a 6's bonus die.
#[test_case]
fn rolls_say_what_they_got_and_why_a_bonus_die(_gba: &mut agb::Gba) {
    use tabletop_core::sgs::quest::QEvent;
    use tabletop_core::sgs::roll::Faces;
    let mut n = Names {
        heroes: alloc::vec![String::from("Bram")],
        fighters: Vec::new(),
        scene: 0,
        duel: [(0, 0); 2],
        actor: 0,
    };
    let faces = |f: &[u8]| Faces::from_slice(f).unwrap_or_default();
    // A static roll of 2 dice that took a bonus die for its 6.
    let s = quest(
        &QEvent::Checked {
            hero: 0,
            pool: 2,
            faces: faces(&[6, 1, 5]),
            result: 1,
            needed: 2,
            made: false,
        },
        &mut n,
        &[2],
    );
    assert_eq!(s.line, "Bram got 1, needed 2: {6}not enough.");
    // The bonus die's 5 counted: said so.
    assert_eq!(s.before, "{3}A 6! One more die: a 5, +1 success!");
    // A contest's first roll, then again with the hero's bonus die (3
    // dice in the pool; below zero said as it is).
    let (scene, npc) = SCENES
        .iter()
        .enumerate()
        .find_map(|(i, s)| match s.1 {
            Scene::Check {
                test: Test::Contest { npc, .. },
                ..
            } => Some((i as u8, npc)),
            _ => None,
        })
        .expect("a contest scene");
    n.scene = scene;
    let theirs: Vec<u8> = [1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]
        .into_iter()
        .take(usize::from(npc))
        .collect();
    let contest = |f: &[u8], result| QEvent::Contest {
        hero: 0,
        faces: faces(f),
        result,
        npc: faces(&theirs),
        npc_result: -1,
    };
    let first = quest(&contest(&[6, 2, 3], 0), &mut n, &[3]);
    // Their -1 is said 0, with why it is less than Bram's 0.
    assert_eq!(first.line, "Bram got 0, they got 0 (too many 1s).");
    assert!(first.before.is_empty());
    let again = quest(&contest(&[6, 2, 3, 5], 1), &mut n, &[3]);
    assert_eq!(again.line, "With the bonus die: Bram 1, them 0.");
    assert_eq!(
        checked_line("Bram", -2, 2, false),
        "Bram got 0, needed 2: {6}not enough."
    );
}

/// A roll below zero shows 0 beside its dice, never a minus (issue 29).
#[test_case]
fn a_roll_below_zero_shows_nought(_gba: &mut agb::Gba) {
    let r = |result| DiceRow {
        label: String::from("Bram"),
        faces: alloc::vec![1, 1, 5],
        pool: 3,
        result,
        who: 0,
        answer: None,
    };
    assert_eq!(crate::sgs::draw::result_text(&r(-1), true), "= 0 successes");
    assert_eq!(crate::sgs::draw::result_text(&r(-1), false), "= 0");
    assert_eq!(crate::sgs::draw::result_text(&r(2), false), "= 2");
}

/// The Tough roll after an accident's wound says what it is for and what it
/// did, after its dice (playtest 6).
#[test_case]
fn the_roll_after_a_wound_says_what_it_was_for(_gba: &mut agb::Gba) {
    use crate::player::Stage;
    use tabletop_core::sgs::quest::{Quest, QuestConfig};
    let game = tabletop_core::sgs::Game::Adventure(Quest::new(QuestConfig {
        seed: 1,
        party: 1,
        random: false,
        last_breath: false,
    }));
    let faces = |f: &[u8]| tabletop_core::sgs::roll::Faces::from_slice(f).unwrap_or_default();
    let mut s = crate::sgs::play::Story::new(&game);
    s.begin(&QEvent::Hurt { hero: 0, total: 2 });
    s.end(None);
    let tough = QEvent::Checked {
        hero: 0,
        pool: 3,
        faces: faces(&[1, 5, 2]),
        result: 0,
        needed: 2,
        made: false,
    };
    // Said as its dice appear, before they settle: the game's first Tough
    // roll says what Tough is, the next who rolls it.
    s.begin(&tough);
    assert_eq!(s.story.back().map(String::as_str), Some(TOUGH_IS));
    s.end(None);
    assert!(knocked_out_then_wakes(&s));
    s.begin(&QEvent::Hurt { hero: 0, total: 3 });
    s.end(None);
    s.begin(&tough);
    let said = s.story.back().cloned().unwrap_or_default();
    assert!(said.contains("rolls Tough, needing 2"), "{said}");
    s.end(None);
    assert!(knocked_out_then_wakes(&s));
    // A roll with no wound before it is a scene's roll, said as ever.
    s.begin(&QEvent::Checked {
        hero: 0,
        pool: 3,
        faces: faces(&[6, 5, 2]),
        result: 2,
        needed: 2,
        made: true,
    });
    s.end(None);
    assert!(s.story.back().is_some_and(|l| l.ends_with("made it!")));
}

/// Maud is said who she is where the adventure first names her, and Fate
/// with its die (playtest 7).
#[test_case]
fn maud_and_fate_are_introduced(_gba: &mut agb::Gba) {
    let first = SCENES
        .iter()
        .position(|s| s.0.contains("Maud"))
        .expect("Maud is in the adventure");
    assert_eq!(introduces(first as u8), MAUD_IS);
    assert_eq!(introduces(0), "");
    let mut n = super::seen28::names(&[]);
    let shown = quest(&QEvent::Scene(first as u8), &mut n, &[]);
    assert_eq!(shown.line, MAUD_IS);
    let (face, odds) = (5, tabletop_core::sgs::scenes::Odds::Even);
    let shown = quest(
        &QEvent::Asked {
            face,
            odds,
            yes: true,
        },
        &mut n,
        &[],
    );
    assert_eq!(shown.before, FATE_IS);
    assert_eq!(shown.rows.expect("Fate's die")[0].label, FATE);
}

/// A fight's dice go when they no longer apply: at the next fighter's turn
/// (playtest 3).
#[test_case]
fn old_dice_go_at_the_next_turn(_gba: &mut agb::Gba) {
    use crate::player::Stage;
    use tabletop_core::sgs::arena::Event;
    let a = Arena::new(Config {
        seed: 1,
        party: 2,
        foes: Foes::Level(1),
    });
    let game = tabletop_core::sgs::Game::Arena(a);
    let faces = |f: &[u8]| tabletop_core::sgs::roll::Faces::from_slice(f).unwrap_or_default();
    let mut s = crate::sgs::play::Story::new(&game);
    let rolled = |who| {
        QEvent::Fight(Event::Rolled {
            who,
            faces: faces(&[5, 2]),
            result: 1,
            bonus: 0,
        })
    };
    s.begin(&rolled(0));
    s.end(None);
    s.begin(&rolled(2));
    s.end(None);
    assert_eq!(s.rows.len(), 2);
    s.begin(&QEvent::Fight(Event::Acts {
        who: 1,
        held: false,
    }));
    s.end(None);
    assert!(s.rows.is_empty(), "the last duel's dice stayed");
    // A blow told: its dice go when the fighter's next choice is asked.
    s.begin(&rolled(0));
    s.end(None);
    s.begin(&QEvent::Fight(Event::Missed {
        attacker: 0,
        defender: 2,
    }));
    s.end(None);
    assert_eq!(s.rows.len(), 1);
    s.set_menu(&game, &crate::text::Glyphs::new());
    assert!(s.rows.is_empty(), "the told blow's dice stayed");
}

/// The key to a fight's dice stays while the computer plays, between its
/// events as during them: it never blinks (playtest 12).
#[test_case]
fn the_dice_key_stays_between_the_computer_s_actions(_gba: &mut agb::Gba) {
    use crate::player::Stage;
    use crate::sgs::view::{PromptLine, prompt_line};
    use tabletop_core::sgs::arena::Event;
    let game = tabletop_core::sgs::Game::Arena(Arena::new(Config {
        seed: 1,
        party: 1,
        foes: Foes::Level(1),
    }));
    let faces = |f: &[u8]| tabletop_core::sgs::roll::Faces::from_slice(f).unwrap_or_default();
    let mut s = crate::sgs::play::Story::new(&game);
    s.begin(&QEvent::Fight(Event::Rolled {
        who: 1,
        faces: faces(&[5, 2]),
        result: 1,
        bonus: 0,
    }));
    s.end(None);
    s.busy = true;
    assert_eq!(prompt_line(&s, true), PromptLine::Key);
    // The events are shown; the computer thinks: no prompt, the key stays.
    s.busy = false;
    assert_eq!(prompt_line(&s, true), PromptLine::Key);
    s.prompt = String::from("Bram, what do you do?");
    assert_eq!(prompt_line(&s, true), PromptLine::Prompt);
}

/// No two pieces on the map look alike: "2" is no "Z", and no mark is one
/// pixel from another's in any fight of the arena (playtest 10).
#[test_case]
fn no_two_pieces_look_alike(_gba: &mut agb::Gba) {
    use crate::sgs::draw::tiny_bits;
    assert!((tiny_bits('2') ^ tiny_bits('Z')).count_ones() >= 3);
    for level in 1..=3 {
        for party in 1..=4 {
            let a = Arena::new(Config {
                seed: 1,
                party,
                foes: Foes::Level(level),
            });
            let marks = fighter_marks(&a);
            for (i, &m) in marks.iter().enumerate() {
                for &o in &marks[..i] {
                    assert!(m == o || !look_alike(m, o), "{m} and {o} look alike");
                }
            }
        }
    }
    assert!(look_alike('H', 'W') && look_alike('H', 'K'));
}

/// "dying", "gone" and the wound dots sit just after the fighter's name,
/// not in a column far from a short one (playtest 11).
#[test_case]
fn how_a_fighter_stands_sits_by_its_name(_gba: &mut agb::Gba) {
    let g = crate::text::Glyphs::new();
    let x = 114;
    let end = x + g.width("Bram");
    let at = crate::sgs::draw::state_x(&g, x, "Bram");
    assert!(
        at > end && at - end <= 6,
        "{at} is far from Bram's end {end}"
    );
}

/// The story's last two lines: knocked out, then (session 31: no foe
/// about) the hero wakes before the party goes on.
fn knocked_out_then_wakes(s: &crate::sgs::play::Story) -> bool {
    let n = s.story.len();
    let at = |k: usize| s.story.get(k).map_or("", String::as_str);
    at(n.wrapping_sub(2)).ends_with("knocked out.") && at(n.wrapping_sub(1)).contains("wakes up")
}
