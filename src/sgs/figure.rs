//! Each fighter's figure on the fight's map and in its list: the heroes'
//! sky pieces, each hero its own shape (a disc, a diamond, a shield, a
//! tower: the session-30 playtest saw Bram and Wren as one blue disc), and
//! for the foes a figure of their kind, its own colour and
//! its own outline (the rat's ears and tail, the goblin's long ears, the
//! zombie's reaching arms, the Bone Knight's crest and feet, the troll's
//! bulk), so two kinds never look alike, even for colour-blind eyes (the
//! playtest: the rats and the goblin were one red square). The fighter's
//! mark (its number or initial) is drawn in the middle of it. Two of one
//! kind (two rats) differ more than by their marks: every second one of a
//! kind is hollow, its mark in its colour on a dark middle (the playtest:
//! two rats looked alike).

use tabletop_core::sgs::arena::Side;
use tabletop_core::sgs::roster::CREATURES;

use crate::text::Canvas;
use crate::ui::ink;

/// What a fighter looks like: its kind's outline and colours.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// A hero: the party's `n`th fighter in the fight, each its own shape.
    Hero(usize),
    /// A creature of [`CREATURES`] (its index).
    Creature(usize),
    /// Any other foe: a plain square.
    Foe,
}

/// The orange, magenta and lime of the text palette (src/ui.rs, `{8}`,
/// `{9}`, `{b}`).
const ORANGE: u8 = 8;
const MAGENTA: u8 = 9;
const LIME: u8 = 11;

/// A square body, six by six, a pixel in from the cell's edge.
const SQUARE: u8 = 0b0111_1110;

/// The outline of `k` in its cell of eight by eight: a row each, the top
/// first, bit 7 the left column. The mark's three by five (columns 2 to 4,
/// rows 2 to 6) is inside every outline.
pub fn outline(k: Kind) -> [u8; 8] {
    let s = SQUARE;
    match k {
        // The first hero round, the second a diamond, the third a shield,
        // the fourth a tower with a pointed roof.
        Kind::Hero(0) => [0, 0b0011_1100, s, s, s, s, 0b0011_1100, 0],
        Kind::Hero(1) => [0x18, 0x3C, s, 0xFF, 0xFF, s, 0x3C, 0x18],
        Kind::Hero(2) => [0, 0xFF, 0xFF, s, s, 0x3C, 0x3C, 0x18],
        Kind::Hero(_) => [0x18, 0x18, 0x3C, 0x3C, s, s, 0xFF, 0xFF],
        // Two ears on top, a tail to the right.
        Kind::Creature(0) => [0b0110_0110, s, s, s, s, s | 1, s | 1, 0],
        // Long ears to both sides.
        Kind::Creature(1) => [0, 0xFF, 0xFF, s, s, s, s, 0],
        // Arms reaching out, low.
        Kind::Creature(2) => [0, s, s, s, 0xFF, 0xFF, s, 0],
        // A crest on the helmet, two feet.
        Kind::Creature(3) => [0b0001_1000, s, s, s, s, s, s, 0b0100_0010],
        // Big: as wide as the cell, from top to bottom.
        Kind::Creature(4) => [s, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, s],
        _ => [0, s, s, s, s, s, s, 0],
    }
}

/// The body's colour and the mark's of `k` standing (the fallen are grey).
pub fn colours(k: Kind) -> (u8, u8) {
    match k {
        Kind::Hero(_) => (ink::SKY, ink::SHADOW),
        Kind::Creature(0) => (ORANGE, ink::SHADOW),
        Kind::Creature(1) => (ink::GREEN, ink::SHADOW),
        Kind::Creature(2) => (MAGENTA, ink::SHADOW),
        Kind::Creature(3) => (ink::WHITE, ink::SHADOW),
        Kind::Creature(4) => (LIME, ink::SHADOW),
        _ => (ink::RED, ink::WHITE),
    }
}

/// The kind of fighter `i` of `a`: a hero (which of the party's, in
/// the fight's order), a creature by its name, or another foe.
pub fn kind(a: &tabletop_core::sgs::Arena, i: usize) -> Kind {
    let fs = a.fighters();
    let Some(f) = fs.get(i) else {
        return Kind::Foe;
    };
    if f.side == Side::A {
        return Kind::Hero(fs[..i].iter().filter(|g| g.side == Side::A).count());
    }
    let name = f.ch.name();
    CREATURES
        .iter()
        .position(|c| {
            c.0.strip_prefix("npc ")
                .and_then(|l| l.split(':').next())
                .is_some_and(|n| n == name)
        })
        .map_or(Kind::Foe, Kind::Creature)
}

/// Whether fighter `i` of `a` is drawn hollow: it is the second (or
/// fourth, ...) of its kind in the fight.
pub fn hollow(a: &tabletop_core::sgs::Arena, i: usize) -> bool {
    let k = kind(a, i);
    (0..i).filter(|&j| kind(a, j) == k).count() % 2 == 1
}

/// The middle of an outline: its set pixels whose four neighbours are
/// set too (a hollow figure's dark middle).
fn middle(o: [u8; 8]) -> [u8; 8] {
    let mut m = [0u8; 8];
    for r in 1..7 {
        m[r] = o[r] & o[r - 1] & o[r + 1] & (o[r] << 1) & (o[r] >> 1);
    }
    m
}

/// What a figure looks like, a colour (0: none) for each of its 64
/// pixels, the top row first: kind `k`'s outline in its colour (grey when
/// not `up`), hollow with a dark middle when `hollow`, and its mark `m`
/// (dark, or in the body's colour on a hollow one).
pub fn look(k: Kind, up: bool, hollow: bool, m: char) -> [[u8; 8]; 8] {
    let (body, letter) = if up {
        colours(k)
    } else {
        (ink::GREY, ink::SHADOW)
    };
    let o = outline(k);
    let mid = if hollow { middle(o) } else { [0; 8] };
    let mut px = [[0u8; 8]; 8];
    for (r, row) in px.iter_mut().enumerate() {
        for (col, p) in row.iter_mut().enumerate() {
            let bit = 0x80 >> col;
            if mid[r] & bit != 0 {
                *p = ink::SHADOW;
            } else if o[r] & bit != 0 {
                *p = body;
            }
        }
    }
    let mark = if hollow { body } else { letter };
    let bits = super::draw::tiny_bits(m);
    for r in 0..5 {
        for col in 0..3 {
            if bits >> (14 - (r * 3 + col)) & 1 != 0 {
                px[r + 2][col + 2] = mark;
            }
        }
    }
    px
}

/// Draws a figure of kind `k` in the cell at `(x, y)` with its mark `m`
/// as [`look`] says (`hollow`: the second of its kind), ringed in yellow
/// when `acting`.
pub fn draw(
    c: &mut Canvas,
    (x, y): (i32, i32),
    k: Kind,
    up: bool,
    hollow: bool,
    m: char,
    acting: bool,
) {
    if acting {
        c.fill(x, y, 8, 8, ink::YELLOW);
    }
    for (row, px) in look(k, up, hollow, m).iter().enumerate() {
        // Each run of one colour as one fill.
        let mut col = 0;
        while col < 8 {
            let colour = px[col];
            let start = col;
            while col < 8 && px[col] == colour {
                col += 1;
            }
            if colour != 0 {
                c.fill(
                    x + start as i32,
                    y + row as i32,
                    (col - start) as i32,
                    1,
                    colour,
                );
            }
        }
    }
}

/// Pixels by which the outlines of `a` and `b` differ.
#[cfg(test)]
pub fn apart(a: Kind, b: Kind) -> u32 {
    outline(a)
        .iter()
        .zip(outline(b))
        .map(|(x, y)| (x ^ y).count_ones())
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every two fighters of a fight look different by more than their
    /// marks: two of a kind (two rats, two heroes) differ in at least six
    /// pixels of their figures (the playtest: two rats, and Bram and Wren,
    /// looked alike).
    #[test_case]
    fn two_of_a_kind_differ_by_more_than_their_marks(_gba: &mut agb::Gba) {
        use tabletop_core::sgs::arena::{Arena, Config, Foes};
        for level in 1..=3 {
            for party in 1..=4 {
                let a = Arena::new(Config {
                    seed: 7,
                    party,
                    foes: Foes::Level(level),
                });
                let marks = crate::sgs::words::fighter_marks(&a);
                let looks: alloc::vec::Vec<_> = a
                    .fighters()
                    .iter()
                    .enumerate()
                    .map(|(i, _)| look(kind(&a, i), true, hollow(&a, i), marks[i]))
                    .collect();
                for i in 0..looks.len() {
                    for j in i + 1..looks.len() {
                        let apart = looks[i]
                            .iter()
                            .flatten()
                            .zip(looks[j].iter().flatten())
                            .filter(|(p, q)| p != q)
                            .count();
                        assert!(
                            apart >= 6,
                            "level {level}, party {party}: fighters {i} and {j} differ in {apart} pixels"
                        );
                    }
                }
            }
        }
    }

    /// Every kind of fighter has its own outline (at least four pixels
    /// apart from every other's) and its own colour, the heroes each their
    /// own shape (eight pixels apart) in their side's sky;
    /// every creature of the roster is a kind of its own; the mark fits
    /// inside every outline.
    #[test_case]
    fn every_kind_of_fighter_looks_different(_gba: &mut agb::Gba) {
        let mut kinds = alloc::vec![Kind::Foe];
        kinds.extend((0..4).map(Kind::Hero));
        kinds.extend((0..CREATURES.len()).map(Kind::Creature));
        for (i, &a) in kinds.iter().enumerate() {
            for &b in &kinds[i + 1..] {
                assert!(apart(a, b) >= 4, "{a:?} and {b:?} look alike");
                // The heroes share their side's sky, each its own shape.
                if let (Kind::Hero(_), Kind::Hero(_)) = (a, b) {
                    assert!(apart(a, b) >= 8, "{a:?} and {b:?}: one shape");
                } else {
                    assert_ne!(colours(a).0, colours(b).0, "{a:?} and {b:?}: one colour");
                }
            }
            let o = outline(a);
            for row in &o[2..7] {
                assert_eq!(row & 0b0011_1000, 0b0011_1000, "{a:?}: the mark sticks out");
            }
        }
        // Every arena's foes are creatures of the roster, each its kind.
        use tabletop_core::sgs::arena::{Arena, Config, Foes};
        for level in 1..=3 {
            let a = Arena::new(Config {
                seed: 1,
                party: 1,
                foes: Foes::Level(level),
            });
            for (i, f) in a.fighters().iter().enumerate() {
                let k = kind(&a, i);
                match f.side {
                    Side::A => assert_eq!(k, Kind::Hero(0)),
                    Side::B => assert!(
                        matches!(k, Kind::Creature(i) if CREATURES[i].0.contains(f.ch.name())),
                        "{}: {k:?}",
                        f.ch.name()
                    ),
                }
            }
        }
    }

    /// Bram and Wren (the first two heroes) differ in their shapes, not
    /// in their colours or marks alone: their outlines, ignoring colours,
    /// are at least eight pixels apart, and neither is hollow (the
    /// session-30 playtest: the same blue disc).
    #[test_case]
    fn bram_and_wren_have_their_own_shapes(_gba: &mut agb::Gba) {
        use tabletop_core::sgs::arena::{Arena, Config, Foes};
        let a = Arena::new(Config {
            seed: 3,
            party: 2,
            foes: Foes::Level(1),
        });
        let shape = |i: usize| {
            let px = look(kind(&a, i), true, hollow(&a, i), 'B');
            px.map(|row| row.map(|p| p != 0))
        };
        let (bram, wren) = (shape(0), shape(1));
        let apart = bram
            .iter()
            .flatten()
            .zip(wren.iter().flatten())
            .filter(|(p, q)| p != q)
            .count();
        assert!(
            apart >= 8,
            "Bram and Wren's shapes differ in {apart} pixels"
        );
        assert!(!hollow(&a, 0) && !hollow(&a, 1));
        assert_eq!(a.fighters()[1].ch.name(), "Wren");
    }
}
