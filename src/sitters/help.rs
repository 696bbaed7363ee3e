//! How to play SiTTeRS, in the cartridge's own words, a page at a time.

/// The pages, shown by [`crate::help::show`].
pub const PAGES: [&str; 6] = [
    "{3}The story{1}\n\
     A band of goodies sneaks into a\n\
     dungeon full of treasure chests.\n\
     Baddies guard it. The goodies want\n\
     gold and a way out; the baddies\n\
     want to stop them.\n\n\
     Get goodies to the {7}safe zone{1} (the\n\
     arrows on the right) and grab gold\n\
     from chests on the way.\n\
     {5}New?{1} Choose {3}Learn to play{1} on the\n\
     options: the cartridge plays with you.",
    "{3}Getting ready{1}\n\
     Goodies start on the {5}green{1} spaces,\n\
     baddies on the {6}red{1} ones.\n\
     Each side then hides four chests on\n\
     the sandy spaces.\n\n\
     {3}A round{1}\n\
     The goodies take two turns, then the\n\
     baddies take one. On a turn you roll\n\
     the die and move one marker.",
    "{3}Moving{1}\n\
     Move exactly the number rolled, up,\n\
     down, left or right, never onto the\n\
     same space twice in one move.\n\
     You can't jump over anything. Stepping\n\
     onto a chest or an enemy stops you.\n\
     Baddies never step on chests, and\n\
     only goodies can enter the safe zone\n\
     (it ends the move at once).",
    "{3}Chests and battles{1}\n\
     A goodie on a chest rolls again and\n\
     wins that much gold; the chest goes.\n\
     When a goodie and a baddie meet, both\n\
     roll. Higher roll wins; a tie rolls\n\
     again. The loser leaves the board.\n\n\
     {3}Lucky six{1}\n\
     Roll a six (not in a battle) and you\n\
     may bring a lost marker back instead.",
    "{3}The end{1}\n\
     When no goodie is left on the board\n\
     the game ends. Score = goodies safe,\n\
     plus 1 for every 8 gold (up to 4).\n\
     {5}More than 4{1}: the goodies win.\n\
     {6}Less than 4{1}: the baddies win.\n\
     Exactly 4: it's a draw.\n\n\
     If nobody can move, the turn passes.",
    "{3}Buttons{1}\n\
     D-pad\tmove the cursor\n\
     A\troll / pick / move\n\
     B\tput a marker back down\n\
     SELECT\task for a hint\n\
     R\thold to speed up\n\
     B\tskip the computer's moves\n\
     START\tpause: resume, help, quit\n\n\
     {3}Stuck?{1} After the roll, the markers\n\
     that can move {3}glow{1}. Press SELECT and\n\
     the computer shows you a good move.",
];

#[cfg(test)]
mod tests {
    use super::PAGES;

    #[test_case]
    fn help_pages_fit_the_screen(_gba: &mut agb::Gba) {
        crate::help::assert_fits(&PAGES);
    }

    #[test_case]
    fn help_never_sends_a_player_to_a_file(_gba: &mut agb::Gba) {
        // Someone holding the cartridge has no docs/ folder to read.
        for page in PAGES {
            assert!(!page.contains("docs/") && !page.contains(".md"), "{page}");
        }
    }
}
