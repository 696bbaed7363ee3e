//! The project's own campus: a 16 x 14 grid of blocks with twenty numbered
//! buildings, written as text and read at compile time.
//!
//! `.` is an open block (street or lawn); the letters `A` to `T` are the cells
//! of buildings 1 to 20 (a building of several cells is one space). The map
//! turns onto itself when rotated half a turn, building `n` landing on
//! building `25 - n` (counted round 1..=20): building 5 (the zombies' computer
//! lab, `E`) on building 20 (the jocks' field house, `T`), 1 on 4, 2 on 3, 6
//! on 19 and so on. So both bases see exactly the same distances to the
//! buildings, and the pairing keeps the d20's numbers in the same order
//! round the die (reversed), so a cube's nudge of ±d6 is worth the same to
//! both teams (tests check both).

use super::Spot;

/// Columns of blocks.
pub const COLS: usize = 16;
/// Rows of blocks.
pub const ROWS: usize = 14;
/// Numbered buildings (the d20's faces).
pub const BUILDINGS: usize = 20;
/// Every space a piece can be in: the Cloud, the buildings, then one per block.
pub const SPOTS: usize = 1 + BUILDINGS + COLS * ROWS;
/// Most spaces next to one space (a building with many doors).
pub const MAX_NEIGHBOURS: usize = 12;

/// The campus as text, top row first.
pub const MAP: [&str; ROWS] = [
    "................",
    ".AA.BBB..KK.LLL.",
    ".AA.........LLL.",
    ".....EE..FF.....",
    ".GG..EE.....HH..",
    "......II..JJ....",
    "................",
    "................",
    "....OO..PP......",
    "..QQ.....TT..RR.",
    ".....SS..TT.....",
    ".MMM.........DD.",
    ".MMM.NN..CCC.DD.",
    "................",
];

/// The building number (1..=20) at a cell, or 0 for an open block.
pub const fn building_at(row: usize, col: usize) -> u8 {
    let b = MAP[row].as_bytes()[col];
    if b >= b'A' && b <= b'T' {
        b - b'A' + 1
    } else {
        0
    }
}

const fn push(list: &mut [u8; MAX_NEIGHBOURS], n: &mut usize, s: u8) {
    let mut i = 0;
    while i < *n {
        if list[i] == s {
            return;
        }
        i += 1;
    }
    list[*n] = s;
    *n += 1;
}

/// The neighbours of a cell that are spaces: open blocks and buildings.
const fn cell_neighbours(r: usize, c: usize, list: &mut [u8; MAX_NEIGHBOURS], n: &mut usize) {
    let d: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
    let mut k = 0;
    while k < 4 {
        let rr = r as i32 + d[k].0;
        let cc = c as i32 + d[k].1;
        if rr >= 0 && cc >= 0 && (rr as usize) < ROWS && (cc as usize) < COLS {
            let b = building_at(rr as usize, cc as usize);
            let s = if b == 0 {
                (1 + BUILDINGS + rr as usize * COLS + cc as usize) as u8
            } else {
                b
            };
            push(list, n, s);
        }
        k += 1;
    }
}

const fn adjacency() -> [([u8; MAX_NEIGHBOURS], u8); SPOTS] {
    let mut adj = [([0u8; MAX_NEIGHBOURS], 0u8); SPOTS];
    let mut r = 0;
    while r < ROWS {
        let mut c = 0;
        while c < COLS {
            let b = building_at(r, c);
            let mut list = [0u8; MAX_NEIGHBOURS];
            let mut n = 0;
            if b == 0 {
                let s = 1 + BUILDINGS + r * COLS + c;
                cell_neighbours(r, c, &mut list, &mut n);
                adj[s] = (list, n as u8);
            } else {
                // A building's doors: the open blocks next to any of its cells.
                list = adj[b as usize].0;
                n = adj[b as usize].1 as usize;
                let mut l2 = [0u8; MAX_NEIGHBOURS];
                let mut n2 = 0;
                cell_neighbours(r, c, &mut l2, &mut n2);
                let mut i = 0;
                while i < n2 {
                    if l2[i] > BUILDINGS as u8 {
                        push(&mut list, &mut n, l2[i]);
                    }
                    i += 1;
                }
                adj[b as usize] = (list, n as u8);
            }
            c += 1;
        }
        r += 1;
    }
    adj
}

/// Every space's neighbours (the Cloud and building cells have none).
static ADJ: [([u8; MAX_NEIGHBOURS], u8); SPOTS] = adjacency();

/// Steps (movement points) from `from` to every space, by breadth-first
/// search; 255 where unreachable (the Cloud).
pub const fn distances(from: u8) -> [u8; SPOTS] {
    let adj = &ADJ_CONST;
    let mut dist = [255u8; SPOTS];
    let mut queue = [0u8; SPOTS];
    let (mut head, mut tail) = (0, 1);
    queue[0] = from;
    dist[from as usize] = 0;
    while head < tail {
        let s = queue[head] as usize;
        head += 1;
        let mut i = 0;
        while i < adj[s].1 as usize {
            let t = adj[s].0[i] as usize;
            if dist[t] == 255 {
                dist[t] = dist[s] + 1;
                queue[tail] = t as u8;
                tail += 1;
            }
            i += 1;
        }
    }
    dist
}

const ADJ_CONST: [([u8; MAX_NEIGHBOURS], u8); SPOTS] = adjacency();

const fn all_distances() -> [[u8; SPOTS]; SPOTS] {
    let mut t = [[0u8; SPOTS]; SPOTS];
    let mut s = 0;
    while s < SPOTS {
        t[s] = distances(s as u8);
        s += 1;
    }
    t
}

/// Steps from every space to every space, worked out when the cartridge is
/// built (60 KB of ROM): the computer players ask for distances thousands of
/// times a decision, and a search each time cost a frame's budget.
static DISTANCE: [[u8; SPOTS]; SPOTS] = all_distances();

/// The spaces next to `s` (a piece may step to any of them for 1 point).
pub fn neighbours(s: Spot) -> &'static [u8] {
    match ADJ.get(usize::from(s.0)) {
        Some((list, n)) => &list[..usize::from(*n)],
        None => &[],
    }
}

/// True when `a` and `b` are next to each other.
pub fn adjacent(a: Spot, b: Spot) -> bool {
    neighbours(a).contains(&b.0)
}

/// Steps between two spaces on the map (255 when either is the Cloud).
pub fn distance(a: Spot, b: Spot) -> u8 {
    if a.is_cloud() || b.is_cloud() {
        return 255;
    }
    match DISTANCE.get(usize::from(a.0)) {
        Some(row) => row.get(usize::from(b.0)).copied().unwrap_or(255),
        None => 255,
    }
}
