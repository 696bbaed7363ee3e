//! "Learn to play" on the play screen: the guided step's sentence on the
//! prompt's line, the cursor on its menu line and the guide's hand beside
//! that line's words, on its row, or, for a step of a walk, first on "Walk (+ pad)" and then on the
//! square the + pad steps to (a move taught in the presses a real game
//! asks for).

use alloc::string::String;

use agb::display::GraphicsFrame;
use tabletop_core::sgs::Game;
use tabletop_core::sgs::arena::{Action, Arena, Phase};
use tabletop_core::sgs::quest::QAction;

use super::draw::{CELL, MAP};
use super::menu::Pick;
use super::play::Story;
use crate::text::Glyphs;
use crate::ui::{self, spr};

/// Where the guide's hand points.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Hand {
    /// At menu item `k`: beside its words on its own row, at the line's
    /// left where the cursor's mark is, pointing right at them (never on
    /// another line, the prompt or the footer).
    Item(usize),
    /// At a square of the fight's map (its top-left pixel), the step's
    /// direction (0..8 clockwise from north) that reaches it.
    Square(i32, i32, u8),
}

/// Where the hand beside menu item `k` is drawn (the sprite's top-left),
/// the cursor on `cursor`, if the item shows: its eight pixels on the
/// item's row (a line of text is ten), its finger at the words' left. A
/// guided game keeps its sentence on the prompt's line: a fight's menu is
/// never the tall one there.
pub fn item_spot(k: usize, cursor: usize, fight: bool) -> Option<(i32, i32)> {
    let w = super::menu::window(fight, false);
    let first = super::menu::first_shown(cursor, w.rows);
    (first..first + w.rows)
        .contains(&k)
        .then(|| (-1, w.top + (k - first) as i32 * w.step - 5))
}

/// The square `(x, y)` (its top-left pixel) as the guide's hand sees it.
fn square_cell(x: i32, y: i32) -> crate::hand::Cell {
    crate::hand::Cell {
        x,
        y,
        w: CELL,
        h: CELL,
    }
}

/// Where the hand comes from to point at the square a step in direction
/// `d` reaches: the side away from the walker, who stands next to it
/// (pointing up through him, the hand hid him). A step up on the map's top
/// two rows has no room above (the hand would cover the title, "Fight!"):
/// then from the side away from the walker (the left, straight up).
fn hand_side(cell: crate::hand::Cell, d: u8) -> crate::hand::From {
    use crate::hand::From;
    let room = crate::hand::spot(cell, From::Above, MAP.1, 0).sprite == spr::HAND_DOWN;
    match d {
        0 | 1 | 7 if room => From::Above,
        1 | 2 => From::Right,
        3..=5 => From::Below,
        _ => From::Left,
    }
}

impl Story {
    /// Points at the guided step `action`, saying `say` ([`crate::turn::Front::guide`]).
    pub(super) fn guide_step(&mut self, game: &Game, g: &Glyphs, action: QAction, say: &str) {
        self.guided = Some((action, String::from(say)));
        self.point_guide(game, g);
    }

    /// Points again at the guided step, if one is asked (the menu or the
    /// walk changed under it).
    pub(super) fn point_guide(&mut self, game: &Game, g: &Glyphs) {
        let Some((action, say)) = self.guided.clone() else {
            return;
        };
        let step = match action {
            QAction::Fight(Action::Step(d)) => Some(d),
            _ => None,
        };
        if self.walking && step.is_none() {
            // A walk is over: the menu comes back for the asked line.
            self.set_menu(game, g);
        }
        self.hand = None;
        // The words say what the asked press does where the child is (the
        // playtest: "press Up" on the menu moved its cursor).
        let mut say = say;
        match (step, game.arena()) {
            (Some(d), Some(a)) if self.walking => {
                self.hand = square(a, d).map(|(x, y)| Hand::Square(x, y, d));
                say = step_words(d);
            }
            _ => {
                let asked = |p: &Pick| match (*p, action) {
                    (Pick::Walk, QAction::Fight(Action::Step(_))) => true,
                    (Pick::Act(a), x) => a == x,
                    _ => false,
                };
                // The child makes every choice: no "Let the computer pick".
                self.items.retain(|it| !matches!(it.action, Pick::Computer));
                let mut at = self.items.iter().position(|it| asked(&it.action));
                if at.is_none() {
                    // The menu went (the computer was asked to pick): back.
                    self.set_menu(game, g);
                    self.items.retain(|it| !matches!(it.action, Pick::Computer));
                    at = self.items.iter().position(|it| asked(&it.action));
                }
                if let Some(k) = at {
                    self.cursor = k;
                    self.hand = Some(Hand::Item(k));
                    self.tell_chance(k);
                }
            }
        }
        match (step, self.hand) {
            (Some(d), Some(Hand::Square(..))) => agb::println!("sgs: guide walk d={}", d),
            (_, Some(Hand::Item(k))) => {
                // The asked line's row (its top pixel), where the hand is.
                let fight = game.arena().is_some();
                let row = item_spot(k, self.cursor, fight).map_or(-1, |(_, y)| y + 5);
                agb::println!("sgs: guide points {:?} row={}", self.hand, row);
            }
            _ => agb::println!("sgs: guide points {:?}", self.hand),
        }
        agb::println!("sgs: guide says {}", say);
        self.prompt = say;
        self.dirty = true;
    }

    /// The first time the asked line shows a chance ("6 in 10"), what it
    /// means is said under the story (the playtest: it was unexplained).
    fn tell_chance(&mut self, k: usize) {
        if self.chance_told {
            return;
        }
        let n = self.items.get(k).and_then(|it| {
            let (before, _) = it.text.split_once(" in 10")?;
            let digits = before.rsplit(|c: char| !c.is_ascii_digit()).next()?;
            digits.parse::<u32>().ok()
        });
        if let Some(n) = n {
            self.chance_told = true;
            self.say(&super::words::chance_line(n));
        }
    }

    /// The guided step was played (or the computer's turn came): the hand
    /// and the sentence go.
    pub(super) fn guide_gone(&mut self) {
        self.guided = None;
        self.hand = None;
    }

    /// Draws the hand (a sprite, bobbing) when a choice is asked.
    pub(super) fn draw_hand(&self, frame: &mut GraphicsFrame, fight: bool, frames: u32) {
        if self.busy {
            return;
        }
        let bob = crate::hand::bob(frames);
        match self.hand {
            Some(Hand::Item(k)) => {
                if let Some((x, y)) = item_spot(k, self.cursor, fight) {
                    ui::sprite(frame, spr::HAND_RIGHT, x + bob, y);
                }
            }
            Some(Hand::Square(x, y, d)) => {
                let cell = square_cell(x, y);
                crate::hand::point_at(frame, cell, hand_side(cell, d), MAP.1, frames, None);
            }
            None => {}
        }
    }
}

/// The guide's words for a step of a walk: the + pad's arrow to press.
pub fn step_words(d: u8) -> String {
    let arrow = match d {
        0 => "Up",
        2 => "Right",
        4 => "Down",
        _ => "Left",
    };
    alloc::format!("Now press {arrow} on the + pad.")
}

/// The top-left pixel of the square the fighter whose turn it is steps to
/// in direction `d`.
fn square(a: &Arena, d: u8) -> Option<(i32, i32)> {
    let Phase::Turn { who } = a.phase() else {
        return None;
    };
    let (c, r) = Arena::towards(a.fighter(who).at, d)?;
    Some((MAP.0 + i32::from(c) * CELL, MAP.1 + i32::from(r) * CELL))
}
