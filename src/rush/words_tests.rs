//! Rush's words, tested in the ROM: every sentence measured against the
//! strip it is drawn in, a nudge's count going round, the guided game's
//! sentences (the tests of `words.rs`, in a file of their own).

use super::*;
use crate::rush::header::{handover, header};
use crate::text::Glyphs;

fn fits(g: &Glyphs, s: &str) {
    assert!(
        s.split('\n').count() <= STRIP_LINES,
        "too many lines: {s:?}"
    );
    for line in s.split('\n') {
        assert!(
            g.width(line) <= STRIP_W,
            "too wide ({}): {line:?}",
            g.width(line)
        );
    }
}

#[test_case]
fn a_nudge_says_when_the_count_goes_round(_gba: &mut agb::Gba) {
    let g = Glyphs::new();
    for face in 1..=20u8 {
        for d6 in 1..=6u8 {
            for plus in [true, false] {
                let d = if plus { d6 as i8 } else { -(d6 as i8) };
                let result = tabletop_core::rush::wrap20(face, d);
                let text = nudged("Zombie 1", d6, plus, result);
                fits(&g, &text);
                // Past 20 or below 1, counted on the face itself.
                let round = if plus { face + d6 > 20 } else { face <= d6 };
                assert_eq!(text.contains("goes round"), round, "{face} {d}: {text}");
                assert!(text.ends_with(&format!("{result}.")), "{text}");
            }
        }
    }
    // The words a child reads: never "nudges", never a bare sign.
    let t = nudged("Zombie", 1, false, 18);
    assert_eq!(t, "Zombie takes away 1: now 18.");
}

#[test_case]
fn every_guided_sentence_fits_one_line_of_the_strip(_gba: &mut agb::Gba) {
    let g = Glyphs::new();
    // And the lesson's first screen fits the screen.
    for line in super::super::play::INTRO.split('\n') {
        assert!(g.width(line) <= 232, "{line:?}");
    }
    // The hand comes only after the first dice (the playtest, session 32:
    // "The hand shows you what to press", then no hand for 20 s).
    assert!(super::super::play::INTRO.contains("First watch the dice"));
    for step in tabletop_core::rush::guide::GUIDE.steps {
        assert!(!step.say.contains('\n'), "{:?}", step.say);
        fits(&g, step.say);
    }
}

#[test_case]
fn every_message_fits_the_strip(_gba: &mut agb::Gba) {
    let g = Glyphs::new();
    let s = Spot::building(20);
    let f = [
        Fighter::Player(0),
        Fighter::Player(3),
        Fighter::Minion(Team::Zombies),
        Fighter::Minion(Team::Jocks),
    ];
    for players in [2u8, 4] {
        for p in 0..players {
            let mut evs = alloc::vec![
                Event::RoundStarted { round: 120 },
                Event::OrderRolled { faces: [20; 4] },
                Event::OrderSet { order: [p; 4] },
                Event::TurnStarted { player: p },
                Event::Returned {
                    player: p,
                    to: s,
                    d20: 20
                },
                Event::Returned {
                    player: p,
                    to: s,
                    d20: 0
                },
                Event::PickedUp {
                    player: p,
                    at: s,
                    left: 1
                },
                Event::RelayAsked {
                    player: p,
                    carrier: p
                },
                Event::Relayed {
                    carrier: p,
                    to: p,
                    done: true
                },
                Event::Relayed {
                    carrier: p,
                    to: p,
                    done: false
                },
                Event::Released { player: p, at: s },
                Event::CubePicked {
                    player: p,
                    at: s,
                    cubes: 12,
                    pile: 0
                },
                Event::CubesAdded {
                    player: p,
                    attacker: true,
                    count: 12
                },
                Event::CubesAdded {
                    player: p,
                    attacker: true,
                    count: 1
                },
                Event::Nudged {
                    player: p,
                    d6: 6,
                    plus: false,
                    result: 20
                },
                Event::MoveRolled {
                    player: p,
                    d4: 1,
                    points: 4,
                    minion_point: true
                },
                Event::MoveRolled {
                    player: p,
                    d4: 4,
                    points: 2,
                    minion_point: true
                },
                Event::Won {
                    team: Team::Zombies,
                    player: p
                },
                Event::Won {
                    team: Team::Jocks,
                    player: p
                },
            ];
            for used in [CubeUse::Nudge, CubeUse::Flee, CubeUse::Reappear] {
                evs.push(Event::CubeSpent {
                    player: p,
                    used,
                    d6: 6,
                });
            }
            for &a in &f {
                for &d in &f {
                    evs.push(Event::FightStarted {
                        at: s,
                        attacker: a,
                        defender: d,
                    });
                    for minion_placed in [true, false] {
                        evs.push(Event::FightWon {
                            at: s,
                            winner: a,
                            loser: d,
                            minion_placed,
                        });
                    }
                    fits(&g, &another_fight(players, a, d));
                }
            }
            for t in Team::BOTH {
                evs.push(Event::PrincessRolled { team: t, face: 20 });
                evs.push(Event::PrincessPlaced {
                    team: t,
                    result: 20,
                    at: s,
                });
                evs.push(Event::PrincessPlaced {
                    team: t,
                    result: 20,
                    at: Spot::CLOUD,
                });
                evs.push(Event::MinionStepped {
                    team: t,
                    from: s,
                    to: s,
                });
                evs.push(Event::PrincessFreed { team: t, at: s });
            }
            evs.push(Event::FightRolled {
                at: s,
                attacker_d20: 20,
                attacker_total: 92,
                defender_d20: 20,
                defender_total: 92,
            });
            evs.push(Event::Pushed {
                player: p,
                from: s,
                to: s,
                left: 6,
            });
            evs.push(Event::CubeRolled {
                attacker: true,
                d6: 6,
            });
            evs.push(Event::Tied { at: s });
            evs.push(Event::Unfinished { rounds: 120 });
            for e in &evs {
                if let Some(text) = event(players, e) {
                    fits(&g, &text);
                }
            }
            fits(&g, &walked(players, p, s));
            fits(&g, &walked(players, p, Spot::CLOUD));
            fits(&g, &handover(players, p, p));
            fits(&g, &bring_her_home(players, p));
            fits(&g, &unused(players, p, 4));
            fits(&g, &handover(players, p, (p + 1) % players));
            for &t in &f {
                fits(&g, &menu_line(players, Action::Target(t), 4, None));
            }
        }
    }
    fits(&g, &stays(20, Spot::building(20)));
    for t in Team::BOTH {
        let e = Event::PrincessPlaced {
            team: t,
            result: 20,
            at: t.other().base(),
        };
        fits(&g, &event(4, &e).unwrap());
    }
    fits(&g, &another_fight(4, f[2], f[3]));
    fits(
        &g,
        &event(
            4,
            &Event::FightStarted {
                at: s,
                attacker: f[2],
                defender: f[3],
            },
        )
        .unwrap(),
    );
    // A sentence naming a building while the pink block is a step on the
    // way: the pink block first (the playtest, session 32).
    let first = go_pink("Rolled 3! Building 9 is 2 steps away.", false);
    assert_eq!(first, GO_PINK_FIRST);
    fits(
        &g,
        &format!("Rolled 3! Building 9 is 2 steps away.\n{first}"),
    );
    assert_eq!(go_pink("One more step: onto building 9.", true), GO_PINK);
    assert_eq!(go_pink("You rolled 1: take one step.", false), GO_PINK);
    // A refused walk in the guided game keeps the yellow line.
    for mine in [true, false] {
        let t = guided_refusal(mine);
        fits(&g, &t);
        assert!(t.ends_with("{3}Go to the pink block, then press A!"), "{t}");
    }
    for s in [
        MENU_KEYS_ONE,
        HERE,
        THINKING,
        MINION_FIRST,
        MINION_TO,
        MENU_KEYS,
        FIGHT_HERE,
        RUNS_OFF,
    ] {
        fits(&g, s);
    }
    for a in [
        Action::PickUp,
        Action::Release,
        Action::AskRelay,
        Action::PickCube,
        Action::EndTurn,
        Action::UseCube,
        Action::Pass,
        Action::Plus,
        Action::Minus,
        Action::Relay,
        Action::Cubes(12),
    ] {
        fits(&g, &menu_line(4, a, 9, None));
        // The choices that send a princess somewhere name the place.
        if matches!(a, Action::Pass | Action::Plus | Action::Minus) {
            fits(&g, &menu_line(4, a, 9, Some(Spot::building(20))));
            fits(&g, &menu_line(4, a, 9, Some(Spot::CLOUD)));
        }
    }
}

#[test_case]
fn every_prompt_fits_the_strip(_gba: &mut agb::Gba) {
    use tabletop_core::contract::{Rules, Turn};
    use tabletop_core::rush::Config;
    let g = Glyphs::new();
    // Prompts seen over whole games where the first choice is always taken.
    for players in [2u8, 4] {
        for seed in 0..2u64 {
            let mut game = <Game as Rules>::new(Config {
                seed,
                players,
                house: tabletop_core::rush::HouseRules::NONE,
            });
            let mut n = 0;
            while let Turn::Seat(_) | Turn::Auto = game.turn() {
                if let Some(seat) = game.seat_to_act() {
                    fits(&g, &prompt(&game, seat));
                    fits(&g, &prompt_with(&game, seat, true));
                    fits(&g, &nowhere(&game, seat));
                }
                // Every refusal the core gives here, as the strip shows it.
                for a in [
                    Action::Continue,
                    Action::Step(Spot::CLOUD),
                    Action::MinionStep {
                        from: Spot::CLOUD,
                        to: Spot::CLOUD,
                    },
                    Action::PickUp,
                    Action::Release,
                    Action::AskRelay,
                    Action::PickCube,
                    Action::EndTurn,
                    Action::Target(Fighter::Player(9)),
                    Action::Cubes(13),
                    Action::UseCube,
                    Action::Pass,
                    Action::Plus,
                    Action::Relay,
                    Action::Push(Spot::CLOUD),
                ] {
                    if let Err(e) = game.clone().try_apply(a, &mut 0usize) {
                        fits(&g, &wrap(&g, &alloc::format!("{e}"), STRIP_W));
                    }
                }
                let list = game.legal_list();
                let pick = list[n % list.len()];
                n += 1;
                if game.try_apply(pick, &mut 0usize).is_err() || n > 1200 {
                    break;
                }
            }
        }
    }
}

#[test_case]
fn the_header_names_who_is_choosing_now(_gba: &mut agb::Gba) {
    let g = Glyphs::new();
    for players in [2u8, 4] {
        for mover in 0..players {
            for chooser in 0..players {
                let mover_name = seat_name(players, mover);
                let name = seat_name(players, chooser);
                for person in [true, false] {
                    let (h, ink) = header(players, mover, Some((chooser, person)), person);
                    assert!(g.width(&h) <= STRIP_W, "{h:?}");
                    // The one choosing comes first, in their own colour
                    // (the playtest: "Zombie's turn" in orange while the
                    // Jock chose).
                    assert!(h.starts_with(name), "{h:?} does not name {name}");
                    assert_eq!(ink, chooser, "{h:?}");
                    // Another's choice in the mover's turn says both (the
                    // playtest: the Zombie's cube words under "Jock's
                    // turn", "Zombie, your choice!" with no turn named).
                    if chooser != mover {
                        assert_eq!(h, format!("{name} chooses ({mover_name}'s turn)"));
                    }
                }
            }
            // Nobody choosing (dice, the computer's steps): the turn's.
            let (h, ink) = header(players, mover, None, false);
            assert_eq!(
                h,
                format!("{}'s turn (computer)", seat_name(players, mover))
            );
            assert_eq!(ink, mover);
        }
    }
    let h = |m, c, p| header(2, m, c, p).0;
    assert_eq!(h(1, Some((0, true)), false), "Zombie chooses (Jock's turn)");
    assert_eq!(h(0, Some((1, false)), true), "Jock chooses (Zombie's turn)");
    assert_eq!(h(0, Some((0, true)), true), "Zombie's turn");
}

#[test_case]
fn the_hand_over_s_press_a_is_yellow(_gba: &mut agb::Gba) {
    // Every other "Press A!" is yellow ({3}); the hand-over's was white.
    for (seat, mover) in [(0, 0), (0, 1), (1, 0)] {
        let t = handover(2, seat, mover);
        assert!(t.ends_with("\n{3}then press A."), "{t:?}");
    }
}

#[test_case]
fn a_minion_gone_is_said_whose(_gba: &mut agb::Gba) {
    // The playtest: "The minion is gone" did not say whose.
    let g = Glyphs::new();
    let at = Spot::building(7);
    for (players, winner, jocks) in [
        (2u8, 0u8, "the jock's minion is gone."),
        (4, 1, "jocks' minion is gone."),
    ] {
        for (winner, placed) in [
            (Fighter::Player(winner), true),
            (Fighter::Player(winner), false),
            (Fighter::Minion(Team::Zombies), false),
        ] {
            let text = event(
                players,
                &Event::FightWon {
                    at,
                    winner,
                    loser: Fighter::Minion(Team::Jocks),
                    minion_placed: placed,
                },
            )
            .expect("words");
            let said = text.to_lowercase();
            assert!(said.contains(jocks), "{players} players: {text:?}");
            assert!(!text.contains("The minion"), "{text:?}");
            fits(&g, &text);
        }
    }
    let text = event(
        2,
        &Event::FightWon {
            at,
            winner: Fighter::Player(1),
            loser: Fighter::Minion(Team::Zombies),
            minion_placed: true,
        },
    )
    .expect("words");
    assert!(text.contains("The Zombie's minion is gone."), "{text:?}");
}

#[test_case]
fn a_rule_met_is_said_in_a_line_when_it_happens(_gba: &mut agb::Gba) {
    // The playtest (session 32): "1 point and a minion move", "3 points
    // not used", a cube taken with points left, a holder pushed back,
    // "+ cubes 3": each met with no word of why.
    let g = Glyphs::new();
    let said = |e: Event| event(2, &e).expect("words");
    let cases = [
        (
            said(Event::MoveRolled {
                player: 0,
                d4: 1,
                points: 1,
                minion_point: true,
            }),
            "a 1 moves a minion",
        ),
        (
            said(Event::MoveRolled {
                player: 0,
                d4: 3,
                points: 1,
                minion_point: true,
            }),
            "a 1 moves a minion",
        ),
        (unused(2, 1, 3), "allowed"),
        (
            said(Event::CubePicked {
                player: 0,
                at: Spot::building(9),
                cubes: 1,
                pile: 10,
            }),
            "points or not",
        ),
        (
            said(Event::CubeSpent {
                player: 1,
                used: CubeUse::Flee,
                d6: 4,
            }),
            "for their princess",
        ),
        (
            said(Event::FightRolled {
                at: Spot::building(9),
                attacker_d20: 17,
                defender_d20: 12,
                attacker_total: 20,
                defender_total: 12,
            }),
            "+ cube dice 3",
        ),
    ];
    for (text, why) in cases {
        assert!(text.contains(why), "{text:?} does not say {why:?}");
        fits(&g, &text);
    }
}

#[test_case]
fn the_princess_to_catch_on_the_cloud_is_named_by_her_colour(_gba: &mut agb::Gba) {
    use crate::rush::shown::Shown;
    use tabletop_core::contract::Rules;
    use tabletop_core::rush::Config;
    // Both start on the Cloud, nothing saying whose (the playtest,
    // session 32): each turn's start says which one to catch there.
    let g = Glyphs::new();
    let game = <Game as Rules>::new(Config {
        seed: 3,
        players: 2,
        house: tabletop_core::rush::HouseRules::NONE,
    });
    let mut shown = Shown::of(&game);
    assert!(shown.princess.iter().all(|p| p.is_cloud()));
    let zombie = shown
        .retell(&Event::TurnStarted { player: 0 }, false)
        .expect("words");
    assert_eq!(
        zombie,
        "Zombie: catch the jocks' princess!\nShe is the orange one on the Cloud."
    );
    fits(&g, &zombie);
    let jock = shown
        .retell(&Event::TurnStarted { player: 1 }, true)
        .expect("words");
    assert!(jock.ends_with("the green one on the Cloud."), "{jock}");
    fits(&g, &jock);
    // Off the Cloud, the turn's own words.
    shown.princess = [Spot::building(3); 2];
    assert!(
        shown
            .retell(&Event::TurnStarted { player: 0 }, false)
            .is_none()
    );
}
