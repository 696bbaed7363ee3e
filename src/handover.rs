//! Passing the console: when two or more people share the cartridge and the
//! next choice is another person's, every game stops and asks for the console
//! to change hands ("Hero 2, your turn! Pass the console on, then press A").
//! Other keys do nothing while it waits (the front says so), and the A that answers it is not
//! taken as a move. Each game draws the words where its screen has room.

use agb::input::Button;

use crate::app::App;
use crate::audio::Sfx;

/// Where the hand-over stands this frame.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Gate {
    /// The person whose choice it is has the console: play on.
    Play,
    /// The console must change hands; this frame started the wait (draw the
    /// words now).
    Started,
    /// Still waiting for A.
    Waiting,
    /// Still waiting for A, and another key was just pressed: it does
    /// nothing, and the front says so (every refused press gets a word).
    Nudged,
    /// A was pressed this frame: the console has changed hands (take the
    /// words away; the press is used up).
    Taken,
}

/// The hand-over between people's seats, the same in every game.
#[derive(Default)]
pub struct HandOver {
    /// The seat of the person who chose last.
    last: Option<u8>,
    /// The seat waiting for the console.
    waiting: Option<u8>,
}

impl HandOver {
    /// No one has chosen yet.
    pub const fn new() -> HandOver {
        HandOver {
            last: None,
            waiting: None,
        }
    }

    /// The seat waiting for the console, if any.
    pub fn waiting(&self) -> Option<u8> {
        self.waiting
    }

    /// Whether [`HandOver::gate`] will ask for the console for `seat`: when
    /// people share it and someone else chose last, or nobody has chosen yet
    /// (the first choice of a game, or of one played on from a save).
    pub fn would_wait(&self, seat: u8, people: bool) -> bool {
        people && self.last != Some(seat)
    }

    /// Call each frame a person's seat `seat` (named `who` in the log, e.g.
    /// "hero 1") is to choose; `people` is whether more than one person plays.
    /// Logs `<game>: pass the console to <who>` and `<game>: <who> has the
    /// console`.
    pub fn gate(&mut self, app: &mut App, game: &str, seat: u8, who: &str, people: bool) -> Gate {
        if self.waiting.is_none() {
            if self.would_wait(seat, people) {
                agb::println!("{}: pass the console to {}", game, who);
                self.waiting = Some(seat);
                app.sfx(Sfx::Select);
                return Gate::Started;
            }
            self.last = Some(seat);
            return Gate::Play;
        }
        if !app.input.is_just_pressed(Button::A) {
            let other = [
                Button::B,
                Button::L,
                Button::R,
                Button::Select,
                Button::Up,
                Button::Down,
                Button::Left,
                Button::Right,
            ]
            .into_iter()
            .any(|b| app.input.is_just_pressed(b));
            if other {
                agb::println!("{}: only A takes the console", game);
                return Gate::Nudged;
            }
            return Gate::Waiting;
        }
        agb::println!("{}: {} has the console", game, who);
        self.waiting = None;
        self.last = Some(seat);
        Gate::Taken
    }
}

/// The words asking for the console, for seat name `name` (e.g. "Hero 2").
pub fn words(name: &str) -> [alloc::string::String; 3] {
    [
        alloc::format!("{name}, your turn!"),
        alloc::string::String::from("Pass the console on,"),
        alloc::string::String::from("then press A"),
    ]
}
