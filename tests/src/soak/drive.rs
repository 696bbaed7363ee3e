//! Driving a run: boot to the menu, then segments of mashing and purposeful play.

use super::run::{Run, Scene, Step};
use super::*;

impl Run {
    // ---- the run ----------------------------------------------------------------

    pub(super) fn drive(&mut self) -> Step {
        // Boot to the title, then the menu.
        if !self.wait_until(900, |r| r.scene == Scene::Title)? {
            return Err(self.fail(
                FailKind::Setup,
                self.now(),
                "no `scene: title` within 900 frames of boot".into(),
            ));
        }
        self.wait(40)?;
        self.press(Key::Start)?;
        if !self.wait_until(120, |r| r.scene == Scene::Menu)? {
            return Err(self.fail(
                FailKind::Setup,
                self.now(),
                "START on the title did not open the menu".into(),
            ));
        }
        self.wait(20)?;
        self.find_counter()?;
        // Into the game under test, as a player would.
        let target = self.target.index;
        self.menu_to(target)?;
        loop {
            if self.rng.chance(40) {
                let n = self.rng.range(200, 3000);
                self.mashing = true;
                let end = self.now() + n;
                while self.now() < end {
                    self.mash()?;
                }
                self.mashing = false;
            } else {
                let n = self.rng.range(1000, 6000);
                let end = self.now() + n;
                while self.now() < end {
                    self.play()?;
                }
            }
        }
    }

    /// Finds the ROM's own frame counter (`App::frames`): on the idle menu, the
    /// words of IWRAM and EWRAM that count the emulated frames exactly; agb's
    /// VBlank count and the graphics' last-waited VBlank count the same but are
    /// larger (they started before the app and count the boot's busy frames), so
    /// the smallest is taken.
    pub(super) fn find_counter(&mut self) -> Step {
        let regions = [(0x0300_0000u32, 0x8000u32), (0x0200_0000, 0x4_0000)];
        let snap = |emu: &mut Emu| -> Vec<u32> {
            let mut v = Vec::new();
            for (base, len) in regions {
                for off in (0..len).step_by(4) {
                    v.push(emu.read32(base + off));
                }
            }
            v
        };
        let addr_of = |i: usize| -> u32 {
            let iw = (regions[0].1 / 4) as usize;
            if i < iw {
                regions[0].0 + 4 * i as u32
            } else {
                regions[1].0 + 4 * (i - iw) as u32
            }
        };
        let s0 = snap(&mut self.emu);
        self.wait(7)?;
        let s1 = snap(&mut self.emu);
        self.wait(13)?;
        let s2 = snap(&mut self.emu);
        let mut found: Vec<(u32, u32)> = (0..s0.len())
            .filter(|&i| {
                s1[i].wrapping_sub(s0[i]) == 7
                    && s2[i].wrapping_sub(s1[i]) == 13
                    && s2[i] <= self.now() as u32
            })
            .map(|i| (s2[i], addr_of(i)))
            .collect();
        found.sort();
        // Only if the smallest is unique: a tie could be agb's own VBlank count.
        if let Some(&(v, addr)) = found.first()
            && found.get(1).is_none_or(|&(w, _)| w > v)
        {
            self.counter = Some(addr);
            self.watch.counter(self.now(), v);
            self.stats.longest_frame = Some(1);
        }
        Ok(())
    }

    /// A burst of a child's mashing.
    pub(super) fn mash(&mut self) -> Step {
        match self.rng.weighted(&[50, 20, 15, 15]) {
            0 => {
                // Rapid taps of one to three keys.
                for _ in 0..self.rng.range(5, 40) {
                    let m = self.rng.keys(1, 3);
                    let (h, r) = (self.rng.range(2, 6), self.rng.range(1, 5));
                    self.tap(m, h, r)?;
                }
            }
            1 => {
                // Several keys held at once.
                for _ in 0..self.rng.range(1, 6) {
                    let m = self.rng.keys(2, 5);
                    let (h, r) = (self.rng.range(5, 60), self.rng.range(2, 10));
                    self.tap(m, h, r)?;
                }
            }
            2 => {
                // A long hold, sometimes with other keys tapped on top.
                let base = self.rng.keys(1, 2);
                let n = self.rng.range(60, 600);
                let on_top = self.rng.chance(50);
                let mut extra = 0;
                for i in 0..n {
                    if on_top && i % 8 == 0 {
                        extra = if self.rng.chance(50) {
                            self.rng.key().mask()
                        } else {
                            0
                        };
                    }
                    self.frame(base | extra)?;
                }
                self.wait_some(1, 10)?;
            }
            _ => {
                // Distracted: nothing pressed.
                self.wait_some(20, 240)?;
            }
        }
        Ok(())
    }

    /// One purposeful step, chosen from the scene.
    pub(super) fn play(&mut self) -> Step {
        match self.scene.clone() {
            Scene::Boot => self.wait(10),
            Scene::Title => {
                let k = if self.rng.chance(50) {
                    Key::Start
                } else {
                    Key::A
                };
                self.press(k)?;
                self.wait(10)
            }
            Scene::Menu => {
                // Back to the game under test; now and then another one.
                let to = if self.rng.chance(15) {
                    self.rng.below(self.table.len() as u64) as usize
                } else {
                    self.target.index
                };
                self.menu_to(to)
            }
            Scene::NotBuilt => {
                let k = if self.rng.chance(50) { Key::A } else { Key::B };
                self.press(k)?;
                self.wait(5)
            }
            Scene::Options(word) => {
                if !self.is_target(&word) && self.rng.chance(20) {
                    // Another game's options: back to the menu, now and then.
                    self.press(Key::B)?;
                    return self.wait(10);
                }
                let k = [
                    Key::A,
                    Key::Down,
                    Key::Up,
                    Key::Left,
                    Key::Right,
                    Key::Start,
                    Key::B,
                ][self.rng.weighted(&[40, 28, 10, 8, 8, 4, 2])];
                self.press(k)?;
                self.wait_some(0, 6)
            }
            Scene::Play(_) => self.play_game(),
            Scene::Pause(_) => self.pause_menu(),
            Scene::Help(_) => {
                let k = [Key::Right, Key::A, Key::Left, Key::B, Key::Start]
                    [self.rng.weighted(&[35, 35, 15, 10, 5])];
                self.press(k)?;
                self.wait_some(2, 20)
            }
            Scene::End(_) => {
                self.wait_some(20, 90)?;
                let k =
                    [Key::A, Key::Select, Key::B, Key::Start][self.rng.weighted(&[50, 25, 20, 5])];
                self.press(k)?;
                self.wait(10)
            }
        }
    }

    pub(super) fn is_target(&self, word: &str) -> bool {
        self.words.get(&self.target.name).is_some_and(|w| w == word)
    }

    /// A step of playing: A-heavy, with the d-pad, the hint, L/R, B and R held.
    pub(super) fn play_game(&mut self) -> Step {
        let dpad = [Key::Up, Key::Down, Key::Left, Key::Right];
        match self.rng.weighted(&[36, 12, 16, 8, 8, 5, 4, 4, 1, 5]) {
            0 => {
                self.press(Key::A)?;
                self.wait_some(0, 12)
            }
            1 => {
                // SiTTeRS' hint, then take it.
                self.press(Key::Select)?;
                self.wait_some(2, 10)?;
                self.press(Key::A)?;
                self.wait_some(0, 10)
            }
            2 => {
                let k = dpad[self.rng.below(4) as usize];
                self.press(k)?;
                self.wait_some(0, 6)
            }
            3 => {
                // A held d-pad: the cursor runs.
                let k = dpad[self.rng.below(4) as usize];
                let n = self.rng.range(10, 50);
                self.tap(k.mask(), n, 3)
            }
            4 => {
                // L/R: jump to a shop or a monster, then choose.
                let k = if self.rng.chance(50) { Key::L } else { Key::R };
                self.press(k)?;
                self.press(Key::A)?;
                self.wait_some(0, 10)
            }
            5 => {
                self.press(Key::B)?;
                self.wait_some(0, 10)
            }
            6 => {
                // Hold B (skip ahead) or R (speed up) while tapping A.
                let hold = if self.rng.chance(50) { Key::B } else { Key::R };
                for _ in 0..self.rng.range(10, 50) {
                    self.tap(hold.mask() | Key::A.mask(), 3, 0)?;
                    self.tap(hold.mask(), 4, 0)?;
                }
                self.wait(3)
            }
            7 => {
                // Watch a while.
                self.wait_some(30, 300)
            }
            8 => {
                self.press(Key::Start)?;
                self.wait(10)
            }
            _ => {
                // A short tap of anything.
                let k = self.rng.key();
                self.press(k)?;
                self.wait_some(0, 8)
            }
        }
    }

    /// The pause menu: resume, read the help, quit (confirmed or called off).
    pub(super) fn pause_menu(&mut self) -> Step {
        let Some(at) = self.pause_choice.take() else {
            // Where the pointer is is unknown (mashed): press something.
            let k = [Key::Down, Key::Up, Key::A, Key::B][self.rng.weighted(&[30, 20, 40, 10])];
            return self.press(k);
        };
        let want = match self.rng.weighted(&[60, 20, 12, 8]) {
            0 => {
                // Resume with B or START, or with A on "Resume".
                if self.rng.chance(50) {
                    let k = if self.rng.chance(50) {
                        Key::B
                    } else {
                        Key::Start
                    };
                    self.press(k)?;
                    self.scene_to_play();
                    return self.wait(10);
                }
                0
            }
            1 => 1,
            _ => 2,
        };
        let n = 3;
        let down = (want + n - at) % n;
        for _ in 0..down {
            self.press(Key::Down)?;
        }
        self.press(Key::A)?;
        match want {
            0 => {
                self.scene_to_play();
                self.wait(10)
            }
            1 => self.wait(10),
            _ => {
                // "Quit this game?" with "No, keep playing" chosen.
                self.wait(5)?;
                if self.rng.chance(60) {
                    self.press(Key::Down)?;
                }
                self.press(Key::A)?;
                self.wait(20)
            }
        }
    }

    /// After resuming from the pause menu (which logs nothing).
    pub(super) fn scene_to_play(&mut self) {
        if let Scene::Pause(w) = &self.scene {
            self.scene = Scene::Play(w.clone());
        }
    }

    /// From the menu into game `to`: down to it (when the pointer is known),
    /// A; if another game opened (the pointer was not where it was thought),
    /// back out and go on from there.
    pub(super) fn menu_to(&mut self, to: usize) -> Step {
        for _ in 0..4 {
            if self.scene != Scene::Menu {
                return Ok(());
            }
            let n = self.table.len();
            if let Some(at) = self.menu_cursor {
                let down = (to + n - at) % n;
                if down <= n / 2 {
                    for _ in 0..down {
                        self.press(Key::Down)?;
                    }
                } else {
                    for _ in 0..n - down {
                        self.press(Key::Up)?;
                    }
                }
            }
            self.chosen = None;
            self.press(Key::A)?;
            if !self.wait_until(60, |r| r.chosen.is_some())? {
                return Ok(());
            }
            if self.chosen == Some(to) {
                return Ok(());
            }
            // Another game: leave it and try again from there.
            let left = self.wait_until(120, |r| r.scene != Scene::Menu)?;
            if left {
                self.wait(10)?;
                self.press(Key::B)?;
                self.wait_until(120, |r| r.scene == Scene::Menu)?;
                self.wait(5)?;
            }
        }
        Ok(())
    }
}
