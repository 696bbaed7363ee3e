//! How to play the Simple Game System, in the project's own words.

/// The help pages (Left/Right turn them): short lines, a few to a page,
/// for a child who reads slowly.
pub const PAGES: [&str; 9] = [
    "{3}The Simple Game System\n\
     \n\
     You play a hero.\n\
     The cartridge tells the story.\n\
     \n\
     Up and Down: pick, A: do it.\n\
     \n\
     {5}New?{1} Pick {3}Learn to play{1}:\n\
     the cartridge plays with you.",
    "{3}Rolling dice\n\
     \n\
     More dice for what you are good at.\n\
     \n\
     {5}4, 5 or 6{1}: one success.\n\
     {6}1{1}: takes a success away.\n\
     {8}6{1}: maybe a bonus die.",
    "{3}Your chance\n\
     \n\
     Before a roll you see your chance.\n\
     {3}4 in 10{1}: you win 4 times\n\
     out of 10. The bar shows it too:\n\
     {3}[[[[{4}]]]]]]\n\
     The more, the better!",
    "{3}Against someone\n\
     \n\
     Most successes wins.\n\
     \n\
     Behind, with a 6? You may add\n\
     a bonus die. Its 1 takes one away!",
    "{3}Fights\n\
     \n\
     {7}Round blue{1}: heroes. The foes:\n\
     each kind its own shape, colour.\n\
     \n\
     Your turn: hit, or walk (+ pad).\n\
     Last line: the computer picks.",
    "{3}Who goes first\n\
     \n\
     Everyone rolls. Most successes\n\
     goes first.\n\
     \n\
     {6}Red squares{1} are wounds.",
    "{3}Healing\n\
     \n\
     A hero who knows Healing may\n\
     treat the hurt after a fight.",
    "{3}Playing together\n\
     \n\
     Set {3}People{1}: each person plays\n\
     a hero. Pass the console when asked.\n\
     \n\
     Player 1 picks the way.",
    "{3}Buttons\n\
     \n\
     A: pick   SELECT: a hint\n\
     R: hurry   B: skip the dice\n\
     START: pause, help, quit\n\
     \n\
     Your heroes are saved.",
];

#[cfg(test)]
mod tests {
    #[test_case]
    fn help_pages_fit(_gba: &mut agb::Gba) {
        crate::help::assert_fits(&super::PAGES);
    }

    /// Chances are told "4 in 10", never in percent (a child reads them).
    #[test_case]
    fn help_tells_chances_in_ten(_gba: &mut agb::Gba) {
        assert!(
            super::PAGES
                .iter()
                .all(|p| !p.contains('%') && !p.contains("percent"))
        );
        assert!(super::PAGES.iter().any(|p| p.contains("4 in 10")));
        // And what it means, once (the playtest: "6 in 10" was unexplained).
        assert!(
            super::PAGES
                .iter()
                .any(|p| p.contains("you win 4 times") && p.contains("out of 10"))
        );
    }

    /// No page is dense (playtest 14): a title and at most five short
    /// lines, none over 36 letters.
    #[test_case]
    fn help_pages_are_short(_gba: &mut agb::Gba) {
        for p in super::PAGES {
            let lines: alloc::vec::Vec<&str> =
                p.lines().skip(1).filter(|l| !l.trim().is_empty()).collect();
            assert!(lines.len() <= 5, "too many lines: {p}");
            assert!(lines.iter().all(|l| l.len() <= 36), "a long line: {p}");
        }
    }
}
