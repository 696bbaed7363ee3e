//! Movement: what a step costs and which cells a mini can reach.
//!
//! Costs are counted in half units ([`HALF`] = 2 to a unit):
//!
//! * a step to a side neighbour costs 2 (one unit), to a diagonal neighbour 3
//!   (one and a half units, the nearest half to √2);
//! * a step that climbs or descends (the two cells' heights differ), or that
//!   enters rough ground, costs double: climbing, descending and rough ground
//!   halve movement;
//! * a diagonal step must stay level and may not cut the corner of a taller
//!   cell (both side cells no higher than where the mini stands);
//! * a mini may pass through its own side's minis but never stops on another
//!   mini, and never enters an enemy's cell.

use super::field::{CELLS, Field};
use super::{Cell, H, W};

/// Half units in a unit.
pub const HALF: u8 = 2;
/// "Not reached".
pub const FAR: u8 = u8::MAX;

/// Who stands where: 0 empty, else 1 + the owner's seat.
pub type Occupancy = [u8; CELLS];

/// The cost of one step from `a` to its neighbour `b` (side or diagonal),
/// ignoring minis; `None` where the step is not allowed.
pub fn step_cost(field: &Field, a: Cell, b: Cell) -> Option<u8> {
    let diagonal = a.x != b.x && a.y != b.y;
    let (ha, hb) = (field.height(a), field.height(b));
    let mut cost = if diagonal { 3 } else { 2 };
    if diagonal {
        let s1 = Cell::new(a.x, b.y);
        let s2 = Cell::new(b.x, a.y);
        if ha != hb || field.height(s1) > ha || field.height(s2) > ha {
            return None;
        }
    }
    if ha != hb || field.rough(b) {
        cost *= 2;
    }
    Some(cost)
}

/// The cells a mini can reach: for each cell the least cost from the start
/// (half units), [`FAR`] when out of reach.
#[derive(Clone)]
pub struct Reach {
    /// Least cost to each cell.
    pub cost: [u8; CELLS],
    /// Where the mini starts.
    pub start: Cell,
}

const NEIGHBOURS: [(i8, i8); 8] = [
    (0, -1),
    (1, 0),
    (0, 1),
    (-1, 0),
    (1, -1),
    (1, 1),
    (-1, 1),
    (-1, -1),
];

/// The neighbour of `c` by `(dx, dy)`, if on the field.
pub fn neighbour(c: Cell, d: (i8, i8)) -> Option<Cell> {
    let x = i16::from(c.x) + i16::from(d.0);
    let y = i16::from(c.y) + i16::from(d.1);
    (x >= 0 && y >= 0 && x < W as i16 && y < H as i16).then(|| Cell::new(x as u8, y as u8))
}

impl Reach {
    /// Everything a mini of seat `seat` at `start` reaches with `budget` half
    /// units (cells with minis are reached only to pass through).
    pub fn new(field: &Field, occ: &Occupancy, seat: u8, start: Cell, budget: u8) -> Reach {
        let mut s = Search::new(seat, start, budget);
        while !s.run(field, occ, u32::MAX) {}
        s.reach
    }

    /// As [`Reach::new`], searched only as far as it takes to know the way
    /// to `goal` ([`Search::toward`]): its cost and path are exact, other
    /// cells may be left out.
    pub fn toward(
        field: &Field,
        occ: &Occupancy,
        seat: u8,
        start: Cell,
        budget: u8,
        goal: Cell,
    ) -> Reach {
        let mut s = Search::toward(seat, start, budget, goal);
        while !s.run(field, occ, u32::MAX) {}
        s.reach
    }

    /// The plain way: a scan per cost over the square that cost can reach
    /// (each step costs at least 2 and moves one cell at most each way),
    /// settling the cells of costs `from..=budget` (every lower cost settled).
    fn scan(&mut self, field: &Field, occ: &Occupancy, seat: u8, from: u8, budget: u8) {
        let start = self.start;
        for c in from..=budget {
            let reach = i16::from(c / HALF);
            let (x0, x1) = span(start.x, reach, W);
            let (y0, y1) = span(start.y, reach, H);
            for y in y0..=y1 {
                for x in x0..=x1 {
                    let here = Cell::new(x, y);
                    if self.cost[here.index()] != c {
                        continue;
                    }
                    for d in NEIGHBOURS {
                        let Some(next) = neighbour(here, d) else {
                            continue;
                        };
                        let on = occ[next.index()];
                        if on != 0 && on != seat + 1 {
                            continue;
                        }
                        if let Some(s) = step_cost(field, here, next) {
                            let t = u16::from(c) + u16::from(s);
                            if t <= u16::from(budget) && (t as u8) < self.cost[next.index()] {
                                self.cost[next.index()] = t as u8;
                            }
                        }
                    }
                }
            }
        }
    }

    /// The cost to stop at `c` (never a cell another mini stands on), if
    /// reached.
    pub fn to(&self, occ: &Occupancy, c: Cell) -> Option<u8> {
        let cost = self.cost[c.index()];
        (cost != FAR && c != self.start && occ[c.index()] == 0).then_some(cost)
    }

    /// The path from the start to `to` (both included), one step at a time,
    /// into `out` (cut short at its capacity).
    pub fn path<const N: usize>(&self, field: &Field, to: Cell, out: &mut heapless::Vec<Cell, N>) {
        let mut rev: heapless::Vec<Cell, N> = heapless::Vec::new();
        let mut at = to;
        let _ = rev.push(at);
        while at != self.start {
            let here = self.cost[at.index()];
            let prev = NEIGHBOURS.iter().find_map(|&d| {
                let p = neighbour(at, d)?;
                let c = self.cost[p.index()];
                let s = step_cost(field, p, at)?;
                (c != FAR && u16::from(c) + u16::from(s) == u16::from(here)).then_some(p)
            });
            match prev {
                Some(p) => {
                    at = p;
                    if rev.push(at).is_err() {
                        break;
                    }
                }
                None => break,
            }
        }
        out.clear();
        for &c in rev.iter().rev() {
            let _ = out.push(c);
        }
    }
}

fn span(v: u8, r: i16, n: usize) -> (u8, u8) {
    let lo = (i16::from(v) - r).max(0) as u8;
    let hi = (i16::from(v) + r).min(n as i16 - 1) as u8;
    (lo, hi)
}

/// Entries the reach's queue holds at once (entries are reused once their
/// cell is settled; the cells waiting are a band around the settled ones, a
/// hundred and twenty at most in play).
const QUEUE: usize = 256;
/// Costs the queue's buckets cover.
const BUCKETS: usize = 64;
const END: u16 = u16::MAX;

/// The waiting cells of a [`Search`]: a list per cost (a bucket queue).
#[derive(Clone)]
struct Queue {
    /// Each entry's cell (x and y, a byte each).
    cell: [u16; QUEUE],
    /// Each entry's next in its list (or in the free list).
    next: [u16; QUEUE],
    head: [u16; BUCKETS],
    free: u16,
    /// Entries ever taken (the free list reuses them).
    used: u16,
    /// Entries it may take: [`QUEUE`], less in tests of a full queue.
    room: u16,
}

/// A reach being found, cells settled in order of cost, that can stop and go
/// on ([`Search::run`]): the computer finds a mini's reach a few dozen cells
/// at a time so that no frame is over its budget. The result is the same
/// [`Reach`] however it is run.
#[derive(Clone)]
pub struct Search {
    /// The reach so far (final once [`Search::run`] says so).
    pub reach: Reach,
    queue: Queue,
    seat: u8,
    budget: u8,
    level: u8,
    done: bool,
    /// The one cell wanted ([`Search::toward`]), or [`END`] for all.
    goal: u16,
}

impl Search {
    /// Starts the search for a mini of seat `seat` at `start` with `budget`
    /// half units.
    pub fn new(seat: u8, start: Cell, budget: u8) -> Search {
        let mut s = Search {
            reach: Reach {
                cost: [FAR; CELLS],
                start,
            },
            queue: Queue {
                cell: [0; QUEUE],
                next: [END; QUEUE],
                head: [END; BUCKETS],
                free: END,
                used: 1,
                room: QUEUE as u16,
            },
            seat,
            budget,
            level: 0,
            done: false,
            goal: END,
        };
        s.begin();
        s
    }

    /// Starts again, in place, exactly as [`Search::new`] would start: the
    /// computer keeps one search and restarts it for each mini, because a
    /// new one (2.4 KiB) would be built on the stack first, under the
    /// deepest calls of its thinking.
    pub fn restart(&mut self, seat: u8, start: Cell, budget: u8) {
        self.reach.cost.fill(FAR);
        self.reach.start = start;
        self.queue.next.fill(END);
        self.queue.head.fill(END);
        self.queue.free = END;
        self.queue.used = 1;
        self.queue.room = QUEUE as u16;
        self.seat = seat;
        self.budget = budget;
        self.level = 0;
        self.done = false;
        self.goal = END;
        self.begin();
    }

    /// The start cell, settled at cost 0 and first in the queue.
    fn begin(&mut self) {
        let start = self.reach.start;
        self.reach.cost[start.index()] = 0;
        self.queue.cell[0] = u16::from(start.y) << 8 | u16::from(start.x);
        self.queue.head[0] = 0;
    }

    /// Starts a search that stops once `goal`'s least cost is known: cells
    /// are taken in order of their cost plus the least a walk on to `goal`
    /// could cost ([`least_cost`]), so it settles the cells between the
    /// start and the goal rather than the whole reach. Once
    /// [`Search::run`] says so, [`Reach::to`] and [`Reach::path`] of `goal`
    /// give exactly what they give on the whole reach (every cell on a
    /// cheapest way to `goal` is settled); other cells may be left out.
    pub fn toward(seat: u8, start: Cell, budget: u8, goal: Cell) -> Search {
        let mut s = Search::new(seat, start, budget);
        s.goal = u16::from(goal.y) << 8 | u16::from(goal.x);
        s.queue.head[0] = END;
        let f = least_cost(start, goal);
        if usize::from(f) < BUCKETS && f <= budget {
            s.queue.head[usize::from(f)] = 0;
        }
        s
    }

    /// The search with room for only `room` entries in its queue, to test
    /// what a full queue does.
    #[cfg(test)]
    pub(crate) fn with_room(mut self, room: u16) -> Search {
        self.queue.room = room;
        self
    }

    /// The queue entries the search has taken so far.
    #[cfg(test)]
    pub(crate) fn entries(&self) -> u16 {
        self.queue.used
    }

    /// Settles up to `limit` more cells; true once the reach is whole.
    pub fn run(&mut self, field: &Field, occ: &Occupancy, limit: u32) -> bool {
        if self.done {
            return true;
        }
        if usize::from(self.budget) >= BUCKETS {
            self.overflow(field, occ);
            return true;
        }
        let me = self.seat + 1;
        // One copy of the loop for both searches (IWRAM is short: two
        // copies left the stack too little room).
        match grow(
            self.goal != END,
            &mut self.reach.cost,
            field.bytes(),
            occ,
            me,
            self.reach.start,
            self.budget,
            &mut self.queue,
            &mut self.level,
            self.goal,
            limit,
        ) {
            Grown::More => false,
            Grown::Done => {
                self.done = true;
                true
            }
            Grown::Full => {
                self.overflow(field, occ);
                true
            }
        }
    }

    /// The queue ran out of room (never seen in play): the plain scan
    /// settles the rest, from the first cost not settled.
    fn overflow(&mut self, field: &Field, occ: &Occupancy) {
        let (seat, mut level, budget) = (self.seat, self.level, self.budget);
        if self.goal != END {
            // The levels were costs plus the way on: start the scan afresh.
            self.reach.cost = [FAR; CELLS];
            self.reach.cost[self.reach.start.index()] = 0;
            level = 0;
        }
        self.reach.scan(field, occ, seat, level, budget);
        self.done = true;
    }
}

/// The least a walk from `a` to `b` can cost in half units, whatever lies
/// between: 2 a side step and 3 a diagonal one on open level ground (steps
/// never cost less), so a diagonal step for each cell of the shorter side
/// and a side step for the rest.
pub fn least_cost(a: Cell, b: Cell) -> u8 {
    let dx = a.x.abs_diff(b.x);
    let dy = a.y.abs_diff(b.y);
    let (long, short) = if dx > dy { (dx, dy) } else { (dy, dx) };
    long.saturating_mul(2).saturating_add(short)
}

enum Grown {
    More,
    Done,
    Full,
}

/// [`Search::run`]'s loop: settles up to `limit` cells from the lists of
/// cost `*level` on (cost plus the way on to `goal` when `aim`), every step
/// worked out on cell indices. (On the cartridge it runs from IWRAM as ARM
/// code.)
#[allow(clippy::too_many_arguments)]
#[cfg_attr(
    all(target_arch = "arm", target_os = "none"),
    unsafe(link_section = ".iwram.hero_reach"),
    instruction_set(arm::a32)
)]
#[inline(never)]
fn grow(
    aim: bool,
    cost: &mut [u8; CELLS],
    cells: &[u8; CELLS],
    occ: &Occupancy,
    me: u8,
    start: Cell,
    budget: u8,
    q: &mut Queue,
    level: &mut u8,
    goal: u16,
    limit: u32,
) -> Grown {
    let start_i = start.index();
    let mut left = limit;
    // Toward a goal the lists hold cost plus the least cost on to the goal
    // (`least_cost`, worked out here in line), else the cost alone.
    let (gx, gy) = ((goal & 0xFF) as isize, (goal >> 8) as isize);
    let goal_i = if aim {
        gy as usize * W + gx as usize
    } else {
        0
    };
    // Plain counting loops: an iterator left out of line would be called in
    // ROM from here.
    let mut c = *level;
    while c <= budget {
        // Every list below `c` is done: a goal costing less is settled, and
        // so is every cell on a cheapest way to it.
        if aim && cost[goal_i] < c {
            *level = c;
            return Grown::Done;
        }
        loop {
            let e = q.head[usize::from(c)];
            if e == END {
                break;
            }
            if left == 0 {
                *level = c;
                return Grown::More;
            }
            left -= 1;
            // Take the entry off its list and free it.
            let k = usize::from(e);
            q.head[usize::from(c)] = q.next[k];
            q.next[k] = q.free;
            q.free = e;
            let (x, y) = ((q.cell[k] & 0xFF) as usize, (q.cell[k] >> 8) as usize);
            let here = y * W + x;
            let g = cost[here];
            let mut ahead = 0;
            if aim {
                let (dx, dy) = ((x as isize - gx).abs(), (y as isize - gy).abs());
                ahead = if dx > dy { 2 * dx + dy } else { 2 * dy + dx };
            }
            if g as isize + ahead != c as isize {
                continue;
            }
            // Never true (no cell another side stands on is ever listed:
            // the steps below skip them), yet on the cartridge the loop runs
            // faster with this test than without (`info hero-reach`: 394,501
            // cycles against 442,064 at the median).
            let o = occ[here];
            if here != start_i && o != 0 && o != me {
                continue;
            }
            let ha = cells[here] & 3;
            let mut d = 0;
            while d < NEIGHBOURS.len() {
                let (dx, dy) = NEIGHBOURS[d];
                d += 1;
                let nx = x as isize + dx as isize;
                let ny = y as isize + dy as isize;
                if nx < 0 || ny < 0 || nx >= W as isize || ny >= H as isize {
                    continue;
                }
                let (nx, ny) = (nx as usize, ny as usize);
                let n = ny * W + nx;
                let on = occ[n];
                if on != 0 && on != me {
                    continue;
                }
                let hb = cells[n] & 3;
                let mut step = 2;
                if dx != 0 && dy != 0 {
                    // Level, and no taller corner to cut.
                    if ha != hb || cells[ny * W + x] & 3 > ha || cells[y * W + nx] & 3 > ha {
                        continue;
                    }
                    step = 3;
                }
                if ha != hb || cells[n] & 4 != 0 {
                    step *= 2;
                }
                let t = g + step;
                let mut rank = t;
                if aim {
                    let (dx, dy) = ((nx as isize - gx).abs(), (ny as isize - gy).abs());
                    let way = if dx > dy { 2 * dx + dy } else { 2 * dy + dx };
                    if t as isize + way > budget as isize {
                        continue;
                    }
                    rank = t + way as u8;
                }
                if t <= budget && t < cost[n] {
                    cost[n] = t;
                    let slot = if q.free != END {
                        let f = q.free;
                        q.free = q.next[usize::from(f)];
                        f
                    } else if q.used < q.room {
                        let f = q.used;
                        q.used += 1;
                        f
                    } else {
                        // Costs below c are settled; c's cells are all still
                        // found by the scan.
                        *level = c;
                        return Grown::Full;
                    };
                    let f = usize::from(slot);
                    q.cell[f] = (ny as u16) << 8 | nx as u16;
                    q.next[f] = q.head[usize::from(rank)];
                    q.head[usize::from(rank)] = slot;
                }
            }
        }
        c += 1;
    }
    *level = c;
    Grown::Done
}
