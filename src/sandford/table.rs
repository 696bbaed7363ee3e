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
use crate::screen::{self, Ended, Mark, NoProbe, Probe, Screen};

/// Plays one game until it ends or the player quits.
pub fn run(app: &mut App, settings: &Settings, seed: u64) -> Exit {
    agb::println!(
        "sandford: new game seed={} level={} seats={}",
        seed,
        settings.level.name(),
        settings.seat_letters()
    );
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
    let (game, kept) = tabletop_core::contract::save::decode_with_rest::<Game>(bytes)?;
    // Hot seat: the heroes whose people had ended their turn (a save
    // without the byte, from before it was kept, has none).
    let done = kept.first().copied().unwrap_or(0);
    agb::println!("sandford: resumed game seed={} done={}", seed, done);
    Ok(play::resumed(settings, seed, game, done))
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

/// "Learn to play": the guided game (the child the first hero, the script
/// the other three and the monsters), never saved or counted. It ends once
/// its last step (the child's ring) has been shown, the first wave beaten:
/// "Now play a real game!" then sets the child's hero beside three of the
/// computer's best ([`Settings::after_learning`]) and returns
/// [`Exit::Again`].
pub fn learn(app: &mut App, settings: &mut Settings) -> Exit {
    let (_, mut play) = guided(app);
    let ended = screen::run(app, &mut *play, &mut GuideEnd(0));
    let lost = play.game.outcome().is_some();
    drop(play);
    if ended == Ended::Quit {
        return Exit::Options;
    }
    let (result, why) = if lost {
        ("The monsters won this time.", "")
    } else {
        (
            "You beat the first wave!",
            "A real game has six waves to beat.\nA monster's hit costs a potion, gear\nor a heart. No hearts: the hero falls.",
        )
    };
    // The real game: the child's hero beside the computer's best heroes
    // (they are on the child's side: at Easy they lost it, `make sim`).
    crate::learn::offer_saying(
        app,
        "Sandford",
        result,
        why,
        settings,
        Settings::after_learning(),
        AFTER_LEARNING,
    )
}

/// The choice line of "Now play a real game!": the computer's heroes
/// play beside the child's.
const AFTER_LEARNING: &str = "A  play with the computer's heroes\nB  back to the options";

/// The guided game ("Learn to play") set up on the screen, and the
/// settings of the real game after it.
pub fn guided(app: &mut App) -> (Settings, Box<Play>) {
    use tabletop_core::sandford::guide::{GUIDE, SEED};
    agb::println!("sandford: learn to play seed={}", SEED);
    let learner = Settings::learner();
    let play = play::guided(&learner, GUIDE.steps.len());
    map::install_palettes(&mut app.gfx);
    app.text.clear();
    (learner, play)
}

/// Frames the guided game's last step stays on the screen once shown.
const LAST_LOOK: u32 = 150;

/// Stops the guided game once every step is played and shown (quiet for
/// [`LAST_LOOK`] frames).
struct GuideEnd(u32);

impl Probe<Play> for GuideEnd {
    fn mark(&mut self, at: Mark, play: &Play) {
        if at == Mark::Updated {
            self.0 = if play.guide_played() && play.quiet() {
                self.0 + 1
            } else {
                0
            };
        }
    }

    fn stop(&mut self) -> bool {
        if self.0 >= LAST_LOOK {
            agb::println!("sandford: guide shown");
            return true;
        }
        false
    }
}
