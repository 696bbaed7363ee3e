//! Sound effects, played through agb's software mixer.

use agb::{
    include_wav,
    sound::mixer::{Mixer, SoundChannel, SoundData},
};

/// A sound effect of the cartridge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sfx {
    /// Dice rattling.
    Roll,
    /// A marker steps one space.
    Step,
    /// A chest is looted.
    Loot,
    /// A battle starts.
    Battle,
    /// A marker is defeated.
    Defeat,
    /// A goodie reaches the safe zone.
    Safe,
    /// The player's side won.
    Win,
    /// The player's side lost.
    Lose,
    /// A menu choice moved or was made.
    Select,
    /// That was not allowed.
    Error,
}

static ROLL: SoundData = include_wav!("sfx/roll.wav");
static STEP: SoundData = include_wav!("sfx/step.wav");
static LOOT: SoundData = include_wav!("sfx/loot.wav");
static BATTLE: SoundData = include_wav!("sfx/battle.wav");
static DEFEAT: SoundData = include_wav!("sfx/defeat.wav");
static SAFE: SoundData = include_wav!("sfx/safe.wav");
static WIN: SoundData = include_wav!("sfx/win.wav");
static LOSE: SoundData = include_wav!("sfx/lose.wav");
static SELECT: SoundData = include_wav!("sfx/select.wav");
static ERROR: SoundData = include_wav!("sfx/error.wav");

/// Starts playing `sfx` (dropped quietly if every channel is busy).
pub fn play(mixer: &mut Mixer, sfx: Sfx) {
    let data = match sfx {
        Sfx::Roll => ROLL,
        Sfx::Step => STEP,
        Sfx::Loot => LOOT,
        Sfx::Battle => BATTLE,
        Sfx::Defeat => DEFEAT,
        Sfx::Safe => SAFE,
        Sfx::Win => WIN,
        Sfx::Lose => LOSE,
        Sfx::Select => SELECT,
        Sfx::Error => ERROR,
    };
    let _ = mixer.play_sound(SoundChannel::new(data));
}
