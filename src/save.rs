//! The cartridge's one save module, shared by every game: a suspend slot per
//! game of the table (`src/games.rs`, in its order) and one slot for settings
//! and records, in the cartridge's 32 KiB SRAM through agb's crash-safe
//! `SaveSlotManager` (the slot logic is `tabletop-save`, host-tested with
//! writes cut after every byte).
//!
//! A game saves after each completed action that leaves a person to decide
//! ([`after_action`]); a finished game clears its slot ([`finished`]); the
//! menu offers "Continue" and [`crate::entry`] resumes. Typed log lines for the
//! tests: `save: wrote <game> bytes=<n> line=<line>`, `save: continue offered
//! <game> line=<line>`, `save: slot <k> dropped: <reason>`, `save: cleared
//! <game>`, `save: refused <game>: <message>`.

use alloc::string::String;
use alloc::vec::Vec;

use agb::input::Button;
use agb::save::{SaveManager, SaveSlotManager, Slot};
use tabletop_core::contract::{Saved, save};
use tabletop_save::{
    BLOCK, Grown, MAGIC, Meta, Outcome, Problem, SLOTS, SaveError, Settings, Slots, StorageInfo,
    StorageMedium, Store, Suspended, grow, inspect,
};

use crate::app::App;
use crate::games::GAMES;
use crate::ui::ink;

/// agb's SRAM slot manager, as the shared slot code sees it.
pub struct Sram(SaveSlotManager<Meta>);

impl Slots for Sram {
    type Error = agb::save::StorageError;
    fn slot(&self, k: usize) -> Slot<'_, Meta> {
        self.0.slot(k)
    }
    fn read<T: serde::de::DeserializeOwned>(
        &mut self,
        k: usize,
    ) -> Result<T, SaveError<Self::Error>> {
        self.0.read(k)
    }
    fn write<T: serde::Serialize>(
        &mut self,
        k: usize,
        data: &T,
        meta: &Meta,
    ) -> Result<(), SaveError<Self::Error>> {
        self.0.write(k, data, meta)
    }
}

/// The save memory, as the app holds it (`None` in the in-ROM tests and the
/// bench, which never touch SRAM).
#[derive(Default)]
pub struct Saves {
    store: Option<Store<Sram>>,
    /// The game being played (its table index) and its setup bytes.
    current: Option<(usize, Vec<u8>)>,
    /// What went wrong at power-on, for a parent to read once.
    pub problems: Vec<Problem>,
    /// A save encoded after an action, written at the start of the next
    /// frame's work ([`flush`]): the frame that applied the action (path
    /// searches, events) is not also the frame that writes SRAM.
    pending: Option<(usize, Suspended, String, &'static str)>,
    /// The bench ROM saves after every action (computer seats too), so its
    /// `frame` lines include the frames that write SRAM.
    #[cfg(feature = "bench")]
    pub every_action: bool,
    /// Saves written (the bench reports how many its frames included).
    #[cfg(feature = "bench")]
    pub written: u32,
}

/// The cartridge's SRAM and its size.
const SRAM: usize = 0x0E00_0000;
const SRAM_BYTES: usize = 32 * 1024;

/// The SRAM read and written a byte at a time, before agb opens it: what
/// [`grow`] works on when the table of games has grown (agb's own manager
/// can be opened once only, with the new slot count).
#[derive(Clone, Copy)]
struct RawSram;

impl StorageMedium for RawSram {
    type Error = ();
    fn info(&self) -> StorageInfo {
        StorageInfo {
            size: SRAM_BYTES,
            erase_size: None,
            write_size: core::num::NonZeroUsize::MIN,
        }
    }
    fn read(&mut self, offset: usize, buf: &mut [u8]) -> Result<(), ()> {
        if offset + buf.len() > SRAM_BYTES {
            return Err(());
        }
        for (i, b) in buf.iter_mut().enumerate() {
            *b = unsafe { core::ptr::read_volatile((SRAM + offset + i) as *const u8) };
        }
        Ok(())
    }
    fn erase(&mut self, _: usize, _: usize) -> Result<(), ()> {
        Ok(())
    }
    fn write(&mut self, offset: usize, data: &[u8]) -> Result<(), ()> {
        if offset + data.len() > SRAM_BYTES {
            return Err(());
        }
        for (i, b) in data.iter().enumerate() {
            unsafe { core::ptr::write_volatile((SRAM + offset + i) as *mut u8, *b) };
        }
        Ok(())
    }
}

impl Saves {
    /// An action's save waits to be written (in the next quiet frame).
    pub fn waiting(&self) -> bool {
        self.pending.is_some()
    }

    /// Opens the SRAM at power-on (declaring SRAM in the ROM). First grows
    /// a memory an older cartridge left with fewer game slots ([`grow`]: a
    /// power cut at any moment keeps everything), then reads it as agb will
    /// find it ([`inspect`]): a memory agb will format (it
    /// held something else, or its header is damaged) and a slot agb will
    /// bring back from its backup are said so, and a slot with no header
    /// left is mended to an empty one (said so too).
    pub fn open(manager: &mut SaveManager) -> Saves {
        let mut saves = Saves::default();
        match grow(&RawSram, GAMES.len(), &mut saves.problems) {
            Grown::Nothing => {}
            grown => agb::println!("save: grown {:?}", grown),
        }
        let byte = |i: usize| {
            let mut b = [0];
            let _ = RawSram.read(i, &mut b);
            b[0]
        };
        let found = inspect(byte, SRAM_BYTES, SLOTS, &MAGIC);
        for (at, block) in &found.mends {
            let _ = RawSram.write(*at, block);
            agb::println!("save: mended header block {}", at / BLOCK);
        }
        match manager.init_sram::<Meta>(SLOTS, MAGIC) {
            Ok(slots) => {
                let store = Store::open(Sram(slots), &found, &mut saves.problems);
                for p in &saves.problems {
                    match p {
                        Problem::GameDropped(k) => {
                            agb::println!("save: slot {} dropped: damaged", k)
                        }
                        Problem::GameRolledBack(k) => {
                            agb::println!("save: slot {} rolled back: damaged", k)
                        }
                        Problem::Formatted => agb::println!("save: memory unreadable, formatted"),
                        other => agb::println!("save: problem {:?}", other),
                    }
                }
                for (k, g) in GAMES.iter().enumerate() {
                    if let Some(line) = store.suspended(k) {
                        agb::println!("save: suspended {} line={}", g.name, line);
                    }
                }
                saves.store = Some(store);
            }
            Err(e) => {
                agb::println!("save: no save memory: {:?}", e);
                saves.problems.push(Problem::WriteFailed);
            }
        }
        saves
    }

    /// The line of game `k`'s suspended game.
    pub fn suspended(&self, k: usize) -> Option<&str> {
        self.store.as_ref()?.suspended(k)
    }

    /// Settings and records (defaults without save memory).
    pub fn settings(&self) -> Settings {
        self.store
            .as_ref()
            .map(|s| s.settings().clone())
            .unwrap_or_default()
    }

    /// Changes settings or records and writes them.
    pub fn update(&mut self, f: impl FnOnce(&mut Settings)) {
        if let Some(s) = self.store.as_mut()
            && s.update(f).is_err()
        {
            agb::println!("save: settings write failed");
        }
    }

    /// Takes game `k`'s suspended game.
    pub fn resume(&mut self, k: usize) -> Option<Suspended> {
        match self.store.as_mut()?.resume(k) {
            Ok(mut s) => {
                // A damaged packing gives no bytes: the game's load says so.
                s.game = tabletop_save::pack::unpack(&s.game).unwrap_or_default();
                Some(s)
            }
            Err(_) => {
                agb::println!("save: slot {} dropped: unreadable", k);
                None
            }
        }
    }

    /// Empties game `k`'s slot.
    pub fn clear(&mut self, k: usize) {
        if let Some(s) = self.store.as_mut() {
            if s.suspended(k).is_some() {
                agb::println!("save: cleared {}", GAMES[k].name);
            }
            s.clear(k);
        }
    }

    /// A game of table entry `k` begins (or resumes) with `setup`.
    pub fn begin(&mut self, k: usize, setup: Vec<u8>) {
        self.current = Some((k, setup));
    }

    /// A game that is never saved begins ("Learn to play"): no slot is
    /// written after its actions, and its end is no record.
    pub fn unsaved(&mut self) {
        self.current = None;
    }
}

/// The setup a game is saved with: its options and its seed (the computer's
/// seed comes from it, so a resumed game thinks as it would have).
pub fn setup_bytes<S: serde::Serialize>(settings: &S, seed: u64) -> Vec<u8> {
    postcard::to_allocvec(&(settings, seed)).unwrap_or_default()
}

/// Reads [`setup_bytes`].
pub fn read_setup<S: serde::de::DeserializeOwned>(bytes: &[u8]) -> Option<(S, u64)> {
    postcard::from_bytes(bytes).ok()
}

/// After a completed action: when a person decides next, the game is
/// encoded now and written to SRAM at the start of the next frame's work
/// ([`flush`], called by the shared screen loop).
///
/// `kept`: what the front keeps beside the game (Sandford's hot seat: the
/// heroes whose people ended their turn), written after the core's bytes
/// and read back with `contract::save::decode_with_rest` (a save without
/// them reads as none kept).
pub fn after_action<G: Saved>(app: &mut App, game: &G, person_next: bool, kept: &[u8]) {
    #[cfg(feature = "bench")]
    let person_next = person_next || app.saves.every_action;
    if !person_next || app.saves.store.is_none() {
        return;
    }
    let Some((k, setup)) = app.saves.current.clone() else {
        return;
    };
    let mut buf = alloc::vec![0u8; G::MAX_SAVE_BYTES];
    let Ok(n) = save::encode(game, &mut buf) else {
        agb::println!("save: error {} too big", G::SAVE_NAME);
        return;
    };
    let mut line = String::new();
    let _ = game.standing(&mut line);
    buf.truncate(n);
    buf.extend_from_slice(kept);
    let s = Suspended { game: buf, setup };
    app.saves.pending = Some((k, s, line, G::SAVE_NAME));
}

/// Writes the save [`after_action`] encoded, if any (crash-safe: a power cut
/// during the write leaves the previous save).
pub fn flush(app: &mut App) {
    let Some((k, mut s, line, name)) = app.saves.pending.take() else {
        return;
    };
    // Packed here, not when the action was applied (that frame has the
    // rules' work): the crash-safe write costs about 300 cycles a byte.
    match tabletop_save::pack::pack(&s.game) {
        Some(packed) => s.game = packed,
        None => {
            agb::println!("save: error {} too big", name);
            return;
        }
    }
    let Some(store) = app.saves.store.as_mut() else {
        return;
    };
    match store.suspend(k, &s, &line) {
        Ok(()) => {
            agb::println!("save: wrote {} bytes={} line={}", name, s.game.len(), line);
            #[cfg(feature = "bench")]
            {
                app.saves.written += 1;
            }
        }
        Err(e) => agb::println!("save: write failed {}: {:?}", name, e),
    }
}

/// A game ended: its slot is cleared and its record updated, exactly once
/// whenever the power goes (`side` is the people's side or seat kind, 0 or
/// 1; `won` `None` for a draw).
pub fn finished(app: &mut App, side: usize, won: Option<bool>, score: u16) {
    finished_keeping(app, side, won, score, None);
}

/// As [`finished`], and the game's options become `options` in the same
/// write as its record (what the game earned for them: heroes' XP), before
/// any end screen: a console switched off there loses nothing.
pub fn finished_keeping(
    app: &mut App,
    side: usize,
    won: Option<bool>,
    score: u16,
    options: Option<Vec<u8>>,
) {
    app.saves.pending = None;
    let Some((k, _)) = app.saves.current.take() else {
        return;
    };
    let outcome = Outcome {
        side: side.min(1) as u8,
        won,
        score,
    };
    if let Some(store) = app.saves.store.as_mut() {
        if store.suspended(k).is_some() {
            agb::println!("save: cleared {}", GAMES[k].name);
        }
        if store.finish_keeping(k, outcome, options).is_err() {
            agb::println!("save: finish write failed");
        }
    }
    agb::println!(
        "save: record {} side={} won={:?} score={}",
        GAMES[k].name,
        side,
        won,
        score
    );
}

/// What the player chose on the Continue screen.
pub enum Offer {
    /// Continue the suspended game.
    Continue,
    /// Start afresh (the suspended game is dropped when the new one starts).
    New,
    /// Back to the menu.
    Back,
}

/// "Continue <game>? <where it stood>": A continues, SELECT starts afresh, B backs out.
pub fn offer(app: &mut App, k: usize, line: &str) -> Offer {
    agb::println!("save: continue offered {} line={}", GAMES[k].name, line);
    agb::println!("scene: continue");
    let (text, g) = app.blank_text();
    text.centred(g, 0, 240, 40, ink::YELLOW, "Continue your game?");
    text.centred(g, 0, 240, 64, ink::WHITE, GAMES[k].name);
    text.centred(g, 0, 240, 80, ink::SKY, line);
    text.centred(
        g,
        0,
        240,
        116,
        ink::WHITE,
        "A  continue\nSELECT  new game\nB  back",
    );
    loop {
        let mut frame = app.gfx.frame();
        app.text.show(&mut frame);
        frame.commit();
        app.next_frame();
        if app.input.is_just_pressed(Button::A) || app.input.is_just_pressed(Button::Start) {
            return Offer::Continue;
        }
        if app.input.is_just_pressed(Button::Select) {
            return Offer::New;
        }
        if app.input.is_just_pressed(Button::B) {
            return Offer::Back;
        }
    }
}

/// A message for a parent, until A or B.
pub fn message(app: &mut App, title: &str, body: &str) {
    agb::println!("scene: message {}", body);
    let (text, g) = app.blank_text();
    let body = crate::wrap::wrap(g, body, MESSAGE_W);
    text.centred(g, 0, 240, 40, ink::YELLOW, title);
    text.centred(g, 0, 240, 64, ink::WHITE, &body);
    text.centred(g, 0, 240, 128, ink::SKY, "Press A");
    app.show_text_until_a_or_b();
}

/// A message's body is wrapped to this many pixels (centred on the screen).
const MESSAGE_W: i32 = 224;

/// `make bench`: cycles to save (encode + crash-safe SRAM write) and load
/// (SRAM read + decode) positions of random games of each built game, in its
/// own slot: `bench save-<game> cycles_median=<n> cycles_worst=<n>`.
#[cfg(feature = "bench")]
pub fn bench(app: &mut App, low: &mut agb::timer::Timer, high: &mut agb::timer::Timer) {
    use tabletop_core::{sandford, sitters};
    let sitters_configs = (0..12u64).map(|i| sitters::Config { seed: i * 7919 + 3 });
    bench_game::<sitters::Game>(app, 0, sitters_configs, 4, low, high);
    let sandford_configs = (0..8u64).map(|i| sandford::Config {
        heroes: 1 + (i % 4) as u8,
        rings_option: i % 2 == 0,
        seed: i * 104_729 + 11,
        house: sandford::HouseRules::NONE,
    });
    bench_game::<sandford::Game>(app, 1, sandford_configs, 2, low, high);
    use tabletop_core::{hero, rush, sgs};
    let rush_configs = (0..8u64).map(|i| rush::Config {
        seed: i * 6_007 + 5,
        players: if i % 2 == 0 { 2 } else { 4 },
        house: rush::HouseRules::NONE,
    });
    bench_game::<rush::Game>(app, 2, rush_configs, 3, low, high);
    let hero_configs =
        (0..6u64).map(|i| hero::Config::with(i * 911 + 7, 2 + (i % 3) as u8, "balanced"));
    bench_game::<hero::Game>(app, 3, hero_configs, 4, low, high);
    let sgs_configs = (0..8u64).map(|i| {
        if i % 2 == 0 {
            sgs::Start::Adventure(sgs::quest::QuestConfig {
                seed: i * 7_001 + 1,
                party: sgs::quest::MAX_PARTY as u8,
                random: i % 4 == 0,
                last_breath: false,
            })
        } else {
            sgs::Start::Arena(sgs::arena::Config {
                seed: i * 7_001 + 1,
                party: sgs::quest::MAX_PARTY as u8,
                foes: sgs::arena::Foes::Level(3),
            })
        }
    });
    bench_game::<sgs::Game>(app, 4, sgs_configs, 3, low, high);
}

/// Keeps one uniformly chosen action of those put in (reservoir sampling).
#[cfg(feature = "bench")]
struct Pick<A> {
    seen: u32,
    chosen: Option<A>,
    dice: tabletop_core::contract::Dice,
}

#[cfg(feature = "bench")]
impl<A> tabletop_core::contract::Sink<A> for Pick<A> {
    fn put(&mut self, a: A) {
        self.seen += 1;
        if self.dice.below(self.seen) == 0 {
            self.chosen = Some(a);
        }
    }
}

#[cfg(feature = "bench")]
fn bench_game<G: Saved + core::fmt::Debug>(
    app: &mut App,
    k: usize,
    configs: impl Iterator<Item = G::Config>,
    every: u32,
    low: &mut agb::timer::Timer,
    high: &mut agb::timer::Timer,
) {
    use crate::bench::{read, start, stop};
    use tabletop_core::contract::{Dice, Turn};
    let name = G::SAVE_NAME;
    let (mut saves, mut loads) = (Vec::new(), Vec::new());
    let mut encodes = Vec::new();
    let mut bytes = 0;
    app.saves.begin(k, Vec::new());
    for config in configs {
        let mut g = G::new(config);
        let mut pick = Pick {
            seen: 0,
            chosen: None,
            dice: Dice::new(saves.len() as u64 + 1),
        };
        let mut n = 0u32;
        while g.turn() != Turn::Over && n < 4000 {
            if matches!(g.turn(), Turn::Seat(_)) && n.is_multiple_of(every) {
                start(low, high);
                after_action(app, &g, true, &[]);
                encodes.push(read(low, high));
                flush(app);
                saves.push(stop(low, high));
                start(low, high);
                let slot = app.saves.resume(k);
                let back = slot.and_then(|s| save::decode::<G>(&s.game).ok());
                let t = read(low, high);
                stop(low, high);
                loads.push(t);
                if back.is_none() {
                    agb::println!("bench: error {} did not load back", name);
                }
                let mut buf = alloc::vec![0u8; G::MAX_SAVE_BYTES];
                bytes = bytes.max(save::encode(&g, &mut buf).unwrap_or(0));
            }
            pick.seen = 0;
            pick.chosen = None;
            g.legal_actions(&mut pick);
            let Some(a) = pick.chosen.take() else { break };
            let _ = g.try_apply(a, &mut 0usize);
            n += 1;
        }
    }
    app.saves.clear(k);
    app.saves.current = None;
    for (what, v) in [
        ("save", &mut saves),
        ("load", &mut loads),
        ("encode", &mut encodes),
    ] {
        v.sort_unstable();
        let median = v.get(v.len() / 2).copied().unwrap_or(0);
        let worst = v.last().copied().unwrap_or(0);
        agb::println!(
            "bench {}-{} cycles_median={} cycles_worst={} samples={} bytes_worst={}",
            what,
            name,
            median,
            worst,
            v.len(),
            bytes
        );
    }
}
