//! Setting up the village and the heroes' arrival.

use heapless::Vec;

use crate::contract::Sink;

use super::dice::SandfordDice;
use super::game::{Dice, Game, push};
use super::geometry::{Angle, Block, Cell, Fx, MAP_SIZE, polar};
use super::types::*;
use super::{BUILDING_SIZE, BUILDINGS, HERO_HP, TEMPLE_HP, TEMPLE_SIZE};

/// Ruling: buildings stand this many inches (min, max) from the temple centre.
pub(crate) const BUILDING_RING: (u32, u32) = (6, 10);
/// Ruling: empty cells required between two buildings, or a building and the
/// temple, so heroes can always walk between them.
pub(crate) const BUILDING_GAP: i16 = 2;

impl Game {
    /// Sets up a new game: the bag, four stocked buildings around a central
    /// temple at 20, and the heroes placed by spinner and two combat dice.
    /// The game starts in [`Phase::HeroesArrive`].
    pub fn new(config: Config) -> Game {
        Game::new_showing(config, &mut Vec::<Event, 0>::new())
    }

    /// The same game as [`Game::new`], telling how each hero arrived
    /// ([`Event::HeroArrives`]: the spinner and the two dice) so that the
    /// cartridge can show the rolls.
    pub fn new_showing(config: Config, ev: &mut impl Sink<Event>) -> Game {
        let players = config.heroes.clamp(1, 4);
        let config = Config {
            heroes: players,
            ..config
        };
        let heroes = if players == 1 { 2 } else { players };
        let centre = Cell::new(MAP_SIZE / 2, MAP_SIZE / 2);
        let mut g = Game {
            config,
            dice: Dice::new(config.seed),
            phase: Phase::HeroesArrive,
            wave: 0,
            waves_defeated: 0,
            temple: Block::centred(centre, TEMPLE_SIZE),
            temple_hp: TEMPLE_HP,
            buildings: Vec::new(),
            heroes: Vec::new(),
            monsters: Vec::new(),
            next_id: 0,
            bag: Vec::new(),
            captured: Vec::new(),
            last_actor: None,
            pending: None,
            went: 0,
            soak: None,
            order: Vec::new(),
            order_ready: false,
            monster_turns: 0,
            last_spin: (Angle(0), 0),
            arriving: Vec::new(),
            arrival_misses: 0,
        };
        for c in StockColour::ALL {
            for _ in 0..4 {
                push(&mut g.bag, c);
            }
        }
        g.place_buildings();
        for hero in 0..heroes {
            let angle = g.dice.spin();
            let dice = [g.dice.d6(), g.dice.d6()];
            let dist = dice[0] + dice[1];
            g.last_spin = (angle, dist);
            // Measured from the temple's edge (half its mat from the centre).
            let spot = polar(centre, angle, Fx::from_num(dist + (TEMPLE_SIZE / 2) as u8));
            let cell = g
                .nearest_free(spot, 16, |g, c| c.on_map() && !g.token_at(c))
                .unwrap_or(centre);
            push(
                &mut g.heroes,
                Hero {
                    cell,
                    hp: HERO_HP,
                    gear: Vec::new(),
                    rings: Vec::new(),
                    kills: 0,
                    rounds_left: 0,
                    inspired: false,
                    bought_ring: false,
                    follow_throughs: 0,
                    must_exit: false,
                },
            );
            push(
                ev,
                Event::HeroArrives {
                    hero,
                    angle,
                    dice,
                    cell,
                },
            );
        }
        let mut ev: Vec<Event, 1> = Vec::new();
        g.start_turn(&mut ev);
        g
    }

    /// Draws a random die from the bag.
    pub(crate) fn draw(&mut self) -> Option<StockColour> {
        if self.bag.is_empty() {
            return None;
        }
        let i = self.dice.below(self.bag.len() as u32) as usize;
        Some(self.bag.swap_remove(i))
    }

    /// "Roll the shop dice": each of four drawn dice lands at a random spot and
    /// a building goes under it, not touching the others and leaving the
    /// centre for the temple.
    fn place_buildings(&mut self) {
        let centre = self.temple.centre();
        let mut blocks: Vec<Block, BUILDINGS> = Vec::new();
        for _ in 0..BUILDINGS {
            for _attempt in 0..100 {
                let angle = self.dice.spin();
                let span = BUILDING_RING.1 - BUILDING_RING.0 + 1;
                let dist = BUILDING_RING.0 + self.dice.below(span);
                let spot = polar(centre, angle, Fx::from_num(dist));
                let b = Block::centred(spot, BUILDING_SIZE);
                let ok = b.on_map_with_margin(1)
                    && b.gap(&self.temple) >= BUILDING_GAP
                    && blocks.iter().all(|o| b.gap(o) >= BUILDING_GAP);
                if ok {
                    push(&mut blocks, b);
                    break;
                }
            }
        }
        if blocks.len() < BUILDINGS {
            // Fallback layout (never seen in practice): the four diagonals.
            blocks.clear();
            for a in [Angle(32), Angle(96), Angle(160), Angle(224)] {
                let spot = polar(centre, a, Fx::from_num(8));
                push(&mut blocks, Block::centred(spot, BUILDING_SIZE));
            }
        }
        for block in blocks {
            let mut stock = Vec::new();
            if let Some(colour) = self.draw() {
                let face = self.dice.d6();
                push(&mut stock, StockDie { colour, face });
            }
            push(
                &mut self.buildings,
                Building {
                    block,
                    stock,
                    razed: false,
                },
            );
        }
    }
}
