//! The strip's words for a person's decision at hand (the prompt), and
//! the warning before a bomb whose blast catches its own side.

use alloc::string::String;

use tabletop_core::hero::forecast::{bomb_forecast, forecast};
use tabletop_core::hero::gear::{Armour, Weapon};
use tabletop_core::hero::{Game, Phase};

use super::super::{notes, odds, words};
use super::{Human, Mode, could_go};

impl Human {
    /// The words for the decision at hand (two lines at most).
    pub fn prompt(&self, game: &Game, seat: u8) -> String {
        match game.phase() {
            Phase::Edge(_) => String::from(
                "Where does your army start? A on\nthe lit side of the map. SELECT: hint",
            ),
            Phase::Place(_) => {
                let next = game
                    .minis()
                    .iter()
                    .enumerate()
                    .find(|(_, m)| m.seat == seat && m.at.is_none())
                    .map_or(0, |(i, _)| i as u8);
                // The side's edge, said (and lit) while it places.
                let edge = game.edge(seat).map_or("", words::edge);
                alloc::format!(
                    "{} starts at the {edge}. Place {}:\nA on a lit cell. SELECT: hint",
                    words::side(seat),
                    words::mini(next)
                )
            }
            Phase::Play if self.confirm_end => {
                let ready = game
                    .minis()
                    .iter()
                    .filter(|m| m.seat == seat && could_go(game, m))
                    .count();
                notes::end_turn(seat, ready)
            }
            Phase::Play => match self.mode {
                Mode::Free => {
                    String::from("A: pick a mini   L: end turn\nSELECT: hint   hold R: danger")
                }
                // In the first round nobody may attack: not offered.
                Mode::Picked(i) if game.holding_fire() => alloc::format!(
                    "{}: A on a lit cell moves.\nNo attacks in round 1. B back, L end",
                    words::mini(i)
                ),
                Mode::Picked(i) => alloc::format!(
                    "{}: A on a lit cell moves,\nA on an enemy aims. B back, L end",
                    words::mini(i)
                ),
                Mode::Aim { mini, target, bomb } => {
                    let t = game.minis().get(usize::from(target));
                    let (armour, hp) = t.map_or((Armour::None, 0), |m| (m.kit.armour, m.hp));
                    if bomb {
                        let f = bomb_forecast(armour, hp);
                        let mut s = odds::forecast(&f, None, hp);
                        s.push('\n');
                        s.push_str(&blast_warning(game, seat, mini, target));
                        s.push_str(" A yes, B back");
                        s
                    } else {
                        let weapon = game
                            .minis()
                            .get(usize::from(mini))
                            .map_or(Weapon::None, |m| m.kit.weapon);
                        let cover = game
                            .check_attack(mini, target)
                            .unwrap_or(tabletop_core::hero::Cover::Clear);
                        let f = forecast(weapon, armour, hp, cover);
                        let mut s = odds::forecast(&f, Some(cover), hp);
                        s.push_str(if game.check_throw(mini, target).is_ok() {
                            ". A fire, R bomb"
                        } else {
                            ". A fire, B back"
                        });
                        s
                    }
                }
                Mode::Heal { mini, target } => alloc::format!(
                    "{} uses a medkit on {}:\n3 or more heals 4. A yes, B back",
                    words::mini(mini),
                    words::mini(target)
                ),
            },
            _ => String::new(),
        }
    }
}

/// Before mini `mini`'s bomb at `target` is thrown: a warning when the
/// thrower's own hero (or else a mini of its side) stands in the blast
/// (the thrower too), or would if the bomb missed and bounced (a child's
/// own mini was hurt with no warning), else the question.
fn blast_warning(game: &Game, seat: u8, mini: u8, target: u8) -> String {
    use tabletop_core::hero::Cell;
    use tabletop_core::hero::field::within;
    use tabletop_core::hero::gear::{ARMY, BLAST_RADIUS};
    // The side's mini a blast at `at` catches: its hero first.
    let caught = |at: Cell| {
        let mut near =
            game.minis().iter().enumerate().filter(|(_, m)| {
                m.seat == seat && m.at.is_some_and(|c| within(at, c, BLAST_RADIUS))
            });
        let first = near.next().map(|(i, _)| i);
        let hero = first.is_some_and(|i| i % ARMY == 0);
        first.map(|i| {
            if hero {
                String::from("hero")
            } else {
                alloc::format!("{} {}", words::side(seat), i % ARMY + 1)
            }
        })
    };
    let aim = game.minis().get(usize::from(target)).and_then(|m| m.at);
    if let Some(who) = aim.and_then(caught) {
        return alloc::format!("Your {who} is in the blast too!");
    }
    let missed = game
        .landings(mini, target)
        .and_then(|l| l[1..].iter().find_map(|&c| caught(c)));
    match missed {
        Some(who) => alloc::format!("A miss may hit your {who}!"),
        None => String::from("Throw a bomb?"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop_core::hero::field::within;
    use tabletop_core::hero::gear::BLAST_RADIUS;

    /// A bomb aimed where the thrower's own hero stands warns of it; one
    /// aimed at an enemy far from every friend asks the plain question.
    #[test_case]
    fn a_bomb_warns_when_its_own_side_is_in_the_blast(_gba: &mut agb::Gba) {
        let game = super::super::in_play(7);
        assert_eq!(game.phase(), Phase::Play);
        let hero = blast_warning(&game, 0, 0, 0);
        assert_eq!(hero, "Your hero is in the blast too!");
        let at = |i: usize| game.minis().get(i).and_then(|m| m.at);
        for t in 5..10 {
            let near = (0..5).any(|r| {
                at(r)
                    .zip(at(t))
                    .is_some_and(|(a, b)| within(b, a, BLAST_RADIUS))
            });
            if !near {
                assert!(!blast_warning(&game, 0, 0, t as u8).contains("blast too"));
            }
        }
    }

    /// R is one thing a screen, and said where it acts (a child met it as
    /// danger, bomb and faster at once): held with nothing picked, the
    /// danger view its prompt offers; a picked mini's screen neither
    /// offers nor does it.
    #[test_case]
    fn r_is_one_thing_a_screen_and_said_where_it_acts(_gba: &mut agb::Gba) {
        let game = super::super::in_play(7);
        let seat = game.seat_to_act().unwrap_or(0);
        let mut h = Human::default();
        assert!(h.holds_danger());
        assert!(h.prompt(&game, seat).contains("hold R: danger"));
        let own = game
            .minis()
            .iter()
            .position(|m| m.seat == seat)
            .unwrap_or(0) as u8;
        h.mode = Mode::Picked(own);
        assert!(
            !h.holds_danger(),
            "R's danger view on a picked mini's screen"
        );
        let p = h.prompt(&game, seat);
        assert!(!p.contains(" R ") && !p.contains("R:"), "{p}");
    }

    /// A bomb whose miss may bounce onto the thrower's own mini warns of
    /// it before the throw (a child's mini was hurt with no warning), by
    /// the side and the number the mini wears.
    #[test_case]
    fn a_bomb_warns_when_a_miss_may_bounce_onto_its_own_side(_gba: &mut agb::Gba) {
        // Red's hero (A) throws at Blue's hero (F) 8 units away: a miss
        // bounces 4 cells; Red 2 (B) stands near the bottom landing only.
        let mut rows = alloc::vec![alloc::vec![b'.'; 16]; 22];
        rows[4][4] = b'A';
        rows[10][10] = b'F';
        rows[19][10] = b'B';
        let rows: alloc::vec::Vec<String> = rows
            .into_iter()
            .map(|r| String::from_utf8(r).unwrap_or_default())
            .collect();
        let text = alloc::format!(
            "hero players=2 phase=play round=2 turn=0 order=1,0\n{}\nA hp=6 none medium bombs=1",
            rows.join("\n")
        );
        let game: Game = text.parse().expect("a position");
        let w = blast_warning(&game, 0, 0, 5);
        assert_eq!(
            w,
            alloc::format!("A miss may hit your {} 2!", words::side(0))
        );
        // Said whole on the forecast's line with its keys.
        let g = crate::text::Glyphs::new();
        let line = alloc::format!("{w} A yes, B back");
        assert!(g.width(&line) <= words::STRIP_W, "{line}");
    }
}
