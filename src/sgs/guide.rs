//! "Learn to play" on the play screen: the guided step's sentence on the
//! prompt's line, the cursor on its menu line and the guide's hand on that
//! line, or, for a step of a walk, first on "Walk (+ pad)" and then on the
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
    /// At menu item `k`, its finger at pixel column `x`, from above (or
    /// from below when `up`).
    Item(usize, i32, bool),
    /// At a square of the fight's map (its top-left pixel).
    Square(i32, i32),
}

/// The menu's first line and how many lines show (a fight's, the quest's).
fn menu_lines(fight: bool) -> (i32, usize) {
    if fight { (130, 2) } else { (124, 3) }
}

/// The first menu item shown when the cursor is on `cursor`.
fn first_shown(cursor: usize, rows: usize) -> usize {
    cursor.saturating_sub(rows - 1)
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
        match (step, game.arena()) {
            (Some(d), Some(a)) if self.walking => {
                self.hand = square(a, d).map(|(x, y)| Hand::Square(x, y));
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
                    let (_, rows) = menu_lines(game.arena().is_some());
                    // Past the line's words and those of the line the hand
                    // reaches into: the shorter of the one above (the
                    // sentence, over the first line shown) and the one
                    // below (none under the last line shown), the hand
                    // then pointing up; so it stays beside its line.
                    let line = |i: usize| {
                        self.items
                            .get(i)
                            .map_or(0, |it| 4 + g.width("> ") + g.width(&it.text))
                    };
                    let first = first_shown(k, rows);
                    let above = if k == first {
                        4 + g.width(&say)
                    } else {
                        line(k - 1)
                    };
                    let below = if k + 1 < first + rows { line(k + 1) } else { 0 };
                    let up = below < above;
                    let x = line(k).max(if up { below } else { above });
                    self.hand = Some(Hand::Item(k, (x + 2).min(224), up));
                }
            }
        }
        match (step, self.hand) {
            (Some(d), Some(Hand::Square(..))) => agb::println!("sgs: guide walk d={}", d),
            _ => agb::println!("sgs: guide points {:?}", self.hand),
        }
        self.prompt = say;
        self.dirty = true;
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
        let bob = [0, 1, 2, 1][(frames / 8 % 4) as usize];
        match self.hand {
            Some(Hand::Item(k, x, up)) => {
                let (top, rows) = menu_lines(fight);
                let first = first_shown(self.cursor, rows);
                if (first..first + rows).contains(&k) {
                    let y = top + (k - first) as i32 * 10;
                    if up {
                        ui::sprite(frame, spr::HAND_UP, x - 4, y + 7 + bob);
                    } else {
                        ui::sprite(frame, spr::HAND_DOWN, x - 4, y - 13 - bob);
                    }
                }
            }
            Some(Hand::Square(x, y)) => ui::sprite(frame, spr::HAND_DOWN, x - 4, y - 15 - bob),
            None => {}
        }
    }
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
