//! The prompts of a person's decision on the map: the line under it while
//! moving, and a hero's beside a shop.

/// The prompt while moving, the cursor on a square the hero can reach.
pub const MOVE_HERE: &str = "{5}A: go here{4}  L/R: next place  B: back";
/// The prompt while moving, the cursor elsewhere.
pub const PICK_A_DOT: &str = "{4}Pick a dot  L/R: next place  B: back";
/// The prompt while moving, the cursor on the hero's own square: A does
/// nothing there (the playtest: "A: go here" on one's own square), so it
/// names the + pad (session 30's playtest: a child pressed A there again
/// and again, never told how to move the box).
pub const YOU_ARE_HERE: &str = "{6}You are here{4}  + pad: move the box  B: back";
/// The same when staying put was hinted or asked: A stays.
pub const STAY_HERE: &str = "{5}A: stay here{4}  L/R: next place  B: back";
/// The menu of a hero beside a shop, not in it: the square to step onto
/// flashes (`human::door`).
pub const DOOR: &str = "{6}The door is here:{1} Move in to shop";
/// A on the hero's own square while moving (the playtest: it went back to
/// the menu without a word).
pub const HERE: &str = "{6}You are here: the + pad moves the box";
/// "Learn to play" while moving, the cursor off the asked square: the words
/// name the cursor by its look (the playtest's child took the guide's hand
/// for the cursor).
pub const YELLOW_TO_PINK: &str = "{4}+ pad: the yellow box to the pink square";
