//! The odds of a roll, computed exactly (whole numbers over powers of six, no
//! floats): what the cartridge shows before every roll, and the simulator's
//! `sgs-odds` tables.

/// A chance as an exact fraction in lowest terms.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Odds {
    /// The numerator.
    pub num: u128,
    /// The denominator (never zero; past 64 bits only for the largest
    /// pools' opposed odds).
    pub den: u128,
}

/// The greatest common divisor by shifts and subtractions (Stein's): no
/// wide division, which the GBA does in software, slowly; in 64 bits when
/// both fit (every chance but the largest pools' opposed ones).
const fn gcd(a: u128, b: u128) -> u128 {
    if a <= u64::MAX as u128 && b <= u64::MAX as u128 {
        return gcd64(a as u64, b as u64) as u128;
    }
    if a == 0 {
        return b;
    }
    if b == 0 {
        return a;
    }
    let shift = (a | b).trailing_zeros();
    let mut a = a >> a.trailing_zeros();
    let mut b = b;
    loop {
        b >>= b.trailing_zeros();
        let (lo, hi) = if a < b { (a, b) } else { (b, a) };
        a = lo;
        b = hi - lo;
        if b == 0 {
            return a << shift;
        }
    }
}

/// [`gcd`] in 64 bits.
const fn gcd64(a: u64, b: u64) -> u64 {
    if a == 0 {
        return b;
    }
    if b == 0 {
        return a;
    }
    let shift = (a | b).trailing_zeros();
    let mut a = a >> a.trailing_zeros();
    let mut b = b;
    loop {
        b >>= b.trailing_zeros();
        let (lo, hi) = if a < b { (a, b) } else { (b, a) };
        a = lo;
        b = hi - lo;
        if b == 0 {
            return a << shift;
        }
    }
}

impl Odds {
    /// `num / den` in lowest terms (`den` 0 reads as 1).
    pub const fn new(num: u128, den: u128) -> Odds {
        let den = if den == 0 { 1 } else { den };
        // At least 1: `den` is.
        let g = gcd(num, den);
        Odds {
            num: num / g,
            den: den / g,
        }
    }

    /// The chance in whole percent, rounded to nearest (what a child reads).
    pub const fn percent(self) -> u8 {
        ((self.num * 200 + self.den) / (2 * self.den)) as u8
    }

    /// The chance in tenths of a percent, rounded to nearest.
    pub const fn permille(self) -> u16 {
        ((self.num * 2000 + self.den) / (2 * self.den)) as u16
    }
}

/// Largest pool the odds are computed for.
pub const MAX_ODDS_POOL: u8 = 8;

/// Powers of six, 6^0 to 6^16, looked up (64-bit multiplications are slow
/// on the GBA).
const POW6: [u64; 17] = {
    let mut t = [1u64; 17];
    let mut i = 1;
    while i < 17 {
        t[i] = t[i - 1] * 6;
        i += 1;
    }
    t
};

/// 6^n, n at most 16 (the largest: 8 pool dice and 8 bonus dice).
fn pow6(n: u32) -> u64 {
    POW6[(n as usize).min(16)]
}

/// The results a pool of `n` dice (no bonus dice) can show, as counts out of
/// `6^n`, by result + `n` (index 0 is −n), with how many 6s: `[net][sixes]`.
fn spread(n: u8) -> [[u64; 9]; 17] {
    let mut c = [[0u64; 9]; 17];
    let n = n.min(MAX_ODDS_POOL) as usize;
    // Offset 8 so a result from −8 to 8 fits.
    c[8][0] = 1;
    for _ in 0..n {
        let mut next = [[0u64; 9]; 17];
        for net in 0..17 {
            for s in 0..9 {
                let w = c[net][s];
                if w == 0 {
                    continue;
                }
                next[net - 1][s] += w; // a 1
                next[net][s] += 2 * w; // a 2 or 3
                next[net + 1][s] += 2 * w; // a 4 or 5
                next[net + 1][s + 1] += w; // a 6
            }
        }
        c = next;
    }
    c
}

/// Results a static roll's bonus dice may start from: −16 to 16.
const NETS: usize = 33;

/// Ways (out of `6^b`) that `b` bonus dice, added one at a time while the
/// result is below `difficulty`, bring it up to the difficulty: a table by
/// `b` (0 to `most`, at most 8) and result + 16. Worked out bonus die by bonus die (a small
/// table, not a tree of every throw: the cartridge asks for it before every
/// roll and in every computer decision).
fn reach_table(difficulty: u8, most: u8) -> [[u64; NETS]; 9] {
    let mut t = [[0u64; NETS]; 9];
    for b in 0..=usize::from(most.min(8)) {
        for k in 0..NETS {
            let net = k as i16 - 16;
            t[b][k] = if net >= i16::from(difficulty) {
                pow6(b as u32)
            } else if b == 0 {
                0
            } else {
                // A bonus die: 4-6 one up (6 earns nothing more), 2-3 the
                // same, 1 one down. From −16 nothing reaches, so "down" there
                // is 0.
                let up = t[b - 1][(k + 1).min(NETS - 1)];
                let down = if k == 0 { 0 } else { t[b - 1][k - 1] };
                3 * up + 2 * t[b - 1][k] + down
            };
        }
    }
    t
}

/// The chance that a static roll of `pool` dice reaches `difficulty`, its
/// bonus dice added one at a time while it is short. Pools over
/// [`MAX_ODDS_POOL`] count as that many.
pub fn static_success(pool: u8, difficulty: u8) -> Odds {
    let n = pool.min(MAX_ODDS_POOL);
    let c = spread(n);
    let reach = reach_table(difficulty, n);
    let mut num = 0u64;
    for (i, row) in c.iter().enumerate() {
        for (s, &w) in row.iter().enumerate() {
            if w == 0 {
                continue;
            }
            let net = i as i8 - 8;
            num += w * reach[s][(net + 16) as usize] * pow6(u32::from(n) - s as u32);
        }
    }
    Odds::new(num.into(), pow6(2 * u32::from(n)).into())
}

/// The chance that a pool of `a` dice beats a pool of `b` dice in an opposed
/// roll with no bonus dice: a higher result, or the same result from the
/// larger pool. Pools over [`MAX_ODDS_POOL`] count as that many. Not the
/// odds as played (the side behind adds its bonus dice: [`opposed_win`]);
/// kept for `tabletop-sim sgs-odds`'s second table.
pub fn opposed_win_without_bonus(a: u8, b: u8) -> Odds {
    let (a, b) = (a.min(MAX_ODDS_POOL), b.min(MAX_ODDS_POOL));
    let (ca, cb) = (spread(a), spread(b));
    let total = |c: &[[u64; 9]; 17], i: usize| c[i].iter().sum::<u64>();
    let mut num = 0u64;
    for i in 0..17 {
        let wa = total(&ca, i);
        if wa == 0 {
            continue;
        }
        for j in 0..17 {
            if i > j || (i == j && a > b) {
                num += wa * total(&cb, j);
            }
        }
    }
    Odds::new(num.into(), pow6(u32::from(a) + u32::from(b)).into())
}

/// The chance that a pool of `a` dice beats a pool of `b` dice in an opposed
/// roll **as the game plays it**: both pools thrown, then whichever side is
/// behind (the first on a tie of result and pool, which it loses) adds one of
/// its bonus dice at a time while it has one, until it is ahead or has none
/// left — what the Game Master, the computer from Normal up and the arena's
/// and the adventure's rules do (standing while behind can only lose). The
/// first wins with a higher result, or the same result from the larger pool.
/// Exact for pools up to [`MAX_ODDS_POOL`] (larger count as that many; no
/// pool the game builds is larger).
///
/// Looked up: the table is worked out when the cartridge is built (the sums
/// take hundreds of thousands of cycles on the GBA, and the computer weighs
/// them for every attack it considers).
pub fn opposed_win(a: u8, b: u8) -> Odds {
    OPPOSED_WIN[usize::from(a.min(MAX_ODDS_POOL))][usize::from(b.min(MAX_ODDS_POOL))]
}

/// [`opposed_win`] for every pair of pools up to [`MAX_ODDS_POOL`], in
/// lowest terms, worked out at compile time by [`played`].
const OPPOSED_WIN: [[Odds; MAX_ODDS_POOL as usize + 1]; MAX_ODDS_POOL as usize + 1] = {
    let mut t = [[Odds { num: 0, den: 1 }; MAX_ODDS_POOL as usize + 1]; MAX_ODDS_POOL as usize + 1];
    let mut a = 0;
    while a <= MAX_ODDS_POOL as usize {
        let mut b = 0;
        while b <= MAX_ODDS_POOL as usize {
            let (num, den) = played(a as u8, b as u8);
            t[a][b] = Odds::new(num, den);
            b += 1;
        }
        a += 1;
    }
    t
};

/// Leads a throw without its 6s can show: −16 to 16.
const LEADS: usize = 4 * MAX_ODDS_POOL as usize + 1;
/// Index of a lead of 0.
const LEAD0: usize = 2 * MAX_ODDS_POOL as usize;

/// Ways each lead shows once one more die of faces 1 to 5 is thrown, for
/// the first (`against` false: 4-5 up, 2-3 the same, 1 down) or the second
/// (the other way round).
const fn with_die(lead: &[u64; LEADS], against: bool) -> [u64; LEADS] {
    let mut next = [0u64; LEADS];
    let mut i = 0;
    while i < LEADS {
        let w = lead[i];
        if w != 0 {
            let (up, down) = if against {
                (i - 1, i + 1)
            } else {
                (i + 1, i - 1)
            };
            next[up] += 2 * w;
            next[i] += 2 * w;
            next[down] += w;
        }
        i += 1;
    }
    next
}

/// Binomial coefficients `n` choose `k`, `n` and `k` up to 8.
const fn binomials() -> [[u64; 9]; 9] {
    let mut c = [[0u64; 9]; 9];
    let mut n = 0;
    while n < 9 {
        c[n][0] = 1;
        let mut k = 1;
        while k <= n {
            c[n][k] = c[n - 1][k - 1] + c[n - 1][k];
            k += 1;
        }
        n += 1;
    }
    c
}

/// [`opposed_win`] as a fraction over `6^(2(a + b))` (every pool die and, at
/// most, every bonus die rolled). `w[y][d]` holds the ways (out of
/// `6^(x + y)`) the first wins from a lead of `d` with `x` and `y` bonus dice
/// left, worked out row by row in `x`; leads past `max(a, b) + 1` either way
/// are settled (nobody's bonus dice can turn them), so `d` is clamped there.
/// Each row is then summed over the throws leaving those bonus dice: which
/// dice show the 6s, and the lead the other dice make (the sums the
/// cartridge's computer players pay for in every attack they weigh: a few
/// hundred multiplications for the game's pools).
pub(crate) const fn played(a: u8, b: u8) -> (u128, u128) {
    // A lead from −(MAX + 1) to MAX + 1. Written out, and checked when the
    // cartridge is built: a wider row would be as right (a mutant that only
    // widened it was one no test could see).
    const SPAN: usize = 19;
    const _: () = assert!(SPAN == 2 * MAX_ODDS_POOL as usize + 3);
    const MID: i16 = MAX_ODDS_POOL as i16 + 1;
    let (a, b) = (a as usize, b as usize);
    let choose = binomials();
    let lim = if a > b { a } else { b } as i16 + 1;
    // 6^0 to 6^(2(a + b)), looked up.
    let top = 2 * (a + b);
    let mut six = [1u128; 4 * MAX_ODDS_POOL as usize + 1];
    let mut i = 1;
    while i <= top {
        six[i] = six[i - 1] * 6;
        i += 1;
    }
    let mut prev = [[0u128; SPAN]; 9];
    let mut num = 0u128;
    let mut x = 0;
    while x <= a {
        let mut w = [[0u128; SPAN]; 9];
        let mut y = 0;
        while y <= b {
            let mut d = -lim;
            while d <= lim {
                w[y][at(d, lim, MID)] = if d > 0 || (d == 0 && a > b) {
                    if y == 0 {
                        six[x]
                    } else {
                        // The second adds: 4-6 closes the lead, 1 widens it.
                        let r = &w[y - 1];
                        3 * r[at(d - 1, lim, MID)] + 2 * r[at(d, lim, MID)] + r[at(d + 1, lim, MID)]
                    }
                } else if x == 0 {
                    0
                } else {
                    let r = &prev[y];
                    3 * r[at(d + 1, lim, MID)] + 2 * r[at(d, lim, MID)] + r[at(d - 1, lim, MID)]
                };
                d += 1;
            }
            y += 1;
        }
        // The throws that leave the first `x` bonus dice and the second `y`:
        // which dice show the 6s (binomials), and the lead the others make,
        // `e` from `m` dice of faces 1 to 5 less `k` such dice (`lead`, built
        // one die at a time by adds: no multiplications).
        let m = a - x;
        let mut lead = [0u64; LEADS];
        lead[LEAD0] = 1;
        let mut j = 0;
        while j < m {
            lead = with_die(&lead, false);
            j += 1;
        }
        let mut k = 0;
        while k <= b {
            if k > 0 {
                lead = with_die(&lead, true);
            }
            let y = b - k;
            let mut sum = 0u128;
            let mut i = 0;
            while i < LEADS {
                if lead[i] != 0 {
                    let d = i as i16 - LEAD0 as i16 + x as i16 - y as i16;
                    sum += lead[i] as u128 * w[y][at(d, lim, MID)];
                }
                i += 1;
            }
            let throws = (choose[a][x] * choose[b][y]) as u128;
            num += sum * throws * six[m + k];
            k += 1;
        }
        prev = w;
        x += 1;
    }
    (num, six[top])
}

/// The column of lead `d` in [`played`]'s rows (leads past `lim` either way
/// are settled, so they share the last column).
const fn at(d: i16, lim: i16, mid: i16) -> usize {
    let d = if d < -lim {
        -lim
    } else if d > lim {
        lim
    } else {
        d
    };
    (d + mid) as usize
}
