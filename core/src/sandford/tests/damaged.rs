//! Saves damaged byte by byte: a building card or the temple mat reaching
//! past the map's edge is refused, one whose last cell is the map's last
//! cell loads (`block_on_map` in `saved.rs`). The bytes to damage are found
//! by looking for the block's own encoding in the save.

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
