//! What the strip says: each event as a short sentence, the minis' names, the
//! forecast before an attack, and the prompts of a person's turn.

use alloc::format;
use alloc::string::String;
use core::cell::Cell;

use tabletop_core::hero::gear::{ARMY, Weapon};
use tabletop_core::hero::{
    Action, Bounce, Cover, DEAD_AT, Edge, Event, HP, MAX_MINIS, Outcome, Phase,
};

use super::options::side_name;

/// The message lines' width in pixels.
pub const STRIP_W: i32 = 236;
/// Most message lines under the status line.
pub const STRIP_LINES: usize = 2;

pub use crate::wrap::wrap;

/// Each mini's weapon in the game on screen, so every line names a mini
/// the same way (the playtest's child met "Red mini 2" in one line and
/// "Red rifle 2" in the next); set by [`name_minis`] when a game's screen
/// opens.
struct Armed([Cell<Weapon>; MAX_MINIS]);

// SAFETY: the cartridge runs one thread, and no interrupt handler touches
// it (as Sandford's play-loop flag).
unsafe impl Sync for Armed {}

static ARMED: Armed = Armed([const { Cell::new(Weapon::None) }; MAX_MINIS]);

/// The minis' weapons in the game now on screen, by mini (the rest have
/// none): every name says them.
pub fn name_minis(weapons: &[Weapon]) {
    for (k, a) in ARMED.0.iter().enumerate() {
        a.set(weapons.get(k).copied().unwrap_or(Weapon::None));
    }
}

/// Mini `i`'s weapon, as [`name_minis`] was told.
fn weapon_of(i: u8) -> Weapon {
    ARMED.0.get(usize::from(i)).map_or(Weapon::None, Cell::get)
}

/// A mini's one name, in every line: its side, its weapon and its number
/// ("Blue rifle 3"), the hero its side's hero ("Red hero").
pub fn mini(i: u8) -> String {
    fighter(i, weapon_of(i))
}

/// A mini's name without its weapon: "Red hero", "Blue mini 3".
fn plain(i: u8) -> String {
    let seat = i / ARMY as u8;
    match i % ARMY as u8 {
        0 => format!("{} hero", side_name(seat)),
        k => format!("{} mini {}", side_name(seat), k + 1),
    }
}

/// A mini's short name, by its side and number ("Blue 3", "Red hero"):
/// for a second shot, its weapon said with the first.
fn short(i: u8) -> String {
    let seat = i / ARMY as u8;
    match i % ARMY as u8 {
        0 => format!("{} hero", side_name(seat)),
        k => format!("{} {}", side_name(seat), k + 1),
    }
}

/// A mini in a fight's words, by its side and its weapon ("Blue sniper
/// 4": both sides have a mini 4, and the playtest's child mixed them up);
/// a hero, and a mini with no weapon, by [`plain`].
pub fn fighter(i: u8, w: Weapon) -> String {
    match (i % ARMY as u8, w) {
        (0, _) | (_, Weapon::None) => plain(i),
        (k, w) => {
            let mut name = String::from(super::builder::weapon_name(w));
            name.make_ascii_lowercase();
            format!("{} {name} {}", side_name(i / ARMY as u8), k + 1)
        }
    }
}

/// How the fight's words name mini `i` ([`mini`], or [`fighter`] with the
/// minis' weapons).
pub type Namer<'a> = &'a dyn Fn(u8) -> String;

/// A side's name with its colour code for the text layer.
pub fn side(seat: u8) -> String {
    format!(
        "{{{}}}{}{{1}}",
        super::options::side_ink(seat),
        side_name(seat)
    )
}

/// An edge's name.
pub fn edge(e: Edge) -> &'static str {
    match e {
        Edge::North => "top",
        Edge::South => "bottom",
        Edge::West => "left",
        Edge::East => "right",
    }
}

/// What the target's cover does to the attack, in a child's words.
pub fn cover(c: Cover) -> &'static str {
    match c {
        Cover::Clear => "Nothing hides it",
        Cover::Covered => "Half hidden: harder to hit",
        Cover::Concealed => "Well hidden: only all 6s hit",
        Cover::Hidden => "Hidden: no shot",
    }
}

/// One event as the strip tells it (`None`: nothing to say).
pub fn event(e: &Event) -> Option<String> {
    Some(match e {
        Event::RolledFirst { first, .. } => first_roll(*first, (*first + 1) % 2, false),
        Event::EdgeTaken { seat, edge: e } => {
            format!("{} starts at the {} of the map.", side(*seat), edge(*e))
        }
        Event::Placed { .. } => return None,
        Event::TurnStarted { seat, round } => {
            format!("Round {round}: {}'s turn.", side(*seat))
        }
        Event::Bled { mini: m, hp } => bled(*m, *hp),
        Event::Moved { .. } => return None,
        Event::Shot { .. } => shot(e, "", &mini),
        Event::Thrown { .. } => thrown(e, &mini),
        Event::Bounced {
            face,
            bounce,
            units,
            ..
        } => match bounce {
            Bounce::Stays => {
                format!("Direction die {face}: it lands on\nits target, but hurts less.")
            }
            Bounce::Towards(e) => {
                let way = edge_way(*e);
                format!("Direction die {face}: {way}! It bounces\n{units} squares {way}.")
            }
        },
        Event::Blast {
            face, damage, crit, ..
        } => match (crit, *face == *damage) {
            (true, _) => format!("BOOM! {damage} damage, armour no help!"),
            (_, true) => format!("Blast die {face}: BOOM! {damage} damage\nto everyone near."),
            _ => format!(
                "Blast die {face}: a miss, so only {damage}.\nBOOM! {damage} damage to everyone near."
            ),
        },
        // A hurt that is not a shot's (a shot's says "Hit!", see
        // [`shot_hurt`]) is a blast's: named, so a far mini never loses
        // hearts with no reason shown.
        Event::Hurt {
            mini: m,
            absorbed,
            lost,
            hp,
            ..
        } => {
            // In hearts, as the mini showed them: never more than it had.
            let left = hearts_left(*hp);
            let before = (i16::from(*hp) + i16::from(*lost)).clamp(0, i16::from(HP));
            let gone = hearts(before - i16::from(*hp).max(0));
            let saved = hearts(i16::from(*absorbed));
            match (*absorbed, *lost) {
                (_, l) if l > 0 && before == 0 => {
                    format!("The blast hits {}\nwhile it is knocked out.", mini(*m))
                }
                (0, _) => format!("The blast! {} loses {gone}:\n{left}.", mini(*m)),
                (_, 0) => format!(
                    "The blast! {}'s armour\nstopped it: no hearts lost!",
                    mini(*m)
                ),
                _ => format!(
                    "The blast! {} loses {gone}:\n{left}. The armour stopped {saved}.",
                    mini(*m)
                ),
            }
        }
        Event::KnockedOut { mini: m } => knocked_out(*m, false),
        Event::Died { mini: m } => format!("{} is out of the game.", mini(*m)),
        Event::Healed {
            target,
            face,
            gained,
            ..
        } => {
            if *gained > 0 {
                format!("Medkit roll {face}: {} gets {gained} back.", mini(*target))
            } else {
                format!("Medkit roll {face}: it did not work.")
            }
        }
        Event::Defeated { seat, .. } => format!("{}'s hero is out of the game!", side(*seat)),
        Event::GameOver { outcome } => match outcome {
            // Why it ended, even in another side's turn (a hero bled).
            Outcome::Won(s) => format!(
                "{} wins! {}'s hero is the\nlast one standing.",
                side(*s),
                side(*s)
            ),
            Outcome::Draw => String::from("Both heroes are out: a draw."),
            Outcome::Unfinished => String::from("Time is up!"),
        },
    })
}

/// The words for the state of a mini with no hearts left: "knocked out",
/// the one word the strip uses for it ("down", "fell" and "bleeding" were
/// all heard for it); the first time, what it means (`explain`).
pub fn knocked_out(m: u8, explain: bool) -> String {
    if explain {
        format!(
            "{} is knocked out: it bleeds\na heart each turn. A medkit heals it.",
            mini(m)
        )
    } else {
        format!("{} is knocked out!", mini(m))
    }
}

/// A knocked-out mini bleeds at the start of its side's turn (`hp` now):
/// the cause said, and how long a medkit has (at [`DEAD_AT`] it is out of
/// the game). The last chance names the side that can heal it: in hot
/// seat the words show while the last child still holds the console (a
/// playtest: "heal it now" was read by the wrong child).
pub fn bled(m: u8, hp: i8) -> String {
    let then = match hp - DEAD_AT {
        ..=0 => String::from("it is out of the game."),
        1 => format!("{}'s last turn to heal it!", side(m / ARMY as u8)),
        n => format!("{n} turns left to heal it."),
    };
    format!("{} is knocked out and\nbleeds: {then}", mini(m))
}

/// What a shot that hit did, said once its damage and the armour are
/// rolled (`crit`: the shot was a critical hit), the mini named by
/// `name`; `None` for a hurt that is not a shot's.
pub fn shot_hurt(e: &Event, crit: bool, name: Namer) -> Option<String> {
    let Event::Hurt {
        mini: m,
        absorbed,
        lost,
        hp,
        ..
    } = e
    else {
        return None;
    };
    let left = hearts_left(*hp);
    let before = (i16::from(*hp) + i16::from(*lost)).clamp(0, i16::from(HP));
    let gone = hearts(before - i16::from(*hp).max(0));
    let saved = hearts(i16::from(*absorbed));
    let hit = if crit { "A big hit!" } else { "Hit!" };
    Some(match (*absorbed, *lost) {
        (_, l) if l > 0 && before == 0 => {
            // What it cost, as the bleeding says it (the playtest: no
            // hearts said, then the game was over).
            let then = match *hp - DEAD_AT {
                ..=0 => String::from("it is out of the game."),
                1 => String::from("1 turn left to heal it."),
                n => format!("{n} turns left to heal it."),
            };
            format!("{hit} {} is hit while\nknocked out: {then}", name(*m))
        }
        (0, _) => format!("{hit} {} loses {gone}:\n{left}.", name(*m)),
        // The shot hit (the shooter's dice won); the armour's Absorb took
        // all its damage (the playtest read "Saved!" after the shooter won).
        (_, 0) => format!(
            "Hit, but {}'s armour\nstopped it: no hearts lost.",
            name(*m)
        ),
        _ => format!(
            "{hit} {} loses {gone}:\n{left}. The armour stopped {saved}.",
            name(*m)
        ),
    })
}

/// `n` hearts as pictures (the forecast's), six at most.
fn hearts(n: i16) -> String {
    let mut s = String::from("{6}");
    for _ in 0..n.clamp(0, 6) {
        s.push(crate::icons::HEART);
    }
    s.push_str("{1}");
    s
}

/// Hit points as hearts left ("6 hearts left", "no hearts left").
fn hearts_left(hp: i8) -> String {
    match hp {
        ..=0 => String::from("No hearts left"),
        1 => String::from("1 heart left"),
        n => format!("{n} hearts left"),
    }
}

/// The dice for who goes first decided it: side `first` won, and picks
/// its edge of the map first (and places first); side `last` picks last and so moves first
/// (the paper's reverse order). Said as the winner's prize and then, with
/// "but", the other's ("Red won the roll ... Blue will move first" read
/// as a contradiction). `press`: the screen waits for side `first`'s
/// press, and says who presses ("Blue will move first: press A!" was read
/// as "Blue presses A").
pub fn first_roll(first: u8, last: u8, press: bool) -> String {
    let end = if press {
        format!(" {}, press A!", side(first))
    } else {
        String::new()
    };
    format!(
        "{} won the roll: {} picks first,\nbut {} moves first.{end}",
        side(first),
        side(first),
        side(last)
    )
}

/// The dice for who goes first tied at `top`: they roll again.
pub fn first_tie(top: u8) -> String {
    format!("Dice for who goes first: a tie at {top}!\nThey roll again.")
}

/// The first turn of the game, side `seat`'s: why it moves first (it
/// placed last: the order of play is the placing order reversed) and that
/// nobody attacks (in the whole round, or, by the house rule, this turn).
pub fn first_turn(seat: u8, whole_round: bool) -> String {
    let when = if whole_round {
        "in round 1"
    } else {
        "this turn"
    };
    format!(
        "Round 1: {} placed last, so it moves\nfirst. No attacks {when}.",
        side(seat)
    )
}

/// A bomb's throw (its dice on the map with their totals): who threw and
/// who won and why, each on its line.
pub fn thrown(e: &Event, name: Namer) -> String {
    let Event::Thrown {
        mini: m,
        attack,
        defence,
        crit,
        hit,
        ..
    } = e
    else {
        return String::new();
    };
    // A 6 hits whatever the other dice say: said, or a child sees the
    // smaller number win.
    let theirs: u8 = defence.iter().sum();
    let what = match (crit, hit) {
        (true, _) => "A 6 always hits: a big hit!",
        (_, true) => "The thrower's die is higher: on target!",
        _ if *attack == theirs => "A tie: off target!",
        _ => "The armour dice are higher: off target!",
    };
    format!("{} throws a bomb.\n{what}", name(*m))
}

/// A shot's sentence (`again`: "" or " again", for a second shot), the
/// minis named by `name`.
pub fn shot(e: &Event, again: &str, name: Namer) -> String {
    let Event::Shot {
        mini: m,
        target,
        attack,
        defence,
        cover,
        crit,
        hit,
    } = e
    else {
        return String::new();
    };
    // Who won and why in words, once the dice show on the map with each
    // side's total beside them, hit or miss said with them (the playtest:
    // "armour 3+2 = 5, less!", and whether it hit only 2.5 s later). What
    // a hit did is said once its damage and the Absorb are rolled (see
    // [`shot_hurt`]: "Hit, but ... armour stopped it", never "Saved!"
    // after the shooter won). Sixes hit whatever the other dice say:
    // said, or a child sees the smaller number win. A half-hidden mini's
    // armour gets 2 more, shown on the map as "+2" and said with the
    // numbers that decide it (the playtest saw 9 beat 7 and miss, with
    // "not enough" for a reason).
    let (ours, raw): (u8, u8) = (attack.iter().sum(), defence.iter().sum());
    let covered = *cover == Cover::Covered;
    let theirs = raw + if covered { 2 } else { 0 };
    let what = match (crit, hit, cover) {
        (true, _, _) if attack[1] > 0 => String::from("Two 6s always hit!"),
        (true, _, _) => String::from("A 6 always hits!"),
        (_, true, Cover::Covered) => {
            format!("Half hidden: armour {raw}+2 = {theirs}, less. Hit!")
        }
        // Whose: "Its dice" was read as the target's (a playtest).
        (_, true, _) => String::from("The shooter's dice are higher. Hit!"),
        (_, _, Cover::Concealed) => String::from("Well hidden: only all 6s hit. Miss."),
        (_, _, Cover::Covered) if ours == theirs => {
            format!("Half hidden: armour {raw}+2 = {theirs}. Tie: miss.")
        }
        (_, _, Cover::Covered) => format!("Half hidden: armour {raw}+2 = {theirs}. Miss."),
        _ if ours == theirs => String::from("A tie: a tie misses."),
        _ => String::from("The armour dice are higher. Miss."),
    };
    // A second shot names both again (the playtest: "shoots again!"
    // named no target), short (their weapons were just said): the line
    // stays whole with the longest names.
    if again.is_empty() {
        format!("{} shoots at {}.\n{what}", name(*m), name(*target))
    } else {
        format!("{} shoots {}{again}!\n{what}", short(*m), short(*target))
    }
}

/// Why the two sides of a shot roll different numbers of dice, said the
/// first time they do (a child saw 1 die against 2, never explained): the
/// weapon `w` rolls `ours`, the armour (or none) `theirs`.
pub fn dice_count(w: Weapon, ours: usize, theirs: usize) -> String {
    let dice = |n: usize| if n == 1 { "1 die" } else { "2 dice" };
    let armour = if theirs == 1 { "No armour" } else { "Armour" };
    format!(
        "{}: {}. {armour}: {}.",
        super::builder::weapon_name(w),
        dice(ours),
        dice(theirs)
    )
}

/// The status line in play: whose turn, the round, and for the
/// computer's turn what R does there (a child never learnt it).
pub fn status(seat: u8, computer: bool, round: u16) -> String {
    if computer {
        format!("{} (computer) plays  round {round}  R: faster", side(seat))
    } else {
        format!("{}'s turn   round {round}", side(seat))
    }
}

/// A computer's mini moving along `path`: how far and which way
/// ("Blue mini 2 moves 5 squares up.").
pub fn moved(m: u8, path: &tabletop_core::hero::Path) -> String {
    let (Some(a), Some(b)) = (path.first(), path.last()) else {
        return format!("{} moves.", mini(m));
    };
    let (dx, dy) = (
        i16::from(b.x) - i16::from(a.x),
        i16::from(b.y) - i16::from(a.y),
    );
    let way = match (dx.abs() >= dy.abs(), dx > 0, dy > 0) {
        (true, true, _) => "right",
        (true, false, _) => "left",
        (false, _, true) => "down",
        (false, _, false) => "up",
    };
    let n = path.len().saturating_sub(1);
    let squares = if n == 1 { "square" } else { "squares" };
    format!("{} moves {n} {squares} {way}.", mini(m))
}

/// Why the rules refused a choice, in a child's words (the rules' own
/// sentence, but "edge").
pub fn refused(why: tabletop_core::hero::Illegal) -> String {
    match why {
        tabletop_core::hero::Illegal::EdgeTaken => String::from("Another army starts there."),
        e => format!("{e}"),
    }
}

/// Before A, with the cursor on enemy `target`: whether the picked mini
/// can shoot it from here (`why` not, from the rules).
pub fn in_range(target: u8, why: Option<tabletop_core::hero::Illegal>) -> String {
    use tabletop_core::hero::Illegal;
    match why {
        None => format!("{} is in range!\nA: aim at it   B: back", mini(target)),
        Some(Illegal::OutOfRange) => {
            format!(
                "{} is out of range:\ntoo far. Move closer first.",
                mini(target)
            )
        }
        Some(Illegal::Hidden) => format!("{} is hidden from here.\nMove to see it!", mini(target)),
        Some(e) => refused(e),
    }
}

fn edge_way(e: Edge) -> &'static str {
    match e {
        Edge::North => "up",
        Edge::South => "down",
        Edge::West => "left",
        Edge::East => "right",
    }
}

/// While a person's hint is worked out (a hint, not "a good move": the
/// playtest read that as the computer's own thinking).
pub const HINT_ASKED: &str = "Looking for a hint for you.";

/// What the hint says of `action` (A then takes it).
pub fn hint(action: Action) -> String {
    match action {
        Action::Edge(e) => format!("Hint: start at the {}.\nA: take it   B: back", edge(e)),
        Action::Place(_) => String::from("Hint: place it under the cursor.\nA: place it   B: back"),
        Action::Move { mini: m, .. } => {
            format!("Hint: move {} to the cursor.\nA: go   B: back", mini(m))
        }
        Action::Attack { mini: m, target } => {
            format!(
                "{} attacks {}.\nHint! A: attack   B: back",
                mini(m),
                mini(target)
            )
        }
        Action::Throw { mini: m, target } => {
            format!(
                "{} throws at {}.\nHint! A: throw   B: back",
                mini(m),
                mini(target)
            )
        }
        Action::Heal { mini: m, target } => {
            format!(
                "{} heals {}.\nHint! A: heal   B: back",
                mini(m),
                mini(target)
            )
        }
        Action::EndTurn | Action::Continue => {
            String::from("Hint: end the turn.\nA: end it   B: back")
        }
    }
}

/// What the strip says while the computer decides for side `seat` in
/// `phase` (instead of the last person's prompt).
pub fn computer(phase: Phase, seat: u8) -> String {
    let doing = match phase {
        Phase::Edge(_) => "picks where to start.",
        Phase::Place(_) => "places its minis.",
        _ => "is thinking.",
    };
    format!("{} (computer) {doing}", side(seat))
}

/// A key other than A while the console waits for side `seat`.
pub fn nudge(seat: u8) -> String {
    format!(
        "Only A takes the console: {},\npress A when you have it.",
        side(seat)
    )
}

/// The hand-over's words for side `seat`.
pub fn handover(seat: u8) -> String {
    format!(
        "{}, your turn! Pass the console,\nthen press A.",
        side(seat)
    )
}

#[cfg(test)]
mod tests;
