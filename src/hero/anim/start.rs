//! How each of the rules' events starts showing (split from `anim.rs`).

use alloc::format;
use tabletop_core::hero::gear::{ARMY, Weapon};
use tabletop_core::hero::{Bounce, Cover, DEAD_AT, Edge, Event};

use super::super::board::{PLAIN, spr};
use super::super::words;
use super::{Anim, DieInk, PLACE_SHOWN, READ, STEP, TUMBLE, side};
use crate::audio::Sfx;

impl Anim {
    /// What happens to `mini` is shown where it stands: the camera goes
    /// there (a far mini was knocked out with nothing on screen), and the
    /// words wait until it shows.
    fn look_at(&mut self, mini: u8) {
        if let Some(c) = self.mini(mini).and_then(|s| s.at) {
            self.focus = Some(c);
        }
    }

    /// Starts showing `e`: its words, sound, dice and marks; how many
    /// frames it lasts.
    pub(super) fn start(&mut self, e: &Event) -> u32 {
        self.then_said = None;
        // Frames more the event lasts (words said in two goes).
        let mut extra = 0;
        if let Some(m) = words::event(e) {
            self.message = Some(m);
        }
        // The fight's words name the minis by side and weapon.
        let weapons = self.weapons;
        let name = |i: u8| {
            let w = weapons.get(usize::from(i)).copied().unwrap_or(Weapon::None);
            words::fighter(i, w)
        };
        match e {
            Event::Shot {
                mini,
                crit,
                attack,
                defence,
                ..
            } => {
                let again = if self.shooter == Some(*mini) {
                    " again"
                } else {
                    ""
                };
                let said = words::shot(e, again, &name);
                // The first time one side rolls more dice than the other,
                // why (a child never learnt it), under who shoots whom
                // (the names were hidden by it), and then who won.
                let n = |d: &[u8; 2]| d.iter().filter(|&&f| f > 0).count();
                if !self.told_dice && n(attack) != n(defence) {
                    self.told_dice = true;
                    let w = weapons
                        .get(usize::from(*mini))
                        .copied()
                        .unwrap_or(Weapon::None);
                    if let Some((who, _)) = said.split_once('\n') {
                        let why = words::dice_count(w, n(attack), n(defence));
                        self.then_said = Some((said.clone(), None));
                        self.message = Some(format!("{who}\n{why}"));
                        extra = READ;
                    }
                }
                if self.then_said.is_none() {
                    self.message = Some(said);
                }
                self.shooter = Some(*mini);
                self.crit = *crit;
            }
            Event::Thrown { .. } => {
                self.message = Some(words::thrown(e, &name));
                self.shooter = None;
            }
            // A shot's hurt says the shot's outcome, once all its dice are
            // rolled.
            Event::Hurt { .. } if self.shooter.is_some() => {
                self.message = words::shot_hurt(e, self.crit, &name).or(self.message.take());
            }
            // The shot's own outcome: the shooter may still fire again.
            Event::Hurt { .. } | Event::KnockedOut { .. } | Event::Died { .. } => {}
            _ => self.shooter = None,
        }
        let len = match e {
            Event::RolledFirst { faces, first } => {
                self.clear_dice();
                // Who places first, and who places last and so moves
                // first: a child heard "Red places first" and saw Blue
                // move first. A tie rolls again.
                let top = faces.iter().copied().max().unwrap_or(0);
                let tied = faces.iter().filter(|&&f| f == top).count() > 1;
                let last = (*first + self.players.max(1) - 1) % self.players.max(1);
                self.message = Some(if tied {
                    words::first_tie(top)
                } else {
                    self.first_roll = Some((*first, last));
                    words::first_roll(*first, last, self.computer & (1 << *first) == 0)
                });
                for (s, &f) in faces.iter().enumerate() {
                    self.roll(s, &[f], s as DieInk, spr::FLAG);
                }
                self.rolling_first = true;
                self.sound = Some(Sfx::Roll);
                // A person places first: its screen waits for its press
                // once the dice settle (no frames that drop it).
                if self.first_roll.is_some() && self.computer & (1 << *first) == 0 {
                    u32::from(TUMBLE) + 2
                } else {
                    50
                }
            }
            Event::EdgeTaken { seat, .. } => {
                self.clear_dice();
                self.setting_up(*seat);
                30
            }
            Event::Placed { mini, at } => {
                self.clear_dice();
                self.setting_up(side(*mini));
                self.focus = Some(*at);
                if let Some(s) = self.mini(*mini) {
                    s.at = Some(*at);
                }
                // The computer's placings show one by one; a person's own
                // follow at once.
                if self.computer & (1 << side(*mini)) != 0 {
                    agb::println!("hero: shows placing {} at {},{}", mini, at.x, at.y);
                    self.placed = Some(*at);
                    if self.brisk {
                        PLACE_SHOWN / 2
                    } else {
                        PLACE_SHOWN
                    }
                } else {
                    6
                }
            }
            Event::TurnStarted { seat, .. } => {
                self.clear_dice();
                self.turn = Some(*seat);
                if let Some(whole) = self.first.take() {
                    self.message = Some(words::first_turn(*seat, whole));
                }
                30
            }
            Event::Bled { mini, hp } => {
                self.look_at(*mini);
                if let Some(s) = self.mini(*mini) {
                    s.hp = *hp;
                }
                30
            }
            Event::Moved { mini, path, .. } => {
                self.clear_dice();
                // The computer's moves are told (a person sees its own).
                let computer = self.computer & (1 << side(*mini)) != 0;
                if computer {
                    self.message = Some(words::moved(*mini, path));
                }
                self.step = if computer && self.brisk {
                    STEP / 2
                } else {
                    STEP
                };
                self.path = path.clone();
                self.moving = *mini;
                self.sound = Some(Sfx::Step);
                (path.len() as u32).max(1) * self.step
            }
            Event::Shot {
                mini,
                attack,
                defence,
                target,
                hit,
                cover,
                ..
            } => {
                self.clear_dice();
                self.roll(0, attack, side(*mini), spr::AIM);
                self.roll(2, defence, side(*target), spr::ARMOUR);
                self.plus_two = *cover == Cover::Covered;
                let bonus = if self.plus_two { 2 } else { 0 };
                self.totals = Some(super::dice::totals(attack, defence, bonus, *hit));
                self.roller = Some(side(*mini));
                let look = self.shot(*mini, *target);
                self.sound = Some(Sfx::Battle);
                // Every result stays long enough to read (the playtest: a
                // shot's dice and words were gone in a second); A hurries.
                u32::from(TUMBLE) + READ + look
            }
            Event::Thrown {
                mini,
                attack,
                defence,
                target,
                hit,
                ..
            } => {
                self.clear_dice();
                self.roll(0, &[*attack], side(*mini), spr::AIM);
                self.roll(2, defence, side(*target), spr::ARMOUR);
                self.totals = Some(super::dice::totals(&[*attack], defence, 0, *hit));
                self.roller = Some(side(*mini));
                let look = self.shot(*mini, *target);
                self.sound = Some(Sfx::Battle);
                // Its words stay long enough to read; A hurries.
                u32::from(TUMBLE) + READ + look
            }
            Event::Bounced {
                face, at, bounce, ..
            } => {
                // Under the die, what it decided: the way the bomb went
                // (an arrow), or its target (it stays).
                let label = match bounce {
                    Bounce::Stays => spr::TARGET,
                    Bounce::Towards(Edge::North) => spr::ARROW,
                    Bounce::Towards(Edge::South) => spr::ARROW_DOWN,
                    Bounce::Towards(Edge::East) => spr::ARROW_RIGHT,
                    Bounce::Towards(Edge::West) => spr::ARROW_LEFT,
                };
                agb::println!("hero: direction die {} label {}", face, label);
                self.roll(4, &[*face, 0], PLAIN, label);
                self.focus = Some(*at);
                40
            }
            Event::Blast { at, face, .. } => {
                // The blast's die shows where the blast is (the throw's
                // dice go, and the panel is placed again).
                self.dice = [0; 6];
                self.totals = None;
                self.spot = None;
                if *face > 0 {
                    self.roll(4, &[*face, 0], self.roller.unwrap_or(PLAIN), spr::HEART);
                }
                // Where it lands is marked a moment before the blast and
                // its words (a critical rolls no die: the mark alone).
                self.tumble = super::TUMBLE + super::MARK;
                self.boom = Some(*at);
                self.focus = Some(*at);
                self.sound = Some(Sfx::Defeat);
                agb::println!("hero: boom at {},{}", at.x, at.y);
                // Its words come after the mark, and stay to be read.
                u32::from(super::TUMBLE + super::MARK) + READ
            }
            Event::Hurt {
                mini, faces, hp, ..
            } => {
                if faces.iter().any(|&f| f > 0) {
                    self.roll(4, faces, self.roller.unwrap_or(PLAIN), spr::HEART);
                }
                if let Some(s) = self.mini(*mini) {
                    s.hp = *hp;
                }
                // Long enough for a slow reader (A or R hurries, B skips):
                // it was gone in about a second.
                u32::from(TUMBLE) + READ
            }
            Event::KnockedOut { mini } => {
                // The first time, what it means (one word for the state,
                // explained once).
                let explain = !self.told_out;
                self.told_out = true;
                self.message = Some(words::knocked_out(*mini, explain));
                self.look_at(*mini);
                READ
            }
            Event::Died { mini } => {
                self.look_at(*mini);
                if let Some(s) = self.mini(*mini) {
                    s.grave = s.at;
                    s.at = None;
                    s.hp = DEAD_AT;
                }
                self.sound = Some(Sfx::Defeat);
                70
            }
            Event::Healed {
                mini,
                target,
                face,
                hp,
                ..
            } => {
                self.clear_dice();
                self.roll(4, &[*face, 0], side(*mini), spr::MEDKIT);
                // The one healed shows above the dice band.
                self.look_at(*target);
                if let Some(s) = self.mini(*target) {
                    s.hp = *hp;
                }
                self.sound = Some(Sfx::Loot);
                u32::from(TUMBLE) + READ
            }
            Event::Defeated { seat, .. } => {
                let base = usize::from(*seat) * ARMY;
                for s in self.minis.iter_mut().skip(base).take(ARMY) {
                    s.at = None;
                }
                self.sound = Some(Sfx::Lose);
                50
            }
            Event::GameOver { .. } => {
                self.sound = Some(Sfx::Win);
                60
            }
        };
        len + extra
    }
}

#[cfg(test)]
mod tests {
    /// The fight's words name each mini by its side and weapon (both
    /// sides have a mini 2: a child mixed them up), the shot's and its
    /// hurt's alike; a hero stays its side's hero.
    #[test_case]
    fn the_fight_names_minis_by_side_and_weapon(_gba: &mut agb::Gba) {
        use tabletop_core::contract::Rules;
        use tabletop_core::hero::gear::Weapon;
        use tabletop_core::hero::{Cover, Event};
        let g = <tabletop_core::hero::Game as Rules>::new(tabletop_core::hero::Config::two(1));
        let mut a = super::super::Anim::new(&g);
        a.weapons[6] = Weapon::Sniper;
        a.weapons[1] = Weapon::Light;
        // (1 die against 2 was explained already: the names are said)
        a.told_dice = true;
        a.start(&Event::Shot {
            mini: 6,
            target: 1,
            attack: [5, 0],
            defence: [2, 1],
            cover: Cover::Clear,
            crit: false,
            hit: true,
        });
        let said = a.message.take().unwrap_or_default();
        assert!(
            said.starts_with("Blue sniper 2 shoots at Red pistol 2."),
            "{said}"
        );
        a.start(&Event::Hurt {
            mini: 1,
            faces: [4, 0],
            absorbed: 0,
            lost: 4,
            hp: 2,
        });
        let said = a.message.take().unwrap_or_default();
        assert!(said.contains("Red pistol 2 loses"), "{said}");
        a.start(&Event::Shot {
            mini: 1,
            target: 5,
            attack: [5, 4],
            defence: [2, 1],
            cover: Cover::Clear,
            crit: false,
            hit: false,
        });
        let said = a.message.take().unwrap_or_default();
        assert!(
            said.starts_with("Red pistol 2 shoots at Blue hero."),
            "{said}"
        );
    }

    /// The first shot whose sides roll different numbers of dice says
    /// why ("1 die against 2 is never explained"), and every shot stays
    /// about 2.5 seconds once its dice settle (the playtests: gone in half
    /// a second, then in a second or so), its hurt too, and A hurries it
    /// once its words have shown a moment (never a mashed A at once).
    #[test_case]
    fn a_rule_s_words_stay_to_be_read_and_1_die_against_2_is_explained(_gba: &mut agb::Gba) {
        use crate::player::Stage;
        use tabletop_core::contract::Rules;
        use tabletop_core::hero::gear::Weapon;
        use tabletop_core::hero::{Cover, Event};
        let g = <tabletop_core::hero::Game as Rules>::new(tabletop_core::hero::Config::two(1));
        let mut a = super::super::Anim::new(&g);
        a.weapons[6] = Weapon::Sniper;
        a.weapons[1] = Weapon::Medium;
        let shot = |mini, attack, defence, crit, hit| Event::Shot {
            mini,
            target: if mini == 6 { 1 } else { 6 },
            attack,
            defence,
            cover: Cover::Clear,
            crit,
            hit,
        };
        let read = u32::from(super::super::TUMBLE) + super::super::READ;
        // Both roll 2: no word on the dice, and still held to be read
        // (the playtest: a plain shot's result was gone in a second).
        let len = a.begin(&shot(1, [5, 4], [2, 1], false, true));
        assert!(len >= read, "{len}");
        assert!(!a.held.take().unwrap_or_default().contains("die"));
        // The sniper's 1 die against armour's 2: said once, under who
        // shoots whom (the names were hidden by it), once the dice
        // settle; then, once read, who won, the names still there.
        let len = a.begin(&shot(6, [5, 0], [2, 1], false, true));
        assert!(a.message.is_none());
        let mut said = alloc::vec::Vec::new();
        for t in 1..len {
            a.tick(None, t, len);
            if let Some(m) = a.message.take() {
                said.push((t, m));
            }
        }
        a.end(None);
        assert_eq!(said.len(), 2, "{said:?}");
        let (t0, why) = &said[0];
        let (t1, won) = &said[1];
        assert!(
            *t0 >= u32::from(super::super::TUMBLE),
            "before the dice settled"
        );
        assert!(
            why.starts_with("Blue sniper 2 shoots at Red rifle 2.\nSniper: 1 die. Armour: 2 dice."),
            "{why}"
        );
        assert!(
            t1 - t0 >= super::super::READ,
            "{why} gone in {} frames",
            t1 - t0
        );
        assert!(
            won.starts_with("Blue sniper 2 shoots at Red rifle 2.\n") && won.contains("Hit!"),
            "{won}"
        );
        assert!(
            len - t1 >= super::super::READ,
            "{won} gone in {} frames",
            len - t1
        );
        // A takes the first words on once they have shown a moment.
        a.told_dice = false;
        let len = a.begin(&shot(6, [5, 0], [2, 1], false, true));
        let settle = u32::from(super::super::TUMBLE);
        for t in 1..=settle + super::super::QUIET {
            a.tick(None, t, len);
        }
        assert!(a.message.take().is_some_and(|m| m.contains("1 die")));
        assert!(a.hurry(), "A did not take the words on");
        a.tick(None, settle + super::super::QUIET + 1, len);
        assert!(a.message.take().is_some_and(|m| m.contains("Hit!")));
        a.end(None);
        let len = a.begin(&shot(6, [5, 0], [2, 1], false, true));
        let said = a.held.take().unwrap_or_default();
        assert!(said.contains("shoots"), "{said}");
        assert!(len >= read, "{len}");
        // A 6 always hits: held.
        let len = a.begin(&shot(6, [6, 0], [5, 5], true, true));
        let said = a.held.take().unwrap_or_default();
        assert!(said.contains("A 6 always hits"), "{said}");
        assert!(len >= read, "{len}");
        // A tie: held.
        let len = a.begin(&shot(1, [3, 3], [4, 2], false, false));
        assert!(len >= read, "{len}");
        // A hit's hearts: held as long.
        let hurt = Event::Hurt {
            mini: 6,
            faces: [4, 2],
            absorbed: 1,
            lost: 5,
            hp: 1,
        };
        assert!(a.begin(&hurt) >= read);
        // A hurries the words once they have shown a moment, not before.
        let len = a.begin(&shot(1, [5, 4], [2, 1], false, true));
        for t in 1..len {
            a.tick(None, t, len);
            a.hurry();
            if t < len - super::super::READ + super::super::QUIET {
                assert!(!a.cut(), "cut at {t} of {len}");
            } else {
                assert!(a.cut(), "not cut at {t} of {len}");
                break;
            }
        }
        a.end(None);
        assert!(!a.cut());
    }

    /// A blast's landing cell is marked a moment before the blast and its
    /// words (issue 31: it was hard to see), a critical's too (it rolls
    /// no die).
    #[test_case]
    fn a_blast_s_landing_is_marked_before_its_words(_gba: &mut agb::Gba) {
        use crate::player::Stage;
        use tabletop_core::contract::Rules;
        use tabletop_core::hero::{Cell, Event};
        let g = <tabletop_core::hero::Game as Rules>::new(tabletop_core::hero::Config::two(1));
        for face in [3, 0] {
            let mut a = super::super::Anim::new(&g);
            let at = Cell::new(12, 9);
            let len = a.begin(&Event::Blast {
                at,
                face,
                damage: face.max(6),
                crit: face == 0,
            });
            assert_eq!(a.boom, Some(at));
            assert!(a.message.is_none(), "face {face}: the words came at once");
            for t in 1..=u32::from(super::super::TUMBLE + super::super::MARK) {
                assert!(
                    a.message.is_none() && a.tumble > 0,
                    "face {face}: frame {t}"
                );
                a.tick(None, t, len);
            }
            assert!(a.message.is_some(), "face {face}: no words after the mark");
        }
    }
}
