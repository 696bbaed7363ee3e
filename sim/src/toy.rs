//! The tests' sixth game (`tabletop_core::toy`, feature `toy`, never in the
//! ROM) on the simulator's one runner and loop: a new game plugs in with its
//! [`Sim`] alone, as `docs/adding-a-game.md` says, and what the simulator
//! measures of it is checked against the exact odds worked out by hand.

use tabletop_core::contract::{Level, Rules, Turn};
use tabletop_core::toy::{Action, GOAL, Game, Thinker};

use crate::args::Args;
use crate::play;
use crate::runner::{GameNo, Sim, run_args};

/// `tabletop-sim toy`: two seats, their levels by `--first` and `--second`.
struct Toy;

impl Sim for Toy {
    const NAME: &'static str = "toy";
    const FLAGS: &'static [&'static str] = &["first", "second"];
    const DEFAULT_GAMES: u64 = 100;
    type Options = [Level; 2];
    /// The winning seat.
    type Record = u8;
    /// Wins by seat.
    type Summary = [u64; 2];

    fn options(args: &Args) -> Result<[Level; 2], String> {
        Ok([
            args.level("first", Level::Normal)?,
            args.level("second", Level::Normal)?,
        ])
    }
    fn game_seed(run_seed: u64, index: u64) -> u64 {
        run_seed.wrapping_mul(1_000_003).wrapping_add(index)
    }
    fn play(levels: &[Level; 2], game: GameNo) -> Result<u8, String> {
        let mut ai = game.seed;
        let played = play::play::<Game>(game.seed, |g, turn| match turn {
            Turn::Seat(s) => {
                ai = ai.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                play::think::<Game, Thinker>(g, levels[usize::from(s) % 2], ai)
            }
            Turn::Auto => Ok(Action::Roll),
            Turn::Over => Err("asked to act after the end".into()),
        })?;
        Ok(played.game.outcome().ok_or("no outcome")?.0)
    }
    fn add(summary: &mut [u64; 2], seat: u8) {
        summary[usize::from(seat) % 2] += 1;
    }
    fn json(summary: &[u64; 2]) -> String {
        format!("{{\"first\":{},\"second\":{}}}", summary[0], summary[1])
    }
}

/// The first seat's chance of winning when it plays `first` and the other
/// `second`, worked out exactly from the paper of the toy: each turn a d2
/// adds 0 or 1 (the total stays under the goal), then the seat adds 1 to 3
/// without passing it; Normal leaves the total one more than a multiple of
/// four when it can, else (and Random always) it picks evenly.
fn exact(first: Level, second: Level) -> f64 {
    // win[t][s]: the first seat's chance with total t before seat s rolls.
    let mut win = [[0.0f64; 2]; GOAL as usize + 1];
    for t in (0..GOAL).rev() {
        for s in 0..2 {
            let level = [first, second][s];
            let mut p = 0.0;
            for rolled in [t, (t + 1).min(GOAL - 1)] {
                let adds: Vec<u8> = (1..=3).filter(|k| rolled + k <= GOAL).collect();
                let wise = adds.iter().copied().find(|k| (rolled + k) % 4 == GOAL % 4);
                let chosen: Vec<u8> = match (level, wise) {
                    (Level::Normal | Level::Hard, Some(k)) => vec![k],
                    _ => adds,
                };
                for &k in &chosen {
                    let after = rolled + k;
                    let q = if after == GOAL {
                        if s == 0 { 1.0 } else { 0.0 }
                    } else {
                        win[usize::from(after)][1 - s]
                    };
                    p += q / 2.0 / chosen.len() as f64;
                }
            }
            win[usize::from(t)][s] = p;
        }
    }
    win[0][0]
}

#[test]
fn sim_toy_plays_on_the_one_runner_and_wins_as_often_as_the_exact_odds_say() {
    const GAMES: u64 = 20_000;
    for (first, second) in [
        ("normal", "random"),
        ("random", "normal"),
        ("random", "random"),
    ] {
        let games = GAMES.to_string();
        let args = [
            "--games", &games, "--seed", "5", "--first", first, "--second", second,
        ];
        let out = run_args::<Toy>(&args).expect("the run");
        let json = out.lines().last().expect("a JSON line");
        let wins: u64 = json
            .split(['{', '}', ',', ':'])
            .filter_map(|w| w.parse::<u64>().ok())
            .next()
            .expect("the first seat's wins");
        let level = |name: &str| match name {
            "normal" => Level::Normal,
            _ => Level::Random,
        };
        let p = exact(level(first), level(second));
        let expected = p * GAMES as f64;
        let sigma = (GAMES as f64 * p * (1.0 - p)).sqrt();
        assert!(
            (wins as f64 - expected).abs() < 4.0 * sigma,
            "{first} vs {second}: {wins} wins of {GAMES}, exact odds {p:.4} ({expected:.0})"
        );
        let again = run_args::<Toy>(&args).expect("again");
        assert_eq!(out, again, "a seed plays the same games");
    }
}
