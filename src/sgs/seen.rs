//! What the screen shows of the fight and the heroes (whose turn the
//! title names, each fighter's place, wounds and state, the heroes'
//! wounds), kept apart from the game: an action's events are shown one
//! after the other, and the game is already past them all. Between
//! actions it is the game as it stands; while events are shown, each
//! changes it as it begins, after the dice before it settled (the
//! playtest: the title named the next fighter while the order dice still
//! rolled, and a wound's mark and "dying" showed before the dice that
//! decided them).

use alloc::vec::Vec;

use tabletop_core::sgs::Game;
use tabletop_core::sgs::arena::{Arena, Event, Phase, State};
use tabletop_core::sgs::quest::QEvent;

/// One fighter as the screen shows it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Piece {
    /// Where it stands.
    pub at: (u8, u8),
    /// Its wounds.
    pub wounds: u8,
    /// How it stands.
    pub state: State,
}

/// What the screen shows of the game's people.
#[derive(Clone, Default, Debug)]
pub struct Seen {
    /// The fight's round (0: no fight).
    pub round: u8,
    /// Who the title names as acting.
    pub actor: Option<u8>,
    /// The fight's fighters.
    pub fighters: Vec<Piece>,
    /// The adventure's heroes: wounds, and fallen.
    pub heroes: Vec<(u8, bool)>,
}

/// Who acts now in `a`: the fighter whose turn it is, and through a
/// blow's throw, bonus dice and result, its attacker (the playtest: who
/// acted was hard to follow; the mark left during the blow).
pub fn acting(a: &Arena) -> Option<u8> {
    match a.phase() {
        Phase::Turn { who } => Some(who),
        Phase::Throw | Phase::Boxcars { .. } | Phase::Resolve => a.duel().map(|d| d.attacker),
        _ => None,
    }
}

impl Seen {
    /// Takes the game as it stands (no events waiting to be shown). Keeps
    /// its lists' room: called every frame between actions.
    pub fn take(&mut self, game: &Game) {
        self.fighters.clear();
        self.heroes.clear();
        if let Some(q) = game.quest() {
            self.heroes
                .extend(q.heroes().iter().map(|h| (h.ch.wounds(), h.dead)));
        }
        match game.arena() {
            Some(a) => {
                self.round = a.round().max(1);
                self.actor = acting(a);
                self.fighters.extend(a.fighters().iter().map(|f| Piece {
                    at: f.at,
                    wounds: f.ch.wounds(),
                    state: f.state,
                }));
            }
            None => {
                self.round = 0;
                self.actor = None;
            }
        }
    }

    /// The game as `game` stands.
    pub fn of(game: &Game) -> Seen {
        let mut s = Seen::default();
        s.take(game);
        s
    }

    /// Fighter `i` as shown.
    pub fn piece(&self, i: usize) -> Option<&Piece> {
        self.fighters.get(i)
    }

    /// `event` begins to be shown: what it changes shows from now.
    pub fn follow(&mut self, event: &QEvent) {
        match *event {
            QEvent::Fight(ref e) => self.fight(e),
            QEvent::Hurt { hero, total } => self.hero(hero, |h| h.0 = total),
            QEvent::Healed { hero, total, .. } => self.hero(hero, |h| h.0 = total),
            QEvent::Died(hero) => self.hero(hero, |h| h.1 = true),
            _ => {}
        }
    }

    fn hero(&mut self, i: u8, f: impl FnOnce(&mut (u8, bool))) {
        if let Some(h) = self.heroes.get_mut(usize::from(i)) {
            f(h);
        }
    }

    fn set(&mut self, i: u8, f: impl FnOnce(&mut Piece)) {
        if let Some(p) = self.fighters.get_mut(usize::from(i)) {
            f(p);
        }
    }

    fn fight(&mut self, e: &Event) {
        match *e {
            Event::Round(r) => {
                self.round = r;
                self.actor = None;
            }
            Event::Acts { who, .. } => self.actor = Some(who),
            Event::Attacks { attacker, .. } => self.actor = Some(attacker),
            Event::Hit {
                defender, total, ..
            } => {
                self.set(defender, |p| p.wounds = total);
            }
            Event::Stepped { who, to, .. } => self.set(who, |p| p.at = to),
            Event::KnockedOut { who, rounds } => self.set(who, |p| p.state = State::Out(rounds)),
            Event::Dying { who, rounds } => self.set(who, |p| p.state = State::Dying(rounds)),
            Event::Wakes(w) => self.set(w, |p| p.state = State::Up),
            Event::Dies(w) => self.set(w, |p| p.state = State::Dead),
            _ => {}
        }
    }
}
