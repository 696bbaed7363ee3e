//! How to play Tabletop Hero, in the project's own words.

/// The help pages (Left/Right turn them).
pub const PAGES: [&str; 9] = [
    "{3}Tabletop Hero\n\
     \n\
     Two to four armies of five minis meet\n\
     on a battlefield of crates, walls and\n\
     houses. Each army has one {3}hero{1}\n\
     (the mini with the crown).\n\
     \n\
     Keep your hero standing: when a\n\
     hero falls, that army is beaten.\n\
     The last hero standing wins!",
    "{3}Your army\n\
     \n\
     Pick a ready army (Snipers, Brawlers,\n\
     ...), a random one, or press {7}A{1} on\n\
     your army to build it by hand: armour,\n\
     weapon, bombs and medkits for each mini.\n\
     \n\
     The hero spends up to 10 points, the\n\
     others 5; heavy armour is for the hero.\n\
     Every army spends exactly 30.",
    "{3}Getting ready\n\
     \n\
     A die decides who places first.\n\
     Each side picks an edge, then puts\n\
     its minis on the lit cells: close to\n\
     a teammate, out of the enemy's reach.\n\
     \n\
     The last to place moves first. Nobody\n\
     may attack in the first round.",
    "{3}A turn\n\
     \n\
     Pick a mini with {7}A{1}: the lit cells show\n\
     where it can go. Climbing, jumping\n\
     down and rough ground cost double.\n\
     \n\
     A mini may move, act once (attack,\n\
     bomb or medkit), then move the rest.\n\
     If it does not act it can go twice\n\
     as far. Press {7}L{1}, then {7}A{1}, to end your turn.",
    "{3}The ground\n\
     \n\
     The battlefield has three heights:\n\
     {3}|{1} a crate: low\n\
     {4}_{1} a wall: higher\n\
     {6}*{1} a house: the highest\n\
     The taller it is, the longer its shadow\n\
     on the grass to its right. Climbing,\n\
     jumping down and rough ground (dotted\n\
     brown) cost double.\n\
     Each mini wears its number (2 to 5).",
    "{3}Attacks\n\
     \n\
     Put the cursor on an enemy: before\n\
     you fire you see your chance to hit\n\
     as a bar of ten (4 in 10) and the\n\
     hearts it could take.\n\
     \n\
     Dice wear their side's colour and\n\
     shape: the shooter's must beat the\n\
     target's. All sixes is a critical:\n\
     it always hits, hard.",
    "{3}Cover, bombs, medkits\n\
     \n\
     Behind things a mini is covered (+2\n\
     to defend), concealed (only a critical\n\
     hits) or hidden (no shot at all).\n\
     \n\
     A bomb ({7}R{1} while aiming) hurts all in\n\
     the dots, friends too; a miss may land\n\
     on a ring instead. A medkit next to a\n\
     teammate heals 4 on a roll of 3 or more.",
    "{3}Where is it safe?\n\
     \n\
     With a mini picked, put the cursor on a\n\
     lit cell: the strip tells what the move\n\
     costs and how many enemies could shoot\n\
     you there; they wear a {3}!{1} sign.\n\
     \n\
     Hold {7}R{1} to see red dots where enemies\n\
     can shoot from where they stand.",
    "{3}Buttons\n\
     \n\
     {7}A{1} pick, move, aim, fire  {7}B{1} back\n\
     {7}L{1} end turn (A yes)   {7}R{1} bomb (aiming)\n\
     Hold {7}R{1}: where enemies can shoot\n\
     {7}SELECT{1} hint, then {7}A{1} takes it\n\
     \n\
     Computer turns: {7}R{1} faster, {7}B{1} skip\n\
     {7}START{1} pause and help",
];

#[cfg(test)]
mod tests {
    #[test_case]
    fn help_pages_fit(_gba: &mut agb::Gba) {
        crate::help::assert_fits(&super::PAGES);
    }
}
