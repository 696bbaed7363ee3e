//! The arena against the shared contract's test kit, and the saves.

extern crate std;

use crate::contract::{Level, Rules, Saved, Turn, kit};
use crate::sgs::ai::Thinker;
use crate::sgs::arena::{Arena, Config, Foes};
use crate::sgs::{Character, load_character, save_character};

fn configs(n: u64) -> impl Iterator<Item = Config> {
    (0..n).map(|seed| Config {
        seed: seed * 7919 + 3,
        party: (seed % 4) as u8 + 1,
        foes: if seed % 4 == 3 {
            Foes::Mirror
        } else {
            Foes::Level((seed % 3) as u8 + 1)
        },
    })
}

#[test]
fn api_contract_random_games_end_fit_their_events_and_replay() {
    let longest = kit::games_end_and_replay::<Arena>(configs(16));
    assert!(longest > 30, "fights play past the start ({longest})");
}

#[test]
fn api_contract_listed_accepted_unlisted_refused_unchanged() {
    let (accepted, refused) = kit::listed_accepted_unlisted_refused::<Arena>(configs(6), 5, true);
    assert!(
        accepted > 500 && refused > 500,
        "{accepted} accepted, {refused} refused"
    );
}

#[test]
fn api_contract_slicing_never_changes_a_decision() {
    let n = kit::slicing_never_changes_a_decision::<Arena, Thinker>(configs(6), 7, &Level::ALL);
    assert!(n > 50, "{n} positions");
}

#[test]
fn api_contract_turn_is_auto_for_dice_and_a_seat_for_choices() {
    let mut g = <Arena as Rules>::new(Config {
        seed: 5,
        party: 2,
        foes: Foes::Level(1),
    });
    assert_eq!(g.turn(), Turn::Auto, "initiative is rolled automatically");
    let mut seats = 0;
    for _ in 0..300 {
        if g.turn() == Turn::Over {
            break;
        }
        if let Turn::Seat(_) = g.turn() {
            seats += 1;
        }
        let a = kit::legal(&g)[0];
        Rules::try_apply(&mut g, a, &mut 0usize).unwrap();
    }
    assert!(seats > 0);
}

#[test]
fn api_save_round_trips_and_the_loaded_game_plays_on_identically() {
    let (largest, checked) = kit::saves_round_trip::<Arena>(configs(8), 61);
    std::println!("sgs: largest save {largest} bytes over {checked} positions");
    assert!(checked > 1_000, "{checked} positions");
    assert!(largest <= Arena::MAX_SAVE_BYTES);
}

#[test]
fn api_save_damaged_saves_are_refused_or_sound() {
    let (refused, loaded) = kit::damaged_saves_are_refused_or_sound::<Arena>(configs(2), 300);
    std::println!("sgs: {refused} damaged saves refused, {loaded} loaded sound");
    assert!(refused > 1_000, "{refused} refused");
}

#[test]
fn api_save_a_character_is_carried_to_the_next_session() {
    let mut c: Character =
        "Bram (4): Very Strong, Tough, Fast, Clumsy; Blades +1, Climbing +1, Lore"
            .parse()
            .unwrap();
    c.wound(2);
    c.award(3);
    c.tutor(crate::sgs::Skill::Bows);
    let mut buf = [0u8; crate::sgs::CHARACTER_BYTES];
    let n = save_character(&c, &mut buf).unwrap();
    assert_eq!(load_character(&buf[..n]), Some(c.clone()));
    for cut in 0..n {
        assert_eq!(load_character(&buf[..cut]), None, "cut at {cut}");
    }
    let mut refused = 0;
    for bit in 0..n * 8 {
        let mut bad = buf;
        bad[bit / 8] ^= 1 << (bit % 8);
        match load_character(&bad[..n]) {
            None => refused += 1,
            Some(h) => assert!(h.is_sound()),
        }
    }
    assert!(refused > 0);
}
