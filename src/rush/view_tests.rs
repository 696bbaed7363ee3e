//! The campus's animation, tested in the ROM: a roll's words wait for its
//! dice, a minion move is spoken of only with a minion to move, and a
//! spent move die leaves the tray.

use super::view::Anim;
use crate::player::Stage;
use tabletop_core::contract::Rules;
use tabletop_core::rush::{Config, Event, Game, HouseRules, Spot};

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
    let mut said_at = None;
    for t in 1..=len {
        anim.tick(Some(&rolled), t, len);
        if said_at.is_none() && anim.message.take().is_some() {
            said_at = Some(t);
        }
    }
    let said_at = said_at.expect("the words were never said");
    assert!(
        said_at >= 17 && anim.tray.tumble == 0,
        "said at frame {said_at}"
    );
    // A roll skipped at once (B) still says its words.
    let len = anim.begin(&rolled);
    assert!(len > 0 && anim.message.is_none());
    anim.end(Some(&rolled));
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
