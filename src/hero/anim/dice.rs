//! The dice panel of the roll being shown (split from `anim.rs`): where it
//! shows (always in the dice band above the strip, the map's view ending
//! above it: never over the shooter or its target), each die with its side's
//! mark and the picture of what it decides, and a shot's totals side by
//! side ("4 against 3 and 3" was read as nothing: "= 4" and "= 6" are).

use agb::display::GraphicsFrame;

use super::super::board::{DICE_TOP, Mark, PLAIN, Sheet, spr};
use super::Anim;

/// A die, its side's mark under it, and under that the picture of what it
/// decides.
pub(super) const DICE_H: i32 = 16 + 8 + 8;
/// Where each die shows, from the panel's left edge: six in a row, 18
/// pixels apart.
const ROW: [i32; 6] = [0, 18, 36, 54, 72, 90];
/// With a shot's totals: the attacker's two dice and its total, the
/// defender's two and its total, then the damage's two.
const WITH_TOTALS: [i32; 6] = [0, 18, 54, 72, 108, 126];
/// Where the attacker's and the defender's totals show (with
/// [`WITH_TOTALS`]).
const TOTAL_AT: [i32; 2] = [36, 90];
/// A shot at a half-hidden mini: its armour dice, then "+2" (with the
/// cover's picture under it), then their total (the playtest saw 9 beat 7
/// and miss: the +2 was added out of sight).
const WITH_BONUS: [i32; 6] = [0, 18, 54, 72, 126, 144];
/// Where the totals show with [`WITH_BONUS`].
const TOTAL_AT_BONUS: [i32; 2] = [36, 108];
/// Where the "+2" shows with [`WITH_BONUS`].
const BONUS_AT: i32 = 90;
/// Where the panel's left edge is: every roll's dice show in the same
/// place (the playtest saw them in four places, over the minis), in the
/// dice band ([`DICE_TOP`]), the widest panel (a shot at a half-hidden
/// mini with its damage) centred.
pub(super) const DICE_X: i32 = (240 - (WITH_BONUS[5] + 16)) / 2;

/// A shot's (or a throw's) totals, the attacker's then the defender's,
/// each side's dice added (and the defender's `bonus`, a half-hidden
/// mini's 2); the winner's is marked as the bigger (`hit`: the
/// attacker's), equal totals that missed as a tie.
pub fn totals(attack: &[u8], defence: &[u8], bonus: u8, hit: bool) -> [(u8, Mark); 2] {
    let (a, d): (u8, u8) = (attack.iter().sum(), defence.iter().sum::<u8>() + bonus);
    let (ma, md) = match hit {
        true => (Mark::Bigger, Mark::Smaller),
        false if a == d => (Mark::Tie, Mark::Tie),
        false => (Mark::Smaller, Mark::Bigger),
    };
    [(a, ma), (d, md)]
}

impl Anim {
    /// Where each die shows from the panel's left edge.
    fn offsets(&self) -> &'static [i32; 6] {
        match (self.totals.is_some(), self.plus_two) {
            (true, true) => &WITH_BONUS,
            (true, false) => &WITH_TOTALS,
            _ => &ROW,
        }
    }

    /// Where the totals show.
    fn total_at(&self) -> &'static [i32; 2] {
        if self.plus_two {
            &TOTAL_AT_BONUS
        } else {
            &TOTAL_AT
        }
    }

    /// Whether a roll's dice show (or are about to): the dice band is
    /// there, the map's view ends above it.
    pub fn band(&self) -> bool {
        self.dice.iter().any(|&f| f > 0)
    }

    /// Places this roll's dice, once the camera looks where they are
    /// read (a far shooter is looked at first): always in the same place.
    pub fn place_dice(&mut self) {
        if self.spot.is_none() && self.then.is_none() && self.band() {
            let at = (DICE_X, DICE_TOP);
            agb::println!("hero: dice at {},{}", at.0, at.1);
            self.spot = Some(at);
        }
    }

    /// Whether an 8x8 sprite at `(x, y)` is under the dice band (the
    /// dice, their marks and pictures on their plates, the totals, and
    /// the band round them): hidden, the band on top.
    pub fn under_dice(&self, (x, y): (i32, i32)) -> bool {
        if self.band() && y + 8 > DICE_TOP {
            return true;
        }
        let Some((x0, y0)) = self.spot else {
            return false;
        };
        let over = |dx: i32, h: i32| x + 8 > dx && x < dx + 16 && y + 8 > y0 && y < y0 + h;
        let off = self.offsets();
        let dice = self
            .dice
            .iter()
            .zip(off)
            .any(|(&f, &o)| f > 0 && over(x0 + o, DICE_H));
        let plus = self.plus_two && over(x0 + BONUS_AT, 24);
        dice || plus || (self.totals.is_some() && self.total_at().iter().any(|&o| over(x0 + o, 16)))
    }

    /// The dice panel, drawn before every other sprite of the battlefield
    /// (the first drawn is on top: minis were drawn over it).
    pub(super) fn show_dice(&self, sheet: &Sheet, frame: &mut GraphicsFrame) {
        let Some((x0, y)) = self.spot else { return };
        // Once the dice settled, each side's total beside its dice.
        if let (Some(totals), 0) = (self.totals, self.tumble) {
            for (&(n, mark), &o) in totals.iter().zip(self.total_at()) {
                sheet.total(frame, n, mark, (x0 + o, y));
            }
            // A half-hidden mini's +2, the cover's picture under it.
            if self.plus_two {
                let x = x0 + BONUS_AT;
                sheet.plus_two(frame, (x, y));
                sheet.sprite(frame, spr::COVERED, (x + 4, y + 16));
                sheet.plate(frame, (x, y + 16));
            }
        }
        let off = self.offsets();
        for (k, ((&f, &ink), &label)) in self
            .dice
            .iter()
            .zip(&self.inks)
            .zip(&self.labels)
            .enumerate()
        {
            if f == 0 {
                continue;
            }
            let x = x0 + off[k];
            // Tumbling, each die flickers through other faces.
            let shown = match self.tumble {
                0 => f,
                t => (f + k as u8 + t / 3) % 6 + 1,
            };
            sheet.die(frame, ink, shown, (x, y));
            // Whose die it is, by more than its colour: the side's shape.
            if ink < PLAIN {
                sheet.sprite(frame, spr::SIDE + usize::from(ink) * 4, (x + 4, y + 16));
            }
            // What it decides, as a picture.
            sheet.sprite(frame, label, (x + 4, y + 24));
            // On a dark plate (under them all), so a die, its mark and its
            // picture read on any ground (a red die on a red roof).
            sheet.plate(frame, (x, y));
            sheet.plate(frame, (x, y + 16));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::Anim;
    use super::{DICE_H, DICE_X, ROW, WITH_TOTALS};
    use crate::hero::board::{BOTTOM, DICE_TOP};
    use crate::hero::board::{Camera, Mark};
    use crate::wrap::wrap;
    use tabletop_core::contract::Rules;
    use tabletop_core::hero::{Cell, Config, Cover, Event, Game};

    fn anim() -> Anim {
        Anim::new(&<Game as Rules>::new(Config::two(1)))
    }

    /// The dice band is on top: a mini under it is hidden (minis were
    /// drawn over the dice), one above it shows; with no dice, nothing is
    /// hidden.
    #[test_case]
    fn the_dice_band_hides_what_is_under_it(_gba: &mut agb::Gba) {
        let mut a = anim();
        a.dice[0] = 3;
        a.dice[1] = 5;
        a.place_dice();
        let (x, y) = (DICE_X, DICE_TOP);
        assert_eq!(a.spot, Some((x, y)));
        assert_eq!(DICE_TOP + DICE_H, BOTTOM, "the band ends at the strip");
        assert!(a.under_dice((x + 4, y + 10)));
        assert!(a.under_dice((x + ROW[1] + 8, y + 24)));
        assert!(a.under_dice((0, y - 7)), "half in the band");
        assert!(!a.under_dice((x, y - 8)), "above the band");
        a.dice = [0; 6];
        a.spot = None;
        assert!(!a.under_dice((x + 4, y + 10)), "no dice shown");
    }

    /// A shot's dice come with each side's total, the winner's marked as
    /// the bigger ("4 against 3 and 3" was read as nothing): shown beside
    /// the dice, never over them.
    #[test_case]
    fn a_shot_shows_each_side_s_total_and_the_bigger_one(_gba: &mut agb::Gba) {
        use crate::player::Stage;
        let shot = |attack: [u8; 2], defence: [u8; 2], hit: bool| Event::Shot {
            mini: 1,
            target: 6,
            attack,
            defence,
            cover: Cover::Clear,
            crit: false,
            hit,
        };
        let mut a = anim();
        a.begin(&shot([4, 0], [3, 3], false));
        assert_eq!(a.totals, Some([(4, Mark::Smaller), (6, Mark::Bigger)]));
        a.begin(&shot([5, 4], [3, 3], true));
        assert_eq!(a.totals, Some([(9, Mark::Bigger), (6, Mark::Smaller)]));
        a.begin(&shot([3, 3], [2, 4], false));
        assert_eq!(a.totals, Some([(6, Mark::Tie), (6, Mark::Tie)]));
        a.begin(&Event::Thrown {
            mini: 1,
            target: 6,
            attack: 5,
            defence: [1, 2],
            crit: false,
            hit: true,
        });
        assert_eq!(a.totals, Some([(5, Mark::Bigger), (3, Mark::Smaller)]));
        // The totals sit between the dice: none covers a die.
        a.spot = Some((DICE_X, DICE_TOP));
        for &o in &super::TOTAL_AT {
            assert!(WITH_TOTALS.iter().all(|&d| d + 16 <= o || d >= o + 16));
        }
        // Another roll (a medkit's) shows no totals.
        a.begin(&Event::Healed {
            mini: 1,
            target: 2,
            face: 4,
            gained: 1,
            hp: 6,
        });
        assert_eq!(a.totals, None);
    }

    /// A shot's words agree with its dice and with the totals shown, for
    /// every roll the rules can make (the playtest saw 9 beat 7 and "Half
    /// hidden: not enough", and "a tie misses" against a big hit): a 6
    /// always hits; a half-hidden mini's total shows its +2 and the words
    /// give the sum; a tie is said only for equal totals; a miss says
    /// miss; the marks follow who won.
    #[test_case]
    fn a_shot_s_words_agree_with_its_dice_and_totals(_gba: &mut agb::Gba) {
        use crate::hero::words;
        let g = crate::text::Glyphs::new();
        for cover in [Cover::Clear, Cover::Covered, Cover::Concealed] {
            let bonus = if cover == Cover::Covered { 2 } else { 0 };
            for (a1, a2, d1, d2) in (1..=6u8).flat_map(|a1| {
                (0..=6u8).flat_map(move |a2| {
                    (1..=6u8).flat_map(move |d1| (0..=6u8).map(move |d2| (a1, a2, d1, d2)))
                })
            }) {
                let (a, d) = (a1 + a2, d1 + d2);
                // The rules (docs/rules-hero.md, "Attacks"): all 6s is a
                // critical and always hits; else strictly higher than the
                // defence (+2 half hidden), never when well hidden.
                let crit = a == if a2 == 0 { 6 } else { 12 };
                let hit = crit || (cover != Cover::Concealed && a > d + bonus);
                let e = Event::Shot {
                    mini: 1,
                    target: 6,
                    attack: [a1, a2],
                    defence: [d1, d2],
                    cover,
                    crit,
                    hit,
                };
                let said = words::shot(&e, "", &words::mini);
                let low = said.to_lowercase();
                let case = || alloc::format!("{a1}+{a2} vs {d1}+{d2} {cover:?}: {said}");
                assert!(!crit || said.contains("always hit"), "{}", case());
                assert_eq!(low.contains("miss"), !hit, "{}", case());
                let tie = !hit && cover != Cover::Concealed && a == d + bonus;
                assert_eq!(low.contains("tie"), tie, "{}", case());
                if cover == Cover::Covered && !crit {
                    let sum = alloc::format!("{d}+2 = {}", d + 2);
                    assert!(said.contains(&sum), "{}", case());
                }
                assert!(
                    wrap(&g, &said, crate::hero::words::STRIP_W).lines().count()
                        <= crate::hero::words::STRIP_LINES,
                    "{}",
                    case()
                );
                let [(ta, ma), (td, md)] =
                    super::super::dice::totals(&[a1, a2], &[d1, d2], bonus, hit);
                assert_eq!((ta, td), (a, d + bonus), "{}", case());
                // Equal totals are marked a tie even when well hidden (the
                // words say why it missed).
                let marks = match (hit, a == d + bonus) {
                    (true, _) => (Mark::Bigger, Mark::Smaller),
                    (_, true) => (Mark::Tie, Mark::Tie),
                    _ => (Mark::Smaller, Mark::Bigger),
                };
                assert_eq!((ma, md), marks, "{}", case());
            }
        }
    }

    /// A shot at a half-hidden mini shows "+2" between its armour dice
    /// and their total (it was added out of sight), and keeps it clear of
    /// the dice.
    #[test_case]
    fn a_half_hidden_mini_s_plus_two_shows_beside_its_dice(_gba: &mut agb::Gba) {
        use crate::player::Stage;
        let mut a = anim();
        a.begin(&Event::Shot {
            mini: 1,
            target: 6,
            attack: [5, 4],
            defence: [3, 4],
            cover: Cover::Covered,
            crit: false,
            hit: false,
        });
        assert!(a.plus_two);
        assert_eq!(a.totals, Some([(9, Mark::Tie), (9, Mark::Tie)]));
        let (x, y) = (DICE_X, DICE_TOP);
        a.spot = Some((x, y));
        assert!(a.under_dice((x + super::BONUS_AT + 4, y + 4)));
        // The widest panel (with the damage dice) fits the screen.
        assert!(x >= 0 && x + super::WITH_BONUS[5] + 16 <= 240);
        for &o in super::WITH_BONUS.iter().chain(&super::TOTAL_AT_BONUS) {
            assert!(o + 16 <= super::BONUS_AT || o >= super::BONUS_AT + 16);
        }
        a.begin(&Event::Shot {
            mini: 1,
            target: 6,
            attack: [5, 4],
            defence: [3, 4],
            cover: Cover::Clear,
            crit: false,
            hit: true,
        });
        assert!(!a.plus_two);
    }

    /// Wherever the shooter and its target stand on the map (its edges
    /// too), the dice show in the one place (the playtest saw them in four
    /// places, over the minis), and the camera frames the target (and the
    /// shooter, when both fit one view; a far shooter is looked at first)
    /// above the dice band: neither is ever under the dice.
    #[test_case]
    fn the_dice_show_in_one_place_and_never_hide_the_shooter_or_its_target(_gba: &mut agb::Gba) {
        use crate::player::Stage;
        let mut a = anim();
        let (w, h) = (tabletop_core::hero::W as u8, tabletop_core::hero::H as u8);
        let xs = [0, 1, 5, 13, 20, 27, 34, 38, w - 1];
        let ys = [0, 1, 3, 7, 11, 15, 19, 24, 27, h - 1];
        let cells = || {
            xs.into_iter()
                .flat_map(move |x| ys.into_iter().map(move |y| Cell::new(x, y)))
        };
        for s in cells() {
            for t in cells().filter(|&t| t != s) {
                a.minis[1].at = Some(s);
                a.minis[6].at = Some(t);
                a.count = 10;
                a.begin(&Event::Shot {
                    mini: 1,
                    target: 6,
                    attack: [4, 0],
                    defence: [3, 3],
                    cover: Cover::Clear,
                    crit: false,
                    hit: false,
                });
                let mut cam = Camera {
                    band: a.band(),
                    ..Camera::default()
                };
                assert!(cam.band);
                let seen = |a: &Anim, c: Cell, cam: &Camera, who: &str| {
                    assert!(
                        cam.shows(c) && !a.under_dice(cam.screen(c)),
                        "{who} {c:?} hidden (shooter {s:?}, target {t:?}, camera {cam:?})"
                    );
                };
                // A far shooter is looked at first, before the dice show.
                if let Some(first) = a.then.and(a.focus) {
                    cam.centre(first);
                    seen(&a, s, &cam, "far shooter");
                    a.focus = a.then.take();
                }
                cam.centre(a.focus.unwrap_or(t));
                a.place_dice();
                assert_eq!(a.spot, Some((DICE_X, DICE_TOP)));
                seen(&a, t, &cam, "target");
                if crate::hero::board::between_above(s, t, DICE_TOP).1 {
                    seen(&a, s, &cam, "shooter");
                }
            }
        }
    }
}
