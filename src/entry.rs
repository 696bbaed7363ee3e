//! What every game on the cartridge shares around its play screen: the loop
//! from the options screen to games and back, and how each screen is left.
//! Each game is a module with one entry point that hands its screens here.

use alloc::string::String;
use alloc::vec::Vec;

use tabletop_core::contract::LoadError;

use crate::app::{App, Scene};
use crate::save::{self, Offer};

/// What the player chose on a game's options screen.
pub enum Choice {
    /// Start a game with the settings.
    Start,
    /// Read how to play.
    Help,
    /// "Learn to play": the guided first game.
    Learn,
    /// Back to the cartridge menu.
    Back,
    /// The settings changed in a way that is kept at once (a hero made or
    /// trained): they are written now and the options screen shown again.
    Store,
}

/// How a game screen was left.
pub enum Exit {
    /// Play again with the same settings.
    Again,
    /// Back to the options screen.
    Options,
    /// Back to the cartridge menu.
    Menu,
}

/// A game's screens, as its entry loop uses them.
pub trait Screens {
    /// The options chosen before a game (kept between games, and saved: they
    /// are restored at power-on).
    type Settings: Default + serde::Serialize + serde::de::DeserializeOwned;
    /// The options screen.
    fn options(app: &mut App, settings: &mut Self::Settings) -> Choice;
    /// One game from `seed`, until it is left. What the game changes in the
    /// settings (heroes who earned XP) is written when it ends.
    fn play(app: &mut App, settings: &mut Self::Settings, seed: u64) -> Exit;
    /// How to play.
    fn help(app: &mut App);
    /// "Learn to play": the guided first game, never saved. It ends with
    /// [`Exit::Again`] when the child asks for a real game (the settings are
    /// then a person against Easy), else as a game screen does.
    fn learn(_app: &mut App, _settings: &mut Self::Settings) -> Exit {
        Exit::Options
    }
    /// A suspended game (its core's save bytes), played on from where it
    /// stood with the settings (as [`Screens::read_setup`] put them back) and
    /// the seed it was started with.
    fn resume(
        app: &mut App,
        settings: &mut Self::Settings,
        seed: u64,
        game: &[u8],
    ) -> Result<Exit, LoadError>;

    /// The settings as the save memory keeps them (postcard, unless the game
    /// keeps a versioned record of its own).
    fn settings_bytes(settings: &Self::Settings) -> Option<Vec<u8>> {
        postcard::to_allocvec(settings).ok()
    }
    /// Reads [`Screens::settings_bytes`]; `None` for bytes that are none.
    fn read_settings(bytes: &[u8]) -> Option<Self::Settings> {
        postcard::from_bytes(bytes).ok()
    }
    /// What a suspended game keeps of the settings, with its seed: all of
    /// them unless the game says otherwise.
    fn setup_bytes(settings: &Self::Settings, seed: u64) -> Vec<u8> {
        save::setup_bytes(settings, seed)
    }
    /// Puts a suspended game's setup back into `settings`; its seed, or
    /// `None` when the bytes cannot be read (the settings are then unchanged).
    fn read_setup(settings: &mut Self::Settings, bytes: &[u8]) -> Option<u64> {
        let (s, seed) = save::read_setup::<Self::Settings>(bytes)?;
        *settings = s;
        Some(seed)
    }
}

/// Offers game `k`'s suspended game, if any, and plays it on. `None` when
/// there was none or it could not be continued (said so on screen). Never
/// inlined, like [`play`] and [`options`]: the game read from the save and the
/// screens' locals live in frames of their own, not in the entry loop's frame
/// under every game played from it.
#[inline(never)]
fn continue_suspended<G: Screens>(
    app: &mut App,
    k: usize,
    settings: &mut G::Settings,
) -> Option<Exit> {
    let line = String::from(app.saves.suspended(k)?);
    match save::offer(app, k, &line) {
        Offer::Back => return Some(Exit::Menu),
        Offer::New => {
            app.saves.clear(k);
            return None;
        }
        Offer::Continue => {}
    }
    let slot = app.saves.resume(k);
    let refused = match slot {
        Some(slot) => match G::read_setup(settings, &slot.setup) {
            Some(seed) => {
                app.saves.begin(k, G::setup_bytes(settings, seed));
                match G::resume(app, settings, seed, &slot.game) {
                    Ok(exit) => return Some(exit),
                    Err(e) => e,
                }
            }
            None => LoadError::Damaged,
        },
        None => LoadError::Damaged,
    };
    agb::println!("save: refused {}: {}", crate::games::GAMES[k].name, refused);
    app.saves.clear(k);
    save::message(app, "Sorry!", &alloc::format!("{refused}"));
    None
}

/// Runs a game from the cartridge menu until the player goes back to it.
pub fn run<G: Screens>(app: &mut App, menu_index: usize) -> Scene {
    let saved = app.saves.settings();
    let mut settings = saved
        .options
        .get(menu_index)
        .and_then(|b| G::read_settings(b))
        .unwrap_or_default();
    let mut resumed = continue_suspended::<G>(app, menu_index, &mut settings);
    if resumed.is_some() {
        store::<G>(app, menu_index, &settings);
    }
    loop {
        let choice = match resumed.take() {
            Some(Exit::Menu) => return Scene::Menu(menu_index),
            Some(Exit::Again) => Choice::Start,
            Some(Exit::Options) | None => options::<G>(app, &mut settings),
        };
        match choice {
            Choice::Start => loop {
                store::<G>(app, menu_index, &settings);
                let seed = app.fresh_seed();
                app.saves.clear(menu_index);
                app.saves.begin(menu_index, G::setup_bytes(&settings, seed));
                let exit = play::<G>(app, &mut settings, seed);
                store::<G>(app, menu_index, &settings);
                match exit {
                    Exit::Again => continue,
                    Exit::Options => break,
                    Exit::Menu => return Scene::Menu(menu_index),
                }
            },
            Choice::Help => help::<G>(app),
            Choice::Learn => {
                app.saves.unsaved();
                match learn::<G>(app, &mut settings) {
                    Exit::Menu => return Scene::Menu(menu_index),
                    exit => resumed = Some(exit),
                }
            }
            Choice::Store => store::<G>(app, menu_index, &settings),
            Choice::Back => return Scene::Menu(menu_index),
        }
    }
}

/// Writes game `k`'s settings (nothing is written when they are as saved).
fn store<G: Screens>(app: &mut App, k: usize, settings: &G::Settings) {
    if let Some(bytes) = G::settings_bytes(settings) {
        app.saves.update(|s| {
            if let Some(o) = s.options.get_mut(k) {
                *o = bytes;
            }
        });
    }
}

#[inline(never)]
fn options<G: Screens>(app: &mut App, settings: &mut G::Settings) -> Choice {
    G::options(app, settings)
}

#[inline(never)]
fn play<G: Screens>(app: &mut App, settings: &mut G::Settings, seed: u64) -> Exit {
    G::play(app, settings, seed)
}

#[inline(never)]
fn learn<G: Screens>(app: &mut App, settings: &mut G::Settings) -> Exit {
    G::learn(app, settings)
}

#[inline(never)]
fn help<G: Screens>(app: &mut App) {
    G::help(app)
}
