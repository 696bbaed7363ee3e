//! The campus's animation, tested in the ROM: a roll's words wait for its
//! dice, a minion move is spoken of only with a minion to move, and a
//! spent move die leaves the tray.

use super::view::Anim;
use crate::player::Stage;
use tabletop_core::contract::Rules;
use tabletop_core::rush::{Config, Event, Game, HouseRules, Spot};

/// The pace a child sees (no button held).
const ONE_BY_ONE: crate::player::Pace = crate::player::Pace {
    speed: 1,
    skip: false,
};

/// The view of a new two-player game.
fn new_anim() -> Anim {
    Anim::new(&<Game as Rules>::new(Config {
        seed: 3,
        players: 2,
        house: HouseRules::NONE,
    }))
}

#[test_case]
fn a_roll_s_words_wait_for_its_dice_to_settle(_gba: &mut agb::Gba) {
    let game = <Game as Rules>::new(Config {
        seed: 3,
        players: 2,
        house: HouseRules::NONE,
    });
    let mut anim = Anim::new(&game);
    let rolled = Event::FightRolled {
        at: Spot::building(3),
        attacker_d20: 9,
        attacker_total: 9,
        defender_d20: 15,
        defender_total: 15,
    };
    let len = anim.begin(&rolled);
    assert!(anim.message.is_none(), "words before the dice");
    // Frame by frame as the screen runs: the event player's tick, the
    // front's text (the totals once landed, the words), the sprites drawn.
    let (mut settled_at, mut totals_at, mut said_at) = (None, None, None);
    for t in 1..=len {
        anim.tick(Some(&rolled), t, len);
        if totals_at.is_none() && anim.landed() {
            totals_at = Some(t);
        }
        if said_at.is_none() && anim.message.take().is_some() {
            said_at = Some(t);
        }
        anim.drawn();
        if settled_at.is_none() && anim.tray.tumble == 0 {
            settled_at = Some(t);
        }
    }
    let settled_at = settled_at.expect("the dice never settled");
    let totals_at = totals_at.expect("the totals never showed");
    let said_at = said_at.expect("the words were never said");
    // Written the frame after the settled faces were drawn (text shows as
    // it is written, sprites only from the next frame), never with them.
    assert!(settled_at >= 17, "settled at frame {settled_at}");
    assert!(
        totals_at > settled_at,
        "totals at {totals_at}, dice settled at {settled_at}"
    );
    assert!(
        said_at > totals_at,
        "words at {said_at}, totals at {totals_at}"
    );
    // A roll skipped at once (B) still says its words, once its dice were
    // drawn settled.
    let len = anim.begin(&rolled);
    assert!(len > 0 && anim.message.is_none());
    anim.end(Some(&rolled));
    assert!(
        !anim.landed() && anim.message.is_none(),
        "totals or words before the dice were drawn"
    );
    anim.drawn();
    assert!(anim.landed());
    anim.drawn();
    assert!(anim.message.is_some(), "a skipped roll lost its words");
    // Words with no dice come at once.
    anim.begin(&Event::RoundStarted { round: 2 });
    assert!(anim.message.is_some());
}

#[test_case]
fn a_minion_move_is_spoken_of_only_with_a_minion_to_move(_gba: &mut agb::Gba) {
    let game = <Game as Rules>::new(Config {
        seed: 3,
        players: 2,
        house: HouseRules::NONE,
    });
    let mut anim = Anim::new(&game);
    assert!(anim.shown.minions[0].is_empty());
    let one = Event::MoveRolled {
        player: 0,
        d4: 1,
        points: 1,
        minion_point: true,
    };
    let said = |anim: &mut Anim| {
        anim.begin(&one);
        anim.end(Some(&one));
        anim.drawn();
        anim.drawn();
        anim.message.take().expect("the move die's words")
    };
    let text = said(&mut anim);
    assert!(!text.contains("minion"), "no minion, yet: {text}");
    let _ = anim.shown.minions[0].push(Spot::building(5));
    let text = said(&mut anim);
    assert!(text.contains("minion"), "a minion to move, yet: {text}");
    // The jocks' minions are not the zombie's.
    anim.shown.minions[0].clear();
    let _ = anim.shown.minions[1].push(Spot::building(20));
    let text = said(&mut anim);
    assert!(!text.contains("minion"), "{text}");
}

/// The zombie on the street in his move, 2 points left of a d4 of 3.
const MOVING: &str = "\
rush players=2 round=2 slot=0 order=0,1 phase=move points=2 minion=0 stopped=0 released=0 asked=0 pile=11 outcome=- house=0
roll keys=7,12 rolling=0 rolls=1
p0 at=7,3 cubes=0 ban=cloud picked=cloud
p1 at=b17 cubes=0 ban=cloud picked=cloud
princess team=zombies at=b12 carrier=-
princess team=jocks at=b3 carrier=-
minions team=zombies at=-
minions team=jocks at=-
fight at=cloud side=zombies attacker=mz defender=mj added=0,0 ties=0 comeback=0 stops=0";

#[test_case]
fn the_move_die_leaves_the_tray_when_its_points_are_spent(_gba: &mut agb::Gba) {
    let moving: Game = MOVING.parse().expect("the position");
    let mut anim = Anim::new(&moving);
    let rolled = Event::MoveRolled {
        player: 0,
        d4: 3,
        points: 3,
        minion_point: false,
    };
    anim.begin(&rolled);
    anim.end(Some(&rolled));
    anim.settle(&moving);
    assert_eq!(anim.tray.d4, 3, "points left: the die stays");
    let spent: Game = MOVING
        .replace("points=2", "points=0")
        .parse()
        .expect("the position");
    anim.settle(&spent);
    assert_eq!(anim.tray.d4, 0, "no points left, yet the die shows");
}

#[test_case]
fn things_sharing_a_space_stand_side_by_side_each_seen(_gba: &mut agb::Gba) {
    use super::campus::{CH, CW, place, spot_at};
    use tabletop_core::rush::map::{COLS, ROWS};
    // Every block and building, with up to eight things in it (four
    // players, two princesses, minions): no two centres closer than 6
    // pixels (a minion is 7 wide, a piece 10: the playtest's new minion
    // hid under the fight's winner), every one on the map.
    let mut spaces: heapless::Vec<Spot, 256> = heapless::Vec::new();
    for row in 0..ROWS as u8 {
        for col in 0..COLS as u8 {
            let s = spot_at(col, row);
            if !spaces.contains(&s) {
                let _ = spaces.push(s);
            }
        }
    }
    for &s in &spaces {
        for n in 1..=8 {
            let at: heapless::Vec<(i32, i32), 8> = (0..n).map(|k| place(s, k, n)).collect();
            for (a, &p) in at.iter().enumerate() {
                assert!(
                    p.0 >= 5 && p.0 <= COLS as i32 * CW - 5 && p.1 >= 0 && p.1 <= ROWS as i32 * CH,
                    "{s:?}: thing {a} of {n} off the map at {p:?}"
                );
                for (b, &q) in at.iter().enumerate().skip(a + 1) {
                    let apart = (p.0 - q.0).abs().max((p.1 - q.1).abs());
                    assert!(
                        apart >= 6,
                        "{s:?}: things {a} and {b} of {n} at {p:?} and {q:?}"
                    );
                }
            }
        }
    }
}

/// Plays `events` through the event player as the screen does, frame by
/// frame at `speed` (1, or 4 with A or R held): each line of words said,
/// with the frame it came, and the frame the last event ended.
fn lines_said(
    events: &[Event],
    speed: u32,
) -> (alloc::vec::Vec<(u32, alloc::string::String)>, u32) {
    use crate::player::{Pace, Player};
    let game = <Game as Rules>::new(Config {
        seed: 3,
        players: 2,
        house: HouseRules::NONE,
    });
    let mut anim = Anim::new(&game);
    let mut player = Player::default();
    player.push(events.iter().copied());
    let mut said = alloc::vec::Vec::new();
    let mut frame = 0;
    while player.busy() {
        frame += 1;
        assert!(frame < 20_000, "the events never ended");
        player.update(&mut anim, Pace { speed, skip: false });
        if let Some(m) = anim.message.take() {
            said.push((frame, m));
        }
        anim.drawn();
    }
    (said, frame)
}

/// Two turns: the order, the first princess to run off, the move die, a
/// chain of fights in one building (a minion, then the Jock, with a tie),
/// and the Jock's turn with a minion point.
fn two_turns() -> alloc::vec::Vec<Event> {
    use tabletop_core::rush::{Fighter, Team};
    let at = Spot::building(7);
    let (zombie, jock) = (Fighter::Player(0), Fighter::Player(1));
    alloc::vec![
        Event::RoundStarted { round: 2 },
        Event::OrderRolled {
            faces: [12, 7, 0, 0]
        },
        Event::OrderSet {
            order: [0, 1, 0, 0]
        },
        Event::TurnStarted { player: 0 },
        Event::PrincessRolled {
            team: Team::Jocks,
            face: 7
        },
        Event::PrincessPlaced {
            team: Team::Jocks,
            result: 7,
            at
        },
        Event::MoveRolled {
            player: 0,
            d4: 4,
            points: 4,
            minion_point: false
        },
        Event::FightStarted {
            at,
            attacker: zombie,
            defender: Fighter::Minion(Team::Jocks)
        },
        Event::FightRolled {
            at,
            attacker_d20: 15,
            attacker_total: 15,
            defender_d20: 3,
            defender_total: 3
        },
        Event::FightWon {
            at,
            winner: zombie,
            loser: Fighter::Minion(Team::Jocks),
            minion_placed: true
        },
        Event::FightStarted {
            at,
            attacker: zombie,
            defender: jock
        },
        Event::FightRolled {
            at,
            attacker_d20: 9,
            attacker_total: 9,
            defender_d20: 9,
            defender_total: 9
        },
        Event::Tied { at },
        Event::FightRolled {
            at,
            attacker_d20: 12,
            attacker_total: 12,
            defender_d20: 4,
            defender_total: 4
        },
        Event::FightWon {
            at,
            winner: zombie,
            loser: jock,
            minion_placed: true
        },
        Event::TurnEnded { player: 0 },
        Event::TurnStarted { player: 1 },
        Event::PrincessRolled {
            team: Team::Zombies,
            face: 3
        },
        Event::PrincessPlaced {
            team: Team::Zombies,
            result: 3,
            at: Spot::CLOUD
        },
        Event::MoveRolled {
            player: 1,
            d4: 3,
            points: 3,
            minion_point: false
        },
    ]
}

#[test_case]
fn every_line_of_words_stays_long_enough_to_read(_gba: &mut agb::Gba) {
    use super::view::HOLD;
    // The playtest: "The move die shows 4" stayed about 0.3 s, a fight's
    // result about 1.7 s. A 7-year-old reads a short line in 2 to 3 s.
    assert!(HOLD >= 120, "{HOLD} frames is under 2 s");
    let (said, end) = lines_said(&two_turns(), 1);
    assert!(said.len() >= 18, "{said:?}");
    for (k, (at, text)) in said.iter().enumerate() {
        let until = said.get(k + 1).map_or(end, |n| n.0);
        agb::println!(
            "rush: hold {} frames: {}",
            until - at,
            text.replace('\n', " ")
        );
        assert!(
            until - at >= HOLD,
            "{:?} stayed {} frames (under {HOLD})",
            text,
            until - at
        );
    }
    // A held hurries them (four times as fast), every line still said.
    let (hurried, hurried_end) = lines_said(&two_turns(), 4);
    assert_eq!(hurried.len(), said.len());
    assert!(
        hurried_end * 3 < end,
        "{hurried_end} frames hurried, {end} not"
    );
}

#[test_case]
fn each_fight_of_a_chain_is_announced_and_its_result_waits(_gba: &mut agb::Gba) {
    use super::view::HOLD;
    let (said, _) = lines_said(&two_turns(), 1);
    let find = |what: &str| {
        said.iter()
            .position(|l| l.1.contains(what))
            .unwrap_or_else(|| panic!("{what:?} never said: {said:?}"))
    };
    let first = find("Fight! Zombie attacks");
    let gone = find("minion is gone");
    let another = find("Another fight! Zombie attacks");
    assert!(first < gone && gone < another, "{said:?}");
    assert_eq!(said.iter().filter(|l| l.1.contains("ight! ")).count(), 2);
    // The first fight's result stays before the next is announced, and
    // the next's dice are rolled only after its announcement stayed.
    assert!(said[another].0 - said[gone].0 >= HOLD);
    assert!(said[another + 1].1.starts_with("Attack"), "{said:?}");
    assert!(said[another + 1].0 - said[another].0 >= HOLD);
}

#[test_case]
fn the_first_princess_to_run_off_says_why_once(_gba: &mut agb::Gba) {
    let (said, _) = lines_said(&two_turns(), 1);
    let why: alloc::vec::Vec<usize> = said
        .iter()
        .enumerate()
        .filter(|(_, l)| l.1 == super::words::RUNS_OFF)
        .map(|(k, _)| k)
        .collect();
    assert_eq!(why.len(), 1, "{said:?}");
    // Why, then where: the big die's face follows it.
    assert!(
        said[why[0] + 1].1.contains("The big die says 7"),
        "{said:?}"
    );
    assert!(said.iter().any(|l| l.1.contains("The big die says 3")));
}

#[test_case]
fn what_only_the_game_as_shown_can_tell_is_said(_gba: &mut agb::Gba) {
    use super::view::Shown;
    use tabletop_core::rush::Team;
    let game: Game = crate::rush::reach::tests::NEXT_DOOR
        .parse()
        .expect("the position");
    let mut shown = Shown::of(&game);
    // A carrier's turn is to bring her home, not to catch her.
    shown.carrier[Team::Jocks.idx()] = Some(0);
    let t = shown.retell(&Event::TurnStarted { player: 0 }, false);
    assert!(
        t.as_deref()
            .is_some_and(|t| t.contains("bring the princess home")),
        "{t:?}"
    );
    shown.carrier[Team::Jocks.idx()] = None;
    assert!(
        shown
            .retell(&Event::TurnStarted { player: 0 }, false)
            .is_none()
    );
    // A princess sent where she stands: she stays, and it is said why.
    let at = Spot::building(7);
    shown.princess[Team::Jocks.idx()] = at;
    let placed = Event::PrincessPlaced {
        team: Team::Jocks,
        result: 7,
        at,
    };
    let t = shown.retell(&placed, false);
    assert!(
        t.as_deref()
            .is_some_and(|t| t.contains("already, so she stays")),
        "{t:?}"
    );
    shown.princess[Team::Jocks.idx()] = Spot::building(3);
    assert!(shown.retell(&placed, false).is_none());
    // The computer ends its turn with points unused: said.
    let rolled = Event::MoveRolled {
        player: 0,
        d4: 4,
        points: 4,
        minion_point: false,
    };
    let ended = Event::TurnEnded { player: 0 };
    shown.retell(&rolled, true);
    let t = shown.retell(&ended, true);
    assert!(
        t.as_deref()
            .is_some_and(|t| t.contains("4 points not used")),
        "{t:?}"
    );
    // A person's own end, or every point walked: nothing more to say.
    shown.retell(&rolled, false);
    assert!(shown.retell(&ended, false).is_none());
    shown.retell(&rolled, true);
    shown.retell(
        &Event::Stepped {
            player: 0,
            from: at,
            to: at,
            left: 0,
        },
        true,
    );
    assert!(shown.retell(&ended, true).is_none());
    // Through the animation, the words are said.
    let mut anim = Anim::new(&game);
    anim.walks_told = true;
    anim.begin(&rolled);
    anim.begin(&ended);
    for t in 1..400 {
        anim.tick(Some(&ended), t, 400);
        anim.drawn();
    }
    assert!(
        anim.message
            .as_deref()
            .is_some_and(|m| m.contains("not used")),
        "{:?}",
        anim.message
    );
}

#[test_case]
fn a_fight_that_fits_one_line_is_said_on_one(_gba: &mut agb::Gba) {
    use tabletop_core::rush::{Fighter, Team};
    let e = Event::FightStarted {
        at: Spot::building(7),
        attacker: Fighter::Player(1),
        defender: Fighter::Player(0),
    };
    let t = super::words::event(2, &e).expect("words");
    assert_eq!(t, "Fight! Jock attacks Zombie.");
    // A long one still breaks before the defender.
    let e = Event::FightStarted {
        at: Spot::building(7),
        attacker: Fighter::Minion(Team::Zombies),
        defender: Fighter::Minion(Team::Jocks),
    };
    let t = super::words::event(4, &e).expect("words");
    assert!(t.contains('\n'), "{t}");
}

#[test_case]
fn a_princess_in_her_hunters_base_and_a_fight_s_roll_are_said_plainly(_gba: &mut agb::Gba) {
    use tabletop_core::rush::Team;
    // She runs into the jocks' base: that a jock there wins with her is said.
    let e = Event::PrincessPlaced {
        team: Team::Zombies,
        result: 20,
        at: Team::Jocks.base(),
    };
    let t = super::words::event(2, &e).expect("words");
    assert!(t.starts_with("She runs into the jocks' base!"), "{t}");
    assert!(t.contains("A jock there can grab her and win."), "{t}");
    // A fight's two rolls: "Attack" and "Guard", never "Defence".
    let e = Event::FightRolled {
        at: Spot::building(3),
        attacker_d20: 9,
        attacker_total: 9,
        defender_d20: 15,
        defender_total: 15,
    };
    let t = super::words::event(2, &e).expect("words");
    assert_eq!(t, "Attack: big die 9\nGuard: big die 15");
}

#[test_case]
fn a_round_s_header_and_words_read_in_order(_gba: &mut agb::Gba) {
    // The header "Round 2", then its question under it; never the
    // question over "Round 2!".
    assert_eq!(super::header::round_header(2), "Round 2");
    // The front says what the round's dice are for before they roll
    // (Front::watch): the round's events say nothing of it.
    assert_eq!(
        super::words::event(2, &Event::RoundStarted { round: 2 }),
        None
    );
    assert_eq!(
        super::words::ORDER,
        "Everyone rolls the big die:\nhighest goes first."
    );
}

#[test_case]
fn who_goes_first_is_said_once_the_order_dice_settled(_gba: &mut agb::Gba) {
    // The round's question comes before its dice (the front, e2e
    // rush_look); who goes first, after them.
    use crate::player::Player;
    let mut anim = new_anim();
    let mut player = Player::default();
    player.push(two_turns().into_iter().take(3));
    let (mut rolled, mut first) = (None, None);
    let mut frame = 0;
    while player.busy() {
        frame += 1;
        player.update(&mut anim, ONE_BY_ONE);
        if let Some(m) = anim.message.take() {
            assert!(!m.contains("Everyone rolls"), "{m}");
            if m.contains("goes first this round") {
                first.get_or_insert(frame);
            }
        }
        if anim.tray.tumble > 0 {
            rolled.get_or_insert(frame);
        }
        anim.drawn();
    }
    let (rolled, first) = (rolled.expect("rolled"), first.expect("first"));
    assert!(rolled < first, "dice at {rolled}, first at {first}");
}

#[test_case]
fn a_princess_runs_off_from_her_place_when_her_die_is_told(_gba: &mut agb::Gba) {
    // The playtest (session 32): "The big die says 15" while she still
    // stood in the Cloud; she moved only a few seconds later.
    use crate::player::Player;
    use tabletop_core::rush::Team;
    let mut anim = new_anim();
    let was = anim.standing(Team::Jocks).expect("she stands at the start");
    let mut player = Player::default();
    let to = Spot::building(15);
    player.push([
        Event::PrincessRolled {
            team: Team::Jocks,
            face: 15,
        },
        Event::PrincessPlaced {
            team: Team::Jocks,
            result: 15,
            at: to,
        },
    ]);
    let mut told = false;
    while player.busy() {
        player.update(&mut anim, ONE_BY_ONE);
        if let Some(m) = anim.message.take() {
            told |= m.contains("15");
        }
        // Once her die is told she is not at her old place.
        if told && anim.standing(Team::Jocks) == Some(was) {
            panic!("the big die said 15 with her still at {was:?}");
        }
        anim.drawn();
    }
    assert!(told);
    assert_eq!(anim.standing(Team::Jocks), Some(to));
}
