//! The Next Wave Approaches: the wave is rolled and announced, then its
//! monsters land one per step around the spinner's line, between the distance
//! dice and 12 inches from the nearest standing building.

use crate::contract::Sink;
use heapless::Vec;

use super::dice::SandfordDice;
use super::game::{Game, push};
use super::geometry::{Cell, Fx, INCH, MAP_SIZE, fx_sqrt};
use super::types::*;
use super::{ARRIVAL_MAX, ARRIVING};

impl Game {
    /// The Next Wave Approaches, one step: the first step rolls the wave,
    /// adds the captured dice, spins and announces where the horde lands;
    /// each later step places one monster of the horde. After the last one
    /// (or at once, for an empty horde) Defend the Village starts. Spreading
    /// the placement keeps each step short on the GBA; the dice are rolled in
    /// the same order as if the horde were placed at once.
    pub(crate) fn wave_step(&mut self, ev: &mut impl Sink<Event>) {
        if self.arriving.is_empty() {
            self.roll_wave(ev);
        } else {
            self.place_next_arrival(ev);
        }
        if self.arriving.is_empty() {
            self.set_phase(Phase::Defend, ev);
            self.start_turn(ev);
            self.check_wave_over(ev);
        }
    }

    /// Rolls the next wave: its monsters (waiting in `arriving`, the last to
    /// be placed first in the list), the spinner and the distance.
    fn roll_wave(&mut self, ev: &mut impl Sink<Event>) {
        self.wave = self.wave.saturating_add(1);
        self.monster_turns = 0;
        let mut horde: Vec<(MonsterColour, Option<StockColour>), ARRIVING> = Vec::new();
        for colour in MonsterColour::ALL {
            let n = self.dice.d6();
            if n <= 4 {
                for _ in 0..n {
                    push(&mut horde, (colour, None));
                }
            }
        }
        while let Some(c) = self.captured.pop() {
            push(&mut horde, (MonsterColour::from_stock(c), Some(c)));
        }
        let angle = self.dice.spin();
        let faces = [self.dice.d6(), self.dice.d6()];
        let d = faces[0] + faces[1];
        self.last_spin = (angle, d);
        self.arriving.clear();
        self.arrival_misses = 0;
        while let Some(m) = horde.pop() {
            push(&mut self.arriving, m);
        }
        let toward = self.arrival_point(1, 3);
        push(
            ev,
            Event::WaveArrives {
                wave: self.wave,
                angle,
                distance: d,
                dice: faces,
                toward,
            },
        );
    }

    /// Where the monster with the given `ahead` (0–2) and `across` (0–6)
    /// dice would arrive before the nearest free cell is sought.
    pub(crate) fn arrival_point(&self, ahead: u32, across: u32) -> Cell {
        let (angle, d) = self.last_spin;
        let centre = self.temple.centre();
        let far = self
            .buildings
            .iter()
            .filter(|b| !b.razed)
            .map(|b| b.block.centre().dist2(centre))
            .max()
            .unwrap_or(0);
        let far = fx_sqrt(far) + Fx::from_num(1);
        let along = far + Fx::from_num(i32::from(d) + ahead as i32);
        let side = Fx::from_num(across as i32 - 3);
        self.arrival_cell(
            (angle.cos(), angle.sin()),
            along * Fx::from_num(INCH),
            side,
            self.arrival_band(),
        )
    }

    /// The band of squared distances (in cells²) from the nearest standing
    /// building where the wave may land: from the distance dice to 12 inches.
    /// Ruling: "never more than 12 inches" is read to the nearest inch, as a
    /// tape measure would be (under 12½, so squared at most 12² + 12); the
    /// dice's minimum is exact. Read exactly, a roll of 12 would leave a band
    /// of width zero that no diagonal cell lies in.
    pub(crate) fn arrival_band(&self) -> (i32, i32) {
        let min_d = i32::from(self.last_spin.1) * i32::from(INCH);
        let max_d = i32::from(ARRIVAL_MAX * INCH);
        (min_d * min_d, max_d * max_d + max_d)
    }

    /// Places the next monster of the arriving horde: a few inches ahead of
    /// or beside the spinner's line, on the nearest free cell inside the band
    /// (else the nearest free cell at all). A horde too big for the board
    /// loses the rest, and captured dice go back to the bag.
    fn place_next_arrival(&mut self, ev: &mut impl Sink<Event>) {
        let Some((colour, captured)) = self.arriving.pop() else {
            return;
        };
        let ahead = self.dice.below(3);
        let across = self.dice.below(7);
        let key = 1u32 << (ahead * 7 + across);
        let cell = self.arrival_point(ahead, across);
        // A pair of dice whose band search failed fails again (cells only
        // fill up while a wave lands), so it goes straight to the fallback.
        let banded = if self.arrival_misses & key != 0 {
            None
        } else {
            let band = self.arrival_band();
            self.nearest_free(cell, 6, |g, c| {
                g.in_arrival_band(c, band) && g.free_for_monster(c)
            })
        };
        if banded.is_none() {
            self.arrival_misses |= key;
        }
        let spot = banded.or_else(|| self.nearest_free(cell, 12, |g, c| g.free_for_monster(c)));
        let placed = match spot {
            Some(c) => self.spawn(colour, c, captured, ev),
            None => false,
        };
        if !placed && let Some(c) = captured {
            push(&mut self.bag, c);
        }
    }

    /// Where a monster of the wave arrives before the nearest free cell is
    /// sought: `along` inches from the temple's centre in direction
    /// `(ux, uy)`, `side` inches across, moved an inch at a time (at most 24
    /// times) out of or into the band of squared distances `min2` to `max2`
    /// from the nearest standing building. When the walk swings between two cells it
    /// keeps swinging, so the cell of the 24th try is known at once.
    pub(crate) fn arrival_cell(
        &self,
        (ux, uy): (Fx, Fx),
        mut along: Fx,
        side: Fx,
        (min2, max2): (i32, i32),
    ) -> Cell {
        let centre = self.temple.centre();
        let mut cell = Cell::new(0, 0);
        let mut before: Option<(Fx, Cell)> = None;
        for i in 0..24 {
            let x = Fx::from_num(centre.x) + along * ux - side * uy;
            let y = Fx::from_num(centre.y) + along * uy + side * ux;
            cell = Cell::new(
                x.round().to_num::<i16>().clamp(1, MAP_SIZE - 2),
                y.round().to_num::<i16>().clamp(1, MAP_SIZE - 2),
            );
            let nd = self.building_dist2(cell);
            let next = if nd < min2 {
                along + Fx::from_num(INCH)
            } else if nd > max2 {
                along - Fx::from_num(INCH)
            } else {
                break;
            };
            if let Some((a, c)) = before
                && a == next
            {
                // Tries i+1, i+2, … alternate between `c` and `cell`: the
                // 24th (i = 23) is `c` when 23 - i is odd, i.e. i even.
                return if i % 2 == 0 { c } else { cell };
            }
            before = Some((along, cell));
            along = next;
        }
        cell
    }

    /// True when `c` lies in the band `(min2, max2)` of squared distances to
    /// the nearest standing building (the temple when none stands): the same
    /// as testing [`Game::building_dist2`] (`api_band_agrees_with_building_dist2`),
    /// but a cell too close to any building is rejected at once.
    pub(crate) fn in_arrival_band(&self, c: Cell, (min2, max2): (i32, i32)) -> bool {
        let mut near = None;
        for b in self.buildings.iter().filter(|b| !b.razed) {
            let d2 = b.block.dist2(c);
            if d2 < min2 {
                return false;
            }
            near = Some(near == Some(true) || d2 <= max2);
        }
        near.unwrap_or_else(|| (min2..=max2).contains(&self.temple.dist2(c)))
    }
}
