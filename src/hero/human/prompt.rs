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
            // One side left: no question (a child was asked "where" with
            // one side lit).
            Phase::Edge(_) if free_edges(game) == 1 => {
                String::from("Your army starts on the lit side\nof the map. Press A! SELECT: hint")
            }
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
                // A mini that can heal now is said (and its medkit shown).
                Mode::Free => match super::super::look::medic(game, seat) {
                    Some(i) => notes::medic(i),
                    None => {
                        String::from("A: pick a mini   L: end turn\nSELECT: hint   hold R: danger")
                    }
                },
                // A teammate it can heal shows the medkit (the playtest:
                // "heal it now", and no way to see how): said with it.
                Mode::Picked(i) if super::super::look::heals(game, i) != 0 => {
                    notes::medkit(i, !game.holding_fire())
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

/// How many of the sides of the map offered are still free.
fn free_edges(game: &Game) -> usize {
    super::offered(game)
        .iter()
        .filter(|&&e| super::owner(game, e).is_none())
        .count()
}

/// Frames without an A a bomb's warning shows before an A throws (a
/// child mashing A threw a bomb that hurt its own mini).
pub const WARN_QUIET: u16 = 30;

impl Human {
    /// Whether an A (`a`) this frame may act, called every frame of a
    /// person's choice in play: aiming a bomb whose blast (or a miss's
    /// bounce) may hurt the thrower's own side, only an A that comes after
    /// [`WARN_QUIET`] frames without one, the warning on screen, throws
    /// (the first A only showed it; a mashed A starts the wait again).
    pub(super) fn a_may_throw(&mut self, game: &Game, seat: u8, a: bool) -> bool {
        let Mode::Aim {
            mini,
            target,
            bomb: true,
        } = self.mode
        else {
            self.warned = None;
            return a;
        };
        let quiet = match self.warned {
            Some((m, t, n)) if (m, t) == (mini, target) => n,
            // No warning: nothing to wait for.
            _ if warning(game, seat, mini, target).is_none() => u16::MAX,
            _ => 0,
        };
        if a && quiet < WARN_QUIET {
            agb::println!("hero: bomb warning holds A");
            self.warned = Some((mini, target, 0));
            return false;
        }
        self.warned = Some((mini, target, quiet.saturating_add(1)));
        a
    }
}

/// Before mini `mini`'s bomb at `target` is thrown: a warning when the
/// thrower's own hero (or else a mini of its side) stands in the blast
/// (the thrower too), or would if the bomb missed and bounced (a child's
/// own mini was hurt with no warning), else the question.
fn blast_warning(game: &Game, seat: u8, mini: u8, target: u8) -> String {
    warning(game, seat, mini, target).unwrap_or_else(|| String::from("Throw a bomb?"))
}

/// The warning before mini `mini`'s bomb at `target` is thrown, if its
/// blast, or a miss's, may catch its own side.
fn warning(game: &Game, seat: u8, mini: u8, target: u8) -> Option<String> {
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
        // A mini by its one name ("Red rifle 3"), as every line says it,
        // and "your": it is the thrower's own.
        first.map(|i| {
            if hero {
                String::from("hero")
            } else {
                words::mini(i as u8)
            }
        })
    };
    let aim = game.minis().get(usize::from(target)).and_then(|m| m.at);
    if let Some(who) = aim.and_then(caught) {
        return Some(alloc::format!("Your {who} is in the blast too!"));
    }
    let missed = game
        .landings(mini, target)
        .and_then(|l| l[1..].iter().find_map(|&c| caught(c)));
    missed.map(|who| alloc::format!("A miss may hit your {who}!"))
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

    /// A mashed A never throws a bomb that may hurt its own side: while
    /// its warning shows, an A only counts after WARN_QUIET frames with
    /// none (each early A starts the wait again); a bomb with no warning
    /// throws at once.
    #[test_case]
    fn a_mashed_a_waits_for_the_bomb_s_warning(_gba: &mut agb::Gba) {
        use super::WARN_QUIET;
        let game = super::super::in_play(7);
        let mut h = Human::default();
        // Red's hero's own cell: its blast catches it.
        h.mode = Mode::Aim {
            mini: 0,
            target: 0,
            bomb: true,
        };
        assert!(!h.a_may_throw(&game, 0, true), "the first A threw");
        for _ in 0..WARN_QUIET / 2 {
            assert!(!h.a_may_throw(&game, 0, false));
        }
        assert!(!h.a_may_throw(&game, 0, true), "a mashed A threw");
        for _ in 0..WARN_QUIET {
            assert!(!h.a_may_throw(&game, 0, false));
        }
        assert!(h.a_may_throw(&game, 0, true), "a fresh A was held");
        // A shot, or a bomb far from its own side: A acts at once.
        h.mode = Mode::Aim {
            mini: 0,
            target: 0,
            bomb: false,
        };
        assert!(h.a_may_throw(&game, 0, true));
        let at = |i: usize| game.minis().get(i).and_then(|m| m.at);
        let far = (5..10u8).find(|&t| {
            (0..5).all(|r| {
                at(r)
                    .zip(at(usize::from(t)))
                    .is_some_and(|(a, b)| !within(b, a, BLAST_RADIUS + 8))
            })
        });
        if let Some(t) = far
            && super::warning(&game, 0, 0, t).is_none()
        {
            h.mode = Mode::Aim {
                mini: 0,
                target: t,
                bomb: true,
            };
            assert!(h.a_may_throw(&game, 0, true), "a safe bomb was held");
        }
    }

    /// Choosing a side of the map with one side left, the prompt asks no
    /// question: it says the lit side is where the army starts.
    #[test_case]
    fn the_last_free_side_is_said_not_asked(_gba: &mut agb::Gba) {
        use tabletop_core::contract::Rules;
        use tabletop_core::hero::Action;
        let mut game =
            <Game as Rules>::new(super::super::super::options::Setup::default().config(3));
        fn first(game: &mut Game) -> Phase {
            let mut legal: heapless::Vec<Action, 300> = heapless::Vec::new();
            game.legal_actions(&mut legal);
            let a = legal.first().copied();
            let mut events = 0usize;
            assert!(a.is_some_and(|a| game.try_apply(a, &mut events).is_ok()));
            game.phase()
        }
        while !matches!(first(&mut game), Phase::Edge(_)) {}
        let h = Human::default();
        let seat = game.seat_to_act().unwrap_or(0);
        assert!(
            h.prompt(&game, seat)
                .starts_with("Where does your army start?")
        );
        first(&mut game);
        assert!(matches!(game.phase(), Phase::Edge(_)));
        let seat = game.seat_to_act().unwrap_or(0);
        let p = h.prompt(&game, seat);
        assert!(p.starts_with("Your army starts on the lit side"), "{p}");
        let g = crate::text::Glyphs::new();
        for line in p.lines() {
            assert!(g.width(line) <= words::STRIP_W, "{line}");
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
        assert_eq!(w, alloc::format!("A miss may hit your {}!", words::mini(1)));
        // Said whole on the forecast's line with its keys.
        let g = crate::text::Glyphs::new();
        let line = alloc::format!("{w} A yes, B back");
        assert!(g.width(&line) <= words::STRIP_W, "{line}");
    }
}
