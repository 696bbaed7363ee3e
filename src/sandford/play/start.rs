//! A game of Sandford begins: a new one (the heroes arriving one by one),
//! a saved one played on, or "Learn to play"'s guided one.

use alloc::boxed::Box;
use alloc::string::String;

use tabletop_core::sandford::{Config, Event, Game, MAX_HEROES, heapless};

use super::super::options::Settings;
use super::super::words;
use super::{Play, Village, stage};
use crate::turn;

/// A new game from `seed`: the heroes arrive one by one (the spinner, the two
/// dice, the hero) before anything is decided. Never inlined: the game is
/// made on the stack first, and that frame is popped before it is played.
#[inline(never)]
pub(in crate::sandford) fn new(settings: &Settings, seed: u64) -> Box<Play> {
    let mut arrivals: heapless::Vec<Event, MAX_HEROES> = heapless::Vec::new();
    let config = Config {
        heroes: settings.players,
        rings_option: settings.rings,
        seed,
        house: settings.house,
    };
    let game = Game::new_showing(config, &mut arrivals);
    let mut play = on(settings, seed, game, words::ARRIVING);
    // Until the first arrival begins, it is the one coming.
    play.front.own_event = arrivals
        .first()
        .and_then(stage::doer)
        .is_some_and(|h| settings.human(h));
    play.front.board.hide_heroes();
    play.show(arrivals);
    play
}

/// A saved game, played on from where it stood; `done`: the heroes whose
/// people had ended their turn (hot seat), kept with the save. Only the
/// people's heroes of the game's table count: a bit of another is dropped.
pub(in crate::sandford) fn resumed(
    settings: &Settings,
    seed: u64,
    game: Game,
    done: u8,
) -> Box<Play> {
    let heroes = game.heroes().len() as u8;
    let mut play = on(settings, seed, game, words::WELCOME_BACK);
    for h in (0..heroes).filter(|&h| done & (1 << h) != 0 && settings.human(h)) {
        play.front.set_done(h);
    }
    play
}

/// "Learn to play": the guided game's start (the heroes arriving, as in
/// any new game), its `steps` counted down as they are played.
pub(in crate::sandford) fn guided(settings: &Settings, steps: usize) -> Box<Play> {
    use tabletop_core::sandford::guide::{GUIDE, SEED};
    let mut play = new(settings, SEED);
    play.front.guided = steps;
    play.front.learning = true;
    play.front.message = String::from(words::ARRIVING_GUIDED);
    play.front.lesson = true;
    agb::println!("sandford: lesson says {}", words::LESSON);
    play.guided(&GUIDE);
    play
}

impl Play {
    /// "Learn to play": every step of the guided game has been played.
    pub fn guide_played(&self) -> bool {
        self.front.guided == 0
    }
}

fn on(settings: &Settings, seed: u64, game: Game, message: &str) -> Box<Play> {
    let village = Village::new(settings, &game, message);
    turn::boxed(game, village, seed)
}
