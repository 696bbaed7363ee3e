//! Name entry with an on-screen keyboard: letters in rows, a space, "Del"
//! and "Done". The + pad moves, A presses a key, B deletes a letter (or,
//! with nothing typed, goes back), START is "Done". A name starts with a
//! capital and goes on in small letters (a capital again after a space or a
//! dash); an empty name becomes the default one.

use alloc::string::String;

use agb::input::Button;

use crate::app::App;
use crate::audio::Sfx;
use crate::ui::ink;

/// Most letters a name may have on the cartridge (it fits every screen).
pub const MAX_LETTERS: usize = 8;

/// The widest name a child can type: the widest letter, [`MAX_LETTERS`]
/// times (the tests' name for lines that must fit with any name).
#[cfg(test)]
pub fn widest_name(g: &crate::text::Glyphs) -> alloc::string::String {
    let c = ('A'..='Z')
        .chain('a'..='z')
        .max_by_key(|&c| g.advance(c))
        .unwrap_or('W');
    (0..MAX_LETTERS).map(|_| c).collect()
}

const LETTERS: [&str; 3] = ["ABCDEFGHI", "JKLMNOPQR", "STUVWXYZ-"];
const COLS: usize = 9;
/// The last row: space, delete, done.
const LAST: [&str; 3] = ["Space", "Del", "Done"];
const KEY_W: i32 = 22;
const KEY_H: i32 = 16;
const LEFT: i32 = (240 - COLS as i32 * KEY_W) / 2;
const TOP: i32 = 60;

/// The keyboard's state: the name typed so far and the key the cursor is on.
struct Keys {
    name: String,
    row: usize,
    col: usize,
}

/// What a key does.
enum Key {
    Letter(char),
    Space,
    Delete,
    Done,
}

impl Keys {
    fn key(&self) -> Key {
        if self.row < LETTERS.len() {
            let c = LETTERS[self.row].as_bytes()[self.col] as char;
            return Key::Letter(c);
        }
        match self.col / 3 {
            0 => Key::Space,
            1 => Key::Delete,
            _ => Key::Done,
        }
    }

    fn type_letter(&mut self, c: char) -> bool {
        if self.name.chars().count() >= MAX_LETTERS {
            return false;
        }
        let capital = matches!(self.name.chars().last(), None | Some(' ') | Some('-'));
        self.name
            .push(if capital { c } else { c.to_ascii_lowercase() });
        true
    }
}

fn draw(app: &mut App, k: &Keys, prompt: &str, default: &str) {
    let (t, g) = app.blank_text();
    t.centred(g, 0, 240, 4, ink::YELLOW, prompt);
    // The name in a box, with the place for the next letter underlined.
    t.fill(60, 22, 120, 22, ink::GREY);
    t.fill(61, 23, 118, 20, ink::SHADOW);
    let shown = if k.name.is_empty() { default } else { &k.name };
    let colour = if k.name.is_empty() {
        ink::GREY
    } else {
        ink::WHITE
    };
    let w = g.width(shown);
    let end = t.text(g, 120 - w / 2, 29, colour, shown);
    if !k.name.is_empty() && k.name.chars().count() < MAX_LETTERS {
        t.fill(end + 1, 38, 5, 1, ink::YELLOW);
    }
    for (r, row) in LETTERS.iter().enumerate() {
        for (c, ch) in row.chars().enumerate() {
            let on = k.row == r && k.col == c;
            let (x, y) = (LEFT + c as i32 * KEY_W, TOP + r as i32 * (KEY_H + 2));
            key_box(t, x, y, KEY_W - 2, on);
            let mut s = [0u8; 4];
            let letter = ch.encode_utf8(&mut s);
            let lw = g.width(letter);
            t.text(g, x + (KEY_W - 2 - lw) / 2, y + 4, ink::WHITE, letter);
        }
    }
    let y = TOP + LETTERS.len() as i32 * (KEY_H + 2);
    for (i, word) in LAST.iter().enumerate() {
        let on = k.row == LETTERS.len() && k.col / 3 == i;
        let x = LEFT + i as i32 * 3 * KEY_W;
        key_box(t, x, y, 3 * KEY_W - 2, on);
        let lw = g.width(word);
        let colour = if i == 2 { ink::GREEN } else { ink::WHITE };
        t.text(g, x + (3 * KEY_W - 2 - lw) / 2, y + 4, colour, word);
    }
    t.text(g, 8, 141, ink::GREY, "+ pad move   A type   B delete");
    t.text(g, 8, 151, ink::GREY, "START done");
}

fn key_box(t: &mut crate::text::Canvas, x: i32, y: i32, w: i32, on: bool) {
    let edge = if on { ink::YELLOW } else { ink::GREY };
    t.fill(x, y, w, KEY_H, edge);
    t.fill(x + 1, y + 1, w - 2, KEY_H - 2, ink::SHADOW);
}

/// Asks for a name, starting from `name`. `None` when B is pressed with
/// nothing typed (go back); the default name when "Done" is pressed with
/// nothing typed.
pub fn run(app: &mut App, prompt: &str, name: &str, default: &str) -> Option<String> {
    agb::println!("scene: sgs keyboard");
    let mut k = Keys {
        name: String::from(name),
        row: 0,
        col: 0,
    };
    let mut dirty = true;
    loop {
        if dirty {
            draw(app, &k, prompt, default);
            dirty = false;
        }
        let mut frame = app.gfx.frame();
        app.text.show(&mut frame);
        frame.commit();
        app.next_frame();
        let dy = app.input.just_pressed_y_tri() as i32;
        let dx = app.input.just_pressed_x_tri() as i32;
        if dy != 0 {
            k.row = crate::options_list::cycle(k.row, dy, LETTERS.len() + 1);
            dirty = true;
        }
        if dx != 0 {
            if k.row == LETTERS.len() {
                // The last row's three wide keys, each three columns.
                k.col = crate::options_list::cycle(k.col / 3, dx, 3) * 3;
            } else {
                k.col = crate::options_list::cycle(k.col, dx, COLS);
            }
            dirty = true;
        }
        if dirty {
            app.sfx(Sfx::Select);
        }
        let mut done = app.input.is_just_pressed(Button::Start);
        if app.input.is_just_pressed(Button::B) {
            // Nothing typed: B goes back.
            k.name.pop()?;
            dirty = true;
        }
        if app.input.is_just_pressed(Button::A) {
            match k.key() {
                Key::Letter(c) => {
                    if k.type_letter(c) {
                        agb::println!("sgs: typed {}", k.name);
                    }
                }
                Key::Space => {
                    if !k.name.is_empty() && !k.name.ends_with(' ') {
                        let _ = k.type_letter(' ');
                    }
                }
                Key::Delete => {
                    k.name.pop();
                }
                Key::Done => done = true,
            }
            app.sfx(Sfx::Select);
            dirty = true;
        }
        if done {
            let name = String::from(k.name.trim());
            let name = if name.is_empty() {
                String::from(default)
            } else {
                name
            };
            agb::println!("sgs: name {}", name);
            return Some(name);
        }
    }
}
