//! Where the turn's player can walk with the points he has: every space a
//! few steps away, what it costs and the way there. A step into enemies
//! starts a fight and stops the walk, so such spaces end a path.

use heapless::Vec;
use tabletop_core::rush::map::{self, SPOTS};
use tabletop_core::rush::{Action, Game, Spot};

/// Spaces lit at once (four steps reach fewer than this).
pub const MAX_LIT: usize = 96;

/// The walkable spaces of one turn, with their costs.
pub struct Reach {
    /// Points to reach each space (0: not reachable).
    cost: [u8; SPOTS],
    /// The space each is reached from.
    from: [u8; SPOTS],
    /// The reachable spaces, nearest first.
    pub lit: Vec<Spot, MAX_LIT>,
}

impl Default for Reach {
    fn default() -> Self {
        Reach {
            cost: [0; SPOTS],
            from: [0; SPOTS],
            lit: Vec::new(),
        }
    }
}

impl Reach {
    /// Forgets everything (nothing lit).
    pub fn clear(&mut self) {
        self.cost = [0; SPOTS];
        self.lit.clear();
    }

    /// Lights the spaces the turn's player can walk to: his first steps are
    /// the legal `Step` actions in `legal`, further ones need points left and
    /// no fight on the way.
    pub fn of(&mut self, game: &Game, legal: &[Action]) {
        self.clear();
        let me = game.mover();
        let at = game.player(me).at;
        let enemy = game.team_of(me).other();
        let points = game.points();
        let mut frontier: Vec<Spot, MAX_LIT> = Vec::new();
        for a in legal {
            if let Action::Step(s) = *a {
                self.light(s, 1, at);
                let _ = frontier.push(s);
            }
        }
        let mut k = 0;
        while k < frontier.len() {
            let s = frontier[k];
            k += 1;
            let c = self.cost(s);
            if c >= points || game.team_at(enemy, s) {
                continue;
            }
            for &n in map::neighbours(s) {
                let n = Spot(n);
                if n != at && self.cost(n) == 0 && self.light(n, c + 1, s) {
                    let _ = frontier.push(n);
                }
            }
        }
    }

    fn light(&mut self, s: Spot, cost: u8, from: Spot) -> bool {
        let i = usize::from(s.0);
        if i >= SPOTS || self.cost[i] != 0 || self.lit.push(s).is_err() {
            return false;
        }
        self.cost[i] = cost;
        self.from[i] = from.0;
        true
    }

    /// Points to walk to `s` (0: not lit).
    pub fn cost(&self, s: Spot) -> u8 {
        self.cost.get(usize::from(s.0)).copied().unwrap_or(0)
    }

    /// The steps to `s`, first step first (empty when not lit).
    pub fn path(&self, s: Spot) -> Vec<Spot, 8> {
        let mut back: Vec<Spot, 8> = Vec::new();
        let mut cur = s;
        while self.cost(cur) > 0 && back.push(cur).is_ok() {
            cur = Spot(self.from[usize::from(cur.0)]);
        }
        back.reverse();
        back
    }
}
