//! A person's choice against a monster's blow (the paper lets the player
//! choose): Left/Right (or Up/Down) pick a way on the HUD's bottom lines —
//! take it on the hit points, drink a potion, give up a die or a ring — and A
//! takes it. The pick starts on the computer's own choice, so A alone plays
//! it safe.

use alloc::format;
use alloc::string::String;

use agb::input::Button;
use tabletop_core::sandford::{Absorb, Action, Game, MAX_ACTIONS, heapless};

use super::super::words;
use crate::app::App;
use crate::audio::Sfx;

/// The ways a hero can take the blow now, in the core's order.
fn ways(game: &Game) -> heapless::Vec<Action, MAX_ACTIONS> {
    let mut out = heapless::Vec::new();
    game.legal_actions(&mut out);
    out.retain(|a| matches!(a, Action::Soak { .. }));
    out
}

/// The menu of one blow.
pub struct SoakMenu {
    pick: usize,
}

impl SoakMenu {
    /// Opens on the computer's choice.
    pub fn new(game: &Game) -> SoakMenu {
        let all = ways(game);
        let pick = game
            .soak_choice()
            .and_then(|c| all.iter().position(|&a| a == c))
            .unwrap_or(0);
        SoakMenu { pick }
    }

    /// One frame of input: `Some(action)` once A takes the way shown.
    pub fn update(&mut self, app: &mut App, game: &Game) -> Option<Action> {
        let all = ways(game);
        let n = all.len().max(1) as i32;
        let d = app.input.just_pressed_x_tri() as i32 + app.input.just_pressed_y_tri() as i32;
        if d != 0 {
            self.pick = (self.pick as i32 + d).rem_euclid(n) as usize;
            app.sfx(Sfx::Select);
        }
        self.pick = self.pick.min(all.len().saturating_sub(1));
        if app.input.is_just_pressed(Button::A) {
            return all.get(self.pick).copied();
        }
        None
    }

    /// The HUD's two bottom lines: the blow, then the way shown.
    pub fn lines(&self, game: &Game) -> (String, String) {
        let Some((hero, damage)) = game.soaking() else {
            return (String::new(), String::new());
        };
        let with = match ways(game).get(self.pick) {
            Some(Action::Soak { with, .. }) => Some(*with),
            _ => None,
        };
        soak_lines(game, hero, damage, with)
    }
}

/// Logs the words a choice against a blow opens with (for the tests): on
/// the computer's choice, as [`SoakMenu::new`] opens. A frame of its own,
/// beside the menu's list, not under it.
#[inline(never)]
pub(super) fn log_opening(game: &Game) {
    if let (Some((hero, damage)), Some(Action::Soak { with, .. })) =
        (game.soaking(), game.soak_choice())
    {
        let (line, way) = soak_lines(game, hero, damage, Some(with));
        agb::println!("sandford: soak says {} / {}", line, way);
    }
}

/// The two bottom lines of a choice against a blow: who is hit and how
/// hard ("Hero 1 is hit: 1 damage. Choose:", the playtest's "must take 1"
/// said nothing to a child), and the way picked now.
pub(in crate::sandford) fn soak_lines(
    game: &Game,
    hero: u8,
    damage: u8,
    with: Option<Absorb>,
) -> (String, String) {
    let way = with.map(|w| way(game, hero, damage, w)).unwrap_or_default();
    (
        format!(
            "{{6}}{} is hit: {damage} damage. Choose:",
            words::hero(hero)
        ),
        format!("< {way} >  A"),
    )
}

/// One way of taking the blow, in words.
fn way(game: &Game, hero: u8, damage: u8, with: Absorb) -> String {
    let Some(h) = game.heroes().get(hero as usize) else {
        return String::new();
    };
    match with {
        Absorb::TakeIt if damage >= h.hp => String::from("Take it and fall"),
        Absorb::TakeIt => format!(
            "Take it: {} left",
            crate::plural::count(h.hp - damage, "heart", "hearts")
        ),
        Absorb::Potion(i) => h
            .gear
            .get(i as usize)
            .map(|d| format!("Drink potion ({})", d.face))
            .unwrap_or_default(),
        Absorb::Gear(i) => h
            .gear
            .get(i as usize)
            .map(|d| format!("Give up {}", words::die(*d)))
            .unwrap_or_default(),
        Absorb::Ring(i) => h
            .rings
            .get(i as usize)
            .map(|r| format!("Give up the {} ring", words::ring(*r)))
            .unwrap_or_default(),
    }
}
