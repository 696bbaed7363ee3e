//! The screens around a game of Sandford: help pages, pause and the end.

use alloc::format;

use agb::input::Button;
use tabletop_core::sandford::{Game, Phase, WAVES};

use super::play::Exit;
use super::words;
use crate::app::App;
use crate::audio::Sfx;
use crate::ui::ink;

/// The help pages, shown by [`crate::help::show`]: short pages of few
/// words, each about one thing, naming what the screen shows.
pub const PAGES: [&str; 13] = [
    "{3}The story{1}\n\
     Monsters are coming for Sandford!\n\n\
     Keep the {3}temple{1} and the {6}shops{1}\n\
     standing for six waves.\n\n\
     You lose if the temple falls, if\n\
     every shop is wrecked, or if every\n\
     hero falls.\n\
     {5}New?{1} Choose {3}Learn to play{1} on the\n\
     options: the cartridge plays with you.",
    "{3}Your heroes{1}\n\
     Each hero has a number and a hat:\n\
     {8}Hero 1{1}  a pointed hat\n\
     {9}Hero 2{1}  a horned helmet\n\
     {a}Hero 3{1}  a crown\n\
     {b}Hero 4{1}  a hood\n\n\
     The top line shows whose go it is:\n\
     {7}you{1}, or the computer ({7}cpu{1}).",
    "{3}A hero's go{1}\n\
     Move up to 4 cells in a line,\n\
     then do one thing.\n\n\
     Pick from the menu with A.\n\
     {5}Move{1} shows dots where you can go.\n\
     {5}End turn{1} always asks first: the\n\
     monsters come next.",
    "{3}Shops{1}\n\
     Each shop has its number on it,\n\
     as in the menus: shop 1 to 4.\n\n\
     Between waves, stand in a shop to\n\
     {3}buy{1} a die: {6}red{1} weapon, black\n\
     armour, {7}blue{1} magic, white potion.\n\
     While a wave attacks, doors shut.",
    "{3}Monsters{1}\n\
     Each monster has a picture:\n\
     black {3}arrow{1}: gets past armour\n\
     blue {3}ring{1}: magic hurts it less\n\
     green {3}star{1}: fast, walks twice\n\
     red {3}cross{1}: armoured\n\
     white {3}heart{1}: heals itself\n\
     yellow {3}moon{1}: splits in two",
    "{3}Monsters' hearts{1}\n\
     The white bars over a monster are\n\
     its {6}hearts{1} (hit points):\n\
     I, II or III.\n\n\
     Each hit takes bars away.\n\
     No bars left: the monster is slain.",
    "{3}Fighting{1}\n\
     Stand next to a monster and pick\n\
     {5}Attack{1}. The big die rolls in the\n\
     corner: 4 or more hits it.\n\n\
     A hit takes the number of your\n\
     best weapon (or 1).",
    "{3}The monsters' turn{1}\n\
     Each monster walks 4 cells to the\n\
     nearest temple, shop or hero.\n\n\
     The {3}temple{1} loses the wave number.\n\
     A {6}shop{1} loses a die (empty: wrecked).\n\
     A hero is hurt by the wave number.\n\
     Monsters that get in leave.",
    "{3}Getting hurt{1}\n\
     A blow on a hero is stopped by:\n\
     1 armour: its die rolls, 4+ blocks\n\
     2 white potions\n\
     3 spare gear, 1 each\n\
     4 hit points: every hero has 2.\n\n\
     A fallen hero drops everything.",
    "{3}Rings{1}  (bought in the temple)\n\
     {7}Mage{1}\tmagic at range\n\
     Cleric\theal a hero near you\n\
     Guard\tarmour rolls again\n\
     Fighter\tattack rolls again\n\n\
     Spend kills ({3}^{1}) on one. Your rings\n\
     show under the map by their first\n\
     letter: {7}&{1}F is the fighter ring.",
    "{3}The line under the map{1}\n\
     {8}H1{1}\tthe hero (Hero 1)\n\
     {6}@{1}2\thit points (hearts)\n\
     $4\tweapon: its damage\n\
     #4\tarmour: blocks 4 on a 4+\n\
     ~3\tmagic: its damage\n\
     `2\tpotions: each stops 2\n\
     {3}^{1}1\tkills: spend on rings\n\
     {7}&{1}F\trings (F: fighter)\n\
     {4}\\{1}3\tyour goes this turn",
    "{3}Class rings{1}  (with the option on)\n\
     Thief: moves further\n\
     Ranger: shoots at range\n\
     Bard: gives a friend an extra go\n\
     Barbarian: a kill gives a free go",
    "{3}Buttons{1}\n\
     D-pad\tmove the cursor or the menu\n\
     A\tchoose\t\tB  back\n\
     L/R\tnext shop or monster\n\
     R\thold to speed up the monsters\n\
     B\thold to skip ahead\n\
     START\tpause, help, quit\n\n\
     {4}Turn the timer off for young\n\
     {4}players.",
];

/// Frames the result is shown before a button does anything (2 seconds).
pub const END_HOLD: u32 = 120;
/// The end screen's buttons, shown once they work.
const END_KEYS: &str = "A: again  SELECT: options  B: menu";

/// The result, until the player chooses what next: no button works until
/// it has been seen for [`END_HOLD`] frames, and then only a fresh press.
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
        "Temple: {} hearts   Shops standing: {}",
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
            &super::hudline::hero_line(i as u8, h),
        );
    }
    let mut seen = 0u32;
    loop {
        if seen == END_HOLD {
            // Only now the buttons' words, and only now the buttons: a
            // child mashing A through the last blows read nothing of the
            // result (the playtest restarted at once past it).
            let (canvas, g) = (&mut app.text, &app.glyphs);
            canvas.centred(g, 0, 240, 146, ink::SKY, END_KEYS);
            agb::println!("sandford: end keys shown");
        }
        let mut frame = app.gfx.frame();
        app.text.show(&mut frame);
        frame.commit();
        app.next_frame();
        if seen < END_HOLD {
            seen += 1;
            continue;
        }
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
        crate::help::assert_fits(&PAGES);
    }
}
