//! The arena against the shared contract's test kit, and the saves.

extern crate std;

use crate::contract::{Level, Rules, Saved, Turn, kit};
use crate::sgs::ai::Thinker;
use crate::sgs::arena::{Arena, Config, Foes};
use crate::sgs::{Character, Outcome, Side, load_character, save_character};

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

/// Plays `g` on with the first legal action until `stop` holds (or the
/// fight ends); the actions taken.
fn play_until(g: &mut Arena, stop: impl Fn(&Arena) -> bool) -> std::vec::Vec<crate::sgs::Action> {
    let mut taken = std::vec::Vec::new();
    while g.turn() != Turn::Over && !stop(g) {
        let a = kit::legal(g)[0];
        Rules::try_apply(g, a, &mut 0usize).unwrap();
        taken.push(a);
    }
    taken
}

#[test]
fn api_an_arena_fight_suspended_at_the_persons_turn_resumes_there_and_plays_on_identically() {
    use crate::contract::save::{LoadError, decode, encode};
    use crate::sgs::Phase;
    use crate::sgs::quest::{Quest, QuestConfig};
    // The cartridge suspends a standalone fight where the person (fighter
    // 0) is to act, in the shared slot that also holds adventures.
    let mut g = <Arena as Rules>::new(Config {
        seed: 11,
        party: 2,
        foes: Foes::Level(2),
    });
    play_until(&mut g, |g| {
        g.round() >= 2 && g.phase() == Phase::Turn { who: 0 }
    });
    assert_eq!(
        g.phase(),
        Phase::Turn { who: 0 },
        "the fight reached round 2"
    );
    let mut buf = [0u8; Arena::MAX_SAVE_BYTES];
    let n = encode(&g, &mut buf).unwrap();
    let mut back: Arena = decode(&buf[..n]).unwrap();
    assert_eq!(back, g);
    let mut line = std::string::String::new();
    back.standing(&mut line).unwrap();
    assert_eq!(line, std::format!("Arena, round {}", g.round()));
    // Played on, the loaded fight takes the same actions to the same end.
    let a = play_until(&mut g, |_| false);
    let b = play_until(&mut back, |_| false);
    assert_eq!(a, b);
    assert_eq!(g, back);
    assert!(g.outcome().is_some());
    // The slot's bytes tell the two games apart: a fight is no adventure.
    assert_eq!(decode::<Quest>(&buf[..n]), Err(LoadError::OtherGame));
    let q = Quest::new(QuestConfig {
        seed: 1,
        party: 1,
        random: false,
        last_breath: false,
    });
    let mut qbuf = [0u8; Quest::MAX_SAVE_BYTES];
    let m = encode(&q, &mut qbuf).unwrap();
    assert_eq!(decode::<Arena>(&qbuf[..m]), Err(LoadError::OtherGame));
}

#[test]
fn rule_the_side_left_standing_wins_and_nobody_standing_is_a_draw() {
    // Whole fights of random legal choices: when one ends, the side with a
    // fighter still up has won, and with both sides down it is a draw (the
    // round cap is the other way to a draw, with both sides up).
    let (mut won_a, mut won_b) = (0, 0);
    for c in configs(48) {
        let mut g = <Arena as Rules>::new(c);
        let mut dice = crate::contract::Dice::new(c.seed ^ 0x5eed);
        while g.turn() != Turn::Over {
            let acts = kit::legal(&g);
            let a = acts[dice.below(acts.len() as u32) as usize];
            Rules::try_apply(&mut g, a, &mut 0usize).unwrap();
        }
        let up = |s: Side| g.fighters().iter().any(|f| f.side == s && f.up());
        let want = match (up(Side::A), up(Side::B)) {
            (true, false) => Outcome::Won(Side::A),
            (false, true) => Outcome::Won(Side::B),
            (false, false) => Outcome::Draw,
            (true, true) => {
                assert_eq!(g.round(), 20, "seed {}: both sides up, not the cap", c.seed);
                Outcome::Draw
            }
        };
        assert_eq!(g.outcome(), Some(want), "seed {}", c.seed);
        won_a += usize::from(want == Outcome::Won(Side::A));
        won_b += usize::from(want == Outcome::Won(Side::B));
    }
    assert!(won_a > 0 && won_b > 0, "A won {won_a}, B won {won_b}");
}

#[test]
fn api_a_thinker_is_stuck_only_on_a_finished_fight() {
    use crate::contract::Think;
    let mut g = <Arena as Rules>::new(Config {
        seed: 5,
        party: 2,
        foes: Foes::Level(1),
    });
    // Through the contract (the cartridge's frame asks it so).
    let stuck = |g: &Arena, level| {
        let t = <Thinker as Think<Arena>>::start(g, level, 1);
        <Thinker as Think<Arena>>::is_stuck(&t)
    };
    for level in Level::ALL {
        assert!(!stuck(&g, level));
    }
    g.phase = crate::sgs::Phase::Over;
    g.outcome = Some(Outcome::Draw);
    for level in Level::ALL {
        assert!(stuck(&g, level));
    }
}

#[test]
fn api_the_adventure_logs_its_words_and_says_where_it_stands() {
    use crate::contract::Typed;
    use crate::sgs::quest::{QEvent, QPhase, Quest, QuestConfig};
    use crate::sgs::scenes::Odds;
    use std::format;
    for s in crate::sgs::Skill::ALL {
        let line = format!("{}", Typed(&QEvent::Taught(s)));
        let word = s.name().to_ascii_lowercase();
        assert!(line.contains(&format!("skill={word}")), "{line}");
    }
    let words = [Odds::Likely, Odds::Even, Odds::Unlikely].map(Odds::word);
    assert_eq!(words, ["likely", "even", "unlikely"]);
    let mut q = Quest::new(QuestConfig {
        seed: 5,
        party: 1,
        random: false,
        last_breath: false,
    });
    assert_eq!(<Quest as Saved>::dice_state(&q), q.dice_state());
    let standing = |q: &Quest| {
        let mut s = std::string::String::new();
        q.standing(&mut s).unwrap();
        s
    };
    assert_eq!(standing(&q), "Scene 0 of the well");
    q.set_scene(3);
    let _ = q.try_apply(crate::sgs::quest::QAction::Continue, &mut 0usize);
    assert_eq!(q.phase(), QPhase::Fight);
    assert_eq!(standing(&q), "Scene 3, fighting");
    q.set_scene(13);
    q.phase = QPhase::Scene;
    q.arena = None;
    let _ = q.try_apply(crate::sgs::quest::QAction::Continue, &mut 0usize);
    assert_eq!(standing(&q), "Adventure over");
}

#[test]
fn rule_each_fight_sends_its_own_creatures() {
    use crate::sgs::roster::{CREATURES, foes};
    let names = |level| -> std::vec::Vec<&str> {
        foes(level)
            .iter()
            .map(|&i| CREATURES[i].0.split(':').next().unwrap())
            .collect()
    };
    assert_eq!(names(1), ["npc Cellar Rat", "npc Cellar Rat", "npc Goblin"]);
    assert_eq!(
        names(2),
        ["npc Goblin", "npc Zombie"],
        "goblins and a zombie"
    );
    assert_eq!(names(3), ["npc Bone Knight", "npc Goblin"]);
}
