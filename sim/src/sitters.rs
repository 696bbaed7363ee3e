//! `tabletop-sim sitters`: plays whole SiTTeRS games with the AI on both sides.
//!
//! `--games N --seed S --goodies P --baddies P`, P one of random|easy|normal|hard.
//! Prints one line per 10% of progress on stderr and a JSON summary as the last
//! line on stdout. Game `k` uses die seed `S * 1_000_003 + k` and AI seeds derived
//! from it, so a run is fully reproducible.

use tabletop_core::sitters::ai::{self, AiRng, Level};
use tabletop_core::sitters::{Events, Game, Side};

use crate::args::Args;

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

/// Parses a policy name.
pub fn level(name: &str) -> Result<Level, String> {
    match name {
        "random" => Ok(Level::Random),
        "easy" => Ok(Level::Easy),
        "normal" => Ok(Level::Normal),
        "hard" => Ok(Level::Hard),
        _ => Err(format!(
            "unknown policy {name:?}; use random, easy, normal or hard"
        )),
    }
}

/// Plays one game to the end; returns the finished game.
pub fn play(seed: u64, goodies: Level, baddies: Level) -> Result<Game, String> {
    let mut game = Game::new(seed);
    let mut rng_g = AiRng::new(seed.wrapping_mul(31).wrapping_add(1));
    let mut rng_b = AiRng::new(seed.wrapping_mul(37).wrapping_add(2));
    let mut events = Events::new();
    // The rules cap a game at MAX_ROUNDS rounds; this is a second safety net.
    for _ in 0..1_000_000 {
        let Some(side) = game.phase().side() else {
            return Ok(game);
        };
        let (level, rng) = match side {
            Side::Goodie => (goodies, &mut rng_g),
            Side::Baddie => (baddies, &mut rng_b),
        };
        let action = ai::choose(&game, level, rng).ok_or("AI found no action")?;
        events.clear();
        game.try_apply(action, &mut events)
            .map_err(|e| format!("AI chose an illegal action {action:?}: {e}"))?;
    }
    Err("game did not finish".into())
}

/// Plays `games` games and totals them.
pub fn simulate(games: u64, seed: u64, goodies: Level, baddies: Level) -> Result<Summary, String> {
    let mut s = Summary::default();
    for k in 0..games {
        let game = play(
            seed.wrapping_mul(1_000_003).wrapping_add(k),
            goodies,
            baddies,
        )?;
        let (score, outcome) = game.score();
        s.games += 1;
        match outcome {
            tabletop_core::sitters::Outcome::GoodiesWin => s.goodie_wins += 1,
            tabletop_core::sitters::Outcome::BaddiesWin => s.baddie_wins += 1,
            tabletop_core::sitters::Outcome::Draw => s.draws += 1,
        }
        if let Some(h) = s.score_histogram.get_mut(score as usize) {
            *h += 1;
        }
        s.survivors += u64::from(game.survivors());
        s.gold += u64::from(game.gold());
        s.rounds += u64::from(game.round());
    }
    Ok(s)
}

/// The `sitters` subcommand.
pub fn run(argv: &[String]) -> Result<(), String> {
    let args = Args::parse(argv, &["games", "seed", "goodies", "baddies"])?;
    let games = args.num("games", 1000)?;
    if games == 0 {
        return Err("--games must be at least 1".into());
    }
    let seed = args.num("seed", 1)?;
    let goodies = level(args.text("goodies", "normal"))?;
    let baddies = level(args.text("baddies", "normal"))?;
    let summary = simulate(games, seed, goodies, baddies)?;
    println!("{}", summary.json());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sim_histogram_sums_to_games_and_is_deterministic() {
        let a = simulate(20, 7, Level::Random, Level::Normal).unwrap();
        let b = simulate(20, 7, Level::Random, Level::Normal).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.score_histogram.iter().sum::<u64>(), 20);
        assert_eq!(a.goodie_wins + a.baddie_wins + a.draws, 20);
        assert!(a.json().starts_with("{\"games\": 20, "));
    }

    #[test]
    fn sim_rejects_bad_arguments() {
        let bad = |v: &[&str]| run(&v.iter().map(|s| s.to_string()).collect::<Vec<_>>()).is_err();
        assert!(bad(&["--goodies", "genius"]));
        assert!(bad(&["--games", "many"]));
        assert!(bad(&["--games", "0"]));
        assert!(bad(&["--colour", "red"]));
        assert!(bad(&["--seed"]));
    }
}
