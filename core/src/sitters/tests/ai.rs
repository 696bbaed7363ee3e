//! AI tests: legality, determinism, the work budget and the strength ladder.

extern crate std;

use super::super::ai::{AiRng, Level, Thinker, choose};
use super::super::{Action, ActionList, Events, Game, Outcome, Side};

/// Plays one game with the given levels; returns the final game and the largest
/// and total Hard work and the number of Hard decisions.
fn play(seed: u64, goodies: Level, baddies: Level) -> (Game, u32, u64, u64) {
    let mut g = Game::new(seed);
    let mut rg = AiRng::new(seed * 3 + 1);
    let mut rb = AiRng::new(seed * 5 + 2);
    let mut ev = Events::new();
    let (mut max_work, mut total, mut n) = (0, 0, 0);
    while let Some(side) = g.phase().side() {
        let (level, rng) = if side == Side::Goodie {
            (goodies, &mut rg)
        } else {
            (baddies, &mut rb)
        };
        let mut t = Thinker::new(&g, level, rng.below(u32::MAX) as u64);
        let a = loop {
            if let Some(a) = t.step(5_000) {
                break a;
            }
        };
        if level == Level::Hard && matches!(g.phase(), super::super::Phase::Move { .. }) {
            max_work = max_work.max(t.work());
            total += u64::from(t.work());
            n += 1;
        }
        ev.clear();
        g.try_apply(a, &mut ev).expect("AI actions are legal");
    }
    (g, max_work, total, n)
}

/// Mean final score over `games` games (times 1000, to stay in integers).
fn mean_score(games: u64, seed: u64, goodies: Level, baddies: Level) -> u64 {
    (0..games)
        .map(|k| u64::from(play(seed * 10_007 + k, goodies, baddies).0.score().0))
        .sum::<u64>()
        * 1000
        / games
}

#[test]
fn ai_every_level_plays_legal_games_to_the_end() {
    for (i, &gl) in Level::ALL.iter().enumerate() {
        for &bl in Level::ALL.iter() {
            let (g, ..) = play(100 + i as u64, gl, bl);
            assert!(g.is_over());
            assert!(matches!(
                g.score().1,
                Outcome::GoodiesWin | Outcome::BaddiesWin | Outcome::Draw
            ));
        }
    }
}

#[test]
fn ai_hint_does_not_touch_the_dice() {
    let mut g = Game::new(9);
    let mut ev = Events::new();
    let mut rng = AiRng::new(1);
    while g.phase().side().is_some() && g.round() < 3 {
        let before = g.clone();
        let _hint = choose(&g, Level::Hard, &mut rng);
        assert_eq!(g, before, "asking the AI must not change the game");
        let a = choose(&g, Level::Normal, &mut rng).unwrap();
        g.try_apply(a, &mut ev).unwrap();
    }
}

#[test]
fn ai_is_deterministic_for_a_seed() {
    assert_eq!(
        play(5, Level::Easy, Level::Hard).0,
        play(5, Level::Easy, Level::Hard).0
    );
}

#[test]
fn ai_returns_none_only_when_the_game_is_over() {
    let g: Game = "over | round 9 turn 0 | gold 8 | safe 3 | lost 1 0
        G..CCCCCBB
        G..CCCCCCB
        G..CCCCCCCS
        ..........S
        G..CCCCCCCS
        G..CCCCCCB
        G..CCCCCBB"
        .parse()
        .unwrap();
    assert_eq!(choose(&g, Level::Hard, &mut AiRng::new(1)), None);
}

#[test]
fn ai_random_level_returns_count_as_one_choice() {
    // Baddie rolled a six with 1 defeated baddie: four free B spaces mean four
    // Return actions, but `random` gives returning the same weight as one move.
    let g: Game = "move baddie 6 | round 2 turn 2 | gold 0 | safe 0 | lost 0 2
        g..CCCCCBB
        G..CCCCCCB
        G..CCCCCCCS
        ..........S
        G..CCCCCCCS
        G..CCCCCCb
        G..CCCCCBb"
        .parse()
        .unwrap();
    let mut all = ActionList::new();
    g.legal_actions(&mut all);
    let moves = all
        .iter()
        .filter(|a| matches!(a, Action::Move { .. }))
        .count() as u64;
    let mut rng = AiRng::new(3);
    let trials = 4000;
    let returns = (0..trials)
        .filter(|_| {
            matches!(
                choose(&g, Level::Random, &mut rng),
                Some(Action::Return { .. })
            )
        })
        .count() as u64;
    let expected = trials / (moves + 1);
    assert!(
        returns > expected * 7 / 10 && returns < expected * 13 / 10,
        "{returns} vs {expected}"
    );
}

#[test]
fn ai_hard_decision_stays_within_its_work_budget() {
    let (mut worst, mut total, mut n) = (0, 0, 0);
    for seed in 0..6 {
        let (_, w, t, k) = play(seed, Level::Hard, Level::Hard);
        worst = worst.max(w);
        total += t;
        n += k;
    }
    std::println!(
        "hard decisions: {n}, mean work {}, max work {worst}",
        total / n.max(1)
    );
    assert!(
        worst <= HARD_WORK_LIMIT,
        "worst Hard decision used {worst} work units"
    );
}

/// The largest work a Hard move decision may need (see docs/rules-sitters.md).
const HARD_WORK_LIMIT: u32 = 40_000;

#[test]
fn ai_ladder_each_level_beats_the_one_below() {
    // Goodies at each level against Normal baddies: higher mean score is better.
    let games = 150;
    let g: [u64; 4] = Level::ALL.map(|l| mean_score(games, 1, l, Level::Normal));
    // Baddies at each level against Normal goodies: lower is better.
    let b: [u64; 4] = Level::ALL.map(|l| mean_score(games, 2, Level::Normal, l));
    std::println!("goodie ladder {g:?}, baddie ladder {b:?}");
    assert!(
        g[0] + 1000 < g[1] && g[1] + 200 < g[2] && g[2] + 150 < g[3],
        "goodies {g:?}"
    );
    assert!(
        b[0] > b[1] + 200 && b[1] > b[2] + 500 && b[2] > b[3],
        "baddies {b:?}"
    );
}

#[test]
fn ai_state_sizes_stay_small() {
    // The tests' dice carry a queue of scripted faces the cartridge's do not
    // (its dice are one u64): count the cartridge's size.
    let script = core::mem::size_of::<crate::contract::Dice>() - core::mem::size_of::<u64>();
    let (g, t) = (
        core::mem::size_of::<Game>() - script,
        core::mem::size_of::<Thinker>() - script * 2, // its root and its chance node's game
    );
    std::println!("Game {g} bytes, Thinker {t} bytes (cartridge sizes)");
    assert!(g <= 128 && t <= 6144);
}
