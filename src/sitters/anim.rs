//! Plays the rules' events as animations: dice tumbling, markers walking their
//! path, chests opening, battles, defeats. Only the view changes here, never the game.

use alloc::string::String;

use agb::display::GraphicsFrame;
use tabletop_core::sitters::{Event, Game, Outcome, Piece, Pos};

use super::battle::{self, Fight};
use super::hud::{DIE_POS, Tally};
use super::view::{self, View, screen_of};
use super::words;
use crate::audio::Sfx;
use crate::player::{Pace, Stage};
use crate::ui::{self, spr};

/// Frames a marker takes to walk one space.
const STEP_FRAMES: u32 = 8;
/// Frames a die tumbles before it settles and its words are said.
pub const TUMBLE: u32 = 18;

/// An event that rolls dice: its words (and counts) wait until they settle.
fn rolls(event: &Event) -> bool {
    matches!(
        event,
        Event::Rolled { .. } | Event::LootRolled { .. } | Event::BattleRoll { .. }
    )
}

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
    /// A battle: its space, the goodie's and the baddie's faces, and where
    /// the fighters and dice are drawn.
    battle: Option<(Pos, u8, u8, Fight)>,
    /// A defeated marker's cross (screen pixels).
    cross: Option<(i32, i32)>,
    /// A coin rising from a looted chest.
    coin: Option<(Pos, i32)>,
}

/// What the events being shown (on the turn driver's player) draw.
pub struct Animator {
    overlay: Overlay,
    /// A new message for the HUD, taken by the game loop.
    pub message: Option<String>,
    /// A sound to play now, taken by the game loop.
    pub sound: Option<Sfx>,
    /// The counts as shown so far (the HUD draws these, never the game's).
    pub tally: Tally,
    tumble: u32,
    /// A dice event whose words wait for its dice to settle.
    rolling: Option<Event>,
}

fn length(event: &Event) -> u32 {
    match event {
        Event::Placed { .. } => 4,
        Event::TurnStarted { .. } => 10,
        Event::Rolled { .. } => TUMBLE + 22,
        Event::Moved { path, .. } => STEP_FRAMES * (path.len().max(2) as u32 - 1),
        Event::LootRolled { .. } => TUMBLE + 22,
        Event::Looted { .. } => 40,
        Event::GoldForfeited { .. } => 30,
        Event::BattleRoll { .. } => TUMBLE + 35,
        Event::Battle { .. } => 30,
        Event::Removed { .. } => 30,
        Event::ReachedSafety { .. } => 45,
        Event::Returned { .. } => 30,
        Event::TurnPassed { .. } => 60,
        Event::GameOver { .. } => 40,
    }
}

impl Animator {
    /// An animator with nothing to show, for `game` as it stands.
    pub fn new(game: &Game) -> Animator {
        Animator {
            overlay: Overlay::default(),
            message: None,
            sound: None,
            tally: Tally::of(game),
            tumble: 0,
            rolling: None,
        }
    }

    /// The space of the battle being shown, if any (its fighters are drawn
    /// here, apart, instead of the board's piece).
    pub fn battle_at(&self) -> Option<Pos> {
        self.overlay.battle.map(|b| b.0)
    }

    /// After each frame of the player at `pace`: the dice tumble on, and a
    /// skip shows the end state without the sounds of the events skipped.
    pub fn after_frame(&mut self, pace: Pace) {
        self.tumble = self.tumble.wrapping_add(1);
        if pace.skip {
            self.sound = None;
        }
    }

    /// The walking marker, `t` frames into `Moved`.
    fn walk(&mut self, event: &Event, t: u32) {
        if let Event::Moved { side, path, .. } = event {
            let (piece, seg) = (Piece::of(*side), (t / STEP_FRAMES) as usize);
            let (a, b) = (path.get(seg), path.get(seg + 1));
            if let (Some(&a), Some(&b)) = (a, b) {
                let (ax, ay) = screen_of(a);
                let (bx, by) = screen_of(b);
                let f = (t % STEP_FRAMES) as i32;
                let k = STEP_FRAMES as i32;
                self.overlay.mover = Some((piece, ax + (bx - ax) * f / k, ay + (by - ay) * f / k));
                if f == 0 {
                    self.sound = Some(Sfx::Step);
                }
            }
        }
    }

    /// Forgets overlays once the view has caught up with `game`.
    pub fn settle(&mut self, game: &Game) {
        self.tally = Tally::of(game);
        let die = self.overlay.die;
        self.overlay = Overlay {
            die: (die.0, false),
            ..Overlay::default()
        };
    }

    /// The message and the counts change together: as the event starts, or
    /// once its dice have settled.
    fn say(&mut self, event: &Event) {
        if let Some(text) = words::event(event) {
            self.message = Some(text);
        }
        self.tally.apply(event);
    }

    /// The dice being rolled settle: their faces show, then their words.
    fn settled(&mut self) {
        let Some(event) = self.rolling.take() else {
            return;
        };
        self.overlay.die.1 = false;
        if let Some(loot) = self.overlay.loot.as_mut() {
            loot.2 = false;
        }
        self.say(&event);
    }

    fn begin(&mut self, event: &Event, view: &mut View) {
        if rolls(event) {
            self.rolling = Some(event.clone());
        } else {
            self.say(event);
        }
        match *event {
            Event::Placed { piece, at } => {
                view.set(at, Some(piece));
                self.sound = Some(Sfx::Step);
            }
            Event::TurnStarted { .. } => self.overlay.die = (0, false),
            Event::Rolled { value, .. } => {
                self.overlay.die = (value, true);
                self.sound = Some(Sfx::Roll);
            }
            Event::Moved { side, from, .. } => {
                view.set(from, None);
                let (x, y) = screen_of(from);
                self.overlay.mover = Some((Piece::of(side), x, y));
            }
            Event::LootRolled { at, roll } => {
                self.overlay.loot = Some((at, roll, true));
                self.sound = Some(Sfx::Roll);
            }
            Event::Looted { at, .. } => {
                self.overlay.loot = None;
                self.overlay.coin = Some((at, 0));
                view.set(at, None);
                self.sound = Some(Sfx::Loot);
            }
            Event::GoldForfeited { at } => {
                self.overlay.loot = None;
                view.set(at, None);
            }
            Event::BattleRoll { at, goodie, baddie } => {
                let fight = battle::layout(at, |p| view.at(p).is_some());
                self.overlay.battle = Some((at, goodie, baddie, fight));
                self.sound = Some(Sfx::Battle);
            }
            Event::Battle { .. } => {}
            Event::Removed { piece, at } => {
                // The cross goes on the loser, where it stands in the fight.
                self.overlay.cross = Some(match self.overlay.battle {
                    Some((b, _, _, fight)) if b == at => {
                        fight.fighters[(piece == Piece::Baddie) as usize]
                    }
                    _ => screen_of(at),
                });
                self.sound = Some(Sfx::Defeat);
            }
            Event::ReachedSafety { .. } => self.sound = Some(Sfx::Safe),
            Event::Returned { side, to } => {
                view.set(to, Some(Piece::of(side)));
                self.sound = Some(Sfx::Select);
            }
            Event::TurnPassed { .. } => self.sound = Some(Sfx::Error),
            Event::GameOver { outcome, .. } => {
                self.sound = Some(match outcome {
                    Outcome::GoodiesWin => Sfx::Win,
                    Outcome::BaddiesWin => Sfx::Lose,
                    Outcome::Draw => Sfx::Safe,
                });
            }
        }
    }

    fn end(&mut self, event: &Event, view: &mut View) {
        self.settled();
        match *event {
            Event::Rolled { value, .. } => self.overlay.die = (value, false),
            Event::Moved { side, to, .. } => {
                let (x, y) = screen_of(to);
                self.overlay.mover = Some((Piece::of(side), x, y));
            }
            Event::Looted { .. } => self.overlay.coin = None,
            Event::Removed { piece, at } => {
                self.overlay.cross = None;
                self.overlay.battle = None;
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
        let fight = self.overlay.battle.map(|b| b.3);
        if let Some(at) = self.overlay.cross
            && (self.tumble / 6).is_multiple_of(2)
        {
            ui::sprite(frame, spr::CROSS, at.0, at.1);
        }
        if let Some((_, g, b, fight)) = self.overlay.battle {
            // Each fighter with its die: blue for the goodie, purple for the
            // baddie, tumbling until they settle.
            let rolling = self.rolling.is_some();
            for (k, (piece, face, first)) in [
                (Piece::Goodie, g, spr::GOODIE_DIE_1),
                (Piece::Baddie, b, spr::BADDIE_DIE_1),
            ]
            .into_iter()
            .enumerate()
            {
                let (dx, dy) = fight.dice[k];
                let face = if rolling {
                    ((self.tumble / 3 + k as u32 * 2) % 6) as u8 + 1
                } else {
                    face.clamp(1, 6)
                };
                ui::sprite(frame, first + face as usize - 1, dx, dy);
                let (fx, fy) = fight.fighters[k];
                ui::sprite(frame, view::piece_sprite(piece), fx, fy);
            }
        }
        // The attacker stands in the fight, not on top of the defender.
        let hidden = self.battle_at().map(screen_of);
        if let Some((piece, x, y)) = self.overlay.mover
            && hidden != Some((x, y))
        {
            ui::sprite(frame, view::piece_sprite(piece), x, y);
        }
        let (face, tumbling) = self.overlay.die;
        let panel_dice = fight.is_some_and(|f| f.dice[0].0 >= DIE_POS.0 - 16);
        if panel_dice {
            // The battle's dice sit in the die's place.
        } else if tumbling {
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
        if let Some((at, _)) = self.overlay.coin {
            let (x, y) = screen_of(at);
            ui::sprite(frame, spr::COIN, x, y - 8 - (self.tumble % 16) as i32 / 2);
        }
    }
}

/// The animator and the board view, as the shared player's stage.
pub struct Scene<'a> {
    /// What the events draw over the board.
    pub anim: &'a mut Animator,
    /// The board's pieces as shown.
    pub view: &'a mut View,
}

impl Stage<Event> for Scene<'_> {
    fn begin(&mut self, event: &Event) -> u32 {
        self.anim.begin(event, self.view);
        length(event)
    }

    fn tick(&mut self, event: Option<&Event>, t: u32, _len: u32) {
        if t >= TUMBLE {
            self.anim.settled();
        }
        if let Some(e) = event {
            self.anim.walk(e, t);
        }
    }

    fn end(&mut self, event: Option<&Event>) {
        if let Some(e) = event {
            self.anim.end(e, self.view);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::player::Player;
    use tabletop_core::sitters::{Events, Game, ai};

    /// One frame of `player` showing on `anim` and `view` at `pace`.
    fn frame(player: &mut Player<Event>, anim: &mut Animator, view: &mut View, pace: Pace) {
        player.update(&mut Scene { anim, view }, pace);
        anim.after_frame(pace);
    }

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
        let mut game = Game::new(11);
        let mut anim = Animator::new(&game);
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
            let mut player = Player::default();
            player.push(events);
            // Play it out at the fastest speed (R held).
            let mut guard = 0;
            while player.busy() && guard < 10_000 {
                let pace = Pace {
                    speed: 4,
                    skip: false,
                };
                frame(&mut player, &mut anim, &mut view, pace);
                guard += 1;
            }
            assert!(!player.busy(), "an animation never finished");
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
            anim.settle(&game);
        }
        assert!(total > 100, "too few events to test: {total}");
    }

    /// The number just before `unit` in `text` ("... have 12 gold" -> 12).
    fn number_before(text: &str, unit: &str) -> Option<u8> {
        let head = &text[..text.rfind(unit)?];
        let start = head
            .rfind(|c: char| !c.is_ascii_digit())
            .map_or(0, |i| i + 1);
        head[start..].parse().ok()
    }

    #[test_case]
    fn the_hud_counts_change_with_their_messages_and_never_early(_gba: &mut agb::Gba) {
        for seed in [3, 8] {
            let mut game = Game::new(seed);
            let mut anim = Animator::new(&game);
            let mut view = View::of(&game);
            let mut rng = ai::AiRng::new(seed);
            let (mut gold_msgs, mut safe_msgs) = (0, 0);
            while !game.is_over() {
                let action = ai::choose(&game, ai::Level::Easy, &mut rng).expect("a move");
                let before = anim.tally;
                let mut events = Events::new();
                game.try_apply(action, &mut events).expect("legal");
                let mut player = Player::default();
                player.push(events);
                // Nothing shows the new state before its events are played.
                assert_eq!(anim.tally, before, "the HUD ran ahead of {action:?}");
                while player.busy() {
                    let pace = Pace {
                        speed: 1,
                        skip: false,
                    };
                    frame(&mut player, &mut anim, &mut view, pace);
                    if let Some(m) = anim.message.take() {
                        if m.contains("gold!") {
                            gold_msgs += 1;
                            assert_eq!(Some(anim.tally.gold), number_before(&m, " gold"));
                        } else if m.contains("escaped") {
                            safe_msgs += 1;
                            assert_eq!(Some(anim.tally.safe), number_before(&m, " safe"));
                        }
                    }
                }
                // Caught up event by event: what the game says, without reading it.
                assert_eq!(anim.tally, Tally::of(&game), "after {action:?}");
                view.sync(&game);
                anim.settle(&game);
            }
            assert!(matches!(
                anim.tally.stage,
                super::super::hud::Stage::Over { .. }
            ));
            assert!(
                gold_msgs + safe_msgs > 0,
                "seed {seed}: no gold and no escape"
            );
        }
    }

    #[test_case]
    fn skipping_empties_the_queue_at_once(_gba: &mut agb::Gba) {
        let mut anim = Animator::new(&Game::new(5));
        let mut view = View::of(&Game::new(5));
        let mut game = Game::new(5);
        let mut rng = ai::AiRng::new(9);
        let mut player = Player::default();
        for _ in 0..30 {
            let Some(action) = ai::choose(&game, ai::Level::Random, &mut rng) else {
                break;
            };
            let mut events = Events::new();
            game.try_apply(action, &mut events).expect("legal");
            player.push(events);
        }
        assert!(player.busy());
        let pace = Pace {
            speed: 1,
            skip: true,
        };
        frame(&mut player, &mut anim, &mut view, pace);
        assert!(!player.busy());
        assert!(
            anim.sound.is_none(),
            "a skip should not leave a sound to play"
        );
    }

    #[test_case]
    fn a_roll_s_words_wait_until_its_dice_have_settled(_gba: &mut agb::Gba) {
        let game = Game::new(5);
        let mut view = View::of(&game);
        let side = tabletop_core::sitters::Side::Goodie;
        let at = Pos::new(3, 4);
        for event in [
            Event::Rolled { side, value: 4 },
            Event::LootRolled { at, roll: 6 },
            Event::BattleRoll {
                at,
                goodie: 5,
                baddie: 2,
            },
        ] {
            let mut anim = Animator::new(&game);
            let mut player = Player::default();
            player.push([event.clone()]);
            let pace = Pace {
                speed: 1,
                skip: false,
            };
            let mut said_at = None;
            for f in 1..=TUMBLE + 30 {
                frame(&mut player, &mut anim, &mut view, pace);
                let tumbling = anim.rolling.is_some();
                if anim.message.take().is_some() && said_at.is_none() {
                    said_at = Some(f);
                    assert!(!tumbling, "{event:?}: words while the dice tumble");
                }
                if f < TUMBLE {
                    assert!(tumbling, "{event:?} settled at frame {f}");
                    assert!(said_at.is_none(), "{event:?} said at frame {f}");
                }
            }
            let f = said_at.unwrap_or_else(|| panic!("{event:?} was never said"));
            assert!((TUMBLE..=TUMBLE + 1).contains(&f), "{event:?} said at {f}");
            assert!(!anim.overlay.die.1, "{event:?}: the die still tumbles");
        }
    }
}
