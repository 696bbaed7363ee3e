//! The one simulator runner every game shares.
//!
//! It reads `--games N --seed S` (and the game's own flags, through
//! [`Args`]), plays game `i` of the run with the seed [`Sim::game_seed`]
//! derives from `S` and `i`, folds each game's record into the game's summary,
//! reports progress on stderr for long runs (every 10% when `N` is at least
//! [`PROGRESS_FROM`]), and prints the summary's JSON object as the last line of
//! stdout. Nothing but the game's own heading line and the JSON goes to stdout,
//! so `tail -n 1` of a run is always the JSON.
//!
//! A game plugs in by implementing [`Sim`].

use std::io::Write;

use crate::args::Args;

/// Runs with at least this many games report progress on stderr.
pub const PROGRESS_FROM: u64 = 1000;

/// Most games one run may play.
pub const MAX_GAMES: u64 = 10_000_000;

/// What the runner owns: how many games, from which seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Run {
    /// Games to play (`--games`).
    pub games: u64,
    /// The run's seed (`--seed`); each game's seed is derived from it.
    pub seed: u64,
}

/// One game of a run: its index and its own seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameNo {
    /// 0 for the first game of the run.
    pub index: u64,
    /// [`Sim::game_seed`] of the run's seed and `index`.
    pub seed: u64,
}

/// A game the runner can simulate: its flags, one game, and its summary.
pub trait Sim {
    /// The subcommand (`tabletop-sim <NAME> ...`), also used in progress lines.
    const NAME: &'static str;
    /// The game's own flags, without the leading `--` (the runner adds `games`
    /// and `seed`).
    const FLAGS: &'static [&'static str];
    /// `--games` when it is not given.
    const DEFAULT_GAMES: u64;

    /// The game's own options, read from its flags.
    type Options;
    /// What one game leaves behind for the summary.
    type Record;
    /// Totals over the run.
    type Summary: Default;

    /// Reads the game's own flags (defaults for those not given).
    fn options(args: &Args) -> Result<Self::Options, String>;
    /// The seed of game `index` of a run with seed `run_seed`.
    fn game_seed(run_seed: u64, index: u64) -> u64;
    /// Plays one game to the end.
    fn play(options: &Self::Options, game: GameNo) -> Result<Self::Record, String>;
    /// A line for stderr about one finished game (`None`: nothing to say).
    fn note(_options: &Self::Options, _game: GameNo, _record: &Self::Record) -> Option<String> {
        None
    }
    /// Adds one game's record to the totals.
    fn add(summary: &mut Self::Summary, record: Self::Record);
    /// A line for stdout before the JSON, saying what was played (`None`: no
    /// such line).
    fn heading(_options: &Self::Options, _run: Run, _summary: &Self::Summary) -> Option<String> {
        None
    }
    /// The summary as one line of JSON, with the game's own keys.
    fn json(summary: &Self::Summary) -> String;
}

/// Reads `--games` and `--seed` (the game's defaults when not given).
pub fn run_of<S: Sim>(args: &Args) -> Result<Run, String> {
    let games = args.num("games", S::DEFAULT_GAMES)?;
    if !(1..=MAX_GAMES).contains(&games) {
        return Err(format!("--games must be 1 to {MAX_GAMES}, got {games}"));
    }
    let seed = args.num("seed", 1)?;
    Ok(Run { games, seed })
}

/// Plays every game of `run` and totals them; progress and notes go to `err`.
pub fn simulate<S: Sim>(
    run: Run,
    options: &S::Options,
    err: &mut dyn Write,
) -> Result<S::Summary, String> {
    let mut summary = S::Summary::default();
    let mut progress = Progress::new(S::NAME, run.games);
    for index in 0..run.games {
        let game = GameNo {
            index,
            seed: S::game_seed(run.seed, index),
        };
        let record = S::play(options, game)
            .map_err(|e| format!("game {index} (seed {}): {e}", game.seed))?;
        if let Some(line) = S::note(options, game, &record) {
            let _ = writeln!(err, "{line}");
        }
        S::add(&mut summary, record);
        progress.done(index + 1, err);
    }
    Ok(summary)
}

/// The whole subcommand: flags, games, then the heading (if any) and the JSON
/// summary as the last line on `out`; progress on `err`.
pub fn run<S: Sim>(
    argv: &[String],
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), String> {
    let mut known = vec!["games", "seed"];
    known.extend_from_slice(S::FLAGS);
    let args = Args::parse(argv, &known)?;
    let run = run_of::<S>(&args)?;
    let options = S::options(&args)?;
    let summary = simulate::<S>(run, &options, err)?;
    let heading = S::heading(&options, run, &summary);
    let json = S::json(&summary);
    let write = |out: &mut dyn Write| -> std::io::Result<()> {
        if let Some(heading) = heading {
            writeln!(out, "{heading}")?;
        }
        writeln!(out, "{json}")?;
        out.flush()
    };
    write(out).map_err(|e| format!("cannot write the summary: {e}"))
}

/// Progress lines for long runs: one each time another tenth of the games is
/// done.
struct Progress {
    name: &'static str,
    games: u64,
    tenths: u64,
}

impl Progress {
    fn new(name: &'static str, games: u64) -> Progress {
        Progress {
            name,
            games,
            tenths: 0,
        }
    }

    /// `done` games are finished.
    fn done(&mut self, done: u64, err: &mut dyn Write) {
        if self.games < PROGRESS_FROM {
            return;
        }
        let tenths = done * 10 / self.games;
        if tenths > self.tenths {
            self.tenths = tenths;
            let _ = writeln!(
                err,
                "{}: {done} of {} games ({}%)",
                self.name,
                self.games,
                tenths * 10
            );
        }
    }
}

/// Runs `S` on these arguments and returns what it printed (the games'
/// tests call it).
#[cfg(test)]
pub fn run_args<S: Sim>(v: &[&str]) -> Result<String, String> {
    let argv: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    let mut out = Vec::new();
    run::<S>(&argv, &mut out, &mut Vec::new())?;
    Ok(String::from_utf8(out).unwrap())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A pretend game: each game records its index and seed.
    struct Echo;

    impl Sim for Echo {
        const NAME: &'static str = "echo";
        const FLAGS: &'static [&'static str] = &["shout"];
        const DEFAULT_GAMES: u64 = 3;
        type Options = bool;
        type Record = GameNo;
        type Summary = Vec<GameNo>;

        fn options(args: &Args) -> Result<bool, String> {
            Ok(args.num("shout", 0)? == 1)
        }
        fn game_seed(run_seed: u64, index: u64) -> u64 {
            run_seed * 10_000 + index
        }
        fn play(_: &bool, game: GameNo) -> Result<GameNo, String> {
            if game.seed == 60_066 {
                return Err("unlucky".into());
            }
            Ok(game)
        }
        fn note(shout: &bool, game: GameNo, _: &GameNo) -> Option<String> {
            shout.then(|| format!("GAME {}", game.index))
        }
        fn add(summary: &mut Vec<GameNo>, record: GameNo) {
            summary.push(record);
        }
        fn heading(_: &bool, run: Run, summary: &Vec<GameNo>) -> Option<String> {
            Some(format!("echo: {} of {} games", summary.len(), run.games))
        }
        fn json(summary: &Vec<GameNo>) -> String {
            format!("{{\"games\": {}}}", summary.len())
        }
    }

    fn argv(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    /// Runs `Echo` with `args`; returns (result, stdout, stderr).
    fn echo(args: &[&str]) -> (Result<(), String>, String, String) {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let r = run::<Echo>(&argv(args), &mut out, &mut err);
        (
            r,
            String::from_utf8(out).unwrap(),
            String::from_utf8(err).unwrap(),
        )
    }

    #[test]
    fn sim_runner_gives_game_i_the_seed_derived_from_the_run_seed() {
        let run = Run { games: 5, seed: 7 };
        let games = simulate::<Echo>(run, &false, &mut Vec::new()).unwrap();
        let want: Vec<GameNo> = (0..5)
            .map(|index| GameNo {
                index,
                seed: 70_000 + index,
            })
            .collect();
        assert_eq!(games, want);
        // The defaults: the game's own number of games, seed 1.
        let args = Args::parse(&[], &["games", "seed"]).unwrap();
        assert_eq!(run_of::<Echo>(&args).unwrap(), Run { games: 3, seed: 1 });
    }

    #[test]
    fn sim_runner_prints_the_json_last_and_progress_only_on_stderr() {
        let (r, out, err) = echo(&["--games", "2000", "--seed", "3"]);
        r.unwrap();
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines, ["echo: 2000 of 2000 games", "{\"games\": 2000}"]);
        assert!(out.ends_with("}\n"));
        // Ten progress lines, each tenth once, the last at 100%.
        let progress: Vec<&str> = err.lines().collect();
        assert_eq!(progress.len(), 10, "{err}");
        assert_eq!(progress[0], "echo: 200 of 2000 games (10%)");
        assert_eq!(progress[9], "echo: 2000 of 2000 games (100%)");
        // Short runs are quiet; notes go to stderr too.
        let (r, out, err) = echo(&["--games", "999", "--shout", "1"]);
        r.unwrap();
        assert_eq!(out.lines().last(), Some("{\"games\": 999}"));
        assert_eq!(err.lines().count(), 999);
        assert!(err.lines().all(|l| l.starts_with("GAME ")));
        assert!(!out.contains("GAME") && !out.contains('%'));
    }

    #[test]
    fn sim_runner_refuses_bad_runs_and_names_the_failing_game() {
        for bad in [
            &["--games", "0"][..],
            &["--games", "10000001"],
            &["--games", "many"],
            &["--seed", "-1"],
            &["--seed"],
            &["--colour", "red"],
            &["games", "3"],
        ] {
            let (r, out, _) = echo(bad);
            assert!(r.is_err(), "{bad:?}");
            assert!(out.is_empty(), "{bad:?}: nothing on stdout");
        }
        // Run seed 6 makes game 66's seed 60066, which fails.
        let (r, out, _) = echo(&["--games", "100", "--seed", "6"]);
        assert_eq!(r.unwrap_err(), "game 66 (seed 60066): unlucky");
        assert!(out.is_empty());
    }
}
