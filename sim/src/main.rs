//! Host simulator: plays whole games of the cartridge's rule sets with no GBA and
//! prints a JSON summary as its last line.
//!
//! Usage: `tabletop-sim <game> [options]`, e.g.
//! `tabletop-sim sitters --games 1000 --seed 1 --goodies normal --baddies hard`.

mod args;
mod sandford;
mod sitters;

fn main() {
    let mut argv = std::env::args().skip(1);
    let game = argv.next().unwrap_or_default();
    let rest: Vec<String> = argv.collect();
    let result = match game.as_str() {
        "sitters" => sitters::run(&rest),
        "sandford" => sandford::run(&rest),
        _ => Err(format!(
            "unknown game {game:?}; usage: tabletop-sim sitters|sandford [options]"
        )),
    };
    if let Err(message) = result {
        eprintln!("tabletop-sim: {message}");
        std::process::exit(2);
    }
}
