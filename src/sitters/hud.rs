//! The SiTTeRS heads-up display: whose turn at the top, the tallies on the right,
//! messages and button hints at the bottom. Each panel is redrawn only when its
//! text changes, and at most one panel a frame ([`Hud::draw`]): a panel takes
//! up to a third of a frame to draw, so three at once would drop a frame.

use alloc::string::String;
use core::fmt::Write;

use tabletop_core::sitters::{Event, Game, Phase, Piece, Side};

use crate::strips::{Strip, Strips};
use crate::text::{Canvas, Glyphs};

/// The three text panels, strips of the shared text layer.
pub struct Hud {
    strips: Strips<3>,
    /// The tallies last put on the panels (and who played), to skip the work
    /// when nothing changed.
    last: Option<(Tally, [&'static str; 2])>,
}

/// Panels: the turn along the top, the tallies down the right, messages along
/// the bottom (drawn on the transparent layer over the board).
pub const PANELS: [Strip; 3] = [
    Strip {
        area: (0, 0, 240, 16),
        inset: (8, 3),
        fill: 0,
    },
    Strip {
        area: (184, 16, 56, 112),
        inset: (2, 3),
        fill: 0,
    },
    Strip {
        area: (0, 128, 240, 32),
        inset: (8, 3),
        fill: 0,
    },
];
pub const TOP: usize = 0;
pub const SIDE: usize = 1;
pub const BOTTOM: usize = 2;

/// The name of a side on screen, with its colour.
pub fn side_name(side: Side) -> &'static str {
    match side {
        Side::Goodie => "{5}Goodies{1}",
        Side::Baddie => "{6}Baddies{1}",
    }
}

impl Hud {
    /// Empty panels.
    pub fn new() -> Hud {
        Hud {
            strips: Strips::new(PANELS),
            last: None,
        }
    }

    /// Forgets what is drawn, so the next updates redraw everything (after
    /// another screen used the text layer).
    pub fn invalidate(&mut self) {
        self.strips.invalidate();
    }

    /// Puts `tally` on the top and side panels (drawn by later [`Hud::draw`]s);
    /// `who` names the players. Cheap when nothing changed.
    pub fn tallies(&mut self, tally: &Tally, who: [&'static str; 2]) {
        if self.last == Some((*tally, who)) {
            return;
        }
        self.last = Some((*tally, who));
        self.set(TOP, &tally.top(who));
        self.set(SIDE, &tally.side());
    }

    fn set(&mut self, panel: usize, text: &str) {
        self.strips.set(panel, text);
    }

    /// Draws the first panel whose text changed, if any (call once a frame).
    /// Returns whether it drew one.
    pub fn draw(&mut self, canvas: &mut Canvas, glyphs: &Glyphs) -> bool {
        self.strips
            .draw(canvas, glyphs, &[BOTTOM, TOP, SIDE], 1, || true)
            > 0
    }

    /// Sets the message panel (two lines at most).
    pub fn message(&mut self, text: &str) {
        self.set(BOTTOM, text);
    }
}

/// Where play stands, as the HUD shows it: either read from the game, or
/// caught up event by event as the animations show them ([`Tally::apply`]),
/// so a count changes when its message shows and never before.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Tally {
    /// Setup, a turn, or the end.
    pub stage: Stage,
    /// The goodies' gold.
    pub gold: u8,
    /// Goodies in the safe zone.
    pub safe: u8,
    /// Goodies and baddies lost and not back.
    pub lost: [u8; 2],
    /// Chests on the board.
    pub chests: u8,
}

/// The top panel's part of a [`Tally`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Stage {
    /// Placing markers and chests.
    Setup,
    /// `side`'s turn in `round`; `second` for the goodies' second turn.
    Turn {
        round: u16,
        side: Side,
        second: bool,
    },
    /// The game ended in `round`.
    Over { round: u16 },
}

impl Tally {
    /// What the game says now.
    pub fn of(game: &Game) -> Tally {
        let stage = match game.phase() {
            Phase::PlaceGoodie | Phase::PlaceGoodieChest | Phase::PlaceBaddieChest => Stage::Setup,
            Phase::Over => Stage::Over {
                round: game.round(),
            },
            phase => {
                let side = phase.side().unwrap_or(Side::Goodie);
                Stage::Turn {
                    round: game.round(),
                    side,
                    second: side == Side::Goodie && game.turn_in_round() >= 1,
                }
            }
        };
        Tally {
            stage,
            gold: game.gold(),
            safe: game.survivors(),
            lost: [game.defeated(Side::Goodie), game.defeated(Side::Baddie)],
            chests: game.chests(),
        }
    }

    /// Catches up with one event (called when its animation starts).
    pub fn apply(&mut self, event: &Event) {
        match *event {
            Event::Placed {
                piece: Piece::Chest,
                ..
            } => self.chests += 1,
            Event::TurnStarted { side, round } => {
                let second = side == Side::Goodie
                    && matches!(self.stage, Stage::Turn { round: r, side: Side::Goodie, .. } if r == round);
                self.stage = Stage::Turn {
                    round,
                    side,
                    second,
                };
            }
            Event::Looted { gold_total, .. } => {
                self.gold = gold_total;
                self.chests = self.chests.saturating_sub(1);
            }
            Event::GoldForfeited { .. } => self.chests = self.chests.saturating_sub(1),
            Event::Removed { piece, .. } => match piece {
                Piece::Goodie => self.lost[0] += 1,
                Piece::Baddie => self.lost[1] += 1,
                Piece::Chest => self.chests = self.chests.saturating_sub(1),
            },
            Event::Returned { side, .. } => {
                let lost = &mut self.lost[side as usize];
                *lost = lost.saturating_sub(1);
            }
            Event::ReachedSafety { survivors, .. } => self.safe = survivors,
            Event::GameOver {
                survivors, gold, ..
            } => {
                let round = match self.stage {
                    Stage::Turn { round, .. } | Stage::Over { round } => round,
                    Stage::Setup => 1,
                };
                self.stage = Stage::Over { round };
                (self.safe, self.gold) = (survivors, gold);
            }
            _ => {}
        }
    }

    /// The top panel: whose turn, or the end.
    pub fn top(&self, who: [&str; 2]) -> String {
        let mut top = String::new();
        match self.stage {
            Stage::Setup => top.push_str("Setting up the board"),
            Stage::Over { round } => {
                let _ = write!(
                    top,
                    "Game over after {}",
                    crate::plural::count(round, "round", "rounds")
                );
            }
            Stage::Turn {
                round,
                side,
                second,
            } => {
                let _ = write!(top, "Round {round}: {}", side_name(side));
                let who = who[side as usize];
                if who.is_empty() {
                    top.push_str("' turn");
                }
                if side == Side::Goodie {
                    let _ = write!(top, " {}/2", if second { 2 } else { 1 });
                }
                if !who.is_empty() {
                    let _ = write!(top, " {{4}}({who})");
                }
            }
        }
        top
    }

    /// The side panel: the die's label and the counts.
    pub fn side(&self) -> String {
        let mut side = String::new();
        let _ = write!(
            side,
            "{{4}}Die\n\n{{3}}Gold{{1}} {}\n{{7}}Safe{{1}} {}\n\n{{4}}Lost\n{{5}}Good{{1}} {}\n{{6}}Bad{{1}} {}\n\n{{4}}Chests{{1}} {}",
            self.gold, self.safe, self.lost[0], self.lost[1], self.chests
        );
        side
    }
}

/// Where the side panel draws the die (screen pixels).
pub const DIE_POS: (i32, i32) = (200, 26);
