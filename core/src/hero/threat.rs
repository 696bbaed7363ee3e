//! What the screens show before a choice: which enemies could hit a mini at
//! a cell (and the cover it would have from each), and where a thrown
//! explosive could land.

use super::combat::{bounce_of, bounced};
use super::field::units;
use super::game::{Game, in_band};
use super::gear::Weapon;
use super::{Bounce, Cell, Cover, sight};

impl Game {
    /// Whether mini `enemy`'s weapon reaches `at` from where it stands: it is
    /// on the battlefield and conscious, has a weapon, and `at` is within its
    /// range band. Cover is not counted (see [`Game::threat`]); this is the
    /// cheap test the threat view lights cells with.
    pub fn reaches(&self, enemy: u8, at: Cell) -> bool {
        match self.minis.get(usize::from(enemy)) {
            Some(m) if m.hp > 0 && m.kit.weapon != Weapon::None => {
                m.at.is_some_and(|from| in_band(from, at, m.kit.weapon.range()))
            }
            _ => false,
        }
    }

    /// The cover a mini of seat `seat` standing at `at` would have from mini
    /// `enemy`'s weapon, or `None` when that weapon could not hit it there: a
    /// mini of the same seat, unconscious or off the battlefield, unarmed,
    /// out of range, or the cell hidden from it. (Where the enemy may move
    /// first, and its explosives, are not counted.)
    pub fn threat(&self, enemy: u8, seat: u8, at: Cell) -> Option<Cover> {
        let m = self.minis.get(usize::from(enemy))?;
        if m.seat == seat || !self.reaches(enemy, at) {
            return None;
        }
        match sight::cover(&self.field, m.at?, at) {
            Cover::Hidden => None,
            c => Some(c),
        }
    }

    /// Where an explosive mini `mini` throws at `target` lands when it misses:
    /// where it was aimed (the direction die's 1 up or down: half damage),
    /// or bounced towards the top, right, left or bottom, half the thrown
    /// distance rounded up (faces 2, 3, 4, 5). `None` when either is off the
    /// battlefield.
    pub fn landings(&self, mini: u8, target: u8) -> Option<[Cell; 5]> {
        let from = self.minis.get(usize::from(mini))?.at?;
        let aim = self.minis.get(usize::from(target))?.at?;
        let by = units(from, aim).div_ceil(2);
        let mut out = [aim; 5];
        for (k, face) in (2..=5).enumerate() {
            if let Bounce::Towards(e) = bounce_of(face) {
                out[k + 1] = bounced(aim, e, by);
            }
        }
        Some(out)
    }
}
