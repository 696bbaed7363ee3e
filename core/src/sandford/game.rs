//! The game state, its read accessors, turn order and action dispatch.

use crate::contract::Sink;
use heapless::Vec;

pub(crate) use super::dice::Dice;
use super::geometry::{Angle, Block, Cell};
use super::types::*;
use super::{
    ARRIVING, BUILDINGS, HOURGLASS_ROUNDS, HouseRules, MAX_HEROES, MAX_MONSTERS, STOCK_DICE, WAVES,
};

/// What covers a cell of the map.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Terrain {
    /// Open ground.
    Open,
    /// The temple mat.
    Temple,
    /// A standing building (index).
    Building(u8),
    /// A razed building (index): rubble, passable.
    Rubble(u8),
    /// Outside the map.
    OffMap,
}

/// The whole state of one game of Sandford.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct Game {
    pub(crate) config: Config,
    pub(crate) dice: Dice,
    pub(crate) phase: Phase,
    pub(crate) wave: u8,
    pub(crate) waves_defeated: u8,
    pub(crate) temple: Block,
    pub(crate) temple_hp: u8,
    pub(crate) buildings: Vec<Building, BUILDINGS>,
    pub(crate) heroes: Vec<Hero, MAX_HEROES>,
    pub(crate) monsters: Vec<Monster, MAX_MONSTERS>,
    pub(crate) next_id: u16,
    pub(crate) bag: Vec<StockColour, STOCK_DICE>,
    pub(crate) captured: Vec<StockColour, STOCK_DICE>,
    pub(crate) last_actor: Option<u8>,
    pub(crate) pending: Option<u8>,
    /// Heroes (bit per index) that have had a round in this heroes' turn
    /// (the paper: everyone goes once before anyone goes again).
    pub(crate) went: u8,
    /// A blow a hero is choosing how to take: (hero, damage left).
    pub(crate) soak: Option<(u8, u8)>,
    pub(crate) order: Vec<MonsterId, MAX_MONSTERS>,
    pub(crate) order_ready: bool,
    pub(crate) monster_turns: u8,
    pub(crate) last_spin: (Angle, u8),
    /// The rolled wave's monsters still to be placed (the next one last).
    pub(crate) arriving: Vec<(MonsterColour, Option<StockColour>), ARRIVING>,
    /// Pairs of placement dice (bit `ahead * 7 + across`) whose band search
    /// failed in this wave.
    pub(crate) arrival_misses: u32,
}

pub(crate) fn push<T>(v: &mut impl Sink<T>, x: T) {
    v.put(x);
}

/// Copies `src` into `dst` element by element (no whole-vector temporary).
fn copy_vec<T: Clone, const N: usize>(dst: &mut Vec<T, N>, src: &Vec<T, N>) {
    dst.clear();
    for x in src {
        push(dst, x.clone());
    }
}

impl Game {
    /// Makes this game a copy of `src` in place, without building a whole
    /// `Game` on the stack (the AI's scratch copies live in long-lived
    /// structures; the GBA's stack is small).
    pub(crate) fn copy_from(&mut self, src: &Game) {
        let Game {
            config,
            dice,
            phase,
            wave,
            waves_defeated,
            temple,
            temple_hp,
            buildings,
            heroes,
            monsters,
            next_id,
            bag,
            captured,
            last_actor,
            pending,
            went,
            soak,
            order,
            order_ready,
            monster_turns,
            last_spin,
            arriving,
            arrival_misses,
        } = src;
        self.config = *config;
        self.dice = dice.clone();
        self.phase = *phase;
        self.wave = *wave;
        self.waves_defeated = *waves_defeated;
        self.temple = *temple;
        self.temple_hp = *temple_hp;
        copy_vec(&mut self.buildings, buildings);
        copy_vec(&mut self.heroes, heroes);
        copy_vec(&mut self.monsters, monsters);
        self.next_id = *next_id;
        copy_vec(&mut self.bag, bag);
        copy_vec(&mut self.captured, captured);
        self.last_actor = *last_actor;
        self.pending = *pending;
        self.went = *went;
        self.soak = *soak;
        copy_vec(&mut self.order, order);
        self.order_ready = *order_ready;
        self.monster_turns = *monster_turns;
        self.last_spin = *last_spin;
        copy_vec(&mut self.arriving, arriving);
        self.arrival_misses = *arrival_misses;
    }
}

impl Game {
    /// The configuration the game was created with (heroes clamped to 1–4).
    pub fn config(&self) -> Config {
        self.config
    }

    /// The current phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The wave die: the current wave number (0 before the first wave).
    pub fn wave(&self) -> u8 {
        self.wave
    }

    /// Waves defeated so far (6 = won).
    pub fn waves_defeated(&self) -> u8 {
        self.waves_defeated
    }

    /// True once the game is won or lost.
    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Won | Phase::Lost(_))
    }

    /// The temple's cells.
    pub fn temple(&self) -> Block {
        self.temple
    }

    /// The temple's d20.
    pub fn temple_hp(&self) -> u8 {
        self.temple_hp
    }

    /// The four buildings.
    pub fn buildings(&self) -> &[Building] {
        &self.buildings
    }

    /// The heroes (dead ones keep their slot with 0 HP).
    pub fn heroes(&self) -> &[Hero] {
        &self.heroes
    }

    /// The monsters on the board.
    pub fn monsters(&self) -> &[Monster] {
        &self.monsters
    }

    /// A monster by id.
    pub fn monster(&self, id: MonsterId) -> Option<&Monster> {
        self.monsters.iter().find(|m| m.id == id)
    }

    /// Stock dice still in the bag.
    pub fn bag(&self) -> &[StockColour] {
        &self.bag
    }

    /// Captured stock dice that will fight in the next wave.
    pub fn captured(&self) -> &[StockColour] {
        &self.captured
    }

    /// The last spin of the spinner and its two combat dice (hero start or wave).
    pub fn last_spin(&self) -> (Angle, u8) {
        self.last_spin
    }

    /// Monsters of the rolled wave not yet placed on the board (the wave
    /// arrives one monster per [`Action::Continue`]).
    pub fn arriving(&self) -> usize {
        self.arriving.len()
    }

    /// Monster turns taken in the current wave.
    pub fn monster_turns(&self) -> u8 {
        self.monster_turns
    }

    /// The hero that moved and still owes an action, if any.
    pub fn pending_hero(&self) -> Option<u8> {
        self.pending
    }

    /// The hero that finished the last round (cannot start the next one).
    pub fn last_actor(&self) -> Option<u8> {
        self.last_actor
    }

    /// What covers a cell.
    pub fn terrain(&self, c: Cell) -> Terrain {
        if !c.on_map() {
            return Terrain::OffMap;
        }
        if self.temple.contains(c) {
            return Terrain::Temple;
        }
        for (i, b) in self.buildings.iter().enumerate() {
            if b.block.contains(c) {
                return if b.razed {
                    Terrain::Rubble(i as u8)
                } else {
                    Terrain::Building(i as u8)
                };
            }
        }
        Terrain::Open
    }

    /// The living hero standing on a cell.
    pub fn hero_at(&self, c: Cell) -> Option<u8> {
        self.heroes
            .iter()
            .position(|h| h.alive() && h.cell == c)
            .map(|i| i as u8)
    }

    /// The monster standing on a cell.
    pub fn monster_at(&self, c: Cell) -> Option<MonsterId> {
        self.monsters.iter().find(|m| m.cell == c).map(|m| m.id)
    }

    /// The standing or razed building whose card covers the cell.
    pub fn building_at(&self, c: Cell) -> Option<u8> {
        self.buildings
            .iter()
            .position(|b| b.block.contains(c))
            .map(|i| i as u8)
    }

    /// True when a hero or monster stands on the cell.
    pub(crate) fn token_at(&self, c: Cell) -> bool {
        self.hero_at(c).is_some() || self.monster_at(c).is_some()
    }

    /// True when the cell is in the temple or a standing building.
    pub(crate) fn in_structure(&self, c: Cell) -> bool {
        matches!(self.terrain(c), Terrain::Temple | Terrain::Building(_))
    }

    /// True when the buildings and temple are barred (Defend and the monsters' turn).
    pub(crate) fn barred(&self) -> bool {
        matches!(self.phase, Phase::Defend | Phase::Monsters)
    }

    /// True when a monster may stand on the cell.
    pub(crate) fn free_for_monster(&self, c: Cell) -> bool {
        c.on_map() && !self.in_structure(c) && !self.token_at(c)
    }

    /// The free cell (by `ok`) nearest to `c` in Euclidean distance, searching
    /// up to `radius` cells away; ties go to the first found in row order.
    pub(crate) fn nearest_free(
        &self,
        c: Cell,
        radius: i16,
        ok: impl Fn(&Game, Cell) -> bool,
    ) -> Option<Cell> {
        let mut best: Option<(i32, Cell)> = None;
        for r in 0..=radius {
            if let Some((d, _)) = best
                && i32::from(r) * i32::from(r) > d
            {
                break;
            }
            // The ring of cells exactly `r` away (Chebyshev), in row order.
            for y in (c.y - r)..=(c.y + r) {
                // (Ring 0 is its one cell: an edge row.)
                let edge = y == c.y - r || y == c.y + r;
                let step = if edge { 1 } else { 2 * r };
                for x in ((c.x - r)..=(c.x + r)).step_by(step as usize) {
                    let cell = Cell::new(x, y);
                    let d = cell.dist2(c);
                    if best.is_some_and(|(bd, _)| bd <= d) {
                        continue;
                    }
                    if ok(self, cell) {
                        best = Some((d, cell));
                    }
                }
            }
        }
        best.map(|(_, cell)| cell)
    }

    /// True when some living monster touches the hero's cell.
    pub fn engaged(&self, hero: u8) -> bool {
        match self.heroes.get(hero as usize) {
            Some(h) if h.alive() => self.monsters.iter().any(|m| m.cell.touches(h.cell)),
            _ => false,
        }
    }

    pub(crate) fn hero_phase(&self) -> bool {
        matches!(
            self.phase,
            Phase::HeroesArrive | Phase::Defend | Phase::Repair
        )
    }

    /// True when the hero may start a new round now.
    pub fn can_start_round(&self, hero: u8) -> bool {
        if !self.hero_phase() || self.pending.is_some() {
            return false;
        }
        let Some(h) = self.heroes.get(hero as usize) else {
            return false;
        };
        if !h.alive() || h.rounds_left == 0 {
            return false;
        }
        let others = self
            .heroes
            .iter()
            .enumerate()
            .any(|(i, o)| i as u8 != hero && o.alive() && o.rounds_left > 0);
        if self.last_actor == Some(hero) {
            // The tape measure must change hands unless nobody else can take it.
            return !others;
        }
        // The paper: every hero has a round before any hero has a second;
        // after that the tape measure may go to anyone but the last to move
        // (house rule "free turn order": no first go-round either).
        self.config.house.has(HouseRules::FREE_TURN_ORDER)
            || self.went & (1 << hero) == 0
            || !self.first_go_round_open()
    }

    /// True when the hero has had a round in this heroes' turn (the paper's
    /// first go-round: until every hero has, the others wait for it).
    pub fn has_gone(&self, hero: u8) -> bool {
        hero < 8 && self.went & (1 << hero) != 0
    }

    /// True while some living hero with rounds left has not yet had its
    /// first round of this heroes' turn.
    pub(crate) fn first_go_round_open(&self) -> bool {
        self.heroes
            .iter()
            .enumerate()
            .any(|(i, h)| h.alive() && h.rounds_left > 0 && self.went & (1 << i) == 0)
    }

    /// Marks a hero's round in this heroes' turn.
    fn mark_gone(&mut self, hero: u8) {
        self.went |= 1 << (hero & 7);
    }

    pub(crate) fn set_phase(&mut self, p: Phase, ev: &mut impl Sink<Event>) {
        self.phase = p;
        push(ev, Event::PhaseChanged(p));
    }

    /// Rounds each living hero gets per heroes' turn (the hourglass shared out).
    pub fn rounds_per_hero(&self) -> u8 {
        let living = self.heroes.iter().filter(|h| h.alive()).count().max(1) as u8;
        HOURGLASS_ROUNDS.div_ceil(living)
    }

    /// Starts a heroes' turn: fresh rounds for every living hero.
    pub(crate) fn start_turn(&mut self, ev: &mut impl Sink<Event>) {
        let barred = self.barred();
        let mut flags: [bool; MAX_HEROES] = [false; MAX_HEROES];
        for (i, h) in self.heroes.iter().enumerate() {
            flags[i] = barred && h.alive() && self.in_structure(h.cell);
        }
        let rounds = self.rounds_per_hero();
        for (i, h) in self.heroes.iter_mut().enumerate() {
            h.rounds_left = if h.alive() { rounds } else { 0 };
            h.inspired = false;
            h.follow_throughs = 0;
            h.must_exit = flags[i];
        }
        self.pending = None;
        self.last_actor = None;
        self.went = 0;
        push(ev, Event::TurnStarted { rounds });
    }

    /// Closes a hero's round; ends the turn when nobody can start another.
    pub(crate) fn finish_round(&mut self, hero: u8, ev: &mut impl Sink<Event>) {
        self.pending = None;
        if let Some(h) = self.heroes.get_mut(hero as usize) {
            h.rounds_left = h.rounds_left.saturating_sub(1);
        }
        self.last_actor = Some(hero);
        self.mark_gone(hero);
        if self.check_end(ev) || !self.hero_phase() {
            return;
        }
        let any = (0..self.heroes.len() as u8).any(|i| self.can_start_round(i));
        if !any {
            self.end_turn(ev);
        }
    }

    /// The hourglass ran out.
    pub(crate) fn end_turn(&mut self, ev: &mut impl Sink<Event>) {
        self.pending = None;
        match self.phase {
            Phase::HeroesArrive => self.set_phase(Phase::WaveApproaches, ev),
            Phase::Defend => {
                self.order.clear();
                self.order_ready = false;
                self.set_phase(Phase::Monsters, ev);
            }
            Phase::Repair => {
                for i in 0..self.heroes.len() {
                    let h = &mut self.heroes[i];
                    h.bought_ring = false;
                    if h.kills > 0 {
                        let count = h.kills;
                        h.kills = 0;
                        push(
                            ev,
                            Event::KillsReturned {
                                hero: i as u8,
                                count,
                            },
                        );
                    }
                }
                self.set_phase(Phase::WaveApproaches, ev);
            }
            _ => {}
        }
    }

    /// Applies the losing conditions; true when the game is now lost.
    pub(crate) fn check_end(&mut self, ev: &mut impl Sink<Event>) -> bool {
        if self.is_over() {
            return true;
        }
        let loss = if self.temple_hp == 0 {
            Some(Loss::Temple)
        } else if self.buildings.iter().all(|b| b.razed) {
            Some(Loss::Buildings)
        } else if self.heroes.iter().all(|h| !h.alive()) {
            Some(Loss::Heroes)
        } else {
            None
        };
        if let Some(l) = loss {
            self.set_phase(Phase::Lost(l), ev);
            return true;
        }
        false
    }

    /// After monsters leave play: ends the wave when none are left.
    pub(crate) fn check_wave_over(&mut self, ev: &mut impl Sink<Event>) {
        if self.check_end(ev) || !self.monsters.is_empty() {
            return;
        }
        if !matches!(self.phase, Phase::Defend | Phase::Monsters) {
            return;
        }
        self.waves_defeated = self.wave;
        push(ev, Event::WaveDefeated { wave: self.wave });
        self.pending = None;
        if self.wave >= WAVES {
            self.set_phase(Phase::Won, ev);
        } else {
            self.set_phase(Phase::Recover, ev);
        }
    }

    /// Every legal action now, in a fixed order (truncated to `out`'s capacity;
    /// [`super::MAX_ACTIONS`] is always enough). Empty once the game is over.
    pub fn legal_actions<const N: usize>(&self, out: &mut Vec<Action, N>) {
        out.clear();
        match self.phase {
            Phase::Won | Phase::Lost(_) => {}
            Phase::Monsters if self.soak.is_some() => self.soak_actions(out),
            Phase::WaveApproaches | Phase::Monsters | Phase::Recover => push(out, Action::Continue),
            Phase::HeroesArrive | Phase::Defend | Phase::Repair => {
                if let Some(h) = self.pending {
                    self.hero_actions(h, out);
                } else {
                    for h in 0..self.heroes.len() as u8 {
                        if !self.can_start_round(h) {
                            continue;
                        }
                        let mut cells: Vec<Cell, { super::heroes::MAX_REACH }> = Vec::new();
                        self.reachable(h, &mut cells);
                        for c in cells {
                            push(out, Action::Move { hero: h, to: c });
                        }
                        self.hero_actions(h, out);
                    }
                }
                push(out, Action::EndTurn);
            }
        }
    }

    /// True when `action` is legal now.
    pub fn is_legal(&self, action: Action) -> bool {
        self.validate(action).is_ok()
    }

    /// Checks an action without applying it.
    pub fn validate(&self, action: Action) -> Result<(), IllegalAction> {
        match action {
            Action::Continue if self.soak.is_some() => Err(IllegalAction(
                "a hero must first choose how to take the blow",
            )),
            Action::Soak { hero, with } => self.check_soak(hero, with),
            Action::Continue => {
                if matches!(
                    self.phase,
                    Phase::WaveApproaches | Phase::Monsters | Phase::Recover
                ) {
                    Ok(())
                } else if self.is_over() {
                    Err(IllegalAction("the game is over"))
                } else {
                    Err(IllegalAction("Continue is only for automatic phases"))
                }
            }
            Action::EndTurn => {
                if self.hero_phase() {
                    Ok(())
                } else {
                    Err(IllegalAction("it is not the heroes' turn"))
                }
            }
            _ => self.validate_hero_action(action),
        }
    }

    /// Applies an action, pushing what happened into `events`. An illegal
    /// action changes nothing and says why.
    pub fn try_apply(
        &mut self,
        action: Action,
        events: &mut impl Sink<Event>,
    ) -> Result<(), IllegalAction> {
        self.validate(action)?;
        match action {
            Action::Continue => match self.phase {
                Phase::WaveApproaches => self.wave_step(events),
                Phase::Monsters => self.monster_step(events),
                Phase::Recover => self.recover(events),
                _ => {}
            },
            Action::EndTurn => self.end_turn(events),
            Action::Soak { with, .. } => self.apply_soak(with, events),
            _ => self.apply_hero_action(action, events),
        }
        Ok(())
    }
}
