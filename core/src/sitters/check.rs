//! Validation of actions: decides whether an action is legal, and why not.

use super::board::{self, KINDS};
use super::game::{CHEST, EMPTY, Game, marker_code};
use super::{Action, CellKind, IllegalMove, Phase, Pos, Side};

impl Game {
    /// Whether `a` is legal now, without changing anything.
    pub fn check(&self, a: Action) -> Result<(), IllegalMove> {
        use IllegalMove as E;
        if self.phase == Phase::Over {
            return Err(E::GameOver);
        }
        match (a, self.phase) {
            (Action::Place(p), Phase::PlaceGoodie) => self.check_place(p, CellKind::GoodieStart),
            (Action::Place(p), Phase::PlaceGoodieChest | Phase::PlaceBaddieChest) => {
                self.check_place(p, CellKind::Chest)
            }
            (Action::Roll, Phase::Roll { .. }) => Ok(()),
            (Action::Move { from, to }, Phase::Move { side, roll }) => {
                self.check_move(side, roll, from, to)
            }
            (Action::Return { to }, Phase::Move { side, roll }) => {
                if roll != 6 {
                    return Err(E::NeedSix);
                }
                self.check_return(side, to)
            }
            (Action::Return { to }, Phase::LootChoice { .. }) => {
                self.check_return(Side::Goodie, to)
            }
            (Action::TakeGold, Phase::LootChoice { .. }) => Ok(()),
            (Action::Pass, Phase::Move { .. }) => {
                let mut all = heapless::Vec::<Action, { super::MAX_ACTIONS }>::new();
                self.legal_actions(&mut all);
                if all.contains(&Action::Pass) {
                    Ok(())
                } else {
                    Err(E::MustMove)
                }
            }
            _ => Err(E::WrongTime),
        }
    }

    fn check_place(&self, p: Pos, want: CellKind) -> Result<(), IllegalMove> {
        let Some(i) = p.index() else {
            return Err(IllegalMove::OffBoard);
        };
        if KINDS.get(i) != Some(&want) {
            return Err(if want == CellKind::Chest {
                IllegalMove::NotChestSpace
            } else {
                IllegalMove::NotGoodieStart
            });
        }
        if self.code(i) != EMPTY {
            return Err(IllegalMove::Occupied);
        }
        Ok(())
    }

    fn check_return(&self, side: Side, to: Pos) -> Result<(), IllegalMove> {
        if self.defeated(side) == 0 {
            return Err(IllegalMove::NobodyToReturn);
        }
        let Some(i) = to.index() else {
            return Err(IllegalMove::OffBoard);
        };
        if !self.free_starts(side).has(i) {
            return Err(if self.code(i) != EMPTY {
                IllegalMove::Occupied
            } else {
                IllegalMove::NotStartSpace
            });
        }
        Ok(())
    }

    fn check_move(&self, side: Side, roll: u8, from: Pos, to: Pos) -> Result<(), IllegalMove> {
        let (Some(fi), Some(ti)) = (from.index(), to.index()) else {
            return Err(IllegalMove::OffBoard);
        };
        if self.code(fi) != marker_code(side) {
            return Err(IllegalMove::NoMarker);
        }
        let kind = KINDS.get(ti).copied().unwrap_or(CellKind::Void);
        let target = self.code(ti);
        if side == Side::Baddie && target == CHEST {
            return Err(IllegalMove::BaddieOnChest);
        }
        if side == Side::Baddie && kind == CellKind::Safe {
            return Err(IllegalMove::BaddieToSafe);
        }
        if target == marker_code(side) {
            return Err(IllegalMove::Occupied);
        }
        let mut path = super::Path::new();
        if board::find_path(fi, ti, roll, &self.step_rule(side), &mut path) {
            Ok(())
        } else {
            Err(IllegalMove::CantReach)
        }
    }
}
