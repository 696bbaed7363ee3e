//! One adventure or arena fight on screen: the events shown one by one
//! (dice drawn, then a short sentence), the person's choices as a menu (each
//! roll with its pool and chance before it is made), and the computer
//! playing the companions and the foes in slices.

use alloc::collections::VecDeque;
use alloc::string::String;
use alloc::vec::Vec;

use agb::input::Button;
use tabletop_core::contract::{Level, Turn, mix};
use tabletop_core::sgs::arena::{Action, Phase, Side};
use tabletop_core::sgs::quest::{QAction, QPhase};

use super::menu::{self, Item};
use super::mode::{AnyBot, Mode};
use super::view::View;
use super::words::{self, DiceRow, Names, Shown};
use crate::app::App;
use crate::audio::Sfx;
use crate::pause::Pause;

/// How a game screen was left.
pub enum Left {
    /// Played to its end.
    Over,
    /// Quit from the pause menu.
    Quit,
}

/// The computer's level for the companions and the foes unless set.
pub const LEVEL: Level = Level::Normal;
/// Frames before an automatic step.
const AUTO_PAUSE: u32 = 8;

/// The state of the play screen.
pub struct Play {
    /// The game.
    pub mode: Mode,
    pub(super) queue: VecDeque<Shown>,
    pub(super) hold: u32,
    pub(super) rows: Vec<DiceRow>,
    pub(super) story: VecDeque<String>,
    pub(super) scene: u8,
    names: Names,
    pub(super) items: Vec<Item>,
    pub(super) prompt: String,
    pub(super) cursor: usize,
    pub(super) walking: bool,
    fresh: bool,
    bot: Option<AnyBot>,
    waited: u32,
    dirty: bool,
    /// What is drawn, region by region.
    view: View,
    /// Some region still waits to be drawn.
    behind: bool,
    seed: u64,
    /// The computer's level for the foes (and, in the benchmark, everyone).
    pub level: Level,
    /// The computer's level for the person's companions.
    pub companions: Level,
    /// The computer plays every hero too (the benchmark).
    pub computer_only: bool,
    /// Computer decisions played so far.
    pub decisions: u32,
}

impl Play {
    /// A play screen for `mode`.
    pub fn new(mode: Mode, seed: u64) -> Play {
        Play {
            scene: mode.quest().map_or(0, |q| q.scene()),
            mode,
            queue: VecDeque::new(),
            hold: 0,
            rows: Vec::new(),
            story: VecDeque::new(),
            names: Names {
                heroes: Vec::new(),
                fighters: Vec::new(),
                scene: 0,
                duel: [(0, 0); 2],
            },
            items: Vec::new(),
            prompt: String::new(),
            cursor: 0,
            walking: false,
            fresh: false,
            bot: None,
            waited: 0,
            dirty: true,
            view: View::new(),
            behind: true,
            seed,
            level: LEVEL,
            companions: LEVEL,
            computer_only: false,
            decisions: 0,
        }
    }

    fn refresh_names(&mut self) {
        if let Some(q) = self.mode.quest() {
            self.names.heroes = q
                .heroes()
                .iter()
                .map(|h| String::from(h.ch.name()))
                .collect();
            self.names.scene = q.scene();
        }
        if let Some(a) = self.mode.arena() {
            self.names.fighters = a
                .fighters()
                .iter()
                .map(|f| String::from(f.ch.name()))
                .collect();
        }
    }

    /// The heroes' pools for the scene's test (the contest's row).
    fn pools(&self) -> Vec<u8> {
        self.mode.quest().map_or(Vec::new(), |q| {
            let test = menu::scene_test(q.scene());
            q.heroes()
                .iter()
                .map(|h| test.map_or(0, |t| menu::pool(&h.ch, t)))
                .collect()
        })
    }

    fn act(&mut self, app: &mut App, a: QAction, by: &str) -> bool {
        self.refresh_names();
        let pools = self.pools();
        let mut events = Vec::new();
        match self.mode.apply(a, &mut events, by) {
            Ok(()) => {
                for e in &events {
                    let s = words::quest(e, &mut self.names, &pools);
                    self.queue.push_back(s);
                }
                self.bot = None;
                self.fresh = false;
                self.waited = 0;
                true
            }
            Err(e) => {
                self.say(&e);
                app.sfx(Sfx::Error);
                false
            }
        }
    }

    fn say(&mut self, line: &str) {
        if line.is_empty() {
            return;
        }
        agb::println!("sgs: says {}", line);
        self.story.push_back(String::from(line));
        while self.story.len() > 2 {
            self.story.pop_front();
        }
        self.dirty = true;
    }

    fn show(&mut self, s: Shown) {
        if let Some(sc) = s.scene {
            self.scene = sc;
            self.rows.clear();
            self.story.clear();
        }
        if let Some(r) = s.rows {
            if r.is_empty() || self.rows.len() >= 2 {
                self.rows.clear();
            }
            self.rows.extend(r);
        }
        if let Some((who, face, result)) = s.bonus
            && let Some(r) = self.rows.iter_mut().find(|r| r.who == who)
        {
            r.faces.push(face);
            r.result = result;
        }
        let line = s.line;
        self.say(&line);
        self.hold = s.hold;
        self.dirty = true;
    }

    fn set_menu(&mut self) {
        self.fresh = true;
        self.walking = false;
        self.cursor = 0;
        let (prompt, items) = menu::build(&self.mode);
        agb::println!("sgs: prompt {}", prompt);
        for (i, it) in items.iter().enumerate() {
            agb::println!("sgs: item {} {}", i, it.text);
        }
        self.prompt = prompt;
        self.items = items;
        self.dirty = true;
    }

    fn decision_seed(&self) -> u64 {
        mix(self.seed ^ mix(self.mode.dice_state()))
    }

    /// One frame of logic; `Some` once the screen is left.
    fn update(&mut self, app: &mut App) -> Option<Left> {
        let fast = app.input.is_pressed(Button::R);
        if self.hold > 0 {
            let skip = app.input.is_just_pressed(Button::A) || app.input.is_just_pressed(Button::B);
            self.hold = if skip {
                0
            } else {
                self.hold.saturating_sub(if fast { 4 } else { 1 })
            };
            if self.hold == 0 {
                self.dirty = true;
            }
            return None;
        }
        if let Some(s) = self.queue.pop_front() {
            self.show(s);
            return None;
        }
        let turn = self.mode.turn();
        if turn == Turn::Over {
            return Some(Left::Over);
        }
        if !self.computer_only && self.mode.person_decides() {
            if !self.fresh {
                self.set_menu();
                // The game (the adventure or an arena fight) is suspended
                // where the person decides.
                match &self.mode {
                    Mode::Quest(q) => crate::save::after_action(app, &**q, true),
                    Mode::Arena(a) => crate::save::after_action(app, &**a, true),
                }
            }
            self.person(app);
            return None;
        }
        if !self.items.is_empty() {
            self.items.clear();
            self.prompt.clear();
            self.dirty = true;
        }
        if turn == Turn::Auto {
            self.waited += 1;
            let due = self.waited >= AUTO_PAUSE || fast || app.input.is_pressed(Button::B);
            if due && let Some(&a) = self.mode.legal().first() {
                self.act(app, a, "auto");
            }
            return None;
        }
        if self.bot.is_none() {
            self.bot = Some(self.mode.bot(self.bot_level(), self.decision_seed()));
        }
        let decided = self.bot.as_mut().and_then(|b| b.step(&self.mode));
        if let Some(a) = decided {
            self.decisions += 1;
            self.act(app, a, "computer");
        }
        None
    }

    fn person(&mut self, app: &mut App) {
        if self.walking {
            let dir = [
                (Button::Up, 0u8),
                (Button::Right, 2),
                (Button::Down, 4),
                (Button::Left, 6),
            ]
            .iter()
            .find(|(b, _)| app.input.is_just_pressed(*b))
            .map(|&(_, d)| d);
            if let Some(d) = dir
                && self.act(app, QAction::Fight(Action::Step(d)), "person")
            {
                self.walking = true;
                self.fresh = true;
            }
            if app.input.is_just_pressed(Button::A) || app.input.is_just_pressed(Button::B) {
                self.set_menu();
            }
            return;
        }
        let dy = app.input.just_pressed_y_tri() as i32;
        if dy != 0 && !self.items.is_empty() {
            self.cursor = crate::options_list::cycle(self.cursor, dy, self.items.len());
            app.sfx(Sfx::Select);
            self.dirty = true;
        }
        if app.input.is_just_pressed(Button::Select) {
            let hint = menu::hint(&self.mode, &self.items);
            agb::println!("sgs: hint {}", hint);
            self.cursor = hint;
            self.dirty = true;
        }
        if !app.input.is_just_pressed(Button::A) {
            return;
        }
        let Some(item) = self.items.get(self.cursor).cloned() else {
            return;
        };
        app.sfx(Sfx::Select);
        agb::println!("sgs: picked {}", item.text);
        match item.action {
            menu::Pick::Act(a) => {
                self.act(app, a, "person");
            }
            menu::Pick::Walk => {
                self.walking = true;
                self.items.clear();
                self.prompt = String::from("Walk with the + pad.");
                self.dirty = true;
            }
            menu::Pick::Computer => {
                self.items.clear();
                self.prompt.clear();
                let mut bot = self.mode.bot(self.level, self.decision_seed());
                // The thinker works in slices over the next frames.
                self.bot = None;
                let mut frames = 0;
                loop {
                    frames += 1;
                    if let Some(a) = bot.step(&self.mode) {
                        self.act(app, a, "helper");
                        break;
                    }
                    if frames > 600 {
                        break;
                    }
                    self.frame(app);
                }
                self.fresh = false;
            }
        }
    }

    /// The level of whoever the computer decides for now: a companion (the
    /// heroes' side) or a foe.
    fn bot_level(&self) -> Level {
        let medic = self
            .mode
            .quest()
            .is_some_and(|q| matches!(q.phase(), QPhase::Treat { .. }));
        let ours = medic
            || self.mode.arena().is_some_and(|a| match a.phase() {
                Phase::Turn { who } => a.fighter(who).side == Side::A,
                Phase::Boxcars { side } => side == Side::A,
                _ => false,
            });
        if ours { self.companions } else { self.level }
    }

    /// True while a computer decision is being worked out.
    #[cfg_attr(not(feature = "bench"), allow(dead_code))]
    pub fn is_thinking(&self) -> bool {
        self.bot.is_some()
    }

    /// Draws the screen if something changed (before the frame is shown).
    pub fn draw_if_dirty(&mut self, app: &mut App) {
        if self.dirty || self.behind {
            self.dirty = false;
            let mut view = core::mem::replace(&mut self.view, View::new());
            self.behind = !view.draw(self, &mut app.text, &app.glyphs);
            self.view = view;
        }
    }

    /// One frame of logic; `Some` once the game is over or left.
    #[cfg_attr(not(feature = "bench"), allow(dead_code))]
    pub fn step(&mut self, app: &mut App) -> Option<Left> {
        self.update(app)
    }

    fn frame(&mut self, app: &mut App) {
        crate::save::flush(app);
        self.draw_if_dirty(app);
        let mut frame = app.gfx.frame();
        app.text.show(&mut frame);
        frame.commit();
        app.next_frame();
    }
}

/// Plays `mode` with the companions at `companions` (the foes at Normal)
/// until it ends or the person quits; the game as it ended.
pub fn run(app: &mut App, mode: Mode, seed: u64, companions: Level) -> (Left, Mode) {
    let mut p = Play::new(mode, seed);
    p.companions = companions;
    let left = play_on(app, &mut p);
    (left, p.mode)
}

fn play_on(app: &mut App, p: &mut Play) -> Left {
    if let Some(q) = p.mode.quest() {
        p.scene = q.scene();
    }
    loop {
        p.frame(app);
        if app.input.is_just_pressed(Button::Start) {
            match crate::pause::pause(app, "sgs", &super::help::PAGES) {
                Pause::Resume => {
                    p.view.invalidate();
                    p.dirty = true;
                }
                Pause::Quit => return Left::Quit,
            }
            continue;
        }
        if let Some(left) = p.update(app) {
            return left;
        }
    }
}
