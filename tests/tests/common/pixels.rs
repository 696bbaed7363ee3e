//! Reading the screen: where Sandford's marks are, by their colours (those
//! of tools/gfx_sandford.py).

use tabletop_emu::Emu;

/// Where the temple's d20 and its needle are on screen: the centre of the
/// d20's purple pixels, the centre of the red needle pixels around it, and
/// how many purple pixels there are.
pub struct TempleMarks {
    /// Centre of the d20.
    pub d20: (f64, f64),
    /// Centre of the needle, from the d20's.
    pub needle: (f64, f64),
    /// Purple pixels of the d20.
    pub purple: usize,
}

pub fn near(p: [u8; 3], c: [u8; 3]) -> bool {
    p.iter().zip(c).all(|(&a, b)| a.abs_diff(b) <= 14)
}

/// The centre and count of the map's pixels (below the top HUD strip, above
/// the bottom one) that `keep` picks.
pub fn centre_of(
    emu: &Emu,
    keep: &dyn Fn(usize, usize, [u8; 3]) -> bool,
) -> Option<((f64, f64), usize)> {
    let px = emu.screen_rgb();
    let (mut sx, mut sy, mut n) = (0.0, 0.0, 0usize);
    for y in 12..136 {
        for x in 0..240 {
            if keep(x, y, px[y * 240 + x]) {
                sx += x as f64;
                sy += y as f64;
                n += 1;
            }
        }
    }
    (n > 0).then(|| ((sx / n as f64, sy / n as f64), n))
}

pub fn temple_marks(emu: &Emu) -> Option<TempleMarks> {
    let purple =
        |_: usize, _: usize, p: [u8; 3]| near(p, [0x90, 0x48, 0xc0]) || near(p, [0x60, 0x28, 0x90]);
    let (d20, count) = centre_of(emu, &purple)?;
    let red = |x: usize, y: usize, p: [u8; 3]| {
        let (dx, dy) = (x as f64 - d20.0, y as f64 - d20.1);
        dx * dx + dy * dy < 22.0 * 22.0
            && (near(p, [0xd8, 0x58, 0x58]) || near(p, [0x98, 0x38, 0x38]))
    };
    let (needle, _) = centre_of(emu, &red)?;
    Some(TempleMarks {
        d20,
        needle: (needle.0 - d20.0, needle.1 - d20.1),
        purple: count,
    })
}

/// The needle's direction in the spinner's steps (256 a turn, 0 east, 64 south).
pub fn needle_steps(m: &TempleMarks) -> i32 {
    let a = m.needle.1.atan2(m.needle.0) * 128.0 / std::f64::consts::PI;
    (a.round() as i32).rem_euclid(256)
}

pub fn sky_pixels(emu: &Emu) -> usize {
    centre_of(emu, &|_, _, p| near(p, [0x78, 0xc8, 0xf0])).map_or(0, |c| c.1)
}
