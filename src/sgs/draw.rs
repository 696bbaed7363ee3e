//! Drawing the game on the shared text layer: dice with their pips (a
//! success edged green, a 1 red, a 6 gold), the fight's small map and the
//! list of fighters with their wounds as red dots.

use tabletop_core::sgs::arena::{Arena, HEIGHT, Side, State, WIDTH};

use super::words::DiceRow;
use crate::text::{Canvas, Glyphs};
use crate::ui::ink;

/// A die's size in pixels.
pub const DIE: i32 = 13;
/// A die and the gap after it.
pub const DIE_STEP: i32 = 15;
/// A map cell's size in pixels.
pub const CELL: i32 = 8;
/// The map's top-left corner.
pub const MAP: (i32, i32) = (4, 14);

/// The edge colour of a face: 1 red, 6 gold, 4-5 green, else grey.
pub fn edge(face: u8) -> u8 {
    match face {
        1 => ink::RED,
        6 => ink::YELLOW,
        4 | 5 => ink::GREEN,
        _ => ink::GREY,
    }
}

/// Pip places (in thirds of the die) for faces 1 to 6.
fn pips(face: u8) -> &'static [(i32, i32)] {
    match face {
        1 => &[(1, 1)],
        2 => &[(0, 0), (2, 2)],
        3 => &[(0, 0), (1, 1), (2, 2)],
        4 => &[(0, 0), (2, 0), (0, 2), (2, 2)],
        5 => &[(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
        _ => &[(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
    }
}

/// Draws one die showing `face` with its top-left at `(x, y)`.
pub fn die(c: &mut Canvas, x: i32, y: i32, face: u8) {
    c.fill(x, y, DIE, DIE, edge(face));
    c.fill(x + 2, y + 2, DIE - 4, DIE - 4, ink::WHITE);
    for &(px, py) in pips(face) {
        c.fill(x + 3 + px * 3, y + 3 + py * 3, 2, 2, ink::SHADOW);
    }
}

/// Draws a roll: its owner's name, its dice (the pool's, then bonus dice
/// after a "+"), and its result. Returns the x after it.
pub fn roll(c: &mut Canvas, g: &Glyphs, x: i32, y: i32, r: &DiceRow) -> i32 {
    let (faces, pool, result) = (&r.faces, r.pool, r.result);
    let label: alloc::string::String = r.label.chars().take(6).collect();
    let mut cx = c.text(g, x, y + 3, ink::SKY, &label) + 4;
    if faces.is_empty() {
        cx = c.text(g, cx, y + 3, ink::GREY, "no dice") + 4;
    }
    for (i, &f) in faces.iter().enumerate() {
        if i == pool {
            cx = c.text(g, cx, y + 3, ink::YELLOW, "+") + 2;
        }
        die(c, cx, y, f);
        cx += DIE_STEP;
    }
    let word = if result == 1 { "success" } else { "successes" };
    c.text(
        g,
        cx + 2,
        y + 3,
        ink::WHITE,
        &alloc::format!("= {} {}", result.max(0), word),
    )
}

/// The map: the grid and everyone still in the fight (heroes blue, foes
/// red, the one acting ringed in yellow, the knocked-out grey).
pub fn map(c: &mut Canvas, a: &Arena, acting: Option<u8>) {
    let (mx, my) = MAP;
    c.fill(
        mx - 1,
        my - 1,
        WIDTH as i32 * CELL + 2,
        HEIGHT as i32 * CELL + 2,
        ink::GREY,
    );
    c.fill(
        mx,
        my,
        WIDTH as i32 * CELL,
        HEIGHT as i32 * CELL,
        ink::SHADOW,
    );
    for (i, f) in a.fighters().iter().enumerate() {
        if f.state == State::Dead {
            continue;
        }
        let x = mx + i32::from(f.at.0) * CELL;
        let y = my + i32::from(f.at.1) * CELL;
        if acting == Some(i as u8) {
            c.fill(x, y, CELL, CELL, ink::YELLOW);
        }
        let body = match (f.up(), f.side) {
            (false, _) => ink::GREY,
            (true, Side::A) => ink::SKY,
            (true, Side::B) => ink::RED,
        };
        c.fill(x + 1, y + 1, CELL - 2, CELL - 2, body);
    }
}

/// The fighters' list at `(x, y)`: number, name, wounds as red dots and how
/// each stands.
pub fn fighters(c: &mut Canvas, g: &Glyphs, x: i32, y: i32, a: &Arena, acting: Option<u8>) {
    for (i, f) in a.fighters().iter().enumerate() {
        let ly = y + i as i32 * 9;
        let colour = match f.side {
            _ if acting == Some(i as u8) => ink::YELLOW,
            Side::A => ink::SKY,
            Side::B => ink::RED,
        };
        let name: alloc::string::String = f.ch.name().chars().take(11).collect();
        let end = c.text(g, x, ly, colour, &name);
        let mut px = end.max(x + 66);
        match f.state {
            State::Up => {}
            State::Out(_) => {
                c.text(g, px, ly, ink::GREY, "out");
                continue;
            }
            State::Dying(_) => {
                c.text(g, px, ly, ink::RED, "dying");
                continue;
            }
            State::Dead => {
                c.text(g, px, ly, ink::GREY, "gone");
                continue;
            }
        }
        for _ in 0..f.ch.wounds().min(8) {
            c.fill(px, ly + 2, 4, 4, ink::RED);
            px += 5;
        }
    }
}

/// The key to the dice colours, one line.
pub const KEY: &str = "{5}4-6{1} success  {6}1{1} takes one  {3}6{1} bonus die";
