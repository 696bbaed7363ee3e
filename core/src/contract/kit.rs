//! The generic test kit: the promises of [`Rules`] and [`Think`], checked the
//! same way for every game. Each game's tests call these with its own configs.

extern crate std;

use std::format;
use std::string::String;
use std::vec::Vec;

use super::{Dice, EventLog, Level, Loggable, Rules, Sink, Think, Turn, Typed, well_formed};

/// Big enough to see an overflow of any game's `MAX_EVENTS`.
const SEEN_EVENTS: usize = 4096;

/// Collects actions into a `std` vector (the kit runs on the host).
struct List<A>(Vec<A>);

impl<A> Sink<A> for List<A> {
    fn put(&mut self, a: A) {
        self.0.push(a);
    }
}

/// The typed log record of `x` is well formed (`contract::log`).
fn typed<T: Loggable + core::fmt::Debug>(x: &T) {
    let line = format!("{}", Typed(x));
    assert!(
        well_formed(&line),
        "{x:?} logs as {line:?}, not a typed record"
    );
}

/// Every legal action now.
pub(crate) fn legal<G: Rules>(g: &G) -> Vec<G::Action> {
    let mut l = List(Vec::new());
    g.legal_actions(&mut l);
    assert!(
        l.0.len() <= G::MAX_ACTIONS,
        "{} actions > MAX_ACTIONS",
        l.0.len()
    );
    l.0
}

/// A whole game of uniformly random legal actions from `config`, returning the
/// positions it passed through (every `every`-th, the last included) with the
/// action taken there, and the number of actions.
pub(crate) fn random_game<G: Rules + core::fmt::Debug>(
    config: G::Config,
    rng_seed: u64,
    every: usize,
) -> (Vec<(G, G::Action)>, u32) {
    let mut g = G::new(config);
    let mut rng = Dice::new(rng_seed);
    let mut seen = Vec::new();
    let mut n = 0u32;
    while g.turn() != Turn::Over {
        let acts = legal(&g);
        assert!(!acts.is_empty(), "no legal action but not over: {g:?}");
        let a = acts[rng.below(acts.len() as u32) as usize];
        if (n as usize).is_multiple_of(every) {
            seen.push((g.clone(), a));
        }
        let mut log: EventLog<G::Event, SEEN_EVENTS> = EventLog::new();
        g.try_apply(a, &mut log)
            .unwrap_or_else(|e| panic!("listed action {a:?} refused: {e}"));
        assert!(
            log.len() <= G::MAX_EVENTS && log.lost() == 0,
            "{a:?} emitted {} events, MAX_EVENTS is {}",
            log.len() + log.lost() as usize,
            G::MAX_EVENTS
        );
        typed(&a);
        log.iter().for_each(typed);
        n += 1;
        assert!(n <= G::MAX_GAME_ACTIONS, "game not over after {n} actions");
    }
    assert!(g.outcome().is_some(), "over without an outcome");
    g.outcome().iter().for_each(typed);
    assert!(legal(&g).is_empty(), "actions listed after the end");
    (seen, n)
}

/// Random games end within `MAX_GAME_ACTIONS`, every action's events fit
/// `MAX_EVENTS`, the outcome is there exactly when the game is over, and the
/// same config with the same actions plays the same game. Returns the most
/// actions a game took.
pub(crate) fn games_end_and_replay<G: Rules + core::fmt::Debug>(
    configs: impl Iterator<Item = G::Config>,
) -> u32 {
    let mut longest = 0;
    for (i, config) in configs.enumerate() {
        let (seen, n) = random_game::<G>(config.clone(), i as u64 + 1, 1);
        longest = longest.max(n);
        // Replay: the same config and actions give the same positions.
        let mut g = G::new(config);
        for (before, a) in &seen {
            assert_eq!(format!("{g:?}"), format!("{before:?}"), "replay diverged");
            assert_eq!(g.outcome(), None);
            g.try_apply(*a, &mut 0usize).unwrap();
        }
        assert!(g.outcome().is_some());
    }
    longest
}

/// Every listed action is accepted; an action that is not listed (taken from
/// other positions' lists) is refused with a sentence and changes nothing, and
/// (with `listed_is_complete`) anything accepted was listed.
pub(crate) fn listed_accepted_unlisted_refused<G: Rules + core::fmt::Debug>(
    configs: impl Iterator<Item = G::Config>,
    every: usize,
    listed_is_complete: bool,
) -> (u32, u32) {
    let mut pool: Vec<G::Action> = Vec::new();
    let (mut accepted, mut refused) = (0u32, 0u32);
    for (i, config) in configs.enumerate() {
        let (seen, _) = random_game::<G>(config, 1000 + i as u64, every);
        for (g, _) in &seen {
            let acts = legal(g);
            let before = format!("{g:?}");
            for &a in &acts {
                let mut h = g.clone();
                h.try_apply(a, &mut 0usize)
                    .unwrap_or_else(|e| panic!("listed {a:?} refused: {e}"));
                accepted += 1;
            }
            for &a in pool.iter().filter(|a| !acts.contains(a)) {
                let mut h = g.clone();
                match h.try_apply(a, &mut 0usize) {
                    Ok(()) => assert!(!listed_is_complete, "{a:?} accepted but not listed"),
                    Err(e) => {
                        refused += 1;
                        assert_eq!(format!("{h:?}"), before, "refused {a:?} changed the game");
                        readable(&format!("{e}"));
                    }
                }
            }
            for a in acts {
                if !pool.contains(&a) && pool.len() < 400 {
                    pool.push(a);
                }
            }
        }
    }
    (accepted, refused)
}

/// A refusal a child can read: a short sentence starting with a capital.
pub(crate) fn readable(s: &str) {
    let first = s.chars().next().unwrap_or(' ');
    assert!(
        first.is_ascii_uppercase(),
        "refusal {s:?} does not start a sentence"
    );
    assert!(s.len() <= 60, "refusal {s:?} is too long for the screen");
    assert!(s.is_ascii(), "refusal {s:?} has letters the font lacks");
}

/// The decision of `T` at `level` for `g` with slices of `budget`.
fn decide<G: Rules, T: Think<G>>(g: &G, level: Level, seed: u64, budget: u32) -> G::Action {
    let mut t = T::start(g, level, seed);
    for _ in 0..10_000_000 {
        if let Some(a) = t.step(g, budget) {
            return a;
        }
    }
    panic!("no decision at {level:?}");
}

/// Slicing never changes a decision: slices of 1, 37 and everything at once
/// decide the same, at every level, on positions from random games; and the
/// decision is legal.
pub(crate) fn slicing_never_changes_a_decision<G, T>(
    configs: impl Iterator<Item = G::Config>,
    every: usize,
    levels: &[Level],
) -> u32
where
    G: Rules + core::fmt::Debug,
    T: Think<G>,
{
    let mut checked = 0;
    for (i, config) in configs.enumerate() {
        let (seen, _) = random_game::<G>(config, 2000 + i as u64, every);
        for (j, (g, _)) in seen.iter().enumerate() {
            let level = levels[j % levels.len()];
            let seed = (i * 1000 + j) as u64;
            let whole = decide::<G, T>(g, level, seed, u32::MAX);
            let acts = legal(g);
            assert!(acts.contains(&whole), "{level:?} chose unlisted {whole:?}");
            for budget in [1, 37] {
                let sliced = decide::<G, T>(g, level, seed, budget);
                assert_eq!(
                    sliced, whole,
                    "{level:?} slices of {budget} decided otherwise"
                );
            }
            checked += 1;
        }
    }
    checked
}

/// `Display` then `FromStr` then `Display` gives back the same text, for
/// positions of random games (the text is the position: dice and the AI's
/// state are not part of it).
pub(crate) fn notation_round_trips<G>(configs: impl Iterator<Item = G::Config>, every: usize)
where
    G: Rules + core::fmt::Debug + core::fmt::Display + core::str::FromStr,
    <G as core::str::FromStr>::Err: core::fmt::Debug,
{
    for (i, config) in configs.enumerate() {
        let (seen, _) = random_game::<G>(config, 3000 + i as u64, every);
        for (g, _) in seen {
            let text: String = format!("{g}");
            let back: G = text
                .parse()
                .unwrap_or_else(|e| panic!("{e:?} reading\n{text}"));
            assert_eq!(format!("{back}"), text, "round trip");
        }
    }
}
