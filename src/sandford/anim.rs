//! How each event of the rules is shown: how long, which piece glides where,
//! what flashes, and where the camera looks.

use alloc::collections::VecDeque;

use tabletop_core::sandford::{Cell, Event, Game, MonsterId, Phase, Victim};

use super::map::spr;

/// A piece on the map.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Token {
    /// A hero, by index.
    Hero(u8),
    /// A monster.
    Monster(MonsterId),
}

/// The event being shown.
pub struct Showing {
    /// Frames shown so far.
    pub t: u32,
    /// Frames it lasts.
    pub len: u32,
    /// A piece drawn sliding between two cells.
    pub glide: Option<(Token, Cell, Cell)>,
    /// A sprite blinking on a cell.
    pub flash: Option<(usize, Cell)>,
}

/// Where a piece stands now, or stood before the last action (`cells`) for a
/// monster that has left play.
pub fn cell_of(game: &Game, cells: &[(MonsterId, Cell)], t: Token) -> Option<Cell> {
    match t {
        Token::Hero(h) => game.heroes().get(h as usize).map(|h| h.cell),
        Token::Monster(id) => game
            .monster(id)
            .map(|m| m.cell)
            .or_else(|| cells.iter().find(|c| c.0 == id).map(|c| c.1)),
    }
}

/// How to show `e` (and where the camera should look); `rest` is what follows.
pub fn plan(
    game: &Game,
    cells: &[(MonsterId, Cell)],
    e: &Event,
    has_message: bool,
    rest: &VecDeque<Event>,
) -> (Showing, Option<Cell>) {
    let mut show = Showing {
        t: 0,
        len: if has_message { 20 } else { 0 },
        glide: None,
        flash: None,
    };
    let at = |t: Token| cell_of(game, cells, t);
    let mut focus = None;
    match *e {
        Event::HeroMoved { hero, from, to } => {
            show.glide = Some((Token::Hero(hero), from, to));
            show.len = 6 + 2 * from.chebyshev(to) as u32;
            focus = Some(to);
        }
        Event::MonsterMoved { monster, from, to } => {
            show.glide = Some((Token::Monster(monster), from, to));
            show.len = 6 + 2 * from.chebyshev(to) as u32;
            focus = Some(to);
        }
        Event::AttackRolled {
            monster, damage, ..
        } => {
            focus = at(Token::Monster(monster));
            show.flash = focus.filter(|_| damage > 0).map(|c| (spr::HIT, c));
            show.len = 24;
        }
        Event::MonsterKilled { monster, .. } => {
            focus = at(Token::Monster(monster));
            show.flash = focus.map(|c| (spr::KILL, c));
        }
        Event::MonsterSpawned { cell, .. } => {
            focus = Some(cell);
            show.len = 3;
        }
        Event::MonsterAttacked {
            victim, monster, ..
        } => {
            let hit = match victim {
                Victim::Temple => Some(game.temple().centre()),
                Victim::Building(b) => game.buildings().get(b as usize).map(|b| b.block.centre()),
                Victim::Hero(h) => at(Token::Hero(h)),
            };
            show.flash = hit.map(|c| (spr::HIT, c));
            focus = at(Token::Monster(monster)).or(hit);
            show.len = 24;
        }
        Event::HeroKilled { hero } => {
            focus = at(Token::Hero(hero));
            show.flash = focus.map(|c| (spr::KILL, c));
            show.len = 40;
        }
        Event::BuildingRazed { building } | Event::BuildingRepaired { building } => {
            focus = game
                .buildings()
                .get(building as usize)
                .map(|b| b.block.centre());
            show.len = 40;
        }
        Event::WaveArrives { .. } => {
            // Look where the horde lands.
            focus = rest.iter().find_map(|e| match e {
                Event::MonsterSpawned { cell, .. } => Some(*cell),
                _ => None,
            });
            show.len = 60;
        }
        Event::Storm => show.len = 50,
        Event::WaveDefeated { .. } => show.len = 60,
        Event::PhaseChanged(Phase::Won | Phase::Lost(_)) => show.len = 90,
        Event::TurnStarted => show.len = 30,
        _ => {}
    }
    (show, focus)
}
