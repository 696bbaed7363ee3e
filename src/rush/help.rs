//! How to play Rush at Zeta Mu Beta, in the project's own words.

/// The help pages (Left/Right turn them): few and short (the playtest 29:
/// eight dense pages were too many for a child who can barely read).
pub const PAGES: [&str; 6] = [
    "{3}Rush at Zeta Mu Beta\n\
     \n\
     Two teams: the {5}zombies{1} (round)\n\
     and the {8}jocks{1} (triangles).\n\
     \n\
     Catch the other team's princess.\n\
     Carry her into your own base: you win!\n\
     \n\
     {5}New?{1} Pick {3}Learn to play{1}.",
    // (The playtest: the Cloud and the bases were not seen for what they
    // are, nor the dots and triangles on them.)
    "{3}The map\n\
     \n\
     Your {3}base{1} is marked BASE: the\n\
     {5}zombies'{1} is 5 (green dots),\n\
     the {8}jocks'{1} is 20 (orange triangles).\n\
     \n\
     The {3}Cloud{1}: the white cloud right of\n\
     the map. Lose a fight: you wait\n\
     there, then come back at your base.",
    "{3}Your turn\n\
     \n\
     The big die (1 to 20) sends the\n\
     princess you hunt to that building.\n\
     \n\
     The move die (1 to 4) gives points:\n\
     one point walks one block.\n\
     \n\
     Press A on a lit block to walk there.",
    // (The playtest: "she runs off every turn, even at home" was the
    // paper's rule, never explained.)
    "{3}The princesses\n\
     \n\
     A princess never stays put! On your\n\
     turn she runs off, even from\n\
     her own base.\n\
     \n\
     If her own team stands there, she\n\
     goes to the Cloud instead.\n\
     Carrying her, you walk slower.",
    "{3}Fights and cubes\n\
     \n\
     Walk onto an enemy: a fight! Both roll\n\
     the big die. The loser goes to the\n\
     Cloud. The winner gets a {3}minion{1}:\n\
     a helper piece that guards a block.\n\
     \n\
     A {3}cube{1}: take one in a building. It\n\
     helps in a fight, or when you are asked.",
    "{3}Buttons\n\
     \n\
     {7}A{1} walk or choose   {7}L{1} more choices\n\
     \n\
     {7}SELECT{1} hint   {7}R{1} faster   {7}B{1} skip\n\
     \n\
     {7}START{1} pause and help",
];

#[cfg(test)]
mod tests {
    #[test_case]
    fn help_pages_fit(_gba: &mut agb::Gba) {
        crate::help::assert_fits(&super::PAGES);
    }

    #[test_case]
    fn the_help_is_short(_gba: &mut agb::Gba) {
        // The playtest 29: eight dense pages. Six at most, each six lines
        // of words at most under its title.
        assert!(super::PAGES.len() <= 6, "{} pages", super::PAGES.len());
        for p in super::PAGES {
            let lines = p.lines().skip(1).filter(|l| !l.trim().is_empty()).count();
            assert!(lines <= 6, "{lines} lines: {p}");
        }
    }

    /// The page that says `key` says each of `words` too.
    fn page_says(key: &str, words: &[&str]) {
        let page = super::PAGES
            .iter()
            .find(|p| p.contains(key))
            .unwrap_or_else(|| panic!("no page says {key:?}"));
        for w in words {
            assert!(page.contains(w), "{w:?} not said");
        }
    }

    #[test_case]
    fn the_cloud_and_the_bases_are_said_and_where(_gba: &mut agb::Gba) {
        // The playtest: neither was seen for what it is.
        let words = ["white cloud right of", "marked BASE", "is 5", "is 20"];
        page_says("Cloud{1}:", &words);
    }

    #[test_case]
    fn why_a_princess_runs_off_every_turn_is_said(_gba: &mut agb::Gba) {
        // The playtest: "princesses run off every turn, even at home" (the
        // paper's step 2) was never explained.
        let words = [
            "never stays put",
            "On your",
            "her own base",
            "Cloud instead",
        ];
        page_says("The princesses", &words);
    }
}
