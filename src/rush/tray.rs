//! The dice tray in Rush's side panel: the round's order d20s beside the
//! pieces, a princess's or a comeback's d20, the move d4, a cube's d6, and a
//! fight's two d20s, each in its side's colour and shape.

use agb::display::GraphicsFrame;
use tabletop_core::rush::{MAX_PLAYERS, Team};

use super::campus::{self, PANEL_X, Sheet, spr};
use super::view::{ORDER_DIE_X, Shown, TRAY_Y, row_y};

/// The big move die's top left corner.
pub const D4_X: i32 = PANEL_X + 8;
pub const D4_Y: i32 = TRAY_Y - 4;

/// The dice in the tray.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct Tray {
    /// The round's order d20 of each player (0: none shown).
    pub order: [u8; MAX_PLAYERS],
    /// One d20 (a princess's), or the attacker's in a fight.
    pub d20: u8,
    /// The defender's d20 in a fight (0: none).
    pub d20b: u8,
    /// The d4.
    pub d4: u8,
    /// A cube's d6.
    pub d6: u8,
    /// Frames left of the dice tumbling before they land.
    pub tumble: u32,
    /// A fight's totals (attacker, defender), shown under the d20s once
    /// they land.
    pub totals: [u8; 2],
    /// Whose princess the lone d20 places: her picture stands beside it.
    pub princess: Option<Team>,
}

impl Tray {
    /// The face a die of `sides` whose face is `real` shows at animation
    /// frame `frames` (a tumbling die shows others).
    pub fn face(&self, frames: u32, real: u8, sides: u32) -> u8 {
        if self.tumble > 0 {
            ((frames.wrapping_mul(7) + u32::from(real) * 3) % sides) as u8 + 1
        } else {
            real
        }
    }

    /// Draws the dice at animation frame `frames` (`s`: the game as shown;
    /// `fight_teams`: a fight's attacker's and defender's teams).
    pub fn show(
        &self,
        sheet: &Sheet,
        frame: &mut GraphicsFrame,
        frames: u32,
        s: &Shown,
        fight_teams: [Team; 2],
    ) {
        // Each player's order die beside his piece, where his cubes are
        // shown the rest of the round.
        for i in 0..s.players {
            let f = self.order[usize::from(i)];
            if f > 0 {
                let y = row_y(i);
                let x = PANEL_X + ORDER_DIE_X;
                sheet.sprite(
                    frame,
                    spr::D20 + usize::from(self.face(frames, f, 20)) - 1,
                    x,
                    y,
                );
            }
        }
        // (A cube's d6 that nudges her die takes that place.)
        if let Some(t) = self.princess
            && self.d20 > 0
            && self.d6 == 0
        {
            sheet.sprite(frame, spr::PRINCESS + t.idx(), PANEL_X + 26, TRAY_Y);
        }
        // A fight's two d20s (the only time two are rolled) are each in
        // its side's colour and shape; any other d20 is the plain yellow.
        let fight = self.d20b > 0;
        let faces = |k: usize| match fight {
            true => campus::d20_of(fight_teams[k]),
            false => spr::D20,
        };
        if self.d20 > 0 {
            sheet.sprite(
                frame,
                faces(0) + usize::from(self.face(frames, self.d20, 20)) - 1,
                PANEL_X + 2,
                TRAY_Y,
            );
        }
        if fight {
            sheet.sprite(
                frame,
                faces(1) + usize::from(self.face(frames, self.d20b, 20)) - 1,
                PANEL_X + 26,
                TRAY_Y,
            );
        }
        // The move die big, its digit twice the size (the playtest: a
        // tiny triangle with a tiny digit).
        if self.d4 > 0 {
            let first = spr::D4_BIG + 4 * (usize::from(self.face(frames, self.d4, 4)) - 1);
            for (k, (dx, dy)) in [(0, 0), (16, 0), (0, 16), (16, 16)].into_iter().enumerate() {
                sheet.sprite(frame, first + k, D4_X + dx, D4_Y + dy);
            }
        }
        if self.d6 > 0 {
            let x = if self.d20 > 0 {
                PANEL_X + 26
            } else {
                PANEL_X + 2
            };
            sheet.sprite(
                frame,
                spr::D6 + usize::from(self.face(frames, self.d6, 6)) - 1,
                x,
                TRAY_Y,
            );
        }
    }
}
