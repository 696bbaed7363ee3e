//! The one help viewer every game uses: pages of the game's own words, turned
//! the same way everywhere.
//!
//! Left/Right turn the page (stopping at the first and last), A turns forward
//! and leaves from the last page, B or START leave at once.

use agb::input::Button;

use crate::app::App;
use crate::audio::Sfx;
use crate::ui::ink;

#[cfg(test)]
/// Lines a help page may have (text from y 10, 11 px a line, above the footer).
pub const PAGE_LINES: usize = 12;
#[cfg(test)]
/// How far right a help line may reach.
pub const PAGE_RIGHT: i32 = 240;

/// What one key press does to the page (pure, so the in-ROM tests can check
/// it without pressing keys).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PageTurn {
    /// Show this page.
    To(usize),
    /// Leave help.
    Leave,
    /// Nothing changes.
    Stay,
}

/// The page after pressing: `dx` is the d-pad's left (-1) / right (+1).
pub fn turn(page: usize, pages: usize, dx: i32, a: bool, back: bool) -> PageTurn {
    let last = pages.saturating_sub(1);
    if back {
        PageTurn::Leave
    } else if dx != 0 {
        let next = (page as i32 + dx).clamp(0, last as i32) as usize;
        if next == page {
            PageTurn::Stay
        } else {
            PageTurn::To(next)
        }
    } else if a {
        if page >= last {
            PageTurn::Leave
        } else {
            PageTurn::To(page + 1)
        }
    } else {
        PageTurn::Stay
    }
}

/// Shows `pages` of `game`'s help until the player leaves.
pub fn show(app: &mut App, game: &str, pages: &[&str]) {
    agb::println!("scene: {} help", game);
    let mut page = 0usize;
    let mut dirty = true;
    loop {
        if dirty {
            let (canvas, g) = app.blank_text();
            canvas.text(g, 12, 10, ink::WHITE, pages[page]);
            let footer =
                alloc::format!("< Page {} of {} >   A next   B back", page + 1, pages.len());
            canvas.centred(g, 0, 240, 145, ink::SKY, &footer);
            dirty = false;
        }
        let mut frame = app.gfx.frame();
        app.text.show(&mut frame);
        frame.commit();
        app.next_frame();
        let input = &app.input;
        let back = input.is_just_pressed(Button::B) || input.is_just_pressed(Button::Start);
        match turn(
            page,
            pages.len(),
            input.just_pressed_x_tri() as i32,
            input.is_just_pressed(Button::A),
            back,
        ) {
            PageTurn::To(next) => {
                page = next;
                dirty = true;
                agb::println!("help: page {}", page + 1);
                app.sfx(Sfx::Select);
            }
            PageTurn::Leave => return,
            PageTurn::Stay => {}
        }
    }
}

/// Checks a game's help pages fit the viewer (in-ROM tests).
#[cfg(test)]
pub fn assert_fits(pages: &[&str]) {
    crate::text::assert_pages_fit(pages, PAGE_LINES, PAGE_RIGHT);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test_case]
    fn pages_turn_the_same_way_for_every_game(_gba: &mut agb::Gba) {
        // Left/Right stop at the ends.
        assert_eq!(turn(0, 3, -1, false, false), PageTurn::Stay);
        assert_eq!(turn(0, 3, 1, false, false), PageTurn::To(1));
        assert_eq!(turn(2, 3, 1, false, false), PageTurn::Stay);
        assert_eq!(turn(2, 3, -1, false, false), PageTurn::To(1));
        // A turns forward and leaves from the last page.
        assert_eq!(turn(0, 3, 0, true, false), PageTurn::To(1));
        assert_eq!(turn(2, 3, 0, true, false), PageTurn::Leave);
        // B/START leave from anywhere.
        assert_eq!(turn(1, 3, 1, true, true), PageTurn::Leave);
        assert_eq!(turn(1, 3, 0, false, false), PageTurn::Stay);
    }

    #[test_case]
    fn the_footer_fits(_gba: &mut agb::Gba) {
        let footer = "< Page 10 of 10 >   A next   B back";
        assert!(crate::text::Glyphs::new().width(footer) <= 240);
    }
}
