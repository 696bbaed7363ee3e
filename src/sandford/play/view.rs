//! Drawing one game of Sandford: the HUD strips (as far as the frame's time
//! allows), the hand-over box, the pieces, the marks and the dice tray. Only
//! the view: nothing here changes the game.

use alloc::format;
use alloc::string::String;

use agb::display::GraphicsFrame;

use super::super::anim::Token;
use super::super::map::{self, spr};
use super::super::{crowds, marks, words};
use super::{HUD_LATE, Village};
use crate::app::App;
use crate::handover;
use crate::think::frame_line;
use crate::ui::ink;
use tabletop_core::sandford::{Cell, Game, Hero, Phase};

/// What the status line was built from: the wave, the temple's hit points,
/// the phase, the hero named and the hourglass's seconds.
type TopOf = (u8, u8, Phase, Option<u8>, Option<u32>);

/// The HUD's costliest words, kept as built with what they were built from,
/// and built again only when that changes.
#[derive(Default)]
pub(super) struct HudWords {
    top_of: Option<TopOf>,
    top: String,
    hero_of: Option<(u8, Hero)>,
    hero: String,
    /// The first bottom line while a person chooses, as last logged.
    said: String,
}

/// The hand-over box's width (its left 24 pixels hold the hero's figure).
const HANDOVER_W: i32 = 216;

impl Village {
    /// Redraws the HUD strips that changed, and the menu, as long as the
    /// frame has time left: what is left over is drawn in the next frame
    /// (and the computer thinks less in this one).
    pub(super) fn hud(&mut self, app: &mut App, g: &Game) {
        self.draw_hud(app, g);
        super::super::bot::hud_behind(self.hud_behind);
    }

    fn draw_hud(&mut self, app: &mut App, g: &Game) {
        // The phase and wave as shown (the board's), not the game's, which
        // is ahead of the events still being shown: one truth with the
        // words under the map.
        let phase = self.board.phase;
        if self.hud_phase != Some(phase) {
            self.hud_phase = Some(phase);
            agb::println!("sandford: hud phase={}", words::phase(phase));
        }
        // The hero whose turn it is: the one deciding, else the one the
        // event being shown is about (a computer's hero moving, a blow).
        let shown = self.actor.or(self.about);
        if shown != self.hud_hero {
            self.hud_hero = shown;
            if let Some(h) = shown {
                agb::println!("sandford: hud hero={}", h);
            }
        }
        let named =
            shown.filter(|_| matches!(phase, Phase::HeroesArrive | Phase::Defend | Phase::Repair));
        let clock = self.timed(g).then(|| self.timer.div_ceil(60));
        let key = (self.board.wave, self.board.temple_hp, phase, named, clock);
        if self.hud_words.top_of != Some(key) {
            // Logged when the wave, the temple or the phase changes (not
            // every second of the hourglass).
            let said = self.hud_words.top_of.map(|k| (k.0, k.1, k.2));
            self.hud_words.top_of = Some(key);
            self.hud_words.top = self.top_line(g, phase, named);
            if said != Some((key.0, key.1, key.2)) {
                agb::println!("sandford: top line {}", self.hud_words.top);
            }
        }
        let hurry = self.hurry_line(g);
        if hurry.is_some() != self.hurry_said {
            self.hurry_said = hurry.is_some();
            if let Some(h) = &hurry {
                agb::println!("sandford: hourglass hurry line {}", h);
            }
        }
        self.strips.set(0, &self.hud_words.top);
        if self.idle() {
            // The message and the hero's line, built again only when the
            // hero or its stats change: words are costly to build (the
            // benchmark: the HUD's words took 28 scanlines of a late frame
            // while the computer thought, and the frame ran over).
            let hero = shown.or(g.last_actor()).unwrap_or(0);
            // Its hearts as shown so far, while events play ("fallen"
            // only once the blow that fells it is shown).
            let h = g.heroes().get(hero as usize).map(|h| {
                let mut h = h.clone();
                if self.busy {
                    h.hp = self.shown_hp.get(hero as usize).copied().unwrap_or(h.hp);
                }
                h
            });
            let same = self.hud_words.hero_of.as_ref().map(|(i, x)| (*i, x));
            if same != h.as_ref().map(|h| (hero, h)) {
                self.hud_words.hero_of = h.as_ref().map(|h| (hero, h.clone()));
                self.hud_words.hero = h
                    .as_ref()
                    .map(|h| super::super::hudline::hero_line(hero, h))
                    .unwrap_or_default();
                agb::println!("sandford: hud hero line {}", self.hud_words.hero);
            }
            self.strips.set(1, &self.message);
            self.strips.set(2, &self.hud_words.hero);
        } else {
            let (line1, line2) = match &self.ui {
                _ if self.soak.is_some() && self.showing.is_none() => {
                    self.soak.as_ref().map(|m| m.lines(g)).unwrap_or_default()
                }
                Some(ui) if self.showing.is_none() => {
                    let (info, prompt) = ui.lines(g);
                    // The guide's sentence, and a word on why a press did
                    // nothing (until the cursor moves), stay over the cell's.
                    let info = info.filter(|_| !ui.guided() && !self.refused);
                    let line =
                        hurry.unwrap_or_else(|| info.unwrap_or_else(|| self.message.clone()));
                    (line, prompt)
                }
                _ if self.wait_word > 0 => (self.message.clone(), String::from(words::WAIT)),
                _ => (self.message.clone(), String::from(words::LESSON)),
            };
            if self.hud_words.said != line1 {
                agb::println!("sandford: hud says {}", line1);
                self.hud_words.said.clone_from(&line1);
            }
            self.strips.set(1, &line1);
            self.strips.set(2, &line2);
        }
        self.strips
            .draw(&mut app.text, &app.glyphs, &[0, 1, 2], 3, || {
                frame_line() <= HUD_LATE
            });
        self.hud_behind = self.strips.behind();
        if self.hud_behind {
            return;
        }
        // The hand-over box goes (or comes) before the menu is drawn: the
        // menu may open where the box was.
        self.handover_box(app);
        if let Some(ui) = self.ui.as_mut() {
            if frame_line() > HUD_LATE {
                self.hud_behind = ui.dirty();
                return;
            }
            ui.draw(&mut app.text, &app.glyphs, &self.cam, g);
        }
    }

    /// The HUD's bottom lines are the message and a hero's line (nothing
    /// chosen, no lesson, no wait).
    fn idle(&self) -> bool {
        let choosing = (self.soak.is_some() || self.ui.is_some()) && self.showing.is_none();
        !choosing && self.wait_word == 0 && !self.lesson
    }

    /// The status line over the map: the wave, the temple's hearts (with the
    /// heroes' heart: the playtest's "Temple 20" said nothing of what 20
    /// was), the phase, the hero whose turn it is and the hourglass.
    fn top_line(&self, g: &Game, phase: Phase, named: Option<u8>) -> String {
        let mut top = format!(
            "Wave {}/6 {{6}}Temple @{}{{1}}  {}",
            self.board.wave,
            self.board.temple_hp,
            words::phase(phase)
        );
        if let Some(h) = named {
            top.push_str(&format!(
                "  {} {}",
                words::hero(h).replace("Hero ", "H"),
                self.settings.who(h)
            ));
        }
        if let Some(clock) = self.clock_text(g) {
            top.push_str(&clock);
        }
        top
    }

    /// Draws the hand-over box while a person waits for the console, and
    /// erases it once they have it.
    fn handover_box(&mut self, app: &mut App) {
        match (self.handover, self.handover_box) {
            (Some(h), None) => {
                // The hero is named, by its hat too, and shown (its figure
                // at the box's left, [`Village::show`]): the playtest's
                // children did not know which hero was whose.
                let (w, hh) = (HANDOVER_W, 56);
                let (x, y) = ((240 - w) / 2, map::TOP + (map::BOTTOM - map::TOP - hh) / 2);
                app.text.fill(x, y, w, hh, ink::SHADOW);
                // People are named by the console's seats ("Player 2"),
                // in their hero's colour (the playtest: both "you").
                let name = match self.settings.player(h) {
                    Some(p) => words::player(h, p),
                    None => String::from(words::hero(h)),
                };
                let [title, pass, press] = handover::words(&name);
                let hat = match self.settings.player(h) {
                    Some(_) => format!("({}, the {})", words::plain_hero(h), words::hat(h)),
                    None => format!("(the {})", words::hat(h)),
                };
                agb::println!("sandford: hand-over shows hero={} {}", h, hat);
                agb::println!("sandford: hand-over says {}", title);
                agb::println!("sandford: hand-over over words {}", self.message);
                let (tx, tw) = (x + 24, w - 28);
                let t = &mut app.text;
                t.centred(&app.glyphs, tx, tw, y + 5, ink::WHITE, &title);
                t.centred(&app.glyphs, tx, tw, y + 16, ink::GREY, &hat);
                t.centred(&app.glyphs, tx, tw, y + 30, ink::WHITE, &pass);
                t.centred(&app.glyphs, tx, tw, y + 41, ink::YELLOW, &press);
                self.handover_box = Some((x, y, w, hh));
            }
            (None, Some((x, y, w, hh))) => {
                app.text.fill(x, y, w, hh, 0);
                self.handover_box = None;
            }
            _ => {}
        }
    }

    /// Forgets what the HUD shows (the text layer was cleared).
    pub(super) fn invalidate(&mut self) {
        self.handover_box = None;
        self.strips.invalidate();
        if let Some(ui) = self.ui.as_mut() {
            ui.invalidate();
        }
    }

    /// The pieces, highlights and cursor as sprites.
    pub(super) fn show(&mut self, frame: &mut GraphicsFrame, game: &Game) {
        self.cam.apply(&mut self.bg);
        // The hero waiting for the console, in the hand-over box.
        if let (Some(h), Some((x, y, _, _))) = (self.handover, self.handover_box) {
            map::hero_on_top(frame, usize::from(h), x + 8, y + 24);
        }
        // The dice tray first: in front of everything on the map.
        self.tray.show(frame, self.frames);
        let cam = &self.cam;
        marks::edge_arrows(frame, cam, &self.board);
        if let Some(ui) = &self.ui
            && self.showing.is_none()
        {
            ui.show(frame, cam, self.frames);
        }
        let (flash, t) = match &self.showing {
            Some(s) => (s.flash, s.t),
            None => (None, 0),
        };
        if let Some((sprite, c)) = flash
            && (t / 4).is_multiple_of(2)
        {
            let (x, y) = cam.screen(c);
            map::sprite(frame, sprite, x, y);
        }
        let glide = self.showing.as_ref().and_then(|s| s.glide_pixel());
        let board = &self.board;
        let pos = |token: Token, cell: Cell| -> (i32, i32) {
            match glide {
                Some((g, (px, py))) if g == token => cam.screen_px(px, py),
                _ => cam.screen(cell),
            }
        };
        if let Some(h) = self.actor
            && let Some(&(cell, true)) = board.heroes.get(h as usize)
            && (self.frames / 16).is_multiple_of(2)
        {
            let (x, y) = pos(Token::Hero(h), cell);
            map::sprite(frame, spr::RING, x, y);
        }
        // Each crowd's count first, in front of its monsters.
        crowds::show(frame, cam, &board.crowds);
        // Monsters first, so that a die in the cell above a hero covers
        // the hero's head rather than the other way round; the lowest first
        // (the board keeps them so), so that a monster's hit points are
        // never hidden under the die above it.
        for m in board.monsters.iter() {
            let (x, y) = pos(Token::Monster(m.id), m.cell);
            map::monster(frame, m.colour, m.hp, x, y);
        }
        let spinning = self.showing.as_ref().is_some_and(|s| s.spinning());
        for (i, &(cell, alive)) in board.heroes.iter().enumerate() {
            // An arriving hero appears once the needle has settled.
            let landing = spinning && self.arriving == Some(i as u8);
            if alive && !landing {
                let (x, y) = pos(Token::Hero(i as u8), cell);
                map::hero(frame, i, x, y);
            }
        }
        marks::shops(frame, cam, game);
        marks::temple(frame, cam, game, board, self.showing.as_ref());
        if let (Some(ui), None) = (&self.ui, &self.showing) {
            ui.show_range(frame, cam);
        }
    }
}
