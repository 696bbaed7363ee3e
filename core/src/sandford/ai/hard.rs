//! The `hard` policy: the `normal` heuristic narrows the field to a few
//! candidates, then each is weighed by a forecast of the monsters' coming
//! turn (programmed movement played on a scratch copy, blows on heroes
//! turned into a chance of death by exact dice arithmetic).

use heapless::Vec;

use super::super::game::Game;
use super::super::heroes::hit_damage;
use super::super::march::{Forecast, Ground};
use super::super::types::*;
use super::super::{HERO_HP, HouseRules, MAX_HEROES, MAX_MONSTERS};
use super::score::chance;

/// Candidates (the best by the `normal` heuristic) weighed by a forecast.
pub(crate) const TOP: usize = 12;

/// Probabilities in units of 1/65536.
const ONE: u32 = 1 << 16;
/// Damage totals tracked (beyond this a hero is dead anyway).
const CAP: usize = 24;

/// Cost of a hero's death (times its chance).
const DEATH: i32 = 600;
/// Cost of each point of damage a hero absorbs (potion pips, dice, rings or
/// hit points), times its expectation.
const HURT: i32 = 140;
/// Cost of each point of temple damage, at a full d20 (it grows as the
/// temple weakens: times 20 / hit points left).
const TEMPLE: i32 = 40;
/// Cost of each stock die carried off from a shop.
const CAPTURED: i32 = 60;
/// Cost of each building razed.
const RAZED: i32 = 250;
/// Cost of a forecast that loses the game (the temple at 0, or the last
/// building razed).
const LOSS: i32 = 10 * DEATH;

/// The candidates being weighed and the forecast under way.
#[derive(Clone, Debug)]
pub(crate) struct Hard {
    /// Best heuristic scores so far, best first (ties: first listed first).
    top: Vec<(i32, Action), TOP>,
    /// Next candidate of `top` to weigh.
    next: usize,
    /// Forecast of the candidate under way: 0 = the position it leaves
    /// (for an attack: the monster survives), 1 = the attacked monster dead.
    part: u8,
    /// A forecast is under way on `scratch`.
    running: bool,
    /// Cost of the forecasts of the candidate under way, by `part`.
    costs: [i32; 2],
    /// Cost of the position as it stands (shared by every candidate that
    /// moves nobody and kills nothing).
    as_is: Option<i32>,
    order: Vec<MonsterId, MAX_MONSTERS>,
    /// What the forecast's monsters may walk on.
    ground: Ground,
    forecast: Forecast,
    scratch: Option<Game>,
}

/// What one unit of weighing did.
pub(crate) enum Weigh {
    /// Progress on a forecast.
    Busy,
    /// A candidate's final score.
    Scored(i32, Action),
    /// Every candidate is weighed.
    Finished,
}

impl Hard {
    pub(crate) fn new() -> Hard {
        Hard {
            top: Vec::new(),
            next: 0,
            part: 0,
            running: false,
            costs: [0; 2],
            as_is: None,
            order: Vec::new(),
            ground: Ground::empty(),
            forecast: Forecast::default(),
            scratch: None,
        }
    }

    /// Keeps a candidate if its heuristic score is among the best few.
    pub(crate) fn offer(&mut self, s: i32, a: Action) {
        let at = self
            .top
            .iter()
            .position(|&(t, _)| s > t)
            .unwrap_or(self.top.len());
        if at >= TOP {
            return;
        }
        if self.top.is_full() {
            self.top.pop();
        }
        let _ = self.top.insert(at, (s, a));
    }

    /// One unit of weighing: preparing a forecast, or one monster of it.
    pub(crate) fn unit(&mut self, g: &Game) -> Weigh {
        let Some(&(quick, a)) = self.top.get(self.next) else {
            return Weigh::Finished;
        };
        if g.phase() != Phase::Defend || self.top.len() <= 1 {
            self.next += 1;
            return Weigh::Scored(quick, a);
        }
        let kill = match a {
            Action::Attack { hero, monster } | Action::Ranged { hero, monster } => {
                kill_chance(g, hero, monster, false)
            }
            Action::Magic { hero, monster } => kill_chance(g, hero, monster, true),
            _ => 0,
        };
        let moves = matches!(a, Action::Move { .. });
        if !self.running {
            if self.part == 0
                && !moves
                && let Some(c) = self.as_is
            {
                self.costs[0] = c;
                return self.next_part(quick, a, kill);
            }
            let part = self.part;
            let s = scratch_from(&mut self.scratch, g);
            match a {
                Action::Move { hero, to } => {
                    if let Some(h) = s.heroes.get_mut(hero as usize) {
                        h.cell = to;
                    }
                }
                Action::Attack { monster, .. }
                | Action::Ranged { monster, .. }
                | Action::Magic { monster, .. }
                    if part == 1 =>
                {
                    s.monsters.retain(|m| m.id != monster);
                }
                _ => {}
            }
            s.monster_order(&mut self.order);
            self.ground = Ground::of(s);
            self.forecast = Forecast::default();
            self.running = true;
            return Weigh::Busy;
        }
        let Some(s) = &mut self.scratch else {
            self.running = false;
            return Weigh::Busy;
        };
        if s.forecast_step(&mut self.order, &mut self.forecast, &mut self.ground) {
            return Weigh::Busy;
        }
        self.running = false;
        let c = cost(g, &self.forecast);
        self.costs[usize::from(self.part)] = c;
        if self.part == 0 && !moves {
            self.as_is = Some(c);
        }
        self.next_part(quick, a, kill)
    }

    /// After a forecast: the attacked monster's death next, or the score.
    fn next_part(&mut self, quick: i32, a: Action, kill: i32) -> Weigh {
        if self.part == 0 && kill > 0 {
            self.part = 1;
            return Weigh::Busy;
        }
        let c = if kill > 0 {
            (kill * self.costs[1] + (100 - kill) * self.costs[0]) / 100
        } else {
            self.costs[0]
        };
        self.part = 0;
        self.next += 1;
        Weigh::Scored(quick - c, a)
    }
}

/// The scratch game, made a copy of `g` (kept apart so that the copy's
/// temporaries never sit in the caller's stack frame).
#[inline(never)]
fn scratch_from<'a>(slot: &'a mut Option<Game>, g: &Game) -> &'a mut Game {
    if let Some(s) = slot.as_mut() {
        s.copy_from(g);
    }
    slot.get_or_insert_with(|| g.clone())
}

/// Chance in percent that the hero's attack kills the monster now.
fn kill_chance(g: &Game, hero: u8, id: MonsterId, magic: bool) -> i32 {
    let (Some(h), Some(m)) = (g.heroes().get(hero as usize), g.monster(id)) else {
        return 0;
    };
    let base = if magic {
        h.best(StockColour::Blue)
    } else {
        h.weapon()
    };
    if hit_damage(magic, base, m.colour, g.wave(), g.config().house) >= m.hp {
        chance(h.ring_count(Ring::Fighter))
    } else {
        0
    }
}

/// Cost of a forecast: heroes' expected deaths and wounds, structures' damage.
pub(crate) fn cost(g: &Game, f: &Forecast) -> i32 {
    let hp = i32::from(g.temple_hp().max(1));
    let mut c = i32::from(f.temple) * TEMPLE * 20 / hp
        + i32::from(f.captured) * CAPTURED
        + i32::from(f.razed) * RAZED;
    let standing = g.buildings().iter().filter(|b| !b.razed).count() as i32;
    if i32::from(f.temple) >= hp || i32::from(f.razed) >= standing {
        c += LOSS;
    }
    for (i, h) in g.heroes().iter().enumerate().take(MAX_HEROES) {
        if !h.alive() || f.blows[i] == 0 {
            continue;
        }
        let (death, hurt) = harm(g, h, f.blows[i], f.piercing[i]);
        c += (i64::from(death) * i64::from(DEATH) / i64::from(ONE)) as i32;
        c += (i64::from(hurt) * i64::from(HURT) / i64::from(ONE)) as i32;
    }
    c
}

/// A hero's chance of dying (in 1/65536) and expected damage absorbed (in
/// 1/65536 points) under `blows` blows of the current wave, `piercing` of
/// them from black monsters: each lands for the wave number (on a 4+ only
/// with the house rule "kind monsters"), armour
/// stops its face (half against piercing) on a 4+ with paladin rerolls, and
/// every point left costs a potion pip, a die, a ring or a hit point; the
/// hero dies once they are all gone.
pub(crate) fn harm(g: &Game, h: &Hero, blows: u8, piercing: u8) -> (u32, u32) {
    let damage = usize::from(g.wave().max(1));
    let kind = g.config().house.has(HouseRules::KIND_MONSTERS);
    let armour = usize::from(h.best(StockColour::Black));
    let block = ONE - (ONE >> (1 + h.ring_count(Ring::Paladin).min(8)));
    let pool = usize::from(h.hp) + usize::from(h.potions()) + h.rings.len() + h.gear.len()
        - h.gear
            .iter()
            .filter(|d| d.colour == StockColour::White)
            .count();
    let pool = pool.clamp(usize::from(h.hp.min(HERO_HP)), CAP);
    let mut dist = [0u32; CAP + 1];
    dist[0] = ONE;
    for b in 0..blows {
        let stop = if b < piercing { armour / 2 } else { armour }.min(damage);
        let mut next = [0u32; CAP + 1];
        for (t, &p) in dist.iter().enumerate() {
            if p == 0 {
                continue;
            }
            // Kind monsters miss half their blows; the paper's always land.
            let half = if kind { p / 2 } else { p };
            if kind {
                next[t] += half;
            }
            let blocked = ((u64::from(half) * u64::from(block)) >> 16) as u32;
            let hit = |d: usize| (t + d).min(CAP);
            if armour > 0 {
                next[hit(damage - stop)] += blocked;
                next[hit(damage)] += half - blocked;
            } else {
                next[hit(damage)] += half;
            }
        }
        dist = next;
    }
    let mut death = 0;
    let mut hurt = 0u64;
    for (t, &p) in dist.iter().enumerate() {
        if t >= pool {
            death += p;
        }
        hurt += u64::from(p) * t.min(pool) as u64;
    }
    (death, hurt.min(u64::from(u32::MAX)) as u32)
}
