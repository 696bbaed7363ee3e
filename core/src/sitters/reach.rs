//! Where a marker can go: the self-avoiding path search behind the legal moves
//! and the AI's look-ahead, as a walk over bit sets that can stop after any
//! number of nodes and carry on later (so the AI never spends long in one go).
//!
//! Two things keep it fast on the GBA. The last level of the walk is never
//! visited cell by cell: the paths through a leaf end on its neighbours, so a
//! parent adds all its children's neighbours at once (on a grid two neighbours
//! of one cell are never neighbours of each other, so no child can block
//! another). And on the cartridge the walk runs as ARM code from IWRAM, where
//! the CPU fetches instructions without ROM wait states.

use super::Path;
use super::board::{CELLS, Mask, NEAR, Pos, lowest_bit, neighbours};

/// Most steps a move takes (the die's largest face).
const LEVELS: usize = 6;

/// Searches every self-avoiding path of at most `max` (≤ 6) steps from `from`.
/// A path may pass only through `open` cells; it ends at a `stop` cell after
/// any number of steps, or at an open cell after exactly the roll. Returns,
/// for each roll `r` in 1..=6, the cells where a move with that roll can end
/// (at index `r - 1`).
pub(crate) fn reach_masks(from: usize, max: u8, open: Mask, stop: &Mask) -> [Mask; 6] {
    let mut w = Walker::new(from, max, open, stop);
    w.run(u32::MAX);
    w.by_roll()
}

/// A [`reach_masks`] search in progress: [`Walker::run`] visits a bounded
/// number of nodes at a time.
#[derive(Clone, Debug)]
pub(crate) struct Walker {
    /// Open cells not on the current path.
    open: Mask,
    stop: Mask,
    /// `stops[d]`: stop cells entered with step `d + 1`.
    stops: [Mask; LEVELS],
    /// `ends[d]`: open cells where a path of exactly `d + 1` steps ends.
    ends: [Mask; LEVELS],
    /// The current path: the cell at each level (0 is the start) and the
    /// children of that cell still to visit.
    cell: [u8; LEVELS],
    todo: [Mask; LEVELS],
    /// Levels of the current path (0 once the search is over).
    top: u8,
    max: u8,
    nodes: u32,
}

impl Walker {
    /// Starts a search (visiting the start cell).
    pub(crate) fn new(from: usize, max: u8, mut open: Mask, stop: &Mask) -> Walker {
        open.clear(from);
        let mut w = Walker {
            open,
            stop: *stop,
            stops: [Mask::default(); LEVELS],
            ends: [Mask::default(); LEVELS],
            cell: [0; LEVELS],
            todo: [Mask::default(); LEVELS],
            top: 0,
            max: max.min(LEVELS as u8),
            nodes: 0,
        };
        if w.max > 0 && from < CELLS {
            w.expand(from, 0);
        }
        w
    }

    /// Whether the search is over.
    pub(crate) fn is_done(&self) -> bool {
        self.top == 0
    }

    /// Nodes visited so far (every cell of every path, leaves included).
    pub(crate) fn nodes(&self) -> u32 {
        self.nodes
    }

    /// The destinations for each roll 1..=6 (complete once [`Walker::is_done`]).
    pub(crate) fn by_roll(&self) -> [Mask; 6] {
        let mut out = [Mask::default(); 6];
        let mut stops = Mask::default();
        for (r, m) in out.iter_mut().enumerate().take(self.max as usize) {
            stops = stops.or(&self.stops[r]);
            *m = self.ends[r].or(&stops);
        }
        out
    }

    /// Visits cell `at`, reached with `d` steps (< `max`): records where paths
    /// through it end, then either adds its children's ends at once (when they
    /// are leaves) or pushes it so [`Walker::run`] visits them one by one.
    #[inline(always)]
    fn expand(&mut self, at: usize, d: usize) {
        let d = d.min(LEVELS - 1);
        self.nodes += 1;
        let near = NEAR[at.min(CELLS - 1)];
        self.stops[d] = self.stops[d].or(&near.and(&self.stop));
        let next = near.and(&self.open);
        self.ends[d] = self.ends[d].or(&next);
        if d + 1 >= self.max as usize || next.is_empty() {
            return;
        }
        if d + 2 == self.max as usize {
            let mut spread = Mask([0; 3]);
            let mut kids = next;
            while let Some(n) = pop(&mut kids) {
                spread = spread.or(&NEAR[n.min(CELLS - 1)]);
                self.nodes += 1;
            }
            let e = (d + 1).min(LEVELS - 1);
            self.stops[e] = self.stops[e].or(&spread.and(&self.stop));
            self.ends[e] = self.ends[e].or(&spread.and(&self.open));
            return;
        }
        self.cell[d] = at as u8;
        self.todo[d] = next;
        self.top = d as u8 + 1;
    }

    /// Visits about `budget` more nodes (a few more when a parent adds its
    /// leaves at once); returns how many it visited.
    pub(crate) fn run(&mut self, budget: u32) -> u32 {
        if self.top == 0 {
            return 0;
        }
        // The walk works on a copy on the stack: a thinker lives on the heap in
        // EWRAM, where every access costs several wait states, and the stack is
        // in IWRAM, where none does.
        let mut w = self.clone();
        let n = w.walk(budget);
        *self = w;
        n
    }

    /// [`Walker::run`]'s loop.
    #[cfg_attr(
        all(target_arch = "arm", target_os = "none"),
        unsafe(link_section = ".iwram.sitters_reach"),
        instruction_set(arm::a32)
    )]
    #[inline(never)]
    fn walk(&mut self, budget: u32) -> u32 {
        let start = self.nodes;
        while self.top > 0 && self.nodes - start < budget {
            let k = (self.top as usize - 1).min(LEVELS - 1);
            if let Some(n) = pop(&mut self.todo[k]) {
                self.open.clear(n);
                let before = self.top;
                self.expand(n, k + 1);
                if self.top == before {
                    self.open.set(n);
                }
            } else {
                if k > 0 {
                    self.open.set(self.cell[k] as usize);
                }
                self.top -= 1;
            }
        }
        self.nodes - start
    }
}

/// Finds a path for a move with `roll` from `from` to `to` through `open`
/// cells, ending on `to` (a `stop` cell, entered after any number of steps,
/// or an open cell reached with exactly the roll); writes it, `from` first,
/// into `path`. The path is the first one in a fixed search order (up, down,
/// left, right at every step), and the shortest one to a stop cell. Returns
/// false when there is none.
pub(crate) fn find_path(
    from: usize,
    to: usize,
    roll: u8,
    open: &Mask,
    stop: &Mask,
    path: &mut Path,
) -> bool {
    let roll = roll.min(LEVELS as u8);
    let first = if stop.has(to) { 1 } else { roll };
    for limit in first..=roll {
        path.clear();
        let _ = path.push(Pos::from_index(from));
        let mut visited = Mask::default();
        visited.set(from);
        let search = PathSearch {
            to,
            limit,
            open,
            stop,
        };
        if search.walk(from, 0, &mut visited, path) {
            return true;
        }
    }
    false
}

/// One depth-limited search of [`find_path`].
struct PathSearch<'a> {
    to: usize,
    limit: u8,
    open: &'a Mask,
    stop: &'a Mask,
}

impl PathSearch<'_> {
    /// Extends the path at `at` (`depth` steps long). A step is skipped when
    /// the target is too far to reach in the steps left, which cuts the
    /// search to a few cells without changing which path is found first.
    fn walk(&self, at: usize, depth: u8, visited: &mut Mask, path: &mut Path) -> bool {
        if depth >= self.limit {
            return false;
        }
        let left = self.limit - depth - 1;
        for n in neighbours(at) {
            let n = n as usize;
            if n >= CELLS || visited.has(n) || distance(n, self.to) > left {
                continue;
            }
            if self.stop.has(n) {
                if n == self.to {
                    let _ = path.push(Pos::from_index(n));
                    return true;
                }
            } else if self.open.has(n) {
                if path.push(Pos::from_index(n)).is_err() {
                    continue;
                }
                if n == self.to && left == 0 {
                    return true;
                }
                visited.set(n);
                if self.walk(n, depth + 1, visited, path) {
                    return true;
                }
                visited.clear(n);
                path.pop();
            }
        }
        false
    }
}

/// Steps between two cells on an empty board (rows plus columns): no path
/// between them is shorter.
fn distance(a: usize, b: usize) -> u8 {
    let (a, b) = (Pos::from_index(a), Pos::from_index(b));
    a.row.abs_diff(b.row) + a.col.abs_diff(b.col)
}

/// [`Mask::pop_first`], always inlined (the walk is ARM code on the GBA, and
/// the compiler does not inline Thumb functions into ARM ones by itself).
#[inline(always)]
fn pop(m: &mut Mask) -> Option<usize> {
    for (w, word) in m.0.iter_mut().enumerate() {
        if *word != 0 {
            let low = *word & word.wrapping_neg();
            *word &= *word - 1;
            return Some(w * 32 + lowest_bit(low));
        }
    }
    None
}
