//! A guided first game ("Learn to play"): a real game from a fixed
//! configuration, played by a script of steps, each one action. A child's
//! step is pointed at on the cartridge, with one short sentence of why, and
//! any other choice is refused gently; a computer's step is played for it
//! and shown. The dice are the game's own: a fixed configuration and a fixed
//! list of actions roll the same faces every time, so the script is the
//! whole story.
//!
//! Scripts are data a host test checks with [`Script::walk`]: every step is
//! legal where it stands, a child's step comes when the child's seat
//! decides, the script does not run past the game's end, and every rule the
//! game's rules document lists as met in a normal game is met (each [`Rule`]
//! names an event that shows it).

use heapless::Vec;

use super::{Rules, Turn};

/// Who plays a step.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum By {
    /// The child: the cartridge points at the action and waits for it.
    Child,
    /// The computer (the other side, or an automatic step): played and shown.
    Computer,
}

/// One step of a script.
#[derive(Clone, Copy, Debug)]
pub struct Step<A: 'static> {
    /// Who plays it.
    pub by: By,
    /// The action.
    pub action: A,
    /// What the screen says while the child makes it (one short sentence;
    /// empty: the game's own words for the action).
    pub say: &'static str,
}

impl<A: 'static> Step<A> {
    /// The child's step, with its sentence.
    pub const fn child(action: A, say: &'static str) -> Self {
        Step {
            by: By::Child,
            action,
            say,
        }
    }

    /// The computer's (or an automatic) step: the game's own words tell it.
    pub const fn computer(action: A) -> Self {
        Step {
            by: By::Computer,
            action,
            say: "",
        }
    }
}

/// Most words in a child's step's sentence (one short line a child reads).
pub const MAX_WORDS: usize = 8;

/// A rule of the game a guided game must meet, and the events that show it.
#[derive(Clone, Copy)]
pub struct Rule<E: 'static> {
    /// The rule's name, as the rules document lists it.
    pub name: &'static str,
    /// True for an event that shows the rule at work.
    pub met: fn(&E) -> bool,
}

/// Most rules a script can be checked against.
pub const MAX_RULES: usize = 24;

/// A guided game.
pub struct Script<G: Rules + 'static> {
    /// The game's fixed configuration.
    pub config: fn() -> G::Config,
    /// The child's seat.
    pub child: u8,
    /// The steps, in order.
    pub steps: &'static [Step<G::Action>],
    /// The rules it must meet.
    pub rules: &'static [Rule<G::Event>],
}

/// Why a script does not play.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GuideError {
    /// Step `n`'s action is not legal where it stands.
    Illegal(usize),
    /// Step `n` is the child's, but the child's seat does not decide there
    /// (or it is the computer's and the child's seat does).
    NotTheirs(usize),
    /// The game was over before step `n`.
    Over(usize),
    /// The rule at this index in [`Script::rules`] is never met.
    NotMet(usize),
    /// More rules than [`MAX_RULES`].
    TooManyRules,
}

impl<G: Rules + 'static> Script<G> {
    /// The game the script starts from.
    pub fn start(&self) -> G {
        G::new((self.config)())
    }

    /// The child's steps, once every sentence is as a child needs it: each
    /// of the child's steps says why in at most [`MAX_WORDS`] words, and the
    /// computer's say nothing of their own (the game's words tell them).
    /// `Err(n)`: step `n` does not.
    pub fn sentences(&self) -> Result<usize, usize> {
        let mut children = 0;
        for (n, s) in self.steps.iter().enumerate() {
            let fits = match s.by {
                By::Child => !s.say.is_empty() && s.say.split(' ').count() <= MAX_WORDS,
                By::Computer => s.say.is_empty(),
            };
            if !fits {
                return Err(n);
            }
            children += usize::from(s.by == By::Child);
        }
        Ok(children)
    }

    /// Plays the whole script through the rules: for each rule, the step at
    /// which it is first met (its events come from that step's action).
    pub fn walk(&self) -> Result<Vec<usize, MAX_RULES>, GuideError> {
        if self.rules.len() > MAX_RULES {
            return Err(GuideError::TooManyRules);
        }
        let mut met: Vec<Option<usize>, MAX_RULES> = Vec::new();
        for _ in self.rules {
            let _ = met.push(None);
        }
        let mut game = self.start();
        for (n, step) in self.steps.iter().enumerate() {
            let child_decides = match game.turn() {
                Turn::Over => return Err(GuideError::Over(n)),
                Turn::Seat(s) => s == self.child,
                Turn::Auto => false,
            };
            if child_decides != (step.by == By::Child) {
                return Err(GuideError::NotTheirs(n));
            }
            let mut events = Found {
                rules: self.rules,
                met: &mut met,
                step: n,
            };
            game.try_apply(step.action, &mut events)
                .map_err(|_| GuideError::Illegal(n))?;
        }
        let mut out = Vec::new();
        for (k, m) in met.iter().enumerate() {
            let _ = out.push(m.ok_or(GuideError::NotMet(k))?);
        }
        Ok(out)
    }
}

/// A sink that marks the rules each event meets.
struct Found<'a, E: 'static> {
    rules: &'static [Rule<E>],
    met: &'a mut Vec<Option<usize>, MAX_RULES>,
    step: usize,
}

impl<E> super::Sink<E> for Found<'_, E> {
    fn put(&mut self, e: E) {
        for (k, r) in self.rules.iter().enumerate() {
            if self.met[k].is_none() && (r.met)(&e) {
                self.met[k] = Some(self.step);
            }
        }
    }
}

/// Where a guided game stands: the next step, and whether a press that was
/// not the one asked for must be answered.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Progress {
    /// The next step's index.
    pub next: usize,
}

impl Progress {
    /// The step to play next in `script`, if any is left.
    pub fn step<G: Rules>(&self, script: &Script<G>) -> Option<Step<G::Action>> {
        script.steps.get(self.next).copied()
    }

    /// Whether `action` is the one the next step asks the child for.
    pub fn is_asked<G: Rules>(&self, script: &Script<G>, action: G::Action) -> bool {
        self.step(script)
            .is_some_and(|s| s.by == By::Child && s.action == action)
    }

    /// The next step was played.
    pub fn played(&mut self) {
        self.next += 1;
    }

    /// Every step has been played.
    pub fn done<G: Rules>(&self, script: &Script<G>) -> bool {
        self.next >= script.steps.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::toy::{Action, Event, Game};

    fn seed() -> u64 {
        7
    }

    /// The toy game from seed 7: the automatic roll, then the child (seat
    /// 0) adds 3; the roll, then the computer adds 1.
    const STEPS: [Step<Action>; 4] = [
        Step {
            by: By::Computer,
            action: Action::Roll,
            say: "",
        },
        Step {
            by: By::Child,
            action: Action::Add(3),
            say: "Add three: the most you can.",
        },
        Step {
            by: By::Computer,
            action: Action::Roll,
            say: "",
        },
        Step {
            by: By::Computer,
            action: Action::Add(1),
            say: "",
        },
    ];

    const RULES: [Rule<Event>; 2] = [
        Rule {
            name: "the roll",
            met: |e| matches!(e, Event::Rolled { .. }),
        },
        Rule {
            name: "adding",
            met: |e| matches!(e, Event::Added { amount: 1, .. }),
        },
    ];

    const SCRIPT: Script<Game> = Script {
        config: seed,
        child: 0,
        steps: &STEPS,
        rules: &RULES,
    };

    #[test]
    fn a_script_plays_and_says_where_each_rule_is_met() {
        let met = SCRIPT.walk().expect("the script plays");
        assert_eq!(met.as_slice(), &[0, 3]);
        assert_eq!(SCRIPT.sentences(), Ok(1), "one child's step, said briefly");
        let mut p = Progress::default();
        assert!(
            !p.is_asked(&SCRIPT, Action::Roll),
            "the roll is the computer's"
        );
        p.played();
        assert!(p.is_asked(&SCRIPT, Action::Add(3)));
        assert!(!p.is_asked(&SCRIPT, Action::Add(2)));
        for _ in 0..3 {
            assert!(!p.done(&SCRIPT));
            p.played();
        }
        assert!(p.done(&SCRIPT));
        assert!(p.step(&SCRIPT).is_none());
    }

    const ILLEGAL: [Step<Action>; 4] = {
        let mut s = STEPS;
        s[1].action = Action::Add(4);
        s
    };
    const WORDY: [Step<Action>; 4] = {
        let mut s = STEPS;
        s[1].say = "Add three now, which is the most that you can.";
        s
    };
    const EIGHT: [Step<Action>; 4] = {
        let mut s = STEPS;
        s[1].say = "Add three: it is the most you can.";
        s
    };
    const NINE: [Step<Action>; 4] = {
        let mut s = STEPS;
        s[1].say = "Add three: it is the most that you can.";
        s
    };
    const SILENT: [Step<Action>; 4] = {
        let mut s = STEPS;
        s[1].say = "";
        s
    };
    const CHATTY: [Step<Action>; 4] = {
        let mut s = STEPS;
        s[2].say = "Roll!";
        s
    };
    const NOT_THEIRS: [Step<Action>; 4] = {
        let mut s = STEPS;
        s[1].by = By::Computer;
        s
    };

    #[test]
    fn a_script_that_breaks_the_rules_or_the_turns_or_misses_a_rule_is_refused() {
        let bad = Script::<Game> {
            steps: &ILLEGAL,
            ..SCRIPT
        };
        assert_eq!(bad.walk(), Err(GuideError::Illegal(1)));
        let theirs = Script::<Game> {
            steps: &NOT_THEIRS,
            ..SCRIPT
        };
        assert_eq!(theirs.walk(), Err(GuideError::NotTheirs(1)));
        let eight = Script::<Game> {
            steps: &EIGHT,
            ..SCRIPT
        };
        assert_eq!(eight.sentences(), Ok(1), "eight words are a child's line");
        for (steps, n) in [(&WORDY, 1), (&NINE, 1), (&SILENT, 1), (&CHATTY, 2)] {
            let s = Script::<Game> { steps, ..SCRIPT };
            assert_eq!(s.sentences(), Err(n));
        }
        let short = Script::<Game> {
            steps: &STEPS[..3],
            ..SCRIPT
        };
        assert_eq!(short.walk(), Err(GuideError::NotMet(1)));
        let past = Script::<Game> {
            config: || 7,
            steps: &STEPS,
            ..SCRIPT
        };
        assert!(past.walk().is_ok());
    }
}
