//! The screens around a game of Sandford: help pages, pause and the end.

use alloc::format;

use agb::input::Button;
use tabletop_core::sandford::{Game, Phase, WAVES};

use super::play::Exit;
use super::words;
use crate::app::App;
use crate::audio::Sfx;
use crate::ui::ink;

const PAGES: [&str; 5] = [
    "{3}The story{1}\n\
     Monsters are coming for Sandford.\n\
     Your heroes must keep the {3}temple{1}\n\
     and the four {6}shops{1} standing for\n\
     six waves of monster dice.\n\n\
     You lose if the temple falls to 0,\n\
     if every shop is razed, or if every\n\
     hero falls. Win by beating wave 6.",
    "{3}A heroes' turn{1}\n\
     Heroes take rounds in turn: a move\n\
     of up to 4 cells in a straight line,\n\
     then one action. No hero goes twice\n\
     in a row while another still can.\n\
     The top line shows whose round it\n\
     is: {7}you{1}, or the computer's ({7}cpu{1}).\n\n\
     Pick from the menu with A. {5}Move{1}\n\
     shows dots where you can go; attacks\n\
     and skills mark their targets.",
    "{3}Shopping and repairs{1}\n\
     Before the waves and after each one\n\
     the shops are open. Stand in a shop\n\
     to {3}buy{1} a die: {6}red{1} weapon, black\n\
     armour, {7}blue{1} magic, white potion.\n\
     Spend kills in the temple on rings,\n\
     or to rebuild a razed shop.\n\
     While a wave attacks, doors are shut.",
    "{3}Fighting{1}\n\
     Attack a monster you touch: roll 4+\n\
     to hit for your best weapon (or 1).\n\
     The pips on a monster are its HP.\n\
     Colours: black pierces armour, blue\n\
     resists magic, green is fast, red is\n\
     armoured, white heals, yellow splits\n\
     into two when it dies.",
    "{3}Buttons{1}\n\
     D-pad  move the cursor or the menu\n\
     A      choose        B   back\n\
     L/R    jump to a shop or a monster\n\
     R      hold to speed up the monsters\n\
     B      hold to skip ahead\n\
     START  pause, help, quit\n\n\
     With the timer on, each heroes' turn\n\
     lasts two minutes. {4}Turn it off for\n\
     {4}young players.",
];

/// Shows the help pages; Left/Right turn pages, B leaves.
pub fn help(app: &mut App) {
    agb::println!("scene: sandford help");
    let mut page = 0usize;
    let mut dirty = true;
    loop {
        if dirty {
            let (canvas, g) = app.blank_text();
            canvas.text(g, 12, 10, ink::WHITE, PAGES[page]);
            let footer = format!("< {}/{} >   B: back", page + 1, PAGES.len());
            canvas.centred(g, 0, 240, 145, ink::SKY, &footer);
            dirty = false;
        }
        let mut frame = app.gfx.frame();
        app.text.show(&mut frame);
        frame.commit();
        app.next_frame();
        let dx = app.input.just_pressed_x_tri() as i32;
        if dx != 0 || app.input.is_just_pressed(Button::A) {
            let step = if dx == 0 { 1 } else { dx };
            page = (page as i32 + step).rem_euclid(PAGES.len() as i32) as usize;
            app.sfx(Sfx::Select);
            dirty = true;
        }
        if app.input.is_just_pressed(Button::B) {
            return;
        }
    }
}

/// The result, until the player chooses what next.
pub fn end(app: &mut App, game: &Game) -> Exit {
    agb::println!("scene: sandford end");
    let won = game.phase() == Phase::Won;
    let (canvas, g) = app.blank_text();
    if won {
        canvas.centred(g, 0, 240, 20, ink::GREEN, "Sandford is saved!");
        canvas.centred(g, 0, 240, 36, ink::WHITE, "All six waves were beaten.");
    } else {
        canvas.centred(g, 0, 240, 20, ink::RED, "Sandford has fallen");
        let why = match game.phase() {
            Phase::Lost(l) => words::loss(l),
            _ => "",
        };
        canvas.centred(g, 0, 240, 36, ink::WHITE, why);
    }
    let waves = format!(
        "Waves defeated: {{3}}{}{{1}} of {}",
        game.waves_defeated(),
        WAVES
    );
    canvas.centred(g, 0, 240, 56, ink::WHITE, &waves);
    let temple = format!(
        "Temple: {} HP   Shops standing: {}",
        game.temple_hp(),
        game.buildings().iter().filter(|b| !b.razed).count()
    );
    canvas.centred(g, 0, 240, 70, ink::WHITE, &temple);
    for (i, h) in game.heroes().iter().enumerate() {
        canvas.text(
            g,
            36,
            90 + i as i32 * 11,
            ink::WHITE,
            &words::hero_line(i as u8, h),
        );
    }
    canvas.centred(
        g,
        0,
        240,
        146,
        ink::SKY,
        "A: again  SELECT: options  B: menu",
    );
    loop {
        let mut frame = app.gfx.frame();
        app.text.show(&mut frame);
        frame.commit();
        app.next_frame();
        if app.input.is_just_pressed(Button::A) {
            app.sfx(Sfx::Select);
            return Exit::Again;
        }
        if app.input.is_just_pressed(Button::Select) {
            return Exit::Options;
        }
        if app.input.is_just_pressed(Button::B) {
            return Exit::Menu;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test_case]
    fn help_pages_fit_above_the_footer(_gba: &mut agb::Gba) {
        for page in PAGES {
            let lines = page.split('\n').count() as i32;
            // Text starts at y 10, 11 px a line; the footer is at y 145.
            assert!(10 + lines * 11 <= 140, "a help page has {lines} lines");
            for line in page.split('\n') {
                let width = 12 + crate::text::visible_len(line) * crate::text::ADVANCE;
                assert!(width <= 236, "help line too wide: {line}");
            }
        }
    }
}
