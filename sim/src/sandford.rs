//! `tabletop-sim sandford`: plays whole games of The Doom that Came to
//! Sandford with AI heroes and prints a JSON summary as the last line.
//!
//! Options: `--games N` (100), `--seed S` (1), `--heroes K` (1–4, default 2;
//! 1 = solo with two heroes), `--policy random|normal|hard` (normal),
//! `--rings 0|1` (optional class rings, default 0), `--verbose 0|1`.

use tabletop_core::sandford::ai::{self, Level};
use tabletop_core::sandford::heapless::Vec as HVec;
use tabletop_core::sandford::{Config, Event, Game, Loss, Phase};

use crate::args::Args;

/// Safety net far above any real game's length (a game takes a few thousand actions).
const MAX_ACTIONS_PER_GAME: u32 = 1_000_000;

/// Result of one game.
pub struct Outcome {
    /// Final phase (Won or Lost).
    pub phase: Phase,
    /// Waves defeated.
    pub waves: u8,
    /// Actions applied.
    pub actions: u32,
}

/// Plays one game to the end with every seat on `policy`.
pub fn play(config: Config, policy: Level) -> Result<Outcome, String> {
    let mut game = Game::new(config);
    let mut rng = ai::rng(config.seed ^ 0x9E37_79B9_7F4A_7C15);
    let mut events: HVec<Event, 256> = HVec::new();
    let mut actions = 0;
    while !game.is_over() {
        if actions >= MAX_ACTIONS_PER_GAME {
            return Err(format!("game with seed {} did not finish", config.seed));
        }
        let a = ai::choose(&game, policy, &mut rng);
        events.clear();
        game.try_apply(a, &mut events)
            .map_err(|e| format!("AI chose an illegal action {a:?}: {e}"))?;
        actions += 1;
    }
    Ok(Outcome {
        phase: game.phase(),
        waves: game.waves_defeated(),
        actions,
    })
}

/// Entry point of the subcommand.
pub fn run(argv: &[String]) -> Result<(), String> {
    let args = Args::parse(
        argv,
        &["games", "seed", "heroes", "policy", "rings", "verbose"],
    )?;
    let games = args.num("games", 100)?;
    let seed = args.num("seed", 1)?;
    let heroes = args.num("heroes", 2)?;
    if !(1..=4).contains(&heroes) {
        return Err(format!("--heroes must be 1 to 4, got {heroes}"));
    }
    if games == 0 || games > 10_000_000 {
        return Err(format!("--games must be 1 to 10000000, got {games}"));
    }
    let policy_name = args.text("policy", "normal");
    let policy = Level::parse(policy_name)
        .ok_or_else(|| format!("--policy must be random, normal or hard, got {policy_name:?}"))?;
    let rings = match args.num("rings", 0)? {
        0 => false,
        1 => true,
        r => return Err(format!("--rings must be 0 or 1, got {r}")),
    };
    let verbose = args.num("verbose", 0)? == 1;
    let s = simulate(games, seed, heroes as u8, rings, policy, verbose)?;
    // What was played, then the result: the JSON object is the last line.
    println!(
        "sandford: {games} games, seed {seed}, {heroes} hero player(s), policy {policy_name}, rings {}, {:.1} actions a game",
        if rings { "on" } else { "off" },
        s.actions as f64 / games as f64
    );
    println!("{}", s.json());
    Ok(())
}

/// The results of many games.
#[derive(Debug, PartialEq, Eq)]
pub struct Summary {
    games: u64,
    wins: u64,
    temple: u64,
    buildings: u64,
    dead: u64,
    /// Games by waves defeated (0–6).
    histogram: [u64; 7],
    waves: u64,
    actions: u64,
}

impl Summary {
    /// The simulator's JSON line: exactly `games`, `wins`, `losses`
    /// (`temple`, `buildings`, `heroes`), `mean_waves_survived` and
    /// `wave_histogram`.
    pub fn json(&self) -> String {
        let hist: Vec<String> = self.histogram.iter().map(u64::to_string).collect();
        format!(
            "{{\"games\":{},\"wins\":{},\"losses\":{{\"temple\":{},\"buildings\":{},\"heroes\":{}}},\"mean_waves_survived\":{:.3},\"wave_histogram\":[{}]}}",
            self.games,
            self.wins,
            self.temple,
            self.buildings,
            self.dead,
            self.waves as f64 / self.games.max(1) as f64,
            hist.join(",")
        )
    }
}

/// Plays `games` games from `seed` with every seat on `policy`.
pub fn simulate(
    games: u64,
    seed: u64,
    heroes: u8,
    rings: bool,
    policy: Level,
    verbose: bool,
) -> Result<Summary, String> {
    let (mut wins, mut temple, mut buildings, mut dead) = (0u64, 0u64, 0u64, 0u64);
    let mut histogram = [0u64; 7];
    let mut total_waves = 0u64;
    let mut total_actions = 0u64;
    for i in 0..games {
        let game_seed = seed
            .wrapping_mul(0x2545_F491_4F6C_DD1D)
            .wrapping_add(i.wrapping_mul(0x9E37_79B9_7F4A_7C15))
            | 1;
        let config = Config {
            heroes,
            rings_option: rings,
            seed: game_seed,
        };
        let o = play(config, policy)?;
        match o.phase {
            Phase::Won => wins += 1,
            Phase::Lost(Loss::Temple) => temple += 1,
            Phase::Lost(Loss::Buildings) => buildings += 1,
            Phase::Lost(Loss::Heroes) => dead += 1,
            p => return Err(format!("game ended in phase {p:?}")),
        }
        histogram[usize::from(o.waves.min(6))] += 1;
        total_waves += u64::from(o.waves);
        total_actions += u64::from(o.actions);
        if verbose {
            eprintln!(
                "game {i} seed {game_seed}: {:?} after {} waves, {} actions",
                o.phase, o.waves, o.actions
            );
        }
    }
    Ok(Summary {
        games,
        wins,
        temple,
        buildings,
        dead,
        histogram,
        waves: total_waves,
        actions: total_actions,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn sim_sandford_accepts_every_policy_and_rejects_bad_arguments() {
        for p in ["random", "normal", "hard"] {
            assert!(run(&args(&["--games", "2", "--heroes", "3", "--policy", p])).is_ok());
        }
        assert!(run(&args(&["--policy", "genius"])).is_err());
        assert!(run(&args(&["--heroes", "5"])).is_err());
        assert!(run(&args(&["--games", "0"])).is_err());
    }

    /// The keys of a JSON object at nesting depth 1, in order (enough for
    /// the simulator's flat output: no strings contain braces or commas).
    fn top_keys(json: &str) -> Vec<String> {
        let mut keys = Vec::new();
        let mut depth = 0;
        let mut key: Option<String> = None;
        let mut expecting = false;
        for c in json.chars() {
            match c {
                '{' | '[' => {
                    depth += 1;
                    expecting = depth == 1 && c == '{';
                }
                '}' | ']' => depth -= 1,
                ',' if depth == 1 => expecting = true,
                '"' if depth == 1 && expecting => match key.take() {
                    None => key = Some(String::new()),
                    Some(k) => {
                        keys.push(k);
                        expecting = false;
                    }
                },
                _ => {
                    if let Some(k) = key.as_mut() {
                        k.push(c);
                    }
                }
            }
        }
        keys
    }

    #[test]
    fn sim_sandford_json_has_exactly_the_keys_and_adds_up() {
        let s = simulate(30, 9, 2, false, Level::Normal, false).unwrap();
        let json = s.json();
        assert_eq!(
            top_keys(&json),
            [
                "games",
                "wins",
                "losses",
                "mean_waves_survived",
                "wave_histogram"
            ]
        );
        let losses = &json[json.find("\"losses\":").unwrap() + 9..];
        let losses = &losses[..=losses.find('}').unwrap()];
        assert_eq!(top_keys(losses), ["temple", "buildings", "heroes"]);
        assert!(json.starts_with("{\"games\":30,"));
        assert_eq!(s.histogram.iter().sum::<u64>(), 30);
        assert_eq!(s.histogram[6], s.wins);
        assert_eq!(s.wins + s.temple + s.buildings + s.dead, 30);
        let hist = &json[json.find('[').unwrap() + 1..json.find(']').unwrap()];
        assert_eq!(hist.split(',').count(), 7);
        assert_eq!(s, simulate(30, 9, 2, false, Level::Normal, false).unwrap());
    }

    #[test]
    fn sim_sandford_games_end_and_repeat() {
        let config = Config {
            heroes: 2,
            rings_option: false,
            seed: 5,
        };
        let a = play(config, Level::Hard).unwrap();
        let b = play(config, Level::Hard).unwrap();
        assert!(matches!(a.phase, Phase::Won | Phase::Lost(_)));
        assert_eq!((a.phase, a.waves, a.actions), (b.phase, b.waves, b.actions));
    }
}
