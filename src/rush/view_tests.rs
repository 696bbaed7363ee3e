//! The campus's animation, tested in the ROM: a roll's words wait for its
//! dice, and a minion move is spoken of only with a minion to move.

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
