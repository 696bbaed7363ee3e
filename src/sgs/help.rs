//! How to play the Simple Game System, in the project's own words.

/// The help pages (Left/Right turn them).
pub const PAGES: [&str; 7] = [
    "{3}The Simple Game System\n\
     \n\
     You play a hero of Hollowmere.\n\
     The cartridge tells the story and\n\
     plays everyone else.\n\
     \n\
     Pick what to do from the list with\n\
     Up and Down, then press A.",
    "{3}Rolling dice\n\
     \n\
     You roll a handful of dice: more dice\n\
     for what your hero is good at.\n\
     \n\
     {5}4, 5 or 6{1}: one success.\n\
     {6}1{1}: takes a success away.\n\
     {3}6{1}: you may add a bonus die later.\n\
     \n\
     Before each roll you see your chance,\n\
     like {3}4 in 10{1}, and your dice.",
    "{3}Against someone\n\
     \n\
     When you roll against someone, the\n\
     most successes wins.\n\
     \n\
     Behind, with a 6 in your dice? You\n\
     may add a bonus die: the cartridge\n\
     asks you. Its 1 still takes one away!",
    "{3}Fights\n\
     \n\
     The small map shows everyone:\n\
     {7}blue{1} are heroes, {6}red{1} are foes,\n\
     each marked as in the list beside it.\n\
     \n\
     On your turn pick an attack (with its\n\
     chance), walk with the + pad, or let\n\
     the computer pick for you.\n\
     \n\
     A hero who knows Healing may treat\n\
     the hurt after a fight or a fall.",
    "{3}Who goes first\n\
     \n\
     Each round everyone rolls dice. The\n\
     most successes acts first, then the\n\
     next, and so on.\n\
     \n\
     Red dots beside a name are wounds.\n\
     Too many, and a fighter falls.",
    "{3}Playing together\n\
     \n\
     Set {3}People{1} on the start screen: each\n\
     person plays a hero, the computer\n\
     plays the rest. Pass the console on\n\
     when the cartridge asks.\n\
     \n\
     Player 1's hero leads: picks the way\n\
     and who rolls. Each of you plays your\n\
     own hero in fights.",
    "{3}Buttons\n\
     \n\
     A: pick   R: hurry   B: skip the dice\n\
     SELECT: a hint\n\
     START: pause, help, quit\n\
     \n\
     Your heroes and their XP are saved\n\
     after each adventure; they rest and\n\
     start the next one unhurt. An\n\
     adventure or a fight left halfway\n\
     waits for you.",
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
    }
}
