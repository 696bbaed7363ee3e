//! The chances the computer players weigh: reaching a space with the d4,
//! and winning a fight of d20 plus cube d6s.

/// In quarters, the chance the d4 reaches a space `d` steps away (1 to 4
/// quarters; 0 beyond 4 steps).
pub fn reach4(d: u8) -> i32 {
    match d {
        0 | 1 => 4,
        2 => 3,
        3 => 2,
        4 => 1,
        _ => 0,
    }
}

/// Highest total a fight roll can reach with the cubes counted here.
const TOP: usize = 20 + 6 * 6;

/// How many ways d20 plus `k` d6s make each total (k at most 6).
fn spread(k: u8) -> [u32; TOP + 1] {
    let mut d = [0u32; TOP + 1];
    d[1..=20].fill(1);
    for _ in 0..k.min(6) {
        let mut n = [0u32; TOP + 1];
        for (t, &w) in d.iter().enumerate() {
            if w > 0 {
                for f in 1..=6 {
                    if t + f <= TOP {
                        n[t + f] += w;
                    }
                }
            }
        }
        d = n;
    }
    d
}

/// The attacker's chance (per thousand) to win a fight with `a` cubes against
/// `b` (ties are rolled again, so they do not count).
pub fn win_permille(a: u8, b: u8) -> i32 {
    let (x, y) = (spread(a), spread(b));
    // For each defender total, the attacker's ways above and below it (one
    // pass with running sums: on the GBA the pairwise sum took about a
    // million cycles of 64-bit multiplies, four frames' budget, in one step).
    let all: u64 = x.iter().map(|&w| u64::from(w)).sum();
    let (mut win, mut lose, mut below) = (0u64, 0u64, 0u64);
    for (&wx, &wy) in x.iter().zip(&y) {
        let above = all - below - u64::from(wx);
        win += u64::from(wy) * above;
        lose += u64::from(wy) * below;
        below += u64::from(wx);
    }
    (win * 1000 / (win + lose).max(1)) as i32
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The pairwise sum the running sums replace.
    fn pairwise(a: u8, b: u8) -> i32 {
        let (x, y) = (spread(a), spread(b));
        let (mut win, mut lose) = (0u64, 0u64);
        for (i, &wx) in x.iter().enumerate() {
            for (j, &wy) in y.iter().enumerate() {
                let w = u64::from(wx) * u64::from(wy);
                if i > j {
                    win += w;
                } else if i < j {
                    lose += w;
                }
            }
        }
        (win * 1000 / (win + lose).max(1)) as i32
    }

    #[test]
    fn api_running_sums_give_the_pairwise_odds() {
        for a in 0..=12 {
            for b in 0..=12 {
                assert_eq!(win_permille(a, b), pairwise(a, b), "{a} v {b}");
            }
        }
    }

    #[test]
    fn api_odds_are_even_without_cubes_and_cubes_help() {
        assert_eq!(win_permille(0, 0), 500);
        assert!(win_permille(1, 0) > 600);
        assert!(win_permille(2, 1) > 550);
        assert!(win_permille(0, 1) < 400);
        assert_eq!(reach4(0), 4);
        assert_eq!(reach4(5), 0);
    }
}
