//! How to play Rush at Zeta Mu Beta, in the project's own words.

/// The help pages (Left/Right turn them).
pub const PAGES: [&str; 5] = [
    "{3}Rush at Zeta Mu Beta\n\
     \n\
     Two teams race across the campus:\n\
     the {5}zombies{1} (base: building 5, green)\n\
     and the {8}jocks{1} (base: building 20, orange).\n\
     \n\
     Each team hunts the other team's princess.\n\
     Grab her and carry her to your own base\n\
     to win!",
    "{3}A round\n\
     \n\
     Everyone rolls a d20: highest goes first.\n\
     On your turn a d20 says where the princess\n\
     you hunt appears (its building number).\n\
     Then a d4 gives your points (a 1 also moves\n\
     one of your minions one block).\n\
     One point walks one block or building.",
    "{3}Walking\n\
     \n\
     The lit blocks show where you can go and\n\
     how many points it costs. Move the cursor\n\
     and press A to walk there.\n\
     Stand on the princess and press L for the\n\
     choices: pick her up, take a cube, end your\n\
     turn. Carrying her, your d4 counts 2 less\n\
     (but at least 1).",
    "{3}Fights\n\
     \n\
     Walk into an enemy and you fight: both roll\n\
     a d20, the higher total wins. Cubes you add\n\
     each roll a d6 more. The loser goes to the\n\
     Cloud (and drops the princess); the winner\n\
     gets a new minion. Ties roll again.",
    "{3}Cubes and buttons\n\
     \n\
     Take a cube in a building (not a base).\n\
     Cubes nudge a princess's d20, chase a carrier\n\
     away, or bring a teammate back from the Cloud:\n\
     you are asked when you may use one.\n\
     \n\
     {7}SELECT{1} hint  {7}R{1} faster  {7}B{1} skip  {7}START{1} pause",
];

#[cfg(test)]
mod tests {
    #[test_case]
    fn help_pages_fit(_gba: &mut agb::Gba) {
        crate::help::assert_fits(&super::PAGES);
    }
}
