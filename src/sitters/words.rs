//! Every sentence SiTTeRS shows, in one place: refusals, prompts, hints and the
//! events' messages. The in-ROM tests measure each one against the panel it
//! is drawn in, so no text leaves the screen.

use alloc::format;
use alloc::string::String;

use tabletop_core::sitters::{
    Action, CellKind, Event, GOODIES, Game, IllegalMove, Phase, Piece, Pos, Side, ai, cell_kind,
};

use super::hud::side_name;
use super::options::level_name;

/// "goodie" or "baddie".
pub fn side_word(side: Side) -> &'static str {
    match side {
        Side::Goodie => "goodie",
        Side::Baddie => "baddie",
    }
}

/// What a refusal says: the rules' own sentence, except where the board shows
/// colours rather than the paper's letters.
pub fn refusal(e: IllegalMove) -> &'static str {
    match e {
        IllegalMove::NotGoodieStart => "Goodies start on a {5}green{1} space",
        IllegalMove::NotChestSpace => "Chests go on a {3}sandy{1} space",
        IllegalMove::NotStartSpace => {
            "Lost markers come back on a free\nstart space of their colour"
        }
        IllegalMove::CantReach => "That marker can't get there.\nPick a space with a green dot",
        other => other.message(),
    }
}

/// After a picked marker has nowhere to go: why not. A marker with no free
/// space beside it is walled in; otherwise no path is exactly `roll` long.
pub fn stuck(game: &Game, at: Pos, side: Side, roll: u8) -> String {
    if walled_in(game, at, side) {
        String::from("That marker is walled in:\nnothing free next to it")
    } else {
        format!(
            "That marker can't walk {}:\nits way is blocked. Try another",
            crate::plural::count(roll, "space", "spaces")
        )
    }
}

/// True when no space next to `at` could be stepped on by `side` (own markers,
/// holes and the board's edge; for baddies also chests and the safe zone).
pub fn walled_in(game: &Game, at: Pos, side: Side) -> bool {
    let (r, c) = (at.row as i32, at.col as i32);
    [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
        .into_iter()
        .all(|(r, c)| {
            if !(0..7).contains(&r) || !(0..11).contains(&c) {
                return true;
            }
            let p = Pos::new(r as u8, c as u8);
            let kind = cell_kind(p);
            match game.piece_at(p) {
                _ if kind == CellKind::Void => true,
                _ if side == Side::Baddie && kind == CellKind::Safe => true,
                Some(Piece::Chest) => side == Side::Baddie,
                Some(piece) => piece == Piece::of(side),
                None => false,
            }
        })
}

/// The message panel's words for whoever acts now. `computer` is the level of
/// a computer seat; `only_pass` and `can_return` come from the legal actions.
pub fn prompt(
    phase: Phase,
    computer: Option<ai::Level>,
    goodies_placed: u8,
    only_pass: bool,
    can_return: bool,
) -> String {
    if let Some(level) = computer {
        return format!("The computer ({}) is thinking...", level_name(level));
    }
    let side = phase.side().unwrap_or(Side::Goodie);
    match phase {
        Phase::PlaceGoodie => format!(
            "Put a goodie on a {{5}}green{{1}} space\n{{4}}{} left to place. D-pad + A",
            GOODIES.saturating_sub(goodies_placed)
        ),
        Phase::PlaceGoodieChest => {
            String::from("Goodies: hide a chest on a {3}sandy{1} space\n{4}D-pad + A")
        }
        Phase::PlaceBaddieChest => {
            String::from("Baddies: hide a chest on a {3}sandy{1} space\n{4}D-pad + A")
        }
        Phase::Roll { .. } => format!("{}: press A to roll the die", side_name(side)),
        Phase::Move { roll, .. } if only_pass => {
            format!("You rolled {roll}, but nothing can move.\nPress A to pass the turn")
        }
        Phase::Move { roll, .. } if roll == 6 && can_return => format!(
            "You rolled {roll}! Move a glowing marker,\nor pick a dot to bring a lost one back"
        ),
        Phase::Move { roll, .. } => {
            format!("You rolled {roll}. Pick a glowing marker\n{{4}}A: pick   SELECT: hint")
        }
        Phase::LootChoice { .. } => {
            String::from("A six! A: keep 6 gold\nB: bring a lost goodie back")
        }
        Phase::Over => String::new(),
    }
}

/// Choosing where a goodie comes back after a six on a loot roll.
pub const PICK_RETURN: &str = "Pick a free green space for\nthe goodie to come back on";
/// A marker was picked: where can it go.
pub const PICK_DESTINATION: &str = "Now pick where it goes (green dots)\n{4}B: pick another marker";
/// "Learn to play": the goodie is picked, the hand is on where it goes.
pub const GUIDE_TO: &str = "Now pick where it goes.\n{3}Press A!";
/// A picked space holds none of the player's markers.
pub const NOT_YOURS: &str = "Pick one of your own markers first";

/// What the hint says about the Normal computer's choice.
pub fn hint(action: Action) -> &'static str {
    match action {
        Action::Place(_) => "Hint: this space is a good one",
        Action::Move { .. } => "Hint: move the marker in the ring\nto the cursor, then press A",
        Action::Return { .. } => "Hint: bring a lost marker back here",
        Action::Roll => "Hint: press A to roll!",
        Action::TakeGold => "Hint: keep the gold (A)",
        Action::Pass => "Hint: nothing can move, press A",
    }
}

/// "Goodies, your turn! Pass the console on, then press A".
pub fn handover(side: Side) -> String {
    let [turn, pass, press] = crate::handover::words(side_name(side));
    format!("{turn}\n{{3}}{pass} {press}")
}

/// The message an event shows when its animation starts, if any.
pub fn event(event: &Event) -> Option<String> {
    Some(match *event {
        Event::Placed { .. } | Event::Moved { .. } | Event::Removed { .. } => return None,
        Event::TurnStarted { side, round } => format!("Round {round}: {} turn", side_name(side)),
        Event::Rolled { side, value } => format!("{} rolled a {value}", side_name(side)),
        Event::LootRolled { .. } => String::from("A chest! Rolling for gold..."),
        Event::Looted {
            roll, gold_total, ..
        } => format!("{{3}}+{roll} gold!{{1}} The goodies have {gold_total} gold"),
        Event::GoldForfeited { .. } => {
            String::from("The six brings a goodie back\ninstead of gold")
        }
        Event::BattleRoll { goodie, baddie, .. } => {
            let tie = if goodie == baddie {
                "  Tie: again!"
            } else {
                ""
            };
            format!("Battle! {{5}}Goodie {goodie}{{1}} vs {{6}}Baddie {baddie}{{1}}{tie}")
        }
        Event::Battle { winner, .. } => format!("{} win the battle!", side_name(winner)),
        Event::ReachedSafety { survivors, .. } => {
            format!("A goodie escaped! {{7}}{survivors} safe{{1}} so far")
        }
        Event::Returned { side, .. } => format!("Lucky six! A lost {} is back", side_word(side)),
        Event::TurnPassed { side } => format!("{} can't move: the turn passes", side_name(side)),
        Event::GameOver { .. } => String::from("The game is over!"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::Glyphs;
    use alloc::vec;
    use alloc::vec::Vec;
    use tabletop_core::sitters::{Outcome, Path};

    /// Every refusal the rules can give (the match below fails to compile
    /// when a new one is added, and the test checks the list has them all).
    const REFUSALS: [IllegalMove; 14] = [
        IllegalMove::GameOver,
        IllegalMove::WrongTime,
        IllegalMove::OffBoard,
        IllegalMove::NotGoodieStart,
        IllegalMove::NotChestSpace,
        IllegalMove::Occupied,
        IllegalMove::NoMarker,
        IllegalMove::BaddieOnChest,
        IllegalMove::BaddieToSafe,
        IllegalMove::CantReach,
        IllegalMove::NeedSix,
        IllegalMove::NobodyToReturn,
        IllegalMove::NotStartSpace,
        IllegalMove::MustMove,
    ];

    fn refusal_index(e: IllegalMove) -> usize {
        match e {
            IllegalMove::GameOver => 0,
            IllegalMove::WrongTime => 1,
            IllegalMove::OffBoard => 2,
            IllegalMove::NotGoodieStart => 3,
            IllegalMove::NotChestSpace => 4,
            IllegalMove::Occupied => 5,
            IllegalMove::NoMarker => 6,
            IllegalMove::BaddieOnChest => 7,
            IllegalMove::BaddieToSafe => 8,
            IllegalMove::CantReach => 9,
            IllegalMove::NeedSix => 10,
            IllegalMove::NobodyToReturn => 11,
            IllegalMove::NotStartSpace => 12,
            IllegalMove::MustMove => 13,
        }
    }

    fn event_index(e: &Event) -> usize {
        match e {
            Event::Placed { .. } => 0,
            Event::TurnStarted { .. } => 1,
            Event::Rolled { .. } => 2,
            Event::Moved { .. } => 3,
            Event::LootRolled { .. } => 4,
            Event::Looted { .. } => 5,
            Event::GoldForfeited { .. } => 6,
            Event::BattleRoll { .. } => 7,
            Event::Battle { .. } => 8,
            Event::Removed { .. } => 9,
            Event::ReachedSafety { .. } => 10,
            Event::Returned { .. } => 11,
            Event::TurnPassed { .. } => 12,
            Event::GameOver { .. } => 13,
        }
    }

    /// Every event, with the widest numbers each can carry.
    fn every_event() -> Vec<Event> {
        let at = Pos::new(3, 5);
        let mut events = Vec::new();
        for side in [Side::Goodie, Side::Baddie] {
            events.extend([
                Event::TurnStarted { side, round: 200 },
                Event::Rolled { side, value: 6 },
                Event::Moved {
                    side,
                    from: at,
                    to: at,
                    path: Path::new(),
                },
                Event::Battle {
                    at,
                    winner: side,
                    attacker: side.other(),
                },
                Event::Returned { side, to: at },
                Event::TurnPassed { side },
            ]);
        }
        for piece in [Piece::Goodie, Piece::Baddie, Piece::Chest] {
            events.push(Event::Placed { piece, at });
            events.push(Event::Removed { piece, at });
        }
        for (g, b) in [(6, 6), (6, 5), (1, 6)] {
            events.push(Event::BattleRoll {
                at,
                goodie: g,
                baddie: b,
            });
        }
        for outcome in [Outcome::GoodiesWin, Outcome::BaddiesWin, Outcome::Draw] {
            events.push(Event::GameOver {
                survivors: 4,
                gold: 99,
                score: 8,
                outcome,
            });
        }
        events.extend([
            Event::LootRolled { at, roll: 6 },
            Event::Looted {
                at,
                roll: 6,
                gold_total: 99,
            },
            Event::GoldForfeited { at },
            Event::ReachedSafety { at, survivors: 4 },
        ]);
        events
    }

    /// Every prompt, for every phase, seat and situation.
    fn every_prompt() -> Vec<String> {
        let mut phases = vec![
            Phase::PlaceGoodie,
            Phase::PlaceGoodieChest,
            Phase::PlaceBaddieChest,
            Phase::LootChoice { roll: 6 },
            Phase::Over,
        ];
        for side in [Side::Goodie, Side::Baddie] {
            phases.push(Phase::Roll { side });
            for roll in 1..=6 {
                phases.push(Phase::Move { side, roll });
            }
        }
        let mut out = Vec::new();
        for phase in phases {
            for computer in [None].into_iter().chain(ai::Level::ALL.map(Some)) {
                for (only_pass, can_return) in [(false, false), (true, false), (false, true)] {
                    out.push(prompt(phase, computer, 0, only_pass, can_return));
                }
            }
        }
        out
    }

    /// Whether `text` fits `panel` of the HUD: every line inside its width
    /// (the last letter's shadow too, 2 px clear of the edge) and all lines
    /// inside its height.
    fn fits(glyphs: &Glyphs, panel: usize, text: &str) -> bool {
        let s = super::super::hud::PANELS[panel];
        let (_, _, w, h) = s.area;
        let lines = text.split('\n').count() as i32;
        s.inset.1 + (lines - 1) * crate::text::LINE + 9 <= h
            && s.inset.0 + glyphs.width(text) <= w - 2
    }

    fn assert_fits(glyphs: &Glyphs, panel: usize, text: &str) {
        assert!(
            fits(glyphs, panel, text),
            "does not fit panel {panel} ({} px wide): {text:?}",
            glyphs.width(text)
        );
    }

    #[test_case]
    fn the_measure_refuses_what_would_leave_the_screen(_gba: &mut agb::Gba) {
        use super::super::hud::{BOTTOM, SIDE, TOP};
        let g = Glyphs::new();
        // The message panel holds two lines of about 40 letters, not 3 lines
        // and not 60 letters; the side panel holds "Chests 4", not a sentence.
        assert!(fits(&g, BOTTOM, "Round 200: Goodies' turn\nsecond line"));
        assert!(!fits(&g, BOTTOM, "one\ntwo\nthree"));
        assert!(!fits(&g, BOTTOM, &"mmmmmmmmmm".repeat(6)));
        assert!(fits(&g, SIDE, "{4}Chests{1} 8"));
        assert!(!fits(&g, SIDE, "That marker can't move"));
        assert!(!fits(&g, TOP, "one\ntwo"));
        // The three messages the playtest saw run off the edge, in the old
        // monospace measure (6 px a letter), did not fit.
        for old in [
            "That marker can't get there with this roll",
            "or a free start space to bring one back",
            "Lucky six! A lost goodie marker is back",
        ] {
            assert!(
                8 + crate::text::visible_len(old) * crate::text::ADVANCE > 238,
                "{old}"
            );
        }
    }

    #[test_case]
    fn every_message_fits_its_panel(_gba: &mut agb::Gba) {
        use super::super::hud::{SIDE, Stage, TOP, Tally};
        let g = Glyphs::new();
        let msg = super::super::hud::BOTTOM;
        let mut seen = [false; 14];
        for e in REFUSALS {
            seen[refusal_index(e)] = true;
            assert_fits(&g, msg, refusal(e));
        }
        assert!(
            seen.iter().all(|&s| s),
            "a refusal is missing from the list"
        );
        let mut seen = [false; 14];
        for e in every_event() {
            seen[event_index(&e)] = true;
            if let Some(m) = event(&e) {
                assert_fits(&g, msg, &m);
            }
        }
        assert!(seen.iter().all(|&s| s), "an event is missing from the list");
        for p in every_prompt() {
            assert_fits(&g, msg, &p);
        }
        let game = Game::new(1);
        for side in [Side::Goodie, Side::Baddie] {
            assert_fits(&g, msg, &handover(side));
            for roll in 1..=6 {
                assert_fits(&g, msg, &stuck(&game, Pos::new(0, 0), side, roll));
                assert_fits(&g, msg, &stuck(&game, Pos::new(3, 4), side, roll));
            }
        }
        let at = Pos::new(0, 0);
        for a in [
            Action::Place(at),
            Action::Roll,
            Action::Move { from: at, to: at },
            Action::Return { to: at },
            Action::TakeGold,
            Action::Pass,
        ] {
            assert_fits(&g, msg, hint(a));
        }
        for m in [PICK_RETURN, PICK_DESTINATION, NOT_YOURS] {
            assert_fits(&g, msg, m);
        }
        // The top strip and the side panel, with the widest numbers.
        let names = ["", "cpu:normal"];
        for side in [Side::Goodie, Side::Baddie] {
            for stage in [
                Stage::Setup,
                Stage::Over { round: 200 },
                Stage::Turn {
                    round: 200,
                    side,
                    second: true,
                },
            ] {
                let tally = Tally {
                    stage,
                    gold: 99,
                    safe: 4,
                    lost: [4, 6],
                    chests: 8,
                };
                for a in names {
                    for b in names {
                        assert_fits(&g, TOP, &tally.top([a, b]));
                    }
                }
                assert_fits(&g, SIDE, &tally.side());
            }
        }
    }

    #[test_case]
    fn a_walled_in_marker_says_so(_gba: &mut agb::Gba) {
        // The goodie in the top-left corner has the edge above and left of it
        // and its own goodies below and to the right.
        let game: Game = "move goodie 3 | round 1 turn 0 | gold 0 | safe 0 | lost 0 0\n\
                          gggCCCCCBb\n\
                          g..CCCCCCb\n\
                          G..CCCCCCCS\n\
                          ..........S\n\
                          G..CCCCCCCS\n\
                          G..CcCCCCB\n\
                          G..CCCCCBB"
            .parse()
            .expect("a position");
        let corner = Pos::new(0, 0);
        assert!(walled_in(&game, corner, Side::Goodie));
        assert!(stuck(&game, corner, Side::Goodie, 3).contains("walled in"));
        // The goodie at (0, 2) has a free space below: not walled in.
        let open = Pos::new(0, 2);
        assert!(!walled_in(&game, open, Side::Goodie));
        assert!(stuck(&game, open, Side::Goodie, 3).contains("can't walk 3"));
    }
}
