//! The records page (SELECT on the menu): each built game's games played,
//! won and lost by side, and best score, from the save memory; SELECT there
//! erases them after asking.

use agb::input::Button;

use crate::app::App;
use crate::audio::Sfx;
use crate::games::GAMES;
use crate::ui::ink;

/// What a record's two sides mean in each game (table order; unbuilt games
/// keep no record yet).
fn sides(name: &str) -> [&'static str; 2] {
    match name {
        "SiTTeRS" => ["as goodies", "as baddies"],
        _ => ["people", "computer"],
    }
}

fn draw(app: &mut App) {
    let settings = app.saves.settings();
    let (text, g) = app.blank_text();
    text.centred(g, 0, 240, 6, ink::YELLOW, "Records");
    let mut y = 24;
    for (k, game) in GAMES.iter().enumerate().filter(|(_, g)| g.ready()) {
        let r = settings.records[k];
        let [a, b] = sides(game.name);
        text.text(g, 12, y, ink::WHITE, game.name);
        let line = alloc::format!("played {}   best {}", r.played, r.best);
        text.text(g, 20, y + 10, ink::SKY, &line);
        let line = alloc::format!("{a}: won {} lost {}", r.won[0], r.lost[0]);
        text.text(g, 20, y + 20, ink::GREY, &line);
        let line = alloc::format!("{b}: won {} lost {}", r.won[1], r.lost[1]);
        text.text(g, 20, y + 30, ink::GREY, &line);
        y += 46;
    }
    text.centred(g, 0, 240, 144, ink::SKY, "B back   SELECT erase records");
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
    draw(app);
    loop {
        wait_frame(app);
        if app.input.is_just_pressed(Button::B) || app.input.is_just_pressed(Button::Start) {
            return;
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
            draw(app);
        }
    }
}
