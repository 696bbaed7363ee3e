//! A walk the child watches, tested in the ROM: the computer's steps and a
//! flee cube's push are each seen, their words held long enough to read,
//! and R still hurries them.

use alloc::string::String;
use alloc::vec::Vec;

use super::pace::STEP;
use super::view::{Anim, HOLD};
use crate::player::{Pace, Player, Stage};
use tabletop_core::contract::Rules;
use tabletop_core::rush::{Config, Event, Game, HouseRules, Spot};

/// What a child saw of `events` at R's `speed`: the frames the Zombie's
/// piece moved on, the words said (frame, words), and the last frame.
struct Seen {
    moved: Vec<u32>,
    said: Vec<(u32, String)>,
    end: u32,
}

fn watch(events: &[Event], told: bool, speed: u32) -> Seen {
    let game = <Game as Rules>::new(Config {
        seed: 3,
        players: 2,
        house: HouseRules::NONE,
    });
    let mut anim = Anim::new(&game);
    anim.walks_told = told;
    let mut player = Player::default();
    player.push(events.iter().copied());
    let mut seen = Seen {
        moved: Vec::new(),
        said: Vec::new(),
        end: 0,
    };
    let mut at = anim.shown.at[0];
    while player.busy() {
        seen.end += 1;
        assert!(seen.end < 20_000, "the events never ended");
        player.update(&mut anim, Pace { speed, skip: false });
        if anim.shown.at[0] != at {
            at = anim.shown.at[0];
            seen.moved.push(seen.end);
        }
        // (Said again, the same words stay on the strip: one sentence.)
        if let Some(m) = anim.message.take()
            && seen.said.last().map(|l| &l.1) != Some(&m)
        {
            seen.said.push((seen.end, m));
        }
        anim.drawn();
    }
    seen
}

/// The Zombie's walk along the street (row 6) into building 9.
fn walk() -> Vec<Event> {
    let way = [
        Spot::block(3, 6),
        Spot::block(4, 6),
        Spot::block(5, 6),
        Spot::block(6, 6),
        Spot::building(9),
    ];
    way.windows(2)
        .enumerate()
        .map(|(k, w)| Event::Stepped {
            player: 0,
            from: w[0],
            to: w[1],
            left: 3 - k as u8,
        })
        .collect()
}

/// Frames between one move of the piece and the next (and after the last,
/// to the end).
fn gaps(s: &Seen) -> Vec<u32> {
    let mut at = s.moved.clone();
    at.push(s.end);
    at.windows(2).map(|w| w[1] - w[0]).collect()
}

#[test_case]
fn the_computer_s_walk_is_seen_step_by_step_and_its_words_read(_gba: &mut agb::Gba) {
    // The playtest (session 32): 10 frames a step, the words gone at once.
    let s = watch(&walk(), true, 1);
    assert_eq!(s.moved.len(), 4, "{:?}", s.moved);
    let gaps = gaps(&s);
    agb::println!("rush: computer walk gaps {:?}", gaps);
    assert!(gaps.iter().all(|&g| g >= STEP), "{gaps:?}");
    assert!(STEP >= 24, "a step under 0.4 s");
    // "walks along the street", then "walks to building 9": each stays.
    assert_eq!(s.said.len(), 2, "{:?}", s.said);
    assert!(s.said[0].1.contains("along the street"), "{:?}", s.said);
    assert!(s.said[1].1.contains("to building 9"), "{:?}", s.said);
    assert!(s.said[1].0 - s.said[0].0 >= HOLD, "{:?}", s.said);
    assert!(s.end - s.said[1].0 >= HOLD, "{} {:?}", s.end, s.said);
    // The same words twice are not held twice: the steps walk on.
    assert!(gaps[1] < HOLD && gaps[2] < HOLD, "{gaps:?}");
    // R hurries it (four times as fast).
    let fast = watch(&walk(), true, 4);
    assert!(fast.end * 3 < s.end, "{} hurried, {} not", fast.end, s.end);
    // A person's own walk stays quick: no words, a few frames a step.
    let own = watch(&walk(), false, 1);
    assert!(own.said.is_empty(), "{:?}", own.said);
    assert!(own.end < s.end / 4, "{} own, {} watched", own.end, s.end);
}

#[test_case]
fn a_flee_cube_s_push_is_seen_and_said_once(_gba: &mut agb::Gba) {
    use tabletop_core::rush::CubeUse;
    // "Jock uses a cube: her holder is pushed 3 blocks back!", then the
    // Zombie pushed three blocks along the street.
    let mut events = alloc::vec![Event::CubeSpent {
        player: 1,
        used: CubeUse::Flee,
        d6: 3,
    }];
    events.extend(walk().into_iter().take(3).map(|e| match e {
        Event::Stepped {
            player,
            from,
            to,
            left,
        } => Event::Pushed {
            player,
            from,
            to,
            left,
        },
        e => e,
    }));
    let s = watch(&events, false, 1);
    assert_eq!(s.moved.len(), 3, "{:?}", s.moved);
    let gaps = gaps(&s);
    agb::println!("rush: push gaps {:?} said {:?}", gaps, s.said);
    assert!(gaps.iter().all(|&g| g >= STEP), "{gaps:?}");
    // The cube's words stay before the first push; the push's words are
    // the same at every step (no count ticking down under a moving
    // piece): two sentences in all.
    assert_eq!(s.said.len(), 2, "{:?}", s.said);
    assert!(s.said[0].1.contains("pushed 3 blocks back"), "{:?}", s.said);
    assert!(
        s.moved[0] - s.said[0].0 >= HOLD,
        "{:?} {:?}",
        s.said,
        s.moved
    );
    assert!(
        s.said[1].1.starts_with("Zombie is pushed away from home"),
        "{:?}",
        s.said
    );
    assert!(s.end - s.said[1].0 >= HOLD, "{} {:?}", s.end, s.said);
}

#[test_case]
fn a_push_s_arrow_points_the_way_the_piece_goes(_gba: &mut agb::Gba) {
    use super::pace::way;
    use crate::hand::Dir;
    assert_eq!(way(Spot::block(3, 6), Spot::block(4, 6)), Some(Dir::Right));
    assert_eq!(way(Spot::block(6, 6), Spot::block(6, 7)), Some(Dir::Down));
    assert_eq!(way(Spot::block(6, 6), Spot::building(9)), Some(Dir::Up));
    assert_eq!(way(Spot::block(6, 6), Spot::block(6, 6)), None);
}

#[test_case]
fn a_computer_s_first_turn_says_r_hurries_and_b_skips(_gba: &mut agb::Gba) {
    use super::words::COMPUTER_KEYS;
    let game = <Game as Rules>::new(Config {
        seed: 3,
        players: 2,
        house: HouseRules::NONE,
    });
    let mut anim = Anim::new(&game);
    anim.computer = [false, true, false, false];
    let said = |anim: &mut Anim, player: u8| {
        anim.begin(&Event::TurnStarted { player });
        anim.message.take().unwrap_or_default()
    };
    // Her on the Cloud: that line comes first (two lines are all).
    assert!(!said(&mut anim, 1).contains(COMPUTER_KEYS));
    anim.shown.princess = [Spot::building(3); 2];
    // A person's turn: nothing of R and B.
    assert!(!said(&mut anim, 0).contains(COMPUTER_KEYS));
    let first = said(&mut anim, 1);
    assert_eq!(
        first,
        alloc::format!("Jock: catch the zombies' princess!\n{COMPUTER_KEYS}")
    );
    let g = crate::text::Glyphs::new();
    assert!(g.width(COMPUTER_KEYS) <= super::words::STRIP_W);
    // Told once.
    assert!(!said(&mut anim, 1).contains(COMPUTER_KEYS));
}
