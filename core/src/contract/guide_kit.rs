//! The guided games' test kit, the same for every game: the check that a
//! script is a guided first game ([`check`]) and the search that finds its
//! seed ([`Search`], run by hand with `--ignored`). Each game's
//! `tests/guide.rs` says only what is its own: how a seed's game is set up
//! and played, which end it wants, and what its last step must show.

extern crate std;

use std::println;
use std::vec::Vec;

use super::guide::{By, Rule, Script};
use super::{Level, Rules, Sink, Turn};

/// The events of one action, on the host.
struct Heard<E>(Vec<E>);

impl<E> Sink<E> for Heard<E> {
    fn put(&mut self, e: E) {
        self.0.push(e);
    }
}

/// Checks `script` as a guided first game and returns the game its last step
/// leaves, for the game's own checks of how it ends: the script plays, it
/// meets every rule, the rules at `by_hand` (indices in its rules) are met
/// by a step of the child's, every child's step says why in a few words and
/// the computer's say nothing of their own, and at most `most` steps are the
/// child's (a first game is short).
pub(crate) fn check<G: Rules>(script: &Script<G>, by_hand: &[usize], most: usize) -> G {
    let met = script.walk().expect("the script plays");
    assert_eq!(met.len(), script.rules.len());
    let mut g = script.start();
    let mut mine = std::vec![false; script.rules.len()];
    for s in script.steps {
        let mut heard = Heard(Vec::new());
        g.try_apply(s.action, &mut heard).expect("legal");
        for e in &heard.0 {
            for (k, r) in script.rules.iter().enumerate() {
                mine[k] |= s.by == By::Child && (r.met)(e);
            }
        }
    }
    for &k in by_hand {
        assert!(mine[k], "the child meets {} by hand", script.rules[k].name);
    }
    let children = script
        .sentences()
        .unwrap_or_else(|n| panic!("step {n}: {:?}", script.steps[n]));
    assert!(
        children <= most,
        "{children} child steps: too long for a first game"
    );
    g
}

/// Who chose an action: the seat, or `None` for an automatic step.
pub(crate) type Who = Option<u8>;

/// One seed's game as the search plays it: its actions with who took them,
/// and for each rule the action at which it is first met (empty: the game
/// did not end as wanted).
pub(crate) type Played<A> = (Vec<(Who, A)>, Vec<Option<usize>>);

/// Whether a game, as played (its last state and its actions), ends as the
/// guided game wants.
pub(crate) type Wanted<G> = fn(&G, &[(Who, <G as Rules>::Action)]) -> bool;

/// The search for a guided game's seed: from each seed, the child's seat
/// plays at Normal and every other at Easy; the games that end as wanted and
/// meet every rule are kept, and the one with the fewest of the child's
/// choices is printed as steps to paste.
pub(crate) struct Search<G: Rules + 'static, R> {
    /// The rules to meet.
    pub rules: &'static [Rule<G::Event>],
    /// The child's seat.
    pub child: u8,
    /// Rules the child must meet by its own choice (indices in `rules`).
    pub by_hand: &'static [usize],
    /// The computer players' draws for a seed's game, from the seed.
    pub rng: fn(u64) -> R,
    /// The action of whoever decides (`None`: an automatic step), at the
    /// level given, from the game's draws, the seed and the number of
    /// actions before it.
    pub choose: fn(&G, Who, Level, &mut R, u64, usize) -> G::Action,
    /// An event after which the guided game stops before the action is kept
    /// (a guided game that is a part of a whole one); `None`: the game's end.
    pub stop: Option<fn(&G::Event) -> bool>,
    /// Whether the game, as played, ends as the guided game wants (the child
    /// wins, say).
    pub wanted: Wanted<G>,
    /// Whether the guided game ends at the action meeting its last rule.
    pub cut: bool,
    /// At most this many actions in a game.
    pub longest: usize,
    /// How an action is written in the game's script (e.g. `Action::`).
    pub path: &'static str,
}

impl<G: Rules + 'static, R> Search<G, R> {
    /// The search for a whole game meeting `rules` from the child's seat 0,
    /// its actions written `Action::…`, at most 600 of them; the fields say
    /// what else a game's search may change.
    pub fn new(
        rules: &'static [Rule<G::Event>],
        rng: fn(u64) -> R,
        choose: fn(&G, Who, Level, &mut R, u64, usize) -> G::Action,
        wanted: Wanted<G>,
    ) -> Self {
        Search {
            rules,
            child: 0,
            by_hand: &[],
            rng,
            choose,
            stop: None,
            wanted,
            cut: false,
            longest: 600,
            path: "Action::",
        }
    }

    /// One game from `seed`, set up by `config`.
    pub fn play(&self, config: &dyn Fn(u64) -> G::Config, seed: u64) -> Played<G::Action> {
        let mut g = G::new(config(seed));
        let mut rng = (self.rng)(seed ^ 0x5157);
        let mut out = Vec::new();
        let mut met = std::vec![None; self.rules.len()];
        loop {
            let who = match g.turn() {
                Turn::Over => break,
                Turn::Auto => None,
                Turn::Seat(s) => Some(s),
            };
            let level = if who == Some(self.child) {
                Level::Normal
            } else {
                Level::Easy
            };
            let a = (self.choose)(&g, who, level, &mut rng, seed, out.len());
            let mut heard = Heard(Vec::new());
            g.try_apply(a, &mut heard).expect("legal");
            let mut stop = false;
            for e in &heard.0 {
                stop |= self.stop.is_some_and(|s| s(e));
                for (k, r) in self.rules.iter().enumerate() {
                    let mine = !self.by_hand.contains(&k) || who == Some(self.child);
                    if mine && met[k].is_none() && (r.met)(e) {
                        met[k] = Some(out.len());
                    }
                }
            }
            if stop {
                break;
            }
            out.push((who, a));
            if out.len() > self.longest {
                break;
            }
        }
        if !(self.wanted)(&g, &out) {
            met.clear();
        }
        if self.cut
            && let Some(Some(last)) = met.iter().max()
        {
            out.truncate(last + 1);
        }
        (out, met)
    }

    /// Asserts that `script` is this search's game from `seed` (its
    /// configuration's): the same actions, each by the child or not as the
    /// search played them, so a search run again finds the script.
    pub fn finds(&self, script: &Script<G>, seed: u64) {
        let (played, met) = self.play(&|_| (script.config)(), seed);
        assert!(
            !met.is_empty() && met.iter().all(Option::is_some),
            "the search keeps seed {seed}: {met:?}"
        );
        assert_eq!(played.len(), script.steps.len(), "as many steps");
        for (n, ((who, a), s)) in played.iter().zip(script.steps).enumerate() {
            assert_eq!(*a, s.action, "step {n}");
            let child = *who == Some(self.child);
            assert_eq!(child, s.by == By::Child, "step {n} by {:?}", s.by);
        }
    }

    /// Plays every seed of `seeds` and prints the shortest games meeting
    /// every rule, then the best one's steps with their events. A `SEED`
    /// in the environment prints which rules that seed meets.
    pub fn run(&self, config: &dyn Fn(u64) -> G::Config, seeds: core::ops::Range<u64>) {
        let mut best: Vec<(usize, usize, u64)> = Vec::new();
        let mut wanted = 0;
        for seed in seeds {
            let (actions, met) = self.play(config, seed);
            wanted += usize::from(!met.is_empty());
            if std::env::var("SEED").is_ok_and(|s| s.parse() == Ok(seed)) {
                println!("seed {seed}: {met:?}");
            }
            if !met.is_empty() && met.iter().all(Option::is_some) {
                let child = actions
                    .iter()
                    .filter(|(s, _)| *s == Some(self.child))
                    .count();
                best.push((child, actions.len(), seed));
            }
        }
        best.sort();
        println!("{wanted} end as wanted, {} meet every rule", best.len());
        for (child, all, seed) in best.iter().take(8) {
            println!("seed {seed}: {child} of the child's actions of {all}");
        }
        let Some(&(_, _, seed)) = best.first() else {
            return;
        };
        let mut g = G::new(config(seed));
        for (s, a) in self.play(config, seed).0 {
            let mut heard = Heard(Vec::new());
            g.try_apply(a, &mut heard).expect("legal");
            if s == Some(self.child) {
                println!("    Step::child({}{a:?}, \"\"),", self.path);
            } else {
                println!("    Step::computer({}{a:?}),", self.path);
            }
            for e in &heard.0 {
                println!("    // {e:?}");
            }
        }
    }
}
