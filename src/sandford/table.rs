//! Sandford's play screen on the cartridge's one screen loop
//! ([`crate::screen`]): how the loop draws, pauses and updates a [`Play`].

use agb::display::GraphicsFrame;

use super::map;
use super::options::Settings;
use super::play::{Exit, Play};
use super::screens;
use crate::app::App;
use crate::screen::{self, Ended, NoProbe, Screen};
use crate::text::Canvas;
use tabletop_core::contract::{Rules, Typed};

/// Plays one game until it ends or the player quits.
pub fn run(app: &mut App, settings: &Settings, seed: u64) -> Exit {
    agb::println!("sandford: new game seed={}", seed);
    map::install_palettes(&mut app.gfx);
    let mut play = Play::new(settings, seed);
    app.text.clear();
    match screen::run(app, &mut play, &mut NoProbe) {
        Ended::Over => {
            if let Some(outcome) = play.game.outcome() {
                agb::println!(
                    "sandford: game over {} waves={}",
                    Typed(&outcome),
                    play.game.waves_defeated()
                );
            }
            screens::end(app, &play.game)
        }
        Ended::Quit | Ended::Stopped => Exit::Menu,
    }
}

impl Screen for Play {
    const NAME: &'static str = "sandford";
    const HELP: &'static [&'static str] = &screens::PAGES;

    fn prepare(&mut self, app: &mut App) {
        self.hud(app);
    }

    fn draw(&mut self, frame: &mut GraphicsFrame, text: &Canvas) {
        self.show(frame);
        self.bg.show(frame);
        text.show(frame);
    }

    fn committed(&mut self) {
        self.frame_started();
    }

    fn resumed(&mut self, app: &mut App) {
        map::install_palettes(&mut app.gfx);
        app.text.clear();
        self.invalidate();
        self.pacer.disarm();
    }

    fn update(&mut self, app: &mut App) -> bool {
        Play::update(self, app)
    }
}
