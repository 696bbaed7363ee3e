//! "Learn to play" on Hero's battlefield: the guide's hand on what the
//! child presses next, and the step's sentence on the strip's first line
//! with the press it needs on the second. A move is taught in the presses a
//! real game asks for: the hand (and the cursor) on the mini, A picks it,
//! then the hand on the cell, the pad walks the cursor there, A moves. A
//! shot shows the game's own forecast before the A that fires.

use alloc::string::String;

use agb::display::GraphicsFrame;
use tabletop_core::hero::{Action, Cell, Edge, Game};

use super::super::board::{self, CELL};
use super::super::human::Mode;
use super::super::options::Setup;
use super::{Exit, Field};
use crate::app::App;
use crate::screen::{self, Ended, NoProbe};
use crate::seat::Seat;
use crate::turn::Input;
use tabletop_core::contract::Typed;
use tabletop_core::hero::Outcome;

/// The press a guided pick asks (the cursor is already on the mini).
const PICK: &str = "Press A to pick it!";
/// The presses a guided walk asks: the cursor is named by what the child
/// sees (a child took the guide's hand for it and pressed A at once).
const WALK: &str = "Yellow box to the pink square, then A!";
/// The presses a guided shot asks (the pink square said as what it is).
const SHOOT: &str = "Yellow box on the pink enemy, then A!";
/// The presses a guided bomb asks, in the order they are needed.
const THROW: &str = "Yellow box on the pink enemy, A, then R!";
/// With the gun aimed, R changes it for a bomb (said instead of what).
const BOMB: &str = "Press R: a bomb, not the gun!";
/// Every press a guided step asks, for the strip's fits test.
#[cfg(test)]
pub(in crate::hero) const PRESSES: [&str; 5] = [PICK, WALK, SHOOT, THROW, BOMB];

/// The step the guide points at, and its sentence.
pub struct Guided {
    /// The asked action.
    pub action: Action,
    /// The step's own sentence (kept when a gentle word is said once).
    pub say: String,
    /// The cell the hand points at, once worked out.
    pub hand: Option<Cell>,
    /// What the guide last drew (logged when it changes, for the tests).
    pub drawn: Option<crate::hand::Guide>,
}

/// The middle of edge `e`'s deployment band (where the hand points).
fn band_centre(e: Edge) -> Cell {
    let (x0, x1, y0, y1) = e.band();
    Cell::new((x0 + x1) / 2, (y0 + y1) / 2)
}

impl Field {
    /// The turn driver's guide hook: points at `action`, saying `say` (the
    /// step's sentence, or a gentle word once).
    pub(super) fn point(&mut self, app: &App, game: &Game, action: Action, say: &str) {
        let at = |i: u8| game.minis().get(usize::from(i)).and_then(|m| m.at);
        let base = match self.guided.take() {
            Some(g) if g.action == action => g.say,
            _ => String::from(say),
        };
        let once = (say != base).then(|| String::from(say));
        self.guided = Some(Guided {
            action,
            say: base,
            hand: None,
            drawn: None,
        });
        self.hinted = None;
        // The cursor goes on the piece or the square asked for (a move's
        // destination is walked to with the pad).
        let picked = match self.human.mode {
            Mode::Picked(m) | Mode::Aim { mini: m, .. } | Mode::Heal { mini: m, .. } => Some(m),
            Mode::Free => None,
        };
        let cursor = match action {
            Action::Edge(e) => Some(band_centre(e)),
            Action::Place(c) => Some(c),
            Action::Move { mini, .. }
            | Action::Attack { mini, .. }
            | Action::Throw { mini, .. }
                if picked != Some(mini) =>
            {
                self.human.mode = Mode::Free;
                at(mini)
            }
            _ => None,
        };
        if let Some(c) = cursor {
            self.human.cursor = c;
            self.human.lit_dirty = true;
        }
        if self.dice_wait {
            // The dice's words stay until a press; the guide's come then.
            return;
        }
        self.show_guide(app, game, once.as_deref());
    }

    /// Says the guided step for where the choice stands (`once`: a gentle
    /// word instead of the sentence, this time); false when no step is
    /// guided.
    pub(in crate::hero) fn show_guide(
        &mut self,
        app: &App,
        game: &Game,
        once: Option<&str>,
    ) -> bool {
        let Some(g) = self.guided.as_ref() else {
            return false;
        };
        let action = g.action;
        let at = |i: u8| game.minis().get(usize::from(i)).and_then(|m| m.at);
        let mode = self.human.mode;
        // (the hand, the press asked, whether the game's own words say it)
        let (hand, press, own) = match action {
            Action::Edge(e) => (Some(band_centre(e)), "Press A!", false),
            Action::Place(c) => (Some(c), "Press A!", false),
            Action::Move { mini, to } if mode == Mode::Picked(mini) => (Some(to), WALK, false),
            Action::Move { mini, .. } => (at(mini), PICK, false),
            Action::Attack { mini, target } | Action::Throw { mini, target } => match mode {
                // A bomb is aimed A then R: both told, in that order.
                Mode::Picked(m) if m == mini && matches!(action, Action::Throw { .. }) => {
                    (at(target), THROW, false)
                }
                Mode::Picked(m) if m == mini => (at(target), SHOOT, false),
                Mode::Aim {
                    mini: m,
                    target: t,
                    bomb,
                } if m == mini && t == target => {
                    let throw = matches!(action, Action::Throw { .. });
                    if throw && !bomb {
                        (at(target), BOMB, false)
                    } else {
                        // The forecast: the game's own words, A to go.
                        (at(target), "A", true)
                    }
                }
                _ => (at(mini), PICK, false),
            },
            Action::EndTurn if self.human.confirm_end => (None, "A", true),
            Action::EndTurn => (None, "Press L to end your turn!", false),
            _ => (None, "Press A!", false),
        };
        if let Some(g) = self.guided.as_mut() {
            g.hand = hand;
        }
        // A move's mini and its cell both in view.
        if let (Some(h), Action::Move { mini, .. }) = (hand, action)
            && let Some(m) = at(mini)
            && mode == Mode::Picked(mini)
        {
            self.cam.centre(board::between(m, h).0);
        } else if let Some(h) = hand {
            self.cam.keep(h);
        }
        let c = self.human.cursor;
        let (hx, hy) = hand.map_or((-1, -1), |h| (i32::from(h.x), i32::from(h.y)));
        agb::println!(
            "hero: guide hand={},{} cursor={},{} press={}",
            hx,
            hy,
            c.x,
            c.y,
            match press {
                p if p.starts_with("Press R") => "R",
                p if p.starts_with("Press L") => "L",
                _ => "A",
            }
        );
        let text = if own {
            let seat = game.seat_to_act().unwrap_or(0);
            self.human.prompt(game, seat)
        } else {
            let say = self.guided.as_ref().map_or("", |g| g.say.as_str());
            alloc::format!("{}\n{{3}}{press}", once.unwrap_or(say))
        };
        self.say(app, &text);
        true
    }

    /// "Learn to play": a walk to another square than the hand's is not
    /// played: the mini stays picked, and the strip says why (out of its
    /// reach, or not the hand's square).
    pub(super) fn guided_walk(&mut self, game: &Game, ask: Input<Action>) -> Input<Action> {
        let Input::Play(Action::Move { mini, to }) = ask else {
            return ask;
        };
        let asked = self.guided.as_ref().map(|g| g.action);
        if !matches!(asked, Some(Action::Move { mini: m, to: t }) if m == mini && t != to) {
            return ask;
        }
        let occ = game.occupancy();
        let far = self
            .human
            .reach
            .as_ref()
            .is_none_or(|r| r.to(&occ, to).is_none());
        agb::println!("hero: guide walk not played far={}", far);
        self.human.note = Some(super::super::notes::not_there(mini, far));
        Input::Nothing
    }

    /// The guide over its cell (never over the strip): pink brackets round
    /// it; while the cursor is off it, an arrow beside the cursor's box
    /// the way to press, and on it, the hand, bobbing (the playtests: the
    /// hand on the cell was taken for the cursor, and A pressed at once).
    pub(super) fn draw_hand(&mut self, frame: &mut GraphicsFrame) {
        self.hand_t = self.hand_t.wrapping_add(1);
        let Some(c) = self.guided.as_ref().and_then(|g| g.hand) else {
            return;
        };
        let (x, y) = self.cam.screen(c);
        let seen = (-CELL..240).contains(&x) && (-CELL..board::BOTTOM).contains(&y);
        // Off the screen, the hand waits: the arrow beside the cursor
        // still shows the way (the camera follows the cursor there).
        if !seen && self.human.cursor == c {
            return;
        }
        let cell = crate::hand::Cell {
            x,
            y,
            w: CELL,
            h: CELL,
        };
        // The cursor's whole box (round its cell): neither the hand nor the
        // arrow hides it nor the piece it is on (the piece to move). On the
        // hand's cell, the hand and the brackets stand round the box.
        let (cx, cy) = self.cam.screen(self.human.cursor);
        let cursor = crate::hand::Cell {
            x: cx - 4,
            y: cy - 4,
            w: CELL + 8,
            h: CELL + 8,
        };
        let on = self.human.cursor == c;
        let cell = if on { cursor } else { cell };
        let cursor = crate::hand::Cursor {
            cell: cursor,
            keep: cursor,
            on,
        };
        let area = crate::hand::Cell {
            x: 0,
            y: 0,
            w: 240,
            h: board::BOTTOM,
        };
        let from = crate::hand::From::Above;
        let drawn = crate::hand::guide_cursor(frame, cell, cursor, area, from, self.hand_t);
        let Some(g) = self.guided.as_mut() else {
            return;
        };
        if g.drawn != Some(drawn) {
            g.drawn = Some(drawn);
            match drawn {
                crate::hand::Guide::Arrow(d, ax, ay) => agb::println!(
                    "hero: guide draws arrow={} at={},{} cursor={},{} target={},{}",
                    d.name(),
                    ax,
                    ay,
                    cx,
                    cy,
                    x,
                    y
                ),
                crate::hand::Guide::Hand(hx, hy) => agb::println!(
                    "hero: guide draws hand at={},{} cursor={},{} target={},{}",
                    hx,
                    hy,
                    cx,
                    cy,
                    x,
                    y
                ),
            }
        }
    }
}

/// The guided game ("Learn to play"): the child Red, the script Blue
/// (at the computer's brisk pace); and the set-up of the real game after it
/// (Red against an Easy Blue).
pub fn guided(app: &mut App) -> (Setup, alloc::boxed::Box<super::Play>) {
    use tabletop_core::hero::guide::{GUIDE, SEED};
    agb::println!("hero: learn to play seed={}", SEED);
    let mut learner = Setup::default();
    learner.seats[1] = Seat::Computer(tabletop_core::contract::Level::Easy);
    let mut play = super::run::on(app, &learner, SEED, GUIDE.start());
    play.guided(&GUIDE);
    play.front.anim.brisk = true;
    (learner, play)
}

/// "Learn to play": the guided game (the child Red, the script Blue),
/// never saved; then "Now play a real game!", which sets Red against an
/// Easy Blue and returns [`Exit::Again`].
pub fn learn(app: &mut App, settings: &mut Setup) -> Exit {
    let (learner, mut play) = guided(app);
    if !matches!(screen::run(app, &mut *play, &mut NoProbe), Ended::Over) {
        return Exit::Options;
    }
    let outcome = play.game.outcome().unwrap_or(Outcome::Unfinished);
    agb::println!(
        "hero: game over {} rounds={}",
        Typed(&outcome),
        play.game.round()
    );
    drop(play);
    let result = match outcome {
        Outcome::Won(0) => "Red wins!",
        Outcome::Won(_) => "Blue wins!",
        _ => "Nobody won.",
    };
    let why = "Blue's hero is out of the game:\nRed's hero is the last one standing.\nThat wins the game.";
    if crate::learn::now_play(app, "Hero", result, why) {
        *settings = learner;
        Exit::Again
    } else {
        Exit::Options
    }
}
