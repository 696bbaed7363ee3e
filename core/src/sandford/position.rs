//! Setting up a position by hand: [`Game::set_up`] and its [`Setup`].
//!
//! Tests, tools and puzzles need positions the dice would take long to reach
//! ("a hero with two fighter rings beside a wave-5 monster"). Rather than
//! writing the game's fields, they describe the position through [`Setup`],
//! whose every change keeps the game playable; [`Game::set_up`] checks the
//! result with the same soundness check a loaded save passes and changes
//! nothing when it fails.
//!
//! ```
//! use tabletop_core::sandford::{Cell, Config, Game, HouseRules, MonsterColour, Phase, Ring};
//!
//! let mut g = Game::new(Config { heroes: 2, rings_option: true, seed: 7, house: HouseRules::NONE });
//! g.set_up(|s| {
//!     s.no_monsters()
//!         .wave(3)
//!         .hero_at(0, Cell::new(4, 4))
//!         .ring(0, Ring::Fighter)
//!         .monster(MonsterColour::Red, Cell::new(5, 4))
//!         .phase(Phase::Defend);
//! })
//! .unwrap();
//! assert_eq!(g.phase(), Phase::Defend);
//! assert_eq!(g.monsters().len(), 1);
//! ```

use core::fmt;

use heapless::Vec;

use super::game::{Dice, Game, push};
use super::geometry::{Angle, Cell};
use super::types::*;
use super::{HERO_HP, HouseRules, MAX_MONSTER_TURNS};
use crate::contract::Saved;

/// Why a hand-made position was refused (nothing was changed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SetupError(pub &'static str);

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

/// The changes [`Game::set_up`] can make; each returns the `Setup` so they
/// chain. The first change that cannot be made is remembered and refuses the
/// whole set-up.
pub struct Setup<'a> {
    game: &'a mut Game,
    error: Option<&'static str>,
}

impl Game {
    /// Changes this game by hand through `f` (see the [module](self) docs). On
    /// `Err` nothing changed: a change could not be made, or the position it
    /// made is not one the rules can play on ([`Saved::is_sound`]).
    pub fn set_up(&mut self, f: impl FnOnce(&mut Setup)) -> Result<(), SetupError> {
        let mut copy = self.clone();
        let mut s = Setup {
            game: &mut copy,
            error: None,
        };
        f(&mut s);
        if let Some(e) = s.error {
            return Err(SetupError(e));
        }
        if !copy.is_sound() {
            return Err(SetupError("That position cannot be played."));
        }
        *self = copy;
        Ok(())
    }
}

/// Events of a set-up are not shown: a sink that keeps nothing.
type Quiet = Vec<Event, 0>;

impl Setup<'_> {
    fn fail(&mut self, why: &'static str) -> &mut Self {
        if self.error.is_none() {
            self.error = Some(why);
        }
        self
    }

    fn hero(
        &mut self,
        hero: u8,
        f: impl FnOnce(&mut Hero) -> Result<(), &'static str>,
    ) -> &mut Self {
        let r = match self.game.heroes.get_mut(usize::from(hero)) {
            Some(h) => f(h),
            None => Err("There is no such hero."),
        };
        match r {
            Ok(()) => self,
            Err(e) => self.fail(e),
        }
    }

    fn building(
        &mut self,
        b: u8,
        f: impl FnOnce(&mut Building, &mut Vec<StockColour, { super::STOCK_DICE }>),
    ) -> &mut Self {
        let game = &mut *self.game;
        match game.buildings.get_mut(usize::from(b)) {
            Some(building) => {
                f(building, &mut game.bag);
                self
            }
            None => self.fail("There is no such building."),
        }
    }

    /// Turns the optional class rings on or off.
    pub fn rings_option(&mut self, on: bool) -> &mut Self {
        self.game.config.rings_option = on;
        self
    }

    /// Plays on under these house rules.
    pub fn house(&mut self, house: HouseRules) -> &mut Self {
        self.game.config.house = house;
        self
    }

    /// Reseeds the game's dice (the same seed gives the same rolls).
    pub fn reseed(&mut self, seed: u64) -> &mut Self {
        self.game.dice = Dice::new(seed);
        self
    }

    /// Queues the next faces the game's dice show, in order (tests, and
    /// crates with the `scripted-dice` feature).
    #[cfg(any(test, feature = "scripted-dice"))]
    pub fn script(&mut self, faces: &[u8]) -> &mut Self {
        if self.game.dice.script(faces).is_err() {
            return self.fail("Too many scripted faces.");
        }
        self
    }

    /// Wave `wave` is the current one (the waves before it defeated).
    pub fn wave(&mut self, wave: u8) -> &mut Self {
        self.game.wave = wave;
        self.game.waves_defeated = wave.saturating_sub(1);
        self
    }

    /// The temple's hit points.
    pub fn temple_hp(&mut self, hp: u8) -> &mut Self {
        self.game.temple_hp = hp;
        self
    }

    /// Monster turns already played in this wave (the storm comes after
    /// [`MAX_MONSTER_TURNS`]).
    pub fn monster_turns(&mut self, turns: u8) -> &mut Self {
        if turns > MAX_MONSTER_TURNS {
            return self.fail("Too many monster turns.");
        }
        self.game.monster_turns = turns;
        self
    }

    /// Moves into `phase`; a heroes' phase starts a fresh turn (every living
    /// hero's rounds, nobody inside a barred building yet held).
    pub fn phase(&mut self, phase: Phase) -> &mut Self {
        let mut quiet = Quiet::new();
        self.game.set_phase(phase, &mut quiet);
        if matches!(phase, Phase::HeroesArrive | Phase::Defend | Phase::Repair) {
            self.game.start_turn(&mut quiet);
        }
        self
    }

    /// Puts a hero on `cell`.
    pub fn hero_at(&mut self, hero: u8, cell: Cell) -> &mut Self {
        self.hero(hero, |h| {
            h.cell = cell;
            Ok(())
        })
    }

    /// Sets a hero's hit points (0: dead, at most [`HERO_HP`]).
    pub fn hero_hp(&mut self, hero: u8, hp: u8) -> &mut Self {
        self.hero(hero, |h| {
            if hp > HERO_HP {
                return Err("A hero has at most two hit points.");
            }
            h.hp = hp;
            if hp == 0 {
                h.rounds_left = 0;
            }
            Ok(())
        })
    }

    /// The monster dice a hero has killed and not spent.
    pub fn kills(&mut self, hero: u8, kills: u8) -> &mut Self {
        self.hero(hero, |h| {
            h.kills = kills;
            Ok(())
        })
    }

    /// Gives a hero a ring (at most three).
    pub fn ring(&mut self, hero: u8, ring: Ring) -> &mut Self {
        self.hero(hero, |h| {
            h.rings
                .push(ring)
                .map_err(|_| "A hero wears at most three rings.")
        })
    }

    /// Takes every ring off a hero.
    pub fn no_rings(&mut self, hero: u8) -> &mut Self {
        self.hero(hero, |h| {
            h.rings.clear();
            Ok(())
        })
    }

    /// Gives a hero a stock die (from outside the bag).
    pub fn gear(&mut self, hero: u8, colour: StockColour, face: u8) -> &mut Self {
        if !(1..=6).contains(&face) {
            return self.fail("A die shows 1 to 6.");
        }
        self.hero(hero, |h| {
            h.gear
                .push(StockDie { colour, face })
                .map_err(|_| "A hero carries at most sixteen dice.")
        })
    }

    /// Takes a hero's equipment away.
    pub fn no_gear(&mut self, hero: u8) -> &mut Self {
        self.hero(hero, |h| {
            h.gear.clear();
            Ok(())
        })
    }

    /// Whether a hero must leave the barred building it stands in.
    pub fn must_exit(&mut self, hero: u8, must: bool) -> &mut Self {
        self.hero(hero, |h| {
            h.must_exit = must;
            Ok(())
        })
    }

    /// The rounds a hero has left this turn.
    pub fn rounds_left(&mut self, hero: u8, rounds: u8) -> &mut Self {
        self.hero(hero, |h| {
            h.rounds_left = rounds;
            Ok(())
        })
    }

    /// Whether a hero has bought a ring in this Repair phase.
    pub fn bought_ring(&mut self, hero: u8, bought: bool) -> &mut Self {
        self.hero(hero, |h| {
            h.bought_ring = bought;
            Ok(())
        })
    }

    /// Swaps two heroes' seats (everything they have goes with them).
    pub fn swap_heroes(&mut self, a: u8, b: u8) -> &mut Self {
        let n = self.game.heroes.len();
        if usize::from(a) >= n || usize::from(b) >= n {
            return self.fail("There is no such hero.");
        }
        self.game.heroes.swap(usize::from(a), usize::from(b));
        self
    }

    /// Razes a building; its stock goes back to the bag.
    pub fn raze(&mut self, building: u8) -> &mut Self {
        self.empty_shop(building)
            .building(building, |b, _| b.razed = true)
    }

    /// Empties a shop; its stock goes back to the bag.
    pub fn empty_shop(&mut self, building: u8) -> &mut Self {
        self.building(building, |b, bag| {
            for d in &b.stock {
                push(bag, d.colour);
            }
            b.stock.clear();
        })
    }

    /// Puts a die on a shop's shelf (the newest last), from outside the bag.
    pub fn stock(&mut self, building: u8, colour: StockColour, face: u8) -> &mut Self {
        if !(1..=6).contains(&face) {
            return self.fail("A die shows 1 to 6.");
        }
        let mut full = false;
        self.building(building, |b, _| {
            full = b.stock.push(StockDie { colour, face }).is_err();
        });
        if full {
            return self.fail("That shop is full.");
        }
        self
    }

    /// Leaves only the first `n` dice in the bag (the rest leave the game).
    pub fn bag_keeps(&mut self, n: usize) -> &mut Self {
        self.game.bag.truncate(n);
        self
    }

    /// A stock die monsters have captured (from outside the bag).
    pub fn captured(&mut self, colour: StockColour) -> &mut Self {
        if self.game.captured.push(colour).is_err() {
            return self.fail("Too many captured dice.");
        }
        self
    }

    /// Takes every monster off the board.
    pub fn no_monsters(&mut self) -> &mut Self {
        self.game.monsters.clear();
        self.game.order.clear();
        self.game.order_ready = false;
        self
    }

    /// Puts a monster of the current wave on `cell` (the newest monster).
    pub fn monster(&mut self, colour: MonsterColour, cell: Cell) -> &mut Self {
        if !cell.on_map() {
            return self.fail("That cell is off the map.");
        }
        if !self.game.spawn(colour, cell, None, &mut Quiet::new()) {
            return self.fail("The board has no room for another monster.");
        }
        self
    }

    /// Puts a reinforcement of the current wave on `cell`: a monster that
    /// carries a stock die taken from the bag (it goes back when the monster
    /// leaves play).
    pub fn reinforcement(
        &mut self,
        colour: MonsterColour,
        cell: Cell,
        die: StockColour,
    ) -> &mut Self {
        if !cell.on_map() {
            return self.fail("That cell is off the map.");
        }
        if !self.game.spawn(colour, cell, Some(die), &mut Quiet::new()) {
            return self.fail("The board has no room for another monster.");
        }
        self
    }

    /// Sets a monster's hit points and most hit points (by its place in
    /// [`Game::monsters`]).
    pub fn monster_hp(&mut self, index: usize, hp: u8, max_hp: u8) -> &mut Self {
        match self.game.monsters.get_mut(index) {
            Some(m) if hp <= max_hp && hp > 0 => {
                m.hp = hp;
                m.max_hp = max_hp;
                self
            }
            Some(_) => self.fail("A monster has 1 to its most hit points."),
            None => self.fail("There is no such monster."),
        }
    }

    /// Sets every monster's hit points (and most hit points, when lower).
    pub fn every_monster_hp(&mut self, hp: u8) -> &mut Self {
        if hp == 0 {
            return self.fail("A monster has 1 to its most hit points.");
        }
        for m in self.game.monsters.iter_mut() {
            m.hp = hp;
            m.max_hp = m.max_hp.max(hp);
        }
        self
    }

    /// The distance (inches) of the last spinner roll, which sets how far
    /// from the buildings the next monster arrives.
    pub fn spin_distance(&mut self, inches: u8) -> &mut Self {
        self.game.last_spin.1 = inches;
        self
    }

    /// The direction of the last spinner roll, along which the next monster
    /// arrives.
    pub fn spin_angle(&mut self, angle: Angle) -> &mut Self {
        self.game.last_spin.0 = angle;
        self
    }
}
