//! What a game gives the turn driver ([`super::Turn`]): its drawing and
//! words, a person's input that returns an action, and the few hooks a game
//! may override.

use alloc::boxed::Box;
use alloc::vec::Vec;

use agb::display::GraphicsFrame;
use tabletop_core::contract::{Level, Rules, Saved, Turn as Whose};

use super::{AUTO_PAUSE, Keep};
use crate::app::App;
use crate::bot::Slicing;
use crate::player::{Pace, Stage};
use crate::seat::Seat;
use crate::text::Canvas;

/// The game played by front `F`.
pub type GameOf<F> = <F as Front>::Game;
/// An action of front `F`'s game.
pub type ActionOf<F> = <GameOf<F> as Rules>::Action;
/// Why front `F`'s game refused an action.
pub type IllegalOf<F> = <GameOf<F> as Rules>::Illegal;
/// An event of front `F`'s game.
pub type EventOf<F> = <GameOf<F> as Rules>::Event;

/// What a person's buttons did this frame.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Input<A> {
    /// Nothing to play yet (the cursor moved, a menu opened, ...).
    Nothing,
    /// Play this action.
    Play(A),
    /// SELECT: ask the computer for a hint.
    Hint,
    /// Let the computer choose this one for the person (it is played).
    Computer,
}

/// What the front sees of the turn when it draws.
#[derive(Clone, Copy)]
pub struct Shown<'a, G> {
    /// The game.
    pub game: &'a G,
    /// A person is choosing now (no events playing, no hand-over, no hint
    /// being worked out): show the cursor and what may be chosen.
    pub deciding: bool,
    /// Frames since the game screen opened (for blinking).
    pub frames: u32,
    /// Events are being shown (or wait to be).
    pub busy: bool,
}

/// A game's part of its play screen on the turn driver: drawing, words,
/// and reading a person's buttons.
pub trait Front: Stage<EventOf<Self>> + Sized {
    /// The rules.
    type Game: Rules<Action: 'static, Event: 'static> + Saved + 'static;
    /// The computer player, and how it is sliced.
    type Thinker: Slicing<Self::Game>;
    /// The game's name in the log and the pause menu.
    const NAME: &'static str;
    /// The game's help pages (the pause menu shows them).
    const HELP: &'static [&'static str];

    /// Who decides for `seat` in `game` now (most games: who plays the
    /// seat; a game may also look at the position, as the Simple Game
    /// System's person plays only their own hero).
    fn seat(&self, game: &Self::Game, seat: u8) -> Seat;
    /// The seat's name in the log and the hand-over's words ("Blue", "Hero 2").
    fn seat_name(&self, game: &Self::Game, seat: u8) -> &'static str;
    /// More than one person plays: the console changes hands between them.
    fn people(&self) -> bool;

    /// Whether a person's choices are listed for [`Front::ask`] and
    /// [`Front::input`] when a decision begins. A front that works out its
    /// own (Hero's cursor asks the rules of each cell) says no: listing
    /// every move, shot and throw of an army costs several frames.
    const LISTS_CHOICES: bool = true;
    /// Lists the choices of `seat`'s person into `out` when their decision
    /// begins (with [`Front::LISTS_CHOICES`]): by default every legal
    /// action. A game whose menu offers one piece's choices may list only
    /// that piece's (Sandford: one hero's, a quarter of a four heroes' list).
    fn choices(&self, game: &Self::Game, _seat: u8, out: &mut Vec<ActionOf<Self>>) {
        game.legal_actions(&mut Keep(out));
    }
    /// Whose decision it is (by default the rules' word; a game may make a
    /// forced step automatic).
    fn whose(&self, game: &Self::Game) -> Whose {
        game.turn()
    }
    /// The automatic step to play, when it is not the rules' first legal
    /// action (Sandford: the round of a hero whose person ended their
    /// turn, done with nothing).
    fn auto_action(&self, _game: &Self::Game) -> Option<ActionOf<Self>> {
        None
    }
    /// The seat an automatic step is rolled for, if it is one seat's own
    /// (Rush's move die): where a person plays that seat and the console
    /// must change hands, it changes hands before the dice, not after.
    fn auto_seat(&self, _game: &Self::Game) -> Option<u8> {
        None
    }
    /// Frames before an automatic step (B plays it at once).
    fn pause(&self, _game: &Self::Game) -> u32 {
        AUTO_PAUSE
    }
    /// Frames the computer waits before playing its decision (B plays it
    /// at once): by default [`super::AI_PAUSE`]; a game whose computer
    /// plays long runs of small steps may wait less between them.
    fn ai_pause(&self, _game: &Self::Game) -> u32 {
        super::AI_PAUSE
    }
    /// The computer's thinker for `seat`'s decision (or a person's hint), in
    /// `spare` if given; by default it decides for whoever acts in `game`.
    fn thinker(
        &self,
        game: &Self::Game,
        _seat: u8,
        level: Level,
        seed: u64,
        spare: Option<Box<Self::Thinker>>,
    ) -> Box<Self::Thinker> {
        crate::bot::thinker(game, level, seed, spare)
    }
    /// Whether A held hurries the events as R does (and a guided game's
    /// half speed with them): a child presses A to go on, and a press that
    /// does nothing is a bug to them. By default A does nothing then.
    fn a_hurries(&self) -> bool {
        false
    }
    /// Whether a guided game ("Learn to play") shows its events at half
    /// speed, so every word of a first game can be read. A front whose
    /// every line of words stays long enough to read says no (Rush).
    fn slow_when_guided(&self) -> bool {
        true
    }
    /// Whether B may show every queued event at once now (`person`: the seat
    /// deciding, if a person's). By default only when no person decides.
    fn may_skip(&self, _game: &Self::Game, person: Option<u8>) -> bool {
        person.is_none()
    }
    /// After each frame of the event player (at `pace`): play its sound,
    /// show its words.
    fn shown(&mut self, _app: &mut App, _pace: Pace) {}
    /// Every frame no person's choice reads the buttons (events playing,
    /// at a guided game's half speed too, the frame a decision begins, the
    /// computer's and automatic steps): a front that keeps a press until it
    /// can act on it reads it here.
    fn meanwhile(&mut self, _app: &App) {}
    /// Every event has been shown: the view is the game again.
    fn settle(&mut self, _game: &Self::Game) {}
    /// A person's decision for `seat` begins (`legal`: [`Front::choices`]);
    /// `say` is false while the console waits to change hands (the prompt
    /// comes with [`Front::taken`] then).
    fn ask(
        &mut self,
        app: &mut App,
        game: &Self::Game,
        legal: &[ActionOf<Self>],
        seat: u8,
        say: bool,
    );
    /// A computer's or automatic decision begins: nothing of a person's.
    fn watch(&mut self, _game: &Self::Game) {}
    /// The console must pass to `seat`: say so.
    fn hand_over(&mut self, app: &mut App, game: &Self::Game, seat: u8);
    /// Whether R held hurries the events playing now (`person`: the person
    /// whose choice comes next, if any). A front whose R means something
    /// else on a person's own turn says no there: one button, one meaning.
    fn r_hurries(&self, _game: &Self::Game, _person: Option<u8>) -> bool {
        true
    }
    /// A key other than A while the console waits to pass to `seat`: it
    /// does nothing (a front says why; by default, nothing more).
    fn nudged(&mut self, _app: &mut App, _game: &Self::Game, _seat: u8) {}
    /// The console has changed hands: the prompt again (or, before an
    /// automatic step of `seat`'s own, [`Front::auto_seat`], the turn's
    /// words).
    fn taken(&mut self, app: &mut App, game: &Self::Game, seat: u8);
    /// One frame of `seat`'s person choosing.
    fn input(
        &mut self,
        app: &mut App,
        game: &Self::Game,
        legal: &[ActionOf<Self>],
        seat: u8,
    ) -> Input<ActionOf<Self>>;
    /// A hint was asked for (it is being worked out).
    fn hint_asked(&mut self, app: &mut App);
    /// The hint is `action`: point at it, so that A takes it.
    fn hinted(&mut self, app: &mut App, game: &Self::Game, action: ActionOf<Self>);
    /// "Learn to play": point at `action`, the next step of the guided game
    /// (a hand on its piece, square or line), saying `say`, so that A takes
    /// it. By default, as a hint.
    fn guide(&mut self, app: &mut App, game: &Self::Game, action: ActionOf<Self>, _say: &str) {
        self.hinted(app, game, action);
    }
    /// The rules refused `action` (a person's): say why (`why`'s `Display`
    /// is the rules' own sentence).
    fn refused(&mut self, app: &mut App, action: ActionOf<Self>, why: &IllegalOf<Self>);
    /// `action` was played: what the decision showed goes.
    fn applied(&mut self, _game: &Self::Game, _action: ActionOf<Self>) {}
    /// What the front keeps in a save beside the game, written into `out`
    /// after [`Front::applied`] (Sandford's hot seat: the heroes whose
    /// people ended their turn, so that a resumed game does not give them
    /// their go again). By default nothing: the game is all there is.
    fn kept(&self, _out: &mut Vec<u8>) {}
    /// The computer may play its decision this frame (a game may want its
    /// words drawn first).
    fn may_act(&self) -> bool {
        true
    }
    /// Work on the shared text layer before the frame is drawn; `played`:
    /// an action was applied in the last frame's logic.
    fn prepare(&mut self, app: &mut App, shown: Shown<'_, Self::Game>, played: bool);
    /// Puts the frame's backgrounds and sprites on `frame`.
    fn draw(&mut self, frame: &mut GraphicsFrame, text: &Canvas, shown: Shown<'_, Self::Game>);
    /// Back from the pause menu (which used the text layer): redraw.
    fn resumed(&mut self, app: &mut App);
    /// Nothing of the front's waits to be drawn (a save may be written).
    fn quiet(&self) -> bool {
        true
    }
    /// A thinker made when the game is set up, to be restarted in place for
    /// every decision (a game whose thinker is too big to be built on the
    /// stack under the play loop gives one; SiTTeRS' is 6 KiB).
    fn spare_thinker(_game: &Self::Game) -> Option<Box<Self::Thinker>> {
        None
    }
}
