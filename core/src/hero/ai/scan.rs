//! The scan of a mini's reach for the cells worth weighing (a cheap guess per
//! cell), and each cell's nearest enemy, measured once a decision for all its
//! scans ([`Near`]).

use super::super::field::{CELLS, MOST_D2, root, squared_band};
use super::super::game::Game;
use super::super::gear::Weapon;
use super::super::moves::{FAR, Reach};
use super::super::{Cell, H, MAX_MINIS, W};
use super::CANDIDATES;
use super::eval::ideal;

/// The one weapon band that does not start next to the shooter (the
/// sniper's): [`Near`] marks the cells with an enemy in it.
const FAR_BAND: (u8, u8) = Weapon::Sniper.range();

// Every other band starts at most 1 unit away, and two minis are never on
// one cell, so an enemy is in such a band exactly when the nearest one is.
const _: () = {
    let mut k = 0;
    while k < Weapon::ALL.len() {
        let (lo, hi) = Weapon::ALL[k].range();
        assert!(lo <= 1 || (lo == FAR_BAND.0 && hi == FAR_BAND.1));
        k += 1;
    }
};

/// [`Near`]'s distance where no enemy is on the battlefield.
const NONE: u16 = 0x7FFF;
/// [`Near`]'s mark of a cell with an enemy in [`FAR_BAND`].
const IN_FAR: u16 = 0x8000;
/// [`Near`]'s cells not yet measured.
const UNSET: u16 = 0xFFFF;
const _: () = assert!(MOST_D2 < NONE as usize);

/// For each cell a scan has measured, the squared distance to the nearest
/// enemy of the seat deciding ([`NONE`] when it has none), marked
/// [`IN_FAR`] when an enemy stands in [`FAR_BAND`] of it; [`UNSET`] until
/// measured. Kept for the whole decision (the enemies stay put), so each
/// cell is measured against every enemy once, not once for each mini whose
/// reach holds it.
#[derive(Clone)]
pub struct Near {
    cells: [u16; CELLS],
}

impl Default for Near {
    fn default() -> Near {
        Near {
            cells: [UNSET; CELLS],
        }
    }
}

/// How many of a cell's four sides have an obstacle (in line, so
/// [`scan_row`] runs it from IWRAM).
#[inline(always)]
pub(super) fn sheltered_sides(cells: &[u8; CELLS], c: Cell) -> i32 {
    let (x, y) = (usize::from(c.x), usize::from(c.y));
    let i = y * W + x;
    let mut n = 0;
    if y > 0 && cells[i - W] & 3 != 0 {
        n += 1;
    }
    if x + 1 < W && cells[i + 1] & 3 != 0 {
        n += 1;
    }
    if y + 1 < H && cells[i + W] & 3 != 0 {
        n += 1;
    }
    if x > 0 && cells[i - 1] & 3 != 0 {
        n += 1;
    }
    n
}

/// Rows of the reach one candidate piece scans.
pub const SCAN_ROWS: u8 = 2;

/// The [`CANDIDATES`] cells most worth weighing for mini `i`'s move, by a
/// cheap guess (distance to the enemy against the mini's liking, a target in
/// range, shelter), scanned [`SCAN_ROWS`] rows of its reach at a time (one
/// in a small piece).
#[derive(Clone, Debug)]
pub struct Scan {
    row: u8,
    scored: heapless::Vec<(i32, Cell, u8), CANDIDATES>,
}

impl Scan {
    /// Starts the scan of `r`.
    pub fn new(r: &Reach) -> Scan {
        Scan {
            row: r.start.y.saturating_sub(17),
            scored: heapless::Vec::new(),
        }
    }

    /// Scans the next `rows` rows (at least one); true once the whole reach
    /// is scanned and `out` holds the candidates.
    pub fn piece(
        &mut self,
        game: &Game,
        (i, r, near): (u8, &Reach, &mut Near),
        (easy, rows): (bool, u8),
        out: &mut heapless::Vec<(Cell, u8), CANDIDATES>,
    ) -> bool {
        let last = r.start.y.saturating_add(17).min(H as u8 - 1);
        let to = self.row.saturating_add(rows.max(1) - 1).min(last);
        for y in self.row..=to {
            candidate_row(game, (i, r, &mut *near), easy, y, &mut self.scored);
        }
        self.row = to.saturating_add(1);
        if to < last {
            return false;
        }
        out.clear();
        for &(_, c, cost) in &self.scored {
            let _ = out.push((c, cost));
        }
        true
    }
}

/// One row `y` of [`Scan`]: each reachable cell's guess, the best kept.
fn candidate_row(
    game: &Game,
    (i, r, near): (u8, &Reach, &mut Near),
    easy: bool,
    y: u8,
    scored: &mut heapless::Vec<(i32, Cell, u8), CANDIDATES>,
) {
    let m = &game.minis()[usize::from(i)];
    // The enemies' cells and who stands where, gathered once for the row.
    let mut enemies = heapless::Vec::<Cell, MAX_MINIS>::new();
    const _: () = assert!(W <= 64, "a row's minis fit a u64");
    let mut taken = 0u64;
    for t in game.minis() {
        let Some(at) = t.at else { continue };
        if at.y == y {
            taken |= 1 << at.x;
        }
        if t.seat != m.seat {
            let _ = enemies.push(at);
        }
    }
    let band = m.kit.weapon.range();
    let may_act = !easy && !m.acted;
    let row = Row {
        y,
        x0: r.start.x.saturating_sub(17),
        x1: r.start.x.saturating_add(17).min(W as u8 - 1),
        start: r.start,
        taken,
        enemies: &enemies,
        far: band == FAR_BAND,
        hi2: squared_band(band).1,
        want: if easy { 1 } else { ideal(m) },
        // Cells this cheap leave the mini its action (none when it may not).
        act_room: if may_act {
            i32::from(Game::single_move(m)) - i32::from(m.spent)
        } else {
            -1
        },
        easy,
    };
    scan_row(&row, &r.cost, game.field().bytes(), &mut near.cells, scored);
}

/// What [`scan_row`] needs of a row, gathered once.
struct Row<'a> {
    y: u8,
    x0: u8,
    x1: u8,
    start: Cell,
    /// Columns with a mini on them.
    taken: u64,
    enemies: &'a [Cell],
    /// Whether the weapon's band is [`FAR_BAND`] (else it starts next to
    /// the mini).
    far: bool,
    /// The far end of the weapon's band, squared.
    hi2: u32,
    /// The distance to the nearest enemy the mini likes.
    want: u8,
    /// The most a move may cost and leave the mini an action (−1: none).
    act_room: i32,
    easy: bool,
}

/// Scores each reachable cell of a row and keeps the best (a cell's guess:
/// its distance to the nearest enemy against the mini's liking, a target in
/// its band if it can still act there, shelter, the cost), measuring the
/// cells [`Near`] does not hold yet. (On the cartridge
/// it runs from IWRAM as ARM code: with the reach it is the AI's busiest
/// loop; it calls out only to keep a guess.)
#[cfg_attr(
    all(target_arch = "arm", target_os = "none"),
    unsafe(link_section = ".iwram.hero_scan"),
    instruction_set(arm::a32)
)]
#[inline(never)]
fn scan_row(
    row: &Row,
    cost: &[u8; CELLS],
    cells: &[u8; CELLS],
    memo: &mut [u16; CELLS],
    scored: &mut heapless::Vec<(i32, Cell, u8), CANDIDATES>,
) {
    // The weakest guess kept, once the list is full (the first of equals,
    // found again only when it is replaced).
    let mut worst = weakest(scored);
    let y = usize::from(row.y);
    // Each enemy's column and its rows apart from this row, squared.
    let mut across = [(0u8, 0u32); MAX_MINIS];
    let n = row.enemies.len().min(across.len());
    let mut k = 0;
    while k < n {
        let e = row.enemies[k];
        let dy = u32::from(e.y.abs_diff(row.y));
        across[k] = (e.x, dy * dy);
        k += 1;
    }
    let (lo2, hi2) = squared_band(FAR_BAND);
    let mut x = row.x0;
    while x <= row.x1 {
        let c = Cell::new(x, row.y);
        let i = y * W + usize::from(x);
        let bit = 1u64 << x;
        x += 1;
        let spent = cost[i];
        if spent == FAR || c == row.start || row.taken & bit != 0 {
            continue;
        }
        let in_range = i32::from(spent) <= row.act_room;
        let mut near = memo[i];
        if near == UNSET {
            let (mut nearest, mut far) = (u32::from(NONE), false);
            let mut k = 0;
            while k < n {
                let (ex, dy2) = across[k];
                k += 1;
                let dx = u32::from(c.x.abs_diff(ex));
                let d2 = dx * dx + dy2;
                nearest = nearest.min(d2);
                far |= d2 >= lo2 && d2 <= hi2;
            }
            near = nearest as u16 | if far { IN_FAR } else { 0 };
            memo[i] = near;
        }
        let nearest = u32::from(near & !IN_FAR);
        let aimed = in_range
            && if row.far {
                near & IN_FAR != 0
            } else {
                nearest <= row.hi2
            };
        let d = if nearest == u32::from(NONE) {
            0
        } else {
            root(nearest)
        };
        let mut s = -(i32::from(d.abs_diff(row.want)) * 150);
        if !row.easy {
            if aimed {
                s += 3000;
            }
            s += sheltered_sides(cells, c) * 300;
        }
        s -= i32::from(spent);
        match worst {
            Some((k, w)) => {
                if s > w {
                    scored[k] = (s, c, spent);
                    worst = weakest(scored);
                }
            }
            None => {
                let _ = scored.push((s, c, spent));
                worst = weakest(scored);
            }
        }
    }
}

/// The first of the weakest guesses kept and its score, once the list is
/// full (`None` while there is room). (Out of line: called only when a guess
/// is kept, it stays in ROM and leaves IWRAM's little room to the stack.)
#[inline(never)]
fn weakest(scored: &heapless::Vec<(i32, Cell, u8), CANDIDATES>) -> Option<(usize, i32)> {
    if !scored.is_full() {
        return None;
    }
    let (mut k, mut w) = (0, scored[0].0);
    let mut j = 1;
    while j < scored.len() {
        if scored[j].0 < w {
            (k, w) = (j, scored[j].0);
        }
        j += 1;
    }
    Some((k, w))
}
