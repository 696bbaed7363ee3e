//! Helpers for the Simple Game System's tests.

use tabletop_emu::{Emu, Key};

use super::{keys, no_panic};

/// Presses A (picking the first item: the computer's pick in a fight)
/// until `done` holds, at most `max_frames`; `on_step` runs after each press.
pub fn press_a_until(
    emu: &mut Emu,
    max_frames: u64,
    done: impl Fn(&Emu) -> bool,
    mut on_step: impl FnMut(&mut Emu),
) {
    let start = emu.frame_count();
    while !done(emu) {
        assert!(
            emu.frame_count() - start < max_frames,
            "not done after {max_frames} frames; log tail:\n{}",
            emu.log_tail(30)
        );
        keys(emu, &[Key::A]);
        emu.run_frames(8);
        no_panic(emu);
        on_step(emu);
    }
}
