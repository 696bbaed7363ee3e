//! The cartridge's shared context and its top-level phases.

use agb::{
    display::Graphics,
    input::ButtonController,
    sound::mixer::{Frequency, Mixer},
};

use agb::input::Button;
use tabletop_core::contract::Entropy;

use crate::audio::{self, Sfx};

/// The buttons whose changes stir the entropy.
const BUTTONS: [Button; 10] = [
    Button::A,
    Button::B,
    Button::Select,
    Button::Start,
    Button::Right,
    Button::Left,
    Button::Up,
    Button::Down,
    Button::R,
    Button::L,
];
use crate::text::{Canvas, Glyphs};

/// Everything a scene needs from the hardware.
pub struct App<'g> {
    /// The display.
    pub gfx: Graphics<'g>,
    /// The buttons, updated once a frame by [`App::next_frame`].
    pub input: ButtonController,
    /// Sound effects (none in the in-ROM tests: a second mixer would share
    /// agb's sound buffers with the first).
    mixer: Option<Mixer<'g>>,
    /// Frames since power-on.
    pub frames: u32,
    /// Stirred with the frame number whenever the buttons change: new game
    /// seeds come from here.
    entropy: Entropy,
    /// The buttons held last frame (bit per [`BUTTONS`] entry).
    held: u16,
    /// The body font's glyphs, for [`crate::text::Canvas`].
    pub glyphs: Glyphs,
    /// The screen's one text layer, shared by every scene: a full-screen canvas
    /// costs 600 of the ~1000 background tiles, and freed tiles only return at
    /// the next frame, so scenes reuse this one instead of making their own.
    pub text: Canvas,
    /// The save memory (empty until `main` opens it).
    pub saves: crate::save::Saves,
    /// The stack's painted margin above the IWRAM heap, checked every frame.
    pub stack: crate::stack::Stack,
}

impl<'g> App<'g> {
    /// Takes the display, buttons and sound from the GBA.
    pub fn new(
        graphics: &'g mut agb::display::GraphicsDist,
        sound: &'g mut agb::sound::mixer::MixerController,
    ) -> Self {
        let mixer = sound.mixer(Frequency::Hz10512);
        App::with(graphics, Some(mixer))
    }

    /// An app without sound (the in-ROM tests play screens with it).
    #[cfg(test)]
    pub fn silent(graphics: &'g mut agb::display::GraphicsDist) -> Self {
        App::with(graphics, None)
    }

    fn with(graphics: &'g mut agb::display::GraphicsDist, mixer: Option<Mixer<'g>>) -> Self {
        let mut gfx = graphics.get();
        crate::ui::install_palettes(&mut gfx);
        // After the mixer: it is all the IWRAM heap will ever hold.
        let stack = crate::stack::Stack::paint();
        App {
            gfx,
            input: ButtonController::new(),
            mixer,
            frames: 0,
            entropy: Entropy::new(),
            held: 0,
            glyphs: Glyphs::new(),
            text: Canvas::full(agb::display::Priority::P1),
            saves: crate::save::Saves::default(),
            stack,
        }
    }

    /// Call once per frame after committing the frame: shows the (deferred)
    /// text drawn for it, mixes sound and reads buttons.
    pub fn next_frame(&mut self) {
        // In the vertical blank the commit waited for: deferred text drawn
        // for the frame just committed reaches the screen with its sprites.
        self.text.flush();
        if let Some(mixer) = self.mixer.as_mut() {
            mixer.frame();
        }
        self.stack.check();
        self.input.update();
        self.frames = self.frames.wrapping_add(1);
        let held = BUTTONS
            .iter()
            .enumerate()
            .filter(|(_, b)| self.input.is_pressed(**b))
            .fold(0u16, |m, (i, _)| m | 1 << i);
        if held != self.held {
            self.held = held;
            self.entropy.stir(self.frames, held);
        }
    }

    /// Clears the shared text layer and returns it with the glyphs to draw with.
    pub fn blank_text(&mut self) -> (&mut Canvas, &Glyphs) {
        self.text.clear();
        (&mut self.text, &self.glyphs)
    }

    /// Shows the text layer alone, frame after frame, until A or B is pressed
    /// (the "not built yet" screen, a message for a parent).
    pub fn show_text_until_a_or_b(&mut self) {
        loop {
            let mut frame = self.gfx.frame();
            self.text.show(&mut frame);
            frame.commit();
            self.next_frame();
            if self.input.is_just_pressed(Button::A) || self.input.is_just_pressed(Button::B) {
                return;
            }
        }
    }

    /// Plays a sound effect.
    pub fn sfx(&mut self, sfx: Sfx) {
        if let Some(mixer) = self.mixer.as_mut() {
            audio::play(mixer, sfx);
        }
    }

    /// A new game seed: the moments every button went down or up so far and
    /// the frame now, mixed (SplitMix64) so that a frame's difference gives an
    /// unrelated game.
    pub fn fresh_seed(&self) -> u64 {
        self.entropy.seed(self.frames)
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
