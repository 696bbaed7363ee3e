//! The heroes' portraits: a few small drawn faces (hair style and colour),
//! drawn with filled boxes on the text layer. A hero keeps its face's number.

use crate::text::Canvas;
use crate::ui::ink;

/// How many faces there are to pick from.
pub const FACES: u8 = 8;

/// A face's hair: its style (0 short, 1 long, 2 bearded) and colour.
const LOOKS: [(u8, u8); FACES as usize] = [
    (2, ink::RED),
    (1, ink::YELLOW),
    (0, ink::SHADOW),
    (1, ink::RED),
    (0, ink::YELLOW),
    (2, ink::GREY),
    (1, ink::SHADOW),
    (0, ink::GREEN),
];

/// The face a ready-made hero has (the first four faces, in order).
pub fn ready_made(i: usize) -> u8 {
    (i % 4) as u8
}

/// Draws face `n` with its top-left at `(x, y)`, each of its 16 × 16 cells
/// `scale` pixels wide.
pub fn draw(c: &mut Canvas, x: i32, y: i32, scale: i32, n: u8) {
    let (style, hair) = LOOKS[usize::from(n % FACES)];
    let mut b = |bx: i32, by: i32, w: i32, h: i32, colour: u8| {
        c.fill(x + bx * scale, y + by * scale, w * scale, h * scale, colour);
    };
    b(0, 0, 16, 16, ink::SKY);
    b(2, 1, 12, 4, hair);
    if style == 1 {
        b(1, 3, 3, 12, hair);
        b(12, 3, 3, 12, hair);
    }
    b(4, 4, 8, 10, ink::WHITE);
    b(4, 3, 8, 2, hair);
    b(5, 7, 2, 2, ink::SHADOW);
    b(9, 7, 2, 2, ink::SHADOW);
    if style == 2 {
        b(4, 11, 8, 4, hair);
        b(6, 12, 4, 1, ink::SHADOW);
    } else {
        b(6, 11, 4, 1, ink::RED);
    }
    b(0, 15, 16, 1, ink::GREY);
}
