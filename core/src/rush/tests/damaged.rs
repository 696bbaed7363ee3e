//! Saves damaged byte by byte: states the notation cannot even write (a seat
//! twice in the turn order, a turn slot past the table, an unused seat on the
//! campus or holding cubes) are refused when loaded. The bytes to damage are
//! found by saving two positions that differ in just that field.

extern crate std;

use std::vec::Vec;

use crate::contract::LoadError;
use crate::contract::save::{decode, encode};
use crate::rush::Game;

use super::{edit, moving};

const SIZE: usize = 256;

fn save(g: &Game) -> ([u8; SIZE], usize) {
    let mut buf = [0u8; SIZE];
    let n = encode(g, &mut buf).unwrap();
    (buf, n)
}

/// The byte positions where the saves of `a` and `b` differ (same length).
fn differ(a: &Game, b: &Game) -> Vec<usize> {
    let ((x, n), (y, m)) = (save(a), save(b));
    assert_eq!(n, m, "the two saves have the same length");
    (0..n).filter(|&i| x[i] != y[i]).collect()
}

/// Loads `bytes` and expects them refused as damaged.
fn refused(bytes: &[u8], what: &str) {
    assert_eq!(
        decode::<Game>(bytes).err(),
        Some(LoadError::Damaged),
        "{what}"
    );
}

/// The two bytes of the turn order of a 2-player game (order 0,1).
fn order_bytes() -> (Game, usize) {
    let mut a = moving(2, 0, 3);
    edit(&mut a, "rush order=0,1");
    let mut b = a.clone();
    edit(&mut b, "rush order=1,0");
    let at = differ(&a, &b);
    assert_eq!(at.len(), 2, "the order is two bytes side by side: {at:?}");
    assert_eq!(at[1], at[0] + 1);
    (a, at[0])
}

#[test]
fn api_save_with_a_seat_twice_in_the_turn_order_is_refused() {
    let (g, at) = order_bytes();
    let (buf, n) = save(&g);
    assert!(
        decode::<Game>(&buf[..n]).is_ok(),
        "the undamaged save loads"
    );
    assert_eq!(&buf[at..at + 2], &[0, 1]);
    for (first, second) in [(0, 0), (1, 1)] {
        let mut b = buf;
        b[at] = first;
        b[at + 1] = second;
        refused(&b[..n], &std::format!("order {first},{second}"));
    }
    // Both seats, either way round, load.
    let mut b = buf;
    b[at] = 1;
    b[at + 1] = 0;
    assert!(decode::<Game>(&b[..n]).is_ok(), "order 1,0 loads");
}

#[test]
fn api_save_with_the_turn_slot_past_the_table_is_refused() {
    for players in [2u8, 4] {
        let mut a = moving(players, 0, 3);
        edit(&mut a, "rush slot=0");
        let mut b = a.clone();
        edit(&mut b, "rush slot=1");
        let at = differ(&a, &b);
        assert_eq!(at.len(), 1, "the slot is one byte: {at:?}");
        let (buf, n) = save(&b);
        for slot in [players - 1, players, players + 1] {
            let mut d = buf;
            d[at[0]] = slot;
            if slot < players {
                assert!(decode::<Game>(&d[..n]).is_ok(), "slot {slot} of {players}");
            } else {
                refused(&d[..n], &std::format!("slot {slot} of {players}"));
            }
        }
    }
}

#[test]
fn api_save_with_an_unused_seat_in_play_is_refused() {
    // Seat 0's four bytes (at, cubes, ban, picked) come first; the unused
    // seats 2 and 3 of a 2-player game follow seat 1's.
    let mut a = moving(2, 0, 3);
    edit(&mut a, "p0 at=8,6 cubes=0");
    let mut b = a.clone();
    edit(&mut b, "p0 at=9,6");
    let at = differ(&a, &b);
    assert_eq!(at.len(), 1, "a space is one byte: {at:?}");
    let p0 = at[0];
    let (buf, n) = save(&a);
    let block = buf[p0];
    for seat in [2usize, 3] {
        let s = p0 + 4 * seat;
        assert_eq!(
            &buf[s..s + 2],
            &[0, 0],
            "seat {seat} unused: on the Cloud, no cubes"
        );
        // On the campus with no cubes.
        let mut d = buf;
        d[s] = block;
        refused(&d[..n], &std::format!("unused seat {seat} on the campus"));
        // On the Cloud holding a cube, the pile one short as if a seat held it.
        let (mut c, mut g) = (buf, b.clone());
        edit(&mut g, "p0 cubes=1");
        let cubes = differ(&b, &g);
        assert_eq!(cubes.len(), 2, "seat 0's cubes and the pile: {cubes:?}");
        let (gb, _) = save(&g);
        c[s + 1] = 1;
        let pile = cubes.iter().copied().find(|&i| i != p0 + 1).unwrap();
        c[pile] = gb[pile];
        refused(&c[..n], &std::format!("unused seat {seat} holding a cube"));
        // The same cube held by seat 0 loads: only the seat makes it damaged.
        let mut ok = c;
        ok[s + 1] = 0;
        ok[p0 + 1] = 1;
        assert!(
            decode::<Game>(&ok[..n]).is_ok(),
            "seat 0 holding the cube loads"
        );
    }
}

#[test]
fn api_save_with_unknown_house_rules_is_refused() {
    let a = moving(2, 0, 3);
    let mut b = a.clone();
    edit(&mut b, "rush house=1");
    let at = differ(&a, &b);
    assert_eq!(at.len(), 1, "the house rules are one byte: {at:?}");
    let (buf, n) = save(&a);
    let mut one = buf;
    one[at[0]] = 1;
    let loaded = decode::<Game>(&one[..n]).expect("safe bases loads");
    assert_eq!(loaded.house(), crate::rush::HouseRules::SAFE_BASES);
    for bits in [2u8, 3, 0x7f] {
        let mut bad = buf;
        bad[at[0]] = bits;
        refused(&bad[..n], &std::format!("house rules {bits}"));
    }
}

#[test]
fn api_the_carriers_choice_before_the_d4_needs_a_carrier() {
    let mut g = moving(2, 0, 0);
    edit(&mut g, "p0 at=b7\nprincess team=jocks carrier=0");
    assert!(g.set_up("rush phase=hold").is_ok(), "he carries her");
    let mut g = moving(2, 0, 0);
    edit(&mut g, "p0 at=b7");
    assert!(g.set_up("rush phase=hold").is_err(), "nobody carries her");
}
