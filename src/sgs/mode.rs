//! The two ways to play on one footing: the adventure (a [`Quest`]) or an
//! arena fight (an [`Arena`]). Actions are the quest's (a fight action is
//! `QAction::Fight`), events the quest's (a fight event is `QEvent::Fight`).

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use tabletop_core::contract::{Level, Rules, Sink, Turn, Typed};
use tabletop_core::sgs::ai::Thinker;
use tabletop_core::sgs::arena::{self, Arena, Phase, Side};
use tabletop_core::sgs::quest::{QAction, QEvent, QPhase, QThinker, Quest};

use super::bot::Bot;

/// The game being played.
pub enum Mode {
    /// The adventure.
    Quest(Box<Quest>),
    /// An arena fight.
    Arena(Box<Arena>),
}

/// Puts an arena's events into a list of quest events.
struct Wrap<'a>(&'a mut Vec<QEvent>);

impl Sink<arena::Event> for Wrap<'_> {
    fn put(&mut self, e: arena::Event) {
        self.0.push(QEvent::Fight(e));
    }
}

struct List<'a>(&'a mut Vec<QEvent>);

impl Sink<QEvent> for List<'_> {
    fn put(&mut self, e: QEvent) {
        self.0.push(e);
    }
}

/// A computer decision for either mode.
pub enum AnyBot {
    /// For the adventure.
    Q(Bot<Quest, QThinker>),
    /// For the arena.
    A(Bot<Arena, Thinker>),
}

impl Mode {
    /// Whose turn it is.
    pub fn turn(&self) -> Turn {
        match self {
            Mode::Quest(q) => q.turn(),
            Mode::Arena(a) => a.turn(),
        }
    }

    /// The fight, if one is on.
    pub fn arena(&self) -> Option<&Arena> {
        match self {
            Mode::Quest(q) => q.arena(),
            Mode::Arena(a) => Some(a),
        }
    }

    /// The quest, in the adventure.
    pub fn quest(&self) -> Option<&Quest> {
        match self {
            Mode::Quest(q) => Some(q),
            Mode::Arena(_) => None,
        }
    }

    /// The legal actions now.
    pub fn legal(&self) -> Vec<QAction> {
        match self {
            Mode::Quest(q) => q.legal_list().iter().copied().collect(),
            Mode::Arena(a) => a.legal_list().iter().map(|&x| QAction::Fight(x)).collect(),
        }
    }

    /// True when the person decides now: the adventure's choices, rolls and
    /// boxcars, and whom to treat when hero 0 is the party's medic; in a
    /// fight the turns and bonus dice of fighter 0 (the person's hero; the
    /// companions are the computer's).
    pub fn person_decides(&self) -> bool {
        if matches!(self.turn(), Turn::Over | Turn::Auto) {
            return false;
        }
        if let Some(q) = self.quest() {
            match q.phase() {
                QPhase::Treat { medic, .. } => return medic == 0,
                QPhase::Fight => {}
                _ => return true,
            }
        }
        let Some(a) = self.arena() else { return false };
        let mine = |i: u8| i == 0 && a.fighter(0).side == Side::A;
        match a.phase() {
            Phase::Turn { who } => mine(who),
            Phase::Boxcars { side: Side::A } => a
                .duel()
                .is_some_and(|d| mine(d.attacker) || mine(d.defender)),
            _ => false,
        }
    }

    /// Applies `act`, adding its events to `out`; the refusal's sentence on
    /// `Err` (nothing changes then).
    pub fn apply(&mut self, act: QAction, out: &mut Vec<QEvent>, by: &str) -> Result<(), String> {
        let r = match (self, act) {
            (Mode::Quest(q), a) => q.try_apply(a, &mut List(out)).map_err(|e| format!("{e}")),
            (Mode::Arena(ar), QAction::Fight(x)) => {
                ar.try_apply(x, &mut Wrap(out)).map_err(|e| format!("{e}"))
            }
            (Mode::Arena(_), _) => Err(String::from("That can't be done just now.")),
        };
        match &r {
            Ok(()) => {
                agb::println!("sgs: action {} by={} events={}", Typed(&act), by, out.len());
                for e in out.iter() {
                    agb::println!("sgs: event {}", Typed(e));
                }
            }
            Err(e) => agb::println!("sgs: refused {}: {}", Typed(&act), e),
        }
        r
    }

    /// Starts a computer decision for whoever acts.
    pub fn bot(&self, level: Level, seed: u64) -> AnyBot {
        match self {
            Mode::Quest(q) => AnyBot::Q(Bot::new(&**q, level, seed)),
            Mode::Arena(a) => AnyBot::A(Bot::new(&**a, level, seed)),
        }
    }

    /// The dice state (for the computer's seeds).
    pub fn dice_state(&self) -> u64 {
        match self {
            Mode::Quest(q) => q.dice_state(),
            Mode::Arena(a) => a.dice_state(),
        }
    }
}

impl AnyBot {
    /// Thinks for this frame; the decision once made (the first legal action
    /// if the thinker is stuck).
    pub fn step(&mut self, m: &Mode) -> Option<QAction> {
        match (self, m) {
            (AnyBot::Q(b), Mode::Quest(q)) => {
                if b.stuck() {
                    return q.legal_list().first().copied();
                }
                b.step(q)
            }
            (AnyBot::A(b), Mode::Arena(a)) => {
                if b.stuck() {
                    return a.legal_list().first().map(|&x| QAction::Fight(x));
                }
                b.step(a).map(QAction::Fight)
            }
            _ => None,
        }
    }
}
