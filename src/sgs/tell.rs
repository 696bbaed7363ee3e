//! What the story says of a fight (who goes first, ties, bonus dice,
//! Tough rolls, a fighter felled at its own moment, the creatures) and the
//! adventure's XP: each in a child's words, the same way each time (the
//! session-28 and session-30 playtests).

use alloc::format;
use alloc::string::String;

/// Every tie is said the same way: "Tie!", then what the paper does with
/// that kind of tie, in a child's words (the playtest: the tie rules read
/// as changing from one tie to the next).
///
/// A blow whose two rolls tied, won by `who`, the side with more dice
/// (the rules: equal results go to the larger pool), named (the
/// session-30 playtest: whose side a tie helps was not said).
pub fn tie_more_dice(who: &str) -> String {
    format!("{{3}}Tie! More dice wins: {who}.")
}

/// A blow whose rolls tied with as many dice each: nobody wins, so the
/// blow misses (the attacker must roll better; the playtest read a 0-to-0
/// blow as a hit).
pub const TIE_MISSES: &str = "{3}Tie! Same dice too: nobody wins.";

/// A blow whose rolls both show 0 but are not a tie: one side's 1s took
/// more than its successes (a result below 0, shown 0), and it loses, said
/// in one short sentence (the playtest: "more 1s, below 0, lose" could not
/// be followed).
pub const ZERO_MORE_ONES: &str = "{3}Both 0: the one with more 1s loses.";

/// The line when the first fighter of a round, `who`, acts but another
/// threw as many successes: the paper has tied fighters act at the same
/// moment. The game plays them one by one, each with its dice as the
/// moment began, and one hit at that moment still acts (the playtest:
/// "they go at the same time!" but only one moved); who is played first
/// is named (the session-30 playtest: "Tie!" under "Monsters' turn").
pub fn tie_line(who: &str) -> String {
    format!("{{3}}Tie! Same moment: {who} first.")
}

/// A tied fighter's turn after the first of its moment's: it acts at the
/// same moment (said the same way as the order's tie).
pub fn same_moment_line(who: &str) -> String {
    format!("{{3}}Tie! Same moment: now {who}.")
}

/// A fighter felled at its own moment, before it acted, still acts (the
/// paper: tied fighters act at the same time): said when it does (the
/// playtest: a dying rat still acted, unexplained; session 30: "dying
/// monsters still attack", the words went by too fast), then why
/// ([`SAME_MOMENT_WHY`]).
pub fn fights_on_line(who: &str, dying: bool) -> String {
    if dying {
        format!("{{6}}{who} is dying but fights on!")
    } else {
        format!("{{6}}{who} is knocked out but fights on!")
    }
}

/// Why a fighter felled at its own moment still acts, said after
/// [`fights_on_line`]: it was hit at its own moment, and the paper has
/// those at one moment act at the same time.
pub const SAME_MOMENT_WHY: &str = "{3}Hit at its own moment: it still acts.";

/// Said after a hero is knocked out outside a fight (a fall, the door):
/// the paper's knock-out lasts some rounds, and with no foe about the hero
/// comes round before the party goes on (the playtest: a hero "knocked
/// out" by the climb fought in the next scene, unexplained).
pub fn wakes_line(who: &str) -> String {
    format!("{{5}}{who} wakes up before you go on.")
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

/// Frames an initiative roll's words stay once its dice settle: two and a
/// half seconds to read (the playtest: the throws flashed by; A hurries).
pub const INITIATIVE_HOLD: u32 = 150;

/// A fighter's Tough roll to stay up, with what it needed (the playtest:
/// "needed" was not shown); `how`, "made it" or "failed".
pub fn tough_line(who: &str, needed: u8, how: &str) -> String {
    format!("{who} needs {needed} to stay up: {how}.")
}

/// The words of `helper`'s Clever roll to help `dying` up: said as its
/// dice appear, what the roll is for ("helps" alone was not understood);
/// once they settle, what it got against what it needed (the session-31
/// playtest: "no luck" with 1 or 2 successes, the need unsaid).
pub fn help_lines(
    helper: &str,
    dying: &str,
    result: i8,
    needed: u8,
    made: bool,
) -> (String, String) {
    let how = if made { "{5}saved!" } else { "no luck." };
    (
        format!("{{3}}{helper} tries to save {dying}."),
        format!("Got {}, needed {needed}: {how}", result.max(0)),
    )
}

/// A bonus die added in a fight, and why it is a choice there: a 6 earns
/// it, and only the side behind may add it (its 1 could take a success
/// away); the person is asked, the computer adds it for its fighters. Said
/// as the die appears, while the roll is still behind.
pub fn bonus_line(who: &str) -> String {
    format!("{{3}}{who} is behind: its 6 adds a die.")
}

/// Where a fight roll stands once its bonus die (`face`) settles: its
/// `result` against the other roll's `theirs`, said as the screen shows
/// them (below 0 shows 0): still behind, level, or ahead (the session-30
/// playtest: "is losing" was said while the new die had it winning).
pub fn bonus_after(face: u8, result: i8, theirs: i8) -> String {
    let how = match result.cmp(&theirs) {
        core::cmp::Ordering::Less => "still behind",
        core::cmp::Ordering::Equal => "now level",
        core::cmp::Ordering::Greater => "{5}now ahead",
    };
    format!(
        "{{3}}A {face}: {how}, {} to {}.",
        result.max(0),
        theirs.max(0)
    )
}

/// A hero who died after a fight (the paper: the dying perish unless a
/// Clever roll against their wounds saves them), said why: the session-31
/// playtest read "Wren is gone" with no reason.
pub fn died_line(who: &str) -> String {
    format!("{{6}}Too many wounds: {who} is gone.")
}

/// A fighter whose dying rounds ran out in a fight, nobody having saved
/// it, said why.
pub fn dies_line(who: &str) -> String {
    format!("{{6}}Not saved in time: {who} is gone.")
}

/// A fight's end when no foe stands: why the heroes won, said as the
/// session-31 playtest asked ("You won the fight!") before the quest goes on.
pub const FOES_DOWN: &str = "{5}No foe standing: you won the fight!";

/// A fight's end when no hero stands (dying or knocked out is down): why
/// the foes won.
pub const HEROES_DOWN: &str = "{6}No hero standing: you lost the fight.";

/// What Tough is, said once a game as the first Tough roll's dice appear
/// (the playtest: "Tough" was never explained).
pub const TOUGH_IS: &str = "{3}Tough: dice to stay up when hurt.";

/// What a Tough roll is for, said as its dice appear (after the first,
/// which says [`TOUGH_IS`]), with what it needs (the session-31 playtest:
/// the stay-up rolls showed no "needed" before their dice).
pub fn tough_intro(who: &str, needed: u8) -> String {
    format!("{{3}}{who} rolls Tough, needing {needed}.")
}

/// Said when a bonus die is added in a fight for a roll whose 6 a 1
/// crossed out: the 6 still gives its die (the playtest: a crossed-out 6
/// that still added a die, unexplained).
pub const CROSSED_SIX: &str = "{3}Crossed 6: it still gives a die.";

/// Said once a game after the first wound: what the red squares by the
/// fighters' and heroes' names are.
pub const WOUNDS_LINE: &str = "{3}A red square by a name: one wound.";

/// Said the first time a roll's 1 takes a success away (an X over it),
/// with its dice, before the roll's own words.
pub const ONES_LINE: &str = "{6}Each 1 takes a success away: X.";

/// The line when the first fighter of a round acts: its initiative
/// `best` beat everyone else's (the best of theirs: `next`), said as the
/// dice on screen show it (a result below 0 shows 0): most successes, or
/// nobody else reaching 0, or the fewest 1s too many.
pub fn first_line(who: &str, best: i8, next: Option<i8>) -> String {
    if best > 0 || next.is_none() {
        format!("{{3}}Most successes: {who} goes first!")
    } else if best == 0 {
        format!("{{3}}Nobody else got 0: {who} goes first!")
    } else {
        format!("{{3}}Fewest 1s too many: {who} goes first!")
    }
}

/// An initiative throw's words, said once its dice settle: how many
/// successes (a result below 0 says how many 1s too many, the count in a
/// word: the session-33 playtest read "2 1s" as "21s").
pub fn initiative_line(who: &str, result: i8) -> String {
    match result {
        1 => format!("{who}: 1 success."),
        2.. => format!("{who}: {result} successes."),
        0 => format!("{who}: no success."),
        -1 => format!("{who}: 0, one 1 too many."),
        _ => format!(
            "{who}: 0, {} 1s too many.",
            count_word(result.unsigned_abs())
        ),
    }
}

/// A count said in a word (two to twelve), so it never stands by a
/// digit it could be read with; more in digits.
pub fn count_word(n: u8) -> String {
    const WORDS: [&str; 13] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve",
    ];
    WORDS
        .get(usize::from(n))
        .map_or_else(|| format!("{n}"), |w| String::from(*w))
}
