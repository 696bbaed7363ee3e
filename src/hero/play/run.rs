//! Starting a game of Hero (new, or resumed from a save) and playing it to
//! its end (split from `play.rs`).

use alloc::boxed::Box;

use tabletop_core::contract::{Rules, Typed};
use tabletop_core::hero::{Game, Outcome};

use super::super::options::Setup;
use super::{Exit, Field, Play};
use crate::app::App;
use crate::screen::{self, Ended, NoProbe};
use crate::turn;

/// A new game from `seed`, on the heap, set up for its first frame.
#[inline(never)]
pub fn new<S: Copy + Into<Setup>>(app: &mut App, settings: &S, seed: u64) -> Box<Play> {
    let settings: Setup = (*settings).into();
    let game = <Game as Rules>::new(settings.config(seed));
    on(app, &settings, seed, game)
}

/// Plays on `game` (a new or resumed one), on the heap: the screen's state
/// is several KiB, and built in a frame of its own that is gone once built.
#[inline(never)]
pub(super) fn on(app: &mut App, settings: &Setup, seed: u64, game: Game) -> Box<Play> {
    let field = Field::new(settings, &game);
    let mut play = turn::boxed(game, field, seed);
    play.front.begin(app);
    play
}

/// Plays one game until it ends or the player quits.
pub fn run(app: &mut App, settings: &Setup, seed: u64) -> Exit {
    agb::println!(
        "hero: new game seed={} seats={} armies={} field={}",
        seed,
        settings.seat_letters(),
        settings.army_names(),
        settings.field_name()
    );
    let play = new(app, settings, seed);
    play_on(app, play)
}

/// Plays on a saved game (its core's save bytes) from where it stood.
pub fn resume(
    app: &mut App,
    settings: &Setup,
    seed: u64,
    bytes: &[u8],
) -> Result<Exit, tabletop_core::contract::LoadError> {
    let play = load(app, settings, seed, bytes)?;
    Ok(play_on(app, play))
}

/// A saved game read back and set up, on the heap. Never inlined: the game
/// read from the save and the reading's own locals (4 KiB) take stack only
/// while this runs, not under the whole game played on from it.
#[inline(never)]
fn load(
    app: &mut App,
    settings: &Setup,
    seed: u64,
    bytes: &[u8],
) -> Result<Box<Play>, tabletop_core::contract::LoadError> {
    let game = tabletop_core::contract::save::decode(bytes)?;
    agb::println!("hero: resumed game seed={}", seed);
    Ok(on(app, settings, seed, game))
}

fn play_on(app: &mut App, mut play: Box<Play>) -> Exit {
    match screen::run(app, &mut *play, &mut NoProbe) {
        Ended::Over => {
            let outcome = play.game.outcome().unwrap_or(Outcome::Unfinished);
            agb::println!(
                "hero: game over {} rounds={}",
                Typed(&outcome),
                play.game.round()
            );
            super::super::record(app, &play.front.settings, outcome, play.game.round());
            super::super::end::run(app, &play)
        }
        Ended::Quit | Ended::Stopped => Exit::Menu,
    }
}
