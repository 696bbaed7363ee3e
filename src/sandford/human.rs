//! A person's decision for one hero: a small menu of the legal choices, then a
//! cursor for where to move or a target to pick. Everything is worked out once
//! per decision (`Ui::new`), never per frame.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;

use agb::input::Button;
use tabletop_core::sandford::heapless;
use tabletop_core::sandford::{Action, Cell, Game, MAP_SIZE, MAX_ACTIONS, Ring, Skill};

use super::map::Camera;
use super::marks;
use super::words;
use crate::app::App;
use crate::audio::Sfx;

mod door;
mod end;
mod goals;
mod guide;
mod place;
mod view;
use guide::target_cell;
#[cfg(test)]
pub(super) use view::aim_words;

/// What the person decided.
pub enum Cmd {
    /// Try this action.
    Apply(Action),
    /// Hand the round to another human hero.
    Switch,
    /// Hot seat: this hero's person is done for this heroes' turn (the
    /// other people play on); the action ends the hero's round.
    Done(Action),
}

#[derive(Clone, Copy)]
enum What {
    Move,
    Target(Skill),
    Apply(Action),
    Buy,
    Rings,
    Switch,
    Look,
    /// "End turn" while another hero can still take a round: asked first.
    AskEnd,
    /// Hot seat: "Yes": only this hero's person is done.
    Done,
    /// Back to the main menu.
    Back,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Menu,
    Sub,
    Moving,
    Targeting,
    Looking,
}

/// The state of one human decision.
pub struct Ui {
    /// The hero deciding.
    pub hero: u8,
    mode: Mode,
    entries: Vec<(String, What)>,
    sel: usize,
    legal: Box<heapless::Vec<Action, MAX_ACTIONS>>,
    reach: Vec<Cell>,
    targets: Vec<(Cell, Action)>,
    tsel: usize,
    /// The skill being aimed, its range in inches and the range's outline.
    aim: Option<(Skill, i16)>,
    ring: Vec<(Cell, u8)>,
    /// The map cursor.
    pub cursor: Cell,
    dirty: bool,
    drawn: Option<(i32, i32, i32, i32)>,
    repeat: u32,
    can_switch: bool,
    title: String,
    goals: Option<Vec<Cell>>,
    goal: Option<usize>,
    /// Why Move is missing from the menu, when a monster holds the hero.
    held: Option<String>,
    /// Other heroes with rounds left (now or after this one): "End turn"
    /// ends theirs too, so it asks first.
    others: usize,
    /// Hot seat: other people's heroes who can still take a round. While
    /// there are some, "End Hero 1's turn" ends only this hero's (the
    /// playtest: one child's "End turn" ended the other child's go too).
    people_left: usize,
    /// The question heading the menu instead of the title, while asked
    /// (or what a list's choices cost).
    question: Option<String>,
    /// The hint pointed at staying put: A on the hero's own cell takes it.
    stay_hinted: bool,
    /// "Learn to play": the choice the guide asks for, and its cell (where
    /// a move goes, or the target): the hand stays on it, or on the menu's
    /// line that leads to it, wherever the cursor goes.
    asked: Option<(Action, Option<Cell>)>,
    /// "Learn to play": where the hand was last drawn (x, y on the screen),
    /// logged when it changes.
    /// What the menu box last covered (logged when it changes).
    box_said: Option<(i32, i32, bool)>,
    /// The door of the shop the hero stands beside (not in): flashed on the
    /// map, and said, on the menu.
    door: Option<Cell>,
    /// A word for the line under the map (a press that did nothing says why).
    pub said: Option<&'static str>,
    #[allow(clippy::type_complexity)]
    hand_at: core::cell::Cell<Option<(crate::hand::Guide, (i32, i32))>>,
}

fn skill_of(a: &Action) -> Option<Skill> {
    match a {
        Action::Attack { .. } => Some(Skill::Attack),
        Action::Magic { .. } => Some(Skill::Magic),
        Action::Ranged { .. } => Some(Skill::Ranged),
        Action::Heal { .. } => Some(Skill::Heal),
        Action::Inspire { .. } => Some(Skill::Inspire),
        _ => None,
    }
}

fn skill_name(k: Skill) -> &'static str {
    match k {
        Skill::Attack => "Attack",
        Skill::Magic => "Magic",
        Skill::Ranged => "Shoot",
        Skill::Heal => "Heal",
        Skill::Inspire => "Inspire",
    }
}

impl Ui {
    /// Works out what hero `hero` may do now (of `all` the legal choices);
    /// `can_switch` offers handing the round to another person's hero;
    /// `title` heads the menu (whose turn); `people_left` counts the other
    /// people's heroes still playing this heroes' turn (hot seat), `done`
    /// the heroes (a bit each) whose people ended their turn.
    pub fn new(
        game: &Game,
        all: &[Action],
        hero: u8,
        can_switch: bool,
        title: String,
        (people_left, done): (usize, u8),
    ) -> Ui {
        let mut legal: Box<heapless::Vec<Action, MAX_ACTIONS>> = Box::new(heapless::Vec::new());
        let mine = all
            .iter()
            .filter(|a| a.hero() == Some(hero) || **a == Action::EndTurn);
        legal.extend(mine.copied());
        let mut reach: Vec<Cell> = legal
            .iter()
            .filter_map(|a| match a {
                Action::Move { to, .. } => Some(*to),
                _ => None,
            })
            .collect();
        let cursor = game
            .heroes()
            .get(hero as usize)
            .map(|h| h.cell)
            .unwrap_or_default();
        let held = super::held::check(game, hero, &mut reach, cursor);
        let door = door::door(game, hero, &reach);
        if let Some(d) = door {
            agb::println!(
                "sandford: door at={},{} hero={},{}",
                d.x,
                d.y,
                cursor.x,
                cursor.y
            );
        }
        let others = (0..game.heroes().len() as u8)
            .filter(|&h| {
                let left = game.heroes()[h as usize].rounds_left > 0;
                h != hero && done & (1 << h) == 0 && game.heroes()[h as usize].alive() && left
            })
            .count();
        let mut ui = Ui {
            hero,
            mode: Mode::Menu,
            entries: Vec::new(),
            sel: 0,
            legal,
            reach,
            targets: Vec::new(),
            tsel: 0,
            aim: None,
            ring: Vec::new(),
            cursor,
            dirty: true,
            drawn: None,
            repeat: 0,
            can_switch: can_switch && game.pending_hero().is_none(),
            title,
            goals: None,
            goal: None,
            held,
            others,
            people_left,
            question: None,
            stay_hinted: false,
            asked: None,
            box_said: None,
            door,
            said: None,
            hand_at: core::cell::Cell::new(None),
        };
        ui.main_menu();
        let mut items = String::new();
        for (i, (label, _)) in ui.entries.iter().enumerate() {
            if i > 0 {
                items.push(',');
            }
            items.push_str(label);
        }
        agb::println!("sandford: menu hero={} items={}", hero, items);
        ui
    }

    fn main_menu(&mut self) {
        self.mode = Mode::Menu;
        self.question = None;
        self.stay_hinted = false;
        self.entries.clear();
        if !self.reach.is_empty() {
            self.entries.push((String::from("Move"), What::Move));
        }
        for k in [
            Skill::Attack,
            Skill::Magic,
            Skill::Ranged,
            Skill::Heal,
            Skill::Inspire,
        ] {
            if self.legal.iter().any(|a| skill_of(a) == Some(k)) {
                self.entries
                    .push((String::from(skill_name(k)), What::Target(k)));
            }
        }
        let mut nothing = None;
        let (mut buy, mut rings) = (false, false);
        for a in self.legal.iter() {
            match a {
                Action::Buy { .. } => buy = true,
                Action::Advance { .. } => rings = true,
                Action::Nothing { .. } => nothing = Some(*a),
                Action::Repair { .. } => {
                    self.entries
                        .push((String::from("Repair shop"), What::Apply(*a)));
                }
                _ => {}
            }
        }
        if buy {
            self.entries.push((String::from("Buy..."), What::Buy));
        }
        if rings {
            self.entries.push((String::from("Rings..."), What::Rings));
        }
        if let Some(a) = nothing {
            self.entries
                .push((String::from("Do nothing"), What::Apply(a)));
        }
        if self.can_switch {
            self.entries
                .push((String::from("Other hero"), What::Switch));
        }
        self.entries.push((String::from("Look around"), What::Look));
        if self.legal.contains(&Action::EndTurn) {
            // Always asked, so it is the same every turn: ending the heroes'
            // turn brings the monsters (or the next wave). In hot seat, while
            // another person still plays, it names whose turn it ends.
            let label = if self.people_left > 0 {
                words::end_own_turn(self.hero)
            } else {
                String::from("End turn")
            };
            self.entries.push((label, What::AskEnd));
        }
        self.sel = self.sel.min(self.entries.len().saturating_sub(1));
        self.dirty = true;
    }

    fn sub_menu(&mut self, game: &Game, buy: bool) {
        self.entries.clear();
        let cell = game.heroes()[self.hero as usize].cell;
        let shop = game
            .building_at(cell)
            .map(|b| &game.buildings()[b as usize]);
        for a in self.legal.iter() {
            let label = match (a, buy) {
                (Action::Buy { die, .. }, true) => shop
                    .and_then(|s| s.stock.get(*die as usize))
                    .map(|d| words::die_does(*d))
                    .unwrap_or_default(),
                (Action::Advance { ring, .. }, false) => {
                    let mut s = String::from(words::ring(*ring));
                    if Ring::OPTIONAL.contains(ring) {
                        s.push('*');
                    }
                    s.push_str(": ");
                    s.push_str(super::rings::does(*ring));
                    s
                }
                _ => continue,
            };
            self.entries.push((label, What::Apply(*a)));
        }
        // What it costs, and what the hero has (the playtest: no price was
        // shown). On paper a shop's die is free; a ring costs 1 kill more
        // than the rings the hero has.
        let price = if buy {
            String::from("Free! Take one:")
        } else {
            let hero = &game.heroes()[self.hero as usize];
            words::ring_price(hero.rings.len() as u8 + 1, hero.kills)
        };
        agb::println!("sandford: list says {}", price);
        self.question = Some(price);
        self.mode = Mode::Sub;
        self.sel = 0;
        self.dirty = true;
        self.cursor_to_hand();
    }

    /// "Learn to play": a list opens with its pointer on the hand's line,
    /// so that the hand, the pointer and the line A takes agree (the
    /// playtest: the list opened at its top, the hand two lines down, and
    /// A there said "Not that one!"). Logged for the tests.
    fn cursor_to_hand(&mut self) {
        if let Some(i) = self.hand_line() {
            self.sel = i;
            agb::println!("sandford: guide hand line={}", i);
            agb::println!("sandford: list opens cursor={} hand={}", self.sel, i);
        }
    }

    fn dpad(&mut self, app: &App) -> (i16, i16) {
        let v = app.input.just_pressed_vector::<i32>();
        if v.x != 0 || v.y != 0 {
            self.repeat = 0;
            return (v.x as i16, v.y as i16);
        }
        let (x, y) = (app.input.x_tri() as i16, app.input.y_tri() as i16);
        if x == 0 && y == 0 {
            self.repeat = 0;
            return (0, 0);
        }
        self.repeat += 1;
        if self.repeat > 12 && self.repeat.is_multiple_of(3) {
            (x, y)
        } else {
            (0, 0)
        }
    }

    fn move_cursor(&mut self, app: &App) {
        let (dx, dy) = self.dpad(app);
        self.cursor = Cell::new(
            (self.cursor.x + dx).clamp(0, MAP_SIZE - 1),
            (self.cursor.y + dy).clamp(0, MAP_SIZE - 1),
        );
    }

    /// One frame of input; the camera follows what the person looks at.
    pub fn update(&mut self, app: &mut App, game: &Game, cam: &mut Camera) -> Option<Cmd> {
        let a = app.input.is_just_pressed(Button::A);
        let b = app.input.is_just_pressed(Button::B);
        let hero_cell = game.heroes()[self.hero as usize].cell;
        match self.mode {
            Mode::Menu | Mode::Sub => {
                cam.follow(hero_cell, 1);
                let dy = app.input.just_pressed_y_tri() as i32;
                if dy != 0 && !self.entries.is_empty() {
                    self.sel =
                        (self.sel as i32 + dy).rem_euclid(self.entries.len() as i32) as usize;
                    self.dirty = true;
                    app.sfx(Sfx::Select);
                }
                if b && self.mode == Mode::Sub {
                    self.main_menu();
                    app.sfx(Sfx::Select);
                } else if a {
                    let what = self.entries.get(self.sel).map(|e| e.1)?;
                    app.sfx(Sfx::Select);
                    return self.activate(game, what, hero_cell);
                }
            }
            Mode::Moving | Mode::Looking => {
                self.move_cursor(app);
                if self.mode == Mode::Moving {
                    self.jump(app, game);
                }
                cam.keep(self.cursor);
                // A on the hero's own cell moves nowhere: a word, and the
                // cursor stays (a double press of A must not use up the move).
                let home = a
                    && self.mode == Mode::Moving
                    && self.cursor == hero_cell
                    && !self.stays_at(hero_cell);
                if home {
                    // Said, not done: the cursor stays for another square.
                    agb::println!("sandford: move to its own cell: told");
                    app.sfx(Sfx::Error);
                    self.said = Some(words::HERE);
                } else if b || (a && self.mode == Mode::Looking) {
                    self.main_menu();
                } else if a {
                    let to = self.cursor;
                    return Some(Cmd::Apply(Action::Move {
                        hero: self.hero,
                        to,
                    }));
                }
            }
            Mode::Targeting => {
                let (dx, dy) = (
                    app.input.just_pressed_x_tri() as i32,
                    app.input.just_pressed_y_tri() as i32,
                );
                let n = self.targets.len().max(1) as i32;
                if dx + dy != 0 {
                    self.tsel = (self.tsel as i32 + (dx + dy).signum()).rem_euclid(n) as usize;
                    app.sfx(Sfx::Select);
                }
                if let Some((c, _)) = self.targets.get(self.tsel) {
                    self.cursor = *c;
                }
                cam.follow(self.cursor, 1);
                if b {
                    self.main_menu();
                } else if a {
                    return self.targets.get(self.tsel).map(|t| Cmd::Apply(t.1));
                }
            }
        }
        None
    }

    /// The person is looking around the map (no one's go: the hourglass
    /// waits).
    pub fn looking(&self) -> bool {
        self.mode == Mode::Looking
    }

    /// A on the hero's own square stays there (the hint or the guide
    /// asked for staying put); else it is refused with a word.
    pub(super) fn stays_at(&self, hero_cell: Cell) -> bool {
        let asked = matches!(self.asked, Some((Action::Move { to, .. }, _)) if to == hero_cell);
        self.stay_hinted || asked
    }

    /// Points at `action` (a hint): a move opens the cursor on its cell, a
    /// skill its targets with that one chosen, anything else is chosen on the
    /// menu (or its Buy/Rings list). A confirms it as usual.
    pub fn point_at(&mut self, game: &Game, action: Action) {
        let hero_cell = game.heroes()[self.hero as usize].cell;
        self.main_menu();
        match action {
            Action::Move { to, .. } => {
                self.activate(game, What::Move, hero_cell);
                self.cursor = to;
                // The hint's own choice: staying put is taken as pointed at.
                self.stay_hinted = to == hero_cell;
            }
            _ if skill_of(&action).is_some() => {
                if let Some(k) = skill_of(&action) {
                    self.activate(game, What::Target(k), hero_cell);
                }
                if let Some(i) = self.targets.iter().position(|t| t.1 == action) {
                    self.tsel = i;
                    self.cursor = self.targets[i].0;
                }
            }
            Action::Buy { .. } | Action::Advance { .. } => {
                self.sub_menu(game, matches!(action, Action::Buy { .. }));
                self.select(action);
            }
            _ => self.select(action),
        }
        self.dirty = true;
    }

    /// Puts the menu's pointer on the entry that applies `action`.
    fn select(&mut self, action: Action) {
        if let Some(i) = self.entries.iter().position(|e| match e.1 {
            What::Apply(a) => a == action,
            What::AskEnd => action == Action::EndTurn,
            _ => false,
        }) {
            self.sel = i;
        }
    }

    fn activate(&mut self, game: &Game, what: What, hero_cell: Cell) -> Option<Cmd> {
        match what {
            What::Apply(a) => return Some(Cmd::Apply(a)),
            What::Switch => return Some(Cmd::Switch),
            What::Back => self.main_menu(),
            What::Done => return Some(Cmd::Done(self.round_end())),
            What::AskEnd if self.people_left > 0 => self.ask_own_end(),
            What::AskEnd => self.ask_end(),
            What::Buy => self.sub_menu(game, true),
            What::Rings => self.sub_menu(game, false),
            What::Move | What::Look => {
                self.mode = if matches!(what, What::Move) {
                    Mode::Moving
                } else {
                    Mode::Looking
                };
                self.cursor = hero_cell;
                self.dirty = true;
            }
            What::Target(k) => {
                self.targets.clear();
                for a in self.legal.iter().filter(|a| skill_of(a) == Some(k)) {
                    if let Some(c) = target_cell(game, *a) {
                        self.targets.push((c, *a));
                    }
                }
                self.tsel = 0;
                let range = game.skill_range(self.hero, k);
                self.aim = Some((k, range));
                self.ring = marks::outline(hero_cell, range, k == Skill::Attack);
                // The line under the map names the first target as the
                // cursor lands on it.
                let first = self
                    .targets
                    .first()
                    .map(|t| words::cell_info(game, t.0))
                    .unwrap_or_default();
                agb::println!(
                    "sandford: aim {} range={} outline={} targets={} first={}",
                    skill_name(k),
                    range,
                    self.ring.len(),
                    self.targets.len(),
                    first
                );
                self.mode = Mode::Targeting;
                self.dirty = true;
            }
        }
        None
    }
}
