//! How to play Tabletop Hero, in the project's own words.

/// The help pages (Left/Right turn them): the few a child needs, short
/// words and the game's own pictures (a playtester's child met nine).
pub const PAGES: [&str; 4] = [
    "{3}Tabletop Hero{1}\n\
     \n\
     Each army has five minis. One is\n\
     the {3}hero{1}: it wears a crown.\n\
     \n\
     Keep your hero standing!\n\
     Knock out the other hero to win.\n\
     {5}New?{1} Choose {3}Learn to play{1}.",
    "{3}Your turn{1}\n\
     \n\
     {7}A{1} on your mini: pick it.\n\
     {7}A{1} on a lit cell: go there.\n\
     {7}A{1} on an enemy: shoot it.\n\
     Each mini moves and shoots once.\n\
     {7}L{1}: end your turn.",
    "{3}Dice and hearts{1}\n\
     \n\
     Your dice must beat theirs to hit.\n\
     A hit takes hearts {6}@@{1}: no hearts\n\
     left and the mini is knocked out.\n\
     \n\
     {3}|{1} crates, {4}_{1} walls and {6}*{1} houses\n\
     hide minis: move to see round them.",
    "{3}Buttons{1}\n\
     \n\
     {7}A{1} do it     {7}B{1} back\n\
     {7}L{1} end turn  {7}SELECT{1} hint\n\
     Aiming: {7}R{1} bomb\n\
     Nothing picked: hold {7}R{1}: danger\n\
     Computer's turn: {7}R{1} faster\n\
     {7}START{1} pause and help",
];

#[cfg(test)]
mod tests {
    #[test_case]
    fn help_pages_fit(_gba: &mut agb::Gba) {
        crate::help::assert_fits(&super::PAGES);
        // A few short pages (a child met nine).
        assert!(super::PAGES.len() <= 4);
        for p in super::PAGES {
            assert!(p.lines().count() <= 8, "a long page: {}", p);
        }
    }
}
