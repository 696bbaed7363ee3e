//! The dice tray: every die the rules roll (a hero's attack, a hero's
//! armour, a kind monster's blow, the two dice that bring a wave or a
//! hero at the start) is shown
//! big in the corner of the map, tumbling and then settling on its face,
//! white for the heroes and red for the monsters, so that a
//! child who cannot read the message still sees the roll. Only the view: the
//! tray reads events, never the game.

use agb::display::GraphicsFrame;
use tabletop_core::sandford::{Event, heapless};

use super::map::{self, spr};

/// Frames the die tumbles before it settles.
pub const TUMBLE: u32 = 18;
/// Frames a settled die stays in the tray.
pub const LINGER: u32 = 100;
/// Where the tray's die sits (top-left, screen pixels): the map's
/// bottom-right corner, above the bottom strip.
pub const AT: (i32, i32) = (240 - 20, map::BOTTOM - 20);

/// Who rolled a die: its colour in the tray.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Roller {
    /// A hero (white die).
    Hero,
    /// The monsters (red die): a blow's to-hit roll, under the "kind
    /// monsters" house rule (the paper's blows always land, with no roll).
    Monster,
}

/// The die an event rolled, if it rolled one with a face of 1-6. New rolls
/// in events go here (the one place that knows which events carry dice).
pub fn rolled(e: &Event) -> Option<(Roller, u8)> {
    match *e {
        Event::AttackRolled { roll, .. } | Event::ArmourRolled { roll, .. } => {
            Some((Roller::Hero, roll))
        }
        // A monster's to-hit roll (the "kind monsters" house rule).
        Event::MonsterAttacked {
            roll: Some(roll), ..
        } => Some((Roller::Monster, roll)),
        // A pair of dice: the first here, the second beside it.
        Event::WaveArrives { dice, .. } => Some((Roller::Monster, dice[0])),
        Event::HeroArrives { dice, .. } => Some((Roller::Hero, dice[0])),
        _ => None,
    }
    .filter(|&(_, face)| (1..=6).contains(&face))
}

/// The die in the tray.
#[derive(Default)]
pub struct Tray {
    /// Who rolled, the face, and the frame it was rolled.
    die: Option<(Roller, u8, u32)>,
    /// The second die of a pair, rolled with the first.
    second: Option<u8>,
    /// A hit's sum in pictures, once its die settles: (the weapon's
    /// strength, the damage, the monsters' armour).
    sum: Option<(u8, u8, u8)>,
}

/// The most pictures a hit's sum shows (six hits, six blocks).
pub const SLOTS: usize = 6;

/// One picture of a hit's sum, left to right: a hit (a burst) that gets
/// through, a hit the armour stops (a shield over it), or a block of armour
/// left over (a shield).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// A hit that does damage.
    Through,
    /// A hit the armour stops.
    Blocked,
    /// Armour with no hit left to stop.
    Spare,
}

/// A hit of `strength` against `armour` that did `damage`, as pictures:
/// one a point of strength or of armour, the stopped hits first ("6 hits!
/// Its armour stops all 1 damage." is one hit under one shield).
pub fn slots(strength: u8, damage: u8, armour: u8) -> heapless::Vec<Slot, SLOTS> {
    let stopped = strength.saturating_sub(damage);
    let n = strength.max(armour).min(SLOTS as u8);
    (0..n)
        .map(|k| match (k < stopped, k < strength) {
            (true, _) => Slot::Blocked,
            (false, true) => Slot::Through,
            (false, false) => Slot::Spare,
        })
        .collect()
}

impl Tray {
    /// An event began at frame `now`: a die it rolled goes in the tray.
    pub fn begin(&mut self, e: &Event, now: u32) {
        if let Some((who, face)) = rolled(e) {
            self.die = Some((who, face, now));
            self.sum = None;
            self.second = match *e {
                Event::WaveArrives { dice, .. } | Event::HeroArrives { dice, .. } => Some(dice[1]),
                _ => None,
            };
        }
    }

    /// Empties the tray: a new hero's go starts without the last hero's
    /// dice (the playtest: they stayed on screen into the next go).
    pub fn clear(&mut self) {
        self.die = None;
        self.second = None;
        self.sum = None;
    }

    /// The roll just begun is a hit of `strength` against `armour` that
    /// did `damage`: its sum is shown in pictures beside the die once it
    /// settles, with the words.
    pub fn hit(&mut self, strength: u8, damage: u8, armour: u8) {
        self.sum = Some((strength, damage, armour));
    }

    /// The hit's pictures at frame `now`: none while the die tumbles or
    /// once it has gone.
    pub fn sum_showing(&self, now: u32) -> Option<heapless::Vec<Slot, SLOTS>> {
        let (_, _, at) = self.die?;
        let (strength, damage, armour) = self.sum?;
        let t = now.wrapping_sub(at);
        (TUMBLE..TUMBLE + LINGER)
            .contains(&t)
            .then(|| slots(strength, damage, armour))
    }

    /// The second die of a pair (a wave's), as [`Tray::showing`] shows it.
    pub fn showing_second(&self, now: u32) -> Option<(Roller, u8)> {
        let (who, _, at) = self.die?;
        let face = self.second?;
        Tray {
            die: Some((who, face, at)),
            second: None,
            sum: None,
        }
        .showing(now)
    }

    /// What the tray shows at frame `now`: who rolled and the face showing
    /// (tumbling faces first), or nothing once the die has lingered.
    pub fn showing(&self, now: u32) -> Option<(Roller, u8)> {
        let (who, face, at) = self.die?;
        let t = now.wrapping_sub(at);
        if t >= TUMBLE + LINGER {
            return None;
        }
        if t < TUMBLE {
            // A new face every three frames, never the same twice running.
            let k = t / 3;
            let tumbling = ((u32::from(face) + 1 + k * 4) % 6) as u8 + 1;
            return Some((who, tumbling));
        }
        Some((who, face))
    }

    /// Draws the die (a 16x16 die as four sprites), in front of the pieces.
    pub fn show(&self, frame: &mut GraphicsFrame, now: u32) {
        let Some((who, face)) = self.showing(now) else {
            return;
        };
        let (x, y) = AT;
        // A pair reads left to right as the message says it: "4 + 3".
        match self.showing_second(now) {
            Some((who2, face2)) => {
                draw(frame, die_sprite(who, face), x - 18, y);
                draw(frame, die_sprite(who2, face2), x, y);
            }
            None => draw(frame, die_sprite(who, face), x, y),
        }
        // A hit's sum left of the die: each hit a burst, each of the
        // armour's blocks a shield over the hit it stops.
        if let Some(slots) = self.sum_showing(now) {
            let left = x - 4 - 9 * slots.len() as i32;
            for (k, s) in slots.iter().enumerate() {
                let sprite = match s {
                    Slot::Through => spr::HIT,
                    Slot::Blocked | Slot::Spare => spr::SHIELD,
                };
                map::sprite(frame, sprite, left + 9 * k as i32, y + 4);
            }
        }
    }
}

/// A 16x16 die as four sprites from `first`, top-left at `(x, y)`.
fn draw(frame: &mut GraphicsFrame, first: usize, x: i32, y: i32) {
    for k in 0..4 {
        let (ox, oy) = (8 * (k as i32 % 2), 8 * (k as i32 / 2));
        map::sprite(frame, first + k, x + ox, y + oy);
    }
}

/// The first of the four sprites of a rolled die.
pub fn die_sprite(who: Roller, face: u8) -> usize {
    let base = match who {
        Roller::Hero => spr::ROLL,
        Roller::Monster => spr::ROLL + 24,
    };
    base + 4 * usize::from(face.clamp(1, 6) - 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop_core::sandford::MonsterId;

    #[test_case]
    fn a_roll_tumbles_then_settles_then_goes(_gba: &mut agb::Gba) {
        let e = Event::AttackRolled {
            hero: 0,
            monster: MonsterId(0),
            roll: 5,
            rerolls: 0,
            damage: 1,
        };
        assert_eq!(rolled(&e), Some((Roller::Hero, 5)));
        let mut tray = Tray::default();
        assert_eq!(tray.showing(0), None);
        tray.begin(&Event::TurnStarted { rounds: 3 }, 10);
        assert_eq!(tray.showing(10), None, "no die without a roll");
        tray.begin(&e, 100);
        let mut faces = alloc::vec::Vec::new();
        for t in 100..100 + TUMBLE {
            let (who, f) = tray.showing(t).expect("tumbling");
            assert_eq!(who, Roller::Hero);
            assert!((1..=6).contains(&f));
            faces.push(f);
        }
        faces.dedup();
        assert!(faces.len() >= 4, "the die barely tumbles: {faces:?}");
        assert_eq!(tray.showing(100 + TUMBLE), Some((Roller::Hero, 5)));
        assert_eq!(
            tray.showing(100 + TUMBLE + LINGER - 1),
            Some((Roller::Hero, 5))
        );
        assert_eq!(tray.showing(100 + TUMBLE + LINGER), None);
    }

    #[test_case]
    fn a_wave_shows_both_its_dice_in_red(_gba: &mut agb::Gba) {
        let wave = Event::WaveArrives {
            wave: 2,
            angle: tabletop_core::sandford::geometry::Angle(9),
            distance: 7,
            dice: [2, 5],
            toward: tabletop_core::sandford::Cell::new(40, 40),
        };
        let mut tray = Tray::default();
        tray.begin(&wave, 0);
        assert_eq!(tray.showing(TUMBLE), Some((Roller::Monster, 2)));
        assert_eq!(tray.showing_second(TUMBLE), Some((Roller::Monster, 5)));
        assert_eq!(tray.showing_second(TUMBLE + LINGER), None);
        // A single roll afterwards leaves one die.
        let e = Event::AttackRolled {
            hero: 0,
            monster: MonsterId(0),
            roll: 4,
            rerolls: 0,
            damage: 1,
        };
        tray.begin(&e, 500);
        assert_eq!(tray.showing(500 + TUMBLE), Some((Roller::Hero, 4)));
        assert_eq!(tray.showing_second(500 + TUMBLE), None);
    }

    #[test_case]
    fn a_hero_arriving_shows_its_two_dice_in_white(_gba: &mut agb::Gba) {
        let arrives = Event::HeroArrives {
            hero: 1,
            angle: tabletop_core::sandford::geometry::Angle(70),
            dice: [6, 3],
            cell: tabletop_core::sandford::Cell::new(30, 40),
        };
        let mut tray = Tray::default();
        tray.begin(&arrives, 0);
        assert_eq!(tray.showing(TUMBLE), Some((Roller::Hero, 6)));
        assert_eq!(tray.showing_second(TUMBLE), Some((Roller::Hero, 3)));
    }

    /// "6 hits! Its armour stops all 1 damage." in pictures: one hit under
    /// one shield; a strong hit shows what gets through beside the blocks.
    #[test_case]
    fn a_hit_s_sum_shows_hits_blocks_and_what_gets_through(_gba: &mut agb::Gba) {
        use Slot::*;
        assert_eq!(slots(1, 0, 1).as_slice(), &[Blocked]);
        assert_eq!(
            slots(4, 2, 2).as_slice(),
            &[Blocked, Blocked, Through, Through]
        );
        assert_eq!(slots(1, 0, 3).as_slice(), &[Blocked, Spare, Spare]);
        assert_eq!(slots(4, 4, 0).as_slice(), &[Through; 4]);
        // "Every hit hurts": all stopped but one.
        assert_eq!(slots(2, 1, 3).as_slice(), &[Blocked, Through, Spare]);
        assert_eq!(slots(9, 9, 9).len(), SLOTS);
        // Shown with the words, once the die settles, and gone with it.
        let e = Event::AttackRolled {
            hero: 0,
            monster: MonsterId(0),
            roll: 6,
            rerolls: 0,
            damage: 0,
        };
        let mut tray = Tray::default();
        tray.begin(&e, 100);
        tray.hit(1, 0, 1);
        assert_eq!(tray.sum_showing(100 + TUMBLE - 1), None, "while it tumbles");
        assert!(
            tray.sum_showing(100 + TUMBLE)
                .is_some_and(|s| s.as_slice() == [Blocked])
        );
        assert_eq!(tray.sum_showing(100 + TUMBLE + LINGER), None);
        // The next roll starts without it.
        tray.begin(&e, 500);
        assert_eq!(tray.sum_showing(500 + TUMBLE), None);
    }

    #[test_case]
    fn every_face_has_its_own_sprites(_gba: &mut agb::Gba) {
        assert_eq!(die_sprite(Roller::Hero, 1), spr::ROLL);
        assert_eq!(die_sprite(Roller::Hero, 6), spr::ROLL + 20);
        assert_eq!(die_sprite(Roller::Monster, 1), spr::ROLL + 24);
        assert_eq!(die_sprite(Roller::Monster, 6) + 3, spr::ROLL + 47);
    }
}
