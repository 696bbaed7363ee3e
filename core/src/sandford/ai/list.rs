//! Listing one decision's candidates a little at a time, without a buffer:
//! each unit checks one cell of a hero's disc or one candidate of its other
//! actions, in [`Game::legal_actions`]'s order.

use super::super::game::Game;
use super::super::reach::Reach;
use super::super::types::*;

/// Most ways of taking a blow: take it, drink each potion, give up each die
/// or ring.
pub(crate) const SOAK_WAYS: usize = 1 + 2 * super::super::STOCK_DICE + super::super::MAX_RINGS;

/// Which actions a decision weighs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    /// Every legal action, in [`Game::legal_actions`]'s order.
    All,
    /// When no hero owes an action: only moves (standing still included) if
    /// any hero can move, else the other actions; then `EndTurn`.
    MovesFirst,
}

/// Where the listing is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    Start,
    /// The moves of hero `hero`, from cell `cell` of its window.
    Moves,
    /// The other actions of hero `hero`, from candidate `k`; then `after`.
    Acts,
    /// `EndTurn`, for a decision over the whole table.
    Finish,
    /// The ways of taking a blow, from way `k`.
    Soak,
    Done,
}

/// An incremental [`Game::legal_actions`].
#[derive(Clone, Debug)]
pub(crate) struct Lister {
    mode: Mode,
    only: Option<u8>,
    stage: Stage,
    /// Where to go once a hero's other actions are listed: `Moves` (the
    /// next hero's moves), `Acts` (the next hero's actions) or `Finish`.
    after: Stage,
    hero: u8,
    cell: u16,
    /// Next candidate of `Game::action_candidate`; `None` before checking
    /// whether the hero must leave a barred building first.
    k: Option<u16>,
    reach: Option<Reach>,
    found_move: bool,
}

impl Lister {
    /// Lists for every hero (`only` = `None`, `EndTurn` included), or only
    /// the actions of one hero (no `EndTurn`).
    pub(crate) fn new(mode: Mode, only: Option<u8>) -> Lister {
        Lister {
            mode,
            only,
            stage: Stage::Start,
            after: Stage::Finish,
            hero: 0,
            cell: 0,
            k: None,
            reach: None,
            found_move: false,
        }
    }

    fn wants(&self, g: &Game, hero: u8) -> bool {
        self.only.is_none_or(|h| h == hero) && g.can_start_round(hero)
    }

    /// True once every candidate has been listed.
    pub(crate) fn done(&self) -> bool {
        self.stage == Stage::Done
    }

    /// One unit of listing: the next candidate, if this unit found one.
    pub(crate) fn unit(&mut self, g: &Game) -> Option<Action> {
        match self.stage {
            Stage::Start => {
                self.stage = Stage::Finish;
                match g.phase() {
                    Phase::Won | Phase::Lost(_) => self.stage = Stage::Done,
                    Phase::Monsters if g.soaking().is_some() => {
                        let hero = g.soaking().map_or(0, |(h, _)| h);
                        self.stage = if self.only.is_none_or(|h| h == hero) {
                            Stage::Soak
                        } else {
                            Stage::Done
                        };
                        self.k = Some(0);
                    }
                    Phase::WaveApproaches | Phase::Monsters | Phase::Recover => {
                        self.stage = Stage::Done;
                        if self.only.is_none() {
                            return Some(Action::Continue);
                        }
                    }
                    Phase::HeroesArrive | Phase::Defend | Phase::Repair => match g.pending_hero() {
                        Some(p) if self.only.is_none_or(|h| h == p) => {
                            self.start_acts(p, Stage::Finish);
                        }
                        Some(_) => {}
                        None => self.stage = Stage::Moves,
                    },
                }
                None
            }
            Stage::Soak => {
                let k = usize::from(self.k.unwrap_or(0));
                self.k = Some(k as u16 + 1);
                let mut ways: heapless::Vec<Action, SOAK_WAYS> = heapless::Vec::new();
                g.soak_actions(&mut ways);
                let way = ways.get(k).copied();
                if way.is_none() {
                    self.stage = Stage::Done;
                }
                way
            }
            Stage::Moves => self.moves_unit(g),
            Stage::Acts => self.acts_unit(g),
            Stage::Finish => {
                self.stage = Stage::Done;
                self.only.is_none().then_some(Action::EndTurn)
            }
            Stage::Done => None,
        }
    }

    fn start_acts(&mut self, hero: u8, after: Stage) {
        self.stage = Stage::Acts;
        self.after = after;
        self.hero = hero;
        self.k = None;
    }

    fn moves_unit(&mut self, g: &Game) -> Option<Action> {
        let hero = self.hero;
        if usize::from(hero) >= g.heroes().len() {
            if self.mode == Mode::MovesFirst && !self.found_move {
                self.start_acts(0, Stage::Acts);
            } else {
                self.stage = Stage::Finish;
            }
            return None;
        }
        if !self.wants(g, hero) {
            self.hero += 1;
            return None;
        }
        let Some(w) = &self.reach else {
            self.reach = Reach::new(g, hero);
            self.cell = 0;
            return None;
        };
        let mut found = None;
        if self.cell < w.count() {
            let to = w.cell(self.cell);
            if w.can_reach(g, to) {
                found = Some(Action::Move { hero, to });
                self.found_move = true;
            }
            self.cell += 1;
        }
        if self.cell >= w.count() {
            self.reach = None;
            if self.mode == Mode::All {
                self.start_acts(hero, Stage::Moves);
            } else {
                self.hero += 1;
            }
        }
        found
    }

    fn acts_unit(&mut self, g: &Game) -> Option<Action> {
        let hero = self.hero;
        if usize::from(hero) >= g.heroes().len() {
            self.stage = Stage::Finish;
            return None;
        }
        // Listing every hero's actions (nobody could move): skip those who
        // may not start a round.
        if self.after == Stage::Acts && self.k.is_none() && !self.wants(g, hero) {
            self.hero += 1;
            return None;
        }
        let k = match self.k {
            Some(k) => k,
            None => {
                let must_leave = g.must_leave_first(hero);
                self.k = Some(if must_leave { u16::MAX } else { 0 });
                return None;
            }
        };
        if k >= g.action_candidates(hero) {
            match self.after {
                Stage::Moves => {
                    self.stage = Stage::Moves;
                    self.hero += 1;
                }
                Stage::Acts => self.start_acts(hero + 1, Stage::Acts),
                _ => self.stage = Stage::Finish,
            }
            return None;
        }
        self.k = Some(k + 1);
        g.action_candidate(hero, k)
            .filter(|&a| g.check_act_given(hero, a, false).is_ok())
    }
}
