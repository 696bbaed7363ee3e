//! Sandford's play screen on the cartridge's one screen loop
//! ([`crate::screen`]): a new or resumed [`Play`] played to its end.

use alloc::boxed::Box;

use tabletop_core::contract::{LoadError, Rules, Typed};
use tabletop_core::sandford::{Game, Phase};

use super::map;
use super::options::Settings;
use super::play::{self, Exit, Play};
use super::screens;
use crate::app::App;
use crate::screen::{self, Ended, NoProbe};

/// Plays one game until it ends or the player quits.
pub fn run(app: &mut App, settings: &Settings, seed: u64) -> Exit {
    agb::println!("sandford: new game seed={}", seed);
    play_on(app, settings, play::new(settings, seed))
}

/// Plays on a saved game (its core's save bytes) from where it stood.
pub fn resume(
    app: &mut App,
    settings: &Settings,
    seed: u64,
    bytes: &[u8],
) -> Result<Exit, LoadError> {
    let play = load(settings, seed, bytes)?;
    Ok(play_on(app, settings, play))
}

/// A saved game read back and set up, on the heap. Never inlined: the game
/// (several KiB) is read on the stack first, and that frame is popped before
/// the game is played.
#[inline(never)]
fn load(settings: &Settings, seed: u64, bytes: &[u8]) -> Result<Box<Play>, LoadError> {
    let game: Game = tabletop_core::contract::save::decode(bytes)?;
    agb::println!("sandford: resumed game seed={}", seed);
    Ok(play::resumed(settings, seed, game))
}

fn play_on(app: &mut App, settings: &Settings, mut play: Box<Play>) -> Exit {
    map::install_palettes(&mut app.gfx);
    app.text.clear();
    match screen::run(app, &mut *play, &mut NoProbe) {
        Ended::Over => {
            if let Some(outcome) = play.game.outcome() {
                agb::println!(
                    "sandford: game over {} waves={}",
                    Typed(&outcome),
                    play.game.waves_defeated()
                );
            }
            let won = play.game.phase() == Phase::Won;
            let side = usize::from(!(0..play.game.heroes().len() as u8).any(|h| settings.human(h)));
            let waves = u16::from(play.game.waves_defeated());
            crate::save::finished(app, side, Some(won), waves);
            screens::end(app, &play.game)
        }
        Ended::Quit | Ended::Stopped => Exit::Menu,
    }
}
