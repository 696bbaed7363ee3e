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
                        s.push_str(&blast_warning(game, seat, target));
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

/// Before a bomb at `target` is thrown: a warning when the thrower's own
/// hero (or else a mini of its side) stands in the blast (the thrower too),
/// else the question.
fn blast_warning(game: &Game, seat: u8, target: u8) -> String {
    use tabletop_core::hero::field::within;
    use tabletop_core::hero::gear::{ARMY, BLAST_RADIUS};
    let at = game.minis().get(usize::from(target)).and_then(|m| m.at);
    let caught = game.minis().iter().enumerate().filter(|(_, m)| {
        m.seat == seat
            && m.at
                .zip(at)
                .is_some_and(|(c, t)| within(t, c, BLAST_RADIUS))
    });
    let (mut hero, mut mini) = (false, None);
    for (i, _) in caught {
        hero |= i % ARMY == 0;
        mini = mini.or(Some(i as u8));
    }
    match (hero, mini) {
        (true, _) => String::from("Your hero is in the blast!"),
        (false, Some(i)) => alloc::format!("Your mini {} is in the blast!", i % ARMY as u8 + 1),
        _ => String::from("Throw a bomb?"),
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
        assert_eq!(blast_warning(&game, 0, 0), "Your hero is in the blast!");
        let at = |i: usize| game.minis().get(i).and_then(|m| m.at);
        for t in 5..10 {
            let near = (0..5).any(|r| {
                at(r)
                    .zip(at(t))
                    .is_some_and(|(a, b)| within(b, a, BLAST_RADIUS))
            });
            if !near {
                assert_eq!(blast_warning(&game, 0, t as u8), "Throw a bomb?");
            }
        }
    }
}
