//! Drawing a person's decision: the two bottom lines, the menu box, the
//! cursor, the targets and a skill's range. Only the view.

use alloc::format;
use alloc::string::String;

use agb::display::GraphicsFrame;
use tabletop_core::sandford::{Game, Skill};

use super::super::map::{self, Camera, spr};
use super::super::{marks, words};
use super::{Mode, Ui, skill_name};
use crate::text::{Canvas, visible_len};
use crate::ui::{self, ink};

/// "Learn to play": the room left in the menu box, before each line's
/// pointer, for the guide's hand (a 16-pixel sprite pointing right).
const HAND_ROOM: i32 = 16;

impl Ui {
    /// The two bottom lines while deciding: (info, prompt); `None` info keeps
    /// the last message.
    pub fn lines(&self, game: &Game) -> (Option<String>, String) {
        let info = || {
            let s = words::cell_info(game, self.cursor);
            if s.is_empty() { None } else { Some(s) }
        };
        match self.mode {
            Mode::Menu => (
                self.held.clone(),
                super::super::hudline::hero_line(self.hero, &game.heroes()[self.hero as usize]),
            ),
            Mode::Sub => (None, String::from("{4}A: choose   B: back")),
            Mode::Moving => {
                let p = if self
                    .asked
                    .is_some_and(|(_, c)| c.is_some_and(|c| c != self.cursor))
                {
                    "{4}D-pad to the hand, then A  B: back"
                } else if self.reach.contains(&self.cursor) {
                    words::MOVE_HERE
                } else {
                    words::PICK_A_DOT
                };
                (info(), String::from(p))
            }
            Mode::Targeting => (info(), self.aim_prompt()),
            Mode::Looking => (info(), String::from("{4}Looking around. A/B: back")),
        }
    }

    /// "Learn to play": the hand, bobbing, on the asked choice: beside the
    /// menu's line that leads to it, or over its cell (where a move goes,
    /// or the target), never following the cursor. Where it is drawn is
    /// logged when it changes (with the cursor's place), for the tests.
    fn show_hand(&self, frame: &mut GraphicsFrame, cam: &Camera, frames: u32) {
        let Some((_, cell)) = self.asked else {
            return;
        };
        let cursor = cam.screen(self.cursor);
        let spot = match (self.mode, self.drawn) {
            (Mode::Menu | Mode::Sub, Some((x, y, _, _))) => self.hand_line().map(|line| {
                // Inside the box, in the room left for it before the
                // line's pointer and words, pointing into them: beside the
                // box's edge it pointed at what stood there (the playtest:
                // at Hero 3, or between lines when pointing down).
                let (x, y) = (x, y + 14 + line as i32 * 11 - 4);
                ui::sprite(frame, ui::spr::HAND_RIGHT, x + crate::hand::bob(frames), y);
                (x, y)
            }),
            (Mode::Menu | Mode::Sub, None) => None,
            // The target cell between flashing brackets, the finger on its
            // top edge (over the cell, the hand hid it: the playtest read
            // it as two or three squares off).
            // Aiming, the brackets go round the whole figure standing
            // there (16 pixels high, from the cell above), so the monster
            // shows between them.
            _ => cell.map(|c| {
                let (x, y) = cam.screen(c);
                let tall = i32::from(self.mode == Mode::Targeting);
                let cell = crate::hand::Cell {
                    x,
                    y: y - tall * map::CELL,
                    w: map::CELL,
                    h: map::CELL + tall * map::CELL,
                };
                crate::hand::point_at(frame, cell, crate::hand::From::Above, map::TOP, frames);
                // Logged: the cell pointed at.
                (x, y)
            }),
        };
        if self.hand_at.get() != spot.map(|a| (a, cursor)) {
            self.hand_at.set(spot.map(|a| (a, cursor)));
            if let (Some(_), Mode::Menu | Mode::Sub) = (spot, self.mode) {
                agb::println!("sandford: hand points into a line from the left, in the box");
            }
            if let Some((x, y)) = spot {
                agb::println!(
                    "sandford: hand at={},{} cursor={},{}",
                    x,
                    y,
                    cursor.0,
                    cursor.1
                );
            }
        }
    }

    /// "Magic: range 8  D-pad  A: go  B: back" (the D-pad while there is
    /// room for it on the line).
    fn aim_prompt(&self) -> String {
        let (k, range) = self.aim.unwrap_or((Skill::Attack, 1));
        aim_words(k, range)
    }

    /// The outline of the aimed skill's range (drawn after the pieces, so
    /// it is what goes if the sprites run out).
    pub fn show_range(&self, frame: &mut GraphicsFrame, cam: &Camera) {
        if self.mode == Mode::Targeting {
            marks::show_outline(frame, cam, &self.ring);
        }
    }

    /// The menu changed since it was last drawn.
    pub fn dirty(&self) -> bool {
        self.dirty
    }

    /// Draws (or erases) the menu box on the text layer when it changed.
    pub fn draw(
        &mut self,
        canvas: &mut Canvas,
        glyphs: &crate::text::Glyphs,
        cam: &Camera,
        game: &Game,
    ) {
        if !self.dirty {
            return;
        }
        self.dirty = false;
        self.erase(canvas);
        if !matches!(self.mode, Mode::Menu | Mode::Sub) {
            return;
        }
        let longest = self.entries.iter().map(|e| e.0.len()).max().unwrap_or(4) as i32;
        let title = self.question.as_deref().unwrap_or(&self.title);
        let indent = if self.asked.is_some() { HAND_ROOM } else { 0 };
        let w = (longest * 6 + 16 + indent).max(visible_len(title) * 6 + 8);
        let h = (self.entries.len() as i32 + 1) * 11 + 6;
        let y = map::TOP + 4;
        let (x, said) = side(game, cam, self.hero, (w, h, y));
        if self.box_said != Some(said) {
            self.box_said = Some(said);
            agb::println!(
                "sandford: menu box covers={} other={} moved={}",
                said.0,
                said.1,
                said.2
            );
        }
        agb::println!("sandford: menu box at={},{},{},{}", x, y, w, h);
        canvas.fill(x, y, w, h, ink::SHADOW);
        canvas.text(glyphs, x + 4, y + 3, ink::WHITE, title);
        for (i, (label, _)) in self.entries.iter().enumerate() {
            let ly = y + 14 + i as i32 * 11;
            let colour = if i == self.sel {
                ink::YELLOW
            } else {
                ink::WHITE
            };
            if i == self.sel {
                canvas.text(glyphs, x + 3 + indent, ly, ink::YELLOW, ">");
            }
            canvas.text(glyphs, x + 11 + indent, ly, colour, label);
        }
        self.drawn = Some((x, y, w, h));
    }

    /// Erases the menu box.
    pub fn erase(&mut self, canvas: &mut Canvas) {
        if let Some((x, y, w, h)) = self.drawn.take() {
            canvas.fill(x, y, w, h, 0);
        }
    }

    /// Forgets the drawn box (the text layer was cleared) and draws it again.
    pub fn invalidate(&mut self) {
        self.drawn = None;
        self.dirty = true;
    }

    /// The cursor, reach dots and target marks.
    pub fn show(&self, frame: &mut GraphicsFrame, cam: &Camera, frames: u32) {
        self.show_hand(frame, cam, frames);
        if self.mode != Mode::Menu && self.mode != Mode::Sub {
            let (x, y) = cam.screen(self.cursor);
            let pulse = if (frames / 12).is_multiple_of(2) {
                spr::CURSOR
            } else {
                spr::CURSOR + 1
            };
            map::sprite(frame, pulse, x, y);
        }
        match self.mode {
            Mode::Moving => {
                for c in &self.reach {
                    let (x, y) = cam.screen(*c);
                    map::sprite(frame, spr::REACH, x, y);
                }
            }
            Mode::Targeting => {
                // Bold yellow corners around each target, outside its cell
                // (the playtest found thin red brackets on the die faint).
                for (c, _) in &self.targets {
                    let (x, y) = cam.screen(*c);
                    for (k, (dx, dy)) in
                        [(-4, -4), (4, -4), (-4, 4), (4, 4)].into_iter().enumerate()
                    {
                        map::sprite(frame, spr::TARGET_CORNERS + k, x + dx, y + dy);
                    }
                }
            }
            _ => {}
        }
    }
}

/// Where the menu box (`w` by `h`, its top at `y`) goes: its left edge on
/// the side of the map where it covers fewer pieces, never the deciding
/// hero if it can help it (the monsters about to act stay in sight); on a
/// tie, away from the hero. Also what it covers there and on the other
/// side, and whether it went to the hero's side. Worked out only when the
/// box is drawn (at most 48 monsters).
fn side(
    game: &Game,
    cam: &Camera,
    hero: u8,
    (w, h, y): (i32, i32, i32),
) -> (i32, (i32, i32, bool)) {
    let (hx, hy) = cam.screen(game.heroes()[hero as usize].cell);
    let under = |x: i32, (px, py): (i32, i32)| px + 8 > x && px < x + w && py + 8 > y && py < y + h;
    let covers = |x: i32| {
        let monsters = game
            .monsters()
            .iter()
            .filter(|m| under(x, cam.screen(m.cell)))
            .count() as i32;
        monsters + if under(x, (hx, hy)) { 100 } else { 0 }
    };
    let (left, right) = (4, 236 - w);
    let away = if hx > 120 { left } else { right };
    let other = if away == left { right } else { left };
    let (a, o) = (covers(away), covers(other));
    if o < a {
        (other, (o, a, true))
    } else {
        (away, (a, o, false))
    }
}

/// The aiming line: "Magic: range 8  D-pad  A: go  B: back" (the D-pad
/// while there is room for it on the line).
pub(in crate::sandford) fn aim_words(k: Skill, range: i16) -> String {
    let head = format!("{}: range {}", skill_name(k), range);
    let pad = if head.len() <= 16 { "  D-pad" } else { "" };
    format!("{{5}}{head}{{4}}{pad}  A: go  B: back")
}
