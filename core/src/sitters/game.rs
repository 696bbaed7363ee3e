//! The game state and the rules engine.

use crate::contract::Sink;
use tinyrand::Rand;

use crate::contract::Dice;

use super::bits::Bits;
#[cfg(test)]
use super::board::Step;
use super::board::{CELLS, KINDS, Mask};
use super::reach::find_path;
use super::{
    Action, CHESTS_PER_SIDE, CellKind, Event, GOODIES, IllegalMove, Outcome, Path, Phase, Piece,
    Pos, Side,
};

/// After this many rounds the game stops and is scored as it stands (a ruling:
/// the paper game always ends, but two cautious players could dawdle forever).
pub const MAX_ROUNDS: u16 = 200;

pub(crate) const EMPTY: u8 = 0;
pub(crate) const GOODIE: u8 = 1;
pub(crate) const BADDIE: u8 = 2;
pub(crate) const CHEST: u8 = 3;

/// The score table: one point per survivor plus one per full 8 gold (at most 4).
pub const fn score_for(survivors: u8, gold: u8) -> u8 {
    let band = gold / 8;
    survivors + if band > 4 { 4 } else { band }
}

/// SiTTeRS' die: the shared [`Dice`], warmed up by one draw so seeds 1, 2, 3 do
/// not start alike, and rolled as a d6.
pub(crate) fn new_dice(seed: u64) -> Dice {
    let mut d = Dice::new(seed.max(1));
    let _ = d.next_u64();
    d
}

/// How a move's chance events are settled: by the dice, or (for the AI's
/// look-ahead, which must not peek at the real dice) by a chosen outcome.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Settle {
    Dice,
    Forced { attacker_wins: bool, loot: u8 },
}

/// A SiTTeRS game: board, tallies, phase and the die. Small and `Clone`.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Game {
    #[serde(with = "crate::contract::save::byte_array")]
    pub(crate) cells: [u8; CELLS],
    pub(crate) phase: Phase,
    pub(crate) gold: u8,
    pub(crate) survivors: u8,
    pub(crate) defeated: [u8; 2],
    pub(crate) on_board: [u8; 2],
    pub(crate) chests: u8,
    pub(crate) round: u16,
    pub(crate) turn: u8,
    pub(crate) loot_at: u8,
    pub(crate) dice: Dice,
}

fn push(events: &mut impl Sink<Event>, e: Event) {
    events.put(e);
}

impl Game {
    /// A new game at the start of setup; `seed` fixes every die roll.
    pub fn new(seed: u64) -> Game {
        Game {
            cells: [EMPTY; CELLS],
            phase: Phase::PlaceGoodie,
            gold: 0,
            survivors: 0,
            defeated: [0; 2],
            on_board: [0; 2],
            chests: 0,
            round: 1,
            turn: 0,
            loot_at: 0,
            dice: new_dice(seed),
        }
    }

    /// Replaces the die's seed (e.g. after parsing a position from text).
    pub fn reseed(&mut self, seed: u64) {
        self.dice = new_dice(seed);
    }

    /// The current phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// What stands at `p` (`None` when empty or off the board).
    pub fn piece_at(&self, p: Pos) -> Option<Piece> {
        match p.index().and_then(|i| self.cells.get(i)) {
            Some(&GOODIE) => Some(Piece::Goodie),
            Some(&BADDIE) => Some(Piece::Baddie),
            Some(&CHEST) => Some(Piece::Chest),
            _ => None,
        }
    }
    /// Gold the goodies have looted.
    pub fn gold(&self) -> u8 {
        self.gold
    }
    /// Goodies that reached the safe zone.
    pub fn survivors(&self) -> u8 {
        self.survivors
    }
    /// Markers of `side` lost in battle and not (yet) returned.
    pub fn defeated(&self, side: Side) -> u8 {
        self.defeated[side.idx()]
    }
    /// Markers of `side` on the board.
    pub fn on_board(&self, side: Side) -> u8 {
        self.on_board[side.idx()]
    }
    /// Chests on the board.
    pub fn chests(&self) -> u8 {
        self.chests
    }
    /// The round number, from 1.
    pub fn round(&self) -> u16 {
        self.round
    }
    /// The turn within the round: 0 and 1 are the goodies' turns, 2 the baddies'.
    pub fn turn_in_round(&self) -> u8 {
        self.turn
    }
    /// Whose turn it is (during setup: who places next; `None` when over).
    pub fn side_to_act(&self) -> Option<Side> {
        self.phase.side()
    }
    /// The final score so far and the outcome it means.
    pub fn score(&self) -> (u8, Outcome) {
        let s = score_for(self.survivors, self.gold);
        (s, Outcome::of_score(s))
    }
    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    pub(crate) fn code(&self, i: usize) -> u8 {
        self.cells.get(i).copied().unwrap_or(EMPTY)
    }

    /// How entering cell `i` works for a marker of `side` (the rule the path
    /// searches' step sets, [`Game::step_masks`], are checked against).
    #[cfg(test)]
    pub(crate) fn step_rule(&self, side: Side) -> impl Fn(usize) -> Step + '_ {
        move |i| {
            let kind = KINDS.get(i).copied().unwrap_or(CellKind::Void);
            match (self.code(i), side) {
                (_, _) if kind == CellKind::Void => Step::Blocked,
                (EMPTY, Side::Goodie) if kind == CellKind::Safe => Step::Stop,
                (EMPTY, Side::Baddie) if kind == CellKind::Safe => Step::Blocked,
                (EMPTY, _) => Step::Open,
                (GOODIE, Side::Baddie) | (BADDIE, Side::Goodie) | (CHEST, Side::Goodie) => {
                    Step::Stop
                }
                _ => Step::Blocked,
            }
        }
    }

    /// The cells a marker of `side` may pass through, and those that end its
    /// move on entering ([`Game::step_rule`] as two sets).
    pub(crate) fn step_masks(&self, side: Side) -> (Mask, Mask) {
        Bits::of(self).step_masks(side)
    }

    /// Cells holding `side`'s markers.
    pub(crate) fn markers(&self, side: Side) -> Mask {
        Bits::of(self).markers(side)
    }

    /// Free start spaces of `side`.
    pub(crate) fn free_starts(&self, side: Side) -> Mask {
        Bits::of(self).free_starts(side)
    }

    /// Whether `side` could spend a six on a return now.
    pub(crate) fn can_return(&self, side: Side) -> bool {
        self.defeated[side.idx()] > 0 && !self.free_starts(side).is_empty()
    }

    /// Performs `a`, appending what happened to `events` (events beyond the
    /// buffer's capacity are dropped). On `Err` nothing changes.
    pub fn try_apply(
        &mut self,
        a: Action,
        events: &mut impl Sink<Event>,
    ) -> Result<(), IllegalMove> {
        self.check(a)?;
        self.apply_checked(a, Settle::Dice, events);
        Ok(())
    }

    /// Applies an action already known to be legal (the AI's fast path).
    pub(crate) fn apply_checked(
        &mut self,
        a: Action,
        settle: Settle,
        events: &mut impl Sink<Event>,
    ) {
        match a {
            Action::Place(p) => self.place(p, events),
            Action::Roll => {
                if let Phase::Roll { side } = self.phase {
                    let value = self.dice.d(6);
                    push(events, Event::Rolled { side, value });
                    self.phase = Phase::Move { side, roll: value };
                }
            }
            Action::Move { from, to } => self.do_move(from, to, settle, events),
            Action::Return { to } => {
                let side = self.phase.side().unwrap_or(Side::Goodie);
                if let Phase::LootChoice { .. } = self.phase {
                    let at = Pos::from_index(self.loot_at as usize);
                    push(events, Event::GoldForfeited { at });
                }
                if let Some(i) = to.index() {
                    self.set(i, marker_code(side));
                }
                let s = side.idx();
                self.defeated[s] = self.defeated[s].saturating_sub(1);
                self.on_board[s] += 1;
                push(events, Event::Returned { side, to });
                self.end_turn(events);
            }
            Action::TakeGold => {
                if let Phase::LootChoice { roll } = self.phase {
                    self.add_gold(roll, events);
                }
                self.end_turn(events);
            }
            Action::Pass => {
                if let Some(side) = self.phase.side() {
                    push(events, Event::TurnPassed { side });
                }
                self.end_turn(events);
            }
        }
    }

    fn place(&mut self, p: Pos, events: &mut impl Sink<Event>) {
        let Some(i) = p.index() else { return };
        let piece = if self.phase == Phase::PlaceGoodie {
            Piece::Goodie
        } else {
            Piece::Chest
        };
        if let Some(c) = self.cells.get_mut(i) {
            *c = piece_code(piece);
        }
        push(events, Event::Placed { piece, at: p });
        match self.phase {
            Phase::PlaceGoodie => {
                self.on_board[0] += 1;
                if self.on_board[0] >= GOODIES {
                    // The baddies have no choice: one on each B space.
                    for (j, c) in self.cells.iter_mut().enumerate() {
                        if KINDS.get(j) == Some(&CellKind::BaddieStart) && *c == EMPTY {
                            *c = BADDIE;
                            self.on_board[1] += 1;
                            push(
                                events,
                                Event::Placed {
                                    piece: Piece::Baddie,
                                    at: Pos::from_index(j),
                                },
                            );
                        }
                    }
                    self.phase = Phase::PlaceGoodieChest;
                }
            }
            Phase::PlaceGoodieChest => {
                self.chests += 1;
                if self.chests >= CHESTS_PER_SIDE {
                    self.phase = Phase::PlaceBaddieChest;
                }
            }
            _ => {
                self.chests += 1;
                if self.chests >= 2 * CHESTS_PER_SIDE {
                    self.round = 1;
                    self.turn = 0;
                    self.start_turn(events);
                }
            }
        }
    }

    fn add_gold(&mut self, roll: u8, events: &mut impl Sink<Event>) {
        self.gold = self.gold.saturating_add(roll);
        let at = Pos::from_index(self.loot_at as usize);
        push(
            events,
            Event::Looted {
                at,
                roll,
                gold_total: self.gold,
            },
        );
    }

    fn do_move(&mut self, from: Pos, to: Pos, settle: Settle, events: &mut impl Sink<Event>) {
        let Phase::Move { side, roll } = self.phase else {
            return;
        };
        let (Some(fi), Some(ti)) = (from.index(), to.index()) else {
            return;
        };
        if events.keeps() {
            let mut path = Path::new();
            let (open, stop) = self.step_masks(side);
            find_path(fi, ti, roll, &open, &stop, &mut path);
            push(
                events,
                Event::Moved {
                    side,
                    from,
                    to,
                    path,
                },
            );
        }
        let me = marker_code(side);
        let target = self.code(ti);
        if let Some(c) = self.cells.get_mut(fi) {
            *c = EMPTY;
        }
        if KINDS.get(ti) == Some(&CellKind::Safe) {
            self.on_board[0] = self.on_board[0].saturating_sub(1);
            self.survivors += 1;
            push(
                events,
                Event::ReachedSafety {
                    at: to,
                    survivors: self.survivors,
                },
            );
            return self.end_turn(events);
        }
        match target {
            CHEST => {
                self.set(ti, me);
                self.chests = self.chests.saturating_sub(1);
                self.loot_at = ti as u8;
                let roll = match settle {
                    Settle::Dice => self.dice.d(6),
                    Settle::Forced { loot, .. } => loot,
                };
                push(events, Event::LootRolled { at: to, roll });
                if roll == 6 && self.can_return(Side::Goodie) {
                    self.phase = Phase::LootChoice { roll };
                    return;
                }
                self.add_gold(roll, events);
            }
            GOODIE | BADDIE => {
                let attacker_wins = match settle {
                    Settle::Forced { attacker_wins, .. } => attacker_wins,
                    Settle::Dice => loop {
                        let (g, b) = (self.dice.d(6), self.dice.d(6));
                        push(
                            events,
                            Event::BattleRoll {
                                at: to,
                                goodie: g,
                                baddie: b,
                            },
                        );
                        if g != b {
                            break (g > b) == (side == Side::Goodie);
                        }
                    },
                };
                let (winner, loser) = if attacker_wins {
                    (side, side.other())
                } else {
                    (side.other(), side)
                };
                push(
                    events,
                    Event::Battle {
                        at: to,
                        winner,
                        attacker: side,
                    },
                );
                self.defeated[loser.idx()] += 1;
                self.on_board[loser.idx()] = self.on_board[loser.idx()].saturating_sub(1);
                self.set(ti, marker_code(winner));
                push(
                    events,
                    Event::Removed {
                        piece: Piece::of(loser),
                        at: to,
                    },
                );
            }
            _ => self.set(ti, me),
        }
        self.end_turn(events);
    }

    fn set(&mut self, i: usize, code: u8) {
        if let Some(c) = self.cells.get_mut(i) {
            *c = code;
        }
    }

    /// Ends the current turn: checks for the end of the game, then starts the
    /// next turn (two goodie turns, then one baddie turn, per round).
    pub(crate) fn end_turn(&mut self, events: &mut impl Sink<Event>) {
        if self.on_board[0] == 0 {
            return self.game_over(events);
        }
        self.turn += 1;
        if self.turn >= 3 {
            self.turn = 0;
            self.round += 1;
            if self.round > MAX_ROUNDS {
                self.round = MAX_ROUNDS;
                self.turn = 2;
                return self.game_over(events);
            }
        }
        self.start_turn(events);
    }

    fn start_turn(&mut self, events: &mut impl Sink<Event>) {
        let side = if self.turn < 2 {
            Side::Goodie
        } else {
            Side::Baddie
        };
        self.phase = Phase::Roll { side };
        push(
            events,
            Event::TurnStarted {
                side,
                round: self.round,
            },
        );
    }

    fn game_over(&mut self, events: &mut impl Sink<Event>) {
        self.phase = Phase::Over;
        let (score, outcome) = self.score();
        push(
            events,
            Event::GameOver {
                survivors: self.survivors,
                gold: self.gold,
                score,
                outcome,
            },
        );
    }
}

pub(crate) const fn marker_code(side: Side) -> u8 {
    match side {
        Side::Goodie => GOODIE,
        Side::Baddie => BADDIE,
    }
}

pub(crate) const fn piece_code(p: Piece) -> u8 {
    match p {
        Piece::Goodie => GOODIE,
        Piece::Baddie => BADDIE,
        Piece::Chest => CHEST,
    }
}
