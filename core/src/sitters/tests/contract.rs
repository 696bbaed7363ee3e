//! SiTTeRS against the shared contract's test kit (`crate::contract::kit`).

extern crate std;

use crate::contract::{Level, Rules, Turn, kit};
use crate::sitters::ai::Thinker;
use crate::sitters::{Config, Game, Side};

fn configs(n: u64) -> impl Iterator<Item = Config> {
    (0..n).map(|seed| Config {
        seed: seed * 7919 + 3,
    })
}

#[test]
fn api_contract_random_games_end_fit_their_events_and_replay() {
    let longest = kit::games_end_and_replay::<Game>(configs(60));
    assert!(longest > 12, "games play past setup ({longest})");
}

#[test]
fn api_contract_a_long_random_game_stays_within_max_game_actions() {
    // Found by the save tests: this game took 1,213 actions, over the old
    // bound of 12 + 200 rounds x 2 turns x 3 (a round has three turns).
    let (_, n) = kit::random_game::<Game>(Config { seed: 4_141_640 }, 5523, 1_000_000);
    assert!(n > 12 + 200 * 2 * 3, "{n} actions: no longer a long game");
}

#[test]
fn api_contract_listed_accepted_unlisted_refused_unchanged() {
    let (accepted, refused) = kit::listed_accepted_unlisted_refused::<Game>(configs(8), 5, true);
    assert!(
        accepted > 1000 && refused > 1000,
        "{accepted} accepted, {refused} refused"
    );
}

#[test]
fn api_contract_slicing_never_changes_a_decision() {
    let n = kit::slicing_never_changes_a_decision::<Game, Thinker>(configs(4), 9, &Level::ALL);
    assert!(n > 20, "{n} positions");
}

#[test]
fn api_contract_notation_round_trips() {
    kit::notation_round_trips::<Game>(configs(10), 3);
}

#[test]
fn api_contract_turn_names_the_side_to_act() {
    let mut g = <Game as Rules>::new(Config { seed: 5 });
    assert_eq!(g.turn(), Turn::Seat(0), "the goodies set up first");
    while g.phase() != (crate::sitters::Phase::Roll { side: Side::Goodie }) {
        let a = kit::legal(&g)[0];
        Rules::try_apply(&mut g, a, &mut 0usize).unwrap();
        if g.phase() == crate::sitters::Phase::PlaceBaddieChest {
            assert_eq!(g.turn(), Turn::Seat(1));
        }
    }
    assert_eq!(g.turn(), Turn::Seat(0));
    Rules::try_apply(&mut g, crate::sitters::Action::Roll, &mut 0usize).unwrap();
    assert_eq!(g.turn(), Turn::Seat(0));
}

#[test]
fn api_save_round_trips_and_the_loaded_game_plays_on_identically() {
    let (largest, checked) = kit::saves_round_trip::<Game>(configs(1000), 7);
    std::println!("sitters: largest save {largest} bytes over {checked} positions");
    assert!(checked > 20_000, "{checked} positions");
    assert!(largest <= <Game as crate::contract::Saved>::MAX_SAVE_BYTES);
}

#[test]
fn api_save_damaged_saves_are_refused_or_sound() {
    let (refused, loaded) = kit::damaged_saves_are_refused_or_sound::<Game>(configs(20), 25);
    std::println!("sitters: {refused} damaged saves refused, {loaded} loaded sound");
    assert!(refused > 10_000, "{refused} refused");
}
