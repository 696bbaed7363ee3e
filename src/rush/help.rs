//! How to play Rush at Zeta Mu Beta, in the project's own words.

/// The help pages (Left/Right turn them).
pub const PAGES: [&str; 8] = [
    "{3}Rush at Zeta Mu Beta\n\
     \n\
     Two teams race across the campus:\n\
     the {5}zombies{1} (base: building 5, green)\n\
     and the {8}jocks{1} (base: building 20,\n\
     orange).\n\
     \n\
     Each team hunts the other team's\n\
     princess. Grab her and carry her\n\
     into your own base to win!\n\
     {5}New?{1} Choose {3}Learn to play{1} on the\n\
     options: the cartridge plays with you.",
    // (The playtest: the Cloud and the bases were not seen for what they
    // are; the map names them, and this page says where they are.)
    "{3}The map\n\
     \n\
     Your {3}base{1}: your team's building,\n\
     marked BASE: the {5}zombies'{1} is 5\n\
     (green), the {8}jocks'{1} is 20 (orange).\n\
     Carry their princess in to win!\n\
     \n\
     The {3}Cloud{1}: the white cloud right of\n\
     the map. Both princesses start on it.\n\
     Lose a fight and you wait there: you\n\
     come back at your base next turn.",
    "{3}A turn\n\
     \n\
     Everyone rolls the big die (1 to 20)\n\
     each round: the highest goes first.\n\
     \n\
     On your turn the big die puts the\n\
     princess you hunt in the building\n\
     with that number.\n\
     \n\
     Then the move die (1 to 4) gives your\n\
     points. A 1 also moves one of your\n\
     minions. One point walks one block.",
    // (The playtest: "she runs off every turn, even at home" was the
    // paper's rule, never explained.)
    "{3}The princesses\n\
     \n\
     A princess never stays put! On your\n\
     turn, the one you hunt runs off to the\n\
     building the big die shows, even if\n\
     she was at home in her own base.\n\
     \n\
     If one of her own team stands there,\n\
     she goes to the Cloud instead.\n\
     \n\
     Only carrying her keeps her still.",
    "{3}Walking\n\
     \n\
     Lit blocks show where you can go and\n\
     what it costs. Move the cursor and\n\
     press A to walk there.\n\
     \n\
     Press L for the other choices: pick\n\
     up the princess, take a cube, end\n\
     your turn.\n\
     \n\
     Carrying her, your move die counts\n\
     2 less (at least 1; a 1 moves a minion).",
    "{3}Fights\n\
     \n\
     Walk into an enemy to fight: both roll\n\
     the big die; the higher total wins.\n\
     Each cube added rolls a cube die more.\n\
     \n\
     The loser goes to the Cloud and\n\
     drops the princess. The winner gets\n\
     a new minion. A tie rolls again.",
    "{3}Cubes\n\
     \n\
     Take a cube inside a building (not a\n\
     base). That ends your turn.\n\
     \n\
     A cube can change a princess's big\n\
     die, chase away the one carrying your\n\
     princess, or bring a teammate back\n\
     from the Cloud. You are asked when\n\
     you may use one.",
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
