//! Setting up: the roll for who goes first, edges and placing the armies.

use super::field::{dist2, squared_band};
use super::game::Game;
use super::gear::{ARMY, BOMB_RANGE, Weapon};
use super::{Action, Cell, Edge, Event, Illegal, MAX_PLAYERS, Phase};
use crate::contract::Sink;

/// Units a placed mini may be from a teammate already placed.
pub const TEAM_RADIUS: u8 = 5;
/// Times tied highest rolls are rolled again before the lowest seat among
/// them goes first.
pub const REROLLS: u8 = 8;

impl Game {
    /// The roll for who goes first: every seat rolls a d6, the highest places
    /// first; ties among the highest roll again.
    pub(crate) fn roll_first(&mut self, events: &mut impl Sink<Event>) -> Result<(), Illegal> {
        if self.phase != Phase::Roll {
            return Err(Illegal::NotNow);
        }
        let n = usize::from(self.players);
        let mut rolling = [false; MAX_PLAYERS];
        rolling[..n].fill(true);
        let mut first = 0u8;
        for _ in 0..=REROLLS {
            let mut faces = [0u8; MAX_PLAYERS];
            for s in 0..n {
                if rolling[s] {
                    faces[s] = self.dice.d(6);
                }
            }
            let top = faces.iter().copied().max().unwrap_or(0);
            let tied = faces.iter().filter(|&&f| f == top).count();
            first = faces.iter().position(|&f| f == top).unwrap_or(0) as u8;
            events.put(Event::RolledFirst { faces, first });
            if tied == 1 {
                break;
            }
            for s in 0..n {
                rolling[s] = faces[s] == top;
            }
        }
        for k in 0..n {
            self.order[k] = (first + k as u8) % self.players;
        }
        self.phase = Phase::Edge(0);
        Ok(())
    }

    /// The edges players choose from: the north and south edges with two
    /// players (facing each other across the long sides), all four with more.
    pub(crate) fn edges_offered(&self) -> &'static [Edge] {
        if self.players == 2 {
            &Edge::ALL[..2]
        } else {
            &Edge::ALL
        }
    }

    pub(crate) fn take_edge(
        &mut self,
        e: Edge,
        events: &mut impl Sink<Event>,
    ) -> Result<(), Illegal> {
        let Phase::Edge(k) = self.phase else {
            return Err(Illegal::NotNow);
        };
        if !self.edges_offered().contains(&e) || self.edges.contains(&Some(e)) {
            return Err(Illegal::EdgeTaken);
        }
        let seat = self.order[usize::from(k)];
        self.edges[usize::from(seat)] = Some(e);
        events.put(Event::EdgeTaken { seat, edge: e });
        self.phase = if k + 1 >= self.players {
            Phase::Place(0)
        } else {
            Phase::Edge(k + 1)
        };
        Ok(())
    }

    /// The next mini the placing seat puts down.
    fn next_to_place(&self, seat: u8) -> Option<usize> {
        let base = usize::from(seat) * ARMY;
        (base..base + ARMY).find(|&i| self.minis[i].at.is_none())
    }

    /// Every cell where the placing seat's next mini may go: in its edge's
    /// band, on a free cell, within [`TEAM_RADIUS`] of a placed teammate (any
    /// band cell for the first), and out of the firing range of every placed
    /// enemy mini (its weapon's band, and 1–10 if it carries explosives).
    /// Where no cell is out of every range (only possible with three or four
    /// players), the range rule is dropped for that mini.
    pub fn placements<const N: usize>(&self, out: &mut heapless::Vec<Cell, N>) {
        out.clear();
        let Some(p) = Placing::new(self) else { return };
        for strict in [true, false] {
            p.each(strict, |c| out.push(c).is_err());
            if !out.is_empty() {
                return;
            }
        }
    }

    /// Whether `c` is one of [`Game::placements`] (without listing them).
    fn may_place(&self, c: Cell) -> bool {
        let Some(p) = Placing::new(self) else {
            return false;
        };
        let (x0, x1, y0, y1) = p.band;
        let in_band = (x0..x1).contains(&c.x) && (y0..y1).contains(&c.y);
        // Out of range, or no cell of the band is (the rule dropped).
        in_band && p.ok(c, false) && (p.ok(c, true) || !p.each(true, |_| true))
    }

    pub(crate) fn place(&mut self, c: Cell, events: &mut impl Sink<Event>) -> Result<(), Illegal> {
        let Phase::Place(k) = self.phase else {
            return Err(Illegal::NotNow);
        };
        if !self.may_place(c) {
            return Err(Illegal::BadPlacement);
        }
        let seat = self.order[usize::from(k)];
        let i = self.next_to_place(seat).ok_or(Illegal::NotNow)?;
        self.minis[i].at = Some(c);
        events.put(Event::Placed {
            mini: i as u8,
            at: c,
        });
        if self.next_to_place(seat).is_none() {
            if k + 1 < self.players {
                self.phase = Phase::Place(k + 1);
            } else {
                self.phase = Phase::Play;
                self.turn = 0;
                self.round = 1;
                self.start_turn(events);
            }
        }
        Ok(())
    }

    /// Why the placing seat's next mini may not go on `c` (`None`: it may;
    /// also `None` outside placing, where the rules refuse as not now): the
    /// screen says it (a placing refused without a reason confused a child).
    pub fn misplaced(&self, c: Cell) -> Option<Misplaced> {
        let p = Placing::new(self)?;
        let (x0, x1, y0, y1) = p.band;
        if !((x0..x1).contains(&c.x) && (y0..y1).contains(&c.y)) {
            return Some(Misplaced::OffZone);
        }
        if p.taken[c.index() / 32] & (1 << (c.index() % 32)) != 0 {
            return Some(Misplaced::Taken);
        }
        if !p.ok(c, false) {
            return Some(Misplaced::FarFromTeam);
        }
        // The range rule holds unless no cell of the band keeps it.
        if !p.ok(c, true) && p.each(true, |_| true) {
            return Some(Misplaced::InRange);
        }
        None
    }

    /// A legal placement, for the computer and tests: the first listed.
    pub fn first_placement(&self) -> Option<Action> {
        let mut cells = heapless::Vec::<Cell, 128>::new();
        self.placements(&mut cells);
        cells.first().map(|&c| Action::Place(c))
    }
}

/// Why a cell is no place for the placing seat's next mini.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Misplaced {
    /// Outside the seat's own band by its edge.
    OffZone,
    /// A mini already stands there.
    Taken,
    /// Farther than [`TEAM_RADIUS`] from every placed teammate.
    FarFromTeam,
    /// A placed enemy could shoot or throw at it there.
    InRange,
}

/// What the placing seat's next mini must keep to, gathered once (a band's
/// hundred cells are each checked against every placed mini).
struct Placing {
    band: (u8, u8, u8, u8),
    /// The cells with a mini on them, a bit each (150 bytes of stack, not
    /// the 1,200 of a byte each).
    taken: [u32; super::field::CELLS.div_ceil(32)],
    mates: heapless::Vec<Cell, ARMY>,
    /// Each placed enemy's cell and the squared bands it fires in (its
    /// weapon's, if any, and its explosives', if it carries one).
    enemies: heapless::Vec<(Cell, [(u32, u32); 2]), { super::MAX_MINIS }>,
}

/// A band no distance is in.
const NO_BAND: (u32, u32) = (1, 0);

impl Placing {
    /// The placing seat's rules, or `None` outside placing (or before its
    /// edge is taken).
    fn new(game: &Game) -> Option<Placing> {
        let Phase::Place(k) = game.phase else {
            return None;
        };
        let seat = game.order[usize::from(k)];
        let edge = game.edges[usize::from(seat)]?;
        let mut p = Placing {
            band: edge.band(),
            taken: [0; super::field::CELLS.div_ceil(32)],
            mates: heapless::Vec::new(),
            enemies: heapless::Vec::new(),
        };
        for m in &game.minis {
            let Some(at) = m.at else { continue };
            p.taken[at.index() / 32] |= 1 << (at.index() % 32);
            if m.seat == seat {
                let _ = p.mates.push(at);
            } else {
                let gun = if m.kit.weapon == Weapon::None {
                    NO_BAND
                } else {
                    squared_band(m.kit.weapon.range())
                };
                let bomb = if m.kit.bombs > 0 {
                    squared_band(BOMB_RANGE)
                } else {
                    NO_BAND
                };
                let _ = p.enemies.push((at, [gun, bomb]));
            }
        }
        Some(p)
    }

    /// Whether `c` (in the band) is free and near a teammate, and with
    /// `strict` out of every enemy's range.
    fn ok(&self, c: Cell, strict: bool) -> bool {
        let r2 = u32::from(TEAM_RADIUS) * u32::from(TEAM_RADIUS);
        self.taken[c.index() / 32] & (1 << (c.index() % 32)) == 0
            && (self.mates.is_empty() || self.mates.iter().any(|&m| dist2(m, c) <= r2))
            && (!strict
                || self.enemies.iter().all(|&(e, bands)| {
                    let d = dist2(e, c);
                    bands.iter().all(|&(lo, hi)| d < lo || d > hi)
                }))
    }

    /// Calls `f` on each allowed cell of the band, row by row (the order of
    /// the cells' indices), until it returns true; whether it did.
    fn each(&self, strict: bool, mut f: impl FnMut(Cell) -> bool) -> bool {
        let (x0, x1, y0, y1) = self.band;
        for y in y0..y1 {
            for x in x0..x1 {
                let c = Cell::new(x, y);
                if self.ok(c, strict) && f(c) {
                    return true;
                }
            }
        }
        false
    }
}
