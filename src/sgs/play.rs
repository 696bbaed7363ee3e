//! One adventure or arena fight on screen, on the shared turn driver
//! ([`crate::turn`]): each event shown as its dice and then a short sentence,
//! the person's choices as a menu (each roll with its pool and chance before
//! it is made), and the computer playing the companions and the foes. The
//! driver decides whose turn it is, paces, applies, logs and saves.

use alloc::boxed::Box;
use alloc::collections::VecDeque;
use alloc::string::String;
use alloc::vec::Vec;

use agb::display::GraphicsFrame;
use agb::input::Button;
use tabletop_core::contract::{Level, Rules};
use tabletop_core::sgs::arena::Action;
use tabletop_core::sgs::quest::{QAction, QIllegal};
use tabletop_core::sgs::{Game, GameThinker};

use super::menu::{self, Item};
use super::view::View;
use super::words::{self, DiceRow, Names};
use crate::app::App;
use crate::audio::Sfx;
use crate::screen::{self, Ended, NoProbe};
use crate::seat::Seat;
use crate::text::{Canvas, Glyphs};
use crate::turn::{self, Front, Input, Shown, Turn};
use tabletop_core::contract::Turn as Whose;

/// Frames new dice tumble before they settle and their words are said
/// (half a second: the playtest saw the real game's dice roll for only
/// about 8 frames, A pressed to go on hurrying them).
pub const TUMBLE: u32 = 30;

/// Frames the computer waits before each of its decisions in a fight
/// (each step of a walk is one): the monsters' turn is quick to watch (the
/// playtest: it took about 40 seconds, with nothing to press).
pub const FIGHT_AI_PAUSE: u32 = 4;

/// The computer's level for the companions and the foes unless set.
pub const LEVEL: Level = Level::Easy;

/// Said when B is pressed at a choice: it does nothing there (the
/// playtest: B did nothing, with no word why).
pub const B_HERE: &str = "{3}B does nothing here: pick with A.";

/// A game of the Simple Game System being played.
pub type Play = Turn<Story>;

/// What the Simple Game System shows of a game: the scene, the dice rows,
/// the story lines, the menu.
pub struct Story {
    pub(super) rows: Vec<DiceRow>,
    /// How many of each row's faces have settled (the rest still tumble).
    pub(super) settled: Vec<usize>,
    /// Frames the new dice still tumble before they settle.
    pub(super) tumble: u32,
    /// Counts up while dice tumble: which faces they flash.
    pub(super) spin: u8,
    /// Lines said once the dice settle (the words come after the dice).
    pub(super) pending: Vec<String>,
    /// Fighters who threw initiative since the last turn began (a bit
    /// each): a second throw is their bonus dice, the next turn the first.
    pub(super) rolled: u32,
    /// Their initiative rows, the latest of each: the first to act shows
    /// its row again with the words that say it goes first.
    pub(super) thrown: Vec<DiceRow>,
    /// This round's order throws (fighter, result), as the first turn
    /// was said.
    pub(super) order: Vec<(u8, i8)>,
    /// The result of the moment acting now (a turn at the same result is
    /// said as its tie).
    pub(super) moment: Option<i8>,
    pub(super) story: VecDeque<String>,
    pub(super) scene: u8,
    pub(super) names: Names,
    /// The heroes' pools for the scene's test, before the action (the
    /// contest's row).
    pub(super) pools: Vec<u8>,
    pub(super) items: Vec<Item>,
    pub(super) prompt: String,
    pub(super) cursor: usize,
    pub(super) walking: bool,
    pub(super) dirty: bool,
    /// What is drawn, region by region.
    pub(super) view: View,
    /// Some region still waits to be drawn.
    pub(super) behind: bool,
    /// A step pressed while the last one was still shown: taken next (a
    /// press is never lost while a piece moves).
    pub(super) queued: Option<u8>,
    /// Why the step pressed is refused (in a child's words), then the
    /// refusal said, taken away once something is played.
    pub(super) refusal: Option<String>,
    /// The last blow's dice were told (hit or missed): they go when the
    /// next choice is asked.
    pub(super) settled_blow: bool,
    /// The hero just hurt outside a fight: the roll that follows is their
    /// Tough roll to stay up.
    pub(super) hurt: Option<u8>,
    /// Events are being shown: the prompt and the menu wait.
    pub(super) busy: bool,
    /// The computer's level for the foes (and, in the benchmark, everyone).
    pub level: Level,
    /// The computer's level for the person's companions.
    pub companions: Level,
    /// The computer plays every hero too (the benchmark).
    pub computer_only: bool,
    /// How many of the first heroes people play (at least one).
    pub people: u8,
    /// The console waits to be passed to the next person.
    pub(super) passing: bool,
    /// "Learn to play": the step the guide asks for, and its sentence.
    pub(super) guided: Option<(QAction, String)>,
    /// Where the guide's hand points.
    pub(super) hand: Option<super::guide::Hand>,
    /// Lines an event says later, each once its frame of the event has
    /// come (or when it ends), in order: a roll's words after its first X
    /// is read, a hit after its tie, what the wound squares are after the
    /// first wound.
    pub(super) later: Vec<(u32, String)>,
    /// What the red wound squares are was said (once a game).
    pub(super) wounds_told: bool,
    /// The 1s taking a roll's every success away were said (once a game).
    pub(super) ones_told: bool,
    /// What a chance "N in 10" means was said (once, in a guided game).
    pub(super) chance_told: bool,
    /// Who Maud is was said (once a game, where she is first named).
    pub(super) maud_told: bool,
    /// The fight and the heroes as the screen shows them: the game between
    /// actions, each event's change as it is shown.
    pub(super) seen: super::seen::Seen,
    /// The fight's monsters (its side B), a bit each.
    pub(super) foes: u32,
    /// What Tough is was said (once a game, the first time it is rolled).
    pub(super) tough_told: bool,
    /// A blow's change to the screen (its wound squares) kept until its
    /// words are said at this frame of the event (after its tie).
    pub(super) follow_later: Option<(u32, tabletop_core::sgs::quest::QEvent)>,
}

impl Story {
    /// A screen for `game`.
    pub fn new(game: &Game) -> Story {
        let mut story = VecDeque::new();
        // The arena's first round has no round event: its question is asked
        // here, before its initiative dice (later rounds ask it themselves).
        let first = game.arena().is_some_and(|a| {
            a.round() == 1
                && matches!(
                    a.phase(),
                    tabletop_core::sgs::arena::Phase::Initiative { next: 0 }
                )
        });
        if first {
            story.push_back(String::from("{3}Round 1: who goes first?"));
        }
        Story {
            scene: game.quest().map_or(0, |q| q.scene()),
            rows: Vec::new(),
            settled: Vec::new(),
            tumble: 0,
            spin: 0,
            pending: Vec::new(),
            rolled: 0,
            thrown: Vec::new(),
            order: Vec::new(),
            moment: None,
            story,
            names: Names {
                heroes: Vec::new(),
                fighters: Vec::new(),
                scene: 0,
                duel: [(0, 0); 2],
                actor: 0,
            },
            pools: Vec::new(),
            items: Vec::new(),
            prompt: String::new(),
            cursor: 0,
            walking: false,
            dirty: true,
            view: View::new(),
            behind: true,
            hurt: None,
            queued: None,
            refusal: None,
            settled_blow: false,
            busy: false,
            level: LEVEL,
            companions: LEVEL,
            computer_only: false,
            people: 1,
            passing: false,
            guided: None,
            hand: None,
            later: Vec::new(),
            wounds_told: false,
            ones_told: false,
            chance_told: false,
            maud_told: false,
            seen: super::seen::Seen::of(game),
            foes: 0,
            tough_told: false,
            follow_later: None,
        }
    }

    /// The hero whose person decides now, if a person does.
    fn person(&self, game: &Game) -> Option<u8> {
        if self.computer_only {
            return None;
        }
        super::mode::person(game, self.people)
    }

    /// Hero `h`'s name.
    fn hero_name(game: &Game, h: u8) -> String {
        let name = match game {
            Game::Adventure(q) => q.heroes().get(usize::from(h)).map(|x| x.ch.name()),
            Game::Arena(a) => a.fighters().get(usize::from(h)).map(|f| f.ch.name()),
        };
        String::from(name.unwrap_or(""))
    }

    /// The names and pools the next action's events are told with, as the
    /// game stands before it.
    fn remember(&mut self, game: &Game) {
        if let Some(q) = game.quest() {
            self.names.heroes = q
                .heroes()
                .iter()
                .map(|h| String::from(h.ch.name()))
                .collect();
            self.names.scene = q.scene();
            let test = menu::scene_test(q.scene());
            self.pools = q
                .heroes()
                .iter()
                .map(|h| test.map_or(0, |t| menu::pool(&h.ch, t)))
                .collect();
        }
        if let Some(a) = game.arena() {
            self.names.fighters = super::words::fighter_names(a);
            self.foes = a
                .fighters()
                .iter()
                .enumerate()
                .filter(|(_, f)| f.side == tabletop_core::sgs::Side::B)
                .fold(0, |m, (i, _)| m | 1 << (i % 32));
        }
    }

    pub(super) fn say(&mut self, line: &str) {
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

    pub(super) fn set_menu(&mut self, game: &Game, g: &Glyphs) {
        self.walking = false;
        self.queued = None;
        self.cursor = 0;
        if core::mem::take(&mut self.settled_blow) {
            self.rows.clear();
            self.settled.clear();
        }
        // With several people every prompt says whose choice it is.
        let who = (self.people >= 2)
            .then(|| self.person(game))
            .flatten()
            .map(|h| Self::hero_name(game, h));
        let (prompt, items) = menu::build(game, who.as_deref(), g);
        agb::println!("sgs: prompt {}", prompt);
        for (i, it) in items.iter().enumerate() {
            agb::println!("sgs: item {} {}", i, it.text);
        }
        self.prompt = prompt;
        self.items = items;
        self.dirty = true;
    }

    /// Draws the screen if something changed (before the frame is shown).
    fn draw_if_dirty(&mut self, app: &mut App, game: &Game) {
        if self.dirty || self.behind {
            self.dirty = false;
            let mut view = core::mem::replace(&mut self.view, View::new());
            self.behind = !view.draw(self, game, &mut app.text, &app.glyphs);
            self.view = view;
        }
    }
}

impl Front for Story {
    type Game = Game;
    type Thinker = GameThinker;
    const NAME: &'static str = "sgs";
    const HELP: &'static [&'static str] = &super::help::PAGES;

    /// A person's seat is their hero's place in the party (the console
    /// passes when it changes); the computer's is past the heroes'.
    fn whose(&self, game: &Game) -> Whose {
        match game.turn() {
            Whose::Seat(s) => Whose::Seat(self.person(game).unwrap_or(super::mode::MAX_PEOPLE + s)),
            other => other,
        }
    }

    /// While a step is shown, the next one pressed is kept for after it.
    fn shown(&mut self, app: &mut App, _pace: crate::player::Pace) {
        if self.walking
            && let Some(d) = super::walk::pressed_step(app)
        {
            agb::println!("sgs: step kept {}", d);
            self.queued = Some(d);
        }
    }

    /// In a fight the computer's steps follow each other quickly.
    fn ai_pause(&self, game: &Game) -> u32 {
        if game.arena().is_some() {
            FIGHT_AI_PAUSE
        } else {
            crate::turn::AI_PAUSE
        }
    }

    fn seat(&self, game: &Game, _seat: u8) -> Seat {
        if self.person(game).is_some() {
            Seat::Person
        } else {
            Seat::Computer(super::mode::level(game, self.companions, self.level))
        }
    }

    /// The log's name of a person's seat (the screen says the hero's name).
    fn seat_name(&self, _game: &Game, seat: u8) -> &'static str {
        ["hero 1", "hero 2", "hero 3", "hero 4"]
            .get(usize::from(seat))
            .copied()
            .unwrap_or("the computer")
    }

    /// Two or more people pass the console between their heroes.
    fn people(&self) -> bool {
        self.people >= 2 && !self.computer_only
    }

    /// A held hurries the events, as R does (the playtest: A did nothing
    /// through long stretches of words), but never tumbling dice: a child
    /// pressing A to go on must still see them roll (R still hurries
    /// them).
    fn a_hurries(&self) -> bool {
        self.tumble == 0
    }

    /// B shows every queued event at once, even before the person's own
    /// choice (the menu has no use for B).
    fn may_skip(&self, _game: &Game, _person: Option<u8>) -> bool {
        true
    }

    fn ask(&mut self, app: &mut App, game: &Game, legal: &[QAction], _seat: u8, say: bool) {
        self.remember(game);
        if !say {
            // The console passes first: the choice is asked once taken.
            self.walking = false;
            return;
        }
        // A walk goes on, step by step, while steps are still allowed.
        let steps = legal
            .iter()
            .any(|a| matches!(a, QAction::Fight(Action::Step(_))));
        if self.walking && steps {
            self.prompt = super::walk::prompt(game);
            agb::println!("sgs: walk prompt {}", self.prompt);
            self.dirty = true;
            return;
        }
        if self.walking {
            // The steps ran out: said why the walk stopped.
            self.say(super::walk::NO_STEPS);
        }
        self.set_menu(game, &app.glyphs);
    }

    fn watch(&mut self, game: &Game) {
        self.remember(game);
        self.guide_gone();
        self.walking = false;
        self.queued = None;
        if !self.items.is_empty() || !self.prompt.is_empty() {
            self.items.clear();
            self.prompt.clear();
            self.cursor = 0;
            self.dirty = true;
        }
    }

    /// "Pass the console to Pip!", and nothing to pick but A once Pip
    /// has it.
    fn hand_over(&mut self, _app: &mut App, game: &Game, seat: u8) {
        let name = Self::hero_name(game, seat);
        agb::println!("sgs: hand over to {}", name);
        self.walking = false;
        self.passing = true;
        self.cursor = 0;
        self.prompt = words::pass_prompt(&name);
        self.items = alloc::vec![Item {
            text: words::pass_item(&name),
            action: menu::Pick::Computer,
        }];
        self.dirty = true;
    }

    fn taken(&mut self, app: &mut App, game: &Game, _seat: u8) {
        self.passing = false;
        self.set_menu(game, &app.glyphs);
    }

    fn input(
        &mut self,
        app: &mut App,
        game: &Game,
        _legal: &[QAction],
        _seat: u8,
    ) -> Input<QAction> {
        if self.walking {
            return self.walk(app, game);
        }
        let dy = app.input.just_pressed_y_tri() as i32;
        if dy != 0 && !self.items.is_empty() {
            self.cursor = crate::options_list::cycle(self.cursor, dy, self.items.len());
            agb::println!("sgs: cursor {}", self.cursor);
            app.sfx(Sfx::Select);
            self.dirty = true;
        }
        // The + pad at a fight's menu walks only once "Walk" is picked:
        // said so, or that no steps are left.
        if self.guided.is_none() && !self.passing {
            self.pad_at_menu(app);
        }
        // B has nothing to do at a choice: it says so (a guided game's B
        // points the hand again).
        if app.input.is_just_pressed(Button::B) && self.guided.is_none() && !self.passing {
            self.say(B_HERE);
        }
        if app.input.is_just_pressed(Button::Select) && self.guided.is_some() {
            // In a guided game the hand is the hint.
            return Input::Hint;
        }
        if app.input.is_just_pressed(Button::Select) {
            // A hero's turn in a fight: the computer's own choice is worked
            // out (over the next frames) and pointed at (Front::hinted).
            if let Some(a) = game.arena()
                && matches!(a.phase(), tabletop_core::sgs::arena::Phase::Turn { .. })
            {
                return Input::Hint;
            }
            let hint = super::hint::hint(game, &self.items);
            agb::println!("sgs: hint {}", hint);
            self.point_hint(game, hint);
        }
        if !app.input.is_just_pressed(Button::A) {
            return Input::Nothing;
        }
        let Some(item) = self.items.get(self.cursor).cloned() else {
            return Input::Nothing;
        };
        app.sfx(Sfx::Select);
        agb::println!("sgs: picked {}", item.text);
        match item.action {
            menu::Pick::Act(a) => Input::Play(a),
            menu::Pick::Walk => {
                self.walking = true;
                self.items.clear();
                self.prompt = super::walk::prompt(game);
                agb::println!("sgs: walk prompt {}", self.prompt);
                self.dirty = true;
                self.point_guide(game, &app.glyphs);
                Input::Nothing
            }
            menu::Pick::NoDice => {
                self.say(menu::NO_DICE);
                Input::Nothing
            }
            menu::Pick::Computer => {
                // The computer works it out over the next frames (START
                // still pauses); the menu goes meanwhile.
                self.items.clear();
                self.prompt.clear();
                self.dirty = true;
                Input::Computer
            }
        }
    }

    fn hint_asked(&mut self, _app: &mut App) {}

    /// A fight's hint: the line of the computer's choice, named.
    fn hinted(&mut self, _app: &mut App, game: &Game, action: QAction) {
        let k = super::hint::hint_of(&self.items, action);
        self.point_hint(game, k);
    }

    /// "Learn to play": the sentence on the prompt's line, the cursor and
    /// the hand on the asked line (or, walking, on the square).
    fn guide(&mut self, app: &mut App, game: &Game, action: QAction, say: &str) {
        self.guide_step(game, &app.glyphs, action, say);
    }

    /// The prompt and the menu go once a choice is played (the playtests:
    /// "Bram, what do you do?" stayed under "Wren's turn", and a menu's
    /// arrow into the monsters' turn); a walk keeps its prompt.
    fn applied(&mut self, _game: &Game, _action: QAction) {
        self.refusal_gone();
        self.guide_gone();
        if !self.walking && (!self.items.is_empty() || !self.prompt.is_empty()) {
            self.items.clear();
            self.prompt.clear();
            self.cursor = 0;
            self.dirty = true;
        }
    }

    fn refused(&mut self, _app: &mut App, action: QAction, why: &QIllegal) {
        self.say_refused(action, why);
    }

    /// The screen is drawn in a frame of its own, never one that played an
    /// action (the rules' work and the save's encoding take it).
    fn prepare(&mut self, app: &mut App, shown: Shown<'_, Game>, played: bool) {
        // Between actions the screen shows the game as it stands (an
        // action's events move it on one by one: Stage::begin).
        if !shown.busy {
            self.seen.take(shown.game);
        }
        if self.busy != shown.busy {
            self.busy = shown.busy;
            self.dirty = true;
        }
        if !played {
            self.draw_if_dirty(app, shown.game);
        }
    }

    fn draw(&mut self, frame: &mut GraphicsFrame, text: &Canvas, shown: Shown<'_, Game>) {
        text.show(frame);
        if shown.deciding {
            self.draw_hand(frame, shown.game.arena().is_some(), shown.frames);
        }
    }

    fn resumed(&mut self, _app: &mut App) {
        self.view.invalidate();
        self.dirty = true;
    }

    fn quiet(&self) -> bool {
        !self.dirty && !self.behind
    }
}

/// A game on `game` with the computer's companions and foes at
/// `computer` and the first `people` heroes played by people, on the heap.
#[inline(never)]
pub fn boxed(game: Game, seed: u64, computer: Level, people: u8) -> Box<Play> {
    agb::println!("sgs: computer plays {:?}", computer);
    let mut story = Story::new(&game);
    story.companions = computer;
    story.level = computer;
    story.people = people.max(1);
    turn::boxed(game, story, seed)
}

/// Plays `play` until it ends or the person quits.
pub fn run(app: &mut App, play: &mut Play) -> Ended {
    let ended = screen::run(app, play, &mut NoProbe);
    // The fighters' list may have been being drawn off screen.
    app.text.set_deferred(false);
    ended
}
