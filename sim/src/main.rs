//! Host simulator: plays whole games of the cartridge's rule sets with no GBA and
//! prints a JSON summary as its last line.
//!
//! Usage: `tabletop-sim <game> [options]`, e.g.
//! `tabletop-sim sitters --games 1000 --seed 1 --goodies normal --baddies hard`.
//! Every game runs on the shared runner ([`runner`]): `--games N --seed S`,
//! progress on stderr for long runs, the JSON summary as the last stdout line.

mod args;
mod hero;
mod play;
mod runner;
mod rush;
mod sandford;
mod sgs;
mod sitters;
#[cfg(test)]
mod toy;

use std::io::Write;

/// A subcommand: argv after the game's name, stdout, stderr.
type Command = fn(&[String], &mut dyn Write, &mut dyn Write) -> Result<(), String>;

/// The games the simulator knows, by subcommand name.
const GAMES: [(&str, Command); 7] = [
    ("sitters", runner::run::<sitters::Sitters>),
    ("sandford", runner::run::<sandford::Sandford>),
    ("rush", runner::run::<rush::Rush>),
    ("hero", runner::run::<hero::Hero>),
    ("sgs-odds", sgs::odds),
    ("sgs-arena", runner::run::<sgs::SgsArena>),
    ("sgs", runner::run::<sgs::SgsQuest>),
];

fn main() {
    let mut argv = std::env::args().skip(1);
    let game = argv.next().unwrap_or_default();
    let rest: Vec<String> = argv.collect();
    let names: Vec<&str> = GAMES.iter().map(|(name, _)| *name).collect();
    let result = match GAMES.iter().find(|(name, _)| *name == game) {
        Some((_, command)) => command(&rest, &mut std::io::stdout().lock(), &mut std::io::stderr()),
        None => Err(format!(
            "unknown game {game:?}; usage: tabletop-sim {} [options]",
            names.join("|")
        )),
    };
    if let Err(message) = result {
        eprintln!("tabletop-sim: {message}");
        std::process::exit(2);
    }
}
