//! Who plays a seat, the same in every game: a person with the console, or
//! the computer at one of the contract's levels. Each game's settings keep
//! one per seat (saved with the options: the shape never changes).

use tabletop_core::contract::Level;

use crate::options_list::LEVELS;

/// Who plays one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Seat {
    /// A person with the console (several people pass it round).
    Person,
    /// The computer at a level.
    Computer(Level),
}

impl Seat {
    /// Every choice of an options screen's seat row, in order.
    pub const ALL: [Seat; 4] = [
        Seat::Person,
        Seat::Computer(LEVELS[0]),
        Seat::Computer(LEVELS[1]),
        Seat::Computer(LEVELS[2]),
    ];

    /// The seat row's words.
    pub fn label(self) -> &'static str {
        match self {
            Seat::Person => "Person",
            Seat::Computer(Level::Easy) => "Computer: Easy",
            Seat::Computer(Level::Hard) => "Computer: Hard",
            Seat::Computer(_) => "Computer: Normal",
        }
    }

    /// The seat after (`d` = 1) or before (`d` = -1) this one on its row.
    pub fn cycled(self, d: i32) -> Seat {
        let now = Seat::ALL.iter().position(|&s| s == self).unwrap_or(0);
        Seat::ALL[crate::options_list::cycle(now, d, Seat::ALL.len())]
    }

    /// True for a person's seat.
    pub fn is_person(self) -> bool {
        self == Seat::Person
    }
}
