//! `tabletop-sim sitters`: plays whole SiTTeRS games with the AI on both sides.
//!
//! `--games N` (1000) `--seed S` (1) `--goodies L --baddies L` (normal), L one
//! of random|easy|normal|hard. The shared runner ([`crate::runner`]) prints
//! progress on stderr for long runs and the JSON summary as the last line on
//! stdout. Game `k` uses die seed `S * 1_000_003 + k`; each side's AI seeds come
//! from its own stream seeded from that, so a run is fully reproducible.

use tabletop_core::contract::{Level, Turn};
use tabletop_core::sitters::ai::{AiRng, Thinker};
use tabletop_core::sitters::{Config, Game, Outcome};

use crate::args::Args;
use crate::play;
use crate::runner::{GameNo, Sim};

/// SiTTeRS for the shared runner.
pub struct Sitters;

/// The levels of both sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seats {
    /// The goodies' level (`--goodies`).
    pub goodies: Level,
    /// The baddies' level (`--baddies`).
    pub baddies: Level,
}

/// What one game leaves for the summary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Record {
    /// Final score 0..=8 and what it means.
    pub score: (u8, Outcome),
    /// Goodies that reached the safe zone.
    pub survivors: u8,
    /// Gold looted.
    pub gold: u8,
    /// Rounds played.
    pub rounds: u16,
}

/// Totals over a batch of games.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Summary {
    /// Games played.
    pub games: u64,
    /// Games the goodies won (score > 4).
    pub goodie_wins: u64,
    /// Games the baddies won (score < 4).
    pub baddie_wins: u64,
    /// Draws (score 4).
    pub draws: u64,
    /// Final scores 0..=8.
    pub score_histogram: [u64; 9],
    /// Sum of survivors.
    pub survivors: u64,
    /// Sum of gold.
    pub gold: u64,
    /// Sum of rounds played.
    pub rounds: u64,
}

impl Summary {
    /// The JSON summary line.
    pub fn json(&self) -> String {
        let n = self.games.max(1) as f64;
        let score_sum: u64 = self
            .score_histogram
            .iter()
            .enumerate()
            .map(|(s, c)| s as u64 * c)
            .sum();
        let hist: Vec<String> = self.score_histogram.iter().map(u64::to_string).collect();
        format!(
            "{{\"games\": {}, \"goodie_wins\": {}, \"baddie_wins\": {}, \"draws\": {}, \"mean_score\": {:.4}, \"score_histogram\": [{}], \"mean_survivors\": {:.4}, \"mean_gold\": {:.4}, \"mean_rounds\": {:.4}}}",
            self.games,
            self.goodie_wins,
            self.baddie_wins,
            self.draws,
            score_sum as f64 / n,
            hist.join(", "),
            self.survivors as f64 / n,
            self.gold as f64 / n,
            self.rounds as f64 / n,
        )
    }
}

/// Plays one game to the end through the rules contract; returns the finished
/// game. Each side draws a fresh AI seed for every decision from its own
/// stream (goodies `seed * 31 + 1`, baddies `seed * 37 + 2`).
pub fn play(seed: u64, seats: Seats) -> Result<Game, String> {
    let mut rng_g = AiRng::new(seed.wrapping_mul(31).wrapping_add(1));
    let mut rng_b = AiRng::new(seed.wrapping_mul(37).wrapping_add(2));
    let played = play::play::<Game>(Config { seed }, |game, turn| {
        let (level, rng) = match turn {
            Turn::Seat(0) => (seats.goodies, &mut rng_g),
            Turn::Seat(_) => (seats.baddies, &mut rng_b),
            Turn::Auto | Turn::Over => return Err(format!("SiTTeRS has no {turn:?} step")),
        };
        play::think::<Game, Thinker>(game, level, rng.next_seed())
    })?;
    Ok(played.game)
}

impl Sim for Sitters {
    const NAME: &'static str = "sitters";
    const FLAGS: &'static [&'static str] = &["goodies", "baddies"];
    const DEFAULT_GAMES: u64 = 1000;
    type Options = Seats;
    type Record = Record;
    type Summary = Summary;

    fn options(args: &Args) -> Result<Seats, String> {
        Ok(Seats {
            goodies: args.level("goodies", Level::Normal)?,
            baddies: args.level("baddies", Level::Normal)?,
        })
    }

    fn game_seed(run_seed: u64, index: u64) -> u64 {
        run_seed.wrapping_mul(1_000_003).wrapping_add(index)
    }

    fn play(seats: &Seats, game: GameNo) -> Result<Record, String> {
        let g = play(game.seed, *seats)?;
        Ok(Record {
            score: g.score(),
            survivors: g.survivors(),
            gold: g.gold(),
            rounds: g.round(),
        })
    }

    fn add(s: &mut Summary, r: Record) {
        let (score, outcome) = r.score;
        s.games += 1;
        match outcome {
            Outcome::GoodiesWin => s.goodie_wins += 1,
            Outcome::BaddiesWin => s.baddie_wins += 1,
            Outcome::Draw => s.draws += 1,
        }
        if let Some(h) = s.score_histogram.get_mut(usize::from(score)) {
            *h += 1;
        }
        s.survivors += u64::from(r.survivors);
        s.gold += u64::from(r.gold);
        s.rounds += u64::from(r.rounds);
    }

    fn json(summary: &Summary) -> String {
        summary.json()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::runner::{self, Run};

    fn simulate(games: u64, seed: u64, goodies: Level, baddies: Level) -> Summary {
        let seats = Seats { goodies, baddies };
        runner::simulate::<Sitters>(Run { games, seed }, &seats, &mut Vec::new()).unwrap()
    }

    fn run(v: &[&str]) -> Result<String, String> {
        runner::run_args::<Sitters>(v)
    }

    #[test]
    fn sim_histogram_sums_to_games_and_is_deterministic() {
        let a = simulate(20, 7, Level::Random, Level::Normal);
        let b = simulate(20, 7, Level::Random, Level::Normal);
        assert_eq!(a, b);
        assert_eq!(a.score_histogram.iter().sum::<u64>(), 20);
        assert_eq!(a.goodie_wins + a.baddie_wins + a.draws, 20);
        assert!(a.json().starts_with("{\"games\": 20, "));
    }

    #[test]
    fn sim_sitters_seeds_and_output_are_as_documented() {
        assert_eq!(Sitters::game_seed(7, 3), 7_000_021 + 3);
        assert_eq!(Sitters::game_seed(0, 5), 5);
        let out = run(&["--games", "3", "--seed", "7", "--goodies", "easy"]).unwrap();
        assert_eq!(out.lines().count(), 1, "only the JSON: {out}");
        assert_eq!(
            out.trim_end(),
            simulate(3, 7, Level::Easy, Level::Normal).json()
        );
    }

    #[test]
    fn sim_rejects_bad_arguments() {
        let bad = |v: &[&str]| run(v).is_err();
        assert!(bad(&["--goodies", "genius"]));
        assert!(bad(&["--baddies", "Hard"]));
        assert!(bad(&["--games", "many"]));
        assert!(bad(&["--games", "0"]));
        assert!(bad(&["--colour", "red"]));
        assert!(bad(&["--seed"]));
    }
}
