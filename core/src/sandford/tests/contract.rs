//! Sandford against the shared contract's test kit (`crate::contract::kit`).

use crate::contract::{Level, Rules, Turn, kit};
use crate::sandford::{Action, Config, Game, HouseRules, Phase, SeatThinker};

fn configs(n: u64) -> impl Iterator<Item = Config> {
    (0..n).map(|i| Config {
        heroes: 1 + (i % 4) as u8,
        rings_option: i % 2 == 0,
        seed: i * 104_729 + 11,
        // The paper's rules, every house rule, then each one alone.
        house: match i % 6 {
            0 => HouseRules::NONE,
            1 => HouseRules::ALL,
            k => HouseRules::EACH[(k - 2) as usize],
        },
    })
}

#[test]
fn api_contract_random_games_end_fit_their_events_and_replay() {
    let longest = kit::games_end_and_replay::<Game>(configs(12));
    assert!(longest > 50, "games play past the first wave ({longest})");
}

#[test]
fn api_contract_listed_accepted_unlisted_refused_unchanged() {
    let (accepted, refused) = kit::listed_accepted_unlisted_refused::<Game>(configs(3), 15, true);
    assert!(
        accepted > 300 && refused > 1000,
        "{accepted} accepted, {refused} refused"
    );
}

#[test]
fn api_contract_slicing_never_changes_a_decision() {
    let n = kit::slicing_never_changes_a_decision::<Game, SeatThinker>(configs(4), 25, &Level::ALL);
    assert!(n > 20, "{n} positions");
}

#[test]
fn api_contract_turn_is_auto_in_automatic_phases_and_a_hero_otherwise() {
    let mut g = <Game as Rules>::new(Config {
        heroes: 3,
        rings_option: false,
        seed: 9,
        house: HouseRules::NONE,
    });
    let mut saw = [false; 3];
    for _ in 0..400 {
        let t = g.turn();
        match g.phase() {
            Phase::Monsters if g.soaking().is_some() => {
                let (h, _) = g.soaking().unwrap();
                assert_eq!(t, Turn::Seat(h), "the hero taking a blow chooses");
            }
            Phase::WaveApproaches | Phase::Monsters | Phase::Recover => {
                assert_eq!(t, Turn::Auto);
                saw[0] = true;
            }
            Phase::Won | Phase::Lost(_) => {
                assert_eq!(t, Turn::Over);
                break;
            }
            _ => {
                let Turn::Seat(h) = t else { panic!("{t:?}") };
                if let Some(p) = g.pending_hero() {
                    assert_eq!(h, p, "the hero owing an action is asked");
                    saw[1] = true;
                } else if g.can_start_round(h) {
                    saw[2] = true;
                }
            }
        }
        let a =
            crate::sandford::ai::choose(&g, Level::Normal, &mut crate::sandford::ai::AiRng::new(3));
        if a == Action::EndTurn && g.actor().is_some() {
            // Normal never gives up rounds it could use.
            panic!("EndTurn while hero {:?} could act", g.actor());
        }
        Rules::try_apply(&mut g, a, &mut 0usize).unwrap();
    }
    assert_eq!(saw, [true; 3]);
}

#[test]
fn api_contract_a_seat_thinker_for_one_hero_moves_only_that_hero() {
    let mut checked = 0;
    for config in configs(6) {
        let (seen, _) = kit::random_game::<Game>(config, 77, 10);
        for (g, _) in seen {
            for h in 0..g.heroes().len() as u8 {
                if !g.can_start_round(h) {
                    continue;
                }
                let mut t = SeatThinker::for_hero(&g, Level::Normal, h, 5);
                let a = loop {
                    if let Some(a) = t.step(&g, 50) {
                        break a;
                    }
                };
                assert!(
                    a == Action::EndTurn || a.hero() == Some(h),
                    "for hero {h} chose {a:?}"
                );
                assert!(g.is_legal(a));
                checked += 1;
            }
        }
    }
    assert!(checked > 20, "{checked} checked");
}

/// Events carry what the front end shows of them, so it never reads the
/// advanced game to describe an earlier event: a new monster's hit points,
/// where an attacked victim stands, a razed or repaired building's place and
/// the rounds of a new turn.
#[test]
fn api_events_carry_what_they_show() {
    use crate::contract::EventLog;
    use crate::sandford::{Event, Victim};
    let mut seen = [0u32; 4];
    for config in configs(6) {
        let (positions, _) = kit::random_game::<Game>(config, 5, 1);
        for (before, a) in positions {
            let mut after = before.clone();
            let mut log: EventLog<Event, 256> = EventLog::new();
            Rules::try_apply(&mut after, a, &mut log).unwrap();
            for e in log.iter() {
                match *e {
                    Event::MonsterSpawned { monster, hp, .. } => {
                        if let Some(m) = after.monster(monster) {
                            assert_eq!(m.max_hp, hp);
                            seen[0] += 1;
                        }
                    }
                    Event::MonsterAttacked { victim, at, .. } => {
                        let want = match victim {
                            Victim::Temple => before.temple().centre(),
                            Victim::Building(b) => before.buildings()[b as usize].block.centre(),
                            Victim::Hero(h) => before.heroes()[h as usize].cell,
                        };
                        assert_eq!(at, want, "{victim:?}");
                        seen[1] += 1;
                    }
                    Event::BuildingRazed { building, at }
                    | Event::BuildingRepaired { building, at } => {
                        assert_eq!(at, before.buildings()[building as usize].block.centre());
                        seen[2] += 1;
                    }
                    Event::TurnStarted { rounds } => {
                        assert_eq!(rounds, after.rounds_per_hero());
                        seen[3] += 1;
                    }
                    _ => {}
                }
            }
        }
    }
    assert!(seen.iter().all(|&n| n > 0), "{seen:?}");
}

#[test]
fn api_save_round_trips_and_the_loaded_game_plays_on_identically() {
    extern crate std;
    let (largest, checked) = kit::saves_round_trip::<Game>(configs(200), 400);
    std::println!("sandford: largest save {largest} bytes over {checked} positions");
    assert!(checked > 20_000, "{checked} positions");
    assert!(largest <= <Game as crate::contract::Saved>::MAX_SAVE_BYTES);
}

#[test]
fn api_save_damaged_saves_are_refused_or_sound() {
    extern crate std;
    let (refused, loaded) = kit::damaged_saves_are_refused_or_sound::<Game>(configs(6), 60);
    std::println!("sandford: {refused} damaged saves refused, {loaded} loaded sound");
    assert!(refused > 10_000, "{refused} refused");
}

/// The menu's "Continue" line says where a saved game stands.
#[test]
fn api_save_standing_says_where_the_game_is() {
    extern crate std;
    use super::{defend, far, new_game};
    use crate::contract::Saved;
    use crate::sandford::Loss;
    let line = |g: &Game| {
        let mut s = std::string::String::new();
        g.standing(&mut s).unwrap();
        s
    };
    assert_eq!(line(&new_game(2, 1)), "The heroes arrive");
    let mut g = defend(3, &[far(0, 0), far(2, 0)]);
    assert_eq!(line(&g), "Wave 3 of 6");
    g.phase = Phase::Won;
    assert_eq!(line(&g), "Sandford is saved");
    g.phase = Phase::Lost(Loss::Temple);
    assert_eq!(line(&g), "Game over");
}

/// A person's menu lists one hero's actions: at every decision of random
/// games, each hero's list is the whole list's actions of that hero (and
/// ending the turn), in the same order.
#[test]
fn api_contract_one_heros_actions_are_the_whole_lists_of_that_hero() {
    use crate::sandford::MAX_ACTIONS;
    use heapless::Vec;
    let mut checked = 0u32;
    for config in configs(8) {
        let mut g = <Game as Rules>::new(config);
        let mut rng = crate::sandford::ai::AiRng::new(config.seed);
        for _ in 0..300 {
            if g.is_over() {
                break;
            }
            let mut all: Vec<Action, MAX_ACTIONS> = Vec::new();
            g.legal_actions(&mut all);
            for hero in 0..g.heroes().len() as u8 {
                let mut mine: Vec<Action, MAX_ACTIONS> = Vec::new();
                g.hero_legal_actions(hero, &mut mine);
                let mut want: Vec<Action, MAX_ACTIONS> = all.clone();
                want.retain(|a| a.hero() == Some(hero) || *a == Action::EndTurn);
                assert_eq!(mine.as_slice(), want.as_slice(), "{config:?} hero {hero}");
                checked += u32::from(mine.len() > 1);
            }
            let a = crate::sandford::ai::choose(&g, Level::Random, &mut rng);
            let mut events: Vec<crate::sandford::Event, 128> = Vec::new();
            g.try_apply(a, &mut events)
                .expect("the computer's choice is legal");
        }
    }
    assert!(checked > 500, "{checked} lists with choices");
}
