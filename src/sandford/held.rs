//! A hero in contact with a monster while the monsters bar the way may only
//! "move" onto its own cell: the menu leaves Move out and says why.

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use tabletop_core::sandford::{Cell, Game};

use super::words;

/// Whether a hero at `at` may only "move" onto its own cell (standing
/// still).
pub fn stuck(reach: &[Cell], at: Cell) -> bool {
    !reach.is_empty() && reach.iter().all(|&c| c == at)
}

/// Empties `reach` (the hero's Move targets) when the hero at `at` may only
/// stay put, so the menu offers no Move; says why when a monster touches it.
pub fn check(game: &Game, hero: u8, reach: &mut Vec<Cell>, at: Cell) -> Option<String> {
    if !stuck(reach, at) {
        return None;
    }
    reach.clear();
    let touching = game.monsters().iter().any(|m| m.cell.touches(at));
    agb::println!("sandford: held hero={} by_monster={}", hero, touching);
    touching.then(|| format!("{} is held by a monster", words::hero(hero)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test_case]
    fn a_hero_who_may_only_stay_put_is_not_offered_move(_gba: &mut agb::Gba) {
        let at = Cell::new(10, 10);
        assert!(stuck(&[at], at));
        assert!(!stuck(&[at, Cell::new(11, 10)], at));
        assert!(!stuck(&[Cell::new(11, 10)], at));
        assert!(!stuck(&[], at), "no Move at all is not being held");
    }
}
