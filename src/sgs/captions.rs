//! The play screen's words around its regions: a fight's title, what the
//! prompt's line shows (the prompt, the dice's key, or a tall menu's first
//! line), and the keys' help on the bottom line.

use alloc::format;

use super::play::Story;

/// The key to the dice colours shows on a fight's prompt line (dice on
/// screen, no prompt yet).
fn fight_key(p: &Story, fight: bool) -> bool {
    fight && !p.rows.is_empty() && p.rows.iter().all(|r| r.answer.is_none())
}

/// A fight's title: its round, and whose turn it is (the playtest: who
/// goes first was hard to follow), at every turn; a monster's turn is
/// the monsters' (`monster`), in their red: a banner over their acts (the
/// playtest: the monsters acted for long, unannounced).
pub fn fight_title(round: u8, actor: Option<&str>, monster: bool) -> alloc::string::String {
    let round = round.max(1);
    match actor {
        Some(who) if monster => format!("Monsters' turn: {who}"),
        Some(who) => format!("Fight! Round {round}: {who}'s turn"),
        None => format!("Fight! Round {round}"),
    }
}

/// What the prompt's line shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PromptLine {
    /// The person's prompt.
    Prompt,
    /// The key to a fight's dice colours.
    Key,
    /// Nothing.
    Blank,
}

/// The prompt's line: the prompt when a person is asked, else in a fight
/// the key to the dice colours while dice are on screen, the same between
/// the computer's actions as during its events (it never blinks).
pub fn prompt_line(p: &Story, fight: bool) -> PromptLine {
    if !p.busy && !p.prompt.is_empty() {
        PromptLine::Prompt
    } else if fight_key(p, fight) {
        PromptLine::Key
    } else {
        PromptLine::Blank
    }
}

/// A fight's menu of more than two lines shows three, its first on the
/// prompt's line (the session-31 playtest: "the 2-line menu hides 4
/// lines"; the title says whose turn it is). A guided game keeps its
/// sentence there, and the boxcars question and passing the console ask
/// with two lines or fewer.
pub fn tall_menu(p: &Story, fight: bool) -> bool {
    fight && !p.busy && p.guided.is_none() && !p.passing && p.items.len() > 2
}

/// The keys' help on the bottom line. While nobody is asked (events
/// shown, the computer's turn, an automatic step) it is one line, the same
/// between the computer's actions as during their events: A or R hurry
/// and B skips all along (the playtest: it flickered between two).
pub fn footer(p: &Story) -> &'static str {
    if p.walking {
        // Each step shown too: it never blinks between the steps.
        "+ pad walk   A or B: stop walking"
    } else if p.passing {
        "A: I have the console   START pause"
    } else if p.busy || p.items.is_empty() {
        "A or R hurry   B skip   START pause"
    } else {
        "A pick   SELECT hint   START pause"
    }
}
