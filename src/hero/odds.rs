//! The forecast before an attack as a child reads it: the chance to hit as a
//! bar of ten blocks and "hits 4 times in 10", the damage as whole hearts
//! ("Hurts"), the cover
//! in words (no percentages).

use alloc::format;
use alloc::string::String;

use tabletop_core::hero::Cover;
use tabletop_core::hero::forecast::{Forecast, Odds};

use super::words;
use crate::icons::{EMPTY, FULL, HEART};

/// `o` in tenths, rounded to nearest: never 0 unless impossible, never 10
/// unless certain.
pub fn in_ten(o: Odds) -> u32 {
    if o.den == 0 || o.num == 0 {
        return 0;
    }
    if o.num >= o.den {
        return 10;
    }
    let t = (u64::from(o.num) * 20 / u64::from(o.den)).div_ceil(2) as u32;
    t.clamp(1, 9)
}

/// The damage to expect as whole hearts (at least one when it can hurt).
pub fn hearts(o: Odds) -> u32 {
    if o.den == 0 || o.num == 0 {
        return 0;
    }
    let h = (u64::from(o.num) * 2 / u64::from(o.den)).div_ceil(2) as u32;
    h.max(1)
}

/// `n` of ten blocks full: "[[[[]]]]]]" in yellow and grey.
pub fn bar(n: u32) -> String {
    let mut s = String::from("{3}");
    for k in 0..10 {
        if k == n {
            s.push_str("{4}");
        }
        s.push(if k < n { FULL } else { EMPTY });
    }
    s.push_str("{1}");
    s
}

/// The forecast's lines: the chance and the hearts (five at most, so the
/// line fits, and never more than the target's `hp` shows), then what the
/// cover (if any) does, on the second line.
pub fn forecast(f: &Forecast, c: Option<Cover>, hp: i8) -> String {
    let n = in_ten(f.hit);
    let mut hurt = String::new();
    let most = u32::from(hp.max(1).unsigned_abs()).min(5);
    for _ in 0..hearts(f.damage).min(most) {
        hurt.push(HEART);
    }
    // Plain words (a playtester's child read "2 in 10, about" as
    // nothing): how often it hits, and the hearts it takes.
    let mut s = format!(
        "{{3}}{} hits {n} times in 10. Hurts {{6}}{hurt}{{1}}",
        bar(n)
    );
    if let Some(c) = c {
        s.push_str(&format!("\n{}", words::cover(c)));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test_case]
    fn chances_in_ten_and_hearts_round_and_never_lie(_gba: &mut agb::Gba) {
        assert_eq!(in_ten(Odds { num: 1, den: 1296 }), 1);
        assert_eq!(
            in_ten(Odds {
                num: 1295,
                den: 1296
            }),
            9
        );
        assert_eq!(in_ten(Odds { num: 44, den: 100 }), 4);
        assert_eq!(in_ten(Odds { num: 45, den: 100 }), 5);
        assert_eq!(in_ten(Odds { num: 0, den: 36 }), 0);
        assert_eq!(in_ten(Odds { num: 36, den: 36 }), 10);
        assert_eq!(hearts(Odds { num: 7, den: 10 }), 1);
        assert_eq!(hearts(Odds { num: 3, den: 2 }), 2);
        assert_eq!(hearts(Odds { num: 1, den: 10 }), 1);
        assert_eq!(hearts(Odds { num: 0, den: 10 }), 0);
        assert_eq!(bar(3), "{3}[[[{4}]]]]]]]{1}");
        // Plain words: how often, and what it takes (issues 29, 31).
        let f = tabletop_core::hero::forecast::forecast(
            tabletop_core::hero::gear::Weapon::Medium,
            tabletop_core::hero::gear::Armour::None,
            6,
            Cover::Clear,
        );
        assert!(
            forecast(&f, None, 6).contains(" times in 10. Hurts {6}@")
                && !forecast(&f, None, 6).contains("about"),
            "{}",
            forecast(&f, None, 6)
        );
    }

    /// A bomb's forecast (the most hearts) and its instructions fit the
    /// strip's two lines.
    #[test_case]
    fn a_bomb_forecast_fits_the_strip(_gba: &mut agb::Gba) {
        use tabletop_core::hero::forecast::bomb_forecast;
        use tabletop_core::hero::gear::Armour;
        let g = crate::text::Glyphs::new();
        // With the warning when a friend is in the blast too.
        for ask in [
            "Throw a bomb?",
            "Your hero is in the blast!",
            "Your mini 5 is in the blast!",
        ] {
            let mut s = forecast(&bomb_forecast(Armour::None, 6), None, 6);
            s.push_str(&alloc::format!("\n{ask} A yes, B back"));
            let w = words::wrap(&g, &s, words::STRIP_W);
            assert!(w.lines().count() <= words::STRIP_LINES, "too long: {}", s);
        }
    }
}
