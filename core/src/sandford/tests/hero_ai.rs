//! The hero AI: the forecast the hard policy relies on, its dice arithmetic,
//! and the strength ladder random < normal < hard.

use super::*;
use crate::sandford::ai::hard;
use tinyrand::Rand;

/// A Defend position from a real game, with monsters on the board.
fn defend_from_a_game(seed: u64) -> Option<Game> {
    let mut g = new_game(1 + (seed % 4) as u8, seed);
    // Half the games with the paper's rules, half with every house rule
    // (longer games, more positions).
    if seed.is_multiple_of(2) {
        edit(&mut g, |s| {
            s.house(HouseRules::ALL);
        });
    }
    let mut rng = ai::AiRng::new(seed);
    let stop = 1 + rng.next_lim_u32(4) as u8;
    let turns = 1 + rng.next_lim_u32(3) as u8;
    while !g.is_over() {
        if g.phase() == Phase::Defend
            && g.wave() >= stop
            && g.monster_turns() >= turns
            && !g.monsters().is_empty()
            && rng.next_lim_u32(4) == 0
        {
            return Some(g);
        }
        let a = ai::choose(&g, ai::Level::Normal, &mut rng);
        apply(&mut g, a);
    }
    None
}

#[test]
fn api_forecast_matches_the_monsters_turn() {
    let mut blows = 0;
    let mut structures = 0;
    let mut compared = 0;
    for seed in 1..=400u64 {
        let Some(g) = defend_from_a_game(seed) else {
            continue;
        };
        let mut seen = g.clone();
        let f = seen.forecast();
        let mut real = g.clone();
        edit(&mut real, |s| {
            s.monster_turns(0);
        });
        let ev = monsters_turn(&mut real);
        // The forecast is of a turn in which nobody falls (a fallen hero is no
        // longer a target, which moves the monsters after the fall).
        if has(&ev, |e| matches!(e, Event::HeroKilled { .. })) {
            continue;
        }
        compared += 1;
        let mut expect = march::Forecast::default();
        for e in &ev {
            match *e {
                Event::MonsterAttacked {
                    monster,
                    victim: Victim::Hero(h),
                    ..
                } => {
                    expect.blows[h as usize] += 1;
                    let black = g.monster(monster).map(|m| m.colour) == Some(MonsterColour::Black);
                    expect.piercing[h as usize] += u8::from(black);
                }
                Event::MonsterAttacked {
                    victim: Victim::Temple,
                    damage,
                    ..
                } => expect.temple += damage,
                Event::StockCaptured { .. } => expect.captured += 1,
                Event::BuildingRazed { .. } => expect.razed += 1,
                _ => {}
            }
        }
        assert_eq!(f, expect, "seed {seed}");
        let cells = |g: &Game| {
            g.monsters()
                .iter()
                .map(|m| (m.id, m.cell))
                .collect::<std::vec::Vec<_>>()
        };
        assert_eq!(
            cells(&seen),
            cells(&real),
            "seed {seed}: the monsters end where they would"
        );
        blows += f.blows.iter().map(|&b| u32::from(b)).sum::<u32>();
        structures += u32::from(f.temple) + u32::from(f.captured + f.razed);
    }
    assert!(
        compared > 60 && blows > 100 && structures > 5,
        "compared {compared}, blows {blows}, structures {structures}"
    );
}

#[test]
fn api_harm_counts_the_dice_exactly() {
    let one = 1u32 << 16;
    let mut g = defend(2, &[far(0, 0), far(5, 0)]);
    let h = g.heroes()[0].clone();
    // The paper: every blow lands. Wave 2, no gear, 2 HP: one blow kills.
    assert_eq!(hard::harm(&g, &h, 1, 0), (one, 2 * one));
    edit(&mut g, |s| {
        s.wave(1);
    });
    assert_eq!(hard::harm(&g, &h, 1, 0), (0, one));
    assert_eq!(hard::harm(&g, &h, 2, 0).0, one);
    edit(&mut g, |s| {
        s.wave(2);
    });
    give(&mut g, 0, StockColour::Black, 6);
    let armed = g.heroes()[0].clone();
    // Armour 6 stops the 2 on a 4+ (half); else 2 against 3 (2 HP + the die).
    assert_eq!(hard::harm(&g, &armed, 1, 0), (0, one / 2 * 2));
    edit(&mut g, |s| {
        s.no_gear(0);
    });
    // The rest with the house rule "kind monsters": a blow lands on a 4+.
    edit(&mut g, |s| {
        s.house(HouseRules::KIND_MONSTERS);
    });
    // Wave 2, no gear, 2 HP: each blow kills on a 4+ (one half).
    assert_eq!(hard::harm(&g, &h, 1, 0).0, one / 2);
    assert_eq!(hard::harm(&g, &h, 2, 0).0, one * 3 / 4);
    assert_eq!(hard::harm(&g, &h, 0, 0), (0, 0));
    // Wave 1: two landed blows are needed.
    edit(&mut g, |s| {
        s.wave(1);
    });
    assert_eq!(hard::harm(&g, &h, 2, 0).0, one / 4);
    // Wave 2 and armour 6: a landed blow is stopped on a 4+.
    edit(&mut g, |s| {
        s.wave(2);
    });
    give(&mut g, 0, StockColour::Black, 6);
    let h = g.heroes()[0].clone();
    let (death, hurt) = hard::harm(&g, &h, 1, 0);
    assert_eq!(death, 0, "the armour die itself absorbs a point: 3 to lose");
    assert_eq!(
        hurt,
        one / 2 / 2 * 2,
        "half land, half of those get through, for 2"
    );
    // Piercing halves the armour: 3 stops 2 anyway.
    assert_eq!(hard::harm(&g, &h, 1, 1), (death, hurt));
}

#[test]
fn api_hard_decisions_do_not_depend_on_slicing() {
    for seed in 1..=6u64 {
        let mut g = new_game(1 + (seed % 4) as u8, seed);
        let mut rng = ai::AiRng::new(seed);
        let mut n = 0;
        while !g.is_over() && n < 400 {
            let whole = ai::choose(&g, ai::Level::Hard, &mut ai::AiRng::new(n));
            let mut t = ai::Thinker::new(&g, ai::Level::Hard, ai::AiRng::new(n).next_seed());
            let budget = 1 + (n % 9) as u32;
            let sliced = loop {
                if let Some(a) = t.step(&g, budget) {
                    break a;
                }
            };
            assert_eq!(whole, sliced, "seed {seed} decision {n}");
            let a = ai::choose(&g, ai::Level::Hard, &mut rng);
            apply(&mut g, a);
            n += 1;
        }
    }
}

/// Wins out of `games` games with every hero on `policy`.
fn wins(games: u64, heroes: u8, policy: ai::Level, house: HouseRules) -> u32 {
    let mut won = 0;
    for seed in 1..=games {
        let mut g = Game::new(Config {
            heroes,
            rings_option: false,
            seed: seed * 7919,
            house,
        });
        let mut rng = ai::AiRng::new(seed);
        while !g.is_over() {
            let a = ai::choose(&g, policy, &mut rng);
            apply(&mut g, a);
        }
        won += u32::from(g.phase() == Phase::Won);
    }
    won
}

#[test]
fn ai_ladder_each_policy_beats_the_one_below() {
    // With every house rule (the game the levels were tuned on) each level
    // wins clearly more than the one below.
    for heroes in [2, 4] {
        let games = 300;
        let ladder = ai::Level::ALL.map(|p| wins(games, heroes, p, HouseRules::ALL));
        std::println!("{heroes} heroes, wins of {games}: random/easy/normal/hard {ladder:?}");
        assert!(
            ladder[0] < ladder[1]
                && ladder[1] + games as u32 / 20 < ladder[2]
                && ladder[2] + games as u32 / 20 < ladder[3],
            "{heroes} heroes: {ladder:?}"
        );
    }
    // The paper's rules are much harder: random and easy hardly ever win,
    // but normal still beats easy and hard beats normal, by a thirtieth of
    // the games. (600 games since issue 30: with its rules hard wins about
    // 5 % and normal about 1.5 %, too few in 300 for the margin.)
    let games = 600;
    let ladder = ai::Level::ALL.map(|p| wins(games, 2, p, HouseRules::NONE));
    std::println!("paper, 2 heroes, wins of {games}: {ladder:?}");
    assert!(
        ladder[0] <= ladder[1]
            && ladder[1] < ladder[2]
            && ladder[2] + games as u32 / 30 < ladder[3],
        "paper rules: {ladder:?}"
    );
}
