//! One die as the screen draws it: its coloured edge (a success green, a 1
//! red, a 6 orange: not the yellow of the one acting, the session-31
//! playtest), its pips, and the X of a success a 1 took away, drawn under
//! the pips on a greyed face so the crossed-out die still shows its number
//! (the playtest: the X hid a 6). Each die is a few boxes ([`boxes`]), so
//! the tests can look at its picture.

use alloc::vec::Vec;

use crate::text::Canvas;
use crate::ui::ink;

/// A die's size in pixels.
pub const DIE: i32 = 13;

/// A 6's colour: the text palette's orange (`{8}`), its own, not the
/// yellow of the one acting or the "+" before the bonus dice.
pub const SIX: u8 = 8;

/// The edge colour of a face: 1 red, 6 orange, 4-5 green, else grey.
pub fn edge(face: u8) -> u8 {
    match face {
        1 => ink::RED,
        6 => SIX,
        4 | 5 => ink::GREEN,
        _ => ink::GREY,
    }
}

/// Pip places (in thirds of the die) for faces 1 to 6.
pub fn pips(face: u8) -> &'static [(i32, i32)] {
    match face {
        1 => &[(1, 1)],
        2 => &[(0, 0), (2, 2)],
        3 => &[(0, 0), (1, 1), (2, 2)],
        4 => &[(0, 0), (2, 0), (0, 2), (2, 2)],
        5 => &[(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
        _ => &[(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
    }
}

/// A filled box: x, y (from the die's top-left), width, height, colour.
pub type Box4 = (i32, i32, i32, i32, u8);

/// The boxes, in drawing order, of a die of `size` showing `face`
/// (pips from size 9 up; below, only its coloured edge), `crossed` out:
/// the face greyed and a red X under its pips, which stay dark and
/// readable.
pub fn boxes(size: i32, face: u8, crossed: bool) -> Vec<Box4> {
    let mut v = Vec::with_capacity(40);
    v.push((0, 0, size, size, edge(face)));
    let (inset, pip, gap) = if size >= DIE { (2, 2, 3) } else { (1, 1, 2) };
    let paper = if crossed { ink::GREY } else { ink::WHITE };
    if size >= 9 {
        v.push((inset, inset, size - 2 * inset, size - 2 * inset, paper));
    }
    if crossed {
        for k in 0..size.max(2) - 1 {
            v.push((k, k, 2, 1, ink::RED));
            v.push((size - 2 - k, k, 2, 1, ink::RED));
        }
    }
    if size >= 9 {
        for &(px, py) in pips(face) {
            v.push((
                inset + 1 + px * gap,
                inset + 1 + py * gap,
                pip,
                pip,
                ink::SHADOW,
            ));
        }
    }
    v
}

/// Draws a die of `size` showing `face` at `(x, y)`, `crossed` out or not.
pub fn draw(c: &mut Canvas, x: i32, y: i32, size: i32, face: u8, crossed: bool) {
    for (bx, by, w, h, colour) in boxes(size, face, crossed) {
        c.fill(x + bx, y + by, w, h, colour);
    }
}

/// A big die (the skill picks' roll), three times the play screen's.
pub fn big(c: &mut Canvas, x: i32, y: i32, face: u8) {
    let s = 39;
    c.fill(x, y, s, s, edge(face));
    c.fill(x + 3, y + 3, s - 6, s - 6, ink::WHITE);
    for &(px, py) in pips(face) {
        c.fill(x + 8 + px * 9, y + 8 + py * 9, 5, 5, ink::SHADOW);
    }
}

/// The dice of a roll whose success a 1 took away, a bit each (die `i`
/// bit `i`): one success for each 1, the pool's own dice first (the
/// lowest successes first: a 6 gives its bonus die anyway), then the bonus
/// dice after its first `pool`, so a bonus die added later never moves an
/// X already drawn (the session-31 playtest: the X jumped to the bonus
/// die); the 1s themselves stay, red.
pub fn crossed(faces: &[u8], pool: usize) -> u64 {
    let mut ones = faces.iter().filter(|&&f| f == 1).count();
    let mut bits = 0u64;
    for part in [0..pool.min(faces.len()), pool.min(faces.len())..faces.len()] {
        for want in 4..=6 {
            for i in part.clone().take(64) {
                if faces[i] == want && ones > 0 {
                    bits |= 1 << i;
                    ones -= 1;
                }
            }
        }
    }
    bits
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The die's picture: a colour for each pixel, as [`draw`] fills it.
    fn picture(size: i32, face: u8, crossed: bool) -> Vec<Vec<u8>> {
        let mut p = alloc::vec![alloc::vec![0u8; size as usize]; size as usize];
        for (x, y, w, h, colour) in boxes(size, face, crossed) {
            for yy in y.max(0)..(y + h).min(size) {
                for xx in x.max(0)..(x + w).min(size) {
                    p[yy as usize][xx as usize] = colour;
                }
            }
        }
        p
    }

    /// The pips a picture shows: dark blocks of its face, counted.
    fn pips_seen(p: &[Vec<u8>]) -> usize {
        let n = p.len();
        let mut seen = alloc::vec![alloc::vec![false; n]; n];
        let mut count = 0;
        for y in 0..n {
            for x in 0..n {
                if p[y][x] == ink::SHADOW && !seen[y][x] {
                    count += 1;
                    let mut todo = alloc::vec![(x, y)];
                    while let Some((a, b)) = todo.pop() {
                        if seen[b][a] || p[b][a] != ink::SHADOW {
                            continue;
                        }
                        seen[b][a] = true;
                        if a + 1 < n {
                            todo.push((a + 1, b));
                        }
                        if b + 1 < n {
                            todo.push((a, b + 1));
                        }
                        if a > 0 {
                            todo.push((a - 1, b));
                        }
                        if b > 0 {
                            todo.push((a, b - 1));
                        }
                    }
                }
            }
        }
        count
    }

    /// The session-31 playtest: the X over a 6 hid it. A crossed-out die
    /// still shows every pip, whole and dark, at full size and small; the
    /// X is there (red inside its face) and its face is greyed.
    #[test_case]
    fn a_crossed_out_die_still_shows_its_number(_gba: &mut agb::Gba) {
        for size in [DIE, 9] {
            for face in 4..=6u8 {
                let p = picture(size, face, true);
                assert_eq!(pips_seen(&p), usize::from(face), "size {size} face {face}");
                let mut pip_pixels = 0;
                for &(px, py) in pips(face) {
                    let (inset, pip, gap) = if size >= DIE { (2, 2, 3) } else { (1, 1, 2) };
                    for y in 0..pip {
                        for x in 0..pip {
                            let (a, b) = (inset + 1 + px * gap + x, inset + 1 + py * gap + y);
                            assert_eq!(p[b as usize][a as usize], ink::SHADOW);
                            pip_pixels += 1;
                        }
                    }
                }
                assert_eq!(
                    pip_pixels,
                    pips(face).len() as i32 * if size >= DIE { 4 } else { 1 }
                );
                let red = p.iter().flatten().filter(|&&c| c == ink::RED).count();
                assert!(red >= size as usize, "the X shows: {red} red pixels");
                let mid = (size / 2) as usize;
                assert!(p[mid][mid] == ink::RED || p[mid][mid] == ink::SHADOW);
                assert!(!p.iter().flatten().any(|&c| c == ink::WHITE), "greyed");
                // Its edge keeps its face's colour: a 6 still looks a 6.
                assert_eq!(p[0][mid], edge(face));
            }
        }
        // Not crossed: white, no red.
        let p = picture(DIE, 6, false);
        assert!(!p.iter().flatten().any(|&c| c == ink::RED));
        assert_eq!(pips_seen(&p), 6);
    }

    /// The session-31 playtest: yellow meant both "rolling" (the one
    /// acting, the bonus dice's "+") and "a 6". A 6 has its own colour,
    /// not yellow, not a success's green nor a 1's red.
    #[test_case]
    fn a_six_has_its_own_colour(_gba: &mut agb::Gba) {
        let six = edge(6);
        assert_ne!(six, ink::YELLOW);
        for f in 1..=5 {
            assert_ne!(edge(f), six, "face {f}");
        }
        assert!(
            super::super::draw::KEY.contains("{8}6"),
            "the key's 6 in its colour"
        );
    }

    /// The session-31 playtest: the X jumped from a 6 to the bonus die
    /// added after it. The pool's dice are crossed first; a bonus die
    /// added later leaves every X where it was.
    #[test_case]
    fn an_x_stays_on_its_die_when_a_bonus_die_comes(_gba: &mut agb::Gba) {
        let before = crossed(&[6, 1, 3], 3);
        assert_eq!(before, 0b001);
        for bonus in 1..=6u8 {
            let after = crossed(&[6, 1, 3, bonus], 3);
            assert_eq!(after & before, before, "bonus {bonus}: the 6's X stays");
        }
        // Within the pool the lowest success goes first, as before.
        assert_eq!(crossed(&[6, 4, 1], 3), 0b010);
        assert_eq!(crossed(&[6, 1, 5, 1, 3], 5), 0b101);
        // A bonus die's 1 takes a success left in the pool first.
        assert_eq!(crossed(&[6, 5, 2, 1], 3), 0b010);
    }
}
