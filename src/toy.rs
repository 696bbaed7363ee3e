//! The tests' sixth game (`tabletop_core::toy`, never in the ROM: its core
//! feature is turned on for the in-ROM tests only) on the one turn driver:
//! everything a new game writes to be played on the cartridge is this
//! file's `Front` and `Slicing` (about 100 lines), and the test plays a
//! whole game of it through the player's own screen loop.

use agb::display::GraphicsFrame;
use tabletop_core::contract::{Level, Rules};
use tabletop_core::toy::{Action, Event, Game, Illegal, Thinker};

use crate::app::App;
use crate::bot::Slicing;
use crate::player::Stage;
use crate::seat::Seat;
use crate::text::Canvas;
use crate::turn::{Front, Input, Shown};
use crate::ui::ink;

impl Slicing<Game> for Thinker {
    const UNITS: u32 = 1;
    type Notes = ();

    fn may_start(&mut self, line: u16) -> bool {
        line < 150
    }
}

/// The toy's play screen: the total in words, each event shown for a few
/// frames.
#[derive(Default)]
struct Felt {
    /// Events begun and ended.
    begun: u32,
    ended: u32,
    /// The total as last drawn.
    drawn: Option<u8>,
}

impl Stage<Event> for Felt {
    fn begin(&mut self, _e: &Event) -> u32 {
        self.begun += 1;
        3
    }

    fn end(&mut self, e: Option<&Event>) {
        self.ended += u32::from(e.is_some());
    }
}

impl Front for Felt {
    type Game = Game;
    type Thinker = Thinker;
    const NAME: &'static str = "toy";
    const HELP: &'static [&'static str] = &["Make the total 21 to win."];

    fn seat(&self, _game: &Game, seat: u8) -> Seat {
        Seat::Computer(if seat == 0 {
            Level::Normal
        } else {
            Level::Random
        })
    }

    fn seat_name(&self, _game: &Game, seat: u8) -> &'static str {
        if seat == 0 { "First" } else { "Second" }
    }

    fn people(&self) -> bool {
        false
    }

    fn ask(&mut self, _app: &mut App, _game: &Game, _legal: &[Action], _seat: u8, _say: bool) {}

    fn hand_over(&mut self, _app: &mut App, _game: &Game, _seat: u8) {}

    fn taken(&mut self, _app: &mut App, _game: &Game, _seat: u8) {}

    fn input(
        &mut self,
        _app: &mut App,
        _game: &Game,
        _legal: &[Action],
        _seat: u8,
    ) -> Input<Action> {
        Input::Nothing
    }

    fn hint_asked(&mut self, _app: &mut App) {}

    fn hinted(&mut self, _app: &mut App, _game: &Game, _action: Action) {}

    fn refused(&mut self, _app: &mut App, _action: Action, _why: &Illegal) {}

    fn prepare(&mut self, app: &mut App, shown: Shown<'_, Game>, _played: bool) {
        let total = shown.game.total();
        if self.drawn != Some(total) && !shown.busy {
            self.drawn = Some(total);
            let (text, g) = app.blank_text();
            text.centred(g, 0, 240, 72, ink::WHITE, &alloc::format!("Total {total}"));
        }
    }

    fn draw(&mut self, frame: &mut GraphicsFrame, text: &Canvas, _shown: Shown<'_, Game>) {
        text.show(frame);
    }

    fn resumed(&mut self, _app: &mut App) {
        self.drawn = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::screen::{self, Ended, Mark, Probe};
    use crate::turn::Turn;

    /// Stops the loop after `left` frames.
    struct Frames {
        left: u32,
    }

    impl Probe<Turn<Felt>> for Frames {
        fn mark(&mut self, _: Mark, _: &Turn<Felt>) {}
        fn stop(&mut self) -> bool {
            self.left = self.left.saturating_sub(1);
            self.left == 0
        }
    }

    #[test_case]
    fn the_turn_driver_plays_a_sixth_game_to_its_end(gba: &mut agb::Gba) {
        // Tiles the tests before let go of are given back at a commit.
        gba.graphics.get().frame().commit();
        let mut app = App::silent(&mut gba.graphics);
        for seed in [3, 8] {
            let mut turn = crate::turn::boxed(<Game as Rules>::new(seed), Felt::default(), seed);
            let ended = screen::run(&mut app, &mut *turn, &mut Frames { left: 5_000 });
            assert!(
                matches!(ended, Ended::Over),
                "seed {seed}: not over in 5,000 frames"
            );
            let winner = turn.game.outcome().map(|o| o.0);
            assert!(winner.is_some(), "seed {seed}: over with no winner");
            assert_eq!(turn.game.total(), tabletop_core::toy::GOAL);
            // Every event applied was shown, and each was shown whole.
            assert!(
                turn.front.begun > 10,
                "seed {seed}: {} events",
                turn.front.begun
            );
            assert_eq!(turn.front.begun, turn.front.ended);
            assert!(
                turn.decisions > 5,
                "seed {seed}: {} decisions",
                turn.decisions
            );
        }
    }
}
