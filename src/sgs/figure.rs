//! Each fighter's figure on the fight's map and in its list: a heroes' round
//! sky piece, and for the foes a figure of their kind, its own colour and
//! its own outline (the rat's ears and tail, the goblin's long ears, the
//! zombie's reaching arms, the Bone Knight's crest and feet, the troll's
//! bulk), so two kinds never look alike, even for colour-blind eyes (the
//! playtest: the rats and the goblin were one red square). The fighter's
//! mark (its number or initial) is drawn in the middle of it.

use tabletop_core::sgs::arena::{Fighter, Side};
use tabletop_core::sgs::roster::CREATURES;

use crate::text::Canvas;
use crate::ui::ink;

/// What a fighter looks like: its kind's outline and colours.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// A hero: round.
    Hero,
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
        Kind::Hero => [0, 0b0011_1100, s, s, s, s, 0b0011_1100, 0],
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
        Kind::Hero => (ink::SKY, ink::SHADOW),
        Kind::Creature(0) => (ORANGE, ink::SHADOW),
        Kind::Creature(1) => (ink::GREEN, ink::SHADOW),
        Kind::Creature(2) => (MAGENTA, ink::SHADOW),
        Kind::Creature(3) => (ink::WHITE, ink::SHADOW),
        Kind::Creature(4) => (LIME, ink::SHADOW),
        _ => (ink::RED, ink::WHITE),
    }
}

/// The kind of a fighter: a hero, a creature by its name, or another foe.
pub fn kind(f: &Fighter) -> Kind {
    if f.side == Side::A {
        return Kind::Hero;
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

/// Draws `f`'s figure in the cell at `(x, y)` with its mark `m`: its
/// kind's outline in its colour (grey when not `up`), ringed in yellow
/// when `acting`.
pub fn draw(c: &mut Canvas, x: i32, y: i32, f: &Fighter, up: bool, m: char, acting: bool) {
    if acting {
        c.fill(x, y, 8, 8, ink::YELLOW);
    }
    let k = kind(f);
    let (body, letter) = if up {
        colours(k)
    } else {
        (ink::GREY, ink::SHADOW)
    };
    for (row, &bits) in outline(k).iter().enumerate() {
        // Each run of set bits as one fill.
        let mut col = 0;
        while col < 8 {
            if bits >> (7 - col) & 1 == 0 {
                col += 1;
                continue;
            }
            let start = col;
            while col < 8 && bits >> (7 - col) & 1 == 1 {
                col += 1;
            }
            c.fill(x + start, y + row as i32, col - start, 1, body);
        }
    }
    super::draw::tiny(c, x + 2, y + 2, m, letter);
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

    /// Every kind of fighter has its own outline (at least four pixels
    /// apart from every other's) and its own colour, the heroes' round;
    /// every creature of the roster is a kind of its own; the mark fits
    /// inside every outline.
    #[test_case]
    fn every_kind_of_fighter_looks_different(_gba: &mut agb::Gba) {
        let mut kinds = alloc::vec![Kind::Hero, Kind::Foe];
        kinds.extend((0..CREATURES.len()).map(Kind::Creature));
        for (i, &a) in kinds.iter().enumerate() {
            for &b in &kinds[i + 1..] {
                assert!(apart(a, b) >= 4, "{a:?} and {b:?} look alike");
                assert_ne!(colours(a).0, colours(b).0, "{a:?} and {b:?}: one colour");
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
            for f in a.fighters() {
                let k = kind(f);
                match f.side {
                    Side::A => assert_eq!(k, Kind::Hero),
                    Side::B => assert!(
                        matches!(k, Kind::Creature(i) if CREATURES[i].0.contains(f.ch.name())),
                        "{}: {k:?}",
                        f.ch.name()
                    ),
                }
            }
        }
    }
}
