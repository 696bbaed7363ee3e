//! SiTTeRS' "Learn to play": the guided game on its table, and the first
//! real game it offers.

use alloc::boxed::Box;

use tabletop_core::contract::Typed;

use super::options::{Mode, Settings};
use super::play::{Exit, Play, on};
use crate::app::App;

/// The guided game ("Learn to play") on its table: the child plays the
/// goodies, the script the baddies; and the settings of the real game after
/// it (the goodies against Easy).
pub fn guided(app: &mut App) -> (Settings, Box<Play>) {
    use tabletop_core::sitters::guide::{GUIDE, SEED};
    agb::println!("sitters: learn to play seed={}", SEED);
    let learner = Settings {
        mode: Mode::Goodies,
        level: tabletop_core::sitters::ai::Level::Easy,
    };
    let mut play = on(app, &learner, SEED, GUIDE.start());
    play.guided(&GUIDE);
    (learner, play)
}

/// "Learn to play": the guided game ([`guided`]), never saved; then "Now play a real game!", which
/// sets the goodies against Easy and returns [`Exit::Again`].
pub fn learn(app: &mut App, settings: &mut Settings) -> Exit {
    let (learner, mut play) = guided(app);
    if !crate::learn::played(app, &mut *play) {
        return Exit::Options;
    }
    let (score, outcome) = play.game.score();
    agb::println!("sitters: game over {} score={}", Typed(&outcome), score);
    let headline = match outcome {
        tabletop_core::sitters::Outcome::GoodiesWin => "The goodies win!",
        tabletop_core::sitters::Outcome::BaddiesWin => "The baddies win!",
        tabletop_core::sitters::Outcome::Draw => "It's a draw!",
    };
    let why = alloc::format!(
        "No goodie is left on the board: the end.\n{} safe + {} gold = score {score}.\n{}",
        play.game.survivors(),
        play.game.gold(),
        match outcome {
            tabletop_core::sitters::Outcome::GoodiesWin => "More than 4: the goodies win!",
            tabletop_core::sitters::Outcome::BaddiesWin => "Less than 4: the baddies win!",
            tabletop_core::sitters::Outcome::Draw => "Exactly 4: a draw!",
        }
    );
    drop(play);
    crate::learn::offer(app, "SiTTeRS", headline, &why, settings, learner)
}
