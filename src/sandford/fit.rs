//! Every sentence Sandford can put in its one-line strips fits the screen:
//! each refusal of the rules, each event's message, the play screen's own
//! messages and prompts, measured with the body font (in-ROM test).

#[cfg(test)]
mod tests {
    use alloc::format;
    use alloc::string::String;
    use alloc::vec::Vec;

    use tabletop_core::sandford::{
        Angle, Cell, Event, IllegalAction, Loss, MonsterColour, MonsterId, Phase, Ring, Skill,
        StockColour, StockDie, Victim,
    };

    use crate::text::Glyphs;

    use tabletop_core::sandford::{Absorb, Config, Game, HouseRules};

    use super::super::{human, play, words};

    /// The strips are the screen's width; the text starts 3 px in and its
    /// last letter's shadow stays 2 px clear of the edge.
    fn fits(g: &Glyphs, text: &str) -> bool {
        !text.contains('\n') && 3 + g.width(text) <= 240 - 2
    }

    fn assert_fits(g: &Glyphs, text: &str) {
        assert!(
            fits(g, text),
            "does not fit the strip ({} px wide): {text:?}",
            g.width(text)
        );
    }

    /// Every refusal the rules can give: each `IllegalAction("…")` in the
    /// rules' source files (all the files that make one), as the screen
    /// shows it.
    fn refusals() -> Vec<String> {
        const SOURCES: [&str; 3] = [
            include_str!("../../core/src/sandford/damage.rs"),
            include_str!("../../core/src/sandford/game.rs"),
            include_str!("../../core/src/sandford/heroes.rs"),
        ];
        let mut out = Vec::new();
        for src in SOURCES {
            for piece in src.split("IllegalAction(\"").skip(1) {
                let text: &'static str = piece.split('"').next().unwrap_or("");
                out.push(format!("{}", IllegalAction(text)));
            }
        }
        out
    }

    /// One event of each kind, with its longest names and numbers.
    fn events() -> Vec<Event> {
        let at = Cell::new(10, 10);
        let m = MonsterId(40);
        let mut out = Vec::new();
        for hero in 0..4u8 {
            for colour in StockColour::ALL {
                let die = StockDie { colour, face: 6 };
                out.push(Event::Bought {
                    hero,
                    building: 3,
                    die,
                });
                out.push(Event::GearDiscarded { hero, die });
                out.push(Event::ShopStocked { building: 3, die });
                out.push(Event::StockCaptured {
                    building: 3,
                    colour,
                });
            }
            for ring in Ring::STANDARD.into_iter().chain(Ring::OPTIONAL) {
                out.push(Event::RingDiscarded { hero, ring });
                out.push(Event::RingBought { hero, ring });
            }
            for (roll, damage, rerolls) in [(6, 12, 3), (5, 0, 1), (2, 0, 2)] {
                out.push(Event::AttackRolled {
                    hero,
                    monster: m,
                    roll,
                    damage,
                    rerolls,
                });
            }
            for (stopped, left) in [(6, 0), (6, 12)] {
                out.push(Event::ArmourRolled {
                    hero,
                    roll: 6,
                    rerolls: 3,
                    stopped,
                    left,
                });
            }
            out.extend([
                Event::HeroMoved {
                    hero,
                    from: at,
                    to: at,
                },
                Event::HeroMoved {
                    hero,
                    from: at,
                    to: Cell::new(11, 10),
                },
                Event::MonsterKilled { hero, monster: m },
                Event::Soaking { hero, damage: 12 },
                Event::PotionUsed { hero, amount: 12 },
                Event::HeroWounded { hero, hp: 1 },
                Event::HeroKilled { hero },
                Event::HeroHealed { hero, hp: 2 },
                Event::HeroInspired { hero },
                Event::Waited { hero },
                Event::KillsReturned { hero, count: 24 },
                Event::HeroArrives {
                    hero,
                    angle: Angle(160),
                    dice: [6, 6],
                    cell: at,
                },
            ]);
            for (roll, damage) in [(Some(6), 12), (Some(3), 0), (None, 12)] {
                out.push(Event::MonsterAttacked {
                    monster: m,
                    victim: Victim::Hero(hero),
                    at,
                    roll,
                    damage,
                });
            }
        }
        for victim in [Victim::Temple, Victim::Building(3)] {
            out.push(Event::MonsterAttacked {
                monster: m,
                victim,
                at,
                roll: Some(6),
                damage: 12,
            });
        }
        for p in [
            Phase::HeroesArrive,
            Phase::WaveApproaches,
            Phase::Defend,
            Phase::Monsters,
            Phase::Recover,
            Phase::Repair,
            Phase::Won,
            Phase::Lost(Loss::Temple),
            Phase::Lost(Loss::Buildings),
            Phase::Lost(Loss::Heroes),
        ] {
            out.push(Event::PhaseChanged(p));
        }
        out.extend([
            Event::MonsterMoved {
                monster: m,
                from: at,
                to: at,
            },
            Event::TurnStarted { rounds: 12 },
            Event::MonsterSpawned {
                monster: m,
                colour: MonsterColour::Yellow,
                cell: at,
                hp: 3,
            },
            Event::MonsterHealed { monster: m, hp: 3 },
            Event::MonsterVanished { monster: m },
            Event::TempleDamaged { hp: 19 },
            Event::BuildingRazed { building: 3, at },
            Event::BuildingRepaired { building: 3, at },
            Event::WaveArrives {
                wave: 6,
                angle: Angle(160), // "north-west", the longest way
                distance: 12,
                dice: [6, 6],
                toward: at,
            },
            Event::WaveDefeated { wave: 6 },
            Event::Storm,
        ]);
        out
    }

    /// The words a child stumbled on (the playtest of issue 31).
    const HARD: [&str; 5] = ["paladin", "reroll", "HP", "reachable", "jump"];

    /// A sentence's hard words, if any (whole words: "HP" in capitals).
    fn hard_words(text: &str) -> Vec<&'static str> {
        let words: Vec<&str> = text.split(|c: char| !c.is_ascii_alphanumeric()).collect();
        HARD.iter()
            .copied()
            .filter(|h| {
                words.iter().any(|w| {
                    if h.chars().all(|c| c.is_ascii_uppercase()) {
                        w == h
                    } else {
                        w.eq_ignore_ascii_case(h)
                    }
                })
            })
            .collect()
    }

    /// Plain words for a child: no refusal, event, roll, ring, prompt,
    /// help page or guided sentence says "paladin", "reroll", "HP",
    /// "reachable" or "jump".
    #[test_case]
    fn sandford_says_no_hard_word(_gba: &mut agb::Gba) {
        assert_eq!(hard_words("A red monster 2/3 HP"), ["HP"]);
        assert_eq!(hard_words("L/R: jump"), ["jump"]);
        let mut said: Vec<String> = refusals();
        said.extend(events().iter().map(|e| words::event(e).0));
        for (roll, rerolls) in [(2, 1), (6, 1), (6, 0)] {
            said.push(words::attack_sum(3, roll, rerolls, 3, (false, 6, 3)));
        }
        for r in Ring::STANDARD.into_iter().chain(Ring::OPTIONAL) {
            said.push(String::from(words::ring(r)));
            said.push(String::from(super::super::rings::does(r)));
        }
        said.extend(MonsterColour::ALL.map(|c| words::monster_line(c, 2, 3)));
        said.extend(
            super::super::screens::PAGES
                .iter()
                .map(|p| String::from(*p)),
        );
        said.extend(
            tabletop_core::sandford::guide::GUIDE
                .steps
                .iter()
                .map(|s| String::from(s.say)),
        );
        for m in [
            words::MOVE_HERE,
            words::PICK_A_DOT,
            words::HERE,
            words::YOU_ARE_HERE,
            words::STAY_HERE,
            words::DOOR,
            words::YELLOW_TO_PINK,
        ] {
            said.push(String::from(m));
        }
        let game = Game::new(Config {
            heroes: 4,
            rings_option: true,
            seed: 1,
            house: HouseRules::NONE,
        });
        let (title, way) = play::soak_lines(&game, 0, 1, Some(Absorb::TakeIt));
        said.extend([title, way]);
        for s in &said {
            assert!(hard_words(s).is_empty(), "{s:?}: {:?}", hard_words(s));
        }
    }

    #[test_case]
    fn the_strip_measure_refuses_what_would_leave_the_screen(_gba: &mut agb::Gba) {
        let g = Glyphs::new();
        assert!(fits(&g, "Hero 4 rolls 6 again: 12 damage"));
        assert!(!fits(&g, &"mmmmmmmmmm".repeat(5)));
        assert!(!fits(&g, "one\ntwo"));
    }

    #[test_case]
    fn every_sandford_message_fits_its_strip(_gba: &mut agb::Gba) {
        let g = Glyphs::new();
        let refusals = refusals();
        assert!(refusals.len() >= 40, "found {} refusals", refusals.len());
        for r in &refusals {
            assert_fits(&g, r);
        }
        let events = events();
        let mut said = 0;
        for e in &events {
            let (m, _) = words::event(e);
            said += usize::from(!m.is_empty());
            assert_fits(&g, &m);
            assert_fits(&g, &words::rolling(e));
        }
        assert!(
            said > 150,
            "{said} of {} events say something",
            events.len()
        );
        // An attack's die and where its damage comes from, at its longest.
        for roll in [2, 6] {
            for rerolls in [0, 3] {
                for (damage, magic, strength, wave) in [
                    (6, false, 6, 1),
                    (0, false, 6, 6),
                    (3, false, 6, 3),
                    (1, false, 1, 6),
                    (3, true, 6, 6),
                    (6, true, 6, 6),
                ] {
                    for h in 0..4 {
                        let m =
                            words::attack_sum(h, roll, rerolls, damage, (magic, strength, wave));
                        assert_fits(&g, &m);
                    }
                }
            }
        }
        // The guided game's sentences.
        for step in tabletop_core::sandford::guide::GUIDE.steps {
            assert_fits(&g, step.say);
        }
        for m in [
            words::ARRIVING,
            words::ARRIVING_GUIDED,
            words::LESSON,
            words::WAIT,
            words::GO_SHOPPING,
            words::WELCOME_BACK,
            words::THINKING,
            words::HINT,
            words::time_up(Phase::HeroesArrive),
            words::time_up(Phase::Defend),
            words::time_up(Phase::Repair),
            words::HERE,
            words::MOVE_HERE,
            words::PICK_A_DOT,
            words::YOU_ARE_HERE,
            words::STAY_HERE,
            words::DOOR,
            words::YELLOW_TO_PINK,
        ] {
            assert_fits(&g, m);
        }
        // The hourglass running out (four hourglasses at its longest), and
        // who plays after "Other hero".
        assert_fits(&g, &alloc::format!("{{6}}\\\\\\\\{}", words::HURRY));
        assert_fits(&g, &words::plays_now(3));
        // The cursor on the longest-named monster, at its most hit points.
        for c in MonsterColour::ALL {
            assert_fits(&g, &words::monster_line(c, 3, 3));
        }
        for h in 0..4 {
            assert_fits(&g, &words::computer_plays(h));
            assert_fits(&g, &words::your_turn(h));
            assert_fits(&g, &words::is_done(h));
            for c in MonsterColour::ALL {
                assert_fits(&g, &words::armour_rolling(h, Some(c)));
                assert_fits(&g, &words::monster_hits(c, h, 12));
            }
            assert_fits(&g, &words::end_own_turn(h));
            let (question, yes) = words::end_own_turn_asks(h);
            assert_fits(&g, &question);
            assert_fits(&g, &yes);
            assert_fits(&g, &alloc::format!("{}: your turn", words::player(h, h)));
        }
        // Every way of taking a blow, for a hero carrying the longest of
        // everything.
        let mut game = Game::new(Config {
            heroes: 4,
            rings_option: true,
            seed: 1,
            house: HouseRules::NONE,
        });
        game.set_up(|s| {
            for h in 0..4 {
                for colour in StockColour::ALL {
                    s.gear(h, colour, 6);
                }
                s.ring(h, Ring::Barbarian)
                    .ring(h, Ring::Paladin)
                    .ring(h, Ring::Ranger);
            }
        })
        .expect("a hero with gear and rings");
        for hero in 0..4u8 {
            let mut ways = Vec::from([None, Some(Absorb::TakeIt)]);
            ways.extend((0..4).flat_map(|i| [Some(Absorb::Potion(i)), Some(Absorb::Gear(i))]));
            ways.extend((0..3).map(|i| Some(Absorb::Ring(i))));
            for with in ways {
                for damage in [1, 12] {
                    let (title, way) = play::soak_lines(&game, hero, damage, with);
                    assert_fits(&g, &title);
                    assert_fits(&g, &way);
                }
            }
        }
        for k in [
            Skill::Attack,
            Skill::Magic,
            Skill::Ranged,
            Skill::Heal,
            Skill::Inspire,
        ] {
            for range in [1, 4, 8, 12] {
                assert_fits(&g, &human::aim_words(k, range));
            }
        }
    }
}
