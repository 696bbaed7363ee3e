//! The game as the campus's animation has shown it so far: where every
//! piece, princess and minion stands, the cubes, the round and its order.

use heapless::Vec;

use alloc::string::String;
use tabletop_core::rush::{Event, Game, MAX_PLAYERS, MINIONS, Spot, Team};

use super::words;

/// The game as the animation has shown it so far.
#[derive(Clone)]
pub struct Shown {
    /// Players in the game.
    pub players: u8,
    /// Where each player stands.
    pub at: [Spot; MAX_PLAYERS],
    /// Each player's cubes.
    pub cubes: [u8; MAX_PLAYERS],
    /// Where each team's princess is (zombies' first).
    pub princess: [Spot; 2],
    /// Who carries each team's princess.
    pub carrier: [Option<u8>; 2],
    /// Each team's minions.
    pub minions: [Vec<Spot, MINIONS>; 2],
    /// The round.
    pub round: u16,
    /// The round's order.
    pub order: [u8; MAX_PLAYERS],
    /// Whose turn.
    pub mover: u8,
    /// The round's order is being rolled: nobody's turn yet.
    pub ordering: bool,
    /// Movement points the turn's player has left, as shown.
    pub points: u8,
}

impl Shown {
    /// The game as it stands.
    pub fn of(game: &Game) -> Shown {
        let mut s = Shown {
            players: game.players(),
            at: [Spot::CLOUD; MAX_PLAYERS],
            cubes: [0; MAX_PLAYERS],
            princess: [Spot::CLOUD; 2],
            carrier: [None; 2],
            minions: [Vec::new(), Vec::new()],
            round: game.round(),
            order: [0, 1, 2, 3],
            mover: game.mover(),
            ordering: game.phase() == tabletop_core::rush::Phase::Order,
            points: game.points(),
        };
        for i in 0..game.players() {
            let p = game.player(i);
            s.at[usize::from(i)] = p.at;
            s.cubes[usize::from(i)] = p.cubes;
        }
        for t in Team::BOTH {
            s.princess[t.idx()] = game.princess_at(t);
            s.carrier[t.idx()] = game.carrier_of(t);
            for &m in game.minions(t) {
                let _ = s.minions[t.idx()].push(m);
            }
        }
        for (k, &o) in game.order().iter().enumerate().take(MAX_PLAYERS) {
            s.order[k] = o;
        }
        s
    }
}

impl Shown {
    /// Words for event `e` that only the game as shown can give (called
    /// before `e` is shown): the turn of a carrier is to bring her home, a
    /// princess whose die sends her where she stands stays, and a computer
    /// ending its turn with points unused says so (the playtest: "catch the
    /// princess" while carrying her; "runs off!" and she stayed; 4 points
    /// rolled and nothing done, without a word). `told`: the turn is the
    /// computer's. Keeps the points left as shown.
    pub fn retell(&mut self, e: &Event, told: bool) -> Option<String> {
        let players = self.players;
        match *e {
            Event::TurnStarted { player } => {
                self.points = 0;
                let hunted = if player < players / 2 {
                    Team::Jocks
                } else {
                    Team::Zombies
                };
                if self.carrier.contains(&Some(player)) {
                    Some(words::bring_her_home(players, player))
                } else if self.princess[hunted.idx()].is_cloud() {
                    // Both start on the Cloud, nothing saying whose (the
                    // playtest, session 32): the one to catch, by colour.
                    Some(words::catch_from_cloud(players, player, hunted))
                } else {
                    None
                }
            }
            Event::MoveRolled { points, .. } => {
                self.points = points;
                None
            }
            Event::Stepped { left, .. } | Event::PickedUp { left, .. } => {
                self.points = left;
                None
            }
            Event::FightStarted { .. } | Event::CubePicked { .. } => {
                self.points = 0;
                None
            }
            Event::PrincessPlaced { team, at, result } => (!at.is_cloud()
                && self.princess[team.idx()] == at)
                .then(|| words::stays(result, at)),
            Event::TurnEnded { player } if told && self.points > 0 => {
                Some(words::unused(players, player, self.points))
            }
            _ => None,
        }
    }
}
