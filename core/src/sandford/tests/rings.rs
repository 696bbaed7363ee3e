//! Rings: ranges and limits of the optional class rings, the fighter's
//! reroll, and buying the same ring twice.

use super::*;

/// A monster far from everyone, so the wave does not end when a test kills
/// its monster.
fn straggler(g: &mut Game) {
    monster(g, MonsterColour::Black, far(40, 2));
}

fn refused(g: &mut Game, a: Action) -> bool {
    let mut ev = Events::new();
    let before = snapshot(g);
    let refused = g.try_apply(a, &mut ev).is_err();
    assert!(!refused || snapshot(g) == before);
    refused
}

#[test]
fn rule_ranger_range_is_four_inches_per_ring_and_needs_the_option() {
    let mut g = defend(1, &[far(10, 10), far(0, 0)]);
    let near = monster(&mut g, MonsterColour::Black, far(14, 10));
    let beyond = monster(&mut g, MonsterColour::Black, far(15, 10));
    straggler(&mut g);
    let shoot = |monster| Action::Ranged { hero: 0, monster };
    assert!(refused(&mut g, shoot(near)), "no ring");
    edit(&mut g, |s| {
        s.ring(0, Ring::Ranger);
    });
    assert_eq!(g.skill_range(0, Skill::Ranged), 4);
    assert!(g.is_legal(shoot(near)));
    assert!(refused(&mut g, shoot(beyond)), "5 inches is out of range");
    edit(&mut g, |s| {
        s.ring(0, Ring::Ranger);
    });
    assert!(g.is_legal(shoot(beyond)), "8 inches with two rings");
    // With the optional rings off, a ranger ring does nothing.
    edit(&mut g, |s| {
        s.rings_option(false);
    });
    assert_eq!(g.skill_range(0, Skill::Ranged), 0);
    assert!(refused(&mut g, shoot(near)));
}

#[test]
fn rule_bard_range_is_four_inches_per_ring_and_needs_the_option() {
    let mut g = defend(1, &[far(10, 10), far(15, 10)]);
    straggler(&mut g);
    let inspire = Action::Inspire { hero: 0, target: 1 };
    edit(&mut g, |s| {
        s.ring(0, Ring::Bard);
    });
    assert!(refused(&mut g, inspire), "5 inches is out of range");
    edit(&mut g, |s| {
        s.hero_at(1, far(14, 10));
    });
    assert!(g.is_legal(inspire), "4 inches is in range");
    edit(&mut g, |s| {
        s.hero_at(1, far(18, 10)).ring(0, Ring::Bard);
    });
    assert!(g.is_legal(inspire), "8 inches with two rings");
    edit(&mut g, |s| {
        s.rings_option(false);
    });
    assert!(refused(&mut g, inspire), "optional rings off");
}

/// Hero 0 (barbarian rings as given) touching three monsters of one hit
/// point in wave 1; hero 1 far off.
fn barbarian(rings: usize, option: bool) -> (Game, [MonsterId; 3]) {
    let mut g = defend(1, &[far(10, 10), far(0, 0)]);
    edit(&mut g, |s| {
        s.rings_option(option);
    });
    let ms = [
        monster(&mut g, MonsterColour::Black, far(11, 10)),
        monster(&mut g, MonsterColour::Black, far(11, 11)),
        monster(&mut g, MonsterColour::Black, far(10, 11)),
    ];
    straggler(&mut g);
    for _ in 0..rings {
        edit(&mut g, |s| {
            s.ring(0, Ring::Barbarian);
        });
    }
    (g, ms)
}

/// Hero 0 kills `m` with a weapon (scripted 6) and returns its rounds left.
fn kill(g: &mut Game, m: MonsterId) -> u8 {
    script(g, &[6]);
    apply(
        g,
        Action::Attack {
            hero: 0,
            monster: m,
        },
    );
    assert!(g.monster(m).is_none());
    g.heroes()[0].rounds_left
}

#[test]
fn ruling_barbarian_follow_through_limits() {
    // One ring: one follow-through per turn. The first kill gives the round
    // back and lets the hero go again at once; the second does neither.
    let (mut g, [a, b, _]) = barbarian(1, true);
    let rounds = g.heroes()[0].rounds_left;
    assert_eq!(kill(&mut g, a), rounds);
    assert!(
        g.can_start_round(0),
        "the follow-through waives the tape measure"
    );
    assert_eq!(kill(&mut g, b), rounds - 1);
    assert!(
        !g.can_start_round(0),
        "no second follow-through with one ring"
    );

    // Two rings: two follow-throughs.
    let (mut g, [a, b, c]) = barbarian(2, true);
    let rounds = g.heroes()[0].rounds_left;
    assert_eq!(kill(&mut g, a), rounds);
    assert_eq!(kill(&mut g, b), rounds);
    assert_eq!(kill(&mut g, c), rounds - 1);

    // The same from the second seat.
    let (mut g, [a, ..]) = barbarian(1, true);
    edit(&mut g, |s| {
        s.swap_heroes(0, 1);
    });
    let rounds = g.heroes()[1].rounds_left;
    attack(&mut g, 1, a, &[6]);
    assert_eq!(g.heroes()[1].rounds_left, rounds);
    assert!(g.can_start_round(1), "hero 2 goes again at once");

    // The option off: the ring does nothing.
    let (mut g, [a, ..]) = barbarian(1, false);
    let rounds = g.heroes()[0].rounds_left;
    assert_eq!(kill(&mut g, a), rounds - 1);
    assert!(!g.can_start_round(0));

    // A miss is no follow-through, nor is a kill at range (it follows
    // through only from a melee kill).
    let (mut g, [a, ..]) = barbarian(1, true);
    let rounds = g.heroes()[0].rounds_left;
    attack(&mut g, 0, a, &[1]);
    assert_eq!(g.heroes()[0].rounds_left, rounds - 1);
    let (mut g, _) = barbarian(1, true);
    let shot = monster(&mut g, MonsterColour::Black, far(13, 10));
    edit(&mut g, |s| {
        s.ring(0, Ring::Ranger);
    });
    let rounds = g.heroes()[0].rounds_left;
    script(&mut g, &[6]);
    apply(
        &mut g,
        Action::Ranged {
            hero: 0,
            monster: shot,
        },
    );
    assert!(g.monster(shot).is_none());
    assert_eq!(g.heroes()[0].rounds_left, rounds - 1);
}

#[test]
fn rule_fighter_rerolls_magic_and_ranged_attacks_too() {
    // Magic: a mage with a blue 3 misses on a 2 ...
    let mage = |fighter: bool| {
        let mut g = defend(1, &[far(10, 10), far(0, 0)]);
        let m = monster(&mut g, MonsterColour::Black, far(13, 10));
        straggler(&mut g);
        give(&mut g, 0, StockColour::Blue, 3);
        edit(&mut g, |s| {
            s.ring(0, Ring::Mage);
        });
        if fighter {
            edit(&mut g, |s| {
                s.ring(0, Ring::Fighter);
            });
        }
        let ev = magic(&mut g, 0, m, &[2, 5]);
        (g.monster(m).is_none(), ev)
    };
    let (killed, ev) = mage(false);
    assert!(!killed);
    assert!(has(&ev, |e| matches!(
        e,
        Event::AttackRolled {
            roll: 2,
            rerolls: 0,
            damage: 0,
            ..
        }
    )));
    // ... and a fighter ring rerolls the miss into a 5.
    let (killed, ev) = mage(true);
    assert!(killed);
    assert!(has(&ev, |e| matches!(
        e,
        Event::AttackRolled {
            roll: 5,
            rerolls: 1,
            ..
        }
    )));

    // Ranged: the ranger's shot is a weapon attack, rerolled the same way.
    let mut g = defend(1, &[far(10, 10), far(0, 0)]);
    let m = monster(&mut g, MonsterColour::Black, far(13, 10));
    straggler(&mut g);
    edit(&mut g, |s| {
        s.ring(0, Ring::Ranger).ring(0, Ring::Fighter);
    });
    script(&mut g, &[1, 4]);
    let ev = apply(
        &mut g,
        Action::Ranged {
            hero: 0,
            monster: m,
        },
    );
    assert!(has(&ev, |e| matches!(
        e,
        Event::AttackRolled {
            roll: 4,
            rerolls: 1,
            ..
        }
    )));
    assert!(g.monster(m).is_none());
}

#[test]
fn rule_the_same_ring_may_be_bought_again() {
    let mut g = repair(2, &[far(0, 0), far(2, 0)]);
    let at = g.temple().centre();
    edit(&mut g, |s| {
        s.hero_at(0, at).ring(0, Ring::Thief).kills(0, 2);
    });
    assert_eq!(g.move_inches(0), 5);
    apply(
        &mut g,
        Action::Advance {
            hero: 0,
            ring: Ring::Thief,
        },
    );
    assert_eq!(g.heroes()[0].rings, [Ring::Thief, Ring::Thief]);
    assert_eq!(g.heroes()[0].kills, 0, "the second ring cost 2");
    assert_eq!(g.move_inches(0), 6, "each thief ring adds an inch");
    edit(&mut g, |s| {
        s.rings_option(false);
    });
    assert_eq!(g.move_inches(0), 4, "optional rings off");
}

#[test]
fn rule_four_rings_of_each_colour_in_the_box() {
    // The paper's box: "Rings (Black, Blue, Red, White) - 4 of each". With
    // four blue rings worn, a fifth cannot be bought; a red one can.
    let mut g = repair(2, &[far(0, 0), far(2, 0), far(4, 0), far(6, 0)]);
    let at = g.temple().centre();
    edit(&mut g, |s| {
        s.hero_at(0, at).kills(0, 5);
        s.ring(1, Ring::Mage)
            .ring(1, Ring::Mage)
            .ring(1, Ring::Mage);
        s.ring(2, Ring::Mage);
    });
    assert_eq!(g.rings_left(Ring::Mage), 0);
    assert_eq!(g.rings_left(Ring::Fighter), 4);
    let mage = Action::Advance {
        hero: 0,
        ring: Ring::Mage,
    };
    assert!(refused(&mut g, mage));
    let mut legal: Vec<Action, MAX_ACTIONS> = Vec::new();
    g.legal_actions(&mut legal);
    assert!(!legal.contains(&mage), "not listed either");
    // A fallen hero's ring goes back to the box.
    edit(&mut g, |s| {
        s.hero_hp(2, 0);
    });
    assert_eq!(g.rings_left(Ring::Mage), 1);
    apply(&mut g, mage);
    assert_eq!(g.rings_left(Ring::Mage), 0);
    // The optional class rings: as many of each (a ruling).
    let mut g = repair(2, &[far(0, 0), far(2, 0), far(4, 0), far(6, 0)]);
    edit(&mut g, |s| {
        s.rings_option(true).hero_at(0, at).kills(0, 5);
        s.ring(1, Ring::Thief).ring(1, Ring::Thief);
        s.ring(2, Ring::Thief).ring(3, Ring::Thief);
    });
    let thief = Action::Advance {
        hero: 0,
        ring: Ring::Thief,
    };
    assert!(refused(&mut g, thief));
    edit(&mut g, |s| {
        s.hero_hp(3, 0);
    });
    apply(&mut g, thief);
}

#[test]
fn rule_a_ring_given_up_against_a_blow_goes_back_to_the_box() {
    let mut g = defend(3, &[far(10, 10), far(0, 0)]);
    edit(&mut g, |s| {
        s.ring(0, Ring::Cleric)
            .ring(0, Ring::Cleric)
            .ring(1, Ring::Cleric)
            .ring(1, Ring::Cleric);
    });
    assert_eq!(g.rings_left(Ring::Cleric), 0);
    monster(&mut g, MonsterColour::Green, far(11, 10));
    apply(&mut g, Action::EndTurn);
    apply(&mut g, Action::Continue);
    apply(&mut g, Action::Continue);
    assert_eq!(g.soaking(), Some((0, 3)));
    apply(
        &mut g,
        Action::Soak {
            hero: 0,
            with: Absorb::Ring(0),
        },
    );
    assert_eq!(g.rings_left(Ring::Cleric), 1);
}

#[test]
fn ruling_a_follow_through_after_the_first_go_round_holds_nobody_up() {
    // Three heroes; the barbarian (hero 2) goes last in the first go-round
    // and kills: it may go again at once, and so may the others (the
    // follow-through does not make them wait for it).
    let mut g = defend(1, &[far(0, 0), far(2, 0), far(10, 10)]);
    edit(&mut g, |s| {
        s.rings_option(true).ring(2, Ring::Barbarian);
    });
    let m = monster(&mut g, MonsterColour::Black, far(11, 10));
    straggler(&mut g);
    apply(&mut g, Action::Nothing { hero: 0 });
    apply(&mut g, Action::Nothing { hero: 1 });
    attack(&mut g, 2, m, &[6]);
    assert!(g.monster(m).is_none());
    assert!(g.can_start_round(2), "the follow-through at once");
    assert!(g.can_start_round(0) && g.can_start_round(1), "nobody waits");
    // In the first go-round the follow-through lets the barbarian go at
    // once, before those still to go.
    let mut g = defend(1, &[far(10, 10), far(0, 0), far(2, 0)]);
    edit(&mut g, |s| {
        s.rings_option(true).ring(0, Ring::Barbarian);
    });
    let m = monster(&mut g, MonsterColour::Black, far(11, 10));
    straggler(&mut g);
    attack(&mut g, 0, m, &[6]);
    assert!(g.can_start_round(0) && g.can_start_round(1) && g.can_start_round(2));
    // Nor does it close the first go-round: after its free round and hero
    // 1's, hero 2 has still to go and the others wait for it.
    apply(&mut g, Action::Nothing { hero: 0 });
    apply(&mut g, Action::Nothing { hero: 1 });
    assert!(!g.has_gone(2));
    assert!(!g.can_start_round(0) && !g.can_start_round(1));
    assert!(g.can_start_round(2));
}
