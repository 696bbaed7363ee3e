//! The computer players: choices that show the levels' rules of thumb, the
//! bounded work per decision, and each level beating the one below.

use super::super::ai::{AiRng, CANDIDATES, Thinker, choose};
use super::super::gear::ARMY;
use super::super::{Action, Config, Game, Outcome};
use super::pos;
use crate::contract::{Level, Rules, Turn};

extern crate std;

#[test]
fn api_ai_normal_chooses_the_target_by_expected_damage() {
    // F (a hero, heavy armour, behind a crate) or G (no armour, in the open).
    let g = pos(
        "\n.....A\n\n\n\n\n\n.....1.\n.....F.G",
        "A hp=6 none heavy\nF hp=6 heavy none\nG hp=6 none none",
    );
    for level in [Level::Normal, Level::Hard] {
        // (Unarmed targets, so Hard has nothing to fear.) It may step to a better spot first (keeping its action).
        let mut h = g.clone();
        let mut rng = AiRng::new(1);
        let attack = loop {
            match choose(&h, level, &mut rng).unwrap() {
                a @ Action::Attack { .. } => break a,
                Action::EndTurn => panic!("{level:?} never attacked"),
                a => {
                    h.try_apply(a, &mut 0usize).unwrap();
                }
            }
        };
        assert_eq!(attack, Action::Attack { mini: 0, target: 6 }, "{level:?}");
    }
}

#[test]
fn api_ai_weighs_friendly_fire_before_throwing() {
    // B can only throw; the enemy G stands beside B's own hero.
    let g = pos(
        "\n.B\n\n\n\n\n\n.GA",
        "A hp=6 none none\nB hp=6 none none bombs=3\nG hp=6 none medium",
    );
    for level in [Level::Normal, Level::Hard] {
        let a = choose(&g, level, &mut AiRng::new(2)).unwrap();
        assert!(!matches!(a, Action::Throw { .. }), "{level:?} threw: {a:?}");
    }
    let mut threw = false;
    for s in 0..20 {
        threw |= matches!(
            choose(&g, Level::Easy, &mut AiRng::new(s)),
            Some(Action::Throw { .. })
        );
    }
    assert!(threw, "Easy does not look");
}

#[test]
fn api_ai_normal_never_throws_where_the_blast_catches_a_friend() {
    // B can only throw; the enemy hero F and G stand together, and B's own
    // C beside them: the blast there would hurt two enemies (one a hero)
    // and C (issue 31: the hint's bomb knocked out the child's own mini).
    // Normal (the hint's level) throws only where no friend is caught, and
    // does the same for every seed.
    use super::super::field::within;
    use super::super::gear::BLAST_RADIUS;
    let g = pos(
        "..............A\n.B\n\n\n\n\n\n\n.FCG",
        "A hp=6 none none\nB hp=6 none none bombs=3\nC hp=6 none none\nF hp=6 none none\nG hp=6 none none",
    );
    for seed in 0..8 {
        let mut h = g.clone();
        let mut rng = AiRng::new(seed);
        let mut first = None;
        for _ in 0..12 {
            if h.turn() != Turn::Seat(0) {
                break;
            }
            let Some(a) = choose(&h, Level::Normal, &mut rng) else {
                break;
            };
            first.get_or_insert(a);
            if let Action::Throw { target, .. } = a {
                let at = h.minis()[usize::from(target)].at.unwrap();
                let caught: std::vec::Vec<u8> = (0..ARMY as u8)
                    .filter(|&i| {
                        h.minis()[usize::from(i)]
                            .at
                            .is_some_and(|c| within(at, c, BLAST_RADIUS))
                    })
                    .collect();
                assert!(caught.is_empty(), "seed {seed}: {a:?} catches {caught:?}");
            }
            if a == Action::EndTurn {
                break;
            }
            h.try_apply(a, &mut 0usize).unwrap();
        }
        // Deterministic: the same seed chooses the same first action.
        assert_eq!(choose(&g, Level::Normal, &mut AiRng::new(seed)), first);
    }
}

#[test]
fn api_ai_normal_heals_a_fallen_teammate() {
    let g = pos(
        "\n.AB\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n.F",
        "A hp=6 none medium medkits=1\nB hp=0 none medium",
    );
    let a = choose(&g, Level::Normal, &mut AiRng::new(3)).unwrap();
    assert_eq!(a, Action::Heal { mini: 0, target: 1 });
}

#[test]
fn api_ai_pieces_are_small_and_a_decision_takes_bounded_pieces() {
    use super::super::ai::{PIECE_COST, REACH_CELLS};
    use super::super::sight::CHECKS;
    // Per mini: one to start, a piece per target and one to finish, one per
    // other mini at most and one to finish for its value where it stands,
    // its reach a few dozen cells at a time, the scan of its reach a few
    // rows at a time, and each candidate weighed the same way; one more to
    // finish.
    let n = 2 * ARMY;
    // (Each cell is queued about once and a quarter: 1,200 cells at most.)
    let reach = 1500usize.div_ceil(REACH_CELLS as usize) + 1;
    let scan = 35usize.div_ceil(usize::from(super::super::ai::SCAN_ROWS));
    let per_mini = 1 + (n + 1) + (n + 1) + reach + scan + CANDIDATES * (n + 1);
    let bound = (ARMY * per_mini + 1) as u32 * PIECE_COST;
    let mut rng = AiRng::new(4);
    for (seed, army) in [(8, "balanced"), (9, "snipers"), (10, "brawlers")] {
        let mut g = <Game as Rules>::new(Config::with(seed, 2, army));
        let mut most = 0;
        let mut most_checks = 0;
        while g.turn() != Turn::Over && g.round() < 8 {
            let level = match (g.seat_to_act(), g.round() % 2) {
                (Some(0), _) => Level::Hard,
                (_, 0) => Level::Easy,
                _ => Level::Normal,
            };
            let mut t =
                <Thinker as crate::contract::Think<Game>>::start(&g, level, rng.next_seed());
            let mut units = 0;
            let a = loop {
                units += 1;
                let before = CHECKS.with(|c| c.get());
                let got = t.step(&g, PIECE_COST);
                most_checks = most_checks.max(CHECKS.with(|c| c.get()) - before);
                if let Some(a) = got {
                    break a;
                }
            };
            most = most.max(units);
            g.try_apply(a, &mut 0usize).unwrap();
        }
        assert!(most <= bound, "{most} units > {bound}");
        // A piece makes one cover check at most (a shot; the enemy's shot
        // back takes the same cover, or a glance), so a slice on the
        // cartridge stays small.
        assert!(most_checks <= 1, "{most_checks} cover checks in one piece");
    }
}

/// Wins of `a` against `b` over `n` games in each seat order.
fn duel(a: Level, b: Level, n: u64) -> (u32, u32) {
    let (mut wa, mut wb) = (0, 0);
    for seed in 0..n {
        for flip in [false, true] {
            let mut g = <Game as Rules>::new(Config::with(seed + 100, 2, "balanced"));
            let mut rng = AiRng::new(seed);
            while g.turn() != Turn::Over {
                let a_seat = if flip { 1 } else { 0 };
                let level = match g.turn() {
                    Turn::Seat(s) if s == a_seat => a,
                    _ => b,
                };
                let act = choose(&g, level, &mut rng).unwrap();
                g.try_apply(act, &mut 0usize).unwrap();
            }
            match g.outcome() {
                Some(Outcome::Won(s)) if (s == 1) == flip => wa += 1,
                Some(Outcome::Won(_)) => wb += 1,
                _ => {}
            }
        }
    }
    (wa, wb)
}

#[test]
fn api_ai_each_level_beats_the_one_below() {
    for (hi, lo) in [
        (Level::Easy, Level::Random),
        (Level::Normal, Level::Easy),
        (Level::Hard, Level::Normal),
    ] {
        let (w, l) = duel(hi, lo, 30);
        assert!(w > l, "{hi:?} {w} against {lo:?} {l}");
    }
}

#[test]
fn api_hundreds_of_computer_games_with_2_to_4_players_end_soundly() {
    use crate::contract::Saved;
    let presets = super::super::gear::PRESETS;
    let mut won = 0;
    for seed in 0..240u64 {
        let players = 2 + (seed % 3) as u8;
        let mut config = Config::with(seed, players, presets[(seed % 5) as usize]);
        if seed % 7 == 0 {
            config.field = super::super::FieldChoice::Named((seed % 3) as u8);
        }
        let mut g = <Game as Rules>::new(config);
        let mut rng = AiRng::new(seed);
        let mut n = 0u32;
        while g.turn() != Turn::Over {
            let level = Level::ALL[((seed + u64::from(g.seat_to_act().unwrap_or(0))) % 4) as usize];
            let a = choose(&g, level, &mut rng).unwrap();
            g.try_apply(a, &mut 0usize).unwrap();
            n += 1;
            assert!(n <= <Game as Rules>::MAX_GAME_ACTIONS);
        }
        assert!(g.is_sound(), "seed {seed}");
        won += u32::from(matches!(g.outcome(), Some(Outcome::Won(_))));
    }
    assert!(won > 150, "{won} of 240 games won");
}

/// The computer skips the cover check of a shot that could not be its best
/// even at a target in the open: sound only because cover never adds to a
/// shot's expected damage (in the open ≥ covered ≥ concealed ≥ hidden, 0),
/// for every weapon, armour and hit points of a living target.
#[test]
fn api_ai_cover_never_adds_to_a_shots_worth() {
    use super::super::Cover;
    use super::super::forecast::forecast;
    use super::super::gear::{Armour, Weapon};
    let order = [Cover::Clear, Cover::Covered, Cover::Concealed];
    let mut strict = 0;
    for w in Weapon::ALL {
        for a in Armour::ALL {
            for hp in -1..=6 {
                for pair in order.windows(2) {
                    let (more, less) = (
                        forecast(w, a, hp, pair[0]).damage,
                        forecast(w, a, hp, pair[1]).damage,
                    );
                    let (x, y) = (
                        u64::from(more.num) * u64::from(less.den),
                        u64::from(less.num) * u64::from(more.den),
                    );
                    assert!(x >= y, "{w:?} against {a:?} on {hp}: {pair:?}");
                    strict += usize::from(x > y);
                }
            }
        }
    }
    // Cover matters for every weapon that can shoot: the order is not all
    // ties.
    assert!(strict >= 40, "{strict}");
}

/// One decision worked a piece at a time, pieces made small where `small`
/// says so (by the count of pieces so far); the action and the pieces taken.
fn decide_pieces(g: &Game, level: Level, seed: u64, small: impl Fn(u32) -> bool) -> (Action, u32) {
    use super::super::ai::PIECE_COST;
    let mut t = Thinker::new(g, level, seed);
    let mut pieces = 0;
    loop {
        t.set_small(small(pieces));
        pieces += 1;
        if let Some(a) = t.step(g, PIECE_COST) {
            return (a, pieces);
        }
        assert!(pieces < 100_000, "no decision at {level:?}");
    }
}

#[test]
fn api_ai_small_pieces_never_change_a_decision() {
    // Positions of computer games with 2, 3 and 4 sides; at each, every
    // level decides with whole pieces, with small ones, and with the two
    // mixed (as the cartridge mixes them, small at a frame's end).
    let mut rng = AiRng::new(11);
    let (mut checked, mut whole_pieces, mut small_pieces) = (0, 0, 0);
    for (seed, sides, army) in [(21, 2, "balanced"), (22, 3, "snipers"), (23, 4, "brawlers")] {
        let mut g = <Game as Rules>::new(Config::with(seed, sides, army));
        let mut k = 0u64;
        while g.turn() != Turn::Over && g.round() < 6 {
            k += 1;
            if k.is_multiple_of(5) {
                for level in Level::ALL {
                    let (whole, n) = decide_pieces(&g, level, k, |_| false);
                    let (small, m) = decide_pieces(&g, level, k, |_| true);
                    let (mixed, _) = decide_pieces(&g, level, k, |p| p % 7 >= 4);
                    assert_eq!(small, whole, "{level:?}: small pieces decided otherwise");
                    assert_eq!(mixed, whole, "{level:?}: mixed pieces decided otherwise");
                    assert!(m >= n, "{level:?}: {m} small pieces, {n} whole");
                    (whole_pieces, small_pieces) = (whole_pieces + n, small_pieces + m);
                    checked += 1;
                }
            }
            let level = if k.is_multiple_of(2) {
                Level::Hard
            } else {
                Level::Normal
            };
            let a = choose(&g, level, &mut rng).unwrap();
            g.try_apply(a, &mut 0usize).unwrap();
        }
    }
    assert!(checked > 40, "{checked} decisions");
    // Small pieces are smaller: the same work takes more of them.
    assert!(
        small_pieces > whole_pieces * 5 / 4,
        "{small_pieces} small pieces against {whole_pieces} whole"
    );
}
