//! Rush at Zeta Mu Beta against the shared contract's test kit
//! (`crate::contract::kit`), with 2 and 4 players.

extern crate std;

use crate::contract::{Level, Rules, Turn, kit};
use crate::rush::ai::Thinker;
use crate::rush::{Action, Config, Game, HouseRules, Phase};

fn configs(n: u64) -> impl Iterator<Item = Config> {
    (0..n).map(|seed| Config {
        seed: seed * 7919 + 3,
        players: if seed % 2 == 0 { 2 } else { 4 },
        house: if seed % 4 < 2 {
            HouseRules::NONE
        } else {
            HouseRules::ALL
        },
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
        house: HouseRules::NONE,
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

/// A save whose space `field` (a notation patch naming one space) is made a
/// space off the map, or a building's inner block, is refused as damaged.
fn refused_with_a_bad_space(field: &str) {
    use crate::contract::LoadError;
    use crate::contract::save::{decode, encode};
    use crate::rush::map::{BUILDINGS, COLS, ROWS, SPOTS, building_at};
    let inner = (0..ROWS)
        .flat_map(|r| (0..COLS).map(move |c| (r, c)))
        .find(|&(r, c)| building_at(r, c) != 0)
        .map(|(r, c)| (1 + BUILDINGS + r * COLS + c) as u8)
        .unwrap();
    for c in 0..COLS as u8 {
        for r in 0..ROWS as u8 {
            let s = crate::rush::Spot::block(c, r);
            let mut g = super::moving(2, 0, 3);
            if !s.is_valid() || g.set_up(&std::format!("{field}={s}")).is_err() {
                continue;
            }
            let mut buf = [0u8; 256];
            let n = encode(&g, &mut buf).unwrap();
            let at: std::vec::Vec<usize> = (0..n).filter(|&i| buf[i] == s.0).collect();
            if at.len() != 1 {
                continue;
            }
            assert!(decode::<Game>(&buf[..n]).is_ok());
            for bad in [SPOTS as u8, inner] {
                let mut b = buf;
                b[at[0]] = bad;
                assert_eq!(
                    decode::<Game>(&b[..n]).err(),
                    Some(LoadError::Damaged),
                    "{field}={bad}"
                );
            }
            return;
        }
    }
    panic!("no block of {field} stands alone in the save");
}

#[test]
fn api_save_with_a_space_off_the_map_is_refused() {
    for field in [
        "p0 at",
        "p0 ban",
        "p0 picked",
        "princess team=jocks at",
        "minions team=jocks at",
        "fight at",
    ] {
        refused_with_a_bad_space(field);
    }
}
