//! A sixth game, the smallest the contract allows, built only for tests
//! (feature `toy`, never in the ROM): it proves that the tools written once
//! against the contract (the test kit, the simulator's loop, the cartridge's
//! turn driver) play a new game with nothing added to them.
//!
//! Two seats take turns; each turn starts with an automatic roll (a d2: 0 or 1
//! added to the total), then the seat adds 1, 2 or 3. Whoever makes the total
//! exactly 21 wins.

use core::fmt;

use crate::contract::{AiRng, Dice, Level, Loggable, Record, Rules, Saved, Sink, Think, Turn};

/// The total that wins.
pub const GOAL: u8 = 21;

/// The game.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct Game {
    total: u8,
    seat: u8,
    rolled: bool,
    winner: Option<u8>,
    dice: Dice,
}

/// What can be done.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Action {
    /// The automatic roll.
    Roll,
    /// Add 1 to 3 to the total.
    Add(u8),
}

/// What happened.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Event {
    /// The roll added `face - 1`.
    Rolled {
        /// The d2's face.
        face: u8,
        /// The total now.
        total: u8,
    },
    /// A seat added to the total.
    Added {
        /// Who.
        seat: u8,
        /// How much.
        amount: u8,
        /// The total now.
        total: u8,
    },
    /// A seat made the total.
    Won {
        /// Who.
        seat: u8,
    },
}

/// Why an action was refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Illegal {
    /// Not that action now.
    NotNow,
    /// Past the goal.
    TooMuch,
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Illegal::NotNow => "Not now.",
            Illegal::TooMuch => "That goes past 21.",
        })
    }
}

/// Who won.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Outcome(pub u8);

impl Game {
    /// The total so far.
    pub fn total(&self) -> u8 {
        self.total
    }
}

impl Rules for Game {
    type Config = u64;
    type Action = Action;
    type Event = Event;
    type Illegal = Illegal;
    type Outcome = Outcome;
    const MAX_EVENTS: usize = 2;
    const MAX_ACTIONS: usize = 3;
    const MAX_GAME_ACTIONS: u32 = 2 * GOAL as u32 + 2;

    fn new(seed: u64) -> Game {
        Game {
            total: 0,
            seat: 0,
            rolled: false,
            winner: None,
            dice: Dice::new(seed),
        }
    }

    fn turn(&self) -> Turn {
        match (self.winner, self.rolled) {
            (Some(_), _) => Turn::Over,
            (None, false) => Turn::Auto,
            (None, true) => Turn::Seat(self.seat),
        }
    }

    fn legal_actions(&self, out: &mut impl Sink<Action>) {
        match self.turn() {
            Turn::Auto => out.put(Action::Roll),
            Turn::Seat(_) => {
                for k in 1..=3 {
                    if self.total + k <= GOAL {
                        out.put(Action::Add(k));
                    }
                }
            }
            Turn::Over => {}
        }
    }

    fn try_apply(&mut self, action: Action, ev: &mut impl Sink<Event>) -> Result<(), Illegal> {
        match (self.turn(), action) {
            (Turn::Auto, Action::Roll) => {
                let face = self.dice.d(2);
                self.total = (self.total + face - 1).min(GOAL - 1);
                self.rolled = true;
                ev.put(Event::Rolled {
                    face,
                    total: self.total,
                });
            }
            (Turn::Seat(seat), Action::Add(k)) if (1..=3).contains(&k) => {
                if self.total + k > GOAL {
                    return Err(Illegal::TooMuch);
                }
                self.total += k;
                ev.put(Event::Added {
                    seat,
                    amount: k,
                    total: self.total,
                });
                if self.total == GOAL {
                    self.winner = Some(seat);
                    ev.put(Event::Won { seat });
                } else {
                    self.seat ^= 1;
                    self.rolled = false;
                }
            }
            _ => return Err(Illegal::NotNow),
        }
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.winner.map(Outcome)
    }
}

/// The computer: it leaves the total one more than a multiple of four when
/// it can (Random and Easy pick at random).
pub struct Thinker {
    choice: Option<Action>,
}

impl Think<Game> for Thinker {
    fn start(game: &Game, level: Level, seed: u64) -> Thinker {
        let mut legal: heapless::Vec<Action, 3> = heapless::Vec::new();
        game.legal_actions(&mut legal);
        let mut rng = AiRng::<0x70_7E, true>::new(seed);
        let wise = legal
            .iter()
            .copied()
            .find(|a| matches!(a, Action::Add(k) if (game.total + k) % 4 == GOAL % 4));
        let choice = match (level, wise) {
            (Level::Normal | Level::Hard, Some(a)) => Some(a),
            _ if legal.is_empty() => None,
            _ => Some(legal[rng.below(legal.len() as u32) as usize]),
        };
        Thinker { choice }
    }

    fn step(&mut self, _game: &Game, _budget: u32) -> Option<Action> {
        self.choice
    }

    fn is_stuck(&self) -> bool {
        self.choice.is_none()
    }
}

impl Saved for Game {
    const SAVE_NAME: &'static str = "toy";
    const SAVE_VERSION: u16 = 1;
    const MAX_SAVE_BYTES: usize = 64;

    fn dice_state(&self) -> u64 {
        self.dice.state()
    }

    fn is_sound(&self) -> bool {
        self.total <= GOAL && self.seat <= 1 && self.winner.is_none_or(|w| w <= 1)
    }

    fn standing(&self, out: &mut dyn fmt::Write) -> fmt::Result {
        write!(out, "Total {}", self.total)
    }
}

impl Loggable for Action {
    fn log(&self, r: &mut Record<'_>) -> fmt::Result {
        match *self {
            Action::Roll => r.kind("roll")?,
            Action::Add(k) => r.kind("add")?.field("amount", k)?,
        };
        Ok(())
    }
}

impl Loggable for Event {
    fn log(&self, r: &mut Record<'_>) -> fmt::Result {
        match *self {
            Event::Rolled { face, total } => r
                .kind("rolled")?
                .field("face", face)?
                .field("total", total)?,
            Event::Added {
                seat,
                amount,
                total,
            } => r
                .kind("added")?
                .field("seat", seat)?
                .field("amount", amount)?
                .field("total", total)?,
            Event::Won { seat } => r.kind("won")?.field("seat", seat)?,
        };
        Ok(())
    }
}

impl Loggable for Outcome {
    fn log(&self, r: &mut Record<'_>) -> fmt::Result {
        r.kind("won")?.field("seat", self.0)?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::contract::kit;

    fn configs(n: u64) -> impl Iterator<Item = u64> {
        (0..n).map(|s| s * 7919 + 1)
    }

    #[test]
    fn api_toy_the_kit_plays_a_sixth_game_with_nothing_added() {
        let longest = kit::games_end_and_replay::<Game>(configs(20));
        assert!(longest >= 12, "{longest}");
        let (accepted, refused) =
            kit::listed_accepted_unlisted_refused::<Game>(configs(6), 3, true);
        assert!(accepted > 50 && refused > 50, "{accepted} {refused}");
        let n = kit::slicing_never_changes_a_decision::<Game, Thinker>(configs(6), 3, &Level::ALL);
        assert!(n > 20, "{n}");
        let (largest, checked) = kit::saves_round_trip::<Game>(configs(6), 1);
        assert!(
            largest <= Game::MAX_SAVE_BYTES && checked > 50,
            "{largest} {checked}"
        );
        let (refused, _) = kit::damaged_saves_are_refused_or_sound::<Game>(configs(2), 50);
        assert!(refused > 10, "{refused}");
    }

    #[test]
    fn rule_toy_the_total_is_never_passed_and_normal_beats_random() {
        let mut g = <Game as Rules>::new(3);
        g.total = 20;
        g.rolled = true;
        assert_eq!(
            Rules::try_apply(&mut g, Action::Add(2), &mut 0usize),
            Err(Illegal::TooMuch)
        );
        Rules::try_apply(&mut g, Action::Add(1), &mut 0usize).unwrap();
        assert_eq!(g.outcome(), Some(Outcome(0)));
    }
}
