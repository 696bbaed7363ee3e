//! What each ring does, in a few words for the Rings menu ("mage: magic at
//! range"), so a child choosing one need not remember the help page.

use tabletop_core::sandford::Ring;

/// What ring `r` does, in at most 18 letters (so that "barbarian*: ..."
/// fits the menu box on the screen).
pub fn does(r: Ring) -> &'static str {
    match r {
        Ring::Paladin => "armour rolls again",
        Ring::Mage => "magic at range",
        Ring::Fighter => "attack rolls again",
        Ring::Cleric => "heal a friend",
        Ring::Thief => "move further",
        Ring::Ranger => "shoot at range",
        Ring::Bard => "friend goes again",
        Ring::Barbarian => "kill: go again",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MOST: usize = 18;

    #[test_case]
    fn every_ring_says_what_it_does_in_a_few_words(_gba: &mut agb::Gba) {
        for r in Ring::STANDARD.iter().chain(Ring::OPTIONAL.iter()) {
            let w = does(*r);
            assert!(!w.is_empty() && w.len() <= MOST, "{w:?} is too long");
            // The widest menu line, "barbarian*: ...", fits the screen.
            let line = 9 + 1 + 2 + w.len();
            assert!(line as i32 * 6 + 16 <= 232, "{w:?} does not fit");
        }
    }
}
