//! The state of a game of Tabletop Hero, its accessors, the legal actions and
//! applying an action.

use super::field::{Field, dist2, within};
use super::gear::{Army, BOMB_RANGE, Kit, Weapon};
use super::moves::{HALF, Occupancy, Reach};
use super::sight;
use super::{
    Action, Cell, Cover, DEAD_AT, Edge, Event, HP, House, Illegal, MAX_MINIS, MAX_PLAYERS, MOVE,
    Outcome, Phase,
};
use crate::contract::{Dice, Sink};

/// One mini: its owner, gear, hit points, place and what it did this turn.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct Mini {
    /// The seat it belongs to.
    pub seat: u8,
    /// True for the army's hero.
    pub hero: bool,
    /// Its gear (explosives and medkits are used up).
    pub kit: Kit,
    /// Hit points (0 or less: unconscious; [`DEAD_AT`] or less: dead).
    pub hp: i8,
    /// Where it stands; `None` before it is placed, once dead, or after its
    /// player lost.
    pub at: Option<Cell>,
    /// Half units moved this turn.
    pub spent: u8,
    /// It used its action this turn.
    pub acted: bool,
    /// It fired a sniper rifle this turn (so it may not move).
    pub sniped: bool,
    /// It was unconscious at the start of its turn: no moving, no acting.
    pub out: bool,
}

/// Counts for the simulator.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct Stats {
    /// Shots and throws rolled.
    pub attacks: u16,
    /// Of which hit.
    pub hits: u16,
    /// Of which criticals.
    pub crits: u16,
    /// Explosives that bounced away.
    pub bounces: u16,
    /// Minis that died.
    pub deaths: u16,
}

/// A game of Tabletop Hero.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct Game {
    pub(crate) field: Field,
    pub(crate) players: u8,
    pub(crate) minis: heapless::Vec<Mini, MAX_MINIS>,
    pub(crate) phase: Phase,
    /// Seats in placing order (turns run the other way round).
    pub(crate) order: [u8; MAX_PLAYERS],
    pub(crate) edges: [Option<Edge>; MAX_PLAYERS],
    /// Index into the turn order (the placing order reversed).
    pub(crate) turn: u8,
    pub(crate) round: u16,
    pub(crate) defeated: [bool; MAX_PLAYERS],
    pub(crate) dice: Dice,
    pub(crate) stats: Stats,
    pub(crate) outcome: Option<Outcome>,
    pub(crate) house: House,
}

impl Game {
    /// A new game: the battlefield, the armies (an army that breaks the rules
    /// plays as the "balanced" preset), and the roll for who goes first next.
    pub fn new(
        seed: u64,
        players: u8,
        armies: &[Army; MAX_PLAYERS],
        field: Option<u8>,
        house: House,
    ) -> Game {
        let players = players.clamp(2, MAX_PLAYERS as u8);
        let mut dice = Dice::new(seed);
        let field = match field {
            Some(n) => Field::named(n),
            None => Field::generate(&mut dice),
        };
        let mut minis = heapless::Vec::new();
        for seat in 0..players {
            let mut army = armies[usize::from(seat)];
            if army.check().is_err() {
                army = Army::preset("balanced").unwrap_or(army);
            }
            for (i, kit) in army.0.iter().enumerate() {
                let _ = minis.push(Mini {
                    seat,
                    hero: i == 0,
                    kit: *kit,
                    hp: HP,
                    at: None,
                    spent: 0,
                    acted: false,
                    sniped: false,
                    out: false,
                });
            }
        }
        Game {
            field,
            players,
            minis,
            phase: Phase::Roll,
            order: [0, 1, 2, 3],
            edges: [None; MAX_PLAYERS],
            turn: 0,
            round: 1,
            defeated: [false; MAX_PLAYERS],
            dice,
            stats: Stats::default(),
            outcome: None,
            house,
        }
    }

    /// The house rules in play.
    pub fn house(&self) -> House {
        self.house
    }

    /// True while attacks (and throws) are not allowed: the whole first
    /// round, or with [`House::first_turn_only`] the game's first turn.
    pub fn holding_fire(&self) -> bool {
        self.round <= 1 && (!self.house.first_turn_only || self.turn == 0)
    }

    /// Queues faces for the game's next die rolls (tests, and other crates
    /// with the `scripted-dice` feature); `Err` when too many wait at once.
    #[cfg(any(test, feature = "scripted-dice"))]
    pub fn script_dice(&mut self, faces: &[u8]) -> Result<(), u8> {
        self.dice.script(faces)
    }

    /// The battlefield.
    pub fn field(&self) -> &Field {
        &self.field
    }
    /// Players in the game.
    pub fn players(&self) -> u8 {
        self.players
    }
    /// Every mini (index = seat × 5 + place in its army, the hero first).
    pub fn minis(&self) -> &[Mini] {
        &self.minis
    }
    /// Where the game stands.
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// The round (1 first).
    pub fn round(&self) -> u16 {
        self.round
    }
    /// The counts so far.
    pub fn stats(&self) -> Stats {
        self.stats
    }
    /// How it ended.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
    /// The edge a seat took.
    pub fn edge(&self, seat: u8) -> Option<Edge> {
        self.edges.get(usize::from(seat)).copied().flatten()
    }
    /// True once a seat's hero has died.
    pub fn is_defeated(&self, seat: u8) -> bool {
        self.defeated
            .get(usize::from(seat))
            .copied()
            .unwrap_or(true)
    }
    /// The seats in placing order.
    pub fn placing_order(&self) -> &[u8] {
        &self.order[..usize::from(self.players)]
    }

    /// The seat whose decision it is (`None` for the automatic roll or at
    /// the end).
    pub fn seat_to_act(&self) -> Option<u8> {
        match self.phase {
            Phase::Edge(k) | Phase::Place(k) => Some(self.order[usize::from(k)]),
            Phase::Play => Some(self.playing()),
            Phase::Roll | Phase::Over => None,
        }
    }

    /// The seat whose turn it is in play (the placing order reversed).
    pub(crate) fn playing(&self) -> u8 {
        let n = self.players;
        self.order[usize::from(n - 1 - self.turn.min(n - 1))]
    }

    /// Who stands where.
    pub fn occupancy(&self) -> Occupancy {
        let mut occ = [0u8; super::field::CELLS];
        for m in &self.minis {
            if let Some(c) = m.at {
                occ[c.index()] = m.seat + 1;
            }
        }
        occ
    }

    /// The mini on `c`, if any.
    pub fn mini_at(&self, c: Cell) -> Option<u8> {
        self.minis
            .iter()
            .position(|m| m.at == Some(c))
            .map(|i| i as u8)
    }

    /// Half units `m` may move this turn in all: its move (8 less its armour's
    /// penalty) once it has acted, twice that while it has not.
    pub fn move_cap(m: &Mini) -> u8 {
        let one = (MOVE - m.kit.armour.speed_penalty()) * HALF;
        if m.acted { one } else { 2 * one }
    }

    /// Half units the action allows before it (the single move).
    pub fn single_move(m: &Mini) -> u8 {
        (MOVE - m.kit.armour.speed_penalty()) * HALF
    }

    /// The mini `i` of the seat to play, ready to move or act.
    fn own(&self, i: u8) -> Result<&Mini, Illegal> {
        if self.phase != Phase::Play {
            return Err(if self.phase == Phase::Over {
                Illegal::Over
            } else {
                Illegal::NotNow
            });
        }
        let m = self.minis.get(usize::from(i)).ok_or(Illegal::NotYours)?;
        if m.seat != self.playing() || m.at.is_none() {
            return Err(Illegal::NotYours);
        }
        // The paper stops a mini unconscious at the start of the turn; one
        // knocked out since plays on, unless the house rule stops it.
        if m.out || (self.house.knocked_out_stops && m.hp <= 0) {
            return Err(Illegal::Out);
        }
        Ok(m)
    }

    /// Where mini `i` can move now.
    pub fn reach(&self, i: u8) -> Option<Reach> {
        let (seat, at, budget) = self.reach_of(i)?;
        let occ = self.occupancy();
        Some(Reach::new(&self.field, &occ, seat, at, budget))
    }

    /// What mini `i`'s [`Game::reach`] starts from: its seat, its cell and
    /// the half units it may still move (for a [`super::moves::Search`] run
    /// in pieces).
    pub fn reach_of(&self, i: u8) -> Option<(u8, Cell, u8)> {
        let m = self.own(i).ok()?;
        if m.sniped {
            return None;
        }
        let budget = Game::move_cap(m).checked_sub(m.spent)?;
        Some((m.seat, m.at?, budget))
    }

    /// Checks that mini `i` may use its action now.
    fn can_act(&self, i: u8) -> Result<&Mini, Illegal> {
        let m = self.own(i)?;
        if m.acted {
            return Err(Illegal::Acted);
        }
        if m.spent > Game::single_move(m) {
            return Err(Illegal::Tired);
        }
        Ok(m)
    }

    /// A target on the battlefield that is not the seat's own.
    fn enemy(&self, seat: u8, t: u8) -> Result<&Mini, Illegal> {
        match self.minis.get(usize::from(t)) {
            Some(m) if m.at.is_some() && m.seat != seat => Ok(m),
            _ => Err(Illegal::BadTarget),
        }
    }

    /// Whether `mini` may attack `target` with its weapon now, and the
    /// target's cover.
    pub fn check_attack(&self, mini: u8, target: u8) -> Result<Cover, Illegal> {
        let m = self.can_act(mini)?;
        if m.kit.weapon == Weapon::None {
            return Err(Illegal::NoGear);
        }
        if self.holding_fire() {
            return Err(Illegal::FirstRound);
        }
        let t = self.enemy(m.seat, target)?;
        let (a, b) = (
            m.at.ok_or(Illegal::NotYours)?,
            t.at.ok_or(Illegal::BadTarget)?,
        );
        if !in_band(a, b, m.kit.weapon.range()) {
            return Err(Illegal::OutOfRange);
        }
        if m.kit.weapon == Weapon::Sniper && m.spent > 0 && !self.house.sniper_moves {
            return Err(Illegal::SniperMoved);
        }
        match sight::cover(&self.field, a, b) {
            Cover::Hidden => Err(Illegal::Hidden),
            c => Ok(c),
        }
    }

    /// Whether `mini` may throw an explosive at `target` now.
    pub fn check_throw(&self, mini: u8, target: u8) -> Result<(), Illegal> {
        let m = self.can_act(mini)?;
        if m.kit.bombs == 0 {
            return Err(Illegal::NoGear);
        }
        if self.holding_fire() {
            return Err(Illegal::FirstRound);
        }
        let t = self.enemy(m.seat, target)?;
        let (a, b) = (
            m.at.ok_or(Illegal::NotYours)?,
            t.at.ok_or(Illegal::BadTarget)?,
        );
        if !in_band(a, b, BOMB_RANGE) {
            return Err(Illegal::OutOfRange);
        }
        Ok(())
    }

    /// Whether `mini` may use a medkit on `target` now.
    pub fn check_heal(&self, mini: u8, target: u8) -> Result<(), Illegal> {
        let m = self.can_act(mini)?;
        if m.kit.medkits == 0 {
            return Err(Illegal::NoGear);
        }
        let t = match self.minis.get(usize::from(target)) {
            Some(t) if t.at.is_some() && t.seat == m.seat && t.hp < HP && t.hp > DEAD_AT => t,
            _ => return Err(Illegal::BadTarget),
        };
        let (a, b) = (
            m.at.ok_or(Illegal::NotYours)?,
            t.at.ok_or(Illegal::BadTarget)?,
        );
        if !within(a, b, 1) {
            return Err(Illegal::OutOfRange);
        }
        Ok(())
    }

    /// Every legal action now, in a fixed order. (Never inlined: its lists
    /// and reaches, a few KiB, take stack only while it runs, not in the
    /// frame of every caller, such as the computer's thinking.)
    #[inline(never)]
    pub fn legal_actions(&self, out: &mut impl Sink<Action>) {
        match self.phase {
            Phase::Over => {}
            Phase::Roll => out.put(Action::Continue),
            Phase::Edge(_) => {
                for &e in self.edges_offered() {
                    if !self.edges.contains(&Some(e)) {
                        out.put(Action::Edge(e));
                    }
                }
            }
            Phase::Place(_) => {
                let mut cells = heapless::Vec::<Cell, 128>::new();
                self.placements(&mut cells);
                for c in cells {
                    out.put(Action::Place(c));
                }
            }
            Phase::Play => {
                let seat = self.playing();
                let occ = self.occupancy();
                let n = self.minis.len() as u8;
                for i in 0..n {
                    if self.minis[usize::from(i)].seat != seat {
                        continue;
                    }
                    if let Some(r) = self.reach(i) {
                        for y in 0..super::H as u8 {
                            for x in 0..super::W as u8 {
                                let c = Cell::new(x, y);
                                if r.to(&occ, c).is_some() {
                                    out.put(Action::Move { mini: i, to: c });
                                }
                            }
                        }
                    }
                    for t in 0..n {
                        if self.check_attack(i, t).is_ok() {
                            out.put(Action::Attack { mini: i, target: t });
                        }
                        if self.check_throw(i, t).is_ok() {
                            out.put(Action::Throw { mini: i, target: t });
                        }
                        if self.check_heal(i, t).is_ok() {
                            out.put(Action::Heal { mini: i, target: t });
                        }
                    }
                }
                out.put(Action::EndTurn);
            }
        }
    }

    /// Applies `action` (nothing changes on `Err`).
    pub fn try_apply(
        &mut self,
        action: Action,
        events: &mut impl Sink<Event>,
    ) -> Result<(), Illegal> {
        if self.phase == Phase::Over {
            return Err(Illegal::Over);
        }
        match action {
            Action::Continue => self.roll_first(events),
            Action::Edge(e) => self.take_edge(e, events),
            Action::Place(c) => self.place(c, events),
            Action::Move { mini, to } => self.move_mini(mini, to, events),
            Action::Attack { mini, target } => {
                let cover = self.check_attack(mini, target)?;
                self.attack(mini, target, cover, events);
                self.after_action(events);
                Ok(())
            }
            Action::Throw { mini, target } => {
                self.check_throw(mini, target)?;
                self.throw(mini, target, events);
                self.after_action(events);
                Ok(())
            }
            Action::Heal { mini, target } => {
                self.check_heal(mini, target)?;
                self.heal(mini, target, events);
                Ok(())
            }
            Action::EndTurn => {
                if self.phase != Phase::Play {
                    return Err(Illegal::NotNow);
                }
                self.end_turn(events);
                Ok(())
            }
        }
    }

    fn move_mini(&mut self, i: u8, to: Cell, events: &mut impl Sink<Event>) -> Result<(), Illegal> {
        self.own(i)?;
        if !to.on_field() {
            return Err(Illegal::TooFar);
        }
        let (seat, at, budget) = self.reach_of(i).ok_or(Illegal::TooFar)?;
        let occ = self.occupancy();
        // Only the way to `to` is searched: the same cost and path as the
        // whole reach gives, in a fraction of the time.
        let r = Reach::toward(&self.field, &occ, seat, at, budget, to);
        let cost = r.to(&occ, to).ok_or(Illegal::TooFar)?;
        let mut path = super::Path::new();
        if events.keeps() {
            r.path(&self.field, to, &mut path);
        }
        let m = &mut self.minis[usize::from(i)];
        m.at = Some(to);
        m.spent += cost;
        let left = Game::move_cap(m) - m.spent;
        events.put(Event::Moved {
            mini: i,
            path,
            cost,
            left,
        });
        Ok(())
    }

    /// The turn passes on (or the game ends) when the seat to play lost its
    /// hero during its own turn.
    fn after_action(&mut self, events: &mut impl Sink<Event>) {
        if self.phase == Phase::Play && self.defeated[usize::from(self.playing())] {
            self.end_turn(events);
        }
    }

    /// Ends the turn: the next seat still in plays (a new round after the
    /// last), or the game stops at the round cap.
    pub(crate) fn end_turn(&mut self, events: &mut impl Sink<Event>) {
        let n = self.players;
        for _ in 0..n {
            self.turn += 1;
            if self.turn >= n {
                self.turn = 0;
                self.round += 1;
                if self.round > super::ROUND_CAP {
                    self.round = super::ROUND_CAP;
                    self.finish(Outcome::Unfinished, events);
                    return;
                }
            }
            if !self.defeated[usize::from(self.playing())] {
                self.start_turn(events);
                if self.phase == Phase::Over || !self.defeated[usize::from(self.playing())] {
                    return;
                }
            }
        }
    }

    /// A seat's turn begins: its minis are fresh; unconscious ones bleed.
    pub(crate) fn start_turn(&mut self, events: &mut impl Sink<Event>) {
        let seat = self.playing();
        events.put(Event::TurnStarted {
            seat,
            round: self.round,
        });
        for i in 0..self.minis.len() {
            let m = &mut self.minis[i];
            if m.seat != seat || m.at.is_none() {
                continue;
            }
            m.spent = 0;
            m.acted = false;
            m.sniped = false;
            m.out = m.hp <= 0;
            if m.out {
                m.hp -= 1;
                let hp = m.hp;
                events.put(Event::Bled { mini: i as u8, hp });
                if hp <= DEAD_AT {
                    self.die(i as u8, events);
                }
            }
        }
        self.settle(events);
    }

    /// Ends the game.
    pub(crate) fn finish(&mut self, outcome: Outcome, events: &mut impl Sink<Event>) {
        self.phase = Phase::Over;
        self.outcome = Some(outcome);
        events.put(Event::GameOver { outcome });
    }
}

/// True when `b` is within the band `(lo, hi)` units of `a`.
pub fn in_band(a: Cell, b: Cell, band: (u8, u8)) -> bool {
    let (lo, hi) = super::field::squared_band(band);
    let d = dist2(a, b);
    d >= lo && d <= hi
}
