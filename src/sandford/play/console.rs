//! Who has the console: a person's menu (or choice against a blow)
//! opening for their hero, "Other hero" giving the round to another of
//! the people's heroes (saying who plays now), and passing the console
//! to another person.

use alloc::boxed::Box;

use tabletop_core::sandford::{Action, Game, MAX_ACTIONS, heapless};

use super::super::human::Ui;
use super::super::words;
use super::Village;
use super::soak::SoakMenu;
use crate::app::App;
use crate::audio::Sfx;

impl Village {
    /// A person's decision for `hero` opens: the choice against a blow, or
    /// the menu of the hero's legal choices.
    /// `legal` is the seat's hero's list ([`crate::turn::Front::choices`]); another
    /// hero's ("Other hero") is listed here.
    #[inline(never)] // its lists stay out of the driver's frame
    pub(super) fn open(&mut self, game: &Game, legal: &[Action], hero: u8) {
        if let Some((hero, damage)) = game.soaking() {
            agb::println!("sandford: soak hero={} damage={}", hero, damage);
            self.soak = Some(SoakMenu::new(game));
            return;
        }
        self.actor = Some(hero);
        self.lesson = false;
        let others = (0..self.heroes)
            .any(|o| o != hero && self.settings.human(o) && game.can_start_round(o));
        let title = words::your_turn(hero);
        if legal.iter().any(|a| a.hero() == Some(hero)) {
            self.ui = Some(Ui::new(game, legal, hero, others, title));
        } else {
            let mut own: Box<heapless::Vec<Action, MAX_ACTIONS>> = Box::default();
            game.hero_legal_actions(hero, &mut *own);
            self.ui = Some(Ui::new(game, &own, hero, others, title));
        }
    }

    /// "Other hero": the round goes to the next person's hero who can start one.
    /// When people share the console, its person must have it first.
    pub(super) fn switch(&mut self, app: &mut App, game: &Game, legal: &[Action], hero: u8) {
        let n = self.heroes;
        let next = (1..n)
            .map(|i| (hero + i) % n)
            .find(|&o| self.settings.human(o) && game.can_start_round(o))
            .unwrap_or(hero);
        if let Some(mut ui) = self.ui.take() {
            ui.erase(&mut app.text);
        }
        if next != hero && self.settings.hand_over() {
            self.pass(app, next);
        } else {
            if next != hero {
                // Said, and the camera goes to them (the playtest: the
                // turn went over without a word).
                self.message = words::plays_now(next);
                agb::println!("sandford: other hero says {}", self.message);
                self.hero_up(game, next);
            }
            self.open(game, legal, next);
        }
    }

    /// The console passes to `hero`'s person, who did not have it (the
    /// driver's hand-over knows only the rules' turn, not "Other hero").
    pub(super) fn pass(&mut self, app: &mut App, hero: u8) {
        agb::println!("sandford: pass the console to hero {}", hero);
        app.sfx(Sfx::Select);
        self.handover = Some(hero);
        self.console = Some(hero);
    }
}
