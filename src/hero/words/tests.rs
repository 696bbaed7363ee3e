//! The strip's words: what they say and that they fit.

use super::*;
use tabletop_core::hero::{Cell, Path};

/// Armour that takes the whole hit says so, and hit points are hearts
/// left (a playtester read "loses 0 (armour took 1): 6"); the hearts
/// lost are those the mini showed, never more ("loses 4" after three).
#[test_case]
fn armour_and_hearts_are_said_plainly(_gba: &mut agb::Gba) {
    let hurt = |absorbed, lost, hp| {
        event(&Event::Hurt {
            mini: 1,
            faces: [1, 0],
            absorbed,
            lost,
            hp,
        })
        .unwrap_or_default()
    };
    assert_eq!(
        hurt(1, 0, 6),
        "Red mini 2's armour stopped it:\nno hearts lost!"
    );
    assert_eq!(
        hurt(1, 2, 4),
        "Red mini 2 loses {6}@@{1}: 4 hearts left.\nThe armour stopped {6}@{1}."
    );
    assert_eq!(hurt(0, 5, 1), "Red mini 2 loses {6}@@@@@{1}: 1 heart left.");
    // Three hearts shown, four points lost: three hearts go.
    assert_eq!(
        hurt(0, 4, -1),
        "Red mini 2 loses {6}@@@{1}: No hearts left."
    );
    assert_eq!(hurt(0, 1, -2), "Red mini 2 is hit while down.");
}

/// The forecast and the cover words carry no percentages and no jargon
/// ("crit", "in the open", "concealed").
#[test_case]
fn the_forecast_speaks_a_child_s_words(_gba: &mut agb::Gba) {
    use tabletop_core::hero::gear::{Armour, Weapon};
    for c in [Cover::Clear, Cover::Covered, Cover::Concealed] {
        let f = tabletop_core::hero::forecast::forecast(Weapon::Medium, Armour::Light, 6, c);
        let s = super::super::odds::forecast(&f, Some(c), 6);
        for jargon in ["%", "crit", "open", "oncealed", "defence"] {
            assert!(!s.contains(jargon), "{jargon} in {s}");
        }
        assert!(s.contains(" in 10"), "{s}");
    }
}

/// The longest sentences each event can make fit the strip's two lines.
#[test_case]
fn every_message_fits_its_strip(_gba: &mut agb::Gba) {
    let g = crate::text::Glyphs::new();
    let c = Cell::new(39, 29);
    let events = [
        Event::RolledFirst {
            faces: [6, 6, 0, 0],
            first: 1,
        },
        Event::EdgeTaken {
            seat: 1,
            edge: Edge::South,
        },
        Event::TurnStarted { seat: 1, round: 60 },
        Event::Bled { mini: 9, hp: -1 },
        Event::Moved {
            mini: 9,
            path: Path::new(),
            cost: 32,
            left: 0,
        },
        Event::Shot {
            mini: 9,
            target: 4,
            attack: [6, 6],
            defence: [6, 6],
            cover: Cover::Concealed,
            crit: true,
            hit: true,
        },
        Event::Thrown {
            mini: 9,
            target: 4,
            attack: 6,
            defence: [6, 6],
            crit: false,
            hit: false,
        },
        Event::Bounced {
            face: 5,
            bounce: Bounce::Towards(Edge::South),
            units: 10,
            at: c,
        },
        Event::Blast {
            at: c,
            face: 0,
            damage: 12,
            crit: true,
        },
        Event::Hurt {
            mini: 9,
            faces: [6, 6],
            absorbed: 3,
            lost: 12,
            hp: -2,
        },
        Event::Hurt {
            mini: 9,
            faces: [6, 6],
            absorbed: 3,
            lost: 0,
            hp: 6,
        },
        Event::KnockedOut { mini: 9 },
        Event::Died { mini: 9 },
        Event::Healed {
            mini: 9,
            target: 8,
            face: 6,
            gained: 4,
            hp: 6,
        },
        Event::Defeated { seat: 1, left: 4 },
        Event::GameOver {
            outcome: Outcome::Draw,
        },
    ];
    for e in &events {
        if let Some(m) = event(e) {
            let w = wrap(&g, &m, STRIP_W);
            assert!(w.lines().count() <= STRIP_LINES, "too long: {}", m);
        }
    }
    let f = tabletop_core::hero::forecast::forecast(
        tabletop_core::hero::gear::Weapon::Light,
        tabletop_core::hero::gear::Armour::Heavy,
        6,
        Cover::Concealed,
    );
    let mut s = super::super::odds::forecast(&f, Some(Cover::Concealed), 6);
    s.push_str(". A fire, R bomb");
    assert!(
        wrap(&g, &s, STRIP_W).lines().count() <= STRIP_LINES,
        "{}",
        s
    );
    for a in [
        Action::Edge(Edge::South),
        Action::Place(c),
        Action::Move { mini: 9, to: c },
        Action::Attack {
            mini: 9,
            target: 14,
        },
        Action::Throw {
            mini: 9,
            target: 14,
        },
        Action::Heal { mini: 9, target: 8 },
        Action::EndTurn,
    ] {
        let h = hint(a);
        let w = wrap(&g, &h, STRIP_W);
        assert!(w.lines().count() <= STRIP_LINES, "too long: {}", h);
    }
    let second = Event::Shot {
        mini: 9,
        target: 4,
        attack: [6, 6],
        defence: [6, 6],
        cover: Cover::Concealed,
        crit: true,
        hit: true,
    };
    for s in [
        first_turn(1, true),
        computer(Phase::Place(1), 1),
        again(&second),
    ] {
        assert!(
            wrap(&g, &s, STRIP_W).lines().count() <= STRIP_LINES,
            "{}",
            s
        );
    }
    let h = handover(1);
    assert!(
        wrap(&g, &h, STRIP_W).lines().count() <= STRIP_LINES,
        "{}",
        h
    );
}

/// Why the game ended is said with its winner, even in another side's turn
/// (a playtester saw "Red wins!" during Blue's turn with no reason); a
/// critical says that a 6 always hits (the smaller number won: "6 against
/// 3+6"); a missed bomb's smaller blast says why, not "half of it".
#[test_case]
fn an_ending_a_critical_and_a_small_blast_say_why(_gba: &mut agb::Gba) {
    let over = event(&Event::GameOver {
        outcome: Outcome::Won(0),
    })
    .unwrap_or_default();
    assert!(over.contains("last one standing"), "{over}");
    let thrown = event(&Event::Thrown {
        mini: 3,
        target: 7,
        attack: 6,
        defence: [3, 6],
        crit: true,
        hit: true,
    })
    .unwrap_or_default();
    assert!(thrown.contains("A 6 always hits"), "{thrown}");
    let shot = event(&Event::Shot {
        mini: 3,
        target: 7,
        attack: [6, 0],
        defence: [3, 6],
        cover: Cover::Clear,
        crit: true,
        hit: true,
    })
    .unwrap_or_default();
    assert!(shot.contains("A 6 always hits"), "{shot}");
    let blast = event(&Event::Blast {
        at: Cell::new(3, 3),
        face: 5,
        damage: 3,
        crit: false,
    })
    .unwrap_or_default();
    assert!(!blast.contains("half"), "{blast}");
    assert!(blast.contains("a miss, so only 3"), "{blast}");
    let g = crate::text::Glyphs::new();
    for m in [over, thrown, shot, blast, nudge(1)] {
        assert!(wrap(&g, &m, STRIP_W).lines().count() <= STRIP_LINES, "{m}");
    }
}
