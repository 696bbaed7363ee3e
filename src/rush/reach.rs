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
    /// The lit spaces with enemies in them: walking in starts a fight.
    pub fights: Vec<Spot, 8>,
}

impl Default for Reach {
    fn default() -> Self {
        Reach {
            cost: [0; SPOTS],
            from: [0; SPOTS],
            lit: Vec::new(),
            fights: Vec::new(),
        }
    }
}

impl Reach {
    /// Forgets everything (nothing lit).
    pub fn clear(&mut self) {
        self.cost = [0; SPOTS];
        self.lit.clear();
        self.fights.clear();
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
            if game.team_at(enemy, s) {
                let _ = self.fights.push(s);
                continue;
            }
            if c >= points {
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

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// The zombie in his base (building 5) with 3 points, the jock on the
    /// street next to it.
    pub(crate) const NEXT_DOOR: &str = "\
rush players=2 round=1 slot=0 order=0,1 phase=move points=3 minion=0 stopped=0 released=0 asked=0 pile=11 outcome=- house=0
roll keys=7,12 rolling=0 rolls=1
p0 at=b5 cubes=0 ban=cloud picked=cloud
p1 at=7,3 cubes=0 ban=cloud picked=cloud
princess team=zombies at=b12 carrier=-
princess team=jocks at=b2 carrier=-
minions team=zombies at=-
minions team=jocks at=-
fight at=cloud side=zombies attacker=mz defender=mj added=0,0 ties=0 comeback=0 stops=0";

    #[test_case]
    fn a_lit_space_with_enemies_is_marked_a_fight_and_no_other(_gba: &mut agb::Gba) {
        let game: Game = NEXT_DOOR.parse().expect("the position");
        let mut reach = Reach::default();
        reach.of(&game, &game.legal_list());
        let jock = Spot::block(7, 3);
        assert!(reach.lit.contains(&jock), "the jock's block is not lit");
        assert_eq!(reach.fights.as_slice(), &[jock]);
        // Nothing is lit beyond him: walking in ends the move.
        assert!(reach.lit.len() > 3);
        reach.clear();
        assert!(reach.fights.is_empty());
    }

    #[test_case]
    fn the_walk_s_prompt_says_walking_onto_red_is_a_fight(_gba: &mut agb::Gba) {
        let game: Game = NEXT_DOOR.parse().expect("the position");
        let mut h = crate::rush::human::Human::default();
        h.setup(&game, &game.legal_list(), 0);
        assert!(h.text().contains("Walk onto red: fight!"), "{}", h.text());
        // With no enemy in reach, the plain walk.
        let far: Game = NEXT_DOOR
            .replace("p1 at=7,3", "p1 at=b17")
            .parse()
            .expect("the position");
        h.setup(&far, &far.legal_list(), 0);
        assert!(h.text().contains("A: walk to a lit block."), "{}", h.text());
        // Standing with their princess, the prompt says how to grab her.
        let with_her: Game = NEXT_DOOR
            .replace("princess team=jocks at=b2", "princess team=jocks at=b5")
            .parse()
            .expect("the position");
        assert!(with_her.can_pick_up());
        h.setup(&with_her, &with_her.legal_list(), 0);
        assert!(h.text().contains("L: grab the princess!"), "{}", h.text());
    }

    #[test_case]
    fn a_lit_building_shows_no_cost_beside_its_number_and_a_fight_shows_as_one(
        _gba: &mut agb::Gba,
    ) {
        use crate::rush::campus::spr;
        use crate::rush::human::lit_sprite;
        for n in 1..=20 {
            for cost in 1..=4 {
                for cursor in [false, true] {
                    assert_eq!(
                        lit_sprite(Spot::building(n), cost, false, cursor),
                        spr::LIT_BUILDING
                    );
                    assert_eq!(
                        lit_sprite(Spot::building(n), cost, true, cursor),
                        spr::FIGHT
                    );
                }
            }
        }
        for cost in 1..=4u8 {
            let open = Spot::block(7, 3);
            // The cost on the cursor's block only: elsewhere a frame alone
            // (the playtest, session 32: the costs covered the pieces and
            // the building numbers beside them).
            assert_eq!(
                lit_sprite(open, cost, false, true),
                spr::REACH + usize::from(cost) - 1
            );
            assert_eq!(lit_sprite(open, cost, false, false), spr::LIT);
            assert_eq!(lit_sprite(open, cost, true, false), spr::FIGHT);
        }
    }

    #[test_case]
    fn a_block_not_lit_says_the_real_reason(_gba: &mut agb::Gba) {
        use crate::rush::words::not_lit;
        use tabletop_core::rush::map;
        let game: Game = NEXT_DOOR.parse().expect("the position");
        let mut reach = Reach::default();
        reach.of(&game, &game.legal_list());
        let at = Spot::building(5);
        // Too far: the steps and the points are counted.
        let far = Spot::building(17);
        assert!(map::distance(at, far) > 3);
        let t = not_lit(&game, far, true);
        assert!(
            t.starts_with("Too far: that is ") && t.contains("you have 3 points"),
            "{t}"
        );
        // Near enough but behind the jock: the fight stops the walk.
        let behind = (0..SPOTS as u8)
            .map(Spot)
            .find(|&s| {
                !s.is_cloud() && s != at && map::distance(at, s) <= 3 && !reach.lit.contains(&s)
            })
            .expect("a block behind the jock");
        let t = not_lit(&game, behind, true);
        assert!(t.starts_with("Enemies are in the way"), "{behind:?}: {t}");
        // The Cloud, and no points left.
        assert!(not_lit(&game, Spot::CLOUD, true).contains("Cloud"));
        assert!(not_lit(&game, far, false).contains("can't walk any more"));
        // Each fits the strip.
        let g = crate::text::Glyphs::new();
        let far = Spot::block(15, 13);
        for t in [
            not_lit(&game, far, true),
            not_lit(&game, behind, true),
            not_lit(&game, Spot::CLOUD, true),
            not_lit(&game, far, false),
        ] {
            assert!(t.split('\n').count() <= 2, "{t}");
            for line in t.split('\n') {
                assert!(g.width(line) <= crate::rush::words::STRIP_W, "{line}");
            }
        }
    }
}
