//! L/R while moving: the cursor jumps to the places worth going to (a
//! shop with stock, a razed shop or the temple in Repair, a monster while
//! defending), nearest first.

use alloc::vec::Vec;

use agb::input::Button;
use tabletop_core::sandford::{Action, Cell, Game, Phase};

use super::Ui;
use crate::app::App;
use crate::audio::Sfx;

impl Ui {
    /// The places worth going to, best first: for each shop with stock (when
    /// shopping), razed shop and the temple (in Repair, with kills to spend)
    /// and monster (while defending), the reachable cell nearest to it.
    fn find_goals(&self, game: &Game) -> Vec<Cell> {
        let mut spots: Vec<Cell> = Vec::new();
        let hero = &game.heroes()[self.hero as usize];
        let phase = game.phase();
        if matches!(phase, Phase::HeroesArrive | Phase::Repair) {
            for b in game.buildings() {
                let open = !b.razed && !b.stock.is_empty();
                let rebuild = b.razed && phase == Phase::Repair && hero.kills > 0;
                if open || rebuild {
                    spots.push(b.block.centre());
                }
            }
        }
        if phase == Phase::Repair && hero.kills > 0 {
            spots.push(game.temple().centre());
        }
        if phase == Phase::Defend {
            spots.extend(game.monsters().iter().map(|m| m.cell));
        }
        let mut goals: Vec<(i32, i32, Cell)> = Vec::new();
        for spot in spots {
            let best = self
                .reach
                .iter()
                .map(|&c| (c.dist2(spot), c.dist2(hero.cell), c))
                .min_by_key(|&(d, h, _)| (d, h));
            if let Some(g) = best
                && !goals.iter().any(|o| o.2 == g.2)
            {
                goals.push(g);
            }
        }
        goals.sort_unstable_by_key(|&(d, h, _)| (d, h));
        goals.into_iter().map(|g| g.2).collect()
    }

    /// L/R while moving: the cursor jumps to the next (or previous) goal.
    pub(super) fn jump(&mut self, app: &mut App, game: &Game) {
        let d = if app.input.is_just_pressed(Button::R) {
            1
        } else if app.input.is_just_pressed(Button::L) {
            -1
        } else {
            return;
        };
        if self.goals.is_none() {
            let mut goals = self.find_goals(game);
            // "Learn to play": the hand's cell is the first jump.
            if let Some((Action::Move { to, .. }, _)) = self.asked {
                goals.retain(|&g| g != to);
                goals.insert(0, to);
            }
            self.goals = Some(goals);
        }
        let n = self.goals.as_ref().map_or(0, |g| g.len());
        if n == 0 {
            app.sfx(Sfx::Error);
            return;
        }
        let next = match self.goal {
            None if d > 0 => 0,
            None => n - 1,
            Some(g) => (g as i32 + d).rem_euclid(n as i32) as usize,
        };
        self.goal = Some(next);
        if let Some(c) = self.goals.as_ref().and_then(|g| g.get(next)) {
            self.cursor = *c;
        }
        app.sfx(Sfx::Select);
    }
}
