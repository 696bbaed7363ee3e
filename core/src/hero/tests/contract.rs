//! Tabletop Hero against the shared contract's test kit
//! (`crate::contract::kit`), with 2, 3 and 4 players.

extern crate std;

use crate::contract::{Level, kit};
use crate::hero::ai::Thinker;
use crate::hero::gear::PRESETS;
use crate::hero::{Config, FieldChoice, Game};

pub(super) fn configs(n: u64) -> impl Iterator<Item = Config> {
    (0..n).map(|seed| {
        let mut c = Config::with(
            seed * 7919 + 3,
            2 + (seed % 3) as u8,
            PRESETS[(seed % PRESETS.len() as u64) as usize],
        );
        if seed % 4 == 1 {
            c.field = FieldChoice::Named((seed % 3) as u8);
        }
        c
    })
}

#[test]
fn api_contract_random_games_end_fit_their_events_and_replay() {
    let longest = kit::games_end_and_replay::<Game>(configs(2));
    assert!(longest > 50, "games play past the start ({longest})");
}

#[test]
fn api_contract_listed_accepted_unlisted_refused_unchanged() {
    let (accepted, refused) = kit::listed_accepted_unlisted_refused::<Game>(configs(2), 400, true);
    assert!(
        accepted > 1000 && refused > 100,
        "{accepted} accepted, {refused} refused"
    );
}

#[test]
fn api_contract_slicing_never_changes_a_decision() {
    let n = kit::slicing_never_changes_a_decision::<Game, Thinker>(configs(3), 97, &Level::ALL);
    assert!(n > 20, "{n} positions");
}

#[test]
fn api_contract_notation_round_trips() {
    kit::notation_round_trips::<Game>(configs(3), 97);
}

#[test]
fn api_save_round_trips_and_the_loaded_game_plays_on_identically() {
    let (largest, checked) = kit::saves_round_trip::<Game>(configs(2), 997);
    std::println!("hero: largest save {largest} bytes over {checked} positions");
    assert!(checked > 500, "{checked} positions");
    assert!(largest <= <Game as crate::contract::Saved>::MAX_SAVE_BYTES);
}

#[test]
fn api_save_damaged_saves_are_refused_or_sound() {
    let (refused, loaded) = kit::damaged_saves_are_refused_or_sound::<Game>(configs(1), 3000);
    std::println!("hero: {refused} damaged saves refused, {loaded} loaded sound");
    assert!(refused > 1_000, "{refused} refused");
}

#[test]
fn api_a_thinker_says_it_is_stuck_only_on_a_finished_game() {
    use crate::contract::Think;
    let over: Game = "hero players=2 phase=over outcome=won0\nA....F"
        .parse()
        .unwrap();
    let playing = super::pos("A....F", "");
    for level in Level::ALL {
        assert!(<Thinker as Think<Game>>::start(&over, level, 1).is_stuck());
        assert!(!<Thinker as Think<Game>>::start(&playing, level, 1).is_stuck());
    }
}

#[test]
fn api_the_game_length_bound_holds_the_longest_turns() {
    use crate::contract::Rules;
    use crate::hero::{Action, Cell, MAX_PLAYERS, MOVE, ROUND_CAP};
    // Five unarmoured minis in a row, each stepping one cell at a time as
    // far as its double move goes: the most actions a turn can hold.
    let mut g = super::pos(
        "\n\n\n\n\nABCDE\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n.F",
        "",
    );
    let mut actions = 0u32;
    for mini in 0..5u8 {
        for step in 1..=2 * MOVE {
            let to = Cell::new(mini, 5 + step);
            super::apply(&mut g, Action::Move { mini, to });
            actions += 1;
        }
        let beyond = Action::Move {
            mini,
            to: Cell::new(mini, 6 + 2 * MOVE),
        };
        assert!(g.clone().try_apply(beyond, &mut 0usize).is_err());
    }
    super::apply(&mut g, Action::EndTurn);
    actions += 1;
    assert_eq!(actions, 5 * 16 + 1);
    // The roll, the edges and the placements, then every turn that long.
    let bound = 25 + u32::from(ROUND_CAP) * MAX_PLAYERS as u32 * actions;
    assert!(<Game as Rules>::MAX_GAME_ACTIONS >= bound);
}

#[test]
fn api_save_keeps_the_dice_state() {
    use crate::contract::Saved;
    use crate::contract::save::{decode, encode};
    let read = |seed: u32| -> Game {
        std::format!("hero players=2 seed={seed}\n.A\n.F")
            .parse()
            .unwrap()
    };
    let (a, b) = (read(7), read(8));
    assert_ne!(a.dice_state(), b.dice_state(), "the seed is in the state");
    let mut buf = [0u8; 1700];
    let n = encode(&a, &mut buf).unwrap();
    let back: Game = decode(&buf[..n]).unwrap();
    assert_eq!(back.dice_state(), a.dice_state());
}

#[test]
fn api_a_save_whose_turn_order_names_a_seat_twice_is_not_sound() {
    use crate::contract::Saved;
    let read = |order: &str| -> Game {
        std::format!("hero players=3 order={order}\n.A\n.F\n.K")
            .parse()
            .unwrap()
    };
    assert!(read("2,1,0").is_sound());
    for twice in ["1,1,0", "2,2,0", "0,2,2", "0,0,1"] {
        assert!(!read(twice).is_sound(), "{twice}");
    }
}

#[test]
fn api_a_save_with_any_one_thing_out_of_place_is_not_sound() {
    use crate::contract::Saved;
    use crate::hero::{Cell, DEAD_AT, Outcome, Phase, ROUND_CAP};
    let g = super::pos(".AB\n\n.F", "");
    assert!(g.is_sound());
    type Break = fn(&mut Game);
    let breaks: [(&str, Break); 16] = [
        ("two minis on a cell", |g| g.minis[1].at = g.minis[0].at),
        ("a mini off the battlefield", |g| {
            g.minis[1].at = Some(Cell::new(40, 0))
        }),
        ("a mini of the wrong seat", |g| g.minis[1].seat = 1),
        ("a second hero", |g| g.minis[1].hero = true),
        ("too many hit points", |g| g.minis[1].hp = 7),
        ("below dead", |g| g.minis[1].hp = DEAD_AT - 1),
        ("dead on the battlefield", |g| g.minis[1].hp = DEAD_AT),
        ("moved too far", |g| g.minis[1].spent = 200),
        ("eleven explosives", |g| g.minis[1].kit.bombs = 11),
        ("three medkits", |g| g.minis[1].kit.medkits = 3),
        ("an edge pick past the players", |g| {
            g.phase = Phase::Edge(2)
        }),
        ("the turn past the players", |g| g.turn = 2),
        ("an outcome in play", |g| g.outcome = Some(Outcome::Draw)),
        ("round 0", |g| g.round = 0),
        ("past the round cap", |g| g.round = ROUND_CAP + 1),
        ("a third seat's edge", |g| {
            g.edges[2] = Some(crate::hero::Edge::West)
        }),
    ];
    for (what, f) in breaks {
        let mut h = g.clone();
        f(&mut h);
        assert!(!h.is_sound(), "{what}");
    }
    let mut h = g.clone();
    h.defeated[3] = true;
    assert!(!h.is_sound(), "a fourth seat defeated");
}
