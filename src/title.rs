//! The title screen: the cartridge's name, its five games' pieces, "press START".

use agb::display::Priority;
use agb::input::Button;

use crate::app::{App, Scene};
use crate::text::Canvas;
use crate::ui::{self, ink, spr};

/// Shows the title until START or A is pressed.
pub fn run(app: &mut App) -> Scene {
    agb::println!("scene: title");
    let (small, g) = app.blank_text();
    small.big_centred(g, 0, 240, 16, ink::YELLOW, "Tabletop\nAdvance");
    small.centred(g, 0, 240, 72, ink::WHITE, "Five paper games, one cartridge");
    small.centred(g, 0, 240, 144, ink::GREY, "v0.1 - made with agb");
    let mut prompt = Canvas::new(Priority::P1, 0, 14, 30, 2);
    prompt.centred(g, 0, 240, 4, ink::WHITE, "Press START");
    let mut t = 0u32;
    loop {
        let mut frame = app.gfx.frame();
        app.text.show(&mut frame);
        // A little parade along the bottom: a goodie, a chest, a baddie, a die.
        let bob = |k: u32| {
            if (t / 16 + k).is_multiple_of(2) {
                0
            } else {
                -1
            }
        };
        ui::sprite(&mut frame, spr::GOODIE, 72, 96 + bob(0));
        ui::sprite(&mut frame, spr::CHEST, 100, 96 + bob(1));
        ui::sprite(&mut frame, spr::DIE_1 + ((t / 20) % 6) as usize, 132, 96);
        ui::sprite(&mut frame, spr::BADDIE, 156, 96 + bob(1));
        // Always shown (the playtest: blinking, a screenshot or a glance
        // caught it gone, and nothing said what to press).
        prompt.show(&mut frame);
        frame.commit();
        app.next_frame();
        t += 1;
        if app.input.is_just_pressed(Button::Start) || app.input.is_just_pressed(Button::A) {
            app.sfx(crate::audio::Sfx::Select);
            return Scene::Menu(0);
        }
    }
}
