//! Saves damaged byte by byte: a building card or the temple mat reaching
//! past the map's edge is refused, one whose last cell is the map's last
//! cell loads (`block_on_map` in `saved.rs`). The bytes to damage are found
//! by looking for the block's own encoding in the save. Each other invariant
//! `is_sound` keeps, broken alone, makes a state unsound; and a save keeps
//! the dice's state.

extern crate std;

use std::vec::Vec;

use super::*;
use crate::contract::save::{decode, encode};
use crate::contract::{LoadError, Saved};

/// A small `i16` as postcard writes it (zigzag, one byte).
fn zigzag(v: i16) -> u8 {
    let z = ((v << 1) ^ (v >> 15)) as u16;
    assert!(z < 128, "{v} takes one byte");
    z as u8
}

/// Where `block` (origin x, origin y, size) stands in the save, if only once.
fn find(buf: &[u8], block: Block) -> Option<usize> {
    let pat = [
        zigzag(block.origin.x),
        zigzag(block.origin.y),
        zigzag(block.size),
    ];
    let at: Vec<usize> = (0..buf.len() - 2)
        .filter(|&i| buf[i..i + 3] == pat)
        .collect();
    match at.as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}

fn check_block_edges(g: &Game, block: Block) -> bool {
    let mut buf = std::vec![0u8; <Game as Saved>::MAX_SAVE_BYTES];
    let n = encode(g, &mut buf).unwrap();
    let Some(at) = find(&buf[..n], block) else {
        return false;
    };
    assert!(
        decode::<Game>(&buf[..n]).is_ok(),
        "the undamaged save loads"
    );
    let last = MAP_SIZE - block.size;
    for axis in 0..2 {
        let mut d = buf.clone();
        d[at + axis] = zigzag(last);
        assert!(
            decode::<Game>(&d[..n]).is_ok(),
            "a block ending on the map's last cell loads (axis {axis})"
        );
        d[at + axis] = zigzag(last + 1);
        assert_eq!(
            decode::<Game>(&d[..n]).err(),
            Some(LoadError::Damaged),
            "a block one cell past the edge is refused (axis {axis})"
        );
    }
    true
}

#[test]
fn api_save_with_a_block_past_the_maps_edge_is_refused() {
    let g = new_game(2, 5);
    let temple = check_block_edges(&g, g.temple());
    let buildings = g
        .buildings()
        .iter()
        .filter(|b| check_block_edges(&g, b.block))
        .count();
    assert!(temple || buildings > 0, "some block is found in the save");
    assert!(buildings > 0, "a building card is found in the save");
}

/// A game in Defend with two monsters and no monster order yet: sound.
fn with_monsters() -> Game {
    let mut g = defend(1, &[far(0, 0), far(2, 0)]);
    edit(&mut g, |s| {
        s.monster(MonsterColour::Red, far(10, 10))
            .monster(MonsterColour::Blue, far(12, 10));
    });
    assert!(g.order.is_empty());
    assert!(g.is_sound(), "the undamaged game is sound");
    g
}

/// Each of a saved game's invariants, broken alone, makes it unsound, and
/// the same state at the edge of the invariant stays sound: monsters' ids
/// below the next id and unique, monsters on the map with no more than
/// their most hit points, every hero index (last actor, pending, soak) in
/// range.
#[test]
fn api_save_with_a_broken_monster_or_hero_index_is_unsound() {
    let broken = |f: &dyn Fn(&mut Game)| {
        let mut g = with_monsters();
        f(&mut g);
        g.is_sound()
    };
    assert!(!broken(&|g| g.monsters[1].id = MonsterId(g.next_id)));
    assert!(broken(&|g| {
        g.monsters[0].id = MonsterId(g.next_id - 1);
        g.monsters[1].id = MonsterId(g.next_id - 2);
    }));
    assert!(!broken(&|g| g.monsters[1].id = g.monsters[0].id));
    assert!(!broken(&|g| g.monsters[0].cell = Cell::new(MAP_SIZE, 3)));
    assert!(!broken(&|g| g.monsters[0].hp = g.monsters[0].max_hp + 1));
    assert!(broken(&|g| g.monsters[0].hp = g.monsters[0].max_hp));
    let n = 2u8;
    assert!(!broken(&|g| g.last_actor = Some(n)));
    assert!(broken(&|g| g.last_actor = Some(n - 1)));
    assert!(!broken(&|g| g.pending = Some(n)));
    assert!(!broken(&|g| g.soak = Some((n, 1))));
    assert!(broken(&|g| g.soak = Some((n - 1, 1))));
}

/// The dice's state, which seeds a resumed game's computer decisions: each
/// seed its own, and the same after a save is loaded.
#[test]
fn api_save_keeps_the_dice_state() {
    let (a, b) = (new_game(2, 1), new_game(2, 2));
    assert_ne!(a.dice_state(), b.dice_state());
    for g in [a, b] {
        assert_eq!(g.dice_state(), g.dice.state());
        let mut buf = std::vec![0u8; <Game as Saved>::MAX_SAVE_BYTES];
        let n = encode(&g, &mut buf).unwrap();
        let back = decode::<Game>(&buf[..n]).unwrap();
        assert_eq!(back.dice_state(), g.dice_state());
    }
}
