//! What every game on the cartridge shares around its play screen: the loop
//! from the options screen to games and back, and how each screen is left.
//! Each game is a module with one entry point that hands its screens here.

use alloc::string::String;

use tabletop_core::contract::LoadError;

use crate::app::{App, Scene};
use crate::save::{self, Offer};

/// What the player chose on a game's options screen.
pub enum Choice {
    /// Start a game with the settings.
    Start,
    /// Read how to play.
    Help,
    /// Back to the cartridge menu.
    Back,
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
    /// One game from `seed`, until it is left.
    fn play(app: &mut App, settings: &Self::Settings, seed: u64) -> Exit;
    /// How to play.
    fn help(app: &mut App);
    /// A suspended game (its core's save bytes), played on from where it
    /// stood with the settings and seed it was started with.
    fn resume(
        app: &mut App,
        settings: &Self::Settings,
        seed: u64,
        game: &[u8],
    ) -> Result<Exit, LoadError>;
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
    let setup = slot
        .as_ref()
        .and_then(|s| save::read_setup::<G::Settings>(&s.setup));
    let refused = match (slot, setup) {
        (Some(slot), Some((st, seed))) => {
            *settings = st;
            app.saves.begin(k, save::setup_bytes(&*settings, seed));
            match G::resume(app, settings, seed, &slot.game) {
                Ok(exit) => return Some(exit),
                Err(e) => e,
            }
        }
        _ => LoadError::Damaged,
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
        .and_then(|b| postcard::from_bytes::<G::Settings>(b).ok())
        .unwrap_or_default();
    let mut resumed = continue_suspended::<G>(app, menu_index, &mut settings);
    loop {
        let choice = match resumed.take() {
            Some(Exit::Menu) => return Scene::Menu(menu_index),
            Some(Exit::Again) => Choice::Start,
            Some(Exit::Options) | None => options::<G>(app, &mut settings),
        };
        match choice {
            Choice::Start => loop {
                if let Ok(bytes) = postcard::to_allocvec(&settings) {
                    app.saves.update(|s| {
                        if let Some(o) = s.options.get_mut(menu_index) {
                            *o = bytes;
                        }
                    });
                }
                let seed = app.fresh_seed();
                app.saves.clear(menu_index);
                app.saves
                    .begin(menu_index, save::setup_bytes(&settings, seed));
                match play::<G>(app, &settings, seed) {
                    Exit::Again => continue,
                    Exit::Options => break,
                    Exit::Menu => return Scene::Menu(menu_index),
                }
            },
            Choice::Help => help::<G>(app),
            Choice::Back => return Scene::Menu(menu_index),
        }
    }
}

#[inline(never)]
fn options<G: Screens>(app: &mut App, settings: &mut G::Settings) -> Choice {
    G::options(app, settings)
}

#[inline(never)]
fn play<G: Screens>(app: &mut App, settings: &G::Settings, seed: u64) -> Exit {
    G::play(app, settings, seed)
}

#[inline(never)]
fn help<G: Screens>(app: &mut App) {
    G::help(app)
}
