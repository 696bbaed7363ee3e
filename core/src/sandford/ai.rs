//! Hero AI: picks an action for any hero seat.
//!
//! * [`Policy::Random`] picks uniformly among the legal actions.
//! * [`Policy::Normal`] scores every legal action with a hand-written
//!   heuristic (approach the most threatening monster, attack what it can
//!   hurt, buy the equipment it lacks, advance and repair when it can afford
//!   to) and takes the best, breaking ties at random. When no move is pending
//!   it only weighs moves (standing still included), so every round is a
//!   considered move followed by a considered action.
//!
//! [`choose`] does the whole job at once; [`Thinker`] does the same work in
//! slices of a bounded number of actions so a GBA frame never overruns.

use heapless::Vec;
use tinyrand::Rand;

use super::game::Game;
use super::geometry::{Cell, fx_sqrt};
use super::heroes::hit_damage;
use super::types::*;
use super::{HERO_HP, MAX_ACTIONS, MAX_RINGS};

/// How an AI hero plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Policy {
    /// Uniformly random legal actions.
    Random,
    /// Greedy one-step heuristic.
    Normal,
}

impl Policy {
    /// Parses `random` or `normal`.
    pub fn parse(s: &str) -> Option<Policy> {
        match s {
            "random" => Some(Policy::Random),
            "normal" => Some(Policy::Normal),
            _ => None,
        }
    }
}

/// Chooses an action for the game's current position (whatever hero is to
/// act); `Continue` in automatic phases. Returns `EndTurn` if the game is over
/// (which [`Game::try_apply`] then refuses).
pub fn choose<R: Rand>(game: &Game, policy: Policy, rng: &mut R) -> Action {
    let mut t = Thinker::new(game, policy);
    loop {
        if let Some(a) = t.step(game, rng, usize::MAX) {
            return a;
        }
    }
}

/// An AI decision spread over several calls: [`Thinker::step`] scores at most
/// `budget` actions per call and returns the choice once all are scored.
/// The game must not change between `new` and the final `step`.
pub struct Thinker {
    policy: Policy,
    actions: Vec<Action, MAX_ACTIONS>,
    next: usize,
    best: Option<(i32, Action)>,
    ties: u32,
}

impl Thinker {
    /// Collects the legal actions and prepares to score them.
    pub fn new(game: &Game, policy: Policy) -> Thinker {
        let mut actions = Vec::new();
        game.legal_actions(&mut actions);
        if policy == Policy::Normal && game.pending_hero().is_none() {
            let any_move = actions.iter().any(|a| matches!(a, Action::Move { .. }));
            if any_move {
                actions.retain(|a| matches!(a, Action::Move { .. } | Action::EndTurn));
            }
        }
        Thinker {
            policy,
            actions,
            next: 0,
            best: None,
            ties: 0,
        }
    }

    /// Number of candidate actions.
    pub fn candidates(&self) -> usize {
        self.actions.len()
    }

    /// Scores up to `budget` more candidates; `Some(action)` once decided.
    pub fn step<R: Rand>(&mut self, game: &Game, rng: &mut R, budget: usize) -> Option<Action> {
        if self.actions.is_empty() {
            return Some(Action::EndTurn);
        }
        if self.policy == Policy::Random {
            let i = rng.next_lim_u32(self.actions.len() as u32) as usize;
            return Some(self.actions[i]);
        }
        let end = self.next.saturating_add(budget).min(self.actions.len());
        while self.next < end {
            let a = self.actions[self.next];
            self.next += 1;
            let s = score(game, a);
            match self.best {
                Some((b, _)) if s < b => {}
                Some((b, _)) if s == b => {
                    self.ties += 1;
                    if rng.next_lim_u32(self.ties + 1) == 0 {
                        self.best = Some((s, a));
                    }
                }
                _ => {
                    self.best = Some((s, a));
                    self.ties = 0;
                }
            }
        }
        if self.next >= self.actions.len() {
            self.best.map(|(_, a)| a)
        } else {
            None
        }
    }
}

/// Penalty per extra monster that could reach a cell.
const DANGER: i32 = 60;

/// Distance in tenths of a cell.
fn tenths(a: Cell, b: Cell) -> i32 {
    (fx_sqrt(a.dist2(b)) * 10).to_num::<i32>()
}

/// Chance in percent that a 4+ succeeds with `rerolls` rerolls.
fn chance(rerolls: u8) -> i32 {
    100 - (100 >> (1 + rerolls.min(6)))
}

/// Expected value of attacking monster `m` with the given kind (0 if hopeless).
fn attack_value(g: &Game, hero: &Hero, m: &Monster, magic: bool) -> i32 {
    let base = if magic {
        hero.best(StockColour::Blue)
    } else {
        hero.weapon()
    };
    let dmg = hit_damage(magic, base, m.colour, g.wave());
    if dmg == 0 {
        return 0;
    }
    let p = chance(hero.ring_count(Ring::Fighter));
    let worth = if dmg >= m.hp {
        100
    } else {
        30 + 40 * i32::from(dmg) / i32::from(m.hp)
    };
    p * worth / 100 + threat(g, m) / 4
}

/// How dangerous a monster is: closer to a structure is worse (0..=200).
fn threat(g: &Game, m: &Monster) -> i32 {
    let mut d = g.temple().dist2(m.cell);
    for b in g.buildings().iter().filter(|b| !b.razed) {
        d = d.min(b.block.dist2(m.cell));
    }
    (200 - (fx_sqrt(d) * 10).to_num::<i32>()).max(0)
}

/// Value of a hero standing on `cell` during Defend.
fn defend_value(g: &Game, hi: u8, cell: Cell) -> i32 {
    let hero = &g.heroes()[hi as usize];
    let mut v = 0;
    let touching = g.monsters().iter().filter(|m| m.cell.touches(cell)).count() as i32;
    if touching > 0 {
        let best = g
            .monsters()
            .iter()
            .filter(|m| m.cell.touches(cell))
            .map(|m| attack_value(g, hero, m, false))
            .max()
            .unwrap_or(0);
        v += 600 + best * 3 - 120 * (touching - 1);
        if hero.hp < HERO_HP && hero.potions() == 0 {
            v -= 150 * touching;
        }
    }
    let mage = hero.ring_count(Ring::Mage);
    if mage > 0 && hero.best(StockColour::Blue) > 0 {
        let r = 4 * i32::from(mage);
        let in_range = g
            .monsters()
            .iter()
            .filter(|m| cell.dist2(m.cell) <= r * r)
            .map(|m| attack_value(g, hero, m, true))
            .max()
            .unwrap_or(0);
        if in_range > 0 {
            v += 500 + in_range * 3;
        }
    }
    // Crowds hurt: every monster that could reach this cell next turn beyond
    // the first is a likely extra hit.
    let near = g
        .monsters()
        .iter()
        .filter(|m| {
            let reach = if m.colour == MonsterColour::Green {
                9
            } else {
                5
            };
            cell.dist2(m.cell) <= reach * reach
        })
        .count() as i32;
    v -= DANGER * (near - 1).max(0);
    let approach = g
        .monsters()
        .iter()
        .map(|m| tenths(cell, m.cell) - threat(g, m) / 2)
        .min()
        .unwrap_or(0);
    v -= approach;
    // Clerics stay near wounded friends.
    if hero.ring_count(Ring::Cleric) > 0 {
        for (i, o) in g.heroes().iter().enumerate() {
            if i as u8 != hi && o.alive() && o.hp < HERO_HP {
                v -= tenths(cell, o.cell) / 4;
            }
        }
    }
    v
}

/// How much a hero wants a stock die (0 = not at all).
fn want(hero: &Hero, die: StockDie) -> i32 {
    let have = hero.best(die.colour);
    match die.colour {
        StockColour::Red if die.face > hero.weapon() => {
            60 + 12 * i32::from(die.face - hero.weapon())
        }
        StockColour::Black if die.face > have => 45 + 10 * i32::from(die.face - have),
        StockColour::White => 30 + 6 * i32::from(die.face),
        StockColour::Blue if die.face > have => {
            let mage = i32::from(hero.ring_count(Ring::Mage));
            15 + 5 * i32::from(die.face) + 40 * mage
        }
        _ => 3,
    }
}

/// The ring a hero would pick next.
fn ring_value(g: &Game, hero: &Hero, ring: Ring) -> i32 {
    let n = i32::from(hero.ring_count(ring));
    match ring {
        Ring::Fighter => 60 - 10 * n,
        Ring::Mage if hero.best(StockColour::Blue) > 0 => 75 - 5 * n,
        Ring::Mage => 10,
        Ring::Paladin if hero.best(StockColour::Black) > 0 => 50 - 10 * n,
        Ring::Paladin => 5,
        Ring::Cleric if g.heroes().len() > 1 && n == 0 => 30,
        Ring::Cleric => 5,
        Ring::Thief => 35 - 10 * n,
        Ring::Ranger => 55 - 5 * n,
        Ring::Bard => 20 - 10 * n,
        Ring::Barbarian => 40 - 10 * n,
    }
}

/// Value of a hero standing on `cell` outside the invasion (shopping, repairs).
fn shop_value(g: &Game, hi: u8, cell: Cell) -> i32 {
    let hero = &g.heroes()[hi as usize];
    let mut best = 0;
    for (bi, b) in g.buildings().iter().enumerate() {
        let d = tenths(cell, b.block.nearest_cell(cell));
        let w = b.stock.iter().map(|d| want(hero, *d)).max().unwrap_or(0);
        let mut worth = w;
        if b.razed && g.phase() == Phase::Repair && hero.kills >= g.wave() {
            worth = worth.max(150);
        }
        // Do not all crowd one shop: later heroes prefer other buildings.
        if g.heroes()
            .iter()
            .enumerate()
            .any(|(i, o)| i as u8 != hi && o.alive() && b.block.contains(o.cell))
        {
            worth /= 2;
        }
        let _ = bi;
        if worth > 0 {
            best = best.max(worth * 10 - d);
        }
    }
    if g.phase() == Phase::Repair
        && !hero.bought_ring
        && hero.rings.len() < MAX_RINGS
        && usize::from(hero.kills) > hero.rings.len()
    {
        let d = tenths(cell, g.temple().nearest_cell(cell));
        best = best.max(1200 - d);
    }
    // Otherwise wait near the temple, just outside it.
    let home = tenths(cell, g.temple().nearest_cell(cell));
    best.max(100 - (home - 15).abs())
}

/// The heuristic score of an action (higher is better); meant for legal
/// actions, and `i32::MIN` for one naming a hero that does not exist.
pub fn score(g: &Game, a: Action) -> i32 {
    let n = g.heroes().len();
    let bad_target = matches!(a, Action::Heal { target, .. } if usize::from(target) >= n);
    if a.hero().is_some_and(|h| usize::from(h) >= n) || bad_target {
        return i32::MIN;
    }
    match a {
        Action::Continue => 0,
        Action::EndTurn => -100_000,
        Action::Nothing { .. } => 0,
        Action::Move { hero, to } => {
            if g.phase() == Phase::Defend {
                defend_value(g, hero, to)
            } else {
                shop_value(g, hero, to)
            }
        }
        Action::Buy { hero, die } => {
            let h = &g.heroes()[hero as usize];
            g.building_at(h.cell)
                .and_then(|b| g.buildings()[b as usize].stock.get(die as usize))
                .map(|d| want(h, *d))
                .unwrap_or(0)
        }
        Action::Attack { hero, monster } | Action::Ranged { hero, monster } => {
            let h = &g.heroes()[hero as usize];
            g.monster(monster)
                .map(|m| 100 + attack_value(g, h, m, false))
                .unwrap_or(0)
        }
        Action::Magic { hero, monster } => {
            let h = &g.heroes()[hero as usize];
            g.monster(monster)
                .map(|m| 100 + attack_value(g, h, m, true))
                .unwrap_or(0)
        }
        Action::Heal { target, .. } => {
            let t = &g.heroes()[target as usize];
            if t.potions() == 0 { 260 } else { 120 }
        }
        Action::Inspire { .. } => 90,
        Action::Advance { hero, ring } => 300 + ring_value(g, &g.heroes()[hero as usize], ring),
        Action::Repair { .. } => 400,
    }
}

/// The generator type AI seats use (the game's own dice are separate).
pub type AiRng = tinyrand::Xorshift;

/// A seeded generator for AI seats.
pub fn rng(seed: u64) -> AiRng {
    use tinyrand::Seeded;
    tinyrand::Xorshift::seed(seed)
}
