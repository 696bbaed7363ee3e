//! `tabletop-sim sgs-odds` and `tabletop-sim sgs-arena`: the Simple Game
//! System's exact odds tables, and arena fights with the AI on both sides.
//!
//! `sgs-arena --games N` (1000) `--seed S` (1) `--a L --b L` (normal; L one
//! of random|easy|normal|hard) `--party 1..4` (3) `--foes mirror|1|2|3`
//! (mirror: the same heroes on both sides). Side A is the party, B its
//! foes. Game `k` uses die seed `S * 1_000_003 + k`; each side draws its AI
//! seeds from its own stream. JSON keys: `games`, `a_wins`, `b_wins`,
//! `draws`, `mean_rounds`.

use std::io::Write;

use tabletop_core::contract::{Level, Turn};
use tabletop_core::sgs::ai::{AiRng, Thinker};
use tabletop_core::sgs::odds::{Odds, opposed_win, opposed_win_without_bonus, static_success};
use tabletop_core::sgs::quest::{QThinker, Quest, QuestConfig, QuestStats};
use tabletop_core::sgs::{Action, Arena, Config, Foes, Outcome, Side};

use crate::args::Args;
use crate::play;
use crate::runner::{GameNo, Sim};

/// An exact chance `num / den` as a JSON number (the nearest `f64`: 0 and 1
/// print as `0` and `1`).
fn probability(num: u128, den: u128) -> String {
    format!("{}", num as f64 / den.max(1) as f64)
}

/// One opposed table (pools 1..8 by pools 1..8): its text rows and its JSON
/// rows.
fn opposed_table(text: &mut String, f: fn(u8, u8) -> Odds) -> Vec<String> {
    let mut rows = Vec::new();
    for a in 1..=8u8 {
        let mut row = Vec::new();
        text.push_str(&format!("pool {a}:"));
        for b in 1..=8u8 {
            let o = f(a, b);
            text.push_str(&format!(
                " {:>5.1}% ({}/{})",
                f64::from(o.permille()) / 10.0,
                o.num,
                o.den
            ));
            row.push(probability(o.num, o.den));
        }
        text.push('\n');
        rows.push(format!("[{}]", row.join(", ")));
    }
    rows
}

/// `sgs-odds`: both tables, computed exactly (percent and fraction), then a
/// JSON line of them as probabilities: `static_success` (pools 0..8 by
/// difficulties 1..6), `opposed_win` (as played, pools 1..8 by pools 1..8)
/// and `opposed_win_without_bonus` (the same, no bonus dice).
pub fn odds(argv: &[String], out: &mut dyn Write, _err: &mut dyn Write) -> Result<(), String> {
    Args::parse(argv, &[])?;
    let mut text = String::new();
    text.push_str(
        "static_success: pool 0..8 (rows) against difficulty 1..6, bonus dice added while short\n",
    );
    let mut stat = Vec::new();
    for pool in 0..=8u8 {
        let mut row = Vec::new();
        text.push_str(&format!("pool {pool}:"));
        for d in 1..=6u8 {
            let o = static_success(pool, d);
            text.push_str(&format!(
                " {:>5.1}% ({}/{})",
                f64::from(o.permille()) / 10.0,
                o.num,
                o.den
            ));
            row.push(probability(o.num, o.den));
        }
        text.push('\n');
        stat.push(format!("[{}]", row.join(", ")));
    }
    text.push_str(
        "opposed_win: pool 1..8 (rows) against pool 1..8, as played: the side behind adds its bonus dice\n",
    );
    let opp = opposed_table(&mut text, opposed_win);
    text.push_str("opposed_win_without_bonus: pool 1..8 (rows) against pool 1..8, no bonus dice\n");
    let bare = opposed_table(&mut text, opposed_win_without_bonus);
    writeln!(
        out,
        "{text}{{\"static_success\": [{}], \"opposed_win\": [{}], \"opposed_win_without_bonus\": [{}]}}",
        stat.join(", "),
        opp.join(", "),
        bare.join(", ")
    )
    .map_err(|e| e.to_string())
}

/// The arena for the shared runner.
pub struct SgsArena;

/// The run's options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Side A's level.
    pub a: Level,
    /// Side B's level.
    pub b: Level,
    /// Heroes in the party.
    pub party: u8,
    /// Who they face.
    pub foes: Foes,
}

/// Totals.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Summary {
    /// Fights.
    pub games: u64,
    /// Won by A.
    pub a_wins: u64,
    /// Won by B.
    pub b_wins: u64,
    /// Drawn.
    pub draws: u64,
    /// Sum of rounds.
    pub rounds: u64,
}

/// Plays one fight to the end.
pub fn play(seed: u64, o: &Options) -> Result<Arena, String> {
    let mut rngs = [
        AiRng::new(seed.wrapping_mul(31).wrapping_add(1)),
        AiRng::new(seed.wrapping_mul(31).wrapping_add(2)),
    ];
    let config = Config {
        seed,
        party: o.party,
        foes: o.foes,
    };
    let played = play::play::<Arena>(config, |g, turn| match turn {
        Turn::Seat(s) => {
            let level = if s == 0 { o.a } else { o.b };
            let rng = &mut rngs[usize::from(s) % 2];
            play::think::<Arena, Thinker>(g, level, rng.next_seed())
        }
        Turn::Auto => Ok(Action::Continue),
        Turn::Over => Err("asked to act after the end".into()),
    })?;
    Ok(played.game)
}

impl Sim for SgsArena {
    const NAME: &'static str = "sgs-arena";
    const FLAGS: &'static [&'static str] = &["a", "b", "party", "foes"];
    const DEFAULT_GAMES: u64 = 1000;
    type Options = Options;
    type Record = (Outcome, u8);
    type Summary = Summary;

    fn options(args: &Args) -> Result<Options, String> {
        let party = args.num("party", 3)?;
        if !(1..=4).contains(&party) {
            return Err(format!("--party must be 1 to 4, got {party}"));
        }
        let foes = match args.text("foes").unwrap_or("mirror") {
            "mirror" => Foes::Mirror,
            "1" => Foes::Level(1),
            "2" => Foes::Level(2),
            "3" => Foes::Level(3),
            f => return Err(format!("--foes must be mirror, 1, 2 or 3, got {f:?}")),
        };
        Ok(Options {
            a: args.level("a", Level::Normal)?,
            b: args.level("b", Level::Normal)?,
            party: party as u8,
            foes,
        })
    }

    fn game_seed(run_seed: u64, index: u64) -> u64 {
        run_seed.wrapping_mul(1_000_003).wrapping_add(index)
    }

    fn play(o: &Options, game: GameNo) -> Result<(Outcome, u8), String> {
        let g = play(game.seed, o)?;
        Ok((g.outcome().ok_or("no outcome")?, g.round()))
    }

    fn add(s: &mut Summary, (o, rounds): (Outcome, u8)) {
        s.games += 1;
        match o {
            Outcome::Won(Side::A) => s.a_wins += 1,
            Outcome::Won(Side::B) => s.b_wins += 1,
            Outcome::Draw => s.draws += 1,
        }
        s.rounds += u64::from(rounds);
    }

    fn json(s: &Summary) -> String {
        format!(
            "{{\"games\": {}, \"a_wins\": {}, \"b_wins\": {}, \"draws\": {}, \"mean_rounds\": {:.4}}}",
            s.games,
            s.a_wins,
            s.b_wins,
            s.draws,
            s.rounds as f64 / s.games.max(1) as f64
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::runner;

    fn keys(line: &str) -> Vec<&str> {
        line.split('"')
            .enumerate()
            .filter(|(i, _)| i % 2 == 1)
            .map(|(_, k)| k)
            .collect()
    }

    #[test]
    fn sim_sgs_arena_json_has_exactly_the_documented_keys_and_is_deterministic() {
        let v = [
            "--games", "6", "--seed", "3", "--a", "random", "--foes", "2",
        ];
        let a = runner::run_args::<SgsArena>(&v).unwrap();
        assert_eq!(a, runner::run_args::<SgsArena>(&v).unwrap());
        let line = a.lines().last().unwrap();
        assert_eq!(
            keys(line),
            ["games", "a_wins", "b_wins", "draws", "mean_rounds"]
        );
        assert!(line.starts_with("{\"games\": 6, "));
    }

    #[test]
    fn sim_sgs_arena_rejects_bad_arguments() {
        let bad = |v: &[&str]| runner::run_args::<SgsArena>(v).is_err();
        assert!(bad(&["--party", "5"]));
        assert!(bad(&["--foes", "4"]));
        assert!(bad(&["--a", "genius"]));
    }

    #[test]
    fn sim_sgs_odds_prints_both_tables_and_a_json_line() {
        let mut out = Vec::new();
        odds(&[], &mut out, &mut Vec::new()).unwrap();
        let s = String::from_utf8(out).unwrap();
        assert!(s.contains("pool 8:") && s.contains("static_success") && s.contains("opposed_win"));
        let last = s.lines().last().unwrap();
        assert_eq!(
            keys(last),
            ["static_success", "opposed_win", "opposed_win_without_bonus"]
        );
        // 2 dice against 2: 38.6 % as played, 36.8 % without bonus dice.
        assert!(s.contains(" 38.6% ("), "{s}");
        assert!(s.contains(" 36.8% ("), "{s}");
        assert!(
            last.contains("[[0, 0, 0, 0, 0, 0], [0.5, 0.08333333333333333, 0, "),
            "one die makes difficulty 1 half the time: {last}"
        );
    }
}

/// `tabletop-sim sgs`: whole adventures with computer heroes.
///
/// `--games N` (1000) `--seed S` (1) `--party 1..4` (3) `--policy L`
/// (normal: the heroes' level; the creatures play Normal) `--heroes
/// ready|random` (ready) `--house-rules none|all|last-breath` (house rules,
/// default none: the paper's rules; `--house last-breath`, the older
/// spelling, is still read). JSON keys: `games`, `completed`,
/// `party_knocked_out` (adventures with a fight lost), `mean_scenes`,
/// `mean_fights`, `mean_xp`, `mean_wounds` (wounds taken), `deaths` (heroes
/// dead, in all).
pub struct SgsQuest;

/// The adventure run's options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuestOptions {
    /// Heroes.
    pub party: u8,
    /// The heroes' level.
    pub policy: Level,
    /// Random heroes by the paper's rules.
    pub random: bool,
    /// House rule "last breath".
    pub last_breath: bool,
}

/// Adventure totals.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct QuestSummary {
    games: u64,
    completed: u64,
    knocked_out: u64,
    scenes: u64,
    fights: u64,
    xp: u64,
    wounds: u64,
    deaths: u64,
}

/// Plays one adventure.
pub fn quest(seed: u64, o: &QuestOptions) -> Result<Quest, String> {
    let mut rngs = [
        AiRng::new(seed.wrapping_mul(31).wrapping_add(1)),
        AiRng::new(seed.wrapping_mul(31).wrapping_add(2)),
    ];
    let config = QuestConfig {
        seed,
        party: o.party,
        random: o.random,
        last_breath: o.last_breath,
    };
    let played = play::play::<Quest>(config, |g, turn| match turn {
        Turn::Seat(s) => {
            let level = if s == 0 { o.policy } else { Level::Normal };
            let rng = &mut rngs[usize::from(s) % 2];
            play::think::<Quest, QThinker>(g, level, rng.next_seed())
        }
        Turn::Auto => first_action(g),
        Turn::Over => Err("asked to act after the end".into()),
    })?;
    Ok(played.game)
}

impl Sim for SgsQuest {
    const NAME: &'static str = "sgs";
    const FLAGS: &'static [&'static str] = &["party", "policy", "heroes", "house", "house-rules"];
    const DEFAULT_GAMES: u64 = 1000;
    type Options = QuestOptions;
    type Record = (bool, QuestStats, u8);
    type Summary = QuestSummary;

    fn options(args: &Args) -> Result<QuestOptions, String> {
        let party = args.num("party", 3)?;
        if !(1..=4).contains(&party) {
            return Err(format!("--party must be 1 to 4, got {party}"));
        }
        let random = match args.text("heroes").unwrap_or("ready") {
            "ready" => false,
            "random" => true,
            h => return Err(format!("--heroes must be ready or random, got {h:?}")),
        };
        let last_breath = match (args.text("house"), args.text("house-rules")) {
            (None, None | Some("none")) => false,
            (Some("last-breath"), None) | (None, Some("last-breath" | "all")) => true,
            (Some(h), None) => return Err(format!("--house must be last-breath, got {h:?}")),
            (None, Some(h)) => {
                return Err(format!(
                    "--house-rules must be none, all or last-breath, got {h:?}"
                ));
            }
            (Some(_), Some(_)) => return Err("give --house-rules or --house, not both".into()),
        };
        Ok(QuestOptions {
            party: party as u8,
            policy: args.level("policy", Level::Normal)?,
            random,
            last_breath,
        })
    }

    fn game_seed(run_seed: u64, index: u64) -> u64 {
        run_seed.wrapping_mul(1_000_003).wrapping_add(index)
    }

    fn play(o: &QuestOptions, game: GameNo) -> Result<(bool, QuestStats, u8), String> {
        let q = quest(game.seed, o)?;
        let out = tabletop_core::contract::Rules::outcome(&q).ok_or("no outcome")?;
        Ok((out.completed, q.stats(), out.xp))
    }

    fn add(s: &mut QuestSummary, (completed, st, xp): (bool, QuestStats, u8)) {
        s.games += 1;
        s.completed += u64::from(completed);
        s.knocked_out += u64::from(st.lost > 0);
        s.scenes += u64::from(st.scenes);
        s.fights += u64::from(st.fights);
        s.xp += u64::from(xp);
        s.wounds += u64::from(st.wounds);
        s.deaths += u64::from(st.deaths);
    }

    fn json(s: &QuestSummary) -> String {
        let n = s.games.max(1) as f64;
        format!(
            "{{\"games\": {}, \"completed\": {}, \"party_knocked_out\": {}, \"mean_scenes\": {:.4}, \"mean_fights\": {:.4}, \"mean_xp\": {:.4}, \"mean_wounds\": {:.4}, \"deaths\": {}}}",
            s.games,
            s.completed,
            s.knocked_out,
            s.scenes as f64 / n,
            s.fights as f64 / n,
            s.xp as f64 / n,
            s.wounds as f64 / n,
            s.deaths
        )
    }
}

#[cfg(test)]
mod quest_tests {
    use super::*;
    use crate::runner;

    #[test]
    fn sim_sgs_json_has_exactly_the_documented_keys_and_is_deterministic() {
        let v = [
            "--games", "5", "--seed", "2", "--party", "2", "--heroes", "random",
        ];
        let a = runner::run_args::<SgsQuest>(&v).unwrap();
        assert_eq!(a, runner::run_args::<SgsQuest>(&v).unwrap());
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
                "completed",
                "party_knocked_out",
                "mean_scenes",
                "mean_fights",
                "mean_xp",
                "mean_wounds",
                "deaths"
            ]
        );
        assert!(runner::run_args::<SgsQuest>(&["--party", "0"]).is_err());
        assert!(runner::run_args::<SgsQuest>(&["--heroes", "odd"]).is_err());
        assert!(runner::run_args::<SgsQuest>(&["--house", "kind"]).is_err());
        assert!(runner::run_args::<SgsQuest>(&["--house-rules", "kind"]).is_err());
        let opts = |v: &[&str]| {
            SgsQuest::options(
                &Args::parse(
                    &v.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
                    SgsQuest::FLAGS,
                )
                .unwrap(),
            )
        };
        assert!(!opts(&[]).unwrap().last_breath);
        assert!(!opts(&["--house-rules", "none"]).unwrap().last_breath);
        assert!(opts(&["--house-rules", "all"]).unwrap().last_breath);
        assert!(opts(&["--house-rules", "last-breath"]).unwrap().last_breath);
        assert!(opts(&["--house", "last-breath"]).unwrap().last_breath);
    }
}

/// The one action of an automatic step.
fn first_action(q: &Quest) -> Result<tabletop_core::sgs::quest::QAction, String> {
    q.legal_list()
        .first()
        .copied()
        .ok_or_else(|| "no automatic step".into())
}
