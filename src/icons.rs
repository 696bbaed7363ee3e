//! Small icons drawn as letters of the body font (so a HUD line mixes them
//! with numbers at no extra cost): a few ASCII signs no screen prints are
//! redrawn as pictures when the glyphs are rasterised.

/// Hit points: a heart.
pub const HEART: char = '@';
/// A weapon: a sword.
pub const SWORD: char = '$';
/// Armour: a shield.
pub const SHIELD: char = '#';
/// Magic: a sparkle.
pub const MAGIC: char = '~';
/// Potions: a bottle.
pub const POTION: char = '`';
/// Kills: a skull.
pub const SKULL: char = '^';
/// Rings: a ring.
pub const RING: char = '&';
/// Rounds left this turn: an hourglass.
pub const ROUNDS: char = '\\';
/// A chance bar's full block.
pub const FULL: char = '[';
/// A chance bar's empty block.
pub const EMPTY: char = ']';
/// Tabletop Hero's ground: a crate.
pub const CRATE: char = '|';
/// Tabletop Hero's ground: a brick wall.
pub const WALL: char = '_';
/// Tabletop Hero's ground: a house's roof.
pub const HOUSE: char = '*';

/// Each icon as 7 rows of 5 pixels (bit 4 the left column), top to bottom.
pub const ICONS: [(char, [u8; 7]); 13] = [
    (
        HEART,
        [
            0b00000, 0b11011, 0b11111, 0b11111, 0b01110, 0b00100, 0b00000,
        ],
    ),
    (
        SWORD,
        [
            0b00001, 0b00011, 0b00110, 0b10100, 0b01000, 0b10100, 0b00000,
        ],
    ),
    (
        SHIELD,
        [
            0b11111, 0b11111, 0b11111, 0b11111, 0b01110, 0b00100, 0b00000,
        ],
    ),
    (
        MAGIC,
        [
            0b00100, 0b00100, 0b11111, 0b01110, 0b01010, 0b10001, 0b00000,
        ],
    ),
    (
        POTION,
        [
            0b01110, 0b00100, 0b01110, 0b11111, 0b11111, 0b01110, 0b00000,
        ],
    ),
    (
        SKULL,
        [
            0b01110, 0b11111, 0b10101, 0b11111, 0b01010, 0b00000, 0b00000,
        ],
    ),
    (
        RING,
        [
            0b00100, 0b01110, 0b10001, 0b10001, 0b10001, 0b01110, 0b00000,
        ],
    ),
    (
        ROUNDS,
        [
            0b11111, 0b01010, 0b00100, 0b01010, 0b11111, 0b00000, 0b00000,
        ],
    ),
    (
        FULL,
        [
            0b11111, 0b11111, 0b11111, 0b11111, 0b11111, 0b11111, 0b00000,
        ],
    ),
    (
        EMPTY,
        [
            0b11111, 0b10001, 0b10001, 0b10001, 0b10001, 0b11111, 0b00000,
        ],
    ),
    (
        CRATE,
        [
            0b11111, 0b11011, 0b10101, 0b11011, 0b11111, 0b00000, 0b00000,
        ],
    ),
    (
        WALL,
        [
            0b11011, 0b00000, 0b01110, 0b00000, 0b11011, 0b00000, 0b00000,
        ],
    ),
    (
        HOUSE,
        [
            0b00100, 0b01110, 0b11111, 0b01010, 0b01110, 0b00000, 0b00000,
        ],
    ),
];

/// An icon's rows as a glyph's nibble masks (nibble `x` of row `y` set
/// where the icon has a pixel), `top` rows down.
pub fn glyph_rows<const N: usize>(icon: &[u8; 7], top: usize) -> [u32; N] {
    let mut rows = [0u32; N];
    for (j, &bits) in icon.iter().enumerate() {
        let Some(row) = rows.get_mut(top + j) else {
            break;
        };
        for i in 0..5 {
            if bits & (0b10000 >> i) != 0 {
                *row |= 1 << (4 * i);
            }
        }
    }
    rows
}
