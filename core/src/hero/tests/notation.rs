//! The text notation, the first-player reroll cap and the refusal sentences.

use super::super::setup::REROLLS;
use super::super::{Action, Config, Event, Game, Illegal, ParseError};
use super::{apply, c, pos};
use crate::contract::Rules;

extern crate std;

#[test]
fn api_notation_reads_a_drawn_battlefield_and_writes_it_back() {
    let g = pos(
        ".:1\n.A2\nc.F",
        "A hp=4 light heavy bombs=2 medkits=1 spent=3 acted on=3",
    );
    assert_eq!(g.minis()[0].at, Some(c(1, 1)));
    assert_eq!(g.field().height(c(1, 1)), 3, "A stands on a building");
    assert_eq!(g.field().height(c(2, 0)), 1);
    assert!(g.field().rough(c(1, 0)) && g.field().rough(c(0, 2)));
    assert_eq!(g.field().height(c(0, 2)), 3, "c is a rough height 3");
    let text = std::format!("{g}");
    assert!(
        text.starts_with(
            "hero players=2 phase=play round=2 turn=0 order=1,0 edges=n,s defeated=00\n"
        )
    );
    assert!(
        text.contains("\n.:1.....................................\n.A2"),
        "{text}"
    );
    assert!(
        text.contains("\nA hp=4 light heavy bombs=2 medkits=1 spent=3 acted on=3\n"),
        "{text}"
    );
    let back: Game = text.parse().unwrap();
    assert_eq!(std::format!("{back}"), text);
}

#[test]
fn api_notation_refuses_what_is_not_a_position() {
    let bad = |t: &str| t.parse::<Game>().unwrap_err();
    assert_eq!(bad("chess"), ParseError::Header);
    assert_eq!(bad("hero players=9"), ParseError::Key);
    assert_eq!(bad("hero colour=red"), ParseError::Key);
    assert_eq!(bad("hero\n.A.A"), ParseError::Twice);
    assert_eq!(bad("hero\n.A\nA hp=six"), ParseError::MiniLine);
    assert_eq!(bad("hero\n.A\nA none medium laser"), ParseError::MiniLine);
    assert_eq!(bad("hero turn=2"), ParseError::Key);
    // A line that is neither a row nor a mini's line.
    assert_eq!(bad("hero\n.A\n..x.."), ParseError::MiniLine);
    assert_eq!(bad("hero\n.A\n1 hp=6"), ParseError::MiniLine);
    assert_eq!(bad("hero\n.A\na hp=6"), ParseError::MiniLine);
    assert_eq!(bad("hero outcome=lost"), ParseError::Key);
}

#[test]
fn api_notation_round_trips_every_ending() {
    for outcome in ["won1", "draw", "unfinished"] {
        let text = std::format!("hero phase=over outcome={outcome}\n.A\n.F");
        let g: Game = text.parse().unwrap();
        assert!(
            std::format!("{g}").contains(&std::format!("outcome={outcome}")),
            "{g}"
        );
        let back: Game = std::format!("{g}").parse().unwrap();
        assert_eq!(back, g);
    }
}

#[test]
fn ruling_ties_for_first_are_rolled_again_at_most_8_times_then_the_lowest_seat_starts() {
    let mut g = <Game as Rules>::new(Config::with(1, 2, "balanced"));
    g.script_dice(&[5; 2 * (REROLLS as usize + 1)]).unwrap();
    let ev = apply(&mut g, Action::Continue);
    assert_eq!(ev.len(), usize::from(REROLLS) + 1);
    assert!(matches!(
        ev.last(),
        Some(Event::RolledFirst { first: 0, .. })
    ));
    assert_eq!(g.placing_order(), &[0, 1]);
}

#[test]
fn api_every_refusal_is_a_short_sentence() {
    use Illegal::*;
    for e in [
        Over,
        NotNow,
        EdgeTaken,
        BadPlacement,
        NotYours,
        Out,
        TooFar,
        Acted,
        Tired,
        FirstRound,
        OutOfRange,
        Hidden,
        BadTarget,
        NoGear,
        SniperMoved,
    ] {
        crate::contract::kit::readable(&std::format!("{e}"));
    }
}

#[test]
fn api_notation_takes_the_dice_seed() {
    let read = |seed: u32| -> super::super::Game {
        std::format!("hero players=2 seed={seed}\n.A\n.F")
            .parse()
            .unwrap()
    };
    assert_eq!(read(7), read(7));
    assert_ne!(read(7), read(8), "the seed sets the dice");
}

#[test]
fn api_house_rules_are_read_and_written_by_name() {
    use super::super::House;
    assert_eq!(House::parse("none"), Some(House::NONE));
    assert_eq!(House::parse("all"), Some(House::ALL));
    assert_eq!(
        House::default(),
        House::NONE,
        "the paper's rules by default"
    );
    let three = House::parse("sniper-moves,knocked-out-stops,first-turn").unwrap();
    assert_eq!(three, House::ALL);
    let one = House::parse("knocked-out-stops").unwrap();
    assert!(one.knocked_out_stops && !one.first_turn_only && !one.sniper_moves);
    let one = House::parse("sniper-moves").unwrap();
    assert!(one.sniper_moves && !one.first_turn_only && !one.knocked_out_stops);
    let one = House::parse("first-turn").unwrap();
    assert!(one.first_turn_only && !one.knocked_out_stops && !one.sniper_moves);
    for bad in ["", "first-turn,", "cheats", "all,none"] {
        assert_eq!(House::parse(bad), None, "{bad:?}");
    }
    for (h, text) in [
        (House::NONE, "none"),
        (House::ALL, "first-turn,knocked-out-stops,sniper-moves"),
        (one, "first-turn"),
    ] {
        let mut s = std::string::String::new();
        h.write_names(&mut s).unwrap();
        assert_eq!(s, text);
        assert_eq!(House::parse(&s), Some(h));
    }
    // A position keeps its house rules.
    let text = "hero house=knocked-out-stops\n.A";
    let g: Game = text.parse().unwrap();
    assert!(g.house().knocked_out_stops);
    let back: Game = std::format!("{g}").parse().unwrap();
    assert_eq!(back.house(), g.house());
    assert!(!std::format!("{}", pos(".A", "")).contains("house="));
}
