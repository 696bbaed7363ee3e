//! What the story says of ties, bonus dice, a fighter felled at its own
//! moment, the creatures of a fight and the adventure's XP: each in a
//! child's words, the same way each time (the session-28 playtest).

use alloc::format;
use alloc::string::String;

/// Every tie is said the same way: "Tie!", then what the paper does with
/// that kind of tie, in a child's words (the playtest: the tie rules read
/// as changing from one tie to the next).
///
/// A blow whose two rolls tied, won by the side with more dice (the
/// rules: equal results go to the larger pool).
pub const TIE_MORE_DICE: &str = "{3}Tie! In a blow, more dice wins.";

/// A blow whose rolls tied with as many dice each: nobody wins, so the
/// blow misses (the attacker must roll better; the playtest read a 0-to-0
/// blow as a hit).
pub const TIE_MISSES: &str = "{3}Tie! Same dice too: nobody wins.";

/// A blow whose rolls both show 0 but are not a tie: one side's 1s took
/// more than its successes (a result below 0, shown 0), and it loses, said
/// in one short sentence (the playtest: "more 1s, below 0, lose" could not
/// be followed).
pub const ZERO_MORE_ONES: &str = "{3}Both 0: the one with more 1s loses.";

/// The line when the first fighter of a round acts but another threw as
/// many successes: the paper has tied fighters act at the same moment.
/// The game plays them one by one, each with its dice as the moment
/// began, and one hit at that moment still acts (the playtest: "they go
/// at the same time!" but only one moved).
pub const TIE_LINE: &str = "{3}Tie! Same moment: both act, in turn.";

/// A tied fighter's turn after the first of its moment's: it acts at the
/// same moment (said the same way as the order's tie).
pub fn same_moment_line(who: &str) -> String {
    format!("{{3}}Tie! Same moment: now {who}.")
}

/// A fighter felled at its own moment, before it acted, still acts (the
/// paper: tied fighters act at the same time): said when it does (the
/// playtest: a dying rat still acted, unexplained).
pub fn fights_on_line(who: &str, dying: bool) -> String {
    if dying {
        format!("{{6}}{who} fights on, dying!")
    } else {
        format!("{{6}}{who} fights on, then drops!")
    }
}

/// Why a roll has more dice than its pool, and what the extra dice did:
/// each 6 earns a bonus die while the roll is short, added for everyone,
/// nobody asked (empty when it has none; the playtest: why some were
/// added and one asked was never said, and "A 6! one more die" was
/// followed by 0 successes, the die's doing unsaid). `extra`: the bonus
/// dice's faces.
pub fn bonus_why(extra: &[u8]) -> String {
    match *extra {
        [] => String::new(),
        [f] => format!("{{3}}A 6! One more die: {}", die_did(f)),
        _ => {
            let got = extra.iter().filter(|&&f| f >= 4).count() as i32
                - extra.iter().filter(|&&f| f == 1).count() as i32;
            let did = match got {
                0 => String::from("no success."),
                1 => String::from("+1 success!"),
                n if n > 1 => format!("+{n} successes!"),
                -1 => String::from("one less."),
                n => format!("{} less.", -n),
            };
            format!("{{3}}6s! {} more dice: {did}", extra.len())
        }
    }
}

/// What one bonus die did: a success, nothing, or (a 1) one less.
fn die_did(face: u8) -> String {
    match face {
        1 => String::from("a 1, one less."),
        4..=6 => format!("a {face}, +1 success!"),
        f => format!("a {f}, no success."),
    }
}

/// How fierce the creatures of a fight's `level` are, in a child's word
/// (the playtest: "Danger 1" was a hard word).
pub fn foes(level: u8) -> &'static str {
    match level {
        0 | 1 => "small",
        2 => "strong",
        _ => "fierce",
    }
}

/// What the adventure's XP came to, the same on the story's last line and
/// on the end screen (the playtest: "+1 XP each" there, "no XP" here):
/// `fell` of the `party` heroes fell, and the fallen keep none.
pub fn earned(xp: u8, fell: usize, party: usize) -> String {
    if fell == 0 {
        format!("Each hero earns {xp} XP.")
    } else if fell >= party {
        String::from("Nobody came home: no XP.")
    } else {
        format!("Heroes who came home: +{xp} XP.")
    }
}

/// The adventure's last story line: the end, and its XP as the end
/// screen says it.
pub fn ended_line(xp: u8, fell: usize, party: usize) -> String {
    format!("{{3}}The end! {}", earned(xp, fell, party))
}

/// A waiting fighter attacked strikes back at the same moment, nobody
/// asked (the paper: they act at the same time): said why (the playtest:
/// an attack made with no choice).
pub fn answer_line(who: &str) -> String {
    format!("{{3}}{who} waited, so hits back now!")
}
