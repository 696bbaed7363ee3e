//! The SiTTeRS heads-up display: whose turn at the top, the tallies on the right,
//! messages and button hints at the bottom. Each panel is redrawn only when its
//! text changes, and at most one panel a frame ([`Hud::draw`]): a panel takes
//! up to a third of a frame to draw, so three at once would drop a frame.

use alloc::string::String;
use core::fmt::Write;

use tabletop_core::sitters::{Game, Phase, Side};

use crate::strips::{Strip, Strips};
use crate::text::{Canvas, Glyphs};

/// The three text panels, strips of the shared text layer.
pub struct Hud {
    strips: Strips<3>,
}

/// Panels: the turn along the top, the tallies down the right, messages along
/// the bottom (drawn on the transparent layer over the board).
const PANELS: [Strip; 3] = [
    Strip {
        area: (0, 0, 240, 16),
        inset: (8, 3),
        fill: 0,
    },
    Strip {
        area: (184, 16, 56, 112),
        inset: (2, 3),
        fill: 0,
    },
    Strip {
        area: (0, 128, 240, 32),
        inset: (8, 3),
        fill: 0,
    },
];
const TOP: usize = 0;
const SIDE: usize = 1;
const BOTTOM: usize = 2;

/// The name of a side on screen, with its colour.
pub fn side_name(side: Side) -> &'static str {
    match side {
        Side::Goodie => "{5}Goodies{1}",
        Side::Baddie => "{6}Baddies{1}",
    }
}

impl Hud {
    /// Empty panels.
    pub fn new() -> Hud {
        Hud {
            strips: Strips::new(PANELS),
        }
    }

    /// Forgets what is drawn, so the next updates redraw everything (after
    /// another screen used the text layer).
    pub fn invalidate(&mut self) {
        self.strips.invalidate();
    }

    fn set(&mut self, panel: usize, text: &str) {
        self.strips.set(panel, text);
    }

    /// Draws the first panel whose text changed, if any (call once a frame).
    /// Returns whether it drew one.
    pub fn draw(&mut self, canvas: &mut Canvas, glyphs: &Glyphs) -> bool {
        self.strips
            .draw(canvas, glyphs, &[BOTTOM, TOP, SIDE], 1, || true)
            > 0
    }

    /// Updates the top and side panels from the game; `who` names the players.
    pub fn tallies(&mut self, game: &Game, who: [&str; 2]) {
        let mut top = String::new();
        match game.phase() {
            Phase::PlaceGoodie | Phase::PlaceGoodieChest | Phase::PlaceBaddieChest => {
                let _ = write!(top, "Setting up the board");
            }
            Phase::Over => {
                let _ = write!(top, "Game over after {} rounds", game.round());
            }
            phase => {
                let side = phase.side().unwrap_or(Side::Goodie);
                let _ = write!(top, "Round {}: {}", game.round(), side_name(side));
                let who = who[side as usize];
                if who.is_empty() {
                    let _ = write!(top, "' turn");
                }
                if side == Side::Goodie {
                    let _ = write!(top, " {}/2", game.turn_in_round().min(1) + 1);
                }
                if !who.is_empty() {
                    let _ = write!(top, " {{4}}({who})");
                }
            }
        }
        self.set(TOP, &top);

        let mut side = String::new();
        let _ = write!(
            side,
            "{{4}}Die\n\n{{3}}Gold{{1}} {}\n{{7}}Safe{{1}} {}\n\n{{4}}Lost\n{{5}}Good{{1}} {}\n{{6}}Bad{{1}}  {}\n\n{{4}}Chests{{1}} {}",
            game.gold(),
            game.survivors(),
            game.defeated(Side::Goodie),
            game.defeated(Side::Baddie),
            game.chests()
        );
        self.set(SIDE, &side);
    }

    /// Sets the message panel (two lines at most).
    pub fn message(&mut self, text: &str) {
        self.set(BOTTOM, text);
    }
}

/// Where the side panel draws the die (screen pixels).
pub const DIE_POS: (i32, i32) = (200, 26);
