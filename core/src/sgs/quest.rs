//! The adventure's engine: a party of heroes plays "The Well under
//! Hollowmere" ([`super::scenes`]) scene by scene, on the shared
//! [`crate::contract::Rules`]. Fights are arena fights with the party's own
//! heroes (their wounds carried in and out).

use heapless::Vec;

use super::Ability;
use super::arena::{self, Arena, Side};
use super::character::Character;
use super::odds::{opposed_win, static_success};
use super::roll::{self, Faces, Roll, Winner};
use super::roster;
use super::scenes::{SCENES, Scene, Test};
use super::setting::Weapon;
use crate::contract::{Dice, Sink};

mod fights;
mod medic;

pub use super::quest_ai::QThinker;
pub use super::quest_types::{QAction, QEvent, QIllegal, QOutcome, QuestStats};

/// Most heroes in a party.
pub const MAX_PARTY: usize = 4;

/// A hero of the party.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct Hero {
    /// The sheet.
    pub ch: Character,
    /// The weapon.
    pub weapon: Weapon,
    /// Dead (out of the adventure).
    pub dead: bool,
}

/// What a new adventure needs.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct QuestConfig {
    /// Fixes every die.
    pub seed: u64,
    /// Heroes (1 to 4).
    pub party: u8,
    /// Random heroes by the paper's rules instead of the ready-made ones.
    pub random: bool,
    /// House rule "last breath" in the adventure's fights (off by default).
    pub last_breath: bool,
}

/// Where the adventure stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub enum QPhase {
    /// In a scene (a choice or a check for the party; else automatic).
    Scene,
    /// A contest where the hero is behind with a bonus die to add.
    Contest {
        /// The hero rolling.
        hero: u8,
    },
    /// In a fight.
    Fight,
    /// The party's medic may treat the wounded before the party goes on to
    /// scene `next`.
    Treat {
        /// The hero treating.
        medic: u8,
        /// The scene after.
        next: u8,
    },
    /// The end.
    Over,
}

/// The adventure.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct Quest {
    heroes: Vec<Hero, MAX_PARTY>,
    scene: u8,
    pub(crate) phase: QPhase,
    pub(crate) arena: Option<Arena>,
    /// Which hero each party fighter of the arena is.
    fighting: Vec<u8, MAX_PARTY>,
    pub(crate) contest: Option<(Roll, Roll)>,
    captures: u8,
    pub(crate) stats: QuestStats,
    pub(crate) outcome: Option<QOutcome>,
    dice: Dice,
    config: QuestConfig,
}

/// Wraps the arena's events as the quest's.
pub(super) struct Wrap<'a, S>(pub(super) &'a mut S);

impl<S: Sink<QEvent>> Sink<arena::Event> for Wrap<'_, S> {
    fn put(&mut self, e: arena::Event) {
        self.0.put(QEvent::Fight(e));
    }
    fn keeps(&self) -> bool {
        self.0.keeps()
    }
}

fn faces(r: &Roll) -> Faces {
    Faces::from_slice(r.faces()).unwrap_or_default()
}

/// A weapon for a random hero: a sword for the strong, a dagger otherwise.
fn weapon_for(c: &Character) -> Weapon {
    if c.rating(Ability::Strong) >= c.rating(Ability::Dexterous) {
        Weapon::Sword
    } else {
        Weapon::Dagger
    }
}

impl Quest {
    /// A new adventure.
    pub fn new(config: QuestConfig) -> Quest {
        let mut dice = Dice::new(config.seed);
        let mut heroes = Vec::new();
        for i in 0..config.party.clamp(1, 4) {
            let (ch, weapon) = if config.random {
                const NAMES: [&str; 4] = ["Ash", "Bee", "Cob", "Dot"];
                let c = Character::random(NAMES[usize::from(i)], &mut dice);
                let w = weapon_for(&c);
                (c, w)
            } else {
                roster::hero(usize::from(i))
            };
            let _ = heroes.push(Hero {
                ch,
                weapon,
                dead: false,
            });
        }
        Quest::with_party(config, heroes, dice)
    }

    /// An adventure for these heroes (carried from an earlier session).
    pub fn with_party(config: QuestConfig, heroes: Vec<Hero, MAX_PARTY>, dice: Dice) -> Quest {
        Quest {
            heroes,
            scene: 0,
            phase: QPhase::Scene,
            arena: None,
            fighting: Vec::new(),
            contest: None,
            captures: 0,
            stats: QuestStats {
                scenes: 1,
                ..QuestStats::default()
            },
            outcome: None,
            dice,
            config,
        }
    }

    /// Gives the dice the faces their next rolls show (tests).
    #[cfg(any(test, feature = "scripted-dice"))]
    pub fn script(&mut self, f: &[u8]) {
        let _ = self.dice.script(f);
        if let Some(a) = self.arena.as_mut() {
            a.script(f);
        }
    }

    /// Puts the party at scene `s` (tests: a scene without the way there).
    #[cfg(test)]
    pub(crate) fn set_scene(&mut self, s: u8) {
        self.scene = s;
    }

    /// The heroes.
    pub fn heroes(&self) -> &[Hero] {
        &self.heroes
    }
    /// The scene.
    pub fn scene(&self) -> u8 {
        self.scene
    }
    /// Where it stands.
    pub fn phase(&self) -> QPhase {
        self.phase
    }
    /// The fight, if one is on.
    pub fn arena(&self) -> Option<&Arena> {
        self.arena.as_ref()
    }
    /// The hero the fight's party fighter `fighter` is (the heroes' side
    /// fights first in the fight's list), if a fight is on and it is one.
    pub fn hero_of(&self, fighter: u8) -> Option<u8> {
        self.arena.as_ref()?;
        self.fighting.get(usize::from(fighter)).copied()
    }
    /// The counts so far.
    pub fn stats(&self) -> QuestStats {
        self.stats
    }
    /// The dice's state.
    pub fn dice_state(&self) -> u64 {
        self.dice.state()
    }

    pub(crate) fn scene_rule(&self) -> Scene {
        SCENES[usize::from(self.scene) % SCENES.len()].1
    }

    fn alive(&self, i: u8) -> bool {
        self.heroes.get(usize::from(i)).is_some_and(|h| !h.dead)
    }

    /// Every legal action now.
    pub fn legal(&self, out: &mut impl Sink<QAction>) {
        match self.phase {
            QPhase::Over => {}
            QPhase::Contest { .. } => {
                out.put(QAction::Bonus);
                out.put(QAction::Stand);
            }
            QPhase::Fight => {
                if let Some(a) = &self.arena {
                    for x in a.legal_list() {
                        out.put(QAction::Fight(x));
                    }
                }
            }
            QPhase::Treat { .. } => self.treat_legal(out),
            QPhase::Scene => match self.scene_rule() {
                Scene::Choice { .. } => {
                    out.put(QAction::Choose(0));
                    out.put(QAction::Choose(1));
                }
                Scene::Check { .. } => {
                    for i in 0..self.heroes.len() as u8 {
                        if self.alive(i) {
                            out.put(QAction::Attempt(i));
                        }
                    }
                }
                _ => out.put(QAction::Continue),
            },
        }
    }

    /// The legal actions as a list.
    pub fn legal_list(&self) -> Vec<QAction, { arena::MAX_ACTIONS }> {
        let mut v = Vec::new();
        self.legal(&mut v);
        v
    }

    /// Performs `a`; on `Err` nothing changes.
    pub fn try_apply(&mut self, a: QAction, ev: &mut impl Sink<QEvent>) -> Result<(), QIllegal> {
        if let (QAction::Fight(x), QPhase::Fight) = (a, self.phase) {
            let ar = self.arena.as_mut().ok_or(QIllegal::NotNow)?;
            ar.try_apply(x, &mut Wrap(ev)).map_err(QIllegal::Fight)?;
            if ar.outcome().is_some() {
                self.end_fight(ev);
            }
            return Ok(());
        }
        if let (QAction::Treat(h), QPhase::Treat { medic, next }) = (a, self.phase) {
            return self.treat(medic, h, next, ev);
        }
        if let (QAction::Continue, QPhase::Treat { next, .. }) = (a, self.phase) {
            self.go(next, ev);
            return Ok(());
        }
        if !self.legal_list().contains(&a) {
            return Err(QIllegal::NotNow);
        }
        match (a, self.scene_rule()) {
            (QAction::Choose(k), Scene::Choice { a, b }) => {
                self.go(if k == 0 { a.1 } else { b.1 }, ev)
            }
            (
                QAction::Attempt(h),
                Scene::Check {
                    test,
                    ok,
                    fail,
                    harm,
                },
            ) => self.attempt(h, test, ok, fail, harm, ev),
            (QAction::Bonus, _) => {
                if let (Some((mine, _)), QPhase::Contest { hero }) =
                    (self.contest.as_mut(), self.phase)
                {
                    mine.add_bonus(&mut self.dice);
                    self.contest_step(hero, ev);
                }
            }
            (QAction::Stand, _) => {
                if let QPhase::Contest { hero } = self.phase {
                    self.contest_over(hero, ev);
                }
            }
            (QAction::Continue, s) => self.auto_scene(s, ev),
            _ => return Err(QIllegal::NotNow),
        }
        Ok(())
    }

    fn go(&mut self, to: u8, ev: &mut impl Sink<QEvent>) {
        self.scene = to;
        self.phase = QPhase::Scene;
        self.stats.scenes += 1;
        ev.put(QEvent::Scene(to));
    }

    fn attempt(
        &mut self,
        h: u8,
        test: Test,
        ok: u8,
        fail: u8,
        harm: u8,
        ev: &mut impl Sink<QEvent>,
    ) {
        let c = &self.heroes[usize::from(h)].ch;
        match test {
            Test::Static {
                ability,
                skill,
                difficulty,
            } => {
                let pool = c.pool(ability, skill, 0);
                let r = roll::static_roll(pool, difficulty, &mut self.dice);
                let made = r.beats(difficulty);
                ev.put(QEvent::Checked {
                    hero: h,
                    pool,
                    faces: faces(&r),
                    result: r.result(),
                    needed: difficulty,
                    made,
                });
                if made {
                    self.go(ok, ev);
                } else {
                    self.failed(h, harm, fail, ev);
                }
            }
            Test::Contest {
                ability,
                skill,
                npc,
            } => {
                let mut mine = Roll::new(c.pool(ability, skill, 0));
                let mut theirs = Roll::new(npc);
                mine.throw(&mut self.dice);
                theirs.throw(&mut self.dice);
                self.contest = Some((mine, theirs));
                self.contest_step(h, ev);
            }
        }
    }

    /// Shows the contest; the GM adds its bonus dice while behind; then the
    /// hero is asked if behind with a bonus die, else it is decided.
    fn contest_step(&mut self, h: u8, ev: &mut impl Sink<QEvent>) {
        let Some((mine, theirs)) = self.contest.as_mut() else {
            return;
        };
        while roll::opposed(mine, theirs) == Winner::First
            && theirs.add_bonus(&mut self.dice).is_some()
        {}
        ev.put(QEvent::Contest {
            hero: h,
            faces: faces(mine),
            result: mine.result(),
            npc: faces(theirs),
            npc_result: theirs.result(),
        });
        if roll::opposed(mine, theirs) != Winner::First && mine.bonus_left() > 0 {
            self.phase = QPhase::Contest { hero: h };
        } else {
            self.contest_over(h, ev);
        }
    }

    fn contest_over(&mut self, h: u8, ev: &mut impl Sink<QEvent>) {
        let won = self
            .contest
            .take()
            .is_some_and(|(m, t)| roll::opposed(&m, &t) == Winner::First);
        ev.put(QEvent::ContestOver { won });
        if let Scene::Check { ok, fail, harm, .. } = self.scene_rule() {
            if won {
                self.go(ok, ev);
            } else {
                self.failed(h, harm, fail, ev);
            }
        }
    }

    /// Hero `h` failed a check: it takes the scene's `harm` (an injuring
    /// accident when more than none) and the party goes on to `fail`.
    fn failed(&mut self, h: u8, harm: u8, fail: u8, ev: &mut impl Sink<QEvent>) {
        self.hurt(h, harm, ev);
        self.go_after(fail, harm > 0, ev);
    }

    fn auto_scene(&mut self, s: Scene, ev: &mut impl Sink<QEvent>) {
        match s {
            Scene::Fight { level, .. } => self.start_fight(level, ev),
            Scene::Rest { next } => self.rest(next, ev),
            Scene::Tutor { skill, next } => {
                for h in self.heroes.iter_mut() {
                    h.ch.tutor(skill);
                }
                ev.put(QEvent::Taught(skill));
                self.go(next, ev);
            }
            Scene::Captured { escape, rescued } => {
                self.captures += 1;
                ev.put(QEvent::Captured(self.captures));
                self.go(if self.captures < 2 { escape } else { rescued }, ev);
            }
            Scene::Ask { odds, yes, no } => {
                let face = self.dice.d(6);
                let answer = odds.answer(face);
                ev.put(QEvent::Asked {
                    face,
                    odds,
                    yes: answer,
                });
                self.go(if answer { yes } else { no }, ev);
            }
            Scene::End { xp, completed } => self.finish(xp, completed, ev),
            _ => {}
        }
    }

    fn finish(&mut self, xp: u8, completed: bool, ev: &mut impl Sink<QEvent>) {
        let xp = if self.stats.deaths > 0 {
            xp.saturating_sub(1).max(1)
        } else {
            xp
        };
        for h in self.heroes.iter_mut().filter(|h| !h.dead) {
            h.ch.award(xp);
        }
        let o = QOutcome { completed, xp };
        self.outcome = Some(o);
        self.phase = QPhase::Over;
        ev.put(QEvent::Ended(o));
    }

    /// True when every index and count is possible.
    pub fn is_sound(&self) -> bool {
        use crate::contract::Saved;
        let n = self.heroes.len();
        (1..=MAX_PARTY).contains(&n)
            && usize::from(self.scene) < SCENES.len()
            && self.captures <= 2
            && self.heroes.iter().all(|h| h.ch.is_sound())
            && (self.phase == QPhase::Over) == self.outcome.is_some()
            && match self.phase {
                QPhase::Fight => {
                    self.arena
                        .as_ref()
                        .is_some_and(|a| a.is_sound() && a.outcome().is_none())
                        && self.fighting.len() == a_party(self.arena.as_ref())
                        && self.fighting.iter().all(|&i| usize::from(i) < n)
                        && matches!(self.scene_rule(), Scene::Fight { .. })
                }
                QPhase::Contest { hero } => {
                    usize::from(hero) < n
                        && matches!(self.scene_rule(), Scene::Check { .. })
                        && self.contest.as_ref().is_some_and(|(m, t)| {
                            m.is_sound()
                                && t.is_sound()
                                && m.thrown()
                                && t.thrown()
                                && m.bonus_left() > 0
                        })
                }
                QPhase::Treat { medic, next } => {
                    self.medic() == Some(medic)
                        && usize::from(next) < SCENES.len()
                        && self.arena.is_none()
                        && self.contest.is_none()
                }
                QPhase::Scene | QPhase::Over => self.arena.is_none() && self.contest.is_none(),
            }
    }

    /// The best hero for the scene's roll, and its chance in tenths of a
    /// percent.
    pub fn best_for(&self, test: Test) -> Option<(u8, u16)> {
        (0..self.heroes.len() as u8)
            .filter_map(|i| Some((i, self.odds_for(i, test)?)))
            .max_by_key(|&(i, p)| (p, core::cmp::Reverse(i)))
    }

    /// Hero `i`'s chance in per mille of passing `test` (exact), `None` if
    /// the hero is not in the party or is dead.
    pub fn odds_for(&self, i: u8, test: Test) -> Option<u16> {
        if !self.alive(i) {
            return None;
        }
        let c = &self.heroes.get(usize::from(i))?.ch;
        let p = match test {
            Test::Static {
                ability,
                skill,
                difficulty,
            } => static_success(c.pool(ability, skill, 0), difficulty),
            Test::Contest {
                ability,
                skill,
                npc,
            } => opposed_win(c.pool(ability, skill, 0), npc),
        };
        Some(p.permille())
    }
}

fn a_party(a: Option<&Arena>) -> usize {
    a.map_or(0, |a| {
        a.fighters().iter().filter(|f| f.side == Side::A).count()
    })
}
