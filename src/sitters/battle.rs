//! Where a battle is drawn: the two fighters side by side on their space (the
//! goodie on the left, the baddie on the right) and each one's die, in its
//! colour, on its side, in a row of the board where they cover no piece (else
//! in the side panel).

use tabletop_core::sitters::{COLS, Pos, ROWS};

use super::hud::DIE_POS;
use super::view::screen_of;

/// How far each fighter stands from the middle of its space, in pixels.
pub const NUDGE: i32 = 5;

/// Screen positions (sprite top-left corners) of a battle's pieces and dice.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Fight {
    /// The goodie and the baddie.
    pub fighters: [(i32, i32); 2],
    /// The goodie's die and the baddie's die.
    pub dice: [(i32, i32); 2],
}

/// The layout of a battle at `at`; `taken(p)` says whether a piece (other
/// than the fighters) is drawn at `p`.
pub fn layout(at: Pos, taken: impl Fn(Pos) -> bool) -> Fight {
    let (x, y) = screen_of(at);
    let fighters = [(x - NUDGE, y), (x + NUDGE, y)];
    let (row, col) = (at.row as i32, at.col as i32);
    // The dice span the space and half of each neighbour: a row is free when
    // those three spaces are.
    let free = |r: i32| {
        (0..ROWS as i32).contains(&r)
            && (col - 1..=col + 1)
                .all(|c| !(0..COLS as i32).contains(&c) || !taken(Pos::new(r as u8, c as u8)))
    };
    let row = [row - 1, row + 1].into_iter().find(|&r| free(r));
    let dice = match row {
        Some(r) => {
            let dy = (r - at.row as i32) * 16;
            [(x - 9, y + dy), (x + 9, y + dy)]
        }
        None => [(DIE_POS.0 - 12, DIE_POS.1), (DIE_POS.0 + 12, DIE_POS.1)],
    };
    Fight { fighters, dice }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The space whose 16x16 box holds most of the die at `(x, y)`'s middle.
    fn under(x: i32, y: i32) -> Option<(i32, i32)> {
        let (x0, y0) = screen_of(Pos::new(0, 0));
        let (cx, cy) = (x + 8 - x0, y + 8 - y0);
        (cx >= 0 && cy >= 0).then_some((cy / 16, cx / 16))
    }

    #[test_case]
    fn battle_dice_cover_no_piece_and_both_fighters_show(_gba: &mut agb::Gba) {
        for r in 0..ROWS as u8 {
            for c in 0..COLS as u8 {
                let at = Pos::new(r, c);
                // Pieces all round the battle except in one row: the dice go there.
                for open in [r as i32 - 1, r as i32 + 1] {
                    let taken = |p: Pos| p != at && p.row as i32 != open;
                    let f = layout(at, taken);
                    let [g, b] = f.fighters;
                    assert!(b.0 - g.0 >= 2 * NUDGE, "fighters on top of each other");
                    for (dx, dy) in f.dice {
                        assert!((0..240 - 14).contains(&dx) || dx < 0 && dx > -4);
                        assert!((0..160 - 16).contains(&dy));
                        if let Some((dr, dc)) = under(dx, dy)
                            && (0..ROWS as i32).contains(&dr)
                            && (0..COLS as i32).contains(&dc)
                            && dx < 8 + 16 * COLS as i32
                        {
                            assert!(
                                !taken(Pos::new(dr as u8, dc as u8)),
                                "a die covers a piece at {dr},{dc} (battle at {r},{c})"
                            );
                        }
                    }
                    // The goodie's die is left of the baddie's, like the fighters.
                    assert!(f.dice[0].0 < f.dice[1].0);
                }
                // Nowhere free: the side panel, clear of the board.
                let f = layout(at, |p| p != at);
                assert!(f.dice.iter().all(|&(dx, _)| dx >= 184));
            }
        }
    }
}
