//! Plays the rules' events as animations: dice tumbling, markers walking their
//! path, chests opening, battles, defeats. Only the view changes here, never the game.

use alloc::collections::VecDeque;
use alloc::format;
use alloc::string::String;

use agb::display::GraphicsFrame;
use tabletop_core::sitters::{Event, Outcome, Piece, Pos, Side};

use super::hud::{DIE_POS, side_name};
use super::view::{self, View, screen_of};
use crate::audio::Sfx;
use crate::ui::{self, spr};

/// Frames a marker takes to walk one space.
const STEP_FRAMES: u32 = 8;

/// What the animation draws on top of the board.
#[derive(Default)]
struct Overlay {
    /// A marker drawn at a pixel position (walking, or standing on top of a
    /// chest or an enemy until the outcome is shown).
    mover: Option<(Piece, i32, i32)>,
    /// The die in the side panel: its face, and whether it is still tumbling.
    die: (u8, bool),
    /// A die shown on the board (loot roll) and whether it tumbles.
    loot: Option<(Pos, u8, bool)>,
    /// A battle's two dice.
    battle: Option<(Pos, u8, u8)>,
    /// A defeated marker's cross.
    cross: Option<Pos>,
    /// A coin rising from a looted chest.
    coin: Option<(Pos, i32)>,
}

struct Current {
    event: Event,
    t: u32,
    len: u32,
}

/// The queue of events still to show.
#[derive(Default)]
pub struct Animator {
    queue: VecDeque<Event>,
    current: Option<Current>,
    overlay: Overlay,
    /// A new message for the HUD, taken by the game loop.
    pub message: Option<String>,
    /// A sound to play now, taken by the game loop.
    pub sound: Option<Sfx>,
    tumble: u32,
}

fn length(event: &Event) -> u32 {
    match event {
        Event::Placed { .. } => 4,
        Event::TurnStarted { .. } => 10,
        Event::Rolled { .. } => 30,
        Event::Moved { path, .. } => STEP_FRAMES * (path.len().max(2) as u32 - 1),
        Event::LootRolled { .. } => 30,
        Event::Looted { .. } => 40,
        Event::GoldForfeited { .. } => 30,
        Event::BattleRoll { .. } => 45,
        Event::Battle { .. } => 30,
        Event::Removed { .. } => 30,
        Event::ReachedSafety { .. } => 45,
        Event::Returned { .. } => 30,
        Event::TurnPassed { .. } => 60,
        Event::GameOver { .. } => 40,
    }
}

impl Animator {
    /// Queues events from one action.
    pub fn push(&mut self, events: impl IntoIterator<Item = Event>) {
        self.queue.extend(events);
    }

    /// True while anything is still to be shown.
    pub fn busy(&self) -> bool {
        self.current.is_some() || !self.queue.is_empty()
    }

    /// Advances the animation by `speed` frames.
    pub fn update(&mut self, view: &mut View, speed: u32) {
        self.tumble = self.tumble.wrapping_add(1);
        for _ in 0..speed.max(1) {
            if self.current.is_none() {
                let Some(event) = self.queue.pop_front() else {
                    return;
                };
                self.begin(&event, view);
                let len = length(&event);
                self.current = Some(Current { event, t: 0, len });
            }
            if let Some(cur) = &mut self.current {
                cur.t += 1;
                let (t, len) = (cur.t, cur.len);
                if let Event::Moved { side, path, .. } = &cur.event {
                    let (piece, seg) = (Piece::of(*side), (t / STEP_FRAMES) as usize);
                    let (a, b) = (path.get(seg), path.get(seg + 1));
                    if let (Some(&a), Some(&b)) = (a, b) {
                        let (ax, ay) = screen_of(a);
                        let (bx, by) = screen_of(b);
                        let f = (t % STEP_FRAMES) as i32;
                        let k = STEP_FRAMES as i32;
                        self.overlay.mover =
                            Some((piece, ax + (bx - ax) * f / k, ay + (by - ay) * f / k));
                        if f == 0 {
                            self.sound = Some(Sfx::Step);
                        }
                    }
                }
                if t >= len {
                    let done = self.current.take();
                    if let Some(done) = done {
                        self.end(&done.event, view);
                    }
                }
            }
        }
    }

    /// Shows everything still queued at once (the skip button).
    pub fn skip(&mut self, view: &mut View) {
        if let Some(cur) = self.current.take() {
            self.end(&cur.event, view);
        }
        while let Some(event) = self.queue.pop_front() {
            self.begin(&event, view);
            self.end(&event, view);
        }
        self.sound = None;
    }

    /// Forgets overlays once the view has caught up with the game.
    pub fn settle(&mut self) {
        let die = self.overlay.die;
        self.overlay = Overlay {
            die: (die.0, false),
            ..Overlay::default()
        };
    }

    fn say(&mut self, text: String) {
        self.message = Some(text);
    }

    fn begin(&mut self, event: &Event, view: &mut View) {
        match *event {
            Event::Placed { piece, at } => {
                view.set(at, Some(piece));
                self.sound = Some(Sfx::Step);
            }
            Event::TurnStarted { side, round } => {
                self.overlay.die = (0, false);
                self.say(format!("Round {round}: {} turn", side_name(side)));
            }
            Event::Rolled { side, value } => {
                self.overlay.die = (value, true);
                self.sound = Some(Sfx::Roll);
                self.say(format!("{} rolled a {value}", side_name(side)));
            }
            Event::Moved { side, from, .. } => {
                view.set(from, None);
                let (x, y) = screen_of(from);
                self.overlay.mover = Some((Piece::of(side), x, y));
            }
            Event::LootRolled { at, roll } => {
                self.overlay.loot = Some((at, roll, true));
                self.sound = Some(Sfx::Roll);
                self.say(String::from("A chest! Rolling for gold..."));
            }
            Event::Looted {
                at,
                roll,
                gold_total,
            } => {
                self.overlay.loot = None;
                self.overlay.coin = Some((at, 0));
                view.set(at, None);
                self.sound = Some(Sfx::Loot);
                self.say(format!(
                    "{{3}}+{roll} gold!{{1}} The goodies have {gold_total} gold"
                ));
            }
            Event::GoldForfeited { at } => {
                self.overlay.loot = None;
                view.set(at, None);
                self.say(String::from(
                    "The six brings a goodie back\ninstead of gold",
                ));
            }
            Event::BattleRoll { at, goodie, baddie } => {
                self.overlay.battle = Some((at, goodie, baddie));
                self.sound = Some(Sfx::Battle);
                let tie = if goodie == baddie {
                    "  Tie - again!"
                } else {
                    ""
                };
                self.say(format!(
                    "Battle! {{5}}Goodie {goodie}{{1}} vs {{6}}Baddie {baddie}{{1}}{tie}"
                ));
            }
            Event::Battle { winner, .. } => {
                self.say(format!("{} win the battle!", side_name(winner)));
            }
            Event::Removed { at, .. } => {
                self.overlay.battle = None;
                self.overlay.cross = Some(at);
                self.sound = Some(Sfx::Defeat);
            }
            Event::ReachedSafety { survivors, .. } => {
                self.sound = Some(Sfx::Safe);
                self.say(format!(
                    "A goodie escaped! {{7}}{survivors} safe{{1}} so far"
                ));
            }
            Event::Returned { side, to } => {
                view.set(to, Some(Piece::of(side)));
                self.sound = Some(Sfx::Select);
                self.say(format!(
                    "Lucky six! A lost {} marker is back",
                    side_word(side)
                ));
            }
            Event::TurnPassed { side } => {
                self.say(format!("{} can't move: the turn passes", side_name(side)));
                self.sound = Some(Sfx::Error);
            }
            Event::GameOver { outcome, .. } => {
                self.sound = Some(match outcome {
                    Outcome::GoodiesWin => Sfx::Win,
                    Outcome::BaddiesWin => Sfx::Lose,
                    Outcome::Draw => Sfx::Safe,
                });
                self.say(String::from("The game is over!"));
            }
        }
    }

    fn end(&mut self, event: &Event, view: &mut View) {
        match *event {
            Event::Rolled { value, .. } => self.overlay.die = (value, false),
            Event::Moved { side, to, .. } => {
                let (x, y) = screen_of(to);
                self.overlay.mover = Some((Piece::of(side), x, y));
            }
            Event::Looted { .. } => self.overlay.coin = None,
            Event::Removed { piece, at } => {
                self.overlay.cross = None;
                let (x, y) = screen_of(at);
                match self.overlay.mover {
                    Some((p, mx, my)) if p == piece && (mx, my) == (x, y) => {
                        self.overlay.mover = None
                    }
                    _ => view.set(at, None),
                }
            }
            Event::ReachedSafety { .. } => self.overlay.mover = None,
            _ => {}
        }
    }

    /// Draws the overlays.
    pub fn show(&self, frame: &mut GraphicsFrame) {
        let spin = |k: u32| spr::DIE_1 + ((self.tumble / 3 + k) % 6) as usize;
        if let Some((piece, x, y)) = self.overlay.mover {
            ui::sprite(frame, view::piece_sprite(piece), x, y);
        }
        let (face, tumbling) = self.overlay.die;
        if tumbling {
            ui::sprite(frame, spin(0), DIE_POS.0, DIE_POS.1);
        } else if face > 0 {
            ui::sprite(frame, spr::DIE_1 + face as usize - 1, DIE_POS.0, DIE_POS.1);
        }
        if let Some((at, roll, tumbling)) = self.overlay.loot {
            let (x, y) = screen_of(at);
            let s = if tumbling {
                spin(2)
            } else {
                spr::DIE_1 + roll as usize - 1
            };
            ui::sprite(frame, s, x, y - 14);
        }
        if let Some((at, g, b)) = self.overlay.battle {
            let (x, y) = screen_of(at);
            let (x, y) = (x.clamp(8, 150), if y < 40 { y + 16 } else { y - 16 });
            ui::sprite(frame, spr::DIE_1 + g.clamp(1, 6) as usize - 1, x - 6, y);
            ui::sprite(frame, spr::DIE_1 + b.clamp(1, 6) as usize - 1, x + 10, y);
        }
        if let Some(at) = self.overlay.cross
            && (self.tumble / 6).is_multiple_of(2)
        {
            let (x, y) = screen_of(at);
            ui::sprite(frame, spr::CROSS, x, y);
        }
        if let Some((at, _)) = self.overlay.coin {
            let (x, y) = screen_of(at);
            ui::sprite(frame, spr::COIN, x, y - 8 - (self.tumble % 16) as i32 / 2);
        }
    }
}

/// "goodie" or "baddie".
pub fn side_word(side: Side) -> &'static str {
    match side {
        Side::Goodie => "goodie",
        Side::Baddie => "baddie",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop_core::sitters::{Events, Game, ai};

    /// What the screen shows at `p`: the overlay's marker, else the view.
    fn drawn(anim: &Animator, view: &View, p: Pos) -> Option<Piece> {
        let (x, y) = screen_of(p);
        match anim.overlay.mover {
            Some((piece, mx, my)) if (mx, my) == (x, y) => Some(piece),
            _ => view.at(p),
        }
    }

    #[test_case]
    fn after_each_animation_the_screen_matches_the_game(_gba: &mut agb::Gba) {
        let mut anim = Animator::default();
        let mut game = Game::new(11);
        let mut view = View::of(&game);
        let mut rng = ai::AiRng::new(3);
        let mut total = 0;
        for _ in 0..120 {
            let Some(action) = ai::choose(&game, ai::Level::Random, &mut rng) else {
                break;
            };
            let mut events = Events::new();
            game.try_apply(action, &mut events)
                .expect("the AI only picks legal actions");
            total += events.len();
            anim.push(events);
            // Play it out at the fastest speed (R held).
            let mut guard = 0;
            while anim.busy() && guard < 10_000 {
                anim.update(&mut view, 4);
                guard += 1;
            }
            assert!(!anim.busy(), "an animation never finished");
            // Drawn from events alone, before the play loop's sync:
            for r in 0..7u8 {
                for c in 0..11u8 {
                    let p = Pos::new(r, c);
                    assert_eq!(
                        drawn(&anim, &view, p),
                        game.piece_at(p),
                        "at {p:?} after {action:?}"
                    );
                }
            }
            view.sync(&game);
            anim.settle();
        }
        assert!(total > 100, "too few events to test: {total}");
    }

    #[test_case]
    fn skipping_empties_the_queue_at_once(_gba: &mut agb::Gba) {
        let mut anim = Animator::default();
        let mut view = View::of(&Game::new(5));
        let mut game = Game::new(5);
        let mut rng = ai::AiRng::new(9);
        for _ in 0..30 {
            let Some(action) = ai::choose(&game, ai::Level::Random, &mut rng) else {
                break;
            };
            let mut events = Events::new();
            game.try_apply(action, &mut events).expect("legal");
            anim.push(events);
        }
        assert!(anim.busy());
        anim.skip(&mut view);
        assert!(!anim.busy());
        assert!(
            anim.sound.is_none(),
            "a skip should not leave a sound to play"
        );
    }
}
