//! Drawing what [`Anim`] shows: the pieces, minions and princesses on
//! their spaces, a push's arrow, the fight's space and the dice tray.

use heapless::Vec;

use agb::display::{GraphicsFrame, object::Object};
use tabletop_core::rush::{MAX_PLAYERS, MINIONS, Spot, Team};

use super::super::campus::{self, CLOUD, Sheet, place, spr};
use super::super::pace;
use super::Anim;

impl Anim {
    /// Draws the pieces, minions, princesses, badges and the dice tray.
    pub fn show(&self, sheet: &Sheet, frame: &mut GraphicsFrame, blink: bool) {
        let s = &self.shown;
        // What stands in each space, so things sharing one stand side by
        // side, each seen: the minions, then the princesses standing
        // alone, then the players (a princess carried rides on hers).
        let mut things: Vec<(Spot, usize), { 2 * MINIONS + 2 + MAX_PLAYERS }> = Vec::new();
        for t in Team::BOTH {
            for &m in &s.minions[t.idx()] {
                let _ = things.push((m, spr::MINION + t.idx()));
            }
        }
        for t in Team::BOTH {
            if let Some(at) = self.standing(t) {
                let _ = things.push((at, spr::PRINCESS + t.idx()));
            }
        }
        for i in 0..s.players {
            let _ = things.push((s.at[usize::from(i)], PIECE + usize::from(i)));
        }
        for (n, &(at, what)) in things.iter().enumerate() {
            let k = things[..n].iter().filter(|t| t.0 == at).count();
            let all = things.iter().filter(|t| t.0 == at).count();
            let c = place(at, k, all);
            // (The smaller drawn first: on top where two overlap.)
            let Some(i) = what.checked_sub(PIECE) else {
                sheet.sprite_at(frame, what, c);
                continue;
            };
            let i = i as u8;
            // A carried princess rides on her carrier's shoulder (a
            // standing one stands alone on her space): the two never look
            // alike. Drawn first, she is in front of him, all of her seen.
            for t in Team::BOTH {
                if s.carrier[t.idx()] == Some(i) {
                    sheet.sprite_at(frame, spr::PRINCESS + t.idx(), (c.0 + 5, c.1 - 6));
                }
            }
            sheet.sprite_at(frame, player_sprite(s.players, i), c);
            if let Some((_, d)) = self.pushing.filter(|p| p.0 == i) {
                let (sprite, hflip, vflip, x, y) = pace::push_arrow(d, c);
                Object::new(crate::ui::sprites::PIECES.sprite(sprite))
                    .set_pos((x, y))
                    .set_hflip(hflip)
                    .set_vflip(vflip)
                    .show(frame);
            }
        }
        // The fight's space.
        if let Some((c, r)) = self.fight_at.and_then(campus::cell_of)
            && blink
            && (self.frames / 8).is_multiple_of(2)
        {
            let (x, y) = campus::block_px(c, r);
            sheet.sprite(frame, spr::CURSOR, x - 2, y - 3);
        }
        self.tray
            .show(sheet, frame, self.frames, s, self.fight_teams);
        let _ = CLOUD;
    }
}

/// In [`Anim::show`]'s list, player `i` is `PIECE + i` (past every sprite).
const PIECE: usize = 1000;

/// The sprite of player `i` in a game of `players`.
pub fn player_sprite(players: u8, i: u8) -> usize {
    let half = players / 2;
    let (team, k) = if i < half { (0, i) } else { (1, i - half) };
    spr::PLAYER + team * 2 + usize::from(k.min(1))
}
