//! Either way of playing (the adventure or an arena fight) as one game on
//! the shared contract's test kit: the type the cartridge's turn driver
//! plays and saves.

use crate::contract::{Level, Rules, Saved, Turn, kit};
use crate::sgs::arena::{Config, Foes};
use crate::sgs::quest::{QAction, QIllegal, QuestConfig};
use crate::sgs::{Game, GameThinker, Start};

fn configs(n: u64) -> impl Iterator<Item = Start> {
    (0..n).map(|seed| {
        let s = seed * 7919 + 5;
        let party = (seed % 4) as u8 + 1;
        if seed % 2 == 0 {
            Start::Adventure(QuestConfig {
                seed: s,
                party,
                random: seed % 4 == 2,
                last_breath: seed % 3 == 0,
            })
        } else {
            Start::Arena(Config {
                seed: s,
                party,
                foes: Foes::Level((seed % 3) as u8 + 1),
            })
        }
    })
}

#[test]
fn api_either_random_games_end_fit_their_events_and_replay() {
    let longest = kit::games_end_and_replay::<Game>(configs(12));
    assert!(longest > 30, "games play past the start ({longest})");
}

#[test]
fn api_either_listed_accepted_unlisted_refused_unchanged() {
    let (accepted, refused) = kit::listed_accepted_unlisted_refused::<Game>(configs(6), 5, true);
    assert!(
        accepted > 300 && refused > 300,
        "{accepted} accepted, {refused} refused"
    );
}

#[test]
fn api_either_slicing_never_changes_a_decision() {
    let n = kit::slicing_never_changes_a_decision::<Game, GameThinker>(configs(6), 7, &Level::ALL);
    assert!(n > 50, "{n} positions");
}

#[test]
fn api_either_saves_round_trip_and_damaged_ones_are_refused_or_sound() {
    let (largest, checked) = kit::saves_round_trip::<Game>(configs(6), 41);
    assert!(checked > 500, "{checked} positions");
    assert!(largest <= Game::MAX_SAVE_BYTES, "{largest}");
    let (refused, _) = kit::damaged_saves_are_refused_or_sound::<Game>(configs(2), 200);
    assert!(refused > 500, "{refused} refused");
}

/// An arena fight refuses the adventure's own actions with the adventure's
/// "not now", and plays its fight's actions as the arena alone does.
#[test]
fn api_either_an_arena_fight_is_the_arena_played_through_the_adventure_s_actions() {
    let config = Config {
        seed: 11,
        party: 2,
        foes: Foes::Level(2),
    };
    let mut g = <Game as Rules>::new(Start::Arena(config));
    let mut a = <crate::sgs::Arena as Rules>::new(config);
    assert_eq!(
        Rules::try_apply(&mut g, QAction::Continue, &mut 0usize),
        Err(QIllegal::NotNow)
    );
    while a.turn() != Turn::Over {
        let x = kit::legal(&a)[0];
        assert_eq!(kit::legal(&g)[0], QAction::Fight(x));
        let (mut ea, mut eg) = (0usize, 0usize);
        Rules::try_apply(&mut a, x, &mut ea).unwrap();
        Rules::try_apply(&mut g, QAction::Fight(x), &mut eg).unwrap();
        assert_eq!(ea, eg);
        assert_eq!(g.turn(), a.turn());
        assert_eq!(g.dice_state(), a.dice_state());
    }
    assert_eq!(
        g.outcome(),
        a.outcome().map(crate::sgs::Ended::Arena),
        "the same end"
    );
}

/// The adventure is an adventure, with a fight only once one is on; an
/// arena fight is a fight and no adventure.
#[test]
fn api_either_names_its_adventure_and_its_fight() {
    let q = <Game as Rules>::new(Start::Adventure(QuestConfig {
        seed: 3,
        party: 2,
        random: false,
        last_breath: false,
    }));
    assert!(q.quest().is_some_and(|x| x.scene() == 0));
    assert!(q.arena().is_none(), "no fight before the first scene");
    let config = Config {
        seed: 3,
        party: 2,
        foes: Foes::Level(1),
    };
    let a = <Game as Rules>::new(Start::Arena(config));
    assert!(a.quest().is_none());
    assert_eq!(a.arena(), Some(&<crate::sgs::Arena as Rules>::new(config)));
}
