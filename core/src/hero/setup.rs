//! Setting up: the roll for who goes first, edges and placing the armies.

use super::field::within;
use super::game::{Game, in_band};
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
        let Phase::Place(k) = self.phase else {
            return;
        };
        let seat = self.order[usize::from(k)];
        let Some(edge) = self.edges[usize::from(seat)] else {
            return;
        };
        let occ = self.occupancy();
        let mates = || {
            self.minis
                .iter()
                .filter(move |m| m.seat == seat)
                .filter_map(|m| m.at)
        };
        let any_mate = mates().next().is_some();
        let near_mate = |c: Cell| !any_mate || mates().any(|m| within(m, c, TEAM_RADIUS));
        let safe = |c: Cell| {
            self.minis
                .iter()
                .filter(|m| m.seat != seat)
                .all(|m| match m.at {
                    None => true,
                    Some(e) => {
                        let gun =
                            m.kit.weapon != Weapon::None && in_band(e, c, m.kit.weapon.range());
                        let bomb = m.kit.bombs > 0 && in_band(e, c, BOMB_RANGE);
                        !gun && !bomb
                    }
                })
        };
        // The band's rectangle, row by row (the order of the cells' indices).
        let (x0, x1, y0, y1) = edge.band();
        for strict in [true, false] {
            for y in y0..y1 {
                for x in x0..x1 {
                    let c = Cell::new(x, y);
                    if occ[c.index()] == 0 && near_mate(c) && (!strict || safe(c)) {
                        let _ = out.push(c);
                    }
                }
            }
            if !out.is_empty() {
                return;
            }
        }
    }

    pub(crate) fn place(&mut self, c: Cell, events: &mut impl Sink<Event>) -> Result<(), Illegal> {
        let Phase::Place(k) = self.phase else {
            return Err(Illegal::NotNow);
        };
        let mut cells = heapless::Vec::<Cell, 128>::new();
        self.placements(&mut cells);
        if !cells.contains(&c) {
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

    /// A legal placement, for the computer and tests: the first listed.
    pub fn first_placement(&self) -> Option<Action> {
        let mut cells = heapless::Vec::<Cell, 128>::new();
        self.placements(&mut cells);
        cells.first().map(|&c| Action::Place(c))
    }
}
