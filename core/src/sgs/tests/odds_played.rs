//! The odds shown are the odds as played: `opposed_win` against every die
//! outcome of the real arena's blow and the real adventure's contest, each
//! side adding its bonus dice while behind (as the Game Master and the
//! computer at every level do).

extern crate std;

use std::vec::Vec;

use super::arena::{act, arena, p};
use crate::contract::EventLog;
use crate::sgs::odds::{Odds, opposed_win, opposed_win_without_bonus};
use crate::sgs::quest::{QAction, QEvent, QPhase, Quest};
use crate::sgs::scenes::{SCENES, Scene};
use crate::sgs::{Ability, Action, Arena, Event, Phase, Side, Weapon};

/// A sheet whose Strong rolls `n` dice and whose Agile, Strong and Fast
/// roll at most that.
fn sheet(name: &str, n: u8) -> std::string::String {
    let level = [
        "Weak, Clumsy",
        "",
        "Strong",
        "Very Strong",
        "Extremely Strong",
    ];
    std::format!("npc {name}: {}", level[usize::from(n) - 1])
}

/// An arena at the attacker's turn: `a` dice of Strong with fists against a
/// defender pushing back with `b` dice of Strong.
fn blow_ready(a: u8, b: u8) -> Arena {
    let mut g = arena(
        &[
            p(&sheet("Att", a), Weapon::Fists, Side::A, (3, 3)),
            p(&sheet("Def", b), Weapon::Fists, Side::B, (4, 3)),
        ],
        &[],
    );
    // Initiative: the attacker's dice all 5s, the defender's all 2s.
    let mut faces = Vec::new();
    faces.resize(usize::from(g.initiative_pool(0).1), 5);
    faces.resize(faces.len() + usize::from(g.initiative_pool(1).1), 2);
    g.script(&faces);
    while g.phase() != (Phase::Turn { who: 0 }) {
        act(&mut g, Action::Continue);
    }
    g
}

/// Ways (out of `6^left`) the blow lands from here, every bonus die's face
/// enumerated, the side behind always adding one.
fn lands(g: &Arena, left: u32) -> u64 {
    match g.phase() {
        Phase::Boxcars { .. } => (1..=6)
            .map(|f| {
                let mut h = g.clone();
                h.script(&[f]);
                act(&mut h, Action::Bonus);
                lands(&h, left - 1)
            })
            .sum(),
        Phase::Resolve => {
            let mut h = g.clone();
            let ev = act(&mut h, Action::Continue);
            if ev.iter().any(|e| matches!(e, Event::Hit { .. })) {
                6u64.pow(left)
            } else {
                assert!(ev.iter().any(|e| matches!(e, Event::Missed { .. })));
                0
            }
        }
        ph => panic!("{ph:?}"),
    }
}

/// The arena's blow of `a` dice against `b`, every throw and bonus die.
fn arena_blow(a: u8, b: u8) -> Odds {
    let g = blow_ready(a, b);
    let attack = Action::Attack {
        target: 1,
        with: Ability::Strong,
    };
    let n = u32::from(a + b);
    let mut wins = 0u64;
    let mut shown = None;
    for k in 0..6u64.pow(n) {
        let mut h = g.clone();
        let mut x = k;
        let faces: Vec<u8> = (0..n)
            .map(|_| {
                let f = (x % 6) as u8 + 1;
                x /= 6;
                f
            })
            .collect();
        let ev = act(&mut h, attack);
        let Event::Attacks {
            pool,
            against,
            permille,
            ..
        } = ev[0]
        else {
            panic!("{ev:?}")
        };
        assert_eq!((pool, against), (a, b));
        shown = Some(permille);
        h.script(&faces);
        act(&mut h, Action::Continue);
        wins += lands(&h, n);
    }
    let o = Odds::new(wins.into(), 6u128.pow(2 * n));
    assert_eq!(shown, Some(o.permille()), "the blow's shown chance");
    o
}

#[test]
fn rule_the_attack_odds_shown_are_the_blows_odds_as_played_over_every_die() {
    for a in 1..=5u8 {
        for b in 1..=6 - a {
            assert_eq!(opposed_win(a, b), arena_blow(a, b), "{a} against {b}");
        }
    }
    // The figures: 2 against 2 plays at 38.6 % (shown 36.8 % without
    // the bonus dice), 1 against 1 at 34.0 % (30.6 %).
    assert_eq!(opposed_win(2, 2).permille(), 386);
    assert_eq!(opposed_win_without_bonus(2, 2).permille(), 368);
    assert_eq!(opposed_win(1, 1).permille(), 340);
    assert_eq!(opposed_win_without_bonus(1, 1).permille(), 306);
}

/// Ways (out of `6^left`) the hero wins the contest `action` starts or goes
/// on with, every die enumerated: the faces are scripted one more at a time
/// while the engine would roll past them (its dice's state moves).
fn contest_wins(q: &Quest, action: QAction, prefix: &mut Vec<u8>, left: u32) -> u64 {
    let mut h = q.clone();
    h.script(prefix);
    let before = h.dice_state();
    let mut log: EventLog<QEvent, 64> = EventLog::new();
    h.try_apply(action, &mut log).unwrap();
    if h.dice_state() != before {
        let mut sum = 0;
        for f in 1..=6 {
            prefix.push(f);
            sum += contest_wins(q, action, prefix, left);
            prefix.pop();
        }
        return sum;
    }
    let left = left - prefix.len() as u32;
    if let QPhase::Contest { .. } = h.phase() {
        return contest_wins(&h, QAction::Bonus, &mut Vec::new(), left);
    }
    let won = log
        .to_vec()
        .iter()
        .find_map(|e| match e {
            QEvent::ContestOver { won } => Some(*won),
            _ => None,
        })
        .expect("the contest is over");
    if won { 6u64.pow(left) } else { 0 }
}

#[test]
fn rule_the_contests_odds_shown_are_its_odds_as_played_over_every_die() {
    // The goblin guard (scene 5) rolls 2 dice; the hero's Charming with
    // Persuasion rolls 1, 2 or 3.
    for (line, pool) in [
        (
            "Pip (3): Strong, Tough, Clever, Wise, Unpleasant; Persuasion",
            1,
        ),
        ("Pip (3): Strong, Tough, Clever; Persuasion", 2),
        ("Pip (3): Charming, Strong, Tough; Persuasion", 3),
    ] {
        let mut q = super::quest_engine::party(&[line]);
        q.set_scene(5);
        let Scene::Check { test, .. } = SCENES[5].1 else {
            unreachable!()
        };
        assert_eq!(q.best_for(test), Some((0, opposed_win(pool, 2).permille())));
        let n = 2 * u32::from(pool + 2);
        let wins = contest_wins(&q, QAction::Attempt(0), &mut Vec::new(), n);
        assert_eq!(
            opposed_win(pool, 2),
            Odds::new(wins.into(), 6u128.pow(n)),
            "{line}"
        );
    }
}

#[test]
fn api_the_table_of_odds_as_played_is_the_sums_in_lowest_terms() {
    use crate::sgs::odds::played;
    for a in 0..=8u8 {
        for b in 0..=8u8 {
            let (n, d) = played(a, b);
            assert_eq!(d, 6u128.pow(2 * u32::from(a + b)));
            assert!(n <= d);
            assert_eq!(opposed_win(a, b), Odds::new(n, d), "{a} against {b}");
            // A larger pool never does worse, nor against a smaller one.
            if a < 8 {
                let (o, p) = (opposed_win(a, b), opposed_win(a + 1, b));
                assert!(p.permille() >= o.permille(), "{a}+1 against {b}");
            }
        }
    }
    // Pools past the table count as its largest.
    assert_eq!(opposed_win(11, 3), opposed_win(8, 3));
    // 8 against 8 needs more than 64 bits even in lowest terms.
    assert!(opposed_win(8, 8).den > u128::from(u64::MAX));
}

#[test]
fn ruling_no_pool_the_game_builds_passes_eight_dice() {
    use crate::sgs::character::dice_for;
    use crate::sgs::odds::MAX_ODDS_POOL;
    use crate::sgs::roll::MAX_POOL;
    use crate::sgs::roster::{CREATURES, HEROES};
    use crate::sgs::{Character, Skill};
    // A hero by the paper's rules: at most Very (4 dice) and a skill at +1
    // (one die more); tending adds Healing's die to Clever: 5 at most.
    assert_eq!(dice_for(2) + 1, 5);
    // Every creature and ready-made hero, every ability, with any skill (or
    // none) and with Healing's die besides: the Bone Knight's Strong with
    // Blades +2 is the largest, 7.
    let mut largest = 0;
    let lines = CREATURES
        .iter()
        .map(|c| c.0)
        .chain(HEROES.iter().map(|h| h.0));
    for line in lines {
        let c: Character = line.parse().unwrap();
        let heal = c.skill_dice(Skill::Healing).max(0);
        for a in Ability::ALL {
            for s in core::iter::once(None).chain(Skill::ALL.iter().map(|&s| Some(s))) {
                largest = largest.max(c.pool(a, s, 0)).max(c.pool(a, s, heal));
            }
        }
    }
    assert_eq!(largest, 7);
    // So the exact odds (pools up to 8) and the rolls' room (12 dice) never
    // cut a pool of the game's.
    assert!(largest <= MAX_ODDS_POOL && MAX_ODDS_POOL < MAX_POOL);
}
