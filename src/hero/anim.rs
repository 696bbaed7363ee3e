//! What the battlefield shows while the rules' events play: where each mini
//! stands and its hit points as last shown, the graves of the dead, the dice
//! of the roll being shown, the explosion, and where the camera looks. The
//! game itself has already moved on; this catches up one event at a time.

use alloc::string::String;

use agb::display::GraphicsFrame;
use tabletop_core::hero::gear::ARMY;
use tabletop_core::hero::{Cell, DEAD_AT, Event, Game, HP, MAX_MINIS};

use super::board::{Camera, DieInk, Sheet, spr};
use super::words;
use crate::audio::Sfx;
use crate::player::Stage;

/// Frames each cell of a move takes.
const STEP: u32 = 4;

/// One mini as shown.
#[derive(Clone, Copy, Debug, Default)]
pub struct Shown {
    /// Where it stands (`None`: not placed, or gone).
    pub at: Option<Cell>,
    /// Its hit points.
    pub hp: i8,
    /// Where it died.
    pub grave: Option<Cell>,
}

/// The stage of the event player.
pub struct Anim {
    /// The minis as shown.
    pub minis: [Shown; MAX_MINIS],
    /// How many minis the game has.
    pub count: usize,
    /// The dice on screen: attacking, defending, plain.
    pub dice: [[u8; 2]; 3],
    /// An explosion's centre on screen.
    pub boom: Option<Cell>,
    /// Where the camera should look.
    pub focus: Option<Cell>,
    /// The message to show (taken by the play loop).
    pub message: Option<String>,
    /// The sound to play (taken by the play loop).
    pub sound: Option<Sfx>,
    path: tabletop_core::hero::Path,
    moving: u8,
}

impl Anim {
    /// The view of `game` as it stands.
    pub fn new(game: &Game) -> Anim {
        let mut a = Anim {
            minis: [Shown::default(); MAX_MINIS],
            count: 0,
            dice: [[0; 2]; 3],
            boom: None,
            focus: None,
            message: None,
            sound: None,
            path: tabletop_core::hero::Path::new(),
            moving: 0,
        };
        a.settle(game);
        a
    }

    /// The view catches up with `game` (graves kept).
    pub fn settle(&mut self, game: &Game) {
        self.count = game.minis().len().min(MAX_MINIS);
        for (s, m) in self.minis.iter_mut().zip(game.minis()) {
            s.at = m.at;
            s.hp = m.hp;
        }
        self.boom = None;
    }

    fn clear_dice(&mut self) {
        self.dice = [[0; 2]; 3];
        self.boom = None;
    }

    fn mini(&mut self, i: u8) -> Option<&mut Shown> {
        self.minis.get_mut(usize::from(i))
    }

    /// Draws each mini's number badge (2 to 5; the hero wears its crown)
    /// over its bottom-right corner, in its side's colour. Drawn before the
    /// cursor, so the cursor never hides it.
    pub fn numbers(&self, sheet: &Sheet, frame: &mut GraphicsFrame, cam: &Camera) {
        for (i, s) in self.minis[..self.count].iter().enumerate() {
            let (seat, k) = (i / ARMY, i % ARMY);
            if let (Some(c), 1..) = (s.at, k) {
                let (x, y) = cam.screen(c);
                sheet.sprite(frame, spr::NUMBERS + seat * 4 + k - 1, (x + 5, y + 3));
            }
        }
    }

    /// Draws the minis (and graves, pips, dice, explosion) through `cam`.
    pub fn show(&self, sheet: &Sheet, frame: &mut GraphicsFrame, cam: &Camera, pips_all: bool) {
        if let Some(c) = self.boom {
            let (x, y) = cam.screen(c);
            sheet.sprite(frame, spr::BOOM, (x, y));
            // The blast radius (5 units) as dots on its rim.
            for (dx, dy) in RIM {
                sheet.sprite(frame, spr::DOT, (x + dx * 8, y + dy * 8));
            }
        }
        for (i, s) in self.minis[..self.count].iter().enumerate() {
            if let Some(g) = s.grave
                && s.at.is_none()
            {
                sheet.sprite(frame, spr::GRAVE, cam.screen(g));
            }
            let Some(c) = s.at else { continue };
            let seat = i / ARMY;
            let hero = i % ARMY == 0;
            let down = s.hp <= 0;
            let k = spr::SIDE + seat * 4 + usize::from(hero) + if down { 2 } else { 0 };
            let (x, y) = cam.screen(c);
            sheet.sprite(frame, k, (x, y));
            if (pips_all || s.hp < HP) && s.hp > 0 {
                let n = usize::from(s.hp.clamp(1, 6) as u8);
                sheet.sprite(frame, spr::PIPS + n - 1, (x, y - 5));
            }
        }
        for (k, ink) in [DieInk::Attack, DieInk::Defence, DieInk::Plain]
            .into_iter()
            .enumerate()
        {
            for (j, &f) in self.dice[k].iter().enumerate() {
                let x = 240 - 18 * 6 + (k as i32 * 2 + j as i32) * 18;
                sheet.die(frame, ink, f, (x, 110));
            }
        }
    }
}

/// Cells on the rim of a 5-unit blast (16 of them).
pub const RIM: [(i32, i32); 16] = [
    (5, 0),
    (-5, 0),
    (0, 5),
    (0, -5),
    (4, 3),
    (-4, 3),
    (4, -3),
    (-4, -3),
    (3, 4),
    (-3, 4),
    (3, -4),
    (-3, -4),
    (2, 5),
    (-2, -5),
    (5, -2),
    (-5, 2),
];

impl Stage<Event> for Anim {
    fn begin(&mut self, e: &Event) -> u32 {
        if let Some(m) = words::event(e) {
            self.message = Some(m);
        }
        match e {
            Event::RolledFirst { faces, .. } => {
                self.clear_dice();
                self.dice[0] = [faces[0], 0];
                self.dice[1] = [faces[1], 0];
                self.sound = Some(Sfx::Roll);
                50
            }
            Event::EdgeTaken { .. } => {
                self.clear_dice();
                30
            }
            Event::Placed { mini, at } => {
                self.clear_dice();
                self.focus = Some(*at);
                if let Some(s) = self.mini(*mini) {
                    s.at = Some(*at);
                }
                6
            }
            Event::TurnStarted { .. } => {
                self.clear_dice();
                30
            }
            Event::Bled { mini, hp } => {
                if let Some(s) = self.mini(*mini) {
                    s.hp = *hp;
                }
                30
            }
            Event::Moved { mini, path, .. } => {
                self.clear_dice();
                self.path = path.clone();
                self.moving = *mini;
                self.sound = Some(Sfx::Step);
                (path.len() as u32).max(1) * STEP
            }
            Event::Shot {
                attack,
                defence,
                target,
                ..
            } => {
                self.clear_dice();
                self.dice[0] = *attack;
                self.dice[1] = *defence;
                self.focus = self.minis.get(usize::from(*target)).and_then(|s| s.at);
                self.sound = Some(Sfx::Battle);
                60
            }
            Event::Thrown {
                attack,
                defence,
                target,
                ..
            } => {
                self.clear_dice();
                self.dice[0] = [*attack, 0];
                self.dice[1] = *defence;
                self.focus = self.minis.get(usize::from(*target)).and_then(|s| s.at);
                self.sound = Some(Sfx::Battle);
                60
            }
            Event::Bounced { face, at, .. } => {
                self.dice[2] = [*face, 0];
                self.focus = Some(*at);
                40
            }
            Event::Blast { at, face, .. } => {
                self.dice[0] = [0; 2];
                self.dice[1] = [0; 2];
                self.dice[2] = [*face, 0];
                self.boom = Some(*at);
                self.focus = Some(*at);
                self.sound = Some(Sfx::Defeat);
                agb::println!("hero: boom at {},{}", at.x, at.y);
                70
            }
            Event::Hurt {
                mini, faces, hp, ..
            } => {
                if faces.iter().any(|&f| f > 0) {
                    self.dice[2] = *faces;
                }
                if let Some(s) = self.mini(*mini) {
                    s.hp = *hp;
                }
                40
            }
            Event::KnockedOut { .. } => 30,
            Event::Died { mini } => {
                if let Some(s) = self.mini(*mini) {
                    s.grave = s.at;
                    s.at = None;
                    s.hp = DEAD_AT;
                }
                self.sound = Some(Sfx::Defeat);
                40
            }
            Event::Healed {
                target, face, hp, ..
            } => {
                self.clear_dice();
                self.dice[2] = [*face, 0];
                if let Some(s) = self.mini(*target) {
                    s.hp = *hp;
                }
                self.sound = Some(Sfx::Loot);
                50
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
        }
    }

    fn tick(&mut self, e: Option<&Event>, t: u32, _len: u32) {
        if let Some(Event::Moved { .. }) = e {
            let k = ((t / STEP) as usize).min(self.path.len().saturating_sub(1));
            if let Some(&c) = self.path.get(k) {
                let i = self.moving;
                if let Some(s) = self.mini(i) {
                    s.at = Some(c);
                }
                self.focus = Some(c);
            }
        }
    }

    fn end(&mut self, e: Option<&Event>) {
        if let Some(Event::Moved { path, mini, .. }) = e
            && let Some(&c) = path.last()
            && let Some(s) = self.mini(*mini)
        {
            s.at = Some(c);
        }
    }
}
