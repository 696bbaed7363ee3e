//! The records page (SELECT on the menu): each built game's games played,
//! won and lost by side, and best score, from the save memory; SELECT there
//! erases them after asking.

use agb::input::Button;

use crate::app::App;
use crate::audio::Sfx;
use crate::games::GAMES;
use crate::ui::ink;
use tabletop_save::Record;

/// Games shown at once; Up and Down scroll through the rest.
const SHOWN: usize = 3;
/// Pixels from one game's block to the next (four lines each).
const BLOCK: i32 = 42;
const TOP: i32 = 18;
const FOOTER: i32 = 150;

/// A game's record lines: its name, what it counts, then each side's.
fn lines(k: usize, r: &Record) -> [alloc::string::String; 4] {
    let w = &GAMES[k].record;
    let [a, b] = w.sides;
    [
        alloc::string::String::from(GAMES[k].name),
        alloc::format!("played {}   {}: {}", r.played, w.best, r.best),
        alloc::format!("{a}: won {} lost {}", r.won[0], r.lost[0]),
        alloc::format!("{b}: won {} lost {}", r.won[1], r.lost[1]),
    ]
}

/// The records from game `first` on (the built ones), with marks where the
/// list goes on above or below.
fn draw(app: &mut App, first: usize) {
    let settings = app.saves.settings();
    let (text, g) = app.blank_text();
    text.centred(g, 0, 240, 6, ink::YELLOW, "Records");
    let built: alloc::vec::Vec<usize> = (0..GAMES.len()).filter(|&k| GAMES[k].ready()).collect();
    let mut y = TOP;
    for &k in built.iter().skip(first).take(SHOWN) {
        let [name, counts, a, b] = lines(k, &settings.records[k]);
        text.text(g, 12, y, ink::WHITE, &name);
        text.text(g, 20, y + 10, ink::SKY, &counts);
        text.text(g, 20, y + 19, ink::GREY, &a);
        text.text(g, 20, y + 28, ink::GREY, &b);
        y += BLOCK;
    }
    if first > 0 {
        text.text(g, 204, 6, ink::SKY, "^ more");
    }
    if first + SHOWN < built.len() {
        text.text(g, 204, FOOTER, ink::SKY, "v more");
    }
    text.centred(g, 0, 200, FOOTER, ink::SKY, "B back   SELECT erase");
    agb::println!("records: showing from {}", first);
}

fn wait_frame(app: &mut App) {
    let mut frame = app.gfx.frame();
    app.text.show(&mut frame);
    frame.commit();
    app.next_frame();
}

/// Shows the records until B; SELECT asks, then erases them.
pub fn run(app: &mut App) {
    agb::println!("scene: records");
    for (k, game) in GAMES.iter().enumerate().filter(|(_, g)| g.ready()) {
        let r = app.saves.settings().records[k];
        agb::println!(
            "records: {} played={} won={:?} lost={:?} best={}",
            game.name,
            r.played,
            r.won,
            r.lost,
            r.best
        );
    }
    let built = GAMES.iter().filter(|g| g.ready()).count();
    let last = built.saturating_sub(SHOWN);
    let mut first = 0;
    draw(app, first);
    loop {
        wait_frame(app);
        if app.input.is_just_pressed(Button::B) || app.input.is_just_pressed(Button::Start) {
            return;
        }
        let down = app.input.is_just_pressed(Button::Down);
        if down || app.input.is_just_pressed(Button::Up) {
            let to = if down {
                (first + 1).min(last)
            } else {
                first.saturating_sub(1)
            };
            if to != first {
                first = to;
                app.sfx(Sfx::Step);
                draw(app, first);
            }
        }
        if app.input.is_just_pressed(Button::Select) {
            agb::println!("scene: records erase?");
            let (text, g) = app.blank_text();
            text.centred(g, 0, 240, 48, ink::YELLOW, "Erase all records?");
            text.centred(
                g,
                0,
                240,
                72,
                ink::WHITE,
                "Games played, won and lost\nand best scores are forgotten.\nSaved games are kept.",
            );
            text.centred(g, 0, 240, 128, ink::SKY, "A erase   B keep them");
            loop {
                wait_frame(app);
                if app.input.is_just_pressed(Button::A) {
                    app.saves.update(|s| s.records = Default::default());
                    agb::println!("save: records erased");
                    app.sfx(Sfx::Select);
                    break;
                }
                if app.input.is_just_pressed(Button::B) {
                    agb::println!("records: kept");
                    break;
                }
            }
            draw(app, first);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::Glyphs;

    #[test_case]
    fn every_games_record_fits_the_screen_at_its_largest(_gba: &mut agb::Gba) {
        let g = Glyphs::new();
        let most = Record {
            played: u16::MAX,
            won: [u16::MAX; 2],
            lost: [u16::MAX; 2],
            best: u16::MAX,
        };
        for k in 0..GAMES.len() {
            let [name, counts, a, b] = lines(k, &most);
            assert!(12 + g.width(&name) <= 236, "{name}");
            for l in [counts, a, b] {
                assert!(20 + g.width(&l) <= 236, "{l}: {} px", g.width(&l));
            }
        }
        // The footer and the marks stay on the screen: the footer left of
        // "v more", the last block's last line above them.
        assert!(100 + g.width("B back   SELECT erase") / 2 < 204);
        assert!(204 + g.width("v more") <= 238);
        assert!(TOP + (SHOWN as i32 - 1) * BLOCK + 28 + 9 < FOOTER);
    }
}
