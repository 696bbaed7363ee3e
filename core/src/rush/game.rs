//! The state of a game of Rush at Zeta Mu Beta, its accessors, the list of
//! legal actions and the one place actions are applied.

use heapless::Vec;

use super::map::{self, SPOTS};
use super::{
    Action, ActionList, CUBES, Event, Fighter, HouseRules, Illegal, MAX_PLAYERS, MINIONS, Outcome,
    Phase, Spot, Team,
};
use crate::contract::{Dice, Sink};

/// No player (a princess nobody carries).
pub const NOBODY: u8 = 255;

/// One player's piece and cubes.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, serde::Serialize, serde::Deserialize)]
pub struct Player {
    /// Where the piece is (the Cloud after losing a fight).
    pub at: Spot,
    /// Mysterious Floating Cubes held.
    pub cubes: u8,
    /// Where this turn's cube may not be picked up (last turn's pick-up), or
    /// the Cloud for nowhere.
    pub ban: Spot,
    /// Where a cube was picked up this turn (the Cloud for none).
    pub picked: Spot,
}

/// The fight going on (meaningful during combat phases only).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, serde::Serialize, serde::Deserialize)]
pub struct Fight {
    /// The space fought in.
    pub at: Spot,
    /// The team whose piece moved in.
    pub side: Team,
    /// This fight's attacker.
    pub attacker: Fighter,
    /// This fight's defender.
    pub defender: Fighter,
    /// Cubes added: attacker's side, defender's side.
    pub added: [u8; 2],
    /// Ties so far in this fight.
    pub ties: u8,
    /// The combat began with the turn's player coming back from the Cloud.
    pub comeback: bool,
    /// The turn's player's movement stops when the combat ends.
    pub stops: bool,
}

/// Counts for the simulator's summary.
#[derive(
    Clone, Copy, PartialEq, Eq, Debug, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub struct Stats {
    /// Fights rolled to a winner.
    pub combats: u16,
    /// Cubes picked up.
    pub cubes_picked: u16,
    /// Princess pick-ups (relays not counted).
    pub pickups: u16,
    /// Cubes used to nudge a princess's d20.
    pub nudges: u16,
}

/// A whole game.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize, serde::Deserialize)]
pub struct Game {
    pub(super) players: u8,
    pub(super) p: [Player; MAX_PLAYERS],
    /// Where each team's princess is when nobody carries her.
    pub(super) princess: [Spot; 2],
    /// Who carries each team's princess ([`NOBODY`] for nobody).
    pub(super) carrier: [u8; 2],
    /// Each team's minions on the board, one entry per pawn.
    pub(super) minions: [Vec<Spot, MINIONS>; 2],
    pub(super) pile: u8,
    pub(super) round: u16,
    pub(super) order: [u8; MAX_PLAYERS],
    pub(super) keys: [u16; MAX_PLAYERS],
    pub(super) rolling: u8,
    pub(super) order_rolls: u8,
    pub(super) slot: u8,
    pub(super) phase: Phase,
    pub(super) points: u8,
    pub(super) minion_point: bool,
    pub(super) stopped: bool,
    pub(super) released: bool,
    pub(super) asked: bool,
    pub(super) fight: Fight,
    pub(super) dice: Dice,
    pub(super) outcome: Option<Outcome>,
    pub(super) stats: Stats,
    /// The house rules in play.
    pub(super) house: HouseRules,
}

impl Game {
    /// A new game for 2 or 4 players (any other count is read as 2), pieces
    /// in their bases, princesses on the Cloud, before the first order roll.
    pub fn new(seed: u64, players: u8) -> Game {
        let players = if players == 4 { 4 } else { 2 };
        let mut g = Game {
            players,
            p: [Player {
                at: Spot::CLOUD,
                cubes: 0,
                ban: Spot::CLOUD,
                picked: Spot::CLOUD,
            }; MAX_PLAYERS],
            princess: [Spot::CLOUD; 2],
            carrier: [NOBODY; 2],
            minions: [Vec::new(), Vec::new()],
            pile: CUBES,
            round: 1,
            order: [0, 1, 2, 3],
            keys: [0; MAX_PLAYERS],
            rolling: (1 << players) - 1,
            order_rolls: 0,
            slot: 0,
            phase: Phase::Order,
            points: 0,
            minion_point: false,
            stopped: false,
            released: false,
            asked: false,
            fight: Fight {
                at: Spot::CLOUD,
                side: Team::Zombies,
                attacker: Fighter::Minion(Team::Zombies),
                defender: Fighter::Minion(Team::Jocks),
                added: [0; 2],
                ties: 0,
                comeback: false,
                stops: false,
            },
            dice: Dice::new(seed),
            outcome: None,
            stats: Stats::default(),
            house: HouseRules::NONE,
        };
        for i in 0..players {
            g.p[usize::from(i)].at = g.team_of(i).base();
        }
        g
    }

    /// The house rules in play ([`HouseRules::NONE`]: the paper's rules).
    pub fn house(&self) -> HouseRules {
        self.house
    }

    /// Players in the game (2 or 4).
    pub fn players(&self) -> u8 {
        self.players
    }

    /// A player's piece and cubes.
    pub fn player(&self, i: u8) -> Player {
        self.p[usize::from(i) % MAX_PLAYERS]
    }

    /// A player's team: the first half of the players are zombies.
    pub fn team_of(&self, i: u8) -> Team {
        if i < self.players / 2 {
            Team::Zombies
        } else {
            Team::Jocks
        }
    }

    /// The players of a team.
    pub fn members(&self, t: Team) -> core::ops::Range<u8> {
        let half = self.players / 2;
        match t {
            Team::Zombies => 0..half,
            Team::Jocks => half..self.players,
        }
    }

    /// The phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The round (from 1).
    pub fn round(&self) -> u16 {
        self.round
    }

    /// The round's order, first to last.
    pub fn order(&self) -> &[u8] {
        &self.order[..usize::from(self.players)]
    }

    /// Whose turn it is.
    pub fn mover(&self) -> u8 {
        self.order[usize::from(self.slot) % MAX_PLAYERS]
    }

    /// Movement points left this turn.
    pub fn points(&self) -> u8 {
        self.points
    }

    /// True while the turn's minion point is unspent.
    pub fn minion_point(&self) -> bool {
        self.minion_point
    }

    /// True once the turn's player has let the princess go this turn.
    pub fn released_this_turn(&self) -> bool {
        self.released
    }

    /// Cubes left in the pile.
    pub fn pile(&self) -> u8 {
        self.pile
    }

    /// Where a team's princess is (her carrier's space when carried).
    pub fn princess_at(&self, t: Team) -> Spot {
        match self.carrier_of(t) {
            Some(c) => self.p[usize::from(c)].at,
            None => self.princess[t.idx()],
        }
    }

    /// Who carries a team's princess.
    pub fn carrier_of(&self, t: Team) -> Option<u8> {
        let c = self.carrier[t.idx()];
        (c != NOBODY).then_some(c)
    }

    /// True when player `i` carries the enemy princess.
    pub fn is_carrying(&self, i: u8) -> bool {
        self.carrier_of(self.team_of(i).other()) == Some(i)
    }

    /// A team's minions, one entry per pawn.
    pub fn minions(&self, t: Team) -> &[Spot] {
        &self.minions[t.idx()]
    }

    /// A team's minions at a space.
    pub fn minions_at(&self, t: Team, s: Spot) -> usize {
        self.minions[t.idx()].iter().filter(|&&m| m == s).count()
    }

    /// True when a team has a piece (player or minion) at a space.
    pub fn team_at(&self, t: Team, s: Spot) -> bool {
        self.minions_at(t, s) > 0 || self.members(t).any(|i| self.p[usize::from(i)].at == s)
    }

    /// The current (or last) fight.
    pub fn fight(&self) -> Fight {
        self.fight
    }

    /// Counts for the simulator.
    pub fn stats(&self) -> super::game::Stats {
        self.stats
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The seat that decides now, `None` for an automatic step or the end.
    pub fn seat_to_act(&self) -> Option<u8> {
        match self.phase {
            Phase::Reappear { seat }
            | Phase::Nudge { seat, .. }
            | Phase::NudgeSign { seat, .. }
            | Phase::Flee { seat }
            | Phase::Push { seat, .. }
            | Phase::Declare { seat } => Some(seat),
            Phase::Move | Phase::Hold => Some(self.mover()),
            Phase::Relay => self.carrier_of(self.team_of(self.mover()).other()),
            Phase::Target => match self.fight.attacker {
                Fighter::Player(i) => Some(i),
                Fighter::Minion(_) => None,
            },
            Phase::Order
            | Phase::Comeback { .. }
            | Phase::PrincessRoll
            | Phase::MoveRoll
            | Phase::FightRoll
            | Phase::Over => None,
        }
    }

    /// Every legal action now, in a fixed order.
    pub fn legal_actions(&self, out: &mut impl Sink<Action>) {
        match self.phase {
            Phase::Over => {}
            Phase::Order
            | Phase::Comeback { .. }
            | Phase::PrincessRoll
            | Phase::MoveRoll
            | Phase::FightRoll => out.put(Action::Continue),
            Phase::Reappear { .. } | Phase::Nudge { .. } | Phase::Flee { .. } => {
                out.put(Action::UseCube);
                out.put(Action::Pass);
            }
            Phase::NudgeSign { .. } => {
                out.put(Action::Plus);
                out.put(Action::Minus);
            }
            Phase::Push { seat, .. } => {
                for s in self.pushes(seat) {
                    out.put(Action::Push(s));
                }
                out.put(Action::Pass);
            }
            Phase::Relay => {
                out.put(Action::Relay);
                out.put(Action::Pass);
            }
            Phase::Hold => {
                out.put(Action::Release);
                out.put(Action::Pass);
            }
            Phase::Target => {
                for t in self.targets().iter() {
                    out.put(Action::Target(*t));
                }
            }
            Phase::Declare { seat } => {
                for k in 0..=self.p[usize::from(seat)].cubes {
                    out.put(Action::Cubes(k));
                }
            }
            Phase::Move => self.move_actions(out),
        }
    }

    /// The legal actions as a list.
    pub fn legal_list(&self) -> ActionList {
        let mut l = ActionList::new();
        self.legal_actions(&mut l);
        l
    }

    /// Performs `action`; on `Err` nothing changed.
    pub fn try_apply(&mut self, action: Action, ev: &mut impl Sink<Event>) -> Result<(), Illegal> {
        if !self.legal_list().contains(&action) {
            return Err(self.refusal(action));
        }
        match (self.phase, action) {
            (Phase::Order, _) => self.order_step(ev),
            (Phase::Comeback { d20 }, _) => self.comeback(d20, ev),
            (Phase::PrincessRoll, _) => self.princess_roll(ev),
            (Phase::MoveRoll, _) => self.move_roll(ev),
            (Phase::FightRoll, _) => self.fight_roll(ev),
            (Phase::Reappear { seat }, a) => self.reappear(seat, a == Action::UseCube, ev),
            (Phase::Nudge { seat, result }, a) => self.nudge(seat, result, a, ev),
            (Phase::NudgeSign { seat, result, d6 }, a) => {
                self.nudge_sign(seat, result, d6, a == Action::Plus, ev)
            }
            (Phase::Flee { seat }, a) => self.flee(seat, a == Action::UseCube, ev),
            (Phase::Push { seat, left }, a) => self.push(seat, left, a, ev),
            (Phase::Relay, a) => self.relay(a == Action::Relay, ev),
            (Phase::Hold, a) => self.hold(a == Action::Release, ev),
            (Phase::Target, Action::Target(t)) => self.target(t, ev),
            (Phase::Declare { seat }, Action::Cubes(k)) => self.declare(seat, k, ev),
            (Phase::Move, a) => self.move_action(a, ev),
            _ => {}
        }
        Ok(())
    }

    /// Why `action` is refused now.
    fn refusal(&self, action: Action) -> Illegal {
        let sentence = match (self.phase, action) {
            (Phase::Over, _) => "The game is over.",
            (_, Action::Continue) => "Someone must choose first.",
            (
                Phase::Order
                | Phase::Comeback { .. }
                | Phase::PrincessRoll
                | Phase::MoveRoll
                | Phase::FightRoll,
                _,
            ) => "The dice roll first.",
            (Phase::Move, Action::Step(_)) if self.points == 0 || self.stopped => {
                "You have no movement points left."
            }
            (Phase::Move, Action::Step(_)) => "You can only step to a space next to you.",
            (Phase::Move, Action::MinionStep { .. }) => "No minion can make that step now.",
            (Phase::Move, Action::PickUp) => "There is no princess you can pick up here.",
            (Phase::Move, Action::Release) => "You are not carrying a princess.",
            (Phase::Move, Action::AskRelay) => "No teammate here can hand you the princess.",
            (Phase::Move, Action::PickCube) if self.minion_due() => {
                "First move a minion with your minion point."
            }
            (Phase::Move, Action::PickCube) => "You can't pick up a cube here now.",
            (Phase::Move, Action::EndTurn) => "First move a minion with your minion point.",
            (Phase::Target, _) => "Choose whom to fight.",
            (Phase::Declare { .. }, Action::Cubes(_)) => "You don't have that many cubes.",
            (Phase::Declare { .. }, _) => "Say how many cubes you add to the fight.",
            (Phase::Push { .. }, Action::Push(_)) => "He must be pushed away from his base.",
            (Phase::NudgeSign { .. }, _) => "Choose to add or take away the cube.",
            (Phase::Relay, _) => "Choose whether to hand her over.",
            (Phase::Hold, _) => "Let the princess go, or keep her.",
            _ => "You can't do that now.",
        };
        Illegal(sentence)
    }

    /// The enemies a player (or minion) of `t` would fight at `s`.
    pub(super) fn enemies_at(&self, t: Team, s: Spot) -> bool {
        self.team_at(t.other(), s)
    }

    /// The spaces the carrier may be pushed to by a flee cube of `seat`:
    /// next to him, strictly farther from his base, and free of the pushing
    /// team's pieces.
    pub fn pushes(&self, seat: u8) -> Vec<Spot, { map::MAX_NEIGHBOURS }> {
        let mut out = Vec::new();
        let t = self.team_of(seat);
        let Some(c) = self.carrier_of(t) else {
            return out;
        };
        let at = self.p[usize::from(c)].at;
        let base = self.team_of(c).base();
        let here = map::distance(at, base);
        for &n in map::neighbours(at) {
            let s = Spot(n);
            if map::distance(s, base) > here && !self.team_at(t, s) {
                let _ = out.push(s);
            }
        }
        out
    }

    /// Checks a carrier standing in his own base: the game is won.
    pub(super) fn check_win(&mut self, ev: &mut impl Sink<Event>) -> bool {
        for t in Team::BOTH {
            if let Some(c) = self.carrier_of(t.other())
                && self.p[usize::from(c)].at == t.base()
            {
                self.outcome = Some(Outcome::Won(t));
                self.phase = Phase::Over;
                ev.put(Event::Won { team: t, player: c });
                return true;
            }
        }
        false
    }

    /// Every space index is a real space and every count possible.
    pub(super) fn spots_sound(&self) -> bool {
        let ok = |s: Spot| usize::from(s.0) < SPOTS && s.is_valid();
        self.p.iter().all(|p| ok(p.at) && ok(p.ban) && ok(p.picked))
            && self.princess.iter().all(|&s| ok(s))
            && self
                .minions
                .iter()
                .all(|m| m.iter().all(|&s| ok(s) && !s.is_cloud()))
            && ok(self.fight.at)
    }
}
