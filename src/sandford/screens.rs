//! The screens around a game of Sandford: help pages, pause and the end.

use alloc::format;

use agb::input::Button;
use tabletop_core::sandford::{Game, Phase, WAVES};

use super::play::Exit;
use super::words;
use crate::app::App;
use crate::audio::Sfx;
use crate::ui::ink;

/// The help pages, shown by [`crate::help::show`].
pub const PAGES: [&str; 8] = [
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
     then one action. Everyone has a\n\
     round, then anyone but the last.\n\
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
     The dots along a monster's bottom\n\
     are its HP. Its colour and its mark:\n\
     black, an arrow: pierces armour\n\
     blue, a ring: resists magic\n\
     green, two arrows: fast\n\
     red, a shield: armoured\n\
     white, a plus: heals\n\
     yellow, two halves: splits in two\n\
     \x20 when it dies.",
    "{3}The monsters' turn{1}\n\
     Closest to the temple first, each\n\
     monster walks 4 cells in a straight\n\
     line at the nearest target: the\n\
     temple, a shop or a hero. Green ones\n\
     walk twice. Touching its target:\n\
     the {3}temple{1} loses the wave number,\n\
     a {6}shop{1} loses a die (an empty one\n\
     is razed), a hero is hurt by the\n\
     wave number (house rules can soften).\n\
     Monsters that reach a building or\n\
     the temple leave the board.",
    "{3}Getting hurt{1}\n\
     A blow on a hero is soaked up in\n\
     this order:\n\
     1 armour: roll 4+ to block its value\n\
     \x20 (half against black monsters)\n\
     2 white potions, point for point\n\
     3 spare gear thrown away, 1 each\n\
     4 hit points: every hero has 2.\n\
     A fallen hero drops everything.\n\
     Only a cleric heals a hero.",
    "{3}Rings{1}  (bought in the temple)\n\
     {7}Mage{1}\tmagic at range (blue die)\n\
     Cleric\theal a hero near you\n\
     Paladin\treroll a failed armour roll\n\
     Fighter\treroll a missed attack\n\
     With class rings on: Thief moves\n\
     further, Ranger shoots at range,\n\
     Bard gives a friend an extra go,\n\
     Barbarian's kills give a free go.\n\
     Bottom line: {6}@{1} hit points, $ weapon,\n\
     # armour, ~ magic, ` potions, {3}^{1} kills,\n\
     {7}&{1} rings, {4}\\{1} rounds left this turn",
    "{3}Buttons{1}\n\
     D-pad\tmove the cursor or the menu\n\
     A\tchoose\t\tB  back\n\
     L/R\tjump to a shop or a monster\n\
     R\thold to speed up the monsters\n\
     B\thold to skip ahead\n\
     START\tpause, help, quit\n\n\
     With the timer on, each heroes' turn\n\
     lasts two minutes. {4}Turn it off for\n\
     {4}young players.",
];

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
            &super::hudline::hero_line(i as u8, h),
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
        crate::help::assert_fits(&PAGES);
    }
}
