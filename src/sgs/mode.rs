//! Who decides in a game of the Simple Game System: the person plays the
//! adventure's choices, rolls and boxcars, whom to treat when hero 0 is the
//! party's medic, and in a fight the turns and bonus dice of fighter 0 (their
//! own hero); the computer plays the companions (at the person's chosen
//! level) and the foes.

use tabletop_core::contract::{Level, Rules, Turn};
use tabletop_core::sgs::Game;
use tabletop_core::sgs::arena::{Phase, Side};
use tabletop_core::sgs::quest::QPhase;

/// True when the person decides now.
pub fn person_decides(game: &Game) -> bool {
    if matches!(game.turn(), Turn::Over | Turn::Auto) {
        return false;
    }
    if let Some(q) = game.quest() {
        match q.phase() {
            QPhase::Treat { medic, .. } => return medic == 0,
            QPhase::Fight => {}
            _ => return true,
        }
    }
    let Some(a) = game.arena() else { return false };
    let mine = |i: u8| i == 0 && a.fighter(0).side == Side::A;
    match a.phase() {
        Phase::Turn { who } => mine(who),
        Phase::Boxcars { side: Side::A } => a
            .duel()
            .is_some_and(|d| mine(d.attacker) || mine(d.defender)),
        _ => false,
    }
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
