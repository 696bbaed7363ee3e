//! API promises: determinism, illegal actions, no panics, bounded AI.

use super::*;
use tinyrand::Rand;

fn play(seed: u64, heroes: u8, policy: ai::Level) -> (Phase, u8, u32) {
    let mut g = Game::new(Config {
        heroes,
        rings_option: seed.is_multiple_of(2),
        seed,
        house: HouseRules::NONE,
    });
    let mut rng = ai::AiRng::new(seed + 1);
    let mut n = 0;
    while !g.is_over() {
        let a = ai::choose(&g, policy, &mut rng);
        let mut ev: Vec<Event, 8> = Vec::new();
        g.try_apply(a, &mut ev).unwrap();
        n += 1;
        assert!(n < 200_000, "seed {seed} does not end");
    }
    (g.phase(), g.waves_defeated(), n)
}

#[test]
fn api_same_seed_same_game() {
    assert_eq!(
        play(42, 2, ai::Level::Normal),
        play(42, 2, ai::Level::Normal)
    );
    assert_eq!(
        play(43, 3, ai::Level::Random),
        play(43, 3, ai::Level::Random)
    );
}

#[test]
fn api_clone_continues_identically() {
    let mut g = new_game(3, 8);
    let mut rng = ai::AiRng::new(1);
    for _ in 0..40 {
        let a = ai::choose(&g, ai::Level::Normal, &mut rng);
        apply(&mut g, a);
    }
    let mut h = g.clone();
    let (mut r1, mut r2) = (ai::AiRng::new(5), ai::AiRng::new(5));
    for _ in 0..300 {
        if g.is_over() {
            break;
        }
        let a = ai::choose(&g, ai::Level::Normal, &mut r1);
        let b = ai::choose(&h, ai::Level::Normal, &mut r2);
        assert_eq!(a, b);
        assert_eq!(apply(&mut g, a), apply(&mut h, b));
    }
    assert_eq!(snapshot(&g), snapshot(&h));
}

#[test]
fn api_illegal_action_leaves_state_unchanged() {
    let mut g = new_game(2, 3);
    let mut rng = ai::AiRng::new(9);
    let mut refused = 0;
    for step in 0..3000 {
        if g.is_over() {
            break;
        }
        // Throw junk at it, then play a legal move.
        for _ in 0..4 {
            let junk = junk_action(&mut rng);
            if g.is_legal(junk) {
                continue;
            }
            let before = snapshot(&g);
            let mut ev = Events::new();
            let e = g.try_apply(junk, &mut ev).unwrap_err();
            assert!(!e.message().is_empty());
            assert!(ev.is_empty(), "step {step}: {junk:?}");
            assert_eq!(before, snapshot(&g), "{junk:?} changed the state");
            refused += 1;
        }
        let a = ai::choose(&g, ai::Level::Random, &mut rng);
        apply(&mut g, a);
    }
    assert!(refused > 100);
}

fn junk_action(rng: &mut ai::AiRng) -> Action {
    let hero = rng.next_lim_u32(6) as u8;
    let cell = Cell::new(
        rng.next_lim_u32(70) as i16 - 3,
        rng.next_lim_u32(70) as i16 - 3,
    );
    let monster = MonsterId(rng.next_lim_u32(60) as u16);
    match rng.next_lim_u32(12) {
        0 => Action::Continue,
        1 => Action::EndTurn,
        2 => Action::Move { hero, to: cell },
        3 => Action::Buy {
            hero,
            die: rng.next_lim_u32(4) as u8,
        },
        4 => Action::Attack { hero, monster },
        5 => Action::Magic { hero, monster },
        6 => Action::Ranged { hero, monster },
        7 => Action::Heal {
            hero,
            target: rng.next_lim_u32(6) as u8,
        },
        8 => Action::Inspire {
            hero,
            target: rng.next_lim_u32(6) as u8,
        },
        9 => Action::Advance {
            hero,
            ring: Ring::Cleric,
        },
        10 => Action::Repair {
            hero,
            building: rng.next_lim_u32(6) as u8,
        },
        _ => Action::Nothing { hero },
    }
}

#[test]
fn api_every_listed_action_is_legal() {
    let mut g = new_game(4, 21);
    let mut rng = ai::AiRng::new(2);
    let mut acts: Vec<Action, MAX_ACTIONS> = Vec::new();
    for _ in 0..400 {
        if g.is_over() {
            break;
        }
        g.legal_actions(&mut acts);
        assert!(acts.len() < MAX_ACTIONS, "capacity is enough");
        for a in &acts {
            let mut h = g.clone();
            let mut ev = Events::new();
            h.try_apply(*a, &mut ev).unwrap();
        }
        let a = ai::choose(&g, ai::Level::Normal, &mut rng);
        apply(&mut g, a);
    }
}

#[test]
fn api_random_and_normal_games_always_end() {
    for seed in 0..40 {
        for heroes in 1..=4 {
            let (p, w, _) = play(seed, heroes, ai::Level::Random);
            assert!(matches!(p, Phase::Won | Phase::Lost(_)) && w <= WAVES);
            let (p, w, _) = play(seed, heroes, ai::Level::Normal);
            assert!(matches!(p, Phase::Won | Phase::Lost(_)) && w <= WAVES);
        }
    }
}

#[test]
fn api_thinker_in_slices_matches_choose() {
    let mut g = new_game(2, 17);
    let mut rng = ai::AiRng::new(4);
    for _ in 0..200 {
        if g.is_over() {
            break;
        }
        let whole = ai::choose(&g, ai::Level::Normal, &mut ai::AiRng::new(77));
        let mut t = ai::Thinker::new(&g, ai::Level::Normal, ai::AiRng::new(77).next_seed());
        let sliced = loop {
            if let Some(a) = t.step(&g, 7) {
                break a;
            }
        };
        assert_eq!(whole, sliced);
        let a = ai::choose(&g, ai::Level::Normal, &mut rng);
        apply(&mut g, a);
    }
}

#[test]
fn api_events_buffer_may_be_small() {
    let mut g = new_game(4, 2);
    let mut rng = ai::AiRng::new(3);
    while !g.is_over() {
        let a = ai::choose(&g, ai::Level::Normal, &mut rng);
        let mut ev: Vec<Event, 1> = Vec::new();
        g.try_apply(a, &mut ev).unwrap();
    }
}

#[test]
fn api_state_is_small_enough_for_the_gba() {
    let game = core::mem::size_of::<Game>();
    let thinker = core::mem::size_of::<ai::Thinker>();
    std::println!(
        "Game {game} bytes, Thinker {thinker} bytes, Action {}",
        core::mem::size_of::<Action>()
    );
    assert!(game <= 4096, "Game is {game} bytes");
    assert!(thinker <= 8192, "Thinker is {thinker} bytes");
}

#[test]
fn api_ai_score_never_panics_on_junk() {
    let g = new_game(2, 1);
    let mut rng = ai::AiRng::new(1);
    for _ in 0..2000 {
        let _ = ai::score(&g, junk_action(&mut rng));
    }
}

/// What a skill targets (the cartridge's aiming list) is exactly what the
/// rules would accept of that skill from a hero who may act, whenever the
/// skill is on the hero's menu.
#[test]
fn api_targets_are_the_legal_uses_of_each_skill() {
    let skills = [
        Skill::Attack,
        Skill::Magic,
        Skill::Ranged,
        Skill::Heal,
        Skill::Inspire,
    ];
    let mut seen = [0u32; 5];
    for seed in 1..=12u64 {
        let mut g = Game::new(Config {
            heroes: 1 + (seed % 4) as u8,
            rings_option: true,
            seed,
            house: HouseRules::ALL,
        });
        // Healers and bards, so that every skill has its uses.
        let last = g.heroes().len() as u8 - 1;
        edit(&mut g, |s| {
            s.ring(0, Ring::Cleric)
                .ring(0, Ring::Bard)
                .ring(last, Ring::Cleric)
                .ring(last, Ring::Ranger);
        });
        let mut rng = ai::AiRng::new(seed);
        while !g.is_over() {
            let mut legal: Vec<Action, MAX_ACTIONS> = Vec::new();
            g.legal_actions(&mut legal);
            for hero in 0..g.heroes().len() as u8 {
                if !legal.iter().any(|a| a.hero() == Some(hero)) {
                    continue;
                }
                for (k, skill) in skills.into_iter().enumerate() {
                    let mut targets: Vec<Target, 64> = Vec::new();
                    g.targets(hero, skill, &mut targets);
                    let as_action = |t: &Target| match (skill, *t) {
                        (Skill::Attack, Target::Monster(monster)) => {
                            Action::Attack { hero, monster }
                        }
                        (Skill::Magic, Target::Monster(monster)) => Action::Magic { hero, monster },
                        (Skill::Ranged, Target::Monster(monster)) => {
                            Action::Ranged { hero, monster }
                        }
                        (Skill::Heal, Target::Hero(target)) => Action::Heal { hero, target },
                        (Skill::Inspire, Target::Hero(target)) => Action::Inspire { hero, target },
                        _ => panic!("seed {seed}: {skill:?} aimed at {t:?}"),
                    };
                    let mut mine: std::vec::Vec<Action> = targets.iter().map(as_action).collect();
                    let mut want: std::vec::Vec<Action> = legal
                        .iter()
                        .copied()
                        .filter(|a| {
                            a.hero() == Some(hero)
                                && core::mem::discriminant(a)
                                    == core::mem::discriminant(&as_action(&match skill {
                                        Skill::Heal | Skill::Inspire => Target::Hero(0),
                                        _ => Target::Monster(MonsterId(0)),
                                    }))
                        })
                        .collect();
                    if want.is_empty() {
                        // The skill is not on the hero's menu now (the phase
                        // forbids it): the aiming list is never opened.
                        continue;
                    }
                    mine.sort_by_key(|a| format!("{a:?}"));
                    want.sort_by_key(|a| format!("{a:?}"));
                    assert_eq!(mine, want, "seed {seed}: hero {hero} {skill:?}");
                    seen[k] += targets.len() as u32;
                }
            }
            let a = ai::choose(&g, ai::Level::Normal, &mut rng);
            apply(&mut g, a);
        }
    }
    assert!(
        seen.iter().all(|&n| n > 0),
        "every skill aimed somewhere: {seen:?}"
    );
}
