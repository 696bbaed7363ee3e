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
            super::soak::log_opening(game);
            self.soak = Some(SoakMenu::new(game));
            return;
        }
        self.actor = Some(hero);
        self.lesson = false;
        let others = (0..self.heroes)
            .any(|o| o != hero && self.plays_on(game, o) && game.can_start_round(o));
        // Other people's heroes still playing this turn (hot seat), if not
        // at once (no hero goes twice in a row).
        let people_left = if self.settings.hand_over() {
            (0..self.heroes)
                .filter(|&o| o != hero && self.plays_on(game, o))
                .count()
        } else {
            0
        };
        // People sharing the console see their own name (the playtest:
        // both heroes were "You").
        let title = match self.settings.player(hero) {
            Some(p) => alloc::format!("{}: your turn", words::player(hero, p)),
            None => words::your_turn(hero),
        };
        if legal.iter().any(|a| a.hero() == Some(hero)) {
            self.ui = Some(Ui::new(
                game,
                legal,
                hero,
                others,
                title,
                (people_left, self.done),
            ));
        } else {
            let mut own: Box<heapless::Vec<Action, MAX_ACTIONS>> = Box::default();
            game.hero_legal_actions(hero, &mut *own);
            self.ui = Some(Ui::new(
                game,
                &own,
                hero,
                others,
                title,
                (people_left, self.done),
            ));
        }
    }

    /// "Other hero"'s console taken by `hero`'s person (A).
    pub(super) fn other_taken(&mut self, hero: u8) {
        agb::println!("sandford: hero {} has the console", hero);
        self.handover = None;
        self.log_clock("taken");
    }

    /// A person's hero with rounds left this turn (not necessarily now)
    /// whose person has not ended their turn.
    fn plays_on(&self, game: &Game, hero: u8) -> bool {
        let left = game
            .heroes()
            .get(usize::from(hero))
            .is_some_and(|h| h.alive() && h.rounds_left > 0);
        self.settings.human(hero) && !self.is_done(hero) && left
    }

    /// Hot seat: `hero`'s person ended their turn ("End Hero 1's turn").
    pub(super) fn is_done(&self, hero: u8) -> bool {
        self.done & (1 << hero) != 0
    }

    /// Hot seat: `hero`'s person is done for this heroes' turn: their
    /// hero's rounds go by on their own, doing nothing, and the console
    /// stays with the others.
    pub(super) fn set_done(&mut self, hero: u8) {
        agb::println!("sandford: hero {} done this turn", hero);
        self.done |= 1 << hero;
    }

    /// The round a done hero's turn to act plays by itself (its person
    /// ended their turn): doing nothing (or, a hero that must first leave
    /// a building, its first choice); the end of the heroes' turn once no
    /// hero who plays on can take a round. `None` when the hero to act
    /// plays on.
    pub(super) fn auto_round(&self, game: &Game) -> Option<Action> {
        let h = game.actor()?;
        if !self.is_done(h) {
            return None;
        }
        // Someone plays on: a hero not done with rounds left (who may not
        // start one right now: no hero goes twice in a row).
        let playing = game
            .heroes()
            .iter()
            .enumerate()
            .any(|(o, h)| !self.is_done(o as u8) && h.alive() && h.rounds_left > 0);
        if !playing {
            return Some(Action::EndTurn);
        }
        let nothing = Action::Nothing { hero: h };
        if game.is_legal(nothing) {
            return Some(nothing);
        }
        let mut own: Box<heapless::Vec<Action, MAX_ACTIONS>> = Box::default();
        game.hero_legal_actions(h, &mut *own);
        own.first().copied()
    }

    /// "Other hero": the round goes to the next person's hero who can start one.
    /// When people share the console, its person must have it first.
    pub(super) fn switch(&mut self, app: &mut App, game: &Game, legal: &[Action], hero: u8) {
        let n = self.heroes;
        let next = (1..n)
            .map(|i| (hero + i) % n)
            .find(|&o| self.plays_on(game, o) && game.can_start_round(o))
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
        self.log_clock("hand-over");
    }
}
