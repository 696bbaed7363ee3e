//! The cartridge's shared context and its top-level phases.

use agb::{
    display::Graphics,
    input::ButtonController,
    sound::mixer::{Frequency, Mixer},
};

use crate::audio::{self, Sfx};

/// Everything a scene needs from the hardware.
pub struct App<'g> {
    /// The display.
    pub gfx: Graphics<'g>,
    /// The buttons, updated once a frame by [`App::next_frame`].
    pub input: ButtonController,
    /// Sound effects.
    pub mixer: Mixer<'g>,
    /// Frames since power-on (also the entropy for new game seeds).
    pub frames: u32,
}

impl<'g> App<'g> {
    /// Takes the display, buttons and sound from the GBA.
    pub fn new(gba: &'g mut agb::Gba) -> Self {
        let mut gfx = gba.graphics.get();
        crate::ui::install_palettes(&mut gfx);
        let mixer = gba.mixer.mixer(Frequency::Hz10512);
        App {
            gfx,
            input: ButtonController::new(),
            mixer,
            frames: 0,
        }
    }

    /// Call once per frame after committing the frame: mixes sound and reads buttons.
    pub fn next_frame(&mut self) {
        self.mixer.frame();
        self.input.update();
        self.frames = self.frames.wrapping_add(1);
    }

    /// Plays a sound effect.
    pub fn sfx(&mut self, sfx: Sfx) {
        audio::play(&mut self.mixer, sfx);
    }

    /// A new game seed: the frame counter at the moment the player chose.
    pub fn fresh_seed(&self) -> u64 {
        0x7AB1_E70B_u64 ^ ((self.frames as u64) << 16) ^ self.frames as u64
    }
}

/// The cartridge's top-level phases: each `run` consumes the app for a while and
/// returns the next phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scene {
    /// The title screen.
    Title,
    /// The game menu, with the cursor on a game.
    Menu(usize),
    /// Playing a game from the menu.
    Play(usize),
}
