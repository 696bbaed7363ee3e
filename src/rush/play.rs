//! One game of Rush on the GBA, on the shared turn driver ([`crate::turn`]):
//! the campus, the dice, the strips, and a person's cursor and menu (in
//! `human.rs`). The driver decides whose turn it is, paces the computer and
//! the automatic rolls, applies, logs and saves; this file shows it.

use alloc::boxed::Box;
use alloc::string::String;
use core::fmt::Write;

use agb::display::GraphicsFrame;
use agb::display::tiled::RegularBackground;
use tabletop_core::contract::{Rules, Typed};
use tabletop_core::rush::{Action, Config, Event, Game, Outcome, Phase, Team, ai::Thinker};

use super::campus::{self, PANEL_X, STRIP_Y};
use super::human::Human;
use super::options::{Settings, seat_name};
use super::view::{self, Anim, row_y};
use super::{end, header, help, words};
use crate::app::App;
pub use crate::entry::Exit;
use crate::player::Pace;
use crate::screen::{self, Ended, NoProbe};
use crate::seat::Seat;
use crate::text::Canvas;
use crate::turn::{self, Front, Input, Shown, Turn};
use crate::ui::ink;

/// A game of Rush being played.
pub type Play = Turn<Campus>;

/// What Rush shows of a game: the campus, the dice, the strips.
pub struct Campus {
    bg: RegularBackground,
    sheet: campus::Sheet,
    /// Who plays each seat.
    pub settings: Settings,
    /// What is shown (the stage of the event player).
    pub anim: Anim,
    /// The person's cursor, menu and lit blocks.
    pub human: Human,
    /// The seat deciding now, and whether a person decides for it (it may
    /// be another's turn: a cube for a fight, a nudge): the header names it.
    chooser: Option<(u8, bool)>,
    /// The seat deciding now, named or not ([`Front::watch`]).
    deciding: Option<(u8, bool)>,
    /// Whose turn was shown when the chooser chose (a new turn shown
    /// names its own player).
    chooser_turn: u8,
    /// The message strip's words.
    message: String,
    /// The header's words last drawn.
    header: String,
    /// The guided step's sentence last said.
    guide_said: String,
    /// What the guided step's yellow line asks ([`words::go_pink`]).
    guide_press: &'static str,
    strip_dirty: bool,
    /// A question was set up this frame: its words wait a frame.
    asked_now: bool,
}

impl Campus {
    fn new(settings: &Settings, game: &Game) -> Campus {
        Campus {
            bg: campus::background(),
            sheet: campus::Sheet::new(),
            anim: {
                let mut anim = Anim::new(game);
                for (i, c) in anim.computer.iter_mut().enumerate() {
                    *c = !settings.human(i as u8);
                }
                anim
            },
            settings: *settings,
            human: Human::default(),
            chooser: None,
            chooser_turn: 0,
            deciding: None,
            message: String::new(),
            header: String::new(),
            guide_said: String::new(),
            guide_press: words::GO_PINK,
            strip_dirty: true,
            asked_now: false,
        }
    }

    /// Shows `text` on the message strip (an event's words not yet said
    /// never come after it).
    pub fn say(&mut self, text: &str) {
        self.anim.hush();
        self.put(text);
    }

    /// An event's words, once its dice were seen settled.
    fn said(&mut self) {
        if let Some(m) = self.anim.message.take() {
            agb::println!("rush: says {}", m.replace('\n', " "));
            self.put(&m);
        }
    }

    /// Puts `text` on the message strip.
    fn put(&mut self, text: &str) {
        if self.message != text {
            // The tests read what the strip shows (a question must be
            // shown only to the one it asks).
            agb::println!("rush: strip {}", text.replace('\n', " "));
            self.message = String::from(text);
            self.strip_dirty = true;
        }
    }

    /// "Learn to play": the step's words again, after a refusal.
    pub fn guide_again(&mut self) {
        let text = alloc::format!("{}\n{{3}}{}", self.guide_said, self.guide_press);
        self.say(&text);
    }

    /// The seat deciding now (the header names it).
    fn choosing(&mut self, chooser: Option<(u8, bool)>) {
        if self.chooser != chooser {
            self.chooser = chooser;
            self.chooser_turn = self.anim.shown.mover;
            self.strip_dirty = true;
            self.log_header();
        }
    }

    /// The header's words and colour: who is choosing now, the turn's
    /// player or one asked in another's turn (both named, in the chooser's
    /// colour), or the round while its order is rolled.
    fn header_now(&self) -> (String, u8) {
        let s = &self.anim.shown;
        if s.ordering {
            return (header::round_header(s.round), ink::WHITE);
        }
        let person = self.settings.human(s.mover);
        let chooser = self.chooser.filter(|_| self.chooser_turn == s.mover);
        let (h, seat) = header::header(s.players, s.mover, chooser, person);
        let team = if seat < s.players / 2 {
            Team::Zombies
        } else {
            Team::Jocks
        };
        (h, campus::ink_of(team))
    }

    /// Logs the header when it changes (the tests read it, with its
    /// colour, before the words under it).
    fn log_header(&mut self) {
        let (h, ink) = self.header_now();
        if h != self.header {
            agb::println!("rush: header {} ink={}", h, ink);
            self.header = h;
        }
    }

    /// Whether a person other than the turn's player may be asked to change
    /// the hunted princess's big die this turn (a person of her team holds
    /// a cube and is asked about cubes in others' turns).
    fn nudge_asked(&self, game: &Game) -> bool {
        let hunted = game.team_of(game.mover()).other();
        self.settings.ask_cubes
            && game.carrier_of(hunted).is_none()
            && (0..game.players()).any(|i| {
                game.team_of(i) == hunted && self.settings.human(i) && game.player(i).cubes > 0
            })
    }

    /// Sets the screen up for the game's first frame (or after the pause).
    fn begin(&mut self, app: &mut App) {
        campus::install_palettes(&mut app.gfx);
        app.text.clear();
        self.anim.panel_dirty = true;
        self.strip_dirty = true;
    }

    /// Draws the strip and the side panel's words when they changed.
    fn draw_text(&mut self, app: &mut App) {
        // A person's question worked out this frame (the blocks in
        // reach, the prompt): its words the next (the bench: the two
        // together were a frame over budget in the guided game).
        if core::mem::take(&mut self.asked_now) {
            return;
        }
        let (canvas, g) = (&mut app.text, &app.glyphs);
        if self.anim.panel_dirty {
            self.anim.panel_dirty = false;
            let s = &self.anim.shown;
            canvas.fill(PANEL_X, 0, 240 - PANEL_X, 100, 0);
            let round = alloc::format!("Round {}", s.round);
            canvas.text(g, PANEL_X + 3, 1, ink::WHITE, &round);
            // The cubes, each seat on its own row, except while the order
            // is rolled: the order dice stand there then.
            if !s.ordering {
                for i in 0..s.players {
                    let n = alloc::format!("{}", s.cubes[usize::from(i)]);
                    canvas.text(g, PANEL_X + 36, row_y(i) + 3, ink::WHITE, &n);
                }
            }
            // A fight's totals under its two d20s, once they land.
            let tray = &self.anim.tray;
            if tray.d20b > 0 && tray.tumble == 0 && self.anim.landed() {
                for (k, total) in tray.totals.iter().enumerate() {
                    let x = PANEL_X + 2 + k as i32 * 24;
                    let t = alloc::format!("={total}");
                    let team = self.anim.fight_teams[k];
                    canvas.text(g, x, view::TRAY_Y + 17, campus::ink_of(team), &t);
                }
            }
            // The strip (its header may name another player now) in the
            // next frame: the two together are more text than a frame
            // draws (the bench counted frames over budget).
            self.strip_dirty = true;
            return;
        }
        if self.strip_dirty {
            self.strip_dirty = false;
            canvas.fill(0, STRIP_Y, 240, 160 - STRIP_Y, 0);
            let (status, ink) = self.header_now();
            self.log_header();
            canvas.text(g, 2, STRIP_Y + 1, ink, &status);
            canvas.text(g, 2, STRIP_Y + 12, ink::WHITE, &self.message);
        }
    }
}

crate::player::stage_through!(Campus, Event, anim);

impl Front for Campus {
    type Game = Game;
    type Thinker = Thinker;
    const NAME: &'static str = "rush";
    const HELP: &'static [&'static str] = &help::PAGES;

    /// A person who asked not to be asked about cubes on other players'
    /// turns has the computer (Normal) answer those questions.
    fn seat(&self, game: &Game, seat: u8) -> Seat {
        let s = self.settings.seat(seat);
        if s.is_person() && !self.settings.ask_cubes && words::others_cube_question(game, seat) {
            return Seat::Computer(tabletop_core::contract::Level::Normal);
        }
        s
    }

    fn seat_name(&self, game: &Game, seat: u8) -> &'static str {
        seat_name(game.players(), seat)
    }

    /// The round's order waits while its words are read (said before its
    /// dice: [`words::ORDER`]); A hurries it.
    fn pause(&self, game: &Game) -> u32 {
        match game.phase() {
            Phase::Order => view::HOLD,
            _ => crate::turn::AUTO_PAUSE,
        }
    }

    fn people(&self) -> bool {
        self.settings.hand_over()
    }

    /// The turn's own dice are its player's (the comeback's, the princess's
    /// big die, the move die): rolled after the console has passed to them,
    /// unless another person is asked about them first (a cube to change
    /// her big die): the console passes only when the one choosing changes
    /// (the playtest: it passed three times in one turn, to the Jock for
    /// her die, to the Zombie for the cube, back to the Jock).
    fn auto_seat(&self, game: &Game) -> Option<u8> {
        let own = match game.phase() {
            Phase::MoveRoll => true,
            Phase::Comeback { .. } | Phase::PrincessRoll => !self.nudge_asked(game),
            _ => false,
        };
        own.then(|| game.mover())
    }

    /// B shows the events at once, except a person's own walk and push.
    fn may_skip(&self, game: &Game, person: Option<u8>) -> bool {
        person.is_none() || !matches!(game.phase(), Phase::Move | Phase::Push { .. })
    }

    fn shown(&mut self, app: &mut App, _pace: Pace) {
        if let Some(s) = self.anim.sound.take() {
            app.sfx(s);
        }
        self.said();
    }

    fn settle(&mut self, game: &Game) {
        self.anim.settle(game);
    }

    fn ask(&mut self, _app: &mut App, game: &Game, legal: &[Action], seat: u8, say: bool) {
        self.anim.walks_told = false;
        self.human.setup(game, legal, seat);
        self.asked_now = true;
        self.deciding = Some((seat, true));
        self.choosing(Some((seat, true)));
        if !say {
            return;
        }
        let p = self.human.text();
        let mut menu = String::new();
        for (k, a) in self.human.menu().iter().enumerate() {
            let _ = write!(menu, "{}{}", if k == 0 { "" } else { "/" }, Typed(a));
        }
        agb::println!(
            "rush: prompt seat={} {} menu=[{}]",
            seat,
            p.replace('\n', " "),
            menu
        );
        self.say(&p);
    }

    fn watch(&mut self, game: &Game) {
        // The computer's steps are told; a person's own are not.
        self.anim.walks_told = game.phase() == Phase::Move;
        self.human.clear();
        // What the round's dice are for, before they tumble.
        if game.phase() == Phase::Order {
            self.say(words::ORDER);
        }
        // The computer may answer a person's seat's question (the Cubes
        // option): the header names that seat. The computer choosing in
        // another's turn is named only once it does something (see
        // `applied`): its half second of thought flashed its name (the
        // playtest, session 32), and "No, thanks" changes nothing.
        self.deciding = game
            .seat_to_act()
            .map(|s| (s, self.seat(game, s).is_person()));
        match self.deciding {
            Some((s, false)) if s != game.mover() => {}
            d => self.choosing(d),
        }
    }

    fn hand_over(&mut self, _app: &mut App, game: &Game, seat: u8) {
        self.say(&header::handover(game.players(), seat, game.mover()));
        self.strip_dirty = true;
    }

    fn taken(&mut self, _app: &mut App, game: &Game, _seat: u8) {
        // Taken before the turn's own dice (its comeback, princess or move
        // die: no choice yet): the header's words alone.
        let p = match game.seat_to_act() {
            Some(_) => self.human.text(),
            None => String::new(),
        };
        self.say(&p);
    }

    fn input(&mut self, app: &mut App, game: &Game, legal: &[Action], _seat: u8) -> Input<Action> {
        super::human::input(self, app, game, legal)
    }

    /// A held hurries the words and dice: a press while they play is never
    /// ignored (the playtest: presses during the words did nothing).
    fn a_hurries(&self) -> bool {
        true
    }

    /// Every line of words stays [`view::HOLD`] frames: a guided game
    /// needs no half speed on top.
    fn slow_when_guided(&self) -> bool {
        false
    }

    fn hint_asked(&mut self, _app: &mut App) {
        self.say(words::THINKING);
    }

    fn hinted(&mut self, _app: &mut App, game: &Game, action: Action) {
        let text = match self.human.point_toward_goal(game, action) {
            Some(t) => t,
            None => self.human.point_at(action),
        };
        self.say(&text);
    }

    /// Points at the guided step (the cursor or the menu line, as a hint,
    /// with the hand on a block) and says the step's sentence.
    fn guide(&mut self, _app: &mut App, _game: &Game, action: Action, say: &str) {
        let press = if self.human.guide(action) {
            let (h, c) = (self.human.hand.unwrap_or_default(), self.human.cursor);
            agb::println!("rush: guide hand at={},{} cursor={},{}", h.0, h.1, c.0, c.1);
            let on_building = campus::spot_at(h.0, h.1).is_building();
            self.guide_press = words::go_pink(say, on_building);
            self.guide_press
        } else if say.starts_with(words::NOT_THAT) {
            // The wrong line of a menu: nothing is pink (the playtest,
            // session 32: "Follow the pink." with nothing pink on the
            // screen). The step's sentence again, and A (the menu is back
            // on the asked line).
            let text = words::not_that_line(&self.guide_said);
            self.say(&text);
            return;
        } else {
            "Press A!"
        };
        self.guide_said = String::from(say);
        self.say(&alloc::format!("{say}\n{{3}}{press}"));
    }

    fn refused(&mut self, app: &mut App, _action: Action, why: &tabletop_core::rush::Illegal) {
        let why = alloc::format!("{why}");
        let text = words::wrap(&app.glyphs, &why, words::STRIP_W);
        self.say(&text);
        self.human.walk.clear();
    }

    fn applied(&mut self, _game: &Game, action: Action) {
        self.human.after_action();
        // One who chose in another's turn stays named over the words of
        // the choice ("Zombie uses a cube" under "Zombie chooses (Jock's
        // turn)", not under "Jock's turn") until the next decision names
        // its own; a "No" leaves the turn's player named.
        let acted = !matches!(action, Action::Pass | Action::Cubes(0));
        match self.deciding.take() {
            Some((s, p)) if acted && s != self.anim.shown.mover => self.choosing(Some((s, p))),
            _ => self.choosing(None),
        }
        // The question and its "Press A!" go with the choice: the strip
        // waits for what the choice's dice say (the round's words stay
        // over its order dice).
        if self.message != words::ORDER {
            self.say("");
        }
    }

    fn prepare(&mut self, app: &mut App, _shown: Shown<'_, Game>, _played: bool) {
        // (Words of the last events, their dice seen settled after the
        // events were all shown.)
        self.said();
        self.draw_text(app);
    }

    fn draw(&mut self, frame: &mut GraphicsFrame, text: &Canvas, shown: Shown<'_, Game>) {
        self.bg.show(frame);
        text.show(frame);
        // Nothing of a person's choice shows while the console changes hands.
        if shown.deciding {
            self.human.show(&self.sheet, frame, shown.frames);
        }
        view::panel_sprites(&self.sheet, frame, &self.anim.shown);
        self.anim.show(&self.sheet, frame, true);
        self.anim.drawn();
        if shown.deciding {
            self.human.show_lit(&self.sheet, frame, shown.frames);
        }
    }

    fn resumed(&mut self, app: &mut App) {
        self.begin(app);
    }

    /// No text waiting to be drawn.
    fn quiet(&self) -> bool {
        !self.anim.panel_dirty && !self.strip_dirty
    }
}

/// A new game from `seed`, set up for its first frame.
pub fn new(app: &mut App, settings: &Settings, seed: u64) -> Box<Play> {
    let game = <Game as Rules>::new(Config {
        seed,
        players: settings.players(),
        house: settings.house,
    });
    on(app, settings, seed, game)
}

/// Plays on `game` (a new or resumed one), set up for its first frame.
fn on(app: &mut App, settings: &Settings, seed: u64, game: Game) -> Box<Play> {
    let campus = Campus::new(settings, &game);
    let mut play = turn::boxed(game, campus, seed);
    play.front.begin(app);
    play
}

/// Plays one game until it ends or the player quits.
pub fn run(app: &mut App, settings: &Settings, seed: u64) -> Exit {
    agb::println!(
        "rush: new game seed={} players={}",
        seed,
        settings.players()
    );
    let play = new(app, settings, seed);
    play_on(app, play)
}

/// Plays on a saved game from where it stood.
pub fn resume(app: &mut App, settings: &Settings, seed: u64, game: Game) -> Exit {
    agb::println!("rush: resumed game seed={}", seed);
    let play = on(app, settings, seed, game);
    play_on(app, play)
}

/// The guided game ("Learn to play") on its campus: the child the Zombie,
/// the script the Jock; and the settings of the real game after it (the
/// Zombie against an Easy Jock).
pub fn guided(app: &mut App) -> (Settings, Box<Play>) {
    use tabletop_core::rush::guide::{GUIDE, SEED};
    agb::println!("rush: learn to play seed={}", SEED);
    let mut learner = Settings::default();
    learner.seats[1] = crate::seat::Seat::Computer(tabletop_core::contract::Level::Easy);
    let mut play = on(app, &learner, SEED, GUIDE.start());
    play.guided(&GUIDE);
    (learner, play)
}

/// Who the child is in the guided game, and what for.
pub(super) const INTRO: &str = "You are the {5}Zombie{1}: the green face.\n\
    Grab the {3}Jocks'{1} princess and carry her\n\
    home to your base, the green building 5!\n\
    The Jocks try to grab yours.\n\
    \n\
    First watch the dice roll. Then a hand\n\
    shows you what to press.";

/// "Learn to play": the guided game ([`guided`]), never saved; then "Now play a real game!", which sets the Zombie
/// against an Easy Jock and returns [`Exit::Again`].
pub fn learn(app: &mut App, settings: &mut Settings) -> Exit {
    crate::learn::intro(app, "rush", "Rush", INTRO);
    let (learner, mut play) = guided(app);
    if !crate::learn::played(app, &mut *play) {
        return Exit::Options;
    }
    let outcome = play.game.outcome().unwrap_or(Outcome::Unfinished);
    agb::println!(
        "rush: game over {} rounds={}",
        Typed(&outcome),
        play.game.round()
    );
    drop(play);
    let result = match outcome {
        Outcome::Won(Team::Zombies) => "The Zombies win!",
        Outcome::Won(Team::Jocks) => "The Jocks win!",
        Outcome::Unfinished => "Nobody won.",
    };
    let why = "The Zombie carried the Jocks'\nprincess into his own base.";
    crate::learn::offer(app, "Rush", result, why, settings, learner)
}

fn play_on(app: &mut App, mut play: Box<Play>) -> Exit {
    match screen::run(app, &mut *play, &mut NoProbe) {
        Ended::Over => {
            let outcome = play.game.outcome().unwrap_or(Outcome::Unfinished);
            agb::println!(
                "rush: game over {} rounds={}",
                Typed(&outcome),
                play.game.round()
            );
            super::record(app, &play.front.settings, outcome, play.game.round());
            end::run(app, &play)
        }
        Ended::Quit | Ended::Stopped => Exit::Menu,
    }
}
