//! Drawing the game on the shared text layer: dice with their pips (a
//! success edged green, a 1 red, a 6 orange: [`super::die`]), tumbling before they settle,
//! the fight's small map (each piece marked with its fighter's initial or
//! number) and the list of fighters with the same pieces and their wounds
//! as red dots.

use tabletop_core::sgs::arena::{Arena, HEIGHT, Side, State, WIDTH};

use super::seen::Seen;
use super::words::DiceRow;
use crate::text::{Canvas, Glyphs};
use crate::ui::ink;

pub use super::die::DIE;

/// A die and the gap after it.
pub const DIE_STEP: i32 = 15;
/// A map cell's size in pixels.
pub const CELL: i32 = 8;
/// The map's top-left corner.
pub const MAP: (i32, i32) = (4, 14);

/// The right edge no line may pass.
pub const RIGHT: i32 = 236;

/// How a roll's dice are laid out: the step from die to die, a die's size
/// and whether the result says "successes" in full.
#[derive(Clone, Copy)]
pub struct Layout {
    /// From one die to the next.
    pub step: i32,
    /// A die's size (below 9 only its coloured edge shows, no pips).
    pub size: i32,
    /// The result's word is written out.
    pub long: bool,
}

/// A roll's result beside its dice. Below zero (the 1s took more than the
/// successes) it shows 0: a child counts no successes, and the red 1s
/// beside it say why (the words after the roll tell two such rolls apart).
pub fn result_text(r: &DiceRow, long: bool) -> alloc::string::String {
    let n = r.result.max(0);
    match (r.answer, long, n) {
        (Some(true), ..) => alloc::string::String::from("= yes"),
        (Some(false), ..) => alloc::string::String::from("= no"),
        (None, false, _) => alloc::format!("= {n}"),
        (None, true, 1) => alloc::format!("= {n} success"),
        (None, true, _) => alloc::format!("= {n} successes"),
    }
}

/// The width of a roll drawn with `l`, from its left edge.
fn width_with(g: &Glyphs, r: &DiceRow, l: Layout) -> i32 {
    let mut w = g.width(&r.label) + 4;
    if r.faces.is_empty() {
        w += g.width("no dice") + 4;
    }
    if r.pool < r.faces.len() {
        w += g.width("+") + 2;
    }
    w + r.faces.len() as i32 * l.step + 2 + g.width(&result_text(r, l.long))
}

/// The layout that fits a roll drawn from `x`: full-size dice if they fit,
/// then small dice with pips, then dice squeezed to coloured squares (the
/// most dice the core can roll still fit beside the widest name).
pub fn layout(g: &Glyphs, x: i32, r: &DiceRow) -> Layout {
    for l in [
        Layout {
            step: DIE_STEP,
            size: DIE,
            long: true,
        },
        Layout {
            step: DIE_STEP,
            size: DIE,
            long: false,
        },
        Layout {
            step: 10,
            size: 9,
            long: false,
        },
    ] {
        if x + width_with(g, r, l) <= RIGHT {
            return l;
        }
    }
    let none = Layout {
        step: 0,
        size: 0,
        long: false,
    };
    let room = RIGHT - x - width_with(g, r, none);
    let step = (room / r.faces.len().max(1) as i32).clamp(2, 9);
    Layout {
        step,
        size: step - 1,
        long: false,
    }
}

/// The width of a roll drawn from `x` (as [`roll`] lays it out).
#[cfg(test)]
pub fn roll_width(g: &Glyphs, x: i32, r: &DiceRow) -> i32 {
    width_with(g, r, layout(g, x, r))
}

/// The face a die still tumbling shows at `spin` (die `i` of its row): it
/// changes each time `spin` counts on, and differs from its neighbours'.
pub fn tumbling(face: u8, i: usize, spin: u8) -> u8 {
    ((u32::from(face) + u32::from(spin) * 5 + i as u32 * 2) % 6) as u8 + 1
}

/// Where a roll drawn from `x` (as [`roll`] lays it out) ends its dice:
/// its result's place.
pub fn dice_end(g: &Glyphs, x: i32, r: &DiceRow) -> i32 {
    let l = layout(g, x, r);
    x + width_with(g, r, l) - g.width(&result_text(r, l.long))
}

/// The column where the results of `rows` drawn from `x` stand, one under
/// the other (the playtest: two rolls' totals were hard to compare): past
/// the longest row's dice, unless that leaves a result no room.
pub fn results_column(g: &Glyphs, x: i32, rows: &[DiceRow]) -> Option<i32> {
    let at = rows.iter().map(|r| dice_end(g, x, r)).max()?;
    let fits = rows
        .iter()
        .all(|r| at + g.width(&result_text(r, false)) <= RIGHT);
    fits.then_some(at)
}

/// Draws a roll: its owner's name in full (in `colour`: the side's), its
/// dice (the pool's, then bonus dice after a "+"), and its result, laid out
/// to fit the screen, at `column` when given (the results of a blow one
/// under the other). The faces from `settled` on still tumble (flashing
/// faces by `spin`), and the result waits until all have settled. Returns
/// the x after it.
pub fn roll(
    c: &mut Canvas,
    g: &Glyphs,
    (x, y): (i32, i32),
    r: &DiceRow,
    (colour, column): (u8, Option<i32>),
    (settled, spin): (usize, u8),
) -> i32 {
    let (faces, pool) = (&r.faces, r.pool);
    let l = layout(g, x, r);
    let mut cx = c.text(g, x, y + 3, colour, &r.label) + 4;
    if faces.is_empty() {
        cx = c.text(g, cx, y + 3, ink::GREY, "no dice") + 4;
    }
    let top = y + (DIE - l.size) / 2;
    // Once settled, the successes the 1s took away are crossed out.
    let gone = if settled >= faces.len() {
        super::die::crossed(faces, pool)
    } else {
        0
    };
    for (i, &f) in faces.iter().enumerate() {
        if i == pool {
            cx = c.text(g, cx, y + 3, ink::YELLOW, "+") + 2;
        }
        let f = if i < settled { f } else { tumbling(f, i, spin) };
        super::die::draw(c, cx, top, l.size, f, gone >> i & 1 == 1);
        cx += l.step;
    }
    if settled < faces.len() {
        return cx;
    }
    let at = column.map_or(cx + 2, |k| k.max(cx + 2));
    let long = l.long && at + g.width(&result_text(r, true)) <= RIGHT;
    c.text(g, at, y + 3, ink::WHITE, &result_text(r, long))
}

/// The map's ground and its grey frame (the pieces on it: [`map_piece`],
/// each fighter still in the fight: heroes round and blue, each kind of
/// foe its own figure, the one acting ringed in yellow, the down grey).
pub fn map_ground(c: &mut Canvas) {
    let (mx, my) = MAP;
    let (w, h) = (WIDTH as i32 * CELL, HEIGHT as i32 * CELL);
    // A grey frame round the ground, each pixel filled once (fills are
    // the map's dearest part).
    c.fill(mx - 1, my - 1, w + 2, 1, ink::GREY);
    c.fill(mx - 1, my + h, w + 2, 1, ink::GREY);
    c.fill(mx - 1, my, 1, h, ink::GREY);
    c.fill(mx + w, my, 1, h, ink::GREY);
    c.fill(mx, my, w, h, ink::SHADOW);
}

/// Fighter `i`'s piece on the map, where and as the screen shows it (the
/// gone have none).
pub fn map_piece(c: &mut Canvas, a: &Arena, seen: &Seen, i: usize) {
    let (mx, my) = MAP;
    let (Some(_), Some(p), Some(&m)) = (
        a.fighters().get(i),
        seen.piece(i),
        super::words::fighter_marks(a).get(i),
    ) else {
        return;
    };
    if p.state == State::Dead {
        return;
    }
    let x = mx + i32::from(p.at.0) * CELL;
    let y = my + i32::from(p.at.1) * CELL;
    piece(c, (x, y), a, i, p.state, m, seen.actor == Some(i as u8));
}

/// Fighter `i`'s piece, a cell's size at `(x, y)`: its kind's figure
/// ([`super::figure`]: each hero its own shape, each kind of foe its own outline and
/// colour, the second of a kind hollow; grey when down, as `state` says)
/// with its mark `m`, ringed in yellow when `acting`.
pub fn piece(
    c: &mut Canvas,
    at: (i32, i32),
    a: &Arena,
    i: usize,
    state: State,
    m: char,
    acting: bool,
) {
    if a.fighters().get(i).is_none() {
        return;
    }
    let (k, hollow) = (super::figure::kind(a, i), super::figure::hollow(a, i));
    super::figure::draw(c, at, k, state == State::Up, hollow, m, acting);
}

/// The colour of a dice row's name: a hero's in the heroes' sky; a foe's
/// (`foe`) and the other side of a contest (the guard) in the foes' red;
/// Fate's die in its own magenta (the session-30 playtest: Fate and the
/// guard were drawn in the heroes' blue).
pub fn row_colour(r: &super::words::DiceRow, foe: bool) -> u8 {
    if r.answer.is_some() {
        FATE_INK
    } else if foe || r.who == super::words::NOT_A_HERO {
        ink::RED
    } else {
        ink::SKY
    }
}

/// Fate's colour: the text palette's magenta (`{9}`).
pub const FATE_INK: u8 = 9;

/// A-Z in 3 by 5 pixels, five rows of three bits (the top row and the
/// left column first), small enough for a map cell.
const TINY_LETTERS: [u16; 26] = [
    0b010101111101101,
    0b110101110101110,
    0b011100100100011,
    0b110101101101110,
    0b111100110100111,
    0b111100110100100,
    0b011100101101011,
    0b101101111101101,
    0b111010010010111,
    0b001001001101010,
    0b101101110101101,
    0b100100100100111,
    0b101111111101101,
    0b110101101101101,
    0b010101101101010,
    0b110101110100100,
    0b010101101110011,
    0b110101110101101,
    0b011100010001110,
    0b111010010010010,
    0b101101101101111,
    0b101101101101010,
    0b101101111111101,
    0b101101010101101,
    0b101101010010010,
    0b111001010100111,
];

/// 0-9 as [`TINY_LETTERS`].
const TINY_DIGITS: [u16; 10] = [
    0b111101101101111,
    0b010110010010111,
    // 2: round-topped, never a Z.
    0b010101001010111,
    0b110001010001110,
    0b101101111001001,
    0b111100110001110,
    0b011100110101010,
    0b111001010010010,
    0b010101010101010,
    0b010101011001110,
];

/// The 3 by 5 picture of `m` (a capital or a digit; anything else blank).
pub fn tiny_bits(m: char) -> u16 {
    match m {
        'A'..='Z' => TINY_LETTERS[m as usize - 'A' as usize],
        '0'..='9' => TINY_DIGITS[m as usize - '0' as usize],
        _ => 0,
    }
}

/// Room for a name in the fighters' list before its wounds.
#[cfg(test)]
pub const NAME_ROOM: i32 = 84;
/// Wound dots the fighters' list shows at most.
pub const FIGHTER_DOTS: u8 = 8;

/// Where a fighter's wounds or how it stands ("dying") start in the list:
/// just after its name at `x` (a child reads them with the name).
pub fn state_x(g: &Glyphs, x: i32, name: &str) -> i32 {
    x + g.width(name) + 3
}

/// Row `i` of the fighters' list at `(x, y)` (the list's top-left): the
/// fighter's piece as the map shows it (its mark matches its name, ringed
/// in yellow when `acting`), name, wounds as red dots and how it stands.
/// The list is drawn a row at a time, off screen ([`super::view`]).
pub fn fighter_row(
    c: &mut Canvas,
    g: &Glyphs,
    (x, y): (i32, i32),
    a: &Arena,
    seen: &Seen,
    i: usize,
) {
    let acting = seen.actor;
    let (Some(f), Some(p), Some(name), Some(&m)) = (
        a.fighters().get(i),
        seen.piece(i),
        super::words::fighter_names(a).get(i).cloned(),
        super::words::fighter_marks(a).get(i),
    ) else {
        return;
    };
    let ly = y + i as i32 * 9;
    let colour = match f.side {
        _ if acting == Some(i as u8) => ink::YELLOW,
        Side::A => ink::SKY,
        Side::B => ink::RED,
    };
    if p.state != State::Dead {
        piece(c, (x, ly - 1), a, i, p.state, m, acting == Some(i as u8));
    }
    let x = x + CELL + 2;
    c.text(g, x, ly, colour, &name);
    let mut px = state_x(g, x, &name);
    let (word, ink) = match p.state {
        State::Up => {
            for _ in 0..p.wounds.min(FIGHTER_DOTS) {
                c.fill(px, ly + 2, 4, 4, ink::RED);
                px += 5;
            }
            return;
        }
        State::Out(_) => ("out", ink::GREY),
        State::Dying(_) => ("dying", ink::RED),
        State::Dead => ("gone", ink::GREY),
    };
    c.text(g, px, ly, ink, word);
}

/// The key to the dice colours, one line, with the bonus die's orange 6.
pub const KEY: &str = "{5}4-6{1} success  {6}1{1} takes one  {8}6{1} bonus die";

/// The key without the 6: most 6s earn nothing (only the side behind may
/// add a die in a fight), so the playtest looked for bonus dice that never
/// came.
pub const KEY_NO_BONUS: &str = "{5}4-6{1} success  {6}1{1} takes one";

/// The key for `rows` on screen: the 6's bonus die said only when one of
/// them has a bonus die (more faces than its pool).
pub fn key(rows: &[DiceRow]) -> &'static str {
    if rows.iter().any(|r| r.faces.len() > r.pool) {
        KEY
    } else {
        KEY_NO_BONUS
    }
}
