//! The hint's walk toward the goal its words name: the enemy princess, or
//! home with her. The computer's choice for a hint may be a cube in a base,
//! a step away from the princess, or "End my turn" with points left (the
//! playtest 29: "the hint leads the wrong way", and one block per A): when
//! a lit block is nearer the goal, the cursor goes to the nearest to it and
//! one A walks there.

use alloc::string::String;

use tabletop_core::rush::map::distance;
use tabletop_core::rush::{Action, Game, Phase, Team};

use super::{Human, Mode};
use crate::rush::campus::cell_of;
use crate::rush::words;

/// The hint's words when it walks to the princess of team `hunted`, named
/// (the playtest, session 32: "go toward the princess" with two on the
/// campus walked a zombie onto his own).
pub fn to_her(hunted: Team) -> String {
    alloc::format!("Hint: get the {}' princess! A: go!", words::team(hunted))
}
/// The hint's words when it carries her home.
pub const HOME: &str = "Hint: take her to your base. A: go!";

impl Human {
    /// Points the cursor at the lit block nearest the turn's goal, in
    /// place of the computer's hint `ai` (a step, a cube, or the turn's
    /// end), when one is nearer than the player stands; the strip's words.
    /// A block with a fight only when no other is nearer.
    pub fn point_toward_goal(&mut self, game: &Game, ai: Action) -> Option<String> {
        let walk = matches!(ai, Action::Step(_) | Action::EndTurn | Action::PickCube);
        if game.phase() != Phase::Move || !walk {
            return None;
        }
        let me = game.mover();
        let team = game.team_of(me);
        let (goal, say) = if game.is_carrying(me) {
            (team.base(), String::from(HOME))
        } else {
            let hunted = team.other();
            let p = game.princess_at(hunted);
            if game.carrier_of(hunted).is_some() || p.is_cloud() {
                return None;
            }
            (p, to_her(hunted))
        };
        let here = distance(game.player(me).at, goal);
        let best = self
            .reach
            .lit
            .iter()
            .copied()
            .filter(|&s| distance(s, goal) < here)
            .min_by_key(|&s| {
                (
                    self.reach.fights.contains(&s),
                    distance(s, goal),
                    self.reach.cost(s),
                )
            })?;
        self.cursor = cell_of(best)?;
        self.mode = Mode::Walk;
        self.hinted = None;
        agb::println!("rush: hint goes to={} cost={}", best, self.reach.cost(best));
        Some(say)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop_core::rush::Spot;

    /// The zombie in his base with 3 points; the jocks' princess at
    /// building 6, the jock far away.
    fn at_home() -> alloc::string::String {
        crate::rush::reach::tests::NEXT_DOOR
            .replace("p1 at=7,3", "p1 at=b17")
            .replace("jocks at=b2", "jocks at=b6")
    }

    fn hinted(text: &str, ai: Action) -> (Human, Option<String>, Game) {
        let game: Game = text.parse().expect("the position");
        let mut h = Human::default();
        h.setup(&game, &game.legal_list(), 0);
        let said = h.point_toward_goal(&game, ai);
        (h, said, game)
    }

    #[test_case]
    fn the_hint_walks_toward_the_princess_in_one_press(_gba: &mut agb::Gba) {
        let from = Spot::building(5);
        let goal = Spot::building(6);
        // The computer would end the turn: the hint walks toward her.
        for ai in [Action::EndTurn, Action::PickCube, Action::Step(from)] {
            let (h, said, _) = hinted(&at_home(), ai);
            // Whose princess (the zombie hunts the jocks').
            assert_eq!(said, Some(to_her(Team::Jocks)));
            assert!(
                said.as_deref()
                    .is_some_and(|s| s.contains("jocks' princess"))
            );
            let to = crate::rush::campus::spot_at(h.cursor.0, h.cursor.1);
            assert!(distance(to, goal) < distance(from, goal), "{to}");
            // A walks the whole way: the cursor is on a lit block, no
            // single step is held for A.
            assert!(h.hinted.is_none() && h.reach.cost(to) > 0);
            assert!(h.reach.path(to).len() as u8 == h.reach.cost(to));
        }
        // Carrying her, it walks home.
        let carrying = at_home()
            .replace("p0 at=b5", "p0 at=b6")
            .replace("jocks at=b6 carrier=-", "jocks at=b6 carrier=0");
        let (h, said, _) = hinted(&carrying, Action::EndTurn);
        assert_eq!(said.as_deref(), Some(HOME));
        let to = crate::rush::campus::spot_at(h.cursor.0, h.cursor.1);
        assert!(distance(to, from) < distance(Spot::building(6), from));
        // She is on the Cloud: no goal to walk to, the computer's hint.
        let cloud = at_home().replace("jocks at=b6", "jocks at=cloud");
        assert!(hinted(&cloud, Action::EndTurn).1.is_none());
        let g = crate::text::Glyphs::new();
        for t in [
            to_her(Team::Zombies),
            to_her(Team::Jocks),
            String::from(HOME),
        ] {
            assert!(g.width(&t) <= crate::rush::words::STRIP_W, "{t}");
        }
        // A pick-up is never replaced.
        assert!(hinted(&at_home(), Action::PickUp).1.is_none());
    }
}
