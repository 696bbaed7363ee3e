//! The paper's rules where the project once ruled otherwise, and each house
//! rule that brings the project's change back as an option.

use super::*;

/// The same game with house rules.
fn with(mut g: Game, house: HouseRules) -> Game {
    edit(&mut g, |s| {
        s.house(house);
    });
    g
}

/// A monster touching hero 0 in wave 2 and the hero's hit points after the
/// monsters' turn, with the given dice scripted.
fn blow(house: HouseRules, faces: &[u8]) -> (Game, Events) {
    let mut g = with(defend(2, &[far(10, 10), far(0, 0)]), house);
    edit(&mut g, |s| {
        s.hero_hp(0, 2);
    });
    monster(&mut g, MonsterColour::Green, far(11, 10));
    script(&mut g, faces);
    let ev = monsters_turn(&mut g);
    (g, ev)
}

#[test]
fn rule_a_monster_blow_on_a_hero_always_lands() {
    // The paper: a monster touching a hero deals the wave number, no roll.
    // The scripted 1 would be a miss if the blow were rolled.
    let (g, ev) = blow(HouseRules::NONE, &[1]);
    assert!(has(&ev, |e| matches!(
        e,
        Event::MonsterAttacked {
            victim: Victim::Hero(0),
            damage: 2,
            roll: None,
            ..
        }
    )));
    assert_eq!(g.heroes()[0].hp, 0, "2 damage kills a 2 HP hero");
    assert!(has(&ev, |e| matches!(e, Event::HeroKilled { hero: 0 })));
}

#[test]
fn house_kind_monsters_need_four_plus_to_hit_a_hero() {
    let (g, ev) = blow(HouseRules::KIND_MONSTERS, &[3]);
    assert_eq!(g.heroes()[0].hp, 2, "a 3 misses");
    assert!(has(&ev, |e| matches!(
        e,
        Event::MonsterAttacked {
            damage: 0,
            roll: Some(3),
            ..
        }
    )));
    let (g, ev) = blow(HouseRules::KIND_MONSTERS, &[4]);
    assert_eq!(g.heroes()[0].hp, 0, "a 4 lands for the wave number");
    assert!(has(&ev, |e| matches!(
        e,
        Event::MonsterAttacked {
            damage: 2,
            roll: Some(4),
            ..
        }
    )));
}

/// Hero 0 with the basic weapon hits a red monster in `wave`.
fn weak_hit(wave: u8, house: HouseRules) -> (Game, MonsterId, Events) {
    let mut g = with(defend(wave, &[far(10, 10), far(0, 0)]), house);
    let m = monster(&mut g, MonsterColour::Red, far(11, 10));
    let ev = attack(&mut g, 0, m, &[6]);
    (g, m, ev)
}

#[test]
fn rule_armour_can_stop_a_weak_hit_entirely() {
    // Wave 1: 1 damage less 1 armour is nothing; the hit (a 6) does 0.
    let (g, m, ev) = weak_hit(1, HouseRules::NONE);
    assert!(g.monster(m).is_some(), "the armoured monster is unhurt");
    assert_eq!(g.monster(m).unwrap().hp, 1);
    assert!(has(&ev, |e| matches!(
        e,
        Event::AttackRolled {
            roll: 6,
            damage: 0,
            ..
        }
    )));
    assert_eq!(
        heroes::hit_damage(false, 3, MonsterColour::Red, 5, HouseRules::NONE),
        0
    );
    assert_eq!(g.heroes()[0].kills, 0);
}

#[test]
fn house_every_hit_hurts_does_at_least_one() {
    let (g, m, ev) = weak_hit(1, HouseRules::EVERY_HIT_HURTS);
    assert!(g.monster(m).is_none(), "1 damage kills the 1 HP monster");
    assert!(has(&ev, |e| matches!(
        e,
        Event::AttackRolled { damage: 1, .. }
    )));
    let h = HouseRules::EVERY_HIT_HURTS;
    assert_eq!(heroes::hit_damage(false, 1, MonsterColour::Red, 6, h), 1);
    assert_eq!(heroes::hit_damage(false, 5, MonsterColour::Red, 2, h), 3);
    assert_eq!(heroes::hit_damage(true, 1, MonsterColour::Blue, 1, h), 1);
    assert_eq!(heroes::hit_damage(true, 0, MonsterColour::Red, 1, h), 0);
}

/// Hero 1 wounded; hero 0 kills the last monster and the wave is recovered.
fn after_a_wave(house: HouseRules) -> (Game, Events) {
    let mut g = with(defend(1, &[far(10, 10), far(0, 0)]), house);
    edit(&mut g, |s| {
        s.hero_hp(1, 1);
    });
    let m = monster(&mut g, MonsterColour::Black, far(11, 10));
    attack(&mut g, 0, m, &[6]);
    assert_eq!(g.phase(), Phase::Recover);
    let ev = apply(&mut g, Action::Continue);
    assert_eq!(g.phase(), Phase::Repair);
    (g, ev)
}

#[test]
fn rule_only_a_cleric_heals_heroes_do_not_rest_between_waves() {
    let (g, ev) = after_a_wave(HouseRules::NONE);
    assert_eq!(g.heroes()[1].hp, 1, "still wounded after the wave");
    assert!(!has(&ev, |e| matches!(e, Event::HeroHealed { .. })));
}

#[test]
fn house_heroes_rest_between_waves() {
    let (g, ev) = after_a_wave(HouseRules::REST_BETWEEN_WAVES);
    assert_eq!(g.heroes()[1].hp, HERO_HP);
    assert!(has(&ev, |e| matches!(
        e,
        Event::HeroHealed { hero: 1, hp: 2 }
    )));
    assert!(!has(&ev, |e| matches!(
        e,
        Event::HeroHealed { hero: 0, .. }
    )));
}

/// Three heroes in Defend with a far-off monster.
fn three(house: HouseRules) -> Game {
    let mut g = with(defend(1, &[far(0, 0), far(2, 0), far(4, 0)]), house);
    monster(&mut g, MonsterColour::Black, far(30, 30));
    g
}

fn refused(g: &mut Game, a: Action) -> bool {
    let before = snapshot(g);
    let mut ev = Events::new();
    let err = g.try_apply(a, &mut ev).is_err();
    assert_eq!(snapshot(g), before, "a refusal changes nothing");
    err
}

#[test]
fn rule_everyone_has_a_round_before_anyone_has_a_second() {
    // In every order of the three heroes: after the first two, the first
    // waits for the third, whoever each is.
    for [a, b, c] in [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ] {
        let mut g = three(HouseRules::NONE);
        apply(&mut g, Action::Nothing { hero: a });
        apply(&mut g, Action::Nothing { hero: b });
        assert!(g.has_gone(a) && g.has_gone(b) && !g.has_gone(c));
        assert!(!g.can_start_round(a), "hero {c} has not gone yet");
        assert!(refused(&mut g, Action::Nothing { hero: a }));
        let mut legal: Vec<Action, MAX_ACTIONS> = Vec::new();
        g.legal_actions(&mut legal);
        assert!(legal.iter().all(|x| x.hero().is_none_or(|h| h == c)));
        apply(&mut g, Action::Nothing { hero: c });
        // Everyone has gone: anyone but the hero who just went.
        assert!(g.has_gone(0) && g.has_gone(1) && g.has_gone(2));
        assert!(g.can_start_round(a) && g.can_start_round(b));
        assert!(!g.can_start_round(c), "no hero goes twice in a row");
    }
}

#[test]
fn rule_after_the_first_go_round_the_tape_goes_to_anyone_but_the_last() {
    // The paper: "you may pass it to any other player, even the one that
    // passed it to you". After A, B, C: B, A, B and C, A, C are all allowed,
    // while C waits; only the one who just went is refused.
    let mut g = three(HouseRules::NONE);
    for h in [0, 1, 2, 1, 0, 1] {
        apply(&mut g, Action::Nothing { hero: h });
        assert!(!g.can_start_round(h), "hero {h} just went");
    }
    assert!(g.can_start_round(0) && g.can_start_round(2));
    apply(&mut g, Action::Nothing { hero: 2 });
    apply(&mut g, Action::Nothing { hero: 0 });
    apply(&mut g, Action::Nothing { hero: 2 });
    assert!(refused(&mut g, Action::Nothing { hero: 2 }));
    // The computer seats follow the same order.
    let mut legal: Vec<Action, MAX_ACTIONS> = Vec::new();
    g.legal_actions(&mut legal);
    assert!(legal.iter().any(|a| a.hero() == Some(0)));
    assert!(legal.iter().any(|a| a.hero() == Some(1)));
    assert!(legal.iter().all(|a| a.hero() != Some(2)));
}

#[test]
fn rule_a_hero_out_of_rounds_or_dead_does_not_hold_up_the_others() {
    let mut g = three(HouseRules::NONE);
    edit(&mut g, |s| {
        s.rounds_left(2, 0);
    });
    apply(&mut g, Action::Nothing { hero: 0 });
    apply(&mut g, Action::Nothing { hero: 1 });
    assert!(g.can_start_round(0));
    let mut g = three(HouseRules::NONE);
    edit(&mut g, |s| {
        s.hero_hp(2, 0);
    });
    apply(&mut g, Action::Nothing { hero: 0 });
    apply(&mut g, Action::Nothing { hero: 1 });
    apply(&mut g, Action::Nothing { hero: 0 });
}

#[test]
fn house_free_turn_order_allows_a_b_a() {
    // In the first go-round too, where the paper makes C go before A again.
    let mut g = three(HouseRules::NONE);
    apply(&mut g, Action::Nothing { hero: 0 });
    apply(&mut g, Action::Nothing { hero: 1 });
    assert!(!g.can_start_round(0), "the paper: C goes first");
    let mut g = three(HouseRules::FREE_TURN_ORDER);
    apply(&mut g, Action::Nothing { hero: 0 });
    apply(&mut g, Action::Nothing { hero: 1 });
    assert!(g.can_start_round(0));
    apply(&mut g, Action::Nothing { hero: 0 });
    assert!(
        refused(&mut g, Action::Nothing { hero: 0 }),
        "never twice in a row"
    );
}

#[test]
fn ruling_a_new_turn_starts_a_new_go_round() {
    let mut g = three(HouseRules::NONE);
    apply(&mut g, Action::Nothing { hero: 0 });
    let phase = g.phase();
    edit(&mut g, |s| {
        s.phase(phase);
    });
    assert!(!g.has_gone(0));
    assert!(g.can_start_round(0));
}

#[test]
fn api_house_rules_parse_name_and_label() {
    assert_eq!(HouseRules::default(), HouseRules::NONE);
    assert_eq!(HouseRules::parse("none"), Some(HouseRules::NONE));
    assert_eq!(HouseRules::parse("all"), Some(HouseRules::ALL));
    assert_eq!(HouseRules::parse("bogus"), None);
    assert_eq!(HouseRules::parse("kind-monsters,bogus"), None);
    let mut all = HouseRules::NONE;
    for r in HouseRules::EACH {
        assert_eq!(HouseRules::parse(r.name()), Some(r));
        assert!(r.label().len() <= 25 && r.label() != "House rules");
        assert!(!HouseRules::NONE.has(r) && HouseRules::ALL.has(r));
        all = all.with(r, true);
        assert!(all.has(r) && !all.with(r, false).has(r));
    }
    assert_eq!(all, HouseRules::ALL);
    let two = HouseRules::parse("free-turn-order,kind-monsters").unwrap();
    assert_eq!(
        two.bits(),
        HouseRules::FREE_TURN_ORDER.bits() | HouseRules::KIND_MONSTERS.bits()
    );
    assert_eq!(two.name(), "mixed");
    let names = HouseRules::EACH.map(|r| r.name());
    assert_eq!(
        names,
        [
            "kind-monsters",
            "every-hit-hurts",
            "rest-between-waves",
            "free-turn-order"
        ]
    );
    assert_eq!(HouseRules::EACH.map(|r| r.bits()), [1, 2, 4, 8]);
    assert_eq!(HouseRules::ALL.bits(), 15);
    for r in HouseRules::EACH {
        assert_eq!(
            HouseRules::ALL.with(r, true),
            HouseRules::ALL,
            "on stays on"
        );
        assert_eq!(HouseRules::NONE.with(r, false), HouseRules::NONE);
    }
    assert_eq!(HouseRules::ALL.name(), "all");
    assert_eq!(HouseRules::NONE.name(), "none");
    assert_eq!(HouseRules::ALL.label(), "House rules");
}

#[test]
fn api_the_next_actor_is_the_next_round_the_table() {
    // Three heroes (indices 0-2): after a hero's round, the next one round
    // the table who may still go.
    let mut g = three(HouseRules::NONE);
    assert_eq!(g.actor(), Some(0), "nobody has gone: the first seat");
    apply(&mut g, Action::Nothing { hero: 2 });
    assert_eq!(g.actor(), Some(0), "round the table from hero 3");
    let mut g = three(HouseRules::NONE);
    apply(&mut g, Action::Nothing { hero: 1 });
    assert_eq!(g.actor(), Some(2), "after hero 2 comes hero 3, not hero 1");
    apply(&mut g, Action::Nothing { hero: 2 });
    assert_eq!(g.actor(), Some(0), "then the one who has not gone");
}
