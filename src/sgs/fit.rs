//! In-ROM fit tests: every line of the game that can hold a name, measured
//! with the widest name the keyboard can make (eight of the font's widest
//! letter) and with every ready-made hero's and creature's name, and every
//! scene's words: none may leave the screen or its box.

use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

use tabletop_core::sgs::Ability;
use tabletop_core::sgs::arena::{Event, Outcome, Side, State};
use tabletop_core::sgs::character::Untreatable;
use tabletop_core::sgs::quest::{QEvent, QOutcome};
use tabletop_core::sgs::roll::{Faces, MAX_FACES};
use tabletop_core::sgs::roster::{CREATURES, HEROES, creature, hero};
use tabletop_core::sgs::scenes::{Odds, SCENES, Scene};

use super::draw::{self, FIGHTER_DOTS, NAME_ROOM, RIGHT};
use super::keyboard::MAX_LETTERS;
use super::view::{HERO_COLUMN, MAX_DOTS, hero_spot};
use super::words::{self, DiceRow, Names};
use super::{end, menu, xp};
use crate::text::Glyphs;

/// Eight of the widest letter the keyboard types.
fn widest(g: &Glyphs) -> String {
    let c = ('A'..='Z')
        .chain('a'..='z')
        .max_by_key(|&c| g.advance(c))
        .unwrap_or('W');
    (0..MAX_LETTERS).map(|_| c).collect()
}

/// Every name to measure: the widest, "WWWWWWWW", the ready-made heroes and
/// every creature (with and without a number).
fn names(g: &Glyphs) -> Vec<String> {
    let mut v = vec![widest(g), String::from("WWWWWWWW")];
    v.extend((0..HEROES.len()).map(|i| String::from(hero(i).0.name())));
    v.extend((0..CREATURES.len()).map(|i| String::from(creature(i).0.name())));
    // A creature that comes twice in a fight carries its number.
    v.extend((0..CREATURES.len()).map(|i| alloc::format!("{} 2", creature(i).0.name())));
    v
}

fn faces(n: usize) -> Faces {
    (0..n).map(|i| (i % 6) as u8 + 1).collect()
}

fn fits(g: &Glyphs, x: i32, line: &str, right: i32) {
    for l in line.split('\n') {
        let end = x + g.width(l);
        assert!(end <= right, "too wide ({end} > {right}): {l}");
    }
}

fn row_fits(g: &Glyphs, x: i32, r: &DiceRow) {
    let end = x + draw::roll_width(g, x, r);
    assert!(
        end <= RIGHT,
        "dice row too wide ({end}): {} with {} dice",
        r.label,
        r.faces.len()
    );
}

/// Every event of the quest and the fight that names someone, with the
/// largest numbers each can show.
fn events() -> Vec<QEvent> {
    let f = faces(8);
    let fight = [
        Event::Acts { who: 0, held: true },
        Event::Holds(0),
        Event::Attacks {
            attacker: 0,
            defender: 1,
            with: Ability::Dexterous,
            pool: 8,
            defend: Ability::Agile,
            against: 8,
            permille: 1000,
            answer: true,
        },
        Event::Rolled {
            who: 0,
            faces: faces(MAX_FACES),
            result: 24,
            bonus: 12,
        },
        Event::BonusDie {
            who: 0,
            face: 6,
            result: 24,
        },
        Event::Missed {
            attacker: 0,
            defender: 1,
        },
        Event::Hit {
            attacker: 0,
            defender: 1,
            wounds: 10,
            ignored: 1,
            total: 30,
        },
        Event::Static {
            who: 0,
            with: Ability::Dexterous,
            faces: f.clone(),
            result: 8,
            needed: 30,
            made: false,
        },
        Event::KnockedOut { who: 0, rounds: 12 },
        Event::Dying { who: 0, rounds: 6 },
        Event::Wakes(0),
        Event::Dies(0),
        Event::Over(Outcome::Won(Side::A)),
        Event::Over(Outcome::Won(Side::B)),
        Event::Over(Outcome::Draw),
        Event::Round(99),
    ];
    let mut v = vec![
        QEvent::Checked {
            hero: 0,
            pool: 12,
            faces: faces(MAX_FACES),
            result: 24,
            needed: 9,
            made: false,
        },
        QEvent::Contest {
            hero: 0,
            faces: f.clone(),
            result: 8,
            npc: f,
            npc_result: 8,
        },
        QEvent::Hurt { hero: 0, total: 30 },
        QEvent::Died(0),
        QEvent::Healed {
            hero: 0,
            made: true,
            total: 30,
        },
        QEvent::Treated {
            medic: 0,
            hero: 1,
            made: true,
            total: 30,
        },
        QEvent::Treated {
            medic: 1,
            hero: 0,
            made: false,
            total: 30,
        },
        QEvent::Treated {
            medic: 0,
            hero: 0,
            made: false,
            total: 30,
        },
        QEvent::FightBegins(3),
        QEvent::Captured(0),
        QEvent::Asked {
            face: 6,
            odds: Odds::Unlikely,
            yes: true,
        },
        QEvent::Asked {
            face: 1,
            odds: Odds::Likely,
            yes: false,
        },
        QEvent::Ended(QOutcome {
            completed: true,
            xp: 3,
        }),
    ];
    v.extend(fight.into_iter().map(QEvent::Fight));
    v
}

#[test_case]
fn every_name_line_fits(_gba: &mut agb::Gba) {
    let g = Glyphs::new();
    for name in names(&g) {
        let n = &name;
        // The story lines and their dice rows (a fight shows one line).
        let mut names = Names {
            heroes: vec![name.clone(); 4],
            fighters: vec![name.clone(); 8],
            scene: 0,
            duel: [(0, 8), (1, 8)],
            actor: 0,
        };
        for scene in 0..SCENES.len() as u8 {
            names.scene = scene;
            for e in events() {
                let shown = words::quest(&e, &mut names, &[12; 4]);
                fits(&g, 4, &shown.line, RIGHT);
                for r in shown.rows.iter().flatten() {
                    row_fits(&g, 4, r);
                }
            }
        }
        // Dice rows of every size the core can roll, bonus dice or not.
        for count in 0..=MAX_FACES {
            for pool in [0, count / 2, count] {
                let r = DiceRow {
                    label: name.clone(),
                    faces: faces(count).to_vec(),
                    pool,
                    result: count as i8,
                    who: 0,
                    answer: None,
                };
                row_fits(&g, 4, &r);
            }
        }
        // The menu: "> " then the item, clear of the scroll marks at 228.
        let item_x = 4 + g.width("> ");
        for line in [
            menu::check_item(n, 12, 100),
            menu::hit_item(n, Ability::Dexterous.name(), 100),
            menu::help_item(n),
            menu::treat_item(n, 30, 100, None),
            menu::treat_item(n, 1, 100, None),
            menu::treat_item(n, 0, 0, Some(Untreatable::NotHurt)),
            menu::treat_item(n, 30, 100, Some(Untreatable::TreatedAlready)),
        ] {
            fits(&g, item_x, &line, 226);
        }
        fits(&g, 4, &menu::turn_prompt(n), RIGHT);
        // Hot seat: the hand-over, the boxcars question and each scene's
        // roll to a named person, and the start screen's party line.
        fits(&g, 4, &words::pass_prompt(n), RIGHT);
        fits(&g, 4, words::FATE_IS, RIGHT);
        fits(
            &g,
            4,
            &alloc::format!("{{3}}Hint: {n} has the best chance."),
            RIGHT,
        );
        fits(&g, 4, &alloc::format!("{{3}}Hint: treat {n}."), RIGHT);
        fits(&g, 4, words::MAUD_IS, RIGHT);
        for made in [false, true] {
            let (a, b) = words::stay_up_lines(n, 30, 30, made);
            fits(&g, 4, &a, RIGHT);
            fits(&g, 4, &b, RIGHT);
        }
        fits(&g, item_x, &words::pass_item(n), 226);
        // A hero with no dice for a scene's roll, and the roll no one can make.
        fits(
            &g,
            item_x,
            &alloc::format!("{n}: no dice (hurt, no skill)"),
            226,
        );
        fits(&g, item_x, &menu::no_dice_item("hurt, no skill", true), 226);
        fits(
            &g,
            item_x,
            &menu::no_dice_item("hurt, no skill", false),
            226,
        );
        fits(&g, 4, &super::words::answer_line(n), RIGHT);
        fits(&g, 4, menu::NO_DICE, RIGHT);
        fits(&g, 4, &menu::boxcars_prompt(Some(n)), RIGHT);
        for (_, scene) in SCENES {
            if let Scene::Check { test, .. } = scene {
                for alone in [false, true] {
                    fits(&g, 4, &menu::check_prompt(test, Some(n), alone, &g), RIGHT);
                    fits(&g, 4, &menu::check_prompt(test, None, alone, &g), RIGHT);
                }
            }
        }
        fits(
            &g,
            12,
            &super::start::hero_line(n, 255, 9),
            super::start::WHO_X - 4,
        );
        fits(&g, super::start::WHO_X, &super::start::who(3, 4), 240);
        fits(&g, super::start::WHO_X, &super::start::who(3, 1), 240);
        fits(&g, 4, &menu::treat_prompt(n), RIGHT);
        // The heroes' names and wound dots, two a line.
        let (x, _) = hero_spot(1);
        let end = x + g.width(n) + 3 + i32::from(MAX_DOTS) * 5;
        assert!(end <= 236, "hero line too wide: {n}");
        assert!(g.width(n) + 3 + i32::from(MAX_DOTS) * 5 <= HERO_COLUMN - 4);
        // The fighters' list beside the map.
        assert!(g.width(n) <= NAME_ROOM, "fighter name too wide: {n}");
        // Its wounds or how it stands, just after the name.
        let at = draw::state_x(&g, 104 + draw::CELL + 2, n);
        assert!(at + i32::from(FIGHTER_DOTS) * 5 - 1 <= 240, "dots: {n}");
        assert!(at + g.width("dying") <= 240 && at + g.width("gone") <= 240);
        // The end screens and the XP screen.
        fits(&g, end::HERO_X, &end::hero_line(n, None, 200, 30), RIGHT);
        fits(&g, end::HERO_X, &end::hero_line(n, Some(n), 200, 30), RIGHT);
        fits(
            &g,
            end::HERO_X,
            &end::hero_line(n, Some("Wren"), 9, 3),
            RIGHT,
        );
        for s in [State::Up, State::Out(9), State::Dying(6), State::Dead] {
            fits(&g, end::FIGHTER_X, &end::fighter_line(n, 30, s), RIGHT);
        }
        fits(&g, 8, &xp::head(n, 200), RIGHT);
        // The builder's last screen and the sheet's title (left of the face).
        fits(&g, 48, &alloc::format!("Instead of: < {n} >"), RIGHT);
        fits(&g, 0, &alloc::format!("Pick a face for {n}"), 240);
        fits(&g, 8, &alloc::format!("{n} (4 of 4)"), 196);
    }
}

#[test_case]
fn every_scene_fits(_gba: &mut agb::Gba) {
    let g = Glyphs::new();
    let item_x = 4 + g.width("> ");
    for (words, scene) in SCENES {
        let wrapped = crate::wrap::wrap(&g, words, super::view::SCENE_W);
        assert!(wrapped.split('\n').count() <= 2, "scene too long: {words}");
        fits(&g, 4, &wrapped, RIGHT);
        if let Scene::Choice { a, b } = scene {
            fits(&g, item_x, a.0, 226);
            fits(&g, item_x, b.0, 226);
        }
    }
}
