//! Every sentence Rush shows, in one place: the events as the player shows
//! them, the prompts for each decision, the menu's labels, the hand-over's
//! words. An in-ROM test measures each against the strip it is drawn in.

use alloc::format;
use alloc::string::String;

use tabletop_core::rush::{Action, CubeUse, Event, Fighter, Game, Phase, Spot, Team};

use super::options::seat_name;

mod prompts;
pub use prompts::{nowhere, prompt, prompt_with};

/// The width of the message strip under the map, in pixels.
pub const STRIP_W: i32 = 236;
/// Lines in the message strip.
#[cfg_attr(not(test), allow(dead_code))]
pub const STRIP_LINES: usize = 2;

/// A team's name.
pub fn team(t: Team) -> &'static str {
    match t {
        Team::Zombies => "zombies",
        Team::Jocks => "jocks",
    }
}

/// A fighter's name in a game of `players`.
pub fn fighter(players: u8, f: Fighter) -> &'static str {
    match f {
        Fighter::Player(i) => seat_name(players, i),
        Fighter::Minion(Team::Zombies) => "a zombie minion",
        Fighter::Minion(Team::Jocks) => "a jock minion",
    }
}

/// A space in words.
pub fn spot(s: Spot) -> String {
    if s.is_cloud() {
        String::from("the Cloud")
    } else if s.is_building() {
        format!("building {}", s.0)
    } else {
        String::from("the street")
    }
}

/// A move of 1 point also moves a minion (the paper: a 1 gains a point that
/// must move a minion); the playtest, session 32: "and a minion move" was
/// never explained.
const MINION_TOO: &str = ", and a 1 moves a minion too";

/// Under a computer's turn's first words: how to hurry or skip it.
pub const COMPUTER_KEYS: &str = "Hold R: faster.  B: skip to the end.";

/// Said as a round's order is about to be rolled, before its dice.
pub const ORDER: &str = "Everyone rolls the big die:\nhighest goes first.";

/// What an event says on the strip (`None`: it shows without words).
pub fn event(players: u8, e: &Event) -> Option<String> {
    let name = |i: u8| seat_name(players, i);
    Some(match *e {
        // The header says the round ("Round 2"); the front says what
        // comes ([`ORDER`]) before the order's dice tumble (the playtest,
        // session 32: the dice rolled under a bare "Round 1", and only
        // then "Everyone rolls the big die"): these events say nothing.
        Event::RoundStarted { .. } | Event::OrderRolled { .. } => return None,
        Event::OrderSet { order } => format!("{} goes first this round.", name(order[0])),
        // The header says whose turn it is already: the words say what the
        // turn is for (a child asked which princess was theirs to catch).
        Event::TurnStarted { player } => {
            let other = if player < players / 2 {
                Team::Jocks
            } else {
                Team::Zombies
            };
            format!("{}: catch the {}' princess!", name(player), team(other))
        }
        Event::Returned { player, to, d20 } => match d20 {
            0 => format!("{} comes back from the Cloud\nto base.", name(player)),
            _ => format!(
                "{} comes back from the Cloud\nat {}.",
                name(player),
                spot(to)
            ),
        },
        Event::CubeSpent { player, used, d6 } => match used {
            CubeUse::Nudge => format!("{} uses a cube:\nthe cube die rolls {d6}.", name(player)),
            CubeUse::Flee => format!(
                "{} uses a cube for their princess:\nher holder is pushed {} back!",
                name(player),
                crate::plural::count(d6, "block", "blocks")
            ),
            CubeUse::Reappear => format!(
                "{} gives up a cube\nto bring a teammate back.",
                name(player)
            ),
        },
        // Every turn she is placed again (the paper's step 2): say why she
        // moves, not only where.
        Event::PrincessRolled { team: t, face } => {
            format!(
                "The {}' princess runs off!\nThe big die says {face}.",
                team(t)
            )
        }
        Event::Nudged {
            player,
            d6,
            plus,
            result,
        } => nudged(name(player), d6, plus, result),
        Event::PrincessPlaced { team: t, at, .. } => {
            if at.is_cloud() {
                format!("The {}' princess stays\non the Cloud this time.", team(t))
            } else if at == t.other().base() {
                // Her hunters' own base: one of them there wins at once by
                // picking her up (the playtest: a game lost with no word).
                format!(
                    "She runs into the {}' base!\nA {} there can grab her and win.",
                    team(t.other()),
                    team_one(t.other())
                )
            } else {
                format!("The {}' princess appears\nat {}!", team(t), spot(at))
            }
        }
        Event::MoveRolled {
            d4,
            points,
            minion_point,
            ..
        } => {
            let pts = if points == 1 { "point" } else { "points" };
            if points < d4 {
                // A carrier's die counts 2 less (at least 1): say so, or
                // the die and the points disagree with no reason given.
                let m = if minion_point { MINION_TOO } else { " to move" };
                format!("The move die shows {d4}, but she is heavy:\n{points} {pts}{m}.")
            } else if minion_point {
                format!("The move die shows {d4}: {points} {pts}\nto move{MINION_TOO}.")
            } else {
                format!("The move die shows {d4}:\n{points} {pts} to move.")
            }
        }
        Event::Stepped { .. } | Event::TurnEnded { .. } => return None,
        Event::MinionStepped { team: t, .. } => format!("A {} minion moves.", team_one(t)),
        // The same words every step: read once, then the steps go on.
        Event::Pushed { player, .. } => format!("{} is pushed away from home!", name(player)),
        Event::PickedUp { player, .. } => format!("{} picks up the princess!", name(player)),
        Event::RelayAsked { player, carrier } => {
            format!("{} asks {} for the princess.", name(player), name(carrier))
        }
        Event::Relayed { carrier, to, done } => {
            if done {
                format!("{} hands the princess to {}.", name(carrier), name(to))
            } else {
                format!("{} keeps the princess.", name(carrier))
            }
        }
        Event::Released { player, .. } => format!("{} lets the princess go.", name(player)),
        Event::CubePicked { player, cubes, .. } => {
            format!(
                "{} takes a cube (has {cubes}).\nA cube ends the turn, points or not.",
                name(player)
            )
        }
        // On one line when it fits: "Zombie." alone on the second read as
        // a line of its own (the playtest).
        Event::FightStarted {
            attacker, defender, ..
        } => attacks(
            "Fight!",
            fighter(players, attacker),
            fighter(players, defender),
        ),
        Event::CubesAdded { player, count, .. } => format!(
            "{} adds {count} cube{} to the fight.",
            name(player),
            if count == 1 { "" } else { "s" }
        ),
        Event::CubeRolled { d6, .. } => format!("A cube rolls {d6}."),
        Event::FightRolled {
            attacker_d20,
            attacker_total,
            defender_d20,
            defender_total,
            ..
        } => format!(
            "{}\n{}",
            side_roll("Attack", attacker_d20, attacker_total),
            // (Not "Defence": a hard word for a 7-year-old, the playtest.)
            side_roll("Guard", defender_d20, defender_total)
        ),
        Event::Tied { .. } => String::from("A tie! They roll again."),
        Event::FightWon {
            winner,
            loser,
            minion_placed,
            ..
        } => {
            let w = cap(fighter(players, winner));
            // The first minion a child meets is the one a fight gives: say
            // what it is there (the playtest: minions never explained).
            let placed = match (minion_placed, winner) {
                (true, Fighter::Player(i)) => {
                    let t = if i < players / 2 {
                        Team::Zombies
                    } else {
                        Team::Jocks
                    };
                    Some(format!("A new {} minion guards this block.", team_one(t)))
                }
                _ => None,
            };
            match (loser, placed) {
                // (A minion's name is long: the Cloud gets its own line.)
                (Fighter::Player(_), _) if matches!(winner, Fighter::Minion(_)) => format!(
                    "{w} wins!\n{} goes to the Cloud till next turn.",
                    fighter(players, loser)
                ),
                (Fighter::Player(_), then) => format!(
                    "{w} wins! {} goes to the Cloud.\n{}",
                    fighter(players, loser),
                    then.as_deref().unwrap_or("Back at base next turn.")
                ),
                // Whose minion is gone is said (the playtest: "The minion is
                // gone" did not say whose).
                (Fighter::Minion(t), Some(then)) => {
                    let line = format!("{w} wins! {} is gone.", cap(&minion_of(players, t)));
                    if line.len() <= LINE_CHARS {
                        format!("{line}\n{then}")
                    } else {
                        let m = minion_of(players, t);
                        format!("{w} wins! {} is gone.\n{then}", cap(&m["the ".len()..]))
                    }
                }
                (Fighter::Minion(t), None) => {
                    format!("{w} wins!\n{} is gone.", cap(&minion_of(players, t)))
                }
            }
        }
        Event::PrincessFreed { .. } => String::from("The princess is dropped here."),
        Event::Won { team: t, player } => {
            format!(
                "{} brings the princess home!\nThe {} win!",
                name(player),
                team(t)
            )
        }
        Event::Unfinished { rounds } => format!("Time is up after {rounds} rounds."),
    })
}

/// Letters in a line of the strip (the font is 6 pixels a letter).
const LINE_CHARS: usize = (STRIP_W / 6) as usize;

/// Team `t`'s minion, whose it is said: "the Jock's minion" with one player
/// a side, "the jocks' minion" with two.
pub fn minion_of(players: u8, t: Team) -> String {
    if players == 2 {
        let i = match t {
            Team::Zombies => 0,
            Team::Jocks => 1,
        };
        format!("the {}'s minion", seat_name(players, i))
    } else {
        format!("the {}' minion", team(t))
    }
}

/// The next fight of a chain in one space: each is announced (the
/// playtest: a chain ran on with no pause between its fights).
pub fn another_fight(players: u8, attacker: Fighter, defender: Fighter) -> String {
    attacks(
        "Another fight!",
        &cap(fighter(players, attacker)),
        fighter(players, defender),
    )
}

/// "Fight! Jock attacks Zombie.": on one line when it fits ("Zombie."
/// alone on a second line read as a line of its own, the playtest).
fn attacks(head: &str, a: &str, d: &str) -> String {
    let line = format!("{head} {a} attacks {d}.");
    if line.len() <= LINE_CHARS {
        line
    } else {
        format!("{head} {a} attacks\n{d}.")
    }
}

/// The turn of a player carrying the princess: its goal is his base now.
pub fn bring_her_home(players: u8, player: u8) -> String {
    format!(
        "{}: bring the princess home\nto your base!",
        seat_name(players, player)
    )
}

/// A princess whose big die sends her where she stands already.
pub fn stays(result: u8, at: Spot) -> String {
    format!(
        "The big die says {result}: she is at\n{} already, so she stays.",
        spot(at)
    )
}

/// A computer's turn ended with `points` unused.
pub fn unused(players: u8, player: u8, points: u8) -> String {
    format!(
        "{} ends the turn early:\n{} not used (that is allowed).",
        seat_name(players, player),
        crate::plural::count(points, "point", "points")
    )
}

/// Why a princess runs off every turn (the paper's step 2), said the first
/// time one does (the playtest: "she runs off every turn, even at home" was
/// never explained).
pub const RUNS_OFF: &str =
    "A princess never stays put! Each turn\nshe runs off, even from her own base.";

/// A turn's start while the princess to catch (team `hunted`'s) waits on
/// the Cloud: which one she is there, by her colour.
pub fn catch_from_cloud(players: u8, player: u8, hunted: Team) -> String {
    let colour = match hunted {
        Team::Zombies => "green",
        Team::Jocks => "orange",
    };
    format!(
        "{}: catch the {}' princess!\nShe is the {colour} one on the Cloud.",
        seat_name(players, player),
        team(hunted)
    )
}

/// A computer's step, told (a person's own walk is their own doing).
pub fn walked(players: u8, player: u8, to: Spot) -> String {
    let who = seat_name(players, player);
    if to.is_building() {
        format!("{who} walks to {}.", spot(to))
    } else {
        format!("{who} walks along the street.")
    }
}

/// One side's fight roll: the big die, and the cube dice added to it.
fn side_roll(side: &str, d20: u8, total: u8) -> String {
    match total.saturating_sub(d20) {
        0 => format!("{side}: big die {d20}"),
        cubes => format!("{side}: big die {d20} + cube dice {cubes} = {total}"),
    }
}

fn team_one(t: Team) -> &'static str {
    match t {
        Team::Zombies => "zombie",
        Team::Jocks => "jock",
    }
}

/// "a zombie minion" as the start of a sentence.
fn cap(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    if let Some(c) = chars.next() {
        out.push(c.to_ascii_uppercase());
    }
    out.extend(chars);
    out
}

/// The label of a choice in the menu.
pub fn label(players: u8, a: Action) -> String {
    match a {
        Action::PickUp => String::from("Pick up the princess"),
        Action::Release => String::from("Let the princess go"),
        Action::AskRelay => String::from("Ask for the princess"),
        Action::PickCube => String::from("Take a cube (ends turn)"),
        Action::EndTurn => String::from("End my turn"),
        Action::MinionStep { .. } => String::from("Move a minion"),
        Action::UseCube => String::from("Yes: use a cube"),
        Action::Pass => String::from("No, thanks"),
        Action::Plus => String::from("Add it"),
        Action::Minus => String::from("Take it away"),
        Action::Relay => String::from("Yes: hand her over"),
        Action::Target(f) => format!("Fight {}", fighter(players, f)),
        Action::Cubes(0) => String::from("No cubes"),
        Action::Cubes(k) => format!("Add {k} cube{}", if k == 1 { "" } else { "s" }),
        Action::Step(_) | Action::Push(_) => String::from("Go there"),
        Action::Continue => String::from("Roll"),
    }
}

/// Whether `seat` is asked now about spending a cube on another player's
/// turn (bringing a teammate back, changing a princess's big die, making a
/// carrier flee and pushing him).
pub fn others_cube_question(game: &Game, seat: u8) -> bool {
    let cube = matches!(
        game.phase(),
        Phase::Reappear { .. }
            | Phase::Nudge { .. }
            | Phase::NudgeSign { .. }
            | Phase::Flee { .. }
            | Phase::Push { .. }
    );
    cube && seat != game.mover()
}

/// A cube's change to the princess's big die, in a child's words: what
/// was added or taken away, and, when it went past 20 (or below 1), that
/// the count goes round (after 20 comes 1).
fn nudged(who: &str, d6: u8, plus: bool, result: u8) -> String {
    let how = if plus {
        format!("{who} adds {d6}")
    } else {
        format!("{who} takes away {d6}")
    };
    // `result` is `wrap20` of the first face and ±d6: it went round when
    // it ended on the far side.
    let round = if plus { result <= d6 } else { result > 20 - d6 };
    if round {
        let past = if plus { "past 20" } else { "below 1" };
        format!("{how}: {past},\nit goes round to {result}.")
    } else {
        format!("{how}: now {result}.")
    }
}

/// The menu's line: the choice between arrows, and how many choices
/// there are, in words (the playtest: "1 of 2" meant nothing to a child).
/// `to`: where the choice sends the princess, named after it.
pub fn menu_line(players: u8, a: Action, n: usize, to: Option<Spot>) -> String {
    match to {
        Some(s) => format!(
            "{{3}}< {}: {} >{{4}}  {n} choices",
            label(players, a),
            if s.is_cloud() {
                String::from("the Cloud")
            } else {
                format!("to {}", s.0)
            },
        ),
        // One choice is no choice: no arrows, no "1 of 1" (the playtest).
        None if n == 1 => format!("{{3}}A: {}{{4}}", label(players, a)),
        None => format!("{{3}}< {} >{{4}}  {n} choices", label(players, a)),
    }
}

/// The first line of the Move phase's menu.
pub const MENU_KEYS: &str = "Left/Right: choose  A: do it  B: back";
/// The same with one choice: nothing to choose between (the playtest).
pub const MENU_KEYS_ONE: &str = "B: back to the map";

// Refusals the screen itself makes (the core's are its `Illegal` sentences).

/// A on one's own block when there are blocks to walk to.
pub const HERE: &str = "You are here! Walk to a lit block,\nor press L for more choices.";
/// A on block `here`, not lit: the real reason (the playtest: "You can't
/// walk there this turn" never said why). `lit_any`: some block is lit.
pub fn not_lit(game: &Game, here: Spot, lit_any: bool) -> String {
    let at = game.player(game.mover()).at;
    let points = game.points();
    if here.is_cloud() {
        return String::from("Nobody walks to the Cloud: pieces\ngo there when they lose a fight.");
    }
    if points == 0 || !lit_any {
        return String::from("You can't walk any more this turn.\nL: more choices.");
    }
    let steps = tabletop_core::rush::map::distance(at, here);
    if steps > points {
        return format!(
            "Too far: that is {} away,\nyou have {}. Pick a lit block.",
            crate::plural::count(steps, "step", "steps"),
            crate::plural::count(points, "point", "points")
        );
    }
    // Near enough, yet not lit: walking into enemies stops a walk.
    String::from("Enemies are in the way: a walk\nstops where they stand (red).")
}
/// The cursor on a lit block with enemies in it.
pub const FIGHT_HERE: &str = "Enemies here! A: walk in and fight.";
/// The guided game's yellow line: where to go.
pub const GO_PINK: &str = "Go to the pink block, then press A!";

/// The guided game's yellow line where the step's sentence names a
/// building and the pink block is a step on the way to it (the playtest,
/// session 32: "Building 9 is 2 steps away" beside a pink street block).
pub const GO_PINK_FIRST: &str = "First the pink block, then press A!";

/// The yellow line under the guided step's sentence `say`: where the
/// sentence names a building and the pink block (`on_building`: is one)
/// is not it, the pink block is the first step.
pub fn go_pink(say: &str, on_building: bool) -> &'static str {
    if !on_building && say.contains("uilding ") {
        GO_PINK_FIRST
    } else {
        GO_PINK
    }
}

/// The guided game's word for a choice not asked for (the driver's).
pub const NOT_THAT: &str = "Not that one!";

/// A wrong menu line in the guided game: the step's sentence `step`
/// again, and under it what to press (the menu is back on the asked line).
pub fn not_that_line(step: &str) -> String {
    format!("{step}\n{{3}}{NOT_THAT} Just press A!")
}

/// A refused walk in the guided game: the refusal, and under it, still,
/// where to go (the playtest: A without moving wiped the yellow line).
/// `mine`: A was pressed on the player's own block.
pub fn guided_refusal(mine: bool) -> String {
    let why = if mine {
        "You are here: move the cursor first."
    } else {
        "Not that block."
    };
    format!("{why}\n{{3}}{GO_PINK}")
}

/// While the hint is worked out.
pub const THINKING: &str = "Thinking of a hint...";
/// The minion point must be spent first.
pub const MINION_FIRST: &str = "Pick a lit minion, then where it goes.";
/// Where the picked minion may go.
pub const MINION_TO: &str = "Now pick a lit block for the minion.\nB: pick another.";

pub use crate::wrap::wrap;

#[cfg(test)]
#[path = "words_tests.rs"]
mod tests;
