//! The largest save Sandford can write: every list full and every number at
//! the value postcard writes longest. It fits `MAX_SAVE_BYTES` exactly, so the
//! bound is the true worst case: a buffer that long always holds a save, and
//! no byte of it is wasted (`MAX_SAVE_BYTES` in `saved.rs`).

extern crate std;

use super::*;
use crate::contract::Saved;
use crate::contract::save::encode;

/// A cell whose two coordinates each take postcard's longest `i16` (3 bytes).
const FAR: Cell = Cell {
    x: i16::MIN,
    y: i16::MIN,
};

fn die() -> StockDie {
    StockDie {
        colour: StockColour::White,
        face: u8::MAX,
    }
}

/// A state no game reaches, but one postcard can be asked to write: the
/// encoder does not care whether the dice add up.
fn every_list_full() -> Game {
    let mut g = new_game(4, u64::MAX);
    g.dice = crate::contract::Dice::new(u64::MAX);
    g.phase = Phase::Lost(Loss::Heroes);
    g.temple.origin = FAR;
    g.temple.size = i16::MIN;
    g.next_id = u16::MAX;
    g.last_actor = Some(u8::MAX);
    g.pending = Some(u8::MAX);
    g.soak = Some((u8::MAX, u8::MAX));
    g.last_spin = (Angle(u8::MAX), u8::MAX);
    g.arrival_misses = u32::MAX;
    for b in g.buildings.iter_mut() {
        b.block.origin = FAR;
        b.block.size = i16::MIN;
        b.stock.clear();
        while b.stock.push(die()).is_ok() {}
    }
    while g.heroes.len() < MAX_HEROES {
        let h = g.heroes[0].clone();
        assert!(g.heroes.push(h).is_ok());
    }
    for h in g.heroes.iter_mut() {
        h.cell = FAR;
        h.gear.clear();
        while h.gear.push(die()).is_ok() {}
        h.rings.clear();
        while h.rings.push(Ring::Barbarian).is_ok() {}
    }
    g.monsters.clear();
    while g
        .monsters
        .push(Monster {
            id: MonsterId(u16::MAX),
            colour: MonsterColour::Yellow,
            cell: FAR,
            hp: u8::MAX,
            max_hp: u8::MAX,
            captured: Some(StockColour::White),
        })
        .is_ok()
    {}
    g.order.clear();
    while g.order.push(MonsterId(u16::MAX)).is_ok() {}
    for v in [&mut g.bag, &mut g.captured] {
        v.clear();
        while v.push(StockColour::White).is_ok() {}
    }
    g.arriving.clear();
    while g
        .arriving
        .push((MonsterColour::Yellow, Some(StockColour::White)))
        .is_ok()
    {}
    g
}

#[test]
fn api_save_bound_is_the_save_with_every_list_full() {
    let g = every_list_full();
    assert_eq!(g.heroes.len(), MAX_HEROES);
    assert_eq!(g.monsters.len(), MAX_MONSTERS);
    assert_eq!(g.arriving.len(), ARRIVING);
    let mut buf = std::vec![0u8; 4 * <Game as Saved>::MAX_SAVE_BYTES];
    let n = encode(&g, &mut buf).expect("the largest state encodes");
    assert_eq!(
        n,
        <Game as Saved>::MAX_SAVE_BYTES,
        "the bound is the largest save, byte for byte"
    );
}
