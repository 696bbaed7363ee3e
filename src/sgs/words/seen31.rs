//! In-ROM tests of the session-30 playtest's list (issue 29, a
//! 7-year-old's eyes), fixed in session 31: who goes first can be
//! followed (each throw said with its dice, long enough to read, and the
//! words true to the dice).

use super::child::{arena, faces};
use super::*;
use crate::player::Stage;
use crate::sgs::play::{Story, TUMBLE};

/// A story of Bram (0) and Wren (1) against an Orc (2).
fn story() -> Story {
    let game = arena();
    let mut s = Story::new(&game);
    s.names.fighters = alloc::vec![
        String::from("Bram"),
        String::from("Wren"),
        String::from("Orc")
    ];
    s.foes = 0b100;
    s
}

/// `who` throws initiative `f` for `result`: the frames the throw is held
/// and its words once its dice settle.
fn throw(s: &mut Story, who: u8, f: &[u8], result: i8) -> (u32, Option<String>) {
    let e = QEvent::Fight(Event::Initiative {
        who,
        with: tabletop_core::sgs::Ability::Agile,
        faces: faces(f),
        result,
    });
    let len = s.begin(&e);
    for t in 1..=TUMBLE {
        s.tick(Some(&e), t, len);
    }
    let said = s.story.back().cloned();
    s.end(Some(&e));
    (len, said)
}

/// Each initiative throw is said with its dice once they settle, and held
/// two and a half seconds after (the playtest: the rows flashed by).
#[test_case]
fn each_initiative_throw_is_said_and_held_long_enough_to_read(_gba: &mut agb::Gba) {
    let mut s = story();
    for (who, f, r, line) in [
        (0u8, &[5u8, 4][..], 2i8, "Bram: 2 successes."),
        (1, &[4, 2][..], 1, "Wren: 1 success."),
        (2, &[2, 3][..], 0, "Orc: no success."),
    ] {
        let (len, said) = throw(&mut s, who, f, r);
        assert_eq!(said.as_deref(), Some(line), "said as the dice settle");
        assert!(len >= TUMBLE + 150, "a throw held {len} frames");
    }
    assert_eq!(initiative_line("Orc", -1), "Orc: 0, one 1 too many.");
    // The count in a word (the session-33 playtest read "2 1s" as "21s").
    assert_eq!(initiative_line("Orc", -2), "Orc: 0, two 1s too many.");
    for r in -12..=-2 {
        let l = initiative_line("Orc", r);
        let count = l
            .strip_prefix("Orc: 0, ")
            .and_then(|x| x.strip_suffix(" 1s too many."))
            .unwrap_or_else(|| panic!("{l}"));
        assert!(!count.contains(|c: char| c.is_ascii_digit()), "{l}");
    }
}

/// The words of who goes first are true to the dice: a winner with 0
/// (the others below 0, shown 0) is not said to have "most successes"
/// (the playtest: "Most successes: Wren" when Wren had 0).
#[test_case]
fn who_goes_first_with_no_success_says_what_decided_it(_gba: &mut agb::Gba) {
    let first = |rolls: [(u8, &[u8], i8); 3]| {
        let mut s = story();
        for (who, f, r) in rolls {
            throw(&mut s, who, f, r);
        }
        s.begin(&QEvent::Fight(Event::Acts {
            who: 1,
            held: false,
        }));
        s.story.back().cloned().unwrap_or_default()
    };
    let said = first([(0, &[1, 2], -1), (1, &[2, 3], 0), (2, &[1, 1, 3], -2)]);
    assert_eq!(said, "{3}Nobody else got 0: Wren goes first!");
    assert!(!said.contains("Most successes"));
    let said = first([(0, &[1, 1], -2), (1, &[1, 3], -1), (2, &[1, 1, 1], -3)]);
    assert_eq!(said, "{3}Fewest 1s too many: Wren goes first!");
    let said = first([(0, &[2, 2], 0), (1, &[5, 3], 1), (2, &[1, 3], -1)]);
    assert_eq!(said, "{3}Most successes: Wren goes first!");
}

/// A monster dying at its own moment still attacks (the paper: those at
/// one moment act at the same time): said, then why, each held two
/// seconds (the playtest: "dying monsters still attack", unexplained).
#[test_case]
fn a_dying_monster_that_attacks_says_so_and_why(_gba: &mut agb::Gba) {
    let mut s = story();
    s.begin(&QEvent::Fight(Event::Dying { who: 2, rounds: 3 }));
    s.end(None);
    let e = QEvent::Fight(Event::Acts {
        who: 2,
        held: false,
    });
    let len = s.begin(&e);
    assert_eq!(
        s.story.back().map(String::as_str),
        Some("{6}Orc is dying but fights on!")
    );
    for t in 1..len {
        s.tick(Some(&e), t, len);
    }
    assert_eq!(s.story.back().map(String::as_str), Some(SAME_MOMENT_WHY));
    assert!(len >= 240, "held {len} frames");
}

/// A hero knocked out by an accident (the climb) comes round before the
/// party goes on (the rulings: no foe about), and the screen says so (the
/// playtest: a hero "knocked out" by the climb fought next, unexplained).
#[test_case]
fn a_hero_knocked_out_by_the_climb_is_said_to_wake(_gba: &mut agb::Gba) {
    use tabletop_core::sgs::quest::{Quest, QuestConfig};
    let game = tabletop_core::sgs::Game::Adventure(Quest::new(QuestConfig {
        seed: 1,
        party: 1,
        random: false,
        last_breath: false,
    }));
    let mut s = Story::new(&game);
    s.names.heroes = alloc::vec![String::from("Bram")];
    s.begin(&QEvent::Hurt { hero: 0, total: 2 });
    s.end(None);
    let e = QEvent::Checked {
        hero: 0,
        pool: 3,
        faces: faces(&[1, 5, 2]),
        result: 0,
        needed: 2,
        made: false,
    };
    let len = s.begin(&e);
    for t in 1..len {
        s.tick(Some(&e), t, len);
        if s.story.back().is_some_and(|l| l.contains("wakes")) {
            assert!(len - t >= 120, "the waking read {} frames", len - t);
            break;
        }
    }
    assert_eq!(
        s.story.back().map(String::as_str),
        Some("{5}Bram wakes up before you go on.")
    );
    let n = s.story.len();
    let out = s.story.get(n - 2).map_or("", String::as_str);
    assert!(out.ends_with("knocked out."), "{out}");
}

/// Fate's die and the guard's roll are not drawn in the heroes' sky:
/// Fate in its own magenta, the guard in the foes' red (the playtest:
/// both were the heroes' blue).
#[test_case]
fn fate_and_the_guard_have_their_own_colours(_gba: &mut agb::Gba) {
    use crate::sgs::draw::{FATE_INK, row_colour};
    use crate::ui::ink;
    let mut n = super::seen28::names(&[]);
    n.heroes = alloc::vec![String::from("Bram")];
    let rows = |e: &QEvent, n: &mut Names| quest(e, n, &[2]).rows.unwrap_or_default();
    let fate = rows(
        &QEvent::Asked {
            face: 5,
            odds: tabletop_core::sgs::scenes::Odds::Even,
            yes: true,
        },
        &mut n,
    );
    assert_eq!(fate.len(), 1);
    assert_eq!(row_colour(&fate[0], false), FATE_INK);
    let contest = rows(
        &QEvent::Contest {
            hero: 0,
            faces: faces(&[5, 2]),
            result: 1,
            npc: faces(&[4, 4]),
            npc_result: 2,
        },
        &mut n,
    );
    assert_eq!(contest.len(), 2);
    assert_eq!(row_colour(&contest[0], false), ink::SKY, "Bram");
    assert_eq!(row_colour(&contest[1], false), ink::RED, "the guard");
    assert_ne!(FATE_INK, ink::SKY);
    assert_ne!(FATE_INK, ink::RED);
}

/// A fight's bonus die: why is said as it appears (the roll is behind),
/// and where the roll stands once it settles, true to the numbers on
/// screen (the playtest: "is losing" shown while the new die had it
/// winning).
#[test_case]
fn a_bonus_die_s_words_are_true_to_the_numbers(_gba: &mut agb::Gba) {
    let mut s = story();
    let rolled = |who: u8, f: &[u8], result: i8| {
        QEvent::Fight(Event::Rolled {
            who,
            faces: faces(f),
            result,
            bonus: 1,
        })
    };
    for e in [rolled(0, &[6, 2], 1), rolled(2, &[4, 5], 2)] {
        s.begin(&e);
        s.end(None);
    }
    let e = QEvent::Fight(Event::BonusDie {
        who: 0,
        face: 5,
        result: 2,
    });
    let len = s.begin(&e);
    // As the die appears: behind (1 to 2), so it adds its die.
    assert_eq!(
        s.story.back().map(String::as_str),
        Some("{3}Bram is behind: its 6 adds a die.")
    );
    for t in 1..len {
        s.tick(Some(&e), t, len);
    }
    // Settled: 2 to 2, never "losing".
    assert_eq!(
        s.story.back().map(String::as_str),
        Some("{3}A 5: now level, 2 to 2.")
    );
    assert_eq!(bonus_after(6, 3, 2), "{3}A 6: {5}now ahead, 3 to 2.");
    assert_eq!(bonus_after(1, -1, 0), "{3}A 1: still behind, 0 to 0.");
}

/// A blow that lands on a tie: the wound squares by the defender's name
/// come with its "Hit!", after the tie's words, never before them (the
/// playtest: the squares came before the words).
#[test_case]
fn a_tied_hit_s_wound_squares_wait_for_its_words(_gba: &mut agb::Gba) {
    let mut s = story();
    let steps = [
        Event::Attacks {
            attacker: 0,
            defender: 2,
            pool: 3,
            against: 2,
            with: tabletop_core::sgs::Ability::Strong,
            defend: tabletop_core::sgs::Ability::Agile,
            permille: 500,
            answer: false,
        },
        Event::Rolled {
            who: 0,
            faces: faces(&[5, 2, 3]),
            result: 1,
            bonus: 0,
        },
        Event::Rolled {
            who: 2,
            faces: faces(&[4, 2]),
            result: 1,
            bonus: 0,
        },
    ];
    for e in steps {
        s.begin(&QEvent::Fight(e));
        s.end(None);
    }
    let wounds = |s: &Story| s.seen.piece(2).map_or(99, |p| p.wounds);
    let before = wounds(&s);
    let e = QEvent::Fight(Event::Hit {
        attacker: 0,
        defender: 2,
        wounds: 1,
        ignored: 0,
        total: before + 1,
    });
    let len = s.begin(&e);
    assert_eq!(
        s.story.back().map(String::as_str),
        Some("{3}Tie! More dice wins: Bram.")
    );
    assert_eq!(wounds(&s), before, "a square before the words");
    let mut hit = false;
    for t in 1..len {
        s.tick(Some(&e), t, len);
        hit |= s.story.back().is_some_and(|l| l.contains("Hit!"));
        assert_eq!(wounds(&s) == before + 1, hit, "frame {t}");
    }
    assert!(hit, "the hit was never said");
    s.end(Some(&e));
    assert_eq!(wounds(&s), before + 1);
}

/// Fate's die: its words (what Fate is, and its answer) wait until the
/// die settles (the playtest's list: results before words).
#[test_case]
fn fate_s_words_wait_until_its_die_settles(_gba: &mut agb::Gba) {
    let mut s = story();
    s.story.clear();
    let e = QEvent::Asked {
        face: 5,
        odds: tabletop_core::sgs::scenes::Odds::Even,
        yes: true,
    };
    let len = s.begin(&e);
    for t in 1..len {
        assert_eq!(s.story.is_empty(), t <= TUMBLE, "frame {t}");
        assert_eq!(s.tumble == 0, t > TUMBLE, "frame {t}");
        s.tick(Some(&e), t, len);
    }
    s.end(Some(&e));
    let said: Vec<&str> = s.story.iter().map(String::as_str).collect();
    assert_eq!(said.first().copied(), Some(FATE_IS));
    assert!(said.last().is_some_and(|l| l.ends_with("yes!")), "{said:?}");
}
