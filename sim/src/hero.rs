//! `tabletop-sim hero`: plays whole games of Tabletop Hero with the AI in
//! every seat.
//!
//! `--games N` (1000) `--seed S` (1) `--players 2|3|4` (2)
//! `--armies random|<preset>[,...]` (balanced; one for every seat, or one per
//! seat) `--policy P[,P...]` (normal; one for every seat, or one per seat, P
//! one of random|easy|normal|hard) `--field generated|<n>` (generated; n a
//! named battlefield's number) `--house-rules none|all|<name>,<name>`
//! (none, the default: the paper's rules; the names `first-turn`: only the
//! game's first turn holds fire, and `knocked-out-stops`: a mini knocked out
//! in its own turn stops at once, and `sniper-moves`: a sniper may fire
//! after a single move; `--house` is the same flag's old name).
//! Game `k` uses die seed `S * 1_000_003 + k`;
//! a random army is drawn from its own stream of that seed, and each seat
//! draws its AI seeds from its own stream, so a run is reproducible.
//!
//! Before the JSON it prints the hit-chance table the forecast uses, the
//! house rules in play and the wins by placing order and by edge (for
//! fairness). The JSON's keys: `games`, `wins` (one count per seat), `draws`
//! (the last heroes died together), `unfinished` (stopped by the round cap;
//! `wins`, `draws` and `unfinished` add up to `games`),
//! `mean_rounds`, `mean_attacks` (shots and throws rolled), `hit_rate`,
//! `crit_rate`, `mean_explosive_bounces`, `mean_deaths`.

use tabletop_core::contract::{Dice, Level, Turn};
use tabletop_core::hero::ai::{AiRng, Thinker};
use tabletop_core::hero::forecast::hit_chance;
use tabletop_core::hero::gear::{Army, PRESETS};
use tabletop_core::hero::{
    Action, Config, Cover, Edge, FieldChoice, Game, House, MAX_PLAYERS, Outcome,
};

use crate::args::Args;
use crate::play;
use crate::runner::{GameNo, Run, Sim};

/// Hero for the shared runner.
pub struct Hero;

/// An army choice for a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArmyChoice {
    /// A new random army every game.
    Random,
    /// A preset by name.
    Preset(Army),
}

/// The run's options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// 2 to 4.
    pub players: u8,
    /// Each seat's army.
    pub armies: Vec<ArmyChoice>,
    /// Each seat's level.
    pub policy: Vec<Level>,
    /// The battlefield.
    pub field: FieldChoice,
    /// House rules.
    pub house: House,
}

/// What one game leaves for the summary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Record {
    /// How it ended.
    pub outcome: Outcome,
    /// Rounds played.
    pub rounds: u16,
    /// Shots and throws.
    pub attacks: u16,
    /// Of which hit.
    pub hits: u16,
    /// Of which criticals.
    pub crits: u16,
    /// Explosives that bounced.
    pub bounces: u16,
    /// Minis that died.
    pub deaths: u16,
    /// Players in the game.
    pub players: u8,
    /// The winner's place in the placing order (0 placed first, so played
    /// last), if anyone won.
    pub winner_placed: Option<u8>,
    /// The winner's edge (0 north, 1 south, 2 west, 3 east), if anyone won.
    pub winner_edge: Option<u8>,
}

/// Totals over a run.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Summary {
    /// Games played.
    pub games: u64,
    /// Wins by seat.
    pub wins: [u64; MAX_PLAYERS],
    /// Players in the run (how many `wins` to print).
    pub players: usize,
    /// The last heroes died together.
    pub draws: u64,
    /// Stopped by the round cap.
    pub unfinished: u64,
    /// Sums.
    pub rounds: u64,
    /// Sums.
    pub attacks: u64,
    /// Sums.
    pub hits: u64,
    /// Sums.
    pub crits: u64,
    /// Sums.
    pub bounces: u64,
    /// Sums.
    pub deaths: u64,
    /// Wins by place in the placing order.
    pub by_placing: [u64; MAX_PLAYERS],
    /// Wins by edge (north, south, west, east).
    pub by_edge: [u64; 4],
}

fn per_seat<T: Clone>(v: Vec<T>, players: u8, what: &str) -> Result<Vec<T>, String> {
    match v.len() {
        1 => Ok(vec![v[0].clone(); usize::from(players)]),
        n if n == usize::from(players) => Ok(v),
        n => Err(format!("--{what} wants 1 or {players} values, got {n}")),
    }
}

/// Plays one game to the end.
pub fn play(seed: u64, o: &Options) -> Result<Game, String> {
    let mut army_dice = Dice::new(seed ^ 0xA2_4717);
    let mut armies = [Army::preset("balanced").ok_or("no preset")?; MAX_PLAYERS];
    for (s, a) in o.armies.iter().enumerate() {
        armies[s] = match a {
            ArmyChoice::Random => Army::random(&mut army_dice),
            ArmyChoice::Preset(p) => *p,
        };
    }
    let mut rngs: Vec<AiRng> = (0..4u64)
        .map(|s| AiRng::new(seed.wrapping_mul(31).wrapping_add(s + 1)))
        .collect();
    let config = Config {
        seed,
        players: o.players,
        armies,
        field: o.field,
        house: o.house,
    };
    let played = play::play::<Game>(config, |game, turn| match turn {
        Turn::Seat(s) => {
            let level = o.policy[usize::from(s)];
            let rng = &mut rngs[usize::from(s) % 4];
            play::think::<Game, Thinker>(game, level, rng.next_seed())
        }
        Turn::Auto => Ok(Action::Continue),
        Turn::Over => Err("asked to act after the end".into()),
    })?;
    Ok(played.game)
}

/// The hit-chance table: attacking dice × defending dice × cover.
pub fn hit_table() -> String {
    let mut s =
        String::from("hero hit chances (attack dice x defence dice x cover; criticals included):");
    for att in 1..=2u8 {
        for def in 1..=2u8 {
            s.push_str(&format!("\n  {att}d6 vs {def}d6:"));
            for cover in [Cover::Clear, Cover::Covered, Cover::Concealed] {
                let h = hit_chance(att, def, cover);
                s.push_str(&format!(
                    " {}={}/{} ({:.1}%)",
                    cover.name(),
                    h.num,
                    h.den,
                    100.0 * f64::from(h.num) / f64::from(h.den)
                ));
            }
        }
    }
    s
}

impl Sim for Hero {
    const NAME: &'static str = "hero";
    const FLAGS: &'static [&'static str] = &[
        "players",
        "armies",
        "policy",
        "field",
        "house-rules",
        "house",
    ];
    const DEFAULT_GAMES: u64 = 1000;
    type Options = Options;
    type Record = Record;
    type Summary = Summary;

    fn options(args: &Args) -> Result<Options, String> {
        let players = args.num("players", 2)?;
        if !(2..=4).contains(&players) {
            return Err(format!("--players must be 2, 3 or 4, got {players}"));
        }
        let players = players as u8;
        let mut armies = Vec::new();
        for a in args.text("armies").unwrap_or("balanced").split(',') {
            armies.push(match a {
                "random" => ArmyChoice::Random,
                p => ArmyChoice::Preset(Army::preset(p).ok_or_else(|| {
                    format!(
                        "--armies must be random or one of {}, got {p:?}",
                        PRESETS.join(", ")
                    )
                })?),
            });
        }
        let mut policy = Vec::new();
        for p in args.text("policy").unwrap_or("normal").split(',') {
            policy.push(Level::parse(p).ok_or_else(|| {
                format!("--policy must be random, easy, normal or hard, got {p:?}")
            })?);
        }
        let field = match args.text("field").unwrap_or("generated") {
            "generated" => FieldChoice::Generated,
            n => match n.parse::<u8>() {
                Ok(k) if usize::from(k) < tabletop_core::hero::field::NAMED.len() => {
                    FieldChoice::Named(k)
                }
                _ => return Err(format!("--field must be generated or 0 to 2, got {n:?}")),
            },
        };
        let text = match (args.text("house-rules"), args.text("house")) {
            (Some(_), Some(_)) => return Err("--house is --house-rules: give one".into()),
            (a, b) => a.or(b).unwrap_or("none"),
        };
        let house = House::parse(text).ok_or_else(|| {
            format!(
                "--house-rules must be none, all or some of {} separated by commas, got {text:?}",
                House::NAMES.join(", ")
            )
        })?;
        Ok(Options {
            house,
            players,
            armies: per_seat(armies, players, "armies")?,
            policy: per_seat(policy, players, "policy")?,
            field,
        })
    }

    fn game_seed(run_seed: u64, index: u64) -> u64 {
        run_seed.wrapping_mul(1_000_003).wrapping_add(index)
    }

    fn play(o: &Options, game: GameNo) -> Result<Record, String> {
        let g = play(game.seed, o)?;
        let s = g.stats();
        Ok(Record {
            outcome: g.outcome().ok_or("no outcome")?,
            rounds: g.round(),
            attacks: s.attacks,
            hits: s.hits,
            crits: s.crits,
            bounces: s.bounces,
            deaths: s.deaths,
            players: g.players(),
            winner_placed: match g.outcome() {
                Some(Outcome::Won(w)) => g
                    .placing_order()
                    .iter()
                    .position(|&s| s == w)
                    .map(|k| k as u8),
                _ => None,
            },
            winner_edge: match g.outcome() {
                Some(Outcome::Won(w)) => g
                    .edge(w)
                    .and_then(|e| Edge::ALL.iter().position(|&x| x == e))
                    .map(|k| k as u8),
                _ => None,
            },
        })
    }

    fn add(s: &mut Summary, r: Record) {
        s.games += 1;
        s.players = usize::from(r.players);
        match r.outcome {
            Outcome::Won(w) => s.wins[usize::from(w) % MAX_PLAYERS] += 1,
            Outcome::Unfinished => s.unfinished += 1,
            Outcome::Draw => s.draws += 1,
        }
        s.rounds += u64::from(r.rounds);
        s.attacks += u64::from(r.attacks);
        s.hits += u64::from(r.hits);
        s.crits += u64::from(r.crits);
        s.bounces += u64::from(r.bounces);
        s.deaths += u64::from(r.deaths);
        if let Some(k) = r.winner_placed {
            s.by_placing[usize::from(k) % MAX_PLAYERS] += 1;
        }
        if let Some(e) = r.winner_edge {
            s.by_edge[usize::from(e) % 4] += 1;
        }
    }

    fn heading(o: &Options, _run: Run, s: &Summary) -> Option<String> {
        let seats = s.players.clamp(2, MAX_PLAYERS);
        let placing: Vec<String> = s.by_placing[..seats].iter().map(u64::to_string).collect();
        let mut house = String::new();
        o.house
            .write_names(&mut house)
            .map_err(|e| e.to_string())
            .ok()?;
        Some(format!(
            "{}\nhero house rules: {house}\nhero wins by placing order (first to place first): {}\nhero wins by edge (north, south, west, east): {}",
            hit_table(),
            placing.join(", "),
            s.by_edge
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ))
    }

    fn json(s: &Summary) -> String {
        let n = s.games.max(1) as f64;
        let a = s.attacks.max(1) as f64;
        let seats = s.players.clamp(2, MAX_PLAYERS);
        let wins: Vec<String> = s.wins[..seats].iter().map(u64::to_string).collect();
        format!(
            "{{\"games\": {}, \"wins\": [{}], \"draws\": {}, \"unfinished\": {}, \"mean_rounds\": {:.4}, \"mean_attacks\": {:.4}, \"hit_rate\": {:.4}, \"crit_rate\": {:.4}, \"mean_explosive_bounces\": {:.4}, \"mean_deaths\": {:.4}}}",
            s.games,
            wins.join(", "),
            s.draws,
            s.unfinished,
            s.rounds as f64 / n,
            s.attacks as f64 / n,
            s.hits as f64 / a,
            s.crits as f64 / a,
            s.bounces as f64 / n,
            s.deaths as f64 / n,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::runner;

    fn run(v: &[&str]) -> Result<String, String> {
        runner::run_args::<Hero>(v)
    }

    #[test]
    fn sim_hero_json_has_exactly_the_documented_keys_and_is_deterministic() {
        let args = [
            "--games",
            "3",
            "--seed",
            "3",
            "--players",
            "3",
            "--armies",
            "random",
            "--policy",
            "easy,normal,random",
        ];
        let a = run(&args).unwrap();
        assert_eq!(a, run(&args).unwrap());
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
                "wins",
                "draws",
                "unfinished",
                "mean_rounds",
                "mean_attacks",
                "hit_rate",
                "crit_rate",
                "mean_explosive_bounces",
                "mean_deaths"
            ]
        );
        assert!(line.starts_with("{\"games\": 3, \"wins\": ["), "{line}");
        let wins = line.split('[').nth(1).unwrap().split(']').next().unwrap();
        assert_eq!(wins.split(", ").count(), 3, "one count per seat");
    }

    #[test]
    fn sim_hero_prints_the_forecasts_hit_table() {
        let out = run(&["--games", "1", "--policy", "easy"]).unwrap();
        // 2d6 against 1d6 in the open, counted by hand: for a defence of
        // 1..6 the attack beats it 36, 35, 33, 30, 26, 21 ways of 36.
        assert!(out.contains("2d6 vs 1d6: clear=181/216"), "{out}");
        // Concealed: only the double six, whatever the defence.
        assert!(out.contains("concealed=6/216"), "{out}");
        assert!(out.contains("1d6 vs 2d6:"), "{out}");
    }

    #[test]
    fn sim_hero_rejects_bad_arguments() {
        let bad = |v: &[&str]| run(v).is_err();
        assert!(bad(&["--players", "5"]));
        assert!(bad(&["--policy", "genius"]));
        assert!(bad(&["--policy", "easy,hard,normal"]));
        assert!(bad(&["--armies", "ninjas"]));
        assert!(bad(&["--field", "9"]));
        assert!(bad(&["--house", "cheats"]));
        assert!(bad(&["--house-rules", "cheats"]));
        assert!(bad(&["--house-rules", "first-turn,"]));
        assert!(bad(&["--house-rules", "all", "--house", "none"]));
    }

    #[test]
    fn sim_hero_house_rules_flag() {
        let heading = |v: &[&str]| {
            let mut args = vec!["--games", "1", "--policy", "easy"];
            args.extend_from_slice(v);
            let out = run(&args).unwrap();
            let line = out.lines().find(|l| l.starts_with("hero house rules: "));
            line.unwrap_or_default().to_string()
        };
        assert_eq!(heading(&[]), "hero house rules: none");
        assert_eq!(
            heading(&["--house-rules", "all"]),
            "hero house rules: first-turn,knocked-out-stops,sniper-moves"
        );
        assert_eq!(
            heading(&["--house-rules", "knocked-out-stops"]),
            "hero house rules: knocked-out-stops"
        );
        assert_eq!(
            heading(&["--house", "first-turn"]),
            "hero house rules: first-turn"
        );
    }

    #[test]
    fn sim_hero_wins_draws_and_unfinished_add_up_to_the_games() {
        // Issue 30: 280 + 315 + 4 = 599 of 600 before draws were counted.
        let record = |outcome| Record {
            outcome,
            rounds: 3,
            attacks: 0,
            hits: 0,
            crits: 0,
            bounces: 0,
            deaths: 0,
            players: 2,
            winner_placed: None,
            winner_edge: None,
        };
        let mut s = Summary::default();
        for o in [
            Outcome::Won(1),
            Outcome::Draw,
            Outcome::Unfinished,
            Outcome::Draw,
        ] {
            <Hero as Sim>::add(&mut s, record(o));
        }
        let line = <Hero as Sim>::json(&s);
        assert!(
            line.starts_with("{\"games\": 4, \"wins\": [0, 1], \"draws\": 2, \"unfinished\": 1,"),
            "{line}"
        );
        // A run with a draw in it (three sides, random armies).
        let out = run(&[
            "--games",
            "50",
            "--seed",
            "17",
            "--players",
            "3",
            "--armies",
            "random",
        ]);
        let out = out.unwrap();
        let line = out.lines().last().unwrap();
        let after = |k: &str| line.split(&format!("\"{k}\": ")).nth(1).unwrap();
        let num = |k: &str| after(k).split(',').next().unwrap().parse::<u64>().unwrap();
        let wins = after("wins")[1..].split(']').next().unwrap();
        let wins: Vec<u64> = wins.split(", ").map(|n| n.parse().unwrap()).collect();
        let (draws, unfinished) = (num("draws"), num("unfinished"));
        assert_eq!(wins.iter().sum::<u64>() + draws + unfinished, 50, "{line}");
    }
}
