//! Listing legal actions and destinations, and validating actions (whether an
//! action is legal, and why not).

use super::board::{KINDS, Mask};
use super::game::{CHEST, EMPTY, Game, marker_code};
use super::reach::find_path;
use super::{Action, CellKind, IllegalMove, Path, Phase, Pos, Side};

impl Game {
    /// Lists every legal action now (nothing once the game is over).
    pub fn legal_actions<const N: usize>(&self, out: &mut heapless::Vec<Action, N>) {
        out.clear();
        let mut add = |a| {
            let _ = out.push(a);
        };
        let place_on = |kind: CellKind, add: &mut dyn FnMut(Action)| {
            for (i, &c) in self.cells.iter().enumerate() {
                if c == EMPTY && KINDS.get(i) == Some(&kind) {
                    add(Action::Place(Pos::from_index(i)));
                }
            }
        };
        match self.phase {
            Phase::PlaceGoodie => place_on(CellKind::GoodieStart, &mut add),
            Phase::PlaceGoodieChest | Phase::PlaceBaddieChest => {
                place_on(CellKind::Chest, &mut add)
            }
            Phase::Roll { .. } => add(Action::Roll),
            Phase::Move { side, roll } => {
                let mut any = false;
                let (open, stop) = self.step_masks(side);
                self.markers(side).for_each(|from| {
                    let reach = super::reach::reach_masks(from, roll, open, &stop);
                    if let Some(m) = reach.get((roll as usize).wrapping_sub(1)) {
                        m.for_each(|to| {
                            any = true;
                            add(Action::Move {
                                from: Pos::from_index(from),
                                to: Pos::from_index(to),
                            });
                        });
                    }
                });
                if roll == 6 && self.defeated[side.idx()] > 0 {
                    self.free_starts(side).for_each(|to| {
                        any = true;
                        add(Action::Return {
                            to: Pos::from_index(to),
                        });
                    });
                }
                if !any {
                    add(Action::Pass);
                }
            }
            Phase::LootChoice { .. } => {
                add(Action::TakeGold);
                self.free_starts(Side::Goodie).for_each(|to| {
                    add(Action::Return {
                        to: Pos::from_index(to),
                    })
                });
            }
            Phase::Over => {}
        }
    }

    /// The spaces the marker at `from` can end on with the current roll, each
    /// with one path to it (`from` first). Empty unless it is that marker's
    /// side's move.
    pub fn destinations<const N: usize>(&self, from: Pos, out: &mut heapless::Vec<(Pos, Path), N>) {
        out.clear();
        let Some((fi, roll, (open, stop), ends)) = self.ends_mask(from) else {
            return;
        };
        ends.for_each(|to| {
            let mut path = Path::new();
            if find_path(fi, to, roll, &open, &stop, &mut path) {
                let _ = out.push((Pos::from_index(to), path));
            }
        });
    }

    /// The spaces the marker at `from` can end on with the current roll,
    /// without their paths (what a screen lights: cheap on the cartridge,
    /// where a path search per space can cost a frame). The same spaces as
    /// [`Game::destinations`].
    pub fn ends<const N: usize>(&self, from: Pos, out: &mut heapless::Vec<Pos, N>) {
        out.clear();
        if let Some((.., ends)) = self.ends_mask(from) {
            ends.for_each(|to| {
                let _ = out.push(Pos::from_index(to));
            });
        }
    }

    /// The marker at `from` (its cell), the roll, the step masks and the
    /// cells it can end on; `None` unless it is that marker's side's move.
    fn ends_mask(&self, from: Pos) -> Option<(usize, u8, (Mask, Mask), Mask)> {
        let Phase::Move { side, roll } = self.phase else {
            return None;
        };
        let fi = from.index()?;
        if self.code(fi) != marker_code(side) {
            return None;
        }
        let (open, stop) = self.step_masks(side);
        let reach = super::reach::reach_masks(fi, roll, open, &stop);
        let ends = *reach.get((roll as usize).wrapping_sub(1))?;
        Some((fi, roll, (open, stop), ends))
    }

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
        let (open, stop) = self.step_masks(side);
        if find_path(fi, ti, roll, &open, &stop, &mut path) {
            Ok(())
        } else {
            Err(IllegalMove::CantReach)
        }
    }
}
