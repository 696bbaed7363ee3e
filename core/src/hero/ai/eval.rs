//! What the computer weighs: actions by expected damage (milli hit points),
//! cells by what the mini can do from there and how open it is there.

use super::super::combat::bounce_of;
use super::super::field::{units, within};
use super::super::forecast;
use super::super::game::{Game, Mini, in_band};
use super::super::gear::{Armour, BLAST_RADIUS, BOMB_RANGE, Weapon};
use super::super::moves::neighbour;
use super::super::{Action, Bounce, Cell, Cover, Edge, MOVE, sight};
use super::{AiRng, Level};

/// How much a mini matters: heroes (whose death ends a player) twice.
fn worth(m: &Mini) -> i32 {
    if m.hero { 2 } else { 1 }
}

/// Expected damage (milli) of `w` against mini `t` in `cover`, weighted by
/// the target's worth (a fallen or nearly fallen one more: a finishing
/// shot); 0 when it is hidden.
fn shot_with(w: Weapon, cover: Cover, t: &Mini) -> i32 {
    if cover == Cover::Hidden {
        return 0;
    }
    let finish = if t.hp <= 2 { 2 } else { 1 };
    forecast::damage_milli(w, t.kit.armour, t.hp, cover) * worth(t) * finish
}

/// Mean damage (milli) an explosion centred on `at` does, enemies of `seat`
/// counting for and friends against (half as much again); `kind` 0 a full
/// d6, 1 a halved d6, 2 a critical.
fn blast_value(game: &Game, seat: u8, at: Cell, kind: u8) -> i32 {
    let mut v = 0;
    for m in game.minis() {
        let Some(c) = m.at else { continue };
        if !within(at, c, BLAST_RADIUS) {
            continue;
        }
        let absorb = if m.hp <= 0 { 0 } else { m.kit.armour.absorb() };
        let mean = match kind {
            2 => 6000,
            _ => {
                let s: u32 = (1..=6u8)
                    .map(|s| {
                        let d = if kind == 1 { s.div_ceil(2) } else { s };
                        u32::from(d.saturating_sub(absorb))
                    })
                    .sum();
                (s * 1000 / 6) as i32
            }
        };
        if m.seat == seat {
            v -= mean * worth(m) * 3 / 2;
        } else {
            v += mean * worth(m);
        }
    }
    v
}

/// The value of throwing from `from` at `t`: a hit and a critical weighed by
/// their chances; friends in the blast count against (below Hard, none
/// may be in it). Hard also weighs a
/// miss: in place for half (2 faces of 6) or bounced each of four ways.
fn throw_value(game: &Game, seat: u8, from: Cell, t: &Mini, hard: bool) -> i32 {
    let Some(at) = t.at else { return 0 };
    if !in_band(from, at, BOMB_RANGE) {
        return 0;
    }
    // Normal (the hint's level) never throws where its own blast would
    // catch a friend or the thrower: a child took the hint and watched its
    // own mini knocked out. Hard weighs it (below).
    if !hard && friend_in_blast(game, seat, from, at) {
        return 0;
    }
    let hit = forecast::hit_chance(1, t.kit.armour.dice(), Cover::Clear);
    let den = hit.den as i32;
    let crit = den / 6;
    let plain = hit.num as i32 - crit;
    let mut v = plain * blast_value(game, seat, at, 0) + crit * blast_value(game, seat, at, 2);
    let miss = den - hit.num as i32;
    if hard {
        let by = units(from, at).div_ceil(2);
        let mut m = 2 * blast_value(game, seat, at, 1);
        for face in 2..=5 {
            if let Bounce::Towards(e) = bounce_of(face) {
                m += blast_value(game, seat, step_towards(at, e, by), 0);
            }
        }
        v += miss * m / 6;
    } else {
        v += miss * blast_value(game, seat, at, 1) / 3;
    }
    v / den
}

/// Whether a blast centred on `at` catches a mini of `seat` on the field,
/// or a thrower standing on `from`.
fn friend_in_blast(game: &Game, seat: u8, from: Cell, at: Cell) -> bool {
    within(at, from, BLAST_RADIUS)
        || game
            .minis()
            .iter()
            .filter(|m| m.seat == seat)
            .filter_map(|m| m.at)
            .any(|c| within(at, c, BLAST_RADIUS))
}

fn step_towards(at: Cell, e: Edge, by: u8) -> Cell {
    let d = match e {
        Edge::North => (0, -1),
        Edge::South => (0, 1),
        Edge::West => (-1, 0),
        Edge::East => (1, 0),
    };
    let mut c = at;
    for _ in 0..by {
        match neighbour(c, d) {
            Some(n) => c = n,
            None => break,
        }
    }
    c
}

/// The best thing mini `i` can do where it stands, with its score, weighed
/// one target at a time ([`Act::piece`]: a cover check or two each).
#[derive(Clone, Debug)]
pub struct Act {
    i: u8,
    t: u8,
    /// Easy: targets seen and the one picked so far.
    count: u32,
    pick: Option<Action>,
    /// Normal and Hard: the best so far.
    best: Option<(i32, Action)>,
}

impl Act {
    /// Starts weighing mini `i`'s actions where it stands.
    pub fn new(i: u8) -> Act {
        Act {
            i,
            t: 0,
            count: 0,
            pick: None,
            best: None,
        }
    }

    /// The mini weighed.
    pub fn mini(&self) -> u8 {
        self.i
    }

    /// Weighs the next target; `Some` (the best, if any) once all are
    /// weighed.
    pub fn piece(
        &mut self,
        game: &Game,
        level: Level,
        rng: &mut AiRng,
    ) -> Option<Option<(i32, Action)>> {
        let i = self.i;
        let Some(m) = game.minis().get(usize::from(i)) else {
            return Some(None);
        };
        let n = game.minis().len() as u8;
        let easy = level == Level::Easy;
        if !easy && m.at.is_none() {
            return Some(None);
        }
        if self.t >= n {
            return Some(if easy {
                self.pick.map(|a| (100_000, a))
            } else {
                self.best
            });
        }
        let t = self.t;
        self.t += 1;
        if easy {
            let ok = game.check_attack(i, t).is_ok();
            let bomb = m.kit.weapon == Weapon::None && game.check_throw(i, t).is_ok();
            if ok || bomb {
                self.count += 1;
                if rng.below(self.count) == 0 {
                    self.pick = Some(if ok {
                        Action::Attack { mini: i, target: t }
                    } else {
                        Action::Throw { mini: i, target: t }
                    });
                }
            }
            return None;
        }
        let from = m.at?;
        let hard = level == Level::Hard;
        let tm = &game.minis()[usize::from(t)];
        // (An attack that could not be the best even at a target in the open
        // is not checked: the check's cover is the costly part.)
        if self.could_beat(shot_with(m.kit.weapon, Cover::Clear, tm))
            && let Ok(cover) = game.check_attack(i, t)
        {
            let s = shot_with(m.kit.weapon, cover, tm);
            self.consider(s, Action::Attack { mini: i, target: t });
        }
        if game.check_throw(i, t).is_ok() {
            let v = throw_value(game, m.seat, from, tm, hard);
            self.consider(v, Action::Throw { mini: i, target: t });
        }
        if game.check_heal(i, t).is_ok() {
            let down = tm.hp <= 0;
            let v = if down {
                4000
            } else if tm.hp <= 2 {
                1500
            } else {
                0
            };
            self.consider(v * worth(tm) * 2 / 3, Action::Heal { mini: i, target: t });
        }
        None
    }

    /// Whether a score of `s` would be taken as the best so far.
    fn could_beat(&self, s: i32) -> bool {
        s > 0 && self.best.is_none_or(|b| s > b.0)
    }

    fn consider(&mut self, s: i32, a: Action) {
        if self.could_beat(s) {
            self.best = Some((s, a));
        }
    }
}

/// The units of move a mini of `armour` has.
fn move_units(armour: Armour) -> u8 {
    MOVE - armour.speed_penalty()
}

/// The distance a mini likes to keep from the nearest enemy.
pub(super) fn ideal(m: &Mini) -> u8 {
    let base = match m.kit.weapon {
        Weapon::None => BOMB_RANGE.1 - 2,
        Weapon::Melee => 1,
        w => w.range().1 - 1,
    };
    if m.hero && m.kit.weapon != Weapon::Melee {
        base + 2
    } else {
        base
    }
}

/// Hard's fear of exposure fades as the game drags on (so hidden armies
/// come out): divided by 4 up to round 12, then by more each round.
fn patience(game: &Game) -> i32 {
    4 + i32::from(game.round().saturating_sub(12))
}

/// Sight lines a [`Stand`] piece looks along before it ends: one cover
/// check (all ten lines), or three of Hard's glances (two lines each; a
/// piece costs about a thousand cycles of its own, and a four-sided game
/// has fifteen enemies to glance from).
pub(super) const PIECE_LINES: u8 = 6;
/// Sight lines a small [`Stand`] piece looks along before it ends: one
/// glance, or one cover check.
pub(super) const SMALL_PIECE_LINES: u8 = 2;

/// How good it is for mini `i` to stand on `to` (reached for `cost`; `None`
/// where it stands), counting what it can still do from there: weighed
/// enemy by enemy, a piece ending once it has looked along sight lines
/// ([`Stand::piece`]: a cover check, or up to [`PIECE_LINES`] of glances).
#[derive(Clone, Debug)]
pub struct Stand {
    i: u8,
    to: Option<(Cell, u8)>,
    k: u8,
    v: i32,
    nearest: u8,
    down_mate: Option<Cell>,
}

impl Stand {
    /// Starts weighing mini `i` on `to`.
    pub fn new(i: u8, to: Option<(Cell, u8)>) -> Stand {
        Stand {
            i,
            to,
            k: 0,
            v: 0,
            nearest: u8::MAX,
            down_mate: None,
        }
    }

    /// The mini weighed.
    pub fn mini(&self) -> u8 {
        self.i
    }

    /// Weighs the next minis (or, for Hard, their threats) until it has
    /// looked along `lines` sight lines; `Some(value)` once all are weighed.
    pub fn piece(&mut self, game: &Game, (hard, easy): (bool, bool), lines: u8) -> Option<i32> {
        let m = &game.minis()[usize::from(self.i)];
        let Some(here) = m.at else { return Some(0) };
        let (at, cost) = self.to.unwrap_or((here, 0));
        let mut looked = 0;
        loop {
            let Some(t) = game.minis().get(usize::from(self.k)) else {
                return Some(self.finish(m, at, hard, easy));
            };
            self.k += 1;
            looked += self.weigh(game, m, t, (at, cost), hard, easy);
            if looked >= lines {
                return None;
            }
        }
    }

    /// Weighs mini `t` against `m` on `at` (reached for `cost`); the sight
    /// lines it looked along: [`SIGHT_LINES`](sight::SIGHT_LINES) for a
    /// cover check, 2 for Hard's glance, else 0.
    fn weigh(
        &mut self,
        game: &Game,
        m: &Mini,
        t: &Mini,
        (at, cost): (Cell, u8),
        hard: bool,
        easy: bool,
    ) -> u8 {
        // (A mini off the battlefield counts for nothing: on to the next.)
        let Some(c) = t.at else { return 0 };
        // A sniper that moved may not fire (unless the house rule lets it).
        let moved = m.spent + cost > 0 && !game.house().sniper_moves;
        if t.seat == m.seat {
            if t.hp <= 0 && m.kit.medkits > 0 && !core::ptr::eq(t, m) {
                self.down_mate = Some(c);
            }
            return 0;
        }
        self.nearest = self.nearest.min(units(at, c));
        if easy || game.holding_fire() {
            return 0;
        }
        let can_act = !m.acted
            && m.spent + cost <= Game::single_move(m)
            && !(m.kit.weapon == Weapon::Sniper && moved && m.kit.bombs == 0);
        let mut seen = None;
        if can_act && self.to.is_some() {
            let bomb = if m.kit.bombs > 0 && in_band(at, c, BOMB_RANGE) {
                throw_value(game, m.seat, at, t, false)
            } else {
                0
            };
            self.v = self.v.max(bomb);
            let w = m.kit.weapon;
            // A shot that could not beat the best even at a target in the
            // open is not looked at: the cover check is the costly part,
            // and no cover adds to a shot's worth
            // (`api_ai_cover_never_adds_to_a_shots_worth`).
            if !(w == Weapon::Sniper && moved)
                && w != Weapon::None
                && in_band(at, c, w.range())
                && shot_with(w, Cover::Clear, t) > self.v
            {
                let cover = sight::cover(game.field(), at, c);
                seen = Some(cover);
                self.v = self.v.max(shot_with(w, cover, t));
            }
        }
        let glanced = hard && self.threat(game, m, t, at, seen);
        if seen.is_some() {
            sight::SIGHT_LINES
        } else {
            2 * u8::from(glanced)
        }
    }

    /// Hard: what enemy `t` (on the battlefield) could do to mini `m` on
    /// `at` in its next turn, by its cover from `t`: the cover `seen` from
    /// the cell, if just looked at (sight taken as mutual), else a glance
    /// (two sight lines, not ten: a plan, not an attack). True when it
    /// glanced.
    fn threat(&mut self, game: &Game, m: &Mini, t: &Mini, at: Cell, seen: Option<Cover>) -> bool {
        let Some(c) = t.at else { return false };
        if t.hp <= 0 || t.kit.weapon == Weapon::None {
            return false;
        }
        let reach = move_units(t.kit.armour) + t.kit.weapon.range().1;
        if !within(c, at, reach) {
            return false;
        }
        let cover = seen.unwrap_or_else(|| sight::glance(game.field(), c, at));
        if cover != Cover::Hidden {
            let damage = forecast::damage_milli(t.kit.weapon, m.kit.armour, m.hp, cover);
            let w = if m.hero { 3 } else { 1 };
            self.v -= damage * w / patience(game);
        }
        seen.is_none()
    }

    fn finish(&self, m: &Mini, at: Cell, hard: bool, easy: bool) -> i32 {
        let mut v = self.v;
        if self.nearest != u8::MAX {
            let want = if easy { 1 } else { ideal(m) };
            v -= if self.nearest > want {
                i32::from(self.nearest - want) * 150
            } else {
                i32::from(want - self.nearest) * 40
            };
        }
        if hard && let Some(c) = self.down_mate {
            v -= i32::from(units(at, c)) * 200;
        }
        v
    }
}

/// A cheap guess of how sheltered a cell is: its side neighbours with an
/// obstacle.
fn shelter(game: &Game, c: Cell) -> i32 {
    super::scan::sheltered_sides(game.field().bytes(), c)
}

/// Where Normal and Hard place the next mini: beside obstacles, towards the
/// middle of the edge; Hard keeps the hero in the back row. (Never inlined:
/// its list of cells takes stack only while it runs.)
#[inline(never)]
pub fn placement(game: &Game, hard: bool) -> Option<Action> {
    let mut cells = heapless::Vec::<Cell, 128>::new();
    game.placements(&mut cells);
    let seat = game.seat_to_act()?;
    let placing_hero = game
        .minis()
        .iter()
        .filter(|m| m.seat == seat)
        .all(|m| m.at.is_none());
    let edge = game.edge(seat)?;
    let mid = (super::super::W as i32 / 2, super::super::H as i32 / 2);
    cells
        .iter()
        .map(|&c| {
            let depth = match edge {
                Edge::North => i32::from(c.y),
                Edge::South => super::super::H as i32 - 1 - i32::from(c.y),
                Edge::West => i32::from(c.x),
                Edge::East => super::super::W as i32 - 1 - i32::from(c.x),
            };
            let off = (i32::from(c.x) - mid.0).abs() + (i32::from(c.y) - mid.1).abs();
            let back = if hard && placing_hero {
                -depth * 100
            } else {
                depth * 30
            };
            (shelter(game, c) * 200 + back - off * 10, c)
        })
        .max_by_key(|&(s, c)| (s, core::cmp::Reverse(c)))
        .map(|(_, c)| Action::Place(c))
}
