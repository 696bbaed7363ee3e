//! The hero line under the map with small pictures instead of letters: a
//! heart and the hit points, a sword and the weapon, a shield and the armour,
//! a sparkle and the magic, a bottle and the potions, a skull and the kills,
//! a ring and the rings' letters, an hourglass and the rounds left (the
//! icons are letters of the font, `crate::icons`).

use alloc::string::String;
use core::fmt::Write;

use tabletop_core::sandford::{Hero, Ring, StockColour};

use crate::icons::{HEART, MAGIC, POTION, RING, ROUNDS, SHIELD, SKULL, SWORD};

/// Hero `i`'s colour code in text (`{8}` to `{b}`, the figures' colours).
fn ink(i: u8) -> char {
    ['8', '9', 'a', 'b'][usize::from(i.min(3))]
}

fn ring_letter(r: Ring) -> char {
    match r {
        Ring::Paladin => 'G',
        Ring::Mage => 'M',
        Ring::Fighter => 'F',
        Ring::Cleric => 'C',
        Ring::Thief => 'T',
        Ring::Ranger => 'R',
        Ring::Bard => 'B',
        Ring::Barbarian => 'X',
    }
}

/// One line about hero `i`: "H1 ♥2 ⚔1 ⛨2 ✦1 ⚱1 ☠0 ○PM ⌛6" in pictures.
pub fn hero_line(i: u8, h: &Hero) -> String {
    let mut s = String::new();
    let _ = write!(s, "{{{}}}H{}{{1}}", ink(i), i + 1);
    if !h.alive() {
        s.push_str(" {6}fallen{1}");
        return s;
    }
    let _ = write!(s, " {{6}}{HEART}{}{{1}} {SWORD}{}", h.hp, h.weapon());
    for (icon, c) in [(SHIELD, StockColour::Black), (MAGIC, StockColour::Blue)] {
        let b = h.best(c);
        if b > 0 {
            let _ = write!(s, " {icon}{b}");
        }
    }
    if h.potions() > 0 {
        let _ = write!(s, " {POTION}{}", h.potions());
    }
    let _ = write!(s, " {{3}}{SKULL}{}{{1}}", h.kills);
    if !h.rings.is_empty() {
        let _ = write!(s, " {{7}}{RING}");
        for r in h.rings.iter() {
            s.push(ring_letter(*r));
        }
        s.push_str("{1}");
    }
    let _ = write!(s, " {{4}}{ROUNDS}{}", h.rounds_left);
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::visible_len;
    use tabletop_core::sandford::{Config, Game};

    #[test_case]
    fn the_hero_line_uses_pictures_and_fits(_gba: &mut agb::Gba) {
        let game = Game::new(Config {
            heroes: 2,
            rings_option: false,
            seed: 7,
            house: tabletop_core::sandford::HouseRules::NONE,
        });
        let h = &game.heroes()[1];
        let line = hero_line(1, h);
        assert!(line.starts_with("{9}H2{1}"), "{line}");
        for icon in [HEART, SWORD, SKULL, ROUNDS] {
            assert!(line.contains(icon), "{line} has no {icon}");
        }
        // No letters left for the stats ("2hp", "W1", "K0", "r6").
        assert!(!line.contains("hp") && !line.contains(" W") && !line.contains(" K"));
        assert!(visible_len(&line) * 6 + 3 <= 240, "{line} is too long");
    }
}
