//! In-ROM tests of the session-30 playtest (issues 29 and 31, a
//! 7-year-old's eyes): a roll's rule is said before its dice, not after.

use super::child::{arena, faces};
use super::*;
use crate::player::Stage;
use crate::sgs::play::Story;

/// A story of Bram (0) against Cellar Rat 1 (1), a monster.
fn story() -> Story {
    let game = arena();
    let mut s = Story::new(&game);
    s.names.fighters = alloc::vec![String::from("Bram"), String::from("Cellar Rat 1")];
    s.foes = 0b10;
    s
}

fn tough(who: u8) -> QEvent {
    QEvent::Fight(Event::Static {
        who,
        with: tabletop_core::sgs::Ability::Tough,
        faces: faces(&[5, 2]),
        result: 1,
        needed: 1,
        made: true,
    })
}

/// A Tough roll says what it is for as its dice appear, before they
/// tumble and settle: the first one what Tough is, the next ones who rolls
/// it (the playtest: its dice came before "rolls Tough to stay up").
#[test_case]
fn a_tough_roll_says_what_it_is_for_before_its_dice_settle(_gba: &mut agb::Gba) {
    let mut s = story();
    for (who, intro) in [
        (0, String::from(TOUGH_IS)),
        (1, tough_intro("Cellar Rat 1", 1)),
    ] {
        s.story.clear();
        let e = tough(who);
        let len = s.begin(&e);
        // Nothing ticked yet: the dice are still to tumble.
        assert_eq!(s.story.back(), Some(&intro), "not said before the dice");
        for t in 1..len {
            s.tick(Some(&e), t, len);
        }
        s.end(Some(&e));
        let n = if who == 0 { "Bram" } else { "Cellar Rat 1" };
        assert_eq!(
            s.story.back().map(String::as_str),
            Some(alloc::format!("{n} needs 1 to stay up: made it.").as_str())
        );
    }
}

/// "Bram is gone" is said without the dice of the roll before it (the
/// playtest: old dice stayed beside it), in the adventure and in a fight.
#[test_case]
fn a_hero_gone_leaves_no_old_dice(_gba: &mut agb::Gba) {
    let mut s = story();
    for gone in [QEvent::Died(0), QEvent::Fight(Event::Dies(0))] {
        let e = tough(0);
        let len = s.begin(&e);
        for t in 1..len {
            s.tick(Some(&e), t, len);
        }
        s.end(Some(&e));
        assert!(!s.rows.is_empty(), "the Tough roll's dice");
        s.begin(&gone);
        s.end(Some(&gone));
        assert!(s.rows.is_empty(), "old dice beside the words");
        let said = s.story.back().cloned().unwrap_or_default();
        assert!(said.ends_with(" is gone."), "{said}");
        // Why (the session-31 playtest: "Wren is gone" with no reason).
        assert!(said.contains("wounds") || said.contains("saved"), "{said}");
    }
}

/// A fight's last words say why it ended (the playtest: one bad roll
/// ended the game, unexplained).
#[test_case]
fn a_fight_s_end_says_why(_gba: &mut agb::Gba) {
    use tabletop_core::sgs::Side;
    use tabletop_core::sgs::arena::Outcome;
    let mut s = story();
    for (o, why) in [(Side::B, HEROES_DOWN), (Side::A, FOES_DOWN)] {
        let e = QEvent::Fight(Event::Over(Outcome::Won(o)));
        s.begin(&e);
        s.end(Some(&e));
        assert_eq!(s.story.back().map(String::as_str), Some(why));
        // Won or lost, in the player's words (the session-31 playtest:
        // the fight just ended), held long enough to read.
        assert!(
            why.contains("won the fight") || why.contains("lost the fight"),
            "{why}"
        );
        let mut n = Names {
            heroes: Vec::new(),
            fighters: Vec::new(),
            scene: 0,
            duel: [(0, 0); 2],
            actor: 0,
        };
        let shown = fight(&Event::Over(Outcome::Won(o)), &mut n);
        assert!(shown.hold >= 150, "{}", shown.hold);
    }
}

/// A tie for the first turn shows who tied: the tied fighter's dice stay
/// under the first one's, beside the tie's words; a clear winner's stay
/// alone (the playtest: the order roll's tie did not show who tied).
#[test_case]
fn an_order_tie_shows_both_tied_rows(_gba: &mut agb::Gba) {
    let throw = |who: u8, f: &[u8], result: i8| {
        QEvent::Fight(Event::Initiative {
            who,
            with: tabletop_core::sgs::Ability::Agile,
            faces: faces(f),
            result,
        })
    };
    for (rat, tie) in [(1, true), (2, false)] {
        let mut s = story();
        for e in [throw(0, &[5, 3], 1), throw(1, &[4, 2], rat)] {
            s.begin(&e);
            s.end(Some(&e));
        }
        let acts = if tie { 0 } else { 1 };
        let e = QEvent::Fight(Event::Acts {
            who: acts,
            held: false,
        });
        s.begin(&e);
        s.end(Some(&e));
        let who: Vec<u8> = s.rows.iter().map(|r| r.who).collect();
        if tie {
            assert_eq!(who, alloc::vec![0, 1], "the tied rows");
            assert_eq!(
                s.story.back().map(String::as_str),
                Some(tie_line("Bram").as_str())
            );
        } else {
            assert_eq!(who, alloc::vec![1], "the winner's row alone");
        }
    }
}
