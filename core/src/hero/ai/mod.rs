//! Computer players for every seat, at four levels.
//!
//! * [`Level::Random`]: uniform over the legal actions at every decision
//!   (every reachable cell of every mini, every target, ending the turn).
//! * [`Level::Easy`]: places at random; each mini attacks a random target it
//!   can hit (its weapon, else an explosive), otherwise walks towards the
//!   nearest enemy; no medkits.
//! * [`Level::Normal`]: chooses targets by expected damage (the forecast),
//!   explosives by the damage to enemies less the damage to friends in the
//!   blast, looks for a cell to move to and attack from (cover counted),
//!   heals fallen teammates next to it, and places near cover.
//! * [`Level::Hard`]: Normal, and it weighs where each cell leaves the mini
//!   open to the enemies' next attacks (their cover from it), counts the
//!   hero's exposure three times over and keeps it back (a caution that fades
//!   from round 12 on), weighs an
//!   explosive's miss (in place for half, or bounced each of four ways), and
//!   walks to fallen teammates to heal them.
//!
//! A decision is worked in small pieces ([`PIECE_COST`] units each, like
//! Rush's thinker): one target weighed where a mini stands, the enemies
//! weighed for a cell (its shot from there, and for Hard its threat) until
//! one cover check or three glances are made, [`REACH_CELLS`] cells of
//! a mini's reach settled, [`SCAN_ROWS`] rows of the scan for its
//! candidate cells, the placement, or one mini's share of Random's listing.
//! A thinker can be told to make its pieces small ([`Thinker::set_small`]:
//! [`REACH_CELLS_SMALL`] cells of a reach, one row of a scan, a cell's
//! weighing ending after one cover check or one glance), which the cartridge
//! does near the end of a frame, where a whole piece would not fit: small or
//! not, the pieces do the same work in the same order, so the decision is
//! the same. [`Thinker::new`] does no work. The AI never rolls the game's
//! dice; its own generator ([`AiRng`]) breaks ties and makes Random's and
//! Easy's choices, drawn in the same order however the work is sliced.

mod eval;
mod scan;

pub use scan::SCAN_ROWS;

use super::gear::ARMY;
use super::moves::Search;
use super::{Action, Cell, Game, Phase};
pub use crate::contract::Level;
use crate::contract::Sink;

/// Candidate cells weighed for each mini's move.
pub const CANDIDATES: usize = 10;

/// The computer players' own random numbers (hashed from the seed).
pub type AiRng = crate::contract::AiRng<0x4E60_11A3, true>;

/// Keeps the `k`-th action put into it.
struct Pick {
    k: usize,
    seen: usize,
    got: Option<Action>,
}

impl Sink<Action> for Pick {
    fn put(&mut self, a: Action) {
        if self.seen == self.k {
            self.got = Some(a);
        }
        self.seen += 1;
    }
}

/// Work units one piece of thinking costs.
pub const PIECE_COST: u32 = 1;

/// Cells of a mini's reach settled in one piece.
pub const REACH_CELLS: u32 = 40;
/// Cells of a mini's reach settled in one small piece
/// ([`Thinker::set_small`]).
pub const REACH_CELLS_SMALL: u32 = 10;

/// What a decision is working on.
#[derive(Clone, Debug)]
enum Work {
    /// The next mini (its index) is still to be looked at.
    Mini(u8),
    /// A mini's actions where it stands, target by target.
    Act(eval::Act),
    /// A mini's value where it stands, mini by mini (once it has
    /// candidate cells to weigh against it).
    Here(eval::Stand),
    /// A mini's reachable cells, a few at a time.
    Reach(u8),
    /// The scan of its reach for candidate cells.
    Scan(u8, scan::Scan),
    /// Candidate `j` of mini `i`, weighed mini by mini.
    Cell(u8, u8, eval::Stand),
    /// Normal's and Hard's placement.
    Place,
    /// Counting the legal actions (for a uniform choice).
    Count,
    /// Picking one of that many legal actions.
    Pick(u16),
    /// Finished.
    Done,
}

/// The kinds of piece a decision is made of ([`Thinker::stage`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Stage {
    /// Moving on to the next mini.
    Mini,
    /// A mini's actions where it stands.
    Act,
    /// A mini's value where it stands.
    Here,
    /// A mini's reach.
    Reach,
    /// The scan of a reach for candidate cells.
    Scan,
    /// A candidate cell weighed.
    Cell,
    /// The placement.
    Place,
    /// Random's listing of the legal actions.
    List,
    /// Nothing left.
    Done,
}

impl Stage {
    /// Every stage, in the order of their numbers (`as usize`).
    pub const ALL: [Stage; 9] = [
        Stage::Mini,
        Stage::Act,
        Stage::Here,
        Stage::Reach,
        Stage::Scan,
        Stage::Cell,
        Stage::Place,
        Stage::List,
        Stage::Done,
    ];
}

/// A decision in the making, worked on in slices.
#[derive(Clone)]
pub struct Thinker {
    level: Level,
    rng: AiRng,
    work: Work,
    /// The current mini's reach and candidate cells (with their costs).
    search: Search,
    cands: heapless::Vec<(Cell, u8), CANDIDATES>,
    /// Each cell's nearest enemy, kept for every mini's scan.
    near: scan::Near,
    /// The current mini's value where it stands.
    here: i32,
    best: Option<(i32, u32, Action)>,
    done: Option<Action>,
    stuck: bool,
    spent: u32,
    /// Whether pieces are small ([`Thinker::set_small`]).
    small: bool,
}

impl Thinker {
    /// Starts deciding for whoever acts in `game` (cheap: the thinking is
    /// all done in [`Thinker::step`]).
    pub fn new(game: &Game, level: Level, seed: u64) -> Thinker {
        let mut t = Thinker {
            level,
            rng: AiRng::new(seed),
            work: Work::Done,
            search: Search::new(0, Cell::new(0, 0), 0),
            cands: heapless::Vec::new(),
            near: scan::Near::default(),
            here: 0,
            best: None,
            done: None,
            stuck: false,
            spent: 0,
            small: false,
        };
        match game.phase() {
            Phase::Over => t.stuck = true,
            Phase::Play if level != Level::Random => {
                t.work = Work::Mini(game.seat_to_act().unwrap_or(0) * ARMY as u8);
            }
            Phase::Place(_) if level != Level::Random && level != Level::Easy => {
                t.work = Work::Place;
            }
            _ => t.work = Work::Count,
        }
        t
    }

    /// Offers `a` with `score` (ties broken by the AI's own die).
    fn offer(&mut self, score: i32, a: Action) {
        let salt = self.rng.below(1 << 16);
        if self.best.is_none_or(|(s, t, _)| (score, salt) > (s, t)) {
            self.best = Some((score, salt, a));
        }
    }

    /// Works up to `budget` units; the action once decided. Units are spent
    /// piece by piece and a piece is done when its last unit is paid, so
    /// slicing never changes the result.
    pub fn step(&mut self, game: &Game, budget: u32) -> Option<Action> {
        let mut left = budget;
        while self.done.is_none() && !self.stuck {
            let need = PIECE_COST - self.spent;
            if left < need {
                self.spent += left;
                return None;
            }
            left -= need;
            self.spent = 0;
            self.piece(game);
        }
        self.done
    }

    /// Makes the pieces from now on small (a few cells of a reach, one row
    /// of its scan, one cover check or glance of a cell's weighing) or, with
    /// `false`, whole again. The decision is the same either way
    /// (`api_ai_small_pieces_never_change_a_decision`).
    pub fn set_small(&mut self, small: bool) {
        self.small = small;
    }

    /// Whether its pieces are small ([`Thinker::set_small`]).
    pub fn is_small(&self) -> bool {
        self.small
    }

    /// One piece of work.
    fn piece(&mut self, game: &Game) {
        let hard = self.level == Level::Hard;
        let easy = self.level == Level::Easy;
        let lines = if self.small {
            eval::SMALL_PIECE_LINES
        } else {
            eval::PIECE_LINES
        };
        match core::mem::replace(&mut self.work, Work::Done) {
            Work::Mini(i) => {
                let seat = game.seat_to_act().unwrap_or(0);
                if i >= (seat + 1) * ARMY as u8 {
                    let end = self
                        .best
                        .filter(|b| b.0 > 0)
                        .map_or(Action::EndTurn, |b| b.2);
                    self.done = Some(end);
                } else {
                    self.cands.clear();
                    self.work = Work::Act(eval::Act::new(i));
                }
            }
            Work::Act(mut a) => match a.piece(game, self.level, &mut self.rng) {
                None => self.work = Work::Act(a),
                Some(best) => {
                    let i = a.mini();
                    if let Some((score, act)) = best {
                        self.offer(score, act);
                    }
                    self.work = match game.reach_of(i) {
                        Some((seat, at, budget)) => {
                            self.search.restart(seat, at, budget);
                            Work::Reach(i)
                        }
                        None => Work::Mini(i + 1),
                    };
                }
            },
            Work::Here(mut st) => match st.piece(game, (hard, easy), lines) {
                None => self.work = Work::Here(st),
                Some(v) => {
                    self.here = v;
                    self.work = self.next_cell(st.mini(), 0);
                }
            },
            Work::Reach(i) => {
                self.work = if self.grow(game) {
                    Work::Scan(i, scan::Scan::new(&self.search.reach))
                } else {
                    Work::Reach(i)
                };
            }
            Work::Scan(i, mut sc) => {
                let r = &self.search.reach;
                let rows = if self.small { 1 } else { SCAN_ROWS };
                if sc.piece(game, (i, r, &mut self.near), (easy, rows), &mut self.cands) {
                    // Its value where it stands matters only against a
                    // candidate cell.
                    self.work = if self.cands.is_empty() {
                        Work::Mini(i + 1)
                    } else {
                        Work::Here(eval::Stand::new(i, None))
                    };
                } else {
                    self.work = Work::Scan(i, sc);
                }
            }
            Work::Cell(i, j, mut st) => match st.piece(game, (hard, easy), lines) {
                None => self.work = Work::Cell(i, j, st),
                Some(v) => {
                    let (c, cost) = self.cands[usize::from(j)];
                    let gain = v - self.here - i32::from(cost);
                    if gain > 0 {
                        self.offer(gain, Action::Move { mini: i, to: c });
                    }
                    self.work = self.next_cell(i, j + 1);
                }
            },
            Work::Place => {
                self.done = eval::placement(game, hard);
                self.work = Work::Count;
            }
            Work::Count => {
                let mut n = 0usize;
                game.legal_actions(&mut n);
                self.stuck = n == 0;
                self.work = Work::Pick(n.min(usize::from(u16::MAX)) as u16);
            }
            Work::Pick(n) => {
                let mut p = Pick {
                    k: self.rng.below(u32::from(n)) as usize,
                    seen: 0,
                    got: None,
                };
                game.legal_actions(&mut p);
                self.done = p.got;
                self.stuck = p.got.is_none();
            }
            Work::Done => {}
        }
    }

    /// Settles the next cells of the current mini's reach; true once whole.
    /// (The search works where it lives, in EWRAM on the cartridge: a piece
    /// touches a few hundred of its bytes, and copying all 2.4 KiB of it to
    /// the stack and back cost more than their wait states.)
    #[inline(never)]
    fn grow(&mut self, game: &Game) -> bool {
        let occ = game.occupancy();
        let cells = if self.small {
            REACH_CELLS_SMALL
        } else {
            REACH_CELLS
        };
        self.search.run(game.field(), &occ, cells)
    }

    /// Candidate `j` of mini `i` to weigh next, or the next mini.
    fn next_cell(&self, i: u8, j: u8) -> Work {
        match self.cands.get(usize::from(j)) {
            Some(&(c, cost)) => Work::Cell(i, j, eval::Stand::new(i, Some((c, cost)))),
            None => Work::Mini(i + 1),
        }
    }

    /// What the thinker works on next (the benchmarks add up the time each
    /// kind of piece takes).
    pub fn stage(&self) -> Stage {
        match self.work {
            Work::Mini(_) => Stage::Mini,
            Work::Act(_) => Stage::Act,
            Work::Here(_) => Stage::Here,
            Work::Reach(_) => Stage::Reach,
            Work::Scan(..) => Stage::Scan,
            Work::Cell(..) => Stage::Cell,
            Work::Place => Stage::Place,
            Work::Count | Work::Pick(_) => Stage::List,
            Work::Done => Stage::Done,
        }
    }

    /// True when the game was over when it started.
    pub fn is_stuck(&self) -> bool {
        self.stuck
    }

    /// The level it plays at.
    pub fn level(&self) -> Level {
        self.level
    }
}

/// Chooses an action for whoever acts in `game`, thinking to the end.
pub fn choose(game: &Game, level: Level, rng: &mut AiRng) -> Option<Action> {
    let mut t = Thinker::new(game, level, rng.next_seed());
    loop {
        if let Some(a) = t.step(game, u32::MAX) {
            return Some(a);
        }
        if t.is_stuck() {
            return None;
        }
    }
}
