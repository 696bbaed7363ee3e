//! The events of a game of the Simple Game System as they are shown: new
//! dice tumble and settle before their words, initiative said as a child
//! follows it, a blow's tie said with its rule before the hit or miss it
//! made, and the first X (a success a 1 took away) said once, with its
//! dice, before the roll's own words.

use alloc::string::String;
use alloc::vec::Vec;

use tabletop_core::sgs::quest::QEvent;
use tabletop_core::sgs::scenes::{SCENES, Scene};

use super::play::{Story, TUMBLE};
use super::words::{self, Names, Shown as Said};
use crate::player::Stage;

/// Frames the first X's words (what a 1 does) are read, with their dice,
/// before the roll's own words are said.
pub(super) const ONES_READ: u32 = 120;

/// Frames a line with nothing to press stays to be read when the next
/// words would replace it at once: two and a half seconds (the session-33
/// playtest: "Round 1: who goes first?" and a fight's scene, "Rats! Big
/// ones.", went by in half a second; A hurries).
pub(super) const READ_HOLD: u32 = 150;

/// Frames a scene's first words stay: a scene that is a fight is read
/// before the fight's screen replaces it ([`READ_HOLD`]); the others stay
/// under their choice anyway.
pub(super) fn scene_hold(s: u8) -> u32 {
    match SCENES.get(usize::from(s)).map(|x| &x.1) {
        Some(Scene::Fight { .. }) => READ_HOLD,
        _ => 20,
    }
}

/// Frames a blow's tie is read before its hit or miss is said.
pub(super) const TIE_READ: u32 = 120;

/// Frames a first wound's words are read before what its red square is
/// is said.
pub(super) const WOUND_READ: u32 = 120;

/// Frames the words saying who goes first stay, beside the winner's dice
/// (the playtest lost who went first as the throws went by).
pub(super) const FIRST_HOLD: u32 = 150;

/// Frames a monster's act before its result is said stays: its attack's
/// words and each of its rolls (the dice still tumble [`TUMBLE`] frames).
pub(super) const MONSTER_ACT: u32 = 36;

/// Frames a monster's result (a hit, a miss, a Tough roll, a fall) is held
/// before the next words: two seconds to read it (A hurries).
pub(super) const RESULT_HOLD: u32 = 120;

/// Frames a fighter felled at its own moment is said to fight on before
/// why is said (and again after): two seconds each to read.
const FIGHTS_ON_READ: u32 = 120;

impl Story {
    /// Shows what an event changes: new dice tumble for [`TUMBLE`] frames
    /// and settle before its words are said; the first X of a game is said
    /// first, alone with its dice, and the roll's own words after it.
    fn show(&mut self, mut s: Said) -> u32 {
        if let Some(sc) = s.scene {
            self.scene = sc;
            self.rows.clear();
            self.settled.clear();
            self.story.clear();
        }
        // What the roll is for, before its dice tumble.
        self.say(&s.intro);
        let mut rolled = false;
        // The rows this event rolled or added a die to, a bit each.
        let mut fresh = 0u32;
        if let Some(r) = s.rows {
            if r.is_empty() || self.rows.len() >= 2 {
                self.rows.clear();
                self.settled.clear();
            }
            rolled = !r.is_empty();
            for row in r {
                fresh |= 1 << (self.rows.len() % 32);
                self.settled.push(0);
                self.rows.push(row);
            }
        }
        if let Some((who, face, result)) = s.bonus
            && let Some(k) = self.rows.iter().position(|r| r.who == who)
        {
            let r = &mut self.rows[k];
            r.faces.push(face);
            r.result = result;
            rolled = true;
            fresh |= 1 << (k % 32);
            // Its 6 crossed out by a 1, yet its die added: said so.
            let x = super::die::crossed(&r.faces, r.pool);
            let mut faces = r.faces.iter().enumerate().take(64);
            if faces.any(|(i, &f)| f == 6 && x >> i & 1 == 1) {
                s.before = String::from(words::CROSSED_SIX);
            }
            // Once it settles, where the roll stands now, true to the
            // numbers on screen (the playtest: "is losing" said while
            // the new die had it winning).
            let other = self.rows.iter().find(|o| o.who != who).map(|o| o.result);
            if let Some(theirs) = other {
                s.line = words::bonus_after(face, result, theirs);
            }
        }
        self.dirty = true;
        let lines = [s.before, s.line];
        if !rolled {
            lines.iter().for_each(|l| self.say(l));
            return s.hold;
        }
        agb::println!("sgs: dice rolled");
        self.tumble = TUMBLE;
        self.pending = lines.into_iter().filter(|l| !l.is_empty()).collect();
        if self.ones_crossed(fresh) {
            // The first X: what it means is said with its dice, and the
            // roll's own words wait until it is read.
            let at = TUMBLE + ONES_READ;
            self.later = core::mem::take(&mut self.pending)
                .into_iter()
                .map(|l| (at, l))
                .collect();
            self.pending.push(String::from(words::ONES_LINE));
            return s.hold.max(TUMBLE + 1) + TUMBLE + ONES_READ;
        }
        // The words are read after the dice settle.
        let reading = if self.pending.is_empty() { 0 } else { TUMBLE };
        s.hold.max(TUMBLE + 1) + reading
    }

    /// Says the lines kept for later in the event ([`Story::later`]) whose
    /// frame `t` has come (all of them: `u32::MAX`).
    fn say_later(&mut self, t: u32) {
        if let Some((at, e)) = self.follow_later.take() {
            if at <= t {
                self.seen.follow(&e);
                self.dirty = true;
            } else {
                self.follow_later = Some((at, e));
            }
        }
        while self.later.first().is_some_and(|l| l.0 <= t) {
            let (_, l) = self.later.remove(0);
            self.say(&l);
        }
    }

    /// The first wound of a game (a hit that wounds, or a hero hurt): what
    /// its red square by the name is is said once it is read (the
    /// playtest: the squares were never explained), once a game.
    fn wounds_first(&mut self, event: &QEvent, said: &mut Said) {
        use tabletop_core::sgs::arena::Event;
        let wounded = match event {
            QEvent::Hurt { .. } => true,
            QEvent::Fight(Event::Hit { wounds, .. }) => *wounds > 0,
            _ => false,
        };
        if !wounded || core::mem::replace(&mut self.wounds_told, true) {
            return;
        }
        let at = self.later.last().map_or(0, |l| l.0) + WOUND_READ;
        agb::println!("sgs: wounds told");
        self.later.push((at, String::from(words::WOUNDS_LINE)));
        said.hold = said.hold.max(at + WOUND_READ + 30);
    }

    /// The tumbling dice settle on their faces, and the words waiting for
    /// them are said.
    fn settle(&mut self) {
        if self.tumble == 0 && self.pending.is_empty() {
            return;
        }
        self.tumble = 0;
        for (s, r) in self.settled.iter_mut().zip(&self.rows) {
            *s = r.faces.len();
        }
        agb::println!("sgs: dice settled");
        for l in core::mem::take(&mut self.pending) {
            self.say(&l);
        }
        self.dirty = true;
    }

    /// Initiative as a child follows it: a fighter's second throw is its
    /// bonus dice (said why), and the turn after the throws says who rolled
    /// best and goes first, beside that fighter's throw shown again (and
    /// long enough to read).
    fn initiative(&mut self, e: &tabletop_core::sgs::arena::Event, said: &mut Said) {
        use tabletop_core::sgs::arena::Event;
        let name = |n: &Names, i: u8| n.fighters.get(usize::from(i)).cloned().unwrap_or_default();
        match *e {
            Event::Initiative { who, .. } => {
                let bit = 1u32 << (who % 32);
                if self.rolled & bit != 0 {
                    // The bonus dice: the faces past the last throw's.
                    let had = self.thrown.iter().find(|r| r.who == who);
                    let had = had.map_or(0, |r| r.faces.len());
                    let now = said.rows.iter().flatten().find(|r| r.who == who);
                    let extra = now.and_then(|r| r.faces.get(had..)).unwrap_or(&[]);
                    said.before = words::bonus_why(extra);
                }
                // Each throw said with its dice, long enough to read (the
                // playtest: the rows flashed by, nobody could follow).
                if let Event::Initiative { result, .. } = *e {
                    said.line = words::initiative_line(&name(&self.names, who), result);
                }
                self.rolled |= bit;
                self.thrown.retain(|r| r.who != who);
                self.thrown.extend(said.rows.iter().flatten().cloned());
            }
            Event::Acts { who, .. } if self.rolled != 0 => {
                self.rolled = 0;
                self.order.clear();
                self.order
                    .extend(self.thrown.iter().map(|r| (r.who, r.result)));
                let best = self.thrown.iter().find(|r| r.who == who).map(|r| r.result);
                self.moment = best;
                let tie = self
                    .thrown
                    .iter()
                    .any(|r| r.who != who && Some(r.result) == best);
                // What decided it, true to the dice on screen (the
                // playtest: "Most successes" for a fighter with 0).
                let rest = self.thrown.iter().filter(|r| r.who != who);
                let next = rest.map(|r| r.result).max();
                said.line = if tie {
                    words::tie_line(&name(&self.names, who))
                } else {
                    words::first_line(&name(&self.names, who), best.unwrap_or(0), next)
                };
                said.hold = said.hold.max(FIRST_HOLD);
                // The winner's throw, settled, beside the words; on a tie
                // the tied one's too, under it (the playtest: a tie did not
                // show who tied).
                let mut rows: Vec<_> = self.thrown.drain(..).collect();
                rows.sort_by_key(|r| r.who != who);
                rows.retain(|r| r.who == who || (tie && Some(r.result) == best));
                rows.truncate(2);
                if !rows.is_empty() {
                    self.settled = rows.iter().map(|r| r.faces.len()).collect();
                    self.rows = rows;
                }
            }
            // A later turn: the last one's dice no longer apply. One tied
            // with the last acts at the same moment: said as its tie.
            Event::Acts { who, held } => {
                said.rows = Some(Vec::new());
                let at = self.order.iter().find(|o| o.0 == who).map(|o| o.1);
                if !held && at.is_some() {
                    if at == self.moment {
                        said.line = words::same_moment_line(&name(&self.names, who));
                    }
                    self.moment = at;
                }
            }
            // A blow is settled: its dice go when the next choice is asked.
            // A tie is said first, as the dice's result, with the rule that
            // settled it; then the hit or the miss.
            Event::Hit {
                attacker, defender, ..
            }
            | Event::Missed { attacker, defender } => {
                self.settled_blow = true;
                let tie = self.tie_rule(attacker, defender);
                if !tie.is_empty() {
                    agb::println!("sgs: tie said {}", tie);
                    self.later = alloc::vec![(TIE_READ, core::mem::take(&mut said.line))];
                    said.line = tie;
                    said.hold += TIE_READ;
                    // Its wound squares wait for its "Hit!" too (the
                    // playtest: the squares came before the words).
                    self.follow_later = Some((TIE_READ, QEvent::Fight(e.clone())));
                }
            }
            Event::Attacks { .. } => {
                self.settled_blow = false;
            }
            _ => {}
        }
    }
}

impl Story {
    /// A fighter felled at its own moment before it acted still acts (the
    /// paper: those at one moment act at the same time): said when it
    /// does (the playtest: a dying rat still acted, unexplained).
    fn fights_on(&mut self, e: &tabletop_core::sgs::arena::Event, said: &mut Said) {
        use tabletop_core::sgs::arena::{Event, State};
        let Event::Acts { who, .. } = *e else {
            return;
        };
        let state = self.seen.piece(usize::from(who)).map(|p| p.state);
        if let Some(s @ (State::Dying(_) | State::Out(_))) = state {
            let name = self.names.fighters.get(usize::from(who)).cloned();
            let line =
                words::fights_on_line(&name.unwrap_or_default(), matches!(s, State::Dying(_)));
            agb::println!("sgs: fights on {}", line);
            said.line = line;
            // Why, once it is read; both held long enough to read.
            self.later
                .push((FIGHTS_ON_READ, String::from(words::SAME_MOMENT_WHY)));
            said.hold = said.hold.max(2 * FIGHTS_ON_READ);
        }
    }

    /// The rule that settled a blow of `attacker` on `defender` when their
    /// rolls (on screen) tied: more dice wins, or with as many nobody wins
    /// and the blow misses; when both show 0 but one is below 0, more 1s
    /// lose; empty when they did not look tied.
    fn tie_rule(&self, attacker: u8, defender: u8) -> String {
        let row = |who: u8| self.rows.iter().find(|r| r.who == who);
        match (row(attacker), row(defender)) {
            (Some(a), Some(d)) if a.result == d.result => {
                let pool = |who: u8| self.names.duel.iter().find(|x| x.0 == who).map(|x| x.1);
                let more = if pool(attacker) > pool(defender) {
                    attacker
                } else {
                    defender
                };
                if pool(attacker) == pool(defender) {
                    String::from(words::TIE_MISSES)
                } else {
                    let n = self.names.fighters.get(usize::from(more));
                    words::tie_more_dice(n.map_or("", String::as_str))
                }
            }
            // Both shown 0 (a result below 0 is shown 0), yet one won.
            (Some(a), Some(d)) if a.result.max(0) == 0 && d.result.max(0) == 0 => {
                String::from(words::ZERO_MORE_ONES)
            }
            _ => String::new(),
        }
    }

    /// A 1 took a success of a roll just rolled (the rows of `fresh`, a
    /// bit each) away, an X over it: said the first time in a game, beside
    /// its crossed-out dice (the playtest: the guided game's first roll
    /// showed an X, never said).
    fn ones_crossed(&mut self, fresh: u32) -> bool {
        if self.ones_told {
            return false;
        }
        let took = self.rows.iter().enumerate().any(|(k, r)| {
            fresh >> (k % 32) & 1 == 1
                && r.answer.is_none()
                && super::die::crossed(&r.faces, r.pool) != 0
        });
        self.ones_told = took;
        took
    }
}

impl Story {
    /// A monster acting: its attack and rolls go quickly, and its result
    /// (a hit, a miss, a Tough roll, a fall) is held long enough to read
    /// (the playtest: the monsters' turn took about 40 seconds, with
    /// nothing to press; A still hurries it).
    fn monster_pace(&self, e: &tabletop_core::sgs::arena::Event, said: &mut Said) {
        use tabletop_core::sgs::arena::Event;
        if self.foes >> (self.names.actor % 32) & 1 == 0 {
            return;
        }
        match e {
            Event::Attacks { .. } | Event::Rolled { .. } | Event::Holds(_) => {
                said.hold = said.hold.min(MONSTER_ACT);
            }
            Event::Hit { .. }
            | Event::Missed { .. }
            | Event::Static { .. }
            | Event::KnockedOut { .. }
            | Event::Dying { .. }
            | Event::Dies(_) => {
                // After a tie's words, the result's own words are held.
                let at = self.later.last().map_or(0, |l| l.0);
                said.hold = said.hold.max(at + RESULT_HOLD);
            }
            _ => {}
        }
    }
}

impl Stage<QEvent> for Story {
    fn begin(&mut self, event: &QEvent) -> u32 {
        let mut wakes = None;
        let mut said = words::quest(event, &mut self.names, &self.pools);
        // Who Maud is is said once, where the adventure first names her.
        if said.line == words::MAUD_IS && core::mem::replace(&mut self.maud_told, true) {
            said.line.clear();
        }
        match *event {
            QEvent::Fight(ref e) => {
                self.initiative(e, &mut said);
                self.fights_on(e, &mut said);
                self.wounds_first(event, &mut said);
                self.monster_pace(e, &mut said);
                // A fighter's Tough roll: what it is for, before its dice.
                if let tabletop_core::sgs::arena::Event::Static {
                    who, with, needed, ..
                } = *e
                    && with == tabletop_core::sgs::Ability::Tough
                {
                    let name = self.names.fighters.get(usize::from(who));
                    said.intro = words::tough_intro(name.map_or("", String::as_str), needed);
                }
            }
            QEvent::Hurt { .. } => self.wounds_first(event, &mut said),
            // The XP as the end screen says it: the fallen keep none.
            QEvent::Ended(o) => {
                let fell = self.seen.heroes.iter().filter(|h| h.1).count();
                said.line = words::ended_line(o.xp, fell, self.seen.heroes.len());
            }
            // An accident's wound calls a Tough roll: said what it is for
            // and what it did.
            QEvent::Checked {
                hero,
                result,
                needed,
                made,
                ..
            } if self.hurt == Some(hero) => {
                let who = self.names.heroes.get(usize::from(hero));
                let who = who.map_or("The hero", String::as_str);
                (said.intro, said.line) = words::stay_up_lines(who, result, needed, made);
                // Knocked out with no foe about: the hero comes round
                // before the party goes on, said once the roll is read.
                if !made {
                    wakes = Some(words::wakes_line(who));
                }
            }
            _ => {}
        }
        // What Tough is, said instead the first time a Tough roll is made
        // (a bonus die's, a helper's or a scene roll's intro is no Tough
        // roll's).
        let other = match event {
            QEvent::Fight(tabletop_core::sgs::arena::Event::BonusDie { .. }) => true,
            QEvent::Fight(tabletop_core::sgs::arena::Event::Static { with, .. }) => {
                *with != tabletop_core::sgs::Ability::Tough
            }
            // A scene's roll says its need; an accident's is a Tough roll.
            QEvent::Checked { hero, .. } => self.hurt != Some(*hero),
            _ => false,
        };
        if !other && !said.intro.is_empty() && !core::mem::replace(&mut self.tough_told, true) {
            agb::println!("sgs: tough told");
            said.intro = String::from(words::TOUGH_IS);
        }
        self.hurt = match *event {
            QEvent::Hurt { hero, .. } => Some(hero),
            _ => None,
        };
        // A hit said after its tie shows its wound squares with its words.
        if self.follow_later.as_ref().is_none_or(|f| f.1 != *event) {
            self.seen.follow(event);
        }
        let len = self.show(said);
        // The hero waking is said once the roll's own words are read.
        let Some(w) = wakes else {
            return len;
        };
        let at = self.later.last().map_or(TUMBLE, |l| l.0.max(TUMBLE)) + WOUND_READ;
        self.later.push((at, w));
        len.max(at + WOUND_READ)
    }

    fn tick(&mut self, _event: Option<&QEvent>, t: u32, _len: u32) {
        self.say_later(t);
        if self.tumble == 0 {
            return;
        }
        if self.tumble == 1 {
            self.settle();
            return;
        }
        self.tumble -= 1;
        if self.tumble.is_multiple_of(3) {
            self.spin = self.spin.wrapping_add(1);
            self.dirty = true;
        }
    }

    fn end(&mut self, _event: Option<&QEvent>) {
        self.settle();
        self.say_later(u32::MAX);
        self.dirty = true;
    }
}
