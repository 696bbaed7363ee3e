//! The text form of positions.

extern crate std;

use super::{edit, k, moving};
use crate::rush::{Game, ParseError, SetupError, Spot, Team};
use std::string::ToString;
use std::vec::Vec;

#[test]
fn api_notation_reads_like_the_position_and_round_trips() {
    let mut g = moving(2, 0, 3);
    edit(
        &mut g,
        "p0 at=4,6 cubes=1\nprincess team=zombies at=b12\nminions team=jocks at=3,4/b7",
    );
    let text = std::format!("{g}");
    assert_eq!(
        text,
        "rush players=2 round=1 slot=0 order=0,1 phase=move points=3 minion=0 stopped=0 released=0 asked=0 pile=11 outcome=- house=0\n\
         roll keys=0,0 rolling=3 rolls=0\n\
         p0 at=4,6 cubes=1 ban=cloud picked=cloud\n\
         p1 at=b20 cubes=0 ban=cloud picked=cloud\n\
         princess team=zombies at=b12 carrier=-\n\
         princess team=jocks at=cloud carrier=-\n\
         minions team=zombies at=-\n\
         minions team=jocks at=3,4/b7\n\
         fight at=cloud side=zombies attacker=mz defender=mj added=0,0 ties=0 comeback=0 stops=0"
    );
    let back: Game = text.parse().unwrap();
    assert_eq!(std::format!("{back}"), text);
    assert_eq!(back.player(0).at, k(4, 6));
}

#[test]
fn api_notation_refuses_bad_text() {
    let good = std::format!("{}", moving(2, 0, 3));
    for (from, to) in [
        ("players=2", "players=3"),
        ("at=b20", "at=b21"),
        ("at=b20", "at=5,3"),
        ("order=0,1", "order=0,0"),
        ("phase=move", "phase=dance"),
        ("p1 ", "p2 "),
        ("phase=move", "phase=declare:4"),
        ("order=0,1", "order=1,1"),
        ("order=0,1", "order=0,3"),
        ("order=0,1", "order=0,1,2"),
        ("slot=0", "slot=2"),
        ("outcome=-", "outcome=aliens"),
        ("carrier=-", "carrier=4"),
    ] {
        let bad = good.replacen(from, to, 1);
        assert!(bad.parse::<Game>().is_err(), "{from} -> {to} was read");
    }
    assert!("".parse::<Game>().is_err());
    // Blocks past the campus's edge, either way, are not blocks.
    for far in ["16,3", "3,14", "16,14"] {
        assert_eq!(far.parse::<Spot>(), Err(ParseError("bad space")), "{far}");
    }
    assert_eq!("15,13".parse::<Spot>(), Ok(Spot::block(15, 13)));
    // The refusal reads as its words.
    let e = "rush".parse::<Game>().unwrap_err();
    assert_eq!(e.to_string(), e.0);
    assert!(!e.0.is_empty());
}

#[test]
fn api_notation_reads_back_every_outcome_and_a_full_horde() {
    let g = moving(2, 0, 3);
    for outcome in ["zombies", "jocks", "unfinished"] {
        let mut h = g.clone();
        edit(&mut h, &std::format!("rush phase=over outcome={outcome}"));
        let text = h.to_string();
        assert!(text.contains(&std::format!(" outcome={outcome}")), "{text}");
        assert_eq!(text.parse::<Game>().map(|r| r.to_string()), Ok(text));
    }
    let horde: Vec<std::string::String> = (0..crate::rush::MINIONS as u8)
        .map(|c| std::format!("{},0", c % 16))
        .collect();
    let mut h = g.clone();
    edit(
        &mut h,
        &std::format!("minions team=jocks at={}", horde.join("/")),
    );
    assert_eq!(h.minions(Team::Jocks).len(), crate::rush::MINIONS);
    let text = h.to_string();
    assert_eq!(
        text.parse::<Game>().map(|r| r.to_string()),
        Ok(text.clone())
    );
    let over = text.replace("minions team=jocks at=", "minions team=jocks at=1,1/");
    assert!(
        over.parse::<Game>().is_err(),
        "a thirteenth minion was read"
    );
}

#[test]
fn api_notation_names_every_phase_and_reads_it_back() {
    let g = moving(2, 0, 3);
    for phase in [
        "order",
        "reappear:1",
        "comeback:1",
        "princess-roll",
        "nudge:1:7",
        "nudge-sign:1:7:3",
        "flee:1",
        "push:1:3",
        "move-roll",
        "move",
        "relay",
        "declare:1",
        "fight-roll",
    ] {
        let mut h = g.clone();
        edit(&mut h, &std::format!("rush phase={phase}\np1 cubes=1"));
        let text = h.to_string();
        assert!(
            text.contains(&std::format!(" phase={phase} ")),
            "{phase}: {text}"
        );
        assert_eq!(text.parse::<Game>().map(|r| r.to_string()), Ok(text));
    }
}

#[test]
fn api_set_up_changes_only_the_named_fields_and_keeps_the_dice() {
    let mut g = Game::new(5, 4);
    let before = g.to_string();
    let mut roll = g.clone();
    g.set_up("p2 cubes=3 at=4,6\nminions team=jocks at=9,6/b7\nrush points=2")
        .unwrap();
    assert_eq!(g.player(2).cubes, 3);
    assert_eq!(g.player(2).at, Spot::block(4, 6));
    assert_eq!(
        g.minions(Team::Jocks),
        &[Spot::block(9, 6), Spot::building(7)]
    );
    assert_eq!(g.points(), 2);
    // Every other line and field as it was (the cubes came from the pile).
    let after = g.to_string();
    let changed: Vec<(&str, &str)> = before
        .lines()
        .zip(after.lines())
        .flat_map(|(a, b)| a.split(' ').zip(b.split(' ').collect::<Vec<_>>()))
        .filter(|(a, b)| a != b)
        .collect();
    assert_eq!(
        changed,
        [
            ("points=0", "points=2"),
            ("pile=12", "pile=9"),
            ("at=b20", "at=4,6"),
            ("cubes=0", "cubes=3"),
            ("at=-", "at=9,6/b7")
        ],
        "{g}"
    );
    // The dice go on as they would have.
    assert_eq!(g.dice.clone().d(20), roll.dice.d(20));
}

#[test]
fn api_set_up_refusals_change_nothing() {
    let g = Game::new(5, 2);
    for (patch, why) in [
        ("p3 at=4,6", "A line the position does not have."),
        ("p0 colour=red", "A field the position does not have."),
        ("p0 at=99,99", "bad space"),
        (
            "princess team=martians at=b3",
            "A line the position does not have.",
        ),
        ("rush points=9", "That position could not be played."),
        ("p0 cubes=30", "That position could not be played."),
    ] {
        let mut h = g.clone();
        assert_eq!(h.set_up(patch), Err(SetupError(why)), "{patch}");
        assert_eq!(h.to_string(), g.to_string());
        assert_eq!(h.dice, g.dice);
    }
    let mut h = g.clone();
    assert!(h.script(&[1; 200]).is_err());
    assert_eq!(h.dice, g.dice);
}

#[test]
fn api_set_up_keeps_the_games_statistics() {
    let mut g = Game::new(11, 2);
    // The computer plays on until something is counted.
    let mut rng = crate::rush::ai::AiRng::new(3);
    for _ in 0..5000 {
        if g.stats() != Default::default() || g.outcome().is_some() {
            break;
        }
        let a = crate::rush::ai::choose(&g, crate::contract::Level::Normal, &mut rng).unwrap();
        g.try_apply(a, &mut 0usize).unwrap();
    }
    let stats = g.stats();
    assert_ne!(stats, Default::default());
    g.set_up("rush points=0").unwrap();
    assert_eq!(g.stats(), stats);
}

#[test]
fn api_set_up_refuses_every_position_that_could_not_be_played() {
    use crate::rush::{MAX_TIES, ROUND_CAP};
    let unplayable = SetupError("That position could not be played.");
    let g = moving(2, 0, 3);
    let refused = [
        std::string::String::from("rush phase=reappear:1"),
        std::string::String::from("rush phase=flee:1"),
        std::string::String::from("rush phase=reappear:2\np1 cubes=1"),
        std::string::String::from("rush phase=declare:2"),
        std::string::String::from("rush phase=nudge:1:7"),
        std::string::String::from("rush phase=nudge:1:21\np1 cubes=1"),
        std::string::String::from("rush phase=nudge:1:0\np1 cubes=1"),
        std::string::String::from("rush phase=nudge:2:7\np1 cubes=1"),
        std::string::String::from("rush phase=nudge-sign:2:7:3"),
        std::string::String::from("rush phase=nudge-sign:1:21:3"),
        std::string::String::from("rush phase=nudge-sign:1:0:3"),
        std::string::String::from("rush phase=nudge-sign:1:7:7"),
        std::string::String::from("rush phase=nudge-sign:1:7:0"),
        std::string::String::from("rush phase=push:1:7"),
        std::string::String::from("rush phase=push:2:2"),
        std::string::String::from("rush phase=over"),
        std::string::String::from("rush outcome=jocks"),
        std::string::String::from("rush phase=target"),
        std::string::String::from("princess team=jocks carrier=1"),
        std::string::String::from("p0 at=cloud\nprincess team=jocks carrier=0"),
        std::string::String::from("fight attacker=p2"),
        std::string::String::from("fight defender=p2"),
        std::format!("fight ties={}", MAX_TIES + 1),
        std::string::String::from("fight added=13,0"),
        std::string::String::from("fight added=0,13"),
        std::string::String::from("rush pile=5"),
        std::string::String::from("rush points=5"),
        std::string::String::from("roll rolls=4"),
        std::string::String::from("roll rolling=16"),
        std::string::String::from("roll keys=8000,0"),
        std::string::String::from("rush round=0"),
        std::format!("rush round={}", ROUND_CAP + 1),
    ];
    for patch in &refused {
        let mut h = g.clone();
        assert_eq!(h.set_up(patch), Err(unplayable), "{patch}");
    }
    // The limits themselves are playable.
    let playable = [
        std::string::String::from("rush phase=reappear:1\np1 cubes=1"),
        std::string::String::from("rush phase=flee:1\np1 cubes=1"),
        std::string::String::from("rush phase=declare:1"),
        std::string::String::from("rush phase=nudge:1:20\np1 cubes=1"),
        std::string::String::from("rush phase=nudge:1:1\np1 cubes=1"),
        std::string::String::from("rush phase=nudge-sign:1:20:6"),
        std::string::String::from("rush phase=nudge-sign:1:1:1"),
        std::string::String::from("rush phase=push:1:6"),
        std::string::String::from("rush phase=over outcome=jocks"),
        std::string::String::from("princess team=jocks carrier=0"),
        std::format!("fight attacker=p1 defender=p0 ties={MAX_TIES} added=12,12"),
        std::string::String::from("rush points=4"),
        std::string::String::from("roll rolls=3 rolling=15 keys=7999,0"),
        std::format!("rush round={ROUND_CAP}"),
    ];
    for patch in &playable {
        let mut h = g.clone();
        assert_eq!(h.set_up(patch), Ok(()), "{patch}");
    }
}

#[test]
fn api_set_up_takes_a_target_choice_only_between_two_targets() {
    // Player 0 in a fight at 9,6 against jock 2 and a jock minion: a choice.
    let mut g = moving(4, 0, 3);
    let two = "rush phase=target\np0 at=9,6\np2 at=9,6\nminions team=jocks at=9,6\nfight at=9,6 attacker=p0 defender=p2";
    assert_eq!(g.clone().set_up(two), Ok(()));
    // With the minion gone there is one target: no choice to make.
    let one = two.replace("minions team=jocks at=9,6", "minions team=jocks at=-");
    assert_eq!(
        g.set_up(&one),
        Err(SetupError("That position could not be played."))
    );
}

#[test]
fn api_a_save_names_its_dice_and_where_the_game_stands() {
    use crate::contract::Saved;
    let mut g = moving(2, 0, 3);
    edit(&mut g, "rush round=7");
    assert_eq!(g.dice_state(), g.dice.state());
    assert_ne!(g.dice_state(), 0);
    let mut line = std::string::String::new();
    g.standing(&mut line).unwrap();
    assert_eq!(line, "Round 7, zombies' turn");
    edit(&mut g, "rush phase=over outcome=zombies");
    let mut line = std::string::String::new();
    g.standing(&mut line).unwrap();
    assert_eq!(line, "Game over");
}
