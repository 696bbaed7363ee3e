//! Every sentence Rush shows, in one place: the events as the player shows
//! them, the prompts for each decision, the menu's labels, the hand-over's
//! words. An in-ROM test measures each against the strip it is drawn in.

use alloc::format;
use alloc::string::String;

use tabletop_core::rush::{Action, CubeUse, Event, Fighter, Game, Phase, Spot, Team};

use super::options::seat_name;

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

/// What an event says on the strip (`None`: it shows without words).
pub fn event(players: u8, e: &Event) -> Option<String> {
    let name = |i: u8| seat_name(players, i);
    Some(match *e {
        Event::RoundStarted { round } => format!("Round {round}!"),
        Event::OrderRolled { .. } => {
            String::from("Everyone rolls the big die:\nhighest goes first.")
        }
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
                "{} uses a cube: her holder\nis pushed {} back!",
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
                let m = if minion_point {
                    " and a minion move"
                } else {
                    ""
                };
                format!("The move die shows {d4}, but she is heavy:\n{points} {pts} to move{m}.")
            } else if minion_point {
                format!("The move die shows {d4}: {points} {pts}\nand a minion move.")
            } else {
                format!("The move die shows {d4}:\n{points} {pts} to move.")
            }
        }
        Event::Stepped { .. } | Event::TurnEnded { .. } => return None,
        Event::MinionStepped { team: t, .. } => format!("A {} minion moves.", team_one(t)),
        Event::Pushed { left, .. } => format!("The carrier is pushed away ({left} left)."),
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
                "{} takes a cube (has {cubes}).\nThat ends the turn.",
                name(player)
            )
        }
        Event::FightStarted {
            attacker, defender, ..
        } => format!(
            "Fight! {} attacks\n{}.",
            fighter(players, attacker),
            fighter(players, defender)
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
            side_roll("Defence", defender_d20, defender_total)
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
                (Fighter::Minion(_), Some(then)) => {
                    format!("{w} wins! The minion is gone.\n{then}")
                }
                (Fighter::Minion(_), None) => format!("{w} wins! The minion is gone."),
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
        cubes => format!("{side}: big die {d20} + cubes {cubes} = {total}"),
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

/// What the person deciding is asked now. With a menu (every decision but
/// walking and pushing) it is one line, the menu's line goes under it.
pub fn prompt(game: &Game, seat: u8) -> String {
    prompt_with(game, seat, false)
}

/// [`prompt`], where `fight` says a lit block has enemies in it: walking in
/// starts a fight, and the walk's prompt says so.
pub fn prompt_with(game: &Game, seat: u8, fight: bool) -> String {
    let players = game.players();
    let who = seat_name(players, seat);
    let mover = seat_name(players, game.mover());
    match game.phase() {
        Phase::Reappear { .. } => format!("{who}: bring {mover} back with a cube?"),
        Phase::Nudge { result, .. } => {
            if game.landing(game.team_of(seat), result).is_cloud() {
                format!("{who}: she goes to the Cloud. Change it?")
            } else {
                format!("{who}: she lands on {result}. Change it?")
            }
        }
        Phase::NudgeSign { d6, .. } => {
            // Where each choice sends her is on the menu's line (a
            // building, or the Cloud): two bare numbers here read as a sum
            // that went wrong (the playtest: "16 or 4?" beside "the Cloud").
            format!("{who}: cube die {d6}. Add or take away?")
        }
        Phase::Flee { .. } => format!("{who}: make {mover} flee with a cube?"),
        Phase::Push { left, .. } => {
            format!("{who}: push {mover} to a lit block\n({left} left). B stops.")
        }
        Phase::Move if game.points() == 0 => {
            format!("{who}: no points left.\nL: more choices   SELECT: hint")
        }
        Phase::Move => format!(
            "{who}: {} {}. {}\nL: more choices   SELECT: hint",
            game.points(),
            if game.points() == 1 {
                "point"
            } else {
                "points"
            },
            // The paper's minion point must be spent: the turn can not end,
            // nor a cube be taken, until a minion has moved.
            if game.minion_due() {
                "A minion must move."
            } else if game.can_pick_up() {
                "L: grab the princess!"
            } else if fight {
                "Walk onto red: fight!"
            } else {
                "A: walk to a lit block."
            }
        ),
        Phase::Relay => format!("{who}: hand the princess over?"),
        Phase::Hold => format!("{who}: let her go before you roll?"),
        Phase::Target => format!("{who}: whom do you fight?"),
        Phase::Declare { .. } => {
            format!("{who}: add cubes? (you have {})", game.player(seat).cubes)
        }
        _ => String::new(),
    }
}

/// The walk's prompt when points are left but no block is in reach (the
/// next costs more, the way is blocked, or the walk was stopped): why the
/// menu opened at once.
pub fn nowhere(game: &Game, seat: u8) -> String {
    format!(
        "{}: {} left, nowhere to walk.",
        seat_name(game.players(), seat),
        crate::plural::count(game.points(), "point", "points")
    )
}

/// The menu's line: the choice between arrows, and which of how many.
/// `to`: where the choice sends the princess, named after it.
pub fn menu_line(players: u8, a: Action, k: usize, n: usize, to: Option<Spot>) -> String {
    match to {
        Some(s) => format!(
            "{{3}}< {}: {} >{{4}}  {} of {}",
            label(players, a),
            if s.is_cloud() {
                String::from("the Cloud")
            } else {
                format!("to {}", s.0)
            },
            k + 1,
            n
        ),
        // One choice is no choice: no arrows, no "1 of 1" (the playtest).
        None if n == 1 => format!("{{3}}A: {}{{4}}", label(players, a)),
        None => format!("{{3}}< {} >{{4}}  {} of {}", label(players, a), k + 1, n),
    }
}

/// The first line of the Move phase's menu.
pub const MENU_KEYS: &str = "Left/Right: choose  A: do it  B: back";

// Refusals the screen itself makes (the core's are its `Illegal` sentences).

/// A on one's own block when there are blocks to walk to.
pub const HERE: &str = "You are here! Walk to a lit block,\nor press L for more choices.";
/// A on a block that is not lit.
pub const NOT_LIT: &str = "You can't walk there this turn.\nPick a lit block.";
/// The cursor on a lit block with enemies in it.
pub const FIGHT_HERE: &str = "Enemies here! A: walk in and fight.";
/// While the hint is worked out.
pub const THINKING: &str = "Thinking of a hint...";
/// The minion point must be spent first.
pub const MINION_FIRST: &str = "Pick a lit minion, then where it goes.";
/// Where the picked minion may go.
pub const MINION_TO: &str = "Now pick a lit block for the minion.\nB: pick another.";

pub use crate::wrap::wrap;

/// The hand-over's words for seat `seat`.
pub fn handover(players: u8, seat: u8, mover: u8) -> String {
    // A question in another player's turn is that person's choice, not
    // their turn.
    let what = if seat == mover { "turn" } else { "choice" };
    format!(
        "{}, your {what}! Pass the console,\nthen press A.",
        seat_name(players, seat)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::Glyphs;

    fn fits(g: &Glyphs, s: &str) {
        assert!(
            s.split('\n').count() <= STRIP_LINES,
            "too many lines: {s:?}"
        );
        for line in s.split('\n') {
            assert!(
                g.width(line) <= STRIP_W,
                "too wide ({}): {line:?}",
                g.width(line)
            );
        }
    }

    #[test_case]
    fn a_nudge_says_when_the_count_goes_round(_gba: &mut agb::Gba) {
        let g = Glyphs::new();
        for face in 1..=20u8 {
            for d6 in 1..=6u8 {
                for plus in [true, false] {
                    let d = if plus { d6 as i8 } else { -(d6 as i8) };
                    let result = tabletop_core::rush::wrap20(face, d);
                    let text = nudged("Zombie 1", d6, plus, result);
                    fits(&g, &text);
                    // Past 20 or below 1, counted on the face itself.
                    let round = if plus { face + d6 > 20 } else { face <= d6 };
                    assert_eq!(text.contains("goes round"), round, "{face} {d}: {text}");
                    assert!(text.ends_with(&format!("{result}.")), "{text}");
                }
            }
        }
        // The words a child reads: never "nudges", never a bare sign.
        let t = nudged("Zombie", 1, false, 18);
        assert_eq!(t, "Zombie takes away 1: now 18.");
    }

    #[test_case]
    fn every_guided_sentence_fits_one_line_of_the_strip(_gba: &mut agb::Gba) {
        let g = Glyphs::new();
        // And the lesson's first screen fits the screen.
        for line in super::super::play::INTRO.split('\n') {
            assert!(g.width(line) <= 232, "{line:?}");
        }
        for step in tabletop_core::rush::guide::GUIDE.steps {
            assert!(!step.say.contains('\n'), "{:?}", step.say);
            fits(&g, step.say);
        }
    }

    #[test_case]
    fn every_message_fits_the_strip(_gba: &mut agb::Gba) {
        let g = Glyphs::new();
        let s = Spot::building(20);
        let f = [
            Fighter::Player(0),
            Fighter::Player(3),
            Fighter::Minion(Team::Zombies),
            Fighter::Minion(Team::Jocks),
        ];
        for players in [2u8, 4] {
            for p in 0..players {
                let mut evs = alloc::vec![
                    Event::RoundStarted { round: 120 },
                    Event::OrderRolled { faces: [20; 4] },
                    Event::OrderSet { order: [p; 4] },
                    Event::TurnStarted { player: p },
                    Event::Returned {
                        player: p,
                        to: s,
                        d20: 20
                    },
                    Event::Returned {
                        player: p,
                        to: s,
                        d20: 0
                    },
                    Event::PickedUp {
                        player: p,
                        at: s,
                        left: 1
                    },
                    Event::RelayAsked {
                        player: p,
                        carrier: p
                    },
                    Event::Relayed {
                        carrier: p,
                        to: p,
                        done: true
                    },
                    Event::Relayed {
                        carrier: p,
                        to: p,
                        done: false
                    },
                    Event::Released { player: p, at: s },
                    Event::CubePicked {
                        player: p,
                        at: s,
                        cubes: 12,
                        pile: 0
                    },
                    Event::CubesAdded {
                        player: p,
                        attacker: true,
                        count: 12
                    },
                    Event::CubesAdded {
                        player: p,
                        attacker: true,
                        count: 1
                    },
                    Event::Nudged {
                        player: p,
                        d6: 6,
                        plus: false,
                        result: 20
                    },
                    Event::MoveRolled {
                        player: p,
                        d4: 1,
                        points: 4,
                        minion_point: true
                    },
                    Event::MoveRolled {
                        player: p,
                        d4: 4,
                        points: 2,
                        minion_point: true
                    },
                    Event::Won {
                        team: Team::Zombies,
                        player: p
                    },
                    Event::Won {
                        team: Team::Jocks,
                        player: p
                    },
                ];
                for used in [CubeUse::Nudge, CubeUse::Flee, CubeUse::Reappear] {
                    evs.push(Event::CubeSpent {
                        player: p,
                        used,
                        d6: 6,
                    });
                }
                for &a in &f {
                    for &d in &f {
                        evs.push(Event::FightStarted {
                            at: s,
                            attacker: a,
                            defender: d,
                        });
                        evs.push(Event::FightWon {
                            at: s,
                            winner: a,
                            loser: d,
                            minion_placed: true,
                        });
                    }
                }
                for t in Team::BOTH {
                    evs.push(Event::PrincessRolled { team: t, face: 20 });
                    evs.push(Event::PrincessPlaced {
                        team: t,
                        result: 20,
                        at: s,
                    });
                    evs.push(Event::PrincessPlaced {
                        team: t,
                        result: 20,
                        at: Spot::CLOUD,
                    });
                    evs.push(Event::MinionStepped {
                        team: t,
                        from: s,
                        to: s,
                    });
                    evs.push(Event::PrincessFreed { team: t, at: s });
                }
                evs.push(Event::FightRolled {
                    at: s,
                    attacker_d20: 20,
                    attacker_total: 92,
                    defender_d20: 20,
                    defender_total: 92,
                });
                evs.push(Event::Pushed {
                    player: p,
                    from: s,
                    to: s,
                    left: 6,
                });
                evs.push(Event::CubeRolled {
                    attacker: true,
                    d6: 6,
                });
                evs.push(Event::Tied { at: s });
                evs.push(Event::Unfinished { rounds: 120 });
                for e in &evs {
                    if let Some(text) = event(players, e) {
                        fits(&g, &text);
                    }
                }
                fits(&g, &walked(players, p, s));
                fits(&g, &walked(players, p, Spot::CLOUD));
                fits(&g, &handover(players, p, p));
                fits(&g, &handover(players, p, (p + 1) % players));
                for &t in &f {
                    fits(&g, &menu_line(players, Action::Target(t), 3, 4, None));
                }
            }
        }
        for s in [
            NOT_LIT,
            HERE,
            THINKING,
            MINION_FIRST,
            MINION_TO,
            MENU_KEYS,
            FIGHT_HERE,
        ] {
            fits(&g, s);
        }
        for a in [
            Action::PickUp,
            Action::Release,
            Action::AskRelay,
            Action::PickCube,
            Action::EndTurn,
            Action::UseCube,
            Action::Pass,
            Action::Plus,
            Action::Minus,
            Action::Relay,
            Action::Cubes(12),
        ] {
            fits(&g, &menu_line(4, a, 8, 9, None));
            // The choices that send a princess somewhere name the place.
            if matches!(a, Action::Pass | Action::Plus | Action::Minus) {
                fits(&g, &menu_line(4, a, 8, 9, Some(Spot::building(20))));
                fits(&g, &menu_line(4, a, 8, 9, Some(Spot::CLOUD)));
            }
        }
    }

    #[test_case]
    fn every_prompt_fits_the_strip(_gba: &mut agb::Gba) {
        use tabletop_core::contract::{Rules, Turn};
        use tabletop_core::rush::Config;
        let g = Glyphs::new();
        // Prompts seen over whole games where the first choice is always taken.
        for players in [2u8, 4] {
            for seed in 0..2u64 {
                let mut game = <Game as Rules>::new(Config {
                    seed,
                    players,
                    house: tabletop_core::rush::HouseRules::NONE,
                });
                let mut n = 0;
                while let Turn::Seat(_) | Turn::Auto = game.turn() {
                    if let Some(seat) = game.seat_to_act() {
                        fits(&g, &prompt(&game, seat));
                        fits(&g, &prompt_with(&game, seat, true));
                        fits(&g, &nowhere(&game, seat));
                    }
                    // Every refusal the core gives here, as the strip shows it.
                    for a in [
                        Action::Continue,
                        Action::Step(Spot::CLOUD),
                        Action::MinionStep {
                            from: Spot::CLOUD,
                            to: Spot::CLOUD,
                        },
                        Action::PickUp,
                        Action::Release,
                        Action::AskRelay,
                        Action::PickCube,
                        Action::EndTurn,
                        Action::Target(Fighter::Player(9)),
                        Action::Cubes(13),
                        Action::UseCube,
                        Action::Pass,
                        Action::Plus,
                        Action::Relay,
                        Action::Push(Spot::CLOUD),
                    ] {
                        if let Err(e) = game.clone().try_apply(a, &mut 0usize) {
                            fits(&g, &wrap(&g, &alloc::format!("{e}"), STRIP_W));
                        }
                    }
                    let list = game.legal_list();
                    let pick = list[n % list.len()];
                    n += 1;
                    if game.try_apply(pick, &mut 0usize).is_err() || n > 1200 {
                        break;
                    }
                }
            }
        }
    }
}
