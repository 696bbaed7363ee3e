//! Who decides in a game of the Simple Game System. The first `people`
//! heroes of the party are played by people (one each, passing the
//! console), the others by the computer (at the chosen companions' level),
//! as are the foes.
//!
//! * A hero's own fight turns, bonus dice and boxcars are that hero's
//!   person's (a computer hero's are the computer's).
//! * The medic's choice of whom to treat is the medic's person's.
//! * The party's choices (which way, who makes a roll) are the leader's:
//!   the person of the first hero still standing among the people's (the
//!   first hero's when they have all fallen). The leader also adds a
//!   computer hero's bonus die in a scene's roll.
//!
//! With one person (the default) this is the first hero's person deciding
//! everything of the party's but the companions' fight turns, boxcars and
//! treatment, as before hot seat.

use tabletop_core::contract::{Level, Rules, Turn};
use tabletop_core::sgs::Game;
use tabletop_core::sgs::arena::{Arena, Phase, Side};
use tabletop_core::sgs::quest::{QPhase, Quest};

/// The most people at the console: one a hero.
pub const MAX_PEOPLE: u8 = 4;

/// The hero whose person decides now, if a person decides (`people`: how
/// many of the first heroes people play, at least one).
pub fn person(game: &Game, people: u8) -> Option<u8> {
    if matches!(game.turn(), Turn::Over | Turn::Auto) {
        return None;
    }
    let mine = |h: u8| (h < people.max(1)).then_some(h);
    if let Some(q) = game.quest() {
        match q.phase() {
            QPhase::Treat { medic, .. } => return mine(medic),
            QPhase::Contest { hero } => return mine(hero).or(Some(leader(q, people))),
            QPhase::Fight => {}
            _ => return Some(leader(q, people)),
        }
    }
    let a = game.arena()?;
    // The hero a party fighter is: in the adventure as its fight says, in
    // the arena the fighter's own place in the party.
    let hero = |f: u8| match game.quest() {
        Some(q) => q.hero_of(f),
        None => Some(f),
    };
    // When every person's hero has fallen in the adventure, the leader
    // plays the first of the party's fighters (as one person did before).
    let fallen = game.quest().is_some_and(|q| {
        q.heroes()
            .iter()
            .take(usize::from(people.max(1)))
            .all(|h| h.dead)
    });
    let ours = |f: u8| match party_fighter(a, f) {
        false => None,
        true if fallen => (f == 0).then(|| game.quest().map_or(0, |q| leader(q, people))),
        true => hero(f).and_then(mine),
    };
    match a.phase() {
        Phase::Turn { who } => ours(who),
        Phase::Boxcars { side: Side::A } => a
            .duel()
            .and_then(|d| ours(d.attacker).or_else(|| ours(d.defender))),
        _ => None,
    }
}

/// Fighter `f` is on the heroes' side.
fn party_fighter(a: &Arena, f: u8) -> bool {
    a.fighters()
        .get(usize::from(f))
        .is_some_and(|x| x.side == Side::A)
}

/// The hero whose person makes the party's choices: the first of the
/// people's heroes still standing (the first hero when none is).
pub fn leader(q: &Quest, people: u8) -> u8 {
    q.heroes()
        .iter()
        .take(usize::from(people.max(1)))
        .position(|h| !h.dead)
        .map_or(0, |i| i as u8)
}

/// The level of whoever the computer decides for now: a companion (the
/// heroes' side, or the party's medic) at `companions`, else a foe at
/// `foes`.
pub fn level(game: &Game, companions: Level, foes: Level) -> Level {
    let medic = game
        .quest()
        .is_some_and(|q| matches!(q.phase(), QPhase::Treat { .. }));
    let ours = medic
        || game.arena().is_some_and(|a| match a.phase() {
            Phase::Turn { who } => a.fighter(who).side == Side::A,
            Phase::Boxcars { side } => side == Side::A,
            _ => false,
        });
    if ours { companions } else { foes }
}

/// A suspended game's setup byte: the party's size (1 to 4) in the low
/// four bits, the people beyond the first in the high four. One person's
/// byte is the party's size alone, as saved before hot seat: those saves
/// read back as one person's.
pub fn pack(party: u8, people: u8) -> u8 {
    (party & 0x0F) | (people.saturating_sub(1) & 0x0F) << 4
}

/// Reads [`pack`]: the party's size and the people, each within bounds.
pub fn unpack(b: u8) -> (u8, u8) {
    let party = (b & 0x0F).clamp(1, 4);
    let people = ((b >> 4) + 1).min(party);
    (party, people)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A save from before hot seat (the party's size alone) is one
    /// person's; each party and people count reads back as it was packed.
    #[test_case]
    fn setup_bytes_old_and_new(_gba: &mut agb::Gba) {
        for party in 1..=4 {
            assert_eq!(unpack(party), (party, 1));
            for people in 1..=party {
                assert_eq!(unpack(pack(party, people)), (party, people));
            }
        }
        assert_eq!(pack(3, 1), 3);
        // Bytes that cannot be stay within bounds.
        assert_eq!(unpack(0xF0), (1, 1));
    }
}
