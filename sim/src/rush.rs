//! `tabletop-sim rush`: plays whole games of Rush at Zeta Mu Beta with the
//! AI in every seat.
//!
//! `--games N` (1000) `--seed S` (1) `--players 2|4` (2) `--zombies L --jocks L`
//! (normal), L one of random|easy|normal|hard, `--house-rules
//! none|all|<name>,<name>` (default none: the paper's rules; the names are
//! [`HouseRules::name`]'s, e.g. `safe-bases`). Game `k` uses die seed
//! `S * 1_000_003 + k`; each seat draws its AI seeds from its own stream, so a
//! run is reproducible. The JSON's keys: `games`, `zombie_wins`, `jock_wins`,
//! `unfinished` (stopped by the round cap), `mean_rounds`, `mean_combats`,
//! `mean_cubes_picked`, `mean_princess_pickups`, `mean_nudges` (cubes
//! used to nudge a princess's d20).

use tabletop_core::contract::{Level, Turn};
use tabletop_core::rush::ai::{AiRng, Thinker};
use tabletop_core::rush::{Action, Config, Game, HouseRules, Outcome, Team};

use crate::args::Args;
use crate::play;
use crate::runner::{GameNo, Sim};

/// Reads `--house-rules`: `none`, `all` or names separated by commas.
fn house_rules(s: &str) -> Result<HouseRules, String> {
    HouseRules::parse(s).ok_or_else(|| {
        let names: Vec<&str> = HouseRules::EACH.iter().map(|h| h.name()).collect();
        format!(
            "--house-rules must be none, all or some of {} separated by commas, got {s:?}",
            names.join(", ")
        )
    })
}

/// Rush for the shared runner.
pub struct Rush;

/// Players and each team's level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seats {
    /// 2 or 4 (`--players`).
    pub players: u8,
    /// The zombies' level (`--zombies`).
    pub zombies: Level,
    /// The jocks' level (`--jocks`).
    pub jocks: Level,
    /// The house rules (`--house-rules`; none plays the paper's rules).
    pub house: HouseRules,
}

/// What one game leaves for the summary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Record {
    /// How it ended.
    pub outcome: Outcome,
    /// Rounds played.
    pub rounds: u16,
    /// Fights rolled to a winner.
    pub combats: u16,
    /// Cubes picked up.
    pub cubes: u16,
    /// Princess pick-ups.
    pub pickups: u16,
    /// Cubes used to nudge a d20.
    pub nudges: u16,
}

/// Totals over a run.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Summary {
    /// Games played.
    pub games: u64,
    /// Games the zombies won.
    pub zombie_wins: u64,
    /// Games the jocks won.
    pub jock_wins: u64,
    /// Games stopped by the round cap.
    pub unfinished: u64,
    /// Sum of rounds.
    pub rounds: u64,
    /// Sum of fights.
    pub combats: u64,
    /// Sum of cubes picked up.
    pub cubes: u64,
    /// Sum of princess pick-ups.
    pub pickups: u64,
    /// Sum of nudges.
    pub nudges: u64,
}

impl Summary {
    /// The JSON summary line.
    pub fn json(&self) -> String {
        let n = self.games.max(1) as f64;
        format!(
            "{{\"games\": {}, \"zombie_wins\": {}, \"jock_wins\": {}, \"unfinished\": {}, \"mean_rounds\": {:.4}, \"mean_combats\": {:.4}, \"mean_cubes_picked\": {:.4}, \"mean_princess_pickups\": {:.4}, \"mean_nudges\": {:.4}}}",
            self.games,
            self.zombie_wins,
            self.jock_wins,
            self.unfinished,
            self.rounds as f64 / n,
            self.combats as f64 / n,
            self.cubes as f64 / n,
            self.pickups as f64 / n,
            self.nudges as f64 / n,
        )
    }
}

/// Plays one game to the end; each seat draws a fresh AI seed for every
/// decision from its own stream (`seed * 31 + seat + 1`).
pub fn play(seed: u64, seats: Seats) -> Result<Game, String> {
    let mut rngs: Vec<AiRng> = (0..4u64)
        .map(|s| AiRng::new(seed.wrapping_mul(31).wrapping_add(s + 1)))
        .collect();
    let config = Config {
        seed,
        players: seats.players,
        house: seats.house,
    };
    let played = play::play::<Game>(config, |game, turn| match turn {
        Turn::Seat(s) => {
            let level = match game.team_of(s) {
                Team::Zombies => seats.zombies,
                Team::Jocks => seats.jocks,
            };
            let rng = &mut rngs[usize::from(s) % 4];
            play::think::<Game, Thinker>(game, level, rng.next_seed())
        }
        Turn::Auto => Ok(Action::Continue),
        Turn::Over => Err("asked to act after the end".into()),
    })?;
    Ok(played.game)
}

impl Sim for Rush {
    const NAME: &'static str = "rush";
    const FLAGS: &'static [&'static str] = &["players", "zombies", "jocks", "house-rules"];
    const DEFAULT_GAMES: u64 = 1000;
    type Options = Seats;
    type Record = Record;
    type Summary = Summary;

    fn options(args: &Args) -> Result<Seats, String> {
        let players = args.num("players", 2)?;
        if players != 2 && players != 4 {
            return Err(format!("--players must be 2 or 4, got {players}"));
        }
        Ok(Seats {
            players: players as u8,
            zombies: args.level("zombies", Level::Normal)?,
            jocks: args.level("jocks", Level::Normal)?,
            house: house_rules(args.text("house-rules").unwrap_or("none"))?,
        })
    }

    fn game_seed(run_seed: u64, index: u64) -> u64 {
        run_seed.wrapping_mul(1_000_003).wrapping_add(index)
    }

    fn play(seats: &Seats, game: GameNo) -> Result<Record, String> {
        let g = play(game.seed, *seats)?;
        let s = g.stats();
        Ok(Record {
            outcome: g.outcome().ok_or("no outcome")?,
            rounds: g.round(),
            combats: s.combats,
            cubes: s.cubes_picked,
            pickups: s.pickups,
            nudges: s.nudges,
        })
    }

    fn add(s: &mut Summary, r: Record) {
        s.games += 1;
        match r.outcome {
            Outcome::Won(Team::Zombies) => s.zombie_wins += 1,
            Outcome::Won(Team::Jocks) => s.jock_wins += 1,
            Outcome::Unfinished => s.unfinished += 1,
        }
        s.rounds += u64::from(r.rounds);
        s.combats += u64::from(r.combats);
        s.cubes += u64::from(r.cubes);
        s.pickups += u64::from(r.pickups);
        s.nudges += u64::from(r.nudges);
    }

    fn json(summary: &Summary) -> String {
        summary.json()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::runner;

    fn run(v: &[&str]) -> Result<String, String> {
        runner::run_args::<Rush>(v)
    }

    #[test]
    fn sim_rush_json_has_exactly_the_documented_keys_and_is_deterministic() {
        let a = run(&[
            "--games",
            "4",
            "--seed",
            "3",
            "--players",
            "4",
            "--zombies",
            "random",
        ])
        .unwrap();
        let b = run(&[
            "--games",
            "4",
            "--seed",
            "3",
            "--players",
            "4",
            "--zombies",
            "random",
        ])
        .unwrap();
        assert_eq!(a, b);
        let line = a.lines().last().unwrap();
        let keys: Vec<&str> = line
            .split('"')
            .enumerate()
            .filter(|(i, _)| i % 2 == 1)
            .map(|(_, k)| k)
            .collect();
        assert_eq!(
            keys,
            [
                "games",
                "zombie_wins",
                "jock_wins",
                "unfinished",
                "mean_rounds",
                "mean_combats",
                "mean_cubes_picked",
                "mean_princess_pickups",
                "mean_nudges"
            ]
        );
        assert!(line.starts_with("{\"games\": 4, "));
    }

    #[test]
    fn sim_rush_rejects_bad_arguments() {
        let bad = |v: &[&str]| run(v).is_err();
        assert!(bad(&["--players", "3"]));
        assert!(bad(&["--zombies", "genius"]));
        assert!(bad(&["--jocks", "Hard"]));
        assert!(bad(&["--goodies", "easy"]));
        assert!(bad(&["--house-rules", "kind-monsters"]));
        assert!(bad(&["--house-rules", ""]));
    }

    #[test]
    fn sim_rush_house_rules_flag() {
        let seats = |h: &str| {
            let argv: Vec<String> = ["--house-rules", h].iter().map(|s| s.to_string()).collect();
            Rush::options(&crate::args::Args::parse(&argv, Rush::FLAGS).unwrap()).unwrap()
        };
        assert_eq!(seats("safe-bases").house, HouseRules::SAFE_BASES);
        assert_eq!(seats("all").house, HouseRules::ALL);
        assert_eq!(seats("none").house, HouseRules::NONE);
        // The house rule changes the games played: the same seeds, other
        // results.
        let games = |h: &str| run(&["--games", "40", "--seed", "2", "--house-rules", h]).unwrap();
        assert_ne!(games("none"), games("safe-bases"));
        assert_eq!(
            games("none"),
            run(&["--games", "40", "--seed", "2"]).unwrap()
        );
    }
}
