//! The strip never cuts a line (issue 29: a playtester found three lines
//! ending in "..."): every sentence Hero's words can build, with the
//! longest names and the biggest numbers, fits the strip's two lines
//! whole, and none trails off in dots.

#[cfg(test)]
mod tests {
    use alloc::format;
    use alloc::string::String;
    use alloc::vec::Vec;

    use tabletop_core::hero::forecast::{bomb_forecast, forecast};
    use tabletop_core::hero::gear::{Armour, Weapon};
    use tabletop_core::hero::setup::Misplaced;
    use tabletop_core::hero::{
        Action, Bounce, Cell, Cover, Edge, Event, Illegal, Outcome, Path, Phase,
    };

    use super::super::{notes, odds, words};

    /// Every mini of every side (the longest names: "Green mini 5").
    const MINIS: [u8; 4] = [0, 4, 14, 19];
    const EDGES: [Edge; 4] = [Edge::North, Edge::South, Edge::East, Edge::West];
    const ILLEGAL: [Illegal; 15] = [
        Illegal::Over,
        Illegal::NotNow,
        Illegal::EdgeTaken,
        Illegal::BadPlacement,
        Illegal::NotYours,
        Illegal::Out,
        Illegal::TooFar,
        Illegal::Acted,
        Illegal::Tired,
        Illegal::FirstRound,
        Illegal::OutOfRange,
        Illegal::Hidden,
        Illegal::BadTarget,
        Illegal::NoGear,
        Illegal::SniperMoved,
    ];

    /// The events' sentences, the longest of each.
    fn events(out: &mut Vec<String>) {
        let c = Cell::new(39, 29);
        let mut all = Vec::new();
        for m in MINIS {
            let seat = m / 5;
            all.push(Event::RolledFirst {
                faces: [6, 6, 6, 6],
                first: seat,
            });
            all.push(Event::RolledFirst {
                faces: [6, 5, 0, 0],
                first: seat,
            });
            all.push(Event::TurnStarted { seat, round: 99 });
            all.push(Event::Bled { mini: m, hp: -2 });
            all.push(Event::Defeated { seat, left: 4 });
            all.push(Event::GameOver {
                outcome: Outcome::Won(seat),
            });
            for e in EDGES {
                all.push(Event::EdgeTaken { seat, edge: e });
                all.push(Event::Bounced {
                    face: 5,
                    bounce: Bounce::Towards(e),
                    units: 20,
                    at: c,
                });
            }
            for t in MINIS {
                for (crit, hit) in [(true, true), (false, true), (false, false)] {
                    all.push(Event::Shot {
                        mini: m,
                        target: t,
                        attack: [6, 6],
                        defence: [6, 6],
                        cover: Cover::Concealed,
                        crit,
                        hit,
                    });
                    all.push(Event::Thrown {
                        mini: m,
                        target: t,
                        attack: 6,
                        defence: [6, 6],
                        crit,
                        hit,
                    });
                }
                for (face, gained) in [(6, 4), (1, 0)] {
                    all.push(Event::Healed {
                        mini: m,
                        target: t,
                        face,
                        gained,
                        hp: 6,
                    });
                }
            }
            for (absorbed, lost, hp) in [(3, 12, -2), (3, 0, 6), (0, 6, 0), (2, 4, 2), (0, 1, -3)] {
                all.push(Event::Hurt {
                    mini: m,
                    faces: [6, 6],
                    absorbed,
                    lost,
                    hp,
                });
            }
            all.push(Event::KnockedOut { mini: m });
            all.push(Event::Died { mini: m });
        }
        all.push(Event::Bounced {
            face: 6,
            bounce: Bounce::Stays,
            units: 0,
            at: c,
        });
        for (face, damage, crit) in [(0, 12, true), (6, 6, false), (6, 3, false)] {
            all.push(Event::Blast {
                at: c,
                face,
                damage,
                crit,
            });
        }
        all.push(Event::GameOver {
            outcome: Outcome::Draw,
        });
        all.push(Event::GameOver {
            outcome: Outcome::Unfinished,
        });
        all.push(Event::Moved {
            mini: 19,
            path: Path::new(),
            cost: 32,
            left: 0,
        });
        for e in &all {
            out.extend(words::event(e));
            // The fight's words name minis by their weapons too (the
            // longest: "big gun").
            let plain = |i: u8| words::mini(i);
            let armed = |i: u8| words::fighter(i, Weapon::Heavy);
            let named: [words::Namer; 2] = [&plain, &armed];
            for name in named {
                if matches!(e, Event::Shot { .. }) {
                    out.push(words::shot(e, "", name));
                    out.push(words::shot(e, " again", name));
                }
                if matches!(e, Event::Thrown { .. }) {
                    out.push(words::thrown(e, name));
                }
                for crit in [true, false] {
                    out.extend(words::shot_hurt(e, crit, name));
                }
            }
        }
    }

    /// Every other sentence: turns, hints, the computer, the hand-over,
    /// notes, refusals, forecasts.
    fn others(out: &mut Vec<String>) {
        let c = Cell::new(39, 29);
        for seat in 0..4u8 {
            // The status line: one line, whole.
            let g = crate::text::Glyphs::new();
            let set_up = format!(
                "Setting up: {} (computer, hold R: faster)",
                words::side(seat)
            );
            for s in [
                words::status(seat, true, tabletop_core::hero::ROUND_CAP),
                words::status(seat, false, tabletop_core::hero::ROUND_CAP),
                set_up,
            ] {
                assert!(!words::wrap(&g, &s, words::STRIP_W).contains('\n'), "{}", s);
            }
            for last in 0..4u8 {
                out.push(words::first_roll(seat, last, true));
                out.push(words::first_roll(seat, last, false));
            }
            out.push(words::first_turn(seat, true));
            out.push(words::first_turn(seat, false));
            for p in [
                Phase::Roll,
                Phase::Edge(seat),
                Phase::Place(seat),
                Phase::Play,
            ] {
                out.push(words::computer(p, seat));
            }
            out.push(words::handover(seat));
            out.push(notes::end_turn(seat, 5));
            for e in EDGES {
                for f in EDGES {
                    out.push(notes::edge_taken(seat, e, f));
                }
            }
        }
        out.push(words::first_tie(6));
        for m in MINIS {
            for t in MINIS {
                for a in [
                    Action::Edge(Edge::South),
                    Action::Place(c),
                    Action::Move { mini: m, to: c },
                    Action::Attack { mini: m, target: t },
                    Action::Throw { mini: m, target: t },
                    Action::Heal { mini: m, target: t },
                    Action::EndTurn,
                ] {
                    out.push(words::hint(a));
                }
                for h in 0..4u8 {
                    out.push(notes::hidden(m, t, &[c], |_| h));
                }
            }
            for why in ILLEGAL.iter().map(|&i| Some(i)).chain([None]) {
                out.push(words::in_range(m, why));
            }
            let mut path = Path::new();
            for k in 0..30u8 {
                let _ = path.push(Cell::new(k, 29 - k / 2));
            }
            out.push(words::moved(m, &path));
            out.push(notes::jumped(m));
            out.push(notes::medkit(m, true));
            out.push(notes::medkit(m, false));
            out.push(notes::medic(m));
            out.push(notes::spent(m));
        }
        for i in ILLEGAL {
            out.push(words::refused(i));
            out.push(notes::no_switch(&words::refused(i), true));
            out.push(notes::no_switch(&words::refused(i), false));
        }
        for m in [
            Misplaced::OffZone,
            Misplaced::Taken,
            Misplaced::FarFromTeam,
            Misplaced::InRange,
        ] {
            out.push(String::from(notes::misplaced(m)));
        }
        for far in [true, false] {
            for m in 0..10 {
                out.push(notes::not_there(m, far));
            }
        }
        // A guided step's sentence with the presses it asks under it.
        for press in crate::hero::play::guide::PRESSES {
            out.push(format!("Walk your hero here.\n{{3}}{press}"));
        }
        out.push(String::from(notes::ALL_DONE));
        out.push(String::from(notes::NOTHING_PICKED));
        out.push(String::from(notes::KEEP_PLAYING));
        out.push(String::from(words::HINT_ASKED));
        for w in [Weapon::Light, Weapon::Medium, Weapon::Heavy, Weapon::Melee] {
            for a in [Armour::None, Armour::Light, Armour::Heavy] {
                for cover in [Cover::Clear, Cover::Covered, Cover::Concealed] {
                    for end in [". A fire, R bomb", ". A fire, B back"] {
                        let mut s = odds::forecast(&forecast(w, a, 6, cover), Some(cover), 6);
                        s.push_str(end);
                        out.push(s);
                    }
                }
                for ask in [
                    "Throw a bomb?",
                    "Your hero is in the blast!",
                    "Your mini 5 is in the blast!",
                ] {
                    let mut s = odds::forecast(&bomb_forecast(a, 6), None, 6);
                    s.push_str(&format!("\n{ask} A yes, B back"));
                    out.push(s);
                }
            }
        }
    }

    /// Every sentence wraps to the strip's two lines, each line within
    /// its width, and none ends in dots (read as words cut off).
    #[test_case]
    fn no_sentence_is_ever_cut(_gba: &mut agb::Gba) {
        let g = crate::text::Glyphs::new();
        let mut all = Vec::new();
        // The minis named without weapons, then all with the longest
        // weapon's name ("Green big gun 5"): every line names them so.
        for armed in [false, true] {
            let heavy = [Weapon::Heavy; tabletop_core::hero::MAX_MINIS];
            words::name_minis(if armed { &heavy[..] } else { &[] });
            events(&mut all);
            others(&mut all);
        }
        words::name_minis(&[]);
        assert!(all.len() > 500, "too few sentences: {}", all.len());
        for s in &all {
            let w = words::wrap(&g, s, words::STRIP_W);
            assert!(w.lines().count() <= words::STRIP_LINES, "cut: {:?}", w);
            for line in w.lines() {
                assert!(g.width(line) <= words::STRIP_W, "too wide: {:?}", line);
            }
            assert!(!s.contains("...") && !s.contains('\u{2026}'), "dots: {}", s);
            // "edge" was a word a child did not know: the map's side.
            assert!(!s.contains("edge"), "edge: {}", s);
            // Words a child did not read (the last playtest): "v" between
            // dice, "Critical", "armour saved ...: not hurt".
            for word in [" v ", "Critical", "saved", "not hurt"] {
                assert!(!s.contains(word), "{word:?} in {s}");
            }
        }
    }
}
