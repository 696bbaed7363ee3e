//! The core mechanic: a pool of six-sided dice, counted.
//!
//! A roll is a small state machine so that a person can look at the other
//! side's dice before adding bonus dice: [`Roll::new`] holds the pool,
//! [`Roll::throw`] rolls it (every face kept), and [`Roll::add_bonus`] adds one
//! earned bonus die at a time, whenever its owner likes.
//!
//! * 4, 5 and 6 are successes; each 1 takes one success away at once (snake
//!   eyes), so a result can go below zero.
//! * Each 6 among the pool's own dice earns one bonus die (boxcars). A bonus
//!   die counts like any die (its 1 still subtracts) but its 6 earns nothing.

use heapless::Vec;

/// Most dice a pool holds: more than any character can gather (a pool over
/// this is rolled as this many).
pub const MAX_POOL: u8 = 12;
/// Most faces one roll can show: the pool and a bonus die for each of its 6s.
pub const MAX_FACES: usize = 2 * MAX_POOL as usize;

/// The faces of one roll, in the order they were rolled (pool dice first).
pub type Faces = Vec<u8, MAX_FACES>;

/// What one face adds to a result: +1 for 4–6, −1 for a 1, else 0.
pub const fn value(face: u8) -> i8 {
    match face {
        1 => -1,
        4..=6 => 1,
        _ => 0,
    }
}

/// A pool's size from its parts: the ability's dice plus the skill's and
/// the situation's bonuses and penalties, never below zero (nor over
/// [`MAX_POOL`]).
pub fn pool(base: u8, modifiers: i8) -> u8 {
    (i16::from(base) + i16::from(modifiers)).clamp(0, i16::from(MAX_POOL)) as u8
}

/// One roll of a pool, from before the throw to the last bonus die.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct Roll {
    pool: u8,
    faces: Faces,
    result: i8,
    bonus_left: u8,
}

impl Roll {
    /// A roll of `pool` dice, not thrown yet.
    pub fn new(pool: u8) -> Roll {
        Roll {
            pool: pool.min(MAX_POOL),
            faces: Vec::new(),
            result: 0,
            bonus_left: 0,
        }
    }

    /// Throws the pool (once; later calls do nothing).
    pub fn throw(&mut self, dice: &mut crate::contract::Dice) {
        if self.thrown() {
            return;
        }
        for _ in 0..self.pool {
            let f = dice.d(6);
            self.pool_face(f);
        }
    }

    /// Counts `face` as one of the pool's own dice (the throw, face by face).
    pub fn pool_face(&mut self, face: u8) {
        if self.faces.len() >= usize::from(self.pool) {
            return;
        }
        let face = face.clamp(1, 6);
        let _ = self.faces.push(face);
        self.result += value(face);
        if face == 6 {
            self.bonus_left += 1;
        }
    }

    /// Counts `face` as a bonus die (only while one is owed).
    pub fn bonus_face(&mut self, face: u8) -> bool {
        if self.bonus_left == 0 || !self.thrown() {
            return false;
        }
        let face = face.clamp(1, 6);
        let _ = self.faces.push(face);
        self.result += value(face);
        self.bonus_left -= 1;
        true
    }

    /// Rolls one owed bonus die; its face, or `None` when none is owed.
    pub fn add_bonus(&mut self, dice: &mut crate::contract::Dice) -> Option<u8> {
        if self.bonus_left == 0 || !self.thrown() {
            return None;
        }
        let f = dice.d(6);
        self.bonus_face(f);
        Some(f)
    }

    /// True once every die of the pool is rolled.
    pub fn thrown(&self) -> bool {
        self.faces.len() >= usize::from(self.pool)
    }

    /// The pool: dice rolled before any bonus die (opposed ties compare it).
    pub fn pool(&self) -> u8 {
        self.pool
    }

    /// Every face so far, pool dice first then bonus dice in order.
    pub fn faces(&self) -> &[u8] {
        &self.faces
    }

    /// Successes less snake eyes so far (may be below zero).
    pub fn result(&self) -> i8 {
        self.result
    }

    /// Bonus dice earned and not added yet.
    pub fn bonus_left(&self) -> u8 {
        self.bonus_left
    }

    /// True when the roll's faces could have come from its pool (a save's
    /// check): the count and result agree with the faces.
    pub fn is_sound(&self) -> bool {
        let n = usize::from(self.pool);
        if self.pool > MAX_POOL || self.faces.iter().any(|f| !(1..=6).contains(f)) {
            return false;
        }
        if self.faces.len() < n {
            return self.faces.is_empty() && self.result == 0 && self.bonus_left == 0;
        }
        let sixes = self.faces[..n].iter().filter(|&&f| f == 6).count();
        let bonus = self.faces.len() - n;
        let sum: i16 = self.faces.iter().map(|&f| i16::from(value(f))).sum();
        bonus <= sixes
            && usize::from(self.bonus_left) == sixes - bonus
            && sum == i16::from(self.result)
    }

    /// True when a static roll against `difficulty` has succeeded so far.
    pub fn beats(&self, difficulty: u8) -> bool {
        i16::from(self.result) >= i16::from(difficulty)
    }
}

/// Who wins an opposed roll.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub enum Winner {
    /// The first roll.
    First,
    /// The second roll.
    Second,
    /// The same result from pools of the same size: the situation decides.
    Tie,
}

/// An opposed roll, as it stands: the higher result wins; equal results go
/// to the larger pool (the dice rolled before bonus dice); else a tie.
pub fn opposed(a: &Roll, b: &Roll) -> Winner {
    use core::cmp::Ordering::*;
    match (a.result, a.pool).cmp(&(b.result, b.pool)) {
        Greater => Winner::First,
        Less => Winner::Second,
        Equal => Winner::Tie,
    }
}

/// A static roll of `pool` dice against `difficulty` with the bonus dice
/// added one at a time while the result is short (adding one once the roll
/// succeeds could only take a success away). The finished roll.
pub fn static_roll(pool: u8, difficulty: u8, dice: &mut crate::contract::Dice) -> Roll {
    let mut r = Roll::new(pool);
    r.throw(dice);
    while !r.beats(difficulty) && r.add_bonus(dice).is_some() {}
    r
}
