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

/// The events of applying `a` to `g`, as text (events need not be `Eq`).
fn apply_logged<G: Rules>(g: &mut G, a: G::Action) -> String {
    let mut log: EventLog<G::Event, SEEN_EVENTS> = EventLog::new();
    g.try_apply(a, &mut log)
        .unwrap_or_else(|e| panic!("listed action {a:?} refused: {e}"));
    format!("{:?}", log.iter().collect::<Vec<_>>())
}

/// Saving and loading changes nothing: at every position of random games the
/// save fits `MAX_SAVE_BYTES`, loads back to the same game (same state, same
/// legal actions, same "where it stood" line), and from every `future_every`-th
/// position the loaded game plays on exactly as the original did (the same
/// actions give the same events, the same dice and the same outcome). Returns
/// the largest save in bytes and the number of positions checked.
pub(crate) fn saves_round_trip<G: super::Saved + core::fmt::Debug>(
    configs: impl Iterator<Item = G::Config>,
    future_every: usize,
) -> (usize, u32) {
    use super::save;
    let mut buf = std::vec![0u8; G::MAX_SAVE_BYTES];
    let (mut largest, mut checked) = (0usize, 0u32);
    for (i, config) in configs.enumerate() {
        let (seen, _) = random_game::<G>(config, 50_000 + i as u64, 1);
        let mut events = Vec::new();
        for (g, a) in &seen {
            events.push(apply_logged(&mut g.clone(), *a));
        }
        for (k, (g, _)) in seen.iter().enumerate() {
            let n = save::encode(g, &mut buf).expect("a save fits MAX_SAVE_BYTES");
            largest = largest.max(n);
            let back: G = save::decode(&buf[..n]).unwrap_or_else(|e| panic!("{e}: {g:?}"));
            assert_eq!(
                format!("{back:?}"),
                format!("{g:?}"),
                "loaded state differs"
            );
            assert_eq!(legal(&back), legal(g), "loaded legal actions differ");
            let (mut s1, mut s2) = (String::new(), String::new());
            g.standing(&mut s1).unwrap();
            back.standing(&mut s2).unwrap();
            assert_eq!(s1, s2);
            assert!(!s1.is_empty() && s1.len() <= 28 && s1.is_ascii(), "{s1:?}");
            checked += 1;
            if k % future_every == 0 {
                let mut h = back;
                for (j, (orig, a)) in seen.iter().enumerate().skip(k) {
                    assert_eq!(format!("{h:?}"), format!("{orig:?}"), "future diverged");
                    assert_eq!(apply_logged(&mut h, *a), events[j], "events diverged");
                }
                assert_eq!(h.turn(), Turn::Over);
                let mut end = seen[seen.len() - 1].0.clone();
                end.try_apply(seen[seen.len() - 1].1, &mut 0usize).unwrap();
                assert_eq!(h.outcome(), end.outcome(), "outcome diverged");
            }
        }
    }
    (largest, checked)
}

/// Plays up to `n` random legal actions from `g` (a loaded game must play
/// on without a panic).
fn play_on<G: Rules>(mut g: G, rng: &mut Dice, n: u32) {
    for _ in 0..n {
        if g.turn() == Turn::Over {
            return;
        }
        let acts = legal(&g);
        if acts.is_empty() {
            return;
        }
        let a = acts[rng.below(acts.len() as u32) as usize];
        let _ = g.try_apply(a, &mut 0usize);
    }
}

/// Damaged saves never load wrongly and never panic: every cut-short save is
/// refused; every single-bit flip of a save either is refused or loads a game
/// that keeps its invariants and plays on; random bytes are refused or play
/// on. Returns how many damaged saves were refused and how many loaded.
pub(crate) fn damaged_saves_are_refused_or_sound<G: super::Saved + core::fmt::Debug>(
    configs: impl Iterator<Item = G::Config>,
    every: usize,
) -> (u32, u32) {
    use super::save;
    let mut buf = std::vec![0u8; G::MAX_SAVE_BYTES];
    let mut rng = Dice::new(99);
    let (mut refused, mut loaded) = (0u32, 0u32);
    for (i, config) in configs.enumerate() {
        let (seen, _) = random_game::<G>(config, 7000 + i as u64, every);
        for (g, _) in &seen {
            let n = save::encode(g, &mut buf).unwrap();
            let good = buf[..n].to_vec();
            for cut in 0..n {
                assert!(save::decode::<G>(&good[..cut]).is_err(), "cut at {cut}");
                refused += 1;
            }
            for bit in 0..n * 8 {
                let mut bad = good.clone();
                bad[bit / 8] ^= 1 << (bit % 8);
                match save::decode::<G>(&bad) {
                    Err(e) => {
                        readable_message(&format!("{e}"));
                        refused += 1;
                    }
                    Ok(h) => {
                        assert!(h.is_sound());
                        play_on(h, &mut rng, 40);
                        loaded += 1;
                    }
                }
            }
            let mut noise = good.clone();
            for _ in 0..20 {
                for b in noise.iter_mut().skip(5 + G::SAVE_NAME.len()) {
                    *b = rng.below(256) as u8;
                }
                match save::decode::<G>(&noise) {
                    Err(_) => refused += 1,
                    Ok(h) => {
                        play_on(h, &mut rng, 40);
                        loaded += 1;
                    }
                }
            }
        }
    }
    (refused, loaded)
}

/// A message for a parent: a sentence starting with a capital, in the font.
fn readable_message(s: &str) {
    assert!(s.starts_with(|c: char| c.is_ascii_uppercase()), "{s:?}");
    assert!(s.is_ascii() && s.len() <= 90, "{s:?}");
}
