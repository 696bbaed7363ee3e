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
                self.held
                    .clone()
                    .or_else(|| self.door_shown().map(|_| String::from(words::DOOR))),
                super::super::hudline::hero_line(self.hero, &game.heroes()[self.hero as usize]),
            ),
            Mode::Sub => (None, String::from("{4}A: choose   B: back")),
            Mode::Moving => {
                let p = if self
                    .asked
                    .is_some_and(|(_, c)| c.is_some_and(|c| c != self.cursor))
                {
                    words::YELLOW_TO_PINK
                } else if self.cursor == game.heroes()[self.hero as usize].cell {
                    // Not "A: go here" on the hero's own square (the
                    // playtest): A stays only when asked or hinted.
                    if self.stays_at(self.cursor) {
                        words::STAY_HERE
                    } else {
                        words::YOU_ARE_HERE
                    }
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
    /// menu's line that leads to it; for a cell (where a move goes, or the
    /// target), pink brackets round it and, while the cursor is off it, a
    /// pink arrow beside the cursor the way to press, the hand only once
    /// the cursor is on it (the playtests: the hand on the cell was taken
    /// for the cursor, and A pressed at once). What is drawn is logged when
    /// it changes (with the cursor's place), for the tests.
    fn show_hand(&self, frame: &mut GraphicsFrame, cam: &Camera, frames: u32) {
        use crate::hand::Guide;
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
                Guide::Hand(x, y)
            }),
            (Mode::Menu | Mode::Sub, None) => None,
            // The target cell between breathing brackets, the finger on its
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
                // The arrow keeps off the whole figure on the cursor's
                // square too (its head in the square above).
                let (cx, cy) = cursor;
                let square = crate::hand::Cell {
                    x: cx,
                    y: cy,
                    w: map::CELL,
                    h: map::CELL,
                };
                let on = self.cursor == c;
                let figure = crate::hand::Cell {
                    y: cy - map::CELL,
                    h: 2 * map::CELL,
                    ..square
                };
                let cursor = crate::hand::Cursor {
                    cell: square,
                    keep: if on { square } else { figure },
                    on,
                };
                let area = crate::hand::Cell {
                    x: 0,
                    y: map::TOP,
                    w: 240,
                    h: map::BOTTOM - map::TOP,
                };
                let from = crate::hand::From::Above;
                match crate::hand::guide_cursor(frame, cell, cursor, area, from, frames) {
                    // Logged: the cell pointed at.
                    Guide::Hand(..) => Guide::Hand(x, y),
                    arrow => arrow,
                }
            }),
        };
        if self.hand_at.get() != spot.map(|a| (a, cursor)) {
            self.hand_at.set(spot.map(|a| (a, cursor)));
            if let (Some(_), Mode::Menu | Mode::Sub) = (spot, self.mode) {
                agb::println!("sandford: hand points into a line from the left, in the box");
            }
            match spot {
                Some(Guide::Hand(x, y)) => agb::println!(
                    "sandford: hand at={},{} cursor={},{}",
                    x,
                    y,
                    cursor.0,
                    cursor.1
                ),
                Some(Guide::Arrow(d, x, y)) => {
                    let (tx, ty) = cell.map_or((0, 0), |c| cam.screen(c));
                    agb::println!(
                        "sandford: arrow={} at={},{} cursor={},{} target={},{}",
                        d.name(),
                        x,
                        y,
                        cursor.0,
                        cursor.1,
                        tx,
                        ty
                    );
                }
                None => {}
            }
        }
    }

    /// The door shown on the menu: the shop's beside the hero, unless the
    /// guide's hand shows the way ("Learn to play").
    fn door_shown(&self) -> Option<tabletop_core::sandford::Cell> {
        self.door.filter(|_| self.asked.is_none())
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
        let named = self.asked.and_then(|(_, c)| c).or(self.door_shown());
        let keep = super::place::keep_in_sight(game, cam, self.hero, named);
        let hero_x = cam.screen(game.heroes()[self.hero as usize].cell).0;
        let (x, y, said) = super::place::corner(w, h, hero_x, &keep);
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

    /// Where the cursor's box is drawn on the screen, while it is shown.
    pub(in crate::sandford) fn cursor_box(&self, cam: &Camera) -> Option<(i32, i32)> {
        (!matches!(self.mode, Mode::Menu | Mode::Sub | Mode::Targeting))
            .then(|| cam.screen(self.cursor))
    }

    /// The cursor, reach dots and target marks.
    pub fn show(&self, frame: &mut GraphicsFrame, cam: &Camera, frames: u32) {
        self.show_hand(frame, cam, frames);
        // Aiming, the chosen target's brackets breathe instead: the cursor
        // over its cell covered the monster (the playtest).
        // The cursor is one thick yellow box, the same in every frame: the
        // playtest's child lost the thin blinking corners (some frames
        // showed none) and took the guide's hand for the cursor.
        if let Some((x, y)) = self.cursor_box(cam) {
            map::sprite(frame, spr::CURSOR_BOX, x, y);
        }
        if let (Mode::Menu, Some(c)) = (self.mode, self.door_shown()) {
            // The shop's door flashes (the cursor's square, as where a
            // move goes).
            let (x, y) = cam.screen(c);
            if (frames / 12).is_multiple_of(2) {
                map::sprite(frame, spr::CURSOR, x, y);
            }
        }
        match self.mode {
            Mode::Moving => {
                for c in &self.reach {
                    let (x, y) = cam.screen(*c);
                    map::sprite(frame, spr::REACH, x, y);
                }
            }
            Mode::Targeting => {
                // Bold yellow corners around each target (the playtest
                // found thin red brackets on the die faint), the chosen
                // one's breathing.
                let breathe = (frames / 12).is_multiple_of(2);
                for (i, (c, _)) in self.targets.iter().enumerate() {
                    let (x, y) = cam.screen(*c);
                    let out = i == self.tsel && breathe;
                    for (k, (sx, sy)) in bracket_spots(x, y, out).into_iter().enumerate() {
                        map::sprite(frame, spr::TARGET_CORNERS + k, sx, sy);
                    }
                }
            }
            _ => {}
        }
    }
}

/// Where a target's four bracket sprites go (top-left, top-right,
/// bottom-left, bottom-right) for the piece standing in the cell whose
/// top-left is `(x, y)`: around the whole piece, a die and the hit points
/// in the cell above it (or a hero and its head), never over it (the
/// playtest: the brackets covered the monster); `out` a pixel further.
pub(in crate::sandford) fn bracket_spots(x: i32, y: i32, out: bool) -> [(i32, i32); 4] {
    // Each corner's art is 6 pixels square in its sprite's outer corner.
    let d = 6 + i32::from(out);
    let top = y - map::CELL - d;
    [(x - d, top), (x + d, top), (x - d, y + d), (x + d, y + d)]
}

/// The aiming line: "Magic: range 8  D-pad  A: go  B: back" (the D-pad
/// while there is room for it on the line).
pub(in crate::sandford) fn aim_words(k: Skill, range: i16) -> String {
    let head = format!("{}: range {}", skill_name(k), range);
    let pad = if head.len() <= 16 { "  D-pad" } else { "" };
    format!("{{5}}{head}{{4}}{pad}  A: go  B: back")
}

#[cfg(test)]
mod tests {
    use super::super::What;
    use super::*;
    use tabletop_core::sandford::{Action, Config, HouseRules, MAX_ACTIONS, heapless};

    /// The brackets around a target stand outside the piece, its die and
    /// the hit points above it (the playtest: they covered the monster).
    #[test_case]
    fn the_target_s_brackets_stand_around_the_piece_not_over_it(_gba: &mut agb::Gba) {
        let (x, y) = (100, 60);
        // The piece: 8 wide, from the cell above to the bottom of its own.
        let piece = |px: i32, py: i32| px >= x && px < x + 8 && py >= y - 8 && py < y + 8;
        for out in [false, true] {
            let spots = bracket_spots(x, y, out);
            for (k, &(sx, sy)) in spots.iter().enumerate() {
                // The corner's art: 6x6 in the sprite's outer corner.
                let (ax, ay) = (
                    sx + if k % 2 == 1 { 2 } else { 0 },
                    sy + if k >= 2 { 2 } else { 0 },
                );
                for py in ay..ay + 6 {
                    for px in ax..ax + 6 {
                        assert!(!piece(px, py), "corner {k} covers the piece at {px},{py}");
                    }
                }
                // And close to it: within 3 pixels of its outline.
                let near_x = if k % 2 == 1 {
                    ax - (x + 8)
                } else {
                    x - (ax + 6)
                };
                assert!((0..=3).contains(&near_x), "corner {k} is {near_x} px off");
            }
        }
    }

    /// The playtest: "A: go here" was shown on the hero's own square,
    /// where A does nothing. There the prompt says so (or, when staying put
    /// is hinted, that A stays); on another square it is "A: go here".
    #[test_case]
    fn the_hero_s_own_square_does_not_say_go_here(_gba: &mut agb::Gba) {
        let game = Game::new(Config {
            heroes: 2,
            rings_option: false,
            seed: 7,
            house: HouseRules::NONE,
        });
        let mut legal: heapless::Vec<Action, MAX_ACTIONS> = heapless::Vec::new();
        game.hero_legal_actions(0, &mut legal);
        let mut ui = Ui::new(&game, &legal, 0, false, String::from("Hero 1"), (0, 0));
        let home = game.heroes()[0].cell;
        let _ = ui.activate(&game, What::Move, home);
        assert!(ui.cursor == home, "the cursor starts on the hero");
        assert_eq!(ui.lines(&game).1, words::YOU_ARE_HERE);
        ui.stay_hinted = true;
        assert_eq!(ui.lines(&game).1, words::STAY_HERE);
        let away = *ui
            .reach
            .iter()
            .find(|&&c| c != home)
            .expect("a square to go to");
        ui.cursor = away;
        assert_eq!(ui.lines(&game).1, words::MOVE_HERE);
    }
}
