//! Rush at Zeta Mu Beta against the shared contract's test kit
//! (`crate::contract::kit`), with 2 and 4 players.

extern crate std;

use crate::contract::{Level, Rules, Turn, kit};
use crate::rush::ai::Thinker;
use crate::rush::{Action, Config, Game, Phase};

fn configs(n: u64) -> impl Iterator<Item = Config> {
    (0..n).map(|seed| Config {
        seed: seed * 7919 + 3,
        players: if seed % 2 == 0 { 2 } else { 4 },
    })
}

#[test]
fn api_contract_random_games_end_fit_their_events_and_replay() {
    let longest = kit::games_end_and_replay::<Game>(configs(12));
    assert!(longest > 50, "games play past the start ({longest})");
}

#[test]
fn api_contract_listed_accepted_unlisted_refused_unchanged() {
    let (accepted, refused) = kit::listed_accepted_unlisted_refused::<Game>(configs(6), 7, true);
    assert!(
        accepted > 1000 && refused > 1000,
        "{accepted} accepted, {refused} refused"
    );
}

#[test]
fn api_contract_slicing_never_changes_a_decision() {
    let n = kit::slicing_never_changes_a_decision::<Game, Thinker>(configs(4), 37, &Level::ALL);
    assert!(n > 20, "{n} positions");
}

#[test]
fn api_contract_notation_round_trips() {
    kit::notation_round_trips::<Game>(configs(6), 3);
}

#[test]
fn api_contract_turn_is_auto_for_dice_and_a_seat_for_choices() {
    let mut g = <Game as Rules>::new(Config {
        seed: 5,
        players: 4,
    });
    assert_eq!(g.turn(), Turn::Auto, "the order roll is automatic");
    let mut seen_move = false;
    for _ in 0..200 {
        let a = kit::legal(&g)[0];
        match g.phase() {
            Phase::Order | Phase::PrincessRoll | Phase::MoveRoll | Phase::FightRoll => {
                assert_eq!(g.turn(), Turn::Auto);
                assert_eq!(a, Action::Continue);
            }
            Phase::Move => {
                seen_move = true;
                assert_eq!(g.turn(), Turn::Seat(g.mover()));
            }
            _ => {}
        }
        Rules::try_apply(&mut g, a, &mut 0usize).unwrap();
    }
    assert!(seen_move);
}

#[test]
fn api_save_round_trips_and_the_loaded_game_plays_on_identically() {
    let (largest, checked) = kit::saves_round_trip::<Game>(configs(12), 97);
    std::println!("rush: largest save {largest} bytes over {checked} positions");
    assert!(checked > 5_000, "{checked} positions");
    assert!(largest <= <Game as crate::contract::Saved>::MAX_SAVE_BYTES);
}

#[test]
fn api_save_damaged_saves_are_refused_or_sound() {
    let (refused, loaded) = kit::damaged_saves_are_refused_or_sound::<Game>(configs(4), 400);
    std::println!("rush: {refused} damaged saves refused, {loaded} loaded sound");
    assert!(refused > 1_000, "{refused} refused");
}
