//! Host tests of the Sandford rules: one named test per rule (`rule_*`),
//! ruling (`ruling_*`), house rule (`house_*`) and API promise (`api_*`).
extern crate std;

use heapless::Vec;
use std::format;
use std::string::String;

use super::*;

mod api;
mod arrival;
mod bound;
mod combat;
mod contract;
mod damaged;
mod edges;
mod fast;
mod flow;
mod grid;
mod guide;
mod hero_ai;
mod house;
mod mitigation;
mod movement;
mod paper;
mod rings;
mod rulings;
mod scatter;
mod setup;
mod sidestep;
mod soak;
mod targets;

/// Event buffer used by the tests.
pub(crate) type Events = Vec<Event, 512>;

/// A quiet corner of the map, far from the village (buildings lie within
/// about 12 cells of the centre at (32, 32)).
pub(crate) fn far(x: i16, y: i16) -> Cell {
    Cell::new(4 + x, 4 + y)
}

/// A new game with `n` players and optional rings on.
pub(crate) fn new_game(n: u8, seed: u64) -> Game {
    Game::new(Config {
        heroes: n,
        rings_option: true,
        seed,
        house: HouseRules::NONE,
    })
}

/// A game in Defend the Village at `wave`, with the heroes moved to the
/// given cells (others dead) and no monsters.
pub(crate) fn defend(wave: u8, heroes: &[Cell]) -> Game {
    let mut g = new_game(heroes.len().max(2) as u8, 11);
    let n = g.heroes().len() as u8;
    edit(&mut g, |s| {
        s.no_monsters().wave(wave);
        for i in 0..n {
            match heroes.get(usize::from(i)) {
                Some(c) => s.hero_at(i, *c),
                None => s.hero_hp(i, 0),
            };
        }
        s.phase(Phase::Defend);
    });
    g
}

/// Changes a game by hand ([`Game::set_up`]); the change must be possible.
pub(crate) fn edit(g: &mut Game, f: impl FnOnce(&mut Setup)) {
    if let Err(e) = g.set_up(f) {
        panic!("set-up refused: {e}");
    }
}

/// The same game in the Repair phase after wave `wave`.
pub(crate) fn repair(wave: u8, heroes: &[Cell]) -> Game {
    let mut g = defend(wave, heroes);
    edit(&mut g, |s| {
        s.phase(Phase::Repair);
    });
    g
}

/// Puts a monster on the board.
pub(crate) fn monster(g: &mut Game, colour: MonsterColour, cell: Cell) -> MonsterId {
    edit(g, |s| {
        s.monster(colour, cell);
    });
    g.monsters().last().unwrap().id
}

/// Forces the next d6 faces.
pub(crate) fn script(g: &mut Game, faces: &[u8]) {
    edit(g, |s| {
        s.script(faces);
    });
}

/// Applies an action that must be legal.
pub(crate) fn apply(g: &mut Game, a: Action) -> Events {
    let mut ev = Events::new();
    if let Err(e) = g.try_apply(a, &mut ev) {
        panic!("{a:?} refused: {e}");
    }
    ev
}

/// A hero's weapon attack on a monster, the attack die showing `faces`
/// first (none: the game's own dice).
pub(crate) fn attack(g: &mut Game, hero: u8, monster: MonsterId, faces: &[u8]) -> Events {
    script(g, faces);
    apply(g, Action::Attack { hero, monster })
}

/// A hero's magic attack on a monster (the mage's ring), like [`attack`].
pub(crate) fn magic(g: &mut Game, hero: u8, monster: MonsterId, faces: &[u8]) -> Events {
    script(g, faces);
    apply(g, Action::Magic { hero, monster })
}

/// Continues through The Next Wave Approaches (the roll and every
/// placement) and returns all its events.
pub(crate) fn arrive(g: &mut Game) -> Events {
    let mut all = Events::new();
    loop {
        for e in apply(g, Action::Continue) {
            let _ = all.push(e);
        }
        if g.phase() != Phase::WaveApproaches {
            return all;
        }
    }
}

/// True when some event matches.
pub(crate) fn has(ev: &Events, pred: impl Fn(&Event) -> bool) -> bool {
    ev.iter().any(pred)
}

/// A printable snapshot of the whole state.
pub(crate) fn snapshot(g: &Game) -> String {
    format!("{g:?}")
}

/// Gives a hero a stock die.
pub(crate) fn give(g: &mut Game, hero: usize, colour: StockColour, face: u8) {
    edit(g, |s| {
        s.gear(hero as u8, colour, face);
    });
}

/// Plays the monsters' turn to its end.
pub(crate) fn monsters_turn(g: &mut Game) -> Events {
    let mut all = Events::new();
    if g.phase() == Phase::Defend {
        all.extend(apply(g, Action::EndTurn));
    }
    while g.phase() == Phase::Monsters {
        // A hero's blows are taken as the computer would.
        let a = g.soak_choice().unwrap_or(Action::Continue);
        for e in apply(g, a) {
            let _ = all.push(e);
        }
    }
    all
}

/// A blow of `dmg` on a hero, every choice against it made as the computer
/// would ([`Game::soak_choice`]).
pub(crate) fn hurt(g: &mut Game, hero: u8, dmg: u8, piercing: bool, ev: &mut Events) {
    g.hurt_hero(hero, dmg, piercing, ev);
    while let Some(a) = g.soak_choice() {
        if let Err(e) = g.try_apply(a, ev) {
            panic!("{a:?} refused: {e}");
        }
    }
}
