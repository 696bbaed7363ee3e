//! Where the menu box goes: in the corner of the map where it hides least
//! of what the child needs to see — the deciding hero first, then the place
//! the guide names (the shop or the temple its hand points to), then the
//! shops and the temple, then the monsters (the playtest: the box hid the
//! shop the hint named, and the temple).

use alloc::vec::Vec;

use tabletop_core::sandford::{Block, Cell, Game, Phase};

use super::super::map::{self, Camera};

/// A rectangle on the screen: x, y, width, height.
pub type Rect = (i32, i32, i32, i32);

/// How much hiding each thing costs: the hero, the named place, a shop or
/// the temple, a monster.
const HERO: i32 = 1000;
const NAMED: i32 = 100;
const PLACE: i32 = 10;
const MONSTER: i32 = 1;

/// What the box must not hide, each with what hiding it costs.
pub fn keep_in_sight(game: &Game, cam: &Camera, hero: u8, named: Option<Cell>) -> Vec<(Rect, i32)> {
    let cell = |c: Cell| {
        let (x, y) = cam.screen(c);
        (x, y, map::CELL, map::CELL)
    };
    let block = |b: Block| {
        let (x, y) = cam.screen(b.origin);
        let side = i32::from(b.size) * map::CELL;
        (x, y, side, side)
    };
    let mut keep = Vec::with_capacity(8 + game.monsters().len());
    if let Some(standing) = game.heroes().get(usize::from(hero)) {
        // The hero and its head, in the cell above.
        let (x, y, w, h) = cell(standing.cell);
        keep.push(((x, y - h, w, 2 * h), HERO));
    }
    if let Some(c) = named {
        keep.push((cell(c), NAMED));
        // A step into a shop or the temple names the whole of it.
        if let Some(b) = game.building_at(c) {
            keep.push((block(game.buildings()[usize::from(b)].block), NAMED));
        } else if game.temple().contains(c) {
            keep.push((block(game.temple()), NAMED));
        }
    }
    keep.push((block(game.temple()), PLACE));
    // While the wave attacks, the shops are shut: only the monsters matter.
    if !matches!(game.phase(), Phase::Defend | Phase::Monsters) {
        for b in game.buildings().iter().filter(|b| !b.razed) {
            keep.push((block(b.block), PLACE));
        }
    }
    for m in game.monsters() {
        keep.push((cell(m.cell), MONSTER));
    }
    keep
}

/// Where a `w` by `h` box goes, given the hero's screen x and what to keep
/// in sight: the corner of the map (top first, away from the hero first on
/// a tie) hiding least. Also what it hides there, the least another corner
/// would hide, and whether it went to the hero's side.
pub fn corner(w: i32, h: i32, hero_x: i32, keep: &[(Rect, i32)]) -> (i32, i32, (i32, i32, bool)) {
    let (left, right) = (4, 236 - w);
    let (top, bottom) = (map::TOP + 4, (map::BOTTOM - 4 - h).max(map::TOP + 4));
    let away = if hero_x > 120 { left } else { right };
    let near = if away == left { right } else { left };
    let hides = |x: i32, y: i32| -> i32 {
        keep.iter()
            .filter(|((kx, ky, kw, kh), _)| {
                *kx + *kw > x && *kx < x + w && *ky + *kh > y && *ky < y + h
            })
            .map(|(_, cost)| *cost)
            .sum()
    };
    let spots = [(away, top), (away, bottom), (near, top), (near, bottom)];
    let costs = spots.map(|(x, y)| hides(x, y));
    let best = (0..spots.len()).min_by_key(|&i| (costs[i], i)).unwrap_or(0);
    let other = (0..spots.len())
        .filter(|&i| i != best && spots[i] != spots[best])
        .map(|i| costs[i])
        .min()
        .unwrap_or(costs[best]);
    let (x, y) = spots[best];
    (x, y, (costs[best], other, x == near))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The playtest: the hero on the left, the box went right, over the
    /// shop the child was sent to. It goes to a corner that hides nothing.
    #[test_case]
    fn the_box_keeps_the_named_shop_and_the_hero_in_sight(_gba: &mut agb::Gba) {
        let (w, h) = (80, 60);
        let hero = ((40, 52, 8, 16), HERO);
        let shop = ((180, 24, 24, 24), NAMED);
        let (x, y, (hides, _, moved)) = corner(w, h, 40, &[hero, shop]);
        assert_eq!(hides, 0, "the box at {x},{y} hides something");
        assert!(!moved, "the box went to the hero's side");
        assert!(y > 24 + 24, "the box at {x},{y} is over the shop");
        // With the shop low on the right it stays at the top, as before.
        let shop = ((180, 100, 24, 24), NAMED);
        assert_eq!(corner(w, h, 40, &[hero, shop]).1, map::TOP + 4);
        // The temple on the right, the box on the hero's side, above it.
        let temple = ((160, 20, 40, 100), PLACE);
        let hero = ((40, 100, 8, 16), HERO);
        let (x, y, (hides, _, moved)) = corner(w, h, 40, &[hero, temple]);
        assert_eq!((x, y, hides, moved), (4, map::TOP + 4, 0, true));
    }
}
