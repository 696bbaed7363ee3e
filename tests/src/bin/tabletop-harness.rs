//! `tabletop-harness`: command-line front end of the mGBA harness.
//!
//! ```text
//! tabletop-harness run-tests <rom-or-elf> [--max-frames N]   in-ROM agb tests
//! tabletop-harness bench <rom> [--max-frames N]              benchmark ROM
//! tabletop-harness shot <rom> --frames N [--keys a,start] [--settle N] --out file.png
//! tabletop-harness run <rom> --frames N [--all]              print the log
//! tabletop-harness soak <rom> [--frames N] [--seeds K] [--seed S] [--game NAME] [--jobs J]
//! ```
//!
//! `run-tests` also works as cargo's runner for `cargo test --target
//! thumbv4t-none-eabi` (cargo passes the test ELF, then any extra arguments, which
//! are ignored).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use tabletop_emu::{Emu, Key, LogLevel, TestEvent, run_rom_tests_with};

use tabletop_emu::soak;

/// Default frame limit of `run-tests` and `bench` (10 minutes of GBA time).
const DEFAULT_MAX_FRAMES: u32 = 36_000;

const USAGE: &str = "\
usage:
  tabletop-harness run-tests <rom-or-elf> [--max-frames N]
      Runs agb's in-ROM tests; prints each result and `N passed, N failed`.
      Exit 1 on a failure, panic or timeout. Default limit: $TABLETOP_MAX_FRAMES or 36000.
  tabletop-harness bench <rom> [--max-frames N]
      Runs until the ROM logs `bench-done`; echoes its `bench ...` / `frame ...` / `decide ...` / `info ...` lines.
  tabletop-harness shot <rom> --frames N [--keys a,start,...] [--settle N] --out file.png
      Boots N frames, taps the keys in order, runs --settle frames (default 30), saves a PNG.
  tabletop-harness run <rom> --frames N [--all]
      Runs N frames and prints the ROM's log (--all: every mGBA log line).
  tabletop-harness pictures --check|--update
      README's docs/screenshots/ pictures against the end-to-end tests' tests/out/
      screenshots of the same names: --check fails naming each stale or untaken
      one; --update copies the screenshots over the stale ones.
  tabletop-harness soak <rom> [--frames N] [--seeds K] [--seed S] [--game NAME] [--jobs J]
      Drives every ready game (or those whose name contains NAME) with seeded random
      button presses, N frames per game and seed (default 250000) for seeds 1..K
      (default 4) or just seed S, J runs at once (default: the CPU count). Fails on a
      panic, a frame that never finishes, or a screen that stops changing while the
      keys change; prints one line per run and `N passed, N failed`.";

/// Parsed command-line options shared by the subcommands.
#[derive(Default)]
struct Opts {
    rom: Option<PathBuf>,
    max_frames: Option<u32>,
    frames: Option<u32>,
    settle: Option<u32>,
    keys: Vec<Key>,
    out: Option<PathBuf>,
    all: bool,
    seeds: Option<u32>,
    seed: Option<u32>,
    game: Option<String>,
    jobs: Option<u32>,
    ignored: Vec<String>,
}

fn parse_u32(flag: &str, v: Option<String>) -> Result<u32, String> {
    let v = v.ok_or_else(|| format!("{flag} needs a value"))?;
    v.parse()
        .map_err(|_| format!("{flag}: {v:?} is not a number"))
}

fn parse_opts(args: impl Iterator<Item = String>, strict: bool) -> Result<Opts, String> {
    let mut o = Opts::default();
    let mut args = args.peekable();
    while let Some(a) = args.next() {
        match a.as_str() {
            "--max-frames" => o.max_frames = Some(parse_u32(&a, args.next())?),
            "--frames" => o.frames = Some(parse_u32(&a, args.next())?),
            "--settle" => o.settle = Some(parse_u32(&a, args.next())?),
            "--keys" => {
                let v = args.next().ok_or("--keys needs a value")?;
                o.keys = Key::parse_list(&v)?;
            }
            "--out" => o.out = Some(args.next().ok_or("--out needs a value")?.into()),
            "--all" => o.all = true,
            "--seeds" => o.seeds = Some(parse_u32(&a, args.next())?),
            "--seed" => o.seed = Some(parse_u32(&a, args.next())?),
            "--game" => o.game = Some(args.next().ok_or("--game needs a value")?),
            "--jobs" => o.jobs = Some(parse_u32(&a, args.next())?),
            _ if o.rom.is_none() && !a.starts_with('-') => o.rom = Some(a.into()),
            _ if strict => return Err(format!("unexpected argument {a:?}")),
            _ => o.ignored.push(a),
        }
    }
    Ok(o)
}

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let Some(cmd) = args.next() else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    if cmd == "pictures" {
        return pictures(args.next().as_deref());
    }
    let strict = cmd != "run-tests";
    let opts = match parse_opts(args, strict) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("error: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let Some(rom) = opts.rom.clone() else {
        eprintln!("error: no ROM given\n{USAGE}");
        return ExitCode::from(2);
    };
    let result = match cmd.as_str() {
        "run-tests" => run_tests(&rom, &opts),
        "bench" => bench(&rom, &opts),
        "shot" => shot(&rom, &opts),
        "run" => run(&rom, &opts),
        "soak" => soak_cmd(&rom, &opts),
        "-h" | "--help" | "help" => {
            println!("{USAGE}");
            Ok(true)
        }
        other => Err(format!("unknown subcommand {other:?}\n{USAGE}")),
    };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `pictures --check`: README's pictures against the end-to-end tests'
/// screenshots (fails naming each stale or untaken one); `--update` copies
/// the screenshots over the stale ones.
fn pictures(mode: Option<&str>) -> ExitCode {
    use tabletop_emu::pictures::{check, readme_pictures, update};
    let root = tabletop_emu::workspace_dir();
    let readme = match std::fs::read_to_string(root.join("README.md")) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: README.md: {e}");
            return ExitCode::FAILURE;
        }
    };
    let names = readme_pictures(&readme);
    let (docs, out) = (root.join("docs/screenshots"), tabletop_emu::out_dir());
    match mode {
        Some("--check") => {
            let faults = check(&names, &docs, &out);
            for f in &faults {
                eprintln!("pictures: {f}");
            }
            if faults.is_empty() {
                println!(
                    "pictures: README's {} pictures are the cartridge's",
                    names.len()
                );
                ExitCode::SUCCESS
            } else {
                eprintln!(
                    "pictures: {} of {} stale or untaken: `make pictures` copies the tests' screenshots over them",
                    faults.len(),
                    names.len()
                );
                ExitCode::FAILURE
            }
        }
        Some("--update") => match update(&names, &docs, &out) {
            Ok(copied) => {
                for n in &copied {
                    println!("pictures: updated {n}");
                }
                println!("pictures: {} of {} updated", copied.len(), names.len());
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("error: {e}");
                ExitCode::FAILURE
            }
        },
        _ => {
            eprintln!("{USAGE}");
            ExitCode::from(2)
        }
    }
}

fn max_frames(opts: &Opts) -> u32 {
    opts.max_frames
        .or_else(|| {
            std::env::var("TABLETOP_MAX_FRAMES")
                .ok()
                .and_then(|v| v.parse().ok())
        })
        .unwrap_or(DEFAULT_MAX_FRAMES)
}

/// Share of one frame (280,896 cycles) a cycle count takes, in percent.
fn frame_percent(cycles: u64) -> f64 {
    cycles as f64 * 100.0 / 280_896.0
}

fn run_tests(rom: &Path, opts: &Opts) -> Result<bool, String> {
    if !opts.ignored.is_empty() {
        eprintln!("note: ignoring arguments {:?}", opts.ignored);
    }
    let limit = max_frames(opts);
    let mut out = std::io::stdout();
    // `test <name> ... ` is printed when a test starts and completed by its result;
    // if the test prints something in between, the name is repeated with the result.
    let mut open: Option<String> = None;
    let run = run_rom_tests_with(rom, limit, |ev| {
        let finish = |result: &str, open: &mut Option<String>, name: &str| match open.take() {
            Some(_) => println!("{result}"),
            None => println!("test {name} ... {result}"),
        };
        match ev {
            TestEvent::Running(n) => println!("running {n} in-ROM tests ({})", rom.display()),
            TestEvent::Started(name) => {
                print!("test {name} ... ");
                open = Some(name.clone());
            }
            TestEvent::Passed(t) => {
                let result = match t.cycles {
                    Some(c) => format!("ok ({c} cycles, {:.1}% of a frame)", frame_percent(c)),
                    None => "ok".to_string(),
                };
                finish(&result, &mut open, &t.name);
            }
            TestEvent::Failed(t) => {
                finish("FAILED", &mut open, &t.name);
                for line in t.message.lines() {
                    println!("    {line}");
                }
            }
            TestEvent::Output(text) => {
                if open.take().is_some() {
                    println!();
                }
                println!("    | {text}");
            }
            TestEvent::Finished => {}
        }
        let _ = out.flush();
    });
    if open.is_some() {
        println!();
    }
    let report = &run.report;
    let mut failed = report.failed.len();
    if let Some(e) = &run.error {
        eprintln!("error: {e}");
        failed += 1;
    }
    if report.not_run() > 0 {
        println!(
            "{} tests not run (agb's runner stops at the first failure)",
            report.not_run()
        );
    }
    println!("{} passed, {failed} failed", report.passed.len());
    Ok(run.error.is_none() && report.success())
}

fn bench(rom: &Path, opts: &Opts) -> Result<bool, String> {
    let limit = max_frames(opts);
    let mut emu = Emu::load(rom)?;
    let mut out = std::io::stdout();
    loop {
        let mut done = false;
        for line in emu.take_log() {
            if !line.is_from_rom() {
                continue;
            }
            if line.text.starts_with("bench ")
                || line.text.starts_with("frame ")
                || line.text.starts_with("decide ")
                || line.text.starts_with("info ")
            {
                println!("{}", line.text);
            }
            if line.text.trim() == "bench-done" {
                done = true;
            }
        }
        let _ = out.flush();
        if done {
            return Ok(true);
        }
        if emu.frame_count() >= u64::from(limit) {
            return Err(format!(
                "benchmark did not log `bench-done` within {limit} frames\nlast log lines:\n{}",
                emu.log_tail(20)
            ));
        }
        emu.step_frame();
        if emu.panicked().is_some() {
            let p = emu
                .finish_panic(tabletop_emu::emu::PANIC_GRACE_FRAMES)
                .unwrap_or_default();
            for line in emu.log().iter().filter(|l| l.is_from_rom()) {
                if line.text.starts_with("bench ")
                    || line.text.starts_with("frame ")
                    || line.text.starts_with("decide ")
                    || line.text.starts_with("info ")
                {
                    println!("{}", line.text);
                }
            }
            return Err(format!(
                "benchmark ROM panicked by frame {}: {p}\nlast log lines:\n{}",
                emu.frame_count(),
                emu.log_tail(20)
            ));
        }
    }
}

fn shot(rom: &Path, opts: &Opts) -> Result<bool, String> {
    let frames = opts.frames.ok_or("shot needs --frames N")?;
    let out = opts.out.clone().ok_or("shot needs --out file.png")?;
    let mut emu = Emu::load(rom)?;
    emu.run_frames(frames);
    for &k in &opts.keys {
        emu.tap(k);
    }
    emu.run_frames(opts.settle.unwrap_or(30));
    emu.save_png(&out)?;
    println!("saved {} after {} frames", out.display(), emu.frame_count());
    if let Some(p) = emu.finish_panic(tabletop_emu::emu::PANIC_GRACE_FRAMES) {
        eprintln!("ROM panicked: {p}");
        return Ok(false);
    }
    Ok(true)
}

fn run(rom: &Path, opts: &Opts) -> Result<bool, String> {
    let frames = opts.frames.ok_or("run needs --frames N")?;
    let mut emu = Emu::load(rom)?;
    emu.run_frames(frames);
    // A panic's message arrives some frames after it starts: run on until it has.
    let panic = emu.finish_panic(tabletop_emu::emu::PANIC_GRACE_FRAMES);
    for line in emu.log() {
        let interesting = line.is_from_rom()
            || matches!(
                line.level,
                LogLevel::Fatal | LogLevel::Error | LogLevel::Warn | LogLevel::GameError
            );
        if opts.all || interesting {
            println!("{line}");
        }
    }
    println!("-- {} frames, {} cycles", emu.frame_count(), emu.cycles());
    if let Some(p) = panic {
        eprintln!("ROM panicked: {p}");
        return Ok(false);
    }
    Ok(true)
}

fn soak_cmd(rom: &Path, opts: &Opts) -> Result<bool, String> {
    let seeds: Vec<u64> = match opts.seed {
        Some(s) => vec![u64::from(s)],
        None => (1..=opts.seeds.map_or(soak::DEFAULT_SEEDS, u64::from)).collect(),
    };
    let jobs = match opts.jobs {
        Some(j) => j as usize,
        None => std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let cfg = soak::Config {
        rom: rom.to_path_buf(),
        frames: opts.frames.map_or(soak::DEFAULT_FRAMES, u64::from),
        seeds,
        game: opts.game.clone(),
        jobs,
    };
    println!(
        "soak {}: {} frames per game and seed ({:.0} min of GBA time), seeds {:?}, {} at once",
        rom.display(),
        cfg.frames,
        cfg.frames as f64 / soak::GBA_FPS / 60.0,
        cfg.seeds,
        cfg.jobs
    );
    let _ = std::io::stdout().flush();
    let summary = soak::soak(&cfg, |r| {
        println!("{}", r.line());
        if let Some(report) = r.report(rom) {
            println!("{report}");
        }
        let _ = std::io::stdout().flush();
    })?;
    let mut games: Vec<&str> = summary.runs.iter().map(|r| r.game.as_str()).collect();
    games.sort();
    games.dedup();
    for g in games {
        let frames: u64 = summary
            .runs
            .iter()
            .filter(|r| r.game == g)
            .map(|r| r.stats.frames)
            .sum();
        println!("soak {g}: {frames} frames in all");
    }
    let secs = summary.elapsed.as_secs_f64();
    println!(
        "soak: {} frames in {:.1} s of host time ({:.0} frames/s with {} at once)",
        summary.frames(),
        secs,
        summary.frames() as f64 / secs.max(1e-9),
        cfg.jobs
    );
    println!("{} passed, {} failed", summary.passed(), summary.failed());
    Ok(summary.failed() == 0)
}
